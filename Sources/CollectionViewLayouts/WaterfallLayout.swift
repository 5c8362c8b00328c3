import Geometry

/// A waterfall ("Pinterest", recipe grid) layout: equal-width columns, chosen by the collection width, each item in
/// the shortest column.
///
/// Sections stack vertically: header, `sectionInset.top`, the columns, `sectionInset.bottom`, footer. Headers and
/// footers span the full width; a height of 0 means none. Columns are laid out left to right in layout coordinates;
/// the collection view mirrors them in right-to-left (`flipsHorizontallyInOppositeLayoutDirection`).
///
/// Heights, two rules:
/// - Placement: in item order, each item goes to the column whose next free y is smallest (ties: the leftmost),
///   measured with `estimatedHeightForItem` only. Preferred heights never change the column of an item.
/// - Position: an item's y is the sum of the current heights (the preferred height if the cell reported one, else
///   the estimate) of the items above it in its column, each followed by `itemSpacing`.
///
/// So the layout is a pure function of (estimates, preferred heights): delivering preferred heights one at a time
/// gives bit for bit the frames of a fresh layout that received the final heights at once.
///
/// Cost: a full `prepare()` is linear in the number of items and stores a few numbers per item (no attributes).
/// A preferred height changes in O(256 + column length / 256 + sections / 256) in the next `prepare()`; rect
/// queries cost O(sections hit · columns · log n + elements returned).
///
/// Estimates and header and footer heights are read on a full rebuild only: after `invalidateEverything`,
/// `invalidateDataSourceCounts`, a width change or a change of a configuration property. Preferred heights survive
/// `invalidateEverything`, and are forgotten when the data source counts are invalidated or change, or the column
/// width changes (cells are measured again).
/// Negative or non-finite heights, vertical insets and `itemSpacing` count as 0.
public final class WaterfallLayout: CollectionLayout {
    /// One step of `columnBreakpoints`: from `minimumWidth` points of collection width on, the grid has `columns`
    /// columns.
    public struct ColumnBreakpoint: Hashable, Sendable {
        public var minimumWidth: Double
        public var columns: Int

        public init(minimumWidth: Double, columns: Int) {
            self.minimumWidth = minimumWidth
            self.columns = columns
        }
    }

    /// 1 column below 500 points, 2 below 900, 3 from 900 on.
    public static let defaultColumnBreakpoints = [
        ColumnBreakpoint(minimumWidth: 0, columns: 1),
        ColumnBreakpoint(minimumWidth: 500, columns: 2),
        ColumnBreakpoint(minimumWidth: 900, columns: 3),
    ]

    /// The most columns any breakpoint can ask for.
    public static let maximumColumnCount = 1024

    public var collectionView = CollectionViewState(bounds: .zero, itemCounts: [])

