"""The option table gives, for every game, exactly the options it gave when it was one long function:
the same fields in the same order, kinds, rules-book anchors, games they apply to, and the same words.

The words are compared through a translator that tags every text with its translation context and
comment, so a text moved to another context (which would lose its six translations) fails here too.
``option_specs_golden.json`` was written from ``option_specs`` before it became a table: the rows of
``option_specs()`` (no game), then per game only the words that differ from those rows."""

from __future__ import annotations

import json
from enum import Enum
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from belote_desktop.engine import Ruleset, find_variant
from belote_desktop.learn.options import Choice, Spin, option_specs
from tests.rulesets import every_ruleset

GOLDEN = Path(__file__).with_name("option_specs_golden.json")

CHANGED = {  # presets with options changed, so that the games' conditions see other values
    "coinche/no-melds": ("coinche", {"declarations": False}),
    "coinche/no-double": ("coinche", {"allow_double": False}),
    "baloot/no-projects": ("baloot", {"declarations": False}),
    "tarabish/no-runs": ("tarabish", {"declarations": False}),
    "bulgarian/no-no-trumps": ("bulgarian", {"allow_no_trumps": False}),
    "bulgarian/tie-made": ("bulgarian", {"tie_rule": "takers_make"}),
    "classic/held-over": ("classic", {"tie_rule": "hanging"}),
    "pilotta/no-melds": ("pilotta", {"declarations": False}),
}


def golden_rulesets() -> dict[str, Ruleset]:
    out = dict(every_ruleset())
    for name, (variant, overrides) in CHANGED.items():
        out[name] = find_variant(variant).with_overrides(overrides)
    return out


class Tagging(QTranslator):
    """Every text as ``⟨context|comment⟩source``: the key a translation is found by, made visible."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        return f"⟨{context}|{disambiguation or ''}⟩{source}"


def _kind(kind: Any) -> Any:
    if isinstance(kind, Spin):
        return ["spin", kind.low, kind.high, kind.step]
    if isinstance(kind, Choice):
        return ["choice", [v.value if isinstance(v, Enum) else v for v in kind.values]]
    return kind


def rows(rules: Ruleset | None) -> list[list[Any]]:
    """[field, label, tooltip, kind, anchor] of every option, in order."""
    return [[s.field, s.label, s.tooltip, _kind(s.kind), s.anchor] for s in option_specs(rules)]


def snapshot() -> dict[str, Any]:
    """The base rows, then per game its words where they differ, and the options that apply to it."""
    base = rows(None)
    games: dict[str, Any] = {}
    for name, rules in golden_rulesets().items():
        own = rows(rules)
        assert [r[0] for r in own] == [r[0] for r in base]
        assert [r[3:] for r in own] == [r[3:] for r in base]
        games[name] = {
            "words": {r[0]: r[1:3] for r, b in zip(own, base) if r[1:3] != b[1:3]},
            "applies": [s.field for s in option_specs(rules) if s.applies(rules)],
        }
    return {"base": base, "games": games}


@pytest.fixture
def tagged(qapp):
    translator = Tagging()
    assert qapp.installTranslator(translator)
    yield
    qapp.removeTranslator(translator)


def test_tagging_shows_the_context():
    translator = Tagging()
    app = QCoreApplication.instance()
    assert app is not None
    app.installTranslator(translator)
    try:
        assert QCoreApplication.translate("NewGame", "Coinche") == "⟨NewGame|⟩Coinche"
    finally:
        app.removeTranslator(translator)


def test_every_option_of_every_game_is_as_recorded(tagged):
    expected = json.loads(GOLDEN.read_text(encoding="utf-8"))
    now = snapshot()
    assert now["base"] == expected["base"]
    assert sorted(now["games"]) == sorted(expected["games"])
    for name, game in expected["games"].items():
        assert now["games"][name]["words"] == game["words"], name
        assert now["games"][name]["applies"] == game["applies"], name


def test_the_record_covers_each_kind_of_game_words():
    """The record is not empty of the cases it guards: games with their own words, options that apply to
    some games only."""
    expected = json.loads(GOLDEN.read_text(encoding="utf-8"))
    games = expected["games"]
    assert len(expected["base"]) == 77
    assert games["baloot"]["words"] and games["tarabish"]["words"] and not games["coinche"]["words"]
    assert "kaboot_sun" in games["baloot"]["applies"] and "kaboot_sun" not in games["coinche"]["applies"]
    assert games["coinche/no-double"]["applies"] != games["coinche"]["applies"]
