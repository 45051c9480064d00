"""Join a table on this network (issue 36): the tables found, or an address typed, the code, a name, a seat.

``JoinDialog`` looks for the open tables with ``finder`` (by default ``net.discovery.find_tables``) in a worker
thread of its own pool, never on the GUI thread ("Looking for tables…", then the list or "No table found");
"Look again" asks again. Choosing a table fills its address and port; they can also be typed (an IPv4 or IPv6
address or a computer's name, a port from 1 to 65535). An address outside the home network (``net.host.
is_local_address``; a name is taken as local when it has no dot or ends in .local, .lan, .home.arpa or
.internal) needs the tick "I trust this address". The code is ``CODE_LENGTH`` characters of ``net.host.CODE_ALPHABET``,
made uppercase as typed. Each problem is said in words under the fields, and Join stays disabled until
everything is valid. ``chosen()`` gives a ``JoinChoice``; ``to_dict`` remembers it (the code is not kept).
"""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QSize, Qt, QThreadPool, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...engine import VARIANTS
from ...net.discovery import TableFound
from ...net.host import CODE_ALPHABET, CODE_LENGTH, is_local_address
from ..look.screen_fit import screen_area
from ..look import palette
from .found_tables import list_tables
from .host_dialog import EXTRA_QSS, MAX_NAME, clean_name, name_problem, own_name, seat_place
from ..look.themed import controls_palette, guide_and_buttons, themed_root

__all__ = ["JoinChoice", "JoinDialog", "CODE_LENGTH", "address_problem", "port_problem", "code_problem", "needs_trust"]

LOOK_ALIKES = "0O1IL"  # never in a code (CODE_ALPHABET leaves them out)
HOME_NAME_ENDINGS = (".local", ".lan", ".home.arpa", ".internal")
_LABEL = re.compile(r"^(?!-)[A-Za-z0-9-]{1,63}(?<!-)$")

JOIN_QSS = f"""
QWidget#themedRoot QListWidget {{ color: {palette.TEXT}; background: {palette.PANEL}; border: 1px solid {palette.LINE};
    border-radius: 8px; padding: 4px; outline: none; }}
QWidget#themedRoot QListWidget:focus {{ border: 2px solid {palette.GOLD}; }}
QWidget#themedRoot QListWidget::item {{ padding: 6px 8px; border-radius: 6px; }}
QWidget#themedRoot QListWidget::item:selected {{ background: {palette.GOLD}; color: {palette.INK}; }}
QWidget#themedRoot QLineEdit#codeEdit {{ font-size: 17px; font-weight: 700; letter-spacing: 2px;
    font-family: "DejaVu Sans Mono", "Consolas", monospace; }}
QWidget#themedRoot QLabel#warning {{ color: #ffcc80; font-weight: 600; }}
"""


# -- checks (pure functions: the problem's key, "" when fine) ----------------------------------------


def _is_ip(address: str) -> bool:
    try:
        ipaddress.ip_address(address.split("%")[0])
    except ValueError:
        return False
    return True


def address_problem(address: str) -> str:
    """ "empty", "bad" (neither an IP literal nor a host name) or ""."""
    address = address.strip()
    if not address:
        return "empty"
    if _is_ip(address):
        return ""
    name = address[:-1] if address.endswith(".") else address
    if len(name) > 253 or not all(_LABEL.match(label) for label in name.split(".")):
        return "bad"
    if name.replace(".", "").isdigit():
        return "bad"  # "192.168.1" or "300.1.1.1": a mistyped address, not a name
    return ""


def port_problem(port: str) -> str:
    """ "empty", "bad" (not a whole number from 1 to 65535) or ""."""
    port = port.strip()
    if not port:
        return "empty"
    if not port.isascii() or not port.isdigit() or not 1 <= int(port) <= 65535:
        return "bad"
    return ""


