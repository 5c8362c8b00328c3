"""Per-paragraph line breaks from Pango, configured exactly as
shared/bench/anchors/bench_text_pango.py configures it (Inter 17, width 343 pt, WORD_CHAR wrapping,
72 dpi, hint metrics off, hint style none, unrounded glyph positions).

    /usr/bin/python3 Scripts/pango_lines.py [corpus.json] [out.json]

Writes a JSON array with one entry per paragraph: the list of line texts (trailing spaces kept, as
Pango keeps them in the line). Used by the CompareWithPango tool; see README.md.
"""
import json
import os
import sys

import gi

gi.require_version("Pango", "1.0")
gi.require_version("PangoCairo", "1.0")
from gi.repository import Pango, PangoCairo  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
WIDTH_PT = 343
FONT = "Inter 17"


def make_context():
    """A context set up as bench_text_pango.py sets one up (fractional metrics when pycairo is installed, as there)."""
    fm = PangoCairo.FontMap.get_default()
    ctx = fm.create_context()
    PangoCairo.context_set_resolution(ctx, 72.0)
    try:
        import cairo
        fo = cairo.FontOptions()
        fo.set_hint_metrics(cairo.HINT_METRICS_OFF)
        fo.set_hint_style(cairo.HINT_STYLE_NONE)
        PangoCairo.context_set_font_options(ctx, fo)
    except ImportError:
        pass
    ctx.set_round_glyph_positions(False)
    return ctx


def main():
    src = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "..", "Resources", "corpus.json")
    dst = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "..", ".build", "pango_lines.json")
    texts = json.load(open(src, encoding="utf-8"))
    ctx = make_context()
    layout = Pango.Layout.new(ctx)
    layout.set_font_description(Pango.FontDescription.from_string(FONT))
    layout.set_width(WIDTH_PT * Pango.SCALE)
    layout.set_wrap(Pango.WrapMode.WORD_CHAR)
    out = []
    total = 0
    for t in texts:
        layout.set_text(t, -1)
        raw = t.encode("utf-8")
        lines = []
        for line in layout.get_lines_readonly():
            lines.append(raw[line.start_index:line.start_index + line.length].decode("utf-8"))
        total += len(lines)
        out.append(lines)
    os.makedirs(os.path.dirname(os.path.abspath(dst)), exist_ok=True)
    with open(dst, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False)
    print("Pango", Pango.version_string(), "paragraphs", len(texts), "lines", total, "->", dst)


if __name__ == "__main__":
    main()
