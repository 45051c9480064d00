"""Per-variant statistics in stats.json (data folder): atomic writes, damaged files kept aside.

>>> from belote_desktop.engine import find_variant, new_match
>>> stats = Statistics()
>>> entry = record_match(stats, new_match(find_variant("classic"), seed=1), undo_used=2)
>>> entry.games_abandoned, entry.undo_used, stats.totals().games_played
(1, 2, 0)

Each deal counts when it ends (``record_deals``), its match when it ends or is left (``record_match``, told
how many of its deals were counted already); a deal left before its last trick counts nowhere. The window's
header is ``headline(stats)``, the sum of each entry's ``Headline``: the figures its tiles show.
"""

from __future__ import annotations

import dataclasses
import datetime
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine import VARIANTS, DealResult, DealState, MatchState, Ruleset, matching_preset
from .document import Damaged, Problem, check_format_version, load_json_or_reset, require
from .paths import app_dirs, atomic_write_json

STATS_FORMAT_VERSION = 1
CUSTOM_SUFFIX = ":custom"  # key of games played with changed rules: "classic:custom"
MAX_KEY_LENGTH = 64
MAX_COUNT = 10**9  # no one plays a billion deals: a larger counter is damage
# What ``stats_from_dict`` names after an entry's key ("classic: impossible"), besides a counter's name
IMPOSSIBLE = "impossible"  # the entry's counters contradict each other or are too large: left out
UNKNOWN = "unknown"  # the key is no game of this version (a damaged or made-up name): left out
DAMAGED = "damaged"  # the entry is no object of counters: left out (told as a game's statistics set back to zero)
REQUIRED_KEYS = frozenset({"format_version", "variants"})
SAME_CARDS_KEPT = 200  # the last comparisons kept per game, for the rating's plot
MAX_GAP = 10_000  # no deal's score differs by more: a larger gap is damage
MATCHES_KEPT = 200  # the last matches kept per game, for the chart of results over time
OUTCOMES = ("won", "lost", "drawn", "left")  # how a match ended, for the player's team ("left": abandoned)
HISTORY_KEYS = ("day", "outcome", "us", "them", "deals")  # one match of ``match_history``, in the file
RULES_KEPT = 8  # the last sets of rules changed kept per game played with its own rules, for its name


def _day_ok(day: Any) -> bool:
    """An ISO date, as ``record_match`` writes it."""
    if not isinstance(day, str) or len(day) != 10:
        return False
    try:
        datetime.date.fromisoformat(day)
    except ValueError:
        return False
    return True


@dataclass(frozen=True)
class MatchRecord:
    """One match counted by ``record_match``: its day (ISO, local), how it ended for the player's team, the
    final (or, left unfinished, the last) scores of that team and of the best other one, its deals played."""

    day: str
    outcome: str
    us: int
    them: int
    deals: int

    @property
    def margin(self) -> int:
        """Our score minus theirs."""
        return self.us - self.them

    @classmethod
    def from_dict(cls, data: Any) -> MatchRecord | None:
        """The record, or None if ``data`` is not one (a damaged entry)."""
        if not isinstance(data, dict) or set(data) != set(HISTORY_KEYS):
            return None
        day, outcome, us, them, deals = (data[k] for k in HISTORY_KEYS)
        if not _day_ok(day) or outcome not in OUTCOMES:
            return None
        if not all(_whole(v, MAX_COUNT) for v in (us, them, deals)):
            return None
        return cls(day, outcome, us, them, deals) if deals >= 0 else None


