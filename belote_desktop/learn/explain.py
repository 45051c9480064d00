"""Plain-language explanations: why a move is refused, what a bid means, what an announcement
is worth and how a deal was scored.

Every sentence goes through ``QCoreApplication.translate`` with an explicit context and is
completed with ``str.format`` on the *translated* pattern, so translators can reorder words.
Each explanation carries a ``rule_id``: the anchor of the matching paragraph in the rules book
(``rulesbook.rules_html``), so a hint can open "rules#must_overtrump".
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..engine import (
    Action,
    Announcement,
    Bid,
    Card,
    DealResult,
    DealState,
    Declare,
    Double,
    IllegalActionError,
    MatchState,
    Pass,
    Phase,
    PlayCard,
    PlayerView,
    Rank,
    Reason,
    Redouble,
    Ruleset,
    Strain,
    Suit,
    Take,
    TieRule,
    TrumpScheme,
)
from ..engine.deal import TurnedKeeper
from ..engine.declarations import CARRE_VALUES, Meld, MeldKind, score_melds
from ..engine.rules import MeldSharing
from ..engine.duties import OVERRUFF
from ..engine.scoring import BreakdownRow, RowKind, multiplier_of
from ..engine.tricks import duty_code, legal_mask, play_context
from . import vocabulary

# -- words for cards, suits, seats ---------------------------------------------------------


def suit_word(suit: Suit | int | None) -> str:
    """A suit's name inside a sentence: 'hearts' ('?' if unknown)."""
    if suit is None or not 0 <= int(suit) < 4:
        return "?"
    return (
        QCoreApplication.translate("Explain", "clubs", "suit name inside a sentence"),
        QCoreApplication.translate("Explain", "diamonds", "suit name inside a sentence"),
        QCoreApplication.translate("Explain", "hearts", "suit name inside a sentence"),
        QCoreApplication.translate("Explain", "spades", "suit name inside a sentence"),
    )[int(suit)]


def strain_word(strain: Strain) -> str:
    """'hearts', 'no trumps', 'all trumps' (inside a sentence)."""
    if strain is Strain.NO_TRUMPS:
        return QCoreApplication.translate("Explain", "no trumps", "contract inside a sentence")
    if strain is Strain.ALL_TRUMPS:
        return QCoreApplication.translate("Explain", "all trumps", "contract inside a sentence")
    assert strain.suit is not None
    return suit_word(strain.suit)


def rank_name(rank: Rank) -> str:
    """'Jack' (same strings and context as the table's card names)."""
    return (
        QCoreApplication.translate("Cards", "Six"),
        QCoreApplication.translate("Cards", "Seven"),
        QCoreApplication.translate("Cards", "Eight"),
        QCoreApplication.translate("Cards", "Nine"),
        QCoreApplication.translate("Cards", "Ten"),
        QCoreApplication.translate("Cards", "Jack"),
        QCoreApplication.translate("Cards", "Queen"),
        QCoreApplication.translate("Cards", "King"),
        QCoreApplication.translate("Cards", "Ace"),
    )[int(rank)]


def rank_letter(rank: Rank) -> str:
    """The index of a rank: 'J', 'Q', 'K', 'A' in English, '10', '9' ... (translatable letters)."""
    if rank is Rank.JACK:
        return QCoreApplication.translate("Cards", "J", "rank index: jack")
    if rank is Rank.QUEEN:
        return QCoreApplication.translate("Cards", "Q", "rank index: queen")
    if rank is Rank.KING:
        return QCoreApplication.translate("Cards", "K", "rank index: king")
    if rank is Rank.ACE:
        return QCoreApplication.translate("Cards", "A", "rank index: ace")
    return rank.code


def card_word(card: Card) -> str:
    """'J♥'."""
    return rank_letter(card.rank) + card.suit.symbol


def cards_words(cards: Sequence[Card]) -> str:
    """'A♥, 9♥' (strongest last is fine: the order given is kept)."""
    return QCoreApplication.translate("Explain", ", ", "separator in a list of cards").join(
        card_word(c) for c in cards
    )


def carre_word(rank: Rank) -> str:
    """'four jacks'."""
    names = {
        Rank.SIX: QCoreApplication.translate("Explain", "four sixes"),
        Rank.SEVEN: QCoreApplication.translate("Explain", "four sevens"),
        Rank.EIGHT: QCoreApplication.translate("Explain", "four eights"),
        Rank.NINE: QCoreApplication.translate("Explain", "four nines"),
        Rank.TEN: QCoreApplication.translate("Explain", "four tens"),
        Rank.JACK: QCoreApplication.translate("Explain", "four jacks"),
        Rank.QUEEN: QCoreApplication.translate("Explain", "four queens"),
        Rank.KING: QCoreApplication.translate("Explain", "four kings"),
        Rank.ACE: QCoreApplication.translate("Explain", "four aces"),
    }
    return names[rank]


def meld_word(meld: Meld) -> str:
    """'a tierce to the A♣ (20)', 'four jacks (200)'."""
    if meld.kind is MeldKind.CARRE:
        return QCoreApplication.translate("Explain", "{carre} ({points})").format(
            carre=carre_word(meld.top.rank), points=meld.points)
    if meld.kind is MeldKind.TIERCE:
        text = QCoreApplication.translate("Explain", "a tierce to the {card} ({points})")
    elif meld.kind is MeldKind.QUARTE:
        text = QCoreApplication.translate("Explain", "a quarte to the {card} ({points})")
    else:
        text = QCoreApplication.translate("Explain", "a quinte to the {card} ({points})")
    return text.format(card=card_word(meld.top), points=meld.points)


