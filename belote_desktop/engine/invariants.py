"""Consistency checks of a deal state, used by the self-play tool and the tests."""

from __future__ import annotations

from .actions import PlayCard
from .cards import CARDS
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
    undealt = deck_mask & ~(held | played)
    if state.phase is not Phase.BIDDING and not state.thrown_in and undealt:
        problems.append(f"{bin(undealt).count('1')} cards are neither held nor played after the auction")
    if (held | played) & ~deck_mask:
        problems.append("a card outside the deck appeared")
    if state.phase is Phase.PLAY:
        sizes = sorted(bin(h).count("1") for h in state.hands)
        if sizes[-1] - sizes[0] > 1:
            problems.append(f"hand sizes drifted apart: {sizes}")
    terminal = state.is_terminal()
    if terminal:
        if state.current_player() != -1 or state.legal_actions():
            problems.append("a finished deal still has a player to act")
        if not state.thrown_in:
            assert state.ctx is not None
            total = state.ctx.total_points + rules.last_trick_bonus
            if sum(state.team_points) != total:
                problems.append(f"card points add up to {sum(state.team_points)}, not {total}")
            if held:
                problems.append("cards left in hands at the end")
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
            hand = state.hands[state.current_player()]
            for action in legal:
                if isinstance(action, PlayCard) and not hand >> action.card.index & 1:
                    problems.append(f"legal card {CARDS[action.card.index]} is not in the hand")
    return problems
