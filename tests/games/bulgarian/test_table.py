"""Bulgarian Belot at the table: the human's calls on the panel, the end-of-deal panel in match points, and
the game's own words (belot, contra) in Bulgarian."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from belote_desktop.engine import Phase, find_variant
from belote_desktop.engine.actions import Call

BG = find_variant("bulgarian")


def _until(window, done, limit=3000):
    c = window.controller
    for _ in range(limit):
        if done():
            return True
        if c.match is None or c.match.over:
            return done()
        if c.awaiting_continue:
            window.continue_deal()
            continue
        c.play_bot_move_now()
    return done()


def test_the_human_calls_on_the_panel_and_the_deal_ends_in_match_points(window):
    window.controller.auto_bots = False
    window.start_game(BG, seed=4)
    c = window.controller

    def human_bids():
        view = c.view()
        return view is not None and view.phase is Phase.BIDDING and c.current_player() == window.human

    assert _until(window, human_bids)
    window.refresh()
    panel = window.bidding
    assert panel.isVisible() and "call_AT" in panel.buttons and "double" in panel.buttons
    legal = c.view().legal_actions
    calls = [a for a in legal if isinstance(a, Call)]
    assert all(panel.buttons[f"call_{a.strain.code}"].isEnabled() for a in calls)
    assert _until(window, lambda: c.awaiting_continue and not c.match.finished[-1].thrown_in)
    end = window.end_panel
    assert end.isVisible()
    shown = [end.grid_host.grid.itemAt(i).widget().text() for i in range(end.grid_host.grid.count())
             if end.grid_host.grid.itemAt(i).widget()]
    assert "Match points scored" in shown and any(t.startswith("Match points (÷ 10, limit") for t in shown)
    result = c.match.finished[-1].result()
    assert all(str(v) in shown for v in result.score)


@pytest.mark.slow
def test_bulgarian_words_in_bulgarian(qtbot):
    from belote_desktop import i18n
    from belote_desktop.engine import new_deal
    from belote_desktop.engine.actions import CALL
    from belote_desktop.engine import Strain
    from belote_desktop.learn import table_words as text
    from belote_desktop.ui.bidding.panel import BiddingPanel

    app = QApplication.instance()
    assert i18n.install_language(app, "bg")
    try:
        state = new_deal(BG, dealer=3, seed=1).apply(CALL[Strain.HEARTS])
        panel = BiddingPanel()
        qtbot.addWidget(panel)
        panel.set_view(state.view_for(1))
        assert panel.buttons["double"].text().startswith("Контра")
        assert text.announcement_text("belote", (), BG) == "Белот!"
        assert text.announcement_text("rebelote", (), find_variant("classic")) != "Белот!"  # the French word
    finally:
        i18n.install_language(app, "en")
    assert text.announcement_text("belote", (), BG) == "Belot!"
    assert text.announcement_text("belote", (), find_variant("classic")) == "Belote!"
