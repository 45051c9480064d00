"""How a deal was scored, line by line (``explain_result``).

Part of learn.explain (which re-exports the public names)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from ..engine import (
    DealResult,
    Ruleset,
)
from ..engine.scoring import BreakdownRow, RowKind
from ..engine.rules import MeldSharing
from . import vocabulary
from .vocabulary import Term, king_queen_call, king_queen_name, own_term
from .words import strain_word, team_names_for, seat_name
from .teaching import dial_text, kind_teaching


# -- how a deal was scored -----------------------------------------------------------------


def _join_team_points(names: Sequence[str], values: Sequence[int | str]) -> str:
    sep = QCoreApplication.translate("Explain", ", ", "separator between teams' points")
    return sep.join(
        QCoreApplication.translate("Explain", "{team} {points}", "a team and its points").format(team=n, points=v)
        for n, v in zip(names, values)
    )


def _contract_line(result: DealResult, rules: Ruleset, teams: Sequence[str]) -> str:
    contract = result.contract
    assert contract is not None
    taker = teams[result.taker_team]
    own = kind_teaching(rules.trump_scheme).contract_line  # the kind's words (else "X took, with Y as trumps")
    if own is not None:
        return own(rules, contract, taker)
    return QCoreApplication.translate("Explain", "{team} took, with {strain} as trumps.").format(
        team=taker, strain=strain_word(contract.strain))


def _row(result: DealResult, kind: RowKind) -> BreakdownRow | None:
    return next((r for r in result.breakdown if r.kind is kind), None)


def _teams_with(names: Sequence[str], values: Sequence[int]) -> str:
    """'North–South 20, East–West 50' for the teams whose value is not zero."""
    return _join_team_points([names[t] for t, v in enumerate(values) if v], [v for v in values if v])


def explain_result(
    result: DealResult, rules: Ruleset, seat_names: Sequence[str] | None = None,
    team_names: Sequence[str] | None = None,
) -> list[str]:
    """The arithmetic of a deal's score, one sentence per line, ending with what each team scores.

    Everything is read from ``result.breakdown`` (engine/scoring.py), row by row: a deal row per line,
    then the verdict, then each team's score rows as a sum."""
    teams = tuple(team_names) if team_names else team_names_for(rules, seat_names)
    if result.thrown_in:
        return _thrown_in_lines(result, rules, teams)
    lines: list[str] = []
    lines.append(_contract_line(result, rules, teams))
    for row in result.rows("deal"):
        line = _deal_row_line(row, result, rules, teams, seat_names)
        if line:
            lines.append(line)
    cancelled = _row(result, RowKind.CANCELLED)
    if cancelled is not None:
        lines.append(_cancelled_line(cancelled, rules, teams))
    needed = _row(result, RowKind.NEEDED)
    if needed is None:
        lines.append(_totals_line(result, teams, rules))
    else:
        lines.extend(_needed_lines(needed, result, rules, teams))
    lines.extend(_verdict_lines(result, teams, rules))
    set_word = vocabulary.failed_word(rules)
    if set_word is not None and not result.made:  # the game's own word (Clabber: set)
        lines.append(QCoreApplication.translate("Explain", "In {game} the takers are {set}.").format(
            game=vocabulary.variant_name(rules), set=set_word.lower()))
    lines.extend(_scored_lines(result, rules, teams))
    lines.append(_deal_score_line(result, teams))
    return lines


def _deal_score_line(result: DealResult, teams: Sequence[str]) -> str:
    return QCoreApplication.translate("Explain", "Score of this deal: {points}.").format(
        points=_join_team_points(teams, result.score))


def _thrown_in_lines(result: DealResult, rules: Ruleset, teams: Sequence[str]) -> list[str]:
    """Nobody took: the cards are thrown in."""
    if rules.same_dealer_redeals:
        first = QCoreApplication.translate(
            "Explain", "Nobody took: the cards are thrown in, nobody scores, and the same dealer deals again.")
    else:
        first = QCoreApplication.translate(
            "Explain", "Nobody took: the cards are thrown in, nobody scores, and the next dealer deals.")
    return [first, _deal_score_line(result, teams)]


