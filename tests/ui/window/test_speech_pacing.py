"""Issue 71: the table waits for the voice. ``voice.VoiceClock`` times what was said (a polite message after the one
before, an assertive one at once), ``Speech`` never flushes what is unheard, the controller's bots wait for
``Speech.wait_ms`` and F hurries them on."""

from __future__ import annotations

import shutil
import subprocess
import wave

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from belote_desktop.engine import find_variant
from belote_desktop.ui.voice import Speech, VoiceClock


class FakeTime:
    def __init__(self) -> None:
        self.t = 100.0

    def __call__(self) -> float:
        return self.t


def test_polite_messages_queue_and_an_assertive_one_starts_at_once():
    now = FakeTime()
    clock = VoiceClock(rate=175, now=now)
    clock.said("East plays the Nine of Diamonds.", assertive=False)
    first = clock.busy_until
    clock.said("South plays the Ten of Hearts.", assertive=False)
    assert clock.busy_until == pytest.approx(first + clock.seconds("South plays the Ten of Hearts."))
    clock.said("Your turn: play a card.", assertive=True)
    assert clock.busy_until == pytest.approx(now.t + clock.seconds("Your turn: play a card."))
    slow, fast = VoiceClock(rate=100), VoiceClock(rate=350)
    assert slow.seconds("West passes.") > fast.seconds("West passes.")


def test_nothing_unheard_is_flushed_by_an_assertive_message():
    now = FakeTime()
    speech = Speech()
    speech.clock.now = now
    speech.say("East plays the Nine of Diamonds.")
    speech.say("Your turn: play a card.", assertive=True)
    assert speech.history[-1] == ("Your turn: play a card.", False)  # queued after the card, not over it
    now.t += 60
    speech.say("Your turn to bid.", assertive=True)
    assert speech.history[-1] == ("Your turn to bid.", True)  # nothing unheard: at once


@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng is not installed")
def test_the_clock_gives_each_message_at_least_espeaks_time(tmp_path):
    clock = VoiceClock(rate=175)
    for message in ("West passes.", "East plays the Nine of Diamonds.", "Your turn: play a card.",
                    "North plays the Jack of Spades. North wins the trick, 21 points.",
                    "Contract: 100, Clubs, by North."):
        out = tmp_path / "m.wav"
        subprocess.run(["espeak-ng", "-s", "175", "-w", str(out), message], check=True, timeout=30)
        with wave.open(str(out)) as w:
            spoken = w.getnframes() / w.getframerate()
        assert spoken <= clock.seconds(message) <= spoken + 1.0, (message, spoken, clock.seconds(message))


def _paced_window(window):
    now = FakeTime()
    window.context.settings.wait_for_voice = "on"
    window.apply_settings()
    speech = window.context.speech
    speech.clock.now = now
    return speech, now


def test_a_computer_player_waits_for_the_last_message_and_f_hurries_it(window, qtbot):
    speech, now = _paced_window(window)
    c = window.controller
    window.start_game(find_variant("classic"), seed=7)
    window.animator.finish_now()
    while c.is_human_turn() or c.match.current_player() < 0:  # a bot's turn first
        c.play_bot_move_now()
        window.animator.finish_now()
    speech.say("West passes.")  # said now: the next bot waits for it
    moves = len(c.match.deal.history)
    c.auto_bots = True
    c._maybe_start_bot()
    QTest.qWait(400)
    assert len(c.match.deal.history) == moves, "a bot played while the voice was speaking"
    assert speech.wait_ms() > 0
    QTest.keyClick(window.table, Qt.Key.Key_F)  # hurry
    qtbot.waitUntil(lambda: len(c.match.deal.history) > moves, timeout=3000)


def test_the_bots_go_on_once_the_message_is_said(window, qtbot):
    speech, now = _paced_window(window)
    c = window.controller
    window.start_game(find_variant("classic"), seed=7)
    window.animator.finish_now()
    while c.is_human_turn() or c.match.current_player() < 0:
        c.play_bot_move_now()
        window.animator.finish_now()
    speech.say("North plays the Jack of Spades. North wins the trick, 21 points.")
    moves = len(c.match.deal.history)
    c.auto_bots = True
    c._maybe_start_bot()
    QTest.qWait(300)
    assert len(c.match.deal.history) == moves
    now.t = speech.clock.busy_until + 0.01  # the message has been said
    qtbot.waitUntil(lambda: len(c.match.deal.history) > moves, timeout=5000)


def test_without_pacing_the_bots_do_not_wait(window):
    speech = window.context.speech
    window.context.settings.wait_for_voice = "off"
    window.apply_settings()
    speech.say("East plays the Nine of Diamonds.")
    assert speech.unheard() and speech.wait_ms() == 0


def test_the_voice_row_of_the_settings(qtbot):
    from belote_desktop.storage.settings import Settings
    from belote_desktop.ui.dialogs.settings_dialog import SettingsDialog

    dialog = SettingsDialog(Settings(own_voice="never", wait_for_voice="on", speech_rate=250))
    qtbot.addWidget(dialog)
    row = dialog.voice
    assert (row.own_voice.currentData(), row.wait_for_voice.currentData(), row.speech_rate.value()) == (
        "never", "on", 250)
    row.wait_for_voice.setCurrentIndex(row.wait_for_voice.findData("off"))
    row.speech_rate.setValue(300)
    chosen = dialog.settings()
    assert (chosen.own_voice, chosen.wait_for_voice, chosen.speech_rate) == ("never", "off", 300)
