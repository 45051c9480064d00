"""The glossary: the words of Belote, in alphabetical order of the English text, with anchors.

Each entry may link to the rules book paragraph that uses it ("rules#capot"); the rules window
opens those links on the page of the game being played.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication

from ..i18n import current_language, is_right_to_left
from ..engine import Rank, Suit, find_variant
from ..engine.cards import Card
from ..engine.declarations import CARRE_VALUES, SEQUENCE_VALUES, best_melds
from .base.records import GlossaryTerm as Term
from .rulesbook import STYLE
from .teaching import families

CLASSIC = find_variant("classic")  # the family's own values (the belote's points)


def _quinte_value() -> int:
    """A quinte's value, from the engine's meld finder (five spades in a row)."""
    mask = 0
    for rank in (Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING):
        mask |= Card.of(Suit.SPADES, rank).bit
    return best_melds(mask, None)[0].points


def _game_terms() -> list[Term]:
    """The game's own words: trump, belote, the layout, capot, dedans, dix de der."""
    translate = QCoreApplication.translate
    return [
        Term("trump", translate("Glossary", "Trump (atout)"), translate(
            "Glossary",
            "The suit chosen for the deal. Any trump beats any card of another suit; in trumps the jack and the "
            "nine are the highest cards."), "cards"),
        Term("belote", translate("Glossary", "Belote"), translate(
            "Glossary",
            "The king and queen of trumps in one hand. Their holder says \"Belote\" when playing the first of the "
            "two; the pair is worth {points} points. Also the name of the game.",
        ).format(points=CLASSIC.belote_points), "belote"),
        Term("layout", translate("Glossary", "Layout (tableau)"), translate(
            "Glossary",
            "Cards dealt to the table in front of a player: face-down cards, each covered by a face-up one. He "
            "plays the face-up cards; a face-down card is turned up once the card on it is played, and nobody, "
            "its owner included, may look at it before (Belote Découverte, Belot with open cards)."), "table_cards"),
        Term("decouverte", translate("Glossary", "Découverte (uncovered)"), translate(
            "Glossary",
            "Belote Découverte: Belote for two players with no hand, every card in the two players' layouts; "
            "also called Belote Marseilles."), "table_cards"),
        Term("rebelote", translate("Glossary", "Rebelote"), translate(
            "Glossary", "What the holder of the belote says when playing the second card of the pair."), "belote"),
        Term("capot", translate("Glossary", "Capot"), translate(
            "Glossary",
            "Winning all the tricks of a deal. It is worth more than the cards themselves, and in La Coinche it "
            "can be bid."), "capot"),
        Term("dedans", translate("Glossary", "Dedans (inside)"), translate(
            "Glossary",
            "Said of takers who fail their contract: the other team then scores the points of the deal."),
            "failed_contract"),
        Term("dix_de_der", translate("Glossary", "Dix de der"), translate(
            "Glossary", "\"Ten for the last\": the {points} points for winning the last trick.",
        ).format(points=CLASSIC.last_trick_bonus), "last_trick"),
    ]


def _auction_terms() -> list[Term]:
    """Doubling and the disputed deal: coinche, surcoinche, litige."""
    translate = QCoreApplication.translate
    return [
        Term("coinche", translate("Glossary", "Coinche"), translate(
            "Glossary",
            "Doubling the opponents' bid because you think it will fail. Also the name of the bidding variant, La "
            "Coinche."), "coinche"),
        Term("surcoinche", translate("Glossary", "Surcoinche"), translate(
            "Glossary", "The coinched team's answer: it doubles again (four times the bid)."), "surcoinche"),
        Term("litige", translate("Glossary", "Litige (dispute)"), translate(
            "Glossary",
            "With some rules, a deal where the takers and the defenders finish level: the takers' points are held "
            "back and go to the winners of the next deal."), "tie_rule"),
    ]


def _declaration_terms() -> list[Term]:
    """The declarations: tierce, quarte, quinte, carré."""
    translate = QCoreApplication.translate
    return [
        Term("tierce", translate("Glossary", "Tierce"), translate(
            "Glossary", "Three cards of one suit in sequence, such as 9, 10, jack: a declaration worth {points}.",
        ).format(points=SEQUENCE_VALUES[3][1]),
            "declarations"),
        Term("quarte", translate("Glossary", "Quarte"), translate(
            "Glossary", "Four cards of one suit in sequence: a declaration worth {points}.",
        ).format(points=SEQUENCE_VALUES[4][1]), "declarations"),
        Term("quinte", translate("Glossary", "Quinte"), translate(
            "Glossary", "Five or more cards of one suit in sequence: a declaration worth {points}.",
        ).format(points=_quinte_value()), "declarations"),
        Term("carre", translate("Glossary", "Carré (four of a kind)"), translate(
            "Glossary",
            "The four cards of one rank: four jacks are worth {jacks}, four nines {nines}, four aces, tens, kings "
            "or queens {others}.",
        ).format(jacks=CARRE_VALUES[Rank.JACK], nines=CARRE_VALUES[Rank.NINE], others=CARRE_VALUES[Rank.ACE]),
            "declarations"),
        Term("declaration", translate("Glossary", "Declaration"), translate(
            "Glossary",
            "A combination (sequence or carré) announced during the first trick for extra points."),
            "declarations"),
    ]


