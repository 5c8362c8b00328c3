import CText
import Foundation

/// Decodes PNG files to straight-alpha RGBA with libdeflate, without libpng.
///
/// Handles non-interlaced images of every colour type at 8 bits per sample, and grey and palette images at 1, 2
/// and 4 bits, with `tRNS` transparency. Chunk CRCs are not checked (the zlib stream's Adler-32 is). Samples come
/// out exactly as stored: no gamma or colour-profile conversion, as Cairo's reader does none. Fully transparent
/// pixels come out as (0, 0, 0, 0), what Cairo's premultiplied surfaces make of them, so images whose invisible
/// pixels hold different colour values still compare equal.
enum PNGDecoder {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The signature and the IHDR chunk up to its fields' end: what `imageSize` needs.
    static let headerLength = 8 + 8 + 13

    /// The width and height a PNG's header declares, from its first `headerLength` bytes; throws unless they start
    /// a PNG with a valid IHDR (sizes within PNG's limits and at most 2^28 pixels).
    static func imageSize(_ prefix: [UInt8], path: String) throws -> (width: Int, height: Int) {
        guard prefix.count >= 8, prefix.prefix(8).elementsEqual(signature) else { throw ImageError.notPNG(path: path) }
        return try prefix.withUnsafeBufferPointer { bytes in
            func failure(_ reason: String) -> ImageError { .unreadable(path: path, reason: reason) }
            guard bytes.count >= headerLength, bigEndianUInt32(bytes, at: 12) == ChunkType.header,
                  bigEndianUInt32(bytes, at: 8) == 13 else { throw failure("the first chunk is not IHDR") }
            let header = try Header(bytes, body: 16..<29, failure: failure)
            return (header.width, header.height)
        }
    }

