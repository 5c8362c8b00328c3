import Foundation
@testable import PNGCodec
import Testing

private let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
private let packageRoot = testsFolder.deletingLastPathComponent().deletingLastPathComponent()

/// Builds PNG files byte by byte: chosen filter types, colour types, chunk layouts and damage. The zlib stream
/// uses stored (uncompressed) deflate blocks, so the test depends on no compressor.
private struct PNGWriter {
    var width: Int
    var height: Int
    var bitDepth = 8
    var colorType = 6
    var interlace: UInt8 = 0
    /// Unfiltered row bytes, `rowByteCount` each.
    var rows: [[UInt8]]
    var palette: [UInt8] = []
    var transparency: [UInt8]?
    /// How many IDAT chunks the zlib stream is split into.
    var dataChunkCount = 1
    var extraChunks: [(String, [UInt8])] = []

    var channels: Int { [1, 0, 3, 1, 2, 0, 4][colorType] }
    var bytesPerPixel: Int { max(1, channels * bitDepth / 8) }

    /// The file, each row filtered with `filters[row % filters.count]`.
    func png(filters: [UInt8] = [0]) -> [UInt8] {
        var scanlines: [UInt8] = []
        for (y, row) in rows.enumerated() {
            let filter = filters[y % filters.count]
            scanlines.append(filter)
            scanlines += Self.filter(row, prior: y == 0 ? [UInt8](repeating: 0, count: row.count) : rows[y - 1],
                                     type: filter, stride: bytesPerPixel)
        }
        return file(zlibStream: Self.zlibStored(scanlines))
    }

    func file(zlibStream: [UInt8]) -> [UInt8] {
        var png = PNGDecoder.signature
        var header = Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height))
        header += [UInt8(bitDepth), UInt8(colorType), 0, 0, interlace]
        png += Self.chunk("IHDR", header)
        for (type, body) in extraChunks { png += Self.chunk(type, body) }
        if !palette.isEmpty { png += Self.chunk("PLTE", palette) }
        if let transparency { png += Self.chunk("tRNS", transparency) }
        let pieceSize = (zlibStream.count + dataChunkCount - 1) / dataChunkCount
        for start in stride(from: 0, to: zlibStream.count, by: pieceSize) {
            png += Self.chunk("IDAT", Array(zlibStream[start..<min(start + pieceSize, zlibStream.count)]))
        }
        return png + Self.chunk("IEND", [])
    }

    static func filter(_ row: [UInt8], prior: [UInt8], type: UInt8, stride: Int) -> [UInt8] {
        row.indices.map { i in
            let left = i >= stride ? Int(row[i - stride]) : 0, up = Int(prior[i])
            let upLeft = i >= stride ? Int(prior[i - stride]) : 0
            let prediction: Int
            switch type {
            case 1: prediction = left
            case 2: prediction = up
            case 3: prediction = (left + up) / 2
            case 4:
                let p = left + up - upLeft
                let (pa, pb, pc) = (abs(p - left), abs(p - up), abs(p - upLeft))
                prediction = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft
            default: prediction = 0
            }
            return UInt8(truncatingIfNeeded: Int(row[i]) - prediction)
        }
    }

    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let count = min(65_535, data.count - start)
            let final: UInt8 = start + count == data.count ? 1 : 0
            stream += [final, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            stream += data[start..<start + count]
            start += count
        } while start < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        return stream + bigEndian(b << 16 | a)
    }

    static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}

/// Deterministic pseudo-random bytes (SplitMix64), so every filter sees varied neighbours.
private func noise(_ count: Int, seed: UInt64) -> [UInt8] {
    var state = seed
    return (0..<count).map { _ in
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return UInt8(truncatingIfNeeded: z ^ (z >> 31))
    }
}

/// Opaque RGBA pixels with gradients, noise and near-flat noise, as rows of `width * 4` bytes.
private func opaqueRGBARows(width: Int, height: Int) -> [[UInt8]] {
    let random = noise(width * height * 4, seed: 7)
    return (0..<height).map { y in
        (0..<width).flatMap { x -> [UInt8] in
            let o = (y * width + x) * 4
            switch x % 4 {
            case 0: return [random[o], random[o + 1], random[o + 2], 255]
            // Small values make the Paeth predictor's ties (left against up-left, up against up-left) common.
            case 1, 2: return [random[o] & 3, random[o + 1] & 3, random[o + 2] & 3, 255]
            default: return [UInt8(x * 9 % 256), UInt8(y * 13 % 256), 200 + (random[o] & 1), 255]
            }
        }
    }
}

