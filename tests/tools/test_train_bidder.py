"""Training the calibrated bidder (``tools/train_bidder.py``): the fit recovers a known linear rule, the
training rows read the bidding seat's view (Master's carry the simulation's column), the continuations a search
level plays, each part of the weights file written beside the others, bad arguments refused (the shipped
weights and the bidders that read them: tests/ai/bidding/)."""

from __future__ import annotations

import json
import random

import pytest

from belote_desktop.ai import Level
from belote_desktop.ai.bidding.model import FEATURES, SIMULATED_FEATURES
from belote_desktop.engine import PASS
from tools import train_bidder
from tools.train_bidder import fit


def _entry(bias: float) -> dict:
    weights = [bias] + [0.0] * (len(FEATURES) - 1)
    return {"features": list(FEATURES), "margin": 0.0, "weights": {"suit": weights}}


def test_fit_recovers_a_known_linear_rule():
    rng = random.Random(4)
    rows = []
    truth = [rng.uniform(-2, 2) for _ in FEATURES]
    for _ in range(600):
        x = [1.0] + [rng.uniform(-1, 1) for _ in FEATURES[1:]]
        rows.append(("suit", x, sum(a * b for a, b in zip(truth, x))))
    weights = fit(rows, ridge=1e-6)["suit"]
    assert weights == pytest.approx(truth, abs=1e-3)
    assert PASS  # the reference action a model's worth is measured against


def test_training_rows_carry_the_column_and_go_to_masters_part(tmp_path):
    decisions = train_bidder.deal_rows(("bulgarian", 6110, 0, False, True))
    assert decisions
    for rows, _ in decisions:
        for kind, x, _ in rows:
            assert len(x) == len(FEATURES) + len(SIMULATED_FEATURES), kind
    plain = train_bidder.deal_rows(("bulgarian", 6110, 0, False, False))
    assert [[(k, x[:len(FEATURES)], y) for k, x, y in rows] for rows, _ in decisions] == [
        [(k, x, y) for k, x, y in rows] for rows, _ in plain]  # the same rows, one column more
    path = tmp_path / "bid_models.json"
    path.write_text(json.dumps({"version": 1, "models": {"classic": {"kept": True}}}), encoding="utf-8")
    train_bidder.write_entry("bulgarian", {"features": [*FEATURES, *SIMULATED_FEATURES]}, path, part="simulated")
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["models"] == {"classic": {"kept": True}}
    assert data["simulated"]["bulgarian"]["features"][-1] == "simulated"


def test_continuations_played_by_a_search_level():
    cards = train_bidder.Cards(Level.EXPERT, 8)
    search = cards.params()
    assert search.samples == 8 and search.exact_samples >= 1 and search.max_seconds >= 30  # the samples bound it
    assert train_bidder.INTERMEDIATE_CARDS.params() is None and cards.label() == "expert@8"
    differed = 0
    for deal in range(3):
        plain = train_bidder.deal_rows(("classic", 6120, deal, False, False))
        searched = train_bidder.deal_rows(("classic", 6120, deal, False, False, cards))
        # the same decisions and features (read from the bidding seat's view); what each call scored may differ
        assert [[(k, x) for k, x, _ in rows] for rows, _ in plain] == [
            [(k, x) for k, x, _ in rows] for rows, _ in searched]
        differed += [[y for *_, y in rows] for rows, _ in plain] != [[y for *_, y in rows] for rows, _ in searched]
        if deal == 0:  # the same rows again: the clock does not decide
            assert train_bidder.deal_rows(("classic", 6120, deal, False, False, cards)) == searched
    assert differed >= 1


def test_the_master_part_is_written_beside_experts(tmp_path):
    path = tmp_path / "bid_models.json"
    path.write_text(json.dumps({"version": 1, "models": {"classic": {"kept": True}}}), encoding="utf-8")
    train_bidder.write_entry("classic", _entry(1.0), path, part="master")
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["models"] == {"classic": {"kept": True}} and data["master"]["classic"]["weights"]["suit"][0] == 1.0


@pytest.mark.parametrize("argv", [
    ["--variant", "classic", "--play-samples", "10"],  # samples for a level that does not search
    ["--variant", "classic", "--play-level", "expert", "--play-samples", "0"],
    ["--variant", "classic", "--play-level", "grandmaster"],
    ["--variant", "classic", "--master", "--simulated"],
])
def test_bad_arguments_are_refused(argv, capsys):
    assert train_bidder.main(argv) == 2
    assert capsys.readouterr().err.strip()
