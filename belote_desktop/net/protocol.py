"""The table's protocol: one UTF-8 JSON object per line, versioned, every field checked before use.

A connection starts with the key exchange over the table's code (``pake``, ``confirm``: channel.py; the code
is never sent), then every line is encrypted and authenticated. A client says ``hello`` (version, name, the
seat it asks for), then ``act`` (an action and the step it
answers), ``ping`` or ``leave``. The host answers ``welcome`` or ``refused``, then sends its seat's ``view``
after every step, ``event`` lines (who joined, left, came back, each action, the end of a deal or of the
match) and ``pong``. docs/network-protocol.md describes it; this module is its one definition.

Nothing here reads what it does not expect: a line longer than ``MAX_MESSAGE`` bytes, a value that is not a
JSON object, an unknown key, a wrong type or a number out of range raise ``ProtocolError`` with the reason
the host sends back (``refused``) before it closes that connection. No pickle, no eval.

>>> decode_client(encode({"type": "ping"}))
Ping()
>>> decode_client(b'{"type": "act", "action": {"kind": "pass"}, "step": 3}')
Act(action={'kind': 'pass'}, step=3)
>>> decode_client(b'{"type": "ping", "x": 1}')
Traceback (most recent call last):
...
belote_desktop.net.protocol.ProtocolError: bad_message: unexpected keys: x
"""

from __future__ import annotations

import base64
import binascii
import json
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, NoReturn

from ..engine import Ruleset
from ..engine.rules import VARIANTS
from . import wire
from .channel import CONFIRM_BYTES, PAKE_BYTES, TABLE_ID_BYTES

