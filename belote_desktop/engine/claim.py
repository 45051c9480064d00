"""Claiming the rest of the tricks: a player shows his cards and says his side takes every trick still to play.

A claim is judged on what the claimer can see, so that neither a yes nor a no tells him anything hidden. It is
accepted exactly when his side takes every remaining trick (the one under way included) in **every placement** of
the cards he cannot see that agrees with what he saw: the hand sizes, every card played (a card played proves the
hand it came from could play it under the duties: a void, a trump it did not hold...), the cards shown (declared
melds, a belote's other card, the taken turned card) and the face-up table cards. In each placement the search is
exact: an AND-OR search where the claimer's side (the partner playing along) chooses and the others may play
anything legal. Placements are enumerated in an order fixed by the claimer's view alone, so the verdict and its
reason are the same however the unseen cards really lie.

Bounds: more than ``RAW_LIMIT`` placements before the played cards are read, or more than ``MAX_PLACEMENTS`` that
agree with them, and the claim is refused as too early (too many cards unseen); a search past its node budget is
refused as not proved. A refusal names a kind of danger (a trump to ruff, a higher card of a suit), never a card nor
who might hold it.

Accepting a claim plays the rest out on the real cards: the claimer's side by a proved line, the others their lowest
legal card. Every remaining trick then goes to the claimer's side whatever the others play, so the points are those
of the claim; the record stays a list of ordinary card plays (saves and replays need nothing new).
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from enum import Enum
from itertools import combinations, permutations

from .actions import Action, PlayCard
from .cards import CARDS, RANKS_PER_SUIT, SUIT_MASKS, Rank, Suit
from .state import DealState, Phase
from .tricks import beats, legal_mask

CLAIM_BUDGET = 60_000  # positions searched at most on one layout (a few hundred milliseconds in the worst case)
RAW_LIMIT = 200_000  # placements of the unseen cards by their counts alone: more is "too early"
MAX_PLACEMENTS = 3_000  # placements that agree with every card played: more is "too early"
TOTAL_BUDGET = 400_000  # positions searched at most over every placement


class ClaimVerdict(Enum):
    CERTAIN = "certain"  # the claimer's side takes every remaining trick in every placement, whatever the others play
    NOT_CERTAIN = "not_certain"  # in some placement of the unseen cards the others can take a trick
    NOT_PROVED = "not_proved"  # the search ran past its budget: refused, as if not certain
    TOO_EARLY = "too_early"  # too many cards unseen to look at every placement: refused
    NOT_NOW = "not_now"  # no claim here: not the card play, or the first trick (declarations) not over


class Danger(Enum):
    """Why a claim was refused, as a kind of card (never a card, never a seat)."""

    RUFF = "ruff"  # an opponent may hold a trump and ruff a suit led
    HIGHER_TRUMP = "higher_trump"  # an opponent may hold a higher trump
    HIGHER = "higher"  # an opponent may hold a higher card of the suit (``ClaimJudgement.suit``)
    TOO_MANY_UNSEEN = "too_many_unseen"
    NOT_PROVED = "not_proved"


@dataclass(frozen=True)
class ClaimJudgement:
    verdict: ClaimVerdict
    danger: Danger | None = None  # for a refusal
    suit: Suit | None = None  # the suit of the danger (HIGHER, HIGHER_TRUMP)
    placements: int = 0  # placements of the unseen cards looked at


class _OutOfBudget(Exception):
    pass


class _Prover:
    def __init__(self, start: DealState, seat: int, budget: int) -> None:
        self.rules = start.rules
        self.team = self.rules.team_of(seat)
        self.budget = budget
        self.nodes = 0
        self.memo: dict[tuple[object, ...], bool] = {}

    def _key(self, state: DealState) -> tuple[object, ...]:
        zones = state.zones
        return (state.hands, state.trick, state.current, zones.table_up, zones.table_down)

    def _ordered(self, state: DealState) -> list[Action]:
        """The strongest cards first (the claimer's side finds its line sooner, the others' refutation too),
        one card of each run of equals: two cards of a suit in the hand with no card of anyone else's between
        them (in hand, on the table or in the trick) win and lose the same tricks, so only the higher is tried."""
        ctx = state.ctx
        assert ctx is not None
        power = ctx.power
        plays = sorted((a for a in state.legal_actions() if isinstance(a, PlayCard)),
                       key=lambda a: -power[a.card.index])
        seat = state.current
        zones = state.zones
        others = 0
        for other in range(self.rules.players):
            others |= zones.table_up[other] | zones.table_down[other]
            if other != seat:
                others |= state.hands[other]
        for index in state.trick:
            others |= 1 << index
        hand = state.hands[seat]  # a table card is never an equal: playing it turns up the card beneath
        kept: list[Action] = []
        previous = -1
        for action in plays:
            index = action.card.index
            if previous >= 0 and hand >> index & hand >> previous & 1 and previous // RANKS_PER_SUIT == index // RANKS_PER_SUIT and not any(
                others >> c & 1 and power[index] < power[c] < power[previous]
                for c in range(index // RANKS_PER_SUIT * RANKS_PER_SUIT, (index // RANKS_PER_SUIT + 1) * RANKS_PER_SUIT)
            ):
                previous = index
                continue
            kept.append(action)
            previous = index
        return kept

    def wins_all(self, state: DealState, tricks_before: int) -> bool:
        if len(state.tricks) > tricks_before:
            if self.rules.team_of(state.tricks[-1].winner) != self.team:
                return False
        if state.phase is Phase.DONE:
            return True
        key = self._key(state)
        known = self.memo.get(key)
        if known is not None:
            return known
        self.nodes += 1
        if self.nodes > self.budget:
            raise _OutOfBudget
        done = len(state.tricks)
        ours = self.rules.team_of(state.current) == self.team
        plays = self._ordered(state)
        if ours:
            result = any(self.wins_all(state.apply(a), done) for a in plays)
        else:
            result = all(self.wins_all(state.apply(a), done) for a in plays)
        self.memo[key] = result
        return result

    def winning_play(self, state: DealState) -> Action | None:
        done = len(state.tricks)
        for action in self._ordered(state):
            if self.wins_all(state.apply(action), done):
                return action
        return None


def _claimable(state: DealState) -> bool:
    return state.phase is Phase.PLAY and bool(state.tricks) and state.ctx is not None


# -- one layout, every card known -----------------------------------------------------------------------------------
def judge_claim_on_layout(state: DealState, seat: int, budget: int = CLAIM_BUDGET) -> ClaimVerdict:
    """Whether ``seat``'s side surely takes every trick still to play with the cards as they lie in ``state`` (every
    card known: the reading this game no longer plays, kept for measures and as the search on one placement)."""
    if not _claimable(state):
        return ClaimVerdict.NOT_NOW
    try:
        certain = _Prover(state, seat, budget).wins_all(state, len(state.tricks))
    except _OutOfBudget:
        return ClaimVerdict.NOT_PROVED
    return ClaimVerdict.CERTAIN if certain else ClaimVerdict.NOT_CERTAIN


# -- what the claimer knows ------------------------------------------------------------------------------------------
@dataclass
class _Places:
    pool: list[int]  # the unseen cards, by index
    hands: list[tuple[int, int, int]]  # (seat, size, forced cards) of every other seat's hand
    downs: list[tuple[int, int]]  # (seat, face-down card in the real deal) of every face-down table card
    stock: int  # cards in the pack (never played)

    def raw_count(self) -> int:
        free = len(self.pool)
        count = 1
        for _, size, forced in self.hands:
            need = size - forced.bit_count()
            count *= math.comb(free - sum(f.bit_count() for _, _, f in self.hands), need) if need >= 0 else 0
            free -= need
        left = len(self.pool) - sum(size for _, size, _ in self.hands)
        count *= math.perm(left, len(self.downs))
        return count


def _forced(state: DealState, seat: int) -> dict[int, int]:
    """The cards the claimer knows another seat holds: the taken turned card, declared melds' cards, a belote's
    other card; only those still in that seat's hand (as public knowledge: not played, not on the table)."""
    view = state.view_for(seat)
    gone = view.played_mask
    for s in range(state.rules.players):
        gone |= view.table_up_mask(s)
    forced: dict[int, int] = {}
    for holder, card in view.known_cards:
        forced[holder] = forced.get(holder, 0) | card.bit
    said: dict[int, set[str]] = {}
    table = bool(state.rules.table_up_packets or state.rules.table_down_packets)
    for ann in view.announcements:
        if ann.seat == seat:
            continue
        for meld in ann.melds:
            for card in meld.cards:
                forced[ann.seat] = forced.get(ann.seat, 0) | card.bit
        if ann.kind in ("belote", "rebelote") and ann.card is not None and not table:  # (a table card may be it)
            said.setdefault(ann.seat, set()).add(f"{ann.kind}{ann.card.suit.value}")
            if ann.kind == "belote" and f"rebelote{ann.card.suit.value}" not in said[ann.seat]:
                other = Rank.QUEEN if ann.card.rank is Rank.KING else Rank.KING
                forced[ann.seat] = forced.get(ann.seat, 0) | (1 << (ann.card.suit * RANKS_PER_SUIT + other))
    return {s: mask & ~gone for s, mask in forced.items() if s != seat and mask & ~gone}


