"""Who is at a network table, as its window shows it (issue 58): the next deal waiting for every person,
the warning before the computer plays for an idle player, "I'm back", what the computer played meanwhile,
the host asked to let the player sit down, and a table that has ended (only what still works is offered).
Each is said in the talk, over the table and once to a screen reader. Made with the window's ``app/net_table.NetTable``
(its ``presence``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QBoxLayout, QLayout, QWidget

from ...app.table import Table
from ..table.end_of_deal import EndOfDealPanel
from ..table.table_bar import Buttons, TableBar
from ...app.context import WindowContext
from ..audio.voice import Speech
from ...app.net_words import away_words, idle_warning_words, next_deal_wait_words, waited_for_words, while_away_words
from .talk import TableTalk

BACK_KEY = "Ctrl+B"


def back_words() -> str:
    return QCoreApplication.translate("NetTable", "I'm &back")


class PresenceWindow(Protocol):
    """What this part asks of its window (MainWindow satisfies it)."""

    @property
    def menus(self) -> Any: ...  # the menu bar's actions (window/menus.py); made after the window's parts

    @property
    def table(self) -> QWidget: ...  # the felt: the bar goes above it

    @property
    def end_panel(self) -> EndOfDealPanel: ...

    @property
    def deal_end(self) -> Any: ...  # the end of a deal (window/deal_end.py): Replay

    def centralWidget(self) -> QWidget | None: ...

    def close(self) -> bool: ...


def layout_holding(layout: QLayout | None, widget: QWidget) -> QBoxLayout | None:
    """The box layout (``layout`` or one inside it) that holds ``widget``."""
    if layout is None:
        return None
    if isinstance(layout, QBoxLayout) and layout.indexOf(widget) >= 0:
        return layout
    for index in range(layout.count()):
        item = layout.itemAt(index)
        found = layout_holding(item.layout() if item is not None else None, widget)
        if found is not None:
            return found
    return None


class NetPresence(QObject):
    def __init__(self, window: PresenceWindow, context: WindowContext[Speech], controller: Table,
                 talk: TableTalk, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.window = window
        self.context = context
        self.controller = controller
        assert controller.network is not None, "made for a network table"
        self.network = net = controller.network
        self.talk = talk
        self._bar: TableBar | None = None
        self._back_action: QAction | None = None
        self._waiting_told_in: int | None = None  # the deal (finished deals before it) whose wait was said
        net.asking.connect(self._on_asking)
        net.waitingChanged.connect(self._on_waiting)
        net.waitingTold.connect(self._on_move_while_waiting)
        controller.dealStarted.connect(self._on_waiting)
        net.idleWarning.connect(self._on_idle_warning)
        net.awayChanged.connect(self._on_away)
        net.whileAway.connect(self._on_while_away)
        net.tableEnded.connect(self._on_ended)
        net.seatsChanged.connect(lambda: self._bar.clear("asking") if self._bar is not None else None)

    # -- the parts made when first needed (the window's menus and layout come after its parts)
    @property
    def bar(self) -> TableBar:
        if self._bar is None:
            central = self.window.centralWidget() or self.window.table.parentWidget()
            self._bar = TableBar(central)
            column = layout_holding(central.layout() if central is not None else None, self.window.table)
            if column is not None:
                column.insertWidget(column.indexOf(self.window.table), self._bar)
            self._bar.languageChanged.connect(self._retranslate)
        return self._bar

    def _retranslate(self) -> None:
        if self._back_action is not None:
            self._back_action.setText(back_words())

    @property
    def back_action(self) -> QAction:
        """Game › I'm back (Ctrl+B): the computer stops playing for this player."""
        if self._back_action is None:
            action = QAction(back_words(), self.window.table.window())
            action.setShortcut(QKeySequence(BACK_KEY))
            action.triggered.connect(self.come_back)
            menus = self.window.menus
            menus.menu_game.insertAction(menus.act_leave, action)
            self._back_action = action
        return self._back_action

    def say(self, words: str, assertive: bool = False) -> None:
        """Over the table and once to a screen reader."""
        self.talk.announced.emit(words)
        self.context.speech.say(words, assertive)

    # -- joining mid-match
    def _on_asking(self, _detail: str) -> None:
        def words() -> str:
            return QCoreApplication.translate("NetTable", "The host is asked to let you sit down…")

        self.talk.log(words)
        self.bar.show_texts("asking", lambda: (words(), QCoreApplication.translate(
            "NetTable", "The match has begun: the host's player decides whether you take a seat."), ()))
        self.context.speech.say(words())

    # -- the next deal waits for everyone
    def _on_waiting(self) -> None:
        """Said once a deal: whom the new deal on this window's table waits for, or, to the last one still
        reading a deal's end, that the others wait for him."""
        c, net = self.controller, self.network
        match = c.match
        names = net.next_deal_waits_for()
        seats = c.seat_model
        last_one = c.awaiting_continue and net.waiting_for == (c.human_seat,) and any(
            seats.is_person(seat) for seat in range(len(seats.entries)) if seat != c.human_seat)
        if match is None or not (names or last_one) or self._waiting_told_in == len(match.finished):
            return
        self._waiting_told_in = len(match.finished)

        def words() -> str:  # made again on a language change
            return next_deal_wait_words(names) if names else waited_for_words()

        self.talk.log(words)
        self.context.speech.say(words())

    def _on_move_while_waiting(self) -> None:
        self.talk.announced.emit(next_deal_wait_words(self.network.next_deal_waits_for() or []))

    # -- idle, away and back
    def _on_idle_warning(self, seconds: int) -> None:
        self.talk.log(lambda: idle_warning_words(seconds))
        self.say(idle_warning_words(seconds), assertive=True)

    def _on_away(self, away: bool) -> None:
        self.back_action.setEnabled(away)
        self.back_action.setVisible(away)
        if not away:
            self.bar.clear("away")
            self.talk.log(lambda: QCoreApplication.translate("NetTable", "You are back at your seat."))
            return

        def words() -> str:
            return away_words("", own=True)

        self.talk.log(words)
        self.bar.show_texts("away", lambda: (QCoreApplication.translate("NetTable", "The computer plays for you"),
                                             words(), [(back_words(), self.come_back)]))
        self.context.speech.say(words(), assertive=True)  # the bar stays in sight: no toast over the table

    def come_back(self) -> None:
        self.network.come_back()

    def _on_while_away(self, event: dict[str, Any]) -> None:
        actions = list(event.get("parsed", []))
        moves, deals = int(event.get("moves", len(actions))), int(event.get("deals", 0))
        rules = self.controller.rules

        def words() -> str:
            return while_away_words(actions, moves, deals, rules)

        self.talk.log(words)
        self.say(words())

    # -- the table has ended
    def _on_ended(self, _reason: str, _detail: str) -> None:
        if self._bar is not None:
            self._bar.clear("away")
            self._bar.clear("asking")
        if self._back_action is not None:
            self._back_action.setVisible(False)

    def table_ended(self, headline: Callable[[], str], words: Callable[[], str]) -> None:
        """The table ended before its match (closed, lost, this player removed): the bar says so and offers
        what still works; Next deal goes from the deal's end."""
        match = self.controller.match
        if match is None:
            return
        self.window.end_panel.close_table()
        at_deal_end = self.controller.awaiting_continue or self.network.catching_up
        replay = not at_deal_end and bool(match.finished) and not match.finished[-1].thrown_in

        def texts() -> tuple[str, str, Buttons]:
            buttons: list[tuple[str, Callable[[], object]]] = []
            if replay:
                buttons.append((QCoreApplication.translate("NetTable", "Replay the &last deal"),
                                self.window.deal_end.show_replay))
            if not at_deal_end:  # a deal's end on screen (or about to be) offers the way back itself
                buttons.append((QCoreApplication.translate("EndOfDeal", "Back to &my own game"), self.window.close))
            return headline(), words() or QCoreApplication.translate(
                "NetTable", "Nobody plays on at this table: it stays as it was when it ended."), buttons

        self.bar.show_texts("ended", texts)
