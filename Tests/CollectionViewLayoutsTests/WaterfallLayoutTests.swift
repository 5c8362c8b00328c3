import CollectionViewLayouts
import Geometry
import TestSupport
import Testing

/// A layout whose estimates come from `heights[section][item]`, prepared at `width`.
private func waterfall(width: Double, heights: [[Double]], configure: (WaterfallLayout) -> Void = { _ in }) -> WaterfallLayout {
    let layout = WaterfallLayout { indexPath, _ in heights[indexPath.section][indexPath.item] }
    configure(layout)
    layout.collectionView = CollectionViewState(bounds: Rect(x: 0, y: 0, width: width, height: 844), itemCounts: heights.map(\.count))
    layout.prepare()
    return layout
}

private func frame(_ layout: WaterfallLayout, _ item: Int, _ section: Int = 0) -> Rect? {
    layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
}

/// Every element, one query at a time, in element-key order.
private func everyElement(_ layout: WaterfallLayout) -> [LayoutAttributes] {
    elementsOneByOne(layout, counts: layout.collectionView.itemCounts).sorted { $0.elementKey < $1.elementKey }
}

/// The self-sizing round trip for one cell, through the protocol's methods.
private func deliver(height: Double, to indexPath: IndexPath, in layout: any CollectionLayout) {
    guard let original = layout.layoutAttributesForItem(at: indexPath) else {
        Issue.record("no attributes for \(indexPath)")
        return
    }
    var preferred = original
    preferred.size = Size(width: original.size.width, height: height)
    guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else { return }
    layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    layout.prepare()
}

/// A random recipe grid: sections, counts, fractional estimates (some zero), spacings, headers, footers, background.
private func randomLayout(_ random: inout SeededGenerator, maximumItems: Int) -> (WaterfallLayout, [[Double]]) {
    let sectionCount = Int.random(in: 1...4, using: &random)
    let heights: [[Double]] = (0..<sectionCount).map { _ in
        let count = Int.random(in: 0...maximumItems, using: &random)
        return (0..<count).map { _ in
            Int.random(in: 0..<20, using: &random) == 0 ? 0 : Double.random(in: 10..<400, using: &random)
        }
    }
    let width: Double = [375.0, 499, 500, 768, 899, 900, 1024, 1366].randomElement(using: &random) ?? 375
    let headerHeights = (0..<sectionCount).map { _ in Bool.random(using: &random) ? Double.random(in: 1..<60, using: &random) : 0 }
    let footerHeights = (0..<sectionCount).map { _ in Bool.random(using: &random) ? Double.random(in: 1..<60, using: &random) : 0 }
    let itemSpacing: Double = [0.0, 8, 3.7].randomElement(using: &random) ?? 8
    let columnSpacing: Double = [0.0, 8, 11.3].randomElement(using: &random) ?? 8
    let inset: Double = Double.random(in: 0..<20, using: &random)
    let background: SectionBackgroundDecoration? = Bool.random(using: &random)
        ? SectionBackgroundDecoration(contentInsets: EdgeInsets(top: Double.random(in: -12..<6, using: &random), leading: -4,
                                                               bottom: Double.random(in: -12..<6, using: &random), trailing: -4))
        : nil
    let layout = waterfall(width: width, heights: heights) { (layout: WaterfallLayout) in
        layout.itemSpacing = itemSpacing
        layout.columnSpacing = columnSpacing
        layout.sectionInset = EdgeInsets(top: inset, leading: inset, bottom: inset / 2, trailing: inset)
        layout.heightForHeaderInSection = { headerHeights[$0] }
        layout.heightForFooterInSection = { footerHeights[$0] }
        layout.sectionBackground = background
    }
    return (layout, heights)
}

struct WaterfallLayoutTests {
    @Test func columnCountAndWidthFollowTheCollectionWidth() {
        let cases: [(width: Double, columns: Int)] = [(375, 1), (499, 1), (500, 2), (768, 2), (899, 2), (900, 3), (1024, 3)]
        for (width, columns) in cases {
            let layout = waterfall(width: width, heights: [Array(repeating: 100, count: 6)])
            #expect(layout.columnCount(forWidth: width) == columns)
            #expect(layout.columnCount == columns)
            // (width − 8 − 8 − (n − 1) · 8) / n with the default insets and spacing.
            let expectedWidth = (width - 16 - Double(columns - 1) * 8) / Double(columns)
            #expect(layout.columnWidth == expectedWidth)
            #expect(layout.columnWidth(forWidth: width) == expectedWidth)
            // Equal heights fill the columns left to right, then start a second row.
            for item in 0..<columns {
                #expect(frame(layout, item) == Rect(x: 8 + Double(item) * (expectedWidth + 8), y: 8, width: expectedWidth, height: 100))
                #expect(frame(layout, item + columns)?.minY == 116)
            }
        }
        #expect(WaterfallLayout().columnWidth(forWidth: 768) == 372)

        let custom = WaterfallLayout()
        custom.columnBreakpoints = [.init(minimumWidth: 600, columns: 4), .init(minimumWidth: 0, columns: 0)]
        #expect(custom.columnCount(forWidth: 100) == 1)
        #expect(custom.columnCount(forWidth: 600) == 4)
        custom.columnBreakpoints = [.init(minimumWidth: 300, columns: 2)]
        #expect(custom.columnCount(forWidth: 200) == 1)
        #expect(custom.columnCount(forWidth: 300) == 2)
        custom.columnBreakpoints = []
        #expect(custom.columnCount(forWidth: 2000) == 1)
    }

