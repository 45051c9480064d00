"""Compare when the Master's line never reaches the play: the window says what happened and who gained, in the
engine's scores, and shows no unplayed deal or empty slider."""

from __future__ import annotations

import os

from belote_desktop.learn.compare import Bots, compare_on_same_cards
from tests.learn.test_compare_unplayed import LEVELS, SEED, called_deal, east_calls, passing_master

NAMES = ["You", "East", "North", "West"]


def _dialog(qtbot, think):
    from belote_desktop.ui.dialogs.comparison import ComparisonDialog

    deal = called_deal()
    comparison = compare_on_same_cards(deal, 0, Bots(LEVELS.__getitem__, SEED, 0, think=think))
    dialog = ComparisonDialog(deal, 0, NAMES, Bots(LEVELS.__getitem__, SEED, 0), known=comparison)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.split.cancel()  # the choices' weighing is not looked at here
    return dialog, comparison


def test_a_thrown_in_master_line_is_told_plainly(qtbot):
    dialog, comparison = _dialog(qtbot, passing_master)
    scores, parting = dialog.scores.text(), dialog.parting.text()
    assert comparison.played_score > 0  # South's Hokum scored
    assert "thrown in" in scores and "nobody scored" in scores and "Master scored" not in scores
    assert f"({comparison.gap:+d})" in scores and str(comparison.played_score) in scores
    assert "the Master chose Pass" in parting and "no card was played" in parting
    assert f"Your line gave your side {comparison.played_score} points more than the Master's." in parting
    assert "From there the deals differ" not in parting
    # only the deal that was played is shown, and the slider steps through its cards
    assert dialog.mine.isVisible() and not dialog.master.isVisible()
    assert dialog.slider.isVisible() and dialog.slider.maximum() == len(dialog.mine.plays) > 0
    assert dialog.step_label.text() == f"0 of {len(dialog.mine.plays)}"
    picture = dialog.grab()
    assert not picture.isNull()
    folder = os.environ.get("BELOTE_COMPARE_PNG")
    if folder:  # for a look at the window
        picture.save(os.path.join(folder, "compare-master-passed.png"))


def test_a_master_line_where_another_seat_took(qtbot):
    dialog, comparison = _dialog(qtbot, east_calls)
    parting = dialog.parting.text()
    assert "With the Master, East took the contract." in parting
    assert dialog.mine.isVisible() and dialog.master.isVisible()
    gap = comparison.gap
    if gap > 0:
        assert f"The Master's line gave your side {gap} points more than yours." in parting
    elif gap < 0:
        assert f"Your line gave your side {-gap} points more than the Master's." in parting
    else:
        assert f"Both lines gave your side {comparison.played_score}" in parting
    assert f"the Master scored {comparison.master_score} ({gap:+d})" in dialog.scores.text()
