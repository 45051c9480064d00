"""The table's decor, placed and filled from the player's view: each seat's name plate (its name, the taker's
contract, "Thinking…", the dealer's mark, the glow of the turn) and its speech bubble (kept clear of the player's
cards and of the middle's), the contract box beside the hand, each team's trick count beside its pile, "Turned card"
under the card proposing the trump, and the match score on the felt while the side panel is out of sight.

``TableScene`` holds one ``TableDecor`` (``scene.decor``) and is read through ``DecorHost`` (this module never imports
the scene); the items are ``decor_items``', the words ``decor_words``'.
"""

from __future__ import annotations

import math
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QPointF, QRectF

from ...engine import Phase, PlayerView
from ...learn import table_words as text
from ...learn.table_words import BOTTOM, LEFT, RIGHT, TOP, side_of
from .card_item import CardItem
from .decor_items import BubbleItem, CaptionItem, InfoItem, PlateItem, ScoreItem, team_colour
from .decor_words import info_lines, seat_speech, taker_detail, tricks_label
from .layout import CARD_ASPECT, PILE_MINE, PILE_TOP_RIGHT, Geometry, Key, Place, Snapshot, caption_ends_at_anchor, zoned


class DecorHost(Protocol):
    """What the decor reads of the table scene."""

    geometry: Geometry
    view: PlayerView | None
    snapshot: Snapshot | None
    names: list[str]
    details: list[str]  # each seat's second line on its plate when it has nothing else to say
    items_by_key: dict[Key, CardItem]

    @property
    def input_enabled(self) -> bool: ...  # the table takes the player's card now

    def targets(self, snap: Snapshot) -> dict[Key, Place]: ...

    def addItem(self, item: PlateItem | BubbleItem | InfoItem | CaptionItem | ScoreItem) -> None: ...  # noqa: N802