    /// The column count is that of the breakpoint with the largest `minimumWidth` not above the collection width
    /// (later entries win ties), clamped to 1...`maximumColumnCount`; 1 when none applies.
    public var columnBreakpoints = WaterfallLayout.defaultColumnBreakpoints { didSet { needsFullRebuild = true } }
    /// Horizontal gap between columns. Default 8.
    public var columnSpacing: Double = 8 { didSet { needsFullRebuild = true } }
    /// Vertical gap between consecutive items of a column. Default 8.
    public var itemSpacing: Double = 8 { didSet { needsFullRebuild = true } }
    /// Around each section's columns, inside its header and footer. Default 8 on every side, so the outer margins
    /// match the gutters.
    public var sectionInset = EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) { didSet { needsFullRebuild = true } }
    /// Header height of every section without `heightForHeaderInSection`. Default 0: no headers.
    public var headerHeight: Double = 0 { didSet { needsFullRebuild = true } }
    /// Footer height of every section without `heightForFooterInSection`. Default 0: no footers.
    public var footerHeight: Double = 0 { didSet { needsFullRebuild = true } }
    /// Header height by section; overrides `headerHeight`. 0 means no header.
    public var heightForHeaderInSection: ((Int) -> Double)? { didSet { needsFullRebuild = true } }
    /// Footer height by section; overrides `footerHeight`. 0 means no footer.
    public var heightForFooterInSection: ((Int) -> Double)? { didSet { needsFullRebuild = true } }
    /// A background decoration behind each non-empty section's items; nil (the default) for none.
    public var sectionBackground: SectionBackgroundDecoration? { didSet { needsFullRebuild = true } }
    /// The height the data suggests for an item at a column width; it decides the item's column. Default: square
    /// items (the column width).
    public var estimatedHeightForItem: (IndexPath, _ columnWidth: Double) -> Double { didSet { needsFullRebuild = true } }

    /// The column count of the last `prepare()`.
    public var columnCount: Int { metrics.columns }
    /// The column width of the last `prepare()`.
    public var columnWidth: Double { metrics.columnWidth }

    private var metrics = WaterfallMetrics()
    private var sections: [WaterfallSectionStore] = []
    /// Section heights; their offsets are the sections' tops.
    private var sectionOffsets = WaterfallOffsets(values: [], gap: 0)
    private var preparedCounts: [Int] = []
    private var isPrepared = false
    private var needsFullRebuild = true
    /// Preferred heights reported through invalidation contexts, by item.
    private var preferredHeights: [IndexPath: Double] = [:]
    /// Items whose preferred height arrived since the last `prepare()`, in arrival order.
    private var pendingItems: [IndexPath] = []

    public init(estimatedHeightForItem: @escaping (IndexPath, _ columnWidth: Double) -> Double = { _, columnWidth in columnWidth }) {
        self.estimatedHeightForItem = estimatedHeightForItem
    }

    /// The column count for a collection width (see `columnBreakpoints`).
    public func columnCount(forWidth width: Double) -> Int {
        var chosen: ColumnBreakpoint?
        for breakpoint in columnBreakpoints where breakpoint.minimumWidth <= width {
            if let current = chosen, current.minimumWidth > breakpoint.minimumWidth { continue }
            chosen = breakpoint
        }
        return min(max(chosen?.columns ?? 1, 1), Self.maximumColumnCount)
    }

    /// (width − leading − trailing − (n − 1) · columnSpacing) / n for the column count n of `width`, never negative.
    public func columnWidth(forWidth width: Double) -> Double {
        let columns = columnCount(forWidth: width)
        let available = width - sectionInset.leading - sectionInset.trailing - Double(columns - 1) * columnSpacing
        return max(0, available / Double(columns))
    }

    /// The column (0 = leftmost in layout coordinates) an item was placed in, nil out of range.
    public func column(forItemAt indexPath: IndexPath) -> Int? {
        location(of: indexPath)?.column
    }

    // MARK: Life cycle

    public func prepare() {
        let width = Self.sanitizedLength(collectionView.bounds.width)
        if needsFullRebuild || !isPrepared || width != metrics.width || collectionView.itemCounts != preparedCounts {
            rebuild(width: width)
        } else if !pendingItems.isEmpty {
            applyPendingHeights()
        }
    }

    public var collectionViewContentSize: Size {
        Size(width: metrics.width, height: isPrepared ? sectionOffsets.total : 0)
    }

    public var selfSizingAxes: SelfSizingAxes { .height }

    public var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// True only when the width changes: the column count and width may change with it.
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        let width = isPrepared ? metrics.width : Self.sanitizedLength(collectionView.bounds.width)
        return Self.sanitizedLength(newBounds.width) != width
    }

    /// Invalidates everything.
    public func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        InvalidationContext(invalidateEverything: true)
    }

    /// Cells decide their height only; a preferred width is ignored.
    public func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
                                       withOriginalAttributes originalAttributes: LayoutAttributes) -> Bool {
        preferredAttributes.representedElementCategory == .cell
            && Self.sanitizedLength(preferredAttributes.size.height) != originalAttributes.size.height
    }

    /// Records the context's preferred heights (applied incrementally by the next `prepare()`); `invalidateEverything`
    /// and `invalidateDataSourceCounts` make it a full rebuild, and the latter forgets earlier preferred heights.
    public func invalidateLayout(with context: InvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts { needsFullRebuild = true }
        if context.invalidateDataSourceCounts {
            preferredHeights.removeAll()
            pendingItems.removeAll()
        }
        for indexPath in context.invalidatedItemIndexPaths {
            guard let size = context.preferredItemSizes[indexPath] else { continue }
            preferredHeights[indexPath] = Self.sanitizedLength(size.height)
            if !needsFullRebuild { pendingItems.append(indexPath) }
        }
    }

    // MARK: Queries

    /// Per section, in section order: background, header, cells by item, footer; exactly the elements whose frames
    /// intersect `rect`.
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        guard isPrepared, !sections.isEmpty else { return [] }
        // Float sums of the same lengths grouped differently differ by a few ulps; the tolerance (far larger) only
        // widens the candidates, each of which is then tested exactly.
        let toleranceAbove = 1e-9 * max(1, abs(rect.minY))
        let toleranceBelow = 1e-9 * max(1, abs(rect.maxY))
        let low = rect.minY - toleranceAbove - metrics.reachBelow
        let high = rect.maxY + toleranceBelow + metrics.reachAbove
        var section = SortedSearch.firstIndex(count: sections.count) { sectionTop($0 + 1) > low }
        var result: [LayoutAttributes] = []
        var cells: [(item: Int, frame: Rect)] = []
        while section < sections.count, sectionTop(section) < high {
            let top = sectionTop(section)
            let store = sections[section]
            if let frame = backgroundFrame(store, sectionTop: top), frame.intersects(rect), let background = metrics.background {
                var attributes = LayoutAttributes(forDecorationViewOfKind: .sectionBackground, with: IndexPath(item: 0, section: section), frame: frame)
                attributes.zIndex = background.zIndex
                result.append(attributes)
            }
            if let frame = headerFrame(store, sectionTop: top), frame.intersects(rect) {
                result.append(LayoutAttributes(forSupplementaryViewOfKind: .sectionHeader, with: IndexPath(item: 0, section: section), frame: frame))
            }
            cells.removeAll(keepingCapacity: true)
            appendCells(of: store, itemsTop: itemsTop(store, sectionTop: top), in: rect, tolerance: toleranceAbove, to: &cells)
            cells.sort { $0.item < $1.item }
            for cell in cells {
                result.append(LayoutAttributes(forCellWith: IndexPath(item: cell.item, section: section), frame: cell.frame))
            }
            if let frame = footerFrame(store, sectionTop: top), frame.intersects(rect) {
                result.append(LayoutAttributes(forSupplementaryViewOfKind: .sectionFooter, with: IndexPath(item: 0, section: section), frame: frame))
            }
            section += 1
        }
        return result
    }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard let (column, row) = location(of: indexPath) else { return nil }
        let store = sections[indexPath.section]
        let frame = itemFrame(store.columns[column], column: column, row: row,
                              itemsTop: itemsTop(store, sectionTop: sectionTop(indexPath.section)))
        return LayoutAttributes(forCellWith: indexPath, frame: frame)
    }

    /// `.sectionHeader` and `.sectionFooter` at item 0 of sections that have one.
    public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        guard isPrepared, indexPath.item == 0, sections.indices.contains(indexPath.section) else { return nil }
        let store = sections[indexPath.section], top = sectionTop(indexPath.section)
        let frame: Rect?
        switch kind {
        case .sectionHeader: frame = headerFrame(store, sectionTop: top)
        case .sectionFooter: frame = footerFrame(store, sectionTop: top)
        default: frame = nil
        }
        guard let frame else { return nil }
        return LayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath, frame: frame)
    }

    /// `.sectionBackground` at item 0 of non-empty sections, when `sectionBackground` is set.
    public func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        guard isPrepared, kind == .sectionBackground, indexPath.item == 0, sections.indices.contains(indexPath.section),
              let background = metrics.background,
              let frame = backgroundFrame(sections[indexPath.section], sectionTop: sectionTop(indexPath.section))
        else { return nil }
        var attributes = LayoutAttributes(forDecorationViewOfKind: kind, with: indexPath, frame: frame)
        attributes.zIndex = background.zIndex
        return attributes
    }

    // MARK: Building

    private func rebuild(width: Double) {
        let columns = columnCount(forWidth: width)
        let columnWidth = columnWidth(forWidth: width)
        let counts = collectionView.itemCounts
        if isPrepared && (columnWidth != metrics.columnWidth || counts != preparedCounts) { preferredHeights.removeAll() }
        pendingItems.removeAll()

        var metrics = WaterfallMetrics()
        metrics.width = width
        metrics.columns = columns
        metrics.columnWidth = columnWidth
        metrics.columnX = (0..<columns).map { sectionInset.leading + Double($0) * (columnWidth + columnSpacing) }
        metrics.gap = Self.sanitizedLength(itemSpacing)
        metrics.insetTop = Self.sanitizedLength(sectionInset.top)
        metrics.insetBottom = Self.sanitizedLength(sectionInset.bottom)
        metrics.boxWidth = width - sectionInset.leading - sectionInset.trailing
        metrics.leading = sectionInset.leading
        metrics.background = sectionBackground
        if let background = sectionBackground {
            metrics.reachAbove = max(0, -background.contentInsets.top)
            metrics.reachBelow = max(0, -background.contentInsets.bottom)
        }
        self.metrics = metrics

        // Preferred heights by section; each write goes to a different item, so their order does not matter.
        var preferredBySection: [Int: [(item: Int, height: Double)]] = [:]
        for (indexPath, height) in preferredHeights where counts.indices.contains(indexPath.section)
            && indexPath.item >= 0 && indexPath.item < counts[indexPath.section] {
            preferredBySection[indexPath.section, default: []].append((indexPath.item, height))
        }

        var sections: [WaterfallSectionStore] = []
        sections.reserveCapacity(counts.count)
        var sectionHeights: [Double] = []
        sectionHeights.reserveCapacity(counts.count)
        for section in counts.indices {
            var store = placeItems(section: section, count: min(max(counts[section], 0), Int(Int32.max)),
                                   preferred: preferredBySection[section] ?? [])
            store.headerHeight = Self.sanitizedLength(heightForHeaderInSection?(section) ?? headerHeight)
            store.footerHeight = Self.sanitizedLength(heightForFooterInSection?(section) ?? footerHeight)
            store.refreshHeight(metrics)
            sectionHeights.append(store.height)
            sections.append(store)
        }
        self.sections = sections
        sectionOffsets = WaterfallOffsets(values: sectionHeights, gap: 0)
        preparedCounts = counts
        isPrepared = true
        needsFullRebuild = false
    }

    /// Shortest-column placement by the estimates, then the section's preferred heights replace the estimates.
    private func placeItems(section: Int, count: Int, preferred: [(item: Int, height: Double)]) -> WaterfallSectionStore {
        let columns = metrics.columns, columnWidth = metrics.columnWidth, gap = metrics.gap
        var itemColumn = [Int32](repeating: 0, count: count)
        var itemRow = [Int32](repeating: 0, count: count)
        var heights = [[Double]](repeating: [], count: columns)
        var items = [[Int32]](repeating: [], count: columns)
        for column in 0..<columns {
            heights[column].reserveCapacity(count / columns + 1)
            items[column].reserveCapacity(count / columns + 1)
        }
        var nextY = [Double](repeating: 0, count: columns)
        for item in 0..<count {
            let estimate = Self.sanitizedLength(estimatedHeightForItem(IndexPath(item: item, section: section), columnWidth))
            var best = 0, bestY = nextY[0]
            for column in 1..<columns where nextY[column] < bestY {
                best = column
                bestY = nextY[column]
            }
            nextY[best] = (bestY + estimate) + gap
            itemColumn[item] = Int32(truncatingIfNeeded: best)
            itemRow[item] = Int32(truncatingIfNeeded: heights[best].count)
            heights[best].append(estimate)
            items[best].append(Int32(truncatingIfNeeded: item))
        }
        for (item, height) in preferred {
            heights[Int(itemColumn[item])][Int(itemRow[item])] = height
        }
        return WaterfallSectionStore(itemColumn: itemColumn, itemRow: itemRow, columnItems: items,
                                     columns: heights.map { WaterfallOffsets(values: $0, gap: gap) })
    }

    /// The incremental path: new heights, then only the touched blocks, columns and sections are summed again.
    private func applyPendingHeights() {
        var touchedSections: [Int] = []
        for indexPath in pendingItems {
            // No copy of the section is held across the mutation below, so its arrays change in place.
            guard let height = preferredHeights[indexPath], let (column, row) = location(of: indexPath) else { continue }
            if !sections[indexPath.section].isTouched {
                sections[indexPath.section].isTouched = true
                touchedSections.append(indexPath.section)
            }
            sections[indexPath.section].columns[column].setValue(height, at: row)
        }
        pendingItems.removeAll()
        for section in touchedSections {
            sections[section].isTouched = false
            for column in sections[section].columns.indices { sections[section].columns[column].finalize() }
            sections[section].refreshHeight(metrics)
            sectionOffsets.setValue(sections[section].height, at: section)
        }
        sectionOffsets.finalize()
    }

    // MARK: Frames (one formula each, shared by single and rect queries so they agree bit for bit)

    /// An item's column and its row in that column; nil out of range.
    private func location(of indexPath: IndexPath) -> (column: Int, row: Int)? {
        guard isPrepared, sections.indices.contains(indexPath.section), indexPath.item >= 0,
              indexPath.item < sections[indexPath.section].itemColumn.count else { return nil }
        return (Int(sections[indexPath.section].itemColumn[indexPath.item]), Int(sections[indexPath.section].itemRow[indexPath.item]))
    }

    /// The top of a section; `sectionTop(sections.count)` is the content height.
    private func sectionTop(_ section: Int) -> Double {
        section < sections.count ? sectionOffsets.offset(section) : sectionOffsets.total
    }

    private func itemsTop(_ store: WaterfallSectionStore, sectionTop: Double) -> Double {
        (sectionTop + store.headerHeight) + metrics.insetTop
    }

    private func itemFrame(_ column: WaterfallOffsets, column index: Int, row: Int, itemsTop: Double) -> Rect {
        Rect(x: metrics.columnX[index], y: itemsTop + column.offset(row), width: metrics.columnWidth, height: column.values[row])
    }

    private func headerFrame(_ store: WaterfallSectionStore, sectionTop: Double) -> Rect? {
        store.headerHeight > 0 ? Rect(x: 0, y: sectionTop, width: metrics.width, height: store.headerHeight) : nil
    }

    private func footerFrame(_ store: WaterfallSectionStore, sectionTop: Double) -> Rect? {
        guard store.footerHeight > 0 else { return nil }
        let y = (itemsTop(store, sectionTop: sectionTop) + store.itemsHeight) + metrics.insetBottom
        return Rect(x: 0, y: y, width: metrics.width, height: store.footerHeight)
    }

    /// The items box inset by the background's insets; nil without a background, items or a non-negative size.
    private func backgroundFrame(_ store: WaterfallSectionStore, sectionTop: Double) -> Rect? {
        guard let insets = metrics.background?.contentInsets, !store.itemColumn.isEmpty else { return nil }
        let width = metrics.boxWidth - insets.leading - insets.trailing
        let height = store.itemsHeight - insets.top - insets.bottom
        guard width >= 0, height >= 0 else { return nil }
        return Rect(x: metrics.leading + insets.leading, y: itemsTop(store, sectionTop: sectionTop) + insets.top, width: width, height: height)
    }

    /// Per column: binary search for the first item that can reach below `rect.minY`, then walk down while tops are
    /// above `rect.maxY`.
    private func appendCells(of store: WaterfallSectionStore, itemsTop: Double, in rect: Rect, tolerance: Double,
                             to cells: inout [(item: Int, frame: Rect)]) {
        let columnWidth = metrics.columnWidth
        for (index, column) in store.columns.enumerated() {
            let x = metrics.columnX[index]
            guard x < rect.maxX, rect.minX < x + columnWidth, column.count > 0 else { continue }
            let low = rect.minY - tolerance
            // Tops never decrease down a column, and an item ends (up to rounding) where the next one starts, so only
            // the item just above the first top at or below `low` can reach into the rect from above.
            let first = SortedSearch.firstIndex(count: column.count) { itemsTop + column.offset($0) >= low }
            var row = max(0, first - 1)
            while row < column.count {
                let frame = itemFrame(column, column: index, row: row, itemsTop: itemsTop)
                if frame.minY >= rect.maxY { break }
                if frame.intersects(rect) { cells.append((item: Int(store.columnItems[index][row]), frame: frame)) }
                row += 1
            }
        }
    }

    // MARK: Sanitising

    private static func sanitizedLength(_ value: Double) -> Double {
        value.isFinite && value > 0 ? value : 0
    }
}

