r"""Players' names at one table: two names that look alike are one name, and a name must show.

A name is only a label (a seat belongs to its token, ``table.HostTable.join``), but the others read it: a
second "Alice" written with a Cyrillic "А", a Lisu "ꓮ", a dotless "ı", a full-width "Ａ" or "AIice" with a
capital I would pass for the first one. ``name_key`` folds a name to what it looks like, by Unicode's own
table of look-alikes, the confusable skeletons of UTS #39 (Unicode Security Mechanisms), as the
``confusable-homoglyphs`` package ships them (``_prototypes``):

1. NFKC (full-width and compatibility forms); spaces, the joiners and every default-ignorable or blank
   character left out (they draw nothing);
2. the skeleton: each character replaced by the prototype it is confusable with ("ꓮ" and "Α" as "A", "ı" as
   "i", "օ" as "o", Farsi "ی" and Arabic "ي" as "ى", "ک" as "ك", "1" and "I" as "l", "m" as "rn"), NFD;
3. case: the Latin small capitals that small Cyrillic and Greek letters are drawn like made capitals (a "н" is a
   small "Н", and so "Н"), then upper case, the skeleton again, case folding, the skeleton again, case folding:
   "ALICE", "Alice" and "alice" are one, and so are "ИВАН" and "Иван";
4. two folds the skeletons leave out, kept from this module's hand-made table before them: "l" as "i" (a
   capital "I" is drawn like an "l" and folds to an "i": the three are one letter), and "vv" as "w".

Two names with one key are one name at the table. ``refusal`` says why a name cannot be one at all: a
default-ignorable character (Unicode's Default_Ignorable_Code_Point: format characters, variation selectors,
the combining grapheme joiner, the Hangul fillers, Khmer's inherent vowels...), the braille blank, or nothing
to see. The two joiners (ZWNJ, ZWJ), which Persian, Indic scripts and emoji need, may stand between two
characters that show; a key leaves them out.

>>> name_key("Alice") == name_key("\u0410lice") == name_key(" ALICE ") == name_key("AIice")
True
>>> name_key("Al\u200dice") == name_key("\uff21\uff4c\uff49\uff43\uff45") == name_key("\ua4eelice")
True
>>> name_key("Alice") == name_key("Alina"), name_key("Иван") == name_key("Мария")
(False, False)
>>> refusal("Alina"), refusal("Al\u034fice"), refusal("\u3164")
(None, 'a name cannot hold an invisible character (U+034F)', 'a name cannot hold an invisible character (U+3164)')
"""

from __future__ import annotations

import functools
import json
import unicodedata
from importlib import resources

import confusable_homoglyphs  # its data file, read below (imported: so a bundler sees the package)

__all__ = ["SEAT_WORDS", "is_default_ignorable", "is_seat_word", "name_key", "refusal", "same_name", "skeleton"]

# words each player's window writes for his own seat, never a player's name: a player called "You" would be
# read by everyone else as themselves ("You: Tierce"); the host refuses them as names (``table.HostTable.join``)
SEAT_WORDS = ("You",)
# Unicode's Default_Ignorable_Code_Point (DerivedCoreProperties.txt, the same ranges from Unicode 14 to 16):
# characters that draw nothing where a font has no glyph for them, first and last of each range
_DEFAULT_IGNORABLE = (
    (0x00AD, 0x00AD),  # soft hyphen
    (0x034F, 0x034F),  # combining grapheme joiner
    (0x061C, 0x061C),  # Arabic letter mark
    (0x115F, 0x1160),  # Hangul choseong and jungseong fillers
    (0x17B4, 0x17B5),  # Khmer inherent vowels
    (0x180B, 0x180F),  # Mongolian free variation selectors, vowel separator
    (0x200B, 0x200F),  # zero width space, non-joiner, joiner; left-to-right and right-to-left marks
    (0x202A, 0x202E),  # bidirectional embeddings and overrides
    (0x2060, 0x206F),  # word joiner, invisible operators, bidirectional isolates, deprecated format characters
    (0x3164, 0x3164),  # Hangul filler
    (0xFE00, 0xFE0F),  # variation selectors 1-16
    (0xFEFF, 0xFEFF),  # zero width no-break space (byte order mark)
    (0xFFA0, 0xFFA0),  # half-width Hangul filler
    (0xFFF0, 0xFFF8),  # unassigned
    (0x1BCA0, 0x1BCA3),  # shorthand format controls
    (0x1D173, 0x1D17A),  # musical symbol format controls
    (0xE0000, 0xE0FFF),  # tags, variation selectors 17-256, unassigned
)
# the joiners some scripts need inside a word (Persian, Indic scripts, emoji): allowed between two characters
# that show (the protocol lets them through too), left out of a key
_JOINERS = frozenset("\u200c\u200d")
# characters that are not default-ignorable but draw nothing
_BLANKS = frozenset("\u2800")  # braille pattern blank
# the folds UTS #39 leaves out (after case folding): "l" for a capital I's look, "vv" for "w"
_PAIRS = (("l", "i"), ("vv", "w"))


def is_default_ignorable(ch: str) -> bool:
    """Whether the character ``ch`` is one of Unicode's Default_Ignorable_Code_Point."""
    code = ord(ch)
    return any(first <= code <= last for first, last in _DEFAULT_IGNORABLE)


def _shows(ch: str) -> bool:
    """Whether a character draws something: not a space, a default-ignorable character nor a blank one."""
    return not ch.isspace() and not is_default_ignorable(ch) and ch not in _BLANKS


