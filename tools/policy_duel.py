"""The learned policy (``ai/play/policy.py``) against the rule-based playout policy, as players, in duplicate.

    python -m tools.policy_duel --variant classic --deals 4000 --seed 6100 [--policy FILE]

Random deals, each on a fixed contract (a random strain of the game, a random taker), played in lockstep
``Batch`` rows twice: the learned policy for one side and ``Batch.greedy`` (public: each seat sees its own hand
and the table) for the other, then the sides swapped. Prints one JSON line: the learned side's card points a
deal minus the rules' side's, its 95 % interval, and how often the two pick the same card.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys

import numpy as np

from belote_desktop.ai.play.batch import Batch, batch_tables, popcount
from belote_desktop.ai.play.greedy import greedy
from belote_desktop.ai.play.policy import PolicyNet, load, shipped_policy
from belote_desktop.ai.tables import tables_for
from belote_desktop.engine import Ruleset, Strain, find_variant
from belote_desktop.engine.state import shuffled_deck
from tools.arena import _fixed_strains


def _deal_hands(rules: Ruleset, seed: str) -> list[int]:
    deck = [c.index for c in shuffled_deck(rules, seed)]
    size = rules.hand_size
    return [sum(1 << c for c in deck[i * size:(i + 1) * size]) for i in range(rules.players)]


def duel(rules: Ruleset, net: PolicyNet, deals: int, seed: int) -> dict[str, float]:
    rng = random.Random(seed)
    strains = _fixed_strains(rules)
    by_contract: dict[tuple[Strain, int], list[list[int]]] = {}
    for i in range(deals):
        key = (rng.choice(strains), rng.randrange(rules.players))
        by_contract.setdefault(key, []).append(_deal_hands(rules, f"duel:{seed}:{i}"))
    diffs: list[np.ndarray] = []
    same = total = 0
    for (strain, taker), hands_list in sorted(by_contract.items()):
        t = tables_for(rules, strain)
        bt = batch_tables(t)
        hands = np.array(hands_list, dtype=np.int64).T
        taker_team = rules.team_of(taker)
        margins = []
        for learned_team in (0, 1):
            batch = Batch(bt, hands.copy(), taker)
            while not batch.done:
                mover_team = bt.team_of[batch.seats_to_move()]
                learned = net.choose(batch, taker_team, strain, t.card_total)
                rules_card = greedy(batch, taker_team, public=True)
                free = popcount(batch.legal()) > 1
                same += int((free & (learned == rules_card)).sum())
                total += int(free.sum())
                batch.play(np.where(mover_team == learned_team, learned, rules_card))
            margins.append(batch.points[learned_team] - batch.points[1 - learned_team])
        diffs.append((margins[0] + margins[1]) / 2.0)
    d = np.concatenate(diffs)
    return {"deals": int(len(d)), "learned_minus_rules": round(float(d.mean()), 2),
            "ci95": round(1.96 * float(d.std(ddof=1)) / math.sqrt(len(d)), 2),
            "same_card": round(same / max(total, 1), 3)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.policy_duel", description=__doc__.split("\n")[0])
    parser.add_argument("--variant", default="classic")
    parser.add_argument("--deals", type=int, default=4000)
    parser.add_argument("--seed", type=int, default=6100)
    parser.add_argument("--policy", help="a weights file (default: the game's shipped one)")
    args = parser.parse_args(argv)
    try:
        rules = find_variant(args.variant)
        net = load(args.policy) if args.policy else shipped_policy(rules)
    except (OSError, ValueError, KeyError) as error:
        print(f"policy_duel: {error}", file=sys.stderr)
        return 2
    if net is None:
        print(f"policy_duel: no policy shipped for {args.variant}; name one with --policy", file=sys.stderr)
        return 2
    if rules.players != 4 or rules.team_count != 2:
        print("policy_duel: a four-seat game of two sides", file=sys.stderr)
        return 2
    print(json.dumps({"variant": args.variant, "seed": args.seed, **duel(rules, net, args.deals, args.seed)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
