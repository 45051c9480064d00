"""Bulgarian Belot for four (seed 001): the deal, the play duties (all trumps and no trumps included),
declarations in the first trick, the belot, the contract outcomes (no trumps doubled, contra and re-contra,
the committed team failing, points only with a trick, valat, hanging points), match points with seed 001's
worked examples, the match to 151 never ending on a valat, the kirtik option, and whole matches replayed."""

from __future__ import annotations

import dataclasses
import json
import random

import pytest

from belote_desktop.engine import (
    DECLARE, PASS, Contract, Phase, Strain, find_variant, new_deal, new_match, record, replay,
)
from belote_desktop.engine.actions import CALL, DOUBLE, REDOUBLE, STAKE_MATCH
from belote_desktop.engine.cards import mask_of
from belote_desktop.engine.declarations import MeldKind, MeldSharing, MeldTie, best_melds, score_melds
from belote_desktop.engine.match import MatchState
from belote_desktop.engine.rules import MatchPoints, NoTrumpsMelds, TieRule
from belote_desktop.engine.scoring import RowKind

from tests.engine.util import cards, legal_cards, pair_facts, pair_score, position

BG = find_variant("bulgarian")


def test_preset_dials():
    assert (BG.first_packets, BG.turn_card, BG.second_packets) == ((3, 2), False, (3,))
    assert not BG.pass_is_final and BG.contract_bids_after_double and not BG.allow_match_call
    assert BG.meld_sharing is MeldSharing.PER_KIND and BG.meld_tie is MeldTie.CANCEL
    assert BG.no_trumps_melds is NoTrumpsMelds.NONE and BG.no_trumps_multiplier == 2
    assert BG.match_points is MatchPoints.TENTHS and BG.mp_both_at_limit and BG.valat_match_points == 9
    assert BG.tie_rule is TieRule.HANGING and BG.target_score == 151 and BG.no_end_on_valat
    assert BG.kirtik_points == 0 and not BG.belote_only_lead_ruff_or_partner and not BG.meld_reuse_cards


def test_deal_three_and_two_then_three_after_the_auction():
    state = new_deal(BG, dealer=0, seed=9)
    assert state.turned_card is None and [bin(h).count("1") for h in state.hands] == [5] * 4
    assert state.current == 1  # the dealer's right speaks and leads first
    state = state.apply(CALL[Strain.ALL_TRUMPS]).apply(DOUBLE).apply(REDOUBLE)  # all trumps re-contra'd: closed
    assert state.phase is Phase.PLAY and state.contract == Contract(Strain.ALL_TRUMPS, 1, 0, False, 4)
    assert [bin(h).count("1") for h in state.hands] == [8] * 4 and state.current == 1
    assert STAKE_MATCH not in new_deal(BG, dealer=0, seed=9).apply(CALL[0]).apply(DOUBLE).apply(
        REDOUBLE).legal_actions()


# -- play duties ------------------------------------------------------------------------------------------
FILL = "7D 8D 9D TD"  # a hand void in clubs
DUTIES = [
    ("plain led, void: trump", {0: "KC", 1: "AC", 2: "7H 9H AS KD " + FILL}, "KC AC", Strain.HEARTS, {"7H", "9H"}),
    ("plain led, void, partner holds: free", {0: "AC", 1: "7C", 2: "7H 9H AS KD " + FILL}, "AC 7C",
     Strain.HEARTS, {"7H", "9H", "AS", "KD", "7D", "8D", "9D", "10D"}),
    ("opponent trumped: overtrump", {0: "AC", 1: "8H", 2: "7H 9H AS KD " + FILL}, "AC 8H", Strain.HEARTS,
     {"9H"}),
    ("opponent trumped higher: still trump", {0: "AC", 1: "JH", 2: "7H 9H AS KD " + FILL}, "AC JH",
     Strain.HEARTS, {"7H", "9H"}),
    ("trumps led, opponent holds: raise", {0: "8H", 1: "9H", 2: "7H JH 8S AD " + FILL}, "8H 9H", Strain.HEARTS,
     {"JH"}),
    ("trumps led, partner holds: any trump", {0: "9H", 1: "8H", 2: "7H JH 8S AD " + FILL}, "9H 8H",
     Strain.HEARTS, {"7H", "JH"}),
    ("all trumps, opponent holds: raise", {0: "8C", 1: "9C", 2: "7C JC 8S AD " + FILL}, "8C 9C",
     Strain.ALL_TRUMPS, {"JC"}),
    ("all trumps, void: any card", {0: "8C", 1: "9C", 2: "7S JS 8S AD " + FILL}, "8C 9C", Strain.ALL_TRUMPS,
     {"7S", "JS", "8S", "AD", "7D", "8D", "9D", "10D"}),
    ("no trumps: follow, no raise", {0: "9C", 1: "TC", 2: "7C AC 8S AD " + FILL}, "9C TC", Strain.NO_TRUMPS,
     {"7C", "AC"}),
    ("no trumps, void: any card", {0: "9C", 1: "TC", 2: "7S 8S AS AD " + FILL}, "9C TC", Strain.NO_TRUMPS,
     {"7S", "8S", "AS", "AD", "7D", "8D", "9D", "10D"}),
]


