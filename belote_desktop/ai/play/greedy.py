"""The rule-based playout policy: the card each row's player to move plays in a ``Batch`` of sampled deals.

Leading: the master trump while the takers draw trumps; a master no opponent can ruff; a small card in a suit the
partner is master of; else a small card of the best side suit (a singleton when holding trumps, else long; not from a
ten whose ace is out, not where an opponent ruffs). Following: smear points (not the masters) on a trick the partner
surely holds, or make it sure with a sure winner; take the trick with the cheapest sure winner; ruff; fight for a
trick worth four or more; else discard the cheapest card, keeping the guard of a ten and the masters. (Each rule was
kept because it won card points against the others in duplicate: see docs/ai.md.) The compiled kernel plays the very
same policy (``native_batch.greedy_finish``, ``ckernel/greedy.c``).
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np

from .batch import ACE_RANK, I64, NO_CARD, TEN_RANK, Batch, popcount


class Sight(NamedTuple):
    """What the player to move sees, per row: his playable cards, every card out in another hand, his partner's
    hand where he sees it (None: alone, or public knowledge only), each opponent's hand as he sees it, and the cards
    of his no other hand can beat in their suit."""

    mine: np.ndarray
    others: np.ndarray
    partner: np.ndarray | None
    opponents: list[np.ndarray]
    masters: np.ndarray


def greedy(batch: Batch, taker_team: int, public: bool = False) -> np.ndarray:
    """The policy's card for the player to move of every row (``taker_team``: the contract's team), with every hand
    of the row in view (a sampled deal); ``public``: each player knows only its own hand, the cards out, and the
    voids shown so far (an opponent's hand is then every card out it may hold)."""
    bt = batch.bt
    n = bt.players
    pos = batch.pos
    rel = batch.rel
    offset = bt.partner_offset  # the partner's place after ``pos`` in the trick (None: alone)
    mine = batch.playable(rel[pos]) if batch.covers else rel[pos]
    others = np.zeros(batch.rows, dtype=I64)
    for j in range(n):
        if j != pos:
            others = others | rel[j]
    if public:
        partner = None
        seen = {j: others & ~batch.known_void[j] for j in range(n)}
    else:
        partner = rel[(pos + offset) % n] if offset is not None else None
        seen = {j: rel[j] for j in range(n)}
    opponents = [seen[(pos + j) % n] for j in range(1, n) if j != offset]
    sight = Sight(mine, others, partner, opponents, _masters(batch, mine, others))
    if pos == 0:
        choice = _lead(batch, sight, taker_team)
        if bt.lead_side:  # a locked lead: the cheapest side card instead of a trump
            legal = batch.legal()
            choice = np.where((legal >> choice) & 1 != 0, choice, batch.cheapest(legal))
        return choice
    later = [seen[j] for j in range(pos + 1, n) if j - pos != offset]
    # with public knowledge only: where nobody else is known to hold the led suit any more
    none_out = (others & batch.lead_mask) == 0 if public else None
    return _follow(batch, sight, later, none_out)


def _follow(batch: Batch, sight: Sight, later: list[np.ndarray], none_out: np.ndarray | None) -> np.ndarray:
    """The card that follows to the trick: ``later``, the hands still to play after this one, as seen."""
    bt = batch.bt
    legal = batch.legal()
    best = batch.best
    winners = legal & bt.beaters[best]
    has_winner = winners != 0
    discard = _discard(batch, legal, sight)
    if not later:
        choice = np.where(has_winner, batch.weakest(winners), discard)
    else:
        weak = batch.weakest(winners)
        strong = batch.choose_among(winners, bt.strongest, bt.strong_key, False)
        sure_weak = has_winner & _sure(batch, weak, later, none_out)
        sure_strong = has_winner & _sure(batch, strong, later, none_out)
        rich_trick = batch.trick_points >= 4
        ruffing = has_winner & ((winners & ~bt.trump_mask) == 0) & ~bt.is_trump[batch.led * 9]
        fight = np.where(ruffing, weak, np.where(rich_trick & has_winner, strong, discard))
        choice = np.where(sure_weak, weak, np.where(sure_strong, strong, fight))
    if bt.partner_offset is not None:
        partner_holds = batch.partner_holds()
        if later:
            safe = _sure(batch, best, later, none_out)
            overtake = ~safe & sure_weak  # make the partner's trick safe
            held = np.where(overtake, weak, discard)
            partner_choice = np.where(safe, _smear(batch, legal, sight, discard), held)
        else:
            partner_choice = _smear(batch, legal, sight, discard)
        choice = np.where(partner_holds, partner_choice, choice)
    return choice


def _masters(batch: Batch, mine: np.ndarray, others: np.ndarray) -> np.ndarray:
    """The cards of ``mine`` that no other hand can beat in their suit."""
    bt = batch.bt
    masters = np.zeros(batch.rows, dtype=I64)
    for suit in range(4):
        shift = 9 * suit
        top = bt.strongest[suit * 512 + ((others >> shift) & 511)]
        suit_mask = 0x1FF << shift
        masters |= np.where(top == NO_CARD, mine & suit_mask, mine & bt.higher[top])
    return masters


def _smear(batch: Batch, legal: np.ndarray, sight: Sight, discard: np.ndarray) -> np.ndarray:
    """Points for the partner's sure trick: the richest side card that is not a master, else one
    that is not the top of its suit in this hand; trumps and masters are kept."""
    bt = batch.bt
    side = legal & ~bt.trump_mask
    plain = side & ~sight.masters
    tops = np.zeros(batch.rows, dtype=I64)
    for suit in range(4):
        top = bt.strongest[suit * 512 + ((sight.mine >> (9 * suit)) & 511)]
        tops |= np.left_shift(1, top) & ((1 << 36) - 1)
    second = side & ~tops
    return np.where(plain != 0, batch.richest(plain), np.where(second != 0, batch.richest(second), discard))


def _discard(batch: Batch, legal: np.ndarray, sight: Sight) -> np.ndarray:
    """The cheapest card, but not a trump, a master worth ten or more, or the last guard of a ten."""
    bt = batch.bt
    mine, others, masters = sight.mine, sight.others, sight.masters
    trump = bt.trump_mask
    point = 256 << 6  # one card point in the cheap_key scale
    has_trumps = (mine & trump) != 0
    best_key: np.ndarray | None = None
    for suit in range(4):
        shift = 9 * suit
        suit_mask = 0x1FF << shift
        here = (legal >> shift) & 511
        card = bt.cheapest[suit * 512 + here]
        key = bt.cheap_key[card]
        if trump & suit_mask:
            key = key + 40 * point
        else:
            mine_here = mine & suit_mask
            ten = 1 << (shift + TEN_RANK)
            ace = 1 << (shift + ACE_RANK)
            guard = ((mine_here & ten) != 0) & (popcount(mine_here) == 2) & ((others & ace) != 0)
            key = key + np.where(guard & (card != shift + TEN_RANK), 12 * point, 0)
            key = key - np.where(has_trumps & (popcount(mine_here) == 1), 2 * point, 0)
        rich_master = ((masters >> card) & 1).astype(bool) & (bt.points[card] >= 10)
        key = key + np.where(rich_master, 30 * point, 0)
        key = np.where(here != 0, key, bt.cheap_key[NO_CARD])
        best_key = key if best_key is None else np.minimum(best_key, key)
    assert best_key is not None
    return best_key & 63


def _sure(batch: Batch, card: np.ndarray, later: list[np.ndarray], none_out: np.ndarray | None) -> np.ndarray:
    """Whether no opponent still to play can take the trick from ``card``; ``none_out``: with public knowledge
    only (None: every hand in view), where no other hand can hold the led suit."""
    beaters = batch.bt.beaters[card]
    lead_mask = batch.lead_mask
    safe = np.ones(batch.rows, dtype=bool)
    for hand in later:
        follow = hand & lead_mask
        if none_out is not None:
            # it may follow with a higher card, or trump if it is known to be void
            may_void = (follow == 0) | none_out
            threat = ((follow & beaters) != 0) | (may_void & ((hand & beaters & ~lead_mask) != 0))
        else:
            threat = np.where(follow != 0, follow & beaters, hand & beaters) != 0
        safe &= ~threat
    return safe


def _lead(batch: Batch, sight: Sight, taker_team: int) -> np.ndarray:
    """The card that leads the trick (the module's rules for leading)."""
    mine, partner, opponents, others, masters = sight.mine, sight.partner, sight.opponents, sight.others, sight.masters
    bt = batch.bt
    trump = bt.trump_mask
    point = 256 << 6
    opp_trumps = np.zeros(batch.rows, dtype=bool)
    for hand in opponents:
        opp_trumps |= (hand & trump) != 0
    choice = np.full(batch.rows, NO_CARD, dtype=I64)
    side_master = np.full(batch.rows, NO_CARD, dtype=I64)
    side_master_key = np.full(batch.rows, -1, dtype=I64)
    to_partner = np.full(batch.rows, NO_CARD, dtype=I64)
    plain_key = np.full(batch.rows, bt.cheap_key[NO_CARD], dtype=I64)
    opp_all = opponents[0]
    for hand in opponents[1:]:
        opp_all = opp_all | hand
    trump_top = trump_master = None
    for suit in range(4):
        shift = 9 * suit
        suit_mask = 0x1FF << shift
        mine_here = (mine >> shift) & 511
        top = bt.strongest[suit * 512 + mine_here]
        master = (mine_here != 0) & (((masters >> top) & 1) != 0)
        if trump & suit_mask:
            trump_top, trump_master = top, master
            continue
        ruffable = np.zeros(batch.rows, dtype=bool)
        if trump:
            for hand in opponents:
                ruffable |= ((hand & suit_mask) == 0) & ((hand & trump) != 0)
        sure = master & ~ruffable
        key = np.where(sure, bt.rich_key[top], -1)
        better = key > side_master_key
        side_master = np.where(better, top, side_master)
        side_master_key = np.maximum(key, side_master_key)
        small = bt.cheapest[suit * 512 + mine_here]
        if partner is not None:
            partner_here = (partner >> shift) & 511
            ptop = bt.strongest[suit * 512 + partner_here]
            partner_master = (partner_here != 0) & ((opp_all & bt.higher[ptop]) == 0) & ~ruffable
            to_partner = np.where(partner_master & (mine_here != 0) & (to_partner == NO_CARD), small, to_partner)
        # the plain lead: a small card of a long suit, not from a ten whose ace is out, not into a ruff
        count = bt.pop9[mine_here]
        ten_exposed = ((mine_here >> TEN_RANK) & 1 != 0) & ((mine_here >> ACE_RANK) & 1 == 0) & (
            (others >> (shift + ACE_RANK)) & 1 != 0)
        key = bt.cheap_key[small] - count * 3 * point + np.where(ten_exposed, 8 * point, 0)
        # with trumps in hand, a singleton (not a master) is led first: the void makes a ruff
        key = key - np.where(((mine & trump) != 0) & (count == 1) & ~master, 12 * point, 0)
        key = key + np.where(ruffable, 5 * point, 0)
        key = np.where(mine_here != 0, key, bt.cheap_key[NO_CARD])
        plain_key = np.minimum(plain_key, key)
    if trump_top is not None and trump_master is not None:
        takers = bt.team_of[(batch.leader + batch.pos) % bt.players] == taker_team
        draw = takers & opp_trumps & trump_master
        choice = np.where(draw, trump_top, choice)
        # without the master, the takers still draw with a small trump when they hold two or more
        my_trumps = mine & trump
        low = batch.weakest(my_trumps)
        small = (popcount(my_trumps) >= 2) & (bt.power[low] % 100 <= 3)
        choice = np.where(takers & opp_trumps & ~trump_master & small, low, choice)
    choice = np.where(choice == NO_CARD, side_master, choice)
    if partner is None and bt.partner_offset is not None:
        # without seeing the partner's hand: return the side suit it led first
        partner_seat = (batch.leader + batch.pos + bt.partner_offset) % bt.players
        suit = batch.first_led.take(partner_seat * batch.rows + batch.index)
        for s in range(4):
            if trump & (0x1FF << (9 * s)):
                continue
            mine_here = (mine >> (9 * s)) & 511
            top = bt.strongest[s * 512 + mine_here]
            pick = np.where(((masters >> top) & 1) != 0, top, bt.cheapest[s * 512 + mine_here])
            to_partner = np.where((suit == s) & (mine_here != 0) & (to_partner == NO_CARD), pick, to_partner)
    choice = np.where(choice == NO_CARD, to_partner, choice)
    plain = plain_key & 63
    fallback = np.where(plain != NO_CARD, plain, batch.cheapest(mine))
    return np.where(choice == NO_CARD, fallback, choice)
