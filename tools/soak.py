"""GUI soak: play many deals through the real window and watch memory.

    python -m tools.soak --deals 500 [--sample-every 10] [--language-every 10] [--warmup 100]
    python -m tools.soak --deals 52 --deals-per-match 4 --warmup 0   # every game, briefly

Builds the real ``MainWindow`` offscreen (instant animation, no bot pause, a throw-away settings
folder unless BELOTE_DESKTOP_HOME is set) and lets the bots play every seat, the human's too
(``controller.autoplay_human``): every move goes through the controller, a ``BotTask`` in the
thread pool, its relay signal, the animator and the scene, exactly as in a game. Finished deals are
continued like the player's Continue button; a finished match starts a new one, of every preset in
turn (``--deals-per-match N`` leaves a match for the next game after N deals, so a short run still
plays each of the 13 games). Every ``--language-every`` deals the interface switches language live.
An exception raised anywhere in the window (a slot, an event handler) is counted (``exceptions``,
the first ones printed) and fails the run, as a stall does (``--stall-s``: a hang).

At the first match start after every ``--sample-every`` deals (the talk log and the score sheet,
which rightly grow during a match, are empty then) and at the end, after ``gc.collect()``, it
prints one JSON line: deals played,
resident memory (RSS, MB), the number of objects the garbage collector tracks, the Qt objects
alive under the application, the installed translators and the bot tasks / relays / player views
still alive. The last line is a JSON summary with the least-squares slope of RSS and of the object
count per 100 deals, measured from the end of the warm-up (``--warmup`` deals: by then every
language has been shown once and the card pixmaps are drawn), the types whose counts grew most
and the project's caches (``cache_entries``: the engine's legal-plays table, bounded at 200,000
entries, the auctions' memo, bounded at 10,000, and the ``functools`` caches with their bounds). Flat memory means both slopes close to
zero, or growth that a bounded cache explains.
"""

from __future__ import annotations

import argparse
import functools
import gc
import json
import os
import sys
import tempfile
import time
from collections import Counter
from types import TracebackType
from typing import TYPE_CHECKING, TypedDict

from belote_desktop.engine.rules import VARIANTS

if TYPE_CHECKING:  # Qt is imported once _pyside_fix has run
    from PySide6.QtCore import QCoreApplication

LANGUAGE_CYCLE = ("fr", "bg", "ar", "el", "hr", "ru", "en")
VARIANT_CYCLE = tuple(VARIANTS)  # every preset, in the engine's order
WATCHED_TYPES = ("BotTask", "_Relay", "PlayerView", "QTranslator")