    /// The image in `data`, or nil when it is a well-formed start of a PNG this decoder leaves to another reader
    /// (16 bits per sample, or Adam7 interlacing). Throws `ImageError` for anything malformed or truncated, naming
    /// `path`; never traps on any input.
    static func decode(_ data: [UInt8], path: String) throws -> ImageBuffer? {
        try data.withUnsafeBufferPointer { bytes in try decode(bytes, path: path) }
    }

    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, path: String) throws -> ImageBuffer? {
        func failure(_ reason: String) -> ImageError { .unreadable(path: path, reason: reason) }
        guard bytes.count >= 8, bytes.prefix(8).elementsEqual(signature) else { throw ImageError.notPNG(path: path) }
        guard let chunks = try Chunks(bytes, failure: failure) else { return nil }
        let header = chunks.header, palette = chunks.palette, transparency = chunks.transparency
        let compressed = chunks.imageData(bytes)

        // A tRNS of the wrong length is ignored, as in libpng.
        let layout: RowLayout
        switch header.colorType {
        case 2, 6:
            var key: UInt32?
            // An 8-bit sample can only equal a key below 256; a larger key matches no pixel.
            if header.colorType == 2, let transparency, transparency.count == 6,
               transparency[0] == 0, transparency[2] == 0, transparency[4] == 0 {
                key = rgbaWord(transparency[1], transparency[3], transparency[5], 255)
            }
            let pixels = header.colorType == 6
                ? try decodeColourRows(RGBAPixel.self, compressed, header: header, transparentColour: nil, failure: failure)
                : try decodeColourRows(RGBPixel.self, compressed, header: header, transparentColour: key, failure: failure)
            return ImageBuffer(width: header.width, height: header.height, pixels: pixels)
        case 3:
            guard var palette else { throw failure("palette image without PLTE") }
            if let transparency, transparency.count > 0, transparency.count <= palette.count {
                palette.applyAlpha(transparency)
            }
            layout = .palette(palette)
        case 0:
            if let transparency, transparency.count == 2 {
                layout = .grey(key: Int(transparency[0]) << 8 | Int(transparency[1]))
            } else {
                layout = .grey(key: nil)
            }
        default:
            layout = .greyAlpha
        }
        let scanlineCount = header.scanlinesByteCount
        try checkPlausibleSize(scanlineCount, compressed: compressed.count, failure: failure)
        var scanlines = try [UInt8](unsafeUninitializedCapacity: scanlineCount) { buffer, initialized in
            try inflate(compressed, into: buffer, failure: failure)
            initialized = scanlineCount
        }
        let pixels = try scanlines.withUnsafeMutableBufferPointer { filtered in
            try unfilter(filtered, header: header, layout: layout, failure: failure)
        }
        return ImageBuffer(width: header.width, height: header.height, pixels: pixels)
    }

    /// The chunks a decoder needs, found by one walk over the file: the validated header, the palette and
    /// transparency when present, and where the image data lies. Nil for a well-formed start of a PNG this decoder
    /// leaves to another reader (16 bits per sample, or Adam7 interlacing).
    private struct Chunks {
        var header: Header
        var palette: Palette?
        var transparency: UnsafeBufferPointer<UInt8>?
        var dataChunks: [Range<Int>]

        init?(_ bytes: UnsafeBufferPointer<UInt8>, failure: (String) -> ImageError) throws {
            var header: Header?
            var palette: Palette?
            var transparency: UnsafeBufferPointer<UInt8>?
            var dataChunks: [Range<Int>] = []
            var offset = 8
            var sawEnd = false
            while !sawEnd {
                guard bytes.count - offset >= 12 else { throw failure("truncated chunk at byte \(offset)") }
                let length = Int(bigEndianUInt32(bytes, at: offset))
                guard length <= Int(Int32.max), length <= bytes.count - offset - 12 else {
                    throw failure("chunk at byte \(offset) runs past the end of the file")
                }
                let type = bigEndianUInt32(bytes, at: offset + 4)
                let body = offset + 8..<offset + 8 + length
                if header == nil && type != ChunkType.header { throw failure("the first chunk is not IHDR") }
                switch type {
                case ChunkType.header:
                    guard header == nil else { throw failure("more than one IHDR") }
                    let parsed = try Header(bytes, body: body, failure: failure)
                    if parsed.bitDepth == 16 || parsed.interlaced { return nil }
                    header = parsed
                case ChunkType.palette:
                    guard palette == nil, dataChunks.isEmpty else { throw failure("PLTE repeated or after IDAT") }
                    guard length % 3 == 0, length > 0, length <= 256 * 3 else { throw failure("PLTE of \(length) bytes") }
                    palette = Palette(rgb: UnsafeBufferPointer(rebasing: bytes[body]))
                case ChunkType.transparency:
                    // As in libpng, a tRNS out of place (after IDAT, or before PLTE in a palette image) is ignored.
                    if dataChunks.isEmpty && (header?.colorType != 3 || palette != nil) {
                        transparency = UnsafeBufferPointer(rebasing: bytes[body])
                    }
                case ChunkType.imageData:
                    dataChunks.append(body)
                case ChunkType.end:
                    sawEnd = true
                default:
                    // Ancillary chunks carry nothing the pixels depend on here. An unknown critical chunk (upper-case
                    // first letter) would, so it is an error, as in libpng.
                    guard type & 0x2000_0000 != 0 else { throw failure("unknown critical chunk") }
                }
                offset = body.upperBound + 4
            }
            guard let header else { throw failure("no IHDR") }
            guard !dataChunks.isEmpty else { throw failure("no IDAT") }
            self.header = header; self.palette = palette; self.transparency = transparency; self.dataChunks = dataChunks
        }

        /// The zlib stream: the IDAT bodies joined.
        func imageData(_ bytes: UnsafeBufferPointer<UInt8>) -> ContiguousArray<UInt8> {
            dataChunks.count == 1
                ? ContiguousArray(bytes[dataChunks[0]])
                : dataChunks.reduce(into: ContiguousArray<UInt8>()) { $0.append(contentsOf: bytes[$1]) }
        }
    }

    /// Whether `data` is a PNG whose image data inflates to exactly `scanlines`: an 8-bit, non-interlaced image of
    /// the same size and colour type, without a transparency key, whose filtered rows are those bytes. That is
    /// what `PNGEncoder` writes for the same pixels, so a reference LayoutSnap recorded is checked against a
    /// rendering by inflating it alone, with no per-pixel work. False for anything else (other pixels, another
    /// encoder's filters, a malformed file): callers then decode and compare pixels.
    static func stores(_ scanlines: PNGScanlines, in data: [UInt8]) -> Bool {
        data.withUnsafeBufferPointer { bytes in
            guard bytes.count >= 8, bytes.prefix(8).elementsEqual(signature),
                  let chunks = try? Chunks(bytes, failure: { ImageError.unreadable(path: "", reason: $0) }),
                  chunks.header.width == scanlines.width, chunks.header.height == scanlines.height,
                  chunks.header.bitDepth == 8, chunks.header.colorType == (scanlines.isOpaque ? 2 : 6),
                  chunks.transparency == nil, chunks.header.scanlinesByteCount == scanlines.bytes.count else { return false }
            let compressed = chunks.imageData(bytes)
            guard (try? checkPlausibleSize(scanlines.bytes.count, compressed: compressed.count,
                                           failure: { ImageError.unreadable(path: "", reason: $0) })) != nil else { return false }
            let count = scanlines.bytes.count
            let inflated = try? [UInt8](unsafeUninitializedCapacity: count) { output, initialized in
                try inflate(compressed, into: output, failure: { ImageError.unreadable(path: "", reason: $0) })
                initialized = count
            }
            guard let inflated else { return false }
            return inflated.withUnsafeBytes { stored in
                scanlines.bytes.withUnsafeBytes { drawn in
                    guard let stored = stored.baseAddress, let drawn = drawn.baseAddress else { return false }
                    return memcmp(stored, drawn, count) == 0
                }
            }
        }
    }

    // MARK: - Chunks

    private enum ChunkType {
        static let header: UInt32 = 0x4948_4452        // IHDR
        static let palette: UInt32 = 0x504C_5445       // PLTE
        static let transparency: UInt32 = 0x7452_4E53  // tRNS
        static let imageData: UInt32 = 0x4944_4154     // IDAT
        static let end: UInt32 = 0x4945_4E44           // IEND
    }

    /// The IHDR fields, validated: a known colour type with a bit depth allowed for it, sizes within PNG's limits.
    private struct Header {
        var width: Int
        var height: Int
        var bitDepth: Int
        /// 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA.
        var colorType: Int
        var interlaced: Bool

        init(_ bytes: UnsafeBufferPointer<UInt8>, body: Range<Int>, failure: (String) -> ImageError) throws {
            guard body.count == 13 else { throw failure("IHDR of \(body.count) bytes") }
            let start = body.lowerBound
            width = Int(bigEndianUInt32(bytes, at: start))
            height = Int(bigEndianUInt32(bytes, at: start + 4))
            bitDepth = Int(bytes[start + 8])
            colorType = Int(bytes[start + 9])
            interlaced = bytes[start + 12] == 1
            guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
                throw failure("image size \(width)×\(height)")
            }
            let allowedDepths: [Int]
            switch colorType {
            case 0: allowedDepths = [1, 2, 4, 8, 16]
            case 3: allowedDepths = [1, 2, 4, 8]
            case 2, 4, 6: allowedDepths = [8, 16]
            default: throw failure("colour type \(colorType)")
            }
            guard allowedDepths.contains(bitDepth) else { throw failure("bit depth \(bitDepth) for colour type \(colorType)") }
            guard bytes[start + 10] == 0, bytes[start + 11] == 0, bytes[start + 12] <= 1 else {
                throw failure("unknown compression, filter or interlace method")
            }
            let (pixelCount, overflow) = width.multipliedReportingOverflow(by: height)
            guard !overflow, pixelCount <= Self.maximumPixelCount else { throw failure("image size \(width)×\(height) is too large") }
        }

        /// At most 2^28 pixels (1 GiB of RGBA), so a small file cannot claim an image no machine can hold.
        static let maximumPixelCount = 1 << 28

        /// Samples per pixel.
        var channels: Int { [1, 0, 3, 1, 2, 0, 4][colorType] }
        /// Bytes of one row's pixels, without its filter-type byte.
        var rowByteCount: Int { (width * channels * bitDepth + 7) / 8 }
        /// The distance, in bytes, to the corresponding byte of the pixel to the left (at least 1).
        var filterStride: Int { max(1, channels * bitDepth / 8) }
        /// Bytes of the decompressed image data: each row with its filter-type byte.
        var scanlinesByteCount: Int { height * (rowByteCount + 1) }
    }

    /// Palette entries as RGBA words (in memory order R, G, B, A); entries the file does not define are opaque
    /// black, as in libpng.
    private struct Palette {
        var entries = [UInt32](repeating: rgbaWord(0, 0, 0, 255), count: 256)
        /// How many entries the file defines (1…256).
        var count: Int

        init(rgb: UnsafeBufferPointer<UInt8>) {
            count = rgb.count / 3
            for index in 0..<count {
                entries[index] = rgbaWord(rgb[3 * index], rgb[3 * index + 1], rgb[3 * index + 2], 255)
            }
        }

        mutating func applyAlpha(_ alphas: UnsafeBufferPointer<UInt8>) {
            for (index, alpha) in alphas.enumerated() {
                entries[index] = alpha == 0 ? 0 : entries[index] & 0x00FF_FFFF | UInt32(alpha) << 24
            }
        }
    }

    /// How the samples of a grey, grey + alpha or palette row become RGBA pixels. A grey transparent key (`tRNS`) is
    /// in sample units.
    private enum RowLayout {
        case palette(Palette)
        case grey(key: Int?)
        case greyAlpha
    }

    // MARK: - Decompression and filters

    /// The size of a pixel in an RGB or RGBA scanline, as a type, so the row loops are compiled for each size.
    private protocol ColourPixel { static var byteCount: Int { get } }
    private enum RGBPixel: ColourPixel { static var byteCount: Int { 3 } }
    private enum RGBAPixel: ColourPixel { static var byteCount: Int { 4 } }

    /// Throws unless `count` bytes could come out of `compressed` bytes: deflate expands at most about 1032:1, so a
    /// larger claim is a truncated or lying file, rejected before memory is allocated for it.
    private static func checkPlausibleSize(_ count: Int, compressed: Int, failure: (String) -> ImageError) throws {
        guard count / 1032 <= compressed + 64 else { throw failure("image data too short for the image size") }
    }

    /// Inflates the zlib stream to exactly `output.count` bytes; anything shorter, longer or corrupt (a wrong
    /// Adler-32 included) throws.
    private static func inflate(_ compressed: ContiguousArray<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>,
                                failure: (String) -> ImageError) throws {
        guard let decompressor = libdeflate_alloc_decompressor() else { throw failure("cannot allocate a decompressor") }
        defer { libdeflate_free_decompressor(decompressor) }
        let result = compressed.withUnsafeBytes { input in
            libdeflate_zlib_decompress(decompressor, input.baseAddress, input.count, output.baseAddress, output.count, nil)
        }
        switch result {
        case LIBDEFLATE_SUCCESS: return
        case LIBDEFLATE_SHORT_OUTPUT: throw failure("image data ends early")
        case LIBDEFLATE_INSUFFICIENT_SPACE: throw failure("more image data than the image size needs")
        default: throw failure("corrupt image data")
        }
    }

    /// The RGBA pixels of an 8-bit RGB or RGBA image, made in one buffer: the scanlines are inflated into its end
    /// and each row is unfiltered and widened to RGBA front to back, in place. Writing pixel x of row y never
    /// reaches a scanline byte not yet read: with w pixels of s bytes, h rows and the scanlines starting at
    /// `start` = max(0, h·(4w − s·w − 1)), that write ends at 4·(w·y + x + 1), and the next byte to read,
    /// pixel x + 1's, begins at `start` + y·(s·w + 1) + 1 + s·(x + 1), which is never smaller. Four bytes of slack
    /// after the scanlines let every pixel be loaded as four bytes.
    private static func decodeColourRows<Pixel: ColourPixel>(_ pixel: Pixel.Type, _ compressed: ContiguousArray<UInt8>, header: Header,
                                                             transparentColour: UInt32?, failure: (String) -> ImageError) throws -> [UInt8] {
        let width = header.width, height = header.height
        let scanlineBytes = width * Pixel.byteCount + 1, scanlineCount = header.scanlinesByteCount
        let pixelCount = width * height * 4
        try checkPlausibleSize(scanlineCount, compressed: compressed.count, failure: failure)
        let start = max(pixelCount, scanlineCount) - scanlineCount, slack = 4
        let zeroRow = [UInt8](repeating: 0, count: width * 4)
        return try zeroRow.withUnsafeBufferPointer { zeroes in
            try [UInt8](unsafeUninitializedCapacity: start + scanlineCount + slack) { buffer, initialized in
                guard let pixels = buffer.baseAddress, let zeroes = zeroes.baseAddress else { throw failure("cannot allocate the pixels") }
                (pixels + start + scanlineCount).initialize(repeating: 0, count: slack)
                try inflate(compressed, into: UnsafeMutableBufferPointer(start: pixels + start, count: scanlineCount), failure: failure)
                /// A finished row's pixels made canonical: alpha 0 (stored, or by the colour key) is (0, 0, 0, 0).
                /// Only done once the row below, which predicts from the row as decoded, is unfiltered.
                func finish(_ y: Int) {
                    let row = UnsafeMutableRawPointer(pixels + y * width * 4)
                    if Pixel.byteCount == 4 {
                        clearTransparentPixels(row, width: width)
                    } else if let transparentColour {
                        for x in 0..<width where row.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self) == transparentColour {
                            row.storeBytes(of: 0, toByteOffset: 4 * x, as: UInt32.self)
                        }
                    }
                }
                for y in 0..<height {
                    let line = pixels + start + y * scanlineBytes
                    let row = pixels + y * width * 4
                    let prior = y == 0 ? zeroes : UnsafePointer(row - width * 4)
                    guard unfilterPixels(Pixel.self, line[0], source: line + 1, prior: prior, into: row, width: width) else {
                        throw failure("filter type \(line[0]) in row \(y)")
                    }
                    if y > 0 { finish(y - 1) }
                }
                finish(height - 1)
                initialized = pixelCount
            }
        }
    }

    /// Unfilters one row of 3- or 4-byte pixels from `source` into RGBA `output` (alpha 255 for 3-byte pixels),
    /// predicting from `prior`, the finished RGBA row above (zeroes for the first row). Each pixel is loaded as four
    /// bytes (the fourth of a 3-byte pixel is ignored) before it is written, so `output` may overlap `source` as
    /// long as writing pixel x leaves the bytes of pixels after x alone. False for an unknown filter type.
    @inline(__always)
    private static func unfilterPixels<Pixel: ColourPixel>(_ pixel: Pixel.Type, _ filter: UInt8, source: UnsafeMutablePointer<UInt8>,
                                                           prior: UnsafePointer<UInt8>, into output: UnsafeMutablePointer<UInt8>,
                                                           width: Int) -> Bool {
        typealias Lanes = SIMD4<Int16>
        let opaque = Pixel.byteCount == 4 ? Lanes.zero : Lanes(0, 0, 0, 255)
        func sourcePixel(_ x: Int) -> Lanes {
            Lanes(truncatingIfNeeded: UnsafeRawPointer(source + x * Pixel.byteCount).loadUnaligned(as: SIMD4<UInt8>.self))
        }
        func priorPixel(_ x: Int) -> Lanes {
            Lanes(truncatingIfNeeded: UnsafeRawPointer(prior + 4 * x).loadUnaligned(as: SIMD4<UInt8>.self))
        }
        func store(_ x: Int, _ value: Lanes) {
            UnsafeMutableRawPointer(output + 4 * x).storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: value | opaque), as: SIMD4<UInt8>.self)
        }
        switch filter {
        case 0:  // None
            for x in 0..<width { store(x, sourcePixel(x)) }
        case 1:  // Sub
            var left = Lanes.zero
            for x in 0..<width {
                left = (sourcePixel(x) &+ left) & 0xFF
                store(x, left)
            }
        case 2:  // Up
            for x in 0..<width { store(x, (sourcePixel(x) &+ priorPixel(x)) & 0xFF) }
        case 3:  // Average
            var left = Lanes.zero
            for x in 0..<width {
                left = (sourcePixel(x) &+ (left &+ priorPixel(x)) &>> 1) & 0xFF
                store(x, left)
            }
        case 4:  // Paeth, branch-free across the channels
            var left = Lanes.zero, upLeft = Lanes.zero
            for x in 0..<width {
                let up = priorPixel(x)
                // Where up equals up-left (common in flat UI) the predictor is left: a short path that does not
                // wait for the distances, which depend on the pixel just decoded.
                if up == upLeft {
                    left = (sourcePixel(x) &+ left) & 0xFF
                    store(x, left)
                    continue
                }
                let towardsUp = up &- upLeft, towardsLeft = left &- upLeft, estimate = towardsUp &+ towardsLeft
                let distanceLeft = pointwiseMax(towardsUp, 0 &- towardsUp)
                let distanceUp = pointwiseMax(towardsLeft, 0 &- towardsLeft)
                let distanceUpLeft = pointwiseMax(estimate, 0 &- estimate)
                var predictor = upLeft
                predictor.replace(with: up, where: distanceUp .<= distanceUpLeft)
                predictor.replace(with: left, where: (distanceLeft .<= distanceUp) .& (distanceLeft .<= distanceUpLeft))
                left = (sourcePixel(x) &+ predictor) & 0xFF
                upLeft = up
                store(x, left)
            }
        default:
            return false
        }
        return true
    }

    /// Reverses the row filters of a grey, grey + alpha or palette image in place and converts each row to RGBA.
    private static func unfilter(_ scanlines: UnsafeMutableBufferPointer<UInt8>, header: Header, layout: RowLayout,
                                 failure: (String) -> ImageError) throws -> [UInt8] {
        let width = header.width, height = header.height
        let rowBytes = header.rowByteCount, stride = header.filterStride
        guard let input = scanlines.baseAddress, scanlines.count == header.scanlinesByteCount else {
            throw failure("image data of the wrong size")
        }
        let zeroRow = [UInt8](repeating: 0, count: rowBytes)
        return try zeroRow.withUnsafeBufferPointer { zeroes in
            try [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, initialized in
                guard let output = buffer.baseAddress, let zeroes = zeroes.baseAddress else { throw failure("cannot allocate the pixels") }
                for y in 0..<height {
                    let line = input + y * (rowBytes + 1)
                    let filter = line[0]
                    let row = line + 1
                    let prior = y == 0 ? zeroes : UnsafePointer(line - rowBytes)
                    guard reverseFilter(filter, row, prior: prior, count: rowBytes, stride: stride) else {
                        throw failure("filter type \(filter) in row \(y)")
                    }
                    expand(UnsafePointer(row), width: width, bitDepth: header.bitDepth, layout: layout, into: output + y * width * 4)
                }
                initialized = width * height * 4
            }
        }
    }

    /// Unfilters `count` bytes of `row` in place, predicting from `prior`, the previous unfiltered row, with `stride`
    /// bytes to the corresponding byte on the left. False for an unknown filter type.
    private static func reverseFilter(_ filter: UInt8, _ row: UnsafeMutablePointer<UInt8>, prior: UnsafePointer<UInt8>,
                                      count: Int, stride: Int) -> Bool {
        let lead = min(stride, count)
        switch filter {
        case 0:  // None
            break
        case 1:  // Sub
            for i in lead..<count { row[i] &+= row[i - stride] }
        case 2:  // Up
            for i in 0..<count { row[i] &+= prior[i] }
        case 3:  // Average
            for i in 0..<lead { row[i] &+= prior[i] >> 1 }
            for i in lead..<count { row[i] &+= UInt8(truncatingIfNeeded: (UInt16(row[i - stride]) + UInt16(prior[i])) >> 1) }
        case 4:  // Paeth
            for i in 0..<lead { row[i] &+= prior[i] }
            for i in lead..<count { row[i] &+= paeth(left: row[i - stride], up: prior[i], upLeft: prior[i - stride]) }
        default:
            return false
        }
        return true
    }

    /// The Paeth predictor: whichever of left, up and up-left is closest to left + up − up-left (ties in that order).
    @inline(__always)
    private static func paeth(left: UInt8, up: UInt8, upLeft: UInt8) -> UInt8 {
        let a = Int16(left), b = Int16(up), c = Int16(upLeft)
        let distanceLeft = abs(b - c), distanceUp = abs(a - c), distanceUpLeft = abs(a + b - 2 * c)
        if distanceLeft <= distanceUp && distanceLeft <= distanceUpLeft { return left }
        return distanceUp <= distanceUpLeft ? up : upLeft
    }

    /// Sets pixels whose alpha is 0 to (0, 0, 0, 0) (branch-free, so it vectorises).
    private static func clearTransparentPixels(_ words: UnsafeMutableRawPointer, width: Int) {
        for x in 0..<width {
            let word = words.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
            words.storeBytes(of: word & rgbaWord(0, 0, 0, 255) == 0 ? 0 : word, toByteOffset: x * 4, as: UInt32.self)
        }
    }

    /// Converts one unfiltered grey, grey + alpha or palette row to RGBA pixels.
    private static func expand(_ row: UnsafePointer<UInt8>, width: Int, bitDepth: Int, layout: RowLayout,
                               into output: UnsafeMutablePointer<UInt8>) {
        let pixels = UnsafeMutableRawPointer(output)
        func store(_ x: Int, _ word: UInt32) { pixels.storeBytes(of: word, toByteOffset: x * 4, as: UInt32.self) }
        switch layout {
        case let .palette(palette):
            palette.entries.withUnsafeBufferPointer { entries in
                for x in 0..<width { store(x, entries[sample(row, x, bitDepth: bitDepth)]) }
            }
        case let .grey(key):
            let key = key ?? -1
            let scale = 255 / ((1 << bitDepth) - 1)
            for x in 0..<width {
                let value = sample(row, x, bitDepth: bitDepth)
                let grey = UInt8(truncatingIfNeeded: value * scale)
                store(x, value == key ? 0 : rgbaWord(grey, grey, grey, 255))
            }
        case .greyAlpha:
            for x in 0..<width {
                let grey = row[2 * x], alpha = row[2 * x + 1]
                store(x, alpha == 0 ? 0 : rgbaWord(grey, grey, grey, alpha))
            }
        }
    }

    /// Sample `x` of a row of one-sample pixels packed at `bitDepth` bits (1, 2, 4 or 8), most significant first.
    @inline(__always)
    private static func sample(_ row: UnsafePointer<UInt8>, _ x: Int, bitDepth: Int) -> Int {
        if bitDepth == 8 { return Int(row[x]) }
        let bit = x * bitDepth
        return Int(row[bit >> 3] >> (8 - bitDepth - (bit & 7))) & ((1 << bitDepth) - 1)
    }
}

/// An RGBA pixel as the UInt32 whose bytes in memory are R, G, B, A (little-endian).
@inline(__always)
private func rgbaWord(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> UInt32 {
    (UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24).littleEndian
}

private func bigEndianUInt32(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt32 {
    UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
}
