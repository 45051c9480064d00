"""A fourteenth game, made up, added the way a real one is: its modules in this folder are the files it
would have in belote_desktop (``PRODUCTION``), loaded into the live registries, and nothing else is
touched. It plays (a whole match of bots at two levels, every move legal), renders (picked in the New Game
dialog of the main window, its table drawn), explains (its rules book, meld names and announcements in its
own words) and saves (saved, loaded and replayed equal)."""

from __future__ import annotations

import ast
import importlib
import random
import sys
from pathlib import Path

import pytest

from belote_desktop.engine import Phase, declarations, new_match, record, replay
from belote_desktop.engine.invariants import violations

HERE = Path(__file__).parent
# Each module of the game -> the file it is in the app. A new game writes these two files and adds one line
# to each of the two lists below them; its strings then go through the translation tools like any other.
PRODUCTION = {
    "engine_lighthouse.py": "belote_desktop/engine/games/lighthouse.py",  # its preset and its meld table
    "learn_lighthouse.py": "belote_desktop/learn/games/lighthouse/__init__.py",  # its record: names, words, pages…
}
ONE_LINE_EDITS = {
    "belote_desktop/engine/games/__init__.py": "the preset joins PRESETS",  # the fixture: VARIANTS[id] = preset
    "belote_desktop/learn/games/__init__.py": "its record joins FAMILIES",  # the fixture: FAMILIES + (TEACHING,)
}


def _registries():
    """Every module-level dict and list of the modules a game registers into (whatever their names); learn's
    one registry (``learn.teaching``: the families' records) is filled from ``learn.games.FAMILIES``."""
    from belote_desktop.engine import rules

    found = []
    for module in (rules, declarations):
        found += [value for name, value in vars(module).items()
                  if isinstance(value, (dict, list)) and not name.startswith("__")]
    return found


@pytest.fixture(scope="module")
def lighthouse():
    """The game loaded as the app would load it; afterwards every registry is as it was."""
    from belote_desktop.engine.rules import VARIANTS
    from belote_desktop.learn import games, teaching

    kept = [(registry, registry.copy()) for registry in _registries()]
    families = games.FAMILIES
    try:
        engine = importlib.import_module("tests.fourteenth_game.engine_lighthouse")
        VARIANTS[engine.LIGHTHOUSE.id] = engine.LIGHTHOUSE
        games.FAMILIES = families + (importlib.import_module("tests.fourteenth_game.learn_lighthouse").TEACHING,)
        teaching.register_families(games.FAMILIES)
        yield engine.LIGHTHOUSE
    finally:
        games.FAMILIES = families
        teaching.register_families(families)
        for registry, before in kept:
            registry.clear()
            registry.extend(before) if isinstance(registry, list) else registry.update(before)
        for name in ("tests.fourteenth_game.engine_lighthouse", "tests.fourteenth_game.learn_lighthouse"):
            sys.modules.pop(name, None)


def test_the_game_is_a_few_files_and_every_registry_is_complete_with_it(lighthouse):
    from belote_desktop.engine.auctions import AUCTIONS
    from belote_desktop.ai.bidding.auction import AI_BIDDERS
    from belote_desktop.learn import teaching, tutorial, vocabulary
    from tests.learn.test_game_registries import registries_complete

    modules = {p.name for p in HERE.glob("*.py") if p.name != "__init__.py" and not p.name.startswith("test_")}
    assert modules == set(PRODUCTION)
    assert len(set(PRODUCTION.values()) | set(ONE_LINE_EDITS)) <= 6
    for name in modules:  # written against the app only: they could be dropped into the package as they are
        tree = ast.parse((HERE / name).read_text(encoding="utf-8"))
        imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
        assert all(m == "__future__" or m.startswith(("belote_desktop", "PySide6")) for m in imported), name
    assert registries_complete() == []
    own = teaching.game_text(lighthouse)  # one record: every shared reader finds the game through it
    assert own is not None and teaching.teaching_for(lighthouse).family == "lighthouse"
    assert vocabulary.variant_name(lighthouse) == "Lighthouse Belote" and vocabulary.king_queen_name(lighthouse) == "Beacon"
    assert own.page is not None and tutorial.family_of(lighthouse) == "turned_card"
    assert teaching.meld_table_text("lighthouse").namer is not None
    assert lighthouse.trump_scheme in AUCTIONS and lighthouse.trump_scheme in AI_BIDDERS  # a kind it reuses
    assert lighthouse.meld_rules.table_for(None).sequences[0][2] == 30  # its own table, compiled by the engine


def _play_match(rules, seed):
    """A whole match, seats 0 and 2 intermediate, 1 and 3 beginners; every move checked legal."""
    from belote_desktop.ai import Level, choose_action

    match = new_match(rules, seed=seed)
    rng = random.Random(seed)
    declared = []
    while not match.is_terminal():
        assert len(match.finished) < 30, "the match does not end"
        seat = match.current_player()
        level = Level.INTERMEDIATE if seat % 2 == 0 else Level.BEGINNER
        action = choose_action(match.view_for(seat), level, rng)
        assert action in match.legal_actions(), (seat, action)
        deal = match.deal
        match = match.apply(action)
        if match.deal is deal or match.deal.phase is not Phase.BIDDING:
            assert violations(match.deal) == []
        declared += [a for a in match.deal.announcements if a.kind == "declare" and a not in declared]
    return match, declared


