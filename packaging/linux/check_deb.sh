#!/usr/bin/env bash
# Checks dist/belote-desktop_<version>_<arch>.deb (from build_deb.sh) as a user gets it, as root on
# Debian: apt installs it with its dependencies; its .desktop file and AppStream metainfo validate;
# the package's triggers registered the .deal MIME type and made belote-desktop.desktop its handler;
# the installed program renders a screenshot offscreen; apt removes it cleanly.
set -euo pipefail
cd "$(dirname "$0")/../.."
export DEBIAN_FRONTEND=noninteractive
VERSION=$(bash packaging/version.sh)
DEB="dist/belote-desktop_${VERSION}_$(dpkg --print-architecture).deb"
MIME=application/x-belote-deal
DESKTOP=/usr/share/applications/belote-desktop.desktop
METAINFO=/usr/share/metainfo/io.github.belote_desktop.BeloteDesktop.metainfo.xml
fail() { echo "check_deb.sh: FAILED: $*" >&2; exit 1; }
step() { echo "== $*"; }

[ "$(id -u)" = 0 ] || fail "run as root (apt-get install)"
[ -f "$DEB" ] || fail "$DEB is missing: run packaging/linux/build_deb.sh"
# apt-get install, refreshing the package lists when it fails (stale or absent lists, a flaky mirror)
apt_install() {
    local try
    for try in 1 2 3; do
        apt-get install -y -q --no-install-recommends "$@" && return 0
        [ "$try" = 3 ] && break
        echo "apt-get install failed; apt-get update and retry ($try/2)" >&2
        sleep $((try * 5))
        apt-get update -q || true
    done
    return 1
}

