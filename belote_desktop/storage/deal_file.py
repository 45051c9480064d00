"""Deal files: one deal of any game as plain text a person can read and write. See docs/deal-format.md.

A deal file names the rules (preset and changed options), the dealer, the cards of every seat in
every zone (hand, kitty, face-down and face-up table cards, the cards received after the auction),
the turned card, the pack and the cards never dealt, an optional seed, then the auction and the
play as the engine's action codes. Reading builds the deck with ``engine.state.deck_for_hands`` (the
inverse of the deal script) and replays every move through the engine, so a file that loads is a
deal the rules allow. A file may stop anywhere: after the cards, in the auction, in the play.

Problems raise ``DealFileError``: the line (1-based; 0 for the file as a whole), a ``code`` the UI
turns into words, its ``params``, and an English message.

``cfn`` writes La Coinche deals in colver's CFN (Contrée FEN Notation) too.

>>> from belote_desktop.engine import find_variant, new_deal
>>> deal = new_deal(find_variant("classic"), dealer=3, seed=11)
>>> deal = deal.apply(deal.legal_actions()[0])
>>> read_deal(write_deal(deal)).state == deal
True
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine import (
    VARIANTS, Action, Card, DealState, Declare, Phase, PlayCard, Ruleset, Strain,
    find_variant, new_deal, parse_action,
)
from ..engine.actions import PLAY, Bid, Double, Pass, Redouble
from ..engine.cards import CARDS, deck_cards
from ..engine.deal import DealScript, DealStep, StepKind, Zone
from ..engine.rules import FirstLead, TrumpScheme
from ..engine.state import deck_for_hands, shuffled_deck

FORMAT_VERSION = 1
MAGIC = "belote-deal"
MAX_DEAL_FILE_BYTES = 256 * 1024  # a deal takes about 2 KB; anything far bigger is not a deal file
MAX_SEED_LENGTH = 200
SUFFIX = ".deal"
MAX_ECHO = 40  # a value quoted back in a message is cut to this many characters
MAX_RULE_DEPTH = 8  # the options' values are flat lists; deeper is no option's value

SEAT_NAMES_4 = ("South", "East", "North", "West")
# the zones a file names per seat, by their key words; "hand" and "after auction" are hand cards
ZONE_WORDS = {
    "hand": Zone.HAND, "kitty": Zone.KITTY, "table down": Zone.TABLE_DOWN, "table up": Zone.TABLE_UP,
}
AFTER = "after auction"


class DealFileError(ValueError):
    """A deal file that cannot be read: ``line`` (0: the whole file), ``code`` and ``params`` for the UI's words."""

    def __init__(self, line: int, code: str, message: str, **params: Any) -> None:
        super().__init__(message)
        self.line = line
        self.code = code
        self.message = message
        self.params = params

    def __str__(self) -> str:
        return f"line {self.line}: {self.message}" if self.line else self.message


@dataclass(frozen=True)
class DealFile:
    """A deal read from a file: the deal before any move (``start``) and as the file leaves it (``state``)."""

    rules: Ruleset
    dealer: int
    deck: tuple[Card, ...]
    seed: int | str | None
    scores: tuple[int, ...]  # each team's match score before the deal
    actions: tuple[Action, ...]
    start: DealState
    state: DealState
    moves_by_line: tuple[int, ...] = field(default=(), compare=False)  # the line of each action

    @property
    def complete(self) -> bool:
        return self.state.is_terminal()


def _short(text: str) -> str:
    """A value from the file, cut for quoting in a message (a file may hold one line of 256 KB)."""
    return text if len(text) <= MAX_ECHO else text[:MAX_ECHO] + "…"


def _clip(reason: str) -> str:
    """An engine's reason, which may quote the refused value: every long word and the whole cut."""
    reason = re.sub(rf"\S{{{MAX_ECHO + 1},}}", lambda m: _short(m.group()), reason)
    return reason if len(reason) <= 3 * MAX_ECHO else reason[: 3 * MAX_ECHO] + "…"


def seat_names(players: int) -> tuple[str, ...]:
    """The seats' names in files: South, East, North, West at four (seat 0 first); Player 1.. otherwise."""
    if players == 4:
        return SEAT_NAMES_4
    return tuple(f"Player {n + 1}" for n in range(players))


# -- writing ------------------------------------------------------------------------------------

def write_deal(deal: DealState, seed: int | str | None = None, title: str = "") -> str:
    """The deal file of ``deal`` as it stands (its cards, and every move made so far).

    ``seed``: written when the deal's deck is this seed's shuffle (the first deal of a seeded game).
    ValueError for a deal that did not start from a deal of its cards (a fixed practice contract).
    """
    if deal.contract is not None and not any(_is_auction(a) for _, a in deal.history):
        raise ValueError("a deal with a fixed contract (no auction) cannot be written as a deal file")
    deck = tuple(CARDS[i] for i in deal.deck)
    lines = _header_lines(deal, deck, seed, title) + [""] + _card_lines(deal, deck) + _move_lines(deal)
    if deal.is_terminal() and not deal.thrown_in:
        lines.append(_score_line(deal))
    return "\n".join(lines) + "\n"


