"""Screenshots of the learning aids for docs/screenshots, rendered offscreen.

    python -m tools.screenshots.window docs/screenshots

- hint-illegal-card.png: a greyed card under the mouse, its rule in the hint line and the tooltip
- suggestion.png: the Suggest button's card, outlined, and its reason
- tutorial.png: the guided deal with its banner (1280x800)
- tutorial-FAMILY-1366x768.png: each family's guided deal at a lesson that shows what the family does
  differently (``FAMILY_LESSONS``), on a laptop-sized window
- the panels at 1280x800 and 900x650: bidding-{classic,coinche}-SIZE, play-{classic,coinche}-SIZE,
  play-classic-900x650-drawer (the side panel in its drawer over the table), end-of-deal-{classic,coinche}-SIZE,
  review-coinche-SIZE, end-of-match-classic-SIZE
- {bidding,play,end-of-deal}-GAME-SIZE (and end-of-deal-failed-GAME-SIZE): the family's games at both sizes
- table-{three-alone-24,two-alone-16,four-clockwise-36}-1280x800.png: the made-up table shapes
- table-kitty-SIZE.png: a Tarabish-like deal (3-card kitties) during the auction, through the window
- table-open-cards-SIZE.png: a two-player open-cards-like deal (4 face-down table cards each covered by
  a face-up one); such a ruleset cannot be played yet, so the table scene is drawn from the deal alone
- {bidding,play,end-of-deal}-{belot_3p,belot_2p,belot_2p_open}-SIZE: Belot for 3 and for 2
- first-window-1366x768.png: the first window on a 1366x768 laptop screen (offscreen screen of
  that size, see ``LAPTOP_SCREEN``)

Deterministic: fixed seeds, instant animations, no bot pause; nothing is saved.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # for the checker only: the functions import Qt and the window themselves
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QPixmap

    from belote_desktop.app.table import LocalControls
    from belote_desktop.engine import MatchState, PlayerView, Ruleset
    from belote_desktop.ui.window.main_window import MainWindow

SIZE = (1280, 800)
PANEL_SIZES = ((1280, 800), (900, 650))
LAPTOP_SCREEN = {"screens": [{"name": "laptop", "x": 0, "y": 0, "width": 1366, "height": 768,
                              "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}


def _window(size: tuple[int, int] = SIZE) -> MainWindow:
    from PySide6.QtCore import QCoreApplication

    from belote_desktop.storage.settings import Settings
    from belote_desktop.ui.window.main_window import MainWindow

    settings = Settings()
    settings.animation_speed = "instant"
    settings.bot_pause_ms = 0
    window = MainWindow(interactive=False, settings=settings)
    window.persist = False
    own_table(window).auto_bots = False
    window.resize(*size)
    window.show()
    QCoreApplication.processEvents()
    return window


def own_table(window: MainWindow) -> LocalControls:
    """The window's own table (a screenshot's window plays its own game): its computer players' controls."""
    local = window.controller.local
    assert local is not None, "the window's own table"
    return local


def _close(window: MainWindow) -> None:
    """Close and delete the window in the GUI thread (never left to a garbage collection elsewhere)."""
    from PySide6.QtCore import QCoreApplication, QEvent

    window.close()
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _settle(window: MainWindow) -> None:
    from PySide6.QtCore import QCoreApplication

    for _ in range(4):
        QCoreApplication.processEvents()
    window.animator.finish_now()
    QCoreApplication.processEvents()


def _to_human_card(window: MainWindow, want_illegal: bool, max_actions: int = 400) -> bool:
    """Bots play every seat (the human's bids too) until the human must play a card."""
    c = window.controller
    for _ in range(max_actions):
        match = c.match
        if match is None or match.over:
            return False
        if c.awaiting_continue:
            window.continue_deal()
            continue
        if _human_card_wanted(window, want_illegal):
            return True
        own_table(window).play_bot_move_now()
    return False


def _human_card_wanted(window: MainWindow, want_illegal: bool) -> bool:
    """The human must play a card to a trick begun (with ``want_illegal``, some of his cards not allowed)."""
    from belote_desktop.engine import Phase, PlayCard

    c = window.controller
    view = c.view()
    if view is None or view.phase is not Phase.PLAY or c.current_player() != window.human:
        return False
    plays = [a for a in view.legal_actions if isinstance(a, PlayCard)]
    if len(plays) != len(view.legal_actions) or (want_illegal and len(plays) >= len(view.hand)):
        return False
    return bool(view.trick)


