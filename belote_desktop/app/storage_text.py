"""What the player is told about the app's files, in plain words and in the player's language.

Storage (pure Python) reports ``storage.document.Problem``s: a file, a kind, paths, the names of
reset settings. This module words them; ``describe(problem)`` gives a title and a text.
"""

from __future__ import annotations

import errno
from collections.abc import Callable
from datetime import datetime

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale

from ..engine import VARIANTS
from ..i18n import counted, list_comma
from ..storage import document as doc
from ..storage.document import Problem
from ..storage.stats import CUSTOM_SUFFIX, IMPOSSIBLE, UNKNOWN


def saved_time(moment: datetime | None) -> str:
    """A save's time in the player's locale (short form: 24/11/2026 19:43 in French); "" when it has none or an
    odd one."""
    if moment is None:
        return ""
    try:
        seconds = int(moment.timestamp())
    except (OverflowError, ValueError, OSError):
        return ""
    return QLocale().toString(QDateTime.fromSecsSinceEpoch(seconds), QLocale.FormatType.ShortFormat)


def title(problem: Problem) -> str:
    """The heading of the message box."""
    if problem.kind in (doc.WRITE, doc.BLOCKED, doc.FOLDER, doc.NAME_TAKEN):  # written, not read
        return {
            "settings": QCoreApplication.translate("Storage", "Your settings could not be saved."),
            "statistics": QCoreApplication.translate("Storage", "Your statistics could not be saved."),
            "autosave": QCoreApplication.translate("Storage", "The game in progress could not be kept."),
            "problems": QCoreApplication.translate("Storage", "Your solved problems could not be saved."),
            "mistakes": QCoreApplication.translate("Storage", "Your mistakes to practise could not be saved."),
        }.get(problem.file, QCoreApplication.translate("Storage", "The game could not be saved."))
    return {
        "settings": QCoreApplication.translate("Storage", "Your settings could not all be read."),
        "statistics": QCoreApplication.translate("Storage", "Your statistics could not all be read."),
        "autosave": QCoreApplication.translate("Storage", "The game in progress could not be restored."),
        "problems": QCoreApplication.translate("Storage", "Your solved problems could not be read."),
        "mistakes": QCoreApplication.translate("Storage", "Your mistakes to practise could not all be read."),
    }.get(problem.file, QCoreApplication.translate("Storage", "The saved game could not be opened."))


def setting_label(key: str) -> str:
    """A setting's name as the player knows it (a key added later falls back to its words)."""
    labels = {
        "animation_speed": QCoreApplication.translate("Storage", "animation speed"),
        "card_style": QCoreApplication.translate("Storage", "card style"),
        "card_size": QCoreApplication.translate("Storage", "card size"),
        "card_design": QCoreApplication.translate("Storage", "card design"),
        "table_colour": QCoreApplication.translate("Storage", "table colour"),
        "sort_hand": QCoreApplication.translate("Storage", "sorting of the hand"),
        "show_last_trick": QCoreApplication.translate("Storage", "showing the last trick"),
        "hints": QCoreApplication.translate("Storage", "rule hints"),
        "allow_undo": QCoreApplication.translate("Storage", "taking back moves"),
        "confirm_before_playing": QCoreApplication.translate("Storage", "confirming each card"),
        "auto_play_single_card": QCoreApplication.translate("Storage", "playing a single legal card by itself"),
        "auto_declare": QCoreApplication.translate("Storage", "declaring automatically"),
        "language": QCoreApplication.translate("Storage", "language"),
        "player_name": QCoreApplication.translate("Storage", "your name"),
        "partner_level": QCoreApplication.translate("Storage", "your partner's level"),
        "opponent_level": QCoreApplication.translate("Storage", "the opponents' level"),
        "bot_pause_ms": QCoreApplication.translate("Storage", "the players' pause"),
        "sound": QCoreApplication.translate("Storage", "sound"),
        "sound_volume": QCoreApplication.translate("Storage", "volume"),
        "last_variant": QCoreApplication.translate("Storage", "the game last chosen"),
        "last_overrides": QCoreApplication.translate("Storage", "the rule options last chosen"),
        "autosave": QCoreApplication.translate("Storage", "keeping the game in progress"),
        "confirm_abandon_game": QCoreApplication.translate("Storage", "asking before a game is abandoned"),
        "show_welcome": QCoreApplication.translate("Storage", "the welcome"),
        "window_geometry": QCoreApplication.translate("Storage", "the window's size and place"),
        "window_state": QCoreApplication.translate("Storage", "the window's layout"),
    }
    return labels.get(key, key.replace("_", " "))


