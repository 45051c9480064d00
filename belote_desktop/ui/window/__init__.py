"""The main window's parts, each a small class given what it uses in ``__init__``; ``window/main_window.py``
makes them and wires them (docs/ui.md, "The window's parts")."""