def _header_lines(deal: DealState, deck: tuple[Card, ...], seed: int | str | None, title: str) -> list[str]:
    """The magic line, the title, the game and its rules, the dealer, the seed and the scores before."""
    rules = deal.rules
    lines = [f"{MAGIC} {FORMAT_VERSION}", "# Belote Desktop deal file: see docs/deal-format.md"]
    if title:
        lines.append("# " + " ".join(title.split()))
    lines.append(f"game: {rules.id}")
    lines += [f"rule: {name} = {json.dumps(value, ensure_ascii=False)}"
              for name, value in sorted(rules.overrides().items())]
    lines.append(f"dealer: {seat_names(rules.players)[deal.dealer]}")
    if seed is not None and shuffled_deck(rules, seed) == deck:
        lines.append(f"seed: {seed}")
    if any(deal.match_scores):
        lines.append("scores before: " + " ".join(str(s) for s in deal.match_scores))
    return lines


def _card_lines(deal: DealState, deck: tuple[Card, ...]) -> list[str]:
    """Every seat's zones, the turned card, the pack and the cards never dealt."""
    rules = deal.rules
    taker = deal.contract.taker if deal.contract is not None else -1
    script = rules.deal_plan.script(deal.dealer, taker)
    lines: list[str] = []
    for seat in range(rules.players):
        lines += _seat_lines(rules, script, deck, seat, taker)
    if script.turned >= 0:
        lines.append(f"turned: {deck[script.turned]}")
    if taker < 0 and rules.deal_plan.after:
        lines.append(f"pack: {_cards_text(_pack(script, deck))}")
    if script.unused:
        lines.append(f"never dealt: {_cards_text([deck[p] for p in script.unused])}")
    return lines


def _pack(script: DealScript, deck: tuple[Card, ...]) -> list[Card]:
    """The stock after the first deal, less the turned card and the cards never dealt."""
    unused = set(script.unused)
    return [deck[p] for p in script.stock_before if p not in unused and p != script.turned]


def _seat_lines(rules: Ruleset, script: DealScript, deck: tuple[Card, ...], seat: int, taker: int) -> list[str]:
    """One seat's zones dealt before the auction (its hand always, where the game deals hands), then after."""
    name = seat_names(rules.players)[seat]
    lines = []
    for word, zone in ZONE_WORDS.items():
        cards = _dealt(deck, [s for s in script.before if s.zone is zone], seat)
        if cards or (zone is Zone.HAND and rules.deal_plan.per_seat(Zone.HAND)):
            lines.append(f"{name} {word}: {_cards_text(cards)}")
    if taker >= 0 and rules.deal_plan.after:
        lines.append(f"{name} {AFTER}: {_cards_text(_dealt(deck, script.after, seat))}")
    return lines


def _dealt(deck: tuple[Card, ...], steps: Sequence[DealStep], seat: int) -> list[Card]:
    """The cards ``steps`` deal to ``seat``, in their order."""
    return [deck[s.position] for s in steps if s.kind is StepKind.DEAL and s.seat == seat]


def _move_lines(deal: DealState) -> list[str]:
    """The auction's section, the thrown-in note, and the play's section with each trick's winner."""
    names = seat_names(deal.rules.players)
    auction = [(seat, a) for seat, a in deal.history if _is_auction(a)]
    play = [(seat, a) for seat, a in deal.history if not _is_auction(a)]
    lines: list[str] = []
    if auction:
        lines += ["", "auction:"]
        lines += [f"{names[seat]}: {a}" for seat, a in auction]
    if deal.thrown_in:
        lines.append("# everyone passed: the deal is thrown in")
    if play:
        lines += ["", "play:"] + _play_lines(deal, play, names)
    return lines


def _play_lines(deal: DealState, play: list[tuple[int, Action]], names: Sequence[str]) -> list[str]:
    """The play's moves, a comment after each trick naming its winner."""
    players = deal.rules.players
    lines = []
    played = 0
    for seat, a in play:
        if not isinstance(a, PlayCard):
            lines.append(f"{names[seat]}: {a}")
            continue
        lines.append(f"{names[seat]}: {a.card}")
        played += 1
        if played % players == 0:
            number = played // players
            lines.append(f"# trick {number} won by {names[deal.tricks[number - 1].winner]}")
    return lines


def _score_line(deal: DealState) -> str:
    score = deal.result().score
    return "# score of the deal: " + ", ".join(
        f"{_team_label(deal.rules, team)} {points}" for team, points in enumerate(score))


def _team_label(rules: Ruleset, team: int) -> str:
    names = seat_names(rules.players)
    return "–".join(names[s] for s in rules.seating.teams[team])


def _cards_text(cards: Sequence[Card]) -> str:
    return " ".join(str(c) for c in cards) if cards else "-"


def _is_auction(action: Action) -> bool:
    return not isinstance(action, (PlayCard, Declare))


def save_deal_file(path: Path, deal: DealState, seed: int | str | None = None, title: str = "") -> None:
    """Write the deal file of ``deal`` to ``path`` (atomically: a failed write leaves the old file)."""
    from .paths import atomic_write_text

    atomic_write_text(Path(path), write_deal(deal, seed, title))


# -- reading ------------------------------------------------------------------------------------

@dataclass
class _Line:
    number: int
    key: str
    value: str


