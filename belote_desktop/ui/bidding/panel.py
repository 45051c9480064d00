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
(``learn.explain_bid``), or the default one; ``show_suggestion`` outlines the move the Suggest button
proposes and says why.

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

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QTextDocument
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QApplication, QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...engine import DECLARE, PASS, Action, Bid, PlayCard, PlayerView, Strain, Suit, Take
from ...engine.actions import AUCTION_ACTIONS
from ...learn.explain import explain_bid
from ...learn import table_words as text
from .base import STRAIN_KEY_LABELS, SUIT_KEY_LABELS, bid_words, with_key
from .kinds import BIDDING_PANELS
from .declare_offer import build_declare
from ..look.style import FOUR_COLOURS_HTML, SUIT_COLOURS_HTML
from ..table.zoom import fit_zoom

if TYPE_CHECKING:
    from ..audio.voice import Speech


DECLARE_KEYS = (Qt.Key.Key_D, Qt.Key.Key_E)  # D as on the button; E kept for those who learnt it


def tip(widget: QWidget, words: str) -> None:
    """A tooltip, and the same words for the ear as the widget's accessible description (a screen reader reads the
    tooltip as the description, symbols and all: "the turned 7♣" is read "7 club suit")."""
    widget.setToolTip(words)
    widget.setAccessibleDescription(text.spoken(words))


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
        self._value = 80
        self._capot = False
        self._strain: Strain | None = None
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
        self._button_action: dict[QPushButton, Callable[[], Action | None]] = {}
        self._pointed: QPushButton | None = None  # the button under the mouse
        self._suggested: Action | None = None
        self._chosen_since_suggestion = False  # a value or strain picked after Suggest: Enter bids that
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
        self._button_action = {}
        self._pointed = None

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
        self._button_action[button] = action
        button.installEventFilter(self)
        shown = action()
        if shown is not None and self._view is not None:
            tip(button, explain_bid(shown, self._view.rules, self._view))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(watched, QPushButton) and watched in self._button_action:
            kind = event.type()
            if kind == QEvent.Type.Enter:
                self._pointed = watched
                self._refresh_explanation()
            elif kind == QEvent.Type.Leave:
                if self._pointed is watched:
                    self._pointed = None
                self._refresh_explanation()
            elif kind in (QEvent.Type.FocusIn, QEvent.Type.FocusOut):
                self._refresh_explanation()
        return super().eventFilter(watched, event)

    def choices(self) -> list[tuple[QPushButton, Action | None]]:
        """Each button on the panel and the call it stands for now (the player robot)."""
        return [(button, make()) for button, make in self._button_action.items()]

    def explained_action(self) -> Action | None:
        """The choice the explanation line is about: pointed at, else focused, else the default."""
        for button in (self._pointed, self.focusWidget()):
            if isinstance(button, QPushButton) and button in self._button_action and button.isEnabled():
                action = self._button_action[button]()
                if action is not None:
                    return action
        return self._default_action()

    def _default_action(self) -> Action | None:
        legal = self._legal
        bid = self.current_bid()
        if bid is not None and bid in legal:
            return bid
        for action in legal:
            if isinstance(action, Take) or action == DECLARE:
                return action
        if self._suggested is not None:
            return self._suggested
        return PASS if PASS in legal else None

    def explanation_text(self) -> str:
        action = self.explained_action()
        if action is None or self._view is None:
            return ""
        return explain_bid(action, self._view.rules, self._view)

    def _refresh_explanation(self) -> None:
        if not self.show_explanations or self._view is None:
            self.explain.hide()
            return
        words = self.explanation_text()
        shown = self._within_lines(words)
        if shown == self.explain.text() and self.explain.isVisible():
            return
        self.explain.setText(shown)
        self.explain.setToolTip(words if shown != words else "")
        self.explain.setAccessibleDescription(text.spoken(words))  # "the turned Seven of Clubs", not "7♣"
        self.explain.show()
        if self.isVisible():  # grow or shrink downwards: the buttons stay under the mouse
            self._layout.activate()
            self.adjustSize()

    def _fix_explanation_width(self) -> None:
        self.explain.setFixedWidth(self.explain_width)

    def _reserve_explanation_height(self) -> None:
        """Room for the longest explanation of any choice on the panel, so that pointing at a button
        never grows the panel (over the hand) nor clips its words."""
        if not self.show_explanations or self._view is None:
            self.explain.setMinimumHeight(0)
            return
        actions = [make() for make in self._button_action.values()] + [self._default_action()]
        texts = {explain_bid(a, self._view.rules, self._view) for a in actions if a is not None}
        shown = self.explain.text()
        self.explain.ensurePolished()
        self.explain.setMinimumHeight(0)
        tallest = 0
        for words in texts:
            self.explain.setText(self._within_lines(words))
            tallest = max(tallest, self.explain.heightForWidth(self.explain_width))
        self.explain.setText(shown)
        self.explain.setMinimumHeight(tallest)

    def _within_lines(self, words: str) -> str:
        """``words`` as the explanation shows them: whole, or on a low table cut to ``explain_lines_max`` lines at a
        word, ending in "…"."""
        if not self.explain_lines_max or not words:
            return words
        self.explain.ensurePolished()
        metrics = self.explain.fontMetrics()
        flags = int(Qt.TextFlag.TextWordWrap)
        room = metrics.lineSpacing() * self.explain_lines_max + 1
        width = max(self.explain_width, 1)

        def height(text_: str) -> int:
            return metrics.boundingRect(0, 0, width, 100000, flags, text_).height()

        if height(words) <= room:
            return words
        cut = words.split(" ")
        while len(cut) > 1 and height(" ".join(cut) + "…") > room:
            cut.pop()
        return " ".join(cut).rstrip(",;:.") + "…"

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
            self._strain = None  # a new decision: nothing armed, the value starts from the lowest bid
            self._capot = False
            self._value = 0
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
        self._fix_explanation_width()
        self._reserve_explanation_height()
        self._refresh_explanation()
        self._name_labels()
        self.show()
        self._layout.activate()
        self.adjustSize()
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

    def _values(self) -> list[tuple[int, bool]]:
        bids = [a for a in self._legal if isinstance(a, Bid)]
        values = sorted({(a.value, False) for a in bids if not a.capot})
        if any(a.capot for a in bids):
            values.append((0, True))
        return values

    def fit_pending_bid(self, bids: Sequence[Bid]) -> None:
        """The value and strain being chosen, kept within the legal ``bids``: a value no longer among them becomes
        the lowest (capot where only capot is left), a strain not among them is dropped (no bids: both kept)."""
        plain = sorted({a.value for a in bids if not a.capot})
        if plain:
            if self._value not in plain:
                self._value = plain[0]
                self._capot = False
        elif any(a.capot for a in bids):
            self._capot = True
        if bids and self._strain not in {a.strain for a in bids}:
            self._strain = None

    def step_value(self, delta: int) -> None:
        values = self._values()
        if not values:
            return
        current = (0, True) if self._capot else (self._value, False)
        i = values.index(current) if current in values else 0
        i = max(0, min(len(values) - 1, i + delta))
        self._value, self._capot = values[i][0] or self._value, values[i][1]
        self._chosen_since_suggestion = True
        self.refresh_bid()
        self._say_pending()

    def choose_strain(self, strain: Strain) -> None:
        self._strain = strain
        self._chosen_since_suggestion = True
        self.refresh_bid()
        self._say_pending()

    def value_words(self) -> str:
        """The value being chosen, for a screen reader: 'Bid value: 100' ('Bid value: Capot')."""
        return QCoreApplication.translate("BiddingPanel", "Bid value: {value}").format(
            value=text.contract_value_text(self._value, self._capot)
        )

    def pending_words(self) -> str:
        """The bid being chosen, in words: '100, Clubs', 'Capot, Hearts' ('100' before a strain is chosen), with the
        reason it may not be bid, where it may not."""
        bid = self.current_bid()
        if bid is None:
            return text.contract_value_text(self._value, self._capot)
        words = bid_words(bid)
        if bid not in self._legal and self.why is not None:
            refused = self.why(bid)
            if refused:
                words = QCoreApplication.translate("BiddingPanel", "{bid}: {why}").format(bid=words, why=refused)
        return text.spoken(words)

    def _say_pending(self) -> None:
        """Say the bid being chosen, once (assertive: it replaces what was said of the previous choice)."""
        if self.speech is not None:
            self.speech.say(self.pending_words(), assertive=True, remember=False)

    def _bid_name(self, strain: Strain) -> str:
        """A strain button's or the Bid button's accessible name, at the value being chosen: 'Bid 100 in Clubs'."""
        if self._capot:
            return QCoreApplication.translate("BiddingPanel", "Bid capot in {strain}").format(
                strain=text.strain_name(strain)
            )
        return QCoreApplication.translate("BiddingPanel", "Bid {value} in {strain}").format(
            value=self._value, strain=text.strain_name(strain)
        )

    def bid_in(self, strain: Strain) -> Bid | None:
        """The bid of the value being chosen in ``strain``, if legal (what a strain button stands for)."""
        bid = Bid(0 if self._capot else self._value, strain, self._capot)
        return bid if bid in self._legal else None

    def current_bid(self) -> Bid | None:
        if self._strain is None:
            return None
        return Bid(0 if self._capot else self._value, self._strain, self._capot)

    def refresh_bid(self) -> None:
        """The value, the strain buttons and the Bid button as the bid being chosen now has them."""
        self._refresh_value()
        self._refresh_strain_buttons()
        self._refresh_bid_button()
        if self._view is not None and self._button_action:
            self._reserve_explanation_height()
            self._refresh_explanation()
            self._mark_suggested()

    def _refresh_value(self) -> None:
        label = getattr(self, "value_label", None)
        if label is not None and "minus" in self.buttons:
            label.setText(text.contract_value_text(self._value, self._capot))
            label.setAccessibleName(self.value_words())  # read with the panel, and on the - and + buttons
            for key in ("minus", "plus"):
                self.buttons[key].setAccessibleDescription(self.value_words())

    def _refresh_strain_buttons(self) -> None:
        rules = self._view.rules if self._view is not None else None
        for strain in Strain:
            b = self.buttons.get(f"strain_{strain.code}")
            if b is None:
                continue
            b.setChecked(strain is self._strain)
            key = SUIT_KEY_LABELS[strain.suit] if strain.suit is not None else STRAIN_KEY_LABELS[strain]
            b.setAccessibleName(with_key(self._bid_name(strain), key))  # follows the value ("Bid 100 in Clubs")
            shown = self.bid_in(strain)
            tip(
                b,
                explain_bid(shown, rules, self._view)
                if shown is not None and rules is not None
                else text.strain_name(strain)
            )

    def _refresh_bid_button(self) -> None:
        bid_button = self.buttons.get("bid")
        if bid_button is None:
            return
        rules = self._view.rules if self._view is not None else None
        bid = self.current_bid()
        ok = bid is not None and bid in self._legal
        bid_button.setEnabled(ok)
        if bid is None:
            bid_button.setText(QCoreApplication.translate("BiddingPanel", "&Bid"))
            bid_button.setAccessibleName(QCoreApplication.translate("BiddingPanel", "Bid"))
            tip(bid_button, "")
            return
        bid_button.setText(QCoreApplication.translate("BiddingPanel", "&Bid {bid}").format(bid=text.action_text(bid)))
        bid_button.setAccessibleName(self._bid_name(bid.strain))
        tip(bid_button, explain_bid(bid, rules, self._view) if ok and rules is not None else "")

    def bid_now(self) -> None:
        bid = self.current_bid()
        if bid is not None:
            self.actionChosen.emit(bid)

    # -- suggestion -------------------------------------------------------------------------
    def show_suggestion(self, action: Action, reason: str) -> None:
        """Outline the suggested choice (a coinche bid is preset in the value and strain) and say why."""
        self._suggested = action
        self._chosen_since_suggestion = False
        if isinstance(action, Bid) and action in self._legal:
            self._capot = action.capot
            if not action.capot:
                self._value = action.value
            self._strain = action.strain
        self._suggestion_text = QCoreApplication.translate("BiddingPanel", "Suggestion: {action}. {reason}").format(
            action=text.action_text(action, self._view.rules if self._view else None), reason=reason
        )
        self._show_suggestion_line()
        self.refresh_bid()
        self._mark_suggested()
        self._refresh_explanation()
        self._layout.activate()
        self.adjustSize()

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
        candidates = ([bid_button] if bid_button is not None else []) + list(self._button_action)
        for button in candidates:
            if (
                button in self._button_action
                and self._button_action[button]() == self._suggested
                and button.isEnabled()
            ):
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
        for button in self._button_action:
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
            and not self._chosen_since_suggestion
        )

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.handle_key(event):
            super().keyPressEvent(event)
