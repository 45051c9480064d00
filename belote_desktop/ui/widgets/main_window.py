"""MainWindow: the table, the side panel (status, score sheet, hand mirror, table talk) and menus.

It wires the controller (state, rules), the scene and animator (pixels and timing), the panels
(human choices) and storage (settings, autosave, saves, statistics). No rule is decided here.

Learning while playing: rule hints (playable cards glow, the others are dimmed and explain why,
on hover and when tried, with a link to the rules book), bid explanations in the bidding panel,
announcements explained in the table talk, the score's arithmetic under the end-of-deal table,
the Suggest button (the Expert bot's move and a one-line reason), the rules window (F1), the
glossary and the guided tutorial deal. Every text is set again on a language change.

This module builds the window, wires it, starts and loads games and follows the controller's
events; each other job is a mixin of its own module:
window_menus (menus and actions), window_files (start-up, autosave, Save/Open, messages),
window_hints (rule hints, the rules book's links), window_status (names, status, score, table talk),
window_overlays (widgets over the table, the toast), window_deal_end (result, review, replay),
window_suggest (the Suggest button), window_input (cards, keys, auto-play, undo),
window_settings (settings applied, language switched).
"""

from __future__ import annotations

from typing import Any
from collections.abc import Callable

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView, QAbstractSpinBox, QApplication, QComboBox, QFrame, QHBoxLayout, QHeaderView, QLabel,
    QLineEdit, QListWidget, QMainWindow, QPlainTextEdit, QPushButton, QTableView, QTextEdit, QVBoxLayout, QWidget,
)

from ... import APP_NAME
from ...engine import Action, Card, DealResult, MatchState, Phase, PlayCard, Reason, Ruleset
from ...learn.explain import Explanation, explain_announcement
from ...learn.words import melds_words
from ...storage import settings as settings_store
from .. import text
from ..controller import GameController
from ..models import ScoreSheetModel
from ..sound import SoundPlayer
from ..table.animator import Animator
from ..table.layout import first_window_size, fits
from ..table.scene import TableScene
from ..table.view import TableView
from ..practice_mode import PracticeBanner, PracticeMode
from ..tutorial_mode import TutorialBanner, TutorialMode
from .bidding_panel import BiddingPanel
from .end_of_deal import EndOfDealPanel
from .hint_bar import Hint, HintBar
from .style import PANEL_QSS, SIDE_QSS
from .window_deal_end import DealEndMixin
from .window_deals import DealsMixin
from .window_files import FilesMixin
from .window_hints import HintsMixin, _tooltip
from .window_input import InputMixin
from .window_menus import MenusMixin
from .window_overlays import OverlaysMixin, Toast
from .window_settings import SettingsMixin, card_letters  # noqa: F401  (card_letters: imported from here)
from .window_status import LogEntry, StatusMixin
from .window_suggest import SuggestMixin

TRICK_SOUND_MS = 350  # the trick's sound comes after the last card's


