"""A frozen bundle (PyInstaller) holds no developer tool: no module of the repository's top-level ``tools``
package (benches, arenas, fuzzers, the player robot, the picture makers), nor a ``belote_desktop.tools``
(the package has none: the player's commands are ``belote_desktop.cli``). The wheel is checked by check_wheel.sh; this reads the modules frozen into the
bundle's executable (its PYZ archive) and any loose ``.py`` files beside it.

    python packaging/check_bundle_tools.py dist/belote-desktop/belote-desktop     # or the Windows .exe

Exit 0 when clean (the count of modules read is printed), 1 with each tool named, 2 when the file is no bundle.
"""

from __future__ import annotations

import sys
from pathlib import Path

def developer_tools(module_names: list[str]) -> list[str]:
    """The names among ``module_names`` that are developer tools."""
    return sorted(name for name in module_names
                  if name == "tools" or name.startswith("tools.")
                  or name == "belote_desktop.tools" or name.startswith("belote_desktop.tools."))


def frozen_modules(executable: Path) -> list[str]:
    """Every module name in the executable's embedded PYZ archives."""
    from PyInstaller.archive.readers import PKG_ITEM_PYZ, CArchiveReader

    package = CArchiveReader(str(executable))
    names: list[str] = []
    for name, entry in package.toc.items():
        if entry[-1] == PKG_ITEM_PYZ:
            names += list(package.open_embedded_archive(name).toc)
    return names


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    executable = Path(argv[0])
    try:
        names = frozen_modules(executable)
    except Exception as error:  # noqa: BLE001 (any reader failure means the same: not a bundle we can read)
        print(f"check_bundle_tools: cannot read {executable} as a PyInstaller executable: {error}", file=sys.stderr)
        return 2
    if not any(name.startswith("belote_desktop") for name in names):
        print(f"check_bundle_tools: no belote_desktop module frozen in {executable}", file=sys.stderr)
        return 2
    loose = [path.relative_to(executable.parent).with_suffix("").as_posix().removeprefix("_internal/")
             for path in executable.parent.rglob("*.py")]
    found = developer_tools(names + [path.replace("/", ".").removesuffix(".__init__") for path in loose])
    for name in found:
        print(f"a developer tool in the bundle: {name}", file=sys.stderr)
    if found:
        return 1
    print(f"check_bundle_tools: {len(names)} frozen modules, no developer tool")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
