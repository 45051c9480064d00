"""The deal animation replays the engine's deal script: the same steps to the same seats, in order, the
human's own cards face up and everybody else's as backs, each seat's cards on its side of the screen."""

from __future__ import annotations

import dataclasses

import pytest

from belote_desktop.engine import CARDS, PASS, Bid, Pass, Phase, Take, find_variant, new_deal
from belote_desktop.engine.auctions import AUCTIONS
from belote_desktop.engine.deal import StepKind, TurnedFrom, TurnedKeeper, Zone
from belote_desktop.engine.cards import DeckKind
from belote_desktop.ui.table.animator import Animator
from belote_desktop.learn.table_words import BOTTOM, LEFT, RIGHT, TOP, side_of
from belote_desktop.ui.table.layout import compute, snapshot_from_view
from belote_desktop.ui.table.scene import TableScene
from tests.engine.test_deal import DECOUVERTE_DEAL, OPEN_CARDS_DEAL, TARABISH_DEAL
from tests.rulesets import every_ruleset, slow_after

CLABBER_DEAL = dataclasses.replace(
    find_variant("classic"), deck=DeckKind.SHORT_24, first_packets=(1,) * 6, second_packets=(),
    turned_from=TurnedFrom.DEALER_LAST, turned_keeper=TurnedKeeper.OWNER,
)
KITTY_DEAL = dataclasses.replace(find_variant("classic"), kitty_packets=(1,), second_packets=(2,))


def _rulesets():
    return {**every_ruleset(), "clabber-deal": CLABBER_DEAL, "kitty-deal": KITTY_DEAL}


def _check_sides(window, log):
    """Every back dealt lies on its seat's side of the table (the clockwise mirror included)."""
    scene = window.scene
    rules = window.controller.match.rules
    geo = scene.geometry
    for seat, key in log:
        if key is None or key[0] != "back":
            continue
        item = scene.items_by_key[key]
        side = side_of(seat, window.human, rules.players, rules.direction.value == "cw")
        x, y = item.pos().x(), item.pos().y()
        assert {BOTTOM: y > geo.cy, TOP: y < geo.cy, LEFT: x < geo.cx, RIGHT: x > geo.cx}[side], (seat, key, side)


def _check_replay(window, steps, log, mine):
    """The log follows the script step by step; the human's keys are his cards, the others' are backs."""
    assert [seat for seat, _ in log] == [s.seat for s in steps]
    deal = window.controller.match.deal
    for step, (seat, key) in zip(steps, log):
        if step.kind is StepKind.TURN or (step.face_up and step.zone is Zone.HAND):
            assert key == ("card", deal.turned_card)
        elif step.zone is Zone.KITTY:
            assert key[0] == "kitty" and key[1] == seat  # face down, even the human's
        elif step.zone is Zone.TABLE_DOWN:
            assert key == ("table", seat, step.slot, "down")
        elif step.zone is Zone.TABLE_UP:
            assert key == ("card", CARDS[deal.deck[step.position]])
        elif seat == window.human:
            assert key[0] == "card" and key[1] in mine
        else:
            assert key[0] == "back" and key[1] == seat


@pytest.mark.parametrize("name", slow_after(sorted(_rulesets())))
@pytest.mark.parametrize("speed", [0.0, 0.02])
def test_first_deal_replays_the_script(window, qtbot, name, speed):
    rules = _rulesets()[name]
    window.animator.set_speed(speed)
    window.controller.auto_bots = False
    window.animator.deal_log.clear()
    window.start_game(rules, seed=17)
    qtbot.waitUntil(lambda: not window.animator.busy, timeout=10000)
    deal = window.controller.match.deal
    script = rules.deal_plan.script(deal.dealer)
    log = list(window.animator.deal_log)
    _check_replay(window, script.before, log, set(deal.hand(window.human)))
    _check_sides(window, log)
    mine = {key[1] for seat, key in log if seat == window.human and key is not None}
    assert mine | ({deal.turned_card} if deal.dealer == window.human else set()) >= set(deal.hand(window.human))
    snap = window.scene.snapshot
    if rules.deal_plan.turned_from is TurnedFrom.LAYOUT_LAST:  # it stays face up in the dealer's layout
        assert snap.turned is None and deal.turned_card in snap.table_cards(deal.dealer)
        return
    assert snap.turned == deal.turned_card
    assert len(snap.hand) + sum(snap.hidden) + (deal.turned >= 0) == sum(
        bin(h).count("1") for h in deal.hands) + (rules.deal_plan.turned_from is TurnedFrom.STOCK)


@pytest.mark.parametrize("name", slow_after(sorted(n for n, r in _rulesets().items()
                                                   if r.deal_plan.script(0, 0).after)))
