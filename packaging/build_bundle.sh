#!/usr/bin/env bash
# Builds the onedir bundle in dist/belote-desktop/ and prints its build time and size.
# Needs: pip install ".[package]" (PyInstaller); on Linux, binutils and the X11/xcb libraries the
# bundle should carry (see docs/packaging.md).
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-python}"
start=$(date +%s)
"$PYTHON" packaging/make_icons.py --out build/icons >/dev/null
"$PYTHON" -m PyInstaller --noconfirm --log-level WARN --distpath dist --workpath build/pyinstaller \
    packaging/belote_desktop.spec
end=$(date +%s)
echo "bundle: dist/belote-desktop ($(du -sh dist/belote-desktop | cut -f1)), built in $((end - start)) s," \
     "version $(bash packaging/version.sh)"
