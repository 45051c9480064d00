"""The bots: one entry point, ``choose_action(view, level, rng)``, for the app, the tools and the tests.

A bot sees a ``PlayerView`` only (its own hand and what was shown at the table), so it cannot cheat.
Levels:

- Beginner: a naive card player (high card to win, else low; sometimes random, never silly) and an
  optimistic hand evaluation in the auction.
- Intermediate: the rule-based player of ``play.heuristic`` and the hand evaluation of ``bidding``.
- Expert: Monte Carlo search (``play.search``): deals sampled consistently with the view and weighted by
  the auction, played out by the rule-based playout policy; exact solving of each sampled deal at the
  end of the hand; bidding by simulating each candidate contract. About half a second per card.
- Master: Expert's search, then a second look that solves sampled deals exactly from 20 cards left
  (two tricks earlier than Expert at four players); the two looks' mean outcomes count alike. Where the game has an ownership
  model (``beliefs.ownership``, learned offline from self-play), both looks draw their deals from it, from the
  first trick, instead of weighing uniform deals by the auction and the play; where the game has a learned card
  policy (``play.policy``), both looks weigh those deals by how likely it finds the others' cards played in each.
  In classic its first look's playouts stop at 12 cards left and the exact solver finishes them. Up to about 1.6 s.

Every level declares its melds when it can, plays a forced card at once, and never returns an illegal
action: if anything goes wrong it logs the error and falls back to a legal action.

The package is in rooms by job; this module is the door (``choose_action``, ``Level``, ``SEARCH_PARAMS``,
``SearchParams``), beside the shared plumbing: ``workers`` (decisions in worker processes), ``seeds`` (a
decision's random numbers from its position) and ``tables`` (the card tables every room reads).

- ``bidding/``: the bidders (``auction``, ``sun_hokum``, the calibrated ``model``);
- ``play/``: the card play (``heuristic``, ``search``) and its machinery (``batch``, ``kernel``, ``outcome``,
  the compiled kernel's ``native`` and ``native_batch``), and ``believed``, what a bot believed, drawn as its
  search draws;
- ``beliefs/``: what the view tells about the unseen hands (``inference``, ``calls``: the auction's weight of a
  deal, ``hand_value``: the scale calls are read on, the ``ownership`` model).

Imports go one way: bidding -> play -> beliefs (bidding reads beliefs too), never back; tests/ai/test_ai_rooms.py
holds it, and lists what the rest of the program may import beyond the door.

>>> import random
>>> from belote_desktop.engine import find_variant, new_deal
>>> state = new_deal(find_variant("classic"), dealer=0, seed=1)
>>> action = choose_action(state.view_for(state.current_player()), Level.INTERMEDIATE, random.Random(0))
>>> action in state.legal_actions()
True
"""

from __future__ import annotations

import dataclasses
import logging
import random
from enum import IntEnum

from ..engine import DECLARE, PASS, PLAY, Action, Phase, PlayerView
from .play.declaring import choose_declaration
from .bidding.auction import heuristic_bid, simulated_bid  # (the bidding package registers every kind's bidder)
from .bidding.model import expert_bid, master_bid, own_model_bid
from .play.heuristic import beginner_card, intermediate_card
from .play.search import SearchParams, search_card

log = logging.getLogger(__name__)


class Level(IntEnum):
    BEGINNER = 0
    INTERMEDIATE = 1
    EXPERT = 2
    MASTER = 3

    @classmethod
    def parse(cls, text: str) -> Level:
        try:
            return cls[text.strip().upper()]
        except KeyError:
            raise ValueError(f"unknown level {text!r} (known: {', '.join(m.name.lower() for m in cls)})") from None


