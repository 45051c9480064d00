"""SHA-256 sums of release files, and a comparison of two builds of a bundle (reproducibility).

    python packaging/checksums.py --out dist/SHA256SUMS dist/*.deb dist/*.cdx.json
    python packaging/checksums.py --verify dist/SHA256SUMS
    python packaging/checksums.py --compare build-1/belote-desktop build-2/belote-desktop --json

SHA256SUMS has the format that `sha256sum -c` reads: "<hex>  <name>", names relative to the folder of the
SHA256SUMS file, sorted by name. --verify exits 1 when a file is missing or changed. --compare reports and
exits 0 (a bundle is not yet bit-for-bit reproducible: the report measures how close it is); with --strict it
exits 1 when the trees differ. Standard library only.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

SUM_LINE_RE = re.compile(r"^([0-9a-fA-F]{64}) [ *](.+)$")
LISTED = 20  # paths shown per list in --compare


def sha256_of(path: Path) -> str:
    with path.open("rb") as stream:
        return hashlib.file_digest(stream, "sha256").hexdigest()


def sums_text(out: Path, files: Sequence[Path]) -> str:
    """The SHA256SUMS text for the files (the SHA256SUMS file itself is skipped if listed)."""
    base = out.resolve().parent
    lines: dict[str, str] = {}
    for file in files:
        if not file.is_file():
            raise ValueError(f"not a file: {file}")
        if file.resolve() == out.resolve():
            continue
        name = Path(os.path.relpath(file.resolve(), base)).as_posix()
        if "\n" in name or "\\" in name:
            raise ValueError(f"a name sha256sum cannot read back: {name!r}")
        lines[name] = f"{sha256_of(file)}  {name}\n"
    if not lines:
        raise ValueError("no files to sum")
    return "".join(lines[name] for name in sorted(lines))


def write_sums(out: Path, files: Sequence[Path]) -> int:
    text = sums_text(out, files)
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", encoding="utf-8", newline="\n") as stream:
        stream.write(text)
    return text.count("\n")


def verify_sums(sums: Path) -> list[str]:
    """The problems found checking a SHA256SUMS file; empty when every file matches."""
    base = sums.parent
    problems: list[str] = []
    lines = [line for line in sums.read_text(encoding="utf-8").splitlines() if line.strip()]
    if not lines:
        return [f"{sums}: no checksums"]
    for number, line in enumerate(lines, 1):
        match = SUM_LINE_RE.match(line)
        if not match:
            problems.append(f"{sums}:{number}: not a '<sha256>  <name>' line")
            continue
        expected, name = match.group(1).lower(), match.group(2)
        path = base / name
        if not path.is_file():
            problems.append(f"{name}: missing")
        elif sha256_of(path) != expected:
            problems.append(f"{name}: FAILED (the SHA-256 differs)")
    return problems


def tree_digests(root: Path) -> dict[str, tuple[str, int]]:
    """Relative POSIX path -> (SHA-256, size) of every file of a tree; a symbolic link counts as a file holding
    its target (a macOS .app has many)."""
    if not root.is_dir():
        raise ValueError(f"not a folder: {root}")
    found: dict[str, tuple[str, int]] = {}
    for folder, dirs, names in os.walk(root):
        for name in dirs + names:
            path = Path(folder, name)
            rel = path.relative_to(root).as_posix()
            if path.is_symlink():
                target = os.readlink(path)
                found[rel] = ("link:" + target, 0)
            elif name in names and path.is_file():
                found[rel] = (sha256_of(path), path.stat().st_size)
    return found


def compare_trees(a: Path, b: Path) -> dict[str, Any]:
    """How two builds of a bundle differ. identical_bytes_share: the bytes of both trees that lie in identical
    files, over all their bytes (1.0 when the trees are the same)."""
    files_a, files_b = tree_digests(a), tree_digests(b)
    common = sorted(files_a.keys() & files_b.keys())
    identical = [path for path in common if files_a[path] == files_b[path]]
    differing = [path for path in common if files_a[path] != files_b[path]]
    total = sum(size for _, size in files_a.values()) + sum(size for _, size in files_b.values())
    same = 2 * sum(files_a[path][1] for path in identical)
    return {
        "files_a": len(files_a),
        "files_b": len(files_b),
        "identical": len(identical),
        "differing": differing[:LISTED],
        "differing_count": len(differing),
        "only_in_a": sorted(files_a.keys() - files_b.keys())[:LISTED],
        "only_in_a_count": len(files_a.keys() - files_b.keys()),
        "only_in_b": sorted(files_b.keys() - files_a.keys())[:LISTED],
        "only_in_b_count": len(files_b.keys() - files_a.keys()),
        "identical_bytes_share": round(same / total, 6) if total else 1.0,
    }


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="checksums.py", description=__doc__.split("\n", 1)[0])
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--out", type=Path, metavar="SHA256SUMS", help="write the sums of FILE... there")
    mode.add_argument("--verify", type=Path, metavar="SHA256SUMS", help="check the files a SHA256SUMS lists")
    mode.add_argument("--compare", type=Path, nargs=2, metavar=("DIR_A", "DIR_B"), help="compare two trees")
    parser.add_argument("--json", action="store_true", help="with --compare: print a JSON object")
    parser.add_argument("--strict", action="store_true", help="with --compare: exit 1 when the trees differ")
    parser.add_argument("files", nargs="*", type=Path, metavar="FILE")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.files and args.out is None:
        parser.error("FILE... goes with --out")
    try:
        if args.out is not None:
            if not args.files:
                parser.error("--out needs at least one FILE")
            count = write_sums(args.out, args.files)
            print(f"{args.out}: {count} files")
            return 0
        if args.verify is not None:
            problems = verify_sums(args.verify)
            for problem in problems:
                print(f"checksums.py: {problem}", file=sys.stderr)
            if not problems:
                print(f"{args.verify}: all files match")
            return 1 if problems else 0
        report = compare_trees(*args.compare)
    except (OSError, ValueError) as exc:
        print(f"checksums.py: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print(f"{report['identical']} identical files, {report['differing_count']} differing, "
              f"{report['only_in_a_count']} only in A, {report['only_in_b_count']} only in B; "
              f"{report['identical_bytes_share']:.1%} of the bytes in identical files")
        for path in report["differing"]:
            print(f"  differs: {path}")
    same = not (report["differing_count"] or report["only_in_a_count"] or report["only_in_b_count"])
    return 1 if args.strict and not same else 0


if __name__ == "__main__":
    sys.exit(main())
