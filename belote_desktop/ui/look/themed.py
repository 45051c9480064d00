"""The table's theme for a dialog beside it (Statistics, the Deal editor, "What did they know?").

``themed_root(dialog)`` gives the dialog the cloth-in-shadow background and returns the widget to lay
its content in; the style sheet is set on that widget only, so a file dialog opened over the dialog
keeps the system's look. ``theme_box(box)`` dresses a message box (warning, question, error) the same
way. ``controls_palette(base)`` colours the controls the platform's style draws (New Game, hosting and joining a
table). Colours come from ``palette``. Every dialog dressed here fits the screen it opens on (``screen_fit``).
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QBoxLayout, QDialog, QDialogButtonBox, QFileDialog, QLabel, QMessageBox, QPushButton, QVBoxLayout, QWidget,
)

from ... import APP_NAME
from . import palette as p
from .screen_fit import keep_on_screen

ROOT = "themedRoot"
D = TypeVar("D", bound=QDialog)

DIALOG_QSS = f"""
QWidget#{ROOT} {{ background: {p.FELT_DARK}; color: {p.TEXT}; }}
QWidget#{ROOT} QLabel {{ color: {p.TEXT}; background: transparent; }}
QWidget#{ROOT} QLabel#title {{ font-size: 18px; font-weight: 700; color: #ffffff; }}
QWidget#{ROOT} QLabel#note {{ color: {p.TEXT_NOTE}; }}
QWidget#{ROOT} QLabel#guide {{ color: {p.TEXT}; background: {p.PANEL_RAISED}; border: 1px solid {p.LINE};
    border-left: 5px solid {p.US}; border-radius: 8px; padding: 6px 10px; }}
QWidget#{ROOT} QLabel#guide[state="error"] {{ border-left-color: {p.BAD}; }}
QWidget#{ROOT} QLabel#guide[state="ready"] {{ border-left-color: {p.GOOD}; }}
QWidget#{ROOT} QLabel#fieldError {{ color: #ffb4a8; font-weight: 600; }}
QWidget#{ROOT} QFrame#tile {{ background: {p.PANEL_RAISED}; border: 1px solid {p.LINE}; border-radius: 10px; }}
QWidget#{ROOT} QFrame#tile QLabel#tileValue {{ font-size: 24px; font-weight: 700; color: {p.GOLD}; }}
QWidget#{ROOT} QFrame#tile QLabel#tileName {{ font-weight: 700; color: {p.TEXT}; }}
QWidget#{ROOT} QFrame#tile QLabel#tileMeaning {{ color: {p.TEXT_NOTE}; font-size: 11px; }}
QWidget#{ROOT} QGroupBox {{ color: {p.TEXT}; font-weight: 700; border: 1px solid {p.LINE}; border-radius: 10px;
    margin-top: 10px; padding: 8px 6px 4px 6px; background: {p.PANEL}; }}
QWidget#{ROOT} QGroupBox::title {{ subcontrol-origin: margin; left: 12px; padding: 0 4px; color: {p.GOLD}; }}
QWidget#{ROOT} QPushButton {{ color: {p.INK}; background: {p.CREAM}; border: 1px solid {p.CREAM_EDGE};
    border-radius: 8px; padding: 6px 12px; font-weight: 600; }}
QWidget#{ROOT} QPushButton:hover {{ background: #ffffff; }}
QWidget#{ROOT} QPushButton:focus {{ border: 2px solid {p.GOLD}; }}
QWidget#{ROOT} QPushButton#primary {{ background: {p.GOLD}; border-color: {p.GOLD_DARK}; }}
QWidget#{ROOT} QPushButton#primary:hover {{ background: #ffe07a; }}
QWidget#{ROOT} QPushButton:disabled, QWidget#{ROOT} QPushButton#primary:disabled {{
    color: #8c8c86; background: #b9b6ac; border-color: #9d9a90; }}
QWidget#{ROOT} QComboBox {{ color: {p.INK}; background: {p.CREAM}; border: 1px solid {p.CREAM_EDGE};
    border-radius: 6px; padding: 3px 8px; min-height: 20px; }}
QWidget#{ROOT} QComboBox:focus {{ border: 2px solid {p.GOLD}; }}
QWidget#{ROOT} QComboBox QAbstractItemView {{ color: {p.INK}; background: {p.CREAM};
    selection-background-color: {p.GOLD}; selection-color: {p.INK}; }}
QWidget#{ROOT} QLineEdit {{ color: {p.TEXT}; background: {p.PANEL}; border: 1px solid {p.LINE};
    border-radius: 6px; padding: 2px 6px; selection-background-color: {p.GOLD}; selection-color: {p.INK}; }}
QWidget#{ROOT} QLineEdit:focus {{ border: 2px solid {p.GOLD}; }}
QWidget#{ROOT} QLineEdit[error="true"] {{ border: 2px solid {p.BAD}; }}
QWidget#{ROOT} QTableWidget {{ color: {p.TEXT}; background: {p.PANEL_RAISED}; alternate-background-color: #1b4332;
    border: 1px solid {p.LINE}; border-radius: 8px; gridline-color: {p.LINE};
    selection-background-color: {p.GOLD}; selection-color: {p.INK}; }}
