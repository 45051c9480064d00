"""After a deal: which of the player's choices cost the most points, by the advice Suggest gives.

Each choice the player made (a bid, pass or double in the auction; a declaration made or passed over; a
card from two or more legal ones) is judged by ``learn.judge``: its **error** against ``learn.advice.advise`` at that moment, from the
player's own view (the same search, budget and seed as the Suggest button, so the "better" move named
here is the one Suggest would have shown, and Suggest's own move is never a mistake), with that figure's
noise; and, when the table's bots are known, its **luck**: what it cost on the real cards against the same
bots. A choice is marked when its error is at least ``min_loss`` points (the team's expected score lead for
the deal). With the Master's comparison, one line splits the Master's gap into the choices and the cards,
and "well played" is never said when the Master did better by more than the figures' noise.

The outcome is judged too: a contract the player named that then failed, or a contract the player
doubled that was made, is reported with what it cost (the points the other side scored), even when
Suggest would have made the same call, so a review never calls a deal that cost the player's team
hundreds of points "well played".
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..ai import SearchParams
from ..engine import DECLARE, Action, Bid, Card, DealState, Declare, Double, PlayCard, Redouble, Ruleset, Take
from ..engine.actions import BalootCall, Call, Four, Gahwa
from ..engine.declarations import Meld
from ..i18n import counted
from .advice import Pool
from .explain import card_word
from . import vocabulary
from .judge import Decision, Judgement, judge_deal, judge_errors, mark, states_before
from .vocabulary import Term
from .words import melds_words


@dataclass(frozen=True)
class Verdict:
    """One of the player's choices, reviewed."""

    trick: int  # 1-based trick of a card; 0 for the auction
    played: Action
    best: Action  # what Suggest would have said there
    loss: float | None  # the judge's error: points the choice gave up against ``best`` (None: not weighed)
    noise: float = 0.0  # the standard error of ``loss``
    luck: int | None = None  # the judge's luck: what it cost on the real cards (None: not played out)
    melds: tuple[Meld, ...] = ()  # a declaration's: what was declared, or would have been

    @property
    def declaration(self) -> bool:
        """A declaration made (``played`` Declare) or passed over (``best`` Declare, ``played`` the card)."""
        return isinstance(self.played, Declare) or isinstance(self.best, Declare)

    def costly(self, min_loss: float) -> bool:
        return self.loss is not None and self.played != self.best and self.loss >= min_loss

    def punished(self, min_loss: float) -> bool:
        """A sound choice (no costly error) that the real cards punished by ``min_loss`` points or more."""
        return (self.played != self.best and not self.costly(min_loss) and self.luck is not None
                and self.luck >= min_loss)


@dataclass(frozen=True)
class CostlyCall:
    """The player's call that the deal's outcome went against: his contract failed, or his double was made."""

    played: Action  # the player's bid that became the contract, or his double
    cost: int  # the points the other side scored on the deal
    suggested: bool  # Suggest would have made the same call there

@dataclass(frozen=True)
class Review:
    auction: list[Verdict]  # the costly auction choices, in the order they were made
    cards: list[Verdict]  # the costliest cards, costliest first
    costly_call: CostlyCall | None = None  # the outcome went against the player's bid or double
    judgement: Judgement | None = None  # the judge's figures for every decision (and the Master's gap)
    min_loss: float = 4.0
    punished: list[Verdict] = field(default_factory=list)  # sound choices the real cards punished
    rules: Ruleset | None = None  # the game's, for its declarations' names

    @property
    def marked_cards(self) -> dict[Card, tuple[float, Card | None]]:
        """Each costly card -> (the points it cost, the card Suggest would have played), for the table. A card
        played without declaring adds the declaration's cost to its own (and names no better card for it)."""
        marked: dict[Card, tuple[float, Card | None]] = {}
        for v in self.cards:
            if not isinstance(v.played, PlayCard):
                continue
            loss, better = marked.get(v.played.card, (0.0, None))
            marked[v.played.card] = (loss + (v.loss or 0.0),
                                     v.best.card if isinstance(v.best, PlayCard) else better)
        return marked


