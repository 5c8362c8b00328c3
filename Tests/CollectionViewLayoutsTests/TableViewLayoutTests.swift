import AutoLayout
import CollectionViewLayouts
import Geometry
import Layout
import TestSupport
import Testing

/// A table's heights, as the closures of a `TableViewLayout` see them (nil = automatic).
private struct Heights {
    var rows: [[Double?]]
    var headers: [Double?]
    var footers: [Double?]
}

private func makeLayout(_ style: TableStyle, width: Double = 375, scale: Double = 2, offset: Double = 0,
                        heights: Heights, configure: (TableViewLayout) -> Void = { _ in }) -> TableViewLayout {
    let layout = TableViewLayout(style: style)
    layout.heightForRow = { heights.rows[$0.section][$0.item] }
    layout.heightForHeaderInSection = { heights.headers[$0] }
    layout.heightForFooterInSection = { heights.footers[$0] }
    configure(layout)
    layout.collectionView = CollectionViewState(bounds: Rect(x: 0, y: offset, width: width, height: 600),
                                                itemCounts: heights.rows.map(\.count), scale: scale)
    layout.prepare()
    return layout
}

/// Every element, one query per element, in table order (header, each row and its separator, background, footer).
private func allElements(_ layout: TableViewLayout) -> [LayoutAttributes] {
    var result: [LayoutAttributes] = []
    for (section, count) in layout.collectionView.itemCounts.enumerated() {
        let first = IndexPath(item: 0, section: section)
        result += [layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: first)].compactMap { $0 }
        for item in 0..<count {
            let indexPath = IndexPath(item: item, section: section)
            result += [layout.layoutAttributesForItem(at: indexPath),
                       layout.layoutAttributesForDecorationView(ofKind: .separator, at: indexPath)].compactMap { $0 }
        }
        result += [layout.layoutAttributesForDecorationView(ofKind: .sectionBackground, at: first),
                   layout.layoutAttributesForSupplementaryView(ofKind: .sectionFooter, at: first)].compactMap { $0 }
    }
    return result
}

private func frame(_ layout: TableViewLayout, _ kind: ElementKind?, _ item: Int, _ section: Int) -> Rect? {
    let indexPath = IndexPath(item: item, section: section)
    switch kind {
    case nil: return layout.layoutAttributesForItem(at: indexPath)?.frame
    case let kind? where kind == .sectionHeader || kind == .sectionFooter:
        return layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)?.frame
    case let kind?: return layout.layoutAttributesForDecorationView(ofKind: kind, at: indexPath)?.frame
    }
}

private func headerY(_ layout: TableViewLayout, _ section: Int) -> Double? {
    layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: IndexPath(item: 0, section: section))?.frame.minY
}

/// Scrolls the way a collection view does: ask, build the context, set the bounds, invalidate, prepare.
@discardableResult
private func scroll(_ layout: TableViewLayout, to offset: Double) -> InvalidationContext? {
    var bounds = layout.collectionView.bounds
    bounds.origin.y = offset
    guard layout.shouldInvalidateLayout(forBoundsChange: bounds) else {
        layout.collectionView.bounds = bounds
        return nil
    }
    let context = layout.invalidationContext(forBoundsChange: bounds)
    layout.collectionView.bounds = bounds
    layout.invalidateLayout(with: context)
    layout.prepare()
    return context
}

