"""The widgets over the table grow with its zoom (``TableView.zoom``, 1 up to the reference size).

The table view keeps the zoom in its viewport's ``tableZoom`` property; a panel over the table (the bidding panel,
the end-of-deal panel, the hint line, the toast, the match moment) asks ``zoom_of(self)`` for it. ``fit_zoom(root)``
makes a panel the size it would be on a table the zoom times smaller, drawn that much larger:

- the style sheets in its tree: every ``Npx`` scaled, the window's panel sheet (``style.PANEL_QSS``) on the root
  with the application's font size scaled for every word that has no size of its own,
  and the sheets a child sets itself (``font-size: 19px``, a button's padding) as the child last set them;
- its layouts' margins and spacing, as the widget last set them.

At zoom 1 nothing is touched, so a window up to the reference size looks as it always did.
"""

from __future__ import annotations

import re

from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QApplication, QGridLayout, QLayout, QWidget

from .view import ZOOM_PROPERTY
from ..look.style import PANEL_QSS

_PX = re.compile(r"(\d+(?:\.\d+)?)px")
_SHEET, _SHEET_SET = "zoomSheet", "zoomSheetSet"  # a widget's own sheet, and the scaled one written for it
_BOX, _BOX_SET = "zoomBox", "zoomBoxSet"  # a layout's margins and spacing as set, and as scaled


def zoom_of(widget: QWidget | None) -> float:
    """The zoom of the table ``widget`` lies on (1 for a widget elsewhere)."""
    while widget is not None:
        value = widget.property(ZOOM_PROPERTY)
        if isinstance(value, (int, float)) and value > 0:
            return float(value)
        widget = widget.parentWidget()
    return 1.0


def px(widget: QWidget | None, pixels: float) -> int:
    """``pixels`` at the zoom of ``widget``'s table."""
    return round(pixels * zoom_of(widget))


def scaled_qss(sheet: str, zoom: float) -> str:
    """``sheet`` with every length in pixels times ``zoom`` (a non-zero length stays at least 1 px).

    >>> scaled_qss("padding: 6px 12px; border: 1px solid; font-size: 15px;", 2.0)
    'padding: 12px 24px; border: 2px solid; font-size: 30px;'
    """
    if zoom == 1.0:
        return sheet

    def one(match: re.Match[str]) -> str:
        value = float(match.group(1))
        return f"{max(1, round(value * zoom)) if value else 0}px"

    return _PX.sub(one, sheet)


def fit_zoom(root: QWidget, sheet: str = PANEL_QSS) -> bool:
    """Size ``root`` and its children for the zoom of its table (``root`` wears ``sheet``, the window's panel
    sheet, scaled). True if anything changed (a panel measured before must be measured again)."""
    zoom = zoom_of(root)
    changed = False
    if (root.property(_SHEET_SET) or 1.0) != zoom:  # the root's font and sheet: only when the zoom changes
        root.setProperty(_SHEET_SET, zoom)
        if zoom == 1.0:
            root.setStyleSheet("")  # the window's sheet again
        else:  # the font by a sheet too: under a style sheet a parent's font does not reach its children
            size = max(1, round(QFontInfo(QApplication.font()).pixelSize() * zoom))
            root.setStyleSheet(f"* {{ font-size: {size}px; }}\n" + scaled_qss(sheet, zoom))
        changed = True
    for child in root.findChildren(QWidget):
        changed |= _fit_sheet(child, zoom)
    layouts = [layout for layout in [root.layout(), *root.findChildren(QLayout)] if layout is not None]
    for layout in layouts:
        changed |= _fit_layout(layout, zoom)
    if changed:  # no size measured at the old sizes is kept (a hidden child's layout would wait for an event)
        for layout in reversed(layouts):
            layout.invalidate()
            layout.activate()
    return changed


def _fit_sheet(widget: QWidget, zoom: float) -> bool:
    current = widget.styleSheet()
    if not current:
        return False
    if current != widget.property(_SHEET_SET):  # set by the widget itself since: that is its sheet now
        widget.setProperty(_SHEET, current)
    wanted = scaled_qss(str(widget.property(_SHEET)), zoom)
    widget.setProperty(_SHEET_SET, wanted)
    if wanted == current:
        return False
    widget.setStyleSheet(wanted)
    return True


def _box_of(layout: QLayout) -> list[int]:
    """A layout's margins (left, top, right, bottom) and spacings (a grid's across and down; -1: the style's)."""
    m = layout.contentsMargins()
    if isinstance(layout, QGridLayout):
        spacing = [layout.horizontalSpacing(), layout.verticalSpacing()]
    else:
        spacing = [layout.spacing()]
    return [m.left(), m.top(), m.right(), m.bottom(), *spacing]


def _set_box(layout: QLayout, box: list[int]) -> None:
    """Set ``_box_of``'s sizes, leaving a spacing of -1 to the style."""
    layout.setContentsMargins(*box[:4])
    if isinstance(layout, QGridLayout):
        if box[4] >= 0:
            layout.setHorizontalSpacing(box[4])
        if box[5] >= 0:
            layout.setVerticalSpacing(box[5])
    elif box[4] >= 0:
        layout.setSpacing(box[4])


def _fit_layout(layout: QLayout, zoom: float) -> bool:
    current = _box_of(layout)
    if current != layout.property(_BOX_SET):  # set by the widget itself since: those are its sizes now
        layout.setProperty(_BOX, current)
        if zoom == 1.0:
            layout.setProperty(_BOX_SET, current)
            return False
    base = layout.property(_BOX)
    wanted = [round(v * zoom) if v > 0 else v for v in base]
    layout.setProperty(_BOX_SET, wanted)
    if wanted == current:
        return False
    _set_box(layout, wanted)
    return True
