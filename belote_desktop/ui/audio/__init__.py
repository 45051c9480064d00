"""What the player hears: the five sounds, the screen reader's channel and the program's own voice."""
