"""The widgets over the table: where the bidding panel, the end-of-deal panel and the hint line go, and the
toast (a short message that fades by itself). Placing reads the scene's geometry and decides nothing."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, QTimer
from PySide6.QtWidgets import QGraphicsItem, QLabel, QWidget

from ...engine import Phase
from ...app.table import Table
from ..table.animator import Animator
from ...learn.table_words import BOTTOM, LEFT, RIGHT, TOP, side_of
from ..table.layout import Geometry, zoned
from ..table import review_marks
from ..table.review_marks import ReviewStrip
from ..table.scene import TableScene
from ..table.view import TableView
from ..bidding.panel import BiddingPanel
from ..table.end_of_deal import EndOfDealPanel
from ..table.hint_bar import HintBar
from ..table.zoom import fit_zoom, px
from ...app.context import WindowContext
from ..audio.voice import Speech

LOW_TABLE = 620  # scene px: a table lower than this keeps the bidding panel's explanation to two lines


class Toast(QLabel):
    """A short message over the table that fades away by itself."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("toast")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        self.hide()

    def show_message(self, message: str, anchor: QPoint, ms: int = 2600) -> None:
        self.setText(message)
        self.setAccessibleName(message)
        parent = self.parentWidget()
        fit_zoom(self)
        limit = max(px(self, 260), int((parent.width() if parent is not None else 0) * 0.7))
        self.setMaximumWidth(limit)
        self.setMinimumWidth(min(limit, self.fontMetrics().horizontalAdvance(message) + px(self, 48)))
        self.adjustSize()
        self.move(anchor.x() - self.width() // 2, anchor.y() - self.height())
        self.show()
        self.raise_()
        self._timer.start(max(ms, 70 * len(message)))  # a long message stays until it can be read


class Overlays:
    """Places the panels and the hint line over the table; owns the toast."""

    def __init__(self, context: WindowContext[Speech], controller: Table, scene: TableScene, table: TableView,
                 animator: Animator, bidding: BiddingPanel, end_panel: EndOfDealPanel, hint_bar: HintBar) -> None:
        self.context = context
        self.controller = controller
        self.scene = scene
        self.table = table
        self.animator = animator
        self.bidding = bidding
        self.end_panel = end_panel
        self.hint_bar = hint_bar
        self.toast = Toast(table.viewport())
        self._hint_room = 0.0  # the height kept for the hint line above the bidding panel
        self._again = False  # placing again once, for a hint line that grew taller

    def _own_table_row(self, g: Geometry) -> float:
        """The depth of the human's row of face-up table cards above his hand (Belot for 2 with open cards),
        which the bidding panel must leave in sight; 0 without one or when the layout takes the hand's room."""
        match = self.controller.match
        if match is None or BOTTOM in g.bare or not match.deal.zones.table_up[self.context.human]:
            return 0.0
        return float(g.zone_depth + g.margin)

    def place(self) -> None:
        """Place the panels over the table. The table's geometry is in scene units, the panels in the viewport's
        pixels: ``z`` (the view's zoom) turns the one into the other, and every panel is sized for it first."""
        z = self.table.zoom
        bidding = self.bidding
        for panel in (bidding, self.end_panel, self.hint_bar, self.toast):
            if fit_zoom(panel) and panel is bidding and bidding.isVisible():
                bidding.adjustSize()  # its buttons were just built at the old sizes
                bidding.base_height = bidding.height()
        g = self._place_bidding(self.scene.geometry, z)
        if self.end_panel.isVisible():
            self._place_end_panel(g, z)
        if self.hint_bar.isVisible():
            self._place_hint_bar(g, z)
        if self.toast.isVisible():
            self._place_toast()

    def _place_bidding(self, g: Geometry, z: float) -> Geometry:
        """The bidding panel just above the hand (the table making room for it and the hint line), or beside the
        middle for a stacked declaration offer; the table's geometry after the room it made."""
        vp, bidding, hint_bar = self.table.viewport(), self.bidding, self.hint_bar
        if bidding.isVisible():
            bidding.adjustSize()
            w, h = bidding.width(), bidding.base_height or bidding.height()
            own_row = self._own_table_row(self._zoned(g))
            hint = 0.0
            if hint_bar.isVisible():  # the hint line above the panel: the table makes room for it too
                hint_bar.fit(self._hint_width(g))
                hint = max(hint_bar.height() / z + g.margin * 0.6, self._hint_room if self._again else 0.0)
            self._hint_room = hint
            # the declaration offer (the panel in play) clears a card lifted by the keys or the mouse too
            offer = not self._in_auction()
            lift = self._zoned(g).cards_top() - self._zoned(g).cards_top(lifted=True) if offer else 0.0
            if offer and bidding.stacked:  # beside the middle, left of the top row and the trick: nothing moves
                self.scene.set_reserve(0)
                g = self.scene.geometry
                y = int((self._zoned(g).cards_top(lifted=True) - g.margin) * z - h)
                bidding.move(int(g.margin * z), max(4, y))
            else:
                self.scene.set_reserve(h / z + own_row + hint + lift)  # the turned card, talon and kitties move away
                g = self.scene.geometry
                x = int(g.cx * z - w / 2)
                # just above the hand (and its table cards), or above the open layout of a player without a hand
                y = int((self._zoned(g).cards_top(lifted=offer) - g.margin - own_row) * z - h)
                bidding.move(max(4, min(x, vp.width() - w - 4)), max(4, y))
        elif not self.animator.busy and not self._in_auction():
            self.scene.set_reserve(0)
            g = self.scene.geometry
        return g

    def _place_end_panel(self, g: Geometry, z: float) -> None:
        """The end-of-deal panel over the middle, below North's name plate, above the reviewed cards (or the room
        kept for them while Review is offered: the panel, sized on the deal's own words, stays where it is when the
        review comes), clear of the contract box where its words still fit."""
        vp, end_panel = self.table.viewport(), self.end_panel
        bottom = vp.height()
        strip_top = self._strip_top()  # the reviewed cards stay in sight
        if strip_top is not None:
            top = self.table.mapFromScene(QPointF(0.0, strip_top)).y()
            bottom = max(min(bottom, top), vp.height() // 2)
        top = self._below_top_plates(g)  # North's name plate stays in sight
        info = self.scene.info.sceneBoundingRect() if self.scene.info.isVisible() else None
        width = self._end_panel_width(g, z, info)
        end_panel.sizing.fit(width, bottom - top - 4)
        if fit_zoom(end_panel):  # fitting tightened its margins: at this zoom's sizes
            width = self._end_panel_width(g, z, info)
            end_panel.sizing.fit(width, bottom - top - 4)
        if info is not None and end_panel.sizing.scrolls():
            bottom = self._widened_end_panel(width, top, bottom, min(bottom, int(info.top() * z) - 4))
        w, h = end_panel.width(), end_panel.height()
        end_panel.move(max(4, (vp.width() - w) // 2), max(top, int(g.cy * z - h / 2)))
        if end_panel.y() + h > bottom - 4:
            end_panel.move(end_panel.x(), max(top, bottom - 4 - h))

    def _end_panel_width(self, g: Geometry, z: float, info: QRectF | None) -> int:
        """The widest the end-of-deal panel may be: the table's width, less the contract box (bottom left), which
        stays in sight unless the buttons would no longer show their words (a small window): they come first."""
        width = self.table.viewport().width() - 8
        if info is not None and info.right() < g.cx:
            width = min(width, max(int(2 * (g.cx - info.right() - g.margin) * z), self.end_panel.sizing.buttons_width()))
        return width

    def _widened_end_panel(self, width: int, top: int, bottom: int, above_box: int) -> int:
        """Narrowed for the contract box, the panel's lines must scroll: wider instead, its lines wrapping less, if it
        then fits above the contract box: as wide as the side players' name plates leave it (the table's whole
        width where they leave less than its buttons need: a small table); else as it was. The bottom it must keep
        above."""
        end_panel = self.end_panel
        wide = self._between_side_plates(top, above_box)
        if wide < end_panel.sizing.buttons_width():
            wide = self.table.viewport().width() - 8
        if wide > width:
            end_panel.sizing.fit(wide, above_box - top - 4, widen=True)
            if not end_panel.sizing.scrolls():
                return above_box
        end_panel.sizing.fit(width, bottom - top - 4)
        return bottom

    def _between_side_plates(self, top: float, bottom: float) -> int:
        """The widest a panel centred over the table between ``top`` and ``bottom`` (viewport pixels) may be and
        leave the side players' name plates in sight."""
        vp, snap = self.table.viewport(), self.scene.snapshot
        half = (vp.width() - 8) / 2
        if snap is None:
            return int(2 * half)
        cx = vp.width() / 2
        for seat, plate in enumerate(self.scene.plates[:snap.players]):
            if not plate.isVisible() or side_of(seat, snap.human, snap.players, snap.clockwise) not in (LEFT, RIGHT):
                continue
            r = self._on_view(plate.sceneBoundingRect())
            if r.bottom() >= top and r.top() <= bottom:
                half = min(half, cx - r.right() - 4 if r.center().x() < cx else r.left() - cx - 4)
        return int(2 * half)

    def _strip_top(self) -> float | None:
        """The top of the reviewed cards in scene units: the strip's, or while Review is offered the room it will
        take (``review_marks.room_top``); None when no review shows nor may come."""
        strip: ReviewStrip | None = getattr(self.scene, "review_strip", None)
        if strip is not None:
            return float(strip.sceneBoundingRect().top())
        match = self.controller.match
        if not self.end_panel.review_button.isVisibleTo(self.end_panel) or match is None or not match.finished:
            return None
        return review_marks.room_top(self.scene.geometry, len(match.finished[-1].tricks))

    def _place_hint_bar(self, g: Geometry, z: float) -> None:
        """The hint line above the hand (or the bidding panel), clear of the contract box and the cards; placing
        again once when it grew taller than the room the table made for it."""
        vp, bidding, hint_bar = self.table.viewport(), self.bidding, self.hint_bar
        m = g.margin * z
        width = self._hint_width(g)
        hint_bar.fit(width)
        hand_top = self._zoned(g).cards_top(lifted=True) * z  # above a chosen card too, even under the mouse
        below: float = bidding.y() if bidding.isVisible() and not bidding.stacked else hand_top
        y = int(below - hint_bar.height() - m * 0.6)
        x = int(g.cx * z - width / 2)
        info = self._on_view(self.scene.info.sceneBoundingRect()) if self.scene.info.isVisible() else None
        if info is not None and info.bottom() > y and info.top() < y + hint_bar.height() \
                and info.right() + m > x:
            # the contract box was raised beside a wide hand: keep clear of it
            x = int(info.right() + m)
            width = max(int(300 * z), min(width, vp.width() - x - 8))
            hint_bar.fit(width)
            y = int(below - hint_bar.height() - m * 0.6)
        x, width = self._clear_of_cards(g, x, width, below)
        y = int(below - hint_bar.height() - m * 0.6)
        hint_bar.move(x, max(4, y))
        hint_bar.raise_()
        if bidding.isVisible() and hint_bar.height() / z + g.margin * 0.6 > self._hint_room + 0.5 \
                and not self._again:
            self._again = True  # a narrower, taller line: the table makes that room, once
            try:
                self.place()
            finally:
                self._again = False

    def _place_toast(self) -> None:
        """The toast above the bidding panel or the hint line, clear of the middle."""
        bidding, hint_bar, toast = self.bidding, self.hint_bar, self.toast
        shown = bidding.isVisible() and not bidding.stacked  # (the offer beside the middle is not under it)
        over = bidding.y() if shown else (hint_bar.y() if hint_bar.isVisible() else None)
        if over is not None and toast.y() + toast.height() > over - 4:
            toast.move(toast.x(), max(4, over - 8 - toast.height()))
        self._toast_clear_of_middle()

    def _on_view(self, rect: QRectF) -> QRectF:
        """A rectangle of the scene in the viewport's pixels."""
        z = self.table.zoom
        return QRectF(rect.x() * z, rect.y() * z, rect.width() * z, rect.height() * z)

    def size_bidding(self) -> None:
        """Before the bidding panel is built: its font and sheet for the table's zoom, its explanation's width and
        its widest (the room between the side hands), in pixels."""
        fit_zoom(self.bidding)
        self.bidding.explain_width = int((self.scene.geometry.panel_width(592.0) - 32) * self.table.zoom)
        # between the side hands, else (a game of two) the table's width: short labels rather than a panel cut
        self.bidding.max_width = self.side_gap_width() or self.table.viewport().width() - 16
        # a low table (under LOW_TABLE px of scene): two lines of explanation at most, the top player's cards in sight
        low = self.table.viewport().height() / self.table.zoom < LOW_TABLE
        # an open top row (Belot for 2 with open cards) takes the room a tall panel needs between it and the human's
        # row: the calls in one row and two lines of explanation; the declaration offer goes beside the middle, in
        # a column no wider than the room left of the top hand, its row and the trick
        top_row = self._open_top_row()
        self.bidding.one_row = top_row and self._in_auction()
        self.bidding.stacked = top_row and not self._in_auction()
        self.bidding.explain_lines_max = 2 if low or self.bidding.one_row else 0
        if self.bidding.stacked:
            room = self._left_of_middle(self.scene.geometry)
            self.bidding.max_width = int(room * self.table.zoom)
            self.bidding.explain_width = max(int((room - 32) * self.table.zoom), 160)

    def _open_top_row(self) -> bool:
        """Whether the top player, who holds a hand, has face-up table cards (Belot for 2 with open cards)."""
        snap = self.scene.snapshot
        if snap is None:
            return False
        bare = snap.bare_seats()
        return any(side_of(seat, snap.human, snap.players, snap.clockwise) == TOP and seat not in bare
                   and snap.table_cards(seat) for seat in range(snap.players) if seat != snap.human)

    def _left_of_middle(self, g: Geometry) -> float:
        """The width (scene units) from the table's left edge to the top hand, the top row of table cards and the
        trick, whichever reaches furthest left, less a margin each side."""
        snap = self.scene.snapshot
        zg = self._zoned(g)
        half = zg.trick * 1.2  # the trick's cards, a little apart
        if snap is not None:
            for seat in range(snap.players):
                if seat == snap.human or side_of(seat, snap.human, snap.players, snap.clockwise) != TOP:
                    continue
                count = snap.hidden[seat] if seat < len(snap.hidden) else 0
                half = max(half, zg.hand_span(TOP, count) / 2 + zg.small * 0.5,
                           len(snap.table[seat]) * zg.zone * 1.12 / 2 if seat < len(snap.table) else 0.0)
        return max(0.0, g.cx - half - 2 * g.margin)

    def _clear_of_cards(self, g: Geometry, x: int, width: int, below: float) -> tuple[int, int]:
        """The hint line's left edge and width, narrowed so that it leaves the talon, the kitties and the turned
        card beside it in sight, and the name plates and bubbles (it rises as it grows taller); fitted to that
        width."""
        z = self.table.zoom
        hint_bar, m, cx = self.hint_bar, g.margin * z, g.cx * z
        snap = self.scene.snapshot
        middle = None if snap is None else snap.turned if snap.turned is not None else snap.proposed
        items: list[QGraphicsItem] = [
            item for key, item in self.scene.items_by_key.items()
            if item.isVisible() and (key[0] in ("deck", "kitty") or (key[0] == "card" and key[1] == middle))]
        items += [p for p in self.scene.plates if p.isVisible()]  # the players' names too
        items += [b for b in self.scene.bubbles if b.isVisible() and b.text]
        cards = [self._on_view(item.sceneBoundingRect()) for item in items]
        for _ in range(4):
            y = below - hint_bar.height() - m * 0.6
            bar = QRectF(x, y, width, hint_bar.height())
            hit = next((r for r in cards if r.intersects(bar) and (r.right() < cx or r.left() > cx)), None)
            if hit is None:
                break
            if hit.right() < cx:  # on the left: the line starts after it
                right = x + width
                x = int(hit.right() + m * 0.5)
                width = right - x
            else:
                width = int(hit.left() - m * 0.5 - x)
            width = max(width, int(260 * z))
            hint_bar.fit(width)
        return x, width

    def _hint_width(self, g: Geometry) -> int:
        return int(min(self.table.viewport().width() - 24, max(360.0, min(g.big * 5.6, 720.0)) * self.table.zoom))

    def _zoned(self, g: Geometry) -> Geometry:
        """``g`` with the rows of table cards the table shows now (an open layout takes the hand's place)."""
        snap = self.scene.snapshot
        return zoned(g, snap) if snap is not None else g

    def side_gap_width(self) -> int:
        """The width between the side hands (and their kitties, and a pack in a top corner) as drawn, shadows too, less
        a margin on each side: a panel over the middle no wider than this leaves them in sight (in the viewport's
        pixels). 0 without any."""
        snap = self.scene.snapshot
        if snap is None:
            return 0
        g = self.scene.geometry
        left, right = 0.0, g.width
        found = False
        for key, item in self.scene.items_by_key.items():
            if not isinstance(key, tuple) or not item.isVisible():
                continue
            if key[0] == "deck":  # the pack moved to a top corner by a tall panel (a low table): beside it too
                rect = item.sceneBoundingRect()
                if rect.bottom() < g.cy:
                    if rect.right() < g.cx:
                        left, found = max(left, rect.right()), True
                    elif rect.left() > g.cx:
                        right, found = min(right, rect.left()), True
                continue
            if key[0] not in ("back", "kitty"):
                continue
            seat = key[1]
            if not isinstance(seat, int):  # a back's key is ("back", seat, ...), a kitty's ("kitty", seat, i)
                continue
            side = side_of(seat, snap.human, snap.players, snap.clockwise)
            rect = item.sceneBoundingRect()
            if side == LEFT:
                left, found = max(left, rect.right()), True
            elif side == RIGHT:
                right, found = min(right, rect.left()), True
        if not found:
            return 0
        return int((min(right - g.cx, g.cx - left) * 2 - 2 * g.margin) * self.table.zoom)

    def _below_top_plates(self, g: Geometry) -> int:
        """The highest a panel over the middle may start: under the name plates at the top of the table (in the
        viewport's pixels)."""
        snap = self.scene.snapshot
        top = 4
        if snap is None:
            return top
        for seat, plate in enumerate(self.scene.plates):
            if seat < snap.players and plate.isVisible() and \
                    side_of(seat, snap.human, snap.players, snap.clockwise) == TOP:
                top = max(top, int((plate.sceneBoundingRect().bottom() + g.margin * 0.5) * self.table.zoom))
        return top

    def _in_auction(self) -> bool:
        view = self.controller.view()
        return view is not None and view.phase is Phase.BIDDING

    def show_toast(self, message: str) -> None:
        ax, ay = (v * self.table.zoom for v in self._zoned(self.scene.geometry).message_anchor())
        if self.bidding.isVisible() and not self.bidding.stacked:
            ay = self.bidding.y() - 8
        elif self.hint_bar.isVisible():
            ay = self.hint_bar.y() - 8
        self.toast.show_message(message, QPoint(int(ax), int(ay)))
        self._toast_clear_of_middle()

    def _toast_clear_of_middle(self) -> None:
        """The toast never lies over a card in the middle (the trick, a turned card): "North: Tierce (20)" said
        as the card was led lay over it, above the declaration offer (Belot for 2 with open cards). It goes under
        the middle's cards, else above them, else beside them: clear of every card, panel, plate and caption if it
        can be, else of the middle's cards and the panels. A toast over another card (the human's own table cards) moves
        only to a place clear of every card."""
        toast = self.toast
        if not toast.isVisible():
            return
        middle = [self._on_view(r) for r in self.scene.decor.middle_rects()]
        here = QRectF(toast.geometry())
        cards = [self._on_view(item.mapToScene(item.shape()).boundingRect())  # the faces, not their shadows
                 for key, item in self.scene.items_by_key.items()
                 if item.isVisible() and isinstance(key, tuple) and key and key[0] in ("card", "back", "table")]
        if not middle or not any(here.intersects(r) for r in middle + cards):
            return
        sc = self.scene
        words = [self._on_view(item.sceneBoundingRect()) for item in (  # the captions, plates and bubbles too
            *sc.plates, *sc.bubbles, *sc.captions, sc.turned_caption, sc.info, sc.score) if item.isVisible()]
        vp = QRectF(self.table.viewport().rect()).adjusted(4, 4, -4, -4)
        panels = [QRectF(p.geometry()) for p in (self.bidding, self.end_panel, self.hint_bar) if p.isVisible()]
        union = QRectF(middle[0])
        for r in middle[1:]:
            union = union.united(r)
        w, h, gap = here.width(), here.height(), 8
        tries = [QRectF(here.x(), union.bottom() + gap, w, h), QRectF(here.x(), union.top() - gap - h, w, h),
                 QRectF(union.right() + gap, union.center().y() - h / 2, w, h),
                 QRectF(union.left() - gap - w, union.center().y() - h / 2, w, h)]
        # over a card of a hand or a layout only (not the middle's): moved only where it covers no card at all
        for crowd in ((cards + words, []) if any(here.intersects(r) for r in middle) else (cards + words,)):
            for r in tries:
                if vp.contains(r) and not any(r.intersects(o) for o in middle + panels + crowd):
                    toast.move(int(r.x()), int(r.y()))
                    return
