"""The options in words (learn/options.py, from the engine's declarations and learn/option_words.py): every
option has a label, a tooltip and a rules-book anchor that exists in the generated page of every game it applies
to; New Game and the rules book both read them, the book's choices included (a row's question)."""

from __future__ import annotations

import dataclasses
import re

import pytest

from belote_desktop.engine import VARIANTS, find_variant
from belote_desktop.engine.rules import FIELD_NAMES
from belote_desktop.learn import rules_html
from belote_desktop.learn.options import (
    BOOL, Choice, Spin, option_specs, option_value_text, question_text, specs_for,
)
from belote_desktop.learn.rules_markup import each_for_himself, escaped
from belote_desktop.learn.rules_options import CHOICES, choices_section
from belote_desktop.engine.options import RULE_OPTIONS
from belote_desktop.learn.option_words import OPTION_WORDS, Text
from tests.rulesets import every_ruleset


def _anchors(page: str) -> set[str]:
    return set(re.findall(r'<a name="([^"]+)"', page))


def test_every_option_is_a_field_with_label_tooltip_and_kind():
    fields = set(FIELD_NAMES)
    seen = set()
    for spec in option_specs():
        assert spec.field in fields and spec.field not in seen
        seen.add(spec.field)
        assert spec.label.strip() and spec.tooltip.strip() and spec.tooltip != spec.label
        assert spec.kind == BOOL or isinstance(spec.kind, (Spin, Choice))
        assert spec.anchor


@pytest.mark.parametrize("name", sorted(every_ruleset()))
def test_every_anchor_exists_in_the_rules_book(name):
    rules = every_ruleset()[name]
    anchors = _anchors(rules_html(rules))
    specs = specs_for(rules)
    assert specs
    for spec in specs:
        assert spec.anchor in anchors, (spec.field, spec.anchor)


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_rules_book_option_grid_is_the_table(variant):
    rules = find_variant(variant)
    page = rules_html(rules)
    for spec in specs_for(rules):
        assert f'<a href="#{spec.anchor}">{spec.label}</a>' in page.replace("&amp;", "&"), spec.field
        assert option_value_text(spec, rules) in page


def test_rules_book_names_the_option_values():
    coinche = find_variant("coinche")
    page = rules_html(coinche)
    assert "160 plus the bid" in page and "Here: ×4, the bid only" in page
    changed = dataclasses.replace(coinche, redouble_multiplier=3, failed_contract_adds_bid=False,
                                  failed_contract_base=162, uncalled_capot_points=252)
    page = rules_html(changed)
    assert "Here: ×3" in page and "162 (the bid is not added)" in page and "counts 3 times" in page
    assert "Here: 252" in page
    from belote_desktop.engine.rules import TargetRule

    passed = rules_html(dataclasses.replace(find_variant("classic"), target_rule=TargetRule.PASS))
    assert "reaching exactly 1000 is not enough" in passed


def test_federation_preset_names_its_differences():
    page = rules_html(find_variant("contree_ffb"))
    note = re.search(r"beside La Coinche it differs in: (.*?)\.</p>", page).group(1)
    assert "A coinche multiplies: the whole score" in note
    assert "No trumps contracts: no" in note and "All trumps contracts: no" in note
    assert "Declarations (tierce, carré…): yes" in note and "Target score" not in note


@pytest.mark.parametrize("variant", [None, "baloot", "bulgarian", "coinche"])
def test_one_option_and_the_games_options_read_the_same_rows(variant):
    from belote_desktop.learn.options import option_spec

    rules = find_variant(variant) if variant else None
    every = option_specs(rules)
    assert [option_spec(spec.field, rules) for spec in every] == every
    if rules is not None:
        assert specs_for(rules) == [spec for spec in every if spec.applies(rules)]
    with pytest.raises(KeyError):
        option_spec("players", rules)  # a field no player may change: no row


def test_the_rules_books_choices_ask_each_rows_question_once():
    """The choices section lists the question of every option row that carries one, once, in its own order."""
    asked = [entry for entry in CHOICES if isinstance(entry, str)]
    assert len(asked) == len(set(asked))
    assert set(asked) == {option.field for option in OPTION_WORDS.values() if option.question is not None}
    for option in OPTION_WORDS.values():  # the book's words keep the book's translations
        if option.question is not None:
            question = option.question
            texts = [question.text] if isinstance(question.text, Text) else [question.text.plain, question.text.own]
            texts += [question.alone] if question.alone is not None else []
            texts += [words for _answer, words in question.answers]
            assert {text.context for text in texts} == {"RulesBook"}, option.field


@pytest.mark.parametrize("name", sorted(every_ruleset()))
def test_the_rules_books_choices_are_the_rows_questions(name):
    rules = every_ruleset()[name]
    choices = "".join(choices_section(rules))
    for option in OPTION_WORDS.values():
        if option.question is None:
            continue
        text = question_text(option.field, rules, each_for_himself(rules))
        assert (text is not None) == (option.question.asks or RULE_OPTIONS[option.field].applies)(rules), option.field
        if text is not None:
            assert "{" not in text and f"<li>{escaped(text)}</li>" in choices, option.field
