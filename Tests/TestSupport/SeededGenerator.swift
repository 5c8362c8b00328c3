/// SplitMix64 (Steele, Lea & Flood 2014): a small seeded generator, so the property tests of this target explore the
/// same systems and layouts on every run. Shared by the property tests of Solver, AutoLayout and CollectionLayout.
public struct SeededGenerator: RandomNumberGenerator {
    public var state: UInt64

    public init(state: UInt64) { self.state = state }
    public init(seed: UInt64) { self.state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in the range (modulo bias is irrelevant for tests).
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }

    /// A multiple of 1/4 in the range, so sums stay exact and frames meet edge to edge.
    public mutating func quarter(_ range: ClosedRange<Double>) -> Double {
        let steps = Int((range.upperBound - range.lowerBound) * 4)
        return range.lowerBound + Double(int(0...steps)) / 4
    }

    public mutating func chance(_ percent: Int) -> Bool { int(1...100) <= percent }
}
