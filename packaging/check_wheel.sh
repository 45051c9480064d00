#!/usr/bin/env bash
# Builds the wheel and sdist into dist/python/, checks their metadata with twine (--strict: the
# README must render on PyPI), then installs each into a fresh venv as a user would: the wheel must
# render a screenshot offscreen, the sdist (built again from source by pip) must start.
# Needs: python3 with venv, network or a package index for PySide6 and numpy. PYTHON picks the
# interpreter (default python3).
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-python3}"
# pinned so a new release of either cannot change what passes
BUILD_VERSION=1.6.1
TWINE_VERSION=7.0.0
VERSION=$(bash packaging/version.sh)
OUT=dist/python
export PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_INPUT=1
fail() { echo "check_wheel.sh: FAILED: $*" >&2; exit 1; }
step() { echo "== $* ($(( $(date +%s) - started )) s)"; }
started=$(date +%s)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

step "tools: build $BUILD_VERSION, twine $TWINE_VERSION"
"$PYTHON" -m venv "$work/tools"
"$work/tools/bin/pip" install -q "build==$BUILD_VERSION" "twine==$TWINE_VERSION" || fail "cannot install build and twine"

step "python -m build --outdir $OUT"
rm -rf "$OUT"
"$work/tools/bin/python" -m build --outdir "$OUT" . > "$work/build.log" 2>&1 \
    || { tail -40 "$work/build.log" >&2; fail "python -m build"; }
# a platform wheel: it carries the bots' compiled kernel (plain C through ctypes: any CPython 3, hence py3-none)
wheel=$(ls "$OUT"/belote_desktop-"$VERSION"-py3-none-linux_*.whl 2>/dev/null) || fail "no py3-none-linux wheel for version $VERSION in $OUT"
sdist=$(ls "$OUT"/belote_desktop-"$VERSION".tar.gz 2>/dev/null) || fail "no sdist for version $VERSION in $OUT"

step "twine check --strict"
"$work/tools/bin/twine" check --strict "$wheel" "$sdist" || fail "twine check --strict"

step "wheel contents: data files the program loads, and no developer tool"
"$work/tools/bin/python" - "$wheel" <<'PY' || fail "the wheel lacks data files or holds developer tools (see above)"
import sys, zipfile
names = zipfile.ZipFile(sys.argv[1]).namelist()
wanted = {
    "the icon": lambda n: n == "belote_desktop/_resources/icons/belote-desktop.svg",
    "the card problems (resources/problems)": lambda n: n == "belote_desktop/_resources/problems/classic.txt",
    "translations (.qm)": lambda n: n.startswith("belote_desktop/_translations/") and n.endswith(".qm"),
    "the bots' data (ai/data/*.json)": lambda n: n.startswith("belote_desktop/ai/data/") and n.endswith(".json"),
    "Master's ownership models (ai/data/*.npz)": lambda n: n.startswith("belote_desktop/ai/data/ownership-") and n.endswith(".npz"),
    "the bots' compiled kernel": lambda n: n == "belote_desktop/ai/_belote_kernel.so",
    "the player's commands (cli/)": lambda n: n == "belote_desktop/cli/main.py",
}
missing = [what for what, match in wanted.items() if not any(map(match, names))]
for what in missing:
    print(f"missing from the wheel: {what}", file=sys.stderr)
# the player's commands are belote_desktop/cli/ (README's "Command line"); the developer tools (benches, arenas,
# fuzzers, the player robot: the repository's top-level tools/) stay out of what a player installs, and the
# package has no tools/ of its own
tools = [n for n in names if n.split("/")[0] == "tools" or n.startswith("belote_desktop/tools/")]
for name in tools:
    print(f"a developer tool in the wheel: {name}", file=sys.stderr)
sys.exit(1 if missing or tools else 0)
PY

step "wheel: install into a fresh venv, screenshot offscreen"
"$PYTHON" -m venv "$work/wheel"
"$work/wheel/bin/pip" install -q "$wheel" || fail "pip install $wheel"
png="$work/wheel.png"
QT_QPA_PLATFORM=offscreen "$work/wheel/bin/belote-desktop" --home "$(mktemp -d -p "$work")" \
    --screenshot "$png" --moves 6 || fail "belote-desktop from the wheel exited with status $?"
[ -s "$png" ] || fail "belote-desktop from the wheel wrote no screenshot"
echo "screenshot: $(stat -c %s "$png") bytes"
got=$("$work/wheel/bin/belote-desktop" --version) || fail "belote-desktop --version from the wheel exited with status $?"
echo "$got"
[ "$got" = "belote-desktop $VERSION (bots' kernel: compiled)" ] || fail "the wheel's program does not run the compiled kernel: \"$got\""

step "sdist: install into a fresh venv (pip builds it), --version"
"$PYTHON" -m venv "$work/sdist"
"$work/sdist/bin/pip" install -q "$sdist" || fail "pip install $sdist"
got=$("$work/sdist/bin/belote-desktop" --version) || fail "belote-desktop --version from the sdist exited with status $?"
echo "$got"
[ "$got" = "belote-desktop $VERSION (bots' kernel: compiled)" ] || fail "expected \"belote-desktop $VERSION (bots' kernel: compiled)\", got \"$got\""

step "done"
for f in "$wheel" "$sdist"; do echo "$f: $(stat -c %s "$f") bytes ($(du -h "$f" | cut -f1))"; done
echo "check_wheel.sh: OK"
