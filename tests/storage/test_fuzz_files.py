"""The file fuzzer itself: it runs the app's code path on every preset, sees a hang, sees a lost
file, and sees an accepted file that does not survive being written again."""

import json
import random
import time

import pytest

from belote_desktop.engine import VARIANTS
from tools import fuzz_files


@pytest.mark.slow
def test_a_short_seeded_run_over_every_preset_finds_nothing_wrong(capsys):
    cases = 4 * len(fuzz_files.PRESETS)  # each target of each game once
    assert fuzz_files.main(["--cases", str(cases), "--seed", "3", "--quiet"]) == 0
    last = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert last["tried"] == cases and last["refused_cleanly"] + last["accepted"] == cases
    assert last["crashed"] == last["hung"] == last["files_lost"] == 0
    assert last["by_preset"] == {preset: 4 for preset in VARIANTS}


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


@pytest.fixture(scope="module")
def bases():
    return fuzz_files._base_documents()


@pytest.mark.parametrize("target", fuzz_files.TARGETS)
def test_a_good_file_of_every_preset_is_accepted_and_round_trips(tmp_path, monkeypatch, bases, target):
    for preset in fuzz_files.PRESETS:
        home = tmp_path / preset
        monkeypatch.setenv("BELOTE_DESKTOP_HOME", str(home))
        case = fuzz_files.Case(0, target, "none", str(home), preset=preset)
        fuzz_files.prepare(case, bases[target][preset], random.Random(1))
        assert fuzz_files.run_case(case) == "accepted", (target, preset)


@pytest.mark.parametrize("target, where", [("save", "statistics"), ("autosave", "players"), ("save", "game")])
def test_an_accepted_file_that_does_not_round_trip_is_a_loss(tmp_path, monkeypatch, bases, target, where):
    from belote_desktop.storage import saves

    real = saves.save_document

    def forgetful(payload, name):  # a writer that drops part of what it was given
        document = real(payload, name)
        if where == "game":
            document["game"]["first_dealer"] = (document["game"]["first_dealer"] + 1) % 4
            document["summary"].pop("digest")
        else:
            document[where] = {}
        return document

    monkeypatch.setenv("BELOTE_DESKTOP_HOME", str(tmp_path))
    case = fuzz_files.Case(0, target, "none", str(tmp_path), preset="pilotta")
    fuzz_files.prepare(case, bases[target]["pilotta"], random.Random(1))
    monkeypatch.setattr(saves, "save_document", forgetful)
    outcome = fuzz_files.run_case(case)
    assert outcome.startswith("lost"), outcome


@pytest.mark.parametrize("target", ["settings", "statistics"])
def test_settings_or_statistics_that_do_not_round_trip_are_a_loss(tmp_path, monkeypatch, bases, target):
    from belote_desktop.storage import settings, stats

    monkeypatch.setenv("BELOTE_DESKTOP_HOME", str(tmp_path))
    case = fuzz_files.Case(0, target, "none", str(tmp_path), preset="baloot")
    fuzz_files.prepare(case, bases[target]["baloot"], random.Random(1))
    if target == "settings":
        real = settings.Settings.to_dict
        monkeypatch.setattr(settings.Settings, "to_dict", lambda self: dict(real(self), hints=not self.hints))
    else:
        real = stats.Statistics.to_dict

        def forgetful(self):
            data = real(self)
            data["variants"].pop("belot_3p")
            return data

        monkeypatch.setattr(stats.Statistics, "to_dict", forgetful)
    assert fuzz_files.run_case(case) == f"lost: {target}"
