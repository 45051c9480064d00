"""The ownership model at the small tables (issue 48): Belot for 3 (three seats, every card dealt) and Belot
for 2 (two seats, six cards never dealt: the stock, one more place a hidden card may be). Their layouts are
their own, the four-seat ones are unchanged; the features, the prior, the truth and the weighted sampler read
the places right; and the tools make, train and gate a model that Master draws its deals from."""

from __future__ import annotations

import itertools
import random
from pathlib import Path

import numpy as np
import pytest

from tests.ai.ownership_checks import (
    check_draw_is_exact,
    data_train_gate,
    play_renamed_alike,
    side_suit_renaming,
    even_weights,
    master_deal_sources,
    random_model,
)

from belote_desktop.ai.beliefs.inference import DealSampler, read_view
from belote_desktop.ai.beliefs.ownership import shipped
from belote_desktop.ai.beliefs.ownership.features import (
    Layout, encode, place_indices, side_suit_permutations, uniform_marginals,
)
from belote_desktop.ai.beliefs.ownership.model import load
from belote_desktop.ai.beliefs.ownership.sampler import WeightedSampler
from belote_desktop.engine import VARIANTS, Contract, Phase, Strain, deal_with_contract, find_variant
from belote_desktop.engine.cards import deck_cards
from belote_desktop.engine.state import shuffled_deck
from tools.ownership_data import holders
from tools.ownership_fit import fresh_model

from tests.ai.positions import permuted, random_deal_positions

SMALL = ("belot_3p", "belot_2p")
# the layouts of the four-seat games, as the first shipped models were trained on them: never to change
FOUR_SEAT_HASHES = {"PIQUET_32": "8cc083668683eb34", "SHORT_24": "322cfea9386e0eca", "LONG_36": "a19ceca1bfc959ab"}


def _play_states(family: str, seed: int):  # noqa: ANN202
    for state in random_deal_positions(find_variant(family), seed):
        if state.phase is Phase.PLAY and not state.is_terminal():
            yield state






def test_the_small_tables_have_layouts_and_the_four_seat_ones_are_unchanged() -> None:
    three, two = (Layout.for_rules(find_variant(game)) for game in SMALL)
    assert (three.players, three.stock, three.places, three.stock_place) == (3, False, 2, -1)
    assert (two.players, two.stock, two.places, two.stock_place) == (2, True, 2, 1)
    assert "seats=3" in three.schema and "seats=2;stock=1" in two.schema
    assert len({three.schema_hash, two.schema_hash, *FOUR_SEAT_HASHES.values()}) == 5
    for layout in (three, two):
        assert Layout.from_schema(layout.schema) == layout
        f, slots = side_suit_permutations(layout)
        for row in f:  # every renaming is a permutation of the features
            assert sorted(row.tolist()) == list(range(layout.size))
    for game in sorted(VARIANTS):
        rules = find_variant(game)
        if rules.players == 4:
            layout = Layout.for_rules(rules)
            assert layout.schema_hash == FOUR_SEAT_HASHES[rules.deck.name], game
            assert layout.schema.startswith("ownership-v1;seats=4;deck=")
    for path in sorted(shipped.DATA_DIR.glob("ownership-*.npz")):
        game = path.stem.removeprefix("ownership-")
        assert load(path).schema_hash == Layout.for_rules(find_variant(game)).schema_hash
    for game in ("decouverte", "belot_2p_open"):  # read since (tests/ai/beliefs/test_ownership_facedown.py), apart
        layout = Layout.for_rules(find_variant(game))
        assert layout.down and "down=1" in layout.schema
        assert layout.schema_hash not in {three.schema_hash, two.schema_hash, *FOUR_SEAT_HASHES.values()}


@pytest.mark.parametrize("family", SMALL)
def test_targets_prior_and_truth_read_the_places(family: str) -> None:
    rules = find_variant(family)
    layout = Layout.for_rules(rules)
    n = rules.players
    checked = in_stock = 0
    for seed in range(3):
        for state in _play_states(family, seed):
            for seat in range(n):
                view = state.view_for(seat)
                enc = encode(view, layout)
                hidden = {int(c) for c in enc.cards[enc.target]}
                held = 0
                for s in range(n):
                    held |= state.hands[s]
                others = 0
                for s in range(n):
                    if s != seat:
                        others |= state.hands[s]
                stock = {c.index for c in deck_cards(rules.deck)} - {c for c in range(36) if held >> c & 1} - {
                    c.index for t in state.tricks for c in t.cards} - {c.index for _, c in view.trick}
                assert len(stock) == rules.deal_plan.unused
                known = {c for mask in enc.knowledge.known for c in range(36) if mask >> c & 1}  # shown, declared
                assert hidden == ({c for c in range(36) if others >> c & 1} | stock) - known
                assert np.allclose(enc.prior[enc.target].sum(axis=1), 1.0, atol=1e-5)
                assert not enc.prior[~enc.target].any()
                assert not enc.prior[:, layout.places:].any()  # the padded place: never
                truth = holders(state.hands, seat, enc)
                assert ((truth >= 0) == enc.target).all()
                places = place_indices(layout, seat)
                for slot in np.flatnonzero(enc.target):
                    card, place = int(enc.cards[slot]), int(truth[slot])
                    assert enc.prior[slot, place] > 0  # the hard facts never rule out the truth
                    if places[place] == n:
                        assert card in stock
                        in_stock += 1
                    else:
                        assert state.hands[places[place]] >> card & 1
                if layout.stock:  # nobody knows anything of the stock: a place of every hidden card
                    assert (enc.prior[enc.target, layout.stock_place] > 0).all()
                checked += 1
    assert checked >= 60
    assert (in_stock > 0) == (family == "belot_2p")


