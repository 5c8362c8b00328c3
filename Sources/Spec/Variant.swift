import Foundation
import Layout
import Measure

/// One environment a fixture is rendered in.
public struct Variant: Hashable, Sendable, Comparable {
    public var width: Double
    public var category: ContentSizeCategory
    public var scale: Double
    public var direction: LayoutDirection

    public init(width: Double, category: ContentSizeCategory = .large, scale: Double = 2, direction: LayoutDirection = .leftToRight) {
        self.width = width; self.category = category; self.scale = scale; self.direction = direction
    }

    public var environment: LayoutEnvironment {
        LayoutEnvironment(width: width, category: category, scale: scale, direction: direction)
    }

    /// The file name stem, e.g. `w375-AX3@2x` or `w375-L@2x-rtl`: stable, unique per variant.
    public var name: String {
        "w\(Self.format(width))-\(category.shortName)@\(Self.format(scale))x" + (direction == .rightToLeft ? "-rtl" : "")
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    public static func < (lhs: Variant, rhs: Variant) -> Bool {
        (lhs.width, lhs.category, lhs.scale, lhs.direction == .rightToLeft ? 1 : 0)
            < (rhs.width, rhs.category, rhs.scale, rhs.direction == .rightToLeft ? 1 : 0)
    }
}

/// The variant axes of a fixture; `variants` is their product, in a fixed order.
public struct VariantSet: Hashable, Sendable {
    public var widths: [Double]
    public var categories: [ContentSizeCategory]
    public var scales: [Double]
    public var directions: [LayoutDirection]

    public init(widths: [Double] = [375], categories: [ContentSizeCategory] = [.large], scales: [Double] = [2],
                directions: [LayoutDirection] = [.leftToRight]) {
        self.widths = widths; self.categories = categories; self.scales = scales; self.directions = directions
    }

    /// Every combination: widths × categories × scales × directions.
    public var variants: [Variant] {
        var result: [Variant] = []
        for width in widths {
            for category in categories {
                for scale in scales {
                    for direction in directions {
                        result.append(Variant(width: width, category: category, scale: scale, direction: direction))
                    }
                }
            }
        }
        return result
    }

    init(reader: NodeReader) throws {
        self.init()
        let fields = try reader.mapping(allowedKeys: ["widths", "categories", "scales", "directions"])
        if let widths = fields["widths"] { self.widths = try Self.widths(widths) }
        if let categories = fields["categories"] { self.categories = try Self.categories(categories) }
        if let scales = fields["scales"] {
            self.scales = try scales.sequenceOrScalar().map { reader in
                let scale = try reader.double()
                guard [1, 2, 3].contains(scale) else { throw reader.error("scale must be 1, 2 or 3, found \(scale)") }
                return scale
            }
        }
        if let directions = fields["directions"] {
            self.directions = try directions.sequenceOrScalar().map {
                try $0.choice("direction", [("ltr", LayoutDirection.leftToRight), ("rtl", .rightToLeft)])
            }
        }
        for (key, count) in [("widths", widths.count), ("categories", categories.count), ("scales", scales.count), ("directions", directions.count)] where count == 0 {
            throw (fields[key] ?? reader).error("needs at least one value")
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
        if let single = reader.node.scalar?.string, single.lowercased() == "all" { return ContentSizeCategory.allCases }
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
                throw SpecError(file: "--category", line: 0, column: 0, field: "",
                                message: "unknown content size category '\(part)' (expected all or one of: \(ContentSizeCategory.allCases.map(\.shortName).joined(separator: ", ")))")
            }
            return category
        }
    }

    public static func widths(_ text: String) throws -> [Double] {
        try text.split(separator: ",").map { part in
            guard let width = Double(part.trimmingCharacters(in: .whitespaces)), width > 0, width <= 10_000 else {
                throw SpecError(file: "--width", line: 0, column: 0, field: "", message: "width must be a number between 0 and 10000, found '\(part)'")
            }
            return width
        }
    }
}