    @Test func shortestColumnPlacementByHand() {
        // Width 600: 2 columns of (600 − 16 − 8) / 2 = 288 at x 8 and 304; spacing 8.
        // Next free y per column: 100 → col 0 (tie, leftmost) [108, 0]; 50 → col 1 [108, 58]; 80 → col 1 [108, 146];
        // 30 → col 0 [146, 146]; 60 → col 0 (tie, leftmost) [214, 146].
        let plain = waterfall(width: 600, heights: [[100, 50, 80, 30, 60]])
        let expected = [Rect(x: 8, y: 8, width: 288, height: 100), Rect(x: 304, y: 8, width: 288, height: 50),
                        Rect(x: 304, y: 66, width: 288, height: 80), Rect(x: 8, y: 116, width: 288, height: 30),
                        Rect(x: 8, y: 154, width: 288, height: 60)]
        #expect((0..<5).map { frame(plain, $0) } == expected)
        #expect((0..<5).map { plain.column(forItemAt: IndexPath(item: $0, section: 0)) } == [0, 1, 1, 0, 0])
        // Tallest column: 154 + 60 = 214, plus the bottom inset.
        #expect(plain.collectionViewContentSize == Size(width: 600, height: 222))

        // Two sections with a 40-point header, 30-point footer and a background outset by 4.
        let decorated = waterfall(width: 600, heights: [[100, 50, 80, 30, 60], [20]]) { layout in
            layout.headerHeight = 40
            layout.footerHeight = 30
            layout.sectionBackground = SectionBackgroundDecoration(contentInsets: EdgeInsets(top: -4, leading: -4, bottom: -4, trailing: -4))
        }
        #expect((0..<5).map { frame(decorated, $0) } == expected.map { $0.offsetBy(dx: 0, dy: 40) })
        let first = IndexPath(item: 0, section: 0), second = IndexPath(item: 0, section: 1)
        #expect(decorated.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: first)?.frame == Rect(x: 0, y: 0, width: 600, height: 40))
        // Footer: items top 48, tallest column 206, bottom inset 8.
        #expect(decorated.layoutAttributesForSupplementaryView(ofKind: .sectionFooter, at: first)?.frame == Rect(x: 0, y: 262, width: 600, height: 30))
        let background = decorated.layoutAttributesForDecorationView(ofKind: .sectionBackground, at: first)
        #expect(background?.frame == Rect(x: 4, y: 44, width: 592, height: 214))
        #expect(background?.zIndex == -1)
        // Section 1 starts at 292: header to 332, item at 340.
        #expect(decorated.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: second)?.frame.minY == 292)
        #expect(frame(decorated, 0, 1) == Rect(x: 8, y: 340, width: 288, height: 20))
        #expect(decorated.collectionViewContentSize.height == 292 + 40 + 8 + 20 + 8 + 30)

        // Order in a rect: per section background, header, cells by item, footer.
        let all = decorated.layoutAttributesForElements(in: Rect(x: 0, y: -10, width: 600, height: 1000))
        let order = all.map { "\($0.representedElementKind?.rawValue ?? "cell")\($0.indexPath.section).\($0.indexPath.item)" }
        #expect(order == ["sectionBackground0.0", "sectionHeader0.0", "cell0.0", "cell0.1", "cell0.2", "cell0.3", "cell0.4",
                          "sectionFooter0.0", "sectionBackground1.0", "sectionHeader1.0", "cell1.0", "sectionFooter1.0"])
    }

    @Test func singleItemsAndEmptySectionsAndOutOfRangeQueries() {
        let layout = waterfall(width: 375, heights: [[], [50]]) { layout in
            layout.sectionBackground = SectionBackgroundDecoration()
            layout.heightForFooterInSection = { $0 == 0 ? 12 : 0 }
        }
        // An empty section keeps its insets and footer but has no background.
        #expect(layout.layoutAttributesForDecorationView(ofKind: .sectionBackground, at: IndexPath(item: 0, section: 0)) == nil)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: .sectionFooter, at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 0, y: 16, width: 375, height: 12))
        #expect(frame(layout, 0, 1) == Rect(x: 8, y: 36, width: 359, height: 50))
        #expect(layout.layoutAttributesForDecorationView(ofKind: .sectionBackground, at: IndexPath(item: 0, section: 1))?.frame == Rect(x: 8, y: 36, width: 359, height: 50))
        for indexPath in [IndexPath(item: 1, section: 1), IndexPath(item: -1, section: 1), IndexPath(item: 0, section: 2), IndexPath(item: 0, section: -1)] {
            #expect(layout.layoutAttributesForItem(at: indexPath) == nil)
        }
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: IndexPath(item: 0, section: 1)) == nil)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: .sectionFooter, at: IndexPath(item: 1, section: 0)) == nil)
        #expect(layout.layoutAttributesForDecorationView(ofKind: .separator, at: IndexPath(item: 0, section: 1)) == nil)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: .sectionBackground, at: IndexPath(item: 0, section: 1)) == nil)

        let unprepared = WaterfallLayout()
        #expect(unprepared.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 100, height: 100)).isEmpty)
        #expect(unprepared.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(unprepared.flipsHorizontallyInOppositeLayoutDirection)
        #expect(unprepared.selfSizingAxes == .height)
    }

    @Test func onePreferredHeightMovesOnlyTheItemsBelowItInItsColumn() {
        var random = SeededGenerator(seed: 7)
        let heights = [(0..<300).map { _ in Double(Int.random(in: 40...300, using: &random)) }]
        let layout = waterfall(width: 1024, heights: heights)
        let before = everyElement(layout)
        let changed = IndexPath(item: 120, section: 0)
        guard let original = frame(layout, changed.item), let column = layout.column(forItemAt: changed) else {
            Issue.record("item 120 is missing")
            return
        }
        let delta = 137.0
        deliver(height: original.height + delta, to: changed, in: layout)
        let after = everyElement(layout)
        #expect(after.count == before.count)
        for (old, new) in zip(before, after) {
            let item = old.indexPath.item
            if item == changed.item {
                #expect(new.frame == Rect(x: original.minX, y: original.minY, width: original.width, height: original.height + delta))
            } else if layout.column(forItemAt: old.indexPath) == column && old.frame.minY > original.minY {
                #expect(new.frame == old.frame.offsetBy(dx: 0, dy: delta))
            } else {
                #expect(new.frame == old.frame)
            }
        }
        // The content height is the tallest column's bottom plus the bottom inset.
        let tallest = after.map(\.frame.maxY).max() ?? 0
        #expect(layout.collectionViewContentSize.height == tallest + 8)
        // Shrinking it back restores every frame.
        deliver(height: original.height, to: changed, in: layout)
        #expect(everyElement(layout) == before)
    }

    @Test func preferredHeightsOneByOneEqualAFreshLayout() {
        var random = SeededGenerator(seed: 2024)
        for _ in 0..<6 {
            let (layout, heights) = randomLayout(&random, maximumItems: 900)
            let counts = heights.map(\.count)
            // Preferred heights for about two thirds of the items, in random order, some items twice: the last wins.
            var deliveries: [(IndexPath, Double)] = []
            for (section, count) in counts.enumerated() {
                for item in 0..<count where Int.random(in: 0..<3, using: &random) > 0 {
                    let repeats = Int.random(in: 1...2, using: &random)
                    for _ in 0..<repeats { deliveries.append((IndexPath(item: item, section: section), Double.random(in: 0..<500, using: &random))) }
                }
            }
            deliveries.shuffle(using: &random)
            var final: [IndexPath: Double] = [:]
            for (indexPath, height) in deliveries {
                deliver(height: height, to: indexPath, in: layout)
                final[indexPath] = height
            }
            for (indexPath, height) in final { #expect(frame(layout, indexPath.item, indexPath.section)?.height == height) }

            var all = InvalidationContext()
            for indexPath in final.keys.sorted() {
                if let height = final[indexPath] { all.setPreferredSize(Size(width: 1, height: height), forItemAt: indexPath) }
            }
            // A fresh layout that receives every height before its first prepare…
            let fresh = WaterfallLayout { indexPath, _ in heights[indexPath.section][indexPath.item] }
            copyConfiguration(from: layout, to: fresh)
            fresh.collectionView = layout.collectionView
            fresh.invalidateLayout(with: all)
            fresh.prepare()
            // …and one that receives them in one context after it.
            let batched = WaterfallLayout { indexPath, _ in heights[indexPath.section][indexPath.item] }
            copyConfiguration(from: layout, to: batched)
            batched.collectionView = layout.collectionView
            batched.prepare()
            batched.invalidateLayout(with: all)
            batched.prepare()

            let expected = everyElement(layout)
            #expect(everyElement(fresh) == expected)
            #expect(everyElement(batched) == expected)
            #expect(fresh.collectionViewContentSize == layout.collectionViewContentSize)
            #expect(batched.collectionViewContentSize == layout.collectionViewContentSize)
            // A full rebuild with the same width keeps the preferred heights.
            layout.invalidateLayout(with: InvalidationContext(invalidateEverything: true))
            layout.prepare()
            #expect(everyElement(layout) == expected)
        }
    }

    @Test func rectQueriesEqualABruteForceScan() {
        var random = SeededGenerator(seed: 42)
        for round in 0..<60 {
            let (layout, heights) = randomLayout(&random, maximumItems: 400)
            if round % 2 == 1 {
                for (section, count) in heights.map(\.count).enumerated() where count > 0 {
                    for _ in 0..<Int.random(in: 0...count, using: &random) {
                        let item = Int.random(in: 0..<count, using: &random)
                        let height = Int.random(in: 0..<10, using: &random) == 0 ? 0 : Double.random(in: 1..<450, using: &random)
                        deliver(height: height, to: IndexPath(item: item, section: section), in: layout)
                    }
                }
            }
            let every = everyElement(layout)
            let size = layout.collectionViewContentSize
            for query in 0..<40 {
                var rect: Rect
                if query < 30 || every.isEmpty {
                    rect = Rect(x: Double.random(in: -50..<size.width, using: &random), y: Double.random(in: -100..<(size.height + 100), using: &random),
                                width: Double.random(in: 0..<size.width, using: &random), height: Double.random(in: 0..<900, using: &random))
                    if query % 10 == 0 { rect = Rect(x: 0, y: rect.minY, width: size.width, height: 844) }
                } else {
                    // Edges exactly on an element's edges: strict intersection must leave the touching ones out.
                    let element = every[Int.random(in: 0..<every.count, using: &random)].frame
                    switch query % 4 {
                    case 0: rect = Rect(x: 0, y: element.maxY, width: size.width, height: 300)
                    case 1: rect = Rect(x: 0, y: element.minY - 300, width: size.width, height: 300)
                    case 2: rect = Rect(x: element.minX, y: element.minY, width: element.width, height: element.height)
                    default: rect = Rect(x: element.maxX, y: element.minY, width: 40, height: 0)
                    }
                }
                let expected = every.filter { $0.frame.intersects(rect) }
                let result = layout.layoutAttributesForElements(in: rect)
                let sorted = result.sorted { $0.elementKey < $1.elementKey }
                #expect(sorted == expected, "round \(round), query \(query), rect \(rect)")
                #expect(Set(result.map(\.elementKey)).count == result.count)
            }
        }
    }

    @Test func onlyAWidthChangeInvalidatesAndItResetsColumnsAndPreferredHeights() {
        let heights = [(0..<40).map { Double(30 + ($0 * 37) % 200) }]
        let layout = waterfall(width: 375, heights: heights)
        let bounds = layout.collectionView.bounds
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: bounds.offsetBy(dx: 0, dy: 500)))
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 0, width: 375, height: 400)))
        #expect(layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 0, width: 768, height: 844)))
        #expect(layout.invalidationContext(forBoundsChange: Rect(x: 0, y: 0, width: 768, height: 844)).invalidateEverything)

        deliver(height: 999, to: IndexPath(item: 3, section: 0), in: layout)
        #expect(frame(layout, 3)?.height == 999)
        // Rotate: the context invalidates everything; the new column width drops the old measurements.
        let newBounds = Rect(x: 0, y: 0, width: 768, height: 844)
        layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds))
        layout.collectionView.bounds = newBounds
        layout.prepare()
        #expect(layout.columnCount == 2)
        #expect(everyElement(layout) == everyElement(waterfall(width: 768, heights: heights)))

        // New data: the measurements of the old items are forgotten.
        deliver(height: 999, to: IndexPath(item: 3, section: 0), in: layout)
        layout.invalidateLayout(with: InvalidationContext(invalidateDataSourceCounts: true))
        layout.prepare()
        #expect(frame(layout, 3)?.height == heights[0][3])
        // A configuration change rebuilds on the next prepare.
        layout.itemSpacing = 20
        layout.prepare()
        #expect(everyElement(layout) == everyElement(waterfall(width: 768, heights: heights) { $0.itemSpacing = 20 }))
    }
}

private func copyConfiguration(from source: WaterfallLayout, to target: WaterfallLayout) {
    target.columnBreakpoints = source.columnBreakpoints
    target.columnSpacing = source.columnSpacing
    target.itemSpacing = source.itemSpacing
    target.sectionInset = source.sectionInset
    target.headerHeight = source.headerHeight
    target.footerHeight = source.footerHeight
    target.heightForHeaderInSection = source.heightForHeaderInSection
    target.heightForFooterInSection = source.heightForFooterInSection
    target.sectionBackground = source.sectionBackground
}
