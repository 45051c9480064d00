"""Two rare scoring rules of the contract-auction games (issue 56): in Belot for 3, two players tied for the
best total against a doubled contract share what one would take; and points hanging from a tied deal go to
the next deal's winner decided by the deal's points (the takers who made it, or the defence that beat them),
even when both sides' match points round equal."""

from __future__ import annotations

import dataclasses
import random

import numpy as np
import pytest

from belote_desktop.engine import PASS, Contract, Phase, Strain, find_variant, new_deal, new_match
from belote_desktop.engine.actions import parse_action
from belote_desktop.engine.scoring import DealFacts, RowKind, convert, score_contract, score_of
from belote_desktop.storage.deal_code import decode

B3 = find_variant("belot_3p")
AFFECTED = ("bulgarian", "bidding_belote", "belot_3p", "belot_2p", "belot_2p_open")

# the deal of the issue: seat 0 calls all trumps, seat 1 doubles; seats 1 and 2 both end with 106
CODE = "A3410-BW1CC-JSYNT-XYD3Y-NAN64-P"
AUCTION = ["call S", "pass", "call NT", "call AT", "double", "pass", "pass"]
PLAY = "9H KD JH QD 10D JD 9D JS AS AD QC 9C AC KC JC 10H KS AH 10C QS 10S QH KH 9S"


def _finished(code: str, actions: list[str]):
    decoded = decode(code)
    state = new_deal(decoded.rules, decoded.dealer, deck=decoded.deck)
    for text in actions:
        state = state.apply(parse_action(text))
    return state


# -- Belot for 3: a doubled contract, two players tied for the best total ----------------------------------------


def test_doubled_two_players_tied_for_the_best_total_share_the_pot():
    state = _finished(CODE, AUCTION + [f"play {card}" for card in PLAY.split()])
    assert state.rules.id == "belot_3p" and not state.rules.belote_may_stay_quiet
    r = state.result()
    assert r.contract.multiplier == 2 and r.totals == (66, 106, 106) and not r.made
    # the pot, 258 card points and seat 2's belot 20, doubled: 556 -> 56 match points; half each: 278 -> 28
    assert r.score == (0, 28, 28)
    points = next(row for row in r.breakdown if row.kind is RowKind.ALL_POINTS)
    assert points.values == (0, 129, 129)
    assert r.deal_winners == (1, 2) and r.deal_winner == -1


def _facts3(contract: Contract, cards, melds=(0, 0, 0), belote=(0, 0, 0)) -> DealFacts:
    total = {Strain.NO_TRUMPS: 130, Strain.ALL_TRUMPS: 258}.get(contract.strain, 162)
    return DealFacts(contract, contract.taker, total, list(cards), [2, 3, 3], list(melds), list(belote))


DOUBLED_TIES = [
    # contract, cards, melds, belote, quiet belot, score
    # hearts doubled by seat 0, 50 against 56 and 56: 162 x 2 = 324, half each 162 -> 16 (6 rounds down)
    (Contract(Strain.HEARTS, 0, multiplier=2), (50, 56, 56), (0, 0, 0), (0, 0, 0), True, (0, 16, 16)),
    # 70 (50 and a belot) and 70 against 62: a winner's belot goes to the pot, the taker's is kept quiet:
    # 162 + 20 -> 91 each, x2 = 182 -> 18
    (Contract(Strain.HEARTS, 1, multiplier=2), (50, 42, 70), (0, 0, 0), (20, 20, 0), True, (18, 0, 18)),
    # announced (option off): every belot goes to the pot: 162 + 20 + 20 -> 101 each, x2 = 202 -> 20
    (Contract(Strain.HEARTS, 1, multiplier=2), (50, 42, 70), (0, 0, 0), (20, 20, 0), False, (20, 0, 20)),
    # redoubled all trumps, the taker's tierce in the pot: (258 + 20) x 4 = 1112, half each 556 -> 56
    (Contract(Strain.ALL_TRUMPS, 2, multiplier=4), (99, 99, 60), (0, 0, 20), (0, 0, 0), True, (56, 56, 0)),
    # one best defender: he alone takes everything, as before
    (Contract(Strain.HEARTS, 0, multiplier=2), (50, 57, 55), (0, 0, 0), (0, 0, 0), True, (0, 32, 0)),
]


