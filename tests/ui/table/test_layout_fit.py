"""A new player's first hour (issue 19): nothing covers the hand, the turned card or the panels' own
words at any window size; keys do what the panels show; Enter never bids by itself."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtTest import QTest
from tests.ui.ui_helpers import drive_to_human_play

from belote_desktop.engine import TAKE, Bid, Pass, Phase, PlayCard, Strain, find_variant
from tests.rulesets import slow_after
from belote_desktop.learn.table_words import BOTTOM, LEFT, RIGHT, TOP
from belote_desktop.ui.table.layout import CARD_ASPECT, Geometry, first_window_size, fits

SIZES = [(480, 400), (650, 630), (900, 630), (1030, 780), (1350, 690), (1600, 950)]


# -- helpers ----------------------------------------------------------------------------------

def _card_rect(window, item) -> QRect:
    """A card's face (rotation included, no shadow) in viewport coordinates."""
    scene_rect = item.mapToScene(item.shape()).boundingRect()
    return window.table.mapFromScene(scene_rect).boundingRect()


def _hand_rects(window) -> list[QRect]:
    snap = window.scene.snapshot
    return [_card_rect(window, window.scene.items_by_key[("card", c)]) for c in snap.hand]


def _to_human_bid(window, rules, seed, round_two=False):
    c = window.controller
    c.auto_bots = False
    window.start_game(rules, seed=seed)
    for _ in range(200):
        if c.awaiting_continue:
            window.continue_deal()
            continue
        view = c.view()
        if view.phase is Phase.BIDDING and c.current_player() == window.human:
            passes = sum(1 for _, a in view.bidding if isinstance(a, Pass))
            if not round_two or passes >= view.rules.players:
                break
        c.play_bot_move_now()
    window.refresh()
    return c.view()


def _rects(geo: Geometry, hand: int) -> dict[str, tuple[float, float, float, float]]:
    """Boxes (x, y, w, h) of what sits on a table of ``geo``, from the pure layout."""
    out = {}
    bh = geo.big * CARD_ASPECT
    places = geo.hand_places(BOTTOM, hand)
    out["hand"] = (places[0][0] - geo.big / 2 - 4, geo.hand_top(), places[-1][0] - places[0][0] + geo.big + 8,
                   bh + 4)
    for name, side in (("left", LEFT), ("right", RIGHT), ("top", TOP)):
        r = geo.side_hand_rect(side)
        out[name] = (r.x, r.y, r.w, r.h)
    i = geo.info_rect(hand)
    out["info"] = (i.x, i.y, i.w, i.h)
    p = geo.plate_rect(BOTTOM)
    out["plate"] = (p.x, p.y, p.w, p.h)
    return out


def _overlap(a, b) -> bool:
    return QRectF(*a).intersects(QRectF(*b))


# -- pure geometry: every size from the smallest table up ---------------------------------------

@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("hand", [5, 8, 9, 16])
def test_contract_box_and_plates_never_cover_cards(size, hand):
    geo = Geometry(*size)
    boxes = _rects(geo, hand)
    for card_box in ("hand", "left"):
        assert not _overlap(boxes["info"], boxes[card_box]), (size, hand, card_box)
    assert not _overlap(boxes["plate"], boxes["hand"]), (size, hand)
    for name, (x, y, w, h) in boxes.items():
        assert x >= 0 and y >= 0 and x + w <= geo.width + 0.5 and y + h <= geo.height + 0.5, (name, size)


@pytest.mark.parametrize("size", SIZES)
def test_a_panel_over_the_hand_moves_the_middle_up_not_into_the_top_hand(size):
    plain = Geometry(*size)
    for reserve in (120.0, 180.0, 240.0):
        geo = Geometry(*size, reserve=reserve)
        th = geo.trick * CARD_ASPECT  # as drawn: smaller beside a tall panel, never below 0.45 of the hand's width
        assert plain.trick >= geo.trick >= min(plain.trick, 0.45 * geo.big) - 1e-9
        top = geo.side_hand_rect(TOP)
        assert geo.cy - th / 2 >= top.y + top.h  # the turned card stays under North's hand
        assert geo.cy <= plain.cy
        panel_top = geo.hand_top() - geo.margin - reserve
        if panel_top - geo.margin >= top.y + top.h + geo.margin + th:  # the room exists: the card is clear
            assert geo.cy + th / 2 <= panel_top, (size, reserve)


def test_first_window_fits_the_screen():
    assert first_window_size((1920, 1050)) == (1280, 800)
    w, h = first_window_size((1366, 740))  # a 1366x768 laptop with its task bar
    assert fits((w, h), (1366, 740)) and w >= 1280 and h >= 680
    assert not fits((1280, 800), (1366, 740))
    assert fits((1280, 800), (1920, 1050))


