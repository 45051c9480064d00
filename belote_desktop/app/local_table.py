"""LocalTable: this program's own game, the engine its judge.

The window sends the player's *intents* (a card, a bid); the table checks them against the engine (``why_illegal``)
and applies them, or emits ``illegalAction`` with the engine's reason. The other seats are the computer players
(``BotTurns``, ``turns.py``): each gets ``match.view_for(seat)`` only, thinks in a thread pool, and its answer is
dropped if the game moved on meanwhile (undo, redo, a new game).

A guided deal (the tutorial) plugs in two hooks: ``scripted_bot(seat)`` gives the other seats' moves instead of
the computer's (they still wait out the pause and animate as usual), and ``move_filter(action)`` may refuse a legal
move with a message (``actionRefused``).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QObject

from ..ai.seeds import bot_seed
from ..engine import Action, MatchState, Phase, Ruleset, new_match
from ..engine.claim import ClaimVerdict, settle_claim
from .bots import warm_up_search_worker
from .seats import SEARCH_LEVELS
from .table import Table
from .turns import BotTurns, DealEndAfterVoice


class LocalTable(Table):
    """A table whose game is this program's: its own match, its own computer players, undo and redo, claims."""

    def __init__(self, parent: QObject | None = None, human_seat: int = 0) -> None:
        super().__init__(parent, human_seat)
        self.local = self
        self.autoplay_human = False  # the human's seat is played by a bot too (demos)
        self.auto_bots = True  # False: bots move only through play_bot_move_now (screenshots)
        self.repeatable = False  # see load_match
        self.scripted_bot: Callable[[int], Action] | None = None  # seat -> its move (tutorial script)
        self.move_filter: Callable[[Action], str | None] | None = None  # None accepts, a message refuses
        self._undo: list[MatchState] = []  # states before each human action of the current deal
        self._redo: list[MatchState] = []  # the states undone, the latest last (any new move drops them)
        self.turns = BotTurns(self, self)
        self._deal_end = DealEndAfterVoice(self, self)  # a deal's end waits for the voice to say its last trick
        self.pace.hurried.connect(self.hurry)

    # -- queries ------------------------------------------------------------------------------------------
    def is_human_turn(self) -> bool:
        return super().is_human_turn() and not self.autoplay_human

    def is_bot_seat(self, seat: int) -> bool:
        return seat != self.human_seat or self.autoplay_human

    def can_undo(self) -> bool:
        return self.allow_undo and bool(self._undo) and not self.awaiting_continue

    def can_redo(self) -> bool:
        return self.allow_undo and bool(self._redo) and not self.awaiting_continue

    def can_claim(self) -> bool:
        """The player may claim the rest: his turn in the card play, the first trick over."""
        match = self.match
        if match is None or self.awaiting_continue or not self.is_human_turn():
            return False
        return match.deal.phase is Phase.PLAY and bool(match.deal.tricks)

    def bot_seed(self, seat: int) -> int:
        """The random numbers of the bot's next decision, from the position alone (``ai.seeds``): the same
        cards and history give the same decision, so a deal played again or compared with the Master sees
        the same bots."""
        assert self.match is not None
        match_seed, number = self.seed_identity()
        return bot_seed(match_seed, number, len(self.match.deal.history), seat)

    # -- game lifecycle -----------------------------------------------------------------------------------
    def new_game(self, rules: Ruleset, seed: int | str | None = None, first_dealer: int | None = None) -> None:
        if seed is None:
            seed = random.SystemRandom().randrange(1, 2**31)
        if first_dealer is None:
            first_dealer = random.Random(f"dealer:{seed}").randrange(rules.players)
        self.load_match(new_match(rules, seed=seed, first_dealer=first_dealer), undo_count=0, fresh=True)

    def load_match(self, match: MatchState, undo_count: int = 0, fresh: bool = False,
                   seed_origin: tuple[object, int] | None = None, repeatable: bool = False) -> None:
        """``seed_origin``: (match seed, deal number) of the game a practised deal comes from, so that its bots
        draw the random numbers they drew there (``bot_seed``). ``repeatable``: the searching bots stop on
        their sample counts, not their clock (``app.bots.think``), so every decision repeats."""
        self.cancel_bot()
        t = self.timeline
        t.seed_origin = seed_origin
        self.repeatable = repeatable
        t.match = match
        t.undo_count = undo_count
        self._undo = []
        self._redo = []
        t.awaiting_continue = False
        if self.auto_bots and self._searchers(match):
            warm_up_search_worker()  # the processes start while the deal is animated
        t.tell_history()
        if fresh:
            self.dealStarted.emit()
        self.stateChanged.emit()
        self.turns.schedule()

    def _searchers(self, match: MatchState) -> bool:
        """A computer player of this match searches (Expert, Master)."""
        return any(self.seat_model.level_of(s) in SEARCH_LEVELS for s in range(match.rules.players)
                   if self.is_bot_seat(s))

    def continue_deal(self) -> None:
        """Leave the end-of-deal result and start the next deal (nothing if the match is over)."""
        if not self.awaiting_continue or self.match is None or self.match.over:
            return
        self._undo = []
        self._redo = []
        self.timeline.deal_begun()
        self.turns.schedule()

    # -- the player's moves -------------------------------------------------------------------------------
    def human_action(self, action: Action) -> bool:
        """Check and apply the human's action; False (and illegalAction) if it is refused."""
        match = self.match
        if match is None or self.awaiting_continue or match.over:
            return False
        if self.timeline.refused(match, action):
            return False
        if self.move_filter is not None:
            refusal = self.move_filter(action)
            if refusal is not None:
                self.actionRefused.emit(refusal)
                return False
        self._undo.append(match)
        self.apply(action)
        return True

    def undo(self) -> bool:
        """Back to just before the human's last card or bid (bots' replies are undone too). The state left
        is kept for ``redo``."""
        if not self.can_undo():
            return False
        assert self.match is not None
        self._back_to(self._undo.pop(), keep=self._redo)
        return True

    def redo(self) -> bool:
        """Put back the move the last ``undo`` took back: the game exactly as it was then, the bots' replies
        that had followed included. Counted like an undo (``undo_count``). Any new move drops what could be
        redone."""
        if not self.can_redo():
            return False
        assert self.match is not None
        self._back_to(self._redo.pop(), keep=self._undo)
        return True

    def _back_to(self, match: MatchState, keep: list[MatchState]) -> None:
        """The table goes back (or forth) to ``match``; the one left is kept on ``keep``."""
        self.cancel_bot()
        t = self.timeline
        assert t.match is not None
        keep.append(t.match)
        t.match = match
        t.undo_count += 1
        t.tell_history()
        self.stateChanged.emit()
        self.turns.schedule()

    # -- claiming the rest --------------------------------------------------------------------------------
    def claim_rest(self) -> ClaimVerdict | None:
        """The player shows his cards and claims every remaining trick for his side. The others accept
        exactly when it is certain (``engine.claim``): the rest is then played out at once; else play goes on.
        None when no claim can be made now."""
        if not self.can_claim():
            return None
        assert self.match is not None
        deal = self.match.deal
        verdict, end = settle_claim(deal, self.human_seat)
        if end is not None:
            self.cancel_bot()
            self._undo.append(self.match)
            for _, action in end.history[len(deal.history):]:
                self.apply(action)
        self.claimJudged.emit(self.human_seat, end is not None)
        return verdict

    # -- the computer players -----------------------------------------------------------------------------
    def set_busy(self, busy: bool) -> None:
        """The UI is animating: hold the bots until it is idle."""
        if self.timeline.busy == busy:
            return
        self.timeline.busy = busy
        if not busy:
            self.turns.schedule()

    def hurry(self) -> None:
        """A computer player's move waiting for the voice (or its pause), or the deal's end, comes now."""
        self.turns.hurry()
        self._deal_end.now()

    def cancel_bot(self) -> None:
        """Stop the computer player thinking now: an answer still coming is dropped, a pause stops (the window
        closing, the tests' set positions)."""
        self.turns.cancel()

    def play_bot_move_now(self) -> Action | None:
        """Decide and apply the current seat's move synchronously (screenshots, tests)."""
        if self.match is None:
            return None
        if self.awaiting_continue:
            self.continue_deal()
            return None
        if self.match.current_player() < 0:
            return None
        action = self.turns.decide_now()
        self.apply(action)
        return action

    def wait_for_bots(self) -> None:
        """Block until the thread pool is idle (tests, shutdown)."""
        self.turns.wait()

    # -- applying -----------------------------------------------------------------------------------------
    def apply(self, action: Action) -> None:
        """Play ``action`` (the player's, checked, or a computer's) and tell the window."""
        before = self.match
        assert before is not None
        after = before.apply(action)
        self._redo = []  # a new move: what was undone cannot be put back
        deal_closed = len(after.finished) > len(before.finished)
        if deal_closed:
            self._undo = []
        self.timeline.shown(before, action, after, deal_closed)
        if deal_closed:
            self._deal_end.hold(after)
        self.timeline.tell_history()
        self.stateChanged.emit()
        self.turns.schedule()
