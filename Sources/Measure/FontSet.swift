import CText
import Files
import Foundation
import Synchronization

/// One face of one font file: what a glyph run was drawn with, and what outputs record.
public struct FontFace: Hashable, Sendable, Codable, Comparable {
    /// The face's family name as fontconfig reports it (e.g. `Inter`, `Noto Sans CJK SC`).
    public var family: String
    /// Absolute path of the font file.
    public var file: String
    /// Face index inside the file (collections such as `.ttc` hold several).
    public var index: Int
    /// OpenType weight class (400 regular, 600 semibold, …).
    public var weight: Int

    public init(family: String, file: String, index: Int, weight: Int) {
        self.family = family; self.file = file; self.index = index; self.weight = weight
    }

    public static func < (lhs: FontFace, rhs: FontFace) -> Bool {
        (lhs.file, lhs.index) < (rhs.file, rhs.index)
    }
}

/// Errors about fonts: the primary family is missing, or a file cannot be read.
public enum FontError: Error, Equatable, CustomStringConvertible {
    case primaryFamilyMissing(family: String, searched: [String])
    case unreadableFont(file: String, reason: String)
    case fontconfigFailure(String)
    /// `--system-font-dir` names a folder without fonts, or with several families none of which is SF Pro Text.
    case systemFontUnusable(directory: String, families: [String])

    public var description: String {
        switch self {
        case let .primaryFamilyMissing(family, searched):
            return "font family '\(family)' not found in \(searched.joined(separator: ", ")); install it (Debian: apt-get install fonts-inter) or pass --font-dir"
        case let .unreadableFont(file, reason):
            return "cannot load font file \(file): \(reason)"
        case let .fontconfigFailure(reason):
            return "fontconfig: \(reason)"
        case let .systemFontUnusable(directory, families):
            return families.isEmpty ? "--system-font-dir \(directory): no font files (.otf, .ttf, .ttc) in it"
                : "--system-font-dir \(directory): holds \(families.joined(separator: ", ")); expected SF Pro Text (and SF Pro Display) or a single family"
        }
    }
}

/// A loaded face: metrics from FreeType, glyph coverage and shaping through HarfBuzz.
///
/// HarfBuzz reads the same file FreeType loaded, with its OpenType functions, which give the unhinted
/// advances FreeType gives, are thread-safe once the font is immutable, and are faster than the hb-ft
/// callbacks. Positions are in font units (`hb_font` scale = units per em) and scaled to points by callers.
final class LoadedFace: @unchecked Sendable {
    let face: FontFace
    let unitsPerEm: Double
    /// Ascender, descender (positive, below the baseline) and line gap, in em.
    let ascender: Double
    let descender: Double
    let lineGap: Double
    let hbFont: OpaquePointer
    /// Whether the family is a CJK one (Chinese language tag for shaping).
    let isCJK: Bool
    /// Bit `c` is set when the face covers ASCII code point `c` (bits 0-63, then 64-127).
    private let asciiCoverage: (low: UInt64, high: UInt64)
    /// The face's own size-dependent tracking (its `trak` table), when it has one.
    let tracking: TrackingTable?

    /// The word-shaping context analysis (`WordShapeCache.ContextGlyphs`) per script and direction, shared by every
    /// measurer over this face: it depends on the font alone and costs more than shaping a cell's texts, so a new
    /// measurer (an empty text cache) does not repeat it.
    private struct ContextKey: Hashable { let script: UInt32; let rightToLeft: Bool }
    private let contexts = Mutex<[ContextKey: WordShapeCache.ContextGlyphs?]>([:])

    func sharedContextGlyphs(script: UInt32, rightToLeft: Bool,
                             compute: () -> WordShapeCache.ContextGlyphs?) -> WordShapeCache.ContextGlyphs? {
        let key = ContextKey(script: script, rightToLeft: rightToLeft)
        if let known = contexts.withLock({ $0[key] }) { return known }
        let found = compute()
        contexts.withLock { $0[key] = found }
        return found
    }

