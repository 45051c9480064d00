"""Rule hints: why each card cannot be played (hint line, hand mirror, tooltips) and the rules
book opened at the paragraph for the moment (`context_link`).

A part of MainWindow (ui/widgets/main_window.py), which mixes it in."""

from __future__ import annotations

from typing import Any
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QListWidgetItem

from ...engine import DECLARE, PLAY, Card, Phase, PlayCard, PlayerView, TrumpScheme, cards_in
from ...learn.explain import Explanation, explain_legal_freedom
from .. import text
from ..table.layout import snapshot_from_view
from .hint_bar import Hint

HOVER_HINT_MS = 2500  # how long a hovered card's explanation stays after the mouse leaves it


class HintsMixin:
    """Rule hints, mixed into MainWindow (which holds the state these methods use)."""

    def _card_explanations(self, view: PlayerView, playable: frozenset[Card]) -> dict[Card, Explanation]:
        """Why each unplayable card of the hand is refused now, from the engine's reason."""
        out: dict[Card, Explanation] = {}
        names = self.names()
        for card in cards_in(view.playable_mask):  # the hand and the face-up table cards
            if card in playable:
                continue
            error = self.controller.why_illegal(PLAY[card.index])
            if error is not None:
                out[card] = text.explanation(error.reason, error.params, view, names)
        return out

    def _refresh_mirror(self, view: PlayerView | None, playable: frozenset[Card] | None) -> None:
        current = self.hand_list.currentItem()
        current_card = current.data(Qt.ItemDataRole.UserRole) if current is not None else None
        suggested = self._suggestion[0].card if self._suggestion and isinstance(self._suggestion[0], PlayCard) else None
        if suggested is not None:
            current_card = suggested
        self.hand_list.blockSignals(True)
        self.hand_list.clear()
        if view is not None:
            snap = snapshot_from_view(view)
            for card in snap.hand + snap.table_cards(snap.human):
                label = text.card_name(card)
                explanation = self._explanations.get(card)
                if playable is not None and card not in playable:
                    if explanation is not None:
                        label = QCoreApplication.translate("MainWindow", "{card} (not playable: {reason})").format(
                            card=label, reason=explanation.text)
                    else:
                        label = QCoreApplication.translate("MainWindow", "{card} (not playable)").format(card=label)
                elif card == suggested:
                    label = QCoreApplication.translate("MainWindow", "{card} (suggested)").format(card=label)
                item = QListWidgetItem(f"{text.card_short(card)}  {label}")
                item.setData(Qt.ItemDataRole.UserRole, card)
                item.setData(Qt.ItemDataRole.AccessibleTextRole, label)
                if explanation is not None and playable is not None and card not in playable:
                    item.setToolTip(_tooltip(explanation))
                    item.setData(Qt.ItemDataRole.AccessibleDescriptionRole, explanation.text)
                    if self.settings.hints:
                        item.setForeground(Qt.GlobalColor.gray)
                if card == suggested:
                    font = QFont(item.font())
                    font.setBold(True)
                    item.setFont(font)
                self.hand_list.addItem(item)
                if card == current_card:
                    self.hand_list.setCurrentItem(item)
        self.hand_list.blockSignals(False)

    def _freedom(self) -> Explanation | None:
        """The partner exemption, when it frees the player right now (hints on)."""
        c = self.controller
        view = c.view()
        if (view is None or not self.settings.hints or view.phase is not Phase.PLAY or not c.is_human_turn()
                or self.animator.busy):
            return None
        try:
            return explain_legal_freedom(view)
        except Exception:
            return None

    def _set_sticky(self, provider: Callable[[], Hint | None] | None, update: bool = True) -> None:
        self._sticky = provider
        if update:
            self._update_hint()
            self._place_overlays()

    def current_hint(self) -> Hint | None:
        """What the hint line says now: a pointed-at card, else a tried card or suggestion, else the
        partner exemption."""
        if self.end_panel.isVisible():
            return None
        if self._pointed is not None and self.settings.hints:
            explanation = self._explanations.get(self._pointed)
            if explanation is not None:
                return Hint("illegal", explanation.text, explanation.link, explanation.rule_title,
                            QCoreApplication.translate("MainWindow", "{card}:").format(
                                card=text.card_short(self._pointed)))
        if self._sticky is not None:
            hint = self._sticky()
            if hint is not None:
                return hint
        freedom = self._freedom()
        if freedom is not None:
            return Hint("info", freedom.text, freedom.link, freedom.rule_title)
        return None

    def _update_hint(self) -> None:
        self.hint_bar.show_hint(self.current_hint())

    def _on_card_hovered(self, card: Card | None) -> None:
        if card is not None and card in self._explanations:
            self._hover_timer.stop()
            self._point_at(card)
        elif card is None and self._pointed is not None and not self._mouse_on_hint:
            self._hover_timer.start(HOVER_HINT_MS)

    def _point_at(self, card: Card | None) -> None:
        """Show why ``card`` (hovered, or chosen with the keys) cannot be played, if it cannot."""
        card = card if card in self._explanations else None
        if card == self._pointed:
            return
        self._pointed = card
        self._update_hint()
        self._place_overlays()

    def _forget_pointed(self) -> None:
        if self._mouse_on_hint:
            return
        self._pointed = None
        self._update_hint()
        self._place_overlays()

    def _on_mouse_on_hint(self, inside: bool) -> None:
        self._mouse_on_hint = inside
        if inside:
            self._hover_timer.stop()
        elif self._pointed is not None:
            self._hover_timer.start(HOVER_HINT_MS)

    def rules_window(self) -> Any:
        """The rules window (made on first use), showing the rules of the game on the table."""
        from ...learn.rules_window import RulesWindow

        rules = self.controller.rules or self._last_rules()
        window = self._rules_window
        if window is None:
            window = RulesWindow(rules, self)
            window.setModal(False)
            window.resize(1000, 700)
            self._rules_window = window
        elif window.rules != rules:
            window.set_rules(rules)
        return window

    def context_link(self) -> str:
        """The rules paragraph that fits the moment: the rule shown in the hint line, else the phase."""
        hint = self.hint_bar.hint if self.hint_bar.isVisible() else None
        if hint is not None and hint.link:
            return hint.link
        view = self.controller.view()
        if self.end_panel.isVisible():
            return "rules#scoring"
        if view is None:
            return "rules#overview"
        if view.phase is Phase.BIDDING:
            if view.rules.trump_scheme is TrumpScheme.TURNED_CARD:
                return "rules#bidding_round_two" if view.auction.round == 2 else "rules#bidding_round_one"
            return "rules#bidding"
        if DECLARE in view.legal_actions:
            return "rules#declarations"
        return "rules#play"

    def show_rules(self) -> None:
        """Help > Rules of this game (F1): the rules book at the paragraph for the moment."""
        self.open_rules_link(self.context_link())

    def show_glossary(self) -> None:
        self.open_rules_link("glossary")

    def open_rules_link(self, link: str) -> None:
        window = self.rules_window()
        window.open_link(link)
        window.show()
        window.raise_()
        window.activateWindow()


def _tooltip(explanation: Explanation) -> str:
    """A dimmed card's tooltip: why, and the rule's name (F1 or the hint line opens it)."""
    import html

    rule = QCoreApplication.translate("MainWindow", "Rule: {title}").format(title=explanation.rule_title)
    return f"<p style='max-width:340px'>{html.escape(explanation.text)}</p><p><i>{html.escape(rule)}</i></p>"
