"""Belot for 3, for 2 and for 2 with open cards (seed 001): Bulgarian Belot's smaller tables. Their deals
(who speaks first, the six unused cards, the layout), the table cards (playable when face up, an uncovered
card turning up at once, declarations and belot counting them), the three-sided scoring (a failed taker's
points shared by the two others: option), the point totals of the cards in play, the next deal gathering
every card, whole matches to 151 (random deals with the invariants: test_simulation.py)."""

from __future__ import annotations

import dataclasses
import json
import random

import pytest

from belote_desktop.engine import (
    DECLARE, PASS, Contract, Phase, Strain, find_variant, new_deal, new_match, record, replay,
)
from belote_desktop.engine.actions import CALL, DOUBLE, PlayCard
from belote_desktop.engine.cards import CARDS, DeckKind, Rank, deck_cards, mask_of
from belote_desktop.engine.declarations import best_melds, has_meld
from belote_desktop.engine.invariants import violations
from belote_desktop.engine.rules import FailedShare, TableTurnUp
from belote_desktop.engine.scoring import DealFacts, RowKind, convert, score_contract, score_of

from tests.engine.util import legal_cards, position

BG = find_variant("bulgarian")
B3, B2, BO = find_variant("belot_3p"), find_variant("belot_2p"), find_variant("belot_2p_open")
GAMES = (B3, B2, BO)


# -- presets and deals ----------------------------------------------------------------------------------------

PRESETS = [
    # rules, deck, players, in hand before the auction, face-down, face-up, unused, tricks
    (B3, DeckKind.SHORT_24, 3, 5, 0, 0, 0, 8),
    (B2, DeckKind.SHORT_24, 2, 6, 0, 0, 6, 9),
    (BO, DeckKind.PIQUET_32, 2, 5, 4, 4, 0, 16),
]


@pytest.mark.parametrize(("rules", "deck", "players", "hand", "down", "up", "unused", "tricks"), PRESETS,
                         ids=[p[0].id for p in PRESETS])
def test_deal_shapes(rules, deck, players, hand, down, up, unused, tricks):
    assert (rules.deck, rules.players, rules.partnerships) == (deck, players, False)
    assert rules.trump_scheme is BG.trump_scheme and rules.hand_size == tricks
    # the same auction, duties, declarations and scoring as Bulgarian Belot for four
    for dial in ("meld_sharing", "meld_tie", "no_trumps_melds", "no_trumps_multiplier", "match_points",
                 "mp_both_at_limit", "valat_match_points", "tie_rule", "target_score", "no_end_on_valat",
                 "pass_is_final", "allow_double", "allow_redouble", "allow_match_call", "failed_takers_keep_belote"):
        assert getattr(rules, dial) == getattr(BG, dial), dial
    for dealer in range(players):
        state = new_deal(rules, dealer=dealer, seed=dealer + 5)
        assert state.current == (dealer + 1) % players  # for two: the non-dealer speaks first
        assert [bin(h).count("1") for h in state.hands] == [hand] * players
        assert [bin(m).count("1") for m in state.zones.table_down] == [down] * players
        assert [bin(m).count("1") for m in state.zones.table_up] == [up] * players
        state = state.apply(CALL[Strain.HEARTS])
        while state.phase is Phase.BIDDING:
            state = state.apply(PASS)
        assert state.contract.taker == (dealer + 1) % players and state.current == (dealer + 1) % players
        per_seat = [bin(h | state.zones.of(s)).count("1") for s, h in enumerate(state.hands)]
        assert per_seat == [tricks] * players
        assert bin(state.zones.stock).count("1") == unused
        assert not violations(state)


