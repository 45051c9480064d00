"""The cards as the bots' code counts them: bit masks, and per (ruleset, strain) tables of every per-card quantity.

Cards are bits ``suit * 9 + rank`` as in the engine. ``Tables`` holds, for one ruleset and strain, every per-card
quantity the hot loops need (power, points, higher cards, what may win when a suit is led, the duty steps in force,
the cheapest / strongest card of each subset of a suit); ``tables_for`` builds them once per contract. Shared
plumbing of the three rooms: the beliefs read the hard facts with them (``beliefs.inference``: which duty a card
proves), the card play plays with them (``play.kernel``, ``play.batch``, the compiled kernel's copy
``play.native.tables_struct``), the bidders count a strain's deal total with them.
"""

from __future__ import annotations

from functools import lru_cache

from ..engine import Ruleset, Strain
from ..engine.duties import RAISE
from ..engine.tricks import play_context

SUIT_SHIFT = (0, 9, 18, 27)
SUIT_MASKS = tuple(0x1FF << s for s in SUIT_SHIFT)
SUIT_OF = tuple(i // 9 for i in range(36))
BIT = tuple(1 << i for i in range(36))

class Tables:
    """Per (ruleset, strain) lookup tables; build through ``tables_for``."""

    __slots__ = (
        "rules", "strain", "players", "seating", "team_of", "partner_of", "partners", "power", "points", "higher",
        "trump_mask", "win_power", "raise_led", "raise_mode", "codes", "trump2", "lead_code", "last_bonus",
        "card_total", "deck_mask", "suit_cards", "cheapest", "strongest", "richest", "hand_size", "native",
    )

    def __init__(self, rules: Ruleset, strain: Strain, locked: bool = False) -> None:
        ctx = play_context(rules.deck, strain)
        self.native: object = None  # the compiled kernel's copy (native.tables_struct), made when first asked
        self.rules = rules
        self.strain = strain
        self.players = rules.players
        seating = rules.seating
        self.seating = seating
        self.team_of = seating.team_of
        self.partner_of = seating.partner_index()  # -1: alone
        self.partners = seating.partnerships
        self.power = list(ctx.power)
        self.points = list(ctx.points)
        self.higher = list(ctx.higher)
        self.trump_mask = ctx.trump_mask
        self.deck_mask = ctx.deck_mask
        self.hand_size = rules.hand_size
        trump = self.trump_mask
        # win_power[led][card]: the card's power if it can take a trick led in that suit, else -1
        self.win_power = tuple(
            [ctx.power[c] if (SUIT_OF[c] == led or trump >> c & 1) and self.deck_mask >> c & 1 else -1
             for c in range(36)]
            for led in range(4)
        )
        # the duty steps in force (engine/duties.py): codes[led][best_is_trump * 2 + partner_holds]
        duties = rules.duties
        self.raise_led = duties.raise_led[strain]
        self.codes = duties.codes[strain]
        # per led suit: 0 no raise duty, 1 a raise duty whoever holds the trick, 2 it depends (read codes)
        self.raise_mode = tuple(
            0 if not any(c & RAISE for c in self.codes[led]) else 1 if all(c & RAISE for c in self.codes[led]) else 2
            for led in range(4)
        )
        self.trump2 = tuple((self.trump_mask >> c & 1) * 2 for c in range(36))  # the best_is_trump part of an index
        self.lead_code = duties.lead[locked]
        self.last_bonus = rules.last_trick_bonus
        self.card_total = ctx.total_points + rules.last_trick_bonus
        # per suit and 9-bit subset: the cards (index order), the cheapest (fewest points, then weakest),
        # the strongest, and the richest (most points, then weakest) card; -1 for the empty subset
        suit_cards, cheapest, strongest, richest = [], [], [], []
        for suit in range(4):
            base = suit * 9
            cards_t, cheap_t, strong_t, rich_t = [], [], [], []
            for bits in range(512):
                cards = tuple(base + r for r in range(9) if bits >> r & 1)
                cards_t.append(cards)
                if cards:
                    cheap_t.append(min(cards, key=lambda c: (self.points[c], self.power[c])))
                    strong_t.append(max(cards, key=lambda c: self.power[c]))
                    rich_t.append(max(cards, key=lambda c: (self.points[c], -self.power[c])))
                else:
                    cheap_t.append(-1)
                    strong_t.append(-1)
                    rich_t.append(-1)
            suit_cards.append(tuple(cards_t))
            cheapest.append(tuple(cheap_t))
            strongest.append(tuple(strong_t))
            richest.append(tuple(rich_t))
        self.suit_cards = tuple(suit_cards)
        self.cheapest = tuple(cheapest)
        self.strongest = tuple(strongest)
        self.richest = tuple(richest)

    def cards_of(self, mask: int) -> list[int]:
        sc = self.suit_cards
        return [*sc[0][mask & 0x1FF], *sc[1][mask >> 9 & 0x1FF], *sc[2][mask >> 18 & 0x1FF], *sc[3][mask >> 27 & 0x1FF]]

    def cheapest_of(self, mask: int) -> int:
        """The card of ``mask`` that gives away least: fewest points, then weakest."""
        best, best_key = -1, 1 << 30
        points, power = self.points, self.power
        for suit in range(4):
            bits = mask >> SUIT_SHIFT[suit] & 0x1FF
            if bits:
                c = self.cheapest[suit][bits]
                key = points[c] * 256 + power[c]
                if key < best_key:
                    best, best_key = c, key
        return best


def tables_for(rules: Ruleset, strain: Strain, multiplier: int = 1) -> Tables:
    """The tables of a contract in ``strain`` (``multiplier`` > 1: doubled, which may lock the lead)."""
    return _tables_for(rules, strain, rules.duties.locked(strain, multiplier))


@lru_cache(maxsize=64)
def _tables_for(rules: Ruleset, strain: Strain, locked: bool) -> Tables:
    return Tables(rules, strain, locked)


def play_code(t: Tables, led: int, best: int, best_seat: int, seat: int) -> int:
    """The duty steps in force for ``seat`` following a trick led in ``led`` held by ``best``."""
    return t.codes[led][t.trump2[best] + (t.partner_of[seat] == best_seat)]


Covers = tuple[tuple[int, int], ...]  # (bit of a face-up table card, bit of the face-down card beneath)


def bits_of(mask: int) -> list[int]:
    """The card indices of a mask, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out
