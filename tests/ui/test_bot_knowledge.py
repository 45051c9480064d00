"""The Replay's "What did they know?": a bot's beliefs about the cards it could not see, beside the truth."""

from __future__ import annotations

import random

import pytest

from belote_desktop.ai import choose_action
from belote_desktop.engine import PlayCard, find_variant, new_deal


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
    from belote_desktop.ui.widgets.bot_knowledge import BotKnowledgeDialog, state_before_play

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
    assert grid.columnCount() == deal.rules.players + never
    for row, belief in enumerate(dialog.beliefs.cards):
        marked = [c for c in range(grid.columnCount()) if grid.item(row, c).text().endswith("●")]
        assert len(marked) == 1  # exactly one place really held it
        place = dialog.truth[belief.card]
        assert marked[0] == (place if place >= 0 else deal.rules.players)
        holder = before.hands[place] | before.zones.table_down[place] | before.zones.table_up[place] \
            if place >= 0 else 0
        assert place < 0 or holder >> belief.card & 1


def test_a_card_the_deal_does_not_have_is_refused():
    from belote_desktop.ui.widgets.bot_knowledge import state_before_play

    deal = _finished("classic", 2)
    with pytest.raises(ValueError):
        state_before_play(deal, 99)
