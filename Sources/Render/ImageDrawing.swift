import CText
import CVector
import Files
import Foundation
import Geometry
import PNGCodec
import Scenes

/// Draws the images an app ships (`NodeContent.image`): PNGs decoded by PNGCodec, SVG drawn by librsvg and PDF by
/// poppler, straight into Cairo, so vectors stay vectors in SVG output. Files are opened only when they are regular
/// files within the size limits; an image that cannot be read draws nothing (the layout already reserved its place).
enum ImageDrawing {
    /// The largest image file drawn: 64 MiB; a PNG also stays within the decoder's pixel limit.
    static let maximumFileSize = 64 << 20
    static let maximumPNGPixels = 64 << 20

    /// Draws `source` in `bounds` (points) for a screen of `scale`.
    static func draw(_ source: ImageSource, in bounds: Rect, scale: Double, cr: OpaquePointer) {
        guard bounds.width > 0, bounds.height > 0, let (path, fileScale) = source.file(forScale: scale),
              let size = fileSize(path), size <= maximumFileSize else { return }
        switch source.format {
        case .png: drawPNG(path, scale: fileScale, mode: source.contentMode, bounds: bounds, cr: cr)
        case .svg: drawSVG(path, mode: source.contentMode, bounds: bounds, cr: cr)
        case .pdf: drawPDF(path, mode: source.contentMode, bounds: bounds, cr: cr)
        }
    }

    static func fileSize(_ path: String) -> Int? {
        guard RegularFile.exists(path) else { return nil }
        return (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
    }

    /// Where an image of `natural` size goes in `bounds` under a content mode (`UIView.ContentMode`).
    static func placement(of natural: Size, in bounds: Rect, mode: ImageSource.ContentMode) -> Rect {
        guard natural.width > 0, natural.height > 0 else { return bounds }
        let size = mode.drawnSize(of: natural, in: bounds.size)
        return Rect(x: bounds.minX + (bounds.width - size.width) / 2, y: bounds.minY + (bounds.height - size.height) / 2,
                    width: size.width, height: size.height)
    }

    /// Runs `draw` with the user space mapped so that a `natural`-sized image fills its placement, clipped to the
    /// view's bounds (the aspect-fill overflow is not drawn, as an image view with `clipsToBounds` shows it).
    static func placed(_ natural: Size, in bounds: Rect, mode: ImageSource.ContentMode, cr: OpaquePointer, _ draw: () -> Void) {
        let target = placement(of: natural, in: bounds, mode: mode)
        cairo_save(cr)
        cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
        cairo_clip(cr)
        cairo_translate(cr, target.minX, target.minY)
        cairo_scale(cr, target.width / natural.width, target.height / natural.height)
        draw()
        cairo_restore(cr)
    }

    static func drawPNG(_ path: String, scale: Double, mode: ImageSource.ContentMode, bounds: Rect, cr: OpaquePointer) {
        guard let image = try? ImageBuffer(contentsOfPNG: path, maximumPixelCount: maximumPNGPixels),
              image.width > 0, image.height > 0, image.width <= 32_767, image.height <= 32_767,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height)) else { return }
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        // Straight RGBA → premultiplied ARGB32 in native byte order, as Cairo stores it.
        image.pixels.withUnsafeBufferPointer { pixels in
            for row in 0..<image.height {
                let line = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
                for column in 0..<image.width {
                    let i = (row * image.width + column) * 4
                    let a = UInt32(pixels[i + 3])
                    func premultiplied(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                    line[column] = a << 24 | premultiplied(pixels[i]) << 16 | premultiplied(pixels[i + 1]) << 8 | premultiplied(pixels[i + 2])
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        let natural = Size(width: Double(image.width) / scale, height: Double(image.height) / scale)
        placed(natural, in: bounds, mode: mode, cr: cr) {
            cairo_scale(cr, 1 / scale, 1 / scale)
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_paint(cr)
        }
    }

    static func drawSVG(_ path: String, mode: ImageSource.ContentMode, bounds: Rect, cr: OpaquePointer) {
        var error: UnsafeMutablePointer<GError>?
        guard let handle = rsvg_handle_new_from_file(path, &error) else {
            if let error { g_error_free(error) }
            return
        }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        var width = 0.0, height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) == 0 || width <= 0 || height <= 0 {
            (width, height) = (bounds.width, bounds.height)
        }
        placed(Size(width: width, height: height), in: bounds, mode: mode, cr: cr) {
            var viewport = RsvgRectangle(x: 0, y: 0, width: width, height: height)
            var renderError: UnsafeMutablePointer<GError>?
            _ = rsvg_handle_render_document(handle, cr, &viewport, &renderError)
            if let renderError { g_error_free(renderError) }
        }
    }

    static func drawPDF(_ path: String, mode: ImageSource.ContentMode, bounds: Rect, cr: OpaquePointer) {
        var error: UnsafeMutablePointer<GError>?
        let uri = URL(fileURLWithPath: path).absoluteString
        guard let document = poppler_document_new_from_file(uri, nil, &error) else {
            if let error { g_error_free(error) }
            return
        }
        defer { g_object_unref(UnsafeMutableRawPointer(document)) }
        guard poppler_document_get_n_pages(document) > 0, let page = poppler_document_get_page(document, 0) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        var width = 0.0, height = 0.0
        poppler_page_get_size(page, &width, &height)
        guard width > 0, height > 0, width.isFinite, height.isFinite else { return }
        placed(Size(width: width, height: height), in: bounds, mode: mode, cr: cr) {
            poppler_page_render(page, cr)
        }
    }
}
