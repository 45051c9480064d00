"""Review and Compare tell one story on a deal: the move where the Master parts from the player is a costly
difference exactly when Review marks it (the judge's error, Suggest's search, at least the mark); otherwise
Compare says why the parting cost nothing."""

from __future__ import annotations

import random

import pytest

from belote_desktop.ai import Level, choose_action
from belote_desktop.ai.seeds import bot_seed
from belote_desktop.engine import Action, PlayCard, PlayerView, find_variant, new_deal, replay, record
from belote_desktop.engine.cards import Card
from belote_desktop.learn.compare import Bots, compare_on_same_cards, parting
from belote_desktop.learn.judge import Judgement, judge_errors
from belote_desktop.learn.review import review_lines, review_of
from belote_desktop.storage.deal_code import decode
from belote_desktop.cli.review import advice_params

CODE = "01D2X-TT7A1-0N8D9-M1CQH-2EVBD-SSH"  # classic, East deals; North takes ♣
# South follows the Master's first two tricks, then plays K♥ on the partner's A♥ where the Master plays J♥
PLAYED = ("take C,play QC,play 10H,play 7C,play AC,play AD,play 9D,play KD,play 10D,play AH,play 9H,play KH,"
          "play 7H,play JS,play 10S,play 9S,play QS,play KC,play 7D,play 8C,play JC,play KS,play 10C,play 8H,"
          "play 7S,play JD,play QD,play 8S,play 8D,play JH,play AS,play QH,play 9C").split(",")


def _intermediate(view: PlayerView, level: str, seed: int) -> Action:
    return choose_action(view, Level.parse("intermediate"), random.Random(seed))


def _code_deal():
    decoded = decode(CODE)
    state = new_deal(decoded.rules, decoded.dealer, deck=decoded.deck)
    return replay({**record(state), "actions": PLAYED})


def test_the_deal_of_the_code_tells_one_story(qapp):
    from belote_desktop.ui.dialogs.judge_line import parting_words

    deal = _code_deal()
    assert deal.is_terminal() and deal.history[11] == (0, PlayCard(Card.parse("KH")))

    def master(view: PlayerView, level: str, seed: int) -> Action:
        """The Master as reported: South's moves of the first two tricks, then J♥ at trick 3."""
        if view.seat == 0 and len(view.history) < 11:
            return deal.history[len(view.history)][1]
        if view.seat == 0 and len(view.history) == 11:
            return PlayCard(Card.parse("JH"))
        return _intermediate(view, level, seed)

    comparison = compare_on_same_cards(deal, 0, Bots(lambda _s: "intermediate", 0, 0, think=master))
    assert comparison is not None and comparison.first_difference == 11
    decisions = judge_errors(deal, 0)
    assert decisions is not None
    review = review_of(deal, 0, Judgement(0, tuple(decisions)))
    weighed = parting(comparison, decisions)
    # K♥ is Suggest's own card there: Review does not mark trick 3 ...
    assert weighed is not None and weighed.error == 0 and not weighed.costly
    assert 3 not in {v.trick for v in review.cards}
    words = parting_words(weighed, deal.rules)  # ... and Compare says why the parting cost nothing
    assert "K♥" in words and "J♥" in words and "cost you nothing" in words
    assert "Trick 3" not in "\n".join(review_lines(review))


def _played(variant: str, seed: int):
    rules = find_variant(variant)
    for s in range(seed, seed + 30):
        state = new_deal(rules, dealer=s % rules.players, seed=s)
        while not state.is_terminal():
            mover = state.current_player()
            view = state.view_for(mover)
            legal = view.legal_actions
            level = "beginner" if mover == 0 else "intermediate"
            state = state.apply(legal[0] if len(legal) == 1 else choose_action(
                view, Level.parse(level), random.Random(bot_seed(s, 0, len(state.history), mover))))
        if not state.thrown_in:
            return state, s
    raise AssertionError("every deal thrown in")


@pytest.mark.parametrize("variant,seed", [("classic", 11), ("classic", 12), ("coinche", 13), ("bulgarian", 14),
                                          ("baloot", 15), ("pilotta", 16)])
def test_a_costly_difference_is_one_review_marks(variant, seed, qapp):
    """Compare's parting is a costly difference exactly when Review marks the move there (any game, any units)."""
    deal, s = _played(variant, seed)
    comparison = compare_on_same_cards(deal, 0, Bots(lambda _s: "intermediate", s, 0, master_level="expert"))
    assert comparison is not None
    decisions = judge_errors(deal, 0, params=advice_params(24))
    assert decisions is not None
    review = review_of(deal, 0, Judgement(0, tuple(decisions)), most=len(decisions))
    marked = {(v.trick, v.played) for v in review.cards + review.auction}
    weighed = parting(comparison, decisions)
    if weighed is None:
        return
    at = next(d for d in decisions if d.index == comparison.first_difference)
    assert weighed.costly == ((at.trick, weighed.played) in marked)
