"""One judge of the player's choices in a finished deal: two figures per decision, the same everywhere.

For each of the seat's decisions (a bid, pass or double in the auction; a declaration made or passed over; a
card chosen from two or more):

- **error**: what the choice cost on average over the deals consistent with what the player could see: the
  advice's search (``learn.advice``, the same as Suggest's) weighs every legal action over sampled deals; the
  error is the advice's value minus the played action's (0 when the player did what the advice says), in the
  points the deal is scored in (Baloot's round points, Pilotta's game points: the search's deal points over
  ``scoring.match_point_unit``), the unit of the luck and of the Master's gap. Its
  **noise** is the standard error of that figure over the sampled deals: the search runs in ``PARTS``
  independent parts (different seeds), and the parts' spread gives it.
- **luck**: what the choice cost on the real cards, against the same bots: from that decision the rest of the
  deal is played twice on the real cards, once after the played action and once after the judge's best, every
  later decision by the position-seeded bots (``learn.compare.Bots``; the Master, or its ``master_level``, in the
  player's seat; while a line is still the deal as it was played, the other seats repeat their moves there, as
  the comparison has them do); luck is the second score minus the first, in what the deal added to the player's
  side. It is 0 when the player did what the judge says (the two lines are the same line).

A declaration is a choice of its own: declaring is Suggest's advice; playing a card instead is judged as two
decisions on that card, the declaration passed over (``best`` Declare: its error is the best card's value after
declaring minus the best card's value without, on the same sampled deals; its luck compares declaring then
playing that card with playing it alone, on the real cards) and the card (against the other cards, undeclared).

The totals split the Master's comparison on the same cards (``learn.compare``: gap = the Master's score minus
the player's): **the choices** are the sum of the errors, **the cards** are the rest (gap minus the choices).
docs/learn-from-deals.md defines both figures. No Qt here: the command line (``tools.review``), Review and the
Compare dialog all call it.
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..ai import SearchParams
from ..ai.play.search import best_card, card_values, merge_values
from ..engine import (
    DECLARE, PLAY, Action, DealState, Declare, Phase, PlayCard, PlayerView, record, replay,
)
from ..engine.scoring import match_point_unit
from . import advice as _advice
from .advice import PARTS, Advice, Pool, advice_seed, advise, bid_cost
from .compare import Bots, compare_on_same_cards
from .decision import MIN_LOSS, Decision, mark

StopFn = Callable[[int, int], bool]  # (steps done, steps expected) -> False to stop
# (stage, done, total): "choices" as each choice is weighed, "master" while the Master plays the deal again,
# "cards" as each choice's luck is played out on the real cards
ProgressFn = Callable[[str, int, int], None]


@dataclass(frozen=True)
class Judgement:
    """Every decision of ``seat`` in a deal, with the totals (and the Master's gap, when compared)."""

    seat: int
    decisions: tuple[Decision, ...]
    gap: int | None = None  # the Master's score minus the player's on the same cards (learn.compare)
    master_score: int | None = None
    played_score: int | None = None

    @property
    def total_error(self) -> float:
        """The choices: the sum of the errors (decisions not weighed count 0)."""
        return sum(d.error or 0.0 for d in self.decisions)

    @property
    def noise(self) -> float:
        """The standard error of ``total_error`` (the decisions' searches are independent)."""
        return math.sqrt(sum(d.noise ** 2 for d in self.decisions))

    @property
    def total_luck(self) -> int:
        return sum(d.luck or 0 for d in self.decisions)

    @property
    def cards(self) -> float | None:
        """The part of the Master's gap the choices do not explain: the cards (None before a comparison)."""
        return None if self.gap is None else self.gap - self.total_error

    @property
    def master_did_better(self) -> bool:
        """The Master's gap is larger than the figures' own noise (then no "well played")."""
        return self.gap is not None and self.gap > max(self.noise, 0.5)

    def well_played(self, min_loss: float) -> bool:
        """No choice cost more than ``min_loss`` beyond its noise, and the Master did not do better."""
        costly = any(d.error is not None and d.differs and d.error >= min_loss and d.error > d.noise
                     for d in self.decisions)
        return not costly and not self.master_did_better

    def totals_json(self) -> dict[str, Any]:
        return {"totals": True, "seat": self.seat, "decisions": len(self.decisions),
                "error": round(self.total_error, 2), "noise": round(self.noise, 2), "luck": self.total_luck,
                "gap": self.gap, "choices": round(self.total_error, 2),
                "cards": None if self.cards is None else round(self.cards, 2),
                "played_score": self.played_score, "master_score": self.master_score}


# -- the error ---------------------------------------------------------------------------------------

def weigh(view: PlayerView, pool: Pool | None = None, params: SearchParams | None = None,
          ) -> tuple[Advice, list[dict[Action, float]]]:
    """``advise(view)`` (the same action and values), with each part's own means for the noise."""
    legal = view.legal_actions
    if len(legal) <= 1 or DECLARE in legal or view.phase is Phase.BIDDING:
        return advise(view, pool, params), []
    return weigh_cards(view, pool, params)


def weigh_cards(view: PlayerView, pool: Pool | None = None, params: SearchParams | None = None,
                seed: int | None = None) -> tuple[Advice, list[dict[Action, float]]]:
    """The cards of ``view`` weighed by the advice's search (a declaration on offer left aside), with each
    part's own means; ``seed``: the search's (default: the position's, as Suggest's)."""
    params = params or _advice.ADVICE_PARAMS  # read now: a test may lower the budget
    seed = advice_seed(view) if seed is None else seed
    share = params.split(PARTS)
    jobs = [(view, share, random.Random(seed + part)) for part in range(PARTS)]
    if pool is not None:
        try:
            parts = [f.result() for f in [pool.call(card_values, *job) for job in jobs]]
        except Exception:  # the processes failed: the same parts, here
            parts = [card_values(*job) for job in jobs]
    else:
        parts = [card_values(*job) for job in jobs]
    values = merge_values(parts)
    means: dict[Action, float] = {PLAY[c]: total / max(w, 1e-9) for c, (total, w) in values.items()}
    per_part = [{PLAY[c]: total / max(w, 1e-9) for c, (total, w) in part.items()} for part in parts]
    return Advice(PLAY[best_card(values)], means, match_point_unit(view.rules)), per_part


def error_noise(advice: Advice, parts: Sequence[dict[Action, float]], action: Action) -> float:
    """The standard error of ``advice.cost(action)``: the spread of the parts' own estimates of the
    difference (two parts: half their distance)."""
    if action == advice.action or len(parts) < 2:
        return 0.0
    diffs = [p[advice.action] - p[action] for p in parts if advice.action in p and action in p]
    if len(diffs) < 2:
        return 0.0
    mean = sum(diffs) / len(diffs)
    variance = sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)
    return math.sqrt(variance / len(diffs)) / advice.unit


