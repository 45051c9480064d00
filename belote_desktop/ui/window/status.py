"""The status line (whose turn, the contract, the score) and, through the table's reader
(``accessibility.TableReader``), the words screen readers get for the felt; also the two score lines the
felt shows when the side panel is hidden. While the table moves, the turned card is named only once the
felt shows its face (the deal animation)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QWidget

from ...engine import Phase, PlayerView
from ...learn import table_words as text
from ...app.table import Table
from ..table.animator import Animator
from .accessibility import TableReader
from ...app.context import WindowContext
from ..audio.voice import Speech
from .hints import RuleHints
from ...app.net_words import next_deal_status_words
from ...app.seat_names import Seats


class StatusLine:
    def __init__(
        self,
        context: WindowContext[Speech],
        controller: Table,
        animator: Animator,
        seats: Seats,
        hints: RuleHints,
        label: QLabel,
        table: QWidget,
    ) -> None:
        self.context = context
        self.controller = controller
        self.animator = animator
        self.seats = seats
        self.hints = hints
        self.label = label
        self.table = table  # its accessible name and description say what lies on the felt
        self.reader = TableReader(context, controller, animator, seats, hints, table)

    def score_lines(self) -> list[str]:
        """The match score in two short lines, for the felt when the side panel is hidden."""
        match = self.controller.match
        if match is None:
            return []
        scores = text.match_scores_text(
            match.rules, match.scores, match.rules.team_of(self.context.human), self.seats.names()
        )
        return [
            scores,
            QCoreApplication.translate("MainWindow", "playing to {target}").format(target=match.rules.target_score),
        ]

    def update(self) -> None:
        view = self.controller.view()
        if view is None:
            self._show([], {})
            return
        shown = self.reader.shown()
        names = self.seats.names()
        lines = self._turn_lines(view, names)
        said: dict[int, str] = {}  # a line in other words for a screen reader (the contract without symbols)
        if view.contract is not None:
            said[len(lines)] = text.contract_text(view.contract, names[view.contract.taker], view.rules, said=True)
            lines.append(text.contract_text(view.contract, names[view.contract.taker], view.rules))
        elif view.turned_card is not None and (shown is None or view.turned_card in shown):
            lines.append(
                QCoreApplication.translate("MainWindow", "Turned card: {card}").format(
                    card=text.card_name(view.turned_card)
                )
            )
        lines += self._score_words(names)
        self._show(lines, said)

    def _show(self, lines: list[str], said: dict[int, str]) -> None:
        self.label.setText("\n".join(lines))
        self.label.setAccessibleDescription("\n".join(said.get(i, line) for i, line in enumerate(lines)))
        self.reader.update(lines)

    def _turn_lines(self, view: PlayerView, names: list[str]) -> list[str]:
        """Whose turn it is, or what the table waits for."""
        c = self.controller
        waited = c.network.next_deal_waits_for() if c.network is not None else None
        if c.awaiting_continue:
            return [QCoreApplication.translate("MainWindow", "The deal is over.")]
        if waited is not None:  # a network table: the next deal waits for people to go on
            return [next_deal_status_words(waited)]
        if c.is_human_turn() and not self.animator.busy:  # as the table's glow: when input is taken
            return self._your_turn_lines(view)
        if view.current_player >= 0 and view.current_player != self.context.human:
            return [self._other_turn_line(view, names[view.current_player])]
        return []

    def _your_turn_lines(self, view: PlayerView) -> list[str]:
        if view.phase is Phase.BIDDING:
            return [QCoreApplication.translate("MainWindow", "Your turn to bid.")]
        lines = [QCoreApplication.translate("MainWindow", "Your turn: play a card.")]
        freedom = self.hints.freedom()
        if freedom is not None:
            lines.append(freedom.text)
        return lines

    def _other_turn_line(self, view: PlayerView, player: str) -> str:
        bidding = view.phase is Phase.BIDDING
        if self.seats.is_person(view.current_player):  # another person at a network table: waited for
            waiting = (
                QCoreApplication.translate("MainWindow", "Waiting for {player} to bid.")
                if bidding
                else QCoreApplication.translate("MainWindow", "Waiting for {player} to play.")
            )
        elif bidding:
            waiting = QCoreApplication.translate("MainWindow", "{player} to bid.")
        else:
            waiting = QCoreApplication.translate("MainWindow", "{player} to play.")
        return waiting.format(player=player)

    def _score_words(self, names: list[str]) -> list[str]:
        """The match score in one line (us and them where there are two teams of partners)."""
        match = self.controller.match
        if match is None:
            return []
        rules = match.rules
        team = rules.team_of(self.context.human)
        if rules.team_count == 2 and rules.team_count < rules.players:
            return [
                QCoreApplication.translate("MainWindow", "Score: us {us}, them {them} (to {target})").format(
                    us=match.scores[team], them=match.scores[1 - team], target=rules.target_score
                )
            ]
        return [
            QCoreApplication.translate("MainWindow", "Score: {scores} (to {target})").format(
                scores=text.match_scores_text(rules, match.scores, team, names), target=rules.target_score
            )
        ]
