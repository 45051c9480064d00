"""What a bot believed about the cards it could not see, for the player to compare with the truth.

The beliefs are read from the seat's view only, as the bot's own decision was, and drawn as its search draws
its deals (``search.deal_source``): uniformly among those that fit the hard facts
(``beliefs.inference.DealSampler``: voids shown, cards announced, hand sizes), weighted by what each seat said in the
auction and how well each deal explains the cards the others chose; or, for a search that draws from the
game's ownership model (``ai.beliefs.ownership``), from the model, weighed (Master) by how likely the game's learned
policy finds the others' cards in each (``search.policy_weights``). The rule-based levels draw no deals; for them the
beliefs are the hard facts alone (every fitting deal alike).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import numpy as np

from ...engine import Phase, PlayerView
from ..beliefs.inference import DealSampler, InconsistentView, read_view
from .search import Sampler, SearchParams, deal_source, deal_weights
from ..tables import bits_of

BELIEF_SAMPLES = 600


@dataclass(frozen=True)
class CardBelief:
    card: int  # card index
    chances: tuple[float, ...]  # per seat: the chance it holds the card (hand or face-down table card)
    never_dealt: float  # the chance the card was never dealt (Belot for 2), 0 elsewhere


@dataclass(frozen=True)
class Beliefs:
    seat: int
    weighed: bool  # the deals were weighed or drawn as a search level's (else the hard facts alone)
    cards: tuple[CardBelief, ...]  # every card the seat could not see, in card order
    from_model: bool = False  # the deals were drawn from the game's ownership model

    def of(self, card: int) -> CardBelief | None:
        return next((b for b in self.cards if b.card == card), None)


def card_beliefs(view: PlayerView, params: SearchParams | None, rng: random.Random,
                 samples: int = BELIEF_SAMPLES) -> Beliefs:
    """For each card ``view.seat`` could not see, the chance it gave each seat of holding it. ``params``: the
    search level's settings (its deals drawn and weighed as its search does); None for the rule-based levels."""
    if view.phase is not Phase.PLAY:
        raise ValueError("beliefs are read during the card play")
    knowledge = read_view(view)
    weighed = params is not None
    from_model = False
    sampler: Sampler
    try:
        if params is None:
            sampler = DealSampler(knowledge)
        else:
            sampler, weight, params = deal_source(view, knowledge, params)
            from_model = not isinstance(sampler, DealSampler)
    except InconsistentView:
        return Beliefs(view.seat, weighed, ())
    deals = [sampler.sample(rng) for _ in range(samples)]
    weights = np.ones(len(deals))
    if params is not None:
        weights = deal_weights(view, deals, knowledge.played_by, weight, params)
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
    return Beliefs(view.seat, weighed, tuple(result), from_model)