/// What a full rebuild fixed: the geometry every query uses until the next one.
private struct WaterfallMetrics {
    var width = 0.0
    var columns = 1
    var columnWidth = 0.0
    var columnX: [Double] = [0]
    var gap = 0.0
    var insetTop = 0.0
    var insetBottom = 0.0
    var leading = 0.0
    /// Width of the items box: the collection width less the horizontal section insets.
    var boxWidth = 0.0
    var background: SectionBackgroundDecoration?
    /// How far a section's background may reach above its top and below its bottom.
    var reachAbove = 0.0
    var reachBelow = 0.0
}

/// One section, struct of arrays: per item its column and row, per column the heights and their offsets.
private struct WaterfallSectionStore {
    var itemColumn: [Int32]
    var itemRow: [Int32]
    /// Item indices by column, top to bottom.
    var columnItems: [[Int32]]
    /// Item heights by column, top to bottom, and their offsets.
    var columns: [WaterfallOffsets]
    var headerHeight = 0.0
    var footerHeight = 0.0
    /// The tallest column: its last item's bottom.
    var itemsHeight = 0.0
    /// Header, insets, columns and footer.
    var height = 0.0
    var isTouched = false

    init(itemColumn: [Int32], itemRow: [Int32], columnItems: [[Int32]], columns: [WaterfallOffsets]) {
        self.itemColumn = itemColumn
        self.itemRow = itemRow
        self.columnItems = columnItems
        self.columns = columns
    }

