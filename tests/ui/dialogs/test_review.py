"""After a deal, the review asks the search which of the player's cards cost the most points."""

from __future__ import annotations

import random

from belote_desktop.engine import Contract, Phase, PlayCard, Strain, deal_with_contract, find_variant, shuffled_deck
from belote_desktop.engine import Card
from belote_desktop.learn.review import Verdict, review_deal, review_lines

import pytest
from tests.ui.window.test_whole_deal import _human_moves

from belote_desktop.ai import SearchParams
from belote_desktop.learn.compare import Bots

SMALL = SearchParams(samples=64, max_seconds=60.0, exact_cards=8, exact_samples=16, bid_samples=64,
                     play_likelihood=0.3, public_playouts=True)


def _careless_deal(seed: int):
    """A classic deal where South plays its legal cards at random and the others sensibly."""
    from belote_desktop.ai import Level, choose_action

    rng = random.Random(seed)
    rules = find_variant("classic")
    deck = shuffled_deck(rules, seed)
    hands = [deck[8 * seat:8 * seat + 8] for seat in range(4)]
    state = deal_with_contract(rules, 3, hands, Contract(Strain.HEARTS, seed % 4))
    while not state.is_terminal():
        seat = state.current_player()
        if seat == 0 and state.phase is Phase.PLAY:
            legal = [a for a in state.legal_actions() if isinstance(a, PlayCard)]
            action = legal[rng.randrange(len(legal))]
        else:
            action = choose_action(state.view_for(seat), Level.INTERMEDIATE, rng)
        state = state.apply(action)
    return state


def test_review_marks_costly_cards_with_a_better_legal_card(qapp):
    found_any = False
    for seed in range(6):
        deal = _careless_deal(seed)
        reviewed = review_deal(deal, 0, params=SMALL)
        lines = review_lines(reviewed)
        assert lines and all(lines)
        for item in reviewed.cards:
            assert isinstance(item, Verdict) and item.loss >= 4 and item.played != item.best
            assert 1 <= item.trick <= 8
        found_any = found_any or bool(reviewed.cards)
    assert found_any, "random play should cost points somewhere in six deals"


def play_a_deal_to_its_end(window, qtbot, monkeypatch):
    """A classic deal played to its end panel (the first not thrown in), the review's search kept small."""
    from belote_desktop.ai import SEARCH_PARAMS, Level
    from belote_desktop.learn import advice

    monkeypatch.setattr(advice, "ADVICE_PARAMS", SMALL)
    # the judge plays the rest of the deal with the Master in the player's seat: a small Master keeps it quick
    monkeypatch.setitem(SEARCH_PARAMS, Level.MASTER, SMALL)
    window.start_game(find_variant("classic"), seed=5)
    for _ in range(3):
        _human_moves(window, qtbot)
        qtbot.waitUntil(lambda: window.end_panel.isVisible(), timeout=5000)
        if not window.controller.match.finished[-1].thrown_in:
            break
        window.end_panel.continue_button.click()


@pytest.mark.slow
def test_review_button_adds_the_review_to_the_end_panel_and_marks_the_table(window, qtbot, monkeypatch):
    play_a_deal_to_its_end(window, qtbot, monkeypatch)
    panel = window.end_panel
    assert panel.review_button.isVisible()
    before = list(panel.lines)
    with qtbot.waitSignal(window.reviewFinished, timeout=30000):
        panel.review_button.click()
    assert len(panel.lines) > len(before) and panel.lines[-1]
    assert panel.review_button.text() == "Show the &review"  # the review reads in its own window
    # marked on the table: the player's cards of the deal in trick order, the costly ones framed
    strip = window.scene.review_strip
    deal = window.controller.match.finished[-1]
    assert strip is not None and strip.scene() is window.scene and strip.isVisible()
    assert [e.card for e in strip.entries] == [t.cards[(0 - t.leader) % 4] for t in deal.tricks]
    assert all(isinstance(e.card, Card) for e in strip.entries)
    # the end-of-deal panel leaves the marked cards in sight, at the smallest size too
    for size in ((1280, 800), (900, 650)):
        window.resize(*size)
        qtbot.wait(50)
        window.overlays.place()
        assert panel.geometry().bottom() <= strip.sceneBoundingRect().top() + 2, size
    # the next deal takes the strip away
    panel.continue_button.click()
    qtbot.waitUntil(lambda: window.scene.review_strip is None, timeout=8000)


def test_the_strip_frames_the_costly_cards(window):
    from belote_desktop.ui.table.review_marks import ReviewStrip, entries_for

    cards = [Card.parse(t) for t in "JH 9H AH 10H KH QH 7S 8S".split()]
    entries = entries_for(list(enumerate(cards, start=1)), {cards[2]: (12.4, Card.parse("7S"))})
    window.scene.show_review(entries)
    strip = window.scene.review_strip
    assert isinstance(strip, ReviewStrip)
    assert [e.loss for e in strip.entries] == [None, None, 12.4] + [None] * 5
    assert strip.entries[2].better == Card.parse("7S")
    window.scene.show_review(None)
    assert window.scene.review_strip is None and strip.scene() is None


@pytest.mark.slow
def test_the_review_on_the_panel_gives_the_judges_figures_and_splits_the_masters_gap(window, qtbot, monkeypatch):
    """Issue 34: the review's words are the judge's figures (error and luck), and its first line splits the
    Master's gap on the same cards into the player's choices and the cards, as Compare does."""
    from belote_desktop.learn.compare import compare_on_same_cards
    from belote_desktop.learn.judge import judge_deal
    from belote_desktop.learn.review import review_of, split_line
    from belote_desktop.app.bots import think

    play_a_deal_to_its_end(window, qtbot, monkeypatch)
    with qtbot.waitSignal(window.reviewFinished, timeout=60000):
        window.end_panel.review_button.click()
    controller = window.controller
    deal = controller.match.finished[-1]
    seed, number = controller.seed_identity(len(controller.match.finished) - 1)
    repeat = lambda view, level, s: think(view, level, s, repeatable=True)  # noqa: E731
    judged = judge_deal(deal, 0, Bots(controller.seat_model.level_of, seed, number, think=repeat), compare=True)
    comparison = compare_on_same_cards(deal, 0, Bots(controller.seat_model.level_of, seed, number, think=repeat))
    assert judged.gap == comparison.gap
    lines = window.deal_end.review_window.lines
    head = next(line for line in lines if line.startswith("Review: "))
    assert head in window.end_panel.lines  # the verdict stays on the panel
    assert head == "Review: " + split_line(judged)
    expected = review_lines(review_of(deal, 0, judged), lambda a: a)
    assert [line for line in lines if line.startswith("Trick ")] == [
        line for line in expected if line.startswith("Trick ")]
    if judged.gap > judged.noise:
        assert not any("well played" in line for line in lines)
