"""The deal editor's words and file (ui/dialogs/deal_editor.py shows them): each zone's name, each problem of the
draft in words, the guidance line under the zones (the first steps, what is wrong, what is still to place, or that
the deal is ready) and the edited deal as a deal file."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine import CARDS, Card, new_deal
from ..learn import table_words as text
from ..storage import deal_file
from .deal_editing import SHARED, DealDraft, Problem

translate = QCoreApplication.translate


def zone_name(key: str) -> str:
    words = {
        "hand": lambda: translate("DealEditor", "Hand"),
        "kitty": lambda: translate("DealEditor", "Kitty (picked up after the auction)"),
        "table_down": lambda: translate("DealEditor", "Table, face down"),
        "table_up": lambda: translate("DealEditor", "Table, face up"),
        "after": lambda: translate("DealEditor", "After the auction"),
        "turned": lambda: translate("DealEditor", "Turned card"),
        "pack": lambda: translate("DealEditor", "The pack, dealt after the auction (in order)"),
        "never": lambda: translate("DealEditor", "Never dealt"),
        "pool": lambda: translate("DealEditor", "Cards not placed yet"),
    }
    return words[key]() if key in words else key


def problem_text(problem: Problem, names: list[str]) -> str:
    """One problem in words, naming the zone: "West – Hand: 4 cards of 5 (1 missing)."."""
    p = problem.params
    if problem.code == "count":
        zone = zone_name(p["key"])
        where = (
            zone
            if p["seat"] == SHARED
            else translate("DealEditor", "{seat} – {zone}").format(seat=names[p["seat"]], zone=zone)
        )
        have, need = p["have"], p["need"]
        if have < need:
            return translate("DealEditor", "{where}: {have} of {need} cards ({n} missing).").format(
                where=where, have=have, need=need, n=need - have
            )
        return translate("DealEditor", "{where}: {have} cards, {need} needed ({n} too many).").format(
            where=where, have=have, need=need, n=have - need
        )
    if problem.code == "taker":
        return translate("DealEditor", "Choose who takes the contract.")
    if problem.code == "strain":
        return translate("DealEditor", "This game cannot play a contract in that strain.")
    if problem.code == "value":
        return translate("DealEditor", "This game's contracts cannot have that value.")
    return problem.code


def started(draft: DealDraft) -> bool:
    """Whether any card has been placed (before that, the editor only says what to do)."""
    return len(draft.pool()) < len(draft.all_cards())


def guide_state(problems: list[Problem], typing_error: str) -> str:
    """ "guide" (what to do next, neutral), "error" (something the player did is wrong) or "ready"."""
    wrong = typing_error or any(p.code != "count" or p.params["have"] > p.params["need"] for p in problems)
    if wrong:
        return "error"
    return "guide" if problems else "ready"


def guidance(draft: DealDraft, problems: list[Problem], typing_error: str, names: list[str]) -> list[str]:
    """The line under the zones: the first steps before anything is placed, then what is wrong (what the
    player did), then what is still to place, or that the deal is ready."""
    if not started(draft) and all(p.code == "count" for p in problems):
        first = translate(
            "DealEditor",
            "Pick a game and a dealer, then deal the cards to the seats: drag them from “Cards "
            "to place”, type them in a row (7C 10H JS AD …), or press “Deal the rest at random”. Play "
            "starts when every row has its cards.",
        )
        return [typing_error, first] if typing_error else [first]
    if not problems and not typing_error:
        return [_ready_words(draft)]
    return _problem_lines(problems, typing_error, names)


def _ready_words(draft: DealDraft) -> str:
    turned = turned_card(draft)
    if turned is None:
        return translate("DealEditor", "Ready to play.")
    return translate("DealEditor", "Ready to play. The dealer's last card, {card}, is the turned card.").format(
        card=text.card_name(turned)
    )


def _problem_lines(problems: list[Problem], typing_error: str, names: list[str]) -> list[str]:
    """The typing error, then up to three problems, what the player did wrong first, then how many more."""
    wrong = [p for p in problems if p.code != "count" or p.params["have"] > p.params["need"]]
    missing = [p for p in problems if p not in wrong]
    lines = [typing_error] if typing_error else []
    lines += [problem_text(p, names) for p in wrong + missing][: max(0, 3 - len(lines))]
    shown = len(lines) - bool(typing_error)
    if len(problems) > shown:
        lines.append(translate("DealEditor", "… and {n} more.").format(n=len(problems) - shown))
    return lines


def turned_card(draft: DealDraft) -> Card | None:
    """The dealer's last card where the game turns one and his zone is full (the turned card), else None."""
    own = draft.turned_zone()
    if own is None:
        return None
    cards = draft.cards.get(own, [])
    return cards[-1] if len(cards) == draft.slot(*own).size else None


def deal_file_text(draft: DealDraft) -> str:
    """The edited deal as a deal file. A fixed contract is a comment: a deal file holds an auction, not a
    contract chosen by hand."""
    start = draft.start()
    title = "made in the deal editor"
    c = draft.contract
    if c is not None:
        seat = deal_file.seat_names(draft.rules.players)[c.taker]
        value = f" {c.value}" if c.value else ""
        title += f"; fixed contract: {seat}{value} {c.strain.code} (the file holds the cards, the auction is open)"
        start = new_deal(draft.rules, draft.dealer, deck=[CARDS[i] for i in start.deck])
    return deal_file.write_deal(start, title=title)
