"""The judge of the player's choices from the command line, for a deal file of any game.

    python -m belote_desktop.cli.review DEAL_FILE [--seat N] [--level master] [--bots expert] --json

One line per decision of the chosen seat (a bid, pass or double; a declaration made, or passed over by playing a
card without it; a card chosen from two or more): the trick (0: the auction), the kind of choice, the action played, the judge's best action, the error (what the choice cost on average over
the deals the player could have faced, with its noise) and the luck (what it cost on the real cards against
the same bots); then one totals line (the sum of the errors, the Master's gap on the same cards, and its split
into the choices and the cards). The figures are ``learn.judge``'s, the same as Review's and Compare's in the
window; docs/learn-from-deals.md defines them. Without ``--json`` a short text says the same.

The other seats are played by ``--bots`` (all seats' bots are seeded by position from the file's seed, deal
number 0), the player's seat by ``--level`` when the rest of the deal is played out. ``--samples`` lowers the
advice's search budget (quicker, noisier). Exit status: 0 done, 2 bad arguments or a bad or unfinished file.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from ..ai import SearchParams
from ..app.seats import LEVELS
from ..storage.deal_file import DealFileError, load_deal_file, seat_names


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m belote_desktop.cli.review",
                                     description="Judge one seat's choices in a deal file: error and luck.")
    parser.add_argument("file", type=Path, metavar="DEAL_FILE")
    parser.add_argument("--seat", default="0", help="the seat judged: a number (0 = South) or a seat name")
    parser.add_argument("--level", choices=LEVELS, default="master",
                        help="who plays the judged seat on the real cards (default: master)")
    parser.add_argument("--bots", choices=LEVELS, default="expert", help="the other seats' bots (default: expert)")
    parser.add_argument("--samples", type=int, default=None, metavar="N",
                        help="the advice's sampled deals per card (default: Suggest's budget)")
    parser.add_argument("--no-compare", action="store_true", help="leave out the Master's comparison (no gap)")
    parser.add_argument("--json", action="store_true", help="one JSON object per line")
    return parser


def _fail(message: str) -> int:
    print(f"review: {message}", file=sys.stderr)
    return 2


def _seat(text: str, players: int) -> int | None:
    names = [n.lower() for n in seat_names(players)]
    if text.strip().lower() in names:
        return names.index(text.strip().lower())
    try:
        seat = int(text)
    except ValueError:
        return None
    return seat if 0 <= seat < players else None


def advice_params(samples: int | None) -> SearchParams | None:
    """The advice's budget with ``samples`` deals per card (None: Suggest's own budget)."""
    from ..learn import advice

    if samples is None:
        return None
    base = advice.ADVICE_PARAMS
    return dataclasses.replace(base, samples=samples, exact_samples=max(2, min(base.exact_samples, samples)),
                               bid_samples=max(2, min(base.bid_samples, samples)))


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(list(sys.argv[1:] if argv is None else argv))
    try:
        loaded = load_deal_file(args.file)
    except DealFileError as exc:
        from ..learn.deal_file_errors import describe

        return _fail(f"{args.file}: {describe(exc)}")
    if not loaded.complete:
        return _fail(f"{args.file}: the deal is not played to its end: there is nothing to judge yet")
    deal = loaded.state
    if deal.thrown_in:
        return _fail(f"{args.file}: the deal was thrown in: there is nothing to judge")
    seat = _seat(args.seat, loaded.rules.players)
    if seat is None:
        return _fail(f"no seat {args.seat!r} at this table ({', '.join(seat_names(loaded.rules.players))})")
    from ..learn.compare import Bots
    from ..learn.judge import judge_deal

    if args.samples is not None and args.samples < 1:
        return _fail("--samples must be at least 1")
    params = advice_params(args.samples)
    seed = loaded.seed if loaded.seed is not None else 0
    bots = Bots(lambda _s: args.bots, seed, 0, master_level=args.level)
    judgement = judge_deal(deal, seat, bots, params=params, compare=not args.no_compare)
    assert judgement is not None
    if args.json:
        for decision in judgement.decisions:
            print(json.dumps(decision.as_json(), ensure_ascii=False))
        print(json.dumps(judgement.totals_json(), ensure_ascii=False))
        return 0
    name = seat_names(loaded.rules.players)[seat]
    print(f"{args.file}: {loaded.rules.id}, {name}: {len(judgement.decisions)} decisions")
    for d in judgement.decisions:
        where = f"trick {d.trick}" if d.trick else "auction"
        error = "not weighed" if d.error is None else f"error {d.error:.1f} (± {d.noise:.1f})"
        played = f"{d.played} without declaring" if d.declaration and d.played != d.best else str(d.played)
        mark = "" if d.played == d.best else f", best {d.best}"
        print(f"  {where}: played {played}{mark}; {error}; luck {d.luck}")
    print(f"choices (sum of errors) {judgement.total_error:.1f} (± {judgement.noise:.1f}); luck {judgement.total_luck}")
    if judgement.gap is not None:
        print(f"the {args.level} on the same cards: {judgement.master_score} against {judgement.played_score} "
              f"(gap {judgement.gap:+d}): choices {judgement.total_error:.1f}, cards {judgement.cards:.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
