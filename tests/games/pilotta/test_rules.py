"""Pilotta (seed 000): the point auction with final passes, the first bidder's lead, the play duties
without a partner exemption, the contract outcome on the teams' own points and the game points."""

import dataclasses
import random

import numpy as np
import pytest

from belote_desktop.engine import (
    DOUBLE, PASS, Bid, Card, Contract, IllegalActionError, MatchEnd, Phase, Reason, Strain, deck_cards, find_variant,
    new_deal, new_match,
)
from belote_desktop.engine.auctions import AUCTIONS
from belote_desktop.engine.rules import FirstLead, MatchPoints, PointContractScore
from belote_desktop.engine.scoring import INT_OPS, DealFacts, RowKind, convert, score_contract, score_of

from tests.engine.util import legal_cards, position

PILOTTA = find_variant("pilotta")
H, S, D, C = Strain.HEARTS, Strain.SPADES, Strain.DIAMONDS, Strain.CLUBS


def fresh(dealer=0, rules=PILOTTA):
    return new_deal(rules, dealer=dealer, deck=deck_cards(rules.deck))


def say(state, *actions):
    for action in actions:
        state = state.apply(action)
    return state


# -- the preset ----------------------------------------------------------------------------------


def test_the_preset_reads_seed_000():
    r = PILOTTA
    assert (r.first_packets, r.turn_card, r.second_packets) == ((3, 2, 3), False, ())
    assert (r.min_bid, r.bid_step, r.pass_is_final, r.first_lead) == (80, 10, True, FirstLead.FIRST_BIDDER)
    assert not (r.allow_no_trumps or r.allow_all_trumps or r.allow_capot_bid or r.allow_double)
    assert (r.must_trump, r.must_overtrump, r.partner_exempts) == (True, True, False)
    assert r.point_contract_score is PointContractScore.OWN_POINTS
    assert r.match_points is MatchPoints.DROP_LAST_DIGIT
    assert (r.target_score, r.match_end, r.uncalled_capot_points) == (162, MatchEnd.HIGHER_WINS, 250)


def test_eight_cards_each_dealt_3_2_3_and_no_card_turned():
    state = fresh()
    codes = [str(c) for c in deck_cards(PILOTTA.deck)]
    assert state.turned_card is None
    assert {str(c) for c in state.hand(1)} == set(codes[0:3] + codes[12:14] + codes[20:23])
    assert all(len(state.hand(s)) == 8 for s in range(4))


# -- the auction ---------------------------------------------------------------------------------


def test_bids_name_a_suit_from_80_by_tens_and_nothing_else():
    legal = fresh().legal_actions()
    bids = [a for a in legal if isinstance(a, Bid)]
    assert legal[0] is PASS and len(legal) == 1 + len(bids)
    assert sorted({b.value for b in bids}) == list(range(80, 161, 10))
    assert {b.strain for b in bids} == {H, S, D, C}
    assert not any(b.capot for b in bids)
    with pytest.raises(IllegalActionError) as caught:
        fresh().apply(Bid(80, Strain.NO_TRUMPS))
    assert caught.value.reason is Reason.STRAIN_NOT_ALLOWED
    with pytest.raises(IllegalActionError) as caught:
        fresh().apply(Bid(85, H))
    assert caught.value.reason is Reason.BID_OUT_OF_RANGE
    assert DOUBLE not in fresh().apply(Bid(80, H)).legal_actions()


def test_a_pass_is_final_the_auction_skips_the_passer():
    state = say(fresh(), Bid(80, H), PASS)  # seat 1 bids, seat 2 passes for good
    assert state.current_player() == 3
    state = say(state, Bid(90, S), Bid(100, H))  # seat 3, then seat 0
    assert state.current_player() == 1  # seat 2 is skipped from now on
    state = state.apply(Bid(110, H))  # seat 1
    assert state.current_player() == 3
    view = state.view_for(0).auction
    assert view.out == frozenset({2}) and view.first_bidder == 1
    refused = AUCTIONS[PILOTTA.trump_scheme].verify(state, Bid(150, C), seat=2)
    assert refused is not None and refused.reason is Reason.PASS_IS_FINAL


def test_without_the_dial_a_passer_may_bid_again():
    coinche = find_variant("coinche")
    state = say(fresh(rules=coinche), Bid(80, H), PASS, Bid(90, S), Bid(100, H))
    assert state.current_player() == 1 and state.apply(Bid(110, H)).current_player() == 2


def test_three_passes_after_a_bid_end_it_and_the_first_bidder_leads():
    # seat 1 passes, seat 2 bids first, seat 3 outbids; seats 0 and 2 pass: 3 passed for good
    state = say(fresh(), PASS, Bid(80, D), Bid(90, S), PASS)
    assert state.phase is Phase.BIDDING and state.current_player() == 2
    state = state.apply(PASS)
    assert state.phase is Phase.PLAY
    c = state.contract
    assert (c.strain, c.taker, c.value) == (S, 3, 90)
    assert state.current_player() == 2  # the first bidder, not the high bidder nor the dealer's right


