"""The rules book's HTML: the style sheet, small markup helpers and the little phrases the
sections share (lists, yes/no, packets, the kinds of contract).

Part of the rules book (learn/rulesbook.py walks its SECTIONS)."""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence

from PySide6.QtCore import QCoreApplication

from ..engine import Ruleset, Strain
from ..engine.auctions import allowed_strains
from .explain import rule_title
from .explanation import game_rule_title


STYLE = """
body { color: #1d2a24; }
h1 { color: #1d3a2b; font-size: 21pt; font-weight: 600; margin-bottom: 2px; }
h2 { color: #1d3a2b; font-size: 15pt; font-weight: 600; margin-top: 20px; margin-bottom: 4px; }
h3 { color: #2e5a43; font-size: 11.5pt; font-weight: 600; margin-top: 12px; margin-bottom: 2px; }
p { margin-top: 3px; margin-bottom: 5px; }
li { margin-bottom: 3px; }
a { color: #1f6e4a; }
table.grid { border-collapse: collapse; margin-top: 6px; margin-bottom: 8px; }
table.grid th { background-color: #dfe9e2; color: #1d3a2b; font-weight: 600; padding: 4px 12px;
                border: 1px solid #b8c7bd; }
table.grid td { padding: 3px 12px; border: 1px solid #cfd9d2; }
td.num { text-align: right; }
tr.total td { font-weight: 600; background-color: #f1f5f2; }
.lead { color: #3d5247; font-size: 11.5pt; }
.toc { margin-top: 8px; margin-bottom: 4px; }
.note { color: #5b6d63; }
.changed { color: #a34e12; font-weight: 600; }
.red { color: #c4161c; }
"""


def escaped(text: str) -> str:
    return html.escape(text, quote=False)


def anchor(rule_id: str, text: str) -> str:
    return f'<a name="{rule_id}" id="{rule_id}">{escaped(text)}</a>'


def h2(rule_id: str) -> str:
    return f"<h2>{anchor(rule_id, rule_title(rule_id))}</h2>"


def h2_of(rule_id: str, rules: Ruleset) -> str:
    """A section heading in the game's words (explanation.game_rule_title)."""
    return f"<h2>{anchor(rule_id, game_rule_title(rule_id, rules))}</h2>"


def h3_of(rule_id: str, rules: Ruleset) -> str:
    return f"<h3>{anchor(rule_id, game_rule_title(rule_id, rules))}</h3>"


def h3(rule_id: str) -> str:
    return f"<h3>{anchor(rule_id, rule_title(rule_id))}</h3>"


def paragraph(text: str, cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    return f"<p{attr}>{escaped(text)}</p>"


def bullets(items: Iterable[str]) -> str:
    return "<ul>" + "".join(f"<li>{escaped(i)}</li>" for i in items) + "</ul>"


def grid(headers: Sequence[str], rows: Sequence[Sequence[str]], numeric: Sequence[int] = (),
         total_rows: Sequence[int] = ()) -> str:
    """A grid; cells are already-escaped HTML; ``numeric`` columns align right."""
    out = ['<table class="grid" cellspacing="0" cellpadding="4" border="1">', "<tr>"]
    out.extend(f"<th>{escaped(h)}</th>" for h in headers)
    out.append("</tr>")
    for i, row in enumerate(rows):
        out.append('<tr class="total">' if i in total_rows else "<tr>")
        for j, cell in enumerate(row):
            cls = ' class="num" align="right"' if j in numeric else ""
            out.append(f"<td{cls}>{cell}</td>")
        out.append("</tr>")
    out.append("</table>")
    return "".join(out)


def and_list(items: Sequence[str]) -> str:
    """'a, b and c'."""
    items = list(items)
    if len(items) < 2:
        return "".join(items)
    head = QCoreApplication.translate("RulesBook", ", ", "list separator").join(items[:-1])
    return QCoreApplication.translate("RulesBook", "{items} and {last}", "end of a list").format(
        items=head, last=items[-1])


def strain_kinds(rules: Ruleset) -> list[Strain]:
    """The kinds of contract of these rules: a suit (hearts stands for any), no trumps, all trumps."""
    return [s for s in allowed_strains(rules) if s.suit is None or s is Strain.HEARTS]


def packets_text(packets: Sequence[int]) -> str:
    return QCoreApplication.translate("RulesBook", ", then ", "packets of cards: 3, then 2").join(
        str(p) for p in packets)


def _yes(flag: bool) -> str:
    return QCoreApplication.translate("RulesBook", "yes") if flag else QCoreApplication.translate("RulesBook", "no")


def each_for_himself(rules: Ruleset) -> bool:
    """Each player for himself (Belot for 3 and for 2, Belote Découverte): the book says "player", not "team"."""
    return rules.seating.partner_of[0] is None
