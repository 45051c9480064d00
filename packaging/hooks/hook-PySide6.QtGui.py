# The bundle's own hook for PySide6.QtGui (belote_desktop.spec's hookspath; it takes the place of PyInstaller's): Qt's
# plugins for QtGui but two whose libraries come with PySide6-Addons (installed for the own voice) and bring Qt Quick
# and QML along, about 20 MB: the PDF image format (qpdf, Qt Pdf) and the on-screen keyboard (qtvirtualkeyboardplugin,
# Qt Virtual Keyboard). The program reads no PDF and types through the system's input methods; before
# PySide6-Addons, PyInstaller left both out for want of their libraries.
from pathlib import Path

from PyInstaller.utils.hooks.qt import add_qt6_dependencies

LEFT_OUT = ("qpdf", "qtvirtualkeyboardplugin")

hiddenimports, binaries, datas = add_qt6_dependencies(__file__)
binaries = [(src, dest) for src, dest in binaries if Path(src).stem.removeprefix("lib") not in LEFT_OUT]
