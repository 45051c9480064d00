"""Random positions for the AI tests: seeded deals played forward with random legal actions."""

from __future__ import annotations

import dataclasses
import random
import zlib
from collections.abc import Iterator

from belote_desktop.engine import (
    DECLARE, Contract, DealState, Phase, Ruleset, Strain, deal_layout_with_contract, deal_with_contract, find_variant,
    new_deal,
)
from belote_desktop.engine.state import deck_for_hands, shuffled_deck
from tests.rulesets import MADE_UP, every_ruleset

# duty variations of the presets, to exercise every branch of the duty table (engine/duties.py)
DUTY_VARIANTS: list[dict[str, bool]] = [
    {"must_overtrump": False},
    {"partner_exempts": False},
    {"partner_exempts_trump_lead": True},
    {"must_raise_in_trump_lead": False, "all_trumps_raise_every_suit": False},
    {"must_trump": False},
    {"must_undertrump": False},
    {"must_trump_only_if_opponent_trumped": True},
    {"locked_lead_when_doubled": True},
    {"must_undertrump": False, "partner_exempts": False, "partner_exempts_trump_lead": True},
    {"must_trump_only_if_opponent_trumped": True, "partner_exempts": False, "locked_lead_when_doubled": True},
]
# the new duties at the made-up tables too (3 and 2 players alone, 36 cards)
NEW_DUTIES = {"must_undertrump": False, "must_trump_only_if_opponent_trumped": True, "locked_lead_when_doubled": True}


def rule_sets() -> list[Ruleset]:
    """Every ruleset of tests/rulesets.py, then the duty variations: what the differential tests run over."""
    out = list(every_ruleset().values())
    for variant in ("classic", "coinche"):
        base = find_variant(variant)
        for duties in DUTY_VARIANTS:
            out.append(dataclasses.replace(base, **duties))
    for rules in MADE_UP.values():
        out.append(dataclasses.replace(rules, **NEW_DUTIES))
    return out


def rules_id(rules: Ruleset) -> str:
    """A ruleset's test id, the same in every process: its game, seats and a digest of its options (pytest-xdist's
    workers must collect the same ids; ``hash()`` of a ruleset is salted per process)."""
    return f"{rules.id}-p{rules.players}-{zlib.crc32(repr(rules).encode()) % 1000}"


def play_positions(
    rules: Ruleset, seed: int, strains: list[Strain] | None = None, doubled: bool | None = None,
) -> Iterator[DealState]:
    """Every position of one random card-play deal with a random contract (random legal cards).
    ``doubled`` (default: every other seed when a doubled contract changes the duties): a doubled contract."""
    rng = random.Random(seed)
    deck = shuffled_deck(rules, seed)
    size = rules.hand_size
    hands = [list(deck[i * size:(i + 1) * size]) for i in range(rules.players)]
    strain = rng.choice(strains or list(Strain))
    if doubled is None:
        doubled = rules.locked_lead_when_doubled and seed % 2 == 1
    dealer = rng.randrange(rules.players)
    contract = Contract(strain, rng.randrange(rules.players), 80, multiplier=2 if doubled else 1)
    if rules.table_up_packets:  # cards on the table: laid out by the deal script
        state = deal_layout_with_contract(rules, dealer, deck, contract)
    else:
        state = deal_with_contract(rules, dealer, hands, contract)
    while not state.is_terminal():
        yield state
        legal = state.legal_actions()
        state = state.apply(legal[rng.randrange(len(legal))])
    yield state


def random_deal_positions(rules: Ruleset, seed: int) -> Iterator[DealState]:
    """Every position of one complete random deal, auction included (declaring when allowed)."""
    rng = random.Random(seed)
    state = new_deal(rules, dealer=seed % rules.players, seed=seed)
    while not state.is_terminal():
        yield state
        legal = state.legal_actions()
        if DECLARE in legal and rng.random() < 0.8:
            state = state.apply(DECLARE)
            continue
        # lean towards passing so auctions end, but bid now and then
        if state.phase is Phase.BIDDING and rng.random() < 0.7:
            state = state.apply(legal[0])
            continue
        state = state.apply(legal[rng.randrange(len(legal))])
    yield state


def public_facts(state: DealState, seat: int) -> tuple:
    """What ``seat`` may know of a deal, read from the state's own fields (not from ``view_for``): its own
    hand, the actions, announcements, tricks, the turned card, the face-up table cards and the sizes of
    every hidden pile. Two deals with equal facts must give ``seat`` equal views: a view that differs
    shows something the seat cannot know (a leak), which the hidden-card tests must catch."""
    zones = state.zones
    return (
        state.phase, state.current, state.dealer, state.hands[seat], state.turned, state.contract,
        state.trick, state.leader, state.tricks, state.team_points, state.history, state.announcements,
        state.thrown_in, zones.table_up, tuple(sorted(top for top, _ in zones.under)),
        tuple(bin(h).count("1") for h in state.hands), tuple(bin(k).count("1") for k in zones.kitty),
        tuple(bin(d).count("1") for d in zones.table_down),
    )


