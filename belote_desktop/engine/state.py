"""DealState: one deal from the deal to the score, immutable; ``apply`` returns a new state.

>>> from .rules import find_variant
>>> state = new_deal(find_variant("classic"), dealer=0, seed=7)
>>> state.phase.name, state.current_player()
('BIDDING', 1)
>>> while not state.is_terminal():
...     state = state.apply(state.legal_actions()[-1])
>>> sum(state.result().card_points)
162
"""

from __future__ import annotations

import random
from functools import cache
from collections.abc import Iterable, Mapping, Sequence

from .actions import DECLARE, PLAY, Action, Declare, PlayCard, Strain
from .auctions import AUCTIONS, OPENING_AUCTION, AuctionState, Closed, Contract, Continue
from .cards import (
    CARDS, KING_QUEEN_BITS, RANKS_PER_SUIT, Card, DeckKind, Rank, Suit, cards_in, deck_cards, mask_of,
)
from .deal import DealScript, StepKind, Zone, Zones, empty_zones, execute
from .deal_parts import Announcement as Announcement, Phase as Phase, Trick as Trick  # (re-exported)
from .declarations import Meld, MeldTable, chosen_melds, declare_actions
from .errors import IllegalActionError, Reason
from .rules import Ruleset, TableTurnUp
from .scoring import DealResult, score_deal
from .tricks import PlayContext, illegal_reason, legal_mask, play_context
from . import view
from .view import PlayerView


# module names for the hot paths: ``Phase.PLAY`` is an enum attribute lookup (about 80 ns) on every move
_BIDDING, _PLAY, _DONE = Phase.BIDDING, Phase.PLAY, Phase.DONE


_FIELDS = (
    "rules", "dealer", "deck", "phase", "current", "hands", "turned", "auction", "contract", "ctx", "trick", "leader", "best_index",
    "best_seat", "tricks", "team_points", "team_tricks", "declared", "belote", "announcements",
    "history", "thrown_in", "dealt_hands", "seat_team", "zones", "match_scores",
)


