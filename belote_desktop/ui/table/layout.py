"""Pure geometry of the table: where each card, name plate and pile goes for a window size.

No Qt here. A ``Snapshot`` is what the table shows (built from the human's PlayerView, or an
intermediate moment of an animation); ``compute`` turns it into a ``Place`` per card key:

- ``("card", card)``: a card whose face the human may know (own hand, trick, turned card, won piles)
- ``("back", seat, i)``: the i-th hidden card in another player's hand
- ``("deck", i)``: an undealt card, i = 0 at the bottom of the pack
- ``("kitty", seat, i)``: the i-th face-down kitty card of a seat, in a small stack in front of him
- ``("table", seat, slot, "down")``: a face-down table card in column ``slot`` in front of a seat; the
  face-up card of a column is a ``("card", card)`` (its face is known), lying a little nearer the middle
  over the face-down one it covers

Screen sides: 0 bottom (the human), then in play order 1 right, 2 top, 3 left for
counter-clockwise games (1 left, 3 right for clockwise ones).
"""

from __future__ import annotations

import copy
import math
from dataclasses import dataclass, field, replace
from typing import Any

from ...engine import Card, Direction, Phase, PlayerView, Strain, Suit
from ...engine.cards import PLAIN_STRENGTH, TRUMP_STRENGTH
from ...engine.deal import TurnedFrom, Zone
from ...learn.table_words import BOTTOM, LEFT, RIGHT, TOP, side_of
from .pack_place import deck_place
from .shapes import CARD_ASPECT as CARD_ASPECT  # the shapes of ``shapes`` are the layout's too
from .shapes import Rect as Rect


# where a side's won tricks are piled: the human's side bottom right, the others in the top corners,
# a player alone at the top beside his hand
PILE_MINE, PILE_TOP_LEFT, PILE_TOP_RIGHT, PILE_BY_TOP = 0, 1, 2, 3

Key = tuple[str | int | Card, ...]
"""Where a card item goes: ("card", card), ("back", seat, i), ("deck", i), ("kitty", seat, i)..."""


@dataclass(frozen=True)
class Place:
    x: float  # centre
    y: float
    width: float
    rotation: float = 0.0
    z: float = 0.0
    face_up: bool = False
    card: Card | None = None
    shadow: bool = True  # cards stacked in a pile only shadow the top one


@dataclass(frozen=True)
class Snapshot:
    players: int
    human: int
    dealer: int
    clockwise: bool
    hand: tuple[Card, ...] = ()  # the human's cards, in display order
    hidden: tuple[int, ...] = ()  # face-down cards held by each seat (the human's entry unused)
    trick: tuple[tuple[int, Card], ...] = ()
    turned: Card | None = None  # face up in the middle
    deck: int = 0  # cards not dealt yet
    piles: tuple[tuple[Card, ...], ...] = ((), ())  # won cards per team, in order
    gather_at: int = -1  # a seat whose trick slot the current trick is gathered on (sweep)
    team_of_seat: tuple[int, ...] = field(default=(0, 1, 0, 1))
    pile_spots: tuple[int, ...] = (PILE_MINE, PILE_TOP_LEFT)  # where each team's pile lies (PILE_*)
    kitty: tuple[int, ...] = ()  # face-down kitty cards per seat
    # per seat, the columns of table cards by slot: (a face-down card lies there, the face-up card)
    table: tuple[tuple[tuple[bool, Card | None], ...], ...] = ()
    proposed: Card | None = None  # a layout's card proposing the trump (Découverte): in the middle during the auction

    def table_cards(self, seat: int) -> tuple[Card, ...]:
        """The face-up table cards of ``seat`` (the human plays his like the cards of his hand)."""
        columns = self.table[seat] if seat < len(self.table) else ()
        return tuple(up for _, up in columns if up is not None)

    def bare_seats(self) -> frozenset[int]:
        """Seats whose cards all lie on the table (no hand: Découverte): their layout takes the hand's room."""
        return frozenset(
            s
            for s, cols in enumerate(self.table)
            if len(cols) > 4 and not (self.hand if s == self.human else self.hidden[s] if s < len(self.hidden) else 0)
        )

    def zone_sides(self) -> frozenset[int]:
        """The screen sides with kitty or table cards in front of the player."""
        seats = {s for s, k in enumerate(self.kitty) if k} | {s for s, cols in enumerate(self.table) if cols}
        return frozenset(side_of(s, self.human, self.players, self.clockwise) for s in seats)

    def with_(self, **changes: Any) -> Snapshot:  # as dataclasses.replace's own **changes
        return replace(self, **changes)


# -- hand order ---------------------------------------------------------------------------

_SUIT_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)  # black, red, black, red


class HandOrder:
    """The setting sort_hand: sorted (below), or as dealt (``dealt``: the deal's cards, top first)."""

    sorted = True
    dealt: tuple[Card, ...] = ()


HAND_ORDER = HandOrder()


def _dealt_order(cards: tuple[Card, ...] | list[Card]) -> tuple[Card, ...]:
    """The order the cards came in (deal order; unknown cards last)."""
    position = {card: i for i, card in enumerate(HAND_ORDER.dealt)}
    return tuple(sorted(cards, key=lambda card: position.get(card, len(position))))


def _suits_in_order(cards: tuple[Card, ...] | list[Card], trump: Suit | None) -> list[Suit]:
    """The suits held, colours alternating, the trump first."""
    present = [s for s in _SUIT_ORDER if any(c.suit == s for c in cards)]
    if trump is None or trump not in present:
        return present
    return [trump, *_alternating_after(trump, [s for s in present if s != trump])]


