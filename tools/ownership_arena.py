"""Master drawing its deals from an ownership model, against Expert: the card-play arena, clock lifted.

    python -m tools.ownership_arena --model MODEL.npz --pairs 400 --seed 37 --jobs 2

Plays the arena's duplicate pairs (common random numbers; ``--mode cards``, the default: card play only on a
fixed contract; ``--mode deals``: whole deals, auction and play, in the game's own units; ``--mode
auction-cards``: whole deals in card points, the play after a real auction), team A Master whose two looks
draw their deals from the model (``SearchParams.draw_from_model``: instead of weighing uniform deals by the
auction and the play, which the model read), team B Expert. Both searches are bounded by their sample counts
alone (``SearchParams.without_clock``), so the machine's load changes no choice. ``--beliefs present``: Master
weighing uniform deals as before the model (the same arena without it, for comparison).
The last line printed is the arena's JSON with ``model`` and ``beliefs``.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import sys
from pathlib import Path

from belote_desktop import ai
from belote_desktop.ai import Level
from belote_desktop.ai.beliefs.ownership.shipped import MODEL_ENV
from belote_desktop.engine import VARIANTS
from tools.arena import WHOLE_DEAL_MODES, ArenaRun, run_arena

_ENV = "BELOTE_OWNERSHIP_ARENA"  # read at import, so the arena's worker processes (spawned) play alike
BELIEFS = ("model", "present")
_plain = dict(ai.SEARCH_PARAMS)


def _install(beliefs: str) -> None:
    master = _plain[Level.MASTER].without_clock()
    second = master.second_look
    assert second is not None
    drawn = beliefs == "model"
    master = dataclasses.replace(master, draw_from_model=drawn,
                                 second_look=dataclasses.replace(second, draw_from_model=drawn))
    ai.SEARCH_PARAMS[Level.MASTER] = master
    ai.SEARCH_PARAMS[Level.EXPERT] = _plain[Level.EXPERT].without_clock()


def _uninstall() -> None:
    ai.SEARCH_PARAMS.update(_plain)


if _ENV in os.environ:  # an arena worker of main() below (spawned: it imports this module afresh)
    _install(os.environ[_ENV])


def _use_model(parser: argparse.ArgumentParser, model: str | None) -> None:
    """``--model FILE`` for this process and its workers (the parser's error if there is no such file)."""
    if not model:
        return
    if not Path(model).is_file():
        parser.error(f"no model file {model}")
    os.environ[MODEL_ENV] = str(Path(model).resolve())


def _restore(saved: dict[str, str | None]) -> None:
    """The environment's ``saved`` variables as they were (unset where they were)."""
    for name, value in saved.items():
        if value is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = value


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.ownership_arena",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("--variant", default="classic", choices=sorted(VARIANTS))
    parser.add_argument("--model", help="the model file (default: the game's shipped one)")
    parser.add_argument("--beliefs", default="model", choices=BELIEFS)
    parser.add_argument("--mode", choices=("cards", *WHOLE_DEAL_MODES), default="cards",
                        help="card play only on a fixed contract (card points), whole deals (the game's units) or "
                        "whole deals scored in card points (the play after the bots' auction)")
    parser.add_argument("--pairs", type=int, default=100)
    parser.add_argument("--first-pair", type=int, default=0)
    parser.add_argument("--seed", type=int, default=37)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--progress", action="store_true")
    parser.add_argument("--save", metavar="FILE", help="also write every pair's outcomes to FILE (JSON)")
    args = parser.parse_args(argv)
    if args.pairs < 1 or args.jobs < 1 or args.first_pair < 0:
        parser.error("--pairs and --jobs must be at least 1, --first-pair at least 0")
    from belote_desktop.ai.beliefs.ownership.shipped import model_for
    from belote_desktop.engine import find_variant

    saved = {name: os.environ.get(name) for name in (_ENV, MODEL_ENV)}
    _use_model(parser, args.model)
    if args.beliefs != "present" and model_for(find_variant(args.variant)) is None:
        parser.error(f"no ownership model for {args.variant} (give --model FILE, trained on this game)")
    os.environ[_ENV] = args.beliefs  # the workers' settings (they inherit the environment)
    _install(args.beliefs)
    try:
        run = ArenaRun(args.variant, Level.MASTER, Level.EXPERT, args.pairs, args.seed, args.mode, args.jobs,
                       args.first_pair)
        summary = run_arena(run, args.progress, args.save)
    finally:
        _uninstall()
        _restore(saved)
    summary.update(model=args.model or "shipped", beliefs=args.beliefs, clock_lifted=True)
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
