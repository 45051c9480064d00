"""The menu bar and its actions, their texts, and the small Help and View commands.

A part of MainWindow (ui/widgets/main_window.py), which mixes it in."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from ...engine import cards_in
from .. import text


class MenusMixin:
    """Menus and actions, mixed into MainWindow (which holds the state these methods use)."""

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
        self.act_export_deal = self._action(None, self.export_deal_dialog, game)
        self.act_import_deal = self._action(None, self.import_deal_dialog, game)
        self.act_deal_editor = self._action(None, lambda: self.open_deal_editor(), game)
        self.act_stats = self._action(None, self.show_statistics, game)
        game.addSeparator()
        self.act_undo = self._action(QKeySequence.StandardKey.Undo, self.undo, game)
        self.act_undo.setEnabled(False)
        self.act_suggest = self._action(None, self.suggest, game)
        # S suggests in every phase (the bidding panel names suits with 1-4); the menu shows the first key
        self.act_suggest.setShortcuts([QKeySequence("S"), QKeySequence("Ctrl+?")])
        self.act_claim = self._action("Ctrl+R", self.claim_rest, game)
        self.act_claim.setEnabled(False)
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
        self.menu_tutorials = help_menu.addMenu("")  # every family's deal, whatever game is on the table
        self.tutorial_actions: dict[str, QAction] = {}
        from ...learn.tutorial import TUTORIALS

        for family in TUTORIALS:
            self.tutorial_actions[family] = self._action(
                None, lambda _=False, f=family: self.start_tutorial(f), self.menu_tutorials)
        help_menu.addSeparator()
        self.act_keys = self._action(None, self.show_help, help_menu)
        self.act_about = self._action(None, self.show_about, help_menu)

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
        self.act_export_deal.setText(QCoreApplication.translate("MainWindow", "&Export this deal…"))
        self.act_export_deal.setToolTip(QCoreApplication.translate(
            "MainWindow", "Write the deal on the table to a text file you can read, share and play again"))
        self.act_import_deal.setText(QCoreApplication.translate("MainWindow", "&Import a deal…"))
        self.act_import_deal.setToolTip(QCoreApplication.translate(
            "MainWindow", "Play the deal of a deal file against the computer players (not counted in statistics)"))
        self.act_deal_editor.setText(QCoreApplication.translate("MainWindow", "&Deal editor…"))
        self.act_deal_editor.setToolTip(QCoreApplication.translate(
            "MainWindow", "Set every player's cards, then play them against the computer players or export them"))
        self.act_stats.setText(QCoreApplication.translate("MainWindow", "S&tatistics…"))
        self.act_undo.setText(QCoreApplication.translate("MainWindow", "&Undo"))
        self.act_suggest.setText(QCoreApplication.translate("MainWindow", "Su&ggest a move"))
        self.act_suggest.setToolTip(QCoreApplication.translate("MainWindow", "What would an expert play? (S or Ctrl+?)"))
        self.act_claim.setText(QCoreApplication.translate("MainWindow", "&Claim the rest of the tricks"))
        self.act_claim.setToolTip(QCoreApplication.translate(
            "MainWindow", "Show your cards: the others accept if every remaining trick is surely your side's"))
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
        self.menu_tutorials.setTitle(QCoreApplication.translate("MainWindow", "Tutorial for &another game"))
        from ...learn.tutorial import TUTORIALS

        for family, action in self.tutorial_actions.items():
            action.setText(TUTORIALS[family].title())
        self.act_keys.setText(QCoreApplication.translate("MainWindow", "&Keyboard"))
        self.act_about.setText(QCoreApplication.translate("MainWindow", "&About"))

    def claim_rest(self) -> None:
        """Show the hand and claim every remaining trick; the others accept exactly when it is certain."""
        if self.animator.busy or not self.controller.can_claim():
            return
        self.controller.claim_rest()

    def _on_claim_judged(self, seat: int, accepted: bool) -> None:
        deal = self.controller.display_deal()  # the cards the player may still play: hand and face-up table cards
        cards = ", ".join(text.card_short(c) for c in cards_in(deal.playable(seat))) if not accepted else ""
        if accepted:
            message = QCoreApplication.translate(
                "MainWindow", "You show your cards and claim the rest: accepted, every remaining trick is yours.")
        else:
            message = QCoreApplication.translate(
                "MainWindow", "You show your cards ({cards}) and claim the rest: refused, the others can still "
                "take a trick. Play on.").format(cards=cards)
        self._log(lambda: message)
        self._show_toast(message)

    def toggle_side(self) -> None:
        self.side.setVisible(not self.side.isVisible())
        self.act_side.setChecked(self.side.isVisible())
        self.scene.set_score(self._score_lines(), not self.side.isVisible())  # the score stays in sight

    def toggle_fullscreen(self) -> None:
        self.showNormal() if self.isFullScreen() else self.showFullScreen()

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
            "rule applies, and click the rule's name to read it.") + "\n\n" + QCoreApplication.translate(
            "MainWindow", "After S, Enter also makes a suggested call. Ctrl+R claims the rest of the tricks: the "
            "others accept when every one is surely your side's."))

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
