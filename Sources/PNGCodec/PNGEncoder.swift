import CText

/// The one PNG writer: encodes premultiplied ARGB32 pixels (what Cairo draws) or a straight-alpha `ImageBuffer` as
/// PNG with libdeflate: byte-stable (the bytes depend only on the pixels, the text chunks given and the level: no
/// timestamps), RGB when every pixel is opaque and RGBA (straight alpha) otherwise.
///
/// Every row uses filter type None. The images LayoutSnap draws are flat UI (solid fills, strokes,
/// antialiased text): there the repeated byte runs of unfiltered rows are what deflate matches best, and
/// None gives files about 15 % smaller than libpng's adaptive minimum-sum heuristic (which suits
/// photographs), at no filtering cost. The pixels are packed into scanlines in one pass, checking opacity
/// row by row on the way, and the scanlines are deflated in one call.
public enum PNGEncoder {
    /// Compression level passed to libdeflate (1 fastest … 12 smallest).
    public static let defaultCompressionLevel: Int32 = 6

    /// PNG bytes of a premultiplied ARGB32 image in native byte order (Cairo's `CAIRO_FORMAT_ARGB32`): `height`
    /// rows of `width` pixels, `stride` bytes apart. With `inPlace`, the scanlines of opaque rows are built inside
    /// `pixels` itself instead of a new 3 × width × height buffer: the pixels are overwritten, so pass it only for
    /// memory that is discarded afterwards. Empty for an empty image or when libdeflate cannot allocate.
    public static func encode(premultipliedARGB32 pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int,
                              inPlace: Bool, textChunks: [(String, String)] = [],
                              compressionLevel: Int32 = defaultCompressionLevel) -> [UInt8] {
        guard width > 0, height > 0, stride >= width * 4 else { return [] }
        let rgbLine = width * 3 + 1, rgbaLine = width * 4 + 1

        // Opaque rows become RGB scanlines: in place in the surface, or else in a buffer with room for the
        // RGBA layout (an opaque image only touches, and so only maps, its first three quarters).
        let buffer = inPlace ? nil : UnsafeMutableRawPointer.allocate(byteCount: rgbaLine * height, alignment: 16)
        defer { buffer?.deallocate() }
        let rgb = buffer ?? pixels
        let opaqueRows = packOpaqueRows(pixels, width: width, height: height, stride: stride, into: rgb)

        let scanlines: UnsafeRawBufferPointer
        var rgbaBuffer: UnsafeMutableRawPointer?
        defer { rgbaBuffer?.deallocate() }
        if opaqueRows == height {
            scanlines = UnsafeRawBufferPointer(start: rgb, count: rgbLine * height)
        } else {
            // Rows before `opaqueRows` are RGB scanlines now (in place, their pixels are gone; every one of
            // them was opaque, so the RGB bytes say all); the rest are still untouched surface rows.
            let rgba = buffer ?? UnsafeMutableRawPointer.allocate(byteCount: rgbaLine * height, alignment: 16)
            if buffer == nil { rgbaBuffer = rgba }
            for y in 0..<height {
                let line = rgba + y * rgbaLine
                if y < opaqueRows && inPlace {
                    expandRGB(rgb + y * rgbLine + 1, width: width, into: line + 1)
                } else {
                    packStraightRGBA(pixels + y * stride, width: width, into: line + 1)
                }
                line.storeBytes(of: 0, as: UInt8.self)
            }
            scanlines = UnsafeRawBufferPointer(start: rgba, count: rgbaLine * height)
        }

        return assemble(width: width, height: height, colourType: opaqueRows == height ? 2 : 6, scanlines: scanlines,
                        textChunks: textChunks, compressionLevel: compressionLevel)
    }

    /// PNG bytes of image data already filtered into scanlines.
    public static func encode(_ scanlines: PNGScanlines, textChunks: [(String, String)] = [],
                              compressionLevel: Int32 = defaultCompressionLevel) -> [UInt8] {
        scanlines.bytes.withUnsafeBytes { bytes in
            assemble(width: scanlines.width, height: scanlines.height, colourType: scanlines.isOpaque ? 2 : 6,
                     scanlines: bytes, textChunks: textChunks, compressionLevel: compressionLevel)
        }
    }

