"""Settings applied (animation, look, sound, hints, levels), the Settings dialog, and the
language switched at once (every text set again).

A part of MainWindow (ui/widgets/main_window.py), which mixes it in."""

from __future__ import annotations

import os
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication

from ...engine import CARDS, Rank
from ...storage import settings as settings_store
from ...storage.document import problem_from_error as storage_problem
from .. import text
from ..table import card_art
from ..table import layout as table_layout
from ..table.card_item import CardItem


class SettingsMixin:
    """Settings and language, mixed into MainWindow (which holds the state these methods use)."""

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
            elif self.practice_mode.active:
                self.end_panel.continue_button.setText(self._practice_continue_label())
            self._place_overlays()
        self.tutorial_mode.update_banner()
        self.practice_mode.update_banner()
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


def card_letters(local: bool) -> tuple[str, ...]:
    """The corner letters of J, Q, K, A: the interface language's (R, D, V, A in French) or English."""
    if not local:
        return card_art.ENGLISH_LETTERS
    return tuple(text.rank_short(rank) for rank in (Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE))
