"""JSON records of deals and matches, and replay. See docs/save-format.md.

>>> from .rules import find_variant
>>> from .match import new_match
>>> m = new_match(find_variant("coinche"), seed=5)
>>> m = m.apply(m.legal_actions()[1])
>>> replay(record(m)) == m
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .actions import AUCTION_ACTIONS, CALL, Bid, Strain, parse_action
from .auctions import AUCTIONS, Contract
from .cards import CARDS, Card
from .match import MatchState
from .rules import OPTION_LIMITS, Ruleset, TrumpScheme, find_variant
from .actions import Action
from .state import DealState, deal_layout_with_contract, deal_with_contract, new_deal

FORMAT_VERSION = 2  # the newest: a match dealt afresh from a new seed ("reseeds"); every other record is written as 1


class RecordError(ValueError):
    """A record that cannot be read or replayed; the message says what is wrong."""


def record(game: MatchState | DealState) -> dict[str, Any]:
    """A JSON-ready record that ``replay`` turns back into an equal state."""
    rules = game.rules
    reseeds = game.reseeds if isinstance(game, MatchState) else ()
    out: dict[str, Any] = {
        "format_version": FORMAT_VERSION if reseeds else 1,  # an older reader refuses marks it cannot replay
        "kind": "match" if isinstance(game, MatchState) else "deal",
        "variant": rules.id,
        "overrides": rules.overrides(),
    }
    out.update(_match_fields(game) if isinstance(game, MatchState) else _deal_fields(game))
    out["actions"] = [str(a) for a in game.actions()]
    return out

def _match_fields(game: MatchState) -> dict[str, Any]:
    """A match record's own fields: the first dealer, the seed or first deck, the reseeds."""
    out: dict[str, Any] = {"first_dealer": game.first_dealer}
    if game.seed is not None:
        out["seed"] = game.seed
    else:
        assert game.first_deck is not None
        out["deck"] = [str(c) for c in game.first_deck]
    if game.reseeds:
        out["reseeds"] = [[number, seed] for number, seed in game.reseeds]
    return out


def _deal_fields(game: DealState) -> dict[str, Any]:
    """A deal record's own fields: the dealer, the deck, and a fixed contract with the hands it was played on."""
    out: dict[str, Any] = {"dealer": game.dealer, "deck": [str(CARDS[i]) for i in game.deck]}
    if _fixed_contract(game):
        assert game.contract is not None
        c = game.contract
        out["contract"] = {
            "strain": c.strain.code, "taker": c.taker, "value": c.value, "capot": c.capot,
            "multiplier": c.multiplier,
        }
        if not game.rules.table_up_packets:  # a table layout is dealt again from the deck
            out["hands"] = [[str(card) for card in _cards(mask)] for mask in game.dealt_hands]
    return out


