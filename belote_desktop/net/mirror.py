"""A client's picture of a network match, built from its own seat's views only (no Qt).

The window plays a local game through a ``MatchState`` and ``DealState``s. At a network table the client
never has the true state: only its seat's ``PlayerView`` (``engine/view.py``), the public actions and,
once a deal is over, that deal's real cards (``Client.finished_deal``). ``RemoteDeal`` answers the
questions the window asks of the deal in progress from the view alone, and ``RemoteMatch`` those it asks
of the match; the finished deals are real ``DealState``s, so the end-of-deal panel, the score sheet,
Review and Compare work on the true cards once a deal is over, exactly as at a local table.

A ``RemoteDeal`` knows no hidden card: ``hands`` holds this seat's hand and nothing for the others,
``view_for`` gives only this seat's view (asked for another seat it raises), and ``deck`` is empty.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import cast

from ..engine import Action, Announcement, Card, DealResult, DealState, MatchState, PlayerView, Ruleset, Trick
from ..engine.actions import Declare, PlayCard
from ..engine.auctions import Contract
from ..engine.deal import Zones
from ..engine.errors import IllegalActionError, Reason
from ..engine.scoring import thrown_in_result
from ..engine.state import Phase
from ..engine.tricks import illegal_reason, play_context


class HiddenSeat(LookupError):
    """A question about a seat whose cards this client cannot see."""


class RemoteDeal:
    """The deal in progress as one seat sees it: the duck type of ``DealState`` the window uses."""

    def __init__(self, view: PlayerView, match_scores: Sequence[int] = ()) -> None:
        self.view = view
        self.rules: Ruleset = view.rules
        self.seat = view.seat
        self.dealer = view.dealer
        self.phase = view.phase
        self.history = view.history
        self.tricks = view.tricks
        self.contract = view.contract
        self.announcements = view.announcements
        self.team_points = view.team_points
        self.thrown_in = False  # a thrown-in deal is over: the window then holds the real one
        self.deck: tuple[int, ...] = ()  # the deal order is hidden until the deal is over
        self.match_scores = tuple(match_scores)
        n = self.rules.players
        self.trick = tuple(card.index for _, card in view.trick)
        self.leader = view.trick[0][0] if view.trick else -1
        self.hands = tuple(view.hand_mask if s == self.seat else 0 for s in range(n))
        self.dealt_hands = self.hands
        up = tuple(view.table_up_mask(s) if view.table_up else 0 for s in range(n))
        self.zones = Zones(stock=0, kitty=(0,) * n, table_down=(0,) * n, table_up=up)

    # -- the turn
    def current_player(self) -> int:
        return self.view.current_player

    def is_terminal(self) -> bool:
        return self.phase is Phase.DONE

    @property
    def players(self) -> int:
        return self.rules.players

    def legal_actions(self) -> tuple[Action, ...]:
        """This seat's legal actions when it is to act; () otherwise (another seat's are not known)."""
        return self.view.legal_actions

    def actions(self) -> tuple[Action, ...]:
        return tuple(a for _, a in self.history)

    # -- cards
    def hand(self, seat: int) -> tuple[Card, ...]:
        self._mine(seat)
        return self.view.hand

    def playable(self, seat: int) -> int:
        self._mine(seat)
        return self.view.playable_mask

    @property
    def turned_card(self) -> Card | None:
        return self.view.turned_card

    @property
    def current_trick(self) -> tuple[Card, ...]:
        return tuple(card for _, card in self.view.trick)

    @property
    def trick_winner(self) -> int:
        return self.view.trick_winner

    def view_for(self, seat: int) -> PlayerView:
        self._mine(seat)
        return self.view

    def _mine(self, seat: int) -> None:
        if seat != self.seat:
            raise HiddenSeat(f"seat {seat}'s cards are not seen from seat {self.seat}")

    # -- checking a move of this seat
    def why_illegal(self, action: Action) -> IllegalActionError | None:
        """The engine's reason ``action`` is refused, from this seat's view (None when it is legal)."""
        view = self.view
        if action in view.legal_actions:
            return None
        if self.phase is Phase.DONE:
            return IllegalActionError(Reason.GAME_OVER)
        if view.current_player != self.seat:
            return IllegalActionError(Reason.WRONG_PHASE, not_your_turn=True)
        if self.phase is Phase.BIDDING:
            reason = Reason.WRONG_PHASE if isinstance(action, (PlayCard, Declare)) else Reason.NOT_ALLOWED
            return IllegalActionError(reason, action=str(action))
        if isinstance(action, Declare):
            return IllegalActionError(Reason.DECLARE_FIRST_TRICK_ONLY if self.tricks else Reason.NOTHING_TO_DECLARE)
        if not isinstance(action, PlayCard) or self.contract is None:
            return IllegalActionError(Reason.WRONG_PHASE, action=str(action))
        return self._why_card_illegal(action, self.contract)

    def _why_card_illegal(self, action: PlayCard, contract: Contract) -> IllegalActionError:
        """The engine's reason a card cannot be played in the trick."""
        view = self.view
        trick = self.trick
        winner = view.trick_winner
        best_index = next((i for i, (s, _) in enumerate(view.trick) if s == winner), -1)
        partner_winning = bool(trick) and self.rules.seating.partner_of[self.seat] == winner
        why = illegal_reason(self.rules, play_context(self.rules.deck, contract.strain), view.playable_mask,
                             trick, best_index, partner_winning, action.card.index, contract.multiplier)
        if why is None:  # the engine's legal actions and its reasons disagree: say only that it is refused
            return IllegalActionError(Reason.NOT_ALLOWED, action=str(action))
        reason, params = why
        if trick:
            params["winner"] = winner
        return IllegalActionError(reason, **params)

    def result(self) -> DealResult:
        raise ValueError("the deal is not over")

    def __repr__(self) -> str:
        return f"<RemoteDeal {self.rules.id} seat={self.seat} phase={self.phase.name} actions={len(self.history)}>"


