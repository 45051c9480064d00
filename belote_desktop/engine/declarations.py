"""Declarations (melds) and the king+queen rule, as data every layer reads.

A ``MeldTable`` says what counts (sequences by length, carrés by rank, at most N per player, may a
card serve twice); ``MeldRules`` adds which table applies in which strain, who scores
(``MeldSharing``) and how equal best declarations are settled (``MeldTie``); ``score_melds`` is the
one place that decides which team scores which declarations (engine, bots and explanations call it).
``BeloteRule`` says which king+queen pairs count and for how much.

>>> from .cards import Card
>>> hand = [Card.parse(t) for t in "7H 8H 9H JS JH JD JC AS".split()]
>>> [str(m) for m in best_melds(mask_of(hand), None)]
['carre J', 'tierce 9H']
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache
from itertools import combinations

from .actions import DECLARE, Declare, Strain
from .cards import RANKS_PER_SUIT, SUIT_BITS, Card, Rank, Suit, mask_of



class MeldKind(Enum):
    """A kind of meld: the sequences and the four of a kind (their points: ``MeldTable``)."""

    TIERCE = "tierce"  # three in sequence: 20
    QUARTE = "quarte"  # four: 50
    QUINTE = "quinte"  # five or more: 100
    CARRE = "carre"  # four of a kind: jacks 200, nines 150, aces/tens/kings/queens 100
    TWENTY = "twenty"  # Tarabish: a run of three, 20
    FIFTY = "fifty"  # Tarabish: a run of four or more, 50


class MeldSharing(Enum):
    """Who scores declarations."""

    BEST_TEAM_ONLY = "best_team_only"  # the team with the best declaration scores all of its own (classic)
    BOTH_TEAMS = "both_teams"  # every declaration scores (Bidding Belote)
    PER_KIND = "per_kind"  # carrés and sequences are ranked apart, each kind as BEST_TEAM_ONLY (Bulgarian)
    BEST_PLAYER = "best_player"  # only the player with the best declaration scores, his own only (Tarabish)


class MeldTie(Enum):
    """Equal best declarations held by opposing sides."""

    EARLIEST = "earliest"  # a trump sequence first, then the player nearest the dealer's right (classic)
    TRUMP_THEN_CANCEL = "trump_then_cancel"  # a trump sequence wins, otherwise nobody scores (Tarabish)
    CANCEL = "cancel"  # nobody scores that kind (Bulgarian: equal opposing sequences)


def _has_run(bits: int, length: int) -> bool:
    """Whether one suit's rank bits hold ``length`` consecutive ranks."""
    run = bits
    for _ in range(length - 1):
        run &= run >> 1
    return run != 0


_SUIT_1, _SUIT_2, _SUIT_3 = RANKS_PER_SUIT, 2 * RANKS_PER_SUIT, 3 * RANKS_PER_SUIT  # where each suit's bits start


_DERIVED: dict[tuple[object, ...], tuple[int, tuple[bool, ...]]] = {}


