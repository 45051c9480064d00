"""The table the window drives: one interface, ``Table``, for the local game and the network game.

``Table`` holds what both share: their signals, the match as the window shows it (``MatchTimeline``, the shared
part each holds by composition), the seats (``seats.SeatModel``), what the table waits for besides the players
(``Pace``: the voice, a modal dialog) and the queries on them; its capability queries (``can_undo``, ``can_redo``,
``can_claim``) say what the player may do now, so the window asks instead of being refused. What only one kind of
table has is on a part of its own: ``local`` (``LocalControls``: this program's own game, its computer players,
redo and claims; ``local_table.LocalTable``) and ``network`` (``presence.NetworkSeats``: the people at a network
table, their comings and goings, the table's end; ``network_table.NetworkTable``), each None at the other table.
The window asks ``table.network is not None``, never the table's class.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Signal

from ..engine import Action, DealResult, DealState, IllegalActionError, MatchState, PlayerView, Reason, Ruleset
from ..engine.claim import ClaimVerdict
from ..engine.seating import Seating
from .seats import SeatModel

if TYPE_CHECKING:
    from .presence import NetworkSeats


class LocalControls(Protocol):
    """What only a local table does: it deals its own games, runs its computer players, puts back a move taken
    back and settles a claim (the window reaches them through ``table.local``)."""

    auto_bots: bool  # False: the computers move only through play_bot_move_now (screenshots, tests)
    autoplay_human: bool  # the player's seat is played by a computer too (demos, the soak tool)
    scripted_bot: Callable[[int], Action] | None  # seat -> its move (a guided deal's script)
    move_filter: Callable[[Action], str | None] | None  # a legal move refused with a message (a guided deal)

    def new_game(self, rules: Ruleset, seed: int | str | None = None, first_dealer: int | None = None) -> None: ...

    def load_match(self, match: MatchState, undo_count: int = 0, fresh: bool = False,
                   seed_origin: tuple[object, int] | None = None, repeatable: bool = False) -> None: ...

    def redo(self) -> bool: ...

    def apply(self, action: Action) -> None: ...

    def claim_rest(self) -> ClaimVerdict | None: ...

    def play_bot_move_now(self) -> Action | None: ...

    def cancel_bot(self) -> None: ...

    def wait_for_bots(self) -> None: ...


def _never() -> bool:
    return False


class Pace(QObject):
    """What the table waits for besides the players: the voice saying its last message (issue 71: ``voice_wait``,
    set by the window) and a modal dialog (``dialog_open``: the window's question, for the app layer imports no
    widget); F hurries it on (``hurry``)."""

    hurried = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.voice_wait: Callable[[], int] | None = None  # ms the voice still needs (voice.Speech.wait_ms)
        self.dialog_open: Callable[[], bool] = _never

    def voice_ms(self) -> int:
        return self.voice_wait() if self.voice_wait is not None else 0

    def hurry(self) -> None:
        """What waits for the voice (a computer's move, a deal's end) comes now."""
        self.hurried.emit()


class MatchTimeline:
    """The shared part of both tables: the match as the window shows it and the player's seat in it, the deal's
    result on screen until the player goes on, the undo count and setting, and the same words told for a move
    shown (``shown``), a move refused (``refused``) and a deal begun (``deal_begun``)."""

    def __init__(self, table: Table, human_seat: int) -> None:
        self.table = table
        self.match: MatchState | None = None
        self.human_seat = human_seat
        self.awaiting_continue = False  # a deal is over and its result is on screen until the player continues
        self.busy = False  # the window animates: nothing moves on until it is idle
        self.undo_count = 0  # undos and redos (take backs at a network table): the statistics' "undo_used"
        self.allow_undo = True
        self.seed_origin: tuple[object, int] | None = None  # (match seed, deal number) of a practised deal's game

    @property
    def seating(self) -> Seating:
        """Who plays with whom: the game's, or four players in pairs before any game."""
        return self.match.rules.seating if self.match else Seating.of(4, True)

    def display_deal(self) -> DealState | None:
        """The deal the table shows: the finished one while its result is on screen."""
        if self.match is None:
            return None
        if self.awaiting_continue and self.match.finished:
            return self.match.finished[-1]
        return self.match.deal

    def current_player(self) -> int:
        if self.match is None or self.awaiting_continue:
            return -1
        return self.match.current_player()

    def seed_identity(self, deal_index: int | None = None) -> tuple[object, int]:
        """(match seed, deal number) that the bots' random numbers are drawn from for a deal of this match
        (default: the deal on the table); a practised deal keeps those of the game it comes from."""
        assert self.match is not None
        number = len(self.match.finished) if deal_index is None else deal_index
        if self.seed_origin is not None:
            return self.seed_origin[0], self.seed_origin[1] + number
        return self.match.seed, number

    def refused(self, match: MatchState, action: Action, not_now: bool = False) -> bool:
        """The player's ``action`` is refused (``illegalAction`` says why): not his turn (or ``not_now``), or
        against the rules."""
        if not_now or match.current_player() != self.human_seat:
            self.table.illegalAction.emit(Reason.WRONG_PHASE, {"not_your_turn": True})
            return True
        error = match.deal.why_illegal(action)
        if error is not None:
            self.table.illegalAction.emit(error.reason, error.params)
            return True
        return False

    def shown(self, before: MatchState, action: Action, after: MatchState, deal_closed: bool) -> None:
        """``action`` moved the match from ``before`` to ``after``: the table says so (``actionApplied``, and
        ``trickFinished`` when it closed a trick or the deal); a deal's end stays on screen."""
        self.match = after
        if deal_closed:
            self.awaiting_continue = True
        t = self.table
        t.actionApplied.emit(before, action, after)
        if deal_closed or len(after.deal.tricks) > len(before.deal.tricks):
            t.trickFinished.emit()

    def tell_history(self) -> None:
        t = self.table
        t.undoAvailable.emit(t.can_undo())
        t.redoAvailable.emit(t.can_redo())

    def deal_begun(self) -> None:
        """The next deal is on the table (the result left): the table says so."""
        self.awaiting_continue = False
        self.tell_history()
        self.table.dealStarted.emit()
        self.table.stateChanged.emit()


