"""A network table's window part (issue 36): who sits where, the table talk of comings and goings, the
host's sealed copies kept on disk, the end of the table, and the menu entries a network table has no use
for turned off. Only made for a window at a network table (``table.network``)."""

from __future__ import annotations

import base64
import os
import re
import time
from pathlib import Path
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from ...net import protocol
from ...net.asking import ASKED_AGAIN, ASKED_TOO_OFTEN, NOT_LET_IN, NOT_THIS_MATCH
from ...net.host import CODE_LENGTH, SEAT_ELSEWHERE, SEAT_WORD, TAKE_BACK_OFF, TAKE_BACK_USED
from ...net.names import name_key
from ...storage import paths
from ...app.presence import SessionBridge
from ...app.table import Table
from .context import WindowContext
from .messages import Messages
from .net_presence import NetPresence, PresenceWindow
from .net_words import away_words, removed_words
from .seats import Seats
from .talk import TableTalk

if TYPE_CHECKING:
    from ...net.session import HostSession
    from ..dialogs.host_dialog import WaitingPanel

COPY_SUFFIX = ".belote-copy"
SEAT_TOKENS_FILE = "seats.json"  # beside the copies: the player's key to each seat he took, by host and name
MAX_SEAT_TOKENS = 64  # the latest kept


def copies_dir() -> Path:
    return paths.app_dirs().network_dir / "copies"


def _token_key(address: str, name: str) -> str:
    return f"{address.strip().lower()} {name_key(name)}"


def kept_token(address: str, name: str) -> str | None:
    """The token this player was given at the table at ``address`` under ``name`` (None if none, or the file
    cannot be read): sent only to a host at that address, to come back to that seat."""
    try:
        data = paths.read_json_object(copies_dir() / SEAT_TOKENS_FILE)
    except (OSError, ValueError):
        return None
    entry = data.get(_token_key(address, name))
    token = entry.get("token") if isinstance(entry, dict) else None
    if not isinstance(token, str) or not protocol.MIN_TOKEN <= len(token) <= protocol.MAX_TOKEN \
            or not protocol.TOKEN_CHARS.issuperset(token):
        return None
    return token


def keep_token(address: str, name: str, token: str, now: float | None = None) -> None:
    """Keep the welcome's token for the table at ``address`` and this name (the latest MAX_SEAT_TOKENS), in a
    file readable by its owner only; OSError if it cannot be written."""
    path = copies_dir() / SEAT_TOKENS_FILE
    try:
        data = paths.read_json_object(path)
    except FileNotFoundError:
        data = {}
    except (OSError, ValueError):
        data = {}
        paths.move_aside(path)
    entries = {k: v for k, v in data.items() if isinstance(v, dict) and isinstance(v.get("at"), (int, float))}
    entries[_token_key(address, name)] = {"token": token, "at": time.time() if now is None else now}
    latest = sorted(entries.items(), key=lambda item: item[1]["at"])[-MAX_SEAT_TOKENS:]
    paths.ensure_dir(path.parent)
    paths.atomic_write_json(path, dict(latest))
    try:
        os.chmod(path, 0o600)
    except OSError:
        pass


def take_back_words(rule: str) -> str:
    """The table's take-back rule, in the player's words."""
    return {
        "off": QCoreApplication.translate("NetTable", "At this table, moves cannot be taken back."),
        "trick": QCoreApplication.translate(
            "NetTable", "At this table, each player may take back a move once a trick, while only the computer "
            "has played since."),
        "free": QCoreApplication.translate(
            "NetTable", "At this table, a move may be taken back while only the computer has played since."),
    }.get(rule, "")


def table_title(table_name: str) -> str:
    """A network table's window title: the table's name, and where it is. Never the program's name: Qt adds it
    to every title (QGuiApplication.applicationDisplayName), "Anna's table — on the network — Belote Desktop"."""
    return QCoreApplication.translate("NetTable", "{table} — on the network").format(table=table_name)


def copy_path(table_name: str) -> Path:
    """Where the copy of a match played at ``table_name`` is kept (one file a table name)."""
    safe = re.sub(r"[^\w.-]+", "_", table_name, flags=re.UNICODE).strip("._")[:40] or "table"
    return copies_dir() / f"{safe}{COPY_SUFFIX}"


class HostEvents(QObject):
    """The host thread's events, carried to the GUI thread."""

    happened = Signal(object)

    def deliver(self, event: dict[str, Any]) -> None:
        self.happened.emit(event)


class AbandonedGames(Protocol):
    def record_abandoned(self) -> None: ...


class NetTableWindow(PresenceWindow, Protocol):
    """What a network table's part asks of its window (MainWindow satisfies it)."""

    @property
    def files(self) -> AbandonedGames: ...

    def show_still(self) -> None: ...

    def refresh_names(self) -> None: ...

    def setWindowTitle(self, title: str, /) -> None: ...

    def close(self) -> bool: ...


