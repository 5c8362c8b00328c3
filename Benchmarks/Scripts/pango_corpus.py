"""Pango's paragraphs per second on a JSON corpus, configured exactly as
shared/bench/anchors/bench_text_pango.py configures it (Inter 17, width 343 pt, WORD_CHAR wrapping, 72 dpi,
hint metrics off, hint style none, unrounded glyph positions): the anchor for `TextLayoutCorpus mixed`.

    /usr/bin/python3 Scripts/pango_corpus.py [corpus.json]     # default: Resources/corpus-mixed.json

Prints the median of five passes (after one warm-up) for `reuse` (one PangoLayout, set_text per paragraph) and
`fresh` (a new PangoLayout per paragraph), with the total line count. Fonts for Hebrew, Arabic, Devanagari, Thai,
Chinese and emoji come from fontconfig's fallback, as in any Pango program.
"""
import json
import os
import statistics
import sys
import time

import gi

gi.require_version("Pango", "1.0")
gi.require_version("PangoCairo", "1.0")
from gi.repository import Pango  # noqa: E402

from pango_lines import FONT, WIDTH_PT, make_context  # noqa: E402  (the anchor's set-up, shared)

HERE = os.path.dirname(os.path.abspath(__file__))
RUNS = 5


def configure(layout, desc):
    layout.set_font_description(desc)
    layout.set_width(WIDTH_PT * Pango.SCALE)
    layout.set_wrap(Pango.WrapMode.WORD_CHAR)


def reuse(ctx, desc, texts):
    layout = Pango.Layout.new(ctx)
    configure(layout, desc)
    lines = 0
    for text in texts:
        layout.set_text(text, -1)
        lines += layout.get_line_count()
        layout.get_size()
    return lines


def fresh(ctx, desc, texts):
    lines = 0
    for text in texts:
        layout = Pango.Layout.new(ctx)
        configure(layout, desc)
        layout.set_text(text, -1)
        lines += layout.get_line_count()
        layout.get_size()
    return lines


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "..", "Resources", "corpus-mixed.json")
    with open(path, encoding="utf-8") as f:
        texts = json.load(f)
    ctx = make_context()
    desc = Pango.FontDescription.from_string(FONT)
    print("Pango", Pango.version_string(), "|", os.path.basename(path), "|", len(texts), "paragraphs")
    for name, fn in (("reuse", reuse), ("fresh", fresh)):
        fn(ctx, desc, texts)
        times = []
        for _ in range(RUNS):
            start = time.perf_counter()
            lines = fn(ctx, desc, texts)
            times.append(time.perf_counter() - start)
        median = statistics.median(times)
        print("%-6s %8.1f ms  %7.0f paragraphs/s  lines=%d" % (name, median * 1e3, len(texts) / median, lines), flush=True)


if __name__ == "__main__":
    sys.exit(main())
