import CText
import Measure
import Synchronization

/// Cairo font faces for the files Measure used, created once per (file, face index) and shared.
///
/// Cairo opens its own FreeType faces from the file (`cairo_ft_font_face_create_for_pattern`) and locks
/// them itself, so drawing never touches the faces Measure reads metrics from.
final class FontFaceCache: Sendable {
    /// Held while Cairo may open, use or close FreeType faces (drawing text, releasing a context, finishing an SVG
    /// surface). Cairo 1.16 keeps at most ten FreeType faces open and closes and reopens the rest on demand; with the
    /// script, CJK and emoji fonts a batch on several threads uses more than ten, and two threads reopening faces at
    /// once crash inside FreeType. The rest of drawing (shapes, images, compositing, encoding) stays parallel.
    static let freeTypeLock = Mutex(())

    private let faces = Mutex<[FaceKey: CairoFontFace]>([:])
    /// Colour emoji faces, which LayoutSnap draws itself.
    let colorGlyphs = ColorGlyphs()

    private struct FaceKey: Hashable {
        var file: String
        var index: Int
    }

    /// Owns one reference to a `cairo_font_face_t`.
    final class CairoFontFace: @unchecked Sendable {
        let pointer: OpaquePointer
        init(pointer: OpaquePointer) { self.pointer = pointer }
        deinit { cairo_font_face_destroy(pointer) }
    }

    func face(for font: FontFace) -> CairoFontFace? {
        let key = FaceKey(file: font.file, index: font.index)
        return faces.withLock { faces in
            if let face = faces[key] { return face }
            guard let pattern = FcPatternCreate() else { return nil }
            defer { FcPatternDestroy(pattern) }
            _ = font.file.withCString { FcPatternAddString(pattern, FC_FILE, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
            FcPatternAddInteger(pattern, FC_INDEX, Int32(font.index))
            guard let pointer = cairo_ft_font_face_create_for_pattern(pattern),
                  cairo_font_face_status(pointer) == CAIRO_STATUS_SUCCESS else { return nil }
            let face = CairoFontFace(pointer: pointer)
            faces[key] = face
            return face
        }
    }
}
