import CICU
import Geometry

// Stage 5 of `EngineState.compute`: lines measured, set in visual order, aligned and given their baselines.

extension EngineState {
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
