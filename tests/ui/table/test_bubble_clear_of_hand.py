"""What the player just declared, in the gold bubble above his name plate, never covers his own cards: in Pilotta
"Three in sequence (20)" (and Tarabish's "Twenty to the K♥") lay over the hand's first card. Every game where the
player declares, at a laptop's, a small and a large window."""

from __future__ import annotations

import pytest

from belote_desktop.engine import DECLARE, VARIANTS, find_variant
from belote_desktop.ui.table.decor import place_bounds
from tests.rulesets import slow_after
from tests.ui.ui_helpers import drive_until

# the games whose player may declare (Belote La Coinche and Découverte have no declarations)
DECLARING = [name for name in VARIANTS if name not in ("coinche", "decouverte")]
SIZES = [(1024, 600), (1100, 720), (1366, 768)]


def _declared(window, game: str) -> None:
    for seed in range(1, 40):
        window.start_game(find_variant(game), seed=seed)
        if drive_until(window, lambda view: DECLARE in view.legal_actions):
            break
    else:
        pytest.fail(f"{game}: no deal where the player may declare")
    assert window.controller.human_action(DECLARE)
    window.animator.finish_now()
    window.refresh()


def _own_card_rects(scene):
    snap = scene.snapshot
    places = scene.targets(snap)
    own = list(snap.hand) + list(snap.table_cards(snap.human))
    return {card: place_bounds(places[("card", card)]) for card in own if ("card", card) in places}


@pytest.mark.parametrize("game, size", [("pilotta", (1366, 768)), *slow_after(
    [(game, size) for game in DECLARING for size in SIZES if (game, size) != ("pilotta", (1366, 768))], 0,
    several=True)])
def test_the_players_declaration_bubble_covers_none_of_his_cards(window, qtbot, game, size):
    window.resize(*size)
    qtbot.wait(10)
    _declared(window, game)
    scene = window.scene
    bubble = scene.bubbles[window.human]
    assert bubble.isVisible() and bubble.text
    rect = bubble.bubble_rect()
    covered = [str(card) for card, r in _own_card_rects(scene).items() if r.intersects(rect)]
    assert not covered, (bubble.text, rect, covered)
    assert scene.sceneRect().contains(rect)  # still on the table
    assert not rect.intersects(scene.info.sceneBoundingRect())  # nor over the contract box
