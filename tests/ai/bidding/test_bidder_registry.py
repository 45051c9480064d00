"""Every kind of auction has its bots' bidder, registered by the module that holds it."""

import random
import subprocess
import sys

import pytest

from belote_desktop.ai.play.search import Simulation
from belote_desktop.ai.bidding.auction import AI_BIDDERS, AuctionBidder, heuristic_bid, simulated_bid
from belote_desktop.engine import TrumpScheme, new_deal
from belote_desktop.engine.auctions import AUCTIONS
from tests.rulesets import every_ruleset


def test_every_trump_scheme_has_a_bidder_and_an_auction():
    assert set(AI_BIDDERS) == set(TrumpScheme) == set(AUCTIONS)
    assert all(isinstance(b, AuctionBidder) for b in AI_BIDDERS.values())


def test_the_registry_is_complete_when_the_bidding_module_is_imported_alone():
    code = "import belote_desktop.ai.bidding.auction as b; print(sorted(s.name for s in b.AI_BIDDERS))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == str(sorted(s.name for s in TrumpScheme))


@pytest.mark.parametrize("name", sorted(every_ruleset()))
def test_each_game_asks_its_own_schemes_bidder(name, monkeypatch):
    rules = every_ruleset()[name]
    state = new_deal(rules, dealer=0, seed=2)
    view = state.view_for(state.current_player())
    asked = []
    for scheme, bidder in list(AI_BIDDERS.items()):
        def heuristic(v, rng, beginner, scheme=scheme, real=bidder.heuristic):
            asked.append(scheme)
            return real(v, rng, beginner)

        def simulated(v, how, weighed, scheme=scheme, real=bidder.simulated):
            asked.append(scheme)
            return real(v, how, weighed)

        monkeypatch.setitem(AI_BIDDERS, scheme, AuctionBidder(heuristic, simulated))
    assert heuristic_bid(view, random.Random(1)) in view.legal_actions
    assert simulated_bid(view, Simulation(random.Random(1), 8)) in view.legal_actions
    assert asked == [rules.trump_scheme, rules.trump_scheme]
