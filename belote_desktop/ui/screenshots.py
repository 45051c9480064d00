"""Screenshots of the learning aids for docs/screenshots, rendered offscreen.

    python -m belote_desktop.ui.screenshots docs/screenshots

- hint-illegal-card.png: a greyed card under the mouse, its rule in the hint line and the tooltip
- suggestion.png: the Suggest button's card, outlined, and its reason
- tutorial.png: the guided deal with its banner (1280x800)

Deterministic: fixed seeds, instant animations, no bot pause; nothing is saved.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

SIZE = (1280, 800)


def _window(size: tuple[int, int] = SIZE) -> Any:
    from PySide6.QtCore import QCoreApplication

    from ..storage.settings import Settings
    from .widgets.main_window import MainWindow

    settings = Settings()
    settings.animation_speed = "instant"
    settings.bot_pause_ms = 0
    window = MainWindow(interactive=False, settings=settings)
    window.persist = False
    window.controller.auto_bots = False
    window.resize(*size)
    window.show()
    QCoreApplication.processEvents()
    return window


def _close(window: Any) -> None:
    """Close and delete the window in the GUI thread (never left to a garbage collection elsewhere)."""
    from PySide6.QtCore import QCoreApplication, QEvent

    window.close()
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _settle(window: Any) -> None:
    from PySide6.QtCore import QCoreApplication

    for _ in range(4):
        QCoreApplication.processEvents()
    window.animator.finish_now()
    QCoreApplication.processEvents()


def _to_human_card(window: Any, want_illegal: bool, max_actions: int = 400) -> bool:
    """Bots play every seat (the human's bids too) until the human must play a card."""
    from ..engine import Phase, PlayCard

    c = window.controller
    for _ in range(max_actions):
        match = c.match
        if match is None or match.over:
            return False
        if c.awaiting_continue:
            window.continue_deal()
            continue
        view = c.view()
        if view.phase is Phase.PLAY and c.current_player() == window.human:
            plays = [a for a in view.legal_actions if isinstance(a, PlayCard)]
            if len(plays) == len(view.legal_actions) and (not want_illegal or len(plays) < len(view.hand)):
                if view.trick:
                    return True
        c.play_bot_move_now()
    return False


def _grab_with_tooltip(window: Any, at: Any) -> Any:
    """The window, with the shown tooltip painted at ``at`` (window coordinates): a tooltip is a
    window of its own, which a grab of the main window does not include."""
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QApplication

    image = window.grab()
    for widget in QApplication.topLevelWidgets():
        if widget.metaObject().className() == "QTipLabel" and widget.isVisible():
            tip = widget.grab()
            x = max(4, min(at.x(), window.width() - tip.width() - 4))
            y = max(4, min(at.y(), window.height() - tip.height() - 4))
            painter = QPainter(image)
            painter.drawPixmap(QPoint(x, y), tip)
            painter.end()
    return image


def hint_illegal_card(path: Path, seed: int = 28) -> None:
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QToolTip

    from ..engine import find_variant

    window = _window()
    window.start_game(find_variant("classic"), seed=seed)
    if not _to_human_card(window, want_illegal=True):
        raise RuntimeError("no position with a greyed card for this seed")
    window.refresh()
    _settle(window)
    card = sorted(window._explanations, key=lambda c: window.scene.snapshot.hand.index(c))[-1]
    item = window.scene.items_by_key[("card", card)]
    item.hoverEnterEvent(None)  # the mouse is over it: explained
    window.toast.hide()
    _settle(window)
    rect = item.sceneBoundingRect()
    point = window.table.mapFromScene(rect.center().x(), rect.top() + rect.height() * 0.3)
    QToolTip.showText(window.table.viewport().mapToGlobal(point), item.toolTip(), window.table.viewport())
    _settle(window)
    at = window.table.viewport().mapTo(window, point) + QPoint(12, 16)
    _grab_with_tooltip(window, at).save(str(path))
    QToolTip.hideText()
    _close(window)


def suggestion(path: Path, seed: int = 4) -> None:
    from PySide6.QtCore import QCoreApplication, QThreadPool

    from ..engine import find_variant

    window = _window()
    window.start_game(find_variant("classic"), seed=seed)
    if not _to_human_card(window, want_illegal=False):
        raise RuntimeError("the human never had a card to play")
    window.refresh()
    window.suggest()
    QThreadPool.globalInstance().waitForDone()
    for _ in range(20):
        QCoreApplication.processEvents()
        if window._suggestion is not None:
            break
    window.toast.hide()
    _settle(window)
    window.grab().save(str(path))
    _close(window)


def tutorial(path: Path, lesson: str = "partner_exemption") -> None:
    from PySide6.QtCore import QCoreApplication

    from ..learn.tutorial import StepKind

    window = _window()
    window.controller.auto_bots = True
    window.start_tutorial()
    mode = window.tutorial_mode
    for _ in range(400):
        QCoreApplication.processEvents()
        tut = mode.tutorial
        if tut is None:
            break
        if window.animator.busy or not window.controller.is_human_turn():
            continue
        if tut.current_step.kind is StepKind(lesson):
            break
        action = tut.expected_action()
        window.controller.human_action(action)
    _settle(window)
    window.refresh()
    window.toast.hide()
    _settle(window)
    window.grab().save(str(path))
    window.tutorial_mode.stop(restore=False)
    _close(window)


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["BELOTE_DESKTOP_ANIMATION"] = "instant"
    from . import _pyside_fix  # noqa: F401
    from PySide6.QtWidgets import QApplication

    args = list(sys.argv[1:] if argv is None else argv)
    folder = Path(args[0] if args else "docs/screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    home = os.environ.get("BELOTE_DESKTOP_HOME")
    if not home:  # never touch the real settings, saves or statistics
        import tempfile

        os.environ["BELOTE_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="belote-shots-")
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("belote-desktop")
    for name, make in (("hint-illegal-card.png", hint_illegal_card), ("suggestion.png", suggestion),
                       ("tutorial.png", tutorial)):
        target = folder / name
        make(target)
        print(target)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
