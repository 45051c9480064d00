"""The review strip's cards wear the corner letters the table's cards wear: in French with the language's letters
chosen, a jack, queen and king read V, D and R on the strip as in the hand, not J, Q and K."""

from __future__ import annotations

from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from belote_desktop.engine import Card
from belote_desktop.ui.table import card_art
from belote_desktop.ui.table.card_item import CardItem
from belote_desktop.ui.table.layout import Geometry
from belote_desktop.ui.table.review_marks import ReviewStrip, entries_for

FRENCH = ("V", "D", "R", "A")


def test_the_strip_draws_its_faces_with_the_tables_letters_and_design(qapp, monkeypatch):
    monkeypatch.setattr(CardItem, "letters", FRENCH)  # what Preferences sets in French (card_art.card_letters)
    monkeypatch.setattr(CardItem, "design", card_art.CardDesign.TRADITIONAL)  # the court figures chosen
    drawn: list[tuple[Card, tuple[str, ...], object]] = []
    real = card_art.render_face

    def spy(card, width, style=card_art.CardStyle.CLASSIC, dpr=1.0, letters=card_art.ENGLISH_LETTERS,
            design=card_art.CardDesign.SIMPLE):
        drawn.append((card, tuple(letters), design))
        return real(card, width, style, dpr, letters, design)

    monkeypatch.setattr(card_art, "render_face", spy)
    cards = [Card.parse(t) for t in "JH QS KD 7C".split()]
    strip = ReviewStrip(entries_for(list(enumerate(cards, start=1)), {}))
    strip.place(Geometry(1100, 700))
    image = QImage(1100, 700, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    strip.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    assert [card for card, _letters, _design in drawn] == cards
    assert all(letters == FRENCH for _card, letters, _design in drawn)
    assert all(design == CardItem.design for _card, _letters, design in drawn)