@dataclass
class VariantStats:
    """Counters for one variant, seen from the human player's team."""

    games_played: int = 0  # finished matches (won + lost + drawn)
    games_won: int = 0
    games_lost: int = 0
    games_drawn: int = 0
    games_abandoned: int = 0  # left unfinished (a new game replaced it)
    deals_played: int = 0
    contracts_taken: int = 0  # deals where the human's team took or won the bidding
    contracts_made: int = 0
    capots: int = 0  # deals where the human's team won every trick
    undo_used: int = 0
    suggestions_used: int = 0
    best_score: int | None = None  # the human team's highest final match score
    win_streak: int = 0  # matches won in a row, now
    best_win_streak: int = 0
    # the same-cards rating: deals the Master replayed at an Expert or Master table, and the sum of its score
    # minus the player's on them (0 and below: the player did as well as the Master)
    same_cards_deals: int = 0
    same_cards_gap: int = 0
    same_cards_recent: list[int] = field(default_factory=list)  # the last gaps, oldest first
    # the judge's split of those gaps (learn.judge): of the compared deals whose choices were weighed, the sum
    # of the errors (the choices, in whole points); the rest of their gaps was the cards
    same_cards_judged: int = 0
    same_cards_choices: int = 0
    same_cards_judged_gap: int = 0
    # the last matches counted (finished or left), oldest first: the results over time
    match_history: list[MatchRecord] = field(default_factory=list)
    # a ":custom" entry: the rules changed (``Ruleset.overrides``) of its last games, oldest first, distinct
    custom_rules: list[dict[str, Any]] = field(default_factory=list)

    @property
    def history_points_per_deal(self) -> float | None:
        """The team's match points per deal over the matches in the history, None before any deal."""
        deals = sum(m.deals for m in self.match_history)
        return sum(m.us for m in self.match_history) / deals if deals else None

    @property
    def same_cards_rating(self) -> float | None:
        """The mean gap per compared deal (the Master's score minus the player's), None before any."""
        return self.same_cards_gap / self.same_cards_deals if self.same_cards_deals else None

    @property
    def same_cards_choices_rating(self) -> float | None:
        """The mean of the judge's choices (the sum of a deal's errors) per weighed deal, None before any."""
        return self.same_cards_choices / self.same_cards_judged if self.same_cards_judged else None

    @property
    def same_cards_cards_rating(self) -> float | None:
        """The mean of the rest of the weighed deals' gaps: what the cards made of them, None before any."""
        if not self.same_cards_judged:
            return None
        return (self.same_cards_judged_gap - self.same_cards_choices) / self.same_cards_judged

    def add(self, other: VariantStats) -> None:
        """Add ``other``'s counters (streaks and best score take the larger)."""
        for f in dataclasses.fields(self):
            merge = _MERGES.get(f.name, _sum)
            setattr(self, f.name, merge(getattr(self, f.name), getattr(other, f.name)))


def _sum(mine: Any, theirs: Any) -> Any:
    return mine + theirs


def _larger(mine: Any, theirs: Any) -> Any:
    values = [v for v in (mine, theirs) if v is not None]
    return max(values) if values else None


_MERGES: dict[str, Callable[[Any, Any], Any]] = {
    "same_cards_recent": lambda mine, theirs: (mine + theirs)[-SAME_CARDS_KEPT:],
    # by day (a stable sort keeps each game's order within a day)
    "match_history": lambda mine, theirs: sorted(mine + theirs, key=lambda m: m.day)[-MATCHES_KEPT:],
    "custom_rules": lambda mine, theirs: mine + [r for r in theirs if r not in mine],
    "best_score": _larger, "win_streak": _larger, "best_win_streak": _larger,
}


@dataclass
class Statistics:
    """All the statistics, keyed by variant id ("classic", "coinche", "classic:custom" ...)."""

    variants: dict[str, VariantStats] = field(default_factory=dict)

    def for_variant(self, key: str) -> VariantStats:
        """The entry for ``key``, created empty if missing."""
        return self.variants.setdefault(key, VariantStats())

    def totals(self) -> VariantStats:
        total = VariantStats()
        for entry in self.variants.values():
            total.add(entry)
        return total

    def to_dict(self) -> dict[str, Any]:
        return {
            "format_version": STATS_FORMAT_VERSION,
            "variants": {key: dataclasses.asdict(v) for key, v in sorted(self.variants.items())},
        }


