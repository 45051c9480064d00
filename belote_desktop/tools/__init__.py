"""The player's commands, run with ``python -m``: ``review`` (the judge of a deal file's choices) and ``deal_file``
(write, check and convert deal files), as README's "Command line" tells them. The developer tools (benches,
arenas, fuzzers, the player robot) live outside the package, in the repository's top-level ``tools/``."""
