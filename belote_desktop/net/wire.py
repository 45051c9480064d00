"""JSON codecs for the network table (issue 36): actions and one seat's PlayerView.

Plain JSON values only (dicts, lists, strings, ints, booleans, null): never pickle, never eval. Every
decoder is strict: it knows each key it reads, refuses unknown and missing keys, wrong types (a bool is
not an int), numbers out of their range, lists longer than a deal can make, and cards that are not in the
ruleset's deck, always with ``WireError`` (a ``ValueError``) and never another exception. Decoding what
was encoded gives back an equal object (the engine's interned actions and cards, the same tuples).

Cards travel as their short text (``"JH"``, ``"10S"``), suits as their letter, strains as their code
(``"C"`` .. ``"S"``, ``"NT"``, ``"AT"``). The ruleset is not in a view: both ends know it (the host sends
it once, in its welcome), and the decoders read the seat count and the deck from it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from typing import Any

from ..engine.actions import (
    ASHKAL, CALL, DECLARE, DOUBLE, FOUR, GAHWA, HOKUM, PASS, PLAY, REDOUBLE, STAKE_MATCH, SUN, TAKE, Action, Ashkal,
    Bid, Call, Declare, Double, Four, Gahwa, Hokum, Pass, PlayCard, Redouble, StakeMatch, Strain, Sun, Take,
)
from ..engine.auctions import AuctionView, Contract
from ..engine.cards import CARDS, Card, Rank, Suit, deck_cards, mask_of
from ..engine.declarations import Meld, MeldKind
from ..engine.recipe import TrumpScheme
from ..engine.rules import Ruleset
from ..engine.state import Announcement, Phase, Trick
from ..engine.view import PlayerView, TableCard

__all__ = [
    "WireError", "action_from_json", "action_to_json", "deal_from_json", "deal_to_json", "view_from_json",
    "view_to_json",
]

MAX_HISTORY = 512  # actions of one deal (a long auction and 36 cards stay far below)
MAX_CARDS = 36  # the largest deck
MAX_MELDS = 16  # declarations of one announcement
MAX_POINTS = 100_000  # any points or bid value
MAX_COUNT = 10_000  # rounds, passes, multipliers, positions in the history

ANNOUNCEMENT_KINDS = ("declare", "belote", "rebelote")
_PHASES = {"bidding": Phase.BIDDING, "play": Phase.PLAY, "done": Phase.DONE}
_PHASE_NAMES = {phase: name for name, phase in _PHASES.items()}
_SUITS = {suit.letter: suit for suit in Suit}
_STRAINS = {strain.code: strain for strain in Strain}
_SCHEMES = {scheme.value: scheme for scheme in TrumpScheme}
_MELD_KINDS = {kind.value: kind for kind in MeldKind}


class WireError(ValueError):
    """A message that is not what the protocol says (its text names the first thing found wrong)."""


# -- small strict readers -------------------------------------------------------------------------------


def _obj(value: Any, keys: tuple[str, ...], where: str) -> dict[str, Any]:
    if type(value) is not dict:
        raise WireError(f"{where}: an object expected")
    if len(value) != len(keys) or any(key not in value for key in keys):
        extra = sorted(str(k)[:40] for k in value if k not in keys)
        missing = [k for k in keys if k not in value]
        raise WireError(f"{where}: keys {extra} not expected, {missing} missing")
    return value


def _int(value: Any, low: int, high: int, where: str) -> int:
    if type(value) is not int:
        raise WireError(f"{where}: an integer expected")
    if not low <= value <= high:
        raise WireError(f"{where}: {value} is outside {low}..{high}")
    return value


def _bool(value: Any, where: str) -> bool:
    if type(value) is not bool:
        raise WireError(f"{where}: true or false expected")
    return value


def _str(value: Any, where: str, limit: int = 32) -> str:
    if type(value) is not str:
        raise WireError(f"{where}: a string expected")
    if len(value) > limit:
        raise WireError(f"{where}: a string longer than {limit}")
    return value


def _list(value: Any, limit: int, where: str, exact: int | None = None) -> list[Any]:
    if type(value) is not list:
        raise WireError(f"{where}: a list expected")
    if len(value) > limit:
        raise WireError(f"{where}: more than {limit} items")
    if exact is not None and len(value) != exact:
        raise WireError(f"{where}: {exact} items expected, not {len(value)}")
    return value


def _pick(table: dict[str, Any], value: Any, where: str) -> Any:
    key = _str(value, where)
    if key not in table:
        raise WireError(f"{where}: {key!r} is not one of {sorted(table)}")
    return table[key]


@cache
def _deck(rules: Ruleset) -> dict[str, Card]:
    return {str(card): card for card in deck_cards(rules.deck)}


def _card(value: Any, rules: Ruleset, where: str) -> Card:
    text = _str(value, where, 4)
    card = _deck(rules).get(text)
    if card is None:
        raise WireError(f"{where}: {text!r} is not a card of this deck")
    return card


def _card_or_none(value: Any, rules: Ruleset, where: str) -> Card | None:
    return None if value is None else _card(value, rules, where)


def _cards(value: Any, rules: Ruleset, where: str, limit: int = MAX_CARDS) -> tuple[Card, ...]:
    cards = tuple(_card(item, rules, f"{where}[{i}]") for i, item in enumerate(_list(value, limit, where)))
    if len(set(cards)) != len(cards):
        raise WireError(f"{where}: a card twice")
    return cards


def _seat(value: Any, rules: Ruleset, where: str, allow_none: bool = False) -> int:
    return _int(value, -1 if allow_none else 0, rules.players - 1, where)


def _seats(value: Any, rules: Ruleset, where: str) -> frozenset[int]:
    items = _list(value, rules.players, where)
    seats = [_seat(item, rules, f"{where}[{i}]") for i, item in enumerate(items)]
    if seats != sorted(set(seats)):
        raise WireError(f"{where}: seats in increasing order, each once")
    return frozenset(seats)


def _ints(value: Any, count: int | None, low: int, high: int, where: str, limit: int = MAX_CARDS) -> tuple[int, ...]:
    items = _list(value, limit, where, count)
    return tuple(_int(item, low, high, f"{where}[{i}]") for i, item in enumerate(items))


# -- a finished deal's cards (sent in deal_over, once the deal is over) ---------------------------------


def deal_to_json(dealer: int, deck: tuple[int, ...] | tuple[Card, ...], match_scores: tuple[int, ...]) -> dict[str, Any]:
    """A finished deal as ``deal_over`` carries it: its dealer, its whole deck order (top card first) and the
    match scores before it. ``deck``: the engine's card indices (``DealState.deck``) or cards."""
    cards = [card if isinstance(card, Card) else CARDS[card] for card in deck]
    return {"dealer": dealer, "deck": [str(card) for card in cards], "match_scores": list(match_scores)}


