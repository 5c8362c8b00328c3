import CICU
import CText
import Geometry
import Synchronization

/// Measures and lays out paragraphs: font fallback by coverage, HarfBuzz shaping, ICU line breaking
/// (UAX #14), greedy wrapping to a width, `numberOfLines` with tail truncation, alignment and baselines.
///
/// `layout(_:attributes:width:scale:)` is a pure function of its arguments and the font set; results are
/// cached by all of them, and shaped words by face, script and direction (`WordShapeCache`), so the caches only make
/// repeated measurements faster. Safe to share between threads (the shaping buffer, ICU iterators, scratch buffers
/// and caches are behind one lock).
public final class TextMeasurer: Sendable {
    public let fontSet: FontSet
    /// The letter spacing the system font is set with (`SystemFontTracking`).
    public let tracking: SystemFontTracking
    private let state: Mutex<EngineState>

    /// Counts of cache hits and misses since creation (for tests and benchmarks).
    public struct CacheStatistics: Hashable, Sendable {
        /// Layouts answered from the layout cache, and layouts computed.
        public var hits: Int
        public var misses: Int
        /// Words taken from the word shape cache, and words shaped by HarfBuzz.
        public var wordHits: Int
        public var wordMisses: Int
        public init(hits: Int, misses: Int, wordHits: Int = 0, wordMisses: Int = 0) {
            self.hits = hits
            self.misses = misses
            self.wordHits = wordHits
            self.wordMisses = wordMisses
        }
    }

    /// - Parameters:
    ///   - cacheLimit: the most layouts kept.
    ///   - shapingCacheLimit: the most shaped words kept (`WordShapeCache`); 0 shapes each font run whole.
    public init(fontSet: FontSet, cacheLimit: Int = 100_000, shapingCacheLimit: Int = 100_000,
                tracking: SystemFontTracking = .systemFont) {
        self.fontSet = fontSet
        self.tracking = tracking
        self.state = Mutex(EngineState(cacheLimit: cacheLimit, shapingCacheLimit: shapingCacheLimit))
    }

    /// Lays out `text`.
    /// - Parameters:
    ///   - width: the wrapping width in points (`preferredMaxLayoutWidth`); nil lays every paragraph on one line.
    ///   - scale: the screen scale whose pixel grid the reported size is rounded up to.
    ///   - pseudoLocale: when given, the text (and its attributed runs) is rewritten in it first, and the layout is
    ///     of the pseudo text.
    public func layout(_ text: String, attributes: TextAttributes, width: Double?, scale: Double = 2,
                       pseudoLocale: PseudoLocale?) -> TextLayout {
        guard let pseudoLocale else { return layout(text, attributes: attributes, width: width, scale: scale) }
        let rewritten = pseudoLocale.rewritten(text, attributes: attributes)
        return layout(rewritten.text, attributes: rewritten.attributes, width: width, scale: scale)
    }

    /// Lays out `text` as written.
    public func layout(_ text: String, attributes: TextAttributes, width: Double?, scale: Double = 2) -> TextLayout {
        let key = CacheKey(text: text, attributes: attributes, width: width ?? -1, scale: scale)
        return state.withLock { state in
            if let cached = state.cache[key] {
                state.hits += 1
                return cached
            }
            state.misses += 1
            let result = state.compute(text, attributes: attributes, width: width, scale: scale, fontSet: fontSet, tracking: tracking,
                                       scratch: &state.scratch)
            if state.cache.count >= state.cacheLimit { state.cache.removeAll(keepingCapacity: true) }
            state.cache[key] = result
            return result
        }
    }

    public var cacheStatistics: CacheStatistics {
        state.withLock { CacheStatistics(hits: $0.hits, misses: $0.misses, wordHits: $0.wordHits, wordMisses: $0.wordMisses) }
    }

    /// Empties the layout and word caches, keeping their storage (benchmarks use it to measure cold layouts).
    public func removeAllCachedLayouts() {
        state.withLock { state in
            state.cache.removeAll(keepingCapacity: true)
            state.wordCache.removeAll()
        }
    }
}

/// A cache key that hashes its text once, although a miss both looks the key up and inserts it.
private struct CacheKey: Hashable {
    let text: String
    let attributes: TextAttributes
    let width: Double
    let scale: Double
    let hash: Int

    init(text: String, attributes: TextAttributes, width: Double, scale: Double) {
        self.text = text
        self.attributes = attributes
        self.width = width
        self.scale = scale
        var hasher = Hasher()
        hasher.combine(text)
        hasher.combine(attributes)
        hasher.combine(width)
        hasher.combine(scale)
        self.hash = hasher.finalize()
    }

