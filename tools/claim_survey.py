"""How the claim rule reads late positions: the old reading (every card known) against the one played now (every
placement of the unseen cards), on random deals. Prints one JSON object.

    python -m tools.claim_survey [--deals 60] [--games classic,coinche] [--left 4]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections import Counter

from belote_desktop.engine import DECLARE, Phase, find_variant, new_deal
from belote_desktop.engine.claim import ClaimVerdict, judge, judge_claim_on_layout


def survey(games: list[str], deals: int, left: int, seed: int = 0) -> dict[str, object]:
    old_yes = new_yes = both = old_only = new_only = positions = 0
    reasons: Counter[str] = Counter()
    verdicts: Counter[str] = Counter()
    times: list[float] = []
    for game in games:
        rules = find_variant(game)
        for number in range(deals):
            rng = random.Random(f"{seed}:{game}:{number}")
            state = new_deal(rules, dealer=number % rules.players, seed=f"claims:{seed}:{number}")
            while not state.is_terminal():
                if (state.phase is Phase.PLAY and state.tricks and not state.trick
                        and rules.hand_size - len(state.tricks) <= left):
                    seat = state.current_player()
                    old = judge_claim_on_layout(state, seat) is ClaimVerdict.CERTAIN
                    start = time.perf_counter()
                    judgement = judge(state, seat)
                    times.append(time.perf_counter() - start)
                    new = judgement.verdict is ClaimVerdict.CERTAIN
                    verdicts[judgement.verdict.value] += 1
                    positions += 1
                    old_yes += old
                    new_yes += new
                    both += old and new
                    if old and not new:
                        old_only += 1
                        reasons[judgement.danger.value if judgement.danger else "?"] += 1
                    new_only += new and not old
                legal = state.legal_actions()
                if DECLARE in legal:
                    state = state.apply(DECLARE)
                elif state.phase is Phase.BIDDING and rng.random() < 0.7:
                    state = state.apply(legal[0])
                else:
                    state = state.apply(rng.choice(legal))
    return {
        "games": games, "deals_per_game": deals, "tricks_left_at_most": left, "positions": positions,
        "accepted_every_card_known": old_yes, "accepted_every_placement": new_yes, "accepted_by_both": both,
        "accepted_before_refused_now": old_only, "refused_now_because": dict(reasons),
        "accepted_now_refused_before": new_only, "verdicts_now": dict(verdicts),
        "seconds_per_claim": {"median": round(statistics.median(times), 4) if times else None,
                              "max": round(max(times), 3) if times else None},
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=60)
    parser.add_argument("--games", default="classic,coinche,belot_3p,belot_2p")
    parser.add_argument("--left", type=int, default=4, help="judge positions with at most this many tricks left")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    print(json.dumps(survey(args.games.split(","), args.deals, args.left, args.seed), indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
