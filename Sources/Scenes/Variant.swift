import Geometry
import Measure

/// A named screen size: width and height in points and the screen's native scale.
public struct Device: Hashable, Sendable, Comparable {
    /// The name people know, e.g. `iPhone SE`.
    public var name: String
    public var width: Double
    public var height: Double
    public var scale: Double

    /// The name in file names: `iPhone-SE`, `iPad`.
    public var slug: String { name.replacingOccurrences(of: " ", with: "-") }

    /// The devices fixtures may name, smallest first.
    public static let all: [Device] = [
        Device(name: "iPhone SE", width: 320, height: 568, scale: 2),
        Device(name: "iPhone 15", width: 393, height: 852, scale: 3),
        Device(name: "iPhone 15 Pro Max", width: 430, height: 932, scale: 3),
        Device(name: "iPad", width: 768, height: 1024, scale: 2),
        Device(name: "iPad Pro 11", width: 834, height: 1194, scale: 2),
    ]

    /// The device called `name`, ignoring case, spaces and hyphens (`iphone-se`, `iPhone SE`).
    public static func named(_ name: String) -> Device? {
        func key(_ text: String) -> String { text.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" } }
        return all.first { key($0.name) == key(name) }
    }

    public static func < (lhs: Device, rhs: Device) -> Bool { (lhs.width, lhs.height, lhs.name) < (rhs.width, rhs.height, rhs.name) }
}

/// The width a variant lays out at: a number of points, or a named device (whose height is the screen's).
public enum ScreenSize: Hashable, Sendable, Comparable {
    case width(Double)
    case device(Device)

    public var width: Double {
        switch self {
        case let .width(width): return width
        case let .device(device): return device.width
        }
    }

    /// The screen height the image is clipped or filled to; nil for a bare width (the image is the whole content).
    public var height: Double? {
        if case let .device(device) = self { return device.height }
        return nil
    }

    /// `w375`, or the device's slug.
    public var name: String {
        switch self {
        case let .width(width): return "w" + Variant.format(width)
        case let .device(device): return device.slug
        }
    }

    public static func < (lhs: ScreenSize, rhs: ScreenSize) -> Bool {
        switch (lhs, rhs) {
        case let (.width(a), .width(b)): return a < b
        case let (.device(a), .device(b)): return a < b
        case (.width, .device): return true
        case (.device, .width): return false
        }
    }
}

/// One environment a fixture is rendered in.
public struct Variant: Hashable, Sendable, Comparable {
    public var size: ScreenSize
    public var category: ContentSizeCategory
    public var scale: Double
    public var direction: LayoutDirection
    public var appearance: Appearance
    /// The pseudo-locale every text is rewritten in (`PseudoLocale`); nil for the texts as written.
    public var pseudoLocale: PseudoLocale?

    public init(width: Double, category: ContentSizeCategory = .large, scale: Double = 2, direction: LayoutDirection = .leftToRight,
                appearance: Appearance = .light, pseudoLocale: PseudoLocale? = nil) {
        self.init(size: .width(width), category: category, scale: scale, direction: direction, appearance: appearance,
                  pseudoLocale: pseudoLocale)
    }

    public init(size: ScreenSize, category: ContentSizeCategory = .large, scale: Double = 2, direction: LayoutDirection = .leftToRight,
                appearance: Appearance = .light, pseudoLocale: PseudoLocale? = nil) {
        self.size = size; self.category = category; self.scale = scale; self.direction = direction; self.appearance = appearance
        self.pseudoLocale = pseudoLocale
    }

    /// Width in points.
    public var width: Double { size.width }

    public var environment: LayoutEnvironment {
        LayoutEnvironment(width: width, category: category, scale: scale, direction: direction, pseudoLocale: pseudoLocale)
    }

    /// The file name stem, e.g. `w375-AX3@2x`, `w375-L@2x-rtl`, `iPhone-SE-L@2x-rtl-dark` or `w375-L@2x-pseudo-long`:
    /// stable and unique per variant. Each axis at its default adds nothing (left-to-right, light, no pseudo-locale),
    /// so the default variant has the shortest name, and names recorded before an axis existed stay valid.
    public var name: String {
        size.name + "-\(category.shortName)@\(Self.format(scale))x" + (direction == .rightToLeft ? "-rtl" : "")
            + (appearance == .dark ? "-dark" : "") + (pseudoLocale.map { "-pseudo-\($0.rawValue)" } ?? "")
    }

    /// Whether `stem` has the shape of a variant's image name (`name(stage:)`): a size, a category, a scale, then
    /// optionally `-rtl`, `-dark`, a pseudo-locale and a stage. Only files named so are ever considered stale by `prune`.
    public static func isImageName(_ stem: String) -> Bool {
        stem.wholeMatch(of: imageNamePattern) != nil
    }

