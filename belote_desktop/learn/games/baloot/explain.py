"""Baloot's words for the learner: what each call commits to (``explain_call``) and why a call is refused
(``explain_refusal``), with the rules book paragraph to read (its rules_book.py writes it).

Registered by learn/kinds/sun_hokum.py: ``explain_bid`` and ``explain_illegal`` hand Baloot's calls and refusals here."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from ....engine import Action, DealResult, Double, Pass, Redouble, Ruleset, Strain
from ....engine.scoring import BreakdownRow, RowKind, round_points
from ....engine.actions import Ashkal, Four, Gahwa, Hokum, Sun
from ....engine.auctions.sun_hokum import LADDER_ROUND, SUN_DOUBLE_LIMIT
from ...base.terms import Term, term
from ...vocabulary import king_queen_name
from ...words import suit_word


def explain_call(action: Action, rules: Ruleset, view: Any = None) -> str:
    """What a Baloot call commits the player's team to."""
    if isinstance(action, Hokum):
        return QCoreApplication.translate(
            "Explain", "{hokum}: {suit} is trump. Your team must then win more round points than the other "
            "(16 in the deal, cards and last trick), else the others take them all. You take the turned card "
            "and lead.").format(hokum=term(Term.HOKUM), suit=suit_word(action.suit))
    if isinstance(action, Sun):
        return QCoreApplication.translate(
            "Explain", "{sun}: no trumps, and the deal counts double (26 round points). It beats Hokum. Your team "
            "must win more than the other, else the others take them all. You take the turned card and "
            "lead.").format(sun=term(Term.SUN))
    if isinstance(action, Ashkal):
        return QCoreApplication.translate(
            "Explain", "{ashkal}: Sun for your partner, who takes the turned card and leads; your team must win "
            "more than the other.").format(ashkal=term(Term.ASHKAL))
    if isinstance(action, Pass):
        return _pass_words(view)
    if isinstance(action, Double):
        return QCoreApplication.translate(
            "Explain", "{double}: you bet the bidders will fail; every round point counts twice (not the baloot). "
            "While doubled, nobody may lead a trump while holding another suit.").format(
            double=term(Term.DOUBLE))
    if isinstance(action, Redouble):
        return QCoreApplication.translate(
            "Explain", "{three}: your team answers the double; the round points count three times.").format(
            three=term(Term.THREE))
    if isinstance(action, Four):
        return QCoreApplication.translate(
            "Explain", "{four}: you answer again; the round points count four times.").format(four=term(Term.FOUR))
    if isinstance(action, Gahwa):
        return QCoreApplication.translate(
            "Explain", "{gahwa}: the last word. The team that wins this deal wins the whole game.").format(
            gahwa=term(Term.GAHWA))
    return ""


def _pass_words(view: Any) -> str:
    """A pass on the ladder, over a standing call, or with no call yet (first or second round)."""
    auction = view.auction if view is not None else None
    ladder = auction is not None and auction.round == LADDER_ROUND
    if ladder:
        return QCoreApplication.translate(
            "Explain", "Pass: the contract stays at its step of the ladder; if your partner passes too, the "
            "play begins.")
    if auction is not None and auction.high_bid is not None:
        if auction.high_seat == getattr(view, "seat", -1) and auction.high_bid.strain is not Strain.NO_TRUMPS:
            return QCoreApplication.translate("Explain", "Pass: you keep your Hokum.")
        return QCoreApplication.translate("Explain", "Pass: you leave the standing call.")
    if auction is not None and auction.round == 2:
        return QCoreApplication.translate(
            "Explain", "Pass: if everybody passes in this second round too, the cards are thrown in.")
    return QCoreApplication.translate(
        "Explain", "Pass: if all four pass, a second round lets each player call Hokum in another suit, or Sun.")


def explain_refusal(params: dict[str, Any]) -> tuple[str, str]:
    """Why a Baloot call is refused, and the rules book anchor that says so."""
    why = params.get("why")
    if why == "hokum_turned_suit":
        return QCoreApplication.translate(
            "Explain", "In the first round Hokum is in the turned card's suit, {suit}, only.").format(
            suit=suit_word(params.get("turned_suit", 0))), "sun_hokum"
    if why == "hokum_other_suit":
        return QCoreApplication.translate(
            "Explain", "In the second round Hokum names another suit than {suit}.").format(
            suit=suit_word(params.get("suit", 0))), "sun_hokum"
    if why == "call_stands":
        return QCoreApplication.translate(
            "Explain", "A call already stands: only Sun can go over it."), "sun_hokum"
    if why == "sun_once":
        return QCoreApplication.translate("Explain", "You have already called Sun in this deal."), "sun_hokum"
    if why in ("ashkal_seat", "ashkal_round"):
        return QCoreApplication.translate(
            "Explain", "Ashkal is called in the first round, by the dealer or the player before him only."), "ashkal"
    if why == "sun_stands":
        return QCoreApplication.translate("Explain", "A Sun already stands: Ashkal no longer can."), "ashkal"
    if why == "confirm_turn":
        return QCoreApplication.translate(
            "Explain", "Your Hokum stands: keep it (pass) or raise it to Sun."), "sun_hokum"
    return _ladder_refusal(why, params)


