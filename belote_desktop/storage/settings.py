"""User settings in settings.json (config folder), checked field by field.

>>> s = Settings()
>>> s.animation_speed, s.bot_pause_ms
('normal', 600)
>>> fixed, problems = settings_from_dict({"animation_speed": "warp", "hints": False})
>>> fixed.animation_speed, fixed.hints, len(problems)
('normal', False, 1)
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine import VARIANTS
from .paths import (
    DamagedFileError,
    app_dirs,
    atomic_write_json,
    move_aside,
    read_json_object,
)

SETTINGS_FORMAT_VERSION = 1

ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
CARD_STYLES = ("classic", "four_colour")
BOT_LEVELS = ("beginner", "intermediate", "expert", "master")
TABLE_COLOURS = ("green", "blue", "red", "brown", "grey")
CARD_BACKS = ("blue", "red", "green")  # card_art.BackStyle values
SYSTEM_LANGUAGE = "system"
MAX_NAME_LENGTH = 32
MAX_BOT_PAUSE_MS = 10_000

_LANGUAGE_RE = re.compile(r"^[a-z]{2,3}([_-][A-Za-z0-9]{2,8})?$")  # "fr", "pt_BR", "sr-Latn"
_BASE64_RE = re.compile(r"^[A-Za-z0-9+/]*={0,2}$")


@dataclass
class Settings:
    """Everything the app remembers between runs. Defaults are the first-run values."""

    # table and cards
    animation_speed: str = "normal"  # ANIMATION_SPEEDS
    card_style: str = "classic"  # CARD_STYLES
    table_colour: str = "green"  # TABLE_COLOURS
    card_back: str = "blue"  # CARD_BACKS
    local_card_letters: bool = True  # card corners in the language's letters (R, D, V in French)
    sort_hand: bool = True  # keep the hand sorted by suit and rank
    show_last_trick: bool = True  # let the player look back at the previous trick
    # help
    hints: bool = True  # rule hints when a card or bid is refused, suggestions on request
    allow_undo: bool = True
    confirm_before_playing: bool = False  # click a card twice to play it
    auto_play_single_card: bool = False  # play the only legal card without asking
    # people
    language: str = SYSTEM_LANGUAGE  # "system" or a code: "fr", "bg", "ar", "el", "hr", "ru", "en" ...
    player_name: str = "You"
    partner_level: str = "intermediate"  # BOT_LEVELS
    opponent_level: str = "intermediate"  # BOT_LEVELS
    bot_pause_ms: int = 600  # how long a bot "thinks" before its card appears
    # sound
    sound: bool = True
    sound_volume: int = 80  # 0..100
    # game
    last_variant: str = "classic"  # a key of engine VARIANTS
    last_overrides: dict[str, Any] = field(default_factory=dict)  # Ruleset.overrides() of the last game
    autosave: bool = True  # keep the game in progress for the next start
    confirm_abandon_game: bool = True  # ask before a new game replaces one in progress
    show_welcome: bool = True  # first-run welcome / rules tour
    # window (base64 of QWidget.saveGeometry / QMainWindow.saveState; "" = let Qt decide)
    window_geometry: str = ""
    window_state: str = ""

    def to_dict(self) -> dict[str, Any]:
        """The JSON document written to settings.json."""
        out: dict[str, Any] = {"format_version": SETTINGS_FORMAT_VERSION}
        out.update(dataclasses.asdict(self))
        return out


# -- validation ---------------------------------------------------------------------------
# A check returns the value to keep (possibly normalised) or raises ValueError with a reason.

Check = Callable[[Any], Any]


def _choice(options: tuple[str, ...]) -> Check:
    def check(value: Any) -> Any:
        if not isinstance(value, str) or value not in options:
            raise ValueError("it must be one of " + ", ".join(repr(o) for o in options))
        return value
    return check


def _bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise TypeError("it must be true or false")
    return value


def _int_range(low: int, high: int) -> Check:
    def check(value: Any) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise ValueError(f"it must be a whole number from {low} to {high}")
        return value
    return check


def _language(value: Any) -> str:
    if not isinstance(value, str) or not (value == SYSTEM_LANGUAGE or _LANGUAGE_RE.match(value)):
        raise ValueError('it must be "system" or a language code such as "fr"')
    return value


def _name(value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError("it must be text")
    text = " ".join(value.split())  # no newlines, tabs or runs of spaces
    if not text or len(text) > MAX_NAME_LENGTH or not text.isprintable():
        raise ValueError(f"it must be 1 to {MAX_NAME_LENGTH} printable characters")
    return text


def _variant(value: Any) -> str:
    if not isinstance(value, str) or value not in VARIANTS:
        raise ValueError("it is not a game this version knows")
    return value


def _overrides(value: Any) -> dict[str, Any]:
    if not isinstance(value, dict) or not all(isinstance(k, str) for k in value):
        raise ValueError("it must be a set of rule options")
    return dict(value)


def _base64(value: Any) -> str:
    if not isinstance(value, str) or len(value) % 4 or not _BASE64_RE.match(value):
        raise ValueError("it is not saved window data")
    return value


_CHECKS: dict[str, Check] = {
    "animation_speed": _choice(ANIMATION_SPEEDS),
    "card_style": _choice(CARD_STYLES),
    "table_colour": _choice(TABLE_COLOURS),
    "card_back": _choice(CARD_BACKS),
    "partner_level": _choice(BOT_LEVELS),
    "opponent_level": _choice(BOT_LEVELS),
    "language": _language,
    "player_name": _name,
    "bot_pause_ms": _int_range(0, MAX_BOT_PAUSE_MS),
    "sound_volume": _int_range(0, 100),
    "last_variant": _variant,
    "last_overrides": _overrides,
    "window_geometry": _base64,
    "window_state": _base64,
}
_DEFAULTS = Settings()
for _f in dataclasses.fields(Settings):  # every other field is a plain switch
    if _f.name not in _CHECKS:
        assert isinstance(getattr(_DEFAULTS, _f.name), bool), _f.name
        _CHECKS[_f.name] = _bool
del _f


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def settings_from_dict(data: dict[str, Any]) -> tuple[Settings, list[str]]:
    """Settings from a JSON object: each bad field falls back to its default, with a message.

    Unknown keys (a newer version's settings) are ignored; missing keys take their defaults.
    """
    values: dict[str, Any] = {}
    problems: list[str] = []
    for f in dataclasses.fields(Settings):
        if f.name not in data:
            continue
        try:
            values[f.name] = _CHECKS[f.name](data[f.name])
        except (TypeError, ValueError) as exc:
            default = getattr(_DEFAULTS, f.name)
            problems.append(
                f'The setting "{f.name}" had an unusable value ({_shown(data[f.name])}): {exc}. '
                f"The default ({_shown(default)}) is used instead."
            )
    settings = Settings(**values)
    problems.extend(_check_overrides(settings, "last_overrides" in values))
    return settings, problems


def _check_overrides(settings: Settings, given: bool) -> list[str]:
    """The remembered rule options must apply to the remembered game; otherwise forget them."""
    if not settings.last_overrides:
        return []
    try:
        VARIANTS[settings.last_variant].with_overrides(settings.last_overrides)
    except (ValueError, TypeError, KeyError):
        settings.last_overrides = {}
        if given:
            return ["The remembered rule options did not fit the last game and were reset to the standard rules."]
    return []


def settings_path() -> Path:
    return app_dirs().settings_file


def load_settings() -> tuple[Settings, list[str]]:
    """The saved settings and user-facing messages about anything that could not be used.

    No file: defaults, no message. A damaged file (bad JSON, not an object, binary junk) is
    renamed to settings.damaged-<time>.json, kept, and the defaults are used.
    """
    path = settings_path()
    try:
        data = read_json_object(path)
    except FileNotFoundError:
        return Settings(), []
    except DamagedFileError:
        try:
            kept = move_aside(path)
        except OSError:
            return Settings(), [f"Your settings file ({path}) is damaged and could not be moved aside."]
        message = f"Your settings file was damaged, so the default settings are used. The old file was kept as {kept}."
        return Settings(), [message]
    except OSError as exc:
        message = f"Your settings file ({path}) could not be read ({exc.strerror or exc}); the defaults are used."
        return Settings(), [message]
    return settings_from_dict(data)


def save_settings(settings: Settings) -> Path:
    """Write settings.json atomically; return its path. OSError if the disk refuses."""
    path = settings_path()
    atomic_write_json(path, settings.to_dict())
    return path