def _scored_lines(result: DealResult, rules: Ruleset, teams: Sequence[str]) -> list[str]:
    """What each team scores: in round points (the game's own words), or as sums and match points."""
    converted = _row(result, RowKind.CONVERTED)
    if converted is not None and converted.param("sun", -1) >= 0:  # a game scored in round points
        return list(dial_text(lambda texts: texts.round_point_lines)(result, converted, teams))
    return [*_score_lines(result, teams, rules), *_match_point_lines(result, teams)]


def _deal_row_line(row: BreakdownRow, result: DealResult, rules: Ruleset, teams: Sequence[str],
                   seat_names: Sequence[str] | None) -> str:
    line = _DEAL_ROW_LINES.get(row.kind)
    return line(row, result, rules, teams, seat_names) if line is not None else ""  # the last trick is told with the cards


def _cards_line(row: BreakdownRow, result: DealResult, rules: Ruleset, teams: Sequence[str],
                seat_names: Sequence[str] | None) -> str:
    return QCoreApplication.translate(
        "Explain", "Card points: {points} ({total} in all, with {bonus} for the last trick, won by {team}).",
    ).format(points=_join_team_points(teams, result.card_points), total=row.param("total"),
             bonus=rules.last_trick_bonus, team=teams[result.last_trick_team])


def _capot_line(row: BreakdownRow, result: DealResult, rules: Ruleset, teams: Sequence[str],
                seat_names: Sequence[str] | None) -> str:
    t = next(t for t, v in enumerate(row.values) if v)
    card_row = _row(result, RowKind.CARDS)
    total = card_row.param("total") if card_row is not None else result.card_points[t]
    own = own_term(rules, Term.CAPOT)  # Baloot: kaboot, Bulgarian Belot: valat
    if own is not None:
        return QCoreApplication.translate(
            "Explain", "{team} won every trick: {word}! Their cards count {score} instead of {total}.",
        ).format(team=teams[t], word=own.lower(), score=result.card_points[t] + row.values[t], total=total)
    return QCoreApplication.translate(
        "Explain", "{team} won every trick: capot! Their cards count {score} instead of {total}.",
    ).format(team=teams[t], score=result.card_points[t] + row.values[t], total=total)


def _declarations_line(row: BreakdownRow, result: DealResult, rules: Ruleset, teams: Sequence[str],
                       seat_names: Sequence[str] | None) -> str:
    melds = _teams_with(teams, row.values)
    if result.meld_seat >= 0 and rules.meld_sharing is MeldSharing.BEST_PLAYER:  # Tarabish
        return QCoreApplication.translate(
            "Explain", "Runs: {player} held the best one, so only his own runs count: {points}.").format(
            player=seat_name(seat_names, result.meld_seat, rules.players), points=melds)
    own = own_term(rules, Term.DECLARATIONS)  # Baloot: projects, Clabber: melds
    if own is not None and result.meld_seat >= 0:
        return QCoreApplication.translate(
            "Explain", "{word}: {player} held the best one, so only that team's count: {points}.").format(
            word=own, player=seat_name(seat_names, result.meld_seat, rules.players), points=melds)
    if own is not None:
        return QCoreApplication.translate("Explain", "{word}: {points}.").format(word=own, points=melds)
    if result.meld_seat >= 0:
        return QCoreApplication.translate(
            "Explain", "Declarations: {player} held the best one, so only that team's declarations count: "
            "{points}.").format(player=seat_name(seat_names, result.meld_seat, rules.players), points=melds)
    return QCoreApplication.translate("Explain", "Declarations: {points}.").format(points=melds)


def _no_trick_line(row: BreakdownRow, result: DealResult, rules: Ruleset, teams: Sequence[str],
                   seat_names: Sequence[str] | None) -> str:
    return QCoreApplication.translate(
        "Explain", "A team that takes no trick loses its declarations: {points}.").format(
        points=_teams_with(teams, row.values))