struct TableViewLayoutTests {
    @Test func plainTableByHand() {
        let layout = makeLayout(.plain, heights: Heights(rows: [[44, 60], [50]], headers: [30, 0], footers: [20, 0]))
        #expect(layout.collectionViewContentSize == Size(width: 375, height: 204))
        #expect(layout.flipsHorizontallyInOppositeLayoutDirection)
        #expect(layout.selfSizingAxes == .height)
        let header = layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == Rect(x: 0, y: 0, width: 375, height: 30))
        #expect(header?.zIndex == 10)
        #expect(frame(layout, nil, 0, 0) == Rect(x: 0, y: 30, width: 375, height: 44))
        #expect(frame(layout, nil, 1, 0) == Rect(x: 0, y: 74, width: 375, height: 60))
        #expect(frame(layout, .separator, 0, 0) == Rect(x: 16, y: 73.5, width: 359, height: 0.5))
        #expect(layout.layoutAttributesForDecorationView(ofKind: .separator, at: IndexPath(item: 0, section: 0))?.zIndex == 1)
        #expect(frame(layout, .separator, 1, 0) == nil)  // the last row of a section has none
        #expect(frame(layout, .sectionFooter, 0, 0) == Rect(x: 0, y: 134, width: 375, height: 20))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: .sectionFooter, at: IndexPath(item: 0, section: 0))?.zIndex == 0)
        // Section 1: no header, and no gap in the plain style.
        #expect(frame(layout, .sectionHeader, 0, 1) == nil)
        #expect(frame(layout, nil, 0, 1) == Rect(x: 0, y: 154, width: 375, height: 50))
        #expect(frame(layout, .separator, 0, 1) == nil)
        #expect(frame(layout, .sectionBackground, 0, 0) == nil)
        // Unknown elements.
        #expect(frame(layout, nil, 2, 0) == nil)
        #expect(frame(layout, nil, 0, 2) == nil)
        #expect(frame(layout, .sectionHeader, 1, 0) == nil)
        #expect(frame(layout, "badge", 0, 0) == nil)
        #expect(allElements(layout).map(\.representedElementKind) == [.sectionHeader, nil, .separator, nil, .sectionFooter, nil])
    }

    @Test func groupedTableByHandWithSectionBackgrounds() {
        let heights = Heights(rows: [[44, 44], [50]], headers: [40, nil], footers: [0, 25])
        let layout = makeLayout(.grouped, scale: 3, heights: heights) { $0.estimatedSectionHeaderHeight = 0 }
        // Header 0..40, rows 40..84..128; gap 35 above the headerless section 1; row 163..213; footer 213..238; end gap 35.
        #expect(layout.collectionViewContentSize == Size(width: 375, height: 273))
        #expect(frame(layout, .sectionHeader, 0, 0) == Rect(x: 0, y: 0, width: 375, height: 40))
        #expect(frame(layout, nil, 0, 0) == Rect(x: 0, y: 40, width: 375, height: 44))
        #expect(frame(layout, .separator, 0, 0) == Rect(x: 16, y: 84 - 1.0 / 3, width: 359, height: 1.0 / 3))
        #expect(frame(layout, nil, 1, 0) == Rect(x: 0, y: 84, width: 375, height: 44))
        #expect(frame(layout, .sectionHeader, 0, 1) == nil)
        #expect(frame(layout, nil, 0, 1) == Rect(x: 0, y: 163, width: 375, height: 50))
        #expect(frame(layout, .sectionFooter, 0, 1) == Rect(x: 0, y: 213, width: 375, height: 25))
        #expect(frame(layout, .sectionBackground, 0, 0) == nil)  // off by default in the grouped style

        let decorated = makeLayout(.grouped, scale: 3, heights: heights) { $0.showsSectionBackgrounds = true }
        let background = decorated.layoutAttributesForDecorationView(ofKind: .sectionBackground, at: IndexPath(item: 0, section: 0))
        #expect(background?.frame == Rect(x: 0, y: 40, width: 375, height: 88))
        #expect(background?.zIndex == -1)
        #expect(frame(decorated, .sectionBackground, 0, 1) == Rect(x: 0, y: 163, width: 375, height: 50))
        #expect(allElements(decorated).map(\.representedElementKind)
                == [.sectionHeader, nil, .separator, nil, .sectionBackground, nil, .sectionBackground, .sectionFooter])
        // Backgrounds only decorate; nothing else moves.
        #expect(allElements(decorated).filter { $0.representedElementKind != .sectionBackground } == allElements(layout))
    }

    @Test(arguments: [2.0, 3.0])
    func insetGroupedTableByHand(scale: Double) {
        let pixel = 1 / scale
        let heights = Heights(rows: [[44, 50, 44], []], headers: [nil, nil], footers: [nil, nil])
        let layout = makeLayout(.insetGrouped, scale: scale, heights: heights) { layout in
            layout.separatorInset = TableViewLayout.SeparatorInset(leading: 16, trailing: 8)
            layout.separatorInsetForRow = { $0.item == 1 ? TableViewLayout.SeparatorInset(leading: -4, trailing: 0) : nil }
        }
        // No headers or footers (estimates 0): gap 35, rows 35..79..129..173, an empty section adds its gap, end gap.
        #expect(layout.collectionViewContentSize == Size(width: 375, height: 173 + 35 + 35))
        #expect(frame(layout, nil, 0, 0) == Rect(x: 16, y: 35, width: 343, height: 44))
        #expect(frame(layout, nil, 2, 0) == Rect(x: 16, y: 129, width: 343, height: 44))
        // The table's inset: 16 + 16 from the left, 8 short of the row's trailing edge (16 + 343 − 8 = 351).
        #expect(frame(layout, .separator, 0, 0) == Rect(x: 32, y: 79 - pixel, width: 319, height: pixel))
        // Row 1's own inset (a negative leading counts as 0): the whole row width.
        #expect(frame(layout, .separator, 1, 0) == Rect(x: 16, y: 129 - pixel, width: 343, height: pixel))
        #expect(frame(layout, .separator, 2, 0) == nil)
        let background = layout.layoutAttributesForDecorationView(ofKind: .sectionBackground, at: IndexPath(item: 0, section: 0))
        #expect(background?.frame == Rect(x: 16, y: 35, width: 343, height: 138))
        #expect(background?.zIndex == -1)
        #expect(frame(layout, .sectionBackground, 0, 1) == nil)  // no rows, no background

        // From a width of 414 the inset is 20.
        let wide = makeLayout(.insetGrouped, width: 414, scale: scale, heights: heights)
        #expect(frame(wide, nil, 0, 0) == Rect(x: 20, y: 35, width: 374, height: 44))
        #expect(frame(wide, .separator, 0, 0) == Rect(x: 36, y: 79 - pixel, width: 358, height: pixel))
        #expect(frame(wide, .sectionBackground, 0, 0) == Rect(x: 20, y: 35, width: 374, height: 138))
        #expect(TableViewLayout.sectionInset(style: .insetGrouped, width: 413) == 16)
        #expect(TableViewLayout.sectionInset(style: .grouped, width: 500) == 0)
    }

    @Test func estimatesAndTheMinimumRowHeight() {
        let layout = makeLayout(.plain, heights: Heights(rows: [[nil, 30, 70]], headers: [nil], footers: [nil])) { layout in
            layout.estimatedRowHeight = 50
            layout.estimatedSectionHeaderHeight = 28
            layout.estimatedSectionFooterHeight = 12
        }
        #expect(frame(layout, .sectionHeader, 0, 0) == Rect(x: 0, y: 0, width: 375, height: 28))
        #expect(frame(layout, nil, 0, 0) == Rect(x: 0, y: 28, width: 375, height: 50))
        #expect(frame(layout, nil, 1, 0) == Rect(x: 0, y: 78, width: 375, height: 44))  // 30 < minimumRowHeight 44
        #expect(frame(layout, nil, 2, 0) == Rect(x: 0, y: 122, width: 375, height: 70))
        #expect(frame(layout, .sectionFooter, 0, 0) == Rect(x: 0, y: 192, width: 375, height: 12))
        #expect(layout.collectionViewContentSize.height == 204)
    }

    @Test(arguments: TableStyle.allCases)
    func preferredHeightsOneAtATimeEqualAFreshLayoutWithThoseHeightsKnown(style: TableStyle) {
        var random = SeededGenerator(state: 0x7AB1E)
        let counts = [3, 0, 4, 2, 1]
        let finalRows = counts.map { (0..<$0).map { _ in random.quarter(20...140) } }
        let finalHeaders = counts.indices.map { $0 == 1 ? 0 : random.quarter(18...60) }
        let finalFooters = counts.indices.map { $0 % 2 == 0 ? random.quarter(10...50) : 0 }
        func configure(_ layout: TableViewLayout) {
            layout.estimatedRowHeight = 60
            layout.estimatedSectionHeaderHeight = 28
            layout.estimatedSectionFooterHeight = 16
        }
        var known = Heights(rows: counts.map { Array(repeating: nil, count: $0) }, headers: counts.map { _ in nil },
                            footers: counts.map { _ in nil })
        // Headers and footers of height 0 say "none" up front, as a delegate would.
        for section in counts.indices where finalHeaders[section] == 0 { known.headers[section] = 0 }
        for section in counts.indices where finalFooters[section] == 0 { known.footers[section] = 0 }
        let automatic = known
        let layout = makeLayout(style, offset: 0, heights: automatic, configure: configure)

        enum Step { case row(IndexPath), header(Int), footer(Int) }
        var steps: [Step] = counts.indices.flatMap { section in (0..<counts[section]).map { Step.row(IndexPath(item: $0, section: section)) } }
        steps += counts.indices.filter { finalHeaders[$0] > 0 }.map(Step.header) + counts.indices.filter { finalFooters[$0] > 0 }.map(Step.footer)
        for index in steps.indices.reversed() { steps.swapAt(index, random.int(0...index)) }

        /// A header or footer view asks for `height`; returns it once the layout has taken it.
        func sizeSupplementary(_ kind: ElementKind, _ section: Int, to height: Double) -> Double? {
            let indexPath = IndexPath(item: 0, section: section)
            guard let original = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath) else {
                Issue.record("no \(kind) in section \(section)")
                return nil
            }
            var preferred = original
            preferred.size.height = height
            #expect(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
                    == (height != original.size.height))
            let context = layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
            #expect(context.invalidatedSupplementaryIndexPaths[kind] == [indexPath])
            layout.prepare()  // the proposed height waits for its context
            #expect(layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath) == original)
            layout.invalidateLayout(with: context)
            return height
        }

        for step in steps {
            switch step {
            case let .row(indexPath):
                guard let original = layout.layoutAttributesForItem(at: indexPath) else { Issue.record("no row \(indexPath)"); return }
                var preferred = original
                preferred.size.height = finalRows[indexPath.section][indexPath.item]
                let height = max(44, preferred.size.height)
                #expect(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
                        == (height != original.size.height))
                layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
                known.rows[indexPath.section][indexPath.item] = preferred.size.height
            case let .header(section):
                guard let height = sizeSupplementary(.sectionHeader, section, to: finalHeaders[section]) else { return }
                known.headers[section] = height
            case let .footer(section):
                guard let height = sizeSupplementary(.sectionFooter, section, to: finalFooters[section]) else { return }
                known.footers[section] = height
            }
            layout.prepare()
            let fresh = makeLayout(style, heights: known, configure: configure)
            #expect(allElements(layout) == allElements(fresh))
            #expect(layout.collectionViewContentSize == fresh.collectionViewContentSize)
        }
        let final = makeLayout(style, heights: Heights(rows: finalRows, headers: finalHeaders, footers: finalFooters), configure: configure)
        #expect(allElements(layout) == allElements(final))
        #expect(layout.collectionViewContentSize == final.collectionViewContentSize)
        let everything = Rect(x: -1, y: -1, width: 377, height: final.collectionViewContentSize.height + 2)
        #expect(layout.layoutAttributesForElements(in: everything) == allElements(final))

        // A fixed height (heightForRowAt) never self-sizes.
        let fixed = makeLayout(style, heights: Heights(rows: finalRows, headers: finalHeaders, footers: finalFooters), configure: configure)
        if let original = fixed.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) {
            var preferred = original
            preferred.size.height += 100
            #expect(!fixed.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        }
        // Reloading the data forgets what was measured.
        layout.invalidateLayout(with: InvalidationContext(invalidateDataSourceCounts: true))
        layout.prepare()
        #expect(allElements(layout) == allElements(makeLayout(style, heights: automatic, configure: configure)))
    }

    /// Section 0: header 0..30, rows 30..162. Section 1: header 162..182, rows 182..270.
    @Test func stickyHeadersPinAndArePushedByTheNextSection() {
        let heights = Heights(rows: [[44, 44, 44], [44, 44]], headers: [30, 20], footers: [0, 0])
        let layout = makeLayout(.plain, width: 320, heights: heights)
        let rows = (0..<5).map { layout.layoutAttributesForItem(at: IndexPath(item: $0 % 3, section: $0 / 3)) }
        let cases: [(offset: Double, header0: Double, header1: Double, moved: [Int])] = [
            (-50, 0, 162, []),          // bouncing past the top: headers stay at their natural place
            (0, 0, 162, []),
            (100, 100, 162, [0]),       // inside section 0: its header pins at the offset
            (140, 132, 162, [0]),       // pushed up by section 1: 162 − 30
            (170, 132, 170, [1]),       // section 1's header pins; section 0's stays pushed up
            (260, 132, 250, [1]),       // pushed against the end of the content: 270 − 20
            (20, 20, 162, [0, 1]),      // back up across both
        ]
        for (offset, header0, header1, moved) in cases {
            let context = scroll(layout, to: offset)
            if offset != -50 {
                #expect(context != nil, "offset \(offset)")
                #expect(context?.invalidateEverything == false && context?.invalidateFlowLayoutAttributes == false
                        && context?.invalidateFlowLayoutDelegateMetrics == false)
                #expect(context?.invalidatedItemIndexPaths.isEmpty == true)
                #expect((context?.invalidatedSupplementaryIndexPaths[.sectionHeader] ?? []).map(\.section) == moved, "offset \(offset)")
            }
            #expect(headerY(layout, 0) == header0, "offset \(offset)")
            #expect(headerY(layout, 1) == header1, "offset \(offset)")
            #expect((0..<5).map { layout.layoutAttributesForItem(at: IndexPath(item: $0 % 3, section: $0 / 3)) } == rows)
            // The visible rect finds the pinned headers where they are now.
            let screen = Rect(x: 0, y: offset, width: 320, height: 40)
            let visible = layout.layoutAttributesForElements(in: screen)
            #expect(visible == allElements(layout).filter { $0.frame.intersects(screen) })
            if moved.count == 1, let pinned = moved.first {
                #expect(visible.contains { $0.representedElementKind == .sectionHeader && $0.indexPath.section == pinned })
            }
        }
        #expect(layout.collectionViewContentSize == Size(width: 320, height: 270))

        // Grouped headers scroll with the content.
        let grouped = makeLayout(.grouped, width: 320, heights: heights)
        #expect(!grouped.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 100, width: 320, height: 600)))
        #expect(grouped.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 0, width: 400, height: 600)))
        scroll(grouped, to: 100)
        #expect(headerY(grouped, 0) == 0)
        // A plain table without headers has nothing to pin.
        let bare = makeLayout(.plain, width: 320, heights: Heights(rows: [[44]], headers: [0], footers: [0]))
        #expect(!bare.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 100, width: 320, height: 600)))
    }

    @Test func aWidthChangeInvalidatesEverything() {
        let layout = makeLayout(.insetGrouped, heights: Heights(rows: [[nil, nil]], headers: [0], footers: [0]))
        if let original = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) {
            var preferred = original
            preferred.size.height = 80
            layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
            layout.prepare()
        }
        #expect(frame(layout, nil, 0, 0) == Rect(x: 16, y: 35, width: 343, height: 80))
        let wide = Rect(x: 0, y: 0, width: 430, height: 600)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: wide))
        let context = layout.invalidationContext(forBoundsChange: wide)
        #expect(context.invalidateEverything)
        layout.collectionView.bounds = wide
        layout.invalidateLayout(with: context)
        layout.prepare()
        // Measured at another width, the row goes back to its estimate until measured again; the inset is now 20.
        #expect(frame(layout, nil, 0, 0) == Rect(x: 20, y: 35, width: 390, height: 44))
        #expect(layout.collectionViewContentSize == Size(width: 430, height: 35 + 88 + 35))
    }

    @Test func rectQueriesEqualABruteForceScanOnRandomTables() {
        var random = SeededGenerator(state: 20_240_613)
        for _ in 0..<150 {
            let style = TableStyle.allCases[random.int(0...2)]
            let width = [0.0, 20, 320, 375, 414, 430][random.int(0...5)]
            let scale = [1.0, 2, 3][random.int(0...2)]
            let sectionCount = random.int(0...7)
            let heights = Heights(
                rows: (0..<sectionCount).map { _ in
                    (0..<random.int(0...12)).map { _ in random.chance(15) ? nil : (random.chance(10) ? 0 : random.quarter(0.25...120)) }
                },
                headers: (0..<sectionCount).map { _ in random.chance(40) ? 0 : (random.chance(20) ? nil : random.quarter(0.25...60)) },
                footers: (0..<sectionCount).map { _ in random.chance(60) ? 0 : random.quarter(0.25...40) })
            let minimum: Double = random.chance(50) ? 44 : 0
            let leading = [0.0, 16, 60, 600][random.int(0...3)]
            let backgrounds = random.chance(50)
            let layout = makeLayout(style, width: width, scale: scale, heights: heights) { layout in
                layout.minimumRowHeight = minimum
                layout.estimatedRowHeight = 32
                layout.estimatedSectionHeaderHeight = 24
                layout.separatorInset = TableViewLayout.SeparatorInset(leading: leading, trailing: random.chance(30) ? 12 : 0)
                layout.showsSectionBackgrounds = backgrounds
            }
            let height = layout.collectionViewContentSize.height
            for _ in 0..<4 {
                scroll(layout, to: random.quarter(-50...(height + 50)))
                let all = allElements(layout)
                for element in all {
                    #expect(element.frame.minX >= 0 && element.frame.maxX <= max(width, 0) && element.frame.minY >= -1
                            && element.frame.maxY <= height)
                }
                for _ in 0..<25 {
                    let rect: Rect
                    if random.chance(20) {
                        rect = Rect(x: random.quarter(-10...(width + 10)), y: random.quarter(-10...(height + 10)), width: 0, height: 0)
                    } else {
                        rect = Rect(x: random.quarter(-20...(width + 20)), y: random.quarter(-40...(height + 40)),
                                    width: random.quarter(0...(width + 40)), height: random.quarter(0...700))
                    }
                    let expected = all.filter { $0.frame.intersects(rect) }
                    #expect(layout.layoutAttributesForElements(in: rect) == expected, "rect \(rect)")
                }
                let everything = Rect(x: -1, y: -1, width: width + 2, height: height + 2)
                #expect(layout.layoutAttributesForElements(in: everything) == all)
            }
        }
    }

    @Test func theTableSceneKeepsItsElementOrder() {
        let table = TableSpec(style: .insetGrouped, sections: [
            TableSectionSpec(header: "Header", footer: "Footer", cells: [
                TableCellSpec(labels: [LabelSpec(id: "title", text: "One")]),
                TableCellSpec(labels: [LabelSpec(id: "title", text: "Two")]),
            ]),
            TableSectionSpec(cells: [TableCellSpec(labels: [LabelSpec(id: "title", text: "Three")])]),
        ])
        let scene = TableLayout.scene(for: table, in: LayoutEnvironment(), measurer: measurer)
        #expect(scene.elements.map { $0.kind ?? "cell" } == ["sectionHeader", "cell", "separator", "cell", "sectionBackground", "sectionFooter",
                                                              "cell", "sectionBackground"])
        // The scene's frames are the layout's, fed the measured heights.
        let layout = makeLayout(.insetGrouped, heights: Heights(
            rows: (0...1).map { section in scene.elements.filter { $0.category == .cell && $0.indexPath.section == section }.map(\.frame.height) },
            headers: [scene.elements.first { $0.kind == "sectionHeader" }?.frame.height, 0],
            footers: [scene.elements.first { $0.kind == "sectionFooter" }?.frame.height, 0]))
        #expect(scene.elements.map(\.frame) == allElements(layout).map(\.frame))
        #expect(scene.elements.map(\.zIndex) == allElements(layout).map(\.zIndex))
    }
}
