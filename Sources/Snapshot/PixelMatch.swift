import Foundation
import PNGCodec

/// How different two images may be and still match, with the option names people know from Playwright and
/// pixelmatch. The default (all nil) is exact: any differing pixel fails.
public struct ComparisonTolerance: Hashable, Sendable {
    /// Per-pixel colour distance in YIQ space, 0…1, as pixelmatch's `threshold` defines it. When set, pixels closer
    /// than this do not count, and pixels pixelmatch detects as anti-aliasing do not count either.
    public var threshold: Double?
    /// Fail when more pixels than this differ (Playwright's `maxDiffPixels`).
    public var maxDiffPixels: Int?
    /// Fail when a larger share of the pixels than this differs, 0…1 (Playwright's `maxDiffPixelRatio`).
    public var maxDiffPixelRatio: Double?

    public init(threshold: Double? = nil, maxDiffPixels: Int? = nil, maxDiffPixelRatio: Double? = nil) {
        self.threshold = threshold; self.maxDiffPixels = maxDiffPixels; self.maxDiffPixelRatio = maxDiffPixelRatio
    }

    public static let exact = ComparisonTolerance()

    /// Whether a comparison result passes: identical always does, a size mismatch never does; otherwise the count
    /// must be within both limits that are given (either limit fails), and with no limit given any difference fails.
    public func accepts(_ result: ComparisonResult) -> Bool {
        switch result {
        case .identical: return true
        case .sizeMismatch: return false
        case let .different(count, size, _):
            if maxDiffPixels == nil && maxDiffPixelRatio == nil { return count == 0 }
            if let maxDiffPixels, count > maxDiffPixels { return false }
            if let maxDiffPixelRatio, Double(count) / Double(max(size.pixelCount, 1)) > maxDiffPixelRatio { return false }
            return true
        }
    }

    /// Compares two images under this tolerance's threshold (exactly when it has none).
    public func compare(expected: ImageBuffer, actual: ImageBuffer) -> ComparisonResult {
        guard let threshold else { return ImageDiffer.compare(expected: expected, actual: actual) }
        return PixelMatch.compare(expected: expected, actual: actual, threshold: threshold)
    }
}

/// pixelmatch (mapbox, v5 semantics, as the Python port `pixelmatch` 0.4 computes it): counts pixels whose YIQ
/// colour distance exceeds `35215 × threshold²`, skipping pixels that look like anti-aliasing in either image
/// (Vysniauskas 2009: a pixel with both a darker and a brighter neighbour, where the extreme neighbour has three or
/// more identical neighbours in both images). Semi-transparent pixels are blended with white first.
public enum PixelMatch {
    /// pixelmatch's count of differing pixels and the rectangle holding them; `.identical` only when every byte
    /// is equal (a count of 0 with some bytes different is `.different` with 0 pixels and an empty box). Rows
    /// whose bytes are equal are skipped with one `memcmp`; in the rest, equal pixels cost one 32-bit compare.
    public static func compare(expected: ImageBuffer, actual: ImageBuffer, threshold: Double) -> ComparisonResult {
        guard expected.width == actual.width, expected.height == actual.height else {
            return .sizeMismatch(expected: PixelSize(of: expected), actual: PixelSize(of: actual))
        }
        let width = expected.width, height = expected.height
        let maxDelta = 35215 * threshold * threshold
        var count = 0, differingRows = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        PixelRows.forEachDifferingRow(expected, actual) { y, a, b in
            differingRows += 1
            let wordsA = UnsafeRawBufferPointer(a), wordsB = UnsafeRawBufferPointer(b)
            for x in 0..<width {
                let position = (y * width + x) * 4
                guard wordsA.loadUnaligned(fromByteOffset: position, as: UInt32.self)
                    != wordsB.loadUnaligned(fromByteOffset: position, as: UInt32.self) else { continue }
                guard colorDelta(a, b, position, position, brightnessOnly: false) > maxDelta else { continue }
                if antialiased(a, x, y, width, height, other: b) || antialiased(b, x, y, width, height, other: a) { continue }
                count += 1
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard count > 0 else {
            return differingRows == 0 ? .identical
                : .different(differentPixels: 0, imageSize: PixelSize(of: expected), boundingBox: PixelRect(x: 0, y: 0, width: 0, height: 0))
        }
        return .different(differentPixels: count, imageSize: PixelSize(of: expected),
                          boundingBox: PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1))
    }

    private static func antialiased(_ image: UnsafeBufferPointer<UInt8>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int,
                                    other: UnsafeBufferPointer<UInt8>) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let position = (y1 * width + x1) * 4
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let delta = colorDelta(image, image, position, (y * width + x) * 4, brightnessOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta; minX = x; minY = y
                } else if delta > maxDelta {
                    maxDelta = delta; maxX = x; maxY = y
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(image, minX, minY, width, height) && hasManySiblings(other, minX, minY, width, height))
            || (hasManySiblings(image, maxX, maxY, width, height) && hasManySiblings(other, maxX, maxY, width, height))
    }

