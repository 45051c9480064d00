"""The deal as data: a ``DealPlan`` (read from the Ruleset) compiled once into a ``DealScript``.

The plan says what the rules say: packets before and after the auction and where each packet goes
(hand, kitty, table face down, table face up), where the turned card comes from and who keeps it,
how many cards stay unused, and who receives the first packet. The script is the plan played out
for one dealer (and, after the auction, one taker): the ordered list of "the card at deck position
p goes to zone z of seat s, face up or down". ``DealState`` deals by executing the script, the UI's
animator replays it as seen from a seat, and the rules book describes the plan: nothing else knows
how a deal goes.

>>> from .rules import find_variant
>>> plan = find_variant("classic").deal_plan
>>> script = plan.script(dealer=0, taker=2)
>>> [(s.kind.value, s.position, s.seat, s.zone.value) for s in script.before[:2]]
[('deal', 0, 1, 'hand'), ('deal', 1, 1, 'hand')]
>>> script.before[-1].kind.value, script.before[-1].position, script.before[-1].zone.value
('turn', 20, 'turned')
>>> script.after[0].kind.value, script.after[0].seat   # the taker picks up the turned card
('take', 2)
>>> sum(1 for s in script.after if s.seat == 2 and s.kind.value == 'deal')   # and gets one card fewer
2
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import NamedTuple


class Zone(Enum):
    """Where a card lies during a deal."""

    HAND = "hand"  # in a player's hand: seen by him alone
    KITTY = "kitty"  # a player's face-down packet, picked up after the auction
    TABLE_DOWN = "table_down"  # face down on the table in front of a player (unseen even by him)
    TABLE_UP = "table_up"  # face up on the table in front of a player, maybe covering a face-down card
    TURNED = "turned"  # face up in the middle, proposing the trump
    STOCK = "stock"  # still in the pack (not dealt yet, or unused for the whole deal)


class TurnedFrom(Enum):
    """Which card proposes the trump."""

    NONE = "none"
    STOCK = "stock"  # the next card of the pack after the first packets (classic)
    DEALER_LAST = "dealer_last"  # the dealer's last card, dealt face up into his hand (Clabber)
    LAYOUT_LAST = "layout_last"  # the last face-up card of the dealer's table layout (Découverte)


class TurnedKeeper(Enum):
    """Who ends up with the turned card."""

    TAKER = "taker"  # the player who takes the contract picks it up (classic)
    OWNER = "owner"  # it stays where it was dealt (the dealer's hand or layout); a stock card goes to the dealer


class StepKind(Enum):
    DEAL = "deal"  # from the pack to a zone of a seat
    TURN = "turn"  # the card that proposes the trump is shown (from the pack to the middle, or where it lies)
    TAKE = "take"  # the turned card is taken into a hand
    PICK_UP = "pick_up"  # a kitty card goes into its owner's hand


@dataclass(frozen=True)
class Packet:
    size: int
    zone: Zone = Zone.HAND


@dataclass(frozen=True)
class DealStep:
    """One card moving: the card at ``position`` in the deck (0 = top) goes to ``zone`` of ``seat``."""

    kind: StepKind
    position: int
    seat: int  # -1: the middle of the table (the turned card)
    zone: Zone
    face_up: bool  # seen by every player
    slot: int = -1  # the column of a table card; the index in the zone otherwise
    under: int = -1  # a face-up table card: the position of the face-down card it covers, -1 if none


@dataclass(frozen=True)
class DealScript:
    """The plan played out for one dealer (and one taker, for the part after the auction)."""

    dealer: int
    taker: int  # -1: the auction is not over, ``after`` is empty
    before: tuple[DealStep, ...]
    after: tuple[DealStep, ...]
    turned: int  # deck position of the turned card, -1 if none
    stock_before: tuple[int, ...]  # deck positions still in the pack during the auction
    unused: tuple[int, ...]  # deck positions never dealt
    # the script grouped for execution: (zone, seat, positions) in script order
    before_fill: tuple[tuple[Zone, int, tuple[int, ...]], ...] = field(repr=False, compare=False, default=())
    after_fill: tuple[tuple[Zone, int, tuple[int, ...]], ...] = field(repr=False, compare=False, default=())

    @property
    def steps(self) -> tuple[DealStep, ...]:
        return self.before + self.after


@dataclass(frozen=True)
class DealPlan:
    players: int
    deck: int
    before: tuple[Packet, ...]
    after: tuple[Packet, ...]  # to the hands only
    turned_from: TurnedFrom = TurnedFrom.NONE
    keeper: TurnedKeeper = TurnedKeeper.TAKER
    unused: int = 0
    first_receiver: int = 1  # seats after the dealer; the deal then goes on in play order
    _scripts: dict[tuple[int, int], DealScript] = field(
        default_factory=dict, repr=False, compare=False, hash=False)

    # -- counts -------------------------------------------------------------------------
    def per_seat(self, zone: Zone, packets: tuple[Packet, ...] | None = None) -> int:
        """Cards each seat receives into ``zone`` (from the packets before the auction by default)."""
        return sum(p.size for p in (self.before if packets is None else packets) if p.zone is zone)

    @property
    def cards_per_seat(self) -> int:
        """Cards each seat plays in the deal (hand, kitty and table, the turned card's swap included)."""
        return sum(p.size for p in self.before) + sum(p.size for p in self.after)

    @property
    def takes_turned_from_stock(self) -> bool:
        return self.turned_from is TurnedFrom.STOCK

    def after_cards(self, keeper: bool) -> int:
        """Cards a seat adds to its hand after the auction from its kitty and the pack (the turned card's
        keeper: besides the turned card)."""
        extra = self.per_seat(Zone.KITTY) + sum(p.size for p in self.after)
        return extra - 1 if keeper and self.takes_turned_from_stock else extra

    def order(self, dealer: int) -> tuple[int, ...]:
        """The seats in the order they receive each packet."""
        n = self.players
        return tuple((dealer + self.first_receiver + k) % n for k in range(n))

    # -- validation -----------------------------------------------------------------------
    def check(self) -> None:
        """Raise ValueError (saying why) if the engine cannot deal this plan."""
        n = self.players
        if any(p.size <= 0 for p in self.before + self.after):
            raise ValueError("every deal packet must hold at least one card")
        if any(p.zone is not Zone.HAND for p in self.after):
            raise ValueError("the packets after the auction go to the hands")
        if not 0 <= self.first_receiver < n:
            raise ValueError(f"the first receiver must be 0 to {n - 1} seats after the dealer")
        if self.unused < 0:
            raise ValueError("the number of unused cards cannot be negative")
        if self.per_seat(Zone.TABLE_DOWN) > self.per_seat(Zone.TABLE_UP):
            raise ValueError("every face-down table card must lie under a face-up one")
        turned = self.turned_from
        if turned is TurnedFrom.STOCK and not self.after:
            raise ValueError(
                "a card turned from the pack is kept in place of a card dealt after the auction: "
                "there must be packets after the auction")
        if turned is TurnedFrom.DEALER_LAST:
            if self.keeper is not TurnedKeeper.OWNER:
                raise ValueError("the dealer's own turned card stays with him (keeper: owner)")
            if not self.per_seat(Zone.HAND):
                raise ValueError("the dealer's last card is turned, but no card is dealt to the hands before the auction")
        if turned is TurnedFrom.LAYOUT_LAST:
            if self.keeper is not TurnedKeeper.OWNER:
                raise ValueError("the turned card of the dealer's layout stays there (keeper: owner)")
            if not self.per_seat(Zone.TABLE_UP):
                raise ValueError("the layout's last card is turned, but no face-up table card is dealt")
        if self.cards_per_seat <= 0:
            raise ValueError("the deal gives no cards")
        dealt = n * self.cards_per_seat
        if dealt + self.unused != self.deck:
            raise ValueError(
                f"the deal gives {n} players {self.cards_per_seat} cards each ({dealt} cards) and leaves "
                f"{self.unused} unused, but the pack has {self.deck}")

    # -- the script ---------------------------------------------------------------------------
    def script(self, dealer: int, taker: int = -1) -> DealScript:
        """The deal played out for ``dealer``; with ``taker`` >= 0, the part after the auction too."""
        key = (dealer, taker)
        script = self._scripts.get(key)
        if script is None:
            script = self._scripts[key] = _compile(self, dealer, taker)
        return script


def _compile(plan: DealPlan, dealer: int, taker: int) -> DealScript:
    order = plan.order(dealer)
    before, pos = _steps_before(plan, order)
    turned, pos = _turn(plan, before, dealer, pos)
    stock_before = tuple(range(pos, plan.deck))
    keeper = taker if plan.keeper is TurnedKeeper.TAKER else dealer
    after = _steps_after(plan, _BeforeAuction(order, before, turned, pos), keeper) if taker >= 0 else []
    unused = tuple(range(plan.deck - plan.unused, plan.deck))
    return DealScript(
        dealer, taker, tuple(before), tuple(after), turned, stock_before, unused,
        _fill(before), _fill(after),
    )


def _steps_before(plan: DealPlan, order: tuple[int, ...]) -> tuple[list[DealStep], int]:
    """The packets dealt before the auction, card by card (a face-up table card over the face-down one of the
    same slot), and the next deck position."""
    before: list[DealStep] = []
    counts: dict[tuple[int, Zone], int] = {}
    down: list[list[int]] = [[] for _ in range(plan.players)]
    pos = 0
    for packet in plan.before:
        for seat in order:
            for _ in range(packet.size):
                slot = counts.get((seat, packet.zone), 0)
                counts[(seat, packet.zone)] = slot + 1
                under = -1
                if packet.zone is Zone.TABLE_DOWN:
                    down[seat].append(pos)
                elif packet.zone is Zone.TABLE_UP and slot < len(down[seat]):
                    under = down[seat][slot]
                before.append(DealStep(StepKind.DEAL, pos, seat, packet.zone, packet.zone is Zone.TABLE_UP, slot, under))
                pos += 1
    return before, pos


def _turn(plan: DealPlan, before: list[DealStep], dealer: int, pos: int) -> tuple[int, int]:
    """The turned card's step added to ``before`` (the next card of the stock, or the dealer's last card shown):
    its deck position (-1: none) and the next deck position."""
    if plan.turned_from is TurnedFrom.STOCK:
        before.append(DealStep(StepKind.TURN, pos, -1, Zone.TURNED, True))
        return pos, pos + 1
    if plan.turned_from not in (TurnedFrom.DEALER_LAST, TurnedFrom.LAYOUT_LAST):
        return -1, pos
    zone = Zone.HAND if plan.turned_from is TurnedFrom.DEALER_LAST else Zone.TABLE_UP
    at = max(i for i, s in enumerate(before) if s.seat == dealer and s.zone is zone)
    step = before[at]
    before[at] = DealStep(step.kind, step.position, step.seat, step.zone, True, step.slot, step.under)
    before.append(DealStep(StepKind.TURN, step.position, dealer, zone, True, step.slot, step.under))
    return step.position, pos


class _BeforeAuction(NamedTuple):
    """The deal up to the auction, as ``_compile`` found it: the seats in dealing order, the steps, the turned
    card's deck position (-1: none) and the next deck position."""

    order: tuple[int, ...]
    steps: list[DealStep]
    turned: int
    next_position: int


def _steps_after(plan: DealPlan, before_auction: _BeforeAuction, keeper: int) -> list[DealStep]:
    """After the auction: the turned card taken (by ``keeper``), the kitties picked up, the packets dealt from
    the next deck position (the keeper of a turned stock card one card short in the last)."""
    order, before, turned, pos = before_auction
    after: list[DealStep] = []
    if plan.turned_from in (TurnedFrom.STOCK, TurnedFrom.DEALER_LAST):
        after.append(DealStep(StepKind.TAKE, turned, keeper, Zone.HAND, False))
    for seat in order:
        for step in before:
            if step.seat == seat and step.zone is Zone.KITTY:
                after.append(DealStep(StepKind.PICK_UP, step.position, seat, Zone.HAND, False))
    short = plan.turned_from is TurnedFrom.STOCK
    last = len(plan.after) - 1
    for number, packet in enumerate(plan.after):
        for seat in order:
            count = packet.size - 1 if short and seat == keeper and number == last else packet.size
            for _ in range(count):
                after.append(DealStep(StepKind.DEAL, pos, seat, Zone.HAND, False))
                pos += 1
    return after


def _fill(steps: list[DealStep]) -> tuple[tuple[Zone, int, tuple[int, ...]], ...]:
    """The steps that put a card into a zone, grouped by (zone, seat) in first-seen order."""
    groups: dict[tuple[Zone, int], list[int]] = {}
    for step in steps:
        if step.kind is StepKind.TURN:
            continue
        groups.setdefault((step.zone, step.seat), []).append(step.position)
    return tuple((zone, seat, tuple(positions)) for (zone, seat), positions in groups.items())


class Zones(NamedTuple):
    """The cards of a deal outside the hands, the trick and the won tricks (card masks)."""

    stock: int  # still in the pack: not dealt yet, or unused for the whole deal
    kitty: tuple[int, ...]  # per seat, face down (even to its owner) until picked up
    table_down: tuple[int, ...]  # per seat, face down on the table
    table_up: tuple[int, ...]  # per seat, face up on the table
    under: tuple[tuple[int, int], ...] = ()  # (card index on top, card index beneath) on the table

    def of(self, seat: int) -> int:
        """Every card of ``seat`` outside his hand."""
        return self.kitty[seat] | self.table_down[seat] | self.table_up[seat]

    def played_from_table(self, seat: int, index: int, at_once: bool) -> Zones:
        """These zones after ``seat`` plays his face-up table card ``index``: the face-down card it covered is
        uncovered, and turns up now where ``at_once`` (else after the trick: ``turned_up_uncovered``)."""
        up = list(self.table_up)
        up[seat] &= ~(1 << index)
        down = self.table_down
        under = self.under
        beneath = next((b for top, b in under if top == index), -1)
        if beneath >= 0:
            under = tuple(pair for pair in under if pair[0] != index)
            if at_once:
                down_list = list(down)
                down_list[seat] &= ~(1 << beneath)
                up[seat] |= 1 << beneath
                down = tuple(down_list)
        return self._replace(table_up=tuple(up), table_down=down, under=under)

    def turned_up_uncovered(self) -> Zones:
        """These zones after a trick: every face-down table card no longer covered turns face up."""
        covered = 0
        for _, beneath in self.under:
            covered |= 1 << beneath
        if not any(down & ~covered for down in self.table_down):
            return self
        return self._replace(
            table_up=tuple(up | (down & ~covered) for up, down in zip(self.table_up, self.table_down)),
            table_down=tuple(down & covered for down in self.table_down),
        )


_EMPTY: dict[int, Zones] = {}


def empty_zones(players: int, stock: int = 0) -> Zones:
    if not stock:
        zones = _EMPTY.get(players)
        if zones is None:
            zones = _EMPTY[players] = Zones(0, (0,) * players, (0,) * players, (0,) * players)
        return zones
    return Zones(stock, (0,) * players, (0,) * players, (0,) * players)


def execute(
    fill: tuple[tuple[Zone, int, tuple[int, ...]], ...], order: tuple[int, ...], hands: list[int],
    zones: Zones, script: DealScript, stock: int, after_auction: bool,
) -> Zones:
    """Run one part of a script on ``hands`` (changed in place) and the other zones; the new zones.

    ``order`` is the deck as card indices; ``stock`` the pack before this part (every card of the
    deck before the deal). Hand cards are the common case, so they take the short road.
    """
    laid: dict[Zone, list[int]] = {}  # the zones besides the hands that change, per seat
    if after_auction and any(zones.kitty):  # every kitty is picked up (its cards go to the hands below)
        laid[Zone.KITTY] = [0] * len(hands)
    placed = 0
    for zone, seat, positions in fill:
        mask = 0
        for p in positions:
            mask |= 1 << order[p]
        placed |= mask
        if zone is Zone.HAND:
            hands[seat] |= mask
        elif zone in _LAID:
            per_seat = laid.get(zone)
            if per_seat is None:
                per_seat = laid[zone] = list(getattr(zones, _LAID[zone]))
            per_seat[seat] |= mask
    stock &= ~placed
    if script.turned >= 0:
        stock &= ~(1 << order[script.turned])
    if not laid:
        return zones._replace(stock=stock) if stock != zones.stock else zones
    return _laid_zones(zones, laid, stock, order, script)


_LAID = {Zone.KITTY: "kitty", Zone.TABLE_DOWN: "table_down", Zone.TABLE_UP: "table_up"}
"""execute: the Zones field of each zone besides the hands."""


def _laid_zones(zones: Zones, laid: dict[Zone, list[int]], stock: int, order: tuple[int, ...],
                script: DealScript) -> Zones:
    """execute's new zones: ``laid`` per seat where a part changed, the face-up table cards' covers added."""
    under = zones.under
    if Zone.TABLE_UP in laid:
        under = under + tuple(
            (order[s.position], order[s.under]) for s in script.before
            if s.zone is Zone.TABLE_UP and s.under >= 0 and s.kind is StepKind.DEAL  # not the turned card's repeat
        )
    kitty, table_down, table_up = (
        tuple(laid[zone]) if zone in laid else getattr(zones, name) for zone, name in _LAID.items())
    return Zones(stock, kitty, table_down, table_up, under)