step "tools: desktop-file-utils appstream shared-mime-info xdg-utils libglib2.0-bin"
# installed before the package, so their triggers see its files arrive
need=()
for pkg in desktop-file-utils appstream shared-mime-info xdg-utils libglib2.0-bin; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "ok installed" || need+=("$pkg")
done
if [ ${#need[@]} -gt 0 ]; then apt_install "${need[@]}" || fail "cannot install ${need[*]}"; fi

step "apt-get install ./$DEB"
start=$(date +%s)
apt_install "./$DEB" || fail "apt-get cannot install $DEB"
echo "installed in $(( $(date +%s) - start )) s: $(dpkg-query -W -f='${Package} ${Version}, ${Installed-Size} KiB' belote-desktop)"
for f in /usr/bin/belote-desktop "$DESKTOP" "$METAINFO" /usr/share/mime/packages/belote-desktop.xml \
         /usr/share/icons/hicolor/scalable/apps/belote-desktop.svg /usr/share/doc/belote-desktop/copyright \
         /usr/share/doc/belote-desktop/changelog.gz; do
    [ -e "$f" ] || fail "$f is not installed"
done

step "desktop-file-validate $DESKTOP"
desktop-file-validate "$DESKTOP" || fail "desktop-file-validate: $DESKTOP"

step "appstreamcli validate $METAINFO"
# the offline flag is --no-net since AppStream 0.12.x, --nonet before
offline=--no-net
validate_help=$(appstreamcli validate --help 2>&1 || true)  # read whole: `| grep -q` could SIGPIPE it
[[ $validate_help == *--no-net* ]] || offline=--nonet
# --strict fails on errors, warnings and infos; pedantic hints (shown) are tolerated: the component
# id's upper-case letters (cid-contains-uppercase-letter), the usual reverse-DNS CamelCase.
appstreamcli validate "$offline" --strict --pedantic --explain "$METAINFO" || fail "appstreamcli validate: $METAINFO"
# validate-tree also checks the metainfo against the .desktop file it launches (desktop-file-not-found);
# on a copy of the package's files, since / holds other packages' metainfo too
tree=$(mktemp -d)
dpkg -L belote-desktop | grep -E '^/usr/share/(metainfo|applications|icons)/.*\.(xml|desktop|png|svg)$' \
    | while IFS= read -r f; do install -D -m644 "$f" "$tree$f"; done
appstreamcli validate-tree "$offline" --strict "$tree" || fail "appstreamcli validate-tree: the package's files"
rm -rf "$tree"

step "MIME type of .deal files (update-mime-database trigger)"
[ -f /usr/share/mime/application/x-belote-deal.xml ] \
    || fail "/usr/share/mime has no $MIME: the shared-mime-info trigger did not run"
sample=$(mktemp -d)
# a clean user: no mimeapps.list of its own, the system data dirs only
export HOME="$sample/home" XDG_CONFIG_HOME="$sample/home/.config" XDG_DATA_HOME="$sample/home/.local/share"
export XDG_DATA_DIRS=/usr/local/share:/usr/share XDG_CONFIG_DIRS=/etc/xdg
mkdir -p "$HOME"
printf 'belote-deal 1\ngame: classic\ndealer: South\nseed: 5\n' > "$sample/sample.deal"
cp "$sample/sample.deal" "$sample/no-extension"
# xdg-mime asks the desktop's own lookup; without a desktop it asks file(1), which ignores the
# shared MIME database. GNOME's (gio) reads that database as most desktops do.
for f in "$sample/sample.deal" "$sample/no-extension"; do
    got=$(XDG_CURRENT_DESKTOP=GNOME xdg-mime query filetype "$f" 2>/dev/null || true)
    echo "xdg-mime query filetype $(basename "$f"): $got"
    [ "$got" = "$MIME" ] || fail "xdg-mime says ${got:-nothing} for $(basename "$f"), not $MIME"
done

step "default application for $MIME (update-desktop-database trigger)"
grep -q "^$MIME=.*belote-desktop.desktop" /usr/share/applications/mimeinfo.cache \
    || fail "mimeinfo.cache has no $MIME=belote-desktop.desktop: the desktop-file-utils trigger did not run"
got=$(xdg-mime query default "$MIME" || true)
echo "xdg-mime query default $MIME: $got"
[ "$got" = belote-desktop.desktop ] || fail "xdg-mime says ${got:-nothing} opens $MIME, not belote-desktop.desktop"

step "the .desktop file's Exec line opens the file it is given"
# a file that is not a deal is refused before any window opens: exit status 2 and a message naming it
printf 'not a deal\n' > "$sample/bad.deal"
exec_line=$(sed -n 's/^Exec=//p' "$DESKTOP")
[ "${exec_line}" = "belote-desktop %f" ] || fail "unexpected Exec line: $exec_line"
set +e
out=$(QT_QPA_PLATFORM=offscreen belote-desktop "$sample/bad.deal" 2>&1 </dev/null)
rc=$?
set -e
echo "belote-desktop bad.deal: status $rc: $out"
[ "$rc" = 2 ] && [[ "$out" == *"bad.deal: line 1"* ]] || fail "belote-desktop FILE did not read FILE"

step "/usr/bin/belote-desktop --version: the bots' compiled kernel"
installed_version=$(/usr/bin/belote-desktop --version) || fail "/usr/bin/belote-desktop --version exited with status $?"
echo "$installed_version"
grep -q "bots' kernel: compiled" <<<"$installed_version" || fail "the installed program does not run the compiled kernel"

step "/usr/bin/belote-desktop --screenshot (offscreen)"
png="$sample/deb.png"
start=$(date +%s)
QT_QPA_PLATFORM=offscreen /usr/bin/belote-desktop --home "$sample/app-home" --screenshot "$png" \
    --variant classic --seed 5 --moves 8 --lang fr || fail "/usr/bin/belote-desktop exited with status $?"
[ -s "$png" ] || fail "/usr/bin/belote-desktop wrote no screenshot"
echo "screenshot: $(stat -c %s "$png") bytes in $(( $(date +%s) - start )) s"

step "apt-get remove belote-desktop"
apt-get remove -y -q belote-desktop || fail "apt-get remove belote-desktop"
[ ! -e /usr/bin/belote-desktop ] && [ ! -e /opt/belote-desktop ] || fail "files left after removal"
[ ! -e /usr/share/mime/application/x-belote-deal.xml ] || fail "$MIME still registered after removal"
rm -rf "$sample"
echo "check_deb.sh: OK ($DEB)"
