"""How often the bots' belot inference is wrong: a seat plays the king or queen of a belot suit, the other card
still unplayed, and no belot is said; the others' views (``ai.beliefs.inference.read_view``) may conclude it
lacks the other card. Counted over random deals (random contracts, random legal cards), per option set: the
moments, those where the seat held the other card (the rules kept its belot unsaid), the moments where a view
concluded "lacks the other card", and those of them where the seat held it (wrong).
Prints one JSON object.

    python -m tools.quiet_belote_survey [--deals 3000] [--seed 0]
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import random
from typing import Any

from belote_desktop.ai.beliefs.inference import read_view
from belote_desktop.engine import CARDS, Contract, Rank, Ruleset, Strain, find_variant
from belote_desktop.engine.actions import PlayCard
from belote_desktop.engine.state import DealState, deal_with_contract, shuffled_deck

# (name, game, options): the dials that decide whether a belot is said when its first card is played
CASES: list[tuple[str, str, dict[str, Any]]] = [
    ("bulgarian", "bulgarian", {}),
    ("bulgarian, lead/ruff/partner", "bulgarian", {"belote_only_lead_ruff_or_partner": True}),
    ("bulgarian, lead/ruff/partner, never quiet", "bulgarian",
     {"belote_only_lead_ruff_or_partner": True, "belote_may_stay_quiet": False}),
    ("bulgarian, never quiet", "bulgarian", {"belote_may_stay_quiet": False}),
    ("bulgarian, lead/ruff/partner, king first", "bulgarian",
     {"belote_only_lead_ruff_or_partner": True, "belote_king_first": True}),
    ("classic", "classic", {}),
    ("classic, king first", "classic", {"belote_king_first": True}),
]


def _other(card: int) -> int:
    rank = card % 9
    return card - rank + int(Rank.QUEEN if rank == Rank.KING else Rank.KING)


def _quiet(card: int, suits: set[int], played: int) -> bool:
    """``card`` is the king or queen of a belot suit and the other card of the pair is not played yet."""
    return (CARDS[card].rank in (Rank.KING, Rank.QUEEN) and int(CARDS[card].suit) in suits
            and not played >> _other(card) & 1)


def _someone_concludes(state: DealState, seat: int, card: int, n: int) -> bool:
    """Another of the ``n`` seats' views reads that ``seat`` lacks the other card of ``card``'s pair."""
    return any(read_view(state.view_for(viewer)).forbidden[seat] >> _other(card) & 1
               for viewer in range(n) if viewer != seat)


def survey_rules(rules: Ruleset, deals: int, seed: int = 0) -> dict[str, int]:
    """The quiet moments of ``deals`` random deals under ``rules`` and how the views read them."""
    moments = held = concluded = wrong = 0
    n = rules.players
    for number in range(deals):
        rng = random.Random(f"{seed}:{rules.id}:{number}")
        deck = shuffled_deck(rules, f"quiet:{seed}:{number}")
        size = rules.hand_size
        hands = [list(deck[i * size:(i + 1) * size]) for i in range(n)]
        contract = Contract(rng.choice(list(Strain)), rng.randrange(n), 80)
        state = deal_with_contract(rules, rng.randrange(n), hands, contract)
        suits = {int(s) for s in rules.belote_rule.suits(contract.strain)}
        played = 0
        while not state.is_terminal():
            legal = state.legal_actions()
            action = legal[rng.randrange(len(legal))]
            seat = state.current_player()
            said = len(state.announcements)
            before = state
            state = state.apply(action)
            if not isinstance(action, PlayCard):
                continue
            card = action.card.index
            played |= 1 << card
            if not _quiet(card, suits, played) or len(state.announcements) > said:
                continue
            moments += 1
            holds = bool(before.hands[seat] >> _other(card) & 1)
            held += holds
            if _someone_concludes(state, seat, card, n):
                concluded += 1
                wrong += holds
    return {"deals": deals, "quiet_moments": moments, "quiet_holding_the_other": held,
            "concluded_lacks_other": concluded, "wrong": wrong}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    out = {}
    for name, game, options in CASES:
        rules = dataclasses.replace(find_variant(game), **options)
        out[name] = survey_rules(rules, args.deals, args.seed)
    print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
