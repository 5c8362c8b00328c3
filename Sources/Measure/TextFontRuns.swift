// Stage 1 of `EngineState.compute`: the text cut into runs of one face each (font fallback by coverage).

extension EngineState {
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
}

extension String {
    func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
