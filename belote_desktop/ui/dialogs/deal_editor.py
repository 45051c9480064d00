"""The deal editor: set every seat's cards (drag them, or type them), the dealer and optionally the
contract, then play the deal against the computer players as a practice deal (never counted in the
statistics) or export it as a deal file.

The zones are the game's own (``app.deal_editing.DealDraft`` reads them from its deal plan). The
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
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QByteArray, QCoreApplication, QMimeData, QPoint, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QDrag,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...engine import Card, DealState, Ruleset
from ...storage import deal_file
from ...learn import table_words as text
from ..look.themed import themed_root
from ...app.deal_editor_words import deal_file_text, guidance, guide_state, turned_card, zone_name
from ...app.deal_editing import SHARED, DealDraft, cards_text
from ..table import card_art
from ..table.card_item import CardItem
from ...learn.table_words import side_of
from ..table.layout import sort_hand
from .deal_editor_choices import ChoiceHandlers, DealChoices
from .deal_editor_fit import CardFitter

if TYPE_CHECKING:
    from ...storage.settings import Settings
    from ...app.table import Table
    from ...app.practice import Practice
    from ...app.tutorial import TutorialMode

translate = QCoreApplication.translate
MIME = "application/x-belote-desktop-card"
FACE_DOWN = ("kitty", "table_down", "never")


def zone_tip(key: str) -> str:
    """What a zone is, for its tooltip ("" when its name says it all)."""
    words = {
        "kitty": lambda: translate("DealEditor", "Dealt face down; its owner picks it up after the auction"),
        "table_down": lambda: translate("DealEditor", "Nobody sees these cards until the card above is played"),
        "table_up": lambda: translate(
            "DealEditor", "Each face-up card lies on the face-down card of its column (the first on the first)"
        ),
        "pack": lambda: translate(
            "DealEditor",
            "The cards dealt after the auction, from the top of the pack: who gets them depends on who takes",
        ),
        "after": lambda: translate("DealEditor", "The cards this player receives after the auction"),
        "never": lambda: translate("DealEditor", "The cards left out of this deal"),
    }
    return words[key]() if key in words else ""


class CardRow(QWidget):
    """One zone's cards in a row, painted with the game's card art: cards are dragged out and dropped in.
    Empty places show how many cards the zone still needs."""

    def __init__(self, editor: DealEditorDialog, key: str, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.editor = editor
        self.key = key
        self.seat = seat
        self.setAcceptDrops(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.fit_height()
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._press: tuple[QPoint, Card] | None = None
        self._drop_at = -1

    @property
    def card_w(self) -> int:
        return self.editor.fitter.width

    def lines(self) -> int:
        """The pool stands in one line per suit (the cards of a suit on one line); a zone in one line."""
        if self.key != "pool":
            return 1
        return max(1, len({card.suit for card in self.cards()}))

    def fit_height(self) -> None:
        h = card_art.card_height(self.card_w)
        self.setFixedHeight(8 + h + (self.lines() - 1) * (h + 4) if self.key == "pool" else h + 8)

    def sizeHint(self) -> QSize:
        return QSize(8 * self.card_w, self.height())

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
        w = self.card_w
        if count <= 1:
            return float(w)
        return max(8.0, min(w * 0.72, (self.width() - 8 - w) / (count - 1)))

    def card_rects(self) -> list[tuple[Card, QRectF]]:
        cards = self.cards()
        w, h = self.card_w, card_art.card_height(self.card_w)
        if self.key == "pool":  # a line per suit
            suits = sorted(
                {card.suit for card in cards}, key=lambda suit: min(i for i, c in enumerate(cards) if c.suit == suit)
            )
            longest = max((sum(1 for c in cards if c.suit == suit) for suit in suits), default=1)
            step = self._step(longest)
            rects = []
            for line, suit in enumerate(suits):
                of_suit = [c for c in cards if c.suit == suit]
                rects += [(card, QRectF(4 + i * step, 4 + line * (h + 4), w, h)) for i, card in enumerate(of_suit)]
            return rects
        places = max(len(cards), self.size_needed())
        step = self._step(places)
        return [(card, QRectF(4 + i * step, 4, w, h)) for i, card in enumerate(cards)]

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
        w = self.card_w
        h = card_art.card_height(w)
        cards = self.cards()
        need = self.size_needed()
        step = self._step(max(len(cards), need))
        pen = QPen(QColor(235, 245, 238, 150), 1.4, Qt.PenStyle.DashLine)
        for i in range(len(cards), need):  # the places still empty
            painter.setPen(pen)
            painter.setBrush(dark)
            painter.drawRoundedRect(QRectF(4 + i * step, 4, w, h), 4, 4)
        dpr = self.devicePixelRatioF()
        turned = turned_card(self.editor.draft)
        veil = QColor(dark)
        veil.setAlphaF(0.35)
        for card, rect in self.card_rects():
            pixmap = card_art.render_face(card, w, CardItem.style, dpr, CardItem.letters)
            painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
            if self.key in FACE_DOWN:  # shown to the editor, but shaded: nobody sees them at the table
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(veil)
                painter.drawRoundedRect(rect, w * 0.06, w * 0.06)
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
            painter.drawText(
                QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter, translate("DealEditor", "Every card is placed.")
            )
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
        w = self.card_w
        pixmap = card_art.render_face(card, w, CardItem.style, self.devicePixelRatioF(), CardItem.letters)
        drag.setPixmap(QPixmap(pixmap))
        drag.setHotSpot(QPoint(w // 2, card_art.card_height(w) // 2))
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

    def __init__(
        self,
        rules: Ruleset,
        human: int = 0,
        table_colour: str = "green",
        play: Callable[[DealDraft], object] | None = None,
        parent: QWidget | None = None,
        deal: DealState | None = None,
    ) -> None:
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
        self.zone_errors: dict[tuple[str, int], QLabel] = {}  # a typing mistake, under the row it was typed in
        self.typing_error = ""
        self.rest_seed = 0  # the last "Deal the rest at random"'s seed; 0: the next one draws a new seed
        self.fitter = CardFitter(self)  # the cards' width: larger when the dialog has the room
        root = themed_root(self)

        self.choices = DealChoices(
            self, rules, ChoiceHandlers(game=self._game_chosen, dealer=self._dealer_chosen, contract=self._contract_changed)
        )
        self._build_zones_area()
        self._build_pool_box()
        # what to do next, in a neutral colour; an error only for something the player did
        self.problems_label = QLabel(self)
        self.problems_label.setObjectName("guide")
        self.problems_label.setWordWrap(True)
        self.problems_label.setTextFormat(Qt.TextFormat.PlainText)
        buttons = self._build_buttons()

        lay = QVBoxLayout(root)
        lay.setContentsMargins(14, 10, 14, 10)
        lay.setSpacing(8)
        lay.addLayout(self.choices.row)
        middle = QHBoxLayout()
        middle.setSpacing(10)
        middle.addWidget(self.scroll_area, 3)
        middle.addWidget(self.pool_box, 2)
        lay.addLayout(middle, 1)
        lay.addWidget(self.problems_label)
        lay.addLayout(buttons)
        self.retranslate()
        self._build_zones()
        self.resize(1180, 700)

    # -- the dialog's parts, built once (the zones are built by ``_build_zones``, again for a new shape)
    def _build_zones_area(self) -> None:
        """The widget of the zones (``self.zones_widget``), in its scroll area."""
        self.zones_widget = QWidget(self)
        self.zones_layout = QVBoxLayout(self.zones_widget)
        self.zones_layout.setContentsMargins(0, 0, 4, 0)
        self.scroll_area = QScrollArea(self)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QScrollArea.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area.setWidget(self.zones_widget)

    def _build_pool_box(self) -> None:
        """The cards still to place, a line per suit, beside the zones."""
        self.pool_box = QGroupBox(self)
        pool_lay = QVBoxLayout(self.pool_box)
        pool_lay.setSpacing(6)
        self.pool_label = QLabel(self.pool_box)
        self.pool_label.setObjectName("note")
        self.pool_label.setWordWrap(True)
        self.pool_row = CardRow(self, "pool", SHARED, self.pool_box)
        pool_lay.addWidget(self.pool_label)
        pool_lay.addWidget(self.pool_row)
        pool_lay.addStretch(1)

    def _build_buttons(self) -> QHBoxLayout:
        """Deal the rest, Clear, Export; Close and Play (the default)."""
        self.random_button = QPushButton(self)
        self.random_button.clicked.connect(self.deal_rest)
        self.clear_button = QPushButton(self)
        self.clear_button.clicked.connect(self.clear)
        self.export_button = QPushButton(self)
        self.export_button.clicked.connect(self.export_dialog)
        self.close_button = QPushButton(self)
        self.close_button.clicked.connect(self.reject)
        self.play_button = QPushButton(self)
        self.play_button.setObjectName("primary")
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
        return buttons

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fitter.schedule()

    def retranslate(self) -> None:
        self.choices.retranslate()
        self.pool_box.setTitle(translate("DealEditor", "Cards to place"))
        self.random_button.setText(translate("DealEditor", "Deal the &rest at random"))
        self.random_button.setToolTip(
            translate(
                "DealEditor", "Fill every zone that lacks cards with cards from the pool, shuffled; full zones stay"
            )
        )
        self.clear_button.setText(translate("DealEditor", "C&lear"))
        self.export_button.setText(translate("DealEditor", "&Export…"))
        self.export_button.setToolTip(translate("DealEditor", "Save this deal as a deal file to share it"))
        self.close_button.setText(translate("DealEditor", "Close"))
        self.play_button.setText(translate("DealEditor", "&Play"))
        self.play_button.setToolTip(
            translate(
                "DealEditor", "Play this deal against the computer players (a practice deal: not counted in statistics)"
            )
        )

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
        self.zone_errors.clear()
        self.choices.show(draft, [self.seat_name(seat) for seat in range(rules.players)])

        grid = QGridLayout()
        per_seat = max(sum(1 for slot in draft.slots() if slot.seat == seat) for seat in range(rules.players))
        # two boxes a row; two players with two rows each one above the other: the rows wide enough for their cards
        columns = 1 if rules.players == 2 and per_seat <= 2 else 2
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
                side_by_side.addLayout(column, max(4, slot.size))
            self.zones_layout.addWidget(box)
        self.zones_layout.addStretch(1)
        self.refresh()
        self.fitter.schedule()

    def _add_zone(self, lay: QVBoxLayout, key: str, seat: int, parent: QWidget) -> None:
        label = QLabel(parent)
        label.setWordWrap(True)  # a long zone name takes two lines rather than the field's room
        field = QLineEdit(parent)
        field.setMinimumWidth(90)
        field.setPlaceholderText(translate("DealEditor", "Type cards: 7C 10H JS AD …"))
        field.editingFinished.connect(lambda k=key, s=seat: self.typed(k, s))
        label.setBuddy(field)
        row = CardRow(self, key, seat, parent)
        error = QLabel(parent)
        error.setObjectName("fieldError")
        error.setWordWrap(True)
        error.hide()
        head = QHBoxLayout()
        head.addWidget(label)
        head.addWidget(field, 1)
        lay.addLayout(head)
        lay.addWidget(error)
        lay.addWidget(row)
        self.zone_errors[(key, seat)] = error
        tip = zone_tip(key)
        for widget in (label, field, row):
            widget.setToolTip(tip)
        self.rows[(key, seat)] = row
        self.fields[(key, seat)] = field
        self.labels[(key, seat)] = label
        row.setAccessibleName(label.text())

    # -- what the controls do -----------------------------------------------------------------------------
    def _game_chosen(self, index: int) -> None:
        games = self.choices.games
        if 0 <= index < len(games) and games[index] is not self.draft.rules:
            self.draft = DealDraft(games[index], 0)
            self.typing_error = ""
            self._build_zones()

    def _dealer_chosen(self, index: int) -> None:
        if index >= 0 and index != self.draft.dealer:
            self.draft.set_dealer(index)
            self._rebuild_if_shape_changed()

    def _contract_changed(self, _index: int = 0) -> None:
        self.choices.show_contract()
        self.draft.set_contract(self.choices.contract())
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
            cards = deal_file.parse_cards(words or "-", self.draft.rules)
        except deal_file.DealFileError as exc:
            self.typing_error = _typing_problem(exc)
            self._mark_field(field, True)
            error = self.zone_errors[(key, seat)]
            error.setText(self.typing_error)
            error.show()
            self.refresh(keep_field=field)
            return
        self._mark_field(field, False)
        self.zone_errors[(key, seat)].hide()
        self.typing_error = ""
        if cards != self.draft.cards[(key, seat)]:
            self.draft.set_zone(key, seat, cards)
        self.refresh()

    @staticmethod
    def _mark_field(field: QLineEdit, wrong: bool) -> None:
        field.setProperty("error", wrong)
        field.style().unpolish(field)
        field.style().polish(field)

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
        self.rest_seed = random.SystemRandom().randrange(1, 2**31) if not self.rest_seed else self.rest_seed + 1
        self.draft.deal_rest(self.rest_seed)
        self.refresh()

    def clear(self) -> None:
        self.draft.clear()
        self.typing_error = ""
        for field in self.fields.values():
            self._mark_field(field, False)
        for error in self.zone_errors.values():
            error.hide()
        self.refresh()

    # -- showing ---------------------------------------------------------------------------------------------
    def refresh(self, keep_field: QLineEdit | None = None) -> None:
        draft = self.draft
        for (key, seat), field in self.fields.items():
            slot = draft.slot(key, seat)
            have = len(draft.cards[(key, seat)])
            label = self.labels[(key, seat)]
            label.setText(
                translate("DealEditor", "{zone} ({have}/{need}):").format(
                    zone=zone_name(key), have=have, need=slot.size
                )
            )
            self.rows[(key, seat)].setAccessibleName(label.text())
            if field is not keep_field:
                field.setText(cards_text(draft.cards[(key, seat)]))
            self.rows[(key, seat)].update()
        pool = draft.pool()
        self.pool_label.setText(
            translate(
                "DealEditor",
                "{n} cards not placed yet: drag one to a row, or double-click it to fill the first row "
                "that lacks cards.",
            ).format(n=len(pool))
            if pool
            else translate("DealEditor", "Every card is placed.")
        )
        self.pool_row.fit_height()
        self.pool_row.update()
        problems = draft.problems()
        self.problems_label.setText("\n".join(guidance(self.draft, problems, self.typing_error, self.names)))
        self.problems_label.setProperty("state", guide_state(problems, self.typing_error))
        self.problems_label.style().unpolish(self.problems_label)
        self.problems_label.style().polish(self.problems_label)
        self.play_button.setEnabled(not problems)
        self.export_button.setEnabled(not problems)

    # -- play and export ---------------------------------------------------------------------------------------
    def play(self) -> None:
        if not self.draft.valid or self.play_callback is None:
            return
        self.accept()
        self.play_callback(self.draft)

    def export_dialog(self) -> None:
        if not self.draft.valid:
            return
        name = f"{self.draft.rules.id}-{datetime.now():%Y-%m-%d-%H%M}{deal_file.SUFFIX}"
        path, _ = QFileDialog.getSaveFileName(
            self,
            translate("DealEditor", "Export the deal"),
            str(Path.home() / name),
            translate("MainWindow", "Deal files (*.deal)"),
        )
        if path:
            self.export_to(Path(path))

    def export_to(self, path: Path) -> bool:
        from ...storage.paths import atomic_write_text

        try:
            atomic_write_text(path, deal_file_text(self.draft))
        except OSError as exc:
            from ..look.themed import message_box

            message_box(
                self,
                QMessageBox.Icon.Warning,
                translate("MainWindow", "The deal could not be exported."),
                translate("MainWindow", "{file}: {reason}").format(file=str(path), reason=exc.strerror or str(exc)),
            ).exec()
            return False
        return True


def _typing_problem(error: deal_file.DealFileError) -> str:
    p = error.params
    if error.code == "duplicate_card":
        return translate("DealEditor", "{card} is typed twice.").format(card=p.get("card", ""))
    from ...app.deal_text import problem_text as file_problem

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


class EditorTable(Protocol):
    """What the deal editor asks of the window it opens over (MainWindow satisfies it)."""

    @property
    def controller(self) -> Table: ...

    @property
    def tutorial_mode(self) -> TutorialMode: ...

    @property
    def settings(self) -> Settings: ...

    @property
    def human(self) -> int: ...

    def last_rules(self) -> Ruleset: ...

    def start_practice(self, practice: Practice) -> None: ...


def open_deal_editor(window: EditorTable, deal: DealState | None = None, *, parent: QWidget) -> DealEditorDialog | None:
    """Game > Deal editor (``deal`` None: the rules of the game on the table, no cards placed), or the editor
    holding a finished deal's cards (from "Play this deal again"); ``parent``: the window, as a widget."""
    if window.tutorial_mode.active:
        return None
    rules = deal.rules if deal is not None else (window.controller.rules or window.last_rules())
    dialog = DealEditorDialog(
        rules,
        window.human,
        window.settings.table_colour,
        play=lambda draft: play_edited_deal(window, draft),
        parent=parent,
        deal=deal,
    )
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog


def play_edited_deal(window: EditorTable, draft: DealDraft) -> None:
    """The edited deal on the table as a practice deal: never autosaved, never counted in the statistics.
    Its match has no seed, so the controller gives the bots the same random numbers for the same moves."""
    from ...app.practice import Practice

    window.start_practice(Practice(draft.start(), (), 0, None, translate("DealEditor", "the deal editor")))
