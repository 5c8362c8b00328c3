import CYAML
import Files

/// One YAML document, composed from libyaml's event parser into three flat arrays: nodes, the entries of
/// sequences and mappings, and the bytes of every scalar. Scalars stay text (the readers parse numbers and
/// booleans themselves, with their own limits); tags are ignored; an alias is the index of its anchored node, so a
/// repeated subtree is stored once (`ReadBudget` bounds how often it is read).
///
/// Composed here rather than with Yams: Yams builds a tree of enum nodes that each hold a tag object, a mark and
/// boxed children, which for a million-item fixture took about a gigabyte and half of the load time; this keeps
/// 20 bytes per node. libyaml does the YAML itself (scanning, flow and block styles, escapes, anchors).
final class YAMLDocument {
    enum Kind: UInt8 { case scalar, sequence, mapping }

    struct Node {
        var kind: Kind
        /// A single- or double-quoted scalar: its text starts one column after the node's column.
        var isQuoted: Bool
        /// 1-based, as libyaml's marks plus one.
        var line: Int32
        var column: Int32
        /// Scalar: its first byte in `text`; sequence or mapping: its first entry in `entries`.
        var start: Int32
        /// Scalar: its byte count; sequence: its items; mapping: its pairs (entries alternate key, value).
        var count: Int32
    }

    let nodes: [Node]
    let entries: [Int32]
    let text: [UInt8]
    let root: Int

    private init(nodes: [Node], entries: [Int32], text: [UInt8], root: Int) {
        self.nodes = nodes; self.entries = entries; self.text = text; self.root = root
    }

    /// The deepest nesting of sequences and mappings accepted; fixtures nest a few levels, and the readers recurse
    /// along nested views and colours.
    static let maximumDepth = 128

    /// The scalar text of `node` (which must be a scalar).
    func string(_ node: Int) -> String { Self.string(of: nodes[node], in: text) }

