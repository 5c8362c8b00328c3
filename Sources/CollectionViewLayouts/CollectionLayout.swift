import Geometry

/// What a layout may know about its collection view (`UICollectionViewLayout.collectionView`): the visible bounds
/// (origin = content offset), the data source's counts, the effective layout direction and traits. The collection
/// view sets it before every `prepare()`.
public struct CollectionViewState: Hashable, Sendable {
    /// The visible rectangle in content coordinates; its origin is the content offset.
    public var bounds: Rect
    /// Items per section, as the data source reports them.
    public var itemCounts: [Int]
    public var effectiveUserInterfaceLayoutDirection: LayoutDirection
    public var contentSizeCategory: ContentSizeCategory
    /// Screen scale (pixels per point).
    public var scale: Double

    public init(bounds: Rect, itemCounts: [Int], effectiveUserInterfaceLayoutDirection: LayoutDirection = .leftToRight,
                contentSizeCategory: ContentSizeCategory = .large, scale: Double = 2) {
        self.bounds = bounds; self.itemCounts = itemCounts
        self.effectiveUserInterfaceLayoutDirection = effectiveUserInterfaceLayoutDirection
        self.contentSizeCategory = contentSizeCategory; self.scale = scale
    }

    public var contentOffset: Point { bounds.origin }
    public var numberOfSections: Int { itemCounts.count }
    public func numberOfItems(inSection section: Int) -> Int { itemCounts.indices.contains(section) ? itemCounts[section] : 0 }
}

/// What needs recomputing (`UICollectionViewLayoutInvalidationContext`, with the flow layout's subclass flags).
/// A value: build it, hand it to `invalidateLayout(with:)`.
public struct InvalidationContext: Hashable, Sendable {
    /// Recompute everything (`invalidateEverything`): set when the layout or the data source changes.
    public var invalidateEverything = false
    /// Re-read section and item counts (`invalidateDataSourceCounts`): set on inserts, deletes and reloads.
    public var invalidateDataSourceCounts = false
    /// Re-ask the delegate for sizes and spacings (`UICollectionViewFlowLayoutInvalidationContext.invalidateFlowLayoutDelegateMetrics`).
    public var invalidateFlowLayoutDelegateMetrics = true
    /// Recompute positions from the known sizes (`invalidateFlowLayoutAttributes`).
    public var invalidateFlowLayoutAttributes = true
    /// `invalidatedItemIndexPaths`, in the order they were added.
    public private(set) var invalidatedItemIndexPaths: [IndexPath] = []
    /// `invalidatedSupplementaryIndexPaths`, by kind.
    public private(set) var invalidatedSupplementaryIndexPaths: [ElementKind: [IndexPath]] = [:]
    /// `invalidatedDecorationIndexPaths`, by kind.
    public private(set) var invalidatedDecorationIndexPaths: [ElementKind: [IndexPath]] = [:]
    /// Added to the content offset along with the invalidation (`contentOffsetAdjustment`).
    public var contentOffsetAdjustment: Point = .zero
    /// Added to the content size along with the invalidation (`contentSizeAdjustment`).
    public var contentSizeAdjustment: Size = .zero
    /// Sizes that cells asked for (self-sizing), by item. UIKit keeps these inside its layouts' private
    /// invalidation contexts; here they travel in the context, so a layout's state changes only through
    /// `invalidateLayout(with:)`.
    public private(set) var preferredItemSizes: [IndexPath: Size] = [:]

    public init(invalidateEverything: Bool = false, invalidateDataSourceCounts: Bool = false) {
        self.invalidateEverything = invalidateEverything
        self.invalidateDataSourceCounts = invalidateDataSourceCounts
    }