def _contract_terms() -> list[Term]:
    """The contracts and the players' roles: no trumps, all trumps, taker, dealer, turned card."""
    translate = QCoreApplication.translate
    return [
        Term("no_trumps", translate("Glossary", "No trumps (sans atout)"), translate(
            "Glossary", "A contract without a trump suit: every suit keeps the ordinary order and points."),
            "bid_strains"),
        Term("all_trumps", translate("Glossary", "All trumps (tout atout)"), translate(
            "Glossary",
            "A contract where every suit is played like trumps: jack and nine highest, and you must beat the best "
            "card of the suit led when you can."), "bid_strains"),
        Term("taker", translate("Glossary", "Taker (preneur)"), translate(
            "Glossary",
            "The player who chose the trump or won the auction. The taker and his partner must make the "
            "contract."), "bidding"),
        Term("defenders", translate("Glossary", "Defenders"), translate(
            "Glossary", "The team that did not take: it tries to make the takers fail."), "contract"),
        Term("eldest", translate("Glossary", "Eldest hand"), translate(
            "Glossary",
            "The player next to the dealer in the direction of play: he speaks first and leads to the first "
            "trick."), "deal"),
        Term("dealer", translate("Glossary", "Dealer"), translate(
            "Glossary", "The player who deals the cards; the role passes to the next player after each deal."),
            "deal"),
        Term("turned_card", translate("Glossary", "Turned card (la retourne)"), translate(
            "Glossary",
            "In classic Belote, the card turned face up after the first part of the deal; its suit is offered as "
            "trump, and the taker picks it up."), "bidding_round_one"),
    ]


def _play_terms() -> list[Term]:
    """The play of the cards: trick, following suit, trumping, discarding."""
    translate = QCoreApplication.translate
    return [
        Term("trick", translate("Glossary", "Trick (pli)"), translate(
            "Glossary", "One card from each player, in turn; the best card wins the four cards."), "play"),
        Term("follow", translate("Glossary", "Follow suit (fournir)"), translate(
            "Glossary", "Play a card of the suit that was led. It is compulsory when you can."), "must_follow"),
        Term("trumping", translate("Glossary", "Trumping (couper)"), translate(
            "Glossary", "Playing a trump on a trick led in another suit, when you have none of that suit."),
            "must_trump"),
        Term("overtrump", translate("Glossary", "Overtrump (surcouper)"), translate(
            "Glossary", "Playing a higher trump than one already in the trick."), "must_overtrump"),
        Term("undertrump", translate("Glossary", "Undertrump (sous-couper)"), translate(
            "Glossary", "Playing a lower trump than one already in the trick, when you cannot beat it."),
            "must_overtrump"),
        Term("discard", translate("Glossary", "Discard (se défausser)"), translate(
            "Glossary", "Playing a card of another suit, not a trump, when you cannot follow suit."),
            "partner_exemption"),
    ]


def _scoring_terms() -> list[Term]:
    """The contract, the master card and the match points."""
    translate = QCoreApplication.translate
    return [
        Term("contract", translate("Glossary", "Contract"), translate(
            "Glossary", "What the takers have promised: the trump, and in La Coinche the number of points."),
            "contract"),
        Term("master", translate("Glossary", "Master card (maître)"), translate(
            "Glossary", "The highest card still in play in its suit: it will win if that suit is led."), ""),
        Term("match_points", translate("Glossary", "Match points (points de match)"), translate(
            "Glossary",
            "In Bidding Belote and Bulgarian Belot, the score of a deal divided by ten and rounded at a limit that "
            "depends on the contract; the game is played to {target} of them.").format(target=151), "scoring"),
        Term("staking_the_match", translate("Glossary", "Match (the call)"), translate(
            "Glossary",
            "In Bidding Belote, the answer to a redouble: the deal then decides the whole game."), "end_of_game"),
    ]


def glossary_terms() -> list[Term]:
    """Every entry, translated, sorted by the (translated) term."""
    terms = [
        *_game_terms(), *_auction_terms(), *_declaration_terms(), *_contract_terms(), *_play_terms(),
        *_scoring_terms(),
    ] + [entry for family in families() if family.glossary is not None for entry in family.glossary()]
    terms.sort(key=lambda x: x.term.casefold())
    return terms


def glossary_html() -> str:
    """The glossary as Qt rich text; each term is an anchor (``glossary#capot``)."""
    title = QCoreApplication.translate("Glossary", "Glossary")
    intro = QCoreApplication.translate(
        "Glossary", "The words of the game. French words are given where players use them; a link leads to "
        "the rule.")
    arrow = "←" if is_right_to_left(current_language()) else "→"
    see = QCoreApplication.translate("Glossary", "See the rule").replace(" ", "\u00a0") + "\u00a0" + arrow
    out = [f"<html><head><style>{STYLE}</style></head><body>", f"<h1>{html.escape(title)}</h1>",
           f'<p class="lead">{html.escape(intro)}</p>', '<table class="terms" cellspacing="0" cellpadding="5">']
    for entry in glossary_terms():
        link = f' <a href="rules#{entry.rule_id}">{html.escape(see)}</a>' if entry.rule_id else ""
        out.append(
            f'<tr><td valign="top" width="190"><b><a name="{entry.term_id}" id="{entry.term_id}">'
            f"{html.escape(entry.term)}</a></b></td>"
            f"<td>{html.escape(entry.definition)}{link}</td></tr>"
        )
    out.append("</table></body></html>")
    return "\n".join(out)