def _belote_line(row: BreakdownRow, result: DealResult, rules: Ruleset, teams: Sequence[str],
                 seat_names: Sequence[str] | None) -> str:
    if king_queen_call(rules, True) is not None:  # the game's own word (bella)
        return QCoreApplication.translate("Explain", "{name}: {points}.", "the king+queen of trumps scored").format(
            name=king_queen_name(rules), points=_teams_with(teams, row.values))
    return QCoreApplication.translate("Explain", "Belote and rebelote: {points}.").format(
        points=_teams_with(teams, row.values))


# the line of each deal row that has one (``_deal_row_line``)
_RowLine = Callable[[BreakdownRow, DealResult, Ruleset, Sequence[str], Sequence[str] | None], str]
_DEAL_ROW_LINES: dict[RowKind, _RowLine] = {
    RowKind.CARDS: _cards_line, RowKind.CAPOT: _capot_line, RowKind.DECLARATIONS: _declarations_line,
    RowKind.NO_TRICK: _no_trick_line, RowKind.BELOTE: _belote_line,
}


def _cancelled_line(row: BreakdownRow, rules: Ruleset, teams: Sequence[str]) -> str:
    """Equal best declarations of opposing sides cancelled out (Bulgarian Belot's sequences, Tarabish's runs)."""
    points = _teams_with(teams, row.values)
    if rules.meld_sharing is MeldSharing.BEST_PLAYER:  # Tarabish
        return QCoreApplication.translate(
            "Explain", "The best runs were equal and none was in trumps: they cancel out, and nobody scores runs "
            "({points}).").format(points=points)
    return QCoreApplication.translate(
        "Explain", "The best sequences of the two sides were equal: they cancel out, and nobody scores sequences "
        "({points}).").format(points=points)


def _totals_line(result: DealResult, teams: Sequence[str], rules: Ruleset | None = None) -> str:
    """Each team's total as the sum of its deal rows (cards with the capot, declarations, belote)."""
    deal = result.rows("deal")

    def parts(t: int) -> list[tuple[int | str, str]]:
        cards = sum(r.values[t] for r in deal if r.kind in (RowKind.CARDS, RowKind.LAST_TRICK, RowKind.CAPOT))
        melds = sum(r.values[t] for r in deal if r.kind in (RowKind.DECLARATIONS, RowKind.NO_TRICK))
        belote = sum(r.values[t] for r in deal if r.kind is RowKind.BELOTE)
        own = own_term(rules, Term.DECLARATIONS)
        pair = king_queen_name(rules).lower() if rules is not None and king_queen_call(rules, True) else None
        return [(cards, _label("cards")), (melds, own.lower() if own else _label("declarations")),
                (belote, pair or _label("belote"))]

    text = QCoreApplication.translate("Explain", ", ", "separator between teams' points").join(
        QCoreApplication.translate("Explain", "{team} {sum}", "a team and the sum of its points").format(
            team=teams[t], sum=_labelled(parts(t), result.totals[t]))
        for t in range(len(result.totals))
    )
    return QCoreApplication.translate("Explain", "Totals: {parts}.").format(parts=text)


def _needed_lines(needed: BreakdownRow, result: DealResult, rules: Ruleset, teams: Sequence[str]) -> list[str]:
    """What a point-auction contract needed and what the takers counted toward it."""
    contract = result.contract
    assert contract is not None
    if contract.capot:
        return [QCoreApplication.translate("Explain", "A capot bid is made only by winning every trick.")]
    tt = result.taker_team
    target = needed.param("target")
    if target == contract.value:
        lines = [QCoreApplication.translate(
            "Explain", "To make the contract the takers needed their bid: {target} points.").format(target=target)]
    else:
        card_row = _row(result, RowKind.CARDS)
        total = card_row.param("total") if card_row is not None else 0
        lines = [QCoreApplication.translate(
            "Explain", "To make the contract the takers needed their bid ({value}) and more than half of the "
            "{total} points: {target} points.").format(value=contract.value, total=total, target=target)]
    belote = result.belote_points[tt] if rules.belote_counts_for_contract else 0
    melds = result.meld_points[tt] if rules.melds_count_for_contract else 0
    lines.append(QCoreApplication.translate("Explain", "They counted {sum}.").format(sum=_labelled([
        (result.card_points[tt], _label("cards")), (melds, _label("declarations")),
        (belote, _label("belote"))], needed.values[tt])))
    return lines