def melds_words(melds: Sequence[Meld]) -> str:
    return QCoreApplication.translate("Explain", " and ", "joins two declarations").join(
        meld_word(m) for m in melds
    )


def default_seat_names(players: int = 4) -> tuple[str, ...]:
    """Seats in play order; with 4 players seat 0 is South and play goes South, East, North, West."""
    if players == 4:
        return vocabulary.compass_names()
    return tuple(vocabulary.numbered_player(n + 1) for n in range(players))


def team_names_for(rules: Ruleset, seat_names: Sequence[str] | None = None) -> tuple[str, ...]:
    """'North–South', 'East–West' by default; built from the seat names when they are given."""
    if rules.team_count == rules.players:
        return tuple(seat_names or default_seat_names(rules.players))
    if seat_names is None:
        return (
            QCoreApplication.translate("Explain", "North–South"),
            QCoreApplication.translate("Explain", "East–West"),
        )
    return tuple(
        QCoreApplication.translate("Explain", "{first} and {second}", "a team of two players").format(
            first=seat_names[first], second=seat_names[second])
        for first, second in rules.seating.teams
    )


def _seat_name(seat_names: Sequence[str] | None, seat: int, players: int = 4) -> str:
    names = seat_names or default_seat_names(players)
    return names[seat] if 0 <= seat < len(names) else "?"


# -- rule ids and their titles -------------------------------------------------------------

RULE_IDS: tuple[str, ...] = (
    "overview", "cards", "deal", "bidding", "bidding_round_one", "bidding_round_two", "thrown_in",
    "bid_values", "bid_strains", "bid_higher", "capot_bid", "coinche", "surcoinche", "end_of_auction",
    "play", "must_follow", "must_trump", "must_overtrump", "partner_exemption", "raise_in_trumps",
    "all_trumps_raise", "no_trumps", "locked_lead", "declarations", "declaration_ranking", "belote", "scoring",
    "card_points", "last_trick", "capot", "contract", "tie_rule", "failed_contract", "end_of_game",
    "options", "choices",
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
    }
    return titles.get(rule_id, rule_id)


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


def _explanation(text: str, rule_id: str) -> Explanation:
    return Explanation(text, rule_id, rule_title(rule_id))


# -- getting at the position ---------------------------------------------------------------


def _view(obj: Any, seat: int | None = None) -> PlayerView | None:
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


def _legal_cards(view: PlayerView | None) -> list[Card]:
    if view is None:
        return []
    return [a.card for a in view.legal_actions if isinstance(a, PlayCard)]


def _is_partner(rules: Ruleset, a: int, b: int) -> bool:
    return rules.seating.partner_of[a] == b


# -- why a move is refused -----------------------------------------------------------------


