"""The moments of the table (issue 33): the deal leaves the dealer's hands, a complete trick shows its winner,
and the end of a match has its celebration; none of them holds a key back."""

from __future__ import annotations

import dataclasses
import math
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QAbstractAnimation, QAnimationGroup, QPointF, QPropertyAnimation, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from tests.ui.ui_helpers import make_settings

from belote_desktop.engine import PASS, PlayCard, find_variant, new_deal
from belote_desktop.engine.auctions import AUCTIONS
from belote_desktop.engine.deal import StepKind
from belote_desktop.ui.table import moments
from belote_desktop.ui.table.animator import Animator
from belote_desktop.ui.table.layout import compute, snapshot_from_view
from belote_desktop.ui.table.scene import TableScene
from belote_desktop.ui.table.match_moment import moment_words

# -- the deal leaves the dealer's hands ---------------------------------------------------------------


def _pos_animations(anim: QAbstractAnimation, out: dict[int, list[QPropertyAnimation]]) -> None:
    """Every ``pos`` animation under ``anim``, per card item, in the order the steps run them."""
    if isinstance(anim, QAnimationGroup):
        for i in range(anim.animationCount()):
            _pos_animations(anim.animationAt(i), out)
    elif isinstance(anim, QPropertyAnimation) and bytes(anim.propertyName()) == b"pos":
        out.setdefault(id(anim.targetObject()), []).append(anim)


def _near(a: QPointF, x: float, y: float, tolerance: float = 10.0) -> bool:
    return math.hypot(a.x() - x, a.y() - y) <= tolerance


def _centre(places, seat: int, snap) -> tuple[float, float]:
    """The middle of ``seat``'s hand as the table shows it."""
    if seat == snap.human:
        pts = [(p.x, p.y) for k, p in places.items() if k[0] == "card" and k[1] in snap.hand]
    else:
        pts = [(p.x, p.y) for k, p in places.items() if k[0] == "back" and k[1] == seat]
    return sum(x for x, _ in pts) / len(pts), sum(y for _, y in pts) / len(pts)


DEAL_GAMES = ["classic", "coinche", "belot_3p", "belot_2p", "tarabish"]


@pytest.mark.parametrize("name", DEAL_GAMES)
def test_every_dealt_card_leaves_from_the_dealers_hands(qtbot, name):
    rules = find_variant(name)
    scene = TableScene()
    scene.resize_table(1366, 768)
    animator = Animator(scene)
    animator.set_speed(0.05)
    for dealer in range(rules.players):
        view = new_deal(rules, dealer=dealer, seed=7 + dealer).view_for(0)
        animator.deal_log.clear()
        animator.animate_deal(view)
        assert animator.busy
        full = snapshot_from_view(view)
        origin = animator.paths.deal_origin(full)
        places = compute(full, scene.geometry)
        # the dealer holds the pack on his own side: nearer his hand than anybody else's
        distances = [math.hypot(origin.x - cx, origin.y - cy) for cx, cy in
                     (_centre(places, s, full) for s in range(rules.players))]
        assert min(range(rules.players), key=distances.__getitem__) == dealer, (dealer, distances)
        flights: dict[int, list[QPropertyAnimation]] = {}
        _pos_animations(animator._group, flights)
        dealt = [key for _, key in animator.deal_log if key is not None]
        assert dealt
        stack = 2.0 + 0.36 * int(rules.deck)  # the pack is a squared-up stack, a quarter pixel a card
        for key in dealt:
            item = scene.items_by_key[key]
            first = flights[id(item)][0]
            assert _near(first.startValue(), origin.x, origin.y, stack), (name, dealer, key, first.startValue(), origin)
        animator.finish_now()
        assert not animator.busy
        # what is left of the pack is put down in front of him (the talon), not kept in his hands
        rest = [scene.items_by_key[k] for k in scene.items_by_key if k[0] == "deck"]
        for item in rest:
            assert not _near(item.pos(), origin.x, origin.y, 2.0)


