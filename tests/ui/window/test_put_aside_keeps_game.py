"""Starting over keeps the match (issue 70, item 6): the question before a New game or an opened save over a match
in progress puts it aside ("Put it aside": a named save the player may open again, or delete, in Game > Open saved
game, offered back by the "Your game waits" banner), as the Resume question's "Start a new game" does; it no longer
throws the match away. "Back to my game" on that banner puts the game on the table aside in turn, without asking
"Abandon the game in progress?"; it asks only where the game on the table cannot be kept."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from belote_desktop.engine import find_variant
from belote_desktop.storage import saves
from tests.ui.window.test_start_over_keeps_match import _new_game_accepted, _same, playing  # noqa: F401
from tests.ui.window.test_variant_start_keeps_game import _play_a_trick, _started, baloot_autosaved  # noqa: F401


def _saved(match) -> bool:
    """``match`` is among the saves Open saved game lists."""
    return any(not info.problem and _same(saves.load_save(info.path).state, match) for info in saves.list_saves())


def _answer(qtbot, button: str, seen: dict[str, object]) -> None:
    """Click ``button`` of the question box when it comes (Esc when it has no such button)."""

    def answer(tries: int = 200) -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            if tries:
                QTimer.singleShot(5, lambda: answer(tries - 1))
            return
        seen["default"] = box.defaultButton().text() if box.defaultButton() else None
        seen["buttons"] = sorted(b.text() for b in box.buttons())
        chosen = next((b for b in box.buttons() if b.text() == button), None)
        if chosen is None:
            qtbot.keyClick(box, Qt.Key.Key_Escape)
        else:
            chosen.click()

    QTimer.singleShot(0, answer)


def test_put_it_aside_keeps_the_match_as_a_save_and_offers_it_back(qtbot, playing, monkeypatch):  # noqa: F811
    w, match = playing
    w.interactive = True
    _new_game_accepted(monkeypatch)
    seen: dict[str, object] = {}
    _answer(qtbot, "Put it aside", seen)
    w.menus.act_new.trigger()
    assert seen["buttons"] == ["Keep playing", "Put it aside"]
    assert seen["default"] == "Keep playing"  # Enter still keeps playing
    c = w.controller
    assert c.match is not match and not c.match.actions()  # the new game is on the table
    assert _saved(match)  # the match is a save: Open saved game lists it
    aside = w.files.aside
    assert aside is not None and _same(saves.load_save(aside).state, match)
    banner = w.practice_banner
    assert banner.isVisible() and banner.leave_button.text() == "Back to my game"
    banner.leave_button.click()  # and it comes back
    assert _same(c.match, match)


def test_back_to_my_game_puts_the_game_on_the_table_aside_without_asking(qtbot, baloot_autosaved, monkeypatch):  # noqa: F811
    w = _started(qtbot, "--variant", "classic")  # the Baloot match in progress put aside, a new Belote game
    c = w.controller
    try:
        _play_a_trick(w)
        playing = c.match
        questions: list[str] = []
        monkeypatch.setattr(w.messages, "ask", lambda _title, question, *_v, **_o: questions.append(question) or False)
        w.practice_banner.leave_button.click()
        assert questions == []  # nothing is threatened: nothing asked
        assert _same(c.match, baloot_autosaved)
        aside = w.files.aside  # the Belote game waits in its turn, offered back by the banner
        assert aside is not None and _same(saves.load_save(aside).state, playing)
        assert w.practice_banner.isVisible() and "Belote" in w.practice_banner.title.text()
        assert len(saves.list_saves()) == 1  # the Baloot match's save went with its coming back
        w.practice_banner.leave_button.click()  # and back again
        assert questions == [] and _same(c.match, playing) and w.files.aside is not None
    finally:
        c.auto_bots = False
        c.cancel_bot()
        c.wait_for_bots()


def test_only_a_game_that_cannot_be_kept_is_asked_about(qtbot, baloot_autosaved, monkeypatch):  # noqa: F811
    from belote_desktop.storage.document import Problem

    w = _started(qtbot, "--variant", "classic")
    c = w.controller
    try:
        _play_a_trick(w)
        playing = c.match

        def refused(*_args, **_kwargs):
            raise saves.SaveError(Problem("save", "write", saves.saves_dir()))

        monkeypatch.setattr(saves, "save_named", refused)
        questions: list[str] = []
        monkeypatch.setattr(w.messages, "ask", lambda _title, question, *_v, **_o: questions.append(question) or False)
        monkeypatch.setattr(w.messages, "tell", lambda *_a, **_k: None)
        w.practice_banner.leave_button.click()
        assert questions == ["Abandon the game in progress?"]  # it cannot be kept: asked, and kept playing
        assert c.match is playing
    finally:
        c.auto_bots = False
        c.cancel_bot()
        c.wait_for_bots()


def test_new_game_without_the_question_puts_the_match_aside_too(qtbot, playing, monkeypatch):  # noqa: F811
    """A player who chose not to be asked (Preferences) loses nothing either."""
    w, match = playing
    w.settings.confirm_abandon_game = False
    _new_game_accepted(monkeypatch, find_variant("coinche"))
    w.menus.act_new.trigger()
    assert w.controller.match.rules.id == "coinche"
    assert _saved(match) and w.practice_banner.isVisible()