    private static func hasManySiblings(_ image: UnsafeBufferPointer<UInt8>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let position = (y1 * width + x1) * 4
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let other = (y * width + x) * 4
                if image[position] == image[other] && image[position + 1] == image[other + 1] && image[position + 2] == image[other + 2]
                    && image[position + 3] == image[other + 3] {
                    zeroes += 1
                }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    /// The squared YIQ distance of two pixels (Kotsarenko & Ramos), or with `brightnessOnly` the signed difference
    /// of their Y. As in the Python port, the first pixel's Y minus the second's.
    private static func colorDelta(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, _ k: Int, _ m: Int,
                                   brightnessOnly: Bool) -> Double {
        var r1 = Double(a[k]), g1 = Double(a[k + 1]), b1 = Double(a[k + 2])
        let a1 = Double(a[k + 3])
        var r2 = Double(b[m]), g2 = Double(b[m + 1]), b2 = Double(b[m + 2])
        let a2 = Double(b[m + 3])
        if a1 == a2 && r1 == r2 && g1 == g2 && b1 == b2 { return 0 }
        if a1 < 255 {
            let alpha = a1 / 255
            r1 = 255 + (r1 - 255) * alpha; g1 = 255 + (g1 - 255) * alpha; b1 = 255 + (b1 - 255) * alpha
        }
        if a2 < 255 {
            let alpha = a2 / 255
            r2 = 255 + (r2 - 255) * alpha; g2 = 255 + (g2 - 255) * alpha; b2 = 255 + (b2 - 255) * alpha
        }
        let y = (r1 * 0.29889531 + g1 * 0.58662247 + b1 * 0.11448223) - (r2 * 0.29889531 + g2 * 0.58662247 + b2 * 0.11448223)
        if brightnessOnly { return y }
        let i = (r1 * 0.59597799 - g1 * 0.27417610 - b1 * 0.32180189) - (r2 * 0.59597799 - g2 * 0.27417610 - b2 * 0.32180189)
        let q = (r1 * 0.21147017 - g1 * 0.52261711 + b1 * 0.31114694) - (r2 * 0.21147017 - g2 * 0.52261711 + b2 * 0.31114694)
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }
}

/// Row-by-row scanning of two images of the same size.
enum PixelRows {
    /// Calls `body(y, expected, actual)` for each row `y`, top to bottom, whose bytes differ between the two
    /// images, with the whole images' pixels; equal rows cost one `memcmp` each. The sizes must match.
    @inline(__always)
    static func forEachDifferingRow(_ expected: ImageBuffer, _ actual: ImageBuffer,
                                    _ body: (Int, UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Void) {
        let rowBytes = expected.width * 4, height = expected.height
        precondition(actual.width == expected.width && actual.height == height
                     && expected.pixels.count == rowBytes * height && actual.pixels.count == rowBytes * height,
                     "images of the same size, with width × height × 4 bytes each")
        expected.pixels.withUnsafeBufferPointer { a in
            actual.pixels.withUnsafeBufferPointer { b in
                guard let rowsA = a.baseAddress, let rowsB = b.baseAddress, rowBytes > 0 else { return }
                for y in 0..<height where memcmp(rowsA + y * rowBytes, rowsB + y * rowBytes, rowBytes) != 0 {
                    body(y, a, b)
                }
            }
        }
    }
}
