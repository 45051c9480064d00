"""Issue 46: the side panel beside the felt in a wide window, a drawer over it in a small one; the hand list
only where it serves; the talk a quiet log that folds and reads deal by deal, trick by trick."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from tests.ui.ui_helpers import drive_to_human_play

from belote_desktop.engine import find_variant
from belote_desktop.ui.table.layout import Geometry
from belote_desktop.ui.window.side_dock import DOCK_FROM
from belote_desktop.ui.window.side_panel import FOLDED_TALK_HEIGHT, SIDE_WIDTH, TALK_KIND_ROLE


def _play(window, size, variant="classic", seed=4):
    window.resize(*size)
    window.start_game(find_variant(variant), seed=seed)
    assert drive_to_human_play(window, want_illegal=False)
    window.refresh()


@pytest.mark.parametrize("size", [(1366, 768), (1280, 800), (DOCK_FROM, 700)])
def test_a_wide_window_keeps_the_panel_beside_the_table(window, size):
    _play(window, size)
    dock, side = window.dock, window.side
    assert dock.docked and side.isVisible() and not dock.handle.isVisible()
    assert side.geometry().left() >= window.table.geometry().right()  # beside, not over
    assert not window.scene.score.isVisible()  # the score sheet is in sight: no corner score
    window.dock.toggle()  # F9 hides it: the table widens, the score shows in the corner, the button too
    assert not side.isVisible() and window.table.width() == window.centralWidget().width()
    assert window.scene.score.isVisible() and dock.handle.isVisible()
    QTest.mouseClick(dock.handle, Qt.MouseButton.LeftButton)  # ... which brings the panel back
    assert side.isVisible() and not dock.handle.isVisible() and window.menus.act_side.isChecked()


@pytest.mark.parametrize("size", [(900, 650), (800, 560), (DOCK_FROM - 1, 700)])
def test_a_small_window_folds_the_panel_into_a_drawer(window, size):
    _play(window, size)
    dock, side = window.dock, window.side
    assert not dock.docked and not side.isVisible()
    assert window.table.width() == window.centralWidget().width()  # the table has the whole width
    assert dock.handle.isVisible() and window.scene.score.isVisible()
    handle = dock.handle.geometry()
    viewport = window.table.viewport().rect()
    assert viewport.contains(handle) and handle.right() > viewport.width() - 60 and handle.top() < 20
    QTest.mouseClick(dock.handle, Qt.MouseButton.LeftButton)
    assert side.isVisible() and dock.drawer_open and not dock.handle.isVisible()
    drawer = side.geometry()
    assert drawer.right() == window.centralWidget().width() - 1 and drawer.width() == SIDE_WIDTH
    assert drawer.top() == window.table.geometry().top() and drawer.bottom() == window.centralWidget().height() - 1
    assert not window.scene.score.isVisible()  # the score sheet is in the drawer
    # a click on the felt closes the drawer and does nothing else: the hand is as it was
    hand = list(window.controller.view().hand)
    QTest.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(60, viewport.height() // 2))
    assert not side.isVisible() and not dock.drawer_open and window.scene.score.isVisible()
    assert list(window.controller.view().hand) == hand
    window.dock.toggle()  # F9 opens and closes it too
    assert side.isVisible()
    window.dock.toggle()
    assert not side.isVisible()


@pytest.mark.slow
def test_crossing_the_width_moves_the_panel_between_dock_and_drawer(window):
    _play(window, (1280, 800))
    window.resize(900, 650)
    assert not window.dock.docked and not window.side.isVisible()
    window.dock.toggle()
    assert window.side.isVisible()
    window.resize(1280, 800)  # wide again: back in its column, as the player last had it docked (shown)
    assert window.dock.docked and window.side.isVisible()
    assert window.side.geometry().left() >= window.table.geometry().right()
    window.dock.toggle()
    window.resize(900, 650)
    window.resize(1280, 800)  # hidden by F9 while docked: it stays hidden
    assert window.dock.docked and not window.side.isVisible()


def test_the_drawer_gives_a_small_window_s_hand_its_room(window):
    """At 800x560 the table had 550 px beside the panel; now it has the window's width, and the hand's cards
    grow with it."""
    _play(window, (800, 560))
    height = window.table.viewport().height()
    before = Geometry(800 - SIDE_WIDTH, height).big
    now = window.scene.geometry.big
    assert window.scene.geometry.width == 800
    assert now > before * 1.15, (before, now)


def test_the_hand_list_shows_only_when_asked(window):
    _play(window, (1366, 768))
    side, settings = window.side, window.context.settings
    assert not settings.show_hand_list and not side.hand_list.isVisible() and not side.hand_title.isVisible()
    assert not window.menus.act_hand_list.isChecked()
    assert side.hand_list.count() == len(window.controller.view().hand)  # kept filled: one switch away
    window.menus.act_hand_list.trigger()  # View > Hand as a list
    assert settings.show_hand_list and side.hand_list.isVisible() and window.menus.act_hand_list.isChecked()
    window.menus.act_hand_list.trigger()
    assert not settings.show_hand_list and not side.hand_list.isVisible()
    # hidden, the hand is still told to a screen reader: Y, the hand by suit (issue 57)
    from belote_desktop.learn.explain import rank_name
    from belote_desktop.learn import table_words as text

    hand = window.asking.hand()
    assert all(rank_name(c.rank) in hand and text.suit_name(c.suit) in hand for c in window.controller.view().hand)


def test_the_talk_folds_to_its_newest_line(window, qtbot):
    _play(window, (1366, 768))
    side, log = window.side, window.side.log
    assert side.talk_open and log.height() > 3 * FOLDED_TALK_HEIGHT
    QTest.mouseClick(side.log_title, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: log.height() == FOLDED_TALK_HEIGHT, timeout=3000)
    assert not side.talk_open and not window.context.settings.talk_open
    newest = log.visualItemRect(log.item(log.count() - 1))
    assert log.viewport().rect().intersects(newest)  # the newest line still in sight
    QTest.mouseClick(side.log_title, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: log.height() > 3 * FOLDED_TALK_HEIGHT, timeout=3000)
    assert window.context.settings.talk_open


def test_the_talk_reads_deal_by_deal_and_trick_by_trick(window):
    _play(window, (1366, 768))
    c = window.controller
    for _ in range(40):  # to the end of the first trick
        if c.view().tricks:
            break
        if c.current_player() == window.human:
            c.human_action(c.view().legal_actions[0])
        else:
            c.play_bot_move_now()
    log = window.side.log
    kinds = [log.item(i).data(TALK_KIND_ROLE) for i in range(log.count())]
    assert "deal" in kinds and "code" in kinds and "trick" in kinds
    delegate, model = log.itemDelegate(), log.model()
    deals = [i for i, kind in enumerate(kinds) if kind == "deal"]
    assert all(delegate._gaps(model.index(i, 0))[0] > 0 for i in deals if i > 0)  # room above for its rule
    plain = kinds.index("plain", deals[0])
    assert delegate._gaps(model.index(plain, 0)) == (0, 0)
    trick = kinds.index("trick")
    assert delegate._gaps(model.index(trick, 0))[1] > 0  # room under a trick's winner
    assert log.visualItemRect(log.item(trick)).height() > log.visualItemRect(log.item(plain)).height()


def test_on_a_big_screen_the_panel_grows_with_the_table(window):
    _play(window, (1366, 768))
    side = window.side
    assert side.width() == SIDE_WIDTH and side.zoom == 1.0
    small_font = side.log.font().pixelSize() or side.log.font().pointSizeF()
    window.context.settings.show_hand_list = True
    window.apply_settings()
    small_row = side.hand_list.visualItemRect(side.hand_list.item(0)).height()
    window.resize(3840, 2160)
    window.refresh()
    zoom = window.table.zoom
    assert zoom > 1.9 and abs(side.zoom - zoom) < 0.1  # the panel and the table beside it, one zoom
    assert side.width() == round(SIDE_WIDTH * side.zoom)
    assert (side.log.font().pixelSize() or side.log.font().pointSizeF()) > 1.8 * small_font
    assert side.hand_list.visualItemRect(side.hand_list.item(0)).height() > 1.8 * small_row
    hand = side.hand_list  # every card of the hand still in sight, no scrollbar
    assert all(hand.viewport().rect().contains(hand.visualItemRect(hand.item(i))) for i in range(hand.count()))
    window.resize(1366, 768)
    assert side.width() == SIDE_WIDTH and side.zoom == 1.0


@pytest.mark.parametrize("size", [(800, 560), (900, 650)])
@pytest.mark.parametrize("variant", ["classic", "belot_3p", "belot_2p", "tarabish"])
def test_the_felt_s_corner_holds_button_score_and_plates_apart(window, size, variant):
    """The drawer's button, the corner score, the name plates and the piles' corners never overlap (Belot for three:
    the score lay over East's plate, the button over the right player's pile)."""
    _play(window, size, variant)
    dock, scene = window.dock, window.scene
    assert dock.handle.isVisible() and scene.score.isVisible()
    handle = dock.handle.geometry()
    score = window.table.mapFromScene(scene.score.sceneBoundingRect()).boundingRect()
    assert not handle.intersects(score), (handle, score)
    viewport = window.table.viewport().rect()
    assert viewport.contains(handle) and viewport.contains(score)
    for plate in scene.plates:
        if plate.isVisible():
            rect = window.table.mapFromScene(plate.rect).boundingRect()
            assert not rect.intersects(score) and not rect.intersects(handle), (plate.rect, score, handle)
    g = scene.geometry
    from belote_desktop.ui.table.layout import CARD_ASPECT, PILE_TOP_RIGHT

    if PILE_TOP_RIGHT in scene.snapshot.pile_spots:  # where the right player's won tricks will lie
        x, y = g.pile_place(PILE_TOP_RIGHT)
        half = g.pile * CARD_ASPECT * 0.55
        pile = window.table.mapFromScene(x - half, y - half, 2 * half, 2 * half).boundingRect()
        assert not pile.intersects(handle) and not pile.intersects(score)


def test_a_low_table_s_bidding_panel_fits_and_keeps_its_explanation_short(window):
    """Belot for two at 800x560: the panel of seven calls took 828 px (wider than the window, its last button cut)
    and four blank lines of explanation over the top player's open cards."""
    from belote_desktop.engine import PASS, Phase

    window.resize(800, 560)
    c = window.controller
    c.auto_bots = False
    window.start_game(find_variant("belot_2p_open"), seed=5)
    for _ in range(40):
        view = c.view()
        if view.phase is Phase.BIDDING and c.current_player() == window.human and len(view.bidding) >= 1:
            break
        c.play_bot_move_now() if c.current_player() != window.human else c.human_action(PASS)
    window.refresh()
    panel = window.bidding
    assert panel.isVisible()
    assert window.table.viewport().rect().contains(panel.geometry())
    for button in panel.buttons.values():
        assert panel.rect().contains(button.mapTo(panel, button.rect().topLeft())), button.text()
        assert panel.rect().contains(button.mapTo(panel, button.rect().bottomRight())), button.text()
    explain = panel.explain
    lines = explain.fontMetrics().lineSpacing()
    assert explain.minimumHeight() <= 2 * lines + 2  # two lines kept for it, not the longest's five
    from belote_desktop.learn.explain import explain_bid

    flags = int(Qt.TextFlag.TextWordWrap)
    texts = {explain_bid(make(), c.view().rules, c.view()) for make in panel.line.actions.values() if make()}
    cut = 0
    for words in texts:  # every choice's explanation: two lines at most, cut at a word with "…"
        shown = panel.line.within_lines(words)
        assert explain.fontMetrics().boundingRect(0, 0, panel.explain_width, 10000, flags, shown).height() <= 2 * lines + 1
        if shown != words:
            cut += 1
            assert shown.endswith("…") and words.startswith(shown[:-1].rstrip(",;:."))
    assert cut > 0  # some are longer: the test sees the cutting
    words = panel.line.text()  # the one shown: whole for a reader and in the tooltip when cut
    assert explain.accessibleDescription() == words
    assert explain.text() == words or explain.toolTip() == words
