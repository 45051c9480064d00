"""The words of the table's decor: a taker's contract on his plate ("Bid 90 ♥", Baloot's "Hokum ♥, Double"), what
each seat has just said in its bubble, the contract box's title and lines, a pile's trick count. Pure words from the
player's view (QtCore's translations only): ``decor.TableDecor`` shows them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine import Bid, Contract, Pass, Phase, PlayerView
from ...engine.auctions import AUCTIONS
from ...engine.scoring import multiplier_of
from ...learn import table_words as text
from ...learn import vocabulary


def _baloot_contract(c: Contract) -> str:
    """Baloot's own words for a contract: 'Hokum ♥', 'Sun, Three'."""
    what = vocabulary.baloot_strain(c.strain)
    step = vocabulary.baloot_ladder(c.multiplier)
    if step is not None:
        what = QCoreApplication.translate("Contract", "{contract}, {ladder}", "Baloot: the doubling step").format(
            contract=what, ladder=step
        )
    return what


def taker_detail(view: PlayerView) -> str:
    c = view.contract
    assert c is not None
    if vocabulary.is_baloot(view.rules):
        return _baloot_contract(c)
    if c.value or c.capot:
        what = QCoreApplication.translate("Table", "Bid {value} {strain}").format(
            value=text.contract_value_text(c.value, c.capot), strain=text.strain_short(c.strain)
        )
    elif AUCTIONS[view.rules.trump_scheme].calls_contracts:
        what = QCoreApplication.translate("Table", "Called {strain}").format(strain=text.strain_short(c.strain))
    else:
        what = QCoreApplication.translate("Table", "Took {strain}").format(strain=text.strain_short(c.strain))
    if c.multiplier > 1:
        what += f" ×{multiplier_of(view.rules, c)}"
    return what


def seat_speech(view: PlayerView) -> dict[int, tuple[str, bool]]:
    """What each seat has just said: its last bid during the auction, announcements in play."""
    said: dict[int, tuple[str, bool]] = {}
    if view.phase is Phase.BIDDING or (view.phase is Phase.DONE and view.contract is None):
        # the current round of the auction only (classic forgets round 1's passes in round 2)
        for seat, action in view.bidding[view.auction.round_start :]:
            strong = not isinstance(action, Pass)
            said[seat] = (text.action_text(action, view.rules), strong)
        return said
    trick_no = len(view.tricks)
    show_now = view.rules.melds_shown_at_second_trick and trick_no == 1  # Pilotta: declarations shown at trick 2
    for ann in view.announcements:
        if ann.trick == trick_no or (show_now and ann.kind == "declare"):
            said[ann.seat] = (text.announcement_text(ann.kind, ann.melds, view.rules, ann.unshown), True)
    return said


def tricks_label(team: str, tricks: int) -> str:
    """'Us: 3 tricks' beside a pile."""
    if tricks == 1:
        return QCoreApplication.translate("Table", "{team}: 1 trick").format(team=team)
    return QCoreApplication.translate("Table", "{team}: {n} tricks").format(team=team, n=tricks)


def info_lines(view: PlayerView, names: list[str]) -> tuple[str, list[str]]:
    """The info box's title and lines: the auction's state, or the contract and its trump."""
    if view.contract is None:
        return _auction_info_lines(view, names)
    return _contract_info_lines(view, view.contract, names)


def _auction_info_lines(view: PlayerView, names: list[str]) -> tuple[str, list[str]]:
    bidding = QCoreApplication.translate("Table", "Bidding")
    if view.phase is Phase.DONE:
        return QCoreApplication.translate("Table", "Deal"), [QCoreApplication.translate("Table", "Everyone passed")]
    high = view.auction.high_bid
    if vocabulary.is_baloot(view.rules) and high is not None:  # the standing call, on the ladder too
        return bidding, _baloot_standing_lines(view, high, names)
    if view.rules.turn_card:
        return bidding, [QCoreApplication.translate("Table", "Round {n}").format(n=view.auction.round)]
    if AUCTIONS[view.rules.trump_scheme].calls_contracts:  # a contract is called, no points bid
        if high is None:
            return bidding, [QCoreApplication.translate("Table", "No call yet")]
        return QCoreApplication.translate("Table", "Standing call"), [text.action_text(high, view.rules)]
    if high is None:
        return bidding, [QCoreApplication.translate("Table", "No bid yet")]
    return QCoreApplication.translate("Table", "Highest bid"), [text.action_text(high, view.rules)]


def _baloot_standing_lines(view: PlayerView, high: Bid, names: list[str]) -> list[str]:
    """Baloot's standing call (``high``) on its doubling ladder, and who made it."""
    auction = view.auction
    who = names[auction.high_seat] if 0 <= auction.high_seat < len(names) else ""
    standing = Contract(high.strain, auction.high_seat, 0, False, auction.multiplier)
    return [_baloot_contract(standing), who]


def _contract_info_lines(view: PlayerView, c: Contract, names: list[str]) -> tuple[str, list[str]]:
    taker = names[c.taker] if c.taker < len(names) else str(c.taker)
    title = QCoreApplication.translate("Table", "Contract: {player}").format(player=taker)
    if vocabulary.is_baloot(view.rules):
        return title, [_baloot_contract(c)]
    if c.strain.suit is not None:
        trump_line = QCoreApplication.translate("Table", "Trump: {suit}").format(suit=text.strain_name(c.strain))
    else:
        trump_line = text.strain_name(c.strain)
    if c.value or c.capot:
        return title, [_contract_amount(c), trump_line]
    return title, [trump_line]


def _contract_amount(c: Contract) -> str:
    """'90 ♥', coinched or surcoinched."""
    amount = QCoreApplication.translate("Table", "{value} {strain}").format(
        value=text.contract_value_text(c.value, c.capot), strain=text.strain_short(c.strain)
    )
    if c.multiplier == 2:
        return QCoreApplication.translate("Table", "{contract}, coinched").format(contract=amount)
    if c.multiplier >= 4:
        return QCoreApplication.translate("Table", "{contract}, surcoinched").format(contract=amount)
    return amount