def test_with_first_lead_after_dealer_the_dealers_right_leads():
    rules = dataclasses.replace(PILOTTA, first_lead=FirstLead.AFTER_DEALER)
    state = say(fresh(rules=rules), PASS, Bid(80, D), Bid(90, S), PASS, PASS)
    assert state.phase is Phase.PLAY and state.current_player() == 1


def test_a_bid_after_three_passes_ends_the_auction_at_once():
    state = say(fresh(), PASS, PASS, PASS, Bid(80, C))
    assert state.phase is Phase.PLAY and state.contract.taker == 0 and state.current_player() == 0


def test_four_passes_redeal():
    state = say(fresh(), PASS, PASS, PASS, PASS)
    assert state.is_terminal() and state.result().thrown_in


# -- play duties: no partner exemption -----------------------------------------------------------


def test_void_with_partner_winning_must_still_trump():
    # hearts trump; seat 1 leads a spade ace, seat 2 plays low, seat 3 (partner of 1) is void in spades
    hands = {1: "AS KS QS JS 10S 9S 8D 9D", 2: "7S 8S 7D 10D JD QD KD AD", 3: "7H JH 7C 8C 9C 10C JC QC",
             0: "8H 9H 10H QH KH AH KC AC"}
    state = position(hands, "AS 7S", strain=H, taker=1, dealer=0, rules=PILOTTA)
    assert state.current_player() == 3
    assert legal_cards(state) == {"7H", "JH"}


def test_trump_in_the_trick_must_be_beaten_even_over_the_partner():
    # seat 2 trumps the spade lead; seat 3 is void in spades; seat 0 (partner of 2) void in spades
    hands = {1: "AS KS QS JS 10S 9S 8S 7S", 2: "9H 7D 8D 9D 10D JD QD KD", 3: "AD 7C 8C 9C 10C JC QC KC",
             0: "JH 8H 7H 10H QH KH AH AC"}
    state = position(hands, "AS 9H AD", strain=H, taker=1, dealer=0, rules=PILOTTA)
    assert state.current_player() == 0 and state.trick_winner == 2
    assert legal_cards(state) == {"JH"}  # must overtrump his partner's nine
    exempt = dataclasses.replace(PILOTTA, partner_exempts=True)
    state = position(hands, "AS 9H AD", strain=H, taker=1, dealer=0, rules=exempt)
    assert "AC" in legal_cards(state)


# -- the contract's outcome -----------------------------------------------------------------------


def facts(cards, melds=(0, 0), belote=(0, 0), tricks=(4, 4), value=80, taker=0):
    return DealFacts(Contract(H, taker, value), PILOTTA.team_of(taker), 162, list(cards), list(tricks), list(melds),
                     list(belote))


def deal_score(f, rules=PILOTTA):
    scored = score_contract(rules, f, INT_OPS)
    raw = score_of(scored, 2)
    convert(rules, scored, INT_OPS)
    return raw, score_of(scored, 2), scored


@pytest.mark.parametrize("case", [
    # cards, melds, belote, bid, raw deal points, game points, made
    ((100, 62), (20, 0), (0, 20), 80, (120, 82), (12, 8), True),  # made: each team its own, no bid bonus
    ((110, 52), (0, 0), (0, 0), 110, (110, 52), (11, 5), True),  # exactly the bid is enough
    ((100, 62), (50, 0), (0, 0), 110, (0, 212), (0, 21), False),  # declarations do not count toward the bid
    ((100, 62), (0, 0), (20, 0), 110, (0, 182), (0, 18), False),  # nor does the pilotta; it goes over too
    ((70, 92), (0, 100), (0, 20), 80, (0, 282), (0, 28), False),  # failed: the defenders take all
])
def test_contract_outcomes(case):
    cards, melds, belote, bid, raw, game, made = case
    got_raw, got_game, scored = deal_score(facts(cards, melds, belote, value=bid))
    assert (tuple(got_raw), tuple(got_game), bool(scored.made)) == (raw, game, made)
    assert not any(kind is RowKind.BID or kind is RowKind.PENALTY for kind, _, _ in scored.rows)


def test_capot_is_250_for_either_team():
    _, game, scored = deal_score(facts((162, 0), melds=(20, 0), tricks=(8, 0)))
    assert scored.card_score == [250, 0] and tuple(game) == (27, 0)
    raw, game, _ = deal_score(facts((0, 162), tricks=(0, 8), value=80))  # the defenders take every trick
    assert tuple(raw) == (0, 250) and tuple(game) == (0, 25)


