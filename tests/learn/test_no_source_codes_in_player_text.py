"""What the player reads names its sources in players' words ("the Saudi rules as commonly published", "some
written rules"), never by the project's own numbering of its source texts ("seed 000", "source 001"): the rules
book of every game with every value of every option, the New Game dialog's option texts, the glossary, the
tutorials, and the translations of all of them."""

from __future__ import annotations

import html
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from belote_desktop.engine import find_variant
from belote_desktop.engine.rules import VARIANTS
from belote_desktop.learn.glossary import glossary_html
from belote_desktop.learn.options import BOOL, Choice, Spin, choice_label, option_specs, specs_for
from belote_desktop.learn.rulesbook import rules_html
from belote_desktop.learn.tutorial import TUTORIALS, Tutorial

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "translations"))
import update_translations as updater  # noqa: E402

# "seed" in any form, or a source text's number said on its own ("(000)", "source 001", "texte source 000")
SOURCE_CODE = re.compile(r"\bseeds?\b|\b00[0-9]\b", re.IGNORECASE)
# the deal-file format has a "seed" field (the shuffle's): its error messages may name it
DEAL_FILE_CONTEXT = "DealFile"


def _plain(text: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", text))


def _offending(text: str) -> list[str]:
    return [text[max(0, m.start() - 60):m.end() + 60] for m in SOURCE_CODE.finditer(_plain(text))]


def _values(kind):
    if kind == BOOL:
        return (False, True)
    if isinstance(kind, Choice):
        return kind.values
    assert isinstance(kind, Spin)
    return (kind.low, kind.high)


def _json(value):
    return getattr(value, "value", value)


def _every_option_value(rules):
    """``rules`` itself, then with each value of each of its options (one option changed at a time)."""
    yield "preset", rules
    for spec in specs_for(rules):
        for value in _values(spec.kind):
            try:
                changed = rules.with_overrides({spec.field: _json(value)})
                changed.validate()
            except ValueError:
                continue  # a value the New Game dialog would refuse with the others as they are
            yield f"{spec.field}={value}", changed


@pytest.mark.parametrize("game", sorted(VARIANTS))
def test_the_rules_book_names_no_source_code(game):
    books = 0
    found = {}
    for label, rules in _every_option_value(find_variant(game)):
        books += 1
        bad = _offending(rules_html(rules))
        if bad:
            found[label] = bad
    assert books > 10, "every option's values were rendered"
    assert found == {}


def test_the_option_texts_name_no_source_code():
    texts = []
    for rules in (None, *VARIANTS.values()):
        for spec in option_specs(rules):
            texts += [spec.label, spec.tooltip]
            if not isinstance(spec.kind, Spin):
                texts += [choice_label(spec, value) for value in _values(spec.kind)]
    assert [bad for text in texts for bad in _offending(text)] == []


def test_the_glossary_names_no_source_code():
    assert _offending(glossary_html()) == []


@pytest.mark.parametrize("family", sorted(TUTORIALS))
def test_the_tutorial_names_no_source_code(family):
    tutorial = Tutorial(family)
    texts = [tutorial.title]
    for _ in range(200):
        if tutorial.finished:
            break
        tutorial.advance_bots()
        if tutorial.finished:
            break
        step = tutorial.current_step
        texts += [f() for f in (step.text, step.hint, step.done) if f is not None]
        ok, said = tutorial.try_action(tutorial.expected_action())
        assert ok
        texts.append(said)
    assert tutorial.finished
    texts.append(tutorial.score_step.text())
    assert [bad for text in texts for bad in _offending(text)] == []


@pytest.mark.parametrize("language", updater.LANGUAGES)
def test_the_translations_name_no_source_code(language):
    """Every message the app can show, in English and in the language (the deal file's seed field apart)."""
    found = []
    for context in ET.parse(updater.ts_path(language)).getroot().iter("context"):
        name = context.findtext("name")
        if name == DEAL_FILE_CONTEXT:
            continue
        for message in context.iter("message"):
            for text in (message.findtext("source") or "", message.findtext("translation") or ""):
                found += [f"{name}: {bad}" for bad in _offending(text)]
    assert found == []


def test_a_source_code_is_caught():
    assert _offending("an option; seed 001 hangs every point")
    assert _offending("nous lisons comme le texte source (001).")
    assert _offending("Seeds differ")
    assert not _offending("1001 points, a 100 and a 50 (the Saudi rules as commonly published)")
