"""On Windows the offscreen platform (--screenshot, start-up probes) must be told where the system's fonts are:
Qt's FreeType font database looks only in Qt's own lib/fonts, which the wheels lack, and draws boxes."""

from belote_desktop.cli.main import WINDOWS_UI_FONTS, offscreen_font_dir


def test_windows_offscreen_reads_the_system_fonts():
    env = {"QT_QPA_PLATFORM": "offscreen", "WINDIR": "D:\\Windows\\"}
    assert offscreen_font_dir("win32", env) == "D:\\Windows\\Fonts"
    assert offscreen_font_dir("win32", {"QT_QPA_PLATFORM": "offscreen:size=800x600"}) == "C:\\Windows\\Fonts"
    assert offscreen_font_dir("win32", {"QT_QPA_PLATFORM": "offscreen", "SystemRoot": "E:\\W"}) == "E:\\W\\Fonts"


def test_left_alone_elsewhere_natively_or_when_chosen():
    assert offscreen_font_dir("linux", {"QT_QPA_PLATFORM": "offscreen"}) is None
    assert offscreen_font_dir("darwin", {"QT_QPA_PLATFORM": "offscreen"}) is None
    assert offscreen_font_dir("win32", {}) is None  # the native platform has its own font database
    assert offscreen_font_dir("win32", {"QT_QPA_PLATFORM": "windows"}) is None
    assert offscreen_font_dir("win32", {"QT_QPA_PLATFORM": "offscreen", "QT_QPA_FONTDIR": "F:\\fonts"}) is None
    assert WINDOWS_UI_FONTS[0] == "Segoe UI"  # what Windows itself draws its interface with
