import Files
import Foundation
import Geometry
import Layout
import Measure
import Scenes

extension VariantSet {
    /// Reads a fixture's `variants:` mapping.
    init(reader: NodeReader) throws {
        self.init()
        let fields = try reader.mapping(allowedKeys: ["widths", "devices", "categories", "scales", "directions", "appearances",
                                                                 "pseudoLocales"])
        if let devices = fields["devices"] {
            self.devices = try Self.unique(devices, Self.devices)
            self.widths = []
        }
        if let widths = fields["widths"] { self.widths = try Self.unique(widths, Self.widths) }
        if let categories = fields["categories"] { self.categories = try Self.unique(categories, Self.categories) }
        if let scales = fields["scales"] {
            self.scales = try Self.unique(scales) { scales in
                try scales.sequenceOrScalar().map { reader in
                    let scale = try reader.double()
                    guard ScreenScale(exactly: scale) != nil else { throw reader.error("scale must be \(ScreenScale.allowedValues), found \(scale)") }
                    return scale
                }
            }
        }
        if let directions = fields["directions"] {
            self.directions = try Self.unique(directions) { directions in
                try directions.sequenceOrScalar().map {
                    try $0.choice("direction", [("ltr", LayoutDirection.leftToRight), ("rtl", .rightToLeft)])
                }
            }
        }
        if let appearances = fields["appearances"] {
            self.appearances = try Self.unique(appearances) { appearances in
                try appearances.sequenceOrScalar().map { try $0.choice("appearance", Appearance.allCases.map { ($0.rawValue, $0) }) }
            }
        }
        if let pseudoLocales = fields["pseudoLocales"] {
            self.pseudoLocales = try Self.unique(pseudoLocales) { pseudoLocales in
                if let single = pseudoLocales.scalarText, single.lowercased() == "all" { return PseudoLocale.allCases }
                return try pseudoLocales.sequenceOrScalar().map { try $0.choice("pseudo-locale", Self.pseudoLocaleChoices) }
            }
        }
        for (key, count) in [("widths", widths.count + devices.count), ("categories", categories.count), ("scales", scales?.count ?? 1),
                             ("directions", directions.count), ("appearances", appearances.count),
                             ("pseudoLocales", pseudoLocales.count)] where count == 0 {
            throw (fields[key] ?? reader).error("needs at least one value")
        }
        let names = variants.map(\.name)
        if Set(names).count != names.count { throw reader.error("two variants have the same name (a width equals a device's)") }
    }

    /// The values `parse` reads from `reader`, which must not repeat one: the error is at the repeated entry.
    private static func unique<T: Hashable>(_ reader: NodeReader, _ parse: (NodeReader) throws -> [T]) throws -> [T] {
        let values = try parse(reader)
        var seen = Set<T>()
        for (index, value) in values.enumerated() where !seen.insert(value).inserted {
            let entries = (try? reader.sequenceOrScalar()) ?? []
            let entry = index < entries.count && entries.count == values.count ? entries[index] : reader
            throw entry.error("this value is listed twice in \(reader.path.split(separator: ".").last.map(String.init) ?? reader.path)")
        }
        return values
    }

    /// `none` (the texts as written) and each pseudo-locale, by name.
    static let pseudoLocaleChoices: [(String, PseudoLocale?)] = [("none", nil)] + PseudoLocale.allCases.map { ($0.rawValue, $0) }

    static func devices(_ reader: NodeReader) throws -> [Device] {
        try reader.sequenceOrScalar().map { reader in
            let name = try reader.string()
            guard let device = Device.named(name) else {
                throw reader.error("unknown device '\(name)' (expected one of: \(Device.all.map(\.name).joined(separator: ", ")))")
            }
            return device
        }
    }

    static func widths(_ reader: NodeReader) throws -> [Double] {
        try reader.sequenceOrScalar().map { reader in
            let width = try reader.double()
            guard width > 0 else { throw reader.error("width must be positive, found \(Variant.format(width))") }
            guard width <= 10_000 else { throw reader.error("width must be at most 10000 points, found \(Variant.format(width))") }
            return width
        }
    }

    static func categories(_ reader: NodeReader) throws -> [ContentSizeCategory] {
        if let single = reader.scalarText, single.lowercased() == "all" { return ContentSizeCategory.allCases }
        return try reader.sequenceOrScalar().map { reader in
            let name = try reader.string()
            guard let category = ContentSizeCategory(name: name) else {
                throw reader.error("unknown content size category '\(name)' (expected all or one of: \(ContentSizeCategory.allCases.map(\.shortName).joined(separator: ", ")))")
            }
            return category
        }
    }
}

/// Parses command-line lists such as `--category all` or `--width 375,768` with the same rules as fixtures.
public enum VariantArguments {
    public static func categories(_ text: String) throws -> [ContentSizeCategory] {
        if text.lowercased() == "all" { return ContentSizeCategory.allCases }
        return try text.split(separator: ",").map { part in
            guard let category = ContentSizeCategory(name: String(part).trimmingCharacters(in: .whitespaces)) else {
                throw LocatedError(file: "--category", line: 0, column: 0, field: "",
                                message: "unknown content size category '\(part)' (expected all or one of: \(ContentSizeCategory.allCases.map(\.shortName).joined(separator: ", ")))")
            }
            return category
        }
    }

    public static func devices(_ text: String) throws -> [Device] {
        try text.split(separator: ",").map { part in
            guard let device = Device.named(part.trimmingCharacters(in: .whitespaces)) else {
                throw LocatedError(file: "--device", line: 0, column: 0, field: "",
                                message: "unknown device '\(part)' (expected one of: \(Device.all.map(\.name).joined(separator: ", ")))")
            }
            return device
        }
    }

    public static func appearances(_ text: String) throws -> [Appearance] {
        try text.split(separator: ",").map { part in
            guard let appearance = Appearance(rawValue: part.trimmingCharacters(in: .whitespaces).lowercased()) else {
                throw LocatedError(file: "--appearance", line: 0, column: 0, field: "", message: "appearance must be light, dark or light,dark, found '\(part)'")
            }
            return appearance
        }
    }

    /// `--pseudo-locale accented|long|rtl|all|none`, or a list such as `none,long`; `all` is the three pseudo-locales.
    public static func pseudoLocales(_ text: String) throws -> [PseudoLocale?] {
        if text.lowercased() == "all" { return PseudoLocale.allCases }
        var result: [PseudoLocale?] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = part.trimmingCharacters(in: .whitespaces).lowercased()
            guard let choice = VariantSet.pseudoLocaleChoices.first(where: { $0.0 == name }) else {
                throw LocatedError(file: "--pseudo-locale", line: 0, column: 0, field: "",
                                message: "pseudo-locale must be all or a list of none, accented, long, rtl, found '\(part)'")
            }
            guard !result.contains(choice.1) else {
                throw LocatedError(file: "--pseudo-locale", line: 0, column: 0, field: "", message: "'\(name)' is listed twice in '\(text)'")
            }
            result.append(choice.1)
        }
        return result
    }

    public static func widths(_ text: String) throws -> [Double] {
        try text.split(separator: ",").map { part in
            guard let width = Double(part.trimmingCharacters(in: .whitespaces)), width > 0, width <= 10_000 else {
                throw LocatedError(file: "--width", line: 0, column: 0, field: "", message: "width must be a number between 0 and 10000, found '\(part)'")
            }
            return width
        }
    }
}
