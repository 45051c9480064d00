"""Who sits where, in words: the seat names on the plates and in sentences, and the line under each plate (the
window's name plates, its talk and its voice read them; the seat model itself is ``seats.SeatModel``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine import Ruleset
from ..learn import table_words as text
from ..learn.table_words import side_of
from .host import TableContext
from .table import Table
from .tutorial import TutorialMode


class Seats:
    def __init__(self, context: TableContext, controller: Table, tutorial: TutorialMode) -> None:
        self.context = context
        self.controller = controller
        self.tutorial = tutorial

    def names(self) -> list[str]:
        return self.names_for(self.controller.rules)

    def names_for(self, rules: Ruleset | None) -> list[str]:
        """The names at a table of ``rules`` (a game not yet on the table: the one being resumed)."""
        human = self.context.human
        n = rules.players if rules else 4
        clockwise = bool(rules and rules.direction.value == "cw")
        out = []
        remote = self.controller.network is not None
        for seat in range(n):
            if remote and (seat != human or self._entry(seat).get("name")):  # at a network table: the name joined with
                out.append(self._remote_name(seat, side_of(seat, human, n, clockwise)))
            elif seat == human:
                name = self.context.settings.player_name
                out.append(name if name and name != "You" else text.default_seat_name(0))  # "You": translated
            else:
                out.append(text.default_seat_name(side_of(seat, human, n, clockwise)))
        return out

    def speaker_names(self) -> list[str]:
        """Names for sentences in the third person ("{player} says"): the player is "South (you)"
        unless they chose a name of their own."""
        names = self.names()
        human, own = self.context.human, self.context.settings.player_name
        if self.controller.network is not None and self._entry(human).get("name"):
            return names  # a network table: the player's name as the others read it
        if not (own and own != "You") and human < len(names):
            from ..learn.explain import default_seat_names

            # the player sits at the bottom of the screen, South, at a table of any size
            names[human] = QCoreApplication.translate("MainWindow", "{seat} (you)").format(
                seat=default_seat_names(4)[0])
        return names

    def details(self) -> list[str]:
        """The line under each name plate: the partner and the computer players' levels."""
        c = self.controller
        rules = c.rules
        human = self.context.human
        n = rules.players if rules else 4
        seating = c.seating
        partner = seating.partner_of[human] if human < seating.players else None
        tutorial = self.tutorial.active
        out = []
        for seat in range(n):
            if seat == human:
                out.append("")
            elif c.network is not None:
                out.append(self._remote_detail(seat, seat == partner))
            elif seat == partner and not tutorial:
                out.append(QCoreApplication.translate("MainWindow", "Partner · {level}").format(
                    level=text.level_name(c.seat_model.level_of(seat))))
            elif seat == partner:
                out.append(QCoreApplication.translate("MainWindow", "Partner"))
            elif tutorial:
                out.append("")
            else:
                out.append(text.level_name(c.seat_model.level_of(seat)))
        return out

    def is_person(self, seat: int) -> bool:
        """Another person plays ``seat`` (at a network table; the player's own seat too): not the computer."""
        return self.controller.seat_model.is_person(seat)

    # -- a network table's seats (the seat model's entries: the host's seat list and its changes)
    def _entry(self, seat: int) -> dict[str, object]:
        return self.controller.seat_model.entry(seat)

    def _remote_name(self, seat: int, side: int) -> str:
        """A person's own name; a computer player the name a local table gives the computer on that side of
        the screen ("West"): each window names the sides from its own seat, as the player sees the table."""
        name = str(self._entry(seat).get("name", ""))
        return name if name else text.default_seat_name(side)

    def _remote_detail(self, seat: int, partner: bool) -> str:
        entry = self._entry(seat)
        if self.controller.seat_model.is_person(seat):
            who = QCoreApplication.translate("MainWindow", "on the network")
        elif entry.get("removed"):  # the host gave the seat to the computer for good: nobody comes back to it
            who = QCoreApplication.translate("MainWindow", "computer, for the rest of the match")
        elif entry.get("name"):  # a player who left: the computer keeps the seat for them
            who = QCoreApplication.translate("MainWindow", "computer, until they come back")
        else:  # its level where this window knows it (the host's), else no guess
            level = self.controller.seat_model.known_level(seat)
            who = text.level_name(level) if level else QCoreApplication.translate("HostDialog", "Computer player")
        if partner:
            return QCoreApplication.translate("MainWindow", "Partner · {level}").format(level=who)
        return who