private func decode(_ png: [UInt8]) throws -> ImageBuffer? { try PNGDecoder.decode(png, path: "test.png") }

struct PNGDecoderTests {
    @Test(arguments: [[UInt8(0)], [1], [2], [3], [4], [0, 1, 2, 3, 4]])
    func everyFilterTypeReconstructsTheRows(_ filters: [UInt8]) throws {
        let rows = opaqueRGBARows(width: 31, height: 23)
        let writer = PNGWriter(width: 31, height: 23, rows: rows)
        let image = try #require(try decode(writer.png(filters: filters)))
        #expect(image.width == 31 && image.height == 23)
        #expect(image.pixels == rows.flatMap { $0 })
        #expect(image == (try ImageBuffer(cairoDecoding: writer.png(filters: filters))))
    }

    @Test func rgbGreyAndGreyAlphaExpandToRGBA() throws {
        let rgba = opaqueRGBARows(width: 11, height: 6)
        let rgbRows = rgba.map { row in row.enumerated().filter { $0.offset % 4 != 3 }.map(\.element) }
        let rgb = PNGWriter(width: 11, height: 6, colorType: 2, rows: rgbRows).png(filters: [4, 3, 1, 2, 0])
        #expect(try decode(rgb)?.pixels == rgba.flatMap { $0 })
        #expect(try decode(rgb) == (try ImageBuffer(cairoDecoding: rgb)))

        let greys = noise(11 * 6, seed: 3)
        let greyRows = (0..<6).map { Array(greys[$0 * 11..<($0 + 1) * 11]) }
        let grey = PNGWriter(width: 11, height: 6, colorType: 0, rows: greyRows).png(filters: [0, 1, 2, 3, 4])
        #expect(try decode(grey)?.pixels == greys.flatMap { [$0, $0, $0, 255] })
        #expect(try decode(grey) == (try ImageBuffer(cairoDecoding: grey)))

        // Alpha stays as stored (straight); alpha 0 clears the pixel.
        let alphas = noise(11 * 6, seed: 5).enumerated().map { $0.offset % 7 == 0 ? 0 : $0.element }
        let greyAlphaRows = (0..<6).map { y in (0..<11).flatMap { x -> [UInt8] in [greys[y * 11 + x], alphas[y * 11 + x]] } }
        let greyAlpha = PNGWriter(width: 11, height: 6, colorType: 4, rows: greyAlphaRows).png(filters: [4, 4, 3, 2, 1])
        let expected = zip(greys, alphas).flatMap { grey, alpha -> [UInt8] in alpha == 0 ? [0, 0, 0, 0] : [grey, grey, grey, alpha] }
        #expect(try decode(greyAlpha)?.pixels == expected)
    }

    @Test func lowBitDepthGreyIsScaledToFullRange() throws {
        // 1-bit: 10 pixels in two bytes, the last six bits padding.
        let oneBit = PNGWriter(width: 10, height: 1, bitDepth: 1, colorType: 0, rows: [[0b1011_0000, 0b0100_0000]]).png()
        #expect(try decode(oneBit)?.pixels == [1, 0, 1, 1, 0, 0, 0, 0, 0, 1].flatMap { bit -> [UInt8] in bit == 1 ? [255, 255, 255, 255] : [0, 0, 0, 255] })
        let fourBit = PNGWriter(width: 3, height: 1, bitDepth: 4, colorType: 0, rows: [[0x0F, 0x70]]).png()
        #expect(try decode(fourBit)?.pixels == [0, 0, 0, 255, 255, 255, 255, 255, 119, 119, 119, 255])
        #expect(try decode(fourBit) == (try ImageBuffer(cairoDecoding: fourBit)))
    }

