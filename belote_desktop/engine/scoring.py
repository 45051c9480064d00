"""Scoring a finished deal: card points, last trick, declarations, belote, capot, contract."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .bidding import Contract
from .declarations import score_melds
from .rules import TieRule, TrumpScheme

if TYPE_CHECKING:
    from .state import DealState


@dataclass(frozen=True)
class DealResult:
    """What a deal was worth. Every tuple is indexed by team."""

    thrown_in: bool
    contract: Contract | None
    taker_team: int
    card_points: tuple[int, ...]  # cards won + last trick, as played
    last_trick_team: int
    capot_team: int  # the team that won every trick, -1 if none
    card_score: tuple[int, ...]  # card points after capot (252 / 250 for a capot)
    meld_points: tuple[int, ...]  # declarations that count
    meld_seat: int  # the seat holding the best declaration, -1 if none counted
    belote_points: tuple[int, ...]
    totals: tuple[int, ...]  # card_score + meld_points + belote_points: what is compared
    made: bool | None  # None when thrown in
    tied: bool  # takers and defenders equal
    hanging: int  # points held over for the winner of the next deal (litige)
    score: tuple[int, ...]  # what each team adds to its match score
    contract_points: int  # the takers' points that count toward the bid (point auction)
    contract_target: int  # what the takers needed (point auction), 0 otherwise

    @property
    def deal_winner(self) -> int:
        """The team that scored more on this deal, -1 if equal or thrown in."""
        if self.thrown_in:
            return -1
        best = max(self.score)
        winners = [t for t, s in enumerate(self.score) if s == best]
        return winners[0] if len(winners) == 1 else -1


def _thrown_in(teams: int) -> DealResult:
    zero = (0,) * teams
    return DealResult(True, None, -1, zero, -1, -1, zero, zero, -1, zero, zero, None, False, 0, zero, 0, 0)


def score_deal(state: DealState) -> DealResult:
    rules = state.rules
    teams = rules.team_count
    if state.thrown_in:
        return _thrown_in(teams)
    contract = state.contract
    assert contract is not None and state.ctx is not None
    taker_team = rules.team_of(contract.taker)
    card_points = state.team_points
    last_trick_team = rules.team_of(state.tricks[-1].winner)
    capot_team = next((t for t, n in enumerate(state.team_tricks) if n == len(state.tricks)), -1)

    # declarations
    declared = {seat: melds for seat, melds in enumerate(state.declared) if melds}
    order = [(state.dealer + step) % rules.players for step in range(1, rules.players + 1)]
    melds = score_melds(declared, order, contract.strain.suit, rules.team_of, teams, rules.meld_rules)
    meld_points = list(melds.points)
    meld_seat = melds.best_seat

    belote_points = [0] * teams
    for seat, _suit, played, valid in state.belote:
        if valid and played == 2:
            belote_points[rules.team_of(seat)] += rules.belote_rule.points

    if rules.trump_scheme is TrumpScheme.POINT_AUCTION:
        return _score_point_auction(
            state, contract, taker_team, card_points, last_trick_team, capot_team, meld_points, meld_seat,
            belote_points,
        )

    # turned-card (classic) scoring: the takers must reach the defenders' total
    card_score = list(card_points)
    if capot_team >= 0:
        card_score[capot_team] = state.ctx.total_points + rules.last_trick_bonus + rules.capot_bonus
    totals = [card_score[t] + meld_points[t] + belote_points[t] for t in range(teams)]
    defenders = [t for t in range(teams) if t != taker_team]
    best_defence = max(totals[t] for t in defenders)
    tied = totals[taker_team] == best_defence
    made = totals[taker_team] > best_defence or (tied and rules.tie_rule is TieRule.TAKERS_MAKE)
    hanging = 0
    if made:
        score = list(totals)
    else:
        score = [belote_points[t] for t in range(teams)]
        all_melds = sum(meld_points)
        if tied and rules.tie_rule is TieRule.HANGING:
            # litige: the defenders score their own points; the takers' wait for the next deal
            for t in defenders:
                score[t] = totals[t]
            hanging = totals[taker_team] - belote_points[taker_team]
        elif len(defenders) == 1:
            full = state.ctx.total_points + rules.last_trick_bonus
            if capot_team == defenders[0]:
                full += rules.capot_bonus
            score[defenders[0]] += full + all_melds
        else:
            for t in defenders:
                score[t] = totals[t]
    return DealResult(
        False, contract, taker_team, tuple(card_points), last_trick_team, capot_team, tuple(card_score),
        tuple(meld_points), meld_seat, tuple(belote_points), tuple(totals), made, tied, hanging, tuple(score),
        totals[taker_team], 0,
    )


def _score_point_auction(
    state: DealState, contract: Contract, taker_team: int, card_points: tuple[int, ...], last_trick_team: int,
    capot_team: int, meld_points: list[int], meld_seat: int, belote_points: list[int],
) -> DealResult:
    rules = state.rules
    assert state.ctx is not None
    teams = rules.team_count
    deal_total = state.ctx.total_points + rules.last_trick_bonus
    card_score = list(card_points)
    if capot_team >= 0:
        card_score[capot_team] = rules.uncalled_capot_points
    totals = [card_score[t] + meld_points[t] + belote_points[t] for t in range(teams)]
    counted = card_points[taker_team] + meld_points[taker_team]
    if rules.belote_counts_for_contract:
        counted += belote_points[taker_team]
    mult = contract.multiplier
    defenders = [t for t in range(teams) if t != taker_team]
    if contract.capot:
        target = deal_total
        made = capot_team == taker_team
    else:
        target = max(contract.value, deal_total // 2 + 1)
        made = counted >= target
    score = [belote_points[t] for t in range(teams)]
    if made:
        if contract.capot:
            score[taker_team] += rules.capot_bid_value * mult + meld_points[taker_team]
        else:
            score[taker_team] = totals[taker_team] + contract.value * mult
        for t in defenders:
            score[t] = totals[t] if not contract.capot else belote_points[t] + meld_points[t]
    else:
        base = rules.capot_bid_failed * mult if contract.capot else rules.failed_contract_base + contract.value * mult
        share = base + sum(meld_points)
        for t in defenders:
            score[t] += share // len(defenders)
    return DealResult(
        False, contract, taker_team, tuple(card_points), last_trick_team, capot_team, tuple(card_score),
        tuple(meld_points), meld_seat, tuple(belote_points), tuple(totals), made, False, 0, tuple(score),
        counted, target,
    )