def _fixed_contract(state: DealState) -> bool:
    return state.contract is not None and not any(
        isinstance(a, AUCTION_ACTIONS) for _, a in state.history
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


# -- what a record may hold ----------------------------------------------------
# Checked, never coerced: a dealer of 2.7 or "3", overrides as a list of pairs, a contract no auction
# could make are refused. Bounds keep loading fast: a real match has a few dozen deals.
MAX_RECORD_DEALS = 1000  # deals in one match, thrown-in ones included
MAX_RECORD_ACTIONS = MAX_RECORD_DEALS * 100  # no deal of any preset takes 100 actions
MAX_SEED_LENGTH = 200
REQUIRED_KEYS = {
    "match": ("format_version", "kind", "variant", "overrides", "first_dealer", "actions"),
    "deal": ("format_version", "kind", "variant", "overrides", "dealer", "deck", "actions"),
}
CONTRACT_KEYS = ("strain", "taker", "value", "capot", "multiplier")


def _int(value: Any, what: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise RecordError(f"{what} must be a whole number from {low} to {high}, not {value!r}"[:200])
    return value


def _texts(value: Any, what: str, limit: int) -> list[str]:
    if not isinstance(value, list):
        raise RecordError(f"{what} must be a list of texts")
    if len(value) > limit:
        raise RecordError(f"{what} holds {len(value)} entries (at most {limit})")
    if not all(isinstance(x, str) for x in value):
        raise RecordError(f"{what} must be a list of texts")
    return value


def _contract(data: Any, rules: Ruleset) -> Contract:
    """A fixed contract, only if the auction of these rules could have made it."""
    if not isinstance(data, dict) or any(k not in data for k in CONTRACT_KEYS):
        raise RecordError("contract must hold " + ", ".join(CONTRACT_KEYS))
    if not isinstance(data["strain"], str) or not isinstance(data["capot"], bool):
        raise RecordError("contract strain must be a text and capot true or false")
    strain = Strain.parse(data["strain"])
    taker = _int(data["taker"], "contract taker", 0, rules.players - 1)
    value = _int(data["value"], "contract value", 0, OPTION_LIMITS["max_bid"][1])
    multiplier = _int(data["multiplier"], "contract multiplier", 1, 8)
    capot = data["capot"]
    if not _CONTRACT_MADE_BY.get(rules.trump_scheme, _bid_makes)(rules, strain, value, capot, multiplier):
        raise RecordError(f"no auction of {rules.id} makes the contract {data!r}"[:200])
    return Contract(strain, taker, value, capot, multiplier)


def _multipliers(rules: Ruleset) -> set[int]:
    """The multipliers the auction's doubles may give: 1, 2 doubled, 4 redoubled."""
    return {1} | ({2} if rules.allow_double else set()) | (
        {4} if rules.allow_double and rules.allow_redouble else set())


def _sun_hokum_makes(rules: Ruleset, strain: Strain, value: int, capot: bool, multiplier: int) -> bool:
    """Baloot: Hokum or Sun, the ladder up to Gahwa (5)."""
    return strain in AUCTIONS[rules.trump_scheme].strains(rules) and value == 0 and not capot and (
        multiplier == 1 or rules.allow_double) and multiplier <= 5


def _turned_card_makes(rules: Ruleset, strain: Strain, value: int, capot: bool, multiplier: int) -> bool:
    """The turned card: a suit, undoubled."""
    return strain.suit is not None and value == 0 and not capot and multiplier == 1


def _contract_auction_makes(rules: Ruleset, strain: Strain, value: int, capot: bool, multiplier: int) -> bool:
    """The contract auction: a call, doubled as the rules allow."""
    multipliers = _multipliers(rules)
    if rules.allow_match_call and 4 in multipliers:
        multipliers.add(8)
    calls = new_deal(rules, 0, seed=0).legal_actions()
    return CALL[strain] in calls and value == 0 and not capot and multiplier in multipliers


def _bid_makes(rules: Ruleset, strain: Strain, value: int, capot: bool, multiplier: int) -> bool:
    """The other auctions: a bid the auction offers to its first bidder, doubled only as the rules allow."""
    bids = new_deal(rules, 0, seed=0).legal_actions()
    return Bid(0 if capot else value, strain, capot) in bids and multiplier in _multipliers(rules)


_CONTRACT_MADE_BY: dict[TrumpScheme, Callable[[Ruleset, Strain, int, bool, int], bool]] = {
    TrumpScheme.SUN_HOKUM: _sun_hokum_makes, TrumpScheme.TURNED_CARD: _turned_card_makes,
    TrumpScheme.CONTRACT_AUCTION: _contract_auction_makes,
}
"""_contract: whether an auction of each kind can make a contract (strain, value, capot, multiplier); the
other kinds: ``_bid_makes``."""


def _replay(data: dict[str, Any]) -> MatchState | DealState:
    if not isinstance(data, dict):
        raise RecordError("a record must be a JSON object")
    kind, version = _kind_and_version(data)
    rules = _record_rules(data)
    actions = [parse_action(a) for a in _texts(data["actions"], "actions", MAX_RECORD_ACTIONS)]
    marks: list[tuple[int, int | str]] = []
    if "reseeds" in data:
        if kind != "match" or version < 2:
            raise RecordError("reseeds only in a match record of format_version 2")
        marks = _reseeds(data["reseeds"])
    if kind == "match":
        return _replay_actions(_recorded_match(data, rules), actions, marks)
    return _replay_deal(data, rules, actions)


def _kind_and_version(data: dict[str, Any]) -> tuple[str, int]:
    """The record's kind and format version, checked with the keys its kind requires."""
    version = data.get("format_version")
    if version not in (1, FORMAT_VERSION) or isinstance(version, bool):
        raise RecordError(f"unsupported record format_version {version!r} (this program reads 1 to {FORMAT_VERSION})")
    kind = data.get("kind")
    if kind not in REQUIRED_KEYS:
        raise RecordError(f"unknown record kind {kind!r}"[:200])
    missing = [k for k in REQUIRED_KEYS[kind] if k not in data]
    if missing:
        raise RecordError("missing " + ", ".join(missing))
    return kind, version


def _record_rules(data: dict[str, Any]) -> Ruleset:
    """The record's variant with its overrides."""
    if not isinstance(data["variant"], str):
        raise RecordError("variant must be a text")
    try:
        rules = find_variant(data["variant"])
    except KeyError as exc:
        raise RecordError(str(exc.args[0])) from None
    overrides = data["overrides"]
    if not isinstance(overrides, dict):
        raise RecordError("overrides must be an object of rule options")
    return rules.with_overrides(overrides)


def _recorded_match(data: dict[str, Any], rules: Ruleset) -> MatchState:
    """A match record's match before its first action: from its seed or its first deck."""
    dealer = _int(data["first_dealer"], "first_dealer", 0, rules.players - 1)
    if ("seed" in data) == ("deck" in data):
        raise RecordError("a match record holds a seed or a deck, one of the two")
    if "seed" in data:
        return MatchState(rules, seed=_seed(data["seed"]), first_dealer=dealer)
    deck = _texts(data["deck"], "deck", int(rules.deck))
    return MatchState(rules, first_dealer=dealer, first_deck=[Card.parse(c) for c in deck])


def _replay_deal(data: dict[str, Any], rules: Ruleset, actions: list[Action]) -> MatchState | DealState:
    """A deal record replayed: dealt from its deck, or from its hands (or layout) with a fixed contract."""
    dealer = _int(data["dealer"], "dealer", 0, rules.players - 1)
    deck = _texts(data["deck"], "deck", int(rules.deck))
    if "contract" not in data and "hands" not in data:
        return _replay_actions(new_deal(rules, dealer, deck=[Card.parse(t) for t in deck]), actions)
    contract = _contract(data.get("contract"), rules)
    hands_data = data.get("hands")
    if hands_data is None and rules.table_up_packets:
        return _replay_actions(deal_layout_with_contract(rules, dealer, [Card.parse(t) for t in deck], contract), actions)
    return _replay_actions(deal_with_contract(rules, dealer, _recorded_hands(hands_data, rules), contract), actions)


def _recorded_hands(hands_data: Any, rules: Ruleset) -> list[list[Card]]:
    """A deal record's hands, one list of cards per seat."""
    if not isinstance(hands_data, list) or len(hands_data) != rules.players:
        raise RecordError(f"hands must be a list of {rules.players} hands")
    return [[Card.parse(t) for t in _texts(h, "a hand", rules.hand_size)] for h in hands_data]


def _seed(value: Any) -> int | str:
    if isinstance(value, bool) or not isinstance(value, (int, str)) or len(str(value)) > MAX_SEED_LENGTH:
        raise RecordError("seed must be an integer or a short text")
    return value


def _reseeds(value: Any) -> list[tuple[int, int | str]]:
    """The marks of a match dealt afresh: ``[[deal index, seed], ...]``, the deal indices rising."""
    if not isinstance(value, list) or not value or len(value) > MAX_RECORD_DEALS:
        raise RecordError(f"reseeds must be a list of 1 to {MAX_RECORD_DEALS} [deal, seed] pairs")
    marks: list[tuple[int, int | str]] = []
    for mark in value:
        if not isinstance(mark, list) or len(mark) != 2:
            raise RecordError("each of reseeds must be a [deal, seed] pair")
        number = _int(mark[0], "a reseed's deal", marks[-1][0] + 1 if marks else 0, MAX_RECORD_DEALS)
        marks.append((number, _seed(mark[1])))
    return marks


def _replay_actions(game: MatchState | DealState, actions: list[Action],
                    marks: list[tuple[int, int | str]] | None = None) -> MatchState | DealState:
    pending = list(marks or ())

    def dealt_afresh(game: MatchState | DealState) -> MatchState | DealState:
        # a mark at deal k is applied as soon as k deals are finished, before any action of deal k
        while pending and isinstance(game, MatchState) and len(game.finished) == pending[0][0]:
            if game.over:
                raise RecordError(f"a reseed at deal {pending[0][0]} of a match over before it")
            game = game.reseeded(pending.pop(0)[1])
        return game

    game = dealt_afresh(game)
    for number, action in enumerate(actions):
        if isinstance(game, MatchState) and len(game.finished) >= MAX_RECORD_DEALS:
            raise RecordError(f"the match holds more than {MAX_RECORD_DEALS} deals")
        why = game.deal.why_illegal(action) if isinstance(game, MatchState) else game.why_illegal(action)
        if game.is_terminal() or why is not None:
            raise RecordError(f"action {number + 1} ({action}) cannot be played here: {why or 'game over'}")
        game = dealt_afresh(game.apply(action))
    if pending:
        raise RecordError(f"a reseed at deal {pending[0][0]}, which the match never reaches")
    return game
