"""belote-desktop: start the game, or render a screenshot of the table and exit (``python -m belote_desktop``,
whose ``__main__`` calls ``main`` here).

    belote-desktop
    belote-desktop FILE.deal
    belote-desktop --screenshot table.png --variant coinche --seed 7 --moves 12 --size 1280x800
"""

from __future__ import annotations

import argparse
import logging
import os
import re
import sys
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # Qt is imported only once _pyside_fix has run
    from PySide6.QtCore import QCoreApplication

    from ..storage.document import Problem
    from ..storage.home_lock import HomeInUse, HomeLock
    from ..storage.settings import Settings
    from ..ui.window.error_report import ErrorReport
    from ..ui.window.main_window import MainWindow

_STARTED = time.perf_counter()


def _size(text: str) -> tuple[int, int]:
    m = re.fullmatch(r"\s*(\d{2,5})\s*[xX×]\s*(\d{2,5})\s*", text)
    if not m:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT such as 1280x800, got {text!r}")
    w, h = int(m.group(1)), int(m.group(2))
    if not (320 <= w <= 8000 and 240 <= h <= 8000):
        raise argparse.ArgumentTypeError(f"size {w}x{h} is out of range (320x240 to 8000x8000)")
    return w, h


def _non_negative(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"expected 0 or more, got {value}")
    return value


def _seed(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"the seed must be a whole number, got {text!r}") from None


def version_text() -> str:
    """``belote-desktop X.Y.Z (bots' kernel: compiled)``, or ``python`` where the compiled kernel is not built."""
    from .. import __version__
    from ..ai.play.native import kernel_name

    return f"belote-desktop {__version__} (bots' kernel: {kernel_name()})"