def _verdict_lines(result: DealResult, teams: Sequence[str], rules: Ruleset | None = None) -> list[str]:
    """Made or not, in words (the engine decided: ``made``, ``tied``, the held-over row)."""
    if rules is not None:
        kind = kind_teaching(rules.trump_scheme)
        if kind.verdict is not None:  # decided on other figures than the totals (round points)
            return kind.verdict(result, teams, rules)
        if not result.made and kind.failed_verdict is not None:
            return kind.failed_verdict(result, teams, rules)
    if _row(result, RowKind.NEEDED) is not None:
        if result.made:
            return [QCoreApplication.translate("Explain", "Made: the contract is fulfilled.")]
        return [QCoreApplication.translate("Explain", "Failed: the takers are dedans.")]
    if result.made:
        return [_made_line(result, teams, rules)]
    held = _held_over_line(result, rules)
    if held is not None:
        return [held]
    if _row(result, RowKind.FORFEITED) is not None:  # the scoring dial: the takers score nothing, the others keep their own
        return [_forfeited_line(result, teams)]
    return [_dedans_line(result, teams, rules)]


def _made_line(result: DealResult, teams: Sequence[str], rules: Ruleset | None) -> str:
    """The contract made: with equal points (where that is enough), alone, or as a team."""
    taker = teams[result.taker_team]
    if result.tied:
        return QCoreApplication.translate(
            "Explain", "The takers ({team}) have as many points as the other team ({points} each): in this game "
            "that is enough. The contract is made and each team scores its total.",
        ).format(team=taker, points=result.totals[result.taker_team])
    if rules is not None and rules.team_count == rules.players:  # each for himself: no team
        return QCoreApplication.translate(
            "Explain", "The taker ({player}) has the most points: the contract is made and each player scores "
            "his total.",
        ).format(player=taker)
    return QCoreApplication.translate(
        "Explain", "The takers ({team}) have more points than the other team: the contract is made and each "
        "team scores its total.",
    ).format(team=taker)


def _held_over_line(result: DealResult, rules: Ruleset | None) -> str | None:
    """Equal totals with points held over for the next deal (the held-over rows); None without them."""
    held = _row(result, RowKind.HELD_OVER)
    if held is None:
        return None
    t_total = result.totals[result.taker_team]
    converted = _row(result, RowKind.HELD_OVER_CONVERTED)
    if converted is not None:
        return _held_over_converted_line(result, rules, held, converted)
    return QCoreApplication.translate(
        "Explain", "Equal totals ({points} each): litige. The defenders score their own points; the takers' "
        "{held} points wait and go to the team that wins the next deal.",
    ).format(points=t_total, held=held.values[result.taker_team])


def _held_over_converted_line(result: DealResult, rules: Ruleset | None, held: BreakdownRow,
                              converted: BreakdownRow) -> str:
    """Equal totals with points held over, in match points too."""
    t_total = result.totals[result.taker_team]
    doubled = result.contract is not None and result.contract.multiplier > 1
    if rules is not None and rules.team_count == rules.players and not rules.tie_defenders_take_all:  # alone
        return _held_over_alone_line(result, rules, held, converted, doubled)
    if rules is not None and doubled and rules.doubled_tie_hangs_all:
        return QCoreApplication.translate(
            "Explain", "Equal totals ({points} each) in a doubled contract: both teams are committed, neither "
            "scores, and every point, {held} ({mp} match points), is held over for the team that wins the next "
            "deal.",
        ).format(points=t_total, held=held.values[result.taker_team], mp=converted.values[result.taker_team])
    if rules is not None and rules.tie_defenders_take_all:
        return QCoreApplication.translate(
            "Explain", "Equal totals ({points} each): the takers score nothing, the defenders score every point of "
            "the deal, both totals, and {held} points ({mp} match points) are held over for the team that wins the "
            "next deal.",
        ).format(points=t_total, held=held.values[result.taker_team], mp=converted.values[result.taker_team])
    return QCoreApplication.translate(
        "Explain", "Equal totals ({points} each): the takers score nothing, the defenders score their own "
        "points, and {held} points ({mp} match points) are held over for the team that wins the next deal.",
    ).format(points=t_total, held=held.values[result.taker_team], mp=converted.values[result.taker_team])


