"""The score sheet after a tie whose points are held over (issue 70): every game with held-over points, found by
its rules, gets a match whose first deal ties, and a later deal that wins the points. The tied row is no failed
contract; the points that wait and the points won are lines of their own; every column adds up to its total."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from belote_desktop.engine import VARIANTS, new_match
from belote_desktop.engine.recipe import TieRule
from belote_desktop.learn.held_over import held_over
from belote_desktop.ui.models import ScoreSheetModel
from tools.robot_ties import match_with_held_over_won, random_move, sheet_cells, sheet_problems, tied_match

GAMES = [name for name, rules in VARIANTS.items() if rules.tie_rule is TieRule.HANGING]


def test_games_with_held_over_points_are_found_by_their_rules():
    assert len(GAMES) >= 5 and "bulgarian" in GAMES and "classic" not in GAMES


def _model(match, qtmodeltester=None, human_team=0):
    model = ScoreSheetModel()
    model.set_match(match, human_team)
    if qtmodeltester is not None:
        qtmodeltester.check(model)
    return model


def _texts(model, row):
    return [model.index(row, c).data() or "" for c in range(model.columnCount())]


@pytest.mark.parametrize("game", GAMES)
def test_a_tie_waits_on_a_line_of_its_own_and_is_no_failed_contract(game, qtmodeltester):
    rules = VARIANTS[game]
    match = tied_match(rules, 3, last_trick=False)
    tied = match.finished[0].result()
    assert tied.hanging and match.hanging == tied.hanging and not match.over
    model = _model(match, qtmodeltester)
    rows, total = sheet_cells(model)
    assert sheet_problems(rows, total) == [], (rows, total)
    contract = model.index(0, 1)
    assert not contract.data().endswith("✗") and contract.data().endswith("=")
    tip = contract.data(Qt.ItemDataRole.ToolTipRole)
    assert "failed" not in tip and f"{tied.hanging} points" in tip
    assert contract.data(Qt.ItemDataRole.ForegroundRole) is None  # not the failed contract's red
    assert "failed" not in contract.data(Qt.ItemDataRole.AccessibleTextRole)
    waiting = _texts(model, model.rowCount() - 2)
    assert waiting[1] == f"Tied: {match.hanging} points wait for the next deal's winner"
    assert waiting[2:] == [""] * rules.team_count  # not in the total yet


@pytest.mark.parametrize("game", GAMES)
def test_the_points_won_are_a_line_and_every_column_adds_up(game, qtmodeltester):
    rules = VARIANTS[game]
    match = match_with_held_over_won(rules, 5)
    number = len(match.finished)
    won = held_over(match).won_after(number)
    assert won is not None and won.tied == (1,)
    for human_team in range(rules.team_count):
        model = _model(match, qtmodeltester, human_team)
        rows, total = sheet_cells(model)
        assert sheet_problems(rows, total) == [], (rows, total)
        assert [int(v) for v in total[2:]] == [match.scores[model.team_at(c)] for c in range(2, 2 + rules.team_count)]
        line = _texts(model, model.rowCount() - 2)
        assert line[1] == f"+ {sum(won.points)} held over from deal 1"
        assert line[2:] == [str(won.points[model.team_at(c)]) if won.points[model.team_at(c)] else ""
                            for c in range(2, 2 + rules.team_count)]
        deal_row = _texts(model, model.rowCount() - 3)
        assert deal_row[0] == str(number)


def test_the_ledger_follows_the_engine_through_whole_matches():
    """What still waits is the engine's ``hanging``, and the sheet adds up after every deal of random matches of
    every game (ties and points won among them)."""
    rng = random.Random(70)
    ties = won = 0
    for name in GAMES:
        for seed in range(12):
            match = new_match(VARIANTS[name], seed=seed)
            while not match.over and len(match.finished) < 30:
                count = len(match.finished)
                match = match.apply(random_move(match.deal, rng))
                if len(match.finished) > count:
                    ledger = held_over(match)
                    assert ledger.waiting == match.hanging, (name, seed, ledger)
                    rows, total = sheet_cells(_model(match))
                    assert sheet_problems(rows, total) == [], (name, seed, rows, total)
                    ties += bool(match.finished[-1].result().hanging)
                    won += ledger.won_after(len(match.finished)) is not None
    assert ties and won


def test_a_deal_played_again_from_the_middle_of_a_match_brings_its_scores_forward(qtmodeltester):
    """A practice deal from a match's middle starts at that match's scores: a line says so, and the column adds
    up."""
    from belote_desktop.app.practice import Practice, practice_match
    from belote_desktop.ui.window.deals import first_state

    match = next(m for m in (match_with_held_over_won(VARIANTS["bulgarian"], s) for s in range(5, 40))
                 if any(m.finished[-1].match_scores))
    practice = practice_match(Practice(first_state(match.finished[-1]), match.finished[-1].actions(), 0))
    while not practice.finished:
        practice = practice.apply(practice.legal_actions()[0])
    model = _model(practice, qtmodeltester)
    rows, total = sheet_cells(model)
    assert sheet_problems(rows, total) == [], (rows, total)
    assert rows[0][1] == "Brought forward" and rows[0][2:] == [str(s) for s in match.finished[-1].match_scores]
