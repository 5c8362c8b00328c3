import Foundation
import Geometry
import Measure
import PNGCodec
import Render
import Scenes
import Testing

let fontSet: FontSet = {
    do { return try FontSet.standard() } catch { fatalError("the standard fonts must be installed for tests: \(error)") }
}()
let measurer = TextMeasurer(fontSet: fontSet)
let renderer = Renderer()

private func textNode(_ text: String, style: TextStyle = .body, frame: Rect, color: Color = .black) -> SceneNode {
    let layout = measurer.layout(text, attributes: .style(style), width: frame.width, scale: 2)
    return SceneNode(id: "label", frame: frame, content: .text(layout, color: color))
}

private func box(_ frame: Rect, color: Color, z: Int = 0, alpha: Double = 1, hidden: Bool = false) -> SceneElement {
    SceneElement(category: .cell, indexPath: IndexPath(item: 0, section: 0), frame: frame, zIndex: z, alpha: alpha, isHidden: hidden,
                 root: SceneNode(id: "box", frame: Rect(origin: .zero, size: frame.size), style: NodeStyle(backgroundColor: color)))
}

private func pixel(_ image: ImageBuffer, _ x: Int, _ y: Int) -> [UInt8] {
    let o = (y * image.width + x) * 4
    return Array(image.pixels[o..<o + 4])
}

/// Pixels darker than mid-grey inside a rectangle (in pixels).
private func ink(_ image: ImageBuffer, x: Range<Int>, y: Range<Int>) -> Int {
    var count = 0
    for yy in y { for xx in x where pixel(image, xx, yy)[0] < 128 { count += 1 } }
    return count
}

private let textScene = Scene(contentSize: Size(width: 200, height: 60), backgroundColor: .white, elements: [
    SceneElement(category: .cell, indexPath: IndexPath(item: 0, section: 0), frame: Rect(x: 0, y: 0, width: 200, height: 60),
                 root: SceneNode(id: "cell", frame: Rect(x: 0, y: 0, width: 200, height: 60), children: [
                     textNode("Hello", frame: Rect(x: 10, y: 5, width: 90, height: 25)),
                     textNode("你好世界", frame: Rect(x: 10, y: 30, width: 90, height: 25)),
                 ])),
])

struct RendererTests {
    @Test func pngHasTheScaledSizeAndIsByteIdenticalEveryTime() throws {
        for scale in [1.0, 2, 3] {
            let first = try renderer.png(textScene, scale: scale)
            let second = try renderer.png(textScene, scale: scale)
            #expect(first == second)
            let image = try ImageBuffer(pngData: first)
            #expect(image.width == Int(200 * scale) && image.height == Int(60 * scale))
        }
    }

    @Test func concurrentRendersGiveTheSameBytes() async throws {
        let expected = try renderer.png(textScene, scale: 2)
        let results = try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<8 { group.addTask { try renderer.png(textScene, scale: 2) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 == expected })
    }

    @Test func latinAndChineseGlyphsLeaveInk() throws {
        let image = try ImageBuffer(pngData: try renderer.png(textScene, scale: 2))
        let latin = ink(image, x: 20..<200, y: 10..<60)
        let chinese = ink(image, x: 20..<200, y: 60..<110)
        #expect(latin > 100)
        // Four ideographs are dense; a missing-glyph box would be a thin outline with far less ink.
        #expect(chinese > 600)
        #expect(ink(image, x: 220..<400, y: 0..<120) == 0)
    }

