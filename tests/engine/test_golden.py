"""The seeded golden playthroughs still come out exactly as recorded."""

import pytest

from belote_desktop.engine import VARIANTS
from tools.golden import GOLDEN_DIR, playthrough


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_golden_playthrough(variant):
    expected = (GOLDEN_DIR / f"{variant}.txt").read_text(encoding="utf-8")
    assert playthrough(variant) == expected, "regenerate with python -m tools.golden --write"
