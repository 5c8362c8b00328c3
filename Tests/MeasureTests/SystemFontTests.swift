import Foundation
import Geometry
import Measure
import Testing

/// The system font as iOS sets it (SF's vertical metrics, its display cut from 20 pt, its tracking), and custom
/// fonts found among the files given.
struct SystemFontTests {
    /// `UIFont.lineHeight` of the system font is size × 2444/2048, rounded up to the pixel grid for the label.
    @Test func lineHeightIsSFs() {
        for size in [12.0, 15, 17, 22, 28] {
            let layout = measurer.layout("Hello", attributes: TextAttributes(font: FontSpec(pointSize: size)), width: nil, scale: 2)
            #expect(abs(layout.lines[0].height - size * 2444 / 2048) < 1e-9)
            #expect(abs(layout.firstBaseline - size * 1950 / 2048) < 1e-9)
            #expect(layout.size.height == (size * 2444 / 2048 * 2).rounded(.up) / 2)
        }
        // Body at Large on @2x: 17 × 2444/2048 = 20.29, a 20.5-pt label.
        #expect(measurer.layout("Body", attributes: .style(.body), width: nil, scale: 2).size.height == 20.5)
    }

    /// As iOS switches to SF Pro Display at 20 pt, the stand-in switches to Inter Display.
    @Test func displayCutFromTwentyPoints() {
        let text = measurer.layout("Title", attributes: TextAttributes(font: FontSpec(pointSize: 19.5)), width: nil)
        let display = measurer.layout("Title", attributes: TextAttributes(font: FontSpec(pointSize: 20)), width: nil)
        #expect(text.fonts.map(\.family) == ["Inter"])
        #expect(display.fonts.map(\.family) == ["Inter Display"])
    }

    /// The HIG's tracking, interpolated in em: −26/1000 em at 17 pt, −16/1000 at 15, halfway between at 16, +12 at
    /// 10 and +41 at 6 pt and below; heavier weights 4/1000 em looser per weight class (three at most); from 20 pt
    /// (the display cut) +3/1000 em and the same weight steps.
    @Test func trackingFollowsTheHIGTable() {
        let tracking = SystemFontTracking.systemFont
        #expect(abs(tracking.points(at: 17) - (-0.026 * 17)) < 1e-12)
        #expect(abs(tracking.points(at: 14) - (-0.011 * 14)) < 1e-12)
        #expect(abs(tracking.points(at: 10) - 0.012 * 10) < 1e-12)
        #expect(abs(tracking.points(at: 4) - 0.041 * 4) < 1e-12)
        #expect(abs(tracking.points(at: 20) - 0.003 * 20) < 1e-12)
        #expect(abs(tracking.points(at: 17, weight: .medium) - (-0.022 * 17)) < 1e-12)
        #expect(abs(tracking.points(at: 17, weight: .semibold) - (-0.018 * 17)) < 1e-12)
        #expect(tracking.points(at: 17, weight: .black) == tracking.points(at: 17, weight: .bold))
        #expect(tracking.points(at: 17, weight: .light) == tracking.points(at: 17))
        #expect(abs(tracking.points(at: 28, weight: .bold) - 0.015 * 28) < 1e-12)
        #expect(SystemFontTracking.none.points(at: 17) == 0)
        // Five glyphs at 17 pt regular: the tracked line is 5 × 0.442 pt narrower than the untracked one.
        let untracked = TextMeasurer(fontSet: sharedFontSet, tracking: .none)
        let plain = untracked.layout("Hello", attributes: TextAttributes(font: FontSpec(pointSize: 17)), width: nil)
        let tracked = measurer.layout("Hello", attributes: TextAttributes(font: FontSpec(pointSize: 17)), width: nil)
        #expect(abs((plain.lines[0].width - tracked.lines[0].width) - 5 * 0.026 * 17) < 1e-9)
    }

    /// `UIFont(name:size:)`: a custom font given as a file is found by its PostScript name and set with its own
    /// metrics and advances; a name the set lacks is set in the system font and reported.
    @Test func customFontsByPostScriptName() throws {
        let italic = try #require(FontSet.fontFiles(in: ["/usr/share/fonts"]).first { $0.hasSuffix("/Inter-Italic.otf") })
        let fonts = try FontSet(files: FontSet.findStandardFiles(in: ["/usr/share/fonts"]), customFiles: [italic])
        #expect(fonts.customFontNames.contains("inter-italic"))
        let custom = TextMeasurer(fontSet: fonts)
        var font = FontSpec(pointSize: 17)
        font.family = "Inter-Italic"
        let layout = custom.layout("Custom", attributes: TextAttributes(font: font), width: nil)
        #expect(layout.fonts.map(\.file) == [italic])
        #expect(layout.substitutedFont == nil)
        #expect(abs(layout.lines[0].height - 17 * 2444 / 2048) > 0.1)  // Inter's own metrics, not SF's
        font.family = "Avenir-Book"
        let missing = custom.layout("Custom", attributes: TextAttributes(font: font), width: nil)
        #expect(missing.substitutedFont == "Avenir-Book")
        #expect(missing.fonts.map(\.family) == ["Inter"])
        #expect(abs(missing.lines[0].height - 17 * 2444 / 2048) < 1e-9)
    }
}