def _grab_with_tooltip(window: MainWindow, at: QPoint) -> QPixmap:
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
    from PySide6.QtCore import QEvent, QPoint
    from PySide6.QtWidgets import QGraphicsSceneHoverEvent, QToolTip

    from belote_desktop.engine import find_variant

    window = _window()
    window.start_game(find_variant("classic"), seed=seed)
    if not _to_human_card(window, want_illegal=True):
        raise RuntimeError("no position with a greyed card for this seed")
    window.refresh()
    _settle(window)
    snapshot = window.scene.snapshot
    assert snapshot is not None
    card = sorted(window.rule_hints.explanations, key=snapshot.hand.index)[-1]
    item = window.scene.items_by_key[("card", card)]
    item.hoverEnterEvent(QGraphicsSceneHoverEvent(QEvent.Type.GraphicsSceneHoverEnter))  # the mouse is over it
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

    from belote_desktop.engine import find_variant

    window = _window()
    window.start_game(find_variant("classic"), seed=seed)
    if not _to_human_card(window, want_illegal=False):
        raise RuntimeError("the human never had a card to play")
    window.refresh()
    window.suggest()
    QThreadPool.globalInstance().waitForDone()
    for _ in range(20):
        QCoreApplication.processEvents()
        if window.suggester.suggestion is not None:
            break
    window.toast.hide()
    _settle(window)
    window.grab().save(str(path))
    _close(window)


FAMILY_LESSONS = {  # family -> (the lesson shown, its occurrence from 1)
    "turned_card": ("partner_exemption", 1), "point_auction": ("coinche", 1), "contract_auction": ("declare", 1),
    "sun_hokum": ("ladder", 1), "name_in_turn": ("kitty", 1), "dealer_card": ("bid", 1),
    "table_cards": ("table_cards", 1),
    "three_alone": ("trump", 1),
}


def family_tutorials(folder: Path) -> list[Path]:
    out = []
    for family, (lesson, occurrence) in FAMILY_LESSONS.items():
        path = folder / f"tutorial-{family.replace('_', '-')}-1366x768.png"
        tutorial(path, lesson, family, (1366, 768), occurrence)
        out.append(path)
    return out


def tutorial(path: Path, lesson: str = "partner_exemption", family: str | None = None,
             size: tuple[int, int] = SIZE, occurrence: int = 1) -> None:
    from PySide6.QtCore import QCoreApplication

    from belote_desktop.learn.tutorial import StepKind

    window = _window(size)
    own_table(window).auto_bots = True
    window.start_tutorial(family)
    seen = 0
    mode = window.tutorial_mode
    for _ in range(400):
        QCoreApplication.processEvents()
        tut = mode.tutorial
        if tut is None:
            break
        if window.animator.busy or not window.controller.is_human_turn():
            continue
        if tut.current_step.kind is StepKind(lesson):
            seen += 1
            if seen == occurrence:
                break
        action = tut.expected_action()
        assert action is not None  # the human's turn in the tutorial: its script says the move
        window.controller.human_action(action)
    _settle(window)
    window.refresh()
    window.toast.hide()
    _settle(window)
    window.grab().save(str(path))
    window.tutorial_mode.stop(restore=False)
    _close(window)


def _play_until(window: MainWindow, done: Callable[[MainWindow], bool], max_actions: int = 3000) -> bool:
    """Bots play every seat (the human's too) until ``done(window)``; a finished deal is continued."""
    c = window.controller
    for _ in range(max_actions):
        if done(window):
            return True
        match = c.match
        if match is None or match.over:
            return done(window)
        if c.awaiting_continue:
            window.continue_deal()
            continue
        own_table(window).play_bot_move_now()
    return done(window)


def _human_bids(window: MainWindow) -> bool:
    from belote_desktop.engine import Phase

    c = window.controller
    view = c.view()
    return view is not None and view.phase is Phase.BIDDING and c.current_player() == window.human


def _match(window: MainWindow) -> MatchState:
    match = window.controller.match
    assert match is not None  # every shot starts a game first
    return match


def _deal_over(window: MainWindow) -> bool:
    return window.controller.awaiting_continue and not _match(window).finished[-1].thrown_in


def _shot(window: MainWindow, path: Path, quality: int = -1) -> None:
    _settle(window)
    window.refresh()
    window.toast.hide()
    _settle(window)
    if not window.grab().save(str(path), None, quality):  # the format from the file's suffix
        raise OSError(f"could not write {path}")


