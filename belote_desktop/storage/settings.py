"""User settings in settings.json (config folder), checked field by field.

>>> s = Settings()
>>> s.animation_speed, s.bot_pause_ms
('normal', 600)
>>> fixed, reset = settings_from_dict(dict(Settings().to_dict(), animation_speed="warp", hints=False))
>>> fixed.animation_speed, fixed.hints, reset
('normal', False, ['animation_speed'])

Adding a setting is one field here (a switch needs nothing else; any other value one line in
``_CHECKS``). Reading goes through ``document.load_json_or_reset`` like every file of the app.
"""

from __future__ import annotations

import copy
import dataclasses
import os
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine import VARIANTS
from .document import Problem, check_format_version, load_json_or_reset
from .options import unoffered
from .paths import app_dirs, atomic_write_json

SETTINGS_FORMAT_VERSION = 1

ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
CARD_STYLES = ("classic", "four_colour")
BOT_LEVELS = ("beginner", "intermediate", "expert", "master")
TABLE_COLOURS = ("green", "blue", "red", "brown", "grey")
# card_art.BackStyle values: the lattice in three colours (the only backs before there were designs, so an
# old settings file's value still names the same back), two rosettes, the felt and gold
CARD_BACKS = ("blue", "red", "green", "rosette_wine", "rosette_navy", "felt_gold")
CARD_SIZES = ("small", "normal", "large")  # layout.CARD_SCALES
CARD_DESIGNS = ("simple", "traditional")  # card_art.CardDesign: the court figures
SCREEN_READER_MODES = ("auto", "on")
SPEECH_DETAILS = ("cards", "tricks")
OWN_VOICE_MODES = ("auto", "always", "never")  # the program speaks itself: where no screen reader reads it / always
WAIT_FOR_VOICE_MODES = ("auto", "on", "off")  # the computer players wait for the voice: with a screen reader / always
SPEECH_RATES = (80, 450)  # words a minute (espeak-ng's default, Orca's default rate, is 175)
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
    card_size: str = "normal"  # CARD_SIZES
    card_design: str = "simple"  # CARD_DESIGNS
    local_card_letters: bool = True  # card corners in the language's letters (R, D, V in French)
    sort_hand: bool = True  # keep the hand sorted by suit and rank
    show_last_trick: bool = True  # let the player look back at the previous trick
    # side panel: the hand as a list (it repeats the felt's hand: off unless wanted, on with a screen reader);
    # the table talk unfolded (every line) or folded to its newest
    show_hand_list: bool = False
    talk_open: bool = True
    # a screen reader: "auto" (the hand list and the spoken play when one is running) or "on" (always);
    # what the play says: "cards" (every card) or "tricks" (a trick's cards when it is won)
    screen_reader: str = "auto"  # SCREEN_READER_MODES
    speech_detail: str = "cards"  # SPEECH_DETAILS
    # the voice (issue 71): the program's own voice ("auto": where the screen reader cannot read its announcements),
    # the computer players waiting for what was said to be heard, and how fast the voice speaks (words a minute:
    # how long the table waits for a message; the own voice speaks at it)
    own_voice: str = "auto"  # OWN_VOICE_MODES
    wait_for_voice: str = "auto"  # WAIT_FOR_VOICE_MODES
    speech_rate: int = 175  # SPEECH_RATES
    # help
    hints: bool = True  # rule hints when a card or bid is refused, suggestions on request
    allow_undo: bool = True
    confirm_before_playing: bool = False  # click a card twice to play it
    auto_play_single_card: bool = False  # play the only legal card without asking
    # declare what is on offer when the first card is played. Off: declaring is the player's own call (it tells the
    # others about the hand), the app teaches the game, and a card played without it is said in the table talk.
    auto_declare: bool = False
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
    # keys this version does not know (written by a newer one): kept and written back unchanged
    unknown: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    def to_dict(self) -> dict[str, Any]:
        """The JSON document written to settings.json."""
        out: dict[str, Any] = dict(self.unknown)
        out["format_version"] = SETTINGS_FORMAT_VERSION
        out.update((f.name, getattr(self, f.name)) for f in _fields())
        return copy.deepcopy(out)


