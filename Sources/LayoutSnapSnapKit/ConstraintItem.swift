import LayoutSnapUIKit

/// SnapKit's `ConstraintItem`: a view or layout guide with the attributes to relate to (`other.snp.bottom`,
/// `other.snp.edges`). The object is held weakly, as in SnapKit.
@preconcurrency @MainActor public final class ConstraintItem: ConstraintRelatableTarget {
    weak var target: AnyObject?
    let attributes: ConstraintAttributes

    init(target: AnyObject?, attributes: ConstraintAttributes) {
        self.target = target
        self.attributes = attributes
    }

    /// The target as something constraints can be made for.
    var layoutConstraintItem: LayoutConstraintItem? { target as? LayoutConstraintItem }
}

/// SnapKit's `==` for items: the same item, or the same live target with the same attributes.
@preconcurrency @MainActor public func == (lhs: ConstraintItem, rhs: ConstraintItem) -> Bool {
    if lhs === rhs { return true }
    guard let left = lhs.target, let right = rhs.target else { return false }
    return left === right && lhs.attributes == rhs.attributes
}
