"""The ownership model (issue 37): it reads the seat's view only, its chances respect the hard facts, a model
of another feature layout is refused (its training: tests/tools/test_ownership_training.py)."""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest

from tests.ai.ownership_checks import layout_model, play_renamed_alike, side_suit_renaming

from belote_desktop.ai.beliefs.ownership.features import SEATS, Layout, encode, suit_order
from belote_desktop.ai.beliefs.ownership.model import OwnershipModel, SchemaMismatch, load
from belote_desktop.engine import Phase, Strain, find_variant
from tools.ownership_data import holders
from tools.ownership_fit import fresh_model, save_model

from tests.ai.positions import permuted, random_deal_positions, swapped

FAMILIES = ("classic", "coinche", "bulgarian", "baloot", "tarabish", "clabber")


def _play_views(family: str, seed: int):  # noqa: ANN202
    for state in random_deal_positions(find_variant(family), seed):
        if state.phase is Phase.PLAY and not state.is_terminal():
            yield state


def _other_deal(state, seat: int, rng: random.Random):  # noqa: ANN001, ANN202
    """A deal the seat cannot tell from ``state`` whose other hands differ, or None."""
    for attempt in range(12):
        other = permuted(state, seat, rng) if attempt < 6 else swapped(state, seat, rng, whole=attempt < 9)
        if other is not None and any(other.hands[s] != state.hands[s] for s in range(SEATS) if s != seat):
            return other
    return None


@pytest.mark.parametrize("family", FAMILIES)
def test_features_are_equal_when_the_unseen_cards_move(family: str) -> None:
    rng = random.Random(family)
    compared = 0
    for seed in range(6):
        for i, state in enumerate(_play_views(family, seed)):
            if i % 3:
                continue
            for seat in range(SEATS):
                other = _other_deal(state, seat, rng)
                if other is None:
                    continue
                view, other_view = state.view_for(seat), other.view_for(seat)
                assert view == other_view  # the helpers' promise: the seat cannot tell the deals apart
                a, b = encode(view), encode(other_view)
                assert np.array_equal(a.x, b.x)
                assert np.array_equal(a.prior, b.prior)
                assert np.array_equal(a.target, b.target)
                # ... while the truth the model is trained on did change
                if not np.array_equal(holders(state.hands, seat, a), holders(other.hands, seat, b)):
                    compared += 1
    assert compared >= 20


def test_targets_are_the_cards_the_seat_cannot_see() -> None:
    rules = find_variant("classic")
    layout = Layout.for_rules(rules)
    seen = 0
    for state in _play_views("classic", 3):
        seat = state.current_player()
        view = state.view_for(seat)
        enc = encode(view, layout)
        hidden = {int(c) for c in enc.cards[enc.target]}
        others = 0
        for s in range(SEATS):
            if s != seat:
                others |= state.hands[s]
        known = {card.index for _, card in view.known_cards}
        assert hidden == {c for c in range(36) if others >> c & 1} - known
        truth = holders(state.hands, seat, enc)
        for slot in np.flatnonzero(enc.target):
            r = int(truth[slot]) + 1
            assert state.hands[(seat + r) % SEATS] >> int(enc.cards[slot]) & 1
            assert enc.prior[slot, r - 1] > 0  # the hard facts never rule out the truth
        np.testing.assert_allclose(enc.prior[enc.target].sum(axis=1), 1.0, atol=1e-5)
        assert not enc.prior[~enc.target].any()
        seen += 1
    assert seen > 10


