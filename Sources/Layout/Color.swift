import Measure

/// An sRGB colour with straight (not premultiplied) alpha, components in 0…1.
public struct Color: Hashable, Sendable, Codable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
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

/// UIKit's semantic colours in the light appearance (values of iOS 17's `UIColor.label` etc.).
public enum SystemColor: String, CaseIterable, Sendable, Codable {
    case label, secondaryLabel, tertiaryLabel, systemBackground, secondarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, separator, systemBlue, systemRed, systemGray5
    case systemGray, systemGreen, systemOrange

    public var color: Color {
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
}
