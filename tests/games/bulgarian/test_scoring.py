"""Bulgarian Belot family scoring as seed 001 says, and the options players argue about: each point with the
seed's own example or a hand-made deal, the seed's reading as the default and the other reading as an option."""

from __future__ import annotations

import dataclasses
from types import SimpleNamespace

import pytest

from belote_desktop.engine import Contract, Strain, find_variant
from belote_desktop.engine.cards import mask_of
from belote_desktop.engine.declarations import MeldKind, best_melds, score_melds
from belote_desktop.engine.match import MatchState
from belote_desktop.engine.scoring import DealFacts, DealResult, convert, score_contract, score_of

from tests.engine.util import cards

BG = find_variant("bulgarian")
B3 = find_variant("belot_3p")
B2 = find_variant("belot_2p")
BB = find_variant("bidding_belote")
H, AT = Contract(Strain.HEARTS, 0), Contract(Strain.ALL_TRUMPS, 0)


def _facts(contract: Contract, card_points, tricks=None, melds=None, belote=None) -> DealFacts:
    teams = len(card_points)
    total = {Strain.NO_TRUMPS: 130, Strain.ALL_TRUMPS: 258}.get(contract.strain, 162)
    tricks = tricks or (4, 4) if teams == 2 else tricks or (3, 3, 2)
    zero = (0,) * teams
    return DealFacts(contract, contract.taker % teams, total, list(card_points), list(tricks), list(melds or zero),
                     list(belote or zero))


def _score(f: DealFacts, rules=BG) -> tuple[tuple[int, ...], int]:
    scored = score_contract(rules, f)
    convert(rules, scored)
    return tuple(int(v) for v in score_of(scored, len(f.card_points))), int(scored.hanging)


def _melds(hands: dict[int, str], rules, strain: Strain = Strain.SPADES) -> tuple[int, ...]:
    table = rules.meld_rules.table_for(strain)
    declared = {seat: best_melds(mask_of(cards(text)), strain.suit, table) for seat, text in hands.items()}
    order = list(range(rules.players))
    return score_melds(declared, order, strain.suit, rules.team_of, rules.team_count, rules.meld_rules).points


# -- 1. a longer sequence beats a shorter one ------------------------------------------------------------


def test_a_longer_sequence_beats_a_shorter_one_with_a_higher_top():
    # seed 001: "between equally long sequences ... the higher ranked cards wins": the length first; a run of
    # six to the queen beats a run of five to the ace (both are worth 100)
    hands = {0: "7C 8C 9C TC JC QC", 1: "TD JD QD KD AD"}
    assert _melds(hands, BG) == (100, 0)
    # equally long: the higher top card wins, and equal ones still cancel
    assert _melds({0: "7C 8C 9C TC JC", 1: "TD JD QD KD AD"}, BG) == (0, 100)
    assert _melds({0: "TC JC QC KC AC", 1: "TD JD QD KD AD"}, BG) == (0, 0)
    # classic (seed 000) ranks a quinte (five or more) by its top card only
    assert _melds(hands, find_variant("classic")) == (0, 100)


@pytest.mark.parametrize("rules", [B3, B2], ids=["belot_3p", "belot_2p"])
def test_a_full_suit_of_the_24_card_games_is_not_cancelled_by_a_run_to_the_ace(rules):
    # 9 to ace is a whole suit of the short pack; a 10-to-ace run elsewhere used to cancel it (equal top card)
    points = _melds({0: "9C TC JC QC KC AC", 1: "TD JD QD KD AD"}, rules)
    assert points[0] == 100 and sum(points) == 100


# -- 2. a team without a trick loses its declarations, to nobody ---------------------------------------------


