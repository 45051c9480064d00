"""What a network table's window says about people leaving, coming back and being waited for: the next
deal that waits for everyone, the computer playing for a player who is away, what it played for him, a seat
the host gave to the computer. Plain functions, so the status line, the talk and the tests share them."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ...engine import Action, Ruleset
from ...learn import table_words as text
from ...i18n import counted

MAX_MOVES_SAID = 12  # a while-away summary names this many moves at most (the latest)


def names_words(names: Sequence[str]) -> str:
    """'Ana', 'Ana and Bob', 'Ana, Bob and Carl'."""
    names = [name for name in names if name]
    if len(names) <= 1:
        return names[0] if names else ""
    return QCoreApplication.translate("NetTable", "{first} and {last}").format(
        first=", ".join(names[:-1]), last=names[-1])


def next_deal_wait_words(names: Sequence[str]) -> str:
    """The status line's and the talk's words while the next deal waits for other people."""
    if not names:
        return QCoreApplication.translate("NetTable", "Waiting for the other players to start the next deal…")
    return QCoreApplication.translate("NetTable", "Waiting for {names} to start the next deal…").format(
        names=names_words(names))


def next_deal_status_words(names: Sequence[str]) -> str:
    """The same, short enough for the status line."""
    if not names:
        return QCoreApplication.translate("NetTable", "Next deal: waiting for the others…")
    return QCoreApplication.translate("NetTable", "Next deal: waiting for {names}…").format(
        names=names_words(names))


def waited_for_words() -> str:
    """To the last player still reading a deal's end."""
    return QCoreApplication.translate("NetTable", "The others are ready: the next deal waits for you.")


def idle_warning_words(seconds: int) -> str:
    return QCoreApplication.translate(
        "NetTable", "Are you still there? The computer plays for you in {seconds} s unless you move.").format(
        seconds=seconds)


def away_words(name: str, own: bool) -> str:
    if own:
        return QCoreApplication.translate(
            "NetTable", "You were away too long: the computer plays for you now. Press “I'm back” or play a card "
                        "to take your seat again.")
    return QCoreApplication.translate("NetTable", "The computer plays for {name}: they are away.").format(name=name)


def removed_words(name: str) -> str:
    return QCoreApplication.translate(
        "NetTable", "The host gave {name}'s seat to the computer for the rest of the match.").format(name=name)


def while_away_words(actions: Sequence[Action], moves: int, deals: int, rules: Ruleset | None) -> str:
    """What the computer played for the player while he was away: 'While you were away the computer played
    for you: Pass, 7♥ (2 moves).', and how many deals ended meanwhile. ``actions``: the moves of the deal he
    comes back to; ``moves``: all its moves for him."""
    said = [text.action_text(action, rules) for action in actions[-MAX_MOVES_SAID:]]
    if len(actions) > MAX_MOVES_SAID:
        said.insert(0, "…")
    count = counted(QCoreApplication.translate("NetTable", "%n move(s)"), moves)
    if said:
        words = QCoreApplication.translate(
            "NetTable", "While you were away the computer played for you: {moves} ({count}).").format(
            moves=", ".join(said), count=count)
    else:
        words = QCoreApplication.translate(
            "NetTable", "While you were away the computer played for you ({count}).").format(count=count)
    if deals:
        words += " " + counted(QCoreApplication.translate("NetTable", "%n deal(s) ended meanwhile."), deals)
    return words
