"""Host a table on this network (issue 36): the choices before the table opens, and the "Table open" window.

``HostDialog`` asks for the game (the game in progress chosen), its target score (the other rules as chosen in
New Game: "Change the rules…" emits ``rulesRequested``, the caller opens New Game and hands the result to
``set_rules``), who sits in each seat (your own seat, South, is "You"; each other seat is open for a friend
or a computer player, with the level the computer plays it at, also when a friend leaves), the player's
name, the table's name, how long a player may sit without moving before the computer plays for him, and
whether the table can be found on the network. ``chosen()`` gives a
``HostChoice``; ``to_dict``/``from_dict`` remember it for the next time.

``WaitingPanel`` is the non-modal window shown while friends sit down: the join code (large, with Copy),
this machine's addresses and the port for friends who do not see the table in their list, each seat with
who sits there (``set_seats`` takes the host's seat list) and the host's button for it, "Remove Bob" or "Give
to the computer" (``removeRequested``: the caller asks and gives the seat to the computer for good), "Start now"
(``startRequested``) and "Close the table" (``closeRequested``); Escape or the window's close button only hides
it (``dismissed``). Pure
widgets: no networking here. ``local_addresses()`` lists this machine's home-network addresses from its
own name only (nothing is sent anywhere).
"""

from __future__ import annotations

import dataclasses
import ipaddress
import socket
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QCloseEvent, QColor, QFont, QGuiApplication, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...engine import VARIANTS, Direction, Ruleset, matching_preset
from ...learn import vocabulary
from ...net.host import is_local_address
from ...net.names import is_seat_word
from ...net.protocol import TAKE_BACK_RULES
from ...app.seats import LEVELS
from ...learn import table_words as text
from ...learn.table_words import side_of
from ..look import palette
from ..look.themed import controls_palette, guide_and_buttons, themed_root
from .host_parts import IDLE_LIMITS, clear_seats, host_heading, idle_limit_choice, seat_headers, seat_place, seat_row, seat_team

__all__ = [
    "HostChoice",
    "HostDialog",
    "WaitingPanel",
    "local_addresses",
    "seat_place",
    "seat_status",
    "seat_action",
    "SEAT_KINDS",
    "MAX_NAME",
    "IDLE_LIMITS",
    "DEFAULT_IDLE_LIMIT",
]

SEAT_KINDS = ("you", "open", "computer")
MAX_NAME = 24  # characters of a player's or a table's name (net.protocol.MAX_NAME)
TARGET_FIELD = "target_score"
DEFAULT_IDLE_LIMIT = 120

EXTRA_QSS = f"""
QWidget#themedRoot QCheckBox {{ color: {palette.TEXT}; spacing: 8px; }}
QWidget#themedRoot QCheckBox:focus {{ color: {palette.GOLD}; }}
QWidget#themedRoot QLabel#seatPlace {{ font-weight: 700; }}
QWidget#themedRoot QLabel#seatTeam {{ color: {palette.TEXT_NOTE}; }}
QWidget#themedRoot QLabel#code {{ font-size: 40px; font-weight: 800; color: {palette.GOLD};
    font-family: "DejaVu Sans Mono", "Consolas", monospace; letter-spacing: 6px; }}
QWidget#themedRoot QLabel#address {{ font-size: 15px; font-weight: 700; color: #ffffff;
    font-family: "DejaVu Sans Mono", "Consolas", monospace; }}
QWidget#themedRoot QFrame#seatRow {{ background: {palette.PANEL_RAISED}; border-radius: 8px; }}
QWidget#themedRoot QLineEdit {{ min-height: 22px; }}
"""


def counted(translated: str, n: int) -> str:
    """A translated "%n thing(s)" text with its count (as the Statistics window: a translation gives one form
    that reads for any count; English's "(s)" is resolved here)."""
    words = translated.replace("%n", str(n))
    return words.replace("(s)", "" if n == 1 else "s")


# -- seats ------------------------------------------------------------------------------------------


# -- the result -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class HostChoice:
    rules: Ruleset
    seats: list[str]  # per seat index: "you" (seat 0, the host), "open" (for a friend) or "computer"
    levels: list[str]  # per seat: the computer's level there (an open seat's: when its friend leaves)
    name: str  # the host's name
    table_name: str
    discoverable: bool  # answer the network's "which tables are open?" probes
    take_back: str = "trick"  # the table's take-back rule (net.protocol.TAKE_BACK_RULES): off, once a trick, free
    idle_limit: int = DEFAULT_IDLE_LIMIT  # seconds without a move before the computer plays for a player; 0: never

    def to_dict(self) -> dict[str, Any]:
        return {
            "variant": self.rules.id,
            "overrides": self.rules.overrides(),
            "seats": list(self.seats),
            "levels": list(self.levels),
            "name": self.name,
            "table_name": self.table_name,
            "discoverable": self.discoverable,
            "take_back": self.take_back,
            "idle_limit": self.idle_limit,
        }

    @classmethod
    def from_dict(cls, data: Any) -> HostChoice | None:
        """The choice remembered in ``data``; None for anything that is not one (an old or damaged file)."""
        if not isinstance(data, dict):
            return None
        try:
            rules = _remembered_rules(data)
            seats, levels = data["seats"], data["levels"]
            name, table_name, discoverable = data["name"], data["table_name"], data["discoverable"]
        except (KeyError, TypeError, ValueError):
            return None
        if rules is None or not _seats_fit(rules, seats, levels):
            return None
        if not (isinstance(name, str) and isinstance(table_name, str) and type(discoverable) is bool):
            return None
        return cls(
            rules,
            list(seats),
            list(levels),
            name[:MAX_NAME],
            table_name[:MAX_NAME],
            discoverable,
            _remembered_take_back(data),
            _remembered_idle_limit(data),
        )


