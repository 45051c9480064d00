"""LastTrickDialog: the previous trick of the deal, card by card, with who played what."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGridLayout, QLabel, QVBoxLayout, QWidget

from ...engine import PlayerView
from ...learn import table_words as text
from ..look.screen_fit import keep_on_screen
from ..table import card_art
from ..table.card_item import CardItem


class LastTrickDialog(QDialog):
    def __init__(self, view: PlayerView, names: list[str], geometry: object, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        keep_on_screen(self)  # as every dialog: no larger than the screen it opens on
        self.setWindowTitle(QCoreApplication.translate("LastTrick", "Last trick"))
        trick = view.tricks[-1]
        n = view.rules.players
        lay = QVBoxLayout(self)
        winner = names[trick.winner] if trick.winner < len(names) else str(trick.winner)
        title = QLabel(QCoreApplication.translate("LastTrick", "Trick {number}, won by {player}").format(
            number=len(view.tricks), player=winner))
        title.setStyleSheet("font-weight: 600; font-size: 15px;")
        lay.addWidget(title)
        grid = QGridLayout()
        dpr = self.devicePixelRatioF()
        width = 96
        described = []
        for i, card in enumerate(trick.cards):
            seat = trick.seat_of(i, n)
            picture = QLabel()
            picture.setPixmap(card_art.render_face(card, width, CardItem.style, dpr, CardItem.letters))
            picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
            who = names[seat] if seat < len(names) else str(seat)
            caption = QLabel(who + ("  ★" if seat == trick.winner else ""))
            caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
            picture.setAccessibleName(QCoreApplication.translate("LastTrick", "{player}: {card}").format(
                player=who, card=text.card_name(card)))
            described.append(picture.accessibleName())
            grid.addWidget(picture, 0, i)
            grid.addWidget(caption, 1, i)
        lay.addLayout(grid)
        self.setAccessibleDescription("; ".join(described))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        lay.addWidget(buttons)
