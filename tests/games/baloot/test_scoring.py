"""Baloot's scoring: round points (Sun and Hokum), the bidders' more-than-half, kaboot, the ladder, projects,
baloot, the locked lead and the Gahwa that decides the game."""

import random

import numpy as np
import pytest

from belote_desktop.engine import (
    PASS, Contract, Strain, deck_cards, find_variant, new_deal, new_match, parse_action,
)
from belote_desktop.engine.declarations import best_melds
from belote_desktop.engine.games.baloot import BALOOT_HOKUM_MELDS, BALOOT_SUN_MELDS
from belote_desktop.engine.errors import Reason
from belote_desktop.engine.scoring import DealFacts, RowKind, convert, round_points, score_contract, score_of

from tests.engine.util import cards, legal_cards, position

BALOOT = find_variant("baloot")
HOKUM = Strain.HEARTS
SUN = Strain.NO_TRUMPS


@pytest.mark.parametrize("raw, sun, expected", [
    (130, True, 26), (65, True, 14), (64, True, 12), (66, True, 14), (0, True, 0), (20, True, 4), (200, True, 40),
    (162, False, 16), (85, False, 8), (86, False, 9), (45, False, 4), (46, False, 5), (20, False, 2), (0, False, 0),
])
def test_round_points(raw, sun, expected):
    assert round_points(raw, sun) == expected
    assert int(round_points(np.array([raw]), sun)[0]) == expected  # the same code on the AI's arrays


def score(strain, cards_won, tricks=(4, 4), melds=(0, 0), baloot=(0, 0), taker_team=0, multiplier=1,
          turned_ace=False, rules=BALOOT):
    facts = DealFacts(Contract(strain, taker_team, 0, False, multiplier), taker_team, sum(cards_won),
                      list(cards_won), list(tricks), list(melds), list(baloot), turned_ace=turned_ace)
    scored = score_contract(rules, facts)
    convert(rules, scored)
    return tuple(score_of(scored, 2)), bool(scored.made), scored


@pytest.mark.parametrize("strain, cards_won, melds, baloot, multiplier, expected, made", [
    # Hokum made: 112 raw (cards + a sira) -> 11, + baloot 2; the defenders keep their 7
    (HOKUM, (92, 70), (20, 0), (20, 0), 1, (13, 7), True),
    # Hokum failed: the others take all 16
    (HOKUM, (70, 92), (0, 0), (0, 0), 1, (0, 16), False),
    # Sun: 67 -> 70 -> 14 against 63 -> 60 -> 12: more than half
    (SUN, (67, 63), (0, 0), (0, 0), 1, (14, 12), True),
    # Sun 65 - 65: 14 each, not more than half: everything to the others (26)
    (SUN, (65, 65), (0, 0), (0, 0), 1, (0, 26), False),
    # a failed Sun with a project: the others take its round points too (130 + 50 -> 36)
    (SUN, (40, 90), (50, 0), (0, 0), 1, (0, 36), False),
    # doubled Hokum: round points x2, the baloot (2) is never multiplied
    (HOKUM, (100, 62), (0, 0), (20, 0), 2, (22, 12), True),
    # x3 and x4; a Gahwa (5) scores as x4
    (HOKUM, (100, 62), (0, 0), (0, 0), 3, (30, 18), True),
    (HOKUM, (100, 62), (0, 0), (0, 0), 4, (40, 24), True),
    (HOKUM, (100, 62), (0, 0), (0, 0), 5, (40, 24), True),
    # the others' baloot counts for them even when the bidders make it
    (HOKUM, (100, 62), (0, 0), (0, 20), 1, (10, 8), True),
])
def test_contract_cases(strain, cards_won, melds, baloot, multiplier, expected, made):
    got, got_made, _ = score(strain, cards_won, melds=melds, baloot=baloot, multiplier=multiplier)
    assert (got, got_made) == (expected, made)


@pytest.mark.parametrize("strain, turned_ace, expected", [
    (HOKUM, False, 44), (HOKUM, True, 88), (SUN, False, 44), (SUN, True, 88),
])
def test_all_tricks_score_44_or_88_with_an_ace_turned(strain, turned_ace, expected):
    total = 162 if strain is HOKUM else 130
    got, made, _ = score(strain, (total, 0), tricks=(8, 0), turned_ace=turned_ace)
    assert made and got == (expected, 0)
    got, made, _ = score(strain, (0, total), tricks=(0, 8), turned_ace=turned_ace)
    assert not made and got == (0, expected)


