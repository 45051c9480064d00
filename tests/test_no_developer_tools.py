"""The program a player installs holds and imports no developer tool.

Fuzzers, arenas, benches and the player robot live in the top-level ``tools/`` package, which neither the wheel nor
the installers ship (packaging/check_wheel.sh checks the wheel). The commands a player is told about in the README
(the program's own arguments, review, deal_file) are ``belote_desktop/cli/``; the package has no ``tools/``. The program itself imports none of them: checked here
on its real start-up path (``python -m belote_desktop``) with ``-X importtime``, which lists every module imported.
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import belote_desktop
from tests.package_source import parsed

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = Path(belote_desktop.__file__).parent
PLAYER_COMMANDS = {"__init__", "main", "deal_file", "review"}  # belote_desktop/cli/: the README's "Command line"


def _imported(path: Path) -> set[str]:
    """Every module name that the file at ``path`` imports, relative imports resolved, lazy ones too."""
    package = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)[:-1]
    found: set[str] = set()
    for node in ast.walk(parsed(path)):
        if isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            module = base + (node.module.split(".") if node.module else [])
            found.add(".".join(module))
            found.update(".".join(module + [alias.name]) for alias in node.names)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


def _is_a_tool(module: str) -> bool:
    """A developer tool (top-level ``tools``), or a ``belote_desktop.tools`` (a room the package no longer has)."""
    return module.split(".")[0] == "tools" or module.startswith("belote_desktop.tools")


def test_the_player_commands_are_in_cli_and_the_package_has_no_tools():
    assert not (PACKAGE / "tools").exists()
    shipped = {path.stem for path in (PACKAGE / "cli").glob("*.py")}
    assert shipped == PLAYER_COMMANDS
    assert not [p for p in (PACKAGE / "cli").iterdir() if p.is_dir() and p.name != "__pycache__"]
    moved = {path.stem for path in (ROOT / "tools").glob("*.py")} - {"__init__"}
    assert {"arena", "bench", "fuzz_files", "player_robot", "golden"} <= moved
    assert not moved & PLAYER_COMMANDS


def test_no_module_of_the_package_imports_a_tool():
    wrong = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for module in _imported(path):
            if _is_a_tool(module):
                wrong.append(f"{path.relative_to(PACKAGE.parent)} imports {module}")
    assert wrong == []


def test_the_reader_resolves_relative_imports():
    sample = PACKAGE / "cli" / "review.py"
    assert "belote_desktop.storage.deal_file" in _imported(sample)
    assert _is_a_tool("tools.arena") and _is_a_tool("belote_desktop.tools.deal_file") and not _is_a_tool("toolsy")


def _modules_of_a_run(tmp_path: Path, *args: str) -> tuple[subprocess.CompletedProcess[str], set[str]]:
    """Run the program as a player does, from the repository root (where ``tools`` could be imported), and read
    the names of every module it imported from ``-X importtime``'s lines on stderr."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", BELOTE_DESKTOP_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-X", "importtime", "-m", "belote_desktop", *args], capture_output=True,
                          text=True, timeout=120, env=env, cwd=ROOT)
    modules = {line.rsplit("|", 1)[1].strip() for line in done.stderr.splitlines() if line.startswith("import time:")}
    return done, modules - {"package"}  # (the header line's last column)


def test_the_program_imports_no_tool(tmp_path):
    from tests.storage.test_deal_file_robustness import ILLEGAL

    shot = tmp_path / "shot.png"
    window, modules = _modules_of_a_run(tmp_path, "--screenshot", str(shot), "--variant", "classic", "--moves", "2")
    assert window.returncode == 0, window.stderr[-2000:]
    assert shot.is_file() and "belote_desktop.ui.window.main_window" in modules  # the window was built
    assert sorted(m for m in modules if _is_a_tool(m)) == []
    # a refused move in a deal file is said in words before any window: the words come from learn/, not a tool
    bad = tmp_path / "illegal.deal"
    bad.write_text(ILLEGAL, encoding="utf-8")
    refused, modules = _modules_of_a_run(tmp_path, "--deal", str(bad))
    assert refused.returncode == 2 and "East cannot make the move" in refused.stderr
    assert "belote_desktop.learn.explain" in modules
    assert sorted(m for m in modules if _is_a_tool(m)) == []


def _wheel_check() -> str:
    """The Python that packaging/check_wheel.sh runs on the built wheel's names (its heredoc)."""
    script = (ROOT / "packaging" / "check_wheel.sh").read_text(encoding="utf-8")
    return script.split("<<'PY'", 1)[1].split("\n", 1)[1].split("\nPY\n", 1)[0]


def test_the_wheel_check_refuses_a_developer_tool(tmp_path):
    import zipfile

    shipped = ["belote_desktop/_resources/icons/belote-desktop.svg", "belote_desktop/_resources/problems/classic.txt",
               "belote_desktop/_translations/fr.qm",
               "belote_desktop/ai/data/bid_models.json", "belote_desktop/ai/data/ownership-classic.npz",
               "belote_desktop/ai/_belote_kernel.so", "belote_desktop/__main__.py",
               "belote_desktop/cli/__init__.py", "belote_desktop/cli/main.py", "belote_desktop/cli/review.py",
               "belote_desktop/cli/deal_file.py"]
    verdicts = {}
    for extra in ([], ["belote_desktop/tools/arena.py"], ["tools/player_robot.py"]):
        wheel = tmp_path / f"w{len(verdicts)}.whl"
        with zipfile.ZipFile(wheel, "w") as archive:
            for name in shipped + extra:
                archive.writestr(name, "")
        done = subprocess.run([sys.executable, "-c", _wheel_check(), str(wheel)], capture_output=True, text=True,
                              timeout=60)
        verdicts[tuple(extra)] = (done.returncode, done.stderr.strip())
    assert verdicts[()] == (0, "")
    assert verdicts[("belote_desktop/tools/arena.py",)] == (
        1, "a developer tool in the wheel: belote_desktop/tools/arena.py")
    assert verdicts[("tools/player_robot.py",)] == (1, "a developer tool in the wheel: tools/player_robot.py")


def test_no_picture_generator_ships():
    """The pictures for docs/ are made by tools/screenshots: no module of the package defines a screenshot maker
    (the program's own --screenshot option is the only picture it takes, through cli/main.py)."""
    makers = [p.relative_to(PACKAGE.parent).as_posix() for p in PACKAGE.rglob("*.py")
              if "def write_screenshots" in p.read_text(encoding="utf-8")]
    assert makers == []
    assert (PACKAGE.parent / "tools" / "screenshots" / "new_game.py").is_file()


def _top_level_functions(path: Path) -> set[str]:
    return {node.name for node in ast.parse(path.read_text(encoding="utf-8")).body
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)}


def test_no_training_code_ships():
    """The ownership model's self-play data (training code: whole deals played by the bots, written in chunks) is
    made in tools/ownership_data.py, beside the other training tools: no module of the package (every module of
    the package is in the wheel) defines one of its public functions, so the wheel holds none of it."""
    generator = ROOT / "tools" / "ownership_data.py"
    made_there = {name for name in _top_level_functions(generator) if not name.startswith("_")} - {"main"}
    assert {"generate", "play_deal", "make_chunk", "load_rows"} <= made_there
    inside = [f"{path.relative_to(PACKAGE.parent).as_posix()}: {name}" for path in sorted(PACKAGE.rglob("*.py"))
              for name in sorted(_top_level_functions(path) & made_there)]
    assert inside == []
