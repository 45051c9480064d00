"""The comparison on the same cards: the Master plays the player's seat on the deal just played.

The deal is dealt again from the same deck and dealer; the player's seat is played by the Master and every
other seat by the same bot as before. Until the lines part, the other seats' moves are the game's own: they
faced the very same position, so they are taken from the history, not thought again (the comparison's time
goes to the Master's decisions and to the line after the parting). A bot's random numbers come from its
position (match seed, deal number, how many actions were taken, seat: ``ai.seeds.bot_seed``), so after the
parting every bot thinks as it would have in a game reaching that position. The two lines part at the first
decision where the Master chose otherwise. Scores are compared in what the deal added to the player's side.

Where the lines part is not by itself a mistake: the Master is another player than Suggest. ``parting`` weighs
the player's move there by the judge (``learn.judge``: Suggest's search), so Compare and Review tell one story:
the parting is a costly difference exactly when Review marks that move (its error is at least the mark);
otherwise Compare says it cost nothing on average, and whether the two moves are equal by the same search
(within the mark) or the player's was the better.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..ai.seeds import bot_seed
from ..engine import DECLARE, Action, DealState, PlayCard, PlayerView, record, replay
from .decision import MIN_LOSS, Decision, mark

ThinkFn = Callable[..., Action]  # (view, level name, seed) -> action: app.bots.think or an in-process bot
ProgressFn = Callable[[int, int], bool]  # (actions taken, actions expected) -> False to stop


@dataclass(frozen=True)
class Comparison:
    seat: int
    played: DealState  # the deal as it was played
    master: DealState  # the same cards with the Master in the player's seat
    first_difference: int  # index into the histories where the lines part, -1 if they never do

    @property
    def played_score(self) -> int:
        return self.played.result().score[self.played.rules.team_of(self.seat)]

    @property
    def master_score(self) -> int:
        return self.master.result().score[self.master.rules.team_of(self.seat)]

    @property
    def gap(self) -> int:
        """The Master's score minus the player's, on the same cards (positive: the Master did better)."""
        return self.master_score - self.played_score

    @property
    def others_played_score(self) -> int:
        """What the deal as played gave the other side (every other team together)."""
        return _others_score(self.played, self.seat)

    @property
    def others_master_score(self) -> int:
        """What the Master's line gave the other side."""
        return _others_score(self.master, self.seat)

    @property
    def master_cards_played(self) -> int:
        """How many cards the Master's line played (0: it never reached the play)."""
        return _cards_played(self.master)

    @property
    def master_thrown_in(self) -> bool:
        """In the Master's line nobody took: the cards were thrown in, no card played, nobody scored."""
        return self.master.result().thrown_in

    @property
    def parted_in_auction(self) -> bool:
        """The lines part at a call (a bid, a pass, a double), not at a card."""
        index = self.first_difference
        return 0 <= index < len(self.played.history) and not isinstance(self.played.history[index][1], PlayCard)


@dataclass(frozen=True)
class Parting:
    """The player's move where the Master parted from it, weighed by the judge (Suggest's search), in the deal's
    points."""

    played: Action
    master: Action
    error: float  # what the player's move cost against Suggest's best (the figure Review marks)
    against_master: float | None  # the Master's move's value minus the player's (None: not weighed)
    mark: float  # the judge's mark in the deal's points (learn.judge.mark)

    @property
    def costly(self) -> bool:
        """A costly difference: Review marks this move (``learn.review.Verdict.costly``)."""
        return self.played != self.master and self.error >= self.mark

    @property
    def equal(self) -> bool:
        """Not costly, and the two moves are worth the same by the search, within the mark."""
        return not self.costly and (self.against_master is None or self.against_master > -self.mark)


