"""Two card designs: Simple (today's figures) and Traditional (the figures as the old French packs print them:
double-ended, four inks, heavy outlines, their names); chosen in Settings beside the card size, kept in the
settings, applied to the table at once."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtGui import QImage

from belote_desktop.engine.cards import CARDS, Rank
from belote_desktop.storage import settings as settings_store
from belote_desktop.ui.table import card_art, court_art
from belote_desktop.ui.table.card_art import CardDesign, CardStyle
from belote_desktop.ui.table.card_item import CardItem

COURTS = [c for c in CARDS if c.rank in (Rank.JACK, Rank.QUEEN, Rank.KING)]


def _bytes(pixmap) -> bytes:
    image = pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32)
    return bytes(image.constBits())


@pytest.mark.parametrize("width", [44, 82, 160])
def test_both_designs_draw_every_card_and_differ_only_in_the_courts(qapp, width):
    for card in CARDS:
        simple = card_art.render_face(card, width, CardStyle.CLASSIC, 1.0, card_art.ENGLISH_LETTERS,
                                      CardDesign.SIMPLE)
        traditional = card_art.render_face(card, width, CardStyle.CLASSIC, 1.0, card_art.ENGLISH_LETTERS,
                                           CardDesign.TRADITIONAL)
        assert not traditional.isNull() and traditional.size() == simple.size()
        if card in COURTS:
            assert _bytes(simple) != _bytes(traditional), card
        else:
            assert _bytes(simple) == _bytes(traditional), card


def test_traditional_courts_are_double_ended_in_four_inks_with_their_names(qapp):
    from PySide6.QtCore import QByteArray
    from PySide6.QtSvg import QSvgRenderer

    names = set()
    simple = "".join(court_art.court_svg(card.suit, card.rank) for card in COURTS)
    for card in COURTS:
        svg = court_art.court_svg(card.suit, card.rank, traditional=True)
        assert QSvgRenderer(QByteArray(svg.encode())).isValid()
        assert 'rotate(180' in svg  # the lower end is the upper one turned
        for colour in ("#2f7d46", "#6f3a8c", "#8a5a2b"):  # the simple design's green, purple and wood
            assert colour in simple and colour not in svg, (card, colour)
        names.add(court_art.NAMES[card.rank][card.suit])
    assert len(names) == 12


def test_card_design_is_kept_and_a_bad_value_falls_back():
    chosen = dataclasses.replace(settings_store.Settings(), card_design="traditional")
    settings_store.save_settings(chosen)
    loaded, problems = settings_store.load_settings()
    assert loaded.card_design == "traditional" and problems == []
    document = {**settings_store.Settings().to_dict(), "card_design": "baroque"}
    fixed, reset = settings_store.settings_from_dict(document)
    assert fixed.card_design == "simple" and reset == ["card_design"]


def test_settings_offer_the_design_and_the_size_and_the_table_shows_them_at_once(qtbot, window):
    from belote_desktop.storage.settings import Settings
    from belote_desktop.ui.dialogs.settings_dialog import SettingsDialog

    s = Settings()
    dialog = SettingsDialog(s)
    qtbot.addWidget(dialog)
    previews = []
    dialog.previewChanged.connect(previews.append)
    dialog.card_design.setCurrentIndex(dialog.card_design.findData("traditional"))
    dialog.card_size.setCurrentIndex(dialog.card_size.findData("large"))
    out = dialog.settings()
    assert out == dataclasses.replace(s, card_design="traditional", card_size="large")
    assert previews and previews[-1].card_size == "large"
    normal = window.scene.geometry.big
    window.preferences.preview_look(out)
    assert CardItem.design is CardDesign.TRADITIONAL
    assert window.scene.geometry.big > normal
    window.preferences.preview_look(s)  # the dialog cancelled: as it was
    assert CardItem.design is CardDesign.SIMPLE and window.scene.geometry.big == normal
