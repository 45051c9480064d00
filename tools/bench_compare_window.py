"""Time the Master's comparison as a player meets it: in the main window (offscreen), after a deal played at an
Expert or Master table, from the click on Compare to the result on screen, then a second click on the same deal.

    python -m tools.bench_compare_window --table master --variants classic coinche --deals 3

The human's seat is played by the Intermediate bot, as in ``bench_compare``. One JSON line per deal, then
the medians and maxima of the first and second clicks.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time


def _settings(table: str):  # type: ignore[no-untyped-def]
    from belote_desktop.storage.settings import Settings

    settings = Settings()
    settings.animation_speed = "instant"
    settings.bot_pause_ms = 0
    settings.partner_level = settings.opponent_level = table
    return settings


def _click(app, window, limit: float = 180.0) -> float | None:  # type: ignore[no-untyped-def]
    started = time.perf_counter()
    dialog = window.deals.compare_with_master()
    if dialog is None:
        return None
    while dialog.comparison is None and time.perf_counter() - started < limit:
        app.processEvents()
        time.sleep(0.002)
    seconds = time.perf_counter() - started
    dialog.close()
    app.processEvents()
    return round(seconds, 3)


def main(argv: list[str] | None = None) -> int:
    from belote_desktop.engine import VARIANTS, find_variant

    parser = argparse.ArgumentParser(prog="python -m tools.bench_compare_window",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("--variants", nargs="+", default=["classic", "coinche", "bulgarian", "baloot"],
                        choices=sorted(VARIANTS))
    parser.add_argument("--deals", type=int, default=3)
    parser.add_argument("--table", default="master", choices=["expert", "master"])
    parser.add_argument("--seed", type=int, default=100)
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    from belote_desktop.ui.window.main_window import MainWindow

    window = MainWindow(interactive=False, settings=_settings(args.table))
    window.resize(1280, 800)
    window.show()
    first: list[float] = []
    second: list[float] = []
    for variant in args.variants:
        for k in range(args.deals):
            window.start_game(find_variant(variant), seed=args.seed + k)
            window.controller.seat_model.set_levels(args.table, args.table)
            controller = window.controller
            local = controller.local
            assert local is not None, "the window's own table"
            local.auto_bots = False
            for _ in range(400):
                if controller.awaiting_continue:
                    break
                local.play_bot_move_now()
                app.processEvents()
            finished = window.deals.finished_deal()
            if finished is None or finished.thrown_in:
                continue
            once, twice = _click(app, window), _click(app, window)
            if once is None or twice is None:
                continue
            first.append(once)
            second.append(twice)
            print(json.dumps({"variant": variant, "seed": args.seed + k, "first_click_s": once,
                              "second_click_s": twice}), flush=True)
    if not first:
        print(json.dumps({"error": "no deal was compared"}))
        return 1
    print(json.dumps({"table": args.table, "comparisons": len(first),
                      "first_click": {"median": round(statistics.median(first), 3), "max": max(first)},
                      "second_click": {"median": round(statistics.median(second), 3), "max": max(second)}}))
    local = window.controller.local
    assert local is not None, "the window's own table"
    local.auto_bots = False
    window.close()
    app.processEvents()
    return 0


if __name__ == "__main__":
    code = main()
    sys.stdout.flush()
    os._exit(code)  # the window's worker processes and threads end with the process