def _remembered_rules(data: dict[str, Any]) -> Ruleset | None:
    """The remembered game with its options, checked; None where the options are not a mapping. Raises
    KeyError, TypeError or ValueError for a game or options that are not one."""
    base = VARIANTS[data["variant"]]
    overrides = data.get("overrides", {})
    if not isinstance(overrides, dict):
        return None
    rules = base.with_overrides(overrides) if overrides else base
    rules.validate()
    return rules


def _seats_fit(rules: Ruleset, seats: Any, levels: Any) -> bool:
    """Whether remembered seats and levels fit ``rules``: one each per seat, the host at seat 0, known kinds."""
    if not (isinstance(seats, list) and isinstance(levels, list) and len(seats) == len(levels) == rules.players):
        return False
    return (
        seats[:1] == ["you"]
        and all(kind in ("open", "computer") for kind in seats[1:])
        and all(level in LEVELS for level in levels)
    )


def _remembered_take_back(data: dict[str, Any]) -> str:
    take_back = data.get("take_back", "trick")
    return take_back if take_back in TAKE_BACK_RULES else "trick"


def _remembered_idle_limit(data: dict[str, Any]) -> int:
    """The remembered idle limit; the default where it was remembered before the choice existed, or is not ours."""
    idle_limit = data.get("idle_limit", DEFAULT_IDLE_LIMIT)
    if type(idle_limit) is not int or idle_limit not in IDLE_LIMITS:
        return DEFAULT_IDLE_LIMIT
    return idle_limit


def default_table_name(name: str) -> str:
    """The table's name until the host types one: "Anna's table"; "Belote table" without a name of the
    player's own (the settings' "You" is the seat's word, not a name: "You's table")."""
    own = own_name(name)
    if not own:
        return QCoreApplication.translate("HostDialog", "Belote table")[:MAX_NAME].strip()
    return QCoreApplication.translate("HostDialog", "{name}'s table").format(name=own)[:MAX_NAME].strip()


def seat_word(name: str) -> bool:
    """Whether ``name`` is the word each window writes for its own seat ("You", in English or the player's
    language, or a look-alike): the settings' default, never a name the others may read (they would read
    "You" at someone else's seat). The host refuses it (``net.names.is_seat_word``)."""
    return is_seat_word(name, vocabulary.you())


def own_name(name: str) -> str:
    """The player's name as the table shows it, or "" where there is none of his own (empty, or "You")."""
    own = clean_name(name)
    return "" if seat_word(own) else own


def clean_name(name: str) -> str:
    """A name as the table shows it (spaces at the ends removed, runs of spaces made one), as net.protocol."""
    return " ".join(name.split())


def name_problem(name: str, *, player: bool = True) -> str:
    """Why a player's (``player``) or table's name cannot be used ("empty", "unprintable", "seat_word": a
    player called "You"); "" when it can."""
    if not clean_name(name):
        return "empty"
    if any(not ch.isprintable() for ch in name):
        return "unprintable"
    if player and seat_word(name):
        return "seat_word"
    return ""


# -- the seats at a glance --------------------------------------------------------------------------


class SeatDiagram(QWidget):
    """The table from above: each seat at its place, "You", "Friend" or "Computer", partners in one colour."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFixedSize(QSize(230, 160))
        self.rules: Ruleset | None = None
        self.kinds: list[str] = []
        self.names: list[str] = []

    def show_seats(self, rules: Ruleset, kinds: Sequence[str], names: Sequence[str] = ()) -> None:
        """Each seat's kind ("you"/"host", "open", "computer", "remote") and, where known, who sits there."""
        self.rules, self.kinds = rules, list(kinds)
        self.names = [names[s] if s < len(names) and names[s] else self.kind_word(k) for s, k in enumerate(kinds)]
        words = [f"{seat_place(rules, s)}: {self.names[s]}" for s in range(len(kinds))]
        self.setAccessibleDescription("; ".join(words))
        self.update()

    @staticmethod
    def kind_word(kind: str) -> str:
        return {
            "you": vocabulary.you(),
            "open": QCoreApplication.translate("HostDialog", "Friend"),
            "computer": QCoreApplication.translate("HostDialog", "Computer"),
            "remote": QCoreApplication.translate("HostDialog", "Friend"),
            "host": vocabulary.you(),
        }.get(kind, QCoreApplication.translate("HostDialog", "Waiting"))

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.rules is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.width(), self.height()
        table = QRectF(38, 30, w - 76, h - 60)
        painter.setPen(QPen(QColor(palette.GOLD_DARK), 2))
        painter.setBrush(QColor(palette.FELT))
        painter.drawRoundedRect(table, 28, 28)
        clockwise = self.rules.direction is Direction.CLOCKWISE
        centres = {0: QPointF(w / 2, h - 16), 1: QPointF(w - 36, h / 2), 2: QPointF(w / 2, 16), 3: QPointF(36, h / 2)}
        font = QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.9))
        font.setBold(True)
        painter.setFont(font)
        teams = self.rules.team_count < self.rules.players
        for seat, kind in enumerate(self.kinds):
            centre = centres[side_of(seat, 0, self.rules.players, clockwise)]
            chip = QRectF(centre.x() - 36, centre.y() - 13, 72, 26)
            if kind in ("you", "host"):
                fill, ink = QColor(palette.GOLD), QColor(palette.INK)
            elif kind in ("open", "remote"):
                fill, ink = QColor(palette.PANEL), QColor(palette.TEXT)
            else:
                fill, ink = QColor(palette.CREAM), QColor(palette.INK)
            edge = (
                palette.US
                if teams and self.rules.team_of(seat) == self.rules.team_of(0)
                else (palette.THEM if teams else palette.CREAM_EDGE)
            )
            painter.setPen(
                QPen(QColor(edge), 3 if teams else 1, Qt.PenStyle.DashLine if kind == "open" else Qt.PenStyle.SolidLine)
            )
            painter.setBrush(fill)
            painter.drawRoundedRect(chip, 10, 10)
            painter.setPen(ink)
            painter.drawText(
                chip,
                Qt.AlignmentFlag.AlignCenter,
                painter.fontMetrics().elidedText(self.names[seat], Qt.TextElideMode.ElideRight, 66),
            )
        painter.end()