    init(face: FontFace, library: FT_Library) throws {
        var ftFace: FT_Face?
        let error = FT_New_Face(library, face.file, FT_Long(face.index), &ftFace)
        guard error == 0, let ftFace else {
            throw FontError.unreadableFont(file: face.file, reason: "FreeType error \(error)")
        }
        defer { FT_Done_Face(ftFace) }
        var units = Double(ftFace.pointee.units_per_EM)
        var ascender = Double(ftFace.pointee.ascender)
        var descender = -Double(ftFace.pointee.descender)
        var height = Double(ftFace.pointee.height)
        // Bitmap-only faces (colour emoji) are not "scalable" to FreeType and report no design metrics;
        // their `head` and `hhea` tables still have them.
        if units == 0, let head = FT_Get_Sfnt_Table(ftFace, FT_SFNT_HEAD)?.assumingMemoryBound(to: TT_Header.self),
           let hhea = FT_Get_Sfnt_Table(ftFace, FT_SFNT_HHEA)?.assumingMemoryBound(to: TT_HoriHeader.self) {
            units = Double(head.pointee.Units_Per_EM)
            ascender = Double(hhea.pointee.Ascender)
            descender = -Double(hhea.pointee.Descender)
            height = ascender + descender + Double(hhea.pointee.Line_Gap)
        }
        guard units > 0 else { throw FontError.unreadableFont(file: face.file, reason: "no units per em") }
        ascender /= units
        descender /= units
        height /= units
        self.face = face
        self.unitsPerEm = units
        self.ascender = ascender
        self.descender = descender
        self.lineGap = max(0, height - ascender - descender)

        guard let blob = hb_blob_create_from_file_or_fail(face.file) else {
            throw FontError.unreadableFont(file: face.file, reason: "HarfBuzz cannot read it")
        }
        let hbFace = hb_face_create(blob, UInt32(face.index))
        hb_blob_destroy(blob)
        guard let font = hb_font_create(hbFace) else {
            hb_face_destroy(hbFace)
            throw FontError.unreadableFont(file: face.file, reason: "HarfBuzz cannot create a font")
        }
        hb_face_destroy(hbFace)
        hb_font_set_scale(font, Int32(units), Int32(units))
        hb_font_make_immutable(font)
        self.hbFont = font
        self.isCJK = face.family.contains("CJK")
        var coverage: (low: UInt64, high: UInt64) = (0, 0)
        for scalar in UInt32(0)..<128 {
            var glyph: hb_codepoint_t = 0
            guard hb_font_get_nominal_glyph(font, scalar, &glyph) != 0 else { continue }
            if scalar < 64 { coverage.low |= 1 << UInt64(scalar) } else { coverage.high |= 1 << UInt64(scalar - 64) }
        }
        self.asciiCoverage = coverage
        self.tracking = hb_font_get_face(font).flatMap { TrackingTable(face: $0, unitsPerEm: units) }
    }

    deinit { hb_font_destroy(hbFont) }

    /// The nominal glyph for a code point, or nil when the face does not cover it.
    func glyph(for scalar: UInt32) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, scalar, &glyph) != 0 ? glyph : nil
    }

    /// Whether the face has a glyph for a code point (`glyph(for:) != nil`; ASCII from a table).
    func covers(_ scalar: UInt32) -> Bool {
        if scalar < 64 { return asciiCoverage.low & (1 << UInt64(scalar)) != 0 }
        if scalar < 128 { return asciiCoverage.high & (1 << UInt64(scalar - 64)) != 0 }
        return glyph(for: scalar) != nil
    }

    /// Horizontal advance of a glyph in em.
    func advance(of glyph: UInt32) -> Double {
        Double(hb_font_get_glyph_h_advance(hbFont, glyph)) / unitsPerEm
    }
}

