"""The rules book: one page per variant, generated from the Ruleset so it says what the engine does.

Every number comes from the engine (card tables in ``engine/cards.py``, totals from the
``PlayContext`` of each contract, declaration values from ``engine/declarations.py``) and every
play duty, option and scoring rule is chosen by a Ruleset field: changing an option changes the
page. Paragraphs carry anchors named like the ``rule_id`` of ``explain.Explanation``.

This module walks SECTIONS, the ordered registry of (anchor, builder); the sections live in
rules_play (overview, cards, deal, bidding, play), rules_scoring (declarations, belote, scoring,
end of the game) and rules_options (the option grid, the choices); the markup in rules_markup. An
auction kind that writes some sections its own way names them in its record (``KindTeaching.sections``:
Baloot's and Tarabish's); a game's own paragraphs are in its package (learn/games/, learn/game_pages.py).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from ..engine import Ruleset
from . import vocabulary
from .explanation import game_rule_title
from .rules_markup import STYLE, escaped, paragraph
from .rules_options import choices_section, options_section
from .rules_play import bidding_section, cards_section, deal_section, overview_section, play_section
from .rules_scoring import belote_section, declarations_section, end_of_game_section, scoring_section
from .teaching import kind_teaching

__all__ = ["CONTENTS", "SECTIONS", "STYLE", "rules_html", "variant_description", "variant_title"]

# The page's sections in order: the anchor of each (a rule id, its <h2>) and what writes it.
SECTIONS: tuple[tuple[str, Callable[[Ruleset], list[str]]], ...] = (
    ("overview", overview_section),
    ("cards", cards_section),
    ("deal", deal_section),
    ("bidding", bidding_section),
    ("play", play_section),
    ("declarations", declarations_section),
    ("belote", belote_section),
    ("scoring", scoring_section),
    ("end_of_game", end_of_game_section),
    ("options", options_section),
    ("choices", choices_section),
)

CONTENTS = tuple(anchor for anchor, _build in SECTIONS if anchor != "overview")  # the links under the title


def variant_description(rules: Ruleset) -> str:
    """The preset's one-line description (the same strings as the variant picker)."""
    if vocabulary.is_custom(rules):
        return QCoreApplication.translate("RulesBook", "A custom game: the options you chose are marked below.")
    return vocabulary.variant_description(rules)


def variant_title(rules: Ruleset) -> str:
    """The variant's name (the same strings as the variant picker), marked when options changed."""
    name = vocabulary.variant_name(rules)
    if vocabulary.is_custom(rules):
        return QCoreApplication.translate("RulesBook", "{name}, with your options").format(name=name)
    return name


Builder = Callable[[Ruleset], list[str]]


def rules_html(rules: Ruleset) -> str:
    """The rules book page of ``rules`` (a preset or a custom game), as Qt rich text."""
    parts = [
        f"<html><head><style>{STYLE}</style></head><body>",
        f"<h1>{escaped(variant_title(rules))}</h1>",
        paragraph(variant_description(rules), "lead"),
        '<p class="toc">' + " · ".join(
            f'<a href="#{r}" style="text-decoration: none">{escaped(game_rule_title(r, rules)).replace(" ", "&nbsp;")}</a>'
            for r in CONTENTS) + "</p>",
    ]
    own = kind_teaching(rules.trump_scheme).sections  # the sections the auction kind writes its own way
    for anchor, build in SECTIONS:
        parts += own.get(anchor, build)(rules)
    parts.append("</body></html>")
    return "\n".join(parts)
