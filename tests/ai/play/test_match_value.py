"""Master's chance of winning the match (``ai/play/match_value.py``) and the search that plays for it."""

from __future__ import annotations

import dataclasses
import random
from functools import cache

import numpy as np
import pytest

from belote_desktop.ai import SEARCH_PARAMS, Level
from belote_desktop.ai.play.match_value import MatchTable, match_table
from belote_desktop.ai.play.search import card_values, outcome_value
from belote_desktop.engine import MatchState, Phase, find_variant
from belote_desktop.engine.recipe import MatchEnd
from tests.ai.positions import play_positions

TOY = [(3, 0, 2), (2, 1, 3), (0, 0, 1), (1, 1, 1)]  # (dealer's team, other team, how often)


def _exact_chance(target: int, draw_on_both: bool):
    """The same race counted by plain recursion: the reference for the table."""
    adds = {}
    for a, b, n in TOY:
        for x, y in ((a, b), (b, a)):
            if (x, y) != (0, 0):
                adds[(x, y)] = adds.get((x, y), 0) + n
    total = sum(adds.values())

    @cache
    def chance(ours: int, theirs: int) -> float:  # points each team still needs, both > 0
        result = 0.0
        for (x, y), n in adds.items():
            a, b = ours - x, theirs - y
            if a <= 0 and b <= 0:
                value = 0.5 if draw_on_both else (1.0 if a < b else 0.0 if a > b else 0.5)
            elif a <= 0:
                value = 1.0
            elif b <= 0:
                value = 0.0
            else:
                value = chance(a, b)
            result += n / total * value
        return result

    return chance


@pytest.mark.parametrize("variant,draw_on_both", [("classic", True), ("bulgarian", False)])
def test_the_table_is_the_race_counted_exactly(variant, draw_on_both):
    rules = dataclasses.replace(find_variant(variant), target_score=12)
    assert (rules.match.match_end is MatchEnd.DRAW) == draw_on_both
    table = MatchTable(rules, TOY)
    exact = _exact_chance(12, draw_on_both)
    for ours in range(0, 12):
        for theirs in range(0, 12):
            got = table.chance(np.array([ours]), np.array([theirs]), np.zeros(1))[0]
            assert got == pytest.approx(exact(12 - ours, 12 - theirs)), (ours, theirs)


@pytest.mark.parametrize("variant", ["classic", "bulgarian", "baloot", "coinche", "tarabish"])
def test_the_shipped_tables_are_fair_and_grow_with_the_score(variant):
    rules = find_variant(variant)
    table = match_table(rules)
    assert table is not None
    target = rules.match.target_score
    scores = np.linspace(0, target - 1, 12).round()
    zero = np.zeros(1)
    for ours in scores:
        row = [table.chance(np.array([ours]), np.array([theirs]), zero)[0] for theirs in scores]
        assert all(a >= b - 1e-9 for a, b in zip(row, row[1:]))  # the others' points never help
        for theirs, chance in zip(scores, row):
            back = table.chance(np.array([theirs]), np.array([ours]), zero)[0]
            assert chance + back == pytest.approx(1.0, abs=1e-9)  # the same race from the other side
    assert table.chance(np.array([target]), np.array([target - 1]), zero)[0] == 1.0  # reached: won
    assert not table.near_end((0, 0)) and table.near_end((target - 1, 0))


def test_no_table_for_three_teams_or_a_game_without_deal_scores():
    assert match_table(find_variant("belot_3p")) is None
    assert match_table(find_variant("belot_2p")) is None


def _play_view(scores: tuple[int, int], seed: int = 3):
    rules = find_variant("classic")
    for state in play_positions(rules, seed):
        if state.phase is Phase.PLAY and len(state.legal_actions()) > 2 and len(state.tricks) == 2:
            state.match_scores = scores
            return state.view_for(state.current_player())
    raise AssertionError("no position with a choice")


def test_near_the_end_a_point_that_ends_the_match_outweighs_many_that_do_not():
    view = _play_view((995, 600))
    team = view.rules.team_of(view.seat)
    params = dataclasses.replace(SEARCH_PARAMS[Level.MASTER], match_aware=True)
    value_of = outcome_value(view, params)
    scores = np.zeros((2, 2), dtype=np.int64)
    scores[team] = [10, 0]  # row 0: ten points, enough to reach 1000; row 1: none
    scores[1 - team] = [152, 100]
    points = scores.copy()
    match = value_of(scores, points)
    assert match[0] > match[1]  # the match won beats a smaller loss of points
    plain = outcome_value(view, dataclasses.replace(params, match_aware=False))(scores, points)
    assert plain[0] < plain[1]  # where the score lead alone prefers the other row


def test_far_from_the_end_the_search_plays_for_points_as_before():
    params = dataclasses.replace(SEARCH_PARAMS[Level.EXPERT], match_aware=True).without_clock()
    off = dataclasses.replace(params, match_aware=False)
    early = _play_view((120, 200))
    assert card_values(early, params, random.Random(5)) == card_values(early, off, random.Random(5))
    late = _play_view((900, 870))
    assert card_values(late, params, random.Random(5)) != card_values(late, off, random.Random(5))


def test_a_view_carries_the_match_scores():
    match = MatchState(find_variant("classic"), seed=4)
    view = match.deal.view_for(0)
    assert view.match_scores == (0, 0)


def test_a_damaged_deal_scores_file_leaves_the_search_playing_for_points(tmp_path, monkeypatch, caplog):
    from belote_desktop.ai.play import match_value

    bad = tmp_path / "deal-scores.json"
    bad.write_text('{"version": 1, "games": {"classic": {"scores": [[1, 2]]}}}')
    monkeypatch.setattr(match_value, "DATA", bad)
    rules = dataclasses.replace(find_variant("classic"), target_score=1001)  # not in the cache yet
    assert match_value.match_table(rules) is None
    assert "do not load" in caplog.text
