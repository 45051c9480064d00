"""The table's moments for docs/screenshots, rendered offscreen at 1366x768: a trick's winner marked
(``trick-won-1366x768.png``) and the match won (``match-won-1366x768.png``), and the translated tables
(``table-fr.png``, ``table-ar.png``, ``play-pilotta-el-1280x800.png``).

    python -m tools.screenshots.moments docs/screenshots
"""

from __future__ import annotations

import dataclasses
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication


def _wait(app: QApplication, done: Callable[[], bool], seconds: float = 5.0) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        if done():
            return True
        time.sleep(0.01)
    return False


def trick_won(app: QApplication, path: Path) -> None:
    """A bot's card completes a trick and the table marks its winner: the picture while the mark shows."""
    from belote_desktop.engine import PlayCard, find_variant
    from belote_desktop.ui.table import moments

    from .window import _close, _window, own_table

    window = _window((1366, 768))
    c, local = window.controller, own_table(window)
    local.auto_bots = False
    window.start_game(find_variant("classic"), seed=4)
    before = action = None
    for _ in range(400):  # the third trick's last card, played by a bot
        if c.awaiting_continue:
            c.continue_deal()
            continue
        previous, mover = c.match, c.current_player()
        played = local.play_bot_move_now()
        assert previous is not None and c.match is not None
        if (mover != window.human and isinstance(played, PlayCard) and len(c.match.deal.tricks) == 3
                and len(previous.deal.tricks) == 2):
            before, action = previous, played
            break
    assert before is not None and action is not None, "no trick ended by a bot"
    local.load_match(before)
    window.refresh()
    window.animator.set_speed("normal")
    local.apply(action)

    def marked() -> bool:
        flash = moments.plate_flash(window.scene)
        return flash is not None and flash.isVisible() and flash.opacity() > 0.9

    shown = _wait(app, marked)
    assert shown, "the trick's winner was not marked"
    window.grab().save(str(path))
    _close(window)


def match_won(app: QApplication, path: Path) -> None:
    """The last deal of a short match played out: the match's moment over the end-of-deal panel."""
    from belote_desktop.engine import find_variant

    from .window import _close, _window, own_table

    window = _window((1366, 768))
    c, local = window.controller, own_table(window)
    local.auto_bots = False
    window.start_game(dataclasses.replace(find_variant("classic"), target_score=300), seed=3)  # type: ignore[call-arg]
    window.animator.set_speed("normal")
    for _ in range(3000):
        if c.match is None or c.match.over:
            break
        if c.awaiting_continue:
            window.continue_deal()
            continue
        window.animator.finish_now()
        local.play_bot_move_now()
    window.animator.finish_now()
    assert _wait(app, window.end_panel.isVisible), "no end of the match"
    _wait(app, lambda: False, 1.2)  # the confetti well under way
    window.grab().save(str(path))
    _close(window)


def translated(app: QApplication, folder: Path) -> list[Path]:
    """The table mid-trick in French and Arabic (classic), Pilotta in Greek."""
    from belote_desktop import i18n
    from belote_desktop.engine import find_variant

    from .window import _close, _to_human_card, _window

    written = []
    for lang, game, name in (("fr", "classic", "table-fr.png"), ("ar", "classic", "table-ar.png"),
                             ("el", "pilotta", "play-pilotta-el-1280x800.png")):
        i18n.install_language(app, lang)
        window = _window((1280, 800))
        window.start_game(find_variant(game), seed=4)
        assert _to_human_card(window, want_illegal=False), game
        window.refresh()
        _wait(app, lambda: False, 0.2)
        written.append(folder / name)
        window.grab().save(str(written[-1]))
        _close(window)
    i18n.install_language(app, "en")
    return written


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("BELOTE_DESKTOP_HOME", tempfile.mkdtemp(prefix="belote-shots-"))
    from belote_desktop import _pyside_fix  # noqa: F401
    from PySide6.QtWidgets import QApplication

    args = list(sys.argv[1:] if argv is None else argv)
    folder = Path(args[0] if args else "docs/screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    trick_won(app, folder / "trick-won-1366x768.png")
    match_won(app, folder / "match-won-1366x768.png")
    for path in [folder / "trick-won-1366x768.png", folder / "match-won-1366x768.png", *translated(app, folder)]:
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
