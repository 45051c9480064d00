"""Every dialog of the package opened over the table window on a small screen and a laptop's (issue 70):

    python -m tools.screenshots.dialogs /tmp/shots-dialogs                  # 1024x600 and 1366x768
    python -m tools.screenshots.dialogs /tmp/shots-dialogs --screen 1024x600

Each screen size runs in its own process, on an offscreen screen of that size (the offscreen platform's
``configfile``), so each dialog finds the screen it opens on as a player's would. A picture per dialog and
screen, ``<dialog>-<W>x<H>.png``: the screen, the table window on it, the dialog where it opened (its frame
guessed as the window manager would draw it, ``screen_fit.FRAME_GUESS``). A JSON line per dialog tells where it
stands, whether its frame fits, its buttons out of sight, and whether its whole content had to scroll.

``openers()`` opens each QDialog subclass of the package the way the window does (with the window as parent
and a played game's data); tests/ui/dialogs/test_dialogs_fit_the_screen.py opens every one through it.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog, QPushButton

    from belote_desktop.engine import DealState
    from belote_desktop.ui.window.main_window import MainWindow

SCREENS = ((1024, 600), (1366, 768))
NAMES = ["You", "East", "North", "West"]
Opener = Callable[["MainWindow"], "QDialog"]


def played_deal(variant: str = "coinche", seed: int = 4) -> DealState:
    """A deal played to its end (not thrown in) by random legal moves, the first call a bid."""
    from belote_desktop.engine import find_variant, new_deal

    for attempt in range(seed, seed + 50):
        deal = new_deal(find_variant(variant), 0, seed=attempt)
        rng = random.Random(attempt)
        while not deal.is_terminal():
            legal = deal.legal_actions()
            deal = deal.apply(legal[-1] if len(deal.history) < 1 else rng.choice(legal))
        if not deal.thrown_in:
            return deal
    raise AssertionError("no deal was played out")


def rich_statistics() -> Any:
    """Statistics of three games, a long history, compared deals: every part of the window shows."""
    from belote_desktop.engine import find_variant, new_match
    from belote_desktop.storage.stats import MatchRecord, Statistics, VariantStats, record_comparison

    stats = Statistics()
    outcomes = ("won", "lost", "won", "drawn", "left", "won")
    history = [MatchRecord(f"2026-{1 + i // 28 % 12:02d}-{1 + i % 28:02d}", outcomes[i % 6], 500 + 7 * i,
                           600 - (i % 9) * 60, 6 + i % 5) for i in range(60)]
    stats.variants["classic"] = VariantStats(
        games_played=50, games_won=30, games_lost=10, games_drawn=10, games_abandoned=10, deals_played=420,
        contracts_taken=180, contracts_made=120, capots=4, undo_used=2, best_score=1320, best_win_streak=5,
        match_history=history)
    stats.variants["coinche"] = VariantStats(games_played=1, games_lost=1, deals_played=12, best_score=900)
    stats.variants["belot_2p"] = VariantStats(games_played=2, games_won=2, best_win_streak=2, win_streak=2,
                                              deals_played=20, best_score=1010)
    for gap in (20, -10, 40, 0, 15, -25):
        record_comparison(stats, new_match(find_variant("classic"), seed=1), gap, 8.0)
    return stats


def _statistics(window: MainWindow) -> QDialog:
    from belote_desktop.storage.stats import save_stats

    save_stats(rich_statistics())
    return window.rules_help.show_statistics()


def _mistakes(window: MainWindow) -> QDialog:
    """Practice › My mistakes with the costly choices of a deal played at random (the judge keeps them)."""
    from belote_desktop.app.mistakes import MistakeShelf
    from belote_desktop.learn.judge import judge_errors
    from belote_desktop.storage.mistakes import Notebook

    shelf = MistakeShelf(load=lambda: (Notebook(), []), save=lambda notebook: None)  # nothing written
    for seed in (4, 5, 6):
        deal = played_deal("classic", seed)
        decisions = judge_errors(deal, 0)
        assert decisions is not None
        shelf.keep(deal, 0, decisions)
    return window.rules_help.show_mistakes(shelf)


def _rules_book(window: MainWindow) -> QDialog:
    window.rules_help.open_rules_link("rules#overview")
    book = window.rules_help.window
    assert book is not None
    return book


def _comparison(window: MainWindow) -> QDialog:
    from belote_desktop.learn.compare import Bots, _default_think, compare_on_same_cards
    from belote_desktop.ui.dialogs.comparison import ComparisonDialog

    deal = played_deal("classic", 6)

    def think(view: Any, level: str, seed: int) -> Any:
        return _default_think(view, "beginner", seed)

    def levels(seat: int) -> str:
        return "intermediate"

    bots = Bots(levels, 6, 0, think=think)
    known = compare_on_same_cards(deal, 0, bots)
    return ComparisonDialog(deal, 0, NAMES, bots, window, known=known)


def _review(window: MainWindow) -> QDialog:
    from belote_desktop.ui.dialogs.review_window import ReviewWindow

    lines = ["On these cards you scored 12 points more than the Master.", ""]
    lines += [f"Trick {n}: K♠ −{n * 3} points. Better: A♠, which keeps the trump for the last trick and makes "
              f"your partner's ten good." for n in range(1, 9)]
    return ReviewWindow("Spades by North", lines, window)


def _last_trick(window: MainWindow) -> QDialog:
    from belote_desktop.ui.dialogs.last_trick import LastTrickDialog

    return LastTrickDialog(played_deal().view_for(0), NAMES, window.scene.geometry, window)


def openers() -> dict[type, Opener]:
    """Each QDialog subclass of the package, and the dialogs of Qt's own that a menu opens -> how the window opens
    it (not shown yet where the window would wait to show it)."""
    from belote_desktop.engine import find_variant
    from belote_desktop.learn.rules_window import RulesWindow
    from belote_desktop.ui.dialogs import (
        about, bot_knowledge, comparison, deal_editor, deal_replay, host_dialog, join_dialog, keys_help, last_trick,
        mistakes, new_game, open_dialog, problems, review_window, settings_dialog, stats_window, welcome,
    )
    from belote_desktop.ui.window.deals import deal_code_dialog, import_file_dialog
    from belote_desktop.ui.window.net_host import SeatRequestBox
    from PySide6.QtWidgets import QFileDialog, QInputDialog

    coinche = find_variant("coinche")
    return {
        about.AboutDialog: lambda w: w.rules_help.show_about(),
        bot_knowledge.BotKnowledgeDialog: lambda w: bot_knowledge.BotKnowledgeDialog(
            played_deal(), 16, NAMES, "intermediate", w),
        comparison.ComparisonDialog: _comparison,
        deal_editor.DealEditorDialog: lambda w: deal_editor.DealEditorDialog(coinche, parent=w),
        deal_replay.DealReplayDialog: lambda w: deal_replay.DealReplayDialog(played_deal(), NAMES, 0, parent=w),
        host_dialog.HostDialog: lambda w: host_dialog.HostDialog(w, current_rules=coinche, player_name="Ana"),
        host_dialog.WaitingPanel: lambda w: host_dialog.WaitingPanel(
            w, rules=coinche, code="K7MQ2XAB", port=41234, table_name="Ana's table", addresses=["192.168.1.20"]),
        join_dialog.JoinDialog: lambda w: join_dialog.JoinDialog(w, player_name="Bob", finder=list),
        keys_help.KeysDialog: lambda w: w.rules_help.show_keys(),
        last_trick.LastTrickDialog: _last_trick,
        new_game.NewGameDialog: lambda w: new_game.NewGameDialog(coinche, w),
        open_dialog.OpenGameDialog: open_dialog.OpenGameDialog,
        problems.ProblemsDialog: lambda w: w.rules_help.show_problems(),
        mistakes.MistakesDialog: _mistakes,
        review_window.ReviewWindow: _review,
        settings_dialog.SettingsDialog: lambda w: settings_dialog.SettingsDialog(w.settings, w),
        stats_window.StatisticsDialog: _statistics,
        welcome.WelcomeDialog: lambda w: welcome.WelcomeDialog(parent=w),
        RulesWindow: _rules_book,
        SeatRequestBox: lambda w: SeatRequestBox(w, "Bob", "West"),
        # Qt's own dialogs that a menu opens: Game > Import a deal, Game > Deal by number
        QFileDialog: lambda w: import_file_dialog(w, Path.home()),
        QInputDialog: deal_code_dialog,
    }


def opened(window: MainWindow, opener: Opener) -> QDialog:
    """The dialog opened and shown, its events handled."""
    from PySide6.QtCore import QCoreApplication

    dialog = opener(window)
    if not dialog.isVisible():
        dialog.show()
    for _ in range(3):
        QCoreApplication.processEvents()
    return dialog


def buttons_in_sight(dialog: QDialog) -> list[QPushButton]:
    """The dialog's buttons that are always in sight (Close, OK, the gold one, a row of actions): every push
    button shown but those of a content that scrolls."""
    from PySide6.QtWidgets import QAbstractScrollArea, QPushButton

    def scrolled(button: QPushButton) -> bool:
        parent = button.parentWidget()
        while parent is not None and parent is not dialog:
            if isinstance(parent, QAbstractScrollArea):
                return True
            parent = parent.parentWidget()
        return False

    return [b for b in dialog.findChildren(QPushButton) if b.isVisible() and not scrolled(b)]


def measure(dialog: QDialog) -> dict[str, Any]:
    """The dialog's place, whether its frame lies inside the screen's free area, and its buttons that do not
    (or lie outside the dialog)."""
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QScrollArea

    from belote_desktop.ui.look.screen_fit import SCROLL, frame_margins, screen_area

    area = screen_area(dialog)
    frame = dialog.geometry().marginsAdded(frame_margins(dialog))
    outside = [b.text() for b in buttons_in_sight(dialog)
               if not area.contains(QRect(b.mapToGlobal(b.rect().topLeft()), b.size()))
               or not dialog.rect().contains(QRect(b.mapTo(dialog, b.rect().topLeft()), b.size()))]
    scrolls = dialog.findChild(QScrollArea, SCROLL) is not None  # its whole content put in a scroll area to fit
    return {"geometry": dialog.geometry().getRect(), "frame_fits": area.contains(frame), "buttons_outside": outside,
            "scrolls_whole": scrolls}


def picture(window: MainWindow, dialog: QDialog, path: Path) -> None:
    """The screen: the window, the dialog over it, the free area's edge in red."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QColor, QPainter, QPen, QPixmap

    from belote_desktop.ui.look.screen_fit import frame_margins, screen_area

    area = screen_area(dialog)
    canvas = QPixmap(area.size())
    canvas.fill(QColor("#404040"))
    painter = QPainter(canvas)
    painter.drawPixmap(window.geometry().topLeft() - area.topLeft(), window.grab())
    frame = dialog.geometry().marginsAdded(frame_margins(dialog)).translated(-area.topLeft())
    painter.fillRect(frame, QColor("#c8c8c8"))
    painter.drawPixmap(dialog.geometry().topLeft() - area.topLeft(), dialog.grab())
    painter.setPen(QPen(QColor("#ff3030"), 2, Qt.PenStyle.DashLine))
    painter.drawRect(canvas.rect().adjusted(1, 1, -1, -1))
    painter.end()
    canvas.save(str(path))


