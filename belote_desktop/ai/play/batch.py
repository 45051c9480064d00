"""Many sampled deals played in lockstep with numpy: the playouts behind the Monte Carlo search.

Every row of a ``Batch`` is one complete deal (a sample of the hidden cards) that shares the public
history, so every row has the same hand sizes and the same position in the current trick; only the
hands, the trick leaders and winners differ. One numpy operation then plays a card in every row, which
is what makes thousands of playouts per move affordable in CPython. Legality reads the ruleset's duty
table (``engine.duties``, through the kernel's ``Tables.codes``) per row; tests/ai/play/test_batch.py checks
it against the engine over every ruleset of tests/rulesets.py.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import NamedTuple

import numpy as np

from ...engine.duties import OVERRUFF, RAISE, RUFF, SIDE
from ..tables import SUIT_MASKS, SUIT_OF, Tables

I64 = np.int64
_COUNTS16 = np.array([bin(b).count("1") for b in range(1 << 16)], dtype=I64)


def _table_popcount(masks: np.ndarray) -> np.ndarray:
    """Bits set in each (36-bit) mask, for numpy versions without ``bitwise_count``."""
    masks = np.asarray(masks, dtype=I64)
    counts: np.ndarray = _COUNTS16[masks & 0xFFFF] + _COUNTS16[(masks >> 16) & 0xFFFF] + _COUNTS16[(masks >> 32) & 0xFFFF]
    return counts


popcount = getattr(np, "bitwise_count", None) or _table_popcount  # numpy 2 has it built in
NO_CARD = 36  # sentinel index: "no card" in the per-card tables (every table has 37 entries)
TEN_RANK, ACE_RANK = 4, 8


class BatchTables:
    """numpy versions of a ``Tables``, plus per-suit 9-bit subset tables for vectorised choices."""

    def __init__(self, t: Tables) -> None:
        self.t = t
        n = t.players
        self.players = n
        trump = t.trump_mask
        self.trump_mask = trump
        power = t.power + [-1]
        self.power = np.array(power, dtype=I64)
        self.points = np.array(t.points + [0], dtype=I64)
        self.higher = np.array(t.higher + [0], dtype=I64)
        # cards that take the trick from this card (it is always of the led suit or a trump)
        self.beaters = np.array(
            [t.higher[c] | (0 if trump >> c & 1 else trump) for c in range(36)] + [0], dtype=I64
        )
        self.win_power = np.array([list(t.win_power[led]) + [-1] for led in range(4)], dtype=I64).reshape(-1)
        self.suit_of = np.array(list(SUIT_OF) + [0], dtype=I64)
        self.suit_mask = np.array(SUIT_MASKS, dtype=I64)
        self.suit_mask_of_card = self.suit_mask[self.suit_of]
        # the duty steps in force: codes[led * 4 + best_is_trump * 2 + partner_holds] (engine/duties.py)
        codes = [c for led in range(4) for c in t.codes[led]]
        self.raise_by = np.array([bool(c & RAISE) for c in codes])  # per index: the step is in force
        self.overruff_by = np.array([bool(c & OVERRUFF) for c in codes])
        self.ruff_by = np.array([bool(c & RUFF) for c in codes])
        self.may_raise = bool(self.raise_by.any())
        # what a card that neither follows nor trumps proves about trumps: all of them where trumping
        # was due, the higher ones where only an overtrump was due (no undertrump duty)
        self.ruff_proof_by = np.where(self.ruff_by, trump, 0).astype(I64)
        self.overruff_only = bool((self.overruff_by & ~self.ruff_by).any())
        self.may_ruff = bool(trump) and bool((self.overruff_by | self.ruff_by).any())
        self.lead_side = bool(t.lead_code & SIDE)
        self.partner_offset = t.seating.partner_offset  # relative place of the partner in a trick
        self.is_trump = np.array([bool(trump >> c & 1) for c in range(36)] + [False])
        self.trump2 = self.is_trump.astype(I64) * 2  # the best_is_trump part of a duty index
        self.team_of = np.array(t.team_of, dtype=I64)
        # 9-bit subset tables, indexed suit * 512 + bits: card indices (NO_CARD for the empty set)
        def table(chooser: list[tuple[int, ...]]) -> np.ndarray:
            return np.array([c if c >= 0 else NO_CARD for suit_table in chooser for c in suit_table], dtype=I64)

        self.cheapest = table(list(t.cheapest))
        self.strongest = table(list(t.strongest))
        self.richest = table(list(t.richest))
        weakest = []
        for suit in range(4):
            for bits in range(512):
                cards = t.suit_cards[suit][bits]
                weakest.append(min(cards, key=lambda c: t.power[c]) if cards else NO_CARD)
        self.weakest = np.array(weakest, dtype=I64)
        self.pop9 = np.array([bin(b).count("1") for b in range(512)], dtype=I64)
        # ordering keys that carry the card in their low 6 bits, so a min/max over suits yields the card
        # (the NO_CARD entry loses every comparison and still decodes to NO_CARD)
        low_sentinel = ((1 << 40) << 6) | NO_CARD
        high_sentinel = (-1 << 6) | NO_CARD
        self.cheap_key = np.array(
            [((t.points[c] * 256 + t.power[c]) << 6) | c for c in range(36)] + [low_sentinel], dtype=I64
        )
        self.rich_key = np.array(
            [((t.points[c] * 256 + 255 - t.power[c]) << 6) | c for c in range(36)] + [high_sentinel], dtype=I64
        )
        self.weak_key = np.array([(t.power[c] << 6) | c for c in range(36)] + [low_sentinel], dtype=I64)
        self.strong_key = np.array([(t.power[c] << 6) | c for c in range(36)] + [high_sentinel], dtype=I64)
        self.last_bonus = t.last_bonus
        self.select_width = select_width(t.hand_size)


@lru_cache(maxsize=32)
def batch_tables(t: Tables) -> BatchTables:
    return BatchTables(t)


HALF_BITS = 18
HALF_MASK = (1 << HALF_BITS) - 1
SELECT_WIDTH = 10  # an 8- or 9-card hand holds at most 9 cards of one half of the pack


def select_width(hand_size: int) -> int:
    """How many set bits of an 18-bit half ``_kth_card`` must be able to pick (a 16-card hand: 16)."""
    return max(SELECT_WIDTH, min(HALF_BITS, hand_size))


@lru_cache(maxsize=2)
def _half_tables(width: int = SELECT_WIDTH) -> tuple[np.ndarray, np.ndarray]:
    """For every 18-bit half of a card mask: the position of its k-th set bit, and its bit count."""
    values = np.arange(1 << HALF_BITS, dtype=I64)
    select = np.zeros((1 << HALF_BITS, width), dtype=np.int8)
    rest = values.copy()
    for k in range(width):
        lowest = rest & -rest
        select[:, k] = np.where(lowest != 0, np.log2(np.maximum(lowest, 1)).astype(I64), 0)
        rest ^= lowest
    return select.reshape(-1), popcount(values).astype(np.int8)


def _kth_card(mask: np.ndarray, k: np.ndarray, width: int = SELECT_WIDTH) -> np.ndarray:
    """The index of the k-th lowest set bit of each mask (0 <= k < its bit count)."""
    select, pop = _half_tables(width)
    low = mask & HALF_MASK
    in_low = pop[low]
    upper = k >= in_low
    half = np.where(upper, mask >> HALF_BITS, low)
    k = np.where(upper, k - in_low, k)
    card: np.ndarray = select[half * width + k] + np.where(upper, HALF_BITS, 0)
    return card


Covers = list[tuple[int | np.ndarray, np.ndarray]]


@dataclass(frozen=True)
class PlaySoFar:
    """What every row of a batch shares of the play before its position: ``trick``, the cards of the trick in
    progress from its leader; ``points`` and ``tricks_won`` per team (None: none yet); ``forbidden``, per seat, the
    cards everyone knows it cannot hold (voids shown so far); ``first_leads``, per seat, the suit it led first (-1:
    none); ``covers``, cards on the table, as (bit of a face-up card, per row the bit of the face-down card beneath
    it): a seat's row holds all its cards, those still covered are not playable (``kernel.playable``)."""

    trick: Sequence[int] = ()
    points: Sequence[int] | None = None
    tricks_won: Sequence[int] | None = None
    forbidden: Sequence[int] | None = None
    first_leads: Sequence[int] | None = None
    covers: Covers = field(default_factory=list)