def review_choices(deal: DealState, seat: int, pool: Pool | None = None,
                   params: SearchParams | None = None) -> list[Verdict]:
    """Every choice ``seat`` made in ``deal`` (two or more legal actions), with the judge's error there."""
    decisions = judge_errors(deal, seat, pool, params)
    assert decisions is not None
    return verdicts_of(deal, decisions)


def verdicts_of(deal: DealState, decisions: Sequence[Decision]) -> list[Verdict]:
    """The judge's decisions as verdicts, a declaration's with its melds."""
    steps = states_before(deal) if any(d.declaration for d in decisions) else []
    return [Verdict(d.trick, d.played, d.best, d.error, d.noise, d.luck,
                    _melds(steps[d.index][0]) if d.declaration else ()) for d in decisions]


def _melds(state: DealState) -> tuple[Meld, ...]:
    """The declarations of the seat to play in ``state``, made or on offer."""
    seat = state.current_player()
    declared = state.apply(DECLARE) if DECLARE in state.legal_actions() else state
    return tuple(declared.declared[seat] or ())


def review_deal(
    deal: DealState, seat: int, pool: Pool | None = None, params: SearchParams | None = None,
    min_loss: float = 4.0, most: int = 3, **judge_options: Any,
) -> Review:
    """The player's costly auction choices and costliest cards (at most ``most``) in a deal. ``min_loss`` is in
    deal points, as the search's values are (``scoring.match_point_unit``). ``judge_options`` go to
    ``learn.judge.judge_deal`` (``bots``: a ``learn.compare.Bots``, ``compare``, ``comparison``...); without
    ``bots`` the luck is not played out."""
    if "bots" not in judge_options:
        judge_options.setdefault("luck", False)
    judgement = judge_deal(deal, seat, pool=pool, params=params, **judge_options)
    assert judgement is not None
    return review_of(deal, seat, judgement, min_loss, most)


def review_of(deal: DealState, seat: int, judgement: Judgement, min_loss: float = 4.0, most: int = 3) -> Review:
    """The review in verdicts, from the judge's figures (in the deal's points: ``min_loss`` deal points become
    ``learn.judge.mark``, the review's ``min_loss``)."""
    min_loss = mark(deal.rules, min_loss)
    every = verdicts_of(deal, judgement.decisions)
    verdicts = [v for v in every if v.costly(min_loss)]
    cards = sorted((v for v in verdicts if v.trick), key=lambda v: -(v.loss or 0.0))[:most]
    punished = sorted((v for v in every if v.trick and v.punished(min_loss)), key=lambda v: -(v.luck or 0))[:most]
    return Review([v for v in verdicts if not v.trick], cards, costly_call(deal, seat, every), judgement, min_loss,
                  punished, deal.rules)


def costly_call(deal: DealState, seat: int, verdicts: Sequence[Verdict] = ()) -> CostlyCall | None:
    """``seat``'s call the outcome went against: the contract he bid failed, or the contract he doubled was
    made; with the points the other side scored. None when the deal went his way or he made no such call."""
    result = deal.result()
    contract = result.contract
    if result.thrown_in or result.made is None or contract is None:
        return None
    mine: list[Action] = [a for s, a in deal.history if s == seat]
    calls: list[Action]
    if result.made is False and contract.taker == seat:
        calls = [a for a in mine if isinstance(a, (Take, Bid, Call, BalootCall)) and not isinstance(a, (Four, Gahwa))]
    elif result.made and deal.rules.team_of(seat) != result.taker_team:
        calls = [a for a in mine if isinstance(a, (Double, Four))]
    else:
        return None
    if not calls:  # a contract set before the deal (practice), or a partner's call: not the player's
        return None
    played = calls[-1]
    cost = sum(points for team, points in enumerate(result.score) if team != deal.rules.team_of(seat))
    suggested = any(v.trick == 0 and v.played == played and v.played == v.best for v in verdicts)
    return CostlyCall(played, cost, suggested)


