"""Pilotta at the table: the bidding panel offers the four suits and no coinche, a human who passed is
not asked again, the end-of-deal grid shows the game points, and declarations are heard then shown. (A Suggest reason for every
move in every game: test_suggest.py.)"""

from __future__ import annotations


from belote_desktop.engine import PASS, Phase, find_variant

PILOTTA = find_variant("pilotta")


def _human_to_bid(window, seed):
    window.start_game(PILOTTA, seed=seed)
    c = window.controller
    c.auto_bots = False
    for _ in range(8):
        deal = c.match.deal
        if deal.phase is Phase.BIDDING and deal.current_player() == window.human:
            return c
        c.play_bot_move_now()
    raise AssertionError("the human was never asked to bid")


def test_the_panel_has_the_four_suits_and_no_coinche(window, qtbot):
    _human_to_bid(window, 4)
    qtbot.waitUntil(lambda: window.bidding.isVisible(), timeout=5000)
    keys = set(window.bidding.buttons)
    assert {"strain_C", "strain_D", "strain_H", "strain_S", "pass", "bid"} <= keys
    assert not keys & {"strain_NT", "strain_AT", "double", "redouble"}


def test_a_human_who_passed_is_not_asked_again(window, qtbot):
    c = _human_to_bid(window, 4)
    assert c.human_action(PASS)
    for _ in range(12):
        deal = c.match.deal
        if deal.phase is not Phase.BIDDING:
            break
        assert window.human in deal.view_for(window.human).auction.out
        assert deal.current_player() != window.human
        c.play_bot_move_now()
    else:
        raise AssertionError("the auction did not end")


def test_the_end_of_deal_grid_shows_game_points(window, qtbot):
    window.start_game(PILOTTA, seed=2)
    c = window.controller
    c.auto_bots = False
    for _ in range(600):
        if c.awaiting_continue:
            break
        c.play_bot_move_now()
    deal = c.match.finished[-1]
    qtbot.waitUntil(lambda: window.end_panel.isVisible(), timeout=5000)
    labels = [label for label, _ in window.end_panel.rows]
    if not deal.thrown_in:
        assert "Game points: last digit dropped" in labels
        assert window.end_panel.rows[-1][1] == [str(s) for s in deal.result().score]


def test_declarations_are_heard_then_shown_on_the_table():
    from belote_desktop.engine import DECLARE, PLAY, Card, Contract, Strain, deal_with_contract
    from belote_desktop.engine.declarations import MeldKind
    from belote_desktop.learn import table_words as text
    from belote_desktop.ui.table.decor_words import seat_speech

    hands = ["7D 8D 9D 10C JC QC KC AC", "7S 8S 9S AD KD 7C 8C 9C", "10S JS QS KS AS 10D JD QD",
             "7H 8H 9H 10H JH QH KH AH"]
    state = deal_with_contract(PILOTTA, 0, [[Card.parse(c) for c in h.split()] for h in hands],
                               Contract(Strain.HEARTS, 1, 80))
    state = state.apply(DECLARE).apply(PLAY[Card.parse("7S").index])  # East declares a tierce and leads
    # heard: kinds and values only, in Pilotta's words (no French meld names)
    assert seat_speech(state.view_for(0))[1] == ("Three in sequence (20), Three in sequence (20)", True)
    assert text.announcement_text("declare", (), PILOTTA, ((MeldKind.CARRE, 200),)) == "Four of a kind (200)"
    assert text.announcement_text("declare", (), None, ((MeldKind.CARRE, 200),)) == "Carré (200)"
    for code in ("10S", "7H", "7D"):
        state = state.apply(PLAY[Card.parse(code).index])
    shown = seat_speech(state.view_for(0))[1][0]  # the second trick: the cards are shown
    assert shown == text.announcement_text("declare", state.announcements[0].melds, PILOTTA) and shown
