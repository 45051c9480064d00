"""What a finished deal is worth, computed for many sampled deals at once.

The search compares moves by the deal score they lead to, not only by card points: a made or failed
contract is worth far more than a few card points. This runs the engine's own scoring pipeline
(``engine/scoring.py``: contract scorer and match-point converter) on numpy arrays through its array shim,
so there is no second copy of the rules; tests/ai/play/test_outcome.py checks it against ``DealState.result()``
over every ruleset and contract kind.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

import numpy as np

from ...engine import Contract, PlayerView, Rank, Ruleset
from ...engine.scoring import DealFacts, convert, score_contract, score_of

CARD_POINTS_WEIGHT = 0.5  # card points still count a little when the contract's fate is settled


def deal_scores(
    rules: Ruleset, contract: Contract, card_total: int | np.ndarray, card_points: np.ndarray, tricks_won: np.ndarray,
    meld_points: Sequence[int] | np.ndarray, belote_points: np.ndarray, turned_ace: bool = False,
) -> np.ndarray:
    """The match points each team adds for each row: shape (teams, rows).

    ``card_points`` / ``tricks_won`` / ``belote_points``: (teams, rows); ``meld_points``: per team, or
    (teams, rows) (the declarations that count); ``card_total``: the deal's card points with the last-trick bonus;
    ``turned_ace``: the turned card was an ace (Baloot's all-tricks bonus doubles).
    """
    teams, rows = card_points.shape
    melds = np.asarray(meld_points, dtype=np.int64)
    if melds.ndim == 1:
        melds = melds.reshape(teams, 1)
    facts = DealFacts(
        # an array holds each row's own total (Belot for 2 deals part of the pack); the scorer is elementwise
        contract=contract, taker_team=rules.team_of(contract.taker), card_total=cast(int, card_total),
        card_points=list(card_points), tricks=list(tricks_won), meld_points=list(melds),
        belote_points=list(belote_points), turned_ace=turned_ace,
    )
    scored = score_contract(rules, facts, np, explain=False)
    convert(rules, scored, np)
    score = np.zeros((teams, rows), dtype=np.int64)
    for t, value in enumerate(score_of(scored, teams)):
        score[t] = value
    return score


def turned_ace(view: PlayerView) -> bool:
    """Whether the deal's turned card (public) is an ace."""
    card = view.turned_card
    return card is not None and card.rank is Rank.ACE


def objective(scores: np.ndarray, card_points: np.ndarray, team: int, unit: int = 1) -> np.ndarray:
    """What the search maximises for ``team``: its score lead, plus a little of its card-point lead.
    ``unit``: deal points per match point (``scoring.match_point_unit``), so the lead is in deal points
    whatever the converter (Pilotta's game points are tenths)."""
    teams = scores.shape[0]
    others = [t for t in range(teams) if t != team]
    score_lead = (scores[team] - scores[others].mean(axis=0)) * unit
    card_lead = card_points[team] - card_points[others].mean(axis=0)
    value: np.ndarray = score_lead + CARD_POINTS_WEIGHT * card_lead
    return value
