import AutoLayout
import Files
import Geometry
import Measure
import Scenes

/// Fonts and colours as documents write them (`interface-builder.md` §7).
extension IBDocument {
    /// `<fontDescription>`: a text style (`UICTFontTextStyleBody`, resolved at each variant's category), the
    /// system font at a size and weight, or a custom font by its PostScript name (found among the font files given,
    /// else set in the system font with a warning); `.AppleSystemUIFont` is the system font.
    func font(_ element: XMLElement?, default fallback: LabelFont, notes: inout [DocumentNote]) throws(LocatedError) -> LabelFont {
        guard let element else { return fallback }
        if let style = element["style"] {
            let name = style.replacingOccurrences(of: "UICTFontTextStyle", with: "")
            let styles: [String: TextStyle] = [
                "Body": .body, "Headline": .headline, "Subhead": .subheadline, "Footnote": .footnote, "Caption1": .caption1,
                "Caption2": .caption2, "Callout": .callout, "Title1": .title1, "Title2": .title2, "Title3": .title3,
                "Title0": .largeTitle, "LargeTitle": .largeTitle,
            ]
            guard let textStyle = styles[name] else { throw error(element, "unknown text style '\(style)'") }
            return font(textStyle)
        }
        let size = try number(element, "pointSize", default: 17)
        guard size >= 0, size <= 1000 else { throw error(element, "pointSize=\"\(size)\" is not between 0 and 1000") }
        // Size 0 stands for the default font where the text is (Interface Builder writes it for the text label of a
        // built-in cell style, whose font the cell sets).
        if size == 0 { return fallback }
        switch element["type"] {
        case "boldSystem":
            return .system(pointSize: size, weight: .bold)
        case "italicSystem", "system":
            return .system(pointSize: size, weight: weight(element["weight"]))
        default:
            let name = element["name"] ?? element["family"] ?? ""
            if name.hasPrefix(".AppleSystemUIFont") || name.hasPrefix(".SFUI") || name.isEmpty {
                return .system(pointSize: size, weight: name.contains("Bold") ? .bold : .regular)
            }
            return .custom(name: name, pointSize: size, weight: weight(fromName: name))
        }
    }

    /// A text style's font on the document's device: resolved at each variant's content size category, or on an
    /// Apple TV at tvOS's one size for the style (`tvFont`).
    func font(_ style: TextStyle) -> LabelFont {
        device.isTV ? Self.tvFont(style) : .textStyle(style)
    }

    /// A text style's font on tvOS, which has one size per style (Apple's Human Interface Guidelines, tvOS typography:
    /// Caption 2 23 pt, Caption 1 25, Footnote, Subheadline and Body 29, Callout 31, Headline 38, Title 3 48, Title 2
    /// 57, Title 1 76, all medium; measured: Headline labels stored 46 pt high and Caption 2 ones 28 in Apple TV
    /// scenes). tvOS has no Large Title style; it is set as Title 1.
    public static func tvFont(_ style: TextStyle) -> LabelFont {
        .system(pointSize: tvTextStyleSizes[style] ?? 29, weight: .medium)
    }

    /// tvOS's point size for each text style (`tvFont`).
    static let tvTextStyleSizes: [TextStyle: Double] = [
        .caption2: 23, .caption1: 25, .footnote: 29, .subheadline: 29, .body: 29, .callout: 31, .headline: 38,
        .title3: 48, .title2: 57, .title1: 76, .largeTitle: 76,
    ]

    func weight(_ name: String?) -> FontWeight {
        switch name {
        case "ultraLight": return .ultraLight
        case "thin": return .thin
        case "light": return .light
        case "medium": return .medium
        case "semibold": return .semibold
        case "bold": return .bold
        case "heavy": return .heavy
        case "black": return .black
        default: return .regular
        }
    }

    /// The weight a custom font's PostScript name suggests (`Avenir-Heavy`, `HelveticaNeue-Medium`).
    func weight(fromName name: String) -> FontWeight {
        let lower = name.lowercased()
        for (suffix, weight) in [("ultralight", FontWeight.ultraLight), ("extralight", .thin), ("thin", .thin), ("light", .light),
                                 ("semibold", .semibold), ("demibold", .semibold), ("medium", .medium), ("heavy", .heavy),
                                 ("extrabold", .heavy), ("black", .black), ("bold", .bold)] where lower.contains(suffix) {
            return weight
        }
        return .regular
    }

    /// A `<color key=…>` child of `element`, or nil when absent or `<nil key=…>`.
    func color(in element: XMLElement, key: String) throws(LocatedError) -> Color? {
        guard let color = element.children.first(where: { $0.name == "color" && $0["key"] == key }) else { return nil }
        return try self.color(color)
    }

    /// Every colour form Xcode writes: `white=`/`alpha=` (grey), `red= green= blue=` (sRGB, P3, calibrated and
    /// device RGB are read as sRGB components), `systemColor=` (UIKit's dynamic semantic colours where LayoutSnap
    /// knows them, else the value the document resolved in `<resources>`), `cocoaTouchSystemColor=` and named
    /// asset colours (resolved in `<resources>`). A colour `<resources>` resolves is read as a value: a name or system
    /// colour there is not followed again, so colours that name each other cannot loop.
    func color(_ element: XMLElement, resolving: Bool = true) throws(LocatedError) -> Color {
        if let name = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
            return resolving ? try systemColor(name, at: element) : SystemColor.label.color
        }
        if let name = element["name"] {
            if let color = assets?.colors[name] { return color }
            guard resolving, let resolved = namedColors[name] else { return SystemColor.label.color }
            return try color(resolved, resolving: false)
        }
        let alpha = try unit(element, "alpha", default: 1)
        if element["white"] != nil {
            let white = try unit(element, "white", default: 0)
            return Color(red: white, green: white, blue: white, alpha: alpha)
        }
        return Color(red: try unit(element, "red", default: 0), green: try unit(element, "green", default: 0),
                     blue: try unit(element, "blue", default: 0), alpha: alpha)
    }

    func unit(_ element: XMLElement, _ attribute: String, default value: Double) throws(LocatedError) -> Double {
        min(1, max(0, try number(element, attribute, default: value)))
    }

    func systemColor(_ name: String, at element: XMLElement) throws(LocatedError) -> Color {
        let base = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
        let aliases: [String: SystemColor] = [
            "darkText": .label, "groupTableViewBackground": .systemGroupedBackground, "tableCellGroupedBackground": .secondarySystemGroupedBackground,
            "opaqueSeparator": .separator,
        ]
        if let alias = aliases[base] { return alias.color }
        if base == "white" { return .white }
        if base == "black" { return .black }
        if base == "clear" { return .clear }
        if base == "lightText" { return Color(red: 1, green: 1, blue: 1, alpha: 0.6) }
        if let system = SystemColor(rawValue: base) { return system.color }
        // A colour LayoutSnap has no dark value for: the light value the document resolved.
        if let resources = root.child("resources") {
            for resolved in resources.children("systemColor") where resolved["name"] == name {
                if let color = resolved.child("color") { return try self.color(color, resolving: false) }
            }
        }
        return SystemColor.label.color
    }
}
