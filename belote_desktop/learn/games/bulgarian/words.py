"""Bulgarian Belot's words: its name, what it says instead of the family's words (belot, valat, contra,
re-contra; its tables for three and for two say them too), its glossary entries, the rules book's account of
the sources and its gallery tile. The rest of its page is generated from the preset's dials
(learn/rulesbook.py), like every game's.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....engine import Ruleset
from ... import vocabulary
from ...base.records import GameFacts, GamePage, GlossaryTerm
from ...base.terms import Term

translate = QCoreApplication.translate


# -- name -------------------------------------------------------------------------------------------------
def name() -> str:
    return translate("Variants", "Bulgarian Belot")


def description() -> str:
    return translate(
        "Variants", "Call clubs, diamonds, hearts, spades, no trumps or all trumps; contra and re-contra; "
        "declarations in the first trick; 151 match points.")


def bulgaria() -> str:
    return translate("GameFacts", "Bulgaria")


FACTS = GameFacts(bulgaria, lambda: translate("GameFacts", "Calls up to all trumps, contra and re-contra; the valat."))

# -- words (Belot for three and for two say them too) ---------------------------------------------------
WORDS = {Term.BELOTE: Term.BELA, Term.REBELOTE: Term.BELA, Term.CAPOT: Term.VALAT,
         Term.COINCHE: Term.CONTRA, Term.SURCOINCHE: Term.RECONTRA}


# -- the rules book: where the sources part ways ------------------------------------------------------
def bulgarian_choices(rules: Ruleset) -> list[str]:
    """Bulgarian Belot's sources (players' accounts and published rules) and our choices."""

    def here(on: bool) -> str:
        return QCoreApplication.translate("RulesBook", "on") if on else QCoreApplication.translate("RulesBook", "off")

    return [
        QCoreApplication.translate(
            "RulesBook", "Bulgarian Belot follows the rules as Bulgarian players commonly write them down; where "
            "written accounts differ we follow the common rule and make the other an option."),
        QCoreApplication.translate(
            "RulesBook", "Declarations are announced in the first trick (some written rules say the first two "
            "tricks). Sequences of six to eight cards count 100, like five (some written rules list only three to "
            "five)."),
        QCoreApplication.translate(
            "RulesBook", "Trumps led: some written rules free a player from playing higher when his partner holds "
            "the trick, others say nothing of it; we free him."),
        QCoreApplication.translate(
            "RulesBook", "The belot counts on the first of the king and queen; some tables count it only when it "
            "is played leading, trumping or following the partner. Here: {value}.").format(
            value=here(rules.belote_only_lead_ruff_or_partner)),
        QCoreApplication.translate(
            "RulesBook", "A card may count in two declarations at some tables only. Here: {value}.").format(
            value=here(rules.meld_reuse_cards)),
        QCoreApplication.translate(
            "RulesBook", "The kirtik is played in some parts of Bulgaria only; we read it as it is commonly written (a "
            "penalty for a committed team that does not win, or for a team left without a trick). Here: {value} "
            "match points.").format(value=rules.kirtik_points),
        QCoreApplication.translate(
            "RulesBook", "A third level of doubling that stakes the whole game is played at some tables. Here: "
            "{value}.").format(value=here(rules.allow_match_call)),
        QCoreApplication.translate(
            "RulesBook", "Equal points: the callers' points hang for the next deal's winner, their belot with them "
            "(our reading). When everybody passes, the cards are thrown in (the dealer is not made to call, a rule "
            "Bulgarian players call rare)."),
        QCoreApplication.translate(
            "RulesBook", "The common Bulgarian readings, each with the other as an option: a longer sequence beats a shorter "
            "one; a team without a trick loses its declarations to nobody; a doubled contract with equal points "
            "hangs every point; held points wait through another tie; equal points at the limit keep the deal's "
            "match points; a losing side keeps its belot quiet; the dealer made to call. Here the dealer must "
            "call: {value}.").format(value=here(rules.dealer_must_call)),
    ]


PAGE = GamePage(choices=bulgarian_choices)


# -- the glossary ------------------------------------------------------------------------------------
def glossary_terms() -> list[GlossaryTerm]:
    """The contract auction's and Bulgarian Belot's words, named as the vocabulary says them."""
    translate = QCoreApplication.translate
    word = vocabulary.term
    words = vocabulary.Term
    return [
        GlossaryTerm("call", translate("Glossary", "Call"), translate(
            "Glossary", "In Bulgarian Belot and Bidding Belote, naming a contract: clubs, diamonds, hearts, spades, "
            "no trumps or all trumps, each above the last."), "bid_strains"),
        GlossaryTerm("contra", word(words.CONTRA), translate(
            "Glossary", "In Bulgarian Belot and Bidding Belote, doubling an opponent's call: both teams are then "
            "committed and the points count double."), "coinche"),
        GlossaryTerm("recontra", word(words.RECONTRA), translate(
            "Glossary", "The doubled team's answer to a contra: the points count four times."), "surcoinche"),
        GlossaryTerm("bela", word(words.BELA), translate(
            "Glossary", "Bulgarian Belot's name for the king and queen of trumps (in all trumps, of any suit): "
            "20 points, announced with the first of the two. Also the name of the game."), "belote"),
        GlossaryTerm("valat", word(words.VALAT), translate(
            "Glossary", "Bulgarian Belot: one team wins every trick; it adds 9 match points, never doubled, and "
            "the game cannot end on that deal."), "capot"),
        GlossaryTerm("hanging", translate("Glossary", "Hanging points"), translate(
            "Glossary", "Bulgarian Belot: when both teams finish level, the callers' points wait for the team "
            "that wins the next deal."), "tie_rule"),
        GlossaryTerm("kirtik", word(words.KIRTIK), translate(
            "Glossary", "A Bulgarian option: a penalty in match points for a committed team that does not win, "
            "or for a team left without a trick."), "end_of_game"),
    ]

