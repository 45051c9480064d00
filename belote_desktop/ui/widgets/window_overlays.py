"""Placing the widgets over the table (bidding panel, end-of-deal panel, hint line) and the toast.

A part of MainWindow (ui/widgets/main_window.py), which mixes it in."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QLabel, QWidget

from ...engine import Phase
from ..table.layout import BOTTOM, LEFT, RIGHT, TOP, side_of


class Toast(QLabel):
    """A short message over the table that fades away by itself."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("toast")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        self.hide()

    def show_message(self, message: str, anchor: QPoint, ms: int = 2600) -> None:
        self.setText(message)
        self.setAccessibleName(message)
        limit = max(260, int(self.parentWidget().width() * 0.7))
        self.setMaximumWidth(limit)
        self.setMinimumWidth(min(limit, self.fontMetrics().horizontalAdvance(message) + 48))
        self.adjustSize()
        self.move(anchor.x() - self.width() // 2, anchor.y() - self.height())
        self.show()
        self.raise_()
        self._timer.start(ms)


class OverlaysMixin:
    """Overlays, mixed into MainWindow (which holds the state these methods use)."""

    def _own_table_row(self, g: Any) -> float:
        """The depth of the human's row of face-up table cards above his hand (Belot for 2 with open cards),
        which the bidding panel must leave in sight; 0 without one or when the layout takes the hand's room."""
        match = self.controller.match
        if match is None or BOTTOM in g.bare or not match.deal.zones.table_up[self.human]:
            return 0.0
        return float(g.zone_depth + g.margin)

    def _place_overlays(self) -> None:
        vp = self.table.viewport()
        g = self.scene.geometry
        if self.bidding.isVisible():
            self.bidding.adjustSize()
            w, h = self.bidding.width(), self.bidding.base_height or self.bidding.height()
            own_row = self._own_table_row(g)
            self.scene.set_reserve(h + own_row)  # the turned card moves up out of the panel's way
            g = self.scene.geometry
            x = int(g.cx - w / 2)
            y = int(g.hand_top() - g.margin - own_row - h)  # just above the hand (and its table cards)
            self.bidding.move(max(4, min(x, vp.width() - w - 4)), max(4, y))
        elif not self.animator.busy and not self._in_auction():
            self.scene.set_reserve(0)
            g = self.scene.geometry
        if self.end_panel.isVisible():
            strip = getattr(self.scene, "review_strip", None)  # the reviewed cards stay in sight below
            bottom = vp.height()
            if strip is not None:
                top = self.table.mapFromScene(strip.sceneBoundingRect().topLeft()).y()
                bottom = max(min(bottom, top), vp.height() // 2)
            top = self._below_top_plates(g)  # North's name plate stays in sight
            width = vp.width() - 8
            info = self.scene.info.sceneBoundingRect() if self.scene.info.isVisible() else None
            if info is not None and info.right() < g.cx:  # the contract box, bottom left, stays in sight
                # ... unless the buttons would no longer show their words (a small window): they come first
                width = min(width, max(int(2 * (g.cx - info.right() - g.margin)), self.end_panel.buttons_width()))
            self.end_panel.fit(width, bottom - top - 4)
            w, h = self.end_panel.width(), self.end_panel.height()
            self.end_panel.move(max(4, (vp.width() - w) // 2), max(top, int(g.cy - h / 2)))
            if self.end_panel.y() + h > bottom - 4:
                self.end_panel.move(self.end_panel.x(), max(top, bottom - 4 - h))
        if self.hint_bar.isVisible():
            width = int(min(vp.width() - 24, max(360.0, min(g.big * 5.6, 720.0))))
            self.hint_bar.fit(width)
            hand_top = g.hand_top(lifted=True)  # above a chosen card too, even under the mouse
            bottom = self.bidding.y() if self.bidding.isVisible() else hand_top
            y = int(bottom - self.hint_bar.height() - g.margin * 0.6)
            x = int(g.cx - width / 2)
            info = self.scene.info.sceneBoundingRect() if self.scene.info.isVisible() else None
            if info is not None and info.bottom() > y and info.top() < y + self.hint_bar.height() \
                    and info.right() + g.margin > x:
                # the contract box was raised beside a wide hand: keep clear of it
                x = int(info.right() + g.margin)
                width = max(300, min(width, vp.width() - x - 8))
                self.hint_bar.fit(width)
                y = int(bottom - self.hint_bar.height() - g.margin * 0.6)
            self.hint_bar.move(x, max(4, y))
            self.hint_bar.raise_()
        if self.toast.isVisible():
            top = self.bidding.y() if self.bidding.isVisible() else (
                self.hint_bar.y() if self.hint_bar.isVisible() else None)
            if top is not None and self.toast.y() + self.toast.height() > top - 4:
                self.toast.move(self.toast.x(), max(4, top - 8 - self.toast.height()))

    def side_gap_width(self) -> int:
        """The width between the side hands as drawn (their shadows too), less a margin on each side: a panel
        over the middle no wider than this leaves them in sight. 0 without side hands."""
        snap = self.scene.snapshot
        if snap is None:
            return 0
        g = self.scene.geometry
        left, right = 0.0, float(self.table.viewport().width())
        found = False
        for key, item in self.scene.items_by_key.items():
            if key[0] != "back" or not item.isVisible():
                continue
            side = side_of(key[1], snap.human, snap.players, snap.clockwise)
            rect = item.sceneBoundingRect()
            if side == LEFT:
                left, found = max(left, rect.right()), True
            elif side == RIGHT:
                right, found = min(right, rect.left()), True
        if not found:
            return 0
        return int(min(right - g.cx, g.cx - left) * 2 - 2 * g.margin)

    def _below_top_plates(self, g: Any) -> int:
        """The highest a panel over the middle may start: under the name plates at the top of the table."""
        snap = self.scene.snapshot
        top = 4
        if snap is None:
            return top
        for seat, plate in enumerate(self.scene.plates):
            if seat < snap.players and plate.isVisible() and \
                    side_of(seat, snap.human, snap.players, snap.clockwise) == TOP:
                top = max(top, int(plate.sceneBoundingRect().bottom() + g.margin * 0.5))
        return top

    def _in_auction(self) -> bool:
        view = self.controller.view()
        return view is not None and view.phase is Phase.BIDDING

    def _show_toast(self, message: str) -> None:
        ax, ay = self.scene.geometry.message_anchor()
        if self.bidding.isVisible():
            ay = self.bidding.y() - 8
        elif self.hint_bar.isVisible():
            ay = self.hint_bar.y() - 8
        self.toast.show_message(message, QPoint(int(ax), int(ay)))

    show_toast = _show_toast
