"""Words a new player reads (issue 56, point 8): counts that agree with their number ("1 point", "1 contract"),
a table named after the player and not "You's table", "yours" instead of "South (you)'s", a friend told what a
closed table keeps without a file path, and the Statistics page without a value over its date or "older
matches" on a new home."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest
from tests.ui.net_feed import FakeHost
from tests.ui.ui_helpers import make_settings

from belote_desktop.engine import DECLARE, VARIANTS, find_variant, new_deal
from belote_desktop.engine.declarations import score_melds
from belote_desktop.i18n import counted
from belote_desktop.storage import stats as stats_store


def test_a_count_agrees_with_its_number():
    assert counted("about %n point(s) on average", 1) == "about 1 point on average"
    assert counted("about %n point(s) on average", 2) == "about 2 points on average"
    assert counted("%n match(es)", 1) == "1 match" and counted("%n match(es)", 0) == "0 matches"


def test_review_and_compare_say_1_point():
    from belote_desktop.learn.review import split_line
    from belote_desktop.ui.dialogs.comparison import ComparisonDialog

    assert split_line(SimpleNamespace(gap=1, total_error=0)) == \
        "The Master did 1 point better: 0 were your choices, 1 the cards."
    assert split_line(SimpleNamespace(gap=-1, total_error=0)) == "On these cards you scored 1 point more than the Master."
    assert "3 points better" in split_line(SimpleNamespace(gap=3, total_error=1))
    gain = ComparisonDialog._gain_text
    assert gain(None, SimpleNamespace(first_difference=2, gap=1)) == \
        "The Master's line gave your side 1 point more than yours."
    assert gain(None, SimpleNamespace(first_difference=2, gap=-5)) == \
        "Your line gave your side 5 points more than the Master's."


def _one_match_stats(played: int) -> stats_store.Statistics:
    stats = stats_store.Statistics()
    entry = stats_store.VariantStats(games_played=played, games_lost=played, deals_played=6, contracts_taken=1,
                                     contracts_made=1)
    entry.match_history = [stats_store.MatchRecord("2026-11-26", "lost", 404, 1004, 6)]  # 600 behind: a tick
    stats.variants["classic"] = entry
    return stats


def test_statistics_say_1_contract_and_nothing_of_older_matches_on_a_new_home(qtbot):
    from belote_desktop.ui.dialogs.stats_window import StatisticsDialog

    dialog = StatisticsDialog(_one_match_stats(1))
    qtbot.addWidget(dialog)
    dialog.choose("classic")
    assert dialog.tiles["contracts"].meaning.text() == "Your team took 1 contract and made 1 of them."
    per_deal = dialog.tiles["per_deal"].meaning.text()
    assert "older" not in per_deal and "1 match" in per_deal
    older = StatisticsDialog(_one_match_stats(3))  # two matches counted before the history kept scores
    qtbot.addWidget(older)
    older.choose("classic")
    assert "older matches" in older.tiles["per_deal"].meaning.text()


@pytest.mark.parametrize("margin", [-600, -692, -100, 250])
def test_a_bars_value_is_never_written_over_its_date(qtbot, margin):
    from belote_desktop.ui.dialogs.charts import Chart

    chart = Chart("Your matches over time")
    qtbot.addWidget(chart)
    chart.value_format = "{:+.0f}"
    chart.resize(850, 210)
    chart.set_bars([margin], ["#e07070"], ["26 Nov"])
    chart.show()
    (value,), (label,) = chart.value_boxes(), chart.slot_label_boxes()
    assert not value.intersects(label), (value, label)
    assert chart.rect().contains(label.toRect())
    chart.set_bars([margin, -margin, 0], ["#e07070"] * 3, ["24 Nov", "25 Nov", "26 Nov"])
    for value in chart.value_boxes():
        assert not any(value.intersects(label) for label in chart.slot_label_boxes())


def test_the_hosts_table_is_named_after_the_player_never_you(qtbot):
    from belote_desktop.ui.dialogs.host_dialog import HostDialog, default_table_name

    assert default_table_name("You") == default_table_name("") == "Belote table"
    assert default_table_name(" Anna ") == "Anna's table"
    dialog = HostDialog(None, current_rules=find_variant("classic"), player_name="You", levels=["intermediate"])
    qtbot.addWidget(dialog)
    assert dialog.table_edit.text() == "Belote table"
    dialog.name_edit.setText("Anna")
    assert dialog.table_edit.text() == "Anna's table"


def test_the_best_declaration_of_the_reader_is_yours():
    from belote_desktop.learn.explain_announcements import explain_announcement

    names = ["South (you)", "East", "North", "West"]
    rules = find_variant("classic")
    for seed in range(2000):
        state = new_deal(rules, dealer=3, seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal() and not state.tricks:
            actions = state.legal_actions()
            state = state.apply(DECLARE if DECLARE in actions else actions[rng.randrange(len(actions))])
        view = state.view_for(0)
        declared = {a.seat: a.melds for a in view.announcements if a.kind == "declare" and a.melds}
        if len(declared) < 2 or 0 not in declared:
            continue
        order = [(view.dealer + step) % 4 for step in range(1, 5)]
        trump = view.contract.trump if view.contract is not None else None
        best = score_melds(declared, order, trump, rules.team_of, rules.team_count, rules.meld_rules).best_seat
        if best != 0:
            continue
        last = [a for a in view.announcements if a.kind == "declare" and a.melds][-1]
        words = explain_announcement(last, view, names)
        assert "(you)'s" not in words and "the best declaration is yours" in words, words
        return
    raise AssertionError("no deal where the player's declaration is the best of two")


def test_a_friend_told_the_table_closed_reads_no_file_path(qtbot, tmp_path):
    from belote_desktop.app.network_table import NetworkTable
    from belote_desktop.ui.window.main_window import MainWindow

    controller = NetworkTable()
    host = FakeHost(VARIANTS["coinche"], 1, seed=2)
    host.attach(controller)
    w = MainWindow(interactive=False, settings=make_settings(), controller=controller)
    qtbot.addWidget(w)
    host.welcome()
    copy = tmp_path / "copies" / "Anna_s_table.belote-copy"
    w.net_table.copy_file = copy
    controller.on_message({"type": "ended", "reason": "closed", "detail": ""})
    said = [make() for make, _ in w.talk.entries()][-1]
    assert said.startswith("The host closed the table.")
    assert str(copy) not in said and "belote-copy" not in said and str(tmp_path) not in said
    assert "the host can resume the table from it" not in said
    assert "same name" in said
