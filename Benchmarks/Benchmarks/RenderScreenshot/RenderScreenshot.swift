import Benchmark
import CCairo
import Foundation
import Geometry
import Measure
import PNGCodec
import Render
import Scenes

// The scene of shared/bench/anchors/bench_cairo.py rebuilt as a LayoutSnap Scene: a 390×844 pt screen
// (1170×2532 px at scale 3), white background, 40 cells in 2 columns × 20 rows, each a rounded rectangle
// (radius 8 pt, fill (0.95, 0.96, 0.98), 1 pt border (0.80, 0.82, 0.86)) with a bold 9 pt title and one or two
// regular 8 pt body lines, in Inter. Baselines are where the script puts them: title at y + 12, body lines at
// y + 22 and y + 31.5, all at x + 8.
//
// pycairo strokes its border centred on the rectangle's edge; LayoutSnap draws a border inside the node's
// bounds (as UIKit does), so the card node is 0.5 pt larger on every side with radius 8.5: its border then
// lands on the same path, with radius 8.
//
// Timed (the scene is built once, outside the timing):
//   png   Renderer.png(scene) at the scene's scale, 3: draw + PNG encode (libdeflate level 6, filter None,
//         scanlines built inside the drawn surface)
//   rgba  Renderer.image(scene): draw + one un-premultiplying copy of the 11.8 MB of pixels (the closest public
//         stand-in for "draw only": Renderer does not hand out its cairo surface)
//   scanlines  Renderer.scanlines(scene): draw + the encoder's scanlines in a buffer of their own, no deflate
//   verify  scanlines + PNGScanlines.matches(png:) against the scene's own PNG (inflate + memcmp): what
//         `layoutsnap verify` does for an image that matches its reference
//   encode PNGEncoder.encode(premultipliedARGB32:inPlace: true) alone, as png() calls it, on a fresh copy of the
//         scene's pixels made before the timing starts (checked to give the same bytes as png());
//         draw alone ≈ png − encode
//   encode, surface kept  the same with inPlace: false: the same bytes, scanlines in a buffer of its own
//   svg   Renderer.svg(scene): the same scene as SVG (glyphs as outlines)
//   scene the 120 text layouts + scene assembly, cold cache (not in pycairo's figures: the toy text API
//         there neither shapes nor measures)
// Anchors (pycairo 1.29 / cairo 1.16, same machine): draw 4.8-6.7 ms, write_to_png 75-140 ms,
// PNG 381,719 bytes, SVG 3.1-3.4 ms (230,309 bytes).

let screen = Size(width: 390, height: 844)
let renderScale = 3.0

let pngBytes = BenchmarkMetric.custom("PNG bytes", polarity: .prefersSmaller, useScalingFactor: false)
let svgBytes = BenchmarkMetric.custom("SVG bytes", polarity: .prefersSmaller, useScalingFactor: false)

/// Builds the scene; every text layout goes through `measurer` (one line, no wrapping width).
func makeScene(measurer: TextMeasurer) -> Scene {
    let titleAttributes = TextAttributes(font: FontSpec(pointSize: 9, weight: .bold), numberOfLines: 1)
    let bodyAttributes = TextAttributes(font: FontSpec(pointSize: 8, weight: .regular), numberOfLines: 1)
    let titleColor = Color(red: 0.10, green: 0.10, blue: 0.12)
    let bodyColor = Color(red: 0.35, green: 0.36, blue: 0.40)
    let fill = Color(red: 0.95, green: 0.96, blue: 0.98)
    let border = Color(red: 0.80, green: 0.82, blue: 0.86)

    let margin = 8.0
    let columns = 2, rows = 20
    let cellWidth = (screen.width - margin * Double(columns + 1)) / Double(columns)
    let cellHeight = (screen.height - margin * Double(rows + 1)) / Double(rows)

    /// A text node whose first baseline lands at (x, baseline) in the cell.
    func textNode(_ id: String, _ text: String, _ attributes: TextAttributes, _ color: Color, x: Double, baseline: Double) -> SceneNode {
        let layout = measurer.layout(text, attributes: attributes, width: nil, scale: renderScale)
        return SceneNode(id: id, frame: Rect(x: x, y: baseline - layout.firstBaseline, width: layout.size.width, height: layout.size.height),
                         content: .text(layout, color: color))
    }

    var elements: [SceneElement] = []
    for (index, cell) in cells.enumerated() {
        let column = index % columns, row = index / columns
        let x = margin + Double(column) * (cellWidth + margin)
        let y = margin + Double(row) * (cellHeight + margin)
        var children = [
            SceneNode(id: "card", frame: Rect(x: -0.5, y: -0.5, width: cellWidth + 1, height: cellHeight + 1),
                      style: NodeStyle(backgroundColor: fill, cornerRadius: 8.5, borderWidth: 1, borderColor: border)),
            textNode("title", cell.title, titleAttributes, titleColor, x: 8, baseline: 12),
        ]
        for (line, text) in cell.body.enumerated() {
            children.append(textNode("body\(line)", text, bodyAttributes, bodyColor, x: 8, baseline: 22 + Double(line) * 9.5))
        }
        elements.append(SceneElement(category: .cell, indexPath: IndexPath(item: index, section: 0),
                                     frame: Rect(x: x, y: y, width: cellWidth, height: cellHeight),
                                     root: SceneNode(id: "cell", frame: Rect(x: 0, y: 0, width: cellWidth, height: cellHeight),
                                                     children: children)))
    }
    return Scene(contentSize: screen, backgroundColor: .white, elements: elements, scale: renderScale)
}

