"""Practice › My mistakes below the window (issue 74): the player's costly choices kept after each deal he
finished, and played again on the schedule of ``learn.mistakes`` (QtCore at most).

``MistakeShelf`` is what the window and the trainer ask: ``look_over(deal, seat)`` starts the judge off the GUI
thread on a finished deal (``LookOverTask``: ``learn.judge.judge_errors``, the search Suggest and Review use; a
deal already looked over is skipped), ``keep(deal, seat, decisions)`` keeps the costly, stable choices of a deal
the judge has weighed (Review's, or the task's), ``due(game)`` the mistakes to play today, ``answer(mistake,
chosen)`` the verdict with the mistake moved on its schedule, and ``progress()`` the Statistics page's figures.
The notebook is written after every change (``storage.mistakes``); what the player must be told about its file
is in ``told``.
"""

from __future__ import annotations

import datetime
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QObject, QThreadPool, Signal

from ..engine import DealState
from ..learn import mistakes as learned
from ..learn.decision import Decision, mark
from ..learn.mistakes import Answer, Mistake
from ..storage import document as doc
from ..storage import mistakes as store
from .bots import TokenTask

Notebook = store.Notebook[Mistake]


def _load() -> tuple[Notebook, list[doc.Problem]]:
    return store.load_notebook(Mistake.from_json)


@dataclass(frozen=True)
class Progress:
    """The Statistics page's figures: the mistakes kept by kind (each position once), how many of them retired,
    how many are due today."""

    by_kind: dict[str, int] = field(default_factory=dict)
    retired_by_kind: dict[str, int] = field(default_factory=dict)
    retired: int = 0
    due: int = 0
    kept: int = 0


class LookOverTask(TokenTask):
    """The judge's errors for one seat of a finished deal, off the GUI thread."""

    def __init__(self, token: int, deal: DealState, seat: int) -> None:
        super().__init__(token)
        self.deal, self.seat = deal, seat

    def compute(self) -> object:
        from ..learn.judge import judge_errors
        from .suggestion import advice_pool

        return judge_errors(self.deal, self.seat, advice_pool())


class MistakeShelf(QObject):
    """The player's mistakes (see the module's text); ``changed`` after each new one kept or answered."""

    changed = Signal()

    def __init__(self, today: Callable[[], datetime.date] = datetime.date.today,
                 load: Callable[[], tuple[Notebook, list[doc.Problem]]] | None = None,
                 save: Callable[[Notebook], object] = store.save_notebook,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.today = today
        self._load = load or _load
        self._notebook: Notebook | None = None  # read when first asked for (not at the window's start)
        self._told: list[doc.Problem] = []
        self._save = save
        self._token = 0
        self._pending: dict[int, LookOverTask] = {}

    @property
    def notebook(self) -> Notebook:
        if self._notebook is None:
            self._notebook, told = self._load()
            self._told.extend(told)
        return self._notebook

    @property
    def told(self) -> list[doc.Problem]:
        """What the player must be told about the notebook's file (reading it first if need be)."""
        _ = self.notebook
        return self._told

    @property
    def mistakes(self) -> list[Mistake]:
        return self.notebook.mistakes

    def looked_over(self, deal: DealState) -> bool:
        return learned.deal_key(deal) in self.notebook.looked_over

    def look_over(self, deal: DealState, seat: int) -> bool:
        """Judge ``deal``'s choices of ``seat`` in the thread pool, unless it was looked over; False if skipped."""
        if not deal.is_terminal() or deal.result().thrown_in or self.looked_over(deal):
            return False
        self._token += 1
        task = LookOverTask(self._token, deal, seat)
        self._pending[self._token] = task
        task.relay.done.connect(self._on_judged)
        QThreadPool.globalInstance().start(task)
        return True

    def _on_judged(self, token: int, decisions: object) -> None:
        task = self._pending.pop(token, None)
        if task is not None and isinstance(decisions, list):
            self.keep(task.deal, task.seat, decisions)

    def keep(self, deal: DealState, seat: int, decisions: Sequence[Decision]) -> list[Mistake]:
        """Keep the costly, stable choices among ``decisions`` (the deal marked looked over); the new ones."""
        key = learned.deal_key(deal)
        if key in self.notebook.looked_over:
            return []
        before = {m.key for m in self.mistakes}
        self.notebook.mistakes = learned.merged(self.mistakes, learned.kept_from(deal, seat, decisions, self.today()))
        self.notebook.looked_over.append(key)
        self._write()
        return [m for m in self.mistakes if m.key not in before]

    def due(self, game: str | None = None) -> list[Mistake]:
        return learned.due(self.mistakes, self.today(), game)

    def games(self) -> list[str]:
        """The games with a mistake kept, retired or not, in the order of their first one."""
        return list(dict.fromkeys(m.game for m in self.mistakes))

    def answer(self, mistake: Mistake, chosen: str) -> Answer:
        """The verdict on ``chosen``; the mistake moved on its schedule and the notebook written."""
        rules_mark = mark(mistake.state().rules)
        verdict = learned.answer(mistake, chosen, self.today(), rules_mark)
        self.notebook.mistakes = [verdict.mistake if m.key == mistake.key else m for m in self.mistakes]
        self._write()
        return verdict

    def forget(self, mistake: Mistake) -> None:
        """The player takes ``mistake`` off his list: it comes back only if he meets its position and misses it again
        (its deal stays looked over)."""
        self.notebook.mistakes = [m for m in self.mistakes if m.key != mistake.key]
        self._write()

    def progress(self, game: str | None = None) -> Progress:
        mine = [m for m in self.mistakes if game is None or m.game == game]
        retired = [m for m in mine if m.retired]
        return Progress(dict(Counter(m.kind for m in mine)), dict(Counter(m.kind for m in retired)), len(retired),
                        len(self.due(game)), len(mine))

    def _write(self) -> None:
        try:
            self._save(self.notebook)
        except OSError as error:
            self.told.append(doc.problem_from_error(store.FILE, store.mistakes_path(), error))
        self.changed.emit()