def deal_from_json(obj: Any, rules: Ruleset) -> tuple[int, tuple[Card, ...], tuple[int, ...]]:
    """(dealer, deck, match scores) of a ``deal_over``'s ``deal``: the deck a permutation of the game's whole
    deck, the dealer a seat, one integer score a team; WireError otherwise."""
    _obj(obj, ("dealer", "deck", "match_scores"), "deal")
    dealer = _seat(obj["dealer"], rules, "deal.dealer")
    deck = _cards(obj["deck"], rules, "deal.deck")
    if len(deck) != len(_deck(rules)):
        raise WireError("deal.deck: not the game's whole deck")
    scores = _ints(obj["match_scores"], rules.team_count, -10**9, 10**9, "deal.match_scores", MAX_SEATS_SCORES)
    return dealer, deck, scores


MAX_SEATS_SCORES = 4  # teams of a game (at most one a seat)
MAX_PAST_ACTIONS = 400  # actions of one deal (the longest auctions and the tricks)


def past_deal_to_json(deal: Any) -> dict[str, Any]:
    """A deal over before a player (re)joined, as ``past_deals`` carries it: its dealer, the match scores
    before it and its actions; its deck too, unless it was thrown in (its cards were never seen)."""
    out: dict[str, Any] = {"dealer": deal.dealer, "match_scores": list(deal.match_scores),
                           "history": [[seat, action_to_json(action)] for seat, action in deal.history]}
    if not deal.thrown_in:
        out["deck"] = [str(CARDS[i]) for i in deal.deck]
    return out


