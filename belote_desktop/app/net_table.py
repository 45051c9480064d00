"""A network table's part of the window (issue 36): who sits where, the table talk of comings and goings, the
host's sealed copies and the seat's token kept on disk, the sessions the window's network play opens for it, and the
end of the table. Only made for a window at a network table (``table.network``); what it shows goes through the
window: the talk, the voice, the messages, and the bar over the table (``ui/window/net_presence.NetPresence``, a
``NetBoard`` here) that says the table has ended."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, SignalInstance

from ..net.host import TAKE_BACK_OFF, TAKE_BACK_USED
from .game_record import GameRecord
from .host import Messenger, SeatNames, Spoken
from .net_return import keep_token, write_copy
from .net_words import away_words, ended_words, kept_words, removed_words, table_title, take_back_words
from .presence import SessionBridge
from .table import Table

if TYPE_CHECKING:
    from ..net.session import HostSession


class HostEvents(QObject):
    """The host thread's events, carried to the GUI thread."""

    happened = Signal(object)

    def deliver(self, event: dict[str, Any]) -> None:
        self.happened.emit(event)


class AbandonedGames(Protocol):
    @property
    def record(self) -> GameRecord: ...  # the game left unfinished is counted


class NamesOnTable(Protocol):
    """The window in step with the table (``ui/window/table_sync.TableSync``)."""

    def refresh_names(self) -> None: ...  # who sits where changed: the plates, the score sheet again

    def show_still(self) -> None: ...  # the table as it stands, without animation


class NetTableWindow(Protocol):
    """What a network table's part asks of its window (MainWindow satisfies it)."""

    @property
    def files(self) -> AbandonedGames: ...

    @property
    def sync(self) -> NamesOnTable: ...  # the window in step with the controller

    def setWindowTitle(self, title: str, /) -> None: ...

    def close(self) -> bool: ...


class NetContext(Spoken, Protocol):
    """What the part reads and writes of the window's ``WindowContext``."""

    human: int  # the player's seat: the host may seat him elsewhere

    @property
    def interactive(self) -> bool: ...  # False: no message box waits for an answer (tests, screenshots, soak)


class TalkLog(Protocol):
    """The table talk (``ui/window/talk.TableTalk``)."""

    @property
    def announced(self) -> SignalInstance: ...  # a line also shown over the table

    def log(self, message: str | Callable[[], str], kind: str = "plain") -> None: ...


class NetBoard(Protocol):
    """The bar over a network table (``ui/window/net_presence.NetPresence``)."""

    def table_ended(self, headline: Callable[[], str], words: Callable[[], str]) -> None: ...


class Closable(Protocol):
    """A window the part closes when the player leaves (the host's "Table open" panel)."""

    def close(self) -> bool: ...