def _better(item: Verdict, where: str, played: str, best: str) -> str:
    """One costly choice in words: its error (on average over the deals the player could have faced) and its
    luck (on these cards)."""
    points = max(1, round(item.loss or 0.0))
    if item.luck is None:
        return counted(QCoreApplication.translate(
            "Review", "{where}: you played {played}; {best} was better (about %n point(s) on average)."
        ), points).format(where=where, played=played, best=best)
    if item.luck > 0:
        return QCoreApplication.translate(
            "Review", "{where}: {played} cost {points} on average, {luck} on these cards; {best} was better."
        ).format(where=where, played=played, best=best, points=points, luck=item.luck)
    if item.luck == 0:
        return QCoreApplication.translate(
            "Review", "{where}: {played} cost {points} on average, nothing on these cards ({best} was better): a "
            "poor choice that the cards forgave.").format(
            where=where, played=played, best=best, points=points)
    if -item.luck > points:  # on these cards it gained more than it costs on average: not merely forgiven
        return QCoreApplication.translate(
            "Review", "{where}: {played} cost {points} on average ({best} was better), but made {more} more on these "
            "cards: a poor choice on average that paid off here.").format(
            where=where, played=played, best=best, points=points, more=-item.luck)
    return QCoreApplication.translate(
        "Review", "{where}: {played} cost {points} on average, but {best} would have made {fewer} fewer on these "
        "cards: a poor choice that the cards forgave.").format(
        where=where, played=played, best=best, points=points, fewer=-item.luck)


def split_line(judgement: Judgement) -> str | None:
    """The Master's gap in one line: how much was the player's choices (the sum of the errors) and how much
    the cards (the rest). None before a comparison."""
    gap = judgement.gap
    if gap is None:
        return None
    choices = round(judgement.total_error)
    if gap > 0 and choices <= gap:
        return counted(QCoreApplication.translate(
            "Review", "The Master did %n point(s) better: {choices} were your choices, {cards} the cards."), gap).format(
            choices=choices, cards=gap - choices)
    if gap > 0:
        return counted(QCoreApplication.translate(
            "Review", "The Master did %n point(s) better; your choices cost {choices} on average, the cards gave "
            "{back} back."), gap).format(choices=choices, back=choices - gap)
    if choices == 0 and gap == 0:
        return QCoreApplication.translate("Review", "On these cards the Master scored as you did.")
    if gap == 0:
        return QCoreApplication.translate(
            "Review", "On these cards the Master scored as you did; your choices cost about {choices} on average, "
            "and the cards made up for them.").format(choices=choices)
    if choices == 0:
        return counted(QCoreApplication.translate(
            "Review", "On these cards you scored %n point(s) more than the Master."), -gap)
    return counted(QCoreApplication.translate(
        "Review", "On these cards you scored %n point(s) more than the Master; your choices cost about "
        "{choices} on average, and the cards made up for them."), -gap).format(choices=choices)


def _cards_line(judgement: Judgement) -> list[str]:
    """What "the cards" were when the Master did better and none of the player's choices cost anything (each was
    Suggest's own move, so the Master's other moves were no better by the same search): how the cards lay paid
    the Master's line, as Compare says where the lines part ("Equal on average")."""
    gap = judgement.gap
    if gap is None or gap <= 0 or round(judgement.total_error) != 0:
        return []
    return [counted(QCoreApplication.translate(
        "Review", "By Suggest's search none of your choices cost anything: where the Master played otherwise its move "
        "was no better on average, and on these cards it made %n point(s) more."), gap)]


