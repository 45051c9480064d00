import pytest

from belote_desktop.engine import CARDS, Card, DeckKind, Rank, Strain, Suit, deck_cards
from belote_desktop.engine.tricks import play_context


def test_card_codes_round_trip():
    for card in CARDS:
        assert Card.parse(str(card)) is card
    assert Card.parse("10♥") is Card.of(Suit.HEARTS, Rank.TEN)
    assert Card.parse("th") is Card.of(Suit.HEARTS, Rank.TEN)


@pytest.mark.parametrize("bad", ["", "X", "1H", "JX", "10", "HH"])
def test_bad_card_codes_raise(bad):
    with pytest.raises(ValueError):
        Card.parse(bad)


@pytest.mark.parametrize(
    "kind, size, lowest", [(DeckKind.PIQUET_32, 32, Rank.SEVEN), (DeckKind.SHORT_24, 24, Rank.NINE),
                           (DeckKind.LONG_36, 36, Rank.SIX)],
)
def test_decks(kind, size, lowest):
    deck = deck_cards(kind)
    assert len(deck) == len(set(deck)) == size
    assert min(c.rank for c in deck) == lowest


@pytest.mark.parametrize(
    "strain, total", [(Strain.HEARTS, 152), (Strain.SPADES, 152), (Strain.NO_TRUMPS, 120), (Strain.ALL_TRUMPS, 248)],
)
def test_card_point_totals(strain, total):
    # with the 10 for the last trick: 162 (suit), 130 (no trumps), 258 (all trumps)
    assert play_context(DeckKind.PIQUET_32, strain).total_points == total


def test_trump_and_plain_orders():
    ctx = play_context(DeckKind.PIQUET_32, Strain.HEARTS)
    trump_order = [c for c in "7H 8H QH KH 10H AH 9H JH".split()]
    plain_order = [c for c in "7S 8S 9S JS QS KS 10S AS".split()]
    for order in (trump_order, plain_order):
        powers = [ctx.power[Card.parse(c).index] for c in order]
        assert powers == sorted(powers) and len(set(powers)) == len(powers)
    assert ctx.power[Card.parse("7H").index] > ctx.power[Card.parse("AS").index]


def test_points_tables():
    ctx = play_context(DeckKind.PIQUET_32, Strain.HEARTS)
    expected = {"JH": 20, "9H": 14, "AH": 11, "10H": 10, "KH": 4, "QH": 3, "8H": 0, "7H": 0,
                "AS": 11, "10S": 10, "KS": 4, "QS": 3, "JS": 2, "9S": 0, "8S": 0, "7S": 0}
    for code, points in expected.items():
        assert ctx.points[Card.parse(code).index] == points, code
