"""Rule hints: why each card of the hand cannot be played now, and what the hint line above the hand says.

The hint line shows, first, a dimmed card under the mouse (or chosen with the keys); else a "sticky" hint
(a refused card's rule, or a suggestion) for as long as the position lasts; else the partner exemption
when it frees the player. The words come from the engine's reasons through ``learn``.

A move the rules refuse (Enter on a dimmed card) is also said, once, for a screen reader: the card, why, and the
rule's name (issue 57)."""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from ...engine import PLAY, Card, Phase, PlayerView, Reason, cards_in
from ...learn.explain import Explanation, explain_legal_freedom
from ...learn import table_words as text
from ...app.table import Table
from ..table.animator import Animator
from ..table.end_of_deal import EndOfDealPanel
from ..table.hint_bar import Hint, HintBar
from .context import WindowContext
from .overlays import Overlays
from ...app.seat_names import Seats

HOVER_HINT_MS = 2500  # how long a hovered card's explanation stays after the mouse leaves it

HintSource = Callable[[], Hint | None]  # made again when shown, so it follows the language


class RuleHints(QObject):
    def __init__(self, context: WindowContext, controller: Table, animator: Animator, seats: Seats,
                 hint_bar: HintBar, end_panel: EndOfDealPanel, overlays: Overlays) -> None:
        super().__init__(hint_bar)
        self.context = context
        self.controller = controller
        self.animator = animator
        self.seats = seats
        self.hint_bar = hint_bar
        self.end_panel = end_panel
        self.overlays = overlays
        self.explanations: dict[Card, Explanation] = {}  # why each card of the hand cannot be played now
        self.sticky: HintSource | None = None  # a tried card's rule, or a suggestion
        self.pointed: Card | None = None  # a dimmed card under the mouse (or chosen with the keys)
        self.mouse_on_hint = False
        self._hover_timer = QTimer(self)
        self._hover_timer.setSingleShot(True)
        self._hover_timer.timeout.connect(self._forget_pointed)
        hint_bar.mouseInside.connect(self._on_mouse_on_hint)
        controller.illegalAction.connect(self.say_refusal)  # a refused move is said, whatever the hint line shows

    def explain_cards(self, view: PlayerView | None, playable: frozenset[Card] | None) -> dict[Card, str]:
        """Why each unplayable card of the hand is refused now, from the engine's reason (nothing when no card
        is to be played); returns the dimmed cards' tooltips (none with hints off)."""
        out: dict[Card, Explanation] = {}
        if view is not None and playable is not None:
            names = self.seats.names()
            for card in cards_in(view.playable_mask):  # the hand and the face-up table cards
                if card in playable:
                    continue
                error = self.controller.why_illegal(PLAY[card.index])
                if error is not None:
                    out[card] = text.explanation(error.reason, error.params, view, names)
        self.explanations = out
        return {card: tooltip(e) for card, e in out.items()} if self.context.settings.hints else {}

    def refusal_words(self, reason: Reason, params: dict[str, Any]) -> str:
        """A refused move in words for the ear: 'Seven of Clubs, not playable: You must follow spades: ... Rule:
        Follow suit' (the card when it is one; 'Wait for your turn.' out of turn)."""
        if params.get("not_your_turn"):
            return text.not_your_turn_text()
        explanation = text.explanation(reason, params, self.controller.view(), self.seats.names())
        words = explanation.text
        card = params.get("card")
        if isinstance(card, Card):
            words = QCoreApplication.translate("MainWindow", "{card}, not playable: {reason}").format(
                card=text.card_name(card), reason=words)
        if explanation.rule_title:
            words = words.rstrip() + " " + QCoreApplication.translate("HintBar", "Rule: {title}").format(
                title=explanation.rule_title)
        return text.spoken(words)

    def say_refusal(self, reason: Reason, params: dict[str, object]) -> None:
        """The engine refused the player's move: said at once (assertive: it answers his key), one message."""
        try:
            words = self.refusal_words(reason, dict(params))
        except Exception:  # words are a courtesy: a refusal never takes the game down
            return
        self.context.speech.say(words, assertive=True)

    def freedom(self) -> Explanation | None:
        """The partner exemption, when it frees the player right now (hints on)."""
        c = self.controller
        view = c.view()
        if (view is None or not self.context.settings.hints or view.phase is not Phase.PLAY or not c.is_human_turn()
                or self.animator.busy):
            return None
        try:
            return explain_legal_freedom(view)
        except Exception:
            return None

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
        if pointed is not None and self.context.settings.hints:
            explanation = self.explanations.get(pointed)
            if explanation is not None:
                return Hint("illegal", explanation.text, explanation.link, explanation.rule_title,
                            QCoreApplication.translate("MainWindow", "{card}:").format(card=text.card_short(pointed)))
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
