"""``tools/deal_scores.py``: the deal scores behind Master's chance of winning the match, from the records."""

from __future__ import annotations

import json

from belote_desktop.engine import find_variant
from tools import deal_scores

RECORDS = "tools/data/ownership-records-clabber-s60.npz"


def test_the_scores_are_the_engines_and_the_file_keeps_the_other_games(tmp_path, capsys):
    game, counts = deal_scores.count_scores([RECORDS], 40)
    assert game == "clabber" and sum(counts.values()) == 40
    rules = find_variant("clabber")
    assert all(len(score) == rules.team_count and min(score) >= 0 for score in counts)
    assert any(a != b for a, b in counts)  # the deals differ: not one score copied
    out = tmp_path / "scores.json"
    out.write_text(json.dumps({"version": 1, "games": {"classic": {"deals": 1, "scores": [[0, 162, 1]]}}}))
    assert deal_scores.main([RECORDS, "--deals", "40", "-o", str(out)]) == 0
    written = json.loads(out.read_text())["games"]
    assert written["classic"]["scores"] == [[0, 162, 1]]
    assert written["clabber"]["deals"] == 40
    assert {tuple(row[:2]): row[2] for row in written["clabber"]["scores"]} == dict(counts)
    assert json.loads(capsys.readouterr().out.splitlines()[-1])["game"] == "clabber"


def test_a_missing_records_file_is_said_so(tmp_path, capsys):
    assert deal_scores.main([str(tmp_path / "none.npz"), "-o", str(tmp_path / "out.json")]) == 2
    assert "deal_scores:" in capsys.readouterr().err
    assert not (tmp_path / "out.json").exists()
