"""Rules-book paragraphs for cards on the table: playing face-up table cards, face-down cards
turning up, and the choices made for Belote Découverte where its usual rules are silent. Hooked into
``rules_play`` (the game in brief, playing the tricks) and ``rules_options`` (our choices)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine import Ruleset, TieRule
from ..engine.deal import Zone
from ..engine.rules import TableTurnUp
from .options import enum_label
from .rules_markup import h3, paragraph


def layout_aim(rules: Ruleset) -> str:
    """The game in brief, for players alone with cards on the table."""
    total = 162
    if rules.tie_rule is TieRule.TAKERS_FAIL:
        return QCoreApplication.translate(
            "RulesBook",
            "In each deal one player chooses the trump suit and must then score more points than the other: "
            "more than {half} of the {total}. The cards are played in tricks; points come from the cards won.",
        ).format(half=total // 2, total=total)
    return QCoreApplication.translate(
        "RulesBook",
        "In each deal one player chooses the trump suit and must then score at least as many points as the "
        "other. The cards are played in tricks; points come from the cards won.")


def table_cards(rules: Ruleset) -> list[str]:
    """How table cards are played and turned up (nothing for games without them)."""
    plan = rules.deal_plan
    if not plan.per_seat(Zone.TABLE_UP):
        return []
    out = [h3("table_cards")]
    if plan.per_seat(Zone.HAND) or plan.after:
        what = QCoreApplication.translate(
            "RulesBook", "You play from your hand or from your face-up cards on the table, as you like; the "
                         "duties below count both.")
    else:
        what = QCoreApplication.translate(
            "RulesBook", "You have no hand: you play only the face-up cards of your layout, and the duties below "
                         "count only those.")
    if rules.table_turn_up is TableTurnUp.AFTER_TRICK:
        turn = QCoreApplication.translate(
            "RulesBook", "When a face-up card is played, the face-down card it covered is turned up once the trick "
                         "is over; from the next trick it may be played.")
    else:
        turn = QCoreApplication.translate(
            "RulesBook", "When a face-up card is played, the face-down card it covered is turned up at once; its "
                         "owner may play it from his next turn.")
    secret = QCoreApplication.translate(
        "RulesBook", "Nobody may look at a face-down card before it is turned up, its owner included.")
    out.append(paragraph(what + " " + turn + " " + secret))
    return out


def table_choices(rules: Ruleset) -> list[str]:
    """Our choices where the sources are silent, for games with cards on the table."""
    if not rules.deal_plan.per_seat(Zone.TABLE_UP):
        return []
    items = [QCoreApplication.translate(
        "RulesBook", "A face-down card whose covering card was played turns up after the trick (Belote "
                     "Découverte, as its rules are commonly written) or at once (Belot with open cards). Here: {value}.").format(
        value=enum_label(rules.table_turn_up))]  # the option's own words (learn/options.py)
    return items
