"""The deal editor: set every seat's cards (drag them, or type them), the dealer and optionally the
contract, then play the deal against the computer players as a practice deal (never counted in the
statistics) or export it as a deal file.

The zones are the game's own (``ui.deal_editing.DealDraft`` reads them from its deal plan). The
computer players of a practice deal draw their random numbers from a stream that depends only on the
moves made so far (the controller seeds it from the match's seed, and an edited deal's match has
none), so the same cards and the same moves give the same decisions: moving one card shows what
that card changes.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QCoreApplication, QMimeData, QPoint, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor, QDrag, QDragEnterEvent, QDragMoveEvent, QDropEvent, QMouseEvent, QPainter, QPaintEvent, QPen, QPixmap,
)
from PySide6.QtWidgets import (
    QComboBox, QDialog, QFileDialog, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QLayout, QLineEdit, QMessageBox,
    QPushButton, QScrollArea, QSizePolicy, QVBoxLayout, QWidget,
)

from ...engine import VARIANTS, Card, DealState, Ruleset, find_variant
from ...storage import deal_file
from .. import text
from ..deal_editing import SHARED, DealDraft, FixedContract, Problem, cards_text, contract_strains, contract_values
from ..deal_editing import parse_cards
from ..table import card_art
from ..table.card_item import CardItem
from ..table.layout import side_of, sort_hand

if TYPE_CHECKING:
    from .main_window import MainWindow

translate = QCoreApplication.translate
MIME = "application/x-belote-desktop-card"
CARD_W = 42
FACE_DOWN = ("kitty", "table_down", "never")


def zone_name(key: str) -> str:
    words = {
        "hand": lambda: translate("DealEditor", "Hand"),
        "kitty": lambda: translate("DealEditor", "Kitty (picked up after the auction)"),
        "table_down": lambda: translate("DealEditor", "Table, face down"),
        "table_up": lambda: translate("DealEditor", "Table, face up"),
        "after": lambda: translate("DealEditor", "After the auction"),
        "turned": lambda: translate("DealEditor", "Turned card"),
        "pack": lambda: translate("DealEditor", "The pack, dealt after the auction (in order)"),
        "never": lambda: translate("DealEditor", "Never dealt"),
        "pool": lambda: translate("DealEditor", "Cards not placed yet"),
    }
    return words[key]() if key in words else key


def zone_tip(key: str) -> str:
    """What a zone is, for its tooltip ("" when its name says it all)."""
    words = {
        "kitty": lambda: translate("DealEditor", "Dealt face down; its owner picks it up after the auction"),
        "table_down": lambda: translate("DealEditor", "Nobody sees these cards until the card above is played"),
        "table_up": lambda: translate(
            "DealEditor", "Each face-up card lies on the face-down card of its column (the first on the first)"),
        "pack": lambda: translate(
            "DealEditor", "The cards dealt after the auction, from the top of the pack: who gets them depends on "
            "who takes"),
        "after": lambda: translate("DealEditor", "The cards this player receives after the auction"),
        "never": lambda: translate("DealEditor", "The cards left out of this deal"),
    }
    return words[key]() if key in words else ""


def problem_text(problem: Problem, names: list[str]) -> str:
    """One problem in words, naming the zone: "West – Hand: 4 cards of 5 (1 missing)."."""
    p = problem.params
    if problem.code == "count":
        zone = zone_name(p["key"])
        where = zone if p["seat"] == SHARED else translate("DealEditor", "{seat} – {zone}").format(
            seat=names[p["seat"]], zone=zone)
        have, need = p["have"], p["need"]
        if have < need:
            return translate("DealEditor", "{where}: {have} of {need} cards ({n} missing).").format(
                where=where, have=have, need=need, n=need - have)
        return translate("DealEditor", "{where}: {have} cards, {need} needed ({n} too many).").format(
            where=where, have=have, need=need, n=have - need)
    if problem.code == "taker":
        return translate("DealEditor", "Choose who takes the contract.")
    if problem.code == "strain":
        return translate("DealEditor", "This game cannot play a contract in that strain.")
    if problem.code == "value":
        return translate("DealEditor", "This game's contracts cannot have that value.")
    return problem.code


class CardRow(QWidget):
    """One zone's cards in a row, painted with the game's card art: cards are dragged out and dropped in.
    Empty places show how many cards the zone still needs."""

    def __init__(self, editor: DealEditorDialog, key: str, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.editor = editor
        self.key = key
        self.seat = seat
        self.setAcceptDrops(True)
        self.setMinimumHeight(card_art.card_height(CARD_W) + 8)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._press: tuple[QPoint, Card] | None = None
        self._drop_at = -1

    def sizeHint(self) -> QSize:
        return QSize(8 * CARD_W, card_art.card_height(CARD_W) + 8)

    def cards(self) -> Sequence[Card]:
        draft = self.editor.draft
        if self.key == "pool":
            return sort_hand(draft.pool())
        return draft.cards.get((self.key, self.seat), [])  # a row of a shape just left shows nothing

    def size_needed(self) -> int:
        if self.key == "pool":
            return 0
        try:
            return self.editor.draft.slot(self.key, self.seat).size
        except KeyError:
            return 0

    def _step(self, count: int) -> float:
        if count <= 1:
            return float(CARD_W)
        return max(8.0, min(CARD_W * 0.72, (self.width() - 8 - CARD_W) / (count - 1)))

    def card_rects(self) -> list[tuple[Card, QRectF]]:
        cards = self.cards()
        places = max(len(cards), self.size_needed())
        step = self._step(places)
        h = card_art.card_height(CARD_W)
        return [(card, QRectF(4 + i * step, 4, CARD_W, h)) for i, card in enumerate(cards)]

    def card_at(self, pos: QPointF) -> Card | None:
        for card, rect in reversed(self.card_rects()):
            if rect.contains(pos):
                return card
        return None

    def index_at(self, x: float) -> int:
        """Where a card dropped at ``x`` goes in this zone."""
        cards = self.cards()
        step = self._step(max(len(cards), self.size_needed()))
        return max(0, min(len(cards), int((x - 4 + step / 2) // step)))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        dark, middle = card_art.felt_colours(self.editor.table_colour)[:2]
        painter.fillRect(self.rect(), middle)
        h = card_art.card_height(CARD_W)
        cards = self.cards()
        need = self.size_needed()
        step = self._step(max(len(cards), need))
        pen = QPen(QColor(235, 245, 238, 150), 1.4, Qt.PenStyle.DashLine)
        for i in range(len(cards), need):  # the places still empty
            painter.setPen(pen)
            painter.setBrush(dark)
            painter.drawRoundedRect(QRectF(4 + i * step, 4, CARD_W, h), 4, 4)
        dpr = self.devicePixelRatioF()
        turned = self.editor.turned_card()
        veil = QColor(dark)
        veil.setAlphaF(0.35)
        for card, rect in self.card_rects():
            pixmap = card_art.render_face(card, CARD_W, CardItem.style, dpr, CardItem.letters)
            painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
            if self.key in FACE_DOWN:  # shown to the editor, but shaded: nobody sees them at the table
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(veil)
                painter.drawRoundedRect(rect, CARD_W * 0.06, CARD_W * 0.06)
            if card == turned and self.key != "turned":
                card_art.paint_highlight(painter, rect, QColor("#ffd54a"))
        if need and len(cards) > need:  # too many: a red frame says so
            painter.setPen(QPen(QColor("#ff6b6b"), 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(QRectF(self.rect()).adjusted(1, 1, -1, -1))
        if self._drop_at >= 0:
            x = 4 + self._drop_at * step - 2
            painter.setPen(QPen(QColor("#ffd54a"), 3))
            painter.drawLine(QPointF(x, 2), QPointF(x, h + 6))
        if not cards and not need:
            painter.setPen(QColor(235, 245, 238))
            painter.drawText(QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter,
                             translate("DealEditor", "Every card is placed."))
        painter.end()

    # -- dragging out -------------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        card = self.card_at(event.position())
        self._press = (event.position().toPoint(), card) if card is not None else None
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press is None or not event.buttons() & Qt.MouseButton.LeftButton:
            return
        start, card = self._press
        if (event.position().toPoint() - start).manhattanLength() < 6:
            return
        self._press = None
        mime = QMimeData()
        mime.setData(MIME, QByteArray(str(card).encode()))
        mime.setText(str(card))
        drag = QDrag(self)
        drag.setMimeData(mime)
        pixmap = card_art.render_face(card, CARD_W, CardItem.style, self.devicePixelRatioF(), CardItem.letters)
        drag.setPixmap(QPixmap(pixmap))
        drag.setHotSpot(QPoint(CARD_W // 2, card_art.card_height(CARD_W) // 2))
        drag.exec(Qt.DropAction.MoveAction)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        """A double click sends a card back to the pool, or a pool card to the first zone lacking cards."""
        card = self.card_at(event.position())
        if card is None:
            return
        if self.key == "pool":
            self.editor.place_in_first_open_zone(card)
        else:
            self.editor.drop_card(card, "pool", SHARED)

    # -- dropping in ----------------------------------------------------------------------------------
    def _card_of(self, event: QDropEvent | QDragMoveEvent | QDragEnterEvent) -> Card | None:
        data = event.mimeData()
        if not data.hasFormat(MIME):
            return None
        try:
            return Card.parse(bytes(data.data(MIME).data()).decode())
        except ValueError:
            return None

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self._card_of(event) is not None:
            event.acceptProposedAction()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if self._card_of(event) is not None:
            self._drop_at = self.index_at(event.position().x()) if self.key != "pool" else -1
            self.update()
            event.acceptProposedAction()

    def dragLeaveEvent(self, event: object) -> None:
        self._drop_at = -1
        self.update()

    def dropEvent(self, event: QDropEvent) -> None:
        card = self._card_of(event)
        self._drop_at = -1
        if card is None:
            return
        index = self.index_at(event.position().x())
        if self.editor.draft.where(card) == (self.key, self.seat) and index > self.cards().index(card):
            index -= 1  # moving right within the zone: the card's own place is freed first
        event.acceptProposedAction()
        self.editor.drop_card(card, self.key, self.seat, index)


class DealEditorDialog(QDialog):
    """The deal editor. ``play(draft)`` starts the practice deal (the dialog closes first)."""

    def __init__(self, rules: Ruleset, human: int = 0, table_colour: str = "green",
                 play: Callable[[DealDraft], object] | None = None, parent: QWidget | None = None,
                 deal: DealState | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("DealEditor", "Deal editor"))
        self.table_colour = table_colour
        self.human = human
        self.names: list[str] = []
        self.play_callback = play
        self.draft = DealDraft.from_deal(deal) if deal is not None else DealDraft(rules, 0)
        self.rows: dict[tuple[str, int], CardRow] = {}
        self.fields: dict[tuple[str, int], QLineEdit] = {}
        self.labels: dict[tuple[str, int], QLabel] = {}
        self.typing_error = ""
        self._seed = 0

        self.game_combo = QComboBox(self)
        self._games: list[Ruleset] = [rules] + [find_variant(v) for v in VARIANTS if v != rules.id]
        for r in self._games:
            self.game_combo.addItem(text.variant_name(r))
        self.game_combo.currentIndexChanged.connect(self._game_chosen)
        self.dealer_combo = QComboBox(self)
        self.dealer_combo.currentIndexChanged.connect(self._dealer_chosen)
        self.contract_combo = QComboBox(self)
        self.contract_combo.currentIndexChanged.connect(self._contract_changed)
        self.taker_combo = QComboBox(self)
        self.taker_combo.currentIndexChanged.connect(self._contract_changed)
        self.strain_combo = QComboBox(self)
        self.strain_combo.currentIndexChanged.connect(self._contract_changed)
        self.value_combo = QComboBox(self)
        self.value_combo.currentIndexChanged.connect(self._contract_changed)
        settings = QHBoxLayout()
        self.game_label = QLabel(self)
        self.dealer_label = QLabel(self)
        self.contract_label = QLabel(self)
        for label, combo in ((self.game_label, self.game_combo), (self.dealer_label, self.dealer_combo),
                             (self.contract_label, self.contract_combo)):
            label.setBuddy(combo)
            settings.addWidget(label)
            settings.addWidget(combo)
        for combo in (self.taker_combo, self.strain_combo, self.value_combo):
            settings.addWidget(combo)
        settings.addStretch(1)

        self.zones_widget = QWidget(self)
        self.zones_layout = QVBoxLayout(self.zones_widget)
        self.zones_layout.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(self.zones_widget)
        self.pool_label = QLabel(self)
        self.pool_row = CardRow(self, "pool", SHARED, self)
        self.problems_label = QLabel(self)
        self.problems_label.setWordWrap(True)
        self.problems_label.setTextFormat(Qt.TextFormat.PlainText)

        self.random_button = QPushButton(self)
        self.random_button.clicked.connect(self.deal_rest)
        self.clear_button = QPushButton(self)
        self.clear_button.clicked.connect(self.clear)
        self.export_button = QPushButton(self)
        self.export_button.clicked.connect(self.export_dialog)
        self.close_button = QPushButton(self)
        self.close_button.clicked.connect(self.reject)
        self.play_button = QPushButton(self)
        self.play_button.setDefault(True)
        self.play_button.clicked.connect(self.play)
        buttons = QHBoxLayout()
        for b in (self.random_button, self.clear_button, self.export_button):
            b.setAutoDefault(False)
            buttons.addWidget(b)
        buttons.addStretch(1)
        self.close_button.setAutoDefault(False)
        buttons.addWidget(self.close_button)
        buttons.addWidget(self.play_button)

        lay = QVBoxLayout(self)
        lay.addLayout(settings)
        lay.addWidget(scroll, 1)
        lay.addWidget(self.pool_label)
        lay.addWidget(self.pool_row)
        lay.addWidget(self.problems_label)
        lay.addLayout(buttons)
        self.retranslate()
        self._build_zones()
        self.resize(1180, 700)

    # -- texts ------------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.game_label.setText(translate("DealEditor", "&Game:"))
        self.dealer_label.setText(translate("DealEditor", "&Dealer:"))
        self.contract_label.setText(translate("DealEditor", "&Contract:"))
        self.random_button.setText(translate("DealEditor", "Deal the &rest at random"))
        self.random_button.setToolTip(translate(
            "DealEditor", "Fill every zone that lacks cards with cards from the pool, shuffled; full zones stay"))
        self.clear_button.setText(translate("DealEditor", "C&lear"))
        self.export_button.setText(translate("DealEditor", "&Export…"))
        self.export_button.setToolTip(translate("DealEditor", "Save this deal as a deal file to share it"))
        self.close_button.setText(translate("DealEditor", "Close"))
        self.play_button.setText(translate("DealEditor", "&Play"))
        self.play_button.setToolTip(translate(
            "DealEditor", "Play this deal against the computer players (a practice deal: not counted in statistics)"))
        self.taker_combo.setAccessibleName(translate("DealEditor", "Taker"))
        self.strain_combo.setAccessibleName(translate("DealEditor", "Trumps"))
        self.value_combo.setAccessibleName(translate("DealEditor", "Value"))

    def seat_name(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) else str(seat + 1)

    def _seat_names(self, rules: Ruleset) -> list[str]:
        """The seats as the table names them: "You" (the player's seat), then the others by where they sit."""
        from ...engine import Direction

        n = rules.players
        clockwise = rules.direction is Direction.CLOCKWISE
        return [text.default_seat_name(side_of(seat, self.human % n, n, clockwise)) for seat in range(n)]

    # -- building the zones ------------------------------------------------------------------------------
    def _build_zones(self) -> None:
        """(Re)build the rows of the draft's game and the dealer and contract choices."""
        draft = self.draft
        rules = draft.rules
        self.names = self._seat_names(rules)
        _empty_layout(self.zones_layout)
        self.rows.clear()
        self.fields.clear()
        self.labels.clear()
        for combo in (self.dealer_combo, self.taker_combo, self.strain_combo, self.value_combo, self.contract_combo):
            combo.blockSignals(True)
            combo.clear()
        for seat in range(rules.players):
            self.dealer_combo.addItem(self.seat_name(seat), seat)
            self.taker_combo.addItem(self.seat_name(seat), seat)
        self.dealer_combo.setCurrentIndex(draft.dealer)
        self.contract_combo.addItem(translate("DealEditor", "Auction as usual"))
        self.contract_combo.addItem(translate("DealEditor", "Fixed contract (no auction)"))
        for strain in contract_strains(rules):
            self.strain_combo.addItem(text.strain_name(strain), int(strain))
        for value in contract_values(rules):
            self.value_combo.addItem(str(value), value)
        if draft.contract is not None:
            c = draft.contract
            self.contract_combo.setCurrentIndex(1)
            self.taker_combo.setCurrentIndex(c.taker)
            self.strain_combo.setCurrentIndex(max(0, self.strain_combo.findData(int(c.strain))))
            self.value_combo.setCurrentIndex(max(0, self.value_combo.findData(c.value)))
        for combo in (self.dealer_combo, self.taker_combo, self.strain_combo, self.value_combo, self.contract_combo):
            combo.blockSignals(False)
        self._show_contract_choices()

        grid = QGridLayout()
        columns = 2 if rules.players >= 4 else rules.players
        for seat in range(rules.players):
            box = QGroupBox(self.seat_name(seat), self.zones_widget)
            box_lay = QVBoxLayout(box)
            box_lay.setSpacing(3)
            for slot in draft.slots():
                if slot.seat == seat:
                    self._add_zone(box_lay, slot.key, seat, box)
            grid.addWidget(box, seat // columns, seat % columns)
        self.zones_layout.addLayout(grid)
        shared = [s for s in draft.slots() if s.seat == SHARED]
        if shared:
            box = QGroupBox(translate("DealEditor", "The rest of the pack"), self.zones_widget)
            side_by_side = QHBoxLayout(box)  # side by side: the dialog stays short enough for a laptop
            for slot in shared:
                column = QVBoxLayout()
                column.setSpacing(3)
                self._add_zone(column, slot.key, SHARED, box)
                side_by_side.addLayout(column, max(2, slot.size))
            self.zones_layout.addWidget(box)
        self.zones_layout.addStretch(1)
        self.refresh()

    def _add_zone(self, lay: QVBoxLayout, key: str, seat: int, parent: QWidget) -> None:
        label = QLabel(parent)
        field = QLineEdit(parent)
        field.setPlaceholderText(translate("DealEditor", "Type cards: 7C 10H JS AD …"))
        field.editingFinished.connect(lambda k=key, s=seat: self.typed(k, s))
        label.setBuddy(field)
        row = CardRow(self, key, seat, parent)
        head = QHBoxLayout()
        head.addWidget(label)
        head.addWidget(field, 1)
        lay.addLayout(head)
        lay.addWidget(row)
        tip = zone_tip(key)
        for widget in (label, field, row):
            widget.setToolTip(tip)
        self.rows[(key, seat)] = row
        self.fields[(key, seat)] = field
        self.labels[(key, seat)] = label
        row.setAccessibleName(label.text())

    def _show_contract_choices(self) -> None:
        fixed = self.contract_combo.currentIndex() == 1
        self.taker_combo.setVisible(fixed)
        self.strain_combo.setVisible(fixed)
        self.value_combo.setVisible(fixed and self.value_combo.count() > 0)

    # -- what the controls do -----------------------------------------------------------------------------
    def _game_chosen(self, index: int) -> None:
        if 0 <= index < len(self._games) and self._games[index] is not self.draft.rules:
            self.draft = DealDraft(self._games[index], 0)
            self.typing_error = ""
            self._build_zones()

    def _dealer_chosen(self, index: int) -> None:
        if index >= 0 and index != self.draft.dealer:
            self.draft.set_dealer(index)
            self._rebuild_if_shape_changed()

    def _contract_changed(self, _index: int = 0) -> None:
        self._show_contract_choices()
        contract = None
        if self.contract_combo.currentIndex() == 1:
            strain = self.strain_combo.currentData()
            value = self.value_combo.currentData() if self.value_combo.count() else 0
            from ...engine import Strain

            contract = FixedContract(max(0, self.taker_combo.currentIndex()), Strain(strain or 0), int(value or 0))
        self.draft.set_contract(contract)
        self._rebuild_if_shape_changed()

    def _rebuild_if_shape_changed(self) -> None:
        if set(self.rows) != {(s.key, s.seat) for s in self.draft.slots()}:
            self._build_zones()
        else:
            self.refresh()

    def typed(self, key: str, seat: int) -> None:
        field = self.fields.get((key, seat))
        if field is None:
            return
        words = field.text().strip()
        try:
            cards = parse_cards(words or "-", self.draft.rules)
        except deal_file.DealFileError as exc:
            self.typing_error = _typing_problem(exc)
            field.setStyleSheet("QLineEdit { border: 2px solid #d9534f; }")
            self.refresh(keep_field=field)
            return
        field.setStyleSheet("")
        self.typing_error = ""
        if cards != self.draft.cards[(key, seat)]:
            self.draft.set_zone(key, seat, cards)
        self.refresh()

    def drop_card(self, card: Card, key: str, seat: int, index: int = -1) -> None:
        """A card dropped on a zone (or the pool): the drag and the tests come here."""
        self.draft.move(card, key, seat, index)
        self.typing_error = ""
        self.refresh()

    def place_in_first_open_zone(self, card: Card) -> None:
        for slot in self.draft.slots():
            if len(self.draft.cards[(slot.key, slot.seat)]) < slot.size:
                self.drop_card(card, slot.key, slot.seat)
                return

    def deal_rest(self) -> None:
        self._seed = random.SystemRandom().randrange(1, 2**31) if not self._seed else self._seed + 1
        self.draft.deal_rest(self._seed)
        self.refresh()

    def clear(self) -> None:
        self.draft.clear()
        self.typing_error = ""
        for field in self.fields.values():
            field.setStyleSheet("")
        self.refresh()

    def turned_card(self) -> Card | None:
        own = self.draft.turned_zone()
        if own is None:
            return None
        cards = self.draft.cards.get(own, [])
        return cards[-1] if len(cards) == self.draft.slot(*own).size else None

    # -- showing ---------------------------------------------------------------------------------------------
    def refresh(self, keep_field: QLineEdit | None = None) -> None:
        draft = self.draft
        for (key, seat), field in self.fields.items():
            slot = draft.slot(key, seat)
            have = len(draft.cards[(key, seat)])
            label = self.labels[(key, seat)]
            label.setText(translate("DealEditor", "{zone} ({have}/{need}):").format(
                zone=zone_name(key), have=have, need=slot.size))
            self.rows[(key, seat)].setAccessibleName(label.text())
            if field is not keep_field:
                field.setText(cards_text(draft.cards[(key, seat)]))
            self.rows[(key, seat)].update()
        pool = draft.pool()
        self.pool_label.setText(translate("DealEditor", "{zone} ({n}): drag them to a zone, or double-click").format(
            zone=zone_name("pool"), n=len(pool)))
        self.pool_row.update()
        problems = draft.problems()
        lines = [self.typing_error] if self.typing_error else []
        lines += [problem_text(p, self.names) for p in problems[:3]]
        if len(problems) > 3:
            lines.append(translate("DealEditor", "… and {n} more.").format(n=len(problems) - 3))
        if not lines:
            turned = self.turned_card()
            lines.append(translate("DealEditor", "Ready to play.") if turned is None else translate(
                "DealEditor", "Ready to play. The dealer's last card, {card}, is the turned card.").format(
                card=text.card_name(turned)))
        self.problems_label.setText("\n".join(lines))
        self.problems_label.setStyleSheet("" if not problems and not self.typing_error else "color: #c9302c;")
        self.play_button.setEnabled(not problems)
        self.export_button.setEnabled(not problems)

    # -- play and export ---------------------------------------------------------------------------------------
    def play(self) -> None:
        if not self.draft.valid or self.play_callback is None:
            return
        self.accept()
        self.play_callback(self.draft)

    def deal_file_text(self) -> str:
        """The edited deal as a deal file. A fixed contract is a comment: a deal file holds an auction, not a
        contract chosen by hand."""
        draft = self.draft
        start = draft.start()
        title = "made in the deal editor"
        c = draft.contract
        if c is not None:
            seat = deal_file.seat_names(draft.rules.players)[c.taker]
            value = f" {c.value}" if c.value else ""
            title += f"; fixed contract: {seat}{value} {c.strain.code} (the file holds the cards, the auction is open)"
            from ...engine import CARDS, new_deal

            start = new_deal(draft.rules, draft.dealer, deck=[CARDS[i] for i in start.deck])
        return deal_file.write_deal(start, title=title)

    def export_dialog(self) -> None:
        if not self.draft.valid:
            return
        name = f"{self.draft.rules.id}-{datetime.now():%Y-%m-%d-%H%M}{deal_file.SUFFIX}"
        path, _ = QFileDialog.getSaveFileName(
            self, translate("DealEditor", "Export the deal"), str(Path.home() / name),
            translate("MainWindow", "Deal files (*.deal)"))
        if path:
            self.export_to(Path(path))

    def export_to(self, path: Path) -> bool:
        from ...storage.paths import atomic_write_text

        try:
            atomic_write_text(path, self.deal_file_text())
        except OSError as exc:
            QMessageBox.warning(self, translate("MainWindow", "The deal could not be exported."),
                                translate("MainWindow", "{file}: {reason}").format(
                                    file=str(path), reason=exc.strerror or str(exc)))
            return False
        return True


def _typing_problem(error: deal_file.DealFileError) -> str:
    p = error.params
    if error.code == "duplicate_card":
        return translate("DealEditor", "{card} is typed twice.").format(card=p.get("card", ""))
    from ..deal_text import problem_text as file_problem

    return file_problem(error)


def _empty_layout(layout: QLayout) -> None:
    """Take every widget and inner layout out of ``layout`` and delete them (hidden at once: a row of a
    shape just left must not paint before it is gone)."""
    while layout.count():
        item = layout.takeAt(0)
        if item is None:
            break
        widget = item.widget()
        inner = item.layout()
        if widget is not None:
            widget.hide()
            widget.deleteLater()
        elif inner is not None:
            _empty_layout(inner)
            inner.deleteLater()


def open_deal_editor(window: MainWindow, deal: DealState | None = None) -> DealEditorDialog | None:
    """Game > Deal editor (``deal`` None: the rules of the game on the table, no cards placed), or the editor
    holding a finished deal's cards (from "Play this deal again")."""
    if window.tutorial_mode.active:
        return None
    rules = deal.rules if deal is not None else (window.controller.rules or window._last_rules())
    dialog = DealEditorDialog(rules, window.human, window.settings.table_colour,
                              play=lambda draft: play_edited_deal(window, draft), parent=window, deal=deal)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog


def play_edited_deal(window: MainWindow, draft: DealDraft) -> None:
    """The edited deal on the table as a practice deal: never autosaved, never counted in the statistics.
    Its match has no seed, so the controller gives the bots the same random numbers for the same moves."""
    from ..practice_mode import Practice

    window.start_practice(Practice(draft.start(), (), 0, None, translate("DealEditor", "the deal editor")))
