import AutoLayout
import Foundation
import Geometry
import Measure

/// `UIFont`: a font at a point size. A font from `preferredFont(forTextStyle:)` remembers its text style and the
/// category it was made for, so a label set in it lays out exactly as a fixture's `style:` label (the style's
/// leading between lines); other fonts are fixed sizes of the system font or of a custom font given to
/// LayoutSnap (`FontSet` custom files). Vertical metrics are the system font's (SF Pro's, which the bundled font
/// is set with).
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    /// `UIFont.Weight`, with UIKit's values.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(-0.8), thin = Weight(-0.6), light = Weight(-0.4), regular = Weight(0)
        public static let medium = Weight(0.23), semibold = Weight(0.3), bold = Weight(0.4), heavy = Weight(0.56), black = Weight(0.62)

        var fontWeight: FontWeight {
            let steps: [(CGFloat, FontWeight)] = [(-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium),
                                                   (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black)]
            return steps.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }?.1 ?? .regular
        }
        init(_ weight: FontWeight) {
            let values: [FontWeight: Weight] = [.ultraLight: .ultraLight, .thin: .thin, .light: .light, .regular: .regular, .medium: .medium,
                                                .semibold: .semibold, .bold: .bold, .heavy: .heavy, .black: .black]
            self = values[weight] ?? .regular
        }
    }

    /// `UIFont.TextStyle`, with UIKit's raw values.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        static let styles: [TextStyle: Measure.TextStyle] = [
            .largeTitle: .largeTitle, .title1: .title1, .title2: .title2, .title3: .title3, .headline: .headline, .body: .body,
            .callout: .callout, .subheadline: .subheadline, .footnote: .footnote, .caption1: .caption1, .caption2: .caption2,
        ]
        /// LayoutSnap's style (an unknown raw value is body).
        public var textStyle: Measure.TextStyle { Self.styles[self] ?? .body }
    }

    public let pointSize: CGFloat
    let weight: FontWeight
    /// The text style and category of a `preferredFont`.
    let style: (textStyle: Measure.TextStyle, category: ContentSizeCategory)?
    /// A custom font's name; nil for the system font.
    let customName: String?
    let isItalic: Bool

    init(pointSize: CGFloat, weight: FontWeight, style: (Measure.TextStyle, ContentSizeCategory)? = nil, customName: String? = nil,
         isItalic: Bool = false) {
        self.pointSize = pointSize; self.weight = weight; self.style = style; self.customName = customName; self.isItalic = isItalic
    }

    /// `UIFont(name:size:)`: a custom font by PostScript or family name. LayoutSnap sets it when the font files it
    /// was given hold that name, else in the system font at that size (and reports the substitution).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        self.init(pointSize: fontSize, weight: .regular, customName: fontName)
    }

    /// `UIFont(descriptor:size:)`; a size of 0 keeps the descriptor's.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let font = descriptor.font
        self.init(pointSize: pointSize > 0 ? pointSize : font.pointSize, weight: font.weight, style: pointSize > 0 ? nil : font.style,
                  customName: font.customName, isItalic: font.isItalic)
    }

    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: .regular) }
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(pointSize: fontSize, weight: weight.fontWeight) }
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: .bold) }
    /// The system font flagged italic; LayoutSnap's bundled family is drawn upright (README: supported API).
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: .regular, isItalic: true) }
    /// `monospacedDigitSystemFont(ofSize:weight:)`: the system font (the bundled family's digits are already
    /// tabular-width in its default figures).
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { systemFont(ofSize: fontSize, weight: weight) }
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { systemFont(ofSize: fontSize, weight: weight) }

    /// `preferredFont(forTextStyle:)`: the style's size and weight at `UITraitCollection.current`'s category.
    @preconcurrency @MainActor public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// `preferredFont(forTextStyle:compatibleWith:)`: at the collection's category when it specifies one, else at
    /// `UITraitCollection.current`'s.
    @preconcurrency @MainActor public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = traitCollection.flatMap { $0.preferredContentSizeCategory == .unspecified ? nil : $0.category }
            ?? UITraitCollection.current.category
        let entry = DynamicTypeRamp.entry(style.textStyle, category)
        return UIFont(pointSize: CGFloat(entry.pointSize), weight: DynamicTypeRamp.weight(style.textStyle), style: (style.textStyle, category))
    }

    public static var systemFontSize: CGFloat { 14 }
    public static var smallSystemFontSize: CGFloat { 12 }
    public static var labelFontSize: CGFloat { 17 }
    public static var buttonFontSize: CGFloat { 18 }

    /// `withSize(_:)`: the same face at another size (a fixed size: it no longer follows its text style).
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, customName: customName, isItalic: isItalic)
    }

    public var fontName: String { customName ?? (weight == .regular ? ".SFUI-Regular" : ".SFUI-\(Weight(weight).name)") }
    public var familyName: String { customName ?? ".AppleSystemUIFont" }
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

    /// SF Pro's vertical metrics at this size (ascender 1950, descender 494 per 2048 units).
    public var ascender: CGFloat { pointSize * CGFloat(FontSet.systemFontAscender) }
    public var descender: CGFloat { -pointSize * CGFloat(FontSet.systemFontDescender) }
    public var lineHeight: CGFloat { ascender - descender }
    public var leading: CGFloat { 0 }
    public var capHeight: CGFloat { pointSize * 1443 / 2048 }
    public var xHeight: CGFloat { pointSize * 1078 / 2048 }

    /// The font as a label's: its text style when made for the category the label is laid out at, else a fixed size.
    func labelFont(at category: ContentSizeCategory) -> LabelFont {
        if let style, style.category == category, customName == nil, !isItalic,
           Double(pointSize) == DynamicTypeRamp.entry(style.textStyle, category).pointSize {
            return .textStyle(style.textStyle)
        }
        if let customName { return .custom(name: customName, pointSize: Double(pointSize), weight: weight) }
        return .system(pointSize: Double(pointSize), weight: weight)
    }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.customName == rhs.customName && lhs.isItalic == rhs.isItalic
            && lhs.style?.textStyle == rhs.style?.textStyle && lhs.style?.category == rhs.style?.category
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(pointSize); hasher.combine(weight); hasher.combine(customName) }
    public var description: String { "<UIFont: \(familyName) \(weight) \(pointSize) pt>" }
}

