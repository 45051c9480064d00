"""Qt user interface (PySide6). See docs/ui.md."""

from .. import _pyside_fix  # noqa: F401  (must run before the UI makes Qt calls)
