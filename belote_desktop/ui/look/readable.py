"""Labels a player reads with the keyboard's caret and a screen reader reads (issue 71's rule for every verdict and
review): selectable by keys and mouse, taking the focus, named."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget


def readable(label: QLabel, name: str = "") -> QLabel:
    """``label`` read with the caret and by a screen reader (``name``: what the reader calls it)."""
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                  | Qt.TextInteractionFlag.TextSelectableByKeyboard)
    label.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    if name:
        label.setAccessibleName(name)
    return label


def rich_column(parent: QWidget, name: str = "") -> QLabel:
    """A column of rich text that wraps from the top (a verdict, a review, figures), ``readable``."""
    label = QLabel(parent)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeading)
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    return readable(label, name)
