"""Writes (or checks) a CycloneDX 1.5 JSON SBOM of a PyInstaller onedir bundle.

    python packaging/sbom.py --bundle dist/belote-desktop --site-packages .venv/lib/python3.11/site-packages \\
        --platform linux --version 1.2.3 --python-version 3.11.9 --out dist/belote-desktop.cdx.json
    python packaging/sbom.py --check dist/belote-desktop.cdx.json

Python packages come from the *.dist-info of the given site-packages folders: a distribution is listed when one
of its top-level folders (or its .dist-info) is in the bundle, when it is one of ALWAYS_INCLUDED, or when it is
named with --include (pure-Python packages live in PyInstaller's PYZ archive, where no folder shows them).
Native parts (Qt, CPython, OpenBLAS, the GCC and MSVC runtimes, other shared libraries) are found by scanning
the bundle's files and carry the SHA-256 of each file. With SOURCE_DATE_EPOCH set, two identical bundles give
byte-identical SBOMs: the serial number is derived from the contents, not drawn at random.

Standard library only, so that it runs with the Python that built the bundle.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.metadata
import json
import os
import re
import struct
import sys
import time
import uuid
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

APP_NAME = "belote-desktop"
APP_LICENSE = "MIT"
SPEC_VERSION = "1.5"
ALWAYS_INCLUDED = ("pyside6-essentials", "pyside6-addons", "shiboken6", "numpy", "platformdirs", "spake2",
                   "cryptography", "cffi", "confusable-homoglyphs")
PROPERTY = "belote-desktop:"  # namespace of our CycloneDX properties

QT_LICENSE = "LGPL-3.0-only OR GPL-2.0-only OR GPL-3.0-only"
CPYTHON_LICENSE = "PSF-2.0"
OPENBLAS_LICENSE = "BSD-3-Clause"
GCC_RUNTIME_LICENSE = "GPL-3.0-or-later WITH GCC-exception-3.1"
QUADMATH_LICENSE = "LGPL-2.1-or-later"
MSVC_LICENSE_NAME = "Microsoft Visual C++ Redistributable license terms (proprietary)"

COMPONENT_TYPES = frozenset({
    "application", "framework", "library", "container", "platform", "operating-system", "device",
    "device-driver", "firmware", "file", "machine-learning-model", "data",
})
HASH_LENGTHS = {"MD5": 32, "SHA-1": 40, "SHA-256": 64, "SHA-384": 96, "SHA-512": 128,
                "SHA3-256": 64, "SHA3-384": 96, "SHA3-512": 128, "BLAKE2b-256": 64, "BLAKE2b-384": 96,
                "BLAKE2b-512": 128, "BLAKE3": 64}

# Python extension modules (not listed as shared libraries: they belong to their Python package).
EXTENSION_RE = re.compile(r"\.(cpython-\d+[^.]*|abi3|pypy\d*[^.]*)\.so$|\.pyd$", re.IGNORECASE)
SHARED_LIB_RE = {
    "linux": re.compile(r"\.so(\.\d+)*$"),
    "windows": re.compile(r"\.dll$", re.IGNORECASE),
    "macos": re.compile(r"\.(dylib|so)$"),
}
# libQt6Core.so.6, Qt6Core.dll, libQt6Core.6.dylib, and macOS frameworks: QtCore.framework/Versions/A/QtCore
QT_LIB_RE = re.compile(r"^(?:lib)?Qt6([A-Z][A-Za-z0-9]*?)(?:\.\d+)*(?:\.so(?:\.\d+)*|\.dll|\.dylib)$")
QT_FRAMEWORK_RE = re.compile(r"(?:^|/)Qt([A-Z][A-Za-z0-9]*)\.framework/Versions/[^/]+/Qt\1$")
QT_PLUGIN_RE = re.compile(r"(?:^|/)PySide6/(?:Qt/)?plugins/")
# The CPython library; the group is the minor version where the name tells it (python3.dll, the stable-ABI
# forwarder, and a bare Contents/Frameworks/Python do not).
PYTHON_LIB_RES = (
    re.compile(r"(?:^|/)python3(\d*)t?\.dll$", re.IGNORECASE),
    re.compile(r"(?:^|/)libpython3\.(\d+)[a-z]*\.(?:so(?:\.[\d.]+)?|dylib)$"),
    re.compile(r"(?:^|/)Python\.framework/Versions/3\.(\d+)/Python$"),
    re.compile(r"^Contents/Frameworks/Python()$"),
)
NUMPY_LIB_DIRS = ("numpy.libs/", "numpy/.libs/", "numpy/.dylibs/")
MSVC_RE = re.compile(r"^(vcruntime140(?:_\d+)?|msvcp140(?:_\d+)?)(?:-[0-9a-f]+)?\.dll$", re.IGNORECASE)
GCC_RUNTIMES = (("libgfortran", GCC_RUNTIME_LICENSE), ("libquadmath", QUADMATH_LICENSE),
                ("libgcc_s", GCC_RUNTIME_LICENSE))
# OpenBLAS puts its version in its openblas_get_config() string: "OpenBLAS 0.3.31.188.0  USE64BITINT ..."
OPENBLAS_CONFIG_RE = re.compile(rb"OpenBLAS (\d+\.\d+\.\d+[0-9A-Za-z.]*) ")
OPENBLAS_NAME_RE = re.compile(r"openblas[^/]*?[-_.]v?(\d+\.\d+\.\d+(?:\.dev)?)", re.IGNORECASE)

VS_FIXEDFILEINFO_SIGNATURE = 0xFEEF04BD
VS_VERSION_INFO_KEY = "VS_VERSION_INFO\0".encode("utf-16-le")


class SbomError(Exception):
    """A problem the caller must fix (bad argument, missing distribution)."""


def normalize(name: str) -> str:
    """PEP 503 normalized project name, as purls for PyPI want it."""
    return re.sub(r"[-_.]+", "-", name).lower()


def sha256_of(path: Path) -> str:
    with path.open("rb") as stream:
        return hashlib.file_digest(stream, "sha256").hexdigest()


def pe_file_version(data: bytes) -> str | None:
    """The file version "a.b.c.d" of a Windows PE file, read from the VS_FIXEDFILEINFO of its version resource.

    The struct starts with the signature 0xFEEF04BD and the struct version 0x00010000, then the file version as
    two DWORDs (most and least significant), each holding two 16-bit parts. The signature right after the
    "VS_VERSION_INFO" key is preferred; a bare signature followed by a valid struct version is accepted too.
    """
    signature = struct.pack("<I", VS_FIXEDFILEINFO_SIGNATURE)
    starts: list[int] = []
    key = data.find(VS_VERSION_INFO_KEY)
    if key >= 0:
        near = data.find(signature, key + len(VS_VERSION_INFO_KEY), key + len(VS_VERSION_INFO_KEY) + 8)
        if near >= 0:
            starts.append(near)
    position = data.find(signature)
    while position >= 0:
        starts.append(position)
        position = data.find(signature, position + 1)
    for start in starts:
        if start + 16 > len(data):
            continue
        struc_version, version_ms, version_ls = struct.unpack_from("<III", data, start + 4)
        if struc_version != 0x00010000:
            continue
        return f"{version_ms >> 16}.{version_ms & 0xFFFF}.{version_ls >> 16}.{version_ls & 0xFFFF}"
    return None


def openblas_version(name: str, data: bytes) -> tuple[str, str]:
    """(version, where it was read) of an OpenBLAS library: its file name, its config string, or unknown."""
    match = OPENBLAS_NAME_RE.search(name)
    if match:
        return match.group(1), "file name"
    found = OPENBLAS_CONFIG_RE.search(data)
    if found:
        return found.group(1).decode("ascii"), "openblas_get_config() string in the library"
    return "unknown", "not found in the file name nor in the library"


# --- the bundle ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class BundleFile:
    rel: str  # POSIX path relative to the bundle folder
    path: Path


def bundle_roots(bundle: Path) -> list[Path]:
    """Where PyInstaller puts the collected packages: _internal (onedir), or a macOS .app's Frameworks and
    Resources folders."""
    internal = bundle / "_internal"
    if internal.is_dir():
        return [internal]
    app = [bundle / "Contents" / "Frameworks", bundle / "Contents" / "Resources"]
    found = [root for root in app if root.is_dir()]
    return found or [bundle]


def bundle_files(bundle: Path) -> list[BundleFile]:
    """Every regular file of the bundle, once: symbolic links (a .app links Frameworks and Resources both ways)
    are not followed."""
    files: list[BundleFile] = []
    for folder, dirs, names in os.walk(bundle):
        dirs.sort()
        for name in sorted(names):
            path = Path(folder, name)
            if path.is_symlink() or not path.is_file():
                continue
            files.append(BundleFile(path.relative_to(bundle).as_posix(), path))
    return files


def launcher(bundle: Path) -> Path | None:
    for candidate in (bundle / APP_NAME, bundle / f"{APP_NAME}.exe", bundle / "Contents" / "MacOS" / APP_NAME):
        if candidate.is_file():
            return candidate
    return None


# --- Python distributions -----------------------------------------------------------------------------------


@dataclass
class Dist:
    name: str
    version: str
    key: str  # normalized name
    licenses: list[dict[str, Any]]
    top_level: list[str]
    info_dir: str  # the .dist-info folder's name
    found_by: str = ""


def _top_level_names(dist: importlib.metadata.Distribution) -> list[str]:
    names: set[str] = set()
    text = dist.read_text("top_level.txt")
    if text:
        names.update(line.strip() for line in text.splitlines() if line.strip())
    for entry in dist.files or ():
        parts = entry.parts
        if not parts or parts[0] in ("..", "") or parts[0].endswith((".dist-info", ".data")):
            continue
        first = parts[0]
        if len(parts) > 1:
            if first != "__pycache__":
                names.add(first)
        elif first.endswith(".py"):
            names.add(first[:-3])
        elif EXTENSION_RE.search(first):
            names.add(first.split(".", 1)[0])
    return sorted(names)


def _licenses(meta: Any) -> list[dict[str, Any]]:
    expression = (meta.get("License-Expression") or "").strip()
    if expression:
        return [{"expression": expression}]
    text = (meta.get("License") or "").strip()
    if text and text.upper() != "UNKNOWN":
        first_line = next(line.strip() for line in text.splitlines() if line.strip())
        return [{"license": {"name": first_line[:200]}}]
    classifiers = sorted(
        value.rsplit(" :: ", 1)[-1] for value in meta.get_all("Classifier") or () if value.startswith("License ::")
    )
    return [{"license": {"name": name}} for name in classifiers]


def read_dists(site_packages: Sequence[Path]) -> dict[str, Dist]:
    """The distributions of the folders, by normalized name; the first folder given wins a duplicate."""
    found: dict[str, Dist] = {}
    for folder in site_packages:
        if not folder.is_dir():
            raise SbomError(f"no such site-packages folder: {folder}")
        dists = importlib.metadata.distributions(path=[str(folder)])
        for dist in sorted(dists, key=lambda d: (normalize(d.metadata["Name"] or ""), d.version or "")):
            name = dist.metadata["Name"]
            if not name or normalize(name) in found:
                continue
            info = getattr(dist, "_path", None)
            found[normalize(name)] = Dist(
                name=name, version=dist.version, key=normalize(name), licenses=_licenses(dist.metadata),
                top_level=_top_level_names(dist), info_dir=Path(str(info)).name if info else "",
            )
    return found


def _module_in(root: Path, name: str) -> bool:
    if (root / name).is_dir():
        return True
    return any(EXTENSION_RE.search(path.name) for path in root.glob(f"{glob_escape(name)}.*"))


def glob_escape(text: str) -> str:
    return re.sub(r"([*?[])", r"[\1]", text)


def dists_in_bundle(dists: dict[str, Dist], roots: Sequence[Path], include: Iterable[str]) -> list[Dist]:
    """The distributions the bundle carries, sorted by normalized name; the app itself is left out (it is the
    metadata's component)."""
    asked = {normalize(name) for name in include}
    missing = sorted(asked - dists.keys())
    if missing:
        raise SbomError(f"--include names a distribution not in the site-packages folders: {', '.join(missing)}")
    chosen: list[Dist] = []
    for key in sorted(dists):
        dist = dists[key]
        if key == APP_NAME:
            continue
        folders = [name for name in dist.top_level if any(_module_in(root, name) for root in roots)]
        if folders:
            dist.found_by = "bundle folder " + ", ".join(folders)
        elif dist.info_dir and any((root / dist.info_dir).is_dir() for root in roots):
            dist.found_by = "bundle folder " + dist.info_dir
        elif key in ALWAYS_INCLUDED:
            dist.found_by = "always included (a dependency of the app)"
        elif key in asked:
            dist.found_by = "--include"
        else:
            continue
        chosen.append(dist)
    return chosen


def purl(name: str, version: str) -> str:
    return f"pkg:pypi/{normalize(name)}@{version}"


def dist_component(dist: Dist) -> dict[str, Any]:
    component: dict[str, Any] = {
        "type": "library",
        "bom-ref": purl(dist.name, dist.version),
        "name": dist.name,
        "version": dist.version,
        "purl": purl(dist.name, dist.version),
    }
    if dist.licenses:
        component["licenses"] = dist.licenses
    component["properties"] = [{"name": PROPERTY + "found-by", "value": dist.found_by}]
    return component


# --- native parts -------------------------------------------------------------------------------------------


def file_component(
    item: BundleFile, name: str, version: str | None, *, group: str | None = None, license_expression: str | None = None,
    license_name: str | None = None, properties: Sequence[tuple[str, str]] = (),
) -> dict[str, Any]:
    component: dict[str, Any] = {"type": "library", "bom-ref": "file:" + item.rel}
    if group:
        component["group"] = group
    component["name"] = name
    if version is not None:
        component["version"] = version
    component["hashes"] = [{"alg": "SHA-256", "content": sha256_of(item.path)}]
    if license_expression:
        component["licenses"] = [{"expression": license_expression}]
    elif license_name:
        component["licenses"] = [{"license": {"name": license_name}}]
    props = [("path", item.rel), *properties]
    component["properties"] = [{"name": PROPERTY + key, "value": value} for key, value in props]
    return component


def _inner_rel(item: BundleFile, roots: Sequence[Path]) -> str:
    """The file's path relative to the root (_internal, Frameworks...) holding it."""
    for root in roots:
        try:
            return item.path.relative_to(root).as_posix()
        except ValueError:
            continue
    return item.rel


def _python_library(rel: str) -> tuple[bool, int | None]:
    """Whether the file is the CPython library, and its minor version where the name tells it."""
    for pattern in PYTHON_LIB_RES:
        match = pattern.search(rel)
        if match:
            return True, int(match.group(1)) if match.group(1) else None
    return False, None


def native_components(
    bundle: Path, platform: str, qt_version: str, python_version: str | None, owners: dict[str, str],
) -> list[dict[str, Any]]:
    """Components for the bundle's native files; owners maps a top-level folder of the bundle to the
    distribution that brought it (to tell wheel-shipped libraries from those PyInstaller took from the
    build machine)."""
    roots = bundle_roots(bundle)
    found: list[dict[str, Any]] = []
    shared_lib = SHARED_LIB_RE[platform]
    for item in bundle_files(bundle):
        rel, base = item.rel, item.path.name
        inner = _inner_rel(item, roots)
        lower = base.lower()
        qt = QT_LIB_RE.match(base) or QT_FRAMEWORK_RE.search(rel)
        is_python, minor = _python_library(rel)
        msvc = MSVC_RE.match(base)
        in_numpy_libs = inner.startswith(NUMPY_LIB_DIRS)
        if qt:
            found.append(file_component(item, "Qt6" + qt.group(1), qt_version, group="Qt",
                                        license_expression=QT_LICENSE))
        elif QT_PLUGIN_RE.search(rel) and shared_lib.search(base) and not EXTENSION_RE.search(base):
            found.append(file_component(item, "Qt plugin " + base.split(".", 1)[0], qt_version,
                                        group="Qt", license_expression=QT_LICENSE))
        elif is_python:
            version = python_version or (f"3.{minor}" if minor is not None else "unknown")
            if minor is not None and python_version and not python_version.startswith(f"3.{minor}."):
                raise SbomError(f"--python-version {python_version} does not match the bundle's {rel} "
                                f"(Python 3.{minor})")
            found.append(file_component(item, "CPython", version, group="Python",
                                        license_expression=CPYTHON_LICENSE))
        elif "openblas" in lower and in_numpy_libs:
            version, source = openblas_version(base, item.path.read_bytes())
            found.append(file_component(item, "OpenBLAS", version, license_expression=OPENBLAS_LICENSE,
                                        properties=[("version-source", source)]))
        elif msvc:
            pe_version = pe_file_version(item.path.read_bytes())
            found.append(file_component(
                item, msvc.group(1).lower(), pe_version or "unknown", group="Microsoft Visual C++ Runtime",
                license_name=MSVC_LICENSE_NAME,
                properties=[("version-source", "VS_FIXEDFILEINFO" if pe_version else "no version resource found")]))
        elif any(lower.startswith(prefix) for prefix, _ in GCC_RUNTIMES) and shared_lib.search(base):
            prefix, licence = next((p, lic) for p, lic in GCC_RUNTIMES if lower.startswith(p))
            found.append(file_component(
                item, prefix, "unknown", group="GCC", license_expression=licence,
                properties=[("version-source", "the file carries no version string")]))
        elif shared_lib.search(base) and not EXTENSION_RE.search(base):
            top = inner.split("/", 1)[0] if "/" in inner else ""
            origin = f"wheel {owners[top]}" if top in owners else "build machine (collected by PyInstaller)"
            found.append(file_component(item, base.split(".", 1)[0], None, properties=[("origin", origin)]))
    return found


# --- the document -------------------------------------------------------------------------------------------


def timestamp() -> str:
    epoch = os.environ.get("SOURCE_DATE_EPOCH", "").strip()
    if epoch and not epoch.isdigit():
        raise SbomError(f"SOURCE_DATE_EPOCH is not a whole number of seconds: {epoch!r}")
    seconds = int(epoch) if epoch else int(time.time())
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(seconds))


