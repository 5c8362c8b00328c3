import Foundation
@testable import PNGCodec
import Testing

/// A premultiplied ARGB32 surface (native byte order, as Cairo lays it out) with `stride` bytes per row.
struct Surface {
    var width: Int
    var height: Int
    var stride: Int
    var words: [UInt32]

    /// Pixels from `pixel(x, y)` as premultiplied ARGB words; rows padded to `stride` with garbage.
    init(width: Int, height: Int, padding: Int = 3, pixel: (Int, Int) -> UInt32) {
        self.width = width; self.height = height; stride = (width + padding) * 4
        words = [UInt32](repeating: 0xDEAD_BEEF, count: (width + padding) * height)
        for y in 0..<height { for x in 0..<width { words[y * (width + padding) + x] = pixel(x, y) } }
    }

    func scanlines() -> PNGScanlines? {
        var copy = words
        return copy.withUnsafeMutableBytes { bytes in
            bytes.baseAddress.flatMap { PNGScanlines(premultipliedARGB32: $0, width: width, height: height, stride: stride) }
        }
    }

    /// What the in-place encoder writes for these pixels (it overwrites them, so it works on a copy).
    func encodedInPlace(textChunks: [(String, String)] = []) -> [UInt8] {
        var copy = words
        return copy.withUnsafeMutableBytes { bytes in
            bytes.baseAddress.map {
                PNGEncoder.encode(premultipliedARGB32: $0, width: width, height: height, stride: stride, inPlace: true,
                                  textChunks: textChunks)
            } ?? []
        }
    }
}

/// An opaque colour, or a premultiplied translucent one, varying with position and `seed`.
private func pixel(_ x: Int, _ y: Int, seed: UInt32 = 0, alpha: UInt32 = 255) -> UInt32 {
    let r = UInt32((x * 37 + y * 11) % 256) ^ seed, g = UInt32((x * 5 + y * 71) % 256), b = UInt32((x ^ y) & 0xFF)
    return alpha << 24 | (r * alpha / 255) << 16 | (g * alpha / 255) << 8 | (b * alpha / 255)
}

@Suite struct PNGScanlinesTests {
    /// Opaque, fully translucent, and opaque-above-translucent images (the encoder switches to RGBA at the first
    /// non-opaque row, after writing the rows above as RGB).
    static let surfaces: [(String, Surface)] = [
        ("opaque", Surface(width: 13, height: 7) { pixel($0, $1) }),
        ("translucent", Surface(width: 9, height: 6) { pixel($0, $1, alpha: UInt32(($0 * 29 + $1 * 7) % 256)) }),
        ("opaque rows, then one translucent pixel", Surface(width: 5, height: 8) { x, y in
            pixel(x, y, alpha: y == 6 && x == 2 ? 128 : 255)
        }),
        ("one pixel wide", Surface(width: 1, height: 4, padding: 0) { pixel($0, $1, alpha: $1 == 3 ? 0 : 255) }),
    ]

    @Test(arguments: surfaces.indices)
    func encodingTheScanlinesGivesTheBytesOfTheDirectEncoder(_ index: Int) throws {
        let surface = Self.surfaces[index].1
        let scanlines = try #require(surface.scanlines())
        let chunks = [("Software", "LayoutSnap"), ("Fonts", "Inter.ttf#0 sha256:00")]
        #expect(PNGEncoder.encode(scanlines, textChunks: chunks) == surface.encodedInPlace(textChunks: chunks))
    }

    @Test(arguments: surfaces.indices)
    func theImageIsWhatThePNGDecodesTo(_ index: Int) throws {
        let surface = Self.surfaces[index].1
        let scanlines = try #require(surface.scanlines())
        #expect(scanlines.image == (try ImageBuffer(pngData: surface.encodedInPlace())))
        #expect(scanlines.isOpaque == (index == 0))
    }

    @Test(arguments: surfaces.indices)
    func aPNGMatchesTheScanlinesOfItsOwnPixelsAndNoOthers(_ index: Int) throws {
        let surface = Self.surfaces[index].1
        let scanlines = try #require(surface.scanlines())
        let png = surface.encodedInPlace(textChunks: [("Fonts", "whatever")])
        #expect(scanlines.matches(png: png))
        // Text chunks and compression carry no pixels: a PNG with other ones still matches.
        #expect(scanlines.matches(png: PNGEncoder.encode(scanlines, compressionLevel: 1)))

        var changed = surface
        changed.words[changed.stride / 4] ^= 0x0000_0100  // pixel (0, 1)
        #expect(!scanlines.matches(png: changed.encodedInPlace()))
        #expect(!scanlines.matches(png: Array(png.dropLast(20))))
        #expect(!scanlines.matches(png: []))
        // The same pixels written as RGBA by another encoder (the straight-alpha writer) are not recognised;
        // callers decode those and compare pixels.
        if scanlines.isOpaque { #expect(!scanlines.matches(png: PNGEncoder.encode(scanlines.image))) }
    }

    @Test func aDifferentSizeNeverMatches() throws {
        // Black 8 × 2 and 3 × 5 images have the same 50 bytes of scanlines (all zero): only the size differs.
        let wide = try #require(Surface(width: 8, height: 2) { _, _ in 0xFF00_0000 }.scanlines())
        let tall = try #require(Surface(width: 3, height: 5) { _, _ in 0xFF00_0000 }.scanlines())
        #expect(tall.bytes == wide.bytes)
        #expect(!wide.matches(png: PNGEncoder.encode(tall)))
    }

    @Test func anEmptyImageHasNoScanlines() {
        var word: UInt32 = 0
        let none = withUnsafeMutableBytes(of: &word) { bytes in
            bytes.baseAddress.flatMap { PNGScanlines(premultipliedARGB32: $0, width: 0, height: 1, stride: 4) }
        }
        #expect(none == nil)
    }
}