def _alternating_after(trump: Suit, rest: list[Suit]) -> list[Suit]:
    """The other suits held, a suit of the other colour first where possible, so colours keep alternating after
    the trump."""
    if len(rest) >= 2 and rest[0].is_red == trump.is_red:
        other = next((s for s in rest if s.is_red != trump.is_red), None)
        if other is not None:
            rest.remove(other)
            rest.insert(0, other)
    return rest


def sort_hand(cards: tuple[Card, ...] | list[Card], strain: Strain | None = None) -> tuple[Card, ...]:
    """Suits alternate colours, trumps first; cards high to low in the order that matters."""
    if not HAND_ORDER.sorted:
        return _dealt_order(cards)
    trump = strain.suit if strain is not None else None
    all_trumps = strain is Strain.ALL_TRUMPS
    order = {s: i for i, s in enumerate(_suits_in_order(cards, trump))}

    def key(card: Card) -> tuple[int, int]:
        trumpish = all_trumps or card.suit == trump
        strength = TRUMP_STRENGTH[card.rank] if trumpish else PLAIN_STRENGTH[card.rank]
        return order[card.suit], -strength

    return tuple(sorted(cards, key=key))


def _won_piles(view: PlayerView, teams: tuple[int, ...]) -> tuple[tuple[Card, ...], ...]:
    """The cards each team has won, in order."""
    piles: list[list[Card]] = [[] for _ in range(view.rules.team_count)]
    for trick in view.tricks:
        piles[teams[trick.winner]].extend(trick.cards)
    return tuple(tuple(p) for p in piles)


def _turned_in_middle(view: PlayerView) -> Card | None:
    """The turned card shown in the middle during the auction; None once the dealer took his own card up
    (Clabber: round 2)."""
    dealer_took = view.rules.deal_plan.turned_from is TurnedFrom.DEALER_LAST and view.auction.round == 2
    if view.turned_card is not None and view.phase is Phase.BIDDING and not dealer_took:
        return view.turned_card
    return None


def _middle_cards(view: PlayerView) -> tuple[Card | None, Card | None]:
    """The turned card in the middle, and the layout card proposing the trump (Découverte: the dealer's layout
    keeps it, shown in the middle, back to its column after)."""
    turned = _turned_in_middle(view)
    if turned is not None and view.rules.deal_plan.turned_from is TurnedFrom.LAYOUT_LAST:
        return None, turned
    return turned, None


def _hidden_counts(view: PlayerView, dealers_card: Card | None) -> tuple[int, ...]:
    """The face-down cards each other seat holds (the human's entry 0); the dealer one fewer while his own
    card lies turned in the middle (``dealers_card``)."""
    return tuple(
        0 if s == view.seat else view.hand_sizes[s] - (1 if dealers_card is not None and s == view.dealer else 0)
        for s in range(view.rules.players)
    )


def _cards_out(snap: Snapshot) -> int:
    """The cards the snapshot shows outside the pack."""
    on_table = sum(snap.kitty) + sum(d + (u is not None) for cols in snap.table for d, u in cols)
    in_hands = len(snap.hand) + sum(snap.hidden)
    return on_table + in_hands + len(snap.trick) + sum(len(p) for p in snap.piles) + (1 if snap.turned else 0)


def snapshot_from_view(view: PlayerView, team_of_seat: tuple[int, ...] | None = None) -> Snapshot:
    rules = view.rules
    n = rules.players
    teams = team_of_seat or tuple(rules.team_of(s) for s in range(n))
    strain = view.contract.strain if view.contract is not None else None
    turned, proposed = _middle_cards(view)
    # the dealer's own card (Clabber), shown in the middle: not in his hand
    dealers_card = turned if rules.deal_plan.turned_from is TurnedFrom.DEALER_LAST else None
    hand = tuple(c for c in view.hand if c != dealers_card)
    clockwise = rules.direction is Direction.CLOCKWISE
    snap = Snapshot(
        players=n,
        human=view.seat,
        dealer=view.dealer,
        clockwise=clockwise,
        pile_spots=pile_spots(teams, view.seat, clockwise),
        hand=sort_hand(hand, strain),
        hidden=_hidden_counts(view, dealers_card),
        trick=view.trick,
        turned=turned,
        piles=_won_piles(view, teams),
        team_of_seat=teams,
        kitty=view.kitty_sizes or (0,) * n,
        table=tuple(table_columns(view, s) for s in range(n)),
        proposed=proposed,
    )
    # thrown in, or an intermediate moment: never fewer than no cards in the pack
    return snap.with_(deck=max(int(rules.deck) - _cards_out(snap), 0))


def _seat_entry(per_seat: tuple[Any, ...], seat: int) -> Any:
    return per_seat[seat] if seat < len(per_seat) else ()


def table_columns(view: PlayerView, seat: int) -> tuple[tuple[bool, Card | None], ...]:
    """The columns of ``seat``'s table cards by slot (a column keeps its place all deal long): whether a
    face-down card lies there, and the face-up card (None once played, or while the card beneath waits
    to turn up after the trick)."""
    ups = _seat_entry(view.table_up, seat)
    downs = _seat_entry(view.table_down_slots, seat)
    width = view.rules.deal_plan.per_seat(Zone.TABLE_UP)
    if not width and not ups and not downs:
        return ()
    width = max([width, *(up.slot + 1 for up in ups), *(slot + 1 for slot in downs)])
    columns: list[tuple[bool, Card | None]] = [(False, None)] * width
    for up in ups:
        if 0 <= up.slot < width:
            columns[up.slot] = (up.covers, up.card)
    for slot in downs:
        if 0 <= slot < width:
            columns[slot] = (True, columns[slot][1])
    return tuple(columns)


