"""Who may try the code, and how fast (issue 45): the room for connections that have not given the code yet,
and the delays that answer wrong codes.

A stranger on the home network has no code but may open as many connections as it likes, from as many
addresses as it has (IPv6 gives one machine millions). Two rules keep the friends in:

- **The pending room** (``PendingRoom``): connections that have not given the code yet are limited per
  address and in total; a new connection always finds room, the oldest pending connection of the address
  holding the most making way for it. Seated players are never in it. So no set of addresses can keep a new
  connection out, and one address cannot push the others' connections out beyond its own share.
- **The code gate** (``CodeGate``): a wrong code is answered after a delay that grows with that address's
  wrong codes (doubling) and with the wrong codes waiting table-wide (answers spaced out, oldest first), an
  address's next code is read only once its last wrong code is answered, and an address with too many wrong
  codes is refused for the table's life (kept apart from the memory of wrong codes: no number of other
  addresses guessing makes the gate forget it). A right code is never delayed nor refused by these counters:
  only an address's own wrong codes make its next code wait, and this machine (127.0.0.1, ::1) is not counted.

Standard library only; the clock is injectable (a test runs the gate on a fake clock).

>>> clock = [0.0]
>>> gate = CodeGate(clock=lambda: clock[0])
>>> [gate.wrong("10.0.0.9") for _ in range(3)]  # one address: 0.5 s, then 1 s, then 2 s
[0.5, 1.0, 2.0]
>>> gate.read_after("10.0.0.9"), gate.read_after("10.0.0.7")  # its next code waits; another address's does not
(2.0, 0.0)
>>> gate.wrong("127.0.0.1"), gate.read_after("127.0.0.1")  # this machine is not counted
(0.0, 0.0)
"""

from __future__ import annotations

import ipaddress
import time
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

MAX_PENDING = 128  # connections at once that have not given the code yet (seated players never count)
MAX_PENDING_PER_ADDRESS = 4  # ... from one address
WRONG_CODE_DELAY = 0.5  # seconds before an address's first wrong code is answered; doubled for each next one
MAX_WRONG_DELAY = 30.0  # the longest a wrong code waits for its answer
TABLE_WRONG_SPACING = 0.25  # seconds between two answers to wrong codes, table-wide, while they pile up
MAX_BAD_CODES = 10  # wrong codes from one address before it is refused for the table's life
MAX_GUESSERS = 4096  # addresses whose wrong codes are remembered (the one heard least recently forgotten first)
# addresses refused for the table's life, kept apart from those MAX_GUESSERS and never forgotten: about 200
# bytes each (with its answer time), 3 MB at most; filling it takes MAX_BAD_CODES wrong codes from each of 16,384
# addresses (163,840 key exchanges); an address refused after that is refused while the MAX_GUESSERS memory holds it
MAX_LOCKED = 16384

K = TypeVar("K", bound=Hashable)


