"""The host's table without I/O (host.py is the server around it): ``HostTable`` holds the match and its seats,
admits players to seats, applies actions (checked against the engine's legal actions and the step the sender saw),
takes moves back by the table's rule and writes each seat's view; the computer decides for its seats from their
own views. A match's sealed copy (seal.py) is read back here to play on (``resume_copy``, ``copy_seats``)."""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..ai import Level, choose_action
from ..ai.seeds import bot_seed
from ..engine import Action, MatchState, Phase, PlayerView, Ruleset, new_match
from ..engine.cards import cards_in
from ..engine.record import RecordError, record, replay
from . import names, protocol, seal, wire
from .protocol import ProtocolError


def secret_seed() -> str:
    """A match's secret: 128 random bits (32 hex digits), never sent; too many to search from one's own hand."""
    return secrets.token_hex(16)


def table_rules(rules: Ruleset) -> Ruleset:
    """The rules a table on the network deals by: the game's own, with the cards shuffled before every deal.
    Most of these games gather the tricks and cut them; the tricks are public, so a program could try every cut
    against its own next hand and find every other one. Shuffled from the secret seed, nothing is left to find."""
    return rules if rules.shuffle_every_deal else rules.with_overrides({"shuffle_every_deal": True})



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
SEAT_WORD = "a seat's word is not a name"  # the refusal of a player called "You" (names.is_seat_word)


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
