r"""Players' names at one table: two names that look alike are one name.

A name is only a label (a seat belongs to its token, ``host.HostTable.join``), but the others read it: a
second "Alice" written with a Cyrillic "А", a zero-width joiner, a full-width "Ａ" or "AIice" with a capital
I would pass for the first one. ``name_key`` folds a name to what it looks like: NFKC (full-width and
compatibility forms), no spaces nor invisible joiners, the Cyrillic and Greek letters that look Latin made
Latin (``LOOK_ALIKE``, both cases, before case folding: a Greek "Η" looks like "H", its small "η" like "n"),
case folded, then the few Latin letters and digits that read alike in most fonts made one ("l", "I", "1",
"|" as "i"; "0" as "o"; "rn" as "m"; "vv" as "w"). Two names with one key are one name at the table.

>>> name_key("Alice") == name_key("\u0410lice") == name_key(" ALICE ") == name_key("AIice")
True
>>> name_key("Al\u200dice") == name_key("\uff21\uff4c\uff49\uff43\uff45") == name_key("Alic\u0435")
True
>>> name_key("Alice") == name_key("Alina")
False
>>> name_key("Иван") == name_key("Мария")
False
"""

from __future__ import annotations

import unicodedata

__all__ = ["LOOK_ALIKE", "SEAT_WORDS", "is_seat_word", "name_key", "same_name"]

# Cyrillic and Greek letters drawn like a Latin letter in common fonts: each mapped to that letter, capitals
# and small letters apart (their small forms do not always look like the Latin capital's small form)
LOOK_ALIKE: dict[str, str] = {
    # Cyrillic capitals
    "А": "A", "В": "B", "С": "C", "Е": "E", "Ѕ": "S", "І": "I", "Ј": "J", "К": "K", "М": "M", "Н": "H",
    "О": "O", "Р": "P", "Т": "T", "Х": "X", "У": "Y", "Ү": "Y", "Ԛ": "Q", "Ԝ": "W", "Ӏ": "I", "Ь": "b",
    # Cyrillic small letters
    "а": "a", "с": "c", "е": "e", "ѕ": "s", "і": "i", "ј": "j", "о": "o", "р": "p", "х": "x", "у": "y",
    "ү": "y", "ԁ": "d", "ԛ": "q", "ԝ": "w", "һ": "h", "ӏ": "l", "ь": "b", "к": "k",
    # Greek capitals
    "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "I", "Κ": "K", "Μ": "M", "Ν": "N", "Ο": "O",
    "Ρ": "P", "Τ": "T", "Υ": "Y", "Χ": "X",
    # Greek small letters
    "α": "a", "ο": "o", "ρ": "p", "ν": "v", "υ": "u", "ι": "i", "κ": "k", "χ": "x", "γ": "y", "η": "n",
    "τ": "t", "ϲ": "c", "ϳ": "j",
}
# words each player's window writes for his own seat, never a player's name: a player called "You" would be
# read by everyone else as themselves ("You: Tierce"); the host refuses them as names (``host.HostTable.join``)
SEAT_WORDS = ("You",)
# Latin letters and digits that read alike, after case folding
_READ_ALIKE = {"l": "i", "1": "i", "|": "i", "!": "i", "0": "o"}
_PAIRS = (("rn", "m"), ("vv", "w"))
# invisible characters a name may hold (the protocol refuses the other format characters)
_INVISIBLE = {"\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad"}


def name_key(name: str) -> str:
    """What ``name`` looks like, folded: two names with one key are one name at the table."""
    text = unicodedata.normalize("NFKC", name)
    text = "".join(LOOK_ALIKE.get(ch, ch) for ch in text if not ch.isspace() and ch not in _INVISIBLE)
    text = unicodedata.normalize("NFKC", text).casefold()
    text = "".join(_READ_ALIKE.get(ch, ch) for ch in text)
    for pair, one in _PAIRS:
        text = text.replace(pair, one)
    return text


def same_name(one: str, other: str) -> bool:
    """Whether two names would pass for one at the table."""
    return name_key(one) == name_key(other)


def is_seat_word(name: str, *more: str) -> bool:
    """Whether ``name`` is, or looks like, the word for a player's own seat ("You", "YOU", "Y0u"; or one of
    ``more``, such as the word in the player's language): not a name the others may see.

    >>> is_seat_word("You"), is_seat_word(" y0u "), is_seat_word("Yours"), is_seat_word("Vous", "Vous")
    (True, True, False, True)
    """
    key = name_key(name)
    return bool(key) and any(key == name_key(word) for word in (*SEAT_WORDS, *more) if word)
