"""The side panel: the status line, the score sheet, three buttons, the hand mirror and the table talk.

Scene items are invisible to screen readers, so these real widgets say what the felt shows. The panel
only builds them and sets their fixed texts; what they say comes from the status, mirror and talk parts.
While the cards are being dealt (``set_dealing``), the status and the hand mirror give way to a note: they
would name cards the felt has not shown yet (the whole hand, the turned card); the hand list then holds
no card at all (``HandList.withheld``), so no screen reader can reach one either.

It wears the table's colours (``style.SIDE_QSS``, ``palette``): a dark felt panel, a cream score card, the
hand as small cards in their suits' colours with no scrollbar (two columns for a long row of table cards),
the talk as a quiet log whose newest line stands out and stays in sight."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QModelIndex, QObject, QPersistentModelIndex, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QHelpEvent, QPainter, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView, QFrame, QHBoxLayout, QHeaderView, QLabel, QListView, QListWidget, QListWidgetItem,
    QPushButton, QStackedWidget, QStyle, QStyledItemDelegate, QStyleOptionViewItem, QTableView, QToolButton,
    QToolTip, QVBoxLayout, QWidget,
)

from ...engine import Card
from ...learn import table_words as text
from ..look.fit_check import ELIDES_WITH_TOOLTIP
from ..models import ScoreSheetModel
from ..table.view import ZOOM_PROPERTY
from ..look import palette
from ..look.style import SIDE_QSS
from ..table.zoom import fit_zoom

SIDE_WIDTH = 250
HAND_ROW = 24  # one card of the hand mirror
HAND_COLUMNS_FROM = 10  # this many cards or more (a row of table cards): two columns, still no scrollbar
SCORE_ROWS_SHOWN = 6  # the score card grows to this many rows, then scrolls to its newest
FOLDED_TALK_HEIGHT = 46  # the folded talk: its newest line or two
TALK_KIND_ROLE = Qt.ItemDataRole.UserRole + 1  # a talk line's kind: "plain", "explain", "deal", "code", "trick"
DEAL_GAP = 10  # room above a deal's first line in the talk (a thin rule in it)
TRICK_GAP = 5  # room under a trick's winner: the talk reads trick by trick

SUIT_INK = ("#1b1b1f", "#c4161c", "#c4161c", "#1b1b1f")  # as the cards' faces: black and red
Index = QModelIndex | QPersistentModelIndex


class HandList(QListWidget):
    """The hand mirror's list. While ``withheld`` (the deal animation) it keeps the rows it is given out of
    sight and out of the accessibility tree, and shows them when the deal is on the felt."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.withheld = False
        self._held: list[QListWidgetItem] = []

    def addItem(self, item: QListWidgetItem | str) -> None:  # the mirror adds items
        if self.withheld:
            if isinstance(item, QListWidgetItem):
                self._held.append(item)
            return
        super().addItem(item)

    def setCurrentItem(self, item: QListWidgetItem, *args: object) -> None:
        if self.withheld:
            return
        super().setCurrentItem(item, *args)

    def clear(self) -> None:
        self._held = []
        super().clear()

    def withhold(self, withheld: bool) -> None:
        if withheld == self.withheld:
            return
        self.withheld = withheld
        if withheld:
            held = [self.takeItem(0) for _ in range(self.count())]
            self._held = [item for item in held if item is not None]
        else:
            held, self._held = self._held, []
            for item in held:
                super().addItem(item)