@dataclass(frozen=True)
class MeldTable:
    """What a declaration is and what it is worth."""

    sequences: tuple[tuple[int, MeldKind, int], ...]  # (shortest length, kind, points), by length
    carres: tuple[tuple[Rank, int], ...]  # the carrés that count and their points, weakest first
    max_per_player: int = 0  # 0: no limit
    reuse_cards: bool = False  # a card may count in a carré and in a sequence
    shorter_sequence_higher: bool = False  # seed 000's Tarabish: a twenty outranks a fifty (option)
    longer_sequence_higher: bool = False  # seed 001: of two sequences worth the same, the longer wins, then the top
    split_long_runs: int = 0  # a run this long or longer counts as two (its top four, then the rest); 0: never
    runs_over_equal_carres: bool = False  # a run outranks a four of a kind of the same value (Baloot, seed 000)

    def __post_init__(self) -> None:
        # read on hot paths (the bots score thousands of sampled hands): the lookup tables are built once per
        # process for equal tables (a ruleset rebuilds its tables on every replace)
        key = self._fields()
        derived = _DERIVED.get(key)
        if derived is None:
            derived = _DERIVED[key] = (
                sum(1 << rank for rank in {rank for rank, _ in self.carres}),
                tuple(_has_run(bits, self.shortest_sequence) for bits in range(SUIT_BITS + 1)),
            )
        object.__setattr__(self, "carre_ranks", derived[0])  # the ranks whose carré counts, as rank bits
        object.__setattr__(self, "suit_has_sequence", derived[1])

    def _fields(self) -> tuple[object, ...]:
        return (self.sequences, self.carres, self.max_per_player, self.reuse_cards, self.shorter_sequence_higher,
                self.longer_sequence_higher, self.split_long_runs, self.runs_over_equal_carres)

    def __hash__(self) -> int:
        # computed once, as Ruleset does (engine/rules.py), and never pickled: the enums' names hash
        # differently in another process (the bots' workers)
        try:
            known: int = self.__dict__["_hash"]
            return known
        except KeyError:
            self.__dict__["_hash"] = key = hash(self._fields())
            return key

    def __getstate__(self) -> dict[str, object]:
        return {key: value for key, value in self.__dict__.items() if key != "_hash"}

    def sequence(self, length: int) -> tuple[MeldKind, int] | None:
        found = None
        for shortest, kind, points in self.sequences:
            if length >= shortest:
                found = (kind, points)
        return found

    @property
    def shortest_sequence(self) -> int:
        return self.sequences[0][0] if self.sequences else RANKS_PER_SUIT + 1

    def carre_rank_order(self, rank: Rank) -> int:
        return next(i for i, (r, _) in enumerate(self.carres) if r == rank)


FRENCH_MELDS = MeldTable(
    sequences=((3, MeldKind.TIERCE, 20), (4, MeldKind.QUARTE, 50), (5, MeldKind.QUINTE, 100)),
    carres=((Rank.QUEEN, 100), (Rank.KING, 100), (Rank.TEN, 100), (Rank.ACE, 100), (Rank.NINE, 150),
            (Rank.JACK, 200)),
)
"""The French table: the default of every game, and the table of those that bring none of their own (their
own tables: engine/games)."""


@dataclass(frozen=True)
class MeldRules:
    """Declarations of a ruleset: whether there are any, their table per strain, who scores, ties."""

    enabled: bool = True
    table: MeldTable = FRENCH_MELDS
    no_trumps_table: MeldTable | None = FRENCH_MELDS  # None: no declarations in no trumps
    sharing: MeldSharing = MeldSharing.BEST_TEAM_ONLY
    tie: MeldTie = MeldTie.EARLIEST

    def table_for(self, strain: Strain | None) -> MeldTable | None:
        """The table in force under ``strain`` (None before the contract: the main table)."""
        if not self.enabled:
            return None
        return self.no_trumps_table if strain is Strain.NO_TRUMPS else self.table


@dataclass(frozen=True)
class BeloteRule:
    """King and queen of trumps: what they are worth and when they count."""

    points: int = 20
    king_first: bool = False  # scores only if the king is played first
    in_all_trumps: bool = True  # all trumps: the king+queen of any suit counts
    in_no_trumps: bool = False
    counts_for_contract: bool = True  # helps the takers reach their bid
    void_in_scored_meld: bool = False  # Baloot: not when its king or queen is in a declaration that scores
    lead_ruff_or_partner: bool = False  # the first of the pair counts only when leading, trumping another suit
    # or following the partner's lead (an option of Bulgarian Belot)

    def suits(self, strain: Strain) -> tuple[Suit, ...]:
        """The suits whose king+queen score under ``strain``."""
        if self.points <= 0:
            return ()
        if strain.suit is not None:
            return (strain.suit,)
        if strain is Strain.ALL_TRUMPS and self.in_all_trumps or strain is Strain.NO_TRUMPS and self.in_no_trumps:
            return tuple(Suit)
        return ()