def _bare(text: str) -> str:
    # the package's data file writes each right-to-left character between two left-to-right marks (its
    # source's comments do, for display): never part of a character's mapping
    return text.replace("\u200e", "").replace("\u200f", "")


@functools.cache
def _prototypes() -> dict[str, str]:
    """UTS #39's confusable mappings (confusables.txt, in the ``confusable-homoglyphs`` package): each character
    that has one, to its prototype (one or more characters, themselves mapped to nothing).

    The package keeps each mapping both ways (``{character: [{"c": look-alike, "n": its name}, ...]}``, in the
    order of confusables.txt's lines, each source before its prototype the first time they meet) and has no
    skeleton of its own; the direction is found again: a source is one character with a single look-alike,
    which is a prototype of several characters, or one of several characters, or the later of the two.
    """
    raw = json.loads(resources.files(confusable_homoglyphs).joinpath("confusables.json").read_text("utf-8"))
    near: dict[str, set[str]] = {}
    order: dict[str, int] = {}
    for key, entries in raw.items():
        ch = _bare(key)
        order.setdefault(ch, len(order))
        near.setdefault(ch, set()).update(_bare(entry["c"]) for entry in entries)
    mapping: dict[str, str] = {}
    for ch, others in near.items():
        if len(ch) != 1 or len(others) != 1:
            continue  # a prototype: several characters, or the look of several
        (other,) = others
        if len(other) != 1 or len(near.get(other, ())) > 1 or order[ch] < order.get(other, len(order)):
            mapping[ch] = other
    return mapping


@functools.cache
def _small_capitals() -> dict[str, str]:
    """The Latin small capitals among the prototypes ("ʜ" for a Cyrillic "н", "ᴛ" for "т" and Greek "τ"), each to
    its capital letter: case aside, a small capital is its capital."""
    capitals: dict[str, str] = {}
    prefix = "LATIN LETTER SMALL CAPITAL "
    for proto in set(_prototypes().values()):
        name = unicodedata.name(proto, "") if len(proto) == 1 else ""
        if name.startswith(prefix):
            try:
                capitals[proto] = unicodedata.lookup("LATIN CAPITAL LETTER " + name[len(prefix):])
            except KeyError:
                pass
    return capitals


def skeleton(text: str) -> str:
    """UTS #39's skeleton of ``text``: NFD, each character replaced by its prototype, NFD again. Two strings with
    one skeleton are confusable (case counts: "I" and "l" are, "i" and "I" are not).

    >>> skeleton("\u0410lice") == skeleton("Alice"), skeleton("B\u0585b"), skeleton("m")
    (True, 'Bob', 'rn')
    """
    protos = _prototypes()
    text = unicodedata.normalize("NFD", text)
    return unicodedata.normalize("NFD", "".join(protos.get(ch, ch) for ch in text))


def name_key(name: str) -> str:
    """What ``name`` looks like, case aside (the module's steps): two names with one key are one name at the
    table. Empty for a name with nothing to see."""
    text = "".join(ch for ch in unicodedata.normalize("NFKC", name) if _shows(ch) and ch not in _JOINERS)
    capitals = _small_capitals()
    text = "".join(capitals.get(ch, ch) for ch in skeleton(text)).upper()
    text = skeleton(skeleton(text).casefold()).casefold()
    text = unicodedata.normalize("NFC", text)
    for pair, one in _PAIRS:
        text = text.replace(pair, one)
    return text


def same_name(one: str, other: str) -> bool:
    """Whether two names would pass for one at the table."""
    return name_key(one) == name_key(other)


def refusal(name: str) -> str | None:
    """Why ``name`` cannot be a player's name, or None if it can: a default-ignorable character (the joiners
    ZWNJ and ZWJ aside, between two characters that show), the braille blank, or nothing that shows (spaces,
    marks with no letter to sit on).

    >>> refusal("Ана-Мария"), refusal("O'Brien"), refusal("\u2800"), refusal("\u0301")
    (None, None, 'a name cannot hold a blank character (U+2800)', 'a name cannot look blank')
    """
    for index, ch in enumerate(name):
        if ch in _JOINERS and _joins(name, index):
            continue
        if is_default_ignorable(ch):
            return f"a name cannot hold an invisible character (U+{ord(ch):04X})"
        if ch in _BLANKS:
            return f"a name cannot hold a blank character (U+{ord(ch):04X})"
    if not any(unicodedata.category(ch)[0] in "LNPS" for ch in name_key(name)):
        return "a name cannot look blank"
    return None


def _joins(name: str, index: int) -> bool:
    """Whether the joiner at ``index`` stands between two characters that show (no joiner after it)."""
    before, after = name[index - 1:index], name[index + 1:index + 2]
    return bool(before and after and _shows(before) and _shows(after) and after not in _JOINERS)


def is_seat_word(name: str, *more: str) -> bool:
    """Whether ``name`` is, or looks like, the word for a player's own seat ("You", "YOU", "Y0u"; or one of
    ``more``, such as the word in the player's language): not a name the others may see.

    >>> is_seat_word("You"), is_seat_word(" y0u "), is_seat_word("Yours"), is_seat_word("Vous", "Vous")
    (True, True, False, True)
    """
    key = name_key(name)
    return bool(key) and any(key == name_key(word) for word in (*SEAT_WORDS, *more) if word)
