"""Where a deal's cards fly (the Animator's deals): the pack in the dealer's hands, clear of the name plates and of the
open rows of table cards, and the curve of each flight through the table's middle, round the plates.

``DealPaths.start`` is told of each deal the Animator runs (where it leaves the cards, and the view whose plates
stand meanwhile); ``stop`` after it. Nothing here animates: the Animator asks ``deal_origin`` and ``held`` for the
pack's places and ``through`` for a flight's middle, and draws the flight along ``bezier``.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPolygonF

from ...engine import PlayerView
from ...learn.table_words import BOTTOM, LEFT, RIGHT, TOP, side_of
from .layout import CARD_ASPECT, Geometry, Key, Place, Snapshot, zoned
from .decor_words import taker_detail
from .scene import TableScene

BEND = 0.6  # how far a deal's flight is pulled toward the table's middle, at its middle (0: straight)
PATH_SAMPLES = 24  # moments of a flight looked at for a name plate in its way
CLEAR = 4.0  # px the held pack keeps from a plate or a table card


class DealPaths:
    """The paths of the deal running on ``scene``: where it will leave the cards (``final``) and where the name
    plates stand meanwhile (``plates``)."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.final: Snapshot | None = None  # where the deal running leaves the cards (deal_origin)
        self.plates: list[QRectF] | None = None  # the name plates a deal's flights keep clear of (_plates_for)
        self._rows_cache: dict[tuple[Snapshot, float, float, float], list[QRectF]] = {}  # open rows, as laid

    def start(self, view: PlayerView, final: Snapshot) -> None:
        """A deal (or its part after the auction) begins, leaving the cards as ``final``; ``view``'s plates."""
        self.final = final
        self._rows_cache.clear()
        self.plates = self._plates_for(view, final)

    def stop(self) -> None:
        """No deal runs: flights go straight, clear of nothing but the plates shown."""
        self.plates = None

    def deal_origin(self, snap: Snapshot) -> Place:
        """Where the dealer holds the pack while he deals: just in front of his own hand, toward the middle,
        turned as his hand is (the cards of every packet leave from here). Where that spot would lie over a
        name plate or a row of table cards (an open layout: Découverte), the pack is held a little further in,
        or beside the row, at the first spot clear of them."""
        geo = zoned(self.scene.geometry, snap)
        side = side_of(snap.dealer, snap.human, snap.players, snap.clockwise)
        x, y, rot = {BOTTOM: (geo.cx, geo.bottom_y, 0.0), TOP: (geo.cx, geo.top_y, 180.0),
                     LEFT: (geo.left_x, geo.side_y, 90.0), RIGHT: (geo.right_x, geo.side_y, -90.0)}[side]
        inward = {BOTTOM: 0.5, TOP: 0.26}.get(side, 0.3)  # the player's own pack clear of his big cards

        def at(fraction: float, along: float = 0.0) -> Place:
            px, py = x + (geo.cx - x) * fraction, y + (geo.cy - y) * fraction
            if side in (BOTTOM, TOP):
                px += along
            else:
                py += along
            return Place(px, py, geo.small, rot, 450.0)

        obstacles = self._obstacles(snap)
        if not obstacles:
            return at(inward)
        w, h = geo.small, geo.small * CARD_ASPECT
        step = (w if side in (BOTTOM, TOP) else h) * 0.6
        candidates = [at(inward + i * 0.06) for i in range(9)]
        candidates += [at(inward + i * 0.06, sign * k * step) for k in range(1, 8) for i in range(4) for sign in (1, -1)]
        table = QRectF(0, 0, geo.width, geo.height).adjusted(geo.margin, geo.margin, -geo.margin, -geo.margin)
        for place in candidates:
            rect = pack_rect(place, snap.deck)
            if table.contains(rect) and not any(rect.intersects(o) for o in obstacles):
                return place
        return candidates[0]

    def _plate_rects(self) -> list[QRectF]:
        """The name plates shown, and where the deal running will have them (``_plates_for``)."""
        shown = [p.rect for p in self.scene.plates if p.isVisible()]
        return shown + (self.plates or [])

    def _plates_for(self, view: PlayerView, final: Snapshot) -> list[QRectF]:
        """Where the name plates will stand while the deal of ``final`` runs: the window puts them in place for
        the view after an action only once its animation has started (after the auction a side plate moves up
        as the hand it stands over will grow; the taker's plate says his contract)."""
        scene = self.scene
        n = view.rules.players
        out = []
        for seat in range(n):
            side = side_of(seat, view.seat, n, final.clockwise)
            count = len(final.hand) if seat == view.seat else final.hidden[seat]
            if seat != view.seat and seat < len(view.hand_sizes):
                count = max(count, view.hand_sizes[seat])
            detail = scene.details[seat] if seat < len(scene.details) else ""
            if view.contract is not None and seat == view.contract.taker:
                detail = taker_detail(view)
            name = scene.names[seat] if seat < len(scene.names) else ""
            out.append(scene.decor.plate_rect(side, count, name, detail, seat == view.dealer))  # as refresh_decor
        return out

    def _obstacles(self, snap: Snapshot) -> list[QRectF]:
        """What the held pack keeps clear of: the name plates shown (with their glow) and every card of the
        open rows (table cards), where this snapshot lays them and where the deal will leave them."""
        out = [r.adjusted(-10 - CLEAR, -10 - CLEAR, 10 + CLEAR, 10 + CLEAR) for r in self._plate_rects()]
        for shown in (snap, self.final):
            if shown is None or shown.players != snap.players or not any(shown.table):
                continue
            key_ = (shown, self.scene.geometry.width, self.scene.geometry.height, self.scene.geometry.reserve)
            rows = self._rows_cache.get(key_)
            if rows is None:
                rows = self._rows_cache[key_] = [
                    pack_rect(place, 0).adjusted(-CLEAR, -CLEAR, CLEAR, CLEAR)
                    for key, place in self.scene.targets(shown).items()
                    if key[0] == "table" or (key[0] == "card" and any(
                        key[1] == up for cols in shown.table for _, up in cols))]
            out += rows
        return out

    def held(self, snap: Snapshot) -> dict[Key, Place]:
        """The pack's cards in the dealer's hands (a squared-up stack at ``deal_origin``)."""
        if not snap.deck:
            return {}
        o = self.deal_origin(snap)
        return {("deck", i): Place(o.x - i * 0.25, o.y - i * 0.25, o.width, o.rotation, o.z + i * 0.01,
                                   shadow=i == snap.deck - 1) for i in range(snap.deck)}

    def through(self, prev: Place, place: Place) -> QPointF | None:
        """The point a deal's flight from ``prev`` to ``place`` passes at its middle: pulled from the straight
        line toward the table's middle, the more the longer the flight (a short hop stays nearly straight),
        so that a card never skims along the edge of the table where the name plates stand; pulled further
        where the card, turning as it flies, would still touch a name plate (a pack put down above its
        dealer's plate goes round it on the inside)."""
        geo = self.scene.geometry
        middle = Geometry(geo.width, geo.height, scale=geo.scale)  # the middle, not raised for a bidding panel
        mx, my = (prev.x + place.x) / 2, (prev.y + place.y) / 2
        length = math.hypot(place.x - prev.x, place.y - prev.y)
        plates = [r.adjusted(-CLEAR, -CLEAR, CLEAR, CLEAR) for r in self._plate_rects()]
        base = BEND * min(1.0, length / (0.35 * min(geo.width, geo.height)))
        best: tuple[float, QPointF | None] | None = None
        pulled = [QPointF(mx + (middle.cx - mx) * pull, my + (middle.cy - my) * pull) if pull >= 0.02 else None
                  for pull in (base, base + 0.25, base + 0.5)]

        def rounding() -> list[QPointF]:
            """Round the plate: the shortest curves through a point of a grid over the table first."""
            grid = [QPointF(geo.width * (i + 0.5) / 12, geo.height * (j + 0.5) / 9) for i in range(12) for j in range(9)]
            return sorted(grid, key=lambda t: math.hypot(t.x() - prev.x, t.y() - prev.y)
                          + math.hypot(t.x() - place.x, t.y() - place.y))

        for candidates in (lambda: pulled, rounding):
            for through in candidates():
                depth = path_depth(prev, place, through, plates)
                if depth <= 0.0:
                    return through
                if best is None or depth < best[0]:
                    best = (depth, through)
        assert best is not None
        return best[1]  # nothing clears it: the least deep