# -- the bidding panel ----------------------------------------------------------------------------

@pytest.mark.parametrize("size", [(1280, 800), (900, 650), (1366, 700)])
@pytest.mark.parametrize("variant,seed", [("classic", 4), ("coinche", 3)])
def test_bidding_panel_leaves_the_hand_and_turned_card_in_sight(window, size, variant, seed):
    window.resize(*size)
    view = _to_human_bid(window, find_variant(variant), seed)
    assert view.phase is Phase.BIDDING
    window.refresh()
    panel = window.bidding
    assert panel.isVisible()
    geometry = panel.geometry()
    assert window.table.viewport().rect().contains(geometry)
    for card in _hand_rects(window):
        assert not geometry.intersects(card)
    if view.turned_card is not None:
        turned = window.scene.items_by_key[("card", view.turned_card)]
        assert not geometry.intersects(_card_rect(window, turned))
    # pointing at every choice never grows the panel (over the hand) nor clips its words
    base = panel.height()
    for button in list(panel.line.actions):
        panel.line.pointed = button
        panel.line.refresh()
        assert panel.height() == base
        assert panel.explain.height() >= panel.explain.heightForWidth(panel.explain.width())
    panel.line.pointed = None


def test_no_bid_is_armed_by_default_and_enter_does_not_bid(window, coinche, qtbot):
    c = window.controller
    view = _to_human_bid(window, coinche, 3)
    panel = window.bidding
    assert panel.current_bid() is None and not panel.buttons["bid"].isEnabled()
    before = c.match
    QTest.keyClick(window.table, Qt.Key.Key_Return)
    assert c.match is before  # nothing chosen: Enter bid nothing
    QTest.keyClick(window.table, Qt.Key.Key_3)
    QTest.keyClick(window.table, Qt.Key.Key_Plus)
    QTest.keyClick(window.table, Qt.Key.Key_Plus)
    chosen = panel.current_bid()
    assert chosen is not None and chosen.strain is Strain.HEARTS and chosen.value > view.rules.min_bid
    with qtbot.waitSignal(c.actionApplied, timeout=2000):
        QTest.keyClick(window.table, Qt.Key.Key_P)  # the player passes: the armed bid is dropped
    # the next time the player is to bid (later in this auction or in the next deal): nothing armed
    for _ in range(400):
        if c.awaiting_continue:
            window.continue_deal()
            continue
        now = c.view()
        if now.phase is Phase.BIDDING and c.current_player() == window.human and any(
                isinstance(a, Bid) for a in now.legal_actions):
            break
        if now.phase is Phase.PLAY and c.current_player() == window.human:
            c.human_action(now.legal_actions[0])
            continue
        c.play_bot_move_now()
    window.refresh()
    assert panel.isVisible()
    lowest = min(a.value for a in c.view().legal_actions if isinstance(a, Bid) and not a.capot)
    assert panel.current_bid() is None and panel.pending.value == lowest
    assert not panel.buttons["bid"].isEnabled()
    before = c.match
    QTest.keyClick(window.table, Qt.Key.Key_Enter)
    assert c.match is before


@pytest.mark.parametrize("variant,seed", [("classic", 4), ("coinche", 3)])
def test_s_suggests_during_the_auction(window, variant, seed, qtbot):
    view = _to_human_bid(window, find_variant(variant), seed)
    panel = window.bidding
    before = window.controller.match
    QTest.keyClick(window.table, Qt.Key.Key_S)
    qtbot.waitUntil(lambda: window.suggester.suggestion is not None, timeout=10000)
    assert window.controller.match is before  # S took nothing and chose no suit
    assert window.suggestions_used == 1 and panel.suggested_action in view.legal_actions
    assert "(4)" in panel.buttons.get("strain_S", panel.buttons.get("pass")).text() or variant == "classic"


def test_suit_keys_are_shown_and_take_in_round_two(window, classic, qtbot):
    view = _to_human_bid(window, classic, 4, round_two=True)
    panel = window.bidding
    suits = [s for s in (0, 1, 2, 3) if f"take_{'CDHS'[s]}" in panel.buttons]
    assert len(suits) == 3
    for s in suits:
        assert f"({s + 1})" in panel.buttons[f"take_{'CDHS'[s]}"].text()
    suit = next(a.suit for a in view.legal_actions if a in TAKE and a.suit != view.turned_card.suit)
    with qtbot.waitSignal(window.controller.actionApplied, timeout=2000) as blocker:
        QTest.keyClick(window.table, getattr(Qt.Key, f"Key_{int(suit) + 1}"))
    assert blocker.args[1] == TAKE[suit]


# -- play: Suggest, the hint line, the turn glow ------------------------------------------------

