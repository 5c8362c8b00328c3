/// Writing direction of a paragraph; decides what `natural` alignment means.
public enum LayoutDirection: String, CaseIterable, Sendable, Codable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}

/// `UIContentSizeCategory`, in ramp order. `large` (L) is the default.
public enum ContentSizeCategory: String, CaseIterable, Sendable, Codable, Comparable {
    case extraSmall = "xS"
    case small = "S"
    case medium = "M"
    case large = "L"
    case extraLarge = "xL"
    case extraExtraLarge = "xxL"
    case extraExtraExtraLarge = "xxxL"
    case accessibilityMedium = "AX1"
    case accessibilityLarge = "AX2"
    case accessibilityExtraLarge = "AX3"
    case accessibilityExtraExtraLarge = "AX4"
    case accessibilityExtraExtraExtraLarge = "AX5"

    /// The short name used in fixtures, file names and on the command line (`xS` … `AX5`).
    public var shortName: String { rawValue }

    /// `UIContentSizeCategory.isAccessibilityCategory`.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    public var rampIndex: Int { Self.allCases.firstIndex(of: self) ?? 3 }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rampIndex < rhs.rampIndex }

    /// Parses a short name (`AX5`) case-insensitively; the long UIKit-style names (`accessibilityLarge`) too.
    public init?(name: String) {
        let lowered = name.lowercased()
        if let match = Self.allCases.first(where: { $0.rawValue.lowercased() == lowered || "\($0)".lowercased() == lowered }) {
            self = match
        } else {
            return nil
        }
    }
}

/// A pseudo-locale: every text of a layout rewritten the way pseudo-localisation tools do, to show truncation,
/// clipping and mirroring before a translation exists (Android's `en-XA`/`ar-XB`, Paparazzi). The rewriting itself
/// is `PseudoLocalizer` in Measure.
public enum PseudoLocale: String, CaseIterable, Sendable, Codable {
    /// Accented letters, the same length: `Settings` → `Šéţţîñĝš`.
    case accented
    /// Accented and longer, in brackets so clipping shows: +40 % for short texts, +30 % for long ones.
    case long
    /// Latin letters as Hebrew letters, so the text runs right to left; the layout is right to left too.
    case rtl
}

/// The conditions a document is laid out in: UIKit's trait collection and screen, as one value.
public struct LayoutEnvironment: Hashable, Sendable {
    /// Width of the table or collection view, in points.
    public var width: Double
    public var category: ContentSizeCategory
    /// Screen scale: 1, 2 or 3 pixels per point.
    public var scale: Double
    public var direction: LayoutDirection
    /// Whether the layout keeps each view's solved constraints for debug overlays to draw (`SceneElement`'s
    /// constraint guides). Off by default: it is a pass over the constraints of every cell that only overlays read.
    public var keepsConstraintGuides: Bool
    /// The pseudo-locale every text is rewritten in before it is measured; nil for the text as written.
    public var pseudoLocale: PseudoLocale?
    /// The width of the screen the layout is on when it is not `width` (a cell narrower than the screen, as Interface
    /// Builder's canvas shows a freeform cell on its device); nil: `width`.
    public var screenWidth: Double?

    @inlinable
    public init(width: Double = 375, category: ContentSizeCategory = .large, scale: Double = 2,
                direction: LayoutDirection = .leftToRight, keepsConstraintGuides: Bool = false, pseudoLocale: PseudoLocale? = nil) {
        self.width = width; self.category = category; self.scale = scale; self.direction = direction
        self.keepsConstraintGuides = keepsConstraintGuides; self.pseudoLocale = pseudoLocale
    }
}
