"""Render resources/icons/belote-desktop.svg to PNG sizes, a Windows .ico and a macOS .icns.

Usage: python packaging/make_icons.py [--svg FILE] [--out DIR]

Only PySide6 is needed (QSvgRenderer). ICO and ICNS are written here rather than through Qt's
image plugins because those store a single size per file.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
NAME = "belote-desktop"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# (OSType, pixel size); PNG payloads are accepted by macOS 10.7+ for all of these.
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"ic11", 32), (b"ic12", 64), (b"ic07", 128),
    (b"ic13", 256), (b"ic08", 256), (b"ic14", 512), (b"ic09", 512), (b"ic10", 1024),
)


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError("PNG encoding failed")
    buffer.close()
    return bytes(data.data())


def bmp_icon_bytes(image: QImage) -> bytes:
    """32-bit DIB as stored in an ICO entry: header, BGRA rows bottom-up, then the AND mask."""
    w, h = image.width(), image.height()
    bpl = image.bytesPerLine()
    raw = bytes(image.constBits())[: bpl * h]  # ARGB32 is B, G, R, A in memory (little-endian)
    rows = [raw[y * bpl : y * bpl + w * 4] for y in range(h)]
    mask_stride = ((w + 31) // 32) * 4
    mask = bytearray()
    for row in reversed(rows):
        bits = bytearray(mask_stride)
        for x in range(w):
            if row[x * 4 + 3] == 0:
                bits[x // 8] |= 0x80 >> (x % 8)
        mask += bits
    pixels = b"".join(reversed(rows))
    header = struct.pack("<IiiHHIIiiII", 40, w, h * 2, 1, 32, 0, len(pixels) + len(mask), 0, 0, 0, 0)
    return header + pixels + bytes(mask)


def write_ico(path: Path, images: dict[int, QImage]) -> None:
    # Windows convention: small sizes as DIB, large ones PNG-compressed.
    blobs = [(s, png_bytes(images[s]) if s >= 128 else bmp_icon_bytes(images[s])) for s in ICO_SIZES]
    out = bytearray(struct.pack("<HHH", 0, 1, len(blobs)))
    offset = 6 + 16 * len(blobs)
    for size, blob in blobs:
        dim = 0 if size >= 256 else size
        out += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(blob), offset)
        offset += len(blob)
    for _, blob in blobs:
        out += blob
    path.write_bytes(bytes(out))


def write_icns(path: Path, renderer: QSvgRenderer) -> None:
    cache: dict[int, bytes] = {}
    body = bytearray()
    for ostype, size in ICNS_TYPES:
        if size not in cache:
            cache[size] = png_bytes(render(renderer, size))
        body += ostype + struct.pack(">I", 8 + len(cache[size])) + cache[size]
    path.write_bytes(b"icns" + struct.pack(">I", 8 + len(body)) + bytes(body))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--svg", type=Path, default=ROOT / "resources" / "icons" / f"{NAME}.svg")
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "icons")
    args = parser.parse_args(argv)

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(args.svg))
    if not renderer.isValid():
        print(f"error: cannot render {args.svg}", file=sys.stderr)
        return 1
    args.out.mkdir(parents=True, exist_ok=True)
    images = {size: render(renderer, size) for size in PNG_SIZES}
    for size, image in images.items():
        (args.out / f"{NAME}-{size}.png").write_bytes(png_bytes(image))
    write_ico(args.out / f"{NAME}.ico", images)
    write_icns(args.out / f"{NAME}.icns", renderer)
    for check in (f"{NAME}.ico", f"{NAME}.icns"):
        if QImage(str(args.out / check)).isNull():
            print(f"error: Qt cannot read back {check}", file=sys.stderr)
            return 1
    print(f"icons written to {args.out}")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
