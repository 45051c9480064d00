"""The table's code as a password, never sent; every byte after it encrypted and authenticated (issue 58).

Before anything else on a connection, the guest and the host run SPAKE2 (the ``spake2`` package, the one
Magic Wormhole uses) over the table's code: each sends one message made from the code and a fresh secret,
neither message tells anything of the code, and both end with the same 32-byte key only if both used the same
code. The roles are bound in (SPAKE2's A and B sides, with identities ``IDENTITY_GUEST`` and ``IDENTITY_HOST``),
and so are both messages and the table's id (the host's random id for this table, sent beside its message):
the keys are HKDF-SHA256 of the SPAKE2 key, salted with the transcript's SHA-256 (``Keys``):

- ``guest_to_host`` and ``host_to_guest``: a ChaCha20-Poly1305 key for each direction (``cryptography``'s AEAD);
- ``guest_confirms`` and ``host_confirms``: the key confirmation, HMAC-SHA256 of the transcript, sent by the
  guest first; a wrong code fails it (the host counts one guess for that connection), and a host that does
  not know the code fails the guest's check;
- the short words both windows can show (``short_words``, ``short_number``), for friends who want to compare.

Then every message is one line: the URL-safe base64 of its AEAD ciphertext (``Channel.seal``/``open``). Each
direction has its own key and its own counter as the nonce (12 bytes: four zero bytes and the counter), so a
frame replayed, dropped, reordered, cut or changed by one bit does not open, and the connection is closed.

A relay between a guest and the table (or an eavesdropper) sees the two SPAKE2 messages and ciphertext: no
code, no token, no card, and it cannot test a code offline (SPAKE2 gives it nothing to test a guess against);
it can try one code per connection, as anyone can, and the host's wrong-code limits count it.

>>> guest, host = Handshake("K7MQ2XAB", guest=True), Handshake("K7MQ2XAB", guest=False)
>>> table = bytes(16)
>>> g, h = guest.finish(host.message, table), host.finish(guest.message, table)
>>> h.check_guest(g.confirmation) and g.check_host(h.confirmation)
True
>>> g.short_words == h.short_words and g.short_number == h.short_number
True
>>> h.channel().open(g.channel().seal(b'{"type":"ping"}\\n'))
b'{"type":"ping"}\\n'
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import secrets

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from spake2 import SPAKE2_A, SPAKE2_B

__all__ = ["Channel", "ChannelError", "Handshake", "Keys", "WORDS", "new_table_id"]

IDENTITY_GUEST = b"belote-desktop table guest"  # SPAKE2's idA: the side that joins
IDENTITY_HOST = b"belote-desktop table host"  # SPAKE2's idB: the side that holds the table
PAKE_BYTES = 33  # one SPAKE2 message (Ed25519: the side's byte and a point)
TABLE_ID_BYTES = 16
CONFIRM_BYTES = 32
TAG_BYTES = 16  # ChaCha20-Poly1305's tag
KEY_LABEL = b"belote-desktop table keys v1"

# 256 short words, one a byte: three of them give 24 bits of the session key to compare aloud
WORDS = (
    "acorn", "actor", "album", "alley", "amber", "angel", "ankle", "apple", "apron", "arrow", "atlas", "attic",
    "bacon", "badge", "bagel", "baker", "banjo", "barn", "basil", "basin", "beach", "beard", "bell", "bench",
    "berry", "bike", "birch", "bison", "blade", "blimp", "boat", "bolt", "bone", "book", "boot", "bread",
    "brick", "bride", "broom", "brush", "bucket", "bugle", "cabin", "cable", "cactus", "camel", "candle", "canoe",
    "cape", "cargo", "carrot", "castle", "cedar", "chair", "chalk", "cherry", "chess", "chimney", "cider", "cliff",
    "cloud", "clover", "coast", "cobra", "cocoa", "comet", "coral", "cotton", "cowboy", "crab", "crane", "crayon",
    "cricket", "crown", "daisy", "dawn", "desert", "diamond", "dingo", "dock", "dolphin", "donkey", "door",
    "dragon", "drum", "duck", "eagle", "easel", "elbow", "ember", "engine", "falcon", "fern", "ferry",
    "fiddle", "field", "finch", "flag", "flame", "flute", "forest", "fork", "fossil", "frog", "garden",
    "garlic", "gate", "gecko", "ghost", "ginger", "glacier", "globe", "glove", "goat", "goose", "grape", "gravel",
    "guitar", "hammer", "harbor", "harp", "hawk", "hazel", "heron", "hill", "honey", "hook", "horse", "hotel",
    "igloo", "iris", "island", "ivory", "jacket", "jaguar", "jelly", "jewel", "jungle", "kayak", "kettle", "kite",
    "koala", "ladder", "lake", "lamp", "lantern", "lemon", "lily", "lion", "lizard", "llama", "lobster", "locket",
    "lotus", "magnet", "mango", "maple", "marble", "meadow", "melon", "mirror", "mitten", "moose", "moth", "mouse",
    "mushroom", "nest", "needle", "noodle", "oasis", "ocean", "olive", "onion", "orange", "orchid", "otter",
    "oyster", "paddle", "palace", "panda", "parrot", "peach", "peanut", "pearl", "pebble", "pelican",
    "pencil", "pepper", "piano", "pickle", "pillow", "pine", "pirate", "planet", "plum", "pony", "poppy", "potato",
    "pumpkin", "puzzle", "quail", "quilt", "rabbit", "radio", "raven", "ribbon", "river", "robin", "rocket", "rose",
    "saddle", "salmon", "sandal", "saturn", "scarf", "shell", "ship", "silver", "skate", "sled", "snail",
    "spoon", "squid", "star", "stone", "storm", "sugar", "summit", "swan", "table", "tiger", "toast", "tomato",
    "torch", "tower", "tractor", "trumpet", "tulip", "turtle", "umbrella", "valley", "velvet", "violin", "volcano",
    "wagon", "walnut", "walrus", "whale", "wheat", "willow", "window", "wizard", "wolf", "yacht", "zebra", "zipper",
)
assert len(WORDS) == 256 and len(set(WORDS)) == 256


class ChannelError(ValueError):
    """A handshake message that is not one, or a frame that does not open (changed, replayed, out of order, cut)."""


def new_table_id() -> bytes:
    """A table's id: 16 random bytes, made once a table (bound into every connection's keys)."""
    return secrets.token_bytes(TABLE_ID_BYTES)


def _b64(data: bytes) -> bytes:
    return base64.urlsafe_b64encode(data)


def _unb64(text: bytes) -> bytes:
    try:
        return base64.b64decode(text, altchars=b"-_", validate=True)
    except (binascii.Error, ValueError):
        raise ChannelError("not base64") from None


class Handshake:
    """One side's SPAKE2 over the table's code: ``message`` to send, then ``finish(theirs, table_id)``."""

    def __init__(self, code: str, *, guest: bool) -> None:
        password = code.encode("utf-8")
        side = SPAKE2_A if guest else SPAKE2_B
        self.guest = guest
        self._pake = side(password, idA=IDENTITY_GUEST, idB=IDENTITY_HOST)
        self.message: bytes = self._pake.start()

    def finish(self, theirs: bytes, table_id: bytes) -> Keys:
        """The keys of this connection from the other side's message; ChannelError if it is not one."""
        if not isinstance(theirs, bytes) or len(theirs) != PAKE_BYTES or len(table_id) != TABLE_ID_BYTES:
            raise ChannelError("not a key exchange message")
        try:
            key = self._pake.finish(theirs)
        except Exception:  # noqa: BLE001 - spake2 raises its own errors, and ValueError for a bad point
            raise ChannelError("not a key exchange message") from None
        guest_message, host_message = (self.message, theirs) if self.guest else (theirs, self.message)
        transcript = hashlib.sha256(
            KEY_LABEL + b"\0" + guest_message + host_message + table_id).digest()
        return Keys(key, transcript, guest=self.guest)


