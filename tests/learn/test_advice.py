"""One engine of advice for Suggest and Review (issue 19 point 6).

Suggest (``app.suggestion.SuggestTask``) and Review (``learn.review``) both ask ``learn.advice.advise``:
the same search, budget and seed, so Review's "better" move at any position is Suggest's move there,
and a player who follows Suggest is never told that a choice was costly. The auction is reviewed too.
"""

from __future__ import annotations

import concurrent.futures as cf
import os
import random
import subprocess
import sys

import pytest

from belote_desktop.ai import SearchParams
from belote_desktop.engine import (
    DOUBLE, PASS, Card, Contract, DealState, Phase, PlayCard, Strain, deal_with_contract, deck_cards, find_variant,
    record, replay, shuffled_deck,
)
from belote_desktop.engine.state import deal_from_hands
from belote_desktop.learn import advice
from belote_desktop.learn.advice import Advice, advice_seed, advise
from belote_desktop.learn.review import review_choices, review_deal, review_lines

SMALL = SearchParams(samples=64, max_seconds=60.0, exact_cards=8, exact_samples=16, bid_samples=64,
                     play_likelihood=0.3, public_playouts=True)


@pytest.fixture(autouse=True)
def _small_budget(monkeypatch):
    """Suggest and Review both read ADVICE_PARAMS: a small one keeps the tests quick."""
    monkeypatch.setattr(advice, "ADVICE_PARAMS", SMALL)


def _suggest(view) -> object:  # type: ignore[no-untyped-def]
    """What the Suggest button computes for ``view`` (its worker task, run here)."""
    from belote_desktop.app import bots
    from belote_desktop.app.suggestion import SuggestTask

    bots.USE_PROCESSES, old = False, bots.USE_PROCESSES
    try:
        return SuggestTask(0, view).compute()
    finally:
        bots.USE_PROCESSES = old


def _classic_deal(seed: int, chooser) -> DealState:  # type: ignore[no-untyped-def]
    """A classic deal with a fixed contract; seat 0 plays with ``chooser(state, rng)``, the others by rule."""
    from belote_desktop.ai import Level, choose_action

    rng = random.Random(seed)
    rules = find_variant("classic")
    deck = shuffled_deck(rules, seed)
    state = deal_with_contract(rules, 3, [deck[8 * s:8 * s + 8] for s in range(4)], Contract(Strain.HEARTS, seed % 4))
    while not state.is_terminal():
        seat = state.current_player()
        if seat == 0:
            action = chooser(state, rng)
        else:
            action = choose_action(state.view_for(seat), Level.INTERMEDIATE, rng)
        state = state.apply(action)
    return state


def _random_card(state, rng):  # type: ignore[no-untyped-def]
    legal = state.legal_actions()
    return legal[rng.randrange(len(legal))]


def _as_suggested(state, rng):  # type: ignore[no-untyped-def]
    return _suggest(state.view_for(0))


def _positions(deal: DealState, seat: int):  # type: ignore[no-untyped-def]
    """(view, action taken) at each of ``seat``'s choices in ``deal``."""
    data = record(deal)
    state = replay({**data, "actions": []})
    for text in data["actions"]:
        action = next(a for a in state.legal_actions() if str(a) == text)
        if state.current_player() == seat and len(state.legal_actions()) > 1:
            yield state.view_for(seat), action
        state = state.apply(action)


def test_the_same_position_gets_the_same_advice_wherever_it_is_computed():
    deal = _classic_deal(3, _random_card)
    view, _ = next(_positions(deal, 0))
    first = advise(view)
    assert advise(view) == first
    # the parts of the search run in other processes (here: threads standing in for them): the same
    with cf.ThreadPoolExecutor(2) as executor:
        class Pool:
            def call(self, fn, *args):  # type: ignore[no-untyped-def]
                return executor.submit(fn, *args)

        assert advise(view, Pool()) == first
    # the seed is the position's: a view rebuilt from the record has the same
    rebuilt = replay(record(deal))
    assert isinstance(rebuilt, DealState)
    assert advice_seed(rebuilt.view_for(0)) == advice_seed(deal.view_for(0))
    assert advice_seed(deal.view_for(0)) != advice_seed(deal.view_for(1))