def code_problem(code: str) -> str:
    """ "empty", "length", "look_alike" (0, O, 1, I or L), "bad" (another character) or ""."""
    code = code.strip().upper()
    if not code:
        return "empty"
    if any(ch in LOOK_ALIKES for ch in code):
        return "look_alike"
    if any(ch not in CODE_ALPHABET for ch in code):
        return "bad"
    if len(code) != CODE_LENGTH:
        return "length"
    return ""


def needs_trust(address: str) -> bool:
    """Whether an address may be outside the home network, so the player must say he trusts it."""
    address = address.strip().rstrip(".").lower()
    if _is_ip(address) or address == "localhost":
        return not is_local_address(address)
    return "." in address and not address.endswith(HOME_NAME_ENDINGS)


# -- the result -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class JoinChoice:
    address: str
    port: int
    code: str  # uppercase, CODE_LENGTH characters
    name: str
    seat: int | None  # the seat asked for; None: any free seat
    allow_public: bool  # the player ticked "I trust this address" for an address outside the home network

    def to_dict(self) -> dict[str, Any]:
        """What to remember for next time: the address, port and name (not the code, which changes)."""
        return {"address": self.address, "port": self.port, "name": self.name}


# -- the search, off the GUI thread -------------------------------------------------------------------


class _Relay(QObject):
    found = Signal(int, object)  # the search's number, its list of TableFound (or an exception's text)


class _Search(QRunnable):
    def __init__(self, number: int, finder: Callable[[], list[TableFound]], relay: _Relay) -> None:
        super().__init__()
        self.number, self.finder, self.relay = number, finder, relay
        self.setAutoDelete(True)

    def run(self) -> None:
        try:
            tables: object = list(self.finder())
        except Exception as exc:  # noqa: BLE001 - a failing search is said in the dialog, never raised
            tables = str(exc) or type(exc).__name__
        self.relay.found.emit(self.number, tables)


def default_finder() -> list[TableFound]:
    from ...net.discovery import find_tables

    return find_tables(timeout=1.0)


# -- the dialog -------------------------------------------------------------------------------------

# -- what keeps Join from going, field by field (JoinDialog.problem): (the field, what to do), or None


def _address_trouble(address: str) -> tuple[str, str] | None:
    why = address_problem(address)
    if why == "empty":
        return "address:empty", QCoreApplication.translate(
            "JoinDialog", "Choose a table in the list, or type your friend's address and port"
        )
    if why:
        return "address", QCoreApplication.translate(
            "JoinDialog",
            "“{address}” is not an address: type four numbers like 192.168.1.20, an IPv6 "
            "address, or the computer's name",
        ).format(address=address[:40])
    return None


def _port_trouble(port: str) -> tuple[str, str] | None:
    why = port_problem(port)
    if why == "empty":
        return "port:empty", QCoreApplication.translate("JoinDialog", "Type the port your friend's window shows")
    if why:
        return "port", QCoreApplication.translate(
            "JoinDialog", "The port is a whole number from 1 to 65535: your friend's window shows it"
        )
    return None


def _code_trouble(code: str) -> tuple[str, str] | None:
    why = code_problem(code)
    if why == "empty":
        return "code:empty", QCoreApplication.translate(
            "JoinDialog", "Type the code your friend's window shows ({length} characters)"
        ).format(length=CODE_LENGTH)
    if why == "look_alike":
        return "code", QCoreApplication.translate(
            "JoinDialog", "A code never has O or 0, I, 1 or L: read it again on your friend's window"
        )
    if why == "bad":
        return "code", QCoreApplication.translate("JoinDialog", "A code has only letters and digits")
    if why:
        return "code", QCoreApplication.translate(
            "JoinDialog", "The code has {length} characters; you typed {n}"
        ).format(length=CODE_LENGTH, n=len(code))
    return None


def _name_trouble(name: str) -> tuple[str, str] | None:
    why = name_problem(name)
    if why == "empty":
        return "name:empty", QCoreApplication.translate("JoinDialog", "Type your name: the others see it at the table")
    if why == "seat_word":
        return "name", QCoreApplication.translate(
            "JoinDialog", "Type your own name: “{you}” is what each player's window calls its own seat"
        ).format(you=clean_name(name))
    if why:
        return "name", QCoreApplication.translate("JoinDialog", "Your name has a character that cannot be shown")
    return None