def past_deal_from_json(obj: Any, rules: Ruleset) -> tuple[int, tuple[Card, ...] | None, tuple[int, ...],
                                                          tuple[tuple[int, Action], ...]]:
    """(dealer, deck or None, match scores, actions) of one of ``past_deals``; WireError otherwise."""
    if not isinstance(obj, dict):
        raise WireError("past deal: not an object")
    keys = set(obj)
    if not {"dealer", "match_scores", "history"} <= keys <= {"dealer", "match_scores", "history", "deck"}:
        raise WireError("past deal: unexpected keys")
    dealer = _seat(obj["dealer"], rules, "past.dealer")
    scores = _ints(obj["match_scores"], rules.team_count, -10**9, 10**9, "past.match_scores", MAX_SEATS_SCORES)
    deck = None
    if "deck" in obj:
        deck = _cards(obj["deck"], rules, "past.deck")
        if len(deck) != len(_deck(rules)):
            raise WireError("past.deck: not the game's whole deck")
    history = obj["history"]
    if not isinstance(history, list) or len(history) > MAX_PAST_ACTIONS:
        raise WireError("past.history: not a list of actions")
    actions = []
    for entry in history:
        if not isinstance(entry, list) or len(entry) != 2:
            raise WireError("past.history: an entry is [seat, action]")
        actions.append((_seat(entry[0], rules, "past.history seat"), action_from_json(entry[1], rules)))
    return dealer, deck, scores, tuple(actions)


# -- actions --------------------------------------------------------------------------------------------

_PLAIN: dict[str, Action] = {
    "pass": PASS, "double": DOUBLE, "redouble": REDOUBLE, "match": STAKE_MATCH, "declare": DECLARE, "sun": SUN,
    "ashkal": ASHKAL, "four": FOUR, "gahwa": GAHWA,
}
_PLAIN_TYPES: dict[type, str] = {
    Pass: "pass", Double: "double", Redouble: "redouble", StakeMatch: "match", Declare: "declare", Sun: "sun",
    Ashkal: "ashkal", Four: "four", Gahwa: "gahwa",
}


def action_to_json(action: Action) -> dict[str, Any]:
    """One action as a JSON object: ``{"kind": "play", "card": "JH"}``, ``{"kind": "pass"}``..."""
    kind = type(action)
    if isinstance(action, Declare) and action.carres is not None:
        return {"kind": "declare", "carres": [rank.code for rank in action.carres]}
    plain = _PLAIN_TYPES.get(kind)
    if plain is not None:
        return {"kind": plain}
    if isinstance(action, PlayCard):
        return {"kind": "play", "card": str(action.card)}
    if isinstance(action, Take):
        return {"kind": "take", "suit": action.suit.letter}
    if isinstance(action, Hokum):
        return {"kind": "hokum", "suit": action.suit.letter}
    if isinstance(action, Call):
        return {"kind": "call", "strain": action.strain.code}
    if isinstance(action, Bid):
        return {"kind": "bid", "value": action.value, "strain": action.strain.code, "capot": action.capot}
    raise WireError(f"not an action: {action!r}")


def action_from_json(obj: Any, rules: Ruleset) -> Action:
    """The action ``obj`` encodes (the engine's own interned object where there is one); WireError if not."""
    if type(obj) is not dict:
        raise WireError("action: an object expected")
    kind = _str(obj.get("kind"), "action.kind")
    if kind == "declare" and "carres" in obj:  # another set of declarations than the usual one
        _obj(obj, ("kind", "carres"), "action declare")
        try:
            return Declare(tuple(Rank.parse(_str(r, "action.carres")) for r in _list(obj["carres"], 9, "action.carres")))
        except ValueError as error:
            raise WireError(f"action.carres: {error}") from None
    plain = _PLAIN.get(kind)
    if plain is not None:
        _obj(obj, ("kind",), f"action {kind}")
        return plain
    reader = _ACTION_READERS.get(kind)
    if reader is None:
        raise WireError(f"action: unknown kind {kind!r}")
    return reader(obj, kind, rules)


