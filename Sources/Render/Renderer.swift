import CText
import Foundation
import Geometry
import Measure
import PNGCodec
import Scenes

/// Errors from drawing or encoding.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    case surfaceFailed(String)
    /// The scene has no area (or a size that is not a number): bad input.
    case emptyScene(Size)
    /// The image would exceed a side of `Renderer.maximumPixelSide` or the renderer's pixel-count limit: bad input.
    case imageTooLarge(Size, scale: Double, limit: String)

    public var description: String {
        switch self {
        case let .surfaceFailed(reason): return "cairo could not draw: \(reason)"
        case let .emptyScene(size): return "nothing to draw: the scene is \(size.width)×\(size.height) points"
        case let .imageTooLarge(size, scale, limit):
            return "the scene is \(size.width)×\(size.height) points: at scale \(scale) larger than \(limit)"
        }
    }

    /// Whether the scene itself is at fault (its size), rather than the machine or Cairo.
    public var isBadInput: Bool {
        switch self {
        case .emptyScene, .imageTooLarge: return true
        case .surfaceFailed: return false
        }
    }
}

/// Turns scenes into PNG and SVG bytes. Pure in its inputs: the same scene gives the same bytes on every
/// run, on every thread and in any order. Safe to share between threads.
public final class Renderer: Sendable {
    private let fonts = FontFaceCache()
    /// The most pixels one image may have; larger scenes are refused before anything is allocated.
    public let maximumPixelCount: Int

    /// `maximumPixelCount`: 100 megapixels by default (400 MB of pixels while drawing).
    public init(maximumPixelCount: Int = Renderer.defaultMaximumPixelCount) { self.maximumPixelCount = maximumPixelCount }

    public static let defaultMaximumPixelCount = 100_000_000

    /// Largest image side accepted, in pixels (Cairo's limit is 32767).
    public static let maximumPixelSide = 32_767

    /// The size in pixels of `scene` drawn at `scale`, checked before any work: both sides at least 1 and at most
    /// `maximumPixelSide`, the area at most `maximumPixelCount`. Throws `RenderError.emptyScene` or `.imageTooLarge`.
    public func pixelSize(of scene: Scene, scale: Double) throws(RenderError) -> (width: Int, height: Int) {
        let size = scene.contentSize
        let width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
        guard width >= 1, height >= 1, scale > 0 else { throw .emptyScene(size) }
        guard let pixelWidth = PixelGrid.integer(width), let pixelHeight = PixelGrid.integer(height),
              pixelWidth <= Self.maximumPixelSide, pixelHeight <= Self.maximumPixelSide else {
            throw .imageTooLarge(size, scale: scale, limit: "\(Self.maximumPixelSide) pixels on a side")
        }
        guard pixelWidth * pixelHeight <= maximumPixelCount else {
            throw .imageTooLarge(size, scale: scale, limit: "the limit of \(maximumPixelCount) pixels (--max-pixels)")
        }
        return (pixelWidth, pixelHeight)
    }

