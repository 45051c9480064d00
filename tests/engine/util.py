"""Helpers to set up engine positions from card codes."""

from __future__ import annotations

from belote_desktop.engine import (
    PLAY, Card, Contract, DealState, Ruleset, Strain, deal_with_contract, deck_cards, find_variant,
)


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def position(
    hands: dict[int, str], plays: str = "", strain: Strain = Strain.HEARTS, taker: int = 0, dealer: int = 3,
    rules: Ruleset | None = None, value: int = 0, capot: bool = False, multiplier: int = 1,
) -> DealState:
    """A deal in play with the given (possibly partial) hands, the rest filled from the unused cards
    in deck order, and ``plays`` (card codes) applied in turn; the first lead is dealer+1."""
    rules = rules or find_variant("classic")
    given = {seat: cards(text) for seat, text in hands.items()}
    used = {c for hand in given.values() for c in hand}
    spare = [c for c in deck_cards(rules.deck) if c not in used]
    full = []
    for seat in range(rules.players):
        hand = list(given.get(seat, []))
        while len(hand) < rules.hand_size:
            hand.append(spare.pop(0))
        full.append(hand)
    state = deal_with_contract(rules, dealer, full, Contract(strain, taker, value, capot, multiplier))
    for code in plays.split():
        state = state.apply(PLAY[Card.parse(code).index])
    return state


def legal_cards(state: DealState) -> set[str]:
    return {str(a.card) for a in state.legal_actions() if hasattr(a, "card")}


def play_out(state: DealState) -> DealState:
    """Finish a deal by always playing the first legal action."""
    while not state.is_terminal():
        state = state.apply(state.legal_actions()[0])
    return state


def declare_and_play(state: DealState) -> DealState:
    """The deal played to its end: every declaration made, else the first legal card."""
    from belote_desktop.engine import DECLARE, Phase

    while state.phase is not Phase.DONE:
        legal = state.legal_actions()
        state = state.apply(DECLARE if DECLARE in legal else legal[0])
    return state


def pair_facts(contract: Contract, cards, tricks=(4, 4), melds=(0, 0), belote=(0, 0)):
    """What a deal of two sides came to (the points in play by the contract's strain), for the scorer."""
    from belote_desktop.engine.scoring import DealFacts

    total = {Strain.NO_TRUMPS: 130, Strain.ALL_TRUMPS: 258}.get(contract.strain, 162)
    return DealFacts(contract, contract.taker % 2, total, list(cards), list(tricks), list(melds), list(belote))


def pair_score(f, rules: Ruleset):
    """(the two sides' scores after the rules' conversion, the points held over, the scored deal)."""
    from belote_desktop.engine.scoring import convert, score_contract, score_of

    scored = score_contract(rules, f)
    convert(rules, scored)
    return tuple(int(v) for v in score_of(scored, 2)), int(scored.hanging), scored
