"""One judge (issue 34): for each of the player's decisions the error (over the deals the player could face, with
its noise) and the luck (on the real cards, against the same bots); the Master's gap splits into the choices and
the cards; Review's words follow the same figures, so Review and Compare no longer contradict each other."""

from __future__ import annotations

import random

import pytest

from belote_desktop.ai import SearchParams
from belote_desktop.ai.seeds import bot_seed
from belote_desktop.engine import DECLARE, PlayCard, find_variant, new_deal
from belote_desktop.learn import advice
from belote_desktop.learn.advice import advise
from belote_desktop.learn.compare import Bots, compare_on_same_cards, _default_think
from belote_desktop.learn.judge import (
    Decision, Judgement, judge_deal, play_out, side_score, states_before, weigh_cards, with_comparison,
)
from belote_desktop.learn.review import review_deal, review_lines, review_of, split_line

SMALL = SearchParams(samples=64, max_seconds=60.0, exact_cards=8, exact_samples=16, bid_samples=64,
                     play_likelihood=0.3, public_playouts=True)
BOTS = "intermediate"
MASTER = "intermediate"  # the Master's seat in tests: a quick bot, the same machinery


@pytest.fixture(autouse=True)
def _small_budget(monkeypatch):
    monkeypatch.setattr(advice, "ADVICE_PARAMS", SMALL)


def _level(_seat: int) -> str:
    return BOTS


def _deal(seed: int, south=None, variant: str = "classic"):
    """A deal played to its end by position-seeded bots; South chooses with ``south(state, rng)`` (a random
    legal action by default)."""
    rules = find_variant(variant)
    rng = random.Random(seed)
    state = new_deal(rules, dealer=1, seed=seed)
    while not state.is_terminal():
        mover = state.current_player()
        legal = state.legal_actions()
        if len(legal) == 1:
            action = legal[0]
        elif mover == 0 and south is not None:
            action = south(state, rng)
        elif mover == 0:
            action = legal[rng.randrange(len(legal))]
        else:
            action = _default_think(state.view_for(mover), BOTS, bot_seed(seed, 0, len(state.history), mover))
        state = state.apply(action)
    return state


def _deals(south=None, seeds=range(1, 40)):
    for seed in seeds:
        deal = _deal(seed, south)
        if not deal.thrown_in:
            yield seed, deal


def _judge(deal, seed, **options):
    return judge_deal(deal, 0, Bots(_level, seed, 0, master_level=MASTER), params=SMALL, compare=True, **options)


def test_error_is_the_advices_cost_and_luck_is_the_real_cards_difference():
    weighed_noise = False
    for seed, deal in list(_deals())[:3]:
        judged = _judge(deal, seed)
        steps = states_before(deal)
        assert judged.decisions
        for d in judged.decisions:
            state, action = steps[d.index]
            assert action == d.played and state.current_player() == 0
            view = state.view_for(0)
            if d.declaration:  # a declaration's own figures: test_review_declarations.py
                continue
            if isinstance(d.played, PlayCard):  # a card beside a declaration on offer: the cards weighed alone
                adv = advise(view) if DECLARE not in view.legal_actions else weigh_cards(view)[0]
                assert d.best == adv.action and d.error == adv.cost(d.played)  # Suggest's figures
                assert d.trick == len(state.tricks) + 1
            assert d.error is None or d.error >= 0.0
            assert d.noise >= 0.0
            if d.played == d.best:
                assert d.error in (0.0, None) and d.luck == 0 and d.noise == 0.0
            else:
                # the rest of the deal on the real cards, once after each action, by the same seeded bots
                lines = [play_out(state.apply(a), 0, Bots(_level, seed, 0, MASTER)) for a in (d.best, d.played)]
                assert d.luck == side_score(lines[0], 0) - side_score(lines[1], 0)
                weighed_noise = weighed_noise or d.noise > 0
        # the totals: the choices are the sum of the errors, the cards the rest of the Master's gap
        comparison = compare_on_same_cards(deal, 0, Bots(_level, seed, 0, master_level=MASTER))
        assert judged.gap == comparison.gap and judged.master_score == comparison.master_score
        assert judged.total_error == pytest.approx(sum(d.error or 0 for d in judged.decisions))
        assert judged.total_error + judged.cards == pytest.approx(judged.gap)
        assert judged.noise ** 2 == pytest.approx(sum(d.noise ** 2 for d in judged.decisions))
    assert weighed_noise, "a card weighed against another has a noise from the search's parts"


