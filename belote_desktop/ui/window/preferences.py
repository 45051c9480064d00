"""The settings applied to the window (animation speed, the table's look, sound, hints, undo, levels),
the Settings dialog with its live preview, and the interface language switched at once."""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QApplication, QWidget

from ...engine import CARDS
from ...storage import settings as settings_store
from ...storage.document import problem_from_error as storage_problem
from ...storage.settings import Settings
from ...app.table import Table
from ..audio.sound import SoundPlayer
from ..table import card_art
from ..table import layout as table_layout
from ..table.animator import Animator
from ..table.card_item import CardItem
from ..table.scene import TableScene
from ...app.tutorial import TutorialMode
from ..bidding.panel import BiddingPanel
from ...app.context import WindowContext
from ..audio.voice import Speech
from .messages import Messages


class Preferences(QObject):
    changed = Signal()  # the table must be refreshed with what was applied

    def __init__(self, parent: QWidget, context: WindowContext[Speech], controller: Table, animator: Animator,
                 scene: TableScene, bidding: BiddingPanel, sound: SoundPlayer, tutorial: TutorialMode,
                 messages: Messages) -> None:
        super().__init__(parent)
        self.parent_widget = parent
        self.context = context
        self.controller = controller
        self.animator = animator
        self.scene = scene
        self.bidding = bidding
        self.sound = sound
        self.tutorial = tutorial
        self.messages = messages

    def apply(self) -> None:
        """Everything the settings in force say, applied to the table, the bots and the sound."""
        s = self.context.settings
        forced = os.environ.get("BELOTE_DESKTOP_ANIMATION", "").strip()
        speed = forced or s.animation_speed
        self.animator.set_speed(speed)
        # the computers' levels and pace (none with the tests' forced instant animations)
        self.controller.seat_model.use_settings(s, 0 if speed == "instant" and forced else None)
        self.apply_look(s)
        self.sound.enabled, self.sound.volume = s.sound, s.sound_volume
        self.sound.prepare()  # the sound files are made off the GUI thread (none offscreen)
        self.scene.hints = s.hints
        self.bidding.show_explanations = s.hints
        if not self.tutorial.active:
            self.controller.allow_undo = s.allow_undo
        self.changed.emit()

    def apply_look(self, s: Settings) -> None:
        """The table's look from settings ``s``: card style, corner letters, back, felt, hand order.
        Also called by the settings dialog's preview (and with the kept settings if it is cancelled)."""
        style = card_art.CardStyle.FOUR_COLOUR if s.card_style == "four_colour" else card_art.CardStyle.CLASSIC
        CardItem.letters = card_art.card_letters(s.local_card_letters)
        CardItem.back_style = card_art.BackStyle(s.card_back)
        CardItem.design = card_art.CardDesign(s.card_design)
        if table_layout.HAND_ORDER.sorted != s.sort_hand:
            table_layout.HAND_ORDER.sorted = s.sort_hand
            if self.controller.match is not None and not self.animator.busy:
                sync_hand_order(self.controller)
                self.animator.show_still(self.controller.view())  # the hand laid out again
        self.scene.table_colour = s.table_colour
        self.scene.set_card_scale(table_layout.CARD_SCALES.get(s.card_size, 1.0))
        self.scene.set_card_style(style)
        self.scene.update()
        self.bidding.four_colour = s.card_style == "four_colour"

    def save(self) -> None:
        if not self.context.persist:
            return
        try:
            settings_store.save_settings(self.context.settings)
        except OSError as exc:
            self.messages.tell(storage_problem("settings", settings_store.settings_path(), exc), once=True)

    def set_language(self, code: str) -> bool:
        """Switch the interface language now (the LanguageChange event re-sets every text)."""
        from ...i18n import install_language

        app = QApplication.instance()
        if app is None:  # no application: nothing shows text yet
            return False
        found = install_language(app, code)
        QCoreApplication.processEvents()  # deliver the LanguageChange events
        return found

    def dialog(self) -> None:
        from ..dialogs.settings_dialog import SettingsDialog  # when asked for: not at start-up

        dialog = SettingsDialog(self.context.settings, self.parent_widget)
        dialog.previewChanged.connect(self.preview_look)
        dialog.soundTried.connect(self._try_sound)
        try:
            accepted = dialog.exec() == SettingsDialog.DialogCode.Accepted
            chosen = dialog.settings()
        finally:
            dialog.deleteLater()  # made anew each time: none is kept
        if accepted:
            self.apply_new(chosen)
        else:
            self.preview_look(self.context.settings)  # the look as it was

    def preview_look(self, settings: Settings) -> None:
        self.apply_look(settings)
        self.changed.emit()

    def _try_sound(self, settings: Settings) -> None:
        kept = self.sound.enabled, self.sound.volume
        self.sound.enabled, self.sound.volume = settings.sound, settings.sound_volume
        self.sound.play("card")
        self.sound.enabled, self.sound.volume = kept

    def apply_new(self, settings: Settings) -> None:
        """Keep and apply new settings; a new language applies at once."""
        old_language = self.context.settings.language
        self.context.settings = settings
        self.save()
        self.apply()
        if settings.language != old_language:
            self.set_language(settings.language)


def sync_hand_order(controller: Table) -> None:
    """The deal order of the cards on the table (for an unsorted hand)."""
    deal = controller.display_deal()
    table_layout.HAND_ORDER.dealt = tuple(CARDS[i] for i in deal.deck) if deal is not None else ()