def _held_over_alone_line(result: DealResult, rules: Ruleset, held: BreakdownRow, converted: BreakdownRow,
                          doubled: bool) -> str:
    """Equal totals with points held over, where every player plays alone: no team, no pair of sides."""
    t_total = result.totals[result.taker_team]
    values = {"points": t_total, "held": held.values[result.taker_team], "mp": converted.values[result.taker_team]}
    if doubled and rules.doubled_tie_hangs_all:
        return QCoreApplication.translate(
            "Explain", "Equal totals ({points} each) in a doubled contract: every player is committed, nobody "
            "scores, and every point, {held} ({mp} match points), is held over for the player who wins the next "
            "deal.",
        ).format(**values)
    return QCoreApplication.translate(
        "Explain", "Equal totals ({points} each): the taker scores nothing, the others score their own points, "
        "and {held} points ({mp} match points) are held over for the player who wins the next deal.",
    ).format(**values)


def _forfeited_line(result: DealResult, teams: Sequence[str]) -> str:
    """The takers failed under the scoring dial: they score nothing, the others keep their own points."""
    if result.tied:
        return QCoreApplication.translate(
            "Explain", "Equal totals ({points} each): the takers needed more. They score nothing, and the "
            "other team scores only its own points.",
        ).format(points=result.totals[result.taker_team])
    return QCoreApplication.translate(
        "Explain", "The takers ({taker}) have fewer points than the other team: they score nothing, and the "
        "other team scores only its own points.",
    ).format(taker=teams[result.taker_team])


def _dedans_line(result: DealResult, teams: Sequence[str], rules: Ruleset | None) -> str:
    """The takers are dedans: against one defending side, or the best of several."""
    taker = teams[result.taker_team]
    t_total = result.totals[result.taker_team]
    defenders = [t for t in range(len(result.totals)) if t != result.taker_team]
    if result.tied:
        return QCoreApplication.translate(
            "Explain", "Equal totals ({points} each): in this game the takers must score more, so they are dedans.",
        ).format(points=t_total)
    if len(defenders) == 1:
        d = defenders[0]
        return QCoreApplication.translate(
            "Explain", "{taker} took {t_points}, {defence} {d_points}: the takers are dedans.",
        ).format(taker=taker, t_points=t_total, defence=teams[d], d_points=result.totals[d])
    return _dedans_against_several(result, teams, rules, defenders)


def _dedans_against_several(result: DealResult, teams: Sequence[str], rules: Ruleset | None,
                            defenders: list[int]) -> str:
    """The takers are dedans against more than one defending side: the best of them."""
    taker = teams[result.taker_team]
    best = teams[max(defenders, key=lambda t: result.totals[t])]
    tied_best = [t for t in defenders if result.totals[t] == max(result.totals[d] for d in defenders)]
    if len(tied_best) > 1 and rules is not None and rules.team_count == rules.players:  # Belot for 3
        return QCoreApplication.translate(
            "Explain", "The taker ({player}) is dedans: {first} and {second} tied for the best of the others.",
        ).format(player=taker, first=teams[tied_best[0]], second=teams[tied_best[1]])
    if rules is not None and rules.team_count == rules.players:
        return QCoreApplication.translate(
            "Explain", "The taker ({player}) is dedans: the best of the others was {defence}.",
        ).format(player=taker, defence=best)
    return QCoreApplication.translate(
        "Explain", "The takers ({taker}) are dedans: the best defending team was {defence}.",
    ).format(taker=taker, defence=best)


