"""Look-alike names by Unicode's confusable skeletons (UTS #39), and names that show nothing (issue 58, item 4).

A stranger at a network table took a name that looks like a player's: twelve look-alikes were seated beside
the real name (the hand-made fold knew a few Cyrillic and Greek letters), and a name that is one Hangul filler
showed blank. Each is played here at a host table, as a hostile hello would: refused beside the real name;
the invisible and blank characters refused on their own too (``names.refusal``). Real names in the program's
seven languages, and two different names side by side, still sit down.
"""

from __future__ import annotations

import pytest

from belote_desktop.engine import find_variant
from belote_desktop.net import names
from belote_desktop.net.host import HostTable, NameTaken

RULES = find_variant("classic")


def _table() -> HostTable:
    return HostTable(RULES, ["open", "open", "open", "open"], seed=5)


# (the real name, its look-alike), each written with escapes
LOOK_ALIKES = [
    ("Alice", "\ua4eelice"),  # Lisu letter A (U+A4EE) for the A
    ("Alice", "\u13aa\u13de\u13a5\u13df\u13ac"),  # Cherokee letters GO, TLE, V, TLI, GV: "ᎪᏞᎥᏟᎬ"
    ("Alice", "Al\u0131ce"),  # Latin small dotless i (U+0131)
    ("Alice", "\u0251lice"),  # Latin small alpha (U+0251) for the a
    ("Bob", "B\u0585b"),  # Armenian small oh (U+0585) for the o
    ("\u0639\u0644\u064a", "\u0639\u0644\u06cc"),  # "Ali" in Arabic; with a Farsi yeh (U+06CC) for the yeh
    ("\u0643\u0631\u064a\u0645", "\u06a9\u0631\u064a\u0645"),  # "Karim" in Arabic; with a keheh (U+06A9) for the kaf
    ("Alice", "Al\u034fice"),  # a combining grapheme joiner (U+034F), which draws nothing
    ("Alice", "Alice\ufe0f"),  # a variation selector (U+FE0F), which draws nothing after a letter
    ("Alice", "Alice\u3164"),  # the Hangul filler (U+3164), a blank
    ("Alice", "Alice\u2800"),  # the braille pattern blank (U+2800)
    ("Alice", "Al\u17b4ice"),  # a Khmer inherent vowel (U+17B4), which draws nothing
]


@pytest.mark.parametrize("real, look_alike", LOOK_ALIKES)
def test_a_look_alike_is_refused_beside_the_real_name(real, look_alike):
    table = _table()
    table.join(real, None)
    with pytest.raises(NameTaken):
        table.join(look_alike, None)
    assert [s["name"] for s in table.seat_list()] == [real, "", "", ""]
    assert names.same_name(real, look_alike)


# the invisible and blank characters among them: not a part of any name, whoever sits at the table
INVISIBLE = ["Al\u034fice", "Alice\ufe0f", "Alice\u3164", "Alice\u2800", "Al\u17b4ice",
             "Al\u200dice\u200d", "\u200cAlice"]  # a joiner with nothing to join on one side


@pytest.mark.parametrize("name", INVISIBLE)
def test_an_invisible_or_blank_character_is_refused_on_its_own(name):
    assert names.refusal(name) is not None


@pytest.mark.parametrize("name", [
    "\u3164",  # the Hangul filler: a name that showed blank in every window
    "\u115f\u1160",  # the Hangul choseong and jungseong fillers
    "\uffa0",  # the half-width Hangul filler
    "\u2800\u2800",  # braille blanks
    "\u0301",  # a combining acute accent with no letter under it
])
def test_a_name_that_looks_blank_is_refused(name):
    assert names.refusal(name) is not None
    assert not any(ch.isalnum() for ch in names.name_key(name))


ORDINARY = [
    "\u0421\u0442\u043e\u044f\u043d \u041f\u0435\u0442\u0440\u043e\u0432",  # Bulgarian: "Стоян Петров"
    "\u0393\u03b9\u03ce\u03c1\u03b3\u03bf\u03c2",  # Greek: "Γιώργος"
    "\u0645\u062d\u0645\u062f",  # Arabic: "محمد"
    "\u0110ur\u0111ica \u0160imi\u0107",  # Croatian: "Đurđica Šimić"
    "Jean-Luc Lef\u00e8vre",  # French, a hyphen and a grave accent: "Jean-Luc Lefèvre"
    "O'Brien",  # English, an apostrophe
    "\u041d\u0430\u0442\u0430\u043b\u044c\u044f",  # Russian: "Наталья"
]