    static func == (lhs: CacheKey, rhs: CacheKey) -> Bool {
        lhs.hash == rhs.hash && lhs.width == rhs.width && lhs.scale == rhs.scale && lhs.attributes == rhs.attributes
            && lhs.text == rhs.text
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

/// A run of text drawn with one face at one bidi embedding level (UTF-16 offsets).
struct FontRun {
    /// Index into the paragraph's faces (`Scratch.faces`).
    var face: Int
    var range: Range<Int>
    /// The run's embedding level (odd: right to left).
    var level: UInt8 = 0
    /// Index into the paragraph's fonts (`Scratch.fonts`): 0 is the label's font, the rest its attributed runs'.
    var font: Int = 0
}

/// One font of a paragraph: the label's, or an attributed run's, with its fallback chain's place in the paragraph's
/// faces.
struct ParagraphFont {
    var spec: FontSpec
    /// The chain's faces are `first..<first + count` of the paragraph's faces; `first` stands for the font itself.
    var first: Int
    var count: Int
    /// Set with SF's metrics and the system font's tracking (the system font, or a custom font the set lacks).
    var isSystemFont: Bool
    var letterSpacing: Double
    /// The index in `TextAttributes.attributedRuns`; nil for the label's font.
    var attributedRun: Int?

    var faces: Range<Int> { first..<(first + count) }
}

/// The ellipsis that ends a truncated last line.
private struct Ellipsis {
    var face: Int
    var font: Int
    var glyph: UInt32
    var advance: Double
}

/// Shaped glyphs of a whole paragraph, in logical (cluster) order; one entry per glyph in each array. A run
/// shaped right to left is stored reversed (HarfBuzz gives it in visual order), and reversed again when a line is
/// set, so its glyphs come out exactly as HarfBuzz placed them.
struct Shaped {
    var glyphs: [UInt32] = []
    var clusters: [Int] = []
    var advances: [Double] = []
    var offsets: [Point] = []
    var faces: [Int] = []
    /// Each glyph's paragraph font (`FontRun.font`).
    var fonts: [Int] = []
    /// Each glyph's bidi embedding level; empty when the whole paragraph is left to right at level 0.
    var levels: [UInt8] = []

    mutating func removeAll() {
        glyphs.removeAll(keepingCapacity: true)
        clusters.removeAll(keepingCapacity: true)
        advances.removeAll(keepingCapacity: true)
        offsets.removeAll(keepingCapacity: true)
        faces.removeAll(keepingCapacity: true)
        fonts.removeAll(keepingCapacity: true)
        levels.removeAll(keepingCapacity: true)
    }
}

/// A line between wrapping and assembly: its extent, glyphs and font metrics (in points).
private struct PendingLine {
    var range: Range<Int>
    var visibleEnd: Int
    var glyphs: Range<Int>
    var width: Double
    var ellipsis: Ellipsis?
    var ascent: Double
    var descent: Double
    var gap: Double
    var endsParagraph: Bool
}

/// Working buffers of one layout, kept between layouts so that a cache miss allocates little besides its
/// result. Their contents mean nothing between calls.
private struct Scratch {
    var units: [UInt16] = []
    /// The faces of every font of the paragraph, chain after chain, and the fonts.
    var faces: [LoadedFace] = []
    var fonts: [ParagraphFont] = []
    /// One bidi embedding level per code unit; empty when the paragraph is entirely left to right.
    var levels: [UInt8] = []
    var runs: [FontRun] = []
    var shaped = Shaped()
    var clusterAdvance: [Double] = []
    /// prefix[i] = advance width of units[0..<i], by cluster.
    var prefix: [Double] = []
    /// Line-break opportunities after offset 0 (UTF-16 offsets) and whether each is mandatory.
    var boundaries: [Int32] = []
    var mandatory: [UInt8] = []
    var ranges: [Range<Int>] = []
    var pending: [PendingLine] = []
}

/// Per-measurer state: HarfBuzz buffer, ICU iterators, cache and scratch buffers.
private final class EngineState {
    let cacheLimit: Int
    var cache: [CacheKey: TextLayout] = [:]
    var hits = 0
    var misses = 0
    var wordCache: WordShapeCache
    var wordHits = 0
    var wordMisses = 0
    var scratch = Scratch()
    let buffer: OpaquePointer
    let lineBreaker: OpaquePointer?
    let characterBreaker: OpaquePointer?
    let languageLatin = hb_language_from_string("en", -1)
    let languageChinese = hb_language_from_string("zh-Hans", -1)

    init(cacheLimit: Int, shapingCacheLimit: Int) {
        self.cacheLimit = cacheLimit
        self.wordCache = WordShapeCache(limit: max(0, shapingCacheLimit))
        self.buffer = hb_buffer_create()
        self.lineBreaker = lsnap_breaker_open(LSNAP_BREAK_LINE, "en")
        self.characterBreaker = lsnap_breaker_open(LSNAP_BREAK_CHARACTER, "en")
    }

    deinit {
        hb_buffer_destroy(buffer)
        lsnap_breaker_close(lineBreaker)
        lsnap_breaker_close(characterBreaker)
    }

    /// Lays out one paragraph (the cache-miss path); `s` only lends its buffers.
    func compute(_ text: String, attributes: TextAttributes, width: Double?, scale: Double, fontSet: FontSet, tracking: SystemFontTracking,
                 scratch s: inout Scratch) -> TextLayout {
        fillUnits(text, into: &s.units)
        let count = s.units.count
        guard count > 0 else { return .empty }
        guard let base = paragraphFonts(attributes, count: count, fontSet: fontSet, tracking: tracking,
                                         faces: &s.faces, fonts: &s.fonts) else { return .empty }

        var missing: [String] = []
        s.runs.removeAll(keepingCapacity: true)
        if attributes.attributedRuns.isEmpty {
            itemize(s.units, range: 0..<count, chain: s.faces[base.faces], font: 0, into: &s.runs, missing: &missing)
        } else {
            for (range, font) in fontRanges(attributes, count: count) {
                itemize(s.units, range: range, chain: s.faces[s.fonts[font].faces], font: font, into: &s.runs, missing: &missing)
            }
        }
        let paragraphLevel = resolveLevels(s.units, into: &s.levels)
        if !s.levels.isEmpty { splitRuns(&s.runs, at: s.levels) }
        shape(s.units, runs: s.runs, faces: s.faces, fonts: s.fonts, bidi: !s.levels.isEmpty, into: &s.shaped)
        if s.fonts.contains(where: { $0.letterSpacing != 0 }) {
            // The system font's tracking, after every glyph its primary face draws that advances (not marks).
            for g in s.shaped.advances.indices where s.shaped.advances[g] > 0 {
                let font = s.fonts[s.shaped.fonts[g]]
                if font.letterSpacing != 0 && s.shaped.faces[g] == font.first { s.shaped.advances[g] += font.letterSpacing }
            }
        }

        s.clusterAdvance.removeAll(keepingCapacity: true)
        s.clusterAdvance.append(contentsOf: repeatElement(0, count: count + 1))
        for g in s.shaped.glyphs.indices { s.clusterAdvance[s.shaped.clusters[g]] += s.shaped.advances[g] }
        s.prefix.removeAll(keepingCapacity: true)
        s.prefix.append(0)
        for i in 0..<count { s.prefix.append(s.prefix[i] + s.clusterAdvance[i]) }

        let maxWidth = width.map { max(0, $0) } ?? .infinity
        lineBoundaries(s.units, into: &s.boundaries, mandatory: &s.mandatory)
        if attributes.lineBreakMode == .byCharWrapping {
            // Every grapheme boundary is a break opportunity; hard line breaks stay mandatory.
            let graphemes = graphemeBoundaries(s.units)
            s.boundaries = graphemes.map { Int32($0) }
            s.mandatory = graphemes.map { $0 > 0 && (s.units[$0 - 1] == 0x0A || s.units[$0 - 1] == 0x2029) ? 1 : 0 }
        }
        wrap(s.units, boundaries: s.boundaries, mandatory: s.mandatory, prefix: s.prefix, maxWidth: maxWidth, into: &s.ranges)

        // numberOfLines: drop the rest; the last visible line runs to the next hard break and may be cut.
        var truncated = false
        var lastLineEllipsis: Ellipsis?
        /// Head and middle truncation: the last line's kept start and end, set again around a "…" as a line of its own.
        var cutLastLine: (head: Range<Int>, tail: Range<Int>)?
        if attributes.numberOfLines > 0, s.ranges.count > attributes.numberOfLines {
            truncated = true
            let lastIndex = attributes.numberOfLines - 1
            let start = s.ranges[lastIndex].lowerBound
            var limit = count
            if let hard = s.boundaries.indices.first(where: { s.boundaries[$0] > start && s.mandatory[$0] != 0 }) {
                limit = Int(s.boundaries[hard])
            }
            s.ranges.removeLast(s.ranges.count - attributes.numberOfLines)
            if attributes.lineBreakMode == .byTruncatingHead || attributes.lineBreakMode == .byTruncatingMiddle, maxWidth.isFinite {
                let ellipsis = ellipsisGlyph(faces: s.faces, fonts: s.fonts, near: s.shaped, limit: limit)
                cutLastLine = truncatedRanges(s.units, from: start, to: trimEnd(s.units, start, limit), prefix: s.prefix,
                                              available: maxWidth - ellipsis.advance, middle: attributes.lineBreakMode == .byTruncatingMiddle)
            }
            if attributes.lineBreakMode == .byTruncatingTail {
                func cut(before ellipsis: Ellipsis) -> Int {
                    let available = maxWidth - ellipsis.advance
                    var end = trimEnd(s.units, start, limit)
                    if s.prefix[end] - s.prefix[start] > available + 1e-9 {
                        end = start
                        for g in graphemeBoundaries(s.units) where g > start && g <= limit {
                            if s.prefix[trimEnd(s.units, start, g)] - s.prefix[start] <= available + 1e-9 { end = g } else { break }
                        }
                    }
                    return end
                }
                var ellipsis = ellipsisGlyph(faces: s.faces, fonts: s.fonts, near: s.shaped, limit: limit)
                var end = cut(before: ellipsis)
                // In attributed text the "…" takes the font of the text it follows; cut again if that is another.
                if s.fonts.count > 1 {
                    let atCut = ellipsisGlyph(faces: s.faces, fonts: s.fonts, near: s.shaped, limit: max(end, start + 1))
                    if atCut.font != ellipsis.font {
                        ellipsis = atCut
                        end = cut(before: ellipsis)
                    }
                }
                lastLineEllipsis = ellipsis
                s.ranges[lastIndex] = start..<end
            }
        }

        measureLines(s.units, ranges: s.ranges, lastLineEllipsis: lastLineEllipsis, shaped: s.shaped, prefix: s.prefix,
                     faces: s.faces, fonts: s.fonts, into: &s.pending)
        var layout = assemble(text: text, units: s.units, lines: s.pending, truncated: truncated, shaped: s.shaped,
                              faces: s.faces, fonts: s.fonts, attributes: attributes, width: width, scale: scale, missing: missing,
                              paragraphLevel: paragraphLevel, levels: s.levels)
        if base.isSystemFont { layout.substitutedFont = attributes.font.family }
        if truncated {
            let lastLine = cutLastLine.map { $0.head.count + $0.tail.count } ?? (s.ranges.last?.count ?? 0)
            layout.hiddenUTF16Count = max(0, count - s.ranges.dropLast().reduce(0) { $0 + $1.count } - lastLine)
        }
        if let (head, tail) = cutLastLine {
            // The kept pieces keep their attributed runs; the "…" takes the run of the last character before the cut,
            // whose "…" the kept widths were measured with.
            let units = s.units
            let cut = Array(units[head]) + [0x2026] + Array(units[tail])
            let shift = head.count + 1 - tail.lowerBound
            var single = attributes
            single.numberOfLines = 1
            single.lineBreakMode = .byClipping
            single.attributedRuns = []
            var origins: [Int] = []
            let ellipsisOwner = max(tail.upperBound - 1, 0)
            for (index, run) in attributes.attributedRuns.enumerated() {
                let kept = [run.utf16Range.clamped(to: head).shifted(by: -head.lowerBound),
                            run.utf16Range.clamped(to: tail).shifted(by: shift),
                            run.utf16Range.contains(ellipsisOwner) ? head.count..<(head.count + 1) : 0..<0]
                for range in kept where !range.isEmpty {
                    single.attributedRuns.append(AttributedRun(utf16Range: range, font: run.font))
                    origins.append(index)
                }
            }
            var line = compute(String(decoding: cut, as: UTF16.self), attributes: single, width: nil, scale: scale, fontSet: fontSet,
                               tracking: tracking, scratch: &s)
            for index in line.runs.indices { line.runs[index].attributedRun = line.runs[index].attributedRun.map { origins[$0] } }
            layout.replaceLastLine(with: line, alignmentWidth: maxWidth, alignment: attributes.alignment, direction: attributes.direction)
        }
        return layout
    }

    /// The system font's letter spacing: the face's own `trak` tracking when the system font is SF Pro itself
    /// (`FontSet.systemFontDirectory`), else the stand-in's (`SystemFontTracking`).
    private func systemFontLetterSpacing(_ spec: FontSpec, face: LoadedFace, fontSet: FontSet, tracking: SystemFontTracking) -> Double {
        guard fontSet.systemFontDirectory != nil else { return tracking.points(at: spec.pointSize, weight: spec.weight) }
        guard tracking == .systemFont else { return 0 }
        return face.tracking?.points(at: spec.pointSize) ?? 0
    }

    /// Fills `faces` with the fallback chains of the label's font and of each attributed run's, and `fonts` with those
    /// fonts (the label's first); nil when the label's font has no faces. A custom font that the set has is set with
    /// its own metrics and advances; the system font (and a custom font the set lacks, which it stands in for) with
    /// SF's metrics and tracking. An attributed run whose font has no faces is set in the label's.
    private func paragraphFonts(_ attributes: TextAttributes, count: Int, fontSet: FontSet, tracking: SystemFontTracking,
                                faces: inout [LoadedFace], fonts: inout [ParagraphFont]) -> ParagraphFont? {
        faces.removeAll(keepingCapacity: true)
        fonts.removeAll(keepingCapacity: true)
        func add(_ spec: FontSpec, attributedRun: Int?) -> Bool {
            let custom = spec.family.flatMap { fontSet.customChain(named: $0, weight: spec.weight) }
            let chain = custom ?? fontSet.chain(for: spec.weight, pointSize: spec.pointSize)
            guard !chain.isEmpty else { return false }
            // Fonts with the same chain (the same family and weight at another size) share its faces.
            var first = faces.count
            if let known = fonts.first(where: { $0.count == chain.count && faces[$0.faces].elementsEqual(chain, by: ===) }) {
                first = known.first
            } else {
                faces.append(contentsOf: chain)
            }
            let isSystemFont = custom == nil
            fonts.append(ParagraphFont(spec: spec, first: first, count: chain.count, isSystemFont: isSystemFont,
                                       letterSpacing: isSystemFont ? systemFontLetterSpacing(spec, face: chain[0], fontSet: fontSet, tracking: tracking) : 0,
                                       attributedRun: attributedRun))
            return true
        }
        guard add(attributes.font, attributedRun: nil) else { return nil }
        for (index, run) in attributes.attributedRuns.enumerated() where !run.utf16Range.clamped(to: 0..<count).isEmpty {
            if !add(run.font, attributedRun: index) {
                var fallback = fonts[0]
                fallback.attributedRun = index
                fonts.append(fallback)
            }
        }
        return fonts[0]
    }

    /// The text cut into ranges of one paragraph font each (indices into `paragraphFonts`' fonts: 0 outside attributed
    /// runs, then the runs in order, later runs winning where they overlap).
    private func fontRanges(_ attributes: TextAttributes, count: Int) -> [(Range<Int>, Int)] {
        guard !attributes.attributedRuns.isEmpty else { return [(0..<count, 0)] }
        var owner = [Int](repeating: 0, count: count)
        var font = 0
        for run in attributes.attributedRuns {
            let range = run.utf16Range.clamped(to: 0..<count)
            guard !range.isEmpty else { continue }
            font += 1
            for offset in range { owner[offset] = font }
        }
        var ranges: [(Range<Int>, Int)] = []
        var start = 0
        for offset in 1...count where offset == count || owner[offset] != owner[start] {
            ranges.append((start..<offset, owner[start]))
            start = offset
        }
        return ranges
    }

    /// Replaces `units` with the UTF-16 code units of `text`; ASCII text is widened byte by byte.
    private func fillUnits(_ text: String, into units: inout [UInt16]) {
        units.removeAll(keepingCapacity: true)
        let widened = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
            units.append(contentsOf: bytes.lazy.map { UInt16($0) })
            return true
        }
        if widened != true { units.append(contentsOf: text.utf16) }
    }

    // MARK: Font runs

    /// Splits the text into runs of one face each: the first face of the chain that covers a character.
    /// Marks, joiners, variation selectors and emoji modifiers stay with the previous character's face;
    /// spaces and punctuation too when that face covers them, so runs are not broken by common characters.
    /// Appends the runs of `range`, set in `font` whose chain is `chain` (a slice of the paragraph's faces), to `runs`,
    /// and the characters no face covers to `missing`.
    func itemize(_ units: [UInt16], range: Range<Int>, chain: ArraySlice<LoadedFace>, font: Int, into runs: inout [FontRun],
                 missing: inout [String]) {
        var offset = range.lowerBound
        var current = -1
        var runStart = offset
        while offset < range.upperBound {
            let (value, length) = scalarValue(in: units, at: offset)
            let isControl = value < 0x20 || (value >= 0x7F && value < 0xA0) || value == 0x2028 || value == 0x2029
            // ASCII has no marks or joiners, and its only whitespace is U+0009…U+000D and the space.
            var isWhitespace = (0x09...0x0D).contains(value) || value == 0x20
            var sticksToPrevious = false
            if value >= 0x80 {
                let properties = (Unicode.Scalar(value) ?? "\u{FFFD}").properties
                let category = properties.generalCategory
                isWhitespace = properties.isWhitespace
                sticksToPrevious = category == .nonspacingMark || category == .enclosingMark || category == .spacingMark
                    || value == 0x200D || value == 0x200C
                    || (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value) || (0x1F3FB...0x1F3FF).contains(value)
                    || (0xE0020...0xE007F).contains(value)
            }
            // Emoji presentation: a character followed by VS16 (U+FE0F) or the keycap mark (U+20E3) takes an
            // emoji face that has it, even when an earlier face has a text form (digits, ❤, ☀).
            var wantsEmoji = false
            if offset + length < units.count {
                let next = scalarValue(in: units, at: offset + length).value
                wantsEmoji = next == 0xFE0F || next == 0x20E3
            }
            var face: Int
            if current >= 0 && (isControl || sticksToPrevious) {
                face = current
            } else if wantsEmoji, let index = chain.firstIndex(where: { FontSet.emojiFamilies.contains($0.face.family) && $0.covers(value) }) {
                face = index
            } else if current >= 0, isWhitespace || isCommonPunctuation(value), chain[current].covers(value),
                      !FontSet.emojiFamilies.contains(chain[current].face.family) || current == chain.endIndex - 1 {
                // Spaces and punctuation stay in the run's face, except after emoji (an emoji font's space is wide).
                face = current
            } else if let index = chain.firstIndex(where: { $0.covers(value) }) {
                face = index
            } else {
                face = current >= 0 ? current : chain.startIndex
                let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
                if !isControl && !isWhitespace && !scalar.properties.isDefaultIgnorableCodePoint {
                    let code = "U+" + String(value, radix: 16, uppercase: true).leftPadded(to: 4)
                    let entry = "\(code) \(String(scalar))"
                    if !missing.contains(entry) { missing.append(entry) }
                }
            }
            if face != current {
                if current >= 0 && offset > runStart { runs.append(FontRun(face: current, range: runStart..<offset, font: font)) }
                current = face
                runStart = offset
            }
            offset += length
        }
        let end = min(offset, units.count)
        if current >= 0 && end > runStart { runs.append(FontRun(face: current, range: runStart..<end, font: font)) }
    }

    /// The scalar starting at `offset` and its length in code units (a lone surrogate reads as itself).
    private func scalarValue<Units: RandomAccessCollection<UInt16>>(in units: Units, at offset: Int) -> (value: UInt32, length: Int)
        where Units.Index == Int {
        let unit = units[offset]
        if UTF16.isLeadSurrogate(unit), offset + 1 < units.count, UTF16.isTrailSurrogate(units[offset + 1]) {
            let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(units[offset + 1]) - 0xDC00)
            return (value, 2)
        }
        return (UInt32(unit), 1)
    }

