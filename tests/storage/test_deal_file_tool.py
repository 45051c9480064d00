"""python -m belote_desktop.cli.deal_file: export from a seed or a save, check, CFN; clear failures and exit codes."""

from __future__ import annotations

import json

import pytest

from belote_desktop.engine import find_variant, new_match, record
from belote_desktop.storage.deal_file import load_deal_file
from belote_desktop.cli.deal_file import main


def test_export_a_seeded_deal_played_by_bots_then_check_it(tmp_path, capsys):
    target = tmp_path / "d.deal"
    assert main(["export", "--variant", "contree_ffb", "--seed", "7", "--dealer", "East", "--play", "beginner",
                 "-o", str(target)]) == 0
    loaded = load_deal_file(target)
    assert loaded.complete and loaded.dealer == 1 and loaded.seed == 7
    assert main(["check", str(target)]) == 0
    assert "contree_ffb, dealer East" in capsys.readouterr().out
    assert main(["check", str(target), "--cfn"]) == 0
    assert capsys.readouterr().out.startswith("W:-/-/-/- ")  # our East deals: colver's W


def test_export_from_a_saved_game(tmp_path, capsys):
    match = new_match(find_variant("classic"), seed=5)
    while match.deal_number < 2 or not match.deal.history:
        match = match.apply(match.legal_actions()[-1])
    save = tmp_path / "game.json"
    save.write_text(json.dumps({"format_version": 1, "game": record(match)}), encoding="utf-8")
    assert main(["export", "--save", str(save), "--deal", "1"]) == 0
    text = capsys.readouterr().out
    assert "seed: 5" in text  # the first deal of a seeded game is that seed's shuffle
    assert main(["export", "--save", str(save)]) == 0  # the last deal: the one in progress
    assert "seed:" not in capsys.readouterr().out
    with pytest.raises(SystemExit) as caught:
        main(["export", "--save", str(save), "--deal", "9"])
    assert caught.value.code == 2
    assert "--deal must be 1 to 2" in capsys.readouterr().err


@pytest.mark.parametrize("argv, code, words", [
    (["check", "/nonexistent/x.deal"], 1, "cannot be read"),
    (["export", "--variant", "classic", "--seed", "1", "--cfn"], 2, "CFN holds La Coinche deals"),
])
def test_failures_say_why(argv, code, words, capsys):
    assert main(argv) == code
    assert words in capsys.readouterr().err


def test_a_bad_file_names_its_line(tmp_path, capsys):
    bad = tmp_path / "bad.deal"
    bad.write_text("belote-deal 1\ngame: classic\ndealer: Nobody\n", encoding="utf-8")
    assert main(["check", str(bad)]) == 2
    assert "line 3:" in capsys.readouterr().err


def test_bad_arguments_exit_with_2(capsys):
    with pytest.raises(SystemExit) as caught:
        main(["export", "--variant", "classic", "--dealer", "Middle"])
    assert caught.value.code == 2
    assert "--dealer must be one of" in capsys.readouterr().err
