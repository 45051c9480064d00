"""Deal codes: a deal's cards, dealer, game and rule options in a short text friends can type (docs/deal-format.md,
"Deal codes"). Pure Python, no Qt.

A code is Crockford base-32 (digits and capitals without I, L, O, U; read case-blind, ``O`` as ``0``, ``I`` and ``L``
as ``1``), written in groups of five joined by ``-``:

    G K BODY [OPTIONS] C C

- ``G``: the game (its index in ``GAMES``, a frozen list: a new game is added at its end, codes stay valid);
- ``K``: what follows: bit 0 = the deck is packed (else a seed), bit 1 = rule options follow;
- ``BODY``: a fixed number of characters for the game and kind: the dealer and either the seed (an ``int`` from 0 to
  2**32 - 1 whose ``shuffled_deck`` is the deck) or the deck's order (its rank among the n! orders of the deck);
- ``OPTIONS`` (only when the rules differ from the preset): a length character (31: two more give the length), then
  the changed options, each as its index in ``OPTIONS`` and its value;
- ``C C``: the check, sum of (position + 1) * value over every character before it, mod 1021: any one wrong
  character and any two neighbours swapped are caught.

>>> from belote_desktop.engine import find_variant, shuffled_deck
>>> rules = find_variant("classic")
>>> code = encode(rules, 1, shuffled_deck(rules, 7), seed=7)
>>> code
'00400-00072-B'
>>> decoded = decode(code)
>>> decoded.rules == rules, decoded.dealer, decoded.seed, decoded.deck == shuffled_deck(rules, 7)
(True, 1, 7, True)
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from ..engine import CARDS, Card, Ruleset
from ..engine.cards import deck_cards
from ..engine.rules import PRESET_NUMBERS, VARIANTS
from ..engine.state import shuffled_deck

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_VALUE = {ch: i for i, ch in enumerate(ALPHABET)} | {"O": 0, "I": 1, "L": 1}
_SEPARATORS = " -_.\t"
CHECK_MODULUS = 1021  # a prime below 32 * 32: two check characters
GROUP = 5
SEED_LIMIT = 2**32

# The games by their number in a code (the engine's frozen PRESET_NUMBERS: a new game takes the next number).
GAMES: tuple[str, ...] = tuple(sorted(PRESET_NUMBERS, key=PRESET_NUMBERS.__getitem__))

# The rule options by their index in a code: frozen, a new option goes at the end.
OPTIONS: tuple[str, ...] = (
    'name', 'description', 'deck', 'players', 'partnerships', 'direction', 'first_packets', 'turn_card',
    'second_packets', 'shuffle_every_deal', 'turned_from', 'turned_keeper', 'kitty_packets', 'table_down_packets',
    'table_up_packets', 'unused_cards', 'first_receiver', 'table_turn_up', 'same_dealer_redeals', 'trump_scheme',
    'allow_no_trumps', 'allow_all_trumps', 'allow_double', 'allow_redouble', 'pass_is_final', 'first_lead',
    'trump_must_be_held', 'min_bid', 'max_bid', 'bid_step', 'allow_capot_bid', 'contract_bids_after_double',
    'allow_match_call', 'dealer_must_call', 'must_trump', 'must_overtrump', 'partner_exempts',
    'partner_exempts_trump_lead', 'must_raise_in_trump_lead', 'all_trumps_raise_every_suit', 'must_undertrump',
    'must_trump_only_if_opponent_trumped', 'locked_lead_when_doubled', 'locked_lead_at_triple', 'declarations',
    'meld_table', 'meld_sharing', 'meld_tie', 'meld_reuse_cards', 'sequence_length_first', 'no_trumps_melds',
    'melds_shown_at_second_trick', 'declare_table_cards', 'twenty_over_fifty', 'long_run_splits',
    'run_over_four_of_a_kind', 'belote_points', 'belote_king_first', 'belote_in_all_trumps',
    'belote_counts_for_contract', 'belote_void_in_meld', 'belote_only_lead_ruff_or_partner',
    'belote_may_stay_quiet', 'last_trick_bonus', 'capot_bonus', 'tie_rule', 'failed_outcome',
    'failed_takers_keep_belote', 'declarations_need_a_trick', 'no_trick_melds_to_nobody', 'redouble_multiplier',
    'no_trumps_multiplier', 'doubled_winner_takes_all', 'kirtik_points', 'failed_share', 'failed_contract_base',
    'failed_contract_adds_bid', 'capot_bid_value', 'capot_bid_failed', 'uncalled_capot_points',
    'coinche_multiplies', 'contract_floor', 'point_contract_score', 'melds_count_for_contract',
    'tie_hanging_points', 'hanging_includes_belote', 'tie_defenders_take_all', 'hanging_waits_for_a_win',
    'doubled_tie_hangs_all', 'kaboot_sun', 'kaboot_hokum', 'kaboot_ace_doubles', 'match_points', 'fifteen_rule',
    'valat_match_points', 'mp_limit_suit', 'mp_limit_no_trumps', 'mp_limit_all_trumps', 'mp_both_at_limit',
    'mp_tie_at_limit_up', 'target_score', 'target_rule', 'match_end', 'no_end_on_valat',
)

_KIND_DECK = 1
_KIND_OPTIONS = 2


class DealCodeError(ValueError):
    """A code that cannot be read. ``reason`` is a code the window words (``REASONS``); ``params`` fill its text."""

    def __init__(self, reason: str, **params: Any) -> None:
        super().__init__(f"{reason} {params}" if params else reason)
        self.reason = reason
        self.params = params


REASONS = (
    "empty",  # nothing typed
    "bad_character",  # params: character
    "unknown_game",  # a game this version does not know (a later version's code, or a typo)
    "unknown_kind",  # a later version's code, or a typo
    "wrong_length",  # params: expected, actual (characters, without the dashes)
    "bad_check",  # a character is wrong or two are swapped
    "bad_options",  # the options do not make a game this version can play
    "bad_deck",  # no deck has this number
)


@dataclass(frozen=True)
class DecodedDeal:
    rules: Ruleset
    dealer: int
    deck: tuple[Card, ...]
    seed: int | None  # the seed the deck was shuffled from, when the code holds one


# -- numbers in base 32 ------------------------------------------------------------------------------------------
def _digits(number: int, length: int) -> list[int]:
    out = []
    for _ in range(length):
        number, d = divmod(number, 32)
        out.append(d)
    if number:
        raise OverflowError
    return out[::-1]


def _number(digits: Sequence[int]) -> int:
    n = 0
    for d in digits:
        n = n * 32 + d
    return n


def _chars_for(limit: int) -> int:
    """Characters needed to write every number below ``limit``."""
    length = 0
    while 32**length < limit:
        length += 1
    return length


# -- the deck ---------------------------------------------------------------------------------------------------
def _deck_rank(rules: Ruleset, deck: Sequence[Card]) -> int:
    """The deck's order as its rank among the orders of the rules' deck (Lehmer code)."""
    base = [c.index for c in deck_cards(rules.deck)]
    indices = [c.index for c in deck]
    if sorted(indices) != sorted(base):
        raise ValueError("the deck does not hold the game's cards")
    remaining = sorted(base)
    rank = 0
    for index in indices:
        position = remaining.index(index)
        rank = rank * len(remaining) + position
        remaining.pop(position)
    return rank


def _deck_of_rank(rules: Ruleset, rank: int) -> tuple[Card, ...]:
    remaining = sorted(c.index for c in deck_cards(rules.deck))
    n = len(remaining)
    positions = []
    for size in range(1, n + 1):  # the last card's position first
        rank, position = divmod(rank, size)
        positions.append(position)
    positions.reverse()
    return tuple(CARDS[remaining.pop(p)] for p in positions)


def _body_radixes(rules: Ruleset, packed: bool) -> list[int]:
    return [rules.players, math.factorial(len(deck_cards(rules.deck))) if packed else SEED_LIMIT]


# -- the options ------------------------------------------------------------------------------------------------
# The changed options are a string of bits behind a leading 1 (so the reader finds where they start).
class _Bits:
    def __init__(self, bits: str = "") -> None:
        self.bits = bits
        self.at = 0

    def put(self, value: int, width: int) -> None:
        assert 0 <= value < 1 << width, (value, width)
        self.bits += format(value, f"0{width}b") if width else ""

    def take(self, width: int) -> int:
        if self.at + width > len(self.bits):
            raise DealCodeError("bad_options")
        chunk = self.bits[self.at:self.at + width]
        self.at += width
        return int(chunk, 2) if chunk else 0

    def put_int(self, value: int) -> None:
        z = value * 2 if value >= 0 else -value * 2 - 1  # zigzag: small numbers of either sign stay short
        nibbles = max(1, (z.bit_length() + 3) // 4)
        if nibbles > 8:
            raise ValueError(f"option value too large for a code: {value}")
        self.put(nibbles - 1, 3)
        self.put(z, 4 * nibbles)

    def take_int(self) -> int:
        z = self.take(4 * (self.take(3) + 1))
        return z // 2 if z % 2 == 0 else -(z + 1) // 2


def _width(count: int) -> int:
    return max(1, (count - 1).bit_length())


def _put_value(b: _Bits, current: Any, value: Any) -> None:
    if isinstance(current, bool):
        b.put(int(value), 1)
    elif isinstance(current, Enum):
        members = list(type(current))
        b.put(members.index(value), _width(len(members)))
    elif isinstance(current, int):
        b.put_int(value)
    elif isinstance(current, tuple):
        b.put(len(value), 5)
        for x in value:
            b.put_int(x)
    elif isinstance(current, str):
        data = str(value).encode("utf-8")[:255]
        b.put(len(data), 8)
        for byte in data:
            b.put(byte, 8)
    else:  # pragma: no cover - a new kind of dial needs its own writing
        raise TypeError(f"no code for a {type(current).__name__} option")


def _take_value(b: _Bits, current: Any) -> Any:
    if isinstance(current, bool):
        return bool(b.take(1))
    if isinstance(current, Enum):
        members = list(type(current))
        index = b.take(_width(len(members)))
        if index >= len(members):
            raise DealCodeError("bad_options")
        return members[index]
    if isinstance(current, int):
        return b.take_int()
    if isinstance(current, tuple):
        return tuple(b.take_int() for _ in range(b.take(5)))
    data = bytes(b.take(8) for _ in range(b.take(8)))
    return data.decode("utf-8", errors="replace")


def _options_number(rules: Ruleset, preset: Ruleset) -> int | None:
    """The options that differ from the preset as a number (a leading 1, then their bits); None when none differ."""
    changed = [name for name in OPTIONS if getattr(rules, name) != getattr(preset, name)]
    if not changed:
        return None
    b = _Bits("1")
    b.put(len(changed), 7)
    for name in changed:
        b.put(OPTIONS.index(name), 7)
        _put_value(b, getattr(preset, name), getattr(rules, name))
    return int(b.bits, 2)


def _read_options(preset: Ruleset, number: int) -> Ruleset:
    if number < 2:
        raise DealCodeError("bad_options")
    b = _Bits(bin(number)[3:])
    changes: dict[str, Any] = {}
    try:
        for _ in range(b.take(7)):
            index = b.take(7)
            if index >= len(OPTIONS) or OPTIONS[index] in changes:
                raise DealCodeError("bad_options")
            name = OPTIONS[index]
            changes[name] = _take_value(b, getattr(preset, name))
        if b.at != len(b.bits) or not changes:
            raise DealCodeError("bad_options")
        rules = dataclasses.replace(preset, **changes)
        rules.validate()
    except DealCodeError:
        raise
    except (ValueError, TypeError, KeyError, IndexError) as exc:
        raise DealCodeError("bad_options") from exc
    return rules


# -- the code -----------------------------------------------------------------------------------------------------
def _check(values: Sequence[int]) -> int:
    return sum((i + 1) * v for i, v in enumerate(values)) % CHECK_MODULUS


def _format(values: Sequence[int]) -> str:
    chars = "".join(ALPHABET[v] for v in values)
    return "-".join(chars[i:i + GROUP] for i in range(0, len(chars), GROUP))


def _seed_shuffles(rules: Ruleset, seed: int | str | None, deck: tuple[Card, ...]) -> bool:
    """Whether ``seed`` is a whole number below SEED_LIMIT whose shuffle is ``deck``."""
    return (isinstance(seed, int) and not isinstance(seed, bool) and 0 <= seed < SEED_LIMIT
            and shuffled_deck(rules, seed) == deck)


def _options_values(options: int) -> list[int]:
    """The options' number in a code: its length (31 then two characters when longer than 30), its digits."""
    length = _chars_for(options + 1)
    return ([length] if length < 31 else [31] + _digits(length, 2)) + _digits(options, length)


