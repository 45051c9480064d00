"""The window's contract, for every ruleset of tests/rulesets.py (each preset and the made-up tables): the game
opens in the main window, a whole deal plays to the end-of-deal panel (the human's cards by double-click, the
other seats and every auction by the bots), the table always shows every card of the pack once and the human's
hand face up, the score sheet has a column per side named as the table names them, and a preset's match saved
mid-deal (autosaved after the trick) opens over another game showing the same table. A per-game file keeps its game's own panels and words."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from belote_desktop.engine import VARIANTS, Phase, PlayCard, deck_cards
from belote_desktop.storage import saves
from belote_desktop.learn import table_words as text
from belote_desktop.ui.table.card_item import CardItem
from belote_desktop.ui.table.layout import pile_spots, snapshot_from_view
from tests.rulesets import every_ruleset, slow_but


def _check_cards_shown(window):
    """Every card of the pack lies on the table once (hands, backs, kitty, table cards, trick, piles, the pack
    still to deal), and the human sees his own hand face up."""
    rules, view = window.controller.match.rules, window.controller.view()
    shown = [item for item in window.scene.items() if isinstance(item, CardItem) and item.isVisible()]
    assert len(shown) == len(deck_cards(rules.deck)), (len(shown), view.phase)
    faces = {item.card for item in shown if item.flip == 1.0 and item.card is not None}
    assert set(view.hand) <= faces
    assert set(window.scene.snapshot.hand) == set(view.hand)


def _play_one_deal(window, rules, seed):
    """One deal, the human's cards played through the scene; the deal when the end-of-deal panel shows."""
    window.start_game(rules, seed=seed)
    c = window.controller
    c.auto_bots = False
    _check_cards_shown(window)
    tricks = 0
    for _ in range(800):
        if c.awaiting_continue:
            return c.match.finished[-1]
        view = c.view()
        if c.is_human_turn() and view.phase is Phase.PLAY and all(isinstance(a, PlayCard) for a in view.legal_actions):
            before = len(c.match.deal.history)
            window.scene.cardDoubleClicked.emit(view.legal_actions[-1].card)
            assert c.awaiting_continue or len(c.match.deal.history) == before + 1  # the window played it
        else:
            c.play_bot_move_now()  # the bots, and the human's calls and declarations
        if not c.awaiting_continue and len(c.match.deal.tricks) != tricks:
            tricks = len(c.match.deal.tricks)
            _check_cards_shown(window)
            # a caption on the felt for each side that has won a trick
            winners = {rules.team_of(t.winner) for t in c.match.deal.tricks}
            assert {t for t, cap in enumerate(window.scene.captions) if cap.isVisible()} == winners
    raise AssertionError("the deal did not end")


@pytest.mark.parametrize("name", slow_but(sorted(every_ruleset())))
def test_a_whole_deal_in_the_window(window, qtbot, name):
    rules = every_ruleset()[name]
    for seed in range(1, 8):
        deal = _play_one_deal(window, rules, seed)
        if not deal.thrown_in:
            break
    assert deal.is_terminal() and len(deal.tricks) == rules.hand_size
    qtbot.waitUntil(lambda: window.end_panel.isVisible(), timeout=5000)
    assert window.end_panel.rows[-1][1] == [str(v) for v in deal.result().score]  # the points scored, last
    _check_cards_shown(window)
    labels = text.team_names(rules, window.human, window.names())
    assert len(labels) == rules.team_count and len(set(labels)) == rules.team_count
    # the score sheet: a row per deal and the total, a column per side, named as the table names them
    model = window.score_model
    assert model.rowCount() == len(window.controller.match.finished) + 1
    assert model.columnCount() == 2 + rules.team_count
    headers = [model.headerData(2 + t, Qt.Orientation.Horizontal) for t in range(rules.team_count)]
    assert headers == list(labels)
    alone = rules.team_count == rules.players
    assert ("Us" in headers) != alone
    # the end-of-deal match line names every side when each plays alone
    if alone:
        assert all(label in window.end_panel.match_line.text() for label in labels)
    # no two piles lie in one place
    spots = pile_spots(tuple(rules.team_of(s) for s in range(rules.players)), window.human,
                       rules.direction.value == "cw")
    assert len(set(spots)) == rules.team_count
    # the next deal starts
    window.end_panel.continue_button.click()
    assert not window.end_panel.isVisible() and window.controller.match.deal.phase is Phase.BIDDING


@pytest.mark.parametrize("name", slow_but(list(VARIANTS)))
def test_a_match_saved_mid_deal_opens_over_another_game(window, name):
    """Every preset (saves refuse the made-up tables: their rules change what no player can choose)."""
    rules = VARIANTS[name]
    window.start_game(rules, seed=4)
    c = window.controller
    c.auto_bots = False
    for _ in range(400):
        if c.awaiting_continue:
            window.continue_deal()
        elif c.match.deal.tricks:
            break
        else:
            c.play_bot_move_now()
    state = c.match
    assert state.deal.tricks
    autosaved, problems = saves.read_autosave()  # written after each trick
    assert not problems and autosaved.state == state
    path = saves.save_named(name, state)
    window.start_game(VARIANTS["belot_2p" if rules.players == 4 else "classic"], seed=1)
    assert window.open_save(path)
    assert window.controller.match == state
    view = state.deal.view_for(window.human)
    shown, expected = window.scene.snapshot, snapshot_from_view(view)
    assert set(shown.hand) == set(expected.hand) and shown.table_cards(window.human) == expected.table_cards(
        window.human)
    assert (shown.hidden, shown.trick, shown.turned, shown.kitty) == (expected.hidden, expected.trick,
                                                                      expected.turned, expected.kitty)
    _check_cards_shown(window)
