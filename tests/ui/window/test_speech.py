"""Issue 57: each thing said once, short, when it happens (``app/narrator.py``), and the keys to ask
(``app/asking.py``). A whole deal is played at the window; what a screen reader is told is read from the
announcements (``context.speech.history``, what ``QAccessibleAnnouncementEvent`` carries) and counted."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from belote_desktop.engine import PlayCard, find_variant
from belote_desktop.learn import table_words as text
from tests.rulesets import slow_after


def _play_deal(window, variant: str, seed: int) -> tuple[list[str], int]:
    """A whole deal, every seat played by the bots' moves (the player's by the same call); returns the messages
    said and the number of moves."""
    c = window.controller
    c.auto_bots = False
    window.start_game(find_variant(variant), seed=seed)
    window.animator.finish_now()
    start = len(window.context.speech.history)
    moves = 0
    for _ in range(400):
        if c.awaiting_continue:
            break
        c.play_bot_move_now()
        window.animator.finish_now()
        moves += 1
    assert c.awaiting_continue
    return [m for m, _ in list(window.context.speech.history)[start:]], moves


@pytest.mark.parametrize("variant", slow_after(["classic", "coinche", "baloot", "bulgarian", "belot_2p"]))
def test_every_card_and_trick_winner_is_said_once(window, variant):
    said, moves = _play_deal(window, variant, seed=7)
    deal = window.controller.match.finished[-1] if window.controller.match.finished else window.controller.match.deal
    if not deal.tricks:
        pytest.skip("thrown in")
    cards = [card for trick in deal.tricks for card in trick.cards]
    joined = "\n".join(said)
    for card in cards:
        assert sum(text.card_name(card) in m for m in said) >= 1, f"{text.card_name(card)} never said"
    winners = [m for m in said if "wins the trick" in m or "win the trick" in m or "last trick" in m]
    assert len(winners) == len(deal.tricks), joined
    turns = sum(m.startswith("Your turn") for m in said)
    assert len(said) <= moves + turns + 1, f"{len(said)} messages for {moves} moves"  # one a move, a turn; the result
    assert not any("♠" in m or "♥" in m or "♦" in m or "♣" in m for m in said)
    assert not any("(s)" in m or "%n" in m for m in said), "counts read as words: '21 points', not '21 point(s)'"
    assert window.end_panel.title.text() in said[-1] or any(window.end_panel.title.text() in m for m in said)


@pytest.mark.slow
def test_tricks_only_says_a_trick_at_once(window):
    window.context.settings.speech_detail = "tricks"
    said, _ = _play_deal(window, "classic", seed=7)
    plays = [m for m in said if " plays " in m or m.startswith("You play")]
    assert not plays
    deal = window.controller.match.finished[-1]
    winners = [m for m in said if "trick" in m]
    assert len(winners) >= len(deal.tricks)
    first = deal.tricks[0]
    assert any(all(text.card_name(c) in m for c in first.cards) for m in said)


def test_the_keys_to_ask_answer_in_one_message(window):
    c = window.controller
    c.auto_bots = False
    window.start_game(find_variant("classic"), seed=7)
    window.animator.finish_now()
    while c.view().contract is None or len(c.view().trick) < 2:
        c.play_bot_move_now()
        window.animator.finish_now()
    view = c.view()
    history = window.context.speech.history
    for key, must in ((Qt.Key.Key_W, text.card_name(view.trick[0][1])), (Qt.Key.Key_C, "Contract"),
                      (Qt.Key.Key_U, str(view.rules.target_score)), (Qt.Key.Key_Y, text.suit_name(view.hand[0].suit))):
        before = len(history)
        QTest.keyClick(window.table, key)
        assert len(history) == before + 1, key
        assert must in history[-1][0], (key, history[-1])
    last = history[-1][0]
    QTest.keyClick(window.table, Qt.Key.Key_Z)  # again
    assert history[-1][0] == last
    QTest.keyClick(window.table, Qt.Key.Key_I)
    assert history[-1][0]


@pytest.mark.slow
def test_the_player_played_card_is_said(window):
    said, _ = _play_deal(window, "classic", seed=11)
    deal = window.controller.match.finished[-1]
    human = window.human
    mine = [a.card for seat, a in deal.view_for(human).history if seat == human and isinstance(a, PlayCard)]
    assert len(mine) == 8
    for card in mine:
        assert any(m.startswith("You play") and text.card_name(card) in m for m in said)


def test_the_screen_reader_settings(window, qtbot):
    from belote_desktop.storage.settings import Settings, settings_from_dict
    from belote_desktop.ui.dialogs.settings_dialog import SettingsDialog

    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    assert dialog.screen_reader.currentData() == "auto" and dialog.speech_detail.currentData() == "cards"
    dialog.screen_reader.setCurrentIndex(dialog.screen_reader.findData("on"))
    dialog.speech_detail.setCurrentIndex(dialog.speech_detail.findData("tricks"))
    chosen = dialog.settings()
    assert (chosen.screen_reader, chosen.speech_detail) == ("on", "tricks")
    data = chosen.to_dict()
    assert settings_from_dict(data)[0].speech_detail == "tricks"
    data["speech_detail"] = "everything"  # a wrong value: its default, and named
    loaded, reset = settings_from_dict(data)
    assert loaded.speech_detail == "cards" and "speech_detail" in reset
    # "Always": the hand list shows without a screen reader detected
    window.context.settings.screen_reader = "on"
    window.side_view.apply()
    assert window.menus.act_hand_list.isChecked() and not window.side.hand_list.isHidden()


def test_the_window_says_the_bid_being_chosen(window):
    """The window hands its voice to the bidding panel: + in La Coinche says the value (issue 57)."""
    c = window.controller
    c.auto_bots = False
    window.start_game(find_variant("coinche"), seed=3)
    window.animator.finish_now()
    while not c.is_human_turn():
        c.play_bot_move_now()
        window.animator.finish_now()
    window.refresh()
    history = window.context.speech.history
    before = len(history)
    QTest.keyClick(window.table, Qt.Key.Key_Plus)
    assert len(history) == before + 1 and any(ch.isdigit() for ch in history[-1][0]), list(history)[before:]
