"""The Master's comparison in a window: progress while it runs, both scores, where the lines part, the two
deals stepped side by side; cancelling stops it."""

from __future__ import annotations


from belote_desktop.ai.seeds import bot_seed
from belote_desktop.engine import find_variant, new_deal
from belote_desktop.learn.compare import _default_think


def _deal(variant="classic", seed=6, levels=("beginner", "intermediate", "intermediate", "intermediate")):
    rules = find_variant(variant)
    state = new_deal(rules, dealer=1, seed=seed)
    while not state.is_terminal():
        mover = state.current_player()
        view = state.view_for(mover)
        legal = view.legal_actions
        action = legal[0] if len(legal) == 1 else _default_think(
            view, levels[mover], bot_seed(seed, 0, len(state.history), mover))
        state = state.apply(action)
    return state, levels


def test_the_comparison_shows_both_scores_and_where_they_part(qtbot):
    from belote_desktop.ui.widgets.comparison import ComparisonDialog

    for seed in range(4, 20):
        deal, levels = _deal(seed=seed)
        if not deal.thrown_in:
            break
    told = []
    dialog = ComparisonDialog(deal, 0, ["You", "East", "North", "West"], lambda s: levels[s], seed, 0,
                              think=lambda view, level, s: _default_think(
                                  view, "intermediate" if level == "master" else level, s))
    qtbot.addWidget(dialog)
    dialog.compared.connect(told.append)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.comparison is not None, timeout=30000)
    comparison = dialog.comparison
    assert told == [comparison] and comparison.played is deal
    assert str(comparison.played_score) in dialog.scores.text() and str(comparison.master_score) in dialog.scores.text()
    assert dialog.progress.isHidden() and dialog.tables.isVisible()
    if comparison.first_difference >= 0:
        assert "Master chose" in dialog.parting.text()
    assert dialog.slider.maximum() == len(dialog.mine.plays)
    dialog.slider.setValue(dialog.slider.maximum())
    assert dialog.mine.step == len(dialog.mine.plays) and dialog.master.step == len(dialog.master.plays)
    dialog.grab()


def test_cancelling_stops_the_comparison(qtbot):
    from belote_desktop.ui.widgets.comparison import ComparisonDialog

    deal, levels = _deal(seed=7)
    slow = []

    def think(view, level, seed):
        slow.append(1)
        import time

        time.sleep(0.05)
        return _default_think(view, "beginner", seed)

    dialog = ComparisonDialog(deal, 0, ["You", "East", "North", "West"], lambda s: levels[s], 7, 0, think=think)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.progress.value() >= 2, timeout=10000)
    dialog.reject()
    assert dialog.comparison is None and len(slow) < len(deal.history)
