"""What the window asks about games kept on disk: the first-run welcome, the name of a save, the saved game to open.
The games themselves (the autosave, saves, the game put aside, the statistics) are the application's
(``app/game_files.GameFiles``), which this part asks once the player has answered."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QInputDialog, QWidget

from ...app.game_files import GameFiles
from ...storage import saves as save_store
from .preferences import Preferences

if TYPE_CHECKING:
    from ..dialogs.welcome import WelcomeDialog


class GameDialogs(QObject):
    tutorialRequested = Signal()  # the welcome's "show me how to play"

    def __init__(self, parent: QWidget, files: GameFiles, preferences: Preferences, first_run: bool) -> None:
        super().__init__(parent)
        self.parent_widget = parent
        self.files = files
        self.context = files.context
        self.messages = files.messages
        self.preferences = preferences
        self.first_run = first_run  # no settings file yet: the welcome is offered
        self.welcome: WelcomeDialog | None = None  # the first-run welcome while it is open

    # -- the start ------------------------------------------------------------------------------
    def start_default_game(self) -> None:
        """On start: the welcome the first time; else the autosaved game offered, or the last variant played
        (``GameFiles.start_default_game``)."""
        if self.welcome_due():
            self.show_welcome()
            return
        self.files.start_default_game()

    def welcome_due(self) -> bool:
        """The first-run welcome: at the very first start only (no settings file yet), once."""
        return self.context.interactive and self.first_run and self.context.settings.show_welcome

    def show_welcome(self) -> WelcomeDialog:
        """The welcome (not modal to the event loop: ``open``); the game starts when it closes."""
        from ..dialogs.welcome import WelcomeDialog

        s = self.context.settings
        dialog = WelcomeDialog(s.last_variant, s.opponent_level, self.parent_widget)
        dialog.finished.connect(lambda _code: self._welcome_done(dialog))
        self.welcome = dialog
        dialog.open()
        return dialog

    def _welcome_done(self, dialog: WelcomeDialog) -> None:
        from ..dialogs.welcome import TUTORIAL

        self.welcome = None
        s = self.context.settings
        s.show_welcome = False  # never again, however it was closed
        rules = dialog.rules()
        level = dialog.bot_level()
        s.last_variant, s.last_overrides = rules.id, {}
        self.files.controller.seat_model.choose_levels(s, level, level)
        self.preferences.save()
        self.files.start_new(rules)
        if dialog.choice == TUTORIAL:
            self.tutorialRequested.emit()

    def dismiss_welcome(self) -> None:
        """Quitting from the welcome dismisses it too; no game starts."""
        welcome, self.welcome = self.welcome, None
        if welcome is None:
            return
        welcome.finished.disconnect()
        welcome.close()
        self.context.settings.show_welcome = False

    # -- saving and opening ------------------------------------------------------------------------------
    def save_dialog(self) -> None:
        if self.files.tutorial.active:
            self.messages.notify(QCoreApplication.translate("MainWindow", "The tutorial deal cannot be saved."))
            return
        if self.files.practice.active:
            self.messages.notify(QCoreApplication.translate(
                "MainWindow", "A practice deal is not saved as a game: use Game > Export this deal…"))
            return
        payload = self.files.saves.payload()
        if payload is None:
            return
        name = save_store.free_name(QCoreApplication.translate("MainWindow", "My game"))
        while True:  # a name no save has is proposed; replacing a save is asked, "No" goes back to the name
            name, ok = QInputDialog.getText(self.parent_widget, QCoreApplication.translate("MainWindow", "Save game"),
                                            QCoreApplication.translate("MainWindow", "Name of the save:"), text=name)
            if not ok or not name.strip():
                return
            if save_store.existing_save(name) is None or self.messages.ask(
                    QCoreApplication.translate("MainWindow", "Save game"),
                    QCoreApplication.translate("MainWindow", "A save called “{name}” already exists. Replace it?").format(
                        name=" ".join(name.split())),
                    QCoreApplication.translate("MainWindow", "Replace it"),
                    QCoreApplication.translate("MainWindow", "Choose another name"),
                    default_yes=False):  # Enter and Esc keep the save there is: replacing it loses a game
                break
        self.files.saves.save_as(name, payload)

    def open_dialog(self) -> None:
        from ..dialogs.open_dialog import OpenGameDialog

        if self.files.tutorial.active:
            self.files.tutorial.stop(restore=True)
        dialog = OpenGameDialog(self.parent_widget)
        if dialog.exec() != OpenGameDialog.DialogCode.Accepted:
            return
        path = dialog.selected_path()
        if path is not None:
            self.files.open_save(path)
