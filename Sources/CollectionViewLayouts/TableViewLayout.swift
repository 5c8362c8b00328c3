import Geometry

/// UITableView's geometry as a collection layout (`uikit-semantics.md` §4): rows stacked in sections, full-width
/// section headers and footers, one-pixel separators between rows, grouped gaps, inset-grouped sections and
/// sticky headers in the plain style.
///
/// Per section, from the top: the header (or, in the grouped styles, a `groupedSectionGap` when the section has
/// none), the rows, the footer. Grouped styles add one more gap after the last section. Rows are
/// `contentWidth − 2 × inset` wide, where the inset is the inset-grouped margin (`sectionInset(style:width:)`);
/// headers and footers span the whole width.
///
/// Elements:
/// - cells: one per row, zIndex 0;
/// - `.sectionHeader` / `.sectionFooter` supplementary views at (item 0, section), zIndex 10 and 0;
/// - `.separator` decoration views at the row's index path, under every row but the last of its section, one device
///   pixel (`1 / collectionView.scale`) high, from `inset + separatorInset.leading` to the row's trailing edge
///   less `separatorInset.trailing`, zIndex 1 (an inset wider than the row leaves a zero-width line at the row's
///   trailing edge, and the inset-grouped margin never exceeds half the width, so every frame stays in the content);
/// - `.sectionBackground` decoration views at (item 0, section) covering the section's rows, zIndex −1, when
///   `showsSectionBackgrounds` (default: inset-grouped only).
///
/// Heights. A row's height is `heightForRow` when it answers (`tableView(_:heightForRowAt:)`), else the height its
/// cell asked for (self-sizing, through `invalidateLayout(with:)`), else `estimatedRowHeight`; never less than
/// `minimumRowHeight`. Headers and footers work the same way with `heightForHeaderInSection` /
/// `heightForFooterInSection`, `estimatedSectionHeaderHeight` / `estimatedSectionFooterHeight`, and
/// `invalidationContext(forPreferredHeight:ofSupplementaryViewOfKind:inSection:)`; a height of 0 means the section
/// has no such view.
///
/// Sticky headers (plain style, `UITableView.Style.plain`): with content offset `o` (`collectionView.bounds.minY`),
/// a header sits at `min(max(naturalY, o), sectionMaxY − headerHeight)`: it stays at the top of the visible area
/// while its section is on screen and is pushed up by the next section.
///
/// Storage is a few numbers per row (y and height) and a small record per section; attributes are made on
/// demand. Rect queries binary-search the sections and rows, so their cost grows with what they return.
public final class TableViewLayout: CollectionLayout {
    /// A separator's horizontal insets from the row's edges (`separatorInset`: only left and right count, and they
    /// follow the layout direction). Negative values count as 0, as in UIKit.
    public struct SeparatorInset: Hashable, Sendable {
        public var leading: Double
        public var trailing: Double
        public init(leading: Double = 16, trailing: Double = 0) { self.leading = leading; self.trailing = trailing }
    }

    /// `UITableView.style`; fixed at init as in UIKit.
    public let style: TableStyle

    public var collectionView = CollectionViewState(bounds: .zero, itemCounts: [])

    /// Known row heights (`tableView(_:heightForRowAt:)`); nil means automatic: the measured height once the cell has
    /// sized itself, `estimatedRowHeight` until then.
    public var heightForRow: (IndexPath) -> Double? = { _ in nil } { didSet { needsRebuild = true } }
    /// Known header heights by section (`tableView(_:heightForHeaderInSection:)`); 0 = no header; nil = automatic.
    public var heightForHeaderInSection: (Int) -> Double? = { _ in nil } { didSet { needsRebuild = true } }
    /// Known footer heights by section (`tableView(_:heightForFooterInSection:)`); 0 = no footer; nil = automatic.
    public var heightForFooterInSection: (Int) -> Double? = { _ in nil } { didSet { needsRebuild = true } }
    /// A row's own separator inset (`UITableViewCell.separatorInset`), overriding the table's; nil = the table's.
    public var separatorInsetForRow: (IndexPath) -> SeparatorInset? = { _ in nil } { didSet { needsRebuild = true } }

