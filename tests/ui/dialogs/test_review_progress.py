"""While the review thinks (every choice is searched: 18 to 50 s on a slow machine), its button says how far the
judge has got, choice by choice, then while the Master plays the deal and the choices are played out."""

from __future__ import annotations

import re

import pytest
from tests.ui.dialogs.test_review import play_a_deal_to_its_end

from belote_desktop.learn.judge import states_before
from belote_desktop.learn.review import progress_words


@pytest.mark.slow
def test_the_review_button_shows_the_judges_progress(window, qtbot, monkeypatch):
    play_a_deal_to_its_end(window, qtbot, monkeypatch)
    button = window.end_panel.review_button
    shown: list[str] = []
    set_text = button.setText

    def record(words: str) -> None:
        shown.append(words)
        set_text(words)

    monkeypatch.setattr(button, "setText", record)
    with qtbot.waitSignal(window.reviewFinished, timeout=60000):
        button.click()
    assert shown[0] == "Thinking…"
    counts = [tuple(map(int, m.groups())) for m in map(re.compile(r"Thinking… (\d+) of (\d+) choices$").match, shown)
              if m]
    assert counts, shown
    total = counts[0][1]
    # every choice counted once, in order, out of the same total: the player's choices in the deal
    assert counts == [(n, total) for n in range(1, total + 1)]
    deal = window.controller.match.finished[-1]
    human = window.context.human
    assert total == sum(1 for state, _ in states_before(deal)
                        if state.current_player() == human and len(state.legal_actions()) > 1)
    # no comparison was made before: the Master plays the deal again, then the choices on the real cards
    master = [i for i, w in enumerate(shown) if w.startswith("Thinking… the Master plays the deal (")]
    cards = [i for i, w in enumerate(shown) if w.endswith("on the real cards")]
    assert master and cards and shown.index(f"Thinking… {total} of {total} choices") < master[0] < cards[0]
    assert button.isVisible() and button.text() == "Show the &review"  # the review is in its window


def test_progress_words(qapp):
    assert progress_words("choices", 3, 8) == "Thinking… 3 of 8 choices"
    assert progress_words("master", 12, 48) == "Thinking… the Master plays the deal (25%)"
    assert progress_words("cards", 2, 8) == "Thinking… 2 of 8 on the real cards"
