"""Compare's scores say whose they are: where partners play, "(-71)" stood after the two scores with no owner; now
the line names the player's side ("For You and North: you scored 120; the Master scored 49 (-71)."), as the panel
and the words name it elsewhere; a player alone keeps "You scored …"."""

from __future__ import annotations

from belote_desktop.learn.compare import Bots, compare_on_same_cards
from tests.learn.test_review_compare_agree import _as_reported, _deal

NAMES = ["You", "East", "North", "West"]


def _scores(qtbot, comparison) -> str:
    from belote_desktop.ui.dialogs.comparison import ComparisonDialog

    dialog = ComparisonDialog(comparison.played, 0, NAMES, Bots(lambda _seat: "intermediate", 0, 0), known=comparison)
    qtbot.addWidget(dialog)
    dialog.split.cancel()  # the choices' weighing is not looked at here
    return dialog.scores.text()


def test_the_scores_name_the_players_side(qtbot):
    deal = _deal()  # Tarabish: South and North against East and West
    comparison = compare_on_same_cards(deal, 0, Bots(lambda _seat: "intermediate", 0, 0, think=_as_reported))
    assert comparison is not None and deal.rules.team_count < deal.rules.players
    said = _scores(qtbot, comparison)
    assert said == (f"For You and North: you scored {comparison.played_score}; the Master scored "
                    f"{comparison.master_score} ({comparison.gap:+d}).")
