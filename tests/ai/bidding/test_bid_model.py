"""The calibrated bidder: the shipped weights load, give the decision recorded when they were trained,
read only the seat's own view, and drive Expert's, Master's and the advice's bids."""

from __future__ import annotations

import json
import random

import pytest

from belote_desktop.ai.play.search import Simulation
from belote_desktop.ai import Level, choose_action
from belote_desktop.ai.bidding.model import (
    FEATURES, action_kind, expert_bid, features, margin_for, model_bid, model_for,
)
from belote_desktop.engine import Phase, find_variant
from belote_desktop.learn.advice import advise
from tools.train_bidder import MODEL_PATH, REFERENCE, _rng, deal_position

from tests.ai.positions import swapped

SHIPPED = json.loads(MODEL_PATH.read_text(encoding="utf-8"))["models"]


def _recorded_view(variant: str):
    check = SHIPPED[variant]["check"]
    rules = find_variant(variant)
    state = deal_position(rules, check["seed"], check["deal"])
    for move in range(check["move"]):
        state = state.apply(choose_action(state.view_for(state.current_player()), REFERENCE,
                                          _rng(check["seed"], check["deal"], move)))
    assert state.phase is Phase.BIDDING
    return state, state.view_for(state.current_player())


def test_weights_ship_for_the_games_whose_auction_the_model_knows():
    assert SHIPPED, "no trained bidder is shipped"
    for variant, entry in SHIPPED.items():
        find_variant(variant)
        assert entry["features"] == list(FEATURES)
        for key, weights in entry["weights"].items():
            assert len(weights) == len(FEATURES), key


@pytest.mark.parametrize("variant", sorted(SHIPPED))
def test_shipped_weights_give_the_recorded_decision(variant):
    _, view = _recorded_view(variant)
    weights = model_for(view)
    assert weights is not None
    values: dict = {}
    action = model_bid(view, weights, values, margin_for(view))
    check = SHIPPED[variant]["check"]
    assert str(action) == check["action"]
    assert {str(a): round(v, 4) for a, v in values.items()} == pytest.approx(check["worths"], abs=1e-3)
    # Expert and Master bid so; the advice says so and hands back the same worths
    assert choose_action(view, Level.EXPERT, random.Random(1)) == action
    assert choose_action(view, Level.MASTER, random.Random(2)) == action
    advice = advise(view)
    assert advice.action == action and dict(advice.values) == values


@pytest.mark.parametrize("variant", sorted(SHIPPED))
def test_the_model_reads_only_the_seats_view(variant):
    """The same view whatever the others hold gives the same features: re-deal the hidden cards."""
    state, view = _recorded_view(variant)
    compared = 0
    for seed in range(20):  # the unseen cards (others' hands, face-down table cards, the pack) moved about
        other = swapped(state, view.seat, random.Random(seed), whole=seed % 2 == 0)
        if other is None or other.deck == state.deck:
            continue
        other_view = other.view_for(view.seat)
        compared += 1
        for action in view.legal_actions:
            if action_kind(action) is not None:
                assert features(other_view, action) == features(view, action)
        assert model_bid(other_view, model_for(view)) == model_bid(view, model_for(view))
    assert compared >= 3


def test_a_game_without_weights_bids_by_simulation():
    rules = find_variant("coinche")
    assert "coinche" not in SHIPPED
    from belote_desktop.engine import new_deal

    view = new_deal(rules, dealer=0, seed=3).view_for(1)
    assert model_for(view) is None
    assert expert_bid(view, Simulation(random.Random(0), 8, True)) in view.legal_actions


