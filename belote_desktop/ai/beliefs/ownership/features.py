"""A play-phase ``PlayerView`` -> one feature row for the ownership model, read from the view only.

Seats are **relative** to the viewer (0 the viewer, 1 the next to play after it, ...). Suits are
**canonicalised**: the trump suit first, then the side suits in their natural order (clubs, diamonds,
hearts, spades without the trump); in no trumps and all trumps the natural order. A card's *slot* is its
canonical suit times the deck's ranks per suit plus its rank's place in the deck, so the same hand in
another trump reads alike. ``Encoded.cards`` maps the slots back to card indices.

A hidden card's *places*: the other seats in turn order after the viewer, then the cards never dealt (the
*stock*, Belot for 2's six) where the game has them, then where cards lie face down on the table (Découverte,
Belot for 2 with open cards) each seat's face-down pile, the viewer's own first (a face-down card is unseen by
everyone, its owner included): three at most (four seats: the three others; three seats: two; two seats and a
stock: the opponent, the stock; two seats and face-down cards: the opponent's hand, the viewer's face-down
pile, the opponent's). The model's output and the prior are always three places wide; a place the game does
not have is padded with prior 0 (the model gives it exactly 0).

A place's *absolute index* (``uniform_marginals``, ``model.beliefs``, ``sampler.WeightedSampler``): a seat's
hand is the seat's number ``s``; with face-down table cards seat ``s``'s pile is ``n + s`` and the stock
``2 n`` (as in ``inference.DealSampler``), without them the stock is ``n``.

Beside the features, ``encode`` returns the hard facts per unseen card: ``prior`` (the exact chance each
place holds it when every deal that fits the hard facts counts alike: ``inference.DealSampler``'s
counting, summed over its splits) and the mask ``prior > 0`` (a place that cannot hold the card). The
model's output is a correction of that prior, masked by it.

Games of two, three or four seats are encoded where a hidden card has three places at most. The four-seat
layouts are those of the first models, the small tables' those of issue 48 (their schemas and hashes
unchanged); the games with face-down table cards have blocks of their own (each seat's face-up table cards,
those that cover a face-down one, the face-down cards each seat still has) and the schema's ``down=1``.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from functools import cache, cached_property

import numpy as np

from ....engine import Phase, PlayerView, Ruleset, Strain, Suit
from ....engine.actions import Ashkal, Bid, Call, Double, Hokum, Pass, Redouble, Sun, Take
from ..inference import DealSampler, InconsistentView, Knowledge, read_view

SCHEMA_VERSION = 1
SEATS = 4  # the most seats a game has
OTHERS = SEATS - 1  # places per card in the model's output and the prior (padded where a game has fewer)
MAX_VALUE = 250.0  # contract values are read on this scale (point auctions: 80..250, capot apart)


STRAIN_KINDS = ("suit", "no_trumps", "all_trumps")  # the ``strain_kind`` block's order


def _scalar_blocks(seats: int = SEATS, stock: bool = False, down: bool = False) -> list[tuple[str, int]]:
    blocks = [
        ("strain_kind", 3),  # a trump suit, no trumps, all trumps
        ("taker", seats),
        ("multiplier", 3),  # 1, 2, 4 or more
        ("value", 1),
        ("capot", 1),
        ("cards_left", seats),
        ("hidden_left", seats),  # unknown cards still in each hand (the viewer's: 0)
        ("tricks_done", 1),
        ("trick_leader", seats),
        ("trick_winner", seats),
        ("auction_passes", seats),
        ("auction_calls", seats),
        ("auction_strain", seats * 6),  # per seat: the strains it named (canonical suits, no trumps, all trumps)
        ("auction_doubled", seats),
        ("auction_redoubled", seats),
        ("auction_value", seats),
        ("declared", seats),
        ("belote", seats),
    ]
    if stock:
        blocks.append(("stock_left", 1))  # the cards never dealt, on the hand size's scale
    if down:
        blocks.append(("down_left", seats))  # face-down table cards per seat, on the hand size's scale
    return blocks


@dataclass(frozen=True)
class Layout:
    """The feature layout of one deck: names and sizes of the blocks, and the schema hash of them."""

    deck: str  # the deck kind's name
    ranks: tuple[int, ...]  # the deck's ranks, low first
    blocks: tuple[tuple[str, int], ...]
    players: int = SEATS  # seats at the table
    stock: bool = False  # some cards are never dealt: one more place a hidden card may be
    down: bool = False  # face-down table cards: each seat's pile is one more place a hidden card may be

    @property
    def cards(self) -> int:
        """Cards in the deck (slots)."""
        return 4 * len(self.ranks)

    @property
    def places(self) -> int:
        """Where a hidden card may be: the other seats, the stock, the face-down piles (at most ``OTHERS``)."""
        return self.players - 1 + int(self.stock) + (self.players if self.down else 0)

    @property
    def indices(self) -> int:
        """The length of a card's chances by absolute place index (``uniform_marginals``, ``model.beliefs``)."""
        return index_count(self.players, self.stock, self.down)

    @property
    def stock_place(self) -> int:
        """The stock's place index (-1 where there is none)."""
        return self.players - 1 if self.stock else -1

    @property
    def size(self) -> int:
        return sum(n for _, n in self.blocks)

    def offset(self, name: str) -> int:
        return self._offsets[name]

    @cached_property
    def _offsets(self) -> dict[str, int]:
        out: dict[str, int] = {}
        at = 0
        for block, n in self.blocks:
            out[block] = at
            at += n
        return out

    @property
    def schema(self) -> str:
        """The layout in words: what a saved model was trained on."""
        parts = [f"ownership-v{SCHEMA_VERSION}", f"seats={self.players}"]
        if self.stock:
            parts.append("stock=1")
        if self.down:
            parts.append("down=1")
        parts += [f"deck={self.deck}", "ranks=" + ",".join(map(str, self.ranks))]
        parts += [f"{name}:{n}" for name, n in self.blocks]
        return ";".join(parts)

    @property
    def schema_hash(self) -> str:
        return hashlib.sha256(self.schema.encode()).hexdigest()[:16]

    @staticmethod
    def for_rules(rules: Ruleset) -> Layout:
        if not 2 <= rules.players <= SEATS:
            raise ValueError(f"the ownership model reads games of 2 to 4 seats; {rules.id} has {rules.players}")
        stock = bool(rules.deal_plan.unused)
        down = bool(rules.table_down_packets)
        if rules.players - 1 + int(stock) + (rules.players if down else 0) > OTHERS:
            raise ValueError(f"the ownership model reads three places a card may be at most ({rules.id})")
        return deck_layout(rules.deck.name, tuple(int(r) for r in rules.deck.ranks), rules.players, stock, down)

    @staticmethod
    def from_schema(schema: str) -> Layout:
        """The layout a schema names (one ``for_rules`` makes), or ``ValueError``."""
        parts = dict(part.split("=", 1) for part in schema.split(";") if "=" in part)
        try:
            layout = deck_layout(parts["deck"], tuple(int(r) for r in parts["ranks"].split(",")),
                                 int(parts["seats"]), parts.get("stock") == "1", parts.get("down") == "1")
        except (KeyError, ValueError) as error:
            raise ValueError(f"not an ownership schema: {error}") from None
        if layout.schema != schema:
            raise ValueError("the schema is not one this version reads")
        return layout