def pile_spots(team_of_seat: tuple[int, ...], human: int, clockwise: bool) -> tuple[int, ...]:
    """Where each team piles its tricks: the human's team bottom right; another team in the top
    corner on its side (top left for the team facing the human, or a partnership); a player alone at
    the top of a table of four alone beside his hand."""
    n = len(team_of_seat)
    teams = max(team_of_seat) + 1
    mine = team_of_seat[human]
    spots = [PILE_TOP_LEFT] * teams
    spots[mine] = PILE_MINE
    for team in range(teams):
        seats = [s for s in range(n) if team_of_seat[s] == team]
        if team == mine or len(seats) != 1:
            continue
        side = side_of(seats[0], human, n, clockwise)
        spots[team] = {RIGHT: PILE_TOP_RIGHT, LEFT: PILE_TOP_LEFT}.get(
            side, PILE_BY_TOP if teams == 4 else PILE_TOP_LEFT
        )
    return tuple(spots)


# -- geometry -----------------------------------------------------------------------------


SELECTED_LIFT = 0.16  # a chosen card rises by this share of its height
HOVER_LIFT = 0.07  # and a little more under the mouse (CardItem)
INFO_MIN_WIDTH = 160.0  # the contract box is never narrower beside the hand
MIN_STEP = 0.18  # the human's cards lie at least this share of their width apart
ZONE_SHARE = 0.36  # kitty and table cards: this share of the human's card width
LAYOUT_SHARE = 0.55  # a layout without a hand (Découverte): two rows of larger cards in the hand's room
LOW_HEIGHT = 620.0  # px: a table lower than this gives its cards a smaller share of its height ...
LOW_SHARE_STEP = 0.00016  # ... this much less for each pixel under it (0.172 at 541, a 800x560 window)
LAYOUT_LEAST = 30.0  # px: the narrowest open layout's cards, on a table too short for the usual share
LAYOUT_MAX = 0.8  # ... and, where the table has room above it, up to this share of the human's card width
TURNED_LEAST = 0.45  # the turned card beside the bidding panel: never narrower than this share of the hand's
TRICK_OVER_LAYOUT = 1.25  # the middle keeps room for trick cards this much larger than the open layouts' cards
ROW_GAP = 0.3  # between two rows of a layout, in margins
UP_OFFSET = 0.2  # a face-up table card lies this share of its height nearer the middle than the one it covers
# per side: along a row of zone cards as its owner sees it left to right, and toward the middle
_ALONG = {BOTTOM: (1.0, 0.0), TOP: (-1.0, 0.0), LEFT: (0.0, 1.0), RIGHT: (0.0, -1.0)}
_INWARD = {BOTTOM: (0.0, -1.0), TOP: (0.0, 1.0), LEFT: (1.0, 0.0), RIGHT: (-1.0, 0.0)}
_ROTATION = {BOTTOM: 0.0, TOP: 180.0, LEFT: 90.0, RIGHT: -90.0}
_TRICK_TILT = {BOTTOM: -2.0, TOP: 2.0, LEFT: -3.0, RIGHT: 3.0}  # trick cards lie a little askew


def index_share(width: float) -> tuple[float, float]:
    """The corner index (rank over suit) of a card ``width`` pixels wide, as shares of the card's width and
    height: card_art's index grows on a small card so it stays legible."""
    unit = max(float(width), 1.0) / 250.0  # card_art draws in a card 250 units wide
    rank_h = min(75.0, max(37.5, 11.0 / unit))
    right = max(8.75, 1.6 / unit) + 0.92 * rank_h * 1.15
    bottom = max(11.25, 2.0 / unit) + 2.16 * rank_h
    return right / 250.0 + 0.004, bottom / (250.0 * CARD_ASPECT) + 0.004


CARD_SCALES = {"small": 0.85, "normal": 1.0, "large": 1.2}  # the card size setting: the human's cards this much


