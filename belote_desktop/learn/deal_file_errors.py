"""A deal file's problem in English words, for the command line: the program's ``--deal FILE`` and the
deal_file and review commands say it the same way.

The problem is storage's ``DealFileError``, read through the fields it carries (learn/ sits beside storage/,
not above it: it does not import it)."""

from __future__ import annotations

from typing import Any, Protocol

from .explain import explain_illegal


class DealFileProblem(Protocol):
    """What ``storage.deal_file.DealFileError`` carries: the line (0: the whole file), a code and its params
    (for "illegal": the seat, its name, the move, the engine's error and the state before the move)."""

    line: int
    code: str
    params: dict[str, Any]


def describe(error: DealFileProblem) -> str:
    """The problem in English words, as the window says it: a refused move with the rule it breaks
    (learn.explain's sentence, which the window shows too), not the engine's reason code."""
    if error.code != "illegal":
        return str(error)
    p = error.params
    said = f"{p.get('seat_name', '?')} cannot make the move “{p.get('move', '')}” here."
    why, state, seat = p.get("error"), p.get("state"), p.get("seat")
    reason = ""
    if why is not None and state is not None and isinstance(seat, int):
        try:
            reason = str(explain_illegal(why, state.view_for(seat), list(p.get("names", ()))).text)
        except Exception:  # noqa: BLE001  (the line's problem is said all the same)
            reason = ""
        if not reason:
            reason = why.reason.value.replace("_", " ").capitalize() + "."
    return f"line {error.line}: {said} {reason}".rstrip()
