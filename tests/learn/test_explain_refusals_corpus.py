"""``explain_illegal`` over a broad corpus of refusals: every preset (and duty variations of them), random deals
with their auctions and play, every action of the whole action space that is illegal there, explained from the
acting player's view (and from the state, and without a position), plus hand-made errors of every reason.
The words are compared with those of the function before it became a table of small explainers, recorded as a
digest a reason (``RECORDED``)."""

from __future__ import annotations

import pytest

import dataclasses
import hashlib
import os
from collections.abc import Iterator, Sequence
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from belote_desktop.engine import (
    DECLARE, DOUBLE, PASS, PLAY, REDOUBLE, TAKE, VARIANTS, Action, Bid, Card, Contract, DealState, IllegalActionError,
    Reason, Ruleset, Strain, Suit, TrumpScheme, deal_with_contract,
)
from belote_desktop.engine.actions import ASHKAL, CALL, FOUR, GAHWA, HOKUM, STAKE_MATCH, SUN
from belote_desktop.engine.state import shuffled_deck
from belote_desktop.learn.explain_refusals import COMMON_WORDING, explain_illegal
from belote_desktop.learn.kinds import KINDS
from belote_desktop.learn.teaching import kind_teaching
from belote_desktop.learn.explanation import Explanation
from tests.ai.positions import random_deal_positions

NAMES = ("South", "East", "North", "West")
# duty options of the presets that reach the duties' other wordings (a locked lead, no partner exemption, ...)
DUTY_VARIATIONS: tuple[tuple[str, dict[str, Any]], ...] = (
    ("classic", {"locked_lead_when_doubled": True, "partner_exempts": False}),
    ("coinche", {"locked_lead_when_doubled": True, "partner_exempts": False, "partner_exempts_trump_lead": True}),
    ("coinche", {"must_raise_in_trump_lead": False, "all_trumps_raise_every_suit": False}),
    ("classic", {"must_trump_only_if_opponent_trumped": True, "must_undertrump": False}),
)
SEEDS = range(1)