def build_sbom(
    bundle: Path, site_packages: Sequence[Path], platform: str, version: str, *, python_version: str | None = None,
    include: Sequence[str] = (), require: Sequence[str] = (),
) -> dict[str, Any]:
    if not bundle.is_dir():
        raise SbomError(f"no such bundle folder: {bundle}")
    if platform not in SHARED_LIB_RE:
        raise SbomError(f"unknown platform {platform!r}")
    roots = bundle_roots(bundle)
    dists = read_dists(site_packages)
    chosen = dists_in_bundle(dists, roots, include)
    absent = sorted({normalize(name) for name in require} - {dist.key for dist in chosen})
    if absent:
        raise SbomError(f"required distributions not in the SBOM: {', '.join(absent)}")
    owners = {top: dist.name for dist in chosen for top in dist.top_level}
    exe = launcher(bundle)
    bootloader = dists.get("pyinstaller")
    if bootloader is not None and exe is not None and bootloader not in chosen:
        # PyInstaller's bootloader is the launcher executable (its license has an exception for this use)
        bootloader.found_by = "bootloader of " + exe.relative_to(bundle).as_posix()
        chosen = sorted([*chosen, bootloader], key=lambda dist: dist.key)
    pyside = dists.get("pyside6-essentials") or dists.get("pyside6")
    native = native_components(bundle, platform, pyside.version if pyside else "unknown", python_version, owners)
    components = [dist_component(dist) for dist in chosen] + native

    app_ref = purl(APP_NAME, version)
    app: dict[str, Any] = {"type": "application", "bom-ref": app_ref, "name": APP_NAME, "version": version,
                           "purl": app_ref, "licenses": [{"expression": APP_LICENSE}]}
    if exe is not None:
        app["hashes"] = [{"alg": "SHA-256", "content": sha256_of(exe)}]
        app["properties"] = [{"name": PROPERTY + "path", "value": exe.relative_to(bundle).as_posix()},
                             {"name": PROPERTY + "platform", "value": platform}]

    identity = [version, platform]
    identity += sorted(h["content"] for c in [app, *components] for h in c.get("hashes", ()))
    identity += sorted(f"{c['bom-ref']}@{c.get('version', '')}" for c in components)
    serial = uuid.uuid5(uuid.NAMESPACE_URL, "urn:belote-desktop:sbom:" + "\n".join(identity))
    return {
        "$schema": "http://cyclonedx.org/schema/bom-1.5.schema.json",
        "bomFormat": "CycloneDX",
        "specVersion": SPEC_VERSION,
        "serialNumber": serial.urn,
        "version": 1,
        "metadata": {
            "timestamp": timestamp(),
            "tools": {"components": [{"type": "application", "group": APP_NAME, "name": "packaging/sbom.py",
                                      "version": version}]},
            "component": app,
        },
        "components": components,
        "dependencies": [{"ref": app_ref, "dependsOn": sorted(c["bom-ref"] for c in components)}],
    }


