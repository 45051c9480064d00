"""Claiming the rest of the tricks: a player shows his cards and says his side takes every trick still to play.

A claim is accepted exactly when it is certain: with the cards as they really lie, the claimer's side has a
way to take every remaining trick (the one under way included) whatever the others play within the duties.
The proof is an AND-OR search over the real deal (the claimer's side chooses, the others may play anything
legal), remembered per position and bounded by a node budget: past the budget the claim is not proved, so
it is refused (never accepted wrongly).

Accepting a claim plays the rest out: the claimer's side by a proved line, the others their lowest legal
card. Every remaining trick then goes to the claimer's side whatever the others play, so the points are those
of the claim; the record stays a list of ordinary card plays (saves and replays need nothing new).
"""

from __future__ import annotations

from enum import Enum

from .actions import Action, PlayCard
from .cards import RANKS_PER_SUIT
from .state import DealState, Phase

CLAIM_BUDGET = 60_000  # positions searched at most (a few hundred milliseconds in the worst case)


class ClaimVerdict(Enum):
    CERTAIN = "certain"  # the claimer's side takes every remaining trick, whatever the others play
    NOT_CERTAIN = "not_certain"  # the others can take a trick
    NOT_PROVED = "not_proved"  # the search ran past its budget: refused, as if not certain
    NOT_NOW = "not_now"  # no claim here: not the card play, or the first trick (declarations) not over


class _OutOfBudget(Exception):
    pass


class _Prover:
    def __init__(self, start: DealState, seat: int, budget: int) -> None:
        self.rules = start.rules
        self.team = self.rules.team_of(seat)
        self.budget = budget
        self.nodes = 0
        self.memo: dict[tuple[object, ...], bool] = {}

    def _key(self, state: DealState) -> tuple[object, ...]:
        zones = state.zones
        return (state.hands, state.trick, state.current, zones.table_up, zones.table_down)

    def _ordered(self, state: DealState) -> list[Action]:
        """The strongest cards first (the claimer's side finds its line sooner, the others' refutation too),
        one card of each run of equals: two cards of a suit in the hand with no card of anyone else's between
        them (in hand, on the table or in the trick) win and lose the same tricks, so only the higher is tried."""
        ctx = state.ctx
        assert ctx is not None
        power = ctx.power
        plays = sorted((a for a in state.legal_actions() if isinstance(a, PlayCard)),
                       key=lambda a: -power[a.card.index])
        seat = state.current
        zones = state.zones
        others = 0
        for other in range(self.rules.players):
            others |= zones.table_up[other] | zones.table_down[other]
            if other != seat:
                others |= state.hands[other]
        for index in state.trick:
            others |= 1 << index
        hand = state.hands[seat]  # a table card is never an equal: playing it turns up the card beneath
        kept: list[Action] = []
        previous = -1
        for action in plays:
            index = action.card.index
            if previous >= 0 and hand >> index & hand >> previous & 1 and previous // RANKS_PER_SUIT == index // RANKS_PER_SUIT and not any(
                others >> c & 1 and power[index] < power[c] < power[previous]
                for c in range(index // RANKS_PER_SUIT * RANKS_PER_SUIT, (index // RANKS_PER_SUIT + 1) * RANKS_PER_SUIT)
            ):
                previous = index
                continue
            kept.append(action)
            previous = index
        return kept

    def wins_all(self, state: DealState, tricks_before: int) -> bool:
        if len(state.tricks) > tricks_before:
            if self.rules.team_of(state.tricks[-1].winner) != self.team:
                return False
        if state.phase is Phase.DONE:
            return True
        key = self._key(state)
        known = self.memo.get(key)
        if known is not None:
            return known
        self.nodes += 1
        if self.nodes > self.budget:
            raise _OutOfBudget
        done = len(state.tricks)
        ours = self.rules.team_of(state.current) == self.team
        plays = self._ordered(state)
        if ours:
            result = any(self.wins_all(state.apply(a), done) for a in plays)
        else:
            result = all(self.wins_all(state.apply(a), done) for a in plays)
        self.memo[key] = result
        return result

    def winning_play(self, state: DealState) -> Action | None:
        done = len(state.tricks)
        for action in self._ordered(state):
            if self.wins_all(state.apply(action), done):
                return action
        return None


def _claimable(state: DealState) -> bool:
    return state.phase is Phase.PLAY and bool(state.tricks) and state.ctx is not None


def settle_claim(state: DealState, seat: int, budget: int = CLAIM_BUDGET) -> tuple[ClaimVerdict, DealState | None]:
    """The verdict on ``seat``'s claim and, when it is certain, the deal played out to its end: the claimer's
    side follows a proved line, the others play their lowest legal card. One search serves both: the play-out
    reads the positions the proof remembered."""
    if not _claimable(state):
        return ClaimVerdict.NOT_NOW, None
    prover = _Prover(state, seat, budget)
    try:
        certain = prover.wins_all(state, len(state.tricks))
    except _OutOfBudget:
        return ClaimVerdict.NOT_PROVED, None
    if not certain:
        return ClaimVerdict.NOT_CERTAIN, None
    prover.budget = budget * 4  # along a proved line: the remembered positions answer almost every question
    while state.phase is not Phase.DONE:
        if state.rules.team_of(state.current) == prover.team:
            action = prover.winning_play(state)
            assert action is not None, "a proved claim always has a winning card"
        else:
            action = prover._ordered(state)[-1]
        state = state.apply(action)
    return ClaimVerdict.CERTAIN, state


def judge_claim(state: DealState, seat: int, budget: int = CLAIM_BUDGET) -> ClaimVerdict:
    """Whether ``seat``'s side surely takes every trick still to play (the trick under way included)."""
    if not _claimable(state):
        return ClaimVerdict.NOT_NOW
    try:
        certain = _Prover(state, seat, budget).wins_all(state, len(state.tricks))
    except _OutOfBudget:
        return ClaimVerdict.NOT_PROVED
    return ClaimVerdict.CERTAIN if certain else ClaimVerdict.NOT_CERTAIN


def play_out_claim(state: DealState, seat: int, budget: int = CLAIM_BUDGET) -> DealState:
    """The deal played to its end after an accepted claim (``settle_claim``). Raises ValueError for a claim that
    is not certain."""
    verdict, end = settle_claim(state, seat, budget)
    if end is None:
        raise ValueError(f"the claim is not certain ({verdict.value})")
    return end