# -- the dialog -------------------------------------------------------------------------------------


class HostDialog(QDialog):
    rulesRequested = Signal()  # "Change the rules…": open New Game on ``rules()`` and call ``set_rules``

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        variants: dict[str, Ruleset] = VARIANTS,
        current_rules: Ruleset | None = None,
        player_name: str = "",
        levels: Sequence[str] = LEVELS,
        last: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("HostDialog", "Host a table on this network"))
        self.setPalette(controls_palette(self.palette()))
        self.variants = dict(variants)
        self.level_ids = list(levels) or list(LEVELS)
        remembered = HostChoice.from_dict(last) if last else None
        self._last = remembered
        self._rules: Ruleset = next(iter(self.variants.values()))
        self._table_name_edited = False
        self.seat_rows: list[tuple[QLabel, QComboBox, QComboBox]] = []

        root = themed_root(self)
        root.setStyleSheet(root.styleSheet() + EXTRA_QSS)
        outer = QVBoxLayout(root)
        outer.setContentsMargins(16, 12, 16, 12)
        outer.setSpacing(8)
        host_heading(root, outer)
        page, page_lay = self._build_page(root, outer)
        page_lay.addWidget(self._build_game_box(page))
        page_lay.addWidget(self._build_seats_box(page))
        page_lay.addWidget(self._build_you_box(page))
        page_lay.addStretch(1)

        self.message, self.ok = guide_and_buttons(
            self,
            root,
            outer,
            QCoreApplication.translate("HostDialog", "What the table needs"),
            QCoreApplication.translate("HostDialog", "&Open the table"),
            QCoreApplication.translate("HostDialog", "Cancel"),
        )

        self._show_first_choices(player_name, remembered)
        start = current_rules or (remembered.rules if remembered else None) or self._rules
        self.game_combo.currentIndexChanged.connect(self._game_changed)
        self.target.valueChanged.connect(self._target_changed)
        self.name_edit.textChanged.connect(self._name_changed)
        self.table_edit.textEdited.connect(self._table_edited)
        self.table_edit.textChanged.connect(self._check)
        self.set_rules(start)
        self.resize(self._fitting_size())

    # -- the dialog's sections, top to bottom
    def _build_page(self, root: QWidget, outer: QVBoxLayout) -> tuple[QWidget, QVBoxLayout]:
        """The page that scrolls (``self._page``) and its layout."""
        scroll = QScrollArea(root)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        page = QWidget()
        page_lay = QVBoxLayout(page)
        page_lay.setContentsMargins(0, 0, 4, 0)
        page_lay.setSpacing(8)
        scroll.setWidget(page)
        outer.addWidget(scroll, 1)
        self._page = page
        return page, page_lay

    def _build_game_box(self, page: QWidget) -> QGroupBox:
        """The game: its choice, its target score, its rules ("Change the rules…") and the shuffle's note."""
        game_box = QGroupBox(QCoreApplication.translate("HostDialog", "The game"), page)
        grid = QGridLayout(game_box)
        grid.setColumnStretch(1, 1)
        self.game_combo = QComboBox(game_box)
        for rules in self.variants.values():
            self.game_combo.addItem(text.variant_name(rules), rules.id)
            self.game_combo.setItemData(
                self.game_combo.count() - 1, text.variant_description(rules), Qt.ItemDataRole.ToolTipRole
            )
        self.game_combo.setAccessibleName(QCoreApplication.translate("HostDialog", "Game"))
        game_label = QLabel(QCoreApplication.translate("HostDialog", "&Game:"), game_box)
        game_label.setBuddy(self.game_combo)
        grid.addWidget(game_label, 0, 0)
        grid.addWidget(self.game_combo, 0, 1, 1, 2)
        self.target = QSpinBox(game_box)
        self.target.setRange(100, 10000)
        self.target.setSingleStep(50)
        self.target.setAccessibleName(QCoreApplication.translate("HostDialog", "Target score"))
        self.target.setToolTip(
            QCoreApplication.translate("HostDialog", "The match ends when a side reaches this score")
        )
        target_label = QLabel(QCoreApplication.translate("HostDialog", "&Target score:"), game_box)
        target_label.setBuddy(self.target)
        grid.addWidget(target_label, 1, 0)
        grid.addWidget(self.target, 1, 1, Qt.AlignmentFlag.AlignLeft)
        self._build_rules_row(game_box, grid)
        return game_box

    def _build_rules_row(self, game_box: QGroupBox, grid: QGridLayout) -> None:
        """The rules' name and "Change the rules…"; under them, why the cards are shuffled."""
        self.rules_label = QLabel(game_box)
        self.rules_label.setObjectName("note")
        self.rules_label.setWordWrap(True)
        self.change_rules = QPushButton(QCoreApplication.translate("HostDialog", "&Change the rules…"), game_box)
        self.change_rules.setToolTip(
            QCoreApplication.translate("HostDialog", "Every rule of this game, as in New Game")
        )
        self.change_rules.setAccessibleName(QCoreApplication.translate("HostDialog", "Change the rules"))
        self.change_rules.clicked.connect(self.rulesRequested)
        grid.addWidget(self.rules_label, 2, 0, 1, 2)
        grid.addWidget(self.change_rules, 2, 2)
        # where the game gathers and cuts: the table shuffles (net.host.table_rules), and says why
        self.shuffle_note = QLabel(
            QCoreApplication.translate(
                "HostDialog",
                "At a table on the network the cards are shuffled before every deal, so no one can work "
                "out the next hands from the tricks.",
            ),
            game_box,
        )
        self.shuffle_note.setObjectName("note")
        self.shuffle_note.setWordWrap(True)
        grid.addWidget(self.shuffle_note, 3, 0, 1, 3)

    def _build_seats_box(self, page: QWidget) -> QGroupBox:
        """The seats: the table from above, and the grid ``_build_seats`` fills a seat a row."""
        seats_box = QGroupBox(QCoreApplication.translate("HostDialog", "The seats"), page)
        seats_lay = QHBoxLayout(seats_box)
        self.diagram = SeatDiagram(seats_box)
        self.diagram.setAccessibleName(QCoreApplication.translate("HostDialog", "The table from above"))
        seats_lay.addWidget(self.diagram, 0, Qt.AlignmentFlag.AlignTop)
        self.seat_grid_host = QWidget(seats_box)
        self.seat_grid = QGridLayout(self.seat_grid_host)
        self.seat_grid.setContentsMargins(0, 0, 0, 0)
        self.seat_grid.setHorizontalSpacing(10)
        self.seat_grid.setColumnStretch(0, 1)
        seats_lay.addWidget(self.seat_grid_host, 1)
        return seats_box

    def _build_you_box(self, page: QWidget) -> QGroupBox:
        """You and the table: your name, the table's name, its rules for moves, whether it can be found."""
        you_box = QGroupBox(QCoreApplication.translate("HostDialog", "You and your table"), page)
        form = QGridLayout(you_box)
        form.setColumnStretch(1, 1)
        self.name_edit = QLineEdit(you_box)
        self.name_edit.setMaxLength(MAX_NAME)
        self.name_edit.setAccessibleName(QCoreApplication.translate("HostDialog", "Your name"))
        name_label = QLabel(QCoreApplication.translate("HostDialog", "Your &name:"), you_box)
        name_label.setBuddy(self.name_edit)
        self.table_edit = QLineEdit(you_box)
        self.table_edit.setMaxLength(MAX_NAME)
        self.table_edit.setAccessibleName(QCoreApplication.translate("HostDialog", "Table name"))
        self.table_edit.setToolTip(
            QCoreApplication.translate("HostDialog", "The name your friends see in their list of tables")
        )
        table_label = QLabel(QCoreApplication.translate("HostDialog", "Table na&me:"), you_box)
        table_label.setBuddy(self.table_edit)
        self.discoverable = QCheckBox(
            QCoreApplication.translate("HostDialog", "Let players on this network &find the table"), you_box
        )
        self.discoverable.setToolTip(
            QCoreApplication.translate(
                "HostDialog", "Off: your friends type this computer's address and the port instead"
            )
        )
        self.discoverable.setAccessibleName(
            QCoreApplication.translate("HostDialog", "Let players on this network find the table")
        )
        form.addWidget(name_label, 0, 0)
        form.addWidget(self.name_edit, 0, 1)
        form.addWidget(table_label, 1, 0)
        form.addWidget(self.table_edit, 1, 1)
        form.addWidget(self.discoverable, 4, 0, 1, 2)
        self._build_move_rules(you_box, form)
        QWidget.setTabOrder(self.table_edit, self.take_back)
        QWidget.setTabOrder(self.take_back, self.idle_limit)
        QWidget.setTabOrder(self.idle_limit, self.discoverable)
        return you_box

    def _build_move_rules(self, you_box: QGroupBox, form: QGridLayout) -> None:
        """The take-back rule and what happens to a player who does not move, rows 2 and 3 of ``form``."""
        # the take-back rule: with other people at the table, one look at the computer's reply a trick at most
        self.take_back = QComboBox(you_box)
        for rule, words in (
            ("trick", QCoreApplication.translate("HostDialog", "Once a trick")),
            ("off", QCoreApplication.translate("HostDialog", "Never")),
            ("free", QCoreApplication.translate("HostDialog", "While only the computer has played since")),
        ):
            self.take_back.addItem(words, rule)
        self.take_back.setAccessibleName(QCoreApplication.translate("HostDialog", "Taking back a move"))
        self.take_back.setToolTip(
            QCoreApplication.translate(
                "HostDialog",
                "When a player may take back a move. Once a trick: nobody can see the computer's answer "
                "and try again and again. Every player at the table is told the rule.",
            )
        )
        take_back_label = QLabel(QCoreApplication.translate("HostDialog", "Ta&king back a move:"), you_box)
        take_back_label.setBuddy(self.take_back)
        form.addWidget(take_back_label, 2, 0)
        form.addWidget(self.take_back, 2, 1, Qt.AlignmentFlag.AlignLeft)
        self.idle_limit = idle_limit_choice(you_box)
        idle_label = QLabel(QCoreApplication.translate("HostDialog", "When a player does not mo&ve:"), you_box)
        idle_label.setBuddy(self.idle_limit)
        form.addWidget(idle_label, 3, 0)
        form.addWidget(self.idle_limit, 3, 1, Qt.AlignmentFlag.AlignLeft)

    def _show_first_choices(self, player_name: str, remembered: HostChoice | None) -> None:
        """The first choices: the player's name, else the last one's; the last table, rules for moves, finding."""
        # the settings' "You" is no name: the field starts empty (and asks for one) rather than show friends "You"
        name = own_name(player_name) or (own_name(remembered.name) if remembered else "")
        self.name_edit.setText(name)
        if remembered and remembered.table_name and remembered.table_name != default_table_name(remembered.name):
            self.table_edit.setText(remembered.table_name)
            self._table_name_edited = True
        else:
            self.table_edit.setText(default_table_name(name))
        self.discoverable.setChecked(remembered.discoverable if remembered else True)
        self.take_back.setCurrentIndex(max(0, self.take_back.findData(remembered.take_back if remembered else "trick")))
        self.idle_limit.setCurrentIndex(
            max(0, self.idle_limit.findData(remembered.idle_limit if remembered else DEFAULT_IDLE_LIMIT))
        )

    # -- rules
    def rules(self) -> Ruleset:
        """The rules chosen now (the game and its options, the target score)."""
        return self._rules

    def set_rules(self, rules: Ruleset) -> None:
        """Show ``rules`` (New Game's answer to "Change the rules…", or a game chosen in the list)."""
        if rules.id not in self.variants:
            rules = next(iter(self.variants.values()))
        old_players = self.rules().players if self.seat_rows else 0
        self._rules = rules
        self.game_combo.blockSignals(True)
        self.game_combo.setCurrentIndex(max(0, self.game_combo.findData(rules.id)))
        self.game_combo.blockSignals(False)
        self.target.blockSignals(True)
        self.target.setValue(int(getattr(rules, TARGET_FIELD)))
        self.target.blockSignals(False)
        self._show_rules_name()
        if old_players != rules.players or not self.seat_rows:
            self._build_seats()
        else:
            self._seats_changed()

    def _show_rules_name(self) -> None:
        preset = matching_preset(self._rules)
        if preset is not None and preset.id == self._rules.id:
            words = QCoreApplication.translate("HostDialog", "Rules: {game}, standard").format(
                game=text.variant_name(preset)
            )
        else:
            words = QCoreApplication.translate("HostDialog", "Rules: {game}, with your changes").format(
                game=text.variant_name(self._rules)
            )
        self.rules_label.setText(words)
        self.shuffle_note.setVisible(not self._rules.shuffle_every_deal)

    def _game_changed(self, index: int) -> None:
        variant = self.game_combo.itemData(index)
        if variant in self.variants:
            self.set_rules(self.variants[variant])

    def _target_changed(self, value: int) -> None:
        changes: dict[str, Any] = {TARGET_FIELD: value}  # a flat option name, as New Game's
        self._rules = dataclasses.replace(self._rules, **changes)
        self._show_rules_name()
        self._check()

    # -- seats
    def _build_seats(self) -> None:
        clear_seats(self.seat_grid, self.seat_grid_host, self.seat_rows)
        self.seat_rows = []
        rules = self._rules
        last = self._last if self._last and self._last.rules.players == rules.players else None
        parent = self.seat_grid_host
        seat_headers(parent, self.seat_grid)
        for seat in range(rules.players):
            label, kind, level = seat_row(parent, rules, seat, self.level_ids,
                                          (last.seats, last.levels) if last else None)
            kind.currentIndexChanged.connect(self._seats_changed)
            self.seat_grid.addWidget(label, seat + 1, 0)
            self.seat_grid.addWidget(kind, seat + 1, 1)
            self.seat_grid.addWidget(level, seat + 1, 2)
            self.seat_rows.append((label, kind, level))
        self.seat_grid.setRowStretch(rules.players + 1, 1)
        # the tab order follows the rows: each seat's choice, then its level
        chain: list[QWidget] = [self.change_rules]
        for _label, kind, level in self.seat_rows[1:]:
            chain += [kind, level]
        chain.append(self.name_edit)
        for first, second in zip(chain, chain[1:]):
            QWidget.setTabOrder(first, second)
        self._seats_changed()

    def seat_kinds(self) -> list[str]:
        return [str(kind.currentData()) for _label, kind, _level in self.seat_rows]

    def set_seat_kind(self, seat: int, kind: str) -> None:
        combo = self.seat_rows[seat][1]
        combo.setCurrentIndex(max(0, combo.findData(kind)))

    def seat_levels(self) -> list[str]:
        chosen = [str(level.currentData()) for _label, _kind, level in self.seat_rows]
        if len(chosen) > 1:
            chosen[0] = chosen[1]  # the host's own seat: if ever played by the computer, as the next seat
        return chosen

    def _seats_changed(self, *_args: object) -> None:
        self.diagram.show_seats(self._rules, self.seat_kinds())
        self._check()

    # -- names
    def _name_changed(self, name: str) -> None:
        if not self._table_name_edited:
            self.table_edit.setText(default_table_name(name))
        self._check()

    def _table_edited(self, words: str) -> None:
        self._table_name_edited = bool(words.strip())

    # -- checks and result
    def problem(self) -> str:
        """Why the table cannot open yet, in the player's words; "" when it can."""
        if "open" not in self.seat_kinds():
            return QCoreApplication.translate(
                "HostDialog", "Open at least one seat for a friend, or play a normal game"
            )
        name = name_problem(self.name_edit.text())
        if name == "empty":
            return QCoreApplication.translate("HostDialog", "Type your name: your friends see it at the table")
        if name == "seat_word":
            return QCoreApplication.translate(
                "HostDialog", "Type your own name: “{you}” is what each player's window calls its own seat"
            ).format(you=clean_name(self.name_edit.text()))
        if name:
            return QCoreApplication.translate("HostDialog", "Your name has a character that cannot be shown")
        table = name_problem(self.table_edit.text(), player=False)
        if table == "empty":
            return QCoreApplication.translate("HostDialog", "Give the table a name: your friends see it in their list")
        if table:
            return QCoreApplication.translate("HostDialog", "The table's name has a character that cannot be shown")
        try:
            self._rules.validate()
        except ValueError as exc:
            return QCoreApplication.translate("HostDialog", "These options do not make a playable game: {why}").format(
                why=str(exc)
            )
        return ""

    def _check(self, *_args: object) -> None:
        if not hasattr(self, "ok"):
            return
        why = self.problem()
        self.ok.setEnabled(not why)
        self.ok.setToolTip(why)
        opens = self.seat_kinds().count("open")
        ready = counted(
            QCoreApplication.translate(
                "HostDialog",
                "Ready: %n seat(s) open for friends; the computer plays an open seat until a friend sits down",
            ),
            opens,
        )
        self.message.setText(why or ready)
        self.message.setProperty("state", "error" if why else "ready")
        self.message.style().unpolish(self.message)
        self.message.style().polish(self.message)

    def chosen(self) -> HostChoice:
        return HostChoice(
            self._rules,
            self.seat_kinds(),
            self.seat_levels(),
            clean_name(self.name_edit.text()),
            clean_name(self.table_edit.text()),
            self.discoverable.isChecked(),
            str(self.take_back.currentData()),
            int(self.idle_limit.currentData()),
        )

    def accept(self) -> None:
        if self.problem():
            self._check()
            return
        super().accept()

    def _fitting_size(self) -> QSize:
        """760x780 (every choice in view, the take-back and idle rows included), wider when the words of a
        language need it (nothing scrolls sideways), within the screen."""
        width, height = max(760, self._page.sizeHint().width() + 56), 780
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is not None:
            area = screen.availableGeometry()
            width, height = min(width, area.width() - 16), min(height, area.height() - 48)
        return QSize(max(width, 560), max(height, 480))


