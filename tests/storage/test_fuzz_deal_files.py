"""The deal-file fuzzer (tools/fuzz_files.py --deal-files): a short run over every game and every
mutation finds nothing wrong, and the fuzzer sees a crash, a hang, a deal read as another deal
than the one written, and a deal that does not round-trip."""

from __future__ import annotations

import json
import random
import time

import pytest

from belote_desktop.engine import VARIANTS, find_variant, new_deal
from belote_desktop.storage import deal_file
from tools import fuzz_files

PAIRS = len(fuzz_files.PRESETS) * len(fuzz_files.DEAL_MUTATIONS)  # every game with every mutation


@pytest.mark.slow
def test_a_short_seeded_run_over_every_game_and_mutation_finds_nothing_wrong(capsys):
    began = time.monotonic()
    assert fuzz_files.main(["--deal-files", "--cases", str(2 * PAIRS), "--seed", "3", "--quiet"]) == 0
    report = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert report["cases"] == 2 * PAIRS == report["accepted"] + report["refused"]
    assert report["crashes"] == report["hangs"] == report["lost"] == report["silently_different"] == 0
    assert report["long_messages"] == 0
    assert report["accepted"] >= 2 * len(VARIANTS)  # at least the files as written
    assert report["by_game"] == {game: 2 * len(fuzz_files.DEAL_MUTATIONS) for game in sorted(VARIANTS)}
    assert time.monotonic() - began < 20


def _case(tmp_path, text: str, mutation: str = "none") -> fuzz_files.DealCase:
    return fuzz_files.DealCase(0, "clabber", mutation, str(tmp_path / "case.deal"), text.encode("utf-8"))


def _file(variant: str = "clabber", moves: int = 6) -> str:
    rules = find_variant(variant)
    state = new_deal(rules, dealer=rules.players - 1, seed=12)
    rng = random.Random(1)
    for _ in range(moves):
        state = state.apply(rng.choice(state.legal_actions()))
    return deal_file.write_deal(state)


@pytest.mark.parametrize("variant", ["clabber", "decouverte", "classic", "tarabish", "belot_2p"])
def test_a_good_file_is_accepted(tmp_path, variant):
    assert fuzz_files.run_deal_case(_case(tmp_path, _file(variant))) == "accepted"


def test_a_deal_read_as_another_deal_is_silently_different(tmp_path, monkeypatch):
    real = deal_file.deck_for_hands

    def moving(*args, **kwargs):  # a reader that deals two cards the other way round
        deck = list(real(*args, **kwargs))
        deck[0], deck[1] = deck[1], deck[0]
        return tuple(deck)

    monkeypatch.setattr(deal_file, "deck_for_hands", moving)
    outcome = fuzz_files.run_deal_case(_case(tmp_path, _file()))
    assert outcome.startswith("different: ") and "hand" in outcome


def test_a_file_whose_turned_card_was_moved_is_silently_different_if_accepted(tmp_path):
    text = _file("clabber", moves=0)
    loaded = deal_file.read_deal(text)
    hand_line = next(line for line in text.splitlines() if line.startswith("West hand:"))
    cards = hand_line.split(": ")[1].split()
    moved = text.replace(hand_line, "West hand: " + " ".join(cards[-1:] + cards[:-1]))
    # what the reader did before refusing it: it dealt the turned card last all the same
    assert fuzz_files._unfaithful(moved.encode(), loaded) == ["west hand"]


def test_a_rule_given_twice_is_silently_different_if_accepted(tmp_path):
    text = _file("classic", moves=0)
    loaded = deal_file.read_deal(text.replace("game: classic", "game: classic\nrule: target_score = 1500"))
    twice = text.replace("game: classic", "game: classic\nrule: target_score = 500\nrule: target_score = 1500")
    assert fuzz_files._unfaithful(twice.encode(), loaded) == ["a rule given twice"]


def test_a_deal_that_does_not_round_trip_is_lost(tmp_path, monkeypatch):
    real = deal_file.write_deal
    monkeypatch.setattr(deal_file, "write_deal", lambda deal, seed=None, title="": real(deal, seed, title)
                        .replace("dealer: West", "dealer: North"))
    assert fuzz_files.run_deal_case(_case(tmp_path, _file())).startswith("lost: ")


def test_the_file_as_written_refused_is_lost(tmp_path):
    outcome = fuzz_files.run_deal_case(_case(tmp_path, _file().replace("game: clabber", "game: poker")))
    assert outcome.startswith("lost: the file as written is refused")


def test_anything_but_a_deal_file_error_is_a_crash(monkeypatch, capsys):
    def crashing(path):
        raise RecursionError("maximum recursion depth exceeded")

    monkeypatch.setattr(deal_file, "load_deal_file", crashing)  # the worker is forked with it
    report = fuzz_files.fuzz_deal_files(3, seed=1)
    assert report["crashes"] == 3 and report["cases"] == 3
    assert "RecursionError" in capsys.readouterr().err


def test_a_hang_is_counted_and_the_next_case_runs(monkeypatch):
    slow = {"clabber"}

    def sleepy(case):
        if case.game in slow:
            time.sleep(30)
        return "refused"

    monkeypatch.setattr(fuzz_files, "run_deal_case", sleepy)
    began = time.monotonic()
    report = fuzz_files.fuzz_deal_files(len(fuzz_files.PRESETS), seed=1, timeout=0.5)
    assert report["hangs"] == 1 and report["refused"] == len(fuzz_files.PRESETS) - 1
    assert time.monotonic() - began < 10
