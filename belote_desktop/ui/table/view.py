"""TableView: the QGraphicsView showing the scene and hosting the overlay panels; keys go to a handler set by
the main window.

Up to the reference size (``REF_W`` x ``REF_H``) the scene is shown at 1:1 and its layout follows the window's
size. Above it the whole table is zoomed, as KPatience does: the scene is laid out at the size of the viewport
divided by ``zoom`` and drawn scaled by ``zoom``, so that the cards, the trick and the name plates keep their
proportions up to 4K instead of a few small cards on an ocean of felt. The panels over the table grow with it
(``table/zoom.py`` reads the viewport's ``ZOOM_PROPERTY``)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent, QTransform
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from .scene import TableScene

REF_W, REF_H = 1600.0, 1000.0  # the largest table shown at 1:1 (the viewport of a window of about 1850x1050)
ZOOM_PROPERTY = "tableZoom"  # the viewport's property: the zoom the widgets over the table grow by


def table_zoom(width: float, height: float) -> float:
    """The zoom of a viewport ``width`` x ``height``: 1 up to the reference size, then as much as the
    narrower of the two ratios allows (the scene keeps at least ``REF_W`` x ``REF_H``).

    >>> table_zoom(1366, 768), table_zoom(1600, 1000), table_zoom(3590, 2100)
    (1.0, 1.0, 2.1)
    """
    return max(1.0, min(width / REF_W, height / REF_H))


class TableView(QGraphicsView):
    resized = Signal()

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.zoom = 1.0  # the scale the scene is drawn at (table_zoom of the viewport's size)
        self.key_handler: Callable[[QKeyEvent], bool] | None = None
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 400)
        self.setAccessibleName(QCoreApplication.translate("TableView", "Card table"))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        z = self.zoom = table_zoom(size.width(), size.height())
        width, height = size.width() / z, size.height() / z  # the scene's logical size
        if abs(self.transform().m11() - z) > 1e-9:
            self.setTransform(QTransform.fromScale(z, z))
        self.viewport().setProperty(ZOOM_PROPERTY, z)
        self.table.resize_table(width, height)
        self.setSceneRect(0, 0, width, height)
        self.resized.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.key_handler is not None and self.key_handler(event):
            event.accept()
            return
        super().keyPressEvent(event)
