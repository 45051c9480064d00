"""One of the player's decisions as the judge weighed it (``Decision``), and the judge's mark: the size of a
choice's cost that makes it a mistake. The judge (``learn/judge.py``) writes them; the Master's comparison on the
same cards (``learn/compare.py``, ``parting``) reads them, and the judge runs that comparison: both import this.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ..engine import Action, Declare, Ruleset
from ..engine.scoring import match_point_unit


@dataclass(frozen=True)
class Decision:
    """One of the seat's decisions, judged."""

    index: int  # index of the action in the deal's history
    trick: int  # 1-based trick of a card; 0 for the auction
    played: Action
    best: Action  # the judge's best action there (Suggest's advice)
    error: float | None  # expected cost over the deals the player could face (>= 0); None: not weighed
    noise: float = 0.0  # the standard error of ``error`` over the sampled deals
    luck: int | None = None  # the cost on the real cards (best's line minus played's); None: not played out
    # every action the advice weighed there, with its value in the deal's points (the Master's comparison reads
    # what its own move was worth by the same search)
    worth: Mapping[Action, float] = field(default_factory=dict, compare=False, repr=False)

    @property
    def differs(self) -> bool:
        return self.played != self.best

    @property
    def declaration(self) -> bool:
        """A declaration made (``played`` Declare) or passed over (``best`` Declare, ``played`` the card)."""
        return isinstance(self.played, Declare) or isinstance(self.best, Declare)

    @property
    def kind(self) -> str:
        """What was chosen: "auction" (a bid, pass or double), "declaration" (made or passed over), "card"."""
        return "auction" if not self.trick else "declaration" if self.declaration else "card"

    def as_json(self, words: Callable[[Action], str] = str) -> dict[str, Any]:
        return {"index": self.index, "trick": self.trick, "choice": self.kind,
                "played": words(self.played), "best": words(self.best),
                "error": None if self.error is None else round(self.error, 2), "noise": round(self.noise, 2),
                "luck": self.luck}


MIN_LOSS = 4.0  # deal points: a choice the advice values this much below its best is a mistake (Review marks it)


def mark(rules: Ruleset, min_loss: float = MIN_LOSS) -> float:
    """``min_loss`` deal points in the points the deal is scored in, the judge's unit (Baloot: 0.4 round
    points): the same search tolerance in every game."""
    return min_loss / match_point_unit(rules)