def explain_illegal(
    error: IllegalActionError, view_or_state: Any = None, seat_names: Sequence[str] | None = None
) -> Explanation:
    """Why the engine refused a move, in plain words, with the rule it comes from.

    ``view_or_state``: the PlayerView of the player who tried (or the DealState / MatchState,
    then the player to act); it supplies the hand and the contract. ``seat_names`` by seat number.
    """
    view = _view(view_or_state)
    p = error.params
    reason = error.reason
    rules = view.rules if view is not None else None
    players = rules.players if rules is not None else 4
    hand = list(view.hand) if view is not None else []
    allowed = _legal_cards(view)

    def name(seat: Any) -> str:
        return _seat_name(seat_names, int(seat), players) if isinstance(seat, int) else "?"

    if reason is Reason.MUST_FOLLOW_SUIT:
        led = p.get("led_suit")
        same = [c for c in hand if c.suit == led]
        playable = [c for c in allowed if c.suit == led]
        best = _best_card(view)
        if playable and len(playable) < len(same) and best is not None and view is not None:
            # following is not enough here: the raise duty also applies
            text = QCoreApplication.translate(
                "Explain", "You must follow {suit}, and beat {player}'s {best} if you can: play {cards}.",
            ).format(suit=suit_word(led), player=name(view.trick_winner), best=card_word(best),
                     cards=cards_words(playable))
        elif same:
            text = QCoreApplication.translate("Explain", "You must follow {suit}: you still have {cards}.").format(
                suit=suit_word(led), cards=cards_words(same))
        else:
            text = QCoreApplication.translate("Explain", "You must follow {suit} when you can.").format(
                suit=suit_word(led))
        return _explanation(text, "must_follow")

    if reason is Reason.MUST_TRUMP:
        led, trump = p.get("led_suit"), p.get("trump")
        trumps = allowed or [c for c in hand if c.suit == trump]
        winner, best = p.get("winner"), _best_card(view)
        if best is not None and best.suit == trump and p.get("overtrump") and trumps and isinstance(winner, int):
            text = QCoreApplication.translate(
                "Explain",
                "You must trump: you have no {led} and you hold trumps. {player}'s {best} is already in the "
                "trick, so beat it if you can ({cards}).",
            ).format(led=suit_word(led), player=name(winner), best=card_word(best), cards=cards_words(trumps))
        elif trumps:
            text = QCoreApplication.translate(
                "Explain", "You must trump: you have no {led} and you hold trumps ({cards}).",
            ).format(led=suit_word(led), cards=cards_words(trumps))
        else:
            text = QCoreApplication.translate(
                "Explain", "You must trump: you have no {led} and you hold {trump}, the trump suit.",
            ).format(led=suit_word(led), trump=suit_word(trump))
        return _explanation(text, "must_trump")

    if reason is Reason.MUST_OVERTRUMP:
        to_beat, winner = p.get("to_beat"), p.get("winner")
        higher = list(p.get("higher") or allowed)
        beaten = card_word(to_beat) if isinstance(to_beat, Card) else "?"
        if view is not None and isinstance(winner, int) and rules is not None and _is_partner(rules, view.seat, winner):
            text = QCoreApplication.translate(
                "Explain",
                "You must overtrump, even your partner: {player}'s {best} holds the trick and you have a higher "
                "trump ({cards}). In this game a partner holding the trick does not free you.",
            ).format(player=name(winner), best=beaten, cards=cards_words(higher))
        else:
            text = QCoreApplication.translate(
                "Explain", "You must overtrump: {player}'s {best} holds the trick and you have a higher trump ({cards}).",
            ).format(player=name(winner), best=beaten, cards=cards_words(higher))
        return _explanation(text, "must_overtrump")

    if reason is Reason.MUST_RAISE:
        to_beat, winner = p.get("to_beat"), p.get("winner")
        higher = list(p.get("higher") or allowed)
        beaten = card_word(to_beat) if isinstance(to_beat, Card) else "?"
        all_trumps = view is not None and view.contract is not None and view.contract.strain is Strain.ALL_TRUMPS
        partner = view is not None and isinstance(winner, int) and rules is not None and \
            _is_partner(rules, view.seat, winner)
        if all_trumps:
            text = QCoreApplication.translate(
                "Explain",
                "All trumps: in every suit you must beat the best card played if you can. {player}'s {best} "
                "holds the trick and you have {cards}.",
            ).format(player=name(winner), best=beaten, cards=cards_words(higher))
            return _explanation(text, "all_trumps_raise")
        if partner:
            text = QCoreApplication.translate(
                "Explain",
                "Trumps were led: you must play a higher trump, even over your partner's {best} (you have {cards}).",
            ).format(best=beaten, cards=cards_words(higher))
        else:
            text = QCoreApplication.translate(
                "Explain",
                "Trumps were led: you must play a higher trump than {player}'s {best} (you have {cards}).",
            ).format(player=name(winner), best=beaten, cards=cards_words(higher))
        return _explanation(text, "raise_in_trumps")

    if reason is Reason.LOCKED_TRUMP_LEAD:
        trump = p.get("trump")
        side = [c for c in hand if c.suit != trump]
        text = QCoreApplication.translate(
            "Explain", "The contract is doubled, which locks the trumps: you may not lead {trump} while you hold "
            "another suit.").format(trump=suit_word(trump))
        if side:
            text += " " + QCoreApplication.translate("Explain", "Lead one of {cards}.").format(cards=cards_words(side))
        return _explanation(text, "locked_lead")

    if reason is Reason.NOT_IN_HAND:
        card = p.get("card")
        text = QCoreApplication.translate("Explain", "The {card} is not in your hand.").format(
            card=card_word(card) if isinstance(card, Card) else str(card))
        return _explanation(text, "play")

    if reason is Reason.GAME_OVER:
        return _explanation(
            QCoreApplication.translate("Explain", "This game is over: start a new one to play again."), "end_of_game")

    if reason is Reason.WRONG_PHASE:
        if view is not None and view.phase is Phase.BIDDING:
            return _explanation(QCoreApplication.translate(
                "Explain", "The trump is not chosen yet: bid or pass first; the cards are played afterwards."),
                "bidding")
        return _explanation(QCoreApplication.translate(
            "Explain", "The bidding is over: it is time to play a card."), "play")

    if reason is Reason.TAKE_TURNED_SUIT_ONLY:
        text = QCoreApplication.translate(
            "Explain",
            "In the first round you may only take the turned card's suit, {suit}, or pass. Another suit can be "
            "named in the second round if everybody passes.",
        ).format(suit=suit_word(p.get("turned_suit", 0)))
        return _explanation(text, "bidding_round_one")

    if reason is Reason.TURNED_SUIT_REFUSED:
        text = QCoreApplication.translate(
            "Explain",
            "Everybody refused {suit} in the first round: in the second round name another suit, or pass.",
        ).format(suit=suit_word(p.get("suit", 0)))
        return _explanation(text, "bidding_round_two")

    if reason is Reason.BID_TOO_LOW:
        minimum = p.get("minimum")
        if minimum == "capot":
            text = QCoreApplication.translate(
                "Explain", "Nothing is higher than a capot bid: you may only pass or coinche it.")
        else:
            text = QCoreApplication.translate(
                "Explain", "Each bid must be higher than the last one: bid at least {minimum}.").format(minimum=minimum)
        return _explanation(text, "bid_higher")

    if reason is Reason.BID_OUT_OF_RANGE:
        text = QCoreApplication.translate(
            "Explain", "Bids go from {low} to {high} in steps of {step}: {value} is not one of them.",
        ).format(low=p.get("min_bid"), high=p.get("max_bid"), step=p.get("step"), value=p.get("value"))
        return _explanation(text, "bid_values")

    if reason is Reason.STRAIN_NOT_ALLOWED:
        if p.get("capot"):
            return _explanation(QCoreApplication.translate(
                "Explain", "Capot bids are not allowed in this game."), "capot_bid")
        strain = p.get("strain")
        text = QCoreApplication.translate("Explain", "Contracts in {strain} are not allowed in this game.").format(
            strain=strain_word(strain) if isinstance(strain, Strain) else str(strain))
        return _explanation(text, "bid_strains")

    if reason is Reason.BIDDING_CLOSED:
        return _explanation(QCoreApplication.translate(
            "Explain",
            "After a coinche nobody may bid again: pass, or surcoinche if it is your team's bid that was coinched."),
            "coinche")

    if reason is Reason.CANNOT_DOUBLE:
        why = p.get("why")
        if why == "own_team":
            text = QCoreApplication.translate(
                "Explain", "You cannot coinche your own team's bid: only the opponents of the highest bidder may.")
        elif why == "already":
            text = QCoreApplication.translate("Explain", "This bid is already coinched.")
        else:
            text = QCoreApplication.translate("Explain", "There is no bid to coinche yet.")
        return _explanation(text, "coinche")

    if reason is Reason.CANNOT_REDOUBLE:
        why = p.get("why")
        if why == "other_team":
            text = QCoreApplication.translate(
                "Explain", "Only the team whose bid was coinched may surcoinche.")
        elif why == "already":
            text = QCoreApplication.translate("Explain", "This bid is already surcoinched.")
        else:
            text = QCoreApplication.translate(
                "Explain", "You may surcoinche only after an opponent has coinched your team's bid.")
        return _explanation(text, "surcoinche")

    if reason is Reason.NOTHING_TO_DECLARE:
        deck_ranks = rules.deck.ranks if rules is not None else tuple(Rank)
        ranks = [carre_word(r) for r in sorted(CARRE_VALUES, key=CARRE_VALUES.__getitem__, reverse=True)
                 if r in deck_ranks]
        text = QCoreApplication.translate(
            "Explain",
            "You have nothing to declare: a declaration is three or more cards in sequence in one suit, or {carres}.",
        ).format(carres=QCoreApplication.translate("Explain", ", ", "separator in a list").join(ranks))
        return _explanation(text, "declarations")

    if reason is Reason.DECLARE_FIRST_TRICK_ONLY:
        return _explanation(QCoreApplication.translate(
            "Explain", "Declarations are announced only in the first trick, before you play your first card."),
            "declarations")

    if reason is Reason.NOT_ALLOWED:
        scheme = rules.trump_scheme if rules is not None else None
        action = str(p.get("action", ""))
        if action.startswith(("double", "redouble")):
            text = QCoreApplication.translate(
                "Explain", "This game is played without coinche and surcoinche.")
            return _explanation(text, "coinche")
        if scheme is TrumpScheme.TURNED_CARD:
            text = QCoreApplication.translate(
                "Explain", "In this game you take a suit or pass: there are no point bids.")
        elif scheme is TrumpScheme.POINT_AUCTION:
            text = QCoreApplication.translate(
                "Explain", "In this game you bid points in a suit, no trumps or all trumps, or pass.")
        else:
            text = QCoreApplication.translate("Explain", "This game does not use that move.")
        return _explanation(text, "bidding")

    return _explanation(QCoreApplication.translate("Explain", "That move is not allowed now."), "play")