@pytest.mark.parametrize(("name", "hands", "plays", "strain", "expected"), DUTIES, ids=[d[0] for d in DUTIES])
def test_play_duties(name, hands, plays, strain, expected):
    state = position(hands, plays, strain=strain, rules=BG)
    assert state.current == 2 and legal_cards(state) == expected


# -- declarations -----------------------------------------------------------------------------------------


def test_sequences_of_three_to_eight_and_carres():
    table = BG.meld_rules.table_for(Strain.HEARTS)
    assert [table.sequence(n) for n in (3, 4, 5, 8)] == [
        (MeldKind.TIERCE, 20), (MeldKind.QUARTE, 50), (MeldKind.QUINTE, 100), (MeldKind.QUINTE, 100)]
    assert dict(table.carres)[table.carres[-1][0]] == 200  # jacks
    values = {rank.code: points for rank, points in table.carres}
    assert values == {"Q": 100, "K": 100, "10": 100, "A": 100, "9": 150, "J": 200}


def _meld_points(hands: dict[int, str], strain: Strain = Strain.SPADES, rules=BG) -> tuple[int, ...]:
    """What each team scores for these seats' best declarations (the engine's one decision, score_melds)."""
    table = rules.meld_rules.table_for(strain)
    declared = {seat: best_melds(mask_of(cards(text)), strain.suit, table) for seat, text in hands.items()}
    return score_melds(declared, [0, 1, 2, 3], strain.suit, rules.team_of, 2, rules.meld_rules).points


def test_carres_and_sequences_are_ranked_apart():
    # team 0 holds a carré of queens, team 1 the best sequence (a quarte): each scores its kind (team 0's
    # tierce is beaten by the quarte)
    assert _meld_points({0: "QC QD QH QS 7C", 1: "7D 8D 9D TD AS", 2: "7H 8H 9H"}) == (100, 50)
    # a carré of jacks beats a carré of nines, whoever holds the sequences
    assert _meld_points({0: "9C 9D 9H 9S", 1: "JC JD JH JS", 3: "7D 8D 9D"}) == (0, 220)


def test_equal_opposing_sequences_cancel():
    assert _meld_points({0: "7C 8C 9C", 1: "7D 8D 9D"}) == (0, 0)
    assert _meld_points({0: "7C 8C 9C", 1: "7D 8D 9D", 2: "QC QD QH QS"}) == (100, 0)  # carrés apart
    assert _meld_points({0: "7C 8C 9C TC", 1: "7D 8D 9D"}) == (50, 0)  # the longer wins
    assert _meld_points({0: "8C 9C TC", 1: "7D 8D 9D", 2: "7H 8H 9H"}) == (40, 0)  # the higher wins, with all its own


def test_option_a_card_in_two_declarations():
    hand = {0: "JC JD JH JS 9H TH"}
    assert _meld_points(hand) == (200, 0)
    assert _meld_points(hand, rules=dataclasses.replace(BG, meld_reuse_cards=True)) == (220, 0)


def test_no_declarations_and_no_belot_in_no_trumps():
    hands = {0: "QC QD QH QS KH 7C 8C 9C"}
    state = position(hands, strain=Strain.NO_TRUMPS, rules=BG)
    assert DECLARE not in state.legal_actions() and state.belote == ()
    state = position(hands, strain=Strain.HEARTS, rules=BG)
    assert DECLARE in state.legal_actions() and len(state.belote) == 1


def test_belot_is_announced_on_the_first_of_king_and_queen():
    state = position({0: "KH QH 7C 8C 9C 7S 8S 9S"}, strain=Strain.HEARTS, rules=BG)
    state = state.apply(next(a for a in state.legal_actions() if str(a) == "play QH"))
    assert [a.kind for a in state.announcements] == ["belote"]


