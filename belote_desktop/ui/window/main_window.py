"""MainWindow: the table, the side panel (status, score sheet, hand mirror, table talk) and menus.

It makes the window's parts (``ui/window/``), hands each its dependencies and wires them to the
controller's signals and to each other; it puts games on the table and keeps them in step with the
controller (``refresh``). No rule is decided here, and no part reaches into another's state.

The parts: ``SidePanel`` (the side widgets), ``Overlays`` (panels over the table, the toast),
``Seats`` (names), ``TableTalk`` (the talk log), ``StatusLine``, ``RuleHints`` (why a card is
refused, the hint line), ``HandMirror``, ``Suggester`` (Suggest), ``PlayerInput`` (cards, keys,
auto-play), ``Preferences`` (settings applied, language), ``GameDialogs`` (the welcome, a save's name, the saves
to open; the games kept on disk, ``app/game_files.GameFiles``: start-up, autosave, saves, the game put aside,
statistics), ``Messages`` (boxes and file problems), ``RulesHelp`` (rules book, Help), ``DealsToLearnFrom``
(deal files, play again, practice deals, the Master's comparison), ``DealEnd`` (result, review,
replay), ``Menus``, ``TableSync`` (the window in step with the controller: ``refresh`` and the controller's
events), ``TakeBack`` (Undo, Redo, Claim), ``GameFlow`` (games put on the table, the tutorial and practice deals
taking it), ``SideView`` (the hand list and the talk as the settings want them) and
``GameKeys`` (the game's keys wherever the focus is); ``wiring.connect_window`` joins them. docs/ui.md
("The window's parts") says what each owns and how they talk.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QGuiApplication, QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QHBoxLayout,
    QMainWindow,
    QVBoxLayout,
    QWidget,
)

from ... import APP_NAME
from ...engine import Card, DealState, MatchState, Ruleset
from ...storage import settings as settings_store
from ...storage.document import Problem
from ...storage.settings import Settings
from ...app.local_table import LocalTable
from ...app.table import Table
from .net_play import NetPlay
from ...app.net_table import NetTable
from .net_presence import NetPresence
from ..models import ScoreSheetModel
from ...app.practice import Practice, PracticeMode
from .banners import PracticeBanner
from ..audio.sound import SoundPlayer
from ..table.animator import Animator
from ..table.card_art import card_letters
from ..table.layout import first_window_size, fits
from ..table.scene import TableScene
from ..table.view import TableView
from .banners import TutorialBanner
from ...app.tutorial import TutorialMode
from ...app.context import WindowContext
from ..audio.voice import Speech
from .deal_end import DealEnd
from .deals import DealsToLearnFrom
from ...app.game_files import GameFiles
from ...app.game_record import GameParts
from .games import GameDialogs
from .game_flow import GameFlow
from .hints import RuleHints
from .keys import GameKeys
from .menus import Menus
from .messages import Messages
from .mirror import HandMirror
from .overlays import Overlays, Toast
from .player_input import PlayerInput
from .preferences import Preferences
from .rules_help import RulesHelp
from ...app.seat_names import Seats
from .side_dock import SideDock
from .side_panel import SidePanel
from .side_view import SideView
from ...app.narrator import Narrator
from .voice_setup import VoiceSetup
from ...app.asking import Asking
from .status import StatusLine
from .suggest import Suggester
from .table_sync import TableSync
from .player_input import TakeBack
from .wiring import connect_window
from .talk import LogEntry, TableTalk
from ..bidding.panel import BiddingPanel
from ..table.end_of_deal import EndOfDealPanel
from ..table.hint_bar import HintBar
from ..look.style import PANEL_QSS, SIDE_QSS

__all__ = ["MainWindow", "card_letters"]  # card_letters: imported from here by the tests

SCREEN_READER_CHECKS_MS = (0, 250, 1000, 3000)  # when the window looks again for a screen reader after it opens

class MainWindow(QMainWindow):
    # the post-deal review is done (its verdict on the end-of-deal panel, its lines in the review window)
    reviewFinished = Signal()
    input: PlayerInput  # the player's cards, keys and auto-play
    side_view: SideView  # the hand list and the talk as the settings want them
    menus: Menus  # made last (its actions' slots are the parts'); a network table's parts read it (TableWindow)

    def __init__(
        self,
        interactive: bool = True,
        settings: Settings | None = None,
        messages: list[str | Problem] | None = None,
        controller: Table | None = None,
    ) -> None:
        """``controller``: the table this window plays at (a network table's ``NetworkTable``); by default a
        local game's."""
        super().__init__()
        self.setWindowTitle(APP_NAME)
        told: list[str | Problem] = list(messages or [])
        if settings is None:
            settings, loaded_messages = settings_store.load_settings()
            told += loaded_messages
        first_run = not settings_store.settings_exist()  # the welcome is offered only then
        self.context = ctx = WindowContext(settings, human=0, interactive=interactive, speech=Speech())
        self.sound = SoundPlayer()
        if controller is None:
            controller = LocalTable(self, human_seat=ctx.human)
        else:
            controller.setParent(self)
            ctx.human = controller.human_seat
        controller.pace.dialog_open = _modal_dialog_open  # the table waits while a dialog asks the player
        self.controller = controller
        self.sync = TableSync(self, parent=self)  # the window in step with the controller (table_sync.py)
        self.take_back = TakeBack(self)  # Undo, Redo, Claim (player_input.py)
        self.flow = GameFlow(self, dialog_parent=self)  # games put on the table (game_flow.py)
        self._make_table_parts()
        self._make_game_parts(first_run, told)
        self._make_network_parts()
        self._lay_out()
        self._make_menus()
        # Qt's AT-SPI bridge comes up after the window: QAccessible.isActive() is False here and True a turn of the
        # event loop later (issue 57). The hand list looks again once the loop runs, a little later, and whenever
        # the window is activated (a screen reader started afterwards).
        for ms in SCREEN_READER_CHECKS_MS:
            QTimer.singleShot(ms, self, self.side_view.check_screen_reader)
        self.resize(*first_window_size(_available_screen(self)))
        # the game's keys wherever the focus is (keys.py)
        self.keys = GameKeys(self, self.input.on_key, (self.table, self.bidding, self.end_panel))
        self.table.setFocus()

    def _make_table_parts(self) -> None:
        """The table, its animator and the panels over it, the banners and their modes, the seats, the side
        panel and what reads it (the score sheet, the talk, the narrator, the status line)."""
        ctx, c = self.context, self.controller
        self.scene = TableScene(self)
        self.table = TableView(self.scene, self)
        self.animator = Animator(self.scene, self)
        self.bidding = BiddingPanel(self.table.viewport())
        self.end_panel = EndOfDealPanel(self.table.viewport())
        self.hint_bar = HintBar(self.table.viewport())
        self.overlays = Overlays(
            ctx, c, self.scene, self.table, self.animator, self.bidding, self.end_panel, self.hint_bar
        )
        self.toast: Toast = self.overlays.toast
        self.banner = TutorialBanner(self)
        self.tutorial_mode = TutorialMode(self, self.banner, parent=self)
        self.practice_banner = PracticeBanner(self)
        self.practice_mode = PracticeMode(self, self.practice_banner, parent=self)
        self.seats = Seats(ctx, c, self.tutorial_mode)
        self.score_model = ScoreSheetModel(self)
        self.score_model.seat_name = lambda seat: self.seats.names()[seat]
        self.side = SidePanel(self.score_model, self)
        self.status = self.side.status
        self.hand_list = self.side.hand_list
        self.log = self.side.log
        self.suggest_button = self.side.suggest_button
        self.messages = Messages(ctx, self)
        self.talk = TableTalk(ctx, c, self.seats, self.side.log)
        ctx.speech.attach(self.table)  # announcements come from the card table
        self.narrator = Narrator(ctx.speech, lambda: ctx.settings, self.seats.names, lambda: ctx.human)
        self.rule_hints = RuleHints(ctx, c, self.animator, self.seats, self.hint_bar, self.end_panel, self.overlays)
        self.mirror = HandMirror(ctx, self.rule_hints, self.side.hand_list)
        self.status_line = StatusLine(ctx, c, self.animator, self.seats, self.rule_hints, self.side.status, self.table)
        self.asking = Asking(ctx, c, self.seats, self.status_line.reader)

    def _make_game_parts(self, first_run: bool, told: list[str | Problem]) -> None:
        """The parts that act on the game: preferences, files, the rules' help, suggestions, the player's input,
        then the deals to learn from and the deal's end."""
        ctx, c = self.context, self.controller
        self.preferences = Preferences(
            self, ctx, c, self.animator, self.scene, self.bidding, self.sound, self.tutorial_mode, self.messages
        )
        self.files = GameFiles(GameParts(ctx, c, self.tutorial_mode, self.practice_mode, self.messages), self.seats, told,
                               self)
        self.game_dialogs = GameDialogs(self, self.files, self.preferences, first_run)
        self.rules_help = RulesHelp(
            self, c, self.hint_bar, self.end_panel, self.messages, self.files.saves.last_rules, lambda: self.menus.menus()
        )
        self.suggester = Suggester(c, self.animator, self.scene, self.bidding, self.end_panel, self.tutorial_mode,
                                   self.rule_hints, self.talk, self.overlays, self.side.suggest_button)
        self.input = PlayerInput(self, ctx, c, self.animator, self.scene, self.bidding, self.end_panel,
                                 self.tutorial_mode, self.rule_hints, self.mirror, self.suggester, self.overlays,
                                 self.seats)
        self._make_deal_parts()

    def _make_deal_parts(self) -> None:
        """The deals to learn from and the deal's end (they act on the parts made before them)."""
        ctx, c = self.context, self.controller
        self.deals = DealsToLearnFrom(self, ctx, c, self.animator, self.table, self.end_panel, self.tutorial_mode,
                                      self.practice_mode, self.messages, self.talk, self.seats, self.suggester)
        self.deal_end = DealEnd(self, ctx, c, self.animator, self.scene, self.table, self.bidding, self.end_panel,
                                self.rule_hints, self.overlays, self.sound, self.score_model, self.tutorial_mode,
                                self.practice_mode, self.seats, self.deals)

    def _make_network_parts(self) -> None:
        """A network table's part (this window plays at a network table) and the network play's."""
        ctx, c = self.context, self.controller
        self.net_table: NetTable | None = None  # a network table's window part (app/net_table.py)
        if c.network is not None:
            self.net_table = NetTable(self, ctx, c, self.seats, self.talk, self.messages, parent=self)
            self.net_table.presence = NetPresence(self, ctx, c, self.talk, parent=self.net_table)  # the bar over it
        self.net_play = NetPlay(
            self,
            ctx,
            c,
            self.messages,
            lambda table: MainWindow(interactive=ctx.interactive, settings=ctx.settings, controller=table),
        )  # a network table's own window

    def _lay_out(self) -> None:
        """The banners over the table, the side panel beside it (or a drawer over it), the style sheet."""
        central = QWidget(self)
        lay = QHBoxLayout(central)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        column = QVBoxLayout()
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.banner)
        column.addWidget(self.practice_banner)
        column.addWidget(self.table, 1)
        lay.addLayout(column, 1)
        lay.addWidget(self.side)
        self.setCentralWidget(central)
        self.dock = SideDock(central, lay, self.table, self.side)  # beside the felt, or a drawer over it
        self.dock.animate = lambda: self.animator.speed > 0
        self.dock.corner = lambda size: self.table.mapFromScene(self.scene.decor.corner_spot(size / self.table.zoom))
        self.setStyleSheet(PANEL_QSS + SIDE_QSS)

    def _make_menus(self) -> None:
        """The menus (made last: their actions' slots are the parts'), the words, the wiring, the preferences."""
        self.menus = Menus(self)
        if self.net_table is not None:
            self.menus.for_network_table()
        self.net_play.use_menus(self.menus)  # Game › Return to <the last table joined>
        self.side_view = SideView(self.context, self.preferences, self.side, self.menus)  # side_view.py
        self._retranslate_static()
        connect_window(self)  # every part's signals and every menu action to their slots (wiring.py)
        self.deal_end.reviewFinished.connect(self.reviewFinished)
        # which voice speaks (V), and the table waiting for it (F hurries it): issue 71
        self.voice = VoiceSetup(self.context, self.controller, self.menus, self.preferences)
        self.preferences.apply()

    # -- what every part reads ------------------------------------------------------------------
    @property
    def settings(self) -> Settings:
        return self.context.settings

    @settings.setter
    def settings(self, settings: Settings) -> None:
        self.context.settings = settings

    @property
    def persist(self) -> bool:
        """Write settings, autosave and statistics (off for screenshots and most tests)."""
        return self.context.persist

    @persist.setter
    def persist(self, persist: bool) -> None:
        self.context.persist = persist

    @property
    def interactive(self) -> bool:
        """False: no message box waits for an answer (tests, screenshots, the soak tool)."""
        return self.context.interactive

    @interactive.setter
    def interactive(self, interactive: bool) -> None:
        self.context.interactive = interactive

    @property
    def human(self) -> int:
        return self.context.human

    @property
    def suggestions_used(self) -> int:
        """Suggest presses in this game (saved with it, added to statistics)."""
        return self.files.record.suggestions_used

    @suggestions_used.setter
    def suggestions_used(self, count: int) -> None:
        self.files.record.suggestions_used = count

    @property
    def stats_recorded(self) -> bool:  # the practice mode puts it aside with the game and back
        return self.files.record.stats_recorded

    @stats_recorded.setter
    def stats_recorded(self, counted: bool) -> None:
        self.files.record.stats_recorded = counted

    def names(self) -> list[str]:
        return self.seats.names()

    def last_rules(self) -> Ruleset:
        return self.files.saves.last_rules()

    # -- games (game_flow.py) -----------------------------------------------------------------
    def start_game(self, rules: Ruleset, seed: int | str | None = None) -> None:
        self.flow.start_game(rules, seed)

    def load_game(
        self, match: MatchState, undo_used: int = 0, suggestions_used: int = 0, deals_counted: int = -1
    ) -> None:
        """``deals_counted``: its first deals that statistics hold (-1: all that ended, a game put aside)."""
        self.flow.load_game(match, undo_used, suggestions_used, deals_counted)

    def start_default_game(self) -> None:
        self.game_dialogs.start_default_game()

    def open_save(self, path: Path) -> bool:
        return self.files.open_save(path)

    def autosave(self) -> None:
        self.files.saves.autosave()

    def show_startup_messages(self) -> None:
        self.files.show_startup_messages()

    def new_game_dialog(self) -> None:
        self.flow.new_game_dialog()

    def continue_deal(self) -> None:
        self.deal_end.continue_deal()

    def start_tutorial(self, family: str | None = None) -> None:
        self.flow.start_tutorial(family)

    def enter_tutorial(self, mode: TutorialMode) -> None:  # the tutorial takes the table (app/tutorial.py)
        self.flow.enter_tutorial(mode)

    def leave_tutorial(self) -> None:
        self.flow.leave_tutorial()

    def start_practice(self, practice: Practice) -> None:
        self.deals.start_practice(practice)

    def enter_practice(self, practice: Practice, match: MatchState) -> None:  # app/practice.py
        self.flow.enter_practice(practice, match)

    def import_deal_path(self, path: Path) -> bool:
        return self.deals.import_deal_path(path)

    def play_deal_again(self, trick: int = 0, deal: DealState | None = None) -> bool:
        return self.deals.play_deal_again(trick, deal)

    def open_deal_editor(self, deal: DealState | None = None) -> QDialog | None:
        from ..dialogs.deal_editor import open_deal_editor

        return open_deal_editor(self, deal, parent=self)

    # -- the table talk (put aside and back with a game) -------------------------------------
    def log_entries(self) -> list[LogEntry]:
        return self.talk.entries()

    def restore_log(self, entries: list[LogEntry]) -> None:
        self.talk.restore(entries)

    def show_toast(self, message: str) -> None:
        self.overlays.show_toast(message)

    def refresh(self) -> None:
        """Every part in step with the controller (``TableSync``)."""
        self.sync.refresh()

    # -- commands ---------------------------------------------------------------------------
    def play_card(self, card: Card) -> bool:
        return self.input.play_card(card)

    def suggest(self) -> bool:
        return self.suggester.suggest()

    def toggle_fullscreen(self) -> None:
        self.showNormal() if self.isFullScreen() else self.showFullScreen()

    # -- settings and language ------------------------------------------------------------------
    def apply_settings(self) -> None:
        self.preferences.apply()

    def set_language(self, code: str) -> bool:
        return self.preferences.set_language(code)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow():
            self.side_view.check_screen_reader()
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _retranslate_static(self) -> None:
        """Menus, buttons and titles: set at start and again after a language change."""
        self.side.retranslate()
        self.dock.retranslate()
        self.hint_bar.setAccessibleDescription(QCoreApplication.translate("MainWindow", "Rule hint"))
        self.bidding.setAccessibleName(QCoreApplication.translate("MainWindow", "Bidding"))  # a named panel (issue 57)
        self.menus.retranslate()

    def retranslate(self) -> None:
        """Set every text again in the new language: menus, panels, the table, the talk, the help."""
        self._retranslate_static()
        self.preferences.apply_look(self.context.settings)  # the card corners' letters follow the language
        self.talk.rebuild()
        self.overlays.toast.hide()
        self.suggester.retranslate()
        self.refresh()
        self.deal_end.retranslate()
        self.tutorial_mode.update_banner()
        self.practice_banner.retranslate()
        self.practice_mode.update_banner()
        self.rules_help.retranslate()

    # -- the keyboard -----------------------------------------------------------------------
    def take_keyboard(self) -> None:
        """The table takes the keyboard focus back (after a dialog, or when a focused panel went)."""
        if self.isVisible():
            self.activateWindow()
            self.table.setFocus(Qt.FocusReason.OtherFocusReason)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Keys that no widget took: the game's (``GameKeys``)."""
        if self.keys.unclaimed(event):
            event.accept()
            return
        super().keyPressEvent(event)

    # -- window -----------------------------------------------------------------------------
    def restore_window(self) -> None:
        """The remembered size and place, if the window still fits the screen; else the first size."""
        s = self.context.settings
        if s.window_geometry:
            self.restoreGeometry(QByteArray.fromBase64(s.window_geometry.encode("ascii")))
            available = _available_screen(self)
            if not self.isMaximized() and not fits((self.width(), self.height()), available):
                self.resize(*first_window_size(available))

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.net_table is not None and not self.net_table.may_close():
            event.ignore()  # the host keeps his table open
            return
        self.game_dialogs.dismiss_welcome()
        self.net_play.close_all()
        if self.net_table is not None:
            self.net_table.leave()
        self.animator.finish_now()
        match = self.controller.match
        if match is not None and not match.over:  # a new game left before any move too: the game left is this one
            self.files.saves.autosave()
        if self.context.interactive and self.net_table is None:  # a network table's window keeps no geometry
            self.context.settings.window_geometry = bytes(self.saveGeometry().toBase64().data()).decode("ascii")
            self.preferences.save()
        if self.controller.local is not None:
            self.controller.local.cancel_bot()
        self.sound.shutdown()
        self.suggester.token += 1  # an answer still on its way is dropped
        self.rules_help.close()
        super().closeEvent(event)


def _modal_dialog_open() -> bool:
    """A modal dialog is open (settings, New Game, open, save, any message box): the table waits for it."""
    return isinstance(QCoreApplication.instance(), QGuiApplication) and QGuiApplication.modalWindow() is not None


def _available_screen(window: QWidget) -> tuple[int, int]:
    """The free area (without task bars) of the window's screen, or of the primary one."""
    screen = window.screen() or QApplication.primaryScreen()
    if screen is None:
        return 1280 + 16, 800 + 48
    area = screen.availableGeometry()
    return area.width(), area.height()
