"""The statistics window read at a glance: its chart widget's geometry, the figures and what they mean, the
game chooser, no sideways scroll at 900x650, and the empty state."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from belote_desktop.engine import VARIANTS, find_variant, new_match
from belote_desktop.storage.stats import MatchRecord, Statistics, VariantStats, record_comparison
from belote_desktop.ui.look import palette


@pytest.fixture
def chart(qtbot):
    from belote_desktop.ui.dialogs.charts import Chart

    widget = Chart("A chart")
    widget.resize(400, 240)
    qtbot.addWidget(widget)
    return widget


def test_nice_ticks_hold_every_value_and_zero():
    from belote_desktop.ui.dialogs.charts import nice_ticks

    for low, high in ((0, 3), (-36, 80), (5, 5), (-7, -2), (0.2, 0.9), (0, 1234)):
        ticks = nice_ticks(low, high)
        assert ticks[0] <= min(low, 0) and ticks[-1] >= max(high, 0) and 0.0 in ticks
        steps = {round(b - a, 9) for a, b in zip(ticks, ticks[1:])}
        assert len(steps) == 1 and 2 <= len(ticks) <= 8  # evenly spaced, a handful
    assert nice_ticks(0, 2, integer=True) == [0.0, 1.0, 2.0]


def test_one_point_sits_in_the_middle_at_its_height(chart):
    chart.set_line([25])
    plot = chart.plot_rect()
    [point] = chart.line_points()
    assert point.x() == pytest.approx(plot.center().x())
    ticks = chart.y_ticks()
    assert ticks[0] == 0 and ticks[-1] >= 25
    assert point.y() == pytest.approx(plot.bottom() - 25 / ticks[-1] * plot.height())
    assert chart.y_of(ticks[-1]) == pytest.approx(plot.top()) and chart.y_of(0) == pytest.approx(plot.bottom())


def test_many_points_spread_evenly_left_to_right(chart):
    values = [3, -1, 4, 1, -5, 9, 2, 6]
    chart.set_line(values)
    points = chart.line_points()
    plot = chart.plot_rect()
    xs = [p.x() for p in points]
    gaps = {round(b - a, 6) for a, b in zip(xs, xs[1:])}
    assert len(gaps) == 1 and plot.left() < xs[0] < xs[-1] < plot.right()
    zero = chart.y_of(0)
    for value, point in zip(values, points):  # higher values higher up; negatives below the zero line
        assert (point.y() < zero) == (value > 0) and (point.y() > zero) == (value < 0)
    order = sorted(range(len(values)), key=lambda i: values[i])
    assert [points[i].y() for i in order] == sorted((p.y() for p in points), reverse=True)
    assert all(plot.top() - 0.01 <= p.y() <= plot.bottom() + 0.01 for p in points)


def test_bars_run_from_the_zero_line_up_or_down(chart):
    chart.set_bars([10, -30, 0], [palette.GOOD, palette.BAD, palette.GOOD], ["a", "b", "c"])
    zero = chart.y_of(0)
    up, down, flat = chart.bar_rects()
    assert up.bottom() == pytest.approx(zero) and up.top() == pytest.approx(chart.y_of(10)) and up.height() > 0
    assert down.top() == pytest.approx(zero) and down.bottom() == pytest.approx(chart.y_of(-30))
    assert down.height() == pytest.approx(3 * up.height())
    assert flat.height() == pytest.approx(0)
    assert up.center().x() == pytest.approx(chart.x_of(0)) and chart.x_of(0) < chart.x_of(1) < chart.x_of(2)
    assert chart.shown_labels() == [(0, "a"), (1, "b"), (2, "c")] and chart.labelled_bars()
    assert chart.bar_colours[1] == QColor(palette.BAD)
    assert "b -30" in chart.accessibleDescription()


def test_many_bars_keep_only_the_first_and_last_labels(chart):
    chart.set_bars(range(1, 41), labels=[str(i) for i in range(1, 41)])
    assert chart.shown_labels() == [(0, "1"), (39, "40")] and not chart.labelled_bars()
    assert all(r.width() > 1 for r in chart.bar_rects())


def test_an_empty_chart_says_why(chart):
    chart.set_bars([1, 2])
    chart.clear("Nothing yet")
    assert chart.slots == 0 and chart.accessibleDescription() == "Nothing yet"
    image = chart.grab()  # paints without data
    assert not image.isNull()


def _stats() -> Statistics:
    stats = Statistics()
    stats.variants["classic"] = VariantStats(games_played=4, games_won=3, games_lost=1, deals_played=40,
                                             contracts_taken=18, contracts_made=12, capots=1, undo_used=2,
                                             best_score=1320, best_win_streak=2, games_abandoned=1)
    stats.variants["coinche"] = VariantStats(games_played=1, games_lost=1, deals_played=12, best_score=900)
    for gap in (20, -10, 40, 0):
        record_comparison(stats, new_match(find_variant("classic"), seed=1), gap)
    return stats


def _dialog(qtbot, stats, size=(900, 650)):
    from belote_desktop.ui.dialogs.stats_window import StatisticsDialog

    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    dialog.resize(*size)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


@pytest.mark.parametrize("size", [(900, 650), (1366, 768)])
def test_no_sideways_scroll_and_every_figure_explained(qtbot, size):
    dialog = _dialog(qtbot, _stats(), size)
    scroll = dialog.scroll_area
    assert not scroll.horizontalScrollBar().isVisible()
    assert dialog.page.minimumSizeHint().width() <= scroll.viewport().width()
    table = dialog.table
    assert table.horizontalHeader().length() <= table.viewport().width() + 1  # every column in sight
    for widget in dialog.page.findChildren(type(dialog.page)):
        if widget.isVisible() and widget is not dialog.page:
            right = widget.mapTo(dialog.page, widget.rect().topRight()).x()
            assert right <= scroll.viewport().width() + 1, widget
    explained = dialog.explanations()
    assert len(explained) >= 12 and all(len(meaning) > 15 for meaning in explained.values()), explained
    assert "Same-cards rating" in explained and "Master" in explained["Same-cards rating"]


def test_the_tiles_show_the_chosen_games_figures(qtbot):
    dialog = _dialog(qtbot, _stats())
    assert dialog.game_combo.currentData() == "classic"  # the most played game first
    values = {t.name.text(): t.value.text() for t in dialog.tiles.values()}
    assert values == {"Matches played": "4", "Win rate": "75 %", "Deals played": "40", "Contracts made": "67 %",
                      "Best match score": "1320", "Same-cards rating": "+12.5", "Points per deal": "–",
                      "Your choices, the cards": "–"}  # no history, no weighed deal in this file
    assert "from now on" in dialog.tiles["per_deal"].meaning.text()
    assert dialog.charts.history_chart.slots == 0 and "from now on" in dialog.charts.history_chart.empty_text
    assert "12 of them" in dialog.tiles["contracts"].meaning.text()
    assert "4 deals compared" in dialog.tiles["rating"].meaning.text()
    assert dialog.charts.results_chart.bars == [3, 1, 0, 1]
    assert dialog.charts.rating_chart.bars == [20, -10, 40, 0]
    assert dialog.charts.rating_chart.line == [20, 5, 50 / 3, 12.5]  # the rating after each deal
    assert dialog.charts.rating_chart.bar_colours[0] == QColor(palette.BAD)  # the Master did better
    assert dialog.charts.rating_chart.bar_colours[1] == QColor(palette.GOOD)
    dialog.choose("coinche")
    assert dialog.tiles["matches"].value.text() == "1" and dialog.tiles["rating"].value.text() == "–"
    assert dialog.charts.rating_chart.slots == 0 and "Compare with the Master" in dialog.charts.rating_chart.empty_text
    dialog.choose("")  # every game together: no rating across games that count differently
    assert dialog.tiles["matches"].value.text() == "5" and dialog.charts.rating_chart.slots == 0


def test_the_chooser_lists_the_games_played_first(qtbot):
    dialog = _dialog(qtbot, _stats())
    keys = dialog.chooser_keys()
    assert keys[:3] == ["classic", "coinche", ""]
    assert sorted(keys[3:]) == sorted(set(VARIANTS) - {"classic", "coinche"})
    assert dialog.game_combo.itemText(dialog.game_combo.findData("baloot")).endswith("(not played yet)")
    row = next(r for r in range(dialog.table.rowCount()) if dialog.table.item(r, 0).text() == "La Coinche")
    dialog._row_clicked(row, 0)  # a game clicked in the table is shown above
    assert dialog.game_combo.currentData() == "coinche"


def test_nothing_played_is_said_kindly(qtbot):
    dialog = _dialog(qtbot, Statistics())
    assert dialog.empty.isVisible() and "appear here" in dialog.empty_heading.text()
    assert not dialog.table.isVisible() and not any(t.isVisible() for t in dialog.tiles.values())
    assert not dialog.charts.rating_chart.isVisible() and not dialog.game_combo.isVisible()
    assert dialog.empty_text.height() >= dialog.empty_text.heightForWidth(dialog.empty_text.width())


def test_the_doctests_pass():
    import doctest

    from belote_desktop.ui.dialogs import charts, stats_charts

    for module in (charts, stats_charts):
        result = doctest.testmod(module)
        assert result.failed == 0 and result.attempted > 0, module


def test_spread_labels_fit_side_by_side_and_keep_the_last(chart):
    chart.spread_labels = True
    labels = [f"{i} Oct 2026" for i in range(120)]
    chart.set_bars(range(120), labels=labels)
    shown = chart.shown_labels()
    assert shown[0] == (0, labels[0]) and shown[-1] == (119, labels[-1]) and 2 < len(shown) < 12
    boxes = [chart.label_box(i, label) for i, label in shown]
    plot = chart.plot_rect()
    assert all(plot.left() - 0.01 <= b.left() and b.right() <= plot.right() + 0.01 for b in boxes)
    assert all(b.left() - a.right() >= 12 for a, b in zip(boxes, boxes[1:]))  # none overlaps the next


def _history(n: int) -> list[MatchRecord]:
    outcomes = ("won", "lost", "won", "drawn", "left", "lost")
    return [MatchRecord(f"2026-{1 + i // 28 % 12:02d}-{1 + i % 28:02d}", outcomes[i % 6], 500 + 7 * i, 600 - (i % 9) * 60,
                        8 + i % 3) for i in range(n)]


@pytest.mark.parametrize("n", [1, 7, 200])
def test_the_matches_over_time_one_bar_per_match_in_order(qtbot, n):
    from belote_desktop.ui.dialogs.stats_charts import OUTCOME_COLOURS

    stats = _stats()
    entry = stats.variants["classic"]
    entry.match_history = _history(n)
    entry.games_played, entry.games_abandoned = 200, 200  # the counters hold every match of the history
    dialog = _dialog(qtbot, stats)
    chart = dialog.charts.history_chart
    assert chart.isVisible() and chart.bars == [m.us - m.them for m in entry.match_history]
    assert chart.bar_colours == [QColor(OUTCOME_COLOURS[m.outcome]) for m in entry.match_history]
    rects = chart.bar_rects()
    assert [r.center().x() for r in rects] == sorted(r.center().x() for r in rects)  # oldest on the left
    plot = chart.plot_rect()
    assert all(r.width() >= 2 and plot.left() <= r.left() and r.right() <= plot.right() for r in rects)
    assert all(r.width() <= 44 for r in rects)  # one match is a bar, not a wall
    shown = chart.shown_labels()
    assert shown and shown[0][0] == 0 and shown[-1][0] == n - 1  # dated at both ends
    boxes = [chart.label_box(i, t) for i, t in shown] if n > 10 else []
    assert all(b.left() - a.right() >= 12 for a, b in zip(boxes, boxes[1:]))
    assert dialog.tiles["per_deal"].value.text() == f"{entry.history_points_per_deal:.0f}"
    assert f"{n} match" in dialog.tiles["per_deal"].meaning.text() and "since this version" in \
        dialog.tiles["per_deal"].meaning.text()
    assert len(chart.tips) == n and f"{entry.match_history[-1].us} to {entry.match_history[-1].them}" in chart.tips[-1]
    assert chart.slot_at(rects[-1].center().x()) == n - 1 and chart.slot_at(rects[0].center().x()) == 0
    assert chart.tips[0] in chart.accessibleDescription()  # a screen reader hears every match
    dialog.choose("")  # all games together: points differ from game to game
    assert dialog.charts.history_chart.slots == 0 and "one game" in dialog.charts.history_chart.empty_text
    assert dialog.charts.history_chart.tips == []


def test_the_days_are_shown_once_each():
    from PySide6.QtCore import QLocale

    from belote_desktop.ui.dialogs.stats_charts import day_labels

    english = QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom)
    days = [MatchRecord(day, "won", 1, 0, 1) for day in ("2026-11-20", "2026-11-20", "2026-11-23")]
    from belote_desktop.ui.dialogs.stats_charts import match_words

    assert match_words(MatchRecord("2026-11-20", "left", 312, 480, 4), english).endswith(
        ": left unfinished, 312 to 480, 4 deals")
    assert day_labels(days, english) == ["20 Nov", "", "23 Nov"]
    days.append(MatchRecord("2027-01-02", "lost", 0, 1, 1))
    assert day_labels(days, english) == ["20 Nov 2026", "", "23 Nov 2026", "2 Jan 2027"]


@pytest.mark.parametrize("size", [(900, 650), (1366, 768)])
def test_the_judges_split_stands_beside_the_rating_with_its_figures(qtbot, size):
    stats = _stats()
    game = new_match(find_variant("classic"), seed=1)
    for gap, choices in ((30, 12.4), (8, 20.0), (-4, 1.0)):
        record_comparison(stats, game, gap, choices)
    entry = stats.variants["classic"]
    dialog = _dialog(qtbot, stats, size)
    tile = dialog.tiles["split"]
    choices, cards = entry.same_cards_choices_rating, entry.same_cards_cards_rating
    assert (choices, cards) == (pytest.approx(33 / 3), pytest.approx((34 - 33) / 3))
    assert tile.value.text() == f"{choices:.1f} / {cards:+.1f}"
    meaning = tile.meaning.text()
    assert f"Of the Master's lead, {choices:.1f} points a deal were your choices, {cards:.1f} the cards" in meaning
    assert "3 deals weighed" in meaning
    rating = dialog.tiles["rating"]
    assert rating.isVisible() and tile.isVisible()
    beside = tile.mapTo(dialog.page, tile.rect().topLeft())
    at = rating.mapTo(dialog.page, rating.rect().topLeft())
    assert beside.y() == at.y() and beside.x() > at.x()  # in the same row, just after the rating
    record_comparison(stats, game, -40, 2.0)  # the cards gave points back: said so
    dialog = _dialog(qtbot, stats, size)
    cards = stats.variants["classic"].same_cards_cards_rating
    assert cards < 0 and f"the cards gave {-cards:.1f} back" in dialog.tiles["split"].meaning.text()
    dialog.choose("")
    assert dialog.tiles["split"].value.text() == "–"
