"""The Master's comparison in a window: progress while it runs, both scores, where the lines part, the two
deals stepped side by side; cancelling stops it."""

from __future__ import annotations

import dataclasses

import pytest

from belote_desktop.ai.seeds import bot_seed
from belote_desktop.engine import find_variant, new_deal
from belote_desktop.learn.compare import Bots, _default_think


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
    from belote_desktop.ui.dialogs.comparison import ComparisonDialog

    for seed in range(4, 20):
        deal, levels = _deal(seed=seed)
        if not deal.thrown_in:
            break
    told = []
    bots = Bots(lambda s: levels[s], seed, 0,
                think=lambda view, level, s: _default_think(view, "intermediate" if level == "master" else level, s))
    dialog = ComparisonDialog(deal, 0, ["You", "East", "North", "West"], bots)
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
    from belote_desktop.ui.dialogs.comparison import ComparisonDialog

    deal, levels = _deal(seed=7)
    slow = []

    def think(view, level, seed):
        slow.append(1)
        import time

        time.sleep(0.05)
        return _default_think(view, "beginner", seed)

    dialog = ComparisonDialog(deal, 0, ["You", "East", "North", "West"], Bots(lambda s: levels[s], 7, 0, think=think))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.progress.value() >= 2, timeout=10000)
    dialog.reject()
    assert dialog.comparison is None and len(slow) < len(deal.history)


@pytest.mark.slow
def test_the_end_of_deal_panel_compares_with_the_master(window, qtbot, monkeypatch):
    import belote_desktop.ui.dialogs.comparison as comparison_module
    from belote_desktop.engine import find_variant as variant

    quick = lambda view, level, seed: _default_think(view, "intermediate" if level == "master" else level, seed)  # noqa: E731
    real = comparison_module.ComparisonDialog.__init__

    def init(self, deal, seat, names, bots, *args, **kwargs):
        real(self, deal, seat, names, dataclasses.replace(bots, think=bots.think or quick), *args, **kwargs)

    monkeypatch.setattr(comparison_module.ComparisonDialog, "__init__", init)
    c = window.controller
    c.seat_model.set_levels("expert", "expert")
    window.start_game(variant("classic"), seed=6)
    c.auto_bots = False
    while not c.awaiting_continue:
        c.play_bot_move_now()
    window.animator.finish_now()
    qtbot.waitUntil(lambda: window.end_panel.isVisible())
    assert window.end_panel.compare_button.isVisibleTo(window.end_panel)
    played = c.match.finished[-1]
    dialog = window.deals.compare_with_master()
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.comparison is not None, timeout=60000)
    # the other bots were seeded by position in the game: before the lines part, the same moves
    cut = dialog.comparison.first_difference if dialog.comparison.first_difference >= 0 else len(played.history)
    assert dialog.comparison.master.history[:cut] == played.history[:cut]
    assert any("the Master scored" in window.log.item(i).text() for i in range(window.log.count()))


@pytest.mark.slow
def test_a_comparison_at_an_expert_table_counts_in_the_same_cards_rating(window, qtbot, monkeypatch):
    import belote_desktop.ui.dialogs.comparison as comparison_module
    from belote_desktop.engine import find_variant as variant
    from belote_desktop.storage import stats as stats_store

    quick = lambda view, level, seed: _default_think(view, "beginner", seed)  # noqa: E731
    real = comparison_module.ComparisonDialog.__init__
    monkeypatch.setattr(comparison_module.ComparisonDialog, "__init__",
                        lambda self, deal, seat, names, bots, *a, **k: real(
                            self, deal, seat, names, dataclasses.replace(bots, think=quick), *a, **k))
    window.persist = True
    c = window.controller
    for levels, counted in ((("intermediate", "expert"), False), (("expert", "master"), True)):
        c.seat_model.set_levels(*levels)
        window.start_game(variant("coinche"), seed=3)
        c.auto_bots = False
        while not c.awaiting_continue:
            c.play_bot_move_now()
        before = stats_store.load_stats()[0].for_variant("coinche").same_cards_deals
        dialog = window.deals.compare_with_master()
        qtbot.addWidget(dialog)
        qtbot.waitUntil(lambda d=dialog: d.comparison is not None, timeout=60000)
        # counted once the judge has weighed the choices (or when the dialog closes before)
        if counted:
            qtbot.waitUntil(lambda before=before: stats_store.load_stats()[0].for_variant("coinche").same_cards_deals
                            > before,
                            timeout=60000)
        else:
            dialog.close()
            qtbot.wait(10)
        entry = stats_store.load_stats()[0].for_variant("coinche")
        assert entry.same_cards_deals == before + counted
    assert entry.same_cards_recent[-1] == dialog.comparison.gap
    assert entry.same_cards_judged == 1  # rated with the judge's split of the gap
    assert entry.same_cards_choices == max(0, round(dialog.split.judgement.total_error))
    stats_dialog = window.rules_help.show_statistics()
    qtbot.addWidget(stats_dialog)
    headers = [stats_dialog.table.horizontalHeaderItem(i).text() for i in range(stats_dialog.table.columnCount())]
    assert "Same cards" in headers
    stats_dialog.choose("coinche")
    chart = stats_dialog.charts.rating_chart  # the rating after each compared deal
    assert chart.isVisibleTo(stats_dialog) and len(chart.line) == entry.same_cards_deals
    stats_dialog.resize(900, 480)
    stats_dialog.grab()


