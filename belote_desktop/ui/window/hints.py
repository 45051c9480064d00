"""Rule hints on the window: what the hint line above the hand says, and the dimmed cards' tooltips. Why each card is
refused, and a refusal said to a screen reader, are the application's (``app/card_reasons.CardReasons``).

The hint line shows, first, a dimmed card under the mouse (or chosen with the keys); else a "sticky" hint
(a refused card's rule, or a suggestion) for as long as the position lasts; else the partner exemption
when it frees the player. It hides while the end-of-deal panel shows."""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import QWidget

from ...engine import Card, PlayerView
from ...learn.explain import Explanation
from ...app.card_reasons import CardReasons, pointed_label
from ...app.table import Table
from ...app.seat_names import Seats
from ..table.animator import Animator
from ..table.hint_bar import Hint, HintBar
from ...app.context import WindowContext
from ..audio.voice import Speech
from .overlays import Overlays

HOVER_HINT_MS = 2500  # how long a hovered card's explanation stays after the mouse leaves it

HintSource = Callable[[], Hint | None]  # made again when shown, so it follows the language


class RuleHints(QObject):
    def __init__(self, context: WindowContext[Speech], controller: Table, animator: Animator, seats: Seats,
                 hint_bar: HintBar, end_panel: QWidget, overlays: Overlays) -> None:
        """``end_panel``: the end-of-deal panel, over the table; the hint line says nothing while it shows."""
        super().__init__(hint_bar)
        self.context = context
        self.animator = animator
        self.hint_bar = hint_bar
        self.end_panel = end_panel
        self.overlays = overlays
        self.reasons = CardReasons(context, controller, seats, parent=self)  # why each card is refused
        self.sticky: HintSource | None = None  # a tried card's rule, or a suggestion
        self.pointed: Card | None = None  # a dimmed card under the mouse (or chosen with the keys)
        self.mouse_on_hint = False
        self._hover_timer = QTimer(self)
        self._hover_timer.setSingleShot(True)
        self._hover_timer.timeout.connect(self._forget_pointed)
        hint_bar.mouseInside.connect(self._on_mouse_on_hint)

    @property
    def explanations(self) -> dict[Card, Explanation]:
        """Why each card of the hand cannot be played now."""
        return self.reasons.explanations

    def explain_cards(self, view: PlayerView | None, playable: frozenset[Card] | None) -> dict[Card, str]:
        """Why each unplayable card of the hand is refused now (``CardReasons.explain_cards``); returns the dimmed
        cards' tooltips (none with hints off)."""
        out = self.reasons.explain_cards(view, playable)
        return {card: tooltip(e) for card, e in out.items()} if self.context.settings.hints else {}

    def freedom(self) -> Explanation | None:
        """The partner exemption, when it frees the player right now (hints on, the table still)."""
        return self.reasons.freedom(self.animator.busy)

    def set_sticky(self, source: HintSource | None, update: bool = True, unpoint: bool = False) -> None:
        """The hint kept while the position lasts (None: none); ``unpoint`` forgets a pointed-at card too."""
        if unpoint:
            self.pointed = None
        self.sticky = source
        if update:
            self.update()

    def current_hint(self) -> Hint | None:
        """What the hint line says now: a pointed-at card, else a tried card or suggestion, else the
        partner exemption."""
        if self.end_panel.isVisible():
            return None
        pointed = self.pointed
        explanation = self.reasons.pointed(pointed) if pointed is not None else None
        if pointed is not None and explanation is not None:
            return Hint("illegal", explanation.text, explanation.link, explanation.rule_title, pointed_label(pointed))
        if self.sticky is not None:
            hint = self.sticky()
            if hint is not None:
                return hint
        freedom = self.freedom()
        if freedom is not None:
            return Hint("info", freedom.text, freedom.link, freedom.rule_title)
        return None

    def show_current(self) -> None:
        """The hint line says ``current_hint`` (without placing it)."""
        self.hint_bar.show_hint(self.current_hint())

    def update(self) -> None:
        self.show_current()
        self.overlays.place()

    def on_card_hovered(self, card: Card | None) -> None:
        if card is not None and card in self.explanations:
            self._hover_timer.stop()
            self.point_at(card)
        elif card is None and self.pointed is not None and not self.mouse_on_hint:
            self._hover_timer.start(HOVER_HINT_MS)

    def point_at(self, card: Card | None) -> None:
        """Show why ``card`` (hovered, or chosen with the keys) cannot be played, if it cannot."""
        card = card if card in self.explanations else None
        if card == self.pointed:
            return
        self.pointed = card
        self.update()

    def _forget_pointed(self) -> None:
        if self.mouse_on_hint:
            return
        self.pointed = None
        self.update()

    def _on_mouse_on_hint(self, inside: bool) -> None:
        self.mouse_on_hint = inside
        if inside:
            self._hover_timer.stop()
        elif self.pointed is not None:
            self._hover_timer.start(HOVER_HINT_MS)


def tooltip(explanation: Explanation) -> str:
    """A dimmed card's tooltip: why, and the rule's name (F1 or the hint line opens it)."""
    rule = QCoreApplication.translate("MainWindow", "Rule: {title}").format(title=explanation.rule_title)
    return f"<p style='max-width:340px'>{html.escape(explanation.text)}</p><p><i>{html.escape(rule)}</i></p>"
