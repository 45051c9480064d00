"""The Statistics page's practice figures (issue 74): My mistakes by kind (kept, learned), how many are due today,
and the card problems solved in each game. Read from the notebook and the solved marks as they are on disk (the
window writes both after every change); each mistake is one position, counted once."""

from __future__ import annotations

import html
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from ...app.mistakes import MistakeShelf, Progress
from ...app.problems import ProblemShelf
from ...engine import find_variant
from ...learn import table_words as text
from ...learn.mistakes import KINDS, kind_name
from ...learn.problems import ProblemFileError
from ..look import palette
from ..look.readable import rich_column

translate = QCoreApplication.translate


@dataclass(frozen=True)
class PracticeFigures:
    mistakes: Progress
    solved: dict[str, tuple[int, int]] = field(default_factory=dict)  # game -> (solved, problems)


def practice_figures(mistakes: MistakeShelf | None = None, problems: ProblemShelf | None = None) -> PracticeFigures:
    """The figures from the player's files (or the shelves given)."""
    mistakes = mistakes if mistakes is not None else MistakeShelf()
    problems = problems if problems is not None else ProblemShelf()
    solved = {}
    for game in problems.games():
        try:
            solved[game] = (problems.solved_count(game), len(problems.problems(game)))
        except ProblemFileError:
            continue
    return PracticeFigures(mistakes.progress(), solved)


def _table(titles: tuple[str, ...], rows: list[tuple[str, ...]]) -> str:
    head = "".join(f"<th align='left'>{html.escape(t)}</th>" for t in titles)
    body = "".join("<tr>" + "".join(f"<td{'' if i == 0 else ' align=right'}>{html.escape(c)}</td>"
                                    for i, c in enumerate(row)) + "</tr>" for row in rows)
    return f"<table cellspacing='0' cellpadding='3'><tr>{head}</tr>{body}</table>"


def figures_html(figures: PracticeFigures) -> str:
    """The mistakes by kind beside the problems solved per game."""
    m = figures.mistakes
    head = translate("Statistics", "My mistakes: {kept} kept, {retired} learned, {due} due today.").format(
        kept=m.kept, retired=m.retired, due=m.due)
    kinds = _table((translate("Statistics", "Kind of mistake"), translate("Statistics", "Kept"),
                    translate("Statistics", "Learned")),
                   [(kind_name(k), str(m.by_kind[k]), str(m.retired_by_kind.get(k, 0))) for k in KINDS
                    if m.by_kind.get(k)]) if m.kept else ""
    solved = _table((translate("Statistics", "Card problems"), translate("Statistics", "Solved")),
                    [(text.variant_name(find_variant(game)), translate("Statistics", "{solved} of {count}").format(
                        solved=done, count=count)) for game, (done, count) in figures.solved.items()])
    return (f"<p>{html.escape(head)}</p><table cellspacing='0' cellpadding='0'><tr>"
            f"<td valign='top'>{kinds}</td><td width='40'></td><td valign='top'>{solved}</td></tr></table>")


def figures_words(figures: PracticeFigures) -> str:
    """The same figures for the ear, each kind with its counts."""
    m = figures.mistakes
    said = [translate("Statistics", "My mistakes: {kept} kept, {retired} learned, {due} due today.").format(
        kept=m.kept, retired=m.retired, due=m.due)]
    said += [translate("Statistics", "{kind}: {kept} kept, {retired} learned.").format(
        kind=kind_name(kind), kept=m.by_kind[kind], retired=m.retired_by_kind.get(kind, 0))
        for kind in KINDS if m.by_kind.get(kind)]
    said += [translate("Statistics", "Card problems of {game}: {solved} of {count} solved.").format(
        game=text.variant_name(find_variant(game)), solved=done, count=count)
        for game, (done, count) in figures.solved.items()]
    return " ".join(said)


class PracticeProgress(QFrame):
    """A tile of the Statistics page: the practice figures (``show``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tile")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(12, 8, 12, 8)
        title = QLabel(translate("Statistics", "Practice"), self)
        title.setStyleSheet(f"font-weight: 700; color: {palette.GOLD};")
        lay.addWidget(title)
        self.figures_label = rich_column(self, translate("Statistics", "Practice"))
        lay.addWidget(self.figures_label)
        self.figures: PracticeFigures | None = None

    def show_figures(self, figures: PracticeFigures) -> None:
        self.figures = figures
        self.figures_label.setText(figures_html(figures))
        self.figures_label.setAccessibleDescription(figures_words(figures))