    /// `estimatedRowHeight`: the height of a row that has not been measured yet.
    public var estimatedRowHeight: Double = 44 { didSet { needsRebuild = true } }
    /// `estimatedSectionHeaderHeight`: the height of an automatic header not measured yet; 0 = no header.
    public var estimatedSectionHeaderHeight: Double = 0 { didSet { needsRebuild = true } }
    /// `estimatedSectionFooterHeight`: the height of an automatic footer not measured yet; 0 = no footer.
    public var estimatedSectionFooterHeight: Double = 0 { didSet { needsRebuild = true } }
    /// No row is shorter: UIKit falls back to the standard 44-point row when content would be shorter.
    public var minimumRowHeight: Double = 44 { didSet { needsRebuild = true } }
    /// The table's `separatorInset` (leading 16: the cell's layout margin on iPhone).
    public var separatorInset = SeparatorInset() { didSet { needsRebuild = true } }
    /// The gap the grouped styles leave above a section without a header, and after the last section.
    public var groupedSectionGap: Double = 35 { didSet { needsRebuild = true } }
    /// Whether each section with rows gets a `.sectionBackground` decoration behind its rows. Default: true for
    /// `insetGrouped` (the rounded section card), false otherwise.
    public var showsSectionBackgrounds: Bool { didSet { needsRebuild = true } }

    /// The horizontal inset of rows: the table's layout margins in `insetGrouped` tables (16 pt, 20 pt from a width
    /// of 414), 0 otherwise.
    public static func sectionInset(style: TableStyle, width: Double) -> Double {
        style == .insetGrouped ? (width >= 414 ? 20 : 16) : 0
    }

    public init(style: TableStyle = .plain) {
        self.style = style
        self.showsSectionBackgrounds = style == .insetGrouped
    }

    // MARK: - State

    /// One section's geometry. The header (if any) starts at `minY`; the footer (if any) at `rowsMaxY`.
    private struct Section {
        var minY: Double
        var maxY: Double
        var headerHeight: Double
        var footerHeight: Double
        var rowsMinY: Double
        var rowsMaxY: Double
        /// Index of the section's first row in `rowY` / `rowHeight`.
        var firstRow: Int
        var rowCount: Int
    }

    private var sections: [Section] = []
    private var rowY: [Double] = []
    private var rowHeight: [Double] = []
    /// Rows (global index) whose separator inset differs from the table's.
    private var separatorOverrides: [Int: SeparatorInset] = [:]
    private var contentHeight = 0.0
    private var builtWidth = 0.0
    private var builtCounts: [Int] = []
    private var inset = 0.0
    private var rowWidth = 0.0
    private var pixel = 0.5
    /// The content offset headers are pinned for (captured by `prepare()`).
    private var pinningOffset = 0.0
    private var needsRebuild = true

    /// Heights cells and header/footer views asked for (self-sizing), applied by `invalidateLayout(with:)`.
    private var measuredRowHeights: [IndexPath: Double] = [:]
    private var measuredHeaderHeights: [Int: Double] = [:]
    private var measuredFooterHeights: [Int: Double] = [:]
    /// Header/footer heights proposed through `invalidationContext(forPreferredHeight:…)`, waiting for the context.
    private var proposedSupplementaryHeights: [ElementKey: Double] = [:]

    // MARK: - Life cycle

    /// Recomputes the geometry when something was invalidated or the width or counts changed; otherwise only takes
    /// the new content offset for sticky headers.
    public func prepare() {
        let width = Self.finite(collectionView.bounds.width)
        let counts = collectionView.itemCounts.map { max(0, $0) }
        let scale = collectionView.scale
        pixel = scale.isFinite && scale > 0 ? 1 / scale : 1
        pinningOffset = Self.finite(collectionView.bounds.minY, nonNegative: false)
        guard needsRebuild || width != builtWidth || counts != builtCounts else { return }
        rebuild(width: width, counts: counts)
        needsRebuild = false
    }

