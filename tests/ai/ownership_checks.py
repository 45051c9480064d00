"""What the ownership tests of every table share: the three tools on a few deals, and where Master's searches
draw their deals from."""

from __future__ import annotations

import itertools
import json
import random
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest

from belote_desktop.ai import SEARCH_PARAMS, Level, choose_action
from belote_desktop.ai.beliefs.inference import Knowledge
from belote_desktop.ai.beliefs.ownership.features import Layout, encode, suit_order, uniform_marginals
from belote_desktop.ai.beliefs.ownership.model import OwnershipModel, load
from belote_desktop.ai.beliefs.ownership.sampler import WeightedSampler
from belote_desktop.ai.play import search as search_module
from belote_desktop.engine import CARDS, PLAY, Card, DealState, Phase, Ruleset, Strain, find_variant, new_deal
from tools.ownership_fit import fresh_model


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


def layout_model(layout: Layout, seed: int, scale: float = 0.05) -> OwnershipModel:
    """An untrained model of ``layout`` with every weight nudged at random (not the prior: a real tilt)."""
    rng = np.random.default_rng(seed)
    model = fresh_model(layout, rng)
    for w in model.weights:
        w += (scale * rng.standard_normal(w.shape)).astype(np.float32)
    return model


def random_model(family: str, seed: int, scale: float = 0.2) -> OwnershipModel:
    """``layout_model`` of the game's layout, which says whose it is."""
    model = layout_model(Layout.for_rules(find_variant(family)), seed, scale)
    model.meta = {"family": family, "symmetric": False}
    return model


def even_weights(k: Knowledge) -> dict[int, tuple[float, ...]]:
    """Weight 1 wherever the hard facts allow a place: the uniform draw."""
    return {c: tuple(1.0 if p > 0 else 0.0 for p in shares) for c, shares in uniform_marginals(k).items()}


def random_weights(k: Knowledge, rng: random.Random) -> dict[int, tuple[float, ...]]:
    """A random weight from 0.2 to 5 wherever the hard facts allow a place."""
    return {card: tuple(rng.uniform(0.2, 5.0) if p > 0 else 0.0 for p in shares)
            for card, shares in uniform_marginals(k).items()}


def brute_force_draw(sampler: WeightedSampler) -> dict[tuple[int, ...], float]:
    """Every way to deal the sampler's free cards to its places with their counts, and its chance."""
    ways: dict[tuple[int, ...], float] = {}
    for dealt in itertools.product(range(3), repeat=len(sampler.cards)):
        if [dealt.count(r) for r in range(3)] != sampler.need:
            continue
        weight = float(np.prod([sampler.w[i, r] for i, r in enumerate(dealt)]))
        if weight > 0:
            ways[dealt] = weight
    total = sum(ways.values())
    return {h: w / total for h, w in ways.items()}


def check_draw_is_exact(sampler: WeightedSampler, seed: int) -> None:
    """The sampler's chances per card and place equal brute force's, and 20,000 draws fall as brute force says."""
    exact = brute_force_draw(sampler)
    chances = sampler.chances()
    for i, card in enumerate(sampler.cards):
        for r, place in enumerate(sampler.others):
            want = sum(p for h, p in exact.items() if h[i] == r)
            assert chances[card][place] == pytest.approx(want, abs=1e-9)
    draws = 20_000
    counts: dict[tuple[int, ...], int] = {}
    for row in sampler.draw(draws, np.random.default_rng(seed)).tolist():
        counts[tuple(row)] = counts.get(tuple(row), 0) + 1
    assert set(counts) <= set(exact)
    for deal, p in exact.items():
        assert abs(counts.get(deal, 0) / draws - p) <= 5 * np.sqrt(p * (1 - p) / draws) + 1e-3


def side_suit_renaming(layout: Layout, slot_map: np.ndarray, strain: Strain) -> Callable[[Card], Card]:
    """The card each card becomes when the side suits are renamed as ``slot_map`` (one of
    ``side_suit_permutations``' slot maps) reads them under ``strain``."""
    ranks = len(layout.ranks)
    canon = suit_order(strain)
    suits = [int(slot_map[i * ranks]) // ranks for i in range(4)]  # new canonical suit i reads old suits[i]
    rename = {canon[suits[i]]: canon[i] for i in range(4)}
    return lambda card: CARDS[rename[int(card.suit)] * 9 + int(card.rank)]


def play_renamed_alike(state: DealState, other: DealState, layout: Layout, feature_map: np.ndarray,
                       slot_map: np.ndarray, moved: Callable[[Card], Card], rng: random.Random,
                       atol: float = 0.0) -> int:
    """Play ``state`` to its end at random and ``other`` (its deal with the side suits renamed) alike: every seat's
    features read as the first's through ``feature_map``, its prior through ``slot_map``; the views compared."""
    checked = 0
    while not state.is_terminal():
        for seat in range(state.rules.players):
            a, b = encode(state.view_for(seat), layout), encode(other.view_for(seat), layout)
            assert np.array_equal(b.x, a.x[feature_map])
            assert np.allclose(b.prior, a.prior[slot_map], rtol=0.0, atol=atol)
            checked += 1
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        state = state.apply(action)
        other = other.apply(PLAY[moved(action.card).index] if hasattr(action, "card") else action)
    return checked
