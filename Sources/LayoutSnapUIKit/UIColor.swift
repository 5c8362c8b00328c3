import Foundation
import Scenes

/// `UIColor`: a colour that may look different in light and dark appearance. A dynamic colour is resolved when a
/// scene is drawn in its variant's appearance; `cgColor` resolves it against `UITraitCollection.current` at the
/// moment it is read, as on iOS (so a layer's border colour keeps the appearance the view was created in).
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour with its light and dark components.
    public let color: Color

    public init(color: Color) { self.color = color }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(color: Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (Double(hue) - Double(hue).rounded(.down)) * 6, s = Double(saturation), v = Double(brightness)
        let sector = Int(h.rounded(.down)) % 6, f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let rgb = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][max(0, sector)]
        self.init(color: Color(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: Double(alpha)))
    }
    /// `init(cgColor:)`.
    public convenience init(cgColor: CGColor) { self.init(color: cgColor.color) }

    /// `init(dynamicProvider:)`: the provider is asked once for the light and once for the dark appearance.
    @preconcurrency @MainActor public convenience init(dynamicProvider: (UITraitCollection) -> UIColor) {
        let light = UITraitCollection(traitsFrom: [UITraitCollection.current, UITraitCollection(userInterfaceStyle: .light)])
        let dark = UITraitCollection(traitsFrom: [UITraitCollection.current, UITraitCollection(userInterfaceStyle: .dark)])
        self.init(color: .dynamic(light: dynamicProvider(light).color.resolved(for: .light), dark: dynamicProvider(dark).color.resolved(for: .dark)))
    }

    /// `resolvedColor(with:)`: the colour as it looks in that collection's appearance.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        UIColor(color: color.resolved(for: traitCollection.appearance))
    }

    /// `cgColor`: resolved against `UITraitCollection.current`.
    @preconcurrency @MainActor public var cgColor: CGColor { CGColor(color: color.resolved(for: UITraitCollection.current.appearance)) }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        var light = color
        light.dark = nil
        light.alpha = Double(alpha)
        guard let dark = color.dark else { return UIColor(color: light) }
        return UIColor(color: .dynamic(light: light, dark: Color(red: dark.red, green: dark.green, blue: dark.blue, alpha: Double(alpha))))
    }

    /// `getRed(_:green:blue:alpha:)` (the light appearance's components).
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
                       alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = CGFloat(color.red); green?.pointee = CGFloat(color.green); blue?.pointee = CGFloat(color.blue)
        alpha?.pointee = CGFloat(color.alpha)
        return true
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.color == rhs.color }
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }
    public var description: String { "UIColor(\(color.hexString))" }

    private static func system(_ color: SystemColor) -> UIColor { UIColor(color: color.color) }
    private static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color {
        Color(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }
    private static func dynamic(_ light: Color, _ dark: Color) -> UIColor { UIColor(color: .dynamic(light: light, dark: dark)) }

    // Fixed colours.
    public static let clear = UIColor(color: .clear)
    public static let black = UIColor(color: .black)
    public static let white = UIColor(color: .white)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)

    // Semantic colours (iOS 13+), light and dark.
    public static let label = system(.label)
    public static let secondaryLabel = system(.secondaryLabel)
    public static let tertiaryLabel = system(.tertiaryLabel)
    public static let quaternaryLabel = dynamic(rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16))
    public static let placeholderText = dynamic(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
    public static let link = dynamic(rgb(0, 122, 255), rgb(9, 132, 255))
    public static let systemBackground = system(.systemBackground)
    public static let secondarySystemBackground = system(.secondarySystemBackground)
    public static let tertiarySystemBackground = dynamic(.white, rgb(44, 44, 46))
    public static let systemGroupedBackground = system(.systemGroupedBackground)
    public static let secondarySystemGroupedBackground = system(.secondarySystemGroupedBackground)
    public static let tertiarySystemGroupedBackground = dynamic(rgb(242, 242, 247), rgb(44, 44, 46))
    public static let separator = system(.separator)
    public static let opaqueSeparator = dynamic(rgb(198, 198, 200), rgb(56, 56, 58))
    public static let systemFill = dynamic(rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36))
    public static let secondarySystemFill = dynamic(rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32))
    public static let tertiarySystemFill = dynamic(rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24))
    public static let quaternarySystemFill = dynamic(rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18))
    public static let systemBlue = system(.systemBlue)
    public static let systemRed = system(.systemRed)
    public static let systemGreen = system(.systemGreen)
    public static let systemOrange = system(.systemOrange)
    public static let systemGray = system(.systemGray)
    public static let systemGray2 = dynamic(rgb(174, 174, 178), rgb(99, 99, 102))
    public static let systemGray3 = dynamic(rgb(199, 199, 204), rgb(72, 72, 74))
    public static let systemGray4 = dynamic(rgb(209, 209, 214), rgb(58, 58, 60))
    public static let systemGray5 = system(.systemGray5)
    public static let systemGray6 = dynamic(rgb(242, 242, 247), rgb(28, 28, 30))
    public static let systemYellow = dynamic(rgb(255, 204, 0), rgb(255, 214, 10))
    public static let systemPink = dynamic(rgb(255, 45, 85), rgb(255, 55, 95))
    public static let systemPurple = dynamic(rgb(175, 82, 222), rgb(191, 90, 242))
    public static let systemTeal = dynamic(rgb(48, 176, 199), rgb(64, 200, 224))
    public static let systemIndigo = dynamic(rgb(88, 86, 214), rgb(94, 92, 230))
    public static let systemMint = dynamic(rgb(0, 199, 190), rgb(99, 230, 226))
    public static let systemCyan = dynamic(rgb(50, 173, 230), rgb(100, 210, 255))
    public static let systemBrown = dynamic(rgb(162, 132, 94), rgb(172, 142, 104))
    /// `UIColor.tintColor`: the system blue (a view's own `tintColor` is what it inherits).
    public static let tintColor = system(.systemBlue)
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    public static let darkText = UIColor.black
}

/// `CGColor`: a resolved colour (no appearance of its own), as layers hold them.
public final class CGColor: Hashable, Sendable {
    public let color: Color
    init(color: Color) { self.color = color }
    public var alpha: CGFloat { CGFloat(color.alpha) }
    public func copy(alpha: CGFloat) -> CGColor? {
        var copy = color
        copy.alpha = Double(alpha)
        return CGColor(color: copy)
    }
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.color == rhs.color }
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }
}

/// `#colorLiteral(red:green:blue:alpha:)`: the sRGB colour, as `UIColor(red:green:blue:alpha:)`.
extension UIColor: _ExpressibleByColorLiteral {
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

/// The type `#colorLiteral` makes when nothing else is asked for, as in UIKit.
public typealias _ColorLiteralType = UIColor
