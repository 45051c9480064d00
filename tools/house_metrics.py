"""The house's figures, as docs/ARCHITECTURE.md's before/after table quotes them (issue 59).

Prints one JSON object for the checkout it runs in (run it from a checkout's root, as `python -m tools.house_metrics`):

- `lines`: physical lines of the package's .py files per room (engine, ai, learn, ui, ...), and ui's share;
- `circles`, `modules_in_circles`: import circles in the package, type-only and lazy imports included (the reader of
  tests/test_import_circles.py);
- `functions_over_80`: functions of more than 80 lines (`def` to last line), with the longest;
- `complexity_11_plus`: blocks (functions, methods) of cyclomatic complexity 11 or more in the package and tools/,
  as radon counts them (`radon cc -n C`), and the highest; null when radon is not installed (a developer tool:
  `pip install radon`);
- `type_ignores`: `# type: ignore` comments in the package; with `--mypy`, also `strict_errors_hidden`: the errors
  `mypy --strict` reports on a copy of the package with every such comment taken out (slow: a minute or two).
"""

from __future__ import annotations

import ast
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from tests.test_import_circles import circles, import_graph

ROOT = Path.cwd()
PACKAGE = ROOT / "belote_desktop"
IGNORE = re.compile(r"#\s*type:\s*ignore(\[[^\]]*\])?")


def _python_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*.py") if "__pycache__" not in p.parts)


def lines_per_room() -> dict[str, object]:
    rooms: dict[str, int] = {}
    for path in _python_files(PACKAGE):
        parts = path.relative_to(PACKAGE).parts
        room = parts[0] if len(parts) > 1 else "(top)"
        rooms[room] = rooms.get(room, 0) + len(path.read_text(encoding="utf-8").splitlines())
    total = sum(rooms.values())
    return {"rooms": dict(sorted(rooms.items())), "total": total, "ui_share": round(rooms.get("ui", 0) / total, 3)}


def long_functions(limit: int = 80) -> dict[str, object]:
    found = []
    for path in _python_files(PACKAGE):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                length = (node.end_lineno or node.lineno) - node.lineno + 1
                if length > limit:
                    found.append((length, f"{path.relative_to(ROOT)}:{node.lineno} {node.name}"))
    found.sort(reverse=True)
    return {"count": len(found), "longest": [f"{name} ({length})" for length, name in found[:5]]}


def complexity() -> dict[str, object] | None:
    radon = shutil.which("radon") or str(Path(sys.executable).with_name("radon"))
    if not Path(radon).exists():
        return None
    out = subprocess.run([radon, "cc", "-n", "C", "-j", "belote_desktop", "tools"], capture_output=True, text=True,
                         check=True).stdout
    blocks = [(block["complexity"], f"{path}:{block['lineno']} {block['name']}")
              for path, file_blocks in json.loads(out).items() if isinstance(file_blocks, list)
              for block in file_blocks]
    blocks.sort(reverse=True)
    return {"count": len(blocks), "over_30": sum(1 for c, _ in blocks if c > 30),
            "highest": [f"{name} ({c})" for c, name in blocks[:5]]}


def type_ignores() -> int:
    return sum(len(IGNORE.findall(p.read_text(encoding="utf-8"))) for p in _python_files(PACKAGE))


def strict_errors_hidden() -> int:
    """mypy --strict's errors on a copy of the package with every ignore comment taken out."""
    with tempfile.TemporaryDirectory() as scratch:
        copy = Path(scratch) / "belote_desktop"
        shutil.copytree(PACKAGE, copy, ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.dll"))
        for path in _python_files(copy):
            path.write_text(IGNORE.sub("", path.read_text(encoding="utf-8")), encoding="utf-8")
        run = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--ignore-missing-imports", "--no-incremental",
                              "--config-file", "/dev/null", "belote_desktop"], cwd=scratch, capture_output=True,
                             text=True)
        return sum(1 for line in run.stdout.splitlines() if ": error:" in line)


def main(argv: list[str]) -> int:
    graph = import_graph()
    found = circles(graph)
    figures: dict[str, object] = {
        "commit": subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip(),
        "lines": lines_per_room(),
        "circles": len(found),
        "modules_in_circles": sum(len(c) for c in found),
        "modules": len(graph),
        "functions_over_80": long_functions(),
        "complexity_11_plus": complexity(),
        "type_ignores": type_ignores(),
    }
    if "--mypy" in argv:
        figures["strict_errors_hidden"] = strict_errors_hidden()
    print(json.dumps(figures, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
