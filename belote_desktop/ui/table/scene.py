"""TableScene: the green table, drawn only from the human's PlayerView.

It owns the card items (by layout key) and the decor (``decor.TableDecor``: the name plates, the bubbles, the contract
box, the pile captions and the score).
``sync`` places everything at once; the Animator moves items between snapshots. Card clicks,
double-clicks and drops come out as intent signals for the controller to judge.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QRect, QRectF, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene

from ...engine import Card, PlayerView
from . import card_art, review_marks
from .card_item import CardItem
from .decor import TableDecor
from .layout import Geometry, Key, Place, Snapshot, compute, zoned


class TableScene(QGraphicsScene):
    cardClicked = Signal(object)  # Card
    cardDoubleClicked = Signal(object)
    cardDropped = Signal(object)  # a card dragged onto the table
    cardHovered = Signal(object)  # a card of the human's hand under the mouse, None when it leaves

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.geometry = Geometry(1000, 700)
        self.setSceneRect(0, 0, 1000, 700)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.items_by_key: dict[Key, CardItem] = {}
        self.snapshot: Snapshot | None = None
        self.view: PlayerView | None = None
        self.selected: Card | None = None
        self.playable: frozenset[Card] | None = None  # the human's legal cards while it is their turn
        self.hints = True
        self.table_colour = "green"  # the felt (settings: table_colour; card_art.TABLE_FELTS)
        self.explanations: dict[Card, str] = {}  # tooltip (rich text) of each unplayable card
        self.suggested: Card | None = None  # the card the Suggest button proposes
        self.review_strip: review_marks.ReviewStrip | None = None  # review_marks.show() puts it there
        self._input_enabled = True
        self.animating = False  # the animator moves the cards (set by it): a new size waits for its end
        self.reserve = 0.0  # height of the panel over the hand (Geometry's reserve)
        self.card_scale = 1.0  # the card size setting (Geometry's scale)
        self.names: list[str] = ["", "", "", ""]
        self.details: list[str] = ["", "", "", ""]
        self.decor = TableDecor(self)  # the plates, bubbles, contract box, captions and score
        d = self.decor
        self.plates, self.bubbles, self.info, self.score = d.plates, d.bubbles, d.info, d.score
        self.captions, self.turned_caption = d.captions, d.turned_caption

    @property
    def input_enabled(self) -> bool:
        """The table takes the human's cards now (not during an animation)."""
        return self._input_enabled

    @input_enabled.setter
    def input_enabled(self, on: bool) -> None:
        if on != self._input_enabled:
            self._input_enabled = on
            self.refresh_decor()  # the "your turn" glow follows: on only while input is taken

    # -- background -------------------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        r = self.sceneRect()
        grad = QRadialGradient(r.center(), max(r.width(), r.height()) * 0.75)
        centre, middle, edge = card_art.felt_colours(self.table_colour)
        grad.setColorAt(0.0, centre)
        grad.setColorAt(0.55, middle)
        grad.setColorAt(1.0, edge)
        painter.fillRect(rect, QBrush(grad))
        # a faint oval marking the playing area (made smaller by rows of table cards)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 22), 2))
        painter.setBrush(QColor(255, 255, 255, 8))
        self._drawn_oval = self._oval_rect()
        painter.drawEllipse(self._drawn_oval)

    def _oval_rect(self) -> QRectF:
        g = zoned(self.geometry, self.snapshot) if self.snapshot is not None else self.geometry
        w, h = g.trick * 3.6, g.trick * 1.4 * 1.75
        return QRectF(g.cx - w / 2, g.cy - h / 2, w, h)

    def _repaint_background_if_moved(self, always: bool = False) -> None:
        """The background is painted only where items changed: when the oval (or the felt's size) moves,
        all of it is painted again, or the old oval stays half drawn."""
        if always or getattr(self, "_drawn_oval", None) != self._oval_rect():
            self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    # -- sizing -----------------------------------------------------------------------------
    def resize_table(self, width: float, height: float) -> None:
        self.setSceneRect(0, 0, width, height)
        self.geometry = Geometry(width, height, self.reserve, self.card_scale)
        # while the animator moves the cards, its end puts them in the new places (its final sync); a sync
        # now, to the snapshot before the move, would drop the cards it brought in mid-flight (a new deal's,
        # a renamed one), leave its animations without a target and make the cards blink
        if self.snapshot is not None and not self.animating:
            self.sync(self.snapshot)
        elif self.snapshot is not None:
            self.refresh_decor()  # the plates and the contract box in their new places at once
        review_marks.relayout(self, False)
        self._repaint_background_if_moved(always=True)

    def set_card_scale(self, scale: float) -> bool:
        """The card size setting (``layout.CARD_SCALES``): the table laid out again. True if it changed."""
        if abs(scale - self.card_scale) < 1e-6:
            return False
        self.card_scale = scale
        r = self.sceneRect()
        self.resize_table(r.width(), r.height())
        return True

    def set_reserve(self, height: float) -> bool:
        """Make room above the hand for a panel ``height`` high (0: none). True if the table moved."""
        if abs(height - self.reserve) < 0.5:
            return False
        self.reserve = height
        r = self.sceneRect()
        self.resize_table(r.width(), r.height())
        return True

    # -- items ------------------------------------------------------------------------------
    def item_for(self, key: Key, place: Place | None = None) -> CardItem:
        item = self.items_by_key.get(key)
        if item is None:
            item = CardItem(place.card if place else None)
            item.clicked.connect(self._on_click)
            item.doubleClicked.connect(self._on_double)
            item.dropped.connect(self._on_drop)
            item.hovered.connect(self._on_hover)
            self.addItem(item)
            self.items_by_key[key] = item
            if place is not None:
                self.place_item(item, place)
        return item

    def rename(self, old: Key, new: Key) -> None:
        item = self.items_by_key.pop(old, None)
        if item is None:
            return
        displaced = self.items_by_key.pop(new, None)
        if displaced is not None and displaced is not item:
            self.removeItem(displaced)
        self.items_by_key[new] = item

    @staticmethod
    def place_item(item: CardItem, place: Place) -> None:
        if place.card is not None:
            item.card = place.card
        item.setPos(place.x, place.y)
        item.setRotation(place.rotation)
        item.set_width(place.width)
        item.setZValue(place.z)
        item.shadow = place.shadow
        item.flip = 1.0 if (place.face_up and item.card is not None) else 0.0

    def clear_cards(self) -> None:
        for item in self.items_by_key.values():
            self.removeItem(item)
        self.items_by_key.clear()

    def targets(self, snap: Snapshot) -> dict[Key, Place]:
        return compute(snap, self.geometry, self.selected)

    def sync(self, snap: Snapshot) -> None:
        """Put every card where ``snap`` says, at once; drop items that are no longer on the table."""
        self.snapshot = snap
        places = self.targets(snap)
        for key in list(self.items_by_key):
            if key not in places:
                self.removeItem(self.items_by_key.pop(key))
        for key, place in places.items():
            item = self.item_for(key, place)
            self.place_item(item, place)
        self.refresh_cards()
        self.refresh_decor()
        review_marks.relayout(self, bool(snap.hand) or bool(snap.table_cards(snap.human)))
        self._repaint_background_if_moved()

    # -- the review's marks (review_marks.py) -------------------------------------------------
    def show_review(self, entries: list[review_marks.ReviewEntry] | None) -> None:
        """After "Review my play": the player's cards in trick order, the costly ones marked (None: none)."""
        review_marks.show(self, entries)

    # -- state from the view ----------------------------------------------------------------
    def set_view(self, view: PlayerView | None, names: list[str], details: list[str] | None = None) -> None:
        self.view = view
        self.names = names
        if details is not None:
            self.details = details
        if (
            view is not None
            and self.selected is not None
            and self.selected not in view.hand
            and not view.table_up_mask(view.seat) >> self.selected.index & 1
        ):
            self.selected = None

    def set_playable(self, cards: frozenset[Card] | None, explanations: dict[Card, str] | None = None) -> None:
        """The human's legal cards (None: not their turn to play) and why the others are not."""
        self.playable = cards
        self.explanations = dict(explanations or {})
        if cards is None or (self.suggested is not None and self.suggested not in cards):
            self.suggested = None
        self.refresh_cards()

    def set_suggested(self, card: Card | None) -> None:
        self.suggested = card
        self.refresh_cards()

    def refresh_cards(self) -> None:
        snap = self.snapshot
        hand = set(snap.hand) | set(snap.table_cards(snap.human)) if snap else set()
        for key, item in self.items_by_key.items():
            card = key[1] if key[0] == "card" else None
            if isinstance(card, Card) and card in hand:
                self._refresh_own_card(item, card)
                continue
            item.set_state(False, False, False)
            if item.toolTip():
                item.setToolTip("")

    def _refresh_own_card(self, item: CardItem, card: Card) -> None:
        """One of the human's cards: playable, dimmed (with why as its tooltip), hinted, chosen or suggested."""
        playing = self.playable is not None
        legal = self.playable is not None and card in self.playable
        dimmed = bool(playing and self.hints and not legal)
        hinted = bool(legal and self.hints and self.input_enabled)
        item.set_state(
            dimmed,
            card == self.selected,
            playing and self.input_enabled,
            hinted,
            card == self.suggested and playing,
        )
        tip = self.explanations.get(card, "") if dimmed else ""
        if item.toolTip() != tip:
            item.setToolTip(tip)

    def refresh_decor(self) -> None:
        """The plates, bubbles, contract box, captions and score from the view (``decor``)."""
        self.decor.refresh()

    # -- intents ----------------------------------------------------------------------------
    def _hand_card(self, card: Card | None) -> bool:
        """A card the human plays: of his hand, or face up on the table in front of him."""
        snap = self.snapshot
        return card is not None and snap is not None and (card in snap.hand or card in snap.table_cards(snap.human))

    def _on_click(self, card: Card) -> None:
        if self.input_enabled and self._hand_card(card):
            self.cardClicked.emit(card)

    def _on_hover(self, card: Card, entering: bool) -> None:
        if not self._hand_card(card):
            return
        self.cardHovered.emit(card if entering else None)

    def _on_double(self, card: Card) -> None:
        if self.input_enabled and self._hand_card(card):
            self.cardDoubleClicked.emit(card)

    def _on_drop(self, card: Card, where: QPointF) -> None:
        if not (self.input_enabled and self._hand_card(card)):
            return
        g = self.geometry
        if self.snapshot is not None and card not in self.snapshot.hand:  # a table card: dragged toward the middle
            home = self.targets(self.snapshot).get(("card", card))
            if home is not None and where.y() < home.y - zoned(g, self.snapshot).zone * 0.8:
                self.cardDropped.emit(card)
            return
        if where.y() < g.bottom_y - g.big * 0.7:  # released above the hand: onto the table
            self.cardDropped.emit(card)

    def set_card_style(self, style: card_art.CardStyle) -> None:
        CardItem.style = style
        for item in self.items_by_key.values():
            item.update()
