"""A bidder calibrated on what the table really does (Expert and Master, where a model is shipped).

The simulation bidder (``auction.simulated_bid``) judges a contract by playing it out with its own playout
policy on sampled deals; its figures are optimistic wherever the table plays the deal differently, and in
most games it bid worse than the plain hand evaluation. This bidder instead predicts, for each natural
action on offer, how much better than passing it scores *at the table*: ``worth(a) = w[kind(a)] . x(view, a)``,
a linear model per kind of action (take a suit, no trumps, all trumps, double, ...) fitted by
``tools/train_bidder.py`` on counterfactual deals: at every decision of many auctions, every natural
alternative was played to the end by the real bots on the same cards, and the model learnt the score
each one made against passing. The weights are data (``ai/data/bid_models.json``), keyed by game.

The features read the cards this seat will play with: its hand, its face-up table cards and the turned
card if the taker picks it up, never anyone else's hidden card.
"""

from __future__ import annotations

import json
import logging
import math
from collections.abc import Sequence
from functools import lru_cache
from importlib import resources

from ...engine import PASS, Action, Contract, Double, Pass, PlayerView, Redouble, Strain, Take
from ...engine.actions import Ashkal, Call, Four, Hokum, Sun
from ...engine.deal import TurnedKeeper
from ..beliefs.hand_value import estimate
from ..play.search import Simulation, evaluate_contracts
from .auction import call_contract, simulated_bid, standing_contract

SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE = 1, 2, 3, 4, 5, 6, 7, 8
MODEL_FILE = "bid_models.json"
AI_PACKAGE = __name__.rsplit(".", 2)[0]  # belote_desktop.ai: the weights are data/bid_models.json there
log = logging.getLogger(__name__)

FEATURES = (
    "bias", "estimate", "count", "jack", "nine", "ace", "ten", "king_queen", "side_aces", "side_tens",
    "side_kings", "voids", "singletons", "seen", "position_1", "position_2", "position_3", "later_round",
    "partner_stands", "opponent_stands", "doubled", "passes",
    # the evaluation's effect differs by where the auction stands
    "estimate_squared", "estimate_later_round", "count_later_round", "estimate_partner_stands",
    "estimate_opponent_stands", "estimate_doubled",
)
SIMULATED_FEATURES = ("simulated",)  # Master's bidder adds the simulation's value of the call (``simulated_columns``)


def _has(bits: int, rank: int) -> int:
    return bits >> rank & 1


def action_kind(action: Action) -> str | None:
    """The model's name for a kind of action (one weight vector each); None: the model never says it
    (a pass is the reference, worth 0; a point-auction bid, "Match" and Gahwa are left to other bidders)."""
    if isinstance(action, (Take, Hokum)):
        return "suit"
    if isinstance(action, Call):
        if action.strain is Strain.NO_TRUMPS:
            return "no_trumps"
        return "all_trumps" if action.strain is Strain.ALL_TRUMPS else "suit"
    if isinstance(action, Sun):
        return "no_trumps"
    if isinstance(action, Ashkal):
        return "ashkal"
    if isinstance(action, Double):
        return "double"
    if isinstance(action, Redouble):
        return "redouble"
    if isinstance(action, Four):
        return "four"
    return None


def action_strain(view: PlayerView, action: Action) -> Strain | None:
    if isinstance(action, (Take, Hokum)):
        return Strain.of_suit(action.suit)
    if isinstance(action, Call):
        return action.strain
    if isinstance(action, (Sun, Ashkal)):
        return Strain.NO_TRUMPS
    high = view.auction.high_bid
    return None if high is None else high.strain


def _cards_for(view: PlayerView, action: Action) -> int:
    """The cards this seat plays the deal with if it says ``action``: hand and face-up table cards, and the
    turned card when the taker picks it up."""
    cards = view.playable_mask
    turned = view.turned_card
    if (turned is not None and isinstance(action, (Take, Hokum, Sun))
            and view.rules.deal_plan.keeper is TurnedKeeper.TAKER):
        cards |= turned.bit
    return cards


