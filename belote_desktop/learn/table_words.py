"""Every word the table shows about cards, bids, reasons and results, translatable in one place (the window and
the application layer read them; ``ui/text.py`` until issue 72).

The engine returns enums and reason codes; this module turns them into text. Each string goes
through ``QCoreApplication.translate`` with an explicit context, and sentences are built by
formatting the *translated* pattern, so translators can reorder words.
"""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QCoreApplication

from collections.abc import Callable, Sequence

from ..i18n import current_language, is_right_to_left
from ..engine.actions import BalootCall
from ..engine import (
    Action,
    Bid,
    Card,
    Contract,
    Declare,
    Direction,
    Double,
    IllegalActionError,
    Pass,
    PlayCard,
    PlayerView,
    Reason,
    Redouble,
    Ruleset,
    Strain,
    Suit,
    Take,
)
from ..engine.actions import Call, StakeMatch
from ..engine.cards import cards_in
from ..engine.auctions import AUCTIONS
from ..engine.declarations import Meld, MeldKind
from . import vocabulary
from .vocabulary import Term
from .explain import Explanation, rank_letter, rank_name


# -- cards --------------------------------------------------------------------------------


def suit_name(suit: Suit) -> str:
    return (
        QCoreApplication.translate("Cards", "Clubs"),
        QCoreApplication.translate("Cards", "Diamonds"),
        QCoreApplication.translate("Cards", "Hearts"),
        QCoreApplication.translate("Cards", "Spades"),
    )[int(suit)]


# one wording of ranks for the table and the explanations
rank_short = rank_letter


def card_name(card: Card) -> str:
    """'Jack of Hearts'."""
    return QCoreApplication.translate("Cards", "{rank} of {suit}").format(
        rank=rank_name(card.rank), suit=suit_name(card.suit)
    )


LEFT_TO_RIGHT_ISOLATE = "\u2066"
POP_ISOLATE = "\u2069"


def card_short(card: Card) -> str:
    """'J♥', kept left to right (rank then suit) inside right-to-left text."""
    code = f"{rank_short(card.rank)}{card.suit.symbol}"
    if is_right_to_left(current_language()):
        return f"{LEFT_TO_RIGHT_ISOLATE}{code}{POP_ISOLATE}"
    return code


def strain_name(strain: Strain) -> str:
    if strain is Strain.NO_TRUMPS:
        return QCoreApplication.translate("Cards", "No trumps")
    if strain is Strain.ALL_TRUMPS:
        return QCoreApplication.translate("Cards", "All trumps")
    assert strain.suit is not None
    return suit_name(strain.suit)


def strain_short(strain: Strain) -> str:
    if strain is Strain.NO_TRUMPS:
        return QCoreApplication.translate("Cards", "NT", "no trumps, short")
    if strain is Strain.ALL_TRUMPS:
        return QCoreApplication.translate("Cards", "AT", "all trumps, short")
    assert strain.suit is not None
    return strain.suit.symbol


# -- seats and teams ----------------------------------------------------------------------


# -- where a seat sits ----------------------------------------------------------------------
# The screen's sides: 0 bottom (the player), then in play order 1 right, 2 top, 3 left for counter-clockwise games
# (1 left, 3 right for clockwise ones). The table's geometry (ui/table/layout.py) lays the seats out by them, and
# the computer players are named by them (``default_seat_name``).
BOTTOM, RIGHT, TOP, LEFT = 0, 1, 2, 3


def side_of(seat: int, human: int, players: int, clockwise: bool) -> int:
    """Which side of the screen a seat sits on."""
    rel = (seat - human) % players
    if players == 4:
        side = rel
    elif players == 3:
        side = (0, 1, 3)[rel]
    else:
        side = (0, 2)[rel]
    if clockwise and side in (RIGHT, LEFT):
        side = LEFT if side == RIGHT else RIGHT
    return side


def default_seat_name(screen_side: int) -> str:
    """Names of the computer players by where they sit on screen (1 right, 2 top, 3 left)."""
    return (vocabulary.you(), *vocabulary.compass_names()[1:])[screen_side % 4]


def team_name(team: int, human_team: int = 0) -> str:
    if team == human_team:
        return QCoreApplication.translate("Teams", "Us")
    return QCoreApplication.translate("Teams", "Them")


def first_seat_of(rules: Ruleset, team: int) -> int:
    return next(s for s in range(rules.players) if rules.team_of(s) == team)


