"""A fast play-phase kernel for the bots: positions, legality, random playouts, an exact solver.

Cards are bits ``suit * 9 + rank`` as in the engine; the per (ruleset, strain) tables the hot loops read
(``Tables``, ``tables_for``) are ``ai/tables.py``'s. ``Position`` is a mutable play-phase
position with every hand known (a sampled deal). Legality reads the ruleset's duty table
(``engine.duties``: which steps are in force, compiled once) and applies it with mask arithmetic;
tests/ai/play/test_kernel.py checks it against the engine over every ruleset of tests/rulesets.py.

The solver and the random playouts have a compiled twin (``ckernel/kernel.c`` through ``native.py``);
``Solver`` and ``solve_trick_starts`` use it where it is built, and the Python code here is the reference
the tests hold it to (tests/ai/play/test_native_kernel.py).
"""

from __future__ import annotations

import random
import ctypes
import itertools
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from ...engine.duties import OVERRUFF, RAISE, RUFF, SIDE
from . import native

if TYPE_CHECKING:
    from ...engine.deal import Zones
    from ...engine.state import DealState
from ..tables import BIT, SUIT_MASKS, SUIT_OF, SUIT_SHIFT, Covers, Tables, play_code

_RANDOM_POOL_SIZE = 1 << 16


def playable(hand: int, covers: Covers) -> int:
    """The cards of ``hand`` a player may choose from: all but the face-down table cards still covered by
    a card of the hand (a seat's cards here are its hand and its table cards, face up or down). Whether an
    uncovered card turns up at once or after the trick changes nothing here: its owner has played his
    card to the trick already."""
    for top, beneath in covers:
        if hand & top:
            hand &= ~beneath
    return hand


def covers_of(zones: Zones) -> Covers:
    """The covers of an engine deal's zones (``DealState.zones``): what lies under each face-up card."""
    down = 0
    for mask in zones.table_down:
        down |= mask
    return tuple((1 << top, 1 << beneath) for top, beneath in zones.under if down >> beneath & 1)


class Position:
    """A play-phase position with every hand known. ``trick`` holds the cards of the trick in progress.
    ``hands``: every card each seat still has to play; ``covers``: the face-down table cards among them
    and the card on each (``playable``)."""

    __slots__ = ("hands", "seat", "trick", "best", "best_seat", "points", "tricks_won", "covers")

    def __init__(
        self, hands: Sequence[int], seat: int, trick: Sequence[int] = (), best: int = -1, best_seat: int = -1,
        points: Sequence[int] = (0, 0), tricks_won: Sequence[int] = (0, 0), covers: Covers = (),
    ) -> None:
        self.hands = list(hands)
        self.seat = seat
        self.trick = list(trick)
        self.best = best
        self.best_seat = best_seat
        self.points = list(points)
        self.tricks_won = list(tricks_won)
        self.covers = covers

    def copy(self) -> Position:
        new = Position.__new__(Position)
        new.covers = self.covers
        new.hands = self.hands[:]
        new.seat = self.seat
        new.trick = self.trick[:]
        new.best = self.best
        new.best_seat = self.best_seat
        new.points = self.points[:]
        new.tricks_won = self.tricks_won[:]
        return new

    def cards_left(self) -> int:
        return sum(h.bit_count() for h in self.hands)

    def is_over(self) -> bool:
        return not self.trick and not any(self.hands)


def position_from_state(state: DealState) -> Position:
    """The kernel position of an engine DealState in the play phase (all hands: for tests and tools)."""
    zones = state.zones
    hands = [h | zones.of(s) for s, h in enumerate(state.hands)]
    trick = state.trick
    points = state.team_points
    won = state.team_tricks
    best = state.best_index if trick else -1
    best_seat = state.best_seat if trick else -1
    return Position(hands, state.current_player(), trick, best, best_seat, points, won, covers_of(zones))


def legal_mask(t: Tables, pos: Position) -> int:
    """The cards the player to move may play (mirrors engine.tricks.legal_mask)."""
    hand = pos.hands[pos.seat]
    if pos.covers:
        hand = playable(hand, pos.covers)
    return legal_for(t, hand, pos.trick, pos.best, pos.best_seat, pos.seat)