def action_space(rules: Ruleset) -> list[Action]:
    """Every action there is: each card (of every deck), each auction's calls, and bids on and off the ladder."""
    step = max(rules.bid_step, 1)
    values = sorted({*range(rules.min_bid, rules.max_bid + 1, step), rules.min_bid - step, rules.max_bid + step,
                     rules.min_bid + step // 2 + 1})
    bids = [Bid(v, s) for v in values for s in Strain] + [Bid(0, s, True) for s in Strain]
    return [PASS, DOUBLE, REDOUBLE, DECLARE, STAKE_MATCH, SUN, ASHKAL, FOUR, GAHWA, *TAKE, *HOKUM, *CALL, *PLAY,
            *bids]


def rulesets() -> list[tuple[str, Ruleset]]:
    out = list(VARIANTS.items())
    for base, options in DUTY_VARIATIONS:
        out.append((f"{base}+{','.join(options)}", dataclasses.replace(VARIANTS[base], **options)))
    return out


def doubled_play_positions(rules: Ruleset, seed: int, strain: Strain) -> Iterator[DealState]:
    """A deal played from a doubled contract in ``strain`` (the locked lead, all trumps, no trumps)."""
    import random
    rng = random.Random(seed)
    deck = shuffled_deck(rules, seed)
    size = rules.hand_size
    hands = [list(deck[i * size:(i + 1) * size]) for i in range(rules.players)]
    state = deal_with_contract(rules, seed % rules.players, hands, Contract(strain, seed % rules.players, 80,
                                                                             multiplier=2))
    while not state.is_terminal():
        yield state
        legal = state.legal_actions()
        state = state.apply(legal[rng.randrange(len(legal))])


def corpus() -> Iterator[tuple[str, IllegalActionError, Any, Sequence[str] | None]]:
    """(label, error, view or state, seat names) of every refusal of the corpus."""
    for number, (label, rules) in enumerate(rulesets()):
        actions = action_space(rules)
        names = NAMES[:rules.players]
        for seed in SEEDS:
            positions = list(random_deal_positions(rules, seed))
            if not rules.table_up_packets:
                positions += list(doubled_play_positions(rules, seed, Strain((number + seed) % len(Strain))))
            for step, state in enumerate(positions):
                seat = max(state.current_player(), 0)
                view = state.view_for(seat)
                for action in actions:
                    error = state.why_illegal(action)
                    if error is None:
                        continue
                    where = f"{label} seed {seed} step {step} {action}"
                    yield where, error, view, names
                    if step % 7 == 0:  # the state itself, and no seat names
                        yield where + " (state)", error, state, None
                    if step % 11 == 0:  # no position at all
                        yield where + " (alone)", error, None, names
    yield from hand_made()


def hand_made() -> Iterator[tuple[str, IllegalActionError, Any, Sequence[str] | None]]:
    """An error of every reason with the parameters the engine may leave out or vary, without a position."""
    base = {"card": Card.parse("7H"), "led_suit": Suit.SPADES, "trump": Suit.HEARTS, "to_beat": Card.parse("AH"),
            "higher": [Card.parse("9H")], "winner": 1, "suit": Suit.CLUBS, "turned_suit": Suit.HEARTS, "value": 85,
            "minimum": 90, "min_bid": 80, "max_bid": 160, "step": 10, "strain": Strain.NO_TRUMPS, "why": "own_team",
            "action": "bid 80 H"}
    variations: list[dict[str, Any]] = [
        {}, {"minimum": "capot"}, {"capot": True}, {"strain": "odd"}, {"why": "already"}, {"why": "other_team"},
        {"why": None}, {"points": 5, "limit": 7}, {"action": "double"}, {"action": "redouble"}, {"card": "XX"},
        {"to_beat": None, "winner": None, "higher": None}, {"overtrump": True},
    ]
    for reason in Reason:
        for i, change in enumerate(variations):
            params = {**base, **change}
            yield f"hand-made {reason.name} {i}", IllegalActionError(reason, **params), None, None
            yield f"hand-made {reason.name} {i} (no params)", IllegalActionError(reason), None, None
    # every reason again from a real position of each auction kind (the kind's own words come first)
    for label, rules in rulesets()[:len(VARIANTS)]:
        state = next(iter(random_deal_positions(rules, 0)))
        for reason in Reason:
            yield f"hand-made {reason.name} at {label}", IllegalActionError(reason, **base), state, None


def words(explanation: Explanation) -> str:
    return f"{explanation.rule_id}\t{explanation.rule_title}\t{explanation.text}"


def digests() -> dict[str, tuple[int, str]]:
    """Each reason's number of refusals in the corpus and a digest of where they are and their words, in order."""
    hashes: dict[str, Any] = {}
    counts: dict[str, int] = {}
    for where, error, position, names in corpus():
        line = f"{where}\t{words(explain_illegal(error, position, names))}\n"
        hashes.setdefault(error.reason.name, hashlib.sha256()).update(line.encode("utf-8"))
        counts[error.reason.name] = counts.get(error.reason.name, 0) + 1
    return {reason: (counts[reason], hashes[reason].hexdigest()[:16]) for reason in sorted(hashes)}


# explain_illegal's words over the corpus, recorded from the function before it became a table of explainers
# (a change of the engine's positions on purpose: print the new table with
# ``python -m tests.learn.test_explain_refusals_corpus`` and read the words that changed before taking it)
RECORDED: dict[str, tuple[int, str]] = {
    'ALREADY_PASSED': (39, '2ad4b0bb295dc43f'),
    'BALOOT_CALL_REFUSED': (145, '7c706e90b725c51e'),
    'BIDDING_CLOSED': (351, '2a135335f9b40f77'),
    'BID_OUT_OF_RANGE': (543, '092c35d24abfcc76'),
    'BID_TOO_LOW': (767, '5224d1e26ce469d3'),
    'CALL_TOO_LOW': (99, 'cd8c9632168c5723'),
    'CANNOT_DOUBLE': (77, 'e174dc88f541cc57'),
    'CANNOT_REDOUBLE': (92, 'be31a0883a5e7a1c'),
    'CANNOT_STAKE_MATCH': (45, '84a420de6f4e312f'),
    'DEALER_MUST_NAME': (39, '52396a92189f3460'),
    'DECLARE_FIRST_TRICK_ONLY': (1096, 'ed666216a6a909d4'),
    'GAME_OVER': (3053, 'b731d80259e5c3c3'),
    'LOCKED_TRUMP_LEAD': (77, 'b8e49460d07ede75'),
    'MUST_FOLLOW_SUIT': (1884, '97f7e1f6a9ac1b53'),
    'MUST_OVERTRUMP': (46, 'f9aa15b92f6fb27d'),
    'MUST_RAISE': (88, 'bd3a73994c59cefa'),
    'MUST_TRUMP': (214, '644a033648e3e801'),
    'NOTHING_TO_DECLARE': (160, '077905ede7adf46f'),
    'NOT_ALLOWED': (5803, 'e7990bae32a52a74'),
    'NOT_IN_HAND': (37487, '9aec8d5e668d35c4'),
    'PASS_IS_FINAL': (39, 'fb5e9058f8c19e01'),
    'STRAIN_NOT_ALLOWED': (457, '22e67bdaa9636756'),
    'TAKE_TURNED_SUIT_ONLY': (84, '22fb396a4198f93c'),
    'TRUMP_NOT_HELD': (39, '9b973826feced8d9'),
    'TURNED_SUIT_REFUSED': (39, '18db88233065fb7c'),
    'WRONG_PHASE': (122743, 'dcf18ce6a9e9eeb3'),
}


@pytest.mark.slow  # (the full suite runs it; docs/testing.md)
def test_every_refusal_of_the_corpus_keeps_its_words():
    made = digests()
    changed = sorted(reason for reason in RECORDED.keys() | made.keys() if RECORDED.get(reason) != made.get(reason))
    assert changed == [], f"the words of these refusals changed: {changed}"
    assert sum(count for count, _ in made.values()) > 10_000


def test_every_reason_has_its_words_in_one_table():
    """A reason only one auction kind gives is that kind's (its record's own_reasons); every other one has common
    words."""
    own_reasons = {reason for kind in KINDS for reason in kind.own_reasons}
    assert set(COMMON_WORDING) | own_reasons == set(Reason)
    assert not set(COMMON_WORDING) & own_reasons


def test_a_reason_without_words_gets_the_general_sentence(monkeypatch):
    monkeypatch.delitem(kind_teaching(TrumpScheme.CONTRACT_AUCTION).own_reasons, Reason.ALREADY_PASSED)
    made = explain_illegal(IllegalActionError(Reason.ALREADY_PASSED), None)
    assert (made.text, made.rule_id) == ("That move is not allowed now.", "play")


if __name__ == "__main__":
    for reason, recorded in digests().items():
        print(f"    {reason!r}: {recorded!r},")
