"""JudgeLine: under the Master's comparison, the judge's word on the move where the lines part (``learn.compare.
parting``: a costly difference exactly when Review marks it, else why it cost nothing), then the one line that
splits the gap into the player's choices and the cards (``learn.judge``: the sum of the errors, and the rest), in
the words Review uses on the end-of-deal panel.

The choices are weighed off the GUI thread once the comparison is shown (the advice's searches, in the bots'
worker processes when they run); until then the line says so. ``cancel`` stops the weighing between two
decisions.
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QLabel, QWidget

from ...engine import DealState, Ruleset
from ...learn.compare import Comparison, Parting, parting
from ...learn import table_words as text


class _Relay(QObject):
    done = Signal(object)  # a Judgement, or None (stopped or failed)


class JudgeLine(QLabel):
    judged = Signal(object)  # the Judgement with the comparison's gap

    def __init__(self, deal: DealState, seat: int, comparison: Comparison, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.judgement: object | None = None
        self._comparison = comparison
        self._stop = threading.Event()
        self._relay = _Relay(self)
        self._relay.done.connect(self._on_done)
        self.setText(QCoreApplication.translate("Comparison", "Weighing your choices…"))
        self.show()  # made when the comparison is shown, in a dialog already on screen
        self._thread = threading.Thread(target=self._work, args=(deal, seat), daemon=True)
        self._thread.start()

    def _work(self, deal: DealState, seat: int) -> None:
        try:
            from ...learn.judge import Judgement, judge_errors
            from ...app.suggestion import advice_pool

            decisions = judge_errors(deal, seat, advice_pool(), stop=lambda *_: not self._stop.is_set())
            result = None if decisions is None else Judgement(
                seat, tuple(decisions), self._comparison.gap, self._comparison.master_score,
                self._comparison.played_score)
        except Exception:  # the line must never take the dialog down
            import logging

            logging.getLogger(__name__).exception("the choices could not be weighed")
            result = None
        if not self._stop.is_set():
            try:
                self._relay.done.emit(result)
            except RuntimeError:  # the dialog closed meanwhile
                pass

    def _on_done(self, judgement: object) -> None:
        from ...learn.judge import Judgement
        from ...learn.review import split_line

        if not isinstance(judgement, Judgement):
            self.setText(QCoreApplication.translate("Comparison", "Your choices could not be weighed."))
            return
        self.judgement = judgement
        weighed = parting(self._comparison, judgement.decisions)
        lines = [parting_words(weighed, self._comparison.played.rules) if weighed is not None else "",
                 split_line(judgement) or ""]
        self.setText("\n".join(line for line in lines if line))
        self.judged.emit(judgement)

    def cancel(self) -> None:
        self._stop.set()

    def wait(self, timeout_s: float = 60.0) -> bool:
        """Wait for the weighing (tests); True when it is over."""
        self._thread.join(timeout_s)
        return not self._thread.is_alive()


def parting_words(weighed: Parting, rules: Ruleset | None = None) -> str:
    """The judge's word on the player's move where the Master parted from it (the same figure as Review's)."""
    mine, master = text.action_text(weighed.played, rules), text.action_text(weighed.master, rules)
    if weighed.costly:
        return QCoreApplication.translate(
            "Comparison", "By Suggest's search your {mine} there was a costly choice: it cost about {points} on "
            "average, as Review says.").format(mine=mine, points=max(1, round(weighed.error)))
    if weighed.against_master is None:
        return QCoreApplication.translate(
            "Comparison", "By Suggest's search your {mine} cost nothing there on average: Review does not mark it."
        ).format(mine=mine)
    if weighed.equal:
        return QCoreApplication.translate(
            "Comparison", "Equal on average: by Suggest's search, {mine} and {master} lead to about the same score, "
            "so this difference cost nothing on average and Review does not mark it.").format(mine=mine, master=master)
    return QCoreApplication.translate(
        "Comparison", "By Suggest's search your {mine} was the better choice there ({master} is worth about "
        "{points} less on average): this difference cost you nothing.").format(
        mine=mine, master=master, points=max(1, round(-weighed.against_master)))