def legal_for(t: Tables, hand: int, trick: Sequence[int], best: int, best_seat: int, seat: int) -> int:
    if not trick:
        if t.lead_code & SIDE and hand & ~t.trump_mask:  # a locked lead: no trump unless only trumps
            return hand & ~t.trump_mask
        return hand
    led = SUIT_OF[trick[0]]
    follow = hand & SUIT_MASKS[led]
    if follow:
        mode = t.raise_mode[led]
        if mode and (mode == 1 or play_code(t, led, best, best_seat, seat) & RAISE):
            higher = follow & t.higher[best]
            if higher:
                return higher
        return follow
    trumps = hand & t.trump_mask
    if trumps:
        code = t.codes[led][t.trump2[best] + (t.partner_of[seat] == best_seat)]
        if code & OVERRUFF:
            higher = trumps & t.higher[best]
            if higher:
                return higher
        if code & RUFF:
            return trumps
    return hand


def play(t: Tables, pos: Position, card: int) -> None:
    """Play ``card`` for the player to move (no legality check); closes the trick when complete."""
    seat = pos.seat
    pos.hands[seat] &= ~BIT[card]
    trick = pos.trick
    if not trick:
        pos.best = card
        pos.best_seat = seat
    elif t.win_power[SUIT_OF[trick[0]]][card] > t.power[pos.best]:
        pos.best = card
        pos.best_seat = seat
    trick.append(card)
    if len(trick) < t.players:
        pos.seat = (seat + 1) % t.players
        return
    winner = pos.best_seat
    team = t.team_of[winner]
    pts = 0
    for c in trick:
        pts += t.points[c]
    if not pos.hands[winner]:
        pts += t.last_bonus
    pos.points[team] += pts
    pos.tricks_won[team] += 1
    pos.trick = []
    pos.best = -1
    pos.best_seat = -1
    pos.seat = winner


def random_pool(rng: random.Random, size: int = _RANDOM_POOL_SIZE) -> list[int]:
    """Random non-negative ints drawn once from ``rng``; playouts read them in turn (cheaper than calls)."""
    bits = rng.getrandbits
    return [bits(30) for _ in range(size)]


def _trick_so_far(t: Tables, pos: Position) -> tuple[int, int, list[int], int, int, int, int]:
    """The trick in progress for ``random_playout``: (led suit, its mask, the cards' powers in it, the best card,
    its seat, its power, the points in it); with no trick in progress, placeholders the first lead replaces."""
    trick = pos.trick
    if not trick:
        return 0, 0, t.win_power[0], -1, -1, -1, 0
    led = SUIT_OF[trick[0]]
    wp = t.win_power[led]
    pts_of = t.points
    trick_points = 0
    for c in trick:
        trick_points += pts_of[c]
    return led, SUIT_MASKS[led], wp, pos.best, pos.best_seat, wp[pos.best], trick_points


