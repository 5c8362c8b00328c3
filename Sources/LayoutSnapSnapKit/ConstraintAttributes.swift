import LayoutSnapUIKit

/// The attributes a maker chain or a `ConstraintItem` names (SnapKit keeps this type internal too). Composites are
/// SnapKit's: `edges` is top, left, bottom, right (absolute sides); `directionalEdges` uses leading and trailing.
struct ConstraintAttributes: OptionSet, Hashable {
    let rawValue: UInt32

    static let none: ConstraintAttributes = []
    static let left = ConstraintAttributes(rawValue: 1 << 0)
    static let top = ConstraintAttributes(rawValue: 1 << 1)
    static let right = ConstraintAttributes(rawValue: 1 << 2)
    static let bottom = ConstraintAttributes(rawValue: 1 << 3)
    static let leading = ConstraintAttributes(rawValue: 1 << 4)
    static let trailing = ConstraintAttributes(rawValue: 1 << 5)
    static let width = ConstraintAttributes(rawValue: 1 << 6)
    static let height = ConstraintAttributes(rawValue: 1 << 7)
    static let centerX = ConstraintAttributes(rawValue: 1 << 8)
    static let centerY = ConstraintAttributes(rawValue: 1 << 9)
    static let lastBaseline = ConstraintAttributes(rawValue: 1 << 10)
    static let firstBaseline = ConstraintAttributes(rawValue: 1 << 11)
    static let leftMargin = ConstraintAttributes(rawValue: 1 << 12)
    static let rightMargin = ConstraintAttributes(rawValue: 1 << 13)
    static let topMargin = ConstraintAttributes(rawValue: 1 << 14)
    static let bottomMargin = ConstraintAttributes(rawValue: 1 << 15)
    static let leadingMargin = ConstraintAttributes(rawValue: 1 << 16)
    static let trailingMargin = ConstraintAttributes(rawValue: 1 << 17)
    static let centerXWithinMargins = ConstraintAttributes(rawValue: 1 << 18)
    static let centerYWithinMargins = ConstraintAttributes(rawValue: 1 << 19)

    static let edges: ConstraintAttributes = [.top, .left, .bottom, .right]
    static let horizontalEdges: ConstraintAttributes = [.left, .right]
    static let verticalEdges: ConstraintAttributes = [.top, .bottom]
    static let directionalEdges: ConstraintAttributes = [.top, .leading, .bottom, .trailing]
    static let directionalHorizontalEdges: ConstraintAttributes = [.leading, .trailing]
    static let directionalVerticalEdges: ConstraintAttributes = [.top, .bottom]
    static let size: ConstraintAttributes = [.width, .height]
    static let center: ConstraintAttributes = [.centerX, .centerY]
    static let margins: ConstraintAttributes = [.topMargin, .leftMargin, .bottomMargin, .rightMargin]
    static let directionalMargins: ConstraintAttributes = [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin]
    static let centerWithinMargins: ConstraintAttributes = [.centerXWithinMargins, .centerYWithinMargins]

    /// Each single attribute and UIKit's attribute for it, in the order constraints are made.
    private static let table: [(ConstraintAttributes, NSLayoutConstraint.Attribute)] = [
        (.left, .left), (.top, .top), (.right, .right), (.bottom, .bottom), (.leading, .leading), (.trailing, .trailing),
        (.width, .width), (.height, .height), (.centerX, .centerX), (.centerY, .centerY), (.lastBaseline, .lastBaseline),
        (.firstBaseline, .firstBaseline), (.leftMargin, .leftMargin), (.rightMargin, .rightMargin), (.topMargin, .topMargin),
        (.bottomMargin, .bottomMargin), (.leadingMargin, .leadingMargin), (.trailingMargin, .trailingMargin),
        (.centerXWithinMargins, .centerXWithinMargins), (.centerYWithinMargins, .centerYWithinMargins),
    ]

    /// UIKit's attributes, one per constraint SnapKit makes.
    var layoutAttributes: [NSLayoutConstraint.Attribute] { Self.table.filter { contains($0.0) }.map(\.1) }

    /// Whether `self` (the maker's attributes) and `other` (the target's) are one of the composite pairs SnapKit
    /// relates side by side: `edges` with `margins`, `directionalEdges` with `directionalMargins`, either way round.
    func pairsWithMargins(_ other: ConstraintAttributes) -> Bool {
        (self == .edges && other == .margins) || (self == .margins && other == .edges)
            || (self == .directionalEdges && other == .directionalMargins) || (self == .directionalMargins && other == .directionalEdges)
    }
}

extension NSLayoutConstraint.Attribute {
    /// The margin attribute for an edge and the edge for a margin (SnapKit's `edges` ↔ `margins` pairing).
    var marginCounterpart: NSLayoutConstraint.Attribute {
        switch self {
        case .left: return .leftMargin
        case .right: return .rightMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        default: return self
        }
    }

    /// Width and height, which a bare constant sets without a second item.
    var isDimension: Bool { self == .width || self == .height }
}
