"""MainWindow: the table, the side panel (status, score sheet, hand mirror, table talk) and menus.

It wires the controller (state, rules), the scene and animator (pixels and timing), the panels
(human choices) and storage (settings, autosave, saves, statistics). No rule is decided here.

Learning while playing: rule hints (playable cards glow, the others are dimmed and explain why,
on hover and when tried, with a link to the rules book), bid explanations in the bidding panel,
announcements explained in the table talk, the score's arithmetic under the end-of-deal table,
the Suggest button (the Expert bot's move and a one-line reason), the rules window (F1), the
glossary and the guided tutorial deal. Every text is set again on a language change.
"""

from __future__ import annotations

import os
from typing import Any
from collections.abc import Callable

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QPoint, Qt, QThreadPool, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QFont, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView, QApplication, QFrame, QHBoxLayout, QHeaderView, QInputDialog, QLabel, QListWidget,
    QListWidgetItem, QMainWindow, QMenu, QMessageBox, QPushButton, QTableView, QVBoxLayout, QWidget,
)

from ... import APP_NAME
from ...engine import (
    CARDS, DECLARE, PLAY, Action, Card, DealResult, MatchState, Phase, PlayCard, PlayerView, Rank, Reason,
    Ruleset, TrumpScheme, find_variant,
)
from ...learn.explain import Explanation, explain_announcement, explain_legal_freedom, explain_result
from ...storage import saves as save_store
from ...storage import settings as settings_store
from ...storage.document import problem_from_error as storage_problem
from .. import storage_text
from .. import text
from ..controller import GameController
from ..models import ScoreSheetModel
from ..sound import SoundPlayer
from ..suggestion import ReviewTask, SuggestTask
from ..table import card_art
from ..table import layout as table_layout
from ..table.animator import Animator
from ..table.card_item import CardItem
from ..table.layout import first_window_size, fits, side_of, snapshot_from_view
from ..table.scene import TableScene
from ..table.view import TableView
from ..tutorial_mode import TutorialBanner, TutorialMode
from .bidding_panel import BiddingPanel
from .end_of_deal import EndOfDealPanel
from .hint_bar import Hint, HintBar
from .style import PANEL_QSS, SIDE_QSS

HOVER_HINT_MS = 2500  # how long a hovered card's explanation stays after the mouse leaves it
AUTO_PLAY_MS = 450  # the only card the player may play goes by itself after this (setting auto_play_single_card)
TRICK_SOUND_MS = 350  # the trick's sound comes after the last card's


