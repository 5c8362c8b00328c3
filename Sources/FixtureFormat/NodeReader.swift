/// Reads a composed YAML document with exact error locations: every accessor knows the field path and the node's
/// position, and unknown keys are reported rather than ignored (a typo must not pass silently).
struct NodeReader {
    /// The document, the fixture's file name and its read budget, shared by every reader of one fixture.
    let source: Source
    /// The node read, an index into `source.document.nodes`.
    let node: Int
    /// Keys `without(keys:)` took out of this mapping: not its fields.
    private let omittedKeys: [String]
    /// The field path is made only when asked for (an error, a child's path): its parent's path and this node's
    /// key or index. A list of a million items then costs no million path strings.
    private let parentPath: String
    private let component: PathComponent

    final class Source {
        let document: YAMLDocument
        let file: String
        let budget: ReadBudget

        init(document: YAMLDocument, file: String, budget: ReadBudget) {
            self.document = document; self.file = file; self.budget = budget
        }
    }

    private enum PathComponent {
        case whole
        case key(String)
        case index(Int)
    }

    /// A reader of `document`'s root.
    init(document: YAMLDocument, file: String, budget: ReadBudget) {
        self.init(source: Source(document: document, file: file, budget: budget), node: document.root, omittedKeys: [],
                  parentPath: "", component: .whole)
    }

    private init(source: Source, node: Int, omittedKeys: [String], parentPath: String, component: PathComponent) {
        self.source = source; self.node = node; self.omittedKeys = omittedKeys; self.parentPath = parentPath; self.component = component
    }

    var file: String { source.file }
    /// The 1-based line the node starts on.
    var line: Int { Int(source.document.nodes[node].line) }

    /// `table.sections[0].cells[2]`: where this node is, for messages.
    var path: String {
        switch component {
        case .whole: return parentPath
        case let .key(key): return parentPath.isEmpty ? key : parentPath + "." + key
        case let .index(index): return parentPath + "[\(index)]"
        }
    }

    private var kind: YAMLDocument.Kind { source.document.nodes[node].kind }
    var isMapping: Bool { kind == .mapping }
    var isScalar: Bool { kind == .scalar }
    /// The scalar's text; nil for a list or mapping.
    var scalarText: String? { isScalar ? source.document.string(node) : nil }

    func error(_ message: String, at other: NodeReader? = nil, field: String? = nil) -> LocatedError {
        let node = source.document.nodes[(other ?? self).node]
        return LocatedError(file: file, line: Int(node.line), column: Int(node.column), field: field ?? path, message: message)
    }

    /// An error inside a scalar's text, `columnOffset` characters after its first character (quotes accounted for).
    func error(_ message: String, columnOffset: Int) -> LocatedError {
        let node = source.document.nodes[node]
        let column = Int(node.column) + columnOffset + (node.isQuoted ? 1 : 0)
        return LocatedError(file: file, line: Int(node.line), column: column, field: path, message: message)
    }

    /// Calls `body` with each key of the mapping (less any `without(keys:)` took out), the key's reader and the
    /// value's reader at `path.key`, in document order; the pairs are charged to the budget first.
    private func forEachEntry(_ body: (String, NodeReader, NodeReader) throws -> Void) throws {
        guard isMapping else { throw error("expected a mapping of keys to values, found \(describe())") }
        let document = source.document
        let count = Int(document.nodes[node].count)
        try source.budget.charge(count, at: self)
        let path = self.path
        for pair in 0..<count {
            let keyReader = NodeReader(source: source, node: document.entry(node, 2 * pair), omittedKeys: [], parentPath: path,
                                       component: .whole)
            guard let key = keyReader.scalarText else { throw error("keys must be text", at: keyReader) }
            if !omittedKeys.isEmpty, omittedKeys.contains(key) { continue }
            try body(key, keyReader, NodeReader(source: source, node: document.entry(node, 2 * pair + 1), omittedKeys: [],
                                                parentPath: path, component: .key(key)))
        }
    }

    /// The mapping's keys and values in document order, each value's reader at `path.key`.
    func entries() throws -> [(key: String, keyReader: NodeReader, value: NodeReader)] {
        var result: [(key: String, keyReader: NodeReader, value: NodeReader)] = []
        try forEachEntry { result.append(($0, $1, $2)) }
        return result
    }

