"""GameController: the one holder of engine state in the UI.

Scene items and widgets send *intents* (a card, a bid); the controller checks them against the
engine (``why_illegal``) and applies them, or emits ``illegalAction`` with the engine's reason.
Bots get ``match.view_for(seat)`` only and run in a thread pool; their answer comes back by
signal and is dropped if the game moved on meanwhile (undo, redo, new game).

While the table animates, the UI calls ``set_busy(True)``: no bot starts until it is idle again.
While a modal dialog is open (settings, save, open, a message, New Game) no bot starts and no
bot's answer is applied: the bots wait for the player and go on once the dialog is closed.

A guided deal (the tutorial) plugs in two hooks: ``scripted_bot(seat)`` gives the other seats'
moves instead of the AI (they still wait out the bot pause and animate as usual), and
``move_filter(action)`` may refuse a legal human move with a message (``actionRefused``).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QThreadPool, QTimer, Signal
from PySide6.QtGui import QGuiApplication

from ..ai.seeds import bot_seed
from ..engine import (
    Action,
    DealResult,
    DealState,
    IllegalActionError,
    MatchState,
    Phase,
    PlayerView,
    Ruleset,
    new_match,
)
from ..engine.claim import ClaimVerdict, settle_claim
from ..engine.seating import Seating
from .bots import SEARCH_LEVELS, BotTask, think, warm_up_search_worker

DIALOG_POLL_MS = 150  # how often held bots look whether the modal dialog is gone


class GameController(QObject):
    stateChanged = Signal()
    actionApplied = Signal(object, object, object)  # before, action, after (MatchState)
    illegalAction = Signal(object, object)  # Reason, params dict
    dealStarted = Signal()  # a new deal is on the table (after new_game / continue_deal)
    dealFinished = Signal(object)  # DealResult of the deal just over
    matchFinished = Signal(int)  # winning team, -1 for a draw
    undoAvailable = Signal(bool)
    redoAvailable = Signal(bool)
    trickFinished = Signal()  # after the action that closed a trick (autosave point)
    botThinking = Signal(int)  # seat, -1 when no bot is thinking
    actionRefused = Signal(str)  # a legal move refused by ``move_filter`` (tutorial), with its message
    claimJudged = Signal(int, bool)  # claimer's seat, accepted (the rest then played out)

    is_remote = False  # a network table's controller (ui/net_controller.py) plays only its seat

    def __init__(self, parent: QObject | None = None, human_seat: int = 0) -> None:
        super().__init__(parent)
        self.human_seat = human_seat
        self.match: MatchState | None = None
        self.levels: dict[int, str] = {1: "intermediate", 2: "intermediate", 3: "intermediate"}
        self.bot_pause_ms = 600
        self.allow_undo = True
        self.autoplay_human = False  # the human's seat is played by a bot too (demos)
        self.auto_bots = True  # False: bots move only through play_bot_move_now (screenshots)
        self.undo_count = 0  # undos and redos: both are counted in the statistics' "undo_used"
        self._undo: list[MatchState] = []  # states before each human action of the current deal
        self._redo: list[MatchState] = []  # the states undone, the latest last (any new move drops them)
        self._awaiting_continue = False
        self._busy = False
        self._token = 0
        self._pending: BotTask | None = None
        self._pending_result: tuple[int, Action] | None = None
        self._pool = QThreadPool.globalInstance()
        self._pause_timer = QTimer(self)
        self._pause_timer.setSingleShot(True)
        self._pause_timer.timeout.connect(self._apply_pending_result)
        self._dialog_timer = QTimer(self)  # looks again, while a modal dialog holds the bots
        self._dialog_timer.setSingleShot(True)
        self._dialog_timer.setInterval(DIALOG_POLL_MS)
        self._dialog_timer.timeout.connect(self._resume_after_dialog)
        self._thinking_since = 0.0
        self.seed_origin: tuple[object, int] | None = None  # see load_match
        self.repeatable = False  # see load_match
        self.scripted_bot: Callable[[int], Action] | None = None  # seat -> its move (tutorial script)
        self.move_filter: Callable[[Action], str | None] | None = None  # None accepts, a message refuses
        self.voice_wait: Callable[[], int] | None = None  # ms the bots still wait for the voice (voice.Speech.wait_ms)
        self._deal_end = _EndAfterVoice(self)  # a deal's end waits for the voice to say its last trick

    # -- queries ----------------------------------------------------------------------------
    @property
    def rules(self) -> Ruleset | None:
        return self.match.rules if self.match else None

    @property
    def seating(self) -> Seating:
        """Who plays with whom: the game's, or four players in pairs before any game."""
        return self.match.rules.seating if self.match else Seating.of(4, True)

    @property
    def awaiting_continue(self) -> bool:
        """A deal is over and its result is on screen until the player continues."""
        return self._awaiting_continue

    def display_deal(self) -> DealState | None:
        """The deal the table shows: the finished one while its result is on screen."""
        if self.match is None:
            return None
        if self._awaiting_continue and self.match.finished:
            return self.match.finished[-1]
        return self.match.deal

    def view(self) -> PlayerView | None:
        deal = self.display_deal()
        return deal.view_for(self.human_seat) if deal is not None else None

    def current_player(self) -> int:
        if self.match is None or self._awaiting_continue:
            return -1
        return self.match.current_player()

    def next_deal_waits_for(self) -> list[str] | None:
        """At a network table, the names of the people the new deal waits for (None: it does not wait)."""
        return None

    def is_human_turn(self) -> bool:
        return self.current_player() == self.human_seat and not self.autoplay_human

    def can_undo(self) -> bool:
        return self.allow_undo and bool(self._undo) and not self._awaiting_continue

    def can_redo(self) -> bool:
        return self.allow_undo and bool(self._redo) and not self._awaiting_continue

    def last_result(self) -> DealResult | None:
        if self.match is None or not self.match.finished:
            return None
        return self.match.finished[-1].result()

    # -- game lifecycle ---------------------------------------------------------------------
    def new_game(self, rules: Ruleset, seed: int | str | None = None, first_dealer: int | None = None) -> None:
        if seed is None:
            seed = random.SystemRandom().randrange(1, 2**31)
        if first_dealer is None:
            first_dealer = random.Random(f"dealer:{seed}").randrange(rules.players)
        self.load_match(new_match(rules, seed=seed, first_dealer=first_dealer), undo_count=0, fresh=True)

    def load_match(
        self,
        match: MatchState,
        undo_count: int = 0,
        fresh: bool = False,
        seed_origin: tuple[object, int] | None = None,
        repeatable: bool = False,
    ) -> None:
        """``seed_origin``: (match seed, deal number) of the game a practised deal comes from, so that its bots
        draw the random numbers they drew there (``bot_seed``). ``repeatable``: the searching bots stop on
        their sample counts, not their clock (``ui.bots.think``), so every decision repeats."""
        self.cancel_bot()
        self.seed_origin = seed_origin
        self.repeatable = repeatable
        self.match = match
        self.undo_count = undo_count
        self._undo = []
        self._redo = []
        self._awaiting_continue = False
        seats = range(match.rules.players)
        if self.auto_bots and any(self.level_of(s) in SEARCH_LEVELS for s in seats if self.is_bot_seat(s)):
            warm_up_search_worker()  # the processes start while the deal is animated
        self._emit_history()
        if fresh:
            self.dealStarted.emit()
        self.stateChanged.emit()
        self._schedule()

    def continue_deal(self) -> None:
        """Leave the end-of-deal result and start the next deal (nothing if the match is over)."""
        if not self._awaiting_continue or self.match is None:
            return
        if self.match.over:
            return
        self._awaiting_continue = False
        self._undo = []
        self._redo = []
        self._emit_history()
        self.dealStarted.emit()
        self.stateChanged.emit()
        self._schedule()

    # -- human intents ----------------------------------------------------------------------
    def human_action(self, action: Action) -> bool:
        """Check and apply the human's action; False (and illegalAction) if it is refused."""
        if self.match is None or self._awaiting_continue or self.match.over:
            return False
        if self.match.current_player() != self.human_seat:
            from ..engine import Reason

            self.illegalAction.emit(Reason.WRONG_PHASE, {"not_your_turn": True})
            return False
        error = self.match.deal.why_illegal(action)
        if error is not None:
            self.illegalAction.emit(error.reason, error.params)
            return False
        if self.move_filter is not None:
            refusal = self.move_filter(action)
            if refusal is not None:
                self.actionRefused.emit(refusal)
                return False
        self._undo.append(self.match)
        self._apply(action)
        return True

    def why_illegal(self, action: Action) -> IllegalActionError | None:
        if self.match is None:
            return None
        return self.match.deal.why_illegal(action)

    def undo(self) -> bool:
        """Back to just before the human's last card or bid (bots' replies are undone too). The state left
        is kept for ``redo``."""
        if not self.can_undo():
            return False
        assert self.match is not None
        self.cancel_bot()
        self._redo.append(self.match)
        self.match = self._undo.pop()
        self.undo_count += 1
        self._emit_history()
        self.stateChanged.emit()
        self._schedule()
        return True

    def redo(self) -> bool:
        """Put back the move the last ``undo`` took back: the game exactly as it was then, the bots' replies
        that had followed included. Counted like an undo (``undo_count``). Any new move drops what could be
        redone."""
        if not self.can_redo():
            return False
        assert self.match is not None
        self.cancel_bot()
        self._undo.append(self.match)
        self.match = self._redo.pop()
        self.undo_count += 1
        self._emit_history()
        self.stateChanged.emit()
        self._schedule()
        return True

    def _emit_history(self) -> None:
        self.undoAvailable.emit(self.can_undo())
        self.redoAvailable.emit(self.can_redo())

    # -- bots -------------------------------------------------------------------------------
    def set_busy(self, busy: bool) -> None:
        """The UI is animating: hold the bots until it is idle."""
        if self._busy == busy:
            return
        self._busy = busy
        if not busy:
            self._schedule()

    def is_bot_seat(self, seat: int) -> bool:
        return seat != self.human_seat or self.autoplay_human

    def level_of(self, seat: int) -> str:
        """The bot level of ``seat``: the partner's level for the human's partner, else the opponents'."""
        if seat == self.human_seat:
            return "intermediate"
        if self.seating.partner_of[self.human_seat] == seat:
            return self.levels.get(2, "intermediate")
        return self.levels.get(1, "intermediate")

    def set_levels(self, partner: str, opponents: str) -> None:
        self.levels = {1: opponents, 2: partner, 3: opponents}

    def _schedule(self) -> None:
        QTimer.singleShot(0, self._maybe_start_bot)

    def _maybe_start_bot(self) -> None:
        if self.match is None or not self._bots_may_think():
            return
        seat = self.match.current_player()
        if seat < 0 or not self.is_bot_seat(seat):
            return
        self._token += 1
        if self.scripted_bot is not None:
            self._thinking_since = _now()
            self.botThinking.emit(seat)
            self._bot_done(self._token, self.scripted_bot(seat))
            return
        view = self.match.view_for(seat)
        task = BotTask(self._token, view, self.level_of(seat), self.bot_seed(seat), self.repeatable)
        task.relay.done.connect(self._bot_done)
        self._pending = task
        self._thinking_since = _now()
        self.botThinking.emit(seat)
        self._pool.start(task)

    def _bots_may_think(self) -> bool:
        """No bot starts while bots wait to be asked, a move is shown or waited for, or a dialog holds the table."""
        if not self.auto_bots or self._busy or self._awaiting_continue or self._pending is not None:
            return False
        return not (self._pause_timer.isActive() or self._held_by_dialog())

    def _bot_done(self, token: int, action: Action | None) -> None:
        self._pending = None
        if token != self._token or action is None or self.match is None:
            return
        self._pending_result = (token, action)
        waited = (_now() - self._thinking_since) * 1000.0
        remaining = max(int(self.bot_pause_ms - waited), self._voice_wait())
        if remaining > 0:
            self._pause_timer.start(remaining)
        else:
            self._apply_pending_result()

    def _apply_pending_result(self) -> None:
        pending, self._pending_result = self._pending_result, None
        if pending is None or pending[0] != self._token or self.match is None:
            return
        if self._held_by_dialog():
            self._pending_result = pending  # applied once the dialog is closed
            return
        if self._voice_wait() > 0:  # the last message is still being said (issue 71)
            self._pending_result = pending
            self._pause_timer.start(self._voice_wait())
            return
        action = pending[1]
        if self.match.deal.why_illegal(action) is not None:  # the game moved on
            self._schedule()
            return
        self.botThinking.emit(-1)
        self._apply(action)

    def _voice_wait(self) -> int:
        return self.voice_wait() if self.voice_wait is not None else 0

    def hurry(self) -> None:
        """A computer player's move waiting for the voice (or its pause), or the deal's end, comes now."""
        if self._pause_timer.isActive() and self._pending_result is not None:
            self._pause_timer.stop()
            self._apply_pending_result()
        self._deal_end.now()

    def _held_by_dialog(self) -> bool:
        """A modal dialog is open: the bots wait (and this looks again every DIALOG_POLL_MS)."""
        app = QCoreApplication.instance()
        if not isinstance(app, QGuiApplication) or QGuiApplication.modalWindow() is None:
            return False
        self._dialog_timer.start()
        return True

    def _resume_after_dialog(self) -> None:
        if self._pending_result is not None:
            self._apply_pending_result()
        else:
            self._maybe_start_bot()

    def cancel_bot(self) -> None:
        """Stop the computer player thinking now: an answer still coming is dropped, a pause stops (the window
        closing, the tests' set positions)."""
        self._token += 1  # any answer still coming is stale
        self._pending = None
        self._pending_result = None
        self._pause_timer.stop()
        self.botThinking.emit(-1)

    def play_bot_move_now(self) -> Action | None:
        """Decide and apply the current seat's move synchronously (screenshots, tests)."""
        if self.match is None:
            return None
        if self._awaiting_continue:
            self.continue_deal()
            return None
        seat = self.match.current_player()
        if seat < 0:
            return None
        self.cancel_bot()
        if self.scripted_bot is not None and self.is_bot_seat(seat):
            action = self.scripted_bot(seat)
        else:
            # Expert and Master think in the worker processes here too (this thread waits for them)
            action = think(self.match.view_for(seat), self.level_of(seat), self.bot_seed(seat), self.repeatable)
        self._apply(action)
        return action

    def seed_identity(self, deal_index: int | None = None) -> tuple[object, int]:
        """(match seed, deal number) that the bots' random numbers are drawn from for a deal of this match
        (default: the deal on the table); a practised deal keeps those of the game it comes from."""
        assert self.match is not None
        number = len(self.match.finished) if deal_index is None else deal_index
        if self.seed_origin is not None:
            return self.seed_origin[0], self.seed_origin[1] + number
        return self.match.seed, number

    def bot_seed(self, seat: int) -> int:
        """The random numbers of the bot's next decision, from the position alone (``ai.seeds``): the same
        cards and history give the same decision, so a deal played again or compared with the Master sees
        the same bots."""
        assert self.match is not None
        match_seed, number = self.seed_identity()
        return bot_seed(match_seed, number, len(self.match.deal.history), seat)

    # -- claiming the rest --------------------------------------------------------------------
    def can_claim(self) -> bool:
        """The player may claim the rest: his turn in the card play, the first trick over."""
        if self.match is None or self._awaiting_continue or not self.is_human_turn():
            return False
        deal = self.match.deal
        return deal.phase is Phase.PLAY and bool(deal.tricks)

    def claim_rest(self) -> ClaimVerdict | None:
        """The player shows his cards and claims every remaining trick for his side. The others accept
        exactly when it is certain (``engine.claim``): the rest is then played out at once; else play goes on.
        None when no claim can be made now."""
        if not self.can_claim():
            return None
        assert self.match is not None
        deal = self.match.deal
        verdict, end = settle_claim(deal, self.human_seat)
        accepted = end is not None
        if end is not None:
            self.cancel_bot()
            self._undo.append(self.match)
            for _, action in end.history[len(deal.history) :]:
                self._apply(action)
        self.claimJudged.emit(self.human_seat, accepted)
        return verdict

    def wait_for_bots(self) -> None:
        """Block until the thread pool is idle (tests, shutdown)."""
        self._pool.waitForDone()

    # -- applying ---------------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        assert self.match is not None
        before = self.match
        after = before.apply(action)
        self.match = after
        self._redo = []  # a new move: what was undone cannot be put back
        deal_closed = len(after.finished) > len(before.finished)
        if deal_closed:
            self._awaiting_continue = True
            self._undo = []
        self.actionApplied.emit(before, action, after)
        trick_closed = deal_closed or len(after.deal.tricks) > len(before.deal.tricks)
        if trick_closed:
            self.trickFinished.emit()
        if deal_closed:
            self._deal_end.hold(after)
        self._emit_history()
        self.stateChanged.emit()
        self._schedule()


