/// A JSON value with deterministic output: object keys sorted, numbers in their shortest exact form.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Indented JSON, two spaces per level; arrays of numbers stay on one line.
    public func serialized(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent)
        let inner = String(repeating: "  ", count: indent + 1)
        switch self {
        case .null: return "null"
        case let .bool(value): return value ? "true" : "false"
        case let .number(value):
            if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
            return value.isFinite ? "\(value)" : "null"
        case let .string(value): return Self.quote(value)
        case let .array(values):
            if values.isEmpty { return "[]" }
            if values.allSatisfy({ if case .number = $0 { return true } else { return false } }) {
                return "[" + values.map { $0.serialized() }.joined(separator: ", ") + "]"
            }
            return "[\n" + values.map { inner + $0.serialized(indent: indent + 1) }.joined(separator: ",\n") + "\n\(pad)]"
        case let .object(fields):
            if fields.isEmpty { return "{}" }
            let body = fields.keys.sorted().map { key in
                inner + Self.quote(key) + ": " + (fields[key] ?? .null).serialized(indent: indent + 1)
            }
            return "{\n" + body.joined(separator: ",\n") + "\n\(pad)}"
        }
    }

    /// JSON on one line, no spaces.
    public func compact() -> String {
        switch self {
        case .null, .bool, .number, .string: return serialized()
        case let .array(values): return "[" + values.map { $0.compact() }.joined(separator: ",") + "]"
        case let .object(fields):
            return "{" + fields.keys.sorted().map { Self.quote($0) + ":" + (fields[$0] ?? .null).compact() }.joined(separator: ",") + "}"
        }
    }

    private static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