def bezier(prev: Place, place: Place, through: QPointF | None, s: float) -> tuple[float, float]:
    """The point at ``s`` (0..1) of a flight: straight, or the quadratic curve passing ``through`` at s = 0.5."""
    if through is None:
        return prev.x + (place.x - prev.x) * s, prev.y + (place.y - prev.y) * s
    cx, cy = 2 * through.x() - (prev.x + place.x) / 2, 2 * through.y() - (prev.y + place.y) / 2
    return ((1 - s) ** 2 * prev.x + 2 * s * (1 - s) * cx + s * s * place.x,
            (1 - s) ** 2 * prev.y + 2 * s * (1 - s) * cy + s * s * place.y)


def path_depth(prev: Place, place: Place, through: QPointF | None, plates: list[QRectF]) -> float:
    """How deep (px) a card flying from ``prev`` to ``place`` (turning the short way and growing as it goes)
    reaches into any of ``plates`` at its worst moment; 0 when it stays clear of all."""
    if not plates:
        return 0.0
    turn = (place.rotation - prev.rotation + 180.0) % 360.0 - 180.0
    worst = 0.0
    for i in range(1, PATH_SAMPLES):
        s = i / PATH_SAMPLES
        x, y = bezier(prev, place, through, s)
        w = prev.width + (place.width - prev.width) * s
        h = w * CARD_ASPECT
        a = math.radians(prev.rotation + turn * s)
        ca, sa = math.cos(a), math.sin(a)
        hx, hy = abs(w / 2 * ca) + abs(h / 2 * sa), abs(w / 2 * sa) + abs(h / 2 * ca)  # its upright box
        near = [p for p in plates
                if x + hx > p.left() and x - hx < p.right() and y + hy > p.top() and y - hy < p.bottom()]
        if not near:
            continue
        card = QPolygonF([QPointF(x + dx * ca - dy * sa, y + dx * sa + dy * ca)
                          for dx, dy in ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2))])
        for plate in near:
            box = card.intersected(QPolygonF(plate)).boundingRect()
            worst = max(worst, min(box.width(), box.height()))
    return worst


def pack_rect(place: Place, cards: int) -> QRectF:
    """The outline of a card (or a squared-up stack of ``cards``, a quarter pixel a card) lying at ``place``."""
    w, h = place.width, place.width * CARD_ASPECT
    if round(place.rotation / 90.0) % 2:
        w, h = h, w
    lean = cards * 0.25
    return QRectF(place.x - w / 2 - lean, place.y - h / 2 - lean, w + lean, h + lean)
