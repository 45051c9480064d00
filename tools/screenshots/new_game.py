"""New Game's screenshots for the docs: the dialog at 1366x768 and 900x650, "More rules" open at the smaller size
(``python -m tools.screenshots.new_game docs/screenshots``, offscreen)."""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication

from belote_desktop.engine import find_variant
from belote_desktop.ui.dialogs.new_game import NewGameDialog


def write_screenshots(folder: str, game: str = "coinche") -> list[str]:
    """new-game-1366x768.png and new-game-900x650.png in ``folder``."""
    written = []
    for (width, height), more in (((1366, 768), False), ((900, 650), True)):
        dialog = NewGameDialog(find_variant(game))
        dialog.resize(width, height)
        dialog.show()
        dialog.more.setChecked(more)
        QCoreApplication.processEvents()
        path = os.path.join(folder, f"new-game-{width}x{height}.png")
        dialog.grab().save(path)
        dialog.close()
        written.append(path)
    return written


if __name__ == "__main__":
    import sys

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    _app = QApplication(sys.argv[:1])
    print("\n".join(write_screenshots(sys.argv[1] if len(sys.argv) > 1 else ".")))
