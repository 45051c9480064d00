"""A whole deal played through the UI (human by clicks and keys, bots in the thread pool)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from belote_desktop.engine import Phase, PlayCard
from tests.rulesets import slow_after


def _human_moves(window, qtbot, limit=120):
    c = window.controller
    for _ in range(limit):
        qtbot.waitUntil(lambda: c.awaiting_continue or (c.is_human_turn() and not window.animator.busy),
                        timeout=8000)
        if c.awaiting_continue:
            return
        view = c.view()
        if view.phase is Phase.BIDDING:
            panel = window.bidding
            assert panel.isVisible()
            # take when possible (so that a deal is played), through the panel's button
            key = next((k for k in ("take", "take_C", "take_D", "take_H", "take_S") if k in panel.buttons
                        and panel.buttons[k].isEnabled()), None)
            if key is None and "bid" in panel.buttons:
                QTest.keyClick(window.table, Qt.Key.Key_4)  # spades
                if panel.buttons["bid"].isEnabled():
                    key = "bid"
            if key is None:
                key = "pass"
            panel.buttons[key].click()
        elif any(not isinstance(a, PlayCard) for a in view.legal_actions):  # may declare
            window.bidding.buttons["declare"].click()
        else:
            legal = [a.card for a in view.legal_actions if isinstance(a, PlayCard)]
            window.scene.cardDoubleClicked.emit(legal[0])
    raise AssertionError("the deal did not end")


@pytest.mark.parametrize("variant_id, seed", slow_after([("classic", 5), ("coinche", 8)], several=True))
def test_whole_deal_reaches_end_of_deal_panel(window, qtbot, variant_id, seed):
    from belote_desktop.engine import find_variant

    window.start_game(find_variant(variant_id), seed=seed)
    for _deal in range(3):  # a thrown-in deal shows the panel too; play on until cards were played
        _human_moves(window, qtbot)
        qtbot.waitUntil(lambda: window.end_panel.isVisible(), timeout=5000)
        deal = window.controller.match.finished[-1]
        if not deal.thrown_in:
            break
        window.end_panel.continue_button.click()
    assert window.end_panel.isVisible()
    assert deal.is_terminal() and len(deal.tricks) == deal.rules.hand_size
    result = deal.result()
    assert len(window.end_panel.rows) >= 5  # cards, last trick, ..., total, points scored
    assert window.score_model.rowCount() == len(window.controller.match.finished) + 1
    # continue to the next deal
    window.end_panel.continue_button.click()
    assert not window.end_panel.isVisible()
    assert window.controller.match.deal.phase is Phase.BIDDING
    assert sum(result.card_points) >= 162