def match_scores_text(rules: Ruleset, scores: Sequence[int], human_team: int, seat_names: Sequence[str] = ()) -> str:
    """'Us 312 · Them 280', or every player's name and score when each plays alone."""
    labels = team_names(rules, first_seat_of(rules, human_team), seat_names)
    return "  ·  ".join(f"{label} {score}" for label, score in zip(labels, scores))


def team_names(rules: Ruleset, human_seat: int, seat_names: Sequence[str] = ()) -> tuple[str, ...]:
    """What to call each side of the table: "Us" and "Them" for two teams of partners; each
    player's name when everyone plays alone (the seat names given, else the default ones)."""
    players, teams = rules.players, rules.team_count
    human_team = rules.team_of(human_seat)
    if teams < players:
        return tuple(team_name(t, human_team) for t in range(teams))
    clockwise = rules.direction is Direction.CLOCKWISE
    names = []
    for team in range(teams):
        seat = first_seat_of(rules, team)
        given = seat_names[seat] if seat < len(seat_names) else ""
        names.append(given or default_seat_name(side_of(seat, human_seat, players, clockwise)))
    return tuple(names)


# -- actions ------------------------------------------------------------------------------


def contract_value_text(value: int, capot: bool) -> str:
    if capot:
        return QCoreApplication.translate("Bidding", "Capot")
    return str(value)


def _contract_auction(rules: Ruleset | None) -> bool:
    """A contract is called, no points bid: doubles are the game's contra and recontra."""
    return rules is not None and AUCTIONS[rules.trump_scheme].calls_contracts


def _take_text(action: Take, rules: Ruleset | None) -> str:
    call = vocabulary.take_call(rules) if rules is not None else None
    if call is not None:
        return QCoreApplication.translate("Bidding", "{call} {suit}").format(call=call, suit=action.suit.symbol)
    return QCoreApplication.translate("Bidding", "Take {suit}").format(suit=action.suit.symbol)


def _bid_text(action: Bid, rules: Ruleset | None) -> str:
    if not action.value and not action.capot:
        return strain_name(action.strain)  # a contract auction's standing call: a Bid of value 0
    return QCoreApplication.translate("Bidding", "{value} {strain}").format(
        value=contract_value_text(action.value, action.capot), strain=strain_short(action.strain)
    )


def _contract_double_text(action: Double | Redouble) -> str:
    """A contract auction's doubles: the game's contra and recontra."""
    word = Term.CONTRA if isinstance(action, Double) else Term.RECONTRA
    return vocabulary.term(word) + "!"


# each kind of action in its short words (a list, not a dict: the kinds are matched with isinstance)
_ACTION_WORDS: tuple[tuple[type, Callable[[Any, Ruleset | None], str]], ...] = (
    (Pass, lambda action, rules: QCoreApplication.translate("Bidding", "Pass")),
    (Take, _take_text),
    (Call, lambda action, rules: strain_name(action.strain)),
    (StakeMatch, lambda action, rules: vocabulary.term(Term.MATCH) + "!"),
    (Bid, _bid_text),
    (Double, lambda action, rules: QCoreApplication.translate("Bidding", "Coinche!")),
    (Redouble, lambda action, rules: QCoreApplication.translate("Bidding", "Surcoinche!")),
    (Declare, lambda action, rules: QCoreApplication.translate("Bidding", "Declare")),
    (PlayCard, lambda action, rules: card_short(action.card)),
)


def _baloot_said(action: Action, rules: Ruleset | None) -> str | None:
    """Baloot's own word for ``action`` (Hokum, Sun, Gahwa...), None where it has none."""
    if vocabulary.is_baloot(rules) or isinstance(action, BalootCall):
        return vocabulary.baloot_call(action)
    return None


def action_text(action: Action, rules: Ruleset | None = None) -> str:
    """What a player says or does, short: 'Pass', 'Take ♥', '90 ♠', 'Coinche!' (in Baloot: 'Hokum ♥', 'Sun',
    'Double', 'Three', 'Four', 'Gahwa'; in Clabber: 'I play ♥')."""
    said = _baloot_said(action, rules)
    if said is not None:
        return said
    if _contract_auction(rules) and isinstance(action, (Double, Redouble)):
        return _contract_double_text(action)
    for kind, words in _ACTION_WORDS:
        if isinstance(action, kind):
            return words(action, rules)
    return str(action)


def _you_or(is_you: bool, yours: str, theirs: str, player: str, **words: Any) -> str:
    """The sentence for the human (``yours``) or for another player (``theirs``, naming him)."""
    return yours.format(**words) if is_you else theirs.format(player=player, **words)


