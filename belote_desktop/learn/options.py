"""The one table of rule options a player may change: per option its label, a one-line tooltip, the
games it applies to, the kind of control, and the rules-book paragraph that explains it.

The New Game dialog (``ui/widgets/new_game.py``) builds its form from this table, with each tooltip and
a link into the rules book; the rules book's option grid (``rulesbook._options``) lists the same rows
with their values. Labels are translated when the table is built, so build it after the language is set.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..engine import MatchEnd, MeldSharing, Ruleset, TieRule, TrumpScheme
from ..engine.deal import TurnedFrom
from .vocabulary import Term, game_term, meld_examples, own_term, says_french_melds
from ..engine.rules import (
    OPTION_LIMITS, CoincheMultiplies, ContractFloor, FailedOutcome, FailedShare, FirstLead, MatchPoints,
    MeldTableKind, NoTrumpsMelds, PointContractScore, TableTurnUp, TargetRule,
)

translate = QCoreApplication.translate


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
class OptionSpec:
    field: str  # the Ruleset field (its flat JSON name in saves and settings)
    label: str
    tooltip: str
    kind: Any  # BOOL, Spin or Choice
    applies: Callable[[Ruleset], bool]  # the games (rules) the option means something in
    anchor: str  # the rules-book paragraph ("rules#anchor")


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


def option_specs(rules: Ruleset | None = None) -> list[OptionSpec]:
    """Every option, in the order the New Game dialog and the rules book show them; with ``rules``, in the
    words of that game (its melds, its king and queen of trumps, no dix de der outside the French games)."""
    french_melds = says_french_melds(rules)
    declarations = game_term(rules, Term.DECLARATIONS)
    own_declarations = own_term(rules, Term.DECLARATIONS)  # projects, melds, runs; None: declarations
    kq = own_term(rules, Term.BELOTE)  # the game's king+queen word (bela, baloot, bell…); None: belote
    kq_inline = kq.lower() if kq is not None else ""
    return [
        OptionSpec(
            "target_score",
            translate("NewGame", "Target score"),
            translate("Options", "The match ends when a team reaches this score."),
            _spin("target_score", 50), _always, "end_of_game",
        ),
        OptionSpec(
            "target_rule",
            translate("NewGame", "Ending the match"),
            translate("Options", "Whether a score equal to the target is enough, or the target must be passed."),
            Choice(tuple(TargetRule)), _always, "end_of_game",
        ),
        OptionSpec(
            "match_end",
            translate("NewGame", "Both teams pass the target"),
            translate("Options", "Who wins when both teams reach the target on the same deal."),
            Choice(tuple(MatchEnd)), _always, "end_of_game",
        ),
        OptionSpec(
            "declarations",
            translate("NewGame", "Declarations (tierce, carré…)") if french_melds else translate(
                "NewGame", "{declarations} ({examples}…)", "the game's word for its melds, then two of them").format(
                declarations=declarations, examples=meld_examples(rules)),
            translate("Options", "Sequences and carrés declared in the first trick score points.") if french_melds
            else translate("Options", "{declarations} shown in the first trick score points.").format(
                declarations=declarations),
            BOOL, _always, "declarations",
        ),
        OptionSpec(
            "meld_sharing",
            translate("NewGame", "Declarations that score") if own_declarations is None else translate(
                "NewGame", "{declarations} that score").format(declarations=own_declarations),
            translate("Options", "Only the team with the best declaration scores, or every team scores its own."),
            Choice(tuple(MeldSharing)), _melds, "declaration_ranking",
        ),
        OptionSpec(
            "declarations_need_a_trick",
            translate("NewGame", "A team without a trick loses its declarations") if own_declarations is None
            else translate("NewGame", "A team without a trick loses its {declarations}").format(
                declarations=own_declarations.lower()),
            translate("Options", "A team that takes no trick scores none of its declarations (belote excepted).")
            if kq is None else translate(
                "Options", "A team that takes no trick scores none of its {declarations} ({name} excepted).").format(
                declarations=(own_declarations or translate("NewGame", "declarations")).lower(), name=kq_inline),
            BOOL, _melds, "capot",
        ),
        OptionSpec(
            "belote_points",
            translate("NewGame", "Belote and rebelote points") if kq is None else translate(
                "NewGame", "{name} points", "the game's word for the king and queen of trumps").format(name=kq),
            translate("Options", "What the king and queen of trumps in one hand are worth."),
            _spin("belote_points", 10), _always, "belote",
        ),
        OptionSpec(
            "belote_king_first",
            translate("NewGame", "Belote only if the king comes first") if kq is None else translate(
                "NewGame", "{name} only if the king comes first").format(name=kq),
            translate("Options", "The belote counts only when the king is played before the queen.") if kq is None
            else translate("Options", "The {name} counts only when the king is played before the queen.").format(
                name=kq_inline),
            BOOL, _always, "belote",
        ),
        OptionSpec(
            "belote_in_all_trumps",
            translate("NewGame", "Belote in every suit at all trumps"),
            translate("Options", "At all trumps, a king and queen of any suit in one hand is a belote."),
            BOOL, _all_trumps, "belote",
        ),
        OptionSpec(
            "belote_counts_for_contract",
            translate("NewGame", "Belote counts toward the bid") if kq is None else translate(
                "NewGame", "{name} counts toward the bid").format(name=kq),
            translate("Options", "The takers' belote helps them reach their bid.") if kq is None else translate(
                "Options", "The takers' {name} helps them reach their bid.").format(name=kq_inline),
            BOOL, _auction, "belote",
        ),
        OptionSpec(
            "failed_takers_keep_belote",
            translate("NewGame", "Failed takers keep their belote") if kq is None else translate(
                "NewGame", "Failed takers keep their {name}").format(name=kq_inline),
            translate("Options", "When the contract fails, the takers still score their belote; otherwise the "
                                 "defenders get it.") if kq is None else translate(
                "Options", "When the contract fails, the takers still score their {name}; otherwise the defenders "
                "get it.").format(name=kq_inline),
            BOOL, _always, "belote",
        ),
        OptionSpec(
            "must_trump",
            translate("NewGame", "Must trump when void"),
            translate("Options", "Out of the suit led, you must play a trump if you have one."),
            BOOL, _always, "must_trump",
        ),
        OptionSpec(
            "must_overtrump",
            translate("NewGame", "Must overtrump"),
            translate("Options", "When a trump is in the trick, you must beat it if you can."),
            BOOL, _always, "must_overtrump",
        ),
        OptionSpec(
            "partner_exempts",
            translate("NewGame", "No duty to trump when partner holds the trick"),
            translate("Options", "While your partner is winning the trick you may discard instead of trumping."),
            BOOL, _always, "partner_exemption",
        ),
        OptionSpec(
            "partner_exempts_trump_lead",
            translate("NewGame", "No duty to go higher in trumps when partner holds the trick"),
            translate("Options", "Trumps led and your partner winning: you may play a lower trump."),
            BOOL, _always, "raise_in_trumps",
        ),
        OptionSpec(
            "must_raise_in_trump_lead",
            translate("NewGame", "Must go higher when trumps are led"),
            translate("Options", "When trumps are led you must play a higher trump if you can."),
            BOOL, _always, "raise_in_trumps",
        ),
        OptionSpec(
            "all_trumps_raise_every_suit",
            translate("NewGame", "All trumps: must go higher in every suit"),
            translate("Options", "At all trumps every suit is trumps: you must beat the best card if you can."),
            BOOL, _all_trumps, "all_trumps_raise",
        ),
        OptionSpec(
            "last_trick_bonus",
            translate("NewGame", "Last trick bonus (dix de der)") if rules is None or own_term(rules, Term.DIX_DE_DER)
            else translate("NewGame", "Last trick bonus"),
            translate("Options", "Points for winning the last trick."),
            _spin("last_trick_bonus", 5), _always, "last_trick",
        ),
        OptionSpec(
            "capot_bonus",
            translate("NewGame", "Capot bonus"),
            translate("Options", "Added to the card points of a team that wins every trick (162 + 90 = 252)."),
            _spin("capot_bonus", 10), _turned, "capot",
        ),
        OptionSpec(
            "tie_rule",
            translate("NewGame", "When the takers tie"),
            translate("Options", "Takers with exactly as many points as the defenders: made, failed, held over, or "
                      "the takers score nothing while the defenders keep their own."),
            Choice(tuple(TieRule)), _compared, "tie_rule",
        ),
        OptionSpec(
            "twenty_over_fifty",
            translate("NewGame", "A twenty beats a fifty"),
            translate("Options", "Tarabish: some written rules rank a run of three above a run of four; most "
                      "published rules rank the fifty higher."),
            BOOL, _runs, "declaration_ranking",
        ),
        OptionSpec(
            "run_over_four_of_a_kind",
            translate("NewGame", "A run beats four of a kind"),
            translate("Options", "Baloot: of two projects worth 100, the Saudi rules as commonly published rank "
                      "the five-card run above four of a kind; the French order puts four of a kind first."),
            BOOL, _projects, "declaration_ranking",
        ),
        OptionSpec(
            "failed_outcome",
            translate("NewGame", "When the takers fail"),
            translate("Options", "Takers with fewer points than the defenders: the defenders score every point of "
                      "the deal, or only their own (the takers score nothing either way)."),
            Choice(tuple(FailedOutcome)), _compared, "failed_contract",
        ),
        OptionSpec(  # cards on the table
            "table_turn_up",
            translate("NewGame", "An uncovered table card turns up"),
            translate("Options", "A face-down table card whose covering card was played turns face up at once, "
                                 "or when the trick is over."),
            Choice(tuple(TableTurnUp)), _table, "table_cards",
        ),
        OptionSpec(
            "trump_must_be_held",
            translate("NewGame", "Play only in a suit you hold"),
            translate("Options", "\"I play\" or a named suit needs a card of that suit in hand (otherwise it "
                      "would be a renege)."),
            BOOL, _dealer_turns_his_own, "bidding_round_two",
        ),
        OptionSpec(
            "same_dealer_redeals",
            translate("NewGame", "The same dealer after a throw-in"),
            translate("Options", "When everybody passes twice, the same player deals again instead of the next."),
            BOOL, _dealer_turns_his_own, "thrown_in",
        ),
        OptionSpec(
            "shuffle_every_deal",
            translate("NewGame", "Shuffle before every deal"),
            translate("Options", "Shuffle the cards before each deal instead of gathering and cutting them."),
            BOOL, _always, "deal",
        ),
        OptionSpec(
            "min_bid",
            translate("NewGame", "Lowest bid"),
            translate("Options", "The smallest bid allowed."),
            _spin("min_bid", 10), _auction, "bid_values",
        ),
        OptionSpec(
            "max_bid",
            translate("NewGame", "Highest bid"),
            translate("Options", "The largest number that may be bid (capot aside)."),
            _spin("max_bid", 10), _auction, "bid_values",
        ),
        OptionSpec(
            "bid_step",
            translate("NewGame", "Bid step"),
            translate("Options", "Each bid must be higher by at least this much."),
            _spin("bid_step", 5), _auction, "bid_values",
        ),
        OptionSpec(
            "allow_no_trumps",
            translate("NewGame", "No trumps contracts"),
            translate("Options", "Contracts without a trump suit."),
            BOOL, _auction, "bid_strains",
        ),
        OptionSpec(
            "allow_all_trumps",
            translate("NewGame", "All trumps contracts"),
            translate("Options", "Contracts where every suit is trumps."),
            BOOL, _auction, "bid_strains",
        ),
        OptionSpec(
            "allow_capot_bid",
            translate("NewGame", "Capot bids"),
            translate("Options", "A bid to win every trick."),
            BOOL, _auction, "capot_bid",
        ),
        OptionSpec(
            "contract_floor",
            translate("NewGame", "A bid of 80 needs"),
            translate("Options", "A low bid also needs more than half the points (82), half (81), or just the bid "
                                 "(80)."),
            Choice(tuple(ContractFloor)), _auction, "contract",
        ),
        OptionSpec(
            "allow_double",
            translate("NewGame", "Coinche"),
            translate("Options", "A defender may double the contract."),
            BOOL, _bid_added, "coinche",
        ),
        OptionSpec(
            "coinche_multiplies",
            translate("NewGame", "A coinche multiplies"),
            translate("Options", "Only the bid is doubled, or the winners' points and the bid together."),
            Choice(tuple(CoincheMultiplies)), _doubles, "coinche",
        ),
        OptionSpec(
            "allow_redouble",
            translate("NewGame", "Surcoinche"),
            translate("Options", "The takers may double a coinche again."),
            BOOL, _doubles, "surcoinche",
        ),
        OptionSpec(
            "redouble_multiplier",
            translate("NewGame", "A surcoinche multiplies by"),
            translate("Options", "Four times in most books, three times at some tables."),
            Choice((4, 3)), _redoubles, "surcoinche",
        ),
        OptionSpec(
            "failed_contract_base",
            translate("NewGame", "Failed contract: defenders get this + the bid"),
            translate("Options", "160 in most books, 162 in others; 0 for the bid alone."),
            _spin("failed_contract_base", 10), _bid_added, "failed_contract",
        ),
        OptionSpec(
            "failed_contract_adds_bid",
            translate("NewGame", "Failed contract: the bid is added"),
            translate("Options", "Without it the defenders of a failed contract get the number above alone."),
            BOOL, _bid_added, "failed_contract",
        ),
        OptionSpec(
            "capot_bid_value",
            translate("NewGame", "Capot bid is worth"),
            translate("Options", "What a made capot bid scores."),
            _spin("capot_bid_value", 10), _auction, "capot",
        ),
        OptionSpec(
            "capot_bid_failed",
            translate("NewGame", "Failed capot bid costs"),
            translate("Options", "What the defenders score when a capot bid fails."),
            _spin("capot_bid_failed", 10), _auction, "capot",
        ),
        OptionSpec(
            "uncalled_capot_points",
            translate("NewGame", "Capot that was not bid counts"),
            translate("Options", "The card points of a team that wins every trick without bidding capot: 250 or 252."),
            _spin("uncalled_capot_points", 1), _auction, "capot",
        ),
        # Baloot
        OptionSpec(
            "kaboot_sun",
            translate("NewGame", "Kaboot in Sun"),
            translate("Options", "Round points of a team that wins every trick in Sun (44)."),
            _spin("kaboot_sun", 1), _baloot, "kaboot",
        ),
        OptionSpec(
            "kaboot_hokum",
            translate("NewGame", "Kaboot in Hokum"),
            translate("Options", "Round points of a team that wins every trick in Hokum (44 in our source, 25 in "
                                 "published rules)."),
            _spin("kaboot_hokum", 1), _baloot, "kaboot",
        ),
        OptionSpec(
            "kaboot_ace_doubles",
            translate("NewGame", "Kaboot doubles with an ace turned"),
            translate("Options", "When the turned card is an ace, a kaboot scores twice as much (88)."),
            BOOL, _baloot, "kaboot",
        ),
        OptionSpec(
            "must_trump_only_if_opponent_trumped",
            translate("NewGame", "Trump only over an opponent's trump"),
            translate("Options", "Out of the suit led, you must trump only when an opponent has already trumped "
                                 "(a strict reading of our Baloot source)."),
            BOOL, _baloot, "must_trump",
        ),
        # Pilotta's dials
        OptionSpec(
            "pass_is_final",
            translate("NewGame", "A pass is final"),
            translate("Options", "A player who has passed may not bid again in the same auction."),
            BOOL, _auction_of_calls, "end_of_auction",
        ),
        OptionSpec(
            "first_lead",
            translate("NewGame", "First lead"),
            translate("Options", "Who leads to the first trick: the player after the dealer, or the first bidder."),
            Choice(tuple(FirstLead)), _auction, "end_of_auction",
        ),
        OptionSpec(
            "melds_count_for_contract",
            translate("NewGame", "Declarations count toward the bid"),
            translate("Options", "The takers' declarations help them reach their bid."),
            BOOL, _melds_in_auction, "contract",
        ),
        OptionSpec(
            "melds_shown_at_second_trick",
            translate("NewGame", "Declarations shown at the second trick") if own_declarations is None else translate(
                "NewGame", "{declarations} shown at the second trick").format(declarations=own_declarations),
            translate("Options", "During the first trick the others hear only the kind of a declaration; its cards "
                                 "are shown when that trick is over."),
            BOOL, _melds, "declarations",
        ),
        OptionSpec(
            "fifteen_rule",
            translate("NewGame", "Both at 15: the higher last digit makes 16"),
            translate("Options", "When both teams score 15 game points in a deal, the one with the higher last "
                                 "digit scores 16."),
            BOOL, _game_points, "end_of_game",
        ),
        # Belot for 3 and for 2
        OptionSpec(
            "failed_share",
            translate("NewGame", "A failed taker's points"),
            translate("Options", "With three players: what the two others get when the taker fails."),
            Choice(tuple(FailedShare)), _three_sides, "choices",
        ),
        OptionSpec(
            "declare_table_cards",
            translate("NewGame", "Declarations count the table cards"),
            translate("Options", "Declarations and the belot may use your face-up table cards (and the belot a "
                                 "face-down one)."),
            BOOL, _table_melds, "choices",
        ),
        # the contract auction's scoring and match points (Bidding Belote, Bulgarian Belot)
        OptionSpec(
            "tie_hanging_points",
            translate("NewGame", "Equal points: points held over"),
            translate("Options", "What waits for the next deal's winner when the totals are equal: 85 in Bidding "
                      "Belote; 0 holds over the callers' own points."),
            _spin("tie_hanging_points", 5), _contract, "tie_rule",
        ),
        OptionSpec(
            "doubled_winner_takes_all",
            translate("NewGame", "Doubled: the higher team takes both totals"),
            translate("Options", "Otherwise the team with more points scores only its own total."),
            BOOL, _contract, "doubled_contract",
        ),
        OptionSpec(
            "no_trumps_multiplier",
            translate("NewGame", "No trumps counts"),
            translate("Options", "How many times a no-trumps contract's points count: once, or twice as in "
                      "Bulgarian Belot."),
            _spin("no_trumps_multiplier", 1), _contract_no_trumps, "doubled_contract",
        ),
        OptionSpec(
            "no_trumps_melds",
            translate("NewGame", "Declarations in no trumps"),
            translate("Options", "Which declarations count in a no-trumps contract."),
            Choice(tuple(NoTrumpsMelds)), _contract_no_trumps_melds, "declarations",
        ),
        OptionSpec(
            "mp_limit_suit",
            translate("NewGame", "Rounding limit in a suit"),
            translate("Options", "Match points: a remainder above this rounds up in a trump-suit contract (6)."),
            _spin("mp_limit_suit", 1), _tenths, "match_points",
        ),
        OptionSpec(
            "mp_limit_no_trumps",
            translate("NewGame", "Rounding limit in no trumps"),
            translate("Options", "Match points: a remainder above this rounds up in a no-trumps contract (5)."),
            _spin("mp_limit_no_trumps", 1), _tenths, "match_points",
        ),
        OptionSpec(
            "mp_limit_all_trumps",
            translate("NewGame", "Rounding limit in all trumps"),
            translate("Options", "Match points: a remainder above this rounds up in an all-trumps contract (4)."),
            _spin("mp_limit_all_trumps", 1), _tenths, "match_points",
        ),
        OptionSpec(
            "mp_both_at_limit",
            translate("NewGame", "Both at the limit: the lower rounds up"),
            translate("Options", "When both teams stop exactly at the rounding limit, the lower score rounds up "
                      "and the higher down (Bulgarian rule)."),
            BOOL, _tenths, "match_points",
        ),
        OptionSpec(
            "valat_match_points",
            translate("NewGame", "Every trick won: match points"),
            translate("Options", "Match points for the team that wins every trick, added after the conversion."),
            _spin("valat_match_points", 1), _tenths, "capot",
        ),
        # the contract auction's own dials and Bulgarian Belot's options
        OptionSpec(
            "contract_bids_after_double",
            translate("NewGame", "Calls may follow a double"),
            translate("Options", "A higher contract may still be called after a double or redouble; it stands "
                      "undoubled."),
            BOOL, _contract, "coinche",
        ),
        OptionSpec(
            "allow_match_call",
            translate("NewGame", "The \"Match\" call"),
            translate("Options", "After a redouble the doubling team may stake the whole game on the deal."),
            BOOL, _contract, "surcoinche",
        ),
        OptionSpec(
            "meld_reuse_cards",
            translate("NewGame", "A card in two declarations"),
            translate("Options", "A card may count in a carré and in a sequence at once.") if french_melds
            else translate("Options", "A card may count in four of a kind and in a sequence at once."),
            BOOL, _contract_melds, "declarations",
        ),
        OptionSpec(
            "belote_only_lead_ruff_or_partner",
            translate("NewGame", "Belot only when leading, trumping or following the partner"),
            translate("Options", "The king and queen of trumps count only if the first of them is played leading "
                      "the trick, trumping another suit or following the partner's lead."),
            BOOL, _contract_belote, "belote",
        ),
        OptionSpec(
            "hanging_includes_belote",
            translate("NewGame", "Equal points: the callers' belot hangs too"),
            translate("Options", "With equal points the callers' belot waits for the next deal's winner with the "
                      "rest of their points; otherwise they keep it."),
            BOOL, _contract_hanging, "tie_rule",
        ),
        OptionSpec(
            "no_end_on_valat",
            translate("NewGame", "No game ends on a valat"),
            translate("Options", "When a deal won by taking every trick would end the game, one more deal is "
                      "played."),
            BOOL, _contract, "end_of_game",
        ),
        # the readings Bulgarian players argue about (the most common by default)
        OptionSpec(
            "mp_tie_at_limit_up",
            translate("NewGame", "Equal points at the limit: no match point lost"),
            translate("Options", "When equal totals stop at the rounding limit, the points scored round up and "
                      "those held over down; otherwise both round down."),
            BOOL, _tenths_hanging, "match_points",
        ),
        OptionSpec(
            "doubled_tie_hangs_all",
            translate("NewGame", "Doubled, equal points: every point hangs"),
            translate("Options", "A doubled contract commits both teams: with equal points neither scores and the "
                      "whole deal waits for the next winner; otherwise as an undoubled tie."),
            BOOL, _contract_doubled_hanging, "tie_rule",
        ),
        OptionSpec(
            "hanging_waits_for_a_win",
            translate("NewGame", "Held points wait through another tie"),
            translate("Options", "Points held over go to the next deal a team wins; otherwise a deal that ties "
                      "again gives them to the team that scores in it."),
            BOOL, _hanging, "tie_rule",
        ),
        OptionSpec(
            "belote_may_stay_quiet",
            translate("NewGame", "A belot may be kept quiet"),
            translate("Options", "Announcing the belot is not obligatory: a side that loses the deal keeps it quiet "
                      "and nobody scores it; otherwise the winners take it."),
            BOOL, _contract_belote, "belote",
        ),
        OptionSpec(
            "dealer_must_call",
            translate("NewGame", "The dealer must call"),
            translate("Options", "When all the others pass, the dealer must call a contract unless his cards are "
                      "worth 7 points or less; then his pass cancels the deal."),
            BOOL, _contract, "thrown_in",
        ),
        OptionSpec(
            "locked_lead_at_triple",
            translate("NewGame", "Locked trump lead also at ×3"),
            translate("Options", "The trump lead is locked when the contract is doubled or quadrupled; some tables "
                      "lock it when tripled too."),
            BOOL, _baloot, "locked_lead",
        ),
        OptionSpec(
            "long_run_splits",
            translate("NewGame", "A run of seven or more counts twice"),
            translate("Options", "Seven cards are a fifty and a twenty, eight or nine two fifties; otherwise any "
                      "run of four or more is one fifty."),
            BOOL, _runs, "declarations",
        ),
        OptionSpec(
            "kirtik_points",
            translate("NewGame", "Kirtik (match points)"),
            translate("Options", "A committed team that does not win the deal, and a team left without a trick, "
                      "lose this many match points (0: no kirtik)."),
            _spin("kirtik_points", 5), _tenths, "end_of_game",
        ),
    ]


def _three_sides(rules: Ruleset) -> bool:
    return rules.team_count >= 3


def _table_melds(rules: Ruleset) -> bool:
    return rules.declarations and bool(rules.table_up_packets)


def specs_for(rules: Ruleset) -> list[OptionSpec]:
    """The options that mean something in ``rules``."""
    return [spec for spec in option_specs(rules) if spec.applies(rules)]


def value_label(value: Any) -> str:
    """The words for one value of an option (a choice, a multiplier, yes/no or a number)."""
    if isinstance(value, bool):
        return translate("NewGame", "yes") if value else translate("NewGame", "no")
    if isinstance(value, Enum):
        return enum_label(value)
    return str(value)


def choice_label(spec: OptionSpec, value: Any) -> str:
    if spec.field in ("redouble_multiplier", "no_trumps_multiplier"):
        return translate("NewGame", "×{times}").format(times=value)
    return value_label(value)


def enum_label(value: Enum) -> str:
    labels = {
        TieRule.TAKERS_MAKE: translate("NewGame", "the contract is made"),
        TieRule.TAKERS_FAIL: translate("NewGame", "the contract fails"),
        TieRule.HANGING: translate("NewGame", "the points are held over (litige)"),
        TieRule.OWN_POINTS: translate("NewGame", "the takers score nothing, the defenders their own"),
        FailedOutcome.ALL_POINTS: translate("NewGame", "the defenders score every point"),
        FailedOutcome.OWN_POINTS: translate("NewGame", "the defenders score only their own"),
        MatchEnd.DRAW: translate("NewGame", "the match is a draw"),
        MatchEnd.HIGHER_WINS: translate("NewGame", "the higher score wins"),
        MatchEnd.HIGHER_WINS_LAST_DEAL: translate("NewGame", "the higher score wins; if equal, the last deal's winner"),
        MeldSharing.BEST_TEAM_ONLY: translate("NewGame", "only the best team's"),
        MeldSharing.BOTH_TEAMS: translate("NewGame", "every team's"),
        MeldSharing.BEST_PLAYER: translate("NewGame", "only the best player's own"),
        MeldSharing.PER_KIND: translate(
            "NewGame", "each kind apart: the best sequence's side, the best carré's side"),
        TargetRule.REACH: translate("NewGame", "reaching the target is enough"),
        TargetRule.PASS: translate("NewGame", "the target must be passed"),
        ContractFloor.MORE_THAN_HALF: translate("NewGame", "more than half (82)"),
        ContractFloor.HALF: translate("NewGame", "half (81)"),
        ContractFloor.BID: translate("NewGame", "the bid alone (80)"),
        CoincheMultiplies.BID: translate("NewGame", "the bid only"),
        CoincheMultiplies.WHOLE_SCORE: translate("NewGame", "the whole score"),
        FirstLead.AFTER_DEALER: translate("NewGame", "the player after the dealer"),
        FirstLead.FIRST_BIDDER: translate("NewGame", "the first bidder"),
        FirstLead.TAKER: translate("NewGame", "the taker"),
        FailedShare.SPLIT: translate("NewGame", "shared equally by the others"),
        FailedShare.OWN: translate("NewGame", "lost: each other keeps his own"),
        TableTurnUp.AT_ONCE: translate("NewGame", "at once"),
        TableTurnUp.AFTER_TRICK: translate("NewGame", "after the trick"),
        NoTrumpsMelds.SAME: translate("NewGame", "all of them"),
        NoTrumpsMelds.NONE: translate("NewGame", "none"),
        NoTrumpsMelds.ACES_ONLY: translate("NewGame", "only the carré of aces (200)"),
    }
    return labels.get(value, str(value.value))


def option_value_text(spec: OptionSpec, rules: Ruleset) -> str:
    """An option's value in ``rules``, in words (the rules book's option grid)."""
    return choice_label(spec, getattr(rules, spec.field))


__all__ = ["BOOL", "Choice", "OptionSpec", "Spin", "choice_label", "enum_label", "option_specs",
           "option_value_text", "specs_for", "value_label"]