    @Test func paletteWithTransparencyAndOutOfRangeIndices() throws {
        // Entries: red (opaque), green (alpha 0), blue (alpha 128); index 3 is past the palette (opaque black).
        var writer = PNGWriter(width: 4, height: 2, colorType: 3, rows: [[0, 1, 2, 3], [2, 0, 1, 0]])
        writer.palette = [255, 0, 0, 0, 255, 0, 0, 0, 255]
        writer.transparency = [255, 0, 128]
        let image = try #require(try decode(writer.png(filters: [1, 4])))
        let red: [UInt8] = [255, 0, 0, 255], clear: [UInt8] = [0, 0, 0, 0], blue: [UInt8] = [0, 0, 255, 128], black: [UInt8] = [0, 0, 0, 255]
        #expect(image.pixels == red + clear + blue + black + blue + red + clear + red)

        // The same picture at 2 bits per index.
        writer.bitDepth = 2
        writer.rows = [[0b0001_1011], [0b1000_0100]]
        #expect(try decode(writer.png(filters: [0, 2]))?.pixels == image.pixels)
    }

    @Test func colourKeyTransparencyInRGBAndGrey() throws {
        var rgb = PNGWriter(width: 3, height: 1, colorType: 2, rows: [[10, 20, 30, 10, 20, 31, 10, 20, 30]])
        rgb.transparency = [0, 10, 0, 20, 0, 30]
        #expect(try decode(rgb.png())?.pixels == [0, 0, 0, 0, 10, 20, 31, 255, 0, 0, 0, 0])
        var grey = PNGWriter(width: 3, height: 1, colorType: 0, rows: [[7, 8, 7]])
        grey.transparency = [0, 7]
        #expect(try decode(grey.png())?.pixels == [0, 0, 0, 0, 8, 8, 8, 255, 0, 0, 0, 0])
        #expect(try decode(grey.png()) == (try ImageBuffer(cairoDecoding: grey.png())))
    }

    @Test func invalidTransparencyChunksAreIgnoredAsLibpngIgnoresThem() throws {
        var longer = PNGWriter(width: 2, height: 1, colorType: 3, rows: [[0, 1]])
        longer.palette = [1, 2, 3, 4, 5, 6]
        longer.transparency = [0, 0, 0]  // three alphas for two entries
        var misplaced = longer
        misplaced.transparency = nil
        misplaced.extraChunks = [("tRNS", [0])]  // before PLTE
        var rgb = PNGWriter(width: 1, height: 1, colorType: 2, rows: [[1, 2, 3]])
        rgb.transparency = [0, 1]
        var grey = PNGWriter(width: 1, height: 1, colorType: 0, rows: [[1]])
        grey.transparency = [0, 1, 0]
        for png in [longer.png(), misplaced.png(), rgb.png(), grey.png()] {
            let image = try #require(try decode(png))
            #expect(image.pixels.count == 4 * image.width && image.pixels.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 255 })
            #expect(image == (try ImageBuffer(cairoDecoding: png)))
        }
    }

    @Test func straightAlphaIsKeptExactlyAndInvisibleColoursAreCleared() throws {
        let rows: [[UInt8]] = [[200, 100, 50, 128, 9, 9, 9, 0], [1, 2, 3, 1, 255, 255, 255, 255]]
        let png = PNGWriter(width: 2, height: 2, rows: rows).png(filters: [2, 4])
        #expect(try decode(png)?.pixels == [200, 100, 50, 128, 0, 0, 0, 0, 1, 2, 3, 1, 255, 255, 255, 255])
        // Cairo's premultiplied round trip agrees on the opaque and the invisible pixel.
        let cairo = try ImageBuffer(cairoDecoding: png)
        #expect(Array(cairo.pixels[4..<8]) == [0, 0, 0, 0] && Array(cairo.pixels[12..<16]) == [255, 255, 255, 255])
    }

    @Test func imageDataSplitOverManyChunksAndAncillaryChunksAreRead() throws {
        var writer = PNGWriter(width: 13, height: 9, rows: opaqueRGBARows(width: 13, height: 9))
        writer.dataChunkCount = 7
        writer.extraChunks = [("gAMA", PNGWriter.bigEndian(45_455)), ("tEXt", Array("Comment\0hello".utf8))]
        #expect(try decode(writer.png(filters: [4]))?.pixels == writer.rows.flatMap { $0 })
    }