    private func isCommonPunctuation(_ value: UInt32) -> Bool {
        (0x21...0x2F).contains(value) || (0x3A...0x40).contains(value) || (0x5B...0x60).contains(value)
            || (0x7B...0x7E).contains(value) || (0x2010...0x2027).contains(value)
    }

    // MARK: Bidirectional text

    /// The embedding levels of the text (UAX #9 through ICU), each paragraph's direction taken from its first strong
    /// character, left to right when it has none: `NSWritingDirection.natural`, UILabel's default, which Apple
    /// documents as rules P2 and P3 (the layout direction mirrors the views, not the text). Leaves `levels` empty —
    /// and the text on the left-to-right path — when every level is 0. Returns the first paragraph's level.
    func resolveLevels(_ units: [UInt16], into levels: inout [UInt8]) -> UInt8 {
        levels.removeAll(keepingCapacity: true)
        // Only text with a right-to-left character (Hebrew from U+0590 on) can have a level above 0.
        guard units.contains(where: { $0 >= 0x0590 }) else { return 0 }
        levels.append(contentsOf: repeatElement(0, count: units.count))
        let paragraph = units.withUnsafeBufferPointer { text in
            levels.withUnsafeMutableBufferPointer { out in lsnap_bidi_levels(text.baseAddress, Int32(text.count), 2, out.baseAddress) }
        }
        if paragraph < 0 || levels.allSatisfy({ $0 == 0 }) {
            levels.removeAll(keepingCapacity: true)
            return 0
        }
        return UInt8(paragraph)
    }

