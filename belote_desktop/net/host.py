"""The host of a table on the local network: the only judge of the rules.

``HostTable`` holds the match and its seats and does no I/O: it admits players to seats, applies actions
(checked against the engine's legal actions and the step the sender saw) and writes each seat's view.
``Host`` is the asyncio server around it: it listens on a loopback or private address only, admits a
client only with the code, limits each client (message size, rate, one connection per seat), and closes a
client that breaks the protocol, its seat going at once to a computer player, never the table. Computer
players choose through ``ai.choose_action`` from their own seat's view, in a worker thread, so the loop
never blocks. Every wait has a time limit; the server stops when the match ends, when it is closed, or
after an idle limit.

Run headless (for tests, or to keep a table running)::

    python -m belote_desktop.net.host --variant classic --code 4KX9TQ --port 0 --seats you,open,computer,open
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import hmac
import ipaddress
import json
import secrets
import signal
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import IO, Any

from ..ai import Level, choose_action
from ..ai.seeds import bot_seed
from ..engine import Action, MatchState, Phase, PlayerView, Ruleset, find_variant, new_match
from ..engine.cards import cards_in
from ..engine.record import RecordError, record, replay
from . import asking, channel, discovery, names, protocol, seal, wire
from .asking import NOT_LET_IN, SeatQuestion, SeatQuestions, SeatRefused
from .gate import CodeGate, PendingRoom, ip_of
from .protocol import PROTOCOL_VERSION, ProtocolError

DEFAULT_ADDRESS = "127.0.0.1"
RATE = 50.0  # messages a second a client may send, on average
BURST = 100  # ... and at once
HELLO_TIMEOUT = 3.0  # seconds a new connection has to say hello (the room for those is in gate.py)
SEND_TIMEOUT = 10.0  # seconds a client may take to read what it is sent
QUEUE_LIMIT = 512  # messages waiting for one client; a client that far behind is closed
BOT_TIMEOUT = 60.0  # seconds a computer player may think
_REPLY_RANDOM = secrets.SystemRandom()  # the computer moves' release times: nothing of the game in them
SILENCE_TIMEOUT = 30.0  # seconds a seated client may say nothing (clients ping every 10 s) before it is closed
SEAT_QUESTION_TIMEOUT = 60.0  # seconds the host's player has to let someone sit down mid-match (then: no)
MAX_SEAT_QUESTIONS = asking.MAX_OPEN  # such questions open at once; more are refused at once (and how often: asking.py)
IDLE_WARNING = 20.0  # seconds before the idle limit that a player is warned (half the limit when it is shorter)
LINGER_SECONDS = 1.0  # after a refusal: how long the host reads what the client still sends before closing
LINGER_BYTES = 4096  # ... and how much at most (so the close does not reset the refusal away)
MAX_LINGERING = 64  # refused connections lingering at once; beyond that they are closed at once
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I/L
# 31^8 = 8.5 x 10^11 codes: a stranger who guesses from ever new IPv6 addresses, as fast as the host reads
# connections (about 500 a second measured), needs about 27 years on average (6 characters: 10 days)
CODE_LENGTH = 8

_PRIVATE = tuple(ipaddress.ip_network(n) for n in (
    "127.0.0.0/8", "10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "169.254.0.0/16",
    "::1/128", "fc00::/7", "fe80::/10",
))


WILDCARDS = ("0.0.0.0", "::")  # every address of this machine: its clients are still checked one by one


def secret_seed() -> str:
    """A match's secret: 128 random bits (32 hex digits), never sent; too many to search from one's own hand."""
    return secrets.token_hex(16)


def table_rules(rules: Ruleset) -> Ruleset:
    """The rules a table on the network deals by: the game's own, with the cards shuffled before every deal.
    Most of these games gather the tricks and cut them; the tricks are public, so a program could try every cut
    against its own next hand and find every other one. Shuffled from the secret seed, nothing is left to find."""
    return rules if rules.shuffle_every_deal else rules.with_overrides({"shuffle_every_deal": True})


def new_code(length: int = CODE_LENGTH) -> str:
    """A join code to read out: ``length`` letters and digits that cannot be mistaken for each other."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(length))


def is_local_address(address: str) -> bool:
    """Whether ``address`` (an IP literal or "localhost") is loopback, RFC 1918, link-local or unique local."""
    if address == "localhost":
        return True
    ip = ip_of(address)
    return ip is not None and any(ip in network for network in _PRIVATE)


def _loopback(address: str) -> bool:
    """Whether an address is loopback (a table there answers this machine only)."""
    ip = ip_of(address)
    return ip is not None and ip.is_loopback


# -- the table, without I/O ------------------------------------------------------------------------
@dataclass
class Seat:
    kind: str  # as set up: "open" (for a player on the network), "computer" or "host"
    name: str = ""  # the player who took this open seat; kept when he leaves, a label only
    connected: bool = False  # that player is connected now
    token_hash: bytes = b""  # SHA-256 of the seat's token (its player comes back with the token); never the token
    away: bool = False  # its player is connected but was idle past the limit: the computer plays until he is back
    removed: bool = False  # the host gave the seat to the computer for good (its token revoked)
    # what the computer played for this seat's player while he was gone or away (told when he comes back):
    # the moves in all, the deals over meanwhile, and this deal's moves (step, action)
    moves_for: int = 0
    deals_for: int = 0
    played_for: list[tuple[int, Action]] = field(default_factory=list)

    @property
    def person(self) -> bool:
        """A person sat here (a seat of the network with a player), connected or not."""
        return self.kind == "open" and bool(self.name)


class TableFull(Exception):
    reason = "table_full"

    def __init__(self, detail: str) -> None:
        super().__init__(detail)
        self.detail = detail


class NameTaken(TableFull):
    """A name that is (or looks like) the name of a player of this table, without that seat's token."""

    reason = "name_taken"


# why a take back is refused by the table's rule (a no_take_back's detail; the window says it in words)
TAKE_BACK_OFF = "take back is off at this table"
TAKE_BACK_USED = "this seat has taken back a move in this trick already"
SEAT_ELSEWHERE = "this seat came back on another connection"  # the refusal of a seat's old connection
SEAT_WORD = "a seat's word is not a name"  # the refusal of a player called "You" (names.is_seat_word)
# a seat mid-match without the host's yes: NOT_LET_IN (asking.py, with the other refusals of a request to sit down)
ASKING = "the host is asked to let you sit down"  # the ``wait`` before such a welcome
REMOVED = "the host gave your seat to the computer for the rest of the match"


def new_token() -> str:
    """A seat's token: 256 random bits, URL-safe base64 (43 characters)."""
    return secrets.token_urlsafe(32)


def token_hash(token: str) -> bytes:
    return hashlib.sha256(token.encode("ascii")).digest()


Chooser = Callable[[PlayerView, str, int], Action]  # (the seat's view, the level's name, a seed) -> its action