@dataclass(frozen=True)
class Headline:
    """The figures that the Statistics window's header and each game's tiles show, from one entry."""

    matches: int = 0  # played to the end
    won: int = 0
    lost: int = 0
    drawn: int = 0
    left: int = 0  # matches left unfinished
    deals: int = 0  # deals played to their end (not the thrown-in ones)
    undos: int = 0

    @classmethod
    def of(cls, entry: VariantStats) -> Headline:
        return cls(entry.games_played, entry.games_won, entry.games_lost, entry.games_drawn, entry.games_abandoned,
                   entry.deals_played, entry.undo_used)

    def __add__(self, other: Headline) -> Headline:
        return Headline(*(getattr(self, f.name) + getattr(other, f.name) for f in dataclasses.fields(self)))


def headline(stats: Statistics) -> Headline:
    """The header's figures: the sum of every entry's, so the header and the tiles cannot disagree.

    >>> headline(Statistics({"classic": VariantStats(games_abandoned=1),
    ...                      "classic:custom": VariantStats(games_played=1, games_won=1, deals_played=2)}))
    Headline(matches=1, won=1, lost=0, drawn=0, left=1, deals=2, undos=0)
    """
    return sum((Headline.of(entry) for entry in stats.variants.values()), Headline())


def variant_key(game: MatchState | DealState) -> str:
    """Where a game's statistics go: the preset id, plus ":custom" when its rules were changed."""
    rules = game.rules
    return rules.id if matching_preset(rules) is not None else rules.id + CUSTOM_SUFFIX


def _note_rules(entry: VariantStats, key: str, rules: Ruleset) -> None:
    """A ":custom" entry keeps which rules were changed, for its name."""
    if not key.endswith(CUSTOM_SUFFIX):
        return
    try:
        changed = rules.overrides()
    except KeyError:  # no preset of that id: nothing to name
        return
    entry.custom_rules = ([r for r in entry.custom_rules if r != changed] + [changed])[-RULES_KEPT:]


def _count_deals(entry: VariantStats, results: tuple[DealResult, ...], team: int) -> int:
    """Count the deals played out among ``results`` (a deal thrown in is not); return how many."""
    deals = 0
    for result in results:
        if result.thrown_in:
            continue
        deals += 1
        if result.taker_team == team:
            entry.contracts_taken += 1
            entry.contracts_made += bool(result.made)
        entry.capots += result.capot_team == team
    entry.deals_played += deals
    return deals


def record_deals(stats: Statistics, match: MatchState, human_seat: int = 0, counted: int = 0) -> int:
    """Count the deals of ``match`` that ended after its first ``counted`` ones, at once (not when the match
    ends); return how many of its deals are counted now, for the next call and for ``record_match``."""
    key = variant_key(match)
    entry = stats.for_variant(key)
    _note_rules(entry, key, match.rules)
    _count_deals(entry, match.results[counted:], match.rules.team_of(human_seat))
    return len(match.finished)


def _count_outcome(entry: VariantStats, match: MatchState, team: int) -> str:
    """Count how the match ended for ``team`` (left, won, drawn, lost) and its streak; the outcome's word."""
    if not match.over:
        entry.games_abandoned += 1
        return "left"
    entry.games_played += 1
    if match.winner == team:
        entry.games_won += 1
        entry.win_streak += 1
        entry.best_win_streak = max(entry.best_win_streak, entry.win_streak)
        return "won"
    entry.win_streak = 0
    if match.winner < 0:
        entry.games_drawn += 1
        return "drawn"
    entry.games_lost += 1
    return "lost"