def test_declarations_of_a_team_without_a_trick_go_to_nobody():
    # all trumps re-doubled; the takers (team 0) take every trick; the defenders' quarte (50) does not count
    # and is not added to the takers' score: 258 x 4 = 1032 -> 103, +9 for the valat
    f = _facts(Contract(Strain.ALL_TRUMPS, 0, multiplier=4), (258, 0), tricks=(8, 0), melds=(0, 50))
    assert _score(f)[0] == (103 + 9, 0)
    # failed takers without a trick: their declarations (100) do not go to the defenders either
    f = _facts(H, (0, 162), tricks=(0, 8), melds=(100, 0))
    assert _score(f)[0] == (0, 16 + 9)
    # seed 000's Bidding Belote gives both teams' declarations to the team that takes all: kept (262 -> 26)
    assert _score(f, BB)[0] == (0, 26 + 9)


# -- 3. Belot for 3: both at the limit, the third scoring nothing ------------------------------------------------


def test_belot_for_3_both_at_the_limit_with_the_third_at_zero():
    # seed 001's example in all trumps: 154 and 144 (a tierce each) both make 15; the third player took nothing
    f = _facts(AT, (134, 124, 0), tricks=(5, 3, 0), melds=(20, 20, 0))
    assert _score(f, B3) == ((15, 15, 0), 0)
    # the rule needs two scores at the limit: one alone rounds down
    f = _facts(AT, (134, 64, 60), tricks=(4, 2, 2))
    assert _score(f, B3)[0] == (13, 6, 6)


# -- 4. Bidding Belote: a tie gives the defenders both totals (seed 000) ----------------------------------------


def test_bidding_belote_tie_gives_the_defenders_every_point_and_85_hang():
    # "the opponents of the team who set the trump suit ... score all points earned during the hand":
    # 91 (with the takers' belot) + 91 = 182 -> 18; 85 points (8) wait for the next deal's winner
    assert _score(_facts(H, (71, 91), belote=(20, 0)), BB) == ((0, 18), 8)


# -- 5. the options: the seed's reading by default, the other selectable ------------------------------------------


def test_hung_points_at_the_limit_keep_the_deal_whole():
    # equal totals, 96 and 96 in a suit (limit 6): 192 points are 19 match points; the defenders' half rounds
    # up (10), the half held over down (9)
    f = _facts(H, (76, 96), melds=(20, 0))
    assert _score(f) == ((0, 10), 9)
    assert _score(f, dataclasses.replace(BG, mp_tie_at_limit_up=False)) == ((0, 9), 9)  # a match point lost
    assert _score(_facts(H, (71, 91), belote=(20, 0))) == ((0, 9), 9)  # not at the limit (1): as ever


def test_a_doubled_tie_hangs_every_point():
    # contra, equal totals: both teams are committed, neither adds its points; 162 x 2 hang
    f = _facts(Contract(Strain.HEARTS, 0, multiplier=2), (81, 81))
    assert _score(f) == ((0, 0), 32)
    # the other reading: as an undoubled tie, the defenders keep theirs and the takers' hang
    assert _score(f, dataclasses.replace(BG, doubled_tie_hangs_all=False)) == ((0, 16), 16)


def _result(score: tuple[int, int], hanging: int = 0) -> DealResult:
    contract = Contract(Strain.HEARTS, 0)
    return DealResult(False, contract, 0, (0, 0), 0, -1, (0, 0), (0, 0), -1, (0, 0), (0, 0), hanging == 0,
                      hanging > 0, hanging, score, 0, 0)


def _match_after(results, rules) -> MatchState:
    rules = dataclasses.replace(rules, shuffle_every_deal=True)
    match = MatchState(rules, seed=1)
    for r in results:
        match._close_deal(SimpleNamespace(result=lambda r=r: r, thrown_in=False, dealer=match.deal.dealer))
    return match


def test_hanging_points_wait_through_a_second_tie():
    tie1, tie2, won = _result((0, 8), hanging=9), _result((0, 7), hanging=8), _result((10, 6))
    match = _match_after([tie1, tie2], BG)
    assert match.scores == (0, 15) and match.hanging == 17  # nobody won the second deal: both wait
    assert _match_after([tie1, tie2, won], BG).scores == (27, 21)
    other = dataclasses.replace(BG, hanging_waits_for_a_win=False)
    match = _match_after([tie1, tie2], other)
    assert match.scores == (0, 24) and match.hanging == 8  # the second tie's defenders took the first 9