def features(view: PlayerView, action: Action) -> list[float]:
    """The numbers the model weighs for ``action`` (see FEATURES), read from this seat's view only."""
    strain = action_strain(view, action)
    cards = _cards_for(view, action)
    suits = [cards >> (9 * s) & 0x1FF for s in range(4)]
    if strain is None:
        strain = Strain.NO_TRUMPS
    if strain.suit is not None:
        trump = suits[int(strain)]
        count, jack, nine = trump.bit_count(), _has(trump, JACK), _has(trump, NINE)
        ace, ten, king_queen = _has(trump, ACE), _has(trump, TEN), _has(trump, KING) & _has(trump, QUEEN)
        side = [b for s, b in enumerate(suits) if s != int(strain)]
    else:  # no trumps, all trumps: the same columns count the masters of every suit
        count = sum(_has(b, ACE) & _has(b, TEN) for b in suits)
        jack = sum(_has(b, JACK) for b in suits)
        nine = sum(_has(b, NINE) for b in suits)
        ace = sum(_has(b, ACE) for b in suits)
        ten = sum(_has(b, TEN) for b in suits)
        king_queen = sum(_has(b, KING) & _has(b, QUEEN) for b in suits)
        side = suits
    rules = view.rules
    players = rules.players
    position = (view.seat - view.dealer - 1) % players  # 0: speaks first
    auction = view.auction
    high_seat = auction.high_seat if auction.high_bid is not None else -1
    partner_stands = high_seat >= 0 and high_seat != view.seat and rules.team_of(high_seat) == rules.team_of(view.seat)
    opponent_stands = high_seat >= 0 and rules.team_of(high_seat) != rules.team_of(view.seat)
    value = estimate(cards, strain) / 10.0
    later, partner, opponent, doubled = (float(auction.round >= 2), float(partner_stands), float(opponent_stands),
                                         float(auction.multiplier > 1))
    return [
        1.0, value, float(count), float(jack), float(nine), float(ace), float(ten),
        float(king_queen),
        float(sum(_has(b, ACE) for b in side)), float(sum(_has(b, TEN) for b in side)),
        float(sum(_has(b, KING) for b in side)),
        float(sum(1 for b in side if not b)), float(sum(1 for b in side if b.bit_count() == 1)),
        cards.bit_count() / max(1, rules.hand_size),
        float(position == 1), float(position == 2), float(position == 3),
        later, partner, opponent, doubled, float(auction.passes),
        value * value / 10.0, value * later, count * later, value * partner, value * opponent, value * doubled,
    ]


def context(row: Sequence[float]) -> str:
    """Where the auction stands, from a feature row: a later round, the partner's or an opponent's contract
    standing, doubled (each context may have weights of its own)."""
    i = FEATURES.index
    return "".join("1" if row[i(name)] else "0" for name in ("later_round", "partner_stands", "opponent_stands",
                                                             "doubled"))


@lru_cache(maxsize=1)
def _shipped_file() -> dict[str, object]:
    try:
        text = resources.files(AI_PACKAGE).joinpath("data", MODEL_FILE).read_text(encoding="utf-8")
        data = json.loads(text)
    except (OSError, ValueError, AttributeError):  # a broken install: the bots bid by simulation
        log.exception("the bidder's weights (%s) cannot be read", MODEL_FILE)
        return {}
    return data if isinstance(data, dict) else {}


def _shipped() -> dict[str, dict[str, object]]:
    models = _shipped_file().get("models", {})
    return models if isinstance(models, dict) else {}


def _shipped_simulated() -> dict[str, dict[str, object]]:
    """Master's entries (``SIMULATED_FEATURES`` read too), by game: the file's "simulated" part."""
    models = _shipped_file().get("simulated", {})
    return models if isinstance(models, dict) else {}


def _shipped_master() -> dict[str, dict[str, object]]:
    """Master's own entries (its features Expert's; trained on continuations whose cards a search level played),
    by game: the file's "master" part."""
    models = _shipped_file().get("master", {})
    return models if isinstance(models, dict) else {}


