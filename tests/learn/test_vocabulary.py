"""One vocabulary for the family: every preset named and described there, every term translated."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from belote_desktop.engine import VARIANTS
from belote_desktop.learn import vocabulary
from belote_desktop.learn.teaching import all_games
from belote_desktop.learn.vocabulary import Term

TRANSLATIONS = Path(__file__).resolve().parents[2] / "translations"


def test_every_preset_is_named_and_described_in_the_vocabulary():
    assert set(VARIANTS) <= set(all_games())
    assert all(v.name() and v.description() for v in all_games().values())


def test_every_term_has_its_words():
    words = {t: vocabulary.term(t) for t in Term}
    assert all(words.values())
    assert words[Term.SUN] == "Sun" and words[Term.MULE] == "Mule"


@pytest.mark.parametrize("language, term, home_word", [
    ("ar", "Sun", "صن"), ("ar", "Hokum", "حكم"), ("ar", "Gahwa", "قهوة"),
    ("bg", "Valat", "Валат"), ("bg", "Contra", "Контра"), ("el", "Pilotta", "Πιλόττα"),
    ("fr", "Dedans", "Dedans"), ("fr", "Fifty", "Cinquante"),
])
def test_a_game_s_terms_in_its_home_language(language, term, home_word):
    root = ET.parse(TRANSLATIONS / f"belote_desktop_{language}.ts").getroot()
    found = {m.findtext("source"): m.findtext("translation")
             for c in root.iter("context") if c.findtext("name") == "Terms" for m in c.iter("message")}
    assert found[term] == home_word


def test_seat_names_are_one_list():
    assert vocabulary.compass_names() == ("South", "East", "North", "West")
    assert vocabulary.numbered_player(3) == "Player 3"
