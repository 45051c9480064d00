"""The card problem's table (Practice › Problems): every hand face up, the trick in the middle, the seat to play at
the bottom. Each card is a small button drawn with the table's own card art (``card_art.render_face``, the table's
style and corner letters), named for a screen reader ("Jack of Hearts"); the cards of the seat to play that the rules
allow take the focus: the arrows move between them, Enter or Space (or a click) plays one (``chosen``).

Face-down table cards (the games that deal cards onto the table) are shown too, shaded, as the deal editor shows
them: a problem is played with every card known."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

from ...app.problems import screen_side, seat_name
from ...i18n import list_comma
from ...engine import Card, DealState, cards_in
from ...learn import table_words as text
from ..table import card_art
from ..table.card_item import CardItem
from ..table.layout import sort_hand

BOTTOM, RIGHT, TOP, LEFT = text.BOTTOM, text.RIGHT, text.TOP, text.LEFT
LABEL_H = 20
GAP = 6
RIGHT_MARK, WRONG_MARK, FOCUS_MARK = QColor("#4cd07d"), QColor("#ff6b6b"), QColor("#ffd54a")


@dataclass(frozen=True, slots=True)
class Shown:
    """What the board shows: the deal, the seat at the bottom, whether its cards may be chosen, and the trick in
    the middle ((seat, card) in play order: the trick in progress, or the one just completed). ``concealed``: the
    table as the bottom seat saw it (My mistakes): the other hands and every face-down card hidden, their count
    beside the name."""

    state: DealState
    mover: int
    choosing: bool
    trick: tuple[tuple[int, Card], ...]
    concealed: bool = False


def trick_on_table(state: DealState, just_played: bool) -> tuple[tuple[int, Card], ...]:
    """The trick in the middle: the one in progress; where it is empty and ``just_played``, the one just won."""
    n = state.players
    if state.trick:
        return tuple(((state.leader + i) % n, card) for i, card in enumerate(state.current_trick))
    if just_played and state.tricks:
        last = state.tricks[-1]
        return tuple((last.seat_of(i, n), card) for i, card in enumerate(last.cards))
    return ()


class CardButton(QAbstractButton):
    """One card on the board: its face, shaded where it lies face down, framed where it has the focus or was
    chosen (green: right, red: wrong)."""

    def __init__(self, card: Card, parent: QWidget, face_down: bool = False) -> None:
        super().__init__(parent)
        self.card = card
        self.face_down = face_down
        self.frame: QColor | None = None
        name = text.card_name(card)
        if face_down:
            name = QCoreApplication.translate("Problems", "{card}, face down on the table").format(card=name)
        self.setAccessibleName(name)
        self.setToolTip(name)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setCursor(Qt.CursorShape.ArrowCursor)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w = self.width()
        rect = QRectF(0, 0, w, self.height())
        pixmap = card_art.render_face(self.card, w, CardItem.style, self.devicePixelRatioF(), CardItem.letters)
        painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
        if self.face_down or not self.isEnabled():
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(10, 40, 25, 110 if self.face_down else 80))
            painter.drawRoundedRect(rect, w * 0.06, w * 0.06)
        frame = self.frame or (FOCUS_MARK if self.hasFocus() else None)
        if frame is not None:
            card_art.paint_highlight(painter, rect, frame)
        painter.end()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        board = self.parentWidget()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.click()
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Right, Qt.Key.Key_Down) and isinstance(
                board, ProblemBoard):
            board.step_focus(self, -1 if key in (Qt.Key.Key_Left, Qt.Key.Key_Up) else 1)
        else:
            super().keyPressEvent(event)


class ProblemBoard(QWidget):
    """The problem's table (see the module's text); ``chosen(card)`` when the player plays a card."""

    chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumSize(400, 290)
        self.setAccessibleName(QCoreApplication.translate("Problems", "The cards"))
        self.shown: Shown | None = None
        self.table_colour = "green"  # the player's felt (the settings')
        self.rows: dict[int, list[CardButton]] = {}  # screen side -> its seat's cards, left to right
        self.labels: dict[int, QLabel] = {}
        self.middle: list[tuple[int, CardButton]] = []  # (screen side, card) of the trick

    def show_position(self, shown: Shown) -> None:
        """Lay out ``shown``: every card made again."""
        for child in [*self.buttons(), *self.labels.values()]:
            child.hide()
            child.deleteLater()
        self.shown, self.rows, self.labels, self.middle = shown, {}, {}, []
        state = shown.state
        legal = state.legal_cards_mask() if shown.choosing else 0
        for seat in range(state.players):
            side = screen_side(state, seat, shown.mover)
            hidden = shown.concealed and seat != shown.mover
            self.rows[side] = self._seat_cards(state, seat, legal if seat == shown.mover else 0, hidden)
            self.labels[side] = self._label(state, seat, shown.mover, shown.concealed)
        for seat, card in shown.trick:
            button = CardButton(card, self)
            self.middle.append((screen_side(state, seat, shown.mover), button))
            button.setAccessibleName(QCoreApplication.translate("Problems", "{player} played {card}").format(
                player=seat_name(state, seat, shown.mover), card=text.card_name(card)))
        self.setAccessibleDescription(self.in_words())
        self._place()
        for button in self.buttons():
            button.show()
        for label in self.labels.values():
            label.show()

    def _seat_cards(self, state: DealState, seat: int, legal: int, hidden: bool = False) -> list[CardButton]:
        strain = state.contract.strain if state.contract is not None else None
        zones = state.zones
        up = sort_hand(tuple(cards_in(zones.table_up[seat])), strain)
        if self.shown is not None and self.shown.concealed:  # only what the bottom seat sees
            return [CardButton(c, self) for c in up] if hidden else self._choosable(
                [*sort_hand(state.hand(seat), strain), *up], legal)
        cards = [*sort_hand(state.hand(seat), strain), *up]
        buttons = self._choosable(cards, legal)
        buttons += [CardButton(c, self, face_down=True) for c in sort_hand(tuple(cards_in(zones.table_down[seat])),
                                                                          strain)]
        return buttons

    def _choosable(self, cards: list[Card], legal: int) -> list[CardButton]:
        """The cards as buttons, those in ``legal`` taking the focus and a click."""
        buttons = []
        for card in cards:
            button = CardButton(card, self)
            if legal:
                playable = bool(legal >> card.index & 1)
                button.setEnabled(playable)
                button.setFocusPolicy(Qt.FocusPolicy.StrongFocus if playable else Qt.FocusPolicy.NoFocus)
                button.setCursor(Qt.CursorShape.PointingHandCursor if playable else Qt.CursorShape.ArrowCursor)
                button.clicked.connect(lambda _=False, c=card: self.chosen.emit(c))
            buttons.append(button)
        return buttons

    def _label(self, state: DealState, seat: int, mover: int, concealed: bool = False) -> QLabel:
        name = seat_name(state, seat, mover)
        unseen = len(state.hand(seat)) + bin(state.zones.table_down[seat]).count("1")
        if concealed and seat != mover and unseen:
            name = QCoreApplication.translate("Problems", "{player} · {count} cards").format(
                player=name, count=unseen)
        if seat == state.current_player():
            name = f"▶ {name}"
        label = QLabel(name, self)
        label.setStyleSheet("color: #f3efe0; font-weight: 700; background: transparent;")
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        return label

    def buttons(self) -> list[CardButton]:
        """Every card shown: the seats' and the trick's."""
        return [b for row in self.rows.values() for b in row] + [b for _, b in self.middle]

    def in_words(self) -> str:
        """Every seat's cards and the trick, for a screen reader (the board's description)."""
        if self.shown is None:
            return ""
        parts = []
        for side in sorted(self.rows):
            names = list_comma().join(b.accessibleName() for b in self.rows[side]) or "—"
            parts.append(f"{self.labels[side].text()}: {names}")
        parts += [b.accessibleName() for _, b in self.middle]
        return ". ".join(parts)

    def playable(self) -> list[CardButton]:
        """The cards that may be chosen, left to right."""
        return [b for b in self.rows.get(BOTTOM, []) if b.focusPolicy() != Qt.FocusPolicy.NoFocus]

    def step_focus(self, button: CardButton, step: int) -> None:
        cards = self.playable()
        if button in cards:
            cards[(cards.index(button) + step) % len(cards)].setFocus(Qt.FocusReason.TabFocusReason)

    def mark(self, card: Card, colour: QColor) -> None:
        """Frame ``card`` in the bottom row (the verdict's colours) and keep it from being chosen again."""
        for button in self.rows.get(BOTTOM, []):
            if button.card == card:
                button.frame = colour
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        dark, middle = card_art.felt_colours(self.table_colour)[:2]
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(middle)
        painter.drawRoundedRect(QRectF(self.rect()), 12, 12)
        painter.end()

    # -- geometry -------------------------------------------------------------------------------------------------
    def card_width(self) -> int:
        """The cards' width: three rows of cards (two where nobody sits at the sides) and two of names in the
        height; the longest row in the width (beside the trick where seats sit at the sides)."""
        longest = max((len(row) for row in self.rows.values()), default=1)
        sides = LEFT in self.rows or RIGHT in self.rows
        height_per_card = (self.height() - 2 * LABEL_H - 4 * GAP) / (3.9 if sides else 3.2)
        across = self.width() / 7.6 if sides else (self.width() - 2 * GAP) / (1 + 0.72 * max(0, longest - 1))
        return int(max(30, min(96, height_per_card / 1.4, across)))

    def _place(self) -> None:
        if self.shown is None:
            return
        w = self.card_width()
        h = card_art.card_height(w)
        width, height = self.width(), self.height()
        side_room = (width - 3.2 * w) / 2 - 2 * GAP
        boxes = {
            BOTTOM: (GAP, height - GAP - h, width - 2 * GAP),
            TOP: (GAP, GAP + LABEL_H, width - 2 * GAP),
            LEFT: (GAP, (height - h) / 2 + LABEL_H / 2, side_room),
            RIGHT: (width - GAP - side_room, (height - h) / 2 + LABEL_H / 2, side_room),
        }
        for side, buttons in self.rows.items():
            x, y, room = boxes[side]
            self._place_row(buttons, (x, y, room), w, h)
            self.labels[side].setGeometry(int(x), int(y - LABEL_H), int(room), LABEL_H)
        self._place_trick(w, h)

    @staticmethod
    def _place_row(buttons: list[CardButton], box: tuple[float, float, float], w: int, h: int) -> None:
        x, y, room = box
        count = len(buttons)
        step = min(w * 0.72, (room - w) / (count - 1)) if count > 1 else 0
        start = x + (room - (w + step * (count - 1))) / 2
        for i, button in enumerate(buttons):
            button.setGeometry(int(start + i * step), int(y), w, h)
            button.raise_()

    def _place_trick(self, w: int, h: int) -> None:
        cx, cy = self.width() / 2, self.height() / 2 + LABEL_H / 4
        spots = {BOTTOM: (cx - w / 2, cy - h * 0.1), TOP: (cx - w / 2, cy - h * 0.95),
                 LEFT: (cx - w * 1.4, cy - h * 0.55), RIGHT: (cx + w * 0.4, cy - h * 0.55)}
        for side, button in self.middle:
            x, y = spots[side]
            button.setGeometry(int(x), int(y), w, h)
            button.raise_()
