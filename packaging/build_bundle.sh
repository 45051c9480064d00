#!/usr/bin/env bash
# Builds the onedir bundle in dist/belote-desktop/ and prints its build time and size.
# Needs: pip install ".[package]" (PyInstaller); on Linux, binutils and the X11/xcb libraries the
# bundle should carry (see docs/packaging.md).
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-python}"
# Reproducible: PyInstaller writes base_library.zip's members in a set's order, which the hash seed shuffles;
# with it fixed (and the commit's time for anything dated) two builds of one commit are byte-identical.
export PYTHONHASHSEED=0
SOURCE_DATE_EPOCH="${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}"
export SOURCE_DATE_EPOCH
start=$(date +%s)
"$PYTHON" packaging/make_icons.py --out build/icons >/dev/null
"$PYTHON" -m PyInstaller --noconfirm --log-level WARN --distpath dist --workpath build/pyinstaller \
    packaging/belote_desktop.spec
end=$(date +%s)
echo "bundle: dist/belote-desktop ($(du -sh dist/belote-desktop | cut -f1)), built in $((end - start)) s," \
     "version $(bash packaging/version.sh)"