def _score_row_part(row: BreakdownRow, team: int, rules: Ruleset | None = None) -> tuple[int | str, str]:
    """One score row of one team as a part of its sum: (value as written, label)."""
    kind, value = row.kind, row.values[team]
    times = row.param("multiplier", 1)
    if kind in (RowKind.BID, RowKind.CAPOT_BID, RowKind.FAILED_CAPOT_BID) and times > 1:
        written: int | str = f"{row.param('value')} × {times}"
    else:
        written = value
    label = {
        RowKind.KEPT: "points", RowKind.BELOTE_KEPT: "belote", RowKind.ALL_POINTS: "cards",
        RowKind.ALL_DECLARATIONS: "declarations", RowKind.DECLARATIONS_KEPT: "declarations", RowKind.BID: "bid",
        RowKind.MULTIPLIED: "coinche", RowKind.CAPOT_BID: "capot bid", RowKind.PENALTY: "penalty",
        RowKind.FAILED_CAPOT_BID: "failed capot", RowKind.CONVERTED: "match points", RowKind.VALAT: "valat",
        RowKind.TIMES: "times", RowKind.KIRTIK: "kirtik", RowKind.SHARED: "shared",
    }[kind]
    if kind is RowKind.TIMES:
        return value, _label("times").format(times=times)
    own = _own_label(label, rules)
    return written, own if own is not None else _label(label)


def _own_label(label: str, rules: Ruleset | None) -> str | None:
    """The game's own word for a part of a sum (its king and queen, its declarations); None: the family's."""
    word = {"belote": Term.BELOTE, "declarations": Term.DECLARATIONS, "coinche": Term.COINCHE}.get(label)
    own = own_term(rules, word) if word is not None else None
    return own.lower() if own is not None else None


def _score_lines(result: DealResult, teams: Sequence[str], rules: Ruleset | None = None) -> list[str]:
    """Each team's score as the sum of its score rows; nothing to add when each team scores its total. Match
    points (the converter's rows) are told apart (``_match_point_lines``)."""
    rows = [r for r in result.rows("score") if r.kind not in _MATCH_POINT_ROWS]
    if len(rows) < len(result.rows("score")):  # scored by tenths: the points before their conversion
        before = _points_before_conversion(result)
        if _all_kept(rows) and tuple(before) == result.totals:
            return []
        return _each_score_line(result, teams, rows, before, rules)
    if _all_kept(rows) and result.score == result.totals:
        return []
    return _each_score_line(result, teams, rows, result.score, rules)


def _all_kept(rows: Sequence[BreakdownRow]) -> bool:
    """Each team scores its total as it is."""
    return all(r.kind is RowKind.KEPT for r in rows)


def _each_score_line(result: DealResult, teams: Sequence[str], rows: Sequence[BreakdownRow], sums: Sequence[int],
                     rules: Ruleset | None) -> list[str]:
    return [_score_line(result, teams, rows, t, sums[t], rules) for t in range(len(result.score))]


def _score_line(result: DealResult, teams: Sequence[str], rows: Sequence[BreakdownRow], t: int, total: int,
                rules: Ruleset | None = None) -> str:
    """One team's score rows as a sum."""
    team_rows = [r for r in rows if r.values[t]]
    if not team_rows:
        return _team_scores(teams[t], [], 0)
    parts = [part for r in team_rows for part in _score_row_parts(r, t, rules)]
    shared_with = _shared_with(result, team_rows, t)
    if _shares_everything(result, rules, shared_with):
        # Belot for 3, doubled: two players tied for the most share everything, said once with the first of them
        if shared_with[0] < t:
            return _team_scores(teams[t], parts, total)
        return QCoreApplication.translate(
            "Explain", "{defence} and {other} tied for the most and share all the points of the deal and every "
            "declaration: {sum}.",
        ).format(defence=teams[t], other=teams[shared_with[0]], sum=_labelled(parts, total))
    if any(r.kind is RowKind.ALL_POINTS for r in team_rows):
        return QCoreApplication.translate(
            "Explain", "{defence} score all the points of the deal and every declaration: {sum}.",
        ).format(defence=teams[t], sum=_labelled(parts, total))
    return _team_scores(teams[t], parts, total)


