"""Baloot's auction (``TrumpScheme.SUN_HOKUM``): Hokum, Sun and Ashkal in two rounds, then the doubling ladder.

Seed 000 with the published Saudi rules where it is silent (docs/rules/baloot.md says which is which):

- **Round 1** (from the dealer's right, each once): Pass, **Hokum** (the turned card's suit is trump), **Sun**
  (no trumps, beats Hokum) or **Ashkal** (Sun played by the caller's partner, who takes the turned card; only
  the last two to speak: the dealer and the player before him). After a Hokum every other player may still
  call Sun, and then the Hokum caller may confirm (pass) or raise his own call to Sun. After a Sun every other
  player may overcall with a Sun of his own; each player calls Sun at most once a deal. Four passes: round 2.
- **Round 2** (from the dealer's right again): Pass, Hokum in another suit, or Sun, which ends the auction at
  once. After a Hokum the players who have not spoken in this round may Sun; then the Hokum caller may
  confirm or raise to Sun. Four passes: the deal is thrown in.
- **The ladder** (round 3, if doubling is on): the defenders may **double** (x2; a Sun only while the Sun team
  has more than 100 and the doublers less than 100), the bidders answer x3 (``Redouble``), the defenders x4
  (``Four``), the bidders **Gahwa** (the deal decides the whole game). Each team speaks in play order; two
  passes by the team whose turn it is close the auction.

The taker (the caller, or his partner after Ashkal) takes the turned card and leads the first trick.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import (
    ASHKAL, DOUBLE, FOUR, GAHWA, HOKUM, PASS, REDOUBLE, SUN, Action, Ashkal, Bid, Double, Four, Gahwa, Hokum,
    Pass, Redouble, Strain, Sun,
)
from ..cards import CARDS
from ..errors import IllegalActionError, Reason
from ..rules import Ruleset, TrumpScheme
from .base import (
    AUCTIONS, Auction, AuctionState, AuctionStep, Closed, Continue, Contract, ThrownIn, first_leader, strain_set,
)

if TYPE_CHECKING:
    from .base import AuctionDeal

LADDER_ROUND = 3  # AuctionState.round of the doubling ladder (1 and 2 are the bidding rounds)
GAHWA_MULTIPLIER = 5  # Contract.multiplier of a Gahwa: the deal is scored x4 and decides the game
SUN_DOUBLE_LIMIT = 100  # a Sun may be doubled only while its team has more and the doublers less
# the ladder: the multiplier standing -> (the call that raises it, the multiplier after it, bidders call it)
_LADDER: dict[int, tuple[Action, int, bool]] = {
    1: (DOUBLE, 2, False), 2: (REDOUBLE, 3, True), 3: (FOUR, 4, False), 4: (GAHWA, GAHWA_MULTIPLIER, True),
}
_CANDIDATES: tuple[Action, ...] = (PASS,) + HOKUM + (SUN, ASHKAL, DOUBLE, REDOUBLE, FOUR, GAHWA)
_LADDER_TYPES = (Double, Redouble, Four, Gahwa)


def _refused(why: str, **params: object) -> IllegalActionError:
    return IllegalActionError(Reason.BALOOT_CALL_REFUSED, why=why, **params)


def ladder_factor(multiplier: int) -> int:
    """What a contract's round points are multiplied by: x2, x3, x4; a Gahwa counts x4."""
    return min(multiplier, 4)


def is_gahwa(contract: Contract | None) -> bool:
    return contract is not None and contract.multiplier >= GAHWA_MULTIPLIER


def sun_may_be_doubled(scores: tuple[int, ...], taker_team: int) -> bool:
    """Seed 000: a Sun is doubled only while the Sun team has more than 100 and the doublers less than 100."""
    return scores[taker_team] > SUN_DOUBLE_LIMIT and all(
        s < SUN_DOUBLE_LIMIT for t, s in enumerate(scores) if t != taker_team)


