"""Portraits of the twelve court cards, written here as SVG and drawn with QtSvg (vectors only).

Each court is a French-pattern, double-ended portrait: the upper half is drawn in a 150 x 165 box whose
bottom edge is the card's middle line, and the lower half is the same drawing turned 180 degrees about
that line. The three ranks are three different figures (the king bearded, crowned and in an ermine
cape; the queen with long hair, a coronet and a flower or fan; the jack young, in a plumed hat, holding
a weapon), and each suit gives its figure its own colours, hair, headgear and object, so the four
kings are four different men. Every shape is a path, so the portraits are sharp at any scale.

``court_svg(suit, rank)`` returns the SVG text; ``court_renderer`` a cached ``QSvgRenderer`` of one end.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray

from belote_desktop.engine.cards import Rank, Suit

if TYPE_CHECKING:  # QtSvg is loaded with the first court drawn, not when the window starts
    from PySide6.QtSvg import QSvgRenderer

__all__ = ["HALF_H", "NAMES", "VIEW_H", "VIEW_W", "court_renderer", "court_svg"]

VIEW_W = 150.0
HALF_H = 165.0
VIEW_H = 2 * HALF_H

_INK = "#2b211c"  # outlines
_SKIN = "#f6d8bc"
_SKIN_SHADE = "#e8b894"
_WHITE = "#fbf8f0"
_GOLD = "#e9b928"
_GOLD_DARK = "#9a7212"
_RED = "#c8242c"
_BLUE = "#2c56a8"
_GREEN = "#2f7d46"
_PURPLE = "#6f3a8c"
_BLACK = "#25242b"
_STEEL = "#c9ced6"
_WOOD = "#8a5a2b"


@dataclass(frozen=True)
class _Palette:
    robe: str  # the main garment
    second: str  # the tunic / bodice / doublet front
    accent: str  # sleeves, jewels, lining
    hair: str


_PALETTES: dict[Rank, dict[Suit, _Palette]] = {
    Rank.KING: {
        Suit.SPADES: _Palette(_BLUE, _GOLD, _RED, "#d9d6d0"),
        Suit.HEARTS: _Palette(_RED, _GOLD, _BLUE, "#7a4a22"),
        Suit.CLUBS: _Palette(_GREEN, _RED, _GOLD, "#2a1f1a"),
        Suit.DIAMONDS: _Palette(_PURPLE, _GOLD, _GREEN, "#b5562a"),
    },
    Rank.QUEEN: {
        Suit.SPADES: _Palette(_BLACK, _BLUE, _GOLD, "#3b2a20"),
        Suit.HEARTS: _Palette(_RED, _GOLD, _GREEN, "#e8c15a"),
        Suit.CLUBS: _Palette(_PURPLE, _GOLD, _GREEN, "#a4461f"),
        Suit.DIAMONDS: _Palette(_BLUE, _RED, _GOLD, "#1f1a18"),
    },
    Rank.JACK: {
        Suit.SPADES: _Palette(_BLUE, "#e4ddcc", _RED, "#e2bd5e"),
        Suit.HEARTS: _Palette(_RED, _BLUE, _GOLD, "#6b3f1d"),
        Suit.CLUBS: _Palette(_GREEN, _GOLD, _RED, "#b4471c"),
        Suit.DIAMONDS: _Palette(_GOLD, _RED, _BLUE, "#262120"),
    },
}

# The traditional design: the same figures printed as on old French packs, in the four inks of the stencil
# (vermilion, blue, yellow, black) on white, with heavy outlines and engraved shading; each court has its name.
_P_RED, _P_BLUE, _P_YELLOW, _P_BLACK = "#cc1f2d", "#1f4a9c", "#f2c21b", "#161616"
_TRADITIONAL: dict[Rank, dict[Suit, _Palette]] = {
    Rank.KING: {
        Suit.SPADES: _Palette(_P_BLUE, _P_YELLOW, _P_RED, _P_BLACK),
        Suit.HEARTS: _Palette(_P_RED, _P_YELLOW, _P_BLUE, _P_YELLOW),
        Suit.CLUBS: _Palette(_P_RED, _P_BLUE, _P_YELLOW, _P_BLACK),
        Suit.DIAMONDS: _Palette(_P_BLUE, _P_RED, _P_YELLOW, _P_YELLOW),
    },
    Rank.QUEEN: {
        Suit.SPADES: _Palette(_P_BLUE, _P_RED, _P_YELLOW, _P_BLACK),
        Suit.HEARTS: _Palette(_P_RED, _P_BLUE, _P_YELLOW, _P_YELLOW),
        Suit.CLUBS: _Palette(_P_YELLOW, _P_RED, _P_BLUE, _P_BLACK),
        Suit.DIAMONDS: _Palette(_P_RED, _P_YELLOW, _P_BLUE, _P_YELLOW),
    },
    Rank.JACK: {
        Suit.SPADES: _Palette(_P_RED, _P_YELLOW, _P_BLUE, _P_YELLOW),
        Suit.HEARTS: _Palette(_P_BLUE, _P_RED, _P_YELLOW, _P_BLACK),
        Suit.CLUBS: _Palette(_P_YELLOW, _P_BLUE, _P_RED, _P_BLACK),
        Suit.DIAMONDS: _Palette(_P_RED, _P_BLUE, _P_YELLOW, _P_YELLOW),
    },
}
# every other colour of the figures, printed in the four inks (skin left nearly white, as on the old packs)
_PRINTED = {
    _INK: _P_BLACK,
    _SKIN: "#fdf3e7",
    _SKIN_SHADE: "#f3dcc4",
    _GOLD: _P_YELLOW,
    _GOLD_DARK: _P_BLACK,
    _RED: _P_RED,
    _BLUE: _P_BLUE,
    _GREEN: _P_BLUE,
    _PURPLE: _P_RED,
    _BLACK: _P_BLACK,
    _STEEL: "#ffffff",
    _WOOD: _P_YELLOW,
    "#f08a24": _P_RED,
    "#ffd75e": _P_YELLOW,
    "#b5461a": _P_BLACK,
    "#e4ddcc": "#ffffff",
}
# the names the Paris pattern gives its courts
NAMES: dict[Rank, dict[Suit, str]] = {
    Rank.KING: {Suit.SPADES: "DAVID", Suit.HEARTS: "CHARLES", Suit.DIAMONDS: "CÉSAR", Suit.CLUBS: "ALEXANDRE"},
    Rank.QUEEN: {Suit.SPADES: "PALLAS", Suit.HEARTS: "JUDITH", Suit.DIAMONDS: "RACHEL", Suit.CLUBS: "ARGINE"},
    Rank.JACK: {Suit.SPADES: "OGIER", Suit.HEARTS: "LA HIRE", Suit.DIAMONDS: "HECTOR", Suit.CLUBS: "LANCELOT"},
}


def _printed(svg: str) -> str:
    """``svg`` in the traditional inks, its outlines half as heavy again."""
    for colour, ink in _PRINTED.items():
        svg = svg.replace(f'"{colour}"', f'"{ink}"')
    return re.sub(r'stroke-width="([0-9.]+)"', lambda m: f'stroke-width="{float(m.group(1)) * 1.5:.2f}"', svg)


# Small suit marks (one unit tall, centred on 0,0) for the emblem a figure wears.
_SUIT_MARK = {
    Suit.SPADES: "M0,-0.5 C0.16,-0.3 0.5,-0.12 0.5,0.12 C0.5,0.3 0.37,0.39 0.25,0.39 C0.13,0.39 0.06,0.33 "
    "0.035,0.26 Q0.07,0.44 0.21,0.5 L-0.21,0.5 Q-0.07,0.44 -0.035,0.26 C-0.06,0.33 -0.13,0.39 -0.25,0.39 "
    "C-0.37,0.39 -0.5,0.3 -0.5,0.12 C-0.5,-0.12 -0.16,-0.3 0,-0.5 Z",
    Suit.HEARTS: "M0,0.5 C-0.16,0.3 -0.52,0.1 -0.52,-0.2 C-0.52,-0.4 -0.38,-0.52 -0.25,-0.52 C-0.11,-0.52 "
    "-0.03,-0.43 0,-0.31 C0.03,-0.43 0.11,-0.52 0.25,-0.52 C0.38,-0.52 0.52,-0.4 0.52,-0.2 C0.52,0.1 "
    "0.16,0.3 0,0.5 Z",
    Suit.DIAMONDS: "M0,-0.5 Q0.17,-0.21 0.39,0 Q0.17,0.21 0,0.5 Q-0.17,0.21 -0.39,0 Q-0.17,-0.21 0,-0.5 Z",
    # three lobes (circles, below) and a flared stem
    Suit.CLUBS: "M0.045,0 Q0.06,0.42 0.21,0.5 L-0.21,0.5 Q-0.06,0.42 -0.045,0 Z",
}
_SUIT_INK = {Suit.SPADES: _BLACK, Suit.CLUBS: _BLACK, Suit.HEARTS: _RED, Suit.DIAMONDS: _RED}
_INK_TOKEN = "@ink@"


_CLUB_LOBES = ((0.0, -0.275), (-0.275, 0.07), (0.275, 0.07), (0.0, 0.0))


def _mark(suit: Suit, x: float, y: float, size: float, fill: str | None = None) -> str:
    """A suit mark ``size`` tall at (x, y), with a thin pale edge so it reads on any cloth."""
    ink = fill or _INK_TOKEN  # the card's ink for its suit, filled in by court_svg
    shapes = f'<path d="{_SUIT_MARK[suit]}"/>'
    if suit is Suit.CLUBS:
        shapes += "".join(f'<circle cx="{cx}" cy="{cy}" r="{0.225 if cy else 0.13}"/>' for cx, cy in _CLUB_LOBES)
    edge = f'<g fill="{_WHITE}" stroke="{_WHITE}" stroke-width="{2.4 / size:.3f}">{shapes}</g>'
    return f'<g transform="translate({x},{y}) scale({size})">{edge}<g fill="{ink}">{shapes}</g></g>'


def _p(d: str, fill: str, stroke: str = _INK, width: float = 1.2, extra: str = "") -> str:
    return f'<path d="{d}" fill="{fill}" stroke="{stroke}" stroke-width="{width}" stroke-linejoin="round"{extra}/>'


# --------------------------------------------------------------------------- faces


def _face(rank: Rank, suit: Suit, pal: _Palette) -> str:
    """Neck, face and features; the head is centred on x=72, the chin at y=84."""
    out = [
        _p("M64,78 L64,96 L80,96 L80,78 Z", _SKIN_SHADE, width=1.0),
        _p("M55,58 C55,42 63,38 72,38 C81,38 89,42 89,58 C89,72 82,84 72,84 C62,84 55,72 55,58 Z", _SKIN),
        # ears
        _p("M55,58 C51,56 51,65 56,66", _SKIN, width=1.0),
        _p("M89,58 C93,56 93,65 88,66", _SKIN, width=1.0),
    ]
    # brows, eyes, nose, mouth
    brow = 1.5 if rank is Rank.KING else 1.1
    out.append(
        f'<path d="M60,52 Q64.5,49.5 69,52 M75,52 Q79.5,49.5 84,52" fill="none" stroke="{pal.hair if rank is not Rank.QUEEN else _INK}" '
        f'stroke-width="{brow}" stroke-linecap="round"/>'
    )
    eye = "#3b5f8a" if suit in (Suit.SPADES, Suit.DIAMONDS) else "#5a3a1e"
    out.append(
        f'<path d="M60.5,56.5 Q64.5,53.5 68.5,56.5 Q64.5,58.8 60.5,56.5 Z M75.5,56.5 Q79.5,53.5 83.5,56.5 '
        f'Q79.5,58.8 75.5,56.5 Z" fill="{_WHITE}" stroke="{_INK}" stroke-width="0.8"/>'
    )
    out.append(f'<circle cx="64.7" cy="56.4" r="1.5" fill="{eye}"/><circle cx="79.7" cy="56.4" r="1.5" fill="{eye}"/>')
    if rank is Rank.QUEEN:  # lashes
        out.append(f'<path d="M60.5,56.5 L59,55 M83.5,56.5 L85,55" stroke="{_INK}" stroke-width="0.8" fill="none"/>')
    out.append('<path d="M72,57 Q70.5,64 69.5,67 Q72,68.6 74.5,67" fill="none" stroke="#b07a55" stroke-width="1"/>')
    cheek = "#f0a9a0" if rank is not Rank.KING else "#e9a38e"
    out.append(
        f'<ellipse cx="62" cy="66" rx="3.6" ry="2.4" fill="{cheek}" opacity="0.6"/>'
        f'<ellipse cx="82" cy="66" rx="3.6" ry="2.4" fill="{cheek}" opacity="0.6"/>'
    )
    lips = "#c23a3f" if rank is Rank.QUEEN else "#a8544a"
    out.append(_p("M67,73 Q72,71.2 77,73 Q72,76.5 67,73 Z", lips, stroke="#7a2a26", width=0.6))
    return "".join(out)


def _king_beard(suit: Suit, pal: _Palette) -> str:
    hair = pal.hair
    shapes = {
        # long and pointed, to the chest
        Suit.SPADES: "M56,64 C55,86 64,104 72,114 C80,104 89,86 88,64 C85,72 80,77 72,77 C64,77 59,72 56,64 Z",
        # short and curly, round
        Suit.HEARTS: "M56,64 C54,80 60,92 72,94 C84,92 90,80 88,64 C85,72 80,77 72,77 C64,77 59,72 56,64 Z",
        # forked, two points
        Suit.CLUBS: "M56,64 C55,84 60,98 66,106 L72,96 L78,106 C84,98 89,84 88,64 C85,72 80,77 72,77 "
        "C64,77 59,72 56,64 Z",
        # broad and square
        Suit.DIAMONDS: "M55,62 C53,82 56,98 60,100 L84,100 C88,98 91,82 89,62 C85,72 80,77 72,77 C64,77 59,72 55,62 Z",
    }
    out = [_p(shapes[suit], hair)]
    # curls / strands
    light = "#ffffff" if suit is Suit.SPADES else "#000000"
    if suit is Suit.HEARTS:
        strands = "M62,82 q3,3 6,0 M70,86 q3,3 6,0 M66,90 q3,2 6,0 M76,82 q3,3 6,0"
    elif suit is Suit.CLUBS:
        strands = "M64,84 L67,98 M72,84 L72,94 M80,84 L77,98"
    elif suit is Suit.SPADES:
        strands = "M66,84 L70,104 M72,84 L72,108 M78,84 L74,104"
    else:
        strands = "M62,84 L62,98 M68,84 L68,99 M76,84 L76,99 M82,84 L82,98"
    out.append(f'<path d="{strands}" fill="none" stroke="{light}" stroke-opacity="0.35" stroke-width="1"/>')
    # moustache
    out.append(
        _p(
            "M62,71 C66,67 70,69 72,70 C74,69 78,67 82,71 C79,73.5 75,72.5 72,72.5 C69,72.5 65,73.5 62,71 Z",
            hair,
            width=0.8,
        )
    )
    return "".join(out)


# --------------------------------------------------------------------------- headgear and hair


def _king_hair(pal: _Palette) -> str:
    return _p(
        "M53,50 C46,64 47,82 54,92 L62,86 C58,76 57,62 58,52 Z M91,50 C98,64 97,82 90,92 L82,86 C86,76 87,62 86,52 Z",
        pal.hair,
    )


def _king_crown(suit: Suit, pal: _Palette) -> str:
    jewel = {Suit.SPADES: _RED, Suit.HEARTS: _BLUE, Suit.CLUBS: _RED, Suit.DIAMONDS: _GREEN}[suit]
    out = [
        # velvet cap inside the crown
        _p("M55,40 C56,22 88,22 89,40 Z", pal.accent),
        _p("M52,44 L50,20 L59,30 L64,13 L72,27 L80,13 L85,30 L94,20 L92,44 Z", _GOLD, stroke=_GOLD_DARK),
        _p("M51,36 L93,36 L92,46 L52,46 Z", _GOLD, stroke=_GOLD_DARK),
    ]
    for x, y in ((50, 19), (64, 12), (80, 12), (94, 19)):
        out.append(f'<circle cx="{x}" cy="{y}" r="2.6" fill="{_WHITE}" stroke="{_GOLD_DARK}" stroke-width="0.8"/>')
    out.append(_mark(suit, 72, 22, 7, _WHITE if suit in (Suit.SPADES, Suit.CLUBS) else None))
    if suit is Suit.CLUBS:  # a closed, arched crown topped with a cross
        out.append(_p("M54,38 C54,20 90,20 90,38 M72,36 L72,20", "none", stroke=_GOLD_DARK, width=3.4))
        out.append(_p("M54,38 C54,20 90,20 90,38 M72,36 L72,20", "none", stroke=_GOLD, width=2))
        out.append(
            _p(
                "M70,9 L74,9 L74,12 L77,12 L77,15 L74,15 L74,20 L70,20 L70,15 L67,15 L67,12 L70,12 Z",
                _GOLD,
                stroke=_GOLD_DARK,
                width=0.8,
            )
        )
    for x in (58, 72, 86):
        out.append(
            f'<ellipse cx="{x}" cy="41" rx="3.2" ry="2.6" fill="{jewel}" stroke="{_GOLD_DARK}" stroke-width="0.7"/>'
        )
    return "".join(out)


def _queen_hair_back(suit: Suit, pal: _Palette) -> str:
    if suit is Suit.CLUBS:  # under a veil: hair only at the temples
        return _p(
            "M54,46 C50,58 50,72 54,80 L58,76 C57,64 57,54 60,48 Z M90,46 C94,58 94,72 90,80 L86,76 "
            "C87,64 87,54 84,48 Z",
            pal.hair,
        )
    # long hair falling over the shoulders, waved
    return _p(
        "M60,36 C46,38 46,58 48,72 C50,86 42,96 38,110 C44,114 52,112 58,106 C56,92 57,76 57,58 "
        "Z M84,36 C98,38 98,58 96,72 C94,86 102,96 106,110 C100,114 92,112 86,106 C88,92 87,76 87,58 Z",
        pal.hair,
    )


def _queen_hair_front(suit: Suit, pal: _Palette) -> str:
    if suit is Suit.CLUBS:
        return ""
    return _p("M55,52 C56,38 66,34 72,38 C78,34 88,38 89,52 C84,44 78,43 72,46 C66,43 60,44 55,52 Z", pal.hair)


def _queen_headdress(suit: Suit, pal: _Palette) -> str:
    if suit is Suit.CLUBS:  # a veil over the head and shoulders, with a gold circlet
        return (
            _p(
                "M72,30 C54,30 46,44 46,62 C46,82 40,100 34,116 L48,112 C54,96 56,76 56,58 C56,46 62,40 72,40 "
                "C82,40 88,46 88,58 C88,76 90,96 96,112 L110,116 C104,100 98,82 98,62 C98,44 90,30 72,30 Z",
                _WHITE,
            )
            + _p("M54,44 C60,36 84,36 90,44 L88,48 C82,42 62,42 56,48 Z", _GOLD, stroke=_GOLD_DARK)
            + f'<circle cx="72" cy="39.5" r="3" fill="{_RED}" stroke="{_GOLD_DARK}" stroke-width="0.7"/>'
        )
    if suit is Suit.DIAMONDS:  # a pearl tiara
        pearls = "".join(
            f'<circle cx="{x}" cy="{y}" r="2.2" fill="{_WHITE}" stroke="#9a9484" stroke-width="0.6"/>'
            for x, y in ((58, 37), (62, 32), (67, 29), (72, 28), (77, 29), (82, 32), (86, 37))
        )
        return (
            _p("M56,42 C60,32 84,32 88,42 L86,44 C80,37 64,37 58,44 Z", _GOLD, stroke=_GOLD_DARK)
            + pearls
            + _mark(Suit.DIAMONDS, 72, 22, 9)
        )
    # a coronet with fleurons
    gem = _RED if suit is Suit.SPADES else _BLUE
    return (
        _p("M56,42 L55,30 L61,35 L66,24 L72,32 L78,24 L83,35 L89,30 L88,42 Z", _GOLD, stroke=_GOLD_DARK)
        + "".join(
            f'<circle cx="{x}" cy="{y}" r="2" fill="{_WHITE}" stroke="{_GOLD_DARK}" stroke-width="0.6"/>'
            for x, y in ((55, 29), (66, 23), (78, 23), (89, 29))
        )
        + f'<ellipse cx="72" cy="38" rx="3" ry="2.6" fill="{gem}" stroke="{_GOLD_DARK}" stroke-width="0.6"/>'
        + _mark(suit, 72, 24, 7)
    )


def _jack_hair(suit: Suit, pal: _Palette) -> str:
    if suit is Suit.SPADES:  # a fair page-boy bob
        return _p(
            "M54,46 C48,60 50,78 56,84 L60,80 C58,70 58,58 60,50 Z M90,46 C96,60 94,78 88,84 L84,80 "
            "C86,70 86,58 84,50 Z",
            pal.hair,
        )
    if suit is Suit.HEARTS:  # curls
        curls = "".join(
            f'<circle cx="{x}" cy="{y}" r="4.4" fill="{pal.hair}" stroke="{_INK}" stroke-width="0.9"/>'
            for x, y in ((54, 52), (52, 61), (53, 70), (90, 52), (92, 61), (91, 70))
        )
        return curls
    if suit is Suit.CLUBS:  # long red hair and a moustache
        return _p(
            "M54,46 C46,62 48,84 52,96 L60,92 C58,78 57,60 60,50 Z M90,46 C98,62 96,84 92,96 L84,92 "
            "C86,78 87,60 84,50 Z",
            pal.hair,
        )
    return _p(
        "M55,46 C51,56 52,66 55,72 L58,70 C58,62 58,54 60,50 Z M89,46 C93,56 92,66 89,72 L86,70 C86,62 86,54 84,50 Z",
        pal.hair,
    )


def _jack_hat(suit: Suit, pal: _Palette) -> str:
    if suit is Suit.SPADES:  # a flat cap with a tall plume
        return (
            _p("M92,36 C96,22 106,14 120,12 C113,18 108,26 100,38 Z", _WHITE)
            + _p("M96,34 C101,25 108,18 116,15", "none", width=0.8)
            + _p("M46,44 C44,30 62,24 76,24 C92,24 102,32 100,44 Z", _BLACK)
            + _p("M44,44 L102,44 L100,50 L46,50 Z", _GOLD, stroke=_GOLD_DARK)
            + _mark(suit, 58, 37, 8)
        )
    if suit is Suit.HEARTS:  # a beret tilted, with a feather falling back
        return (
            _p("M44,46 C36,34 50,20 72,20 C96,20 106,30 100,44 C90,40 56,40 44,46 Z", pal.robe)
            + _p("M48,34 C34,26 24,26 16,32 C26,32 36,36 46,42 Z", _GOLD, stroke=_GOLD_DARK)
            + _p("M46,44 C60,38 86,38 100,44 L100,48 C86,42 60,42 46,48 Z", _GOLD, stroke=_GOLD_DARK)
            + f'<circle cx="56" cy="38" r="4" fill="{pal.accent}" stroke="{_INK}" stroke-width="0.8"/>'
        )
    if suit is Suit.CLUBS:  # a wide-brimmed hat
        return (
            _p("M30,44 C40,38 104,38 114,44 C104,50 40,50 30,44 Z", _BLACK)
            + _p("M52,42 C52,24 60,16 72,16 C84,16 92,24 92,42 Z", _BLACK)
            + _p("M52,36 L92,36 L92,42 L52,42 Z", pal.accent)
            + _p("M88,36 C96,22 104,16 114,14 C106,22 100,30 92,38 Z", pal.second, stroke=_GOLD_DARK)
        )
    # a soft cap with a hanging liripipe
    return (
        _p("M50,46 C46,26 62,18 76,18 C92,18 100,28 96,46 Z", pal.second)
        + _p("M94,30 C106,30 114,40 116,56 C110,50 104,44 96,42 Z", pal.second)
        + _p("M48,46 L98,46 L96,51 L50,51 Z", _GOLD, stroke=_GOLD_DARK)
        + _mark(suit, 72, 32, 9, _WHITE)
    )


# --------------------------------------------------------------------------- bodies


def _robe(rank: Rank, suit: Suit, pal: _Palette, hatched: bool = False) -> str:
    out = [_p("M10,165 L10,124 C10,106 30,96 56,94 L88,94 C114,96 134,106 134,124 L134,165 Z", pal.robe)]
    if hatched:  # the engraver's shading: fine slanting lines over the cloth, below the shoulders
        out.append(
            '<path d="'
            + " ".join(f"M{x},165 L{x + 20},128" for x in range(13, 114, 5))
            + f'" stroke="{_INK}" stroke-opacity="0.45" stroke-width="0.8" fill="none"/>'
        )
    out.append(_EMBROIDERY.get(rank, ""))
    out += _DRESS.get(rank, _jack_dress)(suit, pal)
    return "".join(out)


# embroidery on the robe: gold crosslets (king), pale dots (queen)
_EMBROIDERY = {
    Rank.KING: "".join(
        f'<path d="M{x},{y - 3} L{x},{y + 3} M{x - 3},{y} L{x + 3},{y}" stroke="{_GOLD}" stroke-width="1.4"/>'
        for x, y in ((22, 136), (36, 126), (30, 152), (44, 146), (108, 126), (122, 136), (100, 146), (114, 152))
    ),
    Rank.QUEEN: "".join(
        f'<circle cx="{x}" cy="{y}" r="1.3" fill="{_WHITE}" opacity="0.7"/>'
        for x, y in ((46, 112), (44, 128), (47, 144), (45, 158), (98, 112), (100, 128), (97, 144), (99, 158))
    ),
}


def _king_dress(suit: Suit, pal: _Palette) -> list[str]:
    out = []
    # tunic front with a gold orphrey and a chain
    out.append(_p("M56,100 L88,100 L94,165 L50,165 Z", pal.second, stroke=_GOLD_DARK))
    out.append(_p("M66,100 L78,100 L80,165 L64,165 Z", pal.accent))
    for y in (118, 134, 150):
        out.append(f'<circle cx="72" cy="{y}" r="2.2" fill="{_GOLD}" stroke="{_GOLD_DARK}" stroke-width="0.6"/>')
    if suit is Suit.DIAMONDS:
        # a chequered tunic under a short cape of the accent colour with a gold fringe, clasped in front
        out.append(
            "".join(f'<path d="M{x},{y} h4 v4 h-4 Z" fill="{pal.robe}"/>' for y in range(126, 162, 8) for x in (58, 82))
        )
        out.append(
            _p(
                "M12,134 C14,108 38,96 72,96 C106,96 130,108 132,134 L122,140 L112,132 L102,138 "
                "L92,128 L72,132 L52,128 L42,138 L32,132 L22,140 Z",
                pal.accent,
            )
        )
        out.append(
            _p(
                "M22,136 L32,128 L42,134 L52,124 L72,128 L92,124 L102,134 L112,128 L122,136",
                "none",
                stroke=_GOLD,
                width=2.4,
            )
        )
        for x in (60, 84):
            out.append(f'<circle cx="{x}" cy="112" r="4" fill="{_GOLD}" stroke="{_GOLD_DARK}" stroke-width="0.8"/>')
    else:
        # ermine cape collar
        out.append(
            _p(
                "M14,128 C18,106 40,96 72,96 C104,96 126,106 130,128 C114,114 94,110 72,110 C50,110 30,114 14,128 Z",
                _WHITE,
            )
        )
        spots = "".join(
            f'<path d="M{x},{y} l-1.6,4 l1.6,-1.2 l1.6,1.2 Z" fill="{_BLACK}"/>'
            for x, y in ((28, 112), (42, 104), (58, 100), (86, 100), (102, 104), (116, 112))
        )
        out.append(spots)
    out.append(f'<path d="M36,110 Q72,150 108,110" fill="none" stroke="{_GOLD}" stroke-width="3"/>')
    out.append(
        f'<path d="M36,110 Q72,150 108,110" fill="none" stroke="{_GOLD_DARK}" stroke-width="0.6" '
        'stroke-dasharray="2,2"/>'
    )
    out.append(f'<circle cx="72" cy="130" r="7" fill="{_GOLD}" stroke="{_GOLD_DARK}" stroke-width="1"/>')
    out.append(_mark(suit, 72, 130, 8))
    return out


def _queen_dress(suit: Suit, pal: _Palette) -> list[str]:
    out = []
    if suit is Suit.SPADES:  # a standing lace collar spread behind the head
        out.append(
            _p(
                "M48,100 C36,86 32,64 40,52 C52,62 62,76 66,94 Z M96,100 C108,86 112,64 104,52 C92,62 82,76 78,94 Z",
                _WHITE,
                width=1.0,
            )
        )
        out.append(
            '<path d="M44,92 L40,60 M50,94 L46,66 M56,95 L54,74 M100,92 L104,60 M94,94 L98,66 '
            'M88,95 L90,74" stroke="#9a9484" stroke-width="0.6" fill="none"/>'
        )
    # a square neckline over a white chemise, a jewelled bodice, puffed sleeves
    out.append(_p("M14,165 C14,130 22,112 40,104 C46,116 44,140 42,165 Z", pal.accent))
    out.append(_p("M130,165 C130,130 122,112 104,104 C98,116 100,140 102,165 Z", pal.accent))
    out.append(_p("M52,96 L92,96 L86,118 L58,118 Z", _WHITE))
    out.append(_p("M58,118 L86,118 L92,165 L52,165 Z", pal.second, stroke=_GOLD_DARK))
    out.append(_p("M50,96 L58,118 L86,118 L94,96", "none", stroke=_GOLD, width=3))
    for y in (128, 142, 156):
        out.append(
            f'<path d="M72,{y - 5} l4,5 l-4,5 l-4,-5 Z" fill="{_GOLD}" stroke="{_GOLD_DARK}" stroke-width="0.6"/>'
        )
    pearls = "".join(
        f'<circle cx="{72 + dx}" cy="{97 + 0.09 * dx * dx}" r="1.5" fill="{_WHITE}" '
        f'stroke="#9a9484" stroke-width="0.4"/>'
        for dx in range(-12, 13, 4)
    )
    out.append(pearls)
    return out


def _jack_dress(suit: Suit, pal: _Palette) -> list[str]:
    out = []
    # a doublet: coloured panels, a white ruff, slashed sleeves
    out.append(_p("M10,165 L10,124 C10,110 22,100 40,96 L48,165 Z", pal.second))
    out.append(_p("M134,165 L134,124 C134,110 122,100 104,96 L96,165 Z", pal.second))
    for x in (20, 30, 114, 124):
        out.append(
            f'<path d="M{x},{112 if x in (30, 114) else 120} L{x},160" stroke="{pal.accent}" '
            'stroke-width="2.4" fill="none"/>'
        )
    out.append(_p("M58,100 L86,100 L90,165 L54,165 Z", pal.robe))
    buttons = "".join(
        f'<circle cx="72" cy="{y}" r="2" fill="{_GOLD}" stroke="{_GOLD_DARK}" stroke-width="0.6"/>'
        for y in (112, 124, 136, 148, 160)
    )
    out.append(buttons)
    out.append(_p("M48,98 C52,90 92,90 96,98 C92,106 52,106 48,98 Z", _WHITE))
    out.append(
        '<path d="M54,98 l4,4 l4,-4 l4,4 l4,-4 l4,4 l4,-4 l4,4 l4,-4" fill="none" stroke="#9a9484" stroke-width="0.7"/>'
    )
    out.append(_mark(suit, 28, 140, 9))
    return out


_DRESS = {Rank.KING: _king_dress, Rank.QUEEN: _queen_dress}


# --------------------------------------------------------------------------- held objects


def _arm(x: float, y: float, sleeve: str) -> str:
    """An arm in its ``sleeve``, bent up from the shoulder to a hand at (x, y)."""
    arm = f"M96,104 Q{x + 10},{(104 + y) / 2 + 2} {x},{y + 8}"
    return (
        f'<path d="{arm}" fill="none" stroke="{_INK}" stroke-width="15.4" stroke-linecap="round"/>'
        f'<path d="{arm}" fill="none" stroke="{sleeve}" stroke-width="13" stroke-linecap="round"/>'
        f'<path d="M{x - 2},{(104 + y) / 2 + 4} q6,2 10,-6" fill="none" stroke="{_INK}" stroke-opacity="0.3" '
        'stroke-width="1"/>'
    )


def _hand(x: float, y: float, at: list[tuple[float, float]]) -> str:
    """A hand at (x, y) gripping, with a gold cuff at the wrist; ``at`` notes where, for the arm."""
    at.append((x, y))
    return (
        _p(
            f"M{x - 7},{y - 3} C{x - 7},{y - 9} {x + 7},{y - 9} {x + 7},{y - 3} L{x + 7},{y + 5} "
            f"C{x + 7},{y + 9} {x - 7},{y + 9} {x - 7},{y + 5} Z",
            _SKIN,
            width=1.0,
        )
        + f'<path d="M{x - 7},{y - 1} h11 M{x - 7},{y + 2.5} h11" stroke="{_SKIN_SHADE}" stroke-width="0.9"/>'
        + _p(
            f"M{x - 8},{y + 5} L{x + 8},{y + 5} L{x + 9},{y + 12} L{x - 9},{y + 12} Z",
            _GOLD,
            stroke=_GOLD_DARK,
            width=0.9,
        )
    )


def _held(rank: Rank, suit: Suit, pal: _Palette) -> tuple[str, str, str]:
    """(behind the figure, the arm, in front of the arm): the object each court holds and the hand holding it."""
    at: list[tuple[float, float]] = []
    behind, front = _object(rank, suit, pal, at)
    sleeve = {Rank.KING: pal.robe, Rank.QUEEN: pal.accent}.get(rank, pal.second)
    return behind, _arm(*at[0], sleeve), front


def _object(rank: Rank, suit: Suit, pal: _Palette, at: list[tuple[float, float]]) -> tuple[str, str]:
    """(behind the figure, in front of it): the object each court holds, and the hand holding it."""
    return _OBJECTS.get(rank, _jack_object)(suit, pal, at)


def _king_object(suit: Suit, pal: _Palette, at: list[tuple[float, float]]) -> tuple[str, str]:
    if suit is Suit.SPADES:  # a sceptre with a fleur-de-lis
        front = (
            _p("M112,30 L116,30 L117,150 L111,150 Z", _GOLD, stroke=_GOLD_DARK)
            + _p(
                "M114,6 C108,14 108,22 114,28 C120,22 120,14 114,6 Z M114,26 C106,16 100,20 102,28 "
                "C104,32 110,30 114,28 Z M114,26 C122,16 128,20 126,28 C124,32 118,30 114,28 Z",
                _GOLD,
                stroke=_GOLD_DARK,
            )
            + _p("M104,30 L124,30 L124,35 L104,35 Z", _GOLD, stroke=_GOLD_DARK)
            + _hand(114, 126, at)
        )
        return "", front
    if suit is Suit.HEARTS:  # a sword raised behind the head
        back = (
            _p("M102,4 L108,10 L108,112 L102,112 Z", _STEEL)
            + _p("M105,0 L102,4 L108,10 Z", _STEEL)
            + _p("M92,112 L118,112 L118,118 L92,118 Z", _GOLD, stroke=_GOLD_DARK)
            + _p("M102,118 L108,118 L108,134 L102,134 Z", _WOOD)
            + f'<circle cx="105" cy="137" r="4" fill="{_GOLD}" stroke="{_GOLD_DARK}" stroke-width="0.8"/>'
        )
        return back, _hand(105, 124, at)
    if suit is Suit.CLUBS:  # an orb with a cross
        front = (
            f'<circle cx="112" cy="120" r="12" fill="{_GOLD}" stroke="{_GOLD_DARK}" stroke-width="1.2"/>'
            + f'<path d="M100,120 L124,120 M112,108 L112,132" stroke="{_GOLD_DARK}" stroke-width="1.4"/>'
            + _p("M110,96 L114,96 L114,108 L110,108 Z M106,100 L118,100 L118,104 L106,104 Z", _GOLD, stroke=_GOLD_DARK)
            + f'<circle cx="112" cy="120" r="4" fill="{_RED}" stroke="{_GOLD_DARK}" stroke-width="0.6"/>'
            + _hand(112, 138, at)
        )
        return "", front
    # diamonds: a battle-axe over the shoulder
    back = (
        _p("M110,12 L115,12 L115,150 L110,150 Z", _WOOD)
        + _p("M115,20 C128,16 136,26 134,40 C132,52 124,54 115,50 Z", _STEEL)
        + _p("M110,24 C102,26 100,34 110,40 Z", _STEEL)
    )
    return back, _hand(112, 128, at)


def _queen_object(suit: Suit, pal: _Palette, at: list[tuple[float, float]]) -> tuple[str, str]:
    if suit is Suit.DIAMONDS:  # a folding fan
        ribs = "".join(
            f'<path d="M108,132 L{108 + 28 * c:.1f},{132 - 28 * s:.1f}" stroke="{_GOLD_DARK}" stroke-width="0.6"/>'
            for c, s in ((-0.5, 0.87), (-0.26, 0.97), (0, 1), (0.26, 0.97), (0.5, 0.87), (0.71, 0.71))
        )
        front = (
            _p("M108,132 L94,108 C102,100 118,98 128,112 Z", _RED, stroke=_GOLD_DARK)
            + ribs
            + _mark(Suit.DIAMONDS, 110, 110, 8, _GOLD)
            + _hand(108, 134, at)
        )
        return "", front
    if suit is Suit.SPADES:  # a sceptre topped with a lily
        front = (
            _p("M113,22 L116,22 L116,140 L113,140 Z", _GOLD, stroke=_GOLD_DARK)
            + _p(
                "M114.5,6 C110,12 110,18 114.5,22 C119,18 119,12 114.5,6 Z M114.5,20 C108,12 104,16 "
                "106,22 Z M114.5,20 C121,12 125,16 123,22 Z",
                _WHITE,
            )
            + _hand(114.5, 122, at)
        )
        return "", front
    # a flower: a red rose (hearts), a tulip (clubs)
    head = (
        _p("M108,84 C98,82 98,70 106,68 C108,62 116,62 118,68 C126,70 126,82 116,84 Z", _RED)
        + _p("M106,74 C110,70 116,72 114,78 C112,80 108,78 110,75", "none", stroke="#7a1016", width=0.9)
        if suit is Suit.HEARTS
        else _p(
            "M104,86 C100,72 104,64 106,62 L110,70 L112,60 L114,70 L118,62 C120,64 124,72 120,86 Z",
            _GOLD if pal.second != _GOLD else _RED,
            stroke=_INK,
        )
    )
    front = (
        _p("M111,86 L113,86 L113,126 L111,126 Z", _GREEN, width=0.8)
        + _p("M112,104 C120,96 126,100 128,104 C122,108 116,108 112,106 Z", _GREEN, width=0.8)
        + head
        + _hand(112, 126, at)
    )
    return "", front


def _jack_object(suit: Suit, pal: _Palette, at: list[tuple[float, float]]) -> tuple[str, str]:
    if suit is Suit.SPADES:  # a halberd
        back = (
            _p("M114,8 L118,8 L118,160 L114,160 Z", _WOOD)
            + _p("M116,0 L120,10 L112,10 Z", _STEEL)
            + _p("M118,14 C130,14 136,22 136,32 C130,30 124,30 118,32 Z", _STEEL)
            + _p("M114,16 L104,22 L114,26 Z", _STEEL)
        )
        return back, _hand(116, 124, at)
    if suit is Suit.HEARTS:  # a torch
        back = (
            _p("M108,40 L116,40 L114,150 L110,150 Z", _WOOD)
            + _p("M104,40 L120,40 L118,48 L106,48 Z", _GOLD, stroke=_GOLD_DARK)
            + _p("M112,4 C104,16 100,26 104,38 L120,38 C124,26 120,16 112,4 Z", "#f08a24", stroke="#b5461a")
            + _p("M112,16 C108,24 108,30 110,36 L114,36 C116,30 116,24 112,16 Z", "#ffd75e", width=0.6)
        )
        return back, _hand(112, 120, at)
    if suit is Suit.CLUBS:  # an arrow held upright
        back = (
            _p("M113,14 L116,14 L116,150 L113,150 Z", _WOOD, width=0.9)
            + _p("M114.5,0 L120,16 L109,16 Z", _STEEL)
            + _p("M113,140 L106,160 L110,160 L114.5,146 Z M116,140 L123,160 L119,160 L114.5,146 Z", _RED, width=0.8)
        )
        return back, _hand(114.5, 118, at)
    # diamonds: a pike with a pennant
    back = (
        _p("M114,6 L117,6 L117,160 L114,160 Z", _WOOD)
        + _p("M115.5,0 L119,8 L112,8 Z", _STEEL)
        + _p("M117,12 L140,18 L128,22 L140,28 L117,32 Z", pal.accent)
        + _mark(Suit.DIAMONDS, 124, 22, 7, _GOLD)
    )
    return back, _hand(115.5, 126, at)


_OBJECTS = {Rank.KING: _king_object, Rank.QUEEN: _queen_object}


# --------------------------------------------------------------------------- assembly


_HEAD_ZOOM = "translate(72,92) scale(1.1) translate(-72,-92)"


def _half(suit: Suit, rank: Rank, traditional: bool = False) -> str:
    pal = (_TRADITIONAL if traditional else _PALETTES)[rank][suit]
    behind, arm, front = _held(rank, suit, pal)
    parts = [behind]
    if rank is Rank.KING:
        under, head = _king_hair(pal), [_face(rank, suit, pal), _king_beard(suit, pal), _king_crown(suit, pal)]
    elif rank is Rank.QUEEN:
        under = _queen_hair_back(suit, pal)
        head = [_face(rank, suit, pal), _queen_hair_front(suit, pal), _queen_headdress(suit, pal)]
    else:
        under, head = _jack_hair(suit, pal), [_face(rank, suit, pal)]
        if suit is Suit.CLUBS:  # a moustache
            head.append(
                _p(
                    "M63,70 C67,67 70,68.5 72,69.5 C74,68.5 77,67 81,70 C78,71.5 75,71 72,71 C69,71 66,71.5 63,70 Z",
                    pal.hair,
                    width=0.7,
                )
            )
        head.append(_jack_hat(suit, pal))
    # the head is drawn a little larger than life, as on printed courts, so the face reads on a small card
    parts += [
        f'<g transform="{_HEAD_ZOOM}">{under}</g>',
        _robe(rank, suit, pal, traditional),
        f'<g transform="{_HEAD_ZOOM}">{"".join(head)}</g>',
    ]
    parts += [arm, front]
    return "".join(parts)


@cache
def court_svg(suit: Suit, rank: Rank, ink: str | None = None, both_ends: bool = True, traditional: bool = False) -> str:
    """The SVG document of one court card's portrait panel, ``VIEW_W`` x ``VIEW_H`` with both ends, or only
    the upper end (``VIEW_W`` x ``HALF_H``); the suit marks the figure wears are in ``ink`` (a ``#rrggbb``
    colour: the card style's ink for the suit). ``traditional``: the figure as the old packs print it."""
    if rank not in _PALETTES:
        raise ValueError(f"{rank} is not a court card")
    half = _half(suit, rank, traditional)
    if traditional:
        half = _printed(half)
    half = half.replace(_INK_TOKEN, ink or _SUIT_INK[suit])
    height = VIEW_H if both_ends else HALF_H
    turned = f'<use xlink:href="#half" transform="rotate(180 {VIEW_W / 2:g} {HALF_H:g})"/>' if both_ends else ""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.2" '
        f'baseProfile="tiny" width="{VIEW_W:g}" height="{height:g}" viewBox="0 0 {VIEW_W:g} {height:g}">'
        f'<g id="half">{half}</g>{turned}</svg>'
    )


@cache
def court_renderer(suit: Suit, rank: Rank, ink: str | None = None, traditional: bool = False) -> QSvgRenderer:
    """A parsed, reusable renderer of the upper end, ``court_svg(suit, rank, ink, both_ends=False)``; the
    card painter draws it twice, the second time turned (a third faster than QtSvg's ``<use>``). GUI thread
    only."""
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(QByteArray(court_svg(suit, rank, ink, False, traditional).encode("utf-8")))
    if not renderer.isValid():  # pragma: no cover - the documents are built above
        raise ValueError(f"invalid court SVG for {rank} of {suit}")
    return renderer
