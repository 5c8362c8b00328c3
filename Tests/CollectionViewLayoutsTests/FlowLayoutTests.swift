import CollectionViewLayouts
import Geometry
import TestSupport
import Testing

/// One element as the tests compare it.
private struct Entry: Hashable, CustomStringConvertible {
    var key: ElementKey
    var frame: Rect
    var zIndex: Int
    init(_ attributes: LayoutAttributes) {
        key = attributes.elementKey; frame = attributes.frame; zIndex = attributes.zIndex
    }
    var description: String { "\(key.category) \(key.kind?.rawValue ?? "") \(key.indexPath.section)/\(key.indexPath.item) \(frame)" }
}

private func sorted(_ attributes: [LayoutAttributes]) -> [Entry] {
    attributes.map(Entry.init).sorted { $0.key < $1.key }
}

/// Nil when equal; otherwise the counts and the first entry that differs (keeps failure messages short).
private func difference(_ actual: [Entry], _ expected: [Entry]) -> String? {
    guard actual != expected else { return nil }
    let index = (0..<Swift.min(actual.count, expected.count)).first { actual[$0] != expected[$0] } ?? Swift.min(actual.count, expected.count)
    let got = index < actual.count ? actual[index].description : "nothing"
    let wanted = index < expected.count ? expected[index].description : "nothing"
    return "\(actual.count) vs \(expected.count) elements; at \(index): got \(got), expected \(wanted)"
}

private func state(width: Double, height: Double = 800, counts: [Int], offset: Point = .zero) -> CollectionViewState {
    CollectionViewState(bounds: Rect(x: offset.x, y: offset.y, width: width, height: height), itemCounts: counts)
}

private func prepared(_ layout: FlowLayout, width: Double, height: Double = 800, counts: [Int]) -> FlowLayout {
    layout.collectionView = state(width: width, height: height, counts: counts)
    layout.prepare()
    return layout
}

private func itemFrame(_ layout: FlowLayout, _ item: Int, _ section: Int = 0) -> Rect? {
    layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
}

private func header(_ layout: FlowLayout, _ section: Int) -> LayoutAttributes? {
    layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: IndexPath(item: 0, section: section))
}

private func footer(_ layout: FlowLayout, _ section: Int) -> LayoutAttributes? {
    layout.layoutAttributesForSupplementaryView(ofKind: .sectionFooter, at: IndexPath(item: 0, section: section))
}

/// Scrolls the way the collection view does: ask, build the context, invalidate, set the bounds, prepare.
private func scroll(_ layout: FlowLayout, to offset: Point) {
    let old = layout.collectionView.bounds
    let new = Rect(origin: offset, size: old.size)
    if layout.shouldInvalidateLayout(forBoundsChange: new) {
        layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: new))
    }
    layout.collectionView.bounds = new
    layout.prepare()
}

/// Every element found one by one, filtered by `intersects`: what a rect query must return.
private func bruteForce(_ layout: FlowLayout, counts: [Int], in rect: Rect) -> [Entry] {
    sorted(elementsOneByOne(layout, counts: counts).filter { $0.frame.intersects(rect) })
}

