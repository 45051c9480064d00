"""The rule options in words: for each option (``engine/options.py``, declared beside its game), keyed by its
field, the words New Game and the rules book say it with, in the order players see them.

Each row names the option's field, the rules-book paragraph that explains it, its label and one-line help; where
the books disagree on it, the rules book's question (``Question``: its words, how its answers read there); whether
New Game shows it in sight (``in_sight``; the others wait under "More rules"), how its values read: a choice's
each in words (``values``), a multiplier's as "×4" (``times``). ``learn/options.py`` puts each row together with the option's declaration (kind, games)
into an ``OptionSpec``, in the game's own words. A row for every declared option and for nothing else
(tests/learn/test_options_table.py): the engine declares, learn words it.

No Qt here. A text is a translation key (``Text``): lupdate finds it by the marker's name, and ``learn/options.py``
translates it when it builds the specs, after the language is set. A label that names the game's own word for the
king and queen of trumps or for its melds is a ``Worded`` text: the plain one where the game says belote and
declarations, the own one with the game's word put in.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import Any

from ..engine import MatchEnd, MeldSharing, Ruleset, TieRule
from ..engine.options import turned_card
from ..engine.rules import (
    CoincheMultiplies, ContractFloor, FailedOutcome, FailedShare, FirstLead, NoTrumpsMelds, TableTurnUp, TargetRule,
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
class OptionWords:
    """One option's words: the row of the field it sets."""

    field: str  # the Ruleset field (its flat JSON name in saves and settings): the option's declaration
    anchor: str  # the rules-book paragraph ("rules#anchor")
    label: Text | Worded  # in the dialog's words (context "NewGame")
    tooltip: Text | Worded  # one line of help (context "Options")
    times: bool = False  # a multiplier: its values read "×4"
    question: Question | None = None  # the rules book's question on it, where the books disagree
    in_sight: bool = False  # New Game shows it in sight (the options most players look for)
    values: tuple[tuple[Any, Text], ...] = ()  # a choice's values in words (context "NewGame"), every one


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