class _VersionAction(argparse.Action):
    """--version, which loads the kernel only when asked (it imports the bots)."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: object,
                 option_string: str | None = None) -> None:
        print(version_text())
        parser.exit()


def build_parser() -> argparse.ArgumentParser:
    from .. import APP_NAME
    from ..engine import VARIANTS

    parser = argparse.ArgumentParser(
        prog="belote-desktop",
        description=f"{APP_NAME}: the Belote family of card games (Belote, La Coinche, Belot, Baloot, "
                    "Pilotta, Tarabish, Clabber...) against computer players.",
    )
    parser.add_argument("--version", action=_VersionAction, nargs=0,
                        help="show the version and which kernel the bots run (compiled or pure Python), and exit")
    parser.add_argument("--screenshot", metavar="PATH", type=Path,
                        help="build the window offscreen, play --moves actions automatically, write a PNG and exit")
    parser.add_argument("--variant", choices=sorted(VARIANTS), default=None,
                        help="the game to play (default: the last one played; classic for screenshots)")
    parser.add_argument("--seed", type=_seed, default=None, help="seed of the shuffle (a whole number)")
    parser.add_argument("--moves", type=_non_negative, default=0,
                        help="with --screenshot: how many actions (bids, cards) to play first")
    parser.add_argument("--size", type=_size, default=None, metavar="WxH",
                        help="window size, e.g. 1280x800")
    parser.add_argument("--lang", metavar="CODE", default=None,
                        help='language of the interface, e.g. "fr" (default: the setting, else the system)')
    parser.add_argument("--home", metavar="DIR", default=None,
                        help="keep settings, saves and statistics in DIR (portable use)")
    parser.add_argument("--deal", metavar="FILE", type=Path, default=None,
                        help="play the deal of a deal file (docs/deal-format.md) against the computer players")
    parser.add_argument("--deal-code", metavar="CODE", default=None,
                        help="play the deal of a deal code (Game > Deal by number…) against the computer players")
    parser.add_argument("deal_file", metavar="FILE.deal", type=Path, nargs="?", default=None,
                        help="the same as --deal FILE (what a double-click on a .deal file runs)")
    parser.add_argument("--probe-startup", action="store_true", help=argparse.SUPPRESS)
    # tests: a --probe-startup run stays open this many seconds after READY, so that a second start meets it
    parser.add_argument("--probe-hold", type=float, default=0.0, help=argparse.SUPPRESS)
    return parser


# Windows' own interface fonts, best first: what the native platform would have chosen.
WINDOWS_UI_FONTS = ("Segoe UI", "Tahoma", "Arial", "Verdana")


def offscreen_font_dir(platform: str, environ: Mapping[str, str]) -> str | None:
    """The folder Qt's offscreen platform should read fonts from, where it would find none by itself.

    On Windows the offscreen platform (screenshots, start-up probes) uses Qt's FreeType font database,
    which looks only in Qt's own ``lib/fonts`` (absent from the wheels): every letter would be drawn as a
    box. Point it at the system's fonts folder. Elsewhere, and when the player chose the folder, None.
    """
    if platform != "win32" or not environ.get("QT_QPA_PLATFORM", "").startswith("offscreen"):
        return None
    if environ.get("QT_QPA_FONTDIR"):
        return None
    windows = environ.get("WINDIR") or environ.get("SystemRoot") or "C:\\Windows"
    return windows.rstrip("\\/") + "\\Fonts"


def _use_windows_ui_font(app: QCoreApplication) -> None:
    """Draw with Windows' interface font, as the native platform does (FreeType's default is whichever family
    sorts first)."""
    from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

    available = set(QFontDatabase.families())
    family = next((name for name in WINDOWS_UI_FONTS if name in available), None)
    if family is not None and isinstance(app, QGuiApplication):
        app.setFont(QFont(family, 9))


def install_translators(app: QCoreApplication, language: str | None) -> bool:
    """Load the interface language (kept for callers of the old name; see ``belote_desktop.i18n``)."""
    from ..i18n import install_language

    return install_language(app, language)


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(list(sys.argv[1:] if argv is None else argv))
    if args.deal_file is not None:
        if args.deal is not None:
            parser.error("give the deal file once: either FILE.deal or --deal FILE")
        args.deal = args.deal_file
    if args.home:
        os.environ["BELOTE_DESKTOP_HOME"] = str(Path(args.home).expanduser())
    if args.screenshot is not None or args.probe_startup:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    font_dir = offscreen_font_dir(sys.platform, os.environ)
    if font_dir is not None:
        os.environ["QT_QPA_FONTDIR"] = font_dir
    if args.screenshot is not None and args.screenshot.suffix.lower() != ".png":
        parser.error(f"--screenshot needs a .png file name, got {str(args.screenshot)!r}")
    if args.screenshot is None and args.moves:
        parser.error("--moves only makes sense with --screenshot")
    if args.deal is not None:
        if args.screenshot is not None or args.variant or args.seed is not None:
            parser.error("--deal plays the deal of its file: it goes without --screenshot, --variant and --seed")
        from ..storage.deal_file import DealFileError, load_deal_file

        try:  # a bad file is told here, before any window opens
            load_deal_file(args.deal)
        except DealFileError as exc:
            from ..learn.deal_file_errors import describe  # a refused move in words, as the window says it

            print(f"belote-desktop: {args.deal}: {describe(exc)}", file=sys.stderr)
            return 2

    if args.deal_code is not None:
        if args.deal is not None or args.screenshot is not None or args.variant or args.seed is not None:
            parser.error("--deal-code plays its deal: it goes without --deal, --screenshot, --variant and --seed")
        from ..storage.deal_code import DealCodeError, decode
        from ..app.deal_code_text import problem_text

        try:  # a bad code is told here, before any window opens
            decode(args.deal_code)
        except DealCodeError as exc:
            print(f"belote-desktop: deal code {args.deal_code!r}: {problem_text(exc)}", file=sys.stderr)
            return 2

    # One window per home (storage/home_lock.py), taken before anything is read or written, the log included.
    # A screenshot writes nothing of the home (persist is off), so it goes without the lock.
    lock = None
    if args.screenshot is None:
        from ..storage import home_lock

        try:
            lock = home_lock.acquire()
        except home_lock.HomeInUse as exc:
            return _already_open(args, exc)
    try:
        return _start(args, font_dir, lock)
    finally:
        if lock is not None:
            lock.release()


def _start(args: argparse.Namespace, font_dir: str | None, lock: HomeLock | None) -> int:
    from ..storage.logs import start_log_file

    log_file = start_log_file()  # before Qt: a windowed bundle has no console, the file is its only trace
    if lock is not None and not lock.held:
        import logging

        logging.getLogger(__name__).warning("started without the home lock: %s", lock.reason)

    from .. import _pyside_fix  # noqa: F401  (before any Qt call)
    from PySide6.QtWidgets import QApplication

    from .. import APP_ID, APP_NAME, ORG_DOMAIN, __version__
    from ..storage.settings import load_settings

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication([sys.argv[0]])
    app.setApplicationName(APP_ID)
    app.setApplicationDisplayName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setOrganizationDomain(ORG_DOMAIN)
    app.setDesktopFileName(APP_ID)
    from PySide6.QtGui import QIcon

    from ..paths import resources_dir

    app.setWindowIcon(QIcon(str(resources_dir() / "icons" / "belote-desktop.svg")))
    if font_dir is not None:
        _use_windows_ui_font(app)
    settings, messages = load_settings()
    from ..i18n import install_language

    install_language(app, args.lang or settings.language)

    if args.screenshot is not None:
        return _screenshot(app, args, settings, messages)

    from ..ui.window.error_report import ErrorReport

    report = ErrorReport(None, log_file)
    if not args.probe_startup:  # a benchmark run must never wait on a message box
        report.install()
    try:
        return _run(app, args, settings, messages, report)
    except Exception:
        if not report.installed:
            raise
        report.excepthook(*sys.exc_info())  # the window could not even open: log it and say so
        return 1
    finally:
        report.uninstall()


ALREADY_OPEN = 3  # the exit status of a start that found the home held by a running window


def _already_open(args: argparse.Namespace, refused: HomeInUse) -> int:
    """Another window owns the home: say so plainly and leave, without reading settings that could be moved
    aside nor writing a line of log."""
    from .. import _pyside_fix  # noqa: F401  (before any Qt call)
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication, QMessageBox

    from .. import APP_ID, APP_NAME
    from ..i18n import install_language

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication([sys.argv[0]])
    app.setApplicationName(APP_ID)
    app.setApplicationDisplayName(APP_NAME)
    install_language(app, args.lang or _chosen_language())
    title = QCoreApplication.translate("MainWindow", "Belote Desktop is already open.")
    text = QCoreApplication.translate(
        "MainWindow", "Its window is using your settings and saves: switch to it (it may be minimised or on "
        "another desktop). A second window would write over its game.")
    if args.deal is not None:
        text += " " + QCoreApplication.translate(
            "MainWindow", "To play {file} there, use Game > Import a deal…").format(file=Path(args.deal).name)
    pid = refused.owner.pid if refused.owner is not None else None
    print(f"belote-desktop: {title} {text} ({refused.path}{f', process {pid}' if pid else ''})", file=sys.stderr)
    if not args.probe_startup:  # a probe never waits on a message box
        from ..ui.look.themed import theme_box

        box = theme_box(QMessageBox(QMessageBox.Icon.Information, APP_NAME, title, QMessageBox.StandardButton.Ok))
        box.setInformativeText(text)
        box.exec()
    return ALREADY_OPEN


def _chosen_language() -> str | None:
    """The language of the settings, read without the settings' checks (which may move a damaged file aside)."""
    from ..storage.paths import read_json_object
    from ..storage.settings import settings_path

    try:
        language = read_json_object(settings_path()).get("language")
    except (OSError, ValueError):
        return None
    return language if isinstance(language, str) else None