def _play_from_json(obj: dict[str, Any], kind: str, rules: Ruleset) -> Action:
    _obj(obj, ("kind", "card"), "action play")
    return PLAY[_card(obj["card"], rules, "action.card").index]


def _suit_action_from_json(obj: dict[str, Any], kind: str, rules: Ruleset) -> Action:
    _obj(obj, ("kind", "suit"), f"action {kind}")
    suit: Suit = _pick(_SUITS, obj["suit"], "action.suit")
    return TAKE[suit] if kind == "take" else HOKUM[suit]


def _call_from_json(obj: dict[str, Any], kind: str, rules: Ruleset) -> Action:
    _obj(obj, ("kind", "strain"), "action call")
    strain: Strain = _pick(_STRAINS, obj["strain"], "action.strain")
    return CALL[strain]


def _bid_from_json(obj: dict[str, Any], kind: str, rules: Ruleset) -> Action:
    _obj(obj, ("kind", "value", "strain", "capot"), "action bid")
    return Bid(_int(obj["value"], 0, MAX_POINTS, "action.value"), _pick(_STRAINS, obj["strain"], "action.strain"),
               _bool(obj["capot"], "action.capot"))


# the kinds of action with fields, by kind ("declare" with its carres and the plain ones apart)
_ACTION_READERS: dict[str, Callable[[dict[str, Any], str, Ruleset], Action]] = {
    "play": _play_from_json, "take": _suit_action_from_json, "hokum": _suit_action_from_json,
    "call": _call_from_json, "bid": _bid_from_json,
}


def _seat_actions(value: Any, rules: Ruleset, where: str) -> tuple[tuple[int, Action], ...]:
    out = []
    for i, item in enumerate(_list(value, MAX_HISTORY, where)):
        pair = _list(item, 2, f"{where}[{i}]", 2)
        out.append((_seat(pair[0], rules, f"{where}[{i}].seat"), action_from_json(pair[1], rules)))
    return tuple(out)


# -- the parts of a view --------------------------------------------------------------------------------


def _contract_to_json(contract: Contract | None) -> dict[str, Any] | None:
    if contract is None:
        return None
    return {"strain": contract.strain.code, "taker": contract.taker, "value": contract.value,
            "capot": contract.capot, "multiplier": contract.multiplier}


def _contract_from_json(value: Any, rules: Ruleset) -> Contract | None:
    if value is None:
        return None
    obj = _obj(value, ("strain", "taker", "value", "capot", "multiplier"), "contract")
    return Contract(_pick(_STRAINS, obj["strain"], "contract.strain"), _seat(obj["taker"], rules, "contract.taker"),
                    _int(obj["value"], 0, MAX_POINTS, "contract.value"), _bool(obj["capot"], "contract.capot"),
                    _int(obj["multiplier"], 0, MAX_COUNT, "contract.multiplier"))


_AUCTION_KEYS = ("scheme", "round", "round_start", "turn", "high_bid", "high_seat", "multiplier", "passes",
                 "minimum_bid", "doublers", "redoublers", "closed", "out", "first_bidder")


def _auction_to_json(auction: AuctionView) -> dict[str, Any]:
    return {
        "scheme": auction.scheme.value, "round": auction.round, "round_start": auction.round_start,
        "turn": auction.turn, "high_bid": None if auction.high_bid is None else action_to_json(auction.high_bid),
        "high_seat": auction.high_seat, "multiplier": auction.multiplier, "passes": auction.passes,
        "minimum_bid": auction.minimum_bid, "doublers": sorted(auction.doublers),
        "redoublers": sorted(auction.redoublers), "closed": auction.closed, "out": sorted(auction.out),
        "first_bidder": auction.first_bidder,
    }