def states_before(deal: DealState) -> list[tuple[DealState, Action]]:
    """Each action of the deal with the state it was taken in."""
    data = record(deal)
    state = replay({**data, "actions": []})
    assert isinstance(state, DealState)
    out: list[tuple[DealState, Action]] = []
    for text in data["actions"]:
        action = next(a for a in state.legal_actions() if str(a) == text)
        out.append((state, action))
        state = state.apply(action)
    return out


def judge_errors(deal: DealState, seat: int, pool: Pool | None = None, params: SearchParams | None = None,
                 stop: StopFn | None = None, progress: ProgressFn | None = None) -> list[Decision] | None:
    """Every choice ``seat`` made (two or more legal actions) with its best action, error and noise in the
    deal's points (luck not yet played out). None when ``stop`` says so. ``progress("choices", done, total)``
    after each."""
    steps = states_before(deal)
    chosen = [i for i, (state, _) in enumerate(steps)
              if state.current_player() == seat and len(state.legal_actions()) > 1]
    out: list[Decision] = []
    for n, index in enumerate(chosen):
        state, action = steps[index]
        view = state.view_for(seat)
        if view.phase is Phase.BIDDING:
            advice = advise(view, pool, params)
            cost = bid_cost(view, advice, action, params)
            out.append(Decision(index, 0, action, advice.action, None if cost is None else cost / advice.unit,
                                worth=advice.worth()))
        elif isinstance(action, Declare):  # Suggest declares what it holds: the same choice
            out.append(Decision(index, len(state.tricks) + 1, action, action, 0.0))
        elif DECLARE in view.legal_actions:
            out.extend(passed_over(state, action, index, pool, params))
        elif isinstance(action, PlayCard):
            advice, parts = weigh(view, pool, params)
            out.append(Decision(index, len(state.tricks) + 1, action, advice.action, advice.score_cost(action),
                                error_noise(advice, parts, action), worth=advice.worth()))
        if progress is not None:
            progress("choices", n + 1, len(chosen))
        if stop is not None and not stop(index + 1, len(steps)):
            return None
    return out


def passed_over(state: DealState, card: Action, index: int, pool: Pool | None = None,
                params: SearchParams | None = None) -> list[Decision]:
    """A card played where a declaration was on offer: the declaration passed over, then the card. Both
    searches draw the same deals (the position's seed): the difference is the declaration's own worth, what
    its points change about the deal's outcome included."""
    seat = state.current_player()
    view = state.view_for(seat)
    seed = advice_seed(view)
    without, parts = weigh_cards(view, pool, params, seed)
    declared, declared_parts = weigh_cards(state.apply(DECLARE).view_for(seat), pool, params, seed)
    unit = without.unit
    best = [(p[declared.action] - q[without.action]) / unit for p, q in zip(declared_parts, parts)]
    worth = (declared.values[declared.action] - without.values[without.action]) / unit
    trick = len(state.tricks) + 1
    return [Decision(index, trick, card, DECLARE, max(0.0, worth), _spread(best),
                     worth={DECLARE: declared.values[declared.action] / unit, **without.worth()}),
            Decision(index, trick, card, without.action, without.score_cost(card), error_noise(without, parts, card),
                     worth=without.worth())]


