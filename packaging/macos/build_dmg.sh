#!/usr/bin/env bash
# Wraps "dist/Belote Desktop.app" (build_bundle.sh on macOS) in dist/belote-desktop-<version>.dmg.
set -euo pipefail
cd "$(dirname "$0")/../.."
VERSION=$(bash packaging/version.sh)
STAGE=build/dmg
rm -rf "$STAGE" && mkdir -p "$STAGE"
cp -R "dist/Belote Desktop.app" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
OUT="dist/belote-desktop-$VERSION.dmg"
rm -f "$OUT"
hdiutil create -volname "Belote Desktop $VERSION" -srcfolder "$STAGE" -ov -format UDZO "$OUT"
echo "dmg: $OUT ($(du -h "$OUT" | cut -f1))"
