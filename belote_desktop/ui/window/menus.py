"""The menu bar: its menus and actions with their shortcuts and texts. The window connects each action to
the part that does it; the menus only hold them and set their words again on a language change."""

from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

Shortcut = QKeySequence.StandardKey | str | None


class Menus:
    def __init__(self, window: QMainWindow) -> None:
        self.window = window  # the actions' parent: their shortcuts work wherever the focus is in it
        bar = window.menuBar()
        self.menu_game = game = bar.addMenu("")
        self.act_new = self._action(QKeySequence.StandardKey.New, game)
        self.act_new.setShortcuts(with_keys(QKeySequence.StandardKey.New, "F2"))  # F2: as in KPatience
        self.act_open = self._action(QKeySequence.StandardKey.Open, game)
        self.act_save = self._action(QKeySequence.StandardKey.Save, game)
        self.act_export_deal = self._action(None, game)
        self.act_import_deal = self._action(None, game)
        self.act_deal_code = self._action(None, game)
        self.act_copy_deal_code = self._action(None, game)
        self.act_deal_editor = self._action(None, game)
        self.act_stats = self._action("Ctrl+T", game)
        game.addSeparator()
        # a table on the local network (issue 36): host one, join one; a network table's window leaves it
        self.act_host = self._action(None, game)
        self.act_join = self._action(None, game)
        self.act_return = self._action(None, game)  # the last table joined, again in one click
        self.act_return.setVisible(False)
        self.return_table: str | None = None  # its name (None: nothing to return to)
        self.network_table = False  # a network table's own window: no return from it
        self.act_resume_table = self._action(None, game)
        self.act_table_open = self._action(None, game)  # the host's "Table open" panel again (its code)
        self.act_table_open.setVisible(False)
        self.act_leave = self._action(None, game)
        self.act_leave.setVisible(False)
        game.addSeparator()
        self.act_undo = self._action(QKeySequence.StandardKey.Undo, game)
        self.act_undo.setEnabled(False)
        self.act_redo = self._action(None, game)
        self.act_redo.setShortcuts(redo_keys())
        self.act_redo.setEnabled(False)
        self.act_suggest = self._action(None, game)
        # S suggests in every phase (the bidding panel names suits with 1-4); the menu shows the first key
        self.act_suggest.setShortcuts([QKeySequence("S"), QKeySequence("Ctrl+?")])
        self.act_claim = self._action("Ctrl+R", game)
        self.act_claim.setEnabled(False)
        game.addSeparator()
        self.act_quit = self._action(None, game)
        self.act_quit.setShortcuts(with_keys(QKeySequence.StandardKey.Quit, "Ctrl+Q"))  # none on a plain session
        self.menu_practice = bar.addMenu("")  # card problems (issue 74)
        self.act_problems = self._action(None, self.menu_practice)
        self.act_mistakes = self._action(None, self.menu_practice)
        self.menu_view = view = bar.addMenu("")
        self.act_last = self._action("L", view)
        self.act_side = self._action("F9", view)
        self.act_side.setCheckable(True)
        self.act_side.setChecked(True)
        self.act_hand_list = self._action(None, view)  # the hand as a list in the side panel
        self.act_hand_list.setCheckable(True)
        self.act_full = self._action(None, view)
        # F11 everywhere; the platform's own key too where it has one (a plain session has none)
        self.act_full.setShortcuts(with_keys("F11", QKeySequence.StandardKey.FullScreen))
        # the keys to ask (asking.py): one announcement each, for a player who listens to the table
        self.menu_say = view.addMenu("")
        self.act_say_trick = self._action("W", self.menu_say)
        self.act_say_score = self._action("U", self.menu_say)
        self.act_say_contract = self._action("C", self.menu_say)
        self.act_say_hand = self._action("Y", self.menu_say)
        self.act_say_shown = self._action("I", self.menu_say)
        self.act_say_again = self._action("Z", self.menu_say)
        self.act_hurry = self._action("F", self.menu_say)  # the table waiting for the voice goes on (issue 71)
        self.act_voice = self._action("V", self.menu_say)  # the program's own voice or the screen reader's
        self.menu_settings = bar.addMenu("")
        self.act_settings = self._action(QKeySequence.StandardKey.Preferences, self.menu_settings)
        if self.act_settings.shortcut().isEmpty():
            self.act_settings.setShortcut(QKeySequence("Ctrl+,"))
        self.menu_help = help_menu = bar.addMenu("")
        self.act_rules = self._action("F1", help_menu)
        self.act_glossary = self._action(None, help_menu)
        self.act_tutorial = self._action(None, help_menu)
        from ...learn.tutorial import TUTORIALS

        self.menu_tutorials = help_menu.addMenu("")  # every family's deal, whatever game is on the table
        self.tutorial_actions: dict[str, QAction] = {
            family: self._action(None, self.menu_tutorials) for family in TUTORIALS}
        help_menu.addSeparator()
        self.act_keys = self._action(None, help_menu)
        self.act_about = self._action(None, help_menu)

    def menus(self) -> list[QMenu]:
        """The menu bar's menus, in order."""
        return [self.menu_game, self.menu_practice, self.menu_view, self.menu_settings, self.menu_help]

    def _action(self, shortcut: Shortcut, menu: QMenu) -> QAction:
        action = QAction(self.window)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        menu.addAction(action)
        return action

    def retranslate(self) -> None:
        """Every menu's and action's words: set at start and again after a language change."""
        from ...learn.tutorial import TUTORIALS

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
        self.act_deal_code.setText(QCoreApplication.translate("MainWindow", "Deal &by number…"))
        self.act_deal_code.setToolTip(QCoreApplication.translate(
            "MainWindow", "Type a deal code to play the same cards, game and options as a friend"))
        self.act_copy_deal_code.setText(QCoreApplication.translate("MainWindow", "Cop&y deal code"))
        self.act_copy_deal_code.setToolTip(QCoreApplication.translate(
            "MainWindow", "Copy the code of the deal on the table, so friends can play the same deal"))
        self.act_deal_editor.setText(QCoreApplication.translate("MainWindow", "&Deal editor…"))
        self.act_deal_editor.setToolTip(QCoreApplication.translate(
            "MainWindow", "Set every player's cards, then play them against the computer players or export them"))
        self.act_stats.setText(QCoreApplication.translate("MainWindow", "S&tatistics…"))
        self.act_host.setText(QCoreApplication.translate("MainWindow", "&Host a table on this network…"))
        self.act_host.setToolTip(QCoreApplication.translate(
            "MainWindow", "Friends at home join your table; the computer plays the empty seats"))
        self.act_join.setText(QCoreApplication.translate("MainWindow", "&Join a table on this network…"))
        self._return_words()
        self.act_resume_table.setText(QCoreApplication.translate("MainWindow", "&Resume a table from a player's copy…"))
        self.act_resume_table.setToolTip(QCoreApplication.translate(
            "MainWindow", "Open your table again from the copy of the match a player kept when it closed"))
        self.act_table_open.setText(QCoreApplication.translate("MainWindow", "The table's &code and addresses…"))
        self.act_leave.setText(QCoreApplication.translate("MainWindow", "&Leave the table"))
        self.act_undo.setText(QCoreApplication.translate("MainWindow", "&Undo"))
        self.act_redo.setText(QCoreApplication.translate("MainWindow", "&Redo"))
        self.act_suggest.setText(QCoreApplication.translate("MainWindow", "Su&ggest a move"))
        self.act_suggest.setToolTip(QCoreApplication.translate("MainWindow", "What would an expert play? (S or Ctrl+?)"))
        self.act_claim.setText(QCoreApplication.translate("MainWindow", "&Claim the rest of the tricks"))
        self.act_claim.setToolTip(QCoreApplication.translate(
            "MainWindow", "Show your cards: the others accept if every remaining trick is surely your side's"))
        self.act_quit.setText(QCoreApplication.translate("MainWindow", "&Quit"))
        self.menu_practice.setTitle(QCoreApplication.translate("MainWindow", "P&ractice"))
        self.act_mistakes.setText(QCoreApplication.translate("MainWindow", "My &mistakes…"))
        self.act_mistakes.setToolTip(QCoreApplication.translate(
            "MainWindow", "Your own costly choices from the deals you finished, to play again until learned"))
        self.act_problems.setText(QCoreApplication.translate("MainWindow", "&Problems…"))
        self.act_problems.setToolTip(QCoreApplication.translate(
            "MainWindow", "Card problems with every hand shown: find the one first card that reaches the goal"))
        self.menu_view.setTitle(QCoreApplication.translate("MainWindow", "&View"))
        self.act_last.setText(QCoreApplication.translate("MainWindow", "&Last trick"))
        self.act_side.setText(QCoreApplication.translate("MainWindow", "Score &sheet and side panel"))
        self.act_hand_list.setText(QCoreApplication.translate("MainWindow", "&Hand as a list in the side panel"))
        self.act_full.setText(QCoreApplication.translate("MainWindow", "&Full screen"))
        self.menu_say.setTitle(QCoreApplication.translate("MainWindow", "Sa&y"))
        self.act_say_trick.setText(QCoreApplication.translate("MainWindow", "The &trick so far"))
        self.act_say_score.setText(QCoreApplication.translate("MainWindow", "The &score"))
        self.act_say_contract.setText(QCoreApplication.translate("MainWindow", "The &contract"))
        self.act_say_hand.setText(QCoreApplication.translate("MainWindow", "My &hand by suit"))
        self.act_say_shown.setText(QCoreApplication.translate("MainWindow", "What the &others have shown"))
        self.act_say_again.setText(QCoreApplication.translate("MainWindow", "Say the last thing &again"))
        self.act_hurry.setText(QCoreApplication.translate("MainWindow", "Go on &without waiting for the voice"))
        self.act_voice.setText(QCoreApplication.translate("MainWindow", "The program's own &voice or the screen reader's"))
        self.menu_settings.setTitle(QCoreApplication.translate("MainWindow", "&Settings"))
        self.act_settings.setText(QCoreApplication.translate("MainWindow", "&Preferences…"))
        self.menu_help.setTitle(QCoreApplication.translate("MainWindow", "&Help"))
        self.act_rules.setText(QCoreApplication.translate("MainWindow", "&Rules of this game"))
        self.act_glossary.setText(QCoreApplication.translate("MainWindow", "&Glossary"))
        self.act_tutorial.setText(QCoreApplication.translate("MainWindow", "&Tutorial"))
        self.menu_tutorials.setTitle(QCoreApplication.translate("MainWindow", "Tutorial for &another game"))
        for family, action in self.tutorial_actions.items():
            action.setText(TUTORIALS[family].title())
        self.act_keys.setText(QCoreApplication.translate("MainWindow", "&Keyboard"))
        self.act_about.setText(QCoreApplication.translate("MainWindow", "&About"))


    def set_return_table(self, table_name: str | None) -> None:
        """Game › Return to <table>: shown while a table is remembered (``table_name``), never in a table's window."""
        self.return_table = table_name
        self._return_words()
        shown = table_name is not None and not self.network_table
        self.act_return.setVisible(shown)
        self.act_return.setEnabled(shown)

    def _return_words(self) -> None:
        if self.return_table is None:
            return
        self.act_return.setText(QCoreApplication.translate("MainWindow", "Return to {table}").format(
            table=self.return_table.replace("&", "&&")))
        self.act_return.setToolTip(QCoreApplication.translate(
            "MainWindow", "Join the table you last sat at again, with your seat kept for you"))

    def for_network_table(self) -> None:
        """A network table's window: what makes or opens another game is the main window's, not this one's."""
        for action in (self.act_new, self.act_open, self.act_save, self.act_export_deal, self.act_import_deal, self.act_deal_code,
                       self.act_copy_deal_code, self.act_deal_editor, self.act_host, self.act_join, self.act_return,
                       self.act_resume_table, self.act_claim,
                       self.act_redo, self.act_tutorial, *self.tutorial_actions.values()):
            action.setVisible(False)
            action.setEnabled(False)
        self.menu_tutorials.menuAction().setVisible(False)
        self.act_leave.setVisible(True)
        self.network_table = True


def with_keys(*keys: QKeySequence.StandardKey | str) -> list[QKeySequence]:
    """Every key given, a standard key as each binding the platform gives it, without repeats: the first is the one
    the menu shows."""
    found: list[QKeySequence] = []
    for key in keys:
        for sequence in (QKeySequence.keyBindings(key) if isinstance(key, QKeySequence.StandardKey)
                         else [QKeySequence(key)]):
            if not sequence.isEmpty() and sequence not in found:
                found.append(sequence)
    return found


def redo_keys() -> list[QKeySequence]:
    """The platform's Redo keys (the first is the one the menu shows); on Windows and Linux both Ctrl+Shift+Z
    and Ctrl+Y, whichever of them the platform leaves out."""
    keys = list(QKeySequence.keyBindings(QKeySequence.StandardKey.Redo))
    if sys.platform != "darwin":
        for extra in ("Ctrl+Shift+Z", "Ctrl+Y"):
            if QKeySequence(extra) not in keys:
                keys.append(QKeySequence(extra))
    return keys

