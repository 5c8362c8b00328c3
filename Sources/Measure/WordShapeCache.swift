import CText

/// Shaped words, reused across paragraphs and labels: the word shape cache browsers use (Blink's
/// `CachingWordShaper`). Most interface text repeats its words, so a batch shapes each word once.
///
/// A font run is cut into words after each run of spaces (a word keeps its trailing spaces). Each word is shaped
/// alone and stored in font units, keyed by face, script, direction and its code units (HarfBuzz's features are the
/// defaults, so they need no key).
///
/// Shaping word by word gives the glyphs of shaping the whole run only where no OpenType rule reaches across a cut.
/// Blink shapes word by word only with fonts whose lookups never mention the space glyph; Inter's contextual
/// alternates do ("2 x 3" takes a multiplication sign, "( A" raised brackets), so the test here is finer. A rule can
/// only match across a cut after a space if one of its positions holds the space, and it only changes the glyphs at
/// its input positions: for each face, script and direction, those glyphs of the shape plan's lookups
/// (`SpaceContexts`), closed under substitution, are the `ContextGlyphs`, and a run that has one of them (or a
/// character without a glyph, or a fraction slash, around which HarfBuzz turns fraction lookups on) is shaped whole,
/// as before; so is every run of a face with a legacy `kern` or an AAT table (applied outside the plan's lookups).
/// `WordShapeCacheTests` checks that both ways give equal `TextLayout`s; a dump of every layout of the benchmark
/// corpus and an unusual-string set was byte-identical with and without the cache (Benchmarks/README.md).
struct WordShapeCache {
    /// One glyph of a shaped word, in font units; `cluster` counts UTF-16 units from the word's start. A word shaped
    /// right to left is stored in logical order (reversed from HarfBuzz's visual order), like `Shaped`.
    struct Glyph {
        var glyph: UInt32
        var cluster: Int32
        var advance: Int32
        var offsetX: Int32
        var offsetY: Int32
    }

    /// The glyphs that a rule of one face's shape plan reaching across a space may change (`SpaceContexts`): a run
    /// that has one is shaped whole.
    struct ContextGlyphs: Sendable {
        let glyphs: Set<UInt32>
        /// Bit `c` is set when ASCII character `c` maps to one of `glyphs` or to no glyph (bits 0-63, then 64-127).
        private let ascii: (low: UInt64, high: UInt64)

        init(glyphs: Set<UInt32>, font: OpaquePointer) {
            self.glyphs = glyphs
            var low: UInt64 = 0, high: UInt64 = 0
            for character in UInt32(0)..<128 {
                var glyph: hb_codepoint_t = 0
                guard hb_font_get_nominal_glyph(font, character, &glyph) == 0 || glyphs.contains(glyph) else { continue }
                if character < 64 { low |= 1 << UInt64(character) } else { high |= 1 << UInt64(character - 64) }
            }
            ascii = (low, high)
        }

