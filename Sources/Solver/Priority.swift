/// `UILayoutPriority`: 1…1000, where 1000 is required. Optional priorities are strict levels: a constraint
/// is never given up to better satisfy any number of constraints of lower priority (`uikit-semantics.md` §1.1–1.2).
public struct LayoutPriority: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var rawValue: Double
    @inlinable public init(_ rawValue: Double) { self.rawValue = rawValue }

    public static let required = LayoutPriority(1000)
    public static let defaultHigh = LayoutPriority(750)
    public static let dragThatCanResizeScene = LayoutPriority(510)
    public static let sceneSizeStayPut = LayoutPriority(500)
    public static let dragThatCannotResizeScene = LayoutPriority(490)
    public static let defaultLow = LayoutPriority(250)
    public static let fittingSizeLevel = LayoutPriority(50)

    @inlinable public var isRequired: Bool { rawValue >= 1000 }
    /// Whether the value is a valid `UILayoutPriority` (1…1000).
    public var isValid: Bool { rawValue >= 1 && rawValue <= 1000 }

    @inlinable public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String {
        rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }
}

/// `NSLayoutConstraint.Relation`.
public enum LayoutRelation: String, Sendable, CaseIterable {
    case lessThanOrEqual = "<="
    case equal = "=="
    case greaterThanOrEqual = ">="
}