def permuted(state: DealState, seat: int, rng: random.Random) -> DealState | None:
    """The same deal with the hidden cards of the other seats shuffled among them (hand sizes kept),
    replayed from the start with the same actions; None if the actions are not legal there or if a
    public fact differs (the shuffle contradicted something everyone saw: a declaration, a taken turned
    card). The view is NOT compared here: the caller asserts it is equal, so a leak into the view fails."""
    rules = state.rules
    n = rules.players
    played_by = [0] * n
    for trick in state.tricks:
        for i, card in enumerate(trick.cards):
            played_by[(trick.leader + i) % n] |= card.bit
    for i, index in enumerate(state.trick):
        played_by[(state.leader + i) % n] |= 1 << index
    others = [s for s in range(n) if s != seat]
    hidden = [c for s in others for c in _cards(state.hands[s])]
    rng.shuffle(hidden)
    new_hands = list(state.hands)
    at = 0
    for s in others:
        count = bin(state.hands[s]).count("1")
        mask = 0
        for c in hidden[at:at + count]:
            mask |= 1 << c
        new_hands[s] = mask
        at += count
    full = [new_hands[s] | played_by[s] for s in range(n)]
    return _replayed(state, seat, lambda: _same_start(state, full))


def _replayed(state: DealState, seat: int, start) -> DealState | None:  # noqa: ANN001
    """``state``'s actions replayed from ``start()``; None if one is not legal there or a public fact differs."""
    try:
        fresh = start()
        for _, action in state.history:
            fresh = fresh.apply(action)
    except (ValueError, KeyError):
        return None
    if public_facts(fresh, seat) != public_facts(state, seat):
        return None
    return fresh


def _same_start(state: DealState, full: list[int]) -> DealState:
    """A deal at its first action whose seats end up with ``full`` (hands at the start of the play)."""
    from belote_desktop.engine import CARDS

    rules = state.rules
    n = rules.players
    if state.contract is not None and (not state.history or not _has_auction(state)):
        hands = [[CARDS[c] for c in _cards(full[s])] for s in range(n)]
        return deal_with_contract(rules, state.dealer, hands, state.contract)
    deck = [CARDS[i] for i in state.deck]
    turned = CARDS[state.turned] if state.turned >= 0 else None
    # keep each seat's pre-auction cards where possible: the seat's own first cards stay first
    script = rules.deal_plan.script(state.dealer)
    before = [0] * n
    for step in script.before:
        if step.kind.value == "deal":
            before[step.seat] |= deck[step.position].bit
    taker = state.contract.taker if state.contract is not None else -1
    first_hands, later = [], []
    for s in range(n):
        mine = full[s] & ~(turned.bit if turned is not None and s == taker else 0)
        keep = [c for c in _cards(mine & before[s])]
        rest = [c for c in _cards(mine & ~before[s])]
        need = bin(before[s]).count("1") - len(keep)
        first_hands.append([CARDS[c] for c in keep + rest[:need]])
        later.append([CARDS[c] for c in rest[need:]])
    if taker < 0:
        return new_deal(rules, state.dealer, deck=deck_for_hands(rules, state.dealer, first_hands, turned))
    return new_deal(rules, state.dealer, deck=deck_for_hands(
        rules, state.dealer, first_hands, turned, taker=taker, later=later))


def _has_auction(state: DealState) -> bool:
    from belote_desktop.engine import Bid, Pass, Take

    return isinstance(state.history[0][1], (Pass, Take, Bid))


def _cards(mask: int) -> list[int]:
    return [i for i in range(36) if mask >> i & 1]


def swapped(state: DealState, seat: int, rng: random.Random, whole: bool = True) -> DealState | None:
    """The same deal with the cards ``seat`` cannot see shuffled among their places in the pack (``whole``), or
    two of them swapped: other seats' hands, face-down table and kitty cards (its own too), cards not dealt (yet,
    or at all). Replayed from the start with the same actions; None if the actions are not legal there or if a
    public fact differs. As with ``permuted``, the view is NOT compared here."""
    from belote_desktop.engine import CARDS

    zones = state.zones
    unseen = zones.stock
    for s in range(state.rules.players):
        unseen |= zones.table_down[s] | zones.kitty[s] | (state.hands[s] if s != seat else 0)
    cards = _cards(unseen)
    if len(cards) < 2:
        return None
    moved = cards[:] if whole else rng.sample(cards, 2)
    places = [state.deck.index(c) for c in moved]
    order = moved[:]
    while order == moved:
        rng.shuffle(order)
    deck = list(state.deck)
    for place, card in zip(places, order):
        deck[place] = card
    return _replayed(state, seat, lambda: new_deal(state.rules, state.dealer, deck=[CARDS[i] for i in deck]))