BELOT_MOMENTS = [
    ("leading", {0: "KH QH 7C 8C 9C 7S 8S 9S"}, "", "QH", True),
    ("trumping a plain suit", {0: "AS", 1: "KH QH 7C 8C 9C 7D 8D 9D"}, "AS", "KH", True),
    ("following the partner's trump lead", {0: "9H", 1: "7C 8C 9C TC AC 7S 8S 9S", 2: "KH QH AS KS 7D 8D 9D TD"},
     "9H 7C", "KH", True),
    ("following an opponent's trump lead", {0: "9H", 1: "KH QH 7S 8S 9S 7D 8D 9D"}, "9H", "KH", False),
]


@pytest.mark.parametrize(("name", "hands", "plays", "card", "counts"), BELOT_MOMENTS, ids=[b[0] for b in BELOT_MOMENTS])
def test_option_belot_only_when_leading_trumping_or_following_the_partner(name, hands, plays, card, counts):
    rules = dataclasses.replace(BG, belote_only_lead_ruff_or_partner=True)
    state = position(hands, plays, strain=Strain.HEARTS, rules=rules)
    state = state.apply(next(a for a in state.legal_actions() if str(a) == f"play {card}"))
    assert bool([a for a in state.announcements if a.kind == "belote"]) is counts
    # the default: the belot counts wherever the first of the pair is played
    state = position(hands, plays, strain=Strain.HEARTS, rules=BG)
    state = state.apply(next(a for a in state.legal_actions() if str(a) == f"play {card}"))
    assert [a.kind for a in state.announcements if a.kind == "belote"] == ["belote"]


# -- contract outcomes and match points -------------------------------------------------------------------


_facts = pair_facts


def _score(f, rules=BG):
    return pair_score(f, rules)


H, NT, AT = Contract(Strain.HEARTS, 0), Contract(Strain.NO_TRUMPS, 0), Contract(Strain.ALL_TRUMPS, 0)
OUTCOMES = [
    # made: each its own by tenths; seed 001: "65 plus 14 and the last 10 makes 9" (89 in a suit)
    ("made", _facts(H, (89, 73)), (9, 7), 0),
    ("125 in a suit makes 12", _facts(H, (125, 37)), (12, 4), 0),
    # the committed team failing gives everything away, but its belot is kept quiet (seed 001: "declaring belot
    # is not obligatory"): 50 + 20 + 112 = 182
    ("failed", _facts(H, (50, 112), melds=(20, 0), belote=(20, 0)), (0, 18), 0),
    # no trumps counts double: 260 in all, limit 5; seed 001: 54 makes 11 (108)
    ("no trumps doubled", _facts(NT, (76, 54)), (15, 11), 0),
    # all trumps, limit 4: seed 001: 125 makes 13; both at the limit: 154 and 144 both make 15 ("narrow escape")
    ("all trumps", _facts(AT, (133, 125)), (13, 13), 0),
    ("both at the limit", _facts(AT, (134, 124), melds=(20, 20)), (15, 15), 0),
    # equal: the defenders score theirs, the takers' points (belot too) hang over for the next deal's winner
    ("hanging", _facts(H, (71, 91), belote=(20, 0)), (0, 9), 9),
    # points count only with a trick (belot always)
    ("no trick, no declarations", _facts(H, (162, 0), tricks=(8, 0), melds=(0, 50), belote=(0, 20)),
     (16 + 9, 2), 0),
    # valat: +9 match points, never doubled
    ("valat doubled", _facts(Contract(Strain.HEARTS, 0, multiplier=2), (162, 0), tricks=(8, 0)), (32 + 9, 0), 0),
    # contra: both committed, the higher takes both totals x2; re-contra x4
    ("contra made", _facts(Contract(Strain.HEARTS, 0, multiplier=2), (105, 57)), (32, 0), 0),
    ("contra failed", _facts(Contract(Strain.HEARTS, 0, multiplier=2), (70, 92)), (0, 32), 0),
    ("re-contra made", _facts(Contract(Strain.HEARTS, 0, multiplier=4), (105, 57)), (65, 0), 0),
    ("no trumps re-contra", _facts(Contract(Strain.NO_TRUMPS, 0, multiplier=4), (80, 50)), (0 + 104, 0), 0),
]


@pytest.mark.parametrize(("name", "f", "expected", "hanging"), OUTCOMES, ids=[o[0] for o in OUTCOMES])
def test_contract_outcomes(name, f, expected, hanging):
    score, held, _ = _score(f)
    assert (score, held) == (expected, hanging)


