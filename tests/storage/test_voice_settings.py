"""The voice's settings (issue 71): the program's own voice, the table waiting for the voice, the speech rate."""

from __future__ import annotations

import pytest

from belote_desktop.storage.settings import Settings, settings_from_dict


def test_the_voice_settings_default_to_automatic_at_orcas_rate():
    s = Settings()
    assert (s.own_voice, s.wait_for_voice, s.speech_rate) == ("auto", "auto", 175)


def test_the_voice_settings_are_kept():
    data = dict(Settings().to_dict(), own_voice="always", wait_for_voice="off", speech_rate=300)
    s, reset = settings_from_dict(data)
    assert (s.own_voice, s.wait_for_voice, s.speech_rate, reset) == ("always", "off", 300, [])


def test_an_older_file_without_them_is_not_told_reset():
    data = Settings().to_dict()
    for key in ("own_voice", "wait_for_voice", "speech_rate"):
        del data[key]
    s, reset = settings_from_dict(data)
    assert reset == [] and s.own_voice == "auto"


@pytest.mark.parametrize("field, value", [
    ("own_voice", "yes"), ("own_voice", True), ("wait_for_voice", "always"), ("speech_rate", 79),
    ("speech_rate", 451), ("speech_rate", 175.5), ("speech_rate", True), ("speech_rate", "175"),
])
def test_a_bad_voice_value_falls_back_and_is_named(field, value):
    s, reset = settings_from_dict(dict(Settings().to_dict(), **{field: value}))
    assert getattr(s, field) == getattr(Settings(), field) and reset == [field]
