"""Game > Save game proposes a name no save has ("My game", "My game 2" ...) and asks before a save of the name
typed is replaced; "No" goes back to the name."""

from __future__ import annotations

import pytest

from belote_desktop.engine import find_variant, new_match
from belote_desktop.storage import saves
from belote_desktop.ui.window import games


class Dialog:
    """QInputDialog.getText's stand-in: records the name proposed, answers from a list."""

    def __init__(self, answers):
        self.answers = list(answers)
        self.proposed: list[str] = []

    def __call__(self, *_args, text="", **_kwargs):
        self.proposed.append(text)
        answer = self.answers.pop(0)
        return (text, True) if answer is None else answer


@pytest.fixture
def asked(window, monkeypatch):
    questions: list[str] = []
    answers: list[bool] = []
    monkeypatch.setattr(window.messages, "ask", lambda _title, question, *_verbs, **_options: questions.append(question) or answers.pop(0))
    return questions, answers


def _game(window, seed=4):
    window.start_game(find_variant("classic"), seed=seed)
    window.controller.play_bot_move_now()


def test_the_dialog_proposes_a_free_name_each_time(window, monkeypatch, asked):
    questions, _answers = asked
    _game(window)
    dialog = Dialog([None, None, None])
    monkeypatch.setattr(games.QInputDialog, "getText", dialog)
    for _ in range(3):
        window.game_dialogs.save_dialog()  # the name proposed, accepted as it is
    assert dialog.proposed == ["My game", "My game 2", "My game 3"]
    assert sorted(s.name for s in saves.list_saves()) == ["My game", "My game 2", "My game 3"]
    assert questions == []  # nothing was replaced, so nothing was asked


def test_an_existing_name_is_replaced_only_when_the_player_says_yes(window, monkeypatch, asked):
    questions, answers = asked
    first = saves.save_named("Evening", new_match(find_variant("coinche"), seed=9))
    kept = first.read_bytes()
    _game(window)
    dialog = Dialog([("evening", True), (None, False)])  # typed (another case), then Cancel
    monkeypatch.setattr(games.QInputDialog, "getText", dialog)
    answers.append(False)  # do not replace
    window.game_dialogs.save_dialog()
    assert len(questions) == 1 and "evening" in questions[0] and "Replace" in questions[0]
    assert dialog.proposed == ["My game", "evening"]  # "No" goes back to the name typed
    assert first.read_bytes() == kept and [s.name for s in saves.list_saves()] == ["Evening"]

    dialog = Dialog([("Evening", True)])
    monkeypatch.setattr(games.QInputDialog, "getText", dialog)
    answers.append(True)
    window.game_dialogs.save_dialog()
    assert len(questions) == 2
    assert saves.load_save(first).state == window.controller.match  # replaced, as the player said


def test_existing_save_and_free_name_in_storage():
    assert saves.existing_save("Anything") is None and saves.free_name("My game") == "My game"
    path = saves.save_named("My game", new_match(find_variant("classic"), seed=1))
    assert saves.existing_save("MY GAME") == path and saves.existing_save("my  game ") == path
    assert saves.free_name("My game") == "My game 2"
    saves.save_named("My game 2", new_match(find_variant("classic"), seed=1))
    assert saves.free_name("my game") == "my game 3"
    long = "x" * saves.MAX_NAME_LENGTH
    saves.save_named(long, new_match(find_variant("classic"), seed=1))
    proposed = saves.free_name(long)
    assert proposed.endswith(" 2") and len(proposed) == saves.MAX_NAME_LENGTH and saves.existing_save(proposed) is None