def _best_card(view: PlayerView | None) -> Card | None:
    """The card holding the current trick."""
    if view is None or not view.trick:
        return None
    for seat, card in view.trick:
        if seat == view.trick_winner:
            return card
    return None


def explain_legal_freedom(view_or_state: Any, seat: int | None = None) -> Explanation | None:
    """When the partner exemption frees a player from a duty, say so (an informative hint).

    Returns None unless the exemption really widens the player's choice right now (compared with
    the same position under the strict rule, through the engine's own ``legal_mask``).
    """
    view = _view(view_or_state, seat)
    if view is None or view.contract is None or not view.trick or view.current_player != view.seat:
        return None
    rules = view.rules
    if not _is_partner(rules, view.seat, view.trick_winner):
        return None
    best = _best_card(view)
    assert best is not None
    ctx = play_context(rules.deck, view.contract.strain)
    trick = tuple(card.index for _, card in view.trick)
    strict = dataclasses.replace(rules, partner_exempts=False, partner_exempts_trump_lead=False)
    free = legal_mask(rules, ctx, view.hand_mask, trick, best.index, True)
    if free == legal_mask(strict, ctx, view.hand_mask, trick, best.index, True):
        return None
    led = view.trick[0][1].suit
    if any(c.suit == led for c in view.hand):
        text = QCoreApplication.translate(
            "Explain", "Your partner holds the trick: you need not play a higher trump (an option of this game).")
    elif duty_code(strict, ctx, trick, best.index, True) & OVERRUFF:  # the strict rule asks for an overtrump
        text = QCoreApplication.translate(
            "Explain", "Your partner holds the trick: you need not trump or overtrump; you may play any card.")
    else:
        text = QCoreApplication.translate(
            "Explain",
            "Your partner holds the trick: you need not trump ({suit} led, you have none); you may play any card.",
        ).format(suit=suit_word(led))
    return _explanation(text, "partner_exemption")


# -- what a bid means ----------------------------------------------------------------------


def _deal_total(rules: Ruleset, strain: Strain) -> int:
    return play_context(rules.deck, strain).total_points + rules.last_trick_bonus


def bid_ceiling(rules: Ruleset, strain: Strain) -> int | None:
    """The most the takers can ever count toward a bid in ``strain`` when only the cards count
    (declarations off, no belote in that strain): a higher bid can never be made, capot or not.
    None when declarations or belote could add to it. (Coinche, no trumps: 130.)"""
    if rules.meld_rules.table_for(strain) is not None:
        return None
    belote = rules.belote_rule
    return None if belote.counts_for_contract and belote.suits(strain) else _deal_total(rules, strain)


def _bid_round(view: PlayerView | None) -> int:
    return 1 if view is None else view.auction.round


