"""What the side panel says: seat names, the status line, the score lines and the table talk.

A part of MainWindow (ui/widgets/main_window.py), which mixes it in."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QListWidgetItem

from ...engine import Phase, PlayerView
from .. import text
from ..table.layout import side_of

LogEntry = tuple[Callable[[], str], str]  # the text (made again on a language change), kind


class StatusMixin:
    """The side panel's words, mixed into MainWindow (which holds the state these methods use)."""

    def names(self) -> list[str]:
        rules = self.controller.rules
        n = rules.players if rules else 4
        clockwise = bool(rules and rules.direction.value == "cw")
        out = []
        for seat in range(n):
            if seat == self.human:
                name = self.settings.player_name
                out.append(name if name and name != "You" else text.default_seat_name(0))  # "You": translated
            else:
                out.append(text.default_seat_name(side_of(seat, self.human, n, clockwise)))
        return out

    def _speaker_names(self) -> list[str]:
        """Names for sentences in the third person ("{player} says"): the player is "South (you)"
        unless they chose a name of their own."""
        names = self.names()
        if not (self.settings.player_name and self.settings.player_name != "You") and self.human < len(names):
            from ...learn.explain import default_seat_names

            # the player sits at the bottom of the screen, South, at a table of any size
            names[self.human] = QCoreApplication.translate("MainWindow", "{seat} (you)").format(
                seat=default_seat_names(4)[0])
        return names

    def _details(self) -> list[str]:
        rules = self.controller.rules
        n = rules.players if rules else 4
        seating = self.controller.seating
        partner = seating.partner_of[self.human] if self.human < seating.players else None
        out = []
        for seat in range(n):
            if seat == self.human:
                out.append("")
            elif seat == partner and not self.tutorial_mode.active:
                out.append(QCoreApplication.translate("MainWindow", "Partner · {level}").format(
                    level=text.level_name(self.controller.level_of(seat))))
            elif seat == partner:
                out.append(QCoreApplication.translate("MainWindow", "Partner"))
            elif self.tutorial_mode.active:
                out.append("")
            else:
                out.append(text.level_name(self.controller.level_of(seat)))
        return out

    def _score_lines(self) -> list[str]:
        """The match score in two short lines, for the felt when the side panel is hidden."""
        match = self.controller.match
        if match is None:
            return []
        scores = text.match_scores_text(match.rules, match.scores, match.rules.team_of(self.human), self.names())
        return [scores, QCoreApplication.translate("MainWindow", "playing to {target}").format(
            target=match.rules.target_score)]

    def _update_status(self) -> None:
        c = self.controller
        view = c.view()
        if view is None:
            self.status.setText("")
            self.table.setAccessibleDescription("")
            return
        names = self.names()
        lines = []
        if c.awaiting_continue:
            lines.append(QCoreApplication.translate("MainWindow", "The deal is over."))
        elif c.is_human_turn() and not self.animator.busy:  # as the table's glow: when input is taken
            if view.phase is Phase.BIDDING:
                lines.append(QCoreApplication.translate("MainWindow", "Your turn to bid."))
            else:
                lines.append(QCoreApplication.translate("MainWindow", "Your turn: play a card."))
                freedom = self._freedom()
                if freedom is not None:
                    lines.append(freedom.text)
        elif view.current_player >= 0 and view.current_player != self.human and view.phase is Phase.BIDDING:
            lines.append(QCoreApplication.translate("MainWindow", "{player} to bid.").format(player=names[view.current_player]))
        elif view.current_player >= 0 and view.current_player != self.human:
            lines.append(QCoreApplication.translate("MainWindow", "{player} to play.").format(player=names[view.current_player]))
        if view.contract is not None:
            lines.append(text.contract_text(view.contract, names[view.contract.taker], view.rules))
        elif view.turned_card is not None:
            lines.append(QCoreApplication.translate("MainWindow", "Turned card: {card}").format(card=text.card_name(view.turned_card)))
        match = c.match
        if match is not None:
            team = match.rules.team_of(self.human)
            if match.rules.team_count == 2 and match.rules.team_count < match.rules.players:
                lines.append(QCoreApplication.translate("MainWindow", "Score: us {us}, them {them} (to {target})").format(
                    us=match.scores[team], them=match.scores[1 - team], target=match.rules.target_score))
            else:
                lines.append(QCoreApplication.translate("MainWindow", "Score: {scores} (to {target})").format(
                    scores=text.match_scores_text(match.rules, match.scores, team, names),
                    target=match.rules.target_score))
        self.status.setText("\n".join(lines))
        self.status.setAccessibleDescription(self.status.text())
        self.table.setAccessibleDescription(self._table_words(view))

    def _table_words(self, view: PlayerView) -> str:
        """What lies on the felt, for screen readers (scene items are invisible to them): the trick in
        progress and every player's face-up table cards."""
        names = self.names()
        lines = []
        if view.trick:
            lines.append(QCoreApplication.translate("MainWindow", "Trick: {cards}").format(cards=", ".join(
                QCoreApplication.translate("MainWindow", "{player}: {card}").format(
                    player=names[seat], card=text.card_name(card)) for seat, card in view.trick)))
        for seat, cards in enumerate(view.table_up):
            if cards:
                down = view.table_down_sizes[seat] if seat < len(view.table_down_sizes) else 0
                owner = (QCoreApplication.translate("MainWindow", "Your table cards") if seat == self.human else
                         QCoreApplication.translate("MainWindow", "{player}'s table cards").format(player=names[seat]))
                line = QCoreApplication.translate("MainWindow", "{owner}: {cards}").format(
                    owner=owner, cards=", ".join(text.card_name(t.card) for t in cards))
                if down:
                    line += " " + QCoreApplication.translate("MainWindow", "(face down: {n})").format(n=down)
                lines.append(line)
        return "\n".join(lines)

    def _log(self, message: str | Callable[[], str], kind: str = "plain") -> None:
        make = message if callable(message) else (lambda m=message: m)
        self._log_entries.append((make, kind))
        if len(self._log_entries) > 300:
            del self._log_entries[:-300]
            self.log.takeItem(0)
        self.log.addItem(self._log_item(make(), kind))
        self.log.scrollToBottom()

    def _log_item(self, message: str, kind: str) -> QListWidgetItem:
        item = QListWidgetItem(message)
        if kind == "explain":
            if self.layoutDirection() != Qt.LayoutDirection.RightToLeft:  # scripts like Arabic have no italics
                font = QFont(self.log.font())
                font.setItalic(True)
                item.setFont(font)
            item.setForeground(Qt.GlobalColor.darkGreen)
        return item

    def log_entries(self) -> list[LogEntry]:
        return list(self._log_entries)

    def restore_log(self, entries: list[LogEntry]) -> None:
        """Put back a game's table talk (after the tutorial)."""
        self._log_entries = list(entries)
        self._rebuild_log()

    def _clear_log(self) -> None:
        self._log_entries = []
        self.log.clear()

    def _rebuild_log(self) -> None:
        self.log.clear()
        for make, kind in self._log_entries:
            self.log.addItem(self._log_item(make(), kind))
        self.log.scrollToBottom()