def _bid_sentence(action: Bid, player: str, is_you: bool) -> str:
    strain = strain_name(action.strain)
    if action.capot:
        return _you_or(
            is_you,
            QCoreApplication.translate("Log", "You bid capot in {strain}."),
            QCoreApplication.translate("Log", "{player} bids capot in {strain}."),
            player,
            strain=strain,
        )
    return _you_or(
        is_you,
        QCoreApplication.translate("Log", "You bid {value} in {strain}."),
        QCoreApplication.translate("Log", "{player} bids {value} in {strain}."),
        player,
        value=action.value,
        strain=strain,
    )


# each kind of action as a sentence: (the action, the player's name, whether it is the human) -> the sentence
_ACTION_SENTENCES: tuple[tuple[type, Callable[[Any, str, bool], str]], ...] = (
    (
        Call,
        lambda action, player, is_you: _you_or(
            is_you,
            QCoreApplication.translate("Log", "You call {strain}."),
            QCoreApplication.translate("Log", "{player} calls {strain}."),
            player,
            strain=strain_name(action.strain),
        ),
    ),
    (
        Pass,
        lambda action, player, is_you: _you_or(
            is_you,
            QCoreApplication.translate("Log", "You pass."),
            QCoreApplication.translate("Log", "{player} passes."),
            player,
        ),
    ),
    (
        Take,
        lambda action, player, is_you: _you_or(
            is_you,
            QCoreApplication.translate("Log", "You take in {suit}."),
            QCoreApplication.translate("Log", "{player} takes in {suit}."),
            player,
            suit=suit_name(action.suit),
        ),
    ),
    (Bid, _bid_sentence),
    (
        Double,
        lambda action, player, is_you: _you_or(
            is_you,
            QCoreApplication.translate("Log", "You coinche!"),
            QCoreApplication.translate("Log", "{player} coinches!"),
            player,
        ),
    ),
    (
        Redouble,
        lambda action, player, is_you: _you_or(
            is_you,
            QCoreApplication.translate("Log", "You surcoinche!"),
            QCoreApplication.translate("Log", "{player} surcoinches!"),
            player,
        ),
    ),
    (
        Declare,
        lambda action, player, is_you: _you_or(
            is_you,
            QCoreApplication.translate("Log", "You declare."),
            QCoreApplication.translate("Log", "{player} declares."),
            player,
        ),
    ),
    (
        PlayCard,
        lambda action, player, is_you: _you_or(
            is_you,
            QCoreApplication.translate("Log", "You play the {card}."),
            QCoreApplication.translate("Log", "{player} plays the {card}."),
            player,
            card=card_name(action.card),
        ),
    ),
)


def action_sentence(action: Action, player: str, is_you: bool, rules: Ruleset | None = None) -> str:
    """A sentence for the table talk and screen readers: 'East passes.', 'You play the Jack of Hearts.'"""
    said = _baloot_said(action, rules)
    if said is not None:
        return _you_or(
            is_you,
            QCoreApplication.translate("Log", "You say: {call}."),
            QCoreApplication.translate("Log", "{player} says: {call}."),
            player,
            call=said,
        )
    if isinstance(action, StakeMatch) or (_contract_auction(rules) and isinstance(action, (Double, Redouble))):
        return _you_or(
            is_you,
            QCoreApplication.translate("Log", "You say “{word}”"),
            QCoreApplication.translate("Log", "{player} says “{word}”"),
            player,
            word=action_text(action, rules),
        )
    for kind, sentence in _ACTION_SENTENCES:
        if isinstance(action, kind):
            return sentence(action, player, is_you)
    return f"{player}: {action}"


_EVERY_CARD = tuple(cards_in((1 << 36) - 1))  # the 36-card pack (the 32 and the 24 are in it)


def spoken(words: str) -> str:
    """``words`` for the ear, for accessible texts: each short card named ("J♠" -> "Jack of Spades", a screen
    reader says "J spade suit"), then each suit symbol left ("Hokum ♥" -> "Hokum Hearts"), and the short strains
    ("100 AT by East" -> "100 All trumps by East": a screen reader spells "A T")."""
    for strain in (Strain.NO_TRUMPS, Strain.ALL_TRUMPS):
        short = strain_short(strain)
        if short in words:
            words = re.sub(rf"(?<!\w){re.escape(short)}(?!\w)", strain_name(strain), words)
    if not any(suit.symbol in words for suit in Suit):
        return words
    shorts = sorted(
        ((card_short(card).strip(LEFT_TO_RIGHT_ISOLATE + POP_ISOLATE), card) for card in _EVERY_CARD),
        key=lambda pair: -len(pair[0]),
    )
    for short, card in shorts:
        if short in words:
            words = re.sub(rf"(?<!\w){re.escape(short)}", card_name(card), words)
    for suit in Suit:
        words = words.replace(suit.symbol, suit_name(suit))
    return words.replace(LEFT_TO_RIGHT_ISOLATE, "").replace(POP_ISOLATE, "")


