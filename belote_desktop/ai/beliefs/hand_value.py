"""What a hand is worth in a strain, and what each call needs on that scale.

``estimate(hand, strain)`` is the bots' hand evaluation: the card points a hand's team can expect to take as the
takers in ``strain`` (on the scale of that strain's deal total), summed from per-suit tables plus a share for the
unseen partner; ``defence_strength`` is how much a hand hurts the takers. The thresholds below are what each call
needs on that scale.

Two rooms read it: the rule-based bidders call by it (``ai.bidding``: Beginner, Intermediate, the contract and
Baloot auctions), and the beliefs read the others' calls by it (``calls.auction_weight``: a caller holds what
the call needs). It lives in the beliefs room so that reading the auction never imports the bidders.
"""

from __future__ import annotations

from ...engine import PlayerView, Strain
from ...engine.deal import TurnedKeeper

SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE = 1, 2, 3, 4, 5, 6, 7, 8
PARTNER_SHARE = {"suit": 18, "nt": 15, "at": 40}
# the contract auction (Bulgarian Belot, Bidding Belote): what a whole hand (the partner's share included) needs
# to call, about the top 30 % of hands in each strain
CALL_THRESHOLD = {"suit": 72, "nt": 62, "at": 135}
# Baloot's calls (the sun-hokum auction)
HOKUM_NEED = 68  # estimated card points (of 162) from which a Hokum pays
SUN_NEED = 70  # of 130: a Sun doubles the stakes (26 round points), so it needs more than half with room
ASHKAL_COST = 6  # the partner, not this hand, holds the Sun: a little less sure
DOUBLE_DEFENCE = 40  # ``defence_strength`` from which an evaluator doubles a Hokum


def _has(bits: int, rank: int) -> bool:
    return bool(bits >> rank & 1)


def _trump_value(bits: int) -> int:
    count = bits.bit_count()
    j, nine = _has(bits, JACK), _has(bits, NINE)
    value = 28 * j + (18 + 6 * j) * nine + 11 * _has(bits, ACE) + 9 * _has(bits, TEN)
    value += 5 * _has(bits, KING) + 5 * _has(bits, QUEEN)
    value += 4 * (bits & 0b111).bit_count()  # the six, seven, eight
    value += 5 * max(0, count - 2)
    if _has(bits, KING) and _has(bits, QUEEN):
        value += 10  # belote
    return value


def _side_value(bits: int) -> int:
    ace, ten, king = _has(bits, ACE), _has(bits, TEN), _has(bits, KING)
    value = 13 * ace
    if ten:
        value += 9 if ace else (3 if bits.bit_count() >= 2 else 0)
    if king:
        value += 3 if ace and ten else (2 if ace else 0)
    return value


def _no_trump_value(bits: int) -> int:
    ace, ten, king = _has(bits, ACE), _has(bits, TEN), _has(bits, KING)
    value = 20 * ace
    if ten:
        value += 14 if ace else (4 if king and bits.bit_count() >= 2 else 0)
    if king and ace and ten:
        value += 5
    if ace and bits.bit_count() >= 5:
        value += 8
    return value


def _all_trump_value(bits: int) -> int:
    j, nine = _has(bits, JACK), _has(bits, NINE)
    value = 35 * j
    if nine:
        value += 25 if j else (8 if bits.bit_count() >= 2 else 0)
    if _has(bits, ACE) and j and nine:
        value += 8
    if _has(bits, TEN) and j and nine and _has(bits, ACE):
        value += 6
    if _has(bits, KING) and _has(bits, QUEEN):
        value += 10
    return value


TRUMP_VALUE = tuple(_trump_value(b) for b in range(512))
SIDE_VALUE = tuple(_side_value(b) for b in range(512))
NO_TRUMP_VALUE = tuple(_no_trump_value(b) for b in range(512))
ALL_TRUMP_VALUE = tuple(_all_trump_value(b) for b in range(512))


def estimate(hand: int, strain: Strain) -> int:
    """Card points the takers' team can expect with this hand in ``strain`` (partner's share included)."""
    suits = [hand >> (9 * s) & 0x1FF for s in range(4)]
    if strain is Strain.NO_TRUMPS:
        return PARTNER_SHARE["nt"] + sum(NO_TRUMP_VALUE[b] for b in suits)
    if strain is Strain.ALL_TRUMPS:
        return PARTNER_SHARE["at"] + sum(ALL_TRUMP_VALUE[b] for b in suits)
    trump = int(strain)
    trumps = suits[trump].bit_count()
    value = PARTNER_SHARE["suit"] + TRUMP_VALUE[suits[trump]]
    for s in range(4):
        if s == trump:
            continue
        bits = suits[s]
        value += SIDE_VALUE[bits]
        if trumps >= 3:
            if not bits:
                value += 6
            elif bits.bit_count() == 1 and not _has(bits, ACE):
                value += 2
    return value


def partner_share(strain: Strain) -> int:
    """The points an average partner adds to the takers in ``strain`` (included in ``estimate``)."""
    return PARTNER_SHARE["at" if strain is Strain.ALL_TRUMPS else "nt" if strain is Strain.NO_TRUMPS else "suit"]


def strain_kind(strain: Strain) -> str:
    """The kind of a strain ``PARTNER_SHARE`` and ``CALL_THRESHOLD`` are keyed by: "suit", "nt" or "at" (all trumps)."""
    return "at" if strain is Strain.ALL_TRUMPS else "nt" if strain is Strain.NO_TRUMPS else "suit"


def defence_strength(hand: int, strain: Strain) -> int:
    """How much a hand hurts the takers of ``strain``: their trumps and our aces."""
    value = 0
    suits = [hand >> (9 * s) & 0x1FF for s in range(4)]
    if strain.suit is not None:
        trumps = suits[int(strain)]
        value += 15 * _has(trumps, JACK) + 10 * _has(trumps, NINE) + 5 * max(0, trumps.bit_count() - 1)
        value += sum(8 * _has(b, ACE) for s, b in enumerate(suits) if s != int(strain))
    else:
        value += sum(10 * _has(b, ACE) + 5 * _has(b, JACK) for b in suits)
    return value


def taken_turned_bit(view: PlayerView) -> int:
    """The turned card's bit if the taker picks it up (classic), 0 if it stays where it was dealt
    (Clabber: the dealer's own card, already in his hand) — the deal plan says which."""
    turned = view.turned_card
    if turned is None or view.rules.deal_plan.keeper is not TurnedKeeper.TAKER:
        return 0
    return turned.bit
