import CText

/// The glyphs that a contextual OpenType rule reaching across a space may change: a run without them can be cut after
/// its spaces and shaped word by word (`WordShapeCache`).
///
/// A rule that matches across a cut after a space has a position that holds the space, and changes only the glyphs at
/// its input positions. HarfBuzz's public API gives a lookup's glyphs only as a whole
/// (`hb_ot_layout_lookup_collect_glyphs`): Inter's `calt` mentions the space and every letter, yet its rules that hold
/// a space only change brackets, `x`, `*`, `@` and `-`. Telling them apart needs each rule's positions, so the
/// contextual subtables (GSUB 5, 6 and 8, GPOS 7 and 8, in all their formats, through extension subtables) are read
/// here, bounds-checked; anything else that involves the space (a ligature or pair containing it, an unknown format,
/// an input class that stands for every glyph) makes the face's runs be shaped whole.
enum SpaceContexts {
    /// Malformed or unanalysed data: the caller shapes runs whole.
    struct Unanalysable: Error {}

    /// The glyphs at the input positions of the rules of `lookups` (indexes into the table `tag` of `face`) that have
    /// a position holding one of `spaces`.
    static func inputs(face: OpaquePointer, tag: hb_tag_t, lookups: [UInt32], spaces: Set<UInt32>) throws -> Set<UInt32> {
        let blob = hb_face_reference_table(face, tag)
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else { return [] }
        let table = TableData(bytes: UnsafeRawBufferPointer(start: data, count: Int(length)), budget: ReadBudget())
        let isSubstitution = tag == WordShapeCache.tag("GSUB")
        let lookupList = try table.u16(8)
        let lookupCount = try table.u16(lookupList)
        var found = Set<UInt32>()
        for index in lookups {
            guard Int(index) < lookupCount else { throw Unanalysable() }
            let lookup = lookupList + (try table.u16(lookupList + 2 + 2 * Int(index)))
            var type = try table.u16(lookup)
            let subtableCount = try table.u16(lookup + 4)
            for s in 0..<subtableCount {
                var subtable = lookup + (try table.u16(lookup + 6 + 2 * s))
                if (isSubstitution && type == 7) || (!isSubstitution && type == 9) {
                    let extended = try table.u16(subtable + 2)
                    subtable += try table.u32(subtable + 4)
                    type = extended
                }
                let rules = try Rule.rules(in: table, at: subtable, type: type, isSubstitution: isSubstitution)
                for rule in rules where try rule.positions.contains(where: { try $0.containsAny(of: spaces, in: table) }) {
                    for position in rule.positions[rule.input] { found.formUnion(try position.members(in: table)) }
                }
            }
        }
        return found
    }
}

/// How many reads and glyphs one analysis may spend: a font (an app's custom font is input) could repeat ranges and
/// rules until the work never ends; past the budget the face is shaped a run at a time.
final class ReadBudget {
    var remaining = 16_000_000

    func spend(_ count: Int) throws {
        remaining -= count
        if remaining < 0 { throw SpaceContexts.Unanalysable() }
    }
}

/// A big-endian OpenType table, every read bounds-checked and counted against a budget (also read by `TrackingTable`).
struct TableData {
    let bytes: UnsafeRawBufferPointer
    let budget: ReadBudget

    func u16(_ offset: Int) throws -> Int {
        guard offset >= 0, offset + 2 <= bytes.count else { throw SpaceContexts.Unanalysable() }
        try budget.spend(1)
        return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
    }

    func u32(_ offset: Int) throws -> Int { try u16(offset) << 16 | u16(offset + 2) }

    /// The glyphs of a Coverage table, in coverage-index order.
    func coverage(at offset: Int) throws -> [UInt32] {
        var glyphs: [UInt32] = []
        switch try u16(offset) {
        case 1:
            for i in 0..<(try u16(offset + 2)) { glyphs.append(UInt32(try u16(offset + 4 + 2 * i))) }
        case 2:
            for i in 0..<(try u16(offset + 2)) {
                let record = offset + 4 + 6 * i
                let start = try u16(record), end = try u16(record + 2)
                guard start <= end else { throw SpaceContexts.Unanalysable() }
                try budget.spend(end - start + 1)
                glyphs.append(contentsOf: (start...end).map(UInt32.init))
            }
        default: throw SpaceContexts.Unanalysable()
        }
        return glyphs
    }

