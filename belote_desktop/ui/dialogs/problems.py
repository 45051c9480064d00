"""Practice › Problems (issue 74): the card problems of every game, one at a time, with every hand face up.

On the left the game's problems by grade (solved ones marked ✓, missed ones ✗) and the problem of the day; in the
middle the problem (its goal in words, the contract, the points so far, whose turn it is, the table:
``problem_board.ProblemBoard``); on the right the verdict. The player chooses the first card (a click, or the
arrows and Enter); the verdict says right or wrong, what every first card wins from there on against the best
defence (``check_answer``'s figures) and why; "Show the solution" plays the solver's line card by card and writes it
in words; "Next problem" goes on to the next one not solved yet. What is decided below the window is
``app.problems.ProblemShelf``'s; the marks are kept in ``storage.solved``."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import (
    QDialog, QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton, QScrollArea, QVBoxLayout,
    QWidget,
)

from ...app.problems import ProblemShelf, Step, contract_words, points_words, seat_name
from ...i18n import list_comma
from ...engine import Card, DealState, Ruleset, find_variant
from ...learn import table_words as text
from ...learn.problems import Problem, ProblemFileError, Verdict, goal_text
from ...storage.solved import MISSED, SOLVED
from . import trainer_parts as parts
from ..look.themed import themed_root
from .problem_board import RIGHT_MARK, WRONG_MARK, ProblemBoard, Shown, trick_on_table

translate = QCoreApplication.translate
STEP_MS = 700  # the solution's pace, a card at a time
MAX_GRADE = 5


def open_problems(rules: Ruleset, *, parent: QWidget) -> ProblemsDialog:
    """Practice › Problems over the window: ``rules``' game chosen (the game on the table)."""
    dialog = ProblemsDialog(ProblemShelf(), rules.id, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog


def mark_text(mark: str | None) -> str:
    return {SOLVED: translate("Problems", "solved"), MISSED: translate("Problems", "not solved yet")}.get(
        mark or "", translate("Problems", "new"))


def stars(grade: int) -> str:
    return "★" * grade + "☆" * (MAX_GRADE - grade)


def grade_text(grade: int) -> str:
    return translate("Problems", "difficulty {grade} of {most}").format(grade=grade, most=MAX_GRADE)


class ProblemsDialog(QDialog):
    """The problems window (see the module's text)."""

    def __init__(self, shelf: ProblemShelf, game: str | None = None, parent: QWidget | None = None,
                 table_colour: str = "green") -> None:
        super().__init__(parent)
        self.shelf = shelf
        self.problem: Problem | None = None
        self.verdict: Verdict | None = None
        self.steps: list[Step] = []
        self.problems: tuple[Problem, ...] = ()  # the game's, in the list's order
        self.timer = QTimer(self)
        self.timer.setInterval(STEP_MS)
        self.timer.timeout.connect(self._play_step)
        self.setWindowTitle(translate("Problems", "Card problems"))
        root = themed_root(self)
        parts.three_columns(root, (self._make_list(root), self._make_problem(root, table_colour), self._make_verdict(root)),
                            self._make_buttons(root))
        self.resize(1180, 720)
        self._fill_games(game)

    # -- the parts ----------------------------------------------------------------------------------------------
    def _make_list(self, root: QWidget) -> QVBoxLayout:
        col = QVBoxLayout()
        self.game_box = parts.game_chooser(root)
        self.game_box.currentIndexChanged.connect(lambda _: self.choose_game(self.game_box.currentData()))
        col.addWidget(self.game_box)
        self.day_button = QPushButton(translate("Problems", "Problem of the &day"), root)
        self.day_button.setToolTip(translate("Problems", "One problem a day, the same for everyone, from every game"))
        self.day_button.clicked.connect(self.open_problem_of_the_day)
        col.addWidget(self.day_button)
        self.list = QListWidget(root)
        self.list.setAccessibleName(translate("Problems", "Problems, easiest first"))
        self.list.setFixedWidth(230)
        self.list.currentRowChanged.connect(self._on_row)
        self.list.itemActivated.connect(lambda _: self.focus_cards())
        col.addWidget(self.list, 1)
        self.count, self.note = parts.list_note(root, 230), parts.list_note(root, 230, error=True)
        col.addWidget(self.count)
        col.addWidget(self.note)
        return col

    def _make_problem(self, root: QWidget, table_colour: str) -> QVBoxLayout:
        col = QVBoxLayout()
        self.title = QLabel(root)
        self.title.setObjectName("title")
        self.title.setWordWrap(True)
        self.goal = QLabel(root)
        self.goal.setStyleSheet("font-size: 15px; font-weight: 700; color: #ffd54a;")
        self.goal.setWordWrap(True)
        self.situation = QLabel(root)
        self.situation.setWordWrap(True)
        self.board = ProblemBoard(root)
        self.board.table_colour = table_colour
        self.board.chosen.connect(self.answer)
        for widget in (self.title, self.goal, self.situation):
            col.addWidget(widget)
        col.addWidget(self.board, 1)
        return col

    def _make_verdict(self, root: QWidget) -> QScrollArea:
        self.verdict_text, scroll = parts.verdict_column(root, 270)
        return scroll

    def _make_buttons(self, root: QWidget) -> QHBoxLayout:
        row = QHBoxLayout()
        row.addStretch(1)
        self.solution_button = QPushButton(translate("Problems", "&Show the solution"), root)
        self.solution_button.clicked.connect(self.show_solution)
        self.next_button = QPushButton(translate("Problems", "&Next problem"), root)
        self.next_button.setObjectName("primary")
        self.next_button.clicked.connect(self.next_problem)
        close = QPushButton(translate("Problems", "Close"), root)
        close.clicked.connect(self.reject)
        self.day_button.setAutoDefault(False)
        for button in (self.solution_button, self.next_button, close):
            button.setAutoDefault(False)  # Enter plays the card in focus (or opens the problem), never a button
            row.addWidget(button)
        return row

    # -- the games and their lists ------------------------------------------------------------------------------
    def _fill_games(self, game: str | None) -> None:
        self.game_box.blockSignals(True)
        for key in self.shelf.games():
            self.game_box.addItem(text.variant_name(find_variant(key)), key)
        self.game_box.blockSignals(False)
        self._tell_storage()
        at = self.game_box.findData(game)
        self.game_box.setCurrentIndex(-1)
        self.game_box.setCurrentIndex(max(0, at))

    def choose_game(self, game: str | None) -> None:
        """``game``'s problems in the list, the first not solved yet shown."""
        self.list.blockSignals(True)
        self.list.clear()
        self.list.blockSignals(False)
        self.problems = ()
        if game is None:
            return
        try:
            self.problems = self.shelf.problems(game)
        except ProblemFileError as error:
            self._show_file_error(error)
            return
        for number, problem in enumerate(self.problems, start=1):
            item = QListWidgetItem(self.list)
            self._word_item(item, problem, number)
        self.count.setText(translate("Problems", "Solved: {solved} of {count}").format(
            solved=self.shelf.solved_count(game), count=len(self.problems)))
        first = next((p for p in self.problems if self.shelf.mark(p) != SOLVED), self.problems[0])
        self.list.setCurrentRow(self.problems.index(first))

    def _word_item(self, item: QListWidgetItem, problem: Problem, number: int) -> None:
        mark = self.shelf.mark(problem)
        sign = {SOLVED: "✓", MISSED: "✗"}.get(mark or "", "  ")
        name = translate("Problems", "Problem {number}").format(number=number)
        item.setText(f"{stars(problem.grade)}   {name}   {sign}")
        said = list_comma().join((name, grade_text(problem.grade), mark_text(mark), goal_text(problem.goal)))
        item.setData(Qt.ItemDataRole.AccessibleTextRole, said)
        item.setToolTip(goal_text(problem.goal))

    def _show_file_error(self, error: ProblemFileError) -> None:
        self.note.setText(translate(
            "Problems", "The problems of this game could not be read (the file {file}, line {line}), so there are "
                        "none to show.").format(file=error.where, line=error.line))
        self.note.show()
        self.count.clear()
        self._clear_problem()

    def _tell_storage(self) -> None:
        """What became of the marks' file, in the player's words (a damaged one was kept aside)."""
        parts.tell_storage(self.note, self.shelf.told)

    def _on_row(self, row: int) -> None:
        if 0 <= row < len(self.problems):
            self.open_problem(self.problems[row])

    # -- one problem --------------------------------------------------------------------------------------------
    def open_problem(self, problem: Problem) -> None:
        """``problem`` on the board, waiting for the player's card."""
        self.timer.stop()
        try:
            state = problem.state()
        except ValueError as error:  # a damaged file: its moves do not replay
            self._show_file_error(ProblemFileError(f"{problem.game}.txt", 0, str(error)))
            return
        self.problem, self.verdict, self.steps = problem, None, []
        mover = state.current_player()
        self.board.show_position(Shown(state, mover, True, trick_on_table(state, False)))
        self.title.setText(translate("Problems", "{game} · problem {number} · {grade}").format(
            game=text.variant_name(state.rules), number=self.shelf.number(problem), grade=stars(problem.grade)))
        self.title.setAccessibleName(f"{self.title.text()} ({grade_text(problem.grade)})")
        self.goal.setText(goal_text(problem.goal))
        self.situation.setText(situation_text(state, mover))
        self.verdict_text.setText(html.escape(translate(
            "Problems", "Your turn: choose the first card. Click it, or move along your cards with the arrow keys "
                        "and press Enter. Every hand is shown.")))
        self.solution_button.setEnabled(False)

    def _clear_problem(self) -> None:
        self.problem = None
        for label in (self.title, self.goal, self.situation, self.verdict_text):
            label.clear()
        self.solution_button.setEnabled(False)

    def focus_cards(self) -> None:
        """The focus on the first card the player may choose."""
        cards = self.board.playable()
        if cards:
            cards[0].setFocus(Qt.FocusReason.TabFocusReason)

    def answer(self, card: Card) -> None:
        """The player's first card: the verdict shown and said, the mark kept."""
        if self.problem is None or self.verdict is not None:
            return
        verdict = self.shelf.answer(self.problem, card)
        self.verdict = verdict
        self.board.mark(verdict.answer, RIGHT_MARK)
        if not verdict.right:
            self.board.mark(card, WRONG_MARK)
        self.verdict_text.setText(verdict_html(verdict, card))
        self.verdict_text.setAccessibleDescription(verdict_words(verdict, card))
        row = self.problems.index(self.problem) if self.problem in self.problems else -1
        if row >= 0:
            self._word_item(self.list.item(row), self.problem, row + 1)
            self.count.setText(translate("Problems", "Solved: {solved} of {count}").format(
                solved=self.shelf.solved_count(self.problem.game), count=len(self.problems)))
        self._tell_storage()
        self.solution_button.setEnabled(True)
        self.solution_button.setFocus(Qt.FocusReason.OtherFocusReason)
        self.announce(verdict_words(verdict, card))

    def show_solution(self) -> None:
        """The solver's line played on the board, a card at a time, and written in words under the verdict."""
        if self.problem is None or self.verdict is None:
            return
        self.steps = list(self.shelf.solution(self.problem))
        start = self.problem.state()
        mover = start.current_player()
        words = line_words(start, self.steps, mover)
        self.verdict_text.setText(verdict_html(self.verdict, None) + "<p><b>" + html.escape(
            translate("Problems", "The solution")) + "</b><br>" + "<br>".join(html.escape(w) for w in words) + "</p>")
        self.board.show_position(Shown(start, mover, False, trick_on_table(start, False)))
        self.announce(translate("Problems", "The solution: {line}").format(line=" ".join(words)))
        self.timer.start()

    def _play_step(self) -> None:
        if not self.steps or self.problem is None:
            self.timer.stop()
            return
        step = self.steps.pop(0)
        mover = self.problem.state().current_player()
        self.board.show_position(Shown(step.state, mover, False, trick_on_table(step.state, True)))

    def next_problem(self) -> None:
        if self.problem is None:
            return
        following = self.shelf.next_problem(self.problem)
        self.list.setCurrentRow(self.problems.index(following))
        self.focus_cards()

    def open_problem_of_the_day(self) -> None:
        problem = self.shelf.of_the_day()
        if problem is None:
            return
        self.game_box.setCurrentIndex(self.game_box.findData(problem.game))
        self.list.setCurrentRow(self.problems.index(problem))
        self.title.setText(translate("Problems", "Problem of the day · {title}").format(title=self.title.text()))
        self.focus_cards()

    def announce(self, words: str) -> None:
        """Said by a screen reader (an accessibility announcement from the dialog)."""
        parts.announce(self, words)

    def done(self, result: int) -> None:
        self.timer.stop()
        super().done(result)


def situation_text(state: DealState, mover: int) -> str:
    """The contract, the points won so far and the tricks left, in words."""
    contract = contract_words(state, mover)
    parts = ([contract] if contract else []) + [points_words(state, mover)]
    tricks_left = sum(len(state.hand(s)) for s in range(state.players)) + len(state.trick)
    zones = state.zones
    tricks_left += sum(bin(zones.table_up[s] | zones.table_down[s]).count("1") for s in range(state.players))
    parts.append(translate("Problems", "Tricks left: {count}.").format(count=-(-tricks_left // state.players)))
    return " ".join(parts)


def _worth_rows(verdict: Verdict, chosen: Card | None) -> str:
    rows = []
    for worth in verdict.worths:
        sign = "✓" if worth.reaches else ""
        name = html.escape(text.card_name(worth.card))
        if worth.card == chosen:
            name = f"<b>{name}</b>"
        rows.append(f"<tr><td>{name}</td><td align='right'>{worth.points}</td>"
                    f"<td align='right'>{worth.tricks}</td><td>{sign}</td></tr>")
    head = "".join(f"<th>{html.escape(h)}</th>" for h in (
        translate("Problems", "First card"), translate("Problems", "Points"), translate("Problems", "Tricks"), ""))
    return f"<table cellspacing='0' cellpadding='3'><tr>{head}</tr>{''.join(rows)}</table>"


def verdict_sentence(verdict: Verdict, chosen: Card | None) -> str:
    answer = text.card_name(verdict.answer)
    if chosen is None:
        return translate("Problems", "The one card that reaches the goal is {card}.").format(card=answer)
    if verdict.right:
        return translate("Problems", "Right! {card} is the one card that reaches the goal.").format(card=answer)
    return translate("Problems", "Not this one: {chosen} does not reach the goal. The one card that does is "
                                 "{card}.").format(chosen=text.card_name(chosen), card=answer)


def verdict_html(verdict: Verdict, chosen: Card | None) -> str:
    """The verdict, every first card's worth and the reason, for the verdict's column."""
    colour = "#4cd07d" if chosen is None or verdict.right else "#ff8a7a"
    parts = [f"<p style='color:{colour}; font-weight:700'>{html.escape(verdict_sentence(verdict, chosen))}</p>",
             "<p>" + html.escape(translate(
                 "Problems", "What each first card wins from here on, against the best defence:")) + "</p>",
             _worth_rows(verdict, chosen)]
    if verdict.reason:
        parts.append("<p>" + html.escape(translate("Problems", "Why: {reason}").format(reason=verdict.reason)) + "</p>")
    return "".join(parts)


def verdict_words(verdict: Verdict, chosen: Card) -> str:
    """The verdict for the ear: the sentence, each first card's worth, the reason."""
    worths = [translate("Problems", "{card}: points {points}, tricks {tricks}").format(
        card=text.card_name(w.card), points=w.points, tricks=w.tricks) for w in verdict.worths]
    words = [verdict_sentence(verdict, chosen), "; ".join(worths) + "."]
    if verdict.reason:
        words.append(translate("Problems", "Why: {reason}").format(reason=verdict.reason))
    return " ".join(words)


def line_words(start: DealState, steps: list[Step], mover: int) -> list[str]:
    """The solution a trick a line: "You J♥, East 8♥, North A♥, West 7♥"."""
    lines: list[list[str]] = [[]]
    left_in_trick = start.players - len(start.trick)
    for step in steps:
        lines[-1].append(f"{seat_name(start, step.seat, mover)} {text.card_short(step.card)}")
        left_in_trick -= 1
        if left_in_trick == 0:
            lines.append([])
            left_in_trick = start.players
    return [list_comma().join(line) for line in lines if line]
