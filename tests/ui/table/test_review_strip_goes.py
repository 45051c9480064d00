"""The review strip (the player's cards of the reviewed deal) goes when the next deal starts, in every game: in
Belote Découverte, whose player has no hand but a layout of face-up cards, it stayed over the lower row of those
cards for the whole next deal (hiding the card Suggest named, a click on it playing the card under it); in the
four-seat games it showed over the cards being dealt."""

from __future__ import annotations

import pytest

from belote_desktop.engine import find_variant
from belote_desktop.learn.review import Review
from belote_desktop.ui.table.decor import place_bounds
from belote_desktop.ui.window.main_window import MainWindow
from tests.rulesets import slow_after
from tests.ui.ui_helpers import make_settings


def _to_the_end_panel(w: MainWindow) -> None:
    """The bots play every seat to the end panel of a deal that was played (not thrown in)."""
    c = w.controller
    c.auto_bots = False
    for _ in range(2000):
        if c.awaiting_continue and not c.match.finished[-1].thrown_in:
            break
        if c.awaiting_continue:
            w.continue_deal()
        else:
            c.play_bot_move_now()
    w.animator.finish_now()
    assert w.end_panel.isVisible()


def _reviewed(w: MainWindow) -> None:
    """The review's answer as the window takes it (the search itself left out: nothing marked)."""
    deal_end = w.deal_end
    deal_end._on_review(deal_end._review_token, Review([], []))
    assert w.scene.review_strip is not None and w.scene.review_strip.scene() is w.scene


@pytest.mark.parametrize("game, speed", [
    ("decouverte", "instant"), ("classic", "normal"),
    *slow_after([("decouverte", "normal"), ("classic", "instant"), ("belot_2p_open", "instant"),
                 ("belot_2p_open", "normal")], 0, several=True)])
def test_the_strip_goes_when_the_next_deal_starts(qtbot, game, speed):
    w = MainWindow(interactive=False, settings=make_settings())
    qtbot.addWidget(w)
    w.resize(1100, 720)
    w.show()
    w.start_game(find_variant(game), seed=4)
    _to_the_end_panel(w)
    _reviewed(w)
    w.animator.set_speed(speed)  # the next deal dealt at this speed (the tests' environment asks for instant)
    w.end_panel.continue_button.click()
    assert w.scene.review_strip is None  # at once, not once the cards have landed
    w.animator.finish_now()
    qtbot.wait(10)
    assert w.scene.review_strip is None
    snap = w.scene.snapshot
    own = list(snap.hand) + list(snap.table_cards(snap.human))
    assert own  # the new deal's cards are on the table, none under anything of the last deal's
    w.controller.cancel_bot()
    w.controller.wait_for_bots()


def test_a_strip_over_a_layout_of_own_cards_is_dropped_on_sync(window):
    """Belote Découverte's own cards are table cards, no hand: a table synced with them drops the strip too."""
    window.start_game(find_variant("decouverte"), seed=4)
    window.animator.finish_now()
    scene = window.scene
    snap = scene.snapshot
    assert not snap.hand and snap.table_cards(snap.human)
    from belote_desktop.ui.table.review_marks import entries_for

    scene.show_review(entries_for([(1, card) for card in snap.table_cards(snap.human)[:4]], {}))
    strip = scene.review_strip
    assert strip is not None
    places = scene.targets(snap)
    covered = [card for card in snap.table_cards(snap.human)
               if place_bounds(places[("card", card)]).intersects(strip.sceneBoundingRect())]
    assert covered  # the strip lies where the player's own cards are
    scene.sync(snap)
    assert scene.review_strip is None and strip.scene() is None
