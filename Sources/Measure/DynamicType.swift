import Geometry

/// Dynamic Type: the eleven text styles and twelve content size categories of iOS, with the point sizes,
/// leadings and weights of Apple's HIG table (`shared/spec/dynamic-type-ios.tsv`).

/// `UIFont.TextStyle`.
public enum TextStyle: String, CaseIterable, Sendable, Codable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
}

/// Font weights by their OpenType class value: `UIFont.Weight`'s nine steps, from `ultraLight` (the bundled
/// family's Thin) to `black`.
public enum FontWeight: Int, CaseIterable, Sendable, Codable, Comparable {
    case ultraLight = 100
    case thin = 200
    case light = 300
    case regular = 400
    case medium = 500
    case semibold = 600
    case bold = 700
    case heavy = 800
    case black = 900

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    public init?(name: String) {
        guard let match = Self.allCases.first(where: { "\($0)" == name.lowercased() }) else { return nil }
        self = match
    }
}

/// The iOS Dynamic Type ramp: size and leading in points for each style at each category.
public enum DynamicTypeRamp {
    /// One cell of the ramp.
    public struct Entry: Hashable, Sendable {
        public var pointSize: Double
        public var leading: Double
        public init(pointSize: Double, leading: Double) { self.pointSize = pointSize; self.leading = leading }
    }

    /// `(size, leading)` for xS S M L xL xxL xxxL AX1 AX2 AX3 AX4 AX5, copied from the HIG table.
    private static let table: [TextStyle: [(Double, Double)]] = [
        .largeTitle: [(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)],
        .title1: [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)],
        .title2: [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)],
        .title3: [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)],
        .headline: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .body: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .callout: [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)],
        .subheadline: [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)],
        .footnote: [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)],
        .caption1: [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)],
        .caption2: [(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)],
    ]

    public static func entry(_ style: TextStyle, _ category: ContentSizeCategory) -> Entry {
        let row = table[style] ?? []
        let index = category.rampIndex
        guard index < row.count else { return Entry(pointSize: 17, leading: 22) }
        return Entry(pointSize: row[index].0, leading: row[index].1)
    }

    /// Headline is semibold; every other style is regular.
    public static func weight(_ style: TextStyle) -> FontWeight {
        style == .headline ? .semibold : .regular
    }

    /// `UIFontMetrics(forTextStyle:).scaledValue(for:)`: a custom size scaled by the ratio of the style's
    /// size at `category` to its size at the default category (L).
    public static func scaled(_ value: Double, style: TextStyle, category: ContentSizeCategory) -> Double {
        let base = entry(style, .large).pointSize
        return value * entry(style, category).pointSize / base
    }
}

/// What a label asks for: a point size, a weight and, optionally, a primary family other than the
/// font set's default. The fallback chain of the font set completes it.
public struct FontSpec: Hashable, Sendable, Codable {
    public var pointSize: Double
    public var weight: FontWeight
    /// The style this font came from, if any (needed for the HIG-leading line-height mode).
    public var textStyle: TextStyle?
    public var category: ContentSizeCategory?
    /// A custom font by PostScript or family name (`UIFont(name:size:)`), looked up among the font set's custom
    /// faces; nil is the system font. A name the set lacks is set in the system font (`TextLayout.substitutedFont`).
    public var family: String?

    public init(pointSize: Double, weight: FontWeight = .regular) {
        self.pointSize = pointSize
        self.weight = weight
    }

    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)`.
    public static func preferred(_ style: TextStyle, category: ContentSizeCategory = .large) -> FontSpec {
        var spec = FontSpec(pointSize: DynamicTypeRamp.entry(style, category).pointSize, weight: DynamicTypeRamp.weight(style))
        spec.textStyle = style
        spec.category = category
        return spec
    }
}

/// Letter spacing for the system font. SF Pro is set with size-dependent tracking (Apple's HIG table,
/// `shared/spec/sf-pro-tracking.tsv`): tighter at text sizes, looser at small and display sizes. The bundled family
/// stands in for SF with SF's vertical metrics; with this tracking its advances come close to SF's widths too.
///
/// Fitted on the widths Xcode stored for 176 single-line system-font labels and title-only buttons of the team's
/// corpus of real documents (91 documents, 24 apps; README, "Interface Builder documents"): the HIG's values hold
/// for regular text below 20 pt; heavier weights take them too, loosened by the same step per weight class; Inter
/// Display, which stands in from 20 pt, is a little narrower than SF Pro Display. Mean |width error| 0.93 → 0.48 pt,
/// the same on held-out apps (split by repository) and leaving one document out.
public enum SystemFontTracking: String, Hashable, Sendable, CaseIterable {
    /// Below 20 pt (SF Pro Text) the HIG's tracking, interpolated linearly in em between its sizes (extended below
    /// 11 pt by the HIG's caption sizes, held below 6 pt), plus 4/1000 em per weight class above regular (medium 1,
    /// semibold 2, bold and heavier 3); from 20 pt (SF Pro Display) 3/1000 em plus the same weight steps.
    case systemFont
    /// The bundled font's own advances.
    case none

    /// (point size, tracking in 1/1000 em) from the HIG table, text sizes.
    static let table: [(size: Double, value: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (15, -16), (16, -20), (17, -26), (20, -23),
    ]
    /// Tracking added per weight class above regular, and at display sizes, in 1/1000 em (fitted).
    static let weightStep = 4.0
    static let display = 3.0

    /// The tracking at `pointSize` and `weight`, in points, added after each glyph.
    public func points(at pointSize: Double, weight: FontWeight) -> Double {
        guard self == .systemFont else { return 0 }
        let steps = min(3, max(0, Double(weight.rawValue - FontWeight.regular.rawValue) / 100))
        let base = pointSize >= FontSet.displayPointSize ? Self.display : Self.textTracking(at: pointSize)
        return (base + Self.weightStep * steps) / 1000 * pointSize
    }

    /// The tracking at `pointSize` for the regular weight, in points.
    public func points(at pointSize: Double) -> Double { points(at: pointSize, weight: .regular) }

    /// The HIG's text-size tracking at `pointSize`, in 1/1000 em.
    static func textTracking(at pointSize: Double) -> Double { TrackingTable.interpolated(table, at: pointSize) ?? 0 }
}
