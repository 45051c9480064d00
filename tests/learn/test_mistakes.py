"""My mistakes (issue 74), below the window: which of the judge's decisions are kept (costly and stable, never the
luck), the position kept is the one the player chose in, the kinds follow their definitions, and the spaced-repetition
schedule (a miss comes back the same day after the others, right answers put it off 2 then 7 days, the third in a row
retires it)."""

from __future__ import annotations

import dataclasses
import datetime

import pytest

from belote_desktop.engine import Bid, Card, Pass, PlayCard, Take
from belote_desktop.engine.deal_parts import Phase
from belote_desktop.learn import mistakes as m
from belote_desktop.learn.decision import mark
from tests.learn.mistake_cases import judged, played_at_random

DAY = datetime.date(2026, 11, 28)


def _kept(game: str = "classic", seed: int = 2) -> list[m.Mistake]:
    deal, decisions = judged(game, seed)
    return m.kept_from(deal, 0, decisions, DAY)


@pytest.mark.parametrize("game", ["classic", "bulgarian", "coinche", "baloot", "belot_3p"])
def test_the_costly_stable_choices_are_kept_with_the_position_they_were_made_in(game):
    deal, decisions = judged(game, 2)
    kept = m.kept_from(deal, 0, decisions, DAY)
    threshold = mark(deal.rules)
    costly = [d for d in decisions if d.differs and (d.error or 0) >= threshold and d.error >= 2 * d.noise]
    assert len(kept) == len(costly) and kept, "a random player makes costly choices in every deal"
    for mistake, decision in zip(kept, costly):
        state = mistake.state()
        assert state.current_player() == 0 and len(state.history) == decision.index
        assert str(deal.history[decision.index][1]) == mistake.played == str(decision.played)
        assert mistake.best == str(decision.best) and mistake.loss == pytest.approx(decision.error, abs=0.01)
        assert mistake.action(state, mistake.played) in state.legal_actions()
        assert mistake.cost(mistake.played) == pytest.approx(decision.error, abs=0.01)
        assert mistake.cost(mistake.best) == 0.0
        assert mistake.due == DAY.isoformat() and not mistake.retired and mistake.game == deal.rules.id


def test_noise_and_small_errors_are_not_kept():
    deal, decisions = judged("classic", 1)
    threshold = mark(deal.rules)
    card = next(d for d in decisions if d.trick and d.differs)
    shaky = dataclasses.replace(card, error=threshold * 2, noise=threshold * 1.5)  # under two noises
    small = dataclasses.replace(card, error=threshold * 0.9, noise=0.0)
    sure = dataclasses.replace(card, error=threshold * 2, noise=threshold * 0.5)
    same = dataclasses.replace(card, best=card.played, error=threshold * 3)  # the judge's own choice: never
    assert [x.loss for x in m.kept_from(deal, 0, [shaky, small, sure, same], DAY)] == [round(threshold * 2, 2)]


def test_one_position_is_kept_once_and_a_new_miss_of_it_starts_it_again():
    kept = _kept()
    assert len({x.key for x in kept}) == len(kept)
    learned = m.answer(kept[0], kept[0].best, DAY, 4.0).mistake
    later = dataclasses.replace(kept[0], played="another choice", added="2026-12-01", due="2026-12-01")
    again = m.merged([learned, *kept[1:]], [later])
    assert len(again) == len(kept) and again[0].key == kept[0].key
    assert again[0].played == "another choice" and again[0].box == 0 and again[0].missed == 1
    assert again[0].added == kept[0].added and again[0].due == "2026-12-01"
    assert again[1:] == kept[1:]


def test_the_schedule_puts_a_learned_mistake_off_and_retires_it_after_three_right_answers():
    mistake = _kept()[0]
    rules_mark = mark(mistake.state().rules)
    first = m.answer(mistake, mistake.best, DAY, rules_mark)
    assert first.right and first.cost == 0 and first.mistake.box == 1
    assert first.mistake.due == (DAY + datetime.timedelta(days=2)).isoformat()
    assert m.due([first.mistake], DAY) == [] and m.due([first.mistake], DAY + datetime.timedelta(days=2))
    second = m.answer(first.mistake, mistake.best, DAY + datetime.timedelta(days=2), rules_mark)
    assert second.mistake.due == (DAY + datetime.timedelta(days=9)).isoformat() and not second.mistake.retired
    third = m.answer(second.mistake, mistake.best, DAY + datetime.timedelta(days=9), rules_mark)
    assert third.mistake.retired and m.due([third.mistake], DAY + datetime.timedelta(days=400)) == []


