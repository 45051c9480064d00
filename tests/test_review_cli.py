"""python -m belote_desktop.cli.review: the judge from the command line, on deal files of several games; its
figures are the judge's, the same as Review's, Compare's and the same-cards rating's on the same deal."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from belote_desktop.ai.seeds import bot_seed
from belote_desktop.engine import find_variant, new_deal
from belote_desktop.learn.compare import Bots, compare_on_same_cards, _default_think
from belote_desktop.learn.judge import judge_deal
from belote_desktop.storage.deal_file import load_deal_file, save_deal_file
from belote_desktop.cli.review import advice_params
from tests.rulesets import slow_but

ROOT = Path(__file__).resolve().parents[1]
QUICK = ["--samples", "16", "--level", "intermediate", "--bots", "intermediate"]


def _played(variant: str, seed: int):
    """A deal played to its end by the intermediate bots seeded by position (South a beginner), not thrown in."""
    rules = find_variant(variant)
    for s in range(seed, seed + 30):
        state = new_deal(rules, dealer=1, seed=s)
        while not state.is_terminal():
            mover = state.current_player()
            view = state.view_for(mover)
            legal = view.legal_actions
            level = "beginner" if mover == 0 else "intermediate"
            action = legal[0] if len(legal) == 1 else _default_think(
                view, level, bot_seed(s, 0, len(state.history), mover))
            state = state.apply(action)
        if not state.thrown_in:
            return state, s
    raise AssertionError("every deal thrown in")


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "belote_desktop.cli.review", *args], capture_output=True,
                          text=True, env=env, cwd=ROOT, timeout=300)


@pytest.mark.parametrize("variant", slow_but(["classic", "coinche", "baloot", "belot_2p", "tarabish"]))
def test_the_command_line_gives_the_judges_figures(variant, tmp_path, qapp):
    from belote_desktop.learn.review import review_deal
    from belote_desktop.storage import stats as stats_store

    if variant not in __import__("belote_desktop.engine", fromlist=["VARIANTS"]).VARIANTS:
        pytest.skip(f"no game {variant}")
    deal, seed = _played(variant, 3)
    path = tmp_path / f"{variant}.deal"
    save_deal_file(path, deal, seed=seed)
    run = _run(str(path), "--json", *QUICK)
    assert run.returncode == 0, run.stderr
    rows = [json.loads(line) for line in run.stdout.splitlines()]
    decisions, totals = rows[:-1], rows[-1]
    assert totals["totals"] is True and totals["decisions"] == len(decisions) > 0
    # the same judge in this process, on the deal as the file gives it back
    loaded = load_deal_file(path)
    params = advice_params(16)
    level_of = lambda _s: "intermediate"  # noqa: E731
    bots = Bots(level_of, seed, 0, master_level="intermediate")
    judged = judge_deal(loaded.state, 0, bots, params=params, compare=True)
    assert judged is not None
    assert [(d["trick"], d["played"], d["best"]) for d in decisions] == [
        (d.trick, str(d.played), str(d.best)) for d in judged.decisions]
    assert [d["error"] for d in decisions] == [None if d.error is None else round(d.error, 2) for d in judged.decisions]
    assert [d["luck"] for d in decisions] == [d.luck for d in judged.decisions]
    assert totals["error"] == round(judged.total_error, 2) and totals["luck"] == judged.total_luck
    # the split: the choices and the cards add up to the Master's gap
    assert totals["gap"] == judged.gap and totals["choices"] + totals["cards"] == pytest.approx(judged.gap, abs=0.02)
    for d in decisions:
        assert d["error"] is None or d["error"] >= 0 and d["noise"] >= 0
        if d["played"] == d["best"]:
            assert d["error"] == 0 and d["luck"] == 0
    # Review: the same error and luck for every decision
    review = review_deal(loaded.state, 0, bots=bots, params=params, compare=True)
    assert review.judgement is not None
    assert review.judgement.decisions == judged.decisions
    for verdict in review.cards + review.auction:
        assert any((d.played, d.error, d.luck) == (verdict.played, verdict.loss, verdict.luck)
                   for d in judged.decisions)
    assert review.judgement.gap == judged.gap
    # Compare: the same gap; the rating counts that gap
    comparison = compare_on_same_cards(loaded.state, 0, Bots(level_of, seed, 0, master_level="intermediate"))
    assert comparison is not None and comparison.gap == totals["gap"]
    stats = stats_store.Statistics()
    entry = stats_store.record_comparison(stats, loaded.state, comparison.gap, judged.total_error)
    assert entry.same_cards_rating == totals["gap"]
    assert entry.same_cards_choices_rating == round(totals["choices"])  # the rating keeps whole points


@pytest.mark.slow
def test_the_text_form_and_the_seat_by_name(tmp_path):
    deal, seed = _played("classic", 5)
    path = tmp_path / "d.deal"
    save_deal_file(path, deal, seed=seed)
    run = _run(str(path), "--seat", "East", "--no-compare", *QUICK)
    assert run.returncode == 0, run.stderr
    assert "East" in run.stdout and "choices (sum of errors)" in run.stdout and "gap" not in run.stdout


@pytest.mark.slow
def test_a_bad_file_is_refused_with_a_clear_message(tmp_path):
    bad = tmp_path / "bad.deal"
    bad.write_text("this is not a deal\n", encoding="utf-8")
    run = _run(str(bad), "--json")
    assert run.returncode == 2 and "bad.deal" in run.stderr and "line 1" in run.stderr and not run.stdout
    missing = _run(str(tmp_path / "nowhere.deal"), "--json")
    assert missing.returncode == 2 and "nowhere.deal" in missing.stderr
    # a deal that stops in its middle: nothing to judge yet
    deal, seed = _played("classic", 5)
    from belote_desktop.engine import record, replay

    data = record(deal)
    half = replay({**data, "actions": data["actions"][: len(data["actions"]) // 2]})
    path = tmp_path / "half.deal"
    save_deal_file(path, half, seed=seed)
    run = _run(str(path), "--json")
    assert run.returncode == 2 and "not played to its end" in run.stderr
    run = _run(str(tmp_path / "half.deal"), "--seat", "9")
    assert run.returncode == 2