QWidget#{ROOT} QHeaderView::section {{ color: {p.TEXT_NOTE}; background: {p.PANEL}; border: none;
    border-bottom: 1px solid {p.LINE}; padding: 4px 6px; font-weight: 600; }}
QWidget#{ROOT} QTableCornerButton::section {{ background: {p.PANEL}; border: none; }}
QWidget#{ROOT} QScrollArea {{ background: transparent; border: none; }}
QWidget#{ROOT} QScrollArea > QWidget > QWidget {{ background: transparent; }}
QWidget#{ROOT} QScrollBar:vertical {{ background: {p.PANEL}; width: 10px; border-radius: 5px; }}
QWidget#{ROOT} QScrollBar::handle:vertical {{ background: {p.LINE}; border-radius: 5px; min-height: 30px; }}
QWidget#{ROOT} QScrollBar::add-line, QWidget#{ROOT} QScrollBar::sub-line {{ height: 0; width: 0; }}
QWidget#{ROOT} QScrollBar:horizontal {{ background: {p.PANEL}; height: 10px; border-radius: 5px; }}
QWidget#{ROOT} QScrollBar::handle:horizontal {{ background: {p.LINE}; border-radius: 5px; min-width: 30px; }}
QWidget#{ROOT} QToolTip {{ color: {p.INK}; background: {p.CREAM}; border: 1px solid {p.CREAM_EDGE}; }}
"""

# a message box: its main line stands out above the detail; the details (an error's report) on a dark page
BOX_QSS = f"""
QMessageBox#{ROOT} QLabel#qt_msgbox_label {{ font-weight: 600; }}
QMessageBox#{ROOT} QLabel#qt_msgbox_informativelabel {{ color: {p.TEXT_NOTE}; }}
QMessageBox#{ROOT} QTextEdit {{ color: {p.TEXT}; background: {p.PANEL}; border: 1px solid {p.LINE};
    border-radius: 6px; selection-background-color: {p.GOLD}; selection-color: {p.INK}; }}
QMessageBox#{ROOT} QPushButton {{ min-width: 72px; }}
QMessageBox#{ROOT} QPushButton:default {{ background: {p.GOLD}; border-color: {p.GOLD_DARK}; }}
"""


def theme_box(box: QMessageBox) -> QMessageBox:
    """``box`` in the dialogs' theme (the cloth in shadow, light words, cream buttons, the default one gold);
    the icon keeps its own colours, which read on the dark cloth. Returns ``box``."""
    box.setObjectName(ROOT)
    box.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
    box.setStyleSheet(DIALOG_QSS + BOX_QSS)
    keep_on_screen(box)
    return box


def message_box(parent: QWidget | None, icon: QMessageBox.Icon, title: str, detail: str = "") -> QMessageBox:
    """A box with one OK button in the dialogs' theme: ``title`` in bold, ``detail`` under it."""
    box = theme_box(QMessageBox(icon, APP_NAME, title, QMessageBox.StandardButton.Ok, parent))
    if detail:
        box.setInformativeText(detail)
    return box


