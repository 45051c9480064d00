"""What a seat can infer about the hidden hands from its PlayerView, and deals sampled consistently.

Hard facts (never wrong, since the engine enforces the rules):
- a card known to be in a hand: the taken turned card, announced declarations, the other half of an
  announced belote;
- a card a seat cannot hold: it did not follow suit (void), did not trump when it had to (no trump),
  did not overtrump / raise when it had to (no higher trump / card), led a trump into a locked lead
  (it holds only trumps), played its trump king or queen without announcing belote where the rules would
  have had it announced (it lacks the other one: ``_belote_said``). Each of these (but the belote) is ``engine.duties.proof`` of the duty table's code.
Soft evidence weights the sampled deals: the auction (``calls.auction_weight``) and, for the
search levels, how well each deal explains the cards the others chose (``play.search.play_weights``).

``DealSampler`` draws the hidden hands uniformly among the deals consistent with the hard facts
(exact counting over groups of cards that may go to the same seats); the search then weights each
deal by the soft evidence.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from dataclasses import dataclass, field, replace
from itertools import product

from ...engine import CARDS, PlayerView, Rank, mask_of
from ...engine.cards import deck_cards
from ...engine.duties import proof
from ..tables import SUIT_MASKS, SUIT_OF, Tables, bits_of, play_code, tables_for


@dataclass
class Knowledge:
    """The seat's picture of the hidden cards during the play."""

    seat: int
    players: int
    hand: int  # own hand
    hidden: int  # cards in the other hands (known ones included)
    known: list[int]  # per seat: cards known to be in that hand
    forbidden: list[int]  # per seat: cards that seat cannot hold
    sizes: list[int]  # cards held per seat
    played_by: list[int]  # per seat: the cards it has played this deal
    shown: list[int]  # per seat: what the whole table knows it cannot hold (voids shown, this seat's too)
    # cards on the table (Découverte, Belot for 2 with open cards): face-up ones are known (in ``known``,
    # this seat's in ``hand``); a face-down one is unseen by everyone, its owner included, and what a seat's
    # play proves says nothing about it (it was not playable)
    down: list[int] = field(default_factory=list)  # per seat: face-down table cards
    tops: list[list[int]] = field(default_factory=list)  # per seat: the face-up cards lying on a face-down one
    unused: int = 0  # how many of the hidden cards were never dealt (Belot for 2: six, seen by nobody)
    face_down: bool = False  # the game deals face-down table cards (each seat's pile is a place all deal long)

    def hidden_hand(self, seat: int) -> int:
        """How many unknown cards ``seat`` holds in its hand (its face-down table cards not counted)."""
        return self.sizes[seat] - self.known[seat].bit_count() if seat != self.seat else 0


def belote_suits(view: PlayerView) -> list[int]:
    """Suits whose king + queen score belote under the contract."""
    contract = view.contract
    return [] if contract is None else [int(s) for s in view.rules.belote_rule.suits(contract.strain)]


def read_view(view: PlayerView) -> Knowledge:
    """Collect the hard facts of a play-phase view."""
    rules = view.rules
    n = rules.players
    me = view.seat
    deck = mask_of(deck_cards(rules.deck))
    mine = view.playable_mask  # the hand and the face-up table cards
    hidden = deck & ~view.played_mask & ~mine
    known, announced = _known_cards(view)
    forbidden, played_by = _play_proofs(view, announced)
    shown = forbidden[:]
    for seat in range(n):
        known[seat] &= hidden
        forbidden[seat] &= ~known[seat]
    known[me] = 0
    forbidden[me] = 0
    sizes, down, tops = _table_places(view)
    return Knowledge(me, n, mine, hidden, known, forbidden, sizes, played_by, shown, down, tops, rules.deal_plan.unused,
                     bool(rules.table_down_packets))


def _known_cards(view: PlayerView) -> tuple[list[int], set[tuple[int, int]]]:
    """The cards each seat is known to hold (shown, face up on the table, declared, the other of a belot said
    where no card lies face down), and the (seat, card) of each belot said."""
    n = view.rules.players
    known = [0] * n
    for seat, shown_card in view.known_cards:
        known[seat] |= shown_card.bit
    for seat in range(n):
        known[seat] |= view.table_up_mask(seat)
    announced: set[tuple[int, int]] = set()
    for ann in view.announcements:
        if ann.kind == "declare":
            for meld in ann.melds:
                for meld_card in meld.cards:
                    known[ann.seat] |= meld_card.bit
        elif ann.card is not None:
            announced.add((ann.seat, ann.card.index))
            if not view.rules.declare_table_cards:  # otherwise the other card may still lie face down, unseen
                known[ann.seat] |= 1 << _belote_partner(ann.card.index)
    return known, announced


