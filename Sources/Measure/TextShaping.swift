import CText
import Geometry

// Stage 3 of `EngineState.compute`: HarfBuzz shaping, word by word through `WordShapeCache` where it may.

extension EngineState {
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
}
