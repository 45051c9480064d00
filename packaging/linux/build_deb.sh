#!/usr/bin/env bash
# Wraps dist/belote-desktop (from build_bundle.sh) in dist/belote-desktop_<version>_<arch>.deb:
# /opt/belote-desktop, /usr/bin/belote-desktop, the .desktop file, the icons, the .deal MIME type,
# the AppStream metainfo, and the copyright and changelog in /usr/share/doc/belote-desktop.
# No maintainer scripts: the file triggers of shared-mime-info and desktop-file-utils run
# update-mime-database and update-desktop-database when files land in their folders.
set -euo pipefail
cd "$(dirname "$0")/../.."
VERSION=$(bash packaging/version.sh)
ARCH=$(dpkg --print-architecture)
ROOT=build/deb/belote-desktop
LINUX=packaging/linux
METAINFO=io.github.belote_desktop.BeloteDesktop.metainfo.xml
DOC="$ROOT/usr/share/doc/belote-desktop"
start=$(date +%s)
die() { echo "build_deb.sh: $*" >&2; exit 1; }

# A new version needs its changelog entry and AppStream release, or users see stale notes.
[ "$(dpkg-parsechangelog -l "$LINUX/changelog" -S Version)" = "$VERSION" ] \
    || die "$LINUX/changelog has no entry for version $VERSION at its top"
grep -q "<release version=\"$VERSION\"" "$LINUX/$METAINFO" \
    || die "$LINUX/$METAINFO has no <release version=\"$VERSION\">"
[ -x dist/belote-desktop/belote-desktop ] || die "no bundle in dist/belote-desktop: run packaging/build_bundle.sh"

rm -rf build/deb && mkdir -p "$ROOT/DEBIAN" "$ROOT/opt" "$ROOT/usr/bin" "$ROOT/usr/share/applications" \
    "$ROOT/usr/share/mime/packages" "$ROOT/usr/share/metainfo" "$DOC/bundled-libraries"
cp -a dist/belote-desktop "$ROOT/opt/belote-desktop"
ln -s /opt/belote-desktop/belote-desktop "$ROOT/usr/bin/belote-desktop"
install -m644 "$LINUX/belote-desktop.desktop" "$ROOT/usr/share/applications/"
install -m644 "$LINUX/belote-desktop.xml" "$ROOT/usr/share/mime/packages/"
install -m644 "$LINUX/$METAINFO" "$ROOT/usr/share/metainfo/"
for size in 16 24 32 48 64 128 256 512; do
    dir="$ROOT/usr/share/icons/hicolor/${size}x${size}/apps"
    mkdir -p "$dir" && cp "build/icons/belote-desktop-$size.png" "$dir/belote-desktop.png"
done
mkdir -p "$ROOT/usr/share/icons/hicolor/scalable/apps"
cp resources/icons/belote-desktop.svg "$ROOT/usr/share/icons/hicolor/scalable/apps/"
gzip -9n < "$LINUX/changelog" > "$DOC/changelog.gz"

