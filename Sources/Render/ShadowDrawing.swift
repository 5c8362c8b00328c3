import CText
import Foundation
import Geometry
import Scenes

/// Layer shadows: the shape drawn into an 8-bit mask at device pixels, blurred with three box blurs (which
/// approximate a Gaussian of the shadow's radius as standard deviation to within a few per cent), and painted
/// through that mask in the shadow's colour. Written by hand because Cairo has no blur; integer arithmetic keeps it
/// byte-identical on every run.
enum ShadowDrawing {
    /// The largest mask drawn blurred, in pixels; a larger shadow is drawn unblurred (bounded memory and time).
    static let maximumMaskPixels = 16_000_000
    /// The largest blur radius honoured, in points.
    static let maximumRadius = 200.0

    static func addPath(_ path: ScenePath, cr: OpaquePointer) {
        cairo_new_path(cr)
        for element in path.elements {
            switch element {
            case let .move(p): cairo_move_to(cr, p.x, p.y)
            case let .line(p): cairo_line_to(cr, p.x, p.y)
            case let .curve(c1, c2, p): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .close: cairo_close_path(cr)
            }
        }
    }

    static func draw(_ shadow: Shadow, shape: ScenePath, scale: Double, cr: OpaquePointer) {
        var color = shadow.color
        color.alpha *= min(1, max(0, shadow.opacity))
        guard let box = shape.controlPointBounds else { return }
        let (minX, maxX, minY, maxY) = (box.minX, box.maxX, box.minY, box.maxY)
        let radius = min(maximumRadius, max(0, shadow.radius.isFinite ? shadow.radius : 0))
        let pad = (3 * radius + 1).rounded(.up)
        let width = ((maxX - minX + 2 * pad) * scale).rounded(.up), height = ((maxY - minY + 2 * pad) * scale).rounded(.up)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_translate(cr, shadow.offset.x, shadow.offset.y)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        guard radius > 0, width >= 1, height >= 1, width * height <= Double(maximumMaskPixels) else {
            addPath(shape, cr: cr)
            cairo_fill(cr)
            return
        }
        let w = Int32(width), h = Int32(height)
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, w, h) else { return }
        defer { cairo_surface_destroy(mask) }
        guard let maskContext = cairo_create(mask) else { return }
        cairo_scale(maskContext, scale, scale)
        cairo_translate(maskContext, pad - minX, pad - minY)
        addPath(shape, cr: maskContext)
        cairo_set_source_rgba(maskContext, 0, 0, 0, 1)
        cairo_fill(maskContext)
        cairo_destroy(maskContext)
        cairo_surface_flush(mask)
        if let data = cairo_image_surface_get_data(mask) {
            blur(data, width: Int(w), height: Int(h), stride: Int(cairo_image_surface_get_stride(mask)), sigma: radius * scale)
        }
        cairo_surface_mark_dirty(mask)
        cairo_translate(cr, minX - pad, minY - pad)
        cairo_scale(cr, 1 / scale, 1 / scale)
        cairo_mask_surface(cr, mask, 0, 0)
    }

    /// Box widths whose three passes approximate a Gaussian of standard deviation `sigma` pixels.
    static func boxSizes(sigma: Double) -> [Int] {
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(1, lower)
        let upper = lower + 2
        let l = Double(lower)
        let m = ((12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)).rounded()
        return (0..<3).map { Double($0) < m ? lower : upper }
    }

    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        var line = [Int](repeating: 0, count: max(width, height))
        for size in boxSizes(sigma: sigma) where size > 1 {
            let r = (size - 1) / 2
            for y in 0..<height { pass(data + y * stride, count: width, step: 1, radius: r, buffer: &line) }
            for x in 0..<width { pass(data + x, count: height, step: stride, radius: r, buffer: &line) }
        }
    }

    /// One box blur along a line of `count` values `step` apart; values beyond the ends count as 0.
    private static func pass(_ start: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius r: Int, buffer: inout [Int]) {
        for i in 0..<count { buffer[i] = Int(start[i * step]) }
        let size = 2 * r + 1
        var sum = 0
        for i in 0..<min(r, count) { sum += buffer[i] }
        for i in 0..<count {
            if i + r < count { sum += buffer[i + r] }
            if i - r - 1 >= 0 { sum -= buffer[i - r - 1] }
            start[i * step] = UInt8((sum + size / 2) / size)
        }
    }
}
