/// `UICollectionView.ElementCategory`.
public enum ElementCategory: String, Sendable, Codable {
    case cell, supplementaryView, decorationView
}

/// The position of an element in its data: `IndexPath(item:section:)`.
public struct IndexPath: Hashable, Sendable, Codable, Comparable {
    public var section: Int
    public var item: Int
    @inlinable public init(item: Int, section: Int) { self.item = item; self.section = section }
    @inlinable public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool { (lhs.section, lhs.item) < (rhs.section, rhs.item) }
}