# the French table's constants, kept for the rules book and the glossary
SEQUENCE_VALUES = {3: (MeldKind.TIERCE, 20), 4: (MeldKind.QUARTE, 50)}
CARRE_VALUES = {Rank.JACK: 200, Rank.NINE: 150, Rank.ACE: 100, Rank.TEN: 100, Rank.KING: 100, Rank.QUEEN: 100}
CARRE_ORDER = tuple(rank for rank, _ in FRENCH_MELDS.carres)


@dataclass(frozen=True)
class Meld:
    """A meld (a sequence or four of a kind in a hand): its kind, points, top card and cards."""

    kind: MeldKind
    points: int
    top: Card  # highest card (sequence order); for a carré a card of its rank
    cards: tuple[Card, ...]

    @property
    def length(self) -> int:
        """How many cards the meld holds."""
        return len(self.cards)

    def __str__(self) -> str:
        if self.kind is MeldKind.CARRE:
            return f"carre {self.top.rank.code}"
        return f"{self.kind.value} {self.top}"

    def strength(self, trump: Suit | None, table: MeldTable = FRENCH_MELDS) -> tuple[int, int, int, int]:
        """Ranking key: value, carré above sequence (below, where the table ranks runs first), top card (the length first when the table says so),
        trump sequence above plain."""
        runs_first = table.runs_over_equal_carres
        if self.kind is MeldKind.CARRE:
            return (self.points, 0 if runs_first else 1, table.carre_rank_order(self.top.rank), 0)
        value = -self.points if table.shorter_sequence_higher else self.points
        top = int(self.top.rank) + (self.length * RANKS_PER_SUIT if table.longer_sequence_higher else 0)
        return (value, 1 if runs_first else 0, top, 1 if self.top.suit == trump else 0)


def _sequence_runs(mask: int, shortest: int = 3) -> list[tuple[Suit, int, int]]:
    """Maximal runs of ``shortest`` or more consecutive ranks: (suit, lowest rank, length)."""
    runs = []
    for suit in Suit:
        bits = (mask >> (suit * RANKS_PER_SUIT)) & SUIT_BITS
        rank = 0
        while rank < RANKS_PER_SUIT:
            if bits >> rank & 1:
                start = rank
                while rank < RANKS_PER_SUIT and bits >> rank & 1:
                    rank += 1
                if rank - start >= shortest:
                    runs.append((suit, start, rank - start))
            else:
                rank += 1
    return runs


def _sequence_meld(suit: Suit, low: int, length: int, table: MeldTable = FRENCH_MELDS) -> Meld:
    found = table.sequence(length)
    assert found is not None
    kind, points = found
    cards = tuple(Card.of(suit, Rank(r)) for r in range(low, low + length))
    return Meld(kind, points, cards[-1], cards)


def _sequence_melds(mask: int, table: MeldTable) -> list[Meld]:
    """The maximal runs of a hand as declarations; with ``split_long_runs`` a long run counts as its top
    four cards and the rest (Tarabish option: seven cards a fifty and a twenty, eight or nine two fifties)."""
    melds = []
    for suit, low, length in _sequence_runs(mask, table.shortest_sequence):
        if table.split_long_runs and length >= table.split_long_runs:
            melds.append(_sequence_meld(suit, low + length - 4, 4, table))
            melds.append(_sequence_meld(suit, low, length - 4, table))
        else:
            melds.append(_sequence_meld(suit, low, length, table))
    return melds


def find_melds(mask: int, table: MeldTable = FRENCH_MELDS) -> tuple[list[Meld], list[Meld]]:
    """The scoring carrés and the maximal sequences of a hand (these may share cards)."""
    carres = []
    for rank, points in table.carres:
        cards = tuple(Card.of(s, rank) for s in Suit)
        if all(mask >> c.index & 1 for c in cards):
            carres.append(Meld(MeldKind.CARRE, points, cards[0], cards))
    return carres, _sequence_melds(mask, table)


