import CollectionViewLayouts
import Geometry

// Item sizes and layouts shared by the CollectionLayouts benchmarks. Every size comes from a fixed-seed generator,
// precomputed into an array before timing, so every run and every process lays out exactly the same items.

/// SplitMix64: a fixed, fast, well-spread sequence of 64-bit numbers.
struct SplitMix64 {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `range`, as a Double.
    mutating func next(in range: ClosedRange<Int>) -> Double {
        Double(range.lowerBound + Int(next() % UInt64(range.count)))
    }
}

/// Flow items: 40–160 wide, 30–60 tall (whole points), about 3.3 to a 390-point line.
func makeFlowSizes(_ count: Int, seed: UInt64 = 0x5EED_F10) -> [Size] {
    var random = SplitMix64(state: seed)
    return (0..<count).map { _ in
        let width = random.next(in: 40...160)
        return Size(width: width, height: random.next(in: 30...60))
    }
}

/// Waterfall estimates: 80–300 points tall (whole points).
func makeWaterfallHeights(_ count: Int, seed: UInt64 = 0x5EED_3A7) -> [Double] {
    var random = SplitMix64(state: seed)
    return (0..<count).map { _ in random.next(in: 80...300) }
}

/// The collection view of every benchmark: one section, a phone screen (390 × 844) unless `width` says otherwise.
func collectionViewState(items: Int, width: Double = 390, height: Double = 844) -> CollectionViewState {
    CollectionViewState(bounds: Rect(x: 0, y: 0, width: width, height: height), itemCounts: [items])
}

/// A flow layout (default spacings 10/10, no insets) whose delegate answers `sizeForItem` from `sizes`.
func makeFlowLayout(sizes: [Size], width: Double = 390) -> FlowLayout {
    let layout = FlowLayout(collectionView: collectionViewState(items: sizes.count, width: width))
    layout.sizeForItem = { sizes[$0.item] }
    return layout
}

/// A self-sizing flow layout: every item starts at `estimatedItemSize` 100 × 45.
func makeEstimatedFlowLayout(items: Int, width: Double = 390) -> FlowLayout {
    let layout = FlowLayout(collectionView: collectionViewState(items: items, width: width))
    layout.estimatedItemSize = Size(width: 100, height: 45)
    return layout
}

/// A waterfall (default breakpoints: 1 column below 500 points, 3 from 900; spacing and insets 8) whose
/// estimates come from `heights`.
func makeWaterfallLayout(heights: [Double], width: Double = 390) -> WaterfallLayout {
    let layout = WaterfallLayout(estimatedHeightForItem: { indexPath, _ in heights[indexPath.item] })
    layout.collectionView = collectionViewState(items: heights.count, width: width)
    return layout
}

/// The index paths of the cells whose frames intersect each rect, by brute force over `layoutAttributesForItem`
/// (the layouts here have no supplementary or decoration views). One pass over the items serves every rect.
func bruteForceCells(_ layout: CollectionLayout, items: Int, rects: [Rect]) -> [[IndexPath]] {
    var found = [[IndexPath]](repeating: [], count: rects.count)
    for item in 0..<items {
        let indexPath = IndexPath(item: item, section: 0)
        guard let frame = layout.layoutAttributesForItem(at: indexPath)?.frame else {
            fatalError("no attributes for item \(item)")
        }
        for (index, rect) in rects.enumerated() where frame.intersects(rect) { found[index].append(indexPath) }
    }
    return found
}

/// Checks that `layoutAttributesForElements(in:)` returns exactly the brute-force cells for each rect, in item
/// order; returns the number of elements per rect.
@discardableResult
func verifyQueries(_ layout: CollectionLayout, items: Int, rects: [Rect], name: String) -> [Int] {
    let expected = bruteForceCells(layout, items: items, rects: rects)
    for (rect, cells) in zip(rects, expected) {
        let returned = layout.layoutAttributesForElements(in: rect)
        let indexPaths = returned.map(\.indexPath)
        guard returned.allSatisfy({ $0.representedElementCategory == .cell }), indexPaths == cells, !cells.isEmpty else {
            fatalError("\(name): query \(rect) returned \(indexPaths.count) cells, brute force finds \(cells.count)")
        }
    }
    return expected.map(\.count)
}

/// The self-sizing round trip for one cell, as `CollectionView.layoutVisibleElements` runs it: the original
/// attributes, the cell's preferred attributes (`size`; height only for `.height` layouts),
/// `shouldInvalidateLayout(forPreferredLayoutAttributes:…)`, its context, `invalidateLayout(with:)`, `prepare()`.
@inline(never)
func deliverPreferredSize(_ size: Size, at indexPath: IndexPath, to layout: CollectionLayout) {
    guard let original = layout.layoutAttributesForItem(at: indexPath) else { fatalError("no item at \(indexPath)") }
    var preferred = original
    preferred.size = layout.selfSizingAxes == .height ? Size(width: original.size.width, height: size.height) : size
    guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else {
        fatalError("a preferred size of \(preferred.size) for \(indexPath) (was \(original.size)) does not invalidate the layout")
    }
    let context = layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    layout.invalidateLayout(with: context)
    layout.prepare()
}
