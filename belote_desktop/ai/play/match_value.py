"""A team's chance of winning the match from the match scores, for a search that plays for the match.

Card points a deal are what the search maximises by default; a match is won by reaching the target first, so
near its end the same points are worth more or less: the team that needs a little plays safe, the team that
needs a lot takes the chances. ``MatchTable`` holds the chance of winning from every pair of scores still
needed, counted by dynamic programming over the deals' scores seen in Expert's self-play
(``ai/data/deal-scores.json``, ``tools/deal_scores.py``): each further deal adds one of those pairs, either
team's first, until one team ends the match by the game's own rule (``target_rule``; both at once:
``match_end``). Approximations, each said once: the points held over after a tie, a staked contract that
decides the whole game and Bulgarian Belot's extra deal after a valat are not modelled; nor is who deals next.
Two teams only.
"""

from __future__ import annotations

import json
import logging
import math
from functools import lru_cache
from pathlib import Path

import numpy as np

from ...engine import Ruleset
from ...engine.recipe import MatchEnd, TargetRule

log = logging.getLogger(__name__)

DATA = Path(__file__).resolve().parents[1] / "data" / "deal-scores.json"
VERSION = 1
MAX_BINS = 160  # the table's size a side: the scores needed, in steps of target / MAX_BINS or finer
NEAR_END_DEALS = 2.0  # the match's end is near once a team needs at most this many deals' points (both teams')