def master_entry(game_id: str) -> dict[str, object] | None:
    """Master's own entry of a game (``SearchParams.master_model``), if it has one for these features."""
    entry = _shipped_master().get(game_id)
    if not isinstance(entry, dict) or entry.get("features") != list(FEATURES):
        return None
    return entry


def shipped_entry(game_id: str) -> dict[str, object] | None:
    """The shipped entry of a game (weights, margin, how they were trained), if it has one for these features."""
    entry = _shipped().get(game_id)
    if not isinstance(entry, dict) or entry.get("features") != list(FEATURES):
        return None
    return entry


def simulated_entry(game_id: str) -> dict[str, object] | None:
    """Master's entry of a game: weights over FEATURES and the simulation's value (``SIMULATED_FEATURES``)."""
    entry = _shipped_simulated().get(game_id)
    if not isinstance(entry, dict) or entry.get("features") != [*FEATURES, *SIMULATED_FEATURES]:
        return None
    return entry


def game_weights(game_id: str) -> dict[str, list[float]] | None:
    """The shipped weights of a game (by its preset id), or None: the game has no trained bidder."""
    weights = (shipped_entry(game_id) or {}).get("weights")
    return weights if isinstance(weights, dict) else None


def model_for(view: PlayerView) -> dict[str, list[float]] | None:
    """The shipped weights of the game this view plays, or None."""
    return game_weights(view.rules.id)


def weights_of(weights: dict[str, list[float]], kind: str, row: Sequence[float]) -> list[float] | None:
    """The weights a row is weighed with: its kind's in its context if the context has its own, else its
    kind's."""
    return weights.get(f"{kind}@{context(row)}") or weights.get(kind)


def _best_suits(view: PlayerView) -> set[Action]:
    """Of the suits on offer, the ones the hand evaluation rates best: the model weighs a contract against
    passing from the strength of the whole hand and of the suit together, so it does not choose between
    two suits (it may prefer a weak suit whose hand is strong elsewhere); the evaluation does."""
    suits = [a for a in view.legal_actions if action_kind(a) == "suit"]
    if len(suits) < 2:
        return set(suits)
    rated: dict[Action, int] = {}
    for action in suits:
        strain = action_strain(view, action)
        assert strain is not None
        rated[action] = estimate(_cards_for(view, action), strain)
    top = max(rated.values())
    return {a for a, value in rated.items() if value == top}


def weighed_actions(view: PlayerView) -> list[Action]:
    """The calls the model weighs against passing: every natural one on offer, of the suits the best rated only."""
    best_suits = _best_suits(view)
    return [a for a in view.legal_actions if not isinstance(a, Pass) and (kind := action_kind(a)) is not None
            and (kind != "suit" or a in best_suits)]


def worths(view: PlayerView, weights: dict[str, list[float]],
           extra: dict[Action, list[float]] | None = None) -> dict[Action, float]:
    """What each natural action on offer is predicted to score more than passing (match points); of the
    suits, only the best rated is weighed. ``extra``: more columns of an action's row (Master's simulated
    value, ``SIMULATED_FEATURES``), zeros for an action it does not name."""
    out: dict[Action, float] = {PASS: 0.0} if PASS in view.legal_actions else {}
    for action in weighed_actions(view):
        kind = action_kind(action)
        assert kind is not None
        x = features(view, action)
        if extra is not None:
            x += extra.get(action, [0.0] * len(SIMULATED_FEATURES))
        w = weights_of(weights, kind, x)
        if w is not None:
            out[action] = math.fsum(a * b for a, b in zip(w, x))
    return out


def margin_for(view: PlayerView) -> float:
    """How much a call must be predicted to beat passing by (chosen per game when training)."""
    return _margin_of(shipped_entry(view.rules.id) or {})


def _margin_of(entry: dict[str, object]) -> float:
    margin = entry.get("margin", 0.0)
    return float(margin) if isinstance(margin, (int, float)) else 0.0