    nonisolated(unsafe) private static let imageNamePattern =
        /[A-Za-z0-9.]+(-[A-Za-z0-9.]+)*-(xS|S|M|L|xL|xxL|xxxL|AX[1-5])@[0-9.]+x(-rtl)?(-dark)?(-pseudo-(accented|long|rtl))?(-[A-Za-z0-9]+)?/

    /// The name of one stage's image: `w375-L@2x-before` for a collection update's stages, the variant's name for
    /// a fixture with one image (`stage` nil).
    public func name(stage: String?) -> String { name + (stage.map { "-\($0)" } ?? "") }

    package static func format(_ value: Double) -> String { value.plainDescription }

    public static func < (lhs: Variant, rhs: Variant) -> Bool {
        (lhs.size, lhs.category, lhs.scale, lhs.direction == .rightToLeft ? 1 : 0, lhs.appearance, lhs.pseudoLocale.map(\.rank) ?? -1)
            < (rhs.size, rhs.category, rhs.scale, rhs.direction == .rightToLeft ? 1 : 0, rhs.appearance, rhs.pseudoLocale.map(\.rank) ?? -1)
    }
}

extension PseudoLocale {
    /// Order among variants: after the texts as written.
    public var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}

/// The variant axes of a fixture; `variants` is their product, in a fixed order.
public struct VariantSet: Hashable, Sendable {
    /// Widths in points; with devices and no widths, only the devices are rendered.
    public var widths: [Double]
    public var devices: [Device]
    public var categories: [ContentSizeCategory]
    /// Scales; nil means each device's own scale, and 2 for bare widths.
    public var scales: [Double]?
    public var directions: [LayoutDirection]
    public var appearances: [Appearance]
    /// Pseudo-locales, nil standing for the texts as written. A right-to-left pseudo-locale is laid out right to
    /// left only: with it, a left-to-right direction gives the right-to-left variant (once).
    public var pseudoLocales: [PseudoLocale?]

    public init(widths: [Double] = [375], devices: [Device] = [], categories: [ContentSizeCategory] = [.large], scales: [Double]? = nil,
                directions: [LayoutDirection] = [.leftToRight], appearances: [Appearance] = [.light], pseudoLocales: [PseudoLocale?] = [nil]) {
        self.widths = widths; self.devices = devices; self.categories = categories; self.scales = scales
        self.directions = directions; self.appearances = appearances; self.pseudoLocales = pseudoLocales
    }

    /// Every content size category, both directions and both appearances at one width (48 variants): what a
    /// view should be checked in; with `pseudoLocales`, in each of them too (`[nil, .long]`: as written and long).
    public static func everyTrait(width: Double = 375, scale: Double = 2, pseudoLocales: [PseudoLocale?] = [nil]) -> VariantSet {
        VariantSet(widths: [width], categories: ContentSizeCategory.allCases, scales: [scale], directions: LayoutDirection.allCases,
                   appearances: Appearance.allCases, pseudoLocales: pseudoLocales)
    }

    /// Every combination: (widths, then devices) × categories × scales × directions × appearances × pseudo-locales.
    public var variants: [Variant] {
        let sizes = widths.map(ScreenSize.width) + devices.map(ScreenSize.device)
        var result: [Variant] = []
        for size in sizes {
            let sizeScales: [Double]
            if let scales { sizeScales = scales } else if case let .device(device) = size { sizeScales = [device.scale] } else { sizeScales = [2] }
            for category in categories {
                for scale in sizeScales {
                    for direction in directions {
                        for appearance in appearances {
                            for pseudoLocale in pseudoLocales {
                                // The right-to-left pseudo-locale is right to left whatever the direction; listed once.
                                if pseudoLocale == .rtl, direction == .leftToRight, directions.contains(.rightToLeft) { continue }
                                result.append(Variant(size: size, category: category, scale: scale,
                                                      direction: pseudoLocale == .rtl ? .rightToLeft : direction,
                                                      appearance: appearance, pseudoLocale: pseudoLocale))
                            }
                        }
                    }
                }
            }
        }
        return result
    }
}

extension Scene {
    /// The last step every input takes to its image, fixtures, documents and views written for UIKit alike: colours
    /// resolved for the variant's appearance, the variant's pixel grid, and for a device the image cut or filled to
    /// its screen height.
    public func finished(for variant: Variant) -> Scene {
        var scene = resolvingColors(for: variant.appearance)
        scene.scale = variant.scale
        if let height = variant.size.height { scene = scene.clipped(toScreenHeight: height) }
        return scene
    }
}
