"""What the player is told about damaged or unreadable files: one plain message, in the player's
language, and never an exception out of a slot (issue 18.8, issue 19.10)."""

from __future__ import annotations

import json

from PySide6.QtWidgets import QInputDialog

from belote_desktop.engine import find_variant
from belote_desktop.storage import paths, saves


def _collect(window, monkeypatch):
    told: list[tuple[str, str]] = []
    monkeypatch.setattr(window.messages, "warn", lambda title, text: told.append((title, text)))
    monkeypatch.setattr(window.toast, "show_message", lambda text, _anchor: told.append(("toast", text)))
    return told


def test_a_settings_file_with_eight_bad_keys_gives_one_plain_message(qtbot, monkeypatch):
    from belote_desktop.storage.settings import load_settings
    from belote_desktop.ui.window.main_window import MainWindow

    path = paths.app_dirs().settings_file
    path.parent.mkdir(parents=True)
    bad = {"animation_speed": "warp", "card_style": 3, "hints": "yes", "language": "français",
           "player_name": "", "bot_pause_ms": -1, "sound_volume": 500, "window_geometry": "!!"}
    from belote_desktop.storage.settings import Settings

    path.write_text(json.dumps(dict(Settings().to_dict(), **bad)), encoding="utf-8")
    settings, problems = load_settings()
    w = MainWindow(interactive=False, settings=settings, messages=problems)
    qtbot.addWidget(w)
    told = _collect(w, monkeypatch)
    w.show_startup_messages()
    assert len(told) == 1
    title, text = told[0]
    assert "animation speed" in text and "rule hints" in text and "volume" in text
    assert problems[0].kept_at is not None and str(problems[0].kept_at) in text
    words = text.replace(str(problems[0].kept_at), "")
    assert "_" not in words and "warp" not in words  # no developer words, no Python values


def test_damaged_statistics_are_told_at_start(qtbot, monkeypatch, window):
    stats = paths.app_dirs().stats_file
    stats.parent.mkdir(parents=True)
    stats.write_text('{"format_version": 1, "varaints": {}}', encoding="utf-8")
    told = _collect(window, monkeypatch)
    window.show_startup_messages()
    assert len(told) == 1 and "statistics" in told[0][1]
    assert len([p for p in stats.parent.iterdir() if paths.is_damaged_name(p)]) == 1


def test_save_game_when_the_saves_folder_is_a_file_tells_the_player(qtbot, monkeypatch, window):
    window.start_game(find_variant("classic"), seed=2)
    folder = saves.saves_dir()
    folder.parent.mkdir(parents=True, exist_ok=True)
    folder.write_bytes(b"a file")
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Evening", True))
    told = _collect(window, monkeypatch)
    window.game_dialogs.save_dialog()  # raised FileExistsError out of the slot before
    assert len(told) == 1 and told[0][0] == "The game could not be saved." and str(folder) in told[0][1]
    assert folder.read_bytes() == b"a file"


def test_an_unreadable_autosave_is_told_once_and_never_written(qtbot, monkeypatch, window):
    window.start_game(find_variant("classic"), seed=2)
    window.autosave()
    path = saves.autosave_path()
    before = path.read_bytes()
    paths.unreadable_paths[paths.path_key(path)] = "Input/output error"  # as read_autosave leaves it
    told = _collect(window, monkeypatch)
    for _ in range(3):
        window.autosave()
    assert [t[0] for t in told] == ["toast"]
    assert path.read_bytes() == before
    paths.unreadable_paths.clear()


def test_impossible_statistics_are_told_and_never_shown(qtbot, monkeypatch, window):
    import dataclasses

    from belote_desktop.storage.stats import VariantStats

    good = dict(dataclasses.asdict(VariantStats()), games_played=2, games_won=1, games_lost=1, best_score=900)
    variants = {"coinche": good, "classic": dict(good, games_won=10 ** 11, games_played=1, games_lost=0),
                "clbssic": good}
    stats = paths.app_dirs().stats_file
    stats.parent.mkdir(parents=True)
    stats.write_text(json.dumps({"format_version": 1, "variants": variants}), encoding="utf-8")
    original = stats.read_bytes()
    told = _collect(window, monkeypatch)
    window.show_startup_messages()
    [(title, text)] = told
    assert title == "Your statistics could not all be read."
    assert "The statistics of Belote (classic) were impossible" in text and "“clbssic”" in text
    [kept] = [p for p in stats.parent.iterdir() if paths.is_damaged_name(p)]
    assert kept.read_bytes() == original and str(kept) in text
    from belote_desktop.ui.dialogs.stats_window import variant_label as window_label

    dialog = window.rules_help.show_statistics()  # the window shows the valid entry and says what was left out
    qtbot.addWidget(dialog)
    rows = dialog.row_values()
    assert [r[0] for r in rows] == [window_label("coinche"), "All games"]
    assert not any("%" in cell and len(cell) > 6 for row in rows for cell in row)
    labels = [w.text() for w in dialog.findChildren(type(dialog.summary))]
    assert any("clbssic" in label for label in labels)


def test_a_save_with_rules_no_player_can_choose_is_refused_by_name(qtbot, monkeypatch, window):
    from belote_desktop.ui.dialogs.open_dialog import OpenGameDialog

    window.start_game(find_variant("classic"), seed=2)
    path = saves.save_named("Edited", window.files.saves.payload())
    data = json.loads(path.read_text(encoding="utf-8"))
    data["game"]["overrides"] = {"meld_table": "tarabish", "target_score": 500}
    path.write_text(json.dumps(data), encoding="utf-8")
    before = path.read_bytes()
    playing = window.controller.match
    told = _collect(window, monkeypatch)
    assert not window.open_save(path)
    [(title, text)] = told
    assert title == "The saved game could not be opened."
    assert "“Edited”" in text and "(meld_table)" in text and "kept as it is" in text
    assert window.controller.match is playing and path.read_bytes() == before
    dialog = OpenGameDialog(window)
    qtbot.addWidget(dialog)
    assert dialog.list.item(0).text() == "Edited — cannot be opened: rules the game does not offer"
