import Files
import Foundation
import Geometry
import Scenes

/// An asset catalogue (`.xcassets` folder): its named colours (with their dark appearance) and image sets, read
/// from each set's `Contents.json` (Foundation's `JSONSerialization`). Names are the set's folder name without
/// its extension, prefixed by the folders that provide a namespace, as `UIImage(named:)` and `UIColor(named:)`
/// look them up.
public struct AssetCatalog: Sendable {
    public var colors: [String: Color]
    public var images: [String: ImageSet]

    /// One image set: its files by scale (or one vector file) and its size in points when its PNGs tell it.
    public struct ImageSet: Hashable, Sendable {
        public var format: ImageSource.Format
        public var files: [Double: String]
        public var size: Size?
    }

    /// The most entries of a catalogue looked at, and the largest `Contents.json` read.
    public static let maximumEntries = 100_000
    public static let maximumContentsSize = 1 << 20

    public init(colors: [String: Color] = [:], images: [String: ImageSet] = [:]) {
        self.colors = colors; self.images = images
    }

    /// Reads the catalogue at `path`; a set whose `Contents.json` is malformed is a located error.
    public static func load(path: String) throws(LocatedError) -> AssetCatalog {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw LocatedError(file: path, line: 0, column: 0, element: "", message: "an asset catalogue must be a folder (.xcassets)")
        }
        var catalog = AssetCatalog()
        try catalog.read(folder: path, namespace: "", depth: 0, budget: maximumEntries)
        return catalog
    }

    private mutating func read(folder: String, namespace: String, depth: Int, budget: Int) throws(LocatedError) {
        guard depth < 32 else { return }
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().prefix(budget)
        for entry in entries {
            let path = (folder as NSString).appendingPathComponent(entry)
            let name = namespace + (entry as NSString).deletingPathExtension
            switch (entry as NSString).pathExtension {
            case "colorset":
                if let color = try Self.color(in: path) { colors[name] = color }
            case "imageset":
                if let set = try Self.imageSet(in: path) { images[name] = set }
            case "":
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
                let contents = try Self.contents(of: path, optional: true)
                let provides = (contents?["properties"] as? [String: Any])?["provides-namespace"] as? Bool ?? false
                try read(folder: path, namespace: provides ? name + "/" : namespace, depth: depth + 1, budget: budget)
            default:
                continue
            }
        }
    }

    static func contents(of folder: String, optional: Bool = false) throws(LocatedError) -> [String: Any]? {
        let file = (folder as NSString).appendingPathComponent("Contents.json")
        guard RegularFile.exists(file) else {
            if optional { return nil }
            throw LocatedError(file: file, line: 0, column: 0, element: "", message: "missing Contents.json")
        }
        do {
            let bytes = try RegularFile.read(file, limit: maximumContentsSize)
            guard let object = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
                throw LocatedError(file: file, line: 1, column: 1, element: "", message: "Contents.json is not a JSON object")
            }
            return object
        } catch let error as LocatedError {
            throw error
        } catch {
            throw LocatedError(file: file, line: 0, column: 0, element: "", message: "cannot read Contents.json (\(error))")
        }
    }

    /// A colour set: the universal colour, with the one for `luminosity: dark` as its dark appearance.
    static func color(in folder: String) throws(LocatedError) -> Color? {
        guard let contents = try contents(of: folder), let entries = contents["colors"] as? [[String: Any]] else { return nil }
        var light: Color?, dark: Color?
        for entry in entries {
            guard let color = entry["color"] as? [String: Any], let components = color["components"] as? [String: Any] else { continue }
            let parsed = try Self.components(components, file: (folder as NSString).appendingPathComponent("Contents.json"))
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            if appearances.contains(where: { $0["value"] as? String == "dark" }) {
                dark = parsed
            } else if appearances.isEmpty {
                light = parsed
            }
        }
        guard let light else { return dark }
        guard let dark else { return light }
        return .dynamic(light: light, dark: dark)
    }

    /// Components as Xcode writes them: `0.500` (0–1), `128` (0–255) or `0x80`; `white` for grey colour spaces.
    static func components(_ components: [String: Any], file: String) throws(LocatedError) -> Color {
        func value(_ key: String, default fallback: Double) throws(LocatedError) -> Double {
            guard let raw = components[key] else { return fallback }
            let text = (raw as? String) ?? (raw as? NSNumber)?.stringValue ?? ""
            let number: Double?
            if text.lowercased().hasPrefix("0x") {
                number = UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
            } else if let parsed = Double(text) {
                number = parsed > 1 && key != "alpha" && !text.contains(".") ? parsed / 255 : parsed
            } else {
                number = nil
            }
            guard let number, number.isFinite, number >= 0, number <= 1 else {
                throw LocatedError(file: file, line: 0, column: 0, element: "", message: "colour component \(key) '\(text.prefix(20))' is not 0–1, 0–255 or 0x00–0xFF")
            }
            return number
        }
        let alpha = try value("alpha", default: 1)
        if components["white"] != nil {
            let white = try value("white", default: 0)
            return Color(red: white, green: white, blue: white, alpha: alpha)
        }
        return Color(red: try value("red", default: 0), green: try value("green", default: 0), blue: try value("blue", default: 0), alpha: alpha)
    }

    /// An image set: the PNG of each scale (`1x`, `2x`, `3x`), or one PDF or SVG. The size in points comes from the
    /// first PNG's header and its scale.
    static func imageSet(in folder: String) throws(LocatedError) -> ImageSet? {
        guard let contents = try contents(of: folder), let entries = contents["images"] as? [[String: Any]] else { return nil }
        var files: [Double: String] = [:]
        var format: ImageSource.Format?
        var size: Size?
        for entry in entries {
            guard let filename = entry["filename"] as? String, !filename.contains("/"), filename != ".." else { continue }
            let idiom = entry["idiom"] as? String ?? "universal"
            guard ["universal", "iphone"].contains(idiom) else { continue }
            let path = (folder as NSString).appendingPathComponent(filename)
            guard RegularFile.exists(path) else { continue }
            let scaleText = (entry["scale"] as? String ?? "1x").replacingOccurrences(of: "x", with: "")
            let scale = Double(scaleText).flatMap(ScreenScale.init(exactly:))?.pixelsPerPoint ?? 1
            switch (filename as NSString).pathExtension.lowercased() {
            case "png":
                format = .png
                if files[scale] == nil { files[scale] = path }
                if size == nil, let bytes = try? RegularFile.read(path, limit: 64 << 20), let pixels = try? PNGHeader.size(bytes) {
                    size = Size(width: Double(pixels.width) / scale, height: Double(pixels.height) / scale)
                }
            case "pdf":
                format = format ?? .pdf
                files[1] = files[1] ?? path
            case "svg":
                format = format ?? .svg
                files[1] = files[1] ?? path
            default:
                continue
            }
        }
        guard let format, !files.isEmpty else { return nil }
        return ImageSet(format: format, files: files, size: size)
    }
}

/// A PNG's width and height from its signature and IHDR chunk (the first 24 bytes).
enum PNGHeader {
    struct NotAPNG: Error {}

    static func size(_ bytes: [UInt8]) throws -> (width: Int, height: Int) {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { throw NotAPNG() }
        func be32(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be32(16), be32(20))
    }
}
