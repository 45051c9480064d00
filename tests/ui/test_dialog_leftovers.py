"""The last dialogs out of the table's look (issue 46, points 2 and 5): the New Game options whole in a small window,
the preview in the saved card design, the review window in the language just chosen, a long own name on its plate."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QComboBox, QWidget

from belote_desktop import i18n
from belote_desktop.engine import VARIANTS, find_variant
from belote_desktop.ui.fit_check import clipped_labels


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
    from belote_desktop.ui.widgets.new_game import NewGameDialog

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
