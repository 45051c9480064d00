"""Packaging facts that a wrong edit would silently break."""

import re
import tomllib
from pathlib import Path

import belote_desktop
from belote_desktop import paths

ROOT = Path(__file__).resolve().parents[1]


def pyproject():
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_every_package_is_listed():
    listed = set(pyproject()["tool"]["setuptools"]["packages"])
    found = {
        ".".join(p.parent.relative_to(ROOT).parts)
        for p in (ROOT / "belote_desktop").rglob("__init__.py")
        if "__pycache__" not in p.parts
    }
    assert found <= listed
    assert listed - found == {"belote_desktop._resources", "belote_desktop._translations"}



def test_the_screenshot_makers_do_not_ship():
    """The pictures for docs/ are made by tools/screenshots, outside the package: no module of the
    shipped package (nor any listed package) is a screenshots module."""
    inside = [p.relative_to(ROOT).as_posix() for p in (ROOT / "belote_desktop").rglob("screenshots*")
              if "__pycache__" not in p.parts]
    assert inside == []
    assert not any(name.split(".")[0] != "belote_desktop" for name in pyproject()["tool"]["setuptools"]["packages"])
    assert (ROOT / "tools" / "screenshots" / "every_game.py").is_file()

def test_version_comes_from_one_place():
    data = pyproject()
    assert data["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "belote_desktop.__version__"}
    assert re.fullmatch(r"\d+\.\d+\.\d+", belote_desktop.__version__)
    for script in ("packaging/build_bundle.sh", "packaging/linux/build_deb.sh", "packaging/macos/build_dmg.sh"):
        assert '"[0-9]' not in (ROOT / script).read_text()
    assert "packaging/version.sh" in (ROOT / "packaging/linux/build_deb.sh").read_text()


def test_entry_point_and_data_folders():
    data = pyproject()
    assert data["project"]["gui-scripts"]["belote-desktop"] == "belote_desktop.cli.main:main"
    assert (paths.translations_dir() / "belote_desktop_fr.qm").is_file()
    assert (paths.resources_dir() / "icons" / "belote-desktop.svg").is_file()


def test_ci_runs_the_readme_test_command():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    command = ('python3 -m venv .venv && .venv/bin/python -m pip install -e ".[test]" && '
               '.venv/bin/python -m pytest -n auto')
    assert f"`{command}`" in readme
    assert f"\n{command} --durations=20\n" in (ROOT / ".ci" / "run").read_text(encoding="utf-8")  # CI adds only that


def test_ci_runs_ruff_and_mypy_from_the_test_extra():
    extra = " ".join(pyproject()["project"]["optional-dependencies"]["test"])
    assert "ruff" in extra and "mypy" in extra
    run = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "\n.venv/bin/ruff check ." in run and "\n.venv/bin/mypy\n" in run
    files = pyproject()["tool"]["mypy"]["files"]
    assert "belote_desktop/engine" in files and all((ROOT / f).exists() for f in files)


def test_desktop_file():
    text = (ROOT / "packaging/linux/belote-desktop.desktop").read_text()
    assert "Exec=belote-desktop" in text and "Icon=belote-desktop" in text and "Categories=Game;CardGame;" in text
    # a double-clicked deal file arrives as the one positional argument the program takes
    assert "Exec=belote-desktop %f\n" in text and "MimeType=application/x-belote-deal;" in text
    mime = (ROOT / "packaging/linux/belote-desktop.xml").read_text(encoding="utf-8")
    assert 'type="application/x-belote-deal"' in mime and 'pattern="*.deal"' in mime


def test_windows_setup_script():
    """What a Windows player relies on: a per-user install, upgrades by the same AppId, .deal files opening the
    game, the player's files outside the program folder; the script is UTF-8 with a BOM (ISCC reads others as
    ANSI and would garble the translated messages)."""
    raw = (ROOT / "packaging/windows/installer.iss").read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")
    iss = raw.decode("utf-8")
    assert "AppId={{5B0E7C0E-7D5B-4C1E-9C77-B3E10DE5A7B1}" in iss  # never change: upgrades find the old install
    assert "PrivilegesRequired=lowest" in iss and "ChangesAssociations=yes" in iss
    assert 'ValueData: """{app}\\{#AppExe}"" ""%1"""' in iss
    assert "{localappdata}\\belote-desktop" in iss  # what the uninstaller says it keeps
    assert 'Type: filesandordirs; Name: "{app}\\_internal"' in iss  # an upgrade leaves no stale files
    from platformdirs import PlatformDirs

    windows = PlatformDirs("belote-desktop", appauthor=False)  # the same folder the program uses on Windows
    assert windows.appname == belote_desktop.APP_ID


def test_windows_build_pins_every_download():
    lines = [line for line in (ROOT / "packaging/windows/requirements-build.txt").read_text().splitlines()
             if line.strip() and not line.startswith("#")]
    assert lines and all(re.fullmatch(r"[a-z0-9-]+==[\w.]+ --hash=sha256:[0-9a-f]{64}", line) for line in lines)
    names = {line.split("==")[0] for line in lines}
    assert {"pyside6-essentials", "numpy", "platformdirs", "pyinstaller", "pefile", "pywin32-ctypes"} <= names
    script = (ROOT / "packaging/windows/build-on-linux.sh").read_text()
    for pin in ("PY_EMBED_SHA256=", "INNO_SHA256="):
        assert re.search(pin + r"[0-9a-f]{64}\n", script)
    assert "--require-hashes" in script
    # the Wine-only stand-in is checked out of the bundle, by name and by content
    assert "icuuc" in script and "STUB_SHA" in script
    assert "packaging/windows/build-on-linux.sh" in (ROOT / ".ci" / "run").read_text()


def test_the_family_is_named_everywhere_and_libxcb_cursor_is_required():
    """All thirteen games are there: no "on the way", no "Belote and La Coinche" only; a bare Debian needs
    libxcb-cursor0 for Qt's X11 plugin (said in the README, a dependency of the .deb)."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    deb = (ROOT / "packaging/linux/build_deb.sh").read_text(encoding="utf-8")
    main = (ROOT / "belote_desktop/cli/main.py").read_text(encoding="utf-8")
    assert "on the way" not in readme
    assert "libxcb-cursor0" in readme
    depends = next(line for line in deb.splitlines() if line.startswith("Depends:"))
    assert "libxcb-cursor0" in depends
    for where in (deb, main):
        assert "Belote and La Coinche against" not in where and "Classic Belote and La Coinche," not in where
        assert "Baloot" in where and "Tarabish" in where


def test_version_says_which_kernel_runs(capsys, monkeypatch):
    """`belote-desktop --version` names the bots' kernel: CI requires "compiled" from every artifact."""
    import pytest

    from belote_desktop.cli.main import main
    from belote_desktop.ai.play import native

    native.library.cache_clear()
    try:
        for forced, expected in ((None, native.kernel_name()), ("python", "python")):
            if forced:
                monkeypatch.setenv("BELOTE_KERNEL", forced)
                native.library.cache_clear()
            with pytest.raises(SystemExit) as done:
                main(["--version"])
            assert done.value.code == 0
            assert capsys.readouterr().out.strip() == f"belote-desktop {belote_desktop.__version__} (bots' kernel: {expected})"
    finally:
        monkeypatch.delenv("BELOTE_KERNEL", raising=False)
        native.library.cache_clear()


def test_the_compiled_kernel_ships_with_its_sources():
    """setup.py builds every ckernel/*.c; the sdist carries them (MANIFEST.in); the bundles take the library."""
    sources = sorted(p.name for p in (ROOT / "belote_desktop" / "ai" / "ckernel").glob("*.c"))
    assert "kernel.c" in sources
    manifest = (ROOT / "MANIFEST.in").read_text(encoding="utf-8")
    assert "recursive-include belote_desktop/ai/ckernel *.c *.h" in manifest
    spec = (ROOT / "packaging" / "belote_desktop.spec").read_text(encoding="utf-8")
    assert "library_file_name" in spec and "binaries" in spec
    from belote_desktop.ai.play import native

    assert native.library_file_name("win32") == "_belote_kernel.dll"
    assert native.library_file_name("linux") == "_belote_kernel.so"
    assert native.library_file_name("darwin") == "_belote_kernel.dylib"