def dumps(document: dict[str, Any]) -> str:
    return json.dumps(document, indent=2, ensure_ascii=False) + "\n"


# --- checking -----------------------------------------------------------------------------------------------

SERIAL_RE = re.compile(r"^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$")
TIMESTAMP_RE = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$")


def _walk_components(items: Any, where: str) -> Iterator[tuple[str, Any]]:
    if not isinstance(items, list):
        return
    for index, item in enumerate(items):
        yield f"{where}[{index}]", item
        if isinstance(item, dict):
            yield from _walk_components(item.get("components"), f"{where}[{index}].components")


def _check_component(where: str, component: Any, problems: list[str]) -> None:
    if not isinstance(component, dict):
        problems.append(f"{where}: not an object")
        return
    if component.get("type") not in COMPONENT_TYPES:
        problems.append(f"{where}.type: {component.get('type')!r} is not a CycloneDX component type")
    for key in ("name", "bom-ref"):
        if not isinstance(component.get(key), str) or not component[key]:
            problems.append(f"{where}.{key}: missing or empty")
    if "version" in component and not isinstance(component["version"], str):
        problems.append(f"{where}.version: not a string")
    if "purl" in component and not (isinstance(component["purl"], str) and component["purl"].startswith("pkg:")):
        problems.append(f"{where}.purl: not a package URL (pkg:...)")
    hashes = component.get("hashes", [])
    if not isinstance(hashes, list):
        problems.append(f"{where}.hashes: not a list")
        hashes = []
    for index, entry in enumerate(hashes):
        alg = entry.get("alg") if isinstance(entry, dict) else None
        content = entry.get("content") if isinstance(entry, dict) else None
        if alg not in HASH_LENGTHS:
            problems.append(f"{where}.hashes[{index}].alg: {alg!r} is not a CycloneDX hash algorithm")
        elif not (isinstance(content, str) and re.fullmatch(f"[0-9a-fA-F]{{{HASH_LENGTHS[alg]}}}", content)):
            problems.append(f"{where}.hashes[{index}].content: not {HASH_LENGTHS[alg]} hexadecimal digits "
                            f"for {alg}")
    licenses = component.get("licenses", [])
    if not isinstance(licenses, list):
        problems.append(f"{where}.licenses: not a list")
        licenses = []
    expressions = sum(1 for entry in licenses if isinstance(entry, dict) and "expression" in entry)
    if expressions and len(licenses) != 1:
        problems.append(f"{where}.licenses: an expression must be the only entry")
    for index, entry in enumerate(licenses):
        if isinstance(entry, dict) and isinstance(entry.get("expression"), str) and entry["expression"]:
            continue
        inner = entry.get("license") if isinstance(entry, dict) else None
        if not (isinstance(inner, dict) and any(isinstance(inner.get(k), str) and inner[k] for k in ("id", "name"))):
            problems.append(f"{where}.licenses[{index}]: neither an expression nor a license with an id or name")
    for index, prop in enumerate(component.get("properties", [])):
        if not (isinstance(prop, dict) and isinstance(prop.get("name"), str) and isinstance(prop.get("value"), str)):
            problems.append(f"{where}.properties[{index}]: not a name/value pair of strings")


