"""Per-variant statistics in stats.json (data folder): atomic writes, damaged files kept aside.

>>> from belote_desktop.engine import find_variant, new_match
>>> stats = Statistics()
>>> entry = record_match(stats, new_match(find_variant("classic"), seed=1), undo_used=2)
>>> entry.games_abandoned, entry.undo_used, stats.totals().games_played
(1, 2, 0)
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine import DealState, MatchState, matching_preset
from .paths import (
    DamagedFileError,
    app_dirs,
    atomic_write_json,
    move_aside,
    read_json_object,
)

STATS_FORMAT_VERSION = 1
CUSTOM_SUFFIX = ":custom"  # key of games played with changed rules: "classic:custom"


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

    def add(self, other: VariantStats) -> None:
        """Add ``other``'s counters (streaks and best score take the larger)."""
        for f in dataclasses.fields(self):
            mine, theirs = getattr(self, f.name), getattr(other, f.name)
            if f.name in ("best_score", "win_streak", "best_win_streak"):
                values = [v for v in (mine, theirs) if v is not None]
                setattr(self, f.name, max(values) if values else None)
            else:
                setattr(self, f.name, mine + theirs)


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


def variant_key(game: MatchState | DealState) -> str:
    """Where a game's statistics go: the preset id, plus ":custom" when its rules were changed."""
    rules = game.rules
    return rules.id if matching_preset(rules) is not None else rules.id + CUSTOM_SUFFIX


def record_match(
    stats: Statistics, match: MatchState, human_seat: int = 0, undo_used: int = 0, suggestions_used: int = 0,
) -> VariantStats:
    """Count a match that ended, or was abandoned if it is not over; return the updated entry."""
    entry = stats.for_variant(variant_key(match))
    team = match.rules.team_of(human_seat)
    entry.undo_used += undo_used
    entry.suggestions_used += suggestions_used
    for result in match.results:
        if result.thrown_in:
            continue
        entry.deals_played += 1
        if result.taker_team == team:
            entry.contracts_taken += 1
            entry.contracts_made += bool(result.made)
        entry.capots += result.capot_team == team
    if not match.over:
        entry.games_abandoned += 1
        return entry
    entry.games_played += 1
    if match.winner == team:
        entry.games_won += 1
        entry.win_streak += 1
        entry.best_win_streak = max(entry.best_win_streak, entry.win_streak)
    else:
        entry.win_streak = 0
        if match.winner < 0:
            entry.games_drawn += 1
        else:
            entry.games_lost += 1
    score = match.scores[team]
    entry.best_score = score if entry.best_score is None else max(entry.best_score, score)
    return entry


def _entry_from_dict(key: str, data: Any, problems: list[str]) -> VariantStats:
    if not isinstance(data, dict):
        problems.append(f'The statistics for "{key}" were unreadable and start again from zero.')
        return VariantStats()
    entry = VariantStats()
    bad: list[str] = []
    for f in dataclasses.fields(VariantStats):
        if f.name not in data:
            continue
        value = data[f.name]
        ok = isinstance(value, int) and not isinstance(value, bool) and value >= 0
        if f.name == "best_score":
            ok = value is None or (isinstance(value, int) and not isinstance(value, bool))
        if ok:
            setattr(entry, f.name, value)
        else:
            bad.append(f.name)
    if bad:
        problems.append(f'Some statistics for "{key}" were unreadable and were reset: {", ".join(bad)}.')
    return entry


def stats_from_dict(data: dict[str, Any]) -> tuple[Statistics, list[str]]:
    """Statistics from stats.json's object; a bad counter is reset to its default, with a message."""
    problems: list[str] = []
    stats = Statistics()
    variants = data.get("variants", {})
    if not isinstance(variants, dict):
        return stats, ["The statistics were unreadable and start again from zero."]
    for key, entry in variants.items():
        stats.variants[str(key)] = _entry_from_dict(str(key), entry, problems)
    return stats, problems


def stats_path() -> Path:
    return app_dirs().stats_file


def load_stats() -> tuple[Statistics, list[str]]:
    """The saved statistics and messages for the player. A damaged stats.json is renamed
    stats.damaged-<time>.json (kept) and counting starts again from zero."""
    path = stats_path()
    try:
        data = read_json_object(path)
    except FileNotFoundError:
        return Statistics(), []
    except DamagedFileError:
        try:
            kept = move_aside(path)
        except OSError:
            return Statistics(), [f"Your statistics file ({path}) is damaged and could not be moved aside."]
        return Statistics(), [
            f"Your statistics file was damaged, so statistics start again. The old file was kept as {kept}."
        ]
    except OSError as exc:
        return Statistics(), [f"Your statistics file ({path}) could not be read ({exc.strerror or exc})."]
    return stats_from_dict(data)


def save_stats(stats: Statistics) -> Path:
    """Write stats.json atomically; return its path. OSError if the disk refuses."""
    path = stats_path()
    atomic_write_json(path, stats.to_dict())
    return path
