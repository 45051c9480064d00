"""The rules book's option grid (every option of this game, changed ones marked) and the
choices made where the rules differ between tables.

Both read the option table (``rule_options.OPTIONS``): the grid its labels and values, the choices
the question a row carries (its words, the answers' words, the games it is asked in), in the book's
order (``CHOICES``), between the choices that are no option. Part of the rules book
(learn/rulesbook.py walks its SECTIONS)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication


from ..engine import VARIANTS, Ruleset, Strain, TrumpScheme
from ..engine.rules import FailedOutcome
from .options import option_value_text, question_text, specs_for
from .explain_bidding import deal_total
from .game_pages import page_of
from .rules_markup import bullets, each_for_himself, escaped, grid, h2, paragraph
from .rules_scoring import offers_a_choice
from .rules_table import table_choices
from .teaching import dial_text


def _option_rows(rules: Ruleset) -> list[tuple[str, str, str, str]]:
    """(field, label, value, anchor) of the options a player may change in these rules (learn/options.py)."""
    return [(spec.field, spec.label, option_value_text(spec, rules), spec.anchor) for spec in specs_for(rules)]


def options_section(rules: Ruleset) -> list[str]:
    out = [h2("options")]
    preset = VARIANTS.get(rules.id)
    changed = set(rules.overrides()) if preset is not None else set()
    if changed:
        out.append(paragraph(QCoreApplication.translate(
            "RulesBook", "Options marked ● differ from the standard rules of this variant."), "note"))
    else:
        out.append(paragraph(QCoreApplication.translate(
            "RulesBook", "These are the standard rules of this variant; the options can be changed for a new game."),
            "note"))
    rows = []
    for field, label, value, anchor in _option_rows(rules):
        name = f'<a href="#{anchor}">{escaped(label)}</a>'
        if field in changed:
            rows.append([name, f'<span class="changed">● {escaped(value)}</span>'])
        else:
            rows.append([name, escaped(value)])
    out.append(grid([QCoreApplication.translate("RulesBook", "Option"),
                       QCoreApplication.translate("RulesBook", "In this game")], rows))
    return out


def _after_coinche(rules: Ruleset) -> list[str]:
    if rules.trump_scheme is not TrumpScheme.POINT_AUCTION or not rules.allow_double:
        return []
    return [QCoreApplication.translate(
        "RulesBook", "Our choice: after a coinche nobody may bid again (our sources do not say).")]


def _declaring(rules: Ruleset) -> list[str]:
    if not rules.declarations:
        return []
    if offers_a_choice(rules):  # as the engine offers it (rules_scoring.card_in_two_words)
        return [QCoreApplication.translate(
            "RulesBook", "Our choice: declaring is optional; where a card is in two combinations and may count "
            "once, the player chooses which set to declare, the one worth more offered first, and the bots declare "
            "the set that brings their side most against the declarations already announced.")]
    return [QCoreApplication.translate("RulesBook", "Our choice: declaring is optional.")]


def _capot_of_the_dedans(rules: Ruleset) -> list[str]:
    if rules.trump_scheme is not TrumpScheme.TURNED_CARD or rules.failed_outcome is not FailedOutcome.ALL_POINTS:
        return []
    return [(QCoreApplication.translate(
        "RulesBook", "Our choice: when the taker is dedans and his opponent took every trick, the opponent "
        "scores the capot value ({capot}).")
        if each_for_himself(rules) else QCoreApplication.translate(
        "RulesBook", "Our choice: when the takers are dedans and the other team took every trick, it scores "
        "the capot value ({capot}).")).format(capot=deal_total(rules, Strain.HEARTS) + rules.capot_bonus)]


# The choices in the book's order: an option's question (its row in rule_options.OPTIONS says the words and
# the games it is asked in) or a choice of ours, of the table's, of the game's own.
CHOICES: tuple[str | Callable[[Ruleset], list[str]], ...] = (
    "tie_rule", "partner_exempts", "partner_exempts_trump_lead", "belote_king_first", "failed_contract_base",
    "coinche_multiplies", "contract_floor", "uncalled_capot_points", _after_coinche, "match_end",
    "failed_takers_keep_belote", "target_rule", "declarations_need_a_trick", _declaring, _capot_of_the_dedans,
    table_choices,  # cards on the table (rules_table.py)
    lambda rules: page_of(rules).choices(rules),  # the game's own: its sources and this program's choices
    "shuffle_every_deal",
    lambda rules: dial_text(lambda texts: texts.choices)(rules),  # players alone (learn/games/belot_small/)
)


def _choices(entry: str | Callable[[Ruleset], list[str]], rules: Ruleset) -> list[str]:
    if callable(entry):
        return entry(rules)
    text = question_text(entry, rules, each_for_himself(rules))
    return [] if text is None else [text]


def choices_section(rules: Ruleset) -> list[str]:
    out = [h2("choices")]
    out.append(paragraph(QCoreApplication.translate(
        "RulesBook",
        "Belote is played with many house rules. Where the rule books we follow disagree, the question is an "
        "option; where they say nothing, we made a choice. Here is what this game does."), "lead"))
    out.append(bullets([text for entry in CHOICES for text in _choices(entry, rules)]))
    return out