PROTOCOL_VERSION = 6  # 2: seat tokens (hello's ``token``, welcome's ``token``), the take-back rule; 3: a declare
# action may name its set (``carres``), which a version-2 peer refuses or cannot read; 4: the code is a password
# (SPAKE2, channel.py), never sent: the key exchange first, then every line encrypted and authenticated; 5: a view
# carries the match scores before its deal (``match_scores``: Master's search plays for the match); 6: the welcome
# names the table (``table``: what a friend who typed the address knows it by once seated)
MAX_MESSAGE = 65536  # bytes of one line, its newline included; a longer line closes that connection
MAX_FRAME = 4 * ((MAX_MESSAGE + 16 + 2) // 3) + 1  # bytes of one encrypted line (channel.py: base64 of it and its tag)
MAX_HANDSHAKE = 512  # bytes of one line of the key exchange (sent in the clear: never a secret)
MAX_NAME = 24  # characters of a player's name
MAX_CODE = 32  # characters of a join code
MAX_DETAIL = 200  # characters of a refusal's explanation
MAX_SEATS = 4
MAX_STEP = 1_000_000  # more actions than any match has
MAX_DEPTH = 16  # nesting of objects and lists in one message
MAX_PAST_DEALS = 200  # deals a past_deals message lists at most (it is cut to fit MAX_MESSAGE anyway)
MAX_COPY = 40_000  # bytes of a sealed copy of the match (seal.MAX_SEALED), base64 in a ``copy`` message
TOKEN_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")  # URL-safe base64
MIN_TOKEN, MAX_TOKEN = 22, 64  # characters of a seat's token (22: 128 bits; the host gives 43: 256 bits)
# the table's take-back rule, chosen by the host: never, once a trick for each seat, or whenever only the
# computer moved since
TAKE_BACK_RULES = ("off", "trick", "free")
_JOINERS = "\u200c\u200d"  # zero-width non-joiner and joiner: parts of some names

# why the host refuses a client (and closes its connection)
REFUSALS = ("bad_code", "old_version", "table_full", "bad_message", "out_of_turn", "too_many", "too_large",
            "name_taken", "removed")
# what an event tells
EVENTS = ("joined", "left", "replaced", "came_back", "action", "deal_over", "match_over", "closed", "took_back",
          "no_take_back", "waiting", "idle_warning", "away", "while_away", "removed")
MAX_AWAY_ACTIONS = 64  # a while_away's actions: this deal's moves the computer made for the seat (a deal has fewer)
# who plays a seat (welcome's ``seats``): a player on the network, the computer, the host's own player, or
# nobody yet (an open seat waiting for a player; the computer plays it once the match has started)
SEAT_KINDS = ("remote", "computer", "host", "open")


class ProtocolError(ValueError):
    """A message that is not the protocol; ``reason`` is one of REFUSALS."""

    def __init__(self, reason: str, detail: str = "") -> None:
        assert reason in REFUSALS, reason
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason
        self.detail = detail[:MAX_DETAIL]


# -- client messages -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Hello:
    version: int
    name: str
    seat: int | None = None
    token: str | None = field(default=None, repr=False)  # the seat's token from an earlier welcome: coming back


@dataclass(frozen=True)
class Act:
    action: dict[str, Any]  # wire.action_to_json's object, read by wire.action_from_json with the table's rules
    step: int  # how many actions of the match the client had seen (the view's ``step``)


@dataclass(frozen=True)
class TakeBack:
    step: int  # the table's step the client saw (its last view's): a take back of an older step is refused


@dataclass(frozen=True)
class Leave:
    pass


@dataclass(frozen=True)
class Ready:
    step: int  # the step the deal ended at: this seat has seen the deal's end and is ready for the next one


@dataclass(frozen=True)
class Back:
    pass  # the player is back at his seat: the computer stops playing for him (he was away, idle)


@dataclass(frozen=True)
class Ping:
    pass


ClientMessage = Hello | Act | TakeBack | Leave | Ping | Ready | Back


# -- framing ---------------------------------------------------------------------------------------
def encode(message: dict[str, Any]) -> bytes:
    """One line of the protocol: compact JSON, ASCII only (names escaped), ending in a newline."""
    line = json.dumps(message, ensure_ascii=True, separators=(",", ":"), allow_nan=False).encode("ascii") + b"\n"
    if len(line) > MAX_MESSAGE:
        raise ProtocolError("too_large", f"{len(line)} bytes")
    return line


def _no_constants(name: str) -> Any:
    raise ProtocolError("bad_message", f"not JSON: {name}")


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise ProtocolError("bad_message", f"duplicate key {key[:40]!r}")
        result[key] = value
    return result


def _depth(value: Any, level: int = 0) -> None:
    if level > MAX_DEPTH:
        raise ProtocolError("bad_message", "nested too deep")
    if isinstance(value, dict):
        for item in value.values():
            _depth(item, level + 1)
    elif isinstance(value, list):
        for item in value:
            _depth(item, level + 1)


def decode(line: bytes) -> dict[str, Any]:
    """The JSON object of one line (its newline optional); ProtocolError for anything else."""
    if len(line) > MAX_MESSAGE:
        raise ProtocolError("too_large", f"{len(line)} bytes")
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError:
        raise ProtocolError("bad_message", "not UTF-8") from None
    # a deeply nested line is refused before the parser recurses into it
    if text.count("[") + text.count("{") > 4096:
        raise ProtocolError("bad_message", "too many objects and lists")
    try:
        value = json.loads(text, object_pairs_hook=_unique_keys, parse_constant=_no_constants)
    except ProtocolError:
        raise
    except (ValueError, RecursionError) as error:
        raise ProtocolError("bad_message", f"not JSON: {str(error)[:80]}") from None
    if not isinstance(value, dict):
        raise ProtocolError("bad_message", "not a JSON object")
    _depth(value)
    return value


# -- field checks ----------------------------------------------------------------------------------
def _keys(obj: dict[str, Any], required: set[str], optional: set[str] | frozenset[str] = frozenset()) -> None:
    missing = required - obj.keys()
    if missing:
        raise ProtocolError("bad_message", f"missing keys: {', '.join(sorted(missing))}")
    extra = obj.keys() - required - optional
    if extra:
        raise ProtocolError("bad_message", f"unexpected keys: {', '.join(sorted(k[:40] for k in extra))}")


def _int(obj: dict[str, Any], key: str, low: int, high: int) -> int:
    value = obj[key]
    if type(value) is not int:  # bool is an int subclass: refused too
        raise ProtocolError("bad_message", f"{key} must be an integer")
    if not low <= value <= high:
        raise ProtocolError("bad_message", f"{key} out of range")
    return value


def text_field(obj: dict[str, Any], key: str, longest: int) -> str:
    """The string ``obj[key]``: 1 to ``longest`` characters, none a control character (else ProtocolError)."""
    value = obj[key]
    if not isinstance(value, str):
        raise ProtocolError("bad_message", f"{key} must be a string")
    if not 1 <= len(value) <= longest:
        raise ProtocolError("bad_message", f"{key} must have 1 to {longest} characters")
    # control, format (bidi overrides...), unassigned, surrogate; the joiners that Persian, Arabic and emoji use
    if any(unicodedata.category(ch)[0] == "C" and ch not in _JOINERS for ch in value):
        raise ProtocolError("bad_message", f"{key} has a control character")
    return value


def _token(obj: dict[str, Any], key: str) -> str:
    value = obj[key]
    if not isinstance(value, str) or not MIN_TOKEN <= len(value) <= MAX_TOKEN or not TOKEN_CHARS.issuperset(value):
        raise ProtocolError("bad_message", f"{key} must be a seat's token")
    return value


def clean_name(name: str) -> str:
    """A player's name as the table shows it: spaces at either end removed, runs of spaces made one."""
    return " ".join(name.split())


def decode_client(line: bytes) -> ClientMessage:
    """A client's line, checked field by field (the action itself is checked by wire with the rules)."""
    obj = decode(line)
    kind = obj.get("type")
    reader = _CLIENT_READERS.get(kind) if isinstance(kind, str) else None  # (a list is no kind, not a crash)
    if reader is None:
        raise ProtocolError("bad_message", "unknown message type")
    return reader(obj)


def _hello_from(obj: dict[str, Any]) -> Hello:
    _keys(obj, {"type", "version", "name"}, {"seat", "token"})
    version = obj["version"]
    if type(version) is not int or not 0 <= version <= MAX_STEP:
        raise ProtocolError("bad_message", "version must be an integer")
    name = clean_name(text_field(obj, "name", MAX_NAME))
    if not name:
        raise ProtocolError("bad_message", "name is empty")
    seat = _int(obj, "seat", 0, MAX_SEATS - 1) if obj.get("seat") is not None else None
    token = _token(obj, "token") if obj.get("token") is not None else None
    return Hello(version, name, seat, token)


def _act_from(obj: dict[str, Any]) -> Act:
    _keys(obj, {"type", "action", "step"})
    if not isinstance(obj["action"], dict):
        raise ProtocolError("bad_message", "action must be an object")
    return Act(obj["action"], _int(obj, "step", 0, MAX_STEP))


def _take_back_from(obj: dict[str, Any]) -> TakeBack:
    _keys(obj, {"type", "step"})
    return TakeBack(_int(obj, "step", 0, MAX_STEP))


def _leave_from(obj: dict[str, Any]) -> Leave:
    _keys(obj, {"type"})
    return Leave()


def _ready_from(obj: dict[str, Any]) -> Ready:
    _keys(obj, {"type", "step"})
    return Ready(_int(obj, "step", 0, MAX_STEP))


def _back_from(obj: dict[str, Any]) -> Back:
    _keys(obj, {"type"})
    return Back()


def _ping_from(obj: dict[str, Any]) -> Ping:
    _keys(obj, {"type"})
    return Ping()


# a client message's kind -> its reader (``decode_client``)
_CLIENT_READERS: dict[str, Callable[[dict[str, Any]], ClientMessage]] = {
    "hello": _hello_from, "act": _act_from, "take_back": _take_back_from, "leave": _leave_from,
    "ready": _ready_from, "back": _back_from, "ping": _ping_from,
}


# -- client messages, written ----------------------------------------------------------------------
def hello(name: str, seat: int | None = None, version: int = PROTOCOL_VERSION,
          token: str | None = None) -> dict[str, Any]:
    """The first line inside the encrypted channel: no code (the key exchange proved it)."""
    message: dict[str, Any] = {"type": "hello", "version": version, "name": name}
    if seat is not None:
        message["seat"] = seat
    if token is not None:
        message["token"] = token
    return message


def act(action: dict[str, Any], step: int) -> dict[str, Any]:
    return {"type": "act", "action": action, "step": step}


def take_back(step: int) -> dict[str, Any]:
    return {"type": "take_back", "step": step}


def ready(step: int) -> dict[str, Any]:
    return {"type": "ready", "step": step}


BACK: dict[str, Any] = {"type": "back"}


# -- the key exchange (channel.py), in the clear: two SPAKE2 messages and two confirmations, never the code --
@dataclass(frozen=True)
class Pake:
    version: int
    message: bytes  # the side's SPAKE2 message
    table: bytes = b""  # the host's: the table's id, bound into the keys


@dataclass(frozen=True)
class Confirm:
    mac: bytes  # the side's key confirmation


def pake(version: int, message: bytes, table: bytes | None = None) -> dict[str, Any]:
    """A side's key exchange message (the host's with its table's id)."""
    out: dict[str, Any] = {"type": "pake", "version": version,
                           "message": base64.b64encode(message).decode("ascii")}
    if table is not None:
        out["table"] = table.hex()
    return out


def confirm(mac: bytes) -> dict[str, Any]:
    return {"type": "confirm", "mac": base64.b64encode(mac).decode("ascii")}


def _b64_field(obj: dict[str, Any], key: str, size: int) -> bytes:
    value = obj[key]
    if not isinstance(value, str) or len(value) != (size + 2) // 3 * 4:
        raise ProtocolError("bad_message", f"{key} must be {size} bytes in base64")
    try:
        data = base64.b64decode(value, validate=True)
    except (binascii.Error, ValueError):
        raise ProtocolError("bad_message", f"{key} must be {size} bytes in base64") from None
    if len(data) != size:
        raise ProtocolError("bad_message", f"{key} must be {size} bytes in base64")
    return data


def _decode_pake(obj: dict[str, Any], from_host: bool) -> Pake:
    """A ``pake`` line: this program's version, the SPAKE2 message, and from the host the table's id."""
    _keys(obj, {"type", "version", "message", "table"} if from_host else {"type", "version", "message"})
    version = obj["version"]
    if type(version) is not int or not 0 <= version <= MAX_STEP:
        raise ProtocolError("bad_message", "version must be an integer")
    if version != PROTOCOL_VERSION:
        who = "this program" if version < PROTOCOL_VERSION else "the host's program"
        raise ProtocolError("old_version", f"the host speaks version {PROTOCOL_VERSION}, this client {version}: "
                            f"update {who}")
    table = _table_id(obj["table"]) if from_host else b""
    return Pake(version, _b64_field(obj, "message", PAKE_BYTES), table)


def _table_id(value: Any) -> bytes:
    if not isinstance(value, str) or len(value) != 2 * TABLE_ID_BYTES \
            or any(ch not in "0123456789abcdef" for ch in value):
        raise ProtocolError("bad_message", "table must be the table's id")
    return bytes.fromhex(value)


def decode_handshake(line: bytes, *, from_host: bool) -> Pake | Confirm | dict[str, Any]:
    """A line of the key exchange, checked: a ``Pake``, a ``Confirm``, or (from the host) a ``refused`` object.
    A client's first line that is an older version's ``hello`` (its code in the clear) is refused ``old_version``
    unread; a ``pake`` of another version too."""
    if len(line) > MAX_HANDSHAKE:
        raise ProtocolError("too_large", f"a key exchange line over {MAX_HANDSHAKE} bytes")
    obj = decode(line)
    kind = obj.get("type")
    if kind == "pake":
        return _decode_pake(obj, from_host)
    if kind == "confirm":
        _keys(obj, {"type", "mac"})
        return Confirm(_b64_field(obj, "mac", CONFIRM_BYTES))
    if kind == "refused" and from_host:
        _check_refused(obj, None)
        return obj
    if kind == "hello" and not from_host:
        _refuse_old_hello(obj)
    raise ProtocolError("bad_message", "the key exchange first")


def _refuse_old_hello(obj: dict[str, Any]) -> NoReturn:
    """An older version's ``hello`` (its code in the clear): refused ``old_version`` unread."""
    version = obj.get("version")
    shown = version if type(version) is int and 0 <= version <= MAX_STEP else "older"
    raise ProtocolError("old_version", f"the host speaks version {PROTOCOL_VERSION}, this client {shown}: "
                        "update this program")


# -- the rules on the wire -------------------------------------------------------------------------
def rules_to_json(rules: Ruleset) -> dict[str, Any]:
    """The ruleset as its preset's id and the options that differ (the save format's flat names)."""
    return {"variant": rules.id, "overrides": rules.overrides()}


def rules_from_json(obj: Any) -> Ruleset:
    """The ruleset of a welcome; ProtocolError if it is not a known preset with valid options."""
    if not isinstance(obj, dict):
        raise ProtocolError("bad_message", "rules must be an object")
    _keys(obj, {"variant", "overrides"})
    variant, overrides = obj["variant"], obj["overrides"]
    if not isinstance(variant, str) or variant not in VARIANTS:
        raise ProtocolError("bad_message", "unknown game")
    if not isinstance(overrides, dict) or len(overrides) > 200:
        raise ProtocolError("bad_message", "rule options must be an object")
    try:
        rules = VARIANTS[variant].with_overrides(overrides)
        rules.validate()
    except (ValueError, TypeError, KeyError) as error:
        raise ProtocolError("bad_message", f"bad rule options: {str(error)[:80]}") from None
    return rules


# -- server messages -------------------------------------------------------------------------------
def welcome(seat: int, seats: list[dict[str, Any]], rules: Ruleset, token: str, take_back: str,
            idle_limit: int = 0, table: str = "") -> dict[str, Any]:
    """The seat given, who sits where, the game's rules, the seat's token (its player's, to come back with: sent
    to that seat's connection only), the table's take-back rule (one of TAKE_BACK_RULES), its idle limit
    (seconds a player may keep the table waiting before the computer plays for him; 0: none) and the table's
    name (left out when "")."""
    assert take_back in TAKE_BACK_RULES, take_back
    message = {"type": "welcome", "seat": seat, "seats": seats, "rules": rules_to_json(rules),
               "version": PROTOCOL_VERSION, "token": token, "take_back": take_back, "idle_limit": idle_limit}
    if table:
        message["table"] = table
    return message


def refused(reason: str, detail: str = "") -> dict[str, Any]:
    assert reason in REFUSALS, reason
    return {"type": "refused", "reason": reason, "detail": detail[:MAX_DETAIL]}


def view(step: int, view_json: dict[str, Any], scores: tuple[int, ...], deal_number: int) -> dict[str, Any]:
    return {"type": "view", "step": step, "view": view_json, "scores": list(scores), "deal_number": deal_number}


def event(what: str, seat: int = -1, **extra: Any) -> dict[str, Any]:
    """An event; ``extra`` may hold ``name``, ``action`` (wire JSON), ``scores``, ``winner``, ``deal``
    (``deal_over``: wire.deal_to_json of the deal just over), ``step`` (``took_back``), ``detail``
    (``no_take_back``), ``seats`` (``waiting``), ``seconds`` (``idle_warning``), ``moves``, ``deals`` and
    ``actions`` (``while_away``)."""
    assert what in EVENTS, what
    assert set(extra) <= EVENT_FIELDS, extra
    message: dict[str, Any] = {"type": "event", "what": what, "seat": seat}
    message.update({k: v for k, v in extra.items() if v is not None})
    return message


EVENT_FIELDS = frozenset({"name", "action", "scores", "winner", "deal", "step", "detail", "seats", "seconds",
                          "moves", "deals", "actions"})
# the fields only one event carries
_EVENT_ONLY = {"step": "took_back", "detail": "no_take_back", "seats": "waiting", "seconds": "idle_warning",
               "moves": "while_away", "deals": "while_away", "actions": "while_away"}


def wait(detail: str) -> dict[str, Any]:
    """Before a welcome: the host asks its player whether this one may sit down (a seat nobody took before the
    match began); the welcome or a refusal follows."""
    return {"type": "wait", "detail": detail[:MAX_DETAIL]}
PONG: dict[str, Any] = {"type": "pong"}


def copy(sealed: bytes, step: int) -> dict[str, Any]:
    """The match's sealed copy (seal.py) at ``step``: the client keeps it and cannot read it."""
    return {"type": "copy", "sealed": base64.b64encode(sealed).decode("ascii"), "step": step}


def copy_bytes(message: dict[str, Any]) -> bytes:
    """The sealed bytes of a checked ``copy`` message."""
    return base64.b64decode(message["sealed"], validate=True)


def seat_entry(seat: int, kind: str, name: str = "") -> dict[str, Any]:
    assert kind in SEAT_KINDS, kind
    return {"seat": seat, "kind": kind, "name": name}


# -- server messages, read by the client -----------------------------------------------------------
def _scores(obj: dict[str, Any], key: str) -> list[int]:
    value = obj[key]
    if not isinstance(value, list) or not 1 <= len(value) <= MAX_SEATS:
        raise ProtocolError("bad_message", f"{key} must be a list of scores")
    for score in value:
        if type(score) is not int or abs(score) > 10**9:
            raise ProtocolError("bad_message", f"{key} must hold integers")
    return value


def decode_server(line: bytes, rules: Ruleset | None = None) -> dict[str, Any]:
    """A host's line, checked field by field (a view and an action are read by wire with the rules);
    returns the message object itself. ``rules`` (the welcome's) checks a ``deal_over``'s deal: its deck a
    permutation of the game's deck, its dealer a seat, its scores integers (a deal before the welcome, with
    no rules, is refused)."""
    obj = decode(line)
    kind = obj.get("type")
    check = _SERVER_CHECKS.get(kind) if isinstance(kind, str) else None  # a list or an object is no kind
    if check is None:
        raise ProtocolError("bad_message", "unknown message type")
    check(obj, rules)
    return obj


def _check_welcome(obj: dict[str, Any], rules: Ruleset | None) -> None:
    _keys(obj, {"type", "seat", "seats", "rules", "version", "token", "take_back", "idle_limit"}, {"table"})
    _int(obj, "seat", 0, MAX_SEATS - 1)
    if "table" in obj:
        text_field(obj, "table", MAX_NAME)
    _int(obj, "idle_limit", 0, 86_400)
    _int(obj, "version", 0, MAX_STEP)
    _token(obj, "token")
    if obj["take_back"] not in TAKE_BACK_RULES:
        raise ProtocolError("bad_message", "unknown take-back rule")
    seats = obj["seats"]
    if not isinstance(seats, list) or not 2 <= len(seats) <= MAX_SEATS:
        raise ProtocolError("bad_message", "seats must be a list")
    for index, entry in enumerate(seats):
        _check_seat_entry(index, entry)
    if not isinstance(obj["rules"], dict):
        raise ProtocolError("bad_message", "rules must be an object")


def _check_seat_entry(index: int, entry: Any) -> None:
    """One seat of a welcome's list: its number, its kind, its name."""
    if not isinstance(entry, dict):
        raise ProtocolError("bad_message", "a seat must be an object")
    _keys(entry, {"seat", "kind", "name"})
    if entry["seat"] != index or entry["kind"] not in SEAT_KINDS or not isinstance(entry["name"], str) \
            or len(entry["name"]) > MAX_NAME:
        raise ProtocolError("bad_message", "bad seat entry")


def _check_refused(obj: dict[str, Any], rules: Ruleset | None) -> None:
    _keys(obj, {"type", "reason", "detail"})
    if obj["reason"] not in REFUSALS or not isinstance(obj["detail"], str) or len(obj["detail"]) > MAX_DETAIL:
        raise ProtocolError("bad_message", "bad refusal")


def _check_view(obj: dict[str, Any], rules: Ruleset | None) -> None:
    _keys(obj, {"type", "step", "view", "scores", "deal_number"})
    _int(obj, "step", 0, MAX_STEP)
    _int(obj, "deal_number", 0, MAX_STEP)
    _scores(obj, "scores")
    if not isinstance(obj["view"], dict):
        raise ProtocolError("bad_message", "view must be an object")


def _check_event(obj: dict[str, Any], rules: Ruleset | None) -> None:
    _keys(obj, {"type", "what", "seat"}, EVENT_FIELDS)
    what = obj["what"]
    if what not in EVENTS:
        raise ProtocolError("bad_message", "unknown event")
    if "deal" in obj:
        _check_event_deal(obj, what, rules)
    for key, owner in _EVENT_ONLY.items():
        if key in obj and what != owner:
            raise ProtocolError("bad_message", f"a {key} only in {owner}")
    _event_fields(obj, what)
    _shared_event_fields(obj)


def _shared_event_fields(obj: dict[str, Any]) -> None:
    """The fields any event may have: its seat, a name, an action, scores, a winner."""
    _int(obj, "seat", -1, MAX_SEATS - 1)
    if "name" in obj:
        text_field(obj, "name", MAX_NAME)
    if "action" in obj and not isinstance(obj["action"], dict):
        raise ProtocolError("bad_message", "action must be an object")
    if "scores" in obj:
        _scores(obj, "scores")
    if "winner" in obj:
        _int(obj, "winner", -1, MAX_SEATS - 1)


def _check_event_deal(obj: dict[str, Any], what: str, rules: Ruleset | None) -> None:
    """An event's deal: only a ``deal_over``'s, after the welcome, read with its rules."""
    if what != "deal_over":
        raise ProtocolError("bad_message", "a deal's cards only in deal_over")
    if rules is None:
        raise ProtocolError("bad_message", "a deal before the welcome")
    try:
        wire.deal_from_json(obj["deal"], rules)
    except wire.WireError as error:
        raise ProtocolError("bad_message", str(error)) from None


def _check_pong(obj: dict[str, Any], rules: Ruleset | None) -> None:
    _keys(obj, {"type"})


def _check_wait(obj: dict[str, Any], rules: Ruleset | None) -> None:
    _keys(obj, {"type", "detail"})
    text_field(obj, "detail", MAX_DETAIL)


def _check_past_deals(obj: dict[str, Any], rules: Ruleset | None) -> None:
    _keys(obj, {"type", "deals"})
    deals = obj["deals"]
    if rules is None:
        raise ProtocolError("bad_message", "past deals before the welcome")
    if not isinstance(deals, list) or not 0 < len(deals) <= MAX_PAST_DEALS:
        raise ProtocolError("bad_message", "deals must be a list")
    for deal in deals:
        try:
            wire.past_deal_from_json(deal, rules)
        except wire.WireError as error:
            raise ProtocolError("bad_message", str(error)[:MAX_DETAIL]) from None


def _check_copy(obj: dict[str, Any], rules: Ruleset | None) -> None:
    _keys(obj, {"type", "sealed", "step"})
    _int(obj, "step", 0, MAX_STEP)
    sealed = obj["sealed"]
    if not isinstance(sealed, str) or not 0 < len(sealed) <= (MAX_COPY + 2) // 3 * 4:
        raise ProtocolError("bad_message", "sealed must be a base64 string")
    try:
        base64.b64decode(sealed, validate=True)
    except (binascii.Error, ValueError):
        raise ProtocolError("bad_message", "sealed must be a base64 string") from None


# a server message's kind -> its checker (``decode_server``)
_SERVER_CHECKS: dict[str, Callable[[dict[str, Any], Ruleset | None], None]] = {
    "welcome": _check_welcome, "refused": _check_refused, "view": _check_view, "event": _check_event,
    "pong": _check_pong, "wait": _check_wait, "past_deals": _check_past_deals, "copy": _check_copy,
}


def _needed_fields(what: str) -> set[str]:
    """The fields that belong to the event ``what`` alone, and that it must have."""
    if what == "no_take_back":
        return set()  # its detail is optional
    return {key for key, owner in _EVENT_ONLY.items() if owner == what}


def _event_fields(obj: dict[str, Any], what: str) -> None:
    """The fields of one event that belong to it alone (``_EVENT_ONLY``), checked: present where required."""
    missing = _needed_fields(what) - obj.keys()
    if missing:
        raise ProtocolError("bad_message", f"{what} without its {', '.join(sorted(missing))}")
    if "step" in obj:
        _int(obj, "step", 0, MAX_STEP)
    if "detail" in obj:
        text_field(obj, "detail", MAX_DETAIL)
    if "seats" in obj and not _seat_list_ok(obj["seats"]):
        raise ProtocolError("bad_message", "seats must be a list of seats")
    if "seconds" in obj:
        _int(obj, "seconds", 0, 86_400)
    if "moves" in obj:
        _while_away_fields(obj)


def _seat_list_ok(seats: Any) -> bool:
    """A list of distinct seats."""
    return isinstance(seats, list) and len(seats) <= MAX_SEATS and len(set(map(repr, seats))) == len(seats) \
        and all(type(s) is int and 0 <= s < MAX_SEATS for s in seats)


def _while_away_fields(obj: dict[str, Any]) -> None:
    """A ``while_away`` event's counts and its list of actions (each checked by the client)."""
    _int(obj, "moves", 0, MAX_STEP)
    _int(obj, "deals", 0, MAX_STEP)
    actions = obj["actions"]
    if not isinstance(actions, list) or len(actions) > MAX_AWAY_ACTIONS \
            or any(not isinstance(a, dict) for a in actions):
        raise ProtocolError("bad_message", "actions must be a list of actions")


def past_deals(deals: list[dict[str, Any]]) -> dict[str, Any]:
    """The deals over before a player (re)joined the table: as many of the latest as fit in one message."""
    kept = list(deals[-MAX_PAST_DEALS:])
    while kept and len(encode({"type": "past_deals", "deals": kept})) > MAX_MESSAGE - 1024:
        kept.pop(0)
    return {"type": "past_deals", "deals": kept}
