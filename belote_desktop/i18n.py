"""Interface languages: load, switch and unload Qt translators while the app runs.

    install_language(app, "fr")      # the app's French .qm and Qt's qtbase_fr.qm; left-to-right
    install_language(app, "ar")      # Arabic; the layout mirrors (right-to-left)
    install_language(app, "system")  # the system's language

Installing or removing a translator makes Qt send ``QEvent.LanguageChange`` to every widget:
the widgets re-set their texts there, so a language change applies at once, without a restart.
The app's files are ``belote_desktop_<code>.qm`` in ``translations_dir()``: the packaged folder
(``belote_desktop.paths.translations_dir()``) when that module exists, else the repository's
``translations/`` folder. English is the source language: it needs no file.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # for the checker only: the functions import Qt themselves
    from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

LANGUAGES: dict[str, str] = {
    "en": "English",
    "fr": "Français",
    "bg": "Български",
    "ar": "العربية",
    "el": "Ελληνικά",
    "hr": "Hrvatski",
    "ru": "Русский",
}
"""Interface languages: code -> the language's own name (shown untranslated in the settings)."""

SYSTEM = "system"
APP_PREFIX = "belote_desktop"
RIGHT_TO_LEFT = frozenset({"ar", "fa", "he", "ur"})

_installed: list[QTranslator] = []  # the translators this module installed and owns (freed on the next switch)
_current: str = "en"


def translations_dir() -> Path:
    """Where the app's .qm files are: the packaging's folder if known, else the repository's."""
    try:
        from . import paths

        folder = getattr(paths, "translations_dir", None)
        if folder is not None:
            found = Path(folder())
            if found.is_dir():
                return found
    except Exception:  # no such module yet, or it failed: use the source tree
        pass
    return Path(__file__).resolve().parent.parent / "translations"


def resolve(code: str | None) -> str:
    """The language code to load: "system" (or nothing) becomes the system locale's language."""
    from PySide6.QtCore import QLocale

    if not code or code == SYSTEM:
        name = QLocale.system().name()  # "fr_FR"; "C" when no locale is set
        code = name.split("_")[0]
        if not code or code == "C":
            code = "en"
    return code.replace("-", "_")


def current_language() -> str:
    """The code last installed ("en" before any)."""
    return _current


def is_right_to_left(code: str) -> bool:
    from PySide6.QtCore import QLocale

    base = code.replace("-", "_").split("_")[0]
    if base in RIGHT_TO_LEFT:
        return True
    return QLocale(code).textDirection().name == "RightToLeft"


def locale_for(code: str | None) -> QLocale:
    """The locale of dates and numbers for the language ``code``: the player's system's own when it speaks that
    language (English in Britain: 24/11/2026, not the United States' 11/24/26), else the language's country."""
    from PySide6.QtCore import QLocale

    language = resolve(code)
    system = QLocale.system()
    return system if system.name().split("_")[0] == language.split("_")[0] else QLocale(language)


def install_language(app: QCoreApplication, code: str | None, folder: str | Path | None = None) -> bool:
    """Switch the interface to ``code`` at once; True if the app's own translation was found.

    Removes the translators installed by the previous call, installs the app's .qm and Qt's
    qtbase .qm for the language, sets the default locale and the layout direction
    (right-to-left for Arabic). English, and languages without a file, show the source texts.
    """
    from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator

    global _current
    language = resolve(code)
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()  # the last references: Python frees them (no Qt parent keeps them alive)
    base = language.split("_")[0]
    locale = locale_for(language)
    QLocale.setDefault(locale)
    found = False
    where = Path(folder) if folder is not None else translations_dir()
    if base != "en":
        # no parent: a translator parented to the app outlived its removal, two per switch
        translator = QTranslator()
        for name in dict.fromkeys((language, base)):
            if translator.load(str(where / f"{APP_PREFIX}_{name}.qm")):
                app.installTranslator(translator)
                _installed.append(translator)
                found = True
                break
        qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        qt_translator = QTranslator()
        if qt_translator.load(locale, "qtbase", "_", qt_folder):
            app.installTranslator(qt_translator)
            _installed.append(qt_translator)
    rtl = is_right_to_left(language)
    if app.inherits("QGuiApplication"):  # a bare QCoreApplication (headless: app/'s tests) has no layout to set
        _set_layout_direction(rtl)
    _current = language
    return found


def _set_layout_direction(right_to_left: bool) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication

    direction = Qt.LayoutDirection.RightToLeft if right_to_left else Qt.LayoutDirection.LeftToRight
    QGuiApplication.setLayoutDirection(direction)


def counted(translated: str, n: int) -> str:
    """A translated "%n thing(s)" text with its count: PySide's lupdate writes no plural entries, so each
    language gives one form that reads for any count, and the count is put in here; English (the source)
    resolves its "(s)" and "(es)" by the count ("1 point", "3 points")."""
    words = translated.replace("%n", str(n))
    if "(es)" in words:
        words = words.replace("(es)", "" if n == 1 else "es")
    return words.replace("(s)", "" if n == 1 else "s")


def list_comma() -> str:
    """Between the items of a list, in the player's language (Arabic's comma: "، ")."""
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("Storage", ", ", "between the items of a list")


def language_name(code: str) -> str:
    """The language's own name ("Français"); the code itself if unknown."""
    return LANGUAGES.get(code, code)


def _qt_standard_buttons() -> None:
    """Qt's own texts for the dialogs' standard buttons (context QPlatformTheme), translated in the app's
    files too: Qt ships no qtbase .qm for some languages (Greek), whose dialogs then said "Cancel".
    Qt's own file comes first where there is one (installed last). Never called: lupdate reads these."""
    from PySide6.QtCore import QCoreApplication

    QCoreApplication.translate("QPlatformTheme", "OK")
    QCoreApplication.translate("QPlatformTheme", "Cancel")
    QCoreApplication.translate("QPlatformTheme", "Close")
    QCoreApplication.translate("QPlatformTheme", "Open")
    QCoreApplication.translate("QPlatformTheme", "Save")
    QCoreApplication.translate("QPlatformTheme", "&Yes")
    QCoreApplication.translate("QPlatformTheme", "&No")
