"""What an announcement (a declaration, belote, rebelote) shows and is worth.

Part of learn.explain (which re-exports the public names)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from PySide6.QtCore import QCoreApplication

from ..engine import (
    Announcement,
    PlayerView,
    Ruleset,
    Strain,
    TrumpScheme,
)
from ..engine.declarations import MeldKind, score_melds
from ..engine.rules import MeldSharing, MeldTie
from . import vocabulary
from .words import card_word, meld_word, melds_words, team_names_for, seat_name
from .explanation import player_view
from .teaching import meld_table_text
from .vocabulary import king_queen_call, king_queen_name

_KIND_TERMS = {MeldKind.TIERCE: vocabulary.Term.TIERCE, MeldKind.QUARTE: vocabulary.Term.QUARTE,
               MeldKind.QUINTE: vocabulary.Term.QUINTE, MeldKind.CARRE: vocabulary.Term.CARRE}


# -- announcements -------------------------------------------------------------------------


class _PairWords(NamedTuple):
    """Belote or rebelote as said: who plays which card, and the points for which team."""

    player: str
    card: str
    points: int
    team: str


def explain_announcement(
    announcement: Announcement, state: Any, seat_names: Sequence[str] | None = None,
    team_names: Sequence[str] | None = None,
) -> str:
    """What belote, rebelote or a declaration is worth, and which team scores it."""
    view = player_view(state)
    rules = view.rules if view is not None else None
    player, teams, team, points, card = _announcement_words(announcement, rules, seat_names, team_names)
    if announcement.kind in ("belote", "rebelote"):
        counts_for_bid = (rules is not None and rules.trump_scheme is TrumpScheme.POINT_AUCTION
                          and rules.belote_counts_for_contract)
        return _pair_said(announcement.kind, view, rules, counts_for_bid, _PairWords(player, card, points, team))
    # a declaration
    if not announcement.melds and announcement.unshown:  # heard, not shown yet (Pilotta's first trick)
        return _unshown_said(announcement, rules, player)
    return _declaration_said(announcement, state, view, rules, (player, teams, team, seat_names))


def _announcement_words(
    announcement: Announcement, rules: Ruleset | None, seat_names: Sequence[str] | None,
    team_names: Sequence[str] | None,
) -> tuple[str, tuple[str, ...], str, int, str]:
    """The player, the teams, the player's team, the belote's points and the card, as said."""
    players = rules.players if rules is not None else 4
    player = seat_name(seat_names, announcement.seat, players)
    teams = tuple(team_names) if team_names else (team_names_for(rules, seat_names) if rules else ("?", "?"))
    team = teams[rules.team_of(announcement.seat)] if rules is not None else "?"
    points = rules.belote_points if rules is not None else 20
    card = card_word(announcement.card) if announcement.card is not None else "?"
    return player, teams, team, points, card


def _pair_said(kind: str, view: PlayerView | None, rules: Ruleset | None, counts_for_bid: bool,
               words: _PairWords) -> str:
    """Belote or rebelote (``counts_for_bid``: the belote counts toward a bid in points)."""
    if rules is not None and king_queen_call(rules, True):
        return _pair_called(kind, rules, words)
    if kind == "belote":
        return _belote_said(view, rules, words)
    return _rebelote_said(counts_for_bid, words)


def _unshown_said(announcement: Announcement, rules: Ruleset | None, player: str) -> str:
    """A declaration heard, not shown yet (Pilotta's first trick)."""
    kinds = QCoreApplication.translate("Explain", " and ", "joins two declarations").join(
        vocabulary.game_term(rules, _KIND_TERMS[kind]) for kind, _points in announcement.unshown)
    return QCoreApplication.translate(
        "Explain", "{player} announces {melds}: {points} points. In this game the cards of a declaration are "
        "shown once the first trick is over.",
    ).format(player=player, melds=kinds, points=sum(points for _kind, points in announcement.unshown))


def _declaration_said(announcement: Announcement, state: Any, view: PlayerView | None, rules: Ruleset | None,
                      words: tuple[str, tuple[str, ...], str, Sequence[str] | None]) -> str:
    """A declaration shown: its points, who scores declarations in this game, and the best one so far."""
    player, teams, team, seat_names = words
    total = sum(m.points for m in announcement.melds)
    melds = melds_words(announcement.melds, rules)
    if isinstance(state, PlayerView) and announcement.seat == state.seat:  # the reader's own, in his words
        text = QCoreApplication.translate("Explain", "You declare {melds}: {points} points.").format(
            melds=melds, points=total)
    else:
        text = QCoreApplication.translate(
            "Explain", "{player} declares {melds}: {points} points.",
        ).format(player=player, melds=melds, points=total)
    if rules is not None and rules.meld_sharing is MeldSharing.BOTH_TEAMS:
        return text + " " + QCoreApplication.translate(
            "Explain", "In this game every declaration scores: these go to {team}.").format(team=team)
    if rules is not None:
        text += _who_scores_declarations(rules, view)
    if view is not None:
        text += _best_so_far(state, view, rules, teams, seat_names)
    return text


def _pair_called(kind: str, rules: Ruleset, words: _PairWords) -> str:
    """The king and queen of trumps in a game with its own word (Tarabish: bella), called on the second card."""
    player, card, points, team = words
    name = king_queen_name(rules)
    if kind == "belote":
        return QCoreApplication.translate(
            "Explain", "{player} plays the {card}, one of the king and queen of trumps: with the other card "
            "comes the {name}, {points} points for {team}.").format(
            player=player, card=card, name=name, points=points, team=team)
    return QCoreApplication.translate(
        "Explain", "{player} calls \"{name}\" playing the {card}: the king and queen of trumps in one hand, "
        "{points} points for {team}.").format(player=player, card=card, name=name, points=points, team=team)


def _belote_said(view: PlayerView | None, rules: Ruleset | None, words: _PairWords) -> str:
    """"Belote" on the first card of the pair."""
    player, card, points, team = words
    all_trumps = view is not None and view.contract is not None and view.contract.strain is Strain.ALL_TRUMPS
    text = (QCoreApplication.translate(
        "Explain",
        "{player} says \"Belote\" playing the {card}: the king and queen of one suit in the same hand. "
        "With the other card comes \"Rebelote\" and {points} points for {team}, whoever wins the declarations.")
        if all_trumps else QCoreApplication.translate(
        "Explain",
        "{player} says \"Belote\" playing the {card}: the king and queen of trumps in the same hand. "
        "With the other card comes \"Rebelote\" and {points} points for {team}, whoever wins the declarations.")
    ).format(player=player, card=card, points=points, team=team)
    if rules is not None and rules.belote_king_first:
        text += " " + QCoreApplication.translate(
            "Explain", "In this game the king must be played first for the belote to count.")
    return text


def _rebelote_said(counts_for_bid: bool, words: _PairWords) -> str:
    """"Rebelote" on the second card of the pair (``counts_for_bid``: the belote counts toward a bid in points)."""
    player, card, points, team = words
    text = QCoreApplication.translate(
        "Explain", "{player} says \"Rebelote\" playing the {card}: {points} points for {team}.",
    ).format(player=player, card=card, points=points, team=team)
    if counts_for_bid:
        text += " " + QCoreApplication.translate(
            "Explain", "If that team took the contract, these points also count toward its bid.")
    return text


def _who_scores_declarations(rules: Ruleset, view: PlayerView | None) -> str:
    """Who scores declarations when not every one scores (after a space): the best run's player (Tarabish),
    the best of each kind (Bulgarian Belot), or the best side."""
    if rules.meld_sharing is MeldSharing.BEST_PLAYER:  # Tarabish
        text = " " + QCoreApplication.translate(
            "Explain",
            "Only the player with the best run scores, and only his own runs: a fifty beats a twenty, then the "
            "higher top card; equal runs: the one in trumps wins, otherwise nobody scores.")
        if rules.meld_rules.table.shorter_sequence_higher:
            text += " " + QCoreApplication.translate(
                "Explain", "In this game a twenty beats a fifty, as some written rules have it.")
        return text
    if rules.meld_sharing is MeldSharing.PER_KIND:  # Bulgarian Belot and its tables
        text = " " + (QCoreApplication.translate(
            "Explain", "Sequences and carrés are compared apart: the player with the best sequence scores his "
            "sequences, the player with the best carré his carrés.") if _alone(rules) else QCoreApplication.translate(
            "Explain", "Carrés and sequences are ranked apart: the team with the best carré scores all its carrés, "
            "the team with the best sequence all its sequences."))
        if rules.sequence_length_first:
            text += " " + QCoreApplication.translate(
                "Explain", "Between sequences worth the same the longer wins, then the higher top card.")
        if rules.meld_tie is MeldTie.CANCEL:
            text += " " + QCoreApplication.translate(
                "Explain", "Equal best sequences of opposing sides cancel out: nobody scores sequences.")
        return text
    trumps = view is None or view.contract is None or view.contract.trump is not None
    return " " + _ranking(rules, trumps)


def _best_so_far(state: Any, view: PlayerView, rules: Ruleset | None, teams: Sequence[str],
                 seat_names: Sequence[str] | None) -> str:
    """Whose declaration is the best so far, when several players have declared (after a space); else nothing."""
    players = rules.players if rules is not None else 4
    declared = {a.seat: a.melds for a in view.announcements if a.kind == "declare" and a.melds}
    best = _best_declared(view, declared, players)
    if best < 0 or len(declared) <= 1:
        return ""
    meld = meld_word(declared[best][0], rules)
    team = teams[rules.team_of(best)] if rules is not None else "?"
    if isinstance(state, PlayerView) and best == view.seat:  # the reader's own ("yours", not "South (you)'s")
        return " " + QCoreApplication.translate(
            "Explain", "So far the best declaration is yours: {meld}, for {team}.").format(meld=meld, team=team)
    return " " + QCoreApplication.translate(
        "Explain", "So far the best declaration is {player}'s: {meld}, for {team}.",
    ).format(player=seat_name(seat_names, best, players), meld=meld, team=team)


def _best_declared(view: PlayerView, declared: dict[int, Any], players: int) -> int:
    """The seat of the best declaration so far (-1: none)."""
    order = [(view.dealer + step) % players for step in range(1, players + 1)]
    trump = view.contract.trump if view.contract is not None else None
    vr = view.rules
    return score_melds(declared, order, trump, vr.team_of, vr.team_count, vr.meld_rules).best_seat


def _ranking(rules: Ruleset, trumps: bool) -> str:
    """How the best declaration is chosen, in the game's words; without trumps (Sun, no trumps) no word of
    a sequence in trumps."""
    own = meld_table_text(vocabulary.meld_table_key(rules))  # the table's own account (MeldTableText.ranking)
    if own is not None and own.ranking is not None:
        return own.ranking(rules, trumps)
    french = vocabulary.says_french_melds(rules)
    if _alone(rules):
        return _ranking_alone(french, trumps)
    return _ranking_of_teams(french, trumps)


def _ranking_alone(french: bool, trumps: bool) -> str:
    """How the best declaration is chosen, each player for himself."""
    if french and trumps:
        return QCoreApplication.translate(
            "Explain",
            "Only the player with the best declaration scores his declarations: more points first, then a carré "
            "before a sequence, then the higher top card, then a sequence in trumps.")
    if french:
        return QCoreApplication.translate(
            "Explain",
            "Only the player with the best declaration scores his declarations: more points first, then a carré "
            "before a sequence, then the higher top card.")
    if trumps:
        return QCoreApplication.translate(
            "Explain",
            "Only the player with the best declaration scores his declarations: more points first, then four of "
            "a kind before a sequence, then the higher top card, then a sequence in trumps.")
    return QCoreApplication.translate(
        "Explain",
        "Only the player with the best declaration scores his declarations: more points first, then four of "
        "a kind before a sequence, then the higher top card.")


def _ranking_of_teams(french: bool, trumps: bool) -> str:
    """How the best declaration is chosen between teams."""
    if french and trumps:
        return QCoreApplication.translate(
            "Explain",
            "Only the team with the best declaration scores its declarations: more points first, then a carré "
            "before a sequence, then the higher top card, then a sequence in trumps.")
    if french:
        return QCoreApplication.translate(
            "Explain",
            "Only the team with the best declaration scores its declarations: more points first, then a carré "
            "before a sequence, then the higher top card.")
    if trumps:
        return QCoreApplication.translate(
            "Explain",
            "Only the team with the best declaration scores its declarations: more points first, then four of a "
            "kind before a sequence, then the higher top card, then a sequence in trumps.")
    return QCoreApplication.translate(
        "Explain",
        "Only the team with the best declaration scores its declarations: more points first, then four of a kind "
        "before a sequence, then the higher top card.")


def _alone(rules: Ruleset) -> bool:
    """Each player for himself (Belot for 3 and for 2, Belote Découverte): no team, no partner."""
    return rules.team_count == rules.players