NO_DECLARATION, USUAL_DECLARATION, DECLARATION_CHOICE = 0, 1, 2
"""What ``declaration_offer`` finds in a hand."""


def declaration_offer(mask: int, table: MeldTable | None) -> int:
    """What a hand may declare, read on the mask (at every first-trick turn, and for every hand a bot samples):
    ``NO_DECLARATION``; ``USUAL_DECLARATION`` (``DECLARE``, the declarations worth most: ``best_melds``); or
    ``DECLARATION_CHOICE``, a carré and a sequence where a card may count once, so that ``declaration_choices``
    may offer other sets (where it offers more than the usual one, the hand is one of these)."""
    if table is None:
        return NO_DECLARATION
    has_sequence: tuple[bool, ...] = table.__dict__["suit_has_sequence"]  # set in MeldTable.__post_init__
    sequence = (has_sequence[mask & SUIT_BITS] or has_sequence[mask >> _SUIT_1 & SUIT_BITS]
                or has_sequence[mask >> _SUIT_2 & SUIT_BITS] or has_sequence[mask >> _SUIT_3 & SUIT_BITS])
    carre = mask & mask >> _SUIT_1 & mask >> _SUIT_2 & mask >> _SUIT_3 & table.__dict__["carre_ranks"]
    if sequence and carre and not table.reuse_cards:
        return DECLARATION_CHOICE
    return USUAL_DECLARATION if sequence or carre else NO_DECLARATION


def has_meld(mask: int, table: MeldTable | None = FRENCH_MELDS) -> bool:
    """Whether a hand holds any declaration of ``table`` (fast check on the mask)."""
    return declaration_offer(mask, table) != NO_DECLARATION


@lru_cache(maxsize=4096)
def best_melds(mask: int, trump: Suit | None, table: MeldTable | None = FRENCH_MELDS) -> tuple[Meld, ...]:
    """The declarations worth most, best first: no card used twice unless the table allows it, and
    at most ``table.max_per_player`` of them when it sets a limit."""
    if table is None or not has_meld(mask, table):
        return ()
    carres, sequences = find_melds(mask, table)
    limit = table.max_per_player or None
    if table.reuse_cards:
        melds = sorted(carres + sequences, key=lambda m: m.strength(trump, table), reverse=True)
        return tuple(melds[:limit])
    best: tuple[Meld, ...] = ()
    best_key: tuple[int, tuple[int, int, int, int]] = (0, (0, 0, 0, 0))
    for count in range(len(carres) + 1):
        for chosen in combinations(carres, count):
            used = mask_of(c for m in chosen for c in m.cards)
            melds = list(chosen) + _sequence_melds(mask & ~used, table)
            if not melds:
                continue
            melds.sort(key=lambda m: m.strength(trump, table), reverse=True)
            melds = melds[:limit]
            key = (sum(m.points for m in melds), melds[0].strength(trump, table))
            if key > best_key:
                best, best_key = tuple(melds), key
    return best


def _with_carres(mask: int, trump: Suit | None, table: MeldTable, chosen: Sequence[Meld]) -> tuple[Meld, ...]:
    """The declarations of a hand that takes the carrés ``chosen`` and makes its sequences of the other cards, best
    first (at most ``table.max_per_player``)."""
    used = mask_of(c for m in chosen for c in m.cards)
    melds = sorted(list(chosen) + _sequence_melds(mask & ~used, table), key=lambda m: m.strength(trump, table),
                   reverse=True)
    return tuple(melds[:table.max_per_player or None])


