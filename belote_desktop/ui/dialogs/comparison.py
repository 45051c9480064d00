"""ComparisonDialog: the Master plays your seat on the cards you just played.

The comparison (``learn.compare``) runs in a thread while a progress bar shows how far it is (the Master and
the searching bots think in the worker processes); Cancel stops it. Then the two scores stand side by side,
with the first decision where the lines part, and the two deals are shown next to each other, stepped card by
card from there with one slider (Left/Right, Page Up/Down, Home/End).

For a screen reader (issue 57): what the window does is said once when it opens (the scores at once when the
comparison was made before), the scores and where the lines part once they come; both are read-only texts
that take the focus (Tab), named with their words.
"""

from __future__ import annotations

import dataclasses
import threading
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QSize, Qt, QThread, Signal
from PySide6.QtGui import QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QGridLayout, QHBoxLayout, QLabel, QProgressBar, QSlider, QVBoxLayout,
    QWidget,
)

from ...engine import Action, DealState, PlayCard, PlayerView
from ...i18n import counted
from ...learn.compare import Bots, Comparison, compare_on_same_cards
from ...learn import table_words as text
from ..look.screen_fit import screen_area
from ..look import palette as p
from .deal_replay import ReplayTable
from .review_window import speech_near
from ..look.readable import readable
from ..look.themed import themed_root

COMPARISON_QSS = f"""
QProgressBar {{ background: {p.PANEL}; border: 1px solid {p.LINE}; border-radius: 6px; height: 14px;
    color: {p.TEXT}; text-align: center; }}
QProgressBar::chunk {{ background: {p.GOLD}; border-radius: 5px; }}
QSlider::groove:horizontal {{ background: {p.PANEL}; height: 6px; border-radius: 3px; }}
QSlider::sub-page:horizontal {{ background: {p.GOLD_DARK}; border-radius: 3px; }}
QSlider::handle:horizontal {{ background: {p.GOLD}; width: 16px; margin: -6px 0; border-radius: 8px; }}
QSlider:focus {{ outline: none; }}
QLabel#tableName {{ color: {p.GOLD}; font-weight: 700; }}
QLabel:focus {{ background: rgba(255,213,74,16); }}
"""


def fitted_size(widget: QWidget, width: int, height: int) -> QSize:
    """``width`` x ``height``, or less where the screen is smaller (the dialog then fills nine tenths of it)."""
    screen = screen_area(widget)
    return QSize(min(width, int(screen.width() * 0.9)), min(height, int(screen.height() * 0.9)))


class _Worker(QObject):
    progressed = Signal(int, int)
    finished = Signal(object)  # Comparison, or None when cancelled or failed
    failed = Signal(str)

    def __init__(self, run: Callable[[Callable[[int, int], bool]], Comparison | None]) -> None:
        super().__init__()
        self._run = run
        self.cancelled = threading.Event()

    def work(self) -> None:
        def progress(done: int, expected: int) -> bool:
            self.progressed.emit(done, expected)
            return not self.cancelled.is_set()

        try:
            self.finished.emit(self._run(progress))
        except Exception as exc:  # a comparison must never take the game down
            import logging

            logging.getLogger(__name__).exception("the comparison failed")
            self.failed.emit(str(exc))
            self.finished.emit(None)


def _play_index(deal: DealState, history_index: int) -> int:
    """How many cards were played before the action at ``history_index`` (0 while still in the auction)."""
    return sum(1 for _, action in deal.history[:history_index] if isinstance(action, PlayCard))


