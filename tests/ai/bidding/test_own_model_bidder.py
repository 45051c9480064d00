"""Master's own bidder (``model.own_model_bid``, ``SearchParams.master_model``): the calibrated model's features,
fitted on continuations whose cards a search level played (``tools/train_bidder.py --master --play-level expert``);
a game without such an entry bids exactly as Expert."""

from __future__ import annotations

import dataclasses
import random


from belote_desktop.ai.play.search import Simulation
from belote_desktop.ai import SEARCH_PARAMS, Level, choose_action
from belote_desktop.ai.bidding import model
from belote_desktop.ai.bidding.model import FEATURES, action_kind, expert_bid, own_model_bid
from belote_desktop.engine import PASS, find_variant, new_deal


def _first_choice(variant: str = "classic"):
    """The first bidding view of a deal where the seat may pass or take."""
    rules = find_variant(variant)
    for seed in range(50):
        state = new_deal(rules, dealer=seed % rules.players, seed=seed)
        view = state.view_for(state.current_player())
        if PASS in view.legal_actions and any(action_kind(a) == "suit" for a in view.legal_actions):
            return view
    raise AssertionError("no choice")


def _entry(bias: float) -> dict:
    weights = [bias] + [0.0] * (len(FEATURES) - 1)
    return {"features": list(FEATURES), "margin": 0.0, "weights": {"suit": weights}}


def test_master_bids_by_its_own_entry_where_the_game_has_one(monkeypatch):
    view = _first_choice()
    params = dataclasses.replace(SEARCH_PARAMS[Level.MASTER], master_model=True)
    monkeypatch.setattr(model, "_shipped_master", lambda: {})
    assert own_model_bid(view, Simulation(random.Random(3), 16, True)) == expert_bid(view, Simulation(random.Random(3), 16, True))
    assert choose_action(view, Level.MASTER, random.Random(3), params=params) == choose_action(
        view, Level.EXPERT, random.Random(3))
    monkeypatch.setattr(model, "_shipped_master", lambda: {"classic": _entry(50.0)})  # every take worth 50
    taken = own_model_bid(view, Simulation(random.Random(3), 16, True))
    assert action_kind(taken) == "suit"
    assert choose_action(view, Level.MASTER, random.Random(3), params=params) == taken
    monkeypatch.setattr(model, "_shipped_master", lambda: {"classic": _entry(-50.0)})  # every take loses 50
    assert own_model_bid(view, Simulation(random.Random(3), 16, True)) == PASS
    # an entry for other features (an older file) is not read: Expert's bid
    monkeypatch.setattr(model, "_shipped_master", lambda: {"classic": dict(_entry(50.0), features=["bias"])})
    assert model.master_entry("classic") is None
    assert own_model_bid(view, Simulation(random.Random(3), 16, True)) == expert_bid(view, Simulation(random.Random(3), 16, True))