    /// Draws the scene at `scale` into a new ARGB32 surface and hands `body` its premultiplied pixels (native byte
    /// order), width, height and stride; the surface is freed when `body` returns. `body` may overwrite the pixels.
    private func withDrawnPixels<T>(_ scene: Scene, scale: Double,
                                    _ body: (UnsafeMutableRawPointer, _ width: Int, _ height: Int, _ stride: Int) throws -> T) throws -> T {
        let (width, height) = try pixelSize(of: scene, scale: scale)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw RenderError.surfaceFailed("no surface")
        }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { throw RenderError.surfaceFailed("no context") }
        cairo_scale(cr, scale, scale)
        SceneDrawer(fonts: fonts, scale: scene.scale).draw(scene, in: cr)
        let status = cairo_status(cr)
        FontFaceCache.freeTypeLock.withLock { _ in cairo_destroy(cr) }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.surfaceFailed(String(cString: cairo_status_to_string(status)))
        }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { throw RenderError.surfaceFailed("no pixels") }
        return try body(UnsafeMutableRawPointer(data), width, height, Int(cairo_image_surface_get_stride(surface)))
    }

    /// PNG bytes of the scene at its own scale (the pixel grid it was laid out on). `textChunks` become `tEXt`
    /// chunks (use them for content-derived facts only, such as the font files used).
    public func png(_ scene: Scene, textChunks: [(String, String)] = []) throws -> [UInt8] {
        try png(scene, scale: scene.scale, textChunks: textChunks)
    }

    /// PNG bytes of the scene drawn at `scale` pixels per point, whatever grid it was laid out on.
    public func png(_ scene: Scene, scale: Double, textChunks: [(String, String)] = []) throws -> [UInt8] {
        try withDrawnPixels(scene, scale: scale) { pixels, width, height, stride in
            PNGEncoder.encode(premultipliedARGB32: pixels, width: width, height: height, stride: stride, inPlace: true,
                              textChunks: textChunks)
        }
    }

    /// The scene at its own scale as the PNG encoder's scanlines: everything `png(_:)` does but deflating. Verify
    /// checks these against a reference by inflating the reference alone (`PNGScanlines.matches(png:)`), and
    /// deflates them only when bytes must be written.
    public func scanlines(_ scene: Scene) throws -> PNGScanlines {
        try withDrawnPixels(scene, scale: scene.scale) { pixels, width, height, stride in
            guard let scanlines = PNGScanlines(premultipliedARGB32: pixels, width: width, height: height, stride: stride) else {
                throw RenderError.surfaceFailed("no pixels")
            }
            return scanlines
        }
    }

    /// The content-derived PNG text chunks every reference carries: the program, and the font files (name, face
    /// index and SHA-256) the scene drew with, so a changed font explains a changed reference.
    public static func pngTextChunks(for scene: Scene, fontSet: FontSet) -> [(String, String)] {
        let fonts = scene.fontsUsed.map { "\(($0.file as NSString).lastPathComponent)#\($0.index) sha256:\(fontSet.sha256(ofFile: $0.file))" }
        return [("Software", "LayoutSnap"), ("Fonts", fonts.joined(separator: "; "))]
    }

    /// The scene's pixels at its own scale, as a straight-alpha RGBA image: what its PNG decodes to, without
    /// encoding one.
    public func image(_ scene: Scene) throws -> ImageBuffer {
        try withDrawnPixels(scene, scale: scene.scale) { data, width, height, stride in
            let count = width * height * 4
            let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                guard let out = buffer.baseAddress else { return }
                for y in 0..<height {
                    PNGEncoder.packStraightRGBA(UnsafeRawPointer(data + y * stride), width: width,
                                                into: UnsafeMutableRawPointer(out + y * width * 4))
                }
                initialized = count
            }
            return ImageBuffer(width: width, height: height, pixels: pixels)
        }
    }

    /// SVG bytes of the scene, in points (vector output has no scale). Glyphs become outlines, as Cairo's
    /// SVG surface writes them; surface ids are renumbered in document order so the file is byte-stable.
    public func svg(_ scene: Scene) throws -> [UInt8] {
        _ = try pixelSize(of: scene, scale: 1)
        let sink = ByteSink()
        let unmanaged = Unmanaged.passRetained(sink)
        defer { unmanaged.release() }
        guard let surface = cairo_svg_surface_create_for_stream({ closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, unmanaged.toOpaque(), scene.contentSize.width, scene.contentSize.height) else {
            throw RenderError.surfaceFailed("no SVG surface")
        }
        cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
        guard let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw RenderError.surfaceFailed("no context")
        }
        SceneDrawer(fonts: fonts, scale: scene.scale).draw(scene, in: cr)
        let status = cairo_status(cr)
        // Finishing an SVG surface subsets the fonts it drew with.
        FontFaceCache.freeTypeLock.withLock { _ in
            cairo_destroy(cr)
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.surfaceFailed(String(cString: cairo_status_to_string(status))) }
        return Self.renumberSurfaceIDs(sink.bytes)
    }

    /// Cairo names SVG groups `surfaceN` after a process-wide counter; rename them `surface1`, `surface2`, …
    /// in order of first appearance.
    static func renumberSurfaceIDs(_ bytes: [UInt8]) -> [UInt8] {
        let text = String(decoding: bytes, as: UTF8.self)
        var numbering: [Substring: Int] = [:]
        var output = ""
        output.reserveCapacity(text.utf8.count)
        var rest = text[...]
        while let range = rest.range(of: "surface") {
            output += rest[..<range.upperBound]
            rest = rest[range.upperBound...]
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty {
                let number = numbering[digits] ?? (numbering.count + 1)
                numbering[digits] = number
                output += String(number)
                rest = rest.dropFirst(digits.count)
            }
        }
        output += rest
        return Array(output.utf8)
    }
}

private final class ByteSink {
    var bytes: [UInt8] = []
}
