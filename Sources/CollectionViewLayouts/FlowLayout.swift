import Geometry

/// The axis a flow layout scrolls along (`UICollectionView.ScrollDirection`).
public enum ScrollDirection: String, Hashable, Sendable, CaseIterable {
    /// Lines are rows stacked top to bottom; the content is as wide as the collection view.
    case vertical
    /// Lines are columns placed left to right; the content is as tall as the collection view.
    case horizontal
}

/// `UICollectionViewFlowLayout` (`uikit-semantics.md` §5–7): items in lines, lines in sections, sections stacked
/// along the scroll axis.
///
/// Described for vertical scrolling; horizontal scrolling swaps the axes (lines are columns, "width" is the
/// collection view's height less the top and bottom insets, headers take their width from the reference size).
///
/// Lines. Items join the current line while the line's width plus one `minimumInteritemSpacing` plus the item's
/// width fits the available width (collection width − left − right section inset; tolerance 1e-9 × max(1, width)).
/// A line is as tall as its tallest item; shorter items are centred vertically in it. Lines are separated by
/// `minimumLineSpacing` (none before the first or after the last line of a section).
/// - A full line (not the last of its section) with two or more items is justified: the first item sits at the
///   left inset, the last ends at the right inset, the spare width is shared equally by the gaps.
/// - The last line of a section is not stretched. Following PSTCollectionView (UNCONFIRMED against UIKit), its gaps
///   are those of a justified line filled up with as many copies of its last item as fit, so items line up with
///   the columns above when sizes are equal.
/// - A line that can hold only one item (a full line with one item, or a last line where not even one copy of its
///   item would fit beside it) centres that item (reported for NSCollectionViewFlowLayout; UNCONFIRMED for UIKit).
///   An item wider than the available width starts at the left inset.
///
/// Sections: header (full width, `headerReferenceSize.height` tall; 0 = none), `sectionInset.top`, the lines,
/// `sectionInset.bottom`, footer; sections follow each other without gaps. An empty section keeps its header,
/// insets and footer. Negative or non-finite sizes count as 0; spacings and insets may be negative.
///
/// Self-sizing: with a non-zero `estimatedItemSize` (`selfSizingAxes == .both`), items without a preferred size
/// are `estimatedItemSize` (`sizeForItem` and `itemSize` are not used); preferred sizes arrive in
/// `InvalidationContext.preferredItemSizes` through `invalidateLayout(with:)`.
///
/// Elements: cells (zIndex 0); `.sectionHeader` / `.sectionFooter` supplementary views at (item 0, section);
/// `.sectionBackground` decorations (see `SectionBackgroundDecoration`) when `sectionBackground` is set. Attributes are in
/// left-to-right coordinates; the collection view mirrors them (`flipsHorizontallyInOppositeLayoutDirection`).
///
/// Storage is struct-of-arrays (a frame and a size per item, a few numbers per line and per section); attributes
/// are made on demand, and rect queries binary-search sections and lines, so they cost what they return.
///
/// Setting any property or closure invalidates the layout, as UIKit's setters do; the next `prepare()` rebuilds.
public final class FlowLayout: CollectionLayout {
    /// The zIndex of pinned headers and footers (cells are 0), so they draw above the items scrolling under them.
    public static let pinnedZIndex = 1024

    /// The collection view's state: bounds (width for vertical scrolling, height for horizontal; the origin drives
    /// pinning) and item counts.
    public var collectionView: CollectionViewState

    /// `itemSize`: the size of every item when `sizeForItem` is nil and the layout does not self-size.
    public var itemSize = Size(width: 50, height: 50) { didSet { needsMetrics = true } }
    /// `estimatedItemSize`: zero turns self-sizing off; otherwise the size of items not measured yet. Turning it
    /// off forgets the measured sizes.
    public var estimatedItemSize = Size.zero {
        didSet {
            if estimatedItemSize == .zero { dropsPreferredSizes = true }
            needsMetrics = true
        }
    }
    /// `minimumLineSpacing`: the gap between consecutive lines of a section.
    public var minimumLineSpacing: Double = 10 { didSet { needsMetrics = true } }
    /// `minimumInteritemSpacing`: the smallest gap between items of a line (full lines widen it).
    public var minimumInteritemSpacing: Double = 10 { didSet { needsMetrics = true } }
    /// `sectionInset`, leading = left, trailing = right.
    public var sectionInset = EdgeInsets.zero { didSet { needsMetrics = true } }
    /// `scrollDirection`.
    public var scrollDirection = ScrollDirection.vertical { didSet { needsMetrics = true } }
    /// `headerReferenceSize`: only the scroll-axis dimension counts (height when vertical); 0 = no header.
    public var headerReferenceSize = Size.zero { didSet { needsMetrics = true } }
    /// `footerReferenceSize`: only the scroll-axis dimension counts; 0 = no footer.
    public var footerReferenceSize = Size.zero { didSet { needsMetrics = true } }
    /// `sectionHeadersPinToVisibleBounds` (iOS 9): a header stays at the top of the visible bounds while its
    /// section is on screen and is pushed off by the section's end: y = min(max(naturalY, bounds.minY),
    /// sectionMaxY − height), never above its natural place. Read at query time.
    public var sectionHeadersPinToVisibleBounds = false
    /// `sectionFootersPinToVisibleBounds`: the mirror image at the bottom edge: y = max(min(naturalY,
    /// bounds.maxY − height), sectionMinY), never below its natural place.
    public var sectionFootersPinToVisibleBounds = false
    /// A background decoration behind every section; nil (default) = none.
    public var sectionBackground: SectionBackgroundDecoration? { didSet { needsMetrics = true } }

