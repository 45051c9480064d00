"""The declaration offer ("You can declare") for a keyboard player: D declares, a card played without
declaring says what was given up, "Declare automatically" declares for the player, the panel leaves the hand
in sight, and the tutorial's declaration lesson names the key.

The position: classic Belote, deal code 000ZS-Y996K-A; the player takes the turned card and is offered a tierce
at his first card."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainterPath, QPolygonF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from tests.ui.ui_helpers import drive_until, make_settings

from belote_desktop.engine import DECLARE, VARIANTS, Phase, PlayCard, Take
from belote_desktop.storage.settings import Settings, load_settings, save_settings, settings_from_dict, settings_path
from belote_desktop.ui.table.card_item import BASE_HEIGHT, BASE_WIDTH
from tests.rulesets import slow_after

CODE = "000ZS-Y996K-A"
DECLARING_GAMES = [key for key, rules in VARIANTS.items() if rules.declarations]


def _window(qtbot, size=(1100, 720), **settings):
    from belote_desktop.ui.window.main_window import MainWindow

    w = MainWindow(interactive=False, settings=make_settings(**settings))
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3000)
    w.controller.auto_bots = False
    return w


def _to_the_offer(w, qtbot) -> None:
    """The deal of CODE, the turned card taken, up to the player's first card with the tierce on offer."""
    c = w.controller
    assert w.deals.start_deal_code(CODE)
    for _ in range(40):
        view = c.view()
        if c.current_player() == w.human and view.phase is Phase.PLAY:
            break
        if c.current_player() == w.human:
            assert c.human_action(next(a for a in view.legal_actions if isinstance(a, Take)))
        else:
            c.play_bot_move_now()
    qtbot.waitUntil(lambda: not w.animator.busy, timeout=5000)
    w.refresh()
    assert DECLARE in c.view().legal_actions
    assert w.bidding.isVisible()


def _press(key) -> None:
    target = QApplication.focusWidget() or QApplication.activeWindow()
    assert target is not None
    QTest.keyClick(target, key)


def _human_moves(w) -> list:
    return [action for seat, action in w.controller.match.deal.history if seat == w.human]


def _talk(w) -> list[str]:
    return [make() for make, _ in w.talk.entries()]


# -- D declares ------------------------------------------------------------------------------------------
def test_d_declares_and_the_button_says_so(qtbot):
    w = _window(qtbot)
    _to_the_offer(w, qtbot)
    assert "(D)" in w.bidding.buttons["declare"].text()
    _press(Qt.Key.Key_D)
    assert _human_moves(w)[-1] == DECLARE
    assert "You: Tierce (20)" in _talk(w)
    assert not w.bidding.isVisible()


# -- a card played without declaring ---------------------------------------------------------------------
def test_enter_without_declaring_says_what_was_given_up(qtbot):
    w = _window(qtbot)
    _to_the_offer(w, qtbot)
    _press(Qt.Key.Key_Right)  # a card lifted with the keys, then Enter plays it
    _press(Qt.Key.Key_Return)
    assert isinstance(_human_moves(w)[-1], PlayCard) and DECLARE not in _human_moves(w)
    assert "You did not declare your Tierce (20): declarations are made before your first card." in _talk(w)


def test_a_declared_hand_hears_no_such_line(qtbot):
    w = _window(qtbot)
    _to_the_offer(w, qtbot)
    _press(Qt.Key.Key_D)
    _press(Qt.Key.Key_Right)
    _press(Qt.Key.Key_Return)
    assert _human_moves(w)[-2] == DECLARE and isinstance(_human_moves(w)[-1], PlayCard)
    assert not any(line.startswith("You did not declare") for line in _talk(w))


@pytest.mark.parametrize("game", slow_after(DECLARING_GAMES))
def test_every_game_with_declarations_says_what_was_not_declared(qtbot, game):
    w = _window(qtbot)
    w.start_game(VARIANTS[game], seed=11)
    assert drive_until(w, lambda view: DECLARE in view.legal_actions), game
    view = w.controller.view()
    w.refresh()
    card = next(a.card for a in view.legal_actions if isinstance(a, PlayCard))
    assert w.input.play_card(card)
    lines = [line for line in _talk(w) if line.startswith("You did not declare your ")]
    assert len(lines) == 1, _talk(w)[-6:]
    assert lines[0] != "You did not declare your : declarations are made before your first card."


