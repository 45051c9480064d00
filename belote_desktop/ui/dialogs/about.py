"""AboutDialog: the version, the licences and the credits (Help > About)."""

from __future__ import annotations

import html
import platform

from PySide6 import __version__ as PYSIDE_VERSION
from PySide6.QtCore import QCoreApplication, Qt, qVersion
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QTextBrowser, QVBoxLayout, QWidget

from ... import APP_NAME, __version__
from ...paths import resources_dir
from ..look.screen_fit import keep_on_screen

# The project's own licence (LICENSE, pyproject.toml): MIT, permissive and compatible with the
# libraries below (PySide6 is used as a library under the LGPL).
PROJECT_LICENCE = "MIT License"  # its proper name, as in LICENSE

# Libraries shipped with the app and their licences: (name, licence, address).
THIRD_PARTY = (
    ("Qt for Python (PySide6) and Qt", "LGPL v3", "https://www.qt.io/qt-for-python"),
    ("NumPy", "BSD 3-Clause", "https://numpy.org"),
    ("platformdirs", "MIT", "https://github.com/tox-dev/platformdirs"),
)


def about_html() -> str:
    licence = QCoreApplication.translate("About", "{app} is distributed under the {licence}.").format(
        app=APP_NAME, licence=PROJECT_LICENCE)
    libraries = "".join(
        f"<li>{html.escape(name)} — {html.escape(lic)} · <a href='{url}'>{html.escape(url)}</a></li>"
        for name, lic, url in THIRD_PARTY)
    credits = [
        QCoreApplication.translate("About", "Rules engine, computer players, rules book and tutorial: the Belote Desktop developers."),
        QCoreApplication.translate("About", "Card faces, card backs and the table are drawn in code by the program itself; the sounds "
               "are synthesised in code. No picture or sound was taken from elsewhere."),
        QCoreApplication.translate("About", "The rules follow the published rules of each game; where the sources disagree, the "
               "choice is an option in the New Game dialog."),
        QCoreApplication.translate("About", "Translations: French, Bulgarian, Arabic, Greek, Croatian and Russian."),
    ]
    licence_title = QCoreApplication.translate("About", "Licence")
    credits_title = QCoreApplication.translate("About", "Credits")
    built_title = QCoreApplication.translate("About", "Built with")
    parts = [
        f"<h3>{html.escape(licence_title)}</h3><p>{html.escape(licence)}</p>",
        f"<h3>{html.escape(credits_title)}</h3>" + "".join(f"<p>{html.escape(c)}</p>" for c in credits),
        f"<h3>{html.escape(built_title)}</h3><ul>{libraries}</ul>",
        "<p style='color:gray'>" + html.escape(QCoreApplication.translate("About", "Python {python}, Qt {qt}, PySide6 {pyside}").format(
            python=platform.python_version(), qt=qVersion(), pyside=PYSIDE_VERSION)) + "</p>",
    ]
    return "".join(parts)


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        keep_on_screen(self)  # as every dialog: no larger than the screen it opens on
        self.setWindowTitle(QCoreApplication.translate("About", "About {app}").format(app=APP_NAME))
        lay = QVBoxLayout(self)
        head = QHBoxLayout()
        icon = QLabel(self)
        icon.setPixmap(QIcon(str(resources_dir() / "icons" / "belote-desktop.svg")).pixmap(64, 64))
        title = QLabel(self)
        title.setTextFormat(Qt.TextFormat.RichText)
        title.setText(f"<b style='font-size:18px'>{html.escape(APP_NAME)}</b><br>" + html.escape(
            QCoreApplication.translate("About", "Version {version}").format(version=__version__)) + "<br>" + html.escape(
            QCoreApplication.translate("About", "Belote and its family of card games, offline, with the rules "
                                       "explained as you play.")))
        title.setWordWrap(True)
        head.addWidget(icon)
        head.addWidget(title, 1)
        lay.addLayout(head)
        self.body = QTextBrowser(self)
        self.body.setOpenExternalLinks(True)
        self.body.setHtml(about_html())
        lay.addWidget(self.body, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.title = title
        self.resize(560, 520)
