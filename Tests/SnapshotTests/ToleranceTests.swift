import Foundation
import PNGCodec
import Snapshot
import Testing

private let pairs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Pairs")

private func pair(_ a: String, _ b: String) throws -> (ImageBuffer, ImageBuffer) {
    (try ImageBuffer(contentsOfPNG: pairs.appendingPathComponent(a).path), try ImageBuffer(contentsOfPNG: pairs.appendingPathComponent(b).path))
}

private func count(_ result: Snapshot.ComparisonResult) -> Int? {
    if case let .different(count, _, _) = result { return count }
    if case .identical = result { return 0 }
    return nil
}

struct ToleranceTests {
    /// Counts from `pixelmatch` 0.4.0 (the Python port of mapbox's pixelmatch 5), `includeAA=False`, computed with
    /// `pixelmatch.contrib.PIL.pixelmatch(A, B, threshold=t)` on the committed pairs in `Pairs/`:
    /// the table in LTR vs RTL (text moved, anti-aliasing everywhere), a band shifted by one pixel plus a faint
    /// tint, and a half-transparent patch plus one red pixel.
    @Test(arguments: [
        ("table-ltr.png", "table-rtl.png", [(0.0, 29319), (0.05, 28813), (0.1, 28489), (0.3, 27030)]),
        ("table-ltr.png", "table-shifted.png", [(0.0, 4324), (0.05, 694), (0.1, 580), (0.3, 165)]),
        ("table-ltr.png", "table-overlay.png", [(0.0, 2401), (0.05, 2401), (0.1, 2401), (0.3, 2401)]),
    ])
    func countsAgreeWithPixelmatch(_ a: String, _ b: String, _ expected: [(Double, Int)]) throws {
        let (first, second) = try pair(a, b)
        for (threshold, pixelmatchCount) in expected {
            #expect(count(PixelMatch.compare(expected: first, actual: second, threshold: threshold)) == pixelmatchCount, "threshold \(threshold)")
        }
    }

    @Test func aSmallColourChangePassesWithAThresholdThatAllowsIt() throws {
        let (image, _) = try pair("table-ltr.png", "table-ltr.png")
        var changed = image
        let blue = (10 * image.width + 10) * 4 + 2
        changed.pixels[blue] = changed.pixels[blue] > 127 ? changed.pixels[blue] - 3 : changed.pixels[blue] + 3
        #expect(!ComparisonTolerance.exact.accepts(ComparisonTolerance.exact.compare(expected: image, actual: changed)))
        let loose = ComparisonTolerance(threshold: 0.1)
        let result = loose.compare(expected: image, actual: changed)
        #expect(count(result) == 0)
        #expect(loose.accepts(result))
        let strict = ComparisonTolerance(threshold: 0.001)
        #expect(!strict.accepts(strict.compare(expected: image, actual: changed)))
    }

    @Test func maxDiffPixelsAndRatioAreLimitsEitherOfWhichFails() {
        let result = Snapshot.ComparisonResult.different(differentPixels: 10, imageSize: PixelSize(width: 100, height: 10), boundingBox: PixelRect(x: 0, y: 0, width: 1, height: 10))
        #expect(!ComparisonTolerance(maxDiffPixels: 9).accepts(result))
        #expect(ComparisonTolerance(maxDiffPixels: 10).accepts(result))
        #expect(ComparisonTolerance(maxDiffPixelRatio: 0.01).accepts(result))
        #expect(!ComparisonTolerance(maxDiffPixelRatio: 0.009).accepts(result))
        #expect(!ComparisonTolerance(maxDiffPixels: 10, maxDiffPixelRatio: 0.009).accepts(result))
        #expect(!ComparisonTolerance(maxDiffPixels: 9, maxDiffPixelRatio: 0.5).accepts(result))
        #expect(!ComparisonTolerance(maxDiffPixels: 1_000).accepts(.sizeMismatch(expected: PixelSize(width: 1, height: 1), actual: PixelSize(width: 2, height: 2))))
    }
}
