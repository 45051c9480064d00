"""The Host dialog's parts that need none of its state: its heading, the idle limit's choice, and the seats' rows (each
seat's place and team, who sits there and the computer's level), with the words for a seat's place and team that the
Join dialog and the waiting panel share."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QGridLayout, QLabel, QVBoxLayout, QWidget

from ...engine import Direction, Ruleset
from ...learn import table_words as text
from ...learn import vocabulary
from ...learn.table_words import side_of
from ..look import palette

IDLE_LIMITS = (60, 120, 300, 0)  # seconds a player may sit without moving before the computer plays for him; 0: never


def seat_place(rules: Ruleset, seat: int, host_seat: int = 0) -> str:
    """Where a seat is at the host's table, as the host sees it: "South", "East", "North", "West"."""
    side = side_of(seat, host_seat, rules.players, rules.direction is Direction.CLOCKWISE)
    return vocabulary.compass_names()[side]


def seat_team(rules: Ruleset, seat: int, host_seat: int = 0) -> str:
    """The seat's side in a team game ("Your partner", "Opponent"); "" where everyone plays alone."""
    if rules.team_count >= rules.players:
        return ""
    if seat == host_seat:
        return QCoreApplication.translate("HostDialog", "Your team")
    if rules.team_of(seat) == rules.team_of(host_seat):
        return QCoreApplication.translate("HostDialog", "Your partner")
    return QCoreApplication.translate("HostDialog", "Opponent")


def host_heading(root: QWidget, outer: QVBoxLayout) -> None:
    """The title, and who can join and why the host is trusted."""
    title = QLabel(QCoreApplication.translate("HostDialog", "Host a table on this network"), root)
    title.setObjectName("title")
    outer.addWidget(title)
    note = QLabel(
        QCoreApplication.translate(
            "HostDialog",
            "Only people on your home network can join; the table is never on the internet. "
            "They need the code shown once the table is open.",
        )
        + " "
        + QCoreApplication.translate(
            "HostDialog",
            "Your program deals the cards, so it knows every card: your friends trust you to host. The code "
            "itself never crosses the network, and everything after it is encrypted.",
        ),
        root,
    )
    note.setObjectName("guide")
    note.setWordWrap(True)
    outer.addWidget(note)


def idle_limit_choice(parent: QWidget) -> QComboBox:
    """How long a player may sit without moving before the computer plays for him (IDLE_LIMITS)."""
    combo = QComboBox(parent)
    words = {
        60: QCoreApplication.translate("HostDialog", "The computer plays for them after 1 minute"),
        120: QCoreApplication.translate("HostDialog", "The computer plays for them after 2 minutes"),
        300: QCoreApplication.translate("HostDialog", "The computer plays for them after 5 minutes"),
        0: QCoreApplication.translate("HostDialog", "Never: the table waits for them"),
    }
    for seconds in IDLE_LIMITS:
        combo.addItem(words[seconds], seconds)
    combo.setAccessibleName(QCoreApplication.translate("HostDialog", "When a player does not move"))
    combo.setToolTip(
        QCoreApplication.translate(
            "HostDialog",
            "A player who does not move for this long has the computer play for them until they "
            "are back, so the others are not kept waiting. Every player at the table is told.",
        )
    )
    return combo


def clear_seats(grid: QGridLayout, host: QWidget, rows: Sequence[tuple[QWidget, ...]]) -> None:
    """Take the seats' rows and their headers off ``grid`` (the game changed: other seats)."""
    for row in rows:
        for w in row:
            grid.removeWidget(w)
            w.hide()
            w.deleteLater()
    for w in host.findChildren(QLabel, "seatHeader"):
        grid.removeWidget(w)
        w.deleteLater()


def seat_headers(parent: QWidget, grid: QGridLayout) -> None:
    """The seats' column headers: who sits here, the computer's level."""
    for column, words in (
        (1, QCoreApplication.translate("HostDialog", "Who sits here")),
        (2, QCoreApplication.translate("HostDialog", "Computer level")),
    ):
        header = QLabel(words, parent)
        header.setObjectName("seatHeader")
        header.setStyleSheet(f"color: {palette.TEXT_NOTE};")
        grid.addWidget(header, 0, column)


def seat_row(parent: QWidget, rules: Ruleset, seat: int, level_ids: Sequence[str],
             remembered: tuple[Sequence[str], Sequence[str]] | None) -> tuple[QLabel, QComboBox, QComboBox]:
    """One seat's row: its place (and team), who sits there (the host at seat 0; else a friend or the computer, as
    ``remembered``'s seat kinds and levels had it, else open) and the computer's level."""
    place, team = seat_place(rules, seat), seat_team(rules, seat)
    label = QLabel(
        QCoreApplication.translate("HostDialog", "{place} — {team}").format(place=place, team=team)
        if team
        else place,
        parent,
    )
    label.setObjectName("seatPlace")
    kind = QComboBox(parent)
    level = QComboBox(parent)
    if seat == 0:
        kind.addItem(vocabulary.you(), "you")
        kind.setEnabled(False)
    else:
        kind.addItem(QCoreApplication.translate("HostDialog", "Open for a friend"), "open")
        kind.addItem(QCoreApplication.translate("HostDialog", "Computer player"), "computer")
        kind.setCurrentIndex(kind.findData(remembered[0][seat] if remembered else "open"))
    for level_id in level_ids:
        level.addItem(text.level_name(level_id), level_id)
    wanted = (
        remembered[1][seat]
        if remembered
        else ("intermediate" if "intermediate" in level_ids else level_ids[0])
    )
    level.setCurrentIndex(max(0, level.findData(wanted)))
    level.setVisible(seat != 0)
    kind.setAccessibleName(
        QCoreApplication.translate("HostDialog", "{place}: who sits here").format(place=place)
    )
    level.setAccessibleName(
        QCoreApplication.translate("HostDialog", "{place}: computer level").format(place=place)
    )
    level.setToolTip(
        QCoreApplication.translate(
            "HostDialog",
            "The computer plays this seat at this level, and takes it over at this level when a friend leaves",
        )
    )
    label.setBuddy(kind if seat else level)
    return label, kind, level