class ComparisonDialog(QDialog):
    compared = Signal(object)  # the Comparison, once made
    judged = Signal(object)  # the judge's figures with the gap (learn.judge), once the choices are weighed

    def __init__(self, deal: DealState, seat: int, names: list[str], bots: Bots, parent: QWidget | None = None,
                 known: Comparison | None = None) -> None:
        """``bots``: the table's, seeded as in the game (without their own ``think``, they think in the bot
        processes, stopping on samples, so that the comparison repeats exactly). ``known``: the comparison of this deal made before (the window keeps it per deal): shown at once,
        without thinking again and without telling ``compared`` a second time."""
        super().__init__(parent)
        self.deal = deal
        self.seat = seat
        self.names = names
        self.comparison: Comparison | None = None
        self.setWindowTitle(QCoreApplication.translate("Comparison", "The Master on the same cards"))
        self.status = QLabel(QCoreApplication.translate(
            "Comparison", "The Master plays your seat on the same cards, against the same bots…"), self)
        self.status.setWordWrap(True)
        self.progress = QProgressBar(self)
        self.progress.setRange(0, max(1, len(deal.history)))
        self.progress.setAccessibleName(QCoreApplication.translate("Comparison", "Comparison under way"))
        self.scores = QLabel(self)
        self.parting = QLabel(self)
        self.parting.setWordWrap(True)
        for label in (self.scores, self.parting):  # the verdict, read with the caret and by a screen reader
            readable(label)
        self._said_open = False  # what the window does, said once when it opens
        self.tables = QWidget(self)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setAccessibleName(QCoreApplication.translate("Comparison", "Card"))
        self.slider.valueChanged.connect(self.show_step)
        self.step_label = QLabel(self)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.rejected.connect(self.reject)
        root = themed_root(self)
        root.setStyleSheet(root.styleSheet() + COMPARISON_QSS)
        self.status.setObjectName("note")
        self.scores.setObjectName("title")
        lay = self.content_layout = QVBoxLayout(root)
        lay.setContentsMargins(16, 12, 16, 12)
        lay.addWidget(self.status)
        lay.addWidget(self.progress)
        lay.addWidget(self.scores)
        lay.addWidget(self.parting)
        lay.addWidget(self.tables, 1)
        row = QHBoxLayout()
        row.addWidget(self.slider, 1)
        row.addWidget(self.step_label)
        lay.addLayout(row)
        lay.addWidget(self.buttons)
        for w in (self.scores, self.parting, self.tables, self.slider, self.step_label):
            w.hide()
        self.resize(fitted_size(self, 1180, 660))
        self._thread: QThread | None = None
        self._worker: _Worker | None = None
        if known is not None:
            self._on_finished(known, tell=False)
            return
        if bots.think is None:
            from ...app.bots import think as worker_think

            def think(view: PlayerView, level: str, seed: int) -> Action:
                return worker_think(view, level, seed, repeatable=True)

            bots = dataclasses.replace(bots, think=think)

        def run(progress: Callable[[int, int], bool]) -> Comparison | None:
            return compare_on_same_cards(deal, seat, bots, progress=progress)

        self._thread = QThread(self)
        self._worker = _Worker(run)
        self._worker.moveToThread(self._thread)
        self._thread.started.connect(self._worker.work)
        self._worker.progressed.connect(self._on_progress)
        self._worker.finished.connect(self._on_finished)
        self._worker.failed.connect(self._on_failed)
        self._worker.finished.connect(self._thread.quit)
        self._thread.start()

    # -- while it runs ------------------------------------------------------------------------------
    def _on_progress(self, done: int, expected: int) -> None:
        self.progress.setRange(0, max(expected, 1))
        self.progress.setValue(done)

    def _on_failed(self, message: str) -> None:
        self.status.setText(QCoreApplication.translate("Comparison", "The comparison could not be made: {error}")
                            .format(error=message))
        self.say(self.status.text())

    # -- what a screen reader is told ---------------------------------------------------------------------
    def say(self, message: str) -> None:
        speech = speech_near(self.parentWidget())
        if speech is not None:
            speech.say(message)

    def headline(self) -> str:
        """The scores and where the lines part once the comparison is made; before, what the window does."""
        if self.comparison is not None:
            return text.spoken(" ".join(part for part in (self.scores.text(), self.parting.text()) if part))
        title = self.windowTitle().strip()
        if title and title[-1] not in ".!?:":
            title += "."
        return text.spoken(" ".join(part for part in (title, self.status.text()) if part))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._said_open:
            self._said_open = True
            self.say(self.headline())

    def reject(self) -> None:
        if getattr(self, "split", None) is not None:
            self.split.cancel()
        if self._worker is not None and self._thread is not None:
            self._worker.cancelled.set()
            self._thread.quit()
            self._thread.wait(5000)
        super().reject()

    def done_waiting(self, timeout_ms: int = 60000) -> bool:
        """Wait for the comparison (tests)."""
        return self._thread is None or self._thread.wait(timeout_ms)

    # -- the result ---------------------------------------------------------------------------------
    def _on_finished(self, comparison: Comparison | None, tell: bool = True) -> None:
        self.progress.hide()
        if comparison is None:
            return
        self.comparison = comparison
        if tell:
            self.compared.emit(comparison)
        self.status.setText(QCoreApplication.translate("Comparison", "On the same cards, against the same bots:"))
        self.scores.setText(self._scores_text(comparison))
        self.parting.setText(" ".join(filter(None, (
            self._parting_text(comparison), self._taker_text(comparison), self._gain_text(comparison)))))
        for label in (self.scores, self.parting):
            label.setAccessibleName(text.spoken(label.text()))
        if self._said_open and self.isVisible():  # open while the Master played: the verdict now (else at opening)
            self.say(self.headline())
        from .judge_line import JudgeLine  # the gap split into your choices and the cards (learn.judge)

        self.split = JudgeLine(self.deal, self.seat, comparison, self)
        lay = self.content_layout
        lay.insertWidget(lay.indexOf(self.parting) + 1, self.split)
        self.split.show()  # the layout moved it into the themed content, and a widget given a parent is hidden
        self.split.judged.connect(self.judged)
        layout = QGridLayout(self.tables)
        self.mine = ReplayTable(comparison.played, self.names, self.seat, self.tables)
        self.master = ReplayTable(comparison.master, self.names, self.seat, self.tables)
        # a line that never reached the play has no deal to show: its hands were never played
        shown = [(table, name) for table, name in (
            (self.mine, QCoreApplication.translate("Comparison", "Your deal")),
            (self.master, QCoreApplication.translate("Comparison", "The Master's deal"))) if table.plays]
        for column, (table, name) in enumerate(shown):
            label = QLabel(name, self.tables)
            label.setObjectName("tableName")
            layout.addWidget(label, 0, column)
            layout.addWidget(table, 1, column)
            table.setMinimumSize(420, 300)
        for table in (self.mine, self.master):
            table.setVisible(bool(table.plays))
        total = max(len(self.mine.plays), len(self.master.plays))
        self.slider.setRange(0, total)
        start = 0
        if comparison.first_difference >= 0 and self.master.plays:
            start = _play_index(comparison.played, comparison.first_difference)
        self.scores.show()
        self.parting.show()
        for part in (self.tables, self.slider, self.step_label):
            part.setVisible(bool(shown))
        self.buttons.setStandardButtons(QDialogButtonBox.StandardButton.Close)
        self.slider.setValue(start)
        self.show_step(start)
        self.slider.setFocus()

    def _scores_text(self, comparison: Comparison) -> str:
        """Both scores and their difference, whose they are: the player's side where partners play ("For You and
        North: …"), the player's own otherwise."""
        rules = comparison.played.rules
        if rules.team_count < rules.players:
            from ...learn.words import team_names_for

            side = team_names_for(rules, self.names)[rules.team_of(self.seat)]
            if comparison.master_thrown_in:
                return QCoreApplication.translate(
                    "Comparison", "For {side}: you scored {mine}; with the Master in your seat nobody took, the cards "
                    "were thrown in and nobody scored ({gap:+d}).").format(
                    side=side, mine=comparison.played_score, gap=comparison.gap)
            return QCoreApplication.translate(
                "Comparison", "For {side}: you scored {mine}; the Master scored {master} ({gap:+d}).").format(
                side=side, mine=comparison.played_score, master=comparison.master_score, gap=comparison.gap)
        if comparison.master_thrown_in:
            return QCoreApplication.translate(
                "Comparison", "You scored {mine}; with the Master in your seat nobody took, the cards were thrown in "
                "and nobody scored ({gap:+d}).").format(mine=comparison.played_score, gap=comparison.gap)
        return QCoreApplication.translate(
            "Comparison", "You scored {mine}; the Master scored {master} ({gap:+d}).").format(
            mine=comparison.played_score, master=comparison.master_score, gap=comparison.gap)

    def _parting_text(self, comparison: Comparison) -> str:
        index = comparison.first_difference
        if index < 0:
            return QCoreApplication.translate("Comparison", "The Master made every decision as you did.")
        mine = comparison.played.history[index][1]
        master = comparison.master.history[index][1]
        rules = comparison.played.rules
        cards_before = _play_index(comparison.played, index)
        if isinstance(mine, PlayCard):
            where = QCoreApplication.translate("Comparison", "Trick {trick}").format(
                trick=cards_before // rules.players + 1)
        else:
            where = QCoreApplication.translate("Comparison", "In the auction")
        words = {"where": where, "mine": text.action_text(mine, rules), "master": text.action_text(master, rules)}
        if comparison.master_thrown_in:
            return QCoreApplication.translate(
                "Comparison", "{where}: you chose {mine}; the Master chose {master}. Then everybody passed: the "
                "cards were thrown in and no card was played.").format(**words)
        return QCoreApplication.translate(
            "Comparison", "{where}: you chose {mine}; the Master chose {master}. From there the deals differ.").format(
            **words)

    def _taker_text(self, comparison: Comparison) -> str:
        """Who took in the Master's line, where another seat than in yours did."""
        if comparison.master_thrown_in or not comparison.parted_in_auction:
            return ""
        mine, master = comparison.played.result().contract, comparison.master.result().contract
        if master is None or (mine is not None and mine.taker == master.taker):
            return ""
        rules = comparison.master.rules
        if master.taker == self.seat:
            return QCoreApplication.translate("Comparison", "With the Master, your seat took the contract.")
        if rules.team_of(master.taker) == rules.team_of(self.seat):
            return QCoreApplication.translate(
                "Comparison", "With the Master, your partner {player} took the contract.").format(
                player=self.names[master.taker])
        return QCoreApplication.translate("Comparison", "With the Master, {player} took the contract.").format(
            player=self.names[master.taker])

    def _gain_text(self, comparison: Comparison) -> str:
        """Who gained, and by how much, in what the deal added to your side (the engine's scores)."""
        if comparison.first_difference < 0:
            return ""
        gap = comparison.gap
        if gap > 0:
            return counted(QCoreApplication.translate(
                "Comparison", "The Master's line gave your side %n point(s) more than yours."), gap)
        if gap < 0:
            return counted(QCoreApplication.translate(
                "Comparison", "Your line gave your side %n point(s) more than the Master's."), -gap)
        if comparison.others_played_score != comparison.others_master_score:
            return QCoreApplication.translate(
                "Comparison", "Both lines gave your side {points}; the other side scored {mine} in yours and "
                "{master} in the Master's.").format(points=comparison.played_score,
                                                    mine=comparison.others_played_score,
                                                    master=comparison.others_master_score)
        return QCoreApplication.translate("Comparison", "Both lines gave your side {points}.").format(
            points=comparison.played_score)

    def show_step(self, step: int) -> None:
        if self.comparison is None:
            return
        for table in (self.mine, self.master):
            table.step = min(step, len(table.plays))
            table.update()
        self.step_label.setText(QCoreApplication.translate("Comparison", "{step} of {total}").format(
            step=step, total=self.slider.maximum()))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.comparison is not None:
            n = self.deal.rules.players
            moves = {Qt.Key.Key_Right: 1, Qt.Key.Key_Left: -1, Qt.Key.Key_PageDown: n, Qt.Key.Key_PageUp: -n}
            if event.key() in moves:
                self.slider.setValue(self.slider.value() + moves[Qt.Key(event.key())])
                return
            if event.key() == Qt.Key.Key_Home:
                self.slider.setValue(0)
                return
            if event.key() == Qt.Key.Key_End:
                self.slider.setValue(self.slider.maximum())
                return
        super().keyPressEvent(event)
