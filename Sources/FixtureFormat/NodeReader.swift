import Yams

/// Reads a Yams node tree with exact error locations: every accessor knows the field path and the node's
/// position, and unknown keys are reported rather than ignored (a typo must not pass silently).
struct NodeReader {
    let node: Node
    let file: String
    /// Shared by every reader of one fixture: the nodes read so far are counted against it.
    let budget: ReadBudget
    /// The field path is made only when asked for (an error, a child's path): its parent's path and this node's
    /// key or index. A list of a million items then costs no million path strings.
    private let parentPath: String
    private let component: PathComponent

    private enum PathComponent {
        case whole
        case key(String)
        case index(Int)
    }

    init(node: Node, path: String, file: String, budget: ReadBudget) {
        self.init(node: node, parentPath: path, component: .whole, file: file, budget: budget)
    }

    private init(node: Node, parentPath: String, component: PathComponent, file: String, budget: ReadBudget) {
        self.node = node; self.parentPath = parentPath; self.component = component; self.file = file; self.budget = budget
    }

    /// `table.sections[0].cells[2]`: where this node is, for messages.
    var path: String {
        switch component {
        case .whole: return parentPath
        case let .key(key): return parentPath.isEmpty ? key : parentPath + "." + key
        case let .index(index): return parentPath + "[\(index)]"
        }
    }

    /// A reader of `node` at `path` in the same fixture.
    func reader(_ node: Node, path: String) -> NodeReader { NodeReader(node: node, path: path, file: file, budget: budget) }

    func error(_ message: String, at node: Node? = nil, field: String? = nil) -> SpecError {
        let mark = (node ?? self.node).mark
        return SpecError(file: file, line: mark?.line ?? 0, column: mark?.column ?? 0, field: field ?? path, message: message)
    }

    /// An error inside a scalar's text, `columnOffset` characters after its first character (quotes accounted for).
    func error(_ message: String, columnOffset: Int) -> SpecError {
        let mark = node.mark
        var column = (mark?.column ?? 0) + columnOffset
        if let style = node.scalar?.style, style == .singleQuoted || style == .doubleQuoted { column += 1 }
        return SpecError(file: file, line: mark?.line ?? 0, column: column, field: path, message: message)
    }

    private func child(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    func mapping(allowedKeys: [String]) throws -> [String: NodeReader] {
        guard let mapping = node.mapping else { throw error("expected a mapping of keys to values, found \(kind(node))") }
        try budget.charge(mapping.count, at: self)
        let path = self.path
        var result: [String: NodeReader] = Dictionary(minimumCapacity: mapping.count)
        for (keyNode, value) in mapping {
            guard let key = keyNode.string else { throw error("keys must be strings", at: keyNode) }
            guard allowedKeys.contains(key) else {
                let known = allowedKeys.joined(separator: ", ")
                throw error("unknown field '\(key)' (known fields: \(known))", at: keyNode, field: child(key))
            }
            if result[key] != nil { throw error("field '\(key)' appears twice", at: keyNode, field: child(key)) }
            result[key] = NodeReader(node: value, parentPath: path, component: .key(key), file: file, budget: budget)
        }
        return result
    }

    func sequence() throws -> [NodeReader] {
        guard let sequence = node.sequence else { throw error("expected a list, found \(kind(node))") }
        try budget.charge(sequence.count, at: self)
        let path = self.path
        return sequence.enumerated().map { NodeReader(node: $1, parentPath: path, component: .index($0), file: file, budget: budget) }
    }

    /// A list, or a single value standing for a list of one.
    func sequenceOrScalar() throws -> [NodeReader] {
        node.sequence != nil ? try sequence() : [self]
    }

    func string() throws -> String {
        guard let scalar = node.scalar else { throw error("expected text, found \(kind(node))") }
        return scalar.string
    }

    /// The largest magnitude of any number in a fixture: lengths, offsets, spacings, counts. Within it, no
    /// arithmetic of layout (sums over a million items, pixel sizes at scale 3) can overflow or trap.
    static let maximumMagnitude = 1_000_000.0

    func double() throws -> Double {
        guard let scalar = node.scalar, let value = Double(scalar.string), value.isFinite else {
            throw error("expected a number, found \(describe(node))")
        }
        guard value.magnitude <= Self.maximumMagnitude else {
            throw error("numbers must be between -1000000 and 1000000, found \(scalar.string)")
        }
        return value
    }

    func int() throws -> Int {
        guard let scalar = node.scalar, let value = Int(scalar.string) else {
            throw error("expected a whole number, found \(describe(node))")
        }
        guard Double(value).magnitude <= Self.maximumMagnitude else {
            throw error("numbers must be between -1000000 and 1000000, found \(scalar.string)")
        }
        return value
    }

    func bool() throws -> Bool {
        guard let scalar = node.scalar else { throw error("expected true or false, found \(kind(node))") }
        switch scalar.string.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw error("expected true or false, found '\(scalar.string)'")
        }
    }

    /// A value from a fixed set of names, with the list of valid names in the error.
    func choice<T>(_ what: String, _ options: [(String, T)]) throws -> T {
        let text = try string()
        if let match = options.first(where: { $0.0.caseInsensitiveCompare(text) == .orderedSame }) { return match.1 }
        throw error("unknown \(what) '\(text)' (expected one of: \(options.map(\.0).joined(separator: ", ")))")
    }

    private func kind(_ node: Node) -> String {
        switch node {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar: return "'\(node.scalar?.string ?? "")'"
        case .alias: return "an alias"
        }
    }

    private func describe(_ node: Node) -> String { kind(node) }
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
