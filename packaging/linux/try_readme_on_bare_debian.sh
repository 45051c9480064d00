#!/usr/bin/env bash
# Tries README's set-up as a new player on a bare Debian would: a minimal Debian 12 made with debootstrap (no
# desktop, no Python venv module, no X or GL libraries), then README's apt line, then README's install-and-start
# command, the game started offscreen and in a real X window (Xvfb on this machine, its socket shared), each
# writing a screenshot. Needs root, debootstrap and Xvfb on this machine (apt-get install debootstrap xvfb).
#   bash packaging/linux/try_readme_on_bare_debian.sh [ROOT]   (ROOT: a new folder, default /tmp/bare-debian)
set -euo pipefail
cd "$(dirname "$0")/../.."
root="${1:-/tmp/bare-debian}"
display=:${BARE_DISPLAY:-79}
# README's lines, read from README.md itself so that this tries what a player reads
apt_line=$(grep -o 'sudo apt install python3-venv[^`]*' README.md | head -1 | sed 's/^sudo //')
setup_line=$(grep -o 'python3 -m venv .venv && .venv/bin/python -m pip install \. && .venv/bin/belote-desktop' README.md | head -1)
[ -n "$apt_line" ] && [ -n "$setup_line" ] || { echo "README's apt or set-up line not found"; exit 1; }
echo "apt line:   $apt_line"
echo "set-up:     $setup_line"
cleanup() { umount "$root/proc" "$root/dev" "$root/tmp/.X11-unix" 2>/dev/null || true; kill "${xvfb:-0}" 2>/dev/null || true; }
trap cleanup EXIT
[ -e "$root" ] && { echo "$root exists: give a new folder"; exit 1; }
debootstrap --variant=minbase bookworm "$root" http://deb.debian.org/debian >/dev/null
mount -t proc proc "$root/proc"; mount --bind /dev "$root/dev"
cp /etc/resolv.conf "$root/etc/"
mkdir -p "$root/game" "$root/tmp/.X11-unix"
git archive HEAD | tar -x -C "$root/game"
# what a player's Debian has: python3 (bookworm's own); the venv module comes from README's apt line
chroot "$root" sh -c "apt-get update -qq && apt-get install -y -qq --no-install-recommends python3 >/dev/null"
chroot "$root" sh -c "export DEBIAN_FRONTEND=noninteractive; $apt_line -y -qq --no-install-recommends >/dev/null"
# this machine's certificate authorities (pip behind this machine's proxy; a player's Debian has its own)
cp /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/ca-certificates.crt"
Xvfb "$display" -screen 0 1280x800x24 >/dev/null 2>&1 & xvfb=$!
sleep 1
mount --bind /tmp/.X11-unix "$root/tmp/.X11-unix"
start=" --home /tmp/player --screenshot /tmp/shot.png --variant classic --seed 3 --moves 12"
# README's command, its last part (the start) given the screenshot arguments so that it ends by itself
chroot "$root" sh -c "cd /game && { \
    QT_QPA_PLATFORM=offscreen $setup_line $start --size 1024x700; } >/tmp/offscreen.log 2>&1" \
    || { tail -20 "$root/tmp/offscreen.log"; exit 1; }
test -s "$root/tmp/shot.png" && mv "$root/tmp/shot.png" "$root/tmp/offscreen.png"
chroot "$root" sh -c "cd /game && DISPLAY=$display QT_QPA_PLATFORM=xcb .venv/bin/belote-desktop $start >/tmp/xcb.log 2>&1" \
    || { tail -20 "$root/tmp/xcb.log"; exit 1; }
test -s "$root/tmp/shot.png" && mv "$root/tmp/shot.png" "$root/tmp/x11.png"
echo "README's set-up works on a bare Debian 12: $root/tmp/offscreen.png, $root/tmp/x11.png"