    /// `collectionView(_:layout:sizeForItemAt:)`; nil = `itemSize`.
    public var sizeForItem: ((IndexPath) -> Size)? { didSet { needsMetrics = true } }
    /// `collectionView(_:layout:insetForSectionAt:)`; nil = `sectionInset`.
    public var insetForSection: ((Int) -> EdgeInsets)? { didSet { needsMetrics = true } }
    /// `collectionView(_:layout:minimumLineSpacingForSectionAt:)`; nil = `minimumLineSpacing`.
    public var minimumLineSpacingForSection: ((Int) -> Double)? { didSet { needsMetrics = true } }
    /// `collectionView(_:layout:minimumInteritemSpacingForSectionAt:)`; nil = `minimumInteritemSpacing`.
    public var minimumInteritemSpacingForSection: ((Int) -> Double)? { didSet { needsMetrics = true } }
    /// `collectionView(_:layout:referenceSizeForHeaderInSection:)`; nil = `headerReferenceSize`.
    public var referenceSizeForHeaderInSection: ((Int) -> Size)? { didSet { needsMetrics = true } }
    /// `collectionView(_:layout:referenceSizeForFooterInSection:)`; nil = `footerReferenceSize`.
    public var referenceSizeForFooterInSection: ((Int) -> Size)? { didSet { needsMetrics = true } }

    public init(collectionView: CollectionViewState = CollectionViewState(bounds: .zero, itemCounts: [])) {
        self.collectionView = collectionView
    }

    // MARK: - State

    /// What the delegate (or the properties) said about one section, with lengths resolved along the axes.
    private struct SectionMetrics {
        var crossStartInset: Double
        var crossEndInset: Double
        var mainStartInset: Double
        var mainEndInset: Double
        var lineSpacing: Double
        var interitemSpacing: Double
        var headerLength: Double
        var footerLength: Double
    }

    /// One section's geometry along the scroll axis ("main"): header at `start`, inset box from `contentStart` to
    /// `contentEnd`, footer at `contentEnd`, section over at `end`. `extentMin`/`extentMax` bound every element the
    /// section can produce (pinned positions and negative insets included).
    private struct SectionGeometry {
        var firstLine: Int
        var lineCount: Int
        var start: Double
        var contentStart: Double
        var contentEnd: Double
        var end: Double
        var extentMin: Double
        var extentMax: Double
    }

    private var metrics: [SectionMetrics] = []
    private var sections: [SectionGeometry] = []
    /// Index of each section's first item in `itemSizes` / `frames`, plus the total at the end.
    private var firstItemOfSection: [Int] = [0]
    /// Suffix minimum of `extentMin` and prefix maximum of `extentMax`: monotone bounds for binary search.
    private var sectionQueryMin: [Double] = []
    private var sectionQueryMax: [Double] = []

    /// Effective item sizes, by flat item index.
    private var itemSizes: [Size] = []
    /// Self-sizing: the size each item asked for (`unmeasured` where none), by flat index; empty = none yet.
    private var preferredSizes: [Size] = []
    private static let unmeasured = Size(width: -1, height: -1)
    /// Item frames, by flat item index.
    private var frames: [Rect] = []

    /// Per line: its first item (flat index; a line ends where the next begins), its start along the scroll axis
    /// (where its tallest item starts) and the end of its furthest item. `lineQueryMin`/`lineQueryMax` are the
    /// suffix minimum of starts and prefix maximum of ends.
    private var lineFirstItem: [Int] = []
    private var lineStart: [Double] = []
    private var lineEnd: [Double] = []
    private var lineQueryMin: [Double] = []
    private var lineQueryMax: [Double] = []

    private var hasPrepared = false
    private var preparedCounts: [Int] = []
    private var preparedCrossLength: Double = 0
    private var preparedHorizontal = false
    private var preparedBackground: SectionBackgroundDecoration?
    private var contentLength: Double = 0

