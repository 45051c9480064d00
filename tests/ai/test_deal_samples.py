"""The bots' bidding simulations give the turned card to whoever the deal plan says keeps it."""

from __future__ import annotations

import dataclasses
import random

from belote_desktop.ai.search import _bidding_deals
from belote_desktop.engine import DeckKind, find_variant, new_deal
from belote_desktop.engine.deal import TurnedFrom, TurnedKeeper

CLASSIC = find_variant("classic")


def _check(rules, dealer, taker, viewer):
    state = new_deal(rules, dealer=dealer, seed=11)
    view = state.view_for(viewer)
    turned = view.turned_card
    keeper = taker if rules.deal_plan.keeper is TurnedKeeper.TAKER else dealer
    for hands in _bidding_deals(view, taker, 20, random.Random(3)):
        assert hands[keeper] >> turned.index & 1
        assert all(h.bit_count() == rules.hand_size for h in hands)
        assert hands[viewer] & view.hand_mask == view.hand_mask


def test_classic_taker_gets_the_turned_card():
    _check(CLASSIC, dealer=0, taker=2, viewer=1)


def test_the_dealer_keeps_it_when_the_plan_says_so():
    _check(dataclasses.replace(CLASSIC, turned_keeper=TurnedKeeper.OWNER), dealer=0, taker=2, viewer=1)
    clabber = dataclasses.replace(CLASSIC, deck=DeckKind.SHORT_24, first_packets=(1,) * 6, second_packets=(),
                                  turned_from=TurnedFrom.DEALER_LAST, turned_keeper=TurnedKeeper.OWNER)
    _check(clabber, dealer=3, taker=1, viewer=1)
    _check(clabber, dealer=3, taker=1, viewer=3)
