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
from dataclasses import dataclass, field

from belote_desktop.engine import DECLARE, DealState, Phase, Ruleset, find_variant, new_deal
from belote_desktop.engine.claim import ClaimVerdict, judge, judge_claim_on_layout


@dataclass
class _Tally:
    """The positions judged, each by the old reading (every card known) and the one played now."""

    positions: int = 0
    old_yes: int = 0
    new_yes: int = 0
    both: int = 0
    old_only: int = 0
    new_only: int = 0
    reasons: Counter[str] = field(default_factory=Counter)
    verdicts: Counter[str] = field(default_factory=Counter)
    times: list[float] = field(default_factory=list)

    def judge(self, state: DealState) -> None:
        seat = state.current_player()
        old = judge_claim_on_layout(state, seat) is ClaimVerdict.CERTAIN
        start = time.perf_counter()
        judgement = judge(state, seat)
        self.times.append(time.perf_counter() - start)
        new = judgement.verdict is ClaimVerdict.CERTAIN
        self.verdicts[judgement.verdict.value] += 1
        self.positions += 1
        self.old_yes += old
        self.new_yes += new
        self.both += old and new
        if old and not new:
            self.old_only += 1
            self.reasons[judgement.danger.value if judgement.danger else "?"] += 1
        self.new_only += new and not old


def _late(state: DealState, rules: Ruleset, left: int) -> bool:
    """A trick's start in the play with at most ``left`` tricks to go (the first trick played)."""
    return (state.phase is Phase.PLAY and bool(state.tricks) and not state.trick
            and rules.hand_size - len(state.tricks) <= left)


def _random_move(state: DealState, rng: random.Random) -> DealState:
    """Declare when offered; in the bidding the first call seven times in ten; else a legal action at random."""
    legal = state.legal_actions()
    if DECLARE in legal:
        return state.apply(DECLARE)
    if state.phase is Phase.BIDDING and rng.random() < 0.7:
        return state.apply(legal[0])
    return state.apply(rng.choice(legal))


def survey(games: list[str], deals: int, left: int, seed: int = 0) -> dict[str, object]:
    tally = _Tally()
    for game in games:
        rules = find_variant(game)
        for number in range(deals):
            rng = random.Random(f"{seed}:{game}:{number}")
            state = new_deal(rules, dealer=number % rules.players, seed=f"claims:{seed}:{number}")
            while not state.is_terminal():
                if _late(state, rules, left):
                    tally.judge(state)
                state = _random_move(state, rng)
    t = tally
    times = t.times
    return {
        "games": games, "deals_per_game": deals, "tricks_left_at_most": left, "positions": t.positions,
        "accepted_every_card_known": t.old_yes, "accepted_every_placement": t.new_yes, "accepted_by_both": t.both,
        "accepted_before_refused_now": t.old_only, "refused_now_because": dict(t.reasons),
        "accepted_now_refused_before": t.new_only, "verdicts_now": dict(t.verdicts),
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
