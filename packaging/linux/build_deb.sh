#!/usr/bin/env bash
# Wraps dist/belote-desktop (from build_bundle.sh) in dist/belote-desktop_<version>_<arch>.deb:
# /opt/belote-desktop, /usr/bin/belote-desktop, the .desktop file and the icons.
set -euo pipefail
cd "$(dirname "$0")/../.."
VERSION=$(bash packaging/version.sh)
ARCH=$(dpkg --print-architecture)
ROOT=build/deb/belote-desktop
start=$(date +%s)
rm -rf build/deb && mkdir -p "$ROOT/DEBIAN" "$ROOT/opt" "$ROOT/usr/bin" "$ROOT/usr/share/applications"
cp -a dist/belote-desktop "$ROOT/opt/belote-desktop"
ln -s /opt/belote-desktop/belote-desktop "$ROOT/usr/bin/belote-desktop"
cp packaging/linux/belote-desktop.desktop "$ROOT/usr/share/applications/"
for size in 16 24 32 48 64 128 256 512; do
    dir="$ROOT/usr/share/icons/hicolor/${size}x${size}/apps"
    mkdir -p "$dir" && cp "build/icons/belote-desktop-$size.png" "$dir/belote-desktop.png"
done
mkdir -p "$ROOT/usr/share/icons/hicolor/scalable/apps"
cp resources/icons/belote-desktop.svg "$ROOT/usr/share/icons/hicolor/scalable/apps/"
cat > "$ROOT/DEBIAN/control" <<CONTROL
Package: belote-desktop
Version: $VERSION
Section: games
Priority: optional
Architecture: $ARCH
Maintainer: belote_desktop developers <dev@belote-desktop.invalid>
Depends: libc6 (>= 2.34), libxcb1, libxcb-cursor0, libgl1, libegl1, libxkbcommon0, libfontconfig1, libdbus-1-3
Recommends: libwayland-client0, libwayland-cursor0, libwayland-egl1, pipewire-bin | pulseaudio-utils | alsa-utils
Installed-Size: $(du -sk "$ROOT" | cut -f1)
Description: Belote card games against computer opponents
 The Belote family: thirteen games from Belote and La Coinche to Bulgarian Belot,
 Baloot, Pilotta, Tarabish and Clabber, with rule hints for every move, offline.
CONTROL
OUT="dist/belote-desktop_${VERSION}_${ARCH}.deb"
dpkg-deb --root-owner-group -Zgzip --build "$ROOT" "$OUT" >/dev/null
end=$(date +%s)
echo "deb: $OUT ($(du -h "$OUT" | cut -f1)), built in $((end - start)) s"
