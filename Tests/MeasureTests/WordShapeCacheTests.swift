import Measure
import Testing

/// The word shape cache (`shapingCacheLimit`) changes how text is shaped, never what: every layout equals the one of
/// a measurer that shapes each font run whole. The cases are those where shaping word by word could go wrong: Inter's
/// contextual alternates across spaces, scripts that join, reorder or lack spaces, emoji sequences, marks after
/// spaces, runs of spaces, and every wrapping and truncation path.
@Suite struct WordShapeCacheTests {
    static let texts: [String] = [
        "The quick brown fox jumps over the lazy dog, and the dog sleeps on.",
        "the the the the the the the the the the the the the the the the",
        "Size 2 x 3 and 4 × 5 in (A) [B] {C} ( D ) -> arrows --> <= >= != 10:30 1/2",
        "( HELLO ) [ WORLD ] 12 x 34 x 56 @Mention - Dash -- Double", "x x x 1 x 2 xx 3x 4", "(a) (A) ( A ) (( A ))",
        "fi fl ffi ffl office affluent", "AVAWAY To Tj Yo kerning pairs", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15",
        "1\u{2044}2 and 3\u{2044}4 cup", "  two  spaces  between  words  ", " e\u{301} a\u{308} after a space",
        "Order #123 — הזמנה מספר 456 נשלחה", "مرحبا بالعالم ٢٠٢٤ Swift مرحبا بك", "العربية: كتاب، مكتبة، كاتب يكتب",
        "שלום (world) עולם! שלום עולם שלום", "हिन्दी में क्षत्रिय और द्वितीय संयुक्ताक्षर हिन्दी में",
        "ภาษาไทย ไม่มีช่องว่าง ระหว่างคำ", "中文混合 English 文本，标点。 中文 中文", "日本語 のテキスト と 😀 絵文字",
        "👨‍👩‍👧‍👦 family 👍🏽 thumbs 🇫🇷 flag 1️⃣ keycap ❤️ heart 👨‍👩‍👧‍👦 family",
        "supercalifragilisticexpialidocious internationalization responsibilities telecommunications",
        "a word longer than the cache keeps " + String(repeating: "longword", count: 12) + " then short words again",
    ]

    static func attributeSets() -> [(TextAttributes, Double?)] {
        var sets: [(TextAttributes, Double?)] = []
        for style in [TextStyle.body, .largeTitle, .caption2] {
            for width in [343.0, 90.0] { sets.append((.style(style, category: .large), width)) }
        }
        for mode in LineBreakMode.allCases {
            var attributes = TextAttributes.style(.headline, category: .accessibilityLarge, numberOfLines: 2)
            attributes.lineBreakMode = mode
            attributes.direction = .rightToLeft
            sets.append((attributes, 160))
        }
        sets.append((.style(.body, category: .large), nil))
        return sets
    }

    @Test(arguments: [SystemFontTracking.none, .systemFont])
    func wordByWordEqualsWholeRuns(tracking: SystemFontTracking) {
        let cached = TextMeasurer(fontSet: sharedFontSet, tracking: tracking)
        let whole = TextMeasurer(fontSet: sharedFontSet, shapingCacheLimit: 0, tracking: tracking)
        for (attributes, width) in Self.attributeSets() {
            for text in Self.texts {
                let expected = whole.layout(text, attributes: attributes, width: width)
                #expect(cached.layout(text, attributes: attributes, width: width) == expected, "\(text) at \(String(describing: width))")
            }
        }
        #expect(whole.cacheStatistics.wordHits + whole.cacheStatistics.wordMisses == 0)
        #expect(cached.cacheStatistics.wordHits > cached.cacheStatistics.wordMisses)
    }

    @Test func repeatedWordsAreShapedOnce() {
        let measurer = TextMeasurer(fontSet: sharedFontSet)
        let body = TextAttributes.style(.body, category: .large)
        _ = measurer.layout("the cat and the dog", attributes: body, width: 343)
        // Words keep their trailing spaces: "the ", "cat ", "and ", "dog"; the second "the " comes from the cache.
        #expect(measurer.cacheStatistics.wordMisses == 4)
        #expect(measurer.cacheStatistics.wordHits == 1)
        // "the ", "and " and "the " again; "dog " and "cat" are new words.
        _ = measurer.layout("the dog and the cat", attributes: body, width: 200)
        #expect(measurer.cacheStatistics.wordMisses == 6)
        #expect(measurer.cacheStatistics.wordHits == 4)
        // Emptying the caches empties the word cache too.
        measurer.removeAllCachedLayouts()
        _ = measurer.layout("the cat", attributes: body, width: 343)
        #expect(measurer.cacheStatistics.wordMisses == 8)
    }

    @Test func runsThatInterChangesAcrossSpacesAreShapedWhole() {
        // Inter's contextual alternates turn the x of "2 x 3" into a multiplication sign and raise brackets beside
        // capitals, looking across spaces: runs with those characters are never cut into words.
        let measurer = TextMeasurer(fontSet: sharedFontSet)
        let body = TextAttributes.style(.body, category: .large)
        for text in ["2 x 3", "( A )", "a - b", "@ home", "1\u{2044}2 cup"] {
            let before = measurer.cacheStatistics
            _ = measurer.layout(text, attributes: body, width: 343)
            #expect(measurer.cacheStatistics.wordHits + measurer.cacheStatistics.wordMisses
                == before.wordHits + before.wordMisses, "\(text)")
        }
        let times = measurer.layout("2 x 3", attributes: body, width: nil)
        let letter = measurer.layout("x", attributes: body, width: nil)
        #expect(times.runs.first?.glyphs[2] != letter.runs.first?.glyphs[0])
    }
}