def _game_label(key: str) -> str:
    from ..learn import table_words as text

    base = key.split(": ")[0]
    variant = base.removesuffix(CUSTOM_SUFFIX)
    name = text.variant_name(VARIANTS[variant]) if variant in VARIANTS else variant
    if base.endswith(CUSTOM_SUFFIX):
        name = QCoreApplication.translate("Storage", "{game} (your own rules)").format(game=name)
    return name


def _list(items: list[str]) -> str:
    return list_comma().join(items)


def _reason(problem: Problem) -> str:
    """The system's refusal in plain words, or "" when it says nothing a player can use."""
    reasons = {
        errno.ENOSPC: QCoreApplication.translate("Storage", "the disk is full"),
        errno.EACCES: QCoreApplication.translate("Storage", "permission was refused"),
        errno.EPERM: QCoreApplication.translate("Storage", "permission was refused"),
        errno.EROFS: QCoreApplication.translate("Storage", "the disk can only be read"),
        errno.EIO: QCoreApplication.translate("Storage", "the disk reported an error"),
        errno.ENAMETOOLONG: QCoreApplication.translate("Storage", "its path is too long for the system"),
    }
    reason = reasons.get(problem.error, "")
    return " " + QCoreApplication.translate("Storage", "({reason})").format(reason=reason) if reason else ""


def _left_alone(problem: Problem) -> str:
    """What the app does without the file until it can be read."""
    return {
        "settings": QCoreApplication.translate(
            "Storage", "The file is left as it is: the default settings are used, and your settings are not "
            "saved over it until it can be read again."),
        "statistics": QCoreApplication.translate(
            "Storage", "The file is left as it is: no statistics are recorded over it until it can be read again."),
        "autosave": QCoreApplication.translate(
            "Storage", "The file is left as it is: the game is not kept automatically until it can be read again."),
        "problems": QCoreApplication.translate(
            "Storage", "The file is left as it is: no problem is marked solved over it until it can be read again."),
        "mistakes": QCoreApplication.translate(
            "Storage", "The file is left as it is: no mistake is kept over it until it can be read again."),
    }.get(problem.file, QCoreApplication.translate("Storage", "The file is left as it is."))


MAX_SHOWN_PATH = 160


def _shown_path(path: object) -> str:
    """A path as the message shows it: whole, unless it is longer than a message can hold (a home
    folder past the system's limit): then its start and its end."""
    text = str(path or "")
    if len(text) <= MAX_SHOWN_PATH:
        return text
    half = MAX_SHOWN_PATH // 2 - 1
    return text[:half] + "…" + text[-half:]


def _statistics_reset(fields: tuple[str, ...]) -> str:
    """What became of the statistics that were reset or left out (stats_from_dict's names)."""
    def games(suffix: str | None) -> list[str]:
        chosen = [f for f in fields if (f.rsplit(": ", 1)[-1] == suffix if suffix
                                        else f.rsplit(": ", 1)[-1] not in (IMPOSSIBLE, UNKNOWN))]
        return list(dict.fromkeys(_game_label(f) for f in chosen))

    sentences = []
    if reset := games(None):
        sentences.append(QCoreApplication.translate(
            "Storage", "Some statistics could not be read and were set back to zero, for: {items}.").format(
            items=_list(reset)))
    if impossible := games(IMPOSSIBLE):
        sentences.append(QCoreApplication.translate(
            "Storage", "The statistics of {items} were impossible (more games won than played, or numbers far too "
            "large), so they were left out.").format(items=_list(impossible)))
    if unknown := [f.rsplit(": ", 1)[0] for f in fields if f.rsplit(": ", 1)[-1] == UNKNOWN]:
        sentences.append(QCoreApplication.translate(
            "Storage", "Statistics kept under a name that is no game of this version were left out: {items}.").format(
            items=_list([f"“{key}”" for key in unknown])))
    return " ".join(sentences)