def random_playout(t: Tables, pos: Position, pool: list[int], start: int) -> list[int]:
    """Finish the deal with uniformly random legal cards; returns the team points (card points + last trick).
    ``pool`` is a list from ``random_pool``; reading starts at ``start`` (any int) and wraps around. ``pos`` is
    left unchanged. The bots' hot loop: no call in it but ``playable``, no tuple built (issue 59's timings)."""
    hands, points, seat, covers = pos.hands[:], pos.points[:], pos.seat, pos.covers
    n, team_of, partner_of, codes, trump2 = t.players, t.team_of, t.partner_of, t.codes, t.trump2
    raise_mode, win_power, pts_of, higher, suit_cards = t.raise_mode, t.win_power, t.points, t.higher, t.suit_cards
    trump_mask, lead_side = t.trump_mask, t.lead_code & SIDE  # a locked lead: no trump unless only trumps
    step_raise, step_overruff, step_ruff = RAISE, OVERRUFF, RUFF  # locals: read in the loop
    wrap = len(pool) - 1
    r = start & wrap
    played = len(pos.trick)
    led, lead_mask, wp, best, best_seat, best_power, trick_points = _trick_so_far(t, pos)
    remaining = sum(h.bit_count() for h in hands)
    while remaining:
        held = hands[seat]
        hand = playable(held, covers) if covers else held
        if not played:  # lead: any card (of the side suits if the lead is locked and there are any)
            m = hand
            if lead_side and hand & ~trump_mask:
                m = hand & ~trump_mask
            k = pool[r] % m.bit_count()
            r = (r + 1) & wrap
            while k:
                m &= m - 1
                k -= 1
            card = (m & -m).bit_length() - 1
            led = SUIT_OF[card]
            lead_mask, wp = SUIT_MASKS[led], win_power[led]
            best, best_seat = card, seat
            best_power, trick_points = wp[card], pts_of[card]
        else:
            follow = hand & lead_mask
            if follow:
                if raise_mode[led] and (
                    raise_mode[led] == 1 or codes[led][trump2[best] + (partner_of[seat] == best_seat)] & step_raise
                ):
                    above = follow & higher[best]
                    if above:
                        follow = above
                choices = suit_cards[led][follow >> SUIT_SHIFT[led] & 0x1FF]
                card = choices[pool[r] % len(choices)]
                r = (r + 1) & wrap
            else:
                m = hand
                trumps = hand & trump_mask
                if trumps:
                    code = codes[led][trump2[best] + (partner_of[seat] == best_seat)]
                    if code & step_overruff:
                        above = trumps & higher[best]
                        m = above if above else trumps if code & step_ruff else hand
                    elif code & step_ruff:
                        m = trumps
                k = pool[r] % m.bit_count()
                r = (r + 1) & wrap
                while k:
                    m &= m - 1
                    k -= 1
                card = (m & -m).bit_length() - 1
            p = wp[card]
            if p > best_power:
                best_power, best, best_seat = p, card, seat
            trick_points += pts_of[card]
        hands[seat] = held ^ (1 << card)
        remaining -= 1
        played += 1
        if played == n:
            if not remaining:
                trick_points += t.last_bonus
            points[team_of[best_seat]] += trick_points
            seat, played = best_seat, 0
        else:
            seat += 1
            if seat == n:
                seat = 0
    return points


TRICK_BITS = 5  # the solver's value keeps the tricks won in its low bits: 16 tricks (Découverte) need 5
TRICK_SCALE = 1 << TRICK_BITS
TRICK_MASK = TRICK_SCALE - 1
WORST = 1 << 20  # above any solver value (252 points * 32 + 31 tricks is far below)


class PythonSolver:
    """Exact minimax of the rest of a deal with every hand known (alpha-beta, transposition table).

    The value is what ``team`` wins from the position on, as ``TRICK_SCALE * points + tricks``: the card
    points of the tricks still to finish (the one in progress included, with the last-trick bonus) and,
    as a tie-break, the number of those tricks (so a capot is seen; up to 31 tricks fit). The other seats
    play against ``team``. ``covers``: the face-down table cards and what lies on them (``playable``);
    whether a card is still covered follows from the hands, so the table's keys need nothing more.
    """

    def __init__(self, t: Tables, team: int, covers: Covers = ()) -> None:
        self.t = t
        self.team = team
        self.covers = covers
        self.table: dict[tuple[int, ...], tuple[int, int]] = {}  # key -> (value, kind: 0 exact, 1 lower, 2 upper)
        self.nodes = 0

    def move_values(self, pos: Position) -> dict[int, int]:
        """The exact value of each legal card of the player to move."""
        self.covers = pos.covers
        return {card: self.after(pos, card, -1, WORST) for card in self.t.cards_of(legal_mask(self.t, pos))}

    def values_of(self, pos: Position, cards: Sequence[int]) -> list[int]:
        """The exact value of each of ``cards`` for the player to move (``after`` with the full window)."""
        self.covers = pos.covers
        return [self.after(pos, card, -1, WORST) for card in cards]

    def from_trick_start(self, hands: Sequence[int], leader: int) -> int:
        """The exact value of a position between two tricks, ``leader`` to lead."""
        return self._node(list(hands), leader, [], -1, -1, -1, WORST)

    def after(self, pos: Position, card: int, alpha: int, beta: int) -> int:
        hands = pos.hands[:]
        return self._play(hands, pos.seat, list(pos.trick), pos.best, pos.best_seat, card, alpha, beta)

    def _play(
        self, hands: list[int], seat: int, trick: list[int], best: int, best_seat: int, card: int, alpha: int, beta: int,
    ) -> int:
        t = self.t
        hands[seat] ^= 1 << card
        if not trick or t.win_power[SUIT_OF[trick[0]]][card] > t.power[best]:
            best, best_seat = card, seat
        trick.append(card)
        if len(trick) == t.players:
            points = 0
            for c in trick:
                points += t.points[c]
            if not hands[best_seat]:
                points += t.last_bonus
            gained = points * TRICK_SCALE + 1 if t.team_of[best_seat] == self.team else 0
            value = gained + self._node(hands, best_seat, [], -1, -1, alpha - gained, beta - gained)
        else:
            value = self._node(hands, (seat + 1) % t.players, trick, best, best_seat, alpha, beta)
        trick.pop()
        hands[seat] ^= 1 << card
        return value

    def _node(self, hands: list[int], seat: int, trick: list[int], best: int, best_seat: int, alpha: int, beta: int) -> int:
        t = self.t
        self.nodes += 1
        key = None
        if not trick:
            if not hands[seat]:
                return 0
            key = (*hands, seat)
            hit = self.table.get(key)
            if hit is not None:
                value, kind = hit
                if kind == 0 or (kind == 1 and value >= beta) or (kind == 2 and value <= alpha):
                    return value
        hand = hands[seat]
        if self.covers:
            hand = playable(hand, self.covers)
        legal = legal_for(t, hand, trick, best, best_seat, seat)
        cards = t.cards_of(legal)
        power = t.power
        cards.sort(key=power.__getitem__, reverse=True)
        maximizing = t.team_of[seat] == self.team
        alpha0, beta0 = alpha, beta
        if maximizing:
            value = -1
            for card in cards:
                v = self._play(hands, seat, trick, best, best_seat, card, alpha, beta)
                if v > value:
                    value = v
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
        else:
            value = WORST
            for card in cards:
                v = self._play(hands, seat, trick, best, best_seat, card, alpha, beta)
                if v < value:
                    value = v
                    if v < beta:
                        beta = v
                        if alpha >= beta:
                            break
        if key is not None:
            if value <= alpha0:
                self.table[key] = (value, 2)
            elif value >= beta0:
                self.table[key] = (value, 1)
            else:
                self.table[key] = (value, 0)
        return value