def test_the_result_splits_the_gap_into_your_choices_and_the_cards_as_review_says(qtbot, monkeypatch, tmp_path):
    """The comparison's one line is the judge's (learn.judge): the sum of the errors were the choices, the rest of
    the Master's gap the cards, in Review's own words."""
    from belote_desktop.ai import SearchParams
    from belote_desktop.learn import advice
    from belote_desktop.learn.judge import judge_deal
    from belote_desktop.learn.review import split_line
    from belote_desktop.ui.dialogs.comparison import ComparisonDialog

    small = SearchParams(samples=48, max_seconds=60.0, exact_cards=8, exact_samples=12, bid_samples=48,
                         play_likelihood=0.3, public_playouts=True)
    monkeypatch.setattr(advice, "ADVICE_PARAMS", small)
    for seed in range(4, 20):
        deal, levels = _deal(seed=seed)
        if not deal.thrown_in:
            break

    def think(view, level, s):
        return _default_think(view, "intermediate" if level == "master" else level, s)

    dialog = ComparisonDialog(deal, 0, ["You", "East", "North", "West"],
                              Bots(lambda s: levels[s], seed, 0, think=think))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.comparison is not None, timeout=30000)
    assert dialog.split.isVisible() and dialog.split.text() == "Weighing your choices…" or dialog.split.judgement
    qtbot.waitUntil(lambda: dialog.split.judgement is not None, timeout=60000)
    bots = Bots(lambda s: levels[s], seed, 0, master_level="intermediate", think=think)
    judged = judge_deal(deal, 0, bots, luck=False, compare=True)
    assert judged.gap == dialog.comparison.gap
    assert dialog.split.judgement.decisions == judged.decisions
    assert dialog.split.text() == split_line(judged)
    assert str(abs(judged.gap)) in dialog.split.text() or judged.gap == 0
    dialog.grab().save(str(tmp_path / "comparison_split.png"))
    dialog.reject()


def test_after_compare_the_end_panel_says_how_much_was_your_choices_and_how_much_the_cards(window, qtbot,
                                                                                            monkeypatch):
    import belote_desktop.ui.dialogs.comparison as comparison_module
    from belote_desktop.ai import SearchParams
    from belote_desktop.engine import find_variant as variant
    from belote_desktop.learn import advice
    from belote_desktop.learn.review import split_line

    monkeypatch.setattr(advice, "ADVICE_PARAMS", SearchParams(
        samples=48, max_seconds=60.0, exact_cards=8, exact_samples=12, bid_samples=48, play_likelihood=0.3,
        public_playouts=True))
    quick = lambda view, level, seed: _default_think(view, "intermediate" if level == "master" else level, seed)  # noqa: E731
    real = comparison_module.ComparisonDialog.__init__

    def init(self, deal, seat, names, bots, *args, **kwargs):
        real(self, deal, seat, names, dataclasses.replace(bots, think=bots.think or quick), *args, **kwargs)

    monkeypatch.setattr(comparison_module.ComparisonDialog, "__init__", init)
    c = window.controller
    window.start_game(variant("classic"), seed=6)
    c.auto_bots = False
    while not c.awaiting_continue:
        c.play_bot_move_now()
    window.animator.finish_now()
    qtbot.waitUntil(lambda: window.end_panel.isVisible())
    before = list(window.end_panel.lines)
    dialog = window.deal_end.compare_and_judge()
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: getattr(dialog, "split", None) is not None and dialog.split.judgement is not None,
                    timeout=60000)
    line = split_line(dialog.split.judgement)
    qtbot.waitUntil(lambda: line in window.end_panel.lines, timeout=5000)
    assert window.end_panel.lines == before + ["", line] and dialog.split.text() == line
    # told once: a second time changes nothing
    assert not window.deal_end.show_judged(dialog.split.judgement)
    dialog.reject()