def load_deal_file(path: Path) -> DealFile:
    """Read a deal file; DealFileError (line 0, code ``unreadable``) if the file cannot be read."""
    from .paths import read_bytes_safely

    try:
        data = read_bytes_safely(Path(path), MAX_DEAL_FILE_BYTES + 1)
    except OSError as exc:
        raise DealFileError(0, "unreadable", f"the file cannot be read: {exc.strerror or exc}",
                            reason=str(exc.strerror or exc)) from None
    except ValueError:  # larger than the limit
        raise DealFileError(0, "too_big", "the file is too big to be a deal file") from None
    if len(data) > MAX_DEAL_FILE_BYTES:
        raise DealFileError(0, "too_big", "the file is too big to be a deal file")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise DealFileError(0, "not_text", "the file is not UTF-8 text") from None
    return read_deal(text)


def read_deal(text: str) -> DealFile:
    """The deal a deal file's text describes, replayed through the engine; DealFileError if it is wrong."""
    header: list[_Line] = []
    moves: list[tuple[_Line, str]] = []  # (line, section)
    section = ""
    version_seen = False
    for number, raw in enumerate(text.splitlines(), start=1):
        line = _strip_comment(raw).strip()
        if not line:
            continue
        if not version_seen:
            _check_version(number, line)
            version_seen = True
            continue
        key, value = _key_value(number, line)
        if key in ("auction", "play") and not value:
            section = _next_section(number, key, section)
            continue
        entry = _Line(number, key, value)
        if section:
            moves.append((entry, section))
        else:
            header.append(entry)
    if not version_seen:
        raise DealFileError(0, "empty", "the file is empty")
    return _build(header, moves)


def _check_version(number: int, line: str) -> None:
    """The first line: the magic word and this program's format."""
    words = line.split()
    if len(words) != 2 or words[0].lower() != MAGIC:
        raise DealFileError(number, "not_a_deal_file",
                            f"a deal file starts with the line “{MAGIC} {FORMAT_VERSION}”")
    if words[1] != str(FORMAT_VERSION):
        raise DealFileError(number, "newer_version",
                            f"this deal file is of format {_short(words[1])}; "
                            f"this program reads format {FORMAT_VERSION}",
                            version=_short(words[1]))


def _key_value(number: int, line: str) -> tuple[str, str]:
    """A line's key (its words joined by one space, lower case) and value."""
    if ":" not in line:
        raise DealFileError(number, "no_colon", "every line is “name: value” (a colon is missing)")
    key, value = line.split(":", 1)
    return " ".join(key.split()).lower(), value.strip()


def _next_section(number: int, key: str, section: str) -> str:
    """The section a section's line opens: the auction, then the play, each once."""
    if section == "play" or section == key:
        raise DealFileError(number, "section_order", f"the “{key}:” section is out of place", section=key)
    return key


def parse_cards(text: str, rules: Ruleset) -> list[Card]:
    """The cards of one line's value in this syntax (7C 10H JS AD, commas allowed, "-" for none), as typed
    in the deal editor's fields; DealFileError (code bad_card, not_in_deck or duplicate_card) for a wrong one."""
    return _cards(_Line(0, "", text), rules, {})


def _strip_comment(raw: str) -> str:
    if raw.lstrip().startswith("#"):
        return ""
    at = raw.find(" #")
    return raw if at < 0 else raw[:at]


def _build(header: list[_Line], moves: list[tuple[_Line, str]]) -> DealFile:
    by_key = _by_key(header)
    rules = _game_rules(header, by_key)
    names = seat_names(rules.players)
    dealer = _dealer(by_key, names)
    seed = _seed(by_key["seed"]) if "seed" in by_key else None
    scores = _scores(by_key["scores before"], rules) if "scores before" in by_key else (0,) * rules.team_count
    lines = _read_card_lines(header, by_key, rules, names)
    deck = _deck(rules, dealer, lines, names, moves) if lines.name_cards() else _seed_deck(rules, seed)
    start = new_deal(rules, dealer, deck=deck, match_scores=scores)
    state, actions, numbers = _replay(start, moves, names)
    return DealFile(rules, dealer, deck, seed, scores, tuple(actions), start, state, tuple(numbers))


def _dealer(by_key: dict[str, _Line], names: Sequence[str]) -> int:
    dealer_line = by_key.get("dealer")
    if dealer_line is None:
        raise DealFileError(0, "missing", "the file has no “dealer:” line", key="dealer")
    return _seat(dealer_line, dealer_line.value, names)


@dataclass(frozen=True)
class _CardLines:
    """The file's card lines, read: each place's line and its cards, the turned card, the pack and the cards
    never dealt (each with its line, where the file has one)."""

    zone_lines: dict[tuple[Zone | str, int], _Line]
    cards_of: dict[tuple[Zone | str, int], list[Card]]
    turned: Card | None
    turned_line: _Line | None
    pack: list[Card]
    pack_line: _Line | None
    never: list[Card]

    def name_cards(self) -> bool:
        return bool(self.zone_lines or self.turned_line is not None or self.pack or self.never)

    def after_lines(self, players: int) -> dict[int, _Line]:
        """Each seat's line of cards after the auction, where the file has one."""
        return {seat: self.zone_lines[(AFTER, seat)] for seat in range(players) if (AFTER, seat) in self.zone_lines}


