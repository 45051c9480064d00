"""The pictures in docs/screenshots, rendered offscreen; not shipped with the game.

Run from the repository root, e.g. ``python -m tools.screenshots.every_game docs/screenshots``
(see docs/testing.md, "Screenshots")."""
