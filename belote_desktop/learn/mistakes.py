"""My mistakes (issue 74): the player's costly choices, kept from the judge's figures and brought back to be
played again on a simple spaced-repetition schedule until they are learned.

A choice is kept when the judge (``learn.judge``, the same search as Suggest and Review) found it an **error** of
at least the judge's mark (``decision.mark``: 4 deal points in every game) and **stable**: the error is at least
twice its noise over the judge's independent samples, so a choice that only looks costly on a few sampled deals is
not kept, and bad luck (what the real cards did) never counts. A declaration passed over is kept as such (the card
played with it is judged on its own).

Each mistake keeps the position as the player saw it (the deal's record up to the choice: replayed, it is the state
in which he chose; the board shows only his own cards and what was shown), the choice he made, the judge's better
one, the worth of every choice the search weighed, and its kind (``mistake_kind``).

The schedule (Leitner's boxes): a new mistake is due at once. A right answer (the judge's choice, or one worth as
much within the mark) moves it up a box and puts it off: ``INTERVALS`` days (2, then 7); the ``RETIRE_AFTER``-th
right answer in a row retires it. A wrong answer puts it back in the first box, due again the same day, after the
others. Pure Python (QtCore for the kinds' names only)."""

from __future__ import annotations

import datetime
import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..engine import Action, Bid, DealState, Declare, Double, Pass, PlayCard, PlayerView, Redouble, Take, record, replay
from ..engine.actions import BalootCall, Call, Four, Gahwa
from ..engine.deal_parts import Phase
from ..engine.tricks import beats, play_context
from .decision import Decision, mark

RETIRE_AFTER = 3  # right answers in a row that retire a mistake
INTERVALS = (2, 7)  # days until it comes back after the 1st, the 2nd right answer in a row
STABLE = 2.0  # the error must be this many noises (standard errors) above zero
MOST_KEPT = 400  # mistakes kept in all; the oldest retired ones go first, then the oldest

# the kinds, in the order the Statistics page lists them
BID_TOO_LIGHT, CONTRACT_MISSED, WRONG_BID, DOUBLE = "bid_too_light", "contract_missed", "wrong_bid", "double"
DECLARATION = "declaration"
TRUMPS_TOO_SOON, TRUMPS_NOT_DRAWN = "trumps_too_soon", "trumps_not_drawn"
RUFFING_PARTNER, GIVING_POINTS, TRICK_NOT_TAKEN = "ruffing_partner", "giving_points", "trick_not_taken"
LEAD, FOLLOW = "lead", "follow"
KINDS = (BID_TOO_LIGHT, CONTRACT_MISSED, WRONG_BID, DOUBLE, DECLARATION, TRUMPS_TOO_SOON, TRUMPS_NOT_DRAWN,
         RUFFING_PARTNER, GIVING_POINTS, TRICK_NOT_TAKEN, LEAD, FOLLOW)


@dataclass(frozen=True)
class Mistake:
    """One costly choice kept: the position, the choice made and the judge's better one, and its schedule."""

    key: str  # the position's own key: one position is kept once
    game: str  # the ruleset's id
    position: dict[str, Any]  # engine.record of the deal just before the choice
    seat: int
    played: str  # str() of the action chosen
    best: str  # str() of the judge's action
    loss: float  # what the choice gave up, in the deal's points
    kind: str
    worth: dict[str, float] = field(default_factory=dict)  # each action weighed -> its value in the deal's points
    noise: float = 0.0
    added: str = ""  # ISO date it was kept
    due: str = ""  # ISO date it comes back
    box: int = 0  # right answers in a row
    missed: int = 0  # wrong answers in all
    retired: bool = False

    def state(self) -> DealState:
        """The deal as it stood when the player chose (RecordError where the record is damaged)."""
        state = replay(self.position)
        if not isinstance(state, DealState) or state.is_terminal() or state.current_player() != self.seat:
            raise ValueError("the position is not the player's choice")
        legal = {str(a) for a in state.legal_actions()}
        if not {self.played, self.best, *self.worth} <= legal:
            raise ValueError("a choice kept that the rules do not offer there")
        return state

    def action(self, state: DealState, text: str) -> Action:
        return next(a for a in state.legal_actions() if str(a) == text)

    def cost(self, text: str) -> float | None:
        """What choosing ``text`` gives up against the judge's choice, in the deal's points (None: not weighed)."""
        if text == self.best:
            return 0.0
        if text == self.played and text not in self.worth:
            return self.loss
        if text not in self.worth or self.best not in self.worth:
            return None
        return max(0.0, self.worth[self.best] - self.worth[text])

    @staticmethod
    def from_json(data: Any) -> Mistake:
        """One entry of the notebook (``as_json``'s); ValueError where it is not a mistake."""
        if not isinstance(data, dict) or any(not isinstance(data.get(k), str) for k in _TEXT) \
                or data["kind"] not in KINDS:
            raise ValueError("a word that is not one")
        seat, box, missed = (_count(data.get(k)) for k in ("seat", "box", "missed"))
        worth, position = data.get("worth"), data.get("position")
        if not isinstance(position, dict) or not isinstance(worth, dict) or not isinstance(data.get("retired"), bool):
            raise ValueError("a position or worth that is not one")
        return Mistake(data["key"], data["game"], position, seat, data["played"], data["best"], _figure(data["loss"]),
                       data["kind"], {str(k): _figure(v) for k, v in worth.items()}, _figure(data["noise"]),
                       data["added"], data["due"], box, missed, data["retired"])

    def as_json(self) -> dict[str, Any]:
        return {"key": self.key, "game": self.game, "position": self.position, "seat": self.seat,
                "played": self.played, "best": self.best, "loss": round(self.loss, 2), "kind": self.kind,
                "worth": {a: round(v, 2) for a, v in self.worth.items()}, "noise": round(self.noise, 2),
                "added": self.added, "due": self.due, "box": self.box, "missed": self.missed,
                "retired": self.retired}


