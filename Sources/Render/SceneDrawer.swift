import CText
import Foundation
import Geometry
import Measure
import Scenes

/// Draws a `Scene` into a Cairo context whose user space is in points. PNG and SVG output share it.
///
/// Order and attributes follow UIKit: elements by ascending `zIndex` (stable for equal values), hidden
/// ones skipped, `alpha` applied to the element as a group, `transform3D` around the element's centre (exactly,
/// as an affine map, when it has no perspective terms; otherwise by a projective warp of the flat element).
/// Text is drawn from the glyph runs Measure produced — never re-shaped — vertically centred in its node.
struct SceneDrawer {
    let fonts: FontFaceCache
    /// The screen scale the scene is drawn for: which PNG of an image set is drawn.
    var scale: Double = 2

    /// Fixed rasterisation settings: grayscale antialiasing, no hinting, unhinted metrics, no subpixel order.
    static func applyFontOptions(_ cr: OpaquePointer) {
        guard let options = cairo_font_options_create() else { return }
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        cairo_set_font_options(cr, options)
        cairo_font_options_destroy(options)
    }

    func draw(_ scene: Scene, in cr: OpaquePointer) {
        Self.applyFontOptions(cr)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
        setColor(cr, scene.backgroundColor)
        cairo_paint(cr)
        let ordered = scene.elements.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
        for (_, element) in ordered where !element.isHidden && element.alpha > 0 {
            cairo_save(cr)
            cairo_translate(cr, element.frame.minX, element.frame.minY)
            if element.transform3D.isPlanarAffine {
                if !element.transform3D.isIdentity {
                    let t = element.transform3D.planarAffineTransform
                    // A transform that collapses the element (a zero scale) leaves nothing to see, as in UIKit;
                    // Cairo would refuse the matrix and stop drawing the whole scene.
                    let determinant = t.a * t.d - t.b * t.c
                    guard determinant != 0, determinant.isFinite, t.tx.isFinite, t.ty.isFinite else {
                        cairo_restore(cr)
                        continue
                    }
                    let cx = element.frame.width / 2, cy = element.frame.height / 2
                    var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
                    cairo_translate(cr, cx, cy)
                    cairo_transform(cr, &matrix)
                    cairo_translate(cr, -cx, -cy)
                }
                let grouped = element.alpha < 1
                if grouped { cairo_push_group(cr) }
                cairo_translate(cr, -element.boundsOrigin.x, -element.boundsOrigin.y)
                drawNode(element.root, in: cr)
                if grouped {
                    cairo_pop_group_to_source(cr)
                    cairo_paint_with_alpha(cr, element.alpha)
                }
            } else {
                drawInPerspective(element, in: cr)
            }
            cairo_restore(cr)
        }
    }

