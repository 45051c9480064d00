"""Master's own bidder (``model.own_model_bid``, ``SearchParams.master_model``): the calibrated model's features,
fitted on continuations whose cards a search level played (``tools/train_bidder.py --master --play-level expert``);
a game without such an entry bids exactly as Expert."""

from __future__ import annotations

import dataclasses
import json
import random

import pytest

from belote_desktop.ai import SEARCH_PARAMS, Level, choose_action
from belote_desktop.ai.bidding import model
from belote_desktop.ai.bidding.model import FEATURES, action_kind, expert_bid, own_model_bid
from belote_desktop.engine import PASS, find_variant, new_deal
from tools import train_bidder


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
    assert own_model_bid(view, random.Random(3), 16, True) == expert_bid(view, random.Random(3), 16, True)
    assert choose_action(view, Level.MASTER, random.Random(3), params=params) == choose_action(
        view, Level.EXPERT, random.Random(3))
    monkeypatch.setattr(model, "_shipped_master", lambda: {"classic": _entry(50.0)})  # every take worth 50
    taken = own_model_bid(view, random.Random(3), 16, True)
    assert action_kind(taken) == "suit"
    assert choose_action(view, Level.MASTER, random.Random(3), params=params) == taken
    monkeypatch.setattr(model, "_shipped_master", lambda: {"classic": _entry(-50.0)})  # every take loses 50
    assert own_model_bid(view, random.Random(3), 16, True) == PASS
    # an entry for other features (an older file) is not read: Expert's bid
    monkeypatch.setattr(model, "_shipped_master", lambda: {"classic": dict(_entry(50.0), features=["bias"])})
    assert model.master_entry("classic") is None
    assert own_model_bid(view, random.Random(3), 16, True) == expert_bid(view, random.Random(3), 16, True)


def test_continuations_played_by_a_search_level():
    cards = train_bidder.Cards(Level.EXPERT, 8)
    search = cards.params()
    assert search.samples == 8 and search.exact_samples >= 1 and search.max_seconds >= 30  # the samples bound it
    assert train_bidder.INTERMEDIATE_CARDS.params() is None and cards.label() == "expert@8"
    differed = 0
    for deal in range(3):
        plain = train_bidder.deal_rows(("classic", 6120, deal, False, False))
        searched = train_bidder.deal_rows(("classic", 6120, deal, False, False, cards))
        # the same decisions and features (read from the bidding seat's view); what each call scored may differ
        assert [[(k, x) for k, x, _ in rows] for rows, _ in plain] == [
            [(k, x) for k, x, _ in rows] for rows, _ in searched]
        differed += [[y for *_, y in rows] for rows, _ in plain] != [[y for *_, y in rows] for rows, _ in searched]
        if deal == 0:  # the same rows again: the clock does not decide
            assert train_bidder.deal_rows(("classic", 6120, deal, False, False, cards)) == searched
    assert differed >= 1


def test_the_master_part_is_written_beside_experts(tmp_path):
    path = tmp_path / "bid_models.json"
    path.write_text(json.dumps({"version": 1, "models": {"classic": {"kept": True}}}), encoding="utf-8")
    train_bidder.write_entry("classic", _entry(1.0), path, part="master")
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["models"] == {"classic": {"kept": True}} and data["master"]["classic"]["weights"]["suit"][0] == 1.0


@pytest.mark.parametrize("argv", [
    ["--variant", "classic", "--play-samples", "10"],  # samples for a level that does not search
    ["--variant", "classic", "--play-level", "expert", "--play-samples", "0"],
    ["--variant", "classic", "--play-level", "grandmaster"],
    ["--variant", "classic", "--master", "--simulated"],
])
def test_bad_arguments_are_refused(argv, capsys):
    assert train_bidder.main(argv) == 2
    assert capsys.readouterr().err.strip()
