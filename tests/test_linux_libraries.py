"""The system libraries Qt's X11 plugin needs on a bare Debian: the README's one apt line names them all, with
Python's venv module (Debian ships it apart: without it README's `python3 -m venv` fails), and the .deb depends on
them (Qt's own error names only libxcb-cursor0, the last one it looks for). The whole line was tried on a minimal
Debian 12 by packaging/linux/try_readme_on_bare_debian.sh."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
X11_LIBRARIES = ("libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1")
# what Qt's libraries and its xcb plugin link to on a minimal Debian 12 (ldd, then dpkg -S), besides the above
QT_LIBRARIES = ("libgl1", "libegl1", "libfontconfig1", "libglib2.0-0", "libxkbcommon-x11-0", "libxcb-image0",
                "libxcb-render-util0", "libxcb-shape0", "libxcb-randr0")


def _apt_lines(text: str) -> list[str]:
    return re.findall(r"`sudo apt install ([^`]*)`", text)


def test_readme_installs_every_x11_library_in_one_line():
    lines = _apt_lines((ROOT / "README.md").read_text(encoding="utf-8"))
    assert any(set(X11_LIBRARIES) <= set(line.split()) for line in lines), lines


def test_readme_apt_line_has_the_venv_module_and_what_qt_links_to():
    lines = _apt_lines((ROOT / "README.md").read_text(encoding="utf-8"))
    wanted = {"python3-venv", *QT_LIBRARIES, *X11_LIBRARIES}
    assert any(wanted <= set(line.split()) for line in lines), lines


def test_the_deb_depends_on_every_x11_library():
    script = (ROOT / "packaging/linux/build_deb.sh").read_text(encoding="utf-8")
    depends = next(line for line in script.splitlines() if line.startswith("Depends:"))
    names = {part.split()[0] for part in depends.removeprefix("Depends:").split(",")}
    assert set(X11_LIBRARIES) <= names, depends
