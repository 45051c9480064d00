"""The French games: classic Belote, La Coinche, the federation's contrée, Belote Découverte and Bidding
Belote (Belote à l'annonce). Their names, the words they say instead of the family's, the paragraphs of the
rules book only they have, and the guided deal each one opens.

The rest of each page is generated from the presets' dials (learn/rulesbook.py), like every game's.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine import Ruleset, find_variant
from .. import tutorial, vocabulary
from ..game_pages import GamePage, register
from ..options import option_value_text, specs_for
from ..vocabulary import Term

translate = QCoreApplication.translate
FRENCH_GAMES = ("classic", "coinche", "contree_ffb", "decouverte", "bidding_belote")

# -- names ---------------------------------------------------------------------------------------------
vocabulary.register_game(
    "classic", lambda: translate("Variants", "Belote (classic)"),
    lambda: translate(
        "Variants", "The French national game: take the turned card's suit or name another; 1000 points."))
vocabulary.register_game(
    "coinche", lambda: translate("Variants", "La Coinche"),
    lambda: translate(
        "Variants", "Bid 80 to 160 or capot in a suit, no trumps or all trumps; coinche to double; 2000 points."))
vocabulary.register_game(
    "contree_ffb", lambda: translate("Variants", "Contrée (FFB)"),
    lambda: translate(
        "Variants", "The French federation's contrée: suit contracts only, declarations, a coinche doubles the "
        "whole score; 2000 points."))
vocabulary.register_game(
    "decouverte", lambda: translate("Variants", "Belote Découverte", "a French game: kept in French"),
    lambda: translate(
        "Variants", "Two players, every card on the table: face-up cards on face-down ones; 16 tricks; "
        "1000 points."))
vocabulary.register_game(
    "bidding_belote", lambda: translate("Variants", "Bidding Belote", "Belote à l'annonce"),
    lambda: translate(
        "Variants", "Bid clubs, diamonds, hearts, spades, no trumps or all trumps; double, redouble or stake the "
        "match; both teams score their declarations; 151 match points."))

# -- words -------------------------------------------------------------------------------------------
vocabulary.register_words("bidding_belote", {Term.COINCHE: Term.CONTRA, Term.SURCOINCHE: Term.RECONTRA})  # contre, surcontre
vocabulary.register_words(FRENCH_GAMES, {Term.DIX_DE_DER: Term.DIX_DE_DER})  # the last trick's French name

# -- the guided deals --------------------------------------------------------------------------------
tutorial.register_game_tutorial("classic", "turned_card")
tutorial.register_game_tutorial("coinche", "point_auction")
tutorial.register_game_tutorial("contree_ffb", "point_auction")
tutorial.register_game_tutorial("decouverte", "table_cards")
tutorial.register_game_tutorial("bidding_belote", "contract_auction")


# -- the rules book: the federation's contrée ---------------------------------------------------------
def _federation_note(rules: Ruleset) -> list[str]:
    """The options in which the federation's contrée differs from La Coinche, named."""
    coinche = find_variant("coinche")
    differ = [f"{spec.label}: {option_value_text(spec, rules)}" for spec in specs_for(rules)
              if getattr(rules, spec.field) != getattr(coinche, spec.field)]
    return [QCoreApplication.translate(
        "RulesBook", "The French federation's contrée, as we read its rules; beside La Coinche it differs in: "
        "{choices}.").format(choices=QCoreApplication.translate("RulesBook", "; ", "list separator").join(differ))]


register("contree_ffb", GamePage(notes=_federation_note))


# -- the rules book: Belote Découverte -----------------------------------------------------------------
def decouverte_choices(rules: Ruleset) -> list[str]:
    """Belote Découverte's choices where its source is silent."""
    return [
        QCoreApplication.translate(
            "RulesBook", "Belote Découverte: its written rules give no target score; we play to {target}, "
                         "like the classic game (an option).").format(target=rules.target_score),
        QCoreApplication.translate(
            "RulesBook", "Belote Découverte: no declarations and no belote, as the source says; a capot counts "
                         "252, as in the classic game."),
    ]


register("decouverte", GamePage(choices=decouverte_choices))


# -- the rules book: Bidding Belote --------------------------------------------------------------------
def bidding_belote_choices(rules: Ruleset) -> list[str]:
    """Bidding Belote's sources: what the published rules say, what they leave out, and what we chose."""
    items = [
        QCoreApplication.translate(
            "RulesBook", "Bidding Belote follows its rules as commonly published in English. They give no chart of "
            "the bids: the order of the calls (clubs, diamonds, hearts, spades, no trumps, all trumps), double, "
            "redouble and Match are filled in from other published rules of the game."),
        QCoreApplication.translate(
            "RulesBook", "Those rules say once that the bidding goes clockwise; everything else in the game goes to "
            "the right, so the bidding does too."),
        QCoreApplication.translate(
            "RulesBook", "Equal points: those rules give 85 points to the winner of the next deal; we convert them "
            "to match points with the limit of the tied deal's contract. Here: {points}.").format(
            points=rules.tie_hanging_points),
        QCoreApplication.translate(
            "RulesBook", "A doubled contract: those rules say only the team with more points scores; Bulgarian "
            "rules give that team both totals. Here: {value}.").format(
            value=QCoreApplication.translate("RulesBook", "both totals") if rules.doubled_winner_takes_all
            else QCoreApplication.translate("RulesBook", "its own total")),
        QCoreApplication.translate(
            "RulesBook", "Out of the suit led, those rules ask for a trump but not for a higher one; they do not say "
            "whether your partner holding the trick frees you, and we follow the common rule."),
        QCoreApplication.translate(
            "RulesBook", "Equal points: those rules say the other team scores \"all points earned during the hand\"; "
            "we read both teams' totals, as when the callers fail, the 85 points coming on top."),
    ]
    if rules.contract_bids_after_double:
        items.append(QCoreApplication.translate(
            "RulesBook", "Our choice: a higher call may still follow a double or a redouble, and the new call "
            "stands undoubled (our sources do not say)."))
    return items


register("bidding_belote", GamePage(choices=bidding_belote_choices))
