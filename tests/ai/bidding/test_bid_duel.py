"""tools/bid_duel: a bidding module against itself scores exactly even (common random numbers)."""

from __future__ import annotations

import json

from belote_desktop.ai.bidding import auction as bidding
from tools import bid_duel


def test_the_same_bidding_on_both_sides_is_even(capsys):
    assert bid_duel.main([bidding.__file__, "--pairs", "2", "--seed", "3"]) == 0
    out = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert out["pairs"] == 2 and out["new_minus_old_per_deal"] == 0.0 and out["ci95"] == 0.0
