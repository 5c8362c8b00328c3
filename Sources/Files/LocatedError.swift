/// Bad input, and where it is: the file, the 1-based line and column (0 when unknown), and the place in the file — a
/// fixture's field path (`table.sections[0].cells[1].labels[0].style`) or a document's element
/// (`constraint id="a1b-2c-3d4"`). The one error type every input reader throws (fixtures, Interface Builder documents,
/// asset catalogues, command-line lists).
public struct LocatedError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    /// 1-based line and column; 0 when the position is unknown.
    public var line: Int
    public var column: Int
    /// The field's path in a fixture; empty for a document's element or the file as a whole.
    public var field: String
    /// The element of a document, e.g. `constraint id="a1b-2c-3d4"`; empty for a fixture's field or the whole file.
    public var element: String
    public var message: String

    /// An error at a fixture's field.
    public init(file: String, line: Int, column: Int, field: String, message: String) {
        self.file = file; self.line = line; self.column = column; self.field = field; self.element = ""; self.message = message
    }

    /// An error at a document's element.
    public init(file: String, line: Int, column: Int, element: String, message: String) {
        self.file = file; self.line = line; self.column = column; self.field = ""; self.element = element; self.message = message
    }

    /// `file:line:column: field: message` (or `<element>:`), the shape compilers use, so editors can jump to it.
    public var description: String {
        let location = line > 0 ? "\(file):\(line):\(column)" : file
        if !element.isEmpty { return "\(location): <\(element)>: \(message)" }
        return field.isEmpty ? "\(location): \(message)" : "\(location): \(field): \(message)"
    }
}