/// The fonts LayoutSnap may use: a project-owned fontconfig configuration built from explicit font
/// files (never the host's configuration), a primary family and an ordered list of fallback families.
///
/// For each weight the set resolves a fallback chain (primary face first) through fontconfig matching in
/// its own configuration; Measure picks, for each character run, the first face of the chain that covers
/// it. A `FontSet` is immutable after `init` and safe to share between threads.
public final class FontSet: Sendable {
    /// Font file names the standard set looks for: Inter for Latin (Debian `fonts-inter`), Noto Sans Hebrew
    /// (`fonts-noto-core`) and Noto Sans Arabic, Devanagari and Thai UI (`fonts-noto-ui-core`), Noto Sans CJK for Chinese, Japanese and Korean
    /// (`fonts-noto-cjk`), Noto Color Emoji (`fonts-noto-color-emoji`) and Symbola, monochrome emoji for when the
    /// colour font is absent (`fonts-symbola`).
    ///
    /// Noto Color Emoji has only bitmap strikes, which Debian's Cairo (1.16) cannot scale: Render draws those glyphs
    /// itself (`ColorGlyphs`).
    /// Inter's nine upright weights stand for the system font's nine (`FontWeight`), and Inter Display's for SF Pro
    /// Display, which iOS switches to at 20 pt (`displayPointSize`).
    public static let standardFileNames: [String] = [
        "Inter-Thin.otf", "Inter-ExtraLight.otf", "Inter-Light.otf", "Inter-Regular.otf", "Inter-Medium.otf",
        "Inter-SemiBold.otf", "Inter-Bold.otf", "Inter-ExtraBold.otf", "Inter-Black.otf",
        "InterDisplay-Thin.otf", "InterDisplay-ExtraLight.otf", "InterDisplay-Light.otf", "InterDisplay-Regular.otf",
        "InterDisplay-Medium.otf", "InterDisplay-SemiBold.otf", "InterDisplay-Bold.otf", "InterDisplay-ExtraBold.otf",
        "InterDisplay-Black.otf",
        "NotoSansHebrew-Regular.ttf", "NotoSansHebrew-Bold.ttf", "NotoSansArabicUI-Regular.ttf", "NotoSansArabicUI-Bold.ttf",
        "NotoSansDevanagariUI-Regular.ttf", "NotoSansDevanagariUI-Bold.ttf", "NotoSansThaiUI-Regular.ttf", "NotoSansThaiUI-Bold.ttf",
    ] + FontSet.otherScripts.flatMap { ["NotoSans\($0)-Regular.ttf", "NotoSans\($0)-Bold.ttf"] } + [
        "NotoSansCJK-Regular.ttc", "NotoSansCJK-Bold.ttc", "NotoColorEmoji.ttf", "Symbola_hint.ttf",
    ]
    public static let defaultSearchDirectories = ["/usr/share/fonts"]
    public static let standardPrimaryFamily = "Inter"
    /// The primary family's display optical size, used from `displayPointSize` on when present.
    public static let standardDisplayFamily = "Inter Display"
    /// The size from which the system font is its display cut (SF Pro Display), as on iOS.
    public static let displayPointSize = 20.0
    /// The other scripts of the Noto core sets (file name stems): Lao, Khmer and Burmese, the other Indic scripts and
    /// Sinhala in their UI cuts (`fonts-noto-ui-core`), and Georgian, Armenian and Ethiopic (`fonts-noto-core`).
    static let otherScripts = ["LaoUI", "KhmerUI", "MyanmarUI", "BengaliUI", "GurmukhiUI", "GujaratiUI", "TamilUI", "TeluguUI",
                               "KannadaUI", "MalayalamUI", "SinhalaUI", "Georgian", "Armenian", "Ethiopic"]
    /// After the primary family, in the order a character's face is looked for: the scripts Inter lacks (Hebrew from
    /// Debian `fonts-noto-core`; Arabic, Devanagari and Thai in their UI cuts, from `fonts-noto-ui-core`, whose
    /// compact vertical metrics suit labels as SF's do; then `otherScripts`), then CJK, then emoji.
    public static let standardFallbackFamilies = ["Noto Sans Hebrew", "Noto Sans Arabic UI", "Noto Sans Devanagari UI", "Noto Sans Thai UI",
                                                  "Noto Sans Lao UI", "Noto Sans Khmer UI", "Noto Sans Myanmar UI", "Noto Sans Bengali UI",
                                                  "Noto Sans Gurmukhi UI", "Noto Sans Gujarati UI", "Noto Sans Tamil UI", "Noto Sans Telugu UI",
                                                  "Noto Sans Kannada UI", "Noto Sans Malayalam UI", "Noto Sans Sinhala UI", "Noto Sans Georgian",
                                                  "Noto Sans Armenian", "Noto Sans Ethiopic", "Noto Sans CJK SC", "Noto Color Emoji", "Symbola"]
    /// Fallback families that provide emoji.
    public static let emojiFamilies: Set<String> = ["Symbola", "Noto Color Emoji", "Noto Emoji"]

