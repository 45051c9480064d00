"""A card in a carré and in a sequence, where a card counts once (issue 56): the engine offers both sets of
declarations (the usual one, ``DECLARE``, and the other as ``Declare(carres)``), and each declares what it says."""

from __future__ import annotations

from belote_desktop.engine import DECLARE, Card, Contract, Declare, Rank, Strain, deal_with_contract, find_variant
from belote_desktop.engine.actions import parse_action
from belote_desktop.engine.cards import mask_of
from belote_desktop.engine.declarations import chosen_melds, declaration_choices
from belote_desktop.engine.record import record, replay
from belote_desktop.net.wire import action_from_json, action_to_json

BOTH = "8D 9D 10D JD QD 10C 10H 10S"  # the quinte to the queen of diamonds, or the carré of tens: 10♦ is in both


def _cards(text):
    return [Card.parse(t) for t in text.split()]


def bulgarian_deal():
    """Bulgarian Belot, clubs: West (seat 1) holds both; South, before him, a carré of aces."""
    hands = [_cards("AS AH AD AC 7S 8S 7H 8H"), _cards(BOTH), _cards("9S JS 9H JH 7D KD 7C 9C"),
             _cards("QS KS QH KH 8C JC QC KC")]
    return deal_with_contract(find_variant("bulgarian"), 3, hands, Contract(Strain.CLUBS, 0, 0))


def test_the_usual_set_and_the_other_one_are_both_offered():
    rules = find_variant("bulgarian")
    table = rules.meld_rules.table
    choices = declaration_choices(mask_of(_cards(BOTH)), None, table)
    assert [(ranks, [str(m) for m in melds]) for ranks, melds in choices] == [
        (None, ["carre 10"]), ((), ["quinte QD"])]
    state = bulgarian_deal().apply(DECLARE)
    state = state.apply(next(a for a in state.legal_actions() if not isinstance(a, Declare)))
    assert state.current == 1
    legal = state.legal_actions()
    assert DECLARE in legal and Declare(()) in legal
    assert [str(m) for m in state.apply(Declare(())).declared[1]] == ["quinte QD"]
    assert [str(m) for m in state.apply(DECLARE).declared[1]] == ["carre 10"]


def test_no_choice_where_every_declaration_fits_in_one_set_or_a_card_may_count_twice():
    table = find_variant("bulgarian").meld_rules.table
    apart = mask_of(_cards("10D 10C 10H 10S QS KS AS 7H"))  # the carré and a tierce share no card
    assert [ranks for ranks, _ in declaration_choices(apart, None, table)] == [None]
    import dataclasses
    twice = dataclasses.replace(table, reuse_cards=True)
    assert [ranks for ranks, _ in declaration_choices(mask_of(_cards(BOTH)), None, twice)] == [None]


def test_a_longer_run_leaves_a_tierce_beside_the_carre():
    table = find_variant("bulgarian").meld_rules.table
    mask = mask_of(_cards("8D 9D 10D JD QD KD 10C 10H"))  # no carré: only three tens beside 10♦
    assert len(declaration_choices(mask, None, table)) == 1
    mask = mask_of(_cards("9D 10D JD QD KD 10C 10H 10S"))
    choices = declaration_choices(mask, None, table)
    assert [(ranks, [str(m) for m in melds]) for ranks, melds in choices] == [
        (None, ["carre 10", "tierce KD"]), ((), ["quinte KD"])]
    assert [str(m) for m in chosen_melds(mask, None, table, (Rank.TEN,))] == ["carre 10", "tierce KD"]


def test_the_other_set_is_written_read_and_sent_as_itself():
    for action in (Declare(()), Declare((Rank.TEN,)), Declare((Rank.NINE, Rank.JACK)), DECLARE):
        assert parse_action(str(action)) == action
        assert action_from_json(action_to_json(action), find_variant("bulgarian")) == action
    assert str(Declare(())) == "declare sequences" and str(Declare((Rank.TEN,))) == "declare carres 10"
    state = bulgarian_deal().apply(DECLARE)
    state = state.apply(next(a for a in state.legal_actions() if not isinstance(a, Declare)))
    state = state.apply(Declare(()))
    again = replay(record(state))
    assert again.history == state.history and again.declared == state.declared


