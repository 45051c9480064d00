"""The play duties, decided once per ruleset as a small table that every layer reads.

A duty is a chain of steps tried in order. The legal cards are the hand's cards of the first step
that holds any of them, or the whole hand when no step does:

=========  ==============================================  =========================================
step       cards                                            rule
=========  ==============================================  =========================================
RAISE      of the led suit, higher than the best card       raise in trumps led; all trumps: any suit
FOLLOW     of the led suit                                  follow suit
OVERRUFF   trumps higher than the best card (a trump)       overtrump
RUFF       trumps                                           trump when void (and undertrump)
SIDE       not trumps                                       the 'locked' lead of a doubled contract
=========  ==============================================  =========================================

``DutyTable`` says which steps are in force (a bit set, the *code*) in each situation:

- following a card: indexed by (a raise duty holds for the led suit under this strain, the best card
  is a trump, the trick is held by the player's partner): ``play[raise * 4 + trump * 2 + partner]``;
- leading: ``lead[locked]``, locked = the lock rule, a trump contract and a doubled contract.

The engine (``tricks.legal_mask`` applies a code to a hand; ``illegal_reason``), the kernel (``legal_for``, the inlined random
playout), the numpy batch (``Batch.legal``, what ``Batch.play`` learns) and inference (``_proof``) read
these codes and apply them with their own mask arithmetic; none reads a duty flag of the Ruleset.

What a played card proves follows from the chain alone (``proof``): the player held no card of any
step before the first step that contains the card played.

>>> from .rules import find_variant
>>> from .actions import Strain
>>> duties = find_variant("classic").duties
>>> duties.code(Strain.HEARTS, led=3, best_is_trump=True, partner_holds=False) == FOLLOW | OVERRUFF | RUFF
True
>>> duties.code(Strain.HEARTS, led=3, best_is_trump=True, partner_holds=True) == FOLLOW
True
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from .actions import Strain

if TYPE_CHECKING:
    from .recipe import Duties

RAISE, FOLLOW, OVERRUFF, RUFF, SIDE = 1, 2, 4, 8, 16
STEP_ORDER = (RAISE, FOLLOW, OVERRUFF, RUFF, SIDE)
ALL_CARDS = (1 << 36) - 1


@dataclass(frozen=True)
class DutyTable:
    play: tuple[int, ...]  # 8 codes: [raise_in_force * 4 + best_is_trump * 2 + partner_holds]
    lead: tuple[int, int]  # 2 codes: [locked]
    raise_led: tuple[tuple[int, int, int, int], ...]  # per strain (Strain value), per led suit: 1 if a raise duty holds
    lock_when_doubled: bool
    lock_at_triple: bool  # Baloot: the lock also at x3 (seed 000 locks "double or quadruple" only)
    # the same codes by strain and led suit: codes[strain][led][best_is_trump * 2 + partner_holds]
    codes: tuple[tuple[tuple[int, ...], ...], ...]

    @staticmethod
    def of(duties: Duties) -> DutyTable:
        """The table of a ruleset's duty dials (``Ruleset.duties`` caches it)."""
        return _compile(duties)

    def code(self, strain: Strain, led: int, best_is_trump: bool, partner_holds: bool) -> int:
        """The steps in force for a player following a trick led in suit ``led``."""
        return self.codes[strain][led][best_is_trump * 2 + partner_holds]

    def locked(self, strain: Strain, multiplier: int) -> bool:
        """Whether the lead is locked (no trump lead unless only trumps) in this contract: doubled or
        quadrupled (a Gahwa stands on a quadruple), tripled only with ``lock_at_triple``."""
        return (self.lock_when_doubled and strain.suit is not None and multiplier > 1
                and (multiplier != 3 or self.lock_at_triple))

    def lead_code(self, strain: Strain, multiplier: int) -> int:
        return self.lead[self.locked(strain, multiplier)]


@cache
def _compile(duties: Duties) -> DutyTable:
    """The table of a ruleset's duty dials (rules sharing the same dials share one table)."""
    play = [_follow_code(raising, best_is_trump, partner_holds, duties)
            for raising in (0, 1) for best_is_trump in (0, 1) for partner_holds in (0, 1)]
    raise_led = [_raise_flags(strain, duties.must_raise_in_trump_lead, duties.all_trumps_raise_every_suit)
                 for strain in Strain]
    codes = tuple(tuple(tuple(play[row[led] * 4 + i] for i in range(4)) for led in range(4)) for row in raise_led)
    lock = duties.locked_lead_when_doubled
    return DutyTable(tuple(play), (0, SIDE if lock else 0), tuple(raise_led), lock, duties.locked_lead_at_triple,
                     codes)


def _follow_code(raising: int, best_is_trump: int, partner_holds: int, duties: Duties) -> int:
    """The steps in force for a player following a trick, where raising is due (``raising``), the best card
    is a trump or not, and the partner holds the trick or not."""
    code = FOLLOW
    if raising and not (partner_holds and duties.partner_exempts_trump_lead):
        code |= RAISE
    ruff = duties.must_trump and not (partner_holds and duties.partner_exempts)
    if duties.must_trump_only_if_opponent_trumped and not (best_is_trump and not partner_holds):
        ruff = False  # void: trumping is due only over an opponent's trump
    if not ruff:
        return code
    if best_is_trump and duties.must_overtrump:
        return code | OVERRUFF | (RUFF if duties.must_undertrump else 0)
    return code | RUFF


def _raise_flags(strain: Strain, raise_in_trump_lead: bool, all_trumps_raise: bool) -> tuple[int, int, int, int]:
    """Per led suit, 1 where a follower must raise in ``strain``: every suit at all trumps, the trump suit's lead
    with ``raise_in_trump_lead``."""
    if strain is Strain.ALL_TRUMPS:
        flags = [all_trumps_raise] * 4
    else:
        flags = [raise_in_trump_lead and strain.suit is not None and int(strain.suit) == led for led in range(4)]
    return (int(flags[0]), int(flags[1]), int(flags[2]), int(flags[3]))


def steps(code: int, led_mask: int, trump_mask: int, higher_best: int) -> list[tuple[int, int]]:
    """The steps of ``code`` in order, each with the cards it asks for (whoever holds them)."""
    universe = {
        RAISE: led_mask & higher_best,
        FOLLOW: led_mask,
        OVERRUFF: trump_mask & higher_best,
        RUFF: trump_mask,
        SIDE: ALL_CARDS & ~trump_mask,
    }
    return [(step, universe[step]) for step in STEP_ORDER if code & step]


def proof(code: int, card: int, led_mask: int, trump_mask: int, higher_best: int) -> int:
    """The cards a player cannot hold, having played ``card`` (an index) under ``code``."""
    absent = 0
    for _, cards in steps(code, led_mask, trump_mask, higher_best):
        if cards >> card & 1:
            return absent
        absent |= cards
    return absent