def _read_card_lines(header: list[_Line], by_key: dict[str, _Line], rules: Ruleset, names: Sequence[str]) -> _CardLines:
    """The cards the file's lines name, each card named once (checked in the lines' order)."""
    zone_lines = _zone_lines(header, rules, names)
    named: dict[Card, int] = {}  # every card named, and its line
    cards_of: dict[tuple[Zone | str, int], list[Card]] = {
        place: _cards(entry, rules, named) for place, entry in sorted(zone_lines.items(), key=lambda kv: kv[1].number)}
    turned_line = by_key.get("turned")
    turned = _turned(turned_line, rules, named) if turned_line is not None else None
    pack_line = by_key.get("pack")
    pack = _cards(pack_line, rules, named) if pack_line is not None else []
    never = _never(by_key["never dealt"], rules, named) if "never dealt" in by_key else []
    return _CardLines(zone_lines, cards_of, turned, turned_line, pack, pack_line, never)


def _seed_deck(rules: Ruleset, seed: int | str | None) -> tuple[Card, ...]:
    """The seed's shuffle, for a file that names no card."""
    if seed is None:
        raise DealFileError(0, "no_cards", "the file names no cards and no seed to shuffle them from")
    return shuffled_deck(rules, seed)


def _by_key(header: list[_Line]) -> dict[str, _Line]:
    """The header's lines by key (the rule lines apart), each key given once."""
    seen: dict[str, int] = {}
    for entry in header:
        if entry.key != "rule":
            if entry.key in seen:
                raise DealFileError(entry.number, "duplicate",
                                    f"“{_short(entry.key)}” is already given on line {seen[entry.key]}",
                                    key=_short(entry.key), first=seen[entry.key])
            seen[entry.key] = entry.number
    return {e.key: e for e in header if e.key != "rule"}


def _game_rules(header: list[_Line], by_key: dict[str, _Line]) -> Ruleset:
    """The game's rules: its preset, changed by the rule lines."""
    game = by_key.get("game")
    if game is None:
        raise DealFileError(0, "missing", "the file has no “game:” line", key="game")
    if game.value not in VARIANTS:
        raise DealFileError(game.number, "unknown_game",
                            f"unknown game “{_short(game.value)}” (known: {', '.join(VARIANTS)})",
                            game=_short(game.value))
    return _rules(find_variant(game.value), [e for e in header if e.key == "rule"])


_KNOWN_KEYS = frozenset({"game", "dealer", "seed", "scores before", "turned", "pack", "never dealt"})


def _zone_lines(header: list[_Line], rules: Ruleset, names: Sequence[str]) -> dict[tuple[Zone | str, int], _Line]:
    """Every key but the known ones is a seat's zone: the lines by (zone, seat), each a zone the game deals."""
    zone_lines: dict[tuple[Zone | str, int], _Line] = {}
    for entry in header:
        if entry.key == "rule" or entry.key in _KNOWN_KEYS:
            continue
        seat, zone = _seat_zone(entry, names)
        _check_zone_in_game(entry, zone, rules)
        zone_lines[(zone, seat)] = entry
    return zone_lines


def _check_zone_in_game(entry: _Line, zone: Zone | str, rules: Ruleset) -> None:
    plan = rules.deal_plan
    if not isinstance(zone, Zone):  # AFTER, the one zone a file names that is not a seat's
        if not plan.after:
            raise DealFileError(entry.number, "zone_not_in_game",
                                f"{rules.id} deals no cards after the auction", zone=AFTER)
    elif not plan.per_seat(zone):
        raise DealFileError(entry.number, "zone_not_in_game", f"{rules.id} deals no {entry.key.split()[-1]} cards",
                            zone=zone.value)


def _turned(turned_line: _Line, rules: Ruleset, named: dict[Card, int]) -> Card:
    plan = rules.deal_plan
    if plan.turned_from.value == "none":
        raise DealFileError(turned_line.number, "zone_not_in_game", f"{rules.id} turns no card", zone="turned")
    found = _cards(turned_line, rules, named, allow_seen=plan.turned_from.value != "stock")
    if len(found) != 1:
        raise DealFileError(turned_line.number, "count", "name one turned card", count=len(found), expected=1)
    return found[0]


def _never(entry: _Line, rules: Ruleset, named: dict[Card, int]) -> list[Card]:
    never = _cards(entry, rules, named)
    unused = rules.deal_plan.unused
    if len(never) != unused:
        raise DealFileError(entry.number, "count", f"{rules.id} leaves {unused} cards undealt, not {len(never)}",
                            count=len(never), expected=unused)
    return never


def _rules(preset: Ruleset, entries: list[_Line]) -> Ruleset:
    overrides: dict[str, Any] = {}
    first_line: dict[str, int] = {}
    rules = preset
    for entry in entries:
        name, sep, raw = entry.value.partition("=")
        name = name.strip()
        if not sep or not name:
            raise DealFileError(entry.number, "bad_rule", "a rule line is “rule: name = value”")
        if name in first_line:
            raise DealFileError(entry.number, "duplicate",
                                f"“rule: {_short(name)}” is already given on line {first_line[name]}",
                                key=f"rule: {_short(name)}", first=first_line[name])
        first_line[name] = entry.number
        overrides[name] = _rule_value(entry, name, raw.strip())
        try:
            rules = preset.with_overrides(overrides)
            rules.validate()
        except (ValueError, KeyError, TypeError, RecursionError) as exc:
            reason = _clip(str(exc))
            raise DealFileError(entry.number, "bad_rule", f"rule {_short(name)}: {reason}",
                                rule=_short(name), reason=reason) from None
    return rules


