"""The ownership models shipped in ai/data (issue 37): each reads this version's feature layout for its own game,
is small, and Master's search draws its deals from it."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tests.ai.ownership_checks import master_deal_sources

from belote_desktop.ai import Level, choose_action
from belote_desktop.ai.beliefs.ownership import shipped
from belote_desktop.ai.beliefs.ownership.features import Layout
from belote_desktop.ai.beliefs.ownership.sampler import WeightedSampler
from belote_desktop.engine import Phase, find_variant, new_deal

SHIPPED = sorted(shipped.DATA_DIR.glob("ownership-*.npz"))


def _game(path: Path) -> str:
    return path.stem.removeprefix("ownership-")


@pytest.mark.parametrize("game", ["classic", "baloot", "coinche", "bulgarian", "bidding_belote", "pilotta", "contree_ffb", "belot_3p", "belot_2p", "clabber", "tarabish"])
def test_the_measured_games_ship_a_model(game: str) -> None:
    """The games whose model passed the gate and was measured at the table (docs/benchmarks.md, issues 37 and 48)."""
    assert shipped.shipped_path(game) in SHIPPED


@pytest.mark.parametrize("path", SHIPPED, ids=_game)
def test_a_shipped_model_is_its_games_and_this_versions(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(shipped.MODEL_ENV, raising=False)
    rules = find_variant(_game(path))
    model = shipped.model_for(rules)
    assert model is not None, f"{path.name} is not read: retrain it for feature layout {Layout.for_rules(rules).schema_hash}"
    assert model.meta["family"] == rules.id and model.schema_hash == Layout.for_rules(rules).schema_hash
    assert path.stat().st_size < 600_000  # hundreds of KB, in the wheel and the bundle (Tarabish, 256-128: 554 KB)
    assert model.meta["deals"] >= 5_000  # trained on a real amount of self-play, not a smoke run


@pytest.mark.parametrize("path", SHIPPED, ids=_game)
def test_master_draws_its_deals_from_the_shipped_model(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(shipped.MODEL_ENV, raising=False)
    rules = find_variant(_game(path))
    sources = master_deal_sources(rules, monkeypatch)
    assert sources and set(sources) == {WeightedSampler.__name__}


@pytest.mark.parametrize("path", SHIPPED, ids=_game)
def test_a_deal_with_no_auction_draws_from_the_model_only_where_measured(path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """A fixed contract (deal file, editor) has no bidding, which the models never saw: only the games measured
    there (``READS_DEALS_WITHOUT_AUCTION``) draw from their model; the others weigh uniform deals as before."""
    from belote_desktop.ai.beliefs.inference import read_view
    from belote_desktop.engine import Contract, Strain, deal_with_contract
    from belote_desktop.engine.state import shuffled_deck

    monkeypatch.delenv(shipped.MODEL_ENV, raising=False)
    rules = find_variant(_game(path))
    deck = shuffled_deck(rules, 7)
    hands = [list(deck[i * rules.hand_size:(i + 1) * rules.hand_size]) for i in range(rules.players)]
    fixed = deal_with_contract(rules, 0, hands, Contract(Strain(0), 1, rules.min_bid))
    view = fixed.view_for(fixed.current_player())
    assert view.phase is Phase.PLAY and not view.bidding
    drawn = shipped.model_sampler(view, read_view(view))
    assert (drawn is not None) == (rules.id in shipped.READS_DEALS_WITHOUT_AUCTION)
    rng = random.Random(3)
    for seed in range(3, 40):  # the same game after a real auction (one nobody takes is thrown in): the model is read
        state = new_deal(rules, dealer=seed % rules.players, seed=seed)
        while not state.is_terminal() and state.view_for(state.current_player()).phase is Phase.BIDDING:
            state = state.apply(choose_action(state.view_for(state.current_player()), Level.INTERMEDIATE, rng))
        if not state.is_terminal():
            break
    view = state.view_for(state.current_player())
    assert view.bidding and isinstance(shipped.model_sampler(view, read_view(view)), WeightedSampler)
