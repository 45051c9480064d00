"""The point auction's bid being chosen on the bidding panel (La Coinche, Contrée, Pilotta): its value (or capot) and
its strain, kept within the legal bids, said once on each change for a screen reader ("100, Clubs"), and shown on the
value label, the strain buttons ("Bid 100 in Clubs") and the Bid button that ``point`` builds.

``BiddingPanel`` holds one ``PendingBid`` (``panel.pending``); the panel is read through ``PendingHost`` (this module
never imports the panel). A new decision forgets the choice (``forget``: nothing armed, the lowest value), Suggest
presets it (``preset``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QPushButton

from ...engine import Action, Bid, PlayerView, Strain
from ...learn import table_words as text
from ...learn.explain import explain_bid
from .base import STRAIN_KEY_LABELS, SUIT_KEY_LABELS, bid_words, tip, with_key

if TYPE_CHECKING:
    from ..audio.voice import Speech


class PendingHost(Protocol):
    """What the bid being chosen reads of the bidding panel."""

    buttons: dict[str, QPushButton]
    why: Callable[[Action], str | None] | None  # the engine's reason a call is refused
    speech: Speech | None

    @property
    def view(self) -> PlayerView | None: ...

    @property
    def legal(self) -> tuple[Action, ...]: ...

    def bid_changed(self) -> None: ...  # the explanation and the suggestion's mark follow the new bid


class PendingBid:
    """The value, capot and strain the player is choosing, and the buttons that show them."""

    def __init__(self, host: PendingHost) -> None:
        self.host = host
        self.value = 80
        self.capot = False
        self.strain: Strain | None = None
        self.chosen_since_suggestion = False  # a value or strain picked after Suggest: Enter bids that

    def forget(self) -> None:
        """A new decision: nothing armed, the value starts from the lowest bid."""
        self.strain = None
        self.capot = False
        self.value = 0

    def preset(self, bid: Bid) -> None:
        """Suggest's bid becomes the one being chosen (Enter bids it)."""
        self.capot = bid.capot
        if not bid.capot:
            self.value = bid.value
        self.strain = bid.strain

    def values(self) -> list[tuple[int, bool]]:
        """The legal values, lowest first, as (value, capot)."""
        bids = [a for a in self.host.legal if isinstance(a, Bid)]
        values = sorted({(a.value, False) for a in bids if not a.capot})
        if any(a.capot for a in bids):
            values.append((0, True))
        return values

    def fit(self, bids: Sequence[Bid]) -> None:
        """Kept within the legal ``bids``: a value no longer among them becomes the lowest (capot where only capot is
        left), a strain not among them is dropped (no bids: both kept)."""
        plain = sorted({a.value for a in bids if not a.capot})
        if plain:
            if self.value not in plain:
                self.value = plain[0]
                self.capot = False
        elif any(a.capot for a in bids):
            self.capot = True
        if bids and self.strain not in {a.strain for a in bids}:
            self.strain = None

    def step(self, delta: int) -> None:
        """``delta`` legal values up (or down), within the ladder; said and shown."""
        values = self.values()
        if not values:
            return
        now = (0, True) if self.capot else (self.value, False)
        i = values.index(now) if now in values else 0
        i = max(0, min(len(values) - 1, i + delta))
        self.value, self.capot = values[i][0] or self.value, values[i][1]
        self._chosen()

    def choose(self, strain: Strain) -> None:
        self.strain = strain
        self._chosen()

    def _chosen(self) -> None:
        self.chosen_since_suggestion = True
        self.refresh()
        self.say()

    def current(self) -> Bid | None:
        """The bid being chosen (None before a strain is chosen)."""
        if self.strain is None:
            return None
        return Bid(0 if self.capot else self.value, self.strain, self.capot)

    def bid_in(self, strain: Strain) -> Bid | None:
        """The bid of the value being chosen in ``strain``, if legal (what a strain button stands for)."""
        bid = Bid(0 if self.capot else self.value, strain, self.capot)
        return bid if bid in self.host.legal else None

    def value_words(self) -> str:
        """The value being chosen, for a screen reader: 'Bid value: 100' ('Bid value: Capot')."""
        return QCoreApplication.translate("BiddingPanel", "Bid value: {value}").format(
            value=text.contract_value_text(self.value, self.capot)
        )

    def words(self) -> str:
        """The bid being chosen, in words: '100, Clubs', 'Capot, Hearts' ('100' before a strain is chosen), with the
        reason it may not be bid, where it may not."""
        bid = self.current()
        if bid is None:
            return text.contract_value_text(self.value, self.capot)
        words = bid_words(bid)
        why = self.host.why
        if bid not in self.host.legal and why is not None:
            refused = why(bid)
            if refused:
                words = QCoreApplication.translate("BiddingPanel", "{bid}: {why}").format(bid=words, why=refused)
        return text.spoken(words)

    def say(self) -> None:
        """Say the bid being chosen, once (assertive: it replaces what was said of the previous choice)."""
        if self.host.speech is not None:
            self.host.speech.say(self.words(), assertive=True, remember=False)

    def bid_name(self, strain: Strain) -> str:
        """A strain button's or the Bid button's accessible name, at the value being chosen: 'Bid 100 in Clubs'."""
        if self.capot:
            return QCoreApplication.translate("BiddingPanel", "Bid capot in {strain}").format(
                strain=text.strain_name(strain)
            )
        return QCoreApplication.translate("BiddingPanel", "Bid {value} in {strain}").format(
            value=self.value, strain=text.strain_name(strain)
        )

    # -- shown ---------------------------------------------------------------------------------------------------
    def refresh(self) -> None:
        """The value, the strain buttons and the Bid button as the bid being chosen now has them."""
        self._refresh_value()
        self._refresh_strain_buttons()
        self._refresh_bid_button()
        self.host.bid_changed()

    def _refresh_value(self) -> None:
        label: QLabel | None = getattr(self.host, "value_label", None)
        buttons = self.host.buttons
        if label is not None and "minus" in buttons:
            label.setText(text.contract_value_text(self.value, self.capot))
            label.setAccessibleName(self.value_words())  # read with the panel, and on the - and + buttons
            for key in ("minus", "plus"):
                buttons[key].setAccessibleDescription(self.value_words())

    def _refresh_strain_buttons(self) -> None:
        view = self.host.view
        for strain in Strain:
            b = self.host.buttons.get(f"strain_{strain.code}")
            if b is None:
                continue
            b.setChecked(strain is self.strain)
            key = SUIT_KEY_LABELS[strain.suit] if strain.suit is not None else STRAIN_KEY_LABELS[strain]
            b.setAccessibleName(with_key(self.bid_name(strain), key))  # follows the value ("Bid 100 in Clubs")
            shown = self.bid_in(strain)
            if shown is not None and view is not None:
                tip(b, explain_bid(shown, view.rules, view))
            else:
                tip(b, text.strain_name(strain))

    def _refresh_bid_button(self) -> None:
        bid_button = self.host.buttons.get("bid")
        if bid_button is None:
            return
        view = self.host.view
        bid = self.current()
        ok = bid is not None and bid in self.host.legal
        bid_button.setEnabled(ok)
        if bid is None:
            bid_button.setText(QCoreApplication.translate("BiddingPanel", "&Bid"))
            bid_button.setAccessibleName(QCoreApplication.translate("BiddingPanel", "Bid"))
            tip(bid_button, "")
            return
        bid_button.setText(QCoreApplication.translate("BiddingPanel", "&Bid {bid}").format(bid=text.action_text(bid)))
        bid_button.setAccessibleName(self.bid_name(bid.strain))
        tip(bid_button, explain_bid(bid, view.rules, view) if ok and view is not None else "")
