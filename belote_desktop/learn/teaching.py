"""What a family of games offers the shared modules of learn, as one record (``GameTeaching``), and the
lookups the shared modules read it through.

A family's package (``learn/games/<family>/``) builds its record: its games' names and descriptions, the
words each says instead of the family's, the guided deal each opens and the deals the family writes, its
meld tables' names and rules-book paragraphs, its own paragraphs of the rules book, its glossary entries and
its tiles in the New Game gallery. ``learn/games/__init__.py`` lists the records (``FAMILIES``); the shared
modules (vocabulary, rules book, glossary, explanations, tutorial, gallery) ask here and never import a
game's package: the list is imported when first asked for, so the games may import the shared modules.

Each auction kind (a ``TrumpScheme``) is a record too (``KindTeaching``: what its actions mean, its refusals,
the Suggest button's reasons, its rules-book sections, its end-of-deal lines), one module a kind in
``learn/kinds/``, listed once in ``learn/kinds/__init__.KINDS`` and read through ``kind_teaching(scheme)``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from ..engine import Action, Contract, DealResult, PlayerView, Reason, Ruleset, Strain, TrumpScheme
    from ..engine.declarations import Meld
    from ..engine.scoring import BreakdownRow
    from .game_facts import GameFacts
    from .game_pages import GamePage
    from .glossary import Term as GlossaryTerm
    from .tutorial import TutorialSpec
    from .vocabulary import Term, Word

    Worded = tuple[str, str]  # a refusal's sentence and its rules-book anchor
    Verdict = Callable[[DealResult, Sequence[str], Ruleset], list[str]]


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


def families() -> tuple[GameTeaching, ...]:
    """Every family's record, in the one list of ``learn/games/__init__.py``."""
    from . import games  # here, not above: the games import the shared modules that ask here

    return games.FAMILIES


def teaching_for(rules: Ruleset | str) -> GameTeaching | None:
    """The record of the family that holds ``rules``' game (a preset id also serves); None for a table of
    no family's (a custom game keeps its preset's id, so its family)."""
    game_id = rules if isinstance(rules, str) else rules.id
    return next((family for family in families() if game_id in family.games), None)


def game_text(rules: Ruleset | str) -> GameText | None:
    """The teaching of ``rules``' game (or of the preset of that id); None for a table of no family's."""
    game_id = rules if isinstance(rules, str) else rules.id
    for family in families():
        own = family.games.get(game_id)
        if own is not None:
            return own
    return None


def meld_table_text(table_key: str) -> MeldTableText | None:
    """What the meld table of that key brings; None: the family's (French) words serve."""
    for family in families():
        own = family.meld_tables.get(table_key)
        if own is not None:
            return own
    return None


_Text = TypeVar("_Text")


def dial_text(pick: Callable[[DialTexts], _Text | None]) -> _Text:
    """The one family's words on a dial: ``dial_text(lambda texts: texts.game_points)(rules)``."""
    for family in families():
        own = pick(family.dials)
        if own is not None:
            return own
    raise LookupError("no family writes these words")


def all_games() -> dict[str, GameText]:
    """Every game's teaching by preset id, in the list's order."""
    return {game_id: own for family in families() for game_id, own in family.games.items()}


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


def kinds() -> tuple[KindTeaching, ...]:
    """Every auction kind's record, in the one list of ``learn/kinds/__init__.py``."""
    from . import kinds as listed  # here, not above: the kinds import the shared modules that ask here

    return listed.KINDS


def kind_teaching(scheme: TrumpScheme) -> KindTeaching:
    """The record of the auction kind ``scheme``."""
    return next(kind for kind in kinds() if kind.scheme is scheme)


def own_refusal(reason: Reason) -> Callable[[dict[str, Any]], Worded | None] | None:
    """The words of a refusal only one auction kind gives (None: a common reason)."""
    for kind in kinds():
        own = kind.own_reasons.get(reason)
        if own is not None:
            return own
    return None
