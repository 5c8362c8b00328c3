import Geometry
import Measure
import Testing

/// Pseudo-localisation as Android's pseudo-locales define it (`en-XA`: accented, expanded, bracketed; `ar-XB`: right to
/// left) and as the issue asks: accented text keeps its length, long text grows 40 % up to 20 characters and 30 %
/// beyond, the same text always gives the same pseudo text, and attributed runs keep covering their letters.
struct PseudoLocaleTests {
    @Test func accentedKeepsLengthAndOnlyChangesLetters() {
        #expect(PseudoLocale.accented.rewritten("Settings") == "Ŝéţţîñĝš")
        for text in ["Settings", "Sign in", "3 new messages!", "Ünïcödé · 你好 👋🏽", "", "a\nb"] {
            let pseudo = PseudoLocale.accented.rewritten(text)
            #expect(pseudo.count == text.count, "\(text) → \(pseudo)")
            #expect(pseudo.utf16.count == text.utf16.count, "\(text) → \(pseudo)")
            #expect(pseudo == PseudoLocale.accented.rewritten(text), "deterministic")
        }
        let mixed = PseudoLocale.accented.rewritten("3 new: 你好 👋🏽")
        #expect(mixed.hasPrefix("3 ñéŵ: 你好 👋🏽"))
        #expect(!PseudoLocale.accented.rewritten("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz").contains { $0.isASCII })
    }

    @Test func longGrowsFortyPercentThenThirtyAndIsBracketed() {
        for (text, grown) in [("OK", 2), ("Settings", 4), ("Twenty characters!!!", 8), ("Twenty-one characters", 7),
                              (String(repeating: "word ", count: 20), 30)] {
            let pseudo = PseudoLocale.long.rewritten(text)
            #expect(pseudo.count == text.count + grown, "\(text) → \(pseudo)")
            #expect(pseudo.first == "[" && pseudo.last == "]")
            #expect(pseudo.dropFirst().hasPrefix(PseudoLocale.accented.rewritten(text)))
        }
        #expect(PseudoLocale.long.rewritten("Settings") == "[Ŝéţţîñĝš ŏ]")
        #expect(PseudoLocale.long.rewritten("") == "")
    }

    @Test func rightToLeftUsesHebrewLettersThatLayOutRightToLeft() throws {
        let pseudo = PseudoLocale.rtl.rewritten("Sign in 2")
        #expect(pseudo.count == 9)
        #expect(pseudo.hasSuffix(" 2"))
        #expect(pseudo.unicodeScalars.filter { (0x05D0...0x05EA).contains($0.value) }.count == 6)
        let layout = measurer.layout(pseudo, attributes: TextAttributes(font: FontSpec(pointSize: 17), direction: .rightToLeft), width: nil)
        let line = try #require(layout.lines.first)
        #expect(line.visualRuns.contains { $0.isRightToLeft })
        #expect(layout.missingCharacters.isEmpty)
    }

    @Test func attributedRunsKeepTheirLettersAndTheEndsGrow() {
        var attributes = TextAttributes(font: FontSpec(pointSize: 17))
        // "Maya " bold, "9:41" small: the bold run starts the text, the small one ends it.
        attributes.attributedRuns = [AttributedRun(utf16Range: 0..<5, font: FontSpec(pointSize: 17, weight: .bold)),
                                     AttributedRun(utf16Range: 5..<9, font: FontSpec(pointSize: 12))]
        let accented = PseudoLocale.accented.rewritten("Maya 9:41", attributes: attributes)
        #expect(accented.attributes == attributes)
        let long = PseudoLocale.long.rewritten("Maya 9:41", attributes: attributes)
        let length = long.text.utf16.count
        #expect(long.attributes.attributedRuns.map(\.utf16Range) == [0..<6, 6..<length])
        let layout = measurer.layout("Maya 9:41", attributes: attributes, width: nil, pseudoLocale: .long)
        #expect(layout.lines.first?.text == long.text)
        #expect(layout.size.width > measurer.layout("Maya 9:41", attributes: attributes, width: nil).size.width)
    }
}