# Every option's words, in the order the New Game dialog and the rules book show them:
# field, rules-book anchor, then its label and its help.
ROWS: tuple[OptionWords, ...] = (
    OptionWords("target_score", "end_of_game",
                QT_TRANSLATE_NOOP("NewGame", "Target score"),
                QT_TRANSLATE_NOOP("Options", "The match ends when a team reaches this score."), in_sight=True),
    OptionWords("target_rule", "end_of_game",
                QT_TRANSLATE_NOOP("NewGame", "Ending the match"),
                QT_TRANSLATE_NOOP("Options", "Whether a score equal to the target is enough, or the target must be "
                                             "passed."),
                question=Question(QT_TRANSLATE_NOOP(
                    "RulesBook", "The target must be reached in most books, passed at some tables. Here: {value}.")),
                values=(
                    (TargetRule.REACH, QT_TRANSLATE_NOOP("NewGame", "reaching the target is enough")),
                    (TargetRule.PASS, QT_TRANSLATE_NOOP("NewGame", "the target must be passed")),
                )),
    OptionWords("match_end", "end_of_game",
                QT_TRANSLATE_NOOP("NewGame", "Both teams pass the target"),
                QT_TRANSLATE_NOOP("Options", "Who wins when both teams reach the target on the same deal."),
                question=Question(
                    QT_TRANSLATE_NOOP("RulesBook", "Both teams past the target on the same deal: {value}."),
                    alone=QT_TRANSLATE_NOOP("RulesBook", "Two players past the target on the same deal: {value}."),
                    answers=((MatchEnd.DRAW, QT_TRANSLATE_NOOP("RulesBook", "a draw")),
                         (MatchEnd.HIGHER_WINS, QT_TRANSLATE_NOOP("RulesBook", "higher score wins")),
                         (MatchEnd.HIGHER_WINS_LAST_DEAL,
                              QT_TRANSLATE_NOOP("RulesBook", "higher score wins, then last deal's winner")))),
                values=(
                    (MatchEnd.DRAW, QT_TRANSLATE_NOOP("NewGame", "the match is a draw")),
                    (MatchEnd.HIGHER_WINS, QT_TRANSLATE_NOOP("NewGame", "the higher score wins")),
                    (MatchEnd.HIGHER_WINS_LAST_DEAL, QT_TRANSLATE_NOOP("NewGame", "the higher score wins; if equal, the last deal's winner")),
                )),
    OptionWords("declarations", "declarations",
                Worded(QT_TRANSLATE_NOOP("NewGame", "Declarations (tierce, carré…)"),
                       QT_TRANSLATE_NOOP("NewGame", "{declarations} ({examples}…)",
                                         "the game's word for its melds, then two of them"),
                       Word.MELD_NAMES),
                Worded(QT_TRANSLATE_NOOP("Options", "Sequences and carrés declared in the first trick score points."),
                       QT_TRANSLATE_NOOP("Options", "{declarations} shown in the first trick score points."),
                       Word.MELD_NAMES),
                in_sight=True),
    OptionWords("meld_sharing", "declaration_ranking",
                Worded(QT_TRANSLATE_NOOP("NewGame", "Declarations that score"),
                       QT_TRANSLATE_NOOP("NewGame", "{declarations} that score"),
                       Word.DECLARATIONS),
                QT_TRANSLATE_NOOP("Options", "Only the team with the best declaration scores, or every team scores its "
                                             "own."),
                values=(
                    (MeldSharing.BEST_TEAM_ONLY, QT_TRANSLATE_NOOP("NewGame", "only the best team's")),
                    (MeldSharing.BOTH_TEAMS, QT_TRANSLATE_NOOP("NewGame", "every team's")),
                    (MeldSharing.BEST_PLAYER, QT_TRANSLATE_NOOP("NewGame", "only the best player's own")),
                    (MeldSharing.PER_KIND, QT_TRANSLATE_NOOP("NewGame", "each kind apart: the best sequence's side, the best carré's side")),
                )),
    OptionWords("declarations_need_a_trick", "capot",
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
    OptionWords("belote_points", "belote",
                Worded(QT_TRANSLATE_NOOP("NewGame", "Belote and rebelote points"),
                       QT_TRANSLATE_NOOP("NewGame", "{name} points", "the game's word for the king and queen of trumps"),
                       Word.KING_QUEEN),
                QT_TRANSLATE_NOOP("Options", "What the king and queen of trumps in one hand are worth.")),
    OptionWords("belote_king_first", "belote",
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
    OptionWords("belote_in_all_trumps", "belote",
                QT_TRANSLATE_NOOP("NewGame", "Belote in every suit at all trumps"),
                QT_TRANSLATE_NOOP("Options", "At all trumps, a king and queen of any suit in one hand is a belote.")),
    OptionWords("belote_counts_for_contract", "belote",
                Worded(QT_TRANSLATE_NOOP("NewGame", "Belote counts toward the bid"),
                       QT_TRANSLATE_NOOP("NewGame", "{name} counts toward the bid"),
                       Word.KING_QUEEN),
                Worded(QT_TRANSLATE_NOOP("Options", "The takers' belote helps them reach their bid."),
                       QT_TRANSLATE_NOOP("Options", "The takers' {name} helps them reach their bid."),
                       Word.KING_QUEEN_INLINE)),
    OptionWords("failed_takers_keep_belote", "belote",
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
    OptionWords("must_trump", "must_trump",
                QT_TRANSLATE_NOOP("NewGame", "Must trump when void"),
                QT_TRANSLATE_NOOP("Options", "Out of the suit led, you must play a trump if you have one.")),
    OptionWords("must_overtrump", "must_overtrump",
                QT_TRANSLATE_NOOP("NewGame", "Must overtrump"),
                QT_TRANSLATE_NOOP("Options", "When a trump is in the trick, you must beat it if you can.")),
    OptionWords("partner_exempts", "partner_exemption",
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
    OptionWords("partner_exempts_trump_lead", "raise_in_trumps",
                QT_TRANSLATE_NOOP("NewGame", "No duty to go higher in trumps when partner holds the trick"),
                QT_TRANSLATE_NOOP("Options", "Trumps led and your partner winning: you may play a lower trump."),
                question=Question(
                    QT_TRANSLATE_NOOP("RulesBook", "Trumps led while your partner holds the trick: usually you must still "
                                                   "play higher; some games free you. Here: {value}."),
                    alone=QT_TRANSLATE_NOOP(
                        "RulesBook", "Trumps led while a partner holds the trick: usually you must still play higher; "
                        "some games free you (nobody has a partner here, so this choice never applies). Here: {value}."),
                    answers=((True, _YOU_ARE_FREE), (False, QT_TRANSLATE_NOOP("RulesBook", "you must play higher"))))),
    OptionWords("must_raise_in_trump_lead", "raise_in_trumps",
                QT_TRANSLATE_NOOP("NewGame", "Must go higher when trumps are led"),
                QT_TRANSLATE_NOOP("Options", "When trumps are led you must play a higher trump if you can.")),
    OptionWords("all_trumps_raise_every_suit", "all_trumps_raise",
                QT_TRANSLATE_NOOP("NewGame", "All trumps: must go higher in every suit"),
                QT_TRANSLATE_NOOP("Options", "At all trumps every suit is trumps: you must beat the best card if you "
                                             "can.")),
    OptionWords("last_trick_bonus", "last_trick",
                Worded(QT_TRANSLATE_NOOP("NewGame", "Last trick bonus (dix de der)"),
                       QT_TRANSLATE_NOOP("NewGame", "Last trick bonus"),
                       Word.NO_DIX_DE_DER),
                QT_TRANSLATE_NOOP("Options", "Points for winning the last trick.")),
    OptionWords("capot_bonus", "capot",
                QT_TRANSLATE_NOOP("NewGame", "Capot bonus"),
                QT_TRANSLATE_NOOP("Options", "Added to the card points of a team that wins every trick (162 + 90 = 252).")),
    OptionWords("tie_rule", "tie_rule",
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
                    answer=_tie_answer, asks=turned_card),
                values=(
                    (TieRule.TAKERS_MAKE, QT_TRANSLATE_NOOP("NewGame", "the contract is made")),
                    (TieRule.TAKERS_FAIL, QT_TRANSLATE_NOOP("NewGame", "the contract fails")),
                    (TieRule.HANGING, QT_TRANSLATE_NOOP("NewGame", "the points are held over (litige)")),
                    (TieRule.OWN_POINTS, QT_TRANSLATE_NOOP("NewGame", "the takers score nothing, the defenders their own")),
                )),
    OptionWords("twenty_over_fifty", "declaration_ranking",
                QT_TRANSLATE_NOOP("NewGame", "A twenty beats a fifty"),
                QT_TRANSLATE_NOOP("Options", "Tarabish: some written rules rank a run of three above a run of four; "
                                             "most published rules rank the fifty higher.")),
    OptionWords("run_over_four_of_a_kind", "declaration_ranking",
                QT_TRANSLATE_NOOP("NewGame", "A run beats four of a kind"),
                QT_TRANSLATE_NOOP("Options", "Baloot: of two projects worth 100, the Saudi rules as commonly published "
                                             "rank the five-card run above four of a kind; the French order puts four "
                                             "of a kind first.")),
    OptionWords("failed_outcome", "failed_contract",
                QT_TRANSLATE_NOOP("NewGame", "When the takers fail"),
                QT_TRANSLATE_NOOP("Options", "Takers with fewer points than the defenders: the defenders score every "
                                             "point of the deal, or only their own (the takers score nothing either "
                                             "way)."),
                values=(
                    (FailedOutcome.ALL_POINTS, QT_TRANSLATE_NOOP("NewGame", "the defenders score every point")),
                    (FailedOutcome.OWN_POINTS, QT_TRANSLATE_NOOP("NewGame", "the defenders score only their own")),
                )),
    # cards on the table
    OptionWords("table_turn_up", "table_cards",
                QT_TRANSLATE_NOOP("NewGame", "An uncovered table card turns up"),
                QT_TRANSLATE_NOOP("Options", "A face-down table card whose covering card was played turns face up at "
                                             "once, or when the trick is over."),
                values=(
                    (TableTurnUp.AT_ONCE, QT_TRANSLATE_NOOP("NewGame", "at once")),
                    (TableTurnUp.AFTER_TRICK, QT_TRANSLATE_NOOP("NewGame", "after the trick")),
                )),
    OptionWords("trump_must_be_held", "bidding_round_two",
                QT_TRANSLATE_NOOP("NewGame", "Play only in a suit you hold"),
                QT_TRANSLATE_NOOP("Options", "\"I play\" or a named suit needs a card of that suit in hand (otherwise it "
                                             "would be a renege).")),
    OptionWords("same_dealer_redeals", "thrown_in",
                QT_TRANSLATE_NOOP("NewGame", "The same dealer after a throw-in"),
                QT_TRANSLATE_NOOP("Options", "When everybody passes twice, the same player deals again instead of the "
                                             "next.")),
    OptionWords("shuffle_every_deal", "deal",
                QT_TRANSLATE_NOOP("NewGame", "Shuffle before every deal"),
                QT_TRANSLATE_NOOP("Options", "Shuffle the cards before each deal instead of gathering and cutting them."),
                question=Question(
                    QT_TRANSLATE_NOOP("RulesBook", "Between deals the cards are gathered and cut rather than shuffled, as "
                                                   "the traditional rules say. Here: {value}."),
                    answers=((True, QT_TRANSLATE_NOOP("RulesBook", "shuffled every deal")),
                         (False, QT_TRANSLATE_NOOP("RulesBook", "gathered and cut"))))),
    OptionWords("min_bid", "bid_values",
                QT_TRANSLATE_NOOP("NewGame", "Lowest bid"),
                QT_TRANSLATE_NOOP("Options", "The smallest bid allowed.")),
    OptionWords("max_bid", "bid_values",
                QT_TRANSLATE_NOOP("NewGame", "Highest bid"),
                QT_TRANSLATE_NOOP("Options", "The largest number that may be bid (capot aside).")),
    OptionWords("bid_step", "bid_values",
                QT_TRANSLATE_NOOP("NewGame", "Bid step"),
                QT_TRANSLATE_NOOP("Options", "Each bid must be higher by at least this much.")),
    OptionWords("allow_no_trumps", "bid_strains",
                QT_TRANSLATE_NOOP("NewGame", "No trumps contracts"),
                QT_TRANSLATE_NOOP("Options", "Contracts without a trump suit."), in_sight=True),
    OptionWords("allow_all_trumps", "bid_strains",
                QT_TRANSLATE_NOOP("NewGame", "All trumps contracts"),
                QT_TRANSLATE_NOOP("Options", "Contracts where every suit is trumps."), in_sight=True),
    OptionWords("allow_capot_bid", "capot_bid",
                QT_TRANSLATE_NOOP("NewGame", "Capot bids"),
                QT_TRANSLATE_NOOP("Options", "A bid to win every trick.")),
    OptionWords("contract_floor", "contract",
                QT_TRANSLATE_NOOP("NewGame", "A bid of 80 needs"),
                QT_TRANSLATE_NOOP("Options", "A low bid also needs more than half the points (82), half (81), or just "
                                             "the bid (80)."),
                question=Question(QT_TRANSLATE_NOOP(
                    "RulesBook", "A bid of 80 needs more than half the points (82) in most books, half (81) or just the "
                    "bid (80) at some tables. Here: {value}.")),
                values=(
                    (ContractFloor.MORE_THAN_HALF, QT_TRANSLATE_NOOP("NewGame", "more than half (82)")),
                    (ContractFloor.HALF, QT_TRANSLATE_NOOP("NewGame", "half (81)")),
                    (ContractFloor.BID, QT_TRANSLATE_NOOP("NewGame", "the bid alone (80)")),
                )),
    OptionWords("allow_double", "coinche",
                QT_TRANSLATE_NOOP("NewGame", "Coinche"),
                QT_TRANSLATE_NOOP("Options", "A defender may double the contract."), in_sight=True),
    OptionWords("coinche_multiplies", "coinche",
                QT_TRANSLATE_NOOP("NewGame", "A coinche multiplies"),
                QT_TRANSLATE_NOOP("Options", "Only the bid is doubled, or the winners' points and the bid together."),
                question=Question(
                    QT_TRANSLATE_NOOP("RulesBook", "A surcoinche multiplies by four in most books, by three at some tables; "
                                                   "a coinche doubles the bid only, or the whole score. Here: ×{times}, "
                                                   "{what}."),
                    fills=lambda rules: {"times": rules.redouble_multiplier, "what": rules.coinche_multiplies}),
                values=(
                    (CoincheMultiplies.BID, QT_TRANSLATE_NOOP("NewGame", "the bid only")),
                    (CoincheMultiplies.WHOLE_SCORE, QT_TRANSLATE_NOOP("NewGame", "the whole score")),
                )),
    OptionWords("allow_redouble", "surcoinche",
                QT_TRANSLATE_NOOP("NewGame", "Surcoinche"),
                QT_TRANSLATE_NOOP("Options", "The takers may double a coinche again."), in_sight=True),
    OptionWords("redouble_multiplier", "surcoinche",
                QT_TRANSLATE_NOOP("NewGame", "A surcoinche multiplies by"),
                QT_TRANSLATE_NOOP("Options", "Four times in most books, three times at some tables."), times=True),
    OptionWords("failed_contract_base", "failed_contract",
                QT_TRANSLATE_NOOP("NewGame", "Failed contract: defenders get this + the bid"),
                QT_TRANSLATE_NOOP("Options", "160 in most books, 162 in others; 0 for the bid alone."),
                question=Question(
                    QT_TRANSLATE_NOOP("RulesBook", "A failed contract gives the defenders 160 plus the bid in most books, "
                                                   "162 plus the bid in others, 160 alone or the bid alone at some tables. "
                                                   "Here: {value}."),
                    answers=((_PLUS_THE_BID, QT_TRANSLATE_NOOP("RulesBook", "{base} plus the bid")),),
                    answer=_failed_contract_answer, fills=lambda rules: {"base": rules.failed_contract_base})),
    OptionWords("failed_contract_adds_bid", "failed_contract",
                QT_TRANSLATE_NOOP("NewGame", "Failed contract: the bid is added"),
                QT_TRANSLATE_NOOP("Options", "Without it the defenders of a failed contract get the number above alone.")),
    OptionWords("capot_bid_value", "capot",
                QT_TRANSLATE_NOOP("NewGame", "Capot bid is worth"),
                QT_TRANSLATE_NOOP("Options", "What a made capot bid scores.")),
    OptionWords("capot_bid_failed", "capot",
                QT_TRANSLATE_NOOP("NewGame", "Failed capot bid costs"),
                QT_TRANSLATE_NOOP("Options", "What the defenders score when a capot bid fails.")),
    OptionWords("uncalled_capot_points", "capot",
                QT_TRANSLATE_NOOP("NewGame", "Capot that was not bid counts"),
                QT_TRANSLATE_NOOP("Options", "The card points of a team that wins every trick without bidding capot: "
                                             "250 or 252."),
                question=Question(QT_TRANSLATE_NOOP(
                    "RulesBook", "A capot that was not bid counts 250 in most books, 252 (162 + 90) in others. Here: "
                    "{value}."))),
    # Baloot
    OptionWords("kaboot_sun", "kaboot",
                QT_TRANSLATE_NOOP("NewGame", "Kaboot in Sun"),
                QT_TRANSLATE_NOOP("Options", "Round points of a team that wins every trick in Sun (44).")),
    OptionWords("kaboot_hokum", "kaboot",
                QT_TRANSLATE_NOOP("NewGame", "Kaboot in Hokum"),
                QT_TRANSLATE_NOOP("Options", "Round points of a team that wins every trick in Hokum (44 in our source, "
                                             "25 in published rules).")),
    OptionWords("kaboot_ace_doubles", "kaboot",
                QT_TRANSLATE_NOOP("NewGame", "Kaboot doubles with an ace turned"),
                QT_TRANSLATE_NOOP("Options", "When the turned card is an ace, a kaboot scores twice as much (88).")),
    OptionWords("must_trump_only_if_opponent_trumped", "must_trump",
                QT_TRANSLATE_NOOP("NewGame", "Trump only over an opponent's trump"),
                QT_TRANSLATE_NOOP("Options", "Out of the suit led, you must trump only when an opponent has already "
                                             "trumped (a strict reading of our Baloot source).")),
    # Pilotta's dials
    OptionWords("pass_is_final", "end_of_auction",
                QT_TRANSLATE_NOOP("NewGame", "A pass is final"),
                QT_TRANSLATE_NOOP("Options", "A player who has passed may not bid again in the same auction.")),
    OptionWords("first_lead", "end_of_auction",
                QT_TRANSLATE_NOOP("NewGame", "First lead"),
                QT_TRANSLATE_NOOP("Options", "Who leads to the first trick: the player after the dealer, or the first "
                                             "bidder."),
                values=(
                    (FirstLead.AFTER_DEALER, QT_TRANSLATE_NOOP("NewGame", "the player after the dealer")),
                    (FirstLead.FIRST_BIDDER, QT_TRANSLATE_NOOP("NewGame", "the first bidder")),
                    (FirstLead.TAKER, QT_TRANSLATE_NOOP("NewGame", "the taker")),
                )),
    OptionWords("melds_count_for_contract", "contract",
                QT_TRANSLATE_NOOP("NewGame", "Declarations count toward the bid"),
                QT_TRANSLATE_NOOP("Options", "The takers' declarations help them reach their bid.")),
    OptionWords("melds_shown_at_second_trick", "declarations",
                Worded(QT_TRANSLATE_NOOP("NewGame", "Declarations shown at the second trick"),
                       QT_TRANSLATE_NOOP("NewGame", "{declarations} shown at the second trick"),
                       Word.DECLARATIONS),
                QT_TRANSLATE_NOOP("Options", "During the first trick the others hear only the kind of a declaration; "
                                             "its cards are shown when that trick is over.")),
    OptionWords("fifteen_rule", "end_of_game",
                QT_TRANSLATE_NOOP("NewGame", "Both at 15: the higher last digit makes 16"),
                QT_TRANSLATE_NOOP("Options", "When both teams score 15 game points in a deal, the one with the higher "
                                             "last digit scores 16.")),
    # Belot for 3 and for 2
    OptionWords("failed_share", "choices",
                QT_TRANSLATE_NOOP("NewGame", "A failed taker's points"),
                QT_TRANSLATE_NOOP("Options", "With three players: what the two others get when the taker fails."),
                values=(
                    (FailedShare.SPLIT, QT_TRANSLATE_NOOP("NewGame", "shared equally by the others")),
                    (FailedShare.OWN, QT_TRANSLATE_NOOP("NewGame", "lost: each other keeps his own")),
                )),
    OptionWords("declare_table_cards", "choices",
                QT_TRANSLATE_NOOP("NewGame", "Declarations count the table cards"),
                QT_TRANSLATE_NOOP("Options", "Declarations and the belot may use your face-up table cards (and the "
                                             "belot a face-down one).")),
    # the contract auction's scoring and match points (Bidding Belote, Bulgarian Belot)
    OptionWords("tie_hanging_points", "tie_rule",
                QT_TRANSLATE_NOOP("NewGame", "Equal points: points held over"),
                QT_TRANSLATE_NOOP("Options", "What waits for the next deal's winner when the totals are equal: 85 in "
                                             "Bidding Belote; 0 holds over the callers' own points.")),
    OptionWords("doubled_winner_takes_all", "doubled_contract",
                QT_TRANSLATE_NOOP("NewGame", "Doubled: the higher team takes both totals"),
                QT_TRANSLATE_NOOP("Options", "Otherwise the team with more points scores only its own total.")),
    OptionWords("no_trumps_multiplier", "doubled_contract",
                QT_TRANSLATE_NOOP("NewGame", "No trumps counts"),
                QT_TRANSLATE_NOOP("Options", "How many times a no-trumps contract's points count: once, or twice as in "
                                             "Bulgarian Belot."), times=True),
    OptionWords("no_trumps_melds", "declarations",
                QT_TRANSLATE_NOOP("NewGame", "Declarations in no trumps"),
                QT_TRANSLATE_NOOP("Options", "Which declarations count in a no-trumps contract."),
                values=(
                    (NoTrumpsMelds.SAME, QT_TRANSLATE_NOOP("NewGame", "all of them")),
                    (NoTrumpsMelds.NONE, QT_TRANSLATE_NOOP("NewGame", "none")),
                    (NoTrumpsMelds.ACES_ONLY, QT_TRANSLATE_NOOP("NewGame", "only the carré of aces (200)")),
                )),
    OptionWords("mp_limit_suit", "match_points",
                QT_TRANSLATE_NOOP("NewGame", "Rounding limit in a suit"),
                QT_TRANSLATE_NOOP("Options", "Match points: a remainder above this rounds up in a trump-suit contract "
                                             "(6).")),
    OptionWords("mp_limit_no_trumps", "match_points",
                QT_TRANSLATE_NOOP("NewGame", "Rounding limit in no trumps"),
                QT_TRANSLATE_NOOP("Options", "Match points: a remainder above this rounds up in a no-trumps contract "
                                             "(5).")),
    OptionWords("mp_limit_all_trumps", "match_points",
                QT_TRANSLATE_NOOP("NewGame", "Rounding limit in all trumps"),
                QT_TRANSLATE_NOOP("Options", "Match points: a remainder above this rounds up in an all-trumps contract "
                                             "(4).")),
    OptionWords("mp_both_at_limit", "match_points",
                QT_TRANSLATE_NOOP("NewGame", "Both at the limit: the lower rounds up"),
                QT_TRANSLATE_NOOP("Options", "When both teams stop exactly at the rounding limit, the lower score "
                                             "rounds up and the higher down (Bulgarian rule).")),
    OptionWords("valat_match_points", "capot",
                QT_TRANSLATE_NOOP("NewGame", "Every trick won: match points"),
                QT_TRANSLATE_NOOP("Options", "Match points for the team that wins every trick, added after the "
                                             "conversion.")),
    # the contract auction's own dials and Bulgarian Belot's options
    OptionWords("contract_bids_after_double", "coinche",
                QT_TRANSLATE_NOOP("NewGame", "Calls may follow a double"),
                QT_TRANSLATE_NOOP("Options", "A higher contract may still be called after a double or redouble; it "
                                             "stands undoubled.")),
    OptionWords("allow_match_call", "surcoinche",
                QT_TRANSLATE_NOOP("NewGame", "The \"Match\" call"),
                QT_TRANSLATE_NOOP("Options", "After a redouble the doubling team may stake the whole game on the deal.")),
    OptionWords("meld_reuse_cards", "declarations",
                QT_TRANSLATE_NOOP("NewGame", "A card in two declarations"),
                Worded(QT_TRANSLATE_NOOP("Options", "A card may count in a carré and in a sequence at once."),
                       QT_TRANSLATE_NOOP("Options", "A card may count in four of a kind and in a sequence at once."),
                       Word.NOT_FRENCH_MELDS)),
    OptionWords("belote_only_lead_ruff_or_partner", "belote",
                QT_TRANSLATE_NOOP("NewGame", "Belot only when leading, trumping or following the partner"),
                QT_TRANSLATE_NOOP("Options", "The king and queen of trumps count only if the first of them is played "
                                             "leading the trick, trumping another suit or following the partner's lead.")),
    OptionWords("hanging_includes_belote", "tie_rule",
                QT_TRANSLATE_NOOP("NewGame", "Equal points: the callers' belot hangs too"),
                QT_TRANSLATE_NOOP("Options", "With equal points the callers' belot waits for the next deal's winner "
                                             "with the rest of their points; otherwise they keep it.")),
    OptionWords("no_end_on_valat", "end_of_game",
                QT_TRANSLATE_NOOP("NewGame", "No game ends on a valat"),
                QT_TRANSLATE_NOOP("Options", "When a deal won by taking every trick would end the game, one more deal "
                                             "is played.")),
    # the readings Bulgarian players argue about (the most common by default)
    OptionWords("mp_tie_at_limit_up", "match_points",
                QT_TRANSLATE_NOOP("NewGame", "Equal points at the limit: no match point lost"),
                QT_TRANSLATE_NOOP("Options", "When equal totals stop at the rounding limit, the points scored round up "
                                             "and those held over down; otherwise both round down.")),
    OptionWords("doubled_tie_hangs_all", "tie_rule",
                QT_TRANSLATE_NOOP("NewGame", "Doubled, equal points: every point hangs"),
                QT_TRANSLATE_NOOP("Options", "A doubled contract commits both teams: with equal points neither scores "
                                             "and the whole deal waits for the next winner; otherwise as an undoubled "
                                             "tie.")),
    OptionWords("hanging_waits_for_a_win", "tie_rule",
                QT_TRANSLATE_NOOP("NewGame", "Held points wait through another tie"),
                QT_TRANSLATE_NOOP("Options", "Points held over go to the next deal a team wins; otherwise a deal that "
                                             "ties again gives them to the team that scores in it.")),
    OptionWords("belote_may_stay_quiet", "belote",
                QT_TRANSLATE_NOOP("NewGame", "A belot may be kept quiet"),
                QT_TRANSLATE_NOOP("Options", "Announcing the belot is not obligatory: a side that loses the deal keeps "
                                             "it quiet and nobody scores it; otherwise the winners take it.")),
    OptionWords("dealer_must_call", "thrown_in",
                QT_TRANSLATE_NOOP("NewGame", "The dealer must call"),
                QT_TRANSLATE_NOOP("Options", "When all the others pass, the dealer must call a contract unless his "
                                             "cards are worth 7 points or less; then his pass cancels the deal.")),
    OptionWords("locked_lead_at_triple", "locked_lead",
                QT_TRANSLATE_NOOP("NewGame", "Locked trump lead also at ×3"),
                QT_TRANSLATE_NOOP("Options", "The trump lead is locked when the contract is doubled or quadrupled; some "
                                             "tables lock it when tripled too.")),
    OptionWords("long_run_splits", "declarations",
                QT_TRANSLATE_NOOP("NewGame", "A run of seven or more counts twice"),
                QT_TRANSLATE_NOOP("Options", "Seven cards are a fifty and a twenty, eight or nine two fifties; "
                                             "otherwise any run of four or more is one fifty.")),
    OptionWords("kirtik_points", "end_of_game",
                QT_TRANSLATE_NOOP("NewGame", "Kirtik (match points)"),
                QT_TRANSLATE_NOOP("Options", "A committed team that does not win the deal, and a team left without a "
                                             "trick, lose this many match points (0: no kirtik).")),
)

OPTION_WORDS: dict[str, OptionWords] = {row.field: row for row in ROWS}
"""The words of each option by its field, in the order players see them."""

__all__ = ["OPTION_WORDS", "QT_TRANSLATE_NOOP", "OptionWords", "Question", "Text", "Word", "Worded"]
