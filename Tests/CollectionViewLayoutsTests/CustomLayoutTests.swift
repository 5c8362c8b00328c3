import CollectionViewLayouts
import Geometry
import Testing

/// The custom layout of `Sources/Layout/Collection/README.md`: a horizontal shelf of equal cards, each with a
/// "badge" supplementary view in its top trailing corner, snapping to card boundaries when scrolling ends, and
/// growing in from half size when a card is inserted.
final class ShelfLayout: CollectionLayout {
    static let badgeKind: ElementKind = "badge"

    var collectionView = CollectionViewState(bounds: .zero, itemCounts: [])
    var cardSize = Size(width: 120, height: 160)
    var spacing = 10.0
    var inset = 16.0
    private var frames: [Rect] = []

    func prepare() {
        let count = collectionView.numberOfItems(inSection: 0)
        frames = (0..<count).map { item in
            Rect(x: inset + Double(item) * (cardSize.width + spacing), y: inset, width: cardSize.width, height: cardSize.height)
        }
    }

    var collectionViewContentSize: Size {
        let width = (frames.last?.maxX ?? 0) + inset
        return Size(width: max(width, collectionView.bounds.width), height: cardSize.height + 2 * inset)
    }

    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        // Cards are sorted by x, so the visible ones are a contiguous range.
        let first = max(0, Int(((rect.minX - inset) / (cardSize.width + spacing)).rounded(.down)))
        var result: [LayoutAttributes] = []
        var item = first
        while item < frames.count, frames[item].minX < rect.maxX {
            let indexPath = IndexPath(item: item, section: 0)
            for attributes in [layoutAttributesForItem(at: indexPath), layoutAttributesForSupplementaryView(ofKind: Self.badgeKind, at: indexPath)]
                .compactMap({ $0 }) where attributes.frame.intersects(rect) {
                result.append(attributes)
            }
            item += 1
        }
        return result
    }

    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.section == 0, frames.indices.contains(indexPath.item) else { return nil }
        return LayoutAttributes(forCellWith: indexPath, frame: frames[indexPath.item])
    }

    func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        guard kind == Self.badgeKind, let card = layoutAttributesForItem(at: indexPath) else { return nil }
        var badge = LayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath,
                                     frame: Rect(x: card.frame.maxX - 28, y: card.frame.minY + 4, width: 24, height: 24))
        badge.zIndex = 1
        return badge
    }

    func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? { nil }

    func invalidateLayout(with context: InvalidationContext) {}

    func targetContentOffset(forProposedContentOffset proposedContentOffset: Point) -> Point {
        let pitch = cardSize.width + spacing
        let card = (proposedContentOffset.x / pitch).rounded()
        return Point(x: max(0, card * pitch), y: proposedContentOffset.y)
    }

    func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
        guard var attributes = layoutAttributesForItem(at: itemIndexPath) else { return nil }
        attributes.transform = AffineTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 0, ty: 0)
        attributes.alpha = 0
        return attributes
    }

    var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
}

struct CustomLayoutTests {
    private func shelf(items: Int, direction: LayoutDirection = .leftToRight) -> CollectionView {
        CollectionView(layout: ShelfLayout(), itemCounts: [items], bounds: Rect(x: 0, y: 0, width: 390, height: 200), direction: direction)
    }

    @Test func visibleElementsAreTheCardsAndBadgesInTheBounds() {
        let view = shelf(items: 10)
        let visible = view.layoutAttributesForElements(in: view.bounds)
        // Cards at x = 16, 146, 276 (and 406, outside): three cards and three badges.
        #expect(visible.filter { $0.representedElementCategory == .cell }.map(\.frame.minX) == [16, 146, 276])
        #expect(visible.filter { $0.representedElementKind == ShelfLayout.badgeKind }.count == 3)
        #expect(view.contentSize == Size(width: 16 + 10 * 120 + 9 * 10 + 16, height: 192))
    }

    @Test func rightToLeftMirrorsTheShelf() {
        let ltr = shelf(items: 10), rtl = shelf(items: 10, direction: .rightToLeft)
        let width = ltr.contentSize.width
        for item in 0..<10 {
            let indexPath = IndexPath(item: item, section: 0)
            let a = ltr.layoutAttributesForItem(at: indexPath)?.frame, b = rtl.layoutAttributesForItem(at: indexPath)?.frame
            #expect(b == a.map { $0.mirrored(inWidth: width) })
        }
        // The first card sits at the right end of the content in right-to-left.
        #expect(rtl.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.maxX == width - 16)
    }

