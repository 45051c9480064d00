"""The self-play data's records (issue 48): a small file from which any machine rebuilds the same chunks
without a search, and refuses records this engine would play otherwise."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from tools import ownership_data as own_data
from belote_desktop.engine import find_variant


def _chunks(folder: Path) -> dict[str, tuple[dict[str, object], own_data.Rows]]:
    out = {}
    for path in sorted(folder.glob("*.npz")):
        found = own_data.read_chunk(path)
        assert found is not None
        out[path.name] = found
    return out


@pytest.mark.parametrize("family", ["tarabish", "belot_3p"])
def test_records_rebuild_the_same_chunks(family: str, tmp_path: Path) -> None:
    data, again = tmp_path / "data", tmp_path / "again"
    list(own_data.generate(data, family, deals=4, chunk=2, seed=7, jobs=1))
    packed = own_data.pack_records(data, tmp_path / "records.npz")
    assert packed["chunks"] == 2 and packed["deals"] == 4 and packed["left_out"] == 0
    assert packed["bytes"] < 4_000  # a few dozen numbers a deal, not its rows
    made = sorted(own_data.unpack_records(tmp_path / "records.npz", again, jobs=1), key=lambda s: s["index"])
    assert [s["skipped"] for s in made] == [False, False]
    first, rebuilt = _chunks(data), _chunks(again)
    assert first.keys() == rebuilt.keys()
    for name, (meta, rows) in first.items():
        assert rebuilt[name][0] == meta
        for array in own_data.ARRAYS:
            assert np.array_equal(getattr(rows, array), getattr(rebuilt[name][1], array)), (name, array)
        assert own_data.read_records(again / name) == own_data.read_records(data / name)
    # the rebuilt folder goes on as a played one: ownership_data skips it, unpack again skips it
    assert all(s["skipped"] for s in own_data.generate(again, family, deals=4, chunk=2, seed=7, jobs=1))
    assert all(s["skipped"] for s in own_data.unpack_records(tmp_path / "records.npz", again, jobs=1))


def test_a_record_played_otherwise_is_refused(tmp_path: Path) -> None:
    data = tmp_path / "data"
    list(own_data.generate(data, "classic", deals=1, chunk=1, seed=8, jobs=1))
    records = own_data.read_records(own_data.chunk_path(data, "classic", 8, 0))
    assert records is not None and len(records[0]) > 32
    rules = find_variant("classic")
    # the deal as recorded replays through; one card played otherwise does not match the check
    check = own_data.record_check(rules, 8, 0, records)
    assert own_data.replay_deal(rules, 8, 0, records[0]) is not None
    card = len(records[0]) - 8  # a card of the last tricks: its seat had a choice there or not
    moved = [list(records[0])]
    moved[0][card] = 1 - moved[0][card] if moved[0][card] <= 1 else 0
    try:
        assert own_data.record_check(rules, 8, 0, moved) != check
    except own_data.RecordMismatch:
        pass  # no second legal card there: refused outright
    with pytest.raises(own_data.RecordMismatch):
        own_data.replay_deal(rules, 8, 0, records[0][:-1])  # ends before the deal
    with pytest.raises(own_data.RecordMismatch):
        own_data.replay_deal(rules, 8, 0, records[0] + [0])  # goes on after it
    with pytest.raises(own_data.RecordMismatch):
        own_data.replay_deal(rules, 8, 0, [99] + records[0][1:])  # no such action
    # a records file whose check does not fit is refused before a chunk is written
    packed = tmp_path / "records.npz"
    own_data.pack_records(data, packed)
    with np.load(packed) as archive:
        head = json.loads(str(archive["meta"]))
        arrays = {name: archive[name] for name in archive.files if name != "meta"}
    head["checks"] = [head["checks"][0] ^ 1]
    np.savez_compressed(packed, meta=np.array(json.dumps(head)), **arrays)
    with pytest.raises(own_data.RecordMismatch):
        list(own_data.unpack_records(packed, tmp_path / "again", jobs=1))
    assert not list((tmp_path / "again").glob("*.npz"))


def test_chunks_without_records_are_left_out_and_the_tool_says_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from tools import ownership_records

    data = tmp_path / "data"
    list(own_data.generate(data, "classic", deals=2, chunk=1, seed=9, jobs=1))
    old = own_data.chunk_path(data, "classic", 9, 1)  # written as before records were kept
    meta, rows = own_data.read_chunk(old)
    meta.pop("record_check")
    own_data.write_chunk(old, meta, rows)
    assert own_data.read_records(old) is None
    assert ownership_records.main(["pack", str(data), "-o", str(tmp_path / "r.npz")]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["chunks"] == 1 and summary["left_out"] == 1
    assert ownership_records.main(["unpack", str(tmp_path / "r.npz"), str(tmp_path / "again"), "--jobs", "1"]) == 0
    assert [json.loads(line)["index"] for line in capsys.readouterr().out.splitlines()] == [0]
    assert ownership_records.main(["unpack", str(tmp_path / "missing.npz"), str(tmp_path / "x")]) == 2
    assert "ownership_records:" in capsys.readouterr().err
    assert ownership_records.main(["pack", str(tmp_path / "empty"), "-o", str(tmp_path / "r2.npz")]) == 2