extension UIFont.Weight {
    var name: String {
        let names: [UIFont.Weight: String] = [.ultraLight: "Ultralight", .thin: "Thin", .light: "Light", .regular: "Regular", .medium: "Medium",
                                               .semibold: "Semibold", .bold: "Bold", .heavy: "Heavy", .black: "Black"]
        return names[self] ?? "Regular"
    }
}

/// `UIFontMetrics`: scales custom fonts and values as a text style's size scales with the content size category.
public struct UIFontMetrics: Sendable {
    let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }
    /// `UIFontMetrics.default`: body's.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// `scaledFont(for:)`: the font's size times the style's size at the current category over its size at Large.
    @preconcurrency @MainActor public func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

    @preconcurrency @MainActor public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font.withSize(scaledValue(for: font.pointSize, compatibleWith: traitCollection))
    }

    @preconcurrency @MainActor public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    @preconcurrency @MainActor public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font.withSize(min(maximumPointSize, scaledValue(for: font.pointSize, compatibleWith: traitCollection)))
    }

    /// `scaledValue(for:)`: `value` scaled like the style's size.
    @preconcurrency @MainActor public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    @preconcurrency @MainActor public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        let category = traitCollection.flatMap { $0.preferredContentSizeCategory == .unspecified ? nil : $0.category }
            ?? UITraitCollection.current.category
        return CGFloat(DynamicTypeRamp.scaled(Double(value), style: textStyle.textStyle, category: category))
    }
}

/// `UIFontDescriptor`: the attributes of a font (family, size, weight, traits), enough to derive bold and
/// italic variants and text-style descriptors.
public final class UIFontDescriptor: Hashable, Sendable {
    /// `UIFontDescriptor.SymbolicTraits`.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    let font: UIFont
    init(font: UIFont) { self.font = font }

