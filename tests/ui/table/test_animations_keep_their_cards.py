"""The table's animations keep their cards (issue 56, point 8): a new size of the table while the cards fly (the
window resized, the bidding panel making room above the hand) dropped the cards brought in mid-flight, and Qt
wrote "QPropertyAnimation::updateState (pos): Changing state of an animation without target" for each of
their animations, hundreds in a session. A deal played with its animations and resized as it goes writes none."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import qInstallMessageHandler
from tests.ui.ui_helpers import make_settings

from belote_desktop.engine import find_variant

SIZES = [(1024, 700), (900, 650), (1366, 768), (1100, 720)]


@pytest.fixture
def qt_messages():
    seen: list[str] = []

    def keep(_kind, _context, message: str) -> None:
        seen.append(message)

    previous = qInstallMessageHandler(keep)
    yield seen
    qInstallMessageHandler(previous)


@pytest.fixture
def animated_window(qtbot, monkeypatch):
    from belote_desktop.ui.window.main_window import MainWindow

    monkeypatch.setenv("BELOTE_DESKTOP_ANIMATION", "fast")  # the tests' instant moves have nothing in flight

    w = MainWindow(interactive=False, settings=make_settings(animation_speed="fast"))
    qtbot.addWidget(w)
    w.resize(*SIZES[0])
    w.show()
    yield w
    w.animator.finish_now()
    w.controller.auto_bots = False
    w.controller.cancel_bot()
    w.controller.wait_for_bots()


def _without_target(messages: list[str]) -> list[str]:
    return [m for m in messages if "without target" in m]


def test_a_new_size_while_the_cards_are_dealt_keeps_them(animated_window, qtbot, qt_messages):
    w = animated_window
    w.start_game(find_variant("coinche"), seed=3)
    qtbot.waitUntil(lambda: w.animator.busy, timeout=5000)
    cards = set(w.scene.items_by_key)
    for size in SIZES[1:]:
        w.resize(*size)
        qtbot.wait(15)
        assert set(w.scene.items_by_key) >= cards  # no card dropped mid-flight
    w.scene.set_reserve(120)  # a panel over the hand makes room, as the bidding panel does
    qtbot.waitUntil(lambda: not w.animator.busy, timeout=10000)
    assert _without_target(qt_messages) == []
    # the cards end where the new size puts them
    targets = w.scene.targets(w.scene.snapshot)
    for key, place in targets.items():
        item = w.scene.items_by_key[key]
        assert abs(item.pos().x() - place.x) < 0.5 and abs(item.pos().y() - place.y) < 0.5, key


@pytest.mark.slow
def test_a_played_deal_resized_as_it_goes_writes_no_animation_warning(animated_window, qtbot, qt_messages):
    w = animated_window
    c = w.controller
    rng = random.Random(5)
    w.start_game(find_variant("coinche"), seed=3)
    resized = 0
    for _ in range(4000):
        qtbot.wait(5)
        if c.match is None or c.awaiting_continue or c.match.over:
            break
        if w.animator.busy and rng.random() < 0.3:
            w.resize(*rng.choice(SIZES))
            resized += 1
        if c.is_human_turn() and not w.animator.busy:
            view = c.view()
            c.human_action(view.legal_actions[rng.randrange(len(view.legal_actions))])
    assert c.awaiting_continue or (c.match is not None and c.match.over), "the deal did not end"
    assert resized >= 5
    assert _without_target(qt_messages) == []