def model_bid(view: PlayerView, weights: dict[str, list[float]],
              weighed: dict[Action, float] | None = None, margin: float = 0.0,
              extra: dict[Action, list[float]] | None = None) -> Action | None:
    """The action with the best predicted worth, passing unless it beats passing (0) by ``margin``; None if
    the model has no answer (no weights for any action on offer and passing is not allowed). ``extra``: more
    columns (``worths``)."""
    values = worths(view, weights, extra)
    if weighed is not None:
        weighed.update(values)
    if not values:
        return None
    passing = next((a for a in values if isinstance(a, Pass)), None)
    calls = [a for a in values if a is not passing]
    if not calls:
        return passing
    best = max(calls, key=lambda a: values[a])
    if passing is not None and values[best] <= margin:
        return passing
    return best


def expert_bid(view: PlayerView, how: Simulation, weighed: dict[Action, float] | None = None,
               margin_shift: float = 0.0) -> Action:
    """Expert's and Master's bid: the calibrated model where the game has one (its margin moved by
    ``margin_shift``), else the simulation (``how``)."""
    weights = model_for(view)
    if weights is not None:
        action = model_bid(view, weights, weighed, margin_for(view) + margin_shift)
        if action is not None:
            return action
    return simulated_bid(view, how, weighed)


def own_model_bid(view: PlayerView, how: Simulation, weighed: dict[Action, float] | None = None) -> Action:
    """Master's bid from its own entry (``SearchParams.master_model``): the calibrated model fitted on what the
    calls scored when a search level played the cards (``tools/train_bidder.py --master --play-level expert``);
    Expert's bid where the game has no such entry."""
    entry = master_entry(view.rules.id) or {}
    weights = entry.get("weights")
    if isinstance(weights, dict):
        action = model_bid(view, weights, weighed, _margin_of(entry))
        if action is not None:
            return action
    return expert_bid(view, how, weighed)


CONTRACT_KINDS = frozenset({"suit", "no_trumps", "all_trumps", "ashkal"})  # the calls that name a contract


def simulated_columns(view: PlayerView, actions: Sequence[Action], how: Simulation) -> dict[Action, list[float]]:
    """Master's extra column for each of ``actions`` (``SIMULATED_FEATURES``): what the simulation
    (``evaluate_contracts``: the deal played out on ``how.samples`` sampled deals) makes of the contract it leaves
    standing, less what it makes of the standing one (of nothing, before any call), in tens of deal points. A
    double is the standing contract doubled; an action that leaves no contract of its own gets 0."""
    standing = standing_contract(view)
    plans: dict[Action, tuple[Contract, Contract | None]] = {}
    for action in actions:
        kind = action_kind(action)
        if kind in CONTRACT_KINDS and (contract := call_contract(view, action)) is not None:
            plans[action] = (contract, standing)
        elif kind in ("double", "redouble") and standing is not None:
            raised = standing_contract(view, 2 if kind == "double" else 4)
            assert raised is not None
            plans[action] = (raised, standing)
    contracts = list(dict.fromkeys(c for plan in plans.values() for c in plan if c is not None))
    if not contracts:
        return {}
    value = dict(zip(contracts, evaluate_contracts(view, contracts, how)))
    return {a: [(value[c] - (value[base] if base is not None else 0.0)) / 10.0] for a, (c, base) in plans.items()}


def master_bid(view: PlayerView, how: Simulation, weighed: dict[Action, float] | None = None) -> Action:
    """Master's bid (``SearchParams.simulated_model``): Expert's calibrated model with one more column, the
    simulation's value of each call (``simulated_columns``), the whole fitted on what the calls really scored
    (``tools/train_bidder.py --simulated``); Expert's bid where the game has no such entry."""
    entry = simulated_entry(view.rules.id) or {}
    weights = entry.get("weights")
    if not isinstance(weights, dict):
        return expert_bid(view, how, weighed)
    extra = simulated_columns(view, weighed_actions(view), how)
    action = model_bid(view, weights, weighed, _margin_of(entry), extra)
    return action if action is not None else simulated_bid(view, how, weighed)


__all__ = ["CONTRACT_KINDS", "FEATURES", "MODEL_FILE", "SIMULATED_FEATURES", "action_kind", "expert_bid", "features",
           "margin_for", "master_bid", "master_entry", "model_bid", "model_for", "own_model_bid",
           "simulated_columns", "simulated_entry", "weighed_actions", "worths"]