def _ladder_refusal(why: Any, params: dict[str, Any]) -> tuple[str, str]:
    """Why a step of the doubling ladder is refused."""
    if why == "bidding_over":
        return QCoreApplication.translate(
            "Explain", "The call is settled: now only the doubling ladder, or pass."), "doubling_ladder"
    if why == "ladder_not_yet":
        return QCoreApplication.translate(
            "Explain", "Doubling comes once the call is settled."), "doubling_ladder"
    if why == "ladder_team":
        if params.get("bidders"):
            return QCoreApplication.translate(
                "Explain", "It is the bidders' turn on the ladder, not yours."), "doubling_ladder"
        return QCoreApplication.translate(
            "Explain", "It is the other team's turn on the ladder, not yours."), "doubling_ladder"
    if why == "ladder_step":
        return QCoreApplication.translate(
            "Explain", "The ladder goes one step at a time: double, three, four, then Gahwa."), "doubling_ladder"
    return QCoreApplication.translate(
        "Explain", "A Sun may be doubled only while its team has more than {limit} and the doublers less than "
        "{limit}.").format(limit=SUN_DOUBLE_LIMIT), "doubling_ladder"


def round_point_lines(result: DealResult, converted: BreakdownRow, teams: Sequence[str]) -> list[str]:
    """How each team's points became round points (the converter's row of a Baloot deal)."""
    sun = converted.param("sun") == 1
    times = converted.param("multiplier", 1)
    if sun:
        how = QCoreApplication.translate("Explain", "Sun: rounded to tens, doubled, divided by ten")
    else:
        how = QCoreApplication.translate("Explain", "Hokum: divided by ten, a half or less rounded down")
    lines = [_team_round_points(result, converted, t, team, how) for t, team in enumerate(teams)]
    if times > 1 and result.made and sum(1 for points in result.score if points) > 1:
        # the Baloot rules we follow: "each team earns ... if the winning bid was doubled, these scores are doubled"
        lines.append(QCoreApplication.translate(
            "Explain", "The doubled contract was made, so each team scores its own round points, both multiplied: "
            "the winner does not take all (only a Gahwa does)."))
    return lines


def _team_round_points(result: DealResult, converted: BreakdownRow, t: int, team: str, how: str) -> str:
    """How team ``t``'s points became round points (its Baloot kept beside them)."""
    baloot = next((r.values for r in result.rows("score") if r.kind is RowKind.BELOTE_KEPT), (0,) * len(result.score))
    times = converted.param("multiplier", 1)
    raw = result.score[t] - converted.values[t] - baloot[t]
    line = QCoreApplication.translate("Explain", "{team}: {raw} points make {points} round points ({how}).").format(
        team=team, raw=raw, points=(result.score[t] - baloot[t] // 10) // max(times, 1), how=how)
    if times > 1:
        line += " " + QCoreApplication.translate("Explain", "Doubled up the ladder: × {times}.").format(
            times=times)
    if baloot[t]:
        line += " " + QCoreApplication.translate("Explain", "Baloot: + {points}.").format(points=baloot[t] // 10)
    return line


def counted_round_points(result: DealResult) -> list[int]:
    """The round points each team brought to the comparison that decided the deal (engine/scoring.py,
    ``_sun_hokum``): its cards and projects rounded, plus its Baloot, before the ladder multiplies."""
    assert result.contract is not None
    sun = result.contract.strain.suit is None
    return [round_points(result.card_score[t] + result.meld_points[t], sun) + result.belote_points[t] // 10
            for t in range(len(result.totals))]


def verdict_lines(result: DealResult, teams: Sequence[str], rules: Ruleset) -> list[str]:
    """Made or not, in the round points the engine compared (the raw totals can differ where these are equal)."""
    counted = counted_round_points(result)
    tk = result.taker_team
    d = next(t for t in range(len(counted)) if t != tk)
    baloot = any(result.belote_points)
    if result.made:
        if baloot:
            text = QCoreApplication.translate(
                "Explain", "The takers ({taker}) have more round points than the other team ({t_points} to "
                "{d_points}, after rounding, the {baloot} included): the contract is made and each team scores "
                "its own.")
        else:
            text = QCoreApplication.translate(
                "Explain", "The takers ({taker}) have more round points than the other team ({t_points} to "
                "{d_points}, after rounding): the contract is made and each team scores its own.")
        return [text.format(taker=teams[tk], t_points=counted[tk], d_points=counted[d],
                            baloot=king_queen_name(rules))]
    if result.tied:
        if baloot:
            text = QCoreApplication.translate(
                "Explain", "Equal round points ({points} each, after rounding, the {baloot} included): the takers "
                "must score more, so they are dedans, and the other team takes every card and project point.")
        else:
            text = QCoreApplication.translate(
                "Explain", "Equal round points ({points} each, after rounding): the takers must score more, so "
                "they are dedans, and the other team takes every card and project point.")
        return [text.format(points=counted[tk], baloot=king_queen_name(rules))]
    if baloot:
        text = QCoreApplication.translate(
            "Explain", "The takers ({taker}) have fewer round points than the other team ({t_points} to "
            "{d_points}, after rounding, the {baloot} included): they are dedans, and the other team takes every "
            "card and project point.")
    else:
        text = QCoreApplication.translate(
            "Explain", "The takers ({taker}) have fewer round points than the other team ({t_points} to "
            "{d_points}, after rounding): they are dedans, and the other team takes every card and project point.")
    return [text.format(taker=teams[tk], t_points=counted[tk], d_points=counted[d], baloot=king_queen_name(rules))]
