"""tools/bench_review runs with tiny parameters and prints valid JSON with its figures."""

from __future__ import annotations

import json

from tools import bench_review


def test_the_review_bench_prints_its_figures(capsys, qapp):
    assert bench_review.main(["--deals", "1", "--games", "classic", "belot_2p", "--levels", "expert",
                              "--samples", "4", "--seed", "3"]) == 0
    out = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert out["benchmark"] == "review" and out["seed"] == 3 and out["quick_samples"] == 4
    expert = out["levels"]["expert"]
    assert expert["reviews"] == 2 and set(expert["games"]) == {"classic", "belot_2p"}
    for figures in [expert, *expert["games"].values()]:
        for clock in ("cpu_s", "wall_s"):
            assert 0 < figures[clock]["median"] <= figures[clock]["p95"]
    assert [r["game"] for r in out["runs"]] == ["classic", "belot_2p"]
    assert all(r["choices"] > 0 for r in out["runs"])
