"""What each seat may know of the kitty and the table: how many face-down cards lie in each zone, and
the face-up table cards (with whether each covers a face-down one). Nobody sees a face-down card's
face, its owner included: changing which cards lie face down changes no seat's view."""

from __future__ import annotations

import random

import pytest

from belote_desktop.engine import CARDS, Take, new_deal, shuffled_deck
from belote_desktop.engine.deal import StepKind, Zone
from belote_desktop.engine.view import TableCard
from tests.engine.test_deal import DECOUVERTE_DEAL, KITTY_AND_TURNED, OPEN_CARDS_DEAL, TARABISH_DEAL

SHAPES = {
    "kitty-and-turned": KITTY_AND_TURNED, "tarabish": TARABISH_DEAL, "open-cards": OPEN_CARDS_DEAL,
    "decouverte": DECOUVERTE_DEAL,
}


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_view_counts_the_face_down_cards_and_shows_the_face_up_ones(name):
    rules = SHAPES[name]
    plan = rules.deal_plan
    state = new_deal(rules, dealer=1, seed=4)
    zones = state.zones
    script = plan.script(1)
    for seat in range(rules.players):
        view = state.view_for(seat)
        assert view.kitty_sizes == tuple(plan.per_seat(Zone.KITTY) for _ in range(rules.players))
        assert view.table_down_sizes == tuple(plan.per_seat(Zone.TABLE_DOWN) for _ in range(rules.players))
        for owner in range(rules.players):
            ups = [s for s in script.before if s.seat == owner and s.zone is Zone.TABLE_UP and s.kind is StepKind.DEAL]
            expected = tuple(TableCard(CARDS[state.deck[s.position]], s.under >= 0, s.slot) for s in ups)
            assert view.table_up[owner] == expected  # by column, the same for every seat
        # the owner does not hold or see his face-down cards
        assert not view.hand_mask & (zones.kitty[seat] | zones.table_down[seat])


def test_zones_without_kitty_or_table_are_empty():
    from belote_desktop.engine import find_variant

    view = new_deal(find_variant("classic"), dealer=0, seed=1).view_for(2)
    assert view.kitty_sizes == (0, 0, 0, 0) and view.table_down_sizes == (0, 0, 0, 0)
    assert view.table_up == ((), (), (), ())


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_changing_the_face_down_cards_changes_no_view(name):
    """Shuffle the cards dealt face down (kitty and table) among themselves: every view is unchanged."""
    rules = SHAPES[name]
    rng = random.Random(name)
    for seed in range(6):
        deck = list(shuffled_deck(rules, seed))
        script = rules.deal_plan.script(seed % rules.players)
        down = [s.position for s in script.before if s.zone in (Zone.KITTY, Zone.TABLE_DOWN)]
        assert len(down) >= 2
        cards = [deck[p] for p in down]
        while cards == [deck[p] for p in down]:
            rng.shuffle(cards)
        other = list(deck)
        for p, card in zip(down, cards):
            other[p] = card
        a = new_deal(rules, dealer=seed % rules.players, deck=deck)
        b = new_deal(rules, dealer=seed % rules.players, deck=other)
        assert a.zones != b.zones  # the face-down cards really differ
        for seat in range(rules.players):
            assert a.view_for(seat) == b.view_for(seat), (name, seed, seat)


def test_the_taken_turned_card_leaves_the_table_view_as_it_was():
    state = new_deal(OPEN_CARDS_DEAL, dealer=0, seed=3)
    taken = state.apply(Take(CARDS[state.turned].suit))
    for seat in range(2):
        assert taken.view_for(seat).table_up == state.view_for(seat).table_up
        assert taken.view_for(seat).table_down_sizes == (4, 4)