_owners = itertools.count(1)  # the compiled solvers' numbers: each owns its entries of the shared table


class CompiledSolver:
    """``PythonSolver``'s twin in the compiled kernel: the same values (its nodes differ only by the table's
    size: one table of 2**18 entries for the process, an entry replaced when another position needs its place)."""

    def __init__(self, t: Tables, team: int, covers: Covers = ()) -> None:
        lib = native.library()
        assert lib is not None, "CompiledSolver needs the compiled kernel"
        self._lib = lib
        self._tables = ctypes.byref(native.tables_struct(t))
        self.t = t
        self.team = team
        self.covers = covers
        self.owner = next(_owners)
        self.nodes = 0
        self._nodes = ctypes.c_int64(0)

    def move_values(self, pos: Position) -> dict[int, int]:
        """The exact value of each legal card of the player to move."""
        self.covers = pos.covers
        cards = self.t.cards_of(legal_mask(self.t, pos))
        return dict(zip(cards, self.values_of(pos, cards)))

    def values_of(self, pos: Position, cards: Sequence[int]) -> list[int]:
        """The exact value of each of ``cards`` for the player to move (``after`` with the full window), in one
        call of the kernel."""
        count = len(cards)
        hands = (ctypes.c_uint64 * 4)(*pos.hands, *[0] * (4 - len(pos.hands)))
        trick = (ctypes.c_int64 * 4)(*pos.trick, *[0] * (4 - len(pos.trick)))
        covers = ctypes.byref(native.covers_struct(self.covers)) if self.covers else None
        values = (ctypes.c_int64 * count)()
        self._nodes.value = 0
        done = self._lib.bk_move_values(self._tables, covers, self.team, self.owner, hands, pos.seat, trick,
                                        len(pos.trick), pos.best, pos.best_seat, count, (ctypes.c_int64 * count)(*cards),
                                        values, ctypes.byref(self._nodes))
        self.nodes += self._nodes.value
        if not done:
            raise MemoryError("the compiled solver could not allocate its table")
        return list(values)

    def from_trick_start(self, hands: Sequence[int], leader: int) -> int:
        """The exact value of a position between two tricks, ``leader`` to lead."""
        out = (ctypes.c_int64 * 1)()
        packed = (ctypes.c_uint64 * 4)(*hands, *[0] * (4 - len(hands)))
        leaders = (ctypes.c_int64 * 1)(leader)
        covers = ctypes.byref(native.covers_struct(self.covers)) if self.covers else None
        self._nodes.value = 0
        self._lib.bk_solve_starts(self._tables, covers, self.team, self.owner, 1, 1, packed, leaders, out,
                                  ctypes.byref(self._nodes))
        self.nodes += self._nodes.value
        return _checked(out[0])

    def after(self, pos: Position, card: int, alpha: int, beta: int) -> int:
        hands = (ctypes.c_uint64 * 4)(*pos.hands, *[0] * (4 - len(pos.hands)))
        trick = (ctypes.c_int64 * 4)(*pos.trick, *[0] * (4 - len(pos.trick)))
        covers = ctypes.byref(native.covers_struct(self.covers)) if self.covers else None
        self._nodes.value = 0
        value = self._lib.bk_solve_after(self._tables, covers, self.team, self.owner, hands, pos.seat, trick,
                                         len(pos.trick), pos.best, pos.best_seat, card, alpha, beta,
                                         ctypes.byref(self._nodes))
        self.nodes += self._nodes.value
        return _checked(value)


