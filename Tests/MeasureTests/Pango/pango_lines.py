"""Pango's line breaks and visual order for the Swift tests (BidiPangoTests).

Run with the system python (PyGObject from apt: python3-gi, gir1.2-pango-1.0). Reads a JSON list of cases
{"text", "width", "font"} on standard input and writes, per case, its lines: each line's first character as a
UTF-16 offset, and the UTF-16 offsets of the line's characters in visual order (left to right), from Pango's runs
(which Pango lists left to right, each run's characters reversed when its bidi level is odd). Layout as the
benchmark anchors set it: 1 pt per unit (72 dpi), unhinted metrics, word wrapping.
"""
import json
import sys

import gi

gi.require_version("Pango", "1.0")
gi.require_version("PangoCairo", "1.0")
from gi.repository import Pango, PangoCairo  # noqa: E402


def context():
    ctx = PangoCairo.FontMap.get_default().create_context()
    PangoCairo.context_set_resolution(ctx, 72.0)
    try:
        import cairo
        options = cairo.FontOptions()
        options.set_hint_metrics(cairo.HINT_METRICS_OFF)
        options.set_hint_style(cairo.HINT_STYLE_NONE)
        PangoCairo.context_set_font_options(ctx, options)
    except ImportError:
        pass
    try:
        ctx.set_round_glyph_positions(False)
    except AttributeError:
        pass
    return ctx


def utf16_offsets(text):
    """Byte offset in UTF-8 -> UTF-16 offset, for every character start and the end."""
    table, byte, unit = {}, 0, 0
    for character in text:
        table[byte] = unit
        byte += len(character.encode("utf-8"))
        unit += 2 if ord(character) > 0xFFFF else 1
    table[byte] = unit
    return table


def lines(ctx, case):
    text = case["text"]
    layout = Pango.Layout.new(ctx)
    layout.set_font_description(Pango.FontDescription.from_string(case["font"]))
    layout.set_width(int(case["width"] * Pango.SCALE))
    layout.set_wrap(Pango.WrapMode.WORD)
    layout.set_text(text, -1)
    offsets = utf16_offsets(text)
    encoded = text.encode("utf-8")
    result = []
    for index in range(layout.get_line_count()):
        line = layout.get_line(index)
        visual = []
        for run in line.runs:
            start, end = run.item.offset, run.item.offset + run.item.length
            characters = []
            byte = start
            while byte < end:
                character = encoded[byte:].decode("utf-8", errors="ignore")[0]
                characters.append((offsets[byte], character))
                byte += len(character.encode("utf-8"))
            if run.item.analysis.level % 2 == 1:
                characters.reverse()
            visual += [offset for offset, character in characters if not character.isspace()]
        result.append({"start": offsets[line.start_index], "visual": visual})
    return result


def main():
    ctx = context()
    cases = json.load(sys.stdin)
    json.dump([lines(ctx, case) for case in cases], sys.stdout)


if __name__ == "__main__":
    main()
