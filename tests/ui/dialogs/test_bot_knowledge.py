"""The Replay's "What did they know?": a bot's beliefs about the cards it could not see, beside the truth."""

from __future__ import annotations

import random

import pytest

from belote_desktop.ai import choose_action
from belote_desktop.engine import CARDS, PlayCard, find_variant, new_deal
from belote_desktop.learn.table_words import card_name
from belote_desktop.ui.dialogs.bot_knowledge import CHANCE_ROLE, HELD_ROLE


def _finished(variant, seed):
    rules = find_variant(variant)
    state = new_deal(rules, dealer=seed % rules.players, seed=seed)
    rng = random.Random(seed)
    while not state.is_terminal() or state.thrown_in:
        if state.is_terminal():
            seed += 1
            state = new_deal(rules, dealer=seed % rules.players, seed=seed)
        state = state.apply(choose_action(state.view_for(state.current_player()), "intermediate", rng))
    return state


@pytest.mark.parametrize("variant", ["classic", "belot_2p", "decouverte"])
def test_every_unseen_card_has_its_row_and_the_truth_is_marked(qtbot, variant):
    from belote_desktop.ui.dialogs.bot_knowledge import BotKnowledgeDialog, state_before_play

    deal = _finished(variant, 4)
    plays = [a for _, a in deal.history if isinstance(a, PlayCard)]
    index = len(plays) // 2
    before = state_before_play(deal, index)
    assert before.history == deal.history[:len(before.history)]
    assert deal.history[len(before.history)][1] == plays[index]  # the card of that step is next
    names = ["You", "East", "North", "West"][: deal.rules.players]
    dialog = BotKnowledgeDialog(deal, index, names, "expert")
    qtbot.addWidget(dialog)
    grid = dialog.grid
    assert grid.rowCount() == len(dialog.beliefs.cards) > 0
    never = deal.rules.unused_cards > 0
    first = dialog.first_seat_column  # the card's own column comes first
    assert first == 1 and grid.columnCount() == first + deal.rules.players + never
    for row, belief in enumerate(dialog.beliefs.cards):
        marked = [c - first for c in range(grid.columnCount()) if grid.item(row, c).text().endswith("●")]
        assert len(marked) == 1  # exactly one place really held it
        place = dialog.truth[belief.card]
        assert marked[0] == (place if place >= 0 else deal.rules.players)
        assert grid.item(row, first + marked[0]).data(HELD_ROLE) is True
        chances = [grid.item(row, c).data(CHANCE_ROLE) for c in range(first, grid.columnCount())]
        assert chances == pytest.approx(list(belief.chances) + ([belief.never_dealt] if never else []))
        assert grid.item(row, 0).toolTip() == card_name(CARDS[belief.card])  # the card, named
        holder = before.hands[place] | before.zones.table_down[place] | before.zones.table_up[place] \
            if place >= 0 else 0
        assert place < 0 or holder >> belief.card & 1


def test_a_card_the_deal_does_not_have_is_refused():
    from belote_desktop.ui.dialogs.bot_knowledge import state_before_play

    deal = _finished("classic", 2)
    with pytest.raises(ValueError):
        state_before_play(deal, 99)


def test_the_replay_asks_a_bot_what_it_knew(window, qtbot):
    from belote_desktop.engine import find_variant as variant

    window.start_game(variant("classic"), seed=6)
    c = window.controller
    c.auto_bots = False
    while not c.awaiting_continue:
        c.play_bot_move_now()
    window.animator.finish_now()
    window.refresh()
    replay = window.deal_end.show_replay()
    assert not replay.knew_button.isEnabled()  # the dealt hands: no card yet
    plays = replay.table.plays
    bot_step = next(i + 1 for i, p in enumerate(plays) if p.seat != window.human and i >= 8)
    human_step = next(i + 1 for i, p in enumerate(plays) if p.seat == window.human)
    replay.show_step(human_step)
    assert not replay.knew_button.isEnabled()  # the player's own cards: he knows what he knew
    replay.show_step(bot_step)
    assert replay.knew_button.isEnabled()
    knew = replay.show_what_they_knew()
    qtbot.addWidget(knew)
    assert knew.seat == plays[bot_step - 1].seat and knew.grid.rowCount() > 0
    import os

    if os.environ.get("BELOTE_SCREENSHOTS"):
        replay.grab().save(os.path.join(os.environ["BELOTE_SCREENSHOTS"], "replay-what-they-knew.png"))
        knew.grab().save(os.path.join(os.environ["BELOTE_SCREENSHOTS"], "what-they-knew.png"))


