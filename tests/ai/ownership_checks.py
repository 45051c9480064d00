"""What the ownership tests of every table share: the three tools on a few deals, and where Master's searches
draw their deals from."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from belote_desktop.ai import SEARCH_PARAMS, Level, choose_action
from belote_desktop.ai.beliefs.ownership.features import Layout
from belote_desktop.ai.beliefs.ownership.model import load
from belote_desktop.ai.play import search as search_module
from belote_desktop.engine import Phase, Ruleset, find_variant, new_deal


def data_train_gate(family: str, seed: int, deals: int, folder: Path, capsys: pytest.CaptureFixture[str],
                    gate_args: list[str]) -> tuple[Path, dict[str, object]]:
    """Self-play data of ``deals`` deals of ``seed``, a model trained one epoch on it, and the gate's JSON on
    ``gate_args`` (the tools as a person runs them); the model's path and the gate's figures."""
    from tools import ownership_data, ownership_gate, ownership_train

    data = folder / "data"
    assert ownership_data.main([str(data), "--family", family, "--deals", str(deals), "--chunk", str(deals),
                                "--seed", str(seed), "--jobs", "1"]) == 0
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert summary["chunks"] == 1 and summary["deals_played"] >= 1 and summary["rows"] > 10
    path = folder / "m.npz"
    assert ownership_train.main([str(data), "-o", str(path), "--epochs", "1"]) == 0
    trained = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert trained["family"] == family and trained["rows"] == summary["rows"]
    assert load(path, Layout.for_rules(find_variant(family))).meta["family"] == family
    assert ownership_gate.main([str(path), *gate_args]) == 0
    return path, json.loads(capsys.readouterr().out.strip().splitlines()[-1])


def master_deal_sources(rules: Ruleset, monkeypatch: pytest.MonkeyPatch, searches: int = 6) -> list[str]:
    """Master (a few sampled deals a look) plays the first deal with card play among deals 11 to 30, the others
    at Intermediate, every move checked legal; the kind of sampler each of its searches drew from."""
    sources: list[str] = []
    plain = search_module.deal_source

    def spy(view, knowledge, params):  # noqa: ANN001, ANN202
        found = plain(view, knowledge, params)
        sources.append(type(found[0]).__name__)
        return found

    monkeypatch.setattr(search_module, "deal_source", spy)
    master = SEARCH_PARAMS[Level.MASTER].without_clock()
    assert master.draw_from_model and master.second_look is not None and master.second_look.draw_from_model
    params = master.split(8)  # a few deals: what is checked is where they come from
    rng = random.Random(1)
    for deal in range(11, 31):  # until a deal is played (one thrown in has no card play)
        state = new_deal(rules, dealer=deal % rules.players, seed=deal)
        while not state.is_terminal() and len(sources) < searches:
            view = state.view_for(state.current_player())
            level = Level.MASTER if view.phase is Phase.PLAY else Level.INTERMEDIATE
            action = choose_action(view, level, rng, params=params if level is Level.MASTER else None)
            assert action in view.legal_actions
            state = state.apply(action)
        if sources:
            break
    return sources
