/// An sRGB colour with straight (not premultiplied) alpha, components in 0…1.
///
/// A colour may be dynamic, like `UIColor(dynamicProvider:)` and the semantic system colours: it then carries the
/// components it has in the dark appearance, and `resolved(for:)` picks one. Colours are resolved after layout,
/// because an appearance never changes geometry.
public struct Color: Hashable, Sendable, Codable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double
    /// The colour in the dark appearance; nil when it is the same in both.
    public var dark: Components?

    /// Straight-alpha sRGB components, 0…1.
    public struct Components: Hashable, Sendable, Codable {
        public var red, green, blue, alpha: Double
        public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
            self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
        }
    }

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// A dynamic colour: `light` in the light appearance, `dark` in the dark one.
    public static func dynamic(light: Color, dark: Color) -> Color {
        var color = light.resolved(for: .light)
        let dark = dark.resolved(for: .dark)
        color.dark = Components(red: dark.red, green: dark.green, blue: dark.blue, alpha: dark.alpha)
        return color
    }

    /// The plain colour this one shows in `appearance` (UITraitCollection.userInterfaceStyle).
    public func resolved(for appearance: Appearance) -> Color {
        guard appearance == .dark, let dark else { return Color(red: red, green: green, blue: blue, alpha: alpha) }
        return Color(red: dark.red, green: dark.green, blue: dark.blue, alpha: dark.alpha)
    }

    /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`; nil for anything else.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        if digits.count == 3 || digits.count == 4 { digits = Substring(digits.map { "\($0)\($0)" }.joined()) }
        guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else { return nil }
        let hasAlpha = digits.count == 8
        let rgb = hasAlpha ? value >> 8 : value
        self.init(red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
                  blue: Double(rgb & 0xFF) / 255, alpha: hasAlpha ? Double(value & 0xFF) / 255 : 1)
    }

    /// `#RRGGBB` or `#RRGGBBAA` when not opaque.
    public var hexString: String {
        func byte(_ v: Double) -> String {
            let b = Int((min(max(v, 0), 1) * 255).rounded())
            return (b < 16 ? "0" : "") + String(b, radix: 16, uppercase: true)
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let black = Color(red: 0, green: 0, blue: 0)
}

/// The interface style a variant is drawn in (UIUserInterfaceStyle).
public enum Appearance: String, CaseIterable, Sendable, Codable, Comparable {
    case light, dark

    public static func < (lhs: Appearance, rhs: Appearance) -> Bool { lhs == .light && rhs == .dark }
}

/// UIKit's semantic colours, dynamic: iOS 17's values of `UIColor.label` etc. in the light and dark appearances.
public enum SystemColor: String, CaseIterable, Sendable, Codable {
    case label, secondaryLabel, tertiaryLabel, systemBackground, secondarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, separator, systemBlue, systemRed, systemGray5
    case systemGray, systemGreen, systemOrange

    public var color: Color { .dynamic(light: light, dark: dark) }

    private var light: Color {
        switch self {
        case .label: return .black
        case .secondaryLabel: return Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
        case .tertiaryLabel: return Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
        case .systemBackground, .secondarySystemGroupedBackground: return .white
        case .secondarySystemBackground, .systemGroupedBackground: return Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
        case .separator: return Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
        case .systemBlue: return Color(red: 0, green: 122 / 255, blue: 1)
        case .systemRed: return Color(red: 1, green: 59 / 255, blue: 48 / 255)
        case .systemGray5: return Color(red: 229 / 255, green: 229 / 255, blue: 234 / 255)
        case .systemGray: return Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255)
        case .systemGreen: return Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255)
        case .systemOrange: return Color(red: 1, green: 149 / 255, blue: 0)
        }
    }

    private var dark: Color {
        func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color { Color(red: r / 255, green: g / 255, blue: b / 255, alpha: a) }
        switch self {
        case .label: return .white
        case .secondaryLabel: return rgb(235, 235, 245, 0.6)
        case .tertiaryLabel: return rgb(235, 235, 245, 0.3)
        case .systemBackground, .systemGroupedBackground: return .black
        case .secondarySystemBackground, .secondarySystemGroupedBackground: return rgb(28, 28, 30)
        case .separator: return rgb(84, 84, 88, 0.6)
        case .systemBlue: return rgb(10, 132, 255)
        case .systemRed: return rgb(255, 69, 58)
        case .systemGray5: return rgb(44, 44, 46)
        case .systemGray: return rgb(142, 142, 147)
        case .systemGreen: return rgb(48, 209, 88)
        case .systemOrange: return rgb(255, 159, 10)
        }
    }
}
