"""The system libraries Qt's X11 plugin needs on a bare Debian: the README's one apt line names them all, and
the .deb depends on them (Qt's own error names only libxcb-cursor0, the last one it looks for)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
X11_LIBRARIES = ("libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1")


def _apt_lines(text: str) -> list[str]:
    return re.findall(r"`sudo apt install (lib[^`]*)`", text)


def test_readme_installs_every_x11_library_in_one_line():
    lines = _apt_lines((ROOT / "README.md").read_text(encoding="utf-8"))
    assert any(set(X11_LIBRARIES) <= set(line.split()) for line in lines), lines


def test_the_deb_depends_on_every_x11_library():
    script = (ROOT / "packaging/linux/build_deb.sh").read_text(encoding="utf-8")
    depends = next(line for line in script.splitlines() if line.startswith("Depends:"))
    names = {part.split()[0] for part in depends.removeprefix("Depends:").split(",")}
    assert set(X11_LIBRARIES) <= names, depends