    /// The mapping's values by key; a key not in `allowedKeys` is an error (the composer already refused keys that
    /// appear twice).
    func mapping(allowedKeys: [String]) throws -> [String: NodeReader] {
        var result: [String: NodeReader] = Dictionary(minimumCapacity: isMapping ? Int(source.document.nodes[node].count) : 0)
        try forEachEntry { key, keyReader, value in
            guard allowedKeys.contains(key) else {
                let known = allowedKeys.joined(separator: ", ")
                throw error("unknown field '\(key)' (known fields: \(known))", at: keyReader, field: value.path)
            }
            result[key] = value
        }
        return result
    }

    /// The pairs of the mapping, less `keys`; and the readers of those keys that it has.
    func without(keys: [String]) throws -> (rest: NodeReader, taken: [String: NodeReader]) {
        var taken: [String: NodeReader] = [:]
        for (key, _, value) in try entries() where keys.contains(key) { taken[key] = value }
        guard !taken.isEmpty else { return (self, [:]) }
        let rest = NodeReader(source: source, node: node, omittedKeys: omittedKeys + keys, parentPath: parentPath, component: component)
        return (rest, taken)
    }

    /// How many pairs the mapping has (less any taken out by `without(keys:)`); nil when it is not a mapping.
    func mappingCount() throws -> Int? { isMapping ? try entries().count : nil }

    func sequence() throws -> [NodeReader] {
        guard kind == .sequence else { throw error("expected a list, found \(describe())") }
        let document = source.document
        let count = Int(document.nodes[node].count)
        try source.budget.charge(count, at: self)
        let path = self.path
        return (0..<count).map {
            NodeReader(source: source, node: document.entry(node, $0), omittedKeys: [], parentPath: path, component: .index($0))
        }
    }

    /// A list, or a single value standing for a list of one.
    func sequenceOrScalar() throws -> [NodeReader] {
        kind == .sequence ? try sequence() : [self]
    }

    func string() throws -> String {
        guard let text = scalarText else { throw error("expected text, found \(describe())") }
        return text
    }

    /// The largest magnitude of any number in a fixture: lengths, offsets, spacings, counts. Within it, no
    /// arithmetic of layout (sums over a million items, pixel sizes at scale 3) can overflow or trap.
    static let maximumMagnitude = 1_000_000.0

    func double() throws -> Double {
        guard let text = scalarText, let value = Double(text), value.isFinite else {
            throw error("expected a number, found \(describe())")
        }
        guard value.magnitude <= Self.maximumMagnitude else {
            throw error("numbers must be between -1000000 and 1000000, found \(text)")
        }
        return value
    }

    func int() throws -> Int {
        guard let text = scalarText, let value = Int(text) else {
            throw error("expected a whole number, found \(describe())")
        }
        guard Double(value).magnitude <= Self.maximumMagnitude else {
            throw error("numbers must be between -1000000 and 1000000, found \(text)")
        }
        return value
    }

    func bool() throws -> Bool {
        guard let text = scalarText else { throw error("expected true or false, found \(describe())") }
        switch text.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw error("expected true or false, found '\(text)'")
        }
    }

    /// A value from a fixed set of names, with the list of valid names in the error.
    func choice<T>(_ what: String, _ options: [(String, T)]) throws -> T {
        let text = try string()
        if let match = options.first(where: { $0.0.caseInsensitiveCompare(text) == .orderedSame }) { return match.1 }
        throw error("unknown \(what) '\(text)' (expected one of: \(options.map(\.0).joined(separator: ", ")))")
    }

    private func describe() -> String {
        switch kind {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar: return "'\(source.document.string(node))'"
        }
    }
}

/// Bounds the work a fixture can cause. YAML aliases repeat a subtree without the file growing (a few kilobytes can
/// stand for millions of values), so every value read is counted, and a fixture may read at most four values per
/// byte of its text (plus a small allowance): plenty for any fixture written out, too few for an alias bomb.
final class ReadBudget {
    private(set) var remaining: Int

    init(textByteCount: Int) { remaining = 10_000 + 4 * textByteCount }

    func charge(_ count: Int, at reader: NodeReader) throws {
        remaining -= count
        guard remaining >= 0 else {
            throw reader.error("the fixture expands to more values than its size allows (YAML aliases repeat a part too often)")
        }
    }
}

import Files