def _play_proofs(view: PlayerView, announced: set[tuple[int, int]]) -> tuple[list[int], list[int]]:
    """Walk the tricks: the cards each seat's plays prove it cannot hold, and the cards each seat played."""
    rules = view.rules
    n = rules.players
    forbidden = [0] * n
    played_by = [0] * n
    assert view.contract is not None
    t = tables_for(rules, view.contract.strain, view.contract.multiplier)
    tricks = [[((trick.leader + i) % n, c.index) for i, c in enumerate(trick.cards)] for trick in view.tricks]
    if view.trick:
        tricks.append([(seat, c.index) for seat, c in view.trick])
    # the other card may have lain face down when the play began: no belote, no proof
    b_suits = frozenset(() if rules.table_up_packets else belote_suits(view))
    gone = 0  # the cards played so far, in the order of play
    for trick in tricks:
        best_seat, best = trick[0]
        leader = best_seat
        played_by[best_seat] |= 1 << best
        if t.lead_code:
            forbidden[best_seat] |= proof(t.lead_code, best, 0, t.trump_mask, 0)
        led = SUIT_OF[best]
        for position, (seat, card) in enumerate(trick):
            if position:
                played_by[seat] |= 1 << card
                forbidden[seat] |= _proof(t, seat, card, led, best, best_seat)
                if t.win_power[led][card] > t.power[best]:
                    best, best_seat = card, seat
            if SUIT_OF[card] in b_suits and (seat, card) not in announced:
                forbidden[seat] |= _belote_silence(view, seat, card, position, led, leader, gone)
            gone |= 1 << card
    return forbidden, played_by


def _belote_silence(view: PlayerView, seat: int, card: int, position: int, led: int, leader: int, gone: int) -> int:
    """The other card of ``card``'s belot where ``seat`` played ``card`` unsaid though holding both would have
    said it (the other not yet played: ``gone``); else 0."""
    other = _belote_partner(card)
    if not gone >> other & 1 and _belote_said(view, seat, card, position, led, leader):
        return 1 << other  # holding both, it would have said belot: it lacks the other
    return 0


def _table_places(view: PlayerView) -> tuple[list[int], list[int], list[list[int]]]:
    """Per seat: the cards it holds (face-up table cards counted), its face-down table cards, and the face-up
    table cards lying on a face-down one."""
    n = view.rules.players
    sizes = list(view.hand_sizes)
    down = [0] * n
    tops: list[list[int]] = [[] for _ in range(n)]
    if view.table_up:
        for seat in range(n):
            sizes[seat] += len(view.table_up[seat])
            down[seat] = view.table_down_sizes[seat]
            tops[seat] = [tc.card.index for tc in view.table_up[seat] if tc.covers]
    return sizes, down, tops


def _proof(t: Tables, seat: int, card: int, led: int, best: int, best_seat: int) -> int:
    """The cards ``seat`` cannot hold, given it played ``card`` on a trick led in ``led`` held by ``best``."""
    return proof(play_code(t, led, best, best_seat, seat), card, SUIT_MASKS[led], t.trump_mask, t.higher[best])


def _belote_said(view: PlayerView, seat: int, card: int, position: int, led: int, leader: int) -> bool:
    """Whether ``seat``, holding both the king and the queen of ``card``'s suit, would have said belot on playing
    ``card`` (the first of the two, at ``position`` in a trick led in ``led`` by ``leader``): the engine says it
    for the holder (``engine.state``, ``_note_belote``) unless the rules keep it unsaid there: a queen first where
    only the king may open it (``belote_king_first``); a card neither leading, trumping another suit nor
    following the partner's lead (``belote_only_lead_ruff_or_partner``). (``belote_may_stay_quiet`` decides who
    scores a said belot, not whether it is said.) Only where it is said does its silence prove anything."""
    rules = view.rules
    belote = rules.belote_rule
    rank = card % 9
    if rank not in (Rank.KING, Rank.QUEEN) or belote.points <= 0:
        return False
    if rank == Rank.QUEEN and belote.king_first:
        return False
    if belote.lead_ruff_or_partner and position:
        suit = SUIT_OF[card]
        if suit != led:  # trumping another suit, or a discard (no belot)
            trump = view.contract.strain.suit if view.contract is not None else None
            return trump is not None and int(trump) == suit
        return rules.seating.partner_of[seat] == leader  # following the partner's lead
    return True


def _belote_partner(card: int) -> int:
    """The queen for a king and the king for a queen of the same suit."""
    rank = card % 9
    other = Rank.QUEEN if rank == Rank.KING else Rank.KING
    return SUIT_OF[card] * 9 + int(other)


class InconsistentView(Exception):
    """No deal fits the facts (cannot happen with engine-made views; the caller falls back)."""


UNEXPLAINED: Counter[str] = Counter()
"""The views a search's deal source could not explain, by what gave way (``play.search.deal_source``):
``"model: <error>"`` where the ownership model's sampler failed and the move drew uniform deals, ``"facts"`` where
no deal fitted the hard facts and the move drew uniform deals over the hand sizes and the known cards alone.
Counted in the process that searched (a benchmark reads it there; the tests read it after a move)."""


def without_proofs(k: Knowledge) -> Knowledge:
    """``k`` less what the plays proved (voids, belot silences): the known cards and the hand sizes only."""
    return replace(k, forbidden=[0] * k.players, shown=[0] * k.players)