class JoinDialog(QDialog):
    searchFinished = Signal()

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        player_name: str = "",
        finder: Callable[[], list[TableFound]] | None = None,
        last: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("JoinDialog", "Join a table"))
        self.setPalette(controls_palette(self.palette()))
        self.finder = finder or default_finder
        self.tables: list[TableFound] = []
        self.searching = False
        self._search_number = 0
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.relay = _Relay(self)
        self.relay.found.connect(self._found)

        root = themed_root(self)
        root.setStyleSheet(root.styleSheet() + EXTRA_QSS + JOIN_QSS)
        lay = QVBoxLayout(root)
        lay.setContentsMargins(16, 12, 16, 12)
        lay.setSpacing(8)
        self._build_heading(root, lay)
        lay.addWidget(self._build_found_box(root), 1)
        lay.addWidget(self._build_where_box(root))
        lay.addWidget(self._build_join_box(root))

        self.message, self.ok = guide_and_buttons(
            self,
            root,
            lay,
            QCoreApplication.translate("JoinDialog", "What is missing"),
            QCoreApplication.translate("JoinDialog", "&Join"),
            QCoreApplication.translate("JoinDialog", "Cancel"),
        )

        self._set_tab_order()
        self._show_first_choices(player_name, last)
        self._fill_seats(None)
        self._connect_fields()
        self._check()
        self.resize(self._fitting_size())
        self.search()

    # -- the dialog's sections, top to bottom
    def _build_heading(self, root: QWidget, lay: QVBoxLayout) -> None:
        """The title, and why the host must be someone the player trusts."""
        title = QLabel(QCoreApplication.translate("JoinDialog", "Join a table"), root)
        title.setObjectName("title")
        lay.addWidget(title)
        self.host_note = QLabel(
            QCoreApplication.translate(
                "JoinDialog",
                "The host's program deals the cards and so knows every card: play with someone you trust to "
                "host. The code never crosses the network: a table that does not know it cannot sit between "
                "you and the host, and nobody on the network can read the game.",
            ),
            root,
        )
        self.host_note.setObjectName("guide")
        self.host_note.setWordWrap(True)
        lay.addWidget(self.host_note)

    def _build_found_box(self, root: QWidget) -> QGroupBox:
        """The tables found on the network, the search's state and "Look again"."""
        found_box = QGroupBox(QCoreApplication.translate("JoinDialog", "Tables on this network"), root)
        found_lay = QVBoxLayout(found_box)
        self.table_list = QListWidget(found_box)
        self.table_list.setAccessibleName(QCoreApplication.translate("JoinDialog", "Tables found"))
        self.table_list.setMinimumHeight(90)
        found_lay.addWidget(self.table_list, 1)
        status_row = QHBoxLayout()
        self.status = QLabel(found_box)
        self.status.setObjectName("note")
        self.status.setWordWrap(True)
        self.status.setAccessibleName(QCoreApplication.translate("JoinDialog", "Search"))
        self.again = QPushButton(QCoreApplication.translate("JoinDialog", "&Look again"), found_box)
        self.again.setToolTip(QCoreApplication.translate("JoinDialog", "Ask the network again which tables are open"))
        self.again.clicked.connect(self.search)
        status_row.addWidget(self.status, 1)
        status_row.addWidget(self.again)
        found_lay.addLayout(status_row)
        return found_box

    def _build_where_box(self, root: QWidget) -> QGroupBox:
        """The address and port typed by hand, the warning about them and "I trust this address"."""
        where_box = QGroupBox(QCoreApplication.translate("JoinDialog", "Or type what your friend's window shows"), root)
        where = QGridLayout(where_box)
        where.setColumnStretch(1, 1)
        self.address_edit = QLineEdit(where_box)
        self.address_edit.setPlaceholderText(QCoreApplication.translate("JoinDialog", "for example 192.168.1.20"))
        self.address_edit.setAccessibleName(QCoreApplication.translate("JoinDialog", "Address"))
        self.address_edit.setMaxLength(255)
        address_label = QLabel(QCoreApplication.translate("JoinDialog", "&Address:"), where_box)
        address_label.setBuddy(self.address_edit)
        self.port_edit = QLineEdit(where_box)
        self.port_edit.setPlaceholderText(QCoreApplication.translate("JoinDialog", "1 to 65535"))
        self.port_edit.setAccessibleName(QCoreApplication.translate("JoinDialog", "Port"))
        self.port_edit.setMaxLength(5)
        self.port_edit.setMaximumWidth(110)
        port_label = QLabel(QCoreApplication.translate("JoinDialog", "&Port:"), where_box)
        port_label.setBuddy(self.port_edit)
        where.addWidget(address_label, 0, 0)
        where.addWidget(self.address_edit, 0, 1)
        where.addWidget(port_label, 0, 2)
        where.addWidget(self.port_edit, 0, 3)
        self.warning = QLabel(where_box)
        self.warning.setObjectName("warning")
        self.warning.setWordWrap(True)
        self.trust = QCheckBox(
            QCoreApplication.translate("JoinDialog", "I &trust this address: join it anyway"), where_box
        )
        self.trust.setAccessibleName(QCoreApplication.translate("JoinDialog", "I trust this address: join it anyway"))
        where.addWidget(self.warning, 1, 0, 1, 4)
        where.addWidget(self.trust, 2, 0, 1, 4)
        return where_box

    def _build_join_box(self, root: QWidget) -> QGroupBox:
        """You: the join code, your name, the seat you ask for."""
        join_box = QGroupBox(QCoreApplication.translate("JoinDialog", "You"), root)
        form = QGridLayout(join_box)
        form.setColumnStretch(1, 1)
        self.code_edit = QLineEdit(join_box)
        self.code_edit.setObjectName("codeEdit")
        self.code_edit.setMaxLength(CODE_LENGTH + 4)
        self.code_edit.setPlaceholderText(
            QCoreApplication.translate("JoinDialog", "{length} characters (never O, 0, I, 1 or L)").format(
                length=CODE_LENGTH
            )
        )
        self.code_edit.setToolTip(
            QCoreApplication.translate(
                "JoinDialog", "The code your friend's window shows. It never has O or 0, I, 1 or L, which look alike"
            )
        )
        self.code_edit.setAccessibleName(QCoreApplication.translate("JoinDialog", "Join code"))
        code_label = QLabel(QCoreApplication.translate("JoinDialog", "&Code:"), join_box)
        code_label.setBuddy(self.code_edit)
        self.name_edit = QLineEdit(join_box)
        self.name_edit.setMaxLength(MAX_NAME)
        self.name_edit.setAccessibleName(QCoreApplication.translate("JoinDialog", "Your name"))
        name_label = QLabel(QCoreApplication.translate("JoinDialog", "Your &name:"), join_box)
        name_label.setBuddy(self.name_edit)
        self.seat_combo = QComboBox(join_box)
        self.seat_combo.setAccessibleName(QCoreApplication.translate("JoinDialog", "Seat"))
        seat_label = QLabel(QCoreApplication.translate("JoinDialog", "&Seat:"), join_box)
        seat_label.setBuddy(self.seat_combo)
        form.addWidget(code_label, 0, 0)
        form.addWidget(self.code_edit, 0, 1)
        form.addWidget(name_label, 1, 0)
        form.addWidget(self.name_edit, 1, 1)
        form.addWidget(seat_label, 2, 0)
        form.addWidget(self.seat_combo, 2, 1)
        return join_box

    def _set_tab_order(self) -> None:
        """The list, Look again, the address and port, the trust, then the code, the name and the seat."""
        QWidget.setTabOrder(self.table_list, self.again)
        QWidget.setTabOrder(self.again, self.address_edit)
        QWidget.setTabOrder(self.address_edit, self.port_edit)
        QWidget.setTabOrder(self.port_edit, self.trust)
        QWidget.setTabOrder(self.trust, self.code_edit)
        QWidget.setTabOrder(self.code_edit, self.name_edit)
        QWidget.setTabOrder(self.name_edit, self.seat_combo)

    def _show_first_choices(self, player_name: str, last: dict[str, Any] | None) -> None:
        """The last address and port where they are sound; the player's name, else the last one's."""
        last = last if isinstance(last, dict) else {}
        address, port = last.get("address"), last.get("port")
        if isinstance(address, str) and not address_problem(address):
            self.address_edit.setText(address)
        if type(port) is int and 1 <= port <= 65535:
            self.port_edit.setText(str(port))
        # the settings' "You" is no name (the host refuses it): the field starts empty and asks for one
        name = own_name(player_name) or (own_name(last["name"]) if isinstance(last.get("name"), str) else "")
        self.name_edit.setText(name[:MAX_NAME])

    def _connect_fields(self) -> None:
        self.table_list.currentRowChanged.connect(self._table_chosen)
        self.table_list.itemActivated.connect(lambda _item: self.code_edit.setFocus())
        self.address_edit.textChanged.connect(self._where_changed)
        self.port_edit.textChanged.connect(self._where_changed)
        self.code_edit.textEdited.connect(self._code_edited)
        self.code_edit.textChanged.connect(self._check)
        self.name_edit.textChanged.connect(self._check)
        self.trust.toggled.connect(self._check)

    # -- the search
    def search(self) -> None:
        """Ask the network which tables are open, in the dialog's worker thread."""
        if self.searching:
            return
        self.searching = True
        self._search_number += 1
        self.again.setEnabled(False)
        self.status.setText(QCoreApplication.translate("JoinDialog", "Looking for tables…"))
        self.pool.start(_Search(self._search_number, self.finder, self.relay))

    def _found(self, number: int, tables: object) -> None:
        self.searching = False  # one search at a time: this was the one running
        self.again.setEnabled(True)
        if number != self._search_number:
            return  # the dialog was closed meanwhile
        chosen = self.chosen_table()
        self.table_list.blockSignals(True)
        self.tables = [t for t in tables if isinstance(t, TableFound)] if isinstance(tables, list) else []
        self.status.setText(list_tables(self.table_list, tables if isinstance(tables, str) else self.tables))
        if not self.tables and self.table_list.hasFocus():  # nothing to choose there: the address is next
            self.address_edit.setFocus()
        self.table_list.blockSignals(False)
        if chosen is not None and chosen in self.tables:
            self.table_list.setCurrentRow(self.tables.index(chosen))
        self.searchFinished.emit()

    def chosen_table(self) -> TableFound | None:
        row = self.table_list.currentRow()
        return self.tables[row] if 0 <= row < len(self.tables) else None

    def _table_chosen(self, row: int) -> None:
        table = self.tables[row] if 0 <= row < len(self.tables) else None
        if table is None:
            return
        self.address_edit.blockSignals(True)
        self.port_edit.blockSignals(True)
        self.address_edit.setText(table.address)
        self.port_edit.setText(str(table.port))
        self.address_edit.blockSignals(False)
        self.port_edit.blockSignals(False)
        self._fill_seats(table)
        self._check()

    def _where_changed(self, *_args: object) -> None:
        """An address or port typed: a table of the list it no longer is is unchosen, its seats forgotten."""
        table = self.chosen_table()
        if table is not None and (
            self.address_edit.text().strip() != table.address or self.port_edit.text().strip() != str(table.port)
        ):
            self.table_list.blockSignals(True)
            self.table_list.setCurrentRow(-1)
            self.table_list.clearSelection()
            self.table_list.blockSignals(False)
            self._fill_seats(None)
        self._check()

    def _fill_seats(self, table: TableFound | None) -> None:
        self.seat_combo.clear()
        self.seat_combo.addItem(QCoreApplication.translate("JoinDialog", "Any free seat"), None)
        rules = VARIANTS.get(table.variant) if table is not None else None
        if table is None or rules is None:
            return
        for seat in table.open_seats:
            place = seat_place(rules, seat)
            team = ""  # where the host plays seat 0 (the host's own seat)
            if rules.team_count < rules.players:
                team = (
                    QCoreApplication.translate("JoinDialog", "the host's partner")
                    if rules.team_of(seat) == rules.team_of(0)
                    else QCoreApplication.translate("JoinDialog", "against the host")
                )
            words = (
                QCoreApplication.translate("JoinDialog", "{place} ({team})").format(place=place, team=team)
                if team
                else place
            )
            self.seat_combo.addItem(words, seat)

    # -- input
    def _code_edited(self, words: str) -> None:
        upper = words.upper().replace(" ", "")
        if upper != words:
            cursor = self.code_edit.cursorPosition()
            self.code_edit.setText(upper)
            self.code_edit.setCursorPosition(min(cursor, len(upper)))
        self._check()

    def problem(self) -> tuple[str, str]:
        """(the field in trouble, what to do) for the first problem; ("", "") when Join can go; a field
        still empty is asked for calmly (its key ends in ":empty")."""
        address = self.address_edit.text().strip()
        found = (
            _address_trouble(address)
            or _port_trouble(self.port_edit.text())
            or self._trust_trouble(address)
            or _code_trouble(self.code_edit.text().strip())
            or _name_trouble(self.name_edit.text())
        )
        return found or ("", "")

    def _trust_trouble(self, address: str) -> tuple[str, str] | None:
        if needs_trust(address) and not self.trust.isChecked():
            return "trust", QCoreApplication.translate(
                "JoinDialog",
                "This address is not on your home network: tick “I trust this address” only if "
                "your friend gave it to you",
            )
        return None

    def _check(self, *_args: object) -> None:
        address = self.address_edit.text().strip()
        public = bool(address) and not address_problem(address) and needs_trust(address)
        self.warning.setVisible(public)
        self.trust.setVisible(public)
        if public:
            self.warning.setText(
                QCoreApplication.translate(
                    "JoinDialog",
                    "{address} is not on your home network: the table may be on the internet, "
                    "run by someone you do not know.",
                ).format(address=address[:60])
            )
        field, words = self.problem()
        self.ok.setEnabled(not field)
        calm = field.endswith(":empty")
        key = field.split(":")[0]
        for name, edit in (
            ("address", self.address_edit),
            ("port", self.port_edit),
            ("code", self.code_edit),
            ("name", self.name_edit),
        ):
            bad = key == name and not calm
            if edit.property("error") != bad:
                edit.setProperty("error", bad)
                edit.style().unpolish(edit)
                edit.style().polish(edit)
        self.message.setText(words or QCoreApplication.translate("JoinDialog", "Ready: press Join"))
        self.message.setProperty("state", "" if calm else ("error" if field else "ready"))
        self.message.style().unpolish(self.message)
        self.message.style().polish(self.message)

    def message_text(self) -> str:
        return self.message.text()

    def chosen(self) -> JoinChoice:
        address = self.address_edit.text().strip()
        seat = self.seat_combo.currentData()
        return JoinChoice(
            address,
            int(self.port_edit.text().strip()),
            self.code_edit.text().strip().upper(),
            clean_name(self.name_edit.text()),
            seat if isinstance(seat, int) else None,
            needs_trust(address) and self.trust.isChecked(),
        )

    def accept(self) -> None:
        if self.problem()[0]:
            self._check()
            return
        super().accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Enter in the list of tables chooses it (the code comes next), it does not press Join
        if self.table_list.hasFocus() and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.code_edit.setFocus()
            return
        super().keyPressEvent(event)

    def done(self, result: int) -> None:
        self._search_number += 1  # a search still running is not shown
        super().done(result)

    def _fitting_size(self) -> QSize:
        area = screen_area(self)  # the screen it opens on, as the fit on showing (look/screen_fit)
        width, height = min(640, area.width() - 16), min(640, area.height() - 48)
        return QSize(max(width, 520), max(height, 480))
