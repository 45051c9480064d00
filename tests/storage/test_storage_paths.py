"""paths.py: folders, the BELOTE_DESKTOP_HOME override, atomic writes, files kept aside."""

import json
import os
import subprocess
import sys
from datetime import datetime
from pathlib import Path

import pytest

from belote_desktop import APP_ID
from belote_desktop.storage import paths
from belote_desktop.storage.paths import (
    HOME_ENV,
    app_dirs,
    atomic_write_json,
    is_damaged_name,
    log_dir,
    move_aside,
    read_json_object,
)


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(HOME_ENV, str(tmp_path / "home"))
    return tmp_path / "home"


def test_home_override_puts_everything_under_one_folder(home):
    dirs = app_dirs()
    assert dirs.portable
    assert dirs.config == home / "config"
    assert dirs.data == home / "data"
    assert dirs.log == home / "logs"
    assert dirs.settings_file == home / "config" / "settings.json"
    assert dirs.autosave_file == home / "data" / "autosave.json"
    assert dirs.stats_file == home / "data" / "stats.json"
    assert dirs.saves_dir == home / "data" / "saves"


def test_folders_are_created_lazily(home):
    app_dirs()
    assert not home.exists()
    assert log_dir().is_dir()


def test_without_override_platformdirs_with_app_id(monkeypatch):
    monkeypatch.delenv(HOME_ENV, raising=False)
    dirs = app_dirs()
    assert not dirs.portable
    for folder in (dirs.config, dirs.data, dirs.log):
        assert APP_ID in str(folder)


def test_file_names_are_distinct_when_folders_coincide(monkeypatch, tmp_path):
    # Windows / macOS: config and data can be one folder
    monkeypatch.setattr(paths, "app_dirs", lambda: paths.AppDirs(tmp_path, tmp_path, tmp_path, False))
    d = paths.app_dirs()
    names = {d.settings_file, d.autosave_file, d.stats_file, d.saves_dir}
    assert len(names) == 4


def test_atomic_write_leaves_no_temp_files(tmp_path):
    target = tmp_path / "deep" / "file.json"
    atomic_write_json(target, {"a": "é♥"})
    assert "é♥" in target.read_text(encoding="utf-8")  # readable, not \u escapes
    atomic_write_json(target, {"a": 2})
    assert os.listdir(target.parent) == ["file.json"]
    assert read_json_object(target) == {"a": 2}


def test_atomic_write_failure_keeps_old_content(tmp_path, monkeypatch):
    target = tmp_path / "file.json"
    atomic_write_json(target, {"old": True})

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(paths.os, "replace", broken_replace)
    with pytest.raises(OSError):
        atomic_write_json(target, {"new": True})
    assert json.loads(target.read_text(encoding="utf-8")) == {"old": True}
    assert os.listdir(tmp_path) == ["file.json"]


def test_unserialisable_data_leaves_old_file(tmp_path):
    target = tmp_path / "file.json"
    atomic_write_json(target, {"old": True})
    with pytest.raises(TypeError):
        atomic_write_json(target, {"new": object()})
    assert read_json_object(target) == {"old": True}
    assert os.listdir(tmp_path) == ["file.json"]


def test_move_aside_never_overwrites(tmp_path):
    now = datetime(2024, 5, 6, 7, 8, 9)
    kept = []
    for text in ("one", "two", "three"):
        f = tmp_path / "settings.json"
        f.write_text(text)
        kept.append(move_aside(f, now))
    assert kept[0].name == "settings.damaged-20240506-070809.json"
    assert kept[1].name == "settings.damaged-20240506-070809-2.json"
    assert [k.read_text() for k in kept] == ["one", "two", "three"]
    assert all(is_damaged_name(k) for k in kept)
    assert not (tmp_path / "settings.json").exists()


@pytest.mark.parametrize("content", [b"{not json", b"[1, 2]", b"\x00\xff\xfe junk", b"", b"\"text\""])
def test_read_json_object_rejects_damage(tmp_path, content):
    f = tmp_path / "x.json"
    f.write_bytes(content)
    with pytest.raises(paths.DamagedFileError):
        read_json_object(f)


def test_read_json_object_accepts_bom(tmp_path):
    f = tmp_path / "x.json"
    f.write_bytes(b"\xef\xbb\xbf{\"a\": 1}")
    assert read_json_object(f) == {"a": 1}


def test_home_relative_and_user_paths(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv(HOME_ENV, "portable")
    assert app_dirs().config == Path(tmp_path, "portable", "config")


def test_replacing_keeps_permissions(tmp_path):
    target = tmp_path / "file.json"
    atomic_write_json(target, {"a": 1})
    os.chmod(target, 0o644)
    atomic_write_json(target, {"a": 2})
    if os.name == "posix":
        assert target.stat().st_mode & 0o777 == 0o644


def test_storage_imports_no_qt():
    code = (
        "import sys, belote_desktop.storage as s; s.load_settings; "
        "assert not [m for m in sys.modules if m.startswith('PySide6')], 'Qt loaded'"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=Path(__file__).parents[2])