# -- this machine's addresses -----------------------------------------------------------------------


def local_addresses() -> list[str]:
    """This machine's addresses on the home network, as friends type them: private IPv4 first, then IPv6
    unique-local; found from the machine's own name only (getaddrinfo, gethostbyname_ex: nothing is sent
    anywhere). Never empty: offline, or with no home-network address, ["127.0.0.1"]."""
    found: list[str] = []
    for address in _own_addresses():
        address = address.split("%")[0]
        if _friends_can_type(address) and address not in found:
            found.append(address)
    found.sort(key=lambda a: (":" in a, a))
    return found or ["127.0.0.1"]


def _own_addresses() -> list[str]:
    """Every address the machine's own name resolves to, as it comes (a zone after "%"); none offline."""
    try:
        host = socket.gethostname()
    except OSError:
        return []
    candidates: list[str] = []
    if not host:
        return candidates
    try:
        candidates += [str(info[4][0]) for info in socket.getaddrinfo(host, None)]
    except (OSError, UnicodeError):
        pass
    try:
        candidates += list(socket.gethostbyname_ex(host)[2])
    except (OSError, UnicodeError):
        pass
    return candidates


def _friends_can_type(address: str) -> bool:
    """Whether ``address`` is on the home network; loopback and link-local are not something a friend's computer
    can reach by typing it."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return not (ip.is_loopback or ip.is_link_local) and is_local_address(address)


# -- the table open: friends sit down -----------------------------------------------------------------


def _is_host_seat(entry: dict[str, Any], host_seat: int) -> bool:
    return entry.get("kind") == "host" or int(entry.get("seat", -1)) == host_seat


def seat_status(entry: dict[str, Any], host_seat: int = 0, started: bool = False) -> tuple[str, str, str]:
    """Who sits at a seat of the host's list, in words; its colour; its kind for the diagram ("you", "remote",
    "computer", "open"). ``started``: an open seat is the computer's until someone asks for it."""
    kind, name = str(entry.get("kind", "open")), clean_name(str(entry.get("name", "")))
    if _is_host_seat(entry, host_seat):
        return (
            (QCoreApplication.translate("HostDialog", "You ({name})").format(name=name) if name else vocabulary.you()),
            palette.GOLD,
            "you",
        )
    if entry.get("removed"):
        words = (
            QCoreApplication.translate(
                "HostDialog", "Computer player for the rest of the match, in place of {name}"
            ).format(name=name)
            if name
            else QCoreApplication.translate("HostDialog", "Computer player for the rest of the match")
        )
        return words, palette.CREAM, "computer"
    if kind == "remote":
        return _friend_status(entry, name)
    if kind == "computer":
        return _computer_status(name)
    if started:
        return (
            QCoreApplication.translate("HostDialog", "Computer player; a friend may ask you for this seat"),
            palette.CREAM,
            "computer",
        )
    return QCoreApplication.translate("HostDialog", "Waiting for a friend…"), palette.TEXT_NOTE, "open"


