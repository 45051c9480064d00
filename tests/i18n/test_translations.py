"""Translations are complete, current and built: no unfinished, empty or obsolete entry; every
placeholder kept; each committed .qm is exactly what lrelease makes of its .ts; the .ts files hold
every string of the current code."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "translations"))
import update_translations as updater  # noqa: E402

LANGUAGES = updater.LANGUAGES
PLACEHOLDER = re.compile(r"\{[A-Za-z_0-9]*\}|%\d|%n")
TAG = re.compile(r"</?([a-zA-Z0-9]+)[^>]*>")


def messages(ts: Path):
    root = ET.parse(ts).getroot()
    for context in root.iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            yield name, message


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_entry_is_finished(language):
    problems = []
    for context, message in messages(updater.ts_path(language)):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        kind = translation.get("type") if translation is not None else "missing"
        text = translation.text if translation is not None else None
        if kind in ("unfinished", "obsolete", "vanished", "missing") or not (text or "").strip():
            problems.append(f"{context}: {source[:60]!r} ({kind or 'empty'})")
            continue
        if sorted(PLACEHOLDER.findall(source)) != sorted(PLACEHOLDER.findall(text)):
            problems.append(f"{context}: {source[:60]!r} placeholders differ")
        if sorted(TAG.findall(source)) != sorted(TAG.findall(text)):
            problems.append(f"{context}: {source[:60]!r} HTML tags differ")
    assert not problems, f"{len(problems)} problems, first: {problems[:10]}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_qm_matches_ts(language, tmp_path):
    fresh = tmp_path / f"{language}.qm"
    updater.lrelease(updater.ts_path(language), fresh)
    assert updater.qm_path(language).read_bytes() == fresh.read_bytes(), (
        "rebuild with: python translations/update_translations.py --release"
    )


def test_ts_files_hold_every_current_string(tmp_path):
    """lupdate on copies of the .ts files must find nothing new and drop nothing."""
    copies = []
    for language in LANGUAGES:
        copy = tmp_path / updater.ts_path(language).name
        shutil.copy(updater.ts_path(language), copy)
        copies.append(copy)
    updater.lupdate(copies)
    for language, copy in zip(LANGUAGES, copies):
        before = {(c, m.findtext("source")) for c, m in messages(updater.ts_path(language))}
        after = {(c, m.findtext("source")) for c, m in messages(copy)}
        assert after == before, (
            f"{language}: new {sorted(after - before)[:5]}, gone {sorted(before - after)[:5]}; "
            "run python translations/update_translations.py and translate"
        )


def test_lupdate_finds_the_code_strings():
    assert sum(1 for _ in messages(updater.ts_path("fr"))) > 500
    assert subprocess.run([updater.tool("lupdate"), "-version"], capture_output=True).returncode == 0


def test_the_tools_are_found_beside_this_python_without_path(monkeypatch):
    """A fresh, unactivated venv: its scripts are not on PATH, yet the tools are found."""
    monkeypatch.setenv("PATH", "")
    for name in ("lupdate", "lrelease"):
        assert Path(updater.tool(name)).is_file()


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_entry_has_its_context(language):
    """A translate call under a name lupdate does not know (tr = QCoreApplication.translate) is read as
    tr(text, comment): the context's name, such as "Settings", becomes the text and the real text a comment,
    and the player never sees that text translated."""
    lost = [m.findtext("comment") for context, m in messages(updater.ts_path(language)) if not context]
    assert not lost, f"{len(lost)} texts lupdate read without their context: {lost[:5]}"