def test_deal_after_the_auction_replays_the_script(window, qtbot, name):
    rules = _rulesets()[name]
    c = window.controller
    c.auto_bots = False
    window.animator.set_speed(0.0)
    window.start_game(rules, seed=17)
    called = False
    for _ in range(6 * rules.players):  # the first contract anyone may make (take, call, Hokum ...), then passes
        deal = c.match.deal
        if deal.phase is not Phase.BIDDING:
            break
        auction = AUCTIONS[rules.trump_scheme]
        call = None if called else next(
            (a for a in deal.legal_actions() if a != PASS and auction.contract_for(deal, a) is not None), None)
        if call is not None:
            window.animator.set_speed(0.02)
            window.animator.deal_log.clear()
            c.apply(call)
            called = True
        elif called:
            c.apply(PASS)
        else:
            c.play_bot_move_now()
    assert called and c.match.deal.phase is not Phase.BIDDING, "no contract was made"
    taker = c.match.deal.contract.taker
    qtbot.waitUntil(lambda: not window.animator.busy, timeout=10000)
    deal = c.match.deal
    script = rules.deal_plan.script(deal.dealer, taker)
    log = list(window.animator.deal_log)
    assert [seat for seat, _ in log] == [s.seat for s in script.after]
    new = set(deal.hand(window.human))
    for seat, key in log:
        if seat == window.human:
            assert key[0] == "card" and key[1] in new
        else:
            assert key[0] == "back" and key[1] == seat
    _check_sides(window, log)
    snap = window.scene.snapshot
    on_table = [sum(down + (up is not None) for down, up in snap.table[seat]) for seat in range(rules.players)]
    assert len(snap.hand) + on_table[window.human] == rules.hand_size and snap.turned is None
    assert sum(snap.hidden) + sum(on_table) - on_table[window.human] == (rules.players - 1) * rules.hand_size


def test_clockwise_variant_mirrors_the_table():
    assert side_of(1, 0, 4, clockwise=False) == RIGHT
    assert side_of(3, 0, 4, clockwise=False) == LEFT
    assert side_of(1, 0, 4, clockwise=True) == LEFT


# -- every card ends where the table shows it -----------------------------------------------------

def _replayed(animator, scene, run):
    """Run an animation (``run``) and follow its card items: every item that exists when it starts is
    renamed along the steps; none appears from nowhere, none is left over, each ends at its final place."""
    captured = []
    animator._run = lambda steps, final: captured.append((steps, final))
    run()
    (steps, final), = captured
    keys = set(scene.items_by_key)
    for step in steps:
        for old, new in step.renames:
            assert old in keys, old
            keys.discard(old)
            assert new not in keys, new
            keys.add(new)
        shown = compute(step.snapshot, scene.geometry)
        assert set(shown) <= keys, set(shown) - keys  # no card item appears out of nowhere
    assert steps[-2].snapshot.with_(hand=frozenset(steps[-2].snapshot.hand)) == final.with_(
        hand=frozenset(final.hand))  # the replay's last step is the table as snapshot_from_view shows it
    assert keys == set(compute(final, scene.geometry))  # every item in its final place, none left over
    return steps, final


ZONE_PLANS = {"kitty": KITTY_DEAL, "tarabish": TARABISH_DEAL, "open-cards": OPEN_CARDS_DEAL,
              "decouverte": DECOUVERTE_DEAL}


@pytest.mark.parametrize("name", sorted(ZONE_PLANS))
@pytest.mark.parametrize("human", [0, 1])
def test_the_deal_sends_kitty_and_table_cards_to_their_places(qtbot, name, human):
    rules = ZONE_PLANS[name]
    scene = TableScene()
    scene.resize_table(1280, 800)
    animator = Animator(scene)
    for dealer in range(rules.players):
        state = new_deal(rules, dealer=dealer, seed=11 + dealer)
        view = state.view_for(human)
        animator.deal_log.clear()
        steps, final = _replayed(animator, scene, lambda view=view: animator.animate_deal(view))
        assert final == snapshot_from_view(view)
        keys = [key for _, key in animator.deal_log]
        script = rules.deal_plan.script(dealer)
        assert sum(1 for k in keys if k and k[0] == "kitty") == sum(1 for s in script.before if s.zone is Zone.KITTY)
        assert sum(1 for k in keys if k and k[0] == "table") == sum(
            1 for s in script.before if s.zone is Zone.TABLE_DOWN)
        ups = {c.card for cols in view.table_up for c in cols}
        assert {k[1] for k in keys if k and k[0] == "card"} >= ups
        assert final.deck == len(script.stock_before)  # the pack holds only what is left to deal


@pytest.mark.parametrize("name", ["kitty", "tarabish", "open-cards"])
def test_after_the_auction_the_kitty_goes_to_the_hand_and_the_table_stays(qtbot, name):
    rules = ZONE_PLANS[name]
    scene = TableScene()
    scene.resize_table(900, 650)
    animator = Animator(scene)
    before = new_deal(rules, dealer=0, seed=5)
    after = before.apply(next(a for a in before.legal_actions() if isinstance(a, (Take, Bid))))
    while after.contract is None:  # the others pass until the auction closes
        before = after
        after = before.apply(next(a for a in before.legal_actions() if isinstance(a, Pass)))
    for human in range(rules.players):
        bv, av = before.view_for(human), after.view_for(human)
        scene.sync(snapshot_from_view(bv))
        animator.deal_log.clear()
        steps, final = _replayed(animator, scene, lambda bv=bv, av=av: animator._animate_second_deal(
            bv, av, snapshot_from_view(av)))
        assert sum(final.kitty) == 0 and len(final.hand) == len(av.hand)
        picked = [key for (seat, key), s in zip(animator.deal_log, rules.deal_plan.script(0, av.contract.taker).after)
                  if s.kind is StepKind.PICK_UP]
        assert len(picked) == rules.players * rules.deal_plan.per_seat(Zone.KITTY)
        assert final.table == snapshot_from_view(bv).table  # the table cards stay