def _run(
    app: QCoreApplication, args: argparse.Namespace, settings: Settings, messages: list[Problem], report: ErrorReport
) -> int:
    from PySide6.QtCore import QCoreApplication, QTimer

    from ..ui.window.error_report import autosave_of
    from ..ui.window.main_window import MainWindow

    window = MainWindow(interactive=not args.probe_startup, settings=settings, messages=list(messages))
    report.attach(window, autosave_of(window))
    window.restore_window()
    if args.size:
        window.resize(*args.size)
    window.show()

    def begin() -> None:
        from ..ai.play.native import LIBRARY_PATH, kernel_name

        logging.getLogger(__name__).info("bots' kernel: %s (%s)", kernel_name(), LIBRARY_PATH.name)
        begin_game(window, args)
        window.show_startup_messages()
        if args.probe_startup:
            QTimer.singleShot(0, lambda: _probe_done(app, args.probe_hold))

    QTimer.singleShot(0, begin)
    code = app.exec()
    QCoreApplication.processEvents()
    return int(code)


def begin_game(window: MainWindow, args: argparse.Namespace) -> None:
    """The first game on the window's empty table: the deal of ``--deal`` or ``--deal-code`` (a practice: the
    autosaved game waits aside), a new game of ``--variant`` / ``--seed`` (the autosaved game is put aside and
    offered back first), else the autosaved game offered, or the last game's rules."""
    if args.deal is not None:
        window.import_deal_path(args.deal)
    elif args.deal_code is not None:
        window.deals.start_deal_code(args.deal_code)
    elif args.variant or args.seed is not None:
        from ..engine import find_variant

        rules = find_variant(args.variant) if args.variant else window.last_rules()
        window.files.put_aside()
        window.start_game(rules, seed=args.seed)
    else:
        window.start_default_game()


