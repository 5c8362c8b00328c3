#!/usr/bin/env python3
"""Writes the FuzzPNG seed corpus: small PNGs of every colour type and bit depth the decoder handles, every
filter type, a transparency chunk, split image data, and the 16-bit and interlaced forms left to Cairo.
Run from this folder: python3 make-png-seeds.py (the outputs are committed in png/)."""
import struct, zlib

def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

def png(width, height, depth, colour, rows, extra=(), interlace=0, split=1):
    raw = b"".join(rows)
    data = zlib.compress(raw)
    parts = [data[i * len(data) // split:(i + 1) * len(data) // split] for i in range(split)]
    out = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, colour, 0, 0, interlace))
    for kind, body in extra:
        out += chunk(kind, body)
    for part in parts:
        out += chunk(b"IDAT", part)
    return out + chunk(b"IEND", b"")

def rows(width, height, bytes_per_pixel, filters=(0,)):
    return [bytes([filters[y % len(filters)]]) + bytes((x * 37 + y * 11) & 0xFF for x in range(width * bytes_per_pixel))
            for y in range(height)]

seeds = {
    "rgb8.png": png(8, 6, 8, 2, rows(8, 6, 3)),
    "rgba8-filters.png": png(8, 6, 8, 6, rows(8, 6, 4, filters=(0, 1, 2, 3, 4))),
    "grey1.png": png(16, 4, 1, 0, rows(2, 4, 1)),
    "grey4-trns.png": png(8, 4, 4, 0, rows(4, 4, 1), extra=[(b"tRNS", b"\x00\x03")]),
    "grey-alpha8.png": png(5, 5, 8, 4, rows(5, 5, 2, filters=(4,))),
    "palette2-trns.png": png(8, 3, 2, 3, rows(2, 3, 1), extra=[(b"PLTE", bytes(range(12))), (b"tRNS", b"\x00\x80")]),
    "rgb8-key-split.png": png(6, 6, 8, 2, rows(6, 6, 3, filters=(2,)), extra=[(b"tRNS", b"\x00\x25\x00\x0b\x00\x30")], split=3),
    "rgb16.png": png(4, 4, 16, 2, rows(4, 4, 6)),
    "rgba8-interlaced.png": png(4, 4, 8, 6, rows(4, 4, 4), interlace=1),
    "text-chunks.png": png(3, 3, 8, 2, rows(3, 3, 3), extra=[(b"tEXt", b"Software\x00LayoutSnap")]),
}
for name, data in seeds.items():
    with open("png/" + name, "wb") as f:
        f.write(data)
