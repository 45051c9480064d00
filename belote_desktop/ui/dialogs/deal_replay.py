"""DealReplayDialog: a finished deal shown again with every hand face up, one card at a time.

Opened from the end-of-deal panel ("Replay the deal"). Step 0 shows the four hands as they were
when the play began (after the whole deal) and the auction; each further step plays one card in
the order of the tricks. Cards already played stay in their hand, faded, so each hand can still
be read whole; the trick being played is in the middle, its winner named when it is complete.
Keys: Left/Right one card, Page Up/Down one trick, Home/End.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QKeyEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QListWidget, QPushButton, QSizePolicy, QSlider, QStyle,
    QVBoxLayout, QWidget,
)

from ...engine import Card, DealState, Declare, Direction, PlayCard, cards_in
from ...engine.deal import StepKind, Zone
from ...learn import table_words as text
from ..table import card_art
from ..table.card_item import CardItem
from ...learn.table_words import BOTTOM, LEFT, RIGHT, TOP, side_of
from ..table.layout import sort_hand
from ..look import palette as p
from ..look.themed import themed_root


@dataclass(frozen=True)
class Play:
    seat: int
    card: Card
    trick: int  # index of the trick it belongs to


def dealt_hands(deal: DealState) -> list[tuple[Card, ...]]:
    """Each seat's cards when the play began (after the whole deal); the dealt cards if thrown in.
    In the table's hand order (sorted with the trumps first, or as dealt)."""
    masks = list(deal.dealt_hands or deal.hands)
    strain = deal.contract.strain if deal.contract is not None else None
    if strain is not None:  # cards played from the table were the players' too (face-down ones were all turned up)
        for step in deal.rules.deal_plan.script(deal.dealer).before:
            if step.kind is StepKind.DEAL and step.zone in (Zone.TABLE_UP, Zone.TABLE_DOWN):
                masks[step.seat] |= 1 << deal.deck[step.position]
    return [sort_hand(tuple(cards_in(mask)), strain) for mask in masks]


def plays_of(deal: DealState) -> list[Play]:
    """Every card played, trick by trick, in play order."""
    n = deal.rules.players
    return [Play(trick.seat_of(i, n), card, t) for t, trick in enumerate(deal.tricks) for i, card in enumerate(trick.cards)]


def winner_label(player: str, human: bool) -> str:
    """'North wins the trick'; the human player: 'You win the trick'."""
    if human:
        return QCoreApplication.translate("Replay", "You win the trick")
    return QCoreApplication.translate("Replay", "{player} wins the trick").format(player=player)