def test_published_hokum_kaboot_is_an_option():
    import dataclasses

    rules = dataclasses.replace(BALOOT, kaboot_hokum=25, kaboot_ace_doubles=False)
    assert score(HOKUM, (162, 0), tricks=(8, 0), turned_ace=True, rules=rules)[0] == (25, 0)


def test_breakdown_rows_add_up_to_the_round_points():
    got, _, scored = score(HOKUM, (92, 70), melds=(20, 0), baloot=(20, 0), multiplier=2)
    rows = {kind: values for kind, values, _ in scored.rows}
    assert RowKind.CONVERTED in rows
    assert got == (24, 14)  # (11 x 2) + 2 and 7 x 2
    assert [sum(v[t] for k, v, _ in scored.rows if k.section == "score") for t in range(2)] == list(got)


def test_converter_on_arrays_equals_the_int_converter():
    rng = random.Random(17)
    for strain in (HOKUM, SUN):
        total = 162 if strain is HOKUM else 130
        for multiplier in (1, 2, 3, 4, 5):
            cols = []
            for i in range(40):
                mine = rng.randint(0, total)
                tricks = (8, 0) if i % 10 == 0 else (4, 4)
                if i % 10 == 0:
                    mine = total
                cols.append(((mine, total - mine), tricks, (rng.choice((0, 20, 50, 100)), rng.choice((0, 20))),
                             (rng.choice((0, 20)), 0)))
            arrays = [[np.array([c[k][t] for c in cols]) for t in range(2)] for k in range(4)]
            contract = Contract(strain, 0, 0, False, multiplier)
            facts = DealFacts(contract, 0, total, *arrays)
            vec = score_contract(BALOOT, facts, np, explain=False)
            convert(BALOOT, vec, np)
            vec_score = score_of(vec, 2)
            for i, (c, tr, m, b) in enumerate(cols):
                one, made, _ = score(strain, c, tricks=tr, melds=m, baloot=b, multiplier=multiplier)
                assert [int(np.broadcast_to(v, (40,))[i]) for v in vec_score] == list(one)
                assert bool(np.broadcast_to(vec.made, (40,))[i]) == made


def test_project_tables():
    aces = cards("AS AH AD AC")
    assert [m.points for m in best_melds(sum(c.bit for c in aces), None, BALOOT_SUN_MELDS)] == [200]  # 400 -> 40
    assert [m.points for m in best_melds(sum(c.bit for c in aces), Strain.HEARTS.suit,
                                         BALOOT_HOKUM_MELDS)] == [100]
    nines = cards("9S 9H 9D 9C")
    assert best_melds(sum(c.bit for c in nines), None, BALOOT_SUN_MELDS) == ()  # no four nines in Baloot
    run = cards("7H 8H 9H TH JH")
    assert [m.points for m in best_melds(sum(c.bit for c in run), None, BALOOT_SUN_MELDS)] == [100]
    # at most two projects a player: four kings, a sira and a fifty -> the two worth most
    hand = cards("KS KH KD KC 7D 8D 9D TD")
    assert [m.points for m in best_melds(sum(c.bit for c in hand), None, BALOOT_SUN_MELDS)] == [100, 50]
    assert BALOOT.meld_rules.table_for(Strain.NO_TRUMPS) == BALOOT_SUN_MELDS
    assert BALOOT.meld_rules.table_for(Strain.SPADES) == BALOOT_HOKUM_MELDS


def finished(hands, strain=HOKUM, taker=0, declare=True):
    state = position(hands, strain=strain, taker=taker, rules=BALOOT)
    while not state.is_terminal():
        legal = state.legal_actions()
        declare_now = [a for a in legal if str(a) == "declare"]
        state = state.apply(declare_now[0] if declare and declare_now else legal[-1 if not declare_now else 1])
    return state


def test_baloot_scores_2_unless_its_king_or_queen_is_in_a_scored_project():
    # taker (seat 0) holds K+Q of hearts (trump) but no project with them: baloot 20 raw = 2 round points
    plain = finished({0: "KH QH 7S 9C 8D AS AC TD", 1: "JS"})
    assert plain.result().belote_points[0] == 20
    # K Q J of hearts: a sira that scores, so no baloot
    in_project = finished({0: "KH QH JH 7S 9C 8D AS AC"})
    assert in_project.result().meld_points[0] >= 20
    assert in_project.result().belote_points[0] == 0


def test_no_baloot_in_sun():
    state = finished({0: "KH QH 7S 9C 8D AS AC TD"}, strain=SUN)
    assert state.result().belote_points == (0, 0)


