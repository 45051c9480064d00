"""Reason codes: why an action is illegal, as data the UI turns into words."""

from __future__ import annotations

from enum import Enum
from typing import Any


class Reason(Enum):
    """Why an action is refused: a code for ``IllegalActionError``, with its params named beside each."""

    GAME_OVER = "game_over"
    WRONG_PHASE = "wrong_phase"  # e.g. a card during the bidding
    NOT_IN_HAND = "not_in_hand"  # params: card
    MUST_FOLLOW_SUIT = "must_follow_suit"  # params: card, led_suit
    MUST_TRUMP = "must_trump"  # params: card, trump, led_suit, winner, overtrump (beat it if you can)
    MUST_OVERTRUMP = "must_overtrump"  # params: card, trump, to_beat, winner, higher
    MUST_RAISE = "must_raise"  # params: card, led_suit, to_beat, winner, higher (trump or all-trumps lead)
    LOCKED_TRUMP_LEAD = "locked_trump_lead"  # doubled, locked: no trump lead unless only trumps: params: card, trump
    TAKE_TURNED_SUIT_ONLY = "take_turned_suit_only"  # round 1: params: suit, turned_suit
    TURNED_SUIT_REFUSED = "turned_suit_refused"  # round 2: params: suit
    DEALER_MUST_NAME = "dealer_must_name"  # naming in turn (Tarabish): everyone passed, the dealer names a suit
    TRUMP_NOT_HELD = "trump_not_held"  # Clabber: playing in a suit one does not hold (a renege): params: suit
    BID_TOO_LOW = "bid_too_low"  # params: value, minimum
    BID_OUT_OF_RANGE = "bid_out_of_range"  # params: value, min_bid, max_bid, step
    STRAIN_NOT_ALLOWED = "strain_not_allowed"  # params: strain
    BIDDING_CLOSED = "bidding_closed"  # after a double no new bid: params: -
    CANNOT_DOUBLE = "cannot_double"  # params: why ("no_bid", "own_team", "already")
    CANNOT_REDOUBLE = "cannot_redouble"  # params: why ("not_doubled", "other_team", "already")
    # contract auction (engine/auctions/contract.py)
    CALL_TOO_LOW = "call_too_low"  # a call must outrank the standing one: params: strain, minimum (the lowest strain)
    CANNOT_STAKE_MATCH = "cannot_stake_match"  # params: why ("not_redoubled", "own_team")
    ALREADY_PASSED = "already_passed"  # option: a pass is final: params: -
    NOTHING_TO_DECLARE = "nothing_to_declare"
    DECLARE_FIRST_TRICK_ONLY = "declare_first_trick_only"
    # Baloot's calls (engine/auctions/sun_hokum.py): params: why (see its verify) and the suits concerned
    BALOOT_CALL_REFUSED = "baloot_call_refused"
    PASS_IS_FINAL = "pass_is_final"  # point auction with final passes: a player who passed may only pass
    NOT_ALLOWED = "not_allowed"  # an action this variant does not use: params: action


class IllegalActionError(ValueError):
    """An action that the rules do not allow now; ``reason`` and ``params`` say why."""

    def __init__(self, reason: Reason, **params: Any) -> None:
        # the auctions' verify makes one for every refused candidate: the text is built when shown
        self.reason = reason
        self.params = params

    def __str__(self) -> str:
        detail = ", ".join(f"{k}={v}" for k, v in self.params.items())
        return f"{self.reason.value}" + (f" ({detail})" if detail else "")
