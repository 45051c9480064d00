"""What a network table's window says about people leaving, coming back and being waited for: the next
deal that waits for everyone, the computer playing for a player who is away, what it played for him, a seat
the host gave to the computer; the table's title, its take-back rule, why it ended or refused a seat and what is
kept of it. Plain functions, so the status line, the talk, the bar over the table and the tests share them."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from ..engine import Action, Ruleset
from ..i18n import counted
from ..learn import table_words as text
from ..net.asking import ASKED_AGAIN, ASKED_TOO_OFTEN, NOT_LET_IN, NOT_THIS_MATCH
from ..net.host import CODE_LENGTH, SEAT_ELSEWHERE, SEAT_WORD

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


def take_back_words(rule: str) -> str:
    """The table's take-back rule, in the player's words."""
    return {
        "off": QCoreApplication.translate("NetTable", "At this table, moves cannot be taken back."),
        "trick": QCoreApplication.translate(
            "NetTable", "At this table, each player may take back a move once a trick, while only the computer "
            "has played since."),
        "free": QCoreApplication.translate(
            "NetTable", "At this table, a move may be taken back while only the computer has played since."),
    }.get(rule, "")


def table_title(table_name: str) -> str:
    """A network table's window title: the table's name, and where it is. Never the program's name: Qt adds it
    to every title (QGuiApplication.applicationDisplayName), "Anna's table — on the network — Belote Desktop"."""
    return QCoreApplication.translate("NetTable", "{table} — on the network").format(table=table_name)


def ended_words(reason: str, refusal: str, detail: str) -> str:
    """Why the table ended for this player, in his words."""
    if reason == "refused":
        return refusal_words(refusal, detail)
    return {
        "closed": QCoreApplication.translate("NetTable", "The host closed the table."),
        "over": QCoreApplication.translate("NetTable", "The match is over; the table is closed."),
        "lost": QCoreApplication.translate("NetTable", "The connection to the host was lost."),
        "left": QCoreApplication.translate("NetTable", "You left the table."),
    }.get(reason, QCoreApplication.translate("NetTable", "The table is closed."))


def kept_words() -> str:
    """What is left of a table that closed or was lost, for a player who holds a copy of its match."""
    # the copy is sealed with the host's key: only the host's computer opens it, so it is not a save of the
    # player's; what the player can do is come back to the seat when the host opens the table again
    return QCoreApplication.translate(
        "NetTable", "The match is kept: the host can open the table again where it stopped, and you get "
        "your seat back by joining it from this computer with the same name. This computer keeps a copy "
        "of the match too, in case the host needs it (Game › Resume a table from a player's copy… shows "
        "where).")


# the refusals of a request to sit down once the match has begun (net/asking.py), in the player's words
_REQUEST_REFUSALS: dict[str, Callable[[], str]] = {
    NOT_LET_IN: lambda: QCoreApplication.translate(
        "NetTable", "The host did not let you sit down: the match had already begun. Join when the host opens the "
                    "next match, or ask the host to let you in."),
    NOT_THIS_MATCH: lambda: QCoreApplication.translate(
        "NetTable", "The host does not let you sit down during this match. Join when the host opens the next "
                    "match."),
    ASKED_TOO_OFTEN: lambda: QCoreApplication.translate(
        "NetTable", "You asked the host too often to sit down: wait a minute before you ask again."),
    ASKED_AGAIN: lambda: QCoreApplication.translate(
        "NetTable", "You asked for this seat again from another window or connection: this one is closed."),
}


def refusal_words(reason: str, detail: str) -> str:
    """Why the host did not seat this player, in the player's words (the host's own detail for the rest)."""
    words = {
        "bad_code": QCoreApplication.translate(
            "NetTable", "Wrong code, or not the table you were given: check the code with the host (it has {length} "
                        "letters and digits) and the table's address.").format(length=CODE_LENGTH),
        "old_version": QCoreApplication.translate(
            "NetTable", "This program and the host's are different versions: the older one must be updated "
            "({detail})."),
        "table_full": QCoreApplication.translate(
            "NetTable", "There is no seat for you at this table ({detail})."),
        "name_taken": QCoreApplication.translate(
            "NetTable", "A player at this table has this name, or one that looks like it. If you sat at this "
            "table before, come back from the same computer with the same name: it keeps your seat for you. "
            "Otherwise choose another name."),
        "removed": QCoreApplication.translate(
            "NetTable", "The host removed you from this table. The computer plays your seat for the rest of the "
                        "match."),
    }.get(reason)
    if reason == "table_full" and detail in _REQUEST_REFUSALS:
        words = _REQUEST_REFUSALS[detail]()
    if reason == "name_taken" and detail == SEAT_ELSEWHERE:
        words = QCoreApplication.translate(
            "NetTable", "You came back to your seat from another window or connection: this one is closed.")
    if reason == "name_taken" and detail == SEAT_WORD:
        words = QCoreApplication.translate(
            "NetTable", "“You” is what each player's window calls its own seat, so the others would read it as "
            "themselves: join with your name.")
    if words is None:
        words = QCoreApplication.translate("NetTable", "The host refused to seat you: {detail}")
    return words.format(detail=detail)
