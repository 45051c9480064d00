"""belote_desktop: play the Belote family of card games offline against computer opponents."""

__version__ = "0.1.0"

APP_ID = "belote-desktop"
APP_NAME = "Belote Desktop"
ORG_DOMAIN = "belote-desktop.invalid"
