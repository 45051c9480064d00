"""The random numbers of a bot's decision, from its position alone."""

from __future__ import annotations

import hashlib


def bot_seed(match_seed: object, deal_number: int, history_length: int, seat: int) -> int:
    """A seed from the match's seed, the deal's number, how many actions were taken and the seat: the same
    cards and the same history give the same decision (a deal played again, the Master's comparison, a deal
    from a file). Never from the cards themselves: a seed that read the hidden cards would let them steer
    the bot."""
    text = f"bot:{match_seed}:{deal_number}:{history_length}:{seat}"
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=4).digest(), "big") & 0x7FFFFFFF
