"""The end-of-deal panel keeps still when the review comes: its size and place, and so Compare with the Master
under the mouse, are the same before and after (the reviewed cards take the room kept for them below it, the
verdict the room kept in it); and a new deal's panel opens scrolled to its title, at a laptop's 1024x600 too."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt

from belote_desktop.engine import find_variant
from belote_desktop.learn.judge import Judgement
from belote_desktop.learn.review import Review

FAILED_SEED = 2  # Belote (classic), seed 2: the first deal is played and the player's contract fails


def _first_deal_to_its_end(window) -> None:
    c = window.controller
    c.auto_bots = False
    while not c.awaiting_continue:
        c.play_bot_move_now()
    window.animator.finish_now()
    assert window.end_panel.isVisible()


class _Pool:
    """Holds the review's task instead of running its search."""

    tasks: list = []

    @classmethod
    def globalInstance(cls):  # noqa: N802 (QThreadPool's)
        return cls

    @classmethod
    def start(cls, task) -> None:
        cls.tasks.append(task)


def _review(window, qtbot, monkeypatch) -> None:
    """Review my play clicked, and the review's answer as the window takes it (no search: a Master's gap with
    nothing marked)."""
    from belote_desktop.ui.window import deal_end as deal_end_module

    monkeypatch.setattr(deal_end_module, "QThreadPool", _Pool)
    qtbot.mouseClick(window.end_panel.review_button, Qt.MouseButton.LeftButton)
    assert not window.end_panel.review_button.isEnabled()  # thinking
    judged = Judgement(window.human, (), gap=27, master_score=61, played_score=34)
    deal_end = window.deal_end
    deal_end._on_review(deal_end._review_token, Review([], [], judgement=judged))
    assert window.scene.review_strip is not None


def _where(window) -> tuple[QRect, QPoint]:
    panel = window.end_panel
    button = panel.compare_button
    return QRect(panel.geometry()), button.mapTo(window, button.rect().center())


def _title_in_sight(panel) -> bool:
    scroll = panel.lines_scroll
    top = panel.title.mapTo(scroll.viewport(), QPoint(0, 0)).y()
    return scroll.verticalScrollBar().value() == 0 and top >= 0


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_compare_keeps_its_place_when_the_review_is_shown(window, qtbot, monkeypatch, size):
    window.resize(*size)
    qtbot.wait(10)
    window.start_game(find_variant("classic"), seed=FAILED_SEED)
    _first_deal_to_its_end(window)
    result = window.controller.match.finished[-1].result()
    assert result.made is False
    panel = window.end_panel
    assert _title_in_sight(panel), size
    before = _where(window)
    _review(window, qtbot, monkeypatch)
    qtbot.wait(10)
    window.overlays.place()
    assert _where(window) == before, size  # the same size, place and Compare
    strip = window.scene.review_strip
    assert panel.geometry().bottom() <= window.table.mapFromScene(strip.sceneBoundingRect().topLeft()).y(), size
    assert _title_in_sight(panel), size
    assert any(line.startswith("Review: ") for line in panel.lines)


def test_the_next_panel_opens_scrolled_to_its_title(window, qtbot, monkeypatch):
    window.resize(1024, 600)
    qtbot.wait(10)
    window.start_game(find_variant("classic"), seed=FAILED_SEED)
    _first_deal_to_its_end(window)
    _review(window, qtbot, monkeypatch)
    bar = window.end_panel.lines_scroll.verticalScrollBar()
    assert bar.maximum() > 0  # at this size the words scroll
    bar.setValue(bar.maximum())  # the player read them to the end
    window.end_panel.continue_button.click()
    _first_deal_to_its_end(window)
    assert _title_in_sight(window.end_panel)


def test_the_reviewed_panel_opens_on_its_title(window, qtbot, monkeypatch):
    """Words read to their end, then Review my play: the panel shown again with the verdict opens on its title."""
    window.resize(1024, 600)
    qtbot.wait(10)
    window.start_game(find_variant("classic"), seed=FAILED_SEED)
    _first_deal_to_its_end(window)
    bar = window.end_panel.lines_scroll.verticalScrollBar()
    assert bar.maximum() > 0  # the cards' room kept below: the words scroll at this size
    bar.setValue(bar.maximum())
    _review(window, qtbot, monkeypatch)
    window.overlays.place()
    assert _title_in_sight(window.end_panel)
