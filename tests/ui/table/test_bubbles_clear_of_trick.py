"""A message over the table never covers a card in the middle (issue 56, item 8): the toast ("North: Tierce (20),
Tierce (20)") lay over the card led in Belot for 2 with open cards, and over the trick or the turned card in other
games; a speaker's bubble never covers one either. Checked at 1366x768, 1280x800 and 900x650 against the cards'
faces (their shadows aside); screenshots are saved for the eye (pytest's tmp_path)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF

from belote_desktop.engine import DECLARE, PASS, Phase, PlayCard, find_variant
from tests.rulesets import slow_after

SIZES = [(1366, 768), (1280, 800), (900, 650)]
SAID = "North: Tierce (20), Tierce (20)"


def _on_view(w, r: QRectF) -> QRectF:
    z = w.table.zoom
    return QRectF(r.x() * z, r.y() * z, r.width() * z, r.height() * z)


def _middle_faces(w) -> list[QRectF]:
    """The faces of the cards in the middle (the trick, a turned card) as drawn, in the viewport's pixels."""
    snap = w.scene.snapshot
    cards = [card for _, card in snap.trick] + [c for c in (snap.turned, snap.proposed) if c is not None]
    items = [w.scene.items_by_key[("card", card)] for card in cards if ("card", card) in w.scene.items_by_key]
    return [_on_view(w, item.mapToScene(item.shape()).boundingRect()) for item in items if item.isVisible()]


def _covering(w) -> list[str]:
    """What lies over a card in the middle: "toast", or a bubble's words."""
    faces = _middle_faces(w)
    out = []
    if w.overlays.toast.isVisible() and any(QRectF(w.overlays.toast.geometry()).intersects(f) for f in faces):
        out.append("toast")
    for bubble in w.scene.bubbles:
        if bubble.isVisible() and any(_on_view(w, bubble.bubble_rect()).intersects(f) for f in faces):
            out.append(bubble.text)
    return out


def _told(w, qtbot) -> None:
    qtbot.waitUntil(lambda: not w.animator.busy, timeout=5000)
    w.refresh()
    w.overlays.place()
    w.overlays.show_toast(SAID)


@pytest.mark.parametrize("size", SIZES)
def test_the_toast_and_the_bubbles_leave_the_card_led_in_sight_belot_for_2_open(window, qtbot, size, tmp_path):
    w, c = window, window.controller
    w.resize(*size)
    c.auto_bots = False
    w.start_game(find_variant("belot_2p_open"), seed=2)
    for _ in range(80):
        view = c.view()
        if c.current_player() != w.human:
            c.play_bot_move_now()
            continue
        if view.phase is Phase.BIDDING:
            assert c.human_action(next((a for a in view.legal_actions if a != PASS), PASS))
            continue
        if DECLARE in view.legal_actions and c.match.deal.trick:
            break
        assert c.human_action(next(a for a in view.legal_actions if isinstance(a, PlayCard)))
    else:
        pytest.fail("no declaration offer over a card led")
    _told(w, qtbot)
    assert _middle_faces(w) and w.overlays.toast.isVisible()
    assert _covering(w) == [], (size, w.overlays.toast.geometry(), _middle_faces(w))
    # a toast anchored over the middle (as above a panel that was not yet beside it) is moved off the card led
    toast, face = w.overlays.toast, _middle_faces(w)[0]
    toast.move(int(face.center().x() - toast.width() / 2), int(face.center().y()))
    w.overlays.place()
    assert _covering(w) == [], (size, toast.geometry(), face)
    assert w.table.viewport().rect().contains(toast.geometry())
    assert w.grab().save(str(tmp_path / f"offer_{size[0]}x{size[1]}.png"))


@pytest.mark.parametrize("variant", slow_after(["classic", "decouverte", "baloot"]))
@pytest.mark.parametrize("size", SIZES)
def test_a_toast_never_covers_the_trick_or_the_turned_card(window, qtbot, variant, size):
    """At each of the human's moves of a deal, a toast is told: it leaves the middle's cards in sight."""
    w, c = window, window.controller
    w.resize(*size)
    c.auto_bots = False
    w.start_game(find_variant(variant), seed=0)
    rng = random.Random(0)
    told = 0
    for _ in range(60):
        view = c.view()
        if view is None or view.phase is Phase.DONE:
            break
        if c.current_player() != w.human:
            c.play_bot_move_now()
            continue
        _told(w, qtbot)
        told += 1
        assert _covering(w) == [], (variant, size, told, w.overlays.toast.geometry(), _middle_faces(w))
        assert c.human_action(view.legal_actions[rng.randrange(len(view.legal_actions))])
    assert told >= 5
