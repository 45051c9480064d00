"""The end-of-deal panel after a tie whose points are held over, and after the deal that wins them (issue 70): in
every game with held-over points (found by its rules), the points that wait and the points won are told, with
who holds them and why; Belot for 3's two players tied for the most are told once."""

from __future__ import annotations

import pytest

from belote_desktop.engine import VARIANTS, new_deal
from belote_desktop.engine.actions import parse_action
from belote_desktop.engine.recipe import TieRule
from belote_desktop.learn.explain import explain_result
from belote_desktop.learn.held_over import held_over
from belote_desktop.learn.words import team_names_for
from belote_desktop.storage.deal_code import decode
from belote_desktop.ui.table.end_of_deal import EndOfDealPanel
from tools.robot_ties import match_with_held_over_won, tied_match

GAMES = [name for name, rules in VARIANTS.items() if rules.tie_rule is TieRule.HANGING]
NAMES = ["You", "East", "North", "West"]


def _show(qtbot, match, human_team=0):
    panel = EndOfDealPanel()
    qtbot.addWidget(panel)
    rules = match.rules
    names = NAMES[: rules.players]
    result = match.finished[-1].result()
    panel.show_result(result, match, names, human_team, explain_result(result, rules, names))
    return panel, team_names_for(rules, names)  # the words' names for the teams ("You and North")


@pytest.mark.parametrize("game", GAMES)
def test_a_tie_says_what_waits_for_the_next_deals_winner(qtbot, game):
    match = tied_match(VARIANTS[game], 3, last_trick=False)
    panel, _teams = _show(qtbot, match)
    assert f"Tied: {match.hanging} points wait for the next deal's winner." in panel.lines
    assert f"{match.hanging} held over" in panel.match_line.text()
    assert panel.title.text() == "Tied: the points are held over"


@pytest.mark.parametrize("game", GAMES)
def test_the_deal_that_wins_them_shows_the_points_held_over_as_a_line(qtbot, game):
    match = match_with_held_over_won(VARIANTS[game], 5)
    won = held_over(match).won_after(len(match.finished))
    assert won is not None
    score = match.finished[-1].result().score
    panel, teams = _show(qtbot, match)
    label = f"+ {sum(won.points)} held over from deal 1"
    assert dict(panel.rows)[label] == [str(p) for p in won.points]
    winners = [t for t, p in enumerate(won.points) if p]
    said = " ".join(panel.lines)
    if len(winners) == 1:
        t = winners[0]
        assert (f"The {won.points[t]} points held over from deal 1 go to this deal's winner, {teams[t]}: "
                f"{score[t]} + {won.points[t]} = {score[t] + won.points[t]} this deal.") in panel.lines
    else:
        assert f"The {sum(won.points)} points held over from deal 1 are shared by this deal's winners" in said
    assert "held over" not in panel.match_line.text()  # nothing waits any more


def test_belot_for_3s_two_players_tied_for_the_most_are_told_once(qtbot):
    """The doubled deal where seats 1 and 2 both end with 106: one sentence says they tied and share, not one per
    player."""
    code = "A3410-BW1CC-JSYNT-XYD3Y-NAN64-P"
    moves = ["call S", "pass", "call NT", "call AT", "double", "pass", "pass"] + [
        f"play {card}" for card in
        "9H KD JH QD 10D JD 9D JS AS AD QC 9C AC KC JC 10H KS AH 10C QS 10S QH KH 9S".split()]
    decoded = decode(code)
    state = new_deal(decoded.rules, decoded.dealer, deck=decoded.deck)
    for move in moves:
        state = state.apply(parse_action(move))
    result = state.result()
    assert result.score[1] == result.score[2] > 0
    panel = EndOfDealPanel()
    qtbot.addWidget(panel)
    from belote_desktop.engine import MatchState

    match = MatchState(state.rules, first_deck=[c for c in decoded.deck])
    for move in moves:
        match = match.apply(parse_action(move))
    names = NAMES[:3]
    panel.show_result(result, match, names, 0, explain_result(result, state.rules, names))
    told = [line for line in panel.lines if "tied for the most and share" in line]
    assert len(told) == 1, panel.lines
    assert "East" in told[0] and "North" in told[0]
    assert told[0].startswith("East and North tied for the most") and told[0].endswith("= 278.")
    # the other one still reads what it scores
    assert [line for line in panel.lines if line.startswith("North score ")] == [
        "North score 129 (cards) + 10 (belot) + 139 (×2) = 278."]


@pytest.mark.parametrize("game", [name for name in GAMES if VARIANTS[name].team_count == VARIANTS[name].players])
def test_a_tie_among_players_alone_speaks_of_players_not_teams(qtbot, game):
    """Belot for 3 and for 2: a tie's words name no team and no pair of sides (a doubled tie of three players
    read 'both teams are committed, neither scores')."""
    seen = set()
    for seed in range(40):
        match = tied_match(VARIANTS[game], seed, last_trick=False)
        result = match.finished[0].result()
        seen.add(result.contract.multiplier > 1)
        panel, _teams = _show(qtbot, match)
        tie = next(line for line in panel.lines if line.startswith("Equal totals"))
        assert "team" not in tie and "both" not in tie and "neither" not in tie, tie
        assert "held over for the player who wins the next deal" in tie
        if seen == {True, False}:
            break
    assert seen == {True, False}  # doubled and not