def declare_actions(cards: int, strain: Strain | None, table: MeldTable | None) -> tuple[Declare, ...]:
    """What a seat holding ``cards`` may declare at his turn in the first trick of a contract in ``strain``: nothing
    without a declaration, else ``DECLARE`` (the usual set) and, rarely (a card in a carré and in a sequence), the
    other sets; the mask's check first, so that the other hands pay nothing for the choice (nor for the trump suit,
    read only then)."""
    offer = declaration_offer(cards, table)
    if offer == NO_DECLARATION:
        return ()
    if offer == USUAL_DECLARATION:
        return (DECLARE,)
    trump = strain.suit if strain is not None else None
    return (DECLARE,) + tuple(Declare(ranks) for ranks, _ in declaration_choices(cards, trump, table)[1:])


@lru_cache(maxsize=1024)
def declaration_choices(mask: int, trump: Suit | None, table: MeldTable | None = FRENCH_MELDS
                        ) -> tuple[tuple[tuple[Rank, ...] | None, tuple[Meld, ...]], ...]:
    """The sets of declarations a hand may choose between, as (the carrés' ranks, the declarations): first the usual
    choice (``best_melds``, its ranks None), then every other set that keeps some carrés and makes sequences of the
    other cards, where a card belongs to a carré and to a sequence and may count once (8♦ 9♦ 10♦ J♦ Q♦ 10♣ 10♥ 10♠:
    the carré of tens, or the quinte). A set inside another one is no choice and is left out; so are sets equal to
    the usual one. The others come by total value, then by their best declaration (none unless
    ``declaration_offer`` finds a ``DECLARATION_CHOICE``)."""
    usual = best_melds(mask, trump, table)
    if table is None or table.reuse_cards or not usual:
        return ((None, usual),) if usual else ()
    carres, sequences = find_melds(mask, table)
    if not carres or not sequences:
        return ((None, usual),)
    candidates: dict[tuple[Meld, ...], tuple[Rank, ...]] = {}
    for count in range(len(carres) + 1):
        for chosen in combinations(carres, count):
            melds = _with_carres(mask, trump, table, chosen)
            if melds and melds not in candidates:
                candidates[melds] = tuple(sorted(m.top.rank for m in chosen))  # (one spelling for a set)
    sets = [set(melds) for melds in candidates]
    kept = [(ranks, melds) for (melds, ranks), mine in zip(candidates.items(), sets)
            if not any(mine < other for other in sets) and set(melds) != set(usual)]
    kept.sort(key=lambda entry: (sum(m.points for m in entry[1]), entry[1][0].strength(trump, table)), reverse=True)
    return ((None, usual),) + tuple(kept)


def chosen_melds(mask: int, trump: Suit | None, table: MeldTable | None, carres: tuple[Rank, ...] | None
                 ) -> tuple[Meld, ...]:
    """The declarations of ``Declare(carres)``: the usual ones for None, else the carrés of those ranks and the
    sequences of the other cards."""
    if carres is None or table is None:
        return best_melds(mask, trump, table)
    chosen = [m for m in find_melds(mask, table)[0] if m.top.rank in carres]
    return _with_carres(mask, trump, table, chosen)


def winning_seat(
    declared: Mapping[int, Sequence[Meld]], order: Sequence[int], trump: Suit | None,
    table: MeldTable = FRENCH_MELDS,
) -> int | None:
    """The seat holding the best declaration; ties go to the seat first in ``order`` (from the eldest)."""
    best_seat = None
    best_key = None
    for seat in order:
        melds = declared.get(seat)
        if not melds:
            continue
        key = melds[0].strength(trump, table)
        if best_key is None or key > best_key:
            best_seat, best_key = seat, key
    return best_seat


@dataclass(frozen=True)
class MeldScore:
    points: tuple[int, ...]  # per team
    best_seat: int  # the seat whose declaration won (-1: none, every declaration scored, or a cancel)
    scored: tuple[tuple[int, Meld], ...]  # (seat, meld) of every declaration that counts
    cancelled: tuple[int, ...] = ()  # per team: its best declaration, equal to an opponent's, cancelled out


