import Geometry

/// Drives a `CollectionLayout` the way UICollectionView does: sets its `collectionView` state, calls `prepare()`
/// when the layout is invalid, asks for the elements in a rect, runs the self-sizing round trip for cells, applies
/// bounds changes through `shouldInvalidateLayout(forBoundsChange:)`, and performs batch updates. It mirrors the
/// horizontal axis when the layout asks for it (`flipsHorizontallyInOppositeLayoutDirection`).
///
/// Everything it returns is in the collection view's (visual) content coordinates. Not thread-safe: one
/// collection view per thread, like a UIKit view.
public final class CollectionView {
    public let layout: any CollectionLayout
    /// The visible rectangle in visual content coordinates; its origin is the content offset.
    public private(set) var bounds: Rect
    public private(set) var itemCounts: [Int]
    public let direction: LayoutDirection
    public let contentSizeCategory: ContentSizeCategory
    public let scale: Double
    /// `preferredLayoutAttributesFitting(_:)` of the cell at the attributes' index path: given the layout's
    /// attributes, the attributes the cell wants (usually a different size). Nil: cells take what they are given.
    public var preferredAttributes: ((LayoutAttributes) -> LayoutAttributes)?

    private var needsPrepare = true
    /// Cells that have answered `preferredLayoutAttributesFitting` since they were last loaded.
    private var sizedItems = Set<IndexPath>()
    /// Adjustments carried by invalidation contexts, applied on the next pass.
    public private(set) var contentOffsetAdjustmentTotal: Point = .zero

    public init(layout: any CollectionLayout, itemCounts: [Int], bounds: Rect, direction: LayoutDirection = .leftToRight,
                contentSizeCategory: ContentSizeCategory = .large, scale: Double = 2) {
        self.layout = layout
        self.itemCounts = itemCounts
        self.bounds = bounds
        self.direction = direction
        self.contentSizeCategory = contentSizeCategory
        self.scale = scale
    }

    /// Whether attributes are mirrored between the layout's coordinates and the view's.
    public var isFlipped: Bool {
        layout.flipsHorizontallyInOppositeLayoutDirection && direction != layout.developmentLayoutDirection
    }

    private var layoutState: CollectionViewState {
        CollectionViewState(bounds: toLayout(bounds), itemCounts: itemCounts, effectiveUserInterfaceLayoutDirection: direction,
                            contentSizeCategory: contentSizeCategory, scale: scale)
    }

    /// The width the mirror reflects in: the content width, never less than the visible width.
    private var mirrorWidth: Double { max(layout.collectionViewContentSize.width, bounds.width) }

    private func toLayout(_ rect: Rect) -> Rect {
        isFlipped ? rect.mirrored(inWidth: mirrorWidth) : rect
    }

    private func toView(_ attributes: LayoutAttributes) -> LayoutAttributes {
        guard isFlipped else { return attributes }
        var mirrored = attributes
        mirrored.frame = attributes.frame.mirrored(inWidth: mirrorWidth)
        return mirrored
    }

    /// `layoutIfNeeded()`: prepares the layout if it was invalidated since the last pass.
    public func layoutIfNeeded() {
        guard needsPrepare else { return }
        layout.collectionView = CollectionViewState(bounds: bounds, itemCounts: itemCounts, effectiveUserInterfaceLayoutDirection: direction,
                                                    contentSizeCategory: contentSizeCategory, scale: scale)
        layout.prepare()
        needsPrepare = false
        // The mirror width is only known after prepare; give the layout its bounds in its own coordinates.
        layout.collectionView = layoutState
    }

    /// `invalidateLayout(with:)` through the collection view: the layout forgets, and the next pass prepares again.
    public func invalidateLayout(with context: InvalidationContext) {
        layout.invalidateLayout(with: context)
        if context.invalidateEverything || context.invalidateDataSourceCounts { sizedItems.removeAll() }
        for indexPath in context.invalidatedItemIndexPaths where context.preferredItemSizes[indexPath] == nil {
            sizedItems.remove(indexPath)
        }
        contentOffsetAdjustmentTotal.x += context.contentOffsetAdjustment.x
        contentOffsetAdjustmentTotal.y += context.contentOffsetAdjustment.y
        if context.contentOffsetAdjustment != .zero {
            bounds.origin = Point(x: bounds.minX + context.contentOffsetAdjustment.x, y: bounds.minY + context.contentOffsetAdjustment.y)
        }
        needsPrepare = true
    }

