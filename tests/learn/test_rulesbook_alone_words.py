"""The rules book of a game where every player plays alone speaks of players, never of teams or partners;
the books of the partnership games keep their team sentences word for word."""

from __future__ import annotations

import dataclasses
import html
import re

import pytest

from belote_desktop.engine import TieRule, find_variant
from belote_desktop.engine.rules import MatchEnd, TargetRule
from belote_desktop.learn.options import specs_for
from belote_desktop.learn.rulesbook import rules_html

SOLO = ("belot_3p", "belot_2p", "belot_2p_open", "decouverte")
TEAM_WORD = re.compile(r"\b(team|teams|team's|teams'|partner|partners|partner's)\b", re.IGNORECASE)
# The only sentences allowed to name a partner in a solo game are those saying there is none.
NO_PARTNER = re.compile(r"nobody has a partner|plays alone", re.IGNORECASE)


def _sentences(rules) -> list[str]:
    """The book's plain text cut into sentences, headings and table cells (each its own piece)."""
    text = html.unescape(re.sub(r"<[^>]+>", "\n", rules_html(rules)))
    # words quoted from a game's written rules ("all points go to the opposing team") are the source's
    text = re.sub(r'"[^"\n]*"', '""', text)
    pieces = re.split(r"(?<=[.!?])\s+|\n", text)
    return [p.strip() for p in pieces if p.strip()]


def _offending(rules) -> list[str]:
    # the option table names each option as the New Game dialog does, the same words in every game
    option_names = {spec.label for spec in specs_for(rules)}
    return [s for s in _sentences(rules)
            if TEAM_WORD.search(s) and not NO_PARTNER.search(s) and s not in option_names]


@pytest.mark.parametrize("game", SOLO)
def test_solo_book_says_player_not_team(game):
    rules = find_variant(game)
    assert rules.seating.partner_of[0] is None
    assert _offending(rules) == []


@pytest.mark.parametrize("game", SOLO)
def test_solo_book_names_the_player(game):
    """The sentences changed are there in the player's words (not merely dropped)."""
    text = " ".join(_sentences(find_variant(game)))
    assert f"The first player to reach {find_variant(game).target_score} points wins the game." in text
    assert "The player who wins the last trick adds" in text
    assert "the game ends when a player reaches" in text


def test_the_words_partner_and_team_are_caught():
    """The check itself would see a team sentence left in a solo book."""
    assert TEAM_WORD.search("The first team to reach 151 points wins the game.")
    assert TEAM_WORD.search("His team scores 20 points")
    assert TEAM_WORD.search("both teams' totals")
    assert not NO_PARTNER.search("When your partner holds the trick")


@pytest.mark.parametrize("game, change", [
    ("belot_3p", {"match_end": MatchEnd.DRAW}),
    ("belot_2p", {"target_rule": TargetRule.PASS}),
    ("decouverte", {"tie_rule": TieRule.TAKERS_MAKE}),
    ("belot_3p", {"doubled_winner_takes_all": False}),
    ("belot_2p", {"hanging_waits_for_a_win": False}),
])
def test_solo_book_with_other_options(game, change):
    rules = dataclasses.replace(find_variant(game), **change)
    assert _offending(rules) == []


@pytest.mark.parametrize("game", ["classic", "bulgarian"])
def test_team_games_keep_their_sentences(game):
    text = " ".join(_sentences(find_variant(game)))
    assert TEAM_WORD.search(text)
    assert "The first team to reach" in text
    assert "The team that wins the last trick adds" in text
    assert "the game ends when a team reaches" in text
    assert "When your partner holds the trick" in text
    assert "The first player to reach" not in text
    assert "Nobody has a partner" not in text


def test_bulgarian_keeps_its_auction_and_scoring_sentences():
    text = " ".join(_sentences(find_variant("bulgarian")))
    for sentence in (
            "Each call must name a higher contract than the standing one, whoever made it, partner included.",
            "The doubled team may redouble",
            "the team that made it is committed to it.",
            "Each team adds up its card points, its declarations and its belote.",
            "What each team scores is then divided by ten",
            "Both teams pass the target",
            "No duty to trump when partner holds the trick"):
        assert sentence in text, sentence
