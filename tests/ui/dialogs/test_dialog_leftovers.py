"""The last dialogs out of the table's look (issue 46, points 2 and 5): the New Game options whole in a small window,
the preview in the saved card design, the review window in the language just chosen, a long own name on its plate."""

from __future__ import annotations

import html

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QComboBox, QWidget

from belote_desktop import i18n
from belote_desktop.engine import VARIANTS, find_variant
from belote_desktop.ui.look.fit_check import clipped_labels


@pytest.fixture
def language(request):
    app = QApplication.instance()
    i18n.install_language(app, request.param)
    yield request.param
    i18n.install_language(app, "en")


def test_fit_check_finds_a_combo_box_too_narrow_for_its_choice(qtbot):
    holder = QWidget()
    qtbot.addWidget(holder)
    combo = QComboBox(holder)
    combo.addItem("the higher score wins; if equal, the last deal's winner")
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(9)
    combo.resize(combo.minimumSizeHint())
    holder.show()
    qtbot.waitExposed(holder)
    assert any("the higher score wins" in problem for problem in clipped_labels(holder))
    combo.resize(combo.sizeHint().width() + 400, combo.height())
    assert clipped_labels(holder) == []


@pytest.mark.parametrize("size", [(900, 650), (800, 560)])
@pytest.mark.parametrize("language", ["en", "fr"], indirect=True)
def test_the_new_game_options_are_whole_in_a_small_window(qtbot, size, language):
    """Every game's every rule, "More rules" open, at 900x650 and 800x560: a choice's words ("the higher score
    wins; if equal, the last deal's winner") wrap under its name instead of being cut by a narrow box; the
    gallery's tiles keep two lines for the players where a language needs them."""
    from belote_desktop.ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog(find_variant("coinche"))
    qtbot.addWidget(dialog)
    dialog.resize(*size)
    dialog.show()
    dialog.more.setChecked(True)
    qtbot.waitExposed(dialog)
    for game in VARIANTS:
        dialog.list.setCurrentIndex(dialog.model.index(dialog.model.row_of(game), 0))
        for _ in range(3):
            QCoreApplication.processEvents()
        assert clipped_labels(dialog) == [], (game, language, size)
    assert dialog.size().toTuple() == size


@pytest.mark.slow
def test_the_review_window_follows_a_language_change(window, qtbot, monkeypatch):
    """The review open beside the table when French is chosen: its title, its lines (the review's words made again)
    and the panel's verdict in French; no word cut."""
    from tests.ui.dialogs.test_review import play_a_deal_to_its_end

    play_a_deal_to_its_end(window, qtbot, monkeypatch)
    panel = window.end_panel
    with qtbot.waitSignal(window.reviewFinished, timeout=60000):
        panel.review_button.click()
    review = window.deal_end.review_window
    english = list(review.lines)
    assert english[0].startswith("Review: ") and review.windowTitle() == "Review of your play"
    try:
        assert window.set_language("fr")
        assert window.deal_end.review_window is review and review.isVisible()
        assert review.windowTitle() != "Review of your play"
        assert review.title.text() == review.windowTitle()
        assert len(review.lines) == len(english) and review.lines[0] != english[0]
        assert not any(line.startswith(("Review: ", "Trick ")) for line in review.lines), review.lines
        assert html.escape(review.lines[0]) in review.text.text()
        assert panel.lines[-1] == review.lines[0]  # the panel keeps the verdict, in French too
        assert clipped_labels(review) == []
    finally:
        window.set_language("en")
    assert review.lines == english


@pytest.mark.parametrize("game, name, whole", [
    ("classic", "Maximilian Alexander", True),  # 20 letters: whole, a little smaller
    ("belot_3p", "Maximilian Alexander", None),  # whole, or told whole in the tooltip beside a dealer chip
    ("classic", "Maximilian Alexander von Habsburg", False),  # 32: too long, elided, whole in the tooltip
])
def test_a_long_own_name_on_its_plate_in_an_800_px_window(window, game, name, whole):
    """The player's plate (bottom left) widens into the room left of the hand, as the other plates widen for
    their words, and a long name shrinks a little before it is elided; an elided name is whole in the plate's
    tooltip."""
    from tests.ui.ui_helpers import drive_to_human_play

    from belote_desktop.learn.table_words import BOTTOM

    window.context.settings.player_name = name
    window.resize(800, 560)
    window.start_game(find_variant(game), seed=4)
    assert drive_to_human_play(window, want_illegal=False)
    QCoreApplication.processEvents()
    scene = window.scene
    plate = scene.plates[window.context.human]
    assert plate.name == name
    if whole is not None:
        assert plate.elides_name() is not whole, plate.rect
    assert plate.toolTip() == (name if plate.elides_name() else "")
    g = scene.geometry
    hand_left = g.cx - g.hand_span(BOTTOM, len(window.controller.view().hand)) / 2
    # as wide as the contract box, or up to the hand's edge where that leaves more: never further
    assert plate.rect.right() <= max(g.margin + g.info_rect().w, hand_left - g.margin) + 0.5
    assert not any("PlateItem" in problem for problem in clipped_labels(window))