def question_box(parent: QWidget | None, title: str, question: str, yes: str, no: str, *, safe_yes: bool = False,
                 default_yes: bool = True) -> tuple[QMessageBox, QPushButton]:
    """A question box whose two buttons say what they do ("Abandon", "Keep playing"), not Yes and No; ``yes`` is
    the default button (``no`` with ``default_yes`` False), ``no`` the one Esc and the title bar's close button
    press (``yes`` with ``safe_yes``). Returns the box and its ``yes`` button."""
    box = theme_box(QMessageBox(QMessageBox.Icon.Question, title, question, QMessageBox.StandardButton.NoButton, parent))
    yes_button = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
    no_button = box.addButton(no, QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(yes_button if default_yes else no_button)
    box.setEscapeButton(yes_button if safe_yes else no_button)  # QMessageBox: the close button presses it too
    return box, yes_button


def theme_dialog(dialog: D) -> D:
    """A dialog Qt builds itself (``QInputDialog``) in the dialogs' theme, as ``theme_box`` a message box: the
    cloth in shadow, light words, a cream field, cream buttons, the default one gold. Returns ``dialog``."""
    dialog.setObjectName(ROOT)
    dialog.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
    dialog.setPalette(controls_palette(dialog.palette()))
    dialog.setStyleSheet(DIALOG_QSS + f"""
QDialog#{ROOT} QLineEdit {{ min-height: 22px; }}
QDialog#{ROOT} QPushButton {{ min-width: 72px; }}
QDialog#{ROOT} QPushButton:default {{ background: {p.GOLD}; border-color: {p.GOLD_DARK}; }}
""")
    keep_on_screen(dialog)
    return dialog


# a file dialog Qt draws itself: the places and the files on the dark list of the Open dialog, the tool buttons
# (back, up, new folder, the views) on the cloth with their icons
FILE_QSS = f"""
QFileDialog#{ROOT} QListView, QFileDialog#{ROOT} QTreeView {{ color: {p.TEXT}; background: {p.PANEL_RAISED};
    alternate-background-color: #1b4332; border: 1px solid {p.LINE}; border-radius: 8px; outline: none;
    selection-background-color: {p.GOLD}; selection-color: {p.INK}; }}
QFileDialog#{ROOT} QListView:focus, QFileDialog#{ROOT} QTreeView:focus {{ border: 2px solid {p.GOLD}; }}
QFileDialog#{ROOT} QToolButton {{ background: transparent; border: 1px solid transparent; border-radius: 6px;
    padding: 2px; }}
QFileDialog#{ROOT} QToolButton:hover {{ background: {p.PANEL_RAISED}; border-color: {p.LINE}; }}
QFileDialog#{ROOT} QToolButton:focus {{ border: 2px solid {p.GOLD}; }}
QFileDialog#{ROOT} QLineEdit {{ min-height: 22px; }}
QFileDialog#{ROOT} QPushButton {{ min-width: 72px; }}
QFileDialog#{ROOT} QPushButton:default {{ background: {p.GOLD}; border-color: {p.GOLD_DARK}; }}
QFileDialog#{ROOT} QPushButton:default:disabled {{ color: #8c8c86; background: #b9b6ac; border-color: #9d9a90; }}
QFileDialog#{ROOT} QHeaderView {{ background: {p.PANEL}; border: none; border-top-left-radius: 8px;
    border-top-right-radius: 8px; }}
QFileDialog#{ROOT} QSplitter::handle {{ background: transparent; }}
"""


def theme_file_dialog(dialog: QFileDialog) -> QFileDialog:
    """A file dialog in the dialogs' theme where Qt draws it itself (a platform without its own dialog), as
    ``theme_dialog`` a dialog Qt builds: light words on the cloth in shadow, the files on the Open dialog's dark
    list, cream fields and buttons, Open gold. The style sheet is the dialog's own, so the table window's (which
    reaches every dialog opened over it) does not decide its colours; the palette colours what the platform's
    style draws. The platform's own dialog keeps its look. Returns ``dialog``."""
    dialog.setObjectName(ROOT)
    dialog.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
    dialog.setPalette(controls_palette(dialog.palette()))
    dialog.setStyleSheet(DIALOG_QSS + FILE_QSS)
    keep_on_screen(dialog)
    return dialog


def controls_palette(base: QPalette) -> QPalette:
    """Cream fields with dark words, gold selection: the controls drawn by the platform's style, in the
    table's colours (a style sheet on them would replace their arrows and check marks)."""
    colours = QPalette(base)
    for role, colour in ((QPalette.ColorRole.Base, p.CREAM), (QPalette.ColorRole.Button, p.CREAM),
                         (QPalette.ColorRole.Text, p.INK), (QPalette.ColorRole.ButtonText, p.INK),
                         (QPalette.ColorRole.Highlight, p.GOLD),
                         (QPalette.ColorRole.HighlightedText, p.INK),
                         (QPalette.ColorRole.Window, p.FELT_DARK),
                         (QPalette.ColorRole.WindowText, p.TEXT),
                         (QPalette.ColorRole.ToolTipBase, p.CREAM),
                         (QPalette.ColorRole.ToolTipText, p.INK)):
        colours.setColor(QPalette.ColorGroup.All, role, QColor(colour))
    return colours


def themed_root(dialog: QDialog) -> QWidget:
    """The dialog's one child that holds its content, in the table's theme; the dialog fits the screen it opens on
    each time it is shown (``screen_fit.keep_on_screen``)."""
    keep_on_screen(dialog)
    outer = QVBoxLayout(dialog)
    outer.setContentsMargins(0, 0, 0, 0)
    root = QWidget(dialog)
    root.setObjectName(ROOT)
    root.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
    root.setStyleSheet(DIALOG_QSS)
    outer.addWidget(root)
    return root


def guide_and_buttons(dialog: QDialog, root: QWidget, layout: QBoxLayout, guide_name: str,
                      ok_text: str, cancel_text: str) -> tuple[QLabel, QPushButton]:
    """A themed dialog's foot: the guide line (what is missing, in words) and OK (gold, ``ok_text``) / Cancel,
    wired to the dialog's accept and reject. Returns the guide label and the OK button."""
    guide = QLabel(root)
    guide.setObjectName("guide")
    guide.setWordWrap(True)
    guide.setAccessibleName(guide_name)
    layout.addWidget(guide)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, root)
    ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
    ok.setText(ok_text)
    ok.setObjectName("primary")
    ok.style().unpolish(ok)  # created under the styled root: styled again by its new name
    ok.style().polish(ok)
    buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(cancel_text)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    layout.addWidget(buttons)
    return guide, ok
