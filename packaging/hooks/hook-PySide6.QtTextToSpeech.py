# The bundle's own hook for PySide6.QtTextToSpeech (belote_desktop.spec's hookspath; it takes the place of
# PyInstaller's): the module and its engine plugins (speechd on Linux, sapi and winrt on Windows, darwin on macOS)
# but not Qt's "mock" engine, which only the tests speak with (a player's voice is never it).
from PyInstaller.utils.hooks.qt import add_qt6_dependencies

hiddenimports, binaries, datas = add_qt6_dependencies(__file__)
binaries = [(src, dest) for src, dest in binaries if "qtexttospeech_mock" not in src.replace("\\", "/")]