class RemoteMatch(MatchState):
    """The match as one seat knows it: a ``MatchState`` that never moves by itself (``apply`` refuses; the host's
    messages make the next one) and whose seed stays with the host.

    ``deal``: the deal in progress (a ``RemoteDeal``), or the last finished deal once the match is over;
    ``finished``: the real finished deals, in order; ``scores``: the host's match scores."""

    def __init__(  # MatchState's own __init__ deals a new match: not called
        self, rules: Ruleset, deal: RemoteDeal | DealState, finished: Sequence[DealState], scores: Sequence[int],
        step: int, over: bool = False, winner: int = -1,
    ) -> None:
        self.rules = rules
        self.seed = None  # it would tell every card of every deal
        self.first_deck = None
        self.first_dealer = finished[0].dealer if finished else deal.dealer
        # cast: a RemoteDeal is DealState's duck type (what the table reads of a deal), not a subclass
        self.deal = cast(DealState, deal)
        self.finished = tuple(finished)
        self.scores = tuple(scores)
        self.hanging = 0
        self.step = step  # actions applied in the whole match, as the host counts them
        self.over = over
        self.winner = winner

    def apply(self, action: Action) -> MatchState:
        raise TypeError("a network match moves only by the host's messages")

    def __repr__(self) -> str:
        return f"<RemoteMatch {self.rules.id} step={self.step} deals={len(self.finished)} over={self.over}>"


class ThrownInDeal(RemoteDeal):
    """A deal everyone passed, as this seat saw it: its cards are never sent (the next deal's deck is cut from
    them), so it is kept as the seat's own last view with the last call added, and scores nothing."""

    def __init__(self, view: PlayerView, last: tuple[int, Action], match_scores: Sequence[int] = ()) -> None:
        final = replace(view, phase=Phase.DONE, current_player=-1, legal_actions=(),
                        history=view.history + (last,), bidding=view.bidding + (last,))
        super().__init__(final, match_scores)
        self.thrown_in = True

    def result(self) -> DealResult:
        return thrown_in_result(self.rules.team_count)


def thrown_in_deal(view: PlayerView, last: tuple[int, Action]) -> ThrownInDeal:
    """The finished deal of a ``deal_over`` without cards: ProtocolError unless it can be a deal thrown in (the
    seat's last view was in the auction and the last action a call)."""
    from .protocol import ProtocolError

    if view.phase is not Phase.BIDDING or isinstance(last[1], (PlayCard, Declare)):
        raise ProtocolError("bad_message", "a deal over without its cards that was not thrown in")
    return ThrownInDeal(view, last)


class PastThrownIn:
    """A deal everyone passed before this seat (re)joined: its calls and its empty result (no card of it)."""

    thrown_in = True
    phase = Phase.DONE
    contract = None
    tricks: tuple[Trick, ...] = ()
    announcements: tuple[Announcement, ...] = ()
    deck: tuple[int, ...] = ()

    def __init__(self, rules: Ruleset, dealer: int, history: Sequence[tuple[int, Action]],
                 match_scores: Sequence[int]) -> None:
        self.rules = rules
        self.dealer = dealer
        self.history = tuple(history)
        self.match_scores = tuple(match_scores)

    def is_terminal(self) -> bool:
        return True

    def current_player(self) -> int:
        return -1

    def actions(self) -> tuple[Action, ...]:
        return tuple(a for _, a in self.history)

    def result(self) -> DealResult:
        return thrown_in_result(self.rules.team_count)
