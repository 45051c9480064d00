"""After a deal: which of the player's cards cost the most points, according to the Expert's search.

Each card the player chose (from two or more legal cards) is re-examined from the player's own view
at that moment: the search estimates every legal card's outcome (the team's score lead for the deal)
over deals consistent with what the player could see. A decision is marked when the chosen card's
estimate falls short of the best one by at least ``min_loss`` points.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ..ai.search import SearchParams, card_values
from ..engine import CARDS, Card, DealState, PlayCard, record, replay
from .explain import card_word

REVIEW_PARAMS = SearchParams(samples=160, max_seconds=0.4, exact_cards=8, exact_samples=48, bid_samples=0)


@dataclass(frozen=True)
class ReviewedCard:
    trick: int  # 1-based
    played: Card
    best: Card
    loss: float  # estimated points the choice cost


def review_deal(
    deal: DealState, seat: int, rng: random.Random | None = None, params: SearchParams = REVIEW_PARAMS,
    min_loss: float = 4.0, most: int = 3,
) -> list[ReviewedCard]:
    """The player's costliest card choices in a finished (or running) deal, costliest first."""
    rng = rng or random.Random(0)
    data = record(deal)
    actions = data["actions"]
    state = replay({**data, "actions": []})
    assert isinstance(state, DealState)
    found: list[ReviewedCard] = []
    for text in actions:
        action = next(a for a in state.legal_actions() if str(a) == text)
        if isinstance(action, PlayCard) and state.current_player() == seat:
            legal = [a for a in state.legal_actions() if isinstance(a, PlayCard)]
            if len(legal) > 1:
                values = card_values(state.view_for(seat), params, rng)
                means = {card: total / max(weight, 1e-9) for card, (total, weight) in values.items()}
                best_index = max(means, key=lambda c: (means[c], -c))
                chosen = means.get(action.card.index)
                if chosen is not None and means[best_index] - chosen >= min_loss:
                    found.append(ReviewedCard(len(state.tricks) + 1, action.card, CARDS[best_index],
                                              means[best_index] - chosen))
        state = state.apply(action)
    found.sort(key=lambda r: -r.loss)
    return found[:most]


def review_lines(reviewed: list[ReviewedCard]) -> list[str]:
    """The review in words, for the end-of-deal panel."""
    if not reviewed:
        return [QCoreApplication.translate("Review", "Review: no costly card — well played.")]
    lines = [QCoreApplication.translate("Review", "Review: the cards that cost you most")]
    for item in reviewed:
        lines.append(QCoreApplication.translate(
            "Review", "Trick {trick}: you played {played}; {best} was better (about {points} points).",
        ).format(trick=item.trick, played=card_word(item.played), best=card_word(item.best),
                 points=max(1, round(item.loss))))
    return lines