def ip_of(address: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    """The IP of an address literal (an IPv6 zone dropped, an IPv4-mapped IPv6 address as IPv4); None if it is
    not one."""
    try:
        ip = ipaddress.ip_address(address.split("%")[0])
    except ValueError:
        return None
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        return ip.ipv4_mapped
    return ip


def this_machine(address: str) -> bool:
    """Whether a peer is this machine's own loopback address (127.0.0.1, ::1): the window's own player joins
    through it, and no stranger on the network can send from it. Other 127.x addresses are counted as
    addresses of their own (tests stand in for other machines with them)."""
    ip = ip_of(address)
    return ip is not None and ip in (ipaddress.IPv4Address("127.0.0.1"), ipaddress.IPv6Address("::1"))


_PRIVATE = tuple(ipaddress.ip_network(n) for n in (
    "127.0.0.0/8", "10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "169.254.0.0/16",
    "::1/128", "fc00::/7", "fe80::/10",
))


def is_local_address(address: str) -> bool:
    """Whether ``address`` (an IP literal or "localhost") is loopback, RFC 1918, link-local or unique local."""
    if address == "localhost":
        return True
    ip = ip_of(address)
    return ip is not None and any(ip in network for network in _PRIVATE)


class PendingRoom(Generic[K]):
    """The connections that have not given the code yet, by address, oldest first.

    ``add(connection, address)`` always takes the new one and returns those that must make way for it: the
    oldest of its own address when that address is over ``per_address``, then, while the room is over
    ``limit``, the oldest of the address holding the most (among equals, the one whose oldest came first).
    The new connection is never the one that goes: the busiest address holds at least as many as its own.

    >>> room: PendingRoom[str] = PendingRoom(limit=3, per_address=2)
    >>> [room.add(name, addr) for name, addr in (("a1", "A"), ("a2", "A"), ("b1", "B"))]
    [[], [], []]
    >>> room.add("a3", "A"), room.add("c1", "C")  # A over its share: its oldest goes; then the room is full
    (['a1'], ['a2'])
    """

    def __init__(self, limit: int = MAX_PENDING, per_address: int = MAX_PENDING_PER_ADDRESS) -> None:
        self.limit = limit
        self.per_address = per_address
        self._seq = 0
        self._address: dict[K, str] = {}
        self._by_address: dict[str, dict[K, int]] = {}  # address -> {connection: arrival number}, oldest first

    def __len__(self) -> int:
        return len(self._address)

    def __contains__(self, connection: object) -> bool:
        return connection in self._address

    def count(self, address: str) -> int:
        return len(self._by_address.get(address, ()))

    def add(self, connection: K, address: str) -> list[K]:
        self._seq += 1
        self._address[connection] = address
        self._by_address.setdefault(address, {})[connection] = self._seq
        out: list[K] = []
        if len(self._by_address[address]) > self.per_address:
            out.append(self._oldest(address))
        while len(self._address) > self.limit:  # bounded: each turn takes one out
            busiest = max(self._by_address, key=lambda a: (len(self._by_address[a]),
                                                           -next(iter(self._by_address[a].values()))))
            out.append(self._oldest(busiest))
        return out

    def _oldest(self, address: str) -> K:
        oldest = next(iter(self._by_address[address]))
        self.remove(oldest)
        return oldest

    def remove(self, connection: K) -> None:
        address = self._address.pop(connection, None)
        if address is None:
            return
        here = self._by_address[address]
        del here[connection]
        if not here:
            del self._by_address[address]


class CodeGate:
    """The wrong codes, per address and table-wide: when each is answered, when an address's next code is read,
    which addresses are refused. ``clock``: seconds, monotonic (``time.monotonic`` by default).

    A wrong code from address A, its n-th, is answered at ``max(now + own, the table's next free answer)``,
    ``own = WRONG_CODE_DELAY * 2 ** (n - 1)``, never later than ``now + MAX_WRONG_DELAY``; the table's next
    free answer is then ``TABLE_WRONG_SPACING`` after it, so wrong codes piling up from many addresses are
    answered later and later, one every TABLE_WRONG_SPACING seconds. A's next code is read at that answer's
    time (``read_after``); after MAX_BAD_CODES wrong codes A is refused (``refused``), for the table's life: it
    leaves the memory of wrong codes (MAX_GUESSERS addresses, the least recently heard forgotten first) for a
    set of its own (MAX_LOCKED addresses, none ever forgotten), so strangers guessing from thousands of other
    addresses cannot push it out."""

    def __init__(self, clock: Callable[[], float] = time.monotonic,
                 exempt: Callable[[str], bool] = this_machine) -> None:
        self.clock = clock
        self.exempt = exempt
        self._wrong: OrderedDict[str, int] = OrderedDict()  # wrong codes per address, least recently heard first
        self._answer_at: dict[str, float] = {}  # when each address's last wrong code is answered
        self._locked: set[str] = set()  # refused for the table's life (MAX_LOCKED at most), never forgotten
        self.table_free = float("-inf")  # the earliest time the table answers its next wrong code
        self.wrong_codes = 0  # wrong codes counted, table-wide (this machine's not counted)

    def refused(self, address: str) -> bool:
        """Whether ``address`` has given too many wrong codes (refused for the table's life)."""
        if self.exempt(address):
            return False
        return address in self._locked or self._wrong.get(address, 0) >= MAX_BAD_CODES

    def read_after(self, address: str) -> float:
        """Seconds before ``address``'s next code may be read: 0 unless its last wrong code is not answered yet."""
        at = self._answer_at.get(address)
        return 0.0 if at is None else max(0.0, at - self.clock())

    def wrong(self, address: str) -> float:
        """Count a wrong code from ``address``: the seconds to wait before answering it (0 for this machine)."""
        if self.exempt(address):
            return 0.0
        now = self.clock()
        if address in self._locked:  # a code it sent before it was refused (another of its connections)
            count = MAX_BAD_CODES + 1
        else:
            count = self._wrong.pop(address, 0) + 1
            if count >= MAX_BAD_CODES and len(self._locked) < MAX_LOCKED:
                self._locked.add(address)  # refused for the table's life, out of the memory of wrong codes
            else:
                self._wrong[address] = count  # now the most recently heard
                if len(self._wrong) > MAX_GUESSERS:
                    forgotten, _ = self._wrong.popitem(last=False)
                    self._answer_at.pop(forgotten, None)
        own = min(MAX_WRONG_DELAY, WRONG_CODE_DELAY * 2.0 ** min(count - 1, 32))
        at = min(now + MAX_WRONG_DELAY, max(now + own, self.table_free))
        self.table_free = at + TABLE_WRONG_SPACING  # at most MAX_WRONG_DELAY / TABLE_WRONG_SPACING answers queued
        self._answer_at[address] = at  # a refused address's too (MAX_LOCKED at most): its other connections wait
        self.wrong_codes += 1
        return at - now
