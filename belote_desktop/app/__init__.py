"""What the program does; ui/ is how it shows it (issue 72).

The application layer between the window and the rooms below it (engine, ai, learn, storage, net): the table the
window drives, local or on the network, through one interface (``table.Table``: ``local_table.LocalTable``,
``network_table.NetworkTable``); who sits at its seats (``seats.SeatModel``, the one spelling of the levels); the
computer players' turns (``turns``) and their thinking off the GUI thread (``bots``); Suggest and the review's
workers (``suggestion``); the window's use cases: the games kept on disk (``game_files``, ``game_saves``,
``game_record``, ``aside``), the tutorial's and a practice deal's runs (``tutorial``, ``practice``), the deal
editor's model and the words of deals and deal codes, the network table's return and words (``net_return``,
``net_words``). QtCore at most, for signals, timers and the thread pool: no widget, no QtGui (tests/test_layers.py).
"""
