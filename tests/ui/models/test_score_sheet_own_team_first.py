"""The score sheet shows the player's own team first at any seat (issue 46, point 6): a network table's joiner on
the second team read "Them | Us" with his own points on the right."""

from __future__ import annotations

from PySide6.QtCore import Qt

from belote_desktop.engine import find_variant, new_match
from belote_desktop.ui.models.score_model import ScoreSheetModel


def _finished_match():
    match = new_match(find_variant("classic"), seed=3)
    while not match.finished:
        match = match.apply(match.legal_actions()[-1])
    return match


def test_the_second_team_reads_us_first_with_its_own_points(qtbot):
    match = _finished_match()
    assert match.scores[0] != match.scores[1]
    for human_team in (0, 1):
        model = ScoreSheetModel()
        model.set_match(match, human_team=human_team)
        headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in (2, 3)]
        assert headers == ["Us", "Them"]
        total = model.rowCount() - 1
        shown = [int(model.data(model.index(total, c))) for c in (2, 3)]
        assert shown == [match.scores[human_team], match.scores[1 - human_team]]
        first_deal = [int(model.data(model.index(0, c))) for c in (2, 3)]
        score = match.finished[0].result().score
        assert first_deal == [score[human_team], score[1 - human_team]]
