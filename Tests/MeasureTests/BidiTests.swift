import Geometry
import Measure
import Testing

/// Right-to-left and mixed-direction text (UAX #9 through ICU), and the scripts Inter lacks, checked by where each
/// glyph lands: the first character of a right-to-left run is drawn rightmost.
@Suite struct BidiTests {
    let body = TextAttributes.style(.body, category: .large)

    /// Every glyph of a layout with its x, left to right.
    func glyphs(_ text: String, direction: LayoutDirection = .leftToRight, width: Double? = nil,
                attributes: TextAttributes? = nil) -> [(glyph: UInt32, x: Double, family: String)] {
        var attributes = attributes ?? body
        attributes.direction = direction
        let layout = measurer.layout(text, attributes: attributes, width: width)
        return layout.runs.flatMap { run in zip(run.glyphs, run.positions).map { ($0, $1.x, run.font.family) } }.sorted { $0.x < $1.x }
    }

    func glyph(of character: String) -> UInt32? { glyphs(character).first?.glyph }

    @Test func hebrewIsSetRightToLeft() throws {
        let alef = try #require(glyph(of: "א")), bet = try #require(glyph(of: "ב")), gimel = try #require(glyph(of: "ג"))
        let drawn = glyphs("אבג")
        #expect(drawn.map(\.glyph) == [gimel, bet, alef])
        #expect(drawn.allSatisfy { $0.family == "Noto Sans Hebrew" })
    }

    @Test func arabicLettersJoin() {
        // ع alone, and as the initial, medial and final form in ععع: four different glyphs.
        let isolated = glyphs("ع").map(\.glyph)
        let joined = glyphs("ععع").map(\.glyph)
        #expect(isolated.count == 1 && joined.count == 3)
        #expect(Set(joined + isolated).count == 4)
        #expect(glyphs("ععع").allSatisfy { $0.family == "Noto Sans Arabic UI" })
    }

    @Test func hebrewInsideALeftToRightParagraph() throws {
        // "ab אב": the paragraph is left to right (first strong character a); the Hebrew run is reversed in place.
        let a = try #require(glyph(of: "a")), b = try #require(glyph(of: "b"))
        let alef = try #require(glyph(of: "א")), bet = try #require(glyph(of: "ב"))
        let space = glyphs("a b")[1].glyph
        #expect(glyphs("ab אב").map(\.glyph) == [a, b, space, bet, alef])
    }

    @Test func latinInsideARightToLeftParagraph() throws {
        // "אב ab": the paragraph is right to left (first strong character א): א rightmost, "ab" on the left.
        let a = try #require(glyph(of: "a")), b = try #require(glyph(of: "b"))
        let alef = try #require(glyph(of: "א")), bet = try #require(glyph(of: "ב"))
        let drawn = glyphs("אב ab").map(\.glyph)
        #expect(drawn.first == a && drawn.dropFirst().first == b)
        #expect(Array(drawn.suffix(2)) == [bet, alef])
    }

    @Test func closingPunctuationEndsARightToLeftSentence() throws {
        // "שלום!": the "!" follows the word in reading order, so it is drawn on the left.
        let exclamation = try #require(glyph(of: "!"))
        let drawn = glyphs("שלום!")
        #expect(drawn.first?.glyph == exclamation)
    }

    @Test func numbersKeepTheirOrderInsideRightToLeftText() throws {
        // "מספר 123": the number reads left to right, to the left of the word.
        let one = try #require(glyph(of: "1")), two = try #require(glyph(of: "2")), three = try #require(glyph(of: "3"))
        #expect(Array(glyphs("מספר 123").map(\.glyph).prefix(3)) == [one, two, three])
    }

    @Test func latinTextIsTheSameInBothLayoutDirections() {
        // A paragraph whose first strong character is Latin is left to right whatever the layout direction.
        for text in ["Hello, world!", "Order #123 — shipped.", "4 days 2 hours"] {
            var rtl = body
            rtl.direction = .rightToLeft
            rtl.alignment = .left
            var ltr = body
            ltr.alignment = .left
            #expect(measurer.layout(text, attributes: rtl, width: 200).runs == measurer.layout(text, attributes: ltr, width: 200).runs)
        }
    }

    @Test func rightToLeftTruncationPutsTheEllipsisOnTheLeft() throws {
        var attributes = body
        attributes.numberOfLines = 1
        let ellipsis = try #require(glyph(of: "…"))
        let layout = glyphs("שלום עולם, מה שלומך היום? הכול בסדר", width: 120, attributes: attributes)
        #expect(layout.first?.glyph == ellipsis)
        #expect(layout.last?.glyph == glyph(of: "ש"))
    }

    @Test func devanagariConjunctsAndThaiTakeTheirScriptFonts() {
        // क + ् + ष form one conjunct glyph (क्ष).
        let conjunct = glyphs("क्ष")
        #expect(conjunct.count == 1)
        #expect(conjunct.first?.family == "Noto Sans Devanagari UI")
        #expect(glyphs("ภาษาไทย").allSatisfy { $0.family == "Noto Sans Thai UI" })
        #expect(measurer.layout("नमस्ते สวัสดี שלום مرحبا", attributes: body, width: nil).missingCharacters.isEmpty)
    }
}

extension BidiTests {
    @Test func textWithoutStrongCharactersIsLeftToRightInEitherLayout() throws {
        // "×3" has no strong character: rule P3 makes the paragraph left to right, in a right-to-left layout too
        // (the 3 stays on the right).
        let three = try #require(glyph(of: "3"))
        let drawn = glyphs("×3", direction: .rightToLeft).map(\.glyph)
        #expect(drawn == glyphs("×3").map(\.glyph))
        #expect(drawn.last == three)
    }
}

extension BidiTests {
    @Test func thaiBreaksBetweenDictionaryWords() {
        // Thai has no spaces between words; ICU's dictionary finds สวัสดี | ชาว | โลก ("hello" "people" "world").
        let layout = measurer.layout("สวัสดีชาวโลก", attributes: body, width: 60)
        #expect(layout.lines.map(\.text) == ["สวัสดี", "ชาวโลก"])
        let narrow = measurer.layout("สวัสดีชาวโลก", attributes: body, width: 40)
        #expect(narrow.lines.map(\.text).joined() == "สวัสดีชาวโลก")
        #expect(narrow.lines.allSatisfy { ["สวัสดี", "ชาว", "โลก", "ชาวโลก"].contains($0.text) })
    }

    @Test func devanagariClustersAreNeverSplit() {
        // At any width, lines end between words (and under char wrapping, between grapheme clusters): क्ष stays whole.
        var attributes = body
        attributes.lineBreakMode = .byCharWrapping
        for width in stride(from: 10.0, through: 80, by: 10) {
            let lines = measurer.layout("क्षत्रिय", attributes: attributes, width: width).lines.map(\.text)
            #expect(lines.joined() == "क्षत्रिय")
            // No line starts with a combining sign (a vowel sign, the virama U+094D).
            let startsWithMark = lines.contains { line in
                guard let first = line.unicodeScalars.first else { return false }
                return [.nonspacingMark, .spacingMark].contains(first.properties.generalCategory)
            }
            #expect(!startsWithMark)
        }
    }
}