    mutating func refreshHeight(_ metrics: WaterfallMetrics) {
        itemsHeight = columns.reduce(0) { max($0, $1.extent) }
        height = (((headerHeight + metrics.insetTop) + itemsHeight) + metrics.insetBottom) + footerHeight
    }
}

/// Offsets of a sequence of lengths, each followed by `gap`: offset(i) = Σ_{j<i} (value_j + gap), kept in blocks of
/// 256 (offsets inside the block, plus one base per block), so a changed value costs O(256 + count / 256).
///
/// Every stored sum is a fixed function of the current values (summed in order inside a block, then block after
/// block), so the same values give the same offsets bit for bit however they were reached, and, the values being
/// non-negative, offsets never decrease along the sequence.
private struct WaterfallOffsets {
    static let blockShift = 8
    static let blockSize = 1 << blockShift

    private(set) var values: [Double]
    let gap: Double
    /// Offset of each element from its block's start.
    private var local: [Double]
    /// Offset of each block's start.
    private var bases: [Double]
    /// Offset just past the last element (and its gap).
    private(set) var total = 0.0
    /// The first block whose base is stale, or nil.
    private var firstStaleBlock: Int?

    init(values: [Double], gap: Double) {
        self.values = values
        self.gap = gap
        local = [Double](repeating: 0, count: values.count)
        let blocks = (values.count + Self.blockSize - 1) >> Self.blockShift
        bases = [Double](repeating: 0, count: blocks)
        for block in 0..<blocks { sumBlock(block, from: block << Self.blockShift) }
        firstStaleBlock = 0
        finalize()
    }

