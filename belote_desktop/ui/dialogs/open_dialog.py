"""OpenGameDialog: the named saves, newest first; damaged ones are listed with their problem."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from ...engine import VARIANTS
from ...storage import saves as save_store
from ...app import storage_text
from ...learn import table_words as text
from ..look import palette as p
from ..look.themed import themed_root


LIST_QSS = f"""
QListWidget {{ color: {p.TEXT}; background: {p.PANEL_RAISED}; border: 1px solid {p.LINE}; border-radius: 8px;
    padding: 4px; outline: none; }}
QListWidget::item {{ padding: 6px 8px; border-radius: 6px; }}
QListWidget::item:hover {{ background: #1b4332; }}
QListWidget::item:selected {{ color: {p.INK}; background: {p.GOLD}; }}
QListWidget:focus {{ border: 2px solid {p.GOLD}; }}
"""


class OpenGameDialog(QDialog):
    """In the dialogs' theme (``themed_root``): the saves on the dark cloth, Open in gold."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("OpenGame", "Open a saved game"))
        self.resize(480, 360)
        root = themed_root(self)
        lay = QVBoxLayout(root)
        self.list = QListWidget(root)
        self.list.setStyleSheet(LIST_QSS)
        self.list.setAccessibleName(QCoreApplication.translate("OpenGame", "Saved games"))
        infos = save_store.list_saves()
        for info in infos:
            if info.problem:
                label = QCoreApplication.translate("OpenGame", "{name} — cannot be opened: {problem}").format(
                    name=info.name, problem=storage_text.list_problem(info.problem_kind))
            else:
                variant = text.variant_name(VARIANTS[info.variant]) if info.variant in VARIANTS else (info.variant or "")
                when = storage_text.saved_time(info.saved_at)
                scores = " – ".join(str(s) for s in info.scores) if info.scores else ""
                label = QCoreApplication.translate("OpenGame", "{name} — {variant}, {scores} ({when})").format(
                    name=info.name, variant=variant, scores=scores, when=when)
            item = QListWidgetItem(label)
            item.setData(Qt.ItemDataRole.UserRole, str(info.path))
            self.list.addItem(item)
        if not infos:
            lay.addWidget(QLabel(QCoreApplication.translate("OpenGame", "There are no saved games yet."), root))
        lay.addWidget(self.list)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel, root)
        self.open_button = buttons.button(QDialogButtonBox.StandardButton.Open)
        self.open_button.setObjectName("primary")  # gold, as every themed dialog's button that does it
        self.open_button.style().unpolish(self.open_button)
        self.open_button.style().polish(self.open_button)
        self.open_button.setEnabled(bool(infos))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.list.itemActivated.connect(lambda _item: self.accept())
        lay.addWidget(buttons)
        if infos:
            self.list.setCurrentRow(0)

    def selected_path(self) -> Path | None:
        item = self.list.currentItem()
        if item is None:
            return None
        return Path(item.data(Qt.ItemDataRole.UserRole))
