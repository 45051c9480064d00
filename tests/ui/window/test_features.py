"""Issue 19 points 9 and 12: card letters, statistics window, sound, table colour and card back,
hand order, auto-play, first-run welcome, bot levels kept with saves, deal replay, About."""

from __future__ import annotations

import dataclasses
import sys
import time

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QImage, QKeyEvent, QPainter
from PySide6.QtWidgets import QApplication
from tests.ui.ui_helpers import drive_to_human_play, drive_until, make_settings

from belote_desktop import i18n
from belote_desktop.engine import CARDS, Card, PlayCard, find_variant
from belote_desktop.storage import saves as save_store
from belote_desktop.storage import settings as settings_store
from belote_desktop.storage.stats import Statistics, VariantStats
from belote_desktop.ui.audio import sound
from belote_desktop.ui.table import card_art
from belote_desktop.ui.table import layout as table_layout
from belote_desktop.ui.table.card_item import CardItem


@pytest.fixture(autouse=True)
def _restore_look():
    yield
    CardItem.letters = card_art.ENGLISH_LETTERS
    CardItem.back_style = card_art.BackStyle.BLUE
    CardItem.style = card_art.CardStyle.CLASSIC
    table_layout.HAND_ORDER.sorted = True
    table_layout.HAND_ORDER.dealt = ()


def _image(pixmap) -> QImage:
    return pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32)


# -- point 9: the card corners speak the player's language ------------------------------------------

def test_french_corner_letters_on_by_default(window):
    from belote_desktop.ui.window.main_window import card_letters

    assert window.settings.local_card_letters is True
    try:
        assert i18n.install_language(QApplication.instance(), "fr")
        QApplication.processEvents()
        assert card_letters(True) == ("V", "D", "R", "A")
        assert CardItem.letters == ("V", "D", "R", "A")  # the window followed the language change
        window.settings.local_card_letters = False
        window.apply_settings()
        assert CardItem.letters == card_art.ENGLISH_LETTERS
    finally:
        i18n.install_language(QApplication.instance(), "en")
        QApplication.processEvents()
    assert card_letters(True) == card_art.ENGLISH_LETTERS


def test_corner_letters_change_the_face():
    king = Card.parse("KH")
    english = _image(card_art.render_face(king, 90))
    french = _image(card_art.render_face(king, 90, letters=("V", "D", "R", "A")))
    assert english != french
    seven = Card.parse("7H")  # number cards keep their number
    assert _image(card_art.render_face(seven, 90)) == _image(card_art.render_face(seven, 90, letters=("V", "D", "R", "A")))


# -- table colour and card back -------------------------------------------------------------------

