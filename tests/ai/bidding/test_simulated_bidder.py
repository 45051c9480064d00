"""Master's bidder with the simulation's column (``model.master_bid``): the column is the simulation's value of
the contract a call leaves standing against the standing one, the model weighs it with the hand's features, and a
game without such an entry bids exactly as Expert."""

from __future__ import annotations

import dataclasses
import random

import pytest

from belote_desktop.ai.play.search import Simulation
from belote_desktop.ai import SEARCH_PARAMS, Level, choose_action
from belote_desktop.ai.bidding import model
from belote_desktop.ai.bidding.model import (
    FEATURES, SIMULATED_FEATURES, action_kind, expert_bid, master_bid, simulated_columns, weighed_actions,
)
from belote_desktop.engine import DOUBLE, PASS, Phase, find_variant, new_deal
from belote_desktop.engine.actions import Call


def _fake_values(view, contracts, how, win_rates=None):
    """A stand-in simulation: a contract's value from its strain, taker and multiplier alone."""
    return [10.0 * int(c.strain) + (c.taker == view.seat) * 7.0 + 3.0 * c.multiplier for c in contracts]


def _bulgarian_view_over_a_call():
    """A Bulgarian Belot view where an opponent's call stands and this seat may call higher or double it."""
    rules = find_variant("bulgarian")
    for seed in range(200):
        state = new_deal(rules, dealer=seed % 4, seed=seed)
        while state.phase is Phase.BIDDING and not state.is_terminal():
            view = state.view_for(state.current_player())
            if DOUBLE in view.legal_actions and any(isinstance(a, Call) for a in view.legal_actions):
                return view
            calls = [a for a in view.legal_actions if isinstance(a, Call)]
            state = state.apply(calls[0] if calls and view.auction.high_bid is None else PASS)
    raise AssertionError("no position over a call")


def test_the_column_is_the_simulations_value_against_the_standing_contract(monkeypatch):
    monkeypatch.setattr(model, "evaluate_contracts", _fake_values)
    view = _bulgarian_view_over_a_call()
    high = view.auction.high_bid
    standing = 10.0 * int(high.strain) + 3.0 * view.auction.multiplier  # the opponent's, not this seat's
    columns = simulated_columns(view, view.legal_actions, Simulation(random.Random(0), 8))
    assert set(columns) == {a for a in view.legal_actions if action_kind(a) in model.CONTRACT_KINDS
                            or action_kind(a) == "double"}
    for action, column in columns.items():
        assert len(column) == len(SIMULATED_FEATURES)
        if action == DOUBLE:
            assert column[0] == pytest.approx((10.0 * int(high.strain) + 6.0 - standing) / 10)
        else:
            assert column[0] == pytest.approx((10.0 * int(action.strain) + 7.0 + 3.0 - standing) / 10)


def test_master_weighs_the_column_where_the_game_has_an_entry(monkeypatch):
    """Weights that read the column alone: Master calls what the simulation rates best above the standing
    contract, and passes when nothing beats it; the same view without an entry bids as Expert."""
    view = _bulgarian_view_over_a_call()
    width = len(FEATURES) + len(SIMULATED_FEATURES)
    only_column = [0.0] * (width - 1) + [1.0]
    entry = {"features": [*FEATURES, *SIMULATED_FEATURES], "margin": 0.0,
             "weights": {kind: only_column for kind in ("suit", "no_trumps", "all_trumps", "double", "redouble")}}
    params = dataclasses.replace(SEARCH_PARAMS[Level.MASTER], simulated_model=True)
    assert model.simulated_entry("bulgarian") is None  # none ships yet: Master's bid is Expert's
    assert master_bid(view, Simulation(random.Random(3), 16, True)) == expert_bid(view, Simulation(random.Random(3), 16, True))
    monkeypatch.setattr(model, "_shipped_simulated", lambda: {"bulgarian": entry})
    monkeypatch.setattr(model, "evaluate_contracts", _fake_values)
    weighed = weighed_actions(view)
    columns = simulated_columns(view, weighed, Simulation(random.Random(0), 8))
    best = max(weighed, key=lambda a: columns.get(a, [0.0])[0])
    expected = best if columns.get(best, [0.0])[0] > 0 else PASS
    assert master_bid(view, Simulation(random.Random(1), 8)) == expected
    assert choose_action(view, Level.MASTER, random.Random(1), params=params) == expected
    monkeypatch.setattr(model, "evaluate_contracts", lambda view, contracts, *a, **k: [-50.0] * len(contracts))
    assert master_bid(view, Simulation(random.Random(1), 8)) == PASS  # every call worse than the standing contract