@pytest.mark.parametrize("raw, game", [
    ((152, 150), (16, 15)),  # both show 15: the higher units digit makes 16
    ((151, 158), (15, 16)),
    ((155, 155), (15, 15)),  # equal units: both stay at 15
    ((159, 143), (15, 14)),  # only one at 15: plain truncation
    ((255, 7), (25, 0)),
])
def test_game_points_drop_the_last_digit_with_the_fifteen_rule(raw, game):
    f = facts(raw, tricks=(4, 4), value=80)  # made (no declarations): the raw points are the cards
    got_raw, got_game, _ = deal_score(f)
    assert tuple(got_raw) == raw and tuple(got_game) == game


def test_the_fifteen_rule_is_an_option():
    rules = dataclasses.replace(PILOTTA, fifteen_rule=False)
    assert tuple(deal_score(facts((152, 150)), rules)[1]) == (15, 15)


def test_the_converter_runs_on_arrays():
    cards = np.array([[152, 151, 100, 60, 155], [150, 158, 62, 102, 155]])
    f = DealFacts(Contract(H, 0, 80), 0, 162, list(cards), [np.full(5, 4), np.full(5, 4)],
                  [np.zeros(5, dtype=np.int64)] * 2, [np.zeros(5, dtype=np.int64)] * 2)
    scored = score_contract(PILOTTA, f, np, explain=False)
    convert(PILOTTA, scored, np)
    got = np.array(score_of(scored, 2))
    for row in range(5):
        one = deal_score(facts(tuple(int(x) for x in cards[:, row])))[1]
        assert tuple(got[:, row]) == tuple(one)


def test_doubling_is_refused_with_own_points_scoring():
    with pytest.raises(ValueError):
        dataclasses.replace(PILOTTA, allow_double=True)


# -- whole deals and matches ----------------------------------------------------------------------


def _random_match(seed):
    rng = random.Random(seed)
    match = new_match(PILOTTA, seed=seed, first_dealer=seed % 4)
    while not match.over:
        legal = match.legal_actions()
        match = match.apply(legal[rng.randrange(len(legal))])
    return match


@pytest.mark.parametrize("seed", range(3))
def test_a_match_ends_at_162_and_the_higher_wins(seed):
    match = _random_match(seed)
    assert max(match.scores) >= 162
    if min(match.scores) >= 162 and match.scores[0] != match.scores[1]:
        assert match.winner == match.scores.index(max(match.scores))
    elif match.scores[0] != match.scores[1]:
        assert match.winner == match.scores.index(max(match.scores))
    for result in match.results:
        if not result.thrown_in:
            points = sum(result.totals)
            if result.capot_team < 0:  # every deal's game points are its points without the last digit
                assert sum(result.score) <= points // 10 + 1
            assert all(s >= 0 for s in result.score)


def test_random_deals_score_own_points_or_all_to_the_defenders():
    rng = random.Random(14)
    for seed in range(300):
        state = new_deal(PILOTTA, dealer=seed % 4, seed=seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            state = state.apply(legal[rng.randrange(len(legal))])
        r = state.result()
        if r.thrown_in:
            continue
        tk = r.taker_team
        cards = r.card_points[tk]
        assert r.made == (cards >= r.contract.value)
        raw = list(r.totals) if r.made else [0, 0]
        if not r.made:
            raw[1 - tk] = sum(r.card_score) + sum(r.meld_points) + sum(r.belote_points)
        game = [p // 10 for p in raw]
        if game == [15, 15] and raw[0] % 10 != raw[1] % 10:
            game[0 if raw[0] % 10 > raw[1] % 10 else 1] = 16
        assert list(r.score) == game
        assert state.tricks[0].leader == state.auction.first_bidder


# -- declarations: heard during the first trick, shown after it -----------------------------------


def test_declarations_are_heard_in_the_first_trick_and_shown_after_it():
    from belote_desktop.engine import DECLARE, PLAY
    from belote_desktop.engine.declarations import MeldKind

    hands = {1: "7S 8S 9S AD KD 7C 8C 9C", 2: "10S JS QS KS AS 10D JD QD", 3: "7H 8H 9H 10H JH QH KH AH",
             0: "7D 8D 9D 10C JC QC KC AC"}
    for rules, hidden in ((PILOTTA, True), (dataclasses.replace(PILOTTA, melds_shown_at_second_trick=False), False)):
        state = position(hands, strain=H, taker=1, dealer=0, rules=rules)
        assert state.current_player() == 1 and DECLARE in state.legal_actions()
        state = state.apply(DECLARE).apply(PLAY[Card.parse("7S").index])
        own = state.view_for(1).announcements[0]
        heard = state.view_for(2).announcements[0]
        assert own.melds and own.unshown == ()
        if hidden:
            assert heard.melds == () and heard.unshown == tuple((m.kind, m.points) for m in own.melds)
            assert {kind for kind, _ in heard.unshown} <= set(MeldKind)
        else:
            assert heard == own
        for code in ("10S", "7H", "7D"):  # the first trick ends
            state = state.apply(PLAY[Card.parse(code).index])
        assert len(state.tricks) == 1
        assert all(state.view_for(seat).announcements[0] == own for seat in range(4))
