"""Work around a PySide6 6.12 bug on Python < 3.12: calls that return ``None``, ``True`` or
``False`` (every ``void`` Qt method, every ``signal.emit``) release a reference they never took.
Python 3.12+ makes these objects immortal, so it only shows on 3.11, as "Fatal Python error:
none_dealloc" (or bool_dealloc) once a count reaches zero: seconds of animation, minutes of play.

The fix gives those objects (and the other singletons 3.12 makes immortal: small ints,
Ellipsis, NotImplemented, the empty tuple) the same effective immortality by raising their
reference counts by 2**40. Nothing else reads those counts. pyproject.toml keeps Python 3.11
installs on PySide6 < 6.12, so this only acts where 6.12 was installed by other means. Remove
once PySide6 is fixed or Python 3.11 is dropped.
"""

from __future__ import annotations

import sys

_BOOST = 1 << 40


def _singletons() -> list[object]:
    small: list[object] = [int(i) for i in range(-5, 257)]  # the interpreter's cached small ints
    return [None, True, False, Ellipsis, NotImplemented, (), *small]


def apply() -> bool:
    """Raise None's reference count once per process; True if it was needed and done."""
    if sys.version_info >= (3, 12) or getattr(sys, "_belote_none_boosted", False):
        return False
    try:
        import PySide6

        if not PySide6.__version__.startswith("6.12."):  # pyproject keeps 3.11 below 6.12
            return False
    except ImportError:
        return False
    try:
        import ctypes

        for obj in _singletons():
            count = ctypes.c_ssize_t.from_address(id(obj))
            count.value += _BOOST
    except Exception:  # an interpreter without ob_refcnt at the start of objects: leave it
        return False
    # once per process: the mark is on sys, which every import of this module shares
    vars(sys)["_belote_none_boosted"] = True
    return True


apply()
