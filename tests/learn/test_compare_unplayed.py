"""The Master's comparison when the Master's line never reaches the play: it passes where the player called,
and the cards are thrown in (or another seat takes)."""

from __future__ import annotations

from belote_desktop.ai.seeds import bot_seed
from belote_desktop.engine import Pass, Phase, new_deal
from belote_desktop.engine.actions import Hokum
from belote_desktop.engine.cards import Suit
from belote_desktop.learn.compare import Bots, compare_on_same_cards, _default_think
from belote_desktop.storage.deal_code import decode

CODE = "60CCX-C9XGQ-A"  # Baloot, dealer West: South speaks first; nobody calls in the first round
LEVELS = ["intermediate"] * 4
SEED = 5


def called_deal():
    """South passes, then calls Hokum ♣ in the second round and keeps it; the bots play it out."""
    decoded = decode(CODE)
    state = new_deal(decoded.rules, decoded.dealer, deck=decoded.deck)
    while not state.is_terminal():
        mover = state.current_player()
        legal = state.legal_actions()
        if state.phase is Phase.BIDDING:
            call = Hokum(Suit.CLUBS)
            action = call if mover == 0 and call in legal and state.auction.high_bid is None else Pass()
        else:
            action = legal[0] if len(legal) == 1 else _default_think(
                state.view_for(mover), LEVELS[mover], bot_seed(SEED, 0, len(state.history), mover))
        state = state.apply(action)
    return state


def passing_master(view, level, seed):
    """The Master passes; so does everybody after it; the play is the bots'."""
    if view.phase is Phase.BIDDING:
        return Pass()
    return _default_think(view, "intermediate", seed)


def east_calls(view, level, seed):
    """The Master passes; East calls Hokum in the second round and keeps it."""
    if view.phase is Phase.BIDDING:
        hokum = [a for a in view.legal_actions if isinstance(a, Hokum)]
        if view.seat == 1 and hokum and view.auction.high_bid is None and view.auction.round == 2:
            return hokum[0]
        return Pass()
    return _default_think(view, "intermediate", seed)


def test_a_master_that_passes_and_throws_the_cards_in():
    deal = called_deal()
    assert deal.result().contract.taker == 0
    comparison = compare_on_same_cards(deal, 0, Bots(LEVELS.__getitem__, SEED, 0, think=passing_master))
    assert comparison is not None
    assert comparison.master_thrown_in and comparison.master_cards_played == 0 and comparison.parted_in_auction
    assert comparison.master_score == 0 and comparison.others_master_score == 0
    assert comparison.gap == -comparison.played_score
    assert comparison.played_score + comparison.others_played_score == sum(deal.result().score)


def test_a_master_that_passes_while_another_takes():
    deal = called_deal()
    comparison = compare_on_same_cards(deal, 0, Bots(LEVELS.__getitem__, SEED, 0, think=east_calls))
    assert comparison is not None
    assert not comparison.master_thrown_in and comparison.parted_in_auction
    assert comparison.master.result().contract.taker == 1
    assert comparison.master_cards_played == len(deal.deck)