@pytest.mark.parametrize("name", ORDINARY)
def test_an_ordinary_name_sits_down(name):
    assert names.refusal(name) is None
    table = _table()
    table.join("Alice", None)
    seat, what, _ = table.join(name, None)
    assert what == "joined" and table.seat_list()[seat]["name"] == name


@pytest.mark.parametrize("name", [
    "\u0639\u0644\u06cc\u200c\u0631\u0636\u0627",  # Persian "Alireza" with a zero-width non-joiner: "علی‌رضا"
    "\u0905\u0930\u094d\u200d\u091c\u0941\u0928",  # Hindi with a virama and a zero-width joiner
    "\uae40\ubbfc\uc900",  # Korean: "김민준"
    "\U0001f468\u200d\U0001f469\u200d\U0001f467",  # an emoji family, joined by zero-width joiners
])
def test_the_joiners_between_two_characters_are_part_of_a_name(name):
    assert names.refusal(name) is None


@pytest.mark.parametrize("one, other", [
    ("\u0418\u0432\u0430\u043d", "\u041c\u0430\u0440\u0438\u044f"),  # Bulgarian: "Иван", "Мария"
    ("\u0410\u043d\u043d\u0430", "\u0410\u043d\u0430"),  # Bulgarian: "Анна", "Ана"
    ("\u0393\u03b9\u03ce\u03c1\u03b3\u03bf\u03c2", "\u0393\u03b9\u03ac\u03bd\u03bd\u03b7\u03c2"),  # "Γιώργος", "Γιάννης"
    ("\u0645\u062d\u0645\u062f", "\u0623\u062d\u0645\u062f"),  # Arabic: "محمد", "أحمد"
    ("\u017deljko", "Zeljko"),  # Croatian "Željko" and the name without its caron
    ("Anne-Marie", "Marie-Anne"),
])
def test_two_different_real_names_sit_side_by_side(one, other):
    assert names.refusal(one) is None and names.refusal(other) is None
    table = _table()
    table.join(one, None)
    table.join(other, None)
    assert [s["name"] for s in table.seat_list()][:2] == [one, other]


def test_the_skeletons_come_from_the_package_data():
    # the mappings found again in confusable-homoglyphs' data file: all of confusables.txt's (6,307 in its
    # 3.3.1), each source to its prototype, never to another source
    protos = names._prototypes()
    assert len(protos) > 6000
    assert not set(protos.values()) & set(protos)
    assert protos["\ua4ee"] == "A" and protos["\u0430"] == "a" and protos["m"] == "rn" and protos["0"] == "O"
    assert protos["\u06cc"] == protos["\u064a"] == "\u0649"  # Farsi and Arabic yeh: alef maksura
    assert names.skeleton("\u0410\u0131ice") == names.skeleton("Aiice")


def test_default_ignorable_code_points_are_unicodes():
    # the ranges of DerivedCoreProperties.txt, checked at their ends and a few inside
    for code in (0x00AD, 0x034F, 0x061C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180B, 0x180F, 0x200B, 0x200F, 0x202A,
                 0x202E, 0x2060, 0x206F, 0x3164, 0xFE00, 0xFE0F, 0xFEFF, 0xFFA0, 0xFFF0, 0xFFF8, 0x1BCA0, 0x1BCA3,
                 0x1D173, 0x1D17A, 0xE0000, 0xE0001, 0xE0020, 0xE007F, 0xE0100, 0xE01EF, 0xE0FFF):
        assert names.is_default_ignorable(chr(code)), hex(code)
    for code in (0x0020, 0x0041, 0x00AC, 0x00AE, 0x034E, 0x0350, 0x115E, 0x1161, 0x17B3, 0x17B6, 0x2800, 0x3163,
                 0x3165, 0xFE10, 0xFFA1, 0xFFF9, 0xE1000):
        assert not names.is_default_ignorable(chr(code)), hex(code)


def test_the_host_refuses_a_name_with_nothing_that_shows():
    """The host itself refuses a name made of a Hangul filler (it showed blank), before any look-alike check."""
    from belote_desktop.net.host import HostTable, NameTaken

    table = HostTable(find_variant("classic"), ["open", "computer", "open", "computer"], seed=1)
    with pytest.raises(NameTaken):
        table.join("\u3164", None)
    with pytest.raises(NameTaken):
        table.join("Ana\u034f", None)  # a combining grapheme joiner inside
    seat, what, _token = table.join("Ana", None)
    assert what == "joined"
