"""The bidding panel's explanation line: what the choice under the mouse means, else the one under the keyboard focus,
else the default one (``learn.explain_bid``), shown under the buttons. Its height is reserved for the longest of them,
so that pointing never grows the panel (over the hand) nor clips its words; on a low table it keeps a few lines, a
longer explanation ending in "…" with the whole in its tooltip.

``BiddingPanel`` holds one ``ExplanationLine`` (``panel.line``) and is read through ``ExplainedPanel`` (this module
never imports the panel). Each button stands for a call made when asked (``add``): a strain button's bid follows the
value being chosen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from ...engine import Action, PlayerView
from ...learn import table_words as text
from ...learn.explain import explain_bid
from .base import tip


class ExplainedPanel(Protocol):
    """What the explanation line reads of the bidding panel."""

    explain: QLabel  # the line itself
    show_explanations: bool  # the Hints setting
    explain_width: int
    explain_lines_max: int  # 0: as many lines as the longest explanation needs

    @property
    def view(self) -> PlayerView | None: ...

    def default_action(self) -> Action | None: ...

    def focusWidget(self) -> QWidget | None: ...  # noqa: N802 (Qt's)

    def isVisible(self) -> bool: ...  # noqa: N802 (Qt's)

    def refit(self) -> None: ...  # the panel's size after its line changed (it grows or shrinks downwards)


class ExplanationLine(QObject):
    """The buttons' calls and the line that explains the one pointed at."""

    def __init__(self, host: ExplainedPanel) -> None:
        super().__init__()
        self.host = host
        self.actions: dict[QPushButton, Callable[[], Action | None]] = {}  # each button and the call it stands for
        self.pointed: QPushButton | None = None  # the button under the mouse

    def forget(self) -> None:
        """The buttons are gone (a new decision)."""
        self.actions = {}
        self.pointed = None

    def add(self, button: QPushButton, action: Callable[[], Action | None]) -> None:
        """``button`` stands for ``action()``: its meaning shows in the line when pointed at, and in its tooltip."""
        self.actions[button] = action
        button.installEventFilter(self)
        shown = action()
        view = self.host.view
        if shown is not None and view is not None:
            tip(button, explain_bid(shown, view.rules, view))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's)
        if isinstance(watched, QPushButton) and watched in self.actions:
            kind = event.type()
            if kind == QEvent.Type.Enter:
                self.pointed = watched
                self.refresh()
            elif kind == QEvent.Type.Leave:
                if self.pointed is watched:
                    self.pointed = None
                self.refresh()
            elif kind in (QEvent.Type.FocusIn, QEvent.Type.FocusOut):
                self.refresh()
        return super().eventFilter(watched, event)

    def choices(self) -> list[tuple[QPushButton, Action | None]]:
        """Each button and the call it stands for now."""
        return [(button, make()) for button, make in self.actions.items()]

    def explained_action(self) -> Action | None:
        """The choice the line is about: pointed at, else focused, else the default."""
        for button in (self.pointed, self.host.focusWidget()):
            if isinstance(button, QPushButton) and button in self.actions and button.isEnabled():
                action = self.actions[button]()
                if action is not None:
                    return action
        return self.host.default_action()

    def text(self) -> str:
        action = self.explained_action()
        view = self.host.view
        if action is None or view is None:
            return ""
        return explain_bid(action, view.rules, view)

    def refresh(self) -> None:
        """The line for the choice explained now (hidden without hints)."""
        host, label = self.host, self.host.explain
        if not host.show_explanations or host.view is None:
            label.hide()
            return
        words = self.text()
        shown = self.within_lines(words)
        if shown == label.text() and label.isVisible():
            return
        label.setText(shown)
        label.setToolTip(words if shown != words else "")
        label.setAccessibleDescription(text.spoken(words))  # "the turned Seven of Clubs", not "7♣"
        label.show()
        if host.isVisible():  # grow or shrink downwards: the buttons stay under the mouse
            host.refit()

    def reserve_height(self) -> None:
        """Room for the longest explanation of any choice on the panel."""
        host, label = self.host, self.host.explain
        view = host.view
        if not host.show_explanations or view is None:
            label.setMinimumHeight(0)
            return
        actions = [make() for make in self.actions.values()] + [host.default_action()]
        texts = {explain_bid(a, view.rules, view) for a in actions if a is not None}
        shown = label.text()
        label.ensurePolished()
        label.setMinimumHeight(0)
        tallest = 0
        for words in texts:
            label.setText(self.within_lines(words))
            tallest = max(tallest, label.heightForWidth(host.explain_width))
        label.setText(shown)
        label.setMinimumHeight(tallest)

    def within_lines(self, words: str) -> str:
        """``words`` as the line shows them: whole, or on a low table cut to ``explain_lines_max`` lines at a word,
        ending in "…"."""
        lines_max, label = self.host.explain_lines_max, self.host.explain
        if not lines_max or not words:
            return words
        label.ensurePolished()
        metrics = label.fontMetrics()
        flags = int(Qt.TextFlag.TextWordWrap)
        room = metrics.lineSpacing() * lines_max + 1
        width = max(self.host.explain_width, 1)

        def height(text_: str) -> int:
            return metrics.boundingRect(0, 0, width, 100000, flags, text_).height()

        if height(words) <= room:
            return words
        cut = words.split(" ")
        while len(cut) > 1 and height(" ".join(cut) + "…") > room:
            cut.pop()
        return " ".join(cut).rstrip(",;:.") + "…"