    static func string(of scalar: Node, in text: [UInt8]) -> String {
        text.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[Int(scalar.start)..<Int(scalar.start + scalar.count)]), as: UTF8.self)
        }
    }

    /// The `index`th entry of a sequence or mapping node (for a mapping: key, value, key, value…).
    func entry(_ node: Int, _ index: Int) -> Int { Int(entries[Int(nodes[node].start) + index]) }

    /// Composes the single document in `text`; nil when it holds none. Errors carry `file` and, inside the
    /// document, the field path of where they happened.
    static func compose(_ text: String, file: String) throws(LocatedError) -> YAMLDocument? {
        var text = text
        let result = text.withUTF8 { bytes in
            Result { () throws(LocatedError) -> YAMLDocument? in
                // Every node and entry comes from at least one byte, so 32-bit indices cannot overflow below this.
                guard bytes.count < Int(Int32.max / 2) else {
                    throw LocatedError(file: file, line: 0, column: 0, field: "", message: "the text is too large to read as YAML")
                }
                var composer = Composer(file: file)
                return try composer.run(bytes)
            }
        }
        return try result.get()
    }

    /// Builds a `YAMLDocument` from libyaml's events.
    private struct Composer {
        let file: String
        var nodes: [Node] = []
        var entries: [Int32] = []
        var text: [UInt8] = []
        /// The finished children of every open container, innermost last.
        var pending: [Int32] = []
        var frames: [Frame] = []
        var anchors: [String: Int32] = [:]
        var root: Int32?
        var documents = 0

        struct Frame {
            var node: Int32
            /// Where this container's children start in `pending`.
            var base: Int
            var anchor: String?
        }

        init(file: String) { self.file = file }

        mutating func run(_ bytes: UnsafeBufferPointer<UInt8>) throws(LocatedError) -> YAMLDocument? {
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return nil }
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else { throw error("out of memory starting the YAML parser", line: 0, column: 0) }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_input_string(&parser, base, bytes.count)
            nodes.reserveCapacity(bytes.count / 8)
            entries.reserveCapacity(bytes.count / 8)
            text.reserveCapacity(bytes.count / 2)
            var event = yaml_event_t()
            events: while true {
                guard yaml_parser_parse(&parser, &event) == 1 else { throw parserError(parser, bytes) }
                defer { yaml_event_delete(&event) }
                let line = Int32(clamping: event.start_mark.line + 1), column = Int32(clamping: event.start_mark.column + 1)
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    break events
                case YAML_DOCUMENT_START_EVENT:
                    documents += 1
                    guard documents == 1 else {
                        throw error("a fixture is one YAML document; a second one starts here", line: line, column: column)
                    }
                case YAML_SCALAR_EVENT:
                    let scalar = event.data.scalar
                    let start = Int32(text.count)
                    if let value = scalar.value, scalar.length > 0 {
                        text.append(contentsOf: UnsafeBufferPointer(start: value, count: scalar.length))
                    }
                    let style = scalar.style
                    let quoted = style == YAML_SINGLE_QUOTED_SCALAR_STYLE || style == YAML_DOUBLE_QUOTED_SCALAR_STYLE
                    let node = append(Node(kind: .scalar, isQuoted: quoted, line: line, column: column, start: start,
                                           count: Int32(text.count) - start))
                    if let anchor = scalar.anchor { anchors[String(cString: anchor)] = node }
                    finish(node)
                case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                    guard frames.count < YAMLDocument.maximumDepth else {
                        throw error("lists and mappings nest more than \(YAMLDocument.maximumDepth) levels deep", line: line, column: column)
                    }
                    let isSequence = event.type == YAML_SEQUENCE_START_EVENT
                    let anchor = isSequence ? event.data.sequence_start.anchor : event.data.mapping_start.anchor
                    let node = append(Node(kind: isSequence ? .sequence : .mapping, isQuoted: false, line: line, column: column,
                                           start: 0, count: 0))
                    frames.append(Frame(node: node, base: pending.count, anchor: anchor.map { String(cString: $0) }))
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    guard let frame = frames.popLast() else { continue }
                    // No slice of `pending` may outlive this block: removing from a shared buffer would copy it whole.
                    let childCount = pending.count - frame.base
                    let isMapping = nodes[Int(frame.node)].kind == .mapping
                    if isMapping, let duplicate = duplicateKey(pending[frame.base...]) {
                        frames.append(frame)
                        let key = string(duplicate)
                        let node = nodes[Int(duplicate)]
                        throw error("field '\(key)' appears twice", line: node.line, column: node.column, field: fieldPath(appending: key))
                    }
                    nodes[Int(frame.node)].start = Int32(entries.count)
                    nodes[Int(frame.node)].count = Int32(isMapping ? childCount / 2 : childCount)
                    entries.append(contentsOf: pending[frame.base...])
                    pending.removeLast(childCount)
                    if let anchor = frame.anchor { anchors[anchor] = frame.node }
                    finish(frame.node)
                case YAML_ALIAS_EVENT:
                    let name = event.data.alias.anchor.map { String(cString: $0) } ?? ""
                    guard let node = anchors[name] else {
                        let open = frames.contains { $0.anchor == name }
                        throw error(open ? "the alias '*\(name)' refers to a list or mapping that contains it"
                                         : "the alias '*\(name)' refers to no anchor '&\(name)' before it",
                                    line: line, column: column, field: fieldPath(appending: nil))
                    }
                    finish(node)
                default:
                    continue
                }
            }
            guard let root else { return nil }
            return YAMLDocument(nodes: nodes, entries: entries, text: text, root: Int(root))
        }

        mutating func append(_ node: Node) -> Int32 {
            nodes.append(node)
            return Int32(nodes.count - 1)
        }

        /// A complete node becomes its container's next child, or the document's root.
        mutating func finish(_ node: Int32) {
            if frames.isEmpty { root = node } else { pending.append(node) }
        }

        func string(_ node: Int32) -> String { YAMLDocument.string(of: nodes[Int(node)], in: text) }

        /// The second of two scalar keys with the same text in a mapping's `entries`, if any.
        func duplicateKey(_ entries: ArraySlice<Int32>) -> Int32? {
            let pairs = entries.count / 2
            guard pairs > 1 else { return nil }
            /// The key of the `pair`th pair when it is a scalar (only scalar keys can be compared as text).
            func scalarKey(_ pair: Int) -> Int32? {
                let key = entries[entries.startIndex + 2 * pair]
                return nodes[Int(key)].kind == .scalar ? key : nil
            }
            // Mappings are small: compare bytes pairwise, without allocating, up to 16 pairs.
            if pairs <= 16 {
                return text.withUnsafeBufferPointer { buffer -> Int32? in
                    func bytes(_ key: Int32) -> UnsafeBufferPointer<UInt8> {
                        let node = nodes[Int(key)]
                        return UnsafeBufferPointer(rebasing: buffer[Int(node.start)..<Int(node.start + node.count)])
                    }
                    for later in 1..<pairs {
                        guard let laterKey = scalarKey(later) else { continue }
                        let candidate = bytes(laterKey)
                        for earlier in 0..<later {
                            if let earlierKey = scalarKey(earlier), bytes(earlierKey).elementsEqual(candidate) { return laterKey }
                        }
                    }
                    return nil
                }
            }
            var seen = Set<String>(minimumCapacity: pairs)
            for pair in 0..<pairs {
                if let key = scalarKey(pair), !seen.insert(string(key)).inserted { return key }
            }
            return nil
        }

        /// The field path of the innermost open container (`collection.sections[0].items[3]`), plus `key` when
        /// given, or plus the position of the next child when nil.
        func fieldPath(appending key: String?) -> String {
            var path = ""
            func add(_ component: String) { path += path.isEmpty || component.hasPrefix("[") ? component : "." + component }
            for (depth, frame) in frames.enumerated() {
                let end = depth + 1 < frames.count ? frames[depth + 1].base : pending.count
                let children = pending[frame.base..<end]
                let isLast = depth + 1 == frames.count
                if nodes[Int(frame.node)].kind == .sequence {
                    if !isLast || key == nil { add("[\(children.count)]") }
                } else if children.count % 2 == 1, let last = children.last, nodes[Int(last)].kind == .scalar, !isLast || key == nil {
                    add(string(last))
                }
            }
            if let key { add(key) }
            return path
        }

        func error(_ message: String, line: Int32, column: Int32, field: String = "") -> LocatedError {
            LocatedError(file: file, line: Int(line), column: Int(column), field: field, message: message)
        }

        /// libyaml's own message and position; a reader error (a byte that is not allowed) has only an offset.
        func parserError(_ parser: yaml_parser_t, _ bytes: UnsafeBufferPointer<UInt8>) -> LocatedError {
            if parser.error == YAML_MEMORY_ERROR { return error("out of memory reading the YAML", line: 0, column: 0) }
            let problem = parser.problem.map { String(cString: $0) } ?? "unreadable YAML"
            let context = parser.context.map { " " + String(cString: $0) } ?? ""
            var line = Int32(clamping: parser.problem_mark.line + 1), column = Int32(clamping: parser.problem_mark.column + 1)
            if parser.error == YAML_READER_ERROR {
                let offset = min(parser.problem_offset, bytes.count)
                let before = UnsafeBufferPointer(rebasing: bytes[..<offset])
                line = Int32(clamping: before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 })
                let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
                column = Int32(clamping: before[lineStart...].count { $0 & 0xC0 != 0x80 } + 1)
            }
            return error("invalid YAML: \(problem)\(context)", line: line, column: column)
        }
    }
}
