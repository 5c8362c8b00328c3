/// Points, sizes and rectangles in points (`Double`), shared by every stage.
///
/// They live in `Geometry`, the lowest module, which every stage imports (`TextLayout` needs sizes and positions
/// too). Small members are `@inlinable`, so other modules use them at no call cost. Pixel snapping is a separate,
/// explicit step (`PixelGrid`), never done implicitly by these types.
public struct Point: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double
    @inlinable
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = Point(x: 0, y: 0)
}

public struct Size: Hashable, Sendable, Codable {
    public var width: Double
    public var height: Double
    @inlinable
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = Size(width: 0, height: 0)
}

public struct Rect: Hashable, Sendable, Codable {
    public var origin: Point
    public var size: Size
    @inlinable
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    @inlinable
    public var minX: Double { origin.x }
    @inlinable
    public var minY: Double { origin.y }
    @inlinable
    public var maxX: Double { origin.x + size.width }
    @inlinable
    public var maxY: Double { origin.y + size.height }
    @inlinable
    public var width: Double { size.width }
    @inlinable
    public var height: Double { size.height }
    @inlinable
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }
    @inlinable
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}

/// Insets from the edges of a rectangle, in the directional form UIKit uses (`NSDirectionalEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable, Codable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double
    @inlinable
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public static let zero = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

/// Rounding to the device pixel grid of a screen scale, as UIKit does it
/// (`uikit-semantics.md` §10): frames round to the nearest pixel, text sizes round up.
public enum PixelGrid {
    /// Rounds up to the next multiple of `1/scale` (UILabel sizes: 20.287 → 20.5 at @2x).
    /// A tiny tolerance keeps values that are already on the grid from growing by a pixel.
    @inlinable
    public static func ceil(_ value: Double, scale: Double) -> Double {
        (value * scale - 1e-9).rounded(.up) / scale
    }

    /// Rounds to the nearest multiple of `1/scale`, ties up (950.25 → 950.5 at @2x).
    @inlinable
    public static func round(_ value: Double, scale: Double) -> Double {
        (value * scale + 0.5).rounded(.down) / scale
    }

    /// `value`, a whole number of pixels, as an `Int`; nil when it is not finite or beyond ±2^52 (where a conversion
    /// would trap or lose exactness). Every pixel count computed from input goes through this before `Int`.
    @inlinable
    public static func integer(_ value: Double) -> Int? {
        guard value.isFinite, value.magnitude <= 0x1p52 else { return nil }
        return Int(value)
    }
}

extension Rect {
    /// The smallest rectangle holding both.
    @inlinable
    public func union(_ other: Rect) -> Rect {
        let minX = Swift.min(self.minX, other.minX), minY = Swift.min(self.minY, other.minY)
        let maxX = Swift.max(self.maxX, other.maxX), maxY = Swift.max(self.maxY, other.maxY)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The rectangle reflected in the vertical line x = width / 2 of a content `width` wide (right-to-left flip).
    @inlinable
    public func mirrored(inWidth width: Double) -> Rect {
        Rect(x: width - maxX, y: minY, width: self.width, height: height)
    }
}

extension Double {
    /// The number as names and messages write it: a whole number without decimals ("320"), any other in Swift's
    /// shortest form that reads back the same ("0.5"); no Foundation formatter, so it is cheap in loops.
    package var plainDescription: String { self == rounded() && magnitude < 1e15 ? String(Int(self)) : String(self) }

    /// A length or ratio as messages write it: rounded to two decimals at most ("17", "3.5", "0.43").
    package var pointsDescription: String { ((self * 100).rounded() / 100).plainDescription }
}
