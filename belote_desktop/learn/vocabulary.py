"""The words of the family, translated once: variant names and descriptions, seat names, and the
games' own terms (bela, bell, bella, pilotta, baloot, valat, capot, Sun, Hokum, bate, set…; written in
learn/base/terms.py, said for a game here).

The table, the rules book, the explanations, the tutorial and the bidding panel all ask here, so a
term is written and translated in one place. A game's own terms are translated into its home
language (Bulgarian for Belot, Arabic for Baloot, Greek for Pilotta, French for the French games)
and transliterated or kept elsewhere.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QCoreApplication

from ..engine import VARIANTS, Action, Double, Redouble, Ruleset, Strain, TrumpScheme
from ..engine.actions import HOKUM, Ashkal, Four, Gahwa, Hokum, Sun
from ..engine.declarations import Meld, MeldKind
# said from here too: the table and the panels read every word through vocabulary
from .base.terms import Term as Term
from .base.terms import Word as Word
from .base.terms import term as term
from .teaching import game_text, meld_table_text


# Every string is a literal QCoreApplication.translate call: lupdate finds no other form.

# -- games: each family's record (learn/games/<family>/) holds its games' names and descriptions ------

def variant_name(rules: Ruleset) -> str:
    """The preset's name in the player's language (the engine's English name for others)."""
    own = game_text(rules)
    return own.name() if own is not None else rules.name


def variant_description(rules: Ruleset) -> str:
    """The preset's one-line description in the player's language."""
    own = game_text(rules)
    return own.description() if own is not None else rules.description


def is_custom(rules: Ruleset) -> bool:
    """A preset whose options the player changed."""
    return rules.id in VARIANTS and VARIANTS[rules.id] != rules


# -- seats ----------------------------------------------------------------------------------

def you() -> str:
    return QCoreApplication.translate("Seats", "You")


def compass_names() -> tuple[str, str, str, str]:
    """South, East, North, West: the four places at a table, in counter-clockwise order."""
    return (
        QCoreApplication.translate("Seats", "South"),
        QCoreApplication.translate("Seats", "East"),
        QCoreApplication.translate("Seats", "North"),
        QCoreApplication.translate("Seats", "West"),
    )


def numbered_player(number: int) -> str:
    """'Player 2' (numbered from 1), for tables without compass places."""
    return QCoreApplication.translate("Seats", "Player {number}").format(number=number)


# -- words a game says instead of the family's: read through these ------------------------------------


def failed_word(rules: Ruleset) -> str | None:
    """The game's own word for a failed contract (Clabber: set); None: the family's words."""
    return own_term(rules, Term.DEDANS)


def take_call(rules: Ruleset) -> str | None:
    """The game's own call for taking the trump (None: the family's "take")."""
    return own_term(rules, Term.TAKE)


MeldNamer = Callable[[Meld], str]


def meld_table_key(rules: Ruleset) -> str:
    """The key of the game's meld table, the engine's registry key (an enum's value, or the key itself)."""
    table = rules.meld_table
    return str(getattr(table, "value", table))


def meld_word(rules: Ruleset, meld: Meld) -> str | None:
    """The game's own name for a meld: its table's namer, else the game's word for a sequence (Pilotta);
    None: the French names (and four of a kind named by its cards)."""
    table = meld_table_text(meld_table_key(rules))  # its own names (Clabber: mule, hundred, fifty, dad)
    if table is not None and table.namer is not None:
        return table.namer(meld)
    kind = MELD_KIND_TERMS.get(meld.kind)
    return own_term(rules, kind) if kind is not None and meld.kind is not MeldKind.CARRE else None


MELD_KIND_TERMS = {MeldKind.TIERCE: Term.TIERCE, MeldKind.QUARTE: Term.QUARTE, MeldKind.QUINTE: Term.QUINTE,
                   MeldKind.CARRE: Term.CARRE}


def says_french_melds(rules: Ruleset | None) -> bool:
    """The game names its melds tierce … carré (the family's words); None: the family."""
    return own_term(rules, Term.TIERCE) is None


def meld_examples(rules: Ruleset | None) -> str:
    """Two of the game's melds, for a label: 'tierce, carré', 'sira, hundred', 'twenty, fifty' (no carré)."""
    second = Term.CARRE if rules is None or rules.meld_rules.table.carres else Term.QUARTE
    return QCoreApplication.translate("Terms", "{first}, {second}", "two meld names in a list").format(
        first=game_term(rules, Term.TIERCE).lower(), second=game_term(rules, second).lower())


# -- Baloot's calls: the table and the log say them in Baloot's own words -------------

_LADDER_TERMS = {2: Term.DOUBLE, 3: Term.THREE, 4: Term.FOUR, 5: Term.GAHWA}


def is_baloot(rules: Ruleset | None) -> bool:
    return rules is not None and rules.trump_scheme is TrumpScheme.SUN_HOKUM


def baloot_call(action: Action) -> str | None:
    """A Baloot call in the player's language ('Hokum ♥', 'Sun', 'Double', 'Gahwa'); None for other actions."""
    if isinstance(action, Hokum):
        return QCoreApplication.translate("Terms", "{hokum} {suit}", "Baloot: Hokum and the trump suit's symbol").format(
            hokum=term(Term.HOKUM), suit=action.suit.symbol)
    if isinstance(action, Sun):
        return term(Term.SUN)
    if isinstance(action, Ashkal):
        return term(Term.ASHKAL)
    if isinstance(action, Double):
        return term(Term.DOUBLE)
    if isinstance(action, Redouble):
        return term(Term.THREE)
    if isinstance(action, Four):
        return term(Term.FOUR)
    if isinstance(action, Gahwa):
        return term(Term.GAHWA)
    return None


def baloot_ladder(multiplier: int) -> str | None:
    """The ladder's step a contract stands at ('Double', 'Three', 'Four', 'Gahwa'); None undoubled."""
    step = _LADDER_TERMS.get(min(multiplier, 5))
    return term(step) if step is not None else None


def baloot_strain(strain: Strain) -> str:
    """'Sun' or 'Hokum ♥'."""
    if strain.suit is None:
        return term(Term.SUN)
    return baloot_call(HOKUM[strain.suit]) or term(Term.HOKUM)


def baloot_project(meld: Meld) -> str:
    """A Baloot project by its own name: Sira, Fifty, Hundred, Four hundred (the four aces in Sun)."""
    if meld.kind is MeldKind.CARRE:
        return term(Term.FOUR_HUNDRED if meld.points >= 200 else Term.HUNDRED)
    return term({MeldKind.TIERCE: Term.SIRA, MeldKind.QUARTE: Term.FIFTY}.get(meld.kind, Term.HUNDRED))


# -- which word a game uses ------------------------------------------------------------------------------
# Each game's own word for a word of the family (``GameText.words``: {family word: its word}); the family's
# (French) word otherwise. One table for the table, the log, the rules book and the explanations, held by
# each family's record (learn/games/<family>/). A game's word is a Term, or for a word no other game says, a
# function returning it translated (``Word``, learn/base/terms.py).
_SAID_ON_THE_FIRST_CARD = frozenset({Term.BELA})  # the others are called in full on the second card
_NO_WORDS: Mapping[Term, Word] = {}


def game_words(rules: Ruleset | None) -> Mapping[Term, Word]:
    """The words the game of ``rules`` says instead of the family's (empty: the family's words serve)."""
    own = game_text(rules) if rules is not None else None
    return own.words if own is not None else _NO_WORDS


def _say(word: Word) -> str:
    return term(word) if isinstance(word, Term) else word()


def own_term(rules: Ruleset | None, word: Term) -> str | None:
    """The game's own word for the family's ``word``, translated; None where the family's word serves."""
    own = game_words(rules).get(word)
    return _say(own) if own is not None else None


def game_term(rules: Ruleset | None, word: Term) -> str:
    """``word`` as the game of ``rules`` says it (Bulgarian Belot: belot, valat, contra…), translated."""
    return own_term(rules, word) or term(word)


def king_queen_call(rules: Ruleset, first: bool) -> str | None:
    """What a player says on playing the trump king or queen of a king+queen: the game's own word, or None
    for the French 'Belote!' / 'Rebelote!' (bela, bella, bell, pilotta)."""
    own = game_words(rules).get(Term.BELOTE)
    if own is None:
        return None
    word = _say(own)
    if own in _SAID_ON_THE_FIRST_CARD:  # the Bulgarian belot is declared with its first card (as Bulgarian players play it)
        return QCoreApplication.translate("Terms", "{term}!", "a king+queen call on its second card").format(term=word)
    if first:
        return QCoreApplication.translate("Terms", "{term} (first card)", "a king+queen call on its first card").format(
            term=word)
    return QCoreApplication.translate("Terms", "{term}!", "a king+queen call on its second card").format(term=word)


def king_queen_word(rules: Ruleset | None) -> str | None:
    """The game's own name for the king+queen inside a sentence ('the pilotta', 'the bell'); None: belote."""
    own = own_term(rules, Term.BELOTE)
    return own.lower() if own is not None else None


def says_king_queen_on_first_card(rules: Ruleset) -> bool:
    """The game's king+queen word is called with the first of the two cards (the Bulgarian belot)."""
    return game_words(rules).get(Term.BELOTE) in _SAID_ON_THE_FIRST_CARD


def king_queen_name(rules: Ruleset) -> str:
    """The game's name for the king+queen of trumps (belote, bela, bella, pilotta …)."""
    return game_term(rules, Term.BELOTE)
