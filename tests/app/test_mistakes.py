"""My mistakes below the window (issue 74): the shelf keeps a finished deal's costly choices once (a deal looked over
twice, or by Review and by the look-over, counts once), writes the notebook after every change, answers on the
schedule, counts the Statistics page's figures once per position, and keeps the player's notebook through a damaged
entry, a damaged file (kept aside, told) and a disk that refuses (told). No widget: the dialog's tests are in
tests/ui/dialogs/test_mistakes_dialog.py."""

from __future__ import annotations

import datetime
import json

from belote_desktop.app import storage_text
from belote_desktop.app.mistakes import MistakeShelf
from belote_desktop.app import mistake_words as words
from belote_desktop.learn import mistakes as learned
from belote_desktop.storage import document as doc
from belote_desktop.storage import mistakes as store
from tests.learn.mistake_cases import judged

DAY = datetime.date(2026, 11, 28)


def _shelf(**kw) -> MistakeShelf:
    return MistakeShelf(today=lambda: DAY, **kw)


def test_a_deal_is_kept_once_on_disk_and_read_back_equal():
    deal, decisions = judged("classic", 2)
    shelf = _shelf()
    new = shelf.keep(deal, 0, decisions)
    assert new and shelf.looked_over(deal)
    assert shelf.keep(deal, 0, decisions) == []  # the same deal again: nothing counted twice
    again = _shelf()
    assert again.mistakes == shelf.mistakes and again.told == []
    assert again.notebook.looked_over == [learned.deal_key(deal)]
    figures = again.progress()
    assert figures.kept == len(new) == sum(figures.by_kind.values()) == figures.due
    assert figures.retired == 0


def test_look_over_judges_a_finished_deal_in_the_thread_pool(qtbot):
    deal, decisions = judged("bulgarian", 2)
    shelf = _shelf(load=lambda: (store.Notebook(), []), save=lambda notebook: None)
    with qtbot.waitSignal(shelf.changed, timeout=60_000):
        assert shelf.look_over(deal, 0)
    assert [m.key for m in shelf.mistakes] == [m.key for m in learned.kept_from(deal, 0, decisions, DAY)]
    assert not shelf.look_over(deal, 0)  # looked over already


def test_answers_move_a_mistake_on_its_schedule_and_are_written():
    deal, decisions = judged("coinche", 2)
    shelf = _shelf()
    shelf.keep(deal, 0, decisions)
    mistake = shelf.due()[0]
    answer = shelf.answer(mistake, mistake.best)
    assert answer.right and answer.mistake.box == 1
    assert all(m.key != mistake.key for m in shelf.due())
    kept = json.loads(store.mistakes_path().read_text(encoding="utf-8"))["mistakes"]
    assert next(m for m in kept if m["key"] == mistake.key)["box"] == 1
    state = mistake.state()
    said = words.verdict_words(mistake, state, answer, DAY)
    assert said[0].startswith("Right!") and "2 days" in said[-1]
    assert words.named(mistake, state, mistake.best) in said[2]


def test_a_damaged_entry_is_left_out_and_told_the_others_kept():
    deal, decisions = judged("classic", 2)
    _shelf().keep(deal, 0, decisions)
    path = store.mistakes_path()
    data = json.loads(path.read_text(encoding="utf-8"))
    count = len(data["mistakes"])
    data["mistakes"][0]["kind"] = "a kind of our own"
    path.write_text(json.dumps(data), encoding="utf-8")
    shelf = _shelf()
    assert len(shelf.mistakes) == count - 1
    assert [p.kind for p in shelf.told] == [doc.RESET]
    told = storage_text.describe(shelf.told[0])
    assert "1 of your mistakes to practise could not be read" in told
    assert shelf.told[0].kept_at is not None and shelf.told[0].kept_at.exists()


def test_a_damaged_file_is_kept_aside_told_and_the_list_starts_again():
    path = store.mistakes_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format_version": 1, "mistakes": "many"}', encoding="utf-8")
    shelf = _shelf()
    assert shelf.mistakes == [] and [p.kind for p in shelf.told] == [doc.DAMAGED]
    kept = shelf.told[0].kept_at
    assert kept is not None and "many" in kept.read_text(encoding="utf-8")
    said = storage_text.title(shelf.told[0]) + " " + storage_text.describe(shelf.told[0])
    assert "mistakes to practise" in said and str(kept) in said
    deal, decisions = judged("classic", 2)
    assert shelf.keep(deal, 0, decisions)
    assert json.loads(path.read_text(encoding="utf-8"))["mistakes"]


def test_a_notebook_too_new_is_left_alone():
    path = store.mistakes_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    text = '{"format_version": 99, "mistakes": [], "looked_over": []}'
    path.write_text(text, encoding="utf-8")
    shelf = _shelf()
    assert [p.kind for p in shelf.told] == [doc.TOO_NEW]
    deal, decisions = judged("classic", 2)
    shelf.keep(deal, 0, decisions)
    assert path.read_text(encoding="utf-8") == text  # not written over
    assert [p.kind for p in shelf.told][-1] == doc.BLOCKED


def test_a_disk_that_refuses_is_told_and_the_mistakes_stay_in_memory():
    def refuse(notebook):
        raise PermissionError(13, "Permission denied")

    shelf = _shelf(load=lambda: (store.Notebook(), []), save=refuse)
    deal, decisions = judged("classic", 2)
    assert shelf.keep(deal, 0, decisions)
    assert [p.kind for p in shelf.told] == [doc.WRITE]
    assert storage_text.title(shelf.told[0]) == "Your mistakes to practise could not be saved."


def test_progress_per_game_and_retired_by_kind():
    shelf = _shelf(load=lambda: (store.Notebook(), []), save=lambda notebook: None)
    for game in ("classic", "bulgarian"):
        deal, decisions = judged(game, 2)
        shelf.keep(deal, 0, decisions)
    mistake = shelf.due("bulgarian")[0]
    for _ in range(learned.RETIRE_AFTER):
        mistake = shelf.answer(mistake, mistake.best).mistake
    assert mistake.retired
    whole, bulgarian = shelf.progress(), shelf.progress("bulgarian")
    assert whole.kept == len(shelf.mistakes) and bulgarian.kept == sum(m.game == "bulgarian" for m in shelf.mistakes)
    assert whole.retired == bulgarian.retired == 1 and whole.retired_by_kind == {mistake.kind: 1}
    assert whole.due == whole.kept - 1
    assert shelf.games() == ["classic", "bulgarian"]


def test_the_position_says_what_was_said_at_the_table_as_the_player_heard_it():
    from belote_desktop.learn import table_words as text

    found = 0
    for seed in range(2, 8):
        deal, decisions = judged("classic", seed)
        for mistake in learned.kept_from(deal, 0, decisions, DAY):
            state = mistake.state()
            heard = state.view_for(0).announcements
            situation = words.situation_text(state, 0)
            assert ("Said at the table" in situation) == bool(heard)
            for a in heard:
                assert text.announcement_text(a.kind, a.melds, state.rules, a.unshown) in situation
                found += 1
    assert found, "no deal of these seeds had a declaration before a costly choice"


def test_the_notebook_is_read_when_first_asked_for_not_at_the_windows_start():
    reads = []

    def load():
        reads.append(1)
        return store.Notebook(), []

    shelf = _shelf(load=load, save=lambda notebook: None)
    assert reads == []
    assert shelf.due() == [] and shelf.told == [] and reads == [1]
    deal, decisions = judged("classic", 2)
    shelf.keep(deal, 0, decisions)
    assert reads == [1]
