import AssetCatalogs
import Files
import Foundation
import Scenes
import Testing

/// Asset catalogues read alone: the project's own `Assets.xcassets` (Tests/InterfaceBuilderTests/Documents, written by
/// its `make-assets.py`), as Xcode stores them, and what is refused.
struct AssetCatalogsTests {
    static let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("InterfaceBuilderTests/Documents/Assets.xcassets").path

    @Test func coloursImagesAndNamespaces() throws {
        let catalog = try AssetCatalog.load(path: Self.catalog)
        // Brand: #FF5500, and 255/170/119 (0–255 components) in dark.
        let brand = try #require(catalog.colors["Brand"])
        #expect(brand.resolved(for: .light).hexString == "#FF5500")
        #expect(brand.resolved(for: .dark).hexString == "#FFAA77")
        // A folder that provides a namespace prefixes its sets' names.
        #expect(catalog.colors.keys.contains { $0.hasSuffix("/Accent") || $0 == "Accent" })
        #expect(Set(catalog.images.keys).isSuperset(of: ["Badge", "Icon", "Photo"]))
        #expect(catalog.images["Icon"]?.files.values.contains { $0.hasSuffix("icon.pdf") } == true)
    }

    @Test func aFileOrABrokenSetIsALocatedError() throws {
        #expect(throws: LocatedError.self) { try AssetCatalog.load(path: Self.catalog + "/Contents.json") }
        let folder = NSTemporaryDirectory() + "layoutsnap-assets-\(UUID().uuidString).xcassets"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/Bad.colorset", withIntermediateDirectories: true)
        try "[1, 2]".write(toFile: folder + "/Bad.colorset/Contents.json", atomically: true, encoding: .utf8)
        do {
            _ = try AssetCatalog.load(path: folder)
            Issue.record("a Contents.json that is not an object was accepted")
        } catch {
            #expect(error.file.hasSuffix("Bad.colorset/Contents.json"))
            #expect(error.message == "Contents.json is not a JSON object")
        }
    }
}
