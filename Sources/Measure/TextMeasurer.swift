import CICU
import CText
import Synchronization

/// Measures and lays out paragraphs: font fallback by coverage, HarfBuzz shaping, ICU line breaking
/// (UAX #14), greedy wrapping to a width, `numberOfLines` with tail truncation, alignment and baselines.
///
/// `layout(_:attributes:width:scale:)` is a pure function of its arguments and the font set; results are
/// cached by all of them, so the cache only makes repeated measurements faster. Safe to share between
/// threads (the shaping buffer, ICU iterators and cache are behind one lock).
public final class TextMeasurer: Sendable {
    public let fontSet: FontSet
    private let state: Mutex<EngineState>

    /// Counts of cache hits and misses since creation (for tests and benchmarks).
    public struct CacheStatistics: Hashable, Sendable {
        public var hits: Int
        public var misses: Int
        public init(hits: Int, misses: Int) { self.hits = hits; self.misses = misses }
    }

    public init(fontSet: FontSet, cacheLimit: Int = 100_000) {
        self.fontSet = fontSet
        self.state = Mutex(EngineState(cacheLimit: cacheLimit))
    }

    /// Lays out `text`.
    /// - Parameters:
    ///   - width: the wrapping width in points (`preferredMaxLayoutWidth`); nil lays every paragraph on one line.
    ///   - scale: the screen scale whose pixel grid the reported size is rounded up to.
    public func layout(_ text: String, attributes: TextAttributes, width: Double?, scale: Double = 2) -> TextLayout {
        let key = CacheKey(text: text, attributes: attributes, width: width ?? -1, scale: scale)
        return state.withLock { state in
            if let cached = state.cache[key] {
                state.hits += 1
                return cached
            }
            state.misses += 1
            let result = state.compute(text, attributes: attributes, width: width, scale: scale, fontSet: fontSet)
            if state.cache.count >= state.cacheLimit { state.cache.removeAll(keepingCapacity: true) }
            state.cache[key] = result
            return result
        }
    }

    public var cacheStatistics: CacheStatistics {
        state.withLock { CacheStatistics(hits: $0.hits, misses: $0.misses) }
    }

    /// Empties the cache (benchmarks use it to measure cold layouts).
    public func removeAllCachedLayouts() {
        state.withLock { $0.cache.removeAll() }
    }
}

private struct CacheKey: Hashable {
    var text: String
    var attributes: TextAttributes
    var width: Double
    var scale: Double
}

/// Per-measurer scratch state: HarfBuzz buffer, ICU iterators, cache.
private final class EngineState {
    let cacheLimit: Int
    var cache: [CacheKey: TextLayout] = [:]
    var hits = 0
    var misses = 0
    let buffer: OpaquePointer
    let lineBreaker: OpaquePointer?
    let characterBreaker: OpaquePointer?
    let languageLatin = hb_language_from_string("en", -1)
    let languageChinese = hb_language_from_string("zh-Hans", -1)

    init(cacheLimit: Int) {
        self.cacheLimit = cacheLimit
        self.buffer = hb_buffer_create()
        self.lineBreaker = lsnap_breaker_open(LSNAP_BREAK_LINE, "en")
        self.characterBreaker = lsnap_breaker_open(LSNAP_BREAK_CHARACTER, "en")
    }

    deinit {
        hb_buffer_destroy(buffer)
        lsnap_breaker_close(lineBreaker)
        lsnap_breaker_close(characterBreaker)
    }

    /// Shaped glyphs of a whole paragraph, in logical (cluster) order.
    struct Shaped {
        var glyphs: [UInt32] = []
        var clusters: [Int] = []
        var advances: [Double] = []
        var offsets: [Point] = []
        var faces: [Int] = []
    }

