"""The window's wiring: every part's signals to the parts that act on them, and every menu action to its slot.

``connect_window`` runs once, when the window has made its parts and its menus; it reads them through
``WiredWindow`` (MainWindow satisfies it). No part reaches into another's state: they talk through these signals."""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtWidgets import QDialog

from ...app.game_files import GameFiles
from ...app.narrator import Narrator
from ...app.table import Table
from ...engine import DealState, MatchState, Ruleset
from ..bidding.panel import BiddingPanel
from ..table.animator import Animator
from ..table.end_of_deal import EndOfDealPanel
from ..table.hint_bar import HintBar
from ..table.scene import TableScene
from ..table.view import TableView
from ...app.asking import Asking
from .banners import PracticeBanner, TutorialBanner
from ...app.context import WindowContext
from ..audio.voice import Speech
from .deal_end import DealEnd
from .deals import DealsToLearnFrom
from .games import GameDialogs
from .hints import RuleHints
from .menus import Menus
from .messages import Messages
from .net_play import NetPlay
from .overlays import Overlays
from .player_input import PlayerInput
from .preferences import Preferences
from .rules_help import RulesHelp
from .side_dock import SideDock
from .side_panel import SidePanel
from .side_view import SideView
from .suggest import Suggester
from .table_sync import TableSync
from .game_flow import GameFlow
from .player_input import TakeBack
from .talk import TableTalk


class WiredWindow(Protocol):
    """The window's parts and commands that the wiring joins (MainWindow satisfies it)."""

    context: WindowContext[Speech]
    controller: Table
    sync: TableSync
    take_back: TakeBack
    scene: TableScene
    table: TableView
    animator: Animator
    bidding: BiddingPanel
    end_panel: EndOfDealPanel
    hint_bar: HintBar
    overlays: Overlays
    banner: TutorialBanner
    practice_banner: PracticeBanner
    side: SidePanel
    side_view: SideView
    dock: SideDock
    talk: TableTalk
    narrator: Narrator
    messages: Messages
    rule_hints: RuleHints
    asking: Asking
    preferences: Preferences
    files: GameFiles
    game_dialogs: GameDialogs
    rules_help: RulesHelp
    suggester: Suggester
    input: PlayerInput
    deals: DealsToLearnFrom
    deal_end: DealEnd
    net_play: NetPlay[Any]
    menus: Menus
    flow: GameFlow

    def refresh(self) -> None: ...
    def start_game(self, rules: Ruleset, seed: int | str | None = None) -> None: ...
    def load_game(self, match: MatchState, undo_used: int = 0, suggestions_used: int = 0,
                  deals_counted: int = -1) -> None: ...
    def new_game_dialog(self) -> None: ...
    def start_tutorial(self, family: str | None = None) -> None: ...
    def open_deal_editor(self, deal: DealState | None = None) -> QDialog | None: ...
    def close(self) -> bool: ...
    def toggle_fullscreen(self) -> None: ...


def connect_window(w: WiredWindow) -> None:
    """The window's parts wired to the controller, to the table, to the side panel and to the menus."""
    _connect_game(w)
    _connect_table(w)
    _connect_side(w)
    _connect_menus(w)


def _connect_game(w: WiredWindow) -> None:
    """The controller's signals, and the parts that ask for the table to be drawn again or for a game."""
    c = w.controller
    c.dealStarted.connect(w.sync.on_deal_started)
    c.actionApplied.connect(w.sync.on_action)
    c.actionApplied.connect(
        w.talk.on_action
    )  # after sync.on_action: an announcement's toast goes over the drawn move
    c.actionApplied.connect(w.narrator.on_action)  # one spoken message a move (app/narrator.py)
    c.stateChanged.connect(w.refresh)
    w.dock.changed.connect(w.sync.show_corner_score)
    w.preferences.changed.connect(w.side_view.apply)
    w.side.log_title.toggled.connect(w.side_view.on_talk_folded)
    c.illegalAction.connect(w.sync.on_illegal)
    c.undoAvailable.connect(w.sync.on_undo_available)
    c.redoAvailable.connect(w.sync.on_redo_available)
    c.botThinking.connect(w.sync.on_thinking)
    w.animator.busyChanged.connect(w.sync.on_busy)
    # parts that ask for the table to be drawn again, or for a game
    for changed in (w.preferences.changed, w.suggester.changed, w.deal_end.changed):
        changed.connect(w.refresh)
    w.suggester.given.connect(w.files.record.count_suggestion)
    w.talk.announced.connect(w.overlays.show_toast)
    w.messages.toast.connect(w.overlays.show_toast)
    w.files.startRequested.connect(w.start_game)
    w.files.loadRequested.connect(w.load_game)
    w.game_dialogs.tutorialRequested.connect(w.start_tutorial)
    w.deal_end.newGameWanted.connect(w.flow.after_match)
    w.deals.editorRequested.connect(w.open_deal_editor)