def test_kirtik_option_costs_the_beaten_committed_team_and_the_team_without_a_trick():
    rules = dataclasses.replace(BG, kirtik_points=10)
    assert _score(_facts(H, (70, 92)), rules)[0] == (-10, 16)
    assert _score(_facts(H, (105, 57)), rules)[0] == (10, 6)  # made: nobody
    assert _score(_facts(Contract(Strain.HEARTS, 0, multiplier=2), (105, 57)), rules)[0] == (32, -10)
    assert _score(_facts(H, (162, 0), tricks=(8, 0)), rules)[0] == (16 + 9, -10)  # valat
    assert _score(_facts(H, (0, 162), tricks=(0, 8)), rules)[0] == (-10, 16 + 9)  # once, though both
    _, _, scored = _score(_facts(H, (70, 92)), rules)
    assert scored.rows[-1][0] is RowKind.KIRTIK
    assert _score(_facts(H, (81, 81)), rules)[0] == (0, 8)  # a hanging tie is no kirtik


# -- the match ----------------------------------------------------------------------------------------------


def _random_match(seed: int, rules=BG) -> MatchState:
    rng = random.Random(seed)
    match = new_match(rules, seed=seed)
    while not match.over:
        legal = match.legal_actions()
        if match.deal.phase is Phase.BIDDING:
            action = rng.choice(legal[1:]) if len(legal) > 1 and rng.random() < 0.35 else PASS
        else:
            action = legal[rng.randrange(len(legal))]
        match = match.apply(action)
    return match


@pytest.mark.parametrize("seed", range(5))
def test_random_matches_reach_151_carry_hanging_points_and_replay(seed):
    match = _random_match(seed)
    assert max(match.scores) >= 151 and match.winner in (-1, *range(2))
    last = match.finished[-1].result()
    assert last.capot_team < 0  # never ends on a valat
    total, hanging = [0, 0], 0
    for deal in match.finished:
        r = deal.result()
        for t in range(2):
            total[t] += r.score[t]
        if not r.thrown_in:
            if hanging and r.deal_winner >= 0:
                total[r.deal_winner] += hanging
                hanging = 0
            hanging += r.hanging
    assert tuple(total) == match.scores
    assert replay(json.loads(json.dumps(record(match)))) == match


def test_no_match_ends_on_a_valat():
    match = new_match(BG, seed=1)
    match.scores = (150, 0)
    state = position({}, strain=Strain.ALL_TRUMPS, rules=BG)
    while not state.is_terminal():  # seat 0 leads and wins every trick? use a deal the takers sweep
        state = state.apply(state.legal_actions()[0])
    r = state.result()
    match._close_deal(state)
    if r.capot_team >= 0:
        assert not match.over
    swept = position({0: "JC JD JH JS 9C 9D 9H 9S", 2: "AC AD AH AS TC TD TH TS"}, strain=Strain.ALL_TRUMPS,
                     rules=BG)
    while not swept.is_terminal():
        swept = swept.apply(swept.legal_actions()[0])
    assert swept.result().capot_team == 0
    match = new_match(BG, seed=1)
    match.scores = (150, 0)
    match._close_deal(swept)
    assert match.scores[0] >= 151 and not match.over  # one more deal
    finish = new_match(dataclasses.replace(BG, no_end_on_valat=False), seed=1)
    finish.scores = (150, 0)
    finish._close_deal(swept)
    assert finish.over and finish.winner == 0


def test_random_deals_count_the_pack_s_points_of_the_strain():
    """The invariants of 2,000 random deals: tests/engine/test_simulation.py (every ruleset)."""
    deals = 0
    for seed in range(300):
        rng = random.Random(seed)
        state = new_deal(BG, dealer=seed % 4, seed=seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            assert legal and state.current_player() >= 0
            if state.phase is Phase.BIDDING:
                action = rng.choice(legal[1:]) if len(legal) > 1 and rng.random() < 0.3 else PASS
            else:
                action = rng.choice(legal)
            state = state.apply(action)
        r = state.result()
        if r.thrown_in:
            continue
        deals += 1
        total = {Strain.NO_TRUMPS: 130, Strain.ALL_TRUMPS: 258}.get(state.contract.strain, 162)
        assert sum(r.card_points) == total
        assert sum(r.score) >= 0 or BG.kirtik_points
        assert sum(v for row in r.breakdown if row.kind.section == "score" for v in row.values) == sum(r.score)
    assert deals > 150
