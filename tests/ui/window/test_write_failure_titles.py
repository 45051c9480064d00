"""A file that cannot be *written* is told under a title that says so ("Your settings could not be saved."),
never under the title of a file that could not be read."""

from __future__ import annotations

import errno


from belote_desktop.engine import find_variant

def _full_disk(*_args, **_kwargs):
    raise OSError(errno.ENOSPC, "No space left on device")


def _collect(window, monkeypatch):
    told: list[tuple[str, str]] = []
    monkeypatch.setattr(window.messages, "warn", lambda title, text: told.append((title, text)))
    return told


def test_settings_on_a_full_disk_are_told_as_not_saved(qtbot, monkeypatch, window):
    from belote_desktop.storage import settings as settings_store

    monkeypatch.setattr(settings_store, "save_settings", _full_disk)
    told = _collect(window, monkeypatch)
    window.preferences.save()
    [(title, text)] = told
    assert title == "Your settings could not be saved." and "the disk is full" in text


def test_statistics_on_a_full_disk_are_told_as_not_recorded(qtbot, monkeypatch, window):
    from belote_desktop.storage import stats as stats_store

    window.start_game(find_variant("classic"), seed=3)
    window.controller.play_bot_move_now()
    monkeypatch.setattr(stats_store, "save_stats", _full_disk)
    told = _collect(window, monkeypatch)
    window.files.record.record_abandoned()
    [(title, text)] = told
    assert title == "Your statistics could not be saved." and "the disk is full" in text
