"""What a seat infers from its view is true, and sampled deals fit it."""

from __future__ import annotations

import random
from collections import Counter

from belote_desktop.ai.beliefs.inference import DealSampler, read_view
from belote_desktop.engine import Phase, find_variant

import pytest

from tests.rulesets import slow_after

from tests.ai.positions import play_positions, random_deal_positions, rule_sets, rules_id


def _play_views(count):
    for variant in ("classic", "coinche"):
        rules = find_variant(variant)
        for seed in range(count):
            for state in random_deal_positions(rules, seed):
                if state.phase is Phase.PLAY and len(state.history) % 3 == 0:
                    yield state


@pytest.mark.slow
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
    from belote_desktop.ai.beliefs.calls import auction_weight
    from belote_desktop.ai.beliefs.hand_value import estimate
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


@pytest.mark.parametrize("rules", slow_after(rule_sets()), ids=rules_id)
def test_facts_hold_over_every_ruleset_and_duty(rules):
    """Every ruleset of tests/rulesets.py and every duty variation (doubled contracts under the lock
    included): each fact inferred from a view is true, and sampled deals fit the facts."""
    rng = random.Random(repr(rules))  # the same deals in every run (string hashing varies)
    checked = proved = 0
    for seed in range(30):
        for state in play_positions(rules, 5000 + seed):
            if state.is_terminal() or len(state.history) % 3:
                continue
            seat = (state.current_player() + seed) % rules.players
            k = read_view(state.view_for(seat))
            every = [state.hands[s] | state.zones.of(s) for s in range(rules.players)]  # table cards too
            for other in range(rules.players):
                if other != seat:
                    hand = state.hands[other]
                    assert k.known[other] & every[other] == k.known[other]
                    assert not k.known[other] & state.zones.table_down[other]  # never a face-down card
                    assert not k.forbidden[other] & hand, (seed, other, str(state.history))
                    proved += bool(k.forbidden[other])
            hands, covers = DealSampler(k).sample_deal(rng)
            assert hands[seat] & state.playable(seat) == state.playable(seat)
            assert hands[seat] & ~state.playable(seat) & ~k.hidden == 0  # its face-down cards: unseen ones
            assert [bin(h).count("1") for h in hands] == [bin(h).count("1") for h in every]
            tops = sum(top for top, _ in covers)
            assert tops == sum(1 << top for _, top in [(0, t) for t, _ in state.zones.under])
            for top, beneath in covers:  # each sampled face-down card lies in its owner's column
                owner = next(s for s in range(rules.players) if hands[s] & top)
                assert hands[owner] & beneath and beneath & k.hidden
            checked += 1
    assert checked > 100 and (proved > 20 or rules.id == "decouverte")


def test_nobody_knows_a_face_down_card_and_samples_spread_them():
    """Découverte: every card a seat does not see face up may lie under any face-up card, its own
    included: over many samples each of its face-down columns takes many different cards."""
    rules = find_variant("decouverte")
    state = next(s for s in play_positions(rules, 7) if len(s.tricks) == 3 and not s.trick)
    seat = state.current_player()
    k = read_view(state.view_for(seat))
    assert k.hand == state.playable(seat) and k.hidden & state.zones.table_down[seat] == state.zones.table_down[seat]
    sampler = DealSampler(k)
    rng = random.Random(4)
    under: dict[int, set[int]] = {}
    real = dict(state.zones.under)
    hits = 0
    for _ in range(400):
        _, covers = sampler.sample_deal(rng)
        for top, beneath in covers:
            under.setdefault(top, set()).add(beneath)
            hits += real.get(top.bit_length() - 1, -1) == beneath.bit_length() - 1
    assert len(under) == len(real) and all(len(cards) >= 8 for cards in under.values())
    assert hits < 0.2 * 400 * len(real)  # the true face-down card is no likelier than any other


def test_a_trump_led_into_a_locked_lead_proves_only_trumps():
    import dataclasses

    from tests.engine.util import position
    from belote_desktop.engine import Strain

    rules = dataclasses.replace(find_variant("classic"), locked_lead_when_doubled=True)
    state = position({0: "JH 9H 7H 8H QH KH AH 10H"}, plays="JH", strain=Strain.HEARTS, rules=rules, multiplier=2)
    k = read_view(state.view_for(1))
    hearts = sum(1 << (2 * 9 + r) for r in range(9))
    assert k.forbidden[0] & ~hearts & k.hidden == k.hidden & ~hearts  # seat 0 holds nothing but hearts


