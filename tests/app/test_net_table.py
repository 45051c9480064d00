"""A network table's part below the window (issue 72): ``app/net_table.NetTable`` tells the comings and goings in
the talk and to a screen reader, and a refused take-back over the table, through what it asks of the window
(Protocols), with no widget and no screen."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from types import SimpleNamespace

from PySide6.QtCore import QObject, Signal

from belote_desktop.app.net_table import NetTable
from belote_desktop.app.network_table import NetworkTable
from belote_desktop.net.host import TAKE_BACK_OFF


class Voice(QObject):
    spoken = Signal(str, bool)

    def __init__(self) -> None:
        super().__init__()
        self.said: list[str] = []

    def say(self, message: str, assertive: bool = False) -> None:
        self.said.append(message)


@dataclass
class Context:
    human: int = 0
    interactive: bool = False
    speech: Voice = field(default_factory=Voice)


class Talk(QObject):
    announced = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[Callable[[], str]] = []

    def log(self, message: str | Callable[[], str], kind: str = "plain") -> None:
        self.lines.append(message if callable(message) else (lambda: message))


class Window:
    def __init__(self) -> None:
        self.files = SimpleNamespace(record=None)
        self.sync = SimpleNamespace(refresh_names=lambda: None, show_still=lambda: None)
        self.title = ""

    def setWindowTitle(self, title: str, /) -> None:
        self.title = title

    def close(self) -> bool:
        return True


class Names:
    def names(self) -> list[str]:
        return ["You", "West", "North", "East"]


def _part() -> tuple[NetTable, NetworkTable, Context, Talk]:
    table, context, talk = NetworkTable(), Context(), Talk()
    part = NetTable(Window(), context, table, Names(), talk, SimpleNamespace(), parent=table)
    return part, table, context, talk


def test_a_person_sitting_down_is_told_in_the_talk_and_said_once(qtbot):
    part, table, context, talk = _part()
    over: list[str] = []
    talk.announced.connect(over.append)
    table.network.tableTalk.emit("joined", 2, "Ana")
    assert [line() for line in talk.lines] == ["Ana sat down at the table."]
    assert over == ["Ana sat down at the table."] == context.speech.said
    table.network.tableTalk.emit("replaced", 3, "")  # a computer seat by its side of the screen, in the talk only
    assert talk.lines[-1]() == "The computer plays for East until they come back." and len(context.speech.said) == 1


def test_the_players_own_comings_are_his_own_words(qtbot):
    part, table, context, talk = _part()
    table.network.tableTalk.emit("joined", table.human_seat, "Me")
    assert [line() for line in talk.lines] == ["You sat down at the table."] and context.speech.said == []


def test_a_refused_take_back_is_said_over_the_table(qtbot):
    part, table, context, talk = _part()
    over: list[str] = []
    talk.announced.connect(over.append)
    table.network.takeBackRefused.emit(TAKE_BACK_OFF)
    assert over == ["Moves cannot be taken back at this table."] and talk.lines == []
    assert not part.hosting() and part.may_close()  # nobody hosted here: the window closes without a question