    /// Every font file in the configuration, sorted.
    public let files: [String]
    public let primaryFamily: String
    /// Families present after the primary one, in fallback order.
    public let fallbackFamilies: [String]
    private let chains: [FontWeight: [LoadedFace]]
    /// Chains whose primary face is the display family, for text from `displayPointSize` on; empty without one.
    private let displayChains: [FontWeight: [LoadedFace]]
    /// The display family, when the set has it.
    public let displayFamily: String?
    /// Custom faces (fonts an app ships), by lowercased PostScript name and by lowercased family name.
    private let customByName: [String: LoadedFace]
    private let customByFamily: [String: [LoadedFace]]
    /// The most custom font files a set reads, and faces per file.
    public static let maximumCustomFiles = 1_000
    public static let maximumFacesPerFile = 64
    private let digests = Mutex<[String: String]>([:])

    /// The folder the system font was read from (`--system-font-dir`: Apple's SF Pro, set with its own advances and
    /// `trak` tracking), or nil when the bundled family stands in for it with SF's tracking.
    public let systemFontDirectory: String?

    /// Builds a set from explicit font files.
    /// - Throws: `FontError.primaryFamilyMissing` when no file provides `primaryFamily`,
    ///   `FontError.unreadableFont` when a file cannot be loaded.
    public init(files: [String], primaryFamily: String = FontSet.standardPrimaryFamily,
                displayFamily: String? = FontSet.standardDisplayFamily,
                fallbackFamilies: [String] = FontSet.standardFallbackFamilies, customFiles: [String] = [],
                systemFontDirectory: String? = nil) throws {
        let files = Array(Set(files)).sorted()
        guard let config = FcConfigCreate() else { throw FontError.fontconfigFailure("cannot create a configuration") }
        defer { FcConfigDestroy(config) }
        for file in files where FcConfigAppFontAddFile(config, file) == 0 {
            throw FontError.unreadableFont(file: file, reason: "fontconfig cannot read it")
        }
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { throw FontError.fontconfigFailure("cannot start FreeType") }
        defer { FT_Done_FreeType(library) }

        var chains: [FontWeight: [LoadedFace]] = [:]
        var displayChains: [FontWeight: [LoadedFace]] = [:]
        var presentFallbacks: [String] = []
        // A face matched for several weights (a fallback with two weights) is loaded once.
        var loaded: [FontFace: LoadedFace] = [:]
        func load(_ face: FontFace) throws -> LoadedFace {
            if let known = loaded[face] { return known }
            let face = try LoadedFace(face: face, library: library)
            loaded[face.face] = face
            return face
        }
        for weight in FontWeight.allCases {
            guard let primary = Self.match(family: primaryFamily, weight: weight, config: config) else {
                throw FontError.primaryFamilyMissing(family: primaryFamily, searched: files.isEmpty ? ["(no font files)"] : files)
            }
            var fallbacks: [LoadedFace] = []
            for family in fallbackFamilies {
                guard let face = Self.match(family: family, weight: weight, config: config) else { continue }
                fallbacks.append(try load(face))
                if !presentFallbacks.contains(family) { presentFallbacks.append(family) }
            }
            chains[weight] = [try load(primary)] + fallbacks
            if let displayFamily, let display = Self.match(family: displayFamily, weight: weight, config: config) {
                displayChains[weight] = [try load(display)] + fallbacks
            }
        }
        var byName: [String: LoadedFace] = [:]
        var byFamily: [String: [LoadedFace]] = [:]
        for file in Array(Set(customFiles)).sorted().prefix(Self.maximumCustomFiles) where !files.contains(file) {
            for (face, postScriptName) in Self.faces(inFile: file, library: library) {
                let loadedFace = try load(face)
                if byName[postScriptName.lowercased()] == nil { byName[postScriptName.lowercased()] = loadedFace }
                byFamily[face.family.lowercased(), default: []].append(loadedFace)
            }
        }
        self.customByName = byName
        self.customByFamily = byFamily
        self.files = files
        self.displayChains = displayChains
        self.displayFamily = displayChains.isEmpty ? nil : displayFamily
        self.primaryFamily = primaryFamily
        self.fallbackFamilies = presentFallbacks
        self.chains = chains
        self.systemFontDirectory = systemFontDirectory
    }