def test_it_plays_whole_matches_with_its_own_meld_table(lighthouse):
    own_values = {30, 60, 120, 80, 250}  # values the French table does not have
    seen = set()
    for seed in (3, 4):
        match, declared = _play_match(lighthouse, seed)
        assert match.over and max(match.scores) >= lighthouse.target_score
        seen |= {m.points for a in declared for m in a.melds}
    assert seen & own_values, seen


def test_it_saves_loads_and_replays_equal(lighthouse):
    from belote_desktop.storage.saves import load_save, save_named
    from tests.random_play import play

    for count in (0, 30, 10_000):
        game = play(new_match(lighthouse, seed=11), count, seed=count)
        loaded = load_save(save_named("lighthouse", game)).state
        assert loaded == game and loaded.rules == lighthouse
        assert replay(record(game)) == game
        if not game.is_terminal():
            assert loaded.legal_actions() == game.legal_actions()


def test_it_explains_itself_in_its_own_words(lighthouse):
    from belote_desktop.learn import glossary_html, rules_html
    from belote_desktop.learn.explain import explain_announcement, meld_word
    from belote_desktop.learn.rules_window import RulesWindow
    from belote_desktop.learn.tutorial import Tutorial, replay_lessons
    from belote_desktop.learn import table_words as text

    page = rules_html(lighthouse)
    assert "Lighthouse Belote" in page and "made up" in page  # its title and its own choices
    assert "a flash, four a beam" in page and "the keepers" in page  # its meld table's own paragraph
    declarations_part = page[page.index('name="declarations"'):page.index('name="belote"')]
    assert "250" in declarations_part and "30" in declarations_part  # its meld table's values
    assert "the beacon" in page  # its aim, in its words
    assert "Beacon" in glossary_html()
    window = RulesWindow(lighthouse)  # its page is a chapter of the rules window, shown first
    chapters = [window.pages.item(i).text() for i in range(window.pages.count())]
    assert "Lighthouse Belote" in chapters and "Lighthouse Belote" in window.browser.toHtml()
    window.close()
    tutorial = Tutorial.for_rules(lighthouse)  # the guided deal its module chose
    assert tutorial.family == "turned_card" and replay_lessons(tutorial).finished
    # a deal with a king+queen and a signal: the log and the table say them in its words
    for seed in range(40):
        match = new_match(lighthouse, seed=seed)
        rng = random.Random(seed)
        while not match.deal.is_terminal():
            match = match.apply(rng.choice(match.legal_actions()))
        anns = match.deal.announcements
        belote = [a for a in anns if a.kind in ("belote", "rebelote")]
        melds = [m for a in anns if a.kind == "declare" for m in a.melds]
        if belote and melds:
            break
    else:
        pytest.fail("no deal with a beacon and a signal")
    assert "Beacon" in explain_announcement(belote[-1], match.deal)
    assert "Beacon" in text.announcement_text(belote[-1].kind, (), lighthouse)
    assert meld_word(melds[0], lighthouse).split()[0] in {"Flash", "Beam", "Sweep", "Keepers", "Tower"}
    assert text.meld_text(melds[0], lighthouse).split()[0] in {"Flash", "Beam", "Sweep", "Keepers", "Tower"}


@pytest.mark.slow
def test_it_is_picked_in_the_new_game_dialog_and_drawn(lighthouse, qtbot, monkeypatch, tmp_path):
    from PySide6.QtGui import QColor

    from belote_desktop.storage.settings import Settings
    from belote_desktop.ui.table.card_item import CardItem
    from belote_desktop.ui.dialogs import new_game
    from belote_desktop.ui.window.main_window import MainWindow
    from belote_desktop.ui.dialogs.welcome import WelcomeDialog

    settings = Settings()
    settings.animation_speed, settings.bot_pause_ms = "instant", 0
    window = MainWindow(interactive=False, settings=settings)
    qtbot.addWidget(window)
    window.resize(1100, 720)
    window.show()
    listed = []

    def pick(dialog):  # the player picks the game in the list, as with the mouse
        row = dialog.model.row_of(lighthouse.id)
        listed.append(dialog.model.index(row, 0).data())
        dialog.list.setCurrentIndex(dialog.model.index(row, 0))
        return new_game.NewGameDialog.DialogCode.Accepted

    monkeypatch.setattr(new_game.NewGameDialog, "exec", pick)
    welcome = WelcomeDialog(lighthouse.id)  # the first start's choice of game offers it too
    qtbot.addWidget(welcome)
    assert welcome.variant.currentText() == "Lighthouse Belote"
    try:
        window.new_game_dialog()
        assert listed == ["Lighthouse Belote"]
        c = window.controller
        assert c.match is not None and c.match.rules == lighthouse
        c.auto_bots = False
        for _ in range(60):  # to the first trick
            if c.match.deal.phase is Phase.PLAY:
                break
            c.play_bot_move_now()
        qtbot.wait(50)
        cards = [item for item in window.scene.items() if isinstance(item, CardItem) and item.isVisible()]
        assert len(cards) >= len(c.view().hand) > 0
        image = window.grab().toImage()
        image.save(str(tmp_path / "lighthouse.png"))
        colours = {QColor(image.pixel(x, y)).name() for x in range(0, image.width(), 16)
                   for y in range(0, image.height(), 16)}
        assert len(colours) > 20  # felt, cards, faces, text: not a blank window
    finally:
        window.controller.auto_bots = False
        window.controller.cancel_bot()
        window.controller.wait_for_bots()
        window.close()