class SunHokumAuction(Auction):
    """Baloot: Pass / Hokum / Sun / Ashkal in two rounds, then double, x3, x4 and Gahwa."""

    def stakes_game(self, contract: Contract) -> bool:
        return is_gahwa(contract)

    def candidates(self, state: AuctionDeal) -> tuple[Action, ...]:
        return _CANDIDATES

    def strains(self, rules: Ruleset) -> tuple[Strain, ...]:
        return strain_set(True, False)  # Hokum in a suit, Sun = no trumps

    def leader(self, state: AuctionDeal, contract: Contract) -> int:
        return first_leader(state.rules, state.dealer, -1, contract.taker)  # first_lead=TAKER: seed 000

    # -- reading the auction ------------------------------------------------------------------------
    @staticmethod
    def _position(state: AuctionDeal, seat: int) -> int:
        """0 for the dealer's right (first to speak) ... 3 for the dealer."""
        return (seat - state.dealer - 1) % state.rules.players

    @staticmethod
    def _called_sun(state: AuctionDeal, seat: int) -> bool:
        return any(s == seat and isinstance(a, (Sun, Ashkal)) for s, a in state.history)

    @staticmethod
    def _confirm_turn(state: AuctionDeal, seat: int) -> bool:
        """The Hokum caller's turn again: he confirms his Hokum (pass) or raises it to Sun."""
        high = state.auction.high_bid
        return high is not None and high.strain.suit is not None and seat == state.auction.high_seat

    # -- legality ---------------------------------------------------------------------------------------
    def verify(self, state: AuctionDeal, action: Action, seat: int | None = None) -> IllegalActionError | None:
        a = state.auction
        speaker = state.current if seat is None else seat
        high = a.high_bid
        if isinstance(action, Pass):
            return None
        if isinstance(action, _LADDER_TYPES):
            return self._verify_ladder(state, action, speaker)
        if a.round == LADDER_ROUND:
            return _refused("bidding_over")
        if isinstance(action, Hokum):
            turned_suit = CARDS[state.turned].suit
            if high is not None:
                return _refused("call_stands")
            if a.round == 1 and action.suit != turned_suit:
                return _refused("hokum_turned_suit", suit=action.suit, turned_suit=turned_suit)
            if a.round == 2 and action.suit == turned_suit:
                return _refused("hokum_other_suit", suit=action.suit)
            return None
        if isinstance(action, (Sun, Ashkal)):
            if self._called_sun(state, speaker):
                return _refused("sun_once")
            if isinstance(action, Ashkal):
                if a.round != 1:
                    return _refused("ashkal_round")
                if self._position(state, speaker) < state.rules.players - 2:
                    return _refused("ashkal_seat")
                if high is not None and high.strain is Strain.NO_TRUMPS:
                    return _refused("sun_stands")
                if self._confirm_turn(state, speaker):
                    return _refused("confirm_turn")
            return None
        return IllegalActionError(Reason.NOT_ALLOWED, action=str(action))

    def _verify_ladder(self, state: AuctionDeal, action: Action, speaker: int) -> IllegalActionError | None:
        a = state.auction
        rules = state.rules
        if not rules.allow_double:
            return IllegalActionError(Reason.NOT_ALLOWED, action=str(action))
        if a.round != LADDER_ROUND:
            return _refused("ladder_not_yet")
        step = _LADDER.get(a.multiplier)
        if step is None or type(step[0]) is not type(action):
            return _refused("ladder_step", multiplier=a.multiplier)
        bidders = rules.team_of(speaker) == rules.team_of(a.high_seat)
        if bidders != step[2]:
            return _refused("ladder_team", bidders=step[2])
        if action == REDOUBLE and not rules.allow_redouble:
            return IllegalActionError(Reason.NOT_ALLOWED, action=str(action))
        return None

    # -- steps -------------------------------------------------------------------------------------
    def step(self, state: AuctionDeal, seat: int, action: Action) -> AuctionStep:
        a = state.auction
        if a.round == LADDER_ROUND:
            return self._ladder_step(state, seat, action)
        n = state.rules.players
        high = a.high_bid
        if isinstance(action, Pass):
            if self._confirm_turn(state, seat):  # the Hokum caller keeps his Hokum
                return self._settle(state, a)
            after = a.passed()
            if high is None:
                if after.passes < n:
                    return Continue(after, (seat + 1) % n)
                if a.round == 1:
                    second = AuctionState(2, 0, None, -1, 1, len(state.history) + 1)
                    return Continue(second, (state.dealer + 1) % n)
                return ThrownIn(after)
            if high.strain is Strain.NO_TRUMPS:  # a Sun stands: every other player passed on it
                if after.passes >= n - 1:
                    return self._settle(state, after)
                return Continue(after, (seat + 1) % n)
            # a Hokum stands: round 2 asks only those who have not spoken in it, then its caller
            if a.round == 2 and seat == state.dealer:
                return Continue(after, a.high_seat)
            return Continue(after, (seat + 1) % n)
        contract = self.contract_for(state, action)
        assert contract is not None
        called = a.spoken(Bid(0, contract.strain), contract.taker, 1)
        if isinstance(action, Hokum):
            if a.round == 2 and seat == state.dealer:
                return Continue(called, seat)  # nobody left to speak in round 2: the caller confirms
            return Continue(called, (seat + 1) % n)
        if a.round == 2:  # seed 000: a Sun in the second round ends the bidding at once
            return self._settle(state, called)
        return Continue(called, (seat + 1) % n)

    def _settle(self, state: AuctionDeal, a: AuctionState) -> AuctionStep:
        """The bidding is over: on to the ladder if anyone may double, else the contract."""
        high = a.high_bid
        assert high is not None
        rules = state.rules
        ladder = AuctionState(LADDER_ROUND, 0, high, a.high_seat, 1, len(state.history) + 1)
        if rules.allow_double and (high.strain is not Strain.NO_TRUMPS or sun_may_be_doubled(
                state.match_scores, rules.team_of(a.high_seat))):
            return Continue(ladder, (a.high_seat + 1) % rules.players)
        return self._close(state, ladder)

    def _ladder_step(self, state: AuctionDeal, seat: int, action: Action) -> AuctionStep:
        a = state.auction
        n = state.rules.players
        if isinstance(action, Pass):
            after = a.passed()
            if after.passes >= 2:  # both players of the team whose turn it was passed
                return self._close(state, after)
            return Continue(after, (seat + 2) % n)
        raised = _LADDER[a.multiplier][1]
        after = a.spoken(a.high_bid, a.high_seat, raised)
        if raised >= GAHWA_MULTIPLIER:
            return self._close(state, after)
        return Continue(after, (seat + 1) % n)

    def _close(self, state: AuctionDeal, a: AuctionState) -> Closed:
        high = a.high_bid
        assert high is not None
        contract = Contract(high.strain, a.high_seat, 0, False, a.multiplier)
        return Closed(a, contract, self.leader(state, contract))

    def contract_for(self, state: AuctionDeal, action: Action) -> Contract | None:
        a = state.auction
        seat = state.current
        if isinstance(action, Hokum):
            return Contract(Strain.of_suit(action.suit), seat)
        if isinstance(action, Sun):
            return Contract(Strain.NO_TRUMPS, seat)
        if isinstance(action, Ashkal):
            partner = state.rules.seating.partner_of[seat]
            return Contract(Strain.NO_TRUMPS, seat if partner is None else partner)
        high = a.high_bid
        if high is None:
            return None
        multiplier = a.multiplier
        if isinstance(action, _LADDER_TYPES) and a.multiplier in _LADDER:
            multiplier = _LADDER[a.multiplier][1]
        return Contract(high.strain, a.high_seat, 0, False, multiplier)


AUCTIONS[TrumpScheme.SUN_HOKUM] = SunHokumAuction()  # Baloot