def test_three_players_auction_closes_on_two_passes_and_either_other_may_double():
    state = new_deal(B3, dealer=0, seed=3).apply(CALL[Strain.CLUBS])  # seat 1 calls
    assert DOUBLE in state.legal_actions()  # seat 2, alone, is an opponent
    state = state.apply(PASS)
    assert DOUBLE in state.legal_actions()  # seat 0 too
    state = state.apply(PASS)
    assert state.phase is Phase.PLAY and state.contract == Contract(Strain.CLUBS, 1, 0, False, 1)
    thrown = new_deal(B3, dealer=0, seed=3).apply(PASS).apply(PASS).apply(PASS)
    assert thrown.is_terminal() and thrown.result().thrown_in
    doubled = new_deal(B3, dealer=0, seed=3).apply(CALL[Strain.CLUBS]).apply(DOUBLE)  # seat 2 doubles
    assert "redouble" not in {str(a) for a in doubled.legal_actions()}  # seat 0 is not the taker
    doubled = doubled.apply(PASS)
    assert "redouble" in {str(a) for a in doubled.legal_actions()}  # the taker may redouble


def test_two_players_unused_cards_are_never_seen_and_the_next_deal_gathers_all_24():
    match = new_match(B2, seed=11)
    state = match.deal
    unused = state.zones.stock
    assert bin(unused).count("1") == 12  # six dealt after the auction, six never
    for seat in range(2):
        view = state.view_for(seat)
        assert not view.hand_mask & ~state.hands[seat]
    rng = random.Random(4)
    while len(match.finished) < 3:
        deal = match.deal
        if deal.phase is Phase.BIDDING and not deal.history:
            match = match.apply(CALL[Strain.SPADES])
            continue
        match = match.apply(rng.choice(match.deal.legal_actions()))
    for deal in match.finished:
        assert bin(deal.zones.stock).count("1") == 6 and len(deal.deck) == 24
        played = mask_of(c for trick in deal.tricks for c in trick.cards)
        assert played | deal.zones.stock == mask_of(deck_cards(DeckKind.SHORT_24))
        # the exact total: the points of the 18 cards in play, not of the pack
        assert sum(deal.team_points) == sum(deal.ctx.points[i] for i in range(36) if played >> i & 1) + 10
    assert sorted(match.finished[1].deck) == sorted(c.index for c in deck_cards(DeckKind.SHORT_24))


def test_unused_cards_change_the_total_in_play():
    totals = set()
    for seed in range(40):
        state = new_deal(B2, seed=seed).apply(CALL[Strain.HEARTS]).apply(PASS)
        while not state.is_terminal():
            state = state.apply(state.legal_actions()[0])
        totals.add(state.result().totals[0] + state.result().totals[1])
        assert sum(state.result().card_points) == state.ctx.total_points + 10 - sum(
            state.ctx.points[i] for i in range(36) if state.zones.stock >> i & 1)
    assert len(totals) > 5  # not the pack's 162 every time


# -- open cards -------------------------------------------------------------------------------------------------


def _open_in_play(seed: int, strain: Strain = Strain.HEARTS):
    state = new_deal(BO, dealer=0, seed=seed).apply(CALL[strain]).apply(PASS)
    assert state.phase is Phase.PLAY
    return state


def test_open_cards_face_up_table_cards_are_playable_and_an_uncovered_card_turns_up_at_once():
    assert BO.table_turn_up is TableTurnUp.AT_ONCE
    state = _open_in_play(2)
    seat = state.current
    ups = state.zones.table_up[seat]
    assert state.playable(seat) == state.hands[seat] | ups
    for card_index in (i for i in range(36) if ups >> i & 1):
        plays = {a.card.index for a in state.legal_actions() if isinstance(a, PlayCard)}
        if card_index in plays:
            beneath = dict(state.zones.under)[card_index]
            after = state.apply(next(a for a in state.legal_actions()
                                     if isinstance(a, PlayCard) and a.card.index == card_index))
            assert after.zones.table_up[seat] >> beneath & 1  # turned up in the same trick
            assert not after.zones.table_down[seat] >> beneath & 1
            assert not violations(after)
            return
    pytest.fail("no face-up card could be led")