# -- a quiet belot (issue 56): its silence proves the other card absent only where the rules would have said it --
# every dial that decides whether a belot is said when the first of its king and queen is played
QUIET_BELOT_OPTIONS = [
    ("bulgarian", {}),
    ("bulgarian", {"belote_only_lead_ruff_or_partner": True}),
    ("bulgarian", {"belote_only_lead_ruff_or_partner": True, "belote_may_stay_quiet": False}),
    ("bulgarian", {"belote_may_stay_quiet": False}),
    ("bulgarian", {"belote_only_lead_ruff_or_partner": True, "belote_king_first": True}),
    ("bulgarian", {"belote_king_first": True}),
    ("classic", {}),
    ("classic", {"belote_king_first": True}),
]


@pytest.mark.parametrize(("game", "options"), QUIET_BELOT_OPTIONS,
                         ids=[f"{g}-{'-'.join(f'{k}={v}' for k, v in o.items()) or 'default'}"
                              for g, o in QUIET_BELOT_OPTIONS])
def test_a_quiet_belot_proves_only_what_the_rules_make_it_prove(game, options):
    """Random deals (tools/quiet_belote_survey.py): at every king or queen of a belot suit played without a word,
    the other card unplayed, no view concludes the seat lacks the other card while it holds it; where nothing
    keeps a belot unsaid, every such silence is read."""
    import dataclasses

    from tools.quiet_belote_survey import survey_rules

    rules = dataclasses.replace(find_variant(game), **options)
    found = survey_rules(rules, 150, seed=56)
    assert found["wrong"] == 0, found
    assert found["concluded_lacks_other"] > 0
    if not (rules.belote_only_lead_ruff_or_partner or rules.belote_king_first):
        assert found["quiet_holding_the_other"] == 0
        assert found["concluded_lacks_other"] == found["quiet_moments"]
    else:
        assert found["quiet_holding_the_other"] > 0  # the option kept some belots unsaid: the case is met


# (the moment, the hands, the plays before, the card, whether a belot is said there): tests/games/bulgarian/test_rules
QUIET_MOMENTS = [
    ("leading", {0: "KH 7C 8C 9C 7S 8S 9S 7D"}, "", "KH", True),
    ("trumping a plain suit", {0: "AS", 1: "KH 7C 8C 9C 7D 8D 9D 10D"}, "AS", "KH", True),
    ("following the partner's trump lead", {0: "9H", 1: "7C 8C 9C 10C AC 7S 8S 9S", 2: "KH AS KS 7D 8D 9D 10D JD"},
     "9H 7C", "KH", True),
    ("following an opponent's trump lead", {0: "9H", 1: "KH 7S 8S 9S 7D 8D 9D 10D"}, "9H", "KH", False),
]


@pytest.mark.parametrize("quiet_allowed", [True, False])
@pytest.mark.parametrize(("name", "hands", "plays", "card", "said"), QUIET_MOMENTS, ids=[m[0] for m in QUIET_MOMENTS])
def test_the_lead_ruff_or_partner_option_reads_a_silence_only_at_a_belot_moment(name, hands, plays, card, said,
                                                                                quiet_allowed):
    import dataclasses

    from tests.engine.util import position
    from belote_desktop.engine import Card, Strain

    queen = Card.parse("QH").index
    for option in (True, False):
        rules = dataclasses.replace(find_variant("bulgarian"), belote_only_lead_ruff_or_partner=option,
                                    belote_may_stay_quiet=quiet_allowed)
        state = position(hands, plays, strain=Strain.HEARTS, rules=rules)
        seat = state.current_player()
        assert not state.hands[seat] >> queen & 1  # it lacks the queen: a silence
        state = state.apply(next(a for a in state.legal_actions() if str(a) == f"play {card}"))
        for viewer in range(4):
            if viewer != seat:
                proved = bool(read_view(state.view_for(viewer)).forbidden[seat] >> queen & 1)
                assert proved is (said or not option), (name, option, viewer)
        # holding both, the same moment: said where the rule says so, never a wrong proof
        both = {s: h.replace(card, f"{card} QH") if s == seat else h for s, h in hands.items()}
        both[seat] = " ".join(both[seat].split()[:8])
        state = position(both, plays, strain=Strain.HEARTS, rules=rules)
        state = state.apply(next(a for a in state.legal_actions() if str(a) == f"play {card}"))
        assert bool([a for a in state.announcements if a.kind == "belote"]) is (said or not option)
        for viewer in range(4):
            if viewer != seat:
                assert not read_view(state.view_for(viewer)).forbidden[seat] >> queen & 1, (name, option, viewer)
