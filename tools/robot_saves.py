"""Where the player robot finds an unfinished match after starting over (tools/player_robot.py, ``match_kept``): on
the table, waiting behind a practice deal or the tutorial, in the autosave the next start offers, or a named save
that Game > Open saved game lists.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from belote_desktop.engine import MatchState
    from belote_desktop.ui.window.main_window import MainWindow


def saves_autosave() -> MatchState | None:
    """The unfinished match the autosave holds, if any."""
    from belote_desktop.engine import MatchState
    from belote_desktop.storage import saves

    loaded, _ = saves.read_autosave()
    state = loaded.state if loaded is not None else None
    return state if isinstance(state, MatchState) and not state.over else None


def same_match(a: MatchState | None, b: MatchState) -> bool:
    """``a`` is the match ``b``, or ``b`` played on (the bots may move as soon as it is back on the table): the
    same rules and first deal, and ``b``'s moves first."""
    if a is None or (a.rules, a.seed, a.first_deck, a.first_dealer) != (b.rules, b.seed, b.first_deck, b.first_dealer):
        return False
    moves = b.actions()
    return a.actions()[:len(moves)] == moves


def _kept_in_a_save(match: MatchState) -> str:
    """'save NAME': a named save that Game > Open saved game lists holds ``match``; '' if none does."""
    from belote_desktop.storage import saves

    for info in saves.list_saves():
        if info.problem:
            continue
        try:
            kept = saves.load_save(info.path).state
        except saves.SaveError:
            continue
        if same_match(kept if isinstance(kept, type(match)) else None, match):
            return f"save {info.name}"
    return ""


def _kept_in_the_window(window: MainWindow, match: MatchState) -> str:
    """'table', 'behind the practice', 'behind the tutorial', or '' (the window does not hold ``match``)."""
    practice, tutorial = window.practice_mode, window.tutorial_mode
    if not (practice.active or tutorial.active) and same_match(window.controller.match, match):
        return "table"
    if practice.active and same_match(practice.game_aside(), match):
        return "behind the practice"
    if tutorial.active and same_match(tutorial.game_aside(), match):
        return "behind the tutorial"
    return ""


def match_kept_where(window: MainWindow, match: MatchState) -> str:
    """Where the player can open ``match`` again: 'table', 'behind the practice', 'behind the tutorial',
    'autosave' (the next start offers it), 'save NAME' (Game > Open saved game), or '' (nowhere: lost)."""
    from belote_desktop.storage import saves

    where = _kept_in_the_window(window, match)
    if where:
        return where
    loaded, _ = saves.read_autosave()
    if loaded is not None and isinstance(loaded.state, type(match)) and same_match(loaded.state, match):
        return "autosave"
    return _kept_in_a_save(match)


# -- the robot -------------------------------------------------------------------------------------------
