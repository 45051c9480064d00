"""Deal files from the command line: write one (from a saved game or a seed), check one, print its CFN.

    python -m belote_desktop.cli.deal_file export --variant coinche --seed 7 --dealer East --play expert -o d.deal
    python -m belote_desktop.cli.deal_file export --save ~/.local/share/belote-desktop/saves/Sunday.json --deal 3
    python -m belote_desktop.cli.deal_file export --variant contree_ffb --seed 7 --play beginner --cfn
    python -m belote_desktop.cli.deal_file check d.deal [--cfn]

The format is docs/deal-format.md. ``--cfn`` writes colver's CFN of a La Coinche deal instead.
Exit status: 0 done, 1 a file could not be read or written, 2 bad arguments or a bad deal file
(the message names the line). Open a deal file in the game with ``belote-desktop --deal FILE``.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence
from pathlib import Path

from ..app.seats import LEVELS
from ..engine import VARIANTS, DealState, MatchState, RecordError, find_variant, new_deal, replay
from ..storage.deal_file import CfnError, DealFileError, cfn, load_deal_file, seat_names, write_deal


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m belote_desktop.cli.deal_file",
                                     description="Write, check and convert Belote Desktop deal files.")
    sub = parser.add_subparsers(dest="command", required=True)
    export = sub.add_parser("export", help="write a deal file from a saved game or from a seed")
    source = export.add_mutually_exclusive_group(required=True)
    source.add_argument("--save", type=Path, metavar="FILE", help="a saved game (saves/*.json or autosave.json)")
    source.add_argument("--variant", choices=sorted(VARIANTS), help="deal a fresh deal of this game")
    export.add_argument("--deal", type=int, default=0, metavar="N",
                        help="with --save: the deal number N (default: the last one)")
    export.add_argument("--seed", type=int, default=None, help="with --variant: the seed of the shuffle")
    export.add_argument("--dealer", default=None, metavar="SEAT",
                        help="with --variant: South, East, North, West (or Player 1, 2, 3)")
    export.add_argument("--play", choices=LEVELS, default=None,
                        help="with --variant: computer players of this level play the deal out")
    export.add_argument("--cfn", action="store_true", help="write colver's CFN (La Coinche only)")
    export.add_argument("-o", "--output", type=Path, default=None, metavar="FILE", help="write here (default: print)")
    check = sub.add_parser("check", help="read a deal file, replay it and say what it holds")
    check.add_argument("file", type=Path)
    check.add_argument("--cfn", action="store_true", help="print its CFN (La Coinche only)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(list(sys.argv[1:] if argv is None else argv))
    if args.command == "check":
        return _check(args)
    return _export(parser, args)


def _fail(message: str, code: int) -> int:
    print(f"deal_file: {message}", file=sys.stderr)
    return code


def _check(args: argparse.Namespace) -> int:
    try:
        loaded = load_deal_file(args.file)
    except DealFileError as exc:
        from ..learn.deal_file_errors import describe  # (learn/ pulls in Qt's translate: only when needed)

        return _fail(f"{args.file}: {describe(exc)}", 1 if exc.code in ("unreadable", "too_big") else 2)
    if args.cfn:
        try:
            print(cfn(loaded.state))
        except CfnError as exc:
            return _fail(str(exc), 2)
        return 0
    state = loaded.state
    names = seat_names(loaded.rules.players)
    if loaded.complete:
        where = "complete"
    elif state.contract is None:
        where = "stops in the auction"
    else:
        where = f"stops in trick {len(state.tricks) + 1}"
    print(f"{args.file}: {loaded.rules.id}, dealer {names[loaded.dealer]}, {len(loaded.actions)} moves, {where}")
    return 0


def _export(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    if args.save is not None:
        if args.seed is not None or args.dealer is not None or args.play is not None:
            parser.error("--seed, --dealer and --play go with --variant, not --save")
        found = _deal_from_save(parser, args.save, args.deal)
        if found is None:
            return 1
        deal, seed = found
    else:
        if args.deal:
            parser.error("--deal goes with --save")
        deal, seed = _fresh_deal(parser, args)
    try:
        out = cfn(deal) + "\n" if args.cfn else write_deal(deal, seed)
    except (CfnError, ValueError) as exc:
        return _fail(str(exc), 2)
    if args.output is None:
        sys.stdout.write(out)
        return 0
    try:
        from ..storage.paths import atomic_write_text

        atomic_write_text(args.output, out)
    except OSError as exc:
        return _fail(f"cannot write {args.output}: {exc.strerror or exc}", 1)
    print(f"wrote {args.output}", file=sys.stderr)
    return 0


def _fresh_deal(parser: argparse.ArgumentParser, args: argparse.Namespace) -> tuple[DealState, int]:
    rules = find_variant(args.variant)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1, 2**31)
    names = seat_names(rules.players)
    dealer = 0
    if args.dealer is not None:
        wanted = " ".join(args.dealer.split()).lower()
        matches = [s for s, name in enumerate(names) if name.lower() == wanted]
        if not matches:
            parser.error(f"--dealer must be one of {', '.join(names)}, not {args.dealer!r}")
        dealer = matches[0]
    deal = new_deal(rules, dealer, seed=seed)
    if args.play:
        from ..ai import choose_action

        move = 0
        while not deal.is_terminal():
            seat = deal.current_player()
            deal = deal.apply(choose_action(deal.view_for(seat), args.play, random.Random(f"deal:{seed}:{move}")))
            move += 1
    return deal, seed


def _deal_from_save(parser: argparse.ArgumentParser, path: Path, number: int) -> tuple[DealState, int | None] | None:
    from ..storage.paths import read_json_object

    try:  # read only: a damaged save is reported, never moved aside from here
        data = read_json_object(path)
        record = data["game"] if isinstance(data.get("game"), dict) else data
        state = replay(record)
    except OSError as exc:
        _fail(f"cannot read {path}: {exc.strerror or exc}", 1)
        return None
    except (ValueError, RecordError) as exc:
        _fail(f"{path} is not a saved game that can be replayed: {exc}", 1)
        return None
    if isinstance(state, DealState):
        return state, None
    assert isinstance(state, MatchState)
    deals = list(state.finished) + ([state.deal] if not state.over and state.deal.history else [])
    if not deals:
        deals = [state.deal]
    if not 0 <= number <= len(deals):
        parser.error(f"--deal must be 1 to {len(deals)}: this game has {len(deals)} deals")
    index = (number or len(deals)) - 1
    seed = state.seed if index == 0 and isinstance(state.seed, int) else None
    return deals[index], seed


if __name__ == "__main__":
    sys.exit(main())