class HandDelegate(QStyledItemDelegate):
    """A row of the hand: a small card (rank and suit in the suit's colour), then its name; an unplayable
    card dimmed, the suggested one marked in the hint's blue, the chosen one framed in gold."""

    def __init__(self, view: QListWidget) -> None:
        super().__init__(view)
        self.view = view

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        columns = 2 if self.view.count() >= HAND_COLUMNS_FROM else 1
        width = max(60, self.view.viewport().width() // columns - 1)
        return QSize(width, round(HAND_ROW * float(self.view.property(ZOOM_PROPERTY) or 1.0)))

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        card = index.data(Qt.ItemDataRole.UserRole)
        if not isinstance(card, Card):
            super().paint(painter, option, index)
            return
        rect: QRect = option.rect
        rtl = option.direction == Qt.LayoutDirection.RightToLeft
        state = option.state
        dimmed = index.data(Qt.ItemDataRole.ForegroundRole) is not None
        font = index.data(Qt.ItemDataRole.FontRole)
        suggested = isinstance(font, QFont) and font.bold()
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        row = QRectF(rect).adjusted(1, 1, -1, -1)
        if state & QStyle.StateFlag.State_Selected:
            painter.setPen(QPen(QColor(palette.GOLD), 1.5))
            painter.setBrush(QColor(palette.PANEL_RAISED))
            painter.drawRoundedRect(row, 5, 5)
        elif state & QStyle.StateFlag.State_MouseOver:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 255, 255, 18))
            painter.drawRoundedRect(row, 5, 5)
        zoom = float(self.view.property(ZOOM_PROPERTY) or 1.0)
        chip_w, chip_h = 30 * zoom, rect.height() - 6 * zoom
        x = rect.right() - 4 * zoom - chip_w if rtl else rect.left() + 4 * zoom
        chip = QRectF(x, rect.top() + 3 * zoom, chip_w, chip_h)
        painter.setPen(QPen(QColor(palette.CREAM_EDGE), 1))
        paper = QColor(palette.CREAM)
        if dimmed:
            paper = paper.darker(135)
        painter.setBrush(paper)
        painter.drawRoundedRect(chip, 3, 3)
        chip_font = QFont(option.font)
        chip_font.setBold(True)
        painter.setFont(chip_font)
        ink = QColor(SUIT_INK[int(card.suit)])
        if dimmed:
            ink.setAlpha(150)
        painter.setPen(ink)
        painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, text.card_short(card))  # rank then suit, also in Arabic
        name_font = QFont(option.font)
        name_font.setBold(suggested)
        painter.setFont(name_font)
        words = QColor(palette.US if suggested else palette.TEXT)
        if dimmed:
            words = QColor(palette.TEXT_NOTE)
            words.setAlpha(170)
        painter.setPen(words)
        if rtl:
            room = QRect(rect.left() + 4, rect.top(), rect.width() - round(chip_w + 14 * zoom), rect.height())
        else:
            room = QRect(rect.left() + round(chip_w + 10 * zoom), rect.top(), rect.width() - round(chip_w + 14 * zoom),
                         rect.height())
        name = QFontMetrics(name_font).elidedText(text.card_name(card), Qt.TextElideMode.ElideRight, room.width())
        painter.drawText(room, int(Qt.AlignmentFlag.AlignVCenter | (Qt.AlignmentFlag.AlignRight if rtl
                                                                     else Qt.AlignmentFlag.AlignLeft)), name)
        painter.restore()


HEIGHTS_KEPT = 4000  # the talk's measured line heights remembered (a match's talk is a few hundred lines)


