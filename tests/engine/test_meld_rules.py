"""Declarations and the king+queen rule as data: meld tables, who scores (sharing) and ties, and
which suits' king+queen count — the one place the engine, the bots and the explanations ask."""

from __future__ import annotations

import dataclasses
import random

import pytest

from belote_desktop.engine import CARDS, Card, Rank, Strain, Suit, find_variant, mask_of
from belote_desktop.engine.declarations import (
    FRENCH_MELDS, BeloteRule, MeldKind, MeldRules, MeldSharing, MeldTable, MeldTie, best_melds, find_melds,
    has_meld, score_melds,
)

ORDER = [1, 2, 3, 0]  # dealer 0: the eldest hand is seat 1


def team_of(seat):
    return seat % 2


def melds(text, trump=None, table=FRENCH_MELDS):
    return best_melds(mask_of(Card.parse(t) for t in text.split()), trump, table)


TIERCE_9H = "7H 8H 9H"
TIERCE_9S = "7S 8S 9S"
QUARTE_JD = "8D 9D 10D JD"
CARRE_Q = "QC QD QH QS"
CARRE_J = "JC JD JH JS"


@pytest.mark.parametrize("sharing, tie, hands, trump, expected_points, expected_best", [
    # classic: the best declaration's team scores all its own; equal ones: trump, then the eldest
    (MeldSharing.BEST_TEAM_ONLY, MeldTie.EARLIEST, {1: QUARTE_JD, 2: TIERCE_9H, 3: TIERCE_9S}, None, (0, 70), 1),
    (MeldSharing.BEST_TEAM_ONLY, MeldTie.EARLIEST, {2: TIERCE_9H, 1: TIERCE_9S}, None, (0, 20), 1),
    (MeldSharing.BEST_TEAM_ONLY, MeldTie.EARLIEST, {2: TIERCE_9H, 1: TIERCE_9S}, Suit.HEARTS, (20, 0), 2),
    # both teams score everything
    (MeldSharing.BOTH_TEAMS, MeldTie.EARLIEST, {1: QUARTE_JD, 2: TIERCE_9H, 3: TIERCE_9S}, None, (20, 70), -1),
    # equal opposing sequences cancel; a trump one wins under TRUMP_THEN_CANCEL
    (MeldSharing.BEST_TEAM_ONLY, MeldTie.CANCEL, {2: TIERCE_9H, 1: TIERCE_9S}, Suit.HEARTS, (0, 0), -1),
    (MeldSharing.BEST_TEAM_ONLY, MeldTie.TRUMP_THEN_CANCEL, {2: TIERCE_9H, 1: TIERCE_9S}, None, (0, 0), -1),
    (MeldSharing.BEST_TEAM_ONLY, MeldTie.TRUMP_THEN_CANCEL, {2: TIERCE_9H, 1: TIERCE_9S}, Suit.SPADES, (0, 20), 1),
    # partners holding equal best declarations are no tie
    (MeldSharing.BEST_TEAM_ONLY, MeldTie.CANCEL, {1: TIERCE_9H, 3: TIERCE_9S}, None, (0, 40), 1),
    # per kind: the best carré and the best sequence are decided apart
    (MeldSharing.PER_KIND, MeldTie.CANCEL, {1: CARRE_Q, 2: QUARTE_JD, 3: TIERCE_9H}, None, (50, 100), -1),
    (MeldSharing.PER_KIND, MeldTie.CANCEL, {1: CARRE_Q, 2: TIERCE_9S, 3: TIERCE_9H}, None, (0, 100), -1),
    # best player: only the best declarer's own declarations
    (MeldSharing.BEST_PLAYER, MeldTie.EARLIEST, {1: QUARTE_JD, 3: TIERCE_9H, 2: TIERCE_9S}, None, (0, 50), 1),
])
def test_who_scores_the_declarations(sharing, tie, hands, trump, expected_points, expected_best):
    rules = MeldRules(sharing=sharing, tie=tie)
    declared = {seat: melds(text, trump) for seat, text in hands.items()}
    score = score_melds(declared, ORDER, trump, team_of, 2, rules)
    assert score.points == expected_points
    assert score.best_seat == expected_best
    assert sum(m.points for _, m in score.scored) == sum(expected_points)


def test_three_players_alone_score_their_own():
    declared = {0: melds(QUARTE_JD), 1: melds(TIERCE_9H), 2: melds(TIERCE_9S)}
    score = score_melds(declared, [1, 2, 0], None, lambda s: s, 3, MeldRules())
    assert score.points == (50, 0, 0)