    private func rebuild(width: Double, counts: [Int]) {
        builtWidth = width
        builtCounts = counts
        inset = min(Self.sectionInset(style: style, width: width), width / 2)
        rowWidth = max(0, width - 2 * inset)
        let totalRows = counts.reduce(0, +)
        sections = []
        sections.reserveCapacity(counts.count)
        rowY = []
        rowY.reserveCapacity(totalRows)
        rowHeight = []
        rowHeight.reserveCapacity(totalRows)
        separatorOverrides = [:]
        let gap = style == .plain ? 0 : Self.finite(groupedSectionGap)
        var y = 0.0
        for (sectionIndex, count) in counts.enumerated() {
            let minY = y
            let header = resolvedHeaderHeight(sectionIndex)
            if header > 0 { y += header } else { y += gap }
            let rowsMinY = y
            let firstRow = rowY.count
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: sectionIndex)
                let height = resolvedRowHeight(indexPath)
                if let own = separatorInsetForRow(indexPath) { separatorOverrides[rowY.count] = own }
                rowY.append(y)
                rowHeight.append(height)
                y += height
            }
            let rowsMaxY = y
            let footer = resolvedFooterHeight(sectionIndex)
            if footer > 0 { y += footer }
            sections.append(Section(minY: minY, maxY: y, headerHeight: header, footerHeight: footer,
                                    rowsMinY: rowsMinY, rowsMaxY: rowsMaxY, firstRow: firstRow, rowCount: count))
        }
        contentHeight = y + gap
    }

    private func resolvedRowHeight(_ indexPath: IndexPath) -> Double {
        let height = heightForRow(indexPath).flatMap(Self.validHeight) ?? measuredRowHeights[indexPath] ?? Self.finite(estimatedRowHeight)
        return max(Self.finite(minimumRowHeight), height)
    }

    private func resolvedHeaderHeight(_ section: Int) -> Double {
        heightForHeaderInSection(section).flatMap(Self.validHeight) ?? measuredHeaderHeights[section] ?? Self.finite(estimatedSectionHeaderHeight)
    }

    private func resolvedFooterHeight(_ section: Int) -> Double {
        heightForFooterInSection(section).flatMap(Self.validHeight) ?? measuredFooterHeights[section] ?? Self.finite(estimatedSectionFooterHeight)
    }

    private static func validHeight(_ value: Double) -> Double? { value.isFinite ? max(0, value) : nil }

    private static func finite(_ value: Double, nonNegative: Bool = true) -> Double {
        guard value.isFinite else { return 0 }
        return nonNegative ? max(0, value) : value
    }

    public var collectionViewContentSize: Size { Size(width: builtWidth, height: contentHeight) }

    /// UITableView mirrors its rows, separators and headers in right-to-left layouts.
    public var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// Rows size their height to their content (`rowHeight = automaticDimension`); the width is the table's.
    public var selfSizingAxes: SelfSizingAxes { .height }

    // MARK: - Queries

    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        // A separator may reach one pixel above its row's bottom, so candidates extend a pixel past the rect's bottom.
        let reach = rect.maxY + pixel
        func add(_ attributes: LayoutAttributes?) {
            if let attributes, attributes.frame.intersects(rect) { result.append(attributes) }
        }
        var sectionIndex = SortedSearch.firstIndex(count: sections.count) { self.sections[$0].maxY > rect.minY }
        while sectionIndex < sections.count, sections[sectionIndex].minY < reach {
            let section = sections[sectionIndex]
            add(header(sectionIndex))
            let end = section.firstRow + section.rowCount
            var row = section.firstRow + SortedSearch.firstIndex(count: section.rowCount) {
                self.rowY[section.firstRow + $0] + self.rowHeight[section.firstRow + $0] > rect.minY
            }
            while row < end, rowY[row] < reach {
                add(cell(row, section: sectionIndex))
                add(separator(row, section: sectionIndex))
                row += 1
            }
            add(background(sectionIndex))
            add(footer(sectionIndex))
            sectionIndex += 1
        }
        return result
    }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard let row = globalRow(indexPath) else { return nil }
        return cell(row, section: indexPath.section)
    }

    public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.item == 0, sections.indices.contains(indexPath.section) else { return nil }
        switch kind {
        case .sectionHeader: return header(indexPath.section)
        case .sectionFooter: return footer(indexPath.section)
        default: return nil
        }
    }

    public func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        switch kind {
        case .separator:
            guard let row = globalRow(indexPath) else { return nil }
            return separator(row, section: indexPath.section)
        case .sectionBackground:
            guard indexPath.item == 0, sections.indices.contains(indexPath.section) else { return nil }
            return background(indexPath.section)
        default:
            return nil
        }
    }

    private func globalRow(_ indexPath: IndexPath) -> Int? {
        guard sections.indices.contains(indexPath.section), indexPath.item >= 0,
              indexPath.item < sections[indexPath.section].rowCount else { return nil }
        return sections[indexPath.section].firstRow + indexPath.item
    }

    private func cell(_ row: Int, section: Int) -> LayoutAttributes {
        let indexPath = IndexPath(item: row - sections[section].firstRow, section: section)
        return LayoutAttributes(forCellWith: indexPath, frame: Rect(x: inset, y: rowY[row], width: rowWidth, height: rowHeight[row]))
    }

    private func separator(_ row: Int, section: Int) -> LayoutAttributes? {
        let info = sections[section]
        guard row < info.firstRow + info.rowCount - 1 else { return nil }
        let insets = separatorOverrides[row] ?? separatorInset
        let rowMaxX = inset + rowWidth
        let start = min(inset + Self.finite(insets.leading), rowMaxX)
        let end = rowMaxX - Self.finite(insets.trailing)
        let frame = Rect(x: start, y: rowY[row] + rowHeight[row] - pixel, width: max(0, end - start), height: pixel)
        var attributes = LayoutAttributes(forDecorationViewOfKind: .separator,
                                          with: IndexPath(item: row - info.firstRow, section: section), frame: frame)
        attributes.zIndex = 1
        return attributes
    }

    private func header(_ section: Int) -> LayoutAttributes? {
        let info = sections[section]
        guard info.headerHeight > 0 else { return nil }
        var y = info.minY
        // Written so that an offset at or above the natural position gives exactly the natural y.
        if style == .plain { y = max(y, min(pinningOffset, info.maxY - info.headerHeight)) }
        var attributes = LayoutAttributes(forSupplementaryViewOfKind: .sectionHeader, with: IndexPath(item: 0, section: section),
                                          frame: Rect(x: 0, y: y, width: builtWidth, height: info.headerHeight))
        attributes.zIndex = 10
        return attributes
    }

    private func footer(_ section: Int) -> LayoutAttributes? {
        let info = sections[section]
        guard info.footerHeight > 0 else { return nil }
        return LayoutAttributes(forSupplementaryViewOfKind: .sectionFooter, with: IndexPath(item: 0, section: section),
                                frame: Rect(x: 0, y: info.rowsMaxY, width: builtWidth, height: info.footerHeight))
    }

    private func background(_ section: Int) -> LayoutAttributes? {
        let info = sections[section]
        guard showsSectionBackgrounds, info.rowsMaxY > info.rowsMinY else { return nil }
        var attributes = LayoutAttributes(forDecorationViewOfKind: .sectionBackground, with: IndexPath(item: 0, section: section),
                                          frame: Rect(x: inset, y: info.rowsMinY, width: rowWidth, height: info.rowsMaxY - info.rowsMinY))
        attributes.zIndex = -1
        return attributes
    }

    // MARK: - Invalidation

    /// True when the width changes (rows re-measure, the inset-grouped margin may change) and, in the plain style
    /// with headers, when the content offset's y changes (headers pin).
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        if Self.finite(newBounds.width) != builtWidth { return true }
        return style == .plain && sections.contains { $0.headerHeight > 0 }
            && Self.finite(newBounds.minY, nonNegative: false) != pinningOffset
    }

    /// A width change invalidates everything (measured heights included: they depend on the width). A scroll
    /// invalidates only the headers whose pinned position changes, and nothing else.
    public func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        if Self.finite(newBounds.width) != builtWidth { return InvalidationContext(invalidateEverything: true) }
        var context = InvalidationContext()
        context.invalidateFlowLayoutDelegateMetrics = false
        context.invalidateFlowLayoutAttributes = false
        guard style == .plain else { return context }
        let newOffset = Self.finite(newBounds.minY, nonNegative: false)
        let low = min(pinningOffset, newOffset), high = max(pinningOffset, newOffset)
        // A header moves iff [low, high] overlaps its pinning range (minY, maxY − height); both ends grow with the section.
        var section = SortedSearch.firstIndex(count: sections.count) { self.sections[$0].maxY - self.sections[$0].headerHeight > low }
        var moved: [IndexPath] = []
        while section < sections.count, sections[section].minY < high {
            let info = sections[section]
            if info.headerHeight > 0, info.minY < info.maxY - info.headerHeight { moved.append(IndexPath(item: 0, section: section)) }
            section += 1
        }
        if !moved.isEmpty { context.invalidateSupplementaryElements(ofKind: .sectionHeader, at: moved) }
        return context
    }

    /// Applies what the context carries:
    /// - `invalidateEverything` / `invalidateDataSourceCounts` forget every measured height (index paths may now name
    ///   other rows; the collection view measures visible cells again), then geometry is recomputed;
    /// - `preferredItemSizes` become the rows' measured heights (only the height is used);
    /// - headers and footers named in `invalidatedSupplementaryIndexPaths` take the heights proposed for them by
    ///   `invalidationContext(forPreferredHeight:ofSupplementaryViewOfKind:inSection:)`;
    /// - a context that invalidates only headers, with both flow-layout flags false (the scroll context), keeps the
    ///   geometry: the next `prepare()` only re-pins headers.
    public func invalidateLayout(with context: InvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts {
            measuredRowHeights = [:]
            measuredHeaderHeights = [:]
            measuredFooterHeights = [:]
            if context.invalidateEverything { proposedSupplementaryHeights = [:] }
            needsRebuild = true
        }
        for (indexPath, size) in context.preferredItemSizes {
            if let height = Self.validHeight(size.height) { measuredRowHeights[indexPath] = height }
            needsRebuild = true
        }
        for kind in [ElementKind.sectionHeader, .sectionFooter] {
            for indexPath in context.invalidatedSupplementaryIndexPaths[kind] ?? [] {
                let key = ElementKey(category: .supplementaryView, kind: kind, indexPath: indexPath)
                guard let height = proposedSupplementaryHeights.removeValue(forKey: key) else { continue }
                if kind == .sectionHeader { measuredHeaderHeights[indexPath.section] = height } else { measuredFooterHeights[indexPath.section] = height }
                needsRebuild = true
            }
        }
        if context.invalidateFlowLayoutDelegateMetrics || context.invalidateFlowLayoutAttributes
            || !context.invalidatedItemIndexPaths.isEmpty || !context.invalidatedDecorationIndexPaths.isEmpty {
            needsRebuild = true
        }
    }

    /// Self-sizing headers and footers: records the height a header or footer view asked for and returns the context
    /// that applies it. The height takes effect (as that view's measured height) when the context is passed to
    /// `invalidateLayout(with:)`; a fixed height from `heightForHeaderInSection` / `heightForFooterInSection` still wins.
    public func invalidationContext(forPreferredHeight height: Double, ofSupplementaryViewOfKind kind: ElementKind,
                                    inSection section: Int) -> InvalidationContext {
        var context = InvalidationContext()
        context.invalidateFlowLayoutDelegateMetrics = false
        guard kind == .sectionHeader || kind == .sectionFooter, let height = Self.validHeight(height) else { return context }
        let indexPath = IndexPath(item: 0, section: section)
        proposedSupplementaryHeights[ElementKey(category: .supplementaryView, kind: kind, indexPath: indexPath)] = height
        context.invalidateSupplementaryElements(ofKind: kind, at: [indexPath])
        return context
    }

    /// Only automatic rows, headers and footers size themselves (a fixed height from the closures, like
    /// `heightForRowAt`, is never overridden), and only when the height (clamped as the layout would) changes.
    public func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
                                       withOriginalAttributes originalAttributes: LayoutAttributes) -> Bool {
        guard let height = Self.validHeight(preferredAttributes.size.height) else { return false }
        let indexPath = originalAttributes.indexPath
        switch (originalAttributes.representedElementCategory, originalAttributes.representedElementKind) {
        case (.cell, _):
            guard heightForRow(indexPath) == nil else { return false }
            return max(Self.finite(minimumRowHeight), height) != originalAttributes.size.height
        case (.supplementaryView, .sectionHeader?):
            return heightForHeaderInSection(indexPath.section) == nil && height != originalAttributes.size.height
        case (.supplementaryView, .sectionFooter?):
            return heightForFooterInSection(indexPath.section) == nil && height != originalAttributes.size.height
        default:
            return false
        }
    }

    /// Cells: a context carrying the preferred size. Headers and footers: `invalidationContext(forPreferredHeight:…)`.
    public func invalidationContext(forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
                                    withOriginalAttributes originalAttributes: LayoutAttributes) -> InvalidationContext {
        switch originalAttributes.representedElementCategory {
        case .cell:
            var context = InvalidationContext()
            context.invalidateFlowLayoutDelegateMetrics = false
            context.setPreferredSize(preferredAttributes.size, forItemAt: originalAttributes.indexPath)
            return context
        case .supplementaryView:
            guard let kind = originalAttributes.representedElementKind else { break }
            return invalidationContext(forPreferredHeight: preferredAttributes.size.height, ofSupplementaryViewOfKind: kind,
                                       inSection: originalAttributes.indexPath.section)
        case .decorationView:
            break
        }
        var context = InvalidationContext()
        context.invalidateFlowLayoutDelegateMetrics = false
        context.invalidateFlowLayoutAttributes = false
        return context
    }
}

/// `UITableView.Style`.
public enum TableStyle: String, CaseIterable, Sendable, Codable {
    case plain, grouped, insetGrouped
}
