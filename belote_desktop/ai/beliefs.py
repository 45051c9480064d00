"""What a bot believed about the cards it could not see, for the player to compare with the truth.

The beliefs are read from the seat's view only, as the bot's own decision was: deals drawn uniformly among
those that fit the hard facts (``inference.DealSampler``: voids shown, cards announced, hand sizes), then,
for the search levels, weighted by the same evidence their search weighs (what each seat said in the
auction, and how well each deal explains the cards the others chose). The rule-based levels draw no deals;
for them the beliefs are the hard facts alone (every fitting deal alike).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import numpy as np

from ..engine import Phase, PlayerView
from .inference import DealSampler, InconsistentView, read_view
from .kernel import bits_of

BELIEF_SAMPLES = 600


@dataclass(frozen=True)
class CardBelief:
    card: int  # card index
    chances: tuple[float, ...]  # per seat: the chance it holds the card (hand or face-down table card)
    never_dealt: float  # the chance the card was never dealt (Belot for 2), 0 elsewhere


@dataclass(frozen=True)
class Beliefs:
    seat: int
    weighed: bool  # the deals were weighed by the auction and the play (search levels)
    cards: tuple[CardBelief, ...]  # every card the seat could not see, in card order

    def of(self, card: int) -> CardBelief | None:
        return next((b for b in self.cards if b.card == card), None)


def card_beliefs(view: PlayerView, weighed: bool, rng: random.Random, samples: int = BELIEF_SAMPLES) -> Beliefs:
    """For each card ``view.seat`` could not see, the chance it gave each seat of holding it. ``weighed``:
    the search levels' weighting of the sampled deals (the rule-based levels use none)."""
    if view.phase is not Phase.PLAY:
        raise ValueError("beliefs are read during the card play")
    knowledge = read_view(view)
    try:
        sampler = DealSampler(knowledge)
    except InconsistentView:
        return Beliefs(view.seat, weighed, ())
    deals = [sampler.sample(rng) for _ in range(samples)]
    weights = np.ones(len(deals))
    if weighed:
        from .bidding import auction_weight
        from .search import SearchParams, _deal_weights

        params = SearchParams(samples=samples, max_seconds=60.0, exact_cards=0, exact_samples=1, bid_samples=1,
                              play_likelihood=0.3, public_playouts=True)
        weights = _deal_weights(view, deals, knowledge.played_by, auction_weight(view, knowledge.played_by), params)
        if not weights.sum() > 0:
            weights = np.ones(len(deals))
    weights = weights / weights.sum()
    n = view.rules.players
    holders = np.array([[deal[s] for s in range(n)] for deal in deals], dtype=object)
    unseen = knowledge.hidden
    for known in knowledge.known:
        unseen &= ~known  # a face-up table card, an announced one: seen, not believed
    result = []
    for card in bits_of(unseen):
        held = np.array([[int(holders[d, s]) >> card & 1 for s in range(n)] for d in range(len(deals))],
                        dtype=np.float64)
        chances = weights @ held  # its own seat too: a face-down table card of its own is unseen
        result.append(CardBelief(card, tuple(round(float(c), 4) for c in chances),
                                 round(max(0.0, 1.0 - float(chances.sum())), 4)))
    return Beliefs(view.seat, weighed, tuple(result))