# PyInstaller copies the system libraries the bundle needs from the build machine: find each one's
# Debian package (same bytes as the installed file), ship that package's copyright file, and name
# the libraries in a copyright paragraph. Libraries from the wheels are symlinks into their package
# folders and are covered by packaging/linux/copyright, as is a non-Debian libpython.
files=() readme=()
# read once and whole: `ldconfig -p | awk '{...; exit}'` kills ldconfig with SIGPIPE (fatal under pipefail)
# as soon as its list outgrows the pipe's buffer (e.g. with Wine's i386 libraries installed)
ld_cache=$(/sbin/ldconfig -p)
while IFS= read -r lib; do
    name=$(basename "$lib")
    sys=$(awk -v n="$name" '$1 == n { print $NF; exit }' <<<"$ld_cache")
    # a library outside the loader's cache (libpulsecommon lives in .../pulseaudio/, found through
    # libpulse's RUNPATH): ask dpkg which installed file of that name has the same bytes
    if [ -z "$sys" ] || ! cmp -s "$lib" "$sys"; then
        sys=$(dpkg -S "*/$name" 2>/dev/null | sed 's/^.*: //' | while IFS= read -r path; do
            cmp -s "$lib" "$path" && { echo "$path"; break; }; done || true)
    fi
    pkg=""
    if [ -n "$sys" ] && cmp -s "$lib" "$sys"; then
        real=$(readlink -f "$sys")
        pkg=$(dpkg -S "$real" 2>/dev/null || dpkg -S "${real#/usr}" 2>/dev/null || true)
        pkg=${pkg%%: *}
    fi
    if [ -z "$pkg" ]; then
        case "$name" in libpython3*) continue ;; esac
        die "$name: bundled library of unknown origin (not from a Debian package); add it to $LINUX/copyright"
    fi
    base=${pkg%%:*}
    cp "/usr/share/doc/$base/copyright" "$DOC/bundled-libraries/$base.copyright" \
        || die "$name: /usr/share/doc/$base/copyright is missing"
    files+=("opt/belote-desktop/_internal/$name")
    readme+=("$(printf '%-28s %-22s %s' "$name" "$base" "$(dpkg-query -W -f='${Version}' "$pkg")")")
done < <(find "$ROOT/opt/belote-desktop/_internal" -maxdepth 1 -type f -name 'lib*.so*' | sort)
{
    echo "Libraries in /opt/belote-desktop/_internal copied from Debian packages; each package's"
    echo "copyright file is here as <package>.copyright."
    echo
    printf '%-28s %-22s %s\n' library package version
    printf '%s\n' "${readme[@]}"
} > "$DOC/bundled-libraries/README"
# The generated paragraph goes after the fixed Files paragraphs (the last match wins), before the
# stand-alone License paragraphs.
awk -v files="$(printf '       %s\n' "${files[@]}" | sed '1s/^ *//')" 'BEGIN { RS = ""; ORS = "\n\n" }
    /^License:/ && !done {
        print "Files: " files "\nCopyright: see /usr/share/doc/belote-desktop/bundled-libraries/\n" \
              "License: Debian-package\nComment: Copied from the Debian packages named in" \
              " bundled-libraries/README."
        print "License: Debian-package\n Each of these libraries is distributed under the license stated in the" \
              "\n copyright file of the Debian package it was copied from, reproduced in" \
              "\n /usr/share/doc/belote-desktop/bundled-libraries/<package>.copyright."
        done = 1
    }
    { print }' "$LINUX/copyright" | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}' > "$DOC/copyright"
chmod -R u=rwX,go=rX "$DOC" "$ROOT/usr/share/metainfo" "$ROOT/usr/share/mime"

cat > "$ROOT/DEBIAN/control" <<CONTROL
Package: belote-desktop
Version: $VERSION
Section: games
Priority: optional
Architecture: $ARCH
Maintainer: belote_desktop developers <dev@belote-desktop.invalid>
Depends: libc6 (>= 2.34), libxcb1, libxcb-cursor0, libxcb-icccm4, libxcb-keysyms1, libgl1, libegl1, libxkbcommon0, libfontconfig1, libdbus-1-3
Recommends: libwayland-client0, libwayland-cursor0, libwayland-egl1, pipewire-bin | pulseaudio-utils | alsa-utils
Installed-Size: $(du -sk "$ROOT" | cut -f1)
Description: Belote card games against computer opponents
 The Belote family: thirteen games from Belote and La Coinche to Bulgarian Belot,
 Baloot, Pilotta, Tarabish and Clabber, with rule hints for every move, offline.
CONTROL
OUT="dist/belote-desktop_${VERSION}_${ARCH}.deb"
dpkg-deb --root-owner-group -Zgzip --build "$ROOT" "$OUT" >/dev/null
end=$(date +%s)
echo "deb: $OUT ($(du -h "$OUT" | cut -f1), $(stat -c %s "$OUT") bytes), built in $((end - start)) s"
