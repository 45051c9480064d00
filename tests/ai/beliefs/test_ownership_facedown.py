"""The ownership model in the games with face-down table cards (issue 48): Belote Découverte and Belot for 2 with
open cards. A card nobody has seen is in the opponent's hand, face down under one of the viewer's face-up cards,
or face down under one of the opponent's (unseen by its owner too): three places. Their layouts are their own
(``down=1``), every other layout is unchanged; the features, the prior, the truth and the weighted sampler (the
deal and its covers) read the places right; and the tools make, train and gate a model that Master draws its
deals from."""

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
    random_weights,
)

from belote_desktop.ai.beliefs.inference import DealSampler, read_view
from belote_desktop.ai.beliefs.ownership import shipped
from belote_desktop.ai.beliefs.ownership.features import (
    Layout, encode, place_indices, side_suit_permutations, uniform_marginals,
)
from belote_desktop.ai.beliefs.ownership.model import load
from belote_desktop.ai.beliefs.ownership.sampler import WeightedSampler
from belote_desktop.engine import (
    VARIANTS, Contract, Phase, Strain, deal_layout_with_contract, find_variant,
)
from belote_desktop.engine.state import shuffled_deck
from tools.ownership_data import holders
from tools.ownership_fit import fresh_model

from tests.ai.positions import random_deal_positions

FACE_DOWN = ("decouverte", "belot_2p_open")
# every other layout, as the models so far were trained on them: never to change
OTHER_HASHES = {"PIQUET_32": "8cc083668683eb34", "SHORT_24": "322cfea9386e0eca", "LONG_36": "a19ceca1bfc959ab",
                "belot_3p": "5f799b2f9d2b9dc2", "belot_2p": "0f680fd100d3fc04"}


# the seeds of ``random_deal_positions`` whose deal is played (many of the others are thrown in)
PLAYED = {"decouverte": (0, 5, 11, 13, 15, 17, 20, 23, 25, 27, 29), "belot_2p_open": (0, 1, 2, 5, 6, 8, 14, 17, 19, 20, 22)}


def _play_states(family: str, deal: int):  # noqa: ANN202
    """The card-play positions of the ``deal``-th played deal."""
    states = [state for state in random_deal_positions(find_variant(family), PLAYED[family][deal])
              if state.phase is Phase.PLAY and not state.is_terminal()]
    assert states
    yield from states








def test_the_face_down_games_have_layouts_and_the_others_are_unchanged() -> None:
    layouts = {game: Layout.for_rules(find_variant(game)) for game in FACE_DOWN}
    for game, layout in layouts.items():
        assert (layout.players, layout.stock, layout.down, layout.places, layout.indices) == (2, False, True, 3, 4)
        assert "seats=2;down=1;" in layout.schema and "stock=" not in layout.schema
        assert Layout.from_schema(layout.schema) == layout
        assert layout.schema_hash not in OTHER_HASHES.values(), game
        f, _slots = side_suit_permutations(layout)
        for row in f:  # every renaming is a permutation of the features
            assert sorted(row.tolist()) == list(range(layout.size))
        assert place_indices(layout, 0) == [1, 2, 3] and place_indices(layout, 1) == [0, 3, 2]
    assert layouts["decouverte"] == layouts["belot_2p_open"]  # the same deck and places: one layout
    for game in sorted(VARIANTS):
        rules = find_variant(game)
        if game in FACE_DOWN:
            continue
        layout = Layout.for_rules(rules)
        assert not layout.down and "down=" not in layout.schema
        assert layout.schema_hash == OTHER_HASHES.get(game, OTHER_HASHES.get(rules.deck.name)), game
    for path in sorted(shipped.DATA_DIR.glob("ownership-*.npz")):  # the shipped models still load, for their game
        game = path.stem.removeprefix("ownership-")
        model = load(path, Layout.for_rules(find_variant(game)))
        assert model.schema_hash == OTHER_HASHES.get(game, OTHER_HASHES.get(find_variant(game).deck.name))
        assert shipped.model_for(find_variant(game)) is not None
    for game in FACE_DOWN:  # none is shipped: the bots play as before
        assert shipped.model_for(find_variant(game)) is None