    /// PNG bytes of a straight-alpha RGBA image (RGBA, filter None): diff images and other artifacts.
    public static func encode(_ image: ImageBuffer, compressionLevel: Int32 = defaultCompressionLevel) -> [UInt8] {
        guard image.width > 0, image.height > 0 else { return [] }
        let line = image.width * 4 + 1
        var scanlines = [UInt8](repeating: 0, count: line * image.height)
        image.pixels.withUnsafeBytes { source in
            scanlines.withUnsafeMutableBytes { out in
                for y in 0..<image.height {
                    guard let target = out.baseAddress, let from = source.baseAddress else { return }
                    (target + y * line + 1).copyMemory(from: from + y * image.width * 4, byteCount: image.width * 4)
                }
            }
        }
        return scanlines.withUnsafeBytes { bytes in
            assemble(width: image.width, height: image.height, colourType: 6, scanlines: bytes, textChunks: [],
                     compressionLevel: compressionLevel)
        }
    }

    /// Signature, IHDR (8 bits per channel, `colourType` 2 = RGB or 6 = RGBA), the text chunks, one IDAT and IEND.
    private static func assemble(width: Int, height: Int, colourType: UInt8, scanlines: UnsafeRawBufferPointer,
                                 textChunks: [(String, String)], compressionLevel: Int32) -> [UInt8] {
        var header: [UInt8] = []
        appendUInt32(&header, UInt32(width))
        appendUInt32(&header, UInt32(height))
        header += [8, colourType, 0, 0, 0]
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        appendChunk(&png, "IHDR", header)
        for (key, value) in textChunks {
            appendChunk(&png, "tEXt", Array(key.utf8.prefix(79)) + [0] + Array(value.utf8))
        }
        guard appendIDAT(&png, scanlines, level: compressionLevel) else { return [] }
        appendChunk(&png, "IEND", [])
        return png
    }

    /// Writes rows as filter-None RGB scanlines (`width * 3 + 1` bytes each, from `out`) for as long as every
    /// pixel of the row is opaque; returns how many rows were written (`height` when the image is opaque).
    /// A row is checked before any byte of it is written, so the first non-opaque row and those after it are
    /// never touched.
    ///
    /// `out` may be `pixels` itself (`stride >= width * 4`): scanline y starts at or before row y, and each
    /// store lands on bytes already loaded, so nothing is overwritten before it is read.
    static func packOpaqueRows(_ pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int,
                                       into out: UnsafeMutableRawPointer) -> Int {
        let lineBytes = width * 3 + 1
        for y in 0..<height {
            let row = pixels + y * stride
            var alphas: UInt32 = 0xFF00_0000
            for x in 0..<width { alphas &= row.load(fromByteOffset: x * 4, as: UInt32.self) }
            if alphas != 0xFF00_0000 { return y }

            let line = out + y * lineBytes
            let rgb = line + 1
            var x = 0
            // Four pixels (16 bytes) become three little-endian words (12 bytes): R0 G0 B0 R1 | G1 B1 R2 G2 | B2 R3 G3 B3.
            while x + 4 <= width {
                let p = row + x * 4
                let c0 = rgbWord(p.load(as: UInt32.self)), c1 = rgbWord(p.load(fromByteOffset: 4, as: UInt32.self))
                let c2 = rgbWord(p.load(fromByteOffset: 8, as: UInt32.self)), c3 = rgbWord(p.load(fromByteOffset: 12, as: UInt32.self))
                let o = rgb + x * 3
                o.storeBytes(of: (c0 | c1 << 24).littleEndian, as: UInt32.self)
                o.storeBytes(of: (c1 >> 8 | c2 << 16).littleEndian, toByteOffset: 4, as: UInt32.self)
                o.storeBytes(of: (c2 >> 16 | c3 << 8).littleEndian, toByteOffset: 8, as: UInt32.self)
                x += 4
            }
            while x < width {
                let pixel = row.load(fromByteOffset: x * 4, as: UInt32.self)
                let o = rgb + x * 3
                o.storeBytes(of: UInt8(truncatingIfNeeded: pixel >> 16), as: UInt8.self)
                o.storeBytes(of: UInt8(truncatingIfNeeded: pixel >> 8), toByteOffset: 1, as: UInt8.self)
                o.storeBytes(of: UInt8(truncatingIfNeeded: pixel), toByteOffset: 2, as: UInt8.self)
                x += 1
            }
            // Last: with width 1 the filter byte is the first byte of this row's only pixel.
            line.storeBytes(of: 0, as: UInt8.self)
        }
        return height
    }

