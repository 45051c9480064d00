"""The walk to a claim, shared by the table's claims (tests/app/test_claims.py) and the window's
(tests/ui/test_claim_rest.py)."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable

import pytest

from belote_desktop.app.local_table import LocalTable
from belote_desktop.engine import DealState, Phase, Ruleset, new_match


def walk_to_claim(controller: LocalTable, rules: Ruleset, seeds: Iterable[int],
                  wanted: Callable[[DealState], bool]) -> int:
    """Random matches of ``rules``, one a seed (the bots at Beginner, the human at random), until the human may claim
    in a deal that is ``wanted``: that seed (the position is the table's)."""
    for seed in seeds:
        controller.load_match(new_match(rules, seed=seed, first_dealer=seed % 4))
        controller.seat_model.set_levels("beginner", "beginner")
        rng = random.Random(seed)
        while controller.match.deal.phase is not Phase.DONE and not controller.awaiting_continue:
            if controller.is_human_turn():
                deal = controller.match.deal
                if controller.can_claim() and wanted(deal):
                    return seed
                controller.human_action(rng.choice(deal.legal_actions()))
            else:
                controller.play_bot_move_now()
    pytest.fail("no position found")
