"""The dialogs and the windows opened from the menus, each with its private pieces."""
