"""explain_result: the arithmetic in the words matches the engine's DealResult, for every kind of
outcome (made, dedans, capot, litige, coinche made / failed / coinched / capot bids)."""

from __future__ import annotations

import dataclasses
import os
import random
import re

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

from belote_desktop.engine import (
    Contract,
    Strain,
    TieRule,
    deal_with_contract,
    deck_cards,
    find_variant,
    new_deal,
)
from belote_desktop.learn import explain_result

CLASSIC = find_variant("classic")
COINCHE = find_variant("coinche")
TEAMS = ("North–South", "East–West")
SUM = re.compile(r"(\d+(?: [+×] \d+)+) = (\d+)")
LABEL = re.compile(r" \([a-z ]+\)")


def check(result, rules) -> list[str]:
    """Assert the explanation of ``result`` is consistent with it; return the lines."""
    lines = explain_result(result, rules)
    assert lines and "{" not in "".join(lines)
    lines = [LABEL.sub("", line) for line in lines]  # "162 (cards) + 20 (belote)" -> "162 + 20"
    text = "\n".join(lines)
    # every sum written out is right
    for expr, total in SUM.findall(text):
        assert eval(expr.replace("×", "*")) == int(total), expr
    # the last line is the score
    assert lines[-1] == f"Score of this deal: {TEAMS[0]} {result.score[0]}, {TEAMS[1]} {result.score[1]}."
    if result.thrown_in:
        return lines
    # the card points and the totals are the engine's
    assert f"{TEAMS[0]} {result.card_points[0]}, {TEAMS[1]} {result.card_points[1]}" in lines[1]
    totals = [line for line in lines if line.startswith("Totals:")]
    if totals:
        for t in range(2):
            assert re.search(rf"{TEAMS[t]} (?:[\d +]+= )?{result.totals[t]}\b", totals[0]), totals[0]
    # each team's score is stated, with its arithmetic, in a line that names the team
    outcome = lines[lines.index(totals[0]) + 1:-1] if totals else lines[2:-1]
    for t in range(2):
        named = [line for line in outcome if TEAMS[t] in line or "each team scores its total" in line]
        assert named, (t, lines)
        if "each team scores its total" in text:
            assert result.score == result.totals
        else:
            numbers = {int(n) for line in named for n in re.findall(r"(?:= |: |, |score )(\d+)", line)}
            assert result.score[t] in numbers or (result.score[t] == 0 and any("nothing" in x for x in named)), (
                t, result, lines)
    return lines


def random_results(rules, deals, seed=0):
    rng = random.Random(seed)
    for n in range(deals):
        state = new_deal(rules, dealer=n % 4, seed=seed * 100_000 + n)
        while not state.is_terminal():
            actions = state.legal_actions()
            state = state.apply(actions[rng.randrange(len(actions))])
        yield state.result()


@pytest.mark.parametrize("rules", [
    CLASSIC,
    dataclasses.replace(CLASSIC, tie_rule=TieRule.TAKERS_FAIL),
    dataclasses.replace(CLASSIC, tie_rule=TieRule.HANGING),
    COINCHE,
    dataclasses.replace(COINCHE, declarations=True, failed_contract_base=162),
], ids=["classic", "classic-fail-ties", "classic-litige", "coinche", "coinche-melds-162"])
@pytest.mark.slow  # (the full suite runs it; docs/testing.md)
def test_random_deals_are_explained_with_the_right_numbers(rules):
    kinds = set()
    for result in random_results(rules, 1500):
        lines = check(result, rules)
        if result.thrown_in:
            kinds.add("thrown in")
            continue
        kinds.add("made" if result.made else "failed")
        if result.tied:
            kinds.add("tied")
            if rules.tie_rule is TieRule.HANGING:
                assert any(f"{result.hanging} points wait" in line for line in lines)
        if result.contract.multiplier > 1:
            kinds.add("coinched")
        if result.contract.capot:
            kinds.add("capot bid")
    assert {"made", "failed"} <= kinds, kinds
    if rules.trump_scheme.value == "point_auction":
        assert {"coinched", "capot bid"} <= kinds, kinds


def all_trumps_hands(rules, holder: int):
    """Hands where ``holder`` has every heart: whoever leads, his team wins every trick it leads."""
    hearts = [c for c in deck_cards(rules.deck) if c.suit.name == "HEARTS"]
    rest = [c for c in deck_cards(rules.deck) if c.suit.name != "HEARTS"]
    hands = []
    for seat in range(4):
        hands.append(hearts if seat == holder else [rest.pop(0) for _ in range(8)])
    return hands


def play_first(state):
    while not state.is_terminal():
        state = state.apply(state.legal_actions()[-1])
    return state.result()


def test_capots_and_dedans_in_classic():
    # seat 0 holds every trump and leads: capot for the takers
    result = play_first(deal_with_contract(CLASSIC, 3, all_trumps_hands(CLASSIC, 0), Contract(Strain.HEARTS, 0)))
    assert result.capot_team == 0 and result.made
    lines = check(result, CLASSIC)
    assert any("capot" in line and "252" in line for line in lines)
    # the same hands with East as taker: the defenders make capot, the takers are dedans
    result = play_first(deal_with_contract(CLASSIC, 3, all_trumps_hands(CLASSIC, 0), Contract(Strain.HEARTS, 1)))
    assert result.capot_team == 0 and not result.made
    lines = check(result, CLASSIC)
    assert any("dedans" in line for line in lines)
    assert result.score[0] == 252 + sum(result.meld_points) + result.belote_points[0]


@pytest.mark.parametrize("multiplier", [1, 2, 4])
def test_coinche_contracts(multiplier):
    hands = all_trumps_hands(COINCHE, 0)
    made = play_first(deal_with_contract(COINCHE, 3, hands, Contract(Strain.HEARTS, 0, 160, False, multiplier)))
    assert made.made
    lines = check(made, COINCHE)
    if multiplier > 1:
        assert any(f"160 × {multiplier}" in line for line in lines)
    failed = play_first(deal_with_contract(COINCHE, 3, hands, Contract(Strain.HEARTS, 1, 80, False, multiplier)))
    assert not failed.made
    check(failed, COINCHE)
    capot = play_first(deal_with_contract(COINCHE, 3, hands, Contract(Strain.HEARTS, 0, 0, True, multiplier)))
    assert capot.made
    check(capot, COINCHE)
    lost = play_first(deal_with_contract(COINCHE, 3, hands, Contract(Strain.HEARTS, 1, 0, True, multiplier)))
    assert not lost.made
    lines = check(lost, COINCHE)
    written = "500" if multiplier == 1 else f"500 × {multiplier}"
    assert any(written in line and str(lost.score[0]) in line for line in lines)


def test_thrown_in():
    state = new_deal(CLASSIC, dealer=0, seed=1)
    while not state.is_terminal():
        state = state.apply(state.legal_actions()[0])  # everybody passes twice
    lines = check(state.result(), CLASSIC)
    assert "thrown in" in lines[0]


def test_seat_and_team_names_are_used():
    result = play_first(deal_with_contract(CLASSIC, 3, all_trumps_hands(CLASSIC, 0), Contract(Strain.HEARTS, 1)))
    lines = explain_result(result, CLASSIC, team_names=("Us", "Them"))
    assert lines[-1] == f"Score of this deal: Us {result.score[0]}, Them {result.score[1]}."
    lines = explain_result(result, CLASSIC, seat_names=("Ann", "Bob", "Cy", "Di"))
    assert "Ann and Cy" in lines[-1] and "Bob and Di" in lines[-1]