def _meld_tables():
    """Every table of declarations a ruleset plays with (the presets' and the made-up tables'), once each, with the
    cards of its deck."""
    from belote_desktop.engine import deck_cards
    from tests.rulesets import every_ruleset

    found = {}
    for rules in every_ruleset().values():
        if rules.declarations:
            for table in (rules.meld_rules.table, rules.meld_rules.no_trumps_table):
                if table is not None:
                    found.setdefault(table, deck_cards(rules.deck))
    return found


def _hands(deck, rng, count):
    """Hands of 5 to 12 cards, one in two built round a carré and a run of three through one of its cards (a choice
    where the table lets a card count once and counts them)."""
    for k in range(count):
        hand = set()
        if k % 2:
            card = rng.choice(deck)
            low = rng.randint(int(card.rank) - 2, int(card.rank))
            hand = {c for c in deck if c.rank == card.rank or c.suit == card.suit and low <= int(c.rank) < low + 3}
        rest = [c for c in deck if c not in hand]
        hand |= set(rng.sample(rest, max(0, rng.randint(5, 12) - len(hand))))
        yield mask_of(hand)


def test_the_mask_check_passes_every_hand_that_has_a_choice():
    # the legal actions ask declaration_choices only where declaration_offer finds a choice: it must find one in
    # every hand with more than the usual set, in every game's tables, and a declaration exactly where there is one
    import random

    from belote_desktop.engine import Suit
    from belote_desktop.engine.declarations import DECLARATION_CHOICE, NO_DECLARATION, declaration_offer, find_melds

    rng = random.Random(56)
    chose = passed = hands = 0
    for table, deck in _meld_tables().items():
        for mask in _hands(deck, rng, 800):
            trump = rng.choice([None, *Suit])
            offer = declaration_offer(mask, table)
            gate = offer == DECLARATION_CHOICE
            has_choice = len(declaration_choices(mask, trump, table)) > 1
            assert gate or not has_choice, (table, mask, trump)
            assert (offer != NO_DECLARATION) == any(find_melds(mask, table)), (table, mask)
            chose, passed, hands = chose + has_choice, passed + gate, hands + 1
    assert chose >= 300 and passed < hands * 0.7  # not vacuous: many choices met, most hands turned away


def test_the_legal_actions_offer_what_the_choices_list_in_every_game():
    # differential: along random deals of every game, each first-trick turn that may declare offers the usual
    # DECLARE, every other set declaration_choices lists for the hand (asked of every hand, no mask check), then cards
    import random

    from belote_desktop.engine import Phase, PlayCard, new_deal
    from tests.rulesets import every_ruleset

    rng = random.Random(70)
    turns = 0
    for rules in every_ruleset().values():
        for seed in range(60):
            state = new_deal(rules, dealer=seed % rules.players, seed=seed)
            while not state.is_terminal():
                legal = state.legal_actions()
                if state.phase is Phase.PLAY and not state.tricks and legal[0] == DECLARE:
                    seat, strain = state.current, state.contract.strain
                    cards = state.hands[seat] | (state.zones.table_up[seat] if rules.declare_table_cards else 0)
                    choices = declaration_choices(cards, strain.suit, rules.meld_rules.table_for(strain))
                    others = tuple(Declare(ranks) for ranks, _ in choices[1:])
                    assert legal[:1 + len(others)] == (DECLARE,) + others
                    assert all(isinstance(action, PlayCard) for action in legal[1 + len(others):])
                    turns += 1
                state = state.apply(legal[rng.randrange(len(legal))])
    assert turns > 500
