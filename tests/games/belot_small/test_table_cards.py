"""Belot for 2 with open cards: the face-up table cards count for declarations in the panel as in the
engine, and the screen-reader text of the table names them and the trick in progress."""

from __future__ import annotations

from belote_desktop.engine import DECLARE, PASS, Phase, find_variant, new_match
from belote_desktop.engine.declarations import best_melds


def _to_declare_offer(rules, seed=2, dealer=1):
    """The first calls made (the first non-pass one), until the human may declare in the first trick."""
    match = new_match(rules, seed=seed, first_dealer=dealer)
    while not (match.deal.phase is Phase.PLAY and match.current_player() == 0 and DECLARE in match.legal_actions()):
        assert not (match.deal.phase is Phase.PLAY and match.deal.tricks), "no declaration offer in this deal"
        acts = match.legal_actions()
        if match.deal.phase is Phase.BIDDING:
            action = next((a for a in acts if a != PASS), acts[0])
        else:
            action = acts[0]
        match = match.apply(action)
    return match


def test_declare_panel_counts_the_face_up_table_cards(window):
    rules = find_variant("belot_2p_open")
    match = _to_declare_offer(rules)
    view = match.deal.view_for(0)
    table = rules.meld_rules.table_for(view.contract.strain)
    assert not best_melds(view.hand_mask, view.contract.trump, table)  # the meld needs a table card
    melds = best_melds(view.playable_mask, view.contract.trump, table)
    assert melds
    window.controller.auto_bots = False
    window.load_game(match)
    window.refresh()
    panel = window.bidding
    assert panel.isVisible() and "declare" in panel.buttons
    from belote_desktop.learn import table_words as text

    assert panel.note.text() == text.announcement_text("declare", melds, rules)
    assert panel.note.text() != text.announcement_text("declare", [], rules)


def test_table_text_names_the_table_cards_and_the_trick(window):
    rules = find_variant("belot_2p_open")
    match = _to_declare_offer(rules)
    match = match.apply(match.legal_actions()[-1])  # a card (the last legal action is a card, not Declare)
    window.controller.auto_bots = False
    window.load_game(match)
    window.refresh()
    view = window.controller.view()
    from belote_desktop.learn.explain import rank_name
    from belote_desktop.learn import table_words as text

    # the keys to ask (issue 57): I names the others' face-up cards, Y the player's own, W the trick
    shown, hand, trick = window.asking.shown(), window.asking.hand(), window.asking.trick()
    opponent = 1
    assert view.table_up[opponent]
    for table_card in view.table_up[opponent]:
        assert text.card_name(table_card.card) in shown
    for table_card in view.table_up[0]:
        assert rank_name(table_card.card.rank) in hand and text.suit_name(table_card.card.suit) in hand
    names = window.names()
    assert view.trick
    for seat, card in view.trick:
        assert f"{'you' if seat == window.human else names[seat]}: {text.card_name(card)}" in trick
    assert names[opponent] in shown
