"""The end-of-deal panel's size on the table (``EndOfDealPanel.sizing``): the words wrap, the spacing tightens,
then the body scrolls; the room for the review's verdict is kept from the start, so the panel does not grow when it
comes."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QMargins
from PySide6.QtWidgets import QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

from .breakdown_grid import BreakdownGrid
from .zoom import px


class FittedEndPanel(Protocol):
    """The parts of the end-of-deal panel its size is made of."""

    outer: QVBoxLayout  # the panel's own layout: the scrolling body, the match line, the rows of buttons
    body_layout: QVBoxLayout
    body: QWidget
    grid_host: BreakdownGrid
    buttons_row: QVBoxLayout
    review_button: QPushButton
    lines_label: QLabel
    lines_scroll: QScrollArea
    match_line: QLabel
    lines: list[str]  # the words shown
    own_lines: list[str]  # the deal's own words, without the review's verdict or the judge's line
    lines_width: int
    compact: bool

    def set_lines_text(self) -> None: ...
    def contentsMargins(self) -> QMargins: ...
    def setFixedSize(self, w: int, h: int) -> None: ...


class EndPanelFit:
    """Sizes the panel within the room the table gives it (``fit``), and tells whether its body scrolls."""

    VERDICT_CHARS = 90  # about the length of the review's one-line verdict ("Review: The Master did 27 points ...")

    def __init__(self, panel: FittedEndPanel) -> None:
        self.panel = panel
        self._scrolls = False

    def set_compact(self, compact: bool) -> None:
        """Tighter margins and spacing, for a table too low to show the whole body otherwise."""
        p = self.panel
        if compact == p.compact:
            return
        p.compact = compact
        edge = 10 if compact else 16
        p.outer.setContentsMargins(20, edge, 20, edge)
        p.outer.setSpacing(4 if compact else 8)
        p.body_layout.setSpacing(3 if compact else 8)
        p.grid_host.grid.setVerticalSpacing(1 if compact else 4)
        p.buttons_row.setSpacing(4 if compact else 6)
        p.set_lines_text()

    def buttons_width(self) -> int:
        """The width the rows of buttons need to show every word, the panel's margins included (they are under
        the scrolling body, not beside its scroll bar: ``_fit`` gives them this much)."""
        p = self.panel
        margins, frame = p.outer.contentsMargins(), p.contentsMargins()  # the layout's and the frame's
        self.steady_review_width()
        self.buttons_changed()
        return p.buttons_row.sizeHint().width() + margins.left() + margins.right() + frame.left() + frame.right()

    def fit(self, max_width: int, max_height: int, widen: bool = False) -> None:
        """Size the panel to fit ``max_width`` x ``max_height``: the words wrap, the spacing tightens,
        then the body scrolls. ``widen``: wider than its lines' own width, up to ``max_width``, where that saves
        the scrolling."""
        self.set_compact(False)
        self.steady_review_width()
        self._scrolls = self._fit(max_width, max_height)
        if self._scrolls and widen:
            self._scrolls = self._fit(max_width, max_height, max_width)
        if self._scrolls:
            self.set_compact(True)
            self._scrolls = self._fit(max_width, max_height, max_width if widen else 0)

    def scrolls(self) -> bool:
        """Whether the last ``fit`` left the body to scroll."""
        return self._scrolls

    def steady_review_width(self) -> None:
        """Review my play as wide as Show the review (what it says once the review is made): the buttons beside
        it, Compare with the Master among them, keep their places."""
        p = self.panel
        button = p.review_button
        shown = button.text()
        widths = []
        for label in (QCoreApplication.translate("EndOfDeal", "&Review my play"),
                      QCoreApplication.translate("EndOfDeal", "Show the &review")):
            button.setText(label)
            widths.append(button.sizeHint().width())
        button.setText(shown)
        if button.minimumWidth() != max(widths):
            button.setMinimumWidth(max(widths))
            self.buttons_changed()

    def buttons_changed(self) -> None:
        """The rows of buttons' size hints made again now (their words or widths just changed), not at the next
        event loop."""
        p = self.panel
        for i in range(p.buttons_row.count()):
            item = p.buttons_row.itemAt(i)
            row = item.layout() if item is not None else None
            if row is not None:
                row.invalidate()
        p.buttons_row.invalidate()

    def _own_words_height(self, width: int) -> tuple[int, int]:
        """(the body's height, ``width`` wide, with the deal's own words; the room kept in it for the review's
        verdict while Review is offered: an empty line, then as many letters of these words as a verdict has), so
        that the panel need not grow when the verdict or the judge's line comes."""
        p = self.panel
        shown = p.lines
        p.lines = p.own_lines
        p.set_lines_text()
        body = self._body_height(width)
        room = 0
        if not p.review_button.isHidden() and p.lines:
            label = p.lines_label
            before = label.heightForWidth(width)
            p.lines = [*p.own_lines, "", (max(p.own_lines, key=len) * 3)[: self.VERDICT_CHARS]]
            p.set_lines_text()
            room = max(0, label.heightForWidth(width) - before)
        p.lines = shown
        p.set_lines_text()
        return body, room

    def _body_height(self, width: int) -> int:
        p = self.panel
        p.grid_host.grid.invalidate()  # its spacing may have just tightened: the breakdown's height now
        p.grid_host.grid.activate()
        p.body_layout.invalidate()  # texts and rows just changed: no cached height
        p.body_layout.activate()
        if p.body_layout.hasHeightForWidth():
            return int(p.body_layout.heightForWidth(width))
        return int(p.body.sizeHint().height())

    def _fit(self, max_width: int, max_height: int, lines_width: int = 0) -> bool:
        """Size the panel; True if its body must scroll. ``lines_width``: instead of the lines' own width."""
        p = self.panel
        margins = p.outer.contentsMargins()
        side = margins.left() + margins.right()
        bar = p.lines_scroll.verticalScrollBar().sizeHint().width()
        body_hint = p.body.minimumSizeHint().width()
        buttons = p.buttons_row.sizeHint().width()
        own = lines_width or px(p.body, p.lines_width)
        inner = max(min(own, max_width - side - bar), body_hint, buttons - bar, 120)
        width = min(max_width, inner + side + bar)
        inner = width - side - bar
        body_height, verdict_room = self._own_words_height(inner)
        spacing = p.outer.spacing()
        match_height = p.match_line.heightForWidth(inner + bar)
        wanted = (
            margins.top()
            + body_height
            + verdict_room
            + 2
            + spacing
            + match_height
            + spacing
            + p.buttons_row.sizeHint().height()
            + margins.bottom()
        )
        height = min(max_height, wanted)
        p.setFixedSize(width, height)
        p.outer.activate()
        return wanted > max_height
