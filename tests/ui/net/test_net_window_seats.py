"""The window's side of a seat that belongs to its player and of the table's take-back rule (issue 45): the
welcome's token kept on disk (readable by its owner only) and sent again to that host only; the rule chosen in
the Host dialog, told in words at the table and followed by Undo; the refusals said in words."""

from __future__ import annotations

import stat

from tests.ui.net_feed import FakeHost
from tests.ui.ui_helpers import make_settings

from belote_desktop.ai import choose_action
from belote_desktop.engine import VARIANTS, Phase, PlayCard
from belote_desktop.net.host import TAKE_BACK_OFF, TAKE_BACK_USED
from belote_desktop.app.network_table import NetworkTable
from belote_desktop.app import net_return
from belote_desktop.app.net_return import MAX_SEAT_TOKENS, keep_token, kept_token

TOKEN = "Q" * 20 + "x" * 23  # 43 characters, as the host gives


class RuleHost(FakeHost):
    """A FakeHost whose welcome carries a token and a take-back rule, and which follows the rule."""

    def __init__(self, *args, rule: str = "trick", **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.rule = rule
        self.taken_in: set[tuple[int, int]] = set()

    def _send(self, message: dict) -> None:
        if message.get("type") == "welcome":
            message = dict(message, token=TOKEN, take_back=self.rule, version=2)
        super()._send(message)

    def take_back(self) -> None:
        key = (len(self.match.finished), len(self.match.deal.tricks))
        if self.rule == "off" or (self.rule == "trick" and key in self.taken_in):
            self._send({"type": "event", "what": "no_take_back", "seat": self.seat,
                        "detail": TAKE_BACK_OFF if self.rule == "off" else TAKE_BACK_USED})
            return
        self.taken_in.add(key)
        super().take_back()


def _window(qtbot, rule: str, address: str = "192.168.1.7", name: str = "Ana"):
    from belote_desktop.ui.window.main_window import MainWindow

    controller = NetworkTable()
    host = RuleHost(VARIANTS["classic"], 1, seed=7, rule=rule)
    host.attach(controller)
    w = MainWindow(interactive=False, settings=make_settings(), controller=controller)
    qtbot.addWidget(w)
    w.net_table.address, w.net_table.player_name = address, name
    w.resize(1100, 720)
    w.show()
    host.welcome()
    return w, host


def _until_my_turn(qtbot, w) -> None:
    c = w.controller
    qtbot.waitUntil(lambda: c.is_human_turn() and not c.steps.queue and not w.animator.busy, timeout=10000)


def _to_my_first_card(qtbot, w, host):
    c = w.controller
    for _ in range(40):
        _until_my_turn(qtbot, w)
        view = c.view()
        if view.phase is Phase.PLAY and all(isinstance(a, PlayCard) for a in view.legal_actions):
            return view
        c.human_action(choose_action(view, "beginner", host.rng))
    raise AssertionError("no card to play")


def test_the_welcomes_token_is_kept_on_disk_for_that_host_and_name_only(qtbot):
    assert kept_token("192.168.1.7", "Ana") is None
    w, _ = _window(qtbot, "trick")
    assert kept_token("192.168.1.7", "Ana") == TOKEN == kept_token("192.168.1.7", " ana ")
    assert kept_token("192.168.1.8", "Ana") is None and kept_token("192.168.1.7", "Bob") is None
    path = net_return.copies_dir() / net_return.SEAT_TOKENS_FILE
    assert stat.S_IMODE(path.stat().st_mode) & 0o077 == 0  # a key: readable by its owner only
    # the latest MAX_SEAT_TOKENS kept; a damaged file is put aside, not a reason to lose the new token
    for n in range(MAX_SEAT_TOKENS + 5):
        keep_token(f"10.0.0.{n}", "Ana", TOKEN, now=1000.0 + n)
    assert kept_token("10.0.0.0", "Ana") is None and kept_token(f"10.0.0.{MAX_SEAT_TOKENS + 4}", "Ana") == TOKEN
    path.write_text("{not json", encoding="utf-8")
    assert kept_token("10.0.0.1", "Ana") is None
    keep_token("10.0.0.1", "Ana", TOKEN)
    assert kept_token("10.0.0.1", "Ana") == TOKEN


def test_take_back_off_is_told_and_undo_stays_off(qtbot):
    w, host = _window(qtbot, "off")
    c = w.controller
    assert any("cannot be taken back" in make() for make, _ in w.talk.entries())
    view = _to_my_first_card(qtbot, w, host)
    w.scene.cardDoubleClicked.emit(view.legal_actions[0].card)
    _until_my_turn(qtbot, w)
    assert not c.can_undo() and not w.menus.act_undo.isEnabled()


def test_once_a_trick_the_second_undo_in_a_trick_is_off(qtbot):
    w, host = _window(qtbot, "trick")
    c = w.controller
    assert any("once a trick" in make() for make, _ in w.talk.entries())
    view = _to_my_first_card(qtbot, w, host)
    card = view.legal_actions[0].card
    w.scene.cardDoubleClicked.emit(card)
    _until_my_turn(qtbot, w)
    assert c.can_undo()
    w.take_back.undo()
    qtbot.waitUntil(lambda: c.view() is not None and card in c.view().hand and c.is_human_turn(), timeout=5000)
    w.scene.cardDoubleClicked.emit(card)  # the same card again, the computer's same replies
    _until_my_turn(qtbot, w)
    assert c._last_move_trick() == c._took_back_in  # my last move is in the trick taken back once already
    assert not c.can_undo() and not w.menus.act_undo.isEnabled()  # no second look at the computer's replies
    told: list[str] = []
    w.talk.announced.connect(told.append)
    c.on_message({"type": "event", "what": "no_take_back", "seat": 1, "detail": TAKE_BACK_USED})
    assert told == ["You have already taken back a move in this trick."]


def test_the_host_dialog_offers_the_take_back_rule(qtbot):
    from belote_desktop.ui.dialogs.host_dialog import HostChoice, HostDialog

    dialog = HostDialog(player_name="Anna")
    qtbot.addWidget(dialog)
    assert dialog.chosen().take_back == "trick"  # the default: one look at the computer's reply a trick
    assert [dialog.take_back.itemData(i) for i in range(dialog.take_back.count())] == ["trick", "off", "free"]
    dialog.take_back.setCurrentIndex(dialog.take_back.findData("off"))
    chosen = dialog.chosen()
    assert chosen.take_back == "off" and HostChoice.from_dict(chosen.to_dict()) == chosen
    again = HostDialog(player_name="Anna", last=chosen.to_dict())
    qtbot.addWidget(again)
    assert again.chosen().take_back == "off"
    old = {k: v for k, v in chosen.to_dict().items() if k != "take_back"}  # remembered before the rule existed
    assert HostChoice.from_dict(old).take_back == "trick"
    assert HostChoice.from_dict(dict(chosen.to_dict(), take_back="always")).take_back == "trick"