def _friend_status(entry: dict[str, Any], name: str) -> tuple[str, str, str]:
    """A friend's seat (``seat_status``): connection lost, away, or at the table."""
    if not entry.get("connected", True):
        return (
            QCoreApplication.translate("HostDialog", "{name}, connection lost").format(name=name),
            palette.BAD,
            "remote",
        )
    if entry.get("away"):
        return (
            QCoreApplication.translate("HostDialog", "{name}, away: the computer plays for them").format(name=name),
            palette.THEM,
            "remote",
        )
    return QCoreApplication.translate("HostDialog", "{name}, at the table").format(name=name), palette.GOOD, "remote"


def _computer_status(name: str) -> tuple[str, str, str]:
    """A computer's seat (``seat_status``): for the friend ``name`` who left, or from the start."""
    if name:
        return (
            QCoreApplication.translate("HostDialog", "Computer player, for {name} who left (may come back)").format(
                name=name
            ),
            palette.THEM,
            "computer",
        )
    return QCoreApplication.translate("HostDialog", "Computer player"), palette.CREAM, "computer"


def seat_action(entry: dict[str, Any], host_seat: int = 0) -> str:
    """What the host's button does at a seat: "remove" (a friend sits there: he goes, the computer plays it
    for good), "computer" (empty, or its friend left: the computer plays it for good) or "" (nothing to do)."""
    if _is_host_seat(entry, host_seat) or entry.get("removed"):
        return ""
    kind, name = entry.get("kind", "open"), clean_name(str(entry.get("name", "")))
    if kind == "remote":
        return "remove"
    if kind == "open" or (kind == "computer" and name):
        return "computer"
    return ""


