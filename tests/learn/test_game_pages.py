"""A game's own paragraphs are held by its family's record (learn/games/<family>/, read through
learn/game_pages.py); no module above the engine tests
which game is played by its id."""

from __future__ import annotations

import re
from pathlib import Path

import belote_desktop
from belote_desktop.engine import VARIANTS, find_variant
from belote_desktop.learn.game_pages import page_of
from belote_desktop.learn.teaching import all_games

PACKAGE = Path(belote_desktop.__file__).parent
ID_TEST = re.compile(r"""\.id\s*(==|!=|in)\s*[\(\[\{"']""")


def test_the_pages_belong_to_presets_and_custom_games_keep_them():
    pages = {game_id for game_id, own in all_games().items() if own.page is not None}
    assert pages <= set(VARIANTS) and {"clabber", "contree_ffb", "decouverte"} <= pages
    clabber = find_variant("clabber")
    custom = clabber.with_overrides({"target_score": 300})
    assert page_of(custom) is page_of(clabber) and page_of(clabber).aim is not None
    assert page_of(find_variant("classic")).aim is None and page_of(find_variant("classic")).choices(clabber) == []


def test_no_layer_above_the_engine_asks_which_game_by_its_id():
    offenders = []
    for path in PACKAGE.rglob("*.py"):
        if path.parts[-2] == "engine":
            continue  # the presets themselves
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if ID_TEST.search(line):
                offenders.append(f"{path.relative_to(PACKAGE)}:{number}: {line.strip()}")
    assert not offenders, offenders