def parting(comparison: Comparison, decisions: Sequence[Decision], min_loss: float | None = None) -> Parting | None:
    """The judge's word on the player's move where the lines part (``decisions``: ``learn.judge.judge_errors`` of
    the deal as played; ``min_loss`` in deal points, the review's). None when the lines never part, or the move
    there was not weighed."""
    index = comparison.first_difference
    if index < 0 or index >= min(len(comparison.played.history), len(comparison.master.history)):
        return None
    played = comparison.played.history[index][1]
    master = comparison.master.history[index][1]
    here = [d for d in decisions if d.index == index]
    if master == DECLARE:  # the Master declared where the player played a card: the declaration passed over
        here = [d for d in here if d.best == DECLARE] or here
    else:
        here = [d for d in here if d.best != DECLARE] or here
    if not here or here[-1].error is None:
        return None
    d = here[-1]
    worth = d.worth
    against = worth[master] - worth[d.played] if master in worth and d.played in worth else None
    return Parting(played, master, d.error if d.error is not None else 0.0, against,
                   mark(comparison.played.rules, MIN_LOSS if min_loss is None else min_loss))


def _others_score(deal: DealState, seat: int) -> int:
    mine = deal.rules.team_of(seat)
    return sum(points for team, points in enumerate(deal.result().score) if team != mine)


def _cards_played(deal: DealState) -> int:
    return sum(1 for _, action in deal.history if isinstance(action, PlayCard))


def first_difference(a: DealState, b: DealState) -> int:
    for i, (x, y) in enumerate(zip(a.history, b.history)):
        if x != y:
            return i
    return -1 if len(a.history) == len(b.history) else min(len(a.history), len(b.history))


def _default_think(view: PlayerView, level: str, seed: int) -> Action:
    from ..ai import Level, choose_action

    return choose_action(view, Level.parse(level), random.Random(seed))


def _expert(_seat: int) -> str:
    return "expert"


@dataclass(frozen=True)
class Bots:
    """Who plays a deal again: every seat at ``level_of(seat)`` but the player's, where ``master_level`` plays;
    each decision seeded by its position (``match_seed``, ``deal_number``: ``ai.seeds.bot_seed``), so a bot
    reaching a position of the game decides as it did there. ``think``: ``app.bots.think`` or an in-process bot
    (by default the level's own, in this process)."""

    level_of: Callable[[int], str] = _expert
    match_seed: object = 0
    deal_number: int = 0
    master_level: str = "master"
    think: ThinkFn | None = None

    def act(self, state: DealState, seat: int) -> Action:
        """The next action in ``state``, ``seat`` being the player's seat (a single legal action is taken
        without thinking)."""
        mover = state.current_player()
        view = state.view_for(mover)
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0]
        level = self.master_level if mover == seat else self.level_of(mover)
        think = self.think or _default_think
        return think(view, level, bot_seed(self.match_seed, self.deal_number, len(state.history), mover))

    def play_on(self, state: DealState, seat: int, real: Sequence[tuple[int, Action]] = (),
                told: Callable[[int], bool] | None = None) -> DealState | None:
        """The rest of the deal from ``state``, ``seat`` being the player's: while the line is still ``real`` (the
        deal as it was played), the other seats repeat their moves there without thinking. ``told`` hears the
        history's length after each action and may stop the line (then None)."""
        on_real = len(state.history) < len(real) and tuple(state.history) == tuple(real[:len(state.history)])
        while not state.is_terminal():
            step = len(state.history)
            if on_real and state.current_player() != seat and step < len(real):
                action = real[step][1]
            else:
                action = self.act(state, seat)
                on_real = on_real and step < len(real) and action == real[step][1]
            state = state.apply(action)
            if told is not None and not told(len(state.history)):
                return None
        return state


def compare_on_same_cards(deal: DealState, seat: int, bots: Bots, *, progress: ProgressFn | None = None,
                          reuse_played: bool = True) -> Comparison | None:
    """Play ``deal`` again with ``bots``, their Master in ``seat``.
    ``progress`` is told after each action and may stop the comparison (then None is returned).
    ``reuse_played``: before the lines part, the other seats repeat the game's moves without thinking
    (False: every seat thinks again, as a check that the bots do repeat)."""
    if not deal.is_terminal():
        raise ValueError("the deal is not over")
    start = replay({**record(deal), "actions": []})
    assert isinstance(start, DealState)
    expected = max(len(deal.history), 1)
    told = None if progress is None else lambda done: progress(done, max(expected, done))
    final = bots.play_on(start, seat, deal.history if reuse_played else (), told)
    return None if final is None else Comparison(seat, deal, final, first_difference(deal, final))
