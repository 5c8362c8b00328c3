/// SF Symbols drawn as glyphs. Apple's SF Symbols font is not on Linux (nor licensed for it), so a symbol is drawn with
/// the glyph of the same meaning from Google's Material Icons (Debian `fonts-material-design-icons-iconfont`,
/// Apache 2.0), tinted as a template image is: a white bell on a red square stays a white bell on red. The shapes are
/// Material's, not Apple's; the size, place and colour are the symbol's. A name without a glyph here is drawn as a
/// placeholder outline.
public enum SymbolGlyphs {
    /// The icon font's file, looked for with the standard fonts, and its family name.
    public static let fontFileName = "MaterialIcons-Regular.ttf"
    public static let familyName = "Material Icons"

    /// The glyph for the SF Symbol `name` (`bell.fill`), or nil when the table has none.
    public static func character(forSystemName name: String) -> Character? {
        codepoints[name].flatMap(Unicode.Scalar.init).map(Character.init)
    }

    /// A font of the icon family at `pointSize`.
    public static func font(pointSize: Double) -> FontSpec {
        var font = FontSpec(pointSize: pointSize)
        font.family = familyName
        return font
    }

    /// SF Symbol names to Material Icons codepoints (from the font's own stylesheet), outline forms for SF's outline
    /// symbols and filled ones for `.fill`.
    static let codepoints: [String: UInt32] = [
        "bell": 0xE7F5, "bell.fill": 0xE7F4, "gear": 0xE8B8, "gearshape": 0xE8B8, "gearshape.fill": 0xE8B8,
        "person": 0xE7FF, "person.fill": 0xE7FD, "person.circle": 0xE853, "person.circle.fill": 0xE853,
        "person.crop.circle": 0xE853, "person.crop.circle.fill": 0xE853,
        "heart": 0xE87E, "heart.fill": 0xE87D, "star": 0xE83A, "star.fill": 0xE838,
        "magnifyingglass": 0xE8B6, "plus": 0xE145, "minus": 0xE15B, "xmark": 0xE5CD, "checkmark": 0xE5CA,
        "chevron.right": 0xE5CC, "chevron.left": 0xE5CB, "chevron.down": 0xE5CF, "chevron.up": 0xE5CE,
        "trash": 0xE92E, "trash.fill": 0xE872, "square.and.arrow.up": 0xE6B8, "square.and.arrow.down": 0xF090,
        "envelope": 0xE0E1, "envelope.fill": 0xE158, "house": 0xE88A, "house.fill": 0xE9B2,
        "calendar": 0xE935, "clock": 0xE8B5, "clock.fill": 0xE8B5, "photo": 0xE3F4, "photo.fill": 0xE3F4,
        "camera": 0xE412, "camera.fill": 0xE412, "lock": 0xE899, "lock.fill": 0xE897,
        "info.circle": 0xE88F, "info.circle.fill": 0xE88E, "exclamationmark.triangle": 0xF083, "exclamationmark.triangle.fill": 0xE002,
        "bookmark": 0xE867, "bookmark.fill": 0xE866, "mappin": 0xE55F, "mappin.circle": 0xE0C8, "location": 0xE0C8,
        "location.fill": 0xE0C8, "map": 0xE55B, "map.fill": 0xE55B, "phone": 0xE0CD, "phone.fill": 0xE0CD,
        "message": 0xE0CB, "message.fill": 0xE0CA, "bubble.left": 0xE0CB, "bubble.left.fill": 0xE0CA,
        "paperplane": 0xE163, "paperplane.fill": 0xE163, "ellipsis": 0xE5D3, "ellipsis.circle": 0xE5D3,
        "play.fill": 0xE037, "play": 0xE037, "pause.fill": 0xE034, "pause": 0xE034, "wifi": 0xE63E,
        "moon": 0xE51C, "moon.fill": 0xE51C, "sun.max": 0xE518, "sun.max.fill": 0xE518, "pencil": 0xE3C9,
        "square.and.pencil": 0xE3C9, "icloud": 0xE2BD, "icloud.fill": 0xE2BD, "folder": 0xE2C7, "folder.fill": 0xE2C7,
        "link": 0xE157, "music.note": 0xE405, "headphones": 0xF01F, "bolt": 0xEA0B, "bolt.fill": 0xEA0B,
        "flag": 0xE153, "flag.fill": 0xE153, "circle": 0xE836, "circle.fill": 0xEF4A, "checkmark.circle": 0xE86C,
        "checkmark.circle.fill": 0xE86C, "xmark.circle": 0xE5C9, "xmark.circle.fill": 0xE5C9, "questionmark.circle": 0xE8FD,
        "arrow.right": 0xE5C8, "arrow.left": 0xE5C4, "arrow.up": 0xE5D8, "arrow.down": 0xE5DB, "arrow.clockwise": 0xE5D5,
        "slider.horizontal.3": 0xE429, "line.3.horizontal.decrease": 0xE152, "list.bullet": 0xE896,
        "line.3.horizontal": 0xE5D2, "square.grid.2x2": 0xE9B0, "cart": 0xE8CC, "cart.fill": 0xE8CC,
        "creditcard": 0xE870, "creditcard.fill": 0xE870, "eye": 0xE8F4, "eye.fill": 0xE8F4, "eye.slash": 0xE8F5,
        "mic": 0xE029, "mic.fill": 0xE029, "video": 0xE04B, "video.fill": 0xE04B, "battery.100": 0xE1A4,
        "airplane": 0xE195, "globe": 0xE894, "network": 0xE80B, "square.and.arrow.up.fill": 0xE6B8,
    ]
}
