"""Host a table on the local network, or join one (issue 36): the main window's Game menu entries.

Hosting runs the table (``net.session.HostSession``: the asyncio host in its own thread) and opens a table
window whose player joins it like any friend, through the loopback address (``ClientSession``): the host's
engine judges every seat the same way. Joining opens such a window on another machine's table. The game in
the main window is left as it was: a network table is a window of its own, and closing it leaves the
table (the host's closes it for everyone, after asking).
"""

from __future__ import annotations

from pathlib import Path
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, SignalInstance
from PySide6.QtWidgets import QWidget

from ...engine import Action, PlayerView
from ...net import seal
from ...net.host import HostTable, new_code, secret_seed
from ...storage import paths
from ...app.network_table import NetworkTable
from ...app.presence import SessionBridge
from ...app.context import WindowContext
from ..audio.voice import Speech
from .messages import Messages
from ...app.net_table import HostEvents, NetTable
from ...app.net_words import table_title

if TYPE_CHECKING:
    from ...net.session import HostSession
    from ...app.table import Table
    from ..dialogs.host_dialog import HostChoice, WaitingPanel
    from .menus import Menus
    from ...app.net_return import LastTable
    from ...app.seat_names import Seats
    from .talk import TableTalk

HOST_KEY_FILE = "host.key"
# the host's events after which the "Table open" panel shows the seats again
SEAT_EVENTS = frozenset({"joined", "left", "replaced", "came_back", "started", "removed", "away", "while_away",
                         "seat_request_over", "superseded"})


class TableWindow(Protocol):
    """A network table's window as NetPlay opens and keeps it (MainWindow satisfies it); its sessions are kept by
    its network part (``net_table``)."""

    talk: TableTalk
    context: WindowContext[Speech]
    seats: Seats  # who sits where: the names on the plates

    @property
    def destroyed(self) -> SignalInstance: ...

    @property
    def net_table(self) -> NetTable | None: ...

    @property
    def controller(self) -> Table: ...

    @property
    def menus(self) -> Menus: ...

    def window(self) -> QWidget: ...  # the window itself, as a widget (QWidget.window() of a top-level window)

    def windowTitle(self) -> str: ...

    def setWindowTitle(self, title: str, /) -> None: ...

    def show(self) -> None: ...

    def close(self) -> bool: ...


W = TypeVar("W", bound=TableWindow)


