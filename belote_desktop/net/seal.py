"""Sealed copies of the match: every client keeps one, only the host can open it (issue 36).

"If the host goes, every client keeps a copy of the game that the host can resume as a normal saved game."
The host sends each client, after every deal and when it closes, the match's record (engine/record.py)
sealed with a key only the host keeps: encrypted, so a client cannot read a hidden card (the record holds the
seed, hence every deal), and authenticated, so a changed byte is refused. The host resumes a copy handed back
(``python -m belote_desktop.net.host --resume-copy PATH --key-file KEY``).

Standard library only. From the 32-byte key, two keys are derived (one to encrypt, one to authenticate):

    sealed     = MAGIC + nonce (16 random bytes) + ciphertext + tag (32 bytes)
    ciphertext = zlib(record's JSON) XOR shake_256(enc_key + nonce)[:len]
    tag        = HMAC-SHA256(mac_key, MAGIC + nonce + ciphertext)

The tag is checked (in constant time) before anything is decrypted or read.

>>> key = new_key()
>>> unseal(seal({"kind": "match", "actions": ["JH"]}, key), key)
{'kind': 'match', 'actions': ['JH']}
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import secrets
import zlib
from pathlib import Path
from typing import Any

MAGIC = b"BLSC1"  # a sealed copy, format 1
KEY_BYTES = 32
NONCE_BYTES = 16
TAG_BYTES = 32
MAX_SEALED = 40_000  # bytes of a sealed copy (base64 in a copy message stays far below protocol.MAX_MESSAGE)
MAX_PLAIN = 1_000_000  # bytes of a record once unpacked


class SealError(ValueError):
    """A copy that is not a sealed copy, was sealed with another key, or was changed."""


def new_key() -> bytes:
    return secrets.token_bytes(KEY_BYTES)


def _keys(key: bytes) -> tuple[bytes, bytes]:
    if not isinstance(key, bytes) or len(key) != KEY_BYTES:
        raise SealError(f"a key has {KEY_BYTES} bytes")
    return (hashlib.sha256(b"belote-seal-encrypt\0" + key).digest(),
            hashlib.sha256(b"belote-seal-authenticate\0" + key).digest())


def _keystream(enc_key: bytes, nonce: bytes, length: int) -> bytes:
    return hashlib.shake_256(enc_key + nonce).digest(length)


def _xor(data: bytes, stream: bytes) -> bytes:
    return (int.from_bytes(data, "big") ^ int.from_bytes(stream, "big")).to_bytes(len(data), "big")


def seal(record: dict[str, Any], key: bytes) -> bytes:
    """``record`` (a JSON object) sealed with ``key``; SealError if it is larger than MAX_SEALED."""
    enc_key, mac_key = _keys(key)
    plain = zlib.compress(json.dumps(record, separators=(",", ":"), allow_nan=False).encode("utf-8"), 9)
    nonce = secrets.token_bytes(NONCE_BYTES)
    body = MAGIC + nonce + _xor(plain, _keystream(enc_key, nonce, len(plain)))
    sealed = body + hmac.new(mac_key, body, hashlib.sha256).digest()
    if len(sealed) > MAX_SEALED:
        raise SealError(f"a sealed copy of {len(sealed)} bytes is over {MAX_SEALED}")
    return sealed


def unseal(sealed: bytes, key: bytes) -> dict[str, Any]:
    """The record sealed in ``sealed``; SealError if it is not a sealed copy of ``key`` exactly as sealed."""
    enc_key, mac_key = _keys(key)
    if not isinstance(sealed, bytes) or not len(MAGIC) + NONCE_BYTES + TAG_BYTES < len(sealed) <= MAX_SEALED:
        raise SealError("not a sealed copy (its size)")
    if not sealed.startswith(MAGIC):
        raise SealError("not a sealed copy")
    body, tag = sealed[:-TAG_BYTES], sealed[-TAG_BYTES:]
    if not hmac.compare_digest(tag, hmac.new(mac_key, body, hashlib.sha256).digest()):
        raise SealError("this copy was sealed with another key, or it was changed")
    nonce, cipher = body[len(MAGIC):len(MAGIC) + NONCE_BYTES], body[len(MAGIC) + NONCE_BYTES:]
    try:
        unpack = zlib.decompressobj()
        text = unpack.decompress(_xor(cipher, _keystream(enc_key, nonce, len(cipher))), MAX_PLAIN)
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
