"""Refresh the Qt Linguist sources (.ts) from the code and build the binaries (.qm).

    python translations/update_translations.py            # lupdate then lrelease, every language
    python translations/update_translations.py --release  # lrelease only (after editing a .ts)

lupdate runs with ``-extensions py`` (without it PySide's lupdate finds nothing and -no-obsolete
would then empty the files) and ``-locations none`` (line numbers would churn every file).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
LANGUAGES = ("fr", "bg", "ar", "el", "hr", "ru")


def ts_path(language: str) -> Path:
    return HERE / f"belote_desktop_{language}.ts"


def qm_path(language: str) -> Path:
    return HERE / f"belote_desktop_{language}.qm"


def source_files() -> list[Path]:
    return sorted(p for p in (ROOT / "belote_desktop").rglob("*.py") if "__pycache__" not in p.parts)


def tool(name: str) -> str:
    """pyside6-NAME: beside this Python first (an unactivated venv is not on PATH), then on PATH."""
    scripts = Path(sys.executable).parent
    for candidate in (scripts / f"pyside6-{name}", scripts / f"pyside6-{name}.exe"):
        if candidate.is_file():
            return str(candidate)
    found = shutil.which(f"pyside6-{name}")
    if found:
        return found
    raise SystemExit(
        f"pyside6-{name} was not found beside {sys.executable} nor on PATH; "
        "it comes with PySide6-Essentials: install the project into this Python with pip install -e .[test]"
    )


def lupdate(ts_files: list[Path]) -> None:
    files = [str(p.relative_to(ROOT)) for p in source_files()]
    command = [tool("lupdate"), "-extensions", "py", "-locations", "none", "-no-obsolete", "-silent", *files]
    for ts in ts_files:
        subprocess.run(command + ["-ts", str(ts)], cwd=ROOT, check=True)


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run([tool("lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--release", action="store_true", help="only build the .qm files")
    parser.add_argument("languages", nargs="*", default=list(LANGUAGES))
    args = parser.parse_args(argv)
    unknown = set(args.languages) - set(LANGUAGES)
    if unknown:
        parser.error(f"unknown language(s): {', '.join(sorted(unknown))}")
    if not args.release:
        lupdate([ts_path(lang) for lang in args.languages])
    for lang in args.languages:
        lrelease(ts_path(lang), qm_path(lang))
        print(f"{lang}: {qm_path(lang).name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