/// A cairo ARGB32 image surface holding the scene's pixels (straight RGBA in, premultiplied ARGB32 out), for
/// timing the PNG encoder without the drawing. Never mutated after init except by an in-place encode of a copy.
final class PixelSurface: @unchecked Sendable {
    let pointer: OpaquePointer

    init(_ image: ImageBuffer) {
        pointer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height))
        cairo_surface_flush(pointer)
        let stride = Int(cairo_image_surface_get_stride(pointer))
        let data = cairo_image_surface_get_data(pointer)!
        for y in 0..<image.height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<image.width {
                let o = (y * image.width + x) * 4
                let a = UInt32(image.pixels[o + 3])
                let r = (UInt32(image.pixels[o]) * a + 127) / 255, g = (UInt32(image.pixels[o + 1]) * a + 127) / 255
                let b = (UInt32(image.pixels[o + 2]) * a + 127) / 255
                row[x] = a << 24 | r << 16 | g << 8 | b
            }
        }
        cairo_surface_mark_dirty(pointer)
    }

    /// A new surface holding the same pixels (one copy of the pixel memory).
    init(copying other: PixelSurface) {
        let width = cairo_image_surface_get_width(other.pointer), height = cairo_image_surface_get_height(other.pointer)
        pointer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
        cairo_surface_flush(pointer)
        let bytes = Int(cairo_image_surface_get_stride(other.pointer)) * Int(height)
        cairo_image_surface_get_data(pointer)!.update(from: cairo_image_surface_get_data(other.pointer)!, count: bytes)
        cairo_surface_mark_dirty(pointer)
    }

    /// `PNGEncoder`'s bytes for these pixels; `inPlace` overwrites them (as `Renderer.png` does with its surface).
    func encode(inPlace: Bool) -> [UInt8] {
        PNGEncoder.encode(premultipliedARGB32: UnsafeMutableRawPointer(cairo_image_surface_get_data(pointer)!),
                          width: Int(cairo_image_surface_get_width(pointer)), height: Int(cairo_image_surface_get_height(pointer)),
                          stride: Int(cairo_image_surface_get_stride(pointer)), inPlace: inPlace)
    }

    deinit { cairo_surface_destroy(pointer) }
}

/// Where a copy of the rendered PNG is left for looking at (inside .build, which git ignores).
func outputDirectory() -> URL {
    URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".build/benchmark-output")
}