    public var pointSize: CGFloat { font.pointSize }
    public var symbolicTraits: SymbolicTraits {
        var traits: SymbolicTraits = []
        if font.weight >= .bold { traits.insert(.traitBold) }
        if font.isItalic { traits.insert(.traitItalic) }
        return traits
    }

    /// `preferredFontDescriptor(withTextStyle:)`.
    @preconcurrency @MainActor public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFontDescriptor(font: .preferredFont(forTextStyle: style))
    }

    /// `withSymbolicTraits(_:)`: bold sets the bold weight, italic the italic flag; other traits are kept as given.
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        UIFontDescriptor(font: UIFont(pointSize: font.pointSize, weight: traits.contains(.traitBold) ? max(.bold, font.weight) : font.weight,
                                      style: traits.contains(.traitBold) ? nil : font.style, customName: font.customName,
                                      isItalic: traits.contains(.traitItalic)))
    }

    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { UIFontDescriptor(font: font.withSize(newPointSize)) }

    /// `UIFontDescriptor.AttributeName`.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let family = Self(rawValue: "NSFontFamilyAttribute"), name = Self(rawValue: "NSFontNameAttribute")
        public static let face = Self(rawValue: "NSFontFaceAttribute"), size = Self(rawValue: "NSFontSizeAttribute")
        public static let traits = Self(rawValue: "NSCTFontTraitsAttribute"), textStyle = Self(rawValue: "NSCTFontUIUsageAttribute")
        public static let featureSettings = Self(rawValue: "NSCTFontFeatureSettingsAttribute")
        public static let cascadeList = Self(rawValue: "NSCTFontCascadeListAttribute")
    }
    /// `UIFontDescriptor.FeatureKey`.
    public struct FeatureKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let featureIdentifier = Self(rawValue: "CTFeatureTypeIdentifier")
        public static let typeIdentifier = Self(rawValue: "CTFeatureSelectorIdentifier")
        public static let type = Self(rawValue: "CTFeatureOpenTypeFeatureTag")
        public static let selector = Self(rawValue: "CTFeatureOpenTypeFeatureValue")
    }
    /// `UIFontDescriptor.TraitKey`.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let weight = Self(rawValue: "NSCTFontWeightTrait"), width = Self(rawValue: "NSCTFontProportionTrait")
        public static let slant = Self(rawValue: "NSCTFontSlantTrait"), symbolic = Self(rawValue: "NSCTFontSymbolicTrait")
    }

    /// `addingAttributes(_:)`: `.size`, `.family`/`.name` and a `.traits` weight change the font; other attributes
    /// (font features such as monospaced digits) are accepted and not applied: LayoutSnap's fonts are drawn with
    /// their default features.
    public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        var result = font
        if let name = (attributes[.name] ?? attributes[.family]) as? String, let named = UIFont(name: name, size: result.pointSize) { result = named }
        if let traits = attributes[.traits] as? [TraitKey: Any], let weight = traits[.weight] as? CGFloat {
            result = UIFont(pointSize: result.pointSize, weight: UIFont.Weight(rawValue: weight).fontWeight, style: nil,
                            customName: result.customName, isItalic: result.isItalic)
        }
        if let size = attributes[.size] as? CGFloat, size > 0 { result = result.withSize(size) }
        return UIFontDescriptor(font: result)
    }

    public static func == (lhs: UIFontDescriptor, rhs: UIFontDescriptor) -> Bool { lhs.font == rhs.font }
    public func hash(into hasher: inout Hasher) { hasher.combine(font) }
}

/// The feature constants of `SFNTLayoutTypes.h` that apps pass in `.featureSettings` (accepted, not applied).
public let kNumberSpacingType = 6, kMonospacedNumbersSelector = 0, kProportionalNumbersSelector = 1
public let kUpperCaseType = 38, kUpperCaseSmallCapsSelector = 1, kLowerCaseType = 37, kLowerCaseSmallCapsSelector = 1
public let kStylisticAlternativesType = 35, kStylisticAltOneOnSelector = 2, kStylisticAltSixOnSelector = 12
