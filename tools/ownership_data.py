"""Self-play data for the ownership model (issue 37): resumable chunks of ``.npz`` files.

    python -m tools.ownership_data OUT_DIR --family classic --deals 100000 --chunk 200 --jobs 16

Plays deals 0 .. N - 1 of ``--seed`` (shipped bidders, Expert card play at a fixed, reduced budget, every
seat) and writes, per chunk of deals, every card-play decision's features and the true holders of the
cards the deciding seat could not see (``ai/beliefs/ownership/data.py``). Run it again over the same folder to go
on: the chunks already written whole are skipped, a chunk cut short is played again. One JSON line per
chunk, then a summary line: chunks, deals played, rows, seconds, deals per hour.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time

from belote_desktop.ai.beliefs.ownership.data import generate


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.ownership_data",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("out", help="the folder of the chunks (made if missing; keep it out of the repository)")
    parser.add_argument("--family", default="classic", help="a game's id: two to four seats, three places a hidden card may be at most (default: classic)")
    parser.add_argument("--deals", type=int, default=1000, help="deals to cover, rounded up to whole chunks")
    parser.add_argument("--chunk", type=int, default=200, help="deals per chunk file")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="processes (default: every core)")
    args = parser.parse_args(argv)
    if args.deals < 1 or args.chunk < 1 or args.jobs < 1:
        parser.error("--deals, --chunk and --jobs must be at least 1")
    started = time.perf_counter()
    chunks = played = rows = made = 0
    try:
        for summary in generate(args.out, args.family, args.deals, args.chunk, args.seed, args.jobs):
            print(json.dumps(summary), flush=True)
            chunks += 1
            rows += int(summary["rows"])  # type: ignore[call-overload]
            played += int(summary["deals"])  # type: ignore[call-overload]
            made += 0 if summary["skipped"] else args.chunk
    except ValueError as error:
        print(f"ownership_data: {error}", file=sys.stderr)
        return 2
    seconds = time.perf_counter() - started
    print(json.dumps({"family": args.family, "seed": args.seed, "chunks": chunks, "deals_played": played, "rows": rows,
                      "jobs": args.jobs, "seconds": round(seconds, 1),
                      "deals_per_hour": round(made * 3600 / seconds) if made else None}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