class Keys:
    """The keys of one connection, derived from the SPAKE2 key and the transcript (both messages, the table id)."""

    def __init__(self, key: bytes, transcript: bytes, *, guest: bool) -> None:
        material = HKDF(algorithm=hashes.SHA256(), length=5 * 32, salt=transcript, info=KEY_LABEL).derive(key)
        parts = [material[i:i + 32] for i in range(0, len(material), 32)]
        self.guest = guest
        self.transcript = transcript
        self._guest_to_host, self._host_to_guest, self._guest_confirms, self._host_confirms, words = parts
        self.short_words = " ".join(WORDS[b] for b in words[:3])  # three words, the same on both sides
        number = int.from_bytes(words[3:7], "big") % 1_000_000
        self.short_number = f"{number // 1000:03d} {number % 1000:03d}"  # six digits, the same on both sides

    @property
    def confirmation(self) -> bytes:
        """What this side sends to prove it has the same key (so the same code)."""
        key = self._guest_confirms if self.guest else self._host_confirms
        return hmac.new(key, b"confirm\0" + self.transcript, hashlib.sha256).digest()

    def _check(self, key: bytes, theirs: bytes) -> bool:
        expected = hmac.new(key, b"confirm\0" + self.transcript, hashlib.sha256).digest()
        return isinstance(theirs, bytes) and hmac.compare_digest(expected, theirs)

    def check_guest(self, theirs: bytes) -> bool:
        """The host's check of the guest's confirmation: False for a wrong code (one guess)."""
        return self._check(self._guest_confirms, theirs)

    def check_host(self, theirs: bytes) -> bool:
        """The guest's check of the host's confirmation: False when the host does not know the code."""
        return self._check(self._host_confirms, theirs)

    def channel(self) -> Channel:
        """This side's channel: it seals with its own direction's key and opens with the other's."""
        if self.guest:
            return Channel(self._guest_to_host, self._host_to_guest)
        return Channel(self._host_to_guest, self._guest_to_host)


