"""A network table's words (``app/net_words``): the refusals of a seat, and of a request to sit down mid-match, in
the player's words."""

from __future__ import annotations

import pytest

from belote_desktop.app.net_words import refusal_words
from belote_desktop.net.asking import ASKED_AGAIN, ASKED_TOO_OFTEN, NOT_THIS_MATCH
from belote_desktop.net.host import NOT_LET_IN, SEAT_ELSEWHERE


def test_the_refusals_of_a_seat_in_words():
    assert "looks like it" in refusal_words("name_taken", "Ana is a player of this table")
    assert "same computer" in refusal_words("name_taken", "Ana is a player of this table")
    assert "another window" in refusal_words("name_taken", SEAT_ELSEWHERE)


@pytest.mark.parametrize("detail, start", [  # issue 70: the answers to a request to sit down mid-match
    (NOT_THIS_MATCH, "The host does not let you sit down during this match"),
    (ASKED_TOO_OFTEN, "You asked the host too often"),
    (ASKED_AGAIN, "You asked for this seat again from another window"),
])
def test_each_refusal_of_a_request_reads_in_the_players_words(detail, start):
    words = refusal_words("table_full", detail)
    assert words.startswith(start) and detail not in words


def test_refused_after_asking_reads_well():
    words = refusal_words("table_full", NOT_LET_IN)
    assert words.startswith("The host did not let you sit down") and NOT_LET_IN not in words
    assert refusal_words("table_full", "4 of 4 seats taken").startswith("There is no seat for you")
    assert refusal_words("removed", "").startswith("The host removed you from this table.")