def test_one_enter_plays_the_suggested_card_and_the_hint_line_clears_it(window, classic, qtbot):
    window.resize(1280, 800)
    window.start_game(classic, seed=4)
    assert drive_to_human_play(window, want_illegal=False)
    window.refresh()
    assert window.suggest()
    qtbot.waitUntil(lambda: window.suggester.suggestion is not None, timeout=10000)
    card = window.suggester.suggestion[0].card
    assert window.hint_bar.isVisible()
    # the hint line stays above the hand even with a card chosen and under the mouse
    bar = window.hint_bar.geometry()
    g = window.scene.geometry
    assert bar.bottom() <= window.table.mapFromScene(0, g.hand_top(lifted=True)).y()
    QTest.keyClick(window.table, Qt.Key.Key_Right)
    chosen = window.scene.selected
    assert chosen is not None and not bar.intersects(_card_rect(window, window.scene.items_by_key[("card", chosen)]))
    QTest.keyClick(window.table, Qt.Key.Key_Escape)
    with qtbot.waitSignal(window.controller.actionApplied, timeout=2000) as blocker:
        QTest.keyClick(window.table, Qt.Key.Key_Return)  # one Enter
    assert blocker.args[1] == PlayCard(card)


def test_turn_glow_only_while_input_is_taken(window, classic):
    window.start_game(classic, seed=4)
    assert drive_to_human_play(window, want_illegal=False)
    window.refresh()
    scene = window.scene
    plate = scene.plates[window.human]
    assert scene.input_enabled and plate.active
    assert window.status.text().startswith("Your turn")
    window.animator._set_busy(True)  # an animation runs: cards are refused
    assert not plate.active
    window.status_line.update()
    assert "Your turn" not in window.status.text()
    window.animator._set_busy(False)
    assert plate.active


# -- 900x650 with the side panel hidden ---------------------------------------------------------

def test_small_window_without_side_panel_shows_the_score_and_frees_west(window, classic):
    window.resize(900, 650)  # below DOCK_FROM: the side panel is a closed drawer
    window.start_game(classic, seed=4)
    assert drive_to_human_play(window, want_illegal=False)
    assert not window.dock.docked and not window.side.isVisible()
    assert window.table.width() == window.centralWidget().width()  # the table has the whole width
    window.refresh()
    scene = window.scene
    assert scene.score.isVisible()
    match = window.controller.match
    assert all(str(s) in scene.score.lines[0] for s in match.scores)
    assert str(match.rules.target_score) in scene.score.lines[1]
    score = window.table.mapFromScene(scene.score.sceneBoundingRect()).boundingRect()
    assert window.table.viewport().rect().contains(score)
    info = window.table.mapFromScene(scene.info.sceneBoundingRect()).boundingRect()
    for key, item in scene.items_by_key.items():
        if key[0] == "back" or (key[0] == "card" and key[1] in scene.snapshot.hand):
            assert not info.intersects(_card_rect(window, item)), key
            assert not score.intersects(_card_rect(window, item)), key
    for plate in scene.plates:
        if plate.isVisible():
            assert not score.intersects(window.table.mapFromScene(plate.sceneBoundingRect()).boundingRect())
    handle = window.dock.handle.geometry()  # the drawer's button holds the corner beside the score
    assert window.dock.handle.isVisible() and not handle.intersects(score)
    window.dock.toggle()  # F9 opens the drawer over the table: the score sheet is in it, not in the corner
    assert window.side.isVisible() and not scene.score.isVisible() and not window.dock.handle.isVisible()
    assert window.side.geometry().right() == window.centralWidget().width() - 1
    window.dock.toggle()
    assert not window.side.isVisible() and scene.score.isVisible()


@pytest.mark.parametrize("lang", slow_after(["en", "ru", "el", "bg", "fr"]))
def test_plates_and_pile_captions_fit_in_every_language(window, classic, lang):
    from belote_desktop.ui.table.decor_items import PlateItem

    window.resize(900, 650)
    try:
        window.set_language(lang)
        window.start_game(classic, seed=4)
        c = window.controller
        for _ in range(400):  # until our team has won a trick and the human still holds cards
            view = c.view()
            if view.phase is Phase.PLAY and len(view.hand) >= 4 and any(
                    view.rules.team_of(t.winner) == view.rules.team_of(window.human) for t in view.tricks):
                break
            if c.awaiting_continue:
                window.continue_deal()
                continue
            c.play_bot_move_now()
        window.refresh()
        scene = window.scene
        for plate in scene.plates:
            if plate.isVisible():
                assert PlateItem.wanted_width(plate.rect.height(), plate.name, plate.detail, plate.dealer) \
                    <= plate.rect.width() + 0.5, (lang, plate.name, plate.detail)
        caption = scene.captions[0]
        assert caption.isVisible() and caption.text
        box = window.table.mapFromScene(caption.sceneBoundingRect()).boundingRect()
        for card in _hand_rects(window):
            assert not box.intersects(card), lang
    finally:
        window.set_language("en")