class HostTable:
    """The match and its seats. ``host_is_bot``: the host's own seat is played by the computer (headless).

    ``level``: one level for every computer player, or a list of one a seat (used for the computer seats and
    the seats the computer takes over). ``chooser(view, level name, seed)``, when given, decides for the
    computer instead of ``ai.choose_action`` (the window passes its worker-process bots); it is called in the
    host's worker thread. The seed is ``ai.seeds.bot_seed(match seed, deal index, len(history), seat)``:
    the same position gives the same decision."""

    def __init__(
        self, rules: Ruleset, seats: list[str], level: Level | str | Sequence[Level | str] = Level.INTERMEDIATE,
        seed: int | str | None = None, host_is_bot: bool = True, host_name: str = "Host",
        match: MatchState | None = None,
        chooser: Chooser | None = None, take_back: str = "trick",
    ) -> None:
        _check_table(rules, seats, take_back)
        self.rules = rules
        self.levels = _seat_levels(rules, level)
        self.level = self.levels[0]
        self.chooser = chooser
        self.seed = secret_seed() if seed is None else seed
        self.host_is_bot = host_is_bot
        self.seats = [Seat(kind, host_name if kind == "host" else "") for kind in seats]
        if match is not None and match.rules not in (rules, table_rules(rules)):
            raise ValueError("the match is not of these rules")
        # a new match, every deal from a secret shuffle (table_rules), or one resumed (a sealed copy handed back:
        # resume_copy, dealt afresh from a new secret); the welcome tells the rules the match is dealt by
        self.rules = table_rules(rules) if match is None else match.rules
        self.match: MatchState = new_match(self.rules, self.seed) if match is None else match
        self.step = len(self.match.actions())  # actions applied in the whole match
        self.started = False
        # the current deal's moves, for a take back: (seat, the match before the move, made by the computer)
        self.moves: list[tuple[int, MatchState, bool]] = []
        self.changes = 0  # grows at every move and take back: a computer's choice made before a change is dropped
        # the take-back rule (protocol.TAKE_BACK_RULES): "trick" lets each seat take back once a trick (the auction
        # counts as one), so nobody sees the computer's reply and tries again and again; "free", as often as only
        # the computer moved since; "off", never
        self.take_back_rule = take_back
        self.took_back_in: dict[int, tuple[int, int, int]] = {}  # seat -> the trick of its last take back
        # between two deals, the people the table waits for (each says ``ready`` from his window's Next deal):
        # nobody's window is a deal ahead of another's, and the computer makes no move meanwhile
        self.ready_wanted: set[int] = set()

    # -- seats
    def waiting_for_players(self) -> bool:
        return any(s.kind == "open" and not s.connected for s in self.seats)

    def computer_plays(self, seat: int) -> bool:
        s = self.seats[seat]
        if s.kind == "computer":
            return True
        if s.kind == "host":
            return self.host_is_bot
        return not s.connected or s.away

    def people(self) -> set[int]:
        """The seats whose players are connected and playing now (not away): those a deal's end waits for."""
        return {i for i, s in enumerate(self.seats) if s.kind == "open" and s.connected and not s.away}

    def seat_list(self) -> list[dict[str, Any]]:
        """The seats as a welcome lists them."""
        entries = []
        for index, s in enumerate(self.seats):
            if s.kind == "open":
                kind = "remote" if s.connected else ("computer" if s.name else "open")
            else:
                kind = s.kind
            entries.append(protocol.seat_entry(index, kind, s.name))
        return entries

    def join(self, name: str, wanted: int | None, token: str | None = None) -> tuple[int, str, str]:
        """Seat a hello (``plan_join``): the seat, what happened ("joined", "came_back") and the seat's token."""
        index, what = self.plan_join(name, wanted, token)
        seat = self.seats[index]
        if what == "came_back":
            assert token is not None
            seat.connected = True
            return index, what, token
        token = new_token()
        seat.name, seat.connected, seat.token_hash = name, True, token_hash(token)
        return index, "joined", token

    def plan_join(self, name: str, wanted: int | None, token: str | None = None) -> tuple[int, str]:
        """The seat a hello would get and how ("joined", "came_back"), nothing changed yet; TableFull (or
        NameTaken) if there is none.

        A seat belongs to its token, not to its name: a hello with a seat's token gets that seat back (even while
        an old connection of it is open: the caller closes that one), whatever the name. Without it, a name that
        is or looks like a name at the table (``names.same_name``: case, spaces, look-alike letters) is refused:
        a name is a label, never a key. A new name takes the seat it asks for if it is open and free, else the
        first free one, and a new token. Only the token's SHA-256 is kept."""
        if token is not None:
            found = self._seat_of_token(token)
            if found >= 0:
                return found, "came_back"
        self._check_new_name(name, token)
        return self._free_seat(wanted), "joined"

    def _seat_of_token(self, token: str) -> int:
        """The seat whose token this is, -1 if none: every seat compared, in constant time each."""
        given = token_hash(token)
        found = -1
        for index, s in enumerate(self.seats):
            if s.token_hash and hmac.compare_digest(given, s.token_hash):
                found = index
        return found

    def _check_new_name(self, name: str, token: str | None) -> None:
        """NameTaken for a name that cannot sit down without its seat's token (``plan_join``)."""
        problem = names.refusal(name)  # an invisible or blank-looking character, a name with nothing that shows
        if problem is not None:
            raise NameTaken(problem)
        if names.is_seat_word(name):
            raise NameTaken(SEAT_WORD)  # every other window would show "You" at a seat not its own
        key = names.name_key(name)
        for s in self.seats:
            if s.name and names.name_key(s.name) == key:
                raise NameTaken(_name_clash(name, s, token))

    def _free_seat(self, wanted: int | None) -> int:
        """The seat a new name takes: the one it asks for if open and free, else the first free one."""
        free = [i for i, s in enumerate(self.seats) if s.kind == "open" and not s.name]
        if wanted is not None:
            if wanted >= len(self.seats) or wanted not in free:
                raise TableFull(f"seat {wanted} is not free")
            return wanted
        if free:
            return free[0]
        raise TableFull("no free seat")

    def table_seats(self) -> list[dict[str, Any]]:
        """The seats' names and token hashes (hex), as a sealed copy keeps them (``copy_seats``)."""
        return [{"name": s.name, "token_hash": s.token_hash.hex()} for s in self.seats]

    def restore_seats(self, entries: list[dict[str, Any]]) -> None:
        """Give the open seats of a resumed table back to their players: each seat's name and token hash from
        a copy's ``table_seats`` (``copy_seats``); its player comes back with his token. Seats that are not open
        here are left as they are."""
        for seat, entry in zip(self.seats, entries):
            if seat.kind == "open" and entry.get("name") and entry.get("token_hash"):
                seat.name, seat.token_hash, seat.connected = entry["name"], bytes.fromhex(entry["token_hash"]), False

    def leave(self, seat: int) -> None:
        self.seats[seat].connected = False
        self.ready_wanted.discard(seat)

    def remove(self, seat: int) -> str:
        """The host gives ``seat`` to the computer for good: its token revoked (nobody comes back to it), no
        longer open to anyone; the name of the player who had it ("" if none)."""
        s = self.seats[seat]
        name = s.name if s.kind == "open" else ""
        s.kind, s.name, s.token_hash, s.connected, s.away, s.removed = "computer", "", b"", False, False, True
        s.moves_for, s.deals_for, s.played_for = 0, 0, []
        self.ready_wanted.discard(seat)
        return name

    def ready(self, seat: int, step: int) -> bool:
        """``seat`` is ready for the next deal (at the step the deal ended): True when the table waited for it."""
        if seat not in self.ready_wanted or step != self.step:
            return False
        self.ready_wanted.discard(seat)
        return True

    def away_report(self, seat: int) -> dict[str, Any] | None:
        """What the computer played for ``seat``'s player while he was gone (a ``while_away`` event, None when
        it played nothing), and forget it."""
        s = self.seats[seat]
        report = None
        if s.moves_for or s.deals_for:
            actions = [wire.action_to_json(a) for _, a in s.played_for[-protocol.MAX_AWAY_ACTIONS:]]
            report = protocol.event("while_away", seat, moves=s.moves_for, deals=s.deals_for, actions=actions)
        s.moves_for, s.deals_for, s.played_for = 0, 0, []
        return report

    # -- play
    @property
    def over(self) -> bool:
        return self.match.over

    def to_move(self) -> int:
        return self.match.current_player()

    def check(self, seat: int, action: Action, step: int) -> None:
        """ProtocolError unless ``seat`` may play ``action`` now, having seen ``step``."""
        if self.match.over or not self.started:
            raise ProtocolError("out_of_turn", "the match is not being played")
        if step != self.step:
            raise ProtocolError("out_of_turn", f"stale action: step {step}, the table is at {self.step}")
        if self.to_move() != seat:
            raise ProtocolError("out_of_turn", "not this seat's turn")
        if action not in self.match.legal_actions():
            raise ProtocolError("bad_message", f"illegal action {action}")

    def apply(self, seat: int, action: Action, step: int, by_computer: bool = False) -> list[dict[str, Any]]:
        """Play ``action`` for ``seat``; the events it makes (the action, a deal's end, the match's end).
        ``by_computer``: a computer player's move (a person's take back may undo it)."""
        self.check(seat, action, step)
        deals = len(self.match.finished)
        before = self.match
        self.match = self.match.apply(action)
        self.step += 1
        self.changes += 1
        self.moves.append((seat, before, by_computer))
        if by_computer and self.seats[seat].person:  # played for a person gone or away: told when he is back
            self.seats[seat].moves_for += 1
            self.seats[seat].played_for.append((self.step - 1, action))
        events = [protocol.event("action", seat, action=wire.action_to_json(action))]
        if len(self.match.finished) > deals:
            events.append(self._deal_over())
        if self.match.over:
            events.append(protocol.event("match_over", -1, scores=list(self.match.scores), winner=self.match.winner))
        return events

    def _deal_over(self) -> dict[str, Any]:
        """The deal just over: its ``deal_over`` event; the deal counted for the people it was played for, and
        the next deal waiting for the people."""
        # the deal is over: its cards may be shown now (each client can review and replay it); the next
        # deal is shuffled from the secret seed (table_rules), which is never sent
        # A deal thrown in (everyone passed) is gathered unseen: its cards are never sent (where the cards are
        # only cut, they and one's next hand would tell the cut and so every next hand)
        over = self.match.finished[-1]
        if over.thrown_in:
            event = protocol.event("deal_over", -1, scores=list(self.match.scores))
        else:
            event = protocol.event("deal_over", -1, scores=list(self.match.scores),
                                   deal=wire.deal_to_json(over.dealer, over.deck, over.match_scores))
        self.moves = []
        for s in self.seats:
            if s.person and (s.moves_for or not s.connected or s.away):
                s.deals_for += 1
                s.played_for = []  # a while_away lists the moves of the deal he comes back to
        if not self.match.over:
            self.ready_wanted = self.people()
        return event

    def take_back(self, seat: int, step: int) -> str:
        """Undo ``seat``'s last move of the current deal and the computer's moves after it: "" when done (the
        table is back before that move, its step lower), else why not (nothing changed). Refused when the match
        is not being played, ``step`` is not the table's, the seat has no move in this deal, or a move after
        it was another person's (a player on the network or the host's seat): nobody else's move is undone; and by
        the table's rule (``take_back_rule``): never when "off", once a trick for each seat when "trick" (a
        second take back in the trick it went back to is refused: one look at the computer's reply, not more)."""
        closed = self._take_back_closed(step)
        if closed:
            return closed
        mine = [i for i, (mover, _, _) in enumerate(self.moves) if mover == seat]
        if not mine:
            return "no move of this seat to take back in this deal"
        last = mine[-1]
        if self._person_moved_after(last):
            return "another player has moved since"
        undone = len(self.moves) - last
        trick = _trick_of(self.moves[last][1])
        if self.take_back_rule == "trick":
            if self.took_back_in.get(seat) == trick:
                return TAKE_BACK_USED
            self.took_back_in[seat] = trick
        self.match = self.moves[last][1]
        del self.moves[last:]
        self.step -= undone
        self.changes += 1
        self._forget_undone()
        return ""

    def _take_back_closed(self, step: int) -> str:
        """Why no take back is possible now, at ``step``, whoever asks ("" if one may be)."""
        if self.match.over or not self.started:
            return "the match is not being played"
        if self.take_back_rule == "off":
            return TAKE_BACK_OFF
        if step != self.step:
            return f"the table has moved on (step {self.step}, not {step})"
        return ""

    def _person_moved_after(self, last: int) -> bool:
        """Whether a move after the ``last``-th of the deal was a person's (a player on the network or the host)."""
        return any(not by_computer or self.seats[mover].kind == "host"
                   for mover, _, by_computer in self.moves[last + 1:])

    def _forget_undone(self) -> None:
        """The computer's moves undone were not played for anyone."""
        for s in self.seats:
            kept = [(at, a) for at, a in s.played_for if at < self.step]
            s.moves_for -= len(s.played_for) - len(kept)
            s.played_for = kept

    def view_message(self, seat: int) -> dict[str, Any]:
        """What ``seat`` is sent after a step: its own view only."""
        match = self.match
        return protocol.view(self.step, wire.view_to_json(match.view_for(seat)), match.scores,
                             max(1, match.deal_number))

    def bot_seed(self, seat: int, view: PlayerView, deal_index: int | None = None) -> int:
        """The seed of the computer's decision at ``seat`` in ``view`` (``ai.seeds.bot_seed``): from the
        position alone (match seed, deal index, how many actions of the deal were taken, seat)."""
        index = len(self.match.finished) if deal_index is None else deal_index
        return bot_seed(self.seed, index, len(view.history), seat)

    def choose(self, seat: int, view: PlayerView | None = None, deal_index: int | None = None) -> Action:
        """The computer's action for ``seat`` from that seat's view at its level (call it in a worker thread,
        with the view and deal index taken on the loop: the match may move on meanwhile, when the seat's player
        comes back and plays), by ``chooser`` if given, else ``ai.choose_action``."""
        view = view if view is not None else self.match.view_for(seat)
        seed = self.bot_seed(seat, view, deal_index)
        level = self.levels[seat]
        if self.chooser is not None:
            return self.chooser(view, level.name.lower(), seed)
        return choose_action(view, level, seed)

    def sealed_copy(self, key: bytes) -> bytes:
        """The match's record (engine/record.py) sealed with the host's key: what each client keeps. Beside the
        record, its one key "table_seats" (``table_seats()``: names and token hashes, never a token), so that the
        players of a resumed table come back to their seats with their tokens (``copy_seats``)."""
        data = record(self.match)
        data["table_seats"] = self.table_seats()
        return seal.seal(data, key)

    def truth(self) -> dict[str, Any]:
        """The host's true cards now, for a trace: each seat's hand, its face-down cards, the pack."""
        deal = self.match.deal
        zones = deal.zones
        return {
            "step": self.step, "deal_number": max(1, self.match.deal_number),
            "hands": [[str(c) for c in cards_in(h)] for h in deal.hands],
            "face_down": [[str(c) for c in cards_in(k | d)] for k, d in zip(zones.kitty, zones.table_down)],
            "stock": [str(c) for c in cards_in(zones.stock)],
        }


