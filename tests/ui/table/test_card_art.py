"""Card art: every face and back renders at the right size and pixel ratio, faces differ,
styles differ in colour, the pixmap cache hands back the same object."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QRectF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter, QTransform  # noqa: E402

from belote_desktop.engine.cards import CARDS, Card, Rank, Suit  # noqa: E402
from belote_desktop.ui.table import card_art  # noqa: E402
from belote_desktop.ui.table.card_art import (  # noqa: E402
    CARD_ASPECT,
    BackStyle,
    CardStyle,
    card_height,
    paint_back,
    paint_face,
    paint_highlight,
    render_back,
    render_face,
)

WIDTHS = (40, 48, 90, 240)


def _image(pixmap) -> QImage:
    return pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32)


def _bytes(pixmap) -> bytes:
    image = _image(pixmap)  # kept alive while its bits are copied: constBits() points into it
    return bytes(image.constBits())


def test_aspect():
    assert 1.35 <= CARD_ASPECT <= 1.45
    assert card_height(100) == 140


@pytest.mark.parametrize("style", list(CardStyle))
@pytest.mark.parametrize("width", WIDTHS)
def test_every_face_renders(qapp, style, width):
    assert len(CARDS) == 36
    for dpr in (1.0, 2.0):
        for card in CARDS:
            pm = render_face(card, width, style, dpr)
            assert not pm.isNull()
            assert pm.devicePixelRatio() == dpr
            assert (pm.width(), pm.height()) == (round(width * dpr), round(card_height(width) * dpr))
            assert pm.deviceIndependentSize().width() == pytest.approx(width)


@pytest.mark.parametrize("back", list(BackStyle))
def test_backs_render(qapp, back):
    for width in WIDTHS:
        for dpr in (1.0, 1.5, 2.0):
            pm = render_back(width, dpr, back)
            assert not pm.isNull()
            assert pm.devicePixelRatio() == dpr
            assert (pm.width(), pm.height()) == (round(width * dpr), round(card_height(width) * dpr))
    assert len({_bytes(render_back(90, 1.0, b)) for b in BackStyle}) == len(BackStyle)


def test_rounded_corners_and_opaque_centre(qapp):
    img = _image(render_face(Card.parse("9H"), 90, CardStyle.CLASSIC, 1.0))
    assert img.pixelColor(0, 0).alpha() == 0  # outside the rounded corner
    assert img.pixelColor(img.width() // 2, img.height() // 2).alpha() == 255


@pytest.mark.parametrize("width", (40, 90))
def test_faces_differ(qapp, width):
    for style in CardStyle:
        images = {_bytes(render_face(card, width, style, 1.0)) for card in CARDS}
        assert len(images) == len(CARDS)
    # the styles differ exactly where the colours do: spades and hearts are alike
    for card in CARDS:
        classic = _bytes(render_face(card, width, CardStyle.CLASSIC, 1.0))
        four = _bytes(render_face(card, width, CardStyle.FOUR_COLOUR, 1.0))
        assert (classic != four) == (card.suit in (Suit.DIAMONDS, Suit.CLUBS))


def _ink(img: QImage) -> tuple[int, int, int]:
    """Counts of strongly red, blue and green pixels."""
    red = blue = green = 0
    for y in range(0, img.height(), 2):
        for x in range(0, img.width(), 2):
            c = img.pixelColor(x, y)
            r, g, b = c.red(), c.green(), c.blue()
            if c.alpha() < 255:
                continue
            red += r > g + 80 and r > b + 80
            blue += b > r + 80 and b > g + 40
            green += g > r + 60 and g > b + 40
    return red, blue, green


def test_four_colour_diamonds_are_blue_and_clubs_green(qapp):
    nine_d = Card.parse("9D")
    red, blue, _ = _ink(_image(render_face(nine_d, 90, CardStyle.CLASSIC, 1.0)))
    assert red > 100 and blue == 0
    red, blue, _ = _ink(_image(render_face(nine_d, 90, CardStyle.FOUR_COLOUR, 1.0)))
    assert blue > 100 and red == 0
    _, _, green = _ink(_image(render_face(Card.parse("9C"), 90, CardStyle.FOUR_COLOUR, 1.0)))
    assert green > 100
    _, _, green = _ink(_image(render_face(Card.parse("9C"), 90, CardStyle.CLASSIC, 1.0)))
    assert green == 0


def test_cache_returns_same_object(qapp):
    card = Card.parse("QS")
    a = render_face(card, 90, CardStyle.CLASSIC, 1.0)
    assert render_face(card, 90, CardStyle.CLASSIC, 1.0) is a
    assert render_face(card, 91, CardStyle.CLASSIC, 1.0) is not a
    assert render_face(card, 90, CardStyle.FOUR_COLOUR, 1.0) is not a
    assert render_face(card, 90, CardStyle.CLASSIC, 2.0) is not a
    b = render_back(90, 2.0, BackStyle.RED)
    assert render_back(90, 2.0, BackStyle.RED) is b
    assert render_back(90, 2.0, BackStyle.BLUE) is not b
    card_art.clear_cache()
    assert render_face(card, 90, CardStyle.CLASSIC, 1.0) is not a


def test_high_dpi_has_more_detail(qapp):
    """A dpr-2 pixmap is drawn at double resolution, not upscaled from dpr 1."""
    card = Card.parse("KH")
    hi = _image(render_face(card, 90, CardStyle.CLASSIC, 2.0))
    lo = _image(render_face(card, 90, CardStyle.CLASSIC, 1.0))
    up = lo.scaled(hi.width(), hi.height(), Qt.AspectRatioMode.IgnoreAspectRatio,
                   Qt.TransformationMode.FastTransformation)
    assert bytes(hi.constBits()) != bytes(up.constBits())


def test_paint_directly_at_any_transform(qapp):
    """paint_face / paint_back / paint_highlight work under a scaled, rotated painter."""
    img = QImage(300, 300, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setTransform(QTransform().translate(150, 150).rotate(30).scale(1.7, 1.7))
    rect = QRectF(-30, -42, 60, 84)
    paint_face(p, rect, Card.of(Suit.CLUBS, Rank.TEN), CardStyle.FOUR_COLOUR)
    before = img.copy()
    paint_highlight(p, rect, QColor("#ffd54a"))
    p.end()
    assert img != before
    p = QPainter(img)
    paint_back(p, QRectF(0, 0, 40, 56))
    paint_highlight(p, QRectF(0, 0, 40, 56), "#4fc3f7")
    p.end()
    assert img.pixelColor(20, 28).alpha() == 255


def test_a_font_without_outlines_falls_back_and_never_stops_the_drawing(qapp, monkeypatch):
    """A system whose named fonts resolve to a bitmap face (a bare Windows under Wine) must still draw cards:
    the indices come from the next font with outlines, or are left out; painting never raises."""
    card = Card.parse("10H")
    card_art.clear_cache()
    card_art._glyphs.cache_clear()
    normal = _bytes(render_face(card, 90, CardStyle.CLASSIC, 1.0))
    real_cap_height = card_art._cap_height
    named = card_art._font(card_art._SANS, card_art.QFont.Weight.Bold).families()

    def bitmap_for_the_named(font):  # the named families have no outlines here
        return 0.0 if font.families() == named else real_cap_height(font)

    try:
        monkeypatch.setattr(card_art, "_cap_height", bitmap_for_the_named)
        card_art.clear_cache()
        card_art._glyphs.cache_clear()
        path, cap = card_art._glyphs("10", False)
        assert cap > 0 and not path.isEmpty()  # another family drew the index
        monkeypatch.setattr(card_art, "_cap_height", lambda font: 0.0)  # no outlines anywhere
        card_art.clear_cache()
        card_art._glyphs.cache_clear()
        path, cap = card_art._glyphs("10", False)
        assert path.isEmpty() and cap == 1.0
        bare = _bytes(render_face(card, 90, CardStyle.CLASSIC, 1.0))  # drawn, without its indices
        assert bare != normal and len(bare) == len(normal)
    finally:
        monkeypatch.undo()
        card_art.clear_cache()
        card_art._glyphs.cache_clear()