def index_count(players: int, stock: bool, down: bool) -> int:
    """How many absolute place indices there are: the seats, their face-down piles, the stock."""
    return players + (players if down else 0) + int(stock)


def stock_index(players: int, down: bool) -> int:
    """The stock's absolute place index: ``2 n`` beside face-down piles (``inference.DealSampler``'s), else ``n``."""
    return 2 * players if down else players


def absolute_places(players: int, me: int, stock: bool, down: bool) -> list[int]:
    """The absolute index of each place for the viewer ``me``: the other seats in turn order after it, the
    stock, then the face-down piles, the viewer's own first and the others' in turn order."""
    n = players
    out = [(me + r) % n for r in range(1, n)]
    if stock:
        out.append(stock_index(n, down))
    if down:
        out += [n + (me + r) % n for r in range(n)]
    return out


@cache
def deck_layout(deck: str, ranks: tuple[int, ...], players: int = SEATS, stock: bool = False,
                down: bool = False) -> Layout:
    """The blocks of a deck's layout at a table of ``players`` seats (with a ``stock`` of cards never dealt,
    with ``down``: face-down table cards): per seat (relative) what it played, per other seat what is known of
    it, per place the hard facts."""
    c = 4 * len(ranks)
    blocks: list[tuple[str, int]] = [("hand", c)]
    for name in ("led", "followed", "trumped", "discarded", "trick"):
        blocks += [(f"{name}{r}", c) for r in range(players)]
    blocks += [(f"known{r}", c) for r in range(1, players)]
    if down:  # each seat's face-up table cards, and those of them that lie on a face-down one
        blocks += [(f"up{r}", c) for r in range(players)]
        blocks += [(f"covering{r}", c) for r in range(players)]
    for name in ("allowed", "prior"):
        blocks += [(f"{name}{r}", c) for r in range(1, players)]
        if stock:
            blocks.append((f"{name}_stock", c))
        if down:
            blocks += [(f"{name}_down{r}", c) for r in range(players)]
    blocks.append(("turned", c))
    blocks += _scalar_blocks(players, stock, down)
    return Layout(deck, ranks, tuple(blocks), players, stock, down)


