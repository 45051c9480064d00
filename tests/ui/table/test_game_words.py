"""Each game's own words where the player reads them: the end-of-deal grid, the status line, the
New Game options, the suggestions, Qt's own buttons, the card faces."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from belote_desktop.engine import PASS, find_variant, new_match
from belote_desktop.engine.scoring import BreakdownRow, RowKind
from belote_desktop.learn import vocabulary
from belote_desktop.ui.table.end_of_deal import breakdown_rows, row_label
from tests.rulesets import slow_after


def _row(kind, values=(0, 0), params=()):
    return BreakdownRow(kind, tuple(values), tuple(params))


@pytest.mark.parametrize("preset, capot, declarations", [
    ("baloot", "Kaboot", "Projects"), ("clabber", "Capot", "Melds"), ("tarabish", "Capot", "Runs"),
    ("bulgarian", "Valat", "Declarations"), ("classic", "Capot", "Declarations"),
])
def test_end_of_deal_rows_say_the_games_words(preset, capot, declarations):
    rules = find_variant(preset)
    assert row_label(_row(RowKind.CAPOT), rules) == capot
    assert row_label(_row(RowKind.DECLARATIONS), rules) == declarations
    assert row_label(_row(RowKind.DECLARATIONS_KEPT), rules) == declarations


def test_game_words_come_from_the_one_table():
    assert vocabulary.game_term(find_variant("baloot"), vocabulary.Term.CAPOT) == "Kaboot"
    assert vocabulary.game_term(find_variant("baloot"), vocabulary.Term.DECLARATIONS) == "Projects"
    assert vocabulary.game_term(find_variant("clabber"), vocabulary.Term.DECLARATIONS) == "Melds"


def _first_deal(preset, seed=5):
    rules = find_variant(preset)
    match = new_match(rules, seed=seed, first_dealer=0)
    while not match.finished:
        acts = match.legal_actions()
        if match.deal.phase.name == "BIDDING":
            bids = [a for a in acts if a != PASS]
            action = bids[0] if bids and len(match.deal.history) < 3 else (PASS if PASS in acts else acts[0])
        else:
            action = acts[0]
        match = match.apply(action)
    return rules, match.finished[-1].result()


def test_pilotta_shows_the_game_points_not_the_change():
    rules, result = _first_deal("pilotta")
    rows = breakdown_rows(result, rules)
    labels = [label for label, _, _ in rows]
    converted = labels.index("Game points: last digit dropped")
    points = rows[converted - 1]
    assert points[0] == "Points"
    for before, after in zip(points[1], rows[converted][1]):
        assert int(after) == int(before) // 10  # 182 makes 18: the row shows 18, not −164
    assert rows[-1][1] == rows[converted][1]
    assert all(not v.startswith("-") for v in rows[converted][1])


def test_every_new_game_choice_has_words():
    from enum import Enum

    from belote_desktop.engine import VARIANTS
    from belote_desktop.engine.declarations import MeldSharing
    from belote_desktop.learn.options import Choice, choice_label, enum_label, specs_for

    assert enum_label(MeldSharing.PER_KIND) != "per_kind"
    for rules in VARIANTS.values():
        for spec in specs_for(rules):
            if isinstance(spec.kind, Choice):
                for value in spec.kind.values:
                    if isinstance(value, Enum):
                        assert "_" not in choice_label(spec, value), (rules.id, spec.field, value)


def test_suggestion_counts_trumps_without_a_wrong_plural():
    from belote_desktop.engine import Card, Suit
    from belote_desktop.learn.suggest import suit_strength

    words = suit_strength([Card.parse("JH"), Card.parse("7S"), Card.parse("8C")], Suit.HEARTS)
    assert "1 trumps" not in words and "1" in words
    words = suit_strength([Card.parse("7H"), Card.parse("8S")], Suit.HEARTS)
    assert "1 trumps" not in words


@pytest.mark.slow
def test_status_says_who_is_to_bid(window):
    c = window.controller
    c.auto_bots = False
    window.start_game(find_variant("coinche"), seed=3)
    while c.current_player() == window.human:
        c.human_action(PASS)
    window.refresh()
    bidder = window.names()[c.current_player()]
    assert f"{bidder} to bid." in window.status.text()
    assert "to play" not in window.status.text()


def test_court_cards_show_their_letter_once(monkeypatch):
    """The corner index carries the letter; the court panel painted it again beside it ("KK")."""
    from PySide6.QtGui import QPainter, QPixmap

    from belote_desktop.engine import Card
    from belote_desktop.ui.table import card_art

    calls = []
    real = card_art._text_path
    monkeypatch.setattr(card_art, "_text_path", lambda *a, **k: calls.append(a[0]) or real(*a, **k))

    def letters_painted(code):
        calls.clear()
        pm = QPixmap(130, 200)
        painter = QPainter(pm)
        card_art.paint_face(painter, pm.rect().toRectF(), Card.parse(code))
        painter.end()
        return len(calls)

    assert letters_painted("KH") == letters_painted("9H")


def test_greek_dialog_buttons_are_greek(qtbot):
    from belote_desktop import i18n
    from belote_desktop.engine import find_variant as fv
    from belote_desktop.ui.dialogs.new_game import NewGameDialog

    app = QApplication.instance()
    try:
        i18n.install_language(app, "el")
        dialog = NewGameDialog(fv("classic"))
        qtbot.addWidget(dialog)
        box = dialog.findChild(QDialogButtonBox)
        cancel = box.button(QDialogButtonBox.StandardButton.Cancel)
        assert cancel.text() not in ("Cancel", "&Cancel")
    finally:
        i18n.install_language(app, "en")


@pytest.mark.parametrize("preset", slow_after(["belot_3p", "belot_2p", "belot_2p_open", "decouverte"]))
def test_games_without_teams_speak_of_no_team(window, preset):
    """Each for himself: the table talk, the bidding panel and the end of the deal speak of players."""
    import re

    from PySide6.QtWidgets import QLabel

    c = window.controller
    window.start_game(find_variant(preset), seed=11)
    c.auto_bots = False
    texts = set()
    for _ in range(600):
        if c.awaiting_continue:
            break
        window.refresh()
        texts.add(window.status.text())
        if window.bidding.isVisible():
            texts |= {label.text() for label in window.bidding.findChildren(QLabel)}
        c.play_bot_move_now()
    assert c.awaiting_continue
    if window.deal_end.pending_result is not None:
        window.deal_end.show_pending_result()
    texts |= {label.text() for label in window.end_panel.findChildren(QLabel)}
    texts |= {window.log.item(i).text() for i in range(window.log.count())}
    wrong = [t for t in texts if re.search(r"\b(team|teams|partner)\b", t or "", re.IGNORECASE)]
    assert not wrong, wrong


def test_baloot_explanation_says_projects_not_declarations():
    from belote_desktop.learn.explain_scoring import explain_result

    for seed in range(1, 40):
        rules, result = _first_deal("baloot", seed)
        if any(r.kind is RowKind.DECLARATIONS and any(r.values) for r in result.breakdown):
            break
    else:
        pytest.skip("no deal with projects in these seeds")
    lines = explain_result(result, rules, ["You", "East", "North", "West"])
    assert any(line.startswith("Projects:") for line in lines), lines
    assert not any("eclaration" in line for line in lines), lines


def test_totals_line_says_the_games_words_for_the_parts():
    from belote_desktop.engine.scoring import DealResult  # noqa: F401  (the type of result)
    from belote_desktop.learn.explain_scoring import _totals_line

    checked = []
    for preset, melds, pair in (("tarabish", "runs", "bella"), ("baloot", "projects", None)):
        rules = find_variant(preset)
        for seed in range(1, 60):
            rules, result = _first_deal(preset, seed)
            kinds = {r.kind for r in result.rows("deal") if any(r.values)}
            if RowKind.DECLARATIONS in kinds and (pair is None or RowKind.BELOTE in kinds):
                break
        else:
            continue
        line = _totals_line(result, ["Us", "Them"], rules)
        assert f"({melds})" in line and "(declarations)" not in line, line
        if pair is not None:
            assert f"({pair})" in line and "(belote)" not in line, line
        checked.append(preset)
    assert checked == ["tarabish", "baloot"]