    /// Re-read sizes and section metrics, then lay out everything.
    private var needsMetrics = true
    /// Lay out everything from the known sizes.
    private var needsRelayout = false
    /// Forget measured sizes (reload, or self-sizing switched off).
    private var dropsPreferredSizes = false
    /// Sizes cells asked for since the last `prepare()`.
    private var pendingPreferredSizes: [IndexPath: Size] = [:]
    /// Items whose attributes were invalidated without a new size.
    private var invalidatedItems: [IndexPath] = []

    // MARK: - CollectionLayout

    /// `.both` when `estimatedItemSize` is non-zero (cells fit both dimensions), `.none` otherwise.
    public var selfSizingAxes: SelfSizingAxes { isSelfSizing ? .both : .none }

    private var isSelfSizing: Bool { estimatedItemSize != .zero }

    /// True. UIKit's base class default is false and plain `UICollectionViewFlowLayout`'s value is UNCONFIRMED
    /// (`uikit-semantics.md` §5, RTL); we mirror in right-to-left like most apps' flow layouts do. The layout itself
    /// always works left to right; the collection view mirrors.
    public var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// Vertical: (bounds width, total height); horizontal: (total width, bounds height). Zero before `prepare()`.
    public var collectionViewContentSize: Size {
        guard hasPrepared else { return .zero }
        return preparedHorizontal ? Size(width: contentLength, height: preparedCrossLength)
            : Size(width: preparedCrossLength, height: contentLength)
    }

    /// Rebuilds what the invalidations since the last pass asked for: everything after a reload, a data source or
    /// metrics change, a change of the cross-axis length or of a property; after new preferred sizes only (self-sizing)
    /// the lines from the first changed item's line on. A pure scroll (pinning) needs nothing: pinned frames are
    /// computed when asked for, from `collectionView.bounds`.
    public func prepare() {
        let horizontal = scrollDirection == .horizontal
        let bounds = collectionView.bounds
        let crossLength = Self.length(horizontal ? bounds.height : bounds.width)
        let counts = collectionView.itemCounts.map { Swift.max(0, $0) }
        let countsChanged = !hasPrepared || counts != preparedCounts
        let rereads = needsMetrics || countsChanged || crossLength != preparedCrossLength || horizontal != preparedHorizontal
            || sectionBackground != preparedBackground
        let full = rereads || needsRelayout

        if dropsPreferredSizes || !isSelfSizing {
            preferredSizes = []
            dropsPreferredSizes = false
        }
        if countsChanged, !preferredSizes.isEmpty {
            preferredSizes = Self.remap(preferredSizes, from: preparedCounts, to: counts)
        }
        preparedHorizontal = horizontal
        preparedCrossLength = crossLength
        preparedBackground = sectionBackground
        if rereads { readMetrics(counts: counts) }
        preparedCounts = counts

        var firstChanged = applyPendingPreferredSizes(trackChanges: !full)
        if !full {
            for indexPath in invalidatedItems where pendingPreferredSizes[indexPath] == nil {
                if let flat = flatIndex(of: indexPath) { firstChanged = Swift.min(firstChanged ?? flat, flat) }
            }
        }
        pendingPreferredSizes = [:]
        invalidatedItems = []

        if full {
            relayout(fromSection: 0, resumingAtLine: nil)
        } else if let firstChanged {
            relayout(fromItem: firstChanged)
        }
        needsMetrics = false
        needsRelayout = false
        hasPrepared = true
    }

