"""Qt's translation tools (pyside6-lupdate, pyside6-lrelease) found the way the project finds them."""

from __future__ import annotations

import sys
from pathlib import Path

_TRANSLATIONS = Path(__file__).resolve().parents[1] / "translations"
if str(_TRANSLATIONS) not in sys.path:
    sys.path.insert(0, str(_TRANSLATIONS))

from update_translations import tool  # noqa: E402

__all__ = ["tool"]
