"""The scoring pipeline: deal facts -> contract scorer -> match-point converter, its breakdown rows, every
scoring option value (table-driven), and the capot/declarations fix (seeds 002/003)."""

from __future__ import annotations

import dataclasses
import random

import pytest

from belote_desktop.engine import DECLARE, Card, Contract, Phase, Rank, Strain, Suit, deal_with_contract
from belote_desktop.engine.rules import CoincheMultiplies, ContractFloor, FailedOutcome, TieRule, find_variant
from belote_desktop.engine.scoring import DealFacts, RowKind, convert, score_contract, score_of
from tests.rulesets import every_ruleset

CLASSIC = find_variant("classic")
COINCHE = find_variant("coinche")


def facts(contract: Contract, cards: tuple[int, int], tricks: tuple[int, int] = (4, 4),
          melds: tuple[int, int] = (0, 0), belote: tuple[int, int] = (0, 0), total: int = 162) -> DealFacts:
    return DealFacts(contract, contract.taker % 2, total, list(cards), list(tricks), list(melds), list(belote))


def score(rules, f: DealFacts) -> tuple[int, ...]:
    scored = score_contract(rules, f)
    convert(rules, scored)
    return tuple(int(v) for v in score_of(scored, len(f.card_points)))


def rows(rules, f: DealFacts) -> dict[RowKind, tuple[int, ...]]:
    return {kind: tuple(int(v) for v in values) for kind, values, _ in score_contract(rules, f).rows if any(values)}


SUIT_80 = Contract(Strain.HEARTS, 0, 80)
SUIT_100 = Contract(Strain.HEARTS, 0, 100)

# (options, contract, facts, expected score): one or more cases for every value of every scoring option
CASES = [
    # classic: made, failed, ties
    ({}, SUIT_80, facts(SUIT_80, (100, 62)), (100, 62)),
    ({}, SUIT_80, facts(SUIT_80, (60, 102), belote=(20, 0)), (20, 162)),
    ({"tie_rule": TieRule.TAKERS_MAKE}, SUIT_80, facts(SUIT_80, (81, 81)), (81, 81)),
    ({"tie_rule": TieRule.TAKERS_FAIL}, SUIT_80, facts(SUIT_80, (81, 81)), (0, 162)),
    ({"tie_rule": TieRule.HANGING}, SUIT_80, facts(SUIT_80, (81, 81)), (0, 81)),
    ({"tie_rule": TieRule.OWN_POINTS}, SUIT_80, facts(SUIT_80, (81, 81)), (0, 81)),  # more: tests/engine/test_scoring_dial.py
    # classic: belote of failed takers kept / given to the defenders
    ({"failed_takers_keep_belote": True}, SUIT_80, facts(SUIT_80, (50, 112), belote=(20, 0)), (20, 162)),
    ({"failed_takers_keep_belote": False}, SUIT_80, facts(SUIT_80, (50, 112), belote=(20, 0)), (0, 182)),
    # classic capot: the defenders took no trick and lose their declarations (the fix) / keep them (option)
    ({}, SUIT_80, facts(SUIT_80, (162, 0), (8, 0), melds=(0, 50)), (252, 0)),
    ({"declarations_need_a_trick": False}, SUIT_80, facts(SUIT_80, (162, 0), (8, 0), melds=(0, 50)), (252, 50)),
    # ... which can save the takers: 300 of declarations no longer beat a capot
    ({}, SUIT_80, facts(SUIT_80, (162, 0), (8, 0), melds=(0, 300)), (252, 0)),
    ({"declarations_need_a_trick": False}, SUIT_80, facts(SUIT_80, (162, 0), (8, 0), melds=(0, 300)), (0, 462)),
    # capot against the takers: the defenders score 252 and every declaration, the takers' too (seed 002)
    ({}, SUIT_80, facts(SUIT_80, (0, 162), (0, 8), melds=(50, 0), belote=(20, 0)), (20, 302)),
]

