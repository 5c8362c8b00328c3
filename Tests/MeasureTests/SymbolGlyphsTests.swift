@testable import Measure
import Testing

/// The SF Symbol table (`SymbolGlyphs`): big enough for the symbols iOS apps' cells use, and every codepoint in it a
/// glyph of the installed Material Icons font, so a mistyped codepoint fails here rather than drawing a missing-glyph
/// box in a snapshot.
struct SymbolGlyphsTests {
    @Test func tableHasTheCommonSymbols() {
        #expect(SymbolGlyphs.codepoints.count >= 150, "\(SymbolGlyphs.codepoints.count) names")
        for name in ["chevron.right", "bell.fill", "gearshape", "person.crop.circle", "heart", "star.fill", "magnifyingglass",
                     "plus", "xmark", "trash", "square.and.arrow.up", "arrow.clockwise", "ellipsis.circle", "lock.fill"] {
            #expect(SymbolGlyphs.character(forSystemName: name) != nil, "\(name)")
        }
        #expect(SymbolGlyphs.character(forSystemName: "no.such.symbol") == nil)
    }

    /// Each symbol's character is set in Material Icons itself: not a fallback face, not a missing glyph.
    @Test func everyCodepointIsInTheInstalledFont() throws {
        try #require(sharedFontSet.customFontNames.contains { $0.lowercased().hasPrefix("materialicons") },
                     "\(SymbolGlyphs.fontFileName) not found (install fonts-material-design-icons-iconfont)")
        let attributes = TextAttributes(font: SymbolGlyphs.font(pointSize: 20))
        for (name, codepoint) in SymbolGlyphs.codepoints.sorted(by: { $0.key < $1.key }) {
            let character = try #require(SymbolGlyphs.character(forSystemName: name), "\(name)")
            #expect(character.unicodeScalars.map(\.value) == [codepoint], "\(name)")
            let layout = measurer.layout(String(character), attributes: attributes, width: nil)
            let hex = "U+" + String(codepoint, radix: 16, uppercase: true)
            #expect(layout.missingCharacters.isEmpty, "\(name) \(hex): \(layout.missingCharacters)")
            #expect(layout.fonts.map(\.family) == [SymbolGlyphs.familyName], "\(name) \(hex): set in \(layout.fonts.map(\.family))")
            #expect(layout.runs.flatMap(\.glyphs).allSatisfy { $0 != 0 }, "\(name) \(hex): .notdef")
        }
    }
}