def describe(problem: Problem) -> str:
    """The message for the player: what happened, and what became of the file."""
    return _DESCRIBE.get(problem.kind, _not_written)(problem)


def _damaged(problem: Problem) -> str:
    kept = _shown_path(problem.kept_at)
    return {
        "settings": QCoreApplication.translate(
            "Storage", "Your settings file was damaged, so the default settings are used. The old file was "
            "kept as {kept}."),
        "statistics": QCoreApplication.translate(
            "Storage", "Your statistics file was damaged, so the statistics start again from zero. The old "
            "file was kept as {kept}."),
        "autosave": QCoreApplication.translate(
            "Storage", "The game in progress was damaged, so it cannot be resumed. The file was kept as "
            "{kept}."),
        "problems": QCoreApplication.translate(
            "Storage", "The file of your solved problems was damaged, so no problem is marked solved now. The old "
            "file was kept as {kept}."),
        "mistakes": QCoreApplication.translate(
            "Storage", "The file of your mistakes to practise was damaged, so the list starts again. The old file "
            "was kept as {kept}."),
    }.get(problem.file, QCoreApplication.translate(
        "Storage", "The save “{name}” is damaged, so it cannot be opened. The file was kept as {kept}.",
    )).format(kept=kept, name=problem.name)


def _damaged_stuck(problem: Problem) -> str:
    return QCoreApplication.translate(
        "Storage", "The file {path} is damaged and could not be moved aside.").format(
        path=_shown_path(problem.path)) + " " + _left_alone(problem)


def _unreadable(problem: Problem) -> str:
    return QCoreApplication.translate("Storage", "The file {path} could not be read{reason}.").format(
        path=_shown_path(problem.path), reason=_reason(problem)) + " " + _left_alone(problem)


def _not_a_file(problem: Problem) -> str:
    return QCoreApplication.translate(
        "Storage", "{path} is not an ordinary file, so it was not read.").format(
        path=_shown_path(problem.path)) + " " + _left_alone(problem)


def _too_new(problem: Problem) -> str:
    if problem.file == "save":
        return QCoreApplication.translate(
            "Storage", "The save “{name}” was made by a newer version of Belote Desktop. Update the app to "
            "open it; the file is kept as it is.").format(name=problem.name)
    if problem.file == "autosave" and problem.kept_at:
        return QCoreApplication.translate(
            "Storage", "The game in progress was saved by a newer version of Belote Desktop. Update the app "
            "to resume it; the file was kept as {kept}.").format(kept=_shown_path(problem.kept_at))
    return QCoreApplication.translate(
        "Storage", "The file {path} was written by a newer version of Belote Desktop.").format(
        path=_shown_path(problem.path)) + " " + _left_alone(problem)


def _single_deal(problem: Problem) -> str:
    if problem.kept_at:
        return QCoreApplication.translate(
            "Storage", "The game kept from last time holds a single deal, not a game, so it cannot be resumed. "
            "The file was kept as {kept}.").format(kept=_shown_path(problem.kept_at))
    return QCoreApplication.translate(
        "Storage", "The game kept from last time holds a single deal, not a game, so it cannot be resumed.") + \
        " " + _left_alone(problem)


