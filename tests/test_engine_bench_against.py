"""``python -m tools.bench engine --against REF``: the plumbing (the older tree written out of git and imported in
its own process, the runs of both trees, the JSON), on runs of a few hundredths of a second; never the timing."""

from __future__ import annotations

import json
import shutil
import subprocess

import pytest

from tools import bench, bench_against

pytestmark = pytest.mark.skipif(
    subprocess.run(["git", "-C", str(bench_against.ROOT), "rev-parse", "HEAD"], capture_output=True).returncode != 0,
    reason="not a git checkout",
)


def test_engine_against_a_commit_prints_both_trees_and_their_ratio(capsys):
    assert bench.main(["engine", "--against", "HEAD", "--variant", "belot_2p", "--variant", "classic",
                       "--seconds", "0.05", "--runs", "3"]) == 0
    figures = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert figures["benchmark"] == "engine-against"
    assert figures["against_commit"] == bench_against.commit_of("HEAD") == figures["current_head"]
    assert set(figures["results"]) == {"belot_2p", "classic"}
    for preset in figures["results"].values():
        assert len(preset["current_runs"]) == len(preset["against_runs"]) == 3
        assert all(rate > 0 for rate in preset["current_runs"] + preset["against_runs"])
        assert preset["ratio"] == pytest.approx(preset["current_median"] / preset["against_median"], rel=0.01)


def test_the_older_tree_is_the_commit_s_own_package(tmp_path):
    tree = bench_against.extract(bench_against.commit_of("HEAD"), tmp_path)
    committed = subprocess.run(["git", "-C", str(bench_against.ROOT), "show", "HEAD:belote_desktop/engine/state.py"],
                               capture_output=True, check=True).stdout
    assert (tree / "belote_desktop" / "engine" / "state.py").read_bytes() == committed
    assert not (tree / "tools").exists()  # the package alone: the loop is the working tree's
    # the run imports that tree's engine, not the installed one: a marked engine says so by failing
    (tree / "belote_desktop" / "engine" / "__init__.py").write_text("raise SystemExit('the extracted tree')\n")
    with pytest.raises(subprocess.CalledProcessError) as failed:
        bench_against.one_run(tree, "classic", 0.01)
    assert "the extracted tree" in failed.value.stderr


def test_a_preset_the_older_tree_lacks_is_named_not_timed(tmp_path):
    tree = bench_against.extract(bench_against.commit_of("HEAD"), tmp_path)
    plan = bench_against.Plan(("no_such_game",), 0.01, 2)
    assert bench_against.bench_against("HEAD", plan, tree)["results"] == {"no_such_game": {"missing_in": "current"}}


def test_an_unknown_commit_is_refused(capsys):
    with pytest.raises(SystemExit) as refused:
        bench.main(["engine", "--against", "no-such-commit-at-all", "--seconds", "0.01", "--runs", "1"])
    assert refused.value.code == 2
    assert "no commit 'no-such-commit-at-all'" in capsys.readouterr().err


@pytest.mark.slow  # two runs under valgrind: about 10 s
@pytest.mark.skipif(shutil.which("valgrind") is None, reason="no valgrind")
def test_instructions_per_deal_are_counted_past_the_start_up():
    assert bench_against.instructions_per_deal(bench_against.ROOT, "belot_2p", 2) > 100_000