def _auction_from_json(value: Any, rules: Ruleset) -> AuctionView:
    obj = _obj(value, _AUCTION_KEYS, "auction")
    high_bid = None
    if obj["high_bid"] is not None:
        bid = action_from_json(obj["high_bid"], rules)
        if type(bid) is not Bid:
            raise WireError("auction.high_bid: a bid expected")
        high_bid = bid
    minimum = obj["minimum_bid"]
    return AuctionView(
        scheme=_pick(_SCHEMES, obj["scheme"], "auction.scheme"),
        round=_int(obj["round"], 0, MAX_COUNT, "auction.round"),
        round_start=_int(obj["round_start"], 0, MAX_HISTORY, "auction.round_start"),
        turn=_seat(obj["turn"], rules, "auction.turn", allow_none=True),
        high_bid=high_bid,
        high_seat=_seat(obj["high_seat"], rules, "auction.high_seat", allow_none=True),
        multiplier=_int(obj["multiplier"], 0, MAX_COUNT, "auction.multiplier"),
        passes=_int(obj["passes"], 0, MAX_HISTORY, "auction.passes"),
        minimum_bid=None if minimum is None else _int(minimum, 0, MAX_POINTS, "auction.minimum_bid"),
        doublers=_seats(obj["doublers"], rules, "auction.doublers"),
        redoublers=_seats(obj["redoublers"], rules, "auction.redoublers"),
        closed=_bool(obj["closed"], "auction.closed"),
        out=_seats(obj["out"], rules, "auction.out"),
        first_bidder=_seat(obj["first_bidder"], rules, "auction.first_bidder", allow_none=True),
    )


def _meld_to_json(meld: Meld) -> dict[str, Any]:
    return {"kind": meld.kind.value, "points": meld.points, "top": str(meld.top),
            "cards": [str(card) for card in meld.cards]}


def _meld_from_json(value: Any, rules: Ruleset, where: str) -> Meld:
    obj = _obj(value, ("kind", "points", "top", "cards"), where)
    return Meld(_pick(_MELD_KINDS, obj["kind"], f"{where}.kind"), _int(obj["points"], 0, MAX_POINTS, f"{where}.points"),
                _card(obj["top"], rules, f"{where}.top"), _cards(obj["cards"], rules, f"{where}.cards", 9))


def _announcement_to_json(ann: Announcement) -> dict[str, Any]:
    return {"seat": ann.seat, "kind": ann.kind, "trick": ann.trick, "melds": [_meld_to_json(m) for m in ann.melds],
            "card": None if ann.card is None else str(ann.card),
            "unshown": [[kind.value, points] for kind, points in ann.unshown]}


def _announcement_from_json(value: Any, rules: Ruleset, where: str) -> Announcement:
    obj = _obj(value, ("seat", "kind", "trick", "melds", "card", "unshown"), where)
    kind = _str(obj["kind"], f"{where}.kind")
    if kind not in ANNOUNCEMENT_KINDS:
        raise WireError(f"{where}.kind: {kind!r} is not one of {ANNOUNCEMENT_KINDS}")
    melds = tuple(_meld_from_json(m, rules, f"{where}.melds[{i}]")
                  for i, m in enumerate(_list(obj["melds"], MAX_MELDS, f"{where}.melds")))
    unshown = []
    for i, item in enumerate(_list(obj["unshown"], MAX_MELDS, f"{where}.unshown")):
        pair = _list(item, 2, f"{where}.unshown[{i}]", 2)
        unshown.append((_pick(_MELD_KINDS, pair[0], f"{where}.unshown[{i}].kind"),
                        _int(pair[1], 0, MAX_POINTS, f"{where}.unshown[{i}].points")))
    return Announcement(_seat(obj["seat"], rules, f"{where}.seat"), kind, _int(obj["trick"], 0, MAX_CARDS, f"{where}.trick"),
                        melds, _card_or_none(obj["card"], rules, f"{where}.card"), tuple(unshown))


