"""Claiming the rest: the search on one layout (every card known) is the definition; the claim itself is judged on
every placement of the unseen cards (tests/engine/test_claim_hidden.py)."""

from __future__ import annotations

import pytest

from belote_desktop.engine import VARIANTS, Card, Contract, Phase, Strain, deal_with_contract, find_variant
from belote_desktop.engine.actions import PlayCard
from belote_desktop.engine.claim import ClaimVerdict, judge_claim, judge_claim_on_layout, play_out_claim
from tests.ai.positions import random_deal_positions
from tests.rulesets import slow_but


def _plainly_certain(state, team) -> bool:
    """The definition, searched without memory or shortcuts: every line of the others loses every trick."""
    if state.phase is Phase.DONE:
        return True  # every trick was checked as it closed
    plays = [a for a in state.legal_actions() if isinstance(a, PlayCard)]
    done = len(state.tricks)
    results = []
    for action in plays:
        after = state.apply(action)
        if len(after.tricks) > done and state.rules.team_of(after.tricks[-1].winner) != team:
            results.append(False)
        else:
            results.append(_plainly_certain(after, team))
    mine = state.rules.team_of(state.current) == team
    return any(results) if mine else all(results)


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_the_verdict_is_the_definition_in_every_game(variant):
    """In the last three tricks of random deals, the prover (memory, runs of equal cards skipped) agrees with
    the plain search of every line, for the player to act, claiming."""
    rules = find_variant(variant)
    compared = {ClaimVerdict.CERTAIN: 0, ClaimVerdict.NOT_CERTAIN: 0}
    for seed in range(40):
        for state in random_deal_positions(rules, seed):
            if state.phase is not Phase.PLAY or not state.tricks:
                continue
            left = rules.hand_size - len(state.tricks)
            if left > 3:
                continue
            seat = state.current_player()
            verdict = judge_claim_on_layout(state, seat)
            assert verdict is not ClaimVerdict.NOT_PROVED
            assert (verdict is ClaimVerdict.CERTAIN) == _plainly_certain(state, rules.team_of(seat)), (seed, left)
            compared[verdict] += 1
    assert compared[ClaimVerdict.CERTAIN] >= 5 and compared[ClaimVerdict.NOT_CERTAIN] >= 5, compared


@pytest.mark.parametrize("variant", slow_but(["classic", "coinche", "bulgarian", "baloot", "belot_3p",
                                                "belot_2p_open"]))
def test_an_accepted_claim_gives_every_remaining_trick_to_the_claimer(variant):
    rules = find_variant(variant)
    played = 0
    for seed in range(25):
        for state in random_deal_positions(rules, 300 + seed):
            if state.phase is not Phase.PLAY or not state.tricks or rules.hand_size - len(state.tricks) > 5:
                continue
            seat = state.current_player()
            if judge_claim(state, seat) is not ClaimVerdict.CERTAIN:
                continue
            end = play_out_claim(state, seat)
            assert end.phase is Phase.DONE
            team = rules.team_of(seat)
            assert all(rules.team_of(t.winner) == team for t in end.tricks[len(state.tricks):])
            assert end.history[:len(state.history)] == state.history  # only card plays were added
            played += 1
            break
    assert played >= 5


def _cards(text):
    return [Card.parse(t) for t in text.split()]


@pytest.mark.slow
def test_all_the_trumps_and_the_masters_claim_the_rest_but_a_lost_master_does_not():
    rules = find_variant("classic")
    hands = [
        _cards("JH 9H AH AS AD AC KC QC"),  # South: trumps and masters
        _cards("7S 8S 9S 10S 7D 8D 9D 10D"),
        _cards("7H 8H QH KH 7C 8C 9C 10C"),
        _cards("JS QS KS JD QD KD JC 10H"),
    ]
    state = deal_with_contract(rules, 3, hands, Contract(Strain.HEARTS, 0, 80))
    assert judge_claim(state, 0) is ClaimVerdict.NOT_NOW  # the first trick: declarations still to come
    state = state.apply(PlayCard(Card.parse("JH")))
    for _ in range(3):
        state = state.apply(next(a for a in state.legal_actions() if isinstance(a, PlayCard)))
    assert state.tricks[-1].winner == 0
    # with every card known it is certain, but South cannot know that QH KH 8H are not all in one hand
    assert judge_claim_on_layout(state, 0) is ClaimVerdict.CERTAIN
    assert judge_claim(state, 0) in (ClaimVerdict.NOT_CERTAIN, ClaimVerdict.TOO_EARLY)
    assert judge_claim_on_layout(state, 1) is ClaimVerdict.NOT_CERTAIN  # the defenders take nothing more
    with pytest.raises(ValueError):
        play_out_claim(state, 0)

    # every trump and every master: certain however the others' cards lie, from the second trick on
    hands[0], hands[2] = _cards("JH 9H AH KH QH AS AD AC"), _cards("7H 8H 10H 7C 8C 9C 10C KC")
    hands[3] = _cards("JS QS KS JD QD KD JC QC")
    state = deal_with_contract(rules, 3, hands, Contract(Strain.HEARTS, 0, 80))
    state = state.apply(PlayCard(Card.parse("JH")))
    for _ in range(3):
        state = state.apply(next(a for a in state.legal_actions() if isinstance(a, PlayCard)))
    assert state.tricks[-1].winner == 0
    assert judge_claim(state, 0) is ClaimVerdict.CERTAIN
    end = play_out_claim(state, 0)
    assert end.result().capot_team == 0

    hands[0], hands[3] = _cards("JH 9H AH AS AD KC QC 7H"), _cards("JS QS KS JD QD KD JC AC")
    hands[2] = _cards("10H 8H QH KH 7C 8C 9C 10C")
    state = deal_with_contract(rules, 3, hands, Contract(Strain.HEARTS, 0, 80))
    state = state.apply(PlayCard(Card.parse("JH")))
    for _ in range(3):
        state = state.apply(next(a for a in state.legal_actions() if isinstance(a, PlayCard)))
    assert judge_claim_on_layout(state, 0) is ClaimVerdict.NOT_CERTAIN  # West's ace of clubs takes a trick
    assert judge_claim(state, 0) is not ClaimVerdict.CERTAIN
    with pytest.raises(ValueError):
        play_out_claim(state, 0)


def test_no_claim_in_the_auction_and_a_search_past_its_budget_is_refused():
    rules = find_variant("coinche")
    states = [s for seed in range(10) for s in random_deal_positions(rules, seed)]
    assert judge_claim(states[0], 0) is ClaimVerdict.NOT_NOW
    play = next(s for s in states if s.phase is Phase.PLAY and len(s.tricks) == 1)
    assert judge_claim_on_layout(play, play.current_player(), budget=1) is ClaimVerdict.NOT_PROVED
    assert judge_claim(play, play.current_player()) is ClaimVerdict.TOO_EARLY  # 21 unseen cards: too many placements
    late = next(s for s in states if s.phase is Phase.PLAY and len(s.tricks) == 6 and not s.trick)
    assert judge_claim(late, late.current_player(), budget=1) in (ClaimVerdict.NOT_PROVED, ClaimVerdict.CERTAIN)