def test_features_are_equal_when_the_unseen_cards_move() -> None:
    rng = random.Random(3)
    compared = 0
    for seed in range(4):
        for i, state in enumerate(_play_states("belot_3p", seed)):
            if i % 3:
                continue
            for seat in range(3):
                other = permuted(state, seat, rng)
                if other is None or other.hands == state.hands:
                    continue
                view, other_view = state.view_for(seat), other.view_for(seat)
                assert view == other_view
                a, b = encode(view), encode(other_view)
                assert np.array_equal(a.x, b.x) and np.array_equal(a.prior, b.prior)
                compared += 1
    assert compared >= 10


@pytest.mark.parametrize("family", SMALL)
def test_the_side_suit_renamings_are_the_small_games_symmetry(family: str) -> None:
    rules = find_variant(family)
    layout = Layout.for_rules(rules)
    feature_maps, slot_maps = side_suit_permutations(layout)
    checked = 0
    for seed in range(3):
        rng = random.Random(seed)
        deck = shuffled_deck(rules, seed)
        size = rules.hand_size
        hands = [list(deck[i * size:(i + 1) * size]) for i in range(rules.players)]
        contract = Contract(Strain(seed % 4), rng.randrange(rules.players), 80)
        k = 1 + seed % 5
        moved = side_suit_renaming(layout, slot_maps[k], contract.strain)

        state = deal_with_contract(rules, 0, hands, contract)
        other = deal_with_contract(rules, 0, [[moved(c) for c in h] for h in hands], contract)
        checked += play_renamed_alike(state, other, layout, feature_maps[k], slot_maps[k], moved, rng, atol=1e-6)
    assert checked > 40


@pytest.mark.parametrize("family", SMALL)
def test_even_weights_draw_the_uniform_deals(family: str) -> None:
    checked = 0
    for seed in range(4):
        for i, state in enumerate(_play_states(family, seed)):
            if i % 3:
                continue
            k = read_view(state.view_for(state.current_player()))
            uniform = uniform_marginals(k)
            assert all(len(shares) == k.players + int(bool(k.unused)) for shares in uniform.values())
            assert all(sum(shares) == pytest.approx(1.0) for shares in uniform.values())
            chances = WeightedSampler(k, even_weights(k)).chances()
            assert set(chances) == set(uniform)
            for card, shares in uniform.items():
                np.testing.assert_allclose(chances[card], shares, atol=1e-9)
            checked += 1
    assert checked >= 8




@pytest.mark.parametrize("family", SMALL)
def test_the_draw_is_exact_against_brute_force(family: str) -> None:
    rng = random.Random(7)
    checked = 0
    for seed in range(12):
        for state in _play_states(family, seed):
            k = read_view(state.view_for(state.current_player()))
            weights = {card: tuple(rng.uniform(0.2, 5.0) if p > 0 else 0.0 for p in shares)
                       for card, shares in uniform_marginals(k).items()}
            if not 4 <= len(weights) <= 10:
                continue
            sampler = WeightedSampler(k, weights)
            check_draw_is_exact(sampler, seed)
            checked += 1
            break
    assert checked >= 4