def _places(state: DealState, seat: int) -> _Places:
    n = state.rules.players
    zones = state.zones
    unseen = zones.stock
    for s in range(n):
        unseen |= zones.table_down[s]
        if s != seat:
            unseen |= state.hands[s]
    forced = _forced(state, seat)
    hands = [(s, state.hands[s].bit_count(), forced.get(s, 0) & unseen) for s in range(n) if s != seat]
    hands = [(s, size, known if known.bit_count() <= size else 0) for s, size, known in hands]
    return _Places([c for c in range(len(CARDS)) if unseen >> c & 1], hands, _down_slots(state), zones.stock)


def _down_slots(state: DealState) -> list[tuple[int, int]]:
    """The face-down table cards as (seat, real card), in an order the claimer sees: by seat, then by the face-up
    card lying on each (one whose cover was played in this trick, about to turn up, last: such slots of one seat are
    alike). Ordered by the real card instead, the placements would come in an order that depends on the hidden cards,
    and the first refuting one, so the reason given, with them."""
    zones = state.zones
    top_of = {beneath: top for top, beneath in zones.under}
    slots = [(s, card) for s in range(state.rules.players) for card in _cards(zones.table_down[s])]
    return sorted(slots, key=lambda slot: (slot[0], top_of.get(slot[1], len(CARDS))))


