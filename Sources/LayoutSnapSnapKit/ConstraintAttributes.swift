import LayoutSnapUIKit

/// The attributes a maker chain or a `ConstraintItem` names. Composites are SnapKit's: `edges` is top, left, bottom,
/// right (absolute sides); `directionalEdges` uses leading and trailing. SnapKit keeps this type internal; here it is
/// public because `ConstraintMakerAttributes` names it, so that the maker's attribute list is written once.
public struct ConstraintAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let none: ConstraintAttributes = []
    public static let left = ConstraintAttributes(rawValue: 1 << 0)
    public static let top = ConstraintAttributes(rawValue: 1 << 1)
    public static let right = ConstraintAttributes(rawValue: 1 << 2)
    public static let bottom = ConstraintAttributes(rawValue: 1 << 3)
    public static let leading = ConstraintAttributes(rawValue: 1 << 4)
    public static let trailing = ConstraintAttributes(rawValue: 1 << 5)
    public static let width = ConstraintAttributes(rawValue: 1 << 6)
    public static let height = ConstraintAttributes(rawValue: 1 << 7)
    public static let centerX = ConstraintAttributes(rawValue: 1 << 8)
    public static let centerY = ConstraintAttributes(rawValue: 1 << 9)
    public static let lastBaseline = ConstraintAttributes(rawValue: 1 << 10)
    public static let firstBaseline = ConstraintAttributes(rawValue: 1 << 11)
    public static let leftMargin = ConstraintAttributes(rawValue: 1 << 12)
    public static let rightMargin = ConstraintAttributes(rawValue: 1 << 13)
    public static let topMargin = ConstraintAttributes(rawValue: 1 << 14)
    public static let bottomMargin = ConstraintAttributes(rawValue: 1 << 15)
    public static let leadingMargin = ConstraintAttributes(rawValue: 1 << 16)
    public static let trailingMargin = ConstraintAttributes(rawValue: 1 << 17)
    public static let centerXWithinMargins = ConstraintAttributes(rawValue: 1 << 18)
    public static let centerYWithinMargins = ConstraintAttributes(rawValue: 1 << 19)

    public static let edges: ConstraintAttributes = [.top, .left, .bottom, .right]
    public static let horizontalEdges: ConstraintAttributes = [.left, .right]
    public static let verticalEdges: ConstraintAttributes = [.top, .bottom]
    public static let directionalEdges: ConstraintAttributes = [.top, .leading, .bottom, .trailing]
    public static let directionalHorizontalEdges: ConstraintAttributes = [.leading, .trailing]
    public static let directionalVerticalEdges: ConstraintAttributes = [.top, .bottom]
    public static let size: ConstraintAttributes = [.width, .height]
    public static let center: ConstraintAttributes = [.centerX, .centerY]
    public static let margins: ConstraintAttributes = [.topMargin, .leftMargin, .bottomMargin, .rightMargin]
    public static let directionalMargins: ConstraintAttributes = [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin]
    public static let centerWithinMargins: ConstraintAttributes = [.centerXWithinMargins, .centerYWithinMargins]

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