    /// An ARGB32 pixel's R, G, B as the low three bytes of a little-endian word (R lowest).
    @inline(__always)
    private static func rgbWord(_ pixel: UInt32) -> UInt32 {
        pixel.byteSwapped >> 8
    }

    /// Writes `width` RGB triples as opaque R, G, B, 255 quadruples.
    static func expandRGB(_ rgb: UnsafeRawPointer, width: Int, into out: UnsafeMutableRawPointer) {
        for x in 0..<width {
            let o = out + x * 4
            o.copyMemory(from: rgb + x * 3, byteCount: 3)
            o.storeBytes(of: 0xFF, toByteOffset: 3, as: UInt8.self)
        }
    }

    /// Writes one row of premultiplied ARGB32 pixels as `width * 4` straight-alpha R, G, B, A bytes.
    package static func packStraightRGBA(_ row: UnsafeRawPointer, width: Int, into out: UnsafeMutableRawPointer) {
        for x in 0..<width {
            let pixel = row.load(fromByteOffset: x * 4, as: UInt32.self)
            let word: UInt32
            if pixel >> 24 == 0xFF {
                // A R G B -> bytes R G B A, i.e. the little-endian word A B G R.
                let swapped = pixel.byteSwapped
                word = swapped >> 8 | swapped << 24
            } else {
                let (r, g, b, a) = straightRGBA(pixel)
                word = UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
            }
            out.storeBytes(of: word.littleEndian, toByteOffset: x * 4, as: UInt32.self)
        }
    }

    /// One premultiplied Cairo ARGB32 pixel as straight-alpha R, G, B, A bytes.
    @inline(__always)
    static func straightRGBA(_ pixel: UInt32) -> (UInt8, UInt8, UInt8, UInt8) {
        let a = pixel >> 24
        var r = (pixel >> 16) & 0xFF, g = (pixel >> 8) & 0xFF, b = pixel & 0xFF
        if a != 0xFF && a != 0 {
            r = (r * 255 + a / 2) / a; g = (g * 255 + a / 2) / a; b = (b * 255 + a / 2) / a
        }
        return (UInt8(truncatingIfNeeded: r), UInt8(truncatingIfNeeded: g), UInt8(truncatingIfNeeded: b), UInt8(truncatingIfNeeded: a))
    }

    /// Appends an IDAT chunk holding `scanlines` as one zlib stream. False when libdeflate cannot allocate a
    /// compressor or the stream would not fit one chunk.
    private static func appendIDAT(_ png: inout [UInt8], _ scanlines: UnsafeRawBufferPointer, level: Int32) -> Bool {
        guard let compressor = libdeflate_alloc_compressor(level) else { return false }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, scanlines.count)
        // Drawn UI compresses far better than 4:1, so first try a buffer a quarter the input's size (a worst-case
        // buffer would be as large as the input, and such big short-lived blocks make the allocator hand memory
        // back to the system and fault it in again for the next surface). The stream does not depend on the
        // buffer size; only if it does not fit is the work repeated with room for the worst case.
        var capacity = min(bound, scanlines.count / 4 + 4096)
        while true {
            // "IDAT" followed by the stream, so the CRC runs over both in place.
            let typed = UnsafeMutableRawPointer.allocate(byteCount: 4 + capacity, alignment: 16)
            defer { typed.deallocate() }
            UnsafeMutableRawBufferPointer(start: typed, count: 4).copyBytes(from: "IDAT".utf8)
            let written = libdeflate_zlib_compress(compressor, scanlines.baseAddress, scanlines.count, typed + 4, capacity)
            if written == 0 && capacity < bound {
                capacity = bound
                continue
            }
            guard written > 0, written <= Int(Int32.max) else { return false }
            let chunk = UnsafeRawBufferPointer(start: typed, count: 4 + written)
            png.reserveCapacity(png.count + 4 + chunk.count + 4 + 12)
            appendUInt32(&png, UInt32(written))
            png.append(contentsOf: chunk)
            appendUInt32(&png, libdeflate_crc32(0, chunk.baseAddress, chunk.count))
            return true
        }
    }

    private static func appendUInt32(_ bytes: inout [UInt8], _ value: UInt32) {
        bytes += [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func appendChunk(_ png: inout [UInt8], _ type: String, _ payload: [UInt8]) {
        appendUInt32(&png, UInt32(payload.count))
        let typed = Array(type.utf8) + payload
        png += typed
        let crc = typed.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, typed.count) }
        appendUInt32(&png, crc)
    }
}