/// A random flow layout: sections, sizes (some on exact fits), spacings, insets, headers, footers, backgrounds.
private func randomLayout(_ random: inout SeededGenerator, direction: ScrollDirection) -> (FlowLayout, counts: [Int], sizes: [[Size]]) {
    let layout = FlowLayout()
    layout.scrollDirection = direction
    let counts = (0..<Int.random(in: 0...5, using: &random)).map { _ in Int.random(in: 0...25, using: &random) }
    let palette = [20.0, 40, 50, 60, 80, 100, 120]
    let sizes = counts.map { count in
        (0..<count).map { _ in
            Bool.random(using: &random)
                ? Size(width: palette.randomElement(using: &random) ?? 50, height: palette.randomElement(using: &random) ?? 50)
                : Size(width: Double.random(in: 0...160, using: &random).rounded(), height: Double.random(in: 0...160, using: &random))
        }
    }
    layout.sizeForItem = { sizes[$0.section][$0.item] }
    layout.minimumLineSpacing = [0, 10, 7.5, -5].randomElement(using: &random) ?? 10
    layout.minimumInteritemSpacing = [0, 10, 3.25].randomElement(using: &random) ?? 10
    let insets = (0..<counts.count).map { _ in
        EdgeInsets(top: Double.random(in: 0...20, using: &random).rounded(), leading: Double.random(in: 0...20, using: &random).rounded(),
                   bottom: Double.random(in: -5...20, using: &random).rounded(), trailing: Double.random(in: 0...20, using: &random))
    }
    layout.insetForSection = { insets[$0] }
    let headers: [Double] = (0..<counts.count).map { _ in [0.0, 0, 30, 44.5].randomElement(using: &random) ?? 0 }
    let footers: [Double] = (0..<counts.count).map { _ in [0.0, 0, 20, 37].randomElement(using: &random) ?? 0 }
    layout.referenceSizeForHeaderInSection = { Size(width: headers[$0], height: headers[$0]) }
    layout.referenceSizeForFooterInSection = { Size(width: footers[$0], height: footers[$0]) }
    if Bool.random(using: &random) {
        layout.sectionBackground = SectionBackgroundDecoration(contentInsets: EdgeInsets(top: -4, leading: 6, bottom: 3, trailing: 6))
    }
    layout.sectionHeadersPinToVisibleBounds = Bool.random(using: &random)
    layout.sectionFootersPinToVisibleBounds = Bool.random(using: &random)
    return (layout, counts, sizes)
}

struct FlowLayoutTests {
    // MARK: - Lines, by hand

    @Test func defaultsMatchUIKit() {
        let layout = FlowLayout()
        #expect(layout.itemSize == Size(width: 50, height: 50))
        #expect(layout.estimatedItemSize == .zero)
        #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero && layout.scrollDirection == .vertical)
        #expect(layout.headerReferenceSize == .zero && layout.footerReferenceSize == .zero)
        #expect(!layout.sectionHeadersPinToVisibleBounds && !layout.sectionFootersPinToVisibleBounds)
        #expect(layout.selfSizingAxes == .none)
        #expect(layout.flipsHorizontallyInOppositeLayoutDirection)
        #expect(layout.collectionViewContentSize == .zero)
        #expect(layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 100, height: 100)).isEmpty)
    }

    @Test func defaultSpacingJustifiesFullLinesAndAlignsTheLastLineWithTheColumns() {
        // 50-point items, 10-point spacing, 320 wide: 5 fit (290), 6 would not (350). Spare 30 over 4 gaps: 17.5.
        let layout = prepared(FlowLayout(), width: 320, counts: [7])
        let xs = (0..<5).compactMap { itemFrame(layout, $0)?.minX }
        #expect(xs == [0, 67.5, 135, 202.5, 270])
        #expect(itemFrame(layout, 4)?.maxX == 320)
        // Last line (2 items): filled up with copies of 50 it would hold 5, so the same gaps as above.
        #expect(itemFrame(layout, 5) == Rect(x: 0, y: 60, width: 50, height: 50))
        #expect(itemFrame(layout, 6) == Rect(x: 67.5, y: 60, width: 50, height: 50))
        #expect(layout.collectionViewContentSize == Size(width: 320, height: 110))
    }

