"""The table's lettering: the one font every name plate, chip and strip of the felt is drawn in, by pixel size.

Its own module, below the scene and what the scene draws (``review_marks``, ``moments``), so that they reach it
without importing the scene."""

from __future__ import annotations

from PySide6.QtGui import QFont


def ui_font(pixel_size: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(9, int(round(pixel_size))))
    if bold:
        font.setWeight(QFont.Weight.DemiBold)
    return font
