"""The learned policy's tools: rows read from self-play records (tools/policy_data.py), a network trained on them
(tools/policy_train.py) and the duel against the rule-based policy (tools/policy_duel.py)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from belote_desktop.ai.play.policy import FEATURES, card_order, load
from belote_desktop.engine import Strain, find_variant, new_deal
from tools import ownership_data as own_data
from tools import policy_data, policy_duel, policy_train


@pytest.fixture(scope="module")
def records(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("policy")
    list(own_data.generate(folder / "data", "classic", deals=6, chunk=3, seed=7, jobs=1))
    own_data.pack_records(folder / "data", folder / "records.npz")
    return folder / "records.npz"


def test_rows_hold_the_card_each_seat_chose_among_its_legal_cards(records: Path, tmp_path: Path, capsys) -> None:
    assert policy_data.main([str(records), "-o", str(tmp_path / "rows.npz"), "--jobs", "1"]) == 0
    summary = json.loads(capsys.readouterr().out)
    rows = np.load(tmp_path / "rows.npz")
    assert summary["rows"] == len(rows["target"]) > 0 and rows["x"].shape == (summary["rows"], FEATURES)
    assert (rows["legal"].sum(axis=1) > 1).all()  # only cards with a choice
    taken = np.arange(len(rows["target"]))
    assert rows["legal"][taken, rows["target"]].all() and rows["legal"][taken, rows["greedy"]].all()
    # the first deal's cards, replayed by the engine, are the rows' targets where it had a choice
    game, seed, chunks = policy_data.read_records(records)
    played = policy_data.replay_play(find_variant(game), seed, 0, chunks[0][1][0])
    assert played is not None
    strain = played[0]
    state = new_deal(find_variant(game), dealer=0, seed=own_data.deal_seed(seed, 0))
    for at in chunks[0][1][0]:
        state = state.apply(state.legal_actions()[at])
    assert state.is_terminal()
    first = rows["deal"] == 0
    order = card_order(Strain(strain)).tolist()
    cards = [order[s] for s in rows["target"][first]]
    assert cards and set(cards) <= set(played[5]) and len(cards) == len(set(cards))
    # in the order they were played
    assert [c for c in played[5] if c in set(cards)] == cards


def test_a_record_of_another_game_is_refused(records: Path, tmp_path: Path, capsys) -> None:
    other = tmp_path / "other.npz"
    with np.load(records) as data:
        head = json.loads(str(data["meta"]))
        head["family"] = "bulgarian"
        np.savez(other, meta=np.array(json.dumps(head)), choices=data["choices"], choice_counts=data["choice_counts"])
    assert policy_data.main([str(records), str(other), "-o", str(tmp_path / "rows.npz"), "--jobs", "1"]) == 2
    assert "records of bulgarian" in capsys.readouterr().err


def test_training_learns_the_rows_and_the_duel_plays_it(records: Path, tmp_path: Path, capsys) -> None:
    policy_data.main([str(records), "-o", str(tmp_path / "rows.npz"), "--jobs", "1"])
    capsys.readouterr()
    assert policy_train.main([str(tmp_path / "rows.npz"), "-o", str(tmp_path / "net.npz"), "--hidden", "8",
                              "--epochs", "30"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert 0.0 <= result["net_agrees"] <= 1.0 and result["train_rows"] > 0
    net = load(tmp_path / "net.npz")
    rows = np.load(tmp_path / "rows.npz")
    train = ~policy_train.held_out(rows["deal"])
    fitted = policy_train.accuracy(net, rows["x"][train].astype(np.float32), rows["legal"][train],
                                   rows["target"][train].astype(np.int64))
    assert fitted > 0.6  # a few hundred rows: the network learns them
    assert policy_duel.main(["--variant", "classic", "--deals", "40", "--seed", "3", "--policy", str(tmp_path / "net.npz")]) == 0
    duel = json.loads(capsys.readouterr().out)
    assert duel["deals"] == 40 and 0.0 < duel["same_card"] <= 1.0
