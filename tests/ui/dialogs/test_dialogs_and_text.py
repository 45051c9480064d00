"""New game dialog, settings dialog, last trick viewer, reason texts."""

from __future__ import annotations

import dataclasses

from belote_desktop.engine import VARIANTS, Reason, find_variant
from belote_desktop.learn import table_words as text


def test_new_game_dialog_presets_and_custom(qtbot):
    from belote_desktop.ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog(find_variant("classic"))
    qtbot.addWidget(dialog)
    assert dialog.model.rowCount() == len(VARIANTS)
    assert dialog.rules() == find_variant("classic")
    assert text.variant_name(find_variant("classic")) in dialog.preset_label.text()
    dialog._widgets["target_score"].setValue(1500)
    assert dialog.rules().target_score == 1500
    assert "custom" in dialog.preset_label.text()
    dialog._widgets["target_score"].setValue(1000)
    assert "custom" not in dialog.preset_label.text()
    # switch to La Coinche: its auction options appear
    row = dialog.model.row_of("coinche")
    dialog.list.setCurrentIndex(dialog.model.index(row, 0))
    assert dialog.rules() == find_variant("coinche")
    assert "min_bid" in dialog._widgets and "allow_redouble" in dialog._widgets
    dialog._widgets["min_bid"].setValue(200)
    dialog._widgets["max_bid"].setValue(100)
    assert not dialog.ok.isEnabled() and dialog.error.text()


def test_settings_dialog_round_trip(qtbot):
    from belote_desktop.storage.settings import Settings
    from belote_desktop.ui.dialogs.settings_dialog import SettingsDialog

    s = Settings()
    dialog = SettingsDialog(s)
    qtbot.addWidget(dialog)
    assert dialog.settings() == s
    dialog.speed.setCurrentIndex(dialog.speed.findData("instant"))
    dialog.card_style.setCurrentIndex(dialog.card_style.findData("four_colour"))
    dialog.hints.setChecked(False)
    dialog.name.setText("  Ana  ")
    dialog.partner.setCurrentIndex(dialog.partner.findData("expert"))
    out = dialog.settings()
    assert dataclasses.replace(s, animation_speed="instant", card_style="four_colour", hints=False,
                               player_name="Ana", partner_level="expert") == out


def test_settings_apply_to_window(window):
    window.settings.card_style = "four_colour"
    window.settings.hints = False
    window.settings.partner_level = "master"
    window.apply_settings()
    from belote_desktop.ui.table.card_item import CardItem

    assert CardItem.style.value == "four_colour"
    assert window.scene.hints is False
    assert window.controller.seat_model.level_of(2) == "master"
    window.settings.card_style = "classic"
    window.apply_settings()


def test_last_trick_dialog(window, qtbot):
    from belote_desktop.ui.dialogs.last_trick import LastTrickDialog

    c = window.controller
    c.auto_bots = False
    window.start_game(find_variant("coinche"), seed=2)
    while not c.view().tricks:
        if c.awaiting_continue:
            window.continue_deal()
        c.play_bot_move_now()
    view = c.view()
    dialog = LastTrickDialog(view, window.names(), window.scene.geometry, window)
    qtbot.addWidget(dialog)
    trick = view.tricks[-1]
    assert all(text.card_name(card) in dialog.accessibleDescription() for card in trick.cards)


def test_every_reason_has_its_own_text_from_learn_explain():
    """One source of wording: the UI's reason texts are learn.explain's, with the rule they come from."""
    from belote_desktop.engine import IllegalActionError
    from belote_desktop.learn.explain import RULE_IDS, explain_illegal

    generic = text.reason_text(None)  # type: ignore[arg-type]
    params = {"led_suit": 2, "trump": 0, "to_beat": "JH", "minimum": 90, "min_bid": 80, "max_bid": 160,
              "step": 10, "why": "own_team"}
    for reason in Reason:
        message = text.reason_text(reason, params)
        assert message and message != generic, reason
        assert message == explain_illegal(IllegalActionError(reason, **params)).text
        assert text.explanation(reason, params).rule_id in RULE_IDS


def test_partner_label_names_its_level(window):
    window.settings.partner_level = "master"
    window.apply_settings()
    details = window.seats.details()
    assert details[2] == "Partner · Master"
    assert details[1] == text.level_name(window.controller.seat_model.level_of(1))
    window.settings.partner_level = "expert"
    window.apply_settings()
    assert window.seats.details()[2] == "Partner · Expert"
