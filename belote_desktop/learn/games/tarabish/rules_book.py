"""The rules book's Tarabish sections (docs/rules/tarabish.md): the game in brief, naming trumps in
turn, runs (twenty, fifty), bella, bate and half-bate, and where the written sources disagree.

The naming-in-turn scheme registers them in learn/rulesbook.py (``SCHEME_SECTIONS``, by
learn/kinds/name_in_turn.py); every number and choice is read from the Ruleset, so a custom Tarabish game's page says what its
options do."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from ....engine import Ruleset, Strain
from ....engine.cards import SEQUENCE_ORDER
from ....engine.rules import FailedOutcome, TieRule
from ...base.terms import Term, term
from ...explain import rank_letter
from ...explain_bidding import deal_total
from ...rules_options import choices_section
from ...rules_markup import anchor, bullets, escaped, grid, h2, h2_of, h3, paragraph


def overview_aim(rules: Ruleset) -> str:
    """The overview's sentence on what a deal is about (``rules_play.OVERVIEW_AIMS``)."""
    return QCoreApplication.translate(
        "RulesBook",
        "In each deal one player names the trump suit, and his team must then take more than half of the "
        "points: card points, the last trick, runs (a {twenty} or a {fifty}) and the {bella}. Cape Breton's game, "
        "played clockwise.").format(twenty=term(Term.TWENTY).lower(), fifty=term(Term.FIFTY).lower(),
                                    bella=term(Term.BELLA).lower())


def bidding(rules: Ruleset) -> list[str]:
    out = [h2("bidding")]
    out.append(paragraph(QCoreApplication.translate(
        "RulesBook",
        "No card is turned. Looking at his first {hand} cards only (his kitty stays face down), each player in "
        "turn from the dealer's left either names a trump suit, any of the four, or passes; each speaks once. "
        "The first to name one makes the trump: he is the maker, and his partner plays with him.",
    ).format(hand=sum(rules.first_packets))))
    out.append(paragraph(QCoreApplication.translate("RulesBook",
        "If the first three players pass, the dealer must name a trump: he cannot pass, so a deal is never "
        "thrown in.")))
    out.append(paragraph(QCoreApplication.translate("RulesBook", "Once the trump is named every player picks up his kitty, and the player on the dealer's "
                     "left leads to the first trick.")))
    return out


def declarations(rules: Ruleset) -> list[str]:
    out = [h2_of("declarations", rules)]
    if not rules.declarations:
        out.append(paragraph(QCoreApplication.translate("RulesBook", "Runs are not played in this game (they can be switched on in the options). The bella "
                         "still counts.")))
        return out
    ranks = rules.deck.ranks
    order = " ".join(rank_letter(r) for r in reversed(SEQUENCE_ORDER) if r in ranks)
    out.append(paragraph(QCoreApplication.translate(
        "RulesBook",
        "Runs are cards of one suit in sequence, in the order {order} whatever the trump. A player announces "
        "his runs during the first trick, before playing his first card; the best one is shown before the "
        "second trick.").format(order=order)))
    table = rules.meld_rules.table
    names = {3: term(Term.TWENTY), 4: term(Term.FIFTY)}
    rows = []
    for shortest, _kind, points in table.sequences:
        length = (QCoreApplication.translate("RulesBook", "{count} cards in sequence").format(count=shortest)
                  if shortest == 3 else
                  QCoreApplication.translate("RulesBook", "{count} or more cards in sequence").format(count=shortest))
        rows.append([escaped(f"{names.get(shortest, shortest)}: {length}"), str(points)])
    out.append(grid([QCoreApplication.translate("RulesBook", "Run"), QCoreApplication.translate("RulesBook", "Points")],
                      rows, numeric=(1,)))
    if table.split_long_runs:
        out.append(paragraph(QCoreApplication.translate(
            "RulesBook", "A run of seven or more counts as two: seven cards are a fifty and a twenty, eight or nine "
            "two fifties (an option; our source is silent).")))
    else:
        out.append(paragraph(QCoreApplication.translate(
            "RulesBook", "A run of seven, eight or nine cards is one fifty (our source is silent; some tables count "
            "it as two runs, an option).")))
    out.append(bullets([QCoreApplication.translate("RulesBook", "There is no four of a kind in Tarabish, and a card counts in one run only."),
                    QCoreApplication.translate("RulesBook", "Announcing is optional: if you play your first card without announcing, your runs are "
                       "lost.")]))
    out.append(h3("declaration_ranking"))
    higher = (QCoreApplication.translate("RulesBook", "a twenty beats a fifty (as some written rules have it, an option here);") if table.shorter_sequence_higher
              else QCoreApplication.translate("RulesBook", "a fifty beats a twenty;"))
    out.append(paragraph(QCoreApplication.translate("RulesBook", "Only the player holding the single best run scores, and then he scores all his own runs; "
                     "his partner's and the other team's count for nothing. The best is decided by:")))
    out.append("<ol>" + "".join(f"<li>{escaped(t)}</li>" for t in (
        higher,
        QCoreApplication.translate("RulesBook", "between runs of the same kind, the higher top card;"),
        QCoreApplication.translate("RulesBook", "equal runs: the one in trumps wins; if neither is in trumps they cancel out, and nobody scores "
           "runs in that deal."),
    )) + "</ol>")
    return out


