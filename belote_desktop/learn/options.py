"""The rule options a player may change, in the words of a game: New Game's form and the rules book's
option grid.

Each option is declared once, beside its game (``engine/options.py``: its field, kind of control and the games it
means something in); its words are a row of ``option_words.py`` keyed by that field (rules-book anchor, label,
help, the book's question). Here each option becomes an ``OptionSpec``, in the order of the words' rows, with its
words translated and, for a game that has them, in its own words (its melds, its king and queen of trumps,
no dix de der outside the French games). The New Game dialog (``ui/dialogs/new_game.py``) builds its
form from the specs, with each tooltip and a link into the rules book; the rules book's option grid
(``rules_options.options_section``) lists the same rows with their values, and its choices
(``question_text``) ask the question a row carries. Build the specs after the language is set.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..engine import Ruleset
from ..engine.options import BOOL, RULE_OPTIONS, Choice, Spin
from .option_words import OPTION_WORDS, OptionWords, Question, Text, Word, Worded
from .vocabulary import Term, game_term, meld_examples, own_term, says_french_melds

translate = QCoreApplication.translate


@dataclass(frozen=True)
class OptionSpec:
    field: str  # the Ruleset field (its flat JSON name in saves and settings)
    label: str
    tooltip: str
    kind: Any  # BOOL, Spin or Choice
    applies: Callable[[Ruleset], bool]  # the games (rules) the option means something in
    anchor: str  # the rules-book paragraph ("rules#anchor")
    in_sight: bool = False  # New Game shows it in sight; the others wait under "More rules"


@dataclass(frozen=True)
class _GameWords:
    """The words of one game that the option texts may name (None: the family's word serves)."""

    rules: Ruleset | None
    french_melds: bool
    declarations: str
    own_declarations: str | None  # projects, melds, runs
    king_queen: str | None  # bela, baloot, bell…


def _meld_names(w: _GameWords) -> dict[str, str] | None:
    return None if w.french_melds else {"declarations": w.declarations, "examples": meld_examples(w.rules)}


def _declarations_and_king_queen(w: _GameWords) -> dict[str, str] | None:
    if w.king_queen is None:
        return None
    declarations = w.own_declarations or translate("NewGame", "declarations")
    return {"declarations": declarations.lower(), "name": w.king_queen.lower()}


# per word: the values a Worded text's own form is filled with, or None where its plain form stands
_OWN_WORDS: dict[Word, Callable[[_GameWords], dict[str, str] | None]] = {
    Word.KING_QUEEN: lambda w: None if w.king_queen is None else {"name": w.king_queen},
    Word.KING_QUEEN_INLINE: lambda w: None if w.king_queen is None else {"name": w.king_queen.lower()},
    Word.DECLARATIONS: lambda w: None if w.own_declarations is None else {"declarations": w.own_declarations},
    Word.DECLARATIONS_INLINE: lambda w: (
        None if w.own_declarations is None else {"declarations": w.own_declarations.lower()}),
    Word.DECLARATIONS_AND_KING_QUEEN: _declarations_and_king_queen,
    Word.MELD_NAMES: _meld_names,
    Word.NOT_FRENCH_MELDS: lambda w: None if w.french_melds else {},
    Word.NO_DIX_DE_DER: lambda w: None if w.rules is None or own_term(w.rules, Term.DIX_DE_DER) else {},
}


def _say(text: Text) -> str:
    return translate(text.context, text.source, text.comment)


def _words(text: Text | Worded, game: _GameWords) -> str:
    """A row's label or help, translated, in the game's own words where it has them."""
    if isinstance(text, Text):
        return _say(text)
    own = _OWN_WORDS[text.word](game)
    return _say(text.plain) if own is None else _say(text.own).format(**own)


def _spec(words: OptionWords, game: _GameWords) -> OptionSpec:
    """The option that sets ``words.field`` (its declaration) in its words."""
    option = RULE_OPTIONS[words.field]
    return OptionSpec(option.field, _words(words.label, game), _words(words.tooltip, game), option.kind,
                      option.applies, words.anchor, words.in_sight)


def _game_words(rules: Ruleset | None) -> _GameWords:
    return _GameWords(rules, says_french_melds(rules), game_term(rules, Term.DECLARATIONS),
                      own_term(rules, Term.DECLARATIONS), own_term(rules, Term.BELOTE))


def option_specs(rules: Ruleset | None = None) -> list[OptionSpec]:
    """Every option (``engine.options.RULE_OPTIONS``), in the order the New Game dialog and the rules book show
    them (``option_words.OPTION_WORDS``); with ``rules``, in the words of that game."""
    game = _game_words(rules)
    return [_spec(words, game) for words in OPTION_WORDS.values()]


def option_spec(field: str, rules: Ruleset | None = None) -> OptionSpec:
    """The option that sets ``field`` (KeyError if no player may change it), in the words of ``rules``."""
    return _spec(OPTION_WORDS[field], _game_words(rules))


def specs_for(rules: Ruleset) -> list[OptionSpec]:
    """The options that mean something in ``rules``."""
    game = _game_words(rules)
    return [_spec(words, game) for words in OPTION_WORDS.values() if RULE_OPTIONS[words.field].applies(rules)]


def value_label(value: Any) -> str:
    """The words for one value of an option (a choice, a multiplier, yes/no or a number)."""
    if isinstance(value, bool):
        return translate("NewGame", "yes") if value else translate("NewGame", "no")
    if isinstance(value, Enum):
        return enum_label(value)
    return str(value)


def choice_label(spec: OptionSpec, value: Any) -> str:
    return _value_words(OPTION_WORDS[spec.field], value)


def _value_words(words: OptionWords, value: Any) -> str:
    if words.times:
        return translate("NewGame", "×{times}").format(times=value)
    return value_label(value)


def _answer(option: OptionWords, question: Question, rules: Ruleset, fills: dict[str, str]) -> str:
    """This game's answer to an option's question, in the book's words (else in New Game's)."""
    answer = question.answer(rules) if question.answer is not None else getattr(rules, option.field)
    words = next((text for key, text in question.answers if type(key) is type(answer) and key == answer), None)
    if words is None:
        return _value_words(option, answer)
    return _say(words).format(**fills) if fills else _say(words)


def question_text(field: str, rules: Ruleset, alone: bool) -> str | None:
    """The rules book's question on the option that sets ``field``, with this game's answer, in its words;
    ``alone``: each player plays for himself. None where the book does not ask it in ``rules``."""
    option = OPTION_WORDS[field]
    question = option.question
    if question is None:
        raise KeyError(f"the option {field} asks no question")
    if not (question.asks or RULE_OPTIONS[field].applies)(rules):
        return None
    fills = {name: value_label(value) for name, value in (question.fills(rules) if question.fills else {}).items()}
    fills["value"] = _answer(option, question, rules, fills)
    if alone and question.alone is not None:
        return _say(question.alone).format(**fills)
    text = question.text
    if isinstance(text, Text):
        return _say(text).format(**fills)
    own = _OWN_WORDS[text.word](_game_words(rules))
    return _say(text.plain).format(**fills) if own is None else _say(text.own).format(**fills, **own)


def enum_label(value: Enum) -> str:
    """The words for one value of a choice (its JSON value where it has none: tests/test_one_option_one_place.py
    checks that every value of every option has its words)."""
    return enum_labels().get(value, str(value.value))


def enum_labels() -> dict[Enum, str]:
    """The words for the values of the options' choices (each option's row, ``OptionWords.values``)."""
    return {value: _say(text) for words in OPTION_WORDS.values() for value, text in words.values}


def option_value_text(spec: OptionSpec, rules: Ruleset) -> str:
    """An option's value in ``rules``, in words (the rules book's option grid)."""
    return choice_label(spec, getattr(rules, spec.field))


__all__ = ["BOOL", "Choice", "OptionSpec", "Spin", "choice_label", "enum_label", "enum_labels", "option_spec",
           "option_specs", "option_value_text", "question_text", "specs_for", "value_label"]