def check_sbom(document: Any) -> list[str]:
    """The structural problems of a CycloneDX 1.5 JSON document; an empty list when there are none."""
    if not isinstance(document, dict):
        return ["the document is not a JSON object"]
    problems: list[str] = []
    if document.get("bomFormat") != "CycloneDX":
        problems.append(f"bomFormat: {document.get('bomFormat')!r}, expected 'CycloneDX'")
    if document.get("specVersion") != SPEC_VERSION:
        problems.append(f"specVersion: {document.get('specVersion')!r}, expected {SPEC_VERSION!r}")
    if not (isinstance(document.get("serialNumber"), str) and SERIAL_RE.match(document["serialNumber"])):
        problems.append("serialNumber: missing or not a urn:uuid")
    version = document.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        problems.append("version: missing or not a whole number >= 1")
    metadata = document.get("metadata")
    refs: list[tuple[str, str]] = []
    if not isinstance(metadata, dict):
        problems.append("metadata: missing or not an object")
    else:
        if not (isinstance(metadata.get("timestamp"), str) and TIMESTAMP_RE.match(metadata["timestamp"])):
            problems.append("metadata.timestamp: missing or not an ISO 8601 date-time")
        if "component" not in metadata:
            problems.append("metadata.component: missing")
        else:
            _check_component("metadata.component", metadata["component"], problems)
            if isinstance(metadata["component"], dict) and isinstance(metadata["component"].get("bom-ref"), str):
                refs.append(("metadata.component", metadata["component"]["bom-ref"]))
    components = document.get("components")
    if not isinstance(components, list) or not components:
        problems.append("components: missing, empty or not a list")
    for where, component in _walk_components(components, "components"):
        _check_component(where, component, problems)
        if isinstance(component, dict) and isinstance(component.get("bom-ref"), str):
            refs.append((where, component["bom-ref"]))
    seen: dict[str, str] = {}
    for where, ref in refs:
        if ref in seen:
            problems.append(f"{where}.bom-ref: {ref!r} is already the bom-ref of {seen[ref]}")
        else:
            seen[ref] = where
    for index, dependency in enumerate(document.get("dependencies", [])):
        if not isinstance(dependency, dict):
            problems.append(f"dependencies[{index}]: not an object")
            continue
        for ref in [dependency.get("ref"), *dependency.get("dependsOn", [])]:
            if ref not in seen:
                problems.append(f"dependencies[{index}]: {ref!r} is no component's bom-ref")
    return problems