    /// Splits font runs where the embedding level changes, so each run is shaped in one direction.
    func splitRuns(_ runs: inout [FontRun], at levels: [UInt8]) {
        var split: [FontRun] = []
        split.reserveCapacity(runs.count)
        for run in runs {
            var start = run.range.lowerBound
            for offset in run.range where offset > start && levels[offset] != levels[start] {
                split.append(FontRun(face: run.face, range: start..<offset, level: levels[start], font: run.font))
                start = offset
            }
            split.append(FontRun(face: run.face, range: start..<run.range.upperBound, level: levels[start], font: run.font))
        }
        runs = split
    }

    // MARK: Shaping

    /// Shapes each run with its face; `shaped` receives the glyphs of the whole paragraph. A run is shaped word by
    /// word through `wordCache` when no lookup may reach across its cuts (see `WordShapeCache`), else whole.
    func shape(_ units: [UInt16], runs: [FontRun], faces: [LoadedFace], fonts: [ParagraphFont], bidi: Bool, into shaped: inout Shaped) {
        shaped.removeAll()
        units.withUnsafeBufferPointer { text in
            for run in runs {
                let face = faces[run.face]
                let rightToLeft = run.level & 1 == 1
                let factor = fonts[run.font].spec.pointSize / face.unitsPerEm
                let first = shaped.glyphs.count
                if !appendWords(text, run: run.range, face: face, rightToLeft: rightToLeft, factor: factor, to: &shaped) {
                    let glyphs = shapeBuffer(text, item: run.range, face: face, rightToLeft: rightToLeft, script: nil)
                    append(glyphs, clusterOffset: 0, factor: factor, to: &shaped)
                }
                let count = shaped.glyphs.count - first
                shaped.faces.append(contentsOf: repeatElement(run.face, count: count))
                shaped.fonts.append(contentsOf: repeatElement(run.font, count: count))
                if bidi { shaped.levels.append(contentsOf: repeatElement(run.level, count: count)) }
            }
        }
    }

