"""The status line (whose turn, the contract, the score) and, through the table's reader
(``accessibility.TableReader``), the words screen readers get for the felt; also the two score lines the
felt shows when the side panel is hidden. While the table moves, the turned card is named only once the
felt shows its face (the deal animation)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QWidget

from ...engine import Phase
from .. import text
from ..controller import GameController
from ..table.animator import Animator
from .accessibility import TableReader
from .context import WindowContext
from .hints import RuleHints
from .net_words import next_deal_status_words
from .seats import Seats


class StatusLine:
    def __init__(self, context: WindowContext, controller: GameController, animator: Animator, seats: Seats,
                 hints: RuleHints, label: QLabel, table: QWidget) -> None:
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
        scores = text.match_scores_text(match.rules, match.scores, match.rules.team_of(self.context.human),
                                        self.seats.names())
        return [scores, QCoreApplication.translate("MainWindow", "playing to {target}").format(
            target=match.rules.target_score)]

    def update(self) -> None:
        c = self.controller
        human = self.context.human
        view = c.view()
        if view is None:
            self.label.setText("")
            self.label.setAccessibleDescription("")
            self.reader.update([])
            return
        shown = self.reader.shown()
        names = self.seats.names()
        lines = []
        said: dict[int, str] = {}  # a line in other words for a screen reader (the contract without symbols)
        waited = c.next_deal_waits_for()
        if c.awaiting_continue:
            lines.append(QCoreApplication.translate("MainWindow", "The deal is over."))
        elif waited is not None:  # a network table: the next deal waits for people to go on
            lines.append(next_deal_status_words(waited))
        elif c.is_human_turn() and not self.animator.busy:  # as the table's glow: when input is taken
            if view.phase is Phase.BIDDING:
                lines.append(QCoreApplication.translate("MainWindow", "Your turn to bid."))
            else:
                lines.append(QCoreApplication.translate("MainWindow", "Your turn: play a card."))
                freedom = self.hints.freedom()
                if freedom is not None:
                    lines.append(freedom.text)
        elif view.current_player >= 0 and view.current_player != human:
            player = names[view.current_player]
            bidding = view.phase is Phase.BIDDING
            if self.seats.is_person(view.current_player):  # another person at a network table: waited for
                waiting = (QCoreApplication.translate("MainWindow", "Waiting for {player} to bid.") if bidding
                           else QCoreApplication.translate("MainWindow", "Waiting for {player} to play."))
                lines.append(waiting.format(player=player))
            elif bidding:
                lines.append(QCoreApplication.translate("MainWindow", "{player} to bid.").format(player=player))
            else:
                lines.append(QCoreApplication.translate("MainWindow", "{player} to play.").format(player=player))
        if view.contract is not None:
            said[len(lines)] = text.contract_text(view.contract, names[view.contract.taker], view.rules, said=True)
            lines.append(text.contract_text(view.contract, names[view.contract.taker], view.rules))
        elif view.turned_card is not None and (shown is None or view.turned_card in shown):
            lines.append(QCoreApplication.translate("MainWindow", "Turned card: {card}").format(card=text.card_name(view.turned_card)))
        match = c.match
        if match is not None:
            team = match.rules.team_of(human)
            if match.rules.team_count == 2 and match.rules.team_count < match.rules.players:
                lines.append(QCoreApplication.translate("MainWindow", "Score: us {us}, them {them} (to {target})").format(
                    us=match.scores[team], them=match.scores[1 - team], target=match.rules.target_score))
            else:
                lines.append(QCoreApplication.translate("MainWindow", "Score: {scores} (to {target})").format(
                    scores=text.match_scores_text(match.rules, match.scores, team, names),
                    target=match.rules.target_score))
        self.label.setText("\n".join(lines))
        self.label.setAccessibleDescription("\n".join(said.get(i, line) for i, line in enumerate(lines)))
        self.reader.update(lines)
