"""The bots' bidders: by the hand evaluation (Beginner, Intermediate) and by simulation (Expert, Master).

The evaluation bidders call on ``estimate(hand, strain)`` (``beliefs.hand_value``: the card points a hand's
team can expect to take as the takers in ``strain``, summed from per-suit tables plus a share for the unseen
partner). The simulation bidder deals the unseen cards many times, plays each candidate contract out with the
playout policy (``play.search.evaluate_contracts``) and bids what scores best on average.

Each kind of auction has its bidder, registered in ``AI_BIDDERS`` by the module that holds it (this one
for the turned-card, naming-in-turn, point and contract auctions; ``sun_hokum`` for Baloot's);
``heuristic_bid`` and ``simulated_bid`` look the scheme up there.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from ...engine import DOUBLE, PASS, REDOUBLE, Action, Bid, Contract, PlayerView, Strain, Take, TrumpScheme
from ...engine.actions import Ashkal, Call, Hokum, Sun
from ...engine.auctions import allowed_strains
from ..beliefs.hand_value import (
    CALL_THRESHOLD, JACK, defence_strength, estimate, partner_share, strain_kind, taken_turned_bit,
)
from ..play.search import Simulation, evaluate_contracts
from ..tables import tables_for



@dataclass(frozen=True)
class AuctionBidder:
    """How the bots bid in one kind of auction."""

    # Beginner and Intermediate: (view, rng, beginner) -> action, from the hand evaluation
    heuristic: Callable[[PlayerView, random.Random, bool], Action]
    # Expert and Master: (view, simulation, weighed) -> action, by playing the candidates out as the simulation
    # says (``evaluate_contracts``); ``weighed``, if given, receives the simulated worth of each action weighed
    simulated: Callable[[PlayerView, Simulation, dict[Action, float] | None], Action]


AI_BIDDERS: dict[TrumpScheme, AuctionBidder] = {}
"""One bidder per ``TrumpScheme``; each kind's module registers its own (the ai package imports them all)."""


def deal_total(view: PlayerView, strain: Strain) -> int:
    return tables_for(view.rules, strain).card_total


MIN_JACKS_ALL_TRUMPS = 2  # all trumps is bid on jacks (the highest card of every suit), never on one


def strong_enough(hand: int, strain: Strain) -> bool:
    """Whether this hand may bid ``strain`` at all: all trumps needs two jacks or more."""
    if strain is not Strain.ALL_TRUMPS:
        return True
    jacks = sum(hand >> (9 * s + JACK) & 1 for s in range(4))
    return jacks >= MIN_JACKS_ALL_TRUMPS


def _high_bid(view: PlayerView) -> tuple[Bid | None, int, int]:
    """The standing bid, its seat, and the multiplier (1, 2 doubled, 4 redoubled)."""
    auction = view.auction
    return auction.high_bid, auction.high_seat, auction.multiplier


def call_contract(view: PlayerView, action: Action) -> Contract | None:
    """The contract that stands if ``action`` is the last call (None: not a call that names one)."""
    me = view.seat
    if isinstance(action, (Take, Hokum)):
        return Contract(Strain.of_suit(action.suit), me)
    if isinstance(action, Call):
        return Contract(action.strain, me)
    if isinstance(action, Sun):
        return Contract(Strain.NO_TRUMPS, me)
    if isinstance(action, Ashkal):
        partner = view.rules.seating.partner_of[me]
        return Contract(Strain.NO_TRUMPS, me if partner is None else partner)
    return None


def standing_contract(view: PlayerView, multiplier: int | None = None) -> Contract | None:
    """The contract standing now (None before any call), at ``multiplier`` if given."""
    auction = view.auction
    if auction.high_bid is None:
        return None
    high = auction.high_bid
    return Contract(high.strain, auction.high_seat, high.value, high.capot,
                    auction.multiplier if multiplier is None else multiplier)


# -- evaluation bidders (Beginner, Intermediate) ------------------------------------------------------
def heuristic_bid(view: PlayerView, rng: random.Random, beginner: bool = False) -> Action:
    """Beginner's and Intermediate's bid: the hand evaluation of this kind of auction's bidder."""
    return AI_BIDDERS[view.rules.trump_scheme].heuristic(view, rng, beginner)


NAME_THRESHOLD = 64  # Tarabish: six cards seen (the kitty unseen), like classic's five and the turned card