    @Test func zIndexOrderHiddenAndAlphaAreHonoured() throws {
        let scene = Scene(contentSize: Size(width: 30, height: 10), backgroundColor: .white, elements: [
            box(Rect(x: 0, y: 0, width: 10, height: 10), color: Color(red: 0, green: 0, blue: 1), z: 5),
            box(Rect(x: 0, y: 0, width: 10, height: 10), color: Color(red: 1, green: 0, blue: 0), z: 1),
            box(Rect(x: 10, y: 0, width: 10, height: 10), color: .black, hidden: true),
            box(Rect(x: 20, y: 0, width: 10, height: 10), color: .black, alpha: 0.5),
        ])
        let image = try ImageBuffer(pngData: try renderer.png(scene, scale: 1))
        #expect(pixel(image, 5, 5) == [0, 0, 255, 255])       // higher zIndex on top, though listed first
        #expect(pixel(image, 15, 5) == [255, 255, 255, 255])  // hidden: background shows
        let half = pixel(image, 25, 5)
        #expect(half[0] >= 126 && half[0] <= 129 && half[3] == 255)
    }

    @Test func transparentBackgroundsKeepStraightAlpha() throws {
        let scene = Scene(contentSize: Size(width: 4, height: 4), backgroundColor: .clear, elements: [
            box(Rect(x: 0, y: 0, width: 2, height: 4), color: Color(red: 1, green: 0, blue: 0, alpha: 0.5)),
        ])
        let png = try renderer.png(scene, scale: 1)
        #expect(png[25] == 6)  // IHDR colour type: RGBA
        let image = try ImageBuffer(pngData: png)
        #expect(pixel(image, 3, 0) == [0, 0, 0, 0])
        #expect(pixel(image, 0, 0)[3] == 128 || pixel(image, 0, 0)[3] == 127)
        let opaque = try renderer.png(textScene, scale: 1)
        #expect(opaque[25] == 2)  // RGB when every pixel is opaque
    }

    @Test func pngRecordsTheFontFilesInTextChunks() throws {
        let png = try renderer.png(textScene, scale: 1, textChunks: [("Fonts", "Inter-Regular.otf sha256:abc")])
        #expect(String(decoding: png, as: UTF8.self).contains("FontsInter-Regular.otf sha256:abc".replacingOccurrences(of: "Fonts", with: "Fonts\0")))
    }

    @Test func svgIsByteIdenticalAndInPoints() throws {
        let first = try renderer.svg(textScene)
        let second = try renderer.svg(textScene)
        #expect(first == second)
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.contains("<svg"))
        #expect(text.contains("width=\"200pt\""))
        #expect(text.contains("id=\"surface1\""))
    }

    @Test func svgRasterisedByLibrsvgMatchesThePNG() throws {
        let scene = textScene
        let svgPath = NSTemporaryDirectory() + "layoutsnap-\(UUID().uuidString).svg"
        let pngPath = svgPath + ".png"
        defer { try? FileManager.default.removeItem(atPath: svgPath); try? FileManager.default.removeItem(atPath: pngPath) }
        try Data(try renderer.svg(scene)).write(to: URL(fileURLWithPath: svgPath))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/rsvg-convert")
        process.arguments = ["-w", "400", "-h", "120", "-b", "white", "-o", pngPath, svgPath]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let fromSVG = try ImageBuffer(contentsOfPNG: pngPath)
        let fromCairo = try ImageBuffer(pngData: try renderer.png(scene, scale: 2))
        #expect(fromSVG.width == fromCairo.width && fromSVG.height == fromCairo.height)
        // Two rasterisers antialias edges differently; the picture must be the same: glyphs in the same
        // places, so only a small share of pixels may differ noticeably.
        var far = 0
        for i in stride(from: 0, to: fromSVG.pixels.count, by: 4) where abs(Int(fromSVG.pixels[i]) - Int(fromCairo.pixels[i])) > 96 { far += 1 }
        #expect(Double(far) / Double(fromSVG.width * fromSVG.height) < 0.01)
        #expect(ink(fromSVG, x: 20..<200, y: 60..<110) > 600)
    }

    @Test func emptySceneIsAnErrorNotACrash() {
        let empty = Scene(contentSize: .zero, backgroundColor: .white, elements: [])
        #expect(throws: RenderError.self) { try renderer.png(empty, scale: 2) }
        #expect(throws: RenderError.self) { try renderer.svg(empty) }
    }
}
