import CICU
import Testing

/// The C wrappers over ICU's break iterators find UAX #14 line breaks and UAX #29 grapheme boundaries.
struct BreakIteratorTests {
    private func boundaries(_ text: String, _ kind: lsnap_break_kind) -> (offsets: [Int], hard: [Bool]) {
        let units = Array(text.utf16)
        let breaker = lsnap_breaker_open(kind, "en")
        defer { lsnap_breaker_close(breaker) }
        var offsets = [Int32](repeating: 0, count: units.count)
        var hard = [UInt8](repeating: 0, count: units.count)
        let count = lsnap_breaker_boundaries(breaker, units, Int32(units.count), &offsets, &hard)
        return (offsets[0..<Int(max(count, 0))].map(Int.init), hard[0..<Int(max(count, 0))].map { $0 != 0 })
    }

    @Test func latinBreaksAfterSpacesAndHyphens() {
        let result = boundaries("self-sizing cells wrap", LSNAP_BREAK_LINE)
        #expect(result.offsets == [5, 12, 18, 22])
        #expect(result.hard == [false, false, false, false])
    }

    @Test func chineseBreaksBetweenIdeographsButNotBeforeClosingPunctuation() {
        // 你好，世界。: no break before the full-width comma or the full stop (UAX #14 class CL).
        let result = boundaries("你好，世界。", LSNAP_BREAK_LINE)
        #expect(result.offsets == [1, 3, 4, 6])
    }

    @Test func newlineIsAHardBreak() {
        let result = boundaries("a\nb", LSNAP_BREAK_LINE)
        #expect(result.offsets == [2, 3])
        #expect(result.hard == [true, false])
    }

    @Test func graphemeClustersKeepSurrogatePairsAndCombiningMarksTogether() {
        // "e" + combining acute, then an emoji outside the BMP (two UTF-16 units).
        let result = boundaries("e\u{301}😀x", LSNAP_BREAK_CHARACTER)
        #expect(result.offsets == [2, 4, 5])
    }

    @Test func emptyTextHasNoBoundaries() {
        #expect(boundaries("", LSNAP_BREAK_LINE).offsets.isEmpty)
        #expect(String(cString: lsnap_icu_version()).split(separator: ".").count >= 2)
    }
}