def test_open_cards_declarations_count_the_face_up_table_cards():
    """A seat whose declaration needs a face-up table card declares it; without the dial it cannot."""
    found = 0
    for seed in range(400):
        state = _open_in_play(seed)
        while state.phase is Phase.PLAY and not state.tricks:
            seat = state.current
            table = state._meld_table()
            hand_only, with_up = state.hands[seat], state.hands[seat] | state.zones.table_up[seat]
            if has_meld(with_up, table) and not has_meld(hand_only, table):
                assert DECLARE in state.legal_actions()
                declared = state.apply(DECLARE)
                assert declared.declared[seat] == best_melds(with_up, Strain.HEARTS.suit, table)
                off = object.__new__(type(state))
                off.__dict__ = dict(state.__dict__, rules=dataclasses.replace(BO, declare_table_cards=False),
                                    _legal=None)
                assert DECLARE not in off.legal_actions()
                found += 1
                break
            state = state.apply(state.legal_actions()[-1])
        if found >= 3:
            return
    pytest.fail(f"only {found} deals with a declaration made of table cards")


def test_open_cards_belot_counts_a_face_down_king_or_queen():
    king, queen = (CARDS[Strain.HEARTS.suit * 9 + int(r)].bit for r in (Rank.KING, Rank.QUEEN))
    for seed in range(400):
        state = _open_in_play(seed)
        for seat in range(2):
            owned = state.hands[seat] | state.zones.table_up[seat] | state.zones.table_down[seat]
            if owned & (king | queen) == king | queen and state.zones.table_down[seat] & (king | queen):
                assert (seat, int(Strain.HEARTS.suit), 0, True) in state.belote
                return
    pytest.fail("no deal with a face-down king or queen of trumps")


# -- three sides: scoring ---------------------------------------------------------------------------------------


def _facts3(contract: Contract, cards, tricks=(3, 3, 2), melds=(0, 0, 0), belote=(0, 0, 0)) -> DealFacts:
    total = {Strain.NO_TRUMPS: 130, Strain.ALL_TRUMPS: 258}.get(contract.strain, 162)
    return DealFacts(contract, contract.taker, total, list(cards), list(tricks), list(melds), list(belote))


def _score3(f: DealFacts, rules=B3):
    scored = score_contract(rules, f)
    convert(rules, scored)
    return tuple(int(v) for v in score_of(scored, 3)), int(scored.hanging), scored


H0, H2 = Contract(Strain.HEARTS, 0), Contract(Strain.HEARTS, 2)
OWN = dataclasses.replace(B3, failed_share=FailedShare.OWN)
THREE_SIDES = [
    # name, facts, rules, score, held over
    ("made: each his own by tenths", _facts3(H0, (70, 50, 42)), B3, (7, 5, 4), 0),
    # failed (60 with a tierce against 70): 30 each to the others (70+30=100 -> 10, 52+30=82 -> 8)
    ("failed: shared", _facts3(H0, (40, 70, 52), melds=(20, 0, 0)), B3, (0, 10, 8), 0),
    ("failed: option each his own", _facts3(H0, (40, 70, 52), melds=(20, 0, 0)), OWN, (0, 7, 5), 0),
    # an odd point goes to the first after the taker in play order: 51 -> 26 + 25 (86 and 76, both at the
    # limit: the lower rounds up, 8 and 8; the taker's 0 is left out of "both at the limit")
    ("odd point to the next player", _facts3(H0, (51, 60, 51)), B3, (0, 8, 8), 0),
    ("odd point, taker seat 2", _facts3(H2, (60, 51, 51)), B3, (8, 8, 0), 0),
    # the failed taker's belot is kept quiet (seed 001: declaring it is not obligatory): 40 -> 20 each
    ("belot shared", _facts3(H0, (40, 70, 52), belote=(20, 0, 0)), B3, (0, 9, 7), 0),
    # option: announced anyway, it is shared too: belot 20 -> 10 each
    ("belot shared when announced", _facts3(H0, (40, 70, 52), belote=(20, 0, 0)),
     dataclasses.replace(B3, belote_may_stay_quiet=False), (0, 10, 8), 0),
    # equal to the best other: the others keep theirs, the taker's points hang over
    ("hanging", _facts3(H0, (60, 60, 42)), B3, (0, 6, 4), 6),
    # doubled: the best scorer takes everything, x2
    ("doubled failed", _facts3(Contract(Strain.HEARTS, 0, multiplier=2), (50, 70, 42)), B3, (0, 32, 0), 0),
    ("doubled made", _facts3(Contract(Strain.HEARTS, 0, multiplier=2), (80, 50, 32)), B3, (32, 0, 0), 0),
]


