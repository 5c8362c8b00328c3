import Foundation
import PNGCodec

/// A rectangle of pixels (inclusive of `x`, `y`, exclusive of `x + width`, `y + height`).
public struct PixelRect: Hashable, Sendable, Codable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int
    public init(x: Int, y: Int, width: Int, height: Int) { self.x = x; self.y = y; self.width = width; self.height = height }
}

/// A width and height in pixels.
public struct PixelSize: Hashable, Sendable, Codable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    public init(width: Int, height: Int) { self.width = width; self.height = height }
    /// The size of `image`.
    public init(of image: ImageBuffer) { self.init(width: image.width, height: image.height) }
    /// `750×1334`.
    public var description: String { "\(width)×\(height)" }
    public var pixelCount: Int { width * height }
}

/// The outcome of comparing an actual image with a reference, with the images' sizes.
public enum ComparisonResult: Hashable, Sendable {
    case identical
    /// Same size (`imageSize`); `differentPixels` pixels differ, all inside `boundingBox`.
    case different(differentPixels: Int, imageSize: PixelSize, boundingBox: PixelRect)
    /// Sizes differ; pixels are not compared.
    case sizeMismatch(expected: PixelSize, actual: PixelSize)

    public var isIdentical: Bool { if case .identical = self { return true } else { return false } }

    /// Pixels compared (the image's area); nil when nothing was compared (identical bytes, or sizes that differ).
    public var totalPixels: Int? { if case let .different(_, size, _) = self { return size.pixelCount } else { return nil } }

    /// One line for people: what differs, with numbers.
    public var summary: String {
        switch self {
        case .identical:
            return "identical"
        case let .different(count, size, box):
            let ratio = Double(count) / Double(max(size.pixelCount, 1))
            return "\(count) of \(size.pixelCount) pixels differ (ratio \(String(format: "%.6f", ratio))), "
                + "inside x \(box.x)…\(box.x + box.width - 1), y \(box.y)…\(box.y + box.height - 1)"
        case let .sizeMismatch(expected, actual):
            return "size mismatch: expected \(expected) pixels, got \(actual)"
        }
    }
}

/// Exact image comparison: a pixel differs when any of its four channels differs.
public enum ImageDiffer {
    /// `.identical`, or the number of differing pixels with the smallest rectangle holding them all, or
    /// `.sizeMismatch`. Rows whose bytes are equal are skipped with one `memcmp` each; only differing rows are
    /// scanned pixel by pixel (one 32-bit compare a pixel).
    public static func compare(expected: ImageBuffer, actual: ImageBuffer) -> ComparisonResult {
        guard expected.width == actual.width, expected.height == actual.height else {
            return .sizeMismatch(expected: PixelSize(of: expected), actual: PixelSize(of: actual))
        }
        let width = expected.width
        var count = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        PixelRows.forEachDifferingRow(expected, actual) { y, e, a in
            let rowA = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(e)[y * width * 4..<(y + 1) * width * 4])
            let rowB = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(a)[y * width * 4..<(y + 1) * width * 4])
            func differs(_ x: Int) -> Bool {
                rowA.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) != rowB.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
            }
            var first = 0
            while first < width && !differs(first) { first += 1 }
            guard first < width else { return }
            var last = width - 1
            while !differs(last) { last -= 1 }
            for x in first...last { count += differs(x) ? 1 : 0 }
            minX = min(minX, first); maxX = max(maxX, last); minY = min(minY, y); maxY = y
        }
        guard count > 0 else { return .identical }
        return .different(differentPixels: count, imageSize: PixelSize(of: expected),
                          boundingBox: PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1))
    }

    /// A diff image in the style people know from pixelmatch: the expected image faded to light grey, and
    /// every differing pixel in solid red. Sizes must match (use the comparison result first).
    public static func diffImage(expected: ImageBuffer, actual: ImageBuffer) -> ImageBuffer {
        var out = ImageBuffer(width: expected.width, height: expected.height)
        guard expected.width == actual.width, expected.height == actual.height else { return out }
        for i in stride(from: 0, to: expected.pixels.count, by: 4) {
            let same = expected.pixels[i] == actual.pixels[i] && expected.pixels[i + 1] == actual.pixels[i + 1]
                && expected.pixels[i + 2] == actual.pixels[i + 2] && expected.pixels[i + 3] == actual.pixels[i + 3]
            if same {
                let r = Double(expected.pixels[i]), g = Double(expected.pixels[i + 1]), b = Double(expected.pixels[i + 2])
                let a = Double(expected.pixels[i + 3]) / 255
                let luma = (0.299 * r + 0.587 * g + 0.114 * b) * a + 255 * (1 - a)
                let faded = UInt8(255 - (255 - luma) * 0.1)
                out.pixels[i] = faded; out.pixels[i + 1] = faded; out.pixels[i + 2] = faded; out.pixels[i + 3] = 255
            } else {
                out.pixels[i] = 255; out.pixels[i + 1] = 0; out.pixels[i + 2] = 0; out.pixels[i + 3] = 255
            }
        }
        return out
    }
}
