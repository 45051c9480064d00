"""Words for cards, suits, ranks, melds, seats and teams, translated: the vocabulary every
explanation (and the rules book, the review, the tutorial) builds its sentences from.

Part of learn.explain (which re-exports the public names)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ..engine import (
    Card,
    Rank,
    Ruleset,
    Strain,
    Suit,
)
from ..engine.declarations import Meld, MeldKind
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


def meld_word(meld: Meld, rules: Ruleset | None = None) -> str:
    """'a tierce to the A♣ (20)', 'four jacks (200)'; in the game's own words with ``rules`` (Clabber's
    'a dad to the A♣ (20)', 'the mule (200)')."""
    own = vocabulary.meld_word(rules, meld) if rules is not None else None
    if own is not None and meld.kind is MeldKind.CARRE:
        return QCoreApplication.translate("Explain", "{name}: {carre} ({points})").format(
            name=own, carre=carre_word(meld.top.rank), points=meld.points)
    if own is not None:
        return QCoreApplication.translate("Explain", "{name} to the {card} ({points})").format(
            name=own, card=card_word(meld.top), points=meld.points)
    if meld.kind is MeldKind.CARRE:
        return QCoreApplication.translate("Explain", "{carre} ({points})").format(
            carre=carre_word(meld.top.rank), points=meld.points)
    if meld.kind is MeldKind.TWENTY:  # Tarabish
        text = QCoreApplication.translate("Explain", "a twenty to the {card} ({points})")
    elif meld.kind is MeldKind.FIFTY:
        text = QCoreApplication.translate("Explain", "a fifty to the {card} ({points})")
    elif meld.kind is MeldKind.TIERCE:
        text = QCoreApplication.translate("Explain", "a tierce to the {card} ({points})")
    elif meld.kind is MeldKind.QUARTE:
        text = QCoreApplication.translate("Explain", "a quarte to the {card} ({points})")
    else:
        text = QCoreApplication.translate("Explain", "a quinte to the {card} ({points})")
    return text.format(card=card_word(meld.top), points=meld.points)


def melds_words(melds: Sequence[Meld], rules: Ruleset | None = None) -> str:
    return QCoreApplication.translate("Explain", " and ", "joins two declarations").join(
        meld_word(m, rules) for m in melds
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


def seat_name(seat_names: Sequence[str] | None, seat: int, players: int = 4) -> str:
    names = seat_names or default_seat_names(players)
    return names[seat] if 0 <= seat < len(names) else "?"