def _check_table(rules: Ruleset, seats: list[str], take_back: str) -> None:
    """ValueError for a take-back rule, or seats, a table cannot have."""
    if take_back not in protocol.TAKE_BACK_RULES:
        raise ValueError(f"the take-back rule is off, trick or free, not {take_back!r}")
    if len(seats) != rules.players:
        raise ValueError(f"{rules.name} needs {rules.players} seats, not {len(seats)}")
    for kind in seats:
        if kind not in ("open", "computer", "host"):
            raise ValueError(f"a seat is open, computer or host, not {kind!r}")
    if seats.count("host") > 1:
        raise ValueError("the host has one seat")


def _seat_levels(rules: Ruleset, level: Level | str | Sequence[Level | str]) -> list[Level]:
    """Each seat's computer level: one for all, or one a seat."""
    given: list[Level | str] = (
        [level] * rules.players if isinstance(level, (Level, str)) else list(level))
    if len(given) != rules.players:
        raise ValueError(f"{rules.name} needs {rules.players} levels, not {len(given)}")
    return [Level.parse(one) if isinstance(one, str) else Level(one) for one in given]


def _name_clash(name: str, s: Seat, token: str | None) -> str:
    """Why ``name`` cannot take a seat beside ``s``, whose name is or looks like it."""
    if s.kind == "open" and s.name == name and token is None:
        return f"{name} is a player of this table: only {name}'s own program can come back to that seat"
    if s.kind == "open" and s.name == name:
        return f"{name} is a player of this table, and this is not {name}'s seat"
    return f"{name} looks too much like {s.name}, already at this table: choose another name"


def _trick_of(match: MatchState) -> tuple[int, int, int]:
    """Which trick a match is in, for the take-back rule: (deal index, 0 in the auction else 1, tricks done)."""
    deal = match.deal
    return len(match.finished), 0 if deal.phase is Phase.BIDDING else 1, len(deal.tricks)


def resume_copy(sealed: bytes, key: bytes) -> MatchState:
    """The match a client's sealed copy holds, to play on, dealt afresh from a new secret (``secret_seed``):
    its deal in progress starts again from a new shuffle (same dealer, same scores) and so does every later
    deal, the finished deals and the scores kept, so no copy, however old, deals again cards a player has
    seen, and the same copy resumed twice deals differently. SealError (another key, a changed byte, not a
    copy) or RecordError (not a match to play on)."""
    data = seal.unseal(sealed, key)
    if isinstance(data, dict):
        data.pop("table_seats", None)  # the seats of the table, beside the record (copy_seats reads them)
    match = replay(data)
    if not isinstance(match, MatchState):
        raise RecordError("the copy is not of a match")
    if match.over:
        raise RecordError("that match is over")
    return match.reseeded(secret_seed())


def copy_seats(sealed: bytes, key: bytes) -> list[dict[str, Any]]:
    """The seats a sealed copy keeps (``HostTable.table_seats``: each seat's name and token hash), for
    ``HostTable.restore_seats``; [] for a copy without them. SealError as ``resume_copy``; RecordError if they
    are not seats."""
    data = seal.unseal(sealed, key)
    entries = data.get("table_seats", []) if isinstance(data, dict) else []
    if not isinstance(entries, list) or len(entries) > protocol.MAX_SEATS:
        raise RecordError("the copy's seats are damaged")
    seats: list[dict[str, Any]] = []
    for entry in entries:
        if not _seat_entry_ok(entry):
            raise RecordError("the copy's seats are damaged")
        seats.append({"name": entry["name"], "token_hash": entry["token_hash"]})
    return seats


def _seat_entry_ok(entry: Any) -> bool:
    """A copy's seat: its name and its token's hash (64 hex digits, or none)."""
    if not isinstance(entry, dict) or set(entry) != {"name", "token_hash"}:
        return False
    name, digest = entry["name"], entry["token_hash"]
    return isinstance(name, str) and len(name) <= protocol.MAX_NAME and _token_hash_ok(digest)


