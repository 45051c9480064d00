"""The end-of-deal words tell the engine's figures: a worked Baloot deal decided by round points, then every
game's random deals, where each number in the words is one of the engine's and each comparison agrees with
the numbers it states."""

from __future__ import annotations

import dataclasses
import os
import random
import re

import pytest

from belote_desktop.engine import new_deal, parse_action
from belote_desktop.engine.recipe import FailedOutcome, TieRule
from belote_desktop.engine.rules import CoincheMultiplies
from belote_desktop.engine.scoring import RowKind, contract_times, round_points
from belote_desktop.learn import explain_result
from belote_desktop.learn.words import team_names_for
from belote_desktop.storage.deal_code import decode
from tests.random_play import random_deals
from tests.rulesets import every_ruleset, slow_but


def counted_round_points(result) -> list[int]:
    """Baloot's round points each team brought to the comparison, as the engine counts them (scoring.py
    _score_sun_hokum): its cards and projects rounded, plus its Baloot."""
    sun = result.contract.strain.suit is None
    return [round_points(result.card_score[t] + result.meld_points[t], sun) + result.belote_points[t] // 10
            for t in range(len(result.totals))]


# Deal code 60CCX-C9XGQ-A: everybody passes, South calls Hokum ♣ in the second round and keeps it; the play as
# reported (totals 88 with the Baloot, and 94).
REPORTED_PLAY = (
    "pass pass pass pass hokum C pass pass pass pass pass pass "
    "play 7C play 8C play QC play 10C play AC play 9C play 8H play KC play JC play KS play 9H play JD "
    "play 9S play QS play 8S play AS play JH play 10H play AH play QH play 9D play 8D play QD play 10D "
    "play 7S play KH play AD play JS play 10S play 7H play 7D play KD")


def _reported_deal():
    decoded = decode("60CCX-C9XGQ-A")
    state = new_deal(decoded.rules, decoded.dealer, deck=decoded.deck)
    for action in re.findall(r"pass|hokum \w|play \w+", REPORTED_PLAY):
        state = state.apply(parse_action(action))
    assert state.is_terminal()
    return state


def test_a_baloot_tie_in_round_points_is_told_in_round_points():
    state = _reported_deal()
    result = state.result()
    assert sorted(result.totals) == [88, 94] and result.tied and not result.made  # the report's deal
    counted = counted_round_points(result)
    assert counted[0] == counted[1]
    text = "\n".join(explain_result(result, state.rules))
    assert "Equal totals" not in text
    assert not re.search(r"\b(88|94) each\b", text)
    found = re.search(r"Equal round points \((\d+) each", text)
    assert found and int(found.group(1)) == counted[0]
    assert "Baloot included" in found.string[found.start():found.end() + 60]


# -- every game: the numbers in the words are the engine's -------------------------------------------------

OPTIONS = [{}, {"tie_rule": TieRule.HANGING, "failed_takers_keep_belote": False},
           {"tie_rule": TieRule.TAKERS_MAKE}, {"tie_rule": TieRule.TAKERS_FAIL},
           {"tie_rule": TieRule.OWN_POINTS, "failed_outcome": FailedOutcome.OWN_POINTS},
           {"belote_counts_for_contract": False, "melds_count_for_contract": False},
           {"coinche_multiplies": CoincheMultiplies.WHOLE_SCORE, "redouble_multiplier": 3}]
DEALS = int(os.environ.get("BELOTE_WORDS_DEALS", "40"))  # deals per option and game
NUMBER = r"-?\d+"
# a comparison in words: a line with one of these and a number must be one the checker reads
COMPARING = re.compile(r"\b(equal|more|fewer|less|as many|most|half|higher|lower|best)\b", re.IGNORECASE)


def _ints(text: str) -> list[int]:
    return [int(n) for n in re.findall(NUMBER, text)]