def _rule_value(entry: _Line, name: str, raw: str) -> Any:
    """A rule line's value: JSON, or a bare word (an option's name such as draw), not nested too deeply."""
    from .paths import json_depth

    try:
        value = json.loads(raw)
    except RecursionError:
        value = None
        too_deep = True
    except ValueError:
        if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", raw):
            raise DealFileError(entry.number, "bad_rule", f"“{_short(raw)}” is not a value",
                                rule=_short(name), reason=f"“{_short(raw)}” is not a value") from None
        value = raw  # a bare word: an option's name such as draw
        too_deep = False
    else:
        too_deep = json_depth(value, MAX_RULE_DEPTH) > MAX_RULE_DEPTH
    if too_deep:  # no option's value nests: refused before the engine walks it
        raise DealFileError(entry.number, "bad_rule", f"rule {_short(name)}: the value is nested too deeply",
                            rule=_short(name), reason="the value is nested too deeply")
    return value


def _seat(entry: _Line, word: str, names: Sequence[str]) -> int:
    wanted = " ".join(word.split()).lower()
    for seat, name in enumerate(names):
        if name.lower() == wanted:
            return seat
    raise DealFileError(entry.number, "unknown_seat", f"“{_short(word)}” is not a seat (seats: {', '.join(names)})",
                        word=_short(word), seats=", ".join(names))


def _seat_zone(entry: _Line, names: Sequence[str]) -> tuple[int, Zone | str]:
    for word, zone in list(ZONE_WORDS.items()) + [(AFTER, AFTER)]:
        if entry.key.endswith(" " + word):
            return _seat(entry, entry.key[: -len(word) - 1], names), zone
    raise DealFileError(entry.number, "unknown_key", f"unknown line “{_short(entry.key)}:”", key=_short(entry.key))


def _seed(entry: _Line) -> int | str:
    value = entry.value
    if not value or len(value) > MAX_SEED_LENGTH:
        raise DealFileError(entry.number, "bad_seed",
                            f"a seed is a number or a text of 1 to {MAX_SEED_LENGTH} characters")
    return int(value) if re.fullmatch(r"-?\d{1,30}", value) else value


def _scores(entry: _Line, rules: Ruleset) -> tuple[int, ...]:
    words = entry.value.split()
    if len(words) != rules.team_count or not all(re.fullmatch(r"-?\d{1,9}", w) for w in words):
        raise DealFileError(entry.number, "bad_scores", f"give {rules.team_count} whole numbers, one per team",
                            expected=rules.team_count)
    return tuple(int(w) for w in words)


def _cards(entry: _Line, rules: Ruleset, named: dict[Card, int], allow_seen: bool = False) -> list[Card]:
    """The cards of a line (spaces or commas between them; “-” for none), each named once in the file."""
    words = entry.value.replace(",", " ").split()
    if words == ["-"]:
        return []
    in_deck = set(deck_cards(rules.deck))
    cards = []
    for word in words:
        try:
            card = Card.parse(word)
        except ValueError:
            raise DealFileError(entry.number, "bad_card", f"“{_short(word)}” is not a card (7C, 10H, JS, AD …)",
                                word=_short(word)) from None
        if card not in in_deck:
            raise DealFileError(entry.number, "not_in_deck", f"{card} is not in the pack of {rules.id}", card=str(card))
        if card in named and not allow_seen:
            raise DealFileError(entry.number, "duplicate_card", f"{card} is already named on line {named[card]}",
                                card=str(card), first=named[card])
        if card in cards:
            raise DealFileError(entry.number, "duplicate_card", f"{card} is named twice on this line",
                                card=str(card), first=entry.number)
        named.setdefault(card, entry.number)
        cards.append(card)
    return cards


def _deck(rules: Ruleset, dealer: int, lines: _CardLines, names: Sequence[str],
          moves: list[tuple[_Line, str]]) -> tuple[Card, ...]:
    """The deck whose deal gives the cards the file names (``deck_for_hands``), checked line by line."""
    plan = rules.deal_plan
    script = plan.script(dealer)
    _check_zone_counts(rules, lines.zone_lines, lines.cards_of, names)
    if script.turned >= 0 and lines.turned is None:
        raise DealFileError(0, "missing", "the file has no “turned:” line", key="turned")
    if lines.turned is not None and plan.turned_from.value != "stock":
        _check_turned(script, lines, names)
    after_lines = lines.after_lines(rules.players)
    _check_pack(lines, len(script.stock_before) - plan.unused, bool(after_lines))
    deck = _build_deck(rules, dealer, lines)
    if not after_lines:
        return deck
    taker = _auction_taker(rules, dealer, deck, moves, names)
    if taker is None:
        raise DealFileError(min(after_lines.values(), key=lambda e: e.number).number, "after_needs_contract",
                            "cards after the auction need an auction that ends with a contract")
    later = _cards_after(rules, dealer, taker, lines, names)
    return _build_deck(rules, dealer, lines, taker, later)