    func compute(_ text: String, attributes: TextAttributes, width: Double?, scale: Double, fontSet: FontSet) -> TextLayout {
        let units = Array(text.utf16)
        let count = units.count
        guard count > 0 else { return .empty }
        let chain = fontSet.chain(for: attributes.font.weight)
        guard !chain.isEmpty else { return .empty }
        let pointSize = attributes.font.pointSize

        let (runs, missing) = itemize(text, chain: chain)
        let shaped = shape(units, runs: runs, chain: chain, pointSize: pointSize)

        // prefix[i] = advance width of units[0..<i], by cluster.
        var clusterAdvance = [Double](repeating: 0, count: count + 1)
        for g in 0..<shaped.glyphs.count { clusterAdvance[shaped.clusters[g]] += shaped.advances[g] }
        var prefix = [Double](repeating: 0, count: count + 1)
        for i in 0..<count { prefix[i + 1] = prefix[i] + clusterAdvance[i] }

        let maxWidth = width.map { max(0, $0) } ?? .infinity
        let (boundaries, mandatory) = lineBoundaries(units)
        var ranges = wrap(units, boundaries: boundaries, mandatory: mandatory, prefix: prefix, maxWidth: maxWidth)

        // numberOfLines: drop the rest; the last visible line runs to the next hard break and may be cut.
        var truncated = false
        var lastLineEllipsis: (face: Int, glyph: UInt32, advance: Double)?
        if attributes.numberOfLines > 0, ranges.count > attributes.numberOfLines {
            truncated = true
            let lastIndex = attributes.numberOfLines - 1
            let start = ranges[lastIndex].lowerBound
            var limit = count
            if let hard = zip(boundaries, mandatory).first(where: { $0.0 > start && $0.1 != 0 }) { limit = hard.0 }
            ranges.removeLast(ranges.count - attributes.numberOfLines)
            if attributes.lineBreakMode == .byTruncatingTail {
                let ellipsis = ellipsisGlyph(chain: chain, near: shaped, limit: limit, pointSize: pointSize)
                lastLineEllipsis = ellipsis
                let available = maxWidth - ellipsis.advance
                var end = trimEnd(units, start, limit)
                if prefix[end] - prefix[start] > available + 1e-9 {
                    end = start
                    for g in graphemeBoundaries(units) where g > start && g <= limit {
                        if prefix[trimEnd(units, start, g)] - prefix[start] <= available + 1e-9 { end = g } else { break }
                    }
                }
                ranges[lastIndex] = start..<end
            }
        }

        return assemble(text: text, units: units, ranges: ranges, lastLineEllipsis: lastLineEllipsis, truncated: truncated,
                        shaped: shaped, prefix: prefix, chain: chain, attributes: attributes, width: width,
                        scale: scale, missing: missing)
    }

    // MARK: Font runs