class Table(QObject):
    """A table the window plays at, local or on the network: the same signals, queries and commands."""

    stateChanged = Signal()
    actionApplied = Signal(object, object, object)  # before, action, after (MatchState)
    illegalAction = Signal(object, object)  # Reason, params dict
    dealStarted = Signal()  # a new deal is on the table
    dealFinished = Signal(object)  # DealResult of the deal just over
    matchFinished = Signal(int)  # winning team, -1 for a draw
    undoAvailable = Signal(bool)
    redoAvailable = Signal(bool)
    trickFinished = Signal()  # after the action that closed a trick (autosave point)
    botThinking = Signal(int)  # seat, -1 when no computer player is thinking
    actionRefused = Signal(str)  # a legal move refused by a guided deal, with its message
    claimJudged = Signal(int, bool)  # claimer's seat, accepted (the rest then played out)

    def __init__(self, parent: QObject | None = None, human_seat: int = 0, networked: bool = False) -> None:
        super().__init__(parent)
        self.timeline = MatchTimeline(self, human_seat)
        self.seat_model = SeatModel(lambda: self.timeline.human_seat, lambda: self.timeline.seating, networked)
        self.pace = Pace(self)
        self.local: LocalControls | None = None  # this program's own game (LocalTable), else None
        self.network: NetworkSeats | None = None  # the people at a network table (NetworkTable), else None

    # -- the match shown ------------------------------------------------------------------------------------
    @property
    def match(self) -> MatchState | None:
        return self.timeline.match

    @property
    def human_seat(self) -> int:
        return self.timeline.human_seat

    @property
    def rules(self) -> Ruleset | None:
        return self.match.rules if self.match else None

    @property
    def seating(self) -> Seating:
        return self.timeline.seating

    @property
    def awaiting_continue(self) -> bool:
        """A deal is over and its result is on screen until the player continues."""
        return self.timeline.awaiting_continue

    @property
    def undo_count(self) -> int:
        return self.timeline.undo_count

    @property
    def allow_undo(self) -> bool:
        return self.timeline.allow_undo

    @allow_undo.setter
    def allow_undo(self, allowed: bool) -> None:
        self.timeline.allow_undo = allowed

    def display_deal(self) -> DealState | None:
        return self.timeline.display_deal()

    def view(self) -> PlayerView | None:
        deal = self.display_deal()
        return deal.view_for(self.human_seat) if deal is not None else None

    def current_player(self) -> int:
        return self.timeline.current_player()

    def is_human_turn(self) -> bool:
        return self.current_player() == self.human_seat

    def last_result(self) -> DealResult | None:
        match = self.match
        if match is None or not match.finished:
            return None
        return match.finished[-1].result()

    def why_illegal(self, action: Action) -> IllegalActionError | None:
        match = self.match
        return match.deal.why_illegal(action) if match is not None else None

    def seed_identity(self, deal_index: int | None = None) -> tuple[object, int]:
        return self.timeline.seed_identity(deal_index)

    # -- what the player may do now ---------------------------------------------------------------------------
    def can_undo(self) -> bool:
        return False

    def can_redo(self) -> bool:
        """A move taken back may be put back (a local table's)."""
        return False

    def can_claim(self) -> bool:
        """The player may claim the rest (a local table settles it: every placement of the cards he cannot see)."""
        return False

    # -- the player's commands --------------------------------------------------------------------------------
    def human_action(self, action: Action) -> bool:
        """Check the player's action and play it; False (and ``illegalAction``) if it is refused."""
        raise NotImplementedError

    def undo(self) -> bool:
        """Take back the player's last move; False where it cannot be."""
        raise NotImplementedError

    def continue_deal(self) -> None:
        """Leave the deal's result on screen for the next deal."""
        raise NotImplementedError

    def set_busy(self, busy: bool) -> None:
        """The window animates (``busy``): nothing moves on until it is idle."""
        raise NotImplementedError
