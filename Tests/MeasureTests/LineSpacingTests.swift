import Geometry
import Measure
import Testing

/// `NSParagraphStyle.lineSpacing`: "the distance in points between the bottom of one line fragment and the top of the
/// next" (Apple's documentation) — between lines, not after the last. Measured: a two-line attributed label in the
/// system font at 20 pt with lineSpacing 2 is stored by Interface Builder 50 pt tall (2 × 23.87 + 2 = 49.73, rounded up
/// to the pixel grid), where spacing after every line would give 52.
struct LineSpacingTests {
    @Test func spacingGoesBetweenLinesOnly() {
        var spaced = TextAttributes(font: FontSpec(pointSize: 20))
        spaced.lineSpacing = 2
        let plain = measurer.layout("One\nTwo\nThree", attributes: TextAttributes(font: FontSpec(pointSize: 20)), width: nil, scale: 2)
        let layout = measurer.layout("One\nTwo\nThree", attributes: spaced, width: nil, scale: 2)
        #expect(layout.lines.count == 3)
        // Three lines, two gaps: 2 × 2 = 4 pt more (the sizes are on the 2× pixel grid, which 4 pt keeps).
        #expect(abs(layout.size.height - (plain.size.height + 4)) <= 0.5)
        for index in 0..<3 {
            #expect(abs(layout.lines[index].top - (plain.lines[index].top + 2 * Double(index))) < 0.001)
            #expect(abs(layout.lines[index].baseline - (plain.lines[index].baseline + 2 * Double(index))) < 0.001)
        }
    }

    @Test func oneLineIsUnchanged() {
        var spaced = TextAttributes(font: FontSpec(pointSize: 17))
        spaced.lineSpacing = 10
        let plain = measurer.layout("Alone", attributes: TextAttributes(font: FontSpec(pointSize: 17)), width: nil)
        #expect(measurer.layout("Alone", attributes: spaced, width: nil).size == plain.size)
    }

    @Test func negativeSpacingIsIgnored() {
        var negative = TextAttributes(font: FontSpec(pointSize: 17))
        negative.lineSpacing = -5
        let plain = measurer.layout("a\nb", attributes: TextAttributes(font: FontSpec(pointSize: 17)), width: nil)
        #expect(measurer.layout("a\nb", attributes: negative, width: nil).size == plain.size)
    }
}