    /// `collectionViewContentSize` after any pending preparation.
    public var contentSize: Size {
        layoutIfNeeded()
        return layout.collectionViewContentSize
    }

    /// Sets the bounds (scrolling when only the origin changes), asking the layout whether that invalidates it.
    public func setBounds(_ newBounds: Rect) {
        layoutIfNeeded()
        let layoutBounds = toLayout(newBounds)
        if layout.shouldInvalidateLayout(forBoundsChange: layoutBounds) {
            let context = layout.invalidationContext(forBoundsChange: layoutBounds)
            bounds = newBounds
            invalidateLayout(with: context)
        } else {
            bounds = newBounds
            layout.collectionView = layoutState
        }
    }

    /// Scrolls to `offset` as `setContentOffset` would, after asking `targetContentOffset(forProposedContentOffset:)`.
    public func setContentOffset(_ offset: Point) {
        layoutIfNeeded()
        let target = layout.targetContentOffset(forProposedContentOffset: offset)
        setBounds(Rect(origin: target, size: bounds.size))
    }

    /// Every element whose frame intersects `rect` (visual coordinates), as the layout reports them.
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        layoutIfNeeded()
        return layout.layoutAttributesForElements(in: toLayout(rect)).map(toView)
    }

    /// The attributes of one item, in visual coordinates.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        layoutIfNeeded()
        return layout.layoutAttributesForItem(at: indexPath).map(toView)
    }

    /// One supplementary view's attributes, in visual coordinates.
    public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        layoutIfNeeded()
        return layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath).map(toView)
    }

    /// The item being dragged to `position` (visual coordinates), on top of everything.
    public func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: Point) -> LayoutAttributes? {
        layoutIfNeeded()
        let layoutPosition = isFlipped ? Point(x: mirrorWidth - position.x, y: position.y) : position
        return layout.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: layoutPosition).map(toView)
    }

    /// Runs the self-sizing round trip for every cell that shows in `rect` (nil: the whole content, which may grow
    /// as cells size) and returns the elements in that rect once nothing changes any more. Each cell is asked once
    /// for its preferred attributes; when the layout says they invalidate it, its context goes to
    /// `invalidateLayout(with:)`, and the next pass prepares again — UIKit's
    /// `preferredLayoutAttributesFitting` → `shouldInvalidateLayout(forPreferredLayoutAttributes:…)` →
    /// `invalidationContext(forPreferredLayoutAttributes:…)` sequence.
    public func layoutVisibleElements(in rect: Rect? = nil) -> [LayoutAttributes] {
        // Each pass sizes at least one new cell, so the loop ends; the bound only guards layouts that keep
        // reporting new cells.
        for _ in 0..<100_000 {
            layoutIfNeeded()
            let queryRect = rect ?? Rect(origin: .zero, size: layout.collectionViewContentSize)
            let elements = layout.layoutAttributesForElements(in: toLayout(queryRect))
            guard let preferredAttributes, layout.selfSizingAxes != .none else { return elements.map(toView) }
            let unsized = elements.filter { $0.representedElementCategory == .cell && !sizedItems.contains($0.indexPath) }
            if unsized.isEmpty { return elements.map(toView) }
            for original in unsized {
                sizedItems.insert(original.indexPath)
                var preferred = preferredAttributes(original)
                switch layout.selfSizingAxes {
                case .height: preferred.size = Size(width: original.size.width, height: preferred.size.height)
                case .both, .none: break
                }
                if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) {
                    let context = layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
                    invalidateLayout(with: context)
                }
            }
        }
        return layout.layoutAttributesForElements(in: toLayout(rect ?? Rect(origin: .zero, size: layout.collectionViewContentSize))).map(toView)
    }

    /// Marks items as reloaded: their cells are asked for their preferred attributes again on the next pass.
    public func reloadItems(at indexPaths: [IndexPath]) {
        for indexPath in indexPaths { sizedItems.remove(indexPath) }
    }

    /// Applies a data change (`performBatchUpdates`): `changeDataSource` runs first with the old → new index
    /// mapping (UIKit's updates block, where the data source changes), then the new counts, an invalidation with
    /// `invalidateDataSourceCounts`, `prepare()`, `prepare(forCollectionViewUpdates:)`; returns the animation
    /// between the elements visible in `rect` before and after (nil rect: the whole content).
    /// Reloaded items are sized again.
    public func performBatchUpdates(_ updates: [CollectionUpdateItem], newItemCounts: [Int], in rect: Rect? = nil,
                                    changeDataSource: (CollectionIndexMapping) -> Void = { _ in }) -> CollectionUpdateAnimation {
        let before = layoutVisibleElements(in: rect)
        let mapping = CollectionIndexMapping(oldCounts: itemCounts, newCounts: newItemCounts, updates: updates)
        changeDataSource(mapping)
        itemCounts = newItemCounts
        var context = InvalidationContext(invalidateDataSourceCounts: true)
        let reloaded = updates.compactMap { update -> IndexPath? in
            if case let .reload(indexPath) = update { return indexPath }
            return nil
        }
        context.invalidateItems(at: reloaded)
        invalidateLayout(with: context)
        reloadItems(at: reloaded)
        layoutIfNeeded()
        layout.prepare(forCollectionViewUpdates: updates)
        let after = layoutVisibleElements(in: rect)
        var appearing: [IndexPath: LayoutAttributes] = [:]
        var disappearing: [IndexPath: LayoutAttributes] = [:]
        for indexPath in mapping.inserted {
            if let initial = layout.initialLayoutAttributesForAppearingItem(at: indexPath) { appearing[indexPath] = toView(initial) }
        }
        for indexPath in mapping.deleted {
            if let final = layout.finalLayoutAttributesForDisappearingItem(at: indexPath) { disappearing[indexPath] = toView(final) }
        }
        layout.finalizeCollectionViewUpdates()
        return CollectionUpdateAnimation(before: before, after: after, mapping: mapping, appearing: appearing, disappearing: disappearing)
    }
}

