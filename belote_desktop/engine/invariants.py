"""Consistency checks of a deal state, used by the self-play tool and the tests."""

from __future__ import annotations

from .actions import PlayCard
from .cards import CARDS
from .deal import TurnedFrom, Zone
from .rules import TableTurnUp
from .state import DealState, Phase


def violations(state: DealState) -> list[str]:
    """Every broken invariant of ``state`` (an empty list when all is well)."""
    problems: list[str] = []
    deck_mask = 0
    for index in state.deck:
        deck_mask |= 1 << index
    held = _held(state, problems)
    played = _played(state, problems)
    if held & played:
        problems.append("a played card is still in a hand")
    problems += _zone_violations(state, held, played, deck_mask)
    if (held | played) & ~deck_mask:
        problems.append("a card outside the deck appeared")
    if state.phase is Phase.PLAY:
        sizes = sorted(bin(h | state.zones.of(s)).count("1") for s, h in enumerate(state.hands))
        if sizes[-1] - sizes[0] > 1:
            problems.append(f"hand sizes drifted apart: {sizes}")
    if state.is_terminal():
        problems += _end_violations(state, held, played)
    else:
        problems += _turn_violations(state)
    return problems


def _held(state: DealState, problems: list[str]) -> int:
    """The cards in hands (a card in two hands noted in ``problems``)."""
    held = 0
    for seat, hand in enumerate(state.hands):
        if held & hand:
            problems.append(f"seat {seat} holds a card another seat holds")
        held |= hand
    return held


def _played(state: DealState, problems: list[str]) -> int:
    """The cards played, the current trick's too (a finished trick of the wrong size noted in ``problems``)."""
    played = 0
    for trick in state.tricks:
        if len(trick.cards) != state.rules.players:
            problems.append("a finished trick does not have one card per player")
        for card in trick.cards:
            played |= card.bit
    for index in state.trick:
        played |= 1 << index
    return played


def _end_violations(state: DealState, held: int, played: int) -> list[str]:
    """A finished deal: no one to act, and (unless thrown in) every card played and counted."""
    problems: list[str] = []
    if state.current_player() != -1 or state.legal_actions():
        problems.append("a finished deal still has a player to act")
    if state.thrown_in:
        return problems
    rules = state.rules
    total = _points_played(state, played)
    if sum(state.team_points) != total:
        problems.append(f"card points add up to {sum(state.team_points)}, not {total}")
    if held or any(state.zones.of(s) for s in range(rules.players)):
        problems.append("cards left in hands or on the table at the end")
    if sum(state.team_tricks) != rules.hand_size:
        problems.append("wrong number of tricks")
    return problems


def _points_played(state: DealState, played: int) -> int:
    """The card points of the ``played`` cards and the last trick's bonus."""
    assert state.ctx is not None
    return sum(state.ctx.points[i] for i in range(36) if played >> i & 1) + state.rules.last_trick_bonus


def _turn_violations(state: DealState) -> list[str]:
    """A deal under way: a seat to act, distinct legal actions, legal cards it can play."""
    problems: list[str] = []
    if not 0 <= state.current_player() < state.rules.players:
        problems.append(f"no valid player to act: {state.current_player()}")
    legal = state.legal_actions()
    if not legal:
        problems.append("no legal action before the end")
    if len(set(legal)) != len(legal):
        problems.append("duplicate legal actions")
    if state.phase is Phase.PLAY:
        hand = state.playable(state.current_player())
        for action in legal:
            if isinstance(action, PlayCard) and not hand >> action.card.index & 1:
                problems.append(f"legal card {CARDS[action.card.index]} is not in the hand or face up on the table")
    return problems