def explain_bid(action: Action, rules: Ruleset, view: Any = None) -> str:
    """What a bidding action means in this variant (for the bid buttons' tooltips and the log)."""
    v = _view(view)
    if isinstance(action, Take):
        total = _deal_total(rules, Strain.of_suit(action.suit))
        if rules.tie_rule is TieRule.TAKERS_MAKE:
            duty = QCoreApplication.translate(
                "Explain", "your team must then score at least as many points as the other team")
        elif rules.tie_rule is TieRule.TAKERS_FAIL:
            duty = QCoreApplication.translate(
                "Explain", "your team must then score more points than the other team (equal is not enough)")
        else:
            duty = QCoreApplication.translate(
                "Explain",
                "your team must then score more points than the other team (if equal, your points wait for the "
                "next deal: litige)")
        text = QCoreApplication.translate(
            "Explain", "Taking makes {suit} trump; {duty}, out of {total}. Otherwise you are dedans and the other "
            "team scores all {total}.",
        ).format(suit=suit_word(action.suit), duty=duty, total=total)
        turned = v.turned_card if v is not None else None
        plan = rules.deal_plan
        if turned is not None and plan.takes_turned_from_stock and plan.keeper is TurnedKeeper.TAKER:
            extra = plan.after_cards(keeper=True)
            text += " " + QCoreApplication.translate(
                "Explain", "You pick up the turned {card} and {count} more cards.",
            ).format(card=card_word(turned), count=extra)
        return text
    if isinstance(action, Bid):
        total = _deal_total(rules, action.strain)
        half = total // 2 + 1
        if action.capot:
            return QCoreApplication.translate(
                "Explain",
                "Bid capot in {strain}: your team must win every trick. Made, it scores {made}; failed, the other "
                "team scores {failed}.",
            ).format(strain=strain_word(action.strain), made=rules.capot_bid_value, failed=rules.capot_bid_failed)
        parts = _counted_parts(rules, action.strain)
        if action.value >= half:
            text = QCoreApplication.translate(
                "Explain", "Bid {value} in {strain}: your team must score at least {value} points ({counted}).",
            ).format(value=action.value, strain=strain_word(action.strain), counted=parts)
        else:
            text = QCoreApplication.translate(
                "Explain",
                "Bid {value} in {strain}: your team must score at least {value} points, and more than half ({half} "
                "of {total}) ({counted}).",
            ).format(value=action.value, strain=strain_word(action.strain), half=half, total=total, counted=parts)
        text += " " + QCoreApplication.translate(
            "Explain", "Made: your points plus {value}. Failed: the other team scores {failed} plus {value}.",
        ).format(value=action.value, failed=rules.failed_contract_base)
        ceiling = bid_ceiling(rules, action.strain)
        if ceiling is not None and action.value > ceiling:
            text += " " + QCoreApplication.translate(
                "Explain", "The deal holds only {total} points in {strain}, so this bid can never be made, even by "
                "winning every trick.",
            ).format(total=ceiling, strain=strain_word(action.strain))
        if action.strain is Strain.NO_TRUMPS:
            text += " " + QCoreApplication.translate(
                "Explain", "No trumps: no suit can trump and every suit keeps the plain order.")
        elif action.strain is Strain.ALL_TRUMPS:
            text += " " + QCoreApplication.translate(
                "Explain", "All trumps: every suit uses the trump order and values, and nothing can trump.")
        return text
    if isinstance(action, Pass):
        if rules.trump_scheme is TrumpScheme.TURNED_CARD:
            if _bid_round(v) == 1:
                return QCoreApplication.translate(
                    "Explain",
                    "Pass: you leave the turned suit to the others. If all pass, a second round lets each player "
                    "name another suit.")
            return QCoreApplication.translate(
                "Explain", "Pass: if everybody passes again, the cards are thrown in and the next dealer deals.")
        high = any(isinstance(a, Bid) for _, a in v.bidding) if v is not None else False
        if high:
            return QCoreApplication.translate(
                "Explain", "Pass: you do not bid higher. Three passes in a row after a bid end the auction.")
        return QCoreApplication.translate(
            "Explain", "Pass: if all four players pass without a bid, the cards are thrown in.")
    if isinstance(action, Double):
        return QCoreApplication.translate(
            "Explain",
            "Coinche: you bet the takers will fail. The contract's value counts double, whoever wins; no new bid "
            "may follow.")
    if isinstance(action, Redouble):
        return QCoreApplication.translate(
            "Explain", "Surcoinche: your team, coinched, answers that it will make it: the contract counts four "
            "times. The auction ends.")
    if isinstance(action, Declare):
        return QCoreApplication.translate(
            "Explain", "Declare your combinations now, before your first card; they score only if your team holds "
            "the best one.") if rules.meld_sharing is MeldSharing.BEST_TEAM_ONLY else QCoreApplication.translate(
            "Explain", "Declare your combinations now, before your first card; each team scores its own.")
    return ""


def _counted_parts(rules: Ruleset, strain: Strain) -> str:
    belote = rules.belote_counts_for_contract and rules.belote_points > 0 and strain is not Strain.NO_TRUMPS and (
        strain is not Strain.ALL_TRUMPS or rules.belote_in_all_trumps)
    if rules.declarations:
        if belote:
            return QCoreApplication.translate("Explain", "cards, last trick, declarations and belote count")
        return QCoreApplication.translate("Explain", "cards, last trick and declarations count")
    if belote:
        return QCoreApplication.translate("Explain", "cards, last trick and belote count")
    return QCoreApplication.translate("Explain", "cards and last trick count")


# -- announcements -------------------------------------------------------------------------


