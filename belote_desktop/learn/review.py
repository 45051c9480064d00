"""After a deal: which of the player's choices cost the most points, by the advice Suggest gives.

Each choice the player made (a bid, pass or coinche in the auction; a card from two or more legal
ones) is compared with ``learn.advice.advise`` at that moment, from the player's own view: the same
search, budget and seed as the Suggest button, so the "better" move named here is the one Suggest
would have shown, and Suggest's own move is never a mistake. A choice is marked when it gives up at
least ``min_loss`` points against the advice (the team's expected score lead for the deal).

The outcome is judged too: a contract the player named that then failed, or a contract the player
doubled that was made, is reported with what it cost (the points the other side scored), even when
Suggest would have made the same call, so a review never calls a deal that cost the player's team
hundreds of points "well played".
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ..ai.search import SearchParams
from ..engine import Action, Bid, Card, DealState, Double, Phase, PlayCard, Take, record, replay
from ..engine.actions import BalootCall, Call, Four, Gahwa
from .advice import Pool, advise, bid_cost
from .explain import card_word


@dataclass(frozen=True)
class Verdict:
    """One of the player's choices, reviewed."""

    trick: int  # 1-based trick of a card; 0 for the auction
    played: Action
    best: Action  # what Suggest would have said there
    loss: float | None  # points the choice gave up against ``best`` (None: not weighed)

    def costly(self, min_loss: float) -> bool:
        return self.loss is not None and self.played != self.best and self.loss >= min_loss


@dataclass(frozen=True)
class CostlyCall:
    """The player's call that the deal's outcome went against: his contract failed, or his double was made."""

    played: Action  # the player's bid that became the contract, or his double
    cost: int  # the points the other side scored on the deal
    suggested: bool  # Suggest would have made the same call there

@dataclass(frozen=True)
class Review:
    auction: list[Verdict]  # the costly auction choices, in the order they were made
    cards: list[Verdict]  # the costliest cards, costliest first
    costly_call: CostlyCall | None = None  # the outcome went against the player's bid or double

    @property
    def marked_cards(self) -> dict[Card, tuple[float, Card | None]]:
        """Each costly card -> (the points it cost, the card Suggest would have played), for the table."""
        return {v.played.card: (v.loss or 0.0, v.best.card if isinstance(v.best, PlayCard) else None)
                for v in self.cards if isinstance(v.played, PlayCard)}


def review_choices(deal: DealState, seat: int, pool: Pool | None = None,
                   params: SearchParams | None = None) -> list[Verdict]:
    """Every choice ``seat`` made in ``deal`` (two or more legal actions), against the advice there."""
    data = record(deal)
    state = replay({**data, "actions": []})
    assert isinstance(state, DealState)
    verdicts: list[Verdict] = []
    for text in data["actions"]:
        action = next(a for a in state.legal_actions() if str(a) == text)
        if state.current_player() == seat and len(state.legal_actions()) > 1:
            view = state.view_for(seat)
            advice = advise(view, pool, params)
            if view.phase is Phase.BIDDING:
                verdicts.append(Verdict(0, action, advice.action, bid_cost(view, advice, action, params)))
            elif isinstance(action, PlayCard):
                verdicts.append(Verdict(len(state.tricks) + 1, action, advice.action, advice.cost(action)))
        state = state.apply(action)
    return verdicts


def review_deal(
    deal: DealState, seat: int, pool: Pool | None = None, params: SearchParams | None = None,
    min_loss: float = 4.0, most: int = 3,
) -> Review:
    """The player's costly auction choices and costliest cards (at most ``most``) in a deal. ``min_loss`` is in
    deal points, as the search's values are (``scoring.match_point_unit``)."""
    every = review_choices(deal, seat, pool, params)
    verdicts = [v for v in every if v.costly(min_loss)]
    cards = sorted((v for v in verdicts if v.trick), key=lambda v: -(v.loss or 0.0))[:most]
    return Review([v for v in verdicts if not v.trick], cards, costly_call(deal, seat, every))


def costly_call(deal: DealState, seat: int, verdicts: Sequence[Verdict] = ()) -> CostlyCall | None:
    """``seat``'s call the outcome went against: the contract he bid failed, or the contract he doubled was
    made; with the points the other side scored. None when the deal went his way or he made no such call."""
    result = deal.result()
    contract = result.contract
    if result.thrown_in or result.made is None or contract is None:
        return None
    mine: list[Action] = [a for s, a in deal.history if s == seat]
    calls: list[Action]
    if result.made is False and contract.taker == seat:
        calls = [a for a in mine if isinstance(a, (Take, Bid, Call, BalootCall)) and not isinstance(a, (Four, Gahwa))]
    elif result.made and deal.rules.team_of(seat) != result.taker_team:
        calls = [a for a in mine if isinstance(a, (Double, Four))]
    else:
        return None
    if not calls:  # a contract set before the deal (practice), or a partner's call: not the player's
        return None
    played = calls[-1]
    cost = sum(points for team, points in enumerate(result.score) if team != deal.rules.team_of(seat))
    suggested = any(v.trick == 0 and v.played == played and v.played == v.best for v in verdicts)
    return CostlyCall(played, cost, suggested)


def review_lines(review: Review, action_words: Callable[[Action], str] = str) -> list[str]:
    """The review in words, for the end-of-deal panel (``action_words``: a bid or pass as shown)."""
    costly = review.costly_call
    if not review.auction and not review.cards and costly is None:
        return [QCoreApplication.translate("Review", "Review: no costly choice, in the auction or the play — well played.")]
    if not review.auction and not review.cards:
        lines = [QCoreApplication.translate("Review", "Review: no single card or call stands out as a mistake.")]
    else:
        lines = [QCoreApplication.translate("Review", "Review: the choices that cost you most (marked on the table)")]
    if costly is not None and isinstance(costly.played, (Double, Four)):
        lines.append(QCoreApplication.translate(
            "Review", "The contract you doubled was made: your {call} cost {points} points, scored by the other side.",
        ).format(call=action_words(costly.played), points=costly.cost))
    elif costly is not None:
        lines.append(QCoreApplication.translate(
            "Review", "Your contract failed: your {bid} cost {points} points, scored by the other side.",
        ).format(bid=action_words(costly.played), points=costly.cost))
    if costly is not None and costly.suggested:
        lines.append(QCoreApplication.translate(
            "Review", "Suggest would have made the same call from your hand: the other hands lay against it."))
    for item in review.auction:
        points = max(1, round(item.loss or 0.0))
        if isinstance(item.played, Double):
            lines.append(QCoreApplication.translate(
                "Review", "Auction: your coinche cost about {points} points; {best} was better.",
            ).format(points=points, best=action_words(item.best)))
        else:
            lines.append(QCoreApplication.translate(
                "Review", "Auction: you said {played}; {best} was better (about {points} points).",
            ).format(played=action_words(item.played), best=action_words(item.best), points=points))
    for item in review.cards:
        assert isinstance(item.played, PlayCard) and isinstance(item.best, PlayCard)
        lines.append(QCoreApplication.translate(
            "Review", "Trick {trick}: you played {played}; {best} was better (about {points} points).",
        ).format(trick=item.trick, played=card_word(item.played.card), best=card_word(item.best.card),
                 points=max(1, round(item.loss or 0.0))))
    return lines
