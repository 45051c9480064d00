"""The application: what the program does, below the window (QtCore at most; no QtGui or QtWidgets)."""
