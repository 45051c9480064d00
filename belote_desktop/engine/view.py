"""PlayerView: what one seat may know — its own hand and public information only.

Bots and the table scene read a PlayerView, never a DealState, so they cannot see hidden cards.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple, Protocol

from .actions import AUCTION_ACTIONS, Action
from .auctions import AUCTIONS, AuctionView, Contract
from .auctions.base import AuctionDeal
from .cards import CARDS, Card, cards_in
from .deal import Zone
from .rules import Ruleset

if TYPE_CHECKING:
    from .deal import Zones
    from .deal_parts import Announcement, Phase, Trick


class ViewedDeal(AuctionDeal, Protocol):
    """What a player's view is made from (``state.DealState`` is one, and hands itself to ``make_view``): the view
    never imports the state, which imports it."""

    @property
    def deck(self) -> tuple[int, ...]: ...
    @property
    def phase(self) -> Phase: ...
    @property
    def leader(self) -> int: ...
    @property
    def trick(self) -> tuple[int, ...]: ...
    @property
    def trick_winner(self) -> int: ...
    @property
    def tricks(self) -> tuple[Trick, ...]: ...
    @property
    def turned_card(self) -> Card | None: ...
    @property
    def zones(self) -> Zones: ...
    @property
    def team_points(self) -> tuple[int, ...]: ...
    @property
    def announcements(self) -> tuple[Announcement, ...]: ...


class TableCard(NamedTuple):
    """A face-up card on the table in front of a player."""

    card: Card
    covers: bool  # a face-down card lies under it
    slot: int = -1  # its column in its owner's layout (the deal plan's slot), the same all deal long


@dataclass(frozen=True)
class PlayerView:
    """What one seat may know of a deal: its own cards and what the table has seen; all a bot receives."""

    rules: Ruleset
    seat: int
    dealer: int
    phase: Phase
    current_player: int  # -1 when the deal is over
    hand: tuple[Card, ...]
    hand_mask: int
    hand_sizes: tuple[int, ...]  # cards held by each seat
    turned_card: Card | None  # the face-up card while it is on the table or known in a hand
    bidding: tuple[tuple[int, Action], ...]  # (seat, action) of the auction
    auction: AuctionView  # where the auction stands (round, standing bid, who may double...)
    contract: Contract | None
    trick: tuple[tuple[int, Card], ...]  # (seat, card) of the trick in progress
    trick_winner: int  # seat holding the current trick, -1 if empty
    tricks: tuple[Trick, ...]  # completed tricks (all cards were seen face up)
    team_points: tuple[int, ...]  # card points won so far
    announcements: tuple[Announcement, ...]
    known_cards: tuple[tuple[int, Card], ...]  # others' cards seen by all (the taken turned card)
    legal_actions: tuple[Action, ...]  # this seat's legal actions if it is to act, else ()
    history: tuple[tuple[int, Action], ...]
    # the deal's other zones as every seat sees them (nobody sees a face-down card, its owner included)
    kitty_sizes: tuple[int, ...] = ()  # face-down kitty cards per seat
    table_down_sizes: tuple[int, ...] = ()  # face-down table cards per seat
    table_up: tuple[tuple[TableCard, ...], ...] = ()  # face-up table cards per seat, by column (slot)
    table_down_slots: tuple[tuple[int, ...], ...] = ()  # per seat, the columns where a face-down card lies
    match_scores: tuple[int, ...] = ()  # each team's match score before this deal (public); () where not known

    def table_up_mask(self, seat: int) -> int:
        """The face-up table cards of ``seat`` as a card mask (he may play them)."""
        mask = 0
        for table_card in self.table_up[seat] if seat < len(self.table_up) else ():
            mask |= table_card.card.bit
        return mask

    @property
    def playable_mask(self) -> int:
        """The cards this seat chooses from in the play: its hand and its face-up table cards."""
        return self.hand_mask | self.table_up_mask(self.seat)

    def cards_left(self, seat: int) -> int:
        """The cards ``seat`` still has to play: hand, face-up and face-down table cards (kitty included)."""
        count = self.hand_sizes[seat]
        if self.table_up:
            count += len(self.table_up[seat]) + self.table_down_sizes[seat]
        if self.kitty_sizes:
            count += self.kitty_sizes[seat]
        return count

    @property
    def total_cards_left(self) -> int:
        """Cards still to be played by every seat (not the trick's)."""
        return sum(self.cards_left(s) for s in range(self.rules.players))

    @property
    def played_mask(self) -> int:
        """The mask of every card played so far, the trick in progress too."""
        mask = 0
        for trick in self.tricks:
            for card in trick.cards:
                mask |= card.bit
        for _, card in self.trick:
            mask |= card.bit
        return mask


def make_view(state: ViewedDeal, seat: int) -> PlayerView:
    """``seat``'s view of ``state`` (``DealState.view_for``)."""
    n = state.rules.players
    if not 0 <= seat < n:
        raise ValueError(f"no seat {seat}")
    bidding = tuple(
        (s, a) for s, a in state.history[: _auction_length(state)]
    )
    trick = tuple(((state.leader + i) % n, CARDS[c]) for i, c in enumerate(state.trick))
    kitty, table_down, table_up, down_slots = _zones_seen(state)
    turned = state.turned_card
    return PlayerView(
        rules=state.rules,
        seat=seat,
        dealer=state.dealer,
        phase=state.phase,
        current_player=state.current_player(),
        hand=tuple(cards_in(state.hands[seat])),
        hand_mask=state.hands[seat],
        hand_sizes=tuple(bin(h).count("1") for h in state.hands),
        turned_card=turned,
        bidding=bidding,
        auction=AUCTIONS[state.rules.trump_scheme].view(state),
        contract=state.contract,
        trick=trick,
        trick_winner=state.trick_winner,
        tricks=state.tricks,
        team_points=state.team_points,
        announcements=_announcements_seen(state, seat),
        known_cards=_turned_known(state, seat),
        legal_actions=state.legal_actions() if state.current_player() == seat else (),  # -1 once the deal is over
        history=state.history,
        kitty_sizes=kitty, table_down_sizes=table_down, table_up=table_up, table_down_slots=down_slots,
        match_scores=state.match_scores,
    )


def _turned_known(state: ViewedDeal, seat: int) -> tuple[tuple[int, Card], ...]:
    """The cards ``seat`` knows another seat holds: the taken turned card, with its keeper (the deal plan's)."""
    turned = state.turned_card
    if turned is None or state.contract is None:
        return ()
    keeper = next((s for s in range(state.rules.players) if state.hands[s] >> turned.index & 1), -1)
    if keeper >= 0 and keeper != seat:
        return ((keeper, turned),)
    return ()


def _announcements_seen(state: ViewedDeal, seat: int) -> tuple[Announcement, ...]:
    """The announcements as ``seat`` knows them: others' declarations without their cards during the first
    trick when the rules show them at the second (Pilotta)."""
    anns = state.announcements
    if not state.rules.melds_shown_at_second_trick or state.tricks:
        return anns
    return tuple(a.not_shown() if a.kind == "declare" and a.seat != seat and a.melds else a for a in anns)


def _zones_seen(
    state: ViewedDeal,
) -> tuple[tuple[int, ...], tuple[int, ...], tuple[tuple[TableCard, ...], ...], tuple[tuple[int, ...], ...]]:
    """Kitty and table as public knowledge: counts of the face-down cards and the columns where they
    lie, the face-up ones shown by column."""
    zones = state.zones
    n = state.rules.players
    if not any(zones.of(s) for s in range(n)):
        return (0,) * n, (0,) * n, ((),) * n, ((),) * n
    slot_of = _table_slots(state)
    beneath = dict(zones.under)
    table_up: list[tuple[TableCard, ...]] = []
    down_slots: list[tuple[int, ...]] = []
    for seat in range(n):
        down = zones.table_down[seat]
        up = sorted((c.index for c in cards_in(zones.table_up[seat])), key=lambda c: slot_of.get(c, c))
        table_up.append(tuple(
            TableCard(CARDS[c], c in beneath and bool(down >> beneath[c] & 1), slot_of.get(c, -1)) for c in up))
        down_slots.append(tuple(sorted(slot_of.get(c.index, -1) for c in cards_in(down))))
    return (
        tuple(bin(k).count("1") for k in zones.kitty),
        tuple(bin(d).count("1") for d in zones.table_down),
        tuple(table_up),
        tuple(down_slots),
    )


def _table_slots(state: ViewedDeal) -> dict[int, int]:
    """The column of every card dealt to the table (card index -> slot), from the deal script."""
    script = state.rules.deal_plan.script(state.dealer)
    return {
        state.deck[step.position]: step.slot for step in script.before
        if step.zone is Zone.TABLE_UP or step.zone is Zone.TABLE_DOWN
    }


def _auction_length(state: ViewedDeal) -> int:
    count = 0
    for _, action in state.history:
        if isinstance(action, AUCTION_ACTIONS):
            count += 1
        else:
            break
    return count