def _table_zones(rules: Ruleset, cards_of: dict[tuple[Zone | str, int], list[Card]]) -> dict[Zone, list[list[Card]]]:
    """The kitty's and the table's cards of every seat, for the zones the game deals."""
    seats = range(rules.players)
    return {zone: [cards_of[(zone, seat)] for seat in seats]
            for zone in (Zone.KITTY, Zone.TABLE_DOWN, Zone.TABLE_UP) if rules.deal_plan.per_seat(zone)}


def _check_zone_counts(rules: Ruleset, zone_lines: dict[tuple[Zone | str, int], _Line],
                       cards_of: dict[tuple[Zone | str, int], list[Card]], names: Sequence[str]) -> None:
    """Every zone dealt before the auction has its line per seat, with as many cards as the game deals there."""
    plan = rules.deal_plan
    for zone in ZONE_WORDS.values():
        per_seat = plan.per_seat(zone)
        for seat in range(rules.players):
            entry = zone_lines.get((zone, seat))
            if per_seat and entry is None:
                word = _zone_word(zone)
                raise DealFileError(0, "missing", f"the file has no “{names[seat]} {word}:” line",
                                    key=f"{names[seat]} {word}")
            if entry is not None and len(cards_of[(zone, seat)]) != per_seat:
                raise DealFileError(entry.number, "count",
                                    f"{len(cards_of[(zone, seat)])} cards; "
                                    f"{rules.id} deals {per_seat} here before the auction",
                                    count=len(cards_of[(zone, seat)]), expected=per_seat)


def _check_pack(lines: _CardLines, stock_room: int, after: bool) -> None:
    """The pack's line: not beside cards after the auction, no more cards than the stock holds after the first
    deal."""
    pack_line = lines.pack_line
    if pack_line is None:
        return
    if after:
        raise DealFileError(pack_line.number, "pack_and_after", "give the pack or the cards after the auction, not both")
    if len(lines.pack) > stock_room:
        raise DealFileError(pack_line.number, "count", f"the pack holds {stock_room} cards after the first deal",
                            count=len(lines.pack), expected=stock_room)


def _check_turned(script: DealScript, lines: _CardLines, names: Sequence[str]) -> None:
    """A turned card dealt to the dealer is his last card of that zone, where the file names it last."""
    turned, turned_line = lines.turned, lines.turned_line
    first = next(s for s in script.before if s.position == script.turned)
    given = lines.cards_of[(first.zone, first.seat)]
    if turned not in given:
        assert turned_line is not None
        raise DealFileError(turned_line.number, "turned_not_dealer",
                            f"the turned card is the dealer's last {first.zone.value.replace('_', ' ')} card",
                            card=str(turned))
    # the engine would move it there: refuse instead, so the deal played is the deal written
    where = _turned_place(script, first)
    if given[where] != turned:
        assert turned_line is not None
        line = lines.zone_lines[(first.zone, first.seat)]
        zone_word = _zone_word(first.zone)
        raise DealFileError(turned_line.number, "turned_not_last",
                            f"{turned} is not last on the “{names[first.seat]} {zone_word}:” line "
                            f"(line {line.number}): the turned card is the dealer's last "
                            f"{first.zone.value.replace('_', ' ')} card",
                            card=str(turned), key=f"{names[first.seat]} {zone_word}", line_of_zone=line.number,
                            expected=str(given[where]))


def _turned_place(script: DealScript, first: DealStep) -> int:
    """Where the turned card lies among the cards its zone deals the dealer (else last)."""
    dealt = [s.position for s in script.before
             if s.kind is StepKind.DEAL and s.zone is first.zone and s.seat == first.seat]
    return dealt.index(script.turned) if script.turned in dealt else len(dealt) - 1


def _zone_word(zone: Zone) -> str:
    """The key word a file names ``zone`` with."""
    return next(w for w, z in ZONE_WORDS.items() if z is zone)


def _build_deck(rules: Ruleset, dealer: int, lines: _CardLines, taker: int = -1,
                later: list[list[Card]] | None = None) -> tuple[Card, ...]:
    """``deck_for_hands``' deck, the cards never dealt at the bottom of the pack."""
    hands = [lines.cards_of.get((Zone.HAND, seat), []) for seat in range(rules.players)]
    zones = _table_zones(rules, lines.cards_of)
    never = lines.never
    try:
        deck = deck_for_hands(rules, dealer, hands, lines.turned, lines.pack + never, taker, later, zones)
    except ValueError as exc:  # counts are checked above; this is a safety net with the engine's words
        raise DealFileError(0, "bad_deal", str(exc), reason=str(exc)) from None
    if never:  # the cards never dealt lie at the bottom of the pack
        deck = tuple(c for c in deck if c not in never) + tuple(never)
    return deck


def _auction_taker(rules: Ruleset, dealer: int, deck: tuple[Card, ...], moves: list[tuple[_Line, str]],
                   names: Sequence[str]) -> int | None:
    """The taker of the file's auction, played on ``deck``: who gets which cards after it (None: the auction
    ends without a contract)."""
    state = new_deal(rules, dealer, deck=deck)
    for entry, section in moves:
        if state.phase is not Phase.BIDDING or section != "auction":
            break
        try:
            state, _ = _move(state, entry, section, names)
        except DealFileError:
            break
    return None if state.contract is None else state.contract.taker


