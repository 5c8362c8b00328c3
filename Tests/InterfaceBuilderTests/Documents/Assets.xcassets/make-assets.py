"""Writes this test catalogue's images (run from this folder): a 40x30 PNG at 2x (solid #1F7A4D), an SVG badge
(a #7A1FA0 square) and a one-page PDF icon (a #C0392B square). Kept so the bytes can be made again."""
import os, struct, zlib

def png(path, width, height, rgb):
    row = b"\x00" + bytes(rgb) * width
    raw = row * height
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
    data += chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    open(path, "wb").write(data)

def pdf(path, size, rgb):
    content = ("%.3f %.3f %.3f rg 0 0 %d %d re f" % (rgb[0] / 255, rgb[1] / 255, rgb[2] / 255, size, size)).encode()
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
               b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %d %d] /Contents 4 0 R >>" % (size, size),
               b"<< /Length %d >>\nstream\n" % len(content) + content + b"\nendstream"]
    out = b"%PDF-1.4\n"
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    open(path, "wb").write(out)

png("Photo.imageset/photo@2x.png", 40, 30, (0x1F, 0x7A, 0x4D))
open("Badge.imageset/badge.svg", "w").write(
    '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16"><rect width="16" height="16" fill="#7A1FA0"/></svg>\n')
pdf("Icon.imageset/icon.pdf", 24, (0xC0, 0x39, 0x2B))
