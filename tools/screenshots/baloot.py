"""Baloot's screenshots for docs/screenshots, rendered offscreen (the helpers of window.py).

    python -m tools.screenshots.baloot docs/screenshots

- bidding-baloot-SIZE.png: the human's first call (Pass, Hokum, Sun, Ashkal), at 1280x800 and 900x650
- ladder-baloot-SIZE.png: the human defends against a Hokum: Double or pass, the ladder line
- play-baloot-SIZE.png, end-of-deal-baloot-SIZE.png: the contract in Baloot's words, the round points
- table-baloot-ar-1280x800.png, end-of-deal-baloot-ar-1280x800.png: the same in Arabic, right to left
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from .window import PANEL_SIZES, _close, _deal_over, _human_bids, _play_until, _shot, _to_human_card, _window

if TYPE_CHECKING:
    from belote_desktop.engine import MatchState


def _ladder_match(seed: int) -> MatchState:
    """A match whose first deal stands at the ladder with the human (seat 0) to double a West Hokum."""
    from belote_desktop.engine import find_variant, new_match, parse_action

    match = new_match(find_variant("baloot"), seed=seed)  # dealer 0: East (1) speaks first
    turned = match.deal.turned_card
    assert turned is not None  # Baloot's auction is on a turned card
    suit = turned.suit
    for code in ("pass", "pass", f"hokum {suit.letter}", "pass", "pass", "pass", "pass"):
        match = match.apply(parse_action(code))
    return match


def shots(folder: Path, sizes: tuple[tuple[int, int], ...] = PANEL_SIZES, suffix: str = "") -> list[Path]:
    from belote_desktop.engine import find_variant

    baloot = find_variant("baloot")
    written: list[Path] = []
    for width, height in sizes:
        size = f"{width}x{height}"
        window = _window((width, height))
        window.start_game(baloot, seed=4)
        if not _play_until(window, _human_bids):
            raise RuntimeError("the human never bid in Baloot")
        written.append(folder / f"bidding-baloot{suffix}-{size}.png")
        _shot(window, written[-1])
        _close(window)
        window = _window((width, height))
        window.load_game(_ladder_match(3))
        written.append(folder / f"ladder-baloot{suffix}-{size}.png")
        _shot(window, written[-1])
        _close(window)
        window = _window((width, height))
        window.start_game(baloot, seed=5)
        if not _to_human_card(window, want_illegal=False):
            raise RuntimeError("the human never played in Baloot")
        written.append(folder / f"play-baloot{suffix}-{size}.png")
        _shot(window, written[-1])
        _close(window)
        window = _window((width, height))
        window.start_game(baloot, seed=5)
        _play_until(window, _deal_over)
        written.append(folder / f"end-of-deal-baloot{suffix}-{size}.png")
        _shot(window, written[-1])
        _close(window)
    return written


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["BELOTE_DESKTOP_ANIMATION"] = "instant"
    from belote_desktop import _pyside_fix  # noqa: F401
    from PySide6.QtWidgets import QApplication

    args = list(sys.argv[1:] if argv is None else argv)
    folder = Path(args[0] if args else "docs/screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    if not os.environ.get("BELOTE_DESKTOP_HOME"):  # never touch the real settings, saves or statistics
        import tempfile

        os.environ["BELOTE_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="belote-shots-")
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("belote-desktop")
    for target in shots(folder):
        print(target)
    from belote_desktop.i18n import install_language

    install_language(app, "ar")
    for target in shots(folder, ((1280, 800),), "-ar"):
        print(target)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