def _score_row_parts(r: BreakdownRow, t: int, rules: Ruleset | None) -> list[tuple[int | str, str]]:
    """One score row of team ``t`` as parts of its sum: a failed contract's penalty written out in two parts."""
    base, bid, times = r.param("base"), r.param("bid"), r.param("multiplier", 1)
    if r.kind is RowKind.PENALTY and bid and r.values[t] == base + bid * times:  # written out: 160 + 100 × 2
        return [(base, _label("penalty")), (f"{bid} × {times}" if times > 1 else bid, _label("bid"))]
    return [_score_row_part(r, t, rules)]


def _shares_everything(result: DealResult, rules: Ruleset | None, shared_with: list[int]) -> bool:
    """Doubled, and tied for the most with another defender: both share everything (Belot for 3)."""
    doubled = result.contract is not None and result.contract.multiplier > 1 and not result.tied
    return bool(doubled and shared_with and rules is not None and rules.doubled_winner_takes_all)


def _shared_with(result: DealResult, team_rows: Sequence[BreakdownRow], t: int) -> list[int]:
    """The other defenders that share all the points with team ``t`` (Belot for 3, doubled)."""
    return [o for r in team_rows if r.kind is RowKind.ALL_POINTS for o, v in enumerate(r.values)
            if v and o != t and o != result.taker_team]


# the match-point converter's rows (engine/scoring.py convert): told after the points they convert
_MATCH_POINT_ROWS = (RowKind.CONVERTED, RowKind.VALAT, RowKind.KIRTIK)


def _points_before_conversion(result: DealResult) -> list[int]:
    """Each team's points before the match-point converter: the score rows above it."""
    rows = [r for r in result.rows("score") if r.kind not in _MATCH_POINT_ROWS]
    return [sum(r.values[t] for r in rows) for t in range(len(result.score))]


def _match_point_lines(result: DealResult, teams: Sequence[str]) -> list[str]:
    """Match points by tenths: each team's points divided by ten and rounded at the contract's limit (and the
    both-at-the-limit rule when it moved a score), then the valat's match points."""
    converted = _row(result, RowKind.CONVERTED)
    lines: list[str] = []
    if converted is not None and converted.param("unit") == 10:  # Pilotta's game points
        lines.append(_game_points_line(_points_before_conversion(result), result.score, teams))
    elif converted is not None:
        lines.extend(_rounded_by_tenths_lines(result, converted, teams))
    valat = _row(result, RowKind.VALAT)
    if valat is not None:
        t = next(t for t, v in enumerate(valat.values) if v)
        lines.append(QCoreApplication.translate(
            "Explain", "{team} won every trick: {points} more match points, never multiplied.",
        ).format(team=teams[t], points=valat.values[t]))
    kirtik = _row(result, RowKind.KIRTIK)
    if kirtik is not None:  # option (Bulgarian Belot)
        lines.extend(_kirtik_lines(kirtik, teams))
    return lines


def _rounded_by_tenths_lines(result: DealResult, converted: BreakdownRow, teams: Sequence[str]) -> list[str]:
    """The points divided by ten and rounded at the contract's limit (and the both-at-the-limit rule)."""
    before = _points_before_conversion(result)
    limit = converted.param("limit")
    after = [b + c for b, c in zip(before, converted.values)]
    pairs = _join_team_points(teams, [f"{b} → {a}" for b, a in zip(before, after)])
    lines = [QCoreApplication.translate(
        "Explain", "Match points: the points are divided by ten; a remainder above {limit} rounds up, "
        "{limit} or less rounds down: {pairs}.").format(limit=limit, pairs=pairs)]
    moved = [t for t in range(len(before)) if before[t] % 10 == limit and after[t] * 10 > before[t]]
    if moved:
        lines.append(QCoreApplication.translate(
            "Explain", "Both teams stopped exactly at the limit, so the lower score rounds up and the higher "
            "down."))
    return lines