def test_the_seed_is_the_same_in_every_process():
    code = ("from belote_desktop.engine import find_variant, new_deal;"
            "from belote_desktop.learn.advice import advice_seed;"
            "s = new_deal(find_variant('coinche'), dealer=0, seed=1); print(advice_seed(s.view_for(1)))")
    seeds = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                            env={**os.environ, "PYTHONHASHSEED": salt}).stdout.strip()
             for salt in ("1", "2")}
    assert len(seeds) == 1 and seeds.pop().isdigit()


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_reviews_better_card_is_what_suggest_says_there(seed):
    deal = _classic_deal(seed, _random_card)
    verdicts = review_choices(deal, 0)
    positions = list(_positions(deal, 0))
    assert len(verdicts) == len(positions) > 0
    costly = 0
    for verdict, (view, played) in zip(verdicts, positions):
        assert verdict.played == played
        assert verdict.best == _suggest(view)  # Review's better card is Suggest's card at that position
        if verdict.played == verdict.best:
            assert verdict.loss == 0.0 and not verdict.costly(0.0)
        else:
            assert verdict.loss is not None and verdict.loss >= 0.0
        costly += verdict.costly(4.0)
    review = review_deal(deal, 0)
    assert len(review.cards) == min(3, costly)
    for item in review.cards:
        assert item.played != item.best and item.loss is not None and item.loss >= 4.0
        assert item.played.card in review.marked_cards


@pytest.mark.parametrize("seed", [1, 4])
def test_review_never_calls_suggests_own_card_a_mistake(seed):
    deal = _classic_deal(seed, _as_suggested)
    verdicts = review_choices(deal, 0)
    assert verdicts and all(v.played == v.best and v.loss == 0.0 for v in verdicts)
    review = review_deal(deal, 0, min_loss=0.0)
    assert not review.cards and not review.auction
    assert review_lines(review) == ["Review: no costly choice, in the auction or the play — well played."]


def test_advice_cost_is_zero_for_itself_and_never_negative():
    a = Advice(PASS, {PASS: 10.0, DOUBLE: 40.0})
    assert a.cost(PASS) == 0.0 and a.cost(DOUBLE) == 0.0
    b = Advice(PASS, {PASS: 10.0, DOUBLE: -50.0})
    assert b.cost(DOUBLE) == 60.0


def _cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def test_a_bad_coinche_is_reviewed_with_its_cost():
    """East opens 80 in hearts on a strong hand; South (the player), weak in hearts, coinches."""
    from belote_desktop.ai import Level, choose_action

    rules = find_variant("coinche")
    east = _cards("JH 9H AH 10H KH AS AC AD")
    south = _cards("7C 8C 7D 8D 7S 8S 9S 9C")
    rest = [c for c in deck_cards(rules.deck) if c not in east and c not in south]
    hands = [south, east, rest[:8], rest[8:]]
    state = deal_from_hands(rules, 0, hands)  # dealer South: East speaks first
    rng = random.Random(0)
    for text in ("bid 80 H", "pass", "pass", "double"):
        state = state.apply(next(a for a in state.legal_actions() if str(a) == text))
    while not state.is_terminal():
        state = state.apply(choose_action(state.view_for(state.current_player()), Level.INTERMEDIATE, rng))
    review = review_deal(state, 0)
    coinche = [v for v in review.auction if v.played == DOUBLE]
    assert coinche, review
    verdict = coinche[0]
    assert verdict.best == PASS and verdict.loss is not None and verdict.loss >= 4.0
    position = next(view for view, action in _positions(state, 0) if action == DOUBLE)
    assert position.phase is Phase.BIDDING and _suggest(position) == PASS
    lines = review_lines(review)
    assert any("coinche" in line and str(max(1, round(verdict.loss))) in line for line in lines)


def test_the_auction_choice_that_follows_suggest_is_not_a_mistake():
    rules = find_variant("coinche")
    hands = [_cards("JH 9H AH 10H KH AS AC AD")] + [[] for _ in range(3)]
    rest = [c for c in deck_cards(rules.deck) if c not in hands[0]]
    hands[1:] = [rest[:8], rest[8:16], rest[16:]]
    state = deal_from_hands(rules, 3, hands)  # South speaks first
    view = state.view_for(0)
    suggested = _suggest(view)
    state = state.apply(suggested)
    from belote_desktop.ai import Level, choose_action

    rng = random.Random(1)
    while not state.is_terminal():
        seat = state.current_player()
        view = state.view_for(seat)
        state = state.apply(_suggest(view) if seat == 0 else choose_action(view, Level.INTERMEDIATE, rng))
    verdicts = [v for v in review_choices(state, 0) if v.trick == 0]
    assert verdicts and all(v.played == v.best and v.loss == 0.0 for v in verdicts)
    assert all(isinstance(v.played, PlayCard) or v.trick == 0 for v in review_choices(state, 0))