@pytest.mark.parametrize("name", ["classic", "belot_3p", "belot_2p"])
def test_after_the_auction_the_pack_is_taken_up_and_dealt_from_the_hands(qtbot, name):
    rules = find_variant(name)
    scene = TableScene()
    scene.resize_table(1366, 768)
    animator = Animator(scene)
    for dealer in range(rules.players):
        before = new_deal(rules, dealer=dealer, seed=3)
        auction = AUCTIONS[rules.trump_scheme]
        after = before.apply(next(a for a in before.legal_actions()
                                  if a != PASS and auction.contract_for(before, a) is not None))
        while after.contract is None:  # the others pass until the auction closes
            before = after
            after = before.apply(PASS)
        bv, av = before.view_for(0), after.view_for(0)
        start = snapshot_from_view(bv)
        animator.set_speed(0.0)
        animator.show_still(bv)
        talon = {key: (item.pos().x(), item.pos().y()) for key, item in scene.items_by_key.items() if key[0] == "deck"}
        assert talon
        animator.set_speed(0.05)
        animator.deal_log.clear()
        animator._animate_second_deal(bv, av, snapshot_from_view(av))
        origin = animator.paths.deal_origin(start)
        flights: dict[int, list[QPropertyAnimation]] = {}
        _pos_animations(animator._group, flights)
        script = rules.deal_plan.script(dealer, av.contract.taker).after
        assert [seat for seat, _ in animator.deal_log] == [step.seat for step in script]
        for (_seat, key), step in zip(animator.deal_log, script):
            if step.kind is StepKind.TAKE:
                continue  # the turned card goes from the middle to its taker
            item = scene.items_by_key[key]
            moves = flights[id(item)]
            taken_up, dealt = moves[0], moves[1]
            assert any(_near(taken_up.startValue(), x, y, 1.0) for x, y in talon.values())
            assert _near(taken_up.endValue(), origin.x, origin.y, 14) and _near(dealt.startValue(), origin.x, origin.y, 14)
        animator.finish_now()


# -- the trick-winner moment ---------------------------------------------------------------------------


@pytest.fixture
def window(qtbot):
    from belote_desktop.ui.window.main_window import MainWindow

    w = MainWindow(interactive=False, settings=make_settings(
        partner_level="beginner", opponent_level="beginner", auto_play_single_card=False))
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3000)
    yield w
    w.controller.auto_bots = False
    w.controller.cancel_bot()
    w.controller.wait_for_bots()


def _trick_ending_move(window, to_human: bool, seed: int = 4):
    """The match one move before a bot's card that completes a trick (``to_human``: after which the player is
    to play), and that card."""
    c = window.controller
    c.auto_bots = False
    window.start_game(find_variant("classic"), seed=seed)
    for _ in range(400):
        if c.awaiting_continue:
            c.continue_deal()
            continue
        before = c.match
        mover = c.current_player()
        action = c.play_bot_move_now()
        if (mover != window.human and isinstance(action, PlayCard)
                and len(c.match.deal.tricks) > len(before.deal.tricks) and c.is_human_turn() == to_human):
            return before, action
    raise AssertionError("no such move")


def _glowing(window):
    return [key for key, item in window.scene.items_by_key.items() if item.glow > 0.0]


@pytest.mark.slow
def test_the_trick_winner_is_marked_during_the_moment_and_unmarked_after(window, qtbot):
    c = window.controller
    before, action = _trick_ending_move(window, to_human=False)
    c.load_match(before)
    window.sync.draw_still()
    window.refresh()
    window.animator.set_speed("normal")
    c.apply(action)
    trick = c.match.deal.tricks[-1] if c.match.deal.tricks else c.match.finished[-1].tricks[-1]
    winning_card = trick.cards[(trick.winner - trick.leader) % len(trick.cards)]
    assert window.animator.busy
    flash = None

    def marked():
        nonlocal flash
        flash = moments.plate_flash(window.scene)
        item = window.scene.items_by_key.get(("card", winning_card))
        return flash is not None and flash.isVisible() and flash.opacity() > 0.9 and item is not None and item.glow > 0.9

    qtbot.waitUntil(marked, timeout=3000)
    assert _glowing(window) == [("card", winning_card)]  # the winning card only
    assert flash.seat == trick.winner
    name = window.names()[trick.winner]
    expected = "You win the trick" if trick.winner == window.human else f"{name} wins the trick"
    assert flash.words == expected
    plate = window.scene.plates[trick.winner].rect
    halo = flash.boundingRect()
    assert not any(halo.intersects(p.rect) for p in window.scene.plates if p.isVisible())  # beside the plates
    near = plate.adjusted(-plate.height(), -plate.height(), plate.height(), plate.height())
    assert flash.rect.intersects(near)  # the winner's
    item = window.scene.items_by_key[("card", winning_card)]
    others = [window.scene.items_by_key[("card", card)] for card in trick.cards if card != winning_card]
    assert all(item.zValue() > other.zValue() for other in others)  # on top of the trick
    qtbot.waitUntil(lambda: not window.animator.busy, timeout=5000)
    assert _glowing(window) == [] and not flash.isVisible()