class Channel:
    """Frames of one connection: ``seal(line)`` gives the next frame to send (in order), ``open(frame)`` the
    next line received (ChannelError if the frame is not the next one exactly as sealed)."""

    def __init__(self, send_key: bytes, receive_key: bytes) -> None:
        self._send = ChaCha20Poly1305(send_key)
        self._receive = ChaCha20Poly1305(receive_key)
        self.sent = 0  # frames sealed (the next one's nonce)
        self.received = 0  # frames opened

    @staticmethod
    def _nonce(counter: int) -> bytes:
        return b"\0\0\0\0" + counter.to_bytes(8, "big")

    def seal(self, line: bytes) -> bytes:
        """The frame of ``line``: base64 of its ciphertext, with a newline."""
        cipher = self._send.encrypt(self._nonce(self.sent), line, None)
        self.sent += 1
        return _b64(cipher) + b"\n"

    def open(self, frame: bytes) -> bytes:
        """The line in ``frame`` (its newline optional); ChannelError if it does not open."""
        cipher = _unb64(frame.rstrip(b"\n"))
        if len(cipher) < TAG_BYTES:
            raise ChannelError("a frame too short")
        try:
            line = self._receive.decrypt(self._nonce(self.received), cipher, None)
        except InvalidTag:
            raise ChannelError("a frame that does not open: changed, replayed, out of order or cut") from None
        self.received += 1
        return line


def frame_size(line_bytes: int) -> int:
    """The bytes of the frame of a line of ``line_bytes`` bytes, its newline included."""
    return 4 * ((line_bytes + TAG_BYTES + 2) // 3) + 1