def record_match(
    stats: Statistics, match: MatchState, human_seat: int = 0, undo_used: int = 0, suggestions_used: int = 0,
    day: datetime.date | None = None, deals_counted: int = 0,
) -> VariantStats:
    """Count a match that ended, or was abandoned if it is not over, and add it to the entry's history
    (``day``: today if not given); its deals after the first ``deals_counted`` are counted too
    (``record_deals``). Return the updated entry."""
    key = variant_key(match)
    entry = stats.for_variant(key)
    _note_rules(entry, key, match.rules)
    team = match.rules.team_of(human_seat)
    entry.undo_used += undo_used
    entry.suggestions_used += suggestions_used
    _count_deals(entry, match.results[deals_counted:], team)
    deals = sum(not result.thrown_in for result in match.results)
    others = [s for t, s in enumerate(match.scores) if t != team]
    outcome = _count_outcome(entry, match, team)
    record = MatchRecord((day or datetime.date.today()).isoformat(), outcome, match.scores[team],
                         max(others, default=0), deals)
    entry.match_history = (entry.match_history + [record])[-MATCHES_KEPT:]
    if not match.over:
        return entry
    score = match.scores[team]
    entry.best_score = score if entry.best_score is None else max(entry.best_score, score)
    return entry


def record_comparison(stats: Statistics, game: MatchState | DealState, gap: int,
                      choices: float | None = None) -> VariantStats:
    """Count one comparison on the same cards (the Master's score minus the player's), and when the judge
    weighed the deal's choices, their share of it (``choices``: the sum of the errors, ``learn.judge``)."""
    entry = stats.for_variant(variant_key(game))
    entry.same_cards_deals += 1
    entry.same_cards_gap += gap
    entry.same_cards_recent = (entry.same_cards_recent + [gap])[-SAME_CARDS_KEPT:]
    if choices is not None:
        entry.same_cards_judged += 1
        entry.same_cards_choices += max(0, round(choices))
        entry.same_cards_judged_gap += gap
    return entry


# Every counter of format 1 must be in each entry. The counters added later are written together, so an
# older file has none of them, but a file that has one has them all: one missing (its name damaged, say) is
# reset and named like a bad value. They make one rating: when one is reset, all of them are.
LATER_COUNTERS = frozenset({"same_cards_deals", "same_cards_gap", "same_cards_recent"})
# the judge's split came later still: a file with the rating but without these is read with them at 0
JUDGE_COUNTERS = frozenset({"same_cards_judged", "same_cards_choices", "same_cards_judged_gap"})
# the history of matches came later again: a file without it is read with it empty. A damaged match in it
# is left out and the history named; a history that is not a list, or longer than kept, is emptied
HISTORY = frozenset({"match_history"})
# the rules a ":custom" entry was played with came last: a file without them reads them empty; a set of rules
# that is no change this version can apply is left out and named, the others kept
RULES = frozenset({"custom_rules"})
# in the order they came: a version writes every counter it knows in every entry, so a group that one entry of the
# file holds, and every group that came before it, was written in each entry; one missing there is named
LATER_GROUPS = (LATER_COUNTERS, JUDGE_COUNTERS, HISTORY, RULES)
REQUIRED_COUNTERS = (frozenset(f.name for f in dataclasses.fields(VariantStats))
                     - LATER_COUNTERS - JUDGE_COUNTERS - HISTORY - RULES)


def _whole(value: Any, bound: int) -> bool:
    """A whole number (not a bool) of at most ``bound`` either way."""
    return isinstance(value, int) and not isinstance(value, bool) and abs(value) <= bound


def _recent_ok(value: Any) -> bool:
    return isinstance(value, list) and len(value) <= SAME_CARDS_KEPT and all(_whole(v, MAX_GAP) for v in value)


_COUNTER_CHECKS: dict[str, Callable[[Any], bool]] = {
    # the lists themselves; each match is checked by ``_history``, each set of rules by ``_rules_ok``
    "match_history": lambda value: isinstance(value, list) and len(value) <= MATCHES_KEPT,
    "custom_rules": lambda value: isinstance(value, list) and len(value) <= RULES_KEPT,
    "same_cards_recent": _recent_ok,
    "same_cards_gap": lambda value: _whole(value, MAX_COUNT),
    "same_cards_judged_gap": lambda value: _whole(value, MAX_COUNT),
    "best_score": lambda value: value is None or _whole(value, MAX_COUNT),
}


def _counter_ok(name: str, value: Any) -> bool:
    check = _COUNTER_CHECKS.get(name)
    if check is not None:
        return check(value)
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_COUNT


