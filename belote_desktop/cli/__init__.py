"""The player's commands: what ships with the program and runs from a command line.

- ``main``: ``belote-desktop`` (``python -m belote_desktop``): its arguments, then the window (or a screenshot);
- ``review``: ``python -m belote_desktop.cli.review``, the judge of a deal file's choices;
- ``deal_file``: ``python -m belote_desktop.cli.deal_file``, write, check and convert deal files;

as README's "Command line" tells them. The developer tools (benches, arenas, fuzzers, the player robot) live
outside the package, in the repository's top-level ``tools/``, and do not ship."""
