"""A game put aside: the game in progress kept as a named save ("Baloot, put aside") before another game takes the
table, and offered back over the table by the "Your game waits" banner (*Back to my game*). Its close button leaves
it among the saves (Game > Open saved game…, where the player may open or delete it).

Every way of starting over puts the game in progress aside rather than throwing it away: the Resume question's
*Start a new game*, ``--variant``, the question before a New game or an opened save (*Put it aside*), and going
back to a game put aside, which puts the one on the table aside in its turn (``ui/window/games.py`` decides when)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..engine import MatchState
from ..storage import saves as save_store
from ..learn import table_words as text
from .host import Messenger


class GameAside(QObject):
    offered = Signal(str, str, str)  # a game put aside waits: title, text, the button's words (the banner)
    taken = Signal()  # the game put aside is back on the table (or no longer offered): the banner goes

    def __init__(self, messages: Messenger, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.messages = messages
        self.path: Path | None = None  # the save of the game offered back
        self._name = ""  # its name, as Open saved game lists it
        self._offer: tuple[str, str, str] | None = None

    def keep(self, payload: save_store.SavePayload) -> bool:
        """``payload``'s match kept as a named save and offered back; False when it cannot be written (the
        player is told why)."""
        match = payload.game
        assert isinstance(match, MatchState)
        name = save_store.free_name(QCoreApplication.translate("MainWindow", "{game}, put aside").format(
            game=text.variant_name(match.rules)))
        try:
            self.path = save_store.save_named(name, payload)
        except save_store.SaveError as exc:
            self.messages.tell(exc.problem)
            return False
        self._name = name
        values = {"game": text.variant_name(match.rules), "deal": match.deal_number,
                  "scores": text.match_scores_text(match.rules, match.scores, match.rules.team_of(payload.human_seat))}
        self._offer = (
            QCoreApplication.translate("MainWindow", "Your game waits: {game}, deal {deal}, score {scores}.").format(
                **values),
            QCoreApplication.translate(
                "MainWindow", "It was put aside for the game on the table and kept as the save “{name}” (Game > "
                "Open saved game…).").format(name=name),
            QCoreApplication.translate("Practice", "Back to my game"))
        self.offered.emit(*self._offer)
        return True

    def dismiss(self) -> None:
        """The banner's close button: the offer goes, the game put aside stays a save."""
        if self.path is None:
            return
        name = self._name
        self.drop()
        self.messages.notify(QCoreApplication.translate(
            "MainWindow", "Your game stays in Game > Open saved game… as “{name}”.").format(name=name))

    def drop(self) -> None:
        """No game offered back any more (it is on the table, or gone)."""
        self.path, self._offer = None, None
        self.taken.emit()

    def offer_again(self) -> None:
        """The offer over the table again (a practice deal's banner hid it)."""
        if self._offer is not None:
            self.offered.emit(*self._offer)