def _kirtik_lines(kirtik: BreakdownRow, teams: Sequence[str]) -> list[str]:
    """The match points lost to the kirtik (an option of Bulgarian Belot)."""
    return [QCoreApplication.translate(
        "Explain", "{team} lose {points} match points (kirtik): committed and beaten, or left without "
        "a trick.").format(team=teams[t], points=-value) for t, value in enumerate(kirtik.values) if value]


def _game_points_line(raw: Sequence[int], score: Sequence[int], teams: Sequence[str]) -> str:
    """Pilotta: deal points to game points, the last digit dropped (and the both-at-15 rule)."""
    parts = QCoreApplication.translate("Explain", ", ", "list separator").join(
        QCoreApplication.translate("Explain", "{team} {points} → {game}").format(team=team, points=p, game=g)
        for team, p, g in zip(teams, raw, score))
    line = QCoreApplication.translate(
        "Explain", "Game points are the points without their last digit: {parts}.").format(parts=parts)
    if sorted(score) == [15, 16] and all(p // 10 == 15 for p in raw):
        line += " " + QCoreApplication.translate(
            "Explain", "Both teams showed 15, so the higher last digit makes 16.")
    return line


def _label(kind: str) -> str:
    """A short name for one part of a sum."""
    labels = {
        "cards": QCoreApplication.translate("Explain", "cards", "part of a score"),
        "shared": QCoreApplication.translate(
            "Explain", "share of the taker's points", "part of a score: Belot for 3, a failed taker's points"),
        "declarations": QCoreApplication.translate("Explain", "declarations", "part of a score"),
        "belote": QCoreApplication.translate("Explain", "belote", "part of a score"),
        "points": QCoreApplication.translate("Explain", "points", "part of a score: points won in the deal"),
        "bid": QCoreApplication.translate("Explain", "bid", "part of a score"),
        "capot bid": QCoreApplication.translate("Explain", "capot bid", "part of a score"),
        "failed capot": QCoreApplication.translate("Explain", "failed capot", "part of a score"),
        "penalty": QCoreApplication.translate("Explain", "failed contract", "part of a score"),
        "coinche": QCoreApplication.translate("Explain", "coinche", "part of a score: what a coinche adds"),
        "match points": QCoreApplication.translate("Explain", "match points", "part of a score"),
        "valat": QCoreApplication.translate("Explain", "every trick", "part of a score: every trick won"),
        "times": QCoreApplication.translate(
            "Explain", "×{times}", "part of a score: what a doubled, redoubled or no-trumps contract adds"),
        "kirtik": QCoreApplication.translate("Explain", "kirtik", "part of a score: the Bulgarian penalty"),
    }
    return labels[kind]


def _labelled(parts: Sequence[tuple[int | str, str]], total: int) -> str:
    """'162 (cards) + 20 (belote) = 182'; zero parts left out; one plain part is just the number."""
    shown = [(v, label) for v, label in parts if v not in (0, "0")]
    if not shown:
        return str(total)
    if len(shown) == 1 and str(shown[0][0]) == str(total):
        return str(total)
    pattern = QCoreApplication.translate("Explain", "{value} ({label})", "one part of a sum")
    return " + ".join(pattern.format(value=v, label=label) for v, label in shown) + f" = {total}"


def _team_scores(team: str, parts: Sequence[tuple[int | str, str]], total: int) -> str:
    if total == 0:
        return QCoreApplication.translate("Explain", "{team} score nothing.").format(team=team)
    return QCoreApplication.translate("Explain", "{team} score {sum}.").format(team=team, sum=_labelled(parts, total))
