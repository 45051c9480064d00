"""Scoring a finished deal, in three steps that each append rows to ``DealResult.breakdown``:

1. **deal facts** (``deal_facts``): card points, tricks, declarations and belote per team, read from the
   finished ``DealState``;
2. **contract scorer** (``score_contract``): capot, the declarations a team keeps, the totals compared,
   whether the contract is made, and what each team scores (one scorer per trump scheme);
3. **match-point converter** (``convert``): deal points to match points (identity for classic and
   coinche; the coming games divide, truncate or convert per contract).

Steps 2 and 3 are written against ``xp``, a tiny array shim (``where``, ``maximum``, ``logical_not``):
``INT_OPS`` runs them on one deal's ints here, ``ai/play/outcome.py`` runs the very same code on numpy arrays
of sampled deals. Rows are in three sections: the *deal* rows add up to ``totals``, the *score* rows add
up to ``score``, *info* rows (the points needed, the points held over) are not added.

>>> from belote_desktop.engine import find_variant, new_deal
>>> import random
>>> state, rng = new_deal(find_variant("classic"), dealer=0, seed=3), random.Random(3)
>>> while state.phase.name != "DONE":
...     legal = state.legal_actions()
...     state = state.apply(legal[rng.randrange(len(legal))])
>>> r = state.result()
>>> [sum(row.values[t] for row in r.breakdown if row.kind.section == "score") for t in range(2)] == list(r.score)
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields
from enum import Enum
from functools import cache, reduce
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

from .actions import Strain
from .auctions import Contract
from .cards import CARDS, KING_QUEEN_BITS, Rank, mask_of
from .declarations import Meld, score_melds
from .rules import (
    CoincheMultiplies, ContractFloor, FailedOutcome, FailedShare, MatchPoints, PointContractScore, Ruleset,
    TieRule, TrumpScheme,
)

if TYPE_CHECKING:
    from .deal_parts import Phase, Trick
    from .tricks import PlayContext


class ScoredDeal(Protocol):
    """What the scorer reads of a finished deal (``state.DealState`` is one): the scorer never imports the state,
    which imports it."""

    @property
    def rules(self) -> Ruleset: ...
    @property
    def dealer(self) -> int: ...
    @property
    def turned(self) -> int: ...
    @property
    def phase(self) -> Phase: ...
    @property
    def contract(self) -> Contract | None: ...
    @property
    def ctx(self) -> PlayContext | None: ...
    @property
    def tricks(self) -> tuple[Trick, ...]: ...
    @property
    def team_points(self) -> tuple[int, ...]: ...
    @property
    def team_tricks(self) -> tuple[int, ...]: ...
    @property
    def declared(self) -> tuple[tuple[Meld, ...] | None, ...]: ...
    @property
    def belote(self) -> tuple[tuple[int, int, int, bool], ...]: ...
    @property
    def thrown_in(self) -> bool: ...


class RowKind(Enum):
    """One line of a deal's breakdown. ``section``: 'deal' rows add up to the totals, 'score' rows to the
    score, 'info' rows are facts that are not added (the points needed, the points held over)."""

    # deal: what each team brought in
    CARDS = ("cards", "deal")  # card points won, without the last-trick bonus (params: total of the deal)
    LAST_TRICK = ("last_trick", "deal")  # dix de der
    CAPOT = ("capot", "deal")  # what a capot adds to the cards (252 or 250 instead of 162)
    DECLARATIONS = ("declarations", "deal")  # the declarations that count (best team's, or all)
    NO_TRICK = ("no_trick", "deal")  # a team that took no trick loses its declarations (negative)
    BELOTE = ("belote", "deal")
    # score: what each team adds to its match score
    KEPT = ("kept", "score")  # a team scores its own total
    DECLARATIONS_KEPT = ("declarations_kept", "score")  # beside a made capot bid, each team's declarations
    BELOTE_KEPT = ("belote_kept", "score")  # belote scored beside the contract (failed takers': option)
    ALL_POINTS = ("all_points", "score")  # the defenders of a failed contract take every card point
    ALL_DECLARATIONS = ("all_declarations", "score")  # ... and every declaration
    SHARED = ("shared", "score")  # three or more sides: a failed taker's points shared by the others (Belot for 3)
    BID = ("bid", "score")  # a made contract adds its bid (params: value, multiplier)
    MULTIPLIED = ("multiplied", "score")  # a coinche that doubles the whole score: the extra (params: multiplier)
    TIMES = ("times", "score")  # contract auction: doubled, redoubled, no trumps: the extra (params: multiplier)
    CAPOT_BID = ("capot_bid", "score")  # a made capot bid (params: value, multiplier)
    PENALTY = ("penalty", "score")  # a failed contract (params: base, bid, multiplier)
    FAILED_CAPOT_BID = ("failed_capot_bid", "score")  # a failed capot bid (params: value, multiplier)
    CONVERTED = ("converted", "score")  # match points by tenths: the change from the points above (params: limit)
    VALAT = ("valat", "score")  # match points for taking every trick, after the conversion (params: points)
    KIRTIK = ("kirtik", "score")  # option (Bulgarian): a committed team that failed, or left without a trick (params: points)
    # info
    NEEDED = ("needed", "info")  # the takers' counted points and what they needed (params: target, counted)
    HELD_OVER = ("held_over", "info")  # litige: the takers' points wait for the next deal's winner
    FORFEITED = ("forfeited", "info")  # set / half-bate: the makers' total scores for nobody (FailedOutcome)
    HELD_OVER_CONVERTED = ("held_over_converted", "info")  # ... in match points (params: points, limit)
    CANCELLED = ("cancelled", "info")  # equal best declarations of opposing sides cancelled out (their points)

    def __init__(self, key: str, section: str) -> None:
        self.key = key
        self.section = section  # a plain attribute: read for every row of every deal
        self.always_shown = key in ("cards", "last_trick", "needed")  # kept in the breakdown even when zero


class BreakdownRow(NamedTuple):
    """One row of the breakdown: its kind, a value per team, and the numbers it was computed with."""

    kind: RowKind
    values: tuple[int, ...]
    params: tuple[tuple[str, int], ...] = ()

    def param(self, name: str, default: int = 0) -> int:
        return dict(self.params).get(name, default)


class _LazyBreakdown:
    """``DealResult.breakdown``: a tuple of rows, or a zero-argument function that builds them, called on
    the first read (only the UI and the explanations read the breakdown; a bench or a bot never does)."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.slot = self.slot_of(name)

    @staticmethod
    def slot_of(name: str) -> str:
        return "_" + name

    def __get__(self, obj: object, objtype: type | None = None) -> tuple[BreakdownRow, ...]:
        if obj is None:
            return ()  # the dataclass default
        value: tuple[BreakdownRow, ...] | Callable[[], tuple[BreakdownRow, ...]] = obj.__dict__[self.slot]
        if callable(value):
            value = value()
            obj.__dict__[self.slot] = value
        return value

    def __set__(self, obj: object, value: tuple[BreakdownRow, ...] | Callable[[], tuple[BreakdownRow, ...]]) -> None:
        obj.__dict__[self.slot] = value