    @Test func committedPNGsDecodeAsCairoDecodesThem() throws {
        var paths = try FileManager.default.contentsOfDirectory(atPath: testsFolder.appendingPathComponent("../SnapshotTests/Pairs").standardized.path)
            .filter { $0.hasSuffix(".png") }.map { testsFolder.appendingPathComponent("../SnapshotTests/Pairs/" + $0).standardized.path }
        paths += ["self-sizing-table/w375-L@2x.png", "sections-table/w375-AX3@2x-rtl.png", "recipe-waterfall/w768-L@2x.png"]
            .map { packageRoot.appendingPathComponent("Snapshots/" + $0).path }
        #expect(paths.count == 7)
        for path in paths {
            let data = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            let ours = try #require(try decode(data), "\(path)")
            let cairo = try ImageBuffer(cairoDecoding: data, path: path)
            #expect(ours.width == cairo.width && ours.height == cairo.height, "\(path)")
            if ours == cairo { continue }
            // Identical wherever a pixel is opaque or invisible; semi-transparent pixels are where Cairo's
            // premultiplied surface rounds, by at most a few units.
            var differingPixels = 0, largestRoundingError = 0
            for i in stride(from: 0, to: ours.pixels.count, by: 4) {
                let alpha = ours.pixels[i + 3]
                if alpha == 255 || alpha == 0 || cairo.pixels[i + 3] != alpha {
                    if ours.pixels[i..<i + 4] != cairo.pixels[i..<i + 4] { differingPixels += 1 }
                } else {
                    for c in 0..<3 { largestRoundingError = max(largestRoundingError, abs(Int(ours.pixels[i + c]) - Int(cairo.pixels[i + c]))) }
                }
            }
            #expect(differingPixels == 0, "\(path)")
            #expect(largestRoundingError <= 2, "\(path)")
        }
    }

    @Test func sixteenBitAndInterlacedImagesAreLeftToCairo() throws {
        let sixteen = PNGWriter(width: 2, height: 1, bitDepth: 16, colorType: 2,
                                rows: [[0x12, 0x34, 0x56, 0x78, 0x9A, 0xBC, 0xFF, 0xFF, 0, 0, 0x80, 0x01]]).png()
        #expect(try decode(sixteen) == nil)
        #expect(try ImageBuffer(pngData: sixteen).pixels == [0x12, 0x56, 0x9A, 255, 0xFF, 0, 0x80, 255])
        var interlaced = PNGWriter(width: 1, height: 1, rows: [[1, 2, 3, 255]])
        interlaced.interlace = 1
        #expect(try decode(interlaced.png()) == nil)
        #expect(try ImageBuffer(pngData: interlaced.png()).pixels == [1, 2, 3, 255])
    }

    @Test func everyTruncationThrows() throws {
        var writer = PNGWriter(width: 5, height: 4, colorType: 3, rows: (0..<4).map { y in (0..<5).map { UInt8(($0 + y) % 3) } })
        writer.palette = [1, 2, 3, 4, 5, 6, 7, 8, 9]
        writer.dataChunkCount = 3
        let png = writer.png(filters: [0, 1, 2, 3, 4])
        #expect(try decode(png) != nil)
        for length in 0..<png.count {
            #expect(throws: ImageError.self, "first \(length) bytes") { try decode(Array(png.prefix(length))) }
        }
    }

