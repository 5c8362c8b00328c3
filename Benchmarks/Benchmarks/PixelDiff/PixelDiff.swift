import Benchmark
import CCairo
import Foundation
import PNGCodec
import Snapshot

// Snapshot-test image comparison on the two PNGs of shared/bench/anchors/bench_pixeldiff.py: results/scene.png
// (bench_cairo.py's 1170×2532 scene, RGB, written by cairo/libpng) and results/scene_changed.png (the same with the
// 100×100 px block x 480..<580, y 1200..<1300 painted (230, 40, 60), RGBA, written by Pillow). Both are copied
// byte for byte to Resources/ (they come out of pycairo's toy text with this machine's fonts, so they cannot be
// regenerated here byte for byte; committing them keeps what is decoded identical to what Pillow decodes).
//
// Timed (the files are read and decoded once in the set-up, except by the decode benchmarks):
//   exact              ImageDiffer.compare: count of differing pixels + bounding box     anchor numpy_u32_count
//   exact, identical   the same on two equal images (distinct buffers)                   anchor bytes_equal_identical
//   threshold 0.1      PixelMatch.compare (pixelmatch's count, anti-aliasing excluded)   anchor pixelmatch_js (node)
//   threshold 0.1, identical                                                             pixelmatch_js identical
//   decode pair        ImageBuffer(contentsOfPNG:) of both files (read + decode to RGBA) anchor png_decode_pair (Pillow)
//   decode pair, cairo cairo_image_surface_create_from_png of both files (libpng into a premultiplied surface, no
//                      conversion to RGBA): what the previous decode path spent before its un-premultiplying copy
// The set-up checks the decoded pixels against cairo's reader and the counts against the anchor's: 10,000 pixels
// differ exactly (inside the block), pixelmatch 0.4.0 counts 9,503 at threshold 0.1.
//
// Custom metric: "differing pixels" (the count the comparison returned).

let differingPixels = BenchmarkMetric.custom("differing pixels", polarity: .prefersSmaller, useScalingFactor: false)

/// The anchor's figures for this pair (bench_pixeldiff.py with pixelmatch 0.4.0 and numpy).
let anchorExactCount = 10_000
let anchorPixelmatchCount = 9_503
let changedBlock = PixelRect(x: 480, y: 1200, width: 100, height: 100)

/// Resources/<name> in this package, located from this source file.
func resourcePath(_ name: String) -> String {
    URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // PixelDiff
        .deletingLastPathComponent() // Benchmarks (targets)
        .deletingLastPathComponent() // Benchmarks (package root)
        .appendingPathComponent("Resources/" + name).path
}

let scenePath = resourcePath("scene.png")
let changedPath = resourcePath("scene_changed.png")

