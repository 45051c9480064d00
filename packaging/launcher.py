"""Entry script of the PyInstaller bundle."""

import multiprocessing
import sys

if __name__ == "__main__":
    # The bots' worker processes use the "spawn" start method: in a frozen app each child starts
    # this executable again, and freeze_support() turns that start into a worker, not a second game.
    multiprocessing.freeze_support()

    from belote_desktop.cli.main import main

    sys.exit(main())