def _key_ok(key: str) -> bool:
    """A variant id, or id + ":custom": short printable text (no lone surrogates)."""
    return 0 < len(key) <= MAX_KEY_LENGTH and key.isprintable()


def _known_key(key: str) -> bool:
    """A game of this version, with its rules as they are or changed (``variant_key``)."""
    return key.removesuffix(CUSTOM_SUFFIX) in VARIANTS


def _rules_ok(key: str, changed: Any) -> bool:
    """Rules changed that this version's game of ``key`` takes (``Ruleset.with_overrides``)."""
    if not isinstance(changed, dict) or not changed or not all(isinstance(k, str) for k in changed):
        return False
    try:
        VARIANTS[key.removesuffix(CUSTOM_SUFFIX)].with_overrides(changed)
    except (KeyError, ValueError, TypeError):
        return False
    return True


def possible(entry: VariantStats) -> bool:
    """Whether counters that ``record_match`` kept could be these (a hand edit or damage otherwise)."""
    e = entry
    return (e.games_won + e.games_lost + e.games_drawn == e.games_played
            and e.contracts_made <= e.contracts_taken <= e.deals_played
            and e.capots <= e.deals_played
            and e.win_streak <= e.best_win_streak <= e.games_won
            and len(e.same_cards_recent) <= e.same_cards_deals
            and abs(e.same_cards_gap) <= MAX_GAP * e.same_cards_deals
            and e.same_cards_judged <= e.same_cards_deals
            and e.same_cards_choices <= MAX_GAP * e.same_cards_judged
            and abs(e.same_cards_judged_gap) <= MAX_GAP * e.same_cards_judged)


def shown_key(key: str) -> str:
    """A key that is no game, as a message may show it: printable, short, without ": "."""
    text = "".join(ch if ch.isprintable() else "?" for ch in key).replace(": ", ":")
    return text if len(text) <= 24 else text[:23] + "…"


def _written_later_counters(entries: list[Any]) -> set[str]:
    """The later counters that the version which wrote these entries wrote in each of them: every group up to the
    last one that any entry holds (``LATER_GROUPS``' order). An older file's entries hold none of a group added
    since; a counter of these that one entry lacks (its name damaged, say) was lost."""
    held = {name for data in entries if isinstance(data, dict) for name in data}
    last = max((i for i, group in enumerate(LATER_GROUPS) if group & held), default=-1)
    return {name for group in LATER_GROUPS[: last + 1] for name in group}


def _entry_from_dict(key: str, data: dict[str, Any], reset: list[str], later: set[str]) -> VariantStats:
    """One entry's counters; ``later``: the later counters the file's version wrote (``_written_later_counters``)."""
    entry = VariantStats()
    bad = [f.name for f in dataclasses.fields(VariantStats) if not _read_counter(entry, key, f.name, data, later)]
    _reset_rating(entry, bad)
    matches = entry.games_played + entry.games_abandoned
    if len(entry.match_history) > matches and "match_history" not in bad:  # more than were counted: emptied
        entry.match_history = []
        bad.append("match_history")
    reset.extend(f"{key}: {name}" for name in bad)
    return entry


def _read_counter(entry: VariantStats, key: str, name: str, data: dict[str, Any], later: set[str]) -> bool:
    """Set the counter ``name`` of ``entry`` from ``data``; False where it is bad (missing, wrong, or a list
    with damaged items left out)."""
    if name not in data:
        # (a counter of format 1 is in every entry)
        return not (name in later or name in REQUIRED_COUNTERS)
    value = data[name]
    if not _counter_ok(name, value):
        return False
    reader = _LIST_READERS.get(name)
    if reader is None:
        setattr(entry, name, value)
        return True
    return reader(entry, key, value)


def _read_history(entry: VariantStats, key: str, value: list[Any]) -> bool:
    """The good matches are kept, the damaged left out (False then)."""
    history = [MatchRecord.from_dict(m) for m in value]
    entry.match_history = [m for m in history if m is not None]
    return len(entry.match_history) == len(history)