    /// `invalidateItems(at:)`.
    public mutating func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths += indexPaths
    }

    /// `invalidateSupplementaryElements(ofKind:at:)`.
    public mutating func invalidateSupplementaryElements(ofKind kind: ElementKind, at indexPaths: [IndexPath]) {
        invalidatedSupplementaryIndexPaths[kind, default: []] += indexPaths
    }

    /// `invalidateDecorationElements(ofKind:at:)`.
    public mutating func invalidateDecorationElements(ofKind kind: ElementKind, at indexPaths: [IndexPath]) {
        invalidatedDecorationIndexPaths[kind, default: []] += indexPaths
    }

    /// Records the size a self-sizing cell asked for and invalidates the item.
    public mutating func setPreferredSize(_ size: Size, forItemAt indexPath: IndexPath) {
        if preferredItemSizes[indexPath] == nil { invalidatedItemIndexPaths.append(indexPath) }
        preferredItemSizes[indexPath] = size
    }
}

/// Which dimensions of a cell size themselves from its content in a layout (what
/// `preferredLayoutAttributesFitting(_:)` may change).
public enum SelfSizingAxes: String, Hashable, Sendable {
    /// Sizes come from the layout; cells are not asked.
    case none
    /// The width is the layout's (fitted with `.required`), the height comes from the content (`.fittingSizeLevel`):
    /// table rows, list and waterfall cells.
    case height
    /// Both come from the content (`.fittingSizeLevel` on both axes): flow layout with `estimatedItemSize`.
    case both
}

/// One change in a batch update (`UICollectionViewUpdateItem`).
public enum CollectionUpdateItem: Hashable, Sendable {
    /// An item inserted at an index path of the new data.
    case insert(IndexPath)
    /// An item deleted from an index path of the old data.
    case delete(IndexPath)
    /// An item reloaded in place (its content changed; it may be re-measured).
    case reload(IndexPath)
    /// An item moved from an old to a new index path.
    case move(from: IndexPath, to: IndexPath)
}

/// A collection view layout: UICollectionViewLayout's life cycle, as a protocol.
///
/// The collection view drives it (`CollectionView` here): it sets `collectionView`, calls `prepare()`, reads
/// `collectionViewContentSize`, asks for `layoutAttributesForElements(in:)` for the visible rect, and on demand for
/// single elements. When the bounds change it asks `shouldInvalidateLayout(forBoundsChange:)` and, if so, builds
/// `invalidationContext(forBoundsChange:)` and calls `invalidateLayout(with:)`; self-sizing cells go through
/// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` the same way. After any
/// invalidation the next pass calls `prepare()` again.
///
/// Attributes are in left-to-right content coordinates. When `flipsHorizontallyInOppositeLayoutDirection` is
/// true and the effective direction differs from `developmentLayoutDirection`, the collection view mirrors them
/// (x ↦ contentWidth − maxX) and mirrors the rects it queries with, as UIKit does.
///
/// Write your own layout by conforming a class: see `Sources/Layout/Collection/README.md` for a worked example.
public protocol CollectionLayout: AnyObject {
    /// Set by the collection view before `prepare()` and whenever its bounds change.
    var collectionView: CollectionViewState { get set }

    /// Computes whatever the queries need (`prepare()`); called on the first pass and after every invalidation.
    func prepare()

    /// The size of the whole content (`collectionViewContentSize`).
    var collectionViewContentSize: Size { get }

