"""The rule-based card players: Intermediate (a decent club player) and Beginner (weaker on purpose).

Both read only the PlayerView and the facts ``beliefs.inference.read_view`` proves from it. Intermediate counts
the trumps still out, keeps its master cards, cashes them when no one can ruff, draws trumps when its
side took, returns its partner's suit, smears points on a trick its partner surely holds, takes tricks
with the cheapest sure winner and otherwise gives its cheapest card, discarding from short suits while
keeping the guard of a ten.
"""

from __future__ import annotations

import random

from ...engine import PlayerView
from ..beliefs.inference import Knowledge, read_view
from ..tables import SUIT_MASKS, SUIT_OF, Tables, bits_of, tables_for

ACE, TEN = 8, 4  # rank numbers


def legal_card_mask(view: PlayerView) -> int:
    mask = 0
    for action in view.legal_actions:
        card = getattr(action, "card", None)
        if card is not None:
            mask |= card.bit
    return mask


class TableSense:
    """What a player at the table knows and derives from a play-phase view."""

    def __init__(self, view: PlayerView, knowledge: Knowledge | None = None) -> None:
        assert view.contract is not None
        rules = view.rules
        self.view = view
        self.t: Tables = tables_for(rules, view.contract.strain, view.contract.multiplier)
        t = self.t
        self.k = knowledge if knowledge is not None else read_view(view)
        k = self.k
        n = rules.players
        self.n = n
        self.me = view.seat
        self.partner = t.partner_of[self.me]  # -1: alone
        self.my_team = t.team_of[self.me]
        self.opponents = list(t.seating.opponents_of(self.me))
        self.taker = view.contract.taker
        self.taker_team = t.team_of[self.taker]
        self.hand = view.playable_mask  # the hand and the face-up table cards
        self.legal = legal_card_mask(view)
        self.trump = t.trump_mask
        self.hidden = k.hidden
        # what another seat may play now: its known cards, and unseen ones only if its hand holds any
        # (a face-down table card is not playable before it turns up)
        self.possible = [
            0 if s == self.me else
            k.known[s] | (k.hidden & ~k.forbidden[s] if not k.down or k.hidden_hand(s) > 0 else 0)
            for s in range(n)]
        self.trick = [(seat, card.index) for seat, card in view.trick]
        if self.trick:
            self.led = SUIT_OF[self.trick[0][1]]
            best_seat, best = self.trick[0]
            for seat, card in self.trick[1:]:
                if t.win_power[self.led][card] > t.power[best]:
                    best, best_seat = card, seat
            self.best, self.best_seat = best, best_seat
            played = {seat for seat, _ in self.trick}
            self.later = [(self.me + j) % n for j in range(1, n) if (self.me + j) % n not in played]
        else:
            self.led = -1
            self.best = self.best_seat = -1
            self.later = [(self.me + j) % n for j in range(1, n)]

    # -- facts ----------------------------------------------------------------------------------
    def is_master(self, card: int) -> bool:
        """No card still hidden in the other hands beats it in its suit."""
        return not self.hidden & self.t.higher[card]

    def sure_void(self, seat: int, suit: int) -> bool:
        return not self.possible[seat] & SUIT_MASKS[suit]

    def may_be_void(self, seat: int, suit: int) -> bool:
        """Void for sure, or too few cards of the suit left out for it to be likely to hold one."""
        if self.sure_void(seat, suit):
            return True
        if self.k.known[seat] & SUIT_MASKS[suit]:
            return False
        return (self.hidden & SUIT_MASKS[suit]).bit_count() <= 2

    def ruff_risk(self, suit: int) -> bool:
        """An opponent may trump a lead in ``suit``."""
        if not self.trump or self.trump & SUIT_MASKS[suit]:
            return False
        return any(self.may_be_void(o, suit) and self.possible[o] & self.trump for o in self.opponents)

    def threat(self, seat: int, card: int) -> bool:
        """``seat`` (still to play) may take the trick from ``card``."""
        t = self.t
        beaters = t.higher[card] | (0 if t.trump_mask >> card & 1 else t.trump_mask)
        possible = self.possible[seat]
        lead_mask = SUIT_MASKS[self.led]
        if possible & lead_mask & beaters:
            return True
        if self.may_be_void(seat, self.led) and possible & self.trump & beaters:
            return True
        return False

    def sure_winner(self, card: int) -> bool:
        return not any(self.threat(o, card) for o in self.later if o in self.opponents)

    def partner_suit(self) -> int:
        """The first side suit the partner led this deal (or bid, at the coinche), -1 if none."""
        if self.partner < 0:
            return -1
        for trick in self.view.tricks:
            if trick.leader == self.partner:
                suit = int(trick.cards[0].suit)
                if not self.trump >> (suit * 9) & 1:
                    return suit
        for seat, action in self.view.bidding:
            strain = getattr(action, "strain", None)
            if seat == self.partner and strain is not None and strain.suit is not None:
                suit = int(strain.suit)
                if not self.trump & SUIT_MASKS[suit]:
                    return suit
        return -1

    # -- choices ----------------------------------------------------------------------------------
    def cheapest(self, mask: int) -> int:
        return self.t.cheapest_of(mask)

    def strongest(self, mask: int) -> int:
        return max(bits_of(mask), key=self.t.power.__getitem__)

    def weakest(self, mask: int) -> int:
        return min(bits_of(mask), key=self.t.power.__getitem__)

    def discard(self, mask: int) -> int:
        """The card that costs least: few points, not a trump, not a master, not a ten's guard."""
        t = self.t
        hand = self.hand

        def cost(card: int) -> float:
            suit = SUIT_OF[card]
            in_suit = hand & SUIT_MASKS[suit]
            value = t.points[card] * 4.0 + t.power[card] * 0.05
            if self.trump >> card & 1:
                value += 40
            if self.is_master(card) and t.points[card] >= 10:
                value += 30
            ten = suit * 9 + TEN
            if (card != ten and in_suit >> ten & 1 and in_suit.bit_count() == 2
                    and not self.trump & SUIT_MASKS[suit] and self.hidden >> (suit * 9 + ACE) & 1):
                value += 12  # the last guard of a ten while the ace is out
            if self.led >= 0 and suit != self.led and in_suit.bit_count() == 1 and hand & self.trump:
                value -= 2  # making a void to trump later
            return value

        return min(bits_of(mask), key=cost)

    def smear(self, mask: int) -> int:
        """Points for a trick the partner surely takes, keeping trumps and masters when possible."""
        side = mask & ~self.trump
        if not side:
            return self.cheapest(mask)
        plain = [c for c in bits_of(side) if not self.is_master(c) or self.t.points[c] < 10]
        if plain:
            return max(plain, key=lambda c: (self.t.points[c], -self.t.power[c]))
        return self.cheapest(mask)

    def lead(self) -> int:
        t = self.t
        hand = self.legal  # the hand, unless a locked lead keeps the trumps back
        my_trumps = hand & self.trump
        card = self.trump_lead(my_trumps)
        if card >= 0:
            return card
        side = hand & ~self.trump
        masters = [c for c in bits_of(side) if self.is_master(c) and not self.ruff_risk(SUIT_OF[c])]
        if masters:
            return max(masters, key=lambda c: (t.points[c], -(hand & SUIT_MASKS[SUIT_OF[c]]).bit_count()))
        suit = self.partner_suit()
        if suit >= 0 and hand & SUIT_MASKS[suit]:
            cards = hand & SUIT_MASKS[suit]
            top = self.strongest(cards)
            return top if self.is_master(top) else self.cheapest(cards)
        if side:
            return self.cheapest(side & SUIT_MASKS[self.side_lead_suit(side, my_trumps)])
        return self.cheapest(hand)

    def trump_lead(self, my_trumps: int) -> int:
        """The takers draw trumps while the opponents may hold some: the master trump, or (the taker, three
        trumps or more) the cheapest; -1 otherwise."""
        opp_trumps = any(self.possible[o] & self.trump for o in self.opponents)
        if not (my_trumps and opp_trumps and self.my_team == self.taker_team):
            return -1
        top = self.strongest(my_trumps)
        if self.is_master(top):
            return top
        if self.me == self.taker and my_trumps.bit_count() >= 3:
            return self.cheapest(my_trumps)
        return -1

    def side_lead_suit(self, side: int, my_trumps: int) -> int:
        """The side suit to lead from (``side``: the side cards held): the longest, not from a ten the ace can
        catch, nor into a ruff, rather where the partner is void when this seat has no trump."""
        best_suit, best_score = -1, -1e9
        for s in range(4):
            cards = side & SUIT_MASKS[s]
            if not cards:
                continue
            score = self.side_suit_score(s, cards, my_trumps)
            if score > best_score:
                best_suit, best_score = s, score
        return best_suit

    def side_suit_score(self, s: int, cards: int, my_trumps: int) -> float:
        """How good a lead side suit ``s`` (``cards`` held in it) is: side_lead_suit's measure."""
        score = cards.bit_count() * 1.0
        ten = s * 9 + TEN
        if cards >> ten & 1 and self.hidden >> (s * 9 + ACE) & 1:
            score -= 6  # do not lead from a ten the ace can catch
        if self.ruff_risk(s):
            score -= 3
        if any(self.sure_void(p, s) for p in (self.partner,) if p >= 0) and my_trumps == 0:
            score += 1
        return score

    def follow(self) -> int:
        t = self.t
        legal = self.legal
        best = self.best
        partner_holds = self.partner >= 0 and self.best_seat == self.partner
        trick_points = sum(t.points[c] for _, c in self.trick)
        beaters = t.higher[best] | (0 if t.trump_mask >> best & 1 else t.trump_mask)
        winners = legal & beaters
        if partner_holds:
            return self.follow_partner(winners, trick_points)
        if winners:
            card = self.take_trick(winners, trick_points)
            if card >= 0:
                return card
        return self.discard(legal)

    def follow_partner(self, winners: int, trick_points: int) -> int:
        """The partner holds the trick: smear on a sure winner, overtake a rich trick surely, else discard."""
        if self.sure_winner(self.best):
            return self.smear(self.legal)
        sure = [c for c in bits_of(winners) if self.sure_winner(c)]
        if sure and trick_points >= 10:
            return min(sure, key=self.t.power.__getitem__)
        return self.discard(self.legal)

    def take_trick(self, winners: int, trick_points: int) -> int:
        """An opponent holds the trick and ``winners`` beat it: the cheapest sure winner, a cheap ruff, the
        strongest on a rich trick; -1: discard."""
        sure = [c for c in bits_of(winners) if self.sure_winner(c)]
        if sure:
            return min(sure, key=self.t.power.__getitem__)
        ruffing = self.led >= 0 and not self.trump & SUIT_MASKS[self.led] and winners & self.trump == winners
        if ruffing and (trick_points >= 4 or not self.partner_can_take()):
            return self.weakest(winners)
        if trick_points >= 10:
            return self.strongest(winners)
        return -1

    def partner_can_take(self) -> bool:
        """The partner, still to play, may hold a card beating the trick."""
        if self.partner < 0 or self.partner not in self.later:
            return False
        t = self.t
        beaters = t.higher[self.best] | (0 if t.trump_mask >> self.best & 1 else t.trump_mask)
        return bool(self.possible[self.partner] & beaters)

    def choose(self) -> int:
        if self.legal.bit_count() == 1:
            return self.legal.bit_length() - 1
        return self.follow() if self.trick else self.lead()