def explain_announcement(
    announcement: Announcement, state: Any, seat_names: Sequence[str] | None = None,
    team_names: Sequence[str] | None = None,
) -> str:
    """What belote, rebelote or a declaration is worth, and which team scores it."""
    view = _view(state)
    rules = view.rules if view is not None else None
    players = rules.players if rules is not None else 4
    player = _seat_name(seat_names, announcement.seat, players)
    teams = tuple(team_names) if team_names else (team_names_for(rules, seat_names) if rules else ("?", "?"))
    team = teams[rules.team_of(announcement.seat)] if rules is not None else "?"
    points = rules.belote_points if rules is not None else 20
    card = card_word(announcement.card) if announcement.card is not None else "?"
    if announcement.kind == "belote":
        all_trumps = view is not None and view.contract is not None and view.contract.strain is Strain.ALL_TRUMPS
        text = (QCoreApplication.translate(
            "Explain",
            "{player} says \"Belote\" playing the {card}: the king and queen of one suit in the same hand. "
            "With the other card comes \"Rebelote\" and {points} points for {team}, whoever wins the declarations.")
            if all_trumps else QCoreApplication.translate(
            "Explain",
            "{player} says \"Belote\" playing the {card}: the king and queen of trumps in the same hand. "
            "With the other card comes \"Rebelote\" and {points} points for {team}, whoever wins the declarations.")
        ).format(player=player, card=card, points=points, team=team)
        if rules is not None and rules.belote_king_first:
            text += " " + QCoreApplication.translate(
                "Explain", "In this game the king must be played first for the belote to count.")
        return text
    if announcement.kind == "rebelote":
        text = QCoreApplication.translate(
            "Explain", "{player} says \"Rebelote\" playing the {card}: {points} points for {team}.",
        ).format(player=player, card=card, points=points, team=team)
        if rules is not None and rules.trump_scheme is TrumpScheme.POINT_AUCTION and rules.belote_counts_for_contract:
            text += " " + QCoreApplication.translate(
                "Explain", "If that team took the contract, these points also count toward its bid.")
        return text
    # a declaration
    total = sum(m.points for m in announcement.melds)
    text = QCoreApplication.translate(
        "Explain", "{player} declares {melds}: {points} points.",
    ).format(player=player, melds=melds_words(announcement.melds), points=total)
    if rules is not None and rules.meld_sharing is MeldSharing.BOTH_TEAMS:
        return text + " " + QCoreApplication.translate(
            "Explain", "In this game every declaration scores: these go to {team}.").format(team=team)
    text += " " + QCoreApplication.translate(
        "Explain",
        "Only the team with the best declaration scores its declarations: more points first, then a carré "
        "before a sequence, then the higher top card, then a sequence in trumps.")
    if view is not None:
        declared = {a.seat: a.melds for a in view.announcements if a.kind == "declare" and a.melds}
        order = [(view.dealer + step) % players for step in range(1, players + 1)]
        trump = view.contract.trump if view.contract is not None else None
        vr = view.rules
        best = score_melds(declared, order, trump, vr.team_of, vr.team_count, vr.meld_rules).best_seat
        if best >= 0 and len(declared) > 1:
            text += " " + QCoreApplication.translate(
                "Explain", "So far the best declaration is {player}'s: {meld}, for {team}.",
            ).format(player=_seat_name(seat_names, best, players), meld=meld_word(declared[best][0]),
                     team=teams[rules.team_of(best)] if rules is not None else "?")
    return text


# -- how a deal was scored -----------------------------------------------------------------


def _join_team_points(names: Sequence[str], values: Sequence[int]) -> str:
    sep = QCoreApplication.translate("Explain", ", ", "separator between teams' points")
    return sep.join(
        QCoreApplication.translate("Explain", "{team} {points}", "a team and its points").format(team=n, points=v)
        for n, v in zip(names, values)
    )


def _contract_line(result: DealResult, rules: Ruleset, teams: Sequence[str]) -> str:
    contract = result.contract
    assert contract is not None
    taker = teams[result.taker_team]
    if rules.trump_scheme is TrumpScheme.POINT_AUCTION:
        if contract.capot:
            text = QCoreApplication.translate("Explain", "{team} bid capot in {strain}.").format(
                team=taker, strain=strain_word(contract.strain))
        else:
            text = QCoreApplication.translate("Explain", "{team} bid {value} in {strain}.").format(
                team=taker, value=contract.value, strain=strain_word(contract.strain))
        times = multiplier_of(rules, contract)
        if contract.multiplier == 2:
            text += " " + QCoreApplication.translate("Explain", "The bid was coinched: its value counts double.")
        elif contract.multiplier >= 4:
            text += " " + QCoreApplication.translate(
                "Explain", "The bid was surcoinched: its value counts {times} times.").format(times=times)
        return text
    return QCoreApplication.translate("Explain", "{team} took, with {strain} as trumps.").format(
        team=taker, strain=strain_word(contract.strain))


def _row(result: DealResult, kind: RowKind) -> BreakdownRow | None:
    return next((r for r in result.breakdown if r.kind is kind), None)


def _teams_with(names: Sequence[str], values: Sequence[int]) -> str:
    """'North–South 20, East–West 50' for the teams whose value is not zero."""
    return _join_team_points([names[t] for t, v in enumerate(values) if v], [v for v in values if v])