def panels(folder: Path) -> list[Path]:
    """The table's panels at 1280x800 and 900x650: a laptop window and a small one."""
    from PySide6.QtCore import QCoreApplication, QThreadPool

    from belote_desktop.engine import find_variant

    written: list[Path] = []
    for width, height in PANEL_SIZES:
        size = f"{width}x{height}"

        def fresh(variant: str, seed: int, window_size: tuple[int, int] = (width, height)) -> MainWindow:
            window = _window(window_size)
            window.start_game(find_variant(variant), seed=seed)
            return window

        for variant, seed in (("classic", 4), ("coinche", 3)):
            # the bid and the play of every game at every size: every_game.py
            if (width, height) == (900, 650) and variant == "classic":
                window = fresh(variant, seed)
                if not _to_human_card(window, want_illegal=False):
                    raise RuntimeError(f"the human never played in {variant}")
                window.dock.toggle()
                written.append(folder / f"play-{variant}-{size}-drawer.png")
                _shot(window, written[-1])
                _close(window)
            window = fresh(variant, seed)
            _play_until(window, _deal_over)
            written.append(folder / f"end-of-deal-{variant}-{size}.png")
            _shot(window, written[-1])
            if variant == "coinche":
                window.deal_end.review_last_deal()
                QThreadPool.globalInstance().waitForDone()
                for _ in range(50):
                    QCoreApplication.processEvents()
                    if not window.end_panel.review_button.isVisible():
                        break
                written.append(folder / f"review-{variant}-{size}.png")
                _shot(window, written[-1])
            _close(window)
        window = fresh("classic", 4)
        _play_until(window, lambda w: _match(w).over)
        written.append(folder / f"end-of-match-classic-{size}.png")
        _shot(window, written[-1])
        _close(window)
    return written


def game_panels(folder: Path, variant: str, seed: int, failed_seed: int | None = None) -> list[Path]:
    """One game of the family at both sizes: the end of a deal (its bid and play at every size are
    ``every_game.py``'s); with ``failed_seed``, also the end of a deal whose contract failed
    (end-of-deal-failed-GAME-SIZE)."""
    from belote_desktop.engine import find_variant

    written: list[Path] = []
    # (its bid and play at every size: every_game.py)
    shots: list[tuple[str, Callable[[MainWindow], bool] | None, int]] = [("end-of-deal", _deal_over, seed)]
    if failed_seed is not None:
        shots.append(("end-of-deal-failed", _deal_over, failed_seed))
    for width, height in PANEL_SIZES:
        size = f"{width}x{height}"
        for name, until, game_seed in shots:
            window = _window((width, height))
            window.start_game(find_variant(variant), seed=game_seed)
            reached = _to_human_card(window, want_illegal=False) if until is None else _play_until(window, until)
            if not reached:
                raise RuntimeError(f"no {name} shot in {variant} (seed {seed})")
            written.append(folder / f"{name}-{variant}-{size}.png")
            _shot(window, written[-1])
            _close(window)
    return written


LAPTOP_SIZE = (1366, 768)


def end_of_deal_laptop(folder: Path, presets: Iterable[str] | None = None) -> list[Path]:
    """Every game's end-of-deal panel in a 1366x768 window (end-of-deal-GAME-1366x768.png), where the
    panel must leave North's name plate and the side hands in sight."""
    from belote_desktop.engine import VARIANTS, find_variant

    written: list[Path] = []
    for variant in presets or VARIANTS:
        window = _window(LAPTOP_SIZE)
        window.start_game(find_variant(variant), seed=5)
        if not _play_until(window, _deal_over):
            raise RuntimeError(f"no deal played to its end in {variant}")
        written.append(folder / f"end-of-deal-{variant}-{LAPTOP_SIZE[0]}x{LAPTOP_SIZE[1]}.png")
        _shot(window, written[-1])
        _close(window)
    return written


def belot_small(folder: Path) -> list[Path]:
    """Belot for 3, for 2 and for 2 with open cards at 1280x800 and 900x650: the human's call,
    the play a few tricks in, the end of a deal in match points."""
    from belote_desktop.engine import find_variant

    written: list[Path] = []
    for width, height in PANEL_SIZES:
        size = f"{width}x{height}"
        for variant, seed in (("belot_3p", 4), ("belot_2p", 4), ("belot_2p_open", 4)):
            # the bid and the first card at every size: every_game.py; here a few tricks in
            for name, done in (("play-late", _human_plays_late), ("end-of-deal", _deal_over)):
                window = _window((width, height))
                window.start_game(find_variant(variant), seed=seed)
                if not _play_until(window, done):
                    raise RuntimeError(f"no {name} moment in {variant}")
                written.append(folder / f"{name}-{variant}-{size}.png")
                _shot(window, written[-1])
                _close(window)
    return written


def _human_plays_late(window: MainWindow) -> bool:
    """The human to play after a few tricks (some face-down cards turned up)."""
    from belote_desktop.engine import Phase

    deal = _match(window).deal
    return deal.phase is Phase.PLAY and len(deal.tricks) >= 5 and window.controller.current_player() == window.human