def side_suit_permutations(layout: Layout) -> tuple[np.ndarray, np.ndarray]:
    """The six orders of the three side suits (canonical suits 1, 2, 3), the symmetries of the game that the
    canonical order breaks: (feature index maps (6, features), slot index maps (6, slots)). Row ``x[f]``
    read through ``f = maps[k]`` is the same position with the side suits renamed; the identity first."""
    from itertools import permutations

    ranks = len(layout.ranks)
    slot_maps_: list[np.ndarray] = []
    feature_maps: list[np.ndarray] = []
    for order in permutations((1, 2, 3)):
        suits = (0, *order)
        slots = np.array([suits[slot // ranks] * ranks + slot % ranks for slot in range(layout.cards)], np.int64)
        f = np.arange(layout.size, dtype=np.int64)
        for name, n in layout.blocks:
            at = layout.offset(name)
            scalars = {block for block, _ in _scalar_blocks(layout.players, layout.stock, layout.down)}
            if n == layout.cards and name not in scalars:
                f[at:at + n] = at + slots
            elif name == "auction_strain":
                for seat in range(layout.players):
                    base = at + seat * 6
                    f[base:base + 4] = base + np.array(suits)
        slot_maps_.append(slots)
        feature_maps.append(f)
    return np.stack(feature_maps), np.stack(slot_maps_)


def suit_order(strain: Strain) -> tuple[int, ...]:
    """The natural suits in canonical order: the trump first, then the others in their natural order."""
    trump = strain.suit
    if trump is None:
        return (0, 1, 2, 3)
    return (int(trump), *(s for s in range(4) if s != int(trump)))


def slot_maps(layout: Layout, strain: Strain) -> tuple[np.ndarray, np.ndarray]:
    """(card index of each slot, slot of each card index or -1): the canonicalisation and its inverse."""
    return _slot_maps(layout.ranks, int(strain))


@cache
def _slot_maps(ranks: tuple[int, ...], strain: int) -> tuple[np.ndarray, np.ndarray]:
    order = suit_order(Strain(strain))
    card_of = np.array([order[slot // len(ranks)] * 9 + ranks[slot % len(ranks)]
                        for slot in range(4 * len(ranks))], dtype=np.int64)
    slot_of = np.full(36, -1, dtype=np.int64)
    slot_of[card_of] = np.arange(len(card_of))
    card_of.setflags(write=False)
    slot_of.setflags(write=False)
    return card_of, slot_of


@dataclass(frozen=True)
class Encoded:
    """One view read for the model."""

    x: np.ndarray  # float32 features (layout.size)
    prior: np.ndarray  # float32 (slots, 3): the uniform chance that each place (``place_indices``) holds the card
    target: np.ndarray  # bool (slots,): an unseen card, not known to be in a hand: what the model predicts
    cards: np.ndarray  # int64 (slots,): the card index of each slot
    knowledge: Knowledge


def uniform_marginals(k: Knowledge) -> dict[int, list[float]]:
    """For each free card (hidden, not known to be in a hand): per place (its absolute index), the chance it is
    there when every deal that fits the hard facts and the hand sizes counts alike (exact, from the sampler's
    groups and splits): per seat its hand; where cards lie face down on the table (``k.face_down``) each
    seat's pile, index ``n + seat``; where cards are never dealt (``k.unused``) the stock, index ``2 n`` beside
    face-down piles, else ``n``."""
    sampler = DealSampler(k)
    probs = np.diff(np.concatenate([[0.0], np.asarray(sampler.cumulative, dtype=np.float64)]))
    n = k.players
    stock = 2 * n  # the sampler's place of the cards never dealt
    out: dict[int, list[float]] = {}
    for g, (seats, cards) in enumerate(sampler.groups):
        share = [0.0] * index_count(n, bool(k.unused), k.face_down)
        for p, split in zip(probs, sampler.splits):
            for seat, count in zip(seats, split[g]):
                if seat == stock:
                    share[stock_index(n, k.face_down)] += p * count / len(cards)
                elif seat < n or k.face_down:
                    share[seat] += p * count / len(cards)
        for card in cards:
            out[card] = share
    return out


def place_indices(layout: Layout, me: int) -> list[int]:
    """The absolute index of each place for the viewer ``me`` (``absolute_places``: the other seats in turn
    order after it, the stock, the face-down piles; as in ``uniform_marginals`` and ``sampler.WeightedSampler``)."""
    return absolute_places(layout.players, me, layout.stock, layout.down)


class _Row:
    """One feature row being written: cards by their slot, scalars by their index, seats relative to ``me``."""

    __slots__ = ("layout", "me", "n", "slot_of", "x")

    def __init__(self, layout: Layout, slot_of: np.ndarray, me: int) -> None:
        self.layout = layout
        self.slot_of = slot_of
        self.me = me
        self.n = layout.players
        self.x = np.zeros(layout.size, dtype=np.float32)

    def rel(self, seat: int) -> int:
        return (seat - self.me) % self.n

    def put(self, block: str, card: int, value: float = 1.0) -> None:
        slot = self.slot_of[card]
        if slot >= 0:
            self.x[self.layout.offset(block) + slot] = value

    def put_scalar(self, block: str, index: int, value: float = 1.0) -> None:
        self.x[self.layout.offset(block) + index] = value


def encode(view: PlayerView, layout: Layout | None = None, knowledge: Knowledge | None = None) -> Encoded:
    """The features of a play-phase view (from the view alone), with the prior and the targets.
    ``knowledge``: ``read_view(view)`` when the caller has it already."""
    if view.phase is not Phase.PLAY or view.contract is None:
        raise ValueError("the ownership features read a view of the card play")
    rules = view.rules
    layout = layout or Layout.for_rules(rules)
    if layout.players != rules.players:
        raise ValueError(f"a layout of {layout.players} seats does not read {rules.id}")
    strain = view.contract.strain
    card_of, slot_of = slot_maps(layout, strain)
    row = _Row(layout, slot_of, view.seat)
    _put_cards(row, view, strain.suit)
    k = knowledge if knowledge is not None else read_view(view)
    prior, target = _put_hard_facts(row, k)
    _put_contract(row, view, k)
    _put_auction(row, view, suit_order(strain))
    for ann in view.announcements:
        row.put_scalar("declared" if ann.kind == "declare" else "belote", row.rel(ann.seat))
    return Encoded(row.x, prior, target, card_of, k)


def _play_kind(i: int, suit: Suit, led_suit: Suit, trump: Suit | None) -> str:
    """How the ``i``-th card of a trick was played: led, followed, trumped or discarded."""
    if i == 0:
        return "led"
    if suit == led_suit:
        return "followed"
    if trump is not None and suit == trump:
        return "trumped"
    return "discarded"


def _put_cards(row: _Row, view: PlayerView, trump: Suit | None) -> None:
    """The cards seen: the hand, the tricks (who led, followed, trumped, discarded what), the trick on the
    table, the turned card and the face-up table cards."""
    n = row.n
    for held in view.hand:
        row.put("hand", held.index)
    tricks = [[((t.leader + i) % n, card) for i, card in enumerate(t.cards)] for t in view.tricks]
    if view.trick:
        tricks.append(list(view.trick))
    for plays in tricks:
        led_suit = plays[0][1].suit
        for i, (seat, played) in enumerate(plays):
            row.put(f"{_play_kind(i, played.suit, led_suit, trump)}{row.rel(seat)}", played.index)
    for seat, on_table in view.trick:
        row.put(f"trick{row.rel(seat)}", on_table.index)
    if view.turned_card is not None:
        row.put("turned", view.turned_card.index)
    if row.layout.down:
        for seat, table_cards in enumerate(view.table_up):
            for table_card in table_cards:
                row.put(f"up{row.rel(seat)}", table_card.card.index)
                if table_card.covers:
                    row.put(f"covering{row.rel(seat)}", table_card.card.index)


def _put_hard_facts(row: _Row, k: Knowledge) -> tuple[np.ndarray, np.ndarray]:
    """The cards known in each other hand, and per unseen card the places allowed and the prior; returns
    (prior, target)."""
    layout, n, me = row.layout, row.n, row.me
    for r in range(1, n):
        seat = (me + r) % n
        for card in range(36):
            if k.known[seat] >> card & 1:
                row.put(f"known{r}", card)
    try:
        marginals = uniform_marginals(k)
    except InconsistentView:
        marginals = {}
    prior = np.zeros((layout.cards, OTHERS), dtype=np.float32)
    target = np.zeros(layout.cards, dtype=bool)
    places = place_indices(layout, me)
    names = [str(r) for r in range(1, n)] + (["_stock"] if layout.stock else []) + (
        [f"_down{r}" for r in range(n)] if layout.down else [])
    for card, share in marginals.items():
        slot = row.slot_of[card]
        if slot < 0:
            continue
        target[slot] = True
        for place, (index, name) in enumerate(zip(places, names)):
            p = share[index]
            prior[slot, place] = p
            if p > 0:
                row.put(f"allowed{name}", card)
                row.put(f"prior{name}", card, p)
    return prior, target


def _put_contract(row: _Row, view: PlayerView, k: Knowledge) -> None:
    """The contract, the cards left in each hand (and the stock, the face-down piles), the tricks done and the
    trick on the table."""
    contract = view.contract
    assert contract is not None
    strain = contract.strain
    row.put_scalar("strain_kind", 0 if strain.suit is not None else (1 if strain is Strain.NO_TRUMPS else 2))
    row.put_scalar("taker", row.rel(contract.taker))
    mult = contract.multiplier
    row.put_scalar("multiplier", 0 if mult <= 1 else (1 if mult == 2 else 2))
    row.put_scalar("value", 0, min(contract.value, MAX_VALUE) / MAX_VALUE)
    row.put_scalar("capot", 0, float(contract.capot))
    hand_size = max(1, view.rules.hand_size)
    for seat in range(row.n):
        row.put_scalar("cards_left", row.rel(seat), view.hand_sizes[seat] / hand_size)
        if seat != row.me:
            row.put_scalar("hidden_left", row.rel(seat), k.hidden_hand(seat) / hand_size)
    if row.layout.stock:
        row.put_scalar("stock_left", 0, k.unused / hand_size)
    if row.layout.down:
        for seat, count in enumerate(view.table_down_sizes):
            row.put_scalar("down_left", row.rel(seat), count / hand_size)
    row.put_scalar("tricks_done", 0, len(view.tricks) / hand_size)
    if view.trick:
        row.put_scalar("trick_leader", row.rel(view.trick[0][0]))
        if view.trick_winner >= 0:
            row.put_scalar("trick_winner", row.rel(view.trick_winner))


def _named_strain(action: object) -> Strain | None:
    """The strain an auction call names, if any."""
    if isinstance(action, (Take, Hokum)):
        return Strain(int(action.suit))
    if isinstance(action, (Bid, Call)):
        return action.strain
    if isinstance(action, (Sun, Ashkal)):
        return Strain.NO_TRUMPS
    return None


def _put_auction(row: _Row, view: PlayerView, order: tuple[int, ...]) -> None:
    """Per seat: its passes and calls, the strains it named (canonical suits), its doubles and redoubles, its
    highest bid."""
    x, layout = row.x, row.layout
    canon_suit = {s: i for i, s in enumerate(order)}
    for seat, action in view.bidding:
        r = row.rel(seat)
        if isinstance(action, Pass):
            x[layout.offset("auction_passes") + r] += 0.25
            continue
        x[layout.offset("auction_calls") + r] += 0.25
        if isinstance(action, Bid):
            value = MAX_VALUE if action.capot else min(float(action.value), MAX_VALUE)
            at = layout.offset("auction_value") + r
            x[at] = max(x[at], value / MAX_VALUE)
        elif isinstance(action, Double):
            row.put_scalar("auction_doubled", r)
        elif isinstance(action, Redouble):
            row.put_scalar("auction_redoubled", r)
        named = _named_strain(action)
        if named is not None:
            index = canon_suit[int(named)] if named.suit is not None else (4 if named is Strain.NO_TRUMPS else 5)
            row.put_scalar("auction_strain", r * 6 + index)
