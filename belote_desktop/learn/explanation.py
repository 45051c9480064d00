"""The ``Explanation`` record, the rule ids (anchors of the rules book's paragraphs) and their
titles, and the helpers that get at a player's position.

Part of learn.explain (which re-exports the public names)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..engine import (
    Card,
    DealState,
    MatchState,
    PlayCard,
    PlayerView,
    Ruleset,
)
from . import vocabulary


# -- rule ids and their titles -------------------------------------------------------------

RULE_IDS: tuple[str, ...] = (
    "overview", "cards", "deal", "bidding", "bidding_round_one", "bidding_round_two", "thrown_in",
    "bid_values", "bid_strains", "bid_higher", "capot_bid", "coinche", "surcoinche", "end_of_auction",
    "play", "table_cards", "must_follow", "must_trump", "must_overtrump", "partner_exemption", "raise_in_trumps",
    "all_trumps_raise", "no_trumps", "locked_lead", "declarations", "declaration_ranking", "belote", "scoring",
    "card_points", "last_trick", "capot", "contract", "tie_rule", "failed_contract", "end_of_game",
    "options", "choices",
    "renege",  # Clabber: playing in a suit one does not hold
    # Baloot (learn/rules_baloot.py)
    "sun_hokum", "ashkal", "doubling_ladder", "gahwa", "projects", "round_points", "kaboot", "baloot_sources",
    "doubled_contract", "match_points", "match_call",  # contract auction scoring (learn/games/bidding_belote/rules_book.py)
)
"""Every anchor of a rules book page (a page carries them all, whatever the variant)."""


def rule_title(rule_id: str) -> str:
    """The heading of a rules book paragraph."""
    titles = {
        "overview": QCoreApplication.translate("RulesBook", "The game in brief"),
        "cards": QCoreApplication.translate("RulesBook", "Cards: order and points"),
        "deal": QCoreApplication.translate("RulesBook", "The deal"),
        "bidding": QCoreApplication.translate("RulesBook", "Choosing trumps"),
        "bidding_round_one": QCoreApplication.translate("RulesBook", "First round: the turned card"),
        "bidding_round_two": QCoreApplication.translate("RulesBook", "Second round: another suit"),
        "thrown_in": QCoreApplication.translate("RulesBook", "Nobody takes"),
        "bid_values": QCoreApplication.translate("RulesBook", "Bid values"),
        "bid_strains": QCoreApplication.translate("RulesBook", "Trump suit, no trumps, all trumps"),
        "bid_higher": QCoreApplication.translate("RulesBook", "Each bid must be higher"),
        "capot_bid": QCoreApplication.translate("RulesBook", "Bidding capot"),
        "coinche": QCoreApplication.translate("RulesBook", "Coinche"),
        "surcoinche": QCoreApplication.translate("RulesBook", "Surcoinche"),
        "end_of_auction": QCoreApplication.translate("RulesBook", "End of the auction"),
        "play": QCoreApplication.translate("RulesBook", "Playing the tricks"),
        "table_cards": QCoreApplication.translate("RulesBook", "Cards on the table"),
        "must_follow": QCoreApplication.translate("RulesBook", "Follow suit"),
        "must_trump": QCoreApplication.translate("RulesBook", "Trump when you cannot follow"),
        "must_overtrump": QCoreApplication.translate("RulesBook", "Overtrump"),
        "partner_exemption": QCoreApplication.translate("RulesBook", "When your partner holds the trick"),
        "raise_in_trumps": QCoreApplication.translate("RulesBook", "Trumps led: play higher"),
        "all_trumps_raise": QCoreApplication.translate("RulesBook", "All trumps: play higher in every suit"),
        "no_trumps": QCoreApplication.translate("RulesBook", "No trumps"),
        "locked_lead": QCoreApplication.translate("RulesBook", "A doubled contract locks the trump lead"),
        "declarations": QCoreApplication.translate("RulesBook", "Declarations"),
        "declaration_ranking": QCoreApplication.translate("RulesBook", "Which declaration wins"),
        "belote": QCoreApplication.translate("RulesBook", "Belote and rebelote"),
        "scoring": QCoreApplication.translate("RulesBook", "Scoring a deal"),
        "card_points": QCoreApplication.translate("RulesBook", "Points in the deal"),
        "last_trick": QCoreApplication.translate("RulesBook", "Last trick (dix de der)"),
        "capot": QCoreApplication.translate("RulesBook", "Capot"),
        "contract": QCoreApplication.translate("RulesBook", "Making the contract"),
        "tie_rule": QCoreApplication.translate("RulesBook", "Equal points"),
        "failed_contract": QCoreApplication.translate("RulesBook", "A failed contract"),
        "end_of_game": QCoreApplication.translate("RulesBook", "End of the game"),
        "options": QCoreApplication.translate("RulesBook", "Options in force"),
        "choices": QCoreApplication.translate("RulesBook", "Where the rules differ, and our choices"),
        "renege": QCoreApplication.translate("RulesBook", "Only a suit you hold"),
        # Baloot (learn/rules_baloot.py)
        "sun_hokum": QCoreApplication.translate("RulesBook", "Hokum and Sun"),
        "ashkal": QCoreApplication.translate("RulesBook", "Ashkal"),
        "doubling_ladder": QCoreApplication.translate("RulesBook", "The doubling ladder"),
        "gahwa": QCoreApplication.translate("RulesBook", "Gahwa"),
        "projects": QCoreApplication.translate("RulesBook", "Projects"),
        "round_points": QCoreApplication.translate("RulesBook", "Round points"),
        "kaboot": QCoreApplication.translate("RulesBook", "Kaboot: every trick"),
        "baloot_sources": QCoreApplication.translate("RulesBook", "Baloot: our sources"),
        "doubled_contract": QCoreApplication.translate("RulesBook", "A doubled contract"),
        "match_points": QCoreApplication.translate("RulesBook", "Match points"),
        "match_call": QCoreApplication.translate("RulesBook", "Staking the match"),
    }
    return titles.get(rule_id, rule_id)


def game_rule_title(rule_id: str, rules: Ruleset | None) -> str:
    """A heading in the words of the game of ``rules``: its king and queen's name, its declarations' name, no
    dix de der outside the games that say it."""
    if rule_id == "belote":
        own = vocabulary.own_term(rules, vocabulary.Term.BELOTE)
        if own is not None:
            return own
    if rule_id == "declarations":
        own = vocabulary.own_term(rules, vocabulary.Term.DECLARATIONS)
        if own is not None:
            return own
    if rule_id == "last_trick" and rules is not None and vocabulary.own_term(rules, vocabulary.Term.DIX_DE_DER) is None:
        return QCoreApplication.translate("RulesBook", "Last trick")
    return rule_title(rule_id)


@dataclass(frozen=True)
class Explanation:
    """A sentence for the player, and the rules book paragraph it comes from."""

    text: str
    rule_id: str
    rule_title: str

    @property
    def link(self) -> str:
        """A link for ``RulesWindow.open_link``: 'rules#must_overtrump'."""
        return f"rules#{self.rule_id}"


def make_explanation(text: str, rule_id: str) -> Explanation:
    return Explanation(text, rule_id, rule_title(rule_id))


# -- getting at the position ---------------------------------------------------------------


def player_view(obj: Any, seat: int | None = None) -> PlayerView | None:
    """A PlayerView of ``seat`` (default: the player to act) from a view, deal or match."""
    if isinstance(obj, MatchState):
        obj = obj.deal
    if isinstance(obj, DealState):
        if seat is None:
            seat = obj.current_player()
            seat = max(seat, 0)
        return obj.view_for(seat)
    if isinstance(obj, PlayerView):
        return obj
    return None


def legal_cards(view: PlayerView | None) -> list[Card]:
    if view is None:
        return []
    return [a.card for a in view.legal_actions if isinstance(a, PlayCard)]


def is_partner(rules: Ruleset, a: int, b: int) -> bool:
    return rules.seating.partner_of[a] == b
