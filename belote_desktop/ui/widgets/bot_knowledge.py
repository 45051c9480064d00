"""BotKnowledgeDialog: what a player knew when it played a card, beside the truth.

Opened from the Replay ("What did they know?") on a card a bot played. For every card that seat could not
see, the chance its beliefs gave each seat (``ai.beliefs``: read from that seat's view only, as its decision
was), with the seat that really held it marked. It shows that the bots play honestly: they guess, and
sometimes wrongly.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from ...ai.beliefs import Beliefs, card_beliefs
from ...engine import CARDS, DealState, PlayCard, record, replay
from .. import text

SEARCH_LEVELS = ("expert", "master")


def state_before_play(deal: DealState, play_index: int) -> DealState:
    """The deal just before its ``play_index``-th card (0: the first card of the play) was played."""
    data = record(deal)
    state = replay({**data, "actions": []})
    assert isinstance(state, DealState)
    seen = 0
    for action_text in data["actions"]:
        action = next(a for a in state.legal_actions() if str(a) == action_text)
        if isinstance(action, PlayCard):
            if seen == play_index:
                return state
            seen += 1
        state = state.apply(action)
    raise ValueError(f"the deal has no card number {play_index}")


def true_place(deal_before: DealState, card: int) -> int:
    """The seat that really held ``card`` (hand or table), or -1 if it was never dealt."""
    zones = deal_before.zones
    for seat in range(deal_before.rules.players):
        if (deal_before.hands[seat] | zones.table_up[seat] | zones.table_down[seat]) >> card & 1:
            return seat
    return -1


class BotKnowledgeDialog(QDialog):
    def __init__(self, deal: DealState, play_index: int, names: list[str], level: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.before = state_before_play(deal, play_index)
        seat = self.before.current_player()
        self.seat = seat
        view = self.before.view_for(seat)
        weighed = level in SEARCH_LEVELS
        self.beliefs: Beliefs = card_beliefs(view, weighed, random.Random(f"beliefs:{deal.deck}:{play_index}"))
        played = [a for _, a in deal.history if isinstance(a, PlayCard)][play_index]
        assert isinstance(played, PlayCard)
        player = names[seat] if seat < len(names) else str(seat)
        self.setWindowTitle(QCoreApplication.translate("BotKnowledge", "What {player} knew").format(player=player))
        heading = QLabel(QCoreApplication.translate(
            "BotKnowledge", "Card played: {card}. Before that play, {player} could not see these cards. For each, "
            "the chance it gave each player of holding it; the player who really held it is marked ●.").format(
                card=text.card_name(played.card), player=player), self)
        heading.setWordWrap(True)
        how = QLabel(QCoreApplication.translate(
            "BotKnowledge", "Read from its own view only: what the play showed (a suit not followed, a trump "
            "not played), then what each player said in the auction and how well each deal explains the "
            "cards they chose.") if weighed else QCoreApplication.translate(
            "BotKnowledge", "Read from its own view only: what the play showed (a suit not followed, a trump "
            "not played). At this level the bot weighs nothing more."), self)
        how.setWordWrap(True)
        how.setStyleSheet("color: palette(mid);")
        n = deal.rules.players
        never = deal.rules.unused_cards > 0
        columns = [names[s] if s < len(names) else str(s) for s in range(n)]
        if never:
            columns.append(QCoreApplication.translate("BotKnowledge", "Never dealt"))
        self.grid = QTableWidget(len(self.beliefs.cards), len(columns), self)
        self.grid.setHorizontalHeaderLabels(columns)
        self.grid.setVerticalHeaderLabels([text.card_short(CARDS[b.card]) for b in self.beliefs.cards])
        self.grid.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.grid.setAccessibleName(QCoreApplication.translate("BotKnowledge", "Chances given to each player"))
        bold = QFont(self.font())
        bold.setBold(True)
        truth_brush = QBrush(QColor(255, 213, 74, 110))
        self.truth: dict[int, int] = {}
        for row, belief in enumerate(self.beliefs.cards):
            place = true_place(self.before, belief.card)
            self.truth[belief.card] = place
            values = list(belief.chances) + ([belief.never_dealt] if never else [])
            for column, chance in enumerate(values):
                held = column == place or (never and column == n and place < 0)
                label = f"{round(100 * chance)} %" + (" ●" if held else "")
                item = QTableWidgetItem(label)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if held:
                    item.setFont(bold)
                    item.setBackground(truth_brush)
                self.grid.setItem(row, column, item)
        self.grid.resizeColumnsToContents()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(heading)
        lay.addWidget(how)
        lay.addWidget(self.grid, 1)
        lay.addWidget(buttons)
        self.resize(560, 620)
