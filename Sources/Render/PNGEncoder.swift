import CText

/// Encodes a Cairo ARGB32 image surface as PNG with libdeflate: byte-stable (no timestamps, only the
/// text chunks given), RGB when every pixel is opaque and RGBA (straight alpha) otherwise.
///
/// Each row is filtered with the PNG filter (None, Sub, Up, Average, Paeth) that gives the smallest sum of
/// absolute byte values, libpng's default heuristic, then the whole image is deflated in one call.
public enum PNGEncoder {
    /// Compression level passed to libdeflate (1 fastest … 12 smallest).
    public static let defaultCompressionLevel: Int32 = 6

    public static func encode(surface: OpaquePointer, textChunks: [(String, String)] = [],
                              compressionLevel: Int32 = defaultCompressionLevel) -> [UInt8] {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface), width > 0, height > 0 else { return [] }

        var opaque = true
        for y in 0..<height where opaque {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where row[x] >> 24 != 0xFF { opaque = false; break }
        }
        let channels = opaque ? 3 : 4
        let rowBytes = width * channels
        var raw = [UInt8](repeating: 0, count: rowBytes)
        var filtered = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
        var previous = [UInt8](repeating: 0, count: rowBytes)
        var candidate = [UInt8](repeating: 0, count: rowBytes)
        var best = [UInt8](repeating: 0, count: rowBytes)

        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            raw.withUnsafeMutableBufferPointer { out in
                for x in 0..<width {
                    let (r, g, b, a) = straightRGBA(row[x])
                    let o = x * channels
                    out[o] = r; out[o + 1] = g; out[o + 2] = b
                    if channels == 4 { out[o + 3] = a }
                }
            }
            var bestFilter: UInt8 = 0
            var bestScore = Int.max
            for filter in UInt8(0)...4 {
                let score = applyFilter(filter, raw: raw, previous: previous, bpp: channels, into: &candidate, limit: bestScore)
                if score < bestScore {
                    bestScore = score
                    bestFilter = filter
                    swap(&best, &candidate)
                }
            }
            let base = y * (rowBytes + 1)
            filtered[base] = bestFilter
            filtered.withUnsafeMutableBufferPointer { out in
                best.withUnsafeBufferPointer { src in
                    (out.baseAddress! + base + 1).update(from: src.baseAddress!, count: rowBytes)
                }
            }
            swap(&previous, &raw)
        }

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        appendUInt32(&header, UInt32(width))
        appendUInt32(&header, UInt32(height))
        header += [8, opaque ? 2 : 6, 0, 0, 0]
        appendChunk(&png, "IHDR", header)
        for (key, value) in textChunks {
            appendChunk(&png, "tEXt", Array(key.utf8.prefix(79)) + [0] + Array(value.utf8))
        }
        appendChunk(&png, "IDAT", deflate(filtered, level: compressionLevel))
        appendChunk(&png, "IEND", [])
        return png
    }

    /// Filters one row into `out`; returns the sum of absolute (signed) byte values, stopping early once it
    /// exceeds `limit`. One tight loop per filter type.
    private static func applyFilter(_ filter: UInt8, raw: [UInt8], previous: [UInt8], bpp: Int, into out: inout [UInt8], limit: Int) -> Int {
        let count = raw.count
        var sum = 0
        raw.withUnsafeBufferPointer { cur in
            previous.withUnsafeBufferPointer { up in
                out.withUnsafeMutableBufferPointer { dst in
                    @inline(__always) func emit(_ i: Int, _ value: UInt8) {
                        dst[i] = value
                        sum &+= value < 128 ? Int(value) : 256 - Int(value)
                    }
                    var start = 0
                    while start < count && sum < limit {
                        let stop = min(count, start + 1024)
                        switch filter {
                        case 0:
                            for i in start..<stop { emit(i, cur[i]) }
                        case 1:
                            for i in start..<stop { emit(i, cur[i] &- (i >= bpp ? cur[i - bpp] : 0)) }
                        case 2:
                            for i in start..<stop { emit(i, cur[i] &- up[i]) }
                        case 3:
                            for i in start..<stop {
                                let left = i >= bpp ? Int(cur[i - bpp]) : 0
                                emit(i, cur[i] &- UInt8(truncatingIfNeeded: (left + Int(up[i])) >> 1))
                            }
                        default:
                            for i in start..<stop {
                                let left = i >= bpp ? Int(cur[i - bpp]) : 0
                                let above = Int(up[i])
                                let upperLeft = i >= bpp ? Int(up[i - bpp]) : 0
                                let p = left + above - upperLeft
                                let pa = abs(p - left), pb = abs(p - above), pc = abs(p - upperLeft)
                                let predictor = (pa <= pb && pa <= pc) ? left : (pb <= pc ? above : upperLeft)
                                emit(i, cur[i] &- UInt8(truncatingIfNeeded: predictor))
                            }
                        }
                        start = stop
                    }
                    if start < count { sum = Int.max }
                }
            }
        }
        return sum
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

    private static func deflate(_ data: [UInt8], level: Int32) -> [UInt8] {
        guard let compressor = libdeflate_alloc_compressor(level) else { return [] }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, data.count)
        var out = [UInt8](repeating: 0, count: bound)
        let written = data.withUnsafeBytes { src in
            out.withUnsafeMutableBytes { dst in
                libdeflate_zlib_compress(compressor, src.baseAddress, data.count, dst.baseAddress, bound)
            }
        }
        out.removeSubrange(written...)
        return out
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