    /// Appends the run's words, from the cache or shaped alone and cached; false, with nothing appended, when the
    /// run must be shaped whole (a face without word-by-word shaping, or a run with a glyph that a rule reaching
    /// across a space may change).
    private func appendWords(_ text: UnsafeBufferPointer<UInt16>, run: Range<Int>, face: LoadedFace, rightToLeft: Bool,
                             factor: Double, to shaped: inout Shaped) -> Bool {
        guard wordCache.limit > 0, text[run.lowerBound..<run.upperBound].contains(0x20) else { return false }
        // Every word takes the script HarfBuzz finds for the whole run.
        prepareBuffer(text, item: run, face: face, rightToLeft: rightToLeft, script: nil)
        let script = hb_buffer_get_script(buffer)
        guard let context = wordCache.contextGlyphs(face, script: script, language: hb_buffer_get_language(buffer),
                                                    rightToLeft: rightToLeft) else { return false }
        guard !context.occurs(in: text[run.lowerBound..<run.upperBound], font: face.hbFont) else { return false }
        var wordStart = run.lowerBound
        while wordStart < run.upperBound {
            let wordEnd = WordShapeCache.wordEnd(text, from: wordStart, to: run.upperBound)
            let word = UnsafeBufferPointer(rebasing: text[wordStart..<wordEnd])
            // A long word is shaped alone (the same glyphs) but not kept: it would rarely come again.
            let key = word.count <= WordShapeCache.maximumWordLength
                ? WordShapeCache.Key(face: ObjectIdentifier(face), script: script.rawValue, rightToLeft: rightToLeft, units: word) : nil
            if let key, let glyphs = wordCache[key] {
                wordHits += 1
                append(glyphs, clusterOffset: wordStart, factor: factor, to: &shaped)
            } else {
                // The word alone, without the run around it, so that its glyphs depend on what it is only.
                let glyphs = shapeBuffer(word, item: 0..<word.count, face: face, rightToLeft: rightToLeft, script: script)
                if let key {
                    wordMisses += 1
                    wordCache.insert(glyphs, for: key)
                }
                append(glyphs, clusterOffset: wordStart, factor: factor, to: &shaped)
            }
            wordStart = wordEnd
        }
        return true
    }

    /// Fills the HarfBuzz buffer with `item` of `text` (the rest of `text` is context) and sets its direction, the
    /// face's language and `script`, or the script HarfBuzz guesses from the item when it is nil.
    private func prepareBuffer(_ text: UnsafeBufferPointer<UInt16>, item: Range<Int>, face: LoadedFace, rightToLeft: Bool,
                               script: hb_script_t?) {
        let direction = rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR
        hb_buffer_clear_contents(buffer)
        hb_buffer_add_utf16(buffer, text.baseAddress, Int32(text.count), UInt32(item.lowerBound), Int32(item.count))
        hb_buffer_set_direction(buffer, direction)
        hb_buffer_set_language(buffer, face.isCJK ? languageChinese : languageLatin)
        if let script { hb_buffer_set_script(buffer, script) }
        hb_buffer_guess_segment_properties(buffer)
        hb_buffer_set_direction(buffer, direction)
    }

