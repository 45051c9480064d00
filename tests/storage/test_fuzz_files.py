"""The file fuzzer itself: it runs the app's code path, sees a hang, and sees a lost file."""

import json
import time

from belote_desktop.tools import fuzz_files


def test_a_short_seeded_run_finds_nothing_wrong(capsys):
    assert fuzz_files.main(["--cases", "24", "--seed", "3", "--quiet"]) == 0
    last = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert last["tried"] == 24 and last["refused_cleanly"] + last["accepted"] == 24
    assert last["crashed"] == last["hung"] == last["files_lost"] == 0


def test_a_hang_is_detected_not_suffered(monkeypatch, tmp_path):
    monkeypatch.setattr(fuzz_files, "run_case", lambda case: time.sleep(30))
    worker = fuzz_files.Worker()  # forked with the sleeping run_case
    try:
        start = time.monotonic()
        outcome, _ = worker.run(fuzz_files.Case(0, "settings", "fifo", str(tmp_path)), timeout=0.5)
        assert outcome == "hung" and time.monotonic() - start < 5
    finally:
        worker.stop(kill=True)


def test_a_lost_file_is_counted(tmp_path):
    f = tmp_path / "a" / "settings.json"
    f.parent.mkdir()
    f.write_bytes(b"{}")
    digest = fuzz_files._digest_file(f)
    assert fuzz_files.still_there(tmp_path, f, digest, 2)
    f.rename(tmp_path / "a" / "settings.damaged-1.json")
    assert fuzz_files.still_there(tmp_path, f, digest, 2)
    (tmp_path / "a" / "settings.damaged-1.json").write_bytes(b"[]")
    assert not fuzz_files.still_there(tmp_path, f, digest, 2)