@pytest.mark.slow
def test_cutting_the_moment_short_takes_its_marks_away(window, qtbot):
    c = window.controller
    before, action = _trick_ending_move(window, to_human=False, seed=6)
    c.load_match(before)
    window.sync.draw_still()
    window.refresh()
    window.animator.set_speed("slow")
    c.apply(action)
    qtbot.waitUntil(lambda: bool(_glowing(window)), timeout=3000)
    window.animator.finish_now()
    assert not window.animator.busy and _glowing(window) == []
    assert not moments.plate_flash(window.scene).isVisible()


@pytest.mark.slow
def test_no_moment_when_the_animations_are_off(window, qtbot):
    c = window.controller
    before, action = _trick_ending_move(window, to_human=False)
    c.load_match(before)
    window.sync.draw_still()
    window.animator.set_speed("instant")
    c.apply(action)
    assert not window.animator.busy and _glowing(window) == []
    flash = moments.plate_flash(window.scene)
    assert flash is None or not flash.isVisible()


@pytest.mark.slow
def test_keys_pressed_during_the_trick_moment_are_acted_on(window, qtbot):
    c = window.controller
    before, action = _trick_ending_move(window, to_human=True)
    c.load_match(before)
    window.sync.draw_still()
    window.refresh()
    window.animator.set_speed("slow")
    c.apply(action)
    qtbot.waitUntil(lambda: bool(_glowing(window)), timeout=3000)  # the moment is on
    mine = sum(1 for s, a in c.match.deal.history if s == window.human and isinstance(a, PlayCard))
    QTest.keyClick(window.table, Qt.Key.Key_Right)
    QTest.keyClick(window.table, Qt.Key.Key_Return)
    assert window.animator.busy
    qtbot.waitUntil(lambda: sum(1 for s, a in c.match.deal.history
                                if s == window.human and isinstance(a, PlayCard)) > mine, timeout=10000)


@pytest.mark.slow
def test_an_animation_stopped_short_does_not_leave_the_table_busy(window, qtbot):
    """Qt stops an animation when another one starts on the same property of the same item; the table is then
    put where it was going (a moment that animated a trick card's z once stalled the whole trick)."""
    c = window.controller
    before, action = _trick_ending_move(window, to_human=True)
    c.load_match(before)
    window.sync.draw_still()
    window.animator.set_speed("slow")
    c.apply(action)
    qtbot.waitUntil(lambda: bool(_glowing(window)), timeout=3000)
    key = _glowing(window)[0]
    stray = QPropertyAnimation(window.scene.items_by_key[key], b"glow", window)
    stray.setDuration(50)
    stray.setStartValue(0.5)
    stray.setEndValue(0.0)
    stray.start()
    qtbot.waitUntil(lambda: not window.animator.busy, timeout=3000)
    assert window.scene.snapshot is not None and not window.scene.snapshot.trick  # the trick was swept


# -- the end-of-match moment -----------------------------------------------------------------------------


def _play_a_short_match(window, target: int = 300, seed: int = 3):
    c = window.controller
    c.auto_bots = False
    window.animator.set_speed("instant")
    window.start_game(dataclasses.replace(find_variant("classic"), target_score=target), seed=seed)
    for _ in range(3000):
        if c.match.over:
            break
        if c.awaiting_continue:
            window.continue_deal()
            continue
        c.play_bot_move_now()
    assert c.match.over
    return c.match


