"""Each test starts with no file marked unreadable (the mark lasts a session: a process)."""

import pytest

from belote_desktop.storage import paths


@pytest.fixture(autouse=True)
def _fresh_unreadable_marks():
    paths._unreadable.clear()
    yield
    paths._unreadable.clear()