def test_a_miss_starts_again_and_comes_back_the_same_day_after_the_others():
    kept = _kept()
    assert len(kept) >= 2
    mistake = m.answer(kept[0], kept[0].best, DAY, 1.0).mistake
    missed = m.answer(mistake, kept[0].played, DAY + datetime.timedelta(days=2), 1.0)
    assert not missed.right and missed.cost == pytest.approx(kept[0].loss, abs=0.01)
    assert missed.mistake.box == 0 and missed.mistake.missed == 1
    later = DAY + datetime.timedelta(days=2)
    assert missed.mistake.due == later.isoformat()
    others = [dataclasses.replace(x, due=later.isoformat()) for x in kept[1:]]
    assert m.due([missed.mistake, *others], later)[-1].key == missed.mistake.key


def test_a_choice_within_the_mark_of_the_best_is_right_and_an_unweighed_one_is_not():
    mistake = next(x for x in _kept() if len(x.worth) >= 3)
    ranked = sorted(mistake.worth, key=lambda a: -mistake.worth[a])
    close = dataclasses.replace(mistake, worth={**mistake.worth, ranked[1]: mistake.worth[mistake.best] - 0.5})
    assert m.answer(close, ranked[1], DAY, 4.0).right
    unweighed = dataclasses.replace(mistake, worth={})
    other = next(a for a in ranked if a not in (mistake.played, mistake.best))
    answer = m.answer(unweighed, other, DAY, 4.0)
    assert answer.cost is None and not answer.right


def test_the_notebook_keeps_at_most_its_size_the_oldest_retired_going_first():
    base = _kept()[0]
    many = [dataclasses.replace(base, key=f"k{i}", added=f"2026-01-{i % 28 + 1:02d}", retired=i < 5)
            for i in range(m.MOST_KEPT + 3)]
    kept = m.merged([], many)
    assert len(kept) == m.MOST_KEPT
    gone = {x.key for x in many} - {x.key for x in kept}
    assert all(next(x for x in many if x.key == k).retired for k in gone)


# -- the kinds, each checked on positions that meet its definition ------------------------------------------------
def _views(game: str, seeds=range(40)):
    for seed in seeds:
        deal = played_at_random(game, seed)
        state = new_state = None
        from belote_desktop.learn.judge import states_before

        for new_state, _action in states_before(deal):
            state = new_state
            if state.current_player() == 0:
                yield state.view_for(0)


def _first(condition, game: str = "classic"):
    return next(v for v in _views(game) if condition(v))


def _cards(view):
    return [a.card for a in view.legal_actions if isinstance(a, PlayCard)]


def test_leading_a_trump_or_not_is_the_drawing_of_trumps():
    def leads_with_both(view):
        trump = view.contract.trump if view.contract else None
        cards = _cards(view)
        return (trump is not None and not view.trick and any(c.suit == trump for c in cards)
                and any(c.suit != trump for c in cards))

    view = _first(leads_with_both)
    trump = view.contract.trump
    high = next(c for c in _cards(view) if c.suit == trump)
    plain = next(c for c in _cards(view) if c.suit != trump)
    assert m.mistake_kind(view, PlayCard(high), PlayCard(plain)) == m.TRUMPS_TOO_SOON
    assert m.mistake_kind(view, PlayCard(plain), PlayCard(high)) == m.TRUMPS_NOT_DRAWN
    other = next((c for c in _cards(view) if c.suit != trump and c != plain), None)
    if other is not None:
        assert m.mistake_kind(view, PlayCard(plain), PlayCard(other)) == m.LEAD


