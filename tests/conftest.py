"""Test setup shared by every test folder.

Qt runs offscreen (set before any Qt import), each test gets its own settings/saves folder
through BELOTE_DESKTOP_HOME, and the UI animates instantly.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_QUICK_BACKEND", "software")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _belote_home(tmp_path, monkeypatch):
    """A fresh, empty app folder per test (settings, saves, autosave, stats)."""
    home = tmp_path / "belote-home"
    monkeypatch.setenv("BELOTE_DESKTOP_HOME", str(home))
    monkeypatch.setenv("BELOTE_DESKTOP_ANIMATION", "instant")
    return home