@pytest.mark.parametrize("variant", ["coinche", "contree_ffb", "pilotta"])
def test_master_bids_as_expert_in_the_simulated_auctions_too(variant):
    """Master's extra time goes to the card play: in the point auctions it simulates the same deals as
    Expert, so the two bid alike (the model games share the model)."""
    from belote_desktop.ai import SEARCH_PARAMS
    from belote_desktop.engine import new_deal

    assert SEARCH_PARAMS[Level.MASTER].bid_samples == SEARCH_PARAMS[Level.EXPERT].bid_samples
    rules = find_variant(variant)
    for seed in range(3):
        state = new_deal(rules, dealer=seed % rules.players, seed=seed)
        view = state.view_for(state.current_player())
        assert choose_action(view, Level.MASTER, random.Random(seed)) == choose_action(
            view, Level.EXPERT, random.Random(seed))


def test_open_cards_count_the_face_up_table_cards():
    """Belot for 2 with open cards: jack, eight and queen of clubs in hand, nine and ten of clubs face up on
    the table. The calibrated bidder (Expert, Master, Suggest) counts the table cards and calls clubs (not
    "too weak", not another suit)."""
    from belote_desktop.engine import Strain, new_deal
    from belote_desktop.engine.actions import Call

    rules = find_variant("belot_2p_open")
    view = new_deal(rules, dealer=0, seed=705).view_for(1)
    assert view.playable_mask != view.hand_mask
    call = Call(Strain.CLUBS)
    assert features(view, call)[FEATURES.index("count")] == 5  # three clubs in hand, two on the table
    assert expert_bid(view, Simulation(random.Random(0), 8, True)) == call


@pytest.mark.parametrize("variant", ["classic", "bulgarian"])
def test_the_margin_shift_moves_the_line_between_passing_and_calling(variant):
    """``SearchParams.bid_margin_shift``: the margin a call must beat passing by, moved; past the best call's
    predicted worth the bidder passes, below it it calls, and at 0 Master bids at its own line (the trained
    margin plus the game's entry of ``bid_margin_shifts``)."""
    import dataclasses

    from belote_desktop.ai import SEARCH_PARAMS
    from belote_desktop.engine import PASS

    _, view = _recorded_view(variant)
    master = SEARCH_PARAMS[Level.MASTER]
    line = margin_for(view) + master.margin_shift_for(view.rules.id)
    values: dict = {}
    own = model_bid(view, model_for(view), values, line)
    best = max(v for a, v in values.items() if a != PASS)
    for shift, passes in ((best - line + 1.0, True), (best - line - 1.0, False)):
        params = dataclasses.replace(master, bid_margin_shift=shift)
        action = choose_action(view, Level.MASTER, random.Random(3), params=params)
        assert (action == PASS) is passes, (shift, action, values)
    assert choose_action(view, Level.MASTER, random.Random(3), params=dataclasses.replace(master)) == own


def test_master_calls_in_bulgarian_belot_on_a_gain_below_experts_margin():
    """Master's own line in Bulgarian Belot (issue 73, seed 7385): it calls on any predicted gain over passing,
    where Expert keeps the trained margin (1 match point); a gain between the two parts them."""
    from belote_desktop.ai import SEARCH_PARAMS
    from belote_desktop.engine import PASS

    master, expert = SEARCH_PARAMS[Level.MASTER], SEARCH_PARAMS[Level.EXPERT]
    assert master.margin_shift_for("bulgarian") == -1.0 and expert.margin_shift_for("bulgarian") == 0.0
    assert master.margin_shift_for("classic") == 0.0
    rules = find_variant("bulgarian")
    for deal in range(200):
        state = deal_position(rules, 7385, deal)
        view = state.view_for(state.current_player())
        values: dict = {}
        model_bid(view, model_for(view), values, margin_for(view))
        best = max((v for a, v in values.items() if a != PASS), default=None)
        if best is not None and 0.0 < best <= margin_for(view):
            assert choose_action(view, Level.EXPERT, random.Random(1)) == PASS
            assert choose_action(view, Level.MASTER, random.Random(1)) != PASS
            return
    pytest.fail("no opening hand of 200 whose best call gains between nothing and the margin")