    /// The class of `glyph` in a ClassDef table (0 when it is not listed).
    func glyphClass(of glyph: UInt32, classDef offset: Int) throws -> Int {
        let glyph = Int(glyph)
        switch try u16(offset) {
        case 1:
            let start = try u16(offset + 2), count = try u16(offset + 4)
            return glyph >= start && glyph < start + count ? try u16(offset + 6 + 2 * (glyph - start)) : 0
        case 2:
            for i in 0..<(try u16(offset + 2)) {
                let record = offset + 4 + 6 * i
                let start = try u16(record), end = try u16(record + 2)
                if glyph >= start && glyph <= end { return try u16(record + 4) }
            }
            return 0
        default: throw SpaceContexts.Unanalysable()
        }
    }

    /// The glyphs of class `glyphClass` in a ClassDef table; class 0 (every glyph not listed) cannot be enumerated.
    func members(ofClass glyphClass: Int, classDef offset: Int) throws -> Set<UInt32> {
        guard glyphClass != 0 else { throw SpaceContexts.Unanalysable() }
        var glyphs = Set<UInt32>()
        switch try u16(offset) {
        case 1:
            let start = try u16(offset + 2)
            for i in 0..<(try u16(offset + 4)) where try u16(offset + 6 + 2 * i) == glyphClass { glyphs.insert(UInt32(start + i)) }
        case 2:
            for i in 0..<(try u16(offset + 2)) {
                let record = offset + 4 + 6 * i
                let start = try u16(record), end = try u16(record + 2)
                if try u16(record + 4) == glyphClass, start <= end {
                    try budget.spend(end - start + 1)
                    glyphs.formUnion((start...end).map(UInt32.init))
                }
            }
        default: throw SpaceContexts.Unanalysable()
        }
        return glyphs
    }
}

/// One position of a contextual rule.
private enum Position {
    case glyphs(Set<UInt32>)
    case coverage(Int)
    case glyphClass(Int, classDef: Int)

    func containsAny(of glyphs: Set<UInt32>, in table: TableData) throws -> Bool {
        switch self {
        case let .glyphs(set): return !set.isDisjoint(with: glyphs)
        case let .coverage(offset): return !glyphs.isDisjoint(with: try table.coverage(at: offset))
        case let .glyphClass(value, classDef): return try glyphs.contains { try table.glyphClass(of: $0, classDef: classDef) == value }
        }
    }

    func members(in table: TableData) throws -> Set<UInt32> {
        switch self {
        case let .glyphs(set): return set
        case let .coverage(offset): return Set(try table.coverage(at: offset))
        case let .glyphClass(value, classDef): return try table.members(ofClass: value, classDef: classDef)
        }
    }
}

/// A contextual rule's positions in text order (backtrack reversed, input, lookahead) and which of them are input.
private struct Rule {
    var positions: [Position]
    var input: Range<Int>

    init(backtrack: [Position], input: [Position], lookahead: [Position]) {
        positions = backtrack.reversed() + input + lookahead
        self.input = backtrack.count..<(backtrack.count + input.count)
    }

    /// Every rule of a subtable; none for
    /// subtables that look at one glyph only. Ligatures, pairs and cursive attachment reach the next glyph without
    /// context positions, so they are refused (the caller only asks about lookups that involve the space).
    static func rules(in table: TableData, at offset: Int, type: Int, isSubstitution: Bool) throws -> [Rule] {
        switch (isSubstitution, type) {
        case (true, 1), (true, 2), (true, 3), (false, 1), (false, 4), (false, 5), (false, 6): return []
        case (true, 5), (false, 7): return try context(in: table, at: offset, chained: false)
        case (true, 6), (false, 8): return try context(in: table, at: offset, chained: true)
        case (true, 8): return try reverseChain(in: table, at: offset)
        default: throw SpaceContexts.Unanalysable()
        }
    }