def _token_hash_ok(digest: Any) -> bool:
    return isinstance(digest, str) and len(digest) in (0, 64) and all(ch in "0123456789abcdef" for ch in digest)


# -- the server --------------------------------------------------------------------------------------
class _Client:
    """One connection: its seat once admitted, its queue of lines to send, its rate bucket."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader = reader
        self.writer = writer
        self.seat = -1
        self.name = ""
        self.queue: asyncio.Queue[bytes | None] = asyncio.Queue(QUEUE_LIMIT)
        self.tokens = float(BURST)
        self.last = time.monotonic()
        self.closed = False
        self.linger = False  # refused: send the refusal, shut the write side, read a little, then close
        self.task: asyncio.Task[Any] | None = None  # the task serving it (cancelled to make way for another)
        self.evicted = False  # pushed out of the pending room by a newer connection
        peer = writer.get_extra_info("peername")
        self.peer = str(peer[0]) if isinstance(peer, tuple) and peer else ""
        self.channel: channel.Channel | None = None  # once the key exchange is done: every line encrypted
        self.short_words = ""  # the words both sides can compare (channel.Keys.short_words), once secured
        self.short_number = ""

    def refund(self) -> None:
        self.tokens = min(float(BURST), self.tokens + 1.0)

    def take_token(self, rate: float) -> bool:
        now = time.monotonic()
        self.tokens = min(float(BURST), self.tokens + (now - self.last) * rate)
        self.last = now
        if self.tokens < 1.0:
            return False
        self.tokens -= 1.0
        return True


class Host:
    """The server of one table. ``await host.start()`` listens (returns the address and port);
    ``await host.serve()`` plays the match to its end; ``await host.close()`` ends the table."""

    def __init__(
        self, table: HostTable, code: str, address: str = DEFAULT_ADDRESS, port: int = 0, *,
        allow_public: bool = False, on_event: Callable[[dict[str, Any]], None] | None = None,
        trace: IO[str] | None = None, idle_timeout: float = 600.0, start_timeout: float = 60.0,
        rate: float = RATE, bot_delay: float = 0.0, silence_timeout: float = SILENCE_TIMEOUT,
        discovery_port: int = 0, name: str = "Belote", copy_key: bytes | None = None, player_name: str = "",
        idle_limit: float = 0.0, mid_match: str = "ask", seat_question_timeout: float = SEAT_QUESTION_TIMEOUT,
    ) -> None:
        if not 1 <= len(code) <= protocol.MAX_CODE:
            raise ValueError(f"a code has 1 to {protocol.MAX_CODE} characters")
        if not allow_public and not is_local_address(address) and address not in WILDCARDS:
            raise ValueError(
                f"{address} is not a loopback or private address: a table is for the local network "
                "(--allow-public, allow_public=True, to listen there anyway)")
        name = protocol.clean_name(name)
        if not 1 <= len(name) <= protocol.MAX_NAME:
            raise ValueError(f"a table's name has 1 to {protocol.MAX_NAME} characters")
        self.table = table
        self.name = name
        # the host's player's name, told in the search's answer (a table's own "host" seat names him otherwise)
        self.player_name = protocol.clean_name(player_name)[:protocol.MAX_NAME]
        self.discovery_port = discovery_port  # 0: no answers to the network's probes
        self.copy_key = copy_key  # the key that seals the clients' copies of the match (None: no copies)
        self.copied_step = -1
        self.discovery: asyncio.DatagramTransport | None = None
        self.code = code  # the password of the key exchange (channel.py): never sent, never received
        self.table_id = channel.new_table_id()  # bound into every connection's keys
        self.address = address
        self.port = port
        self.allow_public = allow_public
        self.on_event = on_event or (lambda _event: None)
        self.trace = trace
        self.idle_timeout = idle_timeout
        self.start_timeout = start_timeout
        self.rate = rate
        self.bot_delay = bot_delay
        self.silence_timeout = silence_timeout
        self.clients: set[_Client] = set()
        self.by_seat: dict[int, _Client] = {}
        self.gate = CodeGate()  # wrong codes: their delays, per address and table-wide (gate.py)
        self.pending: PendingRoom[_Client] = PendingRoom()  # connections that have not given the code yet
        self.server: asyncio.AbstractServer | None = None
        self.extra_servers: list[asyncio.AbstractServer] = []  # 127.0.0.1 beside a non-loopback address
        self.changed = asyncio.Event()
        self.closing = False
        self.finished = asyncio.Event()
        self.last_progress = time.monotonic()
        self.executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="belote-bot")
        self._tasks: set[asyncio.Task[Any]] = set()
        self.lingering = 0
        self.undone_steps: set[int] = set()  # steps of this deal undone by a take back (a late act there is dropped)
        # a player who keeps the table waiting this many seconds (his move, or the next deal) is warned, then the
        # computer plays for him until he is back (0: never)
        self.idle_limit = idle_limit
        self.waiting_since = time.monotonic()  # when the table began waiting for a person (its last progress)
        self.warned: set[int] = set()  # the seats warned since then
        # a seat nobody took before the start, asked for mid-match: "ask" the host's player (a seat_request event,
        # answer_seat_request), "refuse" (a host nobody can ask) or "allow"
        if mid_match not in ("ask", "refuse", "allow"):
            raise ValueError(f"mid_match is ask, refuse or allow, not {mid_match!r}")
        self.mid_match = mid_match
        self.seat_question_timeout = seat_question_timeout
        # the open seat questions (by number), how often new ones may be asked, the players refused for the match
        self.questions: SeatQuestions[_Client] = SeatQuestions(open_at_once=MAX_SEAT_QUESTIONS)

    # -- life
    async def start(self) -> tuple[str, int]:
        self.server = await asyncio.start_server(
            self._handle, self.address, self.port, limit=protocol.MAX_FRAME, reuse_address=True)
        sock = self.server.sockets[0].getsockname()
        self.port = int(sock[1])
        if self.address != "0.0.0.0" and not _loopback(self.address) and self.address != "localhost":
            # a table on one private address (or IPv6's "::", IPv6 only in asyncio) is also reachable at
            # 127.0.0.1 on the same port: the window's own player joins through loopback
            try:
                self.extra_servers.append(await asyncio.start_server(
                    self._handle, "127.0.0.1", self.port, limit=protocol.MAX_FRAME, reuse_address=True))
            except OSError as error:
                self._emit({"event": "no_loopback", "detail": f"not reachable at 127.0.0.1: {error}"})
        found_at = await self._start_discovery()
        self._emit({"event": "listening", "address": str(sock[0]), "port": self.port,
                    "version": PROTOCOL_VERSION, "game": self.table.rules.id, "discovery_port": found_at})
        return str(sock[0]), self.port

    async def _start_discovery(self) -> int:
        """Answer the local network's probes (discovery.py) while the table is open: the UDP port, 0 if off.
        A table on a loopback address answers this machine only; any other listens for the broadcasts."""
        if not self.discovery_port:
            return 0
        loopback = _loopback(self.address) or self.address == "localhost"
        address = ("::1" if ":" in self.address else "127.0.0.1") if loopback else (
            "::" if ":" in self.address else "0.0.0.0")
        try:
            self.discovery, _ = await discovery.start_responder(
                self.describe, address, self.discovery_port,
                lambda peer: self.allow_public or is_local_address(peer))
        except OSError as error:  # the port is taken: the table can still be joined by its address
            self._emit({"event": "discovery_off", "detail": f"no answers to the network's probes: {error}"})
            return 0
        return self.discovery_port

    def describe(self) -> dict[str, Any] | None:
        """The table as a probe's answer tells it (None once it is closing or over): no code, no card."""
        if self.closing or self.table.over:
            return None
        seats = [i for i, s in enumerate(self.table.seats) if s.kind == "open" and not s.connected]
        host = next((s.name for s in self.table.seats if s.kind == "host"), "") or self.player_name
        return discovery.table_answer(self.name, self.table.rules.id, self.port, seats, host)

    async def serve(self) -> None:
        """Wait for the players (start_timeout at most), play the match, close the table."""
        if self.server is None:
            await self.start()
        try:
            await self._play()
        except Exception as error:  # a bug ends the table cleanly: the clients are told, it closes
            self._emit({"event": "error", "detail": f"{type(error).__name__}: {str(error)[:200]}"})
        finally:
            await self.close("over" if self.table.over else "closed")

    def start_now(self) -> None:
        """Start the match without waiting for more players: the computer takes the open seats still empty."""
        self.start_timeout = 0.0
        self.changed.set()

    @property
    def host_seat(self) -> int:
        """The host's own seat, -1 if he has none."""
        return next((i for i, s in enumerate(self.table.seats) if s.kind == "host"), -1)

    def play_as_host(self, action: Action) -> None:
        """The host's own move (a table with ``host_is_bot=False``), checked like a client's: ProtocolError
        if it is not his turn or not legal."""
        seat = self.host_seat
        if seat < 0 or self.table.host_is_bot:
            raise ProtocolError("out_of_turn", "the host has no seat of his own to play")
        self._apply(seat, action, self.table.step)

    def answer_seat_request(self, request: int, yes: bool, not_this_match: bool = False) -> None:
        """The host's player's answer to a ``seat_request`` (an answer to a question over is ignored);
        ``not_this_match``: no, and that player's later requests are refused at once for the rest of the match."""
        self.questions.answer(request, "never" if not_this_match else "yes" if yes else "no")

    def remove_seat(self, seat: int) -> None:
        """The host gives ``seat`` to the computer for good: its player's connection is closed (``refused``
        ``removed``), its token revoked; everyone is told (``removed``)."""
        if not 0 <= seat < len(self.table.seats) or self.table.seats[seat].kind == "host" \
                or self.table.seats[seat].removed:
            return
        client = self.by_seat.pop(seat, None)
        if client is not None:
            client.seat = -1
            self._send(client, protocol.refused("removed", REMOVED))
            self._finish(client)
        name = self.table.remove(seat)
        self._broadcast(protocol.event("removed", seat, name=name or None))
        self._progress()

    async def close(self, why: str = "closed") -> None:
        """End the table: every client is told, its connection closed; the server stops listening."""
        if self.closing:
            await self.finished.wait()
            return
        self.closing = True
        self.changed.set()
        if self.table.started:
            self._send_copies()  # the copy to resume from if this table is not played to its end
        self._tell_closed()
        self._stop_listening()
        pending = [t for t in self._tasks if not t.done()]
        if pending:
            await asyncio.wait(pending, timeout=3.0)
            for task in pending:
                task.cancel()
        for client in list(self.clients):
            client.writer.close()
        self.executor.shutdown(wait=False, cancel_futures=True)
        self._emit({"event": "closed", "why": why, "scores": list(self.table.match.scores),
                    "winner": self.table.match.winner if self.table.over else -1})
        self.finished.set()

    def _tell_closed(self) -> None:
        """Every client told the table is closed, its connection finished."""
        for client in list(self.clients):
            if client.channel is None:  # still in its key exchange: a refusal, in the clear, as any before it
                self._send(client, protocol.refused("table_full", "the table is closed"))
            else:
                self._send(client, protocol.event("closed", client.seat))
            self._finish(client)

    def _stop_listening(self) -> None:
        """The servers and the answers to the network's probes closed."""
        if self.server is not None:
            self.server.close()
        for server in self.extra_servers:
            server.close()
        if self.discovery is not None:
            self.discovery.close()

    # -- the match
    async def _play(self) -> None:
        table = self.table
        began = time.monotonic()
        while table.waiting_for_players() and not self.closing:
            left = began + self.start_timeout - time.monotonic()
            if left <= 0:
                break
            self.changed.clear()
            try:
                await asyncio.wait_for(self.changed.wait(), timeout=min(left, 1.0))
            except TimeoutError:
                pass
        if self.closing:
            return
        table.started = True
        self._progress()
        self._emit({"event": "started", "seats": table.seat_list()})
        self._trace_truth()
        self._send_views()
        loop = asyncio.get_running_loop()
        while not table.over and not self.closing:
            if time.monotonic() - self.last_progress > self.idle_timeout:
                self._emit({"event": "idle", "seconds": self.idle_timeout})
                return
            seat = table.to_move()
            if not table.ready_wanted and table.computer_plays(seat):
                step, changes = table.step, table.changes
                # No tells (issue 58): the move goes out at a time drawn before the thinking, independently of
                # the position, and never sooner than the thinking is done: a forced move (one card of the suit
                # led, one trump) waits as long as any other, so its speed says nothing of the computer's cards.
                release = time.monotonic() + self.reply_delay()
                try:
                    action = await asyncio.wait_for(loop.run_in_executor(
                        self.executor, table.choose, seat, table.match.view_for(seat), len(table.match.finished)),
                        BOT_TIMEOUT)
                except TimeoutError:
                    self._emit({"event": "error", "detail": f"the computer at seat {seat} took too long"})
                    return
                except asyncio.CancelledError:
                    # close() shut the thinking thread down and cancelled this choice: the table ends quietly.
                    # A cancellation of this task itself (not of the choice) goes on up.
                    task = asyncio.current_task()
                    if self.closing and (task is None or not task.cancelling()):
                        return
                    raise
                wait = release - time.monotonic()
                if wait > 0:
                    await asyncio.sleep(wait)
                if self.closing or table.changes != changes or not table.computer_plays(seat):
                    continue  # the player came back while the computer thought, or a move was taken back
                self._apply(seat, action, step, by_computer=True)
            else:
                self._check_idle(sorted(table.ready_wanted) or [seat])
                self.changed.clear()
                try:
                    await asyncio.wait_for(self.changed.wait(), timeout=0.5)
                except TimeoutError:
                    pass

    def _progress(self) -> None:
        """The table moved (a move, a take back, a player ready, back or seated): the idle clocks start again."""
        self.last_progress = self.waiting_since = time.monotonic()
        self.warned.clear()
        self.changed.set()

    def _check_idle(self, waiting_for: list[int]) -> None:
        """Warn the people the table waits for, then let the computer play for them (``idle_limit``)."""
        if self.idle_limit <= 0:
            return
        idle = time.monotonic() - self.waiting_since
        warning = min(IDLE_WARNING, self.idle_limit / 2)
        for seat in waiting_for:
            client = self.by_seat.get(seat)
            if client is None or not self.table.seats[seat].connected or self.table.seats[seat].away:
                continue
            if idle >= self.idle_limit:
                self._go_away(seat, client)
            elif idle >= self.idle_limit - warning and seat not in self.warned:
                self.warned.add(seat)
                left = max(1, round(self.idle_limit - idle))
                self._emit({"event": "idle_warning", "seat": seat, "name": client.name, "seconds": left})
                self._send(client, protocol.event("idle_warning", seat, seconds=left))

    def _go_away(self, seat: int, client: _Client) -> None:
        waited = bool(self.table.ready_wanted)
        self.table.seats[seat].away = True
        self.table.ready_wanted.discard(seat)
        self._broadcast(protocol.event("away", seat, name=client.name))
        if waited:
            self._broadcast(protocol.event("waiting", -1, seats=sorted(self.table.ready_wanted)))
        self.changed.set()

    def _back(self, client: _Client, seat: int) -> None:
        """An away player is back: the computer stops playing for him; he hears what it played."""
        s = self.table.seats[seat]
        if not s.away:
            return
        s.away = False
        self._broadcast(protocol.event("came_back", seat, name=client.name))
        self._tell_what_was_played(client, seat)
        self._progress()

    def _tell_what_was_played(self, client: _Client, seat: int) -> None:
        """A player back hears what the computer played for him meanwhile (``while_away``), if anything."""
        report = self.table.away_report(seat)
        if report is not None:
            self._send(client, report)

    def _ready(self, seat: int, step: int) -> None:
        if self.table.ready(seat, step):
            self._broadcast(protocol.event("waiting", -1, seats=sorted(self.table.ready_wanted)))
            self._progress()

    def reply_delay(self) -> float:
        """How long a computer move takes to go out, from when it is asked for: uniform between half and one and a
        half times ``bot_delay`` (its mean), from the system's randomness (nothing of the position or the match's
        seed); 0 when the host has no delay (the tests' and tools' headless host)."""
        if self.bot_delay <= 0:
            return 0.0
        return self.bot_delay * (0.5 + _REPLY_RANDOM.random())

    def _apply(self, seat: int, action: Action, step: int, by_computer: bool = False) -> None:
        events = self.table.apply(seat, action, step, by_computer)
        self._progress()
        self._trace_truth()
        # the action and a deal's end (and whom the next deal waits for), then every seat's view, then the
        # match's end: a client that stops at match_over has already read the match's final view (its last
        # cards and the final scores)
        last = [e for e in events if e["what"] == "match_over"]
        for event in events:
            if event["what"] != "match_over":
                self._broadcast(event)
        deal_over = any(e["what"] == "deal_over" for e in events)
        if deal_over and not self.table.over:
            self._broadcast(protocol.event("waiting", -1, seats=sorted(self.table.ready_wanted)))
        self._send_views()
        if deal_over:
            self.undone_steps.clear()  # no take back reaches into a finished deal
            self._send_copies()  # each client's copy of the match, after every deal
        for event in last:
            self._broadcast(event)
        self.changed.set()

    def _take_back(self, client: _Client, seat: int, step: int) -> None:
        """A player's take back: done (``took_back`` to all, then every view), or refused to him alone
        (``no_take_back``; his connection stays open: asking a moment too late is no cheat)."""
        table = self.table
        before = table.step
        why = table.take_back(seat, step)
        if why:
            self._emit({"event": "no_take_back", "seat": seat, "detail": why})
            self._send(client, protocol.event("no_take_back", seat, detail=why))
            return
        self.undone_steps.update(range(table.step + 1, before + 1))
        self._progress()
        self._trace_truth()
        self._broadcast(protocol.event("took_back", seat, step=table.step))
        self._send_views()
        self.changed.set()

    # -- sending
    def _send_copies(self) -> None:
        """Every seated client's sealed copy of the match now (seal.py; none without a key)."""
        if self.copy_key is None or not self.by_seat or self.copied_step == self.table.step:
            return
        try:
            sealed = self.table.sealed_copy(self.copy_key)
        except seal.SealError as error:  # a record too large to send: the clients keep their last copy
            self._emit({"event": "error", "detail": str(error)})
            return
        self.copied_step = self.table.step
        self._emit({"event": "copy", "step": self.table.step, "bytes": len(sealed)})
        message = protocol.copy(sealed, self.table.step)
        for client in list(self.by_seat.values()):
            self._send(client, message)

    def _emit(self, event: dict[str, Any]) -> None:
        self.on_event(event)

    def _broadcast(self, message: dict[str, Any]) -> None:
        self._emit({"event": message["what"], **{k: v for k, v in message.items() if k not in ("type", "what")}})
        for client in list(self.by_seat.values()):
            self._send(client, message)

    def _send_views(self) -> None:
        for seat, client in list(self.by_seat.items()):
            self._send(client, self.table.view_message(seat))

    def _send(self, client: _Client, message: dict[str, Any]) -> None:
        if client.closed:
            return
        if self.trace is not None:
            self.trace.write(json.dumps({"seat": client.seat, "message": message}, separators=(",", ":")) + "\n")
        try:
            line = protocol.encode(message)
        except ProtocolError:  # never expected: a view is a few kilobytes
            self._emit({"event": "error", "detail": f"a message to seat {client.seat} is too large"})
            self._drop(client)
            return
        if client.channel is not None:  # sealed now, in the queue's order: the frames' counter is that order
            line = client.channel.seal(line)
        try:
            client.queue.put_nowait(line)
        except asyncio.QueueFull:
            self._drop(client)  # too far behind: it cannot be reading

    def _trace_truth(self) -> None:
        if self.trace is not None:
            self.trace.write(json.dumps({"truth": self.table.truth()}, separators=(",", ":")) + "\n")
            self.trace.flush()

    def _finish(self, client: _Client) -> None:
        """Send what is queued, then close (the writer task ends on the None)."""
        if not client.closed:
            client.closed = True
            try:
                client.queue.put_nowait(None)
            except asyncio.QueueFull:
                client.writer.close()

    def _drop(self, client: _Client) -> None:
        client.closed = True
        client.writer.close()

    async def _writer(self, client: _Client) -> None:
        done = False
        try:
            while True:
                line = await client.queue.get()
                if line is None:
                    done = True
                    break
                client.writer.write(line)
                await asyncio.wait_for(client.writer.drain(), SEND_TIMEOUT)
        except (OSError, TimeoutError, ConnectionError):
            pass
        finally:
            client.closed = True
            if not (done and client.linger):  # a refused client's connection is closed by _linger
                client.writer.close()

    async def _linger(self, client: _Client) -> None:
        """Close a refused connection gently: its refusal sent, shut the write side, read (and drop) what the
        client still sends, LINGER_BYTES and LINGER_SECONDS at most, then close. Closing at once, with the
        client's unread lines (a hello not yet read) in the socket, resets the connection, and the client may
        lose the refusal before it reads it."""
        writer, reader = client.writer, client.reader
        if writer.is_closing() or self.lingering >= MAX_LINGERING:
            return
        self.lingering += 1
        try:
            if writer.can_write_eof():
                writer.write_eof()
            deadline = time.monotonic() + LINGER_SECONDS
            got = 0
            while got < LINGER_BYTES:
                left = deadline - time.monotonic()
                if left <= 0:
                    break
                data = await asyncio.wait_for(reader.read(LINGER_BYTES - got), left)
                if not data:
                    break  # the client closed its side: nothing left to reset
                got += len(data)
        except (OSError, ConnectionError, TimeoutError):
            pass
        finally:
            self.lingering -= 1

    # -- receiving
    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        client = _Client(reader, writer)
        task = client.task = asyncio.current_task()
        if task is not None:
            self._tasks.add(task)
        sender = asyncio.create_task(self._writer(client))
        self._tasks.add(sender)
        self.clients.add(client)
        try:
            await self._serve_client(client)
        except asyncio.CancelledError:
            if not client.evicted or task is None:
                raise
            task.uncancel()  # made way for a newer connection: refused, this task goes on to close it
            self._refuse(client, "table_full", "too many connections")
        except ProtocolError as error:
            self._refuse(client, error.reason, error.detail)
        except (OSError, ConnectionError, asyncio.IncompleteReadError):
            pass
        except Exception as error:  # a bug must close this client only, never the table
            self._emit({"event": "error", "detail": f"{type(error).__name__}: {str(error)[:200]}"})
            self._refuse(client, "bad_message", "the host could not read this")
        finally:
            self.pending.remove(client)
            self._unseat(client)
            self._finish(client)
            self.clients.discard(client)
            try:
                await asyncio.wait_for(sender, SEND_TIMEOUT)
            except (TimeoutError, asyncio.CancelledError, OSError):
                pass
            if client.linger and not self.closing:
                await self._linger(client)
            writer.close()
            self._tasks.discard(sender)
            if task is not None:
                self._tasks.discard(task)

    async def _read(self, client: _Client, timeout: float) -> bytes:
        """One line (opened from its frame once the connection is secured); ProtocolError too_large for a longer
        one, bad_message for a frame that does not open (changed, replayed, out of order, cut), ConnectionError
        at its end or its timeout."""
        try:
            line = await asyncio.wait_for(client.reader.readuntil(b"\n"), timeout)
        except asyncio.LimitOverrunError:
            raise ProtocolError("too_large", f"a line over {protocol.MAX_MESSAGE} bytes") from None
        except asyncio.IncompleteReadError as error:
            if len(error.partial) >= protocol.MAX_MESSAGE:
                raise ProtocolError("too_large", f"a line over {protocol.MAX_MESSAGE} bytes") from None
            raise ConnectionError("closed") from None
        except TimeoutError:
            raise ConnectionError("silent too long") from None
        if not client.take_token(self.rate):
            raise ProtocolError("too_many", f"more than {self.rate:g} messages a second")
        if client.channel is not None:
            if len(line) > protocol.MAX_FRAME:
                raise ProtocolError("too_large", f"a line over {protocol.MAX_MESSAGE} bytes")
            try:
                line = client.channel.open(line)
            except channel.ChannelError as error:
                raise ProtocolError("bad_message", str(error)) from None
        return line

    async def _secure(self, client: _Client) -> None:
        """The key exchange over the table's code (channel.py), before anything else: the client's SPAKE2
        message, the host's (with the table's id), the client's key confirmation, checked (a wrong code: one
        guess, counted by the gate, answered after its delay, then ``bad_code``), the host's. Then every line
        is encrypted and authenticated. The code is never sent; nothing the host sends before the client's
        confirmation depends on the code, so a guess cannot be tested without the host counting it."""
        first = protocol.decode_handshake(await self._read(client, HELLO_TIMEOUT), from_host=False)
        if not isinstance(first, protocol.Pake):
            raise ProtocolError("bad_message", "the key exchange first")
        wait = self.gate.read_after(client.peer)  # this address's last wrong code not answered yet
        if wait > 0:
            await asyncio.sleep(wait)
        # SPAKE2 is pure Python (about 10 ms a side): in a thread, so a flood of key exchanges slows the table's
        # loop without stopping it (the pending room bounds how many run at once)
        try:
            shake, keys = await asyncio.get_running_loop().run_in_executor(None, self._exchange, first.message)
        except channel.ChannelError as error:
            raise ProtocolError("bad_message", str(error)) from None
        self._send_clear(client, protocol.pake(PROTOCOL_VERSION, shake.message, self.table_id))
        confirmation = protocol.decode_handshake(await self._read(client, HELLO_TIMEOUT), from_host=False)
        if not isinstance(confirmation, protocol.Confirm):
            raise ProtocolError("bad_message", "the key confirmation next")
        if not keys.check_guest(confirmation.mac):
            await asyncio.sleep(self.gate.wrong(client.peer))  # answered later and later (gate.py)
            raise ProtocolError("bad_code", "wrong code")
        self._send_clear(client, protocol.confirm(keys.confirmation))
        client.channel = keys.channel()  # from here on, every line of this connection is sealed
        client.short_words, client.short_number = keys.short_words, keys.short_number

    def _exchange(self, theirs: bytes) -> tuple[channel.Handshake, channel.Keys]:
        shake = channel.Handshake(self.code, guest=False)
        return shake, shake.finish(theirs, self.table_id)

    def _send_clear(self, client: _Client, message: dict[str, Any]) -> None:
        """A line of the key exchange, in the clear (never a secret)."""
        if not client.closed:
            client.queue.put_nowait(protocol.encode(message))

    def short_words(self) -> dict[int, str]:
        """The short words of each seated connection (its seat: the words its player's window shows too)."""
        return {seat: client.short_words for seat, client in self.by_seat.items()}

    def _refuse(self, client: _Client, reason: str, detail: str) -> None:
        self._emit({"event": "refused", "reason": reason, "detail": detail, "seat": client.seat,
                    "name": client.name})
        client.linger = True
        self._send(client, protocol.refused(reason, detail))

    async def _serve_client(self, client: _Client) -> None:
        self._admit(client)
        await self._secure(client)  # the key exchange: the right code, or refused (and counted)
        self.pending.remove(client)  # the code proved: out of the pending room, never pushed out now
        message = await self._read_hello(client)
        seat, what, token = await self._take_seat(client, message)
        self._welcome_seated(client, seat, what, token)
        await self._serve_seated(client, seat)

    def _admit(self, client: _Client) -> None:
        """A new connection before its key exchange: refused where the table is closed, the peer is not on the
        local network (unless public) or has tried too many wrong codes; room made for it among the pending."""
        if self.closing:
            raise ProtocolError("table_full", "the table is closed")
        if not self.allow_public and client.peer and not is_local_address(client.peer):
            raise ProtocolError("bad_code", "not on the local network")
        if self.gate.refused(client.peer):
            raise ProtocolError("bad_code", "too many wrong codes")
        for other in self.pending.add(client, client.peer):  # room for the new one: never refused for room
            other.evicted = True
            if other.task is not None:
                other.task.cancel()

    async def _read_hello(self, client: _Client) -> protocol.Hello:
        """The secured connection's first line: a hello in this program's version, while the match goes on."""
        message = protocol.decode_client(await self._read(client, HELLO_TIMEOUT))
        if not isinstance(message, protocol.Hello):
            raise ProtocolError("bad_message", "say hello first")
        if message.version != PROTOCOL_VERSION:
            who = "this program" if message.version < PROTOCOL_VERSION else "the host's program"
            raise ProtocolError(
                "old_version", f"the host speaks version {PROTOCOL_VERSION}, this client {message.version}: "
                f"update {who}")
        if self.table.over:
            raise ProtocolError("table_full", "the match is over")
        return message

    async def _take_seat(self, client: _Client, message: protocol.Hello) -> tuple[int, str, str]:
        """The seat the hello joins (the host lets a newcomer in once the match started): (seat, what, token);
        an old connection of that seat still open is closed."""
        try:
            seat, what = self.table.plan_join(message.name, message.seat, message.token)
            if what == "joined" and self.table.started:  # a seat nobody took before the start: the host says
                seat = await self._let_in(client, seat, message.name)
            seat, what, token = self.table.join(message.name, seat if what == "joined" else None, message.token)
        except TableFull as full:
            raise ProtocolError(full.reason, full.detail) from None
        old = self.by_seat.pop(seat, None)
        if old is not None:
            # the seat came back with its token while an old connection of it is still open (a network that
            # dropped unnoticed, a second window): the old connection is closed, never the token's owner
            old.seat = -1
            self._emit({"event": "superseded", "seat": seat})
            self._send(old, protocol.refused("name_taken", SEAT_ELSEWHERE))
            self._finish(old)
        return seat, what, token

    def _welcome_seated(self, client: _Client, seat: int, what: str, token: str) -> None:
        """The newly seated client: the welcome, the deals over so far, the others told, the table's state."""
        name = self.table.seats[seat].name  # a seat's name is the one it sat down with
        client.seat, client.name = seat, name
        self.by_seat[seat] = client
        self._emit({"event": "secured", "seat": seat, "name": name, "short_words": client.short_words,
                    "short_number": client.short_number})
        self._send(client, protocol.welcome(seat, self.table.seat_list(), self.table.rules, token,
                                            self.table.take_back_rule, round(self.idle_limit), self.name))
        if self.table.match.finished:  # joined a match under way: the deals over so far, for its score sheet
            past = protocol.past_deals([wire.past_deal_to_json(d) for d in self.table.match.finished])
            if past["deals"]:
                self._send(client, past)
        self._broadcast(protocol.event(what, seat, name=name))
        if self.table.ready_wanted:  # between two deals: whom the next deal waits for
            self._send(client, protocol.event("waiting", -1, seats=sorted(self.table.ready_wanted)))
        if self.table.started:
            self._send(client, self.table.view_message(seat))
        if what == "came_back":
            self.table.seats[seat].away = False
            self._tell_what_was_played(client, seat)
        self._progress()

    async def _serve_seated(self, client: _Client, seat: int) -> None:
        """A seated client's lines until it leaves, falls silent or the table closes."""
        while not client.closed:
            message = protocol.decode_client(await self._read(client, self.silence_timeout))
            if client.seat != seat or client.closed:
                return  # the table closed
            if isinstance(message, protocol.Ping):
                self._send(client, protocol.PONG)
            elif isinstance(message, protocol.Leave):
                return
            elif isinstance(message, protocol.Hello):
                raise ProtocolError("bad_message", "hello twice")
            elif isinstance(message, protocol.TakeBack):
                self._take_back(client, seat, message.step)
            elif isinstance(message, protocol.Ready):
                self._ready(seat, message.step)
            elif isinstance(message, protocol.Back):
                self._back(client, seat)
            else:
                self._act(client, seat, message)

    def _act(self, client: _Client, seat: int, message: protocol.Act) -> None:
        """A seated client's move: applied, or dropped where it was sent before its player saw the table
        change (a take back, the next deal, a move the computer made for him while he was away)."""
        try:
            action = wire.action_from_json(message.action, self.table.rules)
        except wire.WireError as error:
            raise ProtocolError("bad_message", str(error)) from None
        if message.step in self.undone_steps and message.step != self.table.step:
            # sent before its player saw a take back undo that step: dropped, not a cheat
            self._emit({"event": "dropped", "seat": seat, "step": message.step})
            return
        was_away = self.table.seats[seat].away
        self._back(client, seat)  # a move from an away player: he is back
        if self.table.ready_wanted or (was_away and (
                message.step != self.table.step or self.table.to_move() != seat)):
            # before the next deal began (his window was a moment ahead), or a move the computer made
            # for him meanwhile: dropped, not a cheat
            self._emit({"event": "dropped", "seat": seat, "step": message.step})
            if self.table.ready_wanted:
                self._send(client, protocol.event("waiting", -1, seats=sorted(self.table.ready_wanted)))
            return
        self._apply(seat, action, message.step)
        client.refund()  # a move the table took is paced by the table, not a flood

    def _unseat(self, client: _Client) -> None:
        seat = client.seat
        if seat < 0 or self.by_seat.get(seat) is not client:
            return
        del self.by_seat[seat]
        client.seat = -1
        waited = bool(self.table.ready_wanted)
        self.table.leave(seat)
        self.table.seats[seat].away = False  # gone now, not away: he comes back with his token
        if not self.closing:
            self._broadcast(protocol.event("left", seat, name=client.name))
            self._broadcast(protocol.event("replaced", seat, name=client.name))
            if waited:  # whom the next deal still waits for
                self._broadcast(protocol.event("waiting", -1, seats=sorted(self.table.ready_wanted)))
        self.changed.set()

    async def _let_in(self, client: _Client, seat: int, name: str) -> int:
        """A seat nobody took before the start, asked for mid-match: only with the host's player's yes (asked
        with a ``seat_request`` event, ``seat_question_timeout`` seconds at most), the seat asked first when the
        same player asks again (asking.py: one question a player, a few a minute); TableFull otherwise."""
        if self.mid_match == "allow":
            return seat
        if self.mid_match == "refuse":
            raise TableFull(NOT_LET_IN)
        try:
            question, new = self.questions.ask(client, seat, name, client.peer)
        except SeatRefused as refused:
            self._emit({"event": "seat_request_refused", "seat": seat, "name": name, "detail": refused.detail})
            raise TableFull(refused.detail) from None
        self._send(client, protocol.wait(ASKING))
        if new:
            self._emit({"event": "seat_request", "request": question.request, "seat": question.seat, "name": name})
        outcome = "gone"  # (cancelled: the connection or the table went)
        try:
            outcome = await self._answer_for(question, client)
        finally:
            if question.asker is client:  # (a repeat took it over: that connection ends it)
                self.questions.end(question, outcome)
                self._emit({"event": "seat_request_over", "request": question.request, "seat": question.seat,
                            "name": question.name, "outcome": outcome})
        if outcome != "yes":
            raise TableFull(asking.OUTCOME_DETAILS.get(outcome, NOT_LET_IN))
        return question.seat

    async def _answer_for(self, question: SeatQuestion[_Client], client: _Client) -> str:
        """The host's answer to ``question`` for ``client`` (asking.ANSWERS), or what ended it first: "superseded"
        (the same player asked again on another connection), "timeout", "gone" (the asker or the table)."""
        while True:
            if question.asker is not client:
                return "superseded"
            if question.answer.done():
                return question.answer.result()
            if time.monotonic() - question.began >= self.seat_question_timeout:
                return "timeout"
            if client.reader.at_eof() or client.closed or self.closing:
                return "gone"
            await asyncio.wait({question.answer}, timeout=0.25)


