"""The rules book's scoring sentences, each with the figure it states, to hold against the engine's DealResult
(tests/learn/test_book_agrees_with_engine.py).

A ``Sentence`` is found on a game's page by its words (``pattern``); its groups are the book's own numbers (160,
× 2, 252 ...). ``speaks_of`` says whether a finished deal is one the sentence speaks of (a failed contract, a
capot...); ``says`` is the figure the sentence states for that deal, worked out from the book's numbers and the
deal's plain facts (the cards each side won, the declarations that counted, the king and queen played); ``engine``
is what the engine scored. Where a sentence and the engine part, the book contradicts the table.

``Worked`` wraps one finished deal with the facts the sentences read: the points each side scored before match
points (the score rows less the conversion), the king and queen pairs each side played (read from the tricks, not
from the engine's belote), the tricks each side took."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property

from belote_desktop.engine import Strain, Suit
from belote_desktop.engine.cards import CARDS, Card, Rank
from belote_desktop.engine.scoring import RowKind
from belote_desktop.engine.tricks import play_context

CONVERSION = (RowKind.CONVERTED, RowKind.VALAT, RowKind.KIRTIK)


@dataclass
class Worked:
    """One finished deal, its page (the plain text of its game's rules book) and the facts sentences read."""

    state: object
    page: str
    result: object = field(init=False)

    def __post_init__(self) -> None:
        self.result = self.state.result()

    @property
    def rules(self):
        return self.state.rules

    @property
    def contract(self):
        return self.result.contract

    @property
    def tk(self) -> int:
        return self.result.taker_team

    @property
    def teams(self) -> range:
        return range(len(self.result.totals))

    @property
    def defenders(self) -> list[int]:
        return [t for t in self.teams if t != self.tk]

    @property
    def played(self) -> bool:
        return not self.result.thrown_in

    @property
    def doubled(self) -> int:
        """0 undoubled, 1 doubled (coinched), 2 redoubled or more."""
        raw = self.contract.multiplier
        return 0 if raw <= 1 else (1 if raw == 2 else 2)

    @cached_property
    def points(self) -> tuple[int, ...]:
        """What each side scores in deal points: the score rows less the conversion to match points."""
        out = [0] * len(self.result.totals)
        for row in self.result.breakdown:
            if row.kind.section == "score" and row.kind not in CONVERSION:
                out = [a + b for a, b in zip(out, row.values)]
        return tuple(out)

    @cached_property
    def held(self) -> int:
        """What is held over for the next deal's winner, in deal points (before the conversion)."""
        return sum(sum(row.values) for row in self.result.breakdown if row.kind is RowKind.HELD_OVER)

    @cached_property
    def held_cards(self) -> list[set[Card]]:
        """The cards each seat played (its whole hand, read from the tricks)."""
        players = self.rules.players
        held: list[set[Card]] = [set() for _ in range(players)]
        for trick in self.state.tricks:
            for i, card in enumerate(trick.cards):
                held[(trick.leader + i) % players].add(card)
        return held

    @cached_property
    def pairs(self) -> tuple[int, ...]:
        """The king and queen pairs of a belote suit each side played (read from the tricks): the trump suit, every
        suit in all trumps, none in no trumps."""
        strain = self.contract.strain
        suits = [] if strain is Strain.NO_TRUMPS else list(Suit) if strain is Strain.ALL_TRUMPS else [strain.suit]
        out = [0] * len(self.result.totals)
        for seat, cards in enumerate(self.held_cards):
            for suit in suits:
                if Card.of(suit, Rank.KING) in cards and Card.of(suit, Rank.QUEEN) in cards:
                    out[self.rules.team_of(seat)] += 1
        return tuple(out)

    @property
    def belote(self) -> tuple[int, ...]:
        return self.result.belote_points

    @property
    def melds(self) -> tuple[int, ...]:
        """The declarations in each side's total (a side without a trick may have lost its own)."""
        return self.result.meld_points

    @cached_property
    def won_melds(self) -> tuple[int, ...]:
        """The declarations that won the comparison, each side's, before any is lost for want of a trick."""
        for row in self.result.breakdown:
            if row.kind is RowKind.DECLARATIONS:
                return row.values
        return tuple(0 for _ in self.teams)

    @property
    def tricks(self) -> tuple[int, ...]:
        return tuple(self.state.team_tricks)

    @property
    def capot(self) -> int:
        return self.result.capot_team

    @property
    def card_values(self) -> int:
        """The points of the cards played, by the strain's card table (without the last trick)."""
        ctx = play_context(self.rules.deck, self.contract.strain)
        return sum(ctx.points[c.index] for trick in self.state.tricks for c in trick.cards)

    @property
    def failed(self) -> bool:
        return self.played and not self.result.made

    @property
    def beaten(self) -> bool:
        """Failed with no tie (the defence had more)."""
        return self.failed and not self.result.tied

    def strain_row(self) -> tuple[int, int, int, int] | None:
        """The book's "Points in the deal" row for this deal's strain: cards, last trick, total, more than half."""
        label = {Strain.NO_TRUMPS: "No trumps", Strain.ALL_TRUMPS: "All trumps"}.get(self.contract.strain)
        labels = [label] if label else ["A trump suit", r"Every deal \(one trump suit\)"]
        for name in labels:
            found = re.search(name + r" (\d+) (\d+) (\d+) (\d+)", self.page)
            if found:
                return tuple(int(g) for g in found.groups())  # type: ignore[return-value]
        return None


Check = Callable[[Worked, re.Match], object]


@dataclass(frozen=True)
class Sentence:
    """A sentence of the book that states a figure: where it is on the page, when it applies, what it says."""

    name: str
    pattern: str
    speaks_of: Callable[[Worked, re.Match], bool]
    says: Check
    engine: Check

    def find(self, page: str) -> re.Match | None:
        return re.search(self.pattern, page)


SENTENCES: list[Sentence] = []


def sentence(name: str, pattern: str, speaks_of: Callable[[Worked, re.Match], bool], engine: Check) -> Callable:
    """Register the decorated function as the figure the sentence states."""
    def register(says: Check) -> Check:
        SENTENCES.append(Sentence(name, pattern, speaks_of, says, engine))
        return says
    return register


def n(found: re.Match, group: int | str = 1) -> int:
    return int(found.group(group))


TIMES_WORDS = {"twice": 2, "two": 2, "three": 3, "four": 4}


def times(found: re.Match, group: int | str) -> int:
    word = found.group(group)
    return TIMES_WORDS[word] if word in TIMES_WORDS else int(word)


def every_declaration(w: Worked) -> int:
    """A failed contract's "every declaration": those that won the comparison, a side's without a trick among them
    unless the page says they go to nobody."""
    return sum(w.melds) if "they go to nobody" in w.page else sum(w.won_melds)


# -- every game: the last trick, the king and queen of trumps ---------------------------------------------------

@sentence("last trick", r"Winning the last trick is worth (\d+) more points(?: \(dix de der\))?\.",
          lambda w, m: w.played, lambda w, m: sum(w.result.card_points))
def _last_trick(w: Worked, m: re.Match) -> int:
    return w.card_values + n(m)


@sentence("belote points",
          r"A player holding the king and queen of trumps (?:says \"Belote\" when he plays the first of them and "
          r"\"Rebelote\" with the second|calls \"\w+\" when he plays the (?:first|second) of them)(?:\. (?:His team "
          r"scores|He scores) (\d+) points, even when another (?:team|player) wins the declarations\.|: (\d+) points "
          r"for his team, whoever scores the runs\.)",
          lambda w, m: w.played, lambda w, m: w.belote)
def _belote_points(w: Worked, m: re.Match) -> tuple[int, ...]:
    points = int(m.group(1) or m.group(2))
    return tuple(points * p for p in w.pairs)


@sentence("a belote in every suit in all trumps",
          r"In all trumps each king and queen of the same suit in one hand is a belote\.",
          lambda w, m: w.played and w.contract.strain is Strain.ALL_TRUMPS, lambda w, m: w.belote)
def _all_trumps_belote(w: Worked, m: re.Match) -> tuple[int, ...]:
    return tuple(w.rules.belote_points * p for p in w.pairs)  # pairs: every suit in all trumps


@sentence("no belote in no trumps", r"In no trumps there is no belote\.",
          lambda w, m: w.played and w.contract.strain is Strain.NO_TRUMPS, lambda w, m: sum(w.belote))
def _no_belote_in_no_trumps(w: Worked, m: re.Match) -> int:
    return 0


@sentence("belote still counts without declarations",
          r"Declarations are not played in this game \(they can be switched on in the options\)\. (?:Belote|The \w+) "
          r"still counts\.", lambda w, m: w.played and any(w.pairs), lambda w, m: sum(w.belote) > 0)
def _belote_without_declarations(w: Worked, m: re.Match) -> bool:
    return True


@sentence("belote does not score", r"(?:Belote|The \w+) does not score in this game\.",
          lambda w, m: w.played, lambda w, m: sum(w.belote))
def _belote_does_not_score(w: Worked, m: re.Match) -> int:
    return 0


@sentence("failed takers keep their belote",
          r"The (?:team|player) that held the \w+ keeps (?:its|his) points even when (?:its|his) contract fails\.",
          lambda w, m: w.beaten and w.belote[w.tk] > 0, lambda w, m: w.points[w.tk])
def _failed_keep_belote(w: Worked, m: re.Match) -> int:
    return w.belote[w.tk]


@sentence("failed takers' belote to the defenders",
          r"When the takers' contract fails, their \w+ goes to the defenders\.",
          lambda w, m: w.beaten and w.belote[w.tk] > 0 and not (w.doubled and _lost_doubled(w)),
          lambda w, m: (w.points[w.tk], sum(w.points)))
def _failed_belote_moves(w: Worked, m: re.Match) -> tuple[int, int]:
    """Nothing for the takers, and nothing of the deal lost: their belote is among the defenders' points."""
    whole = sum(w.result.card_score) + every_declaration(w) + sum(w.belote)
    return 0, whole * _deal_times(w)


def _lost_doubled(w: Worked) -> re.Match | None:
    return re.search(r"Doubled, it is lost with the rest of their points: only the team with more points scores\.",
                     w.page)


@sentence("failed takers' belote lost when doubled",
          r"Doubled, it is lost with the rest of their points: only the team with more points scores\.",
          lambda w, m: w.beaten and w.doubled and w.belote[w.tk] > 0, lambda w, m: (w.points[w.tk], sum(w.points)))
def _failed_belote_lost_doubled(w: Worked, m: re.Match) -> tuple[int, int]:
    return 0, max(w.result.totals[d] for d in w.defenders) * _contract_times(w)


def _deal_times(w: Worked) -> int:
    """What the page multiplies a deal by (a contract auction's double, redouble, no trumps); 1 elsewhere."""
    return _contract_times(w) if re.search(r"Doubled, the points count twice", w.page) else 1


@sentence("failed takers' belote lost",
          r"When the takers' contract fails, their \w+ is lost: it scores for nobody\.",
          lambda w, m: w.failed and w.belote[w.tk] > 0, lambda w, m: (w.points[w.tk], sum(w.points)))
def _failed_belote_lost(w: Worked, m: re.Match) -> tuple[int, int]:
    return 0, sum(w.result.totals[d] for d in w.defenders)  # the defenders' own points, no more


@sentence("failed takers' belote quiet",
          r"When the takers' contract fails, their \w+ scores for nobody: they keep it quiet rather than give it to "
          r"the defenders\.",
          lambda w, m: w.beaten and not w.doubled and w.belote[w.tk] > 0,
          lambda w, m: (w.points[w.tk], sum(w.points) // _nt(w)))
def _failed_belote_quiet(w: Worked, m: re.Match) -> tuple[int, int]:
    return 0, sum(w.result.totals) - w.belote[w.tk]


# -- the turned card (and Découverte, Clabber) ------------------------------------------------------------------

@sentence("turned card made",
          r"Each (?:team|player) adds up (?:its|his) card points, (?:its|his) \w+ \(if they count\) and (?:its|his) "
          r"\w+\. If the takers?'s? total is enough, each (?:team|player) scores (?:its|his) own total\.",
          lambda w, m: w.played and w.result.made, lambda w, m: w.points)
def _turned_made(w: Worked, m: re.Match) -> tuple[int, ...]:
    r = w.result
    return tuple(r.card_score[t] + r.meld_points[t] + r.belote_points[t] for t in w.teams)


def _enough(w: Worked, equal_is_enough: bool) -> bool:
    best = max(w.result.totals[d] for d in w.defenders)
    mine = w.result.totals[w.tk]
    return mine >= best if equal_is_enough else mine > best


@sentence("equal is enough", r"The takers need at least as many points as the other team: equal is enough\.",
          lambda w, m: w.played, lambda w, m: w.result.made)
def _equal_is_enough(w: Worked, m: re.Match) -> bool:
    return _enough(w, True)


@sentence("equal fails",
          r"(?:The takers need more points than the other team: equal points are a failure too\.|The taker needs "
          r"more points than every other player: with equal points he is dedans\.)",
          lambda w, m: w.played, lambda w, m: w.result.made)
def _equal_fails(w: Worked, m: re.Match) -> bool:
    return _enough(w, False)


@sentence("dedans",
          r"Otherwise the takers? (?:are|is) dedans: (?:they|he) score[s]? nothing but (?:their|his) own belote, and (?:the other team|his opponent) scores "
          r"(\d+) plus every declaration that counted \(and (?:its|his) own belote\); (\d+) if (?:it|he) took every "
          r"trick\.",
          lambda w, m: w.beaten, lambda w, m: w.points)
def _dedans(w: Worked, m: re.Match) -> tuple[int, ...]:
    d = w.defenders[0]
    cards = n(m, 2) if w.capot == d else n(m, 1)
    return tuple(w.belote[t] if t == w.tk else cards + every_declaration(w) + w.belote[t] for t in w.teams)


@sentence("set",
          r"Otherwise the contract fails: the takers score nothing \(their own \w+ excepted, if this game keeps it\), "
          r"and the other team scores only its own points\.",
          lambda w, m: w.failed, lambda w, m: tuple(w.points[d] for d in w.defenders))
def _set(w: Worked, m: re.Match) -> tuple[int, ...]:
    return tuple(w.result.totals[d] for d in w.defenders)


@sentence("set shows nothing", r"In Clabber the contract side is then set: its score sheet line shows nothing for it, "
          r"its bell included\.", lambda w, m: w.failed, lambda w, m: w.points[w.tk])
def _set_nothing(w: Worked, m: re.Match) -> int:
    return 0


@sentence("capot counts", r"A (?:team that|player who) wins every trick makes capot: (?:its|his) cards count (\d+) instead "
          r"of (\d+)\.", lambda w, m: w.played, lambda w, m: w.result.card_score)
def _capot_counts(w: Worked, m: re.Match) -> tuple[int, ...]:
    return tuple((n(m, 1) if t == w.capot else 0) if w.capot >= 0 else w.result.card_points[t] for t in w.teams)


@sentence("capot no bonus", r"Winning every trick (?:brings|earns) no bonus(?: in Tarabish)?: the (?:team simply has "
          r"all (\d+) card points|cards and the last trick are already all the points)\.",
          lambda w, m: w.played and w.capot >= 0, lambda w, m: w.result.card_score[w.capot])
def _capot_no_bonus(w: Worked, m: re.Match) -> int:
    return n(m) if m.group(1) else w.card_values + _last_trick_bonus(w)


def _last_trick_bonus(w: Worked) -> int:
    found = re.search(r"Winning the last trick is worth (\d+) more points", w.page)
    assert found, "the page says what the last trick is worth"
    return int(found.group(1))


# -- declarations without a trick -------------------------------------------------------------------------------

# where a side's lost declarations go: to the others where they take every point of a failed contract, or nobody
NO_TRICK = (r"A (?:team that|player who) takes no trick loses (?:its|his) declarations(?: \(they go to the (?:other "
            r"team|others) only where (?:it takes|they take) every point of a failed contract\)|, and they go to "
            r"nobody, not even to a (?:team that|player who) takes every point); (?:its|his) \w+ still counts\.")


@sentence("no trick, no declarations", NO_TRICK,
          lambda w, m: w.played and 0 in w.tricks, lambda w, m: tuple(w.melds[t] for t in w.teams if not w.tricks[t]))
def _no_trick(w: Worked, m: re.Match) -> tuple[int, ...]:
    return tuple(0 for t in w.teams if not w.tricks[t])


@sentence("no trick, declarations kept", r"A (?:team|player) keeps (?:its|his) declarations even when (?:it|he) "
          r"takes no trick\.", lambda w, m: w.played and 0 in w.tricks,
          lambda w, m: tuple(w.melds[t] for t in w.teams if not w.tricks[t]))
def _no_trick_kept(w: Worked, m: re.Match) -> tuple[int, ...]:
    return tuple(w.won_melds[t] for t in w.teams if not w.tricks[t])


@sentence("no trick, belote still counts", NO_TRICK, lambda w, m: w.played and 0 in w.tricks,
          lambda w, m: tuple(w.belote[t] for t in w.teams if not w.tricks[t]))
def _no_trick_belote(w: Worked, m: re.Match) -> tuple[int, ...]:
    return tuple(w.rules.belote_points * w.pairs[t] for t in w.teams if not w.tricks[t])


# -- the point auction -----------------------------------------------------------------------------------------

def _bid(w: Worked) -> int:
    return w.contract.value


def _point_multiplier(w: Worked) -> int:
    """The coinche's multiplier as the page says it: 2, or the surcoinche's."""
    if not w.doubled:
        return 1
    found = re.search(r"a surcoinche multiplies it by (\d+)|\(a surcoinche: × (\d+)\)", w.page)
    return 2 if w.doubled == 1 else int(next(g for g in found.groups() if g))


SENTENCE_NEEDS = (r"The takers count ([^.]+)\. The contract is made when that reaches the bid( and also more than half "
                  r"the points of the deal| and also half the points of the deal)?: a bid of (\d+) in a trump suit "
                  r"needs (\d+) of (\d+)\.")


@sentence("point auction needs", SENTENCE_NEEDS,
          lambda w, m: w.played and not w.contract.capot, lambda w, m: w.result.made)
def _needs(w: Worked, m: re.Match, belote: bool = True) -> bool:
    counted_words = m.group(1)
    r = w.result
    counted = r.card_points[w.tk]
    if "their declarations" in counted_words:
        counted += r.meld_points[w.tk]
    if belote and re.search(r"their (belote|\w+)$", counted_words) and not counted_words.endswith("declarations"):
        counted += r.belote_points[w.tk]
    total = sum(r.card_points)
    floor = {None: 0, " and also more than half the points of the deal": total // 2 + 1,
             " and also half the points of the deal": (total + 1) // 2}[m.group(2)]
    assert n(m, 4) == max(n(m, 3), {None: 0, " and also more than half the points of the deal": n(m, 5) // 2 + 1,
                                    " and also half the points of the deal": (n(m, 5) + 1) // 2}[m.group(2)])
    return counted >= max(_bid(w), floor)


def _needs_match(w: Worked) -> re.Match:
    found = re.search(SENTENCE_NEEDS, w.page)
    assert found, "the page says what the takers count"
    return found


@sentence("belote toward the bid", r"The takers' \w+ (?:counts toward their bid|is added to their score but does not "
          r"help reach the bid)\.", lambda w, m: w.played and not w.contract.capot and w.belote[w.tk] > 0,
          lambda w, m: w.result.made)
def _belote_toward_bid(w: Worked, m: re.Match) -> bool:
    return _needs(w, _needs_match(w)) if "counts toward" in m.group(0) else _needs(w, _needs_match(w), belote=False)


@sentence("exactly the bid", r"Reaching exactly the bid is enough; there is no litige in this game\.",
          lambda w, m: w.played and not w.contract.capot, lambda w, m: (w.result.tied, w.result.hanging))
def _exactly_the_bid(w: Worked, m: re.Match) -> tuple[bool, int]:
    return False, 0


@sentence("point auction made",
          r"Made: the takers score their points plus the bid; the other team scores its own points\.",
          lambda w, m: w.played and w.result.made and not w.doubled and not w.contract.capot,
          lambda w, m: w.points)
def _made_plus_bid(w: Worked, m: re.Match) -> tuple[int, ...]:
    return tuple(w.result.totals[t] + (_bid(w) if t == w.tk else 0) for t in w.teams)


@sentence("coinche doubles the bid",
          r"A coinche doubles the bid's part of the score, a surcoinche multiplies it by (\d+); the points won in play "
          r"are never multiplied\.",
          lambda w, m: w.played and w.result.made and w.doubled and not w.contract.capot, lambda w, m: w.points)
def _coinche_bid(w: Worked, m: re.Match) -> tuple[int, ...]:
    times_ = 2 if w.doubled == 1 else n(m)
    return tuple(w.result.totals[t] + (_bid(w) * times_ if t == w.tk else 0) for t in w.teams)


@sentence("coinche doubles the whole score",
          r"A coinche doubles the score of the team that wins the contract, but never a belote: made, the takers score "
          r"\(card points \+ declarations \+ bid\) × (\d+) \+ belote \(a surcoinche: × (\d+)\), and the other team its "
          r"own points; failed, the defenders score \((\d+) \+ bid\) × \1 \(a surcoinche: × \2\), plus every "
          r"declaration and their belote\.",
          lambda w, m: w.played and w.doubled and not w.contract.capot, lambda w, m: w.points)
def _coinche_whole(w: Worked, m: re.Match) -> tuple[int, ...]:
    times_ = n(m, 1) if w.doubled == 1 else n(m, 2)
    r = w.result
    if r.made:
        return tuple((r.card_score[t] + r.meld_points[t] + _bid(w)) * times_ + r.belote_points[t] if t == w.tk
                     else r.totals[t] for t in w.teams)
    return tuple(w.belote[t] if t == w.tk else (n(m, 3) + _bid(w)) * times_ + every_declaration(w) + w.belote[t]
                 for t in w.teams)


@sentence("point auction failed",
          r"Failed: the takers score only their belote\. The other team scores (\d+) plus the bid \(multiplied by a "
          r"coinche or surcoinche\), plus every declaration and its own belote\.",
          lambda w, m: w.failed and not w.contract.capot, lambda w, m: w.points)
def _point_failed(w: Worked, m: re.Match) -> tuple[int, ...]:
    bid = _bid(w) * _point_multiplier(w)
    return tuple(w.belote[t] if t == w.tk else n(m) + bid + sum(w.melds) + w.belote[t] for t in w.teams)


@sentence("point auction failed, both multiplied",
          r"Failed: the takers score only their belote\. The other team scores (\d+) plus the bid, both multiplied "
          r"by a coinche or surcoinche, plus every declaration and its own belote\.",
          lambda w, m: w.failed and not w.contract.capot, lambda w, m: w.points)
def _point_failed_whole(w: Worked, m: re.Match) -> tuple[int, ...]:
    times_ = _point_multiplier(w)
    return tuple(w.belote[t] if t == w.tk else (n(m) + _bid(w)) * times_ + sum(w.melds) + w.belote[t]
                 for t in w.teams)


@sentence("capot not bid", r"A team that wins every trick without having bid capot counts (\d+) card points\.",
          lambda w, m: w.played and w.capot >= 0 and not w.contract.capot, lambda w, m: w.result.card_score[w.capot])
def _capot_not_bid(w: Worked, m: re.Match) -> int:
    return n(m)


@sentence("capot bid",
          r"A capot bid that is made scores (\d+), and each team its declarations; failed, the other team scores (\d+) "
          r"and every declaration\. A coinche or surcoinche multiplies the \1 and the \2, not the declarations; the "
          r"belotes score as for any contract\.",
          lambda w, m: w.played and w.contract.capot, lambda w, m: _without_belote(w))
def _capot_bid(w: Worked, m: re.Match) -> tuple[int, ...]:
    times_ = _point_multiplier(w)
    if w.result.made:
        return tuple(n(m, 1) * times_ + w.melds[t] if t == w.tk else w.melds[t] for t in w.teams)
    return tuple(0 if t == w.tk else n(m, 2) * times_ + every_declaration(w) for t in w.teams)


def _without_belote(w: Worked) -> tuple[int, ...]:
    """Each side's points less the belotes it scores (the belote's own sentences say where they go)."""
    kept = not w.failed or re.search(r"keeps (?:its|his) points even when (?:its|his) contract fails", w.page)
    moved = 0 if kept else w.belote[w.tk] // len(w.defenders)
    return tuple(w.points[t] - (w.belote[t] if kept else 0) if t == w.tk else w.points[t] - w.belote[t] - moved
                 for t in w.teams)


# -- Pilotta ----------------------------------------------------------------------------------------------------

@sentence("own points made", r"Made: each team scores its own points \(cards, last trick, the declarations that count "
          r"and its king and queen of trumps\)\. The bid itself adds nothing\.",
          lambda w, m: w.played and w.result.made, lambda w, m: w.points)
def _own_points_made(w: Worked, m: re.Match) -> tuple[int, ...]:
    r = w.result
    return tuple(r.card_score[t] + r.meld_points[t] + r.belote_points[t] for t in w.teams)


@sentence("own points failed",
          r"Failed: the takers score nothing, and the other team takes every point of the deal: all the card points, "
          r"every declaration of both teams and, unless an option says otherwise, the takers' king and queen of "
          r"trumps too\.",
          lambda w, m: w.failed, lambda w, m: w.points)
def _own_points_failed(w: Worked, m: re.Match) -> tuple[int, ...]:
    r = w.result
    return tuple(0 if t == w.tk else sum(r.card_score) + every_declaration(w) + w.belote[t] + w.belote[w.tk]
                 for t in w.teams)


@sentence("both show fifteen", r"When both teams show (\d+) on the same deal, the team with the higher last digit "
          r"scores (\d+) instead: (\d+) against (\d+) makes \2 against \1\.",
          lambda w, m: w.played and [p // 10 for p in w.points] == [n(m, 1)] * 2, lambda w, m: w.result.score)
def _fifteen(w: Worked, m: re.Match) -> tuple[int, ...]:
    assert n(m, 3) // 10 == n(m, 4) // 10 == n(m, 1) and n(m, 3) % 10 > n(m, 4) % 10
    units = [p % 10 for p in w.points]
    return tuple(n(m, 2) if units[t] > units[1 - t] else n(m, 1) for t in range(2))


@sentence("game points", r"Each team's points for the deal become game points by dropping their last digit: (\d+) "
          r"points make (\d+), (\d+) make (\d+)\.",
          lambda w, m: w.played, lambda w, m: w.result.score)
def _game_points(w: Worked, m: re.Match) -> tuple[int, ...]:
    assert n(m, 2) == n(m, 1) // 10 and n(m, 4) == n(m, 3) // 10  # the book's examples, by its own rule
    game = [p // 10 for p in w.points]
    fifteen = re.search(r"When both teams show (\d+) on the same deal, the team with the higher last digit scores "
                        r"(\d+) instead", w.page)
    if fifteen and len(game) == 2 and game[0] == game[1] == int(fifteen.group(1)):
        units = [p % 10 for p in w.points]
        game = [int(fifteen.group(2)) if units[t] > units[1 - t] else game[t] for t in range(2)]
    return tuple(game)


# -- the contract auction (Bidding Belote, Bulgarian Belot, Belot for 2 and 3) ---------------------------------

def _nt(w: Worked) -> int:
    """A no-trumps contract's multiplier as the page says it (1 where it says none)."""
    found = re.search(r"A no-trumps contract counts (\d+) times as well, doubled or not\.", w.page)
    return int(found.group(1)) if found and w.contract.strain is Strain.NO_TRUMPS else 1


def _contract_times(w: Worked) -> int:
    """Doubled, redoubled, as the page says, times no trumps'."""
    found = re.search(r"Doubled, the points count twice; redoubled, (\d+) times\.", w.page)
    doubled = 1 if not w.doubled else 2 if w.doubled == 1 else int(found.group(1))
    return doubled * _nt(w)


@sentence("no trumps counts more", r"A no-trumps contract counts (\d+) times as well, doubled or not\.",
          lambda w, m: w.played and w.result.made and not w.doubled and w.contract.strain is Strain.NO_TRUMPS,
          lambda w, m: w.points)
def _no_trumps_times(w: Worked, m: re.Match) -> tuple[int, ...]:
    return tuple(t * n(m) for t in w.result.totals)


@sentence("contract made",
          r"Each (?:team|player) adds up (?:its|his) card points, (?:its|his) declarations and (?:its|his) belote\. If "
          r"the (?:team that|player who) called the contract has more points than (?:the other team|any other player), "
          r"the contract is made and each (?:team|player) scores (?:its|his) own total\.",
          lambda w, m: w.played and not w.doubled, lambda w, m: (w.result.made, w.points if w.result.made else None))
def _contract_made(w: Worked, m: re.Match) -> tuple[bool, tuple[int, ...] | None]:
    made = _enough(w, False)
    return made, tuple(t * _contract_times(w) for t in w.result.totals) if made else None


@sentence("contract failed, both totals",
          r"If the callers have fewer points, they are dedans: the other team scores both teams' totals, cards, "
          r"declarations and belotes\.",
          lambda w, m: w.beaten and not w.doubled, lambda w, m: w.points)
def _contract_failed(w: Worked, m: re.Match) -> tuple[int, ...]:
    quiet = w.belote[w.tk] if "they keep it quiet" in w.page else 0
    pot = sum(w.result.card_score) + every_declaration(w) + sum(w.belote) - quiet
    return tuple(0 if t == w.tk else pot * _contract_times(w) for t in w.teams)


@sentence("contract failed, to the others",
          r"If the caller has fewer points, he is dedans: his points \(cards, declarations and belot\) go to the "
          r"others, as the choices below say\.",
          lambda w, m: w.beaten and not w.doubled, lambda w, m: (w.points[w.tk], sum(w.points)))
def _contract_failed_alone(w: Worked, m: re.Match) -> tuple[int, int]:
    quiet = w.belote[w.tk] if "they keep it quiet" in w.page else 0
    return 0, (sum(w.result.card_score) + every_declaration(w) + sum(w.belote) - quiet) * _contract_times(w)


@sentence("equal points, 85 held over",
          r"With equal points the other team scores every point of the deal, both teams' totals .{0,80}?, the callers "
          r"score nothing, and (\d+) points are held over: the team that wins the next deal adds them\.",
          lambda w, m: w.played and w.result.tied and not w.doubled, lambda w, m: (w.points, w.held))
def _tie_held(w: Worked, m: re.Match) -> tuple[tuple[int, ...], int]:
    return tuple(0 if t == w.tk else sum(w.result.totals) * _contract_times(w) for t in w.teams), n(m)


@sentence("equal points, the callers' hang",
          r"With equal points the (?:other team scores its own points, and the callers'|others score their own points, "
          r"and the caller's) points hang: the (?:team that|player who) wins the next deal adds them\.",
          lambda w, m: w.played and w.result.tied and not w.doubled, lambda w, m: (w.points, w.held))
def _tie_hangs(w: Worked, m: re.Match) -> tuple[tuple[int, ...], int]:
    x = _contract_times(w)
    return tuple(0 if t == w.tk else w.result.totals[t] * x for t in w.teams), w.result.totals[w.tk] * x


@sentence("doubled, only the higher scores",
          r"In a doubled contract only the team with more points scores; the other scores nothing\.",
          lambda w, m: w.played and w.doubled and not w.result.tied, lambda w, m: w.points)
def _doubled_own(w: Worked, m: re.Match) -> tuple[int, ...]:
    winner = w.tk if w.result.made else max(w.defenders, key=lambda d: w.result.totals[d])
    return tuple(w.result.totals[t] * _contract_times(w) if t == winner else 0 for t in w.teams)


@sentence("doubled, the higher takes all",
          r"In a doubled contract (?:both teams are|every player is) committed: the (?:team with more points takes "
          r"both totals|player with the most points takes every player's total)\.",
          lambda w, m: w.played and w.doubled and not w.result.tied, lambda w, m: w.points)
def _doubled_all(w: Worked, m: re.Match) -> tuple[int, ...]:
    totals = w.result.totals
    best = max(totals[d] for d in w.defenders)
    winners = [w.tk] if w.result.made else [d for d in w.defenders if totals[d] == best]
    quiet = "they keep it quiet" in w.page  # the losers keep their belot quiet
    pot = sum(totals) - (sum(w.belote[t] for t in w.teams if t not in winners) if quiet else 0)
    share = [pot // len(winners)] * len(winners)
    for i in range(pot % len(winners)):
        share[i] += 1  # an odd point: not met in play (every part of the pot is even)
    return tuple(share[winners.index(t)] * _contract_times(w) if t in winners else 0 for t in w.teams)


@sentence("doubled, equal points hang all",
          r"Doubled, (?:both teams are|every player is) committed: with equal points (?:neither|nobody) scores, and "
          r"every point of the deal hangs \(as Bulgarian players count it; an option\)\.",
          lambda w, m: w.played and w.doubled and w.result.tied, lambda w, m: (w.points, w.held))
def _doubled_tie_all(w: Worked, m: re.Match) -> tuple[tuple[int, ...], int]:
    return tuple(0 for _ in w.teams), sum(w.result.totals) * _contract_times(w)


@sentence("doubled, equal points as undoubled",
          r"Doubled, equal points are scored as undoubled, multiplied \(an option; Bulgarian players hang every "
          r"point\)\.",
          lambda w, m: w.played and w.doubled and w.result.tied, lambda w, m: w.points)
def _doubled_tie_undoubled(w: Worked, m: re.Match) -> tuple[int, ...]:
    return _tie_held(w, re.search(r"(\d+) points are held over", w.page))[0]


def _limit(w: Worked) -> int:
    label = {Strain.NO_TRUMPS: "No trumps", Strain.ALL_TRUMPS: "All trumps"}.get(w.contract.strain, "A trump suit")
    found = re.search(label + r" (\d) (\d+) makes (\d+), (\d+) makes (\d+)", w.page)
    assert found, "the page gives the strain's limit"
    limit = int(found.group(1))
    below, above = int(found.group(2)), int(found.group(4))
    assert below % 10 == limit and int(found.group(3)) == below // 10 and int(found.group(5)) == above // 10 + 1
    return limit


@sentence("match points",
          r"What each (?:team|player) scores is then divided by ten and rounded to whole match points\. The remainder "
          r"decides: above the contract's limit it rounds up, at the limit or below it rounds down\.",
          lambda w, m: w.played, lambda w, m: w.result.score)
def _match_points(w: Worked, m: re.Match) -> tuple[int, ...]:
    limit = _limit(w)
    out = [p // 10 + (p % 10 > limit) for p in w.points]
    scoring = [p for p in w.points if p]
    if (re.search(r"stop exactly at the limit, the lower score rounds up and the higher down", w.page)
            and len(scoring) >= 2 and all(p % 10 == limit for p in scoring)
            and (len(scoring) == len(w.points) or "is left out of this rule" in w.page)):
        best = max(w.points)
        out = [o + (0 < p < best) for o, p in zip(out, w.points)]
    elif (w.held and w.held % 10 == limit
          and "points scored round up and those held over down" in w.page):
        top = max(w.points)
        out = [o + (p > 0 and p == top and p % 10 == limit) for o, p in zip(out, w.points)]
    valat = re.search(r"wins every trick adds (\d+) match points to (?:its|his) score", w.page)
    if valat and w.capot >= 0:
        out[w.capot] += int(valat.group(1))
    return tuple(out)


@sentence("doubled counts twice", r"Doubled, the points count twice; redoubled, (\d+) times\.",
          lambda w, m: w.played and w.doubled and not w.result.tied, lambda w, m: sum(w.points))
def _doubled_counts(w: Worked, m: re.Match) -> int:
    own = "only the team with more points scores" in w.page
    return sum(_doubled_own(w, m) if own else _doubled_all(w, m))


@sentence("valat", r"A (?:team that|player who) wins every trick adds (\d+) match points to (?:its|his) score, after "
          r"the conversion below; they are never doubled\.", lambda w, m: w.played and w.capot >= 0,
          lambda w, m: w.result.score[w.capot])
def _valat(w: Worked, m: re.Match) -> int:
    return _match_points(w, m)[w.capot]


def _all_at_limit(w: Worked) -> bool:
    limit = _limit(w)
    scoring = [p for p in w.points if p]
    return len(scoring) >= 2 and all(p % 10 == limit for p in scoring)


@sentence("both at the limit",
          r"When (?:both teams|two players) stop exactly at the limit, the lower score rounds up and the higher down: "
          r"in all trumps (\d+) and (\d+) both make (\d+)\.(?: A player who scores nothing in the deal is left out of "
          r"this rule: the two others at the limit are enough\.)?",
          lambda w, m: w.played and _all_at_limit(w), lambda w, m: w.result.score)
def _both_at_limit(w: Worked, m: re.Match) -> tuple[int, ...]:
    limit = int(re.search(r"All trumps (\d) ", w.page).group(1))
    high, low, made = n(m, 1), n(m, 2), n(m, 3)
    assert high % 10 == low % 10 == limit and high // 10 == made == low // 10 + 1  # the example, by the rule
    return _match_points(w, m)


def _tie_at_limit(w: Worked) -> bool:
    return w.played and w.held > 0 and w.held % 10 == _limit(w)


@sentence("equal points at the limit",
          r"With equal points at the limit, the points scored (?:and those held over both round down: in a suit (\d+) "
          r"and \1 make (\d+) and \2 \(an option; by default the points scored round up\)|round up and those held over "
          r"down, so the deal keeps its match points: in a suit (\d+) and \3 make (\d+) and (\d+) \(an option\))\.",
          lambda w, m: _tie_at_limit(w), lambda w, m: (w.result.score, w.result.hanging))
def _equal_at_limit(w: Worked, m: re.Match) -> tuple[tuple[int, ...], int]:
    limit = int(re.search(r"A trump suit (\d) ", w.page).group(1))
    if m.group(1):
        assert int(m.group(1)) % 10 == limit and n(m, 2) == int(m.group(1)) // 10
    else:
        assert int(m.group(3)) % 10 == limit and (n(m, 4), n(m, 5)) == (int(m.group(3)) // 10 + 1, int(m.group(3)) // 10)
    return _match_points(w, m), _held_converted(w, m)


@sentence("held over converted", r"Points held over after equal points are converted the same way\.",
          lambda w, m: w.played and w.held > 0, lambda w, m: w.result.hanging)
def _held_converted(w: Worked, m: re.Match) -> int:
    limit = _limit(w)
    return w.held // 10 + (w.held % 10 > limit)


# -- Tarabish ---------------------------------------------------------------------------------------------------

@sentence("makers more than half",
          r"Each team adds up its card points \(the last trick included\), its runs and its \w+\. If the makers have "
          r"more than half of the two teams' points together, each team scores its own total\.",
          lambda w, m: w.played, lambda w, m: (w.result.made, w.points if w.result.made else None))
def _more_than_half(w: Worked, m: re.Match) -> tuple[bool, tuple[int, ...] | None]:
    totals = w.result.totals
    made = 2 * totals[w.tk] > sum(totals)
    return made, tuple(totals) if made else None


@sentence("half-bate", r"Exactly half is a half-bate: the other team scores its own points and the makers score "
          r"nothing\.", lambda w, m: w.played and w.result.tied, lambda w, m: w.points)
def _half_bate(w: Worked, m: re.Match) -> tuple[int, ...]:
    return tuple(0 if t == w.tk else w.result.totals[t] for t in w.teams)


@sentence("bate", r"Less than half is bate: the other team scores every point of the deal, (\d+) in cards and last "
          r"trick, every run that counted and every \w+; the makers score nothing\.",
          lambda w, m: w.beaten, lambda w, m: w.points)
def _bate(w: Worked, m: re.Match) -> tuple[int, ...]:
    return tuple(0 if t == w.tk else n(m) + sum(w.melds) + sum(w.belote) for t in w.teams)


@sentence("bella of a maker bate or half-bate",
          r"A maker's \w+ goes to the other team when he is bate, and scores for nobody at a half-bate\.",
          lambda w, m: w.failed and w.belote[w.tk] > 0, lambda w, m: sum(w.points))
def _bella_bate(w: Worked, m: re.Match) -> int:
    totals = w.result.totals
    return sum(totals) if w.result.tied is False else sum(totals[d] for d in w.defenders)


# -- Baloot -----------------------------------------------------------------------------------------------------

def _round(w: Worked, raw: int) -> int:
    """Cards to round points, as the page says: Sun to the nearest ten, a five up, doubled, by ten; Hokum by ten,
    a half or less down."""
    if w.contract.strain is Strain.NO_TRUMPS:
        return (raw + 5) // 10 * 2
    return raw // 10 + (raw % 10 > 5)


@sentence("round points",
          r"They become round points: in Sun, rounded to the nearest ten \(a five rounds up\), doubled and divided by "
          r"ten \((\d+) in the deal\); in Hokum, divided by ten with a half or less rounded down \((\d+) in the deal\)\. "
          r"Projects are added in round points\.",
          lambda w, m: w.played and w.capot < 0 and w.result.made and not w.doubled, lambda w, m: w.result.score)
def _round_points(w: Worked, m: re.Match) -> tuple[int, ...]:
    assert (n(m, 1), n(m, 2)) == (_round_sun(130), 162 // 10 + (162 % 10 > 5))
    r = w.result
    return tuple(_round(w, r.card_score[t] + r.meld_points[t]) + r.belote_points[t] // 10 for t in w.teams)


def _round_sun(raw: int) -> int:
    return (raw + 5) // 10 * 2


@sentence("cards as in Belote", r"Cards count as in Belote \(Hokum: (\d+) with the last trick's (\d+); Sun: (\d+)\)\.",
          lambda w, m: w.played, lambda w, m: sum(w.result.card_points))
def _cards_as_in_belote(w: Worked, m: re.Match) -> int:
    assert n(m, 2) == _last_trick_bonus(w)
    return n(m, 3) if w.contract.strain is Strain.NO_TRUMPS else n(m, 1)


@sentence("baloot", r"Baloot: the king and queen of trumps in one hand, in Hokum only, are worth (\d+) round points to "
          r"their team, never multiplied by the ladder\. They do not count when the king or the queen is part of a "
          r"project that scores\.", lambda w, m: w.played, lambda w, m: w.belote)
def _baloot(w: Worked, m: re.Match) -> tuple[int, ...]:
    if w.contract.strain is Strain.NO_TRUMPS:  # Sun
        return tuple(0 for _ in w.teams)
    trump = w.contract.strain.suit
    pair = {Card.of(trump, Rank.KING), Card.of(trump, Rank.QUEEN)}
    out = [0] * len(w.teams)
    for seat, cards in enumerate(w.held_cards):
        team = w.rules.team_of(seat)
        in_project = w.melds[team] > 0 and any(pair & set(meld.cards) for meld in w.state.declared[seat])
        if pair <= cards and not in_project:
            out[team] += n(m) * 10  # a round point is ten points (the engine keeps tens)
    return tuple(out)


@sentence("a doubled contract made scores for both",
          r"A doubled contract that is made still scores for both teams, each its own round points multiplied: the "
          r"winner does not take all \(.*?\)\.",
          lambda w, m: w.played and w.doubled and w.result.made and w.capot < 0, lambda w, m: w.result.score)
def _doubled_made_both(w: Worked, m: re.Match) -> tuple[int, ...]:
    return _bidders_need_more(w, m)[1]


@sentence("bidders need more round points",
          r"The bidders need more round points than the other team \(cards, projects and baloot\)\. Then each team "
          r"scores its own; otherwise the other team scores everything, both teams' cards and projects\. Doubled, the "
          r"round points count two, three or four times\.",
          lambda w, m: w.played and w.capot < 0, lambda w, m: (w.result.made, w.result.score))
def _bidders_need_more(w: Worked, m: re.Match) -> tuple[bool, tuple[int, ...]]:
    r = w.result
    rounds = [_round(w, r.card_score[t] + r.meld_points[t]) + r.belote_points[t] // 10 for t in w.teams]
    made = rounds[w.tk] > max(rounds[d] for d in w.defenders)
    ladder = min(w.contract.multiplier, 4)  # two, three or four times (a Gahwa: four)
    if made:
        return True, tuple(_round(w, r.card_score[t] + r.meld_points[t]) * ladder + r.belote_points[t] // 10
                           for t in w.teams)
    everything = _round(w, sum(r.card_score) + sum(r.meld_points)) * ladder
    return False, tuple(0 if t == w.tk else everything + r.belote_points[t] // 10 for t in w.teams)


@sentence("kaboot", r"Kaboot: a team that wins every trick scores (\d+) in Sun and (\d+) in Hokum instead of its cards "
          r"\((\d+) when the turned card is an ace\), with its projects\.",
          lambda w, m: w.played and w.capot >= 0, lambda w, m: _round(w, w.result.card_score[w.capot]))
def _kaboot(w: Worked, m: re.Match) -> int:
    if _turned_ace(w):
        return n(m, 3)
    return n(m, 1) if w.contract.strain is Strain.NO_TRUMPS else n(m, 2)


def _turned_ace(w: Worked) -> bool:
    return w.state.turned >= 0 and CARDS[w.state.turned].rank is Rank.ACE
