"""What the player is told about a file (``app/storage_text``): every problem in plain words, in the player's
language, and a file that cannot be *written* under a title that says so ("Your settings could not be saved."),
never under the title of a file that could not be read. The window telling them: tests/ui/window/."""

from __future__ import annotations

import errno
from pathlib import Path

import pytest

from belote_desktop import i18n
from belote_desktop.storage import document as doc
from belote_desktop.storage.document import Problem
from belote_desktop.app import storage_text
from tests.rulesets import slow_after

READ_TITLES = ("Your settings could not all be read.", "Your statistics could not all be read.",
               "The game in progress could not be restored.", "The saved game could not be opened.")


@pytest.mark.parametrize("file, title", [
    ("settings", "Your settings could not be saved."),
    ("statistics", "Your statistics could not be saved."),
    ("autosave", "The game in progress could not be kept."),
    ("save", "The game could not be saved."),
])
@pytest.mark.parametrize("kind", [doc.WRITE, doc.BLOCKED])
def test_a_write_failure_has_a_title_of_its_own(file, title, kind):
    problem = Problem(file, kind, Path("/x") / f"{file}.json", error=errno.ENOSPC)
    assert storage_text.title(problem) == title


@pytest.mark.parametrize("file", ["settings", "statistics", "autosave", "save"])
def test_a_read_problem_keeps_its_title(file):
    assert storage_text.title(Problem(file, doc.DAMAGED, Path("x.json"))) in READ_TITLES


ALL_KINDS = [
    Problem(file, kind, Path("/x/f.json"), Path("/x/f.damaged.json"), fields=("hints",), name="Sunday")
    for file in ("settings", "statistics", "autosave", "save")
    for kind in (doc.DAMAGED, doc.DAMAGED_STUCK, doc.UNREADABLE, doc.NOT_A_FILE, doc.TOO_NEW, doc.RESET,
                 doc.MISSING, doc.WRITE, doc.BLOCKED, doc.FOLDER, doc.NAME_TAKEN, doc.UNOFFERED,
                 doc.SINGLE_DEAL)
]


@pytest.mark.parametrize("language", slow_after(["fr", "bg", "ar", "el", "hr", "ru"]))
def test_refusals_are_in_the_players_language(qapp, language):
    english = {(p.file, p.kind): (storage_text.title(p), storage_text.describe(p)) for p in ALL_KINDS}
    assert i18n.install_language(qapp, language)
    try:
        for p in ALL_KINDS:
            title, text = storage_text.title(p), storage_text.describe(p)
            assert title != english[(p.file, p.kind)][0], (language, p)
            assert text != english[(p.file, p.kind)][1], (language, p)
            assert "/x/f" in text or p.kind in (doc.MISSING, doc.NAME_TAKEN) or (
                p.kind in (doc.TOO_NEW, doc.UNOFFERED) and p.file != "autosave"), (language, p)
        assert storage_text.setting_label("hints") != "rule hints"
    finally:
        i18n.install_language(qapp, "en")


def test_every_setting_has_a_plain_name():
    import dataclasses

    from belote_desktop.storage.settings import Settings

    for f in dataclasses.fields(Settings):
        if f.name != "unknown":
            assert "_" not in storage_text.setting_label(f.name), f.name
