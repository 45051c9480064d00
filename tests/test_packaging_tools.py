"""packaging/sbom.py and packaging/checksums.py on small fake bundles (no Qt, no PyInstaller)."""

from __future__ import annotations

import hashlib
import importlib.util
import json
import shutil
import struct
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]


def load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"packaging_tool_{name}", ROOT / "packaging" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


sbom = load("sbom")
checksums = load("checksums")


def fixed_file_info(major: int, minor: int, build: int, revision: int) -> bytes:
    """A version resource as a DLL carries it: the VS_VERSION_INFO key, padding, then VS_FIXEDFILEINFO."""
    key = "VS_VERSION_INFO\0".encode("utf-16-le")
    header = struct.pack("<HHH", 92, 52, 0) + key
    header += b"\0" * (-len(header) % 4)
    info = struct.pack("<13I", 0xFEEF04BD, 0x00010000, (major << 16) | minor, (build << 16) | revision,
                       (major << 16) | minor, (build << 16) | revision, 0x3F, 0, 0x40004, 2, 0, 0, 0)
    return header + info


def write(path: Path, data: bytes | str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(data, str):
        data = data.encode()
    path.write_bytes(data)
    return path


def fake_dist(site: Path, name: str, version: str, *, license_field: str = "", top_level: str | None = None,
              record: Sequence[str] = ()) -> None:
    info = site / f"{name.replace('-', '_')}-{version}.dist-info"
    meta = f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n{license_field}"
    write(info / "METADATA", meta)
    write(info / "RECORD", "".join(f"{line},,\n" for line in [*record, f"{info.name}/METADATA"]))
    if top_level is not None:
        write(info / "top_level.txt", top_level + "\n")



@pytest.fixture
def fake_build(tmp_path: Path) -> tuple[Path, Path]:
    """A Linux-style onedir bundle and the site-packages it came from."""
    site = tmp_path / "site-packages"
    fake_dist(site, "numpy", "2.1.0", license_field="License-Expression: BSD-3-Clause AND MIT\n",
              record=["numpy/__init__.py", "numpy.libs/libscipy_openblas64_-1234.so", "../../../bin/f2py"])
    fake_dist(site, "PySide6_Essentials", "6.8.1", license_field="License: LGPL-3.0-only OR GPL-2.0-only\n",
              top_level="PySide6")
    fake_dist(site, "shiboken6", "6.8.1", top_level="shiboken6")
    fake_dist(site, "platformdirs", "4.3.6", license_field="License-Expression: MIT\n",
              record=["platformdirs/__init__.py"])
    fake_dist(site, "requests", "2.32.0", license_field="License: Apache 2.0\n", record=["requests/__init__.py"])
    fake_dist(site, "attrs", "24.2.0", record=["attr/__init__.py"])
    fake_dist(site, "typing_extensions", "4.12.2", record=["typing_extensions.py"])
    fake_dist(site, "belote-desktop", "0.9.0", top_level="belote_desktop")
    fake_dist(site, "pyinstaller", "6.11.0", record=["PyInstaller/__init__.py"])

    bundle = tmp_path / "dist" / "belote-desktop"
    internal = bundle / "_internal"
    write(bundle / "belote-desktop", b"\x7fELF launcher")
    write(internal / "numpy" / "_core" / "_multiarray_umath.cpython-311-x86_64-linux-gnu.so", b"ext module")
    write(internal / "numpy.libs" / "libscipy_openblas64_-1234.so", b"\0code\0OpenBLAS 0.3.28  USE64BITINT\0")
    write(internal / "numpy.libs" / "libgfortran-040039e1.so.5.0.0", b"gfortran")
    write(internal / "PySide6" / "Qt" / "lib" / "libQt6Core.so.6", b"qt core")
    write(internal / "PySide6" / "Qt" / "lib" / "libQt6Widgets.so.6", b"qt widgets")
    write(internal / "PySide6" / "Qt" / "plugins" / "platforms" / "libqxcb.so", b"xcb plugin")
    write(internal / "PySide6" / "QtCore.abi3.so", b"binding")
    write(internal / "shiboken6" / "libshiboken6.abi3.so.6.8", b"shiboken")
    write(internal / "belote_desktop" / "ai" / "data" / "weights.json", "{}")
    write(internal / "libpython3.11.so.1.0", b"cpython")
    write(internal / "libxcb-cursor.so.0", b"xcb cursor")
    write(internal / "numpy.libs" / "msvcp140-0a1b2c3d.dll", b"MZ no version resource")
    write(internal / "VCRUNTIME140.dll", b"MZ" + b"\0" * 300 + fixed_file_info(14, 42, 34433, 0) + b"\0" * 64)
    return bundle, site


def make_sbom(bundle: Path, site: Path, out: Path, *extra: str) -> int:
    return int(sbom.main(["--bundle", str(bundle), "--site-packages", str(site), "--platform", "linux",
                          "--version", "0.9.0", "--python-version", "3.11.9", "--out", str(out), *extra]))


def by_name(document: dict) -> dict[str, dict]:
    return {component["name"]: component for component in document["components"]}


def prop(component: dict, name: str) -> str:
    return next(p["value"] for p in component["properties"] if p["name"] == "belote-desktop:" + name)


def test_pe_version_parser_reads_the_fixed_file_info():
    data = b"MZ" + b"\x90" * 1001 + fixed_file_info(14, 42, 34433, 0) + b"\0" * 20
    assert sbom.pe_file_version(data) == "14.42.34433.0"
    assert sbom.pe_file_version(b"MZ" + bytes(500)) is None
    # the signature with a wrong struct version is some other 0xFEEF04BD in the code, not a version resource
    assert sbom.pe_file_version(struct.pack("<4I", 0xFEEF04BD, 7, 1, 2)) is None


def test_sbom_lists_the_bundled_packages_and_native_parts(fake_build, tmp_path, monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    bundle, site = fake_build
    out = tmp_path / "sbom.cdx.json"
    assert make_sbom(bundle, site, out, "--include", "typing-extensions") == 0
    document = json.loads(out.read_text(encoding="utf-8"))
    assert document["bomFormat"] == "CycloneDX" and document["specVersion"] == "1.5"
    assert document["metadata"]["timestamp"] == "2023-11-14T22:13:20Z"
    app = document["metadata"]["component"]
    assert (app["type"], app["name"], app["version"]) == ("application", "belote-desktop", "0.9.0")
    assert app["licenses"] == [{"expression": "MIT"}]
    assert app["hashes"][0]["content"] == hashlib.sha256(b"\x7fELF launcher").hexdigest()

    components = by_name(document)
    packages = {c["name"]: c for c in document["components"] if "purl" in c}
    # requests and attrs are installed but not bundled; the app is the metadata's component, not a library
    assert set(packages) == {"numpy", "PySide6_Essentials", "shiboken6", "platformdirs", "typing_extensions",
                             "pyinstaller"}
    assert prop(packages["pyinstaller"], "found-by") == "bootloader of belote-desktop"
    assert packages["PySide6_Essentials"]["purl"] == "pkg:pypi/pyside6-essentials@6.8.1"
    assert packages["numpy"]["licenses"] == [{"expression": "BSD-3-Clause AND MIT"}]
    assert packages["PySide6_Essentials"]["licenses"] == [{"license": {"name": "LGPL-3.0-only OR GPL-2.0-only"}}]
    assert prop(packages["typing_extensions"], "found-by") == "--include"
    assert prop(packages["platformdirs"], "found-by").startswith("always included")

    qt_core = components["Qt6Core"]
    assert qt_core["version"] == "6.8.1"
    assert qt_core["hashes"] == [{"alg": "SHA-256", "content": hashlib.sha256(b"qt core").hexdigest()}]
    assert "Qt6Widgets" in components and "Qt plugin libqxcb" in components
    assert components["CPython"]["version"] == "3.11.9"
    assert components["OpenBLAS"]["version"] == "0.3.28"
    assert prop(components["OpenBLAS"], "path") == "_internal/numpy.libs/libscipy_openblas64_-1234.so"
    assert components["libgfortran"]["licenses"] == [{"expression": "GPL-3.0-or-later WITH GCC-exception-3.1"}]
    assert components["vcruntime140"]["version"] == "14.42.34433.0"
    assert (components["msvcp140"]["version"], prop(components["msvcp140"], "version-source")) == (
        "unknown", "no version resource found")
    assert prop(components["libxcb-cursor"], "origin").startswith("build machine")
    assert prop(components["libshiboken6"], "origin") == "wheel shiboken6"
    # extension modules belong to their package; the binding module is not Qt itself
    paths = {prop(c, "path") for c in document["components"] if "hashes" in c}
    assert not any(".cpython-311-" in path or path.endswith("QtCore.abi3.so") for path in paths)
    assert sbom.check_sbom(document) == []
    assert [c["name"] for c in document["components"]][:6] == [
        "numpy", "platformdirs", "pyinstaller", "PySide6_Essentials", "shiboken6", "typing_extensions"]
    assert document["dependencies"][0]["ref"] == app["bom-ref"]
    assert len(document["dependencies"][0]["dependsOn"]) == len(document["components"])


def test_sbom_is_byte_identical_for_identical_bundles(fake_build, tmp_path, monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    bundle, site = fake_build
    first, second, changed = tmp_path / "1.json", tmp_path / "2.json", tmp_path / "3.json"
    copy = tmp_path / "copy" / "belote-desktop"
    shutil.copytree(bundle, copy)
    assert make_sbom(bundle, site, first) == 0
    assert make_sbom(copy, site, second) == 0
    assert first.read_bytes() == second.read_bytes()
    (copy / "_internal" / "PySide6" / "Qt" / "lib" / "libQt6Core.so.6").write_bytes(b"another qt core")
    assert make_sbom(copy, site, changed) == 0
    serial = json.loads(first.read_text())["serialNumber"]
    assert serial.startswith("urn:uuid:") and serial != json.loads(changed.read_text())["serialNumber"]


def test_sbom_refuses_bad_arguments(fake_build, tmp_path, capsys):
    bundle, site = fake_build
    out = tmp_path / "sbom.json"
    assert make_sbom(bundle, site, out, "--include", "not-installed") == 2
    assert "not-installed" in capsys.readouterr().err
    assert make_sbom(bundle, site, out, "--require", "requests") == 2
    assert sbom.main(["--bundle", str(bundle), "--site-packages", str(site), "--platform", "linux",
                      "--version", "0.9.0", "--python-version", "3.12.1", "--out", str(out)]) == 2
    assert "3.12.1" in capsys.readouterr().err
    assert not out.exists()


def test_openblas_without_a_version_is_unknown_and_says_so(fake_build, tmp_path):
    bundle, site = fake_build
    write(bundle / "_internal" / "numpy.libs" / "libscipy_openblas64_-1234.so", b"no version here")
    out = tmp_path / "sbom.json"
    assert make_sbom(bundle, site, out) == 0
    openblas = by_name(json.loads(out.read_text()))["OpenBLAS"]
    assert openblas["version"] == "unknown"
    assert prop(openblas, "version-source").startswith("not found")
    assert sbom.openblas_version("libopenblas64_-v0.3.21-gcc_10_3_0.dll", b"")[0] == "0.3.21"


@pytest.mark.parametrize("breakage, message", [
    (lambda d: d.pop("bomFormat"), "bomFormat"),
    (lambda d: d.update(specVersion="1.4"), "specVersion"),
    (lambda d: d["components"][1].update({"bom-ref": d["components"][0]["bom-ref"]}), "already the bom-ref"),
    (lambda d: d["components"][-1]["hashes"][0].update(content="abc123"), "64 hexadecimal"),
    (lambda d: d["components"][0].pop("name"), "components[0].name"),
    (lambda d: d["metadata"].pop("component"), "metadata.component"),
    (lambda d: d["dependencies"][0]["dependsOn"].append("ghost"), "'ghost'"),
])
def test_check_refuses_a_broken_sbom(fake_build, tmp_path, capsys, breakage, message):
    bundle, site = fake_build
    out = tmp_path / "sbom.json"
    assert make_sbom(bundle, site, out) == 0
    assert sbom.main(["--check", str(out)]) == 0
    document = json.loads(out.read_text())
    breakage(document)
    out.write_text(json.dumps(document))
    capsys.readouterr()
    assert sbom.main(["--check", str(out)]) == 1
    assert message in capsys.readouterr().err
    out.write_text("{not json")
    assert sbom.main(["--check", str(out)]) == 1


def test_checksums_round_trip_and_a_changed_file_fails(tmp_path, capsys):
    dist = tmp_path / "dist"
    deb = write(dist / "belote-desktop_1.0_amd64.deb", b"deb")
    sbom_file = write(dist / "sbom" / "linux.cdx.json", b"{}")
    sums = dist / "SHA256SUMS"
    assert checksums.main(["--out", str(sums), str(sbom_file), str(deb)]) == 0
    lines = sums.read_text().splitlines()
    assert lines == [f"{hashlib.sha256(b'deb').hexdigest()}  belote-desktop_1.0_amd64.deb",
                     f"{hashlib.sha256(b'{}').hexdigest()}  sbom/linux.cdx.json"]
    assert checksums.main(["--verify", str(sums)]) == 0
    if shutil.which("sha256sum"):  # the format coreutils reads
        assert subprocess.run(["sha256sum", "-c", "--quiet", "SHA256SUMS"], cwd=dist).returncode == 0
    deb.write_bytes(b"deb, changed")
    capsys.readouterr()
    assert checksums.main(["--verify", str(sums)]) == 1
    assert "belote-desktop_1.0_amd64.deb: FAILED" in capsys.readouterr().err
    sbom_file.unlink()
    assert checksums.main(["--verify", str(sums)]) == 1
    assert "sbom/linux.cdx.json: missing" in capsys.readouterr().err


def test_compare_counts_what_differs(tmp_path, capsys):
    a, b = tmp_path / "a", tmp_path / "b"
    for root in (a, b):
        write(root / "same.bin", b"x" * 300)
        write(root / "sub" / "same.txt", b"y" * 100)
    write(a / "differs.pyc", b"1" * 100)
    write(b / "differs.pyc", b"2" * 100)
    write(a / "only_a", b"")
    write(b / "sub" / "only_b", b"z" * 100)
    assert checksums.main(["--compare", str(a), str(b), "--json"]) == 0  # a report, not a verdict
    report = json.loads(capsys.readouterr().out)
    assert (report["files_a"], report["files_b"], report["identical"]) == (4, 4, 2)
    assert report["differing"] == ["differs.pyc"]
    assert (report["only_in_a"], report["only_in_b"]) == (["only_a"], ["sub/only_b"])
    assert report["identical_bytes_share"] == pytest.approx(800 / 1100, abs=1e-6)
    assert checksums.main(["--compare", str(a), str(b), "--strict"]) == 1
    assert "1 differing" in capsys.readouterr().out
    shutil.rmtree(b)
    shutil.copytree(a, b)
    assert checksums.main(["--compare", str(a), str(b), "--json", "--strict"]) == 0
    assert json.loads(capsys.readouterr().out)["identical_bytes_share"] == 1.0


def test_sbom_of_a_macos_app_counts_linked_files_once(tmp_path):
    site = tmp_path / "site-packages"
    fake_dist(site, "numpy", "2.1.0", record=["numpy/__init__.py"])
    fake_dist(site, "PySide6_Essentials", "6.8.1", top_level="PySide6")
    app = tmp_path / "Belote Desktop.app"
    frameworks = app / "Contents" / "Frameworks"
    write(app / "Contents" / "MacOS" / "belote-desktop", b"launcher")
    qt = write(frameworks / "PySide6" / "Qt" / "lib" / "QtCore.framework" / "Versions" / "A" / "QtCore", b"core")
    (qt.parents[2] / "QtCore").symlink_to("Versions/A/QtCore")
    write(frameworks / "Python.framework" / "Versions" / "3.11" / "Python", b"python")
    write(frameworks / "numpy" / ".dylibs" / "libscipy_openblas64_.dylib", b"OpenBLAS 0.3.27.44.0  NO_AFFINITY")
    write(frameworks / "numpy" / "_core" / "_multiarray_umath.cpython-311-darwin.so", b"ext")
    (app / "Contents" / "Resources").mkdir()
    (app / "Contents" / "Resources" / "numpy").symlink_to("../Frameworks/numpy")
    out = tmp_path / "sbom.json"
    assert sbom.main(["--bundle", str(app), "--site-packages", str(site), "--platform", "macos", "--version", "1.0.0",
                      "--python-version", "3.11.9", "--out", str(out)]) == 0
    document = json.loads(out.read_text())
    names = [c["name"] for c in document["components"]]
    assert sorted(names) == ["CPython", "OpenBLAS", "PySide6_Essentials", "Qt6Core", "numpy"]
    components = by_name(document)
    assert prop(components["Qt6Core"], "path").endswith("QtCore.framework/Versions/A/QtCore")
    assert components["OpenBLAS"]["version"] == "0.3.27.44.0"
    assert prop(document["metadata"]["component"], "path") == "Contents/MacOS/belote-desktop"
