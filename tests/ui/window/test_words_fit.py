"""Words that point at the right thing and fit where they are shown: the names in a resumed game's table
talk are the plates' names; the talk's newest line stays wholly in sight; no label of the side panel, the
panels over the table, the New Game dialog or the rules book's list is clipped or elided at the window sizes
people use (the checks of ``ui.fit_check``, themselves tested on a label made to be cut)."""

from __future__ import annotations


import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QLabel, QListWidget, QPushButton, QVBoxLayout, QWidget
from tests.ui.ui_helpers import drive_to_human_play

from belote_desktop.engine import find_variant, new_match
from belote_desktop.ui.look.fit_check import clipped_labels, talk_last_line_visible
from tests.rulesets import slow_after

SIZES = [(1366, 768), (1280, 800), (900, 650)]


def _settle(window) -> None:
    for _ in range(4):
        QCoreApplication.processEvents()
    window.animator.finish_now()
    QCoreApplication.processEvents()


# -- the checks themselves: a cut label is found, a fitting one is not --------------------------------------

def _box(qtbot, width: int = 300) -> QWidget:
    box = QWidget()
    qtbot.addWidget(box)
    QVBoxLayout(box)
    box.resize(width, 300)
    return box


def test_a_label_too_narrow_for_its_words_is_found_a_fitting_one_is_not(qtbot):
    box = _box(qtbot)
    fits = QLabel("Diamonds by Your partner", box)
    fits.setObjectName("fits")
    cut = QLabel("Belot for 2 players with open cards", box)
    cut.setObjectName("cut")
    box.layout().addWidget(fits)
    box.layout().addWidget(cut)
    box.show()
    qtbot.waitExposed(box)
    assert clipped_labels(box) == []
    cut.setFixedWidth(80)  # as a layout squeezes it
    found = clipped_labels(box)
    assert len(found) == 1 and "#cut" in found[0]