# --- command line -------------------------------------------------------------------------------------------


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="sbom.py", description=__doc__.split("\n", 1)[0])
    parser.add_argument("--check", metavar="FILE", type=Path, help="check an SBOM's structure and exit")
    parser.add_argument("--bundle", type=Path, help="the onedir bundle folder (or the macOS .app)")
    parser.add_argument("--site-packages", type=Path, action="append", default=[], metavar="DIR",
                        help="a site-packages folder the bundle was built from (repeatable)")
    parser.add_argument("--platform", choices=sorted(SHARED_LIB_RE))
    parser.add_argument("--version", help="the app's version")
    parser.add_argument("--python-version", metavar="X.Y.Z", help="the full version of the bundled CPython")
    parser.add_argument("--include", action="append", default=[], metavar="NAME",
                        help="list this distribution even if no folder of the bundle shows it (repeatable)")
    parser.add_argument("--require", action="append", default=[], metavar="NAME",
                        help="fail unless this distribution ends up in the SBOM (repeatable)")
    parser.add_argument("--out", type=Path, metavar="FILE.cdx.json")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.check is not None:
        try:
            document = json.loads(args.check.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            print(f"sbom.py: {args.check}: cannot read JSON: {exc}", file=sys.stderr)
            return 1
        problems = check_sbom(document)
        for problem in problems:
            print(f"sbom.py: {args.check}: {problem}", file=sys.stderr)
        if problems:
            return 1
        print(f"{args.check}: valid CycloneDX {SPEC_VERSION}, {len(document['components'])} components")
        return 0
    needed = {"--bundle": args.bundle, "--site-packages": args.site_packages, "--platform": args.platform,
              "--version": args.version, "--out": args.out}
    missing = [flag for flag, value in needed.items() if not value]
    if missing:
        parser.error("without --check, these are needed: " + ", ".join(missing))
    try:
        document = build_sbom(args.bundle, args.site_packages, args.platform, args.version,
                              python_version=args.python_version, include=args.include, require=args.require)
    except SbomError as exc:
        print(f"sbom.py: {exc}", file=sys.stderr)
        return 2
    problems = check_sbom(document)
    if problems:  # a bug of this script: say so rather than write a broken file
        print("sbom.py: internal error, the SBOM would be invalid:\n  " + "\n  ".join(problems), file=sys.stderr)
        return 1
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with args.out.open("w", encoding="utf-8", newline="\n") as stream:
        stream.write(dumps(document))
    components = document["components"]
    packages = sum(1 for c in components if "purl" in c)
    print(f"sbom: {args.out} ({len(components)} components: {packages} Python packages, "
          f"{len(components) - packages} native files)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
