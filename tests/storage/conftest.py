"""Each test starts with no file marked unreadable (the mark lasts a session: a process); ``home``: the app
folder is the test's tmp_path itself."""

import pytest

from belote_desktop.storage import paths
from belote_desktop.storage.paths import HOME_ENV


@pytest.fixture(autouse=True)
def _fresh_unreadable_marks():
    paths.unreadable_paths.clear()
    yield
    paths.unreadable_paths.clear()


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(HOME_ENV, str(tmp_path))
    return tmp_path
