"""Learn while playing: plain-language rule explanations, the rules book, the glossary and a tutorial.

Text only (translatable through ``QCoreApplication.translate`` with explicit contexts); the one
widget is the standalone rules window. The main window uses:

- ``explain_illegal(error, state_or_view, seat_names)`` -> ``Explanation(text, rule_id, rule_title)``;
  ``Explanation.link`` ("rules#must_overtrump") opens the matching paragraph of the rules book.
- ``explain_legal_freedom(state, seat)`` -> Explanation | None (partner-exemption hint).
- ``explain_bid``, ``explain_announcement``, ``explain_result`` -> text for the log or panels.
- ``rules_html(rules)``, ``glossary_html()`` -> rich text for a QTextBrowser.
- ``Tutorial`` (a scripted first deal) and ``RulesWindow`` (import it from ``learn.rules_window``:
  it pulls in QtWidgets).
"""

from .explain import (
    Explanation,
    explain_announcement,
    explain_bid,
    explain_illegal,
    explain_legal_freedom,
    explain_result,
    rule_title,
)
from .glossary import glossary_html
from .rulesbook import rules_html
from .tutorial import StepKind, Tutorial
from . import games, kinds  # noqa: F401  (the top floor: the families' and kinds' records fill teaching's registry)

__all__ = [
    "Explanation", "StepKind", "Tutorial", "explain_announcement", "explain_bid", "explain_illegal",
    "explain_legal_freedom", "explain_result", "glossary_html", "rule_title", "rules_html",
]