def review_lines(review: Review, action_words: Callable[[Action], str] = str) -> list[str]:
    """The review in words, for the end-of-deal panel (``action_words``: a bid or pass as shown)."""
    costly = review.costly_call
    judgement = review.judgement
    quiet = not review.auction and not review.cards and not review.punished
    well = judgement is None or judgement.well_played(review.min_loss)
    split = split_line(judgement) if judgement is not None else None
    if quiet and costly is None and well:
        lines = [QCoreApplication.translate("Review", "Review: no costly choice, in the auction or the play — well played.")]
        return lines + ([split] if split else [])
    if split:  # the one line that splits the Master's gap heads the review (the panel shows it without scrolling)
        lines = [QCoreApplication.translate("Review", "Review: {split}").format(split=split)]
        lines += _cards_line(judgement) if judgement is not None else []
    elif not review.auction and not review.cards:
        lines = [QCoreApplication.translate("Review", "Review: no single card or call stands out as a mistake.")]
    else:
        lines = [QCoreApplication.translate("Review", "Review: the choices that cost you most (marked on the table)")]
    if costly is not None and isinstance(costly.played, (Double, Four)):
        lines.append(counted(QCoreApplication.translate(
            "Review", "The contract you doubled was made: your {call} cost %n point(s), scored by the other side.",
        ), costly.cost).format(call=action_words(costly.played)))
    elif costly is not None:
        lines.append(counted(QCoreApplication.translate(
            "Review", "Your contract failed: your {bid} cost %n point(s), scored by the other side.",
        ), costly.cost).format(bid=action_words(costly.played)))
    if costly is not None and costly.suggested:
        lines.append(QCoreApplication.translate(
            "Review", "Suggest would have made the same call from your hand: the other hands lay against it."))
    auction = QCoreApplication.translate("Review", "Auction")
    for item in review.auction:
        played, best = choice_words(item, review.rules, action_words)
        if isinstance(item.played, Double) and item.luck is None:
            lines.append(counted(QCoreApplication.translate(
                "Review", "Auction: your {call} cost about %n point(s); {best} was better.",
            ), max(1, round(item.loss or 0.0))).format(call=played, best=best))
        else:
            lines.append(_better(item, auction, played, best))
    for item in review.cards:
        where = QCoreApplication.translate("Review", "Trick {trick}").format(trick=item.trick)
        played, best = choice_words(item, review.rules, action_words)
        lines.append(_better(item, where, played, best))
    for item in review.punished:
        played, best = choice_words(item, review.rules, action_words)
        lines.append(counted(QCoreApplication.translate(
            "Review", "Trick {trick}: {played} was a sound choice ({best} no better on average), but {best} would "
            "have made %n point(s) more on these cards: a good choice that the cards punished."), item.luck or 0).format(
            trick=item.trick, played=played, best=best))
    return lines


def choice_words(item: Verdict, rules: Ruleset | None = None,
                 action_words: Callable[[Action], str] = str) -> tuple[str, str]:
    """(the choice made, the judge's better one) in words: a card ('J♥'), a card played without declaring ('8♦
    without declaring a tierce to the K♦ (20)'), declaring ('declaring'), a call as the game names it."""
    return _one_choice(item.played, item, rules, action_words), _one_choice(item.best, item, rules, action_words)


def _one_choice(action: Action, item: Verdict, rules: Ruleset | None, action_words: Callable[[Action], str]) -> str:
    melds = melds_words(item.melds, rules) if item.melds else ""
    if isinstance(action, PlayCard) and isinstance(item.best, Declare) and action == item.played:
        if not melds:
            return QCoreApplication.translate("Review", "{card} without declaring").format(card=card_word(action.card))
        return QCoreApplication.translate("Review", "{card} without declaring {melds}").format(
            card=card_word(action.card), melds=melds)
    if isinstance(action, PlayCard):
        return card_word(action.card)
    if isinstance(action, (Double, Redouble)):  # inside a sentence: the game's word, not the call's "Coinche!"
        said = vocabulary.baloot_call(action) if vocabulary.is_baloot(rules) else None
        word = Term.COINCHE if isinstance(action, Double) else Term.SURCOINCHE
        return (said or vocabulary.game_term(rules, word)).lower()
    if isinstance(action, Declare):
        if action == item.best and action != item.played:  # the better choice: what the skip left out
            return QCoreApplication.translate("Review", "declaring")
        if melds:
            return QCoreApplication.translate("Review", "declaring {melds}").format(melds=melds)
        return QCoreApplication.translate("Review", "declaring")
    return action_words(action)


def progress_words(stage: str, done: int, total: int) -> str:
    """The review's progress while it thinks (``learn.judge.ProgressFn``'s stages): 'Thinking… 3 of 8 choices'."""
    if stage == "choices":
        return QCoreApplication.translate("Review", "Thinking… {done} of {total} choices").format(
            done=done, total=total)
    if stage == "master":
        return QCoreApplication.translate("Review", "Thinking… the Master plays the deal ({percent}%)").format(
            percent=min(100, round(100 * done / max(total, 1))))
    return QCoreApplication.translate("Review", "Thinking… {done} of {total} on the real cards").format(
        done=done, total=total)
