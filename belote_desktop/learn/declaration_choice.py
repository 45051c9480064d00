"""The declare panel's words where a card sits in a carré and in a sequence and counts once: what each set the player
may declare does against the declarations already announced, and which brings the player's side more.

What a set does is the engine's comparison (``score_melds``, through ``ai.play.declaring.against_announced``, the
very call the bots weigh their choice with): which declarations then score, for which side. Nothing here guesses
from the sets' values alone: a carré that ranks higher may still leave the other side's sequence scoring where the
game compares carrés and sequences apart."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ..ai.play.declaring import against_announced, declaration_value
from ..engine import Declare, PlayerView
from ..engine.declarations import Meld, MeldScore
from .rules_markup import each_for_himself
from .words import seat_name

Naming = Callable[[Sequence[Meld]], str]  # a set of declarations as the panel names it ("Quinte (100)")


@dataclass(frozen=True)
class _Against:
    """One set of declarations against those announced: what it is called, what the comparison scores."""

    said: str
    mine: int  # the points the player's side scores then
    theirs: int  # the points the other sides score then
    scored: tuple[tuple[int, Meld], ...]  # every (seat, declaration) that scores
    cancelled: bool  # equal best declarations of opposing sides cancelled out


def against_declared_words(view: PlayerView, name: Naming, seat_names: Sequence[str] | None = None) -> list[str]:
    """Where ``view`` offers a choice of sets and the other side has declared: what each set does against their
    declarations, then which set brings the player's side more where that is not the usual one ([] otherwise)."""
    choices = [a for a in view.legal_actions if isinstance(a, Declare)]
    others = _others_declared(view)
    if len(choices) < 2 or not others:
        return []
    who = _names(view, list(others), seat_names)
    said = [name(against_announced(view, a)[0]) for a in choices]
    words = [_set_words(view, _against(view, action, text), who, name) for action, text in zip(choices, said)]
    best = max(range(len(choices)), key=lambda i: (declaration_value(view, choices[i]), -i))
    if best:
        words.append((QCoreApplication.translate(
            "Explain", "Against what has been declared, {best} brings you more.") if each_for_himself(view.rules)
            else QCoreApplication.translate(
            "Explain", "Against what has been declared, {best} brings your side more.")).format(best=said[best]))
    return words


def _others_declared(view: PlayerView) -> dict[int, tuple[Meld, ...]]:
    """The declarations the player's opponents have shown so far, by seat."""
    team = view.rules.team_of(view.seat)
    return {a.seat: a.melds for a in view.announcements
            if a.kind == "declare" and a.melds and view.rules.team_of(a.seat) != team}


def _names(view: PlayerView, seats: Sequence[int], seat_names: Sequence[str] | None) -> str:
    """The opponents who declared: "West", "West and East" (at most two: the other side)."""
    named = [seat_name(seat_names, seat, view.rules.players) for seat in seats]
    if len(named) == 1:
        return named[0]
    return QCoreApplication.translate("Explain", "{first} and {second}", "a team of two players").format(
        first=named[0], second=named[-1])


def _against(view: PlayerView, action: Declare, said: str) -> _Against:
    score: MeldScore = against_announced(view, action)[1]
    team = view.rules.team_of(view.seat)
    mine = score.points[team]
    return _Against(said, mine, sum(score.points) - mine, score.scored, bool(score.cancelled))


def _set_words(view: PlayerView, set_: _Against, who: str, name: Naming) -> str:
    """What one set does against the others' declarations: the engine's comparison in a sentence."""
    team = view.rules.team_of(view.seat)
    theirs = name([m for seat, m in set_.scored if view.rules.team_of(seat) != team])
    alone = each_for_himself(view.rules)
    if set_.cancelled and not set_.theirs and not set_.mine:
        text = QCoreApplication.translate(
            "Explain", "{set}: equal to {who}'s best, and equal declarations cancel out: nobody scores them.")
    elif set_.cancelled and not set_.theirs:
        text = (QCoreApplication.translate(
            "Explain", "{set}: equal to {who}'s best, and equal declarations cancel out: you score {mine}, "
            "{who} nothing.") if alone else QCoreApplication.translate(
            "Explain", "{set}: equal to {who}'s best, and equal declarations cancel out: your side scores "
            "{mine}, {who} nothing."))
    elif not set_.theirs:
        text = (QCoreApplication.translate(
            "Explain", "{set}: beats {who}'s declarations, so only yours score ({mine}).") if alone
            else QCoreApplication.translate(
            "Explain", "{set}: beats {who}'s declarations, so only your side's score ({mine})."))
    elif set_.mine:
        text = (QCoreApplication.translate(
            "Explain", "{set}: you score {mine}, but {who}'s declarations still score too: {theirs}.") if alone
            else QCoreApplication.translate(
            "Explain", "{set}: your side scores {mine}, but {who}'s declarations still score too: {theirs}."))
    else:
        text = QCoreApplication.translate(
            "Explain", "{set}: loses to {who}'s {theirs}, so only {who}'s declarations score.")
    return text.format(set=set_.said, who=who, mine=set_.mine, theirs=theirs)