def score_melds(
    declared: Mapping[int, Sequence[Meld]], order: Sequence[int], trump: Suit | None, team_of: Callable[[int], int],
    teams: int, rules: MeldRules,
) -> MeldScore:
    """Which declarations score, for which team: the one place this is decided.

    ``declared``: each seat's declarations, best first; ``order``: the seats from the dealer's right.
    """
    tally = _MeldTally(order, trump, team_of, teams, rules)
    declared = {seat: tuple(m) for seat, m in declared.items() if m}
    best_seat = -1
    if rules.sharing is MeldSharing.BOTH_TEAMS:
        for each in order:
            tally.take(each, declared.get(each, ()))
    elif rules.sharing is MeldSharing.PER_KIND:
        for is_carre in (True, False):
            kind = {s: tuple(m for m in ms if (m.kind is MeldKind.CARRE) == is_carre) for s, ms in declared.items()}
            tally.award(kind, tally.best(kind))
    else:
        best = tally.best(declared)
        if best is not None:
            best_seat = best
        if best is not None and rules.sharing is MeldSharing.BEST_PLAYER:
            tally.take(best, declared[best])
        else:
            tally.award(declared, best)
    cancelled = tally.cancelled
    return MeldScore(tuple(tally.points), best_seat, tuple(tally.scored), tuple(cancelled) if any(cancelled) else ())


class _MeldTally:
    """score_melds' running score: the points per team, the declarations scored, the cancelled ones."""

    def __init__(self, order: Sequence[int], trump: Suit | None, team_of: Callable[[int], int], teams: int,
                 rules: MeldRules) -> None:
        self.order = order
        self.trump = trump
        self.team_of = team_of
        self.rules = rules
        self.points = [0] * teams
        self.scored: list[tuple[int, Meld]] = []
        self.cancelled = [0] * teams

    def best(self, kind: Mapping[int, Sequence[Meld]]) -> int | None:
        """The seat whose best declaration of ``kind`` wins under the tie rule; None if nobody declared or a
        cancel."""
        tie, table, trump, order, team_of = self.rules.tie, self.rules.table, self.trump, self.order, self.team_of
        if tie is MeldTie.EARLIEST:
            return winning_seat(kind, order, trump, table)
        keyed = [(seat, kind[seat][0].strength(trump, table)) for seat in order if kind.get(seat)]
        if not keyed:
            return None
        top = max(key[:3] for _, key in keyed)  # the value, the kind and the top card; trump apart
        level = [(seat, key) for seat, key in keyed if key[:3] == top]
        if len({team_of(seat) for seat, _ in level}) == 1:
            return max(level, key=lambda entry: entry[1][3])[0]  # partners level: a trump sequence first
        if tie is MeldTie.TRUMP_THEN_CANCEL:
            trumps = [seat for seat, key in level if key[3]]
            if len({team_of(seat) for seat in trumps}) == 1:
                return trumps[0]
        return None

    def take(self, seat: int, melds: Sequence[Meld]) -> None:
        for meld in melds:
            self.points[self.team_of(seat)] += meld.points
            self.scored.append((seat, meld))

    def award(self, kind: Mapping[int, Sequence[Meld]], winner: int | None) -> None:
        """Every declaration of ``kind`` of the ``winner``'s team scores; no winner: ``cancel``."""
        if winner is None:
            self.cancel(kind)
            return
        for other in self.order:
            if self.team_of(other) == self.team_of(winner):
                self.take(other, kind.get(other, ()))

    def cancel(self, kind: Mapping[int, Sequence[Meld]]) -> None:
        """Nobody won ``kind`` though it was declared: note the equal best declarations that cancelled."""
        table = self.rules.table
        keyed = [(seat, kind[seat][0]) for seat in self.order if kind.get(seat)]
        if not keyed:
            return
        top = max(meld.strength(self.trump, table)[:3] for _, meld in keyed)
        for seat, meld in keyed:
            if meld.strength(self.trump, table)[:3] == top:
                self.cancelled[self.team_of(seat)] = max(self.cancelled[self.team_of(seat)], meld.points)