class NetPlay(QObject, Generic[W]):
    """Opens and keeps the network tables of one main window; ``open_table`` makes a table's window for its
    controller (MainWindow: another MainWindow)."""

    address = "0.0.0.0"  # every interface of this machine; the host admits local peers only (tests: 127.0.0.1)
    discovery_port: int | None = None  # None: the standard one (net.discovery.DISCOVERY_PORT); 0: no answers
    start_timeout = 3600.0
    # seconds a computer player waits before its move, so that people can follow: None, the player's pause (the
    # seat model's, from the settings); the tests' 0
    bot_delay: float | None = None

    def __init__(self, window: QWidget, context: WindowContext[Speech], controller: Table, messages: Messages,
                 open_table: Callable[[NetworkTable], W]) -> None:
        super().__init__(window)
        self.window = window
        self.context = context
        self.controller = controller
        self.messages = messages
        self.open_table = open_table
        self.tables: list[W] = []  # the open table windows
        self.last_host: dict[str, Any] | None = None
        self.last_join: dict[str, Any] | None = None
        self.menus: Menus | None = None  # the main window's, for Return to <table> (use_menus)

    def pause_s(self) -> float:
        """How long a computer player waits before its move at a table hosted here: the player's pause."""
        return self.controller.seat_model.pause_ms / 1000.0 if self.bot_delay is None else self.bot_delay

    # -- hosting
    def host_dialog(self) -> W | None:
        from ...app.seats import LEVELS
        from ..dialogs.host_dialog import HostDialog

        dialog = HostDialog(self.window, current_rules=self.controller.rules,
                            player_name=self.context.settings.player_name, levels=list(LEVELS),
                            last=self.last_host)
        dialog.rulesRequested.connect(lambda: self._change_rules(dialog))
        if not dialog.exec():
            return None
        return self.host(dialog.chosen())

    def _change_rules(self, dialog: Any) -> None:
        """The host's "Change the rules…": the New Game dialog's options for the game chosen, no game started."""
        from ..dialogs.new_game import NewGameDialog

        s = self.context.settings
        chooser = NewGameDialog(dialog.rules(), dialog, (s.partner_level, s.opponent_level))
        if chooser.exec():
            dialog.set_rules(chooser.rules())

    # -- resuming a table from a player's copy
    def resume_dialog(self) -> W | None:
        from PySide6.QtWidgets import QFileDialog

        from ...app.net_return import COPY_SUFFIX, copies_dir

        path, _ = QFileDialog.getOpenFileName(
            self.window, QCoreApplication.translate("NetTable", "Resume a table from a player's copy"), str(copies_dir()),
            QCoreApplication.translate("NetTable", "Copies of network matches (*{suffix})").format(suffix=COPY_SUFFIX))
        return self.resume(Path(path)) if path else None

    def resume(self, path: Path, address: str | None = None) -> W | None:
        """Open the table again from the copy in ``path``, sealed by this machine's key: the match goes on
        where it stopped; the players sit down again (the host's own seat as when he last hosted), each with the
        token the copy keeps the hash of (its seats: ``copy_seats``)."""
        from ...engine.record import RecordError
        from ...net.host import copy_seats, resume_copy
        from ...app.seats import DEFAULT_LEVEL
        from ..dialogs.host_dialog import DEFAULT_IDLE_LIMIT, HostChoice
        from ...app.net_return import read_copy

        try:
            sealed = read_copy(path)
            key = seal.load_or_create_key(paths.app_dirs().network_dir / HOST_KEY_FILE)
            match = resume_copy(sealed, key)
            seats_kept = copy_seats(sealed, key)
        except (OSError, ValueError, seal.SealError, RecordError) as error:
            self.messages.notify(QCoreApplication.translate("NetTable",
                "This copy cannot be resumed here: {error}. Only the computer that hosted the table can resume "
                "it, from a copy that was not changed.").format(error=error))
            return None
        n = match.rules.players
        last = HostChoice.from_dict(self.last_host) if self.last_host else None
        if last is not None and last.rules.players == n:
            seats, levels = list(last.seats), list(last.levels)
        else:
            seats, levels = ["you"] + ["open"] * (n - 1), [DEFAULT_LEVEL] * n
        from ..dialogs.host_dialog import own_name

        # the settings' "You" is no name (the host refuses it): the name last hosted under, else "Host"
        name = own_name(self.context.settings.player_name) or (own_name(last.name) if last else "") or "Host"
        choice = HostChoice(match.rules, seats, levels, name, last.table_name if last else name, True,
                            last.take_back if last else "trick", last.idle_limit if last else DEFAULT_IDLE_LIMIT)
        return self.host(choice, address=address, match=match, seats_kept=seats_kept)

    def host(self, choice: HostChoice, address: str | None = None, match: Any = None,
             seats_kept: list[dict[str, Any]] | None = None) -> W | None:
        """Open the table ``choice`` (a HostChoice) and its window; None (and a message) if it cannot listen.
        ``match``: a match to play on (resumed from a copy) instead of a new one; ``seats_kept``: its seats
        (names and token hashes), whose players come back with their tokens."""
        from ...net.discovery import DISCOVERY_PORT
        from ...net.host import HostSettings
        from ...net.session import HostSession

        self.last_host = choice.to_dict()
        rules = choice.rules
        seats = ["open" if kind == "you" else kind for kind in choice.seats]
        my_seat = choice.seats.index("you")
        table = HostTable(rules, seats, level=list(choice.levels), seed=secret_seed(),
                          host_is_bot=True, host_name=choice.name, chooser=_app_chooser(), match=match,
                          take_back=choice.take_back)
        if seats_kept:
            table.restore_seats(seats_kept)
        code = new_code()
        events = HostEvents(self)
        try:
            key: bytes | None = seal.load_or_create_key(paths.ensure_dir(paths.app_dirs().network_dir) / HOST_KEY_FILE)
        except (OSError, seal.SealError):
            key = None  # no copies for the players: the table still plays
        port_for_discovery = DISCOVERY_PORT if self.discovery_port is None else self.discovery_port
        settings = HostSettings(
            address or self.address, name=choice.table_name, player_name=choice.name,
            discovery_port=port_for_discovery if choice.discoverable else 0, copy_key=key, idle_timeout=3600.0,
            start_timeout=self.start_timeout, bot_delay=self.pause_s(), idle_limit=choice.idle_limit)
        session = HostSession(table, code, settings, on_event=events.deliver)
        try:
            _, port = session.start()
        except (OSError, ValueError) as error:
            self.messages.notify(QCoreApplication.translate("NetTable", "The table could not be opened on this network: {error}").format(error=error))
            return None
        window = self.join("127.0.0.1", port, code, choice.name, my_seat, table_name=choice.table_name)
        if window is None:
            session.close()
            return None
        net = _net_part(window)
        net.host_session = session
        net.host_events = events
        window.controller.seat_model.set_computer_levels(choice.levels, my_seat)  # the host knows his computers'
        self._show_waiting(window, choice, code, port, session, events)
        return window

    def _show_waiting(self, window: W, choice: HostChoice, code: str, port: int, session: HostSession,
                      events: HostEvents) -> None:
        from ..dialogs.host_dialog import WaitingPanel

        host_seat = choice.seats.index("you")
        panel = WaitingPanel(window.window(), rules=choice.rules, code=code, port=port, table_name=choice.table_name,
                             discoverable=choice.discoverable, host_seat=host_seat)
        _net_part(window).waiting_panel = panel
        window.menus.act_table_open.setVisible(True)

        def show_panel() -> None:
            panel.set_seats(session.seats())
            panel.show()
            panel.raise_()

        window.menus.act_table_open.triggered.connect(show_panel)
        window.menus.act_leave.setText(QCoreApplication.translate("NetTable", "&Close the table"))
        panel.set_seats(session.seats())
        panel.startRequested.connect(session.start_now)
        panel.startRequested.connect(panel.hide)
        panel.closeRequested.connect(window.close)

        def on_event(event: dict[str, Any]) -> None:
            if event.get("event") in SEAT_EVENTS:
                panel.set_seats(session.seats())
            if event.get("event") == "started":
                panel.set_started()
                panel.hide()

        events.happened.connect(on_event)
        self._host_controls(window, choice, session, events, panel)
        panel.show()

    def _host_controls(self, window: W, choice: HostChoice, session: HostSession, events: HostEvents,
                       panel: WaitingPanel) -> None:
        """The host's say over the seats: the questions of people asking to sit down mid-match, the panel's seat
        buttons, and the idle limit told in the talk once the table's seats are known."""
        from ..dialogs.host_dialog import seat_action
        from .net_host import SeatRemoval, SeatRequests, idle_limit_words

        host_seat = choice.seats.index("you")
        requests = SeatRequests(window.window(), session, choice.rules, host_seat, window.talk,
                                window.context.speech, window.seats.names)
        removal = SeatRemoval(panel, session, choice.rules, host_seat, window.context.interactive)
        events.happened.connect(requests.on_event)

        def remove(seat: int, name: str) -> None:
            entry: dict[str, Any] = next((e for e in panel.seats if int(e.get("seat", -1)) == seat), {})
            removal.request(seat, name, seat_action(entry, host_seat) == "remove")

        panel.removeRequested.connect(remove)
        limit = int(choice.idle_limit)
        network = window.controller.network
        if network is not None:
            def tell_idle_limit() -> None:  # once, beside the take-back rule
                network.seatsChanged.disconnect(tell_idle_limit)
                window.talk.log(lambda: idle_limit_words(limit))

            network.seatsChanged.connect(tell_idle_limit)

    # -- joining
    def join_dialog(self) -> W | None:
        from ..dialogs.join_dialog import JoinDialog

        dialog = JoinDialog(self.window, player_name=self.context.settings.player_name, last=self.last_join)
        if not dialog.exec():
            return None
        choice = dialog.chosen()
        self.last_join = choice.to_dict()
        found = dialog.chosen_table()
        table_name = found.name if found is not None and found.address == choice.address else choice.address
        return self.join(choice.address, choice.port, choice.code, choice.name, choice.seat,
                         allow_public=choice.allow_public, table_name=table_name, remember=True)

    def join(self, address: str, port: int, code: str, name: str, seat: int | None, *, allow_public: bool = False,
             table_name: str = "", remember: bool = False) -> W | None:
        """A table window playing one seat of the table at ``address``:``port``. The player's token for a seat
        at that address under that name, kept on disk (``app.net_return.kept_token``), is sent to come back to it.
        ``remember``: once seated, the table is kept for Game › Return to <table> (a friend's join, not the
        host's own window)."""
        from ...net.session import ClientSession
        from ...app.net_return import kept_token

        bridge = SessionBridge(self)
        session = ClientSession(address, port, code, name, seat, bridge.deliver, token=kept_token(address, name))
        controller = NetworkTable(session=session)
        bridge.message.connect(controller.on_message)
        window = self.open_table(controller)
        net = _net_part(window)
        net.table_name = table_name or name
        net.address, net.player_name = address, name
        window.setWindowTitle(table_title(table_name or address))  # the welcome's name, once seated (net_table)
        net.bridge = bridge
        if remember:
            from ...app.net_return import LastTable

            seats = controller.network
            seats.seatToken.connect(lambda _token: self._remember(LastTable(
                address, port, code, name, controller.human_seat, seats.table_name or table_name or address)))
        self.tables.append(window)
        window.destroyed.connect(lambda *_: self.tables.remove(window) if window in self.tables else None)
        session.start()
        window.show()
        return window

    # -- returning to the last table joined
    def _remember(self, last: LastTable) -> None:
        """The table just sat at, kept for Game › Return to <table> (a file that cannot be written: no return)."""
        from ...app.net_return import remember_table

        try:
            remember_table(last)
        except (OSError, ValueError):
            return
        self.show_return()

    def use_menus(self, menus: Menus) -> None:
        """The main window's Game menu: its Return to <table> entry joins the last table again."""
        self.menus = menus
        menus.act_return.triggered.connect(self.return_to_table)
        self.show_return()

    def show_return(self) -> None:
        from ...app.net_return import read_last_table

        if self.menus is not None:
            last = read_last_table()
            self.menus.set_return_table(last.table_name if last is not None else None)

    def return_to_table(self) -> W | None:
        """Join the last table again with the seat's kept token; a table gone or a code changed is said as any
        join's refusal or lost connection."""
        from ...app.net_return import read_last_table

        last = read_last_table()
        if last is None:
            self.show_return()
            return None
        for window in self.tables:  # still at that table: that window, not a second seat-taking one
            net_table = window.net_table
            if net_table is not None and (net_table.address, net_table.player_name) == (last.address, last.name) \
                    and window.window().isVisible() and not _ended(window.controller):
                window.show()
                window.window().raise_()
                window.window().activateWindow()
                return window
        return self.join(last.address, last.port, last.code, last.name, last.seat, table_name=last.table_name,
                         remember=True)

    def close_all(self) -> None:
        for window in list(self.tables):
            window.close()


def _net_part(window: TableWindow) -> NetTable:
    """The network part of a table's window (made for every window at a network table)."""
    net = window.net_table
    assert net is not None, "a network table's window has its network part"
    return net


def _ended(table: Table) -> bool:
    """The network table has ended (or is no network table)."""
    return table.network is None or table.network.ended is not None


def _app_chooser() -> Callable[[PlayerView, str, int], Action]:
    """The computer players of a table hosted by the app: the app's own bots (Expert and Master in the
    worker processes), from each seat's view only."""
    from ...app.bots import think

    def choose(view: PlayerView, level: str, seed: int) -> Action:
        return think(view, level, seed, False)

    return choose
