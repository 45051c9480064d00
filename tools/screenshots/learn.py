"""Contact sheets of "learn from your own deals" in every game, for docs/screenshots, rendered offscreen.

    python -m tools.screenshots.learn docs/screenshots

For each of the 13 presets a deal is played in the window by the bots (the player's seat too), then:
- learn-compare-ALL.png: the Master's comparison of that deal (both scores, where the lines part, the two deals);
- learn-knew-ALL.png: "What did they know?" on a bot's card in the middle of the deal;
- learn-claim-ALL.png: the table after a claim of the rest (accepted, or refused with the cards shown);
- learn-again-ALL.png: the deal played again from its second trick; learn-editor-ALL.png: the deal editor
  holding the deal's cards (``--practice``: these two alone).
Each sheet puts the 13 games side by side, named. Deterministic: fixed seeds, the comparison's Master thinks in
this process.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from .window import _close, _deal_over, _match, _play_until, _settle, _window, own_table

if TYPE_CHECKING:  # for the checker only: the functions import Qt and the window themselves
    from PySide6.QtGui import QImage, QPixmap

    from belote_desktop.ui.window.main_window import MainWindow

SHEET_COLUMNS = 4
THUMB = (560, 340)


def _finish(window: MainWindow) -> None:
    """Bots play every seat until a deal that was played (not thrown in) is over, its result on screen."""
    own_table(window).auto_bots = False
    _play_until(window, _deal_over)
    window.animator.finish_now()
    _settle(window)


def _compare_shot(window: MainWindow) -> QPixmap:
    from belote_desktop.learn.compare import Bots, _default_think
    from belote_desktop.ui.dialogs.comparison import ComparisonDialog

    c = window.controller
    finished = _match(window).finished
    deal = finished[-1]
    match_seed, number = c.seed_identity(len(finished) - 1)
    bots = Bots(c.seat_model.level_of, match_seed, number, think=_default_think)
    dialog = ComparisonDialog(deal, window.human, window.names(), bots, window)
    dialog.resize(1180, 640)
    dialog.show()
    dialog.done_waiting(120000)
    _settle(window)
    image = dialog.grab()
    dialog.reject()
    return image


def _knew_shot(window: MainWindow) -> QPixmap | None:
    from belote_desktop.ui.dialogs.bot_knowledge import BotKnowledgeDialog
    from belote_desktop.ui.dialogs.deal_replay import plays_of

    c = window.controller
    deal = _match(window).finished[-1]
    plays = plays_of(deal)
    index = next((i for i, p in enumerate(plays) if p.seat != window.human and i >= len(plays) // 3), None)
    if index is None:
        return None
    dialog = BotKnowledgeDialog(deal, index, window.names(), c.seat_model.level_of(plays[index].seat), window)
    dialog.show()  # sized to its content
    _settle(window)
    image = dialog.grab()
    dialog.close()
    return image


def _claim_shot(window: MainWindow, variant: str, seed: int) -> QPixmap | None:
    """Play until the player may claim with some tricks left, claim, and grab the table."""
    from belote_desktop.engine import find_variant

    c, local = window.controller, own_table(window)
    c.seat_model.set_levels("intermediate", "intermediate")  # quick bots: only the claim is shown
    rng = random.Random(seed)
    for attempt in range(12):
        window.start_game(find_variant(variant), seed=seed + attempt)
        local.auto_bots = False
        for _ in range(500):
            if c.awaiting_continue:
                break
            deal = _match(window).deal
            left = deal.rules.hand_size - len(deal.tricks)
            if c.can_claim() and 2 <= left <= 5 and rng.random() < 0.5:
                window.refresh()
                window.take_back.claim_rest()
                window.animator.finish_now()
                _settle(window)
                return window.grab()
            local.play_bot_move_now()
    return None


def _sheet(images: list[tuple[str, QImage | None]], path: Path) -> None:
    from PySide6.QtCore import QRect, Qt
    from PySide6.QtGui import QColor, QFont, QImage, QPainter

    rows = (len(images) + SHEET_COLUMNS - 1) // SHEET_COLUMNS
    w, h = THUMB
    sheet = QImage(SHEET_COLUMNS * w, rows * (h + 26), QImage.Format.Format_RGB32)
    sheet.fill(QColor("#f4f4f4"))
    painter = QPainter(sheet)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    font = QFont()
    font.setPixelSize(16)
    font.setBold(True)
    painter.setFont(font)
    for i, (label, image) in enumerate(images):
        x, y = (i % SHEET_COLUMNS) * w, (i // SHEET_COLUMNS) * (h + 26)
        painter.setPen(QColor("#222"))
        painter.drawText(QRect(x + 6, y + 2, w - 12, 22), Qt.AlignmentFlag.AlignLeft, label)
        if image is None:
            painter.drawText(QRect(x, y + 26, w, h), Qt.AlignmentFlag.AlignCenter, "—")
            continue
        scaled = image.scaled(w - 8, h - 4, Qt.AspectRatioMode.KeepAspectRatio,
                              Qt.TransformationMode.SmoothTransformation)
        painter.drawImage(x + 4, y + 26, scaled)
    painter.end()
    sheet.save(str(path))


def contact_sheets(folder: Path, variants: list[str] | None = None) -> list[Path]:
    from belote_desktop.engine import VARIANTS, find_variant
    from belote_desktop.learn import table_words as text

    folder.mkdir(parents=True, exist_ok=True)
    compare: list[tuple[str, QImage | None]] = []
    knew: list[tuple[str, QImage | None]] = []
    claim: list[tuple[str, QImage | None]] = []
    for n, variant in enumerate(variants or list(VARIANTS)):
        rules = find_variant(variant)
        window = _window((1280, 800))
        try:
            window.controller.seat_model.set_levels("expert", "expert")
            window.start_game(rules, seed=40 + n)
            _finish(window)
            label = text.variant_name(rules)
            compare.append((label, _compare_shot(window).toImage()))
            shot = _knew_shot(window)
            knew.append((label, shot.toImage() if shot is not None else None))
            shot = _claim_shot(window, variant, 70 + n)
            claim.append((label, shot.toImage() if shot is not None else None))
        finally:
            _close(window)
        print(f"{variant}: done", file=sys.stderr, flush=True)
    out = [folder / "learn-compare-ALL.png", folder / "learn-knew-ALL.png", folder / "learn-claim-ALL.png"]
    for images, path in zip((compare, knew, claim), out):
        _sheet(images, path)
    return out


def practice_sheets(folder: Path, variants: list[str] | None = None) -> list[Path]:
    """learn-again-ALL.png: each game's deal played again from its second trick (the practice banner, the
    same cards); learn-editor-ALL.png: the deal editor holding that deal's cards."""
    from belote_desktop.engine import VARIANTS, find_variant
    from belote_desktop.learn import table_words as text
    from belote_desktop.ui.dialogs.deal_editor import open_deal_editor
    from belote_desktop.ui.window.deals import first_state

    folder.mkdir(parents=True, exist_ok=True)
    again: list[tuple[str, QImage | None]] = []
    editor: list[tuple[str, QImage | None]] = []
    for n, variant in enumerate(variants or list(VARIANTS)):
        rules = find_variant(variant)
        window = _window((1280, 800))
        try:
            window.controller.seat_model.set_levels("intermediate", "intermediate")
            window.start_game(rules, seed=40 + n)
            _finish(window)
            label = text.variant_name(rules)
            deal = _match(window).finished[-1]
            dialog = open_deal_editor(window, first_state(deal), parent=window)
            if dialog is not None:
                dialog.resize(1366, 768)
                _settle(window)
                editor.append((label, dialog.grab().toImage()))
                dialog.close()
            window.play_deal_again(2, deal)
            window.animator.finish_now()
            _settle(window)
            again.append((label, window.grab().toImage()))
        finally:
            _close(window)
        print(f"{variant}: practice done", file=sys.stderr, flush=True)
    out = [folder / "learn-again-ALL.png", folder / "learn-editor-ALL.png"]
    for images, path in zip((again, editor), out):
        _sheet(images, path)
    return out


def main(argv: list[str] | None = None) -> int:
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    args = sys.argv[1:] if argv is None else argv
    app = QApplication.instance() or QApplication([])  # noqa: F841 - kept alive while drawing
    folder = Path(args[0]) if args else Path("docs/screenshots")
    if args[1:2] == ["--practice"]:  # the quick sheets alone
        paths = practice_sheets(folder, args[2:] or None)
    else:
        paths = [*practice_sheets(folder, args[1:] or None), *contact_sheets(folder, args[1:] or None)]
    for path in paths:
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
