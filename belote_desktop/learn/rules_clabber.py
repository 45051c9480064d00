"""Clabber's own paragraphs of the rules book (issue 16): its words (the mule, the dad, the bell, "I play",
set) and the sources of its choices. The rest of its page is generated from the dials like every game's.

Part of the rules book (learn/rulesbook.py walks its SECTIONS; the sections call these hooks)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine import Ruleset
from ..engine.rules import MeldTableKind
from .game_pages import GamePage, register
from .vocabulary import Term, term


def clabber_overview_aim(rules: Ruleset) -> str:
    """The overview's aim sentence in Clabber's words."""
    return QCoreApplication.translate(
        "RulesBook",
        "In each deal one side says \"{i_play}\" to a trump and must then score more points than the other side, "
        "or it is {set}; points come from the cards won, the last trick, the melds (the best one wins its side "
        "all of its melds) and the {bell}.",
    ).format(i_play=term(Term.I_PLAY), set=term(Term.SET).lower(), bell=term(Term.BELL).lower())


def clabber_meld_words(rules: Ruleset) -> list[str]:
    """The names Clabber gives its melds (under the declarations table)."""
    if rules.meld_table != MeldTableKind.CLABBER:
        return []
    return [QCoreApplication.translate(
        "RulesBook",
        "In Clabber the four jacks are the {mule} (200), any other four of a kind is a hundred, a run of three "
        "cards is a {dad}, of four a fifty and of five a hundred. Runs go in the order A K Q J 10 9. The best "
        "meld is the highest in value; between equal runs the one with the higher cards, then the one in "
        "trumps; if they are still equal, nobody scores melds.",
    ).format(mule=term(Term.MULE).lower(), dad=term(Term.DAD).lower())]


def clabber_set_words(rules: Ruleset) -> list[str]:
    """Clabber's word for a failed contract (under the failed-contract paragraph)."""
    return [QCoreApplication.translate(
        "RulesBook", "In Clabber the contract side is then {set}: its score sheet line shows nothing for it, "
        "its bell included.",
    ).format(set=term(Term.SET).lower())]


def clabber_choices(rules: Ruleset) -> list[str]:
    """Where Clabber's sources and this program part ways, and what it does instead."""
    return [
        QCoreApplication.translate(
            "RulesBook",
            "The first dealer: in Clabber the cards are dealt face up until a jack appears, and its receiver "
            "deals first. That only chooses a seat, so here the program draws the first dealer at random."),
        QCoreApplication.translate(
            "RulesBook",
            "Saying \"{i_play}\" or naming a suit you hold no card of is a renege, which the books punish with "
            "162 points and the melds to the other side. Here the game refuses such a call (the hint says why), "
            "so a renege cannot happen; our source applies this to accepting the turned suit too.",
        ).format(i_play=term(Term.I_PLAY)),
        QCoreApplication.translate(
            "RulesBook",
            "Trumps led: our source only says to follow suit; as in the rest of the family you must play a higher "
            "trump if you can (an option)."),
        QCoreApplication.translate(
            "RulesBook",
            "Winning every trick brings no bonus in Clabber: the books give none."),
        QCoreApplication.translate(
            "RulesBook",
            "When everybody passes twice, the cards are shuffled and the same dealer deals again."),
    ]


register("clabber", GamePage(aim=clabber_overview_aim, failed_words=clabber_set_words, choices=clabber_choices))