@dataclass(frozen=True)
class DealResult:
    """What a deal was worth. Every tuple is indexed by team."""

    thrown_in: bool
    contract: Contract | None
    taker_team: int
    card_points: tuple[int, ...]  # cards won + last trick, as played
    last_trick_team: int
    capot_team: int  # the team that won every trick, -1 if none
    card_score: tuple[int, ...]  # card points after capot (252 / 250 for a capot)
    meld_points: tuple[int, ...]  # declarations that count
    meld_seat: int  # the seat holding the best declaration, -1 if none counted
    belote_points: tuple[int, ...]
    totals: tuple[int, ...]  # card_score + meld_points + belote_points: what is compared
    made: bool | None  # None when thrown in
    tied: bool  # takers and defenders equal
    hanging: int  # points held over for the winner of the next deal (litige)
    score: tuple[int, ...]  # what each team adds to its match score
    contract_points: int  # the takers' points that count toward the bid (point auction)
    contract_target: int  # what the takers needed (point auction), 0 otherwise
    breakdown: _LazyBreakdown = _LazyBreakdown()  # tuple[BreakdownRow, ...]: how the score was reached, step by step

    @property
    def deal_winners(self) -> tuple[int, ...]:
        """Who won this deal, decided by its points, not by the match points they round to: the takers who
        made their contract; against a failed contract, the defending team with the best total (two players
        tied for it, Belot for 3: both). Equal totals of the takers and the best defence (a litige): the
        team that scored more, if one did (the others score theirs while the takers' points hang).
        Empty when thrown in or nobody won."""
        if self.thrown_in:
            return ()
        if self.made:
            return (self.taker_team,)
        if not self.tied:
            return self._best_defence()
        best = max(self.score)
        winners = tuple(t for t, s in enumerate(self.score) if s == best)
        return winners if len(winners) == 1 else ()

    def _best_defence(self) -> tuple[int, ...]:
        """The defending teams with the best total."""
        defence = [t for t in range(len(self.totals)) if t != self.taker_team]
        best = max(self.totals[t] for t in defence)
        return tuple(t for t in defence if self.totals[t] == best)

    @property
    def deal_winner(self) -> int:
        """The one team that won this deal (``deal_winners``), -1 if none or several."""
        winners = self.deal_winners
        return winners[0] if len(winners) == 1 else -1

    def rows(self, section: str) -> tuple[BreakdownRow, ...]:
        """The breakdown's rows of one ``section`` (their kind's section), in order."""
        return tuple(r for r in self.breakdown if r.kind.section == section)


# -- the array shim ------------------------------------------------------------------------------


class IntOps:
    """``xp`` for one deal of plain ints (numpy is the other ``xp``: same names)."""

    @staticmethod
    def where(cond: Any, a: Any, b: Any) -> Any:
        return a if cond else b

    @staticmethod
    def maximum(a: Any, b: Any) -> Any:
        return a if a >= b else b

    @staticmethod
    def logical_not(a: Any) -> Any:
        return not a


INT_OPS = IntOps()


# -- step 1: deal facts --------------------------------------------------------------------------


@dataclass(slots=True)
class DealFacts:
    """What happened in a deal, per team. Values are ints (one deal) or arrays (sampled deals)."""

    contract: Contract
    taker_team: int
    card_total: int  # every card point of the deal with the last-trick bonus
    card_points: Sequence[Any]  # cards won + last trick
    tricks: Sequence[Any]  # tricks won
    meld_points: Sequence[Any]  # the declarations that would count (best team's, or every team's)
    belote_points: Sequence[Any]
    last_trick_team: int = -1  # -1 when unknown (sampled deals)
    turned_ace: bool = False  # Baloot: the turned card was an ace (all tricks count double)
    cancelled_melds: Sequence[int] = ()  # per team: a best declaration cancelled by an equal one (explaining)


def deal_facts(state: ScoredDeal) -> tuple[DealFacts, int]:
    """The facts of a finished deal, and the seat with the best declaration (-1 if none counted)."""
    rules = state.rules
    teams = rules.team_count
    contract = state.contract
    assert contract is not None and state.ctx is not None
    team_of = rules.seating.team_of
    declared = {seat: melds for seat, melds in enumerate(state.declared) if melds}
    meld_points = [0] * teams
    meld_seat = -1
    cancelled: Sequence[int] = ()
    scored_melds: Sequence[tuple[int, Meld]] = ()
    if declared:  # no declaration scores nothing: score_melds is not needed
        players = rules.players
        order = [(state.dealer + step) % players for step in range(1, players + 1)]
        melds = score_melds(declared, order, contract.strain.suit, rules.team_of, teams, rules.meld_rules)
        meld_points = list(melds.points)
        meld_seat = melds.best_seat
        scored_melds = melds.scored
        cancelled = melds.cancelled
    belote_points = _belote_points(state, scored_melds)
    facts = DealFacts(
        # the card points in play: the pack's, less any cards never dealt (Belot for 2)
        contract, team_of[contract.taker], sum(state.team_points), state.team_points,
        state.team_tricks, meld_points, belote_points, team_of[state.tricks[-1].winner],
        state.turned >= 0 and CARDS[state.turned].rank is Rank.ACE, cancelled,
    )
    return facts, meld_seat




