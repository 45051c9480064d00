"""The bots' bidding simulations give the turned card to whoever the deal plan says keeps it."""

from __future__ import annotations

import dataclasses
import random

from belote_desktop.ai.play.search import bidding_deals, _bidding_deals_and_covers
from belote_desktop.engine import DeckKind, find_variant, new_deal
from belote_desktop.engine.deal import TurnedFrom, TurnedKeeper

CLASSIC = find_variant("classic")


def _check(rules, dealer, taker, viewer):
    state = new_deal(rules, dealer=dealer, seed=11)
    view = state.view_for(viewer)
    turned = view.turned_card
    keeper = taker if rules.deal_plan.keeper is TurnedKeeper.TAKER else dealer
    deals, covers = _bidding_deals_and_covers(view, taker, 20, random.Random(3))
    assert bidding_deals(view, taker, 20, random.Random(3)) == deals
    for hands, cover in zip(deals, covers):
        assert hands[keeper] >> turned.index & 1
        assert all(h.bit_count() == rules.hand_size for h in hands)
        assert hands[viewer] & view.hand_mask == view.hand_mask
        for seat in range(rules.players):  # face-up table cards stay with their owners
            assert hands[seat] & view.table_up_mask(seat) == view.table_up_mask(seat)
        tops = {tc.card.bit for seat in range(rules.players) for tc in view.table_up[seat] if tc.covers}
        assert {top for top, _ in cover} == tops
        for top, beneath in cover:  # a face-down card beneath: never a card shown, and its owner's
            owner = next(s for s in range(rules.players) if hands[s] & top)
            assert hands[owner] & beneath and not beneath & (view.hand_mask | view.table_up_mask(owner))
    return deals


def test_classic_taker_gets_the_turned_card():
    _check(CLASSIC, dealer=0, taker=2, viewer=1)


def test_the_dealer_keeps_it_when_the_plan_says_so():
    _check(dataclasses.replace(CLASSIC, turned_keeper=TurnedKeeper.OWNER), dealer=0, taker=2, viewer=1)
    clabber = dataclasses.replace(CLASSIC, deck=DeckKind.SHORT_24, first_packets=(1,) * 6, second_packets=(),
                                  turned_from=TurnedFrom.DEALER_LAST, turned_keeper=TurnedKeeper.OWNER)
    _check(clabber, dealer=3, taker=1, viewer=1)
    _check(clabber, dealer=3, taker=1, viewer=3)


def test_decouverte_deals_keep_the_layouts_and_spread_the_face_down_cards():
    rules = find_variant("decouverte")
    for viewer in (0, 1):
        deals = _check(rules, dealer=1, taker=0, viewer=viewer)
        assert len({h[viewer] for h in deals}) > 10  # the viewer's own face-down cards are unseen too