class DealSampler:
    """Uniform sampler of the hidden hands given hard facts; ``sample`` returns one mask per seat."""

    def __init__(self, k: Knowledge) -> None:
        self.k = k
        n = k.players
        others = [s for s in range(n) if s != k.seat]
        self.others = others
        free = k.hidden
        for s in others:
            free &= ~k.known[s]
        need = {s: k.sizes[s] - k.known[s].bit_count() for s in others}
        # each seat's face-down table cards are one more place a card may lie (``n + seat``), with no
        # fact against any card: nobody has seen them
        down_places = [n + s for s in range(n) if k.down and k.down[s]]
        for place in down_places:
            need[place] = k.down[place - n]
        if k.unused:  # the cards never dealt are one more place (``2 * n``), with no fact against any card
            down_places.append(2 * n)
            need[2 * n] = k.unused
        if any(v < 0 for v in need.values()):
            raise InconsistentView("more known cards than cards in a hand")
        # group the free cards by the set of seats that may hold them
        groups: dict[tuple[int, ...], list[int]] = {}
        for card in bits_of(free):
            allowed = tuple(s for s in others if not k.forbidden[s] >> card & 1 and need[s] > 0) + tuple(
                down_places)
            if not allowed:
                raise InconsistentView(f"card {CARDS[card]} fits no hand")
            groups.setdefault(allowed, []).append(card)
        self.groups = sorted(groups.items(), key=lambda kv: len(kv[0]))
        self.splits: list[tuple[tuple[int, ...], ...]] = []
        weights: list[float] = []
        self._enumerate(0, dict(need), [], 1.0, weights)
        if not self.splits:
            raise InconsistentView("no split of the hidden cards fits the hand sizes")
        total = sum(weights)
        acc = 0.0
        self.cumulative = []
        for w in weights:
            acc += w / total
            self.cumulative.append(acc)
        self.cumulative[-1] = 1.0

    def _enumerate(self, index: int, need: dict[int, int], chosen: list[tuple[int, ...]], weight: float,
                   weights: list[float]) -> None:
        if index == len(self.groups):
            if all(v == 0 for v in need.values()):
                self.splits.append(tuple(chosen))
                weights.append(weight)
            return
        seats, cards = self.groups[index]
        size = len(cards)
        # each way to share ``size`` cards among ``seats`` within their needs
        ranges = [range(min(need[s], size) + 1) for s in seats[:-1]]
        for counts in product(*ranges):
            last = size - sum(counts)
            if last < 0 or last > need[seats[-1]]:
                continue
            split = (*counts, last)
            ways = math.factorial(size)
            for c in split:
                ways //= math.factorial(c)
            for s, c in zip(seats, split):
                need[s] -= c
            chosen.append(split)
            self._enumerate(index + 1, need, chosen, weight * ways, weights)
            chosen.pop()
            for s, c in zip(seats, split):
                need[s] += c

    def sample(self, rng: random.Random) -> list[int]:
        """One deal: per seat, every card it still has to play (hand and table cards)."""
        return self.sample_deal(rng)[0]

    def sample_deal(self, rng: random.Random) -> tuple[list[int], tuple[tuple[int, int], ...]]:
        """One deal and its covers: (bit of a face-up table card, bit of the sampled face-down card beneath),
        in the order of ``Knowledge.tops`` (the same in every sample)."""
        hands = self.sample_places(rng)
        k = self.k
        n = k.players
        if not k.down or not any(k.down):
            return hands[:n], ()
        covers: list[tuple[int, int]] = []
        for seat in range(n):
            downs = bits_of(hands[n + seat])
            hands[seat] |= hands[n + seat]
            if k.tops[seat]:
                rng.shuffle(downs)  # which face-down card lies under which face-up one: unseen too
                covers.extend((1 << top, 1 << beneath) for top, beneath in zip(k.tops[seat], downs))
        return hands[:n], tuple(covers)

    def sample_places(self, rng: random.Random) -> list[int]:
        """One deal by place: each seat's hand (its known and face-up table cards in it, the viewer's whole
        hand), then each seat's face-down table cards (``n + seat``), then the cards never dealt (``2 * n``)."""
        k = self.k
        n = k.players
        hands = [k.known[s] for s in range(n)] + [0] * (n + 1)  # then each seat's face-down cards, the unused
        hands[k.seat] = k.hand
        x = rng.random()
        lo, hi = 0, len(self.cumulative) - 1
        while lo < hi:
            mid = (lo + hi) // 2
            if self.cumulative[mid] < x:
                lo = mid + 1
            else:
                hi = mid
        split = self.splits[lo]
        for (seats, cards), counts in zip(self.groups, split):
            if len(seats) == 1:
                mask = 0
                for c in cards:
                    mask |= 1 << c
                hands[seats[0]] |= mask
                continue
            pool = cards[:]
            rng.shuffle(pool)
            at = 0
            for s, count in zip(seats, counts):
                for c in pool[at:at + count]:
                    hands[s] |= 1 << c
                at += count
        return hands
