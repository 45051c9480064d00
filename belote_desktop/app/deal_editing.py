"""The deal editor's model (no Qt): every card of the pack in one zone, for any game's deal shape.

The zones come from the game's deal plan (``Ruleset.deal_plan``): each seat's hand, kitty, face-down
and face-up table cards as the deal gives them before the auction; then, shared, the turned card
(when it comes from the pack), the pack dealt after the auction, and the cards never dealt. With a
fixed contract the taker is known, so the pack is shown as each seat's cards "after the auction"
instead (the turned card's keeper gets one fewer). Cards in no zone lie in the pool.

Where the turned card is one of the dealer's own (Clabber: his last hand card; Découverte: his last
face-up table card) it is the last card of that zone, as the deal script turns it.

``deck()`` inverts the deal with ``engine.state.deck_for_hands``; ``start()`` deals it (with a fixed
contract through ``deal_layout_with_contract``, which runs the whole script and skips the auction).

>>> from belote_desktop.engine import find_variant
>>> draft = DealDraft(find_variant("classic"), dealer=0)
>>> [p.code for p in draft.problems()][:1]
['count']
>>> draft.deal_rest(seed=1)
>>> draft.problems()
[]
>>> draft.pool(), DealDraft.from_deal(draft.start()).cards == draft.cards
([], True)
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..engine import CARDS, Card, Contract, DealState, Declare, PlayCard, Ruleset, Strain, new_deal
from ..engine.auctions import AUCTIONS
from ..engine.cards import deck_cards
from ..engine.deal import DealPlan, DealScript, StepKind, TurnedFrom, Zone
from ..engine.state import deal_layout_with_contract, deck_for_hands

SEAT_ZONES = ("hand", "kitty", "table_down", "table_up")  # in the order the deal gives them
ENGINE_ZONE = {"hand": Zone.HAND, "kitty": Zone.KITTY, "table_down": Zone.TABLE_DOWN, "table_up": Zone.TABLE_UP}
SHARED = -1  # the seat of the zones no seat owns (turned card, pack, never dealt)


@dataclass(frozen=True)
class Slot:
    """One zone of the editor: ``key`` (hand, kitty, table_down, table_up, after, turned, pack, never),
    its seat (SHARED for the last three) and how many cards it must hold."""

    key: str
    seat: int
    size: int


@dataclass(frozen=True)
class Problem:
    """Why the deal cannot be played yet: ``code`` and its ``params`` (the UI turns them into words)."""

    code: str
    params: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class FixedContract:
    """A contract chosen in the editor: the auction is skipped and the play starts at once."""

    taker: int
    strain: Strain
    value: int = 0  # point auctions only


def contract_strains(rules: Ruleset) -> tuple[Strain, ...]:
    """The strains an auction of these rules can make (the four suits at least)."""
    return tuple(AUCTIONS[rules.trump_scheme].strains(rules))


def contract_values(rules: Ruleset) -> tuple[int, ...]:
    """The values a contract can have: the point auction's bids; () when the game's contracts have none."""
    return AUCTIONS[rules.trump_scheme].values(rules)


class DealDraft:
    """A deal being edited: the cards of each zone (in the order they are dealt), the dealer, a contract."""

    def __init__(self, rules: Ruleset, dealer: int = 0) -> None:
        self.rules = rules
        self.dealer = dealer
        self.contract: FixedContract | None = None
        self.cards: dict[tuple[str, int], list[Card]] = {}
        for slot in self.slots():
            self.cards[(slot.key, slot.seat)] = []

    # -- the shape ------------------------------------------------------------------------------
    @property
    def plan(self) -> DealPlan:
        return self.rules.deal_plan

    @property
    def turned_from(self) -> TurnedFrom:
        return self.plan.turned_from

    def turned_zone(self) -> tuple[str, int] | None:
        """The zone whose last card is turned (the dealer's own card), None if no such zone."""
        if self.turned_from is TurnedFrom.DEALER_LAST:
            return ("hand", self.dealer)
        if self.turned_from is TurnedFrom.LAYOUT_LAST:
            return ("table_up", self.dealer)
        return None

    def slots(self) -> list[Slot]:
        """Every zone in display order: each seat's zones, then the shared ones."""
        plan = self.plan
        slots = [
            Slot(key, seat, plan.per_seat(ENGINE_ZONE[key]))
            for seat in range(self.rules.players)
            for key in SEAT_ZONES
            if plan.per_seat(ENGINE_ZONE[key])
        ]
        slots += self._after_slots() + self._shared_slots()
        # the seats' zones grouped by seat, "after" last
        return sorted(slots, key=lambda s: (s.seat == SHARED, s.seat, s.key == "after"))

    def _after_slots(self) -> list[Slot]:
        """With a fixed contract, each seat's cards dealt after the auction."""
        if self.contract is None or not self.plan.after:
            return []
        script = self.plan.script(self.dealer, self.contract.taker)
        return [
            Slot("after", seat, sum(1 for s in script.after if s.kind is StepKind.DEAL and s.seat == seat))
            for seat in range(self.rules.players)
        ]

    def _shared_slots(self) -> list[Slot]:
        """The zones no seat owns: the turned card from the pack, the pack dealt after the auction, the cards
        never dealt."""
        plan = self.plan
        slots = []
        if plan.takes_turned_from_stock:
            slots.append(Slot("turned", SHARED, 1))
        if self.contract is None and plan.after:
            slots.append(Slot("pack", SHARED, self.pack_size()))
        if plan.unused:
            slots.append(Slot("never", SHARED, plan.unused))
        return slots

    def pack_size(self) -> int:
        script = self.plan.script(self.dealer)
        return len(script.stock_before) - int(self.plan.unused)

    def slot(self, key: str, seat: int) -> Slot:
        for slot in self.slots():
            if (slot.key, slot.seat) == (key, seat):
                return slot
        raise KeyError(f"no zone {key} of seat {seat} in {self.rules.id}")

    # -- the cards ----------------------------------------------------------------------------------
    def all_cards(self) -> tuple[Card, ...]:
        return tuple(deck_cards(self.rules.deck))

    def pool(self) -> list[Card]:
        """The cards of the pack in no zone, in pack order."""
        placed = {c for cards in self.cards.values() for c in cards}
        return [c for c in self.all_cards() if c not in placed]

    def where(self, card: Card) -> tuple[str, int] | None:
        for place, cards in self.cards.items():
            if card in cards:
                return place
        return None

    def move(self, card: Card, key: str, seat: int, index: int = -1) -> None:
        """Put ``card`` into zone (``key``, ``seat``) at ``index`` (-1: last); key "pool" takes it out.
        The drop of a dragged card and every other move come here."""
        if card not in self.all_cards():
            raise ValueError(f"{card} is not in the pack of {self.rules.id}")
        place = self.where(card)
        if place is not None:
            self.cards[place].remove(card)
        if key == "pool":
            return
        target = self.cards[(key, seat)]
        target.insert(len(target) if index < 0 else min(index, len(target)), card)

    def set_zone(self, key: str, seat: int, cards: Sequence[Card]) -> None:
        """The zone holds exactly ``cards`` (typed): cards it held besides go back to the pool, the new ones
        leave their zones."""
        for card in list(self.cards[(key, seat)]):
            self.move(card, "pool", SHARED)
        for card in cards:
            self.move(card, key, seat)

    def clear(self) -> None:
        for cards in self.cards.values():
            cards.clear()

    def deal_rest(self, seed: int | str) -> None:
        """Fill every zone that lacks cards from the pool, shuffled by ``seed``; full zones are kept."""
        pool = self.pool()
        random.Random(f"editor:{seed}").shuffle(pool)
        for slot in self.slots():
            cards = self.cards[(slot.key, slot.seat)]
            while len(cards) < slot.size and pool:
                cards.append(pool.pop())

    def set_dealer(self, dealer: int) -> None:
        """A new dealer: the turned card (one of the dealer's own) and the shares after the auction follow."""
        self.dealer = dealer
        self._reshape()  # every zone keeps its cards: the seats' cards after the auction are still theirs

    def set_contract(self, contract: FixedContract | None) -> None:
        """A fixed contract (or None: the auction as usual). Switching turns the pack into each seat's cards
        after the auction and back, in the order the deal script gives them."""
        before = self._after_order()
        self.contract = contract
        self._reshape(before)

    def _after_order(self) -> list[Card] | None:
        """The cards dealt after the auction in deck order (the pack, or the seats' "after" zones)."""
        if not self.plan.after:
            return None
        if self.contract is None:
            return list(self.cards.get(("pack", SHARED), []))
        script = self.plan.script(self.dealer, self.contract.taker)
        queues = {seat: list(self.cards.get(("after", seat), [])) for seat in range(self.rules.players)}
        order = []
        for step in script.after:
            if step.kind is StepKind.DEAL and queues[step.seat]:
                order.append(queues[step.seat].pop(0))
        return order + [c for q in queues.values() for c in q]

    def _reshape(self, after: list[Card] | None = None) -> None:
        """Make the zones fit the current shape; cards that no longer fit go back to the pool. ``after``: the
        cards dealt after the auction in deck order, to share out again (a contract set or dropped). (A new
        dealer's own last card simply becomes the turned one: nothing moves.)"""
        old = self.cards
        self.cards = {}
        for slot in self.slots():
            if after is not None and slot.key in ("pack", "after"):
                self.cards[(slot.key, slot.seat)] = []
            else:
                self.cards[(slot.key, slot.seat)] = list(old.get((slot.key, slot.seat), []))[: slot.size]
        if after:
            if self.contract is None:
                self.cards[("pack", SHARED)] = after[: self.pack_size()]
            else:
                script = self.plan.script(self.dealer, self.contract.taker)
                rest = list(after)
                for step in script.after:
                    if step.kind is StepKind.DEAL and rest:
                        self.cards[("after", step.seat)].append(rest.pop(0))

    # -- checking ----------------------------------------------------------------------------------
    def problems(self) -> list[Problem]:
        """What stops the deal from being played: each zone with too few or too many cards."""
        found = []
        for slot in self.slots():
            have = len(self.cards[(slot.key, slot.seat)])
            if have != slot.size:
                found.append(Problem("count", {"key": slot.key, "seat": slot.seat, "have": have, "need": slot.size}))
        if self.contract is not None:
            c = self.contract
            if not 0 <= c.taker < self.rules.players:
                found.append(Problem("taker", {"taker": c.taker}))
            if c.strain not in contract_strains(self.rules):
                found.append(Problem("strain", {"strain": c.strain}))
            values = contract_values(self.rules)
            if (c.value not in values) if values else c.value != 0:
                found.append(Problem("value", {"value": c.value}))
        return found

    @property
    def valid(self) -> bool:
        return not self.problems()

    # -- dealing -------------------------------------------------------------------------------------
    def deck(self) -> tuple[Card, ...]:
        """The deck order whose deal gives every zone its cards (ValueError while the draft is not valid)."""
        problems = self.problems()
        if problems:
            raise ValueError(f"the deal is not complete: {problems[0].code} {problems[0].params}")
        n = self.rules.players
        hands = [self.cards.get(("hand", seat), []) for seat in range(n)]
        zones = {
            ENGINE_ZONE[key]: [self.cards[(key, seat)] for seat in range(n)]
            for key in ("kitty", "table_down", "table_up")
            if self.plan.per_seat(ENGINE_ZONE[key])
        }
        turned = self._turned_card()
        never = list(self.cards.get(("never", SHARED), []))
        if self.contract is not None and self.plan.after:
            later = [self.cards[("after", seat)] for seat in range(n)]
            return deck_for_hands(self.rules, self.dealer, hands, turned, never, self.contract.taker, later, zones)
        pack = list(self.cards.get(("pack", SHARED), []))
        return deck_for_hands(self.rules, self.dealer, hands, turned, pack + never, zones=zones)

    def _turned_card(self) -> Card | None:
        """The card turned up: the shared zone's from the pack, or the last of the dealer's own zone."""
        if self.plan.takes_turned_from_stock:
            return self.cards[("turned", SHARED)][0]
        own = self.turned_zone()
        return self.cards[own][-1] if own is not None else None

    def engine_contract(self) -> Contract | None:
        c = self.contract
        return None if c is None else Contract(c.strain, c.taker, c.value)

    def start(self) -> DealState:
        """The deal before its first move: before the auction, or at the first trick of a fixed contract."""
        deck = self.deck()
        contract = self.engine_contract()
        if contract is None:
            return new_deal(self.rules, self.dealer, deck=deck)
        return deal_layout_with_contract(self.rules, self.dealer, deck, contract)

    @classmethod
    def from_deal(cls, deal: DealState) -> DealDraft:
        """The draft of a deal's cards as dealt, with its dealer; the auction as usual, or the fixed contract
        of a deal played without an auction (an edited deal comes back to the editor as it was played)."""
        draft = cls(deal.rules, deal.dealer)
        draft._take_cards_of(deal)
        c = deal.contract
        if c is not None and all(isinstance(a, (PlayCard, Declare)) for _, a in deal.history):
            draft.set_contract(FixedContract(c.taker, c.strain, c.value))
        return draft

    def _take_cards_of(self, deal: DealState) -> None:
        """Each zone holds the cards the deal's script gives it from the deal's deck."""
        deck = [CARDS[i] for i in deal.deck]
        script = self.plan.script(deal.dealer)
        zone_keys = {zone: key for key, zone in ENGINE_ZONE.items()}
        for step in script.before:
            if step.kind is StepKind.DEAL:
                self.cards[(zone_keys[step.zone], step.seat)].append(deck[step.position])
        self._take_shared_cards(script, deck)

    def _take_shared_cards(self, script: DealScript, deck: list[Card]) -> None:
        """The turned card from the pack, the pack dealt after the auction and the cards never dealt, from the
        deal's ``deck``."""
        if script.turned >= 0 and self.plan.takes_turned_from_stock:
            self.cards[("turned", SHARED)] = [deck[script.turned]]
        unused = set(script.unused)
        if self.plan.after:
            self.cards[("pack", SHARED)] = [deck[p] for p in script.stock_before if p not in unused]
        if unused:
            self.cards[("never", SHARED)] = [deck[p] for p in script.unused]


def cards_text(cards: Iterable[Card]) -> str:
    return " ".join(str(c) for c in cards)