def test_a_belot_may_stay_quiet():
    # failed: the takers' belot is kept quiet (seed 001), otherwise it goes to the defenders
    f = _facts(H, (50, 112), belote=(20, 0))
    assert _score(f) == ((0, 16), 0)
    loud = dataclasses.replace(BG, belote_may_stay_quiet=False)
    assert _score(f, loud) == ((0, 18), 0)
    # contra made: the beaten defenders' belot
    f = _facts(Contract(Strain.HEARTS, 0, multiplier=2), (105, 57), belote=(0, 20))
    assert _score(f) == ((32, 0), 0)
    assert _score(f, loud) == ((36, 0), 0)
    # a made contract or a tie always announces it: the takers' belot counts (made) or hangs (tie)
    assert _score(_facts(H, (85, 77), belote=(20, 0))) == ((10, 8), 0)
    assert _score(_facts(H, (71, 91), belote=(20, 0))) == ((0, 9), 9)


@pytest.mark.parametrize(("multiplier", "locked"), [(1, False), (2, True), (3, False), (4, True), (5, True)])
def test_baloot_locks_the_lead_doubled_or_quadrupled(multiplier, locked):
    baloot = find_variant("baloot")
    assert baloot.duties.locked(Strain.HEARTS, multiplier) is locked  # seed 000: "double or quadruple"
    triple = dataclasses.replace(baloot, locked_lead_at_triple=True)
    assert triple.duties.locked(Strain.HEARTS, multiplier) is (multiplier > 1)
    assert not baloot.duties.locked(Strain.NO_TRUMPS, multiplier)  # Sun has no trumps to lock


@pytest.mark.parametrize(("run", "default", "split"), [
    ("6S 7S 8S 9S TS JS QS", [(MeldKind.FIFTY, "QS")], [(MeldKind.FIFTY, "QS"), (MeldKind.TWENTY, "8S")]),
    ("6S 7S 8S 9S TS JS QS KS", [(MeldKind.FIFTY, "KS")], [(MeldKind.FIFTY, "KS"), (MeldKind.FIFTY, "9S")]),
    ("6S 7S 8S 9S TS JS QS KS AS", [(MeldKind.FIFTY, "AS")], [(MeldKind.FIFTY, "AS"), (MeldKind.FIFTY, "10S")]),
    ("6S 7S 8S 9S TS JS", [(MeldKind.FIFTY, "JS")], [(MeldKind.FIFTY, "JS")]),
])
def test_tarabish_long_runs(run, default, split):
    tarabish = find_variant("tarabish")
    mask = mask_of(cards(run))
    for rules, expected in ((tarabish, default), (dataclasses.replace(tarabish, long_run_splits=True), split)):
        melds = best_melds(mask, None, rules.meld_rules.table)
        assert sorted((m.kind.value, str(m.top)) for m in melds) == sorted((k.value, t) for k, t in expected)
        assert sum(m.length for m in melds) == (len(run.split()) if len(melds) > 1 else melds[0].length)


def test_old_saves_without_the_new_options_load_with_the_default():
    for rules in (BG, BB, B3, find_variant("baloot"), find_variant("tarabish")):
        assert rules.with_overrides({}) == rules
    changed = BG.with_overrides({"mp_tie_at_limit_up": False, "doubled_tie_hangs_all": False,
                                 "hanging_waits_for_a_win": False, "belote_may_stay_quiet": False,
                                 "dealer_must_call": True})
    assert changed.overrides() == {"mp_tie_at_limit_up": False, "doubled_tie_hangs_all": False,
                                   "hanging_waits_for_a_win": False, "belote_may_stay_quiet": False,
                                   "dealer_must_call": True}
    with pytest.raises(ValueError):
        BG.with_overrides({"belote_may_stay_quiet": "sometimes"})