POINT_CASES = [
    # coinche made: points + bid; failed: 160 + bid
    ({}, SUIT_100, facts(SUIT_100, (110, 52)), (210, 52)),
    ({}, SUIT_100, facts(SUIT_100, (90, 72)), (0, 260)),
    # failed contract: 160 + bid / 162 + bid / 160 / bid only
    ({"failed_contract_base": 162}, SUIT_100, facts(SUIT_100, (90, 72)), (0, 262)),
    ({"failed_contract_adds_bid": False}, SUIT_100, facts(SUIT_100, (90, 72)), (0, 160)),
    ({"failed_contract_base": 0}, SUIT_100, facts(SUIT_100, (90, 72)), (0, 100)),
    # coinche x2, surcoinche x4 / x3, doubling the bid only / the whole score
    ({}, Contract(Strain.HEARTS, 0, 100, False, 2), None, (310, 52)),
    ({}, Contract(Strain.HEARTS, 0, 100, False, 4), None, (510, 52)),
    ({"redouble_multiplier": 3}, Contract(Strain.HEARTS, 0, 100, False, 4), None, (410, 52)),
    ({"coinche_multiplies": CoincheMultiplies.WHOLE_SCORE}, Contract(Strain.HEARTS, 0, 100, False, 2), None,
     (420, 52)),
    ({"coinche_multiplies": CoincheMultiplies.WHOLE_SCORE, "redouble_multiplier": 3},
     Contract(Strain.HEARTS, 0, 100, False, 4), None, (630, 52)),
    ({"coinche_multiplies": CoincheMultiplies.WHOLE_SCORE}, Contract(Strain.HEARTS, 0, 120, False, 2),
     "failed", (0, 560)),
    ({"coinche_multiplies": CoincheMultiplies.BID}, Contract(Strain.HEARTS, 0, 120, False, 2), "failed",
     (0, 400)),
    # an 80 bid needs 82 / 81 / 80
    ({}, SUIT_80, facts(SUIT_80, (81, 81)), (0, 240)),
    ({"contract_floor": ContractFloor.HALF}, SUIT_80, facts(SUIT_80, (81, 81)), (161, 81)),
    ({"contract_floor": ContractFloor.HALF}, SUIT_80, facts(SUIT_80, (80, 82)), (0, 240)),
    ({"contract_floor": ContractFloor.BID}, SUIT_80, facts(SUIT_80, (80, 82)), (160, 82)),
    # belote of failed takers kept / to the defenders
    ({}, SUIT_100, facts(SUIT_100, (70, 92), belote=(20, 0)), (20, 260)),
    ({"failed_takers_keep_belote": False}, SUIT_100, facts(SUIT_100, (70, 92), belote=(20, 0)), (0, 280)),
    # an uncalled capot counts 250 / 252
    ({}, SUIT_80, facts(SUIT_80, (162, 0), (8, 0)), (330, 0)),
    ({"uncalled_capot_points": 252}, SUIT_80, facts(SUIT_80, (162, 0), (8, 0)), (332, 0)),
    # capot bids
    ({}, Contract(Strain.HEARTS, 0, 250, True), facts(Contract(Strain.HEARTS, 0, 250, True), (162, 0), (8, 0)),
     (250, 0)),
    ({}, Contract(Strain.HEARTS, 0, 250, True, 2), facts(Contract(Strain.HEARTS, 0, 250, True, 2), (152, 10), (7, 1)),
     (0, 1000)),
]


@pytest.mark.parametrize(("options", "contract", "f", "expected"), CASES)
def test_classic_cases(options, contract, f, expected):
    rules = dataclasses.replace(CLASSIC, **options)
    assert score(rules, f) == expected


@pytest.mark.parametrize(("options", "contract", "f", "expected"), POINT_CASES)
def test_point_auction_cases(options, contract, f, expected):
    rules = dataclasses.replace(COINCHE, **options)
    if f is None:
        f = facts(contract, (110, 52))
    elif f == "failed":
        f = facts(contract, (90, 72))
    assert score(rules, f) == expected


def test_every_option_value_has_a_case():
    """Each scoring option of the rules book, at each of its values, appears in a case above."""
    seen: dict[str, set] = {}
    for options, *_ in CASES + POINT_CASES:
        for name, value in options.items():
            seen.setdefault(name, set()).add(value)
    assert seen["failed_contract_base"] >= {162, 0}
    assert seen["failed_contract_adds_bid"] == {False}
    assert seen["redouble_multiplier"] == {3}
    assert seen["coinche_multiplies"] == set(CoincheMultiplies)
    assert seen["contract_floor"] == {ContractFloor.HALF, ContractFloor.BID}
    assert seen["failed_takers_keep_belote"] == {True, False}
    assert seen["uncalled_capot_points"] == {252}
    assert seen["declarations_need_a_trick"] == {False}
    assert seen["tie_rule"] == set(TieRule)


def _random_deals(rules, count: int, seed: int):
    from tests.ai.positions import random_deal_positions

    for s in range(count):
        *_, last = random_deal_positions(rules, seed + s)
        if not last.result().thrown_in:
            yield last