def belote(rules: Ruleset) -> list[str]:
    bella = term(Term.BELLA)
    out = [f"<h2>{anchor('belote', bella)}</h2>"]
    if rules.belote_points <= 0:
        out.append(paragraph(QCoreApplication.translate("RulesBook", "The {bella} does not score in this game.").format(
            bella=bella.lower())))
        return out
    items = [QCoreApplication.translate(
        "RulesBook",
        "A player holding the king and queen of trumps calls \"{bella}\" when he plays the second of them: "
        "{points} points for his team, whoever scores the runs.").format(bella=bella, points=rules.belote_points)]
    if not rules.failed_takers_keep_belote:
        items.append(QCoreApplication.translate(
            "RulesBook", "A maker's {bella} goes to the other team when he is bate, and scores for nobody at a "
            "half-bate.").format(bella=bella.lower()))
    out.append(bullets(items))
    return out


def scoring_contract(rules: Ruleset) -> list[str]:
    """The part of the scoring section after the points in the deal: capot, the contract, half-bate, bate."""
    total = deal_total(rules, Strain.HEARTS)
    out = [h3("capot")]
    if rules.capot_bonus:
        out.append(paragraph(QCoreApplication.translate(
            "RulesBook", "A team that wins every trick adds {bonus} points.").format(bonus=rules.capot_bonus)))
    else:
        out.append(paragraph(QCoreApplication.translate("RulesBook", "Winning every trick earns no bonus in Tarabish: the cards and the last trick are "
                         "already all the points.")))
    out.append(h3("contract"))
    out.append(paragraph(QCoreApplication.translate(
        "RulesBook",
        "Each team adds up its card points (the last trick included), its runs and its {bella}. If the makers "
        "have more than half of the two teams' points together, each team scores its own total.",
    ).format(bella=term(Term.BELLA).lower())))
    bate, half = term(Term.BATE), term(Term.HALF_BATE)
    out.append(h3("tie_rule"))
    if rules.tie_rule is TieRule.OWN_POINTS:
        out.append(paragraph(QCoreApplication.translate(
            "RulesBook", "Exactly half is a {half}: the other team scores its own points and the makers score "
            "nothing.").format(half=half.lower())))
    elif rules.tie_rule is TieRule.TAKERS_MAKE:
        out.append(paragraph(QCoreApplication.translate("RulesBook", "Exactly half is enough: each team scores its own total.")))
    else:
        out.append(paragraph(QCoreApplication.translate("RulesBook", "Exactly half fails the contract, as if the makers had less.")))
    out.append(h3("failed_contract"))
    if rules.failed_outcome is FailedOutcome.OWN_POINTS:
        out.append(paragraph(QCoreApplication.translate("RulesBook", "Less than half: the makers score nothing and the other team scores its own points.")))
    else:
        out.append(paragraph(QCoreApplication.translate(
            "RulesBook", "Less than half is {bate}: the other team scores every point of the deal, {total} in "
            "cards and last trick, every run that counted and every {bella}; the makers score nothing.",
        ).format(bate=bate.lower(), total=total, bella=term(Term.BELLA).lower())))
    return out


def choices(rules: Ruleset) -> list[str]:
    """The generic choices, then where the written sources of Tarabish disagree."""
    out = choices_section(rules)
    items = [
        QCoreApplication.translate("RulesBook", "Some written rules say that a twenty is higher than a fifty; most published rules of Tarabish rank "
           "the fifty higher, as its value says. We follow them; the other reading is the option \"A twenty "
           "beats a fifty\"."),
        QCoreApplication.translate("RulesBook", "Some written rules have the dealer start dealing with the player on his right and go on clockwise; "
           "most published rules, and the play itself, start on the dealer's left. We start on the left; the game is the same "
           "either way."),
        QCoreApplication.translate("RulesBook", "The runs and their values (a twenty for three cards, a fifty for four or more, no four of a "
           "kind) follow the published rules of Tarabish."),
        QCoreApplication.translate("RulesBook", "A misplay (a card the rules forbid) cannot happen here: the program refuses it and says why, so "
           "the usual penalty (all the points to the other team) never applies."),
    ]
    out.append(bullets(items))
    return out


SECTIONS: dict[str, Callable[[Ruleset], list[str]]] = {
    "bidding": bidding, "declarations": declarations, "belote": belote, "choices": choices,
}