# -- Declare automatically ---------------------------------------------------------------------------------
def test_declare_automatically_is_off_by_default():
    assert Settings().auto_declare is False


def test_declare_automatically_declares_at_the_first_card(qtbot):
    w = _window(qtbot, auto_declare=True)
    _to_the_offer(w, qtbot)
    _press(Qt.Key.Key_Right)
    _press(Qt.Key.Key_Return)
    moves = _human_moves(w)
    assert moves[-2] == DECLARE and isinstance(moves[-1], PlayCard)
    assert "You: Tierce (20)" in _talk(w)
    assert not any(line.startswith("You did not declare") for line in _talk(w))


def test_declare_automatically_in_the_settings_dialog(qtbot):
    from belote_desktop.ui.dialogs.settings_dialog import SettingsDialog

    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    assert not dialog.auto_declare.isChecked()
    dialog.auto_declare.setChecked(True)
    assert dialog.settings() == dataclasses.replace(Settings(), auto_declare=True)
    again = SettingsDialog(dialog.settings())
    qtbot.addWidget(again)
    assert again.auto_declare.isChecked()


def test_declare_automatically_is_kept_and_a_bad_value_reset():
    save_settings(Settings(auto_declare=True))
    assert load_settings() == (Settings(auto_declare=True), [])
    data = json.loads(Path(settings_path()).read_text(encoding="utf-8"))
    assert data["auto_declare"] is True
    fixed, reset = settings_from_dict(dict(data, auto_declare="yes"))
    assert fixed.auto_declare is False and reset == ["auto_declare"]
    del data["auto_declare"]  # a file written before the setting: no complaint
    assert settings_from_dict(data) == (Settings(), [])


def test_declare_automatically_survives_a_damaged_file():
    path = Path(settings_path())
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format_version": 1, "auto_declare": tru', encoding="utf-8")
    settings, problems = load_settings()
    assert settings == Settings() and problems


# -- the panel leaves the hand in sight ----------------------------------------------------------------------
def _card_outline(w, item) -> QPainterPath:
    """The card as drawn, in viewport coordinates: its face, and the same face lifted under the mouse."""
    path = QPainterPath()
    for lift in (0.0, 0.07 * BASE_HEIGHT):
        face = QRectF(-BASE_WIDTH / 2, -BASE_HEIGHT / 2 - lift, BASE_WIDTH, BASE_HEIGHT)
        polygon = item.mapToScene(QPolygonF(face))
        path.addPolygon(QPolygonF([QPointF(w.table.mapFromScene(p)) for p in polygon]))
    return path


@pytest.mark.parametrize("size", [(1366, 768), (1280, 800), (900, 650)])
def test_the_offer_never_covers_the_hand(qtbot, size, tmp_path):
    w = _window(qtbot, size)
    _to_the_offer(w, qtbot)
    hand = list(w.scene.snapshot.hand)
    for chosen in hand:  # each card lifted in turn, as the arrows lift it
        w.input.select(chosen)
        w.overlays.place()
        panel = QPainterPath()
        panel.addRect(QRectF(w.bidding.geometry()))
        for card in hand:
            item = w.scene.items_by_key[("card", card)]
            assert not _card_outline(w, item).intersects(panel), (size, chosen, card, w.bidding.geometry())
    w.input.select(hand[0])
    shot = tmp_path / f"offer_{size[0]}x{size[1]}.png"
    assert w.grab().save(str(shot))  # looked at by eye when the layout changes


# -- the tutorial's lesson --------------------------------------------------------------------------------
def test_the_tutorial_declaration_lesson_names_d_and_d_declares(qtbot):
    w = _window(qtbot)
    w.controller.auto_bots = True
    w.start_tutorial()
    mode, c = w.tutorial_mode, w.controller
    qtbot.waitUntil(lambda: c.is_human_turn() and not w.animator.busy, timeout=5000)
    w.bidding.actionChosen.emit(mode.tutorial.expected_action())  # lesson 1: take
    qtbot.waitUntil(lambda: mode.tutorial.expected_action() == DECLARE and c.is_human_turn()
                    and not w.animator.busy, timeout=5000)
    assert "Declare it." in w.banner.plain_text()
    assert "Press D" in w.banner.plain_text()
    w.table.setFocus()
    _press(Qt.Key.Key_D)
    assert DECLARE in [a for seat, a in c.match.deal.history if seat == w.human]
    assert not w.banner.refusal.isVisible()
