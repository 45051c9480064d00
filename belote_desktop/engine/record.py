"""JSON records of deals and matches, and replay. See docs/save-format.md.

>>> from .rules import find_variant
>>> from .match import new_match
>>> m = new_match(find_variant("coinche"), seed=5)
>>> m = m.apply(m.legal_actions()[1])
>>> replay(record(m)) == m
True
"""

from __future__ import annotations

from typing import Any

from .actions import Bid, Double, Pass, Redouble, Strain, Take, parse_action
from .bidding import Contract
from .cards import CARDS, Card
from .match import MatchState
from .rules import find_variant
from .state import DealState, deal_with_contract, new_deal

FORMAT_VERSION = 1


class RecordError(ValueError):
    """A record that cannot be read or replayed; the message says what is wrong."""


def record(game: MatchState | DealState) -> dict[str, Any]:
    """A JSON-ready record that ``replay`` turns back into an equal state."""
    rules = game.rules
    out: dict[str, Any] = {
        "format_version": FORMAT_VERSION,
        "kind": "match" if isinstance(game, MatchState) else "deal",
        "variant": rules.id,
        "overrides": rules.overrides(),
    }
    if isinstance(game, MatchState):
        out["first_dealer"] = game.first_dealer
        if game.seed is not None:
            out["seed"] = game.seed
        else:
            assert game.first_deck is not None
            out["deck"] = [str(c) for c in game.first_deck]
    else:
        out["dealer"] = game.dealer
        out["deck"] = [str(CARDS[i]) for i in game.deck]
        if _fixed_contract(game):
            assert game.contract is not None
            c = game.contract
            out["contract"] = {
                "strain": c.strain.code, "taker": c.taker, "value": c.value, "capot": c.capot,
                "multiplier": c.multiplier,
            }
            out["hands"] = [[str(card) for card in _cards(mask)] for mask in game.dealt_hands]
    out["actions"] = [str(a) for a in game.actions()]
    return out


def _fixed_contract(state: DealState) -> bool:
    return state.contract is not None and not any(
        isinstance(a, (Pass, Take, Bid, Double, Redouble)) for _, a in state.history
    )


def _cards(mask: int) -> list[Card]:
    return [c for c in CARDS if mask >> c.index & 1]


def replay(data: dict[str, Any]) -> MatchState | DealState:
    """The state a record describes; RecordError (with the reason) if it is damaged."""
    try:
        return _replay(data)
    except RecordError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
        raise RecordError(f"damaged record: {exc}") from exc


def _replay(data: dict[str, Any]) -> MatchState | DealState:
    if not isinstance(data, dict):
        raise RecordError("a record must be a JSON object")
    version = data.get("format_version")
    if version != FORMAT_VERSION:
        raise RecordError(f"unsupported record format_version {version!r} (this program reads {FORMAT_VERSION})")
    try:
        rules = find_variant(str(data["variant"]))
    except KeyError as exc:
        raise RecordError(str(exc.args[0])) from None
    rules = rules.with_overrides(dict(data.get("overrides") or {}))
    actions = [parse_action(str(a)) for a in data.get("actions", [])]
    game: MatchState | DealState
    if data.get("kind", "match") == "match":
        dealer = int(data.get("first_dealer", 0))
        if "seed" in data:
            seed = data["seed"]
            if not isinstance(seed, (int, str)) or isinstance(seed, bool):
                raise RecordError("seed must be an integer or a string")
            game = MatchState(rules, seed=seed, first_dealer=dealer)
        else:
            game = MatchState(rules, first_dealer=dealer, first_deck=[Card.parse(c) for c in data["deck"]])
    elif data.get("kind") == "deal":
        dealer = int(data["dealer"])
        if "contract" in data:
            c = data["contract"]
            contract = Contract(
                Strain.parse(c["strain"]), int(c["taker"]), int(c.get("value", 0)), bool(c.get("capot", False)),
                int(c.get("multiplier", 1)),
            )
            hands = [[Card.parse(t) for t in hand] for hand in data["hands"]]
            game = deal_with_contract(rules, dealer, hands, contract)
        else:
            game = new_deal(rules, dealer, deck=[Card.parse(t) for t in data["deck"]])
    else:
        raise RecordError(f"unknown record kind {data.get('kind')!r}")
    for number, action in enumerate(actions):
        why = game.deal.why_illegal(action) if isinstance(game, MatchState) else game.why_illegal(action)
        if game.is_terminal() or why is not None:
            raise RecordError(f"action {number + 1} ({action}) cannot be played here: {why or 'game over'}")
        game = game.apply(action)
    return game