# -- the headless host ---------------------------------------------------------------------------------
SEAT_WORDS = {"you": "host", "open": "open", "computer": "computer"}


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m belote_desktop.net.host",
        description="A headless table on the local network: prints one JSON line per event, the first "
        '{"event": "listening", "address": ..., "port": ...}. The seat "you" is played by the host\'s own '
        "computer player at --level (there is no screen here); open seats wait for players (computer players "
        "fill those still empty after --start-timeout); computer seats are played by the computer.")
    parser.add_argument("--variant", default="classic", help="the game (a preset id, e.g. classic, coinche)")
    parser.add_argument("--code", required=True, help="the join code the players must give")
    parser.add_argument("--port", type=int, default=0, help="the port (0: any free port)")
    parser.add_argument("--seats", required=True, help="one word a seat, in play order: you, open or computer")
    parser.add_argument("--level", default="intermediate", help="the computer players' level")
    parser.add_argument("--levels", default=None,
                        help="one level a seat, in play order (L0,L1,L2,L3), instead of --level: each seat's computer "
                        "player (a computer seat, or an open seat the computer takes over)")
    parser.add_argument("--seed", default=None,
                        help="the match's seed (default: a secret of 128 bits; whoever knows the seed knows every card)")
    parser.add_argument("--target", type=int, default=None, help="the score that ends the match")
    parser.add_argument("--address", default=DEFAULT_ADDRESS, help="the address to listen on (loopback by default)")
    parser.add_argument("--allow-public", action="store_true",
                        help="listen on an address outside the private ranges (not advised)")
    parser.add_argument("--trace", default=None,
                        help="a file for every message sent and the true cards after each step (tests)")
    parser.add_argument("--idle-timeout", type=float, default=600.0,
                        help="seconds without a move before the table closes itself")
    parser.add_argument("--start-timeout", type=float, default=60.0,
                        help="seconds to wait for the open seats to fill before the computer takes them")
    parser.add_argument("--bot-delay", type=float, default=0.0, help="seconds a computer player waits before a move")
    parser.add_argument("--key-file", default=None,
                        help="the host's key (made if the file is missing): each client is sent a copy of the match "
                        "sealed with it after every deal; without it, no copies")
    parser.add_argument("--resume-copy", default=None,
                        help="play on the match of a client's sealed copy (needs the --key-file that sealed it; "
                        "--variant and --target are then the copy's)")
    parser.add_argument("--name", default="Belote", help="the table's name, as players looking for tables see it")
    parser.add_argument("--take-back", default="trick", choices=protocol.TAKE_BACK_RULES,
                        help="the table's take-back rule: off, trick (each player once a trick: the default) or free "
                        "(whenever only the computer moved since)")
    parser.add_argument("--discovery-port", type=int, default=discovery.DISCOVERY_PORT,
                        help="the UDP port where the table answers the local network's probes (0: it does not)")
    parser.add_argument("--idle-limit", type=float, default=0.0,
                        help="seconds a player may keep the table waiting (his move, or the next deal) before he is "
                        "warned and the computer plays for him until he is back (0: no limit)")
    parser.add_argument("--mid-match", default="refuse", choices=("refuse", "allow"),
                        help="a seat nobody took before the start, asked for once the match has begun: refused (the "
                        "default: a headless host has nobody to ask) or allowed")
    return parser