    /// Shapes `item` of `text` with `face`: glyphs in font units and logical order (a right-to-left item comes from
    /// HarfBuzz in visual order and is reversed, see `Shaped`), clusters as offsets into `text`.
    private func shapeBuffer(_ text: UnsafeBufferPointer<UInt16>, item: Range<Int>, face: LoadedFace, rightToLeft: Bool,
                             script: hb_script_t?) -> [WordShapeCache.Glyph] {
        prepareBuffer(text, item: item, face: face, rightToLeft: rightToLeft, script: script)
        hb_shape(face.hbFont, buffer, nil, 0)
        var length: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &length),
              let positions = hb_buffer_get_glyph_positions(buffer, &length) else { return [] }
        var glyphs: [WordShapeCache.Glyph] = []
        glyphs.reserveCapacity(Int(length))
        for index in 0..<Int(length) {
            let i = rightToLeft ? Int(length) - 1 - index : index
            glyphs.append(WordShapeCache.Glyph(glyph: infos[i].codepoint, cluster: Int32(truncatingIfNeeded: infos[i].cluster),
                                               advance: positions[i].x_advance, offsetX: positions[i].x_offset,
                                               offsetY: positions[i].y_offset))
        }
        return glyphs
    }

    /// Appends `glyphs` to `shaped` in points, their clusters moved by `clusterOffset`.
    private func append(_ glyphs: [WordShapeCache.Glyph], clusterOffset: Int, factor: Double, to shaped: inout Shaped) {
        for glyph in glyphs {
            shaped.glyphs.append(glyph.glyph)
            shaped.clusters.append(Int(glyph.cluster) + clusterOffset)
            shaped.advances.append(Double(glyph.advance) * factor)
            shaped.offsets.append(Point(x: Double(glyph.offsetX) * factor, y: Double(glyph.offsetY) * factor))
        }
    }

    /// The "…" glyph in the face and font of the character before `limit` (or the first face of that font's chain that
    /// has one).
    func ellipsisGlyph(faces: [LoadedFace], fonts: [ParagraphFont], near shaped: Shaped, limit: Int) -> Ellipsis {
        var preferred = fonts[0].first, font = 0
        if let last = shaped.clusters.lastIndex(where: { $0 < limit }) { (preferred, font) = (shaped.faces[last], shaped.fonts[last]) }
        let order = [preferred] + fonts[font].faces.filter { $0 != preferred }
        for index in order {
            if let glyph = faces[index].glyph(for: 0x2026) {
                return Ellipsis(face: index, font: font, glyph: glyph, advance: faces[index].advance(of: glyph) * fonts[font].spec.pointSize)
            }
        }
        return Ellipsis(face: fonts[font].first, font: font, glyph: 0, advance: 0)
    }

    // MARK: Breaking

    /// Fills `offsets` with the line-break opportunities of `units` and `mandatory` with whether each is a
    /// hard break (ICU; after spaces and newlines when ICU is unavailable). The last offset is `units.count`.
    func lineBoundaries(_ units: [UInt16], into offsets: inout [Int32], mandatory: inout [UInt8]) {
        offsets.removeAll(keepingCapacity: true)
        offsets.append(contentsOf: repeatElement(0, count: units.count))
        mandatory.removeAll(keepingCapacity: true)
        mandatory.append(contentsOf: repeatElement(0, count: units.count))
        let found = units.withUnsafeBufferPointer { text in
            offsets.withUnsafeMutableBufferPointer { offsetBuffer in
                mandatory.withUnsafeMutableBufferPointer { mandatoryBuffer in
                    lsnap_breaker_boundaries(lineBreaker, text.baseAddress, Int32(text.count), offsetBuffer.baseAddress,
                                             mandatoryBuffer.baseAddress)
                }
            }
        }
        if found > 0 {
            offsets.removeLast(offsets.count - Int(found))
            mandatory.removeLast(mandatory.count - Int(found))
            return
        }
        // No ICU iterator: break after spaces and at hard line breaks only.
        offsets.removeAll(keepingCapacity: true)
        mandatory.removeAll(keepingCapacity: true)
        for (i, unit) in units.enumerated() where unit == 0x20 || unit == 0x0A {
            offsets.append(Int32(i + 1))
            mandatory.append(unit == 0x0A ? 1 : 0)
        }
        if offsets.last.map(Int.init) != units.count {
            offsets.append(Int32(units.count))
            mandatory.append(0)
        }
    }

    func graphemeBoundaries(_ units: [UInt16]) -> [Int] {
        var offsets = [Int32](repeating: 0, count: units.count)
        var unused = [UInt8](repeating: 0, count: units.count)
        let found = units.withUnsafeBufferPointer { text in
            lsnap_breaker_boundaries(characterBreaker, text.baseAddress, Int32(text.count), &offsets, &unused)
        }
        guard found > 0 else { return Array(1...units.count) }
        return offsets[0..<Int(found)].map(Int.init)
    }

    /// Greedy wrapping: each line takes as many break opportunities as fit in `maxWidth` (trailing
    /// whitespace does not count); a word wider than the line is broken between grapheme clusters.
    func wrap(_ units: [UInt16], boundaries: [Int32], mandatory: [UInt8], prefix: [Double], maxWidth: Double,
              into ranges: inout [Range<Int>]) {
        ranges.removeAll(keepingCapacity: true)
        var next = 0
        var start = 0
        var graphemes: [Int]?
        while start < units.count {
            while next < boundaries.count && Int(boundaries[next]) <= start { next += 1 }
            var best = -1
            var k = next
            while k < boundaries.count {
                let b = Int(boundaries[k])
                if prefix[trimEnd(units, start, b)] - prefix[start] <= maxWidth + 1e-9 {
                    best = b
                    k += 1
                    if mandatory[k - 1] != 0 { break }
                } else {
                    break
                }
            }
            if best < 0 {
                let limit = next < boundaries.count ? Int(boundaries[next]) : units.count
                let clusters = graphemes ?? graphemeBoundaries(units)
                graphemes = clusters
                best = limit
                // The first cluster boundary after `start`, found by bisection, so that a long run without break
                // opportunities wraps in linear time overall (each line looks only at its own clusters).
                var low = 0, high = clusters.count
                while low < high {
                    let middle = (low + high) / 2
                    if clusters[middle] <= start { low = middle + 1 } else { high = middle }
                }
                var index = low
                while index < clusters.count, clusters[index] <= limit {
                    let g = clusters[index]
                    if index == low {
                        best = g
                    } else if prefix[trimEnd(units, start, g)] - prefix[start] <= maxWidth + 1e-9 {
                        best = g
                    } else {
                        break
                    }
                    index += 1
                }
            }
            ranges.append(start..<best)
            start = best
        }
    }

    /// The kept start and end of a line cut at its head (`…` and the longest end that fits `available`) or in its
    /// middle (the start and the end, each about half of `available`, around `…`), at grapheme boundaries, without the
    /// spaces next to the `…`.
    func truncatedRanges(_ units: [UInt16], from start: Int, to end: Int, prefix: [Double], available: Double,
                         middle: Bool) -> (head: Range<Int>, tail: Range<Int>) {
        let graphemes = [start] + graphemeBoundaries(units).filter { $0 > start && $0 <= end }
        func width(_ a: Int, _ b: Int) -> Double { prefix[b] - prefix[a] }
        var head = start
        if middle {
            for g in graphemes where width(start, trimEnd(units, start, g)) <= available / 2 + 1e-9 { head = g }
        }
        let remaining = available - width(start, trimEnd(units, start, head))
        var tail = end
        for g in graphemes.reversed() where g >= head {
            if width(g, end) <= remaining + 1e-9 { tail = g } else { break }
        }
        var headEnd = middle ? head : start
        while headEnd > start && units[headEnd - 1] == 0x20 { headEnd -= 1 }
        if !middle {
            while tail < end && units[tail] == 0x20 { tail += 1 }
        }
        return (start..<headEnd, tail..<end)
    }

    func trimEnd(_ units: [UInt16], _ start: Int, _ end: Int) -> Int {
        var end = end
        while end > start && isBreakingWhitespace(units[end - 1]) { end -= 1 }
        return end
    }

    private func isBreakingWhitespace(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x205F, 0x3000: return true
        default: return false
        }
    }

    // MARK: Assembly

    /// Each line's visible end, glyph range, width (with the ellipsis on the last line) and the largest
    /// ascent, descent and line gap of the faces and sizes drawing it (the label font's for an empty line): a line is as
    /// tall as its tallest run. A system font's primary face is measured with SF's metrics (`FontSet.systemFontAscender`).
    func measureLines(_ units: [UInt16], ranges: [Range<Int>], lastLineEllipsis: Ellipsis?, shaped: Shaped, prefix: [Double],
                      faces: [LoadedFace], fonts: [ParagraphFont], into pending: inout [PendingLine]) {
        pending.removeAll(keepingCapacity: true)
        var glyphCursor = 0
        for (index, range) in ranges.enumerated() {
            let visibleEnd = trimEnd(units, range.lowerBound, range.upperBound)
            while glyphCursor < shaped.clusters.count && shaped.clusters[glyphCursor] < range.lowerBound { glyphCursor += 1 }
            var glyphEnd = glyphCursor
            while glyphEnd < shaped.clusters.count && shaped.clusters[glyphEnd] < visibleEnd { glyphEnd += 1 }
            var lineWidth = prefix[visibleEnd] - prefix[range.lowerBound]
            let ellipsis = index == ranges.count - 1 ? lastLineEllipsis : nil
            if let ellipsis { lineWidth += ellipsis.advance }
            var ascent = -Double.infinity
            var descent = -Double.infinity
            var gap = -Double.infinity
            var previous = (face: -1, font: -1)
            func include(_ face: Int, _ font: Int) {
                guard face != previous.face || font != previous.font else { return }
                previous = (face, font)
                // The primary face stands for the system font and takes its metrics; fallbacks and custom fonts
                // keep their own.
                let paragraphFont = fonts[font], size = paragraphFont.spec.pointSize
                let system = paragraphFont.isSystemFont && face == paragraphFont.first
                ascent = max(ascent, (system ? FontSet.systemFontAscender : faces[face].ascender) * size)
                descent = max(descent, (system ? FontSet.systemFontDescender : faces[face].descender) * size)
                gap = max(gap, (system ? 0 : faces[face].lineGap) * size)
            }
            for g in glyphCursor..<glyphEnd { include(shaped.faces[g], shaped.fonts[g]) }
            if let ellipsis { include(ellipsis.face, ellipsis.font) }
            if glyphCursor == glyphEnd && ellipsis == nil { include(fonts[0].first, 0) }
            let endsParagraph = range.upperBound == units.count || (range.upperBound > 0 && units[range.upperBound - 1] == 0x0A)
            pending.append(PendingLine(range: range, visibleEnd: visibleEnd, glyphs: glyphCursor..<glyphEnd, width: lineWidth,
                                       ellipsis: ellipsis, ascent: ascent, descent: descent, gap: gap, endsParagraph: endsParagraph))
            glyphCursor = glyphEnd
        }
    }

    func assemble(text: String, units: [UInt16], lines pending: [PendingLine], truncated: Bool, shaped: Shaped,
                  faces: [LoadedFace], fonts: [ParagraphFont], attributes: TextAttributes, width: Double?, scale: Double,
                  missing: [String], paragraphLevel: UInt8, levels: [UInt8]) -> TextLayout {
        func glyphRun(_ face: Int, _ font: Int, glyphs: [UInt32], positions: [Point]) -> TextLayout.GlyphRun {
            TextLayout.GlyphRun(font: faces[face].face, pointSize: fonts[font].spec.pointSize, glyphs: glyphs, positions: positions,
                                attributedRun: fonts[font].attributedRun)
        }
        let widest = pending.map(\.width).max() ?? 0
        let alignmentWidth = width.map { max(0, $0) } ?? widest
        var lines: [TextLayout.Line] = []
        lines.reserveCapacity(pending.count)
        var runs: [TextLayout.GlyphRun] = []
        var usedFaces: [Int] = []
        var top = 0.0
        // Line texts are slices of `text`; line starts only move forward, so the index follows them.
        var textIndex = text.utf16.startIndex
        var textOffset = 0
        for (index, line) in pending.enumerated() {
            if index > 0, attributes.lineSpacing.isFinite { top += max(0, attributes.lineSpacing) }
            let height: Double
            let baseline: Double
            switch attributes.lineHeight {
            case .font:
                height = line.ascent + line.descent + line.gap
                baseline = top + line.ascent
            case let .fixed(fixed):
                height = fixed
                baseline = top + (fixed - line.ascent - line.descent) / 2 + line.ascent
            case let .styleLeading(leading):
                let natural = line.ascent + line.descent + line.gap
                height = index == 0 ? natural : max(natural, leading)
                baseline = top + height - line.descent - line.gap
            }
            let isLast = index == pending.count - 1
            var x: Double
            var spaceExtra = 0.0
            switch resolved(attributes.alignment, attributes.direction) {
            case .left: x = 0
            case .right: x = alignmentWidth - line.width
            case .center: x = (alignmentWidth - line.width) / 2
            case .justified:
                x = 0
                if !isLast && !line.endsParagraph && alignmentWidth.isFinite {
                    let spaces = line.glyphs.filter { units[shaped.clusters[$0]] == 0x20 }.count
                    if spaces > 0 { spaceExtra = max(0, alignmentWidth - line.width) / Double(spaces) }
                }
            case .natural: x = 0
            }
            var pen = x
            // A right-to-left paragraph's "…" ends its last line on the left.
            let ellipsisFirst = paragraphLevel & 1 == 1
            if let ellipsis = line.ellipsis, ellipsisFirst {
                runs.append(glyphRun(ellipsis.face, ellipsis.font, glyphs: [ellipsis.glyph], positions: [Point(x: pen, y: baseline)]))
                if !usedFaces.contains(ellipsis.face) { usedFaces.append(ellipsis.face) }
                pen += ellipsis.advance
            }
            let order = visualOrder(of: line.glyphs, shaped: shaped)
            var runStart = 0
            while runStart < order.count {
                let face = shaped.faces[order[runStart]], font = shaped.fonts[order[runStart]]
                var runEnd = runStart + 1
                while runEnd < order.count && shaped.faces[order[runEnd]] == face && shaped.fonts[order[runEnd]] == font { runEnd += 1 }
                var positions: [Point] = []
                positions.reserveCapacity(runEnd - runStart)
                var glyphs: [UInt32] = []
                glyphs.reserveCapacity(runEnd - runStart)
                for g in order[runStart..<runEnd] {
                    let offset = shaped.offsets[g]
                    positions.append(Point(x: pen + offset.x, y: baseline - offset.y))
                    glyphs.append(shaped.glyphs[g])
                    pen += shaped.advances[g]
                    if spaceExtra > 0 && units[shaped.clusters[g]] == 0x20 { pen += spaceExtra }
                }
                runs.append(glyphRun(face, font, glyphs: glyphs, positions: positions))
                if !usedFaces.contains(face) { usedFaces.append(face) }
                runStart = runEnd
            }
            let lineStart = text.utf16.index(textIndex, offsetBy: line.range.lowerBound - textOffset)
            let lineEnd = text.utf16.index(lineStart, offsetBy: line.visibleEnd - line.range.lowerBound)
            (textIndex, textOffset) = (lineStart, line.range.lowerBound)
            var lineText = String(text[lineStart..<lineEnd])
            if let ellipsis = line.ellipsis, !ellipsisFirst {
                runs.append(glyphRun(ellipsis.face, ellipsis.font, glyphs: [ellipsis.glyph], positions: [Point(x: pen, y: baseline)]))
                if !usedFaces.contains(ellipsis.face) { usedFaces.append(ellipsis.face) }
                lineText += "…"
            }
            lines.append(TextLayout.Line(text: lineText, utf16Range: line.range, width: line.width,
                                         x: x, top: top, height: height, baseline: baseline,
                                         visualRuns: visualRuns(line.range.lowerBound..<line.visibleEnd, levels: levels)))
            top += height
        }
        let size = Size(width: PixelGrid.ceil(widest, scale: scale), height: PixelGrid.ceil(top, scale: scale))
        return TextLayout(size: size, alignmentWidth: alignmentWidth, lines: lines, runs: runs,
                          firstBaseline: lines.first?.baseline ?? 0, lastBaseline: lines.last?.baseline ?? 0,
                          fonts: usedFaces.map { faces[$0].face }, missingCharacters: missing, isTruncated: truncated)
    }

    /// The code units `range` as runs of one embedding level, in visual order (rule L2).
    func visualRuns(_ range: Range<Int>, levels: [UInt8]) -> [TextLayout.VisualRun] {
        guard !range.isEmpty else { return [] }
        guard !levels.isEmpty else { return [TextLayout.VisualRun(utf16Range: range, level: 0)] }
        var runs: [Range<Int>] = []
        var start = range.lowerBound
        for offset in range where offset > start && levels[offset] != levels[start] {
            runs.append(start..<offset)
            start = offset
        }
        runs.append(start..<range.upperBound)
        var runLevels = runs.map { levels[$0.lowerBound] }
        var visual = [Int32](repeating: 0, count: runs.count)
        let status = runLevels.withUnsafeMutableBufferPointer { levelBuffer in
            visual.withUnsafeMutableBufferPointer { lsnap_bidi_reorder(levelBuffer.baseAddress, Int32(runs.count), $0.baseAddress) }
        }
        let order = status == 0 ? visual.map(Int.init) : Array(runs.indices)
        return order.map { TextLayout.VisualRun(utf16Range: runs[$0], level: Int(runLevels[$0])) }
    }

    /// The line's glyphs from left to right: level runs reordered by rule L2, right-to-left runs reversed back to
    /// HarfBuzz's visual order; logical order when the paragraph has no levels.
    func visualOrder(of glyphs: Range<Int>, shaped: Shaped) -> [Int] {
        guard !shaped.levels.isEmpty, !glyphs.isEmpty else { return Array(glyphs) }
        var segments: [Range<Int>] = []
        var start = glyphs.lowerBound
        for g in glyphs where g > start && shaped.levels[g] != shaped.levels[start] {
            segments.append(start..<g)
            start = g
        }
        segments.append(start..<glyphs.upperBound)
        var levels = segments.map { shaped.levels[$0.lowerBound] }
        var visual = [Int32](repeating: 0, count: segments.count)
        let status = levels.withUnsafeMutableBufferPointer { levelBuffer in
            visual.withUnsafeMutableBufferPointer { lsnap_bidi_reorder(levelBuffer.baseAddress, Int32(segments.count), $0.baseAddress) }
        }
        guard status == 0 else { return Array(glyphs) }
        var order: [Int] = []
        order.reserveCapacity(glyphs.count)
        for index in visual {
            let segment = segments[Int(index)]
            if levels[Int(index)] & 1 == 1 { order.append(contentsOf: segment.reversed()) } else { order.append(contentsOf: segment) }
        }
        return order
    }

    private func resolved(_ alignment: TextAlignment, _ direction: LayoutDirection) -> TextAlignment {
        guard alignment == .natural else { return alignment }
        return direction == .rightToLeft ? .right : .left
    }
}