def _cards_after(rules: Ruleset, dealer: int, taker: int, lines: _CardLines, names: Sequence[str]) -> list[list[Card]]:
    """Each seat's cards after the auction, as many as the deal gives it once ``taker`` took."""
    full = rules.deal_plan.script(dealer, taker)
    after_lines = lines.after_lines(rules.players)
    later: list[list[Card]] = []
    for seat in range(rules.players):
        expected = sum(1 for s in full.after if s.kind is StepKind.DEAL and s.seat == seat)
        entry = after_lines.get(seat)
        if entry is None:
            raise DealFileError(0, "missing", f"the file has no “{names[seat]} {AFTER}:” line",
                                key=f"{names[seat]} {AFTER}")
        got = lines.cards_of[(AFTER, seat)]
        if len(got) != expected:
            raise DealFileError(entry.number, "count",
                                f"{len(got)} cards; {names[seat]} gets {expected} after this auction",
                                count=len(got), expected=expected)
        later.append(got)
    return later


def _replay(start: DealState, moves: list[tuple[_Line, str]],
            names: Sequence[str]) -> tuple[DealState, list[Action], list[int]]:
    state = start
    actions: list[Action] = []
    lines: list[int] = []
    for entry, section in moves:
        state, action = _move(state, entry, section, names)
        actions.append(action)
        lines.append(entry.number)
    return state, actions, lines


def _parse_move(entry: _Line, section: str) -> Action:
    """A move's action: in the play, a card alone is its play."""
    words = entry.value
    try:
        if section == "play" and len(words.split()) == 1 and words.lower() != "declare":
            return PLAY[Card.parse(words).index]
        return parse_action(words)
    except (ValueError, KeyError, IndexError):
        raise DealFileError(entry.number, "bad_move", f"“{_short(words)}” is not a move", move=_short(words)) from None


def _check_section(state: DealState, entry: _Line, section: str) -> None:
    """A move in the section of the deal's phase, before the deal is over."""
    if state.is_terminal():
        raise DealFileError(entry.number, "deal_over", "the deal is already over")
    if section == "auction" and state.phase is not Phase.BIDDING:
        raise DealFileError(entry.number, "auction_over", "the auction is already over: the play comes next")
    if section == "play" and state.phase is Phase.BIDDING:
        raise DealFileError(entry.number, "auction_not_over", "the auction is not over yet")


def _move(state: DealState, entry: _Line, section: str, names: Sequence[str]) -> tuple[DealState, Action]:
    seat = _seat(entry, entry.key, names)
    action = _parse_move(entry, section)
    _check_section(state, entry, section)
    current = state.current_player()
    if seat != current:
        raise DealFileError(entry.number, "wrong_turn", f"it is {names[current]}'s turn, not {names[seat]}'s",
                            seat=seat, expected=current, seat_name=names[seat], expected_name=names[current])
    why = state.why_illegal(action)
    if why is not None:
        raise DealFileError(entry.number, "illegal", f"{names[seat]} cannot {action} here: {why}",
                            seat=seat, move=str(action), error=why, state=state, seat_name=names[seat],
                            names=tuple(names))
    return state.apply(action), action


# -- colver's CFN --------------------------------------------------------------------------------
# Facts from colver (github.com/Avo-k/colver, colver-core/src/cfn.rs): three sections
# "<dealer>:<hands> <tricks> <contract>". Seats N E S W, play going N, E, S, W; the first lead is the
# dealer's next seat. Hands are the cards still held, "/"-separated in seat order N/E/S/W, each as
# four "."-separated suit groups in the order spades, hearts, diamonds, clubs with ranks A T K Q J 9 8 7
# ("-" for an empty hand). Tricks: "-" or "/"-separated groups of the cards in play order from the leader
# (rank letter + lower-case suit), the trick in progress last. Contract: "0" when everyone passed;
# "<value><suit><team>[x|xx]" once made (value 80-160, 250 for capot; team NS or EW; x coinched,
# xx surcoinched); during the auction "bid:0/p<passes>/<seat to speak>" or
# "bid:<value><suit><bidder>/p<passes>/c<0|1|2>/<seat to speak>".
# Our seats go South, East, North, West counter-clockwise; colver's go the other way round. Keeping
# the play order (and South at South), our seat s is colver's (s + 2) % 4: East and West swap names.

_CFN_SEATS = "NESW"
_CFN_SUITS = {"S": "s", "H": "h", "D": "d", "C": "c"}
_CFN_RANKS = {"A": "A", "10": "T", "K": "K", "Q": "Q", "J": "J", "9": "9", "8": "8", "7": "7"}
_CFN_RANK_ORDER = "ATKQJ987"


class CfnError(ValueError):
    """The deal cannot be written in CFN (another game, a no-trumps contract ...); the message says why."""


