"""Lighthouse Belote's teaching: its name, what it says instead of the family's words (the beacon, the
blackout, signals), its melds' names, its own paragraphs of the rules book, its glossary entry and the
guided deal it opens, in one record (``TEACHING``).

In the app this module is ``belote_desktop/learn/games/lighthouse/__init__.py`` (one more line in
``learn/games/__init__.py`` lists its record).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from belote_desktop.engine.declarations import MeldKind
from belote_desktop.engine import Rank
from belote_desktop.learn.base.records import GamePage, GameTeaching, GameText, GlossaryTerm, MeldTableText
from belote_desktop.learn.base.terms import Term

translate = QCoreApplication.translate
GAME = "lighthouse"


def beacon() -> str:
    return translate("Terms", "Beacon", "Lighthouse Belote: the king and queen of trumps")


def blackout() -> str:
    return translate("Terms", "Blackout", "Lighthouse Belote: one side wins every trick")


def signals() -> str:
    return translate("Terms", "Signals", "Lighthouse Belote: its declarations")


def signal_name(meld) -> str:
    """A signal by its own name: a flash (three), a beam (four), a sweep (five or more), the keepers (four
    jacks), a tower (any other four of a kind)."""
    if meld.kind is MeldKind.CARRE:
        return translate("Terms", "Keepers") if meld.top.rank is Rank.JACK else translate("Terms", "Tower")
    return {MeldKind.TIERCE: translate("Terms", "Flash"),
            MeldKind.QUARTE: translate("Terms", "Beam")}.get(meld.kind, translate("Terms", "Sweep"))


def _signal_words(rules) -> list[str]:
    return [translate(
        "RulesBook", "In Lighthouse Belote three cards in sequence are a flash, four a beam, five or more a "
        "sweep; the four jacks are the keepers, any other four of a kind a tower.")]


def _aim(rules) -> str:
    return translate(
        "RulesBook", "Take the turned card's suit or name another, then win more points than the other team: "
        "cards, the last trick, signals and the {beacon}.").format(beacon=beacon().lower())


def _choices(rules) -> list[str]:
    return [translate("RulesBook", "Lighthouse Belote is made up: it shows how a game is added to the app.")]


def _glossary() -> list[GlossaryTerm]:
    return [GlossaryTerm("beacon", beacon(), translate(
        "Glossary", "Lighthouse Belote: the king and queen of trumps in one hand, called on the second card."),
        "belote")]


TEACHING = GameTeaching(
    family=GAME,
    games={GAME: GameText(
        lambda: translate("Variants", "Lighthouse Belote"),
        lambda: translate("Variants", "A made-up game: the turned card, signals instead of declarations, 300 points."),
        "turned_card",  # the classic deal teaches its auction and play
        words={Term.BELOTE: beacon, Term.REBELOTE: beacon, Term.CAPOT: blackout, Term.DECLARATIONS: signals},
        page=GamePage(aim=_aim, choices=_choices))},
    meld_tables={"lighthouse": MeldTableText(namer=signal_name, rules_words=_signal_words)},
    glossary=_glossary,
)