class TableDecor:
    """The plates, bubbles, contract box, captions and score of one table scene."""

    def __init__(self, host: DecorHost) -> None:
        self.host = host
        self.plates = [PlateItem() for _ in range(4)]
        self.bubbles = [BubbleItem() for _ in range(4)]
        self.info = InfoItem()
        self.score = ScoreItem()
        self.captions = [CaptionItem() for _ in range(4)]  # one per side of the table
        self.turned_caption = CaptionItem()  # "Turned card", under the card in the middle during the auction
        for item in self.items():
            host.addItem(item)
            item.setVisible(False)
        self.thinking = -1  # the seat whose plate says "Thinking…"
        self.thinking_person = False  # ... played by a person, not the computer: "Their turn"
        self.show_score = False  # the match score on the felt (when the side panel is hidden)
        self.corner_inset = 0.0  # room kept free above the score in the top corner (the side panel's drawer button)
        self.score_lines: list[str] = []
        self._pile_top_right = False  # a player alone on the right piles his tricks in that corner

    def items(self) -> list[PlateItem | BubbleItem | InfoItem | CaptionItem | ScoreItem]:
        return [*self.plates, *self.bubbles, self.info, self.score, *self.captions, self.turned_caption]

    def middle_rects(self) -> list[QRectF]:
        """Where the cards in the middle lie (the trick, a turned card), in scene units: at their places, not where
        an animation has them now. A bubble or a message over the table leaves them in sight."""
        snap = self.host.snapshot
        if snap is None:
            return []
        places = self.host.targets(snap)
        cards = [card for _seat, card in snap.trick] + [c for c in (snap.turned, snap.proposed) if c is not None]
        return [place_bounds(places[("card", card)]) for card in cards if ("card", card) in places]

    def _bubble_clear_of_middle(
        self, bubble: BubbleItem, plate: QRectF, first: tuple[QPointF, int], said: str, font_px: float, strong: bool
    ) -> None:
        """A bubble never lies over a card in the middle (a declaration said from a plate near the trick, Belot
        for 2 with open cards): beside its plate, on the right or the left, else above or under it; else, its
        side kept, moved off the trick's cards (above them or under them)."""
        middle = self.middle_rects()
        if not middle or not any(bubble.bubble_rect().intersects(r) for r in middle):
            return
        g = self.host.geometry
        table = QRectF(0, 0, g.width, g.height)
        plates = [p.sceneBoundingRect() for p in self.plates if p.isVisible()]
        cards = [
            item.mapToScene(item.shape()).boundingRect() for item in self.host.items_by_key.values() if item.isVisible()
        ]
        mid = plate.center()
        tries = [
            (QPointF(plate.right() + 8, mid.y()), LEFT),
            (QPointF(plate.left() - 8, mid.y()), RIGHT),
            (QPointF(mid.x(), plate.top() - 6), BOTTOM),
            (QPointF(mid.x(), plate.bottom() + 6), TOP),
        ]
        union = QRectF(middle[0])
        for r in middle[1:]:
            union = union.united(r)
        x = bubble.bubble_rect().center().x()
        tries += [(QPointF(x, union.top() - 6), BOTTOM), (QPointF(x, union.bottom() + 6), TOP)]

        own = self.own_card_rects(self.host.snapshot) if self.host.snapshot is not None else []  # the player's cards, always

        def fits(crowd: list[QRectF]) -> bool:
            r = bubble.bubble_rect()
            return table.contains(r) and not any(r.intersects(o) for o in middle + plates + own + crowd)

        for crowd in (cards, []):  # clear of every card if it can be, else of the middle's and the plates
            for anchor, towards in tries:
                bubble.set_data(said, anchor, towards, font_px, strong, g.width)
                if fits(crowd):
                    return
        bubble.set_data(said, first[0], first[1], font_px, strong, g.width)  # nowhere better: where it was

    def refresh(self) -> None:
        """Every item placed and filled from the host's view and snapshot (hidden without them)."""
        view, snap = self.host.view, self.host.snapshot
        if snap is not None and view is not None and (snap.players != view.rules.players or snap.human != view.seat):
            snap = None  # the cards still show the table before (a game of another size just loaded)
        if view is None or snap is None:
            for item in self.items():
                item.setVisible(False)
            return
        n = view.rules.players
        speech = seat_speech(view)
        for seat in range(4):
            if seat >= n:
                self.plates[seat].setVisible(False)
                self.bubbles[seat].setVisible(False)
                continue
            self._refresh_plate(seat, view, snap, speech.get(seat, ("", False)))
        self._refresh_turned_caption(view, snap)
        self._refresh_info(view, snap)
        self._refresh_pile_captions(view, snap)
        self._pile_top_right = PILE_TOP_RIGHT in snap.pile_spots
        self._refresh_score()

    def _plate_detail(self, seat: int, view: PlayerView) -> str:
        """The plate's second line: the taker's contract, "Their turn" / "Thinking…", or the seat's detail."""
        detail = self.host.details[seat] if seat < len(self.host.details) else ""
        if seat == (view.contract.taker if view.contract is not None else -1) and view.contract is not None:
            detail = taker_detail(view)
        elif seat == self.thinking and self.thinking_person:  # another person at a network table
            detail = QCoreApplication.translate("Table", "Their turn")
        elif seat == self.thinking:
            detail = QCoreApplication.translate("Table", "Thinking…")
        return detail

    def _refresh_plate(self, seat: int, view: PlayerView, snap: Snapshot, speech: tuple[str, bool]) -> None:
        """One seat's name plate, and its speech bubble beside it."""
        g = self.host.geometry
        plate, bubble = self.plates[seat], self.bubbles[seat]
        n = view.rules.players
        taker = view.contract.taker if view.contract is not None else -1
        side = side_of(seat, view.seat, n, snap.clockwise)
        hand_count = len(snap.hand) if seat == view.seat else snap.hidden[seat]
        if seat < len(view.hand_sizes):
            # while cards are dealt the plate already stands where the whole hand will end, so that the
            # arriving cards never pass over it (the player's own: as wide as the whole hand leaves room for)
            hand_count = max(hand_count, view.hand_sizes[seat])
        detail = self._plate_detail(seat, view)
        name = self.host.names[seat] if seat < len(self.host.names) else ""
        rect = self.plate_rect(side, hand_count, name, detail, seat == view.dealer)
        # the glow says "your turn" only while the table takes the human's card
        active = seat == view.current_player and (seat != view.seat or self.host.input_enabled)
        colour = team_colour(view.rules.team_of(seat), view.rules.team_of(view.seat), view.rules.team_count)
        plate.set_data(rect, name, detail, colour, seat == view.dealer, active, seat == taker)
        plate.setVisible(True)
        said, strong = speech
        anchor, towards = self._bubble_anchor(seat, side, rect, snap, hand_count)
        bubble.set_data(said, anchor, towards, g.plate_h * 0.38, strong, g.width)
        if said and side == BOTTOM and self._covers_own_cards(bubble.bubble_rect(), snap):
            # a long declaration beside the hand ("Three in sequence (20)"): raised above the player's cards
            anchor = QPointF(anchor.x(), min(anchor.y(), self._own_cards_top(snap) - 6))
            bubble.set_data(said, anchor, towards, g.plate_h * 0.38, strong, g.width)
        if said:
            self._bubble_clear_of_middle(bubble, rect, (anchor, towards), said, g.plate_h * 0.38, strong)

    def own_card_rects(self, snap: Snapshot) -> list[QRectF]:
        """Where the player's own cards lie (his hand, his face-up layout), at their places."""
        places = self.host.targets(snap)
        own = list(snap.hand) + list(snap.table_cards(snap.human))
        return [place_bounds(places[("card", card)]) for card in own if ("card", card) in places]

    def _covers_own_cards(self, rect: QRectF, snap: Snapshot) -> bool:
        return any(rect.intersects(r) for r in self.own_card_rects(snap))

    def _own_cards_top(self, snap: Snapshot) -> float:
        """The top of the player's cards, a card lifted under the mouse included."""
        tops = [r.top() for r in self.own_card_rects(snap)]
        return min([zoned(self.host.geometry, snap).cards_top(lifted=True), *tops])

    def _bubble_anchor(
        self, seat: int, side: int, rect: QRectF, snap: Snapshot, hand_count: int
    ) -> tuple[QPointF, int]:
        """Where a seat's speech bubble points from beside its plate (``rect``), and toward which side."""
        if side == TOP and not hand_count and seat < len(snap.table) and snap.table[seat]:
            # an open layout right under the plate (Découverte): the bubble beside the plate, on its right
            return QPointF(rect.right() + 8, rect.center().y()), LEFT
        if side == BOTTOM:  # above the contract box, which sits above the player's plate
            info_top = self.host.geometry.info_rect(len(snap.hand)).y
            return QPointF(rect.center().x(), min(rect.top(), info_top) - 6), side
        if side == TOP:
            return QPointF(rect.center().x(), rect.bottom() + 6), side
        if side == LEFT:
            return QPointF(rect.right() + 8, rect.center().y()), side
        return QPointF(rect.left() - 8, rect.center().y()), side

    def _refresh_info(self, view: PlayerView, snap: Snapshot) -> None:
        """The info box (the contract, the trumps), beside the player's hand."""
        g = self.host.geometry
        ir = g.info_rect(len(snap.hand))
        room = g.cx - g.hand_span(BOTTOM, len(snap.hand)) / 2 - 2 * g.margin
        self.info.max_width = max(ir.w, room) if ir.y + ir.h > g.bottom_y - g.big * CARD_ASPECT * 0.72 else g.width / 3
        title, lines = info_lines(view, self.host.names)
        self.info.set_data(QRectF(ir.x, ir.y, ir.w, ir.h), title, lines)
        self.info.setVisible(True)

    def _refresh_pile_captions(self, view: PlayerView, snap: Snapshot) -> None:
        """Each team's trick count beside its pile (above the pile where it would reach the hand)."""
        g = self.host.geometry
        team_labels = text.team_names(view.rules, view.seat, self.host.names)
        top_count = _top_hand_count(view, snap)
        for team, cap in enumerate(self.captions):
            tricks = sum(1 for t in view.tricks if view.rules.team_of(t.winner) == team)
            if team >= len(snap.pile_spots) or not tricks:
                cap.setVisible(False)
                continue
            spot = snap.pile_spots[team]
            ax, ay = g.pile_label_anchor(spot, top_count)
            label = tricks_label(team_labels[team], tricks)
            cap.set_data(label, QPointF(ax, ay), caption_ends_at_anchor(spot), g.plate_h * 0.3)
            if spot == PILE_MINE and cap.boundingRect().left() < self._hand_right(snap) + g.margin:
                # a long caption (Russian, Greek) would reach the hand: above the pile instead
                px, py = g.pile_place(PILE_MINE)
                top = py - g.pile * CARD_ASPECT * 0.62
                cap.set_data(label, QPointF(g.width - g.margin, top - g.plate_h * 0.3), True, g.plate_h * 0.3)
            cap.setVisible(True)

    def _refresh_turned_caption(self, view: PlayerView, snap: Snapshot) -> None:
        """'Turned card' under the card proposing the trump in the middle (beside it when the bidding panel
        leaves no room below), while the auction lasts."""
        cap = self.turned_caption
        card = snap.turned if snap.turned is not None else snap.proposed
        item = self.host.items_by_key.get(("card", card)) if card is not None else None
        if item is None or view.phase is not Phase.BIDDING:
            cap.setVisible(False)
            return
        g = zoned(self.host.geometry, snap)
        label = QCoreApplication.translate("Table", "Turned card")
        font_px = g.plate_h * 0.3
        cap.set_data(label, QPointF(0, 0), False, font_px)
        w, h = cap.boundingRect().width(), cap.boundingRect().height()
        th = g.trick * CARD_ASPECT
        below = g.cy + th / 2 + g.margin * 0.6
        if below + h <= g.panel_top() - g.margin * 0.5:
            cap.set_data(label, QPointF(g.cx - w / 2 + 2, below + h / 2), False, font_px)
        else:  # on the right of the card
            cap.set_data(label, QPointF(g.cx + g.trick / 2 + g.margin * 0.6, g.cy), False, font_px)
        cap.setVisible(True)

    def plate_rect(self, side: int, hand_count: int, name: str, detail: str, dealer: bool) -> QRectF:
        """The geometry's plate, widened (within limits) so that the name and detail are not cut."""
        g = self.host.geometry
        pr = g.plate_rect(side, hand_count)
        wanted = PlateItem.wanted_width(pr.h, name, detail, dealer)
        width = max(pr.w, min(wanted, pr.w * 1.5, g.width / 3))
        if side == BOTTOM:  # as wide as the contract box above it, or the room left of the hand if wider
            room = g.cx - g.hand_span(BOTTOM, hand_count) / 2 - g.margin - pr.x  # the box's own gap to the hand
            width = max(pr.w, min(wanted, max(g.info_rect().w, room)))
        x = pr.x if side != RIGHT else pr.x + pr.w - width
        if side == TOP:
            x = min(x, g.width - g.margin - width)
        return QRectF(x, pr.y, width, pr.h)

    def _hand_right(self, snap: Snapshot) -> float:
        """The right edge of the human's fanned hand."""
        g = self.host.geometry
        places = g.hand_places(BOTTOM, len(snap.hand))
        if not places:
            return g.cx
        bh = g.big * CARD_ASPECT
        return places[-1][0] + g.big * 0.5 + bh * 0.03

    def _refresh_score(self) -> None:
        g = self.host.geometry
        if not (self.show_score and self.score_lines):
            self.score.setVisible(False)
            return
        top_plate = max(
            (p.rect.right() for p in self.plates if p.isVisible() and p.rect.top() < g.margin * 2),
            default=g.cx + g.hand_span(TOP, 8) / 2,
        )
        room = g.width - g.margin - top_plate - g.margin
        top, right = g.margin, g.width - g.margin
        if self._pile_top_right and self.corner_inset:  # the drawer button left of that pile: the score left of both
            right = self.corner_spot(self.corner_inset).x() - g.margin * 0.5
            room = right - top_plate - g.margin
        elif self._pile_top_right:  # under that pile
            top += g.pile * CARD_ASPECT * 1.25
        elif self.corner_inset:  # the drawer button holds the very corner: beside it if there is room, else under it
            beside = room - self.corner_inset
            if beside >= self.score.natural_width(self.score_lines, g.plate_h * 0.3):
                right, room = right - self.corner_inset, beside
            else:
                top += self.corner_inset
        self.score.set_data(right, top, room, self.score_lines, g.plate_h * 0.3)
        self.score.setVisible(True)

    def corner_spot(self, size: float) -> QPointF:
        """Where the side panel's drawer button (``size`` px square) goes, in scene coordinates: the top right
        corner, or left of the trick pile of a player alone on the right, which lies there."""
        g = self.host.geometry
        x = g.width - g.margin - size
        if self._pile_top_right:
            x = g.pile_place(PILE_TOP_RIGHT)[0] - g.pile * CARD_ASPECT * 0.62 - g.margin - size
        return QPointF(x, g.margin)

    def set_score(self, lines: list[str], shown: bool, corner_inset: float = 0.0) -> None:
        """The compact match score (``lines``) on the felt, ``shown`` while the side panel is hidden;
        ``corner_inset``: room kept free above it in the top corner (the side panel's drawer button)."""
        self.score_lines, self.show_score, self.corner_inset = list(lines), shown, corner_inset
        self._refresh_score()


def place_bounds(place: Place) -> QRectF:
    """The rectangle a card at ``place`` covers (its tilt included), in scene units."""
    w, h = place.width, place.width * CARD_ASPECT
    turn = math.radians(place.rotation)
    cos, sin = abs(math.cos(turn)), abs(math.sin(turn))
    bw, bh = w * cos + h * sin, w * sin + h * cos
    return QRectF(place.x - bw / 2, place.y - bh / 2, bw, bh)


def _top_hand_count(view: PlayerView, snap: Snapshot) -> int:
    """The cards in the hand of the player at the top (8 when nobody sits there)."""
    n = view.rules.players
    return next(
        (snap.hidden[s] for s in range(n) if s != view.seat and side_of(s, view.seat, n, snap.clockwise) == TOP), 8
    )