class _History:
    """What each seat's plays prove: for every card it played, the hand it held then must have allowed it."""

    def __init__(self, state: DealState) -> None:
        rules = state.rules
        ctx = state.ctx
        assert ctx is not None
        self.rules, self.ctx = rules, ctx
        self.multiplier = state.contract.multiplier if state.contract is not None else 1
        self.table = bool(rules.table_up_packets or rules.table_down_packets)  # (only voids are read, below)
        n = rules.players
        partner_of = rules.seating.partner_of
        plays: list[tuple[int, tuple[int, ...], int, bool, int]] = []  # seat, trick before, best, partner wins, card
        tricks = [(t.leader, tuple(c.index for c in t.cards)) for t in state.tricks]
        tricks.append((state.leader, state.trick))
        for leader, cards in tricks:
            best, best_seat = -1, -1
            for position, card in enumerate(cards):
                s = (leader + position) % n
                plays.append((s, cards[:position], best, bool(position) and partner_of[s] == best_seat, card))
                if not position or beats(ctx, card, best, cards[0] // RANKS_PER_SUIT):
                    best, best_seat = card, s
        self.by_seat: dict[int, list[tuple[int, tuple[int, ...], int, bool, int]]] = {}
        later: dict[int, int] = {}
        for s, before, best, partner_wins, card in reversed(plays):
            later[s] = later.get(s, 0) | (1 << card)
            self.by_seat.setdefault(s, []).append((later[s], before, best, partner_wins, card))
        self.memo: dict[tuple[int, int], bool] = {}

    def allows(self, seat: int, hand: int) -> bool:
        """Whether ``seat`` holding ``hand`` now agrees with every card it played."""
        key = (seat, hand)
        known = self.memo.get(key)
        if known is not None:
            return known
        ok = True
        for held_later, before, best, partner_wins, card in self.by_seat.get(seat, ()):
            if not before:
                continue
            if self.table:  # a table card may have been played: read only "did not follow, so holds none"
                led = before[0] // RANKS_PER_SUIT
                if card // RANKS_PER_SUIT != led and hand & SUIT_MASKS[led]:
                    ok = False
                    break
                continue
            then = hand | held_later
            if not legal_mask(self.rules, self.ctx, then, before, best, partner_wins, self.multiplier) >> card & 1:
                ok = False
                break
        self.memo[key] = ok
        return ok


def _mask(cards: tuple[int, ...] | list[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def _placements(places: _Places, history: _History) -> Iterator[tuple[tuple[int, ...], tuple[int, ...], int]]:
    """Every placement that agrees with the plays: (hands of the other seats in ``places.hands`` order, the
    face-down cards in ``places.downs`` order, the stock), in an order fixed by the claimer's view."""
    all_forced = 0
    for _, _, forced in places.hands:
        all_forced |= forced

    def hands_from(i: int, pool: int) -> Iterator[tuple[int, ...]]:
        if i == len(places.hands):
            yield ()
            return
        seat, size, forced = places.hands[i]
        free = [c for c in range(len(CARDS)) if pool >> c & 1 and not all_forced >> c & 1]
        for chosen in combinations(free, size - forced.bit_count()):
            hand = _mask(chosen) | forced
            if history.allows(seat, hand):
                for rest in hands_from(i + 1, pool & ~hand):
                    yield (hand,) + rest

    pool = _mask(places.pool)
    for hands in hands_from(0, pool):
        left = pool
        for hand in hands:
            left &= ~hand
        cards = [c for c in range(len(CARDS)) if left >> c & 1]
        if not places.downs:
            yield hands, (), left
            continue
        for downs in permutations(cards, len(places.downs)):
            yield hands, downs, left & ~_mask(downs)


def _placed(state: DealState, seat: int, places: _Places, hands: tuple[int, ...], downs: tuple[int, ...],
            stock: int) -> DealState:
    """``state`` with the unseen cards where a placement puts them."""
    new_hands = list(state.hands)
    for (s, _, _), hand in zip(places.hands, hands):
        new_hands[s] = hand
    zones = state.zones
    if places.downs:
        table_down = list(zones.table_down)
        for s in range(len(table_down)):
            table_down[s] = 0
        swap = {}
        for (s, real), card in zip(places.downs, downs):
            table_down[s] |= 1 << card
            swap[real] = card
        zones = zones._replace(table_down=tuple(table_down), stock=stock,
                               under=tuple((top, swap.get(beneath, beneath)) for top, beneath in zones.under))
    else:
        zones = zones._replace(stock=stock)
    moved: dict[int, int] = {}  # real card -> placed card: the deck is written again, so that the deal holds them
    pairs = [(state.hands[s], hand) for (s, _, _), hand in zip(places.hands, hands)]
    pairs += [(1 << real, 1 << card) for (_, real), card in zip(places.downs, downs)] + [(state.zones.stock, stock)]
    for real, new in pairs:
        for a, b in zip(_cards(real & ~new), _cards(new & ~real)):
            moved[a] = b
    return state.with_cards(new_hands, zones, [moved.get(c, c) for c in state.deck])


def _cards(mask: int) -> list[int]:
    return [c for c in range(len(CARDS)) if mask >> c & 1]


# -- one placement: a quick search on card masks -------------------------------------------------------------------
class _Quick:
    """The AND-OR search of ``_Prover`` on card masks (games without table cards): the claimer's side takes every
    trick whatever the others play. One memory serves every placement (its keys are whole positions)."""

    def __init__(self, state: DealState, seat: int, budget: int) -> None:
        rules = state.rules
        assert state.ctx is not None
        self.rules, self.ctx = rules, state.ctx
        self.team_of = rules.seating.team_of
        self.partner_of = rules.seating.partner_of
        self.team = self.team_of[seat]
        self.n = rules.players
        self.multiplier = state.contract.multiplier if state.contract is not None else 1
        self.budget = budget
        self.nodes = 0
        self.memo: dict[tuple[tuple[int, ...], tuple[int, ...], int], bool] = {}

    def moves(self, hands: tuple[int, ...], trick: tuple[int, ...], seat: int, best: int, best_seat: int) -> list[int]:
        """The legal cards, strongest first, one of each run of equals (no card still in play between them)."""
        ctx = self.ctx
        legal = legal_mask(self.rules, ctx, hands[seat], trick, best,
                           bool(trick) and self.partner_of[seat] == best_seat, self.multiplier)
        power = ctx.power
        cards = sorted((c for c in range(len(CARDS)) if legal >> c & 1), key=lambda c: -power[c])
        others = 0
        for s, h in enumerate(hands):
            if s != seat:
                others |= h
        others |= _mask(trick)
        kept: list[int] = []
        previous = -1
        for c in cards:
            suit = c // RANKS_PER_SUIT
            if previous >= 0 and previous // RANKS_PER_SUIT == suit and not any(
                    others >> o & 1 and power[c] < power[o] < power[previous]
                    for o in range(suit * RANKS_PER_SUIT, (suit + 1) * RANKS_PER_SUIT)):
                previous = c
                continue
            kept.append(c)
            previous = c
        return kept

    def step(self, hands: tuple[int, ...], trick: tuple[int, ...], seat: int, best: int, best_seat: int, card: int
             ) -> tuple[tuple[int, ...], tuple[int, ...], int, int, int, bool]:
        """After ``seat`` plays ``card``: the position, and whether the trick closed and went to the others."""
        new_hands = hands[:seat] + (hands[seat] & ~(1 << card),) + hands[seat + 1:]
        if not trick or beats(self.ctx, card, best, trick[0] // RANKS_PER_SUIT):
            best, best_seat = card, seat
        trick = trick + (card,)
        if len(trick) == self.n:
            return new_hands, (), best_seat, -1, -1, self.team_of[best_seat] != self.team
        return new_hands, trick, (seat + 1) % self.n, best, best_seat, False

    def wins(self, hands: tuple[int, ...], trick: tuple[int, ...], seat: int, best: int, best_seat: int) -> bool:
        if not trick and not any(hands):
            return True
        key = (hands, trick, seat)
        known = self.memo.get(key)
        if known is not None:
            return known
        self.nodes += 1
        if self.nodes > self.budget:
            raise _OutOfBudget
        ours = self.team_of[seat] == self.team
        result = ours is False
        for card in self.moves(hands, trick, seat, best, best_seat):
            h, t, s, b, bs, lost = self.step(hands, trick, seat, best, best_seat, card)
            good = not lost and self.wins(h, t, s, b, bs)
            if good == ours:
                result = ours
                break
        self.memo[key] = result
        return result

    def danger(self, hands: tuple[int, ...], trick: tuple[int, ...], seat: int, best: int, best_seat: int
               ) -> tuple[Danger, Suit | None]:
        """Follow a refutation to the first trick the others take: what kind of card took it."""
        while True:
            ours = self.team_of[seat] == self.team
            moves = self.moves(hands, trick, seat, best, best_seat)
            chosen = moves[0]
            if not ours:
                for card in moves:
                    h, t, s, b, bs, lost = self.step(hands, trick, seat, best, best_seat, card)
                    if lost or not self.wins(h, t, s, b, bs):
                        chosen = card
                        break
            led = trick[0] if trick else chosen
            h, t, s, b, bs, lost = self.step(hands, trick, seat, best, best_seat, chosen)
            if lost:
                winner = chosen if (not trick or beats(self.ctx, chosen, best, led // RANKS_PER_SUIT)) else best
                return _kind(self.ctx.trump_mask, led, winner)
            hands, trick, seat, best, best_seat = h, t, s, b, bs


def _kind(trump_mask: int, led: int, winner: int) -> tuple[Danger, Suit | None]:
    suit = Suit(winner // RANKS_PER_SUIT)
    if trump_mask >> winner & 1:
        return (Danger.HIGHER_TRUMP, suit) if trump_mask >> led & 1 else (Danger.RUFF, None)
    return Danger.HIGHER, suit


def _layout_danger(prover: _Prover, state: DealState) -> tuple[Danger, Suit | None]:
    """``_Quick.danger`` on a DealState (table games)."""
    assert state.ctx is not None
    trump_mask = state.ctx.trump_mask
    while True:
        ours = state.rules.team_of(state.current) == prover.team
        moves = prover._ordered(state)
        chosen = moves[0]
        done = len(state.tricks)
        if not ours:
            for action in moves:
                if not prover.wins_all(state.apply(action), done):
                    chosen = action
                    break
        after = state.apply(chosen)
        if len(after.tricks) > done:
            last = after.tricks[-1]
            if state.rules.team_of(last.winner) != prover.team:
                winner = last.cards[(last.winner - last.leader) % state.rules.players]
                return _kind(trump_mask, last.cards[0].index, winner.index)
        state = after


# -- the claim -----------------------------------------------------------------------------------------------------
_last: tuple[DealState, int, ClaimJudgement] | None = None


def judge(state: DealState, seat: int, budget: int = TOTAL_BUDGET) -> ClaimJudgement:
    """The verdict on ``seat``'s claim from what ``seat`` can see, and the kind of danger when it is refused."""
    global _last
    if _last is not None and _last[0] is state and _last[1] == seat:
        return _last[2]
    judgement = _judge(state, seat, budget)
    _last = (state, seat, judgement)
    return judgement


def last_judgement(state: DealState, seat: int) -> ClaimJudgement:
    """The judgement of the claim just made in ``state`` (remembered: not searched again)."""
    return judge(state, seat)


def _judge(state: DealState, seat: int, budget: int) -> ClaimJudgement:
    if not _claimable(state):
        return ClaimJudgement(ClaimVerdict.NOT_NOW)
    places = _places(state, seat)
    others = _mask(places.pool)  # every card the others may still play: unseen, or face up on their side
    for s in range(state.rules.players):
        if s != seat:
            others |= state.zones.table_up[s]
    if _masters_on_lead(state, seat, others):
        return ClaimJudgement(ClaimVerdict.CERTAIN, None, None, places.raw_count())
    if places.raw_count() > RAW_LIMIT:
        return ClaimJudgement(ClaimVerdict.TOO_EARLY, Danger.TOO_MANY_UNSEEN)
    history = _History(state)
    found = []
    for placement in _placements(places, history):
        found.append(placement)
        if len(found) > MAX_PLACEMENTS:
            return ClaimJudgement(ClaimVerdict.TOO_EARLY, Danger.TOO_MANY_UNSEEN)
    table = bool(places.downs) or any(state.zones.table_up)
    quick = _Quick(state, seat, budget)
    best_seat = state.best_seat if state.trick else -1
    best = state.best_index if state.trick else -1
    for count, (hands, downs, stock) in enumerate(found, 1):
        try:
            if table:
                placed = _placed(state, seat, places, hands, downs, stock)
                prover = _Prover(placed, seat, budget - quick.nodes)
                if not prover.wins_all(placed, len(placed.tricks)):
                    danger, suit = _layout_danger(prover, placed)
                    return ClaimJudgement(ClaimVerdict.NOT_CERTAIN, danger, suit, count)
                quick.nodes += prover.nodes
                continue
            full = list(state.hands)
            for (s, _, _), hand in zip(places.hands, hands):
                full[s] = hand
            position = (tuple(full), state.trick, state.current, best, best_seat)
            if not quick.wins(*position):
                danger, suit = quick.danger(*position)
                return ClaimJudgement(ClaimVerdict.NOT_CERTAIN, danger, suit, count)
        except _OutOfBudget:
            return ClaimJudgement(ClaimVerdict.NOT_PROVED, Danger.NOT_PROVED, None, count)
    return ClaimJudgement(ClaimVerdict.CERTAIN, None, None, len(found))


def _masters_on_lead(state: DealState, seat: int, unseen: int) -> bool:  # unseen: the others' cards, seen or not
    """Certain in every placement without looking at one: the claimer leads, every card he holds of a plain suit is
    above every unseen card of it, and he holds as many trumps as are unseen, that many of them above every unseen
    trump: he draws the trumps first (everyone must follow suit), then every lead wins. ``_judge`` reaches the same verdict by enumeration where it can count the placements;
    this lets an early claim of masters through."""
    if state.trick or state.current != seat or state.zones.table_up[seat] or state.zones.table_down[seat]:
        return False
    ctx = state.ctx
    assert ctx is not None
    power = ctx.power
    hand = state.hands[seat]
    trumps = ctx.trump_mask
    if not all(_suit_mastered(power, hand, unseen, suit_mask, bool(suit_mask & trumps)) for suit_mask in SUIT_MASKS):
        return False
    if not unseen & trumps:
        return True
    multiplier = state.contract.multiplier if state.contract is not None else 1
    return not hand & trumps & ~legal_mask(state.rules, ctx, hand, (), -1, False, multiplier)  # a lead locked out
    # of trumps (a doubled contract) could not draw them


def _suit_mastered(power: Sequence[int], hand: int, unseen: int, suit_mask: int, trump: bool) -> bool:
    """_masters_on_lead, one suit: every card of ``hand`` in it above every ``unseen`` one; a trump suit: his
    highest trumps, one a round while any is unseen, must beat them all."""
    mine = sorted((power[c] for c in range(len(CARDS)) if (hand & suit_mask) >> c & 1), reverse=True)
    theirs = [power[c] for c in range(len(CARDS)) if (unseen & suit_mask) >> c & 1]
    if not theirs:
        return True
    if trump:
        return not (len(mine) < len(theirs) or mine[len(theirs) - 1] < max(theirs))
    return not (mine and mine[-1] < max(theirs))


def judge_claim(state: DealState, seat: int, budget: int = TOTAL_BUDGET) -> ClaimVerdict:
    """Whether ``seat``'s side takes every trick still to play in every placement of the cards ``seat`` cannot see."""
    return judge(state, seat, budget).verdict


def settle_claim(state: DealState, seat: int, budget: int = TOTAL_BUDGET) -> tuple[ClaimVerdict, DealState | None]:
    """The verdict on ``seat``'s claim (``judge``) and, when it is accepted, the deal played out to its end on the
    real cards (one of the placements judged): the claimer's side follows a proved line, the others play their lowest
    legal card."""
    verdict = judge(state, seat, budget).verdict
    if verdict is not ClaimVerdict.CERTAIN:
        return verdict, None
    prover = _Prover(state, seat, CLAIM_BUDGET * 4)
    certain = prover.wins_all(state, len(state.tricks))
    assert certain, "the real cards are one of the placements judged"
    while state.phase is not Phase.DONE:
        if state.rules.team_of(state.current) == prover.team:
            action = prover.winning_play(state)
            assert action is not None, "a proved claim always has a winning card"
        else:
            action = prover._ordered(state)[-1]
        state = state.apply(action)
    return ClaimVerdict.CERTAIN, state


def play_out_claim(state: DealState, seat: int, budget: int = TOTAL_BUDGET) -> DealState:
    """The deal played to its end after an accepted claim (``settle_claim``). Raises ValueError for a claim that
    is not accepted."""
    verdict, end = settle_claim(state, seat, budget)
    if end is None:
        raise ValueError(f"the claim is not accepted ({verdict.value})")
    return end
