import Geometry
import Measure
import Testing

/// Attributed text (`TextAttributes.attributedRuns`): each range in its own font, glyph runs that say which range
/// they set, and lines as tall as their tallest run; checked against the same pieces laid out alone.
@Suite struct AttributedTextTests {
    static let small = FontSpec(pointSize: 12)
    static let large = FontSpec(pointSize: 34, weight: .bold)

    /// The first `bigLength` characters at 34 pt bold, the rest at 12 pt (the label's font).
    static func mixed(width: Double? = nil, lines: Int = 0, mode: LineBreakMode = .byTruncatingTail, text: String = "Big small",
                      bigLength: Int = 4) -> TextLayout {
        var attributes = TextAttributes(font: small, numberOfLines: lines, lineBreakMode: mode)
        attributes.attributedRuns = [AttributedRun(utf16Range: 0..<bigLength, font: large)]
        return measurer.layout(text, attributes: attributes, width: width)
    }

    static func alone(_ text: String, _ font: FontSpec) -> TextLayout {
        measurer.layout(text, attributes: TextAttributes(font: font, numberOfLines: 1), width: nil)
    }

    @Test func eachRangeIsSetInItsFontAndTheLineIsAsTallAsItsTallestRun() throws {
        let layout = Self.mixed(text: "Bigsmall", bigLength: 3)
        let big = Self.alone("Big", Self.large), rest = Self.alone("small", Self.small)
        #expect(layout.lines.count == 1)
        // Widths add up (no kerning reaches across fonts), and the line takes the big run's ascent and descent.
        #expect(abs(layout.lines[0].width - (big.lines[0].width + rest.lines[0].width)) < 1e-9)
        #expect(layout.lines[0].height == big.lines[0].height)
        #expect(layout.lines[0].baseline == big.lines[0].baseline)
        #expect(layout.size.height == big.size.height)
        // The glyphs of "Big" are 34 pt and say they set attributed run 0; those of "small" are the label's.
        let sizes = layout.runs.map { ($0.pointSize, $0.attributedRun) }
        #expect(sizes.first?.0 == 34 && sizes.first?.1 == 0)
        #expect(sizes.last?.0 == 12 && sizes.last?.1 == nil)
        let firstSmall = try #require(layout.runs.last?.positions.first)
        #expect(abs(firstSmall.x - big.lines[0].width) < 1e-9)
    }

    @Test func wrappedLinesEachTakeTheirOwnTallestRun() {
        // "Big" wraps onto the first line alone at 40 pt; the second line holds only 12-pt text.
        let text = "Big small words here"
        let layout = Self.mixed(width: Self.alone("Big", Self.large).lines[0].width + 1, text: text)
        let smallLine = Self.alone("small", Self.small).lines[0].height
        #expect(layout.lines.count >= 2)
        #expect(layout.lines[0].height == Self.alone("Big", Self.large).lines[0].height)
        #expect(layout.lines.dropFirst().allSatisfy { $0.height == smallLine })
    }

    @Test func theEllipsisTakesTheFontOfTheTextBeforeIt() throws {
        // Cut inside the 34-pt run: the "…" is 34 pt; cut inside the 12-pt run: 12 pt.
        let inBig = Self.mixed(width: 60, lines: 1, text: "Bigger words small", bigLength: 13)
        let inSmall = Self.mixed(width: Self.alone("Big", Self.large).lines[0].width + 40, lines: 1, text: "Big small small small")
        let bigEllipsis = try #require(inBig.runs.last), smallEllipsis = try #require(inSmall.runs.last)
        #expect(inBig.lines[0].text.hasSuffix("…") && bigEllipsis.pointSize == 34 && bigEllipsis.attributedRun == 0)
        #expect(inSmall.lines[0].text.hasSuffix("…") && smallEllipsis.pointSize == 12 && smallEllipsis.attributedRun == nil)
        // Room for "Big", its space and a 12-pt "s…" but not for a 34-pt "…": the cut falls after the space, in the
        // big run, so the "…" is 34 pt and the line is cut again before it.
        let tight = Self.mixed(width: Self.alone("Big", Self.large).lines[0].width + 10, lines: 1, text: "Big small small small")
        #expect(tight.runs.last?.pointSize == 34 && tight.lines[0].width <= Self.alone("Big", Self.large).lines[0].width + 10)
    }

    @Test func middleTruncationKeepsEachEndInItsFont() {
        let text = "Bigger start and a small end"
        var attributes = TextAttributes(font: Self.small, numberOfLines: 1, lineBreakMode: .byTruncatingMiddle)
        attributes.attributedRuns = [AttributedRun(utf16Range: 0..<6, font: Self.large)]
        let layout = measurer.layout(text, attributes: attributes, width: 160)
        #expect(layout.lines[0].text.hasPrefix("Big") && layout.lines[0].text.hasSuffix("end"))
        #expect(layout.runs.first?.pointSize == 34 && layout.runs.first?.attributedRun == 0)
        #expect(layout.runs.last?.pointSize == 12 && layout.runs.last?.attributedRun == nil)
        #expect(layout.lines[0].width <= 160 + 1e-9)
    }

    @Test func runsInTheLabelsOwnFontLayOutAsPlainText() {
        let plain = measurer.layout("Same font throughout", attributes: TextAttributes(font: Self.small), width: 80)
        var attributes = TextAttributes(font: Self.small)
        attributes.attributedRuns = [AttributedRun(utf16Range: 0..<4, font: Self.small), AttributedRun(utf16Range: 5..<9, font: Self.small)]
        let runs = measurer.layout("Same font throughout", attributes: attributes, width: 80)
        #expect(runs.lines == plain.lines)
        #expect(runs.size == plain.size)
        #expect(runs.runs.flatMap(\.glyphs) == plain.runs.flatMap(\.glyphs))
        #expect(runs.runs.flatMap(\.positions) == plain.runs.flatMap(\.positions))
    }

    @Test func rangesOutsideTheTextAreIgnored() {
        var attributes = TextAttributes(font: Self.small)
        attributes.attributedRuns = [AttributedRun(utf16Range: 40..<90, font: Self.large), AttributedRun(utf16Range: 2..<2, font: Self.large)]
        let layout = measurer.layout("short", attributes: attributes, width: nil)
        #expect(layout.runs.allSatisfy { $0.pointSize == 12 && $0.attributedRun == nil })
    }
}