def _name_in_turn_bid(view: PlayerView, rng: random.Random, beginner: bool) -> Action:
    """Naming in turn (Tarabish): the best suit by the evaluation if it is good enough; the dealer, who may
    not pass, names his best suit whatever it is worth."""
    noise = rng.uniform(-8, 8) if beginner else 0.0
    names = [a for a in view.legal_actions if isinstance(a, Take)]
    best = max(names, key=lambda a: estimate(view.hand_mask, Strain.of_suit(a.suit)))
    if PASS not in view.legal_actions:
        return best
    if estimate(view.hand_mask, Strain.of_suit(best.suit)) > NAME_THRESHOLD - noise:
        return best
    return PASS


def _turned_card_bid(view: PlayerView, rng: random.Random, beginner: bool) -> Action:
    turned = view.turned_card
    assert turned is not None
    if view.rules.table_up_packets and not view.hand_mask:
        return _layout_bid(view, rng, beginner)
    hand = view.playable_mask | taken_turned_bit(view)
    noise = rng.uniform(-8, 8) if beginner else 0.0
    threshold = 60 if beginner else 66  # about where simulation shows a take starts to pay (docs/ai.md)
    takes = [a for a in view.legal_actions if isinstance(a, Take)]
    best: Action = PASS
    best_value = threshold - noise
    for action in takes:
        value = estimate(hand, Strain.of_suit(action.suit))
        if value > best_value:
            best, best_value = action, value
    return best


LAYOUT_MARGIN = 6  # Découverte: take when my face-up cards are worth this much more than the other's


def _layout_bid(view: PlayerView, rng: random.Random, beginner: bool) -> Action:
    """Every known card lies face up on the table (Découverte): compare my face-up cards with the other
    players' in each suit on offer; the face-down halves are unseen by all, so they weigh alike."""
    mine = view.playable_mask
    theirs = 0
    for seat in range(view.rules.players):
        if seat != view.seat:
            theirs |= view.table_up_mask(seat)
    noise = rng.uniform(-8, 8) if beginner else 0.0
    best: Action = PASS
    best_value = float(LAYOUT_MARGIN) - noise
    for action in view.legal_actions:
        if isinstance(action, Take):
            strain = Strain.of_suit(action.suit)
            value = estimate(mine, strain) - estimate(theirs, strain)
            if value > best_value:
                best, best_value = action, value
    return best


def _auction_bid(view: PlayerView, rng: random.Random, beginner: bool) -> Action:
    high, high_seat, multiplier = _high_bid(view)
    partner_holds = high is not None and view.rules.team_of(high_seat) == view.rules.team_of(view.seat)
    if multiplier == 2:
        return _redouble_on_strength(view, high, partner_holds, beginner)
    noise = rng.uniform(-10, 10) if beginner else 0.0
    choice = _best_point_bid(view, high, partner_holds, beginner, noise)
    if choice is not None:
        action = Bid(choice[0], choice[1])
        if action in view.legal_actions:
            return action
    return _double_on_defence(view, high, partner_holds, beginner)


def _redouble_on_strength(view: PlayerView, high: Bid | None, partner_holds: bool, beginner: bool) -> Action:
    """The standing bid doubled: redouble a partner's bid on a hand well above it (not Beginner), else pass."""
    if beginner or not partner_holds or REDOUBLE not in view.legal_actions or high is None or high.capot:
        return PASS
    return REDOUBLE if estimate(view.hand_mask, high.strain) >= high.value + 30 else PASS


def _double_on_defence(view: PlayerView, high: Bid | None, partner_holds: bool, beginner: bool) -> Action:
    """No bid: double the other team's high bid on a strong defence (not Beginner), else pass."""
    if beginner or high is None or partner_holds or DOUBLE not in view.legal_actions or high.capot:
        return PASS
    return DOUBLE if defence_strength(view.hand_mask, high.strain) >= 30 and high.value >= 100 else PASS


