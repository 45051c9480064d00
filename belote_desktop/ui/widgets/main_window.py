"""MainWindow: the table, the side panel (status, score sheet, hand mirror, table talk) and menus.

It wires the controller (state, rules), the scene and animator (pixels and timing), the panels
(human choices) and storage (settings, autosave, saves, statistics). No rule is decided here.
"""

from __future__ import annotations

import os
from typing import Any

from PySide6.QtCore import QByteArray, QCoreApplication, QPoint, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView, QFrame, QHBoxLayout, QHeaderView, QInputDialog, QLabel, QListWidget,
    QListWidgetItem, QMainWindow, QMessageBox, QPushButton, QTableView, QVBoxLayout, QWidget,
)

from ... import APP_NAME, __version__
from ...engine import (
    PLAY, Action, Card, DealResult, MatchState, Phase, PlayCard, PlayerView, Reason, Ruleset,
    find_variant,
)
from ...storage import settings as settings_store
from ...storage import saves as save_store
from .. import text
from ..controller import GameController
from ..models import ScoreSheetModel
from ..table import card_art
from ..table.animator import Animator
from ..table.layout import side_of, snapshot_from_view
from ..table.scene import TableScene
from ..table.view import TableView
from .bidding_panel import BiddingPanel
from .end_of_deal import EndOfDealPanel
from .style import PANEL_QSS, SIDE_QSS


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


