"""The player's own words in the table's texts: "You win the trick" (Replay, Compare), "1 deal" (Statistics), the bot's knowledge heading."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QLabel

from belote_desktop.engine import PlayCard, find_variant, new_deal
from belote_desktop.storage.stats import Statistics, VariantStats


def _played():
    """A classic deal played to its end (random legal moves; a deal thrown in is dealt again)."""
    rules, seed = find_variant("classic"), 3
    while True:
        state, rng = new_deal(rules, dealer=0, seed=seed), random.Random(seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            state = state.apply(legal[rng.randrange(len(legal))])
        if not state.thrown_in:
            return state
        seed += 1


def test_you_take_the_second_person_in_the_replay(qapp):
    from belote_desktop.ui.dialogs.deal_replay import winner_label

    assert winner_label("You", True) == "You win the trick"
    assert winner_label("North", False) == "North wins the trick"


def test_the_replay_caption_says_you_play(qtbot):
    from belote_desktop.ui.dialogs.deal_replay import DealReplayDialog

    state = _played()
    names = ["You", "East", "North", "West"]
    dialog = DealReplayDialog(state, names, 0)
    qtbot.addWidget(dialog)
    for step, play in enumerate(dialog.table.plays[:4], 1):
        dialog.show_step(step)
        caption = dialog.caption.text()
        assert "You plays" not in caption
        if play.seat == 0:
            assert "you play the" in caption


def test_one_deal_is_one_deal(qtbot):
    from belote_desktop.ui.dialogs.stats_window import StatisticsDialog

    stats = Statistics()
    stats.variants["classic"] = VariantStats(games_played=1, games_won=1, deals_played=1, undo_used=1)
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    summary = dialog.summary.text()
    assert "1 match played" in summary and "1 deal;" in summary and "1 move taken back" in summary
    assert "(s)" not in summary
    stats.variants["classic"] = VariantStats(games_played=2, games_won=1, deals_played=7, undo_used=0)
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    assert "2 matches played" in dialog.summary.text() and "7 deals" in dialog.summary.text()


def test_the_bot_knowledge_heading_reads_naturally(qtbot):
    from belote_desktop.ui.dialogs.bot_knowledge import BotKnowledgeDialog

    state = _played()
    plays = [a for _, a in state.history if isinstance(a, PlayCard)]
    dialog = BotKnowledgeDialog(state, 5, ["You", "East", "North", "West"], "beginner")
    qtbot.addWidget(dialog)
    texts = [label.text() for label in dialog.findChildren(QLabel)]
    assert not any("Before playing" in t for t in texts)
    assert any(t.startswith("Card played: ") and "Before that play" in t for t in texts), plays[5]