class DealState:
    """One deal. Build it with ``new_deal`` / ``deal_from_hands`` / ``deal_with_contract``."""

    _legal: tuple[Action, ...] | None
    _result: DealResult | None
    _mask: int  # the legal cards as a mask, set with _legal during the play

    rules: Ruleset
    dealer: int
    deck: tuple[int, ...]  # card indices in deal order (top first)
    phase: Phase
    current: int
    hands: tuple[int, ...]  # card mask per seat
    turned: int  # card index of the turned card, -1 if none
    zones: Zones  # the cards outside the hands: stock (pack), kitty, table face down / face up
    auction: AuctionState  # where the auction stands (the auction strategy's own record)
    contract: Contract | None
    ctx: PlayContext | None
    trick: tuple[int, ...]
    leader: int
    best_index: int
    best_seat: int
    tricks: tuple[Trick, ...]
    team_points: tuple[int, ...]
    team_tricks: tuple[int, ...]
    declared: tuple[tuple[Meld, ...] | None, ...]  # None: not (yet) declared
    belote: tuple[tuple[int, int, int, bool], ...]  # (seat, suit, cards played, still valid)
    announcements: tuple[Announcement, ...]
    history: tuple[tuple[int, Action], ...]
    thrown_in: bool
    dealt_hands: tuple[int, ...]  # hands when the play began
    seat_team: tuple[int, ...]  # the team of each seat
    match_scores: tuple[int, ...]  # each team's match score before this deal (Baloot's Sun double reads it)

    # -- construction helpers --------------------------------------------------------
    # States are immutable by convention: only the engine's transitions, working on a fresh
    # copy, assign attributes (a __setattr__ guard would cost a third of the engine's speed).
    def _copy(self) -> DealState:
        new = object.__new__(DealState)
        attrs = self.__dict__.copy()
        attrs["_legal"] = None
        attrs["_mask"] = 0
        attrs["_result"] = None
        new.__dict__ = attrs
        return new

    def _set(self, name: str, value: object) -> None:
        object.__setattr__(self, name, value)

    # -- public API --------------------------------------------------------------------
    def current_player(self) -> int:
        """The seat to act; -1 once the deal is over."""
        return -1 if self.phase is _DONE else self.current

    def is_terminal(self) -> bool:
        """Whether the deal is over (scored, or thrown in)."""
        return self.phase is _DONE

    @property
    def players(self) -> int:
        """How many seats the table has."""
        return self.rules.players

    def hand(self, seat: int) -> tuple[Card, ...]:
        """The cards in ``seat``'s hand, in card order (not his face-up table cards)."""
        return tuple(cards_in(self.hands[seat]))

    def playable(self, seat: int) -> int:
        """The cards ``seat`` chooses from during the play: his hand and his face-up table cards."""
        return self.hands[seat] | self.zones.table_up[seat]

    @property
    def turned_card(self) -> Card | None:
        """The turned card of the auction, None if there is none."""
        return CARDS[self.turned] if self.turned >= 0 else None

    @property
    def current_trick(self) -> tuple[Card, ...]:
        """The cards of the trick in progress, in play order (the first by ``leader``)."""
        return tuple(CARDS[i] for i in self.trick)

    @property
    def trick_winner(self) -> int:
        """The seat holding the current trick, -1 if it is empty."""
        return self.best_seat if self.trick else -1

    def legal_actions(self) -> tuple[Action, ...]:
        """Every action the current player may take, in a fixed order; () once the deal is over."""
        legal = self._legal
        if legal is None:
            legal = self._compute_legal()
            self._legal = legal
        return legal

    def legal_cards_mask(self) -> int:
        """During the play: the mask of cards the current player may play."""
        if self.phase is not Phase.PLAY:
            return 0
        assert self.ctx is not None
        return legal_mask(
            self.rules, self.ctx, self.playable(self.current), self.trick, self.best_index,
            self._partner_winning(self.current), self._multiplier(),
        )

    def why_illegal(self, action: Action) -> IllegalActionError | None:
        """The error ``apply(action)`` would raise, or None if the action is legal."""
        if self._is_legal(action):
            return None
        return self._illegal(action)

    def apply(self, action: Action) -> DealState:
        """The state after ``action`` by the current player; IllegalActionError otherwise."""
        legal = self._legal
        if legal is None:
            legal = self.legal_actions()
        if type(action) is PlayCard and self.phase is _PLAY:
            if not (self._mask >> action.card.index) & 1:  # a bit test: no scan of the legal tuple
                raise self._illegal(action)
        elif not _is_among(action, legal):
            raise self._illegal(action)
        seat = self.current
        new = self._copy()
        new.history = self.history + ((seat, action),)
        if type(action) is PlayCard:
            new._play(seat, action.card.index)
        elif self.phase is _BIDDING:
            step = AUCTIONS[self.rules.trump_scheme].step(self, seat, action)
            new.auction = step.auction
            if isinstance(step, Continue):
                new.current = step.next_seat
            elif isinstance(step, Closed):
                new.start_play(step.contract, step.leader)
            else:
                new.finish_thrown_in()
        else:
            new._declare(seat, action.carres if isinstance(action, Declare) else None)
        return new

    def result(self) -> DealResult:
        """The deal's score (``DealResult``); ValueError before the deal is over."""
        if self.phase is not Phase.DONE:
            raise ValueError("the deal is not over")
        res = self._result
        if res is None:
            res = score_deal(self)
            self._result = res
        return res

    def view_for(self, seat: int) -> PlayerView:
        """What ``seat`` may know of the deal (``PlayerView``): his cards, and of the others only what the table has
        seen."""
        return view.make_view(self, seat)  # read at each call: a test may put a leaking view in its place

    def actions(self) -> tuple[Action, ...]:
        """Every action of the deal so far, in order (``history`` without the seats)."""
        return tuple(a for _, a in self.history)

    def with_cards(self, hands: Sequence[int], zones: Zones, deck: Sequence[int]) -> DealState:
        """This state with the cards placed otherwise: ``hands`` (a mask per seat), ``zones`` (stock, kitty,
        table) and the ``deck`` they were dealt from; everything else (phase, auction, trick, history) as here.

        For the claim's check, which plays the deal out on every placement of the cards the claimer cannot see:
        the caller moves only cards nobody has seen, so that the state stays one that could have been dealt."""
        new = self._copy()
        new._set("hands", tuple(hands))
        new._set("zones", zones)
        new._set("deck", tuple(deck))
        return new

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, DealState):
            return NotImplemented
        return all(getattr(self, f) == getattr(other, f) for f in _FIELDS if f != "ctx")
    # no __hash__: a class that defines __eq__ gets __hash__ = None (unhashable), as a mutable state should

    def __repr__(self) -> str:
        return (
            f"<DealState {self.rules.id} dealer={self.dealer} phase={self.phase.name} "
            f"actions={len(self.history)}>"
        )

    # -- legality ----------------------------------------------------------------------
    def _partner_winning(self, seat: int) -> bool:
        return bool(self.trick) and self.rules.seating.partner_of[seat] == self.best_seat

    def _multiplier(self) -> int:
        return self.contract.multiplier if self.contract is not None else 1

    def _meld_cards(self, seat: int) -> int:
        """The cards a seat's declarations are made of: its hand, and its face-up table cards when
        ``declare_table_cards`` (Belot for 2 with open cards)."""
        if self.rules.declare_table_cards:
            return self.hands[seat] | self.zones.table_up[seat]
        return self.hands[seat]

    def _meld_table(self) -> MeldTable | None:
        return self.rules.meld_rules.table_for(self.contract.strain if self.contract else None)

    def _trump(self) -> Suit | None:
        return self.contract.strain.suit if self.contract else None

    def _compute_legal(self) -> tuple[Action, ...]:
        phase = self.phase
        if phase is _PLAY:
            seat = self.current
            trick = self.trick
            hand = self.hands[seat] | self.zones.table_up[seat]
            ctx = self.ctx
            if trick:
                assert ctx is not None  # set with the contract
                partner_winning = self.rules.seating.partner_of[seat] == self.best_seat
                hand = legal_mask(self.rules, ctx, hand, trick, self.best_index, partner_winning)
            elif self.contract is not None and self.contract.multiplier > 1 and self.rules.duties.lock_when_doubled:
                assert ctx is not None  # set with the contract
                hand = legal_mask(self.rules, ctx, hand, trick, -1, False, self.contract.multiplier)
            self._mask = hand
            plays = _plays_of(hand)
            if self.tricks or self.declared[seat] is not None or not self.rules.declarations:
                return plays
            strain = self.contract.strain if self.contract is not None else None
            return declare_actions(self._meld_cards(seat), strain, self._meld_table()) + plays
        if phase is _BIDDING:
            return AUCTIONS[self.rules.trump_scheme].legal(self)
        return ()

    def _is_legal(self, action: Action) -> bool:
        if self.phase is Phase.PLAY and type(action) is PlayCard:
            legal = self._legal
            if legal is not None:
                return action in legal
            return bool(self.legal_cards_mask() >> action.card.index & 1)
        return action in self.legal_actions()

    def _illegal(self, action: Action) -> IllegalActionError:
        if self.phase is Phase.DONE:
            return IllegalActionError(Reason.GAME_OVER)
        if self.phase is Phase.BIDDING:
            if isinstance(action, (PlayCard, Declare)):
                return IllegalActionError(Reason.WRONG_PHASE, action=str(action))
            refused = AUCTIONS[self.rules.trump_scheme].verify(self, action)
            return refused or IllegalActionError(Reason.NOT_ALLOWED, action=str(action))
        if isinstance(action, Declare):
            if len(self.tricks) or self.declared[self.current] is not None:
                return IllegalActionError(Reason.DECLARE_FIRST_TRICK_ONLY)
            if action.carres is not None and DECLARE in self.legal_actions():  # a set the hand does not offer
                return IllegalActionError(Reason.NOT_ALLOWED, action=str(action))
            return IllegalActionError(Reason.NOTHING_TO_DECLARE)
        if not isinstance(action, PlayCard):
            return IllegalActionError(Reason.WRONG_PHASE, action=str(action))
        assert self.ctx is not None
        seat = self.current
        why = illegal_reason(
            self.rules, self.ctx, self.playable(seat), self.trick, self.best_index,
            self._partner_winning(seat), action.card.index, self._multiplier(),
        )
        assert why is not None
        reason, params = why
        if self.trick:
            params["winner"] = self.best_seat
        return IllegalActionError(reason, **params)

    # -- transitions (on a fresh copy) ---------------------------------------------------
    def finish_thrown_in(self) -> None:
        """End the deal without play, every player having passed (a transition, on a fresh copy only)."""
        self.phase = Phase.DONE
        self.thrown_in = True
        self.current = -1

    def start_play(self, contract: Contract, leader: int) -> None:
        """Close the auction: run the deal script's part after the auction, start the play."""
        script = self.rules.deal_plan.script(self.dealer, contract.taker)
        hands = list(self.hands)
        self.zones = execute(script.after_fill, self.deck, hands, self.zones, script, self.zones.stock, True)
        self.hands = tuple(hands)
        self._begin_play(contract, leader)

    def _begin_play(self, contract: Contract, leader: int) -> None:
        rules = self.rules
        hands = self.hands
        self.dealt_hands = hands
        self.contract = contract
        ctx = play_context(rules.deck, contract.strain)
        self.ctx = ctx
        self.phase = Phase.PLAY
        self.current = leader
        self.leader = leader
        zones = self.zones
        owned = [h | up | (down if rules.declare_table_cards else 0)  # face-down ones turn up before they are played
                 for h, up, down in zip(hands, zones.table_up, zones.table_down)]
        self.belote = _belote_holders(rules, owned, contract.strain)

    def _declare(self, seat: int, carres: tuple[Rank, ...] | None = None) -> None:
        melds = chosen_melds(self._meld_cards(seat), self._trump(), self._meld_table(), carres)
        declared = list(self.declared)
        declared[seat] = melds
        self.declared = tuple(declared)
        self.announcements = self.announcements + (Announcement(seat, "declare", 0, melds),)

    def _play(self, seat: int, index: int) -> None:
        rules = self.rules
        ctx = self.ctx
        assert ctx is not None
        hands = list(self.hands)
        if hands[seat] >> index & 1:
            hands[seat] &= ~(1 << index)
            self.hands = tuple(hands)
        else:  # a face-up table card: the card it covered turns up now or after the trick (``table_turn_up``)
            self.zones = self.zones.played_from_table(seat, index, rules.table_turn_up is TableTurnUp.AT_ONCE)
        if not self.tricks and rules.declarations and self.declared[seat] is None:
            declared = list(self.declared)
            declared[seat] = ()  # playing without declaring forgoes the declarations
            self.declared = tuple(declared)
        if self.belote:
            self._note_belote(seat, index)
        trick = self.trick + (index,)
        if len(trick) == 1:
            self.best_index = index
            self.best_seat = seat
        elif ctx.power[index] > ctx.power[self.best_index] and (
            index // RANKS_PER_SUIT == trick[0] // RANKS_PER_SUIT or ctx.trump_mask >> index & 1
        ):
            self.best_index = index
            self.best_seat = seat
        n = rules.players
        if len(trick) < n:
            self.trick = trick
            self.current = (seat + 1) % n
            return
        winner = self.best_seat
        team = self.seat_team[winner]
        card_points = ctx.points
        points = 0
        for i in trick:
            points += card_points[i]
        zones = self.zones
        last = not hands[winner] and not (zones.table_up[winner] | zones.table_down[winner])
        if last:
            points += rules.last_trick_bonus
        team_points = list(self.team_points)
        team_points[team] += points
        team_tricks = list(self.team_tricks)
        team_tricks[team] += 1
        self.team_points = tuple(team_points)
        self.team_tricks = tuple(team_tricks)
        self.tricks = self.tricks + (Trick(self.leader, tuple(map(CARDS.__getitem__, trick)), winner),)
        self.trick = ()
        if rules.table_turn_up is TableTurnUp.AFTER_TRICK and any(zones.table_down):
            self.zones = zones.turned_up_uncovered()
        if last:
            self.phase = Phase.DONE
            self.current = -1
            return
        self.leader = winner
        self.current = winner

    def _note_belote(self, seat: int, index: int) -> None:
        card = CARDS[index]
        if card.rank not in (Rank.KING, Rank.QUEEN):
            return
        entries = list(self.belote)
        for i, (holder, suit, played, valid) in enumerate(entries):
            if holder != seat or suit != card.suit:
                continue
            if played == 0 and card.rank is Rank.QUEEN and self.rules.belote_rule.king_first:
                valid = False
            if played == 0 and self.rules.belote_rule.lead_ruff_or_partner and not self._belote_moment(seat, card):
                valid = False
            played += 1
            entries[i] = (holder, suit, played, valid)
            if valid:
                kind = "belote" if played == 1 else "rebelote"
                self._set(
                    "announcements",
                    self.announcements + (Announcement(seat, kind, len(self.tricks), card=card),),
                )
        self.belote = tuple(entries)

    def _belote_moment(self, seat: int, card: Card) -> bool:
        """Option (Bulgarian): whether the first of the king+queen is played leading, trumping a plain suit or
        following the partner's lead (the trick as it stands before the card)."""
        if not self.trick:
            return True
        led = self.trick[0] // RANKS_PER_SUIT
        if card.suit != led:
            return self._trump() == card.suit  # trumping another suit
        return self.rules.seating.partner_of[seat] == self.leader  # following the partner's lead