class MainWindow(MenusMixin, FilesMixin, HintsMixin, StatusMixin, OverlaysMixin, DealEndMixin, DealsMixin,
                 SuggestMixin, InputMixin, SettingsMixin, QMainWindow):
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
        self.first_run = not settings_store.settings_exist()  # the welcome is offered only then
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
        self.practice_banner = PracticeBanner(self)
        self.practice_mode = PracticeMode(self)
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
        column.addWidget(self.practice_banner)
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
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._on_focus_changed)
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
        c.claimJudged.connect(self._on_claim_judged)
        self.animator.busyChanged.connect(self._on_busy)
        self.scene.cardClicked.connect(self._on_card_clicked)
        self.scene.cardDoubleClicked.connect(self.play_card)
        self.scene.cardDropped.connect(self.play_card)
        self.scene.cardHovered.connect(self._on_card_hovered)
        self.bidding.actionChosen.connect(self._on_panel_action)
        self.bidding.why = self._refusal_text  # refused calls say why on their buttons
        self.end_panel.continueClicked.connect(self.continue_deal)
        self.end_panel.newGameClicked.connect(self.new_game_dialog)
        self.end_panel.reviewClicked.connect(self.review_last_deal)
        self.end_panel.replayClicked.connect(self.show_replay)
        self.end_panel.compareClicked.connect(self.compare_with_master)
        self.hint_bar.linkActivated.connect(self.open_rules_link)
        self.hint_bar.mouseInside.connect(self._on_mouse_on_hint)
        self.banner.leaveClicked.connect(self.leave_tutorial_now)
        self.practice_banner.leaveClicked.connect(self.leave_practice_now)
        self.table.key_handler = self._on_key
        self.table.resized.connect(self._place_overlays)
        self.last_trick_button.clicked.connect(self.show_last_trick)
        self.undo_button.clicked.connect(self.undo)
        self.suggest_button.clicked.connect(self.suggest)
        self.hand_list.itemActivated.connect(self._on_mirror_activated)
        self.hand_list.currentItemChanged.connect(self._on_mirror_current)

    # -- games ------------------------------------------------------------------------------
    def start_game(self, rules: Ruleset, seed: int | str | None = None) -> None:
        if self.tutorial_mode.active:
            self.tutorial_mode.stop(restore=False)
        if self.practice_mode.active:
            self.practice_mode.stop(restore=False)
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
        if self.practice_mode.active:
            self.practice_mode.stop(restore=False)
        self._stats_recorded = False
        self._pending_result = None
        self.suggestions_used = suggestions_used
        self.end_panel.hide()
        self._clear_log()
        self.controller.load_match(match, undo_count=undo_used)
        self.scene.set_view(self.controller.view(), self.names(), self._details())
        self.animator.show_still(self.controller.view())
        self.refresh()

    # -- the tutorial -------------------------------------------------------------------------
    def start_tutorial(self, family: str | None = None) -> None:
        """Help > Tutorial: the guided deal (of the current game's family unless ``family`` says which) takes
        the table; the game in progress waits."""
        self.animator.finish_now()
        self._cancel_suggestion()
        if self.practice_mode.active:  # the tutorial puts the real game aside, not the practice deal
            self.practice_mode.stop(restore=True)
        self.tutorial_mode.start(family if isinstance(family, str) else None)

    def enter_tutorial(self, mode: TutorialMode) -> None:
        """Called by the tutorial when it takes the table."""
        self.end_panel.hide()
        self._pending_result = None
        self._clear_log()
        tutorial = mode.tutorial
        self._log(lambda: QCoreApplication.translate("MainWindow", "Tutorial: {title}.").format(
            title=tutorial.title) if tutorial is not None else "")
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
        self._log(lambda: text.action_sentence(action, self.names()[seat], seat == self.human, before.rules))
        self.sound.play("card" if isinstance(action, PlayCard) else "bid")
        self._sync_hand_order()
        view = self.controller.view()
        self.scene.set_view(view, self.names(), self._details())
        self.animator.animate_action(before, action, after, self.human)
        deal_after = after.finished[-1] if len(after.finished) > len(before.finished) else after.deal
        seen = deal_after.view_for(self.human)
        new_anns = seen.announcements[len(deal_before.announcements):]  # as the human heard them
        for ann in new_anns:
            said = text.announcement_text(ann.kind, ann.melds, seen.rules, ann.unshown)
            message = QCoreApplication.translate("MainWindow", "{player}: {said}").format(
                player=self.names()[ann.seat], said=said)
            self._log(lambda a=ann: QCoreApplication.translate("MainWindow", "{player}: {said}").format(
                player=self.names()[a.seat], said=text.announcement_text(a.kind, a.melds, seen.rules, a.unshown)))
            self._log(lambda a=ann: explain_announcement(a, seen, self._speaker_names()), "explain")
            self._show_toast(message)
        if seen.rules.melds_shown_at_second_trick and not deal_before.tricks and deal_after.tricks:
            # Pilotta: the first trick is over, the declarations are shown
            for ann in seen.announcements:
                if ann.kind == "declare" and ann.melds and ann.seat != self.human:
                    self._log(lambda a=ann: QCoreApplication.translate("MainWindow", "{player} shows: {said}").format(
                        player=self.names()[a.seat], said=melds_words(a.melds)))
        if deal_before.contract is None and deal_after.contract is not None:
            contract = deal_after.contract
            self._log(lambda: QCoreApplication.translate("MainWindow", "Contract: {contract}").format(
                contract=text.contract_text(contract, self.names()[contract.taker], deal_after.rules)))
        if len(deal_after.tricks) > len(deal_before.tricks):
            QTimer.singleShot(TRICK_SOUND_MS, self, lambda: self.sound.play("trick"))
            winner = deal_after.tricks[-1].winner
            if winner == self.human:
                self._log(lambda: QCoreApplication.translate("MainWindow", "You win the trick."))
            else:
                self._log(lambda: QCoreApplication.translate("MainWindow", "{player} wins the trick.").format(
                    player=self.names()[winner]))

    def _refusal_text(self, action: Action) -> str | None:
        """Why the engine refuses ``action`` now, in words (None if it is allowed)."""
        error = self.controller.why_illegal(action)
        if error is None:
            return None
        return str(text.explanation(error.reason, error.params, self.controller.view(), self.names()).text)

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
            self.bidding.max_width = self.side_gap_width()
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
        self.act_claim.setEnabled(human_turn and c.can_claim() and not self.tutorial_mode.active)
        self.suggest_button.setEnabled(can_suggest and self._suggest_for is None)
        self._on_undo_available(c.can_undo())
        self._refresh_mirror(view, playable)
        self._update_status()
        self._update_hint()
        self._place_overlays()
        self._maybe_auto_play(view, playable)

    # -- commands ---------------------------------------------------------------------------
    def new_game_dialog(self) -> None:
        from .new_game import NewGameDialog

        if self.tutorial_mode.active:
            self.tutorial_mode.stop(restore=True)
        match = self.controller.match
        dialog = NewGameDialog(self._last_rules(), self, (self.settings.partner_level, self.settings.opponent_level))
        accepted = dialog.exec() == NewGameDialog.DialogCode.Accepted
        self.take_keyboard()  # the game keys work at once, without a click on the felt
        if not accepted:
            if match is not None and match.over:
                self.end_panel.show()
            return
        rules = dialog.rules()
        if not self.may_abandon_game(QCoreApplication.translate("MainWindow", "New game")):
            return
        self.settings.last_variant = rules.id
        self.settings.last_overrides = rules.overrides()
        self.settings.partner_level, self.settings.opponent_level = dialog.levels()
        self.controller.set_levels(*dialog.levels())
        self.save_settings()
        self.start_game(rules)

    def may_abandon_game(self, title: str) -> bool:
        """Whether the game in progress may be replaced (New game, Open): the player is asked unless
        nothing has been played yet or they chose not to be asked."""
        match = self.controller.match
        if self.tutorial_mode.active or match is None or match.over or not match.actions():
            return True
        if not self.settings.confirm_abandon_game:
            return True
        return self._ask(title, QCoreApplication.translate("MainWindow", "Abandon the game in progress?"))

    # -- the keyboard -----------------------------------------------------------------------
    def take_keyboard(self) -> None:
        """The table takes the keyboard focus back (after a dialog, or when a focused panel went)."""
        if self.isVisible():
            self.activateWindow()
            self.table.setFocus(Qt.FocusReason.OtherFocusReason)

    def _on_focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        """Every widget of the window that takes the focus hands the game keys to the window first
        (``eventFilter``): P, Enter, 1-4... work wherever the focus is, not only on the felt."""
        if new is not None and new is not self and self.isAncestorOf(new):
            new.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and isinstance(watched, QWidget) and watched.hasFocus():
            if self._owns_key(watched, event):
                if isinstance(watched, QPushButton) and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                    watched.click()  # a button reached with Tab: Enter presses it
                    return True
                if self._on_key(event):
                    return True
        return super().eventFilter(watched, event)

    def _owns_key(self, widget: QWidget, event: QKeyEvent) -> bool:
        """Whether the window's game keys come before ``widget``'s own use of this key."""
        if isinstance(widget, (QLineEdit, QAbstractSpinBox, QTextEdit, QPlainTextEdit, QComboBox)):
            return False  # typing
        key = event.key()
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            return False
        on_table = widget is self.table or widget is self.bidding or widget is self.end_panel
        if isinstance(widget, QPushButton):
            return key != Qt.Key.Key_Space  # Space presses a focused button
        if not on_table and key in (Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown,
                                    Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_Space):
            return False  # the side panel's lists move with these
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Keys that no widget took (no focus at all, or ignored): the game's."""
        if self._on_key(event):
            event.accept()
            return
        super().keyPressEvent(event)

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


def _available_screen(window: QWidget) -> tuple[int, int]:
    """The free area (without task bars) of the window's screen, or of the primary one."""
    screen = window.screen() or QApplication.primaryScreen()
    if screen is None:
        return 1280 + 16, 800 + 48
    area = screen.availableGeometry()
    return area.width(), area.height()