def _probe_done(app: QCoreApplication, hold: float = 0.0) -> None:
    """Startup benchmark: the window is shown, a deal is on it and the event loop runs."""
    print(f"READY {time.perf_counter() - _STARTED:.4f}", flush=True)
    if hold > 0:
        from PySide6.QtCore import QTimer

        QTimer.singleShot(int(hold * 1000), app.quit)
        return
    app.quit()


def _screenshot(app: QCoreApplication, args: argparse.Namespace, settings: Settings, messages: list[Problem]) -> int:
    from PySide6.QtCore import QCoreApplication

    from ..engine import find_variant
    from ..ui.window.main_window import MainWindow

    settings.animation_speed = "instant"
    settings.bot_pause_ms = 0
    window = MainWindow(interactive=False, settings=settings, messages=list(messages))
    local = window.controller.local
    assert local is not None, "the window's own table"
    local.auto_bots = False
    window.persist = False
    width, height = args.size or (1280, 800)
    window.resize(width, height)
    window.show()
    QCoreApplication.processEvents()
    rules = find_variant(args.variant or "classic")
    window.start_game(rules, seed=args.seed if args.seed is not None else 1)
    done = 0
    controller = window.controller
    while done < args.moves:
        match = controller.match
        if match is None or match.over:
            break
        if controller.awaiting_continue:
            window.continue_deal()
            continue
        local.play_bot_move_now()
        done += 1
    for _ in range(3):
        QCoreApplication.processEvents()
    window.animator.finish_now()
    window.refresh()
    QCoreApplication.processEvents()
    path: Path = args.screenshot
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        print(f"belote-desktop: cannot create {path.parent}: {exc}", file=sys.stderr)
        return 1
    if not window.grab().save(str(path), "PNG"):
        print(f"belote-desktop: could not write {path}", file=sys.stderr)
        return 1
    from ..app import bots

    searched = f", {bots.decided_in_processes} by the bots' worker processes" if bots.decided_in_processes else ""
    print(f"wrote {path} after {done} moves{searched}", file=sys.stderr)
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