    private static func context(in table: TableData, at offset: Int, chained: Bool) throws -> [Rule] {
        var sequences: [Rule] = []
        switch try table.u16(offset) {
        case 1:
            let coverage = try table.coverage(at: offset + (try table.u16(offset + 2)))
            let setCount = try table.u16(offset + 4)
            for set in 0..<min(setCount, coverage.count) {
                let setOffset = try table.u16(offset + 6 + 2 * set)
                guard setOffset != 0 else { continue }
                let ruleSet = offset + setOffset
                for r in 0..<(try table.u16(ruleSet)) {
                    let rule = ruleSet + (try table.u16(ruleSet + 2 + 2 * r))
                    let first = Position.glyphs([coverage[set]])
                    sequences.append(try ruleSequence(in: table, at: rule, chained: chained, first: first) { .glyphs([UInt32($0)]) })
                }
            }
        case 2:
            let coverage = Set(try table.coverage(at: offset + (try table.u16(offset + 2))))
            let classDefs: [Int]
            let setCountOffset: Int
            if chained {
                classDefs = try (0..<3).map { offset + (try table.u16(offset + 4 + 2 * $0)) }
                setCountOffset = offset + 10
            } else {
                let classDef = offset + (try table.u16(offset + 4))
                classDefs = [classDef, classDef, classDef]
                setCountOffset = offset + 6
            }
            let setCount = try table.u16(setCountOffset)
            for set in 0..<setCount {
                let setOffset = try table.u16(setCountOffset + 2 + 2 * set)
                guard setOffset != 0 else { continue }
                let ruleSet = offset + setOffset
                // The first input glyph is a covered glyph of the set's class.
                let firstGlyphs = try coverage.filter { try table.glyphClass(of: $0, classDef: classDefs[1]) == set }
                for r in 0..<(try table.u16(ruleSet)) {
                    let rule = ruleSet + (try table.u16(ruleSet + 2 + 2 * r))
                    var part = 0
                    sequences.append(try ruleSequence(in: table, at: rule, chained: chained, first: .glyphs(Set(firstGlyphs)),
                                                      partStarted: { part = $0 }) { .glyphClass($0, classDef: classDefs[part]) })
                }
            }
        case 3:
            if chained {
                let parts = try coverageLists(3, in: table, at: offset + 2, subtable: offset)
                sequences.append(Rule(backtrack: parts[0], input: parts[1], lookahead: parts[2]))
            } else {
                let count = try table.u16(offset + 2)
                let input: [Position] = try (0..<count).map { .coverage(offset + (try table.u16(offset + 6 + 2 * $0))) }
                sequences.append(Rule(backtrack: [], input: input, lookahead: []))
            }
        default: throw SpaceContexts.Unanalysable()
        }
        return sequences
    }

    /// A format 1 or 2 rule: backtrack (chained only), the input after its first glyph, lookahead (chained only);
    /// `partStarted` is told 0, 1 and 2 as backtrack, input and lookahead values are read.
    private static func ruleSequence(in table: TableData, at rule: Int, chained: Bool, first: Position,
                                     partStarted: (Int) -> Void = { _ in }, position: (Int) throws -> Position) throws -> Rule {
        var cursor = rule
        var backtrack: [Position] = []
        if chained {
            partStarted(0)
            let count = try table.u16(cursor)
            backtrack = try (0..<count).map { try position(try table.u16(cursor + 2 + 2 * $0)) }
            cursor += 2 + 2 * count
        }
        partStarted(1)
        let inputCount = try table.u16(cursor)
        guard inputCount >= 1 else { throw SpaceContexts.Unanalysable() }
        // Non-chained rules put their lookup count between the glyph count and the input values.
        let inputStart = chained ? cursor + 2 : cursor + 4
        let input = try (0..<(inputCount - 1)).map { try position(try table.u16(inputStart + 2 * $0)) }
        cursor = inputStart + 2 * (inputCount - 1)
        var lookahead: [Position] = []
        if chained {
            partStarted(2)
            let count = try table.u16(cursor)
            lookahead = try (0..<count).map { try position(try table.u16(cursor + 2 + 2 * $0)) }
        }
        return Rule(backtrack: backtrack, input: [first] + input, lookahead: lookahead)
    }

    private static func reverseChain(in table: TableData, at offset: Int) throws -> [Rule] {
        guard try table.u16(offset) == 1 else { throw SpaceContexts.Unanalysable() }
        let coverage = Position.coverage(offset + (try table.u16(offset + 2)))
        let parts = try coverageLists(2, in: table, at: offset + 4, subtable: offset)
        return [Rule(backtrack: parts[0], input: [coverage], lookahead: parts[1])]
    }

    /// `lists` consecutive counted lists of coverage offsets (a count, then that many offsets from the subtable's
    /// start), as format 3 context rules and reverse chaining rules store their backtrack, input and lookahead.
    private static func coverageLists(_ lists: Int, in table: TableData, at start: Int, subtable: Int) throws -> [[Position]] {
        var cursor = start
        var parts: [[Position]] = []
        for _ in 0..<lists {
            let count = try table.u16(cursor)
            parts.append(try (0..<count).map { .coverage(subtable + (try table.u16(cursor + 2 + 2 * $0))) })
            cursor += 2 + 2 * count
        }
        return parts
    }
}
