"""Points held over after a tie (a litige, ``TieRule.HANGING``): where they came from, who won them, what still
waits, read from a match, and said in words for the score sheet and the end-of-deal panel.

The engine adds a tied deal's held points to nobody; a later deal's winners get them in the match scores
(``MatchState._scores_after``), beside that deal's own score. So what a deal added to the match beyond its score
is what it won of the held points: each deal's match scores before it (``DealState.match_scores``), the next
deal's, and the deal's score tell it, and no rule is written twice here.

>>> from belote_desktop.engine import find_variant, new_match
>>> held_over(new_match(find_variant("bulgarian"), seed=1)).waiting
0
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ..engine import DealState, MatchState


@dataclass(frozen=True)
class HeldOverWon:
    """Points held over from tied deals, won by a later deal's winners."""

    deal: int  # the deal that won them, numbered from 1
    points: tuple[int, ...]  # what each team took of them
    tied: tuple[int, ...]  # the tied deals they were held over from, numbered from 1


@dataclass(frozen=True)
class HeldOver:
    """A match's held-over points, deal by deal."""

    brought_forward: tuple[int, ...]  # the match scores before its first deal (a deal played again mid-match)
    won: tuple[HeldOverWon | None, ...]  # for each finished deal, the held-over points it won (None: none)
    waiting: int  # points held over that no deal has won yet
    waiting_from: tuple[int, ...]  # the tied deals they come from, numbered from 1

    def won_after(self, number: int) -> HeldOverWon | None:
        """What deal ``number`` (from 1) won of the points held over, if anything."""
        return self.won[number - 1] if 0 < number <= len(self.won) else None


def _scores_before(deal: DealState, teams: int) -> tuple[int, ...] | None:
    """The match scores before ``deal`` as it was dealt; None where the deal does not carry them."""
    scores = tuple(getattr(deal, "match_scores", ()))
    return scores if len(scores) == teams else None


def held_over(match: MatchState) -> HeldOver:
    """Every finished deal's share of the held-over points, and what still waits."""
    teams = match.rules.team_count
    finished = match.finished
    start = (_scores_before(finished[0], teams) if finished else None) or (0,) * teams
    before = start
    won: list[HeldOverWon | None] = []
    pending: list[int] = []
    for index, deal in enumerate(finished):
        result = deal.result()
        after = tuple(match.scores) if index + 1 == len(finished) else _scores_before(finished[index + 1], teams)
        if after is None:  # not carried: the deal added its score alone
            after = tuple(b + s for b, s in zip(before, result.score))
        extra = tuple(a - b - s for a, b, s in zip(after, before, result.score))
        won.append(HeldOverWon(index + 1, extra, tuple(pending)) if any(extra) else None)
        if any(extra):
            pending = []
        if result.hanging:
            pending.append(index + 1)
        before = after
    waiting = sum(finished[n - 1].result().hanging for n in pending)
    return HeldOver(start, tuple(won), waiting, tuple(pending))


# -- in words ------------------------------------------------------------------------------------------------


def deal_numbers(numbers: Sequence[int]) -> str:
    """'deal 2', 'deals 2 and 3', 'deals 2, 3 and 4'."""
    if len(numbers) == 1:
        return QCoreApplication.translate("Explain", "deal {number}", "a deal of the match").format(
            number=numbers[0])
    listed = QCoreApplication.translate("Explain", ", ", "list separator").join(str(n) for n in numbers[:-1])
    return QCoreApplication.translate("Explain", "deals {numbers} and {last}", "deals of the match").format(
        numbers=listed, last=numbers[-1])


def waiting_words(points: int) -> str:
    """The points held over that no deal has won yet."""
    return QCoreApplication.translate("Explain", "Tied: {points} points wait for the next deal's winner").format(
        points=points)


def won_words(won: HeldOverWon) -> str:
    """The line of the held-over points a deal won: '+ 52 held over from deal 2'."""
    return QCoreApplication.translate("Explain", "+ {points} held over from {deals}").format(
        points=sum(won.points), deals=deal_numbers(won.tied))


def won_sentence(won: HeldOverWon, teams: Sequence[str], score: Sequence[int]) -> str:
    """Who won the held-over points, and what the deal brings them with its own score."""
    winners = [t for t, points in enumerate(won.points) if points]
    if len(winners) == 1:
        t = winners[0]
        return QCoreApplication.translate(
            "Explain", "The {points} points held over from {deals} go to this deal's winner, {team}: {score} + "
                       "{points} = {sum} this deal.",
        ).format(team=teams[t], points=won.points[t], deals=deal_numbers(won.tied), score=score[t],
                 sum=score[t] + won.points[t])
    shares = QCoreApplication.translate("Explain", ", ", "separator between teams' points").join(
        QCoreApplication.translate("Explain", "{team} {points}", "a team and its points").format(
            team=teams[t], points=won.points[t]) for t in winners)
    return QCoreApplication.translate(
        "Explain", "The {points} points held over from {deals} are shared by this deal's winners, {first} and "
                   "{second}: {shares}.",
    ).format(first=teams[winners[0]], second=teams[winners[1]], points=sum(won.points),
             deals=deal_numbers(won.tied), shares=shares)


def held_over_lines(match: MatchState, teams: Sequence[str]) -> list[str]:
    """The end-of-deal panel's words about held-over points after the match's last finished deal: what it won of
    them, or what it holds over for the next deal's winner (or for nobody, once the match is over)."""
    if not match.finished:
        return []
    ledger = held_over(match)
    number = len(match.finished)
    lines: list[str] = []
    won = ledger.won_after(number)
    if won is not None:
        lines.append(won_sentence(won, teams, match.finished[-1].result().score))
    if ledger.waiting and number in ledger.waiting_from:
        lines.append(_waiting_sentence(match, ledger))
    return lines


def _waiting_sentence(match: MatchState, ledger: HeldOver) -> str:
    """A tied deal's points, held over for the next deal's winner (with those of earlier ties that still wait)."""
    if match.over:
        return QCoreApplication.translate(
            "Explain", "The match is over: the {points} points held over go to nobody.").format(points=ledger.waiting)
    if len(ledger.waiting_from) > 1:
        return QCoreApplication.translate(
            "Explain", "Tied again: {points} points from {deals} now wait for the next deal's winner.",
        ).format(points=ledger.waiting, deals=deal_numbers(ledger.waiting_from))
    return waiting_words(ledger.waiting) + "."
