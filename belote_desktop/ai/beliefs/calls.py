"""What the others' calls say of their hands: the auction's weight of a sampled deal.

``auction_weight(view, played_by)`` gives, for a sampled deal of the unseen cards, a weight in (0, 1]: how well
each other seat's whole hand fits what it said in the auction (a taker is strong in his suit, a passer is not
strong enough to call, a doubler holds a defence), each statement measured on the bidders' own scale
(``hand_value``). The card play's search weighs its uniform deals by it (``play.search.deal_source``), and so
does the simulation of candidate contracts in the auction (``play.search.evaluate_contracts``).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import partial

from ...engine import Action, Bid, Double, Pass, PlayerView, Strain, Take, TrumpScheme
from ...engine.actions import Ashkal, Call, Four, Hokum, Sun
from ...engine.auctions import allowed_strains
from ...engine.deal import Zone
from .hand_value import (
    ASHKAL_COST, CALL_THRESHOLD, DOUBLE_DEFENCE, HOKUM_NEED, SUN_NEED, defence_strength, estimate, strain_kind,
    taken_turned_bit,
)


def _squash(x: float) -> float:
    """A cheap logistic in (0, 1)."""
    if x > 6:
        return 1.0
    if x < -6:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def statement_fit(hand: int, *, strains: tuple[Strain, ...], extra: int, center: float, scale: float, low: float,
         high: float, defence: bool = False) -> float:
    """How well a hand fits a statement: from ``low`` (far below ``center``) to ``high`` (far above),
    measuring the hand (plus the ``extra`` cards) by its best evaluation among ``strains``."""
    measure = defence_strength if defence else estimate
    value = max(measure(hand | extra, s) for s in strains)
    return low + (high - low) * _squash((value - center) / scale)


_Statement = tuple[int, Callable[[int], float]]
"""A seat and how well a whole hand of it (a card mask) fits what it said, in (0, 1]."""


def auction_weight(view: PlayerView, played_by: Sequence[int]) -> Callable[[Sequence[int]], float]:
    """A weight in (0, 1] for a sampled deal (current hands per seat): how well each other seat's whole
    hand fits what it said in the auction. ``played_by``: cards each seat already played."""
    rules = view.rules
    if rules.table_up_packets and not rules.deal_plan.per_seat(Zone.HAND) and not rules.second_packets:
        return lambda hands: 1.0  # every card a bidder saw lies face up: his call tells nothing unseen
    statements = _statements(view)
    if not statements:
        return lambda hands: 1.0

    def weight(hands: Sequence[int]) -> float:
        w = 1.0
        for seat, fit in statements:
            w *= fit(hands[seat] | played_by[seat])
        return w

    return weight


def _statements(view: PlayerView) -> list[_Statement]:
    """Every statement of the others' calls, by the auction's kind, then the taker's of a contract set without
    an auction."""
    scheme = view.rules.trump_scheme
    statements: list[_Statement] = []
    # the contract auction is read as classic: no statement of the other schemes applies (turned is None: none is made)
    classic = scheme in (TrumpScheme.TURNED_CARD, TrumpScheme.CONTRACT_AUCTION)
    if scheme is TrumpScheme.CONTRACT_AUCTION:
        statements.extend(_contract_statements(view))
    if scheme is TrumpScheme.SUN_HOKUM:  # Baloot's calls say their own things
        statements.extend(_sun_hokum_statements(view))
    elif scheme is TrumpScheme.NAME_IN_TURN:
        statements.extend(_name_in_turn_statements(view))
    elif classic:
        statements.extend(_turned_card_statements(view))
    else:
        statements.extend(_point_statements(view))
    statements.extend(_chosen_contract_statement(view, classic))
    return statements


def _name_in_turn_statements(view: PlayerView) -> list[_Statement]:
    """Tarabish: a namer is strong in his suit (kitty unseen); a passer is strong in none."""
    statements: list[_Statement] = []
    for seat, action in view.bidding:
        if seat == view.seat:
            continue
        if isinstance(action, Take):
            statements.append((seat, partial(statement_fit, strains=(Strain.of_suit(action.suit),), extra=0, center=72,
                                             scale=10, low=0.1, high=1.0)))
        elif isinstance(action, Pass):
            statements.append((seat, partial(statement_fit, strains=_SUITS, extra=0, center=95, scale=8, low=1.0,
                                             high=0.5)))
    return statements


_SUITS = tuple(Strain(s) for s in range(4))


def _turned_card_statements(view: PlayerView) -> list[_Statement]:
    """The turned card: a taker is strong in his suit; a first-round passer not in the turned suit (with the
    turned card), a second-round passer in no other suit."""
    turned = view.turned_card
    if turned is None:
        return []
    taken = taken_turned_bit(view)
    turned_strain = Strain.of_suit(turned.suit)
    others = tuple(x for x in _SUITS if x != turned_strain)
    statements: list[_Statement] = []
    for index, (seat, action) in enumerate(view.bidding):
        if seat == view.seat:
            continue
        if isinstance(action, Take):
            fit = partial(statement_fit, strains=(Strain.of_suit(action.suit),), extra=0, center=72, scale=10, low=0.1,
                          high=1.0)
        elif isinstance(action, Pass) and index < view.rules.players:
            # first round: not strong in the turned suit (with the turned card)
            fit = partial(statement_fit, strains=(turned_strain,), extra=taken, center=95, scale=8, low=1.0, high=0.4)
        elif isinstance(action, Pass):
            # second round: not strong in any other suit
            fit = partial(statement_fit, strains=others, extra=taken, center=95, scale=8, low=1.0, high=0.5)
        else:
            continue
        statements.append((seat, fit))
    return statements


def _point_statements(view: PlayerView) -> list[_Statement]:
    """The point auction: a bidder is strong in his strain, a doubler holds a defence against the standing bid,
    a passer could not outbid it."""
    statements: list[_Statement] = []
    high: Bid | None = None
    for seat, action in view.bidding:
        if seat != view.seat:
            statement = _point_statement(view, action, high)
            if statement is not None:
                statements.append((seat, statement))
        if isinstance(action, Bid):
            high = action
    return statements


def _point_statement(view: PlayerView, action: Action, high: Bid | None) -> Callable[[int], float] | None:
    """What another seat's ``action`` says over the standing bid ``high`` (None: nothing)."""
    if isinstance(action, Bid) and not action.capot:
        return partial(statement_fit, strains=(action.strain,), extra=0, center=action.value - 5, scale=12, low=0.1,
                       high=1.0)
    if isinstance(action, Double) and high is not None:
        return partial(statement_fit, strains=(high.strain,), extra=0, center=25, scale=8, low=0.2, high=1.0,
                       defence=True)
    if isinstance(action, Pass):
        # not enough to outbid the standing bid (a partner may pass with support: a mild statement)
        floor = view.rules.min_bid if high is None else (160 if high.capot else high.value + view.rules.bid_step)
        return partial(statement_fit, strains=_SUITS, extra=0, center=floor + 15, scale=10, low=1.0, high=0.5)
    return None