def test_doubled_hokum_locks_the_trump_lead():
    state = position({1: "JH 9H 7S 8S AD KD QC 7C"}, strain=HOKUM, taker=1, rules=BALOOT, multiplier=2)
    assert state.current_player() == 1  # the taker leads
    assert not {"JH", "9H"} & legal_cards(state)
    why = state.why_illegal(parse_action("play JH"))
    assert why.reason is Reason.LOCKED_TRUMP_LEAD
    only_trumps = position({1: "JH 9H AH TH KH QH 8H 7H"}, strain=HOKUM, taker=1, rules=BALOOT, multiplier=2)
    assert "JH" in legal_cards(only_trumps)
    undoubled = position({1: "JH 9H 7S 8S AD KD QC 7C"}, strain=HOKUM, taker=1, rules=BALOOT)
    assert "JH" in legal_cards(undoubled)


def test_a_gahwa_decides_the_whole_game():
    for seed in range(6):
        match = new_match(BALOOT, seed=seed)
        turned = match.deal.turned_card.suit
        for code in (f"hokum {turned.letter}", "pass", "pass", "pass", "pass", "double", "redouble", "four", "gahwa"):
            match = match.apply(parse_action(code))
        assert match.deal.contract.multiplier == 5
        while not match.over and len(match.finished) == 0:
            match = match.apply(match.legal_actions()[0])
        result = match.finished[0].result()
        assert match.over and match.winner == result.deal_winner >= 0
        assert max(match.scores) < BALOOT.target_score  # decided by the Gahwa, not by the points


def test_the_next_deal_knows_the_match_scores():
    match = new_match(BALOOT, seed=3)
    while len(match.finished) < 2 and not match.over:
        match = match.apply(match.legal_actions()[0] if match.legal_actions()[0] != PASS
                            else match.legal_actions()[-1])
    assert match.deal.match_scores == match.scores


def test_target_152_and_the_seeds_128_as_an_option():
    import dataclasses

    assert BALOOT.target_score == 152
    assert dataclasses.replace(BALOOT, target_score=128).reached_target(128)


def test_whole_deals_add_up():
    assert len(deck_cards(BALOOT.deck)) == 32
    for seed in range(200):
        state = new_deal(BALOOT, seed % 4, seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            state = state.apply(legal[rng.randrange(len(legal))])
        r = state.result()
        if r.thrown_in:
            continue
        sun = r.contract.strain is SUN
        assert sum(r.card_points) == (130 if sun else 162)
        factor = min(r.contract.multiplier, 4)
        # every round point won goes to somebody: the two scores add up to the deal's round points
        baloot = sum(r.belote_points) // 10
        if r.made:
            expected = sum(round_points(r.card_score[t] + r.meld_points[t], sun) for t in range(2))
        else:
            expected = round_points(sum(r.card_score) + sum(r.meld_points), sun)
        assert sum(r.score) == expected * factor + baloot


def test_a_five_card_run_outranks_four_of_a_kind_as_seed_000_ranks_them():
    """Seed 000's project table: the five-card run (100, level 2) above four of a kind (100, level 4), and four
    aces in Hokum (level 3) between them. ``run_over_four_of_a_kind`` off: the French order, the carré first."""
    from belote_desktop.engine import Suit, find_variant
    from belote_desktop.engine.cards import Card, mask_of
    from belote_desktop.engine.declarations import best_melds, winning_seat

    def best(codes, table):
        return best_melds(mask_of(Card.parse(c) for c in codes.split()), Suit.HEARTS, table)

    seed_order = find_variant("baloot")
    french_order = seed_order.with_overrides({"run_over_four_of_a_kind": False})
    assert seed_order.run_over_four_of_a_kind and not french_order.run_over_four_of_a_kind
    for rules, winner in ((seed_order, 0), (french_order, 1)):
        table = rules.meld_rules.table
        declared = {0: best("7C 8C 9C 10C JC", table), 1: best("KS KH KD KC", table)}
        assert declared[0][0].points == declared[1][0].points == 100
        assert winning_seat(declared, [1, 0], Suit.HEARTS, table) == winner  # seat 1 is nearer the dealer
        aces = {0: best("7C 8C 9C 10C JC", table), 1: best("AS AH AD AC", table)}  # four aces in Hokum: 100
        assert winning_seat(aces, [1, 0], Suit.HEARTS, table) == winner
    assert seed_order != french_order and hash(seed_order.meld_rules.table) != hash(french_order.meld_rules.table)
