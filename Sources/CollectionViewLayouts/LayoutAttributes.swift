import Geometry

/// The kind of a supplementary or decoration view (`UICollectionView.elementKindSectionHeader` and friends).
/// Layouts may define their own kinds; any string is a kind.
public struct ElementKind: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
    public var description: String { rawValue }
    public static func < (lhs: ElementKind, rhs: ElementKind) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `UICollectionView.elementKindSectionHeader`.
    public static let sectionHeader: ElementKind = "sectionHeader"
    /// `UICollectionView.elementKindSectionFooter`.
    public static let sectionFooter: ElementKind = "sectionFooter"
    /// A decoration view behind a section's items (compositional layout's `NSCollectionLayoutDecorationItem.background`).
    public static let sectionBackground: ElementKind = "sectionBackground"
    /// A table separator line, drawn as a decoration view.
    public static let separator: ElementKind = "separator"
}

/// The layout-related attributes of one element in a collection view (`UICollectionViewLayoutAttributes`).
///
/// `frame`, `center`, `size` and `bounds` are views of one stored rectangle, kept consistent as UIKit keeps them:
/// setting `frame` sets centre and size; setting `center` moves the frame; setting `size` (or `bounds.size`) keeps
/// the centre. `frame` is the untransformed frame; `transform` and `transform3D` apply around the centre.
/// Setting `transform` replaces `transform3D` with its 3-D equivalent, and the reverse keeps its x-y part.
public struct LayoutAttributes: Hashable, Sendable {
    public var indexPath: IndexPath
    /// `representedElementCategory`.
    public var representedElementCategory: ElementCategory
    /// `representedElementKind`: nil for cells.
    public var representedElementKind: ElementKind?
    /// The frame in the collection view's content coordinates.
    public var frame: Rect
    /// The origin of the element's own coordinate system (`bounds.origin`); usually zero.
    public var boundsOrigin: Point = .zero
    /// `transform3D`; `transform` is its x-y part.
    public var transform3D: Transform3D = .identity
    /// Default 1.
    public var alpha: Double = 1
    /// Default 0; higher draws on top. Equal values draw in the order the layout returned them.
    public var zIndex: Int = 0
    public var isHidden: Bool = false

    /// `init(forCellWith:)`.
    public init(forCellWith indexPath: IndexPath, frame: Rect = .zero) {
        self.indexPath = indexPath
        self.representedElementCategory = .cell
        self.representedElementKind = nil
        self.frame = frame
    }

    /// `init(forSupplementaryViewOfKind:with:)`.
    public init(forSupplementaryViewOfKind kind: ElementKind, with indexPath: IndexPath, frame: Rect = .zero) {
        self.indexPath = indexPath
        self.representedElementCategory = .supplementaryView
        self.representedElementKind = kind
        self.frame = frame
    }

    /// `init(forDecorationViewOfKind:with:)`.
    public init(forDecorationViewOfKind kind: ElementKind, with indexPath: IndexPath, frame: Rect = .zero) {
        self.indexPath = indexPath
        self.representedElementCategory = .decorationView
        self.representedElementKind = kind
        self.frame = frame
    }

    public var size: Size {
        get { frame.size }
        set {
            let center = self.center
            frame = Rect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width, height: newValue.height)
        }
    }

    public var center: Point {
        get { Point(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2) }
        set { frame.origin = Point(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    public var bounds: Rect {
        get { Rect(origin: boundsOrigin, size: frame.size) }
        set {
            boundsOrigin = newValue.origin
            size = newValue.size
        }
    }

    /// The affine transform (`transform`): the x-y part of `transform3D`; setting it replaces `transform3D`.
    public var transform: AffineTransform {
        get { transform3D.affineTransform }
        set { transform3D = Transform3D(newValue) }
    }

    /// An identity for the element: which element of which kind at which index path (`isEqual` in UIKit compares
    /// more; this is the key layouts and collection views match elements by).
    public var elementKey: ElementKey {
        ElementKey(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
    }
}

/// Which element: category, kind and index path. Sorted by category, then kind, then index path.
public struct ElementKey: Hashable, Sendable, Comparable {
    public var category: ElementCategory
    public var kind: ElementKind?
    public var indexPath: IndexPath

    public init(category: ElementCategory, kind: ElementKind?, indexPath: IndexPath) {
        self.category = category; self.kind = kind; self.indexPath = indexPath
    }

    public static func cell(_ indexPath: IndexPath) -> ElementKey { ElementKey(category: .cell, kind: nil, indexPath: indexPath) }

    public static func < (lhs: ElementKey, rhs: ElementKey) -> Bool {
        let order: [ElementCategory: Int] = [.cell: 0, .supplementaryView: 1, .decorationView: 2]
        return (order[lhs.category] ?? 0, lhs.kind?.rawValue ?? "", lhs.indexPath) < (order[rhs.category] ?? 0, rhs.kind?.rawValue ?? "", rhs.indexPath)
    }
}