/// Which old item became which new item in a batch update, as UICollectionView computes it from the update items.
public struct CollectionIndexMapping: Hashable, Sendable {
    /// New index path for every old item that survives.
    public private(set) var newIndexPath: [IndexPath: IndexPath] = [:]
    /// Items of the new data that did not exist before, sorted.
    public private(set) var inserted: [IndexPath] = []
    /// Items of the old data that are gone, sorted.
    public private(set) var deleted: [IndexPath] = []

    public init(oldCounts: [Int], newCounts: [Int], updates: [CollectionUpdateItem]) {
        var deletedSet = Set<IndexPath>(), insertedSet = Set<IndexPath>()
        var moves: [(IndexPath, IndexPath)] = []
        for update in updates {
            switch update {
            case let .delete(indexPath): deletedSet.insert(indexPath)
            case let .insert(indexPath): insertedSet.insert(indexPath)
            case let .move(from, to): moves.append((from, to))
            case .reload: break
            }
        }
        // Old identities per section, with deletions and moved-away items removed.
        var sections: [[IndexPath?]] = oldCounts.enumerated().map { section, count in
            (0..<count).map { item in
                let old = IndexPath(item: item, section: section)
                return deletedSet.contains(old) || moves.contains(where: { $0.0 == old }) ? nil : old
            }
        }
        sections = sections.map { $0.filter { $0 != nil } }
        while sections.count < newCounts.count { sections.append([]) }
        // Insertions and move destinations, in ascending order of their new index paths.
        var arrivals: [(IndexPath, IndexPath?)] = insertedSet.map { ($0, nil) } + moves.map { ($0.1, $0.0) }
        arrivals.sort { $0.0 < $1.0 }
        for (destination, source) in arrivals where destination.section < sections.count {
            let item = min(destination.item, sections[destination.section].count)
            sections[destination.section].insert(source ?? IndexPath(item: -1, section: -1), at: item)
        }
        for (section, identities) in sections.enumerated() {
            for (item, identity) in identities.enumerated() {
                let new = IndexPath(item: item, section: section)
                if let identity, identity.item >= 0 { newIndexPath[identity] = new } else { inserted.append(new) }
            }
        }
        deleted = deletedSet.sorted()
        inserted.sort()
    }
}

