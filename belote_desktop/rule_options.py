"""The rule options a player may change, as one table: a row an option.

Each row says which ``Ruleset`` field the option sets (its flat name in saves and settings), the kind
of control (yes/no, a number within the engine's limits, or a closed list), the games it means
something in, the rules-book paragraph that explains it, and its label and one-line help; where the
books disagree on it, the rules book's question (``Question``: its words, how its answers read there).
Three readers share it: the New Game dialog and the rules book (its option grid and its choices)
through ``learn/options.py`` (which translates the words into the game's own), and the save format,
whose files may change these fields and no other (``storage/options.py``).

No Qt here, so that storage can read the table. A text is a translation key (``Text``): lupdate
finds it by the marker's name, and ``learn/options.py`` translates it when it builds the specs, after
the language is set. A label that names the game's own word for the king and queen of trumps or for
its melds is a ``Worded`` text: the plain one where the game says belote and declarations, the own
one with the game's word put in.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import Any

from .engine import MatchEnd, MeldSharing, Ruleset, TieRule, TrumpScheme
from .engine.deal import TurnedFrom
from .engine.rules import (
    OPTION_LIMITS, CoincheMultiplies, ContractFloor, FailedOutcome, FailedShare, FirstLead, MatchPoints,
    MeldTableKind, NoTrumpsMelds, PointContractScore, TableTurnUp, TargetRule,
)


@dataclass(frozen=True)
class Text:
    """A player-visible text by its translation key (Qt's context, source text and disambiguation)."""

    context: str
    source: str
    comment: str | None = None


def QT_TRANSLATE_NOOP(context: str, source: str, comment: str | None = None) -> Text:
    """Marks a text for translation where it is written (lupdate knows this name) and keeps its key."""
    return Text(context, source, comment)


class Word(Enum):
    """Which of the game's own words a ``Worded`` text puts in (found by ``learn/options.py``)."""

    KING_QUEEN = "king_queen"  # {name}: the king and queen of trumps (Bela, Baloot…); plain: belote
    KING_QUEEN_INLINE = "king_queen_inline"  # the same within a sentence (lower case)
    DECLARATIONS = "declarations"  # {declarations}: the game's own word for its melds (Projects…)
    DECLARATIONS_INLINE = "declarations_inline"  # the same within a sentence (lower case)
    DECLARATIONS_AND_KING_QUEEN = "declarations_and_king_queen"  # both, within a sentence
    MELD_NAMES = "meld_names"  # {declarations} and two {examples}, where the melds are not tierce … carré
    NOT_FRENCH_MELDS = "not_french_melds"  # no word: the own text where the melds are not tierce … carré
    NO_DIX_DE_DER = "no_dix_de_der"  # no word: the own text where the game has no dix de der


@dataclass(frozen=True)
class Worded:
    """A text with a plain form and the game's own (``word`` says which word, and when it applies)."""

    plain: Text
    own: Text
    word: Word


@dataclass(frozen=True)
class Question:
    """The rules book's question on an option (its "choices"): what the books say, then "Here: {value}."
    with this game's answer in the book's words."""

    text: Text | Worded  # in the book's words (context "RulesBook"), with {value}
    alone: Text | None = None  # its form where each player plays for himself (no partner, no team)
    answers: tuple[tuple[Any, Text], ...] = ()  # the book's words per answer; any other reads as in New Game
    answer: Callable[[Ruleset], Any] | None = None  # which answer this game gives; None: the option's value
    fills: Callable[[Ruleset], dict[str, Any]] | None = None  # more values its words name ({base}, {times}…)
    asks: Callable[[Ruleset], bool] | None = None  # the games the book asks it in; None: where the option applies


@dataclass(frozen=True)
class Spin:
    low: int
    high: int
    step: int


@dataclass(frozen=True)
class Choice:
    """A closed list: the members of an Enum, or numbers (a multiplier)."""

    values: tuple[Any, ...]


BOOL = "bool"


def _spin(field: str, step: int) -> Spin:
    """A number field within the engine's own limits for it (the same ones a save is checked by)."""
    low, high = OPTION_LIMITS[field]
    return Spin(low, high, step)


@dataclass(frozen=True)
class Option:
    """One row: an option a player may change."""

    field: str  # the Ruleset field (its flat JSON name in saves and settings)
    kind: Any  # BOOL, Spin or Choice
    applies: Callable[[Ruleset], bool]  # the games (rules) the option means something in
    anchor: str  # the rules-book paragraph ("rules#anchor")
    label: Text | Worded  # in the dialog's words (context "NewGame")
    tooltip: Text | Worded  # one line of help (context "Options")
    times: bool = False  # a multiplier: its values read "×4"
    question: Question | None = None  # the rules book's question on it, where the books disagree


# the games an option means something in

def _always(rules: Ruleset) -> bool:
    return True


def _auction(rules: Ruleset) -> bool:
    return rules.trump_scheme is TrumpScheme.POINT_AUCTION


def _auction_of_calls(rules: Ruleset) -> bool:
    """The auctions where a player may speak again after passing: point and contract auctions."""
    return rules.trump_scheme in (TrumpScheme.POINT_AUCTION, TrumpScheme.CONTRACT_AUCTION)


def _turned(rules: Ruleset) -> bool:
    return rules.trump_scheme is TrumpScheme.TURNED_CARD


def _compared(rules: Ruleset) -> bool:
    """The makers' total is compared with the other team's (turned card, naming in turn): the scoring dial."""
    return rules.trump_scheme in (TrumpScheme.TURNED_CARD, TrumpScheme.NAME_IN_TURN)


def _runs(rules: Ruleset) -> bool:
    """Tarabish's runs (twenty, fifty)."""
    return rules.declarations and rules.meld_table == MeldTableKind.TARABISH


def _projects(rules: Ruleset) -> bool:
    """Baloot's projects."""
    return rules.declarations and rules.meld_table == MeldTableKind.BALOOT


def _dealer_turns_his_own(rules: Ruleset) -> bool:
    """Clabber's auction: the turned card is the dealer's own (its dials: a held suit only, the same dealer)."""
    return _turned(rules) and rules.deal_plan.turned_from is TurnedFrom.DEALER_LAST


def _baloot(rules: Ruleset) -> bool:
    return rules.trump_scheme is TrumpScheme.SUN_HOKUM


def _melds(rules: Ruleset) -> bool:
    return rules.declarations


def _table(rules: Ruleset) -> bool:
    return bool(rules.table_down_packets)


def _contract(rules: Ruleset) -> bool:
    return rules.trump_scheme is TrumpScheme.CONTRACT_AUCTION


def _contract_no_trumps(rules: Ruleset) -> bool:
    return _contract(rules) and rules.allow_no_trumps


def _contract_no_trumps_melds(rules: Ruleset) -> bool:
    return _contract_no_trumps(rules) and rules.declarations


def _contract_melds(rules: Ruleset) -> bool:
    return _contract(rules) and rules.declarations


def _contract_belote(rules: Ruleset) -> bool:
    return _contract(rules) and rules.belote_points > 0


def _contract_hanging(rules: Ruleset) -> bool:
    return _contract(rules) and rules.tie_rule is TieRule.HANGING and not rules.tie_hanging_points


def _hanging(rules: Ruleset) -> bool:
    return rules.tie_rule is TieRule.HANGING and rules.trump_scheme is not TrumpScheme.POINT_AUCTION


def _contract_doubled_hanging(rules: Ruleset) -> bool:
    return _contract(rules) and rules.allow_double and rules.tie_rule is TieRule.HANGING


def _tenths_hanging(rules: Ruleset) -> bool:
    return _tenths(rules) and rules.tie_rule is TieRule.HANGING


def _tenths(rules: Ruleset) -> bool:
    return rules.match_points is MatchPoints.TENTHS


def _all_trumps(rules: Ruleset) -> bool:
    return _auction(rules) and rules.allow_all_trumps


def _doubles(rules: Ruleset) -> bool:
    return _auction(rules) and rules.allow_double


def _bid_added(rules: Ruleset) -> bool:
    """A point auction whose made contract adds its bid (not Pilotta's own points, which have no doubling)."""
    return _auction(rules) and rules.point_contract_score is PointContractScore.BID_ADDED


def _melds_in_auction(rules: Ruleset) -> bool:
    return _auction(rules) and rules.declarations


def _game_points(rules: Ruleset) -> bool:
    return rules.match_points is MatchPoints.DROP_LAST_DIGIT


def _redoubles(rules: Ruleset) -> bool:
    return _doubles(rules) and rules.allow_redouble


def _three_sides(rules: Ruleset) -> bool:
    return rules.team_count >= 3


def _table_melds(rules: Ruleset) -> bool:
    return rules.declarations and bool(rules.table_up_packets)


# the rules book's answers that read more than one value (a key of their Question's answers)

_FAILS_WITH_NOTHING = "fails_with_nothing"
_PLUS_THE_BID = "plus_the_bid"
_YOU_ARE_FREE = QT_TRANSLATE_NOOP("RulesBook", "you are free")


def _tie_answer(rules: Ruleset) -> Any:
    """A tie that fails where the defenders score only their own: the takers score nothing."""
    if rules.tie_rule is TieRule.TAKERS_FAIL and rules.failed_outcome is FailedOutcome.OWN_POINTS:
        return _FAILS_WITH_NOTHING
    return rules.tie_rule


def _failed_contract_answer(rules: Ruleset) -> Any:
    return _PLUS_THE_BID if rules.failed_contract_adds_bid else rules.failed_contract_base


# Every option, in the order the New Game dialog and the rules book show them:
# field, kind, games, rules-book anchor, then its label and its help.
OPTIONS: tuple[Option, ...] = (
    Option("target_score", _spin("target_score", 50), _always, "end_of_game",
           QT_TRANSLATE_NOOP("NewGame", "Target score"),
           QT_TRANSLATE_NOOP("Options", "The match ends when a team reaches this score.")),
    Option("target_rule", Choice(tuple(TargetRule)), _always, "end_of_game",
           QT_TRANSLATE_NOOP("NewGame", "Ending the match"),
           QT_TRANSLATE_NOOP("Options", "Whether a score equal to the target is enough, or the target must be "
                                        "passed."),
           question=Question(QT_TRANSLATE_NOOP(
               "RulesBook", "The target must be reached in most books, passed at some tables. Here: {value}."))),
    Option("match_end", Choice(tuple(MatchEnd)), _always, "end_of_game",
           QT_TRANSLATE_NOOP("NewGame", "Both teams pass the target"),
           QT_TRANSLATE_NOOP("Options", "Who wins when both teams reach the target on the same deal."),
           question=Question(
               QT_TRANSLATE_NOOP("RulesBook", "Both teams past the target on the same deal: {value}."),
               alone=QT_TRANSLATE_NOOP("RulesBook", "Two players past the target on the same deal: {value}."),
               answers=((MatchEnd.DRAW, QT_TRANSLATE_NOOP("RulesBook", "a draw")),
                        (MatchEnd.HIGHER_WINS, QT_TRANSLATE_NOOP("RulesBook", "higher score wins")),
                        (MatchEnd.HIGHER_WINS_LAST_DEAL,
                         QT_TRANSLATE_NOOP("RulesBook", "higher score wins, then last deal's winner"))))),
    Option("declarations", BOOL, _always, "declarations",
           Worded(QT_TRANSLATE_NOOP("NewGame", "Declarations (tierce, carré…)"),
                  QT_TRANSLATE_NOOP("NewGame", "{declarations} ({examples}…)",
                                    "the game's word for its melds, then two of them"),
                  Word.MELD_NAMES),
           Worded(QT_TRANSLATE_NOOP("Options", "Sequences and carrés declared in the first trick score points."),
                  QT_TRANSLATE_NOOP("Options", "{declarations} shown in the first trick score points."),
                  Word.MELD_NAMES)),
    Option("meld_sharing", Choice(tuple(MeldSharing)), _melds, "declaration_ranking",
           Worded(QT_TRANSLATE_NOOP("NewGame", "Declarations that score"),
                  QT_TRANSLATE_NOOP("NewGame", "{declarations} that score"),
                  Word.DECLARATIONS),
           QT_TRANSLATE_NOOP("Options", "Only the team with the best declaration scores, or every team scores its "
                                        "own.")),
    Option("declarations_need_a_trick", BOOL, _melds, "capot",
           Worded(QT_TRANSLATE_NOOP("NewGame", "A team without a trick loses its declarations"),
                  QT_TRANSLATE_NOOP("NewGame", "A team without a trick loses its {declarations}"),
                  Word.DECLARATIONS_INLINE),
           Worded(QT_TRANSLATE_NOOP("Options", "A team that takes no trick scores none of its declarations "
                                               "(belote excepted)."),
                  QT_TRANSLATE_NOOP("Options", "A team that takes no trick scores none of its {declarations} "
                                               "({name} excepted)."),
                  Word.DECLARATIONS_AND_KING_QUEEN),
           question=Question(
               Worded(QT_TRANSLATE_NOOP(
                          "RulesBook", "A team that takes no trick loses its declarations (belote excepted), as the "
                          "rules say; some tables let it keep them. Here: {value}."),
                      QT_TRANSLATE_NOOP(
                          "RulesBook", "A team that takes no trick loses its declarations ({name} excepted), as the "
                          "rules say; some tables let it keep them. Here: {value}."),
                      Word.KING_QUEEN_INLINE),
               alone=QT_TRANSLATE_NOOP(
                   "RulesBook", "A player who takes no trick loses his declarations (belote excepted), as the rules "
                   "say; some tables let him keep them. Here: {value}."))),
    Option("belote_points", _spin("belote_points", 10), _always, "belote",
           Worded(QT_TRANSLATE_NOOP("NewGame", "Belote and rebelote points"),
                  QT_TRANSLATE_NOOP("NewGame", "{name} points", "the game's word for the king and queen of trumps"),
                  Word.KING_QUEEN),
           QT_TRANSLATE_NOOP("Options", "What the king and queen of trumps in one hand are worth.")),
    Option("belote_king_first", BOOL, _always, "belote",
           Worded(QT_TRANSLATE_NOOP("NewGame", "Belote only if the king comes first"),
                  QT_TRANSLATE_NOOP("NewGame", "{name} only if the king comes first"),
                  Word.KING_QUEEN),
           Worded(QT_TRANSLATE_NOOP("Options", "The belote counts only when the king is played before the queen."),
                  QT_TRANSLATE_NOOP("Options", "The {name} counts only when the king is played before the queen."),
                  Word.KING_QUEEN_INLINE),
           question=Question(
               Worded(QT_TRANSLATE_NOOP(
                          "RulesBook", "Belote with the queen played before the king: usually it counts; some tables "
                          "want the king first. Here: {value}."),
                      QT_TRANSLATE_NOOP(
                          "RulesBook", "The {name} with the queen played before the king: usually it counts; some "
                          "tables want the king first. Here: {value}."),
                      Word.KING_QUEEN_INLINE),
               answers=((True, QT_TRANSLATE_NOOP("RulesBook", "the king must come first")),
                        (False, QT_TRANSLATE_NOOP("RulesBook", "either order counts"))))),
    Option("belote_in_all_trumps", BOOL, _all_trumps, "belote",
           QT_TRANSLATE_NOOP("NewGame", "Belote in every suit at all trumps"),
           QT_TRANSLATE_NOOP("Options", "At all trumps, a king and queen of any suit in one hand is a belote.")),
    Option("belote_counts_for_contract", BOOL, _auction, "belote",
           Worded(QT_TRANSLATE_NOOP("NewGame", "Belote counts toward the bid"),
                  QT_TRANSLATE_NOOP("NewGame", "{name} counts toward the bid"),
                  Word.KING_QUEEN),
           Worded(QT_TRANSLATE_NOOP("Options", "The takers' belote helps them reach their bid."),
                  QT_TRANSLATE_NOOP("Options", "The takers' {name} helps them reach their bid."),
                  Word.KING_QUEEN_INLINE)),
    Option("failed_takers_keep_belote", BOOL, _always, "belote",
           Worded(QT_TRANSLATE_NOOP("NewGame", "Failed takers keep their belote"),
                  QT_TRANSLATE_NOOP("NewGame", "Failed takers keep their {name}"),
                  Word.KING_QUEEN_INLINE),
           Worded(QT_TRANSLATE_NOOP("Options", "When the contract fails, the takers still score their belote; "
                                               "otherwise the defenders get it."),
                  QT_TRANSLATE_NOOP("Options", "When the contract fails, the takers still score their {name}; "
                                               "otherwise the defenders get it."),
                  Word.KING_QUEEN_INLINE),
           question=Question(Worded(
               QT_TRANSLATE_NOOP("RulesBook", "Failed takers keep their belote in most books; at some tables it goes "
                                              "to the defenders. Here: {value}."),
               QT_TRANSLATE_NOOP("RulesBook", "Failed takers keep their {name} in most books; at some tables it goes "
                                              "to the defenders. Here: {value}."),
               Word.KING_QUEEN_INLINE))),
    Option("must_trump", BOOL, _always, "must_trump",
           QT_TRANSLATE_NOOP("NewGame", "Must trump when void"),
           QT_TRANSLATE_NOOP("Options", "Out of the suit led, you must play a trump if you have one.")),
    Option("must_overtrump", BOOL, _always, "must_overtrump",
           QT_TRANSLATE_NOOP("NewGame", "Must overtrump"),
           QT_TRANSLATE_NOOP("Options", "When a trump is in the trick, you must beat it if you can.")),
    Option("partner_exempts", BOOL, _always, "partner_exemption",
           QT_TRANSLATE_NOOP("NewGame", "No duty to trump when partner holds the trick"),
           QT_TRANSLATE_NOOP("Options", "While your partner is winning the trick you may discard instead of "
                                        "trumping."),
           question=Question(
               QT_TRANSLATE_NOOP("RulesBook", "Out of the suit led while your partner holds the trick: most books free "
                                              "you from trumping, a strict reading does not. Here: {value}."),
               alone=QT_TRANSLATE_NOOP(
                   "RulesBook", "Out of the suit led while a partner holds the trick: most books free you from "
                   "trumping, a strict reading does not (nobody has a partner here, so this choice never applies). "
                   "Here: {value}."),
               answers=((True, _YOU_ARE_FREE), (False, QT_TRANSLATE_NOOP("RulesBook", "you must trump"))))),
    Option("partner_exempts_trump_lead", BOOL, _always, "raise_in_trumps",
           QT_TRANSLATE_NOOP("NewGame", "No duty to go higher in trumps when partner holds the trick"),
           QT_TRANSLATE_NOOP("Options", "Trumps led and your partner winning: you may play a lower trump."),
           question=Question(
               QT_TRANSLATE_NOOP("RulesBook", "Trumps led while your partner holds the trick: usually you must still "
                                              "play higher; some games free you. Here: {value}."),
               alone=QT_TRANSLATE_NOOP(
                   "RulesBook", "Trumps led while a partner holds the trick: usually you must still play higher; "
                   "some games free you (nobody has a partner here, so this choice never applies). Here: {value}."),
               answers=((True, _YOU_ARE_FREE), (False, QT_TRANSLATE_NOOP("RulesBook", "you must play higher"))))),
    Option("must_raise_in_trump_lead", BOOL, _always, "raise_in_trumps",
           QT_TRANSLATE_NOOP("NewGame", "Must go higher when trumps are led"),
           QT_TRANSLATE_NOOP("Options", "When trumps are led you must play a higher trump if you can.")),
    Option("all_trumps_raise_every_suit", BOOL, _all_trumps, "all_trumps_raise",
           QT_TRANSLATE_NOOP("NewGame", "All trumps: must go higher in every suit"),
           QT_TRANSLATE_NOOP("Options", "At all trumps every suit is trumps: you must beat the best card if you "
                                        "can.")),
    Option("last_trick_bonus", _spin("last_trick_bonus", 5), _always, "last_trick",
           Worded(QT_TRANSLATE_NOOP("NewGame", "Last trick bonus (dix de der)"),
                  QT_TRANSLATE_NOOP("NewGame", "Last trick bonus"),
                  Word.NO_DIX_DE_DER),
           QT_TRANSLATE_NOOP("Options", "Points for winning the last trick.")),
    Option("capot_bonus", _spin("capot_bonus", 10), _turned, "capot",
           QT_TRANSLATE_NOOP("NewGame", "Capot bonus"),
           QT_TRANSLATE_NOOP("Options", "Added to the card points of a team that wins every trick (162 + 90 = 252).")),
    Option("tie_rule", Choice(tuple(TieRule)), _compared, "tie_rule",
           QT_TRANSLATE_NOOP("NewGame", "When the takers tie"),
           QT_TRANSLATE_NOOP("Options", "Takers with exactly as many points as the defenders: made, failed, held "
                                        "over, or the takers score nothing while the defenders keep their own."),
           question=Question(
               QT_TRANSLATE_NOOP("RulesBook", "Takers with exactly as many points as the other team: some books say "
                                              "the contract is made, others that the takers are dedans, others that "
                                              "the points wait (litige). Here: {value}."),
               alone=QT_TRANSLATE_NOOP(
                   "RulesBook", "A taker with exactly as many points as his opponent: some books say the contract is "
                   "made, others that the taker is dedans, others that the points wait (litige). Here: {value}."),
               answers=((TieRule.TAKERS_MAKE, QT_TRANSLATE_NOOP("RulesBook", "contract made")),
                        (TieRule.TAKERS_FAIL, QT_TRANSLATE_NOOP("RulesBook", "dedans")),
                        (TieRule.OWN_POINTS, QT_TRANSLATE_NOOP("RulesBook", "takers nothing, defenders their own")),
                        (TieRule.HANGING, QT_TRANSLATE_NOOP("RulesBook", "litige (points wait)")),
                        (_FAILS_WITH_NOTHING, QT_TRANSLATE_NOOP("RulesBook", "a failure: the takers score nothing"))),
               answer=_tie_answer, asks=_turned)),
    Option("twenty_over_fifty", BOOL, _runs, "declaration_ranking",
           QT_TRANSLATE_NOOP("NewGame", "A twenty beats a fifty"),
           QT_TRANSLATE_NOOP("Options", "Tarabish: some written rules rank a run of three above a run of four; "
                                        "most published rules rank the fifty higher.")),
    Option("run_over_four_of_a_kind", BOOL, _projects, "declaration_ranking",
           QT_TRANSLATE_NOOP("NewGame", "A run beats four of a kind"),
           QT_TRANSLATE_NOOP("Options", "Baloot: of two projects worth 100, the Saudi rules as commonly published "
                                        "rank the five-card run above four of a kind; the French order puts four "
                                        "of a kind first.")),
    Option("failed_outcome", Choice(tuple(FailedOutcome)), _compared, "failed_contract",
           QT_TRANSLATE_NOOP("NewGame", "When the takers fail"),
           QT_TRANSLATE_NOOP("Options", "Takers with fewer points than the defenders: the defenders score every "
                                        "point of the deal, or only their own (the takers score nothing either "
                                        "way).")),
    # cards on the table
    Option("table_turn_up", Choice(tuple(TableTurnUp)), _table, "table_cards",
           QT_TRANSLATE_NOOP("NewGame", "An uncovered table card turns up"),
           QT_TRANSLATE_NOOP("Options", "A face-down table card whose covering card was played turns face up at "
                                        "once, or when the trick is over.")),
    Option("trump_must_be_held", BOOL, _dealer_turns_his_own, "bidding_round_two",
           QT_TRANSLATE_NOOP("NewGame", "Play only in a suit you hold"),
           QT_TRANSLATE_NOOP("Options", "\"I play\" or a named suit needs a card of that suit in hand (otherwise it "
                                        "would be a renege).")),
    Option("same_dealer_redeals", BOOL, _dealer_turns_his_own, "thrown_in",
           QT_TRANSLATE_NOOP("NewGame", "The same dealer after a throw-in"),
           QT_TRANSLATE_NOOP("Options", "When everybody passes twice, the same player deals again instead of the "
                                        "next.")),
    Option("shuffle_every_deal", BOOL, _always, "deal",
           QT_TRANSLATE_NOOP("NewGame", "Shuffle before every deal"),
           QT_TRANSLATE_NOOP("Options", "Shuffle the cards before each deal instead of gathering and cutting them."),
           question=Question(
               QT_TRANSLATE_NOOP("RulesBook", "Between deals the cards are gathered and cut rather than shuffled, as "
                                              "the traditional rules say. Here: {value}."),
               answers=((True, QT_TRANSLATE_NOOP("RulesBook", "shuffled every deal")),
                        (False, QT_TRANSLATE_NOOP("RulesBook", "gathered and cut"))))),
    Option("min_bid", _spin("min_bid", 10), _auction, "bid_values",
           QT_TRANSLATE_NOOP("NewGame", "Lowest bid"),
           QT_TRANSLATE_NOOP("Options", "The smallest bid allowed.")),
    Option("max_bid", _spin("max_bid", 10), _auction, "bid_values",
           QT_TRANSLATE_NOOP("NewGame", "Highest bid"),
           QT_TRANSLATE_NOOP("Options", "The largest number that may be bid (capot aside).")),
    Option("bid_step", _spin("bid_step", 5), _auction, "bid_values",
           QT_TRANSLATE_NOOP("NewGame", "Bid step"),
           QT_TRANSLATE_NOOP("Options", "Each bid must be higher by at least this much.")),
    Option("allow_no_trumps", BOOL, _auction, "bid_strains",
           QT_TRANSLATE_NOOP("NewGame", "No trumps contracts"),
           QT_TRANSLATE_NOOP("Options", "Contracts without a trump suit.")),
    Option("allow_all_trumps", BOOL, _auction, "bid_strains",
           QT_TRANSLATE_NOOP("NewGame", "All trumps contracts"),
           QT_TRANSLATE_NOOP("Options", "Contracts where every suit is trumps.")),
    Option("allow_capot_bid", BOOL, _auction, "capot_bid",
           QT_TRANSLATE_NOOP("NewGame", "Capot bids"),
           QT_TRANSLATE_NOOP("Options", "A bid to win every trick.")),
    Option("contract_floor", Choice(tuple(ContractFloor)), _auction, "contract",
           QT_TRANSLATE_NOOP("NewGame", "A bid of 80 needs"),
           QT_TRANSLATE_NOOP("Options", "A low bid also needs more than half the points (82), half (81), or just "
                                        "the bid (80)."),
           question=Question(QT_TRANSLATE_NOOP(
               "RulesBook", "A bid of 80 needs more than half the points (82) in most books, half (81) or just the "
               "bid (80) at some tables. Here: {value}."))),
    Option("allow_double", BOOL, _bid_added, "coinche",
           QT_TRANSLATE_NOOP("NewGame", "Coinche"),
           QT_TRANSLATE_NOOP("Options", "A defender may double the contract.")),
    Option("coinche_multiplies", Choice(tuple(CoincheMultiplies)), _doubles, "coinche",
           QT_TRANSLATE_NOOP("NewGame", "A coinche multiplies"),
           QT_TRANSLATE_NOOP("Options", "Only the bid is doubled, or the winners' points and the bid together."),
           question=Question(
               QT_TRANSLATE_NOOP("RulesBook", "A surcoinche multiplies by four in most books, by three at some tables; "
                                              "a coinche doubles the bid only, or the whole score. Here: ×{times}, "
                                              "{what}."),
               fills=lambda rules: {"times": rules.redouble_multiplier, "what": rules.coinche_multiplies})),
    Option("allow_redouble", BOOL, _doubles, "surcoinche",
           QT_TRANSLATE_NOOP("NewGame", "Surcoinche"),
           QT_TRANSLATE_NOOP("Options", "The takers may double a coinche again.")),
    Option("redouble_multiplier", Choice((4, 3)), _redoubles, "surcoinche",
           QT_TRANSLATE_NOOP("NewGame", "A surcoinche multiplies by"),
           QT_TRANSLATE_NOOP("Options", "Four times in most books, three times at some tables."), times=True),
    Option("failed_contract_base", _spin("failed_contract_base", 10), _bid_added, "failed_contract",
           QT_TRANSLATE_NOOP("NewGame", "Failed contract: defenders get this + the bid"),
           QT_TRANSLATE_NOOP("Options", "160 in most books, 162 in others; 0 for the bid alone."),
           question=Question(
               QT_TRANSLATE_NOOP("RulesBook", "A failed contract gives the defenders 160 plus the bid in most books, "
                                              "162 plus the bid in others, 160 alone or the bid alone at some tables. "
                                              "Here: {value}."),
               answers=((_PLUS_THE_BID, QT_TRANSLATE_NOOP("RulesBook", "{base} plus the bid")),),
               answer=_failed_contract_answer, fills=lambda rules: {"base": rules.failed_contract_base})),
    Option("failed_contract_adds_bid", BOOL, _bid_added, "failed_contract",
           QT_TRANSLATE_NOOP("NewGame", "Failed contract: the bid is added"),
           QT_TRANSLATE_NOOP("Options", "Without it the defenders of a failed contract get the number above alone.")),
    Option("capot_bid_value", _spin("capot_bid_value", 10), _auction, "capot",
           QT_TRANSLATE_NOOP("NewGame", "Capot bid is worth"),
           QT_TRANSLATE_NOOP("Options", "What a made capot bid scores.")),
    Option("capot_bid_failed", _spin("capot_bid_failed", 10), _auction, "capot",
           QT_TRANSLATE_NOOP("NewGame", "Failed capot bid costs"),
           QT_TRANSLATE_NOOP("Options", "What the defenders score when a capot bid fails.")),
    Option("uncalled_capot_points", _spin("uncalled_capot_points", 1), _auction, "capot",
           QT_TRANSLATE_NOOP("NewGame", "Capot that was not bid counts"),
           QT_TRANSLATE_NOOP("Options", "The card points of a team that wins every trick without bidding capot: "
                                        "250 or 252."),
           question=Question(QT_TRANSLATE_NOOP(
               "RulesBook", "A capot that was not bid counts 250 in most books, 252 (162 + 90) in others. Here: "
               "{value}."))),
    # Baloot
    Option("kaboot_sun", _spin("kaboot_sun", 1), _baloot, "kaboot",
           QT_TRANSLATE_NOOP("NewGame", "Kaboot in Sun"),
           QT_TRANSLATE_NOOP("Options", "Round points of a team that wins every trick in Sun (44).")),
    Option("kaboot_hokum", _spin("kaboot_hokum", 1), _baloot, "kaboot",
           QT_TRANSLATE_NOOP("NewGame", "Kaboot in Hokum"),
           QT_TRANSLATE_NOOP("Options", "Round points of a team that wins every trick in Hokum (44 in our source, "
                                        "25 in published rules).")),
    Option("kaboot_ace_doubles", BOOL, _baloot, "kaboot",
           QT_TRANSLATE_NOOP("NewGame", "Kaboot doubles with an ace turned"),
           QT_TRANSLATE_NOOP("Options", "When the turned card is an ace, a kaboot scores twice as much (88).")),
    Option("must_trump_only_if_opponent_trumped", BOOL, _baloot, "must_trump",
           QT_TRANSLATE_NOOP("NewGame", "Trump only over an opponent's trump"),
           QT_TRANSLATE_NOOP("Options", "Out of the suit led, you must trump only when an opponent has already "
                                        "trumped (a strict reading of our Baloot source).")),
    # Pilotta's dials
    Option("pass_is_final", BOOL, _auction_of_calls, "end_of_auction",
           QT_TRANSLATE_NOOP("NewGame", "A pass is final"),
           QT_TRANSLATE_NOOP("Options", "A player who has passed may not bid again in the same auction.")),
    Option("first_lead", Choice(tuple(FirstLead)), _auction, "end_of_auction",
           QT_TRANSLATE_NOOP("NewGame", "First lead"),
           QT_TRANSLATE_NOOP("Options", "Who leads to the first trick: the player after the dealer, or the first "
                                        "bidder.")),
    Option("melds_count_for_contract", BOOL, _melds_in_auction, "contract",
           QT_TRANSLATE_NOOP("NewGame", "Declarations count toward the bid"),
           QT_TRANSLATE_NOOP("Options", "The takers' declarations help them reach their bid.")),
    Option("melds_shown_at_second_trick", BOOL, _melds, "declarations",
           Worded(QT_TRANSLATE_NOOP("NewGame", "Declarations shown at the second trick"),
                  QT_TRANSLATE_NOOP("NewGame", "{declarations} shown at the second trick"),
                  Word.DECLARATIONS),
           QT_TRANSLATE_NOOP("Options", "During the first trick the others hear only the kind of a declaration; "
                                        "its cards are shown when that trick is over.")),
    Option("fifteen_rule", BOOL, _game_points, "end_of_game",
           QT_TRANSLATE_NOOP("NewGame", "Both at 15: the higher last digit makes 16"),
           QT_TRANSLATE_NOOP("Options", "When both teams score 15 game points in a deal, the one with the higher "
                                        "last digit scores 16.")),
    # Belot for 3 and for 2
    Option("failed_share", Choice(tuple(FailedShare)), _three_sides, "choices",
           QT_TRANSLATE_NOOP("NewGame", "A failed taker's points"),
           QT_TRANSLATE_NOOP("Options", "With three players: what the two others get when the taker fails.")),
    Option("declare_table_cards", BOOL, _table_melds, "choices",
           QT_TRANSLATE_NOOP("NewGame", "Declarations count the table cards"),
           QT_TRANSLATE_NOOP("Options", "Declarations and the belot may use your face-up table cards (and the "
                                        "belot a face-down one).")),
    # the contract auction's scoring and match points (Bidding Belote, Bulgarian Belot)
    Option("tie_hanging_points", _spin("tie_hanging_points", 5), _contract, "tie_rule",
           QT_TRANSLATE_NOOP("NewGame", "Equal points: points held over"),
           QT_TRANSLATE_NOOP("Options", "What waits for the next deal's winner when the totals are equal: 85 in "
                                        "Bidding Belote; 0 holds over the callers' own points.")),
    Option("doubled_winner_takes_all", BOOL, _contract, "doubled_contract",
           QT_TRANSLATE_NOOP("NewGame", "Doubled: the higher team takes both totals"),
           QT_TRANSLATE_NOOP("Options", "Otherwise the team with more points scores only its own total.")),
    Option("no_trumps_multiplier", _spin("no_trumps_multiplier", 1), _contract_no_trumps, "doubled_contract",
           QT_TRANSLATE_NOOP("NewGame", "No trumps counts"),
           QT_TRANSLATE_NOOP("Options", "How many times a no-trumps contract's points count: once, or twice as in "
                                        "Bulgarian Belot."), times=True),
    Option("no_trumps_melds", Choice(tuple(NoTrumpsMelds)), _contract_no_trumps_melds, "declarations",
           QT_TRANSLATE_NOOP("NewGame", "Declarations in no trumps"),
           QT_TRANSLATE_NOOP("Options", "Which declarations count in a no-trumps contract.")),
    Option("mp_limit_suit", _spin("mp_limit_suit", 1), _tenths, "match_points",
           QT_TRANSLATE_NOOP("NewGame", "Rounding limit in a suit"),
           QT_TRANSLATE_NOOP("Options", "Match points: a remainder above this rounds up in a trump-suit contract "
                                        "(6).")),
    Option("mp_limit_no_trumps", _spin("mp_limit_no_trumps", 1), _tenths, "match_points",
           QT_TRANSLATE_NOOP("NewGame", "Rounding limit in no trumps"),
           QT_TRANSLATE_NOOP("Options", "Match points: a remainder above this rounds up in a no-trumps contract "
                                        "(5).")),
    Option("mp_limit_all_trumps", _spin("mp_limit_all_trumps", 1), _tenths, "match_points",
           QT_TRANSLATE_NOOP("NewGame", "Rounding limit in all trumps"),
           QT_TRANSLATE_NOOP("Options", "Match points: a remainder above this rounds up in an all-trumps contract "
                                        "(4).")),
    Option("mp_both_at_limit", BOOL, _tenths, "match_points",
           QT_TRANSLATE_NOOP("NewGame", "Both at the limit: the lower rounds up"),
           QT_TRANSLATE_NOOP("Options", "When both teams stop exactly at the rounding limit, the lower score "
                                        "rounds up and the higher down (Bulgarian rule).")),
    Option("valat_match_points", _spin("valat_match_points", 1), _tenths, "capot",
           QT_TRANSLATE_NOOP("NewGame", "Every trick won: match points"),
           QT_TRANSLATE_NOOP("Options", "Match points for the team that wins every trick, added after the "
                                        "conversion.")),
    # the contract auction's own dials and Bulgarian Belot's options
    Option("contract_bids_after_double", BOOL, _contract, "coinche",
           QT_TRANSLATE_NOOP("NewGame", "Calls may follow a double"),
           QT_TRANSLATE_NOOP("Options", "A higher contract may still be called after a double or redouble; it "
                                        "stands undoubled.")),
    Option("allow_match_call", BOOL, _contract, "surcoinche",
           QT_TRANSLATE_NOOP("NewGame", "The \"Match\" call"),
           QT_TRANSLATE_NOOP("Options", "After a redouble the doubling team may stake the whole game on the deal.")),
    Option("meld_reuse_cards", BOOL, _contract_melds, "declarations",
           QT_TRANSLATE_NOOP("NewGame", "A card in two declarations"),
           Worded(QT_TRANSLATE_NOOP("Options", "A card may count in a carré and in a sequence at once."),
                  QT_TRANSLATE_NOOP("Options", "A card may count in four of a kind and in a sequence at once."),
                  Word.NOT_FRENCH_MELDS)),
    Option("belote_only_lead_ruff_or_partner", BOOL, _contract_belote, "belote",
           QT_TRANSLATE_NOOP("NewGame", "Belot only when leading, trumping or following the partner"),
           QT_TRANSLATE_NOOP("Options", "The king and queen of trumps count only if the first of them is played "
                                        "leading the trick, trumping another suit or following the partner's lead.")),
    Option("hanging_includes_belote", BOOL, _contract_hanging, "tie_rule",
           QT_TRANSLATE_NOOP("NewGame", "Equal points: the callers' belot hangs too"),
           QT_TRANSLATE_NOOP("Options", "With equal points the callers' belot waits for the next deal's winner "
                                        "with the rest of their points; otherwise they keep it.")),
    Option("no_end_on_valat", BOOL, _contract, "end_of_game",
           QT_TRANSLATE_NOOP("NewGame", "No game ends on a valat"),
           QT_TRANSLATE_NOOP("Options", "When a deal won by taking every trick would end the game, one more deal "
                                        "is played.")),
    # the readings Bulgarian players argue about (the most common by default)
    Option("mp_tie_at_limit_up", BOOL, _tenths_hanging, "match_points",
           QT_TRANSLATE_NOOP("NewGame", "Equal points at the limit: no match point lost"),
           QT_TRANSLATE_NOOP("Options", "When equal totals stop at the rounding limit, the points scored round up "
                                        "and those held over down; otherwise both round down.")),
    Option("doubled_tie_hangs_all", BOOL, _contract_doubled_hanging, "tie_rule",
           QT_TRANSLATE_NOOP("NewGame", "Doubled, equal points: every point hangs"),
           QT_TRANSLATE_NOOP("Options", "A doubled contract commits both teams: with equal points neither scores "
                                        "and the whole deal waits for the next winner; otherwise as an undoubled "
                                        "tie.")),
    Option("hanging_waits_for_a_win", BOOL, _hanging, "tie_rule",
           QT_TRANSLATE_NOOP("NewGame", "Held points wait through another tie"),
           QT_TRANSLATE_NOOP("Options", "Points held over go to the next deal a team wins; otherwise a deal that "
                                        "ties again gives them to the team that scores in it.")),
    Option("belote_may_stay_quiet", BOOL, _contract_belote, "belote",
           QT_TRANSLATE_NOOP("NewGame", "A belot may be kept quiet"),
           QT_TRANSLATE_NOOP("Options", "Announcing the belot is not obligatory: a side that loses the deal keeps "
                                        "it quiet and nobody scores it; otherwise the winners take it.")),
    Option("dealer_must_call", BOOL, _contract, "thrown_in",
           QT_TRANSLATE_NOOP("NewGame", "The dealer must call"),
           QT_TRANSLATE_NOOP("Options", "When all the others pass, the dealer must call a contract unless his "
                                        "cards are worth 7 points or less; then his pass cancels the deal.")),
    Option("locked_lead_at_triple", BOOL, _baloot, "locked_lead",
           QT_TRANSLATE_NOOP("NewGame", "Locked trump lead also at ×3"),
           QT_TRANSLATE_NOOP("Options", "The trump lead is locked when the contract is doubled or quadrupled; some "
                                        "tables lock it when tripled too.")),
    Option("long_run_splits", BOOL, _runs, "declarations",
           QT_TRANSLATE_NOOP("NewGame", "A run of seven or more counts twice"),
           QT_TRANSLATE_NOOP("Options", "Seven cards are a fifty and a twenty, eight or nine two fifties; "
                                        "otherwise any run of four or more is one fifty.")),
    Option("kirtik_points", _spin("kirtik_points", 5), _tenths, "end_of_game",
           QT_TRANSLATE_NOOP("NewGame", "Kirtik (match points)"),
           QT_TRANSLATE_NOOP("Options", "A committed team that does not win the deal, and a team left without a "
                                        "trick, lose this many match points (0: no kirtik).")),
)

OFFERED: frozenset[str] = frozenset(option.field for option in OPTIONS)
"""The fields a player may change: the only ones a save or the settings may set apart from the preset."""

BY_FIELD: dict[str, Option] = {option.field: option for option in OPTIONS}

__all__ = ["BOOL", "BY_FIELD", "OFFERED", "OPTIONS", "Choice", "Option", "QT_TRANSLATE_NOOP", "Question", "Spin", "Text",
           "Word", "Worded"]