def cfn_applies(rules: Ruleset) -> bool:
    """Whether deals of ``rules`` can be written in CFN: La Coinche's table (four players, 32 cards,
    a point auction, the first lead after the dealer)."""
    return (rules.trump_scheme is TrumpScheme.POINT_AUCTION and rules.players == 4 and int(rules.deck) == 32
            and rules.first_lead is FirstLead.AFTER_DEALER and not rules.deal_plan.per_seat(Zone.TABLE_UP))


def _cfn_seat(seat: int) -> str:
    return _CFN_SEATS[(seat + 2) % 4]


def _cfn_card(card: Card) -> str:
    return _CFN_RANKS[card.rank.code] + _CFN_SUITS[card.suit.letter]


def _cfn_suit(strain: Strain) -> str:
    if strain.suit is None:
        raise CfnError(f"CFN has no word for the contract {strain.code}: only suits")
    return _CFN_SUITS[strain.suit.letter]


def _cfn_value(bid: Bid) -> str:
    if bid.capot:
        return "250"
    if not (80 <= bid.value <= 160 and bid.value % 10 == 0):
        raise CfnError(f"CFN writes bids of 80 to 160 and capot, not {bid.value}")
    return str(bid.value)


def cfn(deal: DealState) -> str:
    """The deal as it stands in colver's CFN; CfnError if it is not a La Coinche deal CFN can hold."""
    rules = deal.rules
    if not cfn_applies(rules):
        raise CfnError(f"CFN holds La Coinche deals (four players, a point auction), not {rules.id}")
    held = deal.hands
    groups = [_cfn_hand([c for c in CARDS if held[(colver_seat + 2) % 4] >> c.index & 1]) for colver_seat in range(4)]
    hands = f"{_cfn_seat(deal.dealer)}:" + "/".join(groups)
    return f"{hands} {_cfn_tricks(deal)} {_cfn_contract(deal)}"


def _cfn_tricks(deal: DealState) -> str:
    """The tricks played, the trick in progress last; "-" for none."""
    tricks = ["".join(_cfn_card(c) for c in trick.cards) for trick in deal.tricks]
    if deal.trick and not deal.is_terminal():
        tricks.append("".join(_cfn_card(CARDS[i]) for i in deal.trick))
    return "/".join(tricks) or "-"


def _cfn_hand(cards: list[Card]) -> str:
    """One hand: four "."-separated suit groups (spades, hearts, diamonds, clubs), ranks A T K Q J 9 8 7; "-"
    for none."""
    if not cards:
        return "-"
    suits = []
    for suit in "SHDC":
        mine = [c for c in cards if c.suit.letter == suit]
        mine.sort(key=lambda c: _CFN_RANK_ORDER.index(_CFN_RANKS[c.rank.code]))
        suits.append("".join(_CFN_RANKS[c.rank.code] for c in mine))
    return ".".join(suits)


def _cfn_contract(deal: DealState) -> str:
    auction = [(seat, a) for seat, a in deal.history if _is_auction(a)]
    for _, action in auction:
        _cfn_check_call(action)
    if deal.thrown_in:
        return "0"
    if deal.contract is not None:
        return _cfn_made(deal)
    return _cfn_bidding(deal, auction)


def _cfn_check_call(action: Action) -> None:
    """A call CFN can write (CfnError otherwise): a bid of a suit and a value it writes, a pass, a double."""
    if isinstance(action, Bid):
        _cfn_suit(action.strain)
        _cfn_value(action)
    elif not isinstance(action, (Pass, Double, Redouble)):
        raise CfnError(f"CFN has no word for the call {action}")


def _cfn_made(deal: DealState) -> str:
    """The contract made: "<value><suit><team>[x|xx]"."""
    c = deal.contract
    assert c is not None
    value = "250" if c.capot else str(c.value)
    team = "NS" if deal.rules.team_of(c.taker) == deal.rules.team_of(0) else "EW"
    doubles = {1: "", 2: "x", 4: "xx"}.get(c.multiplier)
    if doubles is None:
        raise CfnError(f"CFN has no word for a contract multiplied by {c.multiplier}")
    return f"{value}{_cfn_suit(c.strain)}{team}{doubles}"


def _cfn_bidding(deal: DealState, auction: list[tuple[int, Action]]) -> str:
    """The auction under way: "bid:0/p<passes>/<seat>" or "bid:<value><suit><bidder>/p<passes>/c<0|1|2>/<seat>"."""
    passes = 0
    for _, action in reversed(auction):
        if not isinstance(action, Pass):
            break
        passes += 1
    last = next(((seat, a) for seat, a in reversed(auction) if isinstance(a, Bid)), None)
    speaker = _cfn_seat(deal.current_player())
    if last is None:
        return f"bid:0/p{passes}/{speaker}"
    seat, bid = last
    assert isinstance(bid, Bid)
    after = auction[auction.index(last) + 1:]
    coinche = sum(1 for _, a in after if isinstance(a, (Double, Redouble)))
    return f"bid:{_cfn_value(bid)}{_cfn_suit(bid.strain)}{_cfn_seat(seat)}/p{passes}/c{coinche}/{speaker}"


__all__ = [
    "CfnError", "DealFile", "DealFileError", "FORMAT_VERSION", "MAX_DEAL_FILE_BYTES",
    "SUFFIX", "cfn", "cfn_applies", "load_deal_file", "parse_cards", "read_deal", "save_deal_file", "seat_names", "write_deal",
]