def test_wrapped_words_cut_at_the_bottom_elided_words_and_a_squeezed_button_are_found(qtbot):
    box = _box(qtbot)
    wrapped = QLabel("The deal is over. Diamonds by Your partner. Score: us 122, them 40 (to 1000)", box)
    wrapped.setObjectName("wrapped")
    wrapped.setWordWrap(True)
    elided = QLabel("Trump: Diamon…", box)
    elided.setObjectName("elided")
    elided.setToolTip("Trump: Diamonds")
    button = QPushButton("Compare with the Master", box)
    check = QCheckBox("Play with open cards", box)
    for widget in (wrapped, elided, button, check):
        box.layout().addWidget(widget)
    box.show()
    qtbot.waitExposed(box)
    QCoreApplication.processEvents()
    found = clipped_labels(box)
    assert len(found) == 1 and "#elided" in found[0]  # the others fit at 300 px
    elided.setToolTip("")
    elided.setText("Trump: Diamonds")
    assert clipped_labels(box) == []
    wrapped.setFixedHeight(wrapped.heightForWidth(wrapped.width()) // 2)
    button.setFixedWidth(60)
    check.setFixedWidth(60)
    found = clipped_labels(box)
    assert len(found) == 3 and "#wrapped" in found[0]
    assert any("Compare" in line for line in found) and any("open cards" in line for line in found)


def test_a_talk_list_scrolled_short_of_its_last_line_is_found(qtbot):
    box = _box(qtbot, 200)
    log = QListWidget(box)
    box.layout().addWidget(log)
    for n in range(40):
        log.addItem(f"line {n}")
    box.show()
    qtbot.waitExposed(box)
    log.scrollToBottom()
    assert talk_last_line_visible(log)
    log.scrollToTop()
    assert not talk_last_line_visible(log)


# -- a resumed game's talk names the seats as the plates do -------------------------------------------------

@pytest.mark.parametrize("game", ["belot_2p", "decouverte", "belot_2p_open", "belot_3p"])
def test_a_resumed_games_talk_names_the_seats_as_the_plates(window, game):
    window.start_game(find_variant("classic"), seed=3)  # a table of four before: East sits at seat 1 there
    rules = find_variant(game)
    window.load_game(new_match(rules, seed=5))
    _settle(window)
    plates = [window.scene.plates[seat].name for seat in range(rules.players)]
    first = window.log.item(0).text()
    assert first.startswith("Game resumed")
    for seat in range(rules.players):
        if seat != window.human:
            assert plates[seat] in first, (plates, first)
    assert "East" not in first or "East" in plates


# -- the talk's newest line in sight -------------------------------------------------------------------------

@pytest.mark.parametrize("size", SIZES)
def test_the_talks_newest_line_is_wholly_in_sight_after_the_panel_settles(window, size):
    window.resize(*size)
    window.start_game(find_variant("classic"), seed=4)
    assert drive_to_human_play(window, want_illegal=False)
    window.refresh()
    if not window.dock.docked:
        window.dock.set_drawer(True)
    _settle(window)
    assert talk_last_line_visible(window)
    window.talk.log("A long line of table talk that wraps onto two or three lines in the side panel's list.")
    _settle(window)
    assert talk_last_line_visible(window)
    window.talk.log(" ".join(["An explanation longer than the list is tall."] * 40), "explain")
    _settle(window)
    assert talk_last_line_visible(window)  # shown from its start
    log = window.log
    assert log.visualItemRect(log.item(log.count() - 1)).top() == 0


# -- the dialogs: the New Game gallery and the rules book's list ----------------------------------------------

@pytest.mark.parametrize("size", SIZES)
def test_the_rules_books_list_shows_every_games_whole_name(qtbot, size):
    from belote_desktop.learn.rules_window import RulesWindow

    book = RulesWindow(find_variant("belot_2p_open"))
    qtbot.addWidget(book)
    book.resize(*size)
    book.show()
    qtbot.waitExposed(book)
    assert clipped_labels(book) == []


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("more", [False, True])
def test_the_new_game_dialog_shows_every_word_whole(qtbot, size, more):
    from belote_desktop.ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog(find_variant("belot_2p_open"))
    qtbot.addWidget(dialog)
    dialog.resize(*size)
    dialog.show()
    dialog.more.setChecked(more)
    qtbot.waitExposed(dialog)
    QCoreApplication.processEvents()
    gallery = dialog.list
    for row in range(gallery.model().rowCount()):  # every tile, scrolled into sight in turn
        gallery.scrollTo(gallery.model().index(row, 0))
        QCoreApplication.processEvents()
        assert clipped_labels(dialog) == [], row


def test_the_new_game_dialog_at_its_own_size_shows_every_game_whole(qtbot):
    """As the player robot opens it from the window (784x752 here): every game chosen in turn, its tile's
    three lines ("A turned card proposes the trump: take it, or name another suit.") and its details whole."""
    from belote_desktop.engine import VARIANTS
    from belote_desktop.ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog(find_variant("classic"))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for game in VARIANTS:
        dialog.list.setCurrentIndex(dialog.model.index(dialog.model.row_of(game), 0))
        for _ in range(3):
            QCoreApplication.processEvents()
        assert clipped_labels(dialog) == [], (game, dialog.size())


# -- the side panel and the panels over the table, in every game ---------------------------------------------

def _to_deal_end(window) -> bool:
    c = window.controller
    c.auto_bots = False
    for _ in range(3000):
        if c.awaiting_continue:
            return True
        if c.match is None or c.match.over:
            return False
        c.play_bot_move_now()
    return False


@pytest.mark.parametrize("game,seed", [("classic", 4), ("coinche", 4), ("belot_2p", 4), ("belot_3p", 4)])
def test_the_score_sheet_shows_a_long_contract_whole(window, game, seed):
    """"Diamonds by North ✓", "130 AT by North, coinched ✓": on two lines rather than cut."""
    window.resize(900, 650)
    window.start_game(find_variant(game), seed=seed)
    assert _to_deal_end(window)
    _settle(window)
    assert clipped_labels(window.side) == []
    assert clipped_labels(window) == []


def test_the_contract_box_on_the_felt_widens_for_a_long_takers_name(qtbot):
    """"Contract: Computer 3" at a network table, or a long name of the player's own: the box takes the
    title's width too, as it did the lines'."""
    from PySide6.QtCore import QRectF

    from belote_desktop.ui.table.decor_items import InfoItem

    box = InfoItem()
    box.max_width = 400
    box.set_data(QRectF(10, 10, 160, 60), "Contract: Alexandra-Marie Dupont", ["Trump: Diamonds"])
    assert box.clipped_words() == []
    assert box.rect.width() > 160
    box.max_width = 160  # no room to widen: the letters shrink, to a point
    box.set_data(QRectF(10, 10, 160, 60), "Contract: Alexandra-Marie Dupont of the Long Names", ["Trump: Diamonds"])
    assert box.clipped_words() == ["Contract: Alexandra-Marie Dupont of the Long Names"]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", slow_after(["classic", "coinche", "belot_3p", "baloot"]))
def test_long_player_names_fit_the_panels(window, size, game):
    window.context.settings.player_name = "Alexandra-Marie Dupont"
    window.resize(*size)
    window.start_game(find_variant(game), seed=4)
    assert drive_to_human_play(window, want_illegal=False)
    _settle(window)
    assert clipped_labels(window) == []
    assert _to_deal_end(window)
    _settle(window)
    assert clipped_labels(window) == []


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", slow_after(["classic", "decouverte", "belot_2p_open"]))
def test_the_status_line_at_the_end_of_a_deal_is_whole(window, game, size):
    """"The deal is over." / the contract / the score (to the target): four lines that the player robot found cut
    to three at 1280x800."""
    window.resize(*size)
    window.start_game(find_variant(game), seed=5)
    assert _to_deal_end(window)
    if not window.dock.docked:  # a small window: the panel is a drawer, opened to read it
        window.dock.set_drawer(True)
    _settle(window)
    assert window.side.status.isVisible()
    assert clipped_labels(window.side) == []


@pytest.mark.parametrize("size", [(800, 560), (900, 650)])
def test_the_contract_box_draws_its_words_whole_on_a_small_table(window, size):
    """"Trump: Diamon…" at 800x560: the box shrank its letters to the exact ratio, which drawn came out a pixel
    wider than the room (letters do not shrink quite in proportion)."""
    from PySide6.QtCore import Qt as QtNS
    from PySide6.QtGui import QFontMetricsF

    from belote_desktop.ui.table.fonts import ui_font

    window.resize(*size)
    window.start_game(find_variant("classic"), seed=4)
    assert drive_to_human_play(window, want_illegal=False)
    window.refresh()
    info = window.scene.info
    unit = info.rect.height() / 3.2
    room = info.rect.width() - 2 * unit * 0.55
    metrics = QFontMetricsF(ui_font(unit * 0.8 * info.font_scale, True))
    assert info.lines
    for line in info.lines[:2]:  # as InfoItem.paint draws them
        assert metrics.elidedText(line, QtNS.TextElideMode.ElideRight, room) == line
    assert info.clipped_words() == []
