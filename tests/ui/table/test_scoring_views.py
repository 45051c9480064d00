"""The end-of-deal panel and explain_result render DealResult.breakdown (a changed row changes the text);
the New Game dialog gives every option its tooltip and a link into the rules book."""

from __future__ import annotations

import dataclasses
import random

from belote_desktop.engine import Phase, find_variant, new_match
from belote_desktop.engine.scoring import BreakdownRow, RowKind
from belote_desktop.learn import explain_result
from belote_desktop.learn.options import specs_for


def _finished_match(variant: str, seed: int, want):
    """A match whose first finished deal satisfies ``want(result)`` (random legal play)."""
    for s in range(seed, seed + 200):
        rng = random.Random(s)
        match = new_match(find_variant(variant), seed=s)
        deal = match.deal
        while deal.phase is not Phase.DONE:
            legal = deal.legal_actions()
            deal = deal.apply(legal[rng.randrange(len(legal))])
        result = deal.result()
        if not result.thrown_in and want(result):
            return match, result
    raise AssertionError("no such deal")


def _with_row(result, kind, values):
    rows = tuple(BreakdownRow(r.kind, tuple(values), r.params) if r.kind is kind else r for r in result.breakdown)
    return dataclasses.replace(result, breakdown=rows)


def test_panel_and_explanation_read_the_rows(qtbot):
    from belote_desktop.ui.table.end_of_deal import EndOfDealPanel

    match, result = _finished_match("classic", 1, lambda r: not r.made)
    rules = match.rules
    panel = EndOfDealPanel()
    qtbot.addWidget(panel)
    panel.show_result(result, match, ["S", "E", "N", "W"])
    labels = [label for label, _ in panel.rows]
    assert labels[:2] == ["Cards", "Last trick"] and "All the card points" in labels
    cards = dict(panel.rows)["Cards"]
    assert cards == [str(v) for v in next(r for r in result.breakdown if r.kind is RowKind.CARDS).values]
    # change one row: the panel and the words follow it
    changed = _with_row(result, RowKind.ALL_POINTS, [0, 777] if result.taker_team == 0 else [777, 0])
    panel.show_result(changed, match, ["S", "E", "N", "W"])
    assert "777" in dict(panel.rows)["All the card points"]
    assert any("777" in line for line in explain_result(changed, rules))
    assert not any("777" in line for line in explain_result(result, rules))
    changed = _with_row(result, RowKind.CARDS, [11, 22])
    panel.show_result(changed, match, ["S", "E", "N", "W"])
    assert dict(panel.rows)["Cards"] == ["11", "22"]


def test_made_contract_shows_no_score_rows(qtbot):
    from belote_desktop.ui.table.end_of_deal import breakdown_rows

    _, result = _finished_match("classic", 1, lambda r: r.made and r.capot_team < 0)
    labels = [label for label, _, _ in breakdown_rows(result)]
    assert "Each side's own points" not in labels and labels[-2:] == ["Total", "Points scored"]


def test_the_row_of_points_each_side_keeps_says_whose(qtbot):
    """Baloot made: each team keeps its own points; the row says so ("Own points" read as one side's)."""
    from belote_desktop.ui.table.end_of_deal import breakdown_rows

    _, result = _finished_match("baloot", 1, lambda r: r.made and all(r.score))
    labels = [label for label, _, _ in breakdown_rows(result)]
    assert "Each side's own points" in labels and "Own points" not in labels


def test_coinche_failed_contract_rows(qtbot):
    from belote_desktop.ui.table.end_of_deal import breakdown_rows

    _, result = _finished_match("coinche", 3, lambda r: not r.made and not r.contract.capot)
    rows = {label: values for label, values, _ in breakdown_rows(result)}
    penalty = rows["Failed contract"]
    assert penalty[result.taker_team] == "0" and int(penalty[1 - result.taker_team]) >= 160 + result.contract.value
    assert any("dedans" in line for line in explain_result(result, find_variant("coinche")))


def test_new_game_options_have_tooltips_and_rules_links(qtbot):
    from belote_desktop.ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog(find_variant("coinche"))
    qtbot.addWidget(dialog)
    specs = specs_for(find_variant("coinche"))
    assert set(dialog._widgets) == {s.field for s in specs}
    for spec in specs:
        assert dialog._widgets[spec.field].toolTip() == spec.tooltip
        assert f'href="rules#{spec.anchor}"' in dialog._links[spec.field].text()
    # the new options are there, with their choices
    combo = dialog._widgets["redouble_multiplier"]
    assert [combo.itemText(i) for i in range(combo.count())] == ["×4", "×3"]
    combo.setCurrentIndex(1)
    assert dialog.rules().redouble_multiplier == 3
    # a link opens the rules book of the rules being chosen, at the paragraph
    dialog._links["redouble_multiplier"].linkActivated.emit("rules#surcoinche")
    window = dialog.rules_window
    assert window.current_page == "rules:custom" and "counts 3 times" in window.browser.toPlainText()
    assert window.browser.verticalScrollBar().value() > 0
    window.close()
