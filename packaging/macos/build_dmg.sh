#!/usr/bin/env bash
# Wraps "dist/Belote Desktop.app" (build_bundle.sh on macOS) in dist/belote-desktop-<version>-macos-<arch>.dmg.
# The bundle holds one architecture (numpy has no universal2 wheel): ARCH defaults to this Mac's, uname -m
# (arm64 or x86_64); it must match the Python that built the bundle.
set -euo pipefail
cd "$(dirname "$0")/../.."
VERSION=$(bash packaging/version.sh)
ARCH="${ARCH:-$(uname -m)}"
STAGE=build/dmg
rm -rf "$STAGE" && mkdir -p "$STAGE"
cp -R "dist/Belote Desktop.app" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
OUT="dist/belote-desktop-$VERSION-macos-$ARCH.dmg"
rm -f "$OUT"
hdiutil create -volname "Belote Desktop $VERSION" -srcfolder "$STAGE" -ov -format UDZO "$OUT"
echo "dmg: $OUT ($(du -h "$OUT" | cut -f1))"