def encode(rules: Ruleset, dealer: int, deck: Sequence[Card], seed: int | str | None = None) -> str:
    """The code of the deal ``deck`` dealt by ``dealer`` under ``rules``. ``seed``: the seed the deck was
    shuffled from, if any: a whole number below 2**32 whose shuffle is ``deck`` makes a shorter code."""
    if rules.id not in GAMES or rules.id not in VARIANTS:
        raise ValueError(f"no code for the game {rules.id!r}")
    if not 0 <= dealer < rules.players:
        raise ValueError(f"no seat {dealer}")
    deck = tuple(deck)
    packed = not _seed_shuffles(rules, seed, deck)
    options = _options_number(rules, VARIANTS[rules.id])
    kind = (_KIND_DECK if packed else 0) | (_KIND_OPTIONS if options is not None else 0)
    values = [GAMES.index(rules.id), kind]
    if options is not None:  # before the body: the options say how many seats and cards the body counts
        values += _options_values(options)
    radixes = _body_radixes(rules, packed)
    body = dealer * radixes[1] + (_deck_rank(rules, deck) if packed else int(seed or 0))
    values += _digits(body, _chars_for(math.prod(radixes)))
    check = _check(values)
    return _format(values + [check // 32, check % 32])


def normalise(code: str) -> str:
    """The code's characters as written in a code (upper case, no separators); DealCodeError for a character that
    is not in one."""
    out = []
    for ch in code.strip().upper():
        if ch in _SEPARATORS:
            continue
        if ch not in _VALUE:
            raise DealCodeError("bad_character", character=ch)
        out.append(ALPHABET[_VALUE[ch]])
    if not out:
        raise DealCodeError("empty")
    return "".join(out)


def _game_and_kind(values: list[int]) -> tuple[Ruleset, int]:
    """A code's game (its preset) and kind, its first two characters."""
    if len(values) < 2:
        raise DealCodeError("wrong_length", expected=None, actual=len(values))
    if values[0] >= len(GAMES) or GAMES[values[0]] not in VARIANTS:
        raise DealCodeError("unknown_game")
    kind = values[1]
    if kind > _KIND_DECK | _KIND_OPTIONS:
        raise DealCodeError("unknown_kind")
    return VARIANTS[GAMES[values[0]]], kind


def _options_place(values: list[int], at: int) -> tuple[int, int]:
    """Where the options' characters start, and how many (their length is written at ``at``)."""
    if len(values) <= at:
        raise DealCodeError("wrong_length", expected=None, actual=len(values))
    length = values[at]
    at += 1
    if length == 31:
        length = _number(values[at:at + 2])
        at += 2
    if len(values) < at + length + 2:
        raise DealCodeError("wrong_length", expected=None, actual=len(values))
    return at, length


def _decoded_rules(preset: Ruleset, values: list[int], options: tuple[int, int]) -> Ruleset:
    """The rules of the code's options; a bad check is told before options that cannot be read."""
    try:
        return _read_options(preset, _number(values[options[0]:options[0] + options[1]]))
    except DealCodeError:
        if _check(values[:-2]) != values[-2] * 32 + values[-1]:
            raise DealCodeError("bad_check") from None
        raise


def decode(code: str) -> DecodedDeal:
    """The deal a code holds; DealCodeError (with its ``reason``) for a code that cannot be read."""
    values = [_VALUE[ch] for ch in normalise(code)]
    preset, kind = _game_and_kind(values)
    packed = bool(kind & _KIND_DECK)
    at = 2
    options: tuple[int, int] | None = None  # where the options' characters start, and how many
    if kind & _KIND_OPTIONS:
        options = _options_place(values, at)
        at = options[0] + options[1]
    rules = preset
    if options is not None:  # read before the check only to know the length; a bad check is told first
        rules = _decoded_rules(preset, values, options)
    radixes = _body_radixes(rules, packed)
    body_chars = _chars_for(math.prod(radixes))
    expected = at + body_chars + 2
    if len(values) != expected:
        raise DealCodeError("wrong_length", expected=expected, actual=len(values))
    if _check(values[:-2]) != values[-2] * 32 + values[-1]:
        raise DealCodeError("bad_check")
    body = _number(values[at:at + body_chars])
    dealer, rest = divmod(body, radixes[1])
    if dealer >= rules.players:
        raise DealCodeError("bad_deck")
    if packed:
        return DecodedDeal(rules, dealer, _deck_of_rank(rules, rest), None)
    return DecodedDeal(rules, dealer, shuffled_deck(rules, rest), rest)


def deal_code(rules: Ruleset, dealer: int, deck_indices: Sequence[int], seed: int | str | None = None) -> str:
    """``encode`` for a deal's ``deck`` as the engine keeps it (card indices)."""
    return encode(rules, dealer, [CARDS[i] for i in deck_indices], seed)
