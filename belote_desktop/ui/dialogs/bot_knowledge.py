"""BotKnowledgeDialog: what a player knew when it played a card, beside the truth.

Opened from the Replay ("What did they know?") on a card a bot played. For every card that seat could not
see, the chance its beliefs gave each seat (``ai.play.believed``: read from that seat's view only, as its decision
was), with the seat that really held it marked. It shows that the bots play honestly: they guess, and
sometimes wrongly.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication, QModelIndex, QPersistentModelIndex, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView, QDialog, QHBoxLayout, QHeaderView, QLabel, QPushButton, QStyledItemDelegate,
    QStyleOptionViewItem, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget,
)

from ...ai import SEARCH_PARAMS, Level
from ...app.seats import SEARCH_LEVELS
from ...ai.play.believed import Beliefs, card_beliefs
from ...engine import CARDS, Card, DealState, PlayCard, record, replay
from ...learn import table_words as text
from ..table import card_art
from ..table.card_item import CardItem
from ..look.screen_fit import screen_area
from ..look import palette
from ..look.themed import themed_root

CHANCE_ROLE = Qt.ItemDataRole.UserRole + 1  # a cell's chance, 0 to 1 (its bar)
HELD_ROLE = Qt.ItemDataRole.UserRole + 2  # True where the card really was
CHIP = QSize(46, 30)  # a card's name, large, on the paper of a card
ROW_HEIGHT = 36
PLAYED_WIDTH = 72  # the card played, drawn as at the table


def state_before_play(deal: DealState, play_index: int) -> DealState:
    """The deal just before its ``play_index``-th card (0: the first card of the play) was played."""
    data = record(deal)
    state = replay({**data, "actions": []})
    assert isinstance(state, DealState)
    seen = 0
    for action_text in data["actions"]:
        action = next(a for a in state.legal_actions() if str(a) == action_text)
        if isinstance(action, PlayCard):
            if seen == play_index:
                return state
            seen += 1
        state = state.apply(action)
    raise ValueError(f"the deal has no card number {play_index}")


def true_place(deal_before: DealState, card: int) -> int:
    """The seat that really held ``card`` (hand or table), or -1 if it was never dealt."""
    zones = deal_before.zones
    for seat in range(deal_before.rules.players):
        if (deal_before.hands[seat] | zones.table_up[seat] | zones.table_down[seat]) >> card & 1:
            return seat
    return -1


def card_chip(card: Card, dpr: float = 1.0) -> QPixmap:
    """A card's rank and suit in its suit's colour on a small cream card: readable at a glance."""
    pixmap = QPixmap(int(CHIP.width() * dpr), int(CHIP.height() * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QColor(palette.CREAM_EDGE))
    painter.setBrush(QColor(palette.CREAM))
    rect = QRectF(0.5, 0.5, CHIP.width() - 1, CHIP.height() - 1)
    painter.drawRoundedRect(rect, 5, 5)
    font = QFont()
    font.setPixelSize(16)
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(card_art.suit_colour(card.suit, CardItem.style))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text.card_short(card))
    painter.end()
    return pixmap


class ChanceDelegate(QStyledItemDelegate):
    """A chance as a bar across its cell (the longer, the surer the bot was), its number on top; the place
    that really held the card framed in gold."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> None:
        chance = index.data(CHANCE_ROLE)
        if chance is None:
            super().paint(painter, option, index)
            return
        rect = QRectF(option.rect).adjusted(4, 5, -4, -5)
        held = bool(index.data(HELD_ROLE))
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(palette.PANEL))
        painter.drawRoundedRect(rect, 4, 4)
        bar = QColor(palette.US)
        bar.setAlphaF(0.75)
        painter.setBrush(bar)
        if chance > 0:
            painter.drawRoundedRect(QRectF(rect.left(), rect.top(), max(3.0, rect.width() * chance), rect.height()),
                                    4, 4)
        if held:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QColor(palette.GOLD))
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 5, 5)
        font = QFont(option.font)
        font.setBold(held)
        painter.setFont(font)
        painter.setPen(QColor(palette.TEXT if not held else "#ffffff"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, index.data(Qt.ItemDataRole.DisplayRole))
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        return QSize(84, ROW_HEIGHT)


class BotKnowledgeDialog(QDialog):
    def __init__(self, deal: DealState, play_index: int, names: list[str], level: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.before = state_before_play(deal, play_index)
        seat = self.before.current_player()
        self.seat = seat
        view = self.before.view_for(seat)
        params = SEARCH_PARAMS[Level.parse(level)] if level in SEARCH_LEVELS else None
        self.beliefs: Beliefs = card_beliefs(view, params, random.Random(f"beliefs:{deal.deck}:{play_index}"))
        played = [a for _, a in deal.history if isinstance(a, PlayCard)][play_index]
        assert isinstance(played, PlayCard)
        player = names[seat] if seat < len(names) else str(seat)
        self.setWindowTitle(QCoreApplication.translate("BotKnowledge", "What {player} knew").format(player=player))
        root = themed_root(self)
        dpr = self.devicePixelRatioF()
        self.played_card = QLabel(root)  # the card played, as at the table
        face = card_art.render_face(played.card, PLAYED_WIDTH, CardItem.style, dpr, CardItem.letters)
        self.played_card.setPixmap(face)
        self.played_card.setAccessibleName(text.card_name(played.card))
        words = self._build_words(root, played.card, player)
        n = deal.rules.players
        never = deal.rules.unused_cards > 0
        columns = [QCoreApplication.translate("BotKnowledge", "Card")]
        columns += [names[s] if s < len(names) else str(s) for s in range(n)]
        if never:
            columns.append(QCoreApplication.translate("BotKnowledge", "Never dealt"))
        self.first_seat_column = 1
        self._build_grid(root, columns)
        self._fill_grid(dpr, n, never)
        close = QPushButton(QCoreApplication.translate("BotKnowledge", "Close"), root)
        close.setObjectName("primary")
        close.clicked.connect(self.reject)
        self._lay_out(root, words, close)
        self._fit_to_content(len(columns))

    def _build_words(self, root: QWidget, card: Card, player: str) -> QVBoxLayout:
        """Beside the card: what the grid shows, how the bot read the cards (``_how_text``), the legend."""
        heading = QLabel(QCoreApplication.translate(
            "BotKnowledge", "Card played: {card}. Before that play, {player} could not see these cards. For each, "
            "the chance it gave each player of holding it; the player who really held it is marked ●.").format(
                card=text.card_name(card), player=player), root)
        heading.setWordWrap(True)
        heading.setStyleSheet("font-size: 14px;")
        how = QLabel(self._how_text(), root)
        how.setWordWrap(True)
        how.setObjectName("note")
        self.legend = QLabel(QCoreApplication.translate(
            "BotKnowledge", "The longer the blue bar, the surer the bot was; the gold frame (●) is where the card "
            "really was."), root)
        self.legend.setWordWrap(True)
        self.legend.setObjectName("note")
        words = QVBoxLayout()
        words.setSpacing(6)
        words.addWidget(heading)
        words.addWidget(how)
        words.addWidget(self.legend)
        words.addStretch(1)
        return words

    def _how_text(self) -> str:
        """How the bot read the cards it could not see, as its level does (``self.beliefs``)."""
        if self.beliefs.from_model:
            return QCoreApplication.translate(
                "BotKnowledge", "Read from its own view only by a model learned from many deals: what the play "
                "showed (a suit not followed, a trump not played), what each player said in the auction, who led, "
                "followed and discarded what.")
        if self.beliefs.weighed:
            return QCoreApplication.translate(
                "BotKnowledge", "Read from its own view only: what the play showed (a suit not followed, a trump "
                "not played), then what each player said in the auction and how well each deal explains the "
                "cards they chose.")
        return QCoreApplication.translate(
            "BotKnowledge", "Read from its own view only: what the play showed (a suit not followed, a trump "
            "not played). At this level the bot weighs nothing more.")

    def _build_grid(self, root: QWidget, columns: list[str]) -> None:
        """The grid (``self.grid``): a row a card the bot could not see, a column a player (and "Never dealt")."""
        self.grid = QTableWidget(len(self.beliefs.cards), len(columns), root)
        self.grid.setHorizontalHeaderLabels(columns)
        self.grid.verticalHeader().setVisible(False)
        self.grid.verticalHeader().setDefaultSectionSize(ROW_HEIGHT)
        self.grid.setShowGrid(False)
        self.grid.setIconSize(CHIP)
        self.grid.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.grid.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.grid.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.grid.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.grid.setAccessibleName(QCoreApplication.translate("BotKnowledge", "Chances given to each player"))
        self.grid.setItemDelegate(ChanceDelegate(self.grid))

    def _fill_grid(self, dpr: float, n: int, never: bool) -> None:
        """Each card's chip, then the chance given to each of the ``n`` players (and to never being dealt);
        the place that really held it is marked ●, and kept in ``self.truth``."""
        self.truth: dict[int, int] = {}
        for row, belief in enumerate(self.beliefs.cards):
            card = CARDS[belief.card]
            chip = QTableWidgetItem()
            chip.setData(Qt.ItemDataRole.DecorationRole, card_chip(card, dpr))
            chip.setData(Qt.ItemDataRole.AccessibleTextRole, text.card_name(card))
            chip.setToolTip(text.card_name(card))
            self.grid.setItem(row, 0, chip)
            place = true_place(self.before, belief.card)
            self.truth[belief.card] = place
            values = list(belief.chances) + ([belief.never_dealt] if never else [])
            for column, chance in enumerate(values):
                held = column == place or (never and column == n and place < 0)
                label = f"{round(100 * chance)} %" + (" ●" if held else "")
                item = QTableWidgetItem(label)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                item.setData(CHANCE_ROLE, float(chance))
                item.setData(HELD_ROLE, held)
                self.grid.setItem(row, self.first_seat_column + column, item)
        header = self.grid.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Fixed)
        self.grid.setColumnWidth(0, CHIP.width() + 16)

    def _lay_out(self, root: QWidget, words: QVBoxLayout, close: QPushButton) -> None:
        """The card and the words beside it, the grid under them, Close at the bottom."""
        lay = QVBoxLayout(root)
        lay.setContentsMargins(16, 14, 16, 12)
        lay.setSpacing(8)
        top = QHBoxLayout()
        top.setSpacing(14)
        top.addWidget(self.played_card, 0, Qt.AlignmentFlag.AlignTop)
        top.addLayout(words, 1)
        lay.addLayout(top)
        lay.addWidget(self.grid, 1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(close)
        lay.addLayout(buttons)

    def _fit_to_content(self, columns: int) -> None:
        """As wide as the columns need (and the words a comfortable measure), as tall as every card's row,
        within the screen."""
        width = max(620, CHIP.width() + 16 + (columns - 1) * 96 + 40)
        header = self.grid.horizontalHeader().sizeHint().height()
        rows = ROW_HEIGHT * self.grid.rowCount() + header + 2 * self.grid.frameWidth() + 4
        self.grid.setMinimumHeight(min(rows, 5 * ROW_HEIGHT + header))
        self.grid.setMaximumHeight(rows)
        screen = screen_area(self)
        width = min(width, screen.width() - 40)
        outer = self.layout()
        assert outer is not None  # themed_root gave the dialog its layout
        outer.activate()
        wanted = outer.totalHeightForWidth(width) if outer.hasHeightForWidth() else self.sizeHint().height()
        chrome = wanted - self.grid.minimumHeight()  # the words wrapped at this width, and the buttons
        self.resize(width, min(chrome + rows, screen.height() - 60))