def _baloot_contract_text(contract: Contract, seat_name: str, said: bool) -> str:
    """'Hokum ♥ by East, Three': Baloot's strain words and the step of its doubling ladder."""
    strain_words = vocabulary.baloot_strain(contract.strain)
    text = QCoreApplication.translate("Contract", "{what} by {player}").format(
        what=spoken(strain_words) if said else strain_words, player=seat_name
    )
    step = vocabulary.baloot_ladder(contract.multiplier)
    if step is None:
        return text
    return QCoreApplication.translate("Contract", "{contract}, {ladder}", "Baloot: the doubling step").format(
        contract=text, ladder=step
    )


def _contract_what_text(contract: Contract, seat_name: str, said: bool) -> str:
    """The contract and its taker, undoubled: '90 ♥ by East' (said: '90, Hearts, by East'; a call: 'Hearts by
    East')."""
    valued = bool(contract.value or contract.capot)
    if said and valued:
        return QCoreApplication.translate("Contract", "{value}, {strain}, by {player}", "for a screen reader").format(
            value=contract_value_text(contract.value, contract.capot),
            strain=strain_name(contract.strain),
            player=seat_name,
        )
    if valued:
        what = QCoreApplication.translate("Contract", "{value} {strain}").format(
            value=contract_value_text(contract.value, contract.capot), strain=strain_short(contract.strain)
        )
    else:
        what = strain_name(contract.strain)
    return QCoreApplication.translate("Contract", "{what} by {player}").format(what=what, player=seat_name)


def _doubled_text(text: str, multiplier: int, rules: Ruleset | None) -> str:
    """``text`` with the contract's doubling: coinched, surcoinched, or the contract auction's own words."""
    if _contract_auction(rules) and multiplier > 1:
        word = {2: Term.CONTRA, 4: Term.RECONTRA}.get(multiplier, Term.MATCH)
        return QCoreApplication.translate("Contract", "{contract}, {word}").format(
            contract=text, word=vocabulary.term(word)
        )
    if multiplier == 2:
        return QCoreApplication.translate("Contract", "{contract}, coinched").format(contract=text)
    if multiplier >= 4:
        return QCoreApplication.translate("Contract", "{contract}, surcoinched").format(contract=text)
    return text


def contract_text(contract: Contract, seat_name: str, rules: Ruleset | None = None, said: bool = False) -> str:
    """'90 ♥ by East, coinched' (in Baloot: 'Hokum ♥ by East, Three'). ``said``: in words for a screen reader,
    '90, Hearts, by East, coinched' ('130, All trumps, by North'; a symbol or "AT" is read badly aloud)."""
    if vocabulary.is_baloot(rules):
        return _baloot_contract_text(contract, seat_name, said)
    return _doubled_text(_contract_what_text(contract, seat_name, said), contract.multiplier, rules)


def meld_text(meld: Meld, rules: Ruleset | None = None) -> str:
    own = vocabulary.meld_word(rules, meld) if rules is not None else None
    if own is not None:  # the game's own name (Clabber: "Dad (20)")
        return QCoreApplication.translate("Melds", "{name} ({points})").format(name=own, points=meld.points)
    if meld.kind in (MeldKind.TWENTY, MeldKind.FIFTY):  # Tarabish runs: the game's own words
        word = vocabulary.term(Term.TWENTY if meld.kind is MeldKind.TWENTY else Term.FIFTY)
        return QCoreApplication.translate("Melds", "{run} to the {card}", "a Tarabish run and its top card").format(
            run=word, card=meld.top.pretty()
        )  # short: the bubble sits beside the name plate
    if meld.kind is MeldKind.CARRE:
        return QCoreApplication.translate("Melds", "Four {rank}s ({points})").format(
            rank=rank_name(meld.top.rank), points=meld.points
        )
    names = {
        MeldKind.TIERCE: QCoreApplication.translate("Melds", "Tierce ({points})"),
        MeldKind.QUARTE: QCoreApplication.translate("Melds", "Quarte ({points})"),
        MeldKind.QUINTE: QCoreApplication.translate("Melds", "Quinte ({points})"),
    }
    return names[meld.kind].format(points=meld.points)