@pytest.mark.parametrize(("contract", "cards", "melds", "belote", "quiet", "expected"), DOUBLED_TIES)
def test_doubled_ties_share_the_pot_on_ints_and_arrays(contract, cards, melds, belote, quiet, expected):
    rules = dataclasses.replace(B3, belote_may_stay_quiet=quiet)
    facts = _facts3(contract, cards, melds, belote)
    scored = score_contract(rules, facts)
    convert(rules, scored)
    assert tuple(int(v) for v in score_of(scored, 3)) == expected
    # the AI's scorer runs the same code on arrays (ai/play/outcome.py): the same figures
    arrays = DealFacts(contract, contract.taker, facts.card_total, *(
        [np.array([v]) for v in values] for values in (cards, facts.tricks, melds, belote)))
    scored = score_contract(rules, arrays, np, explain=False)
    convert(rules, scored, np)
    assert tuple(int(v[0]) for v in score_of(scored, 3)) == expected


# -- hanging points: the next deal's winner by the deal's points ------------------------------------------------


def _random_deals(rules, seed: int):
    """Finished deals of random play (the auction calls 30% of the time, never the Match call)."""
    rng = random.Random(seed)
    for number in range(5000):
        state = new_deal(rules, number % rules.players, seed=f"{seed}:{number}")
        while not state.is_terminal():
            legal = [a for a in state.legal_actions() if str(a) != "match"]
            if state.phase is Phase.BIDDING:
                action = rng.choice(legal[1:]) if len(legal) > 1 and rng.random() < 0.3 else PASS
            else:
                action = rng.choice(legal)
            state = state.apply(action)
        yield state


@pytest.mark.parametrize("game", AFFECTED)
def test_hanging_points_go_to_a_deal_won_with_equal_match_points(game):
    rules = dataclasses.replace(find_variant(game), belote_may_stay_quiet=False)
    state = next(s for s in _random_deals(rules, 56) if not s.thrown_in and s.result().hanging == 0
                 and len(set(s.result().score)) == 1 and s.result().made)
    r = state.result()
    match = new_match(rules, seed=1)
    match.hanging = 8
    match._close_deal(state)
    expected = [s + (8 if t == r.taker_team else 0) for t, s in enumerate(r.score)]
    assert (match.hanging, list(match.scores)) == (0, expected), (r.totals, r.score)


def test_bulgarian_all_trumps_made_at_equal_scores_takes_the_hanging_points():
    """A match reported by a player: deal 2 ties in diamonds (81-81, 8 hang); deal 3, all trumps made 132-126,
    scores 13-13 and must take the 8. Its moves are not known, so this plays the same rule on a deal of that kind."""
    rules = dataclasses.replace(find_variant("bulgarian"), belote_may_stay_quiet=False)
    state = next(s for s in _random_deals(rules, 5006019180) if not s.thrown_in and s.result().made
                 and s.result().contract.strain is Strain.ALL_TRUMPS and len(set(s.result().score)) == 1)
    r = state.result()
    assert r.deal_winners == (r.taker_team,) and r.totals[r.taker_team] > r.totals[1 - r.taker_team]
    match = new_match(rules, seed=5006019180, first_dealer=3)
    match.hanging = 8
    match._close_deal(state)
    assert match.hanging == 0 and match.scores[r.taker_team] == r.score[r.taker_team] + 8


def test_hanging_points_go_to_the_best_defender_of_a_failed_contract_in_belot_for_3():
    state = next(s for s in _random_deals(B3, 7) if not s.thrown_in and not s.result().made
                 and not s.result().tied and len(set(s.result().totals)) == 3)
    r = state.result()
    best = max((t for t in range(3) if t != r.taker_team), key=lambda t: r.totals[t])
    assert r.deal_winners == (best,)
    match = new_match(B3, seed=1)
    match.hanging = 9
    match._close_deal(state)
    assert match.hanging == 0 and match.scores[best] == r.score[best] + 9


def test_hanging_points_are_shared_by_two_players_tied_for_the_best_total():
    # the doubled deal: seats 1 and 2 tie at 106 against the taker's 66; 9 waiting: 5 to seat 1 (the
    # first after the taker, seat 0, in play order) and 4 to seat 2
    state = _finished(CODE, AUCTION + [f"play {card}" for card in PLAY.split()])
    match = new_match(state.rules, seed=1)
    match.hanging = 9
    match._close_deal(state)
    assert match.hanging == 0 and match.scores == (0, 28 + 5, 28 + 4)


def test_a_deal_that_ties_again_still_has_no_winner():
    """``hanging_waits_for_a_win``: a litige after a litige keeps every point waiting (unchanged)."""
    rules = dataclasses.replace(find_variant("bulgarian"), belote_may_stay_quiet=False)
    state = next(s for s in _random_deals(rules, 3) if not s.thrown_in and s.result().hanging > 0)
    match = new_match(rules, seed=1)
    match.hanging = 8
    match._close_deal(state)
    assert match.hanging == 8 + state.result().hanging