# -- the end-of-deal and end-of-match panels ------------------------------------------------------

def _end_of_deal(window, rules, seed):
    c = window.controller
    c.auto_bots = False
    window.start_game(rules, seed=seed)
    for _ in range(400):
        if c.awaiting_continue and not c.match.finished[-1].thrown_in:
            break
        if c.awaiting_continue:
            window.continue_deal()
            continue
        c.play_bot_move_now()
    window.animator.finish_now()
    assert window.end_panel.isVisible()


def _check_end_panel(window):
    panel = window.end_panel
    viewport = window.table.viewport().rect()
    assert viewport.contains(panel.geometry())
    scroll = panel.lines_scroll.geometry()
    for button in (panel.new_game_button, panel.continue_button, panel.review_button):
        if button.isVisible():
            assert not button.geometry().intersects(scroll), button.text()  # buttons never over the words
            assert panel.rect().contains(button.geometry())
    # the score table is whole: one label per cell, none squashed (no second table under it)
    labels = [w for w in panel.grid_host.findChildren(type(panel.title)) if w.isVisible()]
    teams = 2
    assert len(labels) == teams + len(panel.rows) * (1 + teams)
    for label in labels:
        assert label.height() >= label.sizeHint().height() - 1, label.text()
    # the body's words are all reachable: the scroll area scrolls what does not fit
    body = panel.body
    bar = panel.lines_scroll.verticalScrollBar()
    assert body.height() <= panel.lines_scroll.viewport().height() + bar.maximum()


@pytest.mark.parametrize("size", slow_after([(730, 430), (900, 650), (1280, 800)]))
def test_end_of_deal_with_review_lays_out_at_every_size(window, coinche, size, qtbot):
    window.resize(*size)
    _end_of_deal(window, coinche, 3)
    _check_end_panel(window)
    assert window.deal_end.review_last_deal()
    qtbot.waitSignal(window.reviewFinished, timeout=20000).wait() if window.end_panel.review_button.isVisible() \
        else None
    qtbot.waitUntil(lambda: window.deal_end.review_window is not None, timeout=20000)
    assert len(window.end_panel.lines) > len(window.deal_end.result_lines(window.controller.last_result(), coinche))
    _check_end_panel(window)


@pytest.mark.slow
def test_end_of_match_shows_one_table(window, classic):
    window.resize(1280, 800)
    c = window.controller
    c.auto_bots = False
    window.start_game(classic, seed=4)
    for _ in range(2000):
        if c.match.over:
            break
        if c.awaiting_continue:
            window.continue_deal()
            continue
        c.play_bot_move_now()
    window.animator.finish_now()
    assert c.match.over and window.end_panel.isVisible()
    window.end_panel.show_again()  # shown again (a language change): still one table
    window.overlays.place()
    _check_end_panel(window)


# -- the first window and the New Game dialog on a real-sized screen ------------------------------

_SCREEN_PROBE = r"""
import json, sys
from belote_desktop.ui import _pyside_fix
from PySide6.QtWidgets import QApplication
app = QApplication([])
from belote_desktop.i18n import install_language
from belote_desktop.engine import find_variant
from belote_desktop.storage.settings import Settings
from belote_desktop.ui.window.main_window import MainWindow
from belote_desktop.ui.dialogs.new_game import NewGameDialog
out = {}
settings = Settings(); settings.animation_speed = "instant"; settings.bot_pause_ms = 0
w = MainWindow(interactive=False, settings=settings)
w.persist = False
out["first"] = [w.width(), w.height()]
big = MainWindow(interactive=False, settings=Settings())
big.resize(1900, 1060)
settings.window_geometry = bytes(big.saveGeometry().toBase64()).decode("ascii")  # remembered on a big screen
w.restore_window()
out["restored"] = [w.width(), w.height()]
for lang in ("en", "ru"):
    install_language(app, lang)
    d = NewGameDialog(find_variant("coinche"))
    d.show(); app.processEvents()
    out[lang] = [d.width(), d.options_scroll.horizontalScrollBar().isVisible()]
    d.close()
print(json.dumps(out))
"""


@pytest.mark.slow
def test_first_window_and_new_game_dialog_on_a_1366x768_laptop(tmp_path):
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": 1366, "height": 768,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}")
    done = subprocess.run([sys.executable, "-c", _SCREEN_PROBE], env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout.strip().splitlines()[-1])
    assert fits(tuple(out["first"]), (1366, 768)) and out["first"][0] >= 1280
    assert fits(tuple(out["restored"]), (1366, 768))  # a remembered 1920x1080 window is brought back in
    for lang in ("en", "ru"):
        width, sideways = out[lang]
        assert not sideways, lang  # every option readable without scrolling sideways
        assert width <= 1366
