"""Every game's table at the window sizes players use, for docs/screenshots, rendered offscreen:
the human's bid and the human's card (``bidding-GAME-SIZE.webp``, ``play-GAME-SIZE.webp``) at 1366x768,
1280x800, 900x650 and 800x560 (the last two with the side panel in its drawer), and at 2x scaling (a 1280x800
window on a high-DPI screen: ``…-1280x800@2x.webp``). WebP at quality 90: a quarter of a PNG's size.

    python -m tools.screenshots.every_game docs/screenshots [--scale 2] [--games classic ...]

Qt takes the scale factor when it starts, so the 2x shots run in a process of their own (this module calls
itself with ``--scale 2`` unless given a scale).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

SIZES = ((1366, 768), (1280, 800), (900, 650), (800, 560))
SCALED_SIZE = (1280, 800)
QUALITY = 90


def _shots(folder: Path, games: list[str], sizes: tuple[tuple[int, int], ...], suffix: str) -> list[Path]:
    from belote_desktop.engine import find_variant
    from .window import _close, _human_bids, _play_until, _shot, _to_human_card, _window

    written: list[Path] = []
    for game in games:
        for width, height in sizes:
            for moment in ("bidding", "play"):
                window = _window((width, height))
                window.start_game(find_variant(game), seed=4)
                reached = (_play_until(window, _human_bids) if moment == "bidding"
                           else _to_human_card(window, want_illegal=False))
                if reached:
                    written.append(folder / f"{moment}-{game}-{width}x{height}{suffix}.webp")
                    _shot(window, written[-1], QUALITY)
                    print(written[-1], flush=True)
                else:  # a game without an auction for the human (or none at this seed): said, not hidden
                    print(f"no {moment} moment in {game} (seed 4)", file=sys.stderr)
                _close(window)
    return written


def main(argv: list[str] | None = None) -> int:
    from belote_desktop.engine import VARIANTS

    parser = argparse.ArgumentParser(prog="python -m tools.screenshots.every_game")
    parser.add_argument("folder", nargs="?", default="docs/screenshots", type=Path)
    parser.add_argument("--scale", type=int, default=0, help="only the shots at this scale (1 or 2)")
    parser.add_argument("--games", nargs="+", default=sorted(VARIANTS), choices=sorted(VARIANTS))
    args = parser.parse_args(argv)
    args.folder.mkdir(parents=True, exist_ok=True)
    if args.scale == 0:  # both: this process the 1x shots, a child process the 2x ones
        child = subprocess.run([sys.executable, "-m", "tools.screenshots.every_game", str(args.folder),
                                "--scale", "2", "--games", *args.games], check=False)
        if child.returncode:
            return child.returncode
        args.scale = 1
    if args.scale == 2:
        os.environ["QT_SCALE_FACTOR"] = "2"
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["BELOTE_DESKTOP_ANIMATION"] = "instant"
    if not os.environ.get("BELOTE_DESKTOP_HOME"):  # never the player's own settings, saves or statistics
        import tempfile

        os.environ["BELOTE_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="belote-shots-")
    from belote_desktop import _pyside_fix  # noqa: F401
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("belote-desktop")
    if args.scale == 2:
        _shots(args.folder, args.games, (SCALED_SIZE,), "@2x")
    else:
        _shots(args.folder, args.games, SIZES, "")
    return 0


if __name__ == "__main__":
    sys.exit(main())