@pytest.mark.parametrize("name", sorted(every_ruleset()))
def test_breakdown_rows_add_up(name):
    """Deal rows add up to the totals, score rows to the score, on random deals of every ruleset."""
    rules = every_ruleset()[name]
    checked = 0
    for state in _random_deals(rules, 40, 700):
        r = state.result()
        teams = len(r.score)
        deal = [sum(row.values[t] for row in r.rows("deal")) for t in range(teams)]
        scored = [sum(row.values[t] for row in r.rows("score")) for t in range(teams)]
        assert tuple(deal) == r.totals, r.breakdown
        assert tuple(scored) == r.score, r.breakdown
        assert r.breakdown[0].kind is RowKind.CARDS
        checked += 1
    assert checked >= 10


def test_the_breakdown_built_on_first_read_is_a_plain_field():
    """score_deal builds DealResult.breakdown only when read: the rows are those of the explaining scorer,
    and the result compares, hashes and copies (dataclasses.replace) like any frozen value."""
    from belote_desktop.engine.scoring import BreakdownRow, deal_facts, score_deal

    for rules in (CLASSIC, COINCHE):
        for state in _random_deals(rules, 10, 31):
            lazy, again = score_deal(state), score_deal(state)
            f, _ = deal_facts(state)
            explained = score_contract(rules, f)
            convert(rules, explained)
            expected = tuple(BreakdownRow(kind, tuple(values), params) for kind, values, params in explained.rows
                             if kind.always_shown or any(values))
            assert lazy.breakdown == expected and lazy.breakdown is lazy.breakdown
            assert lazy == again and hash(lazy) == hash(again)  # again's breakdown is built by the comparison
            assert dataclasses.replace(lazy) == lazy
            built = type(lazy)(*(getattr(lazy, field.name) for field in dataclasses.fields(lazy)))
            assert built == lazy and repr(built) == repr(lazy) and built.__dict__ == again.__dict__
            changed = dataclasses.replace(lazy, breakdown=expected[:1])
            assert changed.breakdown == expected[:1] and changed != lazy


def test_target_reached_or_passed():
    from belote_desktop.engine.rules import TargetRule

    assert CLASSIC.reached_target(1000) and not CLASSIC.reached_target(999)
    passed = dataclasses.replace(CLASSIC, target_rule=TargetRule.PASS)
    assert not passed.reached_target(1000) and passed.reached_target(1001)


def test_old_option_names_still_load():
    """Flat JSON names: an old save's overrides load, new options round-trip."""
    rules = COINCHE.with_overrides({"failed_contract_base": 162, "redouble_multiplier": 3,
                                    "coinche_multiplies": "whole_score", "contract_floor": "half",
                                    "target_rule": "pass"})
    assert rules.redouble_multiplier == 3 and rules.contract_floor is ContractFloor.HALF
    assert COINCHE.with_overrides(rules.overrides()) == rules
    hash(rules)
    with pytest.raises(ValueError):
        COINCHE.with_overrides({"contract_floor": "sometimes"})
    with pytest.raises(ValueError):
        COINCHE.with_overrides({"redouble_multiplier": 40})


def _card(code: str) -> Card:
    ranks = {"7": Rank.SEVEN, "8": Rank.EIGHT, "9": Rank.NINE, "T": Rank.TEN, "J": Rank.JACK, "Q": Rank.QUEEN,
             "K": Rank.KING, "A": Rank.ACE}
    suits = {"c": Suit.CLUBS, "d": Suit.DIAMONDS, "h": Suit.HEARTS, "s": Suit.SPADES}
    return Card.of(suits[code[1]], ranks[code[0]])


def _capot_deal(rules):
    """South holds every trump and takes every trick; East declares a tierce; the takers declare nothing."""
    hands = [
        [_card(c) for c in "7h 8h 9h Th Jh Qh Kh Ah".split()],
        [_card(c) for c in "7c 8c 9c 7d 8d 9d 7s 8s".split()],  # two tierces (9-8-7)
        [_card(c) for c in "Ac Tc Kc Ad Td Kd As Ts".split()],
        [_card(c) for c in "Qc Jc Qd Jd Ks Qs Js 9s".split()],
    ]
    state = deal_with_contract(rules, 3, hands, Contract(Strain.HEARTS, 0))
    while state.phase is not Phase.DONE:
        legal = state.legal_actions()
        if DECLARE in legal and state.current == 1:
            state = state.apply(DECLARE)
            continue
        plays = [a for a in legal if a is not DECLARE]
        state = state.apply(max(plays, key=lambda a: a.card.rank) if state.current == 0 else plays[0])
    return state


def test_capot_takers_void_the_defenders_declarations():
    """Seeds 002/003: a team that takes no trick loses its declarations (belote excepted). The bug:
    classic let the defenders keep theirs when the takers won every trick."""
    state = _capot_deal(CLASSIC)
    r = state.result()
    assert r.capot_team == 0 and r.meld_seat == 1
    assert r.meld_points == (0, 0)
    assert r.score == (252 + 20, 0)
    kinds = {row.kind: row.values for row in r.breakdown}
    assert kinds[RowKind.DECLARATIONS] == (0, 40) and kinds[RowKind.NO_TRICK] == (0, -40)
    # the option restores the old reading
    old = _capot_deal(dataclasses.replace(CLASSIC, declarations_need_a_trick=False)).result()
    assert old.score == (272, 40)


