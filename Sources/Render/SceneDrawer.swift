import CText
import Foundation
import Layout
import Measure

/// Draws a `Scene` into a Cairo context whose user space is in points. PNG and SVG output share it.
///
/// Order and attributes follow UIKit: elements by ascending `zIndex` (stable for equal values), hidden
/// ones skipped, `alpha` applied to the element as a group, `transform` around the element's centre.
/// Text is drawn from the glyph runs Measure produced — never re-shaped — vertically centred in its node.
struct SceneDrawer {
    let fonts: FontFaceCache

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
            if !element.transform.isIdentity {
                let cx = element.frame.width / 2, cy = element.frame.height / 2
                var matrix = cairo_matrix_t(xx: element.transform.a, yx: element.transform.b, xy: element.transform.c,
                                            yy: element.transform.d, x0: element.transform.tx, y0: element.transform.ty)
                cairo_translate(cr, cx, cy)
                cairo_transform(cr, &matrix)
                cairo_translate(cr, -cx, -cy)
            }
            let grouped = element.alpha < 1
            if grouped { cairo_push_group(cr) }
            drawNode(element.root, in: cr)
            if grouped {
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, element.alpha)
            }
            cairo_restore(cr)
        }
    }

    private func drawNode(_ node: SceneNode, in cr: OpaquePointer) {
        cairo_save(cr)
        cairo_translate(cr, node.frame.minX, node.frame.minY)
        let bounds = Rect(origin: .zero, size: node.frame.size)
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
        case let .text(layout, color):
            drawText(layout, color: color, in: bounds, cr: cr)
        case let .imagePlaceholder(color):
            setColor(cr, color)
            cairo_rectangle(cr, 0, 0, bounds.width, bounds.height)
            cairo_fill(cr)
            setColor(cr, Color(red: 1, green: 1, blue: 1, alpha: 0.6))
            cairo_set_line_width(cr, 1)
            cairo_move_to(cr, 0, 0); cairo_line_to(cr, bounds.width, bounds.height)
            cairo_move_to(cr, bounds.width, 0); cairo_line_to(cr, 0, bounds.height)
            cairo_stroke(cr)
        }
        for child in node.children { drawNode(child, in: cr) }
        if node.style.borderWidth > 0, let border = node.style.borderColor {
            let half = node.style.borderWidth / 2
            addRoundedRect(cr, Rect(x: half, y: half, width: bounds.width - 2 * half, height: bounds.height - 2 * half),
                           radius: max(0, node.style.cornerRadius - half))
            setColor(cr, border)
            cairo_set_line_width(cr, node.style.borderWidth)
            cairo_stroke(cr)
        }
        cairo_restore(cr)
    }

    private func drawText(_ layout: TextLayout, color: Color, in bounds: Rect, cr: OpaquePointer) {
        // UILabel centres its text rect vertically when the label is taller than the text.
        let dy = max(0, (bounds.height - layout.size.height) / 2)
        setColor(cr, color)
        var glyphs: [cairo_glyph_t] = []
        for run in layout.runs where !run.glyphs.isEmpty {
            guard let face = fonts.face(for: run.font) else { continue }
            cairo_set_font_face(cr, face.pointer)
            cairo_set_font_size(cr, run.pointSize)
            glyphs.removeAll(keepingCapacity: true)
            for (glyph, position) in zip(run.glyphs, run.positions) {
                glyphs.append(cairo_glyph_t(index: UInt(glyph), x: position.x, y: position.y + dy))
            }
            cairo_show_glyphs(cr, glyphs, Int32(glyphs.count))
        }
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
