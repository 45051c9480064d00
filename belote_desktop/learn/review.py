"""After a deal: which of the player's choices cost the most points, by the advice Suggest gives.

Each choice the player made (a bid, pass or coinche in the auction; a card from two or more legal
ones) is compared with ``learn.advice.advise`` at that moment, from the player's own view: the same
search, budget and seed as the Suggest button, so the "better" move named here is the one Suggest
would have shown, and Suggest's own move is never a mistake. A choice is marked when it gives up at
least ``min_loss`` points against the advice (the team's expected score lead for the deal).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ..ai.search import SearchParams
from ..engine import Action, Card, DealState, Double, Phase, PlayCard, record, replay
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
class Review:
    auction: list[Verdict]  # the costly auction choices, in the order they were made
    cards: list[Verdict]  # the costliest cards, costliest first

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
    verdicts = [v for v in review_choices(deal, seat, pool, params) if v.costly(min_loss)]
    cards = sorted((v for v in verdicts if v.trick), key=lambda v: -(v.loss or 0.0))[:most]
    return Review([v for v in verdicts if not v.trick], cards)


def review_lines(review: Review, action_words: Callable[[Action], str] = str) -> list[str]:
    """The review in words, for the end-of-deal panel (``action_words``: a bid or pass as shown)."""
    if not review.auction and not review.cards:
        return [QCoreApplication.translate("Review", "Review: no costly choice, in the auction or the play — well played.")]
    lines = [QCoreApplication.translate("Review", "Review: the choices that cost you most (marked on the table)")]
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
