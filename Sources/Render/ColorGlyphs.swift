import CText
import Measure
import Synchronization

/// Colour emoji, drawn by LayoutSnap itself: Debian's Cairo (1.16) cannot scale the bitmap strikes of a colour
/// font such as Noto Color Emoji (CBDT), so it would draw nothing. FreeType loads each glyph's premultiplied BGRA
/// bitmap from the face's largest strike (`FT_LOAD_COLOR`); `SceneDrawer` paints it scaled into place through a
/// Cairo image pattern with a fixed filter, which gives the same bytes on every run, in PNG and (as an embedded
/// image) in SVG.
final class ColorGlyphs: Sendable {
    /// One glyph's bitmap, its offset from the pen position on the baseline, and the strike's pixels per em.
    final class Bitmap: @unchecked Sendable {
        let surface: OpaquePointer
        let left: Double
        let top: Double
        let pixelsPerEm: Double
        init(surface: OpaquePointer, left: Double, top: Double, pixelsPerEm: Double) {
            self.surface = surface; self.left = left; self.top = top; self.pixelsPerEm = pixelsPerEm
        }
        deinit { cairo_surface_destroy(surface) }
    }

    private struct FaceKey: Hashable {
        var file: String
        var index: Int
    }

    private struct GlyphKey: Hashable {
        var face: FaceKey
        var glyph: UInt32
    }

    /// FreeType state, used under the lock only.
    private struct State: @unchecked Sendable {
        var library: FT_Library?
        /// Opened colour faces with their strike's pixels per em; nil for a face that is not a colour bitmap face.
        var faces: [FaceKey: (face: FT_Face, pixelsPerEm: Double)?] = [:]
        var bitmaps: [GlyphKey: Bitmap?] = [:]
    }

    /// The most bitmaps kept (a strike glyph is about 136 × 128 pixels, 70 KB).
    static let maximumCachedBitmaps = 4_096
    private let state = Mutex(State())

    deinit {
        state.withLock { state in
            for entry in state.faces.values { if let entry { FT_Done_Face(entry.face) } }
            if let library = state.library { FT_Done_FreeType(library) }
        }
    }

    /// Whether `font` is a colour bitmap face (drawn here rather than by Cairo).
    func isColor(_ font: FontFace) -> Bool {
        state.withLock { state in Self.face(for: font, in: &state) != nil }
    }

    /// The bitmap of `glyph` in `font`, or nil when the face has no colour bitmap for it.
    func bitmap(_ glyph: UInt32, in font: FontFace) -> Bitmap? {
        state.withLock { state in
            let key = GlyphKey(face: FaceKey(file: font.file, index: font.index), glyph: glyph)
            if let known = state.bitmaps[key] { return known }
            guard let entry = Self.face(for: font, in: &state) else { return nil }
            let bitmap = Self.load(glyph, face: entry.face, pixelsPerEm: entry.pixelsPerEm)
            if state.bitmaps.count >= Self.maximumCachedBitmaps { state.bitmaps.removeAll() }
            state.bitmaps[key] = bitmap
            return bitmap
        }
    }

    private static func face(for font: FontFace, in state: inout State) -> (face: FT_Face, pixelsPerEm: Double)? {
        let key = FaceKey(file: font.file, index: font.index)
        if let known = state.faces[key] { return known }
        var entry: (face: FT_Face, pixelsPerEm: Double)?
        if state.library == nil {
            var library: FT_Library?
            if FT_Init_FreeType(&library) == 0 { state.library = library }
        }
        var opened: FT_Face?
        if let library = state.library, FT_New_Face(library, font.file, FT_Long(font.index), &opened) == 0, let face = opened {
            let isColor = face.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0
            let isScalable = face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0
            // The largest strike: the most detail to scale down from.
            var best = -1
            var bestPixels: FT_Pos = 0
            for index in 0..<Int(face.pointee.num_fixed_sizes) {
                let pixels = face.pointee.available_sizes[index].y_ppem
                if pixels > bestPixels { (best, bestPixels) = (index, pixels) }
            }
            if isColor, !isScalable, best >= 0, FT_Select_Size(face, FT_Int(best)) == 0 {
                entry = (face, Double(bestPixels) / 64)
            } else {
                FT_Done_Face(face)
            }
        }
        state.faces[key] = .some(entry)
        return entry
    }

    private static func load(_ glyph: UInt32, face: FT_Face, pixelsPerEm: Double) -> Bitmap? {
        guard FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_COLOR)) == 0, let slot = face.pointee.glyph else { return nil }
        let bitmap = slot.pointee.bitmap
        let width = Int32(bitmap.width), rows = Int32(bitmap.rows)
        guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), width > 0, rows > 0, width <= 1024, rows <= 1024,
              let source = bitmap.buffer, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, rows) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let destination = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_flush(surface)
        // FreeType's BGRA is premultiplied, as Cairo's ARGB32 is on a little-endian machine: rows copy as they are.
        let stride = Int(cairo_image_surface_get_stride(surface)), pitch = Int(bitmap.pitch)
        for row in 0..<Int(rows) {
            let from = pitch >= 0 ? source + row * pitch : source + (Int(rows) - 1 - row) * -pitch
            (destination + row * stride).update(from: from, count: Int(width) * 4)
        }
        cairo_surface_mark_dirty(surface)
        return Bitmap(surface: surface, left: Double(slot.pointee.bitmap_left), top: Double(slot.pointee.bitmap_top), pixelsPerEm: pixelsPerEm)
    }
}