def _spread(diffs: Sequence[float]) -> float:
    """The standard error of the mean of the parts' own estimates."""
    if len(diffs) < 2:
        return 0.0
    mean = sum(diffs) / len(diffs)
    return math.sqrt(sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1) / len(diffs))


# -- the luck ----------------------------------------------------------------------------------------
Lines = dict[tuple[tuple[int, Action], ...], int]  # a history -> the final score of the line through it


def play_out(state: DealState, seat: int, bots: Bots, real: Sequence[tuple[int, Action]] = ()) -> DealState:
    """The rest of the deal from ``state`` by ``bots``, their Master in ``seat`` (exactly as ``learn.compare``
    plays it: ``Bots.play_on``, ``real`` the deal as it was played)."""
    final = bots.play_on(state, seat, real)
    assert final is not None
    return final


def side_score(deal: DealState, seat: int) -> int:
    return deal.result().score[deal.rules.team_of(seat)]


def remember(lines: Lines, final: DealState, seat: int, start: int = 0) -> None:
    """Every state of ``final``'s line from ``start`` actions on leads to ``final``: the bots decide from the
    position alone, so a line played out from any of them is this line."""
    score = side_score(final, seat)
    history = tuple(final.history)
    for k in range(start, len(history) + 1):
        lines[history[:k]] = score


@dataclass
class LuckLines:
    """The luck of ``seat``'s decisions, on the real cards: the lines played out from them by ``bots`` (as
    ``play_out``: the deal's ``real`` history repeated while the line follows it), each remembered with its final
    score (the Master's comparison's among them) and looked up before it is played again."""

    seat: int
    bots: Bots
    real: Sequence[tuple[int, Action]] = ()
    lines: Lines = dataclasses.field(default_factory=dict)

    def cost(self, before: DealState, played: Action, best: Action) -> int:
        """The luck of one decision: the score after ``best`` minus the score after ``played``. A declaration
        passed over (``best`` Declare, ``played`` a card): declaring then playing that card, against playing
        it alone."""
        if played == best:
            return 0
        scores = []
        declared = isinstance(best, Declare) and isinstance(played, PlayCard)
        for actions in ((best, played) if declared else (best,), (played,)):
            after = before
            for action in actions:
                after = after.apply(action)
            key = tuple(after.history)
            if key not in self.lines:
                final = play_out(after, self.seat, self.bots, self.real)
                remember(self.lines, final, self.seat, len(key))
            scores.append(self.lines[key])
        return scores[0] - scores[1]


def judge_deal(
    deal: DealState, seat: int, bots: Bots | None = None, *, pool: Pool | None = None,
    params: SearchParams | None = None, luck: bool = True, compare: bool = False, comparison: Any = None,
    stop: StopFn | None = None, progress: ProgressFn | None = None,
) -> Judgement | None:
    """The judge's figures for ``seat``'s decisions in the finished ``deal``: error and noise always; luck when
    ``luck`` (played out by ``bots``: by default Expert everywhere, the Master in ``seat``); the Master's gap from
    ``comparison`` (a ``learn.compare.Comparison``) or, when ``compare``, from a fresh one. None: stopped.
    ``progress`` hears each stage as it goes (``ProgressFn``)."""
    if not deal.is_terminal():
        raise ValueError("the deal is not over")
    bots = bots or Bots()
    decisions = judge_errors(deal, seat, pool, params, stop, progress)
    if decisions is None:
        return None
    if comparison is None and compare:
        def master(done: int, total: int) -> bool:
            if progress is not None:
                progress("master", done, total)
            return True

        comparison = compare_on_same_cards(deal, seat, bots, progress=master)
        if comparison is None:
            return None
    if luck:
        steps = states_before(deal)
        luck_lines = LuckLines(seat, bots, deal.history)
        if comparison is not None:  # the Master's line from the deal's start: every state on it is known
            remember(luck_lines.lines, comparison.master, seat)
        lucky: list[Decision] = []
        for n, d in enumerate(decisions):
            figure = luck_lines.cost(steps[d.index][0], d.played, d.best)
            lucky.append(dataclasses.replace(d, luck=figure))
            if progress is not None:
                progress("cards", n + 1, len(decisions))
            if stop is not None and not stop(n + 1, len(decisions)):
                return None
        decisions = lucky
    if comparison is not None:
        return Judgement(seat, tuple(decisions), comparison.gap, comparison.master_score, comparison.played_score)
    return Judgement(seat, tuple(decisions))


def with_comparison(judgement: Judgement, comparison: Any) -> Judgement:
    """The same figures with the Master's gap of ``comparison``."""
    return Judgement(judgement.seat, judgement.decisions, comparison.gap, comparison.master_score,
                     comparison.played_score)


__all__ = ["MIN_LOSS", "Bots", "Decision", "Judgement", "LuckLines", "ProgressFn", "mark", "error_noise", "judge_deal", "judge_errors", "passed_over",
           "play_out", "remember", "side_score", "states_before", "weigh", "weigh_cards",
           "with_comparison"]
