"""Where the program's own files are: in a PyInstaller bundle, an installed package or a checkout."""

from __future__ import annotations

import sys
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent


def _first_existing(*candidates: Path) -> Path:
    for folder in candidates:
        if folder.is_dir():
            return folder
    return candidates[-1]


def _bundle_dir() -> Path | None:
    base = getattr(sys, "_MEIPASS", None)  # set by PyInstaller's bootloader
    return Path(base) if base else None


def resources_dir() -> Path:
    """Art and icons: bundle/resources, installed package/_resources, or the checkout's resources/."""
    bundle = _bundle_dir()
    return _first_existing(
        *([bundle / "resources"] if bundle else []), PACKAGE_DIR / "_resources", PACKAGE_DIR.parent / "resources"
    )


def translations_dir() -> Path:
    """Compiled translations (.qm), found the same way as resources_dir()."""
    bundle = _bundle_dir()
    return _first_existing(
        *([bundle / "translations"] if bundle else []), PACKAGE_DIR / "_translations",
        PACKAGE_DIR.parent / "translations",
    )