        /// Whether `units` has a character that maps to one of `glyphs` or to no glyph of `font`, or a fraction slash.
        func occurs(in units: Slice<UnsafeBufferPointer<UInt16>>, font: OpaquePointer) -> Bool {
            var index = units.startIndex
            while index < units.endIndex {
                let unit = units[index]
                index += 1
                if unit < 64 {
                    if ascii.low & (1 << UInt64(unit)) != 0 { return true }
                    continue
                }
                if unit < 128 {
                    if ascii.high & (1 << UInt64(unit - 64)) != 0 { return true }
                    continue
                }
                var value = UInt32(unit)
                if UTF16.isLeadSurrogate(unit), index < units.endIndex, UTF16.isTrailSurrogate(units[index]) {
                    value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(units[index]) - 0xDC00)
                    index += 1
                }
                var glyph: hb_codepoint_t = 0
                if value == 0x2044 || hb_font_get_nominal_glyph(font, value, &glyph) == 0 || glyphs.contains(glyph) { return true }
            }
            return false
        }
    }

    struct PlanKey: Hashable {
        let face: ObjectIdentifier
        let script: UInt32
        let rightToLeft: Bool
    }

    struct Key: Hashable {
        /// The face, script and direction: what the word's shape plan depends on.
        let plan: PlanKey
        let units: [UInt16]
        private let hash: Int

        init(face: ObjectIdentifier, script: UInt32, rightToLeft: Bool, units: UnsafeBufferPointer<UInt16>) {
            plan = PlanKey(face: face, script: script, rightToLeft: rightToLeft)
            self.units = Array(units)
            var hasher = Hasher()
            hasher.combine(plan)
            hasher.combine(bytes: UnsafeRawBufferPointer(units))
            self.hash = hasher.finalize()
        }

        static func == (lhs: Key, rhs: Key) -> Bool { lhs.hash == rhs.hash && lhs.plan == rhs.plan && lhs.units == rhs.units }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    /// Words longer than this (in UTF-16 units) are shaped alone but not kept.
    static let maximumWordLength = 64

    /// The most words kept; the cache is emptied when it is full. 0 turns word-by-word shaping off.
    let limit: Int
    private(set) var words: [Key: [Glyph]] = [:]
    private var contexts: [PlanKey: ContextGlyphs?] = [:]

    init(limit: Int) { self.limit = limit }

    mutating func removeAll() { words.removeAll(keepingCapacity: true) }

    subscript(key: Key) -> [Glyph]? { words[key] }

    mutating func insert(_ glyphs: [Glyph], for key: Key) {
        if words.count >= limit { words.removeAll(keepingCapacity: true) }
        words[key] = glyphs
    }

    /// The glyphs that may not start a word of `face` shaped with `script` and `language` in the direction given;
    /// nil when the face is shaped a run at a time (or word-by-word shaping is off). Decided once per plan.
    mutating func contextGlyphs(_ face: LoadedFace, script: hb_script_t, language: hb_language_t?, rightToLeft: Bool) -> ContextGlyphs? {
        guard limit > 0 else { return nil }
        let key = PlanKey(face: ObjectIdentifier(face), script: script.rawValue, rightToLeft: rightToLeft)
        if let known = contexts[key] { return known }
        let found = face.sharedContextGlyphs(script: script.rawValue, rightToLeft: rightToLeft) {
            Self.contextGlyphs(of: face.hbFont, script: script, language: language, rightToLeft: rightToLeft)
        }
        contexts[key] = found
        return found
    }

    private static func contextGlyphs(of font: OpaquePointer, script: hb_script_t, language: hb_language_t?,
                                      rightToLeft: Bool) -> ContextGlyphs? {
        guard let face = hb_font_get_face(font) else { return nil }
        for table in ["kern", "morx", "kerx"] {
            let blob = hb_face_reference_table(face, tag(table))
            let length = hb_blob_get_length(blob)
            hb_blob_destroy(blob)
            if length > 0 { return nil }
        }
        var space: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(font, 0x20, &space) != 0 else { return nil }
        var properties = hb_segment_properties_t(direction: rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR, script: script,
                                                 language: language, reserved1: nil, reserved2: nil)
        guard let plan = hb_shape_plan_create_cached(face, &properties, nil, 0, nil) else { return nil }
        defer { hb_shape_plan_destroy(plan) }

        /// One lookup's glyphs: all it looks at (context and input), its input, and what it may substitute.
        struct LookupGlyphs {
            var table: hb_tag_t
            var index: UInt32
            var examined: Set<UInt32>
            var input: Set<UInt32>
            var output: Set<UInt32>
        }
        var lookups: [LookupGlyphs] = []
        let indexes = hb_set_create(), before = hb_set_create(), input = hb_set_create(), after = hb_set_create(),
            output = hb_set_create()
        defer { [indexes, before, input, after, output].forEach { hb_set_destroy($0) } }
        let substitution = tag("GSUB"), positioning = tag("GPOS")
        for table in [substitution, positioning] {
            hb_set_clear(indexes)
            hb_ot_shape_plan_collect_lookups(plan, table, indexes)
            let fractions = fractionOnlyLookups(face, table: table)
            defer { hb_set_destroy(fractions) }
            var index = hb_codepoint_t.max
            while hb_set_next(indexes, &index) != 0 {
                guard hb_set_has(fractions, index) == 0 else { continue }
                [before, input, after, output].forEach { hb_set_clear($0) }
                hb_ot_layout_lookup_collect_glyphs(face, table, index, before, input, after, output)
                let inputGlyphs = elements(of: input)
                lookups.append(LookupGlyphs(table: table, index: index,
                                            examined: elements(of: before).union(inputGlyphs).union(elements(of: after)),
                                            input: inputGlyphs, output: elements(of: output)))
            }
        }
        // What the space may become; the glyphs that a rule holding one of those may change; then every glyph that a
        // substitution may turn into one of them.
        /// Grows `glyphs` until no substitution whose `trigger` glyphs meet it brings `added` glyphs it lacks.
        func close(_ glyphs: inout Set<UInt32>, trigger: KeyPath<LookupGlyphs, Set<UInt32>>, added: KeyPath<LookupGlyphs, Set<UInt32>>) {
            var grew = true
            while grew {
                grew = false
                for lookup in lookups where lookup.table == substitution && !lookup[keyPath: trigger].isDisjoint(with: glyphs)
                    && !lookup[keyPath: added].isSubset(of: glyphs) {
                    glyphs.formUnion(lookup[keyPath: added])
                    grew = true
                }
            }
        }
        var spaces: Set<UInt32> = [space]
        close(&spaces, trigger: \.input, added: \.output)
        var context = Set<UInt32>()
        do {
            for table in [substitution, positioning] {
                let involved = lookups.filter { $0.table == table && !$0.examined.isDisjoint(with: spaces) }.map(\.index)
                context.formUnion(try SpaceContexts.inputs(face: face, tag: table, lookups: involved, spaces: spaces))
            }
        } catch {
            return nil
        }
        close(&context, trigger: \.output, added: \.input)
        return ContextGlyphs(glyphs: context, font: font)
    }

    /// The lookups of `table` that only the fraction features use: HarfBuzz applies those only around a fraction
    /// slash (U+2044), and a run with one is shaped whole (`ContextGlyphs.occurs`).
    private static func fractionOnlyLookups(_ face: OpaquePointer, table: hb_tag_t) -> OpaquePointer? {
        let fractions = hb_set_create(), others = hb_set_create()
        defer { hb_set_destroy(others) }
        var count: UInt32 = 64
        var features = [hb_tag_t](repeating: 0, count: 64)
        var start: UInt32 = 0
        var all: [hb_tag_t] = []
        repeat {
            count = 64
            _ = hb_ot_layout_table_get_feature_tags(face, table, start, &count, &features)
            all.append(contentsOf: features.prefix(Int(count)))
            start += count
        } while count == 64
        let fractionTags: Set<hb_tag_t> = [tag("frac"), tag("numr"), tag("dnom")]
        func collect(_ tags: [hb_tag_t], into set: OpaquePointer?) {
            var list = tags + [0]
            hb_ot_layout_collect_lookups(face, table, nil, nil, &list, set)
        }
        let otherTags = all.filter { !fractionTags.contains($0) }
        collect(Array(fractionTags), into: fractions)
        if !otherTags.isEmpty { collect(otherTags, into: others) }
        hb_set_subtract(fractions, others)
        return fractions
    }

    private static func elements(of set: OpaquePointer?) -> Set<UInt32> {
        var result = Set<UInt32>()
        var value = hb_codepoint_t.max
        while hb_set_next(set, &value) != 0 { result.insert(value) }
        return result
    }

    static func tag(_ name: String) -> hb_tag_t {
        name.utf8.reduce(0) { ($0 << 8) | hb_tag_t($1) }
    }

    /// The end of the word that starts at `start` within `end`: a word runs to the first character after a space
    /// that is neither a space nor joins the cluster before it (marks, joiners, variation selectors and emoji
    /// modifiers are never cut from what they follow).
    static func wordEnd(_ units: UnsafeBufferPointer<UInt16>, from start: Int, to end: Int) -> Int {
        var index = start + 1
        while index < end {
            if units[index - 1] == 0x20 && units[index] != 0x20 && !isExtending(units, at: index) { return index }
            index += 1
        }
        return end
    }

    /// Whether the character at `index` joins the cluster before it (a mark, joiner, variation selector or emoji
    /// modifier), so no word may start there.
    private static func isExtending(_ units: UnsafeBufferPointer<UInt16>, at index: Int) -> Bool {
        let unit = units[index]
        if unit < 0x300 { return false }
        var value = UInt32(unit)
        if UTF16.isLeadSurrogate(unit), index + 1 < units.count, UTF16.isTrailSurrogate(units[index + 1]) {
            value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(units[index + 1]) - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(value) else { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return value == 0x200C || value == 0x200D || scalar.properties.isVariationSelector
            || (0x1F3FB...0x1F3FF).contains(value) || (0xE0020...0xE007F).contains(value)
        }
    }
}
