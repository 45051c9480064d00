"""The record a family of games builds for the shared modules of learn (``GameTeaching`` and its parts), and the
record of an auction kind (``KindTeaching``): types only, the bottom floor of learn.

A family's package (``learn/games/<family>/``) builds its record: its games' names and descriptions (``GameText``),
the words each says instead of the family's, the guided deal each opens and the deals the family writes, its
meld tables' names and rules-book paragraphs (``MeldTableText``), its own paragraphs of the rules book
(``GamePage``), its glossary entries (``GlossaryTerm``), its tiles in the New Game gallery (``GameFacts``) and its
words on its own dials (``DialTexts``). An auction kind's module (``learn/kinds/``) builds a ``KindTeaching``.
The lists of both hand them to ``learn/teaching.py``, where the shared modules find them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine import Action, Contract, DealResult, PlayerView, Reason, Ruleset, Strain, TrumpScheme
from ...engine.declarations import Meld
from ...engine.scoring import BreakdownRow
from .lessons import TutorialSpec
from .terms import Term, Word

if TYPE_CHECKING:
    Worded = tuple[str, str]  # a refusal's sentence and its rules-book anchor
    Verdict = Callable[[DealResult, Sequence[str], Ruleset], list[str]]

Words = Callable[[Ruleset], list[str]]


def _none(rules: Ruleset) -> list[str]:
    return []


@dataclass(frozen=True)
class GamePage:
    """A game's own paragraphs of the rules book (``GameText.page``); the topic modules ask ``page_of(rules)``."""

    aim: Callable[[Ruleset], str] | None = None  # the overview's aim sentence in the game's own words
    notes: Words = _none  # notes under the overview
    meld_words: Words = _none  # under the declarations table
    failed_words: Words = _none  # under the failed-contract paragraph
    choices: Words = _none  # where the game's sources are silent or part ways, and what the program does


@dataclass(frozen=True)
class GameFacts:
    """What the New Game gallery says of a game beside its picture (``GameText.facts``). Translated when called,
    so a language change applies at once."""

    where: Callable[[], str]  # the places the game is played ("France", "Canada (Cape Breton)")
    line: Callable[[], str]  # one short line on what makes it itself


class GlossaryTerm(NamedTuple):
    """One entry of the glossary (a family's: ``GameTeaching.glossary``)."""

    term_id: str  # the anchor: glossary#capot
    term: str
    definition: str
    rule_id: str  # a rules book anchor, "" if none


@dataclass(frozen=True)
class GameText:
    """One preset's teaching; its texts are translated when called, so a language change applies at once."""

    name: Callable[[], str]
    description: Callable[[], str]
    tutorial: str  # the guided deal it opens (a ``TutorialSpec.family``)
    words: Mapping[Term, Word] = field(default_factory=dict)  # what it says instead of the family's words
    page: GamePage | None = None  # its own paragraphs of the rules book
    facts: GameFacts | None = None  # its tile in the New Game gallery


@dataclass(frozen=True)
class MeldTableText:
    """What a meld table brings to the texts (keyed by ``Ruleset.meld_table``'s value)."""

    namer: Callable[[Meld], str] | None = None  # its melds' names (the log, the table, the explanations)
    rules_words: Callable[[Ruleset], list[str]] | None = None  # the rules book, under the declarations table
    ranking: Callable[[Ruleset, bool], str] | None = None  # how the best declaration is chosen (rules, trumps)


@dataclass(frozen=True)
class DialTexts:
    """The words a family writes on its own dials, which the shared modules read for any game that sets them
    (each says nothing when its dial is off); one family writes each, read through ``dial_text``."""

    # the rules book
    auction_notes: Callable[[Ruleset], list[str]] | None = None  # after the point auction's end: passes, lead
    own_points_scoring: Callable[[Ruleset], tuple[list[str], list[str]] | None] | None = None  # a point contract
    declaration_notes: Callable[[Ruleset], list[str]] | None = None  # declarations shown at the second trick
    no_trumps_declarations: Callable[[Ruleset], list[str]] | None = None  # declarations in no trumps
    belote_notes: Callable[[Ruleset], list[str]] | None = None  # the belote's own options (contract auction)
    match_points: Callable[[Ruleset, Callable[[Ruleset, Strain], str]], list[str]] | None = None  # tenths
    game_points: Callable[[Ruleset], list[str]] | None = None  # game points without the last digit
    end_notes: Callable[[Ruleset], list[str]] | None = None  # the end of the game (valat, kirtik)
    match_call: Callable[[Ruleset], list[str]] | None = None  # staking the match
    choices: Callable[[Ruleset], list[str]] | None = None  # "Our choices" of a table of players alone
    # the explanations: a call's first words for players alone (action, rules, total, counted, strain's name)
    call_alone: Callable[[Action, Ruleset, int, str, str], str | None] | None = None
    round_point_lines: Callable[[DealResult, BreakdownRow, Sequence[str]], list[str]] | None = None  # round points


@dataclass(frozen=True)
class GameTeaching:
    """Everything one family of games offers the shared modules of learn."""

    family: str
    games: Mapping[str, GameText]  # preset id -> its teaching
    meld_tables: Mapping[str, MeldTableText] = field(default_factory=dict)
    glossary: Callable[[], list[GlossaryTerm]] | None = None  # its glossary entries, translated
    tutorials: tuple[TutorialSpec, ...] = ()  # the guided deals it writes, in the menu's order
    dials: DialTexts = field(default_factory=DialTexts)  # its words on its own dials, for any game


@dataclass(frozen=True)
class KindTeaching:
    """Everything one auction kind offers the shared modules of learn; a field left None: the shared words."""

    scheme: TrumpScheme
    # what its actions mean (None leaves an action, a declaration or a double, to the shared words)
    explain_action: Callable[[Action, Ruleset, PlayerView | None], str | None]
    sections: Mapping[str, Callable[[Ruleset], list[str]]]  # rules-book sections it writes, by anchor: its bidding
    pass_reason: Callable[[PlayerView], str]  # why the Suggest button passes
    aim: Callable[[Ruleset], str]  # the overview's sentence on what a deal is about
    call_reason: Callable[[PlayerView, Action], str | None] | None = None  # its calls' reasons, before the shared
    own_reasons: Mapping[Reason, Callable[[dict[str, Any]], Worded | None]] = field(default_factory=dict)  # refusals
    wording: Callable[[Reason, dict[str, Any]], Worded | None] | None = None  # a common refusal in its words
    not_allowed: Callable[[], str] | None = None  # what a move the game does not use is instead
    contract_scoring: Callable[[Ruleset], list[str]] | None = None  # the scoring section's contract paragraphs
    contract_line: Callable[[Ruleset, Contract, str], str] | None = None  # the end of deal's "X took ..."
    failed_verdict: Verdict | None = None  # a failed contract's verdict
    verdict: Verdict | None = None  # the whole verdict, where it decides on other figures than the totals
