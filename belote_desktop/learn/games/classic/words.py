"""The classic game's words, La Coinche's and the federation's contrée's: their names, the word they say
instead of the family's (the dix de der, in French), the federation's note beside La Coinche in the rules
book, and their gallery tiles. The rest of each page is generated from the presets' dials
(learn/rulesbook.py), like every game's.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....engine import Ruleset, find_variant
from ...base.records import GameFacts, GamePage
from ...base.terms import Term
from ...options import option_value_text, specs_for

translate = QCoreApplication.translate
FRENCH_WORDS = {Term.DIX_DE_DER: Term.DIX_DE_DER}  # the last trick's French name, said by every French game


# -- names ---------------------------------------------------------------------------------------------
def classic_name() -> str:
    return translate("Variants", "Belote (classic)")


def classic_description() -> str:
    return translate(
        "Variants", "The French national game: take the turned card's suit or name another; 1000 points.")


def coinche_name() -> str:
    return translate("Variants", "La Coinche")


def coinche_description() -> str:
    return translate(
        "Variants", "Bid 80 to 160 or capot in a suit, no trumps or all trumps; coinche to double; 2000 points.")


def contree_name() -> str:
    return translate("Variants", "Contrée (FFB)")


def contree_description() -> str:
    return translate(
        "Variants", "The French federation's contrée: suit contracts only, declarations, a coinche doubles the "
        "whole score; 2000 points.")


# -- the gallery -------------------------------------------------------------------------------------
def france() -> str:
    return translate("GameFacts", "France")


CLASSIC_FACTS = GameFacts(france, lambda: translate(
    "GameFacts", "A turned card proposes the trump: take it, or name another suit."))
# La Coinche and the federation's contrée share a table and an auction: each line says what the other lacks
COINCHE_FACTS = GameFacts(france, lambda: translate(
    "GameFacts", "Bid 80 to 160 in a suit, no trumps or all trumps; coinche the boasters."))
CONTREE_FACTS = GameFacts(lambda: translate("GameFacts", "France (tournaments)"), lambda: translate(
    "GameFacts", "Tournament rules: suits only, declarations; a coinche doubles the score."))


# -- the rules book: the federation's contrée ---------------------------------------------------------
def _federation_note(rules: Ruleset) -> list[str]:
    """The options in which the federation's contrée differs from La Coinche, named."""
    coinche = find_variant("coinche")
    differ = [f"{spec.label}: {option_value_text(spec, rules)}" for spec in specs_for(rules)
              if getattr(rules, spec.field) != getattr(coinche, spec.field)]
    return [QCoreApplication.translate(
        "RulesBook", "The French federation's contrée, as we read its rules; beside La Coinche it differs in: "
        "{choices}.").format(choices=QCoreApplication.translate("RulesBook", "; ", "list separator").join(differ))]


CONTREE_PAGE = GamePage(notes=_federation_note)
