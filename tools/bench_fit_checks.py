"""How long the words-fit checks take on a window in play (``ui.fit_check``: ``clipped_labels`` and
``talk_last_line_visible``, which the player robot runs after every step). Prints one JSON object: the median
milliseconds of one pass over ``--runs`` runs of ``--passes`` passes each, at 1366x768, Belote at the player's
first card (offscreen).

    python -m tools.bench_fit_checks [--runs 5] [--passes 5]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import tempfile
import time


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.bench_fit_checks", description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--passes", type=int, default=5)
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["BELOTE_DESKTOP_ANIMATION"] = "instant"
    with tempfile.TemporaryDirectory(prefix="belote-bench-") as home:
        os.environ["BELOTE_DESKTOP_HOME"] = home
        from belote_desktop import _pyside_fix  # noqa: F401  (before any Qt call)
        from PySide6.QtWidgets import QApplication

        from belote_desktop.engine import PlayCard, find_variant
        from belote_desktop.ui.look.fit_check import clipped_labels, talk_last_line_visible
        from belote_desktop.ui.window.main_window import MainWindow

        app = QApplication.instance() or QApplication([sys.argv[0]])
        window = MainWindow(interactive=False)
        window.persist = False
        window.resize(1366, 768)
        window.show()
        c, local = window.controller, window.controller.local
        assert local is not None, "the window's own table"
        local.auto_bots = False
        window.start_game(find_variant("classic"), seed=4)
        for _ in range(200):
            view = c.view()
            if view is not None and c.is_human_turn() and any(isinstance(a, PlayCard) for a in view.legal_actions):
                break
            local.play_bot_move_now()
            window.animator.finish_now()
        for _ in range(4):
            app.processEvents()
        clipped_labels(window)  # the first pass lays out what the others find laid out
        runs = []
        for _ in range(args.runs):
            started = time.perf_counter()
            for _ in range(args.passes):
                clipped_labels(window)
                talk_last_line_visible(window)
            runs.append((time.perf_counter() - started) * 1000 / args.passes)
        window.close()
    print(json.dumps({"fit_checks_ms_median": round(statistics.median(runs), 2),
                      "runs_ms": [round(r, 2) for r in runs], "passes": args.passes,
                      "machine": platform.machine(), "cores": os.cpu_count()}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
