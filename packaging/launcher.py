"""Entry script of the PyInstaller bundle."""

import sys

from belote_desktop.__main__ import main

sys.exit(main())
