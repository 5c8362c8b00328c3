/// A screen's scale, pixels per point: 1, 2 or 3, the scales iOS devices have (`UIScreen.scale`). The one place a
/// scale is checked: an input's number becomes a scale here or is refused.
public enum ScreenScale: Double, CaseIterable, Hashable, Sendable, Comparable {
    case one = 1
    case two = 2
    case three = 3

    /// The scale `value` names, or nil for any other number.
    @inlinable public init?(exactly value: Double) { self.init(rawValue: value) }

    /// Pixels per point.
    @inlinable public var pixelsPerPoint: Double { rawValue }

    /// "1, 2 or 3", for messages.
    public static let allowedValues = "1, 2 or 3"

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
