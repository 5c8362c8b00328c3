import CICU

// Stage 4 of `EngineState.compute`: line-break opportunities (ICU, UAX #14), greedy wrapping, and the cuts of head and
// middle truncation.

extension EngineState {
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
}