def test_the_dialog_is_sized_to_its_cards_and_shows_them_large(qtbot):
    """The table fills the dialog's width; every card's row is in sight when the screen has the room, and the
    card played is drawn as at the table."""
    from PySide6.QtGui import QGuiApplication

    from belote_desktop.ui.dialogs.bot_knowledge import CHIP, PLAYED_WIDTH, BotKnowledgeDialog

    deal = _finished("belot_3p", 4)
    dialog = BotKnowledgeDialog(deal, 4, ["You", "East", "West"], "expert")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    grid = dialog.grid
    used = sum(grid.columnWidth(c) for c in range(grid.columnCount()))
    assert used >= grid.viewport().width() - 2  # no empty band beside the columns
    assert dialog.played_card.pixmap().deviceIndependentSize().width() == PLAYED_WIDTH
    assert grid.iconSize() == CHIP and grid.rowHeight(0) >= CHIP.height()
    room = QGuiApplication.primaryScreen().availableGeometry().height() - 60
    rows = grid.rowHeight(0) * grid.rowCount() + grid.horizontalHeader().height()
    if dialog.height() < room:  # it grew to show every card
        assert not grid.verticalScrollBar().isVisible() and grid.viewport().height() >= rows - grid.horizontalHeader().height() - 2


def test_a_master_that_draws_from_the_model_shows_the_models_beliefs(qtbot, monkeypatch, tmp_path):
    import dataclasses

    import numpy as np

    from belote_desktop import ai
    from belote_desktop.ai import Level
    from belote_desktop.ai.beliefs.ownership import shipped
    from belote_desktop.ai.beliefs.ownership.features import Layout
    from belote_desktop.ui.dialogs.bot_knowledge import BotKnowledgeDialog
    from tools.ownership_fit import fresh_model, save_model

    rules = find_variant("classic")
    rng = np.random.default_rng(3)
    model = fresh_model(Layout.for_rules(rules), rng)
    for w in model.weights:
        w += (0.3 * rng.standard_normal(w.shape)).astype(np.float32)
    model.meta = {"family": "classic", "symmetric": False}
    save_model(model, tmp_path / "m.npz")
    monkeypatch.setenv(shipped.MODEL_ENV, str(tmp_path / "m.npz"))
    deal = _finished("classic", 6)
    names = ["You", "East", "North", "West"]
    master = ai.SEARCH_PARAMS[Level.MASTER]
    monkeypatch.setitem(ai.SEARCH_PARAMS, Level.MASTER, dataclasses.replace(master, draw_from_model=False))
    plain = BotKnowledgeDialog(deal, 9, names, "master")
    qtbot.addWidget(plain)
    monkeypatch.setitem(ai.SEARCH_PARAMS, Level.MASTER, dataclasses.replace(master, draw_from_model=True))
    drawn = BotKnowledgeDialog(deal, 9, names, "master")
    qtbot.addWidget(drawn)
    assert not plain.beliefs.from_model and drawn.beliefs.from_model
    assert [b.card for b in drawn.beliefs.cards] == [b.card for b in plain.beliefs.cards]
    assert [b.chances for b in drawn.beliefs.cards] != [b.chances for b in plain.beliefs.cards]
    words = " ".join(label.text() for label in drawn.findChildren(type(drawn.legend)))
    assert "model learned from many deals" in words
    assert "model" not in " ".join(label.text() for label in plain.findChildren(type(plain.legend)))
