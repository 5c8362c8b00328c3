import CText
import Files
import Foundation

/// Errors reading or writing images.
public enum ImageError: Error, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case notPNG(path: String)
    case writeFailed(path: String, reason: String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason): return "\(path): cannot read image (\(reason))"
        case let .notPNG(path): return "\(path): not a PNG file"
        case let .writeFailed(path, reason): return "\(path): cannot write (\(reason))"
        }
    }
}

/// An RGBA image with straight alpha, 8 bits per channel, rows top to bottom.
public struct ImageBuffer: Hashable, Sendable {
    public var width: Int
    public var height: Int
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "pixel count must be width × height × 4")
        self.width = width; self.height = height; self.pixels = pixels
    }

    /// A blank (transparent) image.
    public init(width: Int, height: Int) {
        self.init(width: width, height: height, pixels: [UInt8](repeating: 0, count: width * height * 4))
    }

    /// Decodes PNG bytes to straight-alpha RGBA; fully transparent pixels become (0, 0, 0, 0). `path` only names
    /// the source in errors. Throws `ImageError` for data that is not a well-formed PNG.
    ///
    /// `PNGDecoder` reads 8-bit and smaller images and keeps semi-transparent pixels exactly as stored; 16-bit and
    /// interlaced images go through Cairo's libpng reader, whose premultiplied surface rounds semi-transparent
    /// colours by up to a few units.
    public init(pngData data: [UInt8], path: String = "<data>") throws {
        if let image = try PNGDecoder.decode(data, path: path) {
            self = image
            return
        }
        try self.init(cairoDecoding: data, path: path)
    }

    /// Decodes PNG bytes through Cairo's libpng reader (un-premultiplying its surface).
    init(cairoDecoding data: [UInt8], path: String = "<data>") throws {
        guard data.count >= 8, data.prefix(8).elementsEqual(PNGDecoder.signature) else {
            throw ImageError.notPNG(path: path)
        }
        let source = ByteSource(bytes: data)
        let unmanaged = Unmanaged.passRetained(source)
        defer { unmanaged.release() }
        guard let surface = cairo_image_surface_create_from_png_stream({ closure, buffer, length in
            guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
            let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
            let count = Int(length)
            guard source.offset + count <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
            let status = source.bytes.withUnsafeBufferPointer { bytes in
                guard let start = bytes.baseAddress else { return CAIRO_STATUS_READ_ERROR }
                buffer.update(from: start + source.offset, count: count)
                return CAIRO_STATUS_SUCCESS
            }
            source.offset += count
            return status
        }, unmanaged.toOpaque()) else {
            throw ImageError.unreadable(path: path, reason: "no surface")
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw ImageError.unreadable(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
        self = ImageBuffer(cairoSurface: surface)
    }

    /// Images larger than this many pixels are refused by `init(contentsOfPNG:)` unless the caller allows more.
    public static let defaultMaximumPixelCount = 100_000_000

    /// The largest PNG file read: 1 GiB.
    public static let maximumFileSize = 1 << 30

    /// Reads and decodes a PNG file: a regular file of at most `maximumFileSize` bytes, whose header (read first)
    /// says it has at most `maximumPixelCount` pixels.
    public init(contentsOfPNG path: String, maximumPixelCount: Int = ImageBuffer.defaultMaximumPixelCount) throws {
        let data = try Self.readPNG(path, maximumPixelCount: maximumPixelCount)
        try self.init(pngData: data, path: path)
    }

    /// The width and height `data`'s header declares, checked as the decoder checks them (a PNG signature and an
    /// IHDR with sizes within PNG's limits), without decoding anything.
    public static func pngSize(_ data: [UInt8], path: String = "<data>") throws -> (width: Int, height: Int) {
        try PNGDecoder.imageSize(Array(data.prefix(PNGDecoder.headerLength)), path: path)
    }

    /// The bytes of the PNG file at `path`, read whole only after its signature and header have been checked: a
    /// file that is not a PNG, or whose image has more than `maximumPixelCount` pixels, throws before the rest is
    /// read. Throws `FileReadError` for what is not a readable regular file of at most `maximumFileSize` bytes.
    public static func readPNG(_ path: String, maximumPixelCount: Int) throws -> [UInt8] {
        try RegularFile.read(path, limit: maximumFileSize, prefixLength: PNGDecoder.headerLength) { prefix, _ in
            let size = try PNGDecoder.imageSize(prefix, path: path)
            guard size.width * size.height <= maximumPixelCount else {
                throw ImageError.unreadable(path: path, reason: "the image is \(size.width)×\(size.height) pixels, more than the limit of \(maximumPixelCount)")
            }
        }
    }

    /// Copies the pixels of a Cairo ARGB32/RGB24 image surface, un-premultiplying alpha.
    init(cairoSurface surface: OpaquePointer) {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let hasAlpha = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        if let data = cairo_image_surface_get_data(surface) {
            pixels.withUnsafeMutableBufferPointer { out in
                for y in 0..<height {
                    let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<width {
                        let p = row[x]
                        let a = hasAlpha ? p >> 24 : 0xFF
                        var r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
                        if a != 0 && a != 0xFF { r = (r * 255 + a / 2) / a; g = (g * 255 + a / 2) / a; b = (b * 255 + a / 2) / a }
                        let o = (y * width + x) * 4
                        out[o] = UInt8(truncatingIfNeeded: r); out[o + 1] = UInt8(truncatingIfNeeded: g)
                        out[o + 2] = UInt8(truncatingIfNeeded: b); out[o + 3] = UInt8(truncatingIfNeeded: a)
                    }
                }
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// PNG bytes of this image (`PNGEncoder`, RGBA; used for diff artifacts).
    public func pngData() throws -> [UInt8] {
        let png = PNGEncoder.encode(self)
        guard !png.isEmpty else { throw ImageError.writeFailed(path: "<memory>", reason: "empty image") }
        return png
    }
}

private final class ByteSource {
    var bytes: [UInt8]
    var offset = 0
    init(bytes: [UInt8]) { self.bytes = bytes }
}
