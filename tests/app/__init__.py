"""The tests of belote_desktop/app/: the application layer without a widget or a screen (QCoreApplication at most)."""
