import Geometry
import Measure
import Testing

/// One font set for the whole test target: loading it is the expensive part, and it is immutable.
let sharedFontSet: FontSet = {
    do { return try FontSet.standard() } catch { fatalError("the standard fonts must be installed for tests: \(error)") }
}()
let measurer = TextMeasurer(fontSet: sharedFontSet)

struct FontSetTests {
    @Test func standardSetHasInterFirstThenCJKFallback() {
        let faces = sharedFontSet.faces(for: .regular)
        #expect(faces.first?.family == "Inter")
        #expect(faces.first?.file.hasSuffix("Inter-Regular.otf") == true)
        #expect(faces.contains { $0.family == "Noto Sans CJK SC" })
        #expect(sharedFontSet.faces(for: .semibold).first?.file.hasSuffix("Inter-SemiBold.otf") == true)
    }

    @Test func missingPrimaryFamilyIsATypedErrorNotACrash() {
        #expect(throws: FontError.self) { try FontSet(files: []) }
        #expect(throws: FontError.self) { try FontSet(files: ["/nonexistent/font.otf"]) }
    }

    @Test func fontFileDigestIsSHA256() {
        let file = sharedFontSet.faces(for: .regular)[0].file
        let digest = sharedFontSet.sha256(ofFile: file)
        #expect(digest.count == 64)
        #expect(digest == sharedFontSet.sha256(ofFile: file))
    }
}

struct DynamicTypeTests {
    @Test func rampHasAllStylesAndCategories() {
        #expect(TextStyle.allCases.count == 11)
        #expect(ContentSizeCategory.allCases.count == 12)
        #expect(DynamicTypeRamp.entry(.body, .large).pointSize == 17)
        #expect(DynamicTypeRamp.entry(.body, .accessibilityExtraExtraExtraLarge).pointSize == 53)
        #expect(DynamicTypeRamp.entry(.caption2, .extraSmall) == .init(pointSize: 11, leading: 13))
        #expect(DynamicTypeRamp.entry(.largeTitle, .accessibilityExtraExtraExtraLarge) == .init(pointSize: 60, leading: 70))
        #expect(DynamicTypeRamp.weight(.headline) == .semibold)
        #expect(DynamicTypeRamp.weight(.body) == .regular)
    }

    @Test func customSizesScaleLikeUIFontMetrics() {
        #expect(DynamicTypeRamp.scaled(34, style: .body, category: .accessibilityExtraExtraExtraLarge) == 34 * 53 / 17)
        #expect(ContentSizeCategory(name: "ax3") == .accessibilityExtraLarge)
        #expect(ContentSizeCategory(name: "accessibilityLarge") == .accessibilityLarge)
        #expect(ContentSizeCategory(name: "huge") == nil)
    }
}

struct TextLayoutTests {
    @Test func bodyAtAX5IsTallerThanAtLargeByTheRampRatio() {
        let text = "Dynamic Type"
        let large = measurer.layout(text, attributes: .style(.body, category: .large), width: nil, scale: 2)
        let ax5 = measurer.layout(text, attributes: .style(.body, category: .accessibilityExtraExtraExtraLarge), width: nil, scale: 2)
        // Unrounded line heights scale exactly with the point size: 53 / 17.
        #expect(abs(ax5.lines[0].height / large.lines[0].height - 53.0 / 17.0) < 1e-12)
        // Reported sizes are rounded up to the @2x grid, so they agree within one pixel per size.
        #expect(abs(ax5.size.height - large.size.height * 53 / 17) <= 0.5 * (1 + 53.0 / 17))
        #expect(ax5.size.height > large.size.height * 3)
    }

    @Test func sizesAreRoundedUpToThePixelGrid() {
        for scale in [1.0, 2.0, 3.0] {
            let layout = measurer.layout("hiiiii", attributes: .style(.body), width: nil, scale: scale)
            let raw = layout.lines[0].height
            #expect(layout.size.height >= raw)
            #expect(layout.size.height - raw < 1 / scale)
            #expect(abs((layout.size.height * scale).rounded() - layout.size.height * scale) < 1e-9)
            #expect(abs((layout.size.width * scale).rounded() - layout.size.width * scale) < 1e-9)
        }
    }

