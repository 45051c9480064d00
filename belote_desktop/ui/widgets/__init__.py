"""Widgets: main window, panels over the table, dialogs."""