END_POLL_MS = 200  # a deal's end waiting for the voice looks again this often


class _EndAfterVoice(QObject):
    """The deal's end (``dealFinished``: its result shown and said, the focus moved to the panel; ``matchFinished``)
    once the voice has said the last trick, as a computer player's move waits for it (``voice_wait``, issue 71); F
    brings it at once; dropped if another game comes to the table meanwhile."""

    def __init__(self, controller: GameController) -> None:
        super().__init__(controller)
        self.controller = controller
        self.held: MatchState | None = None
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.release)

    def hold(self, after: MatchState) -> None:
        self.held = after
        self.release()

    def now(self) -> None:
        if self.timer.isActive():
            self.timer.stop()
            self.release(hurried=True)

    def release(self, hurried: bool = False) -> None:
        c, after = self.controller, self.held
        if after is None or after is not c.match:
            self.held = None
            return
        wait = 0 if hurried or c.voice_wait is None else c.voice_wait()
        if wait > 0:
            self.timer.start(min(wait, END_POLL_MS))  # looked at again: the voice may be done sooner (own voice)
            return
        self.held = None
        c.dealFinished.emit(after.finished[-1].result())
        if after.over:
            c.matchFinished.emit(after.winner)


def _now() -> float:
    import time

    return time.monotonic()
