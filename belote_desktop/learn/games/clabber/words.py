"""Clabber's words: its name, what it says instead of the family's words (the mule, the dad, the bell,
"I play", set), its melds' names and how the best one is chosen, its own paragraphs of the rules book and the
sources of its choices, its glossary entries and its gallery tile. The rest of its page is generated from the
dials like every game's.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....engine import Rank, Ruleset
from ....engine.declarations import Meld, MeldKind
from ...base.records import GameFacts, GamePage, GlossaryTerm
from ...base.terms import Term, term

translate = QCoreApplication.translate


def name() -> str:
    return translate("Variants", "Clabber")


def description() -> str:
    return translate(
        "Variants", "The American jass: 24 cards dealt one at a time clockwise, the dealer's last card turned; "
        "\"I play\" or name a suit you hold; the mule and runs; 500 points.")


WORDS = {
    Term.BELOTE: Term.BELL, Term.REBELOTE: Term.BELL, Term.TAKE: Term.I_PLAY, Term.DEDANS: Term.SET,
    Term.DECLARATIONS: Term.MELDS, Term.TIERCE: Term.DAD, Term.QUARTE: Term.FIFTY, Term.QUINTE: Term.HUNDRED,
    Term.CARRE: Term.HUNDRED}
FACTS = GameFacts(lambda: translate("GameFacts", "USA & England"), lambda: translate(
    "GameFacts", "Six cards one at a time; the dealer's last card proposes the trump."))


def meld_name(meld: Meld) -> str:
    """Clabber's names for its melds: the mule, a hundred, a fifty, a dad."""
    if meld.kind is MeldKind.CARRE:
        return term(Term.MULE if meld.top.rank is Rank.JACK else Term.HUNDRED)
    return term({MeldKind.TIERCE: Term.DAD, MeldKind.QUARTE: Term.FIFTY}.get(meld.kind, Term.HUNDRED))


def meld_ranking(rules: Ruleset, trumps: bool) -> str:
    """How the best meld is chosen (Clabber always has a trump)."""
    return translate(
        "Explain", "Only the side with the best meld scores, all of its melds: the highest in value; between equal "
        "runs the one with the higher cards, then the one in trumps; if they are still equal, nobody scores melds.")


# -- the rules book ----------------------------------------------------------------------------------
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


PAGE = GamePage(aim=clabber_overview_aim, failed_words=clabber_set_words, choices=clabber_choices)


def glossary_terms() -> list[GlossaryTerm]:
    """Clabber's own words, named as the vocabulary names them."""
    translate = QCoreApplication.translate
    word = term
    words = Term
    return [
        GlossaryTerm("mule", word(words.MULE), translate(
            "Glossary", "Clabber: the four jacks in one hand, the highest meld, worth 200."), "declarations"),
        GlossaryTerm("dad", word(words.DAD), translate(
            "Glossary", "Clabber: three cards in sequence in one suit, worth 20."), "declarations"),
        GlossaryTerm("bell", word(words.BELL), translate(
            "Glossary", "Clabber: the king and queen of trumps in one hand, worth 20 to either side."), "belote"),
        GlossaryTerm("i_play", word(words.I_PLAY), translate(
            "Glossary", "Clabber: the call that accepts the trump; the caller's side must then score more than the "
            "other."), "bidding_round_one"),
        GlossaryTerm("set", word(words.SET), translate(
            "Glossary", "Clabber: the contract side scored no more than the other: it scores nothing, and the other "
            "side scores its own points."), "tie_rule"),
        GlossaryTerm("renege", translate("Glossary", "Renege"), translate(
            "Glossary", "Clabber: playing in a suit you do not hold, or another breach of the rules. The game "
            "prevents it."), "bidding_round_two"),  # the renege paragraph follows it on Clabber's page
    ]

