"""Contact sheets of the card art, as PNG files to look at by eye.

    python -m tools.card_sheet [OUT_DIR]      # default: /tmp/card_sheets
    python -m tools.card_sheet --docs docs/screenshots
    python -m tools.card_sheet --bench            # JSON: rendering times

For each style (classic, four-colour): all 36 faces and every back at 90 px, the same at device
pixel ratio 2, a sample at 48 px and 40 px, and a few cards at 240 px; and the twelve courts and
the backs at 160 px. ``--docs`` writes only the documentation's sheets: card-sheet.png (the 32 cards
of a Belote pack and every back at 100 px) and card-sheet@2x.png (the same at pixel ratio 2).
``--bench`` prints the CPU time to render the 32 faces (7 to A) at 100 px, at pixel ratio 1 and 2: the first
render of the run (parsing included) and the median of 5 renders from an empty cache; and a back's.
Qt runs offscreen and is imported only when the tool runs.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from belote_desktop.engine.cards import Card, Rank, Suit

if TYPE_CHECKING:  # Qt is imported once QT_QPA_PLATFORM is set
    from belote_desktop.ui.table.card_art import BackStyle, CardStyle

_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)


def _sheet(rows: list[list[Card | BackStyle]], width: int, dpr: float, style: CardStyle, path: Path) -> None:
    """Lay out rows of cards (a Card or a BackStyle each) on a felt-green image and save it."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QColor, QImage, QPainter

    from belote_desktop.ui.table.card_art import BackStyle, card_height, render_back, render_face

    gap = max(6, width // 10)
    height = card_height(width)
    cols = max(len(r) for r in rows)
    img = QImage(
        round((gap + cols * (width + gap)) * dpr),
        round((gap + len(rows) * (height + gap)) * dpr),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    img.setDevicePixelRatio(dpr)
    img.fill(QColor("#2f6b45"))
    painter = QPainter(img)
    for r, row in enumerate(rows):
        for c, item in enumerate(row):
            if isinstance(item, BackStyle):
                pm = render_back(width, dpr, item)
            else:
                pm = render_face(item, width, style, dpr)
            painter.drawPixmap(QPointF(gap + c * (width + gap), gap + r * (height + gap)), pm)
    painter.end()
    img.save(str(path))
    print(path)


def bench() -> dict[str, float]:
    """Rendering times in milliseconds of CPU time (the machine may be shared: wall time would wander)."""
    import time

    from belote_desktop.ui.table import card_art

    pack = [Card.of(s, r) for s in _SUITS for r in Rank if r is not Rank.SIX]

    def faces(dpr: float) -> float:
        start = time.process_time()
        for card in pack:
            card_art.render_face(card, 100, card_art.CardStyle.CLASSIC, dpr)
        return (time.process_time() - start) * 1000.0

    card_art.clear_cache()
    out = {"first_32_faces_100px_ms": round(faces(1.0), 1)}
    for dpr in (1.0, 2.0):
        runs, backs = [], []
        for _ in range(5):
            card_art.clear_cache()
            runs.append(faces(dpr))
            start = time.process_time()
            for back in card_art.BackStyle:
                card_art.render_back(100, dpr, back)
            backs.append((time.process_time() - start) * 1000.0 / len(card_art.BackStyle))
        out[f"32_faces_100px_dpr{dpr:g}_ms"] = round(sorted(runs)[2], 1)
        out[f"one_back_100px_dpr{dpr:g}_ms"] = round(sorted(backs)[2], 2)
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir", nargs="?", default="/tmp/card_sheets")
    parser.add_argument("--docs", action="store_true", help="write card-sheet.png and card-sheet@2x.png only")
    parser.add_argument("--bench", action="store_true", help="print rendering times as JSON, write nothing")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    if args.bench:
        print(json.dumps(bench()))
        return
    out = Path(args.out_dir)
    out.mkdir(parents=True, exist_ok=True)
    if args.docs:
        _docs_sheets(out)
        return
    _all_sheets(out)


def _docs_sheets(out: Path) -> None:
    """card-sheet.png and card-sheet@2x.png: the 32 cards and the backs, classic style, 100 px."""
    from belote_desktop.ui.table.card_art import BackStyle, CardStyle

    pack: list[list[Card | BackStyle]] = [[Card.of(s, r) for r in Rank if r is not Rank.SIX] for s in _SUITS]
    pack.append(list(BackStyle))
    _sheet(pack, 100, 1.0, CardStyle.CLASSIC, out / "card-sheet.png")
    _sheet(pack, 100, 2.0, CardStyle.CLASSIC, out / "card-sheet@2x.png")


def _all_sheets(out: Path) -> None:
    """Every style's sheets: the whole pack at 90 px (and twice the pixels), samples at 48 and 40, a few at
    240, the court cards at 160."""
    from belote_desktop.ui.table.card_art import BackStyle, CardStyle

    courts: list[list[Card | BackStyle]] = [
        [Card.of(s, r) for s in _SUITS] for r in (Rank.KING, Rank.QUEEN, Rank.JACK)
    ]
    full: list[list[Card | BackStyle]] = [[Card.of(s, r) for r in Rank] for s in _SUITS]
    backs: list[Card | BackStyle] = list(BackStyle)
    picks = (Rank.SIX, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)
    sample: list[Card | BackStyle] = [Card.of(s, r) for s in _SUITS for r in picks]
    small = [sample[:12], sample[12:], backs]
    big: list[list[Card | BackStyle]] = [
        [Card.of(Suit.HEARTS, r) for r in (Rank.SEVEN, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING)],
        [Card.parse("AS"), Card.parse("8C"), Card.parse("9D"), Card.parse("KC"), BackStyle.BLUE],
    ]
    for style in CardStyle:
        tag = style.value
        _sheet([*full, backs], 90, 1.0, style, out / f"sheet_{tag}_90.png")
        _sheet([*full, backs], 90, 2.0, style, out / f"sheet_{tag}_90_dpr2.png")
        _sheet(small, 48, 1.0, style, out / f"sheet_{tag}_48.png")
        _sheet(small, 40, 1.0, style, out / f"sheet_{tag}_40.png")
        _sheet(big, 240, 1.0, style, out / f"sheet_{tag}_240.png")
        _sheet([*courts, backs[:4], backs[4:]], 160, 1.0, style, out / f"sheet_{tag}_courts_160.png")


if __name__ == "__main__":
    main()