    /// The standard set: the files of `standardFileNames` found under `searchDirectories` (first match in
    /// sorted path order wins), Inter as primary family, CJK and emoji as fallbacks when present.
    /// `customFiles` become custom faces, found by PostScript or family name; so does the icon font SF Symbols are
    /// drawn with (`SymbolGlyphs.fontFileName`) when it is found.
    ///
    /// With `systemFontDirectory`, the system font is the family the font files in that folder hold, set with its own
    /// advances and tracking (its `trak` table) instead of the bundled stand-in: Apple's SF Pro Text and SF Pro Display
    /// (the display cut from `displayPointSize` on, as on iOS), or a folder holding a single family.
    /// - Throws: `FontError.systemFontUnusable` when the folder holds no font, or several families but not SF Pro's.
    public static func standard(searchDirectories: [String] = defaultSearchDirectories, customFiles: [String] = [],
                                systemFontDirectory: String? = nil) throws -> FontSet {
        // The icon font SF Symbols are drawn with (`SymbolGlyphs`) is a custom face: text never falls back to it.
        let found = findFiles(named: standardFileNames + [SymbolGlyphs.fontFileName], in: searchDirectories)
        let standardFiles = found.filter { ($0 as NSString).lastPathComponent != SymbolGlyphs.fontFileName }
        let customFiles = customFiles + found.filter { ($0 as NSString).lastPathComponent == SymbolGlyphs.fontFileName }
        guard let systemFontDirectory else { return try FontSet(files: standardFiles, customFiles: customFiles) }
        let systemFiles = fontFiles(in: [systemFontDirectory])
        let (text, display) = try systemFamilies(in: systemFiles, directory: systemFontDirectory)
        return try FontSet(files: standardFiles + systemFiles, primaryFamily: text, displayFamily: display,
                           customFiles: customFiles, systemFontDirectory: systemFontDirectory)
    }

