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
        // Where Material has no outline form (doc, tag, archivebox, the arrow circles) or no filled one, both names
        // take the one glyph it has; a symbol with no Material look-alike (barcode, chevron.right.circle) is left out.
        "arrow.up.circle": 0xF182, "arrow.up.circle.fill": 0xF182, "arrow.down.circle": 0xF181,
        "arrow.down.circle.fill": 0xF181, "arrow.left.circle": 0xEAA7, "arrow.left.circle.fill": 0xEAA7,
        "arrow.right.circle": 0xEAAA, "arrow.right.circle.fill": 0xEAAA, "chevron.down.circle": 0xE7CD,
        "chevron.down.circle.fill": 0xE7CD, "arrow.counterclockwise": 0xE042, "arrow.triangle.2.circlepath": 0xE627,
        "arrow.2.circlepath": 0xE627, "arrow.uturn.left": 0xE166, "arrow.uturn.right": 0xE15A,
        "arrow.up.arrow.down": 0xE8D5, "arrow.left.arrow.right": 0xE8D4, "arrow.up.right.square": 0xE89E,
        "arrow.up.right": 0xF1E1, "rectangle.portrait.and.arrow.right": 0xE9BA, "arrow.down.to.line": 0xF090,
        "arrow.up.to.line": 0xF09B, "ellipsis.circle.fill": 0xEF64, "questionmark.circle.fill": 0xE887,
        "exclamationmark.circle": 0xE001, "exclamationmark.circle.fill": 0xE000, "envelope.open": 0xE151,
        "phone.down": 0xE0B1, "phone.down.fill": 0xE0B1, "bubble.right": 0xE0CB, "bubble.right.fill": 0xE0CA,
        "bubble.left.and.bubble.right": 0xE0BF, "bubble.left.and.bubble.right.fill": 0xE0BF,
        "clock.arrow.circlepath": 0xE889, "alarm": 0xE855, "timer": 0xE425, "hourglass": 0xE88B,
        "mappin.and.ellipse": 0xE0C8, "location.slash": 0xE0C7, "safari": 0xE87A, "folder.badge.plus": 0xE2CC,
        "tray": 0xE156, "tray.fill": 0xE156, "archivebox": 0xE149, "archivebox.fill": 0xE149,
        "tray.and.arrow.down": 0xE168, "doc": 0xE24D, "doc.fill": 0xE24D, "doc.text": 0xE873, "doc.text.fill": 0xE873,
        "doc.on.doc": 0xE14D, "doc.on.clipboard": 0xE14F, "doc.text.magnifyingglass": 0xE880,
        "photo.on.rectangle": 0xE413, "video.slash": 0xE04C, "mic.slash": 0xE02B, "mic.slash.fill": 0xE02B,
        "play.circle": 0xE039, "play.circle.fill": 0xE038, "pause.circle": 0xE036, "pause.circle.fill": 0xE035,
        "stop": 0xE047, "stop.fill": 0xE047, "stop.circle": 0xEF71, "stop.circle.fill": 0xEF71, "forward": 0xE01F,
        "forward.fill": 0xE01F, "backward": 0xE020, "backward.fill": 0xE020, "forward.end": 0xE044,
        "forward.end.fill": 0xE044, "backward.end": 0xE045, "backward.end.fill": 0xE045, "shuffle": 0xE043,
        "repeat": 0xE040, "music.note.list": 0xE03D, "waveform": 0xE1B8, "speaker": 0xE04E, "speaker.fill": 0xE04E,
        "speaker.wave.1": 0xE04D, "speaker.wave.1.fill": 0xE04D, "speaker.wave.2": 0xE050,
        "speaker.wave.2.fill": 0xE050, "speaker.wave.3": 0xE050, "speaker.wave.3.fill": 0xE050,
        "speaker.slash": 0xE04F, "speaker.slash.fill": 0xE04F, "wifi.slash": 0xE648,
        "antenna.radiowaves.left.and.right": 0xE1E2, "cellularbars": 0xE202, "lock.open": 0xE898,
        "lock.open.fill": 0xE898, "key": 0xE73C, "key.fill": 0xE73C, "eye.slash.fill": 0xE8F5, "touchid": 0xE90D,
        "shield": 0xE9E0, "shield.fill": 0xE9E0, "checkmark.shield": 0xE8E8, "checkmark.shield.fill": 0xE8E8,
        "checkmark.seal.fill": 0xEF76, "tag": 0xE54E, "tag.fill": 0xE54E, "cart.badge.plus": 0xE854, "bag": 0xF1CC,
        "bag.fill": 0xF1CC, "gift": 0xE8F6, "gift.fill": 0xE8F6, "dollarsign.circle": 0xE263,
        "dollarsign.circle.fill": 0xE263, "paperclip": 0xE226, "scissors": 0xE14E, "pin": 0xF10D, "pin.fill": 0xF10D,
        "line.3.horizontal.decrease.circle": 0xE152, "line.3.horizontal.decrease.circle.fill": 0xE152,
        "list.number": 0xE242, "list.dash": 0xE241, "checklist": 0xE6B1, "plus.circle": 0xE148,
        "plus.circle.fill": 0xE147, "minus.circle": 0xE15D, "minus.circle.fill": 0xE15C, "plus.square.fill": 0xE146,
        "square": 0xE835, "square.fill": 0xEB36, "checkmark.square.fill": 0xE834, "star.leadinghalf.filled": 0xE839,
        "bell.slash": 0xE7F6, "bell.slash.fill": 0xE7F6, "cloud": 0xE2C2, "cloud.fill": 0xE2BD, "snowflake": 0xEB3B,
        "thermometer": 0xF076, "drop": 0xE798, "drop.fill": 0xE798, "flame": 0xEF55, "flame.fill": 0xEF55,
        "umbrella": 0xF1AD, "umbrella.fill": 0xF1AD, "lightbulb": 0xE90F, "lightbulb.fill": 0xE0F0, "power": 0xE8AC,
        "sparkles": 0xE65F, "wand.and.stars": 0xE663, "trophy": 0xEA23, "trophy.fill": 0xEA23, "battery.0": 0xEBDC,
        "battery.25": 0xEBE0, "battery.50": 0xEBE2, "battery.75": 0xEBD4, "person.2": 0xE7FC, "person.2.fill": 0xE7FB,
        "person.3": 0xF233, "person.3.fill": 0xF233, "person.badge.plus": 0xEA4D, "person.text.rectangle": 0xEA67,
        "hand.thumbsup": 0xE9F3, "hand.thumbsup.fill": 0xE8DC, "hand.thumbsdown": 0xE9F2,
        "hand.thumbsdown.fill": 0xE8DB, "hand.raised": 0xE925, "hand.raised.fill": 0xE925, "hand.tap": 0xE913,
        "qrcode": 0xEF6B, "qrcode.viewfinder": 0xF206, "viewfinder": 0xE3C2, "plus.magnifyingglass": 0xE8FF,
        "minus.magnifyingglass": 0xE900, "square.grid.2x2.fill": 0xE9B0, "square.grid.3x3": 0xE5C3,
        "rectangle.stack": 0xE3E0, "rectangle.stack.fill": 0xE3E0, "square.on.square": 0xE14D, "iphone": 0xE32C,
        "ipad": 0xE331, "laptopcomputer": 0xE31E, "desktopcomputer": 0xE30C, "applewatch": 0xE334, "tv": 0xE333,
        "printer": 0xE8AD, "printer.fill": 0xE8AD, "keyboard": 0xE312, "gamecontroller": 0xEA28,
        "gamecontroller.fill": 0xEA28, "car": 0xE531, "car.fill": 0xE531, "bus": 0xE530, "bicycle": 0xE52F,
        "figure.walk": 0xE536, "book": 0xEA19, "book.fill": 0xEA19, "newspaper": 0xEB81, "graduationcap": 0xE80C,
        "graduationcap.fill": 0xE80C, "briefcase": 0xE943, "briefcase.fill": 0xE8F9, "building.2": 0xEA40,
        "chart.bar": 0xE26B, "chart.bar.fill": 0xE26B, "chart.pie": 0xF044, "chart.pie.fill": 0xE6C4,
        "chart.line.uptrend.xyaxis": 0xE6E1, "film": 0xE02C, "crop": 0xE3BE, "rotate.right": 0xE41A,
        "textformat": 0xE165, "textformat.size": 0xE245, "bold": 0xE238, "italic": 0xE23F, "underline": 0xE249,
        "return": 0xE31B, "delete.left": 0xE14A, "delete.backward": 0xE14A, "command": 0xEAE7, "at": 0xE0E6,
        "number": 0xE9EF, "percent": 0xEB58, "cup.and.saucer": 0xE541, "cup.and.saucer.fill": 0xE541,
        "fork.knife": 0xE56C, "cross.case": 0xF109, "accessibility": 0xE84E,
    ]
}