    @Test func chineseUsesTheCJKFaceAndLatinUsesInter() {
        let layout = measurer.layout("Hello 你好世界", attributes: .style(.body), width: nil)
        #expect(layout.fonts.map(\.family) == ["Inter", "Noto Sans CJK SC"])
        let cjkRun = layout.runs.first { $0.font.family == "Noto Sans CJK SC" }
        #expect(cjkRun?.glyphs.count == 4)
        #expect(cjkRun?.glyphs.allSatisfy { $0 != 0 } == true)
        #expect(layout.missingCharacters.isEmpty)
    }

    @Test func wrappedLinesFitTheWidthAndCoverTheText() {
        let text = "A table of self-sizing cells whose title and detail labels wrap onto several lines at large sizes."
        for width in [80.0, 150, 200, 343] {
            let layout = measurer.layout(text, attributes: .style(.body), width: width)
            #expect(layout.lines.count > 1)
            for line in layout.lines { #expect(line.width <= width + 1e-9) }
            // Lines are contiguous and cover the whole paragraph; breaks fall after spaces or hyphens.
            #expect(layout.lines.first?.utf16Range.lowerBound == 0)
            #expect(layout.lines.last?.utf16Range.upperBound == text.utf16.count)
            for (a, b) in zip(layout.lines, layout.lines.dropFirst()) {
                #expect(a.utf16Range.upperBound == b.utf16Range.lowerBound)
                let before = Array(text.utf16)[a.utf16Range.upperBound - 1]
                #expect(before == 0x20 || before == 0x2D)
            }
            #expect(layout.size.width <= width + 0.5)
        }
    }

    @Test func chineseWrapsBetweenIdeographs() {
        let text = String(repeating: "自动布局的单元格会根据内容调整高度。", count: 4)
        let layout = measurer.layout(text, attributes: .style(.body), width: 200)
        #expect(layout.lines.count >= 4)
        for line in layout.lines.dropLast() {
            #expect(line.width <= 200)
            #expect(line.width > 200 - 2 * 17)  // filled to within two ideographs
        }
    }

    @Test func lineCountLimitTruncatesTheTailWithAnEllipsis() {
        let text = "One two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen"
        let layout = measurer.layout(text, attributes: .style(.body, numberOfLines: 2), width: 150)
        #expect(layout.lines.count == 2)
        #expect(layout.isTruncated)
        #expect(layout.lines[1].text.hasSuffix("…"))
        #expect(layout.lines[1].width <= 150)
        let unlimited = measurer.layout(text, attributes: .style(.body, numberOfLines: 0), width: 150)
        #expect(unlimited.lines.count > 2)
        #expect(!unlimited.isTruncated)
        #expect(unlimited.lines[0].text == layout.lines[0].text)
    }

    @Test func singleLineLabelTruncatesAtTheWidth() {
        let layout = measurer.layout("A rather long single line title", attributes: .style(.headline, numberOfLines: 1), width: 120)
        #expect(layout.lines.count == 1)
        #expect(layout.lines[0].text.hasSuffix("…"))
        #expect(layout.lines[0].width <= 120)
    }

    @Test func hardLineBreaksStartNewLines() {
        let layout = measurer.layout("first\nsecond", attributes: .style(.body), width: nil)
        #expect(layout.lines.map(\.text) == ["first", "second"])
        #expect(layout.lastBaseline > layout.firstBaseline)
        // A text style's later lines advance by its leading: Body at Large is 22 pt (the HIG table).
        #expect(abs(layout.lastBaseline - layout.firstBaseline - 22) < 1e-9)
        #expect(abs(layout.lines[0].height - 17 * 2444 / 2048) < 1e-9)
    }

    /// A final line break opens an empty last line, as UILabel lays it out (TextKit's extra line fragment; measured on
    /// Interface Builder's stored frames: five labels in three apps whose text ends in a newline are one empty line
    /// taller); where `numberOfLines` leaves no room for it the text is not truncated for it.
    @Test func aFinalLineBreakOpensAnEmptyLine() {
        let ended = measurer.layout("first\n", attributes: .style(.body), width: nil)
        let single = measurer.layout("first", attributes: .style(.body), width: nil)
        #expect(ended.lines.count == 2)
        #expect(ended.lines.last?.text == "")
        #expect(ended.size.height > single.size.height)
        #expect(ended.firstBaseline == single.firstBaseline)
        var oneLine = TextAttributes.style(.body)
        oneLine.numberOfLines = 1
        let limited = measurer.layout("first\n", attributes: oneLine, width: nil)
        #expect(limited.lines.count == 1)
        #expect(limited.size == single.size)
    }

    @Test func alignmentPlacesLinesInTheWidth() {
        let text = "Centered"
        let left = measurer.layout(text, attributes: .style(.body, alignment: .left), width: 300)
        let center = measurer.layout(text, attributes: .style(.body, alignment: .center), width: 300)
        let right = measurer.layout(text, attributes: .style(.body, alignment: .right), width: 300)
        let naturalRTL = measurer.layout(text, attributes: .style(.body, direction: .rightToLeft), width: 300)
        let w = left.lines[0].width
        #expect(left.lines[0].x == 0)
        #expect(abs(center.lines[0].x - (300 - w) / 2) < 1e-9)
        #expect(abs(right.lines[0].x - (300 - w)) < 1e-9)
        #expect(naturalRTL.lines[0].x == right.lines[0].x)
        #expect(abs(right.runs[0].positions[0].x - right.lines[0].x) < 1)
    }

    @Test func headlineIsSemiboldAndKerned() {
        let layout = measurer.layout("AVATAR", attributes: .style(.headline), width: nil)
        #expect(layout.fonts.first?.file.hasSuffix("Inter-SemiBold.otf") == true)
        // Kerning (HarfBuzz GPOS) makes "AV" narrower than the sum of the separate advances.
        let a = measurer.layout("A", attributes: .style(.headline), width: nil).lines[0].width
        let v = measurer.layout("V", attributes: .style(.headline), width: nil).lines[0].width
        let av = measurer.layout("AV", attributes: .style(.headline), width: nil).lines[0].width
        #expect(av < a + v)
    }

    @Test func uncoveredCharactersAreReported() {
        let layout = measurer.layout("Hieroglyph 𓀀", attributes: .style(.body), width: nil)
        #expect(layout.missingCharacters == ["U+13000 𓀀"])
    }

    @Test func emptyTextHasZeroSize() {
        let layout = measurer.layout("", attributes: .style(.body), width: 100)
        #expect(layout.size == .zero)
        #expect(layout.lines.isEmpty)
    }

    @Test func repeatedMeasurementsHitTheCacheAndAreEqual() {
        let local = TextMeasurer(fontSet: sharedFontSet)
        let first = local.layout("cache me", attributes: .style(.body), width: 100)
        let second = local.layout("cache me", attributes: .style(.body), width: 100)
        #expect(first == second)
        #expect(local.cacheStatistics == .init(hits: 1, misses: 1, wordHits: 0, wordMisses: 2))
    }

    @Test func fixedLineHeightUsesTheStyleLeading() {
        let layout = measurer.layout("one\ntwo", attributes: .style(.body, useStyleLeading: true), width: nil)
        #expect(layout.lines.map(\.height) == [22, 22])
        #expect(layout.size.height == 44)
    }
}

struct EmojiTests {
    @Test func emojiComeFromTheEmojiFallbackWithRealGlyphs() {
        #expect(sharedFontSet.hasEmojiFont)
        let layout = measurer.layout("Party 🎉😀", attributes: .style(.body), width: nil)
        let emojiRun = layout.runs.first { FontSet.emojiFamilies.contains($0.font.family) }
        #expect(emojiRun?.glyphs.count == 2)
        #expect(emojiRun?.glyphs.allSatisfy { $0 != 0 } == true)
        #expect(layout.missingCharacters.isEmpty)
    }
}
