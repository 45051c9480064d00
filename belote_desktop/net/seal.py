"""Sealed copies of the match: every client keeps one, only the host can open it (issue 36).

"If the host goes, every client keeps a copy of the game that the host can resume as a normal saved game."
The host sends each client, after every deal and when it closes, the match's record (engine/record.py)
sealed with a key only the host keeps: encrypted, so a client cannot read a hidden card (the record holds the
seed, hence every deal), and authenticated, so a changed byte is refused. The host resumes a copy handed back
(``python -m belote_desktop.net.host --resume-copy PATH --key-file KEY``).

The cryptography is a library's (``cryptography``'s ChaCha20-Poly1305 AEAD, issue 58). From the host's 32-byte
key, HKDF-SHA256 derives the copies' key; then

    sealed = MAGIC ("BLSC2") + nonce (12 random bytes) + ChaCha20-Poly1305(zlib(record's JSON), aad=MAGIC)

(the ciphertext ends with its 16-byte tag, checked before anything is read). A copy of format 1 ("BLSC1": a
keystream and HMAC written here, before issue 58) is refused with a clear error (``SealError``): this program
no longer opens it.

>>> key = new_key()
>>> unseal(seal({"kind": "match", "actions": ["JH"]}, key), key)
{'kind': 'match', 'actions': ['JH']}
"""

from __future__ import annotations

import json
import os
import secrets
import zlib
from pathlib import Path
from typing import Any

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

MAGIC = b"BLSC2"  # a sealed copy, format 2 (ChaCha20-Poly1305)
OLD_MAGICS = (b"BLSC1",)  # formats this program no longer opens
KEY_BYTES = 32
NONCE_BYTES = 12
TAG_BYTES = 16
MAX_SEALED = 40_000  # bytes of a sealed copy (base64 in a copy message stays far below protocol.MAX_MESSAGE)
MAX_PLAIN = 1_000_000  # bytes of a record once unpacked
_LABEL = b"belote-desktop sealed copy v2"


class SealError(ValueError):
    """A copy that is not a sealed copy, was sealed with another key, or was changed."""


def new_key() -> bytes:
    return secrets.token_bytes(KEY_BYTES)


def _aead(key: bytes) -> ChaCha20Poly1305:
    if not isinstance(key, bytes) or len(key) != KEY_BYTES:
        raise SealError(f"a key has {KEY_BYTES} bytes")
    return ChaCha20Poly1305(HKDF(algorithm=hashes.SHA256(), length=32, salt=None, info=_LABEL).derive(key))


def seal(record: dict[str, Any], key: bytes) -> bytes:
    """``record`` (a JSON object) sealed with ``key``; SealError if it is larger than MAX_SEALED."""
    aead = _aead(key)
    plain = zlib.compress(json.dumps(record, separators=(",", ":"), allow_nan=False).encode("utf-8"), 9)
    nonce = secrets.token_bytes(NONCE_BYTES)
    sealed = MAGIC + nonce + aead.encrypt(nonce, plain, MAGIC)
    if len(sealed) > MAX_SEALED:
        raise SealError(f"a sealed copy of {len(sealed)} bytes is over {MAX_SEALED}")
    return sealed


def unseal(sealed: bytes, key: bytes) -> dict[str, Any]:
    """The record sealed in ``sealed``; SealError if it is not a sealed copy of ``key`` exactly as sealed."""
    aead = _aead(key)
    if not isinstance(sealed, bytes) or not len(MAGIC) + NONCE_BYTES + TAG_BYTES < len(sealed) <= MAX_SEALED:
        raise SealError("not a sealed copy (its size)")
    if sealed.startswith(OLD_MAGICS):
        raise SealError("this copy was sealed by an older version of the program (format 1), which this version "
                        "no longer opens")
    if not sealed.startswith(MAGIC):
        raise SealError("not a sealed copy")
    nonce, cipher = sealed[len(MAGIC):len(MAGIC) + NONCE_BYTES], sealed[len(MAGIC) + NONCE_BYTES:]
    try:
        packed = aead.decrypt(nonce, cipher, MAGIC)
    except InvalidTag:
        raise SealError("this copy was sealed with another key, or it was changed") from None
    try:
        unpack = zlib.decompressobj()
        text = unpack.decompress(packed, MAX_PLAIN)
        if unpack.unconsumed_tail:
            raise SealError("the record is too large")
        record = json.loads(text.decode("utf-8"))
    except (zlib.error, UnicodeDecodeError, ValueError) as error:
        raise SealError(f"a damaged copy: {str(error)[:80]}") from None
    if not isinstance(record, dict):
        raise SealError("a damaged copy: not a record")
    return record


def load_or_create_key(path: str | Path) -> bytes:
    """The host's key kept in ``path`` (64 hex digits), made (readable by its owner only) if there is none;
    SealError if the file holds something else."""
    path = Path(path)
    try:
        text = path.read_text(encoding="ascii").strip()
    except FileNotFoundError:
        key = new_key()
        path.parent.mkdir(parents=True, exist_ok=True)
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(descriptor, "w", encoding="ascii") as out:
            out.write(key.hex() + "\n")
        return key
    except (OSError, UnicodeDecodeError) as error:
        raise SealError(f"cannot read the key file: {error}") from None
    try:
        key = bytes.fromhex(text)
    except ValueError:
        raise SealError("the key file does not hold a key") from None
    if len(key) != KEY_BYTES:
        raise SealError("the key file does not hold a key")
    return key
