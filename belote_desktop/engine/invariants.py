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
    rules = state.rules
    n = rules.players
    deck_mask = 0
    for index in state.deck:
        deck_mask |= 1 << index
    held = 0
    for seat, hand in enumerate(state.hands):
        if held & hand:
            problems.append(f"seat {seat} holds a card another seat holds")
        held |= hand
    played = 0
    for trick in state.tricks:
        if len(trick.cards) != n:
            problems.append("a finished trick does not have one card per player")
        for card in trick.cards:
            played |= card.bit
    for index in state.trick:
        played |= 1 << index
    if held & played:
        problems.append("a played card is still in a hand")
    problems += _zone_violations(state, held, played, deck_mask)
    if (held | played) & ~deck_mask:
        problems.append("a card outside the deck appeared")
    if state.phase is Phase.PLAY:
        sizes = sorted(bin(h | state.zones.of(s)).count("1") for s, h in enumerate(state.hands))
        if sizes[-1] - sizes[0] > 1:
            problems.append(f"hand sizes drifted apart: {sizes}")
    terminal = state.is_terminal()
    if terminal:
        if state.current_player() != -1 or state.legal_actions():
            problems.append("a finished deal still has a player to act")
        if not state.thrown_in:
            assert state.ctx is not None
            total = sum(state.ctx.points[i] for i in range(36) if played >> i & 1) + rules.last_trick_bonus
            if sum(state.team_points) != total:
                problems.append(f"card points add up to {sum(state.team_points)}, not {total}")
            if held or any(state.zones.of(s) for s in range(n)):
                problems.append("cards left in hands or on the table at the end")
            if sum(state.team_tricks) != rules.hand_size:
                problems.append("wrong number of tricks")
    else:
        if not 0 <= state.current_player() < n:
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
    problems: list[str] = []
    rules = state.rules
    plan = rules.deal_plan
    zones = state.zones
    n = rules.players
    seen = held | played
    middle = 0
    if state.turned >= 0 and state.contract is None and plan.turned_from is TurnedFrom.STOCK:
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
    if len({top for top, _ in zones.under}) != len(zones.under):
        problems.append("a face-up table card lies on two face-down ones")
    for top, beneath in zones.under:
        owner = next((s for s in range(n) if zones.table_up[s] >> top & 1), -1)
        if owner < 0 or not zones.table_down[owner] >> beneath & 1:
            problems.append(f"{CARDS[beneath]} lies under {CARDS[top]}, which is not a face-up table card over it")
    covered = 0
    for _, beneath in zones.under:
        covered |= 1 << beneath
    waiting = rules.table_turn_up is TableTurnUp.AFTER_TRICK and bool(state.trick)  # turns up after the trick
    if any(down & ~covered for down in zones.table_down) and not waiting:
        problems.append("a face-down table card lies uncovered")
    for seat in range(n) if any(zones.kitty) or any(zones.table_down) else ():
        if state.view_for(seat).hand_mask & (zones.kitty[seat] | zones.table_down[seat]):
            problems.append(f"seat {seat} sees his own face-down cards")
    if state.phase is Phase.BIDDING:
        stock = len(plan.script(state.dealer).stock_before)
        sizes = {
            Zone.HAND: plan.per_seat(Zone.HAND), Zone.KITTY: plan.per_seat(Zone.KITTY),
            Zone.TABLE_DOWN: plan.per_seat(Zone.TABLE_DOWN), Zone.TABLE_UP: plan.per_seat(Zone.TABLE_UP),
        }
        for seat in range(n):
            got = {
                Zone.HAND: state.hands[seat], Zone.KITTY: zones.kitty[seat],
                Zone.TABLE_DOWN: zones.table_down[seat], Zone.TABLE_UP: zones.table_up[seat],
            }
            for zone, mask in got.items():
                if bin(mask).count("1") != sizes[zone]:
                    problems.append(f"seat {seat} has {bin(mask).count('1')} cards in {zone.value}, not {sizes[zone]}")
    else:
        stock = plan.unused
        if any(zones.kitty) and not state.thrown_in:
            problems.append("a kitty was not picked up after the auction")
    if not state.thrown_in and bin(zones.stock).count("1") != stock:
        problems.append(f"the stock has {bin(zones.stock).count('1')} cards, not {stock}")
    return problems
