"""Recursive sampling (ai/play/recursive.py, issue 73): the deal rebuilt whole from a view and sampled hands, the
others answering by their own searches."""

from __future__ import annotations

import dataclasses
import random

import pytest

from belote_desktop.ai import SEARCH_PARAMS, Level
from belote_desktop.ai.play import recursive
from belote_desktop.ai.play.recursive import RecursiveLook, recursive_values, world_state
from belote_desktop.ai.play.search import card_values, search_card
from belote_desktop.engine import DECLARE, PLAY, Phase, find_variant

from tests.ai.positions import play_positions, random_deal_positions

INNER_SEARCH = dataclasses.replace(SEARCH_PARAMS[Level.EXPERT], samples=8, exact_samples=4).without_clock()


def INNER(view, rng):  # noqa: N802 (the inner player, named as the look's field)
    return search_card(view, INNER_SEARCH, rng)


def _seen(view):
    return (view.hand, view.trick, view.tricks, view.team_points, view.announcements, view.legal_actions,
            view.hand_sizes, view.contract, view.current_player)


@pytest.mark.parametrize("game", ["classic", "bulgarian", "coinche"])
def test_the_true_hands_rebuild_the_deal_as_the_seat_sees_it(game):
    rules = find_variant(game)
    rebuilt = 0
    for seed in range(4):
        for state in random_deal_positions(rules, 4100 + seed):
            if state.phase is not Phase.PLAY or state.current_player() < 0:
                continue
            view = state.view_for(state.current)
            world = world_state(view, list(state.hands))
            assert world is not None
            assert _seen(world.view_for(view.seat)) == _seen(view)
            assert world.hands == state.hands
            rebuilt += 1
    assert rebuilt > 50


def test_hands_that_cannot_have_made_the_play_are_refused():
    rules = find_variant("classic")
    for seed in range(40):
        for state in play_positions(rules, 500 + seed, doubled=False):
            if state.phase is not Phase.PLAY or state.trick or not state.tricks:
                continue
            view = state.view_for(state.current)
            for trick in view.tricks:
                led = trick.cards[0].suit
                for i in range(1, 4):
                    void = trick.seat_of(i, 4)
                    if trick.cards[i].suit == led or void == view.seat:
                        continue
                    # give the seat that showed void a card of the led suit held by another: it could have followed
                    holder = next((s for s in range(4) if s not in (void, view.seat)
                                   and any(c.suit == led for c in state.hand(s))), None)
                    if holder is None or not state.hands[void]:
                        continue
                    card = next(c for c in state.hand(holder) if c.suit == led)
                    given = state.hand(void)[0]
                    hands = list(state.hands)
                    hands[void] = hands[void] & ~given.bit | card.bit
                    hands[holder] = hands[holder] & ~card.bit | given.bit
                    assert world_state(view, list(state.hands)) is not None
                    assert world_state(view, hands) is None
                    return
    pytest.fail("no position with a void shown and the suit held elsewhere")


def test_games_with_cards_on_the_table_are_not_rebuilt():
    rules = find_variant("belot_2p_open")
    state = next(s for s in play_positions(rules, 3) if s.phase is Phase.PLAY)
    assert world_state(state.view_for(state.current), list(state.hands)) is None


def test_every_legal_card_is_valued_over_the_rebuilt_deals_and_the_same_numbers_give_the_same_values():
    rules = find_variant("classic")
    state = next(s for s in play_positions(rules, 11, doubled=False)
                 if len(s.view_for(s.current).legal_actions) > 2 and s.trick and s.tricks)
    view = state.view_for(state.current)
    legal = [a.card.index for a in view.legal_actions]
    worlds = [(list(state.hands), weight) for weight in (1.0, 0.5, 0.0)]
    look = RecursiveLook(worlds=3, moves=2, inner=INNER)
    first = recursive_values(view, look, worlds, random.Random(5))
    again = recursive_values(view, look, worlds, random.Random(5))
    assert first == again
    assert set(first) == set(legal)
    assert all(weight == pytest.approx(1.5) for _, weight in first.values())  # the weightless deal left out