class MainWindow(QMainWindow):
    def __init__(self, interactive: bool = True, settings: Any = None, messages: list[str] | None = None) -> None:
        super().__init__()
        self.interactive = interactive
        self.persist = True  # write settings, autosave and statistics (off for screenshots)
        self.setWindowTitle(APP_NAME)
        if settings is None:
            settings, loaded_messages = settings_store.load_settings()
            messages = (messages or []) + loaded_messages
        self.settings = settings
        self.startup_messages = list(messages or [])
        self.human = 0
        self.controller = GameController(self, human_seat=self.human)
        self.scene = TableScene(self)
        self.table = TableView(self.scene, self)
        self.animator = Animator(self.scene, self)
        self.bidding = BiddingPanel(self.table.viewport())
        self.end_panel = EndOfDealPanel(self.table.viewport())
        self.toast = Toast(self.table.viewport())
        self.score_model = ScoreSheetModel(self)
        self.score_model.seat_name = lambda seat: self.names()[seat]
        self._pending_result: DealResult | None = None
        self._stats_recorded = False
        self._build_side_panel()
        central = QWidget(self)
        lay = QHBoxLayout(central)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        lay.addWidget(self.table, 1)
        lay.addWidget(self.side)
        self.setCentralWidget(central)
        self.setStyleSheet(PANEL_QSS + SIDE_QSS)
        self._build_actions()
        self._connect()
        self.apply_settings()
        self.resize(1280, 800)
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
        self.status.setAccessibleName(QCoreApplication.translate("MainWindow", "Game status"))
        score_title = QLabel(QCoreApplication.translate("MainWindow", "Score sheet"), side)
        score_title.setObjectName("sideTitle")
        self.score_view = QTableView(side)
        self.score_view.setModel(self.score_model)
        self.score_view.verticalHeader().setVisible(False)
        self.score_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.score_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.score_view.setAlternatingRowColors(True)
        hh = self.score_view.horizontalHeader()
        hh.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        hh.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.score_view.setAccessibleName(QCoreApplication.translate("MainWindow", "Score sheet"))
        self.score_view.setMinimumHeight(110)
        buttons = QHBoxLayout()
        self.last_trick_button = QPushButton(QCoreApplication.translate("MainWindow", "Last trick"), side)
        self.undo_button = QPushButton(QCoreApplication.translate("MainWindow", "Undo"), side)
        buttons.addWidget(self.last_trick_button)
        buttons.addWidget(self.undo_button)
        hand_title = QLabel(QCoreApplication.translate("MainWindow", "Your hand"), side)
        hand_title.setObjectName("sideTitle")
        self.hand_list = QListWidget(side)
        self.hand_list.setAccessibleName(QCoreApplication.translate("MainWindow", "Your hand"))
        self.hand_list.setMaximumHeight(150)
        self.hand_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.hand_list.setTextElideMode(Qt.TextElideMode.ElideRight)
        log_title = QLabel(QCoreApplication.translate("MainWindow", "Table talk"), side)
        log_title.setObjectName("sideTitle")
        self.log = QListWidget(side)
        self.log.setAccessibleName(QCoreApplication.translate("MainWindow", "Table talk"))
        self.log.setWordWrap(True)
        v.addWidget(self.status)
        v.addWidget(score_title)
        v.addWidget(self.score_view, 2)
        v.addLayout(buttons)
        v.addWidget(hand_title)
        v.addWidget(self.hand_list, 1)
        v.addWidget(log_title)
        v.addWidget(self.log, 2)
        hand_title.setBuddy(self.hand_list)
        self.side = side

    def _action(self, label: str, shortcut: Any, slot: Any, menu: Any) -> QAction:
        action = QAction(label, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _build_actions(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(QCoreApplication.translate("MainWindow", "&Game"))
        self.act_new = self._action(QCoreApplication.translate("MainWindow", "&New game…"), QKeySequence.StandardKey.New, self.new_game_dialog, game)
        self.act_open = self._action(QCoreApplication.translate("MainWindow", "&Open saved game…"), QKeySequence.StandardKey.Open, self.open_dialog, game)
        self.act_save = self._action(QCoreApplication.translate("MainWindow", "&Save game…"), QKeySequence.StandardKey.Save, self.save_dialog, game)
        game.addSeparator()
        self.act_undo = self._action(QCoreApplication.translate("MainWindow", "&Undo"), QKeySequence.StandardKey.Undo, self.undo, game)
        self.act_undo.setEnabled(False)
        game.addSeparator()
        self.act_quit = self._action(QCoreApplication.translate("MainWindow", "&Quit"), QKeySequence.StandardKey.Quit, self.close, game)
        view = bar.addMenu(QCoreApplication.translate("MainWindow", "&View"))
        self.act_last = self._action(QCoreApplication.translate("MainWindow", "&Last trick"), "L", self.show_last_trick, view)
        self.act_side = self._action(QCoreApplication.translate("MainWindow", "Score &sheet and side panel"), "F9", self.toggle_side, view)
        self.act_side.setCheckable(True)
        self.act_side.setChecked(True)
        self.act_full = self._action(QCoreApplication.translate("MainWindow", "&Full screen"), QKeySequence.StandardKey.FullScreen,
                                     self.toggle_fullscreen, view)
        settings = bar.addMenu(QCoreApplication.translate("MainWindow", "&Settings"))
        self.act_settings = self._action(QCoreApplication.translate("MainWindow", "&Preferences…"), QKeySequence.StandardKey.Preferences,
                                         self.settings_dialog, settings)
        if self.act_settings.shortcut().isEmpty():
            self.act_settings.setShortcut(QKeySequence("Ctrl+,"))
        help_menu = bar.addMenu(QCoreApplication.translate("MainWindow", "&Help"))
        self._action(QCoreApplication.translate("MainWindow", "&Keyboard and rules"), QKeySequence.StandardKey.HelpContents, self.show_help, help_menu)
        self._action(QCoreApplication.translate("MainWindow", "&About"), None, self.show_about, help_menu)

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
        self.bidding.actionChosen.connect(self._on_panel_action)
        self.end_panel.continueClicked.connect(self.continue_deal)
        self.end_panel.newGameClicked.connect(self.new_game_dialog)
        self.table.key_handler = self._on_key
        self.table.resized.connect(self._place_overlays)
        self.last_trick_button.clicked.connect(self.show_last_trick)
        self.undo_button.clicked.connect(self.undo)
        self.hand_list.itemActivated.connect(self._on_mirror_activated)
        self.hand_list.currentItemChanged.connect(self._on_mirror_current)

    # -- settings ---------------------------------------------------------------------------
    def apply_settings(self) -> None:
        s = self.settings
        forced = os.environ.get("BELOTE_DESKTOP_ANIMATION", "").strip()
        speed = forced or s.animation_speed
        self.animator.set_speed(speed)
        self.controller.bot_pause_ms = 0 if speed == "instant" and forced else s.bot_pause_ms
        style = card_art.CardStyle.FOUR_COLOUR if s.card_style == "four_colour" else card_art.CardStyle.CLASSIC
        self.scene.set_card_style(style)
        self.bidding.four_colour = s.card_style == "four_colour"
        self.scene.hints = s.hints
        self.controller.allow_undo = s.allow_undo
        self.controller.set_levels(s.partner_level, s.opponent_level)
        self.refresh()

    def save_settings(self) -> None:
        if not self.persist:
            return
        try:
            settings_store.save_settings(self.settings)
        except OSError as exc:
            self._warn(QCoreApplication.translate("MainWindow", "The settings could not be saved."), str(exc))

    # -- names --------------------------------------------------------------------------------
    def names(self) -> list[str]:
        rules = self.controller.rules
        n = rules.players if rules else 4
        clockwise = bool(rules and rules.direction.value == "cw")
        out = []
        for seat in range(n):
            if seat == self.human:
                out.append(self.settings.player_name or text.default_seat_name(0))
            else:
                out.append(text.default_seat_name(side_of(seat, self.human, n, clockwise)))
        return out

    def _details(self) -> list[str]:
        rules = self.controller.rules
        n = rules.players if rules else 4
        out = []
        for seat in range(n):
            if seat == self.human:
                out.append("")
            elif n == 4 and seat == (self.human + 2) % 4:
                out.append(QCoreApplication.translate("MainWindow", "Partner"))
            else:
                out.append(text.level_name(self.controller.level_of(seat)))
        return out

    # -- games ------------------------------------------------------------------------------
    def start_game(self, rules: Ruleset, seed: int | str | None = None) -> None:
        self._record_abandoned()
        self._stats_recorded = False
        self._pending_result = None
        self.end_panel.hide()
        self.log.clear()
        self._log(QCoreApplication.translate("MainWindow", "New game: {variant}.").format(variant=text.variant_name(rules)))
        self.controller.new_game(rules, seed=seed)

    def load_game(self, match: MatchState, undo_used: int = 0) -> None:
        self._stats_recorded = False
        self._pending_result = None
        self.end_panel.hide()
        self.log.clear()
        self.controller.load_match(match, undo_count=undo_used)
        self.scene.set_view(self.controller.view(), self.names(), self._details())
        self.animator.show_still(self.controller.view())
        self.refresh()

    def start_default_game(self) -> None:
        """On start: offer the autosaved game, else deal the last variant played."""
        loaded, messages = save_store.read_autosave()
        for message in messages:
            self._warn(QCoreApplication.translate("MainWindow", "The game in progress could not be restored."), message)
        if loaded is not None and isinstance(loaded.state, MatchState) and not loaded.state.over:
            if not self.interactive or self._ask(
                QCoreApplication.translate("MainWindow", "Resume game"),
                QCoreApplication.translate("MainWindow", "A game in progress was saved when you last played. Resume it?"),
            ):
                self.load_game(loaded.state, int(loaded.statistics.get("undo_used", 0) or 0))
                return
        rules = self._last_rules()
        self.start_game(rules)

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
            statistics={"undo_used": self.controller.undo_count},
        )

    def autosave(self) -> None:
        if not (self.persist and self.settings.autosave):
            return
        payload = self._payload()
        if payload is None:
            return
        try:
            if isinstance(payload.game, MatchState) and payload.game.over:
                save_store.clear_autosave()
            else:
                save_store.write_autosave(payload)
        except save_store.SaveError as exc:
            self._show_toast(str(exc))

    def _record_abandoned(self) -> None:
        match = self.controller.match
        if match is None or self._stats_recorded or not match.actions():
            return
        self._record_stats(match)

    def _record_stats(self, match: MatchState) -> None:
        if not self.persist:
            return
        try:
            from ...storage import stats as stats_store

            stats, _messages = stats_store.load_stats()
            stats_store.record_match(stats, match, self.human, undo_used=self.controller.undo_count)
            stats_store.save_stats(stats)
        except Exception:  # statistics must never stop a game
            pass
        self._stats_recorded = True

    # -- controller events ------------------------------------------------------------------
    def _on_deal_started(self) -> None:
        self.end_panel.hide()
        self._pending_result = None
        view = self.controller.view()
        if view is None:
            return
        self.scene.set_view(view, self.names(), self._details())
        self.animator.animate_deal(view)
        match = self.controller.match
        if match is not None:
            if view.dealer == self.human:
                self._log(QCoreApplication.translate("MainWindow", "Deal {n}: you deal.").format(n=match.deal_number))
            else:
                self._log(QCoreApplication.translate("MainWindow", "Deal {n}: {dealer} deals.").format(
                    n=match.deal_number, dealer=self.names()[view.dealer]))
        self.refresh()

    def _on_action(self, before: MatchState, action: Action, after: MatchState) -> None:
        deal_before = before.deal
        seat = deal_before.current_player()
        name = self.names()[seat]
        self._log(text.action_sentence(action, name, seat == self.human))
        view = self.controller.view()
        self.scene.set_view(view, self.names(), self._details())
        self.animator.animate_action(before, action, after, self.human)
        deal_after = after.finished[-1] if len(after.finished) > len(before.finished) else after.deal
        new_anns = deal_after.announcements[len(deal_before.announcements):]
        for ann in new_anns:
            said = text.announcement_text(ann.kind, ann.melds)
            message = QCoreApplication.translate("MainWindow", "{player}: {said}").format(player=self.names()[ann.seat], said=said)
            self._log(message)
            self._show_toast(message)
        if deal_before.contract is None and deal_after.contract is not None:
            message = QCoreApplication.translate("MainWindow", "Contract: {contract}").format(
                contract=text.contract_text(deal_after.contract, self.names()[deal_after.contract.taker]))
            self._log(message)
        if len(deal_after.tricks) > len(deal_before.tricks):
            winner = deal_after.tricks[-1].winner
            if winner == self.human:
                self._log(QCoreApplication.translate("MainWindow", "You win the trick."))
            else:
                self._log(QCoreApplication.translate("MainWindow", "{player} wins the trick.").format(player=self.names()[winner]))

    def _on_deal_finished(self, result: DealResult) -> None:
        self._pending_result = result
        match = self.controller.match
        self.score_model.set_match(match, match.rules.team_of(self.human) if match else 0)
        if not self.animator.busy:
            self._show_pending_result()

    def _show_pending_result(self) -> None:
        result, self._pending_result = self._pending_result, None
        match = self.controller.match
        if result is None or match is None:
            return
        self.bidding.hide()
        self.toast.hide()
        self.end_panel.show_result(result, match, self.names(), match.rules.team_of(self.human))
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
            self._show_toast(text.reason_text(reason, params))
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
        self.scene.set_view(view, self.names(), self._details())
        busy = self.animator.busy
        human_turn = c.is_human_turn() and not busy
        playable: frozenset[Card] | None = None
        if view is not None and human_turn and view.phase is Phase.PLAY:
            playable = frozenset(a.card for a in view.legal_actions if isinstance(a, PlayCard))
        self.scene.set_playable(playable)
        self.scene.refresh_decor()
        if view is not None and human_turn and not self.end_panel.isVisible():
            self.bidding.seat_names = self.names()
            self.bidding.set_view(view)
        else:
            self.bidding.hide()
        match = c.match
        self.score_model.set_match(match, match.rules.team_of(self.human) if match else 0)
        self.act_last.setEnabled(bool(view and view.tricks))
        self.last_trick_button.setEnabled(bool(view and view.tricks))
        self._on_undo_available(c.can_undo())
        self._refresh_mirror(view, playable)
        self._update_status()
        self._place_overlays()

    def _refresh_mirror(self, view: PlayerView | None, playable: frozenset[Card] | None) -> None:
        current = self.hand_list.currentItem()
        current_card = current.data(Qt.ItemDataRole.UserRole) if current is not None else None
        self.hand_list.blockSignals(True)
        self.hand_list.clear()
        if view is not None:
            snap = snapshot_from_view(view)
            for card in snap.hand:
                label = text.card_name(card)
                if playable is not None and card not in playable:
                    label = QCoreApplication.translate("MainWindow", "{card} (not playable)").format(card=label)
                item = QListWidgetItem(f"{text.card_short(card)}  {label}")
                item.setData(Qt.ItemDataRole.UserRole, card)
                if playable is not None and card not in playable and self.settings.hints:
                    item.setForeground(Qt.GlobalColor.gray)
                self.hand_list.addItem(item)
                if card == current_card:
                    self.hand_list.setCurrentItem(item)
        self.hand_list.blockSignals(False)

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
        elif c.is_human_turn():
            if view.phase is Phase.BIDDING:
                lines.append(QCoreApplication.translate("MainWindow", "Your turn to bid."))
            else:
                lines.append(QCoreApplication.translate("MainWindow", "Your turn: play a card."))
        elif view.current_player >= 0:
            lines.append(QCoreApplication.translate("MainWindow", "{player} to play.").format(player=names[view.current_player]))
        if view.contract is not None:
            lines.append(text.contract_text(view.contract, names[view.contract.taker]))
        elif view.turned_card is not None:
            lines.append(QCoreApplication.translate("MainWindow", "Turned card: {card}").format(card=text.card_name(view.turned_card)))
        match = c.match
        if match is not None:
            team = match.rules.team_of(self.human)
            lines.append(QCoreApplication.translate("MainWindow", "Score: us {us}, them {them} (to {target})").format(
                us=match.scores[team], them=match.scores[1 - team] if len(match.scores) == 2 else "",
                target=match.rules.target_score))
        self.status.setText("\n".join(lines))
        self.status.setAccessibleDescription(self.status.text())

    def _place_overlays(self) -> None:
        vp = self.table.viewport()
        g = self.scene.geometry
        if self.bidding.isVisible():
            self.bidding.adjustSize()
            w, h = self.bidding.width(), self.bidding.height()
            x = int(g.cx - w / 2)
            y = int(g.bottom_y - g.big * 1.4 / 2 - h - g.margin)
            self.bidding.move(max(4, min(x, vp.width() - w - 4)), max(4, y))
        if self.end_panel.isVisible():
            self.end_panel.adjustSize()
            w, h = self.end_panel.width(), self.end_panel.height()
            self.end_panel.move(max(4, (vp.width() - w) // 2), max(4, int(g.cy - h / 2)))

    def _show_toast(self, message: str) -> None:
        ax, ay = self.scene.geometry.message_anchor()
        if self.bidding.isVisible():
            ay = self.bidding.y() - 8
        self.toast.show_message(message, QPoint(int(ax), int(ay)))

    def _log(self, message: str) -> None:
        self.log.addItem(message)
        while self.log.count() > 300:
            self.log.takeItem(0)
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
            elif hand:
                playable = self.scene.playable
                self._select(next((c for c in hand if playable is None or c in playable), hand[0]))
            return True
        if key == Qt.Key.Key_Escape:
            self._select(None)
            return True
        return False

    # -- commands ---------------------------------------------------------------------------
    def continue_deal(self) -> None:
        self.end_panel.hide()
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
            self.scene.set_view(self.controller.view(), self.names(), self._details())
            self.animator.show_still(self.controller.view())
            self._log(QCoreApplication.translate("MainWindow", "You took back your last move."))
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

    def toggle_fullscreen(self) -> None:
        self.showNormal() if self.isFullScreen() else self.showFullScreen()

    def new_game_dialog(self) -> None:
        from .new_game import NewGameDialog

        match = self.controller.match
        in_progress = match is not None and not match.over and bool(match.actions())
        dialog = NewGameDialog(self._last_rules(), self)
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
        self.save_settings()
        self.start_game(rules)

    def settings_dialog(self) -> None:
        from .settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self)
        if dialog.exec() == SettingsDialog.DialogCode.Accepted:
            old_language = self.settings.language
            self.settings = dialog.settings()
            self.save_settings()
            self.apply_settings()
            if self.settings.language != old_language:
                self._info(QCoreApplication.translate("MainWindow", "Language"),
                           QCoreApplication.translate("MainWindow", "The new language is used from the next start."))

    def save_dialog(self) -> None:
        payload = self._payload()
        if payload is None:
            return
        name, ok = QInputDialog.getText(self, QCoreApplication.translate("MainWindow", "Save game"), QCoreApplication.translate("MainWindow", "Name of the save:"),
                                        text=QCoreApplication.translate("MainWindow", "My game"))
        if not ok or not name.strip():
            return
        try:
            path = save_store.save_named(name, payload)
        except (save_store.SaveError, ValueError) as exc:
            self._warn(QCoreApplication.translate("MainWindow", "The game could not be saved."), str(exc))
            return
        self._show_toast(QCoreApplication.translate("MainWindow", "Saved as “{name}”.").format(name=path.stem))

    def open_dialog(self) -> None:
        from .open_dialog import OpenGameDialog

        dialog = OpenGameDialog(self)
        if dialog.exec() != OpenGameDialog.DialogCode.Accepted or dialog.selected_path() is None:
            return
        self.open_save(dialog.selected_path())

    def open_save(self, path: Any) -> bool:
        try:
            loaded = save_store.load_save(path)
        except save_store.SaveError as exc:
            self._warn(QCoreApplication.translate("MainWindow", "The saved game could not be opened."), str(exc))
            return False
        if not isinstance(loaded.state, MatchState):
            self._warn(QCoreApplication.translate("MainWindow", "The saved game could not be opened."),
                       QCoreApplication.translate("MainWindow", "It holds a single deal, not a game."))
            return False
        self._record_abandoned()
        self.load_game(loaded.state, int(loaded.statistics.get("undo_used", 0) or 0))
        return True

    def show_help(self) -> None:
        self._info(QCoreApplication.translate("MainWindow", "Keyboard and rules"), QCoreApplication.translate(
            "MainWindow",
            "Play a card: click it (or double-click, or drag it to the table).\n"
            "Keyboard: Left/Right choose a card, Enter plays it, Esc clears the choice.\n"
            "Bidding: P pass, T take the turned suit, C/D/H/S name a suit, N no trumps, A all trumps,\n"
            "+/- change the value, B or Enter bid, X coinche, R surcoinche. E declares.\n"
            "L shows the last trick, Ctrl+Z takes back your last move, F9 hides the side panel.\n\n"
            "Greyed cards cannot be played now; try one to see which rule applies."))

    def show_about(self) -> None:
        self._info(QCoreApplication.translate("MainWindow", "About"), QCoreApplication.translate("MainWindow", "{app} {version}\nBelote and its family, offline.")
                   .format(app=APP_NAME, version=__version__))

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
        for message in messages:
            self._warn(QCoreApplication.translate("MainWindow", "Your settings could not all be read."), message)

    # -- window -----------------------------------------------------------------------------
    def restore_window(self) -> None:
        s = self.settings
        if s.window_geometry:
            self.restoreGeometry(QByteArray.fromBase64(s.window_geometry.encode("ascii")))

    def closeEvent(self, event: QCloseEvent) -> None:
        self.animator.finish_now()
        match = self.controller.match
        if match is not None and not match.over and match.actions():
            self.autosave()
        if self.interactive:
            self.settings.window_geometry = bytes(self.saveGeometry().toBase64()).decode("ascii")
            self.save_settings()
        self.controller._cancel_bot()
        super().closeEvent(event)
