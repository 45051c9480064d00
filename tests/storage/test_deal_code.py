"""Deal codes (storage/deal_code.py): every game round-trips with random options and decks, typos are caught, and a
deal started from a code deals the very cards of the deal it came from."""

import dataclasses
import random
from enum import Enum

import pytest

from belote_desktop.engine import CARDS, new_deal, new_match, shuffled_deck
from belote_desktop.engine.rules import FIELD_NAMES, OPTION_LIMITS, VARIANTS
from belote_desktop.storage import deal_code
from belote_desktop.engine.rules import PRESET_NUMBERS
from belote_desktop.storage.deal_code import ALPHABET, DealCodeError, decode, encode, normalise


def random_rules(preset, rng):
    """The preset with a few options changed at random, kept only when the game can be played."""
    for _ in range(50):
        changes = {}
        for name in rng.sample(deal_code.OPTIONS, rng.randint(1, 6)):
            current = getattr(preset, name)
            if isinstance(current, bool):
                changes[name] = not current
            elif isinstance(current, Enum) and not isinstance(current, int):
                changes[name] = rng.choice(list(type(current)))
            elif isinstance(current, int) and name in OPTION_LIMITS:
                low, high = OPTION_LIMITS[name]
                changes[name] = rng.randint(low, high)
            elif name == "name":
                changes[name] = rng.choice(["Friday's table", "Belote à Émile", "x"])
        try:
            rules = dataclasses.replace(preset, **changes)
            rules.validate()
        except (ValueError, TypeError):
            continue
        if rules != preset:
            return rules
    return preset


def test_every_game_and_option_has_a_place_in_the_codes():
    assert set(VARIANTS) <= set(deal_code.GAMES)
    numbers = list(PRESET_NUMBERS.values())
    assert set(PRESET_NUMBERS) == set(VARIANTS) and sorted(numbers) == list(range(len(numbers)))
    assert deal_code.GAMES[PRESET_NUMBERS["classic"]] == "classic" and deal_code.GAMES[0] == "classic"
    assert set(FIELD_NAMES) - {"id"} == set(deal_code.OPTIONS)
    assert len(deal_code.OPTIONS) == len(set(deal_code.OPTIONS)) < 128


@pytest.mark.parametrize("game", list(VARIANTS))
def test_round_trip_every_game_random_options_and_decks(game):
    preset = VARIANTS[game]
    rng = random.Random(game)
    for n in range(12):
        rules = preset if n % 3 == 0 else random_rules(preset, rng)
        deck = list(shuffled_deck(rules, rng.randrange(10**6)))
        rng.shuffle(deck)
        dealer = rng.randrange(rules.players)
        code = encode(rules, dealer, deck)
        back = decode(code)
        assert (back.rules, back.dealer, back.deck, back.seed) == (rules, dealer, tuple(deck), None)
        assert back.rules.overrides() == rules.overrides()
        assert decode(code.lower().replace("-", " ")).deck == tuple(deck)  # case and separators do not matter
        seed = rng.randrange(2**32)
        seeded = encode(rules, dealer, shuffled_deck(rules, seed), seed=seed)
        assert len(seeded.replace("-", "")) < len(code.replace("-", ""))
        back = decode(seeded)
        assert (back.rules, back.dealer, back.deck, back.seed) == (rules, dealer, shuffled_deck(rules, seed), seed)


def test_a_preset_deal_is_short_and_grouped():
    rules = VARIANTS["classic"]
    code = encode(rules, 0, shuffled_deck(rules, 5))  # the deck packed: 32! orders
    assert len(code.replace("-", "")) == 2 + 24 + 2  # 4 dealers x 32! < 32 ** 24
    assert all(len(group) <= 5 for group in code.split("-"))
    assert len(encode(rules, 0, shuffled_deck(rules, 5), seed=5).replace("-", "")) == 2 + 7 + 2
    assert encode(rules, 0, shuffled_deck(rules, 5), seed=6) == code  # a seed that is not the deck's is ignored


def test_every_single_typo_and_swap_is_caught():
    rules = random_rules(VARIANTS["coinche"], random.Random(3))
    code = normalise(encode(rules, 2, shuffled_deck(rules, 11)))
    typos = 0
    for i, ch in enumerate(code):
        for other in ALPHABET:
            if other != ch:
                typo = code[:i] + other + code[i + 1:]
                with pytest.raises(DealCodeError) as caught:
                    decode(typo)
                assert caught.value.reason in deal_code.REASONS
                typos += 1
        if i + 1 < len(code) and code[i] != code[i + 1]:
            with pytest.raises(DealCodeError):
                decode(code[:i] + code[i + 1] + code[i] + code[i + 2:])
    assert typos == len(code) * 31


def test_bad_codes_say_why():
    rules = VARIANTS["classic"]
    code = normalise(encode(rules, 1, shuffled_deck(rules, 8)))
    cases = {
        "": "empty", " - ": "empty",
        code[:-1]: "wrong_length", code + "0": "wrong_length", code[:10]: "wrong_length",
        code[:5] + ("1" if code[5] != "1" else "2") + code[6:]: "bad_check",
        code[:3] + "U" + code[4:]: "bad_character",
        "Z" + code[1:]: "unknown_game",
        code[0] + "9" + code[2:]: "unknown_kind",
    }
    for text, reason in cases.items():
        with pytest.raises(DealCodeError) as caught:
            decode(text)
        assert caught.value.reason == reason, text
    with pytest.raises(DealCodeError) as caught:
        decode(code[:3] + "u" + code[4:])
    assert caught.value.params == {"character": "U"}
    with pytest.raises(DealCodeError) as caught:
        decode(code[:-1])
    assert caught.value.params == {"expected": len(code), "actual": len(code) - 1}
    assert decode(code.replace("0", "o").replace("1", "l")).deck == decode(code).deck  # Crockford's look-alikes


@pytest.mark.parametrize("game", list(VARIANTS))
def test_a_deal_from_its_code_deals_the_same_cards(game):
    """Play a game to its third deal (decks cut from the tricks, not shuffled), take the code and deal from it."""
    rules = VARIANTS[game]
    rng = random.Random(7)
    match = new_match(rules, seed=41, first_dealer=1)
    decks = [(match.deal, 41)]
    while len(match.finished) < 2 and not match.over:
        match = match.apply(rng.choice(match.legal_actions()))
        if len(match.finished) + 1 > len(decks) and not match.over:
            decks.append((match.deal, None))
    for deal, seed in decks:
        code = deal_code.deal_code(deal.rules, deal.dealer, deal.deck, seed)
        back = decode(code)
        again = new_deal(back.rules, back.dealer, deck=back.deck)
        assert again.hands == deal.hands
        assert again.zones == deal.zones
        assert again.turned_card == deal.turned_card
        assert [CARDS[i] for i in again.deck] == [CARDS[i] for i in deal.deck]


def test_the_module_s_example_holds():
    import doctest

    assert doctest.testmod(deal_code).failed == 0