def table_shapes(folder: Path) -> list[Path]:
    """Mid-deal tables of the made-up shapes (engine/shapes.py): 3 alone, 2 alone, 4 clockwise."""
    from belote_desktop.engine.shapes import MADE_UP

    written: list[Path] = []
    for name, rules in MADE_UP.items():
        window = _window()
        window.start_game(rules, seed=3)

        def mid_play(w: MainWindow) -> bool:
            deal = _match(w).deal
            return len(deal.tricks) >= 3 and not deal.trick

        _play_until(window, mid_play)
        target = folder / f"table-{name}-1280x800.png"
        _shot(window, target)
        _close(window)
        written.append(target)
    return written


def _kitty_rules() -> Ruleset:
    """3+3 in hand and a 3-card kitty each, picked up after a coinche auction (Tarabish-like)."""
    from belote_desktop.engine import DeckKind, Direction, find_variant

    return find_variant("coinche").with_overrides({
        "deck": DeckKind.LONG_36.value, "direction": Direction.CLOCKWISE.value, "first_packets": [3, 3],
        "kitty_packets": [3], "first_receiver": 3})


def _open_cards_rules() -> Ruleset:
    """Open-cards-like Belot for two: 3+2 in hand, four face-down table cards each covered by a face-up
    one, a turned card, three more after the auction."""
    from belote_desktop.engine import find_variant

    return find_variant("classic").with_overrides({
        "players": 2, "partnerships": False, "table_down_packets": [4], "table_up_packets": [4],
        "second_packets": [3]})


def _scene_shot(view: PlayerView, size: tuple[int, int], names: list[str], path: Path) -> None:
    """The table alone (no window around it) showing ``view``."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from belote_desktop.ui.table.layout import snapshot_from_view
    from belote_desktop.ui.table.scene import TableScene

    scene = TableScene()
    scene.resize_table(*size)
    scene.set_view(view, names)
    scene.sync(snapshot_from_view(view))
    image = QImage(*size, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, QRectF(0, 0, *size), QRectF(0, 0, *size))
    painter.end()
    image.save(str(path))
    scene.clear_cards()


def table_zones(folder: Path) -> list[Path]:
    """Kitty and table cards: a kitty deal during the auction, an open-cards deal (both sizes)."""
    from belote_desktop.engine import new_deal

    written: list[Path] = []
    for width, height in PANEL_SIZES:
        size = f"{width}x{height}"
        window = _window((width, height))
        window.start_game(_kitty_rules(), seed=5)
        if not _play_until(window, _human_bids):
            raise RuntimeError("the human never bid in the kitty deal")
        written.append(folder / f"table-kitty-{size}.png")
        _shot(window, written[-1])
        _close(window)
        view = new_deal(_open_cards_rules(), dealer=1, seed=3).view_for(0)
        written.append(folder / f"table-open-cards-{size}.png")
        _scene_shot(view, (width, height), ["You", "Opponent"], written[-1])
    return written


def first_window(path: Path) -> None:
    """The first window as it opens on this screen (1366x768 with ``LAPTOP_SCREEN``), mid-auction."""
    from PySide6.QtCore import QCoreApplication

    from belote_desktop.engine import find_variant
    from belote_desktop.storage.settings import Settings
    from belote_desktop.ui.window.main_window import MainWindow

    settings = Settings()
    settings.animation_speed = "instant"
    settings.bot_pause_ms = 0
    window = MainWindow(interactive=False, settings=settings)  # no resize: the size it picks itself
    window.persist = False
    own_table(window).auto_bots = False
    window.show()
    QCoreApplication.processEvents()
    window.start_game(find_variant("classic"), seed=4)
    _play_until(window, _human_bids)
    _shot(window, path)
    _close(window)


def main(argv: list[str] | None = None) -> int:
    if "QT_QPA_PLATFORM" not in os.environ:  # offscreen, on a laptop-sized screen (first-window shot)
        import json
        import tempfile

        config = Path(tempfile.mkdtemp(prefix="belote-screen-")) / "screen.json"
        config.write_text(json.dumps(LAPTOP_SCREEN))
        os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
    os.environ["BELOTE_DESKTOP_ANIMATION"] = "instant"
    from belote_desktop import _pyside_fix  # noqa: F401
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
                       ("tutorial.png", tutorial), ("first-window-1366x768.png", first_window)):
        target = folder / name
        make(target)
        print(target)
    for target in [*panels(folder), *game_panels(folder, "tarabish", 4), *game_panels(folder, "clabber", 4, failed_seed=6),
                   *game_panels(folder, "decouverte", 6), *belot_small(folder), *table_shapes(folder),
                   *table_zones(folder), *family_tutorials(folder), *end_of_deal_laptop(folder)]:
        print(target)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