def rss_mb() -> float:
    """Resident memory of this process in MB (Linux /proc; elsewhere the peak, from getrusage)."""
    try:
        with open("/proc/self/statm") as f:
            pages = int(f.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 1e6
    except (OSError, ValueError, AttributeError):
        import resource

        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / 1e6 if sys.platform == "darwin" else peak / 1e3


def type_counts() -> Counter[str]:
    return Counter(type(o).__name__ for o in gc.get_objects())


def cache_sizes() -> dict[str, list[int | None]]:
    """The project's functools caches: name -> [entries, maxsize] (maxsize None: unbounded)."""
    out: dict[str, list[int | None]] = {}
    for obj in gc.get_objects():
        if not isinstance(obj, functools._lru_cache_wrapper):
            continue
        module = getattr(obj, "__module__", "") or ""
        if module.startswith("belote_desktop"):
            got = obj.cache_info()
            out[f"{module.removeprefix('belote_desktop.')}.{obj.__qualname__}"] = [got.currsize, got.maxsize]
    return dict(sorted(out.items()))


def cache_entries() -> int:
    """Entries in the engine's bounded caches: the legal-plays table (200,000 at most), the auctions'
    legal-bid memo (10,000 at most) and the functools caches."""
    from belote_desktop.engine import auctions as engine_auctions, state

    plays = len(getattr(state, "_PLAYS_CACHE", ()))
    auctions = sum(len(getattr(a, "_memo", ())) for a in engine_auctions.AUCTIONS.values())
    return plays + auctions + sum(size for size, _bound in cache_sizes().values() if size)


def slope_per_100(points: list[tuple[int, float]]) -> float:
    """Least-squares slope of value against deals, times 100 (0 with fewer than two points)."""
    if len(points) < 2:
        return 0.0
    n = len(points)
    mx = sum(x for x, _ in points) / n
    my = sum(y for _, y in points) / n
    sxx = sum((x - mx) ** 2 for x, _ in points)
    if sxx == 0:
        return 0.0
    return 100.0 * sum((x - mx) * (y - my) for x, y in points) / sxx


class Sample(TypedDict):
    """One line of the soak's JSON output: the window's memory and objects after ``deals`` deals."""

    deals: int
    at: str
    rss_mb: float
    objects: int
    qobjects: int
    translators: int
    alive: dict[str, int]
    cache_entries: int
    seconds: float


class Soak:
    def __init__(self, app: QCoreApplication, args: argparse.Namespace) -> None:
        from PySide6.QtCore import QTimer

        from belote_desktop.storage.settings import Settings
        from belote_desktop.ui.window.main_window import MainWindow

        settings = Settings()
        settings.animation_speed = "instant"
        settings.bot_pause_ms = 0
        settings.partner_level = settings.opponent_level = args.level
        settings.language = "en"
        self.app = app
        self.args = args
        self.window = MainWindow(interactive=False, settings=settings)
        self.window.resize(1280, 800)
        self.window.show()
        self.controller = self.window.controller
        local = self.controller.local
        assert local is not None, "the window's own table"
        local.autoplay_human = True
        self.deals = 0
        self.deals_in_match = 0
        self.by_variant: Counter[str] = Counter()
        self.exceptions: list[str] = []
        self.sampled_at = 0
        self.matches = 0
        self.languages = 0
        self.samples: list[Sample] = []
        self.first_types: Counter[str] | None = None
        self.last_types: Counter[str] = Counter()
        self.last_progress = time.monotonic()
        self.error: str | None = None
        self.started = time.monotonic()
        self._ticker = QTimer()
        self._ticker.setInterval(1)
        self._ticker.timeout.connect(self._tick)

    def run(self) -> int:
        from PySide6.QtCore import QEventLoop

        previous = sys.excepthook
        sys.excepthook = self._on_exception  # PySide reports a slot's exception here and goes on
        try:
            self._new_match()
            self.sample()
            self._ticker.start()
            # a loop of its own, not the application's: once the application's exec() has returned, Qt
            # delivers no more queued signals in this process (a test process runs other windows after)
            self._loop = QEventLoop()
            return int(self._loop.exec())
        finally:
            sys.excepthook = previous

    def _on_exception(self, kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        import traceback

        self.exceptions.append("".join(traceback.format_exception(kind, value, tb, limit=8)))
        if len(self.exceptions) <= 3:
            print(self.exceptions[-1], file=sys.stderr, flush=True)

    def _new_match(self) -> None:
        from belote_desktop.engine import find_variant

        variant = VARIANT_CYCLE[self.matches % len(VARIANT_CYCLE)]
        self.window.start_game(find_variant(variant), seed=self.args.seed + self.matches)
        self.matches += 1
        self.deals_in_match = 0

    def _tick(self) -> None:
        c = self.controller
        if time.monotonic() - self.last_progress > self.args.stall_s:
            self.error = f"no deal finished for {self.args.stall_s} s (deal {self.deals})"
            self._stop()
            return
        if not c.awaiting_continue or self.window.animator.busy:
            return
        self._deal_ended()
        if self.deals >= self.args.deals:
            self.sample(at="end")
            self._stop()
            return
        if self._match_left():
            self._new_match()
            if self.deals - self.sampled_at >= self.args.sample_every:
                self.sample()
        else:
            self.window.continue_deal()

    def _stop(self) -> None:
        self._ticker.stop()
        self._loop.quit()

    def _deal_ended(self) -> None:
        """A deal counted (by game), and the language switched every ``--language-every`` deals."""
        c = self.controller
        self.deals += 1
        self.deals_in_match += 1
        if c.match is not None:
            self.by_variant[c.match.rules.id] += 1
        self.last_progress = time.monotonic()
        if self.args.language_every and self.deals % self.args.language_every == 0:
            code = LANGUAGE_CYCLE[self.languages % len(LANGUAGE_CYCLE)]
            self.window.set_language(code)
            self.languages += 1

    def _match_left(self) -> bool:
        """The match is over, or had its ``--deals-per-match``: the next game."""
        match = self.controller.match
        per_match = self.args.deals_per_match
        return match is not None and (match.over or bool(per_match and self.deals_in_match >= per_match))

    def sample(self, at: str = "match_start") -> None:
        from PySide6.QtCore import QObject, QThreadPool, QTranslator

        QThreadPool.globalInstance().waitForDone(1000)
        gc.collect()
        types = type_counts()
        if at == "match_start":
            if self.first_types is None and self.deals >= self.args.warmup:
                self.first_types = types
            self.last_types = types
        row: Sample = {
            "deals": self.deals,
            "at": at,
            "rss_mb": round(rss_mb(), 2),
            "objects": sum(types.values()),
            "qobjects": len(self.app.findChildren(QObject)) + len(self.window.findChildren(QObject)),
            "translators": len({id(t) for t in self.app.findChildren(QTranslator)}
                               | {id(o) for o in gc.get_objects() if isinstance(o, QTranslator)}),
            "alive": {name: types.get(name, 0) for name in WATCHED_TYPES if name != "QTranslator"},
            "cache_entries": cache_entries(),
            "seconds": round(time.monotonic() - self.started, 1),
        }
        self.samples.append(row)
        self.sampled_at = self.deals
        print(json.dumps(row), flush=True)

    def _steady(self) -> list[Sample]:
        """The samples at a match's start past the warm-up (all of them at a match's start if none is)."""
        starts = [s for s in self.samples if s["at"] == "match_start"]
        return [s for s in starts if s["deals"] >= self.args.warmup] or starts

    def _grown(self) -> list[tuple[str, int]]:
        """The types whose objects grew most since the warm-up."""
        if self.first_types is None:
            return []
        diff = self.last_types.copy()
        diff.subtract(self.first_types)
        return [(name, n) for name, n in diff.most_common(8) if n > 0]

    def _error_words(self) -> str | None:
        return self.error or (f"{len(self.exceptions)} exceptions in the window" if self.exceptions else None)

    def summary(self) -> dict[str, object]:
        steady = self._steady()
        grown = self._grown()
        return {
            "summary": "gui_soak",
            "deals": self.deals,
            "matches": self.matches,
            "language_switches": self.languages,
            "level": self.args.level,
            "seconds": round(time.monotonic() - self.started, 1),
            "cores": os.cpu_count(),
            "warmup_deals": self.args.warmup,
            "rss_mb": {"first": steady[0]["rss_mb"], "last": steady[-1]["rss_mb"],
                       "slope_per_100_deals": round(slope_per_100([(s["deals"], s["rss_mb"]) for s in steady]), 3)},
            "objects": {"first": steady[0]["objects"], "last": steady[-1]["objects"],
                        "slope_per_100_deals": round(slope_per_100([(s["deals"], s["objects"]) for s in steady]), 1)},
            "cache_entries": {"first": steady[0]["cache_entries"], "last": steady[-1]["cache_entries"],
                              "slope_per_100_deals": round(slope_per_100(
                                  [(s["deals"], s["cache_entries"]) for s in steady]), 1)},
            "qobjects": {"first": steady[0]["qobjects"], "last": steady[-1]["qobjects"]},
            "translators": {"first": steady[0]["translators"], "last": steady[-1]["translators"]},
            "rss_mb_at_end": self.samples[-1]["rss_mb"],
            "alive_at_end": self.samples[-1]["alive"],
            "types_grown_since_warmup": dict(grown),
            "caches_at_end": cache_sizes(),
            "deals_by_game": dict(sorted(self.by_variant.items())),
            "exceptions": len(self.exceptions),
            "error": self._error_words(),
        }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=500, help="deals to play (default 500)")
    parser.add_argument("--sample-every", type=int, default=10, help="deals between two samples")
    parser.add_argument("--warmup", type=int, default=100, help="deals before the slope is measured")
    parser.add_argument("--language-every", type=int, default=10, help="deals between language switches (0: never)")
    parser.add_argument("--deals-per-match", type=int, default=0,
                        help="leave a match for the next game after this many deals (0: play it to the end)")
    parser.add_argument("--level", default="intermediate", help="bot level for every seat")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--stall-s", type=float, default=120.0, help="give up when no deal ends for this long")
    args = parser.parse_args(argv)
    args.sample_every = max(1, args.sample_every)

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["BELOTE_DESKTOP_ANIMATION"] = "instant"
    with tempfile.TemporaryDirectory(prefix="belote-soak-") as home:
        os.environ.setdefault("BELOTE_DESKTOP_HOME", home)
        from belote_desktop import _pyside_fix  # noqa: F401  (before any Qt call)
        from PySide6.QtWidgets import QApplication

        from belote_desktop.i18n import install_language

        app = QApplication.instance() or QApplication([sys.argv[0]])
        install_language(app, "en")
        soak = Soak(app, args)
        soak.run()
        report = soak.summary()
        soak.window.persist = False
        soak.window.close()
        print(json.dumps(report), flush=True)
    return 1 if report["error"] else 0


if __name__ == "__main__":
    sys.exit(main())
