"""In every game, at 1366x768, 1280x800, 900x650 and at 2x scaling, during the human's turn in the
auction and in the first trick, nothing covers the talon, the turned card or a kitty (name plates, bubbles,
the contract box, the bidding panel, the hint line, the hands), and they stay inside the table; while cards
are dealt, none passes over a name plate of the side or top players."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF

from belote_desktop.engine import VARIANTS, Phase, find_variant
from tools.screenshots import window as shots
from belote_desktop.ui.table.card_item import BASE_HEIGHT, BASE_WIDTH
from belote_desktop.learn.table_words import BOTTOM, side_of
from belote_desktop.ui.table.hint_bar import Hint
from tests.rulesets import slow_but

SIZES = [(1366, 768), (1280, 800), (900, 650)]
FLYING_Z = 500.0  # the animator lifts a card in flight this much above where it will lie
MOMENTS = ("auction", "first trick")
LONG_HINT = ("A hint long enough to take two lines of the hint bar: the card you point at must follow the suit "
             "led, and trump when you cannot follow, overtrumping where you can.")


def _watched(scene) -> list[tuple[str, QRectF]]:
    """The talon, the kitty cards and the turned card (in the middle, or proposed by a layout) as drawn."""
    snap = scene.snapshot
    middle = snap.turned if snap.turned is not None else snap.proposed
    out = []
    for key, item in scene.items_by_key.items():
        if not item.isVisible():
            continue
        if key[0] in ("deck", "kitty") or (key[0] == "card" and middle is not None and key[1] == middle):
            out.append((str(key), _card_rect(item)))
    return out


def _covers(window) -> list[tuple[str, QRectF]]:
    """What may not lie over them: name plates, bubbles, the contract box, the 'Turned card' caption, the
    bidding panel, the hint line, and the hands (the human's cards and the others' backs)."""
    scene = window.scene
    out = [(f"plate {s}", p.sceneBoundingRect()) for s, p in enumerate(scene.plates) if p.isVisible()]
    out += [(f"bubble {s}", b.sceneBoundingRect()) for s, b in enumerate(scene.bubbles)
            if b.isVisible() and b.text]
    if scene.info.isVisible():
        out.append(("contract box", scene.info.sceneBoundingRect()))
    if scene.turned_caption.isVisible():
        out.append(("turned caption", scene.turned_caption.sceneBoundingRect()))
    for name, widget in (("bidding panel", window.bidding), ("hint line", window.hint_bar)):
        if widget.isVisible():
            out.append((name, QRectF(widget.geometry())))
    snap = scene.snapshot
    for key, item in scene.items_by_key.items():
        if item.isVisible() and (key[0] == "back" or (key[0] == "card" and key[1] in snap.hand)):
            out.append((f"hand {key}", _card_rect(item)))
    return out


def _card_rect(item) -> QRectF:
    """A card's own outline in the scene, without its shadow (its bounding rect leaves room for one)."""
    return item.sceneTransform().mapRect(QRectF(-BASE_WIDTH / 2, -BASE_HEIGHT / 2, BASE_WIDTH, BASE_HEIGHT))


def _at(window, moment: str) -> bool:
    view = window.controller.view()
    if view is None or window.controller.current_player() != window.human:
        return False
    if moment == "auction":
        return view.phase is Phase.BIDDING
    return view.phase is Phase.PLAY and not view.tricks


def problems(window, preset: str, size: tuple[int, int], moment: str, seed: int = 5, hint: bool = True) -> list[str]:
    """What covers the talon, the turned card or a kitty at ``moment`` of a game of ``preset``, or leaves the
    table; [] when nothing does, ["never ..."] when the moment did not come. ``hint``: with a two-line hint."""
    window.resize(*size)
    window.show()
    shots._settle(window)
    window.start_game(find_variant(preset), seed=seed)
    if not shots._play_until(window, lambda w: _at(w, moment), max_actions=400):
        return [f"never at the {moment} ({preset})"]
    shots._settle(window)
    window.refresh()
    if hint:
        window.rule_hints.set_sticky(lambda: Hint("info", LONG_HINT))  # the hint line shows, two lines high
    shots._settle(window)
    vp = window.table.viewport()
    inside = QRectF(0, 0, vp.width(), vp.height())
    found = []
    for what, rect in _watched(window.scene):
        if not inside.contains(rect):
            found.append(f"{preset} {size} {moment}: {what} {rect.getRect()} leaves the table {inside.getRect()}")
        for other, cover in _covers(window):
            if rect.intersects(cover):
                found.append(f"{preset} {size} {moment}: {other} {cover.getRect()} covers {what} {rect.getRect()}")
    window.rule_hints.set_sticky(None)
    return found


