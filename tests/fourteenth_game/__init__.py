"""A made-up fourteenth game, written as a game of the app is: each module here is the file it would be in
belote_desktop (see ``test_fourteenth_game.PRODUCTION``), and the test loads them into the live registries."""