class WaitingPanel(QDialog):
    """The "Table open" window: the code, the addresses, the seats; Start now, Close the table."""

    startRequested = Signal()
    closeRequested = Signal()
    dismissed = Signal()  # hidden by Escape or its close button; the table stays open
    removeRequested = Signal(int, str)  # a seat's button: give it to the computer for good (seat, its player's name)

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        rules: Ruleset,
        code: str,
        port: int,
        table_name: str = "",
        addresses: Sequence[str] | None = None,
        discoverable: bool = True,
        host_seat: int = 0,
    ) -> None:
        super().__init__(parent)
        self.setModal(False)
        self.setWindowTitle(QCoreApplication.translate("HostDialog", "Table open"))
        self.setPalette(controls_palette(self.palette()))
        self.rules = rules
        self.host_seat = host_seat  # the host's own seat: no button to remove himself
        self.started = False  # the match is on: no Start now; the seats' buttons are what the host can do
        self.code = code
        self.port = port
        self.addresses = list(addresses) if addresses is not None else local_addresses()
        self.seats: list[dict[str, Any]] = []
        root = themed_root(self)
        root.setStyleSheet(root.styleSheet() + EXTRA_QSS)
        lay = QVBoxLayout(root)
        lay.setContentsMargins(16, 12, 16, 12)
        lay.setSpacing(8)
        self._build_heading(root, lay, table_name)
        lay.addWidget(self._build_code_box(root))
        lay.addWidget(self._build_where_box(root, discoverable))
        lay.addWidget(self._build_seats_box(root))
        lay.addStretch(1)
        self.summary = QLabel(root)
        self.summary.setObjectName("guide")
        self.summary.setWordWrap(True)
        lay.addWidget(self.summary)
        lay.addLayout(self._build_buttons(root))
        chain: list[QWidget] = [self.copy_button, *self.seat_buttons, self.close_button, self.start_button]
        for first, second in zip(chain, chain[1:]):
            QWidget.setTabOrder(first, second)  # the seats' buttons in the seats' order, between the code and the end
        self.set_seats(
            [{"seat": s, "kind": "host" if s == host_seat else "open", "name": ""} for s in range(rules.players)]
        )
        self.resize(700, max(480, self.sizeHint().height()))

    # -- the window's sections, top to bottom
    def _build_heading(self, root: QWidget, lay: QVBoxLayout, table_name: str) -> None:
        """The table's name, and its game and target."""
        head = QLabel(
            QCoreApplication.translate("HostDialog", "Your table is open: {table}").format(table=table_name)
            if table_name
            else QCoreApplication.translate("HostDialog", "Your table is open"),
            root,
        )
        head.setObjectName("title")
        head.setWordWrap(True)
        lay.addWidget(head)
        game = QLabel(
            QCoreApplication.translate("HostDialog", "{game}, to {target} points").format(
                game=text.variant_name(self.rules), target=getattr(self.rules, TARGET_FIELD)
            ),
            root,
        )
        game.setObjectName("note")
        lay.addWidget(game)

    def _build_code_box(self, root: QWidget) -> QGroupBox:
        """The join code, large, with Copy."""
        code_box = QGroupBox(QCoreApplication.translate("HostDialog", "The code to give your friends"), root)
        code_lay = QHBoxLayout(code_box)
        self.code_label = QLabel(self.code, code_box)
        self.code_label.setObjectName("code")
        self.code_label.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self.code_label.setAccessibleName(QCoreApplication.translate("HostDialog", "Join code"))
        self.code_label.setAccessibleDescription(" ".join(self.code))
        code_lay.addWidget(self.code_label, 1)
        self.copy_button = QPushButton(QCoreApplication.translate("HostDialog", "&Copy"), code_box)
        self.copy_button.setToolTip(QCoreApplication.translate("HostDialog", "Copy the code, to paste it in a message"))
        self.copy_button.setAccessibleName(QCoreApplication.translate("HostDialog", "Copy the code"))
        self.copy_button.clicked.connect(self.copy_code)
        code_lay.addWidget(self.copy_button, 0, Qt.AlignmentFlag.AlignVCenter)
        return code_box

    def _build_where_box(self, root: QWidget, discoverable: bool) -> QGroupBox:
        """This machine's addresses and the port, for friends who do not see the table in their list."""
        where = QGroupBox(
            QCoreApplication.translate("HostDialog", "If your friends do not see the table in their list"), root
        )
        where_lay = QVBoxLayout(where)
        explain = QLabel(
            QCoreApplication.translate("HostDialog", "They type one of these addresses and the port in Join a table:")
            if discoverable
            else QCoreApplication.translate(
                "HostDialog",
                "The table is not shown in lists: they type one of these addresses and the port in Join a table:",
            ),
            where,
        )
        explain.setWordWrap(True)
        where_lay.addWidget(explain)
        lines = [
            QCoreApplication.translate("HostDialog", "{address}   port {port}").format(address=a, port=self.port)
            for a in self.addresses
        ]
        self.address_label = QLabel("\n".join(lines), where)
        self.address_label.setObjectName("address")
        self.address_label.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self.address_label.setAccessibleName(QCoreApplication.translate("HostDialog", "Addresses and port"))
        where_lay.addWidget(self.address_label)
        if self.addresses == ["127.0.0.1"]:
            alone = QLabel(
                QCoreApplication.translate(
                    "HostDialog", "This computer seems not to be on a network: only windows on this computer can join."
                ),
                where,
            )
            alone.setObjectName("note")
            alone.setWordWrap(True)
            where_lay.addWidget(alone)
        return where

    def _build_seats_box(self, root: QWidget) -> QGroupBox:
        """At the table: the table from above, and a row a seat (``_seat_rows``)."""
        seats_box = QGroupBox(QCoreApplication.translate("HostDialog", "At the table"), root)
        seats_lay = QHBoxLayout(seats_box)
        self.diagram = SeatDiagram(seats_box)
        self.diagram.setAccessibleName(QCoreApplication.translate("HostDialog", "The table from above"))
        seats_lay.addWidget(self.diagram, 0, Qt.AlignmentFlag.AlignTop)
        seats_lay.addWidget(self._seat_rows(seats_box), 1)
        return seats_box

    def _build_buttons(self, root: QWidget) -> QHBoxLayout:
        """Close the table, and Start now (the default)."""
        buttons = QHBoxLayout()
        self.close_button = QPushButton(QCoreApplication.translate("HostDialog", "C&lose the table"), root)
        self.close_button.setToolTip(
            QCoreApplication.translate("HostDialog", "Stop the table: your friends are told, nobody else can join")
        )
        self.close_button.clicked.connect(self.closeRequested)
        self.start_button = QPushButton(QCoreApplication.translate("HostDialog", "&Start now"), root)
        self.start_button.setObjectName("primary")
        self.start_button.setDefault(True)
        self.start_button.setToolTip(
            QCoreApplication.translate("HostDialog", "Deal now: computer players take the seats still empty")
        )
        self.start_button.clicked.connect(self.startRequested)
        buttons.addWidget(self.close_button)
        buttons.addStretch(1)
        buttons.addWidget(self.start_button)
        return buttons

    def _seat_rows(self, parent: QWidget) -> QWidget:
        """A row a seat: who sits there, and the host's button for it (hidden where there is nothing to do)."""
        rows = QWidget(parent)
        grid = QGridLayout(rows)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setColumnStretch(0, 1)
        self.seat_labels: list[QLabel] = []
        self.seat_buttons: list[QPushButton] = []
        for seat in range(self.rules.players):
            label = QLabel(rows)
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.RichText)
            button = QPushButton(rows)
            button.setObjectName("seatAction")
            button.setAutoDefault(False)  # Enter stays with Start now
            button.clicked.connect(lambda _=False, s=seat: self._seat_button_pressed(s))
            grid.addWidget(label, seat, 0)
            grid.addWidget(button, seat, 1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.seat_labels.append(label)
            self.seat_buttons.append(button)
        grid.setRowStretch(self.rules.players, 1)
        self.seat_text = rows  # the seats in plain words, as a whole, for a screen reader
        rows.setAccessibleName(QCoreApplication.translate("HostDialog", "Seats"))
        return rows

    def _seat_button_pressed(self, seat: int) -> None:
        entry = next((e for e in self.seats if int(e.get("seat", -1)) == seat), None)
        if entry is not None and seat_action(entry, self.host_seat):
            self.removeRequested.emit(seat, clean_name(str(entry.get("name", ""))))

    def copy_code(self) -> None:
        QGuiApplication.clipboard().setText(self.code)
        self.copy_button.setText(QCoreApplication.translate("HostDialog", "Copied"))

    def set_seats(self, seats: Sequence[dict[str, Any]]) -> None:
        """The host's seat list ({seat, kind, name}; "connected", "away" and "removed" if present): kind "host",
        "remote" (a friend is there), "computer" (a computer player; with a name: that friend left, he may come
        back, unless "removed") or "open" (waiting for a friend). The host's own seat is ``host_seat``."""
        self.seats = [dict(s) for s in seats]
        kinds, names = [], []
        friends = waiting = 0
        by_seat = {int(e.get("seat", 0)): e for e in self.seats}
        for seat, (label, button) in enumerate(zip(self.seat_labels, self.seat_buttons)):
            entry = by_seat.get(seat, {"seat": seat, "kind": "open", "name": ""})
            who, colour, shown = seat_status(entry, self.host_seat, self.started)
            friends += shown == "remote"
            waiting += shown == "open"
            kinds.append(shown)
            names.append(clean_name(str(entry.get("name", ""))) if shown == "remote" else "")
            label.setText(f"{self._place_html(seat)}: <span style='color:{colour}'>{_esc(who)}</span>")
            label.setAccessibleName(_plain(label.text()))
            self._show_seat_action(seat, button, entry)
        self.diagram.show_seats(self.rules, kinds, names)
        self.seat_text.setAccessibleDescription("; ".join(self.seat_lines()))
        self._show_summary(friends, waiting)

    def _place_html(self, seat: int) -> str:
        place = seat_place(self.rules, seat, self.host_seat)
        team = seat_team(self.rules, seat, self.host_seat)
        return f"<b>{_esc(place)}</b>" + (
            f" <span style='color:{palette.TEXT_NOTE}'>({_esc(team)})</span>" if team else ""
        )

    def _show_seat_action(self, seat: int, button: QPushButton, entry: dict[str, Any]) -> None:
        action = seat_action(entry, self.host_seat)
        place = seat_place(self.rules, seat, self.host_seat)
        name = clean_name(str(entry.get("name", "")))
        if action == "remove":
            button.setText(QCoreApplication.translate("HostDialog", "Remove {name}").format(name=name))
            button.setAccessibleName(
                QCoreApplication.translate(
                    "HostDialog", "{place}: remove {name} from the table for the rest of the match"
                ).format(place=place, name=name)
            )
        elif action == "computer":
            button.setText(QCoreApplication.translate("HostDialog", "Give to the computer"))
            button.setAccessibleName(
                QCoreApplication.translate(
                    "HostDialog", "{place}: give the seat to the computer for the rest of the match"
                ).format(place=place)
            )
        button.setToolTip(button.accessibleName())
        button.setVisible(bool(action))

    def set_started(self) -> None:
        """The match has begun: Start now goes; the panel stays the place of the code and the seats' buttons."""
        self.started = True
        self.start_button.hide()
        self.set_seats(self.seats)

    def _show_summary(self, friends: int, waiting: int) -> None:
        if self.started:
            words = (
                counted(QCoreApplication.translate("HostDialog", "%n friend(s) seated"), friends)
                + " · "
                + QCoreApplication.translate(
                    "HostDialog", "The match is on. A seat's button gives it to the computer for the rest of the match."
                )
            )
        elif waiting:
            words = (
                counted(QCoreApplication.translate("HostDialog", "%n friend(s) seated"), friends)
                + " · "
                + counted(
                    QCoreApplication.translate(
                        "HostDialog", "%n seat(s) waiting: Start now and the computer plays them"
                    ),
                    waiting,
                )
            )
        else:
            words = (
                counted(QCoreApplication.translate("HostDialog", "%n friend(s) seated"), friends)
                + " · "
                + QCoreApplication.translate("HostDialog", "Every seat is taken: start when you like")
            )
        self.summary.setText(words)
        self.summary.setProperty("state", "ready" if friends else "")
        self.summary.style().unpolish(self.summary)
        self.summary.style().polish(self.summary)

    def seat_lines(self) -> list[str]:
        """The seats as the panel says them, in plain words (for tests and screen readers)."""
        return [label.accessibleName() for label in self.seat_labels]

    def reject(self) -> None:  # Escape: hide, the table stays open
        self.hide()
        self.dismissed.emit()

    def closeEvent(self, event: QCloseEvent) -> None:
        event.accept()
        if event.spontaneous():  # the player closed it; the caller's own close() says nothing
            self.dismissed.emit()


def _esc(words: str) -> str:
    return words.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _plain(html: str) -> str:
    import re

    words = re.sub(r"<[^>]+>", "", html)
    return words.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")