def _checked(value: int) -> int:
    if value < 0:
        raise MemoryError("the compiled solver could not allocate its table")
    return value


def Solver(t: Tables, team: int, covers: Covers = ()) -> PythonSolver | CompiledSolver:  # noqa: N802 (a class's door)
    """The exact solver: compiled where the kernel is built, else the pure-Python reference."""
    if native.library() is not None:
        return CompiledSolver(t, team, covers)
    return PythonSolver(t, team, covers)


def solve_trick_starts(
    t: Tables, team: int, rows_hands: Sequence[Sequence[int]], leaders: Sequence[int],
    covers: Sequence[Covers] = (), count: int = 1,
) -> list[int]:
    """The exact value (for ``team``) of every row, a position between two tricks with ``leaders[row]`` to
    lead. Rows ``i``, ``count + i``, ... are one deal's and share its solver's table and ``covers[i]``."""
    rows = len(rows_hands)
    lib = native.library()
    if lib is None:
        solvers = [PythonSolver(t, team, covers[i] if covers else ()) for i in range(count)]
        return [solvers[row % count].from_trick_start(hands, leader)
                for row, (hands, leader) in enumerate(zip(rows_hands, leaders))]
    flat = (ctypes.c_uint64 * (rows * 4))()
    for row, hands in enumerate(rows_hands):
        flat[row * 4:row * 4 + len(hands)] = list(hands)
    leader_array = (ctypes.c_int64 * rows)(*leaders)
    out = (ctypes.c_int64 * rows)()
    nodes = ctypes.c_int64(0)
    cover_array = None
    if covers:
        cover_array = (native.BkCovers * count)(*(native.covers_struct(covers[i]) for i in range(count)))
    owner = next(_owners)
    for _ in range(count - 1):
        next(_owners)
    lib.bk_solve_starts(ctypes.byref(native.tables_struct(t)), cover_array, team, owner, count, rows, flat,
                        leader_array, out, ctypes.byref(nodes))
    return [_checked(v) for v in out]


def compiled_random_playout(pool: list[int]) -> Callable[[Tables, Position, int], list[int]]:
    """``random_playout`` in the compiled kernel, reading ``pool`` (copied once here): a function of
    (tables, position, start) giving the same team points as ``random_playout(t, pos, pool, start)``."""
    lib = native.library()
    assert lib is not None, "compiled_random_playout needs the compiled kernel"
    size = len(pool)
    pool_array = (ctypes.c_int64 * size)(*pool)
    out = (ctypes.c_int64 * 4)()

    def playout(t: Tables, pos: Position, start: int) -> list[int]:
        hands = (ctypes.c_uint64 * 4)(*pos.hands, *[0] * (4 - len(pos.hands)))
        trick = (ctypes.c_int64 * 4)(*pos.trick, *[0] * (4 - len(pos.trick)))
        points = (ctypes.c_int64 * 4)(*pos.points, *[0] * (4 - len(pos.points)))
        covers = ctypes.byref(native.covers_struct(pos.covers)) if pos.covers else None
        lib.bk_random_playout(ctypes.byref(native.tables_struct(t)), covers, hands, pos.seat, trick, len(pos.trick),
                              pos.best, pos.best_seat, points, pool_array, size, start, out)
        return list(out[:len(pos.points)])

    return playout