    @Test func scrollingSnapsToCardBoundaries() {
        let view = shelf(items: 10)
        view.setContentOffset(Point(x: 200, y: 0))
        #expect(view.bounds.origin == Point(x: 260, y: 0))
    }

    @Test func insertedCardsGrowInAndOthersSlide() {
        let view = shelf(items: 3)
        let animation = view.performBatchUpdates([.insert(IndexPath(item: 0, section: 0))], newItemCounts: [4])
        #expect(animation.mapping.inserted == [IndexPath(item: 0, section: 0)])
        #expect(animation.mapping.newIndexPath[IndexPath(item: 2, section: 0)] == IndexPath(item: 3, section: 0))
        let start = animation.frame(at: 0), end = animation.frame(at: 1)
        let newCard = { (frames: [CollectionUpdateAnimation.Frame]) in
            frames.first { $0.attributes.representedElementCategory == .cell && $0.attributes.indexPath == IndexPath(item: 0, section: 0) && !$0.showsOldContent }
        }
        #expect(newCard(start)?.attributes.alpha == 0)
        #expect(newCard(start)?.attributes.transform == AffineTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 0, ty: 0))
        #expect(newCard(end)?.attributes.alpha == 1)
        #expect(newCard(end)?.attributes.transform == .identity)
        // The old first card slides one pitch to the right.
        let moved = { (frames: [CollectionUpdateAnimation.Frame]) in
            frames.first { $0.attributes.representedElementCategory == .cell && $0.attributes.indexPath == IndexPath(item: 1, section: 0) }
        }
        #expect(moved(start)?.attributes.frame.minX == 16)
        #expect(moved(end)?.attributes.frame.minX == 146)
        #expect(abs((moved(animation.frame(at: 0.5))?.attributes.frame.minX ?? 0) - 81) < 1e-9)
    }

    @Test func deletedItemsFadeOutWhereTheyWere() {
        let view = shelf(items: 3)
        let animation = view.performBatchUpdates([.delete(IndexPath(item: 1, section: 0))], newItemCounts: [2])
        let gone = animation.frame(at: 1).filter { $0.showsOldContent && $0.attributes.representedElementCategory == .cell }
        #expect(gone.count == 1)
        #expect(gone.first?.attributes.frame.minX == 146)
        #expect(gone.first?.attributes.alpha == 0)
    }

    @Test func anInteractivelyMovingItemFollowsTheTouchOnTop() {
        let view = shelf(items: 5)
        let moving = view.layoutAttributesForInteractivelyMovingItem(at: IndexPath(item: 2, section: 0), withTargetPosition: Point(x: 100, y: 90))
        #expect(moving?.center == Point(x: 100, y: 90))
        #expect((moving?.zIndex ?? 0) > 1)
        #expect(moving?.size == Size(width: 120, height: 160))
    }

    @Test func attributesKeepFrameCenterSizeAndBoundsConsistent() {
        var attributes = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0), frame: Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(attributes.center == Point(x: 60, y: 45))
        attributes.center = Point(x: 0, y: 0)
        #expect(attributes.frame == Rect(x: -50, y: -25, width: 100, height: 50))
        attributes.size = Size(width: 40, height: 10)
        #expect(attributes.center == Point(x: 0, y: 0))
        #expect(attributes.frame == Rect(x: -20, y: -5, width: 40, height: 10))
        attributes.bounds = Rect(x: 3, y: 4, width: 20, height: 20)
        #expect(attributes.frame == Rect(x: -10, y: -10, width: 20, height: 20))
        #expect(attributes.bounds.origin == Point(x: 3, y: 4))
        #expect(attributes.alpha == 1 && attributes.zIndex == 0 && !attributes.isHidden)
        attributes.transform = AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: 0)
        #expect(attributes.transform3D == Transform3D(m11: 2, m22: 2, m41: 5))
        attributes.transform3D = .rotation(angle: 0.3, x: 0, y: 1, z: 0)
        #expect(!attributes.transform3D.isAffine)
        #expect(attributes.transform3D.isPlanarAffine)
        attributes.transform3D = Transform3D(m34: -1.0 / 500).concatenating(.rotation(angle: 0.3, x: 0, y: 1, z: 0))
        #expect(attributes.transform3D.concatenating(.identity) == attributes.transform3D)
    }
}
