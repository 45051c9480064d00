"""How a host (host.py) listens and how long it waits: one frozen value, ``HostSettings``, checked once."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from . import protocol
from .gate import is_local_address

DEFAULT_ADDRESS = "127.0.0.1"
WILDCARDS = ("0.0.0.0", "::")  # every address of this machine: its clients are still checked one by one
RATE = 50.0  # messages a second a client may send, on average (at once: connection.BURST)
SILENCE_TIMEOUT = 30.0  # seconds a seated client may say nothing (clients ping every 10 s) before it is closed
SEAT_QUESTION_TIMEOUT = 60.0  # seconds the host's player has to let someone sit down mid-match (then: no)


@dataclass(frozen=True)
class HostSettings:
    """How a host (``Host``) listens and how long it waits: where (``address``, ``port``: 0 for any free one;
    ``allow_public``: an address outside the private ranges too), the table's name as players looking for tables
    see it and the host's player's (told in the search's answer; a table's own "host" seat names him otherwise),
    the UDP port of the answers to the network's probes (0: none), a seat nobody took before the start asked for
    mid-match (``mid_match``: "ask" the host's player, with a ``seat_request`` event, ``answer_seat_request``;
    "refuse", for a host nobody can ask; or "allow"), the key that seals the clients' copies of the match (None: no
    copies), and the limits, in seconds: the table closes after ``idle_timeout`` without a move; the computer takes
    the open seats still empty after ``start_timeout``; a client may send ``rate`` messages a second, and say
    nothing for ``silence_timeout``; a computer move takes ``bot_delay`` on average; a player who keeps the table
    waiting ``idle_limit`` (his move, or the next deal) is warned, then the computer plays for him until he is back
    (0: never); the host's player answers a seat question within ``seat_question_timeout`` (then: no)."""

    address: str = DEFAULT_ADDRESS
    port: int = 0
    allow_public: bool = False
    name: str = "Belote"
    player_name: str = ""
    discovery_port: int = 0
    mid_match: str = "ask"
    copy_key: bytes | None = field(default=None, repr=False)
    idle_timeout: float = 600.0
    start_timeout: float = 60.0
    rate: float = RATE
    silence_timeout: float = SILENCE_TIMEOUT
    bot_delay: float = 0.0
    idle_limit: float = 0.0
    seat_question_timeout: float = SEAT_QUESTION_TIMEOUT

    def checked(self, code: str) -> HostSettings:
        """These settings with the table's name cleaned and the player's name cleaned and cut; ValueError for a
        code, a table's name, an address or a ``mid_match`` a table cannot have."""
        if not 1 <= len(code) <= protocol.MAX_CODE:
            raise ValueError(f"a code has 1 to {protocol.MAX_CODE} characters")
        if not self.allow_public and not is_local_address(self.address) and self.address not in WILDCARDS:
            raise ValueError(
                f"{self.address} is not a loopback or private address: a table is for the local network "
                "(--allow-public, allow_public=True, to listen there anyway)")
        name = protocol.clean_name(self.name)
        if not 1 <= len(name) <= protocol.MAX_NAME:
            raise ValueError(f"a table's name has 1 to {protocol.MAX_NAME} characters")
        if self.mid_match not in ("ask", "refuse", "allow"):
            raise ValueError(f"mid_match is ask, refuse or allow, not {self.mid_match!r}")
        return replace(self, name=name, player_name=protocol.clean_name(self.player_name)[:protocol.MAX_NAME])