# -- 6. the words: equal sequences that cancel are told --------------------------------------------------------

CANCEL_HANDS = {0: "7C 8C 9C JH AS KD 7S QD", 1: "7D 8D 9D JC AH KS 8S 8H", 2: "TC QC AC TD AD 9H QH JS",
                3: "KC JD 7H TH KH TS QS 9S"}


def cancelled_deal():
    """A Bulgarian deal where a tierce on each side cancels out (nobody else holds a declaration)."""
    from belote_desktop.engine import DECLARE, Phase

    from tests.engine.util import position

    state = position(CANCEL_HANDS, strain=Strain.HEARTS, rules=BG)
    while state.phase is not Phase.DONE:
        legal = state.legal_actions()
        state = state.apply(DECLARE if DECLARE in legal else legal[0])
    return state.result()


def test_equal_sequences_that_cancel_leave_an_info_row():
    from belote_desktop.engine.scoring import RowKind

    result = cancelled_deal()
    assert result.meld_points == (0, 0)
    rows = [r for r in result.breakdown if r.kind is RowKind.CANCELLED]
    assert [r.values for r in rows] == [(20, 20)] and rows[0].kind.section == "info"


# -- 5. the dealer's forced call (option; seed 001: "the dealer must take ... although this rule is a rarity") ---


def _all_pass_to_dealer(rules, seed: int):
    from belote_desktop.engine import PASS, new_deal

    state = new_deal(rules, dealer=0, seed=seed)
    while state.current != state.dealer:
        state = state.apply(PASS)
    return state


@pytest.mark.parametrize("seed", range(12))
def test_dealer_must_call_unless_his_hand_is_worth_seven_or_less(seed):
    from belote_desktop.engine import PASS
    from belote_desktop.engine.actions import Call
    from belote_desktop.engine.auctions.contract import DEALER_PASS_POINTS, hand_points
    from belote_desktop.engine.errors import Reason

    forced = dataclasses.replace(BG, dealer_must_call=True)
    state = _all_pass_to_dealer(forced, seed)
    points = hand_points(state.hands[state.dealer])
    legal = state.legal_actions()
    if points > DEALER_PASS_POINTS:
        assert PASS not in legal and legal and all(isinstance(a, Call) for a in legal)
        from belote_desktop.engine.auctions import AUCTIONS

        error = AUCTIONS[forced.trump_scheme].verify(state, PASS)
        assert error is not None and error.reason is Reason.DEALER_MUST_NAME and error.params["points"] == points
    else:
        assert PASS in legal and state.apply(PASS).thrown_in  # the dealer's pass cancels the deal
    # the default: the dealer may always pass
    assert PASS in _all_pass_to_dealer(BG, seed).legal_actions()


def test_hand_points_are_plain_values():
    from belote_desktop.engine.auctions.contract import hand_points

    assert hand_points(mask_of(cards("AS TS KS QS JS"))) == 30
    assert hand_points(mask_of(cards("7S 8S 9S JH QD"))) == 5


def test_failed_takers_who_keep_their_belot_announce_it():
    # with ``failed_takers_keep_belote`` announcing costs nothing, so the quiet reading does not apply
    keep = dataclasses.replace(BG, failed_takers_keep_belote=True)
    assert _score(_facts(H, (50, 112), belote=(20, 0)), keep) == ((2, 16), 0)


def test_belot_for_3_hung_points_at_the_limit_round_up_the_tied_player_only():
    # the taker (56 + 40 = 96) ties the best other (96): he rounds up, the held 96 down; the third player's
    # 10 is no part of the tie
    f = _facts(H, (56, 96, 10), tricks=(3, 4, 1), melds=(40, 0, 0))
    assert _score(f, B3) == ((0, 10, 1), 9)
