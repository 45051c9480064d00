"""``explain_illegal`` over a broad corpus of refusals: every preset (and duty variations of them), random deals
with their auctions and play, every action of the whole action space that is illegal there, explained from the
acting player's view (and from the state, and without a position), plus hand-made errors of every reason.
The words are compared with a frozen copy of the function before it became a table of small explainers."""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Iterator, Sequence
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication

from belote_desktop.engine import (
    DECLARE, DOUBLE, PASS, PLAY, REDOUBLE, TAKE, VARIANTS,
    Action, Bid, Card, Contract, DealState, IllegalActionError, Phase, PlayerView, Rank, Reason, Ruleset, Strain,
    Suit, cards_in, deal_with_contract,
)
from belote_desktop.engine.actions import ASHKAL, CALL, FOUR, GAHWA, HOKUM, STAKE_MATCH, SUN
from belote_desktop.engine.declarations import CARRE_VALUES
from belote_desktop.engine.state import shuffled_deck
from belote_desktop.learn.explain_refusals import KIND_WORDING, NOT_ALLOWED_TEXTS, OWN_REASONS, explain_illegal
from belote_desktop.learn.explanation import Explanation, _explanation, _is_partner, _legal_cards, _view
from belote_desktop.learn.words import _seat_name, card_word, cards_words, carre_word, strain_word, suit_word
from tests.ai.positions import random_deal_positions

NAMES = ("South", "East", "North", "West")
# duty options of the presets that reach the duties' other wordings (a locked lead, no partner exemption, ...)
DUTY_VARIATIONS: tuple[tuple[str, dict[str, Any]], ...] = (
    ("classic", {"locked_lead_when_doubled": True, "partner_exempts": False}),
    ("coinche", {"locked_lead_when_doubled": True, "partner_exempts": False, "partner_exempts_trump_lead": True}),
    ("coinche", {"must_raise_in_trump_lead": False, "all_trumps_raise_every_suit": False}),
    ("classic", {"must_trump_only_if_opponent_trumped": True, "must_undertrump": False}),
)
SEEDS = range(1)