@pytest.mark.parametrize("family", FACE_DOWN)
def test_targets_prior_and_truth_read_the_places(family: str) -> None:
    rules = find_variant(family)
    layout = Layout.for_rules(rules)
    n = rules.players
    checked = 0
    by_place = [0, 0, 0]
    for seed in range(3):
        for state in _play_states(family, seed):
            zones = state.zones
            for seat in range(n):
                view = state.view_for(seat)
                enc = encode(view, layout)
                assert enc.knowledge.face_down
                hidden = {int(c) for c in enc.cards[enc.target]}
                opp = 1 - seat
                unseen = state.hands[opp] | zones.table_down[0] | zones.table_down[1]
                known = {c for mask in enc.knowledge.known for c in range(36) if mask >> c & 1}  # face up, declared
                assert hidden == {c for c in range(36) if unseen >> c & 1} - known
                assert not state.hands[seat] & unseen
                assert np.allclose(enc.prior[enc.target].sum(axis=1), 1.0, atol=1e-5)
                assert not enc.prior[~enc.target].any()
                # each place holds its cards: the opponent's unknown hand cards, each seat's face-down ones
                counts = enc.prior[enc.target].sum(axis=0)
                assert counts[0] == pytest.approx(enc.knowledge.hidden_hand(opp), abs=1e-4)
                assert counts[1] == pytest.approx(view.table_down_sizes[seat], abs=1e-4)
                assert counts[2] == pytest.approx(view.table_down_sizes[opp], abs=1e-4)
                truth = holders(state.hands, seat, enc, zones.table_down)
                assert ((truth >= 0) == enc.target).all()
                places = place_indices(layout, seat)
                for slot in np.flatnonzero(enc.target):
                    card, place = int(enc.cards[slot]), int(truth[slot])
                    assert enc.prior[slot, place] > 0  # the hard facts never rule out the truth
                    where = places[place]
                    assert (state.hands[where] if where < n else zones.table_down[where - n]) >> card & 1
                    by_place[place] += 1
                x = enc.x
                for r, s in enumerate((seat, opp)):
                    up = {tc.card.index for tc in view.table_up[s]}
                    at = layout.offset(f"up{r}")
                    assert {int(enc.cards[i]) for i in np.flatnonzero(x[at:at + layout.cards])} == up
                    assert x[layout.offset("down_left") + r] == pytest.approx(view.table_down_sizes[s] / rules.hand_size)
                checked += 1
                with pytest.raises(ValueError, match="face-down"):
                    holders(state.hands, seat, enc)  # the truth needs the face-down cards
    assert checked >= 40
    assert by_place[1] > 0 and by_place[2] > 0
    assert (by_place[0] > 0) == (family == "belot_2p_open")  # in Découverte every card is on the table


@pytest.mark.parametrize("family", FACE_DOWN)
def test_the_side_suit_renamings_are_the_games_symmetry(family: str) -> None:
    """The same layout on the table with the side suits renamed reads as the features renamed (the table blocks
    too), the prior alike."""
    rules = find_variant(family)
    layout = Layout.for_rules(rules)
    feature_maps, slot_maps = side_suit_permutations(layout)
    checked = 0
    for seed in range(3):
        rng = random.Random(seed)
        deck = shuffled_deck(rules, seed)
        contract = Contract(Strain(seed % 4), rng.randrange(rules.players), 80)
        k = 1 + seed % 5
        moved = side_suit_renaming(layout, slot_maps[k], contract.strain)

        state = deal_layout_with_contract(rules, 0, deck, contract)
        other = deal_layout_with_contract(rules, 0, [moved(c) for c in deck], contract)
        checked += play_renamed_alike(state, other, layout, feature_maps[k], slot_maps[k], moved, rng, atol=1e-6)
    assert checked > 40


@pytest.mark.parametrize("family", FACE_DOWN)
def test_even_weights_draw_the_uniform_deals(family: str) -> None:
    """The weighted sampler with even weights gives every card and place exactly ``DealSampler``'s chance."""
    checked = 0
    for seed in range(4):
        for i, state in enumerate(_play_states(family, seed)):
            if i % 3:
                continue
            k = read_view(state.view_for(state.current_player()))
            uniform = uniform_marginals(k)
            if not uniform:
                continue
            assert all(len(shares) == 2 * k.players for shares in uniform.values())
            assert all(sum(shares) == pytest.approx(1.0) for shares in uniform.values())
            assert all(shares[k.seat] == 0.0 for shares in uniform.values())
            chances = WeightedSampler(k, even_weights(k)).chances()
            assert set(chances) == set(uniform)
            for card, shares in uniform.items():
                np.testing.assert_allclose(chances[card], shares, atol=1e-9)
            checked += 1
    assert checked >= 8


