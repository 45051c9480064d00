"""HintBar: one learning line over the table, just above the player's hand.

It says why a card cannot be played (hovered or tried), that the partner exemption frees the
player, or what the Suggest button proposes, and names the rule as a link: clicking it opens the
rules window at that paragraph (``linkActivated("rules#must_follow")``).
"""

from __future__ import annotations

import html
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QWidget

from ...learn import table_words as text
from .zoom import px


@dataclass(frozen=True)
class Hint:
    """What the bar shows: kind "illegal", "info" or "suggest", a sentence, and the rule it comes from."""

    kind: str
    text: str
    link: str = ""  # "rules#must_follow"
    rule_title: str = ""
    heading: str = ""  # a short bold start: "Suggestion: A♠."

    @property
    def rule_id(self) -> str:
        return self.link.partition("#")[2]

    def plain(self, said: bool = False) -> str:
        """The text shown, without markup; ``said``: as a screen reader reads it (cards and suits in words)."""
        parts = [p for p in (self.heading, self.text) if p]
        if self.rule_title:
            parts.append(QCoreApplication.translate("HintBar", "Rule: {title}").format(title=self.rule_title))
        return text.spoken(" ".join(parts)) if said else " ".join(parts)


class HintBar(QFrame):
    linkActivated = Signal(str)
    mouseInside = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hintBar")
        self.setProperty("kind", "illegal")
        self.hint: Hint | None = None
        lay = self._layout = QHBoxLayout(self)
        lay.setContentsMargins(10, 7, 12, 7)
        lay.setSpacing(10)
        self.badge = QLabel(self)
        self.badge.setObjectName("hintBadge")
        self.badge.setFixedSize(22, 22)
        self.badge.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse
                                           | Qt.TextInteractionFlag.LinksAccessibleByKeyboard)
        self.label.setOpenExternalLinks(False)
        self.label.linkActivated.connect(self.linkActivated)
        lay.addWidget(self.badge, 0, Qt.AlignmentFlag.AlignTop)
        lay.addWidget(self.label, 1)
        self.hide()

    def show_hint(self, hint: Hint | None) -> None:
        self.hint = hint
        if hint is None:
            self.hide()
            return
        if self.property("kind") != hint.kind:
            self.setProperty("kind", hint.kind)
            for w in (self, self.badge):
                w.style().unpolish(w)
                w.style().polish(w)
        self.badge.setText({"illegal": "!", "info": "i", "suggest": "?"}.get(hint.kind, "i"))
        body = html.escape(hint.text)
        if hint.heading:
            body = f"<b>{html.escape(hint.heading)}</b> {body}"
        if hint.link and hint.rule_title:
            label = QCoreApplication.translate("HintBar", "Rule: {title}").format(title=hint.rule_title)
            body += (f' &nbsp;<span style="white-space:nowrap;"><a href="{html.escape(hint.link, quote=True)}"'
                     f' style="color:#ffd54a;">{html.escape(label)}</a></span>')
        self.label.setText(body)
        self.setAccessibleName(hint.plain(said=True))
        self.label.setAccessibleName(hint.plain(said=True))
        self.show()
        self.raise_()

    def text(self) -> str:
        """The plain text shown (tests, screen readers)."""
        return self.hint.plain() if self.hint is not None and self.isVisible() else ""

    def fit(self, width: int) -> None:
        """Take ``width`` pixels and the height the wrapped text needs."""
        side = px(self, 22)  # the badge grows with the table's zoom, as its letter does
        if self.badge.width() != side:
            self.badge.setFixedSize(side, side)
        self.setFixedWidth(width)
        margins = self._layout.contentsMargins()
        inner = width - margins.left() - margins.right() - self.badge.width() - self._layout.spacing()
        height = max(self.label.heightForWidth(max(inner, 50)), self.badge.height())
        self.setFixedHeight(height + margins.top() + margins.bottom())

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Enter:
            self.mouseInside.emit(True)
        elif event.type() == QEvent.Type.Leave:
            self.mouseInside.emit(False)
        return super().event(event)
