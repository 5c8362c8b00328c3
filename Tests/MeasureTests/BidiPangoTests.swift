import Foundation
import Geometry
import Measure
import Testing

/// Line breaks and visual order of Hebrew, Arabic, mixed-direction, Devanagari and Thai paragraphs against Pango
/// (the Linux text stack's reference: HarfBuzz shaping, its own UAX #14 and UAX #9), on the same fonts, size and
/// width: Inter 17 with the script fonts as fallbacks, untracked (Pango does not track), word wrapping.
/// `Pango/pango_lines.py` runs under the system python with PyGObject (`scripts/setup.sh test` installs it).
@Suite struct BidiPangoTests {
    struct Case: Codable {
        var text: String
        var width: Double
        var font = "Inter, Noto Sans Hebrew, Noto Sans Arabic UI, Noto Sans Devanagari UI, Noto Sans Thai UI 17"
    }

    struct PangoLine: Codable, Equatable {
        var start: Int
        var visual: [Int]
    }

    static let cases: [Case] = [
        Case(text: "שלום עולם! מה שלומך היום? הכול בסדר, תודה רבה.", width: 120),
        Case(text: "مرحبا بالعالم، كيف حالك اليوم؟ أنا بخير، شكرا جزيلا.", width: 130),
        Case(text: "Order #123 — הזמנה מספר 456 נשלחה אתמול", width: 150),
        Case(text: "הזמנה מספר 456 (Order #123) נשלחה to Tel Aviv", width: 160),
        Case(text: "الطلب رقم 789 من متجر Apple وصل اليوم", width: 140),
        Case(text: "नमस्ते दुनिया, क्षत्रिय और विद्यालय की कहानी", width: 110),
        Case(text: "สวัสดีชาวโลก ภาษาไทยไม่มีช่องว่างระหว่างคำ", width: 100),
        Case(text: "Mixed: English, עברית, العربية, हिन्दी, ไทย.", width: 140),
    ]

    /// Ours, in the script's terms: each line's start, and its non-space characters' offsets left to right.
    static func ours(_ testCase: Case, measurer: TextMeasurer) -> [PangoLine] {
        let units = Array(testCase.text.utf16)
        let layout = measurer.layout(testCase.text, attributes: TextAttributes.style(.body, category: .large, numberOfLines: 0),
                                     width: testCase.width)
        return layout.lines.map { line in
            var visual: [Int] = []
            for run in line.visualRuns {
                var offsets: [Int] = []
                var offset = run.utf16Range.lowerBound
                while offset < run.utf16Range.upperBound {
                    let isPair = UTF16.isLeadSurrogate(units[offset]) && offset + 1 < run.utf16Range.upperBound
                    let scalar = isPair ? nil : Unicode.Scalar(units[offset])
                    if !(scalar?.properties.isWhitespace ?? false) { offsets.append(offset) }
                    offset += isPair ? 2 : 1
                }
                visual += run.isRightToLeft ? offsets.reversed() : offsets
            }
            return PangoLine(start: line.utf16Range.lowerBound, visual: visual)
        }
    }

    @Test func lineBreaksAndVisualOrderMatchPango() throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Pango/pango_lines.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script.path]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(try JSONEncoder().encode(Self.cases))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let problems = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "pango_lines.py failed (python3-gi and gir1.2-pango-1.0 installed?): \(problems)")
        let pango = try JSONDecoder().decode([[PangoLine]].self, from: data)
        let measurer = TextMeasurer(fontSet: try FontSet.standard(), tracking: .none)
        #expect(pango.count == Self.cases.count)
        for (testCase, expected) in zip(Self.cases, pango) {
            // Every case wraps, and has a right-to-left stretch or a script of its own.
            #expect(expected.count > 1, "\(testCase.text) should wrap at \(testCase.width)")
            let actual = Self.ours(testCase, measurer: measurer)
            #expect(actual.map(\.start) == expected.map(\.start), "line starts of \(testCase.text)")
            #expect(actual.map(\.visual) == expected.map(\.visual), "visual order of \(testCase.text)")
        }
    }
}