    /// Draws an element whose 3-D transform has perspective terms: the element is drawn flat into an image at the
    /// device scale, then every destination pixel inside the projected quad samples it through the inverse
    /// homography (bilinear, premultiplied). Cairo has no projective transforms, so this is the exact projection
    /// of the flat layer, rasterised; in SVG it becomes an embedded image. Elements with a corner behind the viewer
    /// are not drawn, as Core Animation clips them.
    private func drawInPerspective(_ element: SceneElement, in cr: OpaquePointer) {
        let width = element.frame.width, height = element.frame.height
        guard width > 0, height > 0 else { return }
        var unitX = 1.0, unitY = 0.0
        cairo_user_to_device_distance(cr, &unitX, &unitY)
        let scale = max(1, (unitX * unitX + unitY * unitY).squareRoot())
        let t = element.transform3D
        let cx = width / 2, cy = height / 2
        // Row-vector homography of the z = 0 plane, in coordinates centred on the element.
        let h = [[t.m11, t.m12, t.m14], [t.m21, t.m22, t.m24], [t.m41, t.m42, t.m44]]
        let corners = [Point(x: 0, y: 0), Point(x: width, y: 0), Point(x: 0, y: height), Point(x: width, y: height)]
        var projected: [Point] = []
        for corner in corners {
            guard let p = t.project(Point(x: corner.x - cx, y: corner.y - cy)) else { return }
            projected.append(Point(x: p.x + cx, y: p.y + cy))
        }
        guard let inverse = Self.inverse3x3(h) else { return }
        let minX = (projected.map(\.x).min() ?? 0), maxX = (projected.map(\.x).max() ?? 0)
        let minY = (projected.map(\.y).min() ?? 0), maxY = (projected.map(\.y).max() ?? 0)
        let left = (minX * scale).rounded(.down), top = (minY * scale).rounded(.down)
        guard let destinationWidth = PixelGrid.integer((maxX * scale).rounded(.up) - left),
              let destinationHeight = PixelGrid.integer((maxY * scale).rounded(.up) - top),
              let sourceWidth = PixelGrid.integer((width * scale).rounded(.up)),
              let sourceHeight = PixelGrid.integer((height * scale).rounded(.up)),
              destinationWidth > 0, destinationHeight > 0, destinationWidth <= 8192, destinationHeight <= 8192,
              sourceWidth <= 8192, sourceHeight <= 8192,
              let source = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(sourceWidth), Int32(sourceHeight)) else { return }
        defer { cairo_surface_destroy(source) }
        if let sourceContext = cairo_create(source) {
            cairo_scale(sourceContext, scale, scale)
            Self.applyFontOptions(sourceContext)
            cairo_set_antialias(sourceContext, CAIRO_ANTIALIAS_GRAY)
            cairo_translate(sourceContext, -element.boundsOrigin.x, -element.boundsOrigin.y)
            drawNode(element.root, in: sourceContext)
            FontFaceCache.freeTypeLock.withLock { _ in cairo_destroy(sourceContext) }
        }
        cairo_surface_flush(source)
        guard let destination = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(destinationWidth), Int32(destinationHeight)) else { return }
        defer { cairo_surface_destroy(destination) }
        cairo_surface_flush(destination)
        guard let sourceData = cairo_image_surface_get_data(source), let destinationData = cairo_image_surface_get_data(destination) else { return }
        let sourceStride = Int(cairo_image_surface_get_stride(source)) / 4
        let destinationStride = Int(cairo_image_surface_get_stride(destination)) / 4
        let sourcePixels = UnsafeMutableRawPointer(sourceData).assumingMemoryBound(to: UInt32.self)
        let destinationPixels = UnsafeMutableRawPointer(destinationData).assumingMemoryBound(to: UInt32.self)
        func sample(_ x: Int, _ y: Int) -> UInt32 {
            guard x >= 0, y >= 0, x < sourceWidth, y < sourceHeight else { return 0 }
            return sourcePixels[y * sourceStride + x]
        }
        for row in 0..<destinationHeight {
            for column in 0..<destinationWidth {
                // The destination pixel centre, in element points relative to the centre.
                let qx = (left + Double(column) + 0.5) / scale - cx, qy = (top + Double(row) + 0.5) / scale - cy
                let x = qx * inverse[0][0] + qy * inverse[1][0] + inverse[2][0]
                let y = qx * inverse[0][1] + qy * inverse[1][1] + inverse[2][1]
                let w = qx * inverse[0][2] + qy * inverse[1][2] + inverse[2][2]
                guard w != 0 else { continue }
                let sx = (x / w + cx) * scale - 0.5, sy = (y / w + cy) * scale - 0.5
                guard sx > -1, sy > -1, sx < Double(sourceWidth), sy < Double(sourceHeight) else { continue }
                let x0 = Int(sx.rounded(.down)), y0 = Int(sy.rounded(.down))
                let fx = sx - Double(x0), fy = sy - Double(y0)
                let p00 = sample(x0, y0), p10 = sample(x0 + 1, y0), p01 = sample(x0, y0 + 1), p11 = sample(x0 + 1, y0 + 1)
                var pixel: UInt32 = 0
                for shift in stride(from: 0, to: 32, by: 8) {
                    func channel(_ p: UInt32) -> Double { Double((p >> UInt32(shift)) & 0xFF) }
                    let top = channel(p00) * (1 - fx) + channel(p10) * fx
                    let bottom = channel(p01) * (1 - fx) + channel(p11) * fx
                    let value = UInt32(min(255, max(0, (top * (1 - fy) + bottom * fy).rounded())))
                    pixel |= value << UInt32(shift)
                }
                destinationPixels[row * destinationStride + column] = pixel
            }
        }
        cairo_surface_mark_dirty(destination)
        cairo_save(cr)
        cairo_scale(cr, 1 / scale, 1 / scale)
        cairo_set_source_surface(cr, destination, left, top)
        cairo_paint_with_alpha(cr, element.alpha)
        cairo_restore(cr)
    }

    /// The inverse of a 3×3 matrix, or nil when it is singular.
    static func inverse3x3(_ m: [[Double]]) -> [[Double]]? {
        let a = m[0][0], b = m[0][1], c = m[0][2], d = m[1][0], e = m[1][1], f = m[1][2], g = m[2][0], h = m[2][1], i = m[2][2]
        let determinant = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        guard abs(determinant) > 1e-12 else { return nil }
        let r = 1 / determinant
        return [[(e * i - f * h) * r, (c * h - b * i) * r, (b * f - c * e) * r],
                [(f * g - d * i) * r, (a * i - c * g) * r, (c * d - a * f) * r],
                [(d * h - e * g) * r, (b * g - a * h) * r, (a * e - b * d) * r]]
    }

    private func drawNode(_ node: SceneNode, in cr: OpaquePointer) {
        cairo_save(cr)
        cairo_translate(cr, node.frame.minX, node.frame.minY)
        let bounds = Rect(origin: .zero, size: node.frame.size)
        if let shadow = node.style.shadow, shadow.opacity > 0, shadow.color.alpha > 0 {
            ShadowDrawing.draw(shadow, shape: shadow.path ?? .roundedRect(bounds, radius: node.style.cornerRadius), scale: scale, cr: cr)
        }
        let isTranslucent = node.style.opacity < 1
        if isTranslucent { cairo_push_group(cr) }
        defer {
            if isTranslucent {
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, max(0, node.style.opacity))
            }
            cairo_restore(cr)
        }
        if let background = node.style.backgroundColor, background.alpha > 0 {
            addRoundedRect(cr, bounds, radius: node.style.cornerRadius)
            setColor(cr, background)
            cairo_fill(cr)
        }
        if node.style.clipsToBounds {
            addRoundedRect(cr, bounds, radius: node.style.cornerRadius)
            cairo_clip(cr)
        }
        switch node.content {
        case .none:
            break
        case let .text(layout, color, runColors):
            drawText(layout, color: color, runColors: runColors, in: bounds, cr: cr)
        case let .imagePlaceholder(color):
            setColor(cr, color)
            cairo_rectangle(cr, 0, 0, bounds.width, bounds.height)
            cairo_fill(cr)
            setColor(cr, Color(red: 1, green: 1, blue: 1, alpha: 0.6))
            cairo_set_line_width(cr, 1)
            cairo_move_to(cr, 0, 0); cairo_line_to(cr, bounds.width, bounds.height)
            cairo_move_to(cr, bounds.width, 0); cairo_line_to(cr, 0, bounds.height)
            cairo_stroke(cr)
        case let .symbolPlaceholder(color):
            // A rounded outline one point wide, inside the bounds.
            let inset = 0.5, radius = min(bounds.width, bounds.height) * 0.2
            if bounds.width > 2 * inset, bounds.height > 2 * inset {
                ShadowDrawing.addPath(.roundedRect(Rect(x: inset, y: inset, width: bounds.width - 2 * inset, height: bounds.height - 2 * inset),
                                                   radius: radius), cr: cr)
                setColor(cr, color)
                cairo_set_line_width(cr, 1)
                cairo_stroke(cr)
            }
        case let .symbol(layout, color):
            // The glyph centred in the image view's bounds (UIImageView's default for symbol images).
            let glyph = Rect(x: (bounds.width - layout.size.width) / 2, y: (bounds.height - layout.size.height) / 2,
                             width: layout.size.width, height: layout.size.height)
            drawText(layout, color: color, runColors: [], in: glyph, cr: cr)
        case let .control(drawing):
            drawControl(drawing, in: bounds, cr: cr)
        case let .image(source):
            ImageDrawing.draw(source, in: bounds, scale: scale, cr: cr)
        case let .shape(shape):
            ShadowDrawing.addPath(shape.path, cr: cr)
            cairo_set_fill_rule(cr, shape.evenOddFill ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            if let fill = shape.fillColor, fill.alpha > 0 {
                setColor(cr, fill)
                cairo_fill_preserve(cr)
            }
            if let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0 {
                setColor(cr, stroke)
                cairo_set_line_width(cr, shape.lineWidth)
                cairo_stroke_preserve(cr)
            }
            cairo_new_path(cr)
        }
        for child in node.children where !child.isHidden { drawNode(child, in: cr) }
        if node.style.borderWidth > 0, let border = node.style.borderColor {
            let half = node.style.borderWidth / 2
            addRoundedRect(cr, Rect(x: half, y: half, width: bounds.width - 2 * half, height: bounds.height - 2 * half),
                           radius: max(0, node.style.cornerRadius - half))
            setColor(cr, border)
            cairo_set_line_width(cr, node.style.borderWidth)
            cairo_stroke(cr)
        }
    }

    private func drawText(_ layout: TextLayout, color: Color, runColors: [Color], in bounds: Rect, cr: OpaquePointer) {
        // UILabel centres its text rect vertically when the label is taller than the text.
        let dy = max(0, (bounds.height - layout.size.height) / 2)
        setColor(cr, color)
        var glyphs: [cairo_glyph_t] = []
        for run in layout.runs where !run.glyphs.isEmpty {
            if !runColors.isEmpty {
                let index = run.attributedRun ?? -1
                setColor(cr, runColors.indices.contains(index) ? runColors[index] : color)
            }
            if fonts.colorGlyphs.isColor(run.font) {
                drawColorGlyphs(run, dy: dy, cr: cr)
                continue
            }
            guard let face = fonts.face(for: run.font) else { continue }
            glyphs.removeAll(keepingCapacity: true)
            for (glyph, position) in zip(run.glyphs, run.positions) {
                glyphs.append(cairo_glyph_t(index: UInt(glyph), x: position.x, y: position.y + dy))
            }
            FontFaceCache.freeTypeLock.withLock { _ in
                cairo_set_font_face(cr, face.pointer)
                cairo_set_font_size(cr, run.pointSize)
                cairo_show_glyphs(cr, glyphs, Int32(glyphs.count))
            }
        }
    }

    /// A colour emoji run: each glyph's bitmap scaled from its strike to the run's size, on the glyph's baseline.
    private func drawColorGlyphs(_ run: TextLayout.GlyphRun, dy: Double, cr: OpaquePointer) {
        for (glyph, position) in zip(run.glyphs, run.positions) {
            guard let bitmap = fonts.colorGlyphs.bitmap(glyph, in: run.font), bitmap.pixelsPerEm > 0 else { continue }
            let factor = run.pointSize / bitmap.pixelsPerEm
            cairo_save(cr)
            cairo_translate(cr, position.x, position.y + dy)
            cairo_scale(cr, factor, factor)
            cairo_set_source_surface(cr, bitmap.surface, bitmap.left, -bitmap.top)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_paint(cr)
            cairo_restore(cr)
        }
    }

    /// Controls and accessories in the shapes iOS draws them, scaled to the node's bounds.
    private func drawControl(_ drawing: ControlDrawing, in bounds: Rect, cr: OpaquePointer) {
        let w = bounds.width, h = bounds.height
        switch drawing {
        case let .toggle(isOn, onTint, mirrored):
            // A capsule track and a knob 2 pt inside it, at the trailing end when on.
            addRoundedRect(cr, Rect(x: 0, y: 0, width: w, height: h), radius: h / 2)
            if isOn {
                setColor(cr, onTint)
                cairo_fill(cr)
            } else {
                setColor(cr, Color(red: 0.471, green: 0.471, blue: 0.502, alpha: 0.16))
                cairo_fill(cr)
            }
            let knob = max(0, h - 4)
            let x = isOn != mirrored ? w - 2 - knob : 2
            cairo_new_sub_path(cr)
            cairo_arc(cr, x + knob / 2, h / 2, knob / 2, 0, 2 * Double.pi)
            setColor(cr, Color(red: 1, green: 1, blue: 1, alpha: 1))
            cairo_fill_preserve(cr)
            setColor(cr, Color(red: 0, green: 0, blue: 0, alpha: 0.12))
            cairo_set_line_width(cr, 0.5)
            cairo_stroke(cr)
        case let .disclosureIndicator(color, pointsLeft):
            // A chevron about 7 × 12 pt, centred, with round joins (SF Symbols' chevron.forward, semibold).
            let cx = w / 2, cy = h / 2, dx = 3.5 * (pointsLeft ? -1.0 : 1.0)
            cairo_move_to(cr, cx - dx, cy - 6)
            cairo_line_to(cr, cx + dx, cy)
            cairo_line_to(cr, cx - dx, cy + 6)
            strokeLine(cr, color, width: 2)
        case let .checkmark(color):
            let size = min(w, h)
            let x0 = (w - size) / 2, y0 = (h - size) / 2
            cairo_move_to(cr, x0 + size * 0.15, y0 + size * 0.55)
            cairo_line_to(cr, x0 + size * 0.4, y0 + size * 0.8)
            cairo_line_to(cr, x0 + size * 0.85, y0 + size * 0.2)
            strokeLine(cr, color, width: 2)
        case let .detailButton(color):
            let radius = max(0, min(w, h) / 2 - 1)
            cairo_new_sub_path(cr)
            cairo_arc(cr, w / 2, h / 2, radius, 0, 2 * Double.pi)
            strokeLine(cr, color, width: 1.5)
            cairo_move_to(cr, w / 2, h / 2 - radius * 0.1)
            cairo_line_to(cr, w / 2, h / 2 + radius * 0.5)
            strokeLine(cr, color, width: 2)
            cairo_new_sub_path(cr)
            cairo_arc(cr, w / 2, h / 2 - radius * 0.45, 1.2, 0, 2 * Double.pi)
            setColor(cr, color)
            cairo_fill(cr)
        case let .activityIndicator(color):
            // Twelve spokes, fading clockwise from the top, as the still frame of UIActivityIndicatorView.
            let outer = min(w, h) / 2, inner = outer * 0.45
            for spoke in 0..<12 {
                let angle = Double(spoke) * Double.pi / 6 - Double.pi / 2
                cairo_move_to(cr, w / 2 + inner * cos(angle), h / 2 + inner * sin(angle))
                cairo_line_to(cr, w / 2 + outer * 0.9 * cos(angle), h / 2 + outer * 0.9 * sin(angle))
                var faded = color
                faded.alpha *= 1 - Double(spoke) / 14
                strokeLine(cr, faded, width: max(1, outer / 6))
            }
        case let .roundedBorder(color):
            addRoundedRect(cr, Rect(x: 0.25, y: 0.25, width: max(0, w - 0.5), height: max(0, h - 0.5)), radius: 5)
            strokeLine(cr, color, width: 0.5)
        }
    }

    private func strokeLine(_ cr: OpaquePointer, _ color: Color, width: Double) {
        setColor(cr, color)
        cairo_set_line_width(cr, width)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_stroke(cr)
    }

    private func addRoundedRect(_ cr: OpaquePointer, _ rect: Rect, radius: Double) {
        let r = min(radius, rect.width / 2, rect.height / 2)
        guard r > 0 else {
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.maxX - r, rect.minY + r, r, -Double.pi / 2, 0)
        cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, Double.pi / 2)
        cairo_arc(cr, rect.minX + r, rect.maxY - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cr, rect.minX + r, rect.minY + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    private func setColor(_ cr: OpaquePointer, _ color: Color) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }
}