def _figures(result, rules) -> set[int]:
    """Every figure the engine gives for the deal (any number in the words must be one of them)."""
    out = {0, rules.last_trick_bonus}
    for name in ("card_points", "card_score", "meld_points", "belote_points", "totals", "score"):
        out.update(getattr(result, name))
    out.update((result.hanging, result.contract_points, result.contract_target))
    if result.contract is not None:
        out.update((result.contract.value, result.contract.multiplier, contract_times(rules, result.contract)))
    for row in result.breakdown:
        out.update(row.values)
        out.update(value for _, value in row.params)
    if rules.match_points.name == "BALOOT" and result.contract is not None:
        out.update(counted_round_points(result))
        out.update(b // 10 for b in result.belote_points)
        converted = next(r for r in result.breakdown if r.kind is RowKind.CONVERTED)
        kept = next((r.values for r in result.breakdown if r.kind is RowKind.BELOTE_KEPT), (0,) * len(result.score))
        out.update(s - c - k for s, c, k in zip(result.score, converted.values, kept))
        out.update((s - k // 10) // max(converted.param("multiplier", 1), 1) for s, k in zip(result.score, kept))
    if rules.match_points.name == "TENTHS" and result.contract is not None:
        out.add(rules.round_limit(result.contract.strain))
    if rules.match_points.name in ("TENTHS", "DROP_LAST_DIGIT"):
        rows = [r for r in result.rows("score") if r.kind not in (RowKind.CONVERTED, RowKind.VALAT, RowKind.KIRTIK)]
        before = [sum(r.values[t] for r in rows) for t in range(len(result.score))]
        out.update(before)
        converted = next((r for r in result.breakdown if r.kind is RowKind.CONVERTED), None)
        if converted is not None:
            out.update(b + c for b, c in zip(before, converted.values))
        out.update((15, 16))  # Pilotta's both-at-15 rule, named in its words
    kirtik = next((r for r in result.breakdown if r.kind is RowKind.KIRTIK), None)
    if kirtik is not None:
        out.update(-v for v in kirtik.values)
    capot = next((r for r in result.breakdown if r.kind is RowKind.CAPOT), None)
    if capot is not None:
        out.update(c + v for c, v in zip(result.card_points, capot.values))
    return out


def _sums_add_up(line: str) -> list[str]:
    """Each 'a (x) + b (y) = c' in a line adds up ('a × b' is a product)."""
    problems = []
    term = rf"(?:{NUMBER} × {NUMBER}|{NUMBER})(?: \([^()]*\))?"
    for found in re.finditer(rf"({term}(?: \+ {term})+) = ({NUMBER})", line):
        total = 0
        for part in found.group(1).split(" + "):
            numbers = _ints(re.sub(r"\([^()]*\)", "", part))
            total += numbers[0] * numbers[1] if len(numbers) == 2 else numbers[0]
        if total != int(found.group(2)):
            problems.append(f"{found.group(0)!r} does not add up")
    return problems


def _team_values(text: str, teams) -> dict[str, str]:
    """'North–South 20, East–West 50' -> each team's text up to the next team."""
    spots = sorted((text.find(name + " "), name) for name in teams if text.find(name + " ") >= 0)
    out = {}
    for i, (at, name) in enumerate(spots):
        end = spots[i + 1][0] if i + 1 < len(spots) else len(text)
        out[name] = text[at + len(name) + 1:end].rstrip(", .")
    return out


def _last_int(text: str) -> int:
    return _ints(text)[-1]


def _compared(result, rules) -> tuple[int, int]:
    """The takers' total and the best other total."""
    tk = result.taker_team
    return result.totals[tk], max(v for t, v in enumerate(result.totals) if t != tk)


def check_words(lines, result, rules, teams) -> list[str]:
    """What in ``lines`` disagrees with the engine's ``result`` (an empty list: all true)."""
    problems = []
    figures = _figures(result, rules)
    index = {name: t for t, name in enumerate(teams)}
    for line in lines:
        bare = line
        for name in sorted(teams, key=len, reverse=True):
            bare = bare.replace(name, "")
        for number in _ints(bare):
            if number not in figures and -number not in figures:
                problems.append(f"{number} in {line!r} is none of the engine's figures")
        problems += _sums_add_up(line)
        problems += _team_line_problems(line, result, teams, index)
        problems += _round_points_problems(line, result, index)
        checked_comparison = False
        for check in COMPARISONS:  # each reads one kind of sentence: None where the line has none
            found = check(line, result, rules, index)
            if found is not None:
                checked_comparison = True
                problems += found
        sentences = re.split(r"(?<=[.!]) (?=[A-Z])", bare)
        if not checked_comparison and any(COMPARING.search(x) and re.search(r"\d", x) for x in sentences):
            if not re.search(r"(rounds up|rounds down|a half or less rounded down|held the best one|Their cards count|won every trick"
                             r"|needed their bid|Both teams showed 15|stopped exactly at the limit|"
                             r"best (runs|sequences)|\(\d+ match points\)|more match points|dedans\.$)", line):
                problems.append(f"{line!r} states a comparison the test does not read")
    return problems


def _team_line_problems(line, result, teams, index) -> list[str]:
    """The score of the deal, the totals and the card points, team by team, as the engine has them."""
    problems = []
    if line.startswith("Score of this deal: ") and not result.thrown_in:
        for name, text in _team_values(line[len("Score of this deal: "):], teams).items():
            if int(text) != result.score[index[name]]:
                problems.append(f"{line!r}: {name} scores {result.score[index[name]]}")
    if line.startswith("Totals: "):
        for name, text in _team_values(line[len("Totals: "):], teams).items():
            if _last_int(text) != result.totals[index[name]]:
                problems.append(f"{line!r}: {name}'s total is {result.totals[index[name]]}")
    if line.startswith("Card points: "):
        head, _, tail = line[len("Card points: "):].partition(" (")
        for name, text in _team_values(head, teams).items():
            if int(text) != result.card_points[index[name]]:
                problems.append(f"{line!r}: {name}'s cards are {result.card_points[index[name]]}")
    return problems


def _round_points_problems(line, result, index) -> list[str]:
    """Baloot: the points a team scores, in round points, as the engine converts them."""
    found = re.search(rf"^(.*): ({NUMBER}) points make ({NUMBER}) round points", line)
    if not found:
        return []
    t = index[found.group(1)]
    kept = next((r.values for r in result.breakdown if r.kind is RowKind.BELOTE_KEPT), (0,) * 2)
    times = max(result.contract.multiplier and next(
        r for r in result.breakdown if r.kind is RowKind.CONVERTED).param("multiplier", 1), 1)
    sun = result.contract.strain.suit is None
    raw, made = int(found.group(2)), int(found.group(3))
    if round_points(raw, sun) != made or made * times + kept[t] // 10 != result.score[t]:
        return [f"{line!r}: the engine scores {result.score[t]}"]
    return []


def _equal_problems(line, result, rules, index) -> list[str] | None:
    found = re.search(rf"Equal (totals|round points) \(({NUMBER}) each", line) or re.search(
        rf"(as many points) as the other team \(({NUMBER}) each", line) or re.search(
        rf"(Exactly half) \(({NUMBER}) each", line)
    if not found:
        return None
    problems = []
    pair = (tuple(counted_round_points(result)) if found.group(1) == "round points"
            else _compared(result, rules))
    if not (pair[0] == pair[1] == int(found.group(2))):
        problems.append(f"{line!r}: the engine compared {pair}")
    if not result.tied:
        problems.append(f"{line!r}: the engine did not find a tie")
    return problems


def _round_points_compared(line, result, rules, index) -> list[str] | None:
    found = re.search(rf"have (more|fewer) round points than the other team \(({NUMBER}) to ({NUMBER})", line)
    if not found:
        return None
    counted = counted_round_points(result)
    mine, theirs = int(found.group(2)), int(found.group(3))
    d = 1 - result.taker_team
    wrong = (mine, theirs) != (counted[result.taker_team], counted[d])
    if wrong or (mine > theirs) != (found.group(1) == "more") or mine == theirs:
        return [f"{line!r}: the engine compared {counted}"]
    return []


def _points_compared(line, result, rules, index) -> list[str] | None:
    found = re.search(r"have (more|fewer) points than the other team", line)
    if not found:
        return None
    mine, theirs = _compared(result, rules)
    if mine == theirs or (mine > theirs) != (found.group(1) == "more"):
        return [f"{line!r}: the totals are {result.totals}"]
    return []


def _dedans_totals(line, result, rules, index) -> list[str] | None:
    found = re.search(rf"^(.*) took ({NUMBER}), (.*) ({NUMBER}): the takers are dedans", line)
    if not found:
        return None
    problems = []
    taker, defence = index[found.group(1)], index[found.group(3)]
    stated = (int(found.group(2)), int(found.group(4)))
    if taker != result.taker_team or stated != (result.totals[taker], result.totals[defence]):
        problems.append(f"{line!r}: the totals are {result.totals}")
    if stated[0] > stated[1]:
        problems.append(f"{line!r}: dedans with more points than the defence")
    return problems


def _less_than_half(line, result, rules, index) -> list[str] | None:
    found = re.search(rf"took ({NUMBER}), less than half", line)
    if not found:
        return None
    if int(found.group(1)) != result.totals[result.taker_team] or 2 * int(found.group(1)) >= sum(result.totals):
        return [f"{line!r}: the totals are {result.totals}"]
    return []


def _taker_has_most(line, result, rules, index) -> list[str] | None:
    found = re.search(r"The taker \((.*)\) has the most points", line)
    if not found:
        return None
    mine, theirs = _compared(result, rules)
    return [f"{line!r}: the totals are {result.totals}"] if mine <= theirs else []


def _best_of_the_others(line, result, rules, index) -> list[str] | None:
    found = re.search(r"The takers? \((.*)\) (?:is|are) dedans: the best (?:of the others|defending team) was (.*)\.",
                      line)
    if not found:
        return None
    best = result.totals[index[found.group(2)]]
    if best != _compared(result, rules)[1] or result.totals[result.taker_team] > best:
        return [f"{line!r}: the totals are {result.totals}"]
    return []


# the sentences that compare the teams, each read against the engine's figures
COMPARISONS = (_equal_problems, _round_points_compared, _points_compared, _dedans_totals, _less_than_half,
               _taker_has_most, _best_of_the_others)


@pytest.mark.parametrize("name", slow_but(sorted(every_ruleset())))  # the fast loop: Belote
def test_every_number_and_comparison_in_the_words_is_the_engines(name):
    checked = 0
    for i, options in enumerate(OPTIONS):
        rules = dataclasses.replace(every_ruleset()[name], **options)
        teams = team_names_for(rules, None)
        seeds = range(i * DEALS, (i + 1) * DEALS)  # other deals under each option
        for seed, state in random_deals(rules, DEALS, random.Random(7), seeds=seeds):
            result = state.result()
            lines = explain_result(result, rules)
            problems = check_words(lines, result, rules, teams)
            assert not problems, (name, options, seed, problems, lines)
            checked += 1
    assert checked == DEALS * len(OPTIONS)


def test_baloot_deals_decided_by_round_points_are_told_so():
    """Many Baloot deals, among them ties in round points whose totals differ (the words once said 'Equal
    totals' there)."""
    rules = every_ruleset()["baloot"]
    teams = team_names_for(rules, None)
    ties_apart = 0
    for seed, state in random_deals(rules, 500, random.Random(3)):
        result = state.result()
        problems = check_words(explain_result(result, rules), result, rules, teams)
        assert not problems, (seed, problems)
        if result.contract is not None:
            counted = counted_round_points(result)
            tk = result.taker_team
            assert result.made == (counted[tk] > counted[1 - tk])
            assert result.tied == (counted[tk] == counted[1 - tk])
            ties_apart += result.tied and result.totals[0] != result.totals[1]
    assert ties_apart >= 2
