"""Every text a player of Baloot, Pilotta or Clabber can meet speaks that game's words: no French meld word
(tierce, quarte, quinte, carré, belote, rebelote, dix de der) unless the game's own vocabulary says it
(issue 33). The texts: the New Game options that apply to the game, its rules book, the explanation of every
announcement of a few played deals, and the end-of-deal explanation of those deals."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from belote_desktop.engine import Declare, PlayCard, Ruleset, find_variant, new_deal
from belote_desktop.learn.explain import explain_announcement, explain_bid, explain_illegal, explain_result
from belote_desktop.learn.options import specs_for
from belote_desktop.learn.rulesbook import rules_html
from belote_desktop.learn.suggest import suggestion_reason
from belote_desktop.learn.tutorial import Tutorial
from belote_desktop.learn.vocabulary import Term, game_words, term

from tests.rulesets import slow_after

GAMES = ("baloot", "pilotta", "clabber", "tarabish")
FRENCH = (Term.TIERCE, Term.QUARTE, Term.QUINTE, Term.CARRE, Term.BELOTE, Term.REBELOTE)
# "Belote" as the family's name, not as the king and queen of trumps
FAMILY_NAME = ("The Belote of Saudi Arabia", "Cards count as in Belote", "Belote is played with many house rules")


def _own_words(rules: Ruleset) -> set[str]:
    """The words the game's registry gives it (a game saying 'belote' may keep it)."""
    words = set()
    for word in game_words(rules).values():
        words.add((term(word) if isinstance(word, Term) else word()).lower())
    return words


def _forbidden(rules: Ruleset) -> list[str]:
    own = _own_words(rules)
    words = [term(word).lower() for word in FRENCH] + ["carre", "dix de der"]
    return [word for word in words if word not in own]


def _played(rules: Ruleset, seed: int):
    state, rng = new_deal(rules, dealer=seed % rules.players, seed=seed), random.Random(seed)
    states = [state]
    while not state.is_terminal():
        legal = state.legal_actions()
        state = state.apply(legal[rng.randrange(len(legal))])
        states.append(state)
    return states


def _texts(rules: Ruleset) -> Iterator[tuple[str, str]]:
    for spec in specs_for(rules):
        yield f"option {spec.field}", spec.label
        yield f"option {spec.field} tooltip", spec.tooltip
    page = re.sub(r"<style.*?</style>", "", rules_html(rules), flags=re.S)
    for block in re.split(r"</?(?:p|li|td|th|h[1-4]|tr|table|ul|ol)\b[^>]*>", page):
        text = re.sub(r"<[^>]+>", "", block).strip()
        if text:
            yield "rules book", text
    for seed in range(30):
        states = _played(rules, seed)
        last = states[-1]
        seen = set()
        for state in states:
            for announcement in state.view_for(0).announcements:
                if announcement in seen:
                    continue
                seen.add(announcement)
                yield f"seed {seed} {announcement.kind}", explain_announcement(announcement, state)
        for before, after in zip(states, states[1:]):
            seat, action = after.history[-1]
            view = before.view_for(seat)
            if not isinstance(action, (PlayCard, Declare)):  # a call of the auction
                yield f"seed {seed} bid {action}", explain_bid(action, rules, view)
            yield f"seed {seed} suggest {action}", suggestion_reason(view, action)
            legal = set(before.legal_actions())
            for card in view.hand if isinstance(action, PlayCard) else ():
                refused = PlayCard(card)
                if refused not in legal:
                    error = before.why_illegal(refused)
                    if error is not None:
                        yield f"seed {seed} refused {card}", explain_illegal(error, before).text
        for line in explain_result(last.result(), rules):
            yield f"seed {seed} result", line
    tutorial = Tutorial.for_rules(rules)
    if tutorial.rules.id == rules.id:  # the game's own guided deal
        for _seat, _action, step in tutorial.script:
            if step is not None:
                for say in (step.text, step.hint, step.done):
                    if say is not None:
                        yield "tutorial", say()


@pytest.mark.parametrize("game", slow_after(GAMES))  # the fast loop: the first
def test_no_french_meld_word_in_the_games_texts(game):
    rules = find_variant(game)
    bad = []
    for where, text in _texts(rules):
        for name in FAMILY_NAME:
            text = text.replace(name, "")
        for word in _forbidden(rules):
            if re.search(rf"\b{re.escape(word)}s?\b", text.lower()):
                bad.append(f"{where}: {word!r} in {text[:300]!r}")
    assert not bad, "\n".join(sorted(set(bad)))


def test_a_sun_deal_speaks_of_no_trumps():
    """Sun has no trumps: a project's explanation never speaks of a run (or sequence) in trumps."""
    rules, checked = find_variant("baloot"), 0
    for seed in range(200):
        states = _played(rules, seed)
        last = states[-1]
        if last.contract is None or last.contract.trump is not None:
            continue
        for announcement in last.view_for(0).announcements:
            if announcement.kind == "declare" and announcement.melds:
                text = explain_announcement(announcement, last)
                assert "in trumps" not in text and "project" in text, text
                checked += 1
        if checked >= 3:
            break
    assert checked, "no Sun deal with a project in 200 seeds"


def test_the_new_game_options_say_each_games_words():
    labels = {game: {spec.field: spec.label for spec in specs_for(find_variant(game))}
              for game in ("classic", "baloot", "clabber", "pilotta", "tarabish")}
    assert labels["classic"]["declarations"] == "Declarations (tierce, carré…)"
    assert labels["classic"]["belote_points"] == "Belote and rebelote points"
    assert labels["classic"]["last_trick_bonus"] == "Last trick bonus (dix de der)"
    assert labels["baloot"]["declarations"] == "Projects (sira, hundred…)"
    assert labels["baloot"]["belote_points"] == "Baloot points"
    assert labels["baloot"]["last_trick_bonus"] == "Last trick bonus"
    assert labels["clabber"]["declarations"] == "Melds (dad, hundred…)"
    assert labels["clabber"]["belote_points"] == "Bell points"
    assert labels["pilotta"]["declarations"] == "Declarations (three in sequence, four of a kind…)"
    assert labels["pilotta"]["belote_points"] == "Pilotta points"
    assert labels["tarabish"]["declarations"] == "Runs (twenty, fifty…)"


def test_a_baloot_result_names_its_contract():
    """Sun is no trump suit: the end-of-deal line names the contract (Sun, Hokum ♥), never 'no trumps as trumps'."""
    rules, lines = find_variant("baloot"), []
    for seed in range(40):
        result = _played(rules, seed)[-1].result()
        if not result.thrown_in:
            lines.append(explain_result(result, rules)[0])
    assert lines and not any("as trumps" in line for line in lines)
    assert any(line.endswith("played Sun.") for line in lines) and any("played Hokum" in line for line in lines)
