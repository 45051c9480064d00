"""Animator: turns (before, action, after) into animation groups on the scene.

Each animation is a list of steps; a step renames some card items (a hidden card becoming the
card it turns out to be, a pack card becoming part of a hand) and moves the items to the places
of a Snapshot. Speed 0 applies the last step at once (tests, the 'instant' setting). While an
animation runs ``busy`` is True and the scene ignores input.

The deal is not worked out here: both parts of it replay the engine's ``DealScript`` (engine/deal.py)
step by step, as the human's seat sees it: his own cards and face-up cards face up, the rest as
backs; kitty cards go face down to a small stack in front of their owner (and into his hand after the
auction), table cards to their column in front of him, face down or face up. ``deal_log`` records
every step replayed as (seat, key), in script order; seat -1 for the middle. The cards leave from the
dealer's hands: the pack is taken up from where it lies in front of him (``DealPaths.deal_origin``), dealt from
there packet by packet as the game deals them (3-2, 2-3...), and what is left is put down again.

A complete trick has its moment (``moments.trick_moment``): the winning card glows and the winner's name
plate says so while the trick rests, then the trick slides to the winner's side and the marks fade.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from PySide6.QtCore import (
    QAbstractAnimation, QEasingCurve, QObject, QParallelAnimationGroup, QPointF, QPropertyAnimation,
    QSequentialAnimationGroup, Signal,
)

from ...engine import Card, DealState, MatchState, Phase, PlayCard, PlayerView
from ...engine.deal import DealStep, StepKind, Zone
from . import moments
from .card_item import CardItem
from .layout import Key, Place, Snapshot, snapshot_from_view, sort_hand
from .deal_paths import DealPaths, bezier
from .scene import TableScene

# base durations in milliseconds at 'normal' speed
DEAL_MOVE = 210  # one packet's flight
DEAL_STAGGER = 30  # between the cards of a packet
PICK_UP = 160  # the pack taken up into the dealer's hands
PLAY_MOVE = 300
TRICK_PAUSE = 750
GATHER = 260
SWEEP = 380
CURVE_POINTS = 12  # a curved flight as this many straight pieces
SPEEDS = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}


@dataclass
class Step:
    snapshot: Snapshot
    renames: list[tuple[Key, Key]] = field(default_factory=list)
    duration: int = 300
    stagger: list[Key] = field(default_factory=list)  # keys started one after another
    pause_after: int = 0
    flips_early: bool = False
    held: bool = False  # the pack is in the dealer's hands (deal_origin), not lying in front of him
    winner: tuple[int, Card] | None = None  # a complete trick: its moment during pause_after


class Animator(QObject):
    busyChanged = Signal(bool)
    finished = Signal()

    def __init__(self, scene: TableScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.speed = 1.0
        self.deal_log: list[tuple[int, Key | None]] = []
        self._group: QAbstractAnimation | None = None
        self._final: Snapshot | None = None
        self._busy = False
        self._deal_run = False  # the next _run is a deal's
        self.paths = DealPaths(scene)  # where a deal's cards fly: the pack in the dealer's hands, the curves

    @property
    def busy(self) -> bool:
        return self._busy

    def set_speed(self, name_or_factor: str | float) -> None:
        if isinstance(name_or_factor, str):
            self.speed = SPEEDS.get(name_or_factor, 1.0)
        else:
            self.speed = max(0.0, float(name_or_factor))

    # -- entry points -----------------------------------------------------------------------
    def show_still(self, view: PlayerView | None) -> None:
        """Show a view without animation (load, undo, resize)."""
        self.finish_now()
        if view is None:
            self.scene.clear_cards()
            self.scene.snapshot = None
            self.scene.refresh_decor()
            return
        self.scene.sync(snapshot_from_view(view))

    def animate_deal(self, view: PlayerView) -> None:
        """A new deal: the pack at the dealer's side, then the deal script's part before the auction."""
        self.finish_now()
        rules = view.rules
        n = rules.players
        full = snapshot_from_view(view)
        self.paths.start(view, full)
        start = full.with_(hand=(), hidden=(0,) * n, trick=(), turned=None, deck=int(rules.deck),
                           piles=tuple(() for _ in full.piles), kitty=(0,) * n, table=((),) * n,
                           proposed=None)  # a layout's card proposing the trump is dealt to its column first
        self.scene.clear_cards()
        self.scene.sync(start)
        for key, place in self.paths.held(start).items():  # the pack is in the dealer's hands from the start
            item = self.scene.items_by_key.get(key)
            if item is not None:
                self.scene.place_item(item, place)
        script = rules.deal_plan.script(view.dealer)
        steps = self._replay(view, script.before, start, list(view.hand), view.turned_card)
        steps.append(Step(full, [], self._ms(120)))
        self._deal_run = True  # its flights curve through the middle
        self._run(steps, full)

    def animate_action(self, before: MatchState, action: object, after: MatchState, human: int) -> None:
        self.finish_now()
        deal_before: DealState = before.deal
        closed = len(after.finished) > len(before.finished)
        deal_after: DealState = after.finished[-1] if closed else after.deal
        bv = deal_before.view_for(human)
        av = deal_after.view_for(human)
        final = snapshot_from_view(av)
        if isinstance(action, PlayCard):
            self._animate_play(bv, av, action.card, final)
        elif bv.phase is Phase.BIDDING and av.contract is not None and bv.rules.deal_plan.script(
                bv.dealer, av.contract.taker).after:
            self._animate_second_deal(bv, av, final)
        else:
            self.scene.sync(final)

    # -- the pieces -------------------------------------------------------------------------
    def _animate_play(self, bv: PlayerView, av: PlayerView, card: Card, final: Snapshot) -> None:
        seat = bv.current_player
        before = snapshot_from_view(bv)
        renames: list[tuple[Key, Key]] = []
        from_table = card in before.table_cards(seat)  # a face-up table card: its item is already the card
        if seat != bv.seat and not from_table:
            count = before.hidden[seat]
            renames.append((("back", seat, count - 1), ("card", card)))
        turning = _turned_up(before, final)  # face-down table cards uncovered: each back turns into its card
        n = bv.rules.players
        if len(bv.trick) + 1 < n:
            self._run([Step(final, renames + turning, self._ms(PLAY_MOVE), flips_early=True)], final)
            return
        # the trick is complete: show it, gather it at the winner, sweep it to the pile
        hidden = list(before.hidden)
        if seat != bv.seat and not from_table:
            hidden[seat] -= 1
        hand = tuple(c for c in before.hand if c != card)
        table = tuple(tuple((down, None if up == card else up) for down, up in cols) for cols in before.table)
        full_trick = before.with_(hand=hand, hidden=tuple(hidden), trick=bv.trick + ((seat, card),), table=table)
        winner = av.tricks[-1].winner
        gathered = full_trick.with_(gather_at=winner)
        steps = [
            Step(full_trick, renames, self._ms(PLAY_MOVE), pause_after=self._ms(TRICK_PAUSE), flips_early=True,
                 winner=(winner, av.tricks[-1].cards[(winner - av.tricks[-1].leader) % n])),
            Step(gathered, [], self._ms(GATHER)),
            Step(final, turning, self._ms(SWEEP)),
        ]
        self._run(steps, final)

    def _animate_second_deal(self, bv: PlayerView, av: PlayerView, final: Snapshot) -> None:
        """The deal script's part after the auction (the turned card taken, kitties, more packets)."""
        assert av.contract is not None
        script = bv.rules.deal_plan.script(bv.dealer, av.contract.taker)
        before = snapshot_from_view(bv)
        self.paths.start(av, final)
        mine = [c for c in av.hand if c not in bv.hand and c != bv.turned_card]
        steps = [Step(before, [], self._ms(PICK_UP), held=True)] if before.deck else []
        steps += self._replay(bv, script.after, before, mine, bv.turned_card)
        steps.append(Step(final, [], self._ms(160)))
        self._deal_run = True
        self._run(steps, final)

    def _replay(
        self, view: PlayerView, script: tuple[DealStep, ...], start: Snapshot, mine: list[Card],
        turned: Card | None,
    ) -> list[Step]:
        """Animation steps for a part of the deal script, from ``start``, as ``view.seat`` sees it.

        ``mine``: the viewer's cards this part brings, in the order they come; ``turned``: the turned card.
        """
        return DealReplay(self, view, start, mine, turned).run(script)

    # -- machinery --------------------------------------------------------------------------
    def _ms(self, base: float) -> int:
        return int(round(base * self.speed))

    def _run(self, steps: list[Step], final: Snapshot) -> None:
        """Animate ``steps``; a deal's (``_deal_run``) flights curve through the table's middle, clear of the
        name plates (``DealPaths.through``)."""
        scene = self.scene
        bend, self._deal_run = self._deal_run, False
        if not bend:
            self.paths.stop()
        if self.speed <= 0:
            for step in steps:
                for old, new in step.renames:
                    scene.rename(old, new)
            scene.sync(final)
            return
        group = QSequentialAnimationGroup()
        beside: list[QAbstractAnimation] = []  # moments running beside the steps
        elapsed = 0  # where the steps have got to, in ms
        sim: dict[int, Place] = {}  # where each item will be when the previous step ends
        for step in steps:
            for old, new in step.renames:
                scene.rename(old, new)
            places = scene.targets(step.snapshot)
            if step.held:
                places.update(self.paths.held(step.snapshot))
            if step.winner is not None and ("card", step.winner[1]) in places:  # the winning card over the trick
                won = places[("card", step.winner[1])]
                places[("card", step.winner[1])] = replace(won, z=won.z + 90.0)
            parallel = QParallelAnimationGroup()
            order = {key: i for i, key in enumerate(step.stagger)}
            for key, place in places.items():
                item = scene.items_by_key.get(key)
                if item is None:
                    item = scene.item_for(key, place)
                    sim[id(item)] = place
                    continue
                prev = sim.get(id(item)) or _current_place(item)
                if place.card is not None:
                    item.card = place.card
                if _same(prev, place):
                    continue
                sim[id(item)] = place
                item.shadow = True
                delay = order.get(key, 0) * self._ms(DEAL_STAGGER)
                parallel.addAnimation(self._move(item, prev, place, step.duration, delay, step.flips_early,
                                                 self.paths.through(prev, place) if bend else None))
            if parallel.animationCount():
                group.addAnimation(parallel)
                elapsed += parallel.totalDuration()
            if step.winner is not None:
                key = ("card", step.winner[1])
                card_item = scene.items_by_key.get(key)
                if card_item is not None:
                    rest = sum(later.duration for later in steps[steps.index(step) + 1:])
                    beside.append(moments.trick_moment(scene, card_item, step.winner[0], elapsed,
                                                       max(step.pause_after, 1), rest))
            if step.pause_after:
                group.addPause(step.pause_after)
                elapsed += step.pause_after
        if group.animationCount() == 0:
            scene.sync(final)
            return
        top: QAbstractAnimation = group
        if beside:
            top = QParallelAnimationGroup()
            top.addAnimation(group)
            for moment in beside:
                top.addAnimation(moment)
        top.setParent(self)
        self._group = top
        self._final = final
        top.finished.connect(self._done)
        top.stateChanged.connect(self._stopped)
        self._set_busy(True)
        top.start()

    def _stopped(self, new: QAbstractAnimation.State, _old: QAbstractAnimation.State) -> None:
        """The group stopped short of its end (Qt stops an animation when another one takes its property):
        the table is put where the animation was going, never left busy."""
        group = self._group
        if new == QAbstractAnimation.State.Stopped and group is not None and group.currentTime() < group.totalDuration():
            self.finish_now()

    def _move(self, item: CardItem, prev: Place, place: Place, duration: int, delay: int,
              flips_early: bool, through: QPointF | None = None) -> QSequentialAnimationGroup:
        """One card's move; ``through``: the point its flight passes at the middle (a quadratic curve), else
        straight. It turns the short way (from 90° to -90° by 180°, never by 270°)."""
        seq = QSequentialAnimationGroup()
        if delay:
            seq.addPause(delay)
        par = QParallelAnimationGroup()
        curve = QEasingCurve(QEasingCurve.Type.OutCubic)
        turn = (place.rotation - prev.rotation + 180.0) % 360.0 - 180.0  # the short way round
        anims = [
            (b"pos", QPointF(prev.x, prev.y), QPointF(place.x, place.y)),
            (b"rotation", prev.rotation, prev.rotation + turn),
            (b"scale", prev.width / 100.0, place.width / 100.0),
        ]
        for prop, start, end in anims:
            a = QPropertyAnimation(item, prop)
            a.setDuration(max(duration, 1))
            a.setStartValue(start)
            a.setEndValue(end)
            if prop == b"pos" and through is not None:  # a quadratic curve through ``through`` at its middle
                for i in range(1, CURVE_POINTS):
                    a.setKeyValueAt(i / CURVE_POINTS, QPointF(*bezier(prev, place, through, i / CURVE_POINTS)))
            a.setEasingCurve(curve)
            par.addAnimation(a)
        z = QPropertyAnimation(item, b"z")
        z.setDuration(max(duration, 1))
        z.setKeyValueAt(0.0, float(prev.z))
        z.setKeyValueAt(0.001, float(place.z) + 500.0)  # above everything while flying
        z.setKeyValueAt(0.999, float(place.z) + 500.0)
        z.setKeyValueAt(1.0, float(place.z))
        par.addAnimation(z)
        face_before = 1.0 if prev.face_up and item.card is not None else 0.0
        face_after = 1.0 if place.face_up and item.card is not None else 0.0
        if face_before != face_after:
            f = QPropertyAnimation(item, b"flip")
            f.setDuration(max(duration // 2 if flips_early else duration, 1))
            f.setStartValue(face_before)
            f.setEndValue(face_after)
            par.addAnimation(f)
        seq.addAnimation(par)
        return seq

    def _done(self) -> None:
        final = self._final
        if self._group is not None:
            self._group.deleteLater()  # its animations point at cards that a later deal drops
        self._group = None
        self._final = None
        moments.clear_trick_moment(self.scene)
        if final is not None:
            self.scene.sync(final)
        self._set_busy(False)
        self.finished.emit()

    def finish_now(self) -> None:
        """Jump a running animation to its end."""
        group = self._group
        if group is None:
            return
        for signal, slot in ((group.finished, self._done), (group.stateChanged, self._stopped)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass
        group.stop()
        self._done()

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.scene.animating = busy
            self.scene.input_enabled = not busy
            self.scene.refresh_cards()
            self.busyChanged.emit(busy)


def _turned_up(before: Snapshot, after: Snapshot) -> list[tuple[Key, Key]]:
    """The face-down table cards that turned up between two snapshots: (the back's key, the card's key);
    the item turns over as it takes the card's place."""
    renames: list[tuple[Key, Key]] = []
    for seat, (old, new) in enumerate(zip(before.table, after.table)):
        for slot, ((was_down, _), (is_down, up)) in enumerate(zip(old, new)):
            if was_down and not is_down and up is not None:
                renames.append((("table", seat, slot, "down"), ("card", up)))
    return renames


def _current_place(item: CardItem) -> Place:
    return Place(item.pos().x(), item.pos().y(), item.width(), item.rotation(), item.zValue(),
                 item.flip > 0.5, item.card)


def _same(a: Place, b: Place) -> bool:
    return (abs(a.x - b.x) < 0.01 and abs(a.y - b.y) < 0.01 and abs(a.rotation - b.rotation) < 0.01
            and abs(a.width - b.width) < 0.01 and a.face_up == b.face_up and abs(a.z - b.z) < 0.001)


class DealReplay:
    """The replay of a part of the deal script as one seat sees it (``Animator._replay``): the cards where they
    lie so far, and the animation steps that brought them there. ``mine``: the viewer's cards still to come, in
    their order (taken from the list as they come); ``turned``: the turned card."""

    def __init__(self, animator: Animator, view: PlayerView, start: Snapshot, mine: list[Card],
                 turned: Card | None) -> None:
        self.animator = animator
        self.view = view
        self.me = view.seat
        n = view.rules.players
        self.start = start
        self.mine = mine
        self.turned = turned
        self.hand = list(start.hand)
        self.hidden = list(start.hidden)
        self.deck = start.deck
        self.shown: Card | None = start.turned
        self.kitty = list(start.kitty or (0,) * n)
        self.table = [list(start.table[s]) if s < len(start.table) else [] for s in range(n)]
        self.steps: list[Step] = []
        self.packet: list[tuple[Key, Key]] = []
        self.proposed: Card | None = start.proposed

    def run(self, script: tuple[DealStep, ...]) -> list[Step]:
        """The steps of ``script``: the cards of one kind to one seat and zone fly as one packet."""
        previous: tuple[StepKind, int, Zone] | None = None
        for step in script:
            if (step.kind, step.seat, step.zone) != previous or step.kind not in (StepKind.DEAL, StepKind.PICK_UP):
                self.close_packet()
            previous = (step.kind, step.seat, step.zone)
            if step.kind is StepKind.TURN:
                key = self.turn(step)
            elif step.kind is StepKind.TAKE:
                key = self.take(step)
            elif step.kind is StepKind.PICK_UP:
                key = self.pick_up(step)
            else:
                key = self.deal(step)
            self.animator.deal_log.append((step.seat, key))
        self.close_packet()
        return self.steps

    def snap(self) -> Snapshot:
        return self.start.with_(hand=sort_hand(self.hand), hidden=tuple(self.hidden), deck=self.deck,
                                turned=self.shown, kitty=tuple(self.kitty),
                                table=tuple(tuple(cols) for cols in self.table), proposed=self.proposed)

    def column(self, seat: int, slot: int) -> tuple[bool, Card | None]:
        table = self.table
        while len(table[seat]) <= slot:
            table[seat].append((False, None))
        return table[seat][slot]

    def into_hand(self, seat: int) -> Key:
        """The key of the next card ``seat`` receives: the viewer's own card face up, else a back."""
        if seat == self.me:
            card = self.mine.pop(0)
            self.hand.append(card)
            return ("card", card)
        self.hidden[seat] += 1
        return ("back", seat, self.hidden[seat] - 1)

    def close_packet(self) -> None:
        packet = self.packet
        if packet:
            self.steps.append(Step(self.snap(), list(packet), self.animator._ms(DEAL_MOVE),
                                   [new for _, new in packet], held=True))
            packet.clear()

    def turn(self, step: DealStep) -> Key | None:
        """The turned card from the pack to the middle, or (dealt face up already) proposing the trump."""
        turned = self.turned
        key: Key | None = None
        if step.zone is Zone.TURNED and turned is not None:  # from the pack to the middle
            self.deck -= 1
            key = ("card", turned)
            self.shown = turned
            self.steps.append(Step(self.snap(), [(("deck", self.deck), key)], self.animator._ms(DEAL_MOVE * 1.4),
                                   held=True))
        elif turned is not None:  # already dealt face up
            key = ("card", turned)
            if any(up == turned for cols in self.table for _, up in cols):  # a layout's card proposes the trump
                self.proposed = turned
                self.steps.append(Step(self.snap(), [], self.animator._ms(DEAL_MOVE * 1.4), held=bool(self.deck)))
        return key

    def take(self, step: DealStep) -> Key:
        """The turned card into the keeper's hand."""
        turned = self.turned
        assert turned is not None
        key: Key
        if step.seat == self.me:
            if turned not in self.hand:
                self.hand.append(turned)
            renames: list[tuple[Key, Key]] = []
            key = ("card", turned)
        elif self.shown == turned:
            key = ("back", step.seat, self.hidden[step.seat])
            self.hidden[step.seat] += 1
            renames = [(("card", turned), key)]
        else:  # already counted among the keeper's cards
            key = ("back", step.seat, self.hidden[step.seat] - 1)
            renames = []
        self.shown = None
        self.steps.append(Step(self.snap(), renames, self.animator._ms(DEAL_MOVE * 1.3), held=bool(self.deck)))
        return key

    def pick_up(self, step: DealStep) -> Key:
        """The top kitty card into its owner's hand."""
        self.kitty[step.seat] -= 1
        old: Key = ("kitty", step.seat, self.kitty[step.seat])
        key = self.into_hand(step.seat)
        self.packet.append((old, key))
        return key

    def deal(self, step: DealStep) -> Key:
        """A card from the pack: to a kitty, to a table column face down or up, to the middle, or to a hand."""
        self.deck -= 1
        key: Key
        if step.zone is Zone.KITTY:
            key = ("kitty", step.seat, self.kitty[step.seat])
            self.kitty[step.seat] += 1
        elif step.zone is Zone.TABLE_DOWN:
            key = ("table", step.seat, step.slot, "down")
            self.table[step.seat][step.slot] = (True, self.column(step.seat, step.slot)[1])
        elif step.zone is Zone.TABLE_UP:
            face = self.view.table_up[step.seat][step.slot].card
            key = ("card", face)
            self.table[step.seat][step.slot] = (self.column(step.seat, step.slot)[0], face)
        elif step.face_up and self.turned is not None:  # the dealer's own turned card: face up in the middle
            if self.turned in self.mine:
                self.mine.remove(self.turned)
            key = ("card", self.turned)
            self.shown = self.turned
        else:
            key = self.into_hand(step.seat)
        self.packet.append((("deck", self.deck), key))
        return key