_IDS: dict[int, tuple[tuple[Action, ...], frozenset[int]]] = {}


def _is_among(action: Action, legal: tuple[Action, ...]) -> bool:
    """``action in legal``, by identity first: the legal tuples are memoised and most actions come from
    them, while ``in`` calls the dataclass ``__eq__`` on every action before the one sought."""
    entry = _IDS.get(id(legal))
    if entry is None or entry[0] is not legal:  # an id may be reused once its tuple is collected
        if len(_IDS) >= 1024:  # bounded, like the memos that hold the tuples
            _IDS.clear()
        entry = _IDS[id(legal)] = (legal, frozenset(map(id, legal)))
    return id(action) in entry[1] or action in legal




def _belote_holders(rules: Ruleset, hands: list[int], strain: Strain) -> tuple[tuple[int, int, int, bool], ...]:
    holders = []
    for suit in rules.belote_rule.suits(strain):
        pair = KING_QUEEN_BITS[suit]
        for seat, hand in enumerate(hands):
            if hand & pair == pair:
                holders.append((seat, int(suit), 0, True))
    return tuple(holders)




_PLAYS_BY_SUIT: list[list[tuple[PlayCard, ...]]] = [
    [
        tuple(PLAY[suit * RANKS_PER_SUIT + r] for r in range(RANKS_PER_SUIT) if bits >> r & 1)
        for bits in range(1 << RANKS_PER_SUIT)
    ]
    for suit in range(4)
]
_SUIT_BITS = (1 << RANKS_PER_SUIT) - 1