_TEXT = ("key", "game", "played", "best", "kind", "added", "due")


def _count(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 100:
        raise ValueError("a count that is not one")
    return value


def _figure(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value != value or abs(value) > 1e6:
        raise ValueError("a figure that is not one")
    return float(value)


@dataclass(frozen=True)
class Answer:
    """The player's answer to a mistake: right or not, what it gives up, and the mistake with its new schedule."""

    chosen: str
    right: bool
    cost: float | None  # against the judge's choice, in the deal's points (None: a choice the search did not weigh)
    mistake: Mistake


def position_key(position: dict[str, Any], seat: int) -> str:
    text = json.dumps({"position": position, "seat": seat}, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:20]


def deal_key(deal: DealState) -> str:
    """A finished deal's own key: a deal looked over once is not looked over again."""
    return hashlib.sha256(json.dumps(record(deal), sort_keys=True).encode()).hexdigest()[:20]


def stable(decision: Decision, threshold: float) -> bool:
    """A costly error, and one the judge's samples agree on (not noise)."""
    error = decision.error
    return (decision.differs and error is not None and error >= threshold
            and error >= STABLE * decision.noise)


def kept_from(deal: DealState, seat: int, decisions: Sequence[Decision], today: datetime.date,
              min_loss: float | None = None) -> list[Mistake]:
    """The costly, stable choices among the judge's ``decisions`` of ``seat`` in ``deal``, as new mistakes (one per
    position: where a declaration passed over and the card played instead were both costly, the declaration)."""
    threshold = mark(deal.rules) if min_loss is None else min_loss
    costly = [d for d in decisions if stable(d, threshold)]
    if not costly:
        return []
    actions = [str(a) for a in deal.actions()]
    out: list[Mistake] = []
    for decision in costly:
        position = {**record(deal), "actions": actions[:decision.index]}
        key = position_key(position, seat)
        if any(m.key == key for m in out):
            continue  # a declaration passed over and its card share the position: the declaration is kept
        state = replay(position)
        assert isinstance(state, DealState)
        out.append(Mistake(
            key, deal.rules.id, position, seat, str(decision.played), str(decision.best),
            round(decision.error or 0.0, 2), mistake_kind(state.view_for(seat), decision.played, decision.best),
            {str(a): round(v, 2) for a, v in decision.worth.items()}, round(decision.noise, 2), today.isoformat(),
            today.isoformat()))
    return out


def answer(mistake: Mistake, chosen: str, today: datetime.date, rules_mark: float) -> Answer:
    """The player chose ``chosen``: right when it is the judge's choice or gives up less than the mark; the
    mistake moved on the schedule."""
    cost = mistake.cost(chosen)
    right = cost is not None and (chosen == mistake.best or cost < rules_mark)
    return Answer(chosen, right, cost, scheduled(mistake, right, today))


def scheduled(mistake: Mistake, right: bool, today: datetime.date) -> Mistake:
    if not right:
        return replace(mistake, box=0, missed=mistake.missed + 1, due=today.isoformat(), retired=False)
    box = mistake.box + 1
    if box >= RETIRE_AFTER:
        return replace(mistake, box=box, retired=True, due="")
    return replace(mistake, box=box, due=(today + datetime.timedelta(days=INTERVALS[box - 1])).isoformat())


def due(mistakes: Sequence[Mistake], today: datetime.date, game: str | None = None) -> list[Mistake]:
    """The mistakes to play today (of ``game``, or all): the longest waiting first; among those due the same day the
    new ones before the missed ones (a missed one comes back after the others)."""
    day = today.isoformat()
    waiting = [m for m in mistakes if not m.retired and m.due <= day and (game is None or m.game == game)]
    return sorted(waiting, key=lambda m: (m.due, m.missed, m.added))


def merged(kept: Sequence[Mistake], new: Sequence[Mistake]) -> list[Mistake]:
    """``kept`` with the ``new`` mistakes, at most ``MOST_KEPT`` (the oldest retired ones dropped first, then the
    oldest). A position kept already and missed again in another deal (the same cards and moves up to it) keeps its
    place with the new choice, and starts its schedule again as after a wrong answer."""
    out = list(kept)
    where = {m.key: i for i, m in enumerate(out)}
    for mistake in new:
        if mistake.key not in where:
            where[mistake.key] = len(out)
            out.append(mistake)
            continue
        old = out[where[mistake.key]]
        out[where[mistake.key]] = replace(mistake, added=old.added, missed=old.missed + 1)
    while len(out) > MOST_KEPT:
        retired = [m for m in out if m.retired]
        out.remove(min(retired or out, key=lambda m: m.added))
    return out


# -- the kinds ---------------------------------------------------------------------------------------
_BIDS = (Take, Bid, Call, BalootCall)
_DOUBLES = (Double, Redouble, Four, Gahwa)


def mistake_kind(view: PlayerView, played: Action, best: Action) -> str:
    """What kind of mistake choosing ``played`` over ``best`` was, from the player's view (``KINDS``)."""
    if isinstance(played, Declare) or isinstance(best, Declare):
        return DECLARATION
    if view.phase is Phase.BIDDING or not isinstance(played, PlayCard) or not isinstance(best, PlayCard):
        return _auction_kind(played, best)
    contract = view.contract
    if contract is None:
        return LEAD if not view.trick else FOLLOW
    ctx = play_context(view.rules.deck, contract.strain)
    trump = contract.trump
    if not view.trick:
        if trump is not None and (played.card.suit == trump) != (best.card.suit == trump):
            return TRUMPS_TOO_SOON if played.card.suit == trump else TRUMPS_NOT_DRAWN
        return LEAD
    led = int(view.trick[0][1].suit)
    winner = next(c for s, c in view.trick if s == view.trick_winner)
    partner_holds = view.rules.team_of(view.trick_winner) == view.rules.team_of(view.seat)
    takes = beats(ctx, played.card.index, winner.index, led)
    best_takes = beats(ctx, best.card.index, winner.index, led)
    if partner_holds and takes and trump is not None and played.card.suit == trump and int(trump) != led \
            and not best_takes:
        return RUFFING_PARTNER
    if not partner_holds and best_takes and not takes:
        return TRICK_NOT_TAKEN
    if not partner_holds and not takes and ctx.points[played.card.index] >= 10 \
            and ctx.points[best.card.index] < ctx.points[played.card.index]:
        return GIVING_POINTS
    return FOLLOW


def _auction_kind(played: Action, best: Action) -> str:
    if isinstance(played, _DOUBLES) or isinstance(best, _DOUBLES):
        return DOUBLE
    if isinstance(played, Pass) and isinstance(best, _BIDS):
        return CONTRACT_MISSED
    if isinstance(played, _BIDS) and isinstance(best, Pass):
        return BID_TOO_LIGHT
    return WRONG_BID


def kind_name(kind: str) -> str:
    """The kind in the player's words (the Statistics page, the trainer's verdict)."""
    names = {
        BID_TOO_LIGHT: QCoreApplication.translate("Mistakes", "A bid on too light a hand"),
        CONTRACT_MISSED: QCoreApplication.translate("Mistakes", "A contract missed"),
        WRONG_BID: QCoreApplication.translate("Mistakes", "The wrong bid"),
        DOUBLE: QCoreApplication.translate("Mistakes", "A double"),
        DECLARATION: QCoreApplication.translate("Mistakes", "A declaration passed over"),
        TRUMPS_TOO_SOON: QCoreApplication.translate("Mistakes", "Drawing trumps too soon"),
        TRUMPS_NOT_DRAWN: QCoreApplication.translate("Mistakes", "Not drawing trumps"),
        RUFFING_PARTNER: QCoreApplication.translate("Mistakes", "Ruffing the partner's trick"),
        GIVING_POINTS: QCoreApplication.translate("Mistakes", "Giving a ten or more to the other side's trick"),
        TRICK_NOT_TAKEN: QCoreApplication.translate("Mistakes", "A trick not taken"),
        LEAD: QCoreApplication.translate("Mistakes", "The lead"),
        FOLLOW: QCoreApplication.translate("Mistakes", "The card to follow or discard"),
    }
    return names.get(kind, names[FOLLOW])
