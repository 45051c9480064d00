"""Issue 33: New Game is a gallery of the games on the table's felt: a picture of each table, its players,
where it is played and what makes it itself; the game in progress chosen; the chosen game's levels and
options beside it, the common ones in sight and the others under "More rules"; the keyboard moves across
the tiles; it fits at 900x650 and 1366x768 without scrolling sideways."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog, QLabel, QScrollArea

from belote_desktop.engine import VARIANTS, find_variant
from belote_desktop.engine.deal import TurnedFrom
from belote_desktop.learn import game_facts
from belote_desktop.learn.teaching import all_games
from belote_desktop.learn.options import option_specs, specs_for
from belote_desktop.learn import table_words as text
from belote_desktop.ui.dialogs.game_gallery import LineRole, PlayersRole, WhereRole
from belote_desktop.ui.dialogs.new_game import OPTION_GROUPS, NewGameDialog
from belote_desktop.ui.dialogs.table_picture import table_pixmap, table_shape


def _dialog(qtbot, rules, size=(1366, 768)) -> NewGameDialog:
    dialog = NewGameDialog(rules)
    qtbot.addWidget(dialog)
    dialog.resize(*size)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()  # its shortcuts (Alt+letter) work in the active window only
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    return dialog


def test_every_game_has_its_place_and_its_line():
    assert {game_id for game_id, own in all_games().items() if own.facts is not None} == set(VARIANTS)
    for game_id, rules in VARIANTS.items():
        facts = game_facts.facts_for(rules)
        assert facts is not None and facts.where().strip(), game_id
        line = facts.line()
        assert 10 <= len(line) <= 80, (game_id, line)  # one line, not the description again
        assert line != text.variant_description(rules)
    assert game_facts.facts_for(VARIANTS["tarabish"]).where() == "Canada (Cape Breton)"
    assert game_facts.facts_for(VARIANTS["baloot"]).where() == "Saudi Arabia & the Gulf"
    # a custom game keeps its preset's facts
    custom = dataclasses.replace(VARIANTS["pilotta"], target_score=300)
    assert game_facts.facts_for(custom) is all_games()["pilotta"].facts


def test_each_tile_says_what_it_shows_to_screen_readers(qtbot):
    dialog = _dialog(qtbot, find_variant("classic"))
    model = dialog.model
    assert model.rowCount() == len(VARIANTS)
    for row, rules in enumerate(VARIANTS.values()):
        index = model.index(row, 0)
        name = index.data(Qt.ItemDataRole.AccessibleTextRole)
        for part in (text.variant_name(rules), index.data(WhereRole), index.data(LineRole).rstrip(".")):
            assert part and part in name, (rules.id, part, name)
        assert f"{rules.players} players" in index.data(PlayersRole) and f"{rules.deck} cards" in name
    three = model.index(model.row_of("belot_3p"), 0).data(PlayersRole)
    assert "each alone" in three and "teams" not in three
    assert "2 teams" in model.index(model.row_of("bulgarian"), 0).data(PlayersRole)


def test_the_pictures_are_read_from_the_rules():
    shapes = {game_id: table_shape(rules) for game_id, rules in VARIANTS.items()}
    assert shapes["classic"].turned is TurnedFrom.STOCK and shapes["coinche"].turned is TurnedFrom.NONE
    assert shapes["clabber"].turned is TurnedFrom.DEALER_LAST
    assert shapes["tarabish"].kitty == 3 and shapes["classic"].kitty == 0
    assert shapes["decouverte"].hand == 0 and shapes["decouverte"].table_up == 8
    assert shapes["belot_2p_open"].hand > 0 and shapes["belot_2p_open"].table_down > 0
    assert len(set(shapes["belot_3p"].sides)) == 3 and shapes["belot_2p"].players == 2
    assert shapes["belot_2p"].pack_in_middle  # six cards never dealt
    images = {}
    for game_id, rules in VARIANTS.items():
        image = table_pixmap(rules, 200, 110, 1.0).toImage()
        colours = {QColor(image.pixel(x, y)).name() for x in range(0, 200, 5) for y in range(0, 110, 5)}
        assert len(colours) > 25, game_id  # felt, rim, cards: a picture, not a blank
        images[game_id] = image
    # the games that differ on the table differ in the picture
    for a, b in (("classic", "coinche"), ("coinche", "tarabish"), ("clabber", "classic"), ("decouverte", "belot_2p"),
                 ("belot_2p", "belot_2p_open"), ("belot_3p", "coinche")):
        assert images[a] != images[b], (a, b)


@pytest.mark.parametrize("game", ["tarabish", "belot_2p_open", "coinche"])
def test_the_game_in_progress_is_chosen_with_its_options(qtbot, game):
    rules = dataclasses.replace(find_variant(game), target_score=find_variant(game).target_score + 100)
    dialog = _dialog(qtbot, rules)
    row = dialog.model.row_of(game)
    assert dialog.list.currentIndex().row() == row
    assert dialog.list.selectionModel().isSelected(dialog.model.index(row, 0))
    assert dialog.rules() == rules and dialog.game_title.text() == text.variant_name(rules)
    assert dialog.list.viewport().rect().intersects(dialog.list.visualRect(dialog.model.index(row, 0)))


@pytest.mark.slow
def test_the_arrows_move_across_the_gallery(qtbot):
    dialog = _dialog(qtbot, find_variant("classic"))
    gallery = dialog.list
    assert dialog.focusWidget() is gallery  # the keys choose a game at once
    columns = gallery.columns()
    assert columns >= 3  # 1366 wide: rows of tiles, not a list
    row = lambda: gallery.currentIndex().row()  # noqa: E731
    QTest.keyClick(gallery, Qt.Key.Key_Home)
    QTest.keyClick(gallery, Qt.Key.Key_Right)
    assert row() == 1 and dialog.rules() == list(VARIANTS.values())[1]
    QTest.keyClick(gallery, Qt.Key.Key_Down)
    assert row() == 1 + columns
    # the tile below is drawn below, in the same column
    above, below = gallery.visualRect(dialog.model.index(1, 0)), gallery.visualRect(dialog.model.index(row(), 0))
    assert below.top() > above.bottom() - 1 and below.left() == above.left()
    QTest.keyClick(gallery, Qt.Key.Key_Up)
    QTest.keyClick(gallery, Qt.Key.Key_Left)
    assert row() == 0
    QTest.keyClick(gallery, Qt.Key.Key_Left)  # nothing before the first
    assert row() == 0
    QTest.keyClick(gallery, Qt.Key.Key_End)
    assert row() == len(VARIANTS) - 1
    QTest.keyClick(gallery, Qt.Key.Key_Right)  # nothing after the last
    assert row() == len(VARIANTS) - 1
    gallery.setLayoutDirection(Qt.LayoutDirection.RightToLeft)  # Arabic: the next tile is on the left
    QTest.keyClick(gallery, Qt.Key.Key_Home)
    QTest.keyClick(gallery, Qt.Key.Key_Left)
    assert row() == 1


def test_enter_deals_the_chosen_game(qtbot):
    dialog = _dialog(qtbot, find_variant("classic"))
    QTest.keyClick(dialog.list, Qt.Key.Key_Right)
    QTest.keyClick(dialog.list, Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted and dialog.rules().id == list(VARIANTS)[1]


def test_a_double_click_on_a_tile_deals_that_game(qtbot):
    dialog = _dialog(qtbot, find_variant("classic"))
    index = dialog.model.index(dialog.model.row_of("pilotta"), 0)
    dialog.list.scrollTo(index)
    centre = dialog.list.visualRect(index).center()
    QTest.mouseClick(dialog.list.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert dialog.rules().id == "pilotta" and dialog.result() != QDialog.DialogCode.Accepted
    QTest.mouseDClick(dialog.list.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert dialog.result() == QDialog.DialogCode.Accepted and dialog.rules() == find_variant("pilotta")


def test_standard_rules_puts_back_the_game_s_own(qtbot):
    rules = dataclasses.replace(find_variant("baloot"), target_score=300, declarations=False)
    dialog = _dialog(qtbot, rules)
    assert dialog.rules() == rules and "custom" in dialog.preset_label.text()
    QTest.keyClick(dialog, Qt.Key.Key_S, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: dialog.rules() == find_variant("baloot"), timeout=2000)
    assert "custom" not in dialog.preset_label.text()


def test_common_options_in_sight_the_others_under_more_rules(qtbot):
    dialog = _dialog(qtbot, find_variant("coinche"))
    specs = specs_for(find_variant("coinche"))
    assert set(dialog._widgets) == {spec.field for spec in specs}
    for spec in specs:
        widget = dialog._widgets[spec.field]
        assert widget.toolTip() == spec.tooltip and widget.accessibleName() == spec.label
        assert widget.isVisible() == spec.in_sight, spec.field
    assert dialog._widgets["target_score"].isVisible() and not dialog._widgets["min_bid"].isVisible()
    QTest.keyClick(dialog, Qt.Key.Key_M, Qt.KeyboardModifier.AltModifier)  # Alt+M: More rules
    qtbot.waitUntil(dialog.more.isChecked, timeout=2000)  # a mnemonic's click is animated
    assert all(w.isVisible() for w in dialog._widgets.values())
    titles = {label.text() for label in dialog.options_scroll.findChildren(QLabel) if label.objectName() == "groupTitle"
              and label.isVisible()}
    assert {"The match", "Dealing and bidding", "Playing the cards", "Scoring"} <= titles
    assert "Other rules" not in titles
    # the choice stays open from one game to the next, and the options follow the game
    dialog.list.setCurrentIndex(dialog.model.index(dialog.model.row_of("tarabish"), 0))
    assert dialog.more.isChecked() and dialog._widgets["twenty_over_fifty"].isVisible()
    assert "min_bid" not in dialog._widgets and dialog.rules() == find_variant("tarabish")


def test_every_option_has_a_group():
    """No option falls into "Other rules": each rules-book paragraph of the option table has its group."""
    assert {spec.anchor for spec in option_specs()} <= set(OPTION_GROUPS)


def test_mnemonics_are_distinct(qtbot):
    dialog = _dialog(qtbot, find_variant("coinche"))
    dialog.more.setChecked(True)
    words = [w.text() for w in dialog.findChildren(QAbstractButton) if w.isVisible()]
    words += [w.text() for w in dialog.findChildren(QLabel) if w.isVisible() and w.buddy() is not None]
    keys = [word[word.index("&") + 1].lower() for word in words if "&" in word]
    assert len(keys) >= 6 and len(keys) == len(set(keys)), keys


@pytest.mark.parametrize("size", [(900, 650), (1366, 768)])
def test_it_fits_and_never_scrolls_sideways(qtbot, size):
    dialog = _dialog(qtbot, find_variant("classic"), size)
    dialog.more.setChecked(True)
    gallery = dialog.list
    assert dialog.width() <= size[0] and dialog.height() <= size[1]
    for game_id in VARIANTS:
        gallery.setCurrentIndex(dialog.model.index(dialog.model.row_of(game_id), 0))
        qtbot.wait(1)
        details: QScrollArea = dialog.options_scroll
        assert not details.horizontalScrollBar().isVisible(), game_id
        content = details.widget()
        assert content.minimumSizeHint().width() <= details.viewport().width(), game_id
        for widget in dialog._widgets.values():  # every control inside the panel's width
            right = widget.mapTo(content, widget.rect().topRight()).x()
            assert right <= details.viewport().width(), (game_id, widget.accessibleName())
    assert not gallery.horizontalScrollBar().isVisible()
    width = gallery.viewport().width()
    for row in range(dialog.model.rowCount()):
        rect = gallery.visualRect(dialog.model.index(row, 0))
        assert rect.left() >= 0 and rect.right() <= width, row
    assert gallery.columns() * gallery.tile_size().width() <= width
    # the tiles are tall enough for their words (four lines and the name)
    assert gallery.tile_size().height() > gallery.tile_size().width() * 0.52 + 4 * gallery.fontMetrics().height()
    assert not QModelIndex().isValid()
