"""Which set of declarations a bot declares, where it may choose (``engine.declarations.declaration_choices``: a
card in a carré and in a sequence, and a card counts once). Pure Python.

The bot scores each set against the declarations already announced (the seats before it in the first trick) with
the game's own comparison (``score_melds``: best team only, per kind, both teams...), and declares the set that
brings its side most over the others; where that is equal (nothing announced yet, or every set wins alike), the set
worth more, then the usual one (the engine's order: total value, then the best declaration)."""

from __future__ import annotations

from ...engine import DECLARE, Action, Declare, PlayerView
from ...engine.declarations import Meld, MeldScore, chosen_melds, score_melds


def _eldest_order(view: PlayerView) -> list[int]:
    players = view.rules.players
    return [(view.dealer + step) % players for step in range(1, players + 1)]


def against_announced(view: PlayerView, action: Declare) -> tuple[tuple[Meld, ...], MeldScore]:
    """The declarations ``action`` makes, and the game's comparison (``score_melds``) of them with the declarations
    already announced: which score, for which side (the declare panel says it in words)."""
    rules = view.rules
    strain = view.contract.strain if view.contract is not None else None
    trump = view.contract.trump if view.contract is not None else None
    cards = view.playable_mask if rules.declare_table_cards else view.hand_mask
    melds = chosen_melds(cards, trump, rules.meld_rules.table_for(strain), action.carres)
    declared = {a.seat: a.melds for a in view.announcements if a.kind == "declare" and a.melds and a.seat != view.seat}
    declared[view.seat] = melds
    return melds, score_melds(declared, _eldest_order(view), trump, rules.team_of, rules.team_count, rules.meld_rules)


def declaration_value(view: PlayerView, action: Declare) -> tuple[int, int]:
    """(the points the set brings the bot's side over the others against what was announced, its total value)."""
    melds, score = against_announced(view, action)
    points = score.points
    team = view.rules.team_of(view.seat)
    return 2 * points[team] - sum(points), sum(m.points for m in melds)


def choose_declaration(view: PlayerView) -> Action:
    """The declaration a bot makes where ``view`` offers one (``DECLARE`` in its legal actions)."""
    options = [a for a in view.legal_actions if isinstance(a, Declare)]
    if len(options) <= 1:
        return DECLARE
    best = max(range(len(options)), key=lambda i: (declaration_value(view, options[i]), -i))
    return options[best]