    @Test func fullLineIsJustifiedBetweenTheInsets() {
        // 320 − 10 − 10 = 300 available; 80 + 10 + 80 + 10 + 80 = 260 fits, a fourth (350) does not.
        // Spare 40 over 2 gaps: gap 30, x = 10, 120, 230, the last ending at 310 = 320 − 10.
        let layout = FlowLayout()
        layout.itemSize = Size(width: 80, height: 40)
        layout.sectionInset = EdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        _ = prepared(layout, width: 320, counts: [6])
        #expect((0..<3).compactMap { itemFrame(layout, $0) } == [
            Rect(x: 10, y: 5, width: 80, height: 40), Rect(x: 120, y: 5, width: 80, height: 40), Rect(x: 230, y: 5, width: 80, height: 40),
        ])
        #expect((3..<6).compactMap { itemFrame(layout, $0)?.minX } == [10, 120, 230])
        #expect((3..<6).compactMap { itemFrame(layout, $0)?.minY } == [55, 55, 55])
        #expect(layout.collectionViewContentSize == Size(width: 320, height: 5 + 40 + 10 + 40 + 5))
    }

    @Test func shortItemsAreCentredInTheTallestItemsLine() {
        let heights = [40.0, 80, 60, 20]
        let layout = FlowLayout()
        layout.sizeForItem = { Size(width: 70, height: heights[$0.item]) }
        _ = prepared(layout, width: 240, counts: [4])
        // 70·3 + 20 = 230 fits 240; line height 80. Spare 10 over 2 gaps: x = 0, 85, 170.
        #expect(itemFrame(layout, 0) == Rect(x: 0, y: 20, width: 70, height: 40))
        #expect(itemFrame(layout, 1) == Rect(x: 85, y: 0, width: 70, height: 80))
        #expect(itemFrame(layout, 2) == Rect(x: 170, y: 10, width: 70, height: 60))
        // Second line (last, alone): y = 80 + 10; it would hold 3 copies, so it starts at the left edge.
        #expect(itemFrame(layout, 3) == Rect(x: 0, y: 90, width: 70, height: 20))
    }

    @Test func lastLineUsesTheGapsOfALineFilledWithCopiesOfItsLastItem() {
        let widths = [80.0, 80, 80, 80, 50]
        let layout = FlowLayout()
        layout.sizeForItem = { Size(width: widths[$0.item], height: 40) }
        layout.sectionInset = EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        _ = prepared(layout, width: 320, counts: [5])
        // Last line 80 + 10 + 50 = 140; copies of 50 (+10 each): 2 more fit (260), a third not (320 > 300).
        // Virtual line of 4 with spare 300 − 260 = 40: gap 10 + 40/3.
        let gap = 10 + 40.0 / 3
        #expect(itemFrame(layout, 3) == Rect(x: 10, y: 50, width: 80, height: 40))
        #expect(itemFrame(layout, 4) == Rect(x: 10 + 80 + gap, y: 50, width: 50, height: 40))
    }

    @Test func aLineThatHoldsOnlyOneItemCentresIt() {
        // 300 available: one 200-point item per line (200 + 10 + 200 > 300). Full and last lines alike: x = 10 + 50.
        let layout = FlowLayout()
        layout.itemSize = Size(width: 200, height: 30)
        layout.sectionInset = EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        _ = prepared(layout, width: 320, counts: [2])
        #expect(itemFrame(layout, 0) == Rect(x: 60, y: 0, width: 200, height: 30))
        #expect(itemFrame(layout, 1) == Rect(x: 60, y: 40, width: 200, height: 30))
        // Too wide for the line: starts at the left inset.
        layout.itemSize = Size(width: 400, height: 30)
        layout.prepare()
        #expect(itemFrame(layout, 0) == Rect(x: 10, y: 0, width: 400, height: 30))
        // A lone small item on the last line is not centred: copies of it would fit.
        layout.itemSize = Size(width: 50, height: 30)
        layout.collectionView.itemCounts = [1]
        layout.prepare()
        #expect(itemFrame(layout, 0) == Rect(x: 10, y: 0, width: 50, height: 30))
    }

    @Test func headersFootersAndInsetsStackWithoutLineSpacingAroundThem() {
        let layout = FlowLayout()
        layout.itemSize = Size(width: 80, height: 80)
        layout.sectionInset = EdgeInsets(top: 5, leading: 10, bottom: 7, trailing: 10)
        layout.headerReferenceSize = Size(width: 999, height: 40)
        layout.footerReferenceSize = Size(width: 999, height: 30)
        layout.sectionBackground = SectionBackgroundDecoration(contentInsets: EdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8))
        _ = prepared(layout, width: 320, counts: [4, 0])
        // Section 0: header 0–40, inset 5, lines at 45 and 45 + 80 + 10 = 135, inset 7 after 215, footer 222–252.
        #expect(header(layout, 0)?.frame == Rect(x: 0, y: 0, width: 320, height: 40))
        #expect(itemFrame(layout, 0) == Rect(x: 10, y: 45, width: 80, height: 80))
        #expect(itemFrame(layout, 3) == Rect(x: 10, y: 135, width: 80, height: 80))
        #expect(footer(layout, 0)?.frame == Rect(x: 0, y: 222, width: 320, height: 30))
        // Background: the inset box 40–222 across the width, inset by (2, 4, 6, 8).
        let background = layout.layoutAttributesForDecorationView(ofKind: .sectionBackground, at: IndexPath(item: 0, section: 0))
        #expect(background?.frame == Rect(x: 4, y: 42, width: 308, height: 174))
        #expect(background?.zIndex == -1)
        // Section 1 is empty: header, both insets, footer: 252 + 40 + 5 + 7 + 30 = 334.
        #expect(header(layout, 1)?.frame == Rect(x: 0, y: 252, width: 320, height: 40))
        #expect(footer(layout, 1)?.frame == Rect(x: 0, y: 304, width: 320, height: 30))
        #expect(layout.collectionViewContentSize == Size(width: 320, height: 334))
        #expect(header(layout, 0)?.zIndex == 0 && header(layout, 0)?.indexPath == IndexPath(item: 0, section: 0))
        // A zero reference dimension means no view, whatever the other dimension.
        layout.headerReferenceSize = Size(width: 320, height: 0)
        layout.prepare()
        #expect(header(layout, 0) == nil)
        #expect(itemFrame(layout, 0)?.minY == 5)
    }

    @Test func horizontalScrollingSwapsTheAxes() {
        let layout = FlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = Size(width: 50, height: 80)
        layout.sectionInset = EdgeInsets(top: 10, leading: 5, bottom: 10, trailing: 5)
        layout.headerReferenceSize = Size(width: 30, height: 999)
        _ = prepared(layout, width: 200, height: 300, counts: [4])
        // Column height 300 − 20 = 280: three 80-point items (260), spare 20 over 2 gaps: y = 10, 110, 210.
        #expect(header(layout, 0)?.frame == Rect(x: 0, y: 0, width: 30, height: 300))
        #expect((0..<3).compactMap { itemFrame(layout, $0) } == [
            Rect(x: 35, y: 10, width: 50, height: 80), Rect(x: 35, y: 110, width: 50, height: 80), Rect(x: 35, y: 210, width: 50, height: 80),
        ])
        // Second column 35 + 50 + 10; the last column aligns with the rows of the first.
        #expect(itemFrame(layout, 3) == Rect(x: 95, y: 10, width: 50, height: 80))
        #expect(layout.collectionViewContentSize == Size(width: 30 + 5 + 50 + 10 + 50 + 5, height: 300))
    }

    @Test func outOfRangeQueriesReturnNil() {
        let layout = FlowLayout()
        layout.headerReferenceSize = Size(width: 0, height: 20)
        _ = prepared(layout, width: 320, counts: [3])
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: -1, section: 0)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: -1)) == nil)
        #expect(header(layout, 1) == nil)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: IndexPath(item: 1, section: 0)) == nil)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: .separator, at: IndexPath(item: 0, section: 0)) == nil)
        #expect(footer(layout, 0) == nil)
        #expect(layout.layoutAttributesForDecorationView(ofKind: .sectionBackground, at: IndexPath(item: 0, section: 0)) == nil)
    }

    // MARK: - Pinning

    /// Two sections of 6 items of 100 × 100 in 320 points (3 per line, exact fit): header 40, lines 40–250.
    private func pinnedHeaders() -> FlowLayout {
        let layout = FlowLayout()
        layout.itemSize = Size(width: 100, height: 100)
        layout.headerReferenceSize = Size(width: 0, height: 40)
        layout.sectionHeadersPinToVisibleBounds = true
        return prepared(layout, width: 320, height: 200, counts: [6, 6])
    }

    @Test func pinnedHeadersStickToTheTopAndArePushedByTheNextSection() {
        let layout = pinnedHeaders()
        #expect(layout.collectionViewContentSize == Size(width: 320, height: 500))
        // (offset, section 0 header y, section 1 header y); sections span 0–250 and 250–500.
        let cases: [(Double, Double, Double)] = [(0, 0, 250), (-50, 0, 250), (100, 100, 250), (230, 210, 250),
                                                 (250, 210, 250), (300, 210, 300), (480, 210, 460), (600, 210, 460)]
        for (offset, first, second) in cases {
            scroll(layout, to: Point(x: 0, y: offset))
            #expect(header(layout, 0)?.frame == Rect(x: 0, y: first, width: 320, height: 40), "offset \(offset)")
            #expect(header(layout, 1)?.frame == Rect(x: 0, y: second, width: 320, height: 40), "offset \(offset)")
            #expect(header(layout, 0)?.zIndex == FlowLayout.pinnedZIndex)
            // The rect query agrees with the single-element query.
            let visible = layout.layoutAttributesForElements(in: layout.collectionView.bounds)
            let headers = visible.filter { $0.representedElementKind == .sectionHeader }
            for attributes in headers { #expect(attributes == header(layout, attributes.indexPath.section)) }
        }
        scroll(layout, to: Point(x: 0, y: 230))
        let kinds = layout.layoutAttributesForElements(in: layout.collectionView.bounds).map { $0.elementKey }
        #expect(kinds.contains(ElementKey(category: .supplementaryView, kind: .sectionHeader, indexPath: IndexPath(item: 0, section: 0))))
        // Cells do not move.
        #expect(itemFrame(layout, 0) == Rect(x: 0, y: 40, width: 100, height: 100))
    }

    @Test func pinnedFootersStickToTheBottom() {
        let layout = FlowLayout()
        layout.itemSize = Size(width: 100, height: 100)
        layout.headerReferenceSize = Size(width: 0, height: 40)
        layout.footerReferenceSize = Size(width: 0, height: 30)
        layout.sectionFootersPinToVisibleBounds = true
        _ = prepared(layout, width: 320, height: 200, counts: [6, 6])
        // Section 0: 0–280 (footer naturally at 250); section 1: 280–560 (footer at 530).
        let cases: [(Double, Double, Double)] = [(0, 170, 280), (50, 220, 280), (100, 250, 280), (300, 250, 470), (400, 250, 530)]
        for (offset, first, second) in cases {
            scroll(layout, to: Point(x: 0, y: offset))
            #expect(footer(layout, 0)?.frame == Rect(x: 0, y: first, width: 320, height: 30), "offset \(offset)")
            #expect(footer(layout, 1)?.frame == Rect(x: 0, y: second, width: 320, height: 30), "offset \(offset)")
            #expect(footer(layout, 1)?.zIndex == FlowLayout.pinnedZIndex)
        }
        // Headers are not pinned here.
        #expect(header(layout, 0)?.frame.minY == 0 && header(layout, 0)?.zIndex == 0)
    }

    @Test func pinnedHeadersInHorizontalScrollingFollowTheLeftEdge() {
        let layout = FlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = Size(width: 100, height: 100)
        layout.headerReferenceSize = Size(width: 40, height: 0)
        layout.sectionHeadersPinToVisibleBounds = true
        _ = prepared(layout, width: 200, height: 320, counts: [6, 6])
        scroll(layout, to: Point(x: 230, y: 0))
        #expect(header(layout, 0)?.frame == Rect(x: 210, y: 0, width: 40, height: 320))
        scroll(layout, to: Point(x: 300, y: 0))
        #expect(header(layout, 1)?.frame == Rect(x: 300, y: 0, width: 40, height: 320))
    }

    // MARK: - Rect queries against brute force

    @Test func rectQueriesEqualABruteForceScan() {
        var random = SeededGenerator(seed: 0xF10)
        for round in 0..<300 {
            let direction: ScrollDirection = round % 2 == 0 ? .vertical : .horizontal
            let (layout, counts, _) = randomLayout(&random, direction: direction)
            let width = Double.random(in: 60...500, using: &random).rounded()
            let height = Double.random(in: 60...700, using: &random).rounded()
            _ = prepared(layout, width: width, height: height, counts: counts)
            let content = layout.collectionViewContentSize
            for _ in 0..<8 {
                let offset = Point(x: direction == .horizontal ? Double.random(in: -50...(content.width + 50), using: &random) : 0,
                                   y: direction == .vertical ? Double.random(in: -50...(content.height + 50), using: &random) : 0)
                scroll(layout, to: offset)
                for _ in 0..<6 {
                    let x = Double.random(in: -20...(content.width + 20), using: &random)
                    let y = Double.random(in: -20...(content.height + 20), using: &random)
                    let rect: Rect
                    switch Int.random(in: 0..<4, using: &random) {
                    case 0: rect = layout.collectionView.bounds
                    case 1: rect = Rect(x: x, y: y, width: 0, height: 0)
                    default: rect = Rect(x: x, y: y, width: Double.random(in: 0...400, using: &random), height: Double.random(in: 0...400, using: &random))
                    }
                    let query = sorted(layout.layoutAttributesForElements(in: rect))
                    let expected = bruteForce(layout, counts: counts, in: rect)
                    let mismatch = difference(query, expected)
                    #expect(mismatch == nil, "round \(round) rect \(rect)")
                    if mismatch != nil { return }
                }
            }
            // The whole content returns everything with a positive size.
            let all = sorted(layout.layoutAttributesForElements(in: Rect(x: -1, y: -1, width: content.width + 2, height: content.height + 2)))
            #expect(Set(all.map(\.key)).count == all.count)
        }
    }

    @Test func negativeLineSpacingStacksLinesBackwardsAndQueriesStillFindThem() {
        let layout = FlowLayout()
        layout.itemSize = Size(width: 100, height: 20)
        layout.minimumLineSpacing = -30
        layout.sectionInset = EdgeInsets(top: 50, leading: 0, bottom: 0, trailing: 0)
        layout.headerReferenceSize = Size(width: 0, height: 10)
        _ = prepared(layout, width: 100, counts: [5, 2])
        // One item per line, each line 10 points above the previous one: 60, 50, 40, 30, 20.
        #expect((0..<5).compactMap { itemFrame(layout, $0)?.minY } == [60, 50, 40, 30, 20])
        for y in stride(from: -20.0, through: 120, by: 3.5) {
            for height in [0.0, 4, 15, 40] {
                let rect = Rect(x: 10, y: y, width: 20, height: height)
                let mismatch = difference(sorted(layout.layoutAttributesForElements(in: rect)), bruteForce(layout, counts: [5, 2], in: rect))
                #expect(mismatch == nil, "rect \(rect)")
            }
        }
    }

    @Test func incrementalLayoutRefreshesTheSearchBoundsOfEarlierLines() {
        // Lines step 10 points upwards; shrinking item 2 makes every later line start higher than any before.
        let layout = FlowLayout()
        layout.estimatedItemSize = Size(width: 100, height: 20)
        layout.minimumLineSpacing = -30
        _ = prepared(layout, width: 100, counts: [5])
        var context = InvalidationContext()
        context.invalidateFlowLayoutDelegateMetrics = false
        context.setPreferredSize(Size(width: 100, height: 0), forItemAt: IndexPath(item: 2, section: 0))
        layout.invalidateLayout(with: context)
        layout.prepare()
        #expect((0..<5).compactMap { itemFrame(layout, $0)?.minY } == [0, -10, -20, -50, -60])
        for y in stride(from: -80.0, through: 30, by: 2.5) {
            let rect = Rect(x: 0, y: y, width: 100, height: 12)
            let mismatch = difference(sorted(layout.layoutAttributesForElements(in: rect)), bruteForce(layout, counts: [5], in: rect))
            #expect(mismatch == nil, "rect \(rect)")
        }
    }

    @Test func rectQueryReturnsSectionsInOrder() {
        let layout = FlowLayout()
        layout.headerReferenceSize = Size(width: 0, height: 20)
        layout.sectionBackground = SectionBackgroundDecoration()
        _ = prepared(layout, width: 320, counts: [3, 2])
        let keys = layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 320, height: 1000)).map(\.elementKey)
        let sections = keys.map(\.indexPath.section)
        #expect(sections == sections.sorted())
        #expect(keys.first == ElementKey(category: .decorationView, kind: .sectionBackground, indexPath: IndexPath(item: 0, section: 0)))
        #expect(keys.count == 2 * 2 + 5)
    }

    // MARK: - Self-sizing

    @Test func selfSizingOneAtATimeEqualsAFreshLayoutWithTheFinalSizes() {
        var random = SeededGenerator(seed: 0x5E1F)
        for round in 0..<60 {
            let direction: ScrollDirection = round % 3 == 0 ? .horizontal : .vertical
            let (template, counts, _) = randomLayout(&random, direction: direction)
            let estimate = Size(width: 64, height: 48)
            let width = Double.random(in: 100...420, using: &random).rounded()
            let layout = FlowLayout()
            func configure(_ target: FlowLayout) {
                target.scrollDirection = direction
                target.minimumLineSpacing = template.minimumLineSpacing
                target.minimumInteritemSpacing = template.minimumInteritemSpacing
                target.insetForSection = template.insetForSection
                target.referenceSizeForHeaderInSection = template.referenceSizeForHeaderInSection
                target.referenceSizeForFooterInSection = template.referenceSizeForFooterInSection
                target.sectionBackground = template.sectionBackground
            }
            configure(layout)
            layout.estimatedItemSize = estimate
            #expect(layout.selfSizingAxes == .both)
            _ = prepared(layout, width: width, height: 500, counts: counts)
            var order = counts.enumerated().flatMap { section, count in (0..<count).map { IndexPath(item: $0, section: section) } }
            order.shuffle(using: &random)
            var known: [IndexPath: Size] = [:]
            for (step, indexPath) in order.enumerated() {
                let preferred = Size(width: Double.random(in: 10...150, using: &random).rounded(), height: Double.random(in: 10...90, using: &random))
                guard let original = layout.layoutAttributesForItem(at: indexPath) else {
                    Issue.record("no attributes for \(indexPath)")
                    return
                }
                var fitted = original
                fitted.size = preferred
                if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: fitted, withOriginalAttributes: original) {
                    layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: fitted, withOriginalAttributes: original))
                }
                layout.prepare()
                known[indexPath] = preferred
                // Every few steps (and at the end), compare with a layout that knew these sizes from the start.
                guard step % 5 == 0 || step == order.count - 1 else { continue }
                let fresh = FlowLayout()
                configure(fresh)
                let sizes = known
                fresh.sizeForItem = { sizes[$0] ?? estimate }
                _ = prepared(fresh, width: width, height: 500, counts: counts)
                #expect(layout.collectionViewContentSize == fresh.collectionViewContentSize, "round \(round) step \(step)")
                let everything = Rect(x: -1000, y: -1000, width: 1e6, height: 1e6)
                let incremental = sorted(layout.layoutAttributesForElements(in: everything))
                let reference = sorted(fresh.layoutAttributesForElements(in: everything))
                var mismatch = difference(incremental, reference)
                // Rect queries too: the incremental pass must have refreshed the search bounds.
                let content = fresh.collectionViewContentSize
                for _ in 0..<4 where mismatch == nil {
                    let rect = Rect(x: Double.random(in: -10...content.width, using: &random), y: Double.random(in: -10...content.height, using: &random),
                                    width: Double.random(in: 0...300, using: &random), height: Double.random(in: 0...300, using: &random))
                    mismatch = difference(sorted(layout.layoutAttributesForElements(in: rect)), sorted(fresh.layoutAttributesForElements(in: rect)))
                }
                #expect(mismatch == nil, "round \(round) step \(step)")
                if mismatch != nil { return }
            }
        }
    }

    @Test func selfSizingKeepsMeasuredSizesAcrossWidthChangesAndForgetsThemOnReload() {
        let layout = FlowLayout()
        layout.estimatedItemSize = Size(width: 50, height: 50)
        _ = prepared(layout, width: 320, counts: [3])
        var context = InvalidationContext()
        context.invalidateFlowLayoutDelegateMetrics = false
        context.setPreferredSize(Size(width: 100, height: 70), forItemAt: IndexPath(item: 1, section: 0))
        layout.invalidateLayout(with: context)
        layout.prepare()
        #expect(itemFrame(layout, 1)?.size == Size(width: 100, height: 70))
        // Rotate: the measured size stays.
        let wide = Rect(x: 0, y: 0, width: 500, height: 800)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: wide))
        layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: wide))
        layout.collectionView.bounds = wide
        layout.prepare()
        #expect(itemFrame(layout, 1)?.size == Size(width: 100, height: 70))
        #expect(layout.collectionViewContentSize.width == 500)
        // Reload: back to the estimate.
        layout.invalidateLayout(with: InvalidationContext(invalidateEverything: true))
        layout.prepare()
        #expect(itemFrame(layout, 1)?.size == Size(width: 50, height: 50))
    }

    @Test func preferredSizesAreIgnoredWithoutAnEstimatedSize() {
        let layout = prepared(FlowLayout(), width: 320, counts: [2])
        let original = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        if let original {
            var preferred = original
            preferred.size = Size(width: 90, height: 90)
            #expect(!layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
            layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
            layout.prepare()
        }
        #expect(itemFrame(layout, 0)?.size == Size(width: 50, height: 50))
    }

    // MARK: - Bounds changes

    @Test func boundsChangesInvalidateOnCrossAxisResizeOrWhenPinning() {
        let layout = prepared(FlowLayout(), width: 320, height: 600, counts: [30])
        let scrolled = Rect(x: 0, y: 200, width: 320, height: 600)
        let taller = Rect(x: 0, y: 0, width: 320, height: 700)
        let wider = Rect(x: 0, y: 0, width: 400, height: 600)
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: scrolled))
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: taller))
        #expect(layout.shouldInvalidateLayout(forBoundsChange: wider))
        let resize = layout.invalidationContext(forBoundsChange: wider)
        #expect(resize.invalidateFlowLayoutDelegateMetrics && resize.invalidateFlowLayoutAttributes)
        #expect(!resize.invalidateEverything)

        // Horizontal scrolling: the height is the cross axis.
        layout.scrollDirection = .horizontal
        layout.prepare()
        #expect(layout.shouldInvalidateLayout(forBoundsChange: taller))
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: wider))
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 300, y: 0, width: 320, height: 600)))

        // Pinned headers: any scroll invalidates, but only the headers.
        layout.scrollDirection = .vertical
        layout.headerReferenceSize = Size(width: 0, height: 30)
        layout.sectionHeadersPinToVisibleBounds = true
        layout.collectionView.itemCounts = [30, 30, 30]
        layout.prepare()
        // Each section: 30 + 6 lines of 50 + 5 gaps of 10 = 380 (5 items of 50 per line in 320).
        #expect(layout.collectionViewContentSize.height == 3 * 380)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: scrolled))
        #expect(layout.shouldInvalidateLayout(forBoundsChange: taller))
        let scrolling = layout.invalidationContext(forBoundsChange: scrolled)
        #expect(!scrolling.invalidateEverything && !scrolling.invalidateDataSourceCounts)
        #expect(!scrolling.invalidateFlowLayoutDelegateMetrics && !scrolling.invalidateFlowLayoutAttributes)
        #expect(scrolling.invalidatedItemIndexPaths.isEmpty)
        // The old (0–600) and new (200–800) visible ranges touch sections 0 (0–380) and 1 (380–760) and 2 (760–1140).
        #expect(scrolling.invalidatedSupplementaryIndexPaths[.sectionHeader] == [0, 1, 2].map { IndexPath(item: 0, section: $0) })
        #expect(scrolling.invalidatedSupplementaryIndexPaths[.sectionFooter] == nil)
        let near = layout.invalidationContext(forBoundsChange: Rect(x: 0, y: 10, width: 320, height: 300))
        layout.collectionView.bounds = Rect(x: 0, y: 0, width: 320, height: 300)
        let nearScroll = layout.invalidationContext(forBoundsChange: Rect(x: 0, y: 10, width: 320, height: 300))
        #expect(near.invalidatedSupplementaryIndexPaths[.sectionHeader]?.count == 2)
        #expect(nearScroll.invalidatedSupplementaryIndexPaths[.sectionHeader] == [IndexPath(item: 0, section: 0)])
        // A scroll-only context leaves the layout as it is.
        let before = layout.layoutAttributesForItem(at: IndexPath(item: 7, section: 1))
        layout.invalidateLayout(with: nearScroll)
        layout.prepare()
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 7, section: 1)) == before)
    }

    @Test func aWidthChangeReflowsTheLines() {
        let layout = prepared(FlowLayout(), width: 320, counts: [10])
        #expect(itemFrame(layout, 5)?.minY == 60)
        let narrow = Rect(x: 0, y: 0, width: 170, height: 800)
        layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: narrow))
        layout.collectionView.bounds = narrow
        layout.prepare()
        // 170: 3 per line (170 exactly), so item 5 ends the second line at the right edge.
        #expect(itemFrame(layout, 5) == Rect(x: 120, y: 60, width: 50, height: 50))
        #expect(layout.collectionViewContentSize == Size(width: 170, height: 4 * 50 + 3 * 10))
    }
}
