"""The self-play data's records: a small file that carries the ownership model's data from machine to machine.

    python -m tools.ownership_records pack DATA_DIR -o RECORDS.npz
    python -m tools.ownership_records unpack RECORDS.npz DATA_DIR [--jobs N]

``pack`` keeps, of every chunk written by ``tools.ownership_data`` with its records, what the search chose at
each action (its place among the legal ones): a few dozen numbers a deal instead of the rows, so a file of tens
of thousands of deals fits in the repository. ``unpack`` plays every deal again from its record (no search:
about twelve times faster than playing it) and writes the same chunks, rows and all; ``ownership_data`` then
goes on over the folder where the records stop. A record this engine does not play through to the recorded
rows is refused. One JSON line per chunk (unpack) or one (pack).
"""

from __future__ import annotations

import argparse
import json
import os
import sys

from tools.ownership_data import pack_records, unpack_records


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.ownership_records", description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    pack = sub.add_parser("pack", help="a folder of chunks -> one records file")
    pack.add_argument("data", help="the folder of chunks")
    pack.add_argument("-o", "--output", required=True, help="the records file to write (.npz)")
    unpack = sub.add_parser("unpack", help="a records file -> the folder of chunks")
    unpack.add_argument("records", help="a file written by pack")
    unpack.add_argument("data", help="the folder of chunks (made if missing)")
    unpack.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args(argv)
    try:
        if args.command == "pack":
            if not args.output.endswith(".npz"):
                parser.error("the records file's name ends in .npz")
            print(json.dumps(pack_records(args.data, args.output)))
            return 0
        if args.jobs < 1:
            parser.error("--jobs must be at least 1")
        for summary in unpack_records(args.records, args.data, args.jobs):
            print(json.dumps(summary), flush=True)
    except (OSError, ValueError, KeyError) as error:  # a missing folder or file, another game's or version's
        print(f"ownership_records: {error}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