def test_a_card_in_two_declarations_only_where_the_table_allows_it():
    hand = "JC JD JH JS 9D 10D"  # the carré of jacks and the tierce 9-10-J of diamonds share JD
    assert [m.kind for m in melds(hand)] == [MeldKind.CARRE]
    reuse = dataclasses.replace(FRENCH_MELDS, reuse_cards=True)
    assert [m.kind for m in melds(hand, table=reuse)] == [MeldKind.CARRE, MeldKind.TIERCE]


def test_at_most_n_declarations_per_player():
    hand = "7H 8H 9H 7S 8S 9S QC QD QH QS"
    assert len(melds(hand)) == 3
    two = dataclasses.replace(FRENCH_MELDS, max_per_player=2)
    kept = melds(hand, table=two)
    assert len(kept) == 2 and kept[0].kind is MeldKind.CARRE


@pytest.mark.parametrize("shortest", [3, 4, 5])
def test_has_meld_agrees_with_find_melds_on_random_hands(shortest):
    """has_meld reads a per-table lookup of each suit's ranks: it says yes exactly when find_melds finds one."""
    table = MeldTable(sequences=((shortest, MeldKind.QUARTE, 50),), carres=FRENCH_MELDS.carres)
    rng = random.Random(shortest)
    for _ in range(2000):
        mask = mask_of(rng.sample(CARDS, rng.choice((5, 8, 12))))
        carres, sequences = find_melds(mask, table)
        assert has_meld(mask, table) == bool(carres or sequences), hex(mask)


def test_a_table_of_runs_of_four_and_more_only():
    runs = MeldTable(sequences=((4, MeldKind.QUARTE, 50),), carres=())
    assert not has_meld(mask_of(Card.parse(t) for t in "7H 8H 9H QC QD QH QS".split()), runs)
    assert has_meld(mask_of(Card.parse(t) for t in QUARTE_JD.split()), runs)
    assert melds(QUARTE_JD, table=runs)[0].points == 50
    assert not has_meld(mask_of(Card.parse(t) for t in QUARTE_JD.split()), None)


def test_melds_by_strain():
    rules = MeldRules(no_trumps_table=None)
    assert rules.table_for(Strain.HEARTS) is FRENCH_MELDS and rules.table_for(Strain.NO_TRUMPS) is None
    assert MeldRules(enabled=False).table_for(Strain.HEARTS) is None


@pytest.mark.parametrize("rule, strain, suits", [
    (BeloteRule(), Strain.HEARTS, (Suit.HEARTS,)),
    (BeloteRule(), Strain.NO_TRUMPS, ()),
    (BeloteRule(), Strain.ALL_TRUMPS, tuple(Suit)),
    (BeloteRule(in_all_trumps=False), Strain.ALL_TRUMPS, ()),
    (BeloteRule(points=0), Strain.SPADES, ()),
])
def test_which_king_and_queen_count(rule, strain, suits):
    assert rule.suits(strain) == suits


def test_the_ruleset_compiles_its_meld_and_belote_rules():
    classic = find_variant("classic")
    assert classic.meld_rules.sharing is MeldSharing.BEST_TEAM_ONLY and classic.meld_rules.enabled
    assert not find_variant("coinche").meld_rules.enabled
    custom = classic.with_overrides({"meld_tie": "cancel", "meld_reuse_cards": True, "belote_king_first": True})
    assert custom.meld_rules.tie is MeldTie.CANCEL and custom.meld_rules.table.reuse_cards
    assert custom.belote_rule.king_first and custom.overrides() == {
        "meld_tie": "cancel", "meld_reuse_cards": True, "belote_king_first": True}
    assert Rank.JACK in dict(custom.meld_rules.table.carres)


def test_a_meld_table_sent_to_another_process_hashes_as_one_built_there():
    """A table is pickled by its fields, not with its cached hash: in a process whose string hashes differ
    (the bots' workers) it still equals and hashes like the same table built there."""
    import pickle
    import subprocess
    import sys

    from belote_desktop.engine.games.baloot import BALOOT_SUN_MELDS

    hash(BALOOT_SUN_MELDS)  # its hash in use here (cached) before it is sent
    data = pickle.dumps(BALOOT_SUN_MELDS).hex()
    code = (
        "import pickle, sys\n"
        "from belote_desktop.engine.games.baloot import BALOOT_SUN_MELDS\n"
        f"table = pickle.loads(bytes.fromhex('{data}'))\n"
        "assert table == BALOOT_SUN_MELDS and hash(table) == hash(BALOOT_SUN_MELDS), 'hash carried over'\n"
        "assert table.suit_has_sequence == BALOOT_SUN_MELDS.suit_has_sequence\n"
    )
    for seed in ("1", "2"):
        done = subprocess.run([sys.executable, "-c", code], env={**__import__("os").environ, "PYTHONHASHSEED": seed},
                              capture_output=True, text=True)
        assert done.returncode == 0, done.stderr
