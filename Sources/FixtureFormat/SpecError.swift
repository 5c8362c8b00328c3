/// A problem in a fixture file, located at the file, line, column and field it concerns.
public struct SpecError: Error, Hashable, CustomStringConvertible {
    public var file: String
    /// 1-based line and column; 0 when the position is unknown.
    public var line: Int
    public var column: Int
    /// The field's path in the document, e.g. `table.sections[0].cells[1].labels[0].style`.
    public var field: String
    public var message: String

    public init(file: String, line: Int, column: Int, field: String, message: String) {
        self.file = file; self.line = line; self.column = column; self.field = field; self.message = message
    }

    /// `file:line:column: field: message`, the shape compilers use, so editors can jump to it.
    public var description: String {
        let location = line > 0 ? "\(file):\(line):\(column)" : file
        return field.isEmpty ? "\(location): \(message)" : "\(location): \(field): \(message)"
    }
}