class MatchTable:
    """The chance of winning the match for a team needing ``ours`` more points against one needing ``theirs``."""

    def __init__(self, rules: Ruleset, scores: list[tuple[int, int, int]]) -> None:
        match = rules.match
        self.target = match.target_score + (1 if match.target_rule is TargetRule.PASS else 0)  # the score that ends
        self.step = max(1, math.ceil(self.target / MAX_BINS))
        self.bins = math.ceil(self.target / self.step)
        self.match_end = match.match_end
        counts: dict[tuple[int, int], float] = {}
        for a, b, n in scores:  # each pair either team's way: the table is the same from both sides
            for x, y in ((a, b), (b, a)):
                key = (round(x / self.step), round(y / self.step))
                if key != (0, 0):  # a deal that adds nothing to either leaves the match where it was
                    counts[key] = counts.get(key, 0.0) + n
        if not counts:
            raise ValueError("no deal score that moves the match")
        total = sum(counts.values())
        self._adds = np.array(list(counts), dtype=np.int64).reshape(-1, 2)
        self._chance = np.array([counts[k] / total for k in counts])
        self.win = self._solve()
        self.slope = self._slope_at_start(scores)
        played = [(a + b, n) for a, b, n in scores if a or b]
        mean_total = sum(t * n for t, n in played) / max(sum(n for _, n in played), 1)
        self.near_end_points = NEAR_END_DEALS * mean_total

    def near_end(self, before: tuple[int, ...]) -> bool:
        """Whether either team needs so little (``NEAR_END_DEALS`` deals' points) that the match's end shapes
        this deal's play; before it, a point of lead is worth about the same whatever the score."""
        return any(self.target - score <= self.near_end_points for score in before)

    def _end(self, ours: np.ndarray, theirs: np.ndarray, deal_lead: np.ndarray) -> np.ndarray:
        """The result (1 won, 0 lost, 0.5 drawn) where at least one team needs nothing more (elementwise)."""
        result = np.where(ours <= 0, 1.0, 0.0)
        both = (ours <= 0) & (theirs <= 0)
        if self.match_end is MatchEnd.DRAW:
            tie = np.full(ours.shape, 0.5)
        else:  # the higher score wins (it needs less); equal: a draw, or the last deal's winner
            tie = np.where(ours < theirs, 1.0, np.where(ours > theirs, 0.0, 0.5))
            if self.match_end is MatchEnd.HIGHER_WINS_LAST_DEAL:
                tie = np.where(ours == theirs, np.where(deal_lead > 0, 1.0, np.where(deal_lead < 0, 0.0, 0.5)), tie)
        return np.where(both, tie, result)

    def _solve(self) -> np.ndarray:
        """win[i, j]: the chance for a team needing i steps against one needing j (1..bins each; row/column 0
        unused), every deal adding one of the pairs. A deal lowers i + j, so the table fills one anti-diagonal
        (i + j constant) at a time, each from the ones before."""
        n = self.bins
        win = np.zeros((n + 1, n + 1))
        dx, dy = self._adds[:, 0], self._adds[:, 1]
        p = self._chance
        lead = dx - dy
        for total in range(2, 2 * n + 1):
            i = np.arange(max(1, total - n), min(n, total - 1) + 1)
            j = total - i
            ours = i[:, None] - dx[None, :]  # (cells, adds)
            theirs = j[:, None] - dy[None, :]
            over = (ours <= 0) | (theirs <= 0)
            going_on = win[np.clip(ours, 0, n), np.clip(theirs, 0, n)]
            ended = self._end(ours, theirs, np.broadcast_to(lead, ours.shape))
            win[i, j] = np.where(over, ended, going_on) @ p
        return win

    def chance(self, ours: np.ndarray, theirs: np.ndarray, deal_lead: np.ndarray) -> np.ndarray:
        """The chance of winning with match scores ``ours`` / ``theirs`` after a deal whose scores differ by
        ``deal_lead`` (ours less theirs; only for a tie on Coinche's rule); elementwise over arrays."""
        need_ours = self.target - np.asarray(ours, dtype=np.float64)
        need_theirs = self.target - np.asarray(theirs, dtype=np.float64)
        i = np.clip(np.ceil(need_ours / self.step).astype(np.int64), 1, self.bins)
        j = np.clip(np.ceil(need_theirs / self.step).astype(np.int64), 1, self.bins)
        going_on = self.win[i, j]
        over = (need_ours <= 0) | (need_theirs <= 0)
        if not over.any():
            return going_on
        ended = self._end(need_ours, need_theirs, np.asarray(deal_lead))
        return np.where(over, ended, going_on)

    def _slope_at_start(self, scores: list[tuple[int, int, int]]) -> float:
        """How much the chance grows a match point of lead at the match's start, over a typical deal's lead."""
        total = sum(n for *_, n in scores)
        lead = max(self.step, round(sum(abs(a - b) * n for a, b, n in scores) / max(total, 1)))
        zero = np.zeros(1)
        ahead = float(self.chance(np.array([lead]), zero, zero)[0])
        behind = float(self.chance(zero, np.array([lead]), zero)[0])
        return max((ahead - behind) / (2 * lead), 1e-9)

    def value(self, before: tuple[int, ...], team: int, scores: np.ndarray, card_points: np.ndarray, unit: int,
              card_weight: float) -> np.ndarray:
        """What the search maximises for ``team`` playing for the match: its chance of winning the match after
        each row's deal scores (``scores``: (2, rows) match points), in deal points of lead at the match's start
        (so that early in a match it weighs as the score lead does), plus ``card_weight`` of the card-point lead."""
        other = 1 - team
        ours = before[team] + scores[team]
        theirs = before[other] + scores[other]
        chance = self.chance(ours, theirs, scores[team] - scores[other])
        card_lead = card_points[team] - card_points[other]
        result: np.ndarray = chance * (unit / self.slope) + card_weight * card_lead
        return result


def load_scores(rules: Ruleset, path: Path | None = None) -> list[tuple[int, int, int]] | None:
    """The game's deal scores from ``path`` (the shipped file by default), or None (no entry for it)."""
    path = path or DATA
    data = json.loads(path.read_text())
    if int(data.get("version", 0)) != VERSION:
        raise ValueError(f"{path}: version {data.get('version')}, this one reads {VERSION}")
    entry = data["games"].get(rules.id)
    if entry is None:
        return None
    return [(int(a), int(b), int(n)) for a, b, n in entry["scores"]]


@lru_cache(maxsize=16)
def match_table(rules: Ruleset) -> MatchTable | None:
    """The game's table, or None: more than two teams, no deal scores shipped for it, or a file that does not
    load (logged); the search then plays for points as before."""
    if rules.team_count != 2 or not DATA.exists():
        return None
    try:
        scores = load_scores(rules)
        return MatchTable(rules, scores) if scores else None
    except (OSError, ValueError, KeyError, TypeError) as error:
        log.warning("the deal scores %s do not load (%s): the search plays for points", DATA, error)
        return None