    /// The system font folder the testing libraries use: `$LAYOUTSNAP_SYSTEM_FONT_DIR` when set and not empty (the
    /// same as `--system-font-dir`), else nil (the stand-in).
    public static var systemFontDirectoryFromEnvironment: String? {
        ProcessInfo.processInfo.environment["LAYOUTSNAP_SYSTEM_FONT_DIR"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// SF Pro's family names, text and display cuts.
    public static let systemTextFamily = "SF Pro Text"
    public static let systemDisplayFamily = "SF Pro Display"

    /// The text and display families among `files`: SF Pro Text and SF Pro Display when present, else the only family.
    static func systemFamilies(in files: [String], directory: String) throws -> (text: String, display: String?) {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { throw FontError.fontconfigFailure("cannot start FreeType") }
        defer { FT_Done_FreeType(library) }
        let families = Set(files.flatMap { faces(inFile: $0, library: library).map(\.0.family) })
        if families.contains(systemTextFamily) {
            return (systemTextFamily, families.contains(systemDisplayFamily) ? systemDisplayFamily : nil)
        }
        guard families.count == 1, let only = families.first else {
            throw FontError.systemFontUnusable(directory: directory, families: families.sorted())
        }
        return (only, nil)
    }

    /// Finds the standard font files under the given directories.
    public static func findStandardFiles(in directories: [String]) -> [String] {
        findFiles(named: standardFileNames, in: directories)
    }

    /// The files named `names` under `directories` (first match in sorted path order wins), in the order of `names`.
    static func findFiles(named names: [String], in directories: [String]) -> [String] {
        let wanted = Set(names)
        var found: [String: String] = [:]
        for directory in directories {
            guard let enumerator = FileManager.default.enumerator(atPath: directory) else { continue }
            var paths: [String] = []
            while let relative = enumerator.nextObject() as? String {
                if wanted.contains((relative as NSString).lastPathComponent) { paths.append(relative) }
            }
            for relative in paths.sorted() {
                let name = (relative as NSString).lastPathComponent, path = (directory as NSString).appendingPathComponent(relative)
                // Only regular files: a FIFO or device named like a font would block or never end when read.
                if found[name] == nil, RegularFile.exists(path) { found[name] = path }
            }
        }
        return names.compactMap { found[$0] }
    }

    /// The system font's vertical metrics (SF Pro: ascender 1950 and descender 494 of 2048 units per em, no line
    /// gap; `uikit-semantics.md`), which the primary family's glyphs are set with, so that a label in the system font
    /// or a text style is as tall as on iOS: `UIFont.lineHeight` = size × 2444/2048, `ascender` = size × 1950/2048.
    public static let systemFontAscender = 1950.0 / 2048
    public static let systemFontDescender = 494.0 / 2048

    /// The fallback chain for a weight, primary face first.
    func chain(for weight: FontWeight) -> [LoadedFace] {
        chains[weight] ?? chains[.regular] ?? []
    }

    /// The chain for text of a weight at a size: the display family's from `displayPointSize` on, when the set has it.
    func chain(for weight: FontWeight, pointSize: Double) -> [LoadedFace] {
        if pointSize >= Self.displayPointSize, let display = displayChains[weight] ?? displayChains[.regular] { return display }
        return chain(for: weight)
    }

    /// The chain for a custom font: its face (by PostScript name, or by family at the nearest weight), then the
    /// system font's chain as fallbacks; nil when the set has no such font.
    func customChain(named name: String, weight: FontWeight) -> [LoadedFace]? {
        let key = name.lowercased()
        let face = customByName[key] ?? customByFamily[key]?.min { abs($0.face.weight - weight.rawValue) < abs($1.face.weight - weight.rawValue) }
        guard let face else { return nil }
        return [face] + chain(for: weight)
    }

    /// The PostScript names of the custom faces, sorted.
    public var customFontNames: [String] { customByName.keys.sorted() }

    /// Every face of a font file with its PostScript name (FreeType), for custom fonts; none when it is no font.
    static func faces(inFile file: String, library: FT_Library) -> [(FontFace, String)] {
        var probe: FT_Face?
        guard FT_New_Face(library, file, -1, &probe) == 0, let probe else { return [] }
        let count = min(Int(probe.pointee.num_faces), maximumFacesPerFile)
        FT_Done_Face(probe)
        var found: [(FontFace, String)] = []
        for index in 0..<count {
            var face: FT_Face?
            guard FT_New_Face(library, file, FT_Long(index), &face) == 0, let face else { continue }
            defer { FT_Done_Face(face) }
            guard let familyName = face.pointee.family_name else { continue }
            let family = String(cString: familyName)
            let postScriptName = FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? family
            var weight = 400
            if let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self) {
                weight = Int(os2.pointee.usWeightClass)
            }
            found.append((FontFace(family: family, file: file, index: index, weight: weight), postScriptName))
        }
        return found
    }

    /// Font files (`.ttf`, `.otf`, `.ttc`, `.otc`) under `directories`, sorted, regular files only.
    public static func fontFiles(in directories: [String]) -> [String] {
        var found: [String] = []
        for directory in directories {
            guard let enumerator = FileManager.default.enumerator(atPath: directory) else { continue }
            while let relative = enumerator.nextObject() as? String, found.count <= maximumCustomFiles {
                let path = (directory as NSString).appendingPathComponent(relative)
                guard ["ttf", "otf", "ttc", "otc"].contains((relative as NSString).pathExtension.lowercased()), RegularFile.exists(path) else { continue }
                found.append(path)
            }
        }
        return found.sorted()
    }

    /// Whether a fallback family with emoji coverage is loaded.
    public var hasEmojiFont: Bool { fallbackFamilies.contains { Self.emojiFamilies.contains($0) } }

    /// The faces of the chain for `weight`, primary first (what `measure` reports as available).
    public func faces(for weight: FontWeight) -> [FontFace] { chain(for: weight).map(\.face) }

    /// The SHA-256 of a font file, hex-encoded; computed once per file and cached. The digest is computed while
    /// holding the cache's lock, so parallel workers never hash the same (multi-megabyte) file twice.
    public func sha256(ofFile file: String) -> String {
        digests.withLock { digests in
            if let cached = digests[file] { return cached }
            let digest = SHA256.hex(ofFile: file) ?? "unreadable"
            digests[file] = digest
            return digest
        }
    }

    private static func match(family: String, weight: FontWeight, config: OpaquePointer) -> FontFace? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        _ = family.withCString { FcPatternAddString(pattern, FC_FAMILY, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
        FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(weight.rawValue)))
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let matched = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(matched) }
        var families: [String] = []
        var n: Int32 = 0
        var value: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(matched, FC_FAMILY, n, &value) == FcResultMatch, let value {
            families.append(String(cString: value))
            n += 1
        }
        guard families.contains(where: { $0.caseInsensitiveCompare(family) == .orderedSame }) else { return nil }
        var fileValue: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(matched, FC_FILE, 0, &fileValue) == FcResultMatch, let fileValue else { return nil }
        var index: Int32 = 0
        _ = FcPatternGetInteger(matched, FC_INDEX, 0, &index)
        var fcWeight: Int32 = 80
        _ = FcPatternGetInteger(matched, FC_WEIGHT, 0, &fcWeight)
        return FontFace(family: family, file: String(cString: fileValue), index: Int(index),
                        weight: Int(FcWeightToOpenType(fcWeight)))
    }
}