def explain_result(
    result: DealResult, rules: Ruleset, seat_names: Sequence[str] | None = None,
    team_names: Sequence[str] | None = None,
) -> list[str]:
    """The arithmetic of a deal's score, one sentence per line, ending with what each team scores.

    Everything is read from ``result.breakdown`` (engine/scoring.py), row by row: a deal row per line,
    then the verdict, then each team's score rows as a sum."""
    teams = tuple(team_names) if team_names else team_names_for(rules, seat_names)
    lines: list[str] = []
    if result.thrown_in:
        lines.append(QCoreApplication.translate(
            "Explain", "Nobody took: the cards are thrown in, nobody scores, and the next dealer deals."))
        lines.append(QCoreApplication.translate("Explain", "Score of this deal: {points}.").format(
            points=_join_team_points(teams, result.score)))
        return lines
    lines.append(_contract_line(result, rules, teams))
    for row in result.rows("deal"):
        line = _deal_row_line(row, result, rules, teams, seat_names)
        if line:
            lines.append(line)
    needed = _row(result, RowKind.NEEDED)
    if needed is None:
        lines.append(_totals_line(result, teams))
    else:
        lines.extend(_needed_lines(needed, result, rules, teams))
    lines.extend(_verdict_lines(result, teams))
    lines.extend(_score_lines(result, teams))
    lines.append(QCoreApplication.translate("Explain", "Score of this deal: {points}.").format(
        points=_join_team_points(teams, result.score)))
    return lines


def _deal_row_line(row: BreakdownRow, result: DealResult, rules: Ruleset, teams: Sequence[str],
                   seat_names: Sequence[str] | None) -> str:
    kind = row.kind
    if kind is RowKind.CARDS:
        return QCoreApplication.translate(
            "Explain", "Card points: {points} ({total} in all, with {bonus} for the last trick, won by {team}).",
        ).format(points=_join_team_points(teams, result.card_points), total=row.param("total"),
                 bonus=rules.last_trick_bonus, team=teams[result.last_trick_team])
    if kind is RowKind.CAPOT:
        t = next(t for t, v in enumerate(row.values) if v)
        card_row = _row(result, RowKind.CARDS)
        total = card_row.param("total") if card_row is not None else result.card_points[t]
        return QCoreApplication.translate(
            "Explain", "{team} won every trick: capot! Their cards count {score} instead of {total}.",
        ).format(team=teams[t], score=result.card_points[t] + row.values[t], total=total)
    if kind is RowKind.DECLARATIONS:
        melds = _teams_with(teams, row.values)
        if result.meld_seat >= 0:
            return QCoreApplication.translate(
                "Explain", "Declarations: {player} held the best one, so only that team's declarations count: "
                "{points}.").format(player=_seat_name(seat_names, result.meld_seat, rules.players), points=melds)
        return QCoreApplication.translate("Explain", "Declarations: {points}.").format(points=melds)
    if kind is RowKind.NO_TRICK:
        return QCoreApplication.translate(
            "Explain", "A team that takes no trick loses its declarations: {points}.").format(
            points=_teams_with(teams, row.values))
    if kind is RowKind.BELOTE:
        return QCoreApplication.translate("Explain", "Belote and rebelote: {points}.").format(
            points=_teams_with(teams, row.values))
    return ""  # the last trick is told with the cards


def _totals_line(result: DealResult, teams: Sequence[str]) -> str:
    """Each team's total as the sum of its deal rows (cards with the capot, declarations, belote)."""
    deal = result.rows("deal")

    def parts(t: int) -> list[tuple[int | str, str]]:
        cards = sum(r.values[t] for r in deal if r.kind in (RowKind.CARDS, RowKind.LAST_TRICK, RowKind.CAPOT))
        melds = sum(r.values[t] for r in deal if r.kind in (RowKind.DECLARATIONS, RowKind.NO_TRICK))
        belote = sum(r.values[t] for r in deal if r.kind is RowKind.BELOTE)
        return [(cards, _label("cards")), (melds, _label("declarations")), (belote, _label("belote"))]

    text = QCoreApplication.translate("Explain", ", ", "separator between teams' points").join(
        QCoreApplication.translate("Explain", "{team} {sum}", "a team and the sum of its points").format(
            team=teams[t], sum=_labelled(parts(t), result.totals[t]))
        for t in range(len(result.totals))
    )
    return QCoreApplication.translate("Explain", "Totals: {parts}.").format(parts=text)


def _needed_lines(needed: BreakdownRow, result: DealResult, rules: Ruleset, teams: Sequence[str]) -> list[str]:
    """What a point-auction contract needed and what the takers counted toward it."""
    contract = result.contract
    assert contract is not None
    if contract.capot:
        return [QCoreApplication.translate("Explain", "A capot bid is made only by winning every trick.")]
    tt = result.taker_team
    target = needed.param("target")
    if target == contract.value:
        lines = [QCoreApplication.translate(
            "Explain", "To make the contract the takers needed their bid: {target} points.").format(target=target)]
    else:
        card_row = _row(result, RowKind.CARDS)
        total = card_row.param("total") if card_row is not None else 0
        lines = [QCoreApplication.translate(
            "Explain", "To make the contract the takers needed their bid ({value}) and more than half of the "
            "{total} points: {target} points.").format(value=contract.value, total=total, target=target)]
    belote = result.belote_points[tt] if rules.belote_counts_for_contract else 0
    lines.append(QCoreApplication.translate("Explain", "They counted {sum}.").format(sum=_labelled([
        (result.card_points[tt], _label("cards")), (result.meld_points[tt], _label("declarations")),
        (belote, _label("belote"))], needed.values[tt])))
    return lines