def test_the_uniform_chances_are_the_uniform_samplers() -> None:
    """``uniform_marginals`` (the prior) against ``DealSampler``'s own draws, place by place."""
    state = next(s for s in _play_states("belot_2p_open", 1) if len(s.tricks) >= 2)
    k = read_view(state.view_for(state.current_player()))
    uniform = uniform_marginals(k)
    sampler = DealSampler(k)
    rng = random.Random(3)
    draws = 4000
    counts = {card: [0] * 4 for card in uniform}
    for _ in range(draws):
        places = sampler.sample_places(rng)
        for card in uniform:
            for index in range(4):
                counts[card][index] += places[index] >> card & 1
    for card, shares in uniform.items():
        for index, p in enumerate(shares):
            assert abs(counts[card][index] / draws - p) <= 5 * np.sqrt(p * (1 - p) / draws) + 1e-3




@pytest.mark.parametrize("family", FACE_DOWN)
def test_the_draw_is_exact_against_brute_force(family: str) -> None:
    rng = random.Random(7)
    checked = 0
    for seed in range(len(PLAYED[family])):
        for state in _play_states(family, seed):
            k = read_view(state.view_for(state.current_player()))
            weights = random_weights(k, rng)
            if not 4 <= len(weights) <= 9:
                continue
            sampler = WeightedSampler(k, weights)
            check_draw_is_exact(sampler, seed)
            checked += 1
            break
    assert checked >= 4


@pytest.mark.parametrize("family", FACE_DOWN)
def test_drawn_deals_keep_the_facts_the_sizes_and_the_covers(family: str) -> None:
    rng = random.Random(5)
    checked = 0
    for seed in range(4):
        for i, state in enumerate(_play_states(family, seed)):
            if i % 3:
                continue
            view = state.view_for(state.current_player())
            k = read_view(view)
            n = k.players
            sampler = WeightedSampler(k, random_weights(k, rng))
            plain_covers = DealSampler(k).sample_deal(random.Random(0))[1]
            # the draw by place: each place gets its count, a card the facts forbid a hand never goes there
            holder = sampler.draw(300, np.random.default_rng(seed))
            for r, place in enumerate(sampler.others):
                assert ((holder == r).sum(axis=1) == sampler.need[r]).all()
                if place < n:
                    forbidden = [j for j, c in enumerate(sampler.cards) if k.forbidden[place] >> c & 1]
                    assert not (holder[:, forbidden] == r).any()
            assert sampler.need[1:] == [k.down[view.seat], k.down[1 - view.seat]]
            for _ in range(40):
                hands, covers = sampler.sample_deal(random.Random(rng.random()))
                assert len(hands) == n
                union = 0
                for seat in range(n):
                    assert hands[seat] & k.known[seat] == k.known[seat]  # its face-up cards, cards it declared
                    assert hands[seat].bit_count() == view.cards_left(seat)  # hand, face up, face down
                    assert not union & hands[seat]
                    union |= hands[seat]
                assert union == k.hand | k.hidden  # every card still to play, nothing never dealt
                assert hands[view.seat] & k.hand == k.hand
                # the covers: the same face-up cards in the same order as DealSampler's, a drawn card under each
                assert [top for top, _ in covers] == [top for top, _ in plain_covers]
                assert [top for top, _ in covers] == [1 << t for seat in range(n) for t in k.tops[seat]]
                beneath = [b for _, b in covers]
                assert len(set(beneath)) == len(beneath)
                at = 0
                for seat in range(n):
                    for _top in k.tops[seat]:
                        b = beneath[at]
                        at += 1
                        assert hands[seat] & b and not k.known[seat] & b and not k.hand & b
                # a card the facts forbid a seat's hand is in its hand only as a face-down card
                for seat in range(n):
                    if seat != view.seat:
                        out_of_hand = hands[seat] & k.forbidden[seat]
                        assert out_of_hand.bit_count() <= k.down[seat]
            checked += 1
    assert checked >= 8