_PLAYS_CACHE: dict[int, tuple[PlayCard, ...]] = {}
_PLAYS_CACHE_SIZE = 4096  # small: a miss costs three tuple joins (measured: no slower than 200,000)


def _plays_of(mask: int) -> tuple[PlayCard, ...]:
    """The PlayCard actions of a mask, in card-index order (memoised; the memo is bounded)."""
    plays = _PLAYS_CACHE.get(mask)
    if plays is None:
        table = _PLAYS_BY_SUIT
        plays = (
            table[0][mask & _SUIT_BITS]
            + table[1][(mask >> 9) & _SUIT_BITS]
            + table[2][(mask >> 18) & _SUIT_BITS]
            + table[3][(mask >> 27) & _SUIT_BITS]
        )
        if len(_PLAYS_CACHE) >= _PLAYS_CACHE_SIZE:
            _PLAYS_CACHE.clear()
        _PLAYS_CACHE[mask] = plays
    return plays


# -- constructors ------------------------------------------------------------------------
def shuffled_deck(rules: Ruleset, seed: int | str) -> tuple[Card, ...]:
    """The deck in a seeded random order (the only place chance enters a deal)."""
    return tuple(CARDS[i] for i in _shuffled_order(rules.deck, seed))


def _shuffled_order(kind: DeckKind, seed: int | str) -> tuple[int, ...]:
    """``shuffled_deck`` as card indices: the same shuffle (it moves positions, whatever they hold)."""
    order = list(_deck_order(kind))
    random.Random(seed).shuffle(order)
    return tuple(order)


