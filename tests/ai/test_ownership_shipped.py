"""The ownership models shipped in ai/data (issue 37): each reads this version's feature layout for its own game,
is small, and Master's search draws its deals from it."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from belote_desktop.ai import SEARCH_PARAMS, Level, choose_action
from belote_desktop.ai import search as search_module
from belote_desktop.ai.ownership import shipped
from belote_desktop.ai.ownership.features import Layout
from belote_desktop.ai.ownership.sampler import WeightedSampler
from belote_desktop.engine import Phase, find_variant, new_deal

SHIPPED = sorted(shipped.DATA_DIR.glob("ownership-*.npz"))


def _game(path: Path) -> str:
    return path.stem.removeprefix("ownership-")


def test_classic_ships_a_model() -> None:
    assert shipped.shipped_path("classic") in SHIPPED


@pytest.mark.parametrize("path", SHIPPED, ids=_game)
def test_a_shipped_model_is_its_games_and_this_versions(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(shipped.MODEL_ENV, raising=False)
    rules = find_variant(_game(path))
    model = shipped.model_for(rules)
    assert model is not None, f"{path.name} is not read: retrain it for feature layout {Layout.for_rules(rules).schema_hash}"
    assert model.meta["family"] == rules.id and model.schema_hash == Layout.for_rules(rules).schema_hash
    assert path.stat().st_size < 400_000  # hundreds of KB, in the wheel and the bundle
    assert model.meta["deals"] >= 5_000  # trained on a real amount of self-play, not a smoke run


@pytest.mark.parametrize("path", SHIPPED, ids=_game)
def test_master_draws_its_deals_from_the_shipped_model(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(shipped.MODEL_ENV, raising=False)
    rules = find_variant(_game(path))
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
    for seed in range(11, 31):  # until a deal is played (one thrown in has no card play)
        state = new_deal(rules, dealer=seed % rules.players, seed=seed)
        while not state.is_terminal() and len(sources) < 6:
            view = state.view_for(state.current_player())
            level = Level.MASTER if view.phase is Phase.PLAY else Level.INTERMEDIATE
            action = choose_action(view, level, rng, params=params if level is Level.MASTER else None)
            assert action in view.legal_actions
            state = state.apply(action)
        if sources:
            break
    assert sources and set(sources) == {WeightedSampler.__name__}
