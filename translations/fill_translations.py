"""Fill the unfinished entries of the .ts files, then rebuild the .qm files.

    python translations/fill_translations.py --missing > todo.json  # what is left, as JSON to fill in
    python translations/fill_translations.py todo.json              # {lang: {context: {source: text}}}
    python translations/fill_translations.py --from-git REV         # reuse REV's translations (after a merge)

Run ``update_translations.py`` first, so the .ts files hold every string of the code. Only unfinished
or empty entries are filled; a finished translation is never changed. The files are written back
through lupdate, so they keep Qt Linguist's own formatting.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import update_translations as updater

Table = dict[str, dict[str, str]]  # context -> source -> translation


def _unfinished(message: ET.Element) -> bool:
    translation = message.find("translation")
    return translation is None or translation.get("type") == "unfinished" or not (translation.text or "").strip()


def _entries(root: ET.Element):
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            yield name, message


def missing(language: str) -> Table:
    table: Table = {}
    for context, message in _entries(ET.parse(updater.ts_path(language)).getroot()):
        if _unfinished(message):
            table.setdefault(context, {})[message.findtext("source") or ""] = ""
    return table


def finished(root: ET.Element) -> Table:
    table: Table = {}
    for context, message in _entries(root):
        if not _unfinished(message):
            table.setdefault(context, {})[message.findtext("source") or ""] = message.findtext("translation") or ""
    return table


def fill(language: str, table: Table) -> int:
    """Write ``table``'s texts into the unfinished entries of one language; how many were filled."""
    path = updater.ts_path(language)
    tree = ET.parse(path)
    count = 0
    for context, message in _entries(tree.getroot()):
        text = table.get(context, {}).get(message.findtext("source") or "", "")
        if not text.strip() or not _unfinished(message):
            continue
        translation = message.find("translation")
        if translation is None:
            translation = ET.SubElement(message, "translation")
        translation.attrib.pop("type", None)
        translation.text = text
        count += 1
    if count:
        body = ET.tostring(tree.getroot(), encoding="unicode")
        path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")
    return count


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("json_file", nargs="?", help="{lang: {context: {source: translation}}}")
    parser.add_argument("--missing", action="store_true", help="print the unfinished entries as JSON")
    parser.add_argument("--from-git", metavar="REV", help="take translations from the .ts files at REV")
    args = parser.parse_args(argv)
    if args.missing:
        todo = {lang: missing(lang) for lang in updater.LANGUAGES}
        print(json.dumps({k: v for k, v in todo.items() if v}, ensure_ascii=False, indent=1))
        return 0
    tables: dict[str, Table] = {}
    if args.from_git:
        for lang in updater.LANGUAGES:
            rel = updater.ts_path(lang).relative_to(updater.ROOT).as_posix()
            shown = subprocess.run(["git", "show", f"{args.from_git}:{rel}"], cwd=updater.ROOT,
                                   capture_output=True, text=True, check=True).stdout
            tables[lang] = finished(ET.fromstring(shown))
    elif args.json_file:
        tables = json.loads(Path(args.json_file).read_text(encoding="utf-8"))
    else:
        parser.error("give a JSON file, --missing or --from-git REV")
    for lang, table in tables.items():
        if lang not in updater.LANGUAGES:
            parser.error(f"unknown language {lang!r}")
        print(f"{lang}: {fill(lang, table)} filled")
    updater.lupdate([updater.ts_path(lang) for lang in tables])  # back to Linguist's formatting
    for lang in tables:
        updater.lrelease(updater.ts_path(lang), updater.qm_path(lang))
    left = {lang: sum(len(v) for v in missing(lang).values()) for lang in updater.LANGUAGES}
    print("unfinished left:", json.dumps(left))
    return 0


if __name__ == "__main__":
    sys.exit(main())