@pytest.fixture
def window(qtbot):
    from tests.ui.ui_helpers import make_settings

    from belote_desktop.ui.window.main_window import MainWindow

    w = MainWindow(interactive=False, settings=make_settings())
    qtbot.addWidget(w)
    w.controller.auto_bots = False
    yield w
    w.controller.auto_bots = False
    w.controller.cancel_bot()
    w.controller.wait_for_bots()


@pytest.mark.parametrize("moment", MOMENTS)
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("preset", slow_but(list(VARIANTS)))
def test_nothing_covers_the_talon_turned_card_or_kitty(window, preset, size, moment):
    assert problems(window, preset, size, moment) == []


def test_the_check_sees_a_covered_talon(window):
    """The check is not blind: a name plate moved onto the talon is reported."""
    window.resize(1280, 800)
    window.show()
    window.start_game(find_variant("classic"), seed=5)
    assert shots._play_until(window, lambda w: _at(w, "auction"))
    shots._settle(window)
    watched = dict(_watched(window.scene))
    talon = next(rect for what, rect in watched.items() if what.startswith("('deck'"))
    plate = window.scene.plates[1]
    plate.setPos(talon.center() - plate.sceneBoundingRect().center() + plate.pos())
    covered = [o for o, c in _covers(window) for r in watched.values() if r.intersects(c)]
    assert "plate 1" in covered


_TWO_X = """
import json
from PySide6.QtWidgets import QApplication
app = QApplication([])
from tests.ui.table.test_nothing_covers_the_talon import problems, MOMENTS
from belote_desktop.engine import VARIANTS
from tools.screenshots import window as shots
window = shots._window((1280, 800))
out = {"dpr": window.devicePixelRatioF(), "problems": [], "seen": 0}
for size in [(1280, 720), (1366, 768), (944, 500)]:  # 2560x1440, 2732x1536 and 1920x1080 screens at 200 %
    for preset in VARIANTS:
        for moment in MOMENTS:  # the smallest without a hint line: the panel alone fills the table's middle
            out["problems"] += problems(window, preset, size, moment, hint=size[1] > 500)
            out["seen"] += 1
print(json.dumps(out))
"""


@pytest.mark.slow
def test_at_2x_nothing_covers_the_talon_turned_card_or_kitty():
    """At 200 % (QT_SCALE_FACTOR=2: the panel's letters and the cards drawn at twice the pixels), every game."""
    env = dict(os.environ, QT_SCALE_FACTOR="2", QT_QPA_PLATFORM="offscreen")
    run = subprocess.run([sys.executable, "-c", _TWO_X], capture_output=True, text=True, env=env, timeout=900,
                         cwd=Path(__file__).resolve().parents[3])
    assert run.returncode == 0, run.stderr[-3000:]
    result = json.loads(run.stdout.strip().splitlines()[-1])
    assert result["dpr"] == 2.0
    assert result["seen"] == 3 * len(VARIANTS) * len(MOMENTS)
    assert result["problems"] == []


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("preset", slow_but(list(VARIANTS)))
def test_dealt_cards_never_lie_under_a_side_or_top_name_plate(window, qtbot, preset, size):
    """The deal animation, sampled every 15 ms: the cards lying in the hands and rows of the side and top players
    (not those in flight) never lie under a name plate: the plates stand where the whole hand will end from
    the first card on, not where an empty hand would be."""
    window.resize(*size)
    window.show()
    shots._settle(window)
    window.animator.set_speed(1.0)
    window.start_game(find_variant(preset), seed=5)
    group = window.animator._group
    assert group is not None
    group.pause()
    scene = window.scene
    snap = scene.snapshot
    plates = [(s, p) for s, p in enumerate(scene.plates)
              if s < snap.players and side_of(s, snap.human, snap.players, snap.clockwise) != BOTTOM]
    assert plates
    bad, resting = [], 0
    for t in range(0, group.totalDuration() + 1, 15):
        group.setCurrentTime(t)
        for key, item in scene.items_by_key.items():
            if not item.isVisible() or item.zValue() >= FLYING_Z or key[0] == "deck":
                continue
            resting += 1
            card = _card_rect(item)
            for seat, plate in plates:
                if plate.isVisible() and card.intersects(plate.sceneBoundingRect().adjusted(10, 10, -10, -10)):
                    bad.append((t, str(key), seat))
    window.animator.finish_now()
    assert resting > 0
    assert bad == []
