"""What a finished deal is worth, computed for many sampled deals at once (mirrors engine/scoring.py).

The search compares moves by the deal score they lead to, not only by card points: a made or failed
contract is worth far more than a few card points. tests/ai/test_outcome.py checks these formulas
against ``DealState.result()``.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from ..engine import Contract, Ruleset, TieRule, TrumpScheme

CARD_POINTS_WEIGHT = 0.5  # card points still count a little when the contract's fate is settled


def deal_scores(
    rules: Ruleset, contract: Contract, card_total: int, card_points: np.ndarray, tricks_won: np.ndarray,
    meld_points: Sequence[int] | np.ndarray, belote_points: np.ndarray,
) -> np.ndarray:
    """The match points each team adds for each row: shape (teams, rows).

    ``card_points`` / ``tricks_won`` / ``belote_points``: (teams, rows); ``meld_points``: per team, or
    (teams, rows) (the declarations that count); ``card_total``: the deal's card points with the last-trick bonus.
    """
    teams, rows = card_points.shape
    taker = rules.team_of(contract.taker)
    all_tricks = tricks_won.sum(axis=0)
    capot = tricks_won == all_tricks  # (teams, rows): that team took every trick
    melds = np.asarray(meld_points, dtype=np.int64)
    if melds.ndim == 1:
        melds = melds.reshape(teams, 1)
    all_melds = melds.sum(axis=0)
    defenders = [t for t in range(teams) if t != taker]
    if rules.trump_scheme is TrumpScheme.POINT_AUCTION:
        card_score = np.where(capot, rules.uncalled_capot_points, card_points)
        totals = card_score + melds + belote_points
        counted = card_points[taker] + melds[taker]
        if rules.belote_counts_for_contract:
            counted = counted + belote_points[taker]
        mult = contract.multiplier
        if contract.capot:
            made = capot[taker]
        else:
            made = counted >= max(contract.value, card_total // 2 + 1)
        score = belote_points.copy()
        if contract.capot:
            made_taker = belote_points[taker] + rules.capot_bid_value * mult + melds[taker]
            failed_base = rules.capot_bid_failed * mult
        else:
            made_taker = totals[taker] + contract.value * mult
            failed_base = rules.failed_contract_base + contract.value * mult
        score[taker] = np.where(made, made_taker, belote_points[taker])
        share = (failed_base + all_melds) // len(defenders)
        for t in defenders:
            kept = belote_points[t] + melds[t] if contract.capot else totals[t]
            score[t] = np.where(made, kept, belote_points[t] + share)
        return score
    # turned-card scheme
    capot_card_score = card_total + rules.capot_bonus
    card_score = np.where(capot, capot_card_score, card_points)
    totals = card_score + melds + belote_points
    best_defence = np.max(totals[defenders], axis=0)
    tied = totals[taker] == best_defence
    made = (totals[taker] > best_defence) | (tied & (rules.tie_rule is TieRule.TAKERS_MAKE))
    score = np.where(made, totals, belote_points)
    failed = ~made
    if len(defenders) == 1:
        d = defenders[0]
        full = card_total + np.where(capot[d], rules.capot_bonus, 0) + all_melds
        if rules.tie_rule is TieRule.HANGING:
            score[d] = np.where(failed & tied, totals[d], np.where(failed, belote_points[d] + full, score[d]))
        else:
            score[d] = np.where(failed, belote_points[d] + full, score[d])
    else:
        for t in defenders:
            score[t] = np.where(failed, totals[t], score[t])
    return score


def objective(scores: np.ndarray, card_points: np.ndarray, team: int) -> np.ndarray:
    """What the search maximises for ``team``: its score lead, plus a little of its card-point lead."""
    teams = scores.shape[0]
    others = [t for t in range(teams) if t != team]
    score_lead = scores[team] - scores[others].mean(axis=0)
    card_lead = card_points[team] - card_points[others].mean(axis=0)
    value: np.ndarray = score_lead + CARD_POINTS_WEIGHT * card_lead
    return value