@pytest.mark.slow  # every ruleset, contract kind and option value (tests/ai/play/test_outcome.py is in the fast loop)
def test_numpy_shim_equals_the_int_scorer():
    """The AI's numpy scoring runs the same scorer: equal, row by row, to the int scorer on random facts,
    for every ruleset, every contract kind and every option value."""
    import numpy as np

    rng = random.Random(5)
    option_sets = [{}, {"tie_rule": TieRule.HANGING}, {"tie_rule": TieRule.TAKERS_FAIL},
                   {"tie_rule": TieRule.OWN_POINTS, "failed_takers_keep_belote": False},
                   {"tie_rule": TieRule.TAKERS_FAIL, "failed_outcome": FailedOutcome.OWN_POINTS},
                   {"failed_takers_keep_belote": False}, {"declarations_need_a_trick": False},
                   {"coinche_multiplies": CoincheMultiplies.WHOLE_SCORE, "redouble_multiplier": 3},
                   {"contract_floor": ContractFloor.BID, "failed_contract_adds_bid": False}]
    checked = 0
    for base in every_ruleset().values():
        teams = base.team_count
        for options in option_sets:
            rules = dataclasses.replace(base, **options)
            strains = [Strain.HEARTS, Strain.NO_TRUMPS, Strain.ALL_TRUMPS]
            contracts = [Contract(s, taker, value, capot, mult) for s in strains for taker in range(base.players)
                         for value, capot in ((80, False), (120, False), (250, True)) for mult in (1, 2, 4)]
            for contract in contracts:
                n = 24
                total = 162 if contract.strain is Strain.HEARTS else 258
                cols = []
                for i in range(n):
                    tricks = [0] * teams
                    if i % 4 == 0:
                        tricks[i // 4 % teams] = 8  # a capot
                    else:
                        for _ in range(8):
                            tricks[rng.randrange(teams)] += 1
                    cards = [0] * teams
                    left = total
                    for t in range(teams - 1):
                        cards[t] = rng.randint(0, left) if tricks[t] else 0
                        left -= cards[t]
                    cards[-1] = left
                    if tricks[-1] == 0 and left:
                        cards[0] += left
                        cards[-1] = 0
                    melds = [rng.choice((0, 0, 20, 50, 100, 300)) for _ in range(teams)]
                    belote = [rng.choice((0, 0, 20)) for _ in range(teams)]
                    cols.append((cards, tricks, melds, belote))
                taker = base.team_of(contract.taker)
                arrays = [np.array([[c[k][t] for c in cols] for t in range(teams)], dtype=np.int64) for k in range(4)]
                vec = score_contract(rules, DealFacts(contract, taker, total, *[list(a) for a in arrays]), np)
                # each array value read once as a column of n plain ints (a scalar stands for every column)
                vec_score = [np.broadcast_to(v, (n,)).tolist() for v in score_of(vec, teams)]
                vec_made = np.broadcast_to(vec.made, (n,)).tolist()
                vec_rows = [(kind, [np.broadcast_to(v, (n,)).tolist() for v in values]) for kind, values, _ in vec.rows]
                for i, (cards, tricks, melds, belote) in enumerate(cols):
                    one = score_contract(rules, DealFacts(contract, taker, total, cards, tricks, melds, belote))
                    assert [int(v[i]) for v in vec_score] == score_of(one, teams)
                    assert bool(vec_made[i]) == bool(one.made)
                    for (kind, values), (kind1, values1, _) in zip(vec_rows, one.rows):
                        assert kind is kind1
                        assert [int(v[i]) for v in values] == [int(v) for v in values1]
                    checked += 1
    assert checked > 10000


def test_match_ends_on_reaching_or_passing_the_target():
    from belote_desktop.engine import new_match
    from belote_desktop.engine.rules import TargetRule

    def first_deal(rules):
        rng = random.Random(4)
        match = new_match(rules, seed=4)
        while not match.finished:
            legal = match.legal_actions()
            match = match.apply(legal[rng.randrange(len(legal))])
        return match

    probe = first_deal(CLASSIC)
    top = max(probe.scores)
    assert top > 0
    reach = first_deal(dataclasses.replace(CLASSIC, target_score=top))
    passed = first_deal(dataclasses.replace(CLASSIC, target_score=top, target_rule=TargetRule.PASS))
    assert reach.over and not passed.over