    /// Every element (cells, supplementary and decoration views) whose frame intersects `rect`.
    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes]

    /// `layoutAttributesForItem(at:)`.
    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes?

    /// `layoutAttributesForSupplementaryView(ofKind:at:)`.
    func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes?

    /// `layoutAttributesForDecorationView(ofKind:at:)`.
    func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes?

    /// `shouldInvalidateLayout(forBoundsChange:)`; called for every bounds change, scrolling included. Default false.
    func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool

    /// `invalidationContext(forBoundsChange:)`. Default: an empty context.
    func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext

    /// `invalidateLayout(with:)`: forget what the context names; the next pass calls `prepare()`.
    func invalidateLayout(with context: InvalidationContext)

    /// Which dimensions cells size themselves in (`.none` when the layout knows every size).
    var selfSizingAxes: SelfSizingAxes { get }

    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`. Default: true when the
    /// preferred size differs from the original (the behaviour of UIKit's concrete layouts).
    func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
                                withOriginalAttributes originalAttributes: LayoutAttributes) -> Bool

    /// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`. Default: a context that carries
    /// the preferred size of the item.
    func invalidationContext(forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
                             withOriginalAttributes originalAttributes: LayoutAttributes) -> InvalidationContext

    /// `prepare(forCollectionViewUpdates:)`: called after `prepare()` with the new data, before the appearing and
    /// disappearing attributes are asked for. Default does nothing.
    func prepare(forCollectionViewUpdates updateItems: [CollectionUpdateItem])

    /// `finalizeCollectionViewUpdates()`. Default does nothing.
    func finalizeCollectionViewUpdates()

    /// `initialLayoutAttributesForAppearingItem(at:)`: where an inserted item starts its animation. Nil (the
    /// default) lets the collection view fade it in at its final place.
    func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes?

    /// `finalLayoutAttributesForDisappearingItem(at:)`: where a deleted item ends (index path in the old data).
    /// Nil (the default) lets the collection view fade it out where it was.
    func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes?

    /// `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`. Default: the item's attributes with its
    /// centre at the touch point and a zIndex above everything else.
    func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: Point) -> LayoutAttributes?

    /// `targetContentOffset(forProposedContentOffset:)`. Default: the proposed offset.
    func targetContentOffset(forProposedContentOffset proposedContentOffset: Point) -> Point

    /// `flipsHorizontallyInOppositeLayoutDirection`. Default false (UIKit's base class).
    var flipsHorizontallyInOppositeLayoutDirection: Bool { get }

    /// `developmentLayoutDirection`. Default left-to-right.
    var developmentLayoutDirection: LayoutDirection { get }
}

extension CollectionLayout {
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { false }

    public func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext { InvalidationContext() }

    public var selfSizingAxes: SelfSizingAxes { .none }

    public func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
                                       withOriginalAttributes originalAttributes: LayoutAttributes) -> Bool {
        preferredAttributes.size != originalAttributes.size
    }

    public func invalidationContext(forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
                                    withOriginalAttributes originalAttributes: LayoutAttributes) -> InvalidationContext {
        var context = InvalidationContext()
        context.invalidateFlowLayoutDelegateMetrics = false
        if preferredAttributes.representedElementCategory == .cell {
            context.setPreferredSize(preferredAttributes.size, forItemAt: preferredAttributes.indexPath)
        }
        return context
    }

    public func prepare(forCollectionViewUpdates updateItems: [CollectionUpdateItem]) {}

    public func finalizeCollectionViewUpdates() {}

    public func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? { nil }

    public func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? { nil }

    public func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: Point) -> LayoutAttributes? {
        guard var attributes = layoutAttributesForItem(at: indexPath) else { return nil }
        attributes.center = position
        attributes.zIndex = Int(Int32.max)
        return attributes
    }

    public func targetContentOffset(forProposedContentOffset proposedContentOffset: Point) -> Point { proposedContentOffset }

    public var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    public var developmentLayoutDirection: LayoutDirection { .leftToRight }
}

/// A decoration view behind each non-empty section's items (kind `.sectionBackground`, index path (0, section)), like
/// compositional layout's `NSCollectionLayoutDecorationItem.background`; UIKit's flow layout has none. Flow and
/// waterfall layouts draw it over the section's items box (the box `sectionInset` is measured in, between header and
/// footer), inset by `contentInsets` (leading = left: layouts work left to right; negative values enlarge it).
public struct SectionBackgroundDecoration: Hashable, Sendable {
    public var contentInsets: EdgeInsets
    /// Default −1: behind the cells.
    public var zIndex: Int

    public init(contentInsets: EdgeInsets = .zero, zIndex: Int = -1) {
        self.contentInsets = contentInsets
        self.zIndex = zIndex
    }
}

/// Binary search helpers the built-in layouts use to answer rect queries in time that grows with the number of
/// elements returned, not with the total.
enum SortedSearch {
    /// The first index in `0..<count` for which `isAtOrAfter` holds, given that it is false then true along the range.
    static func firstIndex(count: Int, where isAtOrAfter: (Int) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if isAtOrAfter(mid) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