/// An image as `PNGEncoder` filters it before deflating: filter-None scanlines, RGB when every pixel is opaque and
/// straight-alpha RGBA otherwise. The step of encoding that depends only on the pixels, kept so that a rendering
/// can be checked against a stored PNG by inflating the PNG alone (`matches(png:)`) and deflated only when bytes
/// must be written (`PNGEncoder.encode(_:textChunks:)`).
public struct PNGScanlines: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// True when every pixel is opaque (colour type 2, RGB); false for RGBA.
    public let isOpaque: Bool
    /// The rows, each a filter-type byte (0) and its pixels.
    public let bytes: [UInt8]

    /// The scanlines of a premultiplied ARGB32 image in native byte order (Cairo's `CAIRO_FORMAT_ARGB32`):
    /// `height` rows of `width` pixels, `stride` bytes apart. Nil for an empty image or a stride too short.
    public init?(premultipliedARGB32 pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int) {
        guard width > 0, height > 0, stride >= width * 4 else { return nil }
        let rgbLine = width * 3 + 1, rgbaLine = width * 4 + 1
        var opaqueRows = 0
        let packed = [UInt8](unsafeUninitializedCapacity: rgbaLine * height) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            let out = UnsafeMutableRawPointer(base)
            opaqueRows = PNGEncoder.packOpaqueRows(pixels, width: width, height: height, stride: stride, into: out)
            if opaqueRows == height {
                initialized = rgbLine * height
                return
            }
            // Rows before `opaqueRows` were written as RGB scanlines; RGBA needs them all, widened in place from
            // the last (an RGBA row never starts before its RGB row) and the rest packed from the surface.
            for y in (0..<height).reversed() {
                let line = out + y * rgbaLine
                if y < opaqueRows {
                    let rgb = out + y * rgbLine + 1
                    for x in (0..<width).reversed() {
                        let r = rgb.load(fromByteOffset: x * 3, as: UInt8.self)
                        let g = rgb.load(fromByteOffset: x * 3 + 1, as: UInt8.self)
                        let b = rgb.load(fromByteOffset: x * 3 + 2, as: UInt8.self)
                        let o = line + 1 + x * 4
                        o.storeBytes(of: r, as: UInt8.self)
                        o.storeBytes(of: g, toByteOffset: 1, as: UInt8.self)
                        o.storeBytes(of: b, toByteOffset: 2, as: UInt8.self)
                        o.storeBytes(of: 0xFF, toByteOffset: 3, as: UInt8.self)
                    }
                } else {
                    PNGEncoder.packStraightRGBA(pixels + y * stride, width: width, into: line + 1)
                }
                line.storeBytes(of: 0, as: UInt8.self)
            }
            initialized = rgbaLine * height
        }
        if packed.isEmpty { return nil }
        self.width = width; self.height = height; self.isOpaque = opaqueRows == height; self.bytes = packed
    }

    /// Whether `png` holds exactly these pixels as `PNGEncoder` writes them (see `PNGDecoder.stores`): true means
    /// the images are identical; false means they differ or the file was written otherwise, so decode and compare.
    public func matches(png: [UInt8]) -> Bool {
        PNGDecoder.stores(self, in: png)
    }

    /// The image as straight-alpha RGBA.
    public var image: ImageBuffer {
        let line = bytes.count / height, channels = isOpaque ? 3 : 4
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, initialized in
            bytes.withUnsafeBytes { source in
                guard let out = buffer.baseAddress, let from = source.baseAddress else { return }
                for y in 0..<height {
                    let row = from + y * line + 1, target = UnsafeMutableRawPointer(out + y * width * 4)
                    if channels == 4 {
                        target.copyMemory(from: row, byteCount: width * 4)
                    } else {
                        PNGEncoder.expandRGB(row, width: width, into: target)
                    }
                }
                initialized = width * height * 4
            }
        }
        return ImageBuffer(width: width, height: height, pixels: pixels)
    }
}
