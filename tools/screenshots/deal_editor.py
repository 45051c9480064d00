"""Screenshots of the deal editor over the main window on a 1366x768 screen (docs/screenshots/deal-editor-*.png).

    python -m tools.screenshots.deal_editor [folder]

Each shot shows a deal half made: some zones typed, one card being moved, the rest in the pool, so
the counts, the empty places and the guidance line are all on screen.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

PRESETS = ("classic", "tarabish", "decouverte", "belot_2p_open", "belot_3p")
FIXED_CONTRACT = ("belot_3p",)  # shown with a contract chosen: the cards after the auction per player
SCREEN = (1366, 768)


def editor_shot(folder: Path, preset: str, fixed_contract: bool = False) -> Path:
    from PySide6.QtCore import QCoreApplication, QPoint
    from PySide6.QtGui import QColor, QPainter

    from belote_desktop.engine import find_variant
    from .window import _close, _settle, _window
    from belote_desktop.ui.dialogs.deal_editor import open_deal_editor

    window = _window(SCREEN)
    window.start_game(find_variant(preset), seed=3)
    _settle(window)
    dialog = open_deal_editor(window, parent=window)
    assert dialog is not None  # a game is on the table: the editor opens on it
    if fixed_contract:  # the pack becomes each player's cards after the auction
        dialog.choices.contract_combo.setCurrentIndex(1)
        dialog.choices.taker_combo.setCurrentIndex(1)
    draft = dialog.draft
    dialog.deal_rest()  # every zone full, then some cards back to the pool: a deal being made
    slots = draft.slots()
    first = slots[0]
    for card in list(draft.cards[(first.key, first.seat)])[:2]:
        dialog.drop_card(card, "pool", -1)
    last_seat = max(s.seat for s in slots)
    other = next(s for s in slots if s.seat == last_seat)
    moved = draft.cards[(other.key, other.seat)][0]
    dialog.drop_card(moved, first.key, first.seat)  # one too few there now, and one card moved
    for _ in range(3):
        QCoreApplication.processEvents()
    image = window.grab()
    painter = QPainter(image)
    top_left = QPoint((image.width() - dialog.width()) // 2, max(0, (image.height() - dialog.height()) // 2))
    painter.drawPixmap(top_left, dialog.grab())
    painter.setPen(QColor(90, 90, 90))
    painter.drawRect(top_left.x(), top_left.y(), dialog.width() - 1, dialog.height() - 1)
    painter.end()
    path = folder / f"deal-editor-{preset}.png"
    image.save(str(path))
    dialog.close()
    _close(window)
    return path


def main(argv: list[str] | None = None) -> int:
    if "QT_QPA_PLATFORM" not in os.environ:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
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
    presets = args[1:] or PRESETS
    for preset in presets:
        print(editor_shot(folder, preset, fixed_contract=preset in FIXED_CONTRACT))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