def unshown_meld_text(kind: MeldKind, points: int, rules: Ruleset | None = None) -> str:
    """A declaration heard but not shown yet (Pilotta's first trick): its kind and points only, in the game's
    own words where it has them."""
    own = vocabulary.own_term(rules, vocabulary.MELD_KIND_TERMS[kind]) if rules is not None else None
    if own is not None:
        return QCoreApplication.translate("Melds", "{meld} ({points})").format(meld=own, points=points)
    if kind is MeldKind.CARRE:
        return QCoreApplication.translate("Melds", "Carré ({points})").format(points=points)
    names = {
        MeldKind.TIERCE: QCoreApplication.translate("Melds", "Tierce ({points})"),
        MeldKind.QUARTE: QCoreApplication.translate("Melds", "Quarte ({points})"),
        MeldKind.QUINTE: QCoreApplication.translate("Melds", "Quinte ({points})"),
    }
    return names[kind].format(points=points)


def _own_announcement(kind: str, melds: tuple[Meld, ...], rules: Ruleset | None) -> str | None:
    """The game's own words for an announcement (Baloot's projects and baloot, Tarabish's bella), None where
    the usual words serve."""
    king_queen = kind in ("belote", "rebelote")
    if vocabulary.is_baloot(rules):
        if king_queen:
            return vocabulary.term(Term.BALOOT)
        if melds:
            return ", ".join(vocabulary.baloot_project(m) for m in melds)
    if king_queen and rules is not None:
        return vocabulary.king_queen_call(rules, kind == "belote")
    return None


def announcement_text(
    kind: str,
    melds: tuple[Meld, ...] = (),
    rules: Ruleset | None = None,
    unshown: tuple[tuple[MeldKind, int], ...] = (),
) -> str:
    """What a seat says: belote, rebelote (the game's own word), its declarations, or the kinds of the
    declarations it will show at the second trick (``unshown``)."""
    if kind == "declare" and not melds and unshown:
        return ", ".join(unshown_meld_text(k, p, rules) for k, p in unshown)
    own = _own_announcement(kind, melds, rules)
    if own is not None:
        return own
    if kind == "belote":
        return QCoreApplication.translate("Melds", "Belote!")
    if kind == "rebelote":
        return QCoreApplication.translate("Melds", "Rebelote!")
    if not melds:
        return QCoreApplication.translate("Melds", "Nothing to declare")
    return ", ".join(meld_text(m, rules) for m in melds)


# -- why an action is refused -------------------------------------------------------------
# One source of wording: the learn package explains refused moves (and names the rule).


def explanation(
    reason: Reason, params: dict[str, Any] | None = None, view: PlayerView | None = None, names: list[str] | None = None
) -> Explanation:
    """``learn.explain.Explanation`` (text, rule_id, rule_title, link) for an engine reason code."""
    from .explain import explain_illegal

    return explain_illegal(IllegalActionError(reason, **(params or {})), view, names)


def reason_text(
    reason: Reason, params: dict[str, Any] | None = None, view: PlayerView | None = None, names: list[str] | None = None
) -> str:
    """One sentence that explains a refused action (``learn.explain.explain_illegal``'s text)."""
    return str(explanation(reason, params, view, names).text)


def not_your_turn_text() -> str:
    return QCoreApplication.translate("Reasons", "Wait for your turn.")


# -- settings choices ---------------------------------------------------------------------


def speed_name(speed: str) -> str:
    return {
        "slow": QCoreApplication.translate("Settings", "Slow"),
        "normal": QCoreApplication.translate("Settings", "Normal"),
        "fast": QCoreApplication.translate("Settings", "Fast"),
        "instant": QCoreApplication.translate("Settings", "Instant (no animation)"),
    }.get(speed, speed)


def style_name(style: str) -> str:
    return {
        "classic": QCoreApplication.translate("Settings", "Classic (red and black)"),
        "four_colour": QCoreApplication.translate("Settings", "Four colours"),
    }.get(style, style)


def level_name(level: str) -> str:
    return {
        "beginner": QCoreApplication.translate("Settings", "Beginner"),
        "intermediate": QCoreApplication.translate("Settings", "Intermediate"),
        "expert": QCoreApplication.translate("Settings", "Expert"),
        "master": QCoreApplication.translate("Settings", "Master"),
    }.get(level, level)


def variant_name(rules: Ruleset) -> str:
    return vocabulary.variant_name(rules)


def variant_description(rules: Ruleset) -> str:
    return vocabulary.variant_description(rules)