def _verdict_lines(result: DealResult, teams: Sequence[str]) -> list[str]:
    """Made or not, in words (the engine decided: ``made``, ``tied``, the held-over row)."""
    taker = teams[result.taker_team]
    t_total = result.totals[result.taker_team]
    defenders = [t for t in range(len(result.totals)) if t != result.taker_team]
    if _row(result, RowKind.NEEDED) is not None:
        if result.made:
            return [QCoreApplication.translate("Explain", "Made: the contract is fulfilled.")]
        return [QCoreApplication.translate("Explain", "Failed: the takers are dedans.")]
    if result.made:
        if result.tied:
            return [QCoreApplication.translate(
                "Explain", "The takers ({team}) have as many points as the other team ({points} each): in this game "
                "that is enough. The contract is made and each team scores its total.",
            ).format(team=taker, points=t_total)]
        return [QCoreApplication.translate(
            "Explain", "The takers ({team}) have more points than the other team: the contract is made and each "
            "team scores its total.",
        ).format(team=taker)]
    held = _row(result, RowKind.HELD_OVER)
    if held is not None:
        return [QCoreApplication.translate(
            "Explain", "Equal totals ({points} each): litige. The defenders score their own points; the takers' "
            "{held} points wait and go to the team that wins the next deal.",
        ).format(points=t_total, held=held.values[result.taker_team])]
    if result.tied:
        return [QCoreApplication.translate(
            "Explain", "Equal totals ({points} each): in this game the takers must score more, so they are dedans.",
        ).format(points=t_total)]
    if len(defenders) == 1:
        d = defenders[0]
        return [QCoreApplication.translate(
            "Explain", "{taker} took {t_points}, {defence} {d_points}: the takers are dedans.",
        ).format(taker=taker, t_points=t_total, defence=teams[d], d_points=result.totals[d])]
    return [QCoreApplication.translate(
        "Explain", "The takers ({taker}) are dedans: the best defending team was {defence}.",
    ).format(taker=taker, defence=teams[max(defenders, key=lambda t: result.totals[t])])]


def _score_row_part(row: BreakdownRow, team: int) -> tuple[int | str, str]:
    """One score row of one team as a part of its sum: (value as written, label)."""
    kind, value = row.kind, row.values[team]
    times = row.param("multiplier", 1)
    if kind in (RowKind.BID, RowKind.CAPOT_BID, RowKind.FAILED_CAPOT_BID) and times > 1:
        written: int | str = f"{row.param('value')} × {times}"
    else:
        written = value
    label = {
        RowKind.KEPT: "points", RowKind.BELOTE_KEPT: "belote", RowKind.ALL_POINTS: "cards",
        RowKind.ALL_DECLARATIONS: "declarations", RowKind.DECLARATIONS_KEPT: "declarations", RowKind.BID: "bid",
        RowKind.MULTIPLIED: "coinche", RowKind.CAPOT_BID: "capot bid", RowKind.PENALTY: "penalty",
        RowKind.FAILED_CAPOT_BID: "failed capot", RowKind.CONVERTED: "match points",
    }[kind]
    return written, _label(label)


def _score_lines(result: DealResult, teams: Sequence[str]) -> list[str]:
    """Each team's score as the sum of its score rows; nothing to add when each team scores its total."""
    rows = result.rows("score")
    if all(r.kind is RowKind.KEPT for r in rows) and result.score == result.totals:
        return []
    lines = []
    for t in range(len(result.score)):
        team_rows = [r for r in rows if r.values[t]]
        if not team_rows:
            lines.append(_team_scores(teams[t], [], 0))
            continue
        parts: list[tuple[int | str, str]] = []
        for r in team_rows:
            base, bid, times = r.param("base"), r.param("bid"), r.param("multiplier", 1)
            if r.kind is RowKind.PENALTY and bid and r.values[t] == base + bid * times:  # written out: 160 + 100 × 2
                parts.append((base, _label("penalty")))
                parts.append((f"{bid} × {times}" if times > 1 else bid, _label("bid")))
            else:
                parts.append(_score_row_part(r, t))
        if any(r.kind is RowKind.ALL_POINTS for r in team_rows):
            lines.append(QCoreApplication.translate(
                "Explain", "{defence} score all the points of the deal and every declaration: {sum}.",
            ).format(defence=teams[t], sum=_labelled(parts, result.score[t])))
        else:
            lines.append(_team_scores(teams[t], parts, result.score[t]))
    return lines


def _label(kind: str) -> str:
    """A short name for one part of a sum."""
    labels = {
        "cards": QCoreApplication.translate("Explain", "cards", "part of a score"),
        "declarations": QCoreApplication.translate("Explain", "declarations", "part of a score"),
        "belote": QCoreApplication.translate("Explain", "belote", "part of a score"),
        "points": QCoreApplication.translate("Explain", "points", "part of a score: points won in the deal"),
        "bid": QCoreApplication.translate("Explain", "bid", "part of a score"),
        "capot bid": QCoreApplication.translate("Explain", "capot bid", "part of a score"),
        "failed capot": QCoreApplication.translate("Explain", "failed capot", "part of a score"),
        "penalty": QCoreApplication.translate("Explain", "failed contract", "part of a score"),
        "coinche": QCoreApplication.translate("Explain", "coinche", "part of a score: what a coinche adds"),
        "match points": QCoreApplication.translate("Explain", "match points", "part of a score"),
    }
    return labels[kind]


def _labelled(parts: Sequence[tuple[int | str, str]], total: int) -> str:
    """'162 (cards) + 20 (belote) = 182'; zero parts left out; one plain part is just the number."""
    shown = [(v, label) for v, label in parts if v not in (0, "0")]
    if not shown:
        return str(total)
    if len(shown) == 1 and str(shown[0][0]) == str(total):
        return str(total)
    pattern = QCoreApplication.translate("Explain", "{value} ({label})", "one part of a sum")
    return " + ".join(pattern.format(value=v, label=label) for v, label in shown) + f" = {total}"


def _team_scores(team: str, parts: Sequence[tuple[int | str, str]], total: int) -> str:
    if total == 0:
        return QCoreApplication.translate("Explain", "{team} score nothing.").format(team=team)
    return QCoreApplication.translate("Explain", "{team} score {sum}.").format(team=team, sum=_labelled(parts, total))
