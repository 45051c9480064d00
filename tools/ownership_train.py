"""Train the ownership model (issue 37) on the chunks of ``tools/ownership_data``.

    python -m tools.ownership_train DATA_DIR -o model.npz

Reads every whole chunk in DATA_DIR (one feature layout), holds out about a tenth of the deals for
validation, fits the MLP of ``ai/beliefs/ownership/model.py`` by minibatch Adam with early stopping (``tools/ownership_fit.py``), and saves the
best epoch's weights. One JSON line per epoch on stderr, then a JSON summary: rows, deals, seconds,
validation loss (mean negative log-probability of each hidden card's true holder) beside the uniform prior's.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time

import numpy as np

from tools.ownership_data import load_rows
from tools.ownership_fit import mean_log_prob, save_model, strain_kinds, train, validation_split
from belote_desktop.ai.beliefs.ownership.features import STRAIN_KINDS, Layout
from belote_desktop.engine import find_variant


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.ownership_train",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("data", help="the folder of chunks written by tools.ownership_data")
    parser.add_argument("-o", "--output", required=True, help="the model file to write (.npz)")
    parser.add_argument("--epochs", type=int, default=40)
    parser.add_argument("--batch", type=int, default=512)
    parser.add_argument("--lr", type=float, default=3e-4)
    parser.add_argument("--hidden", default="128,64", help="hidden layer sizes (default 128,64)")
    parser.add_argument("--no-augment", action="store_true", help="do not rename the side suits at random")
    parser.add_argument("--l2", type=float, default=1e-5)
    parser.add_argument("--patience", type=int, default=3)
    parser.add_argument("--max-deals", type=int, default=0, help="use only the first N deals (0: all)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--kind", choices=STRAIN_KINDS, help="train on one contract kind's rows only")
    args = parser.parse_args(argv)
    if not args.output.endswith(".npz"):
        parser.error("the model file's name ends in .npz")
    started = time.perf_counter()
    rows, metas = load_rows(args.data)
    if args.max_deals:
        keep = rows.deal < args.max_deals
        rows = type(rows)(*(getattr(rows, name)[keep] for name in ("x", "prior", "holder", "deal", "seat", "tricks")))
    family = str(metas[0]["family"])
    layout = Layout.for_rules(find_variant(family))
    if metas[0]["schema_hash"] != layout.schema_hash:
        print(f"ownership_train: the data's feature layout {metas[0]['schema_hash']} is not this version's "
              f"{layout.schema_hash}: make the data again", file=sys.stderr)
        return 2
    if args.kind:
        keep = strain_kinds(rows.x, layout) == STRAIN_KINDS.index(args.kind)
        if not keep.any():
            print(f"ownership_train: no {args.kind} contract in {args.data}", file=sys.stderr)
            return 2
        rows = type(rows)(*(getattr(rows, name)[keep] for name in ("x", "prior", "holder", "deal", "seat", "tricks")))
    loaded = time.perf_counter() - started

    def log(entry: object) -> None:
        print(json.dumps(entry), file=sys.stderr, flush=True)

    result = train(layout, rows.x, rows.prior, rows.holder, rows.deal, epochs=args.epochs, batch=args.batch,
                   lr=args.lr, l2=args.l2, patience=args.patience, seed=args.seed, log=log,
                   hidden=tuple(int(h) for h in args.hidden.split(",")), augment=not args.no_augment)
    deals = int(len(np.unique(rows.deal)))
    symmetric = not args.no_augment
    result.model.meta = {"symmetric": symmetric}
    valid = validation_split(rows.deal)
    lp, _ = mean_log_prob(result.model.probabilities(rows.x[valid].astype(np.float32), rows.prior[valid]),
                          rows.holder[valid])
    result.model.meta = {"family": family, "symmetric": symmetric, "deals": deals, "rows": len(rows), "epochs": result.epochs,
                         "valid_loss": round(-lp, 5), "prior_valid_loss": round(result.prior_valid_loss, 5),
                         "data_params": metas[0]["params"], "data_seed": metas[0]["seed"],
                         **({"kind": args.kind} if args.kind else {})}
    save_model(result.model, args.output)
    print(json.dumps({"family": family, "kind": args.kind or "all", "rows": len(rows), "deals": deals, "train_rows": result.train_rows,
                      "valid_rows": result.valid_rows, "epochs": result.epochs, "symmetric": symmetric, "load_seconds": round(loaded, 1),
                      "seconds": round(result.seconds, 1), "valid_loss": round(-lp, 5),
                      "valid_loss_one_reading": round(result.valid_loss, 5),
                      "prior_valid_loss": round(result.prior_valid_loss, 5), "output": args.output,
                      "bytes": os.path.getsize(args.output)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