@cache
def _deck_order(kind: DeckKind) -> tuple[int, ...]:
    return tuple(card.index for card in deck_cards(kind))


def new_deal(
    rules: Ruleset, dealer: int = 0, seed: int | str | None = None, deck: Sequence[Card] | None = None,
    match_scores: tuple[int, ...] | None = None,
) -> DealState:
    """A fresh deal from a seed (shuffled) or an explicit deck order (top card first); ``match_scores``:
    the teams' scores before it (zero by default)."""
    if (seed is None) == (deck is None):
        raise ValueError("give exactly one of seed and deck")
    if deck is None:
        assert seed is not None
        state = _deal_order(rules, dealer, _shuffled_order(rules.deck, seed))  # a whole deck by construction
    else:
        cards = tuple(deck)
        _check_deck(rules, cards)
        state = _deal_order(rules, dealer, tuple(c.index for c in cards))
    if match_scores is not None:
        state.match_scores = tuple(match_scores)
    return state


def _check_deck(rules: Ruleset, deck: tuple[Card, ...]) -> None:
    expected = _deck_mask(rules.deck)
    mask = 0
    for card in deck:
        mask |= card.bit
    if len(deck) != int(rules.deck) or mask != expected:
        raise ValueError(f"the deck must hold each of the {int(rules.deck)} cards of this game once")