def test_review_shows_the_judges_figures():
    for seed, deal in list(_deals())[:2]:
        judged = _judge(deal, seed)
        review = review_deal(deal, 0, bots=Bots(_level, seed, 0, master_level=MASTER), compare=True)
        assert review.judgement == judged
        for item in review.cards:
            d = next(d for d in judged.decisions if d.trick == item.trick and d.played == item.played)
            assert (item.loss, item.luck, item.noise) == (d.error, d.luck, d.noise)


# -- the two contradictions of the issue ------------------------------------------------------------------------
def _card(text: str):
    from belote_desktop.engine import Card

    return PlayCard(Card.parse(text))


def test_a_costly_choice_the_cards_forgave_is_said_so_with_the_gap_split(qapp):
    """Review said "Q♣ was better (about 46 points)" while Compare said +1: now both figures are named, and
    the split says where the other 45 points went."""
    decision = Decision(20, 1, _card("JC"), _card("QC"), 46.0, 3.0, 1)
    judgement = Judgement(0, (decision,), gap=1, master_score=82, played_score=81)
    deal = _deal(2)
    lines = review_lines(review_of(deal, 0, judgement))
    text = "\n".join(lines)
    assert "Trick 1: J♣ cost 46 on average, 1 on these cards; Q♣ was better." in text
    assert "The Master did 1 point better; your choices cost 46 on average, the cards gave 45 back." in text
    assert "well played" not in text
    forgiven = Decision(20, 1, _card("JC"), _card("QC"), 46.0, 3.0, -4)
    text = "\n".join(review_lines(review_of(deal, 0, Judgement(0, (forgiven,), gap=-4))))
    assert "a poor choice that the cards forgave" in text and "would have made 4 fewer on these cards" in text


def test_no_well_played_when_the_master_did_better_beyond_the_noise(qapp):
    """Review said "well played" while the Master did 38 better: now the line says that the cards made it."""
    sound = Decision(20, 3, _card("AS"), _card("AS"), 0.0, 0.0, 0)
    deal = _deal(2)
    beaten = review_lines(review_of(deal, 0, Judgement(0, (sound,), gap=38)))
    assert not any("well played" in line for line in beaten)
    assert beaten[0] == "Review: The Master did 38 points better: 0 were your choices, 38 the cards."
    # within the noise the deal may still be called well played
    noisy = Decision(20, 3, _card("AS"), _card("KS"), 1.0, 6.0, 0)
    calm = review_lines(review_of(deal, 0, Judgement(0, (noisy,), gap=5)))
    assert "well played" in calm[0]
    # a sound choice (error under the mark) that the real cards punished
    punished = Decision(20, 3, _card("AS"), _card("KS"), 1.0, 2.0, 30)
    text = "\n".join(review_lines(review_of(deal, 0, Judgement(0, (punished,), gap=30))))
    assert "a good choice that the cards punished" in text and "well played" not in text


def test_searched_deals_review_and_compare_agree(qapp):
    """On real deals: whenever the Master did better than the noise, Review does not say "well played", and the
    split line's two parts add up to Compare's gap; a costly card's line names its luck on these cards."""
    seen_gap = seen_costly = False
    for seed, deal in _deals():
        review = review_deal(deal, 0, bots=Bots(_level, seed, 0, master_level=MASTER), compare=True)
        judged = review.judgement
        comparison = compare_on_same_cards(deal, 0, Bots(_level, seed, 0, master_level=MASTER))
        assert judged is not None and judged.gap == comparison.gap
        lines = review_lines(review)
        text = "\n".join(lines)
        if comparison.gap > judged.noise:
            seen_gap = True
            assert "well played" not in text
        assert split_line(judged) in text
        for item in review.cards:
            seen_costly = True
            assert "on average" in text and "on these cards" in text
            assert item.luck is not None
        if seen_gap and seen_costly:
            break
    assert seen_gap and seen_costly


def test_with_comparison_keeps_the_figures():
    seed, deal = next(_deals())
    judged = judge_deal(deal, 0, Bots(_level, seed, 0, master_level=MASTER), params=SMALL)
    assert judged.gap is None and judged.cards is None
    comparison = compare_on_same_cards(deal, 0, Bots(_level, seed, 0, master_level=MASTER))
    both = with_comparison(judged, comparison)
    assert both.decisions == judged.decisions and both.gap == comparison.gap
    # the lines the comparison already played are reused for the luck: the same figures as played out anew
    assert _judge(deal, seed).decisions == judged.decisions
    assert both.totals_json()["choices"] + both.totals_json()["cards"] == pytest.approx(comparison.gap, abs=0.02)


def test_the_judge_may_be_stopped():
    seed, deal = next(_deals())
    assert judge_deal(deal, 0, Bots(_level, seed, 0, master_level=MASTER), params=SMALL, stop=lambda *_: False) is None
