"""Each game's picture in the New Game gallery is its own: the 13 pictures are pairwise different, and the games
dealt alike (La Coinche, Contrée and Pilotta; Bidding Belote and Bulgarian Belot; Belote and Baloot) are told
apart by the chips of their auctions only (without the chips their pictures are the same)."""

from __future__ import annotations

from itertools import combinations

from belote_desktop.engine import VARIANTS
from belote_desktop.ui.dialogs.table_picture import auction_marks, table_pixmap


def _image(game: str, marks=None):
    return table_pixmap(VARIANTS[game], 200, 110, 1.0, marks).toImage()


def test_no_two_games_have_the_same_picture(qapp):
    images = {game: _image(game) for game in VARIANTS}
    assert len(images) == 13
    same = [(a, b) for a, b in combinations(images, 2) if images[a] == images[b]]
    assert same == []


def test_the_games_dealt_alike_differ_by_what_their_auctions_call(qapp):
    marks = {game: {word for row in auction_marks(rules) for word in row} for game, rules in VARIANTS.items()}
    for alike in (("coinche", "contree_ffb", "pilotta"), ("bidding_belote", "bulgarian"), ("classic", "baloot")):
        bare = [_image(game, ()) for game in alike]
        assert all(image == bare[0] for image in bare), alike  # the same table, the same deal
        for a, b in combinations(alike, 2):
            assert _image(a) != _image(b) and marks[a] != marks[b], (a, b)
    # what the chips say, read from the rules
    assert {"80", "90", "…", "160", "Capot", "NT", "AT", "×2", "×4"} <= marks["coinche"]
    assert "Capot" in marks["contree_ffb"] and not {"NT", "AT"} & marks["contree_ffb"]  # suits only
    assert "160" in marks["pilotta"] and not {"Capot", "×2"} & marks["pilotta"]  # no capot bid, no double
    assert "Match" in marks["bidding_belote"] and "Match" not in marks["bulgarian"]
    assert {"NT", "AT", "×2", "×4"} <= marks["bulgarian"]
    assert marks["baloot"] == {"Sun", "Hokum"} and marks["classic"] == set()  # the turned card is classic's mark
    assert marks["tarabish"] == set() and marks["clabber"] == set()  # the kitty, the dealer's last card
