"""Training the ownership model (``tools/ownership_fit.py`` and its commands): the fit finds a signal planted in
made-up rows, the data generator's chunks are whole or played again, and data, training and gate run as a person
runs them (the model itself: tests/ai/beliefs/test_ownership.py)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from belote_desktop.ai.beliefs.ownership.features import STRAIN_KINDS, Layout
from belote_desktop.ai.beliefs.ownership.model import load
from belote_desktop.engine import find_variant
from tools import ownership_data, ownership_gate, ownership_train
from tools import ownership_data as own_data
from tools.ownership_fit import mean_log_prob, save_model, train

from tests.ai.ownership_checks import layout_model


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


def test_the_three_tools_from_data_to_gate(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
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
    save_model(layout_model(Layout.for_rules(find_variant("tarabish")), 3), other)
    assert ownership_gate.main([str(other), "--deals", "1", "--family", "classic"]) == 2
    assert "feature layout" in capsys.readouterr().err