@pytest.mark.parametrize("family", FACE_DOWN)
def test_the_covers_are_drawn_as_the_uniform_sampler_draws_them(family: str) -> None:
    """Which face-down card lies under which face-up one: every way alike, as ``DealSampler`` draws it; the chance
    of a card under a face-up card of seat s is its chance in s's pile over the pile's size."""
    states = [s for s in _play_states(family, 2) if any(s.zones.table_down)]
    state = states[len(states) // 3]
    k = read_view(state.view_for(state.current_player()))
    uniform, weighted = DealSampler(k), WeightedSampler(k, even_weights(k))
    chances = weighted.chances()
    n = k.players
    rng = random.Random(4)
    draws = 3000
    for sampler in (uniform, weighted):
        under: dict[tuple[int, int], int] = {}
        for _ in range(draws):
            _hands, covers = sampler.sample_deal(rng)
            for top, beneath in covers:
                key = (top.bit_length() - 1, beneath.bit_length() - 1)
                under[key] = under.get(key, 0) + 1
        for seat in range(n):
            for top in k.tops[seat]:
                for card in chances:
                    p = chances[card][n + seat] / k.down[seat]
                    assert abs(under.get((top, card), 0) / draws - p) <= 5 * np.sqrt(p * (1 - p) / draws) + 2e-3


@pytest.mark.parametrize("family", FACE_DOWN)
def test_a_models_chances_map_back_to_the_places(family: str) -> None:
    rules = find_variant(family)
    layout = Layout.for_rules(rules)
    untrained = fresh_model(layout, np.random.default_rng(0))
    model = random_model(family, 2)
    checked = 0
    for state in itertools.islice(_play_states(family, 1), 0, 24, 4):
        view = state.view_for(state.current_player())
        k = read_view(view)
        uniform = uniform_marginals(k)
        if not uniform:
            continue
        flat = untrained.beliefs(view)
        assert set(flat) == set(uniform)
        for card, shares in uniform.items():
            np.testing.assert_allclose(flat[card], shares, atol=1e-6)
            assert flat[card][view.seat] == 0.0
        beliefs, tilts = model.beliefs(view), model.tilts(view)
        for card, shares in uniform.items():
            assert len(beliefs[card]) == 4 and sum(beliefs[card]) == pytest.approx(1.0, abs=1e-5)
            for place, p in enumerate(shares):
                assert (beliefs[card][place] > 0) == (p > 0)
                assert tilts[card][place] == pytest.approx(beliefs[card][place] / p if p > 0 else 0.0, rel=1e-4)
        drawn = WeightedSampler(k, tilts).chances()
        to_model = np.mean([abs(drawn[c][s] - beliefs[c][s]) for c in beliefs for s in range(4)])
        uniform_to_model = np.mean([abs(uniform[c][s] - beliefs[c][s]) for c in beliefs for s in range(4)])
        assert to_model <= uniform_to_model + 1e-12
        checked += 1
    assert checked >= 3


@pytest.mark.parametrize(("family", "seed"), [("decouverte", 1), ("belot_2p_open", 1)])
def test_the_tools_and_master_with_face_down_cards(family: str, seed: int, tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str],
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    path, gate = data_train_gate(family, seed, 2, tmp_path, capsys, ["--deals", "1", "--seed", "5", "--present", "20"])
    for protocol in ("decisions", "session10"):
        figures = gate[protocol]["all"]
        assert figures["cards"] > 0 and figures["uniform"] < 0 and figures["model"] < 0 and figures["present"] < 0

    # Master draws its deals from that model (named by the environment, as the tools do) and plays legal cards
    monkeypatch.setenv(shipped.MODEL_ENV, str(path))
    monkeypatch.setattr(shipped, "_cache", {})
    rules = find_variant(family)
    assert shipped.model_for(rules) is not None
    sources = master_deal_sources(rules, monkeypatch)
    assert sources and set(sources) == {WeightedSampler.__name__}


def test_the_data_reads_every_card_of_a_face_down_deal() -> None:
    """One deal of the data tool: each row's truth is a place the prior allows, on every card it asks."""
    from tools.ownership_data import play_deal

    rules = find_variant("belot_2p_open")
    rows = None
    for deal in range(6):
        rows = play_deal(rules, 1, deal)
        if rows is not None:
            break
    assert rows is not None and len(rows) > 5
    asked = rows.holder >= 0
    assert asked[:len(rows) // 2].any(axis=1).all()  # (at the end every card may be seen)
    r, s = np.nonzero(asked)
    assert (rows.prior[r, s, rows.holder[r, s]] > 0).all()
    assert (rows.holder[r, s] == 0).any() and (rows.holder[r, s] == 2).any()  # the opponent's hand and pile
