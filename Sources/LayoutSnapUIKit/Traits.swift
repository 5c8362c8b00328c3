import Foundation
import Geometry
import Layout
import Measure
import Scenes

/// `UIContentSizeCategory`: the user's text size setting, ordered from `extraSmall` to
/// `accessibilityExtraExtraExtraLarge`, with UIKit's raw values.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge, .accessibilityMedium,
        .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]

    /// LayoutSnap's category for this one (`unspecified` and unknown values count as `large`, as UIKit resolves
    /// fonts for them).
    public var contentSizeCategory: ContentSizeCategory {
        guard let index = Self.ordered.firstIndex(of: self) else { return .large }
        return ContentSizeCategory.allCases[index]
    }

    public init(_ category: ContentSizeCategory) { self = Self.ordered[category.rampIndex] }

    public var isAccessibilityCategory: Bool { self != .unspecified && contentSizeCategory.isAccessibilityCategory }

    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        (Self.ordered.firstIndex(of: lhs) ?? -1) < (Self.ordered.firstIndex(of: rhs) ?? -1)
    }
}

/// `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable { case leftToRight, rightToLeft }
/// `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable { case unspecified = -1, leftToRight, rightToLeft }
/// `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
/// `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified, compact, regular }
/// `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable { case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6 }
/// `UIAccessibilityContrast`.
public enum UIAccessibilityContrast: Int, Sendable { case unspecified = -1, normal, high }
/// `UILegibilityWeight`.
public enum UILegibilityWeight: Int, Sendable { case unspecified = -1, regular, bold }

/// `UITraitCollection`: the environment a view is laid out and drawn in. `current` is the collection fonts and
/// colours resolve against; LayoutSnap sets it to each variant's while it creates and lays out the view.
public final class UITraitCollection: Hashable, Sendable, CustomStringConvertible {
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let displayScale: CGFloat
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let accessibilityContrast: UIAccessibilityContrast
    public let legibilityWeight: UILegibilityWeight
    /// The pseudo-locale LayoutSnap rewrites every text in (not a UIKit trait: the variant's, nil when unspecified).
    let pseudoLocale: PseudoLocale?

    init(category: UIContentSizeCategory = .unspecified, direction: UITraitEnvironmentLayoutDirection = .unspecified,
         style: UIUserInterfaceStyle = .unspecified, scale: CGFloat = 0, horizontal: UIUserInterfaceSizeClass = .unspecified,
         vertical: UIUserInterfaceSizeClass = .unspecified, idiom: UIUserInterfaceIdiom = .unspecified,
         contrast: UIAccessibilityContrast = .unspecified, legibility: UILegibilityWeight = .unspecified, pseudoLocale: PseudoLocale? = nil) {
        preferredContentSizeCategory = category; layoutDirection = direction; userInterfaceStyle = style; displayScale = scale
        horizontalSizeClass = horizontal; verticalSizeClass = vertical; userInterfaceIdiom = idiom
        accessibilityContrast = contrast; legibilityWeight = legibility; self.pseudoLocale = pseudoLocale
    }

    public convenience init() { self.init(category: .unspecified) }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { self.init(category: preferredContentSizeCategory) }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(direction: layoutDirection) }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }
    public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontal: horizontalSizeClass) }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(idiom: userInterfaceIdiom) }

    /// `init(traitsFrom:)`: each trait from the last collection that specifies it.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        func last<T: Equatable>(_ value: (UITraitCollection) -> T, unspecified: T) -> T {
            collections.last { value($0) != unspecified }.map(value) ?? unspecified
        }
        self.init(category: last(\.preferredContentSizeCategory, unspecified: .unspecified),
                  direction: last(\.layoutDirection, unspecified: .unspecified), style: last(\.userInterfaceStyle, unspecified: .unspecified),
                  scale: last(\.displayScale, unspecified: 0), horizontal: last(\.horizontalSizeClass, unspecified: .unspecified),
                  vertical: last(\.verticalSizeClass, unspecified: .unspecified), idiom: last(\.userInterfaceIdiom, unspecified: .unspecified),
                  contrast: last(\.accessibilityContrast, unspecified: .unspecified), legibility: last(\.legibilityWeight, unspecified: .unspecified),
                  pseudoLocale: last(\.pseudoLocale, unspecified: nil))
    }

    /// The collection a variant lays out in: its category, direction, appearance and scale, on an iPhone in portrait
    /// (compact width, regular height) or, from 768 points wide, an iPad (regular in both).
    public convenience init(variant: Variant) {
        let wide = variant.width >= 768
        self.init(category: UIContentSizeCategory(variant.category), direction: variant.direction == .rightToLeft ? .rightToLeft : .leftToRight,
                  style: variant.appearance == .dark ? .dark : .light, scale: CGFloat(variant.scale), horizontal: wide ? .regular : .compact,
                  vertical: .regular, idiom: wide ? .pad : .phone, contrast: .normal, legibility: .regular, pseudoLocale: variant.pseudoLocale)
    }

    /// The collection fonts and colours resolve against now: the variant's while LayoutSnap creates and lays out a
    /// view, else a light, left-to-right iPhone at the Large category.
    @preconcurrency @MainActor public static var current: UITraitCollection {
        get { stack.last ?? standard }
        set {
            if stack.isEmpty { stack.append(newValue) } else { stack[stack.count - 1] = newValue }
        }
    }

    @preconcurrency @MainActor static var stack: [UITraitCollection] = []
    static let standard = UITraitCollection(variant: Variant(width: 375))

    /// `performAsCurrent(_:)`: runs `actions` with this collection as `current` (unspecified traits taken from the
    /// collection current before).
    @preconcurrency @MainActor public func performAsCurrent<Result>(_ actions: () throws -> Result) rethrows -> Result {
        UITraitCollection.stack.append(UITraitCollection(traitsFrom: [UITraitCollection.current, self]))
        defer { UITraitCollection.stack.removeLast() }
        return try actions()
    }

    /// Whether colours resolve differently against `other` (its appearance or contrast differs).
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return userInterfaceStyle != other.userInterfaceStyle || accessibilityContrast != other.accessibilityContrast
    }

    public func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return UITraitCollection(traitsFrom: [self, other]) == self
    }

    var category: ContentSizeCategory { preferredContentSizeCategory.contentSizeCategory }
    var appearance: Appearance { userInterfaceStyle == .dark ? .dark : .light }
    var direction: LayoutDirection { layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight }

    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory && lhs.layoutDirection == rhs.layoutDirection
            && lhs.userInterfaceStyle == rhs.userInterfaceStyle && lhs.displayScale == rhs.displayScale
            && lhs.horizontalSizeClass == rhs.horizontalSizeClass && lhs.verticalSizeClass == rhs.verticalSizeClass
            && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom && lhs.accessibilityContrast == rhs.accessibilityContrast
            && lhs.legibilityWeight == rhs.legibilityWeight && lhs.pseudoLocale == rhs.pseudoLocale
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(preferredContentSizeCategory); hasher.combine(layoutDirection); hasher.combine(userInterfaceStyle)
        hasher.combine(displayScale)
    }

    public var description: String {
        "<UITraitCollection: category \(category.shortName), \(direction.rawValue), \(appearance.rawValue), scale \(displayScale)>"
    }
}

/// `UITraitEnvironment`.
@preconcurrency @MainActor public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
