"""The player robot's moves (tools/player_robot.py): one deal played through the window's widgets and keys, the
bids and calls clicked on the bidding panel, the declarations, the cards played by the mouse, the keys or Suggest
then Enter; each checked to reach the game as chosen (``input_reaches_game``).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any


from . import robot_asides, robot_checks

if TYPE_CHECKING:  # Qt is imported once _pyside_fix has run

    from belote_desktop.engine import PlayerView

    from .player_robot import Robot

SUGGEST_SHARE = 0.04  # the share of the player's moves made with S then Enter


def play_deal(robot: Robot) -> str:
    robot.skipped_declaration = False
    for _ in range(400):
        outcome = robot.settle()
        robot.look_for_errors()
        if outcome != "human":
            return outcome
        robot_checks.step_checks(robot)
        robot_asides.maybe_interrupt(robot)
        if robot.settle() != "human":
            continue
        human_move(robot)
    robot.fail("stall", "the deal took more than 400 of the player's moves")
    return "stall"


def human_move(robot: Robot) -> None:
    from belote_desktop.engine import DECLARE
    from belote_desktop.engine.actions import AUCTION_ACTIONS

    c = robot.window.controller
    view = c.view()
    assert view is not None
    legal = view.legal_actions
    before = len(c.match.deal.history) if c.match is not None else 0
    deal_before = c.match.deal if c.match is not None else None
    offered = DECLARE in legal
    if offered and robot.rng.random() < 0.5:
        robot.step = "declare"
        declare(robot)
    elif any(isinstance(a, AUCTION_ACTIONS) for a in legal):
        robot.step = "bid"
        bid(robot, view)
    elif not _play_a_card(robot, legal, offered):
        return
    robot.pump()
    moved = _moved_on(robot, c, deal_before, before)
    where = _network_where(robot, moved)
    robot.check("input_reaches_game", moved, f"{robot.step}: the window did not apply the player's choice{where}")


def _play_a_card(robot: Robot, legal: Any, offered: bool) -> bool:
    """One of the ``legal`` cards played (a declaration ``offered`` skipped, and told); False: none to play."""
    from belote_desktop.engine import PlayCard

    w = robot.window
    cards = [a.card for a in legal if isinstance(a, PlayCard)]
    if not cards:
        robot.fail("input_reaches_game", f"the player's turn, and nothing to choose: {legal}")
        robot.pump(20)
        return False
    robot.step = "play a card" + (" without declaring" if offered else "")
    talk_before = w.log.count()
    play(robot, cards)
    if offered:
        robot.skipped_declaration = True
        robot.features["declaration_skipped"] += 1
        robot.pump()
        _check_declaration_told(robot, talk_before)
    return True


def _check_declaration_told(robot: Robot, talk_before: int) -> None:
    """``skipped_declaration_told``: the talk after a card played without declaring says so."""
    w = robot.window
    deadline = time.monotonic() + (5.0 if robot.network_host is not None else 0.0)
    while w.log.count() == talk_before and time.monotonic() < deadline:  # the host's answer first
        robot.pump(5)
    new = [w.log.item(i).text() for i in range(talk_before, w.log.count())]
    robot.check("skipped_declaration_told", any("declar" in line.lower() for line in new),
               f"the talk after a card played without declaring: {new}")


def _moved_on(robot: Robot, c: Any, deal_before: Any, before: int) -> bool:
    """The table applied the player's choice: another deal, a longer history, or the deal's end."""

    def moved_on() -> bool:
        return c.match is not None and (c.match.deal is not deal_before or len(c.match.deal.history) > before
                                        or c.awaiting_continue)
    deadline = time.monotonic() + (5.0 if robot.network_host is not None else 0.0)
    while not moved_on() and time.monotonic() < deadline:  # a network table: the host's answer comes back
        robot.pump(5)
    moved = moved_on()
    if not moved and robot.settle() == "human":
        m = c.match
        moved = m is not None and (m.deal is not deal_before or len(m.deal.history) > before)
    return moved


def _network_where(robot: Robot, moved: bool) -> str:
    """Where the host and the window stand, for a move the window did not apply at a network table."""
    if moved or robot.network_host is None:
        return ""
    w = robot.window
    c = w.controller
    host = robot.network_host
    return (
        f" (the host at step {host.table.step}, waiting for "
        f"{sorted(host.table.ready_wanted)}, to move {host.table.to_move()}; the "
        f"window at step {getattr(c, 'step', '?')}, its turn {c.is_human_turn()}, sent at "
        f"{getattr(c, '_sent_at_step', '?')}, away {host.table.seats[w.human].away}, undone "
        f"{sorted(host.undone_steps)[-3:]}, last moves {host.table.match.deal.history[-2:]})")


def declare(robot: Robot) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    w = robot.window
    button = w.bidding.buttons.get("declare")
    if button is not None and button.isVisible() and robot.rng.random() < 0.6:
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    else:
        QTest.keyClick(w.table, Qt.Key.Key_D)  # the plain key
    robot.features["declared"] += 1


def bid(robot: Robot, view: PlayerView) -> None:
    """A call through the panel: a button clicked (pass more often than not), or Suggest then Enter, or P."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from belote_desktop.engine import PASS

    w = robot.window
    roll = robot.rng.random()
    if roll < SUGGEST_SHARE:  # an expert's search in the worker processes: the robot's dearest step
        suggest_then_enter(robot)
        robot.features["bid_suggested"] += 1
        return
    if roll < 0.15 and PASS in view.legal_actions:
        QTest.keyClick(w.table, Qt.Key.Key_P)
        robot.features["pass_key"] += 1
        return
    passes, others = _panel_calls(robot)
    if passes and (not others or robot.rng.random() < 0.55):
        QTest.mouseClick(passes[0], Qt.MouseButton.LeftButton)
        robot.features["pass"] += 1
        return
    if not others:
        QTest.keyClick(w.table, Qt.Key.Key_P)
        return
    _click_a_call(robot, view, others)


