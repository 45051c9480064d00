"""The player robot's checks after every step (tools/player_robot.py): the seat names (``names``), what the player
can see (``honesty``), the talk's last line in sight (``talk_last_line``), no label elided or clipped
(``labels_fit``), and the match left behind still somewhere to open (``match_kept``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from belote_desktop.engine import CARDS

from .robot_saves import match_kept_where

if TYPE_CHECKING:  # Qt is imported once _pyside_fix has run
    from PySide6.QtWidgets import QWidget

    from belote_desktop.engine import MatchState

    from .player_robot import Robot


def step_checks(robot: Robot) -> None:
    c = robot.window.controller
    deal = c.match.deal if c.match is not None else None
    if deal is not None and (robot.deal_seen is None or (deal.deck, deal.dealer) != (
            robot.deal_seen.deck, robot.deal_seen.dealer)):
        robot.deal_talk_from = robot.window.log.count()  # a new deal: its talk starts here
        robot.deal_speech_from = robot.window.context.speech.count  # and its announcements
        robot.seen_before_undo = set()
    robot.deal_seen = deal
    check_names(robot)
    check_honesty(robot)
    check_talk_last_line(robot)


def check_names(robot: Robot) -> None:
    from belote_desktop.learn.explain import default_seat_names

    w = robot.window
    plates = [p.name for p in w.scene.plates if p.isVisible() and p.name]
    known = {name for n in (2, 3, 4) for name in default_seat_names(n)}
    shown = set(w.seats.names()) | set(plates) | {
        word for name in w.seats.speaker_names() for word in re.findall(r"\w+", name)}  # "South (you)"
    strangers = _names_in_talk(robot, known - shown)
    robot.check("names", not strangers and set(plates) <= shown,
               f"the talk names {sorted(strangers)}, the plates say {plates}")


def _names_in_talk(robot: Robot, names: set[str]) -> set[str]:
    """The ``names`` the talk uses."""
    log = robot.window.log
    found = set()
    for i in range(log.count()):
        line = log.item(i).text()
        found |= {name for name in names if re.search(rf"\b{re.escape(name)}\b", line)}
    return found


def check_honesty(robot: Robot) -> None:
    w = robot.window
    view, deal = _honesty_truth(robot)
    if view is None or deal is None or w.controller.awaiting_continue:
        return
    hidden = _hidden_cards(robot, view, deal)
    shown_hidden = _face_up_cards(robot) & hidden
    words, start = _deal_words(robot)
    where: list[str] = [f"{card} drawn face up" for card in sorted(shown_hidden, key=str)]
    where += _named_cards(hidden, words)
    robot.check("honesty", not where, "cards the player cannot see are shown: " + "; ".join(where[:6])
               + f" (this deal's talk read from line {start} of {w.log.count()}; the deal came by "
               f"{robot.last_way_on}; history {len(deal.history)})")


def _honesty_truth(robot: Robot) -> tuple[Any, Any]:
    """The player's view and the deal as it truly lies (None: no deal to hold the view against)."""
    c = robot.window.controller
    view = c.view()
    deal = c.match.deal if c.match is not None else None
    if robot.network_host is not None:  # a network window knows its own cards only: the host's are the truth
        table = robot.network_host.table
        deal = table.match.deal if table.step == getattr(c, "step", -1) and not table.over else None
    return view, deal


def _hidden_mask(view: Any, deal: Any, human: int) -> int:
    """The cards of the others' hands and those face down, less what the player's view shows."""
    n = deal.rules.players
    hidden_mask: int = 0
    for seat in range(n):
        if seat != human:
            hidden_mask |= deal.hands[seat]
        hidden_mask |= deal.zones.table_down[seat]  # face down: nobody sees them, their owner neither
    for seat in range(n):
        hidden_mask &= ~view.table_up_mask(seat)
    hidden_mask &= ~view.played_mask & ~view.hand_mask
    return hidden_mask


def _hidden_cards(robot: Robot, view: Any, deal: Any) -> set[Any]:
    """The cards the player cannot see."""
    hidden_mask = _hidden_mask(view, deal, robot.window.human)
    hidden = {CARDS[i] for i in range(36) if hidden_mask >> i & 1} - {card for _seat, card in view.known_cards}
    hidden.discard(view.turned_card)  # face up for all while it lies on the table
    hidden -= robot.seen_before_undo
    for said in view.announcements:  # declarations shown, belote said: their cards are everyone's
        hidden -= {card for meld in said.melds for card in meld.cards}
        hidden.discard(said.card)
    return hidden


def _face_up_cards(robot: Robot) -> set[Any]:
    return {item.card for item in robot.window.scene.items_by_key.values()
            if item.card is not None and item.flip >= 0.5 and item.isVisible()}


def _deal_words(robot: Robot) -> tuple[list[str], int]:
    """The hand mirror's words, this deal's talk and what a screen reader was told in this deal (issue 57);
    and the talk's line this deal's talk was read from."""
    w = robot.window
    words = [w.side.hand_list.item(i).text() for i in range(w.side.hand_list.count())]
    start = robot.deal_talk_from if robot.deal_talk_from <= w.log.count() else 0
    words += [w.log.item(i).text() for i in range(start, w.log.count())]  # this deal's talk
    speech = w.context.speech  # and what a screen reader was told in this deal (issue 57)
    fresh = min(speech.count - (robot.deal_speech_from if robot.deal_speech_from <= speech.count else 0),
                len(speech.history))
    words += [message for message, _ in list(speech.history)[len(speech.history) - fresh:]] if fresh > 0 else []
    return words, start


def _named_cards(hidden: set[Any], words: list[str]) -> list[str]:
    """Where ``words`` name a card of ``hidden``."""
    from belote_desktop.learn import table_words as text

    where: list[str] = []
    for card in sorted(hidden, key=str):
        line = next((line for line in words if text.card_name(card) in line or text.card_short(card) in line), None)
        if line is not None:
            where.append(f"{card} named in {line[:120]!r}")
    return where


def check_talk_last_line(robot: Robot) -> None:
    from belote_desktop.ui.look.fit_check import talk_last_line_visible

    log = robot.window.log
    if log.count() == 0 or not log.isVisible():
        return
    robot.pump()
    last = log.item(log.count() - 1)
    robot.check("talk_last_line", talk_last_line_visible(robot.window),
               f"the newest talk line {last.text()!r} lies at {log.visualItemRect(last).getRect()} "
               f"in {log.viewport().rect().getRect()}")


def check_labels(robot: Robot, widget: QWidget | None = None) -> None:
    from belote_desktop.ui.look.fit_check import clipped_labels

    target = widget if widget is not None else robot.window
    if widget is None:
        for _ in range(3):  # the layout settled, as the player sees it (a frame later)
            robot.pump()
    clipped = clipped_labels(target)
    robot.check("labels_fit", not clipped,
               f"{type(target).__name__} at {target.width()}x{target.height()}: {clipped[:6]}")


def check_match_kept(robot: Robot, left: MatchState | None, way: str) -> bool:
    """``match_kept``: the unfinished match ``left`` can still be opened after ``way``."""
    if left is None or left.over:
        return True
    where = match_kept_where(robot.window, left)
    if where:
        robot.features[f"kept_{where.split()[0]}"] += 1
    return robot.check("match_kept", bool(where),
                      f"after {way}: the unfinished {left.rules.id} match, deal {left.deal_number} at "
                      f"{tuple(left.scores)}, is nowhere the player can open it (not on the table, not waiting, "
                      f"not in the autosave, not among the saves)")
