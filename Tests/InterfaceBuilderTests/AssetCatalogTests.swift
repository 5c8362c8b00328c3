import AssetCatalogs
import Files
import Foundation
import Geometry
import InterfaceBuilder
import Layout
import PNGCodec
import Render
import Scenes
import TestSupport
import Testing

/// `--assets`: an asset catalogue's colours (light and dark) and images (a PNG per scale, SVG through librsvg, PDF
/// through poppler) drawn where a document names them. `Documents/Assets.xcassets` is the project's own
/// (`make-assets.py` writes its images).
@Suite struct AssetCatalogTests {
    static let folder = InterfaceBuilderTests.folder

    @Test func readsColourSetsImageSetsAndNamespaces() throws {
        let catalog = try AssetCatalog.load(path: Self.folder.appendingPathComponent("Assets.xcassets").path)
        let brand = try #require(catalog.colors["Brand"])
        #expect(brand.resolved(for: .light).hexString == "#FF5500")          // hex components
        #expect(brand.resolved(for: .dark).hexString == "#FFAA77")           // 0–255 components
        #expect(catalog.colors["Symbols/Accent"]?.hexString == "#0000FF80")  // a namespace folder, 0–1 components
        #expect(catalog.colors["Accent"] == nil)
        let photo = try #require(catalog.images["Photo"])
        #expect(photo.format == .png && photo.files.keys.sorted() == [2])
        #expect(photo.size == Size(width: 20, height: 15))                    // 40 × 30 pixels at 2x
        #expect(catalog.images["Badge"]?.format == .svg)
        #expect(catalog.images["Icon"]?.format == .pdf)
        #expect(throws: LocatedError.self) { try AssetCatalog.load(path: Self.folder.appendingPathComponent("Constraints.xib").path) }
    }

    /// The rendered pixels: the catalogue's colour (light and dark) and each image's own colour in its frame.
    @Test func drawsCatalogueColoursAndImages() throws {
        var document = try IBDocument.load(path: Self.folder.appendingPathComponent("AssetsCell.xib").path)
        document.assets = try AssetCatalog.load(path: Self.folder.appendingPathComponent("Assets.xcassets").path)
        let imported = try IBImporter(document: document).importRoot(try document.root(selectedBy: nil))
        let scene = ViewLayout.scene(for: imported.standaloneView(designed: true), in: LayoutEnvironment(width: 200, scale: 2),
                                     measurer: measurer)
        func pixel(_ image: ImageBuffer, _ x: Double, _ y: Double) -> String {
            let i = (Int(y * 2) * image.width + Int(x * 2)) * 4
            return String(format: "#%02X%02X%02X", image.pixels[i], image.pixels[i + 1], image.pixels[i + 2])
        }
        let renderer = Renderer()
        let light = try renderer.image(scene.resolvingColors(for: .light))
        #expect(pixel(light, 5, 30) == "#FF5500")   // Brand bar
        #expect(pixel(light, 30, 17) == "#1F7A4D")  // Photo: the 2x PNG
        #expect(pixel(light, 58, 18) == "#7A1FA0")  // Badge: SVG
        #expect(pixel(light, 88, 22) == "#C0392B")  // Icon: PDF
        let dark = try renderer.image(scene.resolvingColors(for: .dark))
        #expect(pixel(dark, 5, 30) == "#FFAA77")
        // Without the catalogue the images are placeholders of the sizes <resources> gives; the SF Symbol is its glyph.
        let plain = try IBDocument.load(path: Self.folder.appendingPathComponent("AssetsCell.xib").path)
        let placeholders = try IBImporter(document: plain).importRoot(try plain.root(selectedBy: nil))
        #expect(placeholders.root.allViews.filter { if case .imagePlaceholder = $0.kind { return true } else { return false } }.count == 3)
        #expect(placeholders.root.allViews.filter { if case .symbol = $0.kind { return true } else { return false } }.count == 1)
    }
}