@pytest.mark.slow
def test_the_match_moment_appears_with_the_winner_and_the_score(window, qtbot):
    c = window.controller
    c.auto_bots = False
    window.start_game(dataclasses.replace(find_variant("classic"), target_score=300), seed=3)
    window.animator.set_speed("normal")
    for _ in range(3000):  # the last move with the animations on, the others at once
        if c.match.over:
            break
        if c.awaiting_continue:
            window.continue_deal()
            continue
        window.animator.finish_now()
        c.play_bot_move_now()
    window.animator.finish_now()
    qtbot.waitUntil(window.end_panel.isVisible, timeout=3000)
    match = c.match
    moment = window.deal_end.match_moment
    assert moment.isVisible() and moment.running  # animated: the confetti falls
    w = match.winner
    human_team = match.rules.team_of(window.human)
    partner = window.names()[next(s for s in range(match.rules.players)
                                  if s != window.human and match.rules.team_of(s) == human_team)]
    if w == human_team:
        assert moment.headline == f"You and {partner} win the match" and moment.won and moment._pieces
    else:
        assert moment.headline.endswith("win the match") and "You" not in moment.headline and not moment.won
    assert moment.score == f"{match.scores[w]} – {match.scores[1 - w]}"
    # over the panel's top, under nothing that takes the mouse or the keys
    ribbon = moment.ribbon_rect()
    panel = window.end_panel.geometry()
    assert ribbon.top() < panel.top() < ribbon.bottom() and ribbon.left() < panel.left()
    assert moment.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    assert moment.focusPolicy() == Qt.FocusPolicy.NoFocus
    # the end panel's buttons are still reached by the keyboard, during the moment
    assert window.end_panel.new_game_button.hasFocus()
    wanted: list = []
    window.end_panel.newGameClicked.disconnect()
    window.end_panel.newGameClicked.connect(lambda: wanted.append(True))
    QTest.keyClick(window.end_panel.new_game_button, Qt.Key.Key_Space)
    assert moment.running and wanted == [True]
    QTest.keyClick(window.end_panel, Qt.Key.Key_Return)
    assert wanted == [True, True]
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)  # Tab goes on to the panel's next button
    assert QApplication.focusWidget() is not window.end_panel.new_game_button
    assert window.end_panel.isAncestorOf(QApplication.focusWidget())
    qtbot.waitUntil(lambda: not moment.running, timeout=8000)
    assert moment.isVisible() and moment.progress == 1.0  # the ribbon stays while the panel is up
    window.end_panel.hide()
    assert not moment.isVisible()


@pytest.mark.slow
def test_with_the_animations_off_the_match_moment_is_a_still_image(window, qtbot):
    match = _play_a_short_match(window)
    moment = window.deal_end.match_moment
    assert window.end_panel.isVisible() and moment.isVisible()
    assert not moment.running and moment.progress == 1.0 and not moment.animated
    assert moment.score.startswith(str(match.scores[match.winner]))
    image = moment.grab().toImage()  # something is drawn where the ribbon lies
    r = moment.ribbon_rect().toAlignedRect()
    assert image.pixelColor(r.center().x(), r.top() + 3).alpha() > 0
    window.start_game(find_variant("classic"), seed=1)  # a new game: the moment goes with the panel
    assert not moment.isVisible()


def _fake_match(rules, scores, winner):
    return SimpleNamespace(rules=rules, scores=scores, winner=winner, finished=[])


def test_the_moments_words():
    classic = find_variant("classic")
    names = ["You", "East", "North", "West"]
    assert moment_words(_fake_match(classic, (1012, 704), 0), 0, names) == (
        "You and North win the match", "1012 – 704", True)
    assert moment_words(_fake_match(classic, (704, 1012), 1), 0, names) == (
        "East and West win the match", "1012 – 704", False)
    three = find_variant("belot_3p")
    assert moment_words(_fake_match(three, (300, 512, 280), 1), 0, ["You", "East", "West"]) == (
        "East wins the match", "512 – 300 – 280", False)
    assert moment_words(_fake_match(three, (512, 300, 280), 0), 0, ["You", "East", "West"])[:2] == (
        "You win the match", "512 – 300 – 280")
    assert moment_words(_fake_match(classic, (500, 500), -1), 0, names)[0] == "The match is a draw"
