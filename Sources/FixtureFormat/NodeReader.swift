import Yams

/// Reads a Yams node tree with exact error locations: every accessor knows the field path and the node's
/// position, and unknown keys are reported rather than ignored (a typo must not pass silently).
struct NodeReader {
    let node: Node
    let path: String
    let file: String

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
        var result: [String: NodeReader] = [:]
        for (keyNode, value) in mapping {
            guard let key = keyNode.string else { throw error("keys must be strings", at: keyNode) }
            guard allowedKeys.contains(key) else {
                let known = allowedKeys.joined(separator: ", ")
                throw error("unknown field '\(key)' (known fields: \(known))", at: keyNode, field: child(key))
            }
            if result[key] != nil { throw error("field '\(key)' appears twice", at: keyNode, field: child(key)) }
            result[key] = NodeReader(node: value, path: child(key), file: file)
        }
        return result
    }

    func sequence() throws -> [NodeReader] {
        guard let sequence = node.sequence else { throw error("expected a list, found \(kind(node))") }
        return sequence.enumerated().map { NodeReader(node: $1, path: "\(path)[\($0)]", file: file) }
    }

    /// A list, or a single value standing for a list of one.
    func sequenceOrScalar() throws -> [NodeReader] {
        node.sequence != nil ? try sequence() : [self]
    }

    func string() throws -> String {
        guard let scalar = node.scalar else { throw error("expected text, found \(kind(node))") }
        return scalar.string
    }

    func double() throws -> Double {
        guard let scalar = node.scalar, let value = Double(scalar.string), value.isFinite else {
            throw error("expected a number, found \(describe(node))")
        }
        return value
    }

    func int() throws -> Int {
        guard let scalar = node.scalar, let value = Int(scalar.string) else {
            throw error("expected a whole number, found \(describe(node))")
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
