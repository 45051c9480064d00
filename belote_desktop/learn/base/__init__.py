"""The bottom floor of learn: the types a family of games writes its teaching with, which import nothing of learn
above this package (``tests/test_import_circles.py``).

- ``terms.py``: the games' own terms (``Term``, ``term``) and ``Word``, a game's word for a word of the family;
- ``records.py``: the record a family builds (``GameTeaching`` and its parts: ``GameText``, ``GamePage``,
  ``GameFacts``, ``MeldTableText``, ``DialTexts``, ``GlossaryTerm``) and the record of an auction kind
  (``KindTeaching``);
- ``lessons.py``: what a guided deal is written with (``TutorialSpec``, ``Step``, ``StepKind``).

The families (``learn/games/``) and the kinds (``learn/kinds/``) are the top floor: they import these and the
shared modules, and their lists hand the records to ``learn/teaching.py``, which the shared modules ask.
"""
