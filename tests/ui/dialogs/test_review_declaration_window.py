"""The defect as the player met it: deal code 000ZS-Y996K-A (classic), the player takes, plays his first card
instead of declaring the Tierce, plays the deal out and asks for the review: it failed with an AssertionError."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from tests.ui.dialogs.test_review import SMALL

from belote_desktop.engine import DECLARE, Phase, PlayCard


def test_review_after_a_skipped_tierce_names_it(window, qtbot, monkeypatch):
    from belote_desktop.ai import SEARCH_PARAMS, Level
    from belote_desktop.learn import advice

    monkeypatch.setattr(advice, "ADVICE_PARAMS", SMALL)
    monkeypatch.setitem(SEARCH_PARAMS, Level.MASTER, SMALL)
    monkeypatch.setitem(SEARCH_PARAMS, Level.EXPERT, SMALL)
    assert window.deals.start_deal_code("000ZS-Y996K-A")
    c = window.controller
    skipped = False
    for _ in range(120):
        qtbot.waitUntil(lambda: c.awaiting_continue or window.end_panel.isVisible()
                        or (c.is_human_turn() and not window.animator.busy), timeout=8000)
        if c.awaiting_continue or window.end_panel.isVisible():
            break
        view = c.view()
        if view.phase is Phase.BIDDING:
            panel = window.bidding
            key = next(k for k in ("take", "take_C", "take_D", "take_H", "take_S", "pass")
                       if k in panel.buttons and panel.buttons[k].isEnabled())
            panel.buttons[key].click()
            continue
        skipped = skipped or DECLARE in view.legal_actions
        legal = [a.card for a in view.legal_actions if isinstance(a, PlayCard)]
        window.scene.cardDoubleClicked.emit(legal[0])  # the first card, as Enter plays it: no declaration
    assert skipped, "the deal offers the player a Tierce"
    qtbot.waitUntil(lambda: window.end_panel.isVisible(), timeout=8000)
    deal = c.match.finished[-1]
    assert not any(a == DECLARE for s, a in deal.history if s == window.context.human)
    with qtbot.waitSignal(window.reviewFinished, timeout=90000):
        QTest.mouseClick(window.end_panel.review_button, Qt.MouseButton.LeftButton)
    text = "\n".join(window.deal_end.review_window.lines)
    assert "without declaring a tierce" in text, text