def action_space(rules: Ruleset) -> list[Action]:
    """Every action there is: each card (of every deck), each auction's calls, and bids on and off the ladder."""
    step = max(rules.bid_step, 1)
    values = sorted({*range(rules.min_bid, rules.max_bid + 1, step), rules.min_bid - step, rules.max_bid + step,
                     rules.min_bid + step // 2 + 1})
    bids = [Bid(v, s) for v in values for s in Strain] + [Bid(0, s, True) for s in Strain]
    return [PASS, DOUBLE, REDOUBLE, DECLARE, STAKE_MATCH, SUN, ASHKAL, FOUR, GAHWA, *TAKE, *HOKUM, *CALL, *PLAY,
            *bids]


def rulesets() -> list[tuple[str, Ruleset]]:
    out = list(VARIANTS.items())
    for base, options in DUTY_VARIATIONS:
        out.append((f"{base}+{','.join(options)}", dataclasses.replace(VARIANTS[base], **options)))
    return out


def doubled_play_positions(rules: Ruleset, seed: int, strain: Strain) -> Iterator[DealState]:
    """A deal played from a doubled contract in ``strain`` (the locked lead, all trumps, no trumps)."""
    import random
    rng = random.Random(seed)
    deck = shuffled_deck(rules, seed)
    size = rules.hand_size
    hands = [list(deck[i * size:(i + 1) * size]) for i in range(rules.players)]
    state = deal_with_contract(rules, seed % rules.players, hands, Contract(strain, seed % rules.players, 80,
                                                                             multiplier=2))
    while not state.is_terminal():
        yield state
        legal = state.legal_actions()
        state = state.apply(legal[rng.randrange(len(legal))])


def corpus() -> Iterator[tuple[str, IllegalActionError, Any, Sequence[str] | None]]:
    """(label, error, view or state, seat names) of every refusal of the corpus."""
    for number, (label, rules) in enumerate(rulesets()):
        actions = action_space(rules)
        names = NAMES[:rules.players]
        for seed in SEEDS:
            positions = list(random_deal_positions(rules, seed))
            if not rules.table_up_packets:
                positions += list(doubled_play_positions(rules, seed, Strain((number + seed) % len(Strain))))
            for step, state in enumerate(positions):
                seat = max(state.current_player(), 0)
                view = state.view_for(seat)
                for action in actions:
                    error = state.why_illegal(action)
                    if error is None:
                        continue
                    where = f"{label} seed {seed} step {step} {action}"
                    yield where, error, view, names
                    if step % 7 == 0:  # the state itself, and no seat names
                        yield where + " (state)", error, state, None
                    if step % 11 == 0:  # no position at all
                        yield where + " (alone)", error, None, names
    yield from hand_made()


def hand_made() -> Iterator[tuple[str, IllegalActionError, Any, Sequence[str] | None]]:
    """An error of every reason with the parameters the engine may leave out or vary, without a position."""
    base = {"card": Card.parse("7H"), "led_suit": Suit.SPADES, "trump": Suit.HEARTS, "to_beat": Card.parse("AH"),
            "higher": [Card.parse("9H")], "winner": 1, "suit": Suit.CLUBS, "turned_suit": Suit.HEARTS, "value": 85,
            "minimum": 90, "min_bid": 80, "max_bid": 160, "step": 10, "strain": Strain.NO_TRUMPS, "why": "own_team",
            "action": "bid 80 H"}
    variations: list[dict[str, Any]] = [
        {}, {"minimum": "capot"}, {"capot": True}, {"strain": "odd"}, {"why": "already"}, {"why": "other_team"},
        {"why": None}, {"points": 5, "limit": 7}, {"action": "double"}, {"action": "redouble"}, {"card": "XX"},
        {"to_beat": None, "winner": None, "higher": None}, {"overtrump": True},
    ]
    for reason in Reason:
        for i, change in enumerate(variations):
            params = {**base, **change}
            yield f"hand-made {reason.name} {i}", IllegalActionError(reason, **params), None, None
            yield f"hand-made {reason.name} {i} (no params)", IllegalActionError(reason), None, None
    # every reason again from a real position of each auction kind (the kind's own words come first)
    for label, rules in rulesets()[:len(VARIANTS)]:
        state = next(iter(random_deal_positions(rules, 0)))
        for reason in Reason:
            yield f"hand-made {reason.name} at {label}", IllegalActionError(reason, **base), state, None


def words(explanation: Explanation) -> str:
    return f"{explanation.rule_id}\t{explanation.rule_title}\t{explanation.text}"


def test_every_refusal_of_the_corpus_keeps_its_words():
    count = 0
    for where, error, position, names in corpus():
        expected = _reference_explain_illegal(error, position, names)
        assert words(explain_illegal(error, position, names)) == words(expected), where
        count += 1
    assert count > 10_000


# -- the function before it became a table (a frozen copy, while refactoring) ------------------------------


def _reference_explain_illegal(
    error: IllegalActionError, view_or_state: Any = None, seat_names: Sequence[str] | None = None
) -> Explanation:
    """Why the engine refused a move, in plain words, with the rule it comes from.

    ``view_or_state``: the PlayerView of the player who tried (or the DealState / MatchState,
    then the player to act); it supplies the hand and the contract. ``seat_names`` by seat number.
    """
    view = _view(view_or_state)
    p = error.params
    reason = error.reason
    rules = view.rules if view is not None else None
    players = rules.players if rules is not None else 4
    hand = list(cards_in(view.playable_mask)) if view is not None else []  # the hand and face-up table cards
    allowed = _legal_cards(view)

    own = OWN_REASONS.get(reason)
    kind = KIND_WORDING.get(rules.trump_scheme) if rules is not None else None
    worded = own(p) if own is not None else kind(reason, p) if kind is not None else None
    if worded is not None:
        return _explanation(*worded)

    def name(seat: Any) -> str:
        return _seat_name(seat_names, int(seat), players) if isinstance(seat, int) else "?"

    if reason is Reason.MUST_FOLLOW_SUIT:
        led = p.get("led_suit")
        same = [c for c in hand if c.suit == led]
        playable = [c for c in allowed if c.suit == led]
        best = _reference_best_card(view)
        if playable and len(playable) < len(same) and best is not None and view is not None:
            # following is not enough here: the raise duty also applies
            text = QCoreApplication.translate(
                "Explain", "You must follow {suit}, and beat {player}'s {best} if you can: play {cards}.",
            ).format(suit=suit_word(led), player=name(view.trick_winner), best=card_word(best),
                     cards=cards_words(playable))
        elif same:
            text = QCoreApplication.translate("Explain", "You must follow {suit}: you still have {cards}.").format(
                suit=suit_word(led), cards=cards_words(same))
        else:
            text = QCoreApplication.translate("Explain", "You must follow {suit} when you can.").format(
                suit=suit_word(led))
        return _explanation(text, "must_follow")

    if reason is Reason.MUST_TRUMP:
        led, trump = p.get("led_suit"), p.get("trump")
        trumps = allowed or [c for c in hand if c.suit == trump]
        winner, best = p.get("winner"), _reference_best_card(view)
        if best is not None and best.suit == trump and p.get("overtrump") and trumps and isinstance(winner, int):
            text = QCoreApplication.translate(
                "Explain",
                "You must trump: you have no {led} and you hold trumps. {player}'s {best} is already in the "
                "trick, so beat it if you can ({cards}).",
            ).format(led=suit_word(led), player=name(winner), best=card_word(best), cards=cards_words(trumps))
        elif trumps:
            text = QCoreApplication.translate(
                "Explain", "You must trump: you have no {led} and you hold trumps ({cards}).",
            ).format(led=suit_word(led), cards=cards_words(trumps))
        else:
            text = QCoreApplication.translate(
                "Explain", "You must trump: you have no {led} and you hold {trump}, the trump suit.",
            ).format(led=suit_word(led), trump=suit_word(trump))
        return _explanation(text, "must_trump")

    if reason is Reason.MUST_OVERTRUMP:
        to_beat, winner = p.get("to_beat"), p.get("winner")
        higher = list(p.get("higher") or allowed)
        beaten = card_word(to_beat) if isinstance(to_beat, Card) else "?"
        if view is not None and isinstance(winner, int) and rules is not None and _is_partner(rules, view.seat, winner):
            text = QCoreApplication.translate(
                "Explain",
                "You must overtrump, even your partner: {player}'s {best} holds the trick and you have a higher "
                "trump ({cards}). In this game a partner holding the trick does not free you.",
            ).format(player=name(winner), best=beaten, cards=cards_words(higher))
        else:
            text = QCoreApplication.translate(
                "Explain", "You must overtrump: {player}'s {best} holds the trick and you have a higher trump ({cards}).",
            ).format(player=name(winner), best=beaten, cards=cards_words(higher))
        return _explanation(text, "must_overtrump")

    if reason is Reason.MUST_RAISE:
        to_beat, winner = p.get("to_beat"), p.get("winner")
        higher = list(p.get("higher") or allowed)
        beaten = card_word(to_beat) if isinstance(to_beat, Card) else "?"
        all_trumps = view is not None and view.contract is not None and view.contract.strain is Strain.ALL_TRUMPS
        partner = view is not None and isinstance(winner, int) and rules is not None and \
            _is_partner(rules, view.seat, winner)
        if all_trumps:
            text = QCoreApplication.translate(
                "Explain",
                "All trumps: in every suit you must beat the best card played if you can. {player}'s {best} "
                "holds the trick and you have {cards}.",
            ).format(player=name(winner), best=beaten, cards=cards_words(higher))
            return _explanation(text, "all_trumps_raise")
        if partner:
            text = QCoreApplication.translate(
                "Explain",
                "Trumps were led: you must play a higher trump, even over your partner's {best} (you have {cards}).",
            ).format(best=beaten, cards=cards_words(higher))
        else:
            text = QCoreApplication.translate(
                "Explain",
                "Trumps were led: you must play a higher trump than {player}'s {best} (you have {cards}).",
            ).format(player=name(winner), best=beaten, cards=cards_words(higher))
        return _explanation(text, "raise_in_trumps")

    if reason is Reason.LOCKED_TRUMP_LEAD:
        trump = p.get("trump")
        side = [c for c in hand if c.suit != trump]
        text = QCoreApplication.translate(
            "Explain", "The contract is doubled, which locks the trumps: you may not lead {trump} while you hold "
            "another suit.").format(trump=suit_word(trump))
        if side:
            text += " " + QCoreApplication.translate("Explain", "Lead one of {cards}.").format(cards=cards_words(side))
        return _explanation(text, "locked_lead")

    if reason is Reason.NOT_IN_HAND:
        card = p.get("card")
        text = QCoreApplication.translate("Explain", "The {card} is not in your hand.").format(
            card=card_word(card) if isinstance(card, Card) else str(card))
        return _explanation(text, "play")

    if reason is Reason.GAME_OVER:
        return _explanation(
            QCoreApplication.translate("Explain", "This game is over: start a new one to play again."), "end_of_game")

    if reason is Reason.WRONG_PHASE:
        if view is not None and view.phase is Phase.BIDDING:
            return _explanation(QCoreApplication.translate(
                "Explain", "The trump is not chosen yet: bid or pass first; the cards are played afterwards."),
                "bidding")
        return _explanation(QCoreApplication.translate(
            "Explain", "The bidding is over: it is time to play a card."), "play")

    if reason is Reason.TAKE_TURNED_SUIT_ONLY:
        text = QCoreApplication.translate(
            "Explain",
            "In the first round you may only take the turned card's suit, {suit}, or pass. Another suit can be "
            "named in the second round if everybody passes.",
        ).format(suit=suit_word(p.get("turned_suit", 0)))
        return _explanation(text, "bidding_round_one")

    if reason is Reason.DEALER_MUST_NAME and "points" in p:  # the contract auction's option
        return _explanation(QCoreApplication.translate(
            "Explain", "Everybody else passed: the dealer must call a contract. Only a hand worth {limit} points or "
            "less may pass and cancel the deal; this one is worth {points}.").format(
            limit=p.get("limit", 7), points=p.get("points", 0)), "thrown_in")
    if reason is Reason.DEALER_MUST_NAME:  # Tarabish
        return _explanation(QCoreApplication.translate(
            "Explain", "The three other players passed: the dealer must name a trump suit, he may not pass."),
            "bidding")

    if reason is Reason.TURNED_SUIT_REFUSED:
        text = QCoreApplication.translate(
            "Explain",
            "Everybody refused {suit} in the first round: in the second round name another suit, or pass.",
        ).format(suit=suit_word(p.get("suit", 0)))
        return _explanation(text, "bidding_round_two")

    if reason is Reason.TRUMP_NOT_HELD:
        text = QCoreApplication.translate(
            "Explain",
            "You hold no {suit}: playing in a suit you do not hold would be a renege, so the game does not allow "
            "it. Pass, or choose a suit you hold.",
        ).format(suit=suit_word(p.get("suit", 0)))
        return _explanation(text, "renege")

    if reason is Reason.BID_TOO_LOW:
        minimum = p.get("minimum")
        if minimum == "capot":
            text = QCoreApplication.translate(
                "Explain", "Nothing is higher than a capot bid: you may only pass or coinche it.")
        else:
            text = QCoreApplication.translate(
                "Explain", "Each bid must be higher than the last one: bid at least {minimum}.").format(minimum=minimum)
        return _explanation(text, "bid_higher")

    if reason is Reason.BID_OUT_OF_RANGE:
        text = QCoreApplication.translate(
            "Explain", "Bids go from {low} to {high} in steps of {step}: {value} is not one of them.",
        ).format(low=p.get("min_bid"), high=p.get("max_bid"), step=p.get("step"), value=p.get("value"))
        return _explanation(text, "bid_values")

    if reason is Reason.STRAIN_NOT_ALLOWED:
        if p.get("capot"):
            return _explanation(QCoreApplication.translate(
                "Explain", "Capot bids are not allowed in this game."), "capot_bid")
        strain = p.get("strain")
        text = QCoreApplication.translate("Explain", "Contracts in {strain} are not allowed in this game.").format(
            strain=strain_word(strain) if isinstance(strain, Strain) else str(strain))
        return _explanation(text, "bid_strains")

    if reason is Reason.PASS_IS_FINAL:
        return _explanation(QCoreApplication.translate(
            "Explain", "You have passed, and in this game a pass is final: you may not bid again in this deal."),
            "end_of_auction")

    if reason is Reason.BIDDING_CLOSED:
        return _explanation(QCoreApplication.translate(
            "Explain",
            "After a coinche nobody may bid again: pass, or surcoinche if it is your team's bid that was coinched."),
            "coinche")

    if reason is Reason.CANNOT_DOUBLE:
        why = p.get("why")
        if why == "own_team":
            text = QCoreApplication.translate(
                "Explain", "You cannot coinche your own team's bid: only the opponents of the highest bidder may.")
        elif why == "already":
            text = QCoreApplication.translate("Explain", "This bid is already coinched.")
        else:
            text = QCoreApplication.translate("Explain", "There is no bid to coinche yet.")
        return _explanation(text, "coinche")

    if reason is Reason.CANNOT_REDOUBLE:
        why = p.get("why")
        if why == "other_team":
            text = QCoreApplication.translate(
                "Explain", "Only the team whose bid was coinched may surcoinche.")
        elif why == "already":
            text = QCoreApplication.translate("Explain", "This bid is already surcoinched.")
        else:
            text = QCoreApplication.translate(
                "Explain", "You may surcoinche only after an opponent has coinched your team's bid.")
        return _explanation(text, "surcoinche")

    if reason is Reason.NOTHING_TO_DECLARE:
        deck_ranks = rules.deck.ranks if rules is not None else tuple(Rank)
        ranks = [carre_word(r) for r in sorted(CARRE_VALUES, key=CARRE_VALUES.__getitem__, reverse=True)
                 if r in deck_ranks]
        text = QCoreApplication.translate(
            "Explain",
            "You have nothing to declare: a declaration is three or more cards in sequence in one suit, or {carres}.",
        ).format(carres=QCoreApplication.translate("Explain", ", ", "separator in a list").join(ranks))
        return _explanation(text, "declarations")

    if reason is Reason.DECLARE_FIRST_TRICK_ONLY:
        return _explanation(QCoreApplication.translate(
            "Explain", "Declarations are announced only in the first trick, before you play your first card."),
            "declarations")

    if reason is Reason.NOT_ALLOWED:
        scheme = rules.trump_scheme if rules is not None else None
        action = str(p.get("action", ""))
        if action.startswith(("double", "redouble")):
            text = QCoreApplication.translate(
                "Explain", "This game is played without coinche and surcoinche.")
            return _explanation(text, "coinche")
        own_text = NOT_ALLOWED_TEXTS.get(scheme) if scheme is not None else None
        text = own_text() if own_text is not None else QCoreApplication.translate(
            "Explain", "This game does not use that move.")
        return _explanation(text, "bidding")

    return _explanation(QCoreApplication.translate("Explain", "That move is not allowed now."), "play")


def _reference_best_card(view: PlayerView | None) -> Card | None:
    """The card holding the current trick."""
    if view is None or not view.trick:
        return None
    for seat, card in view.trick:
        if seat == view.trick_winner:
            return card
    return None
