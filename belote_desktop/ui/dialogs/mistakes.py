"""Practice › My mistakes (issue 74): the player's own costly choices, played again as he saw the table.

On the left the mistakes due today (of one game, or of all), the longest waiting first, with the figures of the
notebook (kept, due, retired); in the middle the position as the player saw it: the game, where in the deal and the
kind of mistake, the auction so far or the contract, the points won, and the table with only his own cards face up
(``problem_board.ProblemBoard``, ``concealed``); the calls and the declaration, where they were the choice, are
buttons under it. He chooses (a click, or the arrows and Enter on his cards, Tab to the calls); the verdict says
right or wrong, what he chose in the game, what each choice gives up on average by the judge's figures, why the
judge's choice is good (Suggest's reason) and when the mistake comes back (``learn.mistakes``' schedule). What is
decided below the window is ``app.mistakes.MistakeShelf``'s; the words are ``app.mistake_words``'."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog, QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton, QScrollArea, QVBoxLayout, QWidget,
)

from ...app import mistake_words as words
from ...app.mistakes import MistakeShelf
from ...engine import Action, Card, DealState, PlayCard, find_variant
from ...learn import table_words as text
from ...learn.mistakes import Answer, Mistake
from . import trainer_parts as parts
from ..look.themed import question_box, themed_root
from .problem_board import RIGHT_MARK, WRONG_MARK, ProblemBoard, Shown, trick_on_table

translate = QCoreApplication.translate


def open_mistakes(shelf: MistakeShelf, game: str | None, *, parent: QWidget) -> MistakesDialog:
    """Practice › My mistakes over the window, ``game``'s shown first where it has some due."""
    dialog = MistakesDialog(shelf, game, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog


class MistakesDialog(QDialog):
    """The trainer (see the module's text)."""

    def __init__(self, shelf: MistakeShelf, game: str | None = None, parent: QWidget | None = None,
                 table_colour: str = "green") -> None:
        super().__init__(parent)
        self.shelf = shelf
        self.mistake: Mistake | None = None
        self.state: DealState | None = None
        self.last_answer: Answer | None = None
        self.shown: list[Mistake] = []
        self.call_buttons: list[QPushButton] = []
        self.setWindowTitle(translate("Mistakes", "My mistakes"))
        root = themed_root(self)
        parts.three_columns(root, (self._make_list(root), self._make_position(root, table_colour), self._make_verdict(root)),
                            self._make_buttons(root))
        self.resize(1180, 720)
        self._fill_games(game)
        shelf.changed.connect(self._on_shelf_changed)

    def _on_shelf_changed(self) -> None:
        """A deal just looked over kept new mistakes: the list again when nothing is on the board, else the figures."""
        if self.mistake is None:
            self.choose_game(self.game_box.currentData())
        else:
            self._count_words(self.game_box.currentData())

    # -- the parts ----------------------------------------------------------------------------------------------
    def _make_list(self, root: QWidget) -> QVBoxLayout:
        col = QVBoxLayout()
        self.game_box = parts.game_chooser(root)
        self.game_box.currentIndexChanged.connect(lambda _: self.choose_game(self.game_box.currentData()))
        col.addWidget(self.game_box)
        self.list = QListWidget(root)
        self.list.setAccessibleName(translate("Mistakes", "Mistakes to practise today"))
        self.list.setFixedWidth(parts.LIST_WIDTH)
        self.list.setWordWrap(True)
        self.list.currentRowChanged.connect(self._on_row)
        self.list.itemActivated.connect(lambda _: self.focus_choices())
        col.addWidget(self.list, 1)
        self.count, self.note = parts.list_note(root), parts.list_note(root, error=True)
        col.addWidget(self.count)
        col.addWidget(self.note)
        return col

    def _make_position(self, root: QWidget, table_colour: str) -> QVBoxLayout:
        col = QVBoxLayout()
        self.title = QLabel(root)
        self.title.setObjectName("title")
        self.title.setWordWrap(True)
        self.situation = QLabel(root)
        self.situation.setWordWrap(True)
        self.board = ProblemBoard(root)
        self.board.table_colour = table_colour
        self.board.chosen.connect(lambda card: self.choose(str(PlayCard(card))))
        self.calls = QHBoxLayout()
        for widget in (self.title, self.situation):
            col.addWidget(widget)
        col.addWidget(self.board, 1)
        col.addLayout(self.calls)
        return col

    def _make_verdict(self, root: QWidget) -> QScrollArea:
        self.verdict_text, scroll = parts.verdict_column(root, 290)
        return scroll

    def _make_buttons(self, root: QWidget) -> QHBoxLayout:
        row = QHBoxLayout()
        row.addStretch(1)
        self.forget_button = QPushButton(translate("Mistakes", "&Forget this mistake…"), root)  # first: Tab's order
        self.forget_button.setToolTip(translate(
            "Mistakes", "Take it off your list: it comes back only if you meet the same position and miss it again."))
        self.forget_button.clicked.connect(self.ask_to_forget)
        self.next_button = QPushButton(translate("Mistakes", "&Next mistake"), root)
        self.next_button.setObjectName("primary")
        self.next_button.clicked.connect(self.next_mistake)
        close = QPushButton(translate("Problems", "Close"), root)
        close.clicked.connect(self.reject)
        for button in (self.forget_button, self.next_button, close):
            button.setAutoDefault(False)  # Enter chooses the card in focus, never a button
            row.addWidget(button)
        return row

    # -- the list -----------------------------------------------------------------------------------------------
    def _fill_games(self, game: str | None) -> None:
        self.game_box.blockSignals(True)
        self.game_box.addItem(translate("Mistakes", "All games"), None)
        for key in self.shelf.games():
            self.game_box.addItem(text.variant_name(find_variant(key)), key)
        self.game_box.blockSignals(False)
        self._tell_storage()
        at = self.game_box.findData(game) if game is not None and self.shelf.due(game) else 0
        self.game_box.setCurrentIndex(-1)
        self.game_box.setCurrentIndex(max(0, at))

    def choose_game(self, game: str | None) -> None:
        """The mistakes due today (of ``game``, or of every game) in the list, the first one shown."""
        self.list.blockSignals(True)
        self.list.clear()
        self.shown = self.shelf.due(game)
        for mistake in self.shown:
            item = QListWidgetItem(words.item_text(mistake, _state_or_none(mistake), game is None), self.list)
            item.setToolTip(item.text())
        self.list.blockSignals(False)
        self._count_words(game)
        self.forget_button.setEnabled(bool(self.shown))
        if self.shown:
            self.list.setCurrentRow(0)
        else:
            self._nothing_due()

    def _count_words(self, game: str | None) -> None:
        figures = self.shelf.progress(game)
        self.count.setText(translate("Mistakes", "Due today: {due}. Kept: {kept}, of which learned: {retired}.").format(
            due=figures.due, kept=figures.kept, retired=figures.retired))

    def _nothing_due(self) -> None:
        self.mistake, self.state, self.last_answer = None, None, None
        self._set_calls([])
        self.board.hide()
        self.title.setText(translate("Mistakes", "No mistake to practise today"))
        self.situation.clear()
        self.verdict_text.setText(translate(
            "Mistakes", "After each deal you finish, the choices that cost your side a few points or more (by the "
                        "same search as Suggest and Review, not by the luck of the cards) are kept here and come "
                        "back until you have found the better one three times in a row."))
        self.next_button.setEnabled(False)

    def _tell_storage(self) -> None:
        parts.tell_storage(self.note, self.shelf.told)

    def _on_row(self, row: int) -> None:
        if 0 <= row < len(self.shown):
            self.open_mistake(self.shown[row])

    # -- one mistake --------------------------------------------------------------------------------------------
    def open_mistake(self, mistake: Mistake) -> None:
        """``mistake``'s position as the player saw it, waiting for his choice."""
        try:
            state = mistake.state()
        except ValueError:  # a position that no longer replays (rules changed): told, not shown
            self.note.setText(translate("Mistakes", "This mistake's position cannot be shown any more."))
            self.note.show()
            return
        self.mistake, self.state, self.last_answer = mistake, state, None
        cards = any(isinstance(a, PlayCard) for a in state.legal_actions())
        self.board.show()
        self.board.show_position(Shown(state, mistake.seat, cards, trick_on_table(state, False), concealed=True))
        self.title.setText(words.title_text(mistake, state))
        self.situation.setText(words.situation_text(state, mistake.seat))
        self._set_calls([a for a in state.legal_actions() if not isinstance(a, PlayCard)])
        self.verdict_text.setText(translate(
            "Mistakes", "This is the table as you saw it. Choose again: click a card or a call, or move along your "
                        "cards with the arrow keys and press Enter; Tab reaches the calls."))
        self.next_button.setEnabled(True)

    def _set_calls(self, actions: list[Action]) -> None:
        for button in self.call_buttons:
            button.hide()
            button.deleteLater()
        self.call_buttons = []
        rules = self.state.rules if self.state is not None else None
        for action in actions:
            button = QPushButton(words.choice_name(action, rules), self)
            button.setAutoDefault(False)
            button.clicked.connect(lambda _=False, a=str(action): self.choose(a))
            self.calls.addWidget(button)
            self.call_buttons.append(button)

    def focus_choices(self) -> None:
        """The focus on the first card (or call) the player may choose, the position said for the ear first (where,
        the kind, the contract or the auction, the table's cards)."""
        cards = self.board.playable()
        target = cards[0] if cards else (self.call_buttons[0] if self.call_buttons else None)
        if self.mistake is not None:
            self.announce(f"{self.title.text()}. {self.situation.text()} {self.board.in_words()}.")
        if target is not None:
            target.setFocus(Qt.FocusReason.TabFocusReason)

    def choose(self, action_text: str) -> None:
        """The player's choice: the verdict shown and said, the mistake moved on its schedule."""
        if self.mistake is None or self.state is None or self.last_answer is not None:
            return
        mistake, state = self.mistake, self.state
        answer = self.shelf.answer(mistake, action_text)
        self.last_answer = answer
        self._mark_choice(mistake, answer)
        today = self.shelf.today()
        self.verdict_text.setText(words.verdict_html(mistake, state, answer, today))
        said = " ".join(words.verdict_words(mistake, state, answer, today))
        self.verdict_text.setAccessibleDescription(said)
        self._tell_storage()
        self._count_words(self.game_box.currentData())
        self.next_button.setFocus(Qt.FocusReason.OtherFocusReason)
        self.announce(said)

    def _mark_choice(self, mistake: Mistake, answer: Answer) -> None:
        """The judge's card framed green, a wrong card red; no card or call may be chosen again."""
        marks = [(mistake.best, RIGHT_MARK)] + ([] if answer.right else [(answer.chosen, WRONG_MARK)])
        for action_text, colour in marks:
            card = _card_of(action_text)
            if card is not None:
                self.board.mark(card, colour)
        for button in self.call_buttons:
            button.setEnabled(False)

    def next_mistake(self) -> None:
        """The list again from what is due now (a missed one after the others of today), the next one shown."""
        answered = self.mistake.key if self.mistake is not None else None
        self.choose_game(self.game_box.currentData())
        later = next((row for row, m in enumerate(self.shown) if m.key != answered), None)
        if later is not None and self.list.currentRow() != later:
            self.list.setCurrentRow(later)
        self.focus_choices()

    def ask_to_forget(self) -> None:
        """Take the mistake picked in the list off it, once the player says so (Enter and Esc keep it)."""
        row = self.list.currentRow()
        if not 0 <= row < len(self.shown):
            return
        box, forget = question_box(
            self, translate("Mistakes", "Forget this mistake?"),
            translate("Mistakes", "It will no longer come back for practice, unless you meet the same position in a "
                                  "game and miss it again."),
            translate("Mistakes", "Forget it"), translate("Mistakes", "Keep it"), default_yes=False)
        box.exec()
        if box.clickedButton() is forget:
            self.forget(self.shown[row])

    def forget(self, mistake: Mistake) -> None:
        self.shelf.forget(mistake)
        self._tell_storage()
        self.choose_game(self.game_box.currentData())
        self.announce(translate("Mistakes", "Forgotten. {due}").format(due=self.count.text()))
        (self.list if self.shown else self.next_button).setFocus(Qt.FocusReason.OtherFocusReason)

    def announce(self, said: str) -> None:
        parts.announce(self, said)

    def done(self, result: int) -> None:
        try:  # the window's shelf outlives the dialog
            self.shelf.changed.disconnect(self._on_shelf_changed)
        except (RuntimeError, TypeError):
            pass
        super().done(result)


def _card_of(action_text: str) -> Card | None:
    return Card.parse(action_text.split(" ", 1)[1]) if action_text.startswith("play ") else None


def _state_or_none(mistake: Mistake) -> DealState | None:
    try:
        return mistake.state()
    except ValueError:
        return None