/// The file decoded by cairo's libpng reader, as RGBA; only for opaque images (no un-premultiplying needed).
func cairoDecodeOpaque(_ path: String) -> ImageBuffer {
    guard let surface = cairo_image_surface_create_from_png(path), cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
          let data = cairo_image_surface_get_data(surface) else { fatalError("cairo cannot read \(path)") }
    defer { cairo_surface_destroy(surface) }
    let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    var image = ImageBuffer(width: width, height: height)
    for y in 0..<height {
        for x in 0..<width {
            let pixel = UnsafeRawPointer(data + y * stride).loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
            if pixel >> 24 != 0xFF { fatalError("\(path): pixel (\(x), \(y)) is not opaque") }
            let o = (y * width + x) * 4
            image.pixels[o] = UInt8(truncatingIfNeeded: pixel >> 16); image.pixels[o + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
            image.pixels[o + 2] = UInt8(truncatingIfNeeded: pixel); image.pixels[o + 3] = 0xFF
        }
    }
    return image
}

func count(_ result: Snapshot.ComparisonResult) -> Int {
    switch result {
    case .identical: return 0
    case let .different(count, _, _): return count
    case .sizeMismatch: fatalError("size mismatch: \(result.summary)")
    }
}

let benchmarks: @Sendable () -> Void = {
    let scene: ImageBuffer, changed: ImageBuffer
    do {
        scene = try ImageBuffer(contentsOfPNG: scenePath)
        changed = try ImageBuffer(contentsOfPNG: changedPath)
    } catch {
        fatalError("cannot decode the benchmark images: \(error)")
    }
    // The same pixels as the scene in a buffer of its own: "identical" must compare memory, not one shared array.
    var sceneCopy = scene
    sceneCopy.pixels[0] ^= 1
    sceneCopy.pixels[0] ^= 1

    let metrics: [BenchmarkMetric] = [.wallClock, .cpuTotal, .mallocCountTotal]
    let units: [BenchmarkMetric: BenchmarkUnits] = [differingPixels: .count]
    func configuration(_ timeUnits: BenchmarkTimeUnits, iterations: Int, counts: Bool = true) -> Benchmark.Configuration {
        .init(metrics: counts ? metrics + [differingPixels] : metrics, timeUnits: timeUnits, units: units, warmupIterations: 3,
              maxDuration: .seconds(15), maxIterations: iterations)
    }

    Benchmark("PixelDiff exact (1170x2532, 100x100 changed)", configuration: configuration(.microseconds, iterations: 500)) { benchmark in
        let result = ImageDiffer.compare(expected: scene, actual: changed)
        benchmark.stopMeasurement()
        benchmark.measurement(differingPixels, count(result))
        blackHole(result)
    } setup: {
        let result = ImageDiffer.compare(expected: scene, actual: changed)
        guard result == .different(differentPixels: anchorExactCount, imageSize: PixelSize(of: scene), boundingBox: changedBlock) else {
            fatalError("exact comparison: \(result.summary); numpy counts \(anchorExactCount) inside \(changedBlock)")
        }
        guard scene == cairoDecodeOpaque(scenePath), changed == cairoDecodeOpaque(changedPath) else {
            fatalError("PNGDecoder and cairo's libpng reader disagree on the benchmark images")
        }
        FileHandle.standardError.write(Data("PixelDiff: \(result.summary); decoded pixels equal cairo's\n".utf8))
    }

    Benchmark("PixelDiff exact, identical images (1170x2532)", configuration: configuration(.microseconds, iterations: 500)) { benchmark in
        let result = ImageDiffer.compare(expected: scene, actual: sceneCopy)
        benchmark.stopMeasurement()
        benchmark.measurement(differingPixels, count(result))
        blackHole(result)
    }

    Benchmark("PixelDiff threshold 0.1 (PixelMatch, 1170x2532)", configuration: configuration(.microseconds, iterations: 500)) { benchmark in
        let result = PixelMatch.compare(expected: scene, actual: changed, threshold: 0.1)
        benchmark.stopMeasurement()
        benchmark.measurement(differingPixels, count(result))
        blackHole(result)
    } setup: {
        let found = count(PixelMatch.compare(expected: scene, actual: changed, threshold: 0.1))
        guard found == anchorPixelmatchCount else { fatalError("PixelMatch counts \(found), pixelmatch \(anchorPixelmatchCount)") }
        FileHandle.standardError.write(Data("PixelDiff: PixelMatch counts \(found) at threshold 0.1 (pixelmatch: \(anchorPixelmatchCount))\n".utf8))
    }

    Benchmark("PixelDiff threshold 0.1, identical images (1170x2532)", configuration: configuration(.microseconds, iterations: 500)) { benchmark in
        let result = PixelMatch.compare(expected: scene, actual: sceneCopy, threshold: 0.1)
        benchmark.stopMeasurement()
        benchmark.measurement(differingPixels, count(result))
        blackHole(result)
    }

    Benchmark("PixelDiff decode pair (ImageBuffer(contentsOfPNG:), 2 x 1170x2532)",
              configuration: configuration(.milliseconds, iterations: 100, counts: false)) { benchmark in
        let first = try ImageBuffer(contentsOfPNG: scenePath)
        let second = try ImageBuffer(contentsOfPNG: changedPath)
        blackHole((first, second))
    }

    Benchmark("PixelDiff decode pair (cairo/libpng surface only, 2 x 1170x2532)",
              configuration: configuration(.milliseconds, iterations: 100, counts: false)) { benchmark in
        for path in [scenePath, changedPath] {
            guard let surface = cairo_image_surface_create_from_png(path) else { fatalError("cairo cannot read \(path)") }
            blackHole(cairo_image_surface_get_data(surface))
            cairo_surface_destroy(surface)
        }
    }
}