def _fields() -> list[dataclasses.Field[Any]]:
    """The settings kept in the file (``unknown`` is not one of them)."""
    return [f for f in dataclasses.fields(Settings) if f.name != "unknown"]


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
    "card_size": _choice(CARD_SIZES),
    "card_design": _choice(CARD_DESIGNS),
    "screen_reader": _choice(SCREEN_READER_MODES),
    "speech_detail": _choice(SPEECH_DETAILS),
    "own_voice": _choice(OWN_VOICE_MODES),
    "wait_for_voice": _choice(WAIT_FOR_VOICE_MODES),
    "speech_rate": _int_range(*SPEECH_RATES),
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
for _f in _fields():  # every other field is a plain switch
    if _f.name not in _CHECKS:
        assert isinstance(getattr(_DEFAULTS, _f.name), bool), _f.name
        _CHECKS[_f.name] = _bool
del _f


# The settings of format 1, which every settings.json holds; a missing one is named as reset.
# A setting added later goes into the file from then on but is not required of older files.
REQUIRED_SETTINGS = frozenset({
    "animation_speed", "card_style", "table_colour", "sort_hand", "show_last_trick", "hints", "allow_undo",
    "confirm_before_playing", "auto_play_single_card", "language", "player_name", "partner_level",
    "opponent_level", "bot_pause_ms", "sound", "sound_volume", "last_variant", "last_overrides", "autosave",
    "confirm_abandon_game", "show_welcome", "window_geometry", "window_state",
})


def settings_from_dict(data: dict[str, Any]) -> tuple[Settings, list[str]]:
    """Settings from settings.json's object, and the names of the settings that were reset.

    ``format_version`` is required (Damaged without it; TooNew if newer). A bad value falls back to
    its default and is named; a missing key takes its default and is named too if it is one of
    REQUIRED_SETTINGS (format 1); unknown keys are kept as they are.
    """
    check_format_version(data, SETTINGS_FORMAT_VERSION)
    values, reset = _checked_values(data)
    known = {f.name for f in _fields()}
    unknown = {k: v for k, v in data.items() if k not in known and k != "format_version"}
    settings = Settings(**values, unknown=unknown)
    if "last_overrides" in values and not _overrides_fit(settings):
        settings.last_overrides = {}
        reset.append("last_overrides")
    elif not _overrides_fit(settings):  # the variant was reset: its options go with it
        settings.last_overrides = {}
    return settings, reset


def _checked_values(data: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """Every setting's value that passes its check, and the names of those reset (bad, or required and missing)."""
    values: dict[str, Any] = {}
    reset: list[str] = []
    for f in _fields():
        if f.name not in data:
            if f.name in REQUIRED_SETTINGS:  # lost or misspelt: say so (a newer setting may be absent)
                reset.append(f.name)
            continue
        try:
            values[f.name] = _CHECKS[f.name](data[f.name])
        except (TypeError, ValueError):
            reset.append(f.name)
    return values, reset


def _overrides_fit(settings: Settings) -> bool:
    """The remembered rule options must apply to the remembered game, as the New Game dialog allows."""
    if not settings.last_overrides:
        return True
    if unoffered(settings.last_overrides, settings.last_variant):  # a game with them would save unopenable
        return False
    try:
        VARIANTS[settings.last_variant].with_overrides(settings.last_overrides)
    except (ValueError, TypeError, KeyError):
        return False
    return True


def settings_path() -> Path:
    return app_dirs().settings_file


def settings_exist() -> bool:
    """Whether a settings file is there (the first run has none). A folder that cannot be searched,
    or a path too long for the system, counts as "there": the player's settings may be in it, and
    load_settings has already said why they could not be read."""
    try:
        os.lstat(settings_path())
    except (FileNotFoundError, NotADirectoryError):
        return False
    except (OSError, ValueError):
        return True
    return True


def load_settings() -> tuple[Settings, list[Problem]]:
    """The saved settings and what the player must be told (``document.Problem``).

    No file: defaults, nothing to tell. A damaged file is kept aside and the defaults are used; an
    unreadable one is left alone and not written this session; bad values are reset (one problem
    naming them all) after a copy of the file was kept.
    """
    settings, problems = load_json_or_reset(settings_path(), "settings", settings_from_dict)
    return (settings if settings is not None else Settings()), problems


def save_settings(settings: Settings) -> Path:
    """Write settings.json atomically; return its path. OSError if the disk refuses, BlockedFileError
    (an OSError) if the file there could not be read this session."""
    path = settings_path()
    atomic_write_json(path, settings.to_dict())
    return path
