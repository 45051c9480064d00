"""Compare is made once per deal: a second click shows the same comparison at once, thinks nothing again and
counts once in the same-cards rating; a cancelled comparison is not kept."""

from __future__ import annotations

import dataclasses

import pytest

from belote_desktop.engine import find_variant
from belote_desktop.learn.compare import _default_think


def _finish_a_deal(window, levels=("expert", "master")):
    c = window.controller
    c.seat_model.set_levels(*levels)
    window.start_game(find_variant("coinche"), seed=3)
    c.auto_bots = False
    while not c.awaiting_continue:
        c.play_bot_move_now()
    window.animator.finish_now()


def _counting_think(monkeypatch, calls, slow=0.0):
    import time

    import belote_desktop.ui.dialogs.comparison as comparison_module

    def think(view, level, seed):
        calls.append(level)
        time.sleep(slow)
        return _default_think(view, "beginner", seed)

    real = comparison_module.ComparisonDialog.__init__
    monkeypatch.setattr(comparison_module.ComparisonDialog, "__init__",
                        lambda self, deal, seat, names, bots, *a, **k: real(
                            self, deal, seat, names, dataclasses.replace(bots, think=think), *a, **k))


@pytest.mark.slow
def test_a_second_click_shows_the_same_comparison_at_once(window, qtbot, monkeypatch):
    from belote_desktop.storage import stats as stats_store

    calls: list[str] = []
    _counting_think(monkeypatch, calls)
    window.persist = True
    _finish_a_deal(window)
    before = stats_store.load_stats()[0].for_variant("coinche").same_cards_deals
    first = window.deals.compare_with_master()
    qtbot.addWidget(first)
    qtbot.waitUntil(lambda: first.comparison is not None, timeout=60000)
    assert calls, "the first comparison thinks"
    thought = len(calls)
    first.close()
    second = window.deals.compare_with_master()
    qtbot.addWidget(second)
    assert second.comparison is first.comparison  # at once, no waiting
    assert len(calls) == thought and second.progress.isHidden() and second.tables.isVisibleTo(second)
    assert stats_store.load_stats()[0].for_variant("coinche").same_cards_deals == before + 1
    talked = [window.log.item(i).text() for i in range(window.log.count())]
    assert sum("the Master scored" in line for line in talked) == 1
    second.close()
    # the next deal has its own comparison
    window.end_panel.continue_button.click()
    c = window.controller
    while not c.awaiting_continue:
        c.play_bot_move_now()
    window.animator.finish_now()
    third = window.deals.compare_with_master()
    qtbot.addWidget(third)
    qtbot.waitUntil(lambda: third.comparison is not None, timeout=60000)
    assert third.comparison is not first.comparison and len(calls) > thought


def test_a_cancelled_comparison_is_made_again(window, qtbot, monkeypatch):
    calls: list[str] = []
    _counting_think(monkeypatch, calls, slow=0.05)
    _finish_a_deal(window)
    first = window.deals.compare_with_master()
    qtbot.addWidget(first)
    qtbot.waitUntil(lambda: len(calls) >= 1, timeout=20000)
    first.reject()
    assert first.comparison is None
    again = window.deals.compare_with_master()
    qtbot.addWidget(again)
    assert again.comparison is None  # not kept: made anew
    qtbot.waitUntil(lambda: again.comparison is not None, timeout=60000)
