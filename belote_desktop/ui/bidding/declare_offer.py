"""The bidding panel's declaration offer during play (``build_declare``: declare, which set where a card is in two, or
play a card without declaring) and its words: the declarations an action makes (``offered_melds``), why the player is
asked which set (``declaration_choice_words``), what a card played without declaring gave up (``not_declared_words``).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel

from ...engine import DECLARE, Declare, PlayerView
from ...engine.declarations import Meld, MeldSharing, chosen_melds
from ...learn import table_words as text
from ...learn.declaration_choice import against_declared_words
from .base import PanelToolkit, with_key


def offered_melds(view: PlayerView, action: Declare = DECLARE) -> tuple[Meld, ...]:
    """The declarations ``view``'s player would make now by ``action`` (the usual set unless it names another): the
    engine's cards (``DealState._meld_cards``; with open cards the face-up table cards count too) in the game's own
    table (Tarabish: runs)."""
    cards = view.playable_mask if view.rules.declare_table_cards else view.hand_mask
    strain = view.contract.strain if view.contract else None
    return chosen_melds(
        cards, view.contract.trump if view.contract else None, view.rules.meld_rules.table_for(strain), action.carres
    )


def declaration_choice_words(view: PlayerView, seat_names: Sequence[str] | None = None) -> str:
    """Why the player is asked which declarations to make, why the first is preselected, and (once the other side
    has declared) what each set does against their declarations (``learn.declaration_choice``); "" without a
    choice."""
    choices = [a for a in view.legal_actions if isinstance(a, Declare)]
    if len(choices) < 2:
        return ""
    sets = [offered_melds(view, a) for a in choices]
    said = [text.announcement_text("declare", melds, view.rules) for melds in sets]
    worth = [sum(m.points for m in melds) for melds in sets]
    words = QCoreApplication.translate(
        "BiddingPanel", "A card counts in one declaration only: declare {first} or {second}, not both."
    ).format(first=said[0], second=" or ".join(said[1:]))
    if worth[0] > max(worth[1:]):
        why = QCoreApplication.translate(
            "BiddingPanel", "{usual} is preselected: it is worth more ({first} to {second})."
        )
    else:
        why = QCoreApplication.translate(
            "BiddingPanel", "Both are worth {first}; {usual} is preselected: it ranks higher."
        )
    words += " " + why.format(usual=said[0], first=worth[0], second=max(worth[1:]))
    against = against_declared_words(
        view, lambda melds: text.announcement_text("declare", tuple(melds), view.rules), seat_names
    )
    if against:  # the engine's comparison with what the other side declared, set by set
        return " ".join([words, *against])
    if view.rules.meld_rules.sharing is MeldSharing.PER_KIND:
        words += " " + QCoreApplication.translate(
            "BiddingPanel", "Carrés and sequences are compared apart: the other may be the one nobody beats."
        )
    return words


def not_declared_words(view: PlayerView) -> str:
    """What the player gave up by playing a card while ``view`` offered a declaration."""
    return QCoreApplication.translate(
        "BiddingPanel", "You did not declare your {melds}: declarations are made before your first card."
    ).format(melds=text.announcement_text("declare", offered_melds(view), view.rules))


def build_declare(panel: PanelToolkit, view: PlayerView) -> None:
    """The declaration offer during play: declare (the usual set, or which set where a card is in two), or play a
    card without declaring."""
    panel.title.setText(QCoreApplication.translate("BiddingPanel", "You can declare"))
    others = [a for a in panel.legal if isinstance(a, Declare) and a != DECLARE]
    panel.note.setWordWrap(bool(others))
    if others:  # a card in a carré and in a sequence: which set, the usual one first (and D)
        panel.note.setText(declaration_choice_words(view, panel.seat_names))
        row = panel.add_row()
        usual = text.announcement_text("declare", offered_melds(view), view.rules)
        panel.add_button(
            row,
            "declare",
            with_key(QCoreApplication.translate("BiddingPanel", "&Declare {melds}").format(melds=usual), "D"),
            DECLARE,
            primary=True,
        )
        for i, action in enumerate(others, 1):
            row = panel.add_row()
            said = text.announcement_text("declare", offered_melds(view, action), view.rules)
            panel.add_button(
                row,
                f"declare_{i}",
                QCoreApplication.translate("BiddingPanel", "Declare {melds} instead").format(melds=said),
                action,
            )
    else:
        panel.note.setWordWrap(panel.stacked)
        panel.note.setText(text.announcement_text("declare", offered_melds(view), view.rules))
        row = panel.add_row()
        panel.add_button(
            row,
            "declare",
            with_key(QCoreApplication.translate("BiddingPanel", "&Declare"), "D"),
            DECLARE,
            primary=True,
        )
    skip = QLabel(QCoreApplication.translate("BiddingPanel", "or play a card without declaring"))
    skip.setObjectName("panelNote")
    if panel.stacked:  # a narrow column: the words under the buttons
        row = panel.add_row()
    row.addWidget(skip)