def one_screen(folder: Path, width: int, height: int) -> list[dict[str, Any]]:
    """Every dialog on this process's screen: a picture each, and its measures."""
    from PySide6.QtCore import QCoreApplication

    from belote_desktop.ui.look.screen_fit import FRAME_GUESS
    from .window import _close, _window

    window = _window((width - FRAME_GUESS.left() - FRAME_GUESS.right(),
                      height - FRAME_GUESS.top() - FRAME_GUESS.bottom()))
    window.move(0, 0)
    window.start_game(played_deal().rules, seed=3)
    QCoreApplication.processEvents()
    report = []
    for kind, opener in openers().items():
        dialog = opened(window, opener)
        name = kind.__name__
        picture(window, dialog, folder / f"{name}-{width}x{height}.png")
        report.append({"dialog": name, **measure(dialog)})
        dialog.close()
        dialog.deleteLater()
        QCoreApplication.processEvents()
    _close(window)
    return report


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    folder = Path(args[0] if args and not args[0].startswith("--") else "/tmp/shots-dialogs")
    folder.mkdir(parents=True, exist_ok=True)
    if "--screen" not in args:
        for width, height in SCREENS:
            subprocess.run([sys.executable, "-m", "tools.screenshots.dialogs", str(folder), "--screen",
                            f"{width}x{height}"], check=True)
        return 0
    width, height = (int(n) for n in args[args.index("--screen") + 1].split("x"))
    config = Path(tempfile.mkdtemp()) / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "screen", "x": 0, "y": 0, "width": width, "height": height,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
    os.environ.setdefault("BELOTE_DESKTOP_HOME", tempfile.mkdtemp())  # a throw-away settings folder
    from belote_desktop import _pyside_fix  # noqa: F401
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])  # noqa: F841 (kept alive while drawing)
    for line in one_screen(folder, width, height):
        print(json.dumps(line))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
