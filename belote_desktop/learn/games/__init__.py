"""Every game's presentation, one module a family of games: its names, the words it says instead of the
family's, its melds' names, the paragraphs of the rules book only it has, its glossary entries and the guided
deal it opens. Each module fills the shared registries (``vocabulary.GAME_NAMES``, ``GAME_WORDS``,
``MELD_WORDS``, ``game_pages.GAME_PAGES``, ``MELD_TABLE_WORDS``, ``glossary.GAME_TERMS``,
``tutorial.GAME_TUTORIALS``); the shared modules never import a game's module, only this package does
(``learn/__init__`` imports it, so the registries are full whenever anything of ``learn`` is used).

A new game is one more module here and one line below (docs/ARCHITECTURE.md, "Adding a game").
"""

from . import baloot, bulgarian, clabber, french, gallery, pilotta, tarabish  # noqa: F401
