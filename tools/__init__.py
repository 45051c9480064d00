"""Developer tools kept outside the shipped package, run from the repository root: ``python -m tools.<name>``
(benches, arenas, fuzzers, the player robot, golden files, training and data tools; ``tools/screenshots/`` makes
the pictures). Neither the wheel nor the installers hold them, and the program imports none of them
(tests/test_no_developer_tools.py)."""