def test_ruffing_the_partners_trick_and_not_taking_the_opponents():
    from belote_desktop.engine.tricks import beats, play_context

    def situation(view, partner: bool):
        if view.contract is None or not view.trick or view.contract.trump is None:
            return None
        ctx = play_context(view.rules.deck, view.contract.strain)
        led = int(view.trick[0][1].suit)
        winner = next(c for s, c in view.trick if s == view.trick_winner)
        if (view.rules.team_of(view.trick_winner) == view.rules.team_of(0)) != partner:
            return None
        takes = [c for c in _cards(view) if beats(ctx, c.index, winner.index, led)]
        loses = [c for c in _cards(view) if c not in takes]
        return (takes, loses) if takes and loses else None

    view = _first(lambda v: (s := situation(v, True)) is not None and any(
        c.suit == v.contract.trump and int(c.suit) != int(v.trick[0][1].suit) for c in s[0]))
    takes, loses = situation(view, True)
    ruff = next(c for c in takes if c.suit == view.contract.trump)
    assert m.mistake_kind(view, PlayCard(ruff), PlayCard(loses[0])) == m.RUFFING_PARTNER
    view = _first(lambda v: situation(v, False) is not None)
    takes, loses = situation(view, False)
    assert m.mistake_kind(view, PlayCard(loses[0]), PlayCard(takes[0])) == m.TRICK_NOT_TAKEN


def test_giving_a_ten_to_the_other_sides_trick():
    from belote_desktop.engine.tricks import beats, play_context

    def gifts(view):
        if view.contract is None or not view.trick or view.rules.team_of(view.trick_winner) == view.rules.team_of(0):
            return None
        ctx = play_context(view.rules.deck, view.contract.strain)
        led = int(view.trick[0][1].suit)
        winner = next(c for s, c in view.trick if s == view.trick_winner)
        losing = [c for c in _cards(view) if not beats(ctx, c.index, winner.index, led)]
        rich = [c for c in losing if ctx.points[c.index] >= 10]
        poor = [c for c in losing if ctx.points[c.index] < 10]
        return (rich[0], poor[0]) if rich and poor else None

    view = _first(lambda v: gifts(v) is not None)
    rich, poor = gifts(view)
    assert m.mistake_kind(view, PlayCard(rich), PlayCard(poor)) == m.GIVING_POINTS
    assert m.mistake_kind(view, PlayCard(poor), PlayCard(rich)) == m.FOLLOW


def test_the_auctions_kinds():
    view = _first(lambda v: v.phase is Phase.BIDDING and any(isinstance(a, Take) for a in v.legal_actions))
    take = next(a for a in view.legal_actions if isinstance(a, Take))
    assert m.mistake_kind(view, take, Pass()) == m.BID_TOO_LIGHT
    assert m.mistake_kind(view, Pass(), take) == m.CONTRACT_MISSED
    view = _first(lambda v: v.phase is Phase.BIDDING and sum(isinstance(a, Bid) for a in v.legal_actions) > 1,
                  "coinche")
    bids = [a for a in view.legal_actions if isinstance(a, Bid)]
    assert m.mistake_kind(view, bids[0], bids[1]) == m.WRONG_BID
    every = {m.kind_name(kind) for kind in m.KINDS}
    assert len(every) == len(m.KINDS) and all(every)


def test_a_position_that_is_not_the_players_choice_is_refused():
    mistake = _kept()[0]
    broken = dataclasses.replace(mistake, seat=(mistake.seat + 1) % 4)
    with pytest.raises(ValueError):
        broken.state()
    assert Card.parse("QH")  # the cards' words used above parse


def test_a_declaration_passed_over_and_its_card_keep_one_position():
    from belote_desktop.engine import DECLARE

    deal, decisions = judged("classic", 2)
    card = next(d for d in decisions if d.trick and d.differs)
    passed = dataclasses.replace(card, best=DECLARE, error=20.0, noise=0.0)
    worse = dataclasses.replace(card, error=30.0, noise=0.0)
    kept = m.kept_from(deal, 0, [passed, worse], DAY)
    assert len(kept) == 1 and kept[0].best == str(DECLARE) and kept[0].kind == m.DECLARATION


def test_a_choice_the_position_does_not_offer_is_refused():
    mistake = _kept()[0]
    for broken in (dataclasses.replace(mistake, best="play 7X"), dataclasses.replace(mistake, played="pass"),
                   dataclasses.replace(mistake, worth={**mistake.worth, "bid 500 S": 1.0})):
        with pytest.raises(ValueError):
            broken.state()
    elsewhere = dataclasses.replace(mistake, position={**mistake.position, "actions": mistake.position["actions"][:-1]})
    with pytest.raises(ValueError):  # a move earlier: another seat to play
        elsewhere.state()