class ReplayTable(QWidget):
    """The four hands face up around the trick being played (painted with the game's card art)."""

    def __init__(self, deal: DealState, names: list[str], human: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.deal = deal
        self.names = names
        self.human = human
        self.hands = dealt_hands(deal)
        self.plays = plays_of(deal)
        self.step = 0
        self.setMinimumSize(640, 420)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    # -- what step ``self.step`` shows -------------------------------------------------------------
    def played(self) -> set[Card]:
        return {p.card for p in self.plays[: self.step]}

    def current_trick(self) -> list[Play]:
        """The trick on the table at this step (complete once all have played to it)."""
        if self.step == 0:
            return []
        trick = self.plays[self.step - 1].trick
        return [p for p in self.plays[: self.step] if p.trick == trick]

    def trick_winner(self) -> int:
        """The seat that won the trick on the table, -1 while it is not complete."""
        trick = self.current_trick()
        n = self.deal.rules.players
        if not trick or len(trick) < n:
            return -1
        return self.deal.tricks[trick[0].trick].winner

    def _side(self, seat: int) -> int:
        rules = self.deal.rules
        return side_of(seat, self.human, rules.players, rules.direction is Direction.CLOCKWISE)

    # -- painting -------------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.width(), self.height()
        middle = card_art.felt_colours(getattr(self.window(), "table_colour", "green"))[1]
        painter.fillRect(self.rect(), middle)
        veil = QColor(middle)
        veil.setAlphaF(0.7)
        card_w = max(36, min(72, int(min(w / 13.0, h / 6.2))))
        card_h = card_art.card_height(card_w)
        played = self.played()
        dpr = self.devicePixelRatioF()
        name_font = QFont(self.font())
        name_font.setPixelSize(max(12, card_w // 4))
        name_font.setWeight(QFont.Weight.DemiBold)
        winner = self.trick_winner()
        for seat, hand in enumerate(self.hands):
            side = self._side(seat)
            step = card_w * 0.42 if side in (LEFT, RIGHT) else card_w * 0.62
            row_w = card_w + step * max(0, len(hand) - 1)
            x0: float
            y0: float
            if side == BOTTOM:
                x0, y0 = (w - row_w) / 2, h - card_h - 12
            elif side == TOP:
                x0, y0 = (w - row_w) / 2, 30
            elif side == LEFT:
                x0, y0 = 12, (h - card_h) / 2
            else:
                x0, y0 = w - row_w - 12, (h - card_h) / 2
            for i, card in enumerate(hand):
                pixmap = card_art.render_face(card, card_w, CardItem.style, dpr, CardItem.letters, CardItem.design)
                rect = QRectF(x0 + i * step, y0, card_w, card_h)
                painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
                if card in played:  # faded under a veil of felt, still readable
                    painter.setPen(Qt.PenStyle.NoPen)
                    painter.setBrush(veil)
                    painter.drawRoundedRect(rect, card_w * 0.06, card_w * 0.06)
            painter.setFont(name_font)
            painter.setPen(QColor("#ffd54a") if seat == winner else QColor(235, 245, 238))
            label = self.names[seat] if seat < len(self.names) else str(seat)
            if seat == winner:
                label = winner_label(label, seat == self.human)
            label_y = y0 - 8 if side != TOP else y0 + card_h + 20
            painter.drawText(QPointF(x0, label_y), label)
        # the trick in the middle, each card pushed towards its player
        cx, cy = w / 2, h / 2
        offsets = {BOTTOM: (0, 0.6), TOP: (0, -0.6), LEFT: (-1.0, 0), RIGHT: (1.0, 0)}
        for play in self.current_trick():
            dx, dy = offsets[self._side(play.seat)]
            pixmap = card_art.render_face(play.card, card_w, CardItem.style, dpr, CardItem.letters,
                                            CardItem.design)
            rect = QRectF(cx - card_w / 2 + dx * card_w * 1.2, cy - card_h / 2 + dy * card_h, card_w, card_h)
            painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
            if play.seat == winner:
                card_art.paint_highlight(painter, rect, QColor("#ffd54a"))
        painter.end()


REPLAY_QSS = f"""
QListWidget#auction {{ color: {p.TEXT}; background: {p.PANEL_RAISED}; border: 1px solid {p.LINE}; border-radius: 8px;
    padding: 4px; selection-background-color: {p.GOLD}; selection-color: {p.INK}; }}
QSlider::groove:horizontal {{ height: 6px; background: {p.PANEL}; border: 1px solid {p.LINE}; border-radius: 3px; }}
QSlider::handle:horizontal {{ width: 16px; margin: -6px 0; background: {p.GOLD}; border-radius: 8px; }}
"""


class DealReplayDialog(QDialog):
    def __init__(self, deal: DealState, names: list[str], human: int = 0, table_colour: str = "green",
                 parent: QWidget | None = None, play_again: Callable[[int], object] | None = None,
                 level_of: Callable[[int], str] | None = None) -> None:
        super().__init__(parent)
        self.play_again = play_again  # called with the trick to start from (0: the start of the deal)
        self.human = human
        self.level_of = level_of  # the bots' levels: "What did they know?" on their cards
        self.table_colour = table_colour
        self.setWindowTitle(QCoreApplication.translate("Replay", "Replay of the deal"))
        self.names = names
        self.table = ReplayTable(deal, names, human, self)
        self.caption = QLabel(self)
        self.caption.setStyleSheet("font-weight: 600; font-size: 14px;")
        self.auction = QListWidget(self)
        self.auction.setObjectName("auction")
        self.auction.setMaximumWidth(230)
        self.auction.setAccessibleName(QCoreApplication.translate("Replay", "The auction"))
        for seat, action in deal.history:
            if isinstance(action, (PlayCard, Declare)):
                continue
            who = names[seat] if seat < len(names) else str(seat)
            self.auction.addItem(QCoreApplication.translate("Replay", "{player}: {action}").format(
                player=who, action=text.action_text(action, deal.rules)))
        if deal.contract is not None:
            taker = names[deal.contract.taker] if deal.contract.taker < len(names) else str(deal.contract.taker)
            self.auction.addItem(text.contract_text(deal.contract, taker, deal.rules))
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setRange(0, len(self.table.plays))
        self.slider.setAccessibleName(QCoreApplication.translate("Replay", "Card"))
        self.slider.valueChanged.connect(self.show_step)
        self.first_button = QPushButton(self.style().standardIcon(QStyle.StandardPixmap.SP_MediaSkipBackward), "", self)
        self.back_button = QPushButton(QCoreApplication.translate("Replay", "◀ &Back"), self)
        self.next_button = QPushButton(QCoreApplication.translate("Replay", "&Next ▶"), self)
        self.last_button = QPushButton(self.style().standardIcon(QStyle.StandardPixmap.SP_MediaSkipForward), "", self)
        self.first_button.setAccessibleName(QCoreApplication.translate("Replay", "Start of the deal"))
        self.last_button.setAccessibleName(QCoreApplication.translate("Replay", "End of the deal"))
        self.first_button.clicked.connect(lambda: self.slider.setValue(0))
        self.back_button.clicked.connect(lambda: self.slider.setValue(self.slider.value() - 1))
        self.next_button.clicked.connect(lambda: self.slider.setValue(self.slider.value() + 1))
        self.last_button.clicked.connect(lambda: self.slider.setValue(self.slider.maximum()))
        self.knew_button = QPushButton(QCoreApplication.translate("Replay", "What did they &know?"), self)
        self.knew_button.setToolTip(QCoreApplication.translate(
            "Replay", "Before this card: the chance its player gave each seat of holding each card it could not see"))
        self.knew_button.clicked.connect(self.show_what_they_knew)
        for b in (self.first_button, self.back_button, self.next_button, self.last_button, self.knew_button):
            b.setAutoDefault(False)
        top = QHBoxLayout()
        top.addWidget(self.table, 1)
        top.addWidget(self.auction)
        controls = QHBoxLayout()
        for b in (self.first_button, self.back_button):
            controls.addWidget(b)
        controls.addWidget(self.slider, 1)
        for b in (self.next_button, self.last_button, self.knew_button):
            controls.addWidget(b)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        self.play_button = QPushButton(self)
        self.play_button.setAutoDefault(False)
        self.play_button.clicked.connect(self.play_from_here)
        self.play_button.setVisible(play_again is not None)
        buttons.addButton(self.play_button, QDialogButtonBox.ButtonRole.ActionRole)
        root = themed_root(self)  # the table's dark theme, the auction list and the slider too
        root.setStyleSheet(root.styleSheet() + REPLAY_QSS)
        lay = QVBoxLayout(root)
        lay.addWidget(self.caption)
        lay.addLayout(top, 1)
        lay.addLayout(controls)
        lay.addWidget(buttons)
        self.resize(1000, 660)
        self.show_step(0)
        self.next_button.setFocus()

    def show_step(self, step: int) -> None:
        step = max(0, min(step, len(self.table.plays)))
        if self.slider.value() != step:
            self.slider.setValue(step)  # comes back here through valueChanged
            return
        self.table.step = step
        total = len(self.table.plays)
        if step == 0:
            self.caption.setText(QCoreApplication.translate("Replay", "The hands as dealt"))
        else:
            play = self.table.plays[step - 1]
            who = self.names[play.seat] if play.seat < len(self.names) else str(play.seat)
            caption = (QCoreApplication.translate("Replay", "Trick {trick}: you play the {card} ({step} of {total})")
                       if play.seat == self.table.human else QCoreApplication.translate(
                           "Replay", "Trick {trick}: {player} plays the {card} ({step} of {total})"))
            self.caption.setText(caption.format(
                trick=play.trick + 1, player=who, card=text.card_name(play.card), step=step, total=total))
        self.caption.setAccessibleName(self.caption.text())
        trick = self.start_trick()
        self.play_button.setText(
            QCoreApplication.translate("Replay", "&Play this deal again from the start") if trick == 0 else
            QCoreApplication.translate("Replay", "&Play this deal again from trick {n}").format(n=trick))
        self.back_button.setEnabled(step > 0)
        self.first_button.setEnabled(step > 0)
        self.next_button.setEnabled(step < total)
        self.last_button.setEnabled(step < total)
        self.knew_button.setEnabled(self.level_of is not None and step > 0
                                    and self.table.plays[step - 1].seat != self.human)
        self.table.update()

    def show_what_they_knew(self) -> QDialog | None:
        """What the bot that played this step's card knew of the others' cards, beside the truth."""
        from .bot_knowledge import BotKnowledgeDialog

        step = self.slider.value()
        if self.level_of is None or step == 0:
            return None
        seat = self.table.plays[step - 1].seat
        dialog = BotKnowledgeDialog(self.table.deal, step - 1, self.names, self.level_of(seat), self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def start_trick(self) -> int:
        """The trick shown (1 = the first), or 0 before the first card: where "Play this deal again" starts."""
        step = self.table.step
        return 0 if step == 0 else self.table.plays[step - 1].trick + 1

    def play_from_here(self) -> None:
        if self.play_again is None:
            return
        trick = self.start_trick()
        self.accept()
        self.play_again(trick)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        n = self.table.deal.rules.players
        forward = -1 if self.layoutDirection() == Qt.LayoutDirection.RightToLeft else 1  # the slider's way
        moves: dict[int, int] = {Qt.Key.Key_Right: forward, Qt.Key.Key_Left: -forward, Qt.Key.Key_PageDown: n, Qt.Key.Key_PageUp: -n}
        key = event.key()
        if key in moves:
            self.show_step(self.slider.value() + moves[key])
        elif key == Qt.Key.Key_Home:
            self.show_step(0)
        elif key == Qt.Key.Key_End:
            self.show_step(len(self.table.plays))
        else:
            super().keyPressEvent(event)