_EXPERT = SearchParams(
    samples=800, max_seconds=0.8, exact_cards=12, exact_samples=80, bid_samples=160,
    play_likelihood=0.3, public_playouts=True,
)
SEARCH_PARAMS: dict[Level, SearchParams] = {
    Level.EXPERT: _EXPERT,
    # Expert's search, then a second look that solves 120 deals exactly from 20 cards left, the last five
    # tricks (the compiled solver's speed: docs/ai.md; 16 before it), more deals solved after; it bids as
    # Expert does (the same model, the same simulated deals): its extra time goes to the card play. Both looks
    # draw their deals from the game's ownership model where one is shipped (ai/data/ownership-<game>.npz), and
    # weigh them by how likely the game's learned policy (ai/data/policy-<game>.npz) finds the others' cards
    # played in each, its probabilities to the power 0.5 (issue 60: docs/ai.md)
    # In Bulgarian Belot it calls on any predicted gain over passing (the trained margin, 1 match point, moved
    # to 0: +0.26 ± 0.26 match points a deal, seed 7385, issue 73). In classic its first look's playouts stop at
    # the first trick with at most 12 cards left and the exact solver finishes each deal (EPIMC's postponed solve:
    # +0.80 ± 0.62 card points a deal against Master without it, 3,000 pairs of seed 7396, issue 73), and the
    # learned policy plays those playouts' cards down to the solve (+1.05 ± 0.74 on 7396, +1.06 ± 0.90 on 7400).
    Level.MASTER: dataclasses.replace(
        _EXPERT, draw_from_model=True, policy_likelihood=0.5, bid_margin_shifts=(("bulgarian", -1.0),),
        solve_from_games=(("classic", 12),), policy_plies_games=(("classic", 32),),
        second_look=dataclasses.replace(_EXPERT, samples=0, exact_cards=20, exact_samples=120, draw_from_model=True,
                                        policy_likelihood=0.5),
    ),
}


def choose_action(
    view: PlayerView, level: Level | str, rng: random.Random | int | None = None, *,
    params: SearchParams | None = None,
) -> Action:
    """The action the bot of ``level`` takes in ``view`` (it must be this seat's turn).

    ``rng`` (a ``random.Random`` or a seed) is the bot's only source of chance: the same view and the
    same rng state give the same action. ``params`` overrides the search settings (Expert, Master).
    """
    legal = view.legal_actions
    if not legal:
        raise ValueError(f"seat {view.seat} has no action to take now")
    if len(legal) == 1:
        return legal[0]
    if DECLARE in legal:
        return choose_declaration(view)
    if isinstance(level, str):
        level = Level.parse(level)
    if not isinstance(rng, random.Random):
        rng = random.Random(rng)
    try:
        action = _decide(view, Level(level), rng, params)
        if action in legal:
            return action
        log.error("bot %s chose an illegal action %s in %s", Level(level).name, action, view.phase.name)
    except Exception:  # a bot must never stop the game
        log.exception("bot %s failed; falling back to a simpler choice", Level(level).name)
    return _fallback(view, rng)


def _decide(view: PlayerView, level: Level, rng: random.Random, params: SearchParams | None) -> Action:
    if view.phase is Phase.BIDDING:
        if level >= Level.EXPERT:
            search = params or SEARCH_PARAMS[level]
            if search.bids_for_match(view):  # the match's end near: bid by the simulation, for the match
                return simulated_bid(view, dataclasses.replace(search.bidding(rng), for_match=True))
            if search.search_bids:  # by the simulation, even where a calibrated model is shipped
                return simulated_bid(view, search.bidding(rng))
            if search.simulated_model:  # the calibrated model reading the simulation's values too
                return master_bid(view, search.bidding(rng))
            if search.master_model:  # Master's own entry, fitted on stronger play
                return own_model_bid(view, search.bidding(rng))
            return expert_bid(view, search.bidding(rng), margin_shift=search.margin_shift_for(view.rules.id))
        return heuristic_bid(view, rng, beginner=level == Level.BEGINNER)
    if level == Level.BEGINNER:
        return PLAY[beginner_card(view, rng)]
    if level == Level.INTERMEDIATE:
        return PLAY[intermediate_card(view, rng)]
    return PLAY[search_card(view, params or SEARCH_PARAMS[level], rng)]


def _fallback(view: PlayerView, rng: random.Random) -> Action:
    legal = view.legal_actions
    try:
        if view.phase is Phase.BIDDING:
            action = heuristic_bid(view, rng)
        else:
            action = PLAY[intermediate_card(view, rng)]
        if action in legal:
            return action
    except Exception:
        log.exception("the fallback player failed too")
    return PASS if PASS in legal else legal[0]


__all__ = ["Level", "SEARCH_PARAMS", "SearchParams", "choose_action", "choose_declaration"]
