"""Claiming the rest through the window's Game menu: the verdict told, a refusal's words name no card the player
cannot see (the table's own claims: tests/app/test_claims.py)."""

from __future__ import annotations


import pytest

from belote_desktop.engine import find_variant
from belote_desktop.engine import CARDS
from belote_desktop.engine.claim import ClaimVerdict, Danger, judge, judge_claim_on_layout
from tests.app.claim_walk import walk_to_claim
from tests.app.test_claims import to_claimable


@pytest.mark.slow
def test_the_game_menu_claims_and_tells_the_player(window, qtbot):
    window.controller.auto_bots = False
    to_claimable(window.controller, want_certain=False)
    window.refresh()
    qtbot.waitUntil(lambda: window.menus.act_claim.isEnabled())
    window.menus.act_claim.trigger()
    assert window.toast.isVisible() and "refused" in window.toast.text()
    assert "refused" in window.context.speech.history[-1][0]  # the verdict said to a screen reader (issue 57)
    assert window.controller.is_human_turn()
    to_claimable(window.controller, want_certain=True)
    window.refresh()
    qtbot.waitUntil(lambda: window.menus.act_claim.isEnabled())
    window.menus.act_claim.trigger()
    assert any("accepted" in window.log.item(i).text() for i in range(window.log.count()))
    assert window.controller.awaiting_continue
    qtbot.waitUntil(lambda: not window.menus.act_claim.isEnabled())


def test_a_refused_claim_with_table_cards_shows_them(window, qtbot):
    """Belote Découverte: every card of the player lies on the table; the refused claim shows the face-up ones."""
    window.controller.auto_bots = False
    to_claimable(window.controller, want_certain=False, variant="decouverte")
    deal = window.controller.match.deal
    up = deal.zones.table_up[0]
    window.refresh()
    qtbot.waitUntil(lambda: window.menus.act_claim.isEnabled())
    window.menus.act_claim.trigger()
    assert "()" not in window.toast.text() and up


def _resting_on_an_unseen_card(controller, seeds):
    """Random games until the human's claim would win on the real cards but not in every placement."""
    rules = find_variant("classic")
    return walk_to_claim(controller, rules, seeds,
                         lambda deal: rules.hand_size - len(deal.tricks) <= 4
                         and judge_claim_on_layout(deal, 0) is ClaimVerdict.CERTAIN
                         and judge(deal, 0).verdict is ClaimVerdict.NOT_CERTAIN)


@pytest.mark.slow
def test_a_refusal_says_why_and_names_no_hidden_card(window, qtbot):
    """A claim that the real cards would have allowed, refused because of where the unseen cards could lie: the
    words name a kind of card (a trump, a higher card of a suit), never a card the player cannot see."""
    from belote_desktop.learn import table_words as text

    window.controller.auto_bots = False
    seen_reasons = set()
    seed = -1
    for _ in range(3):
        seed = _resting_on_an_unseen_card(window.controller, range(seed + 1, seed + 80))
        deal = window.controller.match.deal
        judgement = judge(deal, 0)
        seen_reasons.add(judgement.danger)
        visible = deal.view_for(0)
        shown = visible.hand_mask | visible.played_mask
        window.refresh()
        qtbot.waitUntil(lambda: window.menus.act_claim.isEnabled())
        window.menus.act_claim.trigger()
        message = window.log.item(window.log.count() - 1).text()
        assert "refused" in message and "could still hold" in message, message
        assert window.toast.text() == message
        hidden = [c for c in CARDS[:32] if not shown >> c.index & 1]
        for card in hidden:
            assert text.card_short(card) not in message and text.card_name(card) not in message, (card, message)
        for name in ("East", "North", "West", window.seats.names()[1], window.seats.names()[3]):
            assert name not in message
        assert window.controller.match.deal is deal and window.controller.is_human_turn()  # play goes on
    assert seen_reasons <= {Danger.RUFF, Danger.HIGHER, Danger.HIGHER_TRUMP}
