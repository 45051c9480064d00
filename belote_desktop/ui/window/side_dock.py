"""Where the side panel sits: beside the felt in a wide window, a drawer over it in a narrow one.

From ``DOCK_FROM`` pixels wide the panel takes its column beside the table (F9 hides it and brings it back).
Narrower, the table takes the whole width and the panel folds into a drawer: the button in the felt's top
corner (or F9) slides it in over the table's edge, and F9, the button, or a click on the felt slides it out.
Whenever the panel is out of sight the felt shows the match score in its corner (``TableScene.set_score``,
which the window asks ``panel_in_sight``), so the score is never more than a glance away.

The dock is given the widgets it moves and nothing else: the central widget, its row layout, the table view
and the panel.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEasingCurve, QEvent, QObject, QPoint, QPropertyAnimation, QRect, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QAbstractScrollArea, QBoxLayout, QGraphicsDropShadowEffect, QToolButton, QWidget

from ..table.view import table_zoom
from ..look import palette
from .side_panel import SIDE_WIDTH, SidePanel

DOCK_FROM = 1100  # the window's width (px) from which the panel sits beside the table
HANDLE_SIZE = 36  # the drawer's button in the felt's corner
SLIDE_MS = 160

HANDLE_QSS = f"""
QToolButton#sideHandle {{
    color: {palette.TEXT}; background: rgba(6, 20, 14, 170); border: 1px solid rgba(255, 255, 255, 60);
    border-radius: 10px; font-size: 18px; font-weight: 700;
}}
QToolButton#sideHandle:hover {{ background: rgba(6, 20, 14, 220); border-color: {palette.GOLD}; }}
QToolButton#sideHandle:focus {{ border: 2px solid {palette.GOLD}; }}
"""


class SideDock(QObject):
    changed = Signal()  # the panel came into sight or went out of it: the felt's corner score follows

    def __init__(self, host: QWidget, row: QBoxLayout, table: QAbstractScrollArea, panel: SidePanel) -> None:
        super().__init__(host)
        self.host, self.row, self.table, self.panel = host, row, table, panel
        self.docked = True
        self.wanted = True  # docked: shown unless the player hid it (F9)
        self.drawer_open = False
        self.animate: Callable[[], bool] = lambda: True  # the window's: off with the 'instant' animation speed
        # the window's: where the button goes in the table's viewport (the felt's free corner), else the top right
        self.corner: Callable[[int], QPoint | None] = lambda size: None
        self._slide: QPropertyAnimation | None = None
        self.felt = table.viewport()  # kept: no call into a view being destroyed while its events still come
        self.handle = QToolButton(self.felt)  # on the felt, over the scene
        self.handle.setObjectName("sideHandle")
        self.handle.setText("☰")
        self.handle.setFixedSize(HANDLE_SIZE, HANDLE_SIZE)
        self.handle.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.handle.setCursor(Qt.CursorShape.PointingHandCursor)
        self.handle.setStyleSheet(HANDLE_QSS)
        self.handle.clicked.connect(self.toggle)
        self.handle.hide()
        self.shadow = QGraphicsDropShadowEffect(panel)
        self.shadow.setBlurRadius(24)
        self.shadow.setOffset(0, 0)
        self.shadow.setColor(QColor(0, 0, 0, 160))
        self.shadow.setEnabled(False)
        panel.setGraphicsEffect(self.shadow)
        host.installEventFilter(self)
        self.felt.installEventFilter(self)  # its size places the button; a click on it closes the drawer
        self.retranslate()

    # -- what the window asks --------------------------------------------------------------------------
    def panel_in_sight(self) -> bool:
        return self.drawer_open if not self.docked else self.wanted

    def corner_inset(self) -> float:
        """How far down the felt's corner score starts: the drawer's button is above it, in the very corner."""
        return HANDLE_SIZE + 4.0 if self.handle.isVisibleTo(self.table) else 0.0

    def toggle(self) -> None:
        """F9, the View menu and the felt's button: the panel in or out of sight."""
        if self.docked:
            self.wanted = not self.wanted
            self.panel.setVisible(self.wanted)
            self.row.activate()
            self._after_change()
        else:
            self.set_drawer(not self.drawer_open)

    def set_drawer(self, open_: bool) -> None:
        if self.docked or open_ == self.drawer_open:
            return
        self.drawer_open = open_
        self._stop_slide()
        inside, outside = self._drawer_rect(), self._drawer_rect(hidden=True)
        if open_:
            self.panel.setGeometry(outside if self._slides() else inside)
            self.panel.show()
            self.panel.raise_()
            if self._slides():
                self._run_slide(outside.topLeft(), inside.topLeft(), hide_after=False)
        elif self._slides():
            self._run_slide(inside.topLeft(), outside.topLeft(), hide_after=True)
        else:
            self.panel.hide()
        self._after_change()

    def relayout(self) -> None:
        """The window's width decides: docked from ``DOCK_FROM`` px, a drawer below."""
        docked = self.host.width() >= DOCK_FROM
        if docked != self.docked:
            self.docked = docked
            self._stop_slide()
            self.drawer_open = False
            self.shadow.setEnabled(not docked)
            if docked:
                self.row.addWidget(self.panel)
                self.panel.setVisible(self.wanted)
            else:
                self.row.removeWidget(self.panel)
                self.panel.hide()
            self.row.activate()  # the table takes its new width now, not at the next event
            self._after_change()
        elif not docked and self.drawer_open and self._slide is None:
            self.panel.setGeometry(self._drawer_rect())
        # a big screen: the panel grows with the table beside it
        self.panel.set_zoom(table_zoom(max(self.host.width() - SIDE_WIDTH, 1), self.host.height()) if docked else 1.0)
        self.place_handle()

    def retranslate(self) -> None:
        words = QCoreApplication.translate("SideDock", "Score sheet and table talk (F9)")
        self.handle.setToolTip(words)
        self.handle.setAccessibleName(words)

    # -- inside ------------------------------------------------------------------------------------
    def _rtl(self) -> bool:
        return self.host.layoutDirection() == Qt.LayoutDirection.RightToLeft

    def _drawer_rect(self, hidden: bool = False) -> QRect:
        """The drawer over the table's edge (the right one; the left one right to left), from the table's top (under
        any banner) to the bottom. From the window's own size: the table's may not have followed a resize yet."""
        host = self.host.rect()
        top = self.table.geometry().top()
        width = self.panel.width()  # fixed: SIDE_WIDTH at the panel's zoom
        rtl = self._rtl()
        x = host.left() if rtl else host.right() + 1 - width
        if hidden:
            x = host.left() - width if rtl else host.right() + 1
        return QRect(x, top, width, host.height() - top)

    def place_handle(self) -> None:
        """The button where the felt's corner is free, shown while the panel is out of sight (the window calls it
        when the table changes)."""
        shown = not self.panel_in_sight()
        if shown:
            margin = 8
            room = self.felt
            spot = None if self._rtl() else self.corner(HANDLE_SIZE)
            if spot is None:
                spot = QPoint(margin if self._rtl() else room.width() - HANDLE_SIZE - margin, margin)
            self.handle.move(spot)
            self.handle.raise_()
        self.handle.setVisible(shown)

    def _slides(self) -> bool:
        return self.animate() and self.host.isVisible()

    def _run_slide(self, start: QPoint, end: QPoint, hide_after: bool) -> None:
        slide = QPropertyAnimation(self.panel, b"pos", self)
        slide.setDuration(SLIDE_MS)
        slide.setEasingCurve(QEasingCurve.Type.OutCubic)
        slide.setStartValue(start)
        slide.setEndValue(end)

        def done() -> None:
            if self._slide is slide:
                self._slide = None
            if hide_after and not self.drawer_open:
                self.panel.hide()

        slide.finished.connect(done)
        self._slide = slide
        slide.start()

    def _stop_slide(self) -> None:
        slide, self._slide = self._slide, None
        if slide is not None:
            slide.stop()
            if not self.drawer_open and not self.docked:
                self.panel.hide()

    def _after_change(self) -> None:
        self.place_handle()
        self.changed.emit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self.host and kind in (QEvent.Type.Resize, QEvent.Type.LayoutDirectionChange):
            self.relayout()
        elif watched is self.felt and kind == QEvent.Type.Resize:
            self.place_handle()
        elif watched is self.felt and kind == QEvent.Type.MouseButtonPress and self.drawer_open:
            self.set_drawer(False)  # a click on the felt closes the drawer, and does nothing else
            return True
        return super().eventFilter(watched, event)
