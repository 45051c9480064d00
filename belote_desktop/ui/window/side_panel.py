"""The side panel: the status line, the score sheet, three buttons, the hand mirror and the table talk.

Scene items are invisible to screen readers, so these real widgets say what the felt shows. The panel
only builds them and sets their fixed texts; what they say comes from the status, mirror and talk parts.
While the cards are being dealt (``set_dealing``), the status and the hand mirror give way to a note: they
would name cards the felt has not shown yet (the whole hand, the turned card)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView, QFrame, QHBoxLayout, QHeaderView, QLabel, QListWidget, QPushButton, QStackedWidget,
    QTableView, QVBoxLayout, QWidget,
)

from ..models import ScoreSheetModel

SIDE_WIDTH = 250


class SidePanel(QFrame):
    def __init__(self, score_model: ScoreSheetModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sidePanel")
        self.setFixedWidth(SIDE_WIDTH)
        v = QVBoxLayout(self)
        v.setContentsMargins(10, 8, 10, 10)
        v.setSpacing(6)
        self.status = QLabel(self)
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setMinimumHeight(54)
        self.dealing_status = QLabel(self)  # in the status's place while the cards are dealt
        self.dealing_status.setObjectName("status")
        self.dealing_status.setWordWrap(True)
        self.dealing_status.setMinimumHeight(54)
        self.dealing_status.hide()
        self.score_title = QLabel(self)
        self.score_title.setObjectName("sideTitle")
        self.score_view = QTableView(self)
        self.score_view.setModel(score_model)
        self.score_view.verticalHeader().setVisible(False)
        self.score_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.score_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.score_view.setAlternatingRowColors(True)
        hh = self.score_view.horizontalHeader()
        hh.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        hh.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.score_view.setMinimumHeight(110)
        buttons = QHBoxLayout()
        buttons.setSpacing(4)
        self.last_trick_button = QPushButton(self)
        self.undo_button = QPushButton(self)
        self.suggest_button = QPushButton(self)
        self.suggest_button.setObjectName("suggestButton")
        for b in (self.last_trick_button, self.undo_button, self.suggest_button):
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            buttons.addWidget(b)
        self.hand_title = QLabel(self)
        self.hand_title.setObjectName("sideTitle")
        self.hand_list = QListWidget(self)
        self.hand_list.setMaximumHeight(150)
        self.hand_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.hand_list.setTextElideMode(Qt.TextElideMode.ElideRight)
        # a mirror of the felt: the table keeps the keyboard (Enter there plays the row clicked here)
        self.hand_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.dealing_hand = QLabel(self)  # in the mirror's place while the cards are dealt
        self.dealing_hand.setWordWrap(True)
        self.dealing_hand.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeading)
        self.hand_stack = QStackedWidget(self)
        self.hand_stack.setMaximumHeight(150)
        self.hand_stack.addWidget(self.hand_list)
        self.hand_stack.addWidget(self.dealing_hand)
        self.log_title = QLabel(self)
        self.log_title.setObjectName("sideTitle")
        self.log = QListWidget(self)
        self.log.setWordWrap(True)
        v.addWidget(self.status)
        v.addWidget(self.dealing_status)
        v.addWidget(self.score_title)
        v.addWidget(self.score_view, 2)
        v.addLayout(buttons)
        v.addWidget(self.hand_title)
        v.addWidget(self.hand_stack, 1)
        v.addWidget(self.log_title)
        v.addWidget(self.log, 3)

    @property
    def dealing(self) -> bool:
        return self.hand_stack.currentWidget() is self.dealing_hand

    def set_dealing(self, dealing: bool) -> None:
        """While the deal animation runs: a note instead of the status and the hand mirror."""
        self.status.setVisible(not dealing)
        self.dealing_status.setVisible(dealing)
        self.hand_stack.setCurrentWidget(self.dealing_hand if dealing else self.hand_list)

    def retranslate(self) -> None:
        """The fixed texts (the Suggest button's "Thinking…" is the suggester's)."""
        self.status.setAccessibleName(QCoreApplication.translate("MainWindow", "Game status"))
        self.score_title.setText(QCoreApplication.translate("MainWindow", "Score sheet"))
        self.score_view.setAccessibleName(QCoreApplication.translate("MainWindow", "Score sheet"))
        self.last_trick_button.setText(QCoreApplication.translate("MainWindow", "Last trick"))
        self.undo_button.setText(QCoreApplication.translate("MainWindow", "Undo"))
        self.suggest_button.setText(QCoreApplication.translate("MainWindow", "Suggest"))
        self.suggest_button.setToolTip(QCoreApplication.translate("MainWindow", "What would an expert play? (S or Ctrl+?)"))
        self.suggest_button.setAccessibleName(QCoreApplication.translate("MainWindow", "Suggest a move"))
        self.hand_title.setText(QCoreApplication.translate("MainWindow", "Your hand"))
        self.hand_list.setAccessibleName(QCoreApplication.translate("MainWindow", "Your hand"))
        self.dealing_status.setText(QCoreApplication.translate("MainWindow", "The cards are being dealt…"))
        self.dealing_hand.setText(QCoreApplication.translate("MainWindow", "Your cards show here once they are dealt."))
        self.log_title.setText(QCoreApplication.translate("MainWindow", "Table talk"))
        self.log.setAccessibleName(QCoreApplication.translate("MainWindow", "Table talk"))