def _resumed(path: str, key: bytes | None) -> tuple[MatchState, list[dict[str, Any]]]:
    """The match of the sealed copy at ``path`` and its seats (``--resume-copy``); ValueError if it cannot be."""
    if key is None:
        raise ValueError("--resume-copy needs the --key-file that sealed the copy")
    try:
        with open(path, "rb") as copy_file:
            sealed = copy_file.read(seal.MAX_SEALED + 1)
    except OSError as error:
        raise ValueError(f"cannot read the copy: {error}") from None
    return resume_copy(sealed, key), copy_seats(sealed, key)


def _seat_words(seats: str) -> list[str]:
    """``--seats``' words: you, open or computer, one a seat."""
    words = [w.strip().lower() for w in seats.split(",")]
    if any(w not in SEAT_WORDS for w in words):
        raise ValueError(f"--seats takes you, open or computer, not {seats!r}")
    return words


def _levels_of(one: str, each: str | None, seats: int) -> Level | list[Level]:
    """``--level``, or ``--levels``' one level a seat."""
    level: Level | list[Level] = Level.parse(one)
    if each is not None:
        level = [Level.parse(word) for word in each.split(",")]
        if len(level) != seats:
            raise ValueError(f"--levels takes one level a seat ({seats}), not {each!r}")
    return level


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        key = seal.load_or_create_key(args.key_file) if args.key_file else None
        resumed: MatchState | None = None
        seats_kept: list[dict[str, Any]] = []
        if args.resume_copy:
            resumed, seats_kept = _resumed(args.resume_copy, key)
            rules = resumed.rules
        else:
            rules = find_variant(args.variant)
            if args.target is not None:
                rules = rules.with_overrides({"target_score": args.target})
        words = _seat_words(args.seats)
        level = _levels_of(args.level, args.levels, len(words))
        seed: int | str | None = None  # a secret (secret_seed), for a resumed table's computer players too
        if resumed is None and args.seed is not None:
            seed = int(args.seed) if args.seed.isdigit() else args.seed
        table = HostTable(rules, [SEAT_WORDS[w] for w in words], level, seed, match=resumed,
                          take_back=args.take_back)
        if resumed is not None:
            table.restore_seats(seats_kept)  # the players come back to their seats with their tokens
    except (KeyError, ValueError) as error:  # SealError and RecordError are ValueErrors
        print(json.dumps({"event": "error", "detail": str(error)}), flush=True)
        return 2
    if resumed is not None:
        print(json.dumps({"event": "resumed", "step": table.step, "deal_number": resumed.deal_number,
                          "scores": list(resumed.scores), "variant": rules.id}), flush=True)

    def emit(event: dict[str, Any]) -> None:
        sys.stdout.write(json.dumps(event, separators=(",", ":")) + "\n")
        sys.stdout.flush()

    async def run() -> int:
        trace = open(args.trace, "w", encoding="utf-8") if args.trace else None  # noqa: SIM115
        try:
            host = Host(table, args.code, args.address, args.port, allow_public=args.allow_public, on_event=emit,
                        trace=trace, idle_timeout=args.idle_timeout, start_timeout=args.start_timeout,
                        bot_delay=args.bot_delay, discovery_port=args.discovery_port, name=args.name,
                        copy_key=key, idle_limit=args.idle_limit, mid_match=args.mid_match)
            await host.start()
            loop = asyncio.get_running_loop()
            for signum in (signal.SIGTERM, signal.SIGINT):
                try:  # the clients are told the table closes
                    loop.add_signal_handler(signum, lambda: asyncio.ensure_future(host.close("stopped")))
                except (NotImplementedError, RuntimeError):  # Windows
                    pass
            await host.serve()
            return 0 if table.over else 1
        finally:
            if trace is not None:
                trace.close()

    try:
        return asyncio.run(run())
    except ValueError as error:
        emit({"event": "error", "detail": str(error)})
        return 2
    except OSError as error:
        emit({"event": "error", "detail": f"cannot listen: {error}"})
        return 2
    except KeyboardInterrupt:
        return 1


if __name__ == "__main__":
    sys.exit(main())