class NetTable(QObject):
    def __init__(self, window: NetTableWindow, context: NetContext, controller: Table, seats: SeatNames,
                 talk: TalkLog, messages: Messenger, table_name: str = "", parent: QObject | None = None) -> None:
        """The bar over the table (``presence``) is the window's, made after this part."""
        super().__init__(parent)
        self.window = window
        self.context = context
        self.controller = controller
        assert controller.network is not None, "made for a network table"
        self.network = net = controller.network
        self.seats = seats
        self.talk = talk
        self.messages = messages
        self.table_name = table_name or "table"
        self.copy_file: Path | None = None
        self.copy_problem = ""
        self.address = ""  # the host's, and the player's name there: where the seat's token is kept
        self.player_name = ""
        self.token_problem = ""
        # the sessions NetPlay opens this window for (net_play.py), kept here, not on the window:
        self.bridge: SessionBridge | None = None  # the client session's messages to the GUI thread
        self.host_session: HostSession | None = None  # the table this window hosts, if any
        self.host_events: HostEvents | None = None  # its events, carried to the GUI thread
        self.waiting_panel: Closable | None = None  # its "Table open" panel
        self.presence: NetBoard | None = None  # the bar over the table (the window's, set when it is made)
        self._rule_told = False
        net.seatToken.connect(self._keep_token)
        net.seatsChanged.connect(self._on_seats)
        net.tableTalk.connect(self._on_talk)
        net.tableEnded.connect(self._on_ended)
        net.copyReceived.connect(self._keep_copy)
        net.takeBackRefused.connect(self._on_take_back_refused)
        net.shownStill.connect(window.sync.show_still)

    # -- leaving
    def hosting(self) -> bool:
        session = self.host_session
        return session is not None and session.running

    def may_close(self) -> bool:
        """The host is asked before his window closes the table for everyone (a match still going on)."""
        match = self.controller.match
        if not self.hosting() or not self.context.interactive or (match is not None and match.over):
            return True
        return self.messages.ask(QCoreApplication.translate("NetTable", "Close the table"), QCoreApplication.translate("NetTable",
            "Closing this window closes the table for every player. Each keeps a copy of the match that you "
            "can resume later. Close the table?"), QCoreApplication.translate("NetTable", "Close the table"),
            QCoreApplication.translate("NetTable", "Keep it open"),
            default_yes=False)  # Enter and Esc keep the table open: closing it ends the match for every friend

    def leave(self) -> None:
        """Leave the table (its seat goes to the computer); the host's window closes the table."""
        match = self.controller.match
        if match is not None and not match.over and match.actions():
            self.window.files.record.record_abandoned()
        self.network.leave_table()
        session = self.host_session
        if session is not None:
            session.close()
        panel = self.waiting_panel
        if panel is not None:
            panel.close()

    def _on_seats(self) -> None:
        self.context.human = self.controller.human_seat
        self.window.sync.refresh_names()
        named = self.network.table_name
        if named and named != self.table_name:  # the welcome names the table (the player may have typed an address)
            self.table_name = named
            self.window.setWindowTitle(table_title(named))
        if not self._rule_told and self.controller.seat_model.entries:
            self._rule_told = True
            words = take_back_words(self.network.take_back_rule)
            if words:
                self.talk.log(lambda: take_back_words(self.network.take_back_rule))

    def _keep_token(self, token: str) -> None:
        """The welcome's token, kept on disk: the player comes back to this seat with it (after leaving, a
        restarted window, or at the table resumed from a copy)."""
        if not self.address or not self.player_name:
            return
        try:
            keep_token(self.address, self.player_name, token)
        except OSError as error:
            self.token_problem = str(error)

    def _on_talk(self, what: str, seat: int, name: str) -> None:
        who = name or self.seats.names()[seat] if 0 <= seat < len(self.seats.names()) else name
        words = {
            "joined": QCoreApplication.translate("NetTable", "{name} sat down at the table."),
            "left": QCoreApplication.translate("NetTable", "{name} left the table."),
            "replaced": QCoreApplication.translate("NetTable", "The computer plays for {name} until they come back."),
            "came_back": QCoreApplication.translate("NetTable", "{name} came back to the table."),
            "took_back": QCoreApplication.translate("NetTable", "{name} took back their last move."),
            "away": away_words("{name}", own=False),
            "back": QCoreApplication.translate("NetTable", "{name} is back: the computer no longer plays for them."),
            "removed": removed_words("{name}"),
        }.get(what)
        if seat == self.controller.human_seat:
            if what == "joined":
                self.talk.log(lambda: QCoreApplication.translate("NetTable", "You sat down at the table."))
            if what in ("joined", "came_back"):  # a return is a new connection: new words, the host's talk says them
                self._log_own_words()
            return  # the window says itself what its own player does
        if words is not None:
            line: str = words
            self.talk.log(lambda: line.format(name=who))
            if what in ("joined", "left", "came_back", "away", "back", "removed"):
                self.talk.announced.emit(words.format(name=who))
                self.context.speech.say(words.format(name=who))  # and to a screen reader, once
            if what in ("joined", "came_back"):
                self._log_seat_words(seat, who)

    # -- the short words (issue 58): the same on both screens unless someone sits between them
    def _log_own_words(self) -> None:
        session = self.network.session
        words, number = getattr(session, "short_words", None), getattr(session, "short_number", None)
        if not words or self.host_session is not None:
            return  # (the host's own window joins through this computer: nothing to compare)
        def said() -> str:  # made again on a language change
            return QCoreApplication.translate(
                "NetTable", "Your connection's words: {words} ({number}). The host's window shows the same words "
                            "beside your name unless someone sits between you.").format(words=words, number=number)

        self.talk.log(said)
        self.context.speech.say(said())

    def _log_seat_words(self, seat: int, name: str) -> None:
        session = self.host_session
        if session is None:
            return
        try:
            words, number = session.short_words().get(seat, (None, None))
        except (AttributeError, RuntimeError):
            return
        if words:
            def said() -> str:  # made again on a language change
                return QCoreApplication.translate(
                    "NetTable", "{name}'s connection: {words} ({number}). Their window shows the same words unless "
                                "someone sits between you.").format(name=name, words=words, number=number)

            self.talk.log(said)
            self.context.speech.say(said())

    def _on_take_back_refused(self, detail: str) -> None:
        if detail == TAKE_BACK_OFF:
            words = QCoreApplication.translate("NetTable", "Moves cannot be taken back at this table.")
        elif detail == TAKE_BACK_USED:
            words = QCoreApplication.translate("NetTable", "You have already taken back a move in this trick.")
        else:
            words = QCoreApplication.translate("NetTable", "Too late to take it back: another player has moved since.")
        self.talk.announced.emit(words)

    def _on_ended(self, reason: str, detail: str) -> None:
        match = self.controller.match
        if reason == "closed" and match is not None and match.over:
            reason = "over"
        refusal = self.network.refusal

        def headline() -> str:  # made again on a language change
            return ended_words(reason, refusal, detail)

        def kept() -> str:
            return kept_words() if self.copy_file is not None and reason in ("closed", "lost") else ""

        def text() -> str:
            return " ".join(words for words in (headline(), kept()) if words)

        self.talk.log(text)
        if reason == "left":
            return  # the player's own doing: the window is closing
        if match is not None and not match.over:  # the bar above the table says it, and stays
            if self.presence is not None:
                self.presence.table_ended(headline, kept)
            self.context.speech.say(text())
        else:
            self.messages.notify(text())
        if match is None and reason in ("refused", "lost"):  # never seated: nothing to look at in this window
            QTimer.singleShot(0, self.window.close)

    def _keep_copy(self, sealed: bytes) -> None:
        """The host's sealed copy of the match, kept whole or not at all (the last one that arrived)."""
        try:
            path = write_copy(self.table_name, sealed)
        except OSError as error:
            self.copy_problem = str(error)
            return
        self.copy_file = path