    @Test func malformedFilesThrowAndNeverTrap() throws {
        let writer = PNGWriter(width: 6, height: 5, rows: opaqueRGBARows(width: 6, height: 5))
        let good = writer.png(filters: [0, 1, 2, 3, 4])

        func header(width: UInt32 = 6, height: UInt32 = 5, depth: UInt8 = 8, colorType: UInt8 = 6, tail: [UInt8] = [0, 0, 0]) -> [UInt8] {
            PNGWriter.bigEndian(width) + PNGWriter.bigEndian(height) + [depth, colorType] + tail
        }
        func replacingHeader(_ body: [UInt8]) -> [UInt8] { PNGDecoder.signature + PNGWriter.chunk("IHDR", body) + good[33...] }
        var malformed: [(String, [UInt8])] = [
            ("not a PNG", Array("GIF89a and more bytes".utf8)),
            ("no chunks", PNGDecoder.signature),
            ("zero width", replacingHeader(header(width: 0))),
            ("width past 2^31", replacingHeader(header(width: 0x8000_0000))),
            ("huge size, tiny data", replacingHeader(header(width: 10_000, height: 10_000))),
            ("more pixels than the limit", replacingHeader(header(width: 20_000, height: 20_000))),
            ("too many pixels", replacingHeader(header(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF))),
            ("colour type 5", replacingHeader(header(colorType: 5))),
            ("bit depth 3", replacingHeader(header(depth: 3))),
            ("RGB at 4 bits", replacingHeader(header(depth: 4, colorType: 2))),
            ("filter method 1", replacingHeader(header(tail: [0, 1, 0]))),
            ("interlace method 2", replacingHeader(header(tail: [0, 0, 2]))),
            ("short IHDR", PNGDecoder.signature + PNGWriter.chunk("IHDR", Array(header().prefix(12))) + good[33...]),
            ("IDAT before IHDR", PNGDecoder.signature + Array(good[33...])),
            ("no IEND", Array(good.dropLast(12))),
            ("no IDAT", Array(good.prefix(33)) + PNGWriter.chunk("IEND", [])),
            ("unknown critical chunk", Array(good.prefix(33)) + PNGWriter.chunk("ABCD", [1]) + good[33...]),
            ("chunk length past the end", Array(good.prefix(33)) + [0x7F, 0xFF, 0xFF, 0xF0] + good[37...]),
            ("chunk length over 2^31", Array(good.prefix(33)) + [0xFF, 0xFF, 0xFF, 0xF0] + good[37...]),
            ("palette image without PLTE", PNGWriter(width: 2, height: 1, colorType: 3, rows: [[0, 0]]).png()),
            ("PLTE not a multiple of 3", {
                var palette = PNGWriter(width: 2, height: 1, colorType: 3, rows: [[0, 0]]); palette.palette = [1, 2, 3, 4]; return palette.png()
            }()),
            ("two PLTE", {
                var palette = PNGWriter(width: 2, height: 1, colorType: 3, rows: [[0, 0]])
                palette.palette = [1, 2, 3]; palette.extraChunks = [("PLTE", [4, 5, 6])]; return palette.png()
            }()),
            ("filter type 5", writer.png(filters: [0, 5])),
            ("image data one byte short", writer.file(zlibStream: PNGWriter.zlibStored(Array(zlibPayload(writer).dropLast())))),
            ("image data one byte long", writer.file(zlibStream: PNGWriter.zlibStored(zlibPayload(writer) + [0]))),
            ("corrupt zlib stream", writer.file(zlibStream: [0x78, 0x01, 0xFF, 0xFF, 0xFF, 0xFF])),
        ]
        var badChecksum = PNGWriter.zlibStored(zlibPayload(writer))
        badChecksum[badChecksum.count - 1] ^= 1
        malformed.append(("wrong Adler-32", writer.file(zlibStream: badChecksum)))
        for (name, data) in malformed {
            #expect(throws: ImageError.self, "\(name)") { try ImageBuffer(pngData: data, path: "bad.png") }
        }
        #expect(throws: ImageError.unreadable(path: "bad.png", reason: "filter type 5 in row 1")) {
            try ImageBuffer(pngData: writer.png(filters: [0, 5]), path: "bad.png")
        }
    }

    @Test func damagedBytesAnywhereThrowOrDecodeButNeverTrap() throws {
        var writer = PNGWriter(width: 4, height: 3, colorType: 3, rows: [[0, 1, 2, 1], [2, 2, 0, 1], [1, 0, 0, 2]])
        writer.palette = [10, 20, 30, 40, 50, 60, 70, 80, 90]
        writer.transparency = [0, 200]
        let rgb = PNGWriter(width: 4, height: 3, colorType: 2, rows: (0..<3).map { y in (0..<12).map { UInt8($0 * 20 + y) } })
        for png in [writer.png(filters: [1, 3, 4]), rgb.png(filters: [4, 2, 3])] {
            for index in 8..<png.count {
                for damage: UInt8 in [0x01, 0x80, 0xFF] {
                    var damaged = png
                    damaged[index] ^= damage
                    if let image = try? decode(damaged) { #expect(image.pixels.count == image.width * image.height * 4) }
                }
            }
        }
    }
}

/// The filtered scanlines `writer.png(filters: [0])` compresses: each row after a filter-type byte of 0.
private func zlibPayload(_ writer: PNGWriter) -> [UInt8] { writer.rows.flatMap { [0] + $0 } }