def _best_point_bid(view: PlayerView, high: Bid | None, partner_holds: bool, beginner: bool,
                    noise: float) -> tuple[int, Strain] | None:
    """The evaluation bidder's (value, strain) with the best margin over its bid, None when no strain reaches
    the lowest bid."""
    rules = view.rules
    hand = view.hand_mask
    lowest = rules.min_bid if high is None else high.value + rules.bid_step
    partners = high if partner_holds else None
    choice: tuple[int, Strain] | None = None
    best_margin = -1e9
    for strain in allowed_strains(view.rules):
        if not strong_enough(hand, strain):
            continue
        value = estimate(hand, strain) + noise
        caution = 0 if strain.suit is not None else (5 if beginner else 12)
        bid_value = _point_bid_value(view, strain, value, caution, partners)
        if bid_value < lowest:
            continue
        margin = value - caution - max(bid_value, deal_total(view, strain) // 2 + 1)
        if margin > best_margin:
            choice, best_margin = (bid_value, strain), margin
    return choice


def _point_bid_value(view: PlayerView, strain: Strain, value: float, caution: int, partners: Bid | None) -> int:
    """What the evaluation bidder bids in ``strain`` on a hand worth ``value`` less ``caution``: over a
    partner's bid (``partners``), in his strain by the support the hand adds, in another only on a clearly
    better hand."""
    step = view.rules.bid_step
    bid_value = min(view.rules.max_bid, int(value - caution) // step * step)
    if partners is None:
        return bid_value
    if strain == partners.strain:
        support = value - partner_share(strain) - 20  # what I add beyond an average partner
        return partners.value + (step if support >= 25 else 0) + (step if support >= 45 else 0)
    return min(bid_value, int(value - 30) // step * step)


# -- bidding by simulation (Expert, Master) ----------------------------------------------------------
def simulated_bid(view: PlayerView, how: Simulation, weighed: dict[Action, float] | None = None) -> Action:
    """Bid by playing each candidate contract out on ``how.samples`` deals of the unseen cards.
    ``weighed``, if given, receives the simulated worth of each action weighed (what Review costs a
    player's bid with)."""
    return AI_BIDDERS[view.rules.trump_scheme].simulated(view, how, weighed)


def _simulated_take(view: PlayerView, how: Simulation, weighed: dict[Action, float] | None = None) -> Action:
    """Turned card and naming in turn: play each suit one may take out; take the best if it beats passing."""
    me = view.seat
    legal = view.legal_actions
    takes = [a for a in legal if isinstance(a, Take)]
    contracts = [Contract(Strain.of_suit(a.suit), me) for a in takes]
    take_values = evaluate_contracts(view, contracts, how)
    best: Action = PASS
    best_value = TAKE_MARGIN if PASS in legal else -math.inf  # Tarabish's dealer names his best suit
    for take, value in zip(takes, take_values):
        if value > best_value:
            best, best_value = take, value
    if weighed is not None:
        weighed[PASS] = TAKE_MARGIN
        weighed.update(zip(takes, take_values))
    return best


def _simulated_point_bid(view: PlayerView, how: Simulation, weighed: dict[Action, float] | None = None) -> Action:
    """The point auction: play every bid the hand evaluation does not rule out, passing and doubling."""
    high, high_seat, multiplier = _high_bid(view)
    partner_holds = high is not None and view.rules.team_of(high_seat) == view.rules.team_of(view.seat)
    if multiplier == 2:
        return _simulated_redouble(view, how, weighed)
    values = _simulated_point_values(view, how, high, high_seat, partner_holds)
    pass_value = values.get(PASS, OPENING_PASS_VALUE)
    if weighed is not None:
        weighed.update({PASS: pass_value, **values})
    best_action: Action = PASS
    best_value = pass_value
    for action, value in values.items():
        margin = 0.0 if action == PASS else (DOUBLE_MARGIN if action == DOUBLE else BID_MARGIN)
        if value > best_value + margin:
            best_action, best_value = action, value - margin
    return best_action


def _simulated_redouble(view: PlayerView, how: Simulation, weighed: dict[Action, float] | None) -> Action:
    """The partner's bid doubled: redouble when the simulation rates it clearly better, else pass."""
    high, high_seat, _ = _high_bid(view)
    partner_holds = high is not None and view.rules.team_of(high_seat) == view.rules.team_of(view.seat)
    if not (partner_holds and REDOUBLE in view.legal_actions and high is not None):
        return PASS
    base = Contract(high.strain, high_seat, high.value, high.capot, 2)
    doubled, redoubled = evaluate_contracts(
        view, [base, Contract(high.strain, high_seat, high.value, high.capot, 4)], how)
    if weighed is not None:
        weighed.update({PASS: doubled, REDOUBLE: redoubled})
    return REDOUBLE if redoubled > doubled + 20 and doubled > 40 else PASS


def _simulated_point_values(view: PlayerView, how: Simulation, high: Bid | None, high_seat: int,
                            partner_holds: bool) -> dict[Action, float]:
    """The simulated worth of passing and doubling the standing bid and of each legal bid worth simulating."""
    lowest = view.rules.min_bid if high is None else high.value + view.rules.bid_step
    options = _standing_options(view, high, high_seat)
    bids = _simulated_bids(view, how, _strains_to_simulate(view, lowest, high if partner_holds else None), lowest)
    values: dict[Action, float] = {}
    if options:
        for (action, _), value in zip(options, evaluate_contracts(view, [c for _, c in options], how)):
            values[action] = value
    for bid, value in bids:
        if bid in view.legal_actions:
            values[bid] = value
    return values


def _simulated_bids(view: PlayerView, how: Simulation, strains: list[Strain], lowest: int) -> list[tuple[Bid, float]]:
    """Each bid from ``lowest`` up in each of ``strains``, with its simulated worth."""
    rules = view.rules
    levels = range(lowest, rules.max_bid + 1, rules.bid_step)
    # one playout set per strain: the value only changes the scoring
    per_strain = evaluate_contracts(
        view, [Contract(s, view.seat, v, False, 1) for s in strains for v in levels], how,
    ) if lowest <= rules.max_bid else []
    return list(zip([Bid(v, s) for s in strains for v in levels], per_strain))


def _standing_options(view: PlayerView, high: Bid | None, high_seat: int) -> list[tuple[Action, Contract]]:
    """Passing and doubling, each with the contract it leaves standing (none before the first bid)."""
    options: list[tuple[Action, Contract]] = []
    if high is not None:
        options.append((PASS, Contract(high.strain, high_seat, high.value, high.capot, 1)))
        if DOUBLE in view.legal_actions:
            options.append((DOUBLE, Contract(high.strain, high_seat, high.value, high.capot, 2)))
    return options


def _strains_to_simulate(view: PlayerView, lowest: int, partners: Bid | None) -> list[Strain]:
    """The strains the hand evaluation does not rule out (the partner's, ``partners``' strain, is always in);
    all trumps only on two jacks or more, however well the playouts (weak defenders there) rate it."""
    hand = view.hand_mask
    return [s for s in allowed_strains(view.rules) if strong_enough(hand, s) and (
        estimate(hand, s) >= lowest - HOPELESS or (partners is not None and s == partners.strain))]


TAKE_MARGIN = -15.0  # take when the simulated deal is worth more than this (passing is not worth 0)
BID_MARGIN = 8.0  # a bid must beat passing by this much
DOUBLE_MARGIN = 15.0
OPENING_PASS_VALUE = -10.0  # the worth of passing when no one has bid yet
HOPELESS = 30  # a strain whose evaluation is this far below the lowest bid is not simulated



# -- the contract auction (Bulgarian Belot, Bidding Belote) ----------------------------------------------
# The hand is judged on the 5 cards dealt before the auction; the 3 dealt after it are worth on average
# UNSEEN_ALLOWANCE more (measured on 20,000 random hands with ``estimate``). CALL_THRESHOLD (beliefs.hand_value)
# is what a whole hand (the partner's share included) needs to call: about the top 30 % of hands in each strain.
UNSEEN_ALLOWANCE = {"suit": 16, "nt": 10, "at": 21}
MATCH_WIN_RATE = 0.9  # "Match" stakes the game: only on a deal the simulation wins this often
REDOUBLE_MARGIN = 20.0


def contract_strength(view: PlayerView, strain: Strain) -> float:
    """The evaluation of this seat's hand in ``strain`` as a whole hand: the unseen cards' allowance added
    while the hand is not yet complete. Face-up table cards are left to the allowance: counting them at their
    value against the same thresholds made Intermediate call too often (docs/benchmarks.md); the calibrated
    bidder (``bidding.model``) counts them."""
    value = float(estimate(view.hand_mask, strain))
    if len(view.hand) < view.rules.hand_size:
        value += UNSEEN_ALLOWANCE[strain_kind(strain)] * (view.rules.hand_size - len(view.hand)) / 3
    return value


def contract_heuristic_bid(view: PlayerView, rng: random.Random, beginner: bool) -> Action:
    """Beginner and Intermediate: call the best strain above the standing one whose evaluation reaches its
    threshold; double on a strong defence; redouble a partner on a strong hand; never "Match"."""
    rules = view.rules
    legal = view.legal_actions
    if PASS not in legal:
        return forced_call(view)
    high, high_seat, multiplier = _high_bid(view)
    partner_holds = high is not None and rules.team_of(high_seat) == rules.team_of(view.seat)
    noise = rng.uniform(-10, 10) if beginner else 0.0
    best = _best_contract_call(view, noise, partner_holds)
    if best is not PASS or high is None or beginner:
        return best
    return _contract_double(view, high, partner_holds)


def _best_contract_call(view: PlayerView, noise: float, partner_holds: bool) -> Action:
    """The call whose strength is furthest above its threshold (the last of equals; over a partner's call only
    25 above), PASS when none reaches it."""
    best: Action = PASS
    best_margin = 0.0
    for action in view.legal_actions:
        if not isinstance(action, Call) or not strong_enough(view.hand_mask, action.strain):
            continue
        margin = contract_strength(view, action.strain) + noise - CALL_THRESHOLD[strain_kind(action.strain)]
        if partner_holds:
            margin -= 25  # over a partner's call only with a clearly better contract
        if margin >= best_margin:
            best, best_margin = action, margin
    return best


def _contract_double(view: PlayerView, high: Bid, partner_holds: bool) -> Action:
    """No call (not Beginner): redouble a partner on a strong hand, double on a strong defence, else pass."""
    legal = view.legal_actions
    if REDOUBLE in legal and partner_holds:
        if contract_strength(view, high.strain) >= CALL_THRESHOLD[strain_kind(high.strain)] + 30:
            return REDOUBLE
    if DOUBLE in legal and defence_strength(view.hand_mask, high.strain) >= 40:
        return DOUBLE
    return PASS


def forced_call(view: PlayerView) -> Action:
    """The dealer made to call (option ``dealer_must_call``): the contract his hand rates best."""
    calls = [a for a in view.legal_actions if isinstance(a, Call)]
    return max(calls, key=lambda a: contract_strength(view, a.strain) - CALL_THRESHOLD[strain_kind(a.strain)])


def contract_simulated_bid(view: PlayerView, how: Simulation, weighed: dict[Action, float] | None = None) -> Action:
    """Expert and Master: play out every call above the standing one (no trumps and all trumps included),
    the standing contract (passing), doubled and redoubled, and take what scores best on average. "Match"
    only when the simulation wins the deal at least ``MATCH_WIN_RATE`` of the time."""
    from ...engine.actions import STAKE_MATCH
    from ...engine.auctions.contract import MATCH_MULTIPLIER
    rules = view.rules
    me = view.seat
    legal = view.legal_actions
    if PASS not in legal:
        return forced_call(view)
    high, high_seat, multiplier = _high_bid(view)
    options: list[tuple[Action, Contract]] = []
    if high is not None:
        standing = partial(Contract, high.strain, high_seat, 0, False)
        options.append((PASS, standing(multiplier)))
        for raise_, times in ((DOUBLE, 2), (REDOUBLE, 4), (STAKE_MATCH, MATCH_MULTIPLIER)):
            if raise_ in legal:
                options.append((raise_, standing(times)))
    calls = [a for a in legal if isinstance(a, Call) and strong_enough(view.hand_mask, a.strain)
             and contract_strength(view, a.strain) >= CALL_THRESHOLD[strain_kind(a.strain)] - HOPELESS]
    options.extend((call, Contract(call.strain, me, 0, False, 1)) for call in calls)
    if not options:
        return PASS
    rates: list[float] = []
    values = evaluate_contracts(view, [c for _, c in options], how, rates)
    worth = dict(zip((a for a, _ in options), values))
    win_rate = dict(zip((a for a, _ in options), rates))
    last_to_speak = high is None and view.auction.passes == rules.players - 1
    pass_value = worth.get(PASS, 0.0 if last_to_speak else OPENING_PASS_VALUE)
    if weighed is not None:
        weighed.update({PASS: pass_value, **worth})
    best: Action = PASS
    best_value = pass_value
    for action, value in worth.items():
        if action == PASS:
            continue
        if action == STAKE_MATCH and win_rate[action] < MATCH_WIN_RATE:
            continue  # never blindly
        margin = {DOUBLE: DOUBLE_MARGIN, REDOUBLE: REDOUBLE_MARGIN}.get(action, 0.0 if action == STAKE_MATCH
                                                                         else BID_MARGIN)
        if value > best_value + margin:
            best, best_value = action, value - margin
    return best


AI_BIDDERS[TrumpScheme.TURNED_CARD] = AuctionBidder(_turned_card_bid, _simulated_take)
AI_BIDDERS[TrumpScheme.NAME_IN_TURN] = AuctionBidder(_name_in_turn_bid, _simulated_take)  # Tarabish
AI_BIDDERS[TrumpScheme.POINT_AUCTION] = AuctionBidder(_auction_bid, _simulated_point_bid)
AI_BIDDERS[TrumpScheme.CONTRACT_AUCTION] = AuctionBidder(contract_heuristic_bid, contract_simulated_bid)
