"""How long the bots think, through the path the app uses (``ai.workers.BotWorker``).

    python -m tools.bench think --level expert --variant classic --decisions 200 --jobs 2

Whole matches are played by Intermediate bots; at every decision with a choice (a bid or a card) of
the seats being measured, the bot of ``--level`` is asked the same question through a ``BotWorker``
with ``--jobs`` processes and the wall-clock time until its answer is recorded (the game goes on with
the Intermediate action, so every level sees the same positions). The last line printed is JSON with
the median, 95th percentile and maximum in milliseconds, for the auction and the play apart.
"""

from __future__ import annotations

import platform
import random
import statistics
import time

from belote_desktop.ai import Level, choose_action
from belote_desktop.ai.workers import BotWorker
from belote_desktop.engine import Phase, find_variant, new_match


def _figures(times: list[float]) -> dict[str, float | int]:
    if not times:
        return {"count": 0}
    ordered = sorted(times)
    return {
        "count": len(ordered),
        "median_ms": round(statistics.median(ordered), 1),
        "p95_ms": round(ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))], 1),
        "max_ms": round(ordered[-1], 1),
    }


def run_think_bench(variant: str, level: Level, decisions: int, jobs: int, seed: int = 1) -> dict[str, object]:
    rules = find_variant(variant)
    times: dict[Phase, list[float]] = {Phase.BIDDING: [], Phase.PLAY: []}
    rng = random.Random(seed)
    with BotWorker(jobs) as worker:
        for ready in worker.warm_up():  # the processes start before the first measured decision
            ready.result()
        match_seed = seed
        while sum(len(t) for t in times.values()) < decisions:
            match = new_match(rules, seed=match_seed, first_dealer=match_seed % rules.players)
            match_seed += 1
            while not match.is_terminal() and sum(len(t) for t in times.values()) < decisions:
                seat = match.current_player()
                view = match.view_for(seat)
                if len(view.legal_actions) > 1 and view.phase in times:
                    started = time.perf_counter()
                    answer = worker.submit(view, level, rng.randrange(2**31)).result()
                    times[view.phase].append((time.perf_counter() - started) * 1000)
                    assert answer in view.legal_actions
                match = match.apply(choose_action(view, Level.INTERMEDIATE, rng))
    return {
        "benchmark": "think",
        "variant": variant,
        "level": level.name.lower(),
        "jobs": jobs,
        "seed": seed,
        "python": platform.python_version(),
        "bidding": _figures(times[Phase.BIDDING]),
        "play": _figures(times[Phase.PLAY]),
    }
