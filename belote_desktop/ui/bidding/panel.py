"""BiddingPanel: the human's choices during the auction (and the declaration offer in play, built by ``declare_offer``).

Each kind of auction fills the panel with its own choices and keys: its module registers a ``PanelKind``
in ``BIDDING_PANELS`` (``base``; every kind is imported by ``kinds``). Classic: take the
turned suit or pass (round 1), name another suit or pass (round 2) (``turned_card``). La Coinche: a
value (80..160 or capot), a strain (four suits, no trumps, all trumps), then bid, pass, coinche or
surcoinche (``point``). Only legal choices are enabled; the controller still checks them.
Keyboard: P pass and D (or E) declare here, each kind's own keys in its module (T take, 1 2 3 4 the suits ♣ ♦ ♥ ♠
shown on their buttons, N no trumps, A all trumps, +/- value, B or Enter bid, X coinche, R surcoinche, ...).
Letters that name suits in English are left alone: S is Suggest in every phase (the window's key). Nothing is armed by
default: each new decision starts with no strain chosen and the lowest value, so Enter bids only
what the player chose (or asked Suggest for).

For a screen reader (issue 57): every button is named in words (no suit symbols); in a point auction the value is a
control of its own ("Bid value: 100"), the strain buttons' names follow it ("Bid 100 in Clubs"), and each change of the
value or the strain is said once through ``speech`` (the window's ``context.speech``; None says nothing): "100, Clubs".

Learning aids: the line under the buttons explains the choice under the mouse or the keyboard focus
(``learn.explain_bid``), or the default one (``explain_line.ExplanationLine``, ``panel.line``); ``show_suggestion``
outlines the move the Suggest button proposes and says why. The point auction's value and strain being chosen are
``pending.PendingBid`` (``panel.pending``).

The kinds build through the panel's public toolkit, never its private state (issue 59), typed as the ``Protocol``
``base.PanelToolkit`` (the kinds never import this module): ``view`` and ``legal`` (what is being decided),
``actionChosen``, ``title`` / ``note`` / ``seat_names`` / ``explain_width`` / ``narrow`` / ``one_row``, ``add_row``,
``add_button`` (a call's button, enabled when legal, explained when pointed at), ``explains``, ``suit_label``,
``colour``, ``name_by_action``, and for the point auction's value and strain ``fit_pending_bid``, ``step_value``,
``choose_strain``, ``bid_in``, ``current_bid``, ``refresh_bid``, ``bid_now`` and ``value_label``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeyEvent, QTextDocument
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QApplication, QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...engine import DECLARE, PASS, Action, Bid, PlayCard, PlayerView, Strain, Suit, Take
from ...engine.actions import AUCTION_ACTIONS
from ...learn import table_words as text
from .base import tip, with_key
from .explain_line import ExplanationLine
from .pending import PendingBid
from .kinds import BIDDING_PANELS
from .declare_offer import build_declare
from ..look.style import FOUR_COLOURS_HTML, SUIT_COLOURS_HTML
from ..table.zoom import fit_zoom

if TYPE_CHECKING:
    from ..audio.voice import Speech


DECLARE_KEYS = (Qt.Key.Key_D, Qt.Key.Key_E)  # D as on the button; E kept for those who learnt it


def _always(action: Action | None) -> Callable[[], Action | None]:
    return lambda: action


class BiddingPanel(QFrame):
    actionChosen = Signal(object)
    value_label: QLabel  # the point auction's value between - and + (point)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("overlayPanel")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.four_colour = False
        self._view: PlayerView | None = None
        self._legal: tuple[Action, ...] = ()
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(16, 12, 16, 12)
        self._layout.setSpacing(8)
        self.title = QLabel()
        self.title.setObjectName("panelTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note = QLabel()
        self.note.setObjectName("panelNote")
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._layout.addWidget(self.title)
        self._layout.addWidget(self.note)
        self.suggestion = QLabel(self)  # what the Suggest button proposes, and why
        self.suggestion.setObjectName("panelSuggestion")
        self.suggestion.setWordWrap(True)
        self.suggestion.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.suggestion.hide()
        self.explain = QLabel(self)  # what the choice under the mouse or the focus means
        self.explain.setObjectName("panelExplain")
        self.explain.setWordWrap(True)
        self.explain.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.explain.setAccessibleName(QCoreApplication.translate("BiddingPanel", "What this choice means"))
        self._layout.addWidget(self.suggestion)
        self._layout.addWidget(self.explain)
        self.show_explanations = True
        self.explain_width = 440
        self.max_width = 0  # the widest the panel may be without covering the side hands (0: no limit)
        self.narrow = False  # built with short labels, as the full ones made it wider than max_width
        # a low table: the explanation keeps at most this many lines (0: as many as the longest needs), a longer one
        # ends in "…" with the whole in its tooltip, so that the panel leaves the top player's cards in sight
        self.explain_lines_max = 0
        # an open top row (Belot for 2 with open cards): the auction's calls in one row, and the declaration offer,
        # beside the middle, its words stacked in a narrow column, so that the panel leaves those cards and the
        # trick in sight (ui/window/overlays.py)
        self.one_row = False
        self.stacked = False
        self.base_height = 0  # height with the default explanation (set_view); pointing may add lines below
        self._rows: list[QWidget] = []
        self.buttons: dict[str, QPushButton] = {}
        self.line = ExplanationLine(self)  # each button's call, and the line that explains the one pointed at
        self.pending = PendingBid(self)  # the point auction's value and strain being chosen
        self._suggested: Action | None = None
        self._suggestion_text = ""
        self.why: Callable[[Action], str | None] | None = None  # the engine's reason a choice is refused (window)
        # the screen reader's voice (the window's ``context.speech``): the bid being chosen is said on each change of
        # its value or strain; None says nothing
        self.speech: Speech | None = None
        self.hide()

    # -- what is being decided (read by the kinds) --------------------------------------------
    @property
    def view(self) -> PlayerView | None:
        """The view the panel shows the choices of (None: hidden)."""
        return self._view

    @property
    def legal(self) -> tuple[Action, ...]:
        """The calls the player may make now (the view's legal actions)."""
        return self._legal

    # -- building ---------------------------------------------------------------------------
    def _give_back_focus(self) -> None:
        """A focused button of the panel is about to go: the table takes the keyboard, not whatever
        widget comes next in the focus chain (the side panel's lists would eat the game keys)."""
        focused = QApplication.focusWidget()
        parent = self.parentWidget()
        if parent is not None and focused is not None and (focused is self or self.isAncestorOf(focused)):
            parent.setFocus(Qt.FocusReason.OtherFocusReason)

    def setVisible(self, visible: bool) -> None:
        if not visible:
            self._give_back_focus()
        super().setVisible(visible)

    def _clear(self) -> None:
        focus = QApplication.focusWidget()
        if focus is not None and any(row.isAncestorOf(focus) for row in self._rows):
            self._give_back_focus()
        for row in self._rows:
            row.setParent(None)
            # hidden on purpose: the layout may have queued a show for it, which would open it as a
            # window of its own, taking the keyboard away from the game
            row.hide()
            row.deleteLater()
        self._rows = []
        self.buttons = {}
        self.line.forget()

    def add_row(self) -> QHBoxLayout:
        """A new row of the panel's buttons, above the suggestion and the explanation."""
        w = QWidget(self)
        row = QHBoxLayout(w)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(6)
        self._layout.insertWidget(self._layout.indexOf(self.suggestion), w)
        self._rows.append(w)
        return row

    def explains(self, button: QPushButton, action: Callable[[], Action | None]) -> None:
        """``button`` stands for ``action()``: its meaning shows under the buttons when pointed at."""
        self.line.add(button, action)

    def choices(self) -> list[tuple[QPushButton, Action | None]]:
        """Each button on the panel and the call it stands for now (the player robot)."""
        return self.line.choices()

    def default_action(self) -> Action | None:
        """The call explained when no button is pointed at nor focused: the bid being chosen, a take or the
        declaration, the suggestion, else pass."""
        legal = self._legal
        bid = self.pending.current()
        if bid is not None and bid in legal:
            return bid
        for action in legal:
            if isinstance(action, Take) or action == DECLARE:
                return action
        if self._suggested is not None:
            return self._suggested
        return PASS if PASS in legal else None

    def refit(self) -> None:
        """The panel's size after its contents changed (it grows or shrinks downwards)."""
        self._layout.activate()
        self.adjustSize()

    def add_button(
        self,
        row: QHBoxLayout,
        key: str,
        label: str,
        action: Action | None,
        primary: bool = False,
        checkable: bool = False,
    ) -> QPushButton:
        """A button in ``row``, kept as ``buttons[key]``; with an ``action``, it makes that call when clicked, is
        enabled only when legal (a refused call says why in its tooltip) and is explained when pointed at."""
        b = QPushButton(label, self)
        if primary:
            b.setObjectName("primary")
        b.setCheckable(checkable)
        b.setAccessibleName(text.spoken(label.replace("&", "")))  # in words: a screen reader reads "♥", "AT" badly
        if action is not None:
            b.setEnabled(action in self._legal)
            b.clicked.connect(lambda _=False, a=action: self.actionChosen.emit(a))
            self.explains(b, _always(action))
            refused = self.why(action) if self.why is not None and action not in self._legal else None
            if refused:
                tip(b, refused)  # a refused call says why (Clabber: a suit you do not hold)
        row.addWidget(b)
        self.buttons[key] = b
        return b

    def name_by_action(self, button: QPushButton, action: Action, key: str) -> None:
        """``button`` (whose label names a suit by its symbol and its name) is called, for a screen reader, by what
        it does, in words: 'Take Hearts (3)'."""
        rules = self._view.rules if self._view is not None else None
        button.setAccessibleName(with_key(text.spoken(text.action_text(action, rules)), key))

    def suit_label(self, suit: Suit) -> str:
        """A suit's button label: its symbol and its name ('♥ Hearts')."""
        return QCoreApplication.translate("BiddingPanel", "{symbol} {name}").format(
            symbol=suit.symbol, name=text.suit_name(suit)
        )

    def colour(self, button: QPushButton, suit: Suit | None, compact: bool = False) -> None:
        """The suit's colour on ``button`` (none for NT/AT); ``compact``: narrower padding."""
        colours = FOUR_COLOURS_HTML if self.four_colour else SUIT_COLOURS_HTML
        colour = f"color: {colours[int(suit)]};" if suit is not None else ""
        padding = "padding: 6px 8px;" if compact else ""
        button.setStyleSheet(f"QPushButton {{ {colour} {padding} }} QPushButton:disabled {{ color: #8c8c86; }}")

    def set_view(self, view: PlayerView | None) -> None:
        """Show the choices for ``view`` if the human is to bid or may declare; hide otherwise."""
        if self._is_new_decision(view):
            self._suggested = None
            self._suggestion_text = ""
            self.pending.forget()
        self._view = view
        legal = view.legal_actions if view is not None else ()
        self._legal = legal
        self._clear()
        if view is None or not legal or not self._build_to_fit(view):
            self.hide()
            return
        yields = BIDDING_PANELS[view.rules.trump_scheme].note_yields_to_explanation
        self.note.setVisible(not (self.show_explanations and yields and DECLARE not in legal))
        self._show_suggestion_line()
        self.explain.setFixedWidth(self.explain_width)
        self.line.reserve_height()
        self.line.refresh()
        self._name_labels()
        self.show()
        self.refit()
        self.base_height = self.height()  # the window places the panel by this height
        self.raise_()

    def _is_new_decision(self, view: PlayerView | None) -> bool:
        """Whether ``view`` asks another decision than the one shown (the choice being made is then forgotten)."""
        old = self._view
        return view is None or old is None or view.history != old.history or view.seat != old.seat

    def _build_to_fit(self, view: PlayerView) -> bool:
        """Build the choices of ``view``, with short labels where the full ones are wider than ``max_width``; False
        if there is nothing to choose."""
        self.narrow = False
        if not self._build(view):
            return False
        fit_zoom(self)  # the new buttons and rows at the table's zoom before they are measured
        if self.max_width and not self.narrow and self._natural_width() > self.max_width:
            self.narrow = True  # the same choices with short labels
            self._clear()
            self._build(view)
            fit_zoom(self)
        return True

    def _name_labels(self) -> None:
        """The title and the note as a screen reader reads them, where the kind did not name them: plain words, no
        suit symbols ("The ladder: Hokum Hearts · Double" is read, "Hokum ♥ · <b>Double</b>" is shown)."""
        for label in (self.title, self.note):
            if label.accessibleName():
                continue  # named by the kind (point: the highest bid in words)
            words = label.text()
            if label.textFormat() == Qt.TextFormat.RichText or (
                label.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(words)
            ):
                document = QTextDocument()
                document.setHtml(words)
                words = document.toPlainText()
            label.setAccessibleName(text.spoken(words))

    def _natural_width(self) -> int:
        self._layout.activate()
        return max(self.minimumSizeHint().width(), self.sizeHint().width())

    def _build(self, view: PlayerView) -> bool:
        """Fill the panel with the choices of ``view``; False if there is nothing to choose."""
        legal = self._legal
        for label in (self.title, self.note):
            label.setAccessibleName("")  # a kind may name them in words; else _name_labels reads their text
        if DECLARE in legal:
            build_declare(self, view)
        elif not any(isinstance(a, AUCTION_ACTIONS) for a in legal):
            return False
        else:
            BIDDING_PANELS[view.rules.trump_scheme].build(self, view)
        for row in self._rows:
            row.show()  # rows built while hidden: show them now so that the size is right
        return True

    # -- the point auction's value and strain being chosen (point builds their buttons) ------------------------------------------------------------------
    seat_names: list[str] = []

    def fit_pending_bid(self, bids: Sequence[Bid]) -> None:
        self.pending.fit(bids)

    def step_value(self, delta: int) -> None:
        self.pending.step(delta)

    def choose_strain(self, strain: Strain) -> None:
        self.pending.choose(strain)

    def bid_in(self, strain: Strain) -> Bid | None:
        return self.pending.bid_in(strain)

    def current_bid(self) -> Bid | None:
        return self.pending.current()

    def refresh_bid(self) -> None:
        self.pending.refresh()

    def bid_changed(self) -> None:
        """The bid being chosen changed: the explanation and the suggestion's mark follow it."""
        if self._view is not None and self.line.actions:
            self.line.reserve_height()
            self.line.refresh()
            self._mark_suggested()

    def bid_now(self) -> None:
        bid = self.pending.current()
        if bid is not None:
            self.actionChosen.emit(bid)

    # -- suggestion -------------------------------------------------------------------------
    def show_suggestion(self, action: Action, reason: str) -> None:
        """Outline the suggested choice (a coinche bid is preset in the value and strain) and say why."""
        self._suggested = action
        self.pending.chosen_since_suggestion = False
        if isinstance(action, Bid) and action in self._legal:
            self.pending.preset(action)
        self._suggestion_text = QCoreApplication.translate("BiddingPanel", "Suggestion: {action}. {reason}").format(
            action=text.action_text(action, self._view.rules if self._view else None), reason=reason
        )
        self._show_suggestion_line()
        self.refresh_bid()
        self._mark_suggested()
        self.line.refresh()
        self.refit()

    def clear_suggestion(self) -> None:
        self._suggested = None
        self._suggestion_text = ""
        self._show_suggestion_line()
        self._mark_suggested()

    @property
    def suggested_action(self) -> Action | None:
        return self._suggested

    def suggested_button(self) -> QPushButton | None:
        if self._suggested is None:
            return None
        bid_button = self.buttons.get("bid")
        actions = self.line.actions
        candidates = ([bid_button] if bid_button is not None else []) + list(actions)
        for button in candidates:
            if button in actions and actions[button]() == self._suggested and button.isEnabled():
                return button
        return None

    def _show_suggestion_line(self) -> None:
        self.suggestion.setText(self._suggestion_text)
        self.suggestion.setAccessibleName(text.spoken(self._suggestion_text))
        self.suggestion.setVisible(bool(self._suggestion_text))
        if self._suggestion_text:
            self.suggestion.setFixedWidth(self.explain_width)

    def _mark_suggested(self) -> None:
        target = self.suggested_button()
        for button in self.line.actions:
            on = button is target
            if bool(button.property("suggested")) != on:
                button.setProperty("suggested", on)
                button.style().unpolish(button)
                button.style().polish(button)

    # -- keyboard ---------------------------------------------------------------------------
    def handle_key(self, event: QKeyEvent) -> bool:
        """Bidding shortcuts, also when the table has the focus. True if the key was used."""
        if not self.isVisible() or self._view is None:
            return False
        action = self._common_key_action(event.key())
        if action is not None:
            self.actionChosen.emit(action)
            return True
        if not any(isinstance(a, AUCTION_ACTIONS) for a in self._legal):
            return False  # the declaration offer during play: other keys choose and play cards
        return BIDDING_PANELS[self._view.rules.trump_scheme].handle_key(self, event)

    def _common_key_action(self, key: int) -> Action | None:
        """The call of a key every kind shares: P pass, D (or E) declare, Enter the suggested call after Suggest."""
        legal = self._legal
        if key == Qt.Key.Key_P and PASS in legal:
            return PASS
        if key in DECLARE_KEYS and DECLARE in legal:
            return DECLARE
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._enter_takes_suggestion():
            return self._suggested
        return None

    def _enter_takes_suggestion(self) -> bool:
        """Enter makes the suggested call, unless the player has chosen a value or a strain since."""
        return (
            self._suggested is not None
            and self._suggested in self._legal
            and not isinstance(self._suggested, PlayCard)
            and not self.pending.chosen_since_suggestion
        )

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.handle_key(event):
            super().keyPressEvent(event)
