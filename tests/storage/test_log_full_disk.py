"""The log file on a full disk: the records are dropped quietly, never a logging traceback on stderr, and the
game goes on."""

from __future__ import annotations

import errno
import logging

import pytest

from belote_desktop.storage import logs


class FullDisk:
    """A file object on a full disk: every write and flush fails with ENOSPC."""

    def __init__(self) -> None:
        self.tries = 0

    def write(self, _text: str) -> int:
        self.tries += 1
        raise OSError(errno.ENOSPC, "No space left on device")

    def flush(self) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    def seek(self, offset: int, whence: int = 0) -> int:
        return 0

    def tell(self) -> int:
        return 0

    def close(self) -> None:
        pass


@pytest.fixture
def full_disk(monkeypatch):
    stream = FullDisk()
    monkeypatch.setattr(logs._AppLogHandler, "_open", lambda self: stream)
    monkeypatch.setattr(logging, "raiseExceptions", True)  # as in the app: Python's default
    yield stream
    logs.stop_log_file()


def test_the_start_up_line_on_a_full_disk_prints_nothing(home, full_disk, capsys):
    path = logs.start_log_file()
    assert path == logs.current_log_file()
    assert full_disk.tries >= 1  # the start-up line was tried
    assert capsys.readouterr().err == ""


def test_later_records_on_a_full_disk_are_dropped_quietly(home, full_disk, capsys):
    logs.start_log_file()
    for n in range(3):
        logging.getLogger("belote_desktop.test").warning("record %d", n)
    assert full_disk.tries >= 4
    assert capsys.readouterr().err == ""


def test_a_rollover_that_fails_prints_nothing(home, capsys, monkeypatch):
    monkeypatch.setattr(logging, "raiseExceptions", True)
    logs.start_log_file()
    try:
        def refuse(*_args):
            raise OSError(errno.ENOSPC, "No space left on device")

        monkeypatch.setattr(logs._AppLogHandler, "shouldRollover", lambda self, record: True)
        monkeypatch.setattr(logs._AppLogHandler, "doRollover", refuse)
        logging.getLogger("belote_desktop.test").warning("too big")
        assert capsys.readouterr().err == ""
    finally:
        logs.stop_log_file()


def test_a_good_disk_still_gets_every_record(home):
    path = logs.start_log_file()
    try:
        logging.getLogger("belote_desktop.test").warning("kept")
        assert "kept" in path.read_text(encoding="utf-8")
    finally:
        logs.stop_log_file()