def _scene_pixel(window, x: float, y: float):
    image = QImage(40, 40, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    window.scene.render(painter, target=image.rect().toRectF(), source=window.scene.sceneRect().adjusted(x, y, 0, 0))
    painter.end()
    return image.pixelColor(1, 1)


def test_table_colour_and_card_back_apply_live(window):
    window.start_game(find_variant("classic"), seed=3)
    green = _scene_pixel(window, 2, 2)
    window.settings.table_colour = "blue"
    window.settings.card_back = "red"
    window.apply_settings()
    assert window.scene.table_colour == "blue"
    assert CardItem.back_style is card_art.BackStyle.RED
    blue = _scene_pixel(window, 2, 2)
    assert blue.blue() > blue.green() and green.green() > green.blue()
    assert _image(card_art.render_back(60, 1.0, card_art.BackStyle.RED)) != _image(card_art.render_back(60, 1.0))


def test_settings_dialog_new_choices_round_trip_and_preview(qtbot, window):
    from belote_desktop.storage.settings import Settings
    from belote_desktop.ui.dialogs.settings_dialog import SettingsDialog

    s = Settings()
    dialog = SettingsDialog(s)
    qtbot.addWidget(dialog)
    assert dialog.settings() == s
    previews = []
    dialog.previewChanged.connect(previews.append)
    dialog.table_colour.setCurrentIndex(dialog.table_colour.findData("brown"))
    dialog.back.setCurrentIndex(dialog.back.findData("green"))
    dialog.sort_hand.setChecked(False)
    dialog.auto_play.setChecked(True)
    dialog.letters.setChecked(False)
    dialog.sound.setChecked(False)
    dialog.volume.setValue(35)
    out = dialog.settings()
    assert out == dataclasses.replace(s, table_colour="brown", card_back="green", sort_hand=False,
                                      auto_play_single_card=True, local_card_letters=False, sound=False,
                                      sound_volume=35)
    assert previews and previews[-1].local_card_letters is False and previews[0].table_colour == "brown"
    assert not dialog.volume.isEnabled()  # sound off: the volume waits
    window.preferences.preview_look(out)  # what the window does with a preview ...
    assert window.scene.table_colour == "brown" and CardItem.back_style is card_art.BackStyle.GREEN
    window.preferences.preview_look(window.settings)  # ... and when the dialog is cancelled
    assert window.scene.table_colour == "green" and CardItem.back_style is card_art.BackStyle.BLUE


def test_new_settings_are_saved_and_checked():
    s = dataclasses.replace(settings_store.Settings(), card_back="red", table_colour="grey", sort_hand=False,
                            auto_play_single_card=True, local_card_letters=False, show_welcome=False)
    settings_store.save_settings(s)
    loaded, problems = settings_store.load_settings()
    assert loaded == s and problems == []
    document = {**settings_store.Settings().to_dict(), "card_back": "purple", "table_colour": "pink"}
    fixed, problems = settings_store.settings_from_dict(document)
    assert fixed.card_back == "blue" and fixed.table_colour == "green" and len(problems) == 2


# -- sort hand ------------------------------------------------------------------------------------

def test_unsorted_hand_keeps_the_deal_order(window):
    window.start_game(find_variant("classic"), seed=8)
    window.animator.finish_now()
    deal = window.controller.display_deal()
    hand = set(window.controller.view().hand)
    dealt_order = tuple(c for c in (CARDS[i] for i in deal.deck) if c in hand)
    sorted_hand = window.scene.snapshot.hand
    assert set(sorted_hand) == hand and sorted_hand == table_layout.sort_hand(tuple(hand))
    window.settings.sort_hand = False
    window.apply_settings()
    assert window.scene.snapshot.hand == dealt_order
    assert dealt_order != sorted_hand  # seed 8 deals them out of order
    window.settings.sort_hand = True
    window.apply_settings()
    assert window.scene.snapshot.hand == sorted_hand


# -- auto-play ------------------------------------------------------------------------------------

@pytest.mark.parametrize("on", [True, False])
def test_auto_play_of_the_only_legal_card(window, qtbot, on):
    window.settings.auto_play_single_card = on
    window.start_game(find_variant("classic"), seed=5)
    assert drive_until(window, lambda view: len(view.hand) == 1)
    before = len(window.controller.match.actions())
    window.refresh()
    if on:
        qtbot.waitUntil(lambda: len(window.controller.match.actions()) > before, timeout=3000)
        assert isinstance(window.controller.match.actions()[before], PlayCard)
    else:
        qtbot.wait(800)
        assert len(window.controller.match.actions()) == before


def test_auto_play_waits_when_there_is_a_choice(window, qtbot):
    window.settings.auto_play_single_card = True
    window.start_game(find_variant("classic"), seed=5)
    assert drive_to_human_play(window, want_illegal=False)
    view = window.controller.view()
    plays = [a for a in view.legal_actions if isinstance(a, PlayCard)]
    before = len(window.controller.match.actions())
    assert len(plays) > 1
    window.refresh()
    qtbot.wait(700)
    assert len(window.controller.match.actions()) == before


# -- first-run welcome ----------------------------------------------------------------------------

def test_welcome_only_at_the_very_first_start(qtbot):
    from belote_desktop.ui.window.main_window import MainWindow
    from belote_desktop.ui.dialogs.welcome import TUTORIAL

    w = MainWindow(interactive=True, settings=make_settings())
    qtbot.addWidget(w)
    w.persist = True
    assert w.game_dialogs.first_run and w.game_dialogs.welcome_due()
    dialog = w.game_dialogs.show_welcome()
    assert dialog.isVisible() and w.controller.match is None  # nobody plays behind the welcome
    dialog.variant.setCurrentIndex(dialog.variant.findData("coinche"))
    dialog.level.setCurrentIndex(dialog.level.findData("expert"))
    dialog._choose(TUTORIAL)
    assert w.tutorial_mode.active
    assert w.settings.show_welcome is False and w.settings.last_variant == "coinche"
    assert w.controller.seat_model.level_of(1) == "expert"
    saved, _ = settings_store.load_settings()
    assert saved.show_welcome is False and saved.opponent_level == "expert"
    w.tutorial_mode.stop(restore=True)
    assert w.controller.rules.id == "coinche"  # the chosen game waited behind the tutorial
    w.controller.auto_bots = False
    w.controller.cancel_bot()
    again = MainWindow(interactive=True, settings=saved)
    qtbot.addWidget(again)
    assert not again.game_dialogs.first_run and not again.game_dialogs.welcome_due()


def test_welcome_closed_without_a_choice_still_deals_and_never_returns(qtbot):
    from belote_desktop.ui.window.main_window import MainWindow

    w = MainWindow(interactive=True, settings=make_settings())
    qtbot.addWidget(w)
    dialog = w.game_dialogs.show_welcome()
    dialog.reject()
    assert w.controller.match is not None and not w.tutorial_mode.active
    assert w.settings.show_welcome is False and settings_store.settings_path().exists()
    w.controller.auto_bots = False
    w.controller.cancel_bot()


def test_quitting_from_the_welcome_dismisses_it(qtbot):
    from belote_desktop.ui.window.main_window import MainWindow

    w = MainWindow(interactive=True, settings=make_settings())
    qtbot.addWidget(w)
    w.show()
    dialog = w.game_dialogs.show_welcome()
    w.close()
    assert not dialog.isVisible() and w.controller.match is None  # no game started on the way out
    saved, _ = settings_store.load_settings()
    assert saved.show_welcome is False


# -- bot levels chosen in New Game, kept with the save --------------------------------------------

def test_new_game_dialog_offers_the_levels(qtbot):
    from belote_desktop.ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog(find_variant("classic"), levels=("expert", "beginner"))
    qtbot.addWidget(dialog)
    assert dialog.levels() == ("expert", "beginner")
    dialog.opponent_level.setCurrentIndex(dialog.opponent_level.findData("master"))
    assert dialog.levels() == ("expert", "master")
    assert dialog.partner_level.isEnabled()  # four players in pairs


def test_levels_are_kept_with_the_save(window):
    window.controller.seat_model.set_levels("expert", "master")
    window.start_game(find_variant("classic"), seed=2)
    window.controller.auto_bots = False
    window.controller.play_bot_move_now()
    path = save_store.save_named("levels", window.files.saves.payload())
    assert save_store.load_save(path).levels == [None, "master", "expert", "master"]
    window.settings.partner_level = window.settings.opponent_level = "beginner"
    window.apply_settings()
    assert window.controller.seat_model.level_of(1) == "beginner"
    assert window.open_save(path)
    assert window.controller.seat_model.level_of(2) == "expert" and window.controller.seat_model.level_of(1) == "master"
    assert window.settings.partner_level == "expert"  # the table's levels are the next game's too


def test_saves_without_levels_still_open(window):
    window.start_game(find_variant("classic"), seed=2)
    window.controller.auto_bots = False
    window.controller.play_bot_move_now()
    payload = window.files.saves.payload()
    payload.players = {"names": payload.players["names"]}  # an older save
    path = save_store.save_named("old", payload)
    window.settings.partner_level = "beginner"
    window.apply_settings()
    assert save_store.load_save(path).levels is None
    assert window.open_save(path)
    assert window.controller.seat_model.level_of(2) == "beginner"


@pytest.mark.parametrize("levels", [["expert"], [None, "god", "expert", "expert"], "expert", [None, 3, None, None]])
def test_bad_saved_levels_are_ignored(levels):
    assert save_store.saved_levels({"levels": levels}, 4) is None


# -- statistics window ----------------------------------------------------------------------------

def _stats() -> Statistics:
    stats = Statistics()
    stats.variants["classic"] = VariantStats(games_played=4, games_won=3, games_lost=1, deals_played=40,
                                             undo_used=2, best_score=1320, best_win_streak=2)
    stats.variants["coinche"] = VariantStats(games_played=1, games_won=0, games_lost=1, deals_played=12,
                                             undo_used=7, best_score=900)
    stats.variants["coinche:custom"] = VariantStats(games_abandoned=2, deals_played=3)
    return stats


def test_statistics_table_sorts_and_keeps_totals_last(qtbot):
    from belote_desktop.ui.dialogs.stats_window import StatisticsDialog

    dialog = StatisticsDialog(_stats())
    qtbot.addWidget(dialog)
    rows = dialog.row_values()
    assert len(rows) == 4 and rows[-1][0] == "All games"
    header = [dialog.table.horizontalHeaderItem(c).text() for c in range(dialog.table.columnCount())]
    games, deals, undos = header.index("Matches"), header.index("Deals"), header.index("Undos")
    assert rows[-1][games] == "5" and rows[-1][deals] == "55" and rows[-1][undos] == "9"
    assert "La Coinche — your own rules" in [r[0] for r in rows]
    for order in (Qt.SortOrder.DescendingOrder, Qt.SortOrder.AscendingOrder):
        dialog.table.horizontalHeader().setSortIndicator(undos, order)
        values = dialog.row_values()
        assert values[-1][0] == "All games"
        column = [int(r[undos]) for r in values[:-1]]
        assert column == sorted(column, reverse=order == Qt.SortOrder.DescendingOrder)
    assert "5 matches played, 3 won (60 %)" in dialog.summary.text()


def test_statistics_window_from_the_menu(window, qtbot):
    from belote_desktop.storage.stats import save_stats

    assert window.menus.act_stats.text()
    dialog = window.rules_help.show_statistics()
    assert dialog.isVisible() and "No game has been counted yet" in dialog.summary.text()
    dialog.close()
    save_stats(_stats())
    dialog = window.rules_help.show_statistics()
    assert len(dialog.row_values()) == 4


# -- deal replay ----------------------------------------------------------------------------------

def _finish_a_deal(w) -> None:
    c = w.controller
    c.auto_bots = False
    while not c.awaiting_continue:
        c.play_bot_move_now()
    w.animator.finish_now()
    w.refresh()


@pytest.mark.slow
def test_replay_shows_the_four_hands_and_every_card(window, qtbot):
    window.start_game(find_variant("classic"), seed=6)
    _finish_a_deal(window)
    deal = window.controller.match.finished[-1]
    assert window.end_panel.replay_button.isVisibleTo(window.end_panel) or deal.thrown_in
    if deal.thrown_in:  # seed 6 must give a played deal
        pytest.fail("seed 6 was thrown in")
    dialog = window.deal_end.show_replay()
    table = dialog.table
    assert [len(h) for h in table.hands] == [8, 8, 8, 8]
    assert len({c for h in table.hands for c in h}) == 32
    assert len(table.plays) == 32 and table.step == 0 and not table.current_trick()
    for _ in range(4):
        dialog.keyPressEvent(QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Right, Qt.KeyboardModifier.NoModifier))
    assert table.step == 4 and len(table.current_trick()) == 4
    assert table.trick_winner() == deal.tricks[0].winner
    assert table.played() == set(deal.tricks[0].cards)
    dialog.last_button.click()
    assert table.step == 32 and not dialog.next_button.isEnabled()
    assert table.trick_winner() == deal.tricks[-1].winner
    assert dialog.auction.count() >= 2  # the bids, then the contract
    table.grab()  # paints without error