@pytest.mark.parametrize("family", SMALL)
def test_drawn_deals_keep_the_hard_facts_the_sizes_and_the_stock(family: str) -> None:
    rng = random.Random(5)
    checked = 0
    for seed in range(4):
        for i, state in enumerate(_play_states(family, seed)):
            if i % 4:
                continue
            view = state.view_for(state.current_player())
            k = read_view(view)
            weights = {card: tuple(rng.uniform(0.2, 5.0) if p > 0 else 0.0 for p in shares)
                       for card, shares in uniform_marginals(k).items()}
            sampler = WeightedSampler(k, weights)
            for _ in range(40):
                hands, covers = sampler.sample_deal(random.Random(rng.random()))
                assert covers == () and len(hands) == k.players
                assert hands[view.seat] == k.hand
                union = 0
                for seat in range(k.players):
                    assert hands[seat] & k.known[seat] == k.known[seat]
                    assert not hands[seat] & k.forbidden[seat]
                    assert hands[seat].bit_count() == view.hand_sizes[seat]
                    assert not union & hands[seat]
                    union |= hands[seat]
                stock = (k.hand | k.hidden) & ~union  # the cards dealt to no hand
                assert stock.bit_count() == k.unused
                assert union | stock == k.hand | k.hidden
            checked += 1
    assert checked >= 6


@pytest.mark.parametrize("family", SMALL)
def test_a_models_chances_map_back_to_the_seats_and_the_stock(family: str) -> None:
    rules = find_variant(family)
    layout = Layout.for_rules(rules)
    untrained = fresh_model(layout, np.random.default_rng(0))
    model = random_model(family, 2)
    for state in itertools.islice(_play_states(family, 1), 0, 24, 4):
        view = state.view_for(state.current_player())
        k = read_view(view)
        uniform = uniform_marginals(k)
        flat = untrained.beliefs(view)
        assert set(flat) == set(uniform)
        for card, shares in uniform.items():
            np.testing.assert_allclose(flat[card], shares, atol=1e-6)
            assert flat[card][view.seat] == 0.0
        beliefs, tilts = model.beliefs(view), model.tilts(view)
        for card, shares in uniform.items():
            assert sum(beliefs[card]) == pytest.approx(1.0, abs=1e-5)
            for place, p in enumerate(shares):
                assert (beliefs[card][place] > 0) == (p > 0)
                assert tilts[card][place] == pytest.approx(beliefs[card][place] / p if p > 0 else 0.0, rel=1e-4)
        drawn = WeightedSampler(k, tilts).chances()
        to_model = np.mean([abs(drawn[c][s] - beliefs[c][s]) for c in beliefs for s in range(len(beliefs[c]))])
        uniform_to_model = np.mean([abs(uniform[c][s] - beliefs[c][s]) for c in beliefs for s in range(len(beliefs[c]))])
        assert to_model <= uniform_to_model + 1e-12


@pytest.mark.parametrize(("family", "seed"), [("belot_3p", 3), ("belot_2p", 4)])  # seeds whose first deal is played
def test_the_tools_and_master_at_a_small_table(family: str, seed: int, tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    path, gate = data_train_gate(family, seed, 3, tmp_path, capsys, ["--deals", "1", "--seed", "5"])  # a deal played
    for protocol in ("decisions", "session10"):
        figures = gate[protocol]["all"]
        assert figures["cards"] > 0 and figures["uniform"] < 0 and figures["model"] < 0
    # not -0.95 (set for four seats, where uniform is below it): the gain over uniform, clear of zero
    whole = gate["session10"]["all"]
    assert gate["gate"] != -0.95 and gate["passes"] == (whole["gain"] - whole["ci95"][1] > 0)

    # Master draws its deals from that model (named by the environment, as the tools do) and plays legal cards
    monkeypatch.setenv(shipped.MODEL_ENV, str(path))
    monkeypatch.setattr(shipped, "_cache", {})
    rules = find_variant(family)
    assert shipped.model_for(rules) is not None
    sources = master_deal_sources(rules, monkeypatch)
    assert sources and set(sources) == {WeightedSampler.__name__}


def test_the_uniform_sampler_and_the_model_sampler_agree_on_the_stock() -> None:
    """In Belot for 2 the uniform sampler's deals and the weighted one's (even weights) leave the same number of
    cards out of the hands, and their chances of a card being in the stock match."""
    state = next(s for s in _play_states("belot_2p", 2) if len(s.tricks) >= 2)
    k = read_view(state.view_for(state.current_player()))
    uniform, weighted = DealSampler(k), WeightedSampler(k, even_weights(k))
    rng = random.Random(4)
    draws = 4000
    out_u: dict[int, int] = {}
    out_w: dict[int, int] = {}
    for sampler, out in ((uniform, out_u), (weighted, out_w)):
        for _ in range(draws):
            hands = sampler.sample(rng)
            stock = (k.hand | k.hidden) & ~(hands[0] | hands[1])
            assert stock.bit_count() == k.unused
            for c in range(36):
                out[c] = out.get(c, 0) + (stock >> c & 1)
    chances = weighted.chances()
    for card in chances:
        p = chances[card][k.players]
        spread = 5 * np.sqrt(p * (1 - p) / draws) + 1e-3
        assert abs(out_u.get(card, 0) / draws - p) <= spread
        assert abs(out_w.get(card, 0) / draws - p) <= spread