    /// Splits the text into runs of one face each: the first face of the chain that covers a character.
    /// Marks, joiners, variation selectors and emoji modifiers stay with the previous character's face;
    /// spaces and punctuation too when that face covers them, so runs are not broken by common characters.
    func itemize(_ text: String, chain: [LoadedFace]) -> (runs: [(face: Int, range: Range<Int>)], missing: [String]) {
        var runs: [(face: Int, range: Range<Int>)] = []
        var missing: [String] = []
        var offset = 0
        var current = -1
        var runStart = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let length = value > 0xFFFF ? 2 : 1
            var face: Int
            let properties = scalar.properties
            let isControl = value < 0x20 || (value >= 0x7F && value < 0xA0) || value == 0x2028 || value == 0x2029
            let sticksToPrevious = properties.generalCategory == .nonspacingMark || properties.generalCategory == .enclosingMark
                || properties.generalCategory == .spacingMark || value == 0x200D || value == 0x200C
                || (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value) || (0x1F3FB...0x1F3FF).contains(value)
                || (0xE0020...0xE007F).contains(value)
            if current >= 0 && (isControl || sticksToPrevious) {
                face = current
            } else if current >= 0, properties.isWhitespace || isCommonPunctuation(value), chain[current].glyph(for: value) != nil {
                face = current
            } else if let index = chain.firstIndex(where: { $0.glyph(for: value) != nil }) {
                face = index
            } else {
                face = max(current, 0)
                if !isControl && !properties.isWhitespace && !properties.isDefaultIgnorableCodePoint {
                    let code = "U+" + String(value, radix: 16, uppercase: true).leftPadded(to: 4)
                    let entry = "\(code) \(String(scalar))"
                    if !missing.contains(entry) { missing.append(entry) }
                }
            }
            if face != current {
                if current >= 0 && offset > runStart { runs.append((current, runStart..<offset)) }
                current = face
                runStart = offset
            }
            offset += length
        }
        if current >= 0 && offset > runStart { runs.append((current, runStart..<offset)) }
        return (runs, missing)
    }

    private func isCommonPunctuation(_ value: UInt32) -> Bool {
        (0x21...0x2F).contains(value) || (0x3A...0x40).contains(value) || (0x5B...0x60).contains(value)
            || (0x7B...0x7E).contains(value) || (0x2010...0x2027).contains(value)
    }

    // MARK: Shaping

    func shape(_ units: [UInt16], runs: [(face: Int, range: Range<Int>)], chain: [LoadedFace], pointSize: Double) -> Shaped {
        var shaped = Shaped()
        shaped.glyphs.reserveCapacity(units.count)
        shaped.clusters.reserveCapacity(units.count)
        shaped.advances.reserveCapacity(units.count)
        shaped.offsets.reserveCapacity(units.count)
        shaped.faces.reserveCapacity(units.count)
        units.withUnsafeBufferPointer { text in
            for run in runs {
                let face = chain[run.face]
                hb_buffer_clear_contents(buffer)
                hb_buffer_add_utf16(buffer, text.baseAddress, Int32(text.count), UInt32(run.range.lowerBound), Int32(run.range.count))
                hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
                hb_buffer_set_language(buffer, face.face.family.contains("CJK") ? languageChinese : languageLatin)
                hb_buffer_guess_segment_properties(buffer)
                hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
                hb_shape(face.hbFont, buffer, nil, 0)
                var length: UInt32 = 0
                guard let infos = hb_buffer_get_glyph_infos(buffer, &length),
                      let positions = hb_buffer_get_glyph_positions(buffer, &length) else { continue }
                let factor = pointSize / face.unitsPerEm
                for i in 0..<Int(length) {
                    shaped.glyphs.append(infos[i].codepoint)
                    shaped.clusters.append(Int(infos[i].cluster))
                    shaped.advances.append(Double(positions[i].x_advance) * factor)
                    shaped.offsets.append(Point(x: Double(positions[i].x_offset) * factor, y: Double(positions[i].y_offset) * factor))
                    shaped.faces.append(run.face)
                }
            }
        }
        return shaped
    }

    /// The "…" glyph in the face of the character before `limit` (or the first face that has one).
    func ellipsisGlyph(chain: [LoadedFace], near shaped: Shaped, limit: Int, pointSize: Double) -> (face: Int, glyph: UInt32, advance: Double) {
        var preferred = 0
        if let last = shaped.clusters.lastIndex(where: { $0 < limit }) { preferred = shaped.faces[last] }
        let order = [preferred] + chain.indices.filter { $0 != preferred }
        for index in order {
            if let glyph = chain[index].glyph(for: 0x2026) {
                return (index, glyph, chain[index].advance(of: glyph) * pointSize)
            }
        }
        return (0, 0, 0)
    }

    // MARK: Breaking

    func lineBoundaries(_ units: [UInt16]) -> (offsets: [Int], mandatory: [UInt8]) {
        var offsets = [Int32](repeating: 0, count: units.count)
        var mandatory = [UInt8](repeating: 0, count: units.count)
        let found = units.withUnsafeBufferPointer { text in
            lsnap_breaker_boundaries(lineBreaker, text.baseAddress, Int32(text.count), &offsets, &mandatory)
        }
        guard found > 0 else {
            // No ICU iterator: break after spaces and at hard line breaks only.
            var fallback: [Int] = []
            var hard: [UInt8] = []
            for (i, unit) in units.enumerated() where unit == 0x20 || unit == 0x0A {
                fallback.append(i + 1)
                hard.append(unit == 0x0A ? 1 : 0)
            }
            if fallback.last != units.count { fallback.append(units.count); hard.append(0) }
            return (fallback, hard)
        }
        return (offsets[0..<Int(found)].map(Int.init), Array(mandatory[0..<Int(found)]))
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
    func wrap(_ units: [UInt16], boundaries: [Int], mandatory: [UInt8], prefix: [Double], maxWidth: Double) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var next = 0
        var start = 0
        var graphemes: [Int]?
        while start < units.count {
            while next < boundaries.count && boundaries[next] <= start { next += 1 }
            var best = -1
            var k = next
            while k < boundaries.count {
                let b = boundaries[k]
                if prefix[trimEnd(units, start, b)] - prefix[start] <= maxWidth + 1e-9 {
                    best = b
                    k += 1
                    if mandatory[k - 1] != 0 { break }
                } else {
                    break
                }
            }
            if best < 0 {
                let limit = next < boundaries.count ? boundaries[next] : units.count
                if graphemes == nil { graphemes = graphemeBoundaries(units) }
                best = limit
                var first = true
                for g in graphemes ?? [] where g > start && g <= limit {
                    if first {
                        best = g
                        first = false
                    } else if prefix[trimEnd(units, start, g)] - prefix[start] <= maxWidth + 1e-9 {
                        best = g
                    } else {
                        break
                    }
                }
            }
            ranges.append(start..<best)
            start = best
        }
        return ranges
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

    func assemble(text: String, units: [UInt16], ranges: [Range<Int>], lastLineEllipsis: (face: Int, glyph: UInt32, advance: Double)?, truncated: Bool,
                  shaped: Shaped, prefix: [Double], chain: [LoadedFace], attributes: TextAttributes,
                  width: Double?, scale: Double, missing: [String]) -> TextLayout {
        let pointSize = attributes.font.pointSize
        struct Pending {
            var range: Range<Int>
            var visibleEnd: Int
            var glyphs: Range<Int>
            var width: Double
            var ellipsis: (face: Int, glyph: UInt32, advance: Double)?
            var ascent: Double
            var descent: Double
            var gap: Double
            var endsParagraph: Bool
        }
        var pending: [Pending] = []
        var glyphCursor = 0
        for (index, range) in ranges.enumerated() {
            let visibleEnd = trimEnd(units, range.lowerBound, range.upperBound)
            while glyphCursor < shaped.clusters.count && shaped.clusters[glyphCursor] < range.lowerBound { glyphCursor += 1 }
            var glyphEnd = glyphCursor
            while glyphEnd < shaped.clusters.count && shaped.clusters[glyphEnd] < visibleEnd { glyphEnd += 1 }
            var lineWidth = prefix[visibleEnd] - prefix[range.lowerBound]
            let ellipsis = index == ranges.count - 1 ? lastLineEllipsis : nil
            if let ellipsis { lineWidth += ellipsis.advance }
            var faces = Set(shaped.faces[glyphCursor..<glyphEnd])
            if let ellipsis { faces.insert(ellipsis.face) }
            if faces.isEmpty { faces.insert(0) }
            let ascent = faces.map { chain[$0].ascender }.max() ?? 0
            let descent = faces.map { chain[$0].descender }.max() ?? 0
            let gap = faces.map { chain[$0].lineGap }.max() ?? 0
            let endsParagraph = range.upperBound == units.count || (range.upperBound > 0 && units[range.upperBound - 1] == 0x0A)
            pending.append(Pending(range: range, visibleEnd: visibleEnd, glyphs: glyphCursor..<glyphEnd, width: lineWidth,
                                   ellipsis: ellipsis, ascent: ascent * pointSize, descent: descent * pointSize,
                                   gap: gap * pointSize, endsParagraph: endsParagraph))
            glyphCursor = glyphEnd
        }

        let widest = pending.map(\.width).max() ?? 0
        let alignmentWidth = width.map { max(0, $0) } ?? widest
        var lines: [TextLayout.Line] = []
        var runs: [TextLayout.GlyphRun] = []
        var usedFaces: [Int] = []
        var top = 0.0
        for (index, line) in pending.enumerated() {
            let height: Double
            let baseline: Double
            switch attributes.lineHeight {
            case .font:
                height = line.ascent + line.descent + line.gap
                baseline = top + line.ascent
            case let .fixed(fixed):
                height = fixed
                baseline = top + (fixed - line.ascent - line.descent) / 2 + line.ascent
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
            var currentFace = -1
            for g in line.glyphs {
                let face = shaped.faces[g]
                if face != currentFace {
                    runs.append(TextLayout.GlyphRun(font: chain[face].face, pointSize: pointSize, glyphs: [], positions: []))
                    currentFace = face
                    if !usedFaces.contains(face) { usedFaces.append(face) }
                }
                let offset = shaped.offsets[g]
                runs[runs.count - 1].glyphs.append(shaped.glyphs[g])
                runs[runs.count - 1].positions.append(Point(x: pen + offset.x, y: baseline - offset.y))
                pen += shaped.advances[g]
                if spaceExtra > 0 && units[shaped.clusters[g]] == 0x20 { pen += spaceExtra }
            }
            var lineText = String(decoding: units[line.range.lowerBound..<line.visibleEnd], as: UTF16.self)
            if let ellipsis = line.ellipsis {
                runs.append(TextLayout.GlyphRun(font: chain[ellipsis.face].face, pointSize: pointSize,
                                                glyphs: [ellipsis.glyph], positions: [Point(x: pen, y: baseline)]))
                if !usedFaces.contains(ellipsis.face) { usedFaces.append(ellipsis.face) }
                lineText += "…"
            }
            lines.append(TextLayout.Line(text: lineText, utf16Range: line.range, width: line.width,
                                         x: x, top: top, height: height, baseline: baseline))
            top += height
        }
        let size = Size(width: PixelGrid.ceil(widest, scale: scale), height: PixelGrid.ceil(top, scale: scale))
        return TextLayout(size: size, alignmentWidth: alignmentWidth, lines: lines, runs: runs,
                          firstBaseline: lines.first?.baseline ?? 0, lastBaseline: lines.last?.baseline ?? 0,
                          fonts: usedFaces.map { chain[$0].face }, missingCharacters: missing, isTruncated: truncated)
    }

    private func resolved(_ alignment: TextAlignment, _ direction: LayoutDirection) -> TextAlignment {
        guard alignment == .natural else { return alignment }
        return direction == .rightToLeft ? .right : .left
    }
}

extension String {
    func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