    /// Every cell, header, footer and background whose frame strictly intersects `rect` (`Rect.intersects`),
    /// headers and footers at their pinned positions. Ordered by section; within a section: background, header,
    /// items in index order, footer.
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        guard hasPrepared else { return [] }
        let horizontal = preparedHorizontal
        let queryMin = horizontal ? rect.minX : rect.minY
        let queryMax = horizontal ? rect.maxX : rect.maxY
        let bounds = collectionView.bounds
        var result: [LayoutAttributes] = []
        var section = SortedSearch.firstIndex(count: sections.count) { sectionQueryMax[$0] > queryMin }
        while section < sections.count, sectionQueryMin[section] < queryMax {
            if let frame = backgroundFrame(section), frame.intersects(rect) {
                result.append(backgroundAttributes(section, frame))
            }
            if let frame = supplementaryFrame(.sectionHeader, section: section, bounds: bounds), frame.intersects(rect) {
                result.append(supplementaryAttributes(.sectionHeader, section: section, frame: frame))
            }
            let geometry = sections[section]
            let firstLine = geometry.firstLine, endLine = geometry.firstLine + geometry.lineCount
            var line = firstLine + SortedSearch.firstIndex(count: geometry.lineCount) { lineQueryMax[firstLine + $0] > queryMin }
            let firstItem = firstItemOfSection[section]
            let totalItems = frames.count
            while line < endLine, lineQueryMin[line] < queryMax {
                let end = line + 1 < lineFirstItem.count ? lineFirstItem[line + 1] : totalItems
                for flat in lineFirstItem[line]..<end where frames[flat].intersects(rect) {
                    result.append(LayoutAttributes(forCellWith: IndexPath(item: flat - firstItem, section: section), frame: frames[flat]))
                }
                line += 1
            }
            if let frame = supplementaryFrame(.sectionFooter, section: section, bounds: bounds), frame.intersects(rect) {
                result.append(supplementaryAttributes(.sectionFooter, section: section, frame: frame))
            }
            section += 1
        }
        return result
    }

    /// The item's attributes; nil outside the prepared counts.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard let flat = flatIndex(of: indexPath) else { return nil }
        return LayoutAttributes(forCellWith: indexPath, frame: frames[flat])
    }

    /// A header or footer at (item 0, section), at its pinned position when pinning is on; nil when the section has
    /// none, for other kinds and for other index paths.
    public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        guard hasPrepared, indexPath.item == 0, sections.indices.contains(indexPath.section) else { return nil }
        guard kind == .sectionHeader || kind == .sectionFooter else { return nil }
        return supplementaryFrame(kind, section: indexPath.section, bounds: collectionView.bounds).map {
            supplementaryAttributes(kind, section: indexPath.section, frame: $0)
        }
    }

    /// The `.sectionBackground` decoration at (item 0, section) when `sectionBackground` is set; nil otherwise.
    public func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        guard hasPrepared, kind == .sectionBackground, indexPath.item == 0, sections.indices.contains(indexPath.section),
              let frame = backgroundFrame(indexPath.section) else { return nil }
        return backgroundAttributes(indexPath.section, frame)
    }

    /// True when the cross-axis length changes (width for vertical scrolling: lines re-break), as
    /// PSTCollectionView's flow layout does; with pinned headers or footers also for any other change (scrolling
    /// moves them). Compares with `collectionView.bounds`, so ask before updating it, as UIKit does.
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        let old = collectionView.bounds
        if crossLengthDiffers(old, newBounds) { return true }
        return (sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds) && newBounds != old
    }

    /// For a cross-axis size change, a full context (delegate metrics and attributes invalid, as UIKit's flow layout
    /// context for a size change; `invalidateEverything` stays false, so measured sizes are kept). For a scroll,
    /// neither flag: only the pinned headers/footers of the sections overlapping the old or new visible range
    /// (`invalidateSupplementaryElements(ofKind:at:)`).
    public func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        var context = InvalidationContext()
        let old = collectionView.bounds
        if crossLengthDiffers(old, newBounds) { return context }
        context.invalidateFlowLayoutDelegateMetrics = false
        context.invalidateFlowLayoutAttributes = false
        guard hasPrepared else { return context }
        let horizontal = preparedHorizontal
        let low = Swift.min(horizontal ? old.minX : old.minY, horizontal ? newBounds.minX : newBounds.minY)
        let high = Swift.max(horizontal ? old.maxX : old.maxY, horizontal ? newBounds.maxX : newBounds.maxY)
        var headers: [IndexPath] = [], footers: [IndexPath] = []
        var section = SortedSearch.firstIndex(count: sections.count) { sectionQueryMax[$0] >= low }
        while section < sections.count, sectionQueryMin[section] <= high {
            if sectionHeadersPinToVisibleBounds, metrics[section].headerLength > 0 { headers.append(IndexPath(item: 0, section: section)) }
            if sectionFootersPinToVisibleBounds, metrics[section].footerLength > 0 { footers.append(IndexPath(item: 0, section: section)) }
            section += 1
        }
        if !headers.isEmpty { context.invalidateSupplementaryElements(ofKind: .sectionHeader, at: headers) }
        if !footers.isEmpty { context.invalidateSupplementaryElements(ofKind: .sectionFooter, at: footers) }
        return context
    }

    /// `invalidateEverything` forgets measured sizes and rebuilds; `invalidateDataSourceCounts` and
    /// `invalidateFlowLayoutDelegateMetrics` rebuild (measured sizes are kept by index path);
    /// `invalidateFlowLayoutAttributes` alone re-lays out from the known sizes (from the first named item when the
    /// context names items). Preferred sizes are stored when self-sizing (ignored otherwise) and re-lay out from the
    /// first item whose size changed. A context with neither flag (a scroll) changes nothing.
    public func invalidateLayout(with context: InvalidationContext) {
        if context.invalidateEverything {
            dropsPreferredSizes = true
            pendingPreferredSizes = [:]
            needsMetrics = true
        }
        if context.invalidateDataSourceCounts || context.invalidateFlowLayoutDelegateMetrics { needsMetrics = true }
        if isSelfSizing {
            for (indexPath, size) in context.preferredItemSizes {
                pendingPreferredSizes[indexPath] = Size(width: Self.length(size.width), height: Self.length(size.height))
            }
        }
        if context.invalidateFlowLayoutAttributes {
            if context.invalidatedItemIndexPaths.isEmpty && context.preferredItemSizes.isEmpty {
                needsRelayout = true
            } else {
                invalidatedItems += context.invalidatedItemIndexPaths
            }
        }
    }

    /// True for a cell whose preferred size differs from its original one while self-sizing; false otherwise
    /// (without `estimatedItemSize` UIKit's flow layout keeps its sizes).
    public func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
                                       withOriginalAttributes originalAttributes: LayoutAttributes) -> Bool {
        isSelfSizing && preferredAttributes.representedElementCategory == .cell && preferredAttributes.size != originalAttributes.size
    }

    // MARK: - Element frames

    /// Whether headers (`kind` `.sectionHeader`) or footers pin to the visible bounds.
    private func pins(_ kind: ElementKind) -> Bool {
        kind == .sectionHeader ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds
    }

    /// The frame of a section's header (`kind` `.sectionHeader`) or footer, nil when the section has none. Pinned
    /// against `bounds` when `pins(kind)`, as UIKit pins them: a header stays at the visible start and a footer at the
    /// visible end, neither leaving its section.
    private func supplementaryFrame(_ kind: ElementKind, section: Int, bounds: Rect) -> Rect? {
        let isHeader = kind == .sectionHeader
        let length = isHeader ? metrics[section].headerLength : metrics[section].footerLength
        guard length > 0 else { return nil }
        let geometry = sections[section]
        let pinned = pins(kind)
        var position = isHeader ? geometry.start : geometry.contentEnd
        if pinned && isHeader {
            let visibleStart = preparedHorizontal ? bounds.minX : bounds.minY
            position = Swift.max(geometry.start, Swift.min(visibleStart, geometry.end - length))
        } else if pinned {
            let visibleEnd = preparedHorizontal ? bounds.maxX : bounds.maxY
            position = Swift.min(geometry.contentEnd, Swift.max(visibleEnd - length, geometry.start))
        }
        return mainAxisBand(at: position, length: length)
    }

    /// A header's or footer's attributes at `frame`; a pinned one is drawn above the items.
    private func supplementaryAttributes(_ kind: ElementKind, section: Int, frame: Rect) -> LayoutAttributes {
        var attributes = LayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section), frame: frame)
        attributes.zIndex = pins(kind) ? Self.pinnedZIndex : 0
        return attributes
    }

    /// The background decoration's frame; nil when `sectionBackground` was not set at the last `prepare()`.
    private func backgroundFrame(_ section: Int) -> Rect? {
        guard let background = preparedBackground else { return nil }
        return Self.backgroundRect(background, geometry: sections[section], crossLength: preparedCrossLength, horizontal: preparedHorizontal)
    }

    /// A band across the whole collection view from `position` along the scroll axis.
    @inline(__always)
    private func mainAxisBand(at position: Double, length: Double) -> Rect {
        preparedHorizontal ? Rect(x: position, y: 0, width: length, height: preparedCrossLength)
            : Rect(x: 0, y: position, width: preparedCrossLength, height: length)
    }

    private func backgroundAttributes(_ section: Int, _ frame: Rect) -> LayoutAttributes {
        var attributes = LayoutAttributes(forDecorationViewOfKind: .sectionBackground, with: IndexPath(item: 0, section: section), frame: frame)
        attributes.zIndex = preparedBackground?.zIndex ?? -1
        return attributes
    }

    // MARK: - Building

    private func crossLengthDiffers(_ a: Rect, _ b: Rect) -> Bool {
        scrollDirection == .horizontal ? a.height != b.height : a.width != b.width
    }

    /// Flat index of an item of the prepared layout; nil when out of range.
    private func flatIndex(of indexPath: IndexPath) -> Int? {
        let section = indexPath.section
        guard section >= 0, section + 1 < firstItemOfSection.count, indexPath.item >= 0 else { return nil }
        let flat = firstItemOfSection[section] + indexPath.item
        return flat < firstItemOfSection[section + 1] ? flat : nil
    }

    /// A length from outside: negative, infinite and NaN count as 0.
    @inline(__always)
    private static func length(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }

    /// A spacing or inset from outside: infinite and NaN count as 0.
    @inline(__always)
    private static func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }

    /// Section metrics from the delegate closures or the properties, and every item's size.
    private func readMetrics(counts: [Int]) {
        let horizontal = preparedHorizontal
        metrics.removeAll(keepingCapacity: true)
        metrics.reserveCapacity(counts.count)
        var firstItems = [Int]()
        firstItems.reserveCapacity(counts.count + 1)
        var total = 0
        for (section, count) in counts.enumerated() {
            firstItems.append(total)
            total += count
            let inset = insetForSection?(section) ?? sectionInset
            let header = referenceSizeForHeaderInSection?(section) ?? headerReferenceSize
            let footer = referenceSizeForFooterInSection?(section) ?? footerReferenceSize
            metrics.append(SectionMetrics(
                crossStartInset: Self.finite(horizontal ? inset.top : inset.leading),
                crossEndInset: Self.finite(horizontal ? inset.bottom : inset.trailing),
                mainStartInset: Self.finite(horizontal ? inset.leading : inset.top),
                mainEndInset: Self.finite(horizontal ? inset.trailing : inset.bottom),
                lineSpacing: Self.finite(minimumLineSpacingForSection?(section) ?? minimumLineSpacing),
                interitemSpacing: Self.finite(minimumInteritemSpacingForSection?(section) ?? minimumInteritemSpacing),
                headerLength: Self.length(horizontal ? header.width : header.height),
                footerLength: Self.length(horizontal ? footer.width : footer.height)))
        }
        firstItems.append(total)
        firstItemOfSection = firstItems

        if isSelfSizing {
            let estimate = Self.sanitized(estimatedItemSize)
            if preferredSizes.count != total { preferredSizes = [] }
            if preferredSizes.isEmpty {
                itemSizes = [Size](repeating: estimate, count: total)
            } else {
                itemSizes = preferredSizes.map { $0.width < 0 ? estimate : $0 }
            }
        } else if let sizeForItem {
            var sizes = [Size]()
            sizes.reserveCapacity(total)
            for (section, count) in counts.enumerated() {
                for item in 0..<count { sizes.append(Self.sanitized(sizeForItem(IndexPath(item: item, section: section)))) }
            }
            itemSizes = sizes
        } else {
            itemSizes = [Size](repeating: Self.sanitized(itemSize), count: total)
        }
    }

    @inline(__always)
    private static func sanitized(_ size: Size) -> Size { Size(width: length(size.width), height: length(size.height)) }

    /// Moves the pending preferred sizes into `preferredSizes` and `itemSizes`; returns the first flat index whose
    /// size changed when `trackChanges`.
    private func applyPendingPreferredSizes(trackChanges: Bool) -> Int? {
        guard isSelfSizing, !pendingPreferredSizes.isEmpty else { return nil }
        let total = itemSizes.count
        if preferredSizes.count != total { preferredSizes = [Size](repeating: Self.unmeasured, count: total) }
        var firstChanged: Int?
        for (indexPath, size) in pendingPreferredSizes {
            guard let flat = flatIndex(of: indexPath) else { continue }
            preferredSizes[flat] = size
            if itemSizes[flat] != size {
                itemSizes[flat] = size
                if trackChanges { firstChanged = Swift.min(firstChanged ?? flat, flat) }
            }
        }
        return firstChanged
    }

    /// Measured sizes kept by index path across a change of counts (items beyond the new counts are dropped, new
    /// ones are unmeasured).
    private static func remap(_ sizes: [Size], from oldCounts: [Int], to newCounts: [Int]) -> [Size] {
        guard sizes.count == oldCounts.reduce(0, +) else { return [] }
        var result = [Size]()
        result.reserveCapacity(newCounts.reduce(0, +))
        var oldFirst = 0
        for (section, count) in newCounts.enumerated() {
            let oldCount = section < oldCounts.count ? oldCounts[section] : 0
            let kept = Swift.min(oldCount, count)
            result.append(contentsOf: sizes[oldFirst..<(oldFirst + kept)])
            result.append(contentsOf: repeatElement(unmeasured, count: count - kept))
            oldFirst += oldCount
        }
        return result
    }

    /// Re-lays out from the line that `flat` (the first item whose size or attributes changed) can affect: the line
    /// holding it, or the line before when it starts a line (it might now fit there). Lines before that depend only
    /// on earlier items and stay.
    private func relayout(fromItem flat: Int) {
        let section = SortedSearch.firstIndex(count: sections.count) { firstItemOfSection[$0 + 1] > flat }
        guard section < sections.count else { return }
        let geometry = sections[section]
        let firstLine = geometry.firstLine
        var line = firstLine + SortedSearch.firstIndex(count: geometry.lineCount) { lineFirstItem[firstLine + $0] > flat } - 1
        if line > firstLine, lineFirstItem[line] == flat { line -= 1 }
        relayout(fromSection: section, resumingAtLine: Swift.max(line, firstLine))
    }

    /// Lays out sections `start...` (all their lines, or from line `resumeLine` of section `start`, keeping the
    /// lines before it), then refreshes the query bounds. Works on local copies of the arrays so the loops run on
    /// uniquely owned buffers.
    private func relayout(fromSection start: Int, resumingAtLine resumeLine: Int?) {
        let horizontal = preparedHorizontal
        let crossLength = preparedCrossLength
        let background = preparedBackground
        let sectionCount = metrics.count
        let total = firstItemOfSection[sectionCount]

        var frames = self.frames
        self.frames = []
        if frames.count != total { frames = [Rect](repeating: .zero, count: total) }
        var lineFirstItem = self.lineFirstItem, lineStart = self.lineStart, lineEnd = self.lineEnd
        self.lineFirstItem = []; self.lineStart = []; self.lineEnd = []
        var sections = self.sections
        self.sections = []

        let keptLines: Int
        var resumeItem = 0, resumeCursor = 0.0
        if let resumeLine {
            keptLines = resumeLine
            resumeItem = lineFirstItem[resumeLine]
            resumeCursor = lineStart[resumeLine]
            sections.removeSubrange((start + 1)...)
        } else {
            sections.removeSubrange(Swift.min(start, sections.count)...)
            keptLines = sections.last.map { $0.firstLine + $0.lineCount } ?? 0
        }
        lineFirstItem.removeSubrange(keptLines...)
        lineStart.removeSubrange(keptLines...)
        lineEnd.removeSubrange(keptLines...)
        if keptLines == 0 {
            sections.reserveCapacity(sectionCount)
            let estimate = total / 2 + 16
            lineFirstItem.reserveCapacity(estimate); lineStart.reserveCapacity(estimate); lineEnd.reserveCapacity(estimate)
        }

        var cursor = sections.isEmpty || resumeLine != nil ? 0 : sections[sections.count - 1].end
        itemSizes.withUnsafeBufferPointer { sizes in
            frames.withUnsafeMutableBufferPointer { frames in
                for section in start..<sectionCount {
                    let m = metrics[section]
                    let end = firstItemOfSection[section + 1]
                    var geometry: SectionGeometry
                    let lines: Range<Int>, linesCursor: Double
                    if section == start, resumeLine != nil {
                        geometry = sections[section]
                        lines = resumeItem..<end
                        linesCursor = resumeCursor
                    } else {
                        geometry = SectionGeometry(firstLine: lineFirstItem.count, lineCount: 0, start: cursor,
                                                   contentStart: cursor + m.headerLength, contentEnd: 0, end: 0, extentMin: 0, extentMax: 0)
                        lines = firstItemOfSection[section]..<end
                        linesCursor = geometry.contentStart + m.mainStartInset
                    }
                    let linesEnd = Self.layoutLines(sizes: sizes, frames: frames, items: lines, cursor: linesCursor, metrics: m,
                                                    crossLength: crossLength, horizontal: horizontal,
                                                    lineFirstItem: &lineFirstItem, lineStart: &lineStart, lineEnd: &lineEnd)
                    geometry.lineCount = lineFirstItem.count - geometry.firstLine
                    geometry.contentEnd = linesEnd + m.mainEndInset
                    geometry.end = geometry.contentEnd + m.footerLength
                    cursor = geometry.end
                    Self.setExtent(of: &geometry, metrics: m, background: background, crossLength: crossLength,
                                   horizontal: horizontal, lineStart: lineStart, lineEnd: lineEnd)
                    if section < sections.count { sections[section] = geometry } else { sections.append(geometry) }
                }
            }
        }
        contentLength = Swift.max(0, sections.last?.end ?? 0)
        self.frames = frames
        self.lineFirstItem = lineFirstItem
        self.lineStart = lineStart
        self.lineEnd = lineEnd
        self.sections = sections
        refreshQueryBounds(fromSection: start, fromLine: keptLines)
    }

    /// Breaks `items` into lines starting at `cursor` (the first line's start along the scroll axis), writes their
    /// frames and appends the lines. Returns where the last line ends (`cursor` when there are no items).
    @inline(__always)
    private static func layoutLines(sizes: UnsafeBufferPointer<Size>, frames: UnsafeMutableBufferPointer<Rect>, items: Range<Int>,
                                    cursor: Double, metrics m: SectionMetrics, crossLength: Double, horizontal: Bool,
                                    lineFirstItem: inout [Int], lineStart: inout [Double], lineEnd: inout [Double]) -> Double {
        let available = crossLength - m.crossStartInset - m.crossEndInset
        let limit = available + 1e-9 * Swift.max(1, Swift.abs(available))
        let spacing = m.interitemSpacing
        var position = cursor
        var index = items.lowerBound
        let end = items.upperBound
        while index < end {
            if index != items.lowerBound { position += m.lineSpacing }
            // Collect the line: items while they fit.
            let first = index
            var size = sizes[index]
            var used = horizontal ? size.height : size.width
            var thickness = horizontal ? size.width : size.height
            index += 1
            while index < end {
                size = sizes[index]
                let next = used + spacing + (horizontal ? size.height : size.width)
                guard next <= limit else { break }
                used = next
                thickness = Swift.max(thickness, horizontal ? size.width : size.height)
                index += 1
            }
            let count = index - first
            // Where the first item starts and the gap between items.
            var gap = spacing
            var centred = count == 1
            if index == end {
                // Last line: gaps as if filled up with copies of its last item (PSTCollectionView).
                let last = sizes[index - 1]
                let step = spacing + (horizontal ? last.height : last.width)
                let copies = step > 0 ? Swift.max(0, ((limit - used) / step).rounded(.down)) : Double.infinity
                if !copies.isFinite {
                    // Endless copies would fit (nothing to fill with): the gaps tend to the minimum spacing.
                    centred = false
                } else if Double(count) + copies > 1 {
                    centred = false
                    gap = spacing + (available - used - copies * step) / (Double(count) + copies - 1)
                }
            } else if count > 1 {
                gap = spacing + (available - used) / Double(count - 1)
            }
            var crossPosition = m.crossStartInset
            if centred { crossPosition += Swift.max(0, (available - used) / 2) }
            var furthest = position
            for item in first..<index {
                let size = sizes[item]
                let cross = horizontal ? size.height : size.width
                let main = horizontal ? size.width : size.height
                let mainPosition = position + (thickness - main) / 2
                frames[item] = horizontal ? Rect(x: mainPosition, y: crossPosition, width: main, height: cross)
                    : Rect(x: crossPosition, y: mainPosition, width: cross, height: main)
                furthest = Swift.max(furthest, mainPosition + main)
                crossPosition += cross + gap
            }
            lineFirstItem.append(first)
            lineStart.append(position)
            lineEnd.append(furthest)
            position += thickness
        }
        return position
    }

    /// The background decoration's frame for a section's geometry.
    @inline(__always)
    private static func backgroundRect(_ background: SectionBackgroundDecoration, geometry: SectionGeometry, crossLength: Double,
                                       horizontal: Bool) -> Rect {
        let length = geometry.contentEnd - geometry.contentStart
        let box = horizontal ? Rect(x: geometry.contentStart, y: 0, width: length, height: crossLength)
            : Rect(x: 0, y: geometry.contentStart, width: crossLength, height: length)
        let insets = background.contentInsets
        return Rect(x: box.minX + insets.leading, y: box.minY + insets.top,
                    width: Swift.max(0, box.width - insets.leading - insets.trailing),
                    height: Swift.max(0, box.height - insets.top - insets.bottom))
    }

    /// Sets the range along the scroll axis that holds every element the section can produce: its span, its lines,
    /// its header and footer at any pinned position, its background.
    private static func setExtent(of geometry: inout SectionGeometry, metrics m: SectionMetrics, background: SectionBackgroundDecoration?,
                                  crossLength: Double, horizontal: Bool, lineStart: [Double], lineEnd: [Double]) {
        var low = Swift.min(geometry.start, geometry.contentEnd)
        var high = Swift.max(geometry.end, geometry.start + m.headerLength, geometry.contentEnd + m.footerLength,
                             Swift.max(geometry.start, geometry.end - m.headerLength) + m.headerLength)
        for line in geometry.firstLine..<(geometry.firstLine + geometry.lineCount) {
            low = Swift.min(low, lineStart[line])
            high = Swift.max(high, lineEnd[line])
        }
        if let background {
            let frame = backgroundRect(background, geometry: geometry, crossLength: crossLength, horizontal: horizontal)
            low = Swift.min(low, horizontal ? frame.minX : frame.minY)
            high = Swift.max(high, horizontal ? frame.maxX : frame.maxY)
        }
        geometry.extentMin = low
        geometry.extentMax = high
    }

    /// Rebuilds the monotone query bounds after a re-layout from `section`/`line`: prefix maxima forward from there,
    /// suffix minima backward until they stop changing.
    private func refreshQueryBounds(fromSection section: Int, fromLine line: Int) {
        Self.refresh(min: &sectionQueryMin, max: &sectionQueryMax, from: section, count: sections.count,
                     low: { sections[$0].extentMin }, high: { sections[$0].extentMax })
        Self.refresh(min: &lineQueryMin, max: &lineQueryMax, from: line, count: lineStart.count,
                     low: { lineStart[$0] }, high: { lineEnd[$0] })
    }

    @inline(__always)
    private static func refresh(min queryMin: inout [Double], max queryMax: inout [Double], from start: Int, count: Int,
                                low: (Int) -> Double, high: (Int) -> Double) {
        let start = Swift.min(start, queryMax.count, queryMin.count)
        queryMax.removeSubrange(start...)
        queryMax.reserveCapacity(count)
        var running = start > 0 ? queryMax[start - 1] : -Double.infinity
        for index in start..<count {
            running = Swift.max(running, high(index))
            queryMax.append(running)
        }
        if queryMin.count != count {
            queryMin.removeSubrange(Swift.min(start, count)...)
            queryMin.append(contentsOf: repeatElement(0, count: count - queryMin.count))
        }
        // Suffix minima: earlier entries only change while the minimum coming from behind differs from theirs.
        var lowest = Double.infinity
        var index = count - 1
        while index >= 0 {
            lowest = Swift.min(lowest, low(index))
            if index < start, queryMin[index] == lowest { break }
            queryMin[index] = lowest
            index -= 1
        }
    }
}