def _zone_violations(state: DealState, held: int, played: int, deck_mask: int) -> list[str]:
    """Every card in exactly one zone, each zone the size the deal plan says."""
    problems = _zone_overlaps(state, held | played, deck_mask)
    problems += _table_violations(state)
    if state.phase is Phase.BIDDING:
        problems += _dealt_sizes(state)
        stock = len(state.rules.deal_plan.script(state.dealer).stock_before)
    else:
        stock = state.rules.deal_plan.unused
        if any(state.zones.kitty) and not state.thrown_in:
            problems.append("a kitty was not picked up after the auction")
    if not state.thrown_in and bin(state.zones.stock).count("1") != stock:
        problems.append(f"the stock has {bin(state.zones.stock).count('1')} cards, not {stock}")
    return problems


def _zone_overlaps(state: DealState, seen: int, deck_mask: int) -> list[str]:
    """No card in two zones (hands and played cards ``seen`` first), none in no zone."""
    problems: list[str] = []
    zones = state.zones
    n = state.rules.players
    middle = 0
    if state.turned >= 0 and state.contract is None and state.rules.deal_plan.turned_from is TurnedFrom.STOCK:
        middle = 1 << state.turned
    parts = [("stock", zones.stock), ("turned card", middle)]
    parts += [(f"seat {s}'s kitty", zones.kitty[s]) for s in range(n)]
    parts += [(f"seat {s}'s face-down table cards", zones.table_down[s]) for s in range(n)]
    parts += [(f"seat {s}'s face-up table cards", zones.table_up[s]) for s in range(n)]
    for name, mask in parts:
        if mask & seen:
            problems.append(f"a card of the {name} is also in a hand or played")
        seen |= mask
    if seen != deck_mask:
        problems.append(f"{bin(deck_mask & ~seen).count('1')} cards are in no zone")
    return problems


def _table_violations(state: DealState) -> list[str]:
    """The table cards: each face-up card over one face-down card of its seat, none face down uncovered,
    no seat seeing its own face-down cards."""
    problems = _under_violations(state)
    zones = state.zones
    n = state.rules.players
    covered = 0
    for _, beneath in zones.under:
        covered |= 1 << beneath
    waiting = state.rules.table_turn_up is TableTurnUp.AFTER_TRICK and bool(state.trick)  # turns up after the trick
    if any(down & ~covered for down in zones.table_down) and not waiting:
        problems.append("a face-down table card lies uncovered")
    for seat in range(n) if any(zones.kitty) or any(zones.table_down) else ():
        if state.view_for(seat).hand_mask & (zones.kitty[seat] | zones.table_down[seat]):
            problems.append(f"seat {seat} sees his own face-down cards")
    return problems


def _under_violations(state: DealState) -> list[str]:
    """Each face-up table card over one face-down card of its own seat."""
    problems: list[str] = []
    zones = state.zones
    n = state.rules.players
    if len({top for top, _ in zones.under}) != len(zones.under):
        problems.append("a face-up table card lies on two face-down ones")
    for top, beneath in zones.under:
        owner = next((s for s in range(n) if zones.table_up[s] >> top & 1), -1)
        if owner < 0 or not zones.table_down[owner] >> beneath & 1:
            problems.append(f"{CARDS[beneath]} lies under {CARDS[top]}, which is not a face-up table card over it")
    return problems


def _dealt_sizes(state: DealState) -> list[str]:
    """During the auction: each seat's hand, kitty and table packets the sizes the deal plan gives."""
    problems: list[str] = []
    plan = state.rules.deal_plan
    zones = state.zones
    sizes = {zone: plan.per_seat(zone) for zone in (Zone.HAND, Zone.KITTY, Zone.TABLE_DOWN, Zone.TABLE_UP)}
    for seat in range(state.rules.players):
        got = {
            Zone.HAND: state.hands[seat], Zone.KITTY: zones.kitty[seat],
            Zone.TABLE_DOWN: zones.table_down[seat], Zone.TABLE_UP: zones.table_up[seat],
        }
        for zone, mask in got.items():
            if bin(mask).count("1") != sizes[zone]:
                problems.append(f"seat {seat} has {bin(mask).count('1')} cards in {zone.value}, not {sizes[zone]}")
    return problems
