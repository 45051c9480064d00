"""Claims that tell nothing hidden (engine/claim.py): accepted exactly when the claimer's side takes every remaining
trick in every placement of the cards the claimer cannot see; the same verdict and reason however they really lie."""

from __future__ import annotations

import random

import pytest

from belote_desktop.engine import VARIANTS, Phase, find_variant
from belote_desktop.engine import claim as claim_module
from belote_desktop.engine.claim import ClaimVerdict, Danger, judge, judge_claim_on_layout
from tests.ai.positions import random_deal_positions
from tests.rulesets import slow_but

GAMES = ["classic", "coinche", "bulgarian", "baloot", "tarabish", "belot_3p", "belot_2p", "decouverte", "belot_2p_open"]


def late_positions(rules, seeds, left=3):
    """Random positions in the card play, the first trick over, with at most ``left`` tricks to play."""
    for seed in seeds:
        for state in random_deal_positions(rules, seed):
            if state.phase is Phase.PLAY and state.tricks and rules.hand_size - len(state.tricks) <= left:
                yield state


def layouts(state, seat):
    """``state`` with the unseen cards in every placement the claimer's view allows."""
    places = claim_module._places(state, seat)
    history = claim_module._History(state)
    for hands, downs, stock in claim_module._placements(places, history):
        yield claim_module._placed(state, seat, places, hands, downs, stock)


def same_cards(a, b):
    return a.hands == b.hands and a.zones == b.zones


@pytest.mark.parametrize("variant", slow_but(GAMES))
def test_the_real_cards_are_one_placement_and_every_placement_gives_the_same_judgement(variant):
    """The hidden-cards test: moving the unseen cards between the other seats (as the claimer's view allows) changes
    neither the verdict nor its reason."""
    rules = find_variant(variant)
    rng = random.Random(variant)
    checked = 0
    for state in late_positions(rules, range(12)):
        seat = state.current_player()
        everything = list(layouts(state, seat))
        assert any(same_cards(layout, state) for layout in everything), "the real cards must be a placement"
        expected = judge(state, seat)
        for layout in rng.sample(everything, min(4, len(everything))):
            assert layout.view_for(seat) == state.view_for(seat)
            assert judge(layout, seat) == expected
        checked += 1
    assert checked >= 10


@pytest.mark.parametrize("variant", slow_but(GAMES))
def test_accepted_exactly_when_every_placement_wins(variant):
    """A claim that rests on an unseen card is refused, on every layout; one that holds on every layout is accepted."""
    rules = find_variant(variant)
    counts = {"accepted": 0, "refused_though_the_real_cards_win": 0}
    for state in late_positions(rules, range(30), left=3):
        seat = state.current_player()
        judgement = judge(state, seat)
        everything = list(layouts(state, seat))
        if judgement.verdict is ClaimVerdict.TOO_EARLY or len(everything) > 150:  # (the test's time)
            continue
        every = [judge_claim_on_layout(layout, seat) is ClaimVerdict.CERTAIN for layout in everything]
        assert (judgement.verdict is ClaimVerdict.CERTAIN) == all(every)
        if judgement.verdict is ClaimVerdict.CERTAIN:
            counts["accepted"] += 1
        elif judge_claim_on_layout(state, seat) is ClaimVerdict.CERTAIN:
            counts["refused_though_the_real_cards_win"] += 1
            assert judgement.danger in (Danger.RUFF, Danger.HIGHER, Danger.HIGHER_TRUMP)
            for layout in layouts(state, seat):  # refused whichever placement is the real one
                assert judge(layout, seat).verdict is ClaimVerdict.NOT_CERTAIN
    assert counts["accepted"] >= 3, counts
    if rules.players > 2:  # two players, most cards in view: a claim seldom rests on a hidden one
        assert counts["refused_though_the_real_cards_win"] >= 1, counts


def test_too_many_unseen_cards_is_too_early_and_says_so():
    rules = find_variant("coinche")
    state = next(s for seed in range(20) for s in random_deal_positions(rules, seed)
                 if s.phase is Phase.PLAY and len(s.tricks) == 1 and not s.trick)
    judgement = judge(state, state.current_player())
    assert judgement.verdict is ClaimVerdict.TOO_EARLY and judgement.danger is Danger.TOO_MANY_UNSEEN
    assert claim_module._places(state, state.current_player()).raw_count() > claim_module.RAW_LIMIT


def test_a_refusal_names_a_kind_of_card_not_a_card():
    """The judgement holds a verdict, a kind of danger and at most a suit: nothing that names a card or a seat."""
    for variant in VARIANTS:
        for state in late_positions(find_variant(variant), range(4)):
            judgement = judge(state, state.current_player())
            assert set(vars(judgement)) == {"verdict", "danger", "suit", "placements"}
            if judgement.danger is Danger.RUFF:
                assert judgement.suit is None


# deals where the reason once followed the face-down cards (issue 56): the placements came in the order of the real
# cards beneath the face-up ones, so the first refuting placement, and the danger named, moved with them
FACE_DOWN_CODES = ["918AK-FPD8V-1CXT9-J3690-KV2G0-2WS",  # Découverte
                   "C16M4-XA775-XGVSQ-8YPW2-5FJVX-6YN"]  # Belot for 2 with open cards


def face_down_positions(code, games):
    """Positions in the card play of the deal ``code`` (random legal actions, ``games`` seeds) with a face-down
    table card."""
    from belote_desktop.engine import new_deal
    from belote_desktop.storage.deal_code import decode
    decoded = decode(code)
    for game in range(games):
        rng = random.Random(game)
        state = new_deal(decoded.rules, decoded.dealer, deck=decoded.deck)
        while not state.is_terminal():
            if state.phase is Phase.PLAY and state.tricks and any(state.zones.table_down):
                yield state
            state = state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("code", slow_but(FACE_DOWN_CODES, fast=FACE_DOWN_CODES[:1]))
def test_the_reason_is_the_same_wherever_the_face_down_cards_lie(code):
    """Moving the unseen cards among the face-down slots, the other hands and the pack (every placement the claimer's
    view allows) leaves the whole judgement as it was: verdict, danger, suit and the placements looked at."""
    rng = random.Random(code)
    checked = moved = 0
    for state in face_down_positions(code, 6):
        seat = state.current_player()
        expected = judge(state, seat)
        if expected.verdict is ClaimVerdict.TOO_EARLY:
            continue
        everything = list(layouts(state, seat))
        for layout in rng.sample(everything, min(6, len(everything))):
            assert layout.view_for(seat) == state.view_for(seat)
            assert judge(layout, seat) == expected, (len(state.tricks), state.trick)
            moved += layout.zones.table_down != state.zones.table_down
        checked += 1
    assert checked >= 10 and moved >= 10, (checked, moved)
