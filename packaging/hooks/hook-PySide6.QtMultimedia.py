# The bundle's own hook for PySide6.QtMultimedia (belote_desktop.spec's hookspath; it takes the place of
# PyInstaller's). The program loads QtMultimedia only under QtTextToSpeech, for the own voice (ui/audio/own_voice.py):
# the speech engines play through QAudioSink, which Qt 6 implements inside the QtMultimedia library itself
# (PulseAudio, WASAPI, CoreAudio; Qt says so where no backend is found: "Only QMediaDevices, QAudioDevice,
# QSoundEffect, QAudioSink, and QAudioSource are available"). So the library comes, and none of its media
# backend plugins (FFmpeg's with libavcodec and friends, ~20 MB, and Qt Quick it links; Windows Media
# Foundation's; GStreamer's), nor its translations (the program loads only qtbase's), nor the
# QtMultimediaWidgets that PyInstaller's hook adds.
from PyInstaller.utils.hooks.qt import add_qt6_dependencies

hiddenimports, binaries, datas = add_qt6_dependencies(__file__)
hiddenimports = [name for name in hiddenimports if name != "PySide6.QtMultimediaWidgets"]
binaries = [(src, dest) for src, dest in binaries if "plugins/multimedia" not in dest.replace("\\", "/")]
datas = [(src, dest) for src, dest in datas if "qtmultimedia_" not in src.replace("\\", "/").rsplit("/", 1)[-1]]