def _read_custom_rules(entry: VariantStats, key: str, value: list[Any]) -> bool:
    """The sets of rules this version's game takes are kept, the others left out (False then)."""
    entry.custom_rules = [r for r in value if _rules_ok(key, r)]
    return len(entry.custom_rules) == len(value)


_LIST_READERS: dict[str, Callable[[VariantStats, str, list[Any]], bool]] = {
    "match_history": _read_history, "custom_rules": _read_custom_rules,
}


def _reset_rating(entry: VariantStats, bad: list[str]) -> None:
    """A group of later counters with one bad is reset whole (the history keeps its good matches, above)."""
    empty = VariantStats()
    for group in (LATER_COUNTERS, JUDGE_COUNTERS):
        # the judge's split rests on the rating: when the rating is reset, so is the split
        reset_group = any(name in group for name in bad) or (
            group is JUDGE_COUNTERS and any(name in LATER_COUNTERS for name in bad))
        if reset_group:
            for name in group:
                setattr(entry, name, getattr(empty, name))


def stats_from_dict(data: dict[str, Any]) -> tuple[Statistics, list[str]]:
    """Statistics from stats.json's object, and the counters that were reset ("classic: capots").

    Damaged (the file is then kept aside, every game starting again) only if ``format_version`` or
    ``variants`` is missing or not what it must be: what is damaged in one entry touches that entry alone. A
    single counter of the wrong type or missing is reset to its default and named (a later counter only where
    the file's version wrote it: an entry of the file holds its group or a group that came after it,
    ``LATER_GROUPS``; a file from before has none); an entry that is
    not an object is left out ("<key>: damaged"). An entry under a key that is no game of this version
    is left out ("<key>: unknown"), and so is one whose counters could not have been kept
    (``possible``: more games won than played, a number past MAX_COUNT ...: "<key>: impossible");
    the other entries are kept, and the caller keeps a copy of the file.
    """
    require(data, REQUIRED_KEYS)
    check_format_version(data, STATS_FORMAT_VERSION)
    variants = data["variants"]
    if not isinstance(variants, dict):
        raise Damaged("variants is not an object")
    reset: list[str] = []
    stats = Statistics()
    later = _written_later_counters(list(variants.values()))
    for key, entry in variants.items():
        if not _key_ok(key) or not _known_key(key):
            reset.append(f"{shown_key(key)}: {UNKNOWN}")
            continue
        if not isinstance(entry, dict):  # no counter to read: that game's statistics start again
            reset.append(f"{key}: {DAMAGED}")
            continue
        mine: list[str] = []
        counters = _entry_from_dict(key, entry, mine, later)
        if _too_large(entry) or not possible(counters):
            reset.append(f"{key}: {IMPOSSIBLE}")
            continue
        reset.extend(mine)
        stats.variants[key] = counters
    return stats, reset


def _too_large(entry: dict[str, Any]) -> bool:
    """A whole number past MAX_COUNT in an entry: no wrong type to reset, an impossible count."""
    values = (entry.get(f.name) for f in dataclasses.fields(VariantStats)
              if f.name not in ("match_history", "custom_rules"))
    return any(isinstance(v, int) and not isinstance(v, bool) and abs(v) > MAX_COUNT for v in values)


def stats_path() -> Path:
    return app_dirs().stats_file


def load_stats() -> tuple[Statistics, list[Problem]]:
    """The saved statistics and what the player must be told (``document.Problem``).

    A damaged stats.json is kept aside and counting starts again from zero; an unreadable one is
    left alone and statistics are not written this session (``save_stats`` refuses).
    """
    stats, problems = load_json_or_reset(stats_path(), "statistics", stats_from_dict)
    return (stats if stats is not None else Statistics()), problems


def save_stats(stats: Statistics) -> Path:
    """Write stats.json atomically; return its path. OSError if the disk refuses, BlockedFileError
    (an OSError) if the file there could not be read this session."""
    path = stats_path()
    atomic_write_json(path, stats.to_dict())
    return path
