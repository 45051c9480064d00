"""The ownership model (issue 37): it reads the seat's view only, its chances respect the hard facts, a model
of another feature layout is refused, and the data generator's chunks are whole or played again."""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest

from tests.ai.ownership_checks import play_renamed_alike, side_suit_renaming

from tools import ownership_data as own_data
from belote_desktop.ai.beliefs.ownership.features import SEATS, STRAIN_KINDS, Layout, encode, holders, suit_order
from belote_desktop.ai.beliefs.ownership.model import OwnershipModel, SchemaMismatch, load, mean_log_prob, train
from belote_desktop.engine import Phase, Strain, find_variant

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


def _random_model(layout: Layout, seed: int) -> OwnershipModel:
    rng = np.random.default_rng(seed)
    model = OwnershipModel.fresh(layout, rng)
    for w in model.weights:
        w += (0.05 * rng.standard_normal(w.shape)).astype(np.float32)
    return model


def test_the_model_gives_nothing_to_a_seat_that_cannot_hold_the_card() -> None:
    rules = find_variant("classic")
    layout = Layout.for_rules(rules)
    model = _random_model(layout, 1)
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
    model = OwnershipModel.fresh(layout, np.random.default_rng(0))
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
    model = _random_model(classic, 2)
    model.save(path)
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
    forged.save(path)
    with pytest.raises(SchemaMismatch, match="does not match"):
        load(path)
    for game in ("decouverte", "belot_2p_open"):  # face-down table cards: a layout of their own
        with pytest.raises(SchemaMismatch, match="feature layout"):
            again.check(Layout.for_rules(find_variant(game)))
    small = Layout.for_rules(find_variant("belot_3p"))  # three seats: a layout of their own
    assert small.players == 3 and small.schema_hash != classic.schema_hash


def test_training_finds_a_planted_signal() -> None:
    layout = Layout.for_rules(find_variant("classic"))
    rng = np.random.default_rng(7)
    rows = 3000
    x = (rng.random((rows, layout.size)) < 0.1).astype(np.float16)
    prior = np.full((rows, layout.cards, 3), 1 / 3, np.float32)
    prior[:, :4, 2] = 0.0  # a seat ruled out of the first cards
    prior[:, :4, :2] = 0.5
    holder = (x[:, :layout.cards].astype(np.int8) + x[:, layout.cards:2 * layout.cards].astype(np.int8)) % 3
    holder[:, :4] = holder[:, :4] % 2
    deal = np.arange(rows, dtype=np.int32)
    result = train(layout, x, prior, holder.astype(np.int8), deal, epochs=8, batch=128, lr=3e-3)
    assert result.prior_valid_loss > 1.0
    assert result.valid_loss < 0.8 * result.prior_valid_loss
    p = result.model.probabilities(x[:50].astype(np.float32), prior[:50])
    assert not p[:, :4, 2].any()
    lp, cards = mean_log_prob(p, holder[:50].astype(np.int8))
    assert cards == 50 * layout.cards and lp > -result.prior_valid_loss


def test_a_chunk_cut_short_is_played_again(tmp_path: Path) -> None:
    out = tmp_path / "data"
    first = sorted(own_data.generate(out, "classic", deals=2, chunk=1, seed=5, jobs=1), key=lambda s: s["index"])
    assert [s["skipped"] for s in first] == [False, False]
    path0 = own_data.chunk_path(out, "classic", 5, 0)
    path1 = own_data.chunk_path(out, "classic", 5, 1)
    whole = path0.read_bytes()
    before = own_data.read_chunk(path0)
    assert before is not None and len(before[1]) > 0
    path0.write_bytes(whole[:len(whole) // 2])
    assert own_data.read_chunk(path0) is None
    mtime1 = path1.stat().st_mtime_ns
    again = sorted(own_data.generate(out, "classic", deals=2, chunk=1, seed=5, jobs=1), key=lambda s: s["index"])
    assert [s["skipped"] for s in again] == [False, True]
    assert path1.stat().st_mtime_ns == mtime1
    after = own_data.read_chunk(path0)
    assert after is not None
    for name in own_data.ARRAYS:  # played again alike: the same deal gives the same rows
        assert np.array_equal(getattr(before[1], name), getattr(after[1], name))
    assert not [p for p in out.iterdir() if p.name.startswith(".")]  # no temporary file left
    with pytest.raises(own_data.ChunkMismatch):  # another chunk size over the same folder: refused
        list(own_data.generate(out, "classic", deals=2, chunk=2, seed=5, jobs=1))
    rows, metas = own_data.load_rows(out)
    assert len(rows) == sum(len(own_data.read_chunk(p)[1]) for p in (path0, path1))
    assert {m["index"] for m in metas} == {0, 1}


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


def test_the_three_tools_from_data_to_gate(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import json

    from tools import ownership_data, ownership_gate, ownership_train

    data = tmp_path / "data"
    assert ownership_data.main([str(data), "--deals", "4", "--chunk", "2", "--seed", "3", "--jobs", "1"]) == 0
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert summary["chunks"] == 2 and summary["rows"] > 60
    model = tmp_path / "m.npz"
    assert ownership_train.main([str(data), "-o", str(model), "--epochs", "2"]) == 0
    trained = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert trained["rows"] == summary["rows"] and trained["bytes"] < 600_000
    assert load(model).meta["symmetric"] is True
    assert ownership_gate.main([str(model), "--deals", "1", "--seed", "4"]) == 0
    gate = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    for protocol in ("decisions", "session10"):
        figures = gate[protocol]["all"]
        assert figures["cards"] > 0 and figures["uniform"] < 0 and figures["model"] < 0
    assert gate["gate"] == -0.95 and gate["passes"] == (gate["session10"]["all"]["model"] >= -0.95)
    kinds = {kind for kind in STRAIN_KINDS if kind in gate["session10"]}
    assert kinds and sum(gate["session10"][kind]["cards"] for kind in kinds) == gate["session10"]["all"]["cards"]
    # one contract kind's model: trained on that kind's rows alone, and says so
    kind = sorted(kinds)[0]
    one_kind = tmp_path / "kind.npz"
    assert ownership_train.main([str(data), "-o", str(one_kind), "--epochs", "1", "--kind", kind]) == 0
    trained_kind = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert trained_kind["kind"] == kind and 0 < trained_kind["rows"] <= trained["rows"]
    assert load(one_kind).meta["kind"] == kind
    with pytest.raises(SystemExit):  # the training data's own seed is not a fresh one
        ownership_gate.main([str(model), "--deals", "1", "--seed", "3"])
    other = tmp_path / "other.npz"
    _random_model(Layout.for_rules(find_variant("tarabish")), 3).save(other)
    assert ownership_gate.main([str(other), "--deals", "1", "--family", "classic"]) == 2
    assert "feature layout" in capsys.readouterr().err