class Geometry:
    """Sizes and anchor points for a table of ``width`` x ``height`` pixels.

    ``reserve``: the height of a panel shown over the hand (the bidding panel). The middle of the
    table (turned card, trick, pack) moves up to leave it room, never into the top player's hand.
    """

    def __init__(self, width: float, height: float, reserve: float = 0.0, scale: float = 1.0) -> None:
        self.width = w = max(float(width), 200.0)
        self.height = h = max(float(height), 200.0)
        self.margin = m = max(8.0, 0.018 * min(w, h))
        self.scale = scale = min(max(float(scale), CARD_SCALES["small"]), CARD_SCALES["large"])
        # the human's cards; larger ones (the card size setting) only as far as the table keeps its room: a
        # hand of 16 at its tightest between the contract box and the piles
        # a low table (under LOW_HEIGHT px) takes a little less of its height for each card: the panels over it (a
        # bidding panel and a two-line hint) keep their pixels while the cards shrink
        share = 0.185 - LOW_SHARE_STEP * max(0.0, LOW_HEIGHT - h)
        normal = min(h * share, w * 0.125, 170.0)
        fit = (w - 2 * (2 * m + min(max(normal * scale * 1.5, INFO_MIN_WIDTH), 200.0))) / (1 + 15 * MIN_STEP)
        self.big = bw = max(40.0, min(normal * scale, max(normal, min(fit, h * 0.215))))
        self.small = 0.6 * bw  # other hands
        self.trick = 0.82 * bw
        self.pile = 0.5 * bw
        self.plate_w = min(max(bw * 1.5, 104.0), 200.0)
        self.plate_h = min(max(bw * 0.44, 34.0), 58.0)
        bh = bw * CARD_ASPECT
        sh = self.small * CARD_ASPECT
        self.bottom_y = h - m - bh / 2
        self.top_y = m + sh / 2
        self.side_y = h * 0.45
        self.left_x = m + sh / 2
        self.right_x = w - m - sh / 2
        top_edge = self.top_y + sh / 2
        bottom_edge = self.bottom_y - bh / 2
        self.cx = w / 2
        self.cy = (top_edge + bottom_edge) / 2 + 0.02 * h
        self.bare: frozenset[int] = frozenset()  # sides whose layout takes the hand's room (with_zones)
        self.zone_sides: frozenset[int] = frozenset()  # sides with a row of kitty or table cards
        self._zone = 0.0
        self.reserve = max(0.0, float(reserve))
        if self.reserve:
            th = self.trick * CARD_ASPECT
            room_cy = self.hand_top() - 2 * m - self.reserve - 0.8 * th  # the trick's lowest card clears it
            if room_cy < top_edge + m + th / 2:  # a tall panel: a smaller turned card between it and the top hand
                panel_top = self.hand_top() - m - self.reserve
                th = max(min(th, (panel_top - 2 * m - top_edge) / 1.3), TURNED_LEAST * bw * CARD_ASPECT)
                self.trick = th / CARD_ASPECT
                room_cy = panel_top - m - 0.8 * th
            self.cy = max(min(self.cy, room_cy), top_edge + m + th / 2)

    # kitty and table cards, in a row in front of each player that has some
    @property
    def zone(self) -> float:
        return self._zone or ZONE_SHARE * self.big

    @property
    def zone_depth(self) -> float:
        """How far a row of table cards reaches from its owner toward the middle."""
        return self.zone * CARD_ASPECT * (1 + UP_OFFSET)

    def rows(self, side: int, columns: int) -> int:
        """Rows of a side's table layout: two of four and more for a layout without a hand."""
        return 2 if side in self.bare and columns > 4 else 1

    def layout_depth(self) -> float:
        """How far a two-row layout reaches."""
        return 2 * self.zone_depth + ROW_GAP * self.margin

    def with_zones(self, sides: frozenset[int], bare: frozenset[int] = frozenset(), per_row: int = 4) -> Geometry:
        """This geometry with room for rows of kitty and table cards on ``sides``: the middle of the
        table (trick, turned card, pack) shrinks if needed to fit between the top and bottom rows.
        ``bare``: sides with no hand, whose two rows of larger cards take the hand's room (the human's
        within the band of his hand, so that the bidding panel above it leaves them in sight). Two such
        layouts facing each other (Découverte) grow into the room the missing hands leave, as far as the
        middle keeps room for the trick, or while the bidding panel is up (``reserve``) for the panel and
        the turned card; ``per_row``: the cards in a row of such a layout."""
        if not sides:
            return self
        geo = copy.copy(self)
        geo.zone_sides = sides
        m = self.margin
        top = self.top_y + self.small * CARD_ASPECT / 2 + m
        if bare:
            geo.bare = bare
            band = self.height - m - self.hand_top()
            in_band = min(LAYOUT_SHARE * self.big, (band - ROW_GAP * m) / (2 * CARD_ASPECT * (1 + UP_OFFSET)))
            geo._zone = self._open_layout_zone(sides, bare, per_row) or in_band
        if TOP in bare:
            top = m + self.plate_h + m + geo.layout_depth() + m
        elif TOP in sides:
            top += geo.zone_depth + m
        bottom = self.hand_top() - m
        if BOTTOM in sides and BOTTOM not in bare:
            bottom -= geo.zone_depth + m
        if BOTTOM in bare:  # the human's open layout reaches above his hand's band: the middle ends above it
            bottom = min(bottom, geo.cards_top() - m)
        th = min(self.trick * CARD_ASPECT, (bottom - top) / 1.6)
        geo.trick = th / CARD_ASPECT
        geo.cy = (top + bottom) / 2
        if self.reserve:
            geo._turned_above_panel(top, th)
        return geo

    def _turned_above_panel(self, top: float, th: float) -> None:
        """The bidding panel covers the human's row: the turned card (``th`` high) stays above it, under ``top``
        (a smaller one between the top row and the panel where it must)."""
        m = self.margin
        panel_top = self.panel_top()
        room_cy = panel_top - m - 0.8 * th
        if room_cy < top + th / 2:  # a smaller turned card between the top row and the panel
            th = max(min(th, panel_top - m - top), TURNED_LEAST * self.big * CARD_ASPECT)
            self.trick = th / CARD_ASPECT
            room_cy = panel_top - m - th / 2
        self.cy = max(min(self.cy, room_cy), top + th / 2)

    def _open_layout_zone(self, sides: frozenset[int], bare: frozenset[int], per_row: int) -> float:
        """The card width of open layouts at the top and bottom (no hands) that fills the height of the
        table: the layouts, then the middle between them (the trick; with the bidding panel up, the panel
        and the turned card); no wider than the room between the contract box and the piles. 0 when no
        layout lies at the top or bottom."""
        vertical = bare & {TOP, BOTTOM}
        if not vertical:
            return 0.0
        m = self.margin
        top, bottom = self._open_layout_span(sides, bare)
        per_layout = 2 * CARD_ASPECT * (1 + UP_OFFSET)
        if self.reserve:  # the panel, the turned card (as large as the layout's cards) and a margin each side
            fixed, middle = self.reserve + 3 * m, CARD_ASPECT
        else:  # the trick: two cards a little apart, somewhat larger than the layout's
            fixed, middle = 2 * m, 1.6 * CARD_ASPECT * TRICK_OVER_LAYOUT
        room = bottom - top - fixed - len(vertical) * ROW_GAP * m
        tall = room / (len(vertical) * per_layout + middle)
        least = TURNED_LEAST * self.big
        if self.reserve and tall < least:  # the turned card keeps its least size (with_zones)
            tall = (room - least * CARD_ASPECT) / (len(vertical) * per_layout)
        side = max(self.plate_w, min(max(self.big * 1.9, INFO_MIN_WIDTH), 260.0))  # the contract box, the piles
        wide = (self.width - 2 * (2 * m + side)) / (max(per_row, 1) * 1.12)
        # no smaller than the side rows' cards, unless the table is too short for that (a wide, low window with the
        # bidding panel up): then down to LAYOUT_LEAST, still read by their corners
        least = min(ZONE_SHARE * self.big, max(LAYOUT_LEAST, tall))
        return max(least, min(tall, wide, LAYOUT_MAX * self.big))

    def _open_layout_span(self, sides: frozenset[int], bare: frozenset[int]) -> tuple[float, float]:
        """The top and bottom of the room open layouts at the top and bottom share with the middle."""
        m = self.margin
        sh = self.small * CARD_ASPECT
        top = m + self.plate_h + m if TOP in bare else self.top_y + sh / 2 + m
        if TOP in sides and TOP not in bare:
            top += self.zone_depth + m
        bottom = self.height - m if BOTTOM in bare else self.hand_top() - m
        if BOTTOM in sides and BOTTOM not in bare:
            bottom -= self.zone_depth + m
        return top, bottom

    def cards_top(self, lifted: bool = False) -> float:
        """The top edge of the human's cards: his hand, or his open layout when he has no hand;
        ``lifted``: of a chosen card under the mouse."""
        if BOTTOM not in self.bare:
            return self.hand_top(lifted)
        top = self.zone_row(BOTTOM)[1] - self.layout_depth() / 2
        return top - (0.3 + HOVER_LIFT * CARD_ASPECT) * self.zone if lifted else top

    def zone_row(self, side: int, length: float = 0.0, hand_count: int = 8) -> tuple[float, float]:
        """The middle of the row of kitty and table cards in front of a side's player; ``length``:
        the row's length (a side player's row starts below his name plate)."""
        m, half = self.margin, self.zone_depth / 2
        sh = self.small * CARD_ASPECT
        if side in self.bare and side in (BOTTOM, TOP):
            depth = self.layout_depth()
            if side == BOTTOM:
                return self.cx, self.height - m - depth / 2
            return self.cx, m + self.plate_h + m + depth / 2
        if side == BOTTOM:
            return self.cx, self.hand_top() - m - half
        if side == TOP:
            return self.cx, self.top_y + sh / 2 + m + half
        plate = self.plate_rect(side, hand_count)
        low = plate.y + plate.h + m + length / 2
        y = max(self.side_y, low)
        if self.reserve:  # above the bidding panel where there is room
            high = self.panel_top() - m - length / 2
            if low <= high:
                y = max(low, min(y, high))
            elif plate.y - 2 * max(m, 12.0) - length >= m + self.plate_h + max(m, 12.0):
                # a tall panel would cover it: above the player's name plate (clear of its glow), under the
                # top player's
                y = plate.y - 2 * max(m, 12.0) - length / 2
            else:  # no room either way: right under the name plate (clear of its glow), as far from the panel as it goes
                y = min(y, plate.y + plate.h + 2 * max(m, 12.0) + length / 2)
        x = self.left_x + sh / 2 + m + half
        return (x, y) if side == LEFT else (self.width - x, y)

    def zone_places(
        self,
        side: int,
        kitty: int,
        columns: int,
        hand_count: int = 8,
    ) -> tuple[list[tuple[float, float]], list[tuple[float, float, float, float]]]:
        """Centres of a side's kitty cards (a small stack) and of its table columns (face-down
        card, face-up card), left to right as the owner sees them, with the rotation of the row."""
        step = self.zone * 1.12
        rows = self.rows(side, columns)
        per_row = -(-columns // rows)
        items = per_row + (1 if kitty else 0)
        ax, ay = _ALONG[side]
        ix, iy = _INWARD[side]
        x0, y0 = self.zone_row(side, items * step, hand_count)
        shift = self.zone * CARD_ASPECT * UP_OFFSET / 2
        centres = [
            (x0 + ax * (i - (items - 1) / 2) * step, y0 + ay * (i - (items - 1) / 2) * step) for i in range(items)
        ]
        if rows > 1:  # the first row dealt nearest its owner, the next toward the middle
            apart = (self.zone_depth + ROW_GAP * self.margin) / 2
            row0 = [(x - ix * apart, y - iy * apart) for x, y in centres]
            row1 = [(x + ix * apart, y + iy * apart) for x, y in centres]
            centres = row0 + row1[len(row1) - per_row :]
        stack = self._kitty_stack(side, kitty, centres.pop(0)) if kitty else []
        cols = [(x - ix * shift, y - iy * shift, x + ix * shift, y + iy * shift) for x, y in centres]
        return stack, cols

    def _kitty_stack(self, side: int, kitty: int, first: tuple[float, float]) -> list[tuple[float, float]]:
        """The centres of a side's ``kitty`` cards, a small stack at the row's ``first`` place (the human's in
        the corner while the bidding panel covers his row)."""
        zw, m = self.zone, self.margin
        ax, ay = _ALONG[side]
        ix, iy = _INWARD[side]
        kx, ky = first
        if side == BOTTOM and self.reserve and side not in self.bare:  # the panel covers the row
            kx, ky = self.width - 2 * m - zw / 2, self.height - m - zw * CARD_ASPECT / 2
        return [(kx + (ix - ax) * i * zw * 0.04, ky + (iy - ay) * i * zw * 0.04) for i in range(kitty)]

    def hand_top(self, lifted: bool = False) -> float:
        """The top edge of the human's hand; ``lifted``: of a chosen card under the mouse."""
        bh = self.big * CARD_ASPECT
        top = self.bottom_y - self.big * 0.05 - bh / 2
        return top - (SELECTED_LIFT + HOVER_LIFT) * bh if lifted else top

    def side_hand_rect(self, side: int, count: int = 8) -> Rect:
        """The box around a side or top hand of ``count`` cards (backs)."""
        span = self.hand_span(side, count)
        sh = self.small * CARD_ASPECT
        if side == TOP:
            return Rect(self.cx - span / 2, self.top_y - sh / 2, span, sh)
        x = self.left_x if side == LEFT else self.right_x
        return Rect(x - sh / 2, self.side_y - span / 2, sh, span)

    def panel_width(self, wanted: float) -> float:
        """The widest a panel over the middle may be without covering the side hands."""
        room = (self.right_x - self.left_x) - self.small * CARD_ASPECT - 2 * self.margin
        return max(200.0, min(wanted, room))

    # hands
    def bottom_step(self, count: int) -> float:
        """Spacing of the human's cards: the hand fits between the name plate (and the contract box
        above it) and the piles."""
        room = self.width - 2 * (self.margin * 2 + max(self.plate_w, INFO_MIN_WIDTH)) - self.big
        return max(self.big * MIN_STEP, min(self.big * 0.52, room / max(count - 1, 1)))

    def hand_span(self, side: int, count: int) -> float:
        if count <= 0:
            return 0.0
        if side == BOTTOM:
            return self.big + self.bottom_step(count) * (count - 1)
        step = self.small * 0.3
        return self.small + step * (count - 1)

    def hand_places(self, side: int, count: int) -> list[tuple[float, float, float]]:
        """(x, y, rotation) of each card of a hand, left to right as the owner sees it."""
        out: list[tuple[float, float, float]] = []
        if count <= 0:
            return out
        mid = (count - 1) / 2
        if side == BOTTOM:
            step = self.bottom_step(count)
            bend = min(1.0, 3.5 / max(mid, 0.5))  # a long hand (up to 16) fans no deeper than one of 8
            for i in range(count):
                d = i - mid
                x = self.cx + d * step
                y = self.bottom_y + (d * d) * bend * bend * self.big * 0.006 - self.big * 0.05
                out.append((x, y, d * 1.6 * bend))
            return out
        step = self.small * 0.3
        for i in range(count):
            d = i - mid
            if side == TOP:
                out.append((self.cx - d * step, self.top_y, 180.0))
            elif side == LEFT:
                out.append((self.left_x, self.side_y + d * step, 90.0))
            else:
                out.append((self.right_x, self.side_y - d * step, -90.0))
        return out

    def trick_place(self, side: int) -> tuple[float, float, float]:
        """Where the card played from ``side`` lies, whoever led: each card's corner index (top left) shows
        in full. The top card lies up and right of the bottom one, by its index and a little; the side
        cards lie wholly beside them (a side card over the bottom one's corner would hide it)."""
        tw = self.trick
        th = tw * CARD_ASPECT
        iw, ih = index_share(tw)
        pad = 0.07 * tw  # the cards' tilt and a sliver of cloth
        across = (iw * tw + pad) / 2
        down = max(0.3 * th, (ih * th + pad) / 2)
        if side == BOTTOM:
            x, y = self.cx - across, self.cy + down
        elif side == TOP:
            x, y = self.cx + across, self.cy - down
        else:
            x = self.cx + (across + tw + pad) * (-1 if side == LEFT else 1)
            y = self.cy
        return x, y, _TRICK_TILT[side]

    def panel_top(self) -> float:
        """The top of the bidding panel over the hand (``reserve``); the hand's top without one (the top of
        the human's open layout when he has no hand)."""
        top = self.cards_top()
        return top - self.margin - self.reserve if self.reserve else top

    def pile_place(self, spot: int = PILE_MINE, top_count: int = 8) -> tuple[float, float]:
        """The middle of a pile of won tricks at ``spot`` (PILE_*); ``top_count``: the top hand's size."""
        ph = self.pile * CARD_ASPECT
        if spot == PILE_MINE:
            return self.width - self.margin - ph * 0.55, self.height - self.margin - ph * 0.55
        if spot == PILE_TOP_RIGHT:
            return self.width - self.margin - ph * 0.55, self.margin + ph * 0.55
        if spot == PILE_BY_TOP:
            return self.cx - self.hand_span(TOP, top_count) / 2 - self.margin - ph * 0.55, self.margin + ph * 0.55
        return self.margin + ph * 0.55, self.margin + ph * 0.55

    def pile_label_anchor(self, spot: int = PILE_MINE, top_count: int = 8) -> tuple[float, float]:
        """Where a pile's caption starts: toward the middle of the table from its pile."""
        x, y = self.pile_place(spot, top_count)
        ph = self.pile * CARD_ASPECT
        return (x - ph * 0.62, y) if caption_ends_at_anchor(spot) else (x + ph * 0.62, y)

    def plate_rect(self, side: int, count_in_hand: int = 8) -> Rect:
        pw, ph, m = self.plate_w, self.plate_h, self.margin
        gap = m * 0.8
        if side == BOTTOM:
            return Rect(m, self.height - m - ph, pw, ph)
        if side == TOP:  # beside the hand; without one, clear of the pack the dealer holds in its place
            span = max(self.hand_span(TOP, count_in_hand), self.small * 1.1)
            return Rect(self.cx + span / 2 + gap, m, pw, ph)
        span = max(self.hand_span(LEFT, count_in_hand), self.small * 1.1)
        y = self.side_y - span / 2 - gap - ph
        if side == LEFT:
            return Rect(m, y, pw, ph)
        return Rect(self.width - m - pw, y, pw, ph)

    def info_rect(self, hand_count: int = 0) -> Rect:
        """The contract box, bottom left above the human's name plate; narrower when a wide hand
        comes close, and raised above the hand when even a narrow box would touch it."""
        w = min(max(self.big * 1.9, INFO_MIN_WIDTH), 260.0)
        h = self.plate_h * 1.45
        y = self.height - self.margin - self.plate_h - self.margin * 0.8 - h
        if hand_count:
            room = self.cx - self.hand_span(BOTTOM, hand_count) / 2 - 2 * self.margin
            if room < w:
                if room >= INFO_MIN_WIDTH - 0.5:
                    w = room
                else:  # a tiny table: above the hand, but under the left player's cards
                    left = self.side_hand_rect(LEFT)
                    y = max(min(y, self.hand_top() - self.margin - h), left.y + left.h + self.margin)
        return Rect(self.margin, y, w, h)

    def message_anchor(self) -> tuple[float, float]:
        """Where short messages appear: above the human's hand (or his open layout)."""
        return self.cx, min(self.bottom_y - self.big * CARD_ASPECT / 2, self.cards_top()) - self.margin


def first_window_size(
    available: tuple[int, int], wanted: tuple[int, int] = (1280, 800), frame: tuple[int, int] = (16, 48)
) -> tuple[int, int]:
    """The size of the first window on a screen whose free area (without task bars) is
    ``available``: ``wanted`` if it fits with the window frame (``frame``: border and title bar),
    else as large as fits. A 1366x768 laptop gets a window that ends above its task bar."""
    width = min(wanted[0], available[0] - frame[0])
    height = min(wanted[1], available[1] - frame[1])
    return max(width, 320), max(height, 240)


def fits(size: tuple[int, int], available: tuple[int, int], frame: tuple[int, int] = (16, 48)) -> bool:
    """Whether a window of ``size`` (a remembered one) fits on a screen with ``available`` room."""
    return size[0] + frame[0] <= available[0] and size[1] + frame[1] <= available[1]


def caption_ends_at_anchor(spot: int) -> bool:
    """A pile caption on the right of the table is right-aligned to its anchor (it runs leftward)."""
    return spot in (PILE_MINE, PILE_TOP_RIGHT)


# -- placing every card -------------------------------------------------------------------


def compute(snap: Snapshot, geo: Geometry, selected: Card | None = None) -> dict[Key, Place]:
    """Where every card of ``snap`` lies (``selected``: the card lifted from the hand or a column), by key:
    the pack, the won piles, the hands, the kitties and table cards, the turned card, the trick."""
    out: dict[Key, Place] = {}
    geo = zoned(geo, snap)
    _place_pack(snap, geo, out)
    _place_piles(snap, geo, out)
    _place_hands(snap, geo, selected, out)
    _place_zones(snap, geo, selected, out)
    # turned card; a layout's card proposing the trump lies in the middle while the auction lasts, and goes
    # back to its column after it
    middle = snap.turned if snap.turned is not None else snap.proposed
    if middle is not None:
        out[("card", middle)] = Place(geo.cx, geo.cy, geo.trick, 0.0, 200, True, middle)
    _place_trick(snap, geo, out)
    return out


def _side(snap: Snapshot, seat: int) -> int:
    """The side of the table ``seat`` sits on, as the snapshot's player sees it."""
    return side_of(seat, snap.human, snap.players, snap.clockwise)


def _place_pack(snap: Snapshot, geo: Geometry, out: dict[Key, Place]) -> None:
    """The pack, at the dealer's side, leaning away from the middle and whole on the table."""
    if not snap.deck:
        return
    dealer_cards = snap.hidden[snap.dealer] if snap.dealer < len(snap.hidden) else 8
    dealer_side = _side(snap, snap.dealer)
    dx, dy, drot = deck_place(geo, dealer_side, dealer_cards)
    lean = 1.0 if dealer_side == RIGHT else -1.0  # the pack leans away from the middle
    spread = (snap.deck - 1) * 0.35  # ... and stays whole on the table
    across, along = geo.small / 2 + 2, geo.small * CARD_ASPECT / 2 + 2
    half_w, half_h = (along, across) if dealer_side in (LEFT, RIGHT) else (across, along)
    dx = min(max(dx, half_w + (spread if lean < 0 else 0.0)), geo.width - half_w - (spread if lean > 0 else 0.0))
    dy = min(max(dy, half_h + spread), geo.height - half_h)
    for i in range(snap.deck):
        off = i * 0.35
        out[("deck", i)] = Place(dx + lean * off, dy - off, geo.small, drot, 50 + i * 0.01, shadow=i == snap.deck - 1)


def _place_piles(snap: Snapshot, geo: Geometry, out: dict[Key, Place]) -> None:
    """The won piles, crossed trick by trick."""
    n = snap.players
    top_seat = next((s for s in range(n) if s != snap.human and _side(snap, s) == TOP), -1)
    top_count = snap.hidden[top_seat] if 0 <= top_seat < len(snap.hidden) else 8
    for team, cards in enumerate(snap.piles):
        spot = snap.pile_spots[team] if team < len(snap.pile_spots) else PILE_TOP_LEFT
        px, py = geo.pile_place(spot, top_count)
        for i, card in enumerate(cards):
            trick_no = i // max(n, 1)
            rot = 90.0 if trick_no % 2 else 0.0
            off = trick_no * 0.8
            out[("card", card)] = Place(
                px - off,
                py - off,
                geo.pile,
                rot,
                10 + i * 0.01,
                False,
                card,
                shadow=(i % n == n - 1) or i == len(cards) - 1,
            )


def _place_hands(snap: Snapshot, geo: Geometry, selected: Card | None, out: dict[Key, Place]) -> None:
    """The player's hand face up (the selected card lifted), the others' backs."""
    hand_places = geo.hand_places(BOTTOM, len(snap.hand))
    for i, (card, (x, y, rot)) in enumerate(zip(snap.hand, hand_places)):
        lift = geo.big * CARD_ASPECT * 0.16 if card == selected else 0.0
        out[("card", card)] = Place(x, y - lift, geo.big, rot, 100 + i, True, card)
    for seat in range(snap.players):
        if seat == snap.human or seat >= len(snap.hidden):
            continue
        s = _side(snap, seat)
        for i, (x, y, rot) in enumerate(geo.hand_places(s, snap.hidden[seat])):
            out[("back", seat, i)] = Place(x, y, geo.small, rot, 100 + i)


def _place_zones(snap: Snapshot, geo: Geometry, selected: Card | None, out: dict[Key, Place]) -> None:
    """The kitty and the table cards in front of each player (a chosen face-up card a little forward)."""
    for seat in range(snap.players):
        kitty, columns, count = _zone_counts(snap, seat)
        if not kitty and not columns:
            continue
        s = _side(snap, seat)
        rot = _ROTATION[s]
        stack, cols = geo.zone_places(s, kitty, len(columns), count)
        for i, (x, y) in enumerate(stack):
            out[("kitty", seat, i)] = Place(x, y, geo.zone, rot, 60 + i * 0.01, shadow=i == kitty - 1)
        for slot, ((down, up), (dx, dy, ux, uy)) in enumerate(zip(columns, cols)):
            if down:
                out[("table", seat, slot, "down")] = Place(dx, dy, geo.zone, rot, 60)
            if up is not None:
                if up == selected:  # chosen: a little forward
                    ix, iy = _INWARD[s]
                    ux, uy = ux + ix * geo.zone * 0.3, uy + iy * geo.zone * 0.3
                out[("card", up)] = Place(ux, uy, geo.zone, rot, 61, True, up)


def _zone_counts(snap: Snapshot, seat: int) -> tuple[int, tuple[tuple[bool, Card | None], ...], int]:
    """A seat's kitty cards, its table columns, and the cards in its hand."""
    kitty = snap.kitty[seat] if seat < len(snap.kitty) else 0
    columns = snap.table[seat] if seat < len(snap.table) else ()
    count = len(snap.hand) if seat == snap.human else snap.hidden[seat] if seat < len(snap.hidden) else 0
    return kitty, columns, count


def _place_trick(snap: Snapshot, geo: Geometry, out: dict[Key, Place]) -> None:
    """The trick in progress, each card before its player, or gathered toward its winner."""
    for i, (seat, card) in enumerate(snap.trick):
        if snap.gather_at >= 0:
            x, y, rot = geo.trick_place(_side(snap, snap.gather_at))
            out[("card", card)] = Place(x + i * 1.5, y - i * 1.5, geo.trick, rot, 300 + i, True, card)
        else:
            x, y, rot = geo.trick_place(_side(snap, seat))
            out[("card", card)] = Place(x, y, geo.trick, rot, 300 + i, True, card)


def zoned(geo: Geometry, snap: Snapshot) -> Geometry:
    """The geometry with room for the snapshot's kitty and table cards (``Geometry.with_zones``)."""
    seats = snap.bare_seats()
    bare = frozenset(side_of(s, snap.human, snap.players, snap.clockwise) for s in seats)
    per_row = max((-(-len(snap.table[s]) // 2) for s in seats), default=4)
    return geo.with_zones(snap.zone_sides(), bare, per_row)


def distance(a: Place, b: Place) -> float:
    return math.hypot(a.x - b.x, a.y - b.y)