def _panel_calls(robot: Robot) -> tuple[list[Any], list[Any]]:
    """The bidding panel's pass buttons, and its other (button, call) pairs, that can be clicked."""
    from belote_desktop.engine import PASS

    choices = [(b, a) for b, a in robot.window.bidding.choices() if b.isVisible() and b.isEnabled()]
    passes = [b for b, a in choices if a == PASS]
    others = [(b, a) for b, a in choices if a is not None and a != PASS]
    return passes, others


def _click_a_call(robot: Robot, view: PlayerView, others: list[Any]) -> None:
    """One of the ``others`` (button, call) clicked; a strain armed, the Bid button then."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    w = robot.window
    button, action = robot.rng.choice(others)
    history = len(view.history)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    robot.features[f"call:{type(action).__name__}"] += 1
    robot.pump()
    m = w.controller.match
    if m is None or len(m.deal.history) != history or w.animator.busy:
        return
    bid_button = w.bidding.buttons.get("bid")  # a strain armed: the Bid button says it
    if bid_button is not None and bid_button.isVisible() and bid_button.isEnabled():
        QTest.mouseClick(bid_button, Qt.MouseButton.LeftButton)


def suggest_then_enter(robot: Robot) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    w = robot.window
    QTest.keyClick(w.table, Qt.Key.Key_S)
    deadline = time.monotonic() + robot.args.stall_s
    while w.suggester.asked_for is not None and time.monotonic() < deadline:
        robot.pump(2)
    QTest.keyClick(w.table, Qt.Key.Key_Return)


def play(robot: Robot, cards: list[Any]) -> None:
    """A legal card: with the arrows and Enter, a click on it, or Suggest then Enter."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    w = robot.window
    roll = robot.rng.random()
    if roll < SUGGEST_SHARE:
        suggest_then_enter(robot)
        robot.features["card_suggested"] += 1
        return
    card = robot.rng.choice(cards)
    if roll < 0.6:
        hand = w.input._hand()
        for _ in range(len(hand) + 2):
            if w.scene.selected == card:
                break
            QTest.keyClick(w.table, Qt.Key.Key_Right)
        if w.scene.selected == card:
            QTest.keyClick(w.table, Qt.Key.Key_Return)
            robot.features["card_keys"] += 1
            return
    point = card_point(robot, card)
    if point is None:
        w.input.play_card(card)  # no place to click (should not happen): the hand mirror's way
        robot.fail("input_reaches_game", f"{card} has no place on the table to click")
        return
    QTest.mouseClick(w.table.viewport(), Qt.MouseButton.LeftButton, pos=point)
    if w.scene.selected == card:  # "confirm before playing": the first click lifts it
        QTest.mouseClick(w.table.viewport(), Qt.MouseButton.LeftButton, pos=card_point(robot, card) or point)
    robot.features["card_click"] += 1


def card_point(robot: Robot, card: Any) -> Any:
    """A point of ``card`` no other card covers, in the table's viewport coordinates."""
    from PySide6.QtCore import QPointF

    w = robot.window
    item = w.scene.items_by_key.get(("card", card))
    if item is None:
        return None
    shape = item.mapToScene(item.boundingRect()).boundingRect()
    for fx in (0.15, 0.3, 0.5, 0.7, 0.85):
        for fy in (0.12, 0.3, 0.5):
            p = QPointF(shape.left() + shape.width() * fx, shape.top() + shape.height() * fy)
            top = next((i for i in w.scene.items(p) if hasattr(i, "card") and hasattr(i, "clicked")), None)
            if top is item:
                return w.table.mapFromScene(p)
    return None
