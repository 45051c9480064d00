"""ReviewWindow: the review of the player's play with room to read, in the table's theme, beside the table.

Not modal (the table and its marked cards stay in reach) and resizable; the end-of-deal panel keeps the
review's first line, its verdict, and shows the window again (``window.deal_end``). A language change sets its
own words again at once; ``window.deal_end`` gives it the review's lines made again (``show_lines``).

For a screen reader (issue 57) its headline and verdict are said once when it opens (the main window's voice,
found up its parents: ``speech_near``), and the review's words take the focus: a read-only text with a keyboard
caret, named "The review", its lines in words as its description."""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFrame, QLabel, QScrollArea, QVBoxLayout, QWidget

from ...learn import table_words as words
from ..look.readable import readable
from ..look.themed import themed_root

if TYPE_CHECKING:
    from ..audio.voice import Speech

WIDTH = 560  # about 80 characters a line: the review's sentences read in one or two lines


class ReviewWindow(QDialog):
    def __init__(self, subtitle: str, lines: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lines = list(lines)
        self.setModal(False)
        self.setSizeGripEnabled(True)
        root = themed_root(self)
        lay = QVBoxLayout(root)
        lay.setContentsMargins(18, 14, 18, 12)
        lay.setSpacing(6)
        self.title = QLabel(root)
        self.title.setObjectName("title")
        lay.addWidget(self.title)
        self.subtitle = QLabel(subtitle, root)
        self.subtitle.setObjectName("note")
        self.subtitle.setWordWrap(True)
        self.subtitle.setVisible(bool(subtitle))
        lay.addWidget(self.subtitle)
        self.text = QLabel(root)
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        readable(self.text)  # read with the caret, and by a screen reader
        self.text.setStyleSheet("font-size: 14px;")
        self.text.setText(_paragraphs(self.lines))
        self.text.setAccessibleDescription(words.spoken(" ".join(line for line in self.lines if line)))
        self.text_scroll = QScrollArea(root)
        self.text_scroll.setWidget(self.text)
        self.text_scroll.setWidgetResizable(True)
        self.text_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.text_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        lay.addWidget(self.text_scroll, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, root)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setObjectName("primary")
        close.style().unpolish(close)  # created under the styled root: styled again by its new name
        close.style().polish(close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self._said = False  # the headline, said once when the window first opens
        self.retranslate()
        self._size_to(parent)
        self.text.setFocus(Qt.FocusReason.OtherFocusReason)  # the words first, when the window opens

    def retranslate(self) -> None:
        """The window's own words in the interface's language (its lines come with ``show_lines``)."""
        title = QCoreApplication.translate("Review", "Review of your play")
        self.setWindowTitle(title)
        self.title.setText(title)
        self.text_scroll.setAccessibleName(QCoreApplication.translate("Review", "The review"))
        self.text.setAccessibleName(QCoreApplication.translate("Review", "The review"))

    def headline(self) -> str:
        """'Review of your play. <the verdict>' (what is said when the window opens)."""
        parts = [self.title.text(), self.lines[0] if self.lines else ""]
        return words.spoken(" ".join(p.strip() if p.strip()[-1:] in ".!?:" else p.strip() + "."
                                     for p in parts if p.strip()))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._said:
            self._said = True
            speech = speech_near(self.parentWidget())
            if speech is not None:
                speech.say(self.headline())

    def show_lines(self, subtitle: str, lines: Sequence[str]) -> None:
        """The review's words again (after a language change), the window keeping its size and place."""
        self.lines = list(lines)
        self.subtitle.setText(subtitle)
        self.subtitle.setVisible(bool(subtitle))
        self.text.setText(_paragraphs(self.lines))
        self.text.setAccessibleDescription(words.spoken(" ".join(line for line in self.lines if line)))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _size_to(self, parent: QWidget | None) -> None:
        """As wide as ``WIDTH``, as tall as the words (within the window beside it), at the window's right edge,
        over its side panel: the felt and its marked cards stay in sight where there is room."""
        layout = self.layout()
        assert layout is not None
        margins = 18 * 2 + 12  # the root's side margins and the scroll bar's room
        self.text.setFixedWidth(WIDTH - margins)
        words = self.text.heightForWidth(WIDTH - margins)
        self.text.setMinimumWidth(0)
        self.text.setMaximumWidth(16777215)
        chrome = self.sizeHint().height() - self.text_scroll.sizeHint().height()
        limit = parent.window().height() - 40 if parent is not None else 700
        height = max(260, min(limit, chrome + words + 8))
        self.resize(WIDTH, height)
        if parent is not None:
            frame = parent.window().geometry()
            self.move(max(frame.left(), frame.right() - WIDTH - 12), frame.top() + 20)


def speech_near(widget: QWidget | None) -> Speech | None:
    """The main window's voice (its ``context.speech``), found up ``widget``'s parents; None without one (a window
    opened on its own)."""
    from ..audio.voice import Speech

    while widget is not None:
        speech = getattr(getattr(widget, "context", None), "speech", None)
        if isinstance(speech, Speech):
            return speech
        widget = widget.parentWidget()
    return None


def _paragraphs(lines: Sequence[str]) -> str:
    """The lines as paragraphs; the first (the verdict) in bold; an empty line is a small gap."""
    out = []
    for i, line in enumerate(lines):
        if not line:
            out.append('<p style="margin:0; font-size:6px;">&nbsp;</p>')
        elif i == 0:
            out.append(f'<p style="margin:0 0 8px 0; font-weight:700;">{html.escape(line)}</p>')
        else:
            out.append(f'<p style="margin:0 0 5px 0;">{html.escape(line)}</p>')
    return "".join(out)