# -- About ----------------------------------------------------------------------------------------

def test_about_names_version_licences_and_credits(window):
    from belote_desktop import __version__

    dialog = window.rules_help.show_about()
    body = dialog.body.toPlainText()
    assert __version__ in dialog.title.text()
    assert "Licence" in body and "MIT License" in body and "LGPL v3" in body and "Credits" in body and "drawn in code" in body


# -- sound ----------------------------------------------------------------------------------------

def test_every_sound_is_short_audible_and_bounded():
    for name in sound.SOUNDS:
        samples = sound.synthesise(name)
        assert 0.05 < len(samples) / sound.RATE < 1.0, name
        peak = max(abs(v) for v in samples)
        assert 0.5 < peak <= 1.0, name
        assert abs(samples[-1]) < 0.01, name  # faded out: no click at the end


def test_volume_scales_the_wav(tmp_path):
    import io
    import wave
    from array import array

    samples = sound.synthesise("bid")

    def peak(volume: int) -> int:
        with wave.open(io.BytesIO(sound.wav_bytes(samples, volume))) as w:
            assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, sound.RATE)
            frames = array("h", w.readframes(w.getnframes()))
        return max(abs(v) for v in frames)

    assert peak(100) > peak(50) > peak(10) > 0 and peak(0) == 0
    files = sound.write_sounds(tmp_path)
    assert [p.name for p in files] == [f"{n}.wav" for n in sound.SOUNDS] and all(p.stat().st_size > 1000 for p in files)


