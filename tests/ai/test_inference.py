"""What a seat infers from its view is true, and sampled deals fit it."""

from __future__ import annotations

import random
from collections import Counter

from belote_desktop.ai.inference import DealSampler, read_view
from belote_desktop.engine import Phase, find_variant

import pytest

from .positions import play_positions, random_deal_positions, rule_sets


def _play_views(count):
    for variant in ("classic", "coinche"):
        rules = find_variant(variant)
        for seed in range(count):
            for state in random_deal_positions(rules, seed):
                if state.phase is Phase.PLAY and len(state.history) % 3 == 0:
                    yield state


def test_facts_are_true_and_samples_fit_them():
    rng = random.Random(5)
    checked = 0
    for state in _play_views(120):
        for seat in range(4):
            view = state.view_for(seat)
            k = read_view(view)
            for other in range(4):
                if other == seat:
                    continue
                hand = state.hands[other]
                assert k.known[other] & hand == k.known[other], "a known card is not there"
                assert not k.forbidden[other] & hand, "a card the seat 'cannot hold' is there"
            sampler = DealSampler(k)
            for _ in range(3):
                hands = sampler.sample(rng)
                assert hands[seat] == state.hands[seat]
                union = 0
                for other in range(4):
                    assert bin(hands[other]).count("1") == bin(state.hands[other]).count("1")
                    if other != seat:
                        assert not hands[other] & k.forbidden[other]
                        assert hands[other] & k.known[other] == k.known[other]
                        assert not union & hands[other]
                        union |= hands[other]
                assert union == k.hidden
            checked += 1
    assert checked > 1000


def test_voids_are_inferred():
    # seat 1 discards on a heart lead: it has no heart and, not trumping for an opponent, no spade
    from tests.engine.util import position
    from belote_desktop.engine import Strain

    state = position({0: "7H 8H 9H", 1: "7C 8C 9C 10C JC QC KC AC"}, plays="7H 7C", strain=Strain.SPADES,
                     taker=2, dealer=3)
    k = read_view(state.view_for(2))
    hearts = sum(1 << (2 * 9 + r) for r in range(9))
    spades = sum(1 << (3 * 9 + r) for r in range(9))
    assert k.forbidden[1] & hearts == hearts
    assert k.forbidden[1] & spades == spades


def test_sampling_is_uniform_on_a_small_case():
    # the end of a deal: 3 hidden cards for 3 seats with no constraint -> 6 equally likely deals
    rules = find_variant("coinche")
    for state in play_positions(rules, 4):
        if sum(bin(h).count("1") for h in state.hands) == 4 and state.current_player() >= 0 and not state.trick:
            break
    seat = state.current_player()
    k = read_view(state.view_for(seat))
    sampler = DealSampler(k)
    rng = random.Random(1)
    counts = Counter(tuple(sampler.sample(rng)) for _ in range(3000))
    assert len(counts) >= 1
    expected = 3000 / len(counts)
    assert all(abs(c - expected) < 0.2 * expected for c in counts.values())


def test_a_practice_contract_says_the_taker_holds_a_hand_for_it():
    """No auction (a contract set with ``deal_with_contract``): deals where the taker is weak in
    trumps weigh less than deals where it is strong."""
    from belote_desktop.ai.bidding import auction_weight, estimate
    from belote_desktop.engine import Contract, Strain, deal_with_contract, shuffled_deck

    rules = find_variant("classic")
    deck = shuffled_deck(rules, 3)
    hands = [list(deck[i * 8:(i + 1) * 8]) for i in range(4)]
    state = deal_with_contract(rules, 0, hands, Contract(Strain.HEARTS, 1, 0))
    view = state.view_for(0)
    weight = auction_weight(view, [0] * 4)
    sampler = DealSampler(read_view(view))
    rng = random.Random(2)
    scored = []
    for _ in range(300):
        sample = sampler.sample(rng)
        scored.append((estimate(sample[1], Strain.HEARTS), weight(sample)))
    scored.sort()
    weak = [w for _, w in scored[:60]]
    strong = [w for _, w in scored[-60:]]
    assert sum(strong) / 60 > 3 * sum(weak) / 60
    assert max(w for _, w in scored) <= 1.0
    # the taker's own view is not weighted by its own contract
    own = auction_weight(state.view_for(1), [0] * 4)
    assert own(sampler.sample(rng)) == 1.0


@pytest.mark.parametrize("rules", rule_sets(), ids=lambda r: f"{r.id}-p{r.players}-{hash(r) % 1000}")
def test_facts_hold_over_every_ruleset_and_duty(rules):
    """Every ruleset of tests/rulesets.py and every duty variation (doubled contracts under the lock
    included): each fact inferred from a view is true, and sampled deals fit the facts."""
    rng = random.Random(hash(rules) % 1000)
    checked = proved = 0
    for seed in range(30):
        for state in play_positions(rules, 5000 + seed):
            if state.is_terminal() or len(state.history) % 3:
                continue
            seat = (state.current_player() + seed) % rules.players
            k = read_view(state.view_for(seat))
            for other in range(rules.players):
                if other != seat:
                    hand = state.hands[other]
                    assert k.known[other] & hand == k.known[other]
                    assert not k.forbidden[other] & hand, (seed, other, str(state.history))
                    proved += bool(k.forbidden[other])
            hands = DealSampler(k).sample(rng)
            assert hands[seat] == state.hands[seat]
            assert [bin(h).count("1") for h in hands] == [bin(h).count("1") for h in state.hands]
            checked += 1
    assert checked > 100 and proved > 20


def test_a_trump_led_into_a_locked_lead_proves_only_trumps():
    import dataclasses

    from tests.engine.util import position
    from belote_desktop.engine import Strain

    rules = dataclasses.replace(find_variant("classic"), locked_lead_when_doubled=True)
    state = position({0: "JH 9H 7H 8H QH KH AH 10H"}, plays="JH", strain=Strain.HEARTS, rules=rules, multiplier=2)
    k = read_view(state.view_for(1))
    hearts = sum(1 << (2 * 9 + r) for r in range(9))
    assert k.forbidden[0] & ~hearts & k.hidden == k.hidden & ~hearts  # seat 0 holds nothing but hearts