    var count: Int { values.count }

    func offset(_ index: Int) -> Double { bases[index >> Self.blockShift] + local[index] }

    /// Where the last element ends (without the trailing gap); 0 when empty.
    var extent: Double { values.isEmpty ? 0 : offset(values.count - 1) + values[values.count - 1] }

    /// Changes one value; offsets are valid again after `finalize()`.
    mutating func setValue(_ value: Double, at index: Int) {
        guard values[index] != value else { return }
        values[index] = value
        let block = index >> Self.blockShift
        sumBlock(block, from: index + 1)
        firstStaleBlock = min(firstStaleBlock ?? block + 1, block + 1)
    }

    /// Sums the block's offsets again from `start` (the ones before it are unchanged).
    private mutating func sumBlock(_ block: Int, from start: Int) {
        let begin = block << Self.blockShift, end = min(begin + Self.blockSize, values.count)
        guard begin < end else { return }
        if start <= begin { local[begin] = 0 }
        var index = max(start, begin + 1)
        while index < end {
            local[index] = (local[index - 1] + values[index - 1]) + gap
            index += 1
        }
    }

    private func blockLength(_ block: Int) -> Double {
        let last = min((block + 1) << Self.blockShift, values.count) - 1
        return (local[last] + values[last]) + gap
    }

    /// Sums the block bases again from the first stale one.
    mutating func finalize() {
        guard let first = firstStaleBlock else { return }
        firstStaleBlock = nil
        guard !bases.isEmpty else {
            total = 0
            return
        }
        bases[0] = 0
        var block = max(first, 1)
        while block < bases.count {
            bases[block] = bases[block - 1] + blockLength(block - 1)
            block += 1
        }
        total = bases[bases.count - 1] + blockLength(bases.count - 1)
    }
}