def _connect_table(w: WiredWindow) -> None:
    """The table and the panels over it."""
    inp = w.input
    w.scene.cardClicked.connect(inp.on_card_clicked)
    w.scene.cardDoubleClicked.connect(inp.play_card)
    w.scene.cardDropped.connect(inp.play_card)
    w.scene.cardHovered.connect(w.rule_hints.on_card_hovered)
    w.bidding.actionChosen.connect(inp.on_panel_action)
    w.bidding.why = w.sync.refusal_text  # refused calls say why on their buttons
    w.bidding.speech = w.context.speech  # the bid being chosen is said on every change (issue 57)
    w.end_panel.continueClicked.connect(w.deal_end.continue_deal)
    w.end_panel.newGameClicked.connect(w.flow.after_match)
    w.end_panel.reviewClicked.connect(w.deal_end.review_last_deal)
    w.end_panel.replayClicked.connect(w.deal_end.show_replay)
    w.end_panel.compareClicked.connect(w.deal_end.compare_and_judge)  # + the judge's line
    w.hint_bar.linkActivated.connect(w.rules_help.open_rules_link)
    w.banner.leaveClicked.connect(w.flow.leave_tutorial_now)
    w.practice_banner.leaveClicked.connect(w.flow.banner_button)
    w.files.asideOffered.connect(w.practice_banner.show_offer)  # a game put aside waits there too
    w.files.asideTaken.connect(w.practice_banner.hide)
    w.practice_banner.dismissed.connect(w.files.dismiss_aside)
    w.table.key_handler = inp.on_key
    w.table.resized.connect(w.overlays.place)


def _connect_side(w: WiredWindow) -> None:
    """The side panel's buttons and hand list."""
    inp, side = w.input, w.side
    side.last_trick_button.clicked.connect(inp.show_last_trick)
    side.undo_button.clicked.connect(w.take_back.undo)
    side.suggest_button.clicked.connect(w.suggester.suggest)
    side.hand_list.itemActivated.connect(inp.on_mirror_activated)
    side.hand_list.currentItemChanged.connect(inp.on_mirror_current)


def _connect_menus(w: WiredWindow) -> None:
    """Every menu action to its slot."""
    inp, m = w.input, w.menus
    for action, slot in (
        (m.act_new, w.new_game_dialog),
        (m.act_open, w.game_dialogs.open_dialog),
        (m.act_save, w.game_dialogs.save_dialog),
        (m.act_export_deal, w.deals.export_deal_dialog),
        (m.act_import_deal, w.deals.import_deal_dialog),
        (m.act_deal_editor, lambda: w.open_deal_editor()),
        (m.act_deal_code, w.deals.deal_by_number_dialog),
        (m.act_copy_deal_code, w.deals.copy_deal_code),
        (m.act_stats, w.rules_help.show_statistics),
        (m.act_problems, w.rules_help.show_problems),
        (m.act_mistakes, lambda: w.rules_help.show_mistakes(w.deal_end.mistakes)),
        (m.act_undo, w.take_back.undo),
        (m.act_redo, w.take_back.redo),
        (m.act_suggest, w.suggester.suggest),
        (m.act_claim, w.take_back.claim_rest),
        (m.act_quit, w.close),
        (m.act_last, inp.show_last_trick),
        (m.act_side, w.dock.toggle),
        (m.act_say_trick, lambda: w.asking.say(w.asking.trick())),
        (m.act_say_score, lambda: w.asking.say(w.asking.score())),
        (m.act_say_contract, lambda: w.asking.say(w.asking.contract())),
        (m.act_say_hand, lambda: w.asking.say(w.asking.hand())),
        (m.act_say_shown, lambda: w.asking.say(w.asking.shown())),
        (m.act_say_again, w.context.speech.repeat),
        (m.act_hand_list, w.side_view.toggle_hand_list),
        (m.act_full, w.toggle_fullscreen),
        (m.act_settings, w.preferences.dialog),
        (m.act_rules, w.rules_help.show_rules),
        (m.act_glossary, w.rules_help.show_glossary),
        (m.act_tutorial, lambda: w.start_tutorial()),
        (m.act_keys, w.rules_help.show_keys),
        (m.act_about, w.rules_help.show_about),
        (m.act_host, w.net_play.host_dialog),
        (m.act_join, w.net_play.join_dialog),
        (m.act_resume_table, w.net_play.resume_dialog),
        (m.act_leave, w.close),
    ):
        action.triggered.connect(slot)
    for family, action in m.tutorial_actions.items():
        action.triggered.connect(lambda _=False, f=family: w.start_tutorial(f))
