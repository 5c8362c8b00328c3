import CICU
import CText
import Geometry

// The engine behind `TextMeasurer`: the state one measurer keeps behind its lock, the buffers a layout works in, and
// `compute`, which runs the stages in order: font runs (TextFontRuns.swift), bidirectional levels (TextBidi.swift),
// shaping (TextShaping.swift), line breaking and truncation (TextLineBreaking.swift), and line assembly with
// alignment and baselines (TextLineAssembly.swift).

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
struct Ellipsis {
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
struct PendingLine {
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
struct Scratch {
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
final class EngineState {
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
        // A final line break ends a line and opens an empty one, which UILabel lays out and counts (TextKit's extra line
        // fragment; measured on Interface Builder's stored frames: five labels in three apps whose text ends in a newline
        // are one empty line taller). It is only added where `numberOfLines` has room for it, so it never truncates.
        if let last = s.units.last, last == 0x0A || last == 0x0D || last == 0x2028 || last == 0x2029,
           attributes.numberOfLines == 0 || s.ranges.count < attributes.numberOfLines {
            s.ranges.append(count..<count)
        }

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
}

extension Range<Int> {
    func shifted(by offset: Int) -> Range<Int> { (lowerBound + offset)..<(upperBound + offset) }
}