class Toast(QLabel):
    """A short message over the table that fades away by itself."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("toast")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        self.hide()

    def show_message(self, message: str, anchor: QPoint, ms: int = 2600) -> None:
        self.setText(message)
        self.setAccessibleName(message)
        limit = max(260, int(self.parentWidget().width() * 0.7))
        self.setMaximumWidth(limit)
        self.setMinimumWidth(min(limit, self.fontMetrics().horizontalAdvance(message) + 48))
        self.adjustSize()
        self.move(anchor.x() - self.width() // 2, anchor.y() - self.height())
        self.show()
        self.raise_()
        self._timer.start(ms)


LogEntry = tuple[Callable[[], str], str]  # the text (made again on a language change), kind


class MainWindow(QMainWindow):
    reviewFinished = Signal()  # the post-deal review is on the end-of-deal panel

    def __init__(self, interactive: bool = True, settings: Any = None, messages: list[str] | None = None) -> None:
        super().__init__()
        self.interactive = interactive
        self.persist = True  # write settings, autosave and statistics (off for screenshots)
        self.setWindowTitle(APP_NAME)
        if settings is None:
            settings, loaded_messages = settings_store.load_settings()
            messages = (messages or []) + loaded_messages
        self.settings = settings
        self.first_run = not settings_store.settings_path().exists()  # the welcome is offered only then
        self.startup_messages = list(messages or [])
        self.sound = SoundPlayer()
        self._autoplay: tuple[MatchState, Card] | None = None
        self._autoplay_timer = QTimer(self)
        self._autoplay_timer.setSingleShot(True)
        self._autoplay_timer.timeout.connect(self._auto_play)
        self._welcome: Any = None  # the first-run welcome while it is open
        self._told: set[tuple[str, str, str]] = set()  # file problems already told (see _tell)
        self.human = 0
        self.suggestions_used = 0  # Suggest presses in this game (saved with it, added to statistics)
        self.controller = GameController(self, human_seat=self.human)
        self.scene = TableScene(self)
        self.table = TableView(self.scene, self)
        self.animator = Animator(self.scene, self)
        self.bidding = BiddingPanel(self.table.viewport())
        self.end_panel = EndOfDealPanel(self.table.viewport())
        self.hint_bar = HintBar(self.table.viewport())
        self.toast = Toast(self.table.viewport())
        self.banner = TutorialBanner(self)
        self.tutorial_mode = TutorialMode(self)
        self.score_model = ScoreSheetModel(self)
        self.score_model.seat_name = lambda seat: self.names()[seat]
        self._pending_result: DealResult | None = None
        self._stats_recorded = False
        self._log_entries: list[LogEntry] = []
        # rule hints
        self._explanations: dict[Card, Explanation] = {}  # why each card of the hand cannot be played now
        self._sticky: Callable[[], Hint | None] | None = None  # a tried card's rule, or a suggestion
        self._pointed: Card | None = None  # a dimmed card under the mouse (or chosen with the keys)
        self._hover_timer = QTimer(self)
        self._hover_timer.setSingleShot(True)
        self._hover_timer.timeout.connect(self._forget_pointed)
        self._mouse_on_hint = False
        # suggestions
        self._suggest_token = 0
        self._review_token = 0
        self._suggest_for: MatchState | None = None
        self._suggestion: tuple[Action, str] | None = None
        self._rules_window: Any = None
        self._build_side_panel()
        central = QWidget(self)
        lay = QHBoxLayout(central)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        column = QVBoxLayout()
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.banner)
        column.addWidget(self.table, 1)
        lay.addLayout(column, 1)
        lay.addWidget(self.side)
        self.setCentralWidget(central)
        self.setStyleSheet(PANEL_QSS + SIDE_QSS)
        self._build_actions()
        self._retranslate_static()
        self._connect()
        self.apply_settings()
        self.resize(*first_window_size(_available_screen(self)))
        self.table.setFocus()

    # -- construction -----------------------------------------------------------------------
    def _build_side_panel(self) -> None:
        side = QFrame(self)
        side.setObjectName("sidePanel")
        side.setFixedWidth(250)
        v = QVBoxLayout(side)
        v.setContentsMargins(10, 8, 10, 10)
        v.setSpacing(6)
        self.status = QLabel(side)
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setMinimumHeight(54)
        self.score_title = QLabel(side)
        self.score_title.setObjectName("sideTitle")
        self.score_view = QTableView(side)
        self.score_view.setModel(self.score_model)
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
        self.last_trick_button = QPushButton(side)
        self.undo_button = QPushButton(side)
        self.suggest_button = QPushButton(side)
        self.suggest_button.setObjectName("suggestButton")
        for b in (self.last_trick_button, self.undo_button, self.suggest_button):
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            buttons.addWidget(b)
        self.hand_title = QLabel(side)
        self.hand_title.setObjectName("sideTitle")
        self.hand_list = QListWidget(side)
        self.hand_list.setMaximumHeight(150)
        self.hand_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.hand_list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.log_title = QLabel(side)
        self.log_title.setObjectName("sideTitle")
        self.log = QListWidget(side)
        self.log.setWordWrap(True)
        v.addWidget(self.status)
        v.addWidget(self.score_title)
        v.addWidget(self.score_view, 2)
        v.addLayout(buttons)
        v.addWidget(self.hand_title)
        v.addWidget(self.hand_list, 1)
        v.addWidget(self.log_title)
        v.addWidget(self.log, 3)
        self.hand_title.setBuddy(self.hand_list)
        self.side = side

    def _action(self, shortcut: Any, slot: Any, menu: QMenu) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _build_actions(self) -> None:
        bar = self.menuBar()
        self.menu_game = bar.addMenu("")
        game = self.menu_game
        self.act_new = self._action(QKeySequence.StandardKey.New, self.new_game_dialog, game)
        self.act_open = self._action(QKeySequence.StandardKey.Open, self.open_dialog, game)
        self.act_save = self._action(QKeySequence.StandardKey.Save, self.save_dialog, game)
        self.act_stats = self._action(None, self.show_statistics, game)
        game.addSeparator()
        self.act_undo = self._action(QKeySequence.StandardKey.Undo, self.undo, game)
        self.act_undo.setEnabled(False)
        self.act_suggest = self._action("Ctrl+?", self.suggest, game)
        game.addSeparator()
        self.act_quit = self._action(QKeySequence.StandardKey.Quit, self.close, game)
        self.menu_view = bar.addMenu("")
        view = self.menu_view
        self.act_last = self._action("L", self.show_last_trick, view)
        self.act_side = self._action("F9", self.toggle_side, view)
        self.act_side.setCheckable(True)
        self.act_side.setChecked(True)
        self.act_full = self._action(QKeySequence.StandardKey.FullScreen, self.toggle_fullscreen, view)
        self.menu_settings = bar.addMenu("")
        self.act_settings = self._action(QKeySequence.StandardKey.Preferences, self.settings_dialog, self.menu_settings)
        if self.act_settings.shortcut().isEmpty():
            self.act_settings.setShortcut(QKeySequence("Ctrl+,"))
        self.menu_help = bar.addMenu("")
        help_menu = self.menu_help
        self.act_rules = self._action("F1", self.show_rules, help_menu)
        self.act_glossary = self._action(None, self.show_glossary, help_menu)
        self.act_tutorial = self._action(None, self.start_tutorial, help_menu)
        help_menu.addSeparator()
        self.act_keys = self._action(None, self.show_help, help_menu)
        self.act_about = self._action(None, self.show_about, help_menu)
        # S suggests in every phase (the bidding panel names suits with 1-4)
        self.s_shortcut = QShortcut(QKeySequence("S"), self)
        self.s_shortcut.activated.connect(self._on_s_shortcut)

    def _retranslate_static(self) -> None:
        """Menus, buttons and titles: set at start and again after a language change."""
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
        self.log_title.setText(QCoreApplication.translate("MainWindow", "Table talk"))
        self.log.setAccessibleName(QCoreApplication.translate("MainWindow", "Table talk"))
        self.hint_bar.setAccessibleDescription(QCoreApplication.translate("MainWindow", "Rule hint"))
        self.menu_game.setTitle(QCoreApplication.translate("MainWindow", "&Game"))
        self.act_new.setText(QCoreApplication.translate("MainWindow", "&New game…"))
        self.act_open.setText(QCoreApplication.translate("MainWindow", "&Open saved game…"))
        self.act_save.setText(QCoreApplication.translate("MainWindow", "&Save game…"))
        self.act_stats.setText(QCoreApplication.translate("MainWindow", "S&tatistics…"))
        self.act_undo.setText(QCoreApplication.translate("MainWindow", "&Undo"))
        self.act_suggest.setText(QCoreApplication.translate("MainWindow", "Su&ggest a move"))
        self.act_suggest.setToolTip(QCoreApplication.translate("MainWindow", "What would an expert play? (S or Ctrl+?)"))
        self.act_quit.setText(QCoreApplication.translate("MainWindow", "&Quit"))
        self.menu_view.setTitle(QCoreApplication.translate("MainWindow", "&View"))
        self.act_last.setText(QCoreApplication.translate("MainWindow", "&Last trick"))
        self.act_side.setText(QCoreApplication.translate("MainWindow", "Score &sheet and side panel"))
        self.act_full.setText(QCoreApplication.translate("MainWindow", "&Full screen"))
        self.menu_settings.setTitle(QCoreApplication.translate("MainWindow", "&Settings"))
        self.act_settings.setText(QCoreApplication.translate("MainWindow", "&Preferences…"))
        self.menu_help.setTitle(QCoreApplication.translate("MainWindow", "&Help"))
        self.act_rules.setText(QCoreApplication.translate("MainWindow", "&Rules of this game"))
        self.act_glossary.setText(QCoreApplication.translate("MainWindow", "&Glossary"))
        self.act_tutorial.setText(QCoreApplication.translate("MainWindow", "&Tutorial"))
        self.act_keys.setText(QCoreApplication.translate("MainWindow", "&Keyboard"))
        self.act_about.setText(QCoreApplication.translate("MainWindow", "&About"))

    def _connect(self) -> None:
        c = self.controller
        c.dealStarted.connect(self._on_deal_started)
        c.actionApplied.connect(self._on_action)
        c.stateChanged.connect(self.refresh)
        c.dealFinished.connect(self._on_deal_finished)
        c.matchFinished.connect(self._on_match_finished)
        c.illegalAction.connect(self._on_illegal)
        c.undoAvailable.connect(self._on_undo_available)
        c.trickFinished.connect(self.autosave)
        c.botThinking.connect(self._on_thinking)
        self.animator.busyChanged.connect(self._on_busy)
        self.scene.cardClicked.connect(self._on_card_clicked)
        self.scene.cardDoubleClicked.connect(self.play_card)
        self.scene.cardDropped.connect(self.play_card)
        self.scene.cardHovered.connect(self._on_card_hovered)
        self.bidding.actionChosen.connect(self._on_panel_action)
        self.end_panel.continueClicked.connect(self.continue_deal)
        self.end_panel.newGameClicked.connect(self.new_game_dialog)
        self.end_panel.reviewClicked.connect(self.review_last_deal)
        self.end_panel.replayClicked.connect(self.show_replay)
        self.hint_bar.linkActivated.connect(self.open_rules_link)
        self.hint_bar.mouseInside.connect(self._on_mouse_on_hint)
        self.banner.leaveClicked.connect(self.leave_tutorial_now)
        self.table.key_handler = self._on_key
        self.table.resized.connect(self._place_overlays)
        self.last_trick_button.clicked.connect(self.show_last_trick)
        self.undo_button.clicked.connect(self.undo)
        self.suggest_button.clicked.connect(self.suggest)
        self.hand_list.itemActivated.connect(self._on_mirror_activated)
        self.hand_list.currentItemChanged.connect(self._on_mirror_current)

    # -- settings ---------------------------------------------------------------------------
    def apply_settings(self) -> None:
        s = self.settings
        forced = os.environ.get("BELOTE_DESKTOP_ANIMATION", "").strip()
        speed = forced or s.animation_speed
        self.animator.set_speed(speed)
        self.controller.bot_pause_ms = 0 if speed == "instant" and forced else s.bot_pause_ms
        self.apply_look(s)
        self.sound.enabled, self.sound.volume = s.sound, s.sound_volume
        self.sound.prepare()  # the sound files are made off the GUI thread (none offscreen)
        self.scene.hints = s.hints
        self.bidding.show_explanations = s.hints
        if not self.tutorial_mode.active:
            self.controller.allow_undo = s.allow_undo
        self.controller.set_levels(s.partner_level, s.opponent_level)
        self.refresh()

    def apply_look(self, s: Any) -> None:
        """The table's look from settings ``s``: card style, corner letters, back, felt, hand order.
        Also called by the settings dialog's preview (and with the kept settings if it is cancelled)."""
        style = card_art.CardStyle.FOUR_COLOUR if s.card_style == "four_colour" else card_art.CardStyle.CLASSIC
        CardItem.letters = card_letters(s.local_card_letters)
        CardItem.back_style = card_art.BackStyle(s.card_back)
        if table_layout.HAND_ORDER.sorted != s.sort_hand:
            table_layout.HAND_ORDER.sorted = s.sort_hand
            if self.controller.match is not None and not self.animator.busy:
                self._sync_hand_order()
                self.animator.show_still(self.controller.view())  # the hand laid out again
        self.scene.table_colour = s.table_colour
        self.scene.set_card_style(style)
        self.scene.update()
        self.bidding.four_colour = s.card_style == "four_colour"

    def _sync_hand_order(self) -> None:
        """The deal order of the cards on the table (for an unsorted hand)."""
        deal = self.controller.display_deal()
        table_layout.HAND_ORDER.dealt = tuple(CARDS[i] for i in deal.deck) if deal is not None else ()

    def save_settings(self) -> None:
        if not self.persist:
            return
        try:
            settings_store.save_settings(self.settings)
        except OSError as exc:
            self._tell(storage_problem("settings", settings_store.settings_path(), exc), once=True)

    def set_language(self, code: str) -> bool:
        """Switch the interface language now (the LanguageChange event re-sets every text)."""
        from ...i18n import install_language

        app = QApplication.instance()
        found = install_language(app, code)
        QCoreApplication.processEvents()  # deliver the LanguageChange events
        return found

    # -- names --------------------------------------------------------------------------------
    def names(self) -> list[str]:
        rules = self.controller.rules
        n = rules.players if rules else 4
        clockwise = bool(rules and rules.direction.value == "cw")
        out = []
        for seat in range(n):
            if seat == self.human:
                name = self.settings.player_name
                out.append(name if name and name != "You" else text.default_seat_name(0))  # "You": translated
            else:
                out.append(text.default_seat_name(side_of(seat, self.human, n, clockwise)))
        return out

    def _speaker_names(self) -> list[str]:
        """Names for sentences in the third person ("{player} says"): the player is "South (you)"
        unless they chose a name of their own."""
        names = self.names()
        if not (self.settings.player_name and self.settings.player_name != "You") and self.human < len(names):
            from ...learn.explain import default_seat_names

            # the player sits at the bottom of the screen, South, at a table of any size
            names[self.human] = QCoreApplication.translate("MainWindow", "{seat} (you)").format(
                seat=default_seat_names(4)[0])
        return names

    def _details(self) -> list[str]:
        rules = self.controller.rules
        n = rules.players if rules else 4
        seating = self.controller.seating
        partner = seating.partner_of[self.human] if self.human < seating.players else None
        out = []
        for seat in range(n):
            if seat == self.human:
                out.append("")
            elif seat == partner and not self.tutorial_mode.active:
                out.append(QCoreApplication.translate("MainWindow", "Partner · {level}").format(
                    level=text.level_name(self.controller.level_of(seat))))
            elif seat == partner:
                out.append(QCoreApplication.translate("MainWindow", "Partner"))
            elif self.tutorial_mode.active:
                out.append("")
            else:
                out.append(text.level_name(self.controller.level_of(seat)))
        return out

    # -- games ------------------------------------------------------------------------------
    def start_game(self, rules: Ruleset, seed: int | str | None = None) -> None:
        if self.tutorial_mode.active:
            self.tutorial_mode.stop(restore=False)
        self._record_abandoned()
        self._stats_recorded = False
        self._pending_result = None
        self.suggestions_used = 0
        self.end_panel.hide()
        self._clear_log()
        self._log(lambda: QCoreApplication.translate("MainWindow", "New game: {variant}.").format(
            variant=text.variant_name(rules)))
        self.controller.new_game(rules, seed=seed)

    def load_game(self, match: MatchState, undo_used: int = 0, suggestions_used: int = 0) -> None:
        if self.tutorial_mode.active:
            self.tutorial_mode.stop(restore=False)
        self._stats_recorded = False
        self._pending_result = None
        self.suggestions_used = suggestions_used
        self.end_panel.hide()
        self._clear_log()
        self.controller.load_match(match, undo_count=undo_used)
        self.scene.set_view(self.controller.view(), self.names(), self._details())
        self.animator.show_still(self.controller.view())
        self.refresh()

    def welcome_due(self) -> bool:
        """The first-run welcome: at the very first start only (no settings file yet), once."""
        return self.interactive and self.first_run and self.settings.show_welcome

    def show_welcome(self) -> Any:
        """The welcome (not modal to the event loop: ``open``); the game starts when it closes."""
        from .welcome import WelcomeDialog

        dialog = WelcomeDialog(self.settings.last_variant, self.settings.opponent_level, self)
        dialog.finished.connect(lambda _code: self._welcome_done(dialog))
        self._welcome = dialog
        dialog.open()
        return dialog

    def _welcome_done(self, dialog: Any) -> None:
        from .welcome import TUTORIAL

        self._welcome = None
        self.settings.show_welcome = False  # never again, however it was closed
        rules = dialog.rules()
        level = dialog.bot_level()
        self.settings.last_variant, self.settings.last_overrides = rules.id, {}
        self.settings.partner_level = self.settings.opponent_level = level
        self.save_settings()
        self.controller.set_levels(level, level)
        self.start_game(rules)
        if dialog.choice == TUTORIAL:
            self.start_tutorial()

    def start_default_game(self) -> None:
        """On start: the welcome the first time; else offer the autosaved game, else deal the last
        variant played."""
        if self.welcome_due():
            self.show_welcome()
            return
        loaded, problems = save_store.read_autosave()
        for problem in problems:
            self._tell(problem)
        if loaded is not None and isinstance(loaded.state, MatchState) and not loaded.state.over:
            if not self.interactive or self._ask(
                QCoreApplication.translate("MainWindow", "Resume game"),
                QCoreApplication.translate("MainWindow", "A game in progress was saved when you last played. Resume it?"),
            ):
                self._use_saved_levels(loaded)
                self.load_game(loaded.state, _counter(loaded.statistics, "undo_used"),
                               _counter(loaded.statistics, "suggestions_used"))
                return
        rules = self._last_rules()
        self.start_game(rules)

    def _use_saved_levels(self, loaded: save_store.LoadedGame) -> None:
        """The computer players' levels kept with a save become the table's (and the next game's)."""
        levels, rules = loaded.levels, loaded.state.rules
        if levels is None:
            return  # an older save: the settings' levels
        team = rules.team_of(self.human)
        partner = next((lv for s, lv in enumerate(levels) if lv and s != self.human and rules.team_of(s) == team),
                       self.settings.partner_level)
        opponents = next((lv for s, lv in enumerate(levels) if lv and rules.team_of(s) != team),
                         self.settings.opponent_level)
        self.settings.partner_level, self.settings.opponent_level = partner, opponents
        self.controller.set_levels(partner, opponents)

    def _last_rules(self) -> Ruleset:
        try:
            return find_variant(self.settings.last_variant).with_overrides(self.settings.last_overrides)
        except (KeyError, ValueError):
            return find_variant("classic")

    def _payload(self) -> save_store.SavePayload | None:
        match = self.controller.match
        if match is None:
            return None
        return save_store.SavePayload(
            match, self.human,
            players={"names": self.names(), "levels": [None if s == self.human else self.controller.level_of(s)
                                                      for s in range(match.rules.players)]},
            statistics={"undo_used": self.controller.undo_count, "suggestions_used": self.suggestions_used},
        )

    def autosave(self) -> None:
        if not (self.persist and self.settings.autosave) or self.tutorial_mode.active:
            return  # the tutorial's deal never replaces the game kept for the next start
        payload = self._payload()
        if payload is None:
            return
        try:
            if isinstance(payload.game, MatchState) and payload.game.over:
                save_store.clear_autosave()
            else:
                save_store.write_autosave(payload)
        except save_store.SaveError as exc:
            self._tell(exc.problem, once=True, toast=True)

    def _record_abandoned(self) -> None:
        match = self.controller.match
        if match is None or self._stats_recorded or not match.actions():
            return
        self._record_stats(match)

    def _record_stats(self, match: MatchState) -> None:
        if not self.persist or self.tutorial_mode.active:
            return
        try:
            from ...storage import stats as stats_store

            stats, problems = stats_store.load_stats()
            for problem in problems:
                self._tell(problem, once=True)
            stats_store.record_match(stats, match, self.human, undo_used=self.controller.undo_count,
                                     suggestions_used=self.suggestions_used)
            stats_store.save_stats(stats)
        except OSError as exc:  # the file could not be read this session (told once), or the disk refused
            self._tell(storage_problem("statistics", stats_store.stats_path(), exc), once=True)
        except Exception:  # statistics must never stop a game
            pass
        self._stats_recorded = True

    # -- the tutorial -------------------------------------------------------------------------
    def start_tutorial(self) -> None:
        """Help > Tutorial: the guided deal takes the table; the game in progress waits."""
        self.animator.finish_now()
        self._cancel_suggestion()
        self.tutorial_mode.start()

    def enter_tutorial(self, mode: TutorialMode) -> None:
        """Called by the tutorial when it takes the table."""
        self.end_panel.hide()
        self._pending_result = None
        self._clear_log()
        self._log(lambda: QCoreApplication.translate("MainWindow", "Tutorial: a guided deal of Belote."))
        self._set_sticky(None)
        self._on_undo_available(False)

    def leave_tutorial(self) -> None:
        """Called by the tutorial when it ends: the banner goes, nothing of it is counted."""
        self.banner.hide()
        self.end_panel.hide()
        self._stats_recorded = True  # the tutorial's deal is never counted in statistics
        self._set_sticky(None)

    def leave_tutorial_now(self) -> None:
        self.animator.finish_now()
        self.tutorial_mode.stop(restore=True)
        self.table.setFocus()

    # -- controller events ------------------------------------------------------------------
    def _on_deal_started(self) -> None:
        self.end_panel.hide()
        self._pending_result = None
        self._set_sticky(None)
        self._cancel_suggestion()
        view = self.controller.view()
        if view is None:
            return
        self._sync_hand_order()
        self.scene.set_view(view, self.names(), self._details())
        self.sound.play("deal")
        self.animator.animate_deal(view)
        match = self.controller.match
        if match is not None:
            n, dealer = match.deal_number, view.dealer
            if dealer == self.human:
                self._log(lambda: QCoreApplication.translate("MainWindow", "Deal {n}: you deal.").format(n=n))
            else:
                self._log(lambda: QCoreApplication.translate("MainWindow", "Deal {n}: {dealer} deals.").format(
                    n=n, dealer=self.names()[dealer]))
        self.refresh()

    def _on_action(self, before: MatchState, action: Action, after: MatchState) -> None:
        deal_before = before.deal
        seat = deal_before.current_player()
        self._pointed = None
        self._set_sticky(None, update=False)
        self._cancel_suggestion()
        self._log(lambda: text.action_sentence(action, self.names()[seat], seat == self.human))
        self.sound.play("card" if isinstance(action, PlayCard) else "bid")
        self._sync_hand_order()
        view = self.controller.view()
        self.scene.set_view(view, self.names(), self._details())
        self.animator.animate_action(before, action, after, self.human)
        deal_after = after.finished[-1] if len(after.finished) > len(before.finished) else after.deal
        new_anns = deal_after.announcements[len(deal_before.announcements):]
        seen = deal_after.view_for(self.human)
        for ann in new_anns:
            said = text.announcement_text(ann.kind, ann.melds)
            message = QCoreApplication.translate("MainWindow", "{player}: {said}").format(
                player=self.names()[ann.seat], said=said)
            self._log(lambda a=ann: QCoreApplication.translate("MainWindow", "{player}: {said}").format(
                player=self.names()[a.seat], said=text.announcement_text(a.kind, a.melds)))
            self._log(lambda a=ann: explain_announcement(a, seen, self._speaker_names()), "explain")
            self._show_toast(message)
        if deal_before.contract is None and deal_after.contract is not None:
            contract = deal_after.contract
            self._log(lambda: QCoreApplication.translate("MainWindow", "Contract: {contract}").format(
                contract=text.contract_text(contract, self.names()[contract.taker])))
        if len(deal_after.tricks) > len(deal_before.tricks):
            QTimer.singleShot(TRICK_SOUND_MS, self, lambda: self.sound.play("trick"))
            winner = deal_after.tricks[-1].winner
            if winner == self.human:
                self._log(lambda: QCoreApplication.translate("MainWindow", "You win the trick."))
            else:
                self._log(lambda: QCoreApplication.translate("MainWindow", "{player} wins the trick.").format(
                    player=self.names()[winner]))

    def _on_deal_finished(self, result: DealResult) -> None:
        self._pending_result = result
        match = self.controller.match
        self.score_model.set_match(match, match.rules.team_of(self.human) if match else 0)
        if not self.animator.busy:
            self._show_pending_result()

    def result_lines(self, result: DealResult, rules: Ruleset) -> list[str]:
        """The arithmetic of ``result`` in words, with this table's names."""
        if self.tutorial_mode.active:
            return self.tutorial_mode.result_lines()
        return explain_result(result, rules, self.names())

    def _show_pending_result(self) -> None:
        result, self._pending_result = self._pending_result, None
        match = self.controller.match
        if result is None or match is None:
            return
        self.bidding.hide()
        self.toast.hide()
        self._set_sticky(None, update=False)
        self.hint_bar.show_hint(None)
        tutorial = self.tutorial_mode.active
        self.sound.play("end")
        self.end_panel.show_result(
            result, match, self.names(), match.rules.team_of(self.human), self.result_lines(result, match.rules),
            continue_label=QCoreApplication.translate("MainWindow", "&Finish the tutorial") if tutorial else "",
            allow_new_game=not tutorial)
        self._place_overlays()
        self.refresh()

    def _on_match_finished(self, winner: int) -> None:
        match = self.controller.match
        if match is not None and not self._stats_recorded:
            self._record_stats(match)
        try:
            save_store.clear_autosave()
        except OSError:
            pass

    def _on_illegal(self, reason: Reason, params: dict) -> None:
        if params.get("not_your_turn"):
            self._show_toast(text.not_your_turn_text())
        else:
            view = self.controller.view()

            def hint() -> Hint:
                explanation = text.explanation(reason, params, self.controller.view(), self.names())
                return Hint("illegal", explanation.text, explanation.link, explanation.rule_title)

            if view is not None and view.phase is Phase.PLAY:
                self._pointed = None
                self._set_sticky(hint)
            else:
                self._show_toast(hint().text)
        if self.scene.snapshot is not None:
            self.scene.sync(self.scene.snapshot)  # a dragged card goes back to the hand

    def _on_undo_available(self, available: bool) -> None:
        self.act_undo.setEnabled(available)
        self.undo_button.setEnabled(available)

    def _on_thinking(self, seat: int) -> None:
        self.scene.thinking = seat
        self.scene.refresh_decor()
        self._update_status()

    def _on_busy(self, busy: bool) -> None:
        self.controller.set_busy(busy)
        if not busy:
            if self._pending_result is not None:
                self._show_pending_result()
            self.refresh()

    # -- refreshing -------------------------------------------------------------------------
    def refresh(self) -> None:
        c = self.controller
        view = c.view()
        self._sync_hand_order()
        self.scene.set_view(view, self.names(), self._details())
        busy = self.animator.busy
        human_turn = c.is_human_turn() and not busy
        playable: frozenset[Card] | None = None
        self._explanations = {}
        if view is not None and human_turn and view.phase is Phase.PLAY:
            playable = frozenset(a.card for a in view.legal_actions if isinstance(a, PlayCard))
            self._explanations = self._card_explanations(view, playable)
        tips = {card: _tooltip(e) for card, e in self._explanations.items()} if self.settings.hints else {}
        self.scene.set_playable(playable, tips)
        if self._suggestion is not None and isinstance(self._suggestion[0], PlayCard):
            self.scene.set_suggested(self._suggestion[0].card)
        elif playable is not None and self.tutorial_mode.active and self.tutorial_mode.tutorial is not None:
            expected = self.tutorial_mode.tutorial.expected_action()
            if isinstance(expected, PlayCard) and expected.card in playable:
                self.scene.set_suggested(expected.card)  # the lesson's card stands out
        self.scene.refresh_decor()
        if view is not None and human_turn and not self.end_panel.isVisible():
            self.bidding.seat_names = self.names()
            self.bidding.explain_width = int(self.scene.geometry.panel_width(592.0)) - 32
            self.bidding.set_view(view)
            if self._suggestion is not None and self.bidding.isVisible() \
                    and self._suggestion[0] in view.legal_actions and not isinstance(self._suggestion[0], PlayCard):
                self.bidding.show_suggestion(*self._suggestion)
        else:
            self.bidding.hide()
        match = c.match
        self.score_model.set_match(match, match.rules.team_of(self.human) if match else 0)
        self.scene.set_score(self._score_lines(), not self.side.isVisible())
        self.act_last.setEnabled(bool(view and view.tricks))
        self.last_trick_button.setEnabled(bool(view and view.tricks))
        can_suggest = human_turn and not self.end_panel.isVisible() and not self.tutorial_mode.active
        self.act_suggest.setEnabled(can_suggest)
        self.suggest_button.setEnabled(can_suggest and self._suggest_for is None)
        self._on_undo_available(c.can_undo())
        self._refresh_mirror(view, playable)
        self._update_status()
        self._update_hint()
        self._place_overlays()
        self._maybe_auto_play(view, playable)

    def _maybe_auto_play(self, view: PlayerView | None, playable: frozenset[Card] | None) -> None:
        """Setting auto_play_single_card: the only card the player may play goes by itself (not when a
        declaration may still be made, nor in the tutorial)."""
        match = self.controller.match
        if (not self.settings.auto_play_single_card or view is None or playable is None or len(playable) != 1
                or len(view.legal_actions) != 1 or self.tutorial_mode.active or match is None):
            return
        if self._autoplay is not None and self._autoplay[0] is match:
            return
        self._autoplay = (match, next(iter(playable)))
        self._autoplay_timer.start(AUTO_PLAY_MS)

    def _auto_play(self) -> None:
        pending, self._autoplay = self._autoplay, None
        if pending is None or pending[0] is not self.controller.match:
            return  # the game moved on meanwhile
        if self.animator.busy or self.end_panel.isVisible() or not self.controller.is_human_turn():
            return
        self.play_card(pending[1])

    def _score_lines(self) -> list[str]:
        """The match score in two short lines, for the felt when the side panel is hidden."""
        match = self.controller.match
        if match is None:
            return []
        scores = text.match_scores_text(match.rules, match.scores, match.rules.team_of(self.human), self.names())
        return [scores, QCoreApplication.translate("MainWindow", "playing to {target}").format(
            target=match.rules.target_score)]

    def _card_explanations(self, view: PlayerView, playable: frozenset[Card]) -> dict[Card, Explanation]:
        """Why each unplayable card of the hand is refused now, from the engine's reason."""
        out: dict[Card, Explanation] = {}
        names = self.names()
        for card in view.hand:
            if card in playable:
                continue
            error = self.controller.why_illegal(PLAY[card.index])
            if error is not None:
                out[card] = text.explanation(error.reason, error.params, view, names)
        return out

    def _refresh_mirror(self, view: PlayerView | None, playable: frozenset[Card] | None) -> None:
        current = self.hand_list.currentItem()
        current_card = current.data(Qt.ItemDataRole.UserRole) if current is not None else None
        suggested = self._suggestion[0].card if self._suggestion and isinstance(self._suggestion[0], PlayCard) else None
        if suggested is not None:
            current_card = suggested
        self.hand_list.blockSignals(True)
        self.hand_list.clear()
        if view is not None:
            snap = snapshot_from_view(view)
            for card in snap.hand:
                label = text.card_name(card)
                explanation = self._explanations.get(card)
                if playable is not None and card not in playable:
                    if explanation is not None:
                        label = QCoreApplication.translate("MainWindow", "{card} (not playable: {reason})").format(
                            card=label, reason=explanation.text)
                    else:
                        label = QCoreApplication.translate("MainWindow", "{card} (not playable)").format(card=label)
                elif card == suggested:
                    label = QCoreApplication.translate("MainWindow", "{card} (suggested)").format(card=label)
                item = QListWidgetItem(f"{text.card_short(card)}  {label}")
                item.setData(Qt.ItemDataRole.UserRole, card)
                item.setData(Qt.ItemDataRole.AccessibleTextRole, label)
                if explanation is not None and playable is not None and card not in playable:
                    item.setToolTip(_tooltip(explanation))
                    item.setData(Qt.ItemDataRole.AccessibleDescriptionRole, explanation.text)
                    if self.settings.hints:
                        item.setForeground(Qt.GlobalColor.gray)
                if card == suggested:
                    font = QFont(item.font())
                    font.setBold(True)
                    item.setFont(font)
                self.hand_list.addItem(item)
                if card == current_card:
                    self.hand_list.setCurrentItem(item)
        self.hand_list.blockSignals(False)

    def _freedom(self) -> Explanation | None:
        """The partner exemption, when it frees the player right now (hints on)."""
        c = self.controller
        view = c.view()
        if (view is None or not self.settings.hints or view.phase is not Phase.PLAY or not c.is_human_turn()
                or self.animator.busy):
            return None
        try:
            return explain_legal_freedom(view)
        except Exception:
            return None

    def _update_status(self) -> None:
        c = self.controller
        view = c.view()
        if view is None:
            self.status.setText("")
            return
        names = self.names()
        lines = []
        if c.awaiting_continue:
            lines.append(QCoreApplication.translate("MainWindow", "The deal is over."))
        elif c.is_human_turn() and not self.animator.busy:  # as the table's glow: when input is taken
            if view.phase is Phase.BIDDING:
                lines.append(QCoreApplication.translate("MainWindow", "Your turn to bid."))
            else:
                lines.append(QCoreApplication.translate("MainWindow", "Your turn: play a card."))
                freedom = self._freedom()
                if freedom is not None:
                    lines.append(freedom.text)
        elif view.current_player >= 0 and view.current_player != self.human:
            lines.append(QCoreApplication.translate("MainWindow", "{player} to play.").format(player=names[view.current_player]))
        if view.contract is not None:
            lines.append(text.contract_text(view.contract, names[view.contract.taker]))
        elif view.turned_card is not None:
            lines.append(QCoreApplication.translate("MainWindow", "Turned card: {card}").format(card=text.card_name(view.turned_card)))
        match = c.match
        if match is not None:
            team = match.rules.team_of(self.human)
            if match.rules.team_count == 2 and match.rules.team_count < match.rules.players:
                lines.append(QCoreApplication.translate("MainWindow", "Score: us {us}, them {them} (to {target})").format(
                    us=match.scores[team], them=match.scores[1 - team], target=match.rules.target_score))
            else:
                lines.append(QCoreApplication.translate("MainWindow", "Score: {scores} (to {target})").format(
                    scores=text.match_scores_text(match.rules, match.scores, team, names),
                    target=match.rules.target_score))
        self.status.setText("\n".join(lines))
        self.status.setAccessibleDescription(self.status.text())

    # -- the hint line ------------------------------------------------------------------------
    def _set_sticky(self, provider: Callable[[], Hint | None] | None, update: bool = True) -> None:
        self._sticky = provider
        if update:
            self._update_hint()
            self._place_overlays()

    def current_hint(self) -> Hint | None:
        """What the hint line says now: a pointed-at card, else a tried card or suggestion, else the
        partner exemption."""
        if self.end_panel.isVisible():
            return None
        if self._pointed is not None and self.settings.hints:
            explanation = self._explanations.get(self._pointed)
            if explanation is not None:
                return Hint("illegal", explanation.text, explanation.link, explanation.rule_title,
                            QCoreApplication.translate("MainWindow", "{card}:").format(
                                card=text.card_short(self._pointed)))
        if self._sticky is not None:
            hint = self._sticky()
            if hint is not None:
                return hint
        freedom = self._freedom()
        if freedom is not None:
            return Hint("info", freedom.text, freedom.link, freedom.rule_title)
        return None

    def _update_hint(self) -> None:
        self.hint_bar.show_hint(self.current_hint())

    def _on_card_hovered(self, card: Card | None) -> None:
        if card is not None and card in self._explanations:
            self._hover_timer.stop()
            self._point_at(card)
        elif card is None and self._pointed is not None and not self._mouse_on_hint:
            self._hover_timer.start(HOVER_HINT_MS)

    def _point_at(self, card: Card | None) -> None:
        """Show why ``card`` (hovered, or chosen with the keys) cannot be played, if it cannot."""
        card = card if card in self._explanations else None
        if card == self._pointed:
            return
        self._pointed = card
        self._update_hint()
        self._place_overlays()

    def _forget_pointed(self) -> None:
        if self._mouse_on_hint:
            return
        self._pointed = None
        self._update_hint()
        self._place_overlays()

    def _on_mouse_on_hint(self, inside: bool) -> None:
        self._mouse_on_hint = inside
        if inside:
            self._hover_timer.stop()
        elif self._pointed is not None:
            self._hover_timer.start(HOVER_HINT_MS)

    # -- placing the overlays -------------------------------------------------------------------
    def _place_overlays(self) -> None:
        vp = self.table.viewport()
        g = self.scene.geometry
        if self.bidding.isVisible():
            self.bidding.adjustSize()
            w, h = self.bidding.width(), self.bidding.base_height or self.bidding.height()
            self.scene.set_reserve(h)  # the turned card moves up out of the panel's way
            g = self.scene.geometry
            x = int(g.cx - w / 2)
            y = int(g.hand_top() - g.margin - h)  # just above the hand: every card stays in sight
            self.bidding.move(max(4, min(x, vp.width() - w - 4)), max(4, y))
        elif not self.animator.busy and not self._in_auction():
            self.scene.set_reserve(0)
            g = self.scene.geometry
        if self.end_panel.isVisible():
            strip = getattr(self.scene, "review_strip", None)  # the reviewed cards stay in sight below
            bottom = vp.height()
            if strip is not None:
                top = self.table.mapFromScene(strip.sceneBoundingRect().topLeft()).y()
                bottom = max(min(bottom, top), vp.height() // 2)
            self.end_panel.fit(vp.width() - 8, bottom - 8)
            w, h = self.end_panel.width(), self.end_panel.height()
            self.end_panel.move(max(4, (vp.width() - w) // 2), max(4, int(g.cy - h / 2)))
            if self.end_panel.y() + h > bottom - 4:
                self.end_panel.move(self.end_panel.x(), max(4, bottom - 4 - h))
        if self.hint_bar.isVisible():
            width = int(min(vp.width() - 24, max(360.0, min(g.big * 5.6, 720.0))))
            self.hint_bar.fit(width)
            hand_top = g.hand_top(lifted=True)  # above a chosen card too, even under the mouse
            bottom = self.bidding.y() if self.bidding.isVisible() else hand_top
            y = int(bottom - self.hint_bar.height() - g.margin * 0.6)
            x = int(g.cx - width / 2)
            info = self.scene.info.sceneBoundingRect() if self.scene.info.isVisible() else None
            if info is not None and info.bottom() > y and info.top() < y + self.hint_bar.height() \
                    and info.right() + g.margin > x:
                # the contract box was raised beside a wide hand: keep clear of it
                x = int(info.right() + g.margin)
                width = max(300, min(width, vp.width() - x - 8))
                self.hint_bar.fit(width)
                y = int(bottom - self.hint_bar.height() - g.margin * 0.6)
            self.hint_bar.move(x, max(4, y))
            self.hint_bar.raise_()
        if self.toast.isVisible():
            top = self.bidding.y() if self.bidding.isVisible() else (
                self.hint_bar.y() if self.hint_bar.isVisible() else None)
            if top is not None and self.toast.y() + self.toast.height() > top - 4:
                self.toast.move(self.toast.x(), max(4, top - 8 - self.toast.height()))

    def _in_auction(self) -> bool:
        view = self.controller.view()
        return view is not None and view.phase is Phase.BIDDING

    def _show_toast(self, message: str) -> None:
        ax, ay = self.scene.geometry.message_anchor()
        if self.bidding.isVisible():
            ay = self.bidding.y() - 8
        elif self.hint_bar.isVisible():
            ay = self.hint_bar.y() - 8
        self.toast.show_message(message, QPoint(int(ax), int(ay)))

    show_toast = _show_toast

    # -- the table talk -------------------------------------------------------------------------
    def _log(self, message: str | Callable[[], str], kind: str = "plain") -> None:
        make = message if callable(message) else (lambda m=message: m)
        self._log_entries.append((make, kind))
        if len(self._log_entries) > 300:
            del self._log_entries[:-300]
            self.log.takeItem(0)
        self.log.addItem(self._log_item(make(), kind))
        self.log.scrollToBottom()

    def _log_item(self, message: str, kind: str) -> QListWidgetItem:
        item = QListWidgetItem(message)
        if kind == "explain":
            if self.layoutDirection() != Qt.LayoutDirection.RightToLeft:  # scripts like Arabic have no italics
                font = QFont(self.log.font())
                font.setItalic(True)
                item.setFont(font)
            item.setForeground(Qt.GlobalColor.darkGreen)
        return item

    def log_entries(self) -> list[LogEntry]:
        return list(self._log_entries)

    def restore_log(self, entries: list[LogEntry]) -> None:
        """Put back a game's table talk (after the tutorial)."""
        self._log_entries = list(entries)
        self._rebuild_log()

    def _clear_log(self) -> None:
        self._log_entries = []
        self.log.clear()

    def _rebuild_log(self) -> None:
        self.log.clear()
        for make, kind in self._log_entries:
            self.log.addItem(self._log_item(make(), kind))
        self.log.scrollToBottom()

    # -- human intents ----------------------------------------------------------------------
    def _on_panel_action(self, action: Action) -> None:
        if self.animator.busy:
            return
        self.controller.human_action(action)

    def _on_card_clicked(self, card: Card) -> None:
        if self.animator.busy:
            return
        if self.settings.confirm_before_playing and self.scene.selected != card:
            self._select(card)
            return
        self.play_card(card)

    def play_card(self, card: Card) -> bool:
        """The human wants to play ``card``: the controller judges."""
        if self.animator.busy or self.controller.match is None:
            return False
        view = self.controller.view()
        if view is None or view.phase is not Phase.PLAY:
            if view is not None and view.phase is Phase.BIDDING and self.controller.is_human_turn():
                self._show_toast(QCoreApplication.translate("MainWindow", "Bid first: the cards are played after the auction."))
                return False
        self.scene.selected = None
        ok = self.controller.human_action(PLAY[card.index])
        return ok

    def _select(self, card: Card | None) -> None:
        self.scene.selected = card
        if self.scene.snapshot is not None:
            self.scene.sync(self.scene.snapshot)
        self._point_at(card)
        for i in range(self.hand_list.count()):
            item = self.hand_list.item(i)
            if item.data(Qt.ItemDataRole.UserRole) == card:
                self.hand_list.blockSignals(True)
                self.hand_list.setCurrentItem(item)
                self.hand_list.blockSignals(False)

    def _on_mirror_activated(self, item: QListWidgetItem) -> None:
        card = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(card, Card):
            self.play_card(card)

    def _on_mirror_current(self, item: QListWidgetItem | None, _previous: QListWidgetItem | None) -> None:
        card = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if isinstance(card, Card) and not self.animator.busy:
            self.scene.selected = card
            if self.scene.snapshot is not None:
                self.scene.sync(self.scene.snapshot)
            self._point_at(card)

    def _on_key(self, event: QKeyEvent) -> bool:
        key = event.key()
        if event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
            return False
        if self.end_panel.isVisible():
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
                self.end_panel.keyPressEvent(event)
                return True
            return False
        if self.animator.busy:
            return key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
        if self.bidding.handle_key(event):
            return True
        if key == Qt.Key.Key_S:
            self.suggest()
            return True
        snap = self.scene.snapshot
        hand = list(snap.hand) if snap is not None else []
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and hand:
            current = self.scene.selected
            if current in hand:
                i = hand.index(current) + (1 if key == Qt.Key.Key_Right else -1)
            else:
                playable = self.scene.playable
                first = next((c for c in hand if playable is None or c in playable), hand[0])
                i = hand.index(first)
            self._select(hand[i % len(hand)])
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_Up):
            if self.scene.selected in hand:
                self.play_card(self.scene.selected)
            elif self.scene.suggested in hand and self.scene.playable is not None:
                self.play_card(self.scene.suggested)  # after Suggest, one Enter plays the outlined card
            elif hand:
                playable = self.scene.playable
                suggested = self.scene.suggested
                self._select(suggested if suggested in hand else
                             next((c for c in hand if playable is None or c in playable), hand[0]))
            return True
        if key == Qt.Key.Key_Escape:
            self._select(None)
            return True
        return False

    def _on_s_shortcut(self) -> None:
        """S: Suggest, in every phase."""
        self.suggest()

    # -- the Suggest button -----------------------------------------------------------------
    def suggest(self) -> bool:
        """Ask the Expert level, off the GUI thread, what it would play here; False if not now."""
        c = self.controller
        if self.tutorial_mode.active:
            self._show_toast(QCoreApplication.translate(
                "MainWindow", "In the tutorial, the banner above the table says what to play."))
            return False
        if c.match is None or not c.is_human_turn() or self.animator.busy or self.end_panel.isVisible():
            self._show_toast(QCoreApplication.translate("MainWindow", "Suggestions are given when it is your turn."))
            return False
        if self._suggest_for is c.match:
            return True  # already thinking about this position
        view = c.view()
        if view is None or not view.legal_actions:
            return False
        self._suggest_token += 1
        self._suggest_for = c.match
        task = SuggestTask(self._suggest_token, view)  # seeded by the position: Review agrees with it
        task.relay.done.connect(self._on_suggestion)
        self.suggest_button.setEnabled(False)
        self.suggest_button.setText(QCoreApplication.translate("MainWindow", "Thinking…"))
        QThreadPool.globalInstance().start(task)
        return True

    def review_last_deal(self) -> bool:
        """Ask the Expert's search, off the GUI thread, which of the player's cards cost the most."""
        match = self.controller.match
        if match is None or not match.finished or match.finished[-1].thrown_in:
            return False
        self._review_token += 1
        task = ReviewTask(self._review_token, match.finished[-1], self.human)
        task.relay.done.connect(self._on_review)
        self.end_panel.review_button.setEnabled(False)
        self.end_panel.review_button.setText(QCoreApplication.translate("MainWindow", "Thinking…"))
        QThreadPool.globalInstance().start(task)
        return True

    def _on_review(self, token: int, reviewed: object) -> None:
        if token != self._review_token or not self.end_panel.isVisible():
            return
        from ...learn.review import review_lines

        panel = self.end_panel
        panel.review_button.setEnabled(True)
        if reviewed is None:
            self._show_toast(QCoreApplication.translate("MainWindow", "The review could not be made."))
            panel.review_button.setText(QCoreApplication.translate("EndOfDeal", "&Review my play"))
            return
        match = self.controller.match
        result = match.finished[-1].result() if match is not None and match.finished else None
        base = self.result_lines(result, match.rules) if result is not None and match is not None else []
        panel.show_again(self.names(), base + [""] + review_lines(reviewed, text.action_text))  # type: ignore[arg-type]
        self._mark_review(reviewed)
        panel.review_button.hide()
        self.reviewFinished.emit()
        self._place_overlays()

    def _mark_review(self, reviewed: object) -> None:
        """The review on the table: the player's cards of the deal, the costly ones marked."""
        from ...learn.review import Review
        from ..table.review_marks import entries_for

        match = self.controller.match
        if not isinstance(reviewed, Review) or match is None or not match.finished:
            return
        deal = match.finished[-1]
        n = deal.rules.players
        played = [(number, trick.cards[(self.human - trick.leader) % n])
                  for number, trick in enumerate(deal.tricks, start=1)]
        self.scene.show_review(entries_for(played, reviewed.marked_cards))

    def _on_suggestion(self, token: int, action: Action | None) -> None:
        c = self.controller
        if token != self._suggest_token:
            return
        asked_for, self._suggest_for = self._suggest_for, None
        self.suggest_button.setText(QCoreApplication.translate("MainWindow", "Suggest"))
        if action is None or asked_for is not c.match or not c.is_human_turn():
            self.refresh()
            return  # the game moved on meanwhile
        from ...learn.suggest import suggestion_reason

        view = c.view()
        reason = suggestion_reason(view, action)
        self._suggestion = (action, reason)
        self.suggestions_used += 1
        self._log(lambda a=action: QCoreApplication.translate("MainWindow", "Suggestion: {action}.").format(
            action=text.action_text(a)))
        if isinstance(action, PlayCard):
            card = action.card

            def hint() -> Hint:
                current = self.controller.view()
                words = suggestion_reason(current, action) if current is not None else reason
                return Hint("suggest", words, heading=QCoreApplication.translate(
                    "MainWindow", "Suggestion: {card}.").format(card=text.card_short(card)))

            self._pointed = None
            self._set_sticky(hint, update=False)
        self.refresh()

    def _cancel_suggestion(self) -> None:
        self._suggest_token += 1
        self._suggest_for = None
        self._suggestion = None
        self.scene.suggested = None
        self.bidding.clear_suggestion()
        self.suggest_button.setText(QCoreApplication.translate("MainWindow", "Suggest"))

    # -- the rules window ---------------------------------------------------------------------
    def rules_window(self) -> Any:
        """The rules window (made on first use), showing the rules of the game on the table."""
        from ...learn.rules_window import RulesWindow

        rules = self.controller.rules or self._last_rules()
        window = self._rules_window
        if window is None:
            window = RulesWindow(rules, self)
            window.setModal(False)
            window.resize(1000, 700)
            self._rules_window = window
        elif window.rules != rules:
            window.set_rules(rules)
        return window

    def context_link(self) -> str:
        """The rules paragraph that fits the moment: the rule shown in the hint line, else the phase."""
        hint = self.hint_bar.hint if self.hint_bar.isVisible() else None
        if hint is not None and hint.link:
            return hint.link
        view = self.controller.view()
        if self.end_panel.isVisible():
            return "rules#scoring"
        if view is None:
            return "rules#overview"
        if view.phase is Phase.BIDDING:
            if view.rules.trump_scheme is TrumpScheme.TURNED_CARD:
                return "rules#bidding_round_two" if view.auction.round == 2 else "rules#bidding_round_one"
            return "rules#bidding"
        if DECLARE in view.legal_actions:
            return "rules#declarations"
        return "rules#play"

    def show_rules(self) -> None:
        """Help > Rules of this game (F1): the rules book at the paragraph for the moment."""
        self.open_rules_link(self.context_link())

    def show_glossary(self) -> None:
        self.open_rules_link("glossary")

    def open_rules_link(self, link: str) -> None:
        window = self.rules_window()
        window.open_link(link)
        window.show()
        window.raise_()
        window.activateWindow()

    # -- commands ---------------------------------------------------------------------------
    def continue_deal(self) -> None:
        self.end_panel.hide()
        if self.tutorial_mode.active:
            self.tutorial_mode.stop(restore=True)
            self.table.setFocus()
            return
        if self.controller.match is not None and self.controller.match.over:
            self.new_game_dialog()
            return
        self.controller.continue_deal()
        self.table.setFocus()

    def undo(self) -> None:
        if self.animator.busy:
            self.animator.finish_now()
        if self.controller.undo():
            self.scene.selected = None
            self._set_sticky(None, update=False)
            self._cancel_suggestion()
            self.scene.set_view(self.controller.view(), self.names(), self._details())
            self.animator.show_still(self.controller.view())
            self._log(lambda: QCoreApplication.translate("MainWindow", "You took back your last move."))
            self.refresh()

    def show_last_trick(self) -> None:
        view = self.controller.view()
        if view is None or not view.tricks:
            self._show_toast(QCoreApplication.translate("MainWindow", "No trick has been played yet in this deal."))
            return
        from .last_trick import LastTrickDialog

        LastTrickDialog(view, self.names(), self.scene.geometry, self).exec()

    def toggle_side(self) -> None:
        self.side.setVisible(not self.side.isVisible())
        self.act_side.setChecked(self.side.isVisible())
        self.scene.set_score(self._score_lines(), not self.side.isVisible())  # the score stays in sight

    def toggle_fullscreen(self) -> None:
        self.showNormal() if self.isFullScreen() else self.showFullScreen()

    def new_game_dialog(self) -> None:
        from .new_game import NewGameDialog

        if self.tutorial_mode.active:
            self.tutorial_mode.stop(restore=True)
        match = self.controller.match
        in_progress = match is not None and not match.over and bool(match.actions())
        dialog = NewGameDialog(self._last_rules(), self, (self.settings.partner_level, self.settings.opponent_level))
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            if match is not None and match.over:
                self.end_panel.show()
            return
        rules = dialog.rules()
        if in_progress and self.settings.confirm_abandon_game and not self._ask(
            QCoreApplication.translate("MainWindow", "New game"), QCoreApplication.translate("MainWindow", "Abandon the game in progress?")
        ):
            return
        self.settings.last_variant = rules.id
        self.settings.last_overrides = rules.overrides()
        self.settings.partner_level, self.settings.opponent_level = dialog.levels()
        self.controller.set_levels(*dialog.levels())
        self.save_settings()
        self.start_game(rules)

    def settings_dialog(self) -> None:
        from .settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self)
        dialog.previewChanged.connect(self._preview_look)
        dialog.soundTried.connect(self._try_sound)
        if dialog.exec() == SettingsDialog.DialogCode.Accepted:
            self.apply_new_settings(dialog.settings())
        else:
            self._preview_look(self.settings)  # the look as it was

    def _preview_look(self, settings: Any) -> None:
        self.apply_look(settings)
        self.refresh()

    def _try_sound(self, settings: Any) -> None:
        kept = self.sound.enabled, self.sound.volume
        self.sound.enabled, self.sound.volume = settings.sound, settings.sound_volume
        self.sound.play("card")
        self.sound.enabled, self.sound.volume = kept

    def apply_new_settings(self, settings: Any) -> None:
        """Keep and apply new settings; a new language applies at once."""
        old_language = self.settings.language
        self.settings = settings
        self.save_settings()
        self.apply_settings()
        if self.settings.language != old_language:
            self.set_language(self.settings.language)

    def save_dialog(self) -> None:
        if self.tutorial_mode.active:
            self._show_toast(QCoreApplication.translate("MainWindow", "The tutorial deal cannot be saved."))
            return
        payload = self._payload()
        if payload is None:
            return
        name, ok = QInputDialog.getText(self, QCoreApplication.translate("MainWindow", "Save game"), QCoreApplication.translate("MainWindow", "Name of the save:"),
                                        text=QCoreApplication.translate("MainWindow", "My game"))
        if not ok or not name.strip():
            return
        try:
            path = save_store.save_named(name, payload)
        except save_store.SaveError as exc:
            self._tell(exc.problem)
            return
        except ValueError as exc:
            self._warn(QCoreApplication.translate("MainWindow", "The game could not be saved."), str(exc))
            return
        self._show_toast(QCoreApplication.translate("MainWindow", "Saved as “{name}”.").format(name=path.stem))

    def open_dialog(self) -> None:
        from .open_dialog import OpenGameDialog

        if self.tutorial_mode.active:
            self.tutorial_mode.stop(restore=True)
        dialog = OpenGameDialog(self)
        if dialog.exec() != OpenGameDialog.DialogCode.Accepted or dialog.selected_path() is None:
            return
        self.open_save(dialog.selected_path())

    def open_save(self, path: Any) -> bool:
        try:
            loaded = save_store.load_save(path)
        except save_store.SaveError as exc:
            self._tell(exc.problem)
            return False
        if not isinstance(loaded.state, MatchState):
            self._warn(QCoreApplication.translate("MainWindow", "The saved game could not be opened."),
                       QCoreApplication.translate("MainWindow", "It holds a single deal, not a game."))
            return False
        if self.tutorial_mode.active:
            self.tutorial_mode.stop(restore=False)
        self._record_abandoned()
        self._use_saved_levels(loaded)
        self.load_game(loaded.state, _counter(loaded.statistics, "undo_used"),
                       _counter(loaded.statistics, "suggestions_used"))
        return True

    def show_help(self) -> None:
        self._info(QCoreApplication.translate("MainWindow", "Keyboard"), QCoreApplication.translate(
            "MainWindow",
            "Play a card: click it (or double-click, or drag it to the table).\n"
            "Keyboard: Left/Right choose a card, Enter plays it (after Suggest: the suggested card),\n"
            "Esc clears the choice.\n"
            "Bidding: P pass, T take the turned suit, 1 2 3 4 name ♣ ♦ ♥ ♠ (shown on the buttons),\n"
            "N no trumps, A all trumps, +/- change the value, B or Enter bid what you chose, X coinche,\n"
            "R surcoinche. E declares.\n"
            "S (or Ctrl+?) suggests a move at any time, L shows the last trick, Ctrl+Z takes back your\n"
            "last move, F9 hides the side panel, F1 opens the rules at the paragraph for the moment.\n\n"
            "With rule hints on, the cards you may play stand out; point at a greyed card to see which\n"
            "rule applies, and click the rule's name to read it."))

    def show_about(self) -> Any:
        """Help > About: version, licence, credits."""
        from .about import AboutDialog

        dialog = AboutDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def show_statistics(self) -> Any:
        """Game > Statistics: what has been counted, per game, in a sortable table."""
        from ...storage import stats as stats_store
        from .stats_window import StatisticsDialog

        stats, messages = stats_store.load_stats()
        dialog = StatisticsDialog(stats, messages, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def show_replay(self) -> Any:
        """From the end-of-deal panel: the deal just played, all four hands face up, card by card."""
        from .deal_replay import DealReplayDialog

        match = self.controller.match
        if match is None or not match.finished:
            return None
        dialog = DealReplayDialog(match.finished[-1], self.names(), self.human, self.settings.table_colour, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    # -- dialogs helpers --------------------------------------------------------------------
    def _warn(self, title: str, detail: str) -> None:
        if not self.interactive:
            import sys

            print(f"{title} {detail}", file=sys.stderr)
            return
        box = QMessageBox(QMessageBox.Icon.Warning, APP_NAME, title, QMessageBox.StandardButton.Ok, self)
        box.setInformativeText(detail)
        box.exec()

    def _info(self, title: str, message: str) -> None:
        if not self.interactive:
            return
        QMessageBox.information(self, title, message)

    def _ask(self, title: str, question: str) -> bool:
        if not self.interactive:
            return True
        answer = QMessageBox.question(self, title, question,
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.Yes)
        return answer == QMessageBox.StandardButton.Yes

    def show_startup_messages(self) -> None:
        messages, self.startup_messages = self.startup_messages, []
        if self.persist:  # damaged statistics are kept aside and told now, not at the end of a game
            from ...storage import stats as stats_store

            messages = messages + stats_store.load_stats()[1]
        for message in messages:
            if isinstance(message, str):
                self._warn(QCoreApplication.translate("MainWindow", "Your settings could not all be read."), message)
            else:
                self._tell(message, once=True)

    def _tell(self, problem: Any, once: bool = False, toast: bool = False) -> None:
        """Tell the player about a file (storage ``Problem``), in plain words; ``once`` per file and kind."""
        key = (problem.file, problem.kind, str(problem.path))
        if once and key in self._told:
            return
        self._told.add(key)
        if toast:
            self._show_toast(storage_text.describe(problem))
        else:
            self._warn(storage_text.title(problem), storage_text.describe(problem))

    # -- language -----------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Set every text again in the new language: menus, panels, the table, the talk, the help."""
        self._retranslate_static()
        self.apply_look(self.settings)  # the card corners' letters follow the language
        self._rebuild_log()
        self.toast.hide()
        if self._suggest_for is not None:
            self.suggest_button.setText(QCoreApplication.translate("MainWindow", "Thinking…"))
        if self._suggestion is not None:
            action = self._suggestion[0]
            view = self.controller.view()
            if view is not None:
                from ...learn.suggest import suggestion_reason

                self._suggestion = (action, suggestion_reason(view, action))
        self.refresh()
        if self.end_panel.isVisible():
            match = self.controller.match
            result = self.controller.last_result()
            lines = self.result_lines(result, match.rules) if result is not None and match is not None else None
            self.end_panel.show_again(self.names(), lines)
            if self.tutorial_mode.active:
                self.end_panel.continue_button.setText(
                    QCoreApplication.translate("MainWindow", "&Finish the tutorial"))
            self._place_overlays()
        self.tutorial_mode.update_banner()
        self._retranslate_rules_window()

    def _retranslate_rules_window(self) -> None:
        window = self._rules_window
        if window is None:
            return
        visible, page = window.isVisible(), window.current_page
        geometry = window.saveGeometry()
        window.hide()
        window.deleteLater()
        self._rules_window = None
        if visible:
            fresh = self.rules_window()
            fresh.restoreGeometry(geometry)
            fresh.open_link(page)
            fresh.show()

    # -- window -----------------------------------------------------------------------------
    def restore_window(self) -> None:
        """The remembered size and place, if the window still fits the screen; else the first size."""
        s = self.settings
        if s.window_geometry:
            self.restoreGeometry(QByteArray.fromBase64(s.window_geometry.encode("ascii")))
            available = _available_screen(self)
            if not self.isMaximized() and not fits((self.width(), self.height()), available):
                self.resize(*first_window_size(available))

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._welcome is not None:  # quitting from the welcome dismisses it too; no game starts
            welcome, self._welcome = self._welcome, None
            welcome.finished.disconnect()
            welcome.close()
            self.settings.show_welcome = False
        self.animator.finish_now()
        match = self.controller.match
        if match is not None and not match.over and match.actions():
            self.autosave()
        if self.interactive:
            self.settings.window_geometry = bytes(self.saveGeometry().toBase64()).decode("ascii")
            self.save_settings()
        self.controller._cancel_bot()
        self.sound.shutdown()
        self._suggest_token += 1
        if self._rules_window is not None:
            self._rules_window.close()
        super().closeEvent(event)


def card_letters(local: bool) -> tuple[str, ...]:
    """The corner letters of J, Q, K, A: the interface language's (R, D, V, A in French) or English."""
    if not local:
        return card_art.ENGLISH_LETTERS
    return tuple(text.rank_short(rank) for rank in (Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE))


def _tooltip(explanation: Explanation) -> str:
    """A dimmed card's tooltip: why, and the rule's name (F1 or the hint line opens it)."""
    import html

    rule = QCoreApplication.translate("MainWindow", "Rule: {title}").format(title=explanation.rule_title)
    return f"<p style='max-width:340px'>{html.escape(explanation.text)}</p><p><i>{html.escape(rule)}</i></p>"


def _available_screen(window: QWidget) -> tuple[int, int]:
    """The free area (without task bars) of the window's screen, or of the primary one."""
    screen = window.screen() or QApplication.primaryScreen()
    if screen is None:
        return 1280 + 16, 800 + 48
    area = screen.availableGeometry()
    return area.width(), area.height()


def _counter(statistics: dict[str, Any], key: str) -> int:
    value = statistics.get(key, 0)
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0
