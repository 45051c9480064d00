"""Why each card of the hand cannot be played now, and a refused move in words (the window's hint line, its dimmed
cards' tooltips and its voice read them: ``ui/window/hints.RuleHints`` shows them).

The words come from the engine's reasons through ``learn``. A move the rules refuse (Enter on a dimmed card) is also
said, once, for a screen reader: the card, why, and the rule's name (issue 57)."""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject

from ..engine import PLAY, Card, Phase, PlayerView, Reason, cards_in
from ..learn import table_words as text
from ..learn.explain import Explanation, explain_legal_freedom
from .host import SeatNames, Spoken, TableContext
from .table import Table


class ReasonsContext(TableContext, Spoken, Protocol):
    """What the reasons read of the window (its ``WindowContext``): the settings (hints on or off), the voice."""


class CardReasons(QObject):
    def __init__(self, context: ReasonsContext, controller: Table, seats: SeatNames,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.controller = controller
        self.seats = seats
        self.explanations: dict[Card, Explanation] = {}  # why each card of the hand cannot be played now
        controller.illegalAction.connect(self.say_refusal)  # a refused move is said, whatever the hint line shows

    def explain_cards(self, view: PlayerView | None, playable: frozenset[Card] | None) -> dict[Card, Explanation]:
        """Why each unplayable card of the hand is refused now, from the engine's reason (nothing when no card
        is to be played); kept as ``explanations``."""
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
        return out

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

    def freedom(self, moving: bool) -> Explanation | None:
        """The partner exemption, when it frees the player right now (hints on; ``moving``: the table is still
        drawing a move, nothing is said yet)."""
        c = self.controller
        view = c.view()
        if (view is None or not self.context.settings.hints or view.phase is not Phase.PLAY or not c.is_human_turn()
                or moving):
            return None
        try:
            return explain_legal_freedom(view)
        except Exception:
            return None

    def pointed(self, card: Card) -> Explanation | None:
        """Why ``card`` (pointed at) cannot be played, with hints on."""
        return self.explanations.get(card) if self.context.settings.hints else None


def pointed_label(card: Card) -> str:
    """The hint line's label before a pointed-at card's reason: 'J♣:'."""
    return QCoreApplication.translate("MainWindow", "{card}:").format(card=text.card_short(card))