def test_suits_are_canonicalised_trump_first() -> None:
    assert suit_order(Strain.HEARTS) == (2, 0, 1, 3)
    assert suit_order(Strain.CLUBS) == (0, 1, 2, 3)
    assert suit_order(Strain.NO_TRUMPS) == (0, 1, 2, 3)
    layout = Layout.for_rules(find_variant("classic"))
    for state in _play_views("classic", 5):
        view = state.view_for(state.current_player())
        enc = encode(view, layout)
        trump = view.contract.strain.suit
        if trump is not None:  # the first eight slots are the trump suit's cards
            assert {int(c) // 9 for c in enc.cards[:8]} == {int(trump)}
        hand = enc.x[layout.offset("hand"):layout.offset("hand") + layout.cards]
        assert {int(c) for c in enc.cards[hand > 0]} == {card.index for card in view.hand}


def test_the_model_gives_nothing_to_a_seat_that_cannot_hold_the_card() -> None:
    rules = find_variant("classic")
    layout = Layout.for_rules(rules)
    model = layout_model(layout, 1)
    ruled_out = 0
    for seed in range(3):
        for state in _play_views("classic", seed):
            view = state.view_for(state.current_player())
            enc = encode(view, layout)
            p = model.probabilities(enc.x[None], enc.prior[None])[0]
            assert not p[enc.prior == 0].any()
            ruled_out += int((enc.prior[enc.target] == 0).sum())
            np.testing.assert_allclose(p[enc.target].sum(axis=1), 1.0, atol=1e-5)
            assert not p[~enc.target].any()
            assert (p[enc.prior > 0] > 0).all()
            beliefs = model.beliefs(view)
            assert set(beliefs) == {int(c) for c in enc.cards[enc.target]}
            for chances in beliefs.values():
                assert chances[view.seat] == 0.0
                assert abs(sum(chances) - 1.0) < 1e-5
    assert ruled_out > 50  # voids and the like did rule seats out


def test_an_untrained_model_is_the_uniform_prior() -> None:
    layout = Layout.for_rules(find_variant("classic"))
    model = fresh_model(layout, np.random.default_rng(0))
    state = next(s for i, s in enumerate(_play_views("classic", 2)) if i == 9)
    enc = encode(state.view_for(state.current_player()), layout)
    p = model.probabilities(enc.x[None], enc.prior[None])[0]
    np.testing.assert_allclose(p, enc.prior, atol=1e-6)


def test_a_model_of_another_layout_is_refused(tmp_path: Path) -> None:
    classic = Layout.for_rules(find_variant("classic"))
    tarabish = Layout.for_rules(find_variant("tarabish"))  # a 36-card deck: another layout
    assert classic.schema_hash != tarabish.schema_hash
    assert Layout.for_rules(find_variant("coinche")).schema_hash == classic.schema_hash
    path = tmp_path / "m.npz"
    model = layout_model(classic, 2)
    save_model(model, path)
    again = load(path, classic)
    x = np.zeros((1, classic.size), np.float32)
    prior = np.full((1, classic.cards, 3), 1 / 3, np.float32)
    np.testing.assert_allclose(again.probabilities(x, prior), model.probabilities(x, prior), atol=2e-2)
    with pytest.raises(SchemaMismatch, match="feature layout"):
        load(path, tarabish)
    state = next(_play_views("tarabish", 1))
    with pytest.raises(SchemaMismatch):
        again.beliefs(state.view_for(state.current_player()))
    forged = OwnershipModel(classic.schema.replace("hand:32", "hand:33"), classic.schema_hash, model.weights)
    save_model(forged, path)
    with pytest.raises(SchemaMismatch, match="does not match"):
        load(path)
    for game in ("decouverte", "belot_2p_open"):  # face-down table cards: a layout of their own
        with pytest.raises(SchemaMismatch, match="feature layout"):
            again.check(Layout.for_rules(find_variant(game)))
    small = Layout.for_rules(find_variant("belot_3p"))  # three seats: a layout of their own
    assert small.players == 3 and small.schema_hash != classic.schema_hash


def test_the_side_suit_renamings_are_the_games_symmetry() -> None:
    """A deal whose side suits are renamed reads as the first deal's features through the renaming's map."""
    from belote_desktop.ai.beliefs.ownership.features import side_suit_permutations
    from belote_desktop.engine import Contract, deal_with_contract
    from belote_desktop.engine.state import shuffled_deck

    rules = find_variant("classic")
    layout = Layout.for_rules(rules)
    feature_maps, slot_maps = side_suit_permutations(layout)
    assert (feature_maps[0] == np.arange(layout.size)).all()
    checked = 0
    for seed in range(4):
        rng = random.Random(seed)
        deck = shuffled_deck(rules, seed)
        hands = [list(deck[i * 8:(i + 1) * 8]) for i in range(SEATS)]
        contract = Contract(Strain(seed % 4), rng.randrange(SEATS), 80)
        k = 1 + seed % 5
        moved = side_suit_renaming(layout, slot_maps[k], contract.strain)
        state = deal_with_contract(rules, 0, hands, contract)
        other = deal_with_contract(rules, 0, [[moved(c) for c in h] for h in hands], contract)
        checked += play_renamed_alike(state, other, layout, feature_maps[k], slot_maps[k], moved, rng)
    assert checked > 400
