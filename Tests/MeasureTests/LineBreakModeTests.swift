import Geometry
import Measure
import Testing

/// `NSLineBreakMode`: char wrapping, and head, middle and tail truncation of the last line, checked against widths
/// measured piece by piece (the unbounded width of each candidate line, the "hand computation" of a label).
struct LineBreakModeTests {
    static func attributes(_ mode: LineBreakMode, lines: Int = 1) -> TextAttributes {
        TextAttributes(font: FontSpec(pointSize: 17), numberOfLines: lines, lineBreakMode: mode)
    }

    static func width(_ text: String) -> Double {
        measurer.layout(text, attributes: TextAttributes(font: FontSpec(pointSize: 17), numberOfLines: 1), width: nil).lines[0].width
    }

    @Test func charWrappingFillsLinesBetweenAnyCharacters() {
        let text = "aaaa bbbbbb"
        let limit = Self.width("aaaa bbb") + 0.01
        let word = measurer.layout(text, attributes: Self.attributes(.byWordWrapping, lines: 0), width: limit)
        let char = measurer.layout(text, attributes: Self.attributes(.byCharWrapping, lines: 0), width: limit)
        #expect(word.lines.map(\.text) == ["aaaa", "bbbbbb"])
        #expect(char.lines.map(\.text) == ["aaaa bbb", "bbb"])
    }

    @Test func headTruncationKeepsTheLongestEndThatFits() {
        let text = "Quarterly report final version"
        let limit = 120.0
        let layout = measurer.layout(text, attributes: Self.attributes(.byTruncatingHead), width: limit)
        let line = layout.lines[0].text
        #expect(layout.isTruncated && line.hasPrefix("…") && text.hasSuffix(String(line.dropFirst())))
        #expect(layout.lines[0].width <= limit + 1e-9)
        // One more character of the end would not fit.
        let longer = "…" + String(text.suffix(line.count))
        #expect(Self.width(longer) > limit)
        #expect(abs(layout.lines[0].width - Self.width(line)) < 1e-9)
    }

    @Test func middleTruncationKeepsBothEnds() {
        let text = "IMG_20261125_holiday_photo_final.jpeg"
        let limit = 150.0
        let layout = measurer.layout(text, attributes: Self.attributes(.byTruncatingMiddle), width: limit)
        let line = layout.lines[0].text
        let parts = line.split(separator: "…", omittingEmptySubsequences: false)
        #expect(parts.count == 2)
        #expect(text.hasPrefix(String(parts[0])) && text.hasSuffix(String(parts[1])))
        #expect(!parts[0].isEmpty && !parts[1].isEmpty)
        #expect(layout.lines[0].width <= limit + 1e-9)
        #expect(Self.width(String(parts[0])) <= (limit - Self.width("…")) / 2 + 1e-9)
        #expect(layout.hiddenUTF16Count == text.utf16.count - parts[0].utf16.count - parts[1].utf16.count)
    }

    @Test func tailTruncationStillEndsWithTheEllipsis() {
        let text = "Quarterly report final version"
        let limit = 120.0
        let layout = measurer.layout(text, attributes: Self.attributes(.byTruncatingTail), width: limit)
        let line = layout.lines[0].text
        #expect(layout.isTruncated && line.hasSuffix("…") && text.hasPrefix(String(line.dropLast())))
        #expect(layout.lines[0].width <= limit + 1e-9)
        // The longest start that fits with its "…": one more character would not.
        let start = String(line.dropLast())
        let ellipsis = layout.lines[0].width - Self.width(start)
        #expect(abs(ellipsis - Self.width("…")) < 0.5)
        #expect(Self.width(String(text.prefix(start.count + 1))) + ellipsis > limit)
        // What the "…" stands for: every character after the kept start.
        #expect(layout.hiddenUTF16Count == text.utf16.count - start.utf16.count)
        #expect(measurer.layout(text, attributes: Self.attributes(.byTruncatingTail), width: nil).hiddenUTF16Count == 0)
    }

    @Test func clippingWrapsAtWordsAndDropsTheRestWithoutAnEllipsis() {
        let text = "Quarterly report final version"
        let limit = 150.0
        let layout = measurer.layout(text, attributes: Self.attributes(.byClipping), width: limit)
        // By hand: the longest run of whole words that fits in the width.
        let words = text.split(separator: " ")
        let prefixes = words.indices.map { words[...$0].joined(separator: " ") }
        let expected = prefixes.last { Self.width($0) <= limit } ?? ""
        #expect(expected.contains(" ") && expected != text)
        #expect(layout.lines.map(\.text) == [expected])
        #expect(layout.isTruncated && !layout.lines[0].text.contains("…"))
        #expect(abs(layout.lines[0].width - Self.width(expected)) < 1e-9)
    }

    @Test func lastOfSeveralLinesIsCutInItsMiddle() {
        let text = "one two three four five six seven eight nine ten eleven twelve"
        let layout = measurer.layout(text, attributes: Self.attributes(.byTruncatingMiddle, lines: 2), width: 120)
        #expect(layout.lines.count == 2)
        #expect(!layout.lines[0].text.contains("…"))
        #expect(layout.lines[1].text.contains("…") && layout.lines[1].text.hasSuffix("twelve"))
        #expect(layout.lines[1].baseline > layout.lines[0].baseline)
    }
}
