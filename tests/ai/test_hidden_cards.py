"""The bots are honest, in every ruleset of tests/rulesets.py: a seat's decision never depends on a card it
cannot see.

For positions of random deals, the other seats' hidden cards are shuffled among them, or the cards the seat
cannot see (another's, face-down table and kitty cards, its own too, cards not dealt) change places in the
pack, all of them or two, and the deal is replayed with the same actions. Where every public fact stays the
same (``positions.public_facts``, read from the state, not from the view), the seat's view must be equal and
every level must decide the same. A leak into the view fails here too (the last two tests plant one).
"""

from __future__ import annotations

import random

import pytest

from belote_desktop.ai import Level, choose_action
from belote_desktop.engine import CARDS, DealState
from tests.rulesets import every_ruleset, slow_but

from .positions import permuted, random_deal_positions, swapped
from .test_bots import QUICK, _no_bot_errors  # noqa: F401 - the fixture: no bot error logged

# game: (first seed, deals, take every n-th position, fewest comparisons, search levels alternated); the deals
# give about as many compared positions as the others' hands alone used to (the unseen-card change compares
# positions where that one is refused: a declaration or a kitty made it public)
GAMES = {
    "classic": (900, 20, 5, 15, (Level.MASTER, Level.EXPERT)),
    "coinche": (900, 13, 5, 15, (Level.MASTER, Level.EXPERT)),
    "bulgarian": (900, 9, 5, 15, (Level.MASTER, Level.EXPERT)),
    "clabber": (900, 14, 5, 15, (Level.MASTER, Level.EXPERT)),
    "baloot": (900, 22, 5, 10, (Level.EXPERT,)),
    "pilotta": (900, 12, 5, 15, (Level.EXPERT,)),
    "tarabish": (950, 5, 5, 15, (Level.MASTER, Level.EXPERT)),
    "bidding_belote": (900, 19, 4, 15, (Level.EXPERT,)),
    "contree_ffb": (900, 8, 5, 10, (Level.MASTER, Level.EXPERT)),
    "decouverte": (300, 8, 4, 15, (Level.MASTER, Level.EXPERT)),
    "belot_3p": (300, 8, 4, 12, (Level.MASTER, Level.EXPERT)),
    "belot_2p": (300, 8, 4, 12, (Level.MASTER, Level.EXPERT)),
    "belot_2p_open": (300, 8, 4, 12, (Level.MASTER, Level.EXPERT)),
    "three-alone-24": (900, 6, 5, 8, (Level.EXPERT,)),
    "two-alone-16": (900, 4, 5, 8, (Level.EXPERT,)),
    "four-clockwise-36": (900, 6, 5, 8, (Level.EXPERT,)),
    "two-open-table": (900, 6, 5, 8, (Level.EXPERT,)),
}


def _shuffled_pair(state: DealState, seat: int, rng: random.Random) -> DealState | None:
    """Another deal the seat cannot tell apart: the others' hands shuffled first, else two unseen cards swapped
    (the only change when all the hidden cards lie on the table or in the pack)."""
    if any(state.hands[s] for s in range(state.rules.players) if s != seat):
        for _ in range(15):
            other = permuted(state, seat, rng)
            if other is not None and other.hands != state.hands:
                return other
    for attempt in range(15):
        other = swapped(state, seat, rng, whole=attempt < 8)
        if other is not None:
            return other
    return None


def check_decisions_ignore_hidden_cards(variant: str, *, stop_after: int | None = None) -> int:
    first, deals, every, fewest, search_levels = GAMES[variant]
    rules = every_ruleset()[variant]
    rng = random.Random(9)
    compared = 0
    for seed in range(deals):
        for state in random_deal_positions(rules, first + seed):
            if state.is_terminal() or len(state.history) % every:
                continue
            seat = state.current_player()
            other = _shuffled_pair(state, seat, rng)
            if other is None:
                continue
            assert other.view_for(seat) == state.view_for(seat), "the view shows a card the seat cannot see"
            search_level = search_levels[compared % len(search_levels)]
            for level in (Level.BEGINNER, Level.INTERMEDIATE, search_level):
                params = QUICK if level >= Level.EXPERT else None
                mine = choose_action(state.view_for(seat), level, random.Random(seed), params=params)
                theirs = choose_action(other.view_for(seat), level, random.Random(seed), params=params)
                assert mine == theirs, (variant, level, seed)
            compared += 1
            if stop_after is not None and compared >= stop_after:
                return compared
    assert compared >= fewest
    return compared


def test_every_ruleset_is_in_the_contract():
    assert set(GAMES) == set(every_ruleset())


@pytest.mark.parametrize("variant", slow_but(GAMES))
def test_decisions_ignore_the_hidden_cards(variant):
    check_decisions_ignore_hidden_cards(variant)


def test_a_leak_into_the_view_is_caught(monkeypatch):
    """An opponent's card slipped into ``known_cards`` changes the view, not the public facts: the check fails
    instead of throwing the shuffled deal away."""
    import belote_desktop.engine.view as view_module

    honest = view_module.make_view

    def leaky(state, seat):
        view = honest(state, seat)
        spy = (seat + 1) % state.rules.players
        hidden = [c for c in range(36) if state.hands[spy] >> c & 1]
        if not hidden:
            return view
        import dataclasses

        return dataclasses.replace(view, known_cards=(*view.known_cards, (spy, CARDS[hidden[0]])))

    monkeypatch.setattr(view_module, "make_view", leaky)
    with pytest.raises(AssertionError, match="cannot see"):
        check_decisions_ignore_hidden_cards("classic", stop_after=3)


def test_a_face_down_table_card_leaked_to_its_owner_is_caught(monkeypatch):
    """Découverte: every card lies on the table, so only a change of the unseen cards in the pack can change the
    deal. The seat's own face-down cards slipped into its view must fail the check there too."""
    import dataclasses

    import belote_desktop.engine.view as view_module

    honest = view_module.make_view

    def leaky(state, seat):
        view = honest(state, seat)
        down = tuple((seat, CARDS[c]) for c in range(36) if state.zones.table_down[seat] >> c & 1)
        return dataclasses.replace(view, known_cards=(*view.known_cards, *down))

    monkeypatch.setattr(view_module, "make_view", leaky)
    with pytest.raises(AssertionError, match="cannot see"):
        check_decisions_ignore_hidden_cards("decouverte", stop_after=3)
