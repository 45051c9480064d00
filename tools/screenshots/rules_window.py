"""The rules window's pages for docs/screenshots, rendered offscreen:

    python -m tools.screenshots.rules_window docs/screenshots
"""

from __future__ import annotations

import os
import sys

SCREENSHOTS = (
    ("rules-classic.png", "rules:classic"),
    ("rules-classic-play.png", "rules:classic#play"),
    ("rules-coinche.png", "rules:coinche#bidding"),
    ("rules-glossary.png", "glossary"),
)


def save_screenshots(folder: str, width: int = 1000, height: int = 700) -> list[str]:
    """Render the window offscreen to PNG files (docs/screenshots); needs a QApplication."""
    from PySide6.QtWidgets import QApplication

    from belote_desktop.engine import find_variant
    from belote_desktop.learn.rules_window import RulesWindow

    window = RulesWindow(find_variant("classic"))
    window.resize(width, height)
    window.show()
    paths = []
    for name, link in SCREENSHOTS:
        window.open_link(link)
        QApplication.processEvents()
        path = os.path.join(folder, name)
        if not window.grab().save(path):
            raise OSError(f"could not write {path}")
        paths.append(path)
    window.close()
    return paths


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from belote_desktop import _pyside_fix  # noqa: F401
    from PySide6.QtWidgets import QApplication

    args = list(sys.argv[1:] if argv is None else argv)
    folder = args[0] if args else "docs/screenshots"
    os.makedirs(folder, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])  # noqa: F841 (kept alive while drawing)
    for path in save_screenshots(folder):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