def _belote_points(state: ScoredDeal, scored_melds: Sequence[tuple[int, Meld]]) -> list[int]:
    """Each team's belote points: both cards played and said, and (``void_in_scored_meld``) neither in a scored
    declaration."""
    rules = state.rules
    team_of = rules.seating.team_of
    belote_points = [0] * rules.team_count
    scored_cards = _cards_in_scored_melds(scored_melds) if rules.belote_rule.void_in_scored_meld else {}
    for seat, suit, played, valid in state.belote:
        if valid and played == 2 and not scored_cards.get(seat, 0) & KING_QUEEN_BITS[suit]:
            belote_points[team_of[seat]] += rules.belote_rule.points
    return belote_points


def _cards_in_scored_melds(scored: Sequence[tuple[int, Meld]]) -> dict[int, int]:
    """Each seat's cards that are in one of its declarations that score (Baloot's baloot is void there)."""
    cards: dict[int, int] = {}
    for seat, meld in scored:
        cards[seat] = cards.get(seat, 0) | mask_of(meld.cards)
    return cards


# -- step 2: the contract scorer -----------------------------------------------------------------

Rows = list[tuple[RowKind, list[Any], tuple[tuple[str, int], ...]]]


@dataclass(slots=True)
class Scored:
    """The contract scorer's answer; values are ints or arrays like the facts'."""

    card_score: list[Any]
    meld_points: list[Any]  # after the no-trick rule
    totals: list[Any]
    made: Any
    tied: Any
    hanging: Any
    counted: Any  # the takers' points toward the bid (point auction), their total otherwise
    target: int  # what the takers needed (point auction), 0 otherwise
    rows: Rows  # deal, score and info rows in order
    strain: Strain = Strain.HEARTS  # the contract's (the converter's rounding limit)
    capot: Sequence[Any] = ()  # per team: took every trick (the converter's valat)
    kirtik: Sequence[Any] = ()  # per team: loses the kirtik (option, Bulgarian Belot)


def multiplier_of(rules: Ruleset, contract: Contract) -> int:
    """What the contract's bid is multiplied by: 1, 2 after a coinche, ``redouble_multiplier`` after a
    surcoinche."""
    if contract.multiplier >= 4:
        return rules.redouble_multiplier
    return contract.multiplier


def contract_target(rules: Ruleset, contract: Contract, card_total: int) -> int:
    """The points a point-auction contract needs (``contract_floor``: an 80 bid needs 82, 81 or 80)."""
    if contract.capot:
        return card_total
    floor_rule = rules.contract_floor
    if floor_rule is ContractFloor.MORE_THAN_HALF:
        floor = card_total // 2 + 1
    elif floor_rule is ContractFloor.HALF:
        floor = card_total // 2
    else:
        floor = 0
    return max(contract.value, floor)


@cache
def _others(teams: int, team: int) -> tuple[int, ...]:
    """Every team but ``team``: the defenders of its contract."""
    return tuple(t for t in range(teams) if t != team)