/// The two states of a batch update and what the layout said about items that appear or disappear, in visual
/// coordinates. `frame(at:)` gives the in-between states.
public struct CollectionUpdateAnimation: Sendable {
    public var before: [LayoutAttributes]
    public var after: [LayoutAttributes]
    public var mapping: CollectionIndexMapping
    /// `initialLayoutAttributesForAppearingItem(at:)` answers, by new index path.
    public var appearing: [IndexPath: LayoutAttributes]
    /// `finalLayoutAttributesForDisappearingItem(at:)` answers, by old index path.
    public var disappearing: [IndexPath: LayoutAttributes]

    /// One element of an in-between frame: its attributes, and whether it shows the old data (a disappearing item
    /// or element) or the new.
    public struct Frame: Hashable, Sendable {
        public var attributes: LayoutAttributes
        public var showsOldContent: Bool
    }

    /// The elements at `progress` (0 = before, 1 = after) of the animation, eased with UIKit's default
    /// ease-in-ease-out curve. Items that stay move from their old to their new attributes; inserted items start
    /// from the layout's initial attributes (default: their final place, transparent); deleted items end at the
    /// layout's final attributes (default: where they were, transparent). Supplementary and decoration views
    /// match by kind and index path and fade in or out when they have no partner.
    public func frame(at progress: Double) -> [Frame] {
        let t = Self.easeInEaseOut(min(1, max(0, progress)))
        var result: [Frame] = []
        var afterByKey: [ElementKey: LayoutAttributes] = [:]
        for attributes in after { afterByKey[attributes.elementKey] = attributes }
        var matched = Set<ElementKey>()
        for old in before {
            var key = old.elementKey
            if old.representedElementCategory == .cell {
                guard let new = mapping.newIndexPath[old.indexPath] else {
                    var end = disappearing[old.indexPath] ?? old
                    if disappearing[old.indexPath] == nil { end.alpha = 0 }
                    result.append(Frame(attributes: Self.interpolate(old, end, t), showsOldContent: true))
                    continue
                }
                key = .cell(new)
            }
            if let new = afterByKey[key] {
                matched.insert(key)
                result.append(Frame(attributes: Self.interpolate(old, new, t), showsOldContent: false))
            } else {
                var end = old
                end.alpha = 0
                result.append(Frame(attributes: Self.interpolate(old, end, t), showsOldContent: true))
            }
        }
        for new in after where !matched.contains(new.elementKey) {
            var start = new
            if new.representedElementCategory == .cell, let initial = appearing[new.indexPath] {
                start = initial
            } else {
                start.alpha = 0
            }
            result.append(Frame(attributes: Self.interpolate(start, new, t), showsOldContent: false))
        }
        return result
    }

    /// Linear interpolation of frame, alpha and transform; discrete attributes take the end state's.
    static func interpolate(_ a: LayoutAttributes, _ b: LayoutAttributes, _ t: Double) -> LayoutAttributes {
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        var result = b
        result.frame = Rect(x: mix(a.frame.minX, b.frame.minX), y: mix(a.frame.minY, b.frame.minY),
                            width: mix(a.frame.width, b.frame.width), height: mix(a.frame.height, b.frame.height))
        result.alpha = mix(a.alpha, b.alpha)
        let p = a.transform3D, q = b.transform3D
        result.transform3D = Transform3D(
            m11: mix(p.m11, q.m11), m12: mix(p.m12, q.m12), m13: mix(p.m13, q.m13), m14: mix(p.m14, q.m14),
            m21: mix(p.m21, q.m21), m22: mix(p.m22, q.m22), m23: mix(p.m23, q.m23), m24: mix(p.m24, q.m24),
            m31: mix(p.m31, q.m31), m32: mix(p.m32, q.m32), m33: mix(p.m33, q.m33), m34: mix(p.m34, q.m34),
            m41: mix(p.m41, q.m41), m42: mix(p.m42, q.m42), m43: mix(p.m43, q.m43), m44: mix(p.m44, q.m44))
        if t < 1 { result.isHidden = a.isHidden && b.isHidden }
        return result
    }

    /// `CAMediaTimingFunction(name: .easeInEaseOut)`: the cubic Bézier (0.42, 0), (0.58, 1), solved for x = t.
    static func easeInEaseOut(_ x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        let (x1, y1, x2, y2) = (0.42, 0.0, 0.58, 1.0)
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if bezier(mid, x1, x2) < x { low = mid } else { high = mid }
        }
        return bezier((low + high) / 2, y1, y2)
    }
}