@cache
def _deck_mask(kind: DeckKind) -> int:
    return mask_of(deck_cards(kind))


def _deal_order(rules: Ruleset, dealer: int, order: tuple[int, ...]) -> DealState:
    """Deal the (checked) deck ``order`` of card indices by running the deal script's part before the
    auction."""
    n = rules.players
    if not 0 <= dealer < n:
        raise ValueError(f"dealer must be a seat from 0 to {n - 1}")
    script = rules.deal_plan.script(dealer)
    hands = [0] * n
    zones = execute(script.before_fill, order, hands, empty_zones(n), script, _deck_mask(rules.deck), False)
    return _state(rules, dealer, order, tuple(hands), zones, order[script.turned] if script.turned >= 0 else -1)


def _state(
    rules: Ruleset, dealer: int, order: tuple[int, ...], hands: tuple[int, ...], zones: Zones, turned: int,
) -> DealState:
    n = rules.players
    state = object.__new__(DealState)
    state.__dict__ = dict(
        rules=rules, dealer=dealer, deck=order, phase=Phase.BIDDING, current=(dealer + 1) % n,
        hands=hands, turned=turned, auction=OPENING_AUCTION,
        contract=None, ctx=None, trick=(), leader=-1,
        best_index=-1, best_seat=-1, tricks=(), team_points=(0,) * rules.team_count,
        team_tricks=(0,) * rules.team_count, declared=(None,) * n, belote=(), announcements=(),
        history=(), thrown_in=False, dealt_hands=(), seat_team=rules.seating.team_of,
        zones=zones, match_scores=(0,) * rules.team_count, _legal=None, _result=None, _mask=0,
    )
    return state


def deck_for_hands(
    rules: Ruleset, dealer: int, hands: Sequence[Iterable[Card]], turned: Card | None = None,
    stock: Sequence[Card] = (), taker: int = -1, later: Sequence[Iterable[Card]] | None = None,
    zones: Mapping[Zone, Sequence[Iterable[Card]]] | None = None,
) -> tuple[Card, ...]:
    """The deck order whose deal script gives these hands before the auction, and this turned card.

    ``later`` (with ``taker``): the cards each seat then gets after the auction; ``stock``: the order
    of the cards dealt after that (the rest follow in pack order). ``zones``: the cards each seat gets
    face down or on the table before the auction (``Zone.KITTY``, ``Zone.TABLE_DOWN``,
    ``Zone.TABLE_UP``, each a list per seat in the order dealt); kitty and table positions not given
    take the next stock cards.
    """
    n = rules.players
    if len(hands) != n:
        raise ValueError(f"give {n} hands")
    plan = rules.deal_plan
    script = plan.script(dealer, taker if later is not None else -1)
    queues = _first_queues(hands, zones, n)
    _turned_last(script, queues, turned)
    slots: list[Card | None] = [None] * plan.deck
    _fill_before(script, queues, slots)
    if script.turned >= 0 and slots[script.turned] is None:
        slots[script.turned] = turned
    if later is not None:
        _fill_after(script, later, slots)
    return _fill_rest(rules, stock, slots)


_Queues = dict[tuple[Zone, int], list[Card]]
_LAID_ZONES = (Zone.KITTY, Zone.TABLE_DOWN, Zone.TABLE_UP)


def _first_queues(hands: Sequence[Iterable[Card]], zones: Mapping[Zone, Sequence[Iterable[Card]]] | None,
                  n: int) -> _Queues:
    """deck_for_hands: the cards each (zone, seat) gets before the auction, in the order dealt."""
    queues: _Queues = {(Zone.HAND, seat): list(h) for seat, h in enumerate(hands)}
    for zone, per_seat in (zones or {}).items():
        if zone not in _LAID_ZONES or len(per_seat) != n:
            raise ValueError(f"give the {zone.value} cards of {n} seats")
        for seat, cards in enumerate(per_seat):
            queues[(zone, seat)] = list(cards)
    return queues