class _Counted(NamedTuple):
    """A deal counted for its contract scorer (step 2): the facts, what a capot's cards count, each team's card
    score, declarations kept and total, every declaration that a failed contract hands over, and the rows the
    scorer appends to. Its methods are the rows that the scorers share."""

    rules: Ruleset
    f: DealFacts
    xp: Any
    capot: list[Any]  # per team: took every trick
    capot_cards: Any
    card_score: list[Any]
    melds: list[Any]  # after the no-trick rule
    totals: list[Any]
    all_melds: Any
    rows: Rows
    explain: bool

    @property
    def defenders(self) -> tuple[int, ...]:
        return _others(len(self.totals), self.f.taker_team)

    def only(self, team: int, value: Any) -> list[Any]:
        """``value`` for ``team``, 0 for the others."""
        values: list[Any] = [0] * len(self.totals)
        values[team] = value
        return values

    def shares(self, wins: Sequence[Any], sharers: Any, pot: Any) -> list[Any]:
        """``pot`` shared equally by the defenders that ``wins`` marks (``sharers`` of them, 0 when none wins),
        an odd point to the first of them after the taker in play order, as ``shared_row``."""
        xp, tk, teams = self.xp, self.f.taker_team, len(self.totals)
        values: list[Any] = [0] * teams
        n = xp.maximum(sharers, 1)
        before: Any = 0  # the sharers met so far in play order
        for d in sorted(self.defenders, key=lambda d: (d - tk) % teams):
            values[d] = xp.where(wins[d], pot // n + xp.where(pot % n > before, 1, 0), 0)
            before = before + xp.where(wins[d], 1, 0)
        return values

    def shared_row(self, points: Any) -> None:
        """``FailedShare.SPLIT``: a failed taker's points (cards and declarations; the belot moves by its own
        row) shared equally among the others, an odd point to the first after the taker in play order."""
        tk, teams, defenders = self.f.taker_team, len(self.totals), self.defenders
        n = len(defenders)
        values: list[Any] = [0] * teams
        for i, d in enumerate(sorted(defenders, key=lambda d: (d - tk) % teams)):
            values[d] = points // n + self.xp.where(points % n > i, 1, 0)
        self.rows.append((RowKind.SHARED, values, ()))

    def belote_row(self, moves: Any, own: list[Any]) -> None:
        """Belote scored beside the contract: each team's own (``own``), except a failed takers' belote that
        ``failed_takers_keep_belote=False`` gives to the defenders (shared if several)."""
        f, where = self.f, self.xp.where
        tk = f.taker_team
        kept = where(moves, 0, own[tk])
        moved = where(moves, f.belote_points[tk] // (len(own) - 1), 0)  # shared by the defenders
        self.rows.append((RowKind.BELOTE_KEPT, [kept if t == tk else own[t] + moved for t in range(len(own))], ()))


def _counted(fields: tuple[Any, ...]) -> _Counted:
    """``_Counted(*fields)`` without the named tuple's ``__new__`` (a Python function): every deal is scored
    through here."""
    return tuple.__new__(_Counted, fields)


def score_contract(rules: Ruleset, f: DealFacts, xp: Any = INT_OPS, explain: bool = True) -> Scored:
    """Step 2 for ints (``xp=INT_OPS``) or numpy arrays (``xp=numpy``). ``explain=False`` (the AI) leaves out
    the deal and info rows, which the score does not need."""
    teams = len(f.card_points)
    where = xp.where
    all_tricks = sum(f.tricks)
    capot = [n == all_tricks for n in f.tricks]
    rows: Rows = []

    # the deal rows: cards, last trick, capot, declarations, belote
    if not explain:
        pass
    elif f.last_trick_team >= 0:
        last = [rules.last_trick_bonus if t == f.last_trick_team else 0 for t in range(teams)]
        rows.append((RowKind.CARDS, [f.card_points[t] - last[t] for t in range(teams)], (("total", f.card_total),)))
        rows.append((RowKind.LAST_TRICK, last, (("bonus", rules.last_trick_bonus),)))
    else:
        rows.append((RowKind.CARDS, list(f.card_points), (("total", f.card_total),)))
    scorer = CONTRACT_SCORERS[rules.trump_scheme]
    capot_cards = scorer.capot_cards(rules, f)
    card_score = [where(c, capot_cards, points) for c, points in zip(capot, f.card_points)]
    if explain:
        rows.append((RowKind.CAPOT, [card_score[t] - f.card_points[t] for t in range(teams)], ()))
        rows.append((RowKind.DECLARATIONS, list(f.meld_points), ()))
    if rules.declarations_need_a_trick:
        melds = [where(f.tricks[t] > 0, f.meld_points[t], 0) for t in range(teams)]
        if explain:
            rows.append((RowKind.NO_TRICK, [melds[t] - f.meld_points[t] for t in range(teams)], ()))
    else:
        melds = list(f.meld_points)
    if explain:
        rows.append((RowKind.BELOTE, list(f.belote_points), ()))
        if f.cancelled_melds:
            rows.append((RowKind.CANCELLED, list(f.cancelled_melds), ()))
    belote = f.belote_points
    totals = [c + m + b for c, m, b in zip(card_score, melds, belote)]
    # a failed contract gives the defenders every declaration, both teams' (seed 000); seed 001: only those
    # that count, a team without a trick having none (``no_trick_melds_to_nobody``)
    all_melds = sum(melds) if rules.no_trick_melds_to_nobody else sum(f.meld_points)
    return scorer.score(_counted((rules, f, xp, capot, capot_cards, card_score, melds, totals, all_melds, rows, explain)))


def _contract_auction(c: _Counted) -> Scored:
    """A called contract: scored as a taken one, or both teams committed when doubled; then multiplied (no
    trumps, doubles) and the kirtik marked."""
    f = c.f
    scored = _score_doubled(c) if f.contract.multiplier > 1 else _score_turned(c)
    _times(c.rules, f.contract, scored, c.xp)
    if c.rules.kirtik_points:
        scored.kirtik = _kirtik_teams(f, scored, c.xp)
    return scored


def _score_turned(c: _Counted) -> Scored:
    """The takers must beat the best defence (``tie_rule`` says what equal means); failing, the defenders take
    every point (turned card, and the contract auction's undoubled contracts)."""
    rules, f, xp, totals, rows = c.rules, c.f, c.xp, c.totals, c.rows
    teams = len(totals)
    tk = f.taker_team
    where = xp.where
    defenders = _others(teams, tk)
    belote = f.belote_points

    taken = totals[tk]
    one_defence = len(defenders) == 1
    best_defence = totals[defenders[0]] if one_defence else reduce(xp.maximum, [totals[t] for t in defenders])
    tied = taken == best_defence
    made = taken >= best_defence if rules.tie_rule is TieRule.TAKERS_MAKE else taken > best_defence
    failed = xp.logical_not(made)
    litige = failed & tied if rules.tie_rule is TieRule.HANGING else False
    # scoring dial: a failure (or a tie, tie_rule OWN_POINTS) where the makers score nothing and the others
    # keep their own (Clabber's set, Tarabish's half-bate); their belote is lost, not given, unless kept
    keep_own = failed & xp.logical_not(tied) if rules.failed_outcome is FailedOutcome.OWN_POINTS else False
    if rules.tie_rule is TieRule.OWN_POINTS or (rules.failed_outcome is FailedOutcome.OWN_POINTS
                                               and rules.tie_rule is TieRule.TAKERS_FAIL):
        keep_own = keep_own | (failed & tied)
    keeps_belote = rules.failed_takers_keep_belote
    # a side losing the deal keeps its belot quiet when announcing it would give it away: nobody scores it
    quiet = rules.belote_may_stay_quiet and not keeps_belote
    belote_moves = failed & xp.logical_not(keep_own) & (not keeps_belote) & (not quiet)
    # Bidding Belote (seed 000): a hanging tie gives the defenders "all points earned during the hand"
    litige_kept = False if rules.tie_defenders_take_all else litige
    defence_kept = made | litige_kept | keep_own if one_defence else True
    rows.append((RowKind.KEPT, [where(made, taken, 0) if t == tk else where(defence_kept, totals[t], 0)
                                for t in range(teams)], ()))
    takes_all = failed & xp.logical_not(litige_kept) & xp.logical_not(keep_own)
    if rules.hanging_includes_belote:  # Bulgarian: a tie holds the takers' belot over with their points
        belote_moves = takes_all & (not rules.failed_takers_keep_belote) & (not quiet)
    if one_defence:
        d = defenders[0]
        all_points = where(c.capot[d], c.capot_cards, f.card_total)
        rows.append((RowKind.ALL_POINTS, c.only(d, where(takes_all, all_points, 0)), ()))
        rows.append((RowKind.ALL_DECLARATIONS, c.only(d, where(takes_all, c.all_melds, 0)), ()))
    if not one_defence and rules.failed_share is FailedShare.SPLIT:
        c.shared_row(where(takes_all, taken - belote[tk], 0))
    if quiet:  # kept quiet when the deal is lost (a belot hanging with a tie was announced)
        takers_belote = 0
    elif rules.hanging_includes_belote:
        takers_belote = where(takes_all, belote[tk], 0)
    else:
        takers_belote = where(failed if keeps_belote else failed & xp.logical_not(keep_own), belote[tk], 0)
    own = [takers_belote if t == tk else (where(takes_all, belote[t], 0) if one_defence else 0)
           for t in range(teams)]
    c.belote_row(belote_moves, own)
    # a fixed amount (Bidding Belote: 85) or their own (with their belote: Bulgarian)
    held = rules.tie_hanging_points or (taken if rules.hanging_includes_belote else taken - belote[tk])
    hanging = where(litige, held, 0)
    if c.explain:
        rows.append((RowKind.HELD_OVER, c.only(tk, hanging), ()))
        kept_belote = belote[tk] if keeps_belote else 0
        rows.append((RowKind.FORFEITED, c.only(tk, where(keep_own, taken - kept_belote, 0)), ()))
    return Scored(c.card_score, c.melds, totals, made, tied, hanging, taken, 0, rows, f.contract.strain, c.capot)


def _score_doubled(c: _Counted) -> Scored:
    """A doubled contract of the contract auction: only the higher team scores (seed 000) — both totals
    (``doubled_winner_takes_all``: both teams are committed, seed 001) or its own; equal totals follow the
    tie rule as undoubled. Two defenders tied for the best total beating the takers (Belot for 3; the
    sources are silent) share what one would take, half each (an odd point, never seen since every part of
    the pot is even, to the first after the taker in play order); each half is then multiplied and rounded
    to match points like any score. ``_times`` multiplies afterwards."""
    rules, f, xp, totals, rows = c.rules, c.f, c.xp, c.totals, c.rows
    teams = len(totals)
    tk = f.taker_team
    where = xp.where
    defenders = _others(teams, tk)
    taken = totals[tk]
    best_defence = reduce(xp.maximum, [totals[t] for t in defenders])
    tied = taken == best_defence
    made = taken >= best_defence if rules.tie_rule is TieRule.TAKERS_MAKE else taken > best_defence
    failed = xp.logical_not(made)
    litige = failed & tied if rules.tie_rule is TieRule.HANGING else False
    one_defence = len(defenders) == 1
    wins: list[Any] = [made if t == tk else False for t in range(teams)]
    beaten = failed & xp.logical_not(litige)
    for d in defenders:  # a failed contract: won by the best defender, or shared by the best ones if tied
        wins[d] = beaten & (totals[d] == best_defence)
    sharers = 1 if one_defence else sum(xp.where(wins[d], 1, 0) for d in defenders)
    # equal totals: as undoubled (the defenders keep their own), or ``doubled_tie_hangs_all``: both teams are
    # committed, neither adds its points and every point of the deal hangs (seed 001)
    hangs_all = rules.doubled_tie_hangs_all
    litige_kept = [0 if t == tk or not one_defence or hangs_all else where(litige, totals[t], 0)
                   for t in range(teams)]
    if rules.tie_defenders_take_all and one_defence and not hangs_all:  # Bidding Belote: as undoubled, both totals
        litige_kept = [0 if t == tk else where(litige, sum(totals), 0) for t in range(teams)]

    def won(pot: Any) -> list[Any]:
        """``pot`` to the team that wins it, or shared by the tied best defenders."""
        if one_defence:
            return [where(wins[t], pot, 0) for t in range(teams)]
        values = c.shares(wins, sharers, pot)
        values[tk] = where(made, pot, 0)
        return values

    if rules.doubled_winner_takes_all:
        rows.append((RowKind.KEPT, litige_kept, ()))
        capot_won = reduce(lambda a, b: a | b, [wins[t] & c.capot[t] for t in range(teams)])
        rows.append((RowKind.ALL_POINTS, won(where(capot_won, c.capot_cards, f.card_total)), ()))
        rows.append((RowKind.ALL_DECLARATIONS, won(c.all_melds), ()))
        # the losers' belot too, unless kept quiet (``belote_may_stay_quiet``): each winner announces his own
        quiet = rules.belote_may_stay_quiet
        belot_pot = sum(where(wins[t], f.belote_points[t], 0) for t in range(teams)) if quiet else sum(f.belote_points)
        rows.append((RowKind.BELOTE_KEPT, won(belot_pot), ()))
    else:
        rows.append((RowKind.KEPT, [where(wins[t], totals[t], 0) + litige_kept[t] for t in range(teams)], ()))
    if hangs_all:
        held = rules.tie_hanging_points or sum(totals)
    else:
        held = rules.tie_hanging_points or (taken if rules.hanging_includes_belote else taken - f.belote_points[tk])
    hanging = where(litige, held, 0)
    if c.explain:
        rows.append((RowKind.HELD_OVER, c.only(tk, hanging), ()))
    return Scored(c.card_score, c.melds, totals, made, tied, hanging, taken, 0, rows, f.contract.strain, c.capot)


def _kirtik_teams(f: DealFacts, scored: Scored, xp: Any) -> list[Any]:
    """Option "kirtik" (seed 001): the teams that lose it — a committed team that did not win (the takers
    failing outside a tie; doubled, both teams are committed: the defenders when the takers made it), and a
    team left without a trick (valat). Once per team."""
    teams = len(scored.totals)
    tk = f.taker_team
    failed = xp.logical_not(scored.made) & xp.logical_not(scored.tied)
    doubled = f.contract.multiplier > 1
    lost: list[Any] = []
    for t in range(teams):
        committed_lost = failed if t == tk else (scored.made & doubled)
        valat_against = reduce(lambda a, b: a | b, [scored.capot[o] for o in range(teams) if o != t], False)
        lost.append(committed_lost | valat_against)
    return lost


def contract_times(rules: Ruleset, contract: Contract) -> int:
    """Contract auction: how many times a contract's points count (doubled, redoubled — the Match call as a
    redouble — and ``no_trumps_multiplier``)."""
    times = multiplier_of(rules, contract)
    if contract.strain is Strain.NO_TRUMPS:
        times *= rules.no_trumps_multiplier
    return times


def _times(rules: Ruleset, contract: Contract, scored: Scored, xp: Any) -> None:
    """The TIMES row: what the multiplier adds to the score rows; the takers' own points held over are
    multiplied too (a fixed amount is not)."""
    times = contract_times(rules, contract)
    if times == 1:
        return
    teams = len(scored.totals)
    scored.rows.append((RowKind.TIMES, [v * (times - 1) for v in score_of(scored, teams)], (("multiplier", times),)))
    if not rules.tie_hanging_points:
        scored.hanging = scored.hanging * times
        scored.rows = [(kind, [v * times for v in values], params) if kind is RowKind.HELD_OVER else (kind, values, params)
                       for kind, values, params in scored.rows]  # explaining: what is held over, multiplied


def _point_auction(c: _Counted) -> Scored:
    """A point-auction contract: the takers' points (with their declarations and belote where they count)
    against the bid; a made contract scores the bid, a failed one hands the defenders a penalty."""
    rules, f, xp, totals, rows, only = c.rules, c.f, c.xp, c.totals, c.rows, c.only
    capot, card_score, melds, all_melds = c.capot, c.card_score, c.melds, c.all_melds
    contract = f.contract
    teams = len(totals)
    tk = f.taker_team
    defenders = _others(teams, tk)
    belote = f.belote_points
    counted = f.card_points[tk] + melds[tk] if rules.melds_count_for_contract else f.card_points[tk]
    if rules.belote_counts_for_contract:
        counted = counted + belote[tk]
    target = contract_target(rules, contract, f.card_total)
    made = capot[tk] if contract.capot else counted >= target
    failed = xp.logical_not(made)
    where = xp.where
    if c.explain:
        rows.append((RowKind.NEEDED, only(tk, counted), (("target", target),)))
    mult = multiplier_of(rules, contract)
    whole = rules.coinche_multiplies is CoincheMultiplies.WHOLE_SCORE
    n = len(defenders)
    if rules.point_contract_score is PointContractScore.OWN_POINTS and not contract.capot:
        # Pilotta: made -> each team its own points, no bid bonus; failed -> the defenders take every card
        # point and every declaration (and the takers' king+queen unless ``failed_takers_keep_belote``)
        rows.append((RowKind.KEPT, [where(made, totals[t], 0) for t in range(teams)], ()))
        all_cards = sum(card_score)
        rows.append((RowKind.ALL_POINTS, [0 if t == tk else where(failed, all_cards // n, 0) for t in range(teams)],
                     ()))
        own = [where(failed, belote[t], 0) for t in range(teams)]
    elif contract.capot:
        # a capot bid replaces the card points: the bid's value, declarations and belote
        rows.append((RowKind.CAPOT_BID, only(tk, where(made, rules.capot_bid_value * mult, 0)),
                     (("value", rules.capot_bid_value), ("multiplier", mult))))
        rows.append((RowKind.DECLARATIONS_KEPT, [where(made, melds[t], 0) for t in range(teams)], ()))
        penalty = rules.capot_bid_failed * mult
        rows.append((RowKind.FAILED_CAPOT_BID, [0 if t == tk else where(failed, penalty // n, 0) for t in range(teams)],
                     (("value", rules.capot_bid_failed), ("multiplier", mult))))
        own = list(belote)  # every belote scores beside a capot bid
    else:
        rows.append((RowKind.KEPT, [where(made, totals[t], 0) for t in range(teams)], ()))
        bid_times = 1 if whole else mult
        rows.append((RowKind.BID, only(tk, where(made, contract.value * bid_times, 0)),
                     (("value", contract.value), ("multiplier", bid_times))))
        if whole and mult > 1:
            played = card_score[tk] + melds[tk] + contract.value
            rows.append((RowKind.MULTIPLIED, only(tk, where(made, played * (mult - 1), 0)), (("multiplier", mult),)))
        bid = contract.value if rules.failed_contract_adds_bid else 0
        penalty = (rules.failed_contract_base + bid) * mult if whole else rules.failed_contract_base + bid * mult
        rows.append((RowKind.PENALTY, [0 if t == tk else where(failed, penalty // n, 0) for t in range(teams)],
                     (("base", rules.failed_contract_base), ("bid", bid), ("multiplier", mult if (whole or bid) else 1))))
        own = [where(failed, belote[t], 0) for t in range(teams)]  # a made contract's KEPT holds them
    rows.append((RowKind.ALL_DECLARATIONS, [0 if t == tk else where(failed, all_melds // n, 0) for t in range(teams)],
                 ()))
    c.belote_row(failed & (not rules.failed_takers_keep_belote), own)
    return Scored(card_score, melds, totals, made, False, 0, counted, target, rows, contract.strain, capot)


# -- Baloot: the bidders need more round points than the others, else all go to the others ----


def round_points(raw: Any, sun: bool) -> Any:
    """Baloot's converter on ints or arrays: Sun rounded to tens (a five up), x2, /10; Hokum /10, a half
    (or less) rounded down. Declarations are multiples of ten, so they convert alone or with the cards alike."""
    if sun:
        return (raw + 5) // 10 * 2
    return (raw + 4) // 10


def kaboot_raw(rules: Ruleset, contract: Contract, turned_ace: bool) -> int:
    """All tricks: ``kaboot_sun`` / ``kaboot_hokum`` round points (twice with an ace turned), as the raw
    points that convert to them."""
    sun = contract.strain.suit is None
    points = rules.kaboot_sun if sun else rules.kaboot_hokum
    if turned_ace and rules.kaboot_ace_doubles:
        points *= 2
    return points * 5 if sun else points * 10


def _sun_hokum(c: _Counted) -> Scored:
    """Baloot: the bidders' round points must beat the others', else the others take all."""
    from .auctions.sun_hokum import ladder_factor

    f, xp, card_score, melds, totals, rows, only = c.f, c.xp, c.card_score, c.melds, c.totals, c.rows, c.only
    contract = f.contract
    sun = contract.strain.suit is None
    tk = f.taker_team
    (d,) = _others(len(totals), tk)
    where = xp.where
    belote = f.belote_points
    own = [card_score[t] + melds[t] for t in range(len(totals))]  # the cards (or kaboot) and projects, raw
    counted = [round_points(own[t], sun) + belote[t] // 10 for t in range(len(totals))]
    made = counted[tk] > counted[d]
    failed = xp.logical_not(made)
    rows.append((RowKind.KEPT, [where(made, own[t], 0) if t == tk else own[t] for t in range(len(totals))],
                 (("sun", int(sun)), ("multiplier", ladder_factor(contract.multiplier)))))
    rows.append((RowKind.ALL_POINTS, only(d, where(failed, card_score[tk], 0)), ()))
    rows.append((RowKind.ALL_DECLARATIONS, only(d, where(failed, melds[tk], 0)), ()))
    rows.append((RowKind.BELOTE_KEPT, list(belote), ()))  # each team keeps its baloot
    return Scored(card_score, melds, totals, made, counted[tk] == counted[d], 0, totals[tk], 0, rows)


# -- step 3: the match-point converter -----------------------------------------------------------


def convert(rules: Ruleset, scored: Scored, xp: Any = INT_OPS) -> None:
    """Deal points to match points: appends the converter's rows (identity: none) and converts the points
    held over (``scored.hanging``) to the same unit."""
    CONVERTERS[rules.match_points].convert(rules, scored, xp)


def _identity(rules: Ruleset, scored: Scored, xp: Any) -> None:
    return None


def _baloot_round_points(rules: Ruleset, scored: Scored, xp: Any) -> None:
    teams = len(scored.totals)
    params = dict(next(p for kind, _, p in scored.rows if kind is RowKind.KEPT))
    baloot = next(values for kind, values, _ in scored.rows if kind is RowKind.BELOTE_KEPT)
    raw = score_of(scored, teams)
    sun, factor = bool(params["sun"]), params["multiplier"]
    match = [round_points(raw[t] - baloot[t], sun) * factor + baloot[t] // 10 for t in range(teams)]
    scored.rows.append((RowKind.CONVERTED, [match[t] - raw[t] for t in range(teams)],
                        (("sun", int(sun)), ("multiplier", factor))))


def _game_points(rules: Ruleset, scored: Scored, xp: Any) -> None:
    scored.rows.append((RowKind.CONVERTED, _drop_last_digit(rules, score_of(scored, len(scored.totals)), xp),
                        (("unit", MATCH_POINT_UNIT),)))


def _tenths(rules: Ruleset, scored: Scored, xp: Any) -> None:
    _convert_tenths(rules, scored, xp)
    if len(scored.kirtik) == len(scored.totals):  # after the conversion: in match points, never multiplied
        scored.rows.append((RowKind.KIRTIK, [xp.where(k, -rules.kirtik_points, 0) for k in scored.kirtik],
                            (("points", rules.kirtik_points),)))


MATCH_POINT_UNIT = 10  # DROP_LAST_DIGIT and BALOOT: deal points per game (round) point


def match_point_unit(rules: Ruleset) -> int:
    """About how many deal points make one match point (the bots and the review weigh outcomes in deal
    points): Pilotta's game points and Baloot's round points are tenths."""
    return CONVERTERS[rules.match_points].unit


def _drop_last_digit(rules: Ruleset, raw: list[Any], xp: Any) -> list[Any]:
    """Pilotta's game points, as the change to each team's score: 157 -> 15. ``fifteen_rule``: when two
    teams both show 15, the one with the higher units digit gets 16 (seed 000)."""
    game = [points // MATCH_POINT_UNIT for points in raw]
    if rules.fifteen_rule and len(raw) == 2:
        both = (game[0] == 15) & (game[1] == 15)
        units = [points % MATCH_POINT_UNIT for points in raw]
        game = [xp.where(both & (units[t] > units[1 - t]), 16, game[t]) for t in range(2)]
    return [game[t] - raw[t] for t in range(len(raw))]


def tenths(points: Any, limit: int, xp: Any = INT_OPS) -> Any:
    """Points divided by ten, a remainder above ``limit`` rounding up, the rest down (seed 000: "6 or less
    is rounded down" in a suit). 35 in a suit makes 3, 125 in all trumps 13 (seed 001)."""
    return points // 10 + xp.where(points % 10 > limit, 1, 0)


def _convert_tenths(rules: Ruleset, scored: Scored, xp: Any) -> None:
    """MatchPoints.TENTHS (Bidding Belote, Bulgarian Belot): each team's score by tenths with the strain's
    remainder limit; ``mp_both_at_limit``: every team at the limit, the lower scores round up and the highest
    down (seed 001: 154 and 144 in all trumps both make 15); then the valat's match points."""
    teams = len(scored.totals)
    limit = rules.round_limit(scored.strain)
    before = score_of(scored, teams)
    after = [tenths(p, limit, xp) for p in before]
    all_at: Any = False
    if rules.mp_both_at_limit and teams > 1:
        all_at, after = _all_at_limit(before, after, limit, xp)
    if rules.mp_tie_at_limit_up:
        after = _tie_at_limit(scored.hanging, all_at, before, after, limit, xp)
    scored.rows.append((RowKind.CONVERTED, [a - p for a, p in zip(after, before)], (("limit", limit),)))
    _valat_and_held_tenths(rules, scored, limit, xp)


def _valat_and_held_tenths(rules: Ruleset, scored: Scored, limit: int, xp: Any) -> None:
    """_convert_tenths, after the scores: the valat's match points, and what is held over in tenths."""
    valat = rules.valat_match_points
    if valat and len(scored.capot) == len(scored.totals):
        scored.rows.append((RowKind.VALAT, [xp.where(c, valat, 0) for c in scored.capot], (("points", valat),)))
    held = scored.hanging
    scored.hanging = tenths(held, limit, xp)
    held_rows = [values for kind, values, _ in scored.rows if kind is RowKind.HELD_OVER]
    for values in held_rows:  # explaining: the points held over, in match points
        scored.rows.append((RowKind.HELD_OVER_CONVERTED, [tenths(v, limit, xp) for v in values], (("limit", limit),)))


def _all_at_limit(before: list[Any], after: list[Any], limit: int, xp: Any) -> tuple[Any, list[Any]]:
    """``mp_both_at_limit``: whether every team that scores (two or more) is at the limit (Belot for 3: a player
    who scores nothing is left out), and the converted scores with the lower ones then rounded up."""
    all_at = reduce(lambda a, b: a & b, [(p % 10 == limit) | (p == 0) for p in before])
    all_at = all_at & (sum(xp.where(p != 0, 1, 0) for p in before) >= 2)
    best = reduce(xp.maximum, before)
    return all_at, [a + xp.where(all_at & (p < best) & (p != 0), 1, 0) for a, p in zip(after, before)]


def _tie_at_limit(held: Any, all_at: Any, before: list[Any], after: list[Any], limit: int, xp: Any) -> list[Any]:
    """``mp_tie_at_limit_up``: a hanging tie, the points scored and those ``held`` over both at the limit: the
    scored half rounds up, the held half down, so the deal keeps its match points."""
    tie_at = xp.logical_not(all_at) & (held > 0) & (held % 10 == limit)
    top = reduce(xp.maximum, before)  # the tied defender (a third player below him is left alone)
    return [a + xp.where(tie_at & (p > 0) & (p == top) & (p % 10 == limit), 1, 0) for a, p in zip(after, before)]


def score_of(scored: Scored, teams: int) -> list[Any]:
    """What each team adds to its match score: the sum of the score rows."""
    score: list[Any] = [0] * teams
    for kind, values, _ in scored.rows:
        if kind.section == "score":
            for t in range(teams):
                score[t] = score[t] + values[t]
    return score


# -- the whole pipeline for a finished deal -------------------------------------------------------


def _thrown_in(teams: int) -> DealResult:
    zero = (0,) * teams
    return DealResult(True, None, -1, zero, -1, -1, zero, zero, -1, zero, zero, None, False, 0, zero, 0, 0)


def thrown_in_result(teams: int) -> DealResult:
    """What a deal everyone passed is worth: nothing (the same for any cards)."""
    return _thrown_in(teams)


# DealResult's fields in order, as its instances store them (breakdown in its descriptor's slot)
_STORED = tuple(_LazyBreakdown.slot_of(f.name) if f.name == "breakdown" else f.name for f in fields(DealResult))


def _new_result(*values: Any) -> DealResult:
    """``DealResult(*values)`` without the frozen ``__init__``'s one ``object.__setattr__`` per field: every
    deal ends here (``test_the_breakdown_built_on_first_read_is_a_plain_field`` checks the two agree)."""
    result: DealResult = object.__new__(DealResult)
    result.__dict__.update(zip(_STORED, values, strict=True))
    return result


def score_deal(state: ScoredDeal) -> DealResult:
    rules = state.rules
    teams = rules.team_count
    if state.thrown_in:
        return _thrown_in(teams)
    facts, meld_seat = deal_facts(state)
    scored = score_contract(rules, facts, explain=False)
    convert(rules, scored)
    score = score_of(scored, teams)
    all_tricks, team_tricks = len(state.tricks), state.team_tricks
    capot_team = team_tricks.index(all_tricks) if all_tricks in team_tricks else -1

    def breakdown() -> tuple[BreakdownRow, ...]:
        """The same scorer again, with every row (deal, score and info)."""
        explained = score_contract(rules, facts)
        convert(rules, explained)
        return tuple(BreakdownRow(kind, tuple(values), params) for kind, values, params in explained.rows
                     if kind.always_shown or any(values))

    return _new_result(
        False, facts.contract, facts.taker_team, tuple(facts.card_points), facts.last_trick_team, capot_team,
        tuple(scored.card_score), tuple(scored.meld_points), meld_seat, tuple(facts.belote_points),
        tuple(scored.totals), bool(scored.made), bool(scored.tied), int(scored.hanging), tuple(score),
        int(scored.counted) if CONTRACT_SCORERS[rules.trump_scheme].counts_toward_bid
        else int(scored.totals[facts.taker_team]),
        scored.target, breakdown,
    )


@dataclass(frozen=True)
class Converter:
    """One way of turning a deal's points into match points, and about how many deal points make one."""

    convert: Callable[[Ruleset, Scored, Any], None]
    unit: int = 1


CONVERTERS: dict[MatchPoints, Converter] = {
    MatchPoints.IDENTITY: Converter(_identity),
    MatchPoints.BALOOT: Converter(_baloot_round_points, MATCH_POINT_UNIT),
    MatchPoints.DROP_LAST_DIGIT: Converter(_game_points, MATCH_POINT_UNIT),
    MatchPoints.TENTHS: Converter(_tenths),
}
"""The match-point converter of each ``MatchPoints`` dial (a test checks every one has one)."""


@dataclass(frozen=True)
class ContractScorer:
    """How one kind of auction's contract is scored: what a capot's cards count, the scorer itself, and
    whether the result's "counted" points are the bid's (the point auction) or the takers' total."""

    capot_cards: Callable[[Ruleset, DealFacts], Any]
    score: Callable[[_Counted], Scored]
    counts_toward_bid: bool = False


def _capot_with_bonus(rules: Ruleset, f: DealFacts) -> Any:
    return f.card_total + rules.capot_bonus


CONTRACT_SCORERS: dict[TrumpScheme, ContractScorer] = {
    TrumpScheme.TURNED_CARD: ContractScorer(_capot_with_bonus, _score_turned),
    TrumpScheme.NAME_IN_TURN: ContractScorer(_capot_with_bonus, _score_turned),
    TrumpScheme.POINT_AUCTION: ContractScorer(lambda rules, f: rules.uncalled_capot_points, _point_auction,
                                              counts_toward_bid=True),
    TrumpScheme.SUN_HOKUM: ContractScorer(lambda rules, f: kaboot_raw(rules, f.contract, f.turned_ace), _sun_hokum),
    TrumpScheme.CONTRACT_AUCTION: ContractScorer(_capot_with_bonus, _contract_auction),
}
"""The contract scorer of each kind of auction (a test checks every kind has one)."""