def _chosen_contract_statement(view: PlayerView, classic: bool) -> list[_Statement]:
    """A contract set without an auction (a practice deal): its taker still chose it, so holds a hand for it."""
    contract = view.contract
    if contract is None or contract.taker == view.seat or contract.strain.suit is None or any(
            seat == contract.taker and isinstance(action, (Take, Bid)) for seat, action in view.bidding):
        return []
    center = 72.0 if classic else float(max(contract.value, view.rules.min_bid) - 5)
    return [(contract.taker, partial(statement_fit, strains=(contract.strain,), extra=0, center=center,
                                     scale=10 if classic else 12, low=0.1, high=1.0))]


def _contract_statements(view: PlayerView) -> list[_Statement]:
    """What the others' calls say of their whole hands (for weighing sampled deals)."""
    statements: list[_Statement] = []
    standing: Strain | None = None
    all_strains = allowed_strains(view.rules)
    for seat, action in view.bidding:
        mine = seat == view.seat
        if isinstance(action, Call):
            if not mine:
                center = CALL_THRESHOLD[strain_kind(action.strain)] + 5
                statements.append((seat, partial(statement_fit, strains=(action.strain,), extra=0, center=center, scale=12,
                                                 low=0.1, high=1.0)))
            standing = action.strain
        elif isinstance(action, Double) and not mine and standing is not None:
            statements.append((seat, partial(statement_fit, strains=(standing,), extra=0, center=30, scale=8, low=0.2,
                                             high=1.0, defence=True)))
        elif isinstance(action, Pass) and not mine:
            higher = tuple(s for s in all_strains if standing is None or s > standing)
            if higher:  # no hand strong enough for a call above the standing one (a mild statement)
                center = min(CALL_THRESHOLD[strain_kind(s)] for s in higher) + 20
                statements.append((seat, partial(statement_fit, strains=higher, extra=0, center=center, scale=10, low=1.0,
                                                 high=0.5)))
    return statements


def _sun_hokum_statements(view: PlayerView) -> list[_Statement]:
    """Baloot's calls (``ai.bidding.sun_hokum``): for each other seat's call, how well a whole hand fits it: a Hokum
    or Sun caller is strong in its strain, a first-round pass is not strong in the turned suit, a double says a
    defence."""
    turned = view.turned_card
    extra = turned.bit if turned is not None else 0  # the caller counts the turned card he takes
    out: list[_Statement] = []
    standing: Strain | None = None
    for index, (seat, action) in enumerate(view.bidding):
        if seat == view.seat:
            if isinstance(action, (Hokum, Sun, Ashkal)):
                standing = Strain.of_suit(action.suit) if isinstance(action, Hokum) else Strain.NO_TRUMPS
            continue
        if isinstance(action, Hokum):
            standing = Strain.of_suit(action.suit)
            out.append((seat, partial(statement_fit, strains=(standing,), extra=extra, center=HOKUM_NEED + 4, scale=10,
                                      low=0.1, high=1.0)))
        elif isinstance(action, (Sun, Ashkal)):
            standing = Strain.NO_TRUMPS
            center = SUN_NEED + 4 - (ASHKAL_COST * 2 if isinstance(action, Ashkal) else 0)
            out.append((seat, partial(statement_fit, strains=(Strain.NO_TRUMPS,), extra=extra, center=center, scale=10,
                                      low=0.1, high=1.0)))
        elif isinstance(action, (Double, Four)) and standing is not None:
            out.append((seat, partial(statement_fit, strains=(standing,), extra=0, center=DOUBLE_DEFENCE - 10, scale=8,
                                      low=0.2, high=1.0, defence=True)))
        elif isinstance(action, Pass) and index < view.rules.players and turned is not None:
            out.append((seat, partial(statement_fit, strains=(Strain.of_suit(turned.suit),), extra=extra, center=95, scale=8,
                                      low=1.0, high=0.4)))
    return out