def _seat_cards(value: Any, rules: Ruleset, where: str) -> tuple[tuple[int, Card], ...]:
    out = []
    for i, item in enumerate(_list(value, MAX_CARDS, where)):
        pair = _list(item, 2, f"{where}[{i}]", 2)
        out.append((_seat(pair[0], rules, f"{where}[{i}].seat"), _card(pair[1], rules, f"{where}[{i}].card")))
    return tuple(out)


def _trick_from_json(value: Any, rules: Ruleset, where: str) -> Trick:
    obj = _obj(value, ("leader", "cards", "winner"), where)
    return Trick(_seat(obj["leader"], rules, f"{where}.leader"), _cards(obj["cards"], rules, f"{where}.cards", rules.players),
                 _seat(obj["winner"], rules, f"{where}.winner"))


# -- the view -------------------------------------------------------------------------------------------

_VIEW_KEYS = (
    "seat", "dealer", "phase", "current_player", "hand", "hand_sizes", "turned_card", "bidding", "auction",
    "contract", "trick", "trick_winner", "tricks", "team_points", "announcements", "known_cards", "legal_actions",
    "history", "kitty_sizes", "table_down_sizes", "table_up", "table_down_slots", "match_scores",
)


def _seat_actions_to_json(pairs: Sequence[tuple[int, Action]]) -> list[list[Any]]:
    return [[seat, action_to_json(action)] for seat, action in pairs]


def _seat_cards_to_json(pairs: Sequence[tuple[int, Card]]) -> list[list[Any]]:
    return [[seat, str(card)] for seat, card in pairs]


def _tricks_to_json(tricks: Sequence[Trick]) -> list[dict[str, Any]]:
    return [{"leader": t.leader, "cards": [str(c) for c in t.cards], "winner": t.winner} for t in tricks]


def _table_up_to_json(table_up: Sequence[Sequence[TableCard]]) -> list[list[list[Any]]]:
    return [[[str(tc.card), tc.covers, tc.slot] for tc in column] for column in table_up]


def view_to_json(view: PlayerView) -> dict[str, Any]:
    """Every field of one seat's view as JSON (the ruleset is left out: both ends hold it)."""
    if view.hand_mask != mask_of(view.hand):
        raise WireError("view: the hand and its mask differ")
    return {
        "seat": view.seat,
        "dealer": view.dealer,
        "phase": _PHASE_NAMES[view.phase],
        "current_player": view.current_player,
        "hand": [str(card) for card in view.hand],
        "hand_sizes": list(view.hand_sizes),
        "turned_card": None if view.turned_card is None else str(view.turned_card),
        "bidding": _seat_actions_to_json(view.bidding),
        "auction": _auction_to_json(view.auction),
        "contract": _contract_to_json(view.contract),
        "trick": _seat_cards_to_json(view.trick),
        "trick_winner": view.trick_winner,
        "tricks": _tricks_to_json(view.tricks),
        "team_points": list(view.team_points),
        "announcements": [_announcement_to_json(ann) for ann in view.announcements],
        "known_cards": _seat_cards_to_json(view.known_cards),
        "legal_actions": [action_to_json(action) for action in view.legal_actions],
        "history": _seat_actions_to_json(view.history),
        "kitty_sizes": list(view.kitty_sizes),
        "table_down_sizes": list(view.table_down_sizes),
        "table_up": _table_up_to_json(view.table_up),
        "table_down_slots": [list(slots) for slots in view.table_down_slots],
        "match_scores": list(view.match_scores),
    }


def _per_seat_or_none(value: Any, rules: Ruleset, where: str) -> list[Any]:
    items = _list(value, rules.players, where)
    if len(items) not in (0, rules.players):
        raise WireError(f"{where}: none or one item per seat")
    return items


def view_from_json(obj: Any, rules: Ruleset) -> PlayerView:
    """The PlayerView ``obj`` encodes, for a table playing ``rules``; WireError if it is not one."""
    try:
        return _view_from_json(obj, rules)
    except WireError:
        raise
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError) as error:  # pragma: no cover
        raise WireError(f"view: {type(error).__name__}") from None  # a safety net: the readers above check first