let benchmarks: @Sendable () -> Void = {
    let fontSet: FontSet
    do {
        fontSet = try FontSet.standard()
    } catch {
        fatalError("no standard font set (Inter + Noto Sans CJK + Noto Color Emoji under /usr/share/fonts): \(error)")
    }
    let measurer = TextMeasurer(fontSet: fontSet)
    let scene = makeScene(measurer: measurer)
    let renderer = Renderer()
    let metrics: [BenchmarkMetric] = [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident]
    let units: [BenchmarkMetric: BenchmarkUnits] = [pngBytes: .count, svgBytes: .count]

    Benchmark(
        "RenderScreenshot png (draw + encode, 1170x2532)",
        configuration: .init(metrics: metrics + [pngBytes], timeUnits: .milliseconds, units: units, warmupIterations: 2,
                             maxDuration: .seconds(60), maxIterations: 40)
    ) { benchmark in
        let png = try renderer.png(scene)
        benchmark.stopMeasurement()
        benchmark.measurement(pngBytes, png.count)
        blackHole(png)
    } setup: {
        let png = try renderer.png(scene)
        let directory = outputDirectory()
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("RenderScreenshot.png")
        try? Data(png).write(to: file)
        FileHandle.standardError.write(Data("RenderScreenshot: PNG \(png.count) bytes (pycairo: 381719) -> \(file.path)\n".utf8))
    }

    Benchmark(
        "RenderScreenshot rgba (draw + pixel copy, 1170x2532)",
        configuration: .init(metrics: metrics, timeUnits: .microseconds, warmupIterations: 3,
                             maxDuration: .seconds(30), maxIterations: 100)
    ) { benchmark in
        blackHole(try renderer.image(scene))
    }

    Benchmark(
        "RenderScreenshot scanlines (draw + pack, no deflate, 1170x2532)",
        configuration: .init(metrics: metrics, timeUnits: .microseconds, warmupIterations: 3,
                             maxDuration: .seconds(30), maxIterations: 100)
    ) { benchmark in
        blackHole(try renderer.scanlines(scene))
    }

    let reference = try! renderer.png(scene)
    Benchmark(
        "RenderScreenshot verify (draw + pack + inflate reference + compare, 1170x2532)",
        configuration: .init(metrics: metrics, timeUnits: .microseconds, warmupIterations: 3,
                             maxDuration: .seconds(30), maxIterations: 100)
    ) { benchmark in
        let matches = try renderer.scanlines(scene).matches(png: reference)
        precondition(matches, "the rendering no longer matches its own PNG")
        blackHole(matches)
    }

    let surface = PixelSurface(try! renderer.image(scene))
    Benchmark(
        "RenderScreenshot png encode only (PNGEncoder, 1170x2532)",
        configuration: .init(metrics: metrics + [pngBytes], timeUnits: .milliseconds, units: units, warmupIterations: 2,
                             maxDuration: .seconds(60), maxIterations: 40)
    ) { benchmark in
        let copy = PixelSurface(copying: surface)
        benchmark.startMeasurement()
        let png = copy.encode(inPlace: true)
        benchmark.stopMeasurement()
        benchmark.measurement(pngBytes, png.count)
        blackHole(png)
    } setup: {
        let expected = try renderer.png(scene)
        let copy = PixelSurface(copying: surface)
        let same = copy.encode(inPlace: true) == expected && surface.encode(inPlace: false) == expected
        FileHandle.standardError.write(Data("RenderScreenshot: encode-only PNGs \(same ? "identical to" : "DIFFER from") png()\n".utf8))
    }

    Benchmark(
        "RenderScreenshot png encode only, surface kept (1170x2532)",
        configuration: .init(metrics: metrics + [pngBytes], timeUnits: .milliseconds, units: units, warmupIterations: 2,
                             maxDuration: .seconds(60), maxIterations: 40)
    ) { benchmark in
        let png = surface.encode(inPlace: false)
        benchmark.stopMeasurement()
        benchmark.measurement(pngBytes, png.count)
        blackHole(png)
    }

    Benchmark(
        "RenderScreenshot svg",
        configuration: .init(metrics: metrics + [svgBytes], timeUnits: .microseconds, units: units, warmupIterations: 3,
                             maxDuration: .seconds(30), maxIterations: 200)
    ) { benchmark in
        let svg = try renderer.svg(scene)
        benchmark.stopMeasurement()
        benchmark.measurement(svgBytes, svg.count)
        blackHole(svg)
    }

    Benchmark(
        "RenderScreenshot scene build (120 text layouts, cold)",
        configuration: .init(metrics: metrics, timeUnits: .microseconds, warmupIterations: 3,
                             maxDuration: .seconds(15), maxIterations: 500)
    ) { benchmark in
        measurer.removeAllCachedLayouts()
        benchmark.startMeasurement()
        blackHole(makeScene(measurer: measurer))
    }
}