def test_the_searched_moves_are_chosen_from_each_movers_own_view():
    rules = find_variant("classic")
    state = next(s for s in play_positions(rules, 12, doubled=False)
                 if len(s.view_for(s.current).legal_actions) > 1 and len(s.tricks) == 1 and not s.trick)
    view = state.view_for(state.current)
    seen: list = []

    def spy(v, rng):
        seen.append(v)
        return INNER(v, rng)

    card = view.legal_actions[0].card.index
    single = dataclasses.replace(view, legal_actions=(PLAY[card],))  # the one card valued
    recursive_values(single, RecursiveLook(worlds=1, moves=3, inner=spy), [(list(state.hands), 1.0)], random.Random(1))
    assert 1 <= len(seen) <= 3
    assert all(v.seat == v.current_player for v in seen)  # each mover's own view
    after = state.apply(PLAY[card])
    first = seen[0]
    if first.seat == after.current:  # the next seat had a choice: it saw its own hand of the rebuilt deal, no other
        assert first.hand_mask == after.hands[first.seat]
        assert first == after.view_for(first.seat)


def test_the_look_joins_master_only_while_the_first_look_plays_out():
    rules = find_variant("classic")
    params = dataclasses.replace(SEARCH_PARAMS[Level.MASTER], samples=40, exact_samples=8, recursive_worlds=2,
                                 recursive_moves=1, recursive_samples=8).without_clock()
    calls = []
    real = recursive.recursive_values

    def counting(*args, **kwargs):
        calls.append(args[0].total_cards_left)
        return real(*args, **kwargs)

    from belote_desktop.ai.play import search

    mp = pytest.MonkeyPatch()
    mp.setattr(search, "recursive_values", counting)
    try:
        for state in play_positions(rules, 21, doubled=False):
            if state.phase is not Phase.PLAY or state.current_player() < 0:
                continue
            view = state.view_for(state.current)
            if len(view.legal_actions) > 1 and DECLARE not in view.legal_actions:
                values = card_values(view, params, random.Random(2))
                assert set(values) == {a.card.index for a in view.legal_actions}
    finally:
        mp.undo()
    assert calls and all(left > 12 for left in calls)


def test_a_paired_look_measures_the_searched_answers_against_the_rules_on_the_same_deal():
    rules = find_variant("classic")
    state = next(s for s in play_positions(rules, 13, doubled=False)
                 if len(s.view_for(s.current).legal_actions) > 2 and s.tricks and not s.trick)
    view = state.view_for(state.current)
    worlds = [(list(state.hands), 1.0)]
    nothing_searched = recursive_values(view, RecursiveLook(1, 0, INNER, paired=True), worlds, random.Random(3))
    assert all(total == 0.0 for total, _ in nothing_searched.values())  # the same answers: no correction
    searched = RecursiveLook(1, 4, INNER)
    plain = recursive_values(view, searched, worlds, random.Random(3))
    rules_only = recursive_values(view, RecursiveLook(1, 0, INNER), worlds, random.Random(3))
    paired = recursive_values(view, dataclasses.replace(searched, paired=True), worlds, random.Random(3))
    assert paired.keys() == plain.keys()
    assert any(paired[c][0] != 0.0 for c in paired)  # four searched answers changed some outcome
    first = next(iter(paired))  # the first card valued draws the same numbers in all three: its exact difference
    assert paired[first][0] == pytest.approx(plain[first][0] - rules_only[first][0])


def test_the_correction_moves_each_cards_mean_and_keeps_its_weight():
    from belote_desktop.ai.play.search import _corrected

    values = {1: (30.0, 3.0), 2: (12.0, 3.0)}
    fixed = _corrected(values, {1: (-4.0, 2.0), 2: (0.0, 0.0)})
    assert fixed == {1: (30.0 - 3.0 * 2.0, 3.0), 2: (12.0, 3.0)}