@pytest.mark.parametrize(("name", "f", "rules", "expected", "hanging"), THREE_SIDES, ids=[c[0] for c in THREE_SIDES])
def test_three_sided_outcomes(name, f, rules, expected, hanging):
    score, held, scored = _score3(f, rules)
    assert (score, held) == (expected, hanging)
    shared = [values for kind, values, _ in scored.rows if kind is RowKind.SHARED]
    assert bool(shared and any(shared[0])) == (name.startswith(("failed: shared", "odd", "belot")))


def test_three_players_each_plays_alone():
    state = position({}, strain=Strain.HEARTS, rules=B3, dealer=2)
    assert B3.seating.partner_of == (None, None, None) and B3.team_count == 3
    # seat 1 trumps over seat 0's winning card although seat 2 led: nobody is anyone's partner
    state = position({0: "AC 9D", 1: "TC", 2: "9H JD"}, "", strain=Strain.HEARTS, rules=B3, dealer=2)
    assert state.current == 0
    state = position({0: "AC", 1: "KC", 2: "9H JD TD"}, "AC KC", strain=Strain.HEARTS, rules=B3, dealer=2)
    assert legal_cards(state) == {"9H"}  # void in clubs: must trump, no partner to exempt him


# -- simulation and whole matches --------------------------------------------------------------------------------


def _random_action(state, rng):
    legal = state.legal_actions()
    if state.phase is Phase.BIDDING:
        return rng.choice(legal[1:]) if len(legal) > 1 and rng.random() < 0.3 else PASS
    return rng.choice(legal)


@pytest.mark.parametrize("rules", GAMES, ids=lambda r: r.id)
@pytest.mark.parametrize("seed", range(2))
def test_whole_matches_reach_151_and_replay(rules, seed):
    rng = random.Random(seed)
    match = new_match(rules, seed=seed)
    while not match.over:
        match = match.apply(_random_action(match.deal, rng))
    assert max(match.scores) >= 151 and len(match.scores) == rules.team_count
    assert match.finished[-1].result().capot_team < 0  # never ends on a valat
    assert replay(json.loads(json.dumps(record(match)))) == match


def test_two_players_a_failed_contract_and_a_valat_count_the_cards_in_play():
    """The scorer's deal total is the 18 cards in play, never the pack's 162."""
    seen = set()
    for seed in range(300):
        state = new_deal(B2, seed=seed).apply(CALL[Strain.HEARTS]).apply(PASS)
        rng = random.Random(seed)
        while not state.is_terminal():
            state = state.apply(rng.choice(state.legal_actions()))
        r = state.result()
        in_play = sum(r.card_points)
        assert in_play < 162 or not state.zones.stock
        for row in r.breakdown:
            if row.kind is RowKind.ALL_POINTS and any(row.values):
                assert max(row.values) == in_play
                seen.add("failed")
        if r.capot_team >= 0:
            assert r.totals[r.capot_team] >= in_play
            seen.add("valat")
        if seen == {"failed", "valat"}:
            return
    assert "failed" in seen
