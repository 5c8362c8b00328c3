import CICU

// Stage 2 of `EngineState.compute`: bidirectional embedding levels (UAX #9 through ICU).

extension EngineState {
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
}