def intermediate_card(view: PlayerView, rng: random.Random) -> int:
    return TableSense(view).choose()


def beginner_card(view: PlayerView, rng: random.Random) -> int:
    """A naive player: plays its highest card when it can take the trick, else its cheapest; leads its
    highest card; now and then a random card, but never throws a ten or an ace on a lost trick."""
    sense = TableSense(view)
    cards = bits_of(sense.legal)
    if len(cards) == 1:
        return cards[0]
    if not sense.trick:
        if rng.random() < 0.3:
            return rng.choice(cards)
        side = sense.legal & ~sense.trump
        return sense.strongest(side or sense.legal)
    return _beginner_follow(sense, cards, rng)


def _beginner_follow(sense: TableSense, cards: list[int], rng: random.Random) -> int:
    """beginner_card on a trick under way."""
    legal = sense.legal
    t = sense.t
    beaters = t.higher[sense.best] | (0 if t.trump_mask >> sense.best & 1 else t.trump_mask)
    winners = legal & beaters
    partner_holds = sense.partner >= 0 and sense.best_seat == sense.partner
    if rng.random() < 0.3:
        return _beginner_random(sense, cards, winners, partner_holds, rng)
    if winners and not partner_holds:
        return sense.strongest(winners)
    if partner_holds:
        side = legal & ~sense.trump
        return max(bits_of(side), key=t.points.__getitem__) if side else sense.cheapest(legal)
    return sense.cheapest(legal)


def _beginner_random(sense: TableSense, cards: list[int], winners: int, partner_holds: bool,
                     rng: random.Random) -> int:
    """beginner_card's random card on a trick under way: any when the partner holds it, else never a ten or an
    ace that does not win it."""
    if partner_holds:
        return rng.choice(cards)
    sensible = [c for c in cards if sense.t.points[c] < 10 or winners >> c & 1] or cards
    return rng.choice(sensible)