class NetTable(QObject):
    def __init__(self, window: NetTableWindow, context: WindowContext, controller: Table, seats: Seats,
                 talk: TableTalk, messages: Messages, table_name: str = "", parent: QObject | None = None) -> None:
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
        self.waiting_panel: WaitingPanel | None = None  # its "Table open" panel
        self._rule_told = False
        net.seatToken.connect(self._keep_token)
        net.seatsChanged.connect(self._on_seats)
        net.tableTalk.connect(self._on_talk)
        net.tableEnded.connect(self._on_ended)
        net.copyReceived.connect(self._keep_copy)
        net.takeBackRefused.connect(self._on_take_back_refused)
        net.shownStill.connect(window.show_still)
        self.presence = NetPresence(window, context, controller, talk, parent=self)

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
            self.window.files.record_abandoned()
        self.network.leave_table()
        session = self.host_session
        if session is not None:
            session.close()
        panel = self.waiting_panel
        if panel is not None:
            panel.close()

    def _on_seats(self) -> None:
        self.context.human = self.controller.human_seat
        self.window.refresh_names()
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
            self.presence.table_ended(headline, kept)
            self.context.speech.say(text())
        else:
            self.messages.notify(text())
        if match is None and reason in ("refused", "lost"):  # never seated: nothing to look at in this window
            QTimer.singleShot(0, self.window.close)

    def _keep_copy(self, sealed: bytes) -> None:
        """The host's sealed copy of the match, kept whole or not at all (the last one that arrived)."""
        path = copy_path(self.table_name)
        try:
            paths.ensure_dir(path.parent)
            paths.atomic_write_text(path, base64.b64encode(sealed).decode("ascii") + "\n")
        except OSError as error:
            self.copy_problem = str(error)
            return
        self.copy_file = path


def read_copy(path: Path) -> bytes:
    """A copy file's sealed bytes (ValueError with a sentence if it is not one)."""
    raw = paths.read_bytes_safely(path, limit=200_000)
    try:
        return base64.b64decode(raw.strip(), validate=True)
    except ValueError:
        raise ValueError(f"{path.name} is not a copy of a network match") from None


def ended_words(reason: str, refusal: str, detail: str) -> str:
    """Why the table ended for this player, in his words."""
    if reason == "refused":
        return refusal_words(refusal, detail)
    return {
        "closed": QCoreApplication.translate("NetTable", "The host closed the table."),
        "over": QCoreApplication.translate("NetTable", "The match is over; the table is closed."),
        "lost": QCoreApplication.translate("NetTable", "The connection to the host was lost."),
        "left": QCoreApplication.translate("NetTable", "You left the table."),
    }.get(reason, QCoreApplication.translate("NetTable", "The table is closed."))


def kept_words() -> str:
    """What is left of a table that closed or was lost, for a player who holds a copy of its match."""
    # the copy is sealed with the host's key: only the host's computer opens it, so it is not a save of the
    # player's; what the player can do is come back to the seat when the host opens the table again
    return QCoreApplication.translate(
        "NetTable", "The match is kept: the host can open the table again where it stopped, and you get "
        "your seat back by joining it from this computer with the same name. This computer keeps a copy "
        "of the match too, in case the host needs it (Game › Resume a table from a player's copy… shows "
        "where).")


# the refusals of a request to sit down once the match has begun (net/asking.py), in the player's words
_REQUEST_REFUSALS: dict[str, Callable[[], str]] = {
    NOT_LET_IN: lambda: QCoreApplication.translate(
        "NetTable", "The host did not let you sit down: the match had already begun. Join when the host opens the "
                    "next match, or ask the host to let you in."),
    NOT_THIS_MATCH: lambda: QCoreApplication.translate(
        "NetTable", "The host does not let you sit down during this match. Join when the host opens the next "
                    "match."),
    ASKED_TOO_OFTEN: lambda: QCoreApplication.translate(
        "NetTable", "You asked the host too often to sit down: wait a minute before you ask again."),
    ASKED_AGAIN: lambda: QCoreApplication.translate(
        "NetTable", "You asked for this seat again from another window or connection: this one is closed."),
}


def refusal_words(reason: str, detail: str) -> str:
    """Why the host did not seat this player, in the player's words (the host's own detail for the rest)."""
    words = {
        "bad_code": QCoreApplication.translate(
            "NetTable", "Wrong code, or not the table you were given: check the code with the host (it has {length} "
                        "letters and digits) and the table's address.").format(length=CODE_LENGTH),
        "old_version": QCoreApplication.translate(
            "NetTable", "This program and the host's are different versions: the older one must be updated "
            "({detail})."),
        "table_full": QCoreApplication.translate(
            "NetTable", "There is no seat for you at this table ({detail})."),
        "name_taken": QCoreApplication.translate(
            "NetTable", "A player at this table has this name, or one that looks like it. If you sat at this "
            "table before, come back from the same computer with the same name: it keeps your seat for you. "
            "Otherwise choose another name."),
        "removed": QCoreApplication.translate(
            "NetTable", "The host removed you from this table. The computer plays your seat for the rest of the "
                        "match."),
    }.get(reason)
    if reason == "table_full" and detail in _REQUEST_REFUSALS:
        words = _REQUEST_REFUSALS[detail]()
    if reason == "name_taken" and detail == SEAT_ELSEWHERE:
        words = QCoreApplication.translate(
            "NetTable", "You came back to your seat from another window or connection: this one is closed.")
    if reason == "name_taken" and detail == SEAT_WORD:
        words = QCoreApplication.translate(
            "NetTable", "“You” is what each player's window calls its own seat, so the others would read it as "
            "themselves: join with your name.")
    if words is None:
        words = QCoreApplication.translate("NetTable", "The host refused to seat you: {detail}")
    return words.format(detail=detail)
