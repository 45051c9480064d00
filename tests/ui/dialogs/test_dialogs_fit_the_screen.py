"""Every dialog fits the screen it opens on (issue 70, item 5): at 1024x600 Statistics opened 720 px tall, its
Close below the screen's edge, and the rules book 700. Every QDialog subclass of the package is found here (a new
one must be added to ``tools.screenshots.dialogs.openers``, or this fails), opened over the table window as the
window opens it, on a screen of 1024x600 and one of 1366x768: each one is kept on its screen
(``look.screen_fit.keep_on_screen``), its frame lies inside the screen's free area, and its buttons (Close, OK,
the gold one) are in sight, inside the dialog and the screen. The second test opens them on a real offscreen
screen of 1024x600 (the platform's configfile), in a process of its own."""

from __future__ import annotations

import ast
import importlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRect
import shiboken6
from PySide6.QtWidgets import QDialog, QScrollArea

import belote_desktop
from belote_desktop.ui.look import screen_fit
from tools.screenshots import dialogs as every_dialog

PACKAGE = Path(belote_desktop.__file__).parent
SCREENS = [(1024, 600), (1366, 768)]


def _modules_with_dialogs() -> list[str]:
    """The package's modules that define a class (read from the source: no module left unimported)."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        if "QDialog" in source and any(isinstance(node, ast.ClassDef) for node in ast.walk(ast.parse(source))):
            parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
            found.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return found


def _dialog_classes() -> set[type]:
    for module in _modules_with_dialogs():
        importlib.import_module(module)
    classes: set[type] = set()
    todo = list(QDialog.__subclasses__())
    while todo:
        kind = todo.pop()
        todo.extend(kind.__subclasses__())
        if kind.__module__.startswith("belote_desktop."):
            classes.add(kind)
    return classes


def test_every_dialog_of_the_package_is_opened_by_the_check():
    classes = _dialog_classes()
    assert len(classes) >= 18
    missing = sorted(f"{k.__module__}.{k.__qualname__}" for k in classes - set(every_dialog.openers()))
    assert missing == [], "add these to tools/screenshots/dialogs.py openers(): they must fit the screen too"


def _where_it_breaks(dialog: QDialog, area: QRect, placed: bool) -> list[str]:
    """What does not fit ``area``: the frame (its size; where Qt placed it too when ``placed``), the buttons."""
    frame = dialog.geometry().marginsAdded(screen_fit.frame_margins(dialog))
    fits = area.contains(frame) if placed else frame.width() <= area.width() and frame.height() <= area.height()
    problems = [] if fits else [f"frame {frame.getRect()} outside {area.getRect()}"]
    buttons = every_dialog.buttons_in_sight(dialog)  # all but those of a content that scrolls
    if not buttons:
        problems.append("no button in sight")
    for button in buttons:
        shown = QRect(button.mapTo(dialog, button.rect().topLeft()), button.size())
        on_screen = QRect(button.mapToGlobal(button.rect().topLeft()), button.size())
        if not dialog.rect().contains(shown) or (placed and not area.contains(on_screen)):
            problems.append(f"button {button.text()!r} at {shown.getRect()} out of sight")
    return problems


@pytest.mark.parametrize("size", SCREENS, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_dialog_fits_its_screen_with_its_buttons_in_sight(window, monkeypatch, size):
    """The screen's size is the test's (where the dialog stands is Qt's, on the test's own screen: the next test
    has a real one)."""
    area = QRect(0, 0, *size)
    monkeypatch.setattr(screen_fit, "screen_area", lambda widget: QRect(area))  # the screen the dialogs open on
    window.start_game(every_dialog.played_deal().rules, seed=3)
    broken = {}
    for kind, opener in every_dialog.openers().items():
        dialog = every_dialog.opened(window, opener)
        problems = _where_it_breaks(dialog, area, placed=False)
        if not screen_fit.kept_on_screen(dialog):
            problems.append("not kept on screen (look/screen_fit.keep_on_screen)")
        if size == (1366, 768) and dialog.findChild(QScrollArea, screen_fit.SCROLL) is not None:
            problems.append("its whole content scrolls on a laptop's screen")
        if problems:
            broken[kind.__name__] = problems
        dialog.close()
        if shiboken6.isValid(dialog):
            dialog.deleteLater()
    assert broken == {}


def test_on_a_real_1024x600_screen_every_dialog_fits(tmp_path):
    """The dialogs find the screen they open on themselves (the parent window's), on a 1024x600 offscreen screen."""
    env = dict(os.environ, BELOTE_DESKTOP_HOME=str(tmp_path / "home"))
    env.pop("QT_QPA_PLATFORM", None)  # the tool sets the platform with its screen
    done = subprocess.run([sys.executable, "-m", "tools.screenshots.dialogs", str(tmp_path), "--screen", "1024x600"],
                          capture_output=True, text=True, timeout=300, env=env, cwd=PACKAGE.parent)
    assert done.returncode == 0, done.stderr[-3000:]
    lines = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    assert len(lines) == len(every_dialog.openers())
    assert [line for line in lines if not line["frame_fits"] or line["buttons_outside"]] == []
    assert all((tmp_path / f"{line['dialog']}-1024x600.png").stat().st_size > 5000 for line in lines)


def test_a_window_handle_of_another_type_falls_back_to_the_guessed_frame(qtbot):
    """PySide once handed back, for a dialog's window handle, a stale wrapper of a layout item (the player robot,
    seed 98): the frame is then the guess, and fitting the dialog does not fail."""
    from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget, QWidgetItem

    class StaleHandle(QDialog):
        def windowHandle(self):  # noqa: N802 (Qt's name)
            return QWidgetItem(self.label)

        def isVisible(self):  # noqa: N802 (Qt's name)
            return True

    dialog = StaleHandle()
    qtbot.addWidget(dialog)
    dialog.label = QLabel("words", dialog)
    QVBoxLayout(dialog).addWidget(dialog.label)
    assert isinstance(dialog.windowHandle(), QWidgetItem) and not isinstance(dialog.windowHandle(), QWidget)
    assert screen_fit.frame_margins(dialog) == screen_fit.FRAME_GUESS
    screen_fit.fit_to_screen(dialog)