def _turned_last(script: DealScript, queues: _Queues, turned: Card | None) -> None:
    """deck_for_hands: the turned card moved last in the queue of whoever is dealt it, when one is given."""
    if turned is None or script.turned < 0:
        if turned is not None or script.turned >= 0:
            raise ValueError("give the turned card exactly when this game turns one")
        return
    first = next(s for s in script.before if s.position == script.turned)
    queue = queues.get((first.zone, first.seat))
    if queue is None:
        return
    # the dealer's own card (hand or layout): dealt to him last
    if turned not in queue:
        raise ValueError(f"the turned card must be among the dealer's {first.zone.value} cards")
    queue.remove(turned)
    queue.append(turned)


def _fill_before(script: DealScript, queues: _Queues, slots: list[Card | None]) -> None:
    """deck_for_hands: the deck positions of the cards dealt before the auction."""
    for step in script.before:
        queue = queues.get((step.zone, step.seat))
        if step.kind is StepKind.DEAL and queue is not None:
            if not queue:
                raise ValueError(f"seat {step.seat} has too few {step.zone.value} cards for the deal")
            slots[step.position] = queue.pop(0)
    if any(queues.values()):
        raise ValueError("a seat has more cards than the first deal gives")


def _fill_after(script: DealScript, later: Sequence[Iterable[Card]], slots: list[Card | None]) -> None:
    """deck_for_hands: the deck positions of the cards dealt after the auction."""
    extra = [list(cards) for cards in later]
    for step in script.after:
        if step.kind is not StepKind.DEAL:
            continue
        if not extra[step.seat]:
            raise ValueError(f"seat {step.seat} has too few cards for the deal after the auction")
        slots[step.position] = extra[step.seat].pop(0)
    if any(extra):
        raise ValueError("a seat has more cards than the deal after the auction gives")

def _fill_rest(rules: Ruleset, stock: Sequence[Card], slots: list[Card | None]) -> tuple[Card, ...]:
    """deck_for_hands: the positions left take ``stock`` in order, then the pack's other cards; the whole deck."""
    used = {c for c in slots if c is not None}
    rest = [c for c in stock if c not in used] + _unused_cards(rules, stock, used)
    for i, card in enumerate(slots):
        if card is None:
            slots[i] = rest.pop(0)
    return tuple(c for c in slots if c is not None)

def _unused_cards(rules: Ruleset, stock: Sequence[Card], used: set[Card]) -> list[Card]:
    """The pack's cards, in pack order, neither placed nor in ``stock``."""
    return [c for c in deck_cards(rules.deck) if c not in used and c not in stock]


def deal_from_hands(
    rules: Ruleset, dealer: int, hands: Sequence[Iterable[Card]], turned: Card | None = None,
    stock: Sequence[Card] = (),
) -> DealState:
    """A deal set up from the hands before the bidding (and the turned card, and the stock's order)."""
    return new_deal(rules, dealer, deck=deck_for_hands(rules, dealer, hands, turned, stock))


def deal_with_contract(
    rules: Ruleset, dealer: int, hands: Sequence[Iterable[Card]], contract: Contract
) -> DealState:
    """A deal that starts at the first trick: full hands and a fixed contract (practice, duplicates).

    The cards in no hand stay in the stock (unused)."""
    n = rules.players
    full = [mask_of(h) for h in hands]
    if len(full) != n or any(bin(m).count("1") != rules.hand_size for m in full):
        raise ValueError(f"give {n} hands of {rules.hand_size} cards")
    dealt = [c for h in hands for c in h]
    held = mask_of(dealt)
    deck = tuple(dealt) + tuple(c for c in deck_cards(rules.deck) if not held >> c.index & 1)
    _check_deck(rules, deck)
    order = tuple(c.index for c in deck)
    stock = _deck_mask(rules.deck) & ~held
    state = _state(rules, dealer, order, tuple(full), empty_zones(n, stock), -1)
    state._begin_play(contract, AUCTIONS[rules.trump_scheme].leader(state, contract))
    return state


def deal_layout_with_contract(rules: Ruleset, dealer: int, deck: Sequence[Card], contract: Contract) -> DealState:
    """A deal of ``deck`` by the whole deal script (the auction skipped) at its first trick with ``contract``:
    practice and duplicate deals of games with cards on the table, which ``deal_with_contract`` cannot lay out."""
    state = new_deal(rules, dealer, deck=deck)
    state.start_play(contract, AUCTIONS[rules.trump_scheme].leader(state, contract))
    return state