extension Range<Int> {
    func shifted(by offset: Int) -> Range<Int> { (lowerBound + offset)..<(upperBound + offset) }
}

extension TextLayout {
    /// Replaces the last line's glyphs and text with `line`'s single line (head and middle truncation), placed on
    /// the last line's baseline and aligned in `alignmentWidth`.
    mutating func replaceLastLine(with line: TextLayout, alignmentWidth: Double, alignment: TextAlignment, direction: LayoutDirection) {
        guard let last = lines.last, let replacement = line.lines.first else { return }
        let half = last.height / 2
        runs.removeAll { run in run.positions.allSatisfy { abs($0.y - last.baseline) < half } }
        var x = 0.0
        let resolved = alignment == .natural ? (direction == .rightToLeft ? TextAlignment.right : .left) : alignment
        if resolved == .right { x = alignmentWidth - replacement.width }
        if resolved == .center { x = (alignmentWidth - replacement.width) / 2 }
        for var run in line.runs {
            run.positions = run.positions.map { Point(x: $0.x + x, y: $0.y - replacement.baseline + last.baseline) }
            runs.append(run)
        }
        lines[lines.count - 1].text = replacement.text
        lines[lines.count - 1].width = replacement.width
        lines[lines.count - 1].x = x
        for face in line.fonts where !fonts.contains(face) { fonts.append(face) }
    }
}

extension String {
    func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