class TalkDelegate(QStyledItemDelegate):
    """The table talk, quiet: older lines in the panel's note colour, the newest in full white; the
    explanations in the table's green. Measured and drawn with the same wrapping, so no line is cut and
    no blank is left under one."""

    MARGIN = 3

    def __init__(self, view: QListWidget) -> None:
        super().__init__(view)
        self.view = view
        self._heights: dict[tuple[str, int, str, int], int] = {}

    def _font(self, index: Index, newest: bool) -> QFont:
        font = index.data(Qt.ItemDataRole.FontRole)
        font = QFont(font) if isinstance(font, QFont) else QFont(self.view.font())
        kind = self._kind(index)
        if newest or kind == "deal":
            font.setWeight(QFont.Weight.DemiBold)
        if kind == "code" and font.pixelSize() > 0:
            font.setPixelSize(max(9, font.pixelSize() - 1))
        return font

    @staticmethod
    def _kind(index: Index) -> str:
        return str(index.data(TALK_KIND_ROLE) or "plain")

    def _gaps(self, index: Index) -> tuple[int, int]:
        """Room above and below a line: a deal opens a section, a trick's winner closes its trick."""
        kind = self._kind(index)
        return (DEAL_GAP if kind == "deal" and index.row() > 0 else 0), (TRICK_GAP if kind == "trick" else 0)

    def _newest(self, index: Index) -> bool:
        model = index.model()
        return model is not None and index.row() == model.rowCount() - 1

    def _flags(self) -> int:
        side = (Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignAbsolute  # the painter flips the others
                if self.view.layoutDirection() == Qt.LayoutDirection.RightToLeft else Qt.AlignmentFlag.AlignLeft)
        return int(side | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        width = max(40, self.view.viewport().width() - 2 * self.MARGIN)
        font = self._font(index, self._newest(index))
        words = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        flags = self._flags()
        # every line is measured again at each line added (the list lays all rows out): the wrapped heights
        # are remembered, by words, width and font, so a match's talk costs a look-up per line, not a layout
        key = (words, width, font.key(), flags)
        height = self._heights.get(key)
        if height is None:
            if len(self._heights) > HEIGHTS_KEPT:
                self._heights.clear()
            height = QFontMetrics(font).boundingRect(QRect(0, 0, width, 10000), flags, words).height()
            self._heights[key] = height
        above, below = self._gaps(index)
        return QSize(width + 2 * self.MARGIN, height + 2 + above + below)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        newest = self._newest(index)
        explained = index.data(Qt.ItemDataRole.ForegroundRole) is not None
        kind = self._kind(index)
        above, below = self._gaps(index)
        painter.save()
        rect: QRect = option.rect
        if above:  # a deal begins: a thin rule across the log
            painter.setPen(QPen(QColor(palette.LINE), 1))
            y = rect.top() + above // 2
            painter.drawLine(rect.left() + self.MARGIN, y, rect.right() - self.MARGIN, y)
        painter.setFont(self._font(index, newest))
        colour = palette.GOOD if explained else palette.GOLD if kind == "deal" else (
            palette.TEXT if newest else palette.TEXT_NOTE)
        ink = QColor(colour)
        if kind == "code" and not newest:
            ink.setAlpha(150)
        painter.setPen(ink)
        painter.drawText(rect.adjusted(self.MARGIN, 1 + above, -self.MARGIN, -1 - below), self._flags(),
                         str(index.data(Qt.ItemDataRole.DisplayRole) or ""))
        painter.restore()


class ScoreHeader(QHeaderView):
    """The score card's titles. A side's name too long for its column (``SidePanel._fit_columns``) is
    elided; pointing at it shows it whole, and the status line above names every side with its score."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.setProperty(ELIDES_WITH_TOOLTIP, True)

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent) and self.model() is not None:
            logical = self.logicalIndexAt(event.pos())
            words = self.model().headerData(logical, Qt.Orientation.Horizontal) if logical >= 0 else None
            if words:
                QToolTip.showText(event.globalPos(), str(words), self)
                return True
        return super().viewportEvent(event)


class TalkList(QListWidget):
    """The talk's list: while it shows its newest line it keeps showing it, whatever changes its size (a
    line added, lines wrapped again at a new width, the panel's other parts growing); scrolled up by the
    player, it stays where it was put. A newest line taller than the list shows from its start."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._follow = True
        self._moving = False  # the list scrolling itself, not the player
        bar = self.verticalScrollBar()
        bar.valueChanged.connect(self._on_scrolled)
        bar.rangeChanged.connect(self._on_range)

    def _on_scrolled(self, value: int) -> None:
        if not self._moving:
            self._follow = value >= self.verticalScrollBar().maximum()

    def _on_range(self, *_range: int) -> None:
        if self._follow:
            self._to_newest()

    def _to_newest(self) -> None:
        bar = self.verticalScrollBar()
        value = bar.maximum()
        if self.count():
            rect = self.visualItemRect(self.item(self.count() - 1))
            if rect.height() > self.viewport().height():
                value = min(value, bar.value() + rect.top())
        self._moving = True
        bar.setValue(value)
        self._moving = False

    def scrollToBottom(self) -> None:
        """To the newest line, and keep it in sight."""
        super().scrollToBottom()  # lays the rows out first
        self._follow = True
        self._to_newest()


class SidePanel(QFrame):
    def __init__(self, score_model: ScoreSheetModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sidePanel")
        self.setFixedWidth(SIDE_WIDTH)
        v = QVBoxLayout(self)
        v.setContentsMargins(10, 10, 10, 10)
        v.setSpacing(6)
        self._build_status()
        self._build_score_sheet(score_model)
        buttons = self._build_buttons()
        self._build_hand()
        self._build_talk()
        v.addWidget(self.status)
        v.addWidget(self.dealing_status)
        v.addWidget(self.score_title)
        v.addWidget(self.score_view)
        v.addLayout(buttons)
        v.addWidget(self.hand_title)
        v.addWidget(self.hand_stack)
        v.addWidget(self.log_title)
        v.addWidget(self.log, 1)
        v.addStretch(0)  # takes the talk's room while the talk is folded
        self.hand_shown = True
        self.zoom = 1.0
        self._fit_score()
        self._fit_hand()

    def _build_status(self) -> None:
        """The status line, and the words in its place while the cards are dealt."""
        self.status = QLabel(self)
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setMinimumHeight(54)
        self.dealing_status = QLabel(self)  # in the status's place while the cards are dealt
        self.dealing_status.setObjectName("status")
        self.dealing_status.setWordWrap(True)
        self.dealing_status.setMinimumHeight(54)
        self.dealing_status.hide()

    def _build_score_sheet(self, score_model: ScoreSheetModel) -> None:
        """The score sheet's title and table, its rows and columns fitted to its words."""
        self.score_title = QLabel(self)
        self.score_title.setObjectName("sideTitle")
        self.score_view = QTableView(self)
        self.score_view.setObjectName("scoreCard")
        self.score_view.setModel(score_model)
        self.score_view.verticalHeader().setVisible(False)
        self.score_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.score_view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.score_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.score_view.setTabKeyNavigation(False)  # Tab leaves the sheet (issue 57: it cycled the cells, a trap)
        self.score_view.setShowGrid(False)
        self.score_view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.score_view.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.score_view.verticalHeader().setDefaultSectionSize(22)
        # a long contract ("130 AT by North, coinched ✓") wraps onto a second line rather than lose its end
        self.score_view.setWordWrap(True)
        self.score_view.setTextElideMode(Qt.TextElideMode.ElideNone)
        rows = self.score_view.verticalHeader()
        rows.setMinimumSectionSize(22)
        rows.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        rows.sectionResized.connect(self._fit_score)
        hh = ScoreHeader(self.score_view)
        self.score_view.setHorizontalHeader(hh)
        hh.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)  # the sides' columns: ``_fit_columns``
        hh.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        hh.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        hh.setHighlightSections(False)
        for signal in (score_model.modelReset, score_model.rowsInserted, score_model.rowsRemoved, score_model.layoutChanged):
            signal.connect(self._fit_score)
        # the columns follow the card's width too: fitted while the panel was still narrow (before any deal is
        # scored, nothing else fits them again) a side's title stayed cut ("T…") at the panel's full width
        self.score_view.viewport().installEventFilter(self)

    def _build_buttons(self) -> QHBoxLayout:
        """Last trick, Undo and Suggest, in a row (reached with Tab)."""
        buttons = QHBoxLayout()
        buttons.setSpacing(5)
        self.last_trick_button = QPushButton(self)
        self.undo_button = QPushButton(self)
        self.suggest_button = QPushButton(self)
        self.suggest_button.setObjectName("suggestButton")
        for b in (self.last_trick_button, self.undo_button, self.suggest_button):
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            buttons.addWidget(b)
        return buttons

    def _build_hand(self) -> None:
        """The hand's title and its mirror of the felt, and the words in its place while the cards are dealt."""
        self.hand_title = QLabel(self)
        self.hand_title.setObjectName("sideTitle")
        self.hand_list = HandList(self)
        self.hand_list.setObjectName("handList")
        self.hand_list.setItemDelegate(HandDelegate(self.hand_list))
        self.hand_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.hand_list.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # sized to its rows
        self.hand_list.setFlow(QListView.Flow.LeftToRight)
        self.hand_list.setWrapping(True)
        self.hand_list.setResizeMode(QListView.ResizeMode.Adjust)
        self.hand_list.setUniformItemSizes(True)
        self.hand_list.setMouseTracking(True)
        self.hand_list.setTextElideMode(Qt.TextElideMode.ElideRight)
        # a mirror of the felt: the table keeps the keyboard (Enter there plays the row clicked here)
        self.hand_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        hand_model = self.hand_list.model()
        hand_model.rowsInserted.connect(self._fit_hand)
        hand_model.rowsRemoved.connect(self._fit_hand)
        hand_model.modelReset.connect(self._fit_hand)
        self.dealing_hand = QLabel(self)  # in the mirror's place while the cards are dealt
        self.dealing_hand.setObjectName("dealingNote")
        self.dealing_hand.setWordWrap(True)
        self.dealing_hand.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeading)
        self.hand_stack = QStackedWidget(self)
        self.hand_stack.addWidget(self.hand_list)
        self.hand_stack.addWidget(self.dealing_hand)

    def _build_talk(self) -> None:
        """The talk's title (it folds the talk) and its list, the newest line in sight."""
        self.talk_open = True
        self.log_title = QToolButton(self)  # the talk's title folds it to its newest line and back
        self.log_title.setObjectName("talkTitle")
        self.log_title.setCheckable(True)
        self.log_title.setChecked(True)
        self.log_title.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)  # its arrow in its words: it scales
        self.log_title.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.log_title.toggled.connect(self.set_talk_open)
        self.log = TalkList(self)
        self.log.setObjectName("talk")
        self.log.setItemDelegate(TalkDelegate(self.log))
        self.log.setWordWrap(True)
        self.log.setResizeMode(QListView.ResizeMode.Adjust)  # wrapped lines measured again at the list's width
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.log.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.log.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.log.setTabKeyNavigation(False)  # Tab leaves the talk
        self.log.model().rowsInserted.connect(lambda *_: self.log.scrollToBottom())  # the newest line in sight

    def set_zoom(self, zoom: float) -> None:
        """The panel at the table's zoom (a big screen): as wide, its words, rows and cards that much larger."""
        if abs(zoom - self.zoom) < 1e-3:
            return
        self.zoom = zoom
        self.setProperty(ZOOM_PROPERTY, zoom)
        self.hand_list.setProperty(ZOOM_PROPERTY, zoom)  # the delegates read it from their list
        self.setFixedWidth(round(SIDE_WIDTH * zoom))
        fit_zoom(self, SIDE_QSS)
        for label in (self.status, self.dealing_status):
            label.setMinimumHeight(round(54 * zoom))
        rows = self.score_view.verticalHeader()
        rows.setMinimumSectionSize(round(22 * zoom))
        rows.setDefaultSectionSize(round(22 * zoom))
        if not self.talk_open:
            self.log.setFixedHeight(round(FOLDED_TALK_HEIGHT * zoom))
        self.hand_list.doItemsLayout()
        self._fit_hand()
        self._fit_score()

    def show_hand_list(self, shown: bool) -> None:
        """The hand as a list (View > Hand as a list): it repeats the hand on the felt, so it shows only where
        it serves (the setting, or a screen reader at work); hidden, the table view still names every card."""
        self.hand_shown = shown
        self.hand_title.setVisible(shown)
        self.hand_stack.setVisible(shown)

    def set_talk_open(self, open_: bool) -> None:
        """The talk unfolded (every line, filling the panel) or folded to its newest lines."""
        self.talk_open = open_
        if self.log_title.isChecked() != open_:
            self.log_title.setChecked(open_)
        self._title_talk()
        layout = self.layout()
        if isinstance(layout, QVBoxLayout):
            layout.setStretchFactor(self.log, 1 if open_ else 0)
            layout.setStretch(layout.count() - 1, 0 if open_ else 1)
        if open_:
            self.log.setMinimumHeight(0)
            self.log.setMaximumHeight(16777215)
        else:
            self.log.setFixedHeight(round(FOLDED_TALK_HEIGHT * self.zoom))
        self.log.scrollToBottom()

    def _title_talk(self) -> None:
        arrow = "▾" if self.talk_open else ("◂" if self.layoutDirection() == Qt.LayoutDirection.RightToLeft else "▸")
        title = QCoreApplication.translate("MainWindow", "Table talk")
        self.log_title.setText(f"{arrow} {title}")
        self.log_title.setAccessibleName(title)  # the arrow is drawn, not read (its checked state says open)

    @property
    def dealing(self) -> bool:
        return self.hand_stack.currentWidget() is self.dealing_hand

    def set_dealing(self, dealing: bool) -> None:
        """While the deal animation runs: a note instead of the status and the hand mirror."""
        self.status.setVisible(not dealing)
        self.dealing_status.setVisible(dealing)
        self.hand_list.withhold(dealing)
        self.hand_stack.setCurrentWidget(self.dealing_hand if dealing else self.hand_list)
        self._fit_hand()

    # -- sizes: no scrollbar on the hand, the score card as tall as its rows ---------------------------
    def hand_rows(self) -> int:
        count = self.hand_list.count() or 8  # an empty hand keeps the room of a deal's hand
        columns = 2 if count >= HAND_COLUMNS_FROM else 1
        return -(-count // columns)

    def _fit_hand(self, *_args: object) -> None:
        frame = 2 * self.hand_list.frameWidth()
        row = round(HAND_ROW * self.zoom)  # as HandDelegate.sizeHint
        height = self.hand_rows() * row + frame + 2
        if self.dealing:
            height = max(self.dealing_hand.sizeHint().height(), 40)
        self.hand_list.setFixedHeight(self.hand_rows() * row + frame + 2)
        self.hand_stack.setFixedHeight(height)
        self.hand_list.doItemsLayout()

    def _fit_columns(self) -> None:
        """Each side's column as wide as its title and scores, but never so wide that the contract's
        column is narrower than its own title: a long name (24 letters at a network table) is elided there,
        whole in the status line above and in the title's tooltip."""
        view, header = self.score_view, self.score_view.horizontalHeader()
        model = view.model()
        sides = header.count() - 2
        if model is None or sides <= 0:
            return
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        room = view.viewport().width() - header.sectionSize(0) - header.sectionSizeHint(1)
        most = max(32, room // sides)
        for column in range(2, 2 + sides):
            header.resizeSection(column, min(most, max(view.sizeHintForColumn(column), header.sectionSizeHint(column))))

    def _fit_score(self, *_args: object) -> None:
        self._fit_columns()
        view = self.score_view
        rows = view.model().rowCount() if view.model() is not None else 0
        shown = max(1, min(rows, SCORE_ROWS_SHOWN))
        header = view.horizontalHeader().sizeHint().height()
        heights = [view.rowHeight(row) for row in range(rows - shown, rows)] if rows else []
        tall = sum(heights) + (shown - len(heights)) * view.verticalHeader().defaultSectionSize()
        height = header + tall + 2 * view.frameWidth() + 2
        view.setFixedHeight(height)
        view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded if rows > SCORE_ROWS_SHOWN
                                        else Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        view.scrollToBottom()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LayoutDirectionChange:  # the panel moves to the table's other side
            self._title_talk()
            self.setProperty("rightToLeft", self.layoutDirection() == Qt.LayoutDirection.RightToLeft)
            self.style().unpolish(self)
            self.style().polish(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self.score_view.viewport():
            self._fit_columns()
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.hand_list.doItemsLayout()

    def retranslate(self) -> None:
        """The fixed texts (the Suggest button's "Thinking…" is the suggester's)."""
        self.status.setAccessibleName(QCoreApplication.translate("MainWindow", "Game status"))
        self.score_title.setText(QCoreApplication.translate("MainWindow", "Score sheet"))
        self.score_view.setAccessibleName(QCoreApplication.translate("MainWindow", "Score sheet"))
        self.last_trick_button.setText(QCoreApplication.translate("MainWindow", "Last trick"))
        self.undo_button.setText(QCoreApplication.translate("MainWindow", "Undo"))
        self.suggest_button.setText(QCoreApplication.translate("MainWindow", "Suggest"))
        self.suggest_button.setToolTip(QCoreApplication.translate("MainWindow", "What would an expert play? (S or Ctrl+?)"))
        self.suggest_button.setAccessibleName(QCoreApplication.translate("MainWindow", "Suggest a move"))
        self.hand_title.setText(QCoreApplication.translate("MainWindow", "Your hand"))
        self.hand_list.setAccessibleName(QCoreApplication.translate("MainWindow", "Your hand"))
        self.dealing_status.setText(QCoreApplication.translate("MainWindow", "The cards are being dealt…"))
        self.dealing_hand.setText(QCoreApplication.translate("MainWindow", "Your cards show here once they are dealt."))
        self._title_talk()
        self.log_title.setToolTip(QCoreApplication.translate("MainWindow", "Fold the table talk to its newest line, or unfold it"))
        self.log.setAccessibleName(QCoreApplication.translate("MainWindow", "Table talk"))
        self._fit_hand()
