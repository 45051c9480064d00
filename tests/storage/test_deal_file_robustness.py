"""Deal files that must be refused on their line, never crash nor be read as another deal: deeply
nested rule values, a turned card moved within the dealer's zone, a rule option given twice, and
long values echoed in the message."""

from __future__ import annotations

import pytest

from belote_desktop.engine import find_variant, new_deal
from belote_desktop.storage.deal_file import DealFileError, load_deal_file, read_deal, write_deal
from belote_desktop.cli import deal_file as tool

HEAD = "belote-deal 1\ngame: classic\n"
TAIL = "dealer: West\nseed: 3\n"


def _refused(text: str) -> DealFileError:
    with pytest.raises(DealFileError) as caught:
        read_deal(text)
    return caught.value


@pytest.mark.parametrize("depth", [100, 900, 1_000, 40_000])  # under the 256 KB bound
@pytest.mark.parametrize("bracket", ["[]", "{}"])
def test_a_deeply_nested_rule_value_is_a_bad_rule_on_its_line(tmp_path, capsys, depth, bracket):
    value = bracket[0] * depth + bracket[1] * depth if bracket == "[]" else '{"a":' * depth + "1" + "}" * depth
    text = HEAD + "rule: target_score = " + value + "\n" + TAIL
    error = _refused(text)
    assert (error.line, error.code) == (3, "bad_rule")
    assert str(error).startswith("line 3: ")
    path = tmp_path / "deep.deal"
    path.write_text(text)
    with pytest.raises(DealFileError):
        load_deal_file(path)
    assert tool.main(["check", str(path)]) == 2
    err = capsys.readouterr().err
    assert "line 3:" in err and "Traceback" not in err and len(err) < 300


def test_a_rule_option_given_twice_is_refused_on_the_second_line():
    error = _refused(HEAD + "rule: target_score = 500\nrule: allow_redouble = false\n"
                     "rule:  target_score = 1500\n" + TAIL)
    assert (error.line, error.code) == (5, "duplicate")
    assert error.params["first"] == 3
    assert "line 3" in str(error)


def test_different_rule_options_are_all_kept():
    loaded = read_deal("belote-deal 1\ngame: coinche\nrule: target_score = 1500\n"
                       "rule: allow_redouble = false\n" + TAIL)
    assert loaded.rules.target_score == 1500 and loaded.rules.allow_redouble is False


# -- the turned card stays where the file puts it -------------------------------------------------

def _line(text: str, start: str) -> str:
    return next(line for line in text.splitlines() if line.startswith(start))


def _number(text: str, start: str) -> int:
    return next(n for n, line in enumerate(text.splitlines(), 1) if line.startswith(start))


def _moved(text: str, key: str, turned: str, to: int) -> str:
    """``text`` with the turned card put at index ``to`` of the ``key`` line."""
    line = _line(text, key)
    cards = line.split(":", 1)[1].split()
    assert cards[-1] == turned  # written where it is dealt: last
    cards.remove(turned)
    cards.insert(to, turned)
    return text.replace(line, f"{key} {' '.join(cards)}")


@pytest.mark.parametrize("variant, key", [("clabber", "hand:"), ("decouverte", "table up:")])
@pytest.mark.parametrize("to", [0, 2, -1])
def test_a_turned_card_that_is_not_the_dealers_last_card_is_refused(variant, key, to):
    rules = find_variant(variant)
    deal = new_deal(rules, dealer=rules.players - 1, seed=12)
    text = write_deal(deal)
    turned = _line(text, "turned:").split(":")[1].strip()
    dealer_line = next(line.split(":")[0] for line in text.splitlines()
                       if line.endswith(turned) and line.split(":")[0].endswith(key[:-1]))
    moved = _moved(text, dealer_line + ":", turned, to)
    assert moved != text
    error = _refused(moved)
    assert (error.line, error.code) == (_number(moved, "turned:"), "turned_not_last")
    assert error.params["card"] == turned
    assert "last" in str(error)
    assert read_deal(text).start == deal  # as written: accepted


@pytest.mark.parametrize("variant, key", [("clabber", "hand:"), ("decouverte", "table up:")])
def test_naming_another_card_of_the_dealers_zone_as_turned_is_refused(variant, key):
    rules = find_variant(variant)
    deal = new_deal(rules, dealer=rules.players - 1, seed=12)
    text = write_deal(deal)
    turned_line = _line(text, "turned:")
    turned = turned_line.split(":")[1].strip()
    dealer_line = next(line for line in text.splitlines()
                       if line.endswith(turned) and line.split(":")[0].endswith(key[:-1]))
    other = dealer_line.split(":")[1].split()[0]
    error = _refused(text.replace(turned_line, f"turned: {other}"))
    assert (error.line, error.code) == (_number(text, "turned:"), "turned_not_last")
    assert error.params["card"] == other


# -- what is echoed stays short ---------------------------------------------------------------

@pytest.mark.parametrize("line, code", [
    ("game: classic" + "x" * 500, "unknown_game"),
    ("dealer: " + "W" * 500, "unknown_seat"),
    ("South hand: " + "Z" * 500, "bad_card"),
    ("rule: target_score = " + "9" * 500, "bad_rule"),
    ("rule: target_score = " + "x" * 500, "bad_rule"),
    ("rule: target_score = \"" + "x" * 500 + "\"", "bad_rule"),
    ("rule: " + "y" * 500 + " = 3", "bad_rule"),
    ("south " + "s" * 500 + ": 7C", "unknown_key"),
])
def test_a_long_value_is_echoed_by_its_start_only(line, code):
    base = write_deal(new_deal(find_variant("classic"), 3, seed=12)).splitlines()
    if line.startswith(("game:", "dealer:", "South hand:")):
        key = line.split(":")[0]
        text = "\n".join(line if old.startswith(key + ":") else old for old in base)
    else:
        text = "\n".join(base[:3] + [line] + base[3:])
    error = _refused(text)
    assert error.code == code
    assert len(error.message) < 240, error.message  # the known games listed take 130
    assert "…" in error.message
    assert all(len(str(v)) <= 41 for k, v in error.params.items() if k in ("word", "game", "key", "rule", "move"))
    assert len(str(error.params.get("reason", ""))) < 200


# -- the tool says it in words -------------------------------------------------------------------

ILLEGAL = """belote-deal 1
game: classic
dealer: West
South hand: 10H KC 8D 9C QC
South after auction: AD 9S 7C
East hand: JH 7S KH 9H 8S
East after auction: JD JC 10D
North hand: 10S 8C 9D AH 8H
North after auction: QS 7H QH
West hand: JS 10C QD AC KD
West after auction: 7D KS
turned: AS
auction:
South: pass
East: pass
North: pass
West: take S
play:
South: AD
East: JH
"""


def test_check_words_an_illegal_move_as_the_window_does(tmp_path, capsys):
    path = tmp_path / "illegal.deal"
    path.write_text(ILLEGAL)
    assert tool.main(["check", str(path)]) == 2
    err = capsys.readouterr().err
    assert "line 20:" in err
    assert "must_follow_suit" not in err and "led_suit" not in err
    assert "East cannot make the move “play JH” here." in err
    assert "follow" in err  # "You must follow diamonds: …"


def test_check_echoes_a_long_value_by_its_start(tmp_path, capsys):
    path = tmp_path / "long.deal"
    path.write_text("belote-deal 1\ngame: " + "x" * 5000 + "\ndealer: West\nseed: 1\n")
    assert tool.main(["check", str(path)]) == 2
    err = capsys.readouterr().err
    assert "line 2:" in err and "x" * 41 not in err and "…" in err