def _fake_player(tmp_path, body: str) -> tuple[str, ...]:
    script = tmp_path / "player.py"
    script.write_text(body)
    return (sys.executable, str(script))


def test_player_never_waits_and_limits_itself(tmp_path):
    player = sound.SoundPlayer(_fake_player(tmp_path, "import time; time.sleep(2)"))
    started = time.monotonic()
    assert player.play("card")
    assert time.monotonic() - started < 1.0  # handed over, not waited for
    results = [player.play("card") for _ in range(sound.MAX_PLAYING + 2)]
    assert results.count(True) == sound.MAX_PLAYING - 1 and len(player._playing) == sound.MAX_PLAYING
    player.shutdown()
    assert player._playing == []


def test_prepare_makes_the_files_in_the_background(tmp_path):
    player = sound.SoundPlayer(_fake_player(tmp_path, "pass"))
    player.volume = 40
    assert player.prepare()
    deadline = time.monotonic() + 10
    while len(player._files) < len(sound.SOUNDS) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert sorted(player._files) == sorted((name, 40) for name in sound.SOUNDS)
    folder = player._folder
    player.shutdown()
    assert not folder.exists()  # the files go with the app
    assert not sound.SoundPlayer(()).prepare()


def test_player_off_muted_missing_or_failing_is_silent(tmp_path):
    player = sound.SoundPlayer(_fake_player(tmp_path, "raise SystemExit(1)"))
    player.enabled = False
    assert not player.play("deal")
    player.enabled, player.volume = True, 0
    assert not player.play("deal")
    player.volume = 70
    for _ in range(sound.MAX_FAILURES + 2):  # no audio device: the player fails every time
        player.play("deal")
        deadline = time.monotonic() + 5
        while player._playing and time.monotonic() < deadline:
            time.sleep(0.05)
            player._reap()
    assert not player.available() and not player.play("deal")
    player.shutdown()
    missing = sound.SoundPlayer((str(tmp_path / "no-such-player"),))
    assert not missing.play("card") and not missing.available()
    nothing = sound.SoundPlayer(())
    assert not nothing.play("card")


@pytest.mark.slow
def test_no_sound_offscreen_and_the_game_goes_on(window):
    assert QApplication.platformName() == "offscreen"
    assert sound.find_player() is None
    window.start_game(find_variant("classic"), seed=3)
    _finish_a_deal(window)
    assert window.sound.command is None and window.sound.played == []


@pytest.mark.slow
def test_window_plays_its_sounds(window, monkeypatch, qtbot):
    started = []
    monkeypatch.setattr(window.sound, "play", lambda name: started.append(name) or True)
    window.start_game(find_variant("classic"), seed=6)
    _finish_a_deal(window)
    assert started[0] == "deal" and "bid" in started and started.count("card") == 32 and "end" in started
    qtbot.waitUntil(lambda: started.count("trick") == 8, timeout=3000)  # each after its last card
