"""Golden playthroughs: a seeded match per preset written out as text, checked by the tests.

    python -m tools.golden --write   # regenerate tests/engine/golden/*.txt
    python -m tools.golden --check   # exit 1 if a file differs

Regenerate only after a deliberate rule change, and read the diff.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

from belote_desktop.engine import VARIANTS, Card, DealState, Phase, find_variant, new_match

GOLDEN_DIR = Path(__file__).resolve().parents[1] / "tests" / "engine" / "golden"
DEALS = 4
SEATS = "SENW"  # seat 0 South, 1 East, 2 North, 3 West (counter-clockwise play order)


def describe_deal(number: int, deal: DealState) -> list[str]:
    lines = [f"== deal {number}: dealer {SEATS[deal.dealer]}"]
    turned = deal.turned_card
    if turned is not None:
        lines.append(f"turned {turned}")
    lines.extend(_hand_lines(deal))
    lines.extend(_layout_lines(deal))
    lines.extend(_auction_lines(deal))
    lines.extend(_play_lines(deal))
    lines.append(_result_line(deal))
    return lines


def _hand_lines(deal: DealState) -> list[str]:
    """Each seat's hand as dealt (once the bidding is over)."""
    start = deal.dealt_hands or deal.hands
    if deal.phase is Phase.BIDDING or not any(start):
        return []
    return [f"hand {SEATS[seat]}: {' '.join(str(c) for c in sorted(_cards(mask), key=lambda c: c.index))}"
            for seat, mask in enumerate(start)]


def _auction_lines(deal: DealState) -> list[str]:
    """The calls, and the contract if any."""
    auction = [f"{SEATS[s]}:{a}" for s, a in deal.history if type(a).__name__ not in ("PlayCard", "Declare")]
    lines = ["auction " + " ".join(auction)]
    if deal.contract is not None:
        c = deal.contract
        lines.append(f"contract {c.strain.code} by {SEATS[c.taker]} value {c.value} capot {c.capot} x{c.multiplier}")
    return lines


def _play_lines(deal: DealState) -> list[str]:
    """The announcements, then the tricks."""
    lines = []
    for a in deal.announcements:
        what = " ".join(str(m) for m in a.melds) if a.melds else str(a.card or "")
        lines.append(f"announce trick {a.trick + 1} {SEATS[a.seat]} {a.kind} {what}".rstrip())
    for i, trick in enumerate(deal.tricks):
        cards = " ".join(str(c) for c in trick.cards)
        lines.append(f"trick {i + 1}: {SEATS[trick.leader]} leads {cards} -> {SEATS[trick.winner]}")
    return lines


def _result_line(deal: DealState) -> str:
    r = deal.result()
    if r.thrown_in:
        return "thrown in"
    return (f"cards {r.card_points} last-trick team {r.last_trick_team} capot team {r.capot_team} "
            f"melds {r.meld_points} belote {r.belote_points} totals {r.totals} made {r.made} "
            f"hanging {r.hanging} score {r.score}")


def _layout_lines(deal: DealState) -> list[str]:
    """The table cards as dealt, column by column: face-up card / the face-down card beneath (or -)."""
    from belote_desktop.engine import CARDS
    from belote_desktop.engine.deal import Zone

    script = deal.rules.deal_plan.script(deal.dealer)
    lines = []
    for seat in range(deal.rules.players):
        ups = [s for s in script.before if s.seat == seat and s.zone is Zone.TABLE_UP and s.kind.value == "deal"]
        if ups:
            columns = [f"{CARDS[deal.deck[s.position]]}/{CARDS[deal.deck[s.under]] if s.under >= 0 else '-'}"
                       for s in ups]
            lines.append(f"layout {SEATS[seat]}: {' '.join(columns)}")
    return lines


def _cards(mask: int) -> list[Card]:
    from belote_desktop.engine import cards_in

    return list(cards_in(mask))


def playthrough(variant: str, seed: int = 2026) -> str:
    rules = find_variant(variant)
    rng = random.Random(seed)
    match = new_match(rules, seed=seed)
    lines = [f"# golden playthrough: {variant}, seed {seed}, random legal actions; regenerate with "
             "python -m tools.golden --write"]
    while len(match.finished) < DEALS and not match.over:
        legal = match.legal_actions()
        match = match.apply(legal[rng.randrange(len(legal))])
    for number, deal in enumerate(match.finished, start=1):
        lines.extend(describe_deal(number, deal))
    lines.append(f"match scores {match.scores}")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.golden", description="Golden playthroughs.")
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--write", action="store_true")
    group.add_argument("--check", action="store_true")
    args = parser.parse_args(argv)
    status = 0
    GOLDEN_DIR.mkdir(parents=True, exist_ok=True)
    for variant in sorted(VARIANTS):
        path = GOLDEN_DIR / f"{variant}.txt"
        text = playthrough(variant)
        if args.write:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path}")
        elif not path.exists() or path.read_text(encoding="utf-8") != text:
            print(f"differs: {path}")
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
