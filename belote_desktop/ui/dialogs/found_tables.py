"""The tables a search of the network found, as the Join dialog lists them: each table's line (its name, who hosts it,
its game, its free seats, its address), a warning on tables whose names look alike, and the status line above."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QListWidget, QListWidgetItem

from ...engine import VARIANTS
from ...learn import table_words as text
from ...net.discovery import TableFound
from .host_dialog import counted


def list_tables(table_list: QListWidget, found: list[TableFound] | str) -> str:
    """Fill ``table_list`` with the tables ``found`` (or empty it where the search failed: ``found`` says why); the
    status line's words."""
    table_list.clear()
    if isinstance(found, str):
        return QCoreApplication.translate(
            "JoinDialog", "The network could not be searched ({why}): type the address your friend's window shows",
        ).format(why=found[:120])
    alike = same_names(found)
    for table in found:
        words = table_words(table)
        if table in alike:  # a second table under a friend's table's name: perhaps not hers (issue 58)
            words += "  ·  " + QCoreApplication.translate(
                "JoinDialog", "another table has this name: ask your friend for the address"
            )
        item = QListWidgetItem(words)
        item.setData(Qt.ItemDataRole.AccessibleTextRole, words)
        if table in alike:
            item.setForeground(QColor("#ffb74d"))
        table_list.addItem(item)
    if found:
        return counted(
            QCoreApplication.translate("JoinDialog", "%n table(s) found: choose one, then type its code"), len(found)
        )
    return QCoreApplication.translate(
        "JoinDialog", "No table found on this network: type the address your friend's window shows"
    )


def same_names(tables: list[TableFound]) -> set[TableFound]:
    """The tables whose names look alike (``net.names.name_key``): a table answering the search under a friend's
    table's name may be a stranger's, and only its address tells them apart."""
    from ...net.names import name_key

    keys = [name_key(t.name) for t in tables]
    return {t for t, key in zip(tables, keys) if keys.count(key) > 1}


def table_words(table: TableFound) -> str:
    """A found table's line: its name, who hosts it (an older host does not say), its game, its free seats, its
    address."""
    rules = VARIANTS.get(table.variant)
    game = text.variant_name(rules) if rules is not None else table.variant
    free = (
        counted(QCoreApplication.translate("JoinDialog", "%n free seat(s)"), len(table.open_seats))
        if table.open_seats
        else QCoreApplication.translate("JoinDialog", "no free seat")
    )
    parts = [table.name, game, free, table.address]
    if table.host:  # two tables of one name told apart
        parts.insert(2, QCoreApplication.translate("JoinDialog", "hosted by {name}").format(name=table.host))
    return "  ·  ".join(parts)