def _view_from_json(obj: Any, rules: Ruleset) -> PlayerView:
    o = _obj(obj, _VIEW_KEYS, "view")
    n = rules.players
    hand = _cards(o["hand"], rules, "view.hand")
    if list(hand) != sorted(hand, key=lambda card: card.index):
        raise WireError("view.hand: cards in the deck's order")
    table_up = []
    for s, column in enumerate(_per_seat_or_none(o["table_up"], rules, "view.table_up")):
        cards = []
        for i, item in enumerate(_list(column, MAX_CARDS, f"view.table_up[{s}]")):
            triple = _list(item, 3, f"view.table_up[{s}][{i}]", 3)
            cards.append(TableCard(_card(triple[0], rules, f"view.table_up[{s}][{i}].card"),
                                   _bool(triple[1], f"view.table_up[{s}][{i}].covers"),
                                   _int(triple[2], -1, MAX_CARDS, f"view.table_up[{s}][{i}].slot")))
        table_up.append(tuple(cards))
    down_slots = tuple(
        _ints(column, None, -1, MAX_CARDS, f"view.table_down_slots[{s}]")
        for s, column in enumerate(_per_seat_or_none(o["table_down_slots"], rules, "view.table_down_slots")))
    kitty = _ints(o["kitty_sizes"], None, 0, MAX_CARDS, "view.kitty_sizes", n)
    table_down = _ints(o["table_down_sizes"], None, 0, MAX_CARDS, "view.table_down_sizes", n)
    for name, values in (("kitty_sizes", kitty), ("table_down_sizes", table_down), ("table_up", table_up),
                         ("table_down_slots", down_slots)):
        if len(values) not in (0, n):
            raise WireError(f"view.{name}: none or one item per seat")
    match_scores = _ints(o["match_scores"], None, -MAX_POINTS, MAX_POINTS, "view.match_scores", rules.seating.team_count)
    if len(match_scores) not in (0, rules.seating.team_count):
        raise WireError("view.match_scores: none or one per team")
    return PlayerView(
        rules=rules,
        seat=_seat(o["seat"], rules, "view.seat"),
        dealer=_seat(o["dealer"], rules, "view.dealer"),
        phase=_pick(_PHASES, o["phase"], "view.phase"),
        current_player=_seat(o["current_player"], rules, "view.current_player", allow_none=True),
        hand=hand,
        hand_mask=mask_of(hand),
        hand_sizes=_ints(o["hand_sizes"], n, 0, MAX_CARDS, "view.hand_sizes"),
        turned_card=_card_or_none(o["turned_card"], rules, "view.turned_card"),
        bidding=_seat_actions(o["bidding"], rules, "view.bidding"),
        auction=_auction_from_json(o["auction"], rules),
        contract=_contract_from_json(o["contract"], rules),
        trick=_seat_cards(o["trick"], rules, "view.trick"),
        trick_winner=_seat(o["trick_winner"], rules, "view.trick_winner", allow_none=True),
        tricks=tuple(_trick_from_json(t, rules, f"view.tricks[{i}]")
                     for i, t in enumerate(_list(o["tricks"], MAX_CARDS, "view.tricks"))),
        team_points=_ints(o["team_points"], rules.seating.team_count, -MAX_POINTS, MAX_POINTS, "view.team_points"),
        announcements=tuple(_announcement_from_json(a, rules, f"view.announcements[{i}]")
                            for i, a in enumerate(_list(o["announcements"], 64, "view.announcements"))),
        known_cards=_seat_cards(o["known_cards"], rules, "view.known_cards"),
        legal_actions=tuple(action_from_json(a, rules) for a in _list(o["legal_actions"], MAX_HISTORY,
                                                                      "view.legal_actions")),
        history=_seat_actions(o["history"], rules, "view.history"),
        kitty_sizes=kitty,
        table_down_sizes=table_down,
        table_up=tuple(table_up),
        table_down_slots=down_slots,
        match_scores=match_scores,
    )