NOTHING_PLAYED = PlaySoFar()


class TrickFields(NamedTuple):
    """A finished trick's fields, per row, as ``Batch.play`` keeps them: the suit led, the best card, its place in
    the trick and its power, the trick's card points."""

    led: np.ndarray
    best: np.ndarray
    best_pos: np.ndarray
    best_power: np.ndarray
    trick_points: np.ndarray


class Batch:
    """``rows`` deals, all at the same point of the play: the player ``pos`` of the current trick to move."""

    def __init__(self, bt: BatchTables, hands: np.ndarray, leader: int, so_far: PlaySoFar = NOTHING_PLAYED) -> None:
        """``hands``: (players, rows) masks; ``leader``: who leads the trick in progress (the same in every row);
        ``so_far``: what every row shares of the play before it (the trick's cards, the points and tricks won, the
        public voids, the covers)."""
        self.bt = bt
        self.covers = list(so_far.covers)
        n = bt.players
        rows = hands.shape[1]
        self.rows = rows
        self.flat = np.array(hands, dtype=I64).reshape(-1)  # seat * rows + row
        # public knowledge per seat, kept like the hands: cards the seat has shown it cannot hold
        self.forbidden_flat = np.repeat(np.array(so_far.forbidden or [0] * n, dtype=I64), rows)
        first_leads = so_far.first_leads or [-1] * n
        self.first_led = np.repeat(np.array(first_leads, dtype=I64), rows)  # suit each seat led first
        self.index = np.arange(rows, dtype=I64)
        self.leader = np.full(rows, leader, dtype=I64)
        zeros = [0] * bt.t.seating.team_count
        points, tricks_won = so_far.points or zeros, so_far.tricks_won or zeros
        teams = len(points)
        self.points = np.array([[p] * rows for p in points], dtype=I64).reshape(teams, rows)
        self.tricks_won = np.array([[w] * rows for w in tricks_won], dtype=I64).reshape(teams, rows)
        self.cards_left = int(sum(int(h).bit_count() for h in hands[:, 0])) + len(so_far.trick)
        self._relative_hands()
        self.pos = 0
        self._index_at: tuple[int, np.ndarray] | None = None  # the duty index of the player to move, cached
        self.trick_points = np.zeros(rows, dtype=I64)
        for card in so_far.trick:
            self.play(np.full(rows, card, dtype=I64))

    def _relative_hands(self) -> None:
        """rel[j]: the hand of the player j places after the trick's leader, in every row."""
        n = self.bt.players
        rows = self.rows
        self.seat_base = [((self.leader + j) % n) * rows + self.index for j in range(n)]
        self.rel = [self.flat.take(b) for b in self.seat_base]
        self.known_void = [self.forbidden_flat.take(b) for b in self.seat_base]

    def lead_from(self, leaders: np.ndarray) -> None:
        """Before a trick's first card: the seat that leads it, per row (rows of deals whose tricks began apart)."""
        assert self.pos == 0
        self.leader = np.asarray(leaders, dtype=I64)
        self._index_at = None
        self._relative_hands()

    def start_trick_after(self, cards_left: int, leader: np.ndarray, last_leader: np.ndarray, trick: TrickFields) -> None:
        """Put the batch where ``play`` leaves it after a trick's last card, the hands and voids already back in
        ``flat`` and ``forbidden_flat``: ``cards_left`` still to play, ``leader`` per row to lead the next trick,
        ``last_leader`` per row who led the finished trick, and that trick's fields as ``play`` keeps them. How a
        batch played on elsewhere (the compiled kernel, ``native_batch.greedy_finish``) comes back."""
        self.cards_left = cards_left
        self.pos = 0
        self._index_at = None
        self.leader = leader
        self.led = trick.led
        self.led4 = trick.led * 4
        self.lead_mask = self.bt.suit_mask[trick.led]
        self.best = trick.best
        self.best_pos = trick.best_pos
        self.best_power = trick.best_power
        self.trick_points = trick.trick_points
        if cards_left:
            self._relative_hands()
        else:  # as play leaves the last trick: its leader's order, every hand empty
            n = self.bt.players
            self.seat_base = [((last_leader + j) % n) * self.rows + self.index for j in range(n)]
            self.rel = [self.flat.take(b) for b in self.seat_base]
            self.known_void = [self.forbidden_flat.take(b) for b in self.seat_base]

    def tiled(self, times: int) -> Batch:
        """An independent batch holding ``times`` copies of every row (block ``i`` is copy ``i``),
        at the same point of the play: one playout per candidate card in a single lockstep run."""
        rows = self.rows
        n = self.bt.players
        twin = object.__new__(Batch)
        twin.__dict__.update(self.__dict__)
        twin.rows = rows * times
        twin.index = np.arange(twin.rows, dtype=I64)

        def per_seat(flat: np.ndarray) -> np.ndarray:  # (seat * rows + row) -> (seat * rows * times + row)
            return np.tile(flat.reshape(n, rows), (1, times)).reshape(-1)

        twin.flat = per_seat(self.flat)
        twin.forbidden_flat = per_seat(self.forbidden_flat)
        twin.first_led = per_seat(self.first_led)
        twin.points = np.tile(self.points, (1, times))
        twin.tricks_won = np.tile(self.tricks_won, (1, times))
        twin._index_at = None
        for name in ("leader", "trick_points", "led", "led4", "lead_mask", "best", "best_pos", "best_power"):
            if name in self.__dict__:
                setattr(twin, name, np.tile(getattr(self, name), times))
        twin.seat_base = [((twin.leader + j) % n) * twin.rows + twin.index for j in range(n)]
        twin.rel = [np.tile(r, times) for r in self.rel]
        twin.covers = [(np.tile(top, times) if isinstance(top, np.ndarray) else top, np.tile(beneath, times))
                       for top, beneath in self.covers]
        twin.known_void = [np.tile(v, times) for v in self.known_void]
        return twin

    def copy(self) -> Batch:
        """An independent copy."""
        return self.tiled(1)

    @property
    def done(self) -> bool:
        return self.cards_left == 0

    def seats_to_move(self) -> np.ndarray:
        return (self.leader + self.pos) % self.bt.players

    def playable(self, hand: np.ndarray) -> np.ndarray:
        """The cards of the player to move's ``hand`` not lying covered on the table, per row."""
        for top, beneath in self.covers:
            hand = np.where(hand & top != 0, hand & ~beneath, hand)
        return hand

    def legal(self) -> np.ndarray:
        """The legal cards (masks) of the player to move, per row."""
        bt = self.bt
        hand: np.ndarray = self.rel[self.pos]
        if self.covers:
            hand = self.playable(hand)
        if self.pos == 0:
            if bt.lead_side:  # a locked lead: no trump unless only trumps
                side = hand & ~bt.trump_mask
                return np.where(side != 0, side, hand)
            return hand
        follow = hand & self.lead_mask
        best = self.best
        index = self._duty_index()
        if bt.may_raise:
            above = follow & bt.higher[best]
            follow = np.where(bt.raise_by[index] & (above != 0), above, follow)
        legal = np.where(follow != 0, follow, hand)
        if bt.may_ruff:
            trumps = hand & bt.trump_mask
            over = trumps & bt.higher[best]
            overruff = bt.overruff_by[index] & (over != 0)
            ruffing = (follow == 0) & (trumps != 0) & (overruff | bt.ruff_by[index])
            legal = np.where(ruffing, np.where(overruff, over, trumps), legal)
        return legal

    def partner_holds(self) -> np.ndarray | bool:
        """Where the trick is held by the partner of the player to move."""
        offset = self.bt.partner_offset
        if offset is None:
            return False
        holds: np.ndarray = self.best_pos == (self.pos + offset) % self.bt.players
        return holds

    def _duty_index(self) -> np.ndarray:
        """Per row, the index of the player to move's situation in the duty table (led suit, best card
        a trump, partner holding the trick): ``engine.duties.DutyTable.play`` as read by the kernel."""
        cached = self._index_at
        if cached is not None and cached[0] == self.pos:
            return cached[1]
        index: np.ndarray = self.led4 + self.bt.trump2[self.best] + self.partner_holds()
        self._index_at = (self.pos, index)
        return index

    def play(self, cards: np.ndarray) -> None:
        """The player to move plays ``cards`` (one card index per row, assumed legal)."""
        bt = self.bt
        pos = self.pos
        bits = np.left_shift(1, cards)
        self.rel[pos] = self.rel[pos] & ~bits
        self.cards_left -= 1
        if pos == 0:
            self.led = bt.suit_of[cards]
            self.led4 = self.led * 4
            at = self.seat_base[0]
            before = self.first_led.take(at)
            self.first_led[at] = np.where(before < 0, self.led, before)
            self.lead_mask = bt.suit_mask[self.led]
            self.best = cards
            self.best_pos = np.zeros(self.rows, dtype=I64)
            self.best_power = bt.win_power[self.led * 37 + cards]
            self.trick_points = bt.points[cards]
        else:
            # what the table learns (the duty chain of engine/duties.py): a seat that does not follow has
            # none of the led suit; one that neither follows nor trumps has no trump it was due to play
            off_suit = bt.suit_of[cards] != self.led
            shown = np.where(off_suit, self.lead_mask, 0)
            if bt.may_ruff:
                index = self._duty_index()
                due = bt.ruff_proof_by[index]
                if bt.overruff_only:
                    over = np.where(bt.overruff_by[index], bt.trump_mask & bt.higher[self.best], 0)
                    due = np.where(bt.ruff_by[index], due, over)
                shown |= np.where(off_suit & ~bt.is_trump[cards], due, 0)
            self.known_void[pos] = self.known_void[pos] | shown
            power = bt.win_power[self.led * 37 + cards]
            wins = power > self.best_power
            self.best = np.where(wins, cards, self.best)
            self.best_pos = np.where(wins, pos, self.best_pos)
            self.best_power = np.where(wins, power, self.best_power)
            self.trick_points = self.trick_points + bt.points[cards]
        self._index_at = None
        pos += 1
        if pos < bt.players:
            self.pos = pos
            return
        # the trick is complete: score it, put the hands back, the winner leads
        flat = self.flat
        for j in range(bt.players):
            flat[self.seat_base[j]] = self.rel[j]
            self.forbidden_flat[self.seat_base[j]] = self.known_void[j]
        winner = (self.leader + self.best_pos) % bt.players
        if self.cards_left == 0:
            self.trick_points = self.trick_points + bt.last_bonus
        teams = bt.team_of[winner]
        for team in range(self.points.shape[0]):
            mine = teams == team
            self.points[team] += np.where(mine, self.trick_points, 0)
            self.tricks_won[team] += mine
        self.leader = winner
        self.pos = 0
        if self.cards_left:
            self._relative_hands()

    # -- choosing a card by a table ---------------------------------------------------------------
    def pick_random(self, mask: np.ndarray, uniform: np.ndarray) -> np.ndarray:
        """A uniformly random card of each mask; ``uniform`` holds ints in [0, 2**30)."""
        return _kth_card(mask, (uniform * popcount(mask)) >> 30, self.bt.select_width)

    def nth_card(self, mask: np.ndarray, k: np.ndarray) -> np.ndarray:
        """The card of each mask at position ``k`` modulo the mask's size (masks must not be empty)."""
        return _kth_card(mask, k % np.maximum(popcount(mask), 1), self.bt.select_width)

    def choose_among(self, mask: np.ndarray, table: np.ndarray, key: np.ndarray, lowest: bool) -> np.ndarray:
        """The card of each mask chosen by a per-suit ``table``, the best over suits by ``key``."""
        best: np.ndarray | None = None
        for suit in range(4):
            bits = (mask >> (9 * suit)) & 511
            k = key[table[suit * 512 + bits]]
            if best is None:
                best = k
            else:
                best = np.minimum(best, k) if lowest else np.maximum(best, k)
        assert best is not None
        return best & 63

    def weakest(self, mask: np.ndarray) -> np.ndarray:
        return self.choose_among(mask, self.bt.weakest, self.bt.weak_key, True)

    def cheapest(self, mask: np.ndarray) -> np.ndarray:
        return self.choose_among(mask, self.bt.cheapest, self.bt.cheap_key, True)

    def richest(self, mask: np.ndarray) -> np.ndarray:
        return self.choose_among(mask, self.bt.richest, self.bt.rich_key, False)

