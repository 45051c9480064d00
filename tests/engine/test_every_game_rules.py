"""The rules' contract, for every ruleset of tests/rulesets.py (each preset and the made-up tables): in random
deals, at every position, each legal action is accepted and every other action a player could try (any card of
the pack, a declaration, any call of any auction) is refused with a reason, the same by ``why_illegal`` and by
``apply``, that the player is told in words; the records of deals and of matches (new, in the first auction,
mid-match, finished) replay through JSON to equal states.

The other contracts over every ruleset: invariants over 2,000 deals (test_simulation.py), the auction's
candidates (test_auction.py), saves and match records (tests/storage/test_every_game_saves.py), the bots
(tests/ai/test_every_game_bots.py, test_hidden_cards.py), the search's numpy scorer (tests/ai/play/test_outcome.py)
and the window (tests/ui/window/test_every_game_window.py). A per-game file keeps its seed's worked examples."""

from __future__ import annotations

import json
import random
from itertools import combinations

import pytest

from belote_desktop.engine import (
    DECLARE, DOUBLE, PASS, PLAY, REDOUBLE, Bid, Declare, IllegalActionError, Phase, Rank, Reason, Strain, new_deal, new_match, record,
    replay,
)
from belote_desktop.engine.actions import ASHKAL, CALL, FOUR, GAHWA, HOKUM, STAKE_MATCH, SUN, TAKE
from belote_desktop.engine.auctions import AUCTIONS
from belote_desktop.learn.explain_refusals import explain_illegal
from tests.rulesets import every_ruleset, slow_but

DEALS = 10
# one action of every kind any auction uses: a game whose auction has no such call must refuse it
EVERY_KIND = (PASS, TAKE[0], Bid(80, Strain.HEARTS), Bid(250, Strain.SPADES, True), DOUBLE, REDOUBLE, CALL[5],
              STAKE_MATCH, HOKUM[1], SUN, ASHKAL, FOUR, GAHWA, DECLARE)
NAMES = ("North", "East", "South", "West")


def _tried(state):
    """Every action a player could try now: every card, one call of each kind, and the auction's own calls."""
    tried = {*PLAY, *EVERY_KIND}
    if state.phase is Phase.PLAY:  # the other sets of declarations (a card in a carré and in a sequence)
        ranks = [(), *((r,) for r in Rank), *combinations(Rank, 2)]
        tried.update(Declare(carres) for carres in ranks)
    if state.phase is Phase.BIDDING:
        tried.update(AUCTIONS[state.rules.trump_scheme].candidates(state))
    return tried


@pytest.mark.parametrize("name", slow_but(sorted(every_ruleset())))
def test_legal_actions_are_accepted_and_every_other_is_refused_with_a_reason(name):
    rules = every_ruleset()[name]
    told: set[Reason] = set()
    refused = played = 0
    for seed in range(DEALS):
        rng = random.Random(seed)
        state = new_deal(rules, dealer=seed % rules.players, seed=seed)
        while True:
            legal = state.legal_actions()
            assert len(set(legal)) == len(legal)
            tried = _tried(state)
            assert set(legal) <= tried  # nothing legal that no player could find
            for action in tried:
                why = state.why_illegal(action)
                if action in legal:
                    assert why is None, (action, why)
                    continue
                assert isinstance(why, IllegalActionError) and isinstance(why.reason, Reason), action
                with pytest.raises(IllegalActionError) as caught:
                    state.apply(action)
                assert (caught.value.reason, caught.value.params) == (why.reason, why.params), action
                refused += 1
                if why.reason not in told:  # each reason once a ruleset: the words the player reads
                    told.add(why.reason)
                    words = explain_illegal(why, state, NAMES[:rules.players])
                    assert words.text and words.rule_id and "{" not in words.text, (why, words)
            if state.is_terminal():
                break
            state = state.apply(legal[rng.randrange(len(legal))])
            played += state.phase is not Phase.BIDDING
        assert replay(json.loads(json.dumps(record(state)))) == state
    assert refused and played >= rules.hand_size * rules.players  # a whole deal was played at least
    assert {Reason.GAME_OVER, Reason.NOT_ALLOWED} <= told
    assert told & {Reason.MUST_FOLLOW_SUIT, Reason.NOT_IN_HAND}  # the card play refused cards too


@pytest.mark.parametrize("steps", [0, 9, 75, 10_000])
@pytest.mark.parametrize("name", sorted(every_ruleset()))
def test_match_records_replay_through_json(name, steps):
    """Before the first action, in the first auction, mid-match and finished: the record names the game and
    replays to an equal match, the match scores the next deal knows (Baloot's Sun) included."""
    rules = every_ruleset()[name]
    game = new_match(rules, seed=5, first_dealer=steps % rules.players)
    rng = random.Random(steps)
    for _ in range(steps):
        if game.is_terminal():
            break
        legal = game.legal_actions()
        game = game.apply(legal[rng.randrange(len(legal))])
    data = json.loads(json.dumps(record(game)))
    assert data["variant"] == rules.id and data["kind"] == "match"
    restored = replay(data)
    assert restored == game and restored.rules == rules
    assert restored.deal.match_scores == game.deal.match_scores and restored.legal_actions() == game.legal_actions()
    assert game.over or steps < 10_000
