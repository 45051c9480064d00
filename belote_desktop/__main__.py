"""``python -m belote_desktop``: the game (``belote-desktop``); the player's commands are in ``cli/``."""

import sys

from belote_desktop.cli.main import main

if __name__ == "__main__":
    sys.exit(main())