def _unoffered(problem: Problem) -> str:
    rules = _list(list(problem.fields))  # rule fields by their names: a hand edit, and the names are what was typed
    if problem.file == "autosave" and problem.kept_at:
        return QCoreApplication.translate(
            "Storage", "The game in progress asks for rules that Belote Desktop does not offer ({rules}), so it "
            "cannot be resumed. The file was kept as {kept}.").format(rules=rules, kept=_shown_path(problem.kept_at))
    if problem.file == "autosave":
        return QCoreApplication.translate(
            "Storage", "The game in progress asks for rules that Belote Desktop does not offer ({rules}), so it "
            "cannot be resumed.").format(rules=rules) + " " + _left_alone(problem)
    return QCoreApplication.translate(
        "Storage", "The save “{name}” asks for rules that Belote Desktop does not offer ({rules}), so it was "
        "not opened. The file is kept as it is.").format(name=problem.name, rules=rules)


def _reset(problem: Problem) -> str:
    if problem.file == "settings":
        items = [setting_label(f) for f in problem.fields]
        text = QCoreApplication.translate(
            "Storage", "Some of your settings could not be read and were set back to their defaults: {items}.")
        text = text.format(items=_list(items))
    elif problem.file == "mistakes":
        text = counted(QCoreApplication.translate(
            "Storage", "%n of your mistakes to practise could not be read and were left out."), len(problem.fields))
    else:
        text = _statistics_reset(problem.fields)
    if problem.kept_at:
        text += " " + QCoreApplication.translate("Storage", "A copy of the old file was kept as {kept}.").format(
            kept=_shown_path(problem.kept_at))
    return text


def _missing(problem: Problem) -> str:
    return QCoreApplication.translate("Storage", "The save “{name}” no longer exists.").format(name=problem.name)


def _blocked(problem: Problem) -> str:
    return {
        "settings": QCoreApplication.translate(
            "Storage", "Your settings were not saved: the file {path} could not be read, and it is never "
            "written over."),
        "statistics": QCoreApplication.translate(
            "Storage", "The statistics were not recorded: the file {path} could not be read, and it is never "
            "written over."),
        "autosave": QCoreApplication.translate(
            "Storage", "The game is not kept automatically: the file {path} could not be read, and it is never "
            "written over."),
    }.get(problem.file, QCoreApplication.translate(
        "Storage", "The file {path} could not be read, and it is never written over.")).format(
        path=_shown_path(problem.path))


def _folder(problem: Problem) -> str:
    return QCoreApplication.translate(
        "Storage", "Your saves go in the folder {path}, but a file is there. Move that file away and try "
        "again.").format(path=_shown_path(problem.path))


def _name_taken(problem: Problem) -> str:
    return QCoreApplication.translate(
        "Storage", "A save called “{name}” was made by a newer version of Belote Desktop. It is kept; choose "
        "another name.").format(name=problem.name)


def _not_written(problem: Problem) -> str:
    """doc.WRITE and anything else: the file was not written, the old one is unchanged."""
    return QCoreApplication.translate(
        "Storage", "{path} could not be written{reason}. The file that was there is unchanged.").format(
        path=_shown_path(problem.path), reason=_reason(problem))


_DESCRIBE: dict[str, Callable[[Problem], str]] = {
    doc.DAMAGED: _damaged, doc.DAMAGED_STUCK: _damaged_stuck, doc.UNREADABLE: _unreadable,
    doc.NOT_A_FILE: _not_a_file, doc.TOO_NEW: _too_new, doc.SINGLE_DEAL: _single_deal, doc.UNOFFERED: _unoffered,
    doc.RESET: _reset, doc.MISSING: _missing, doc.BLOCKED: _blocked, doc.FOLDER: _folder,
    doc.NAME_TAKEN: _name_taken,
}
"""Each kind of problem's message (``describe``); any other kind: the file was not written."""


def list_problem(kind: str | None) -> str:
    """Why a save in the Open dialog cannot be opened, in a few words."""
    return {
        doc.TOO_NEW: QCoreApplication.translate("Storage", "made by a newer version"),
        doc.UNREADABLE: QCoreApplication.translate("Storage", "the file cannot be read"),
        doc.NOT_A_FILE: QCoreApplication.translate("Storage", "not an ordinary file"),
        doc.UNOFFERED: QCoreApplication.translate("Storage", "rules the game does not offer"),
    }.get(kind or "", QCoreApplication.translate("Storage", "the file is damaged"))
