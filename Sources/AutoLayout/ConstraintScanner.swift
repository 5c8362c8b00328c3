import Solver

/// A cursor over one constraint string. Tokens may be separated by whitespace, which `peek` and the `scan`/`skip`
/// methods step over; columns are 1-based character positions in the original string.
struct ConstraintScanner {
    /// An identifier (letters, digits and underscores, not starting with a digit) and where it starts.
    struct Word {
        var text: String
        var column: Int
    }

    private let characters: [Character]
    private var position = 0

    init(_ text: String) { characters = Array(text) }

    /// The column of the next non-whitespace character (one past the end when there is none).
    mutating func peekColumn() -> Int {
        skipWhitespace()
        return position + 1
    }

    /// The next non-whitespace character, or nil at the end.
    mutating func peek() -> Character? {
        skipWhitespace()
        return position < characters.count ? characters[position] : nil
    }

    mutating func advance() { position = min(position + 1, characters.count) }

    /// Consumes `character` if it is the next non-whitespace character.
    mutating func skip(_ character: Character) -> Bool {
        guard peek() == character else { return false }
        advance()
        return true
    }

    /// The next token quoted for a message: a whole word ("'junk'") or one character ("'['"), or "the end".
    mutating func describeNext() -> String {
        guard let next = peek() else { return "the end" }
        guard Self.isIdentifierCharacter(next) else { return "'\(next)'" }
        let word = characters[position...].prefix(while: Self.isIdentifierCharacter)
        return "'\(String(word))'"
    }

    /// An error at `column`, or at the next token when `column` is nil.
    func error(_ message: String, at column: Int? = nil) -> ConstraintSyntaxError {
        var probe = self
        return ConstraintSyntaxError(column: column ?? probe.peekColumn(), message: message)
    }

    mutating func scanIdentifier() -> Word? {
        guard let first = peek(), Self.isIdentifierStart(first) else { return nil }
        let start = position
        while position < characters.count, Self.isIdentifierCharacter(characters[position]) { position += 1 }
        return Word(text: String(characters[start..<position]), column: start + 1)
    }

    /// A number as `strtod` reads it (`ALG:VisualFormatLanguage`: "As parsed by strtod_l"), or nil when the next
    /// token does not start with a digit or '.' (after an optional sign when `allowingSign`). The whole run of
    /// letters, digits and dots must be a number, so "1.2.3" and "12px" are errors rather than a number followed by
    /// garbage.
    mutating func scanNumber(allowingSign: Bool) throws(ConstraintSyntaxError) -> (value: Double, column: Int)? {
        guard let first = peek() else { return nil }
        let start = position
        var cursor = position
        if allowingSign, first == "-" || first == "+" { cursor += 1 }
        guard cursor < characters.count, characters[cursor].isASCIIDigit || characters[cursor] == "." else {
            return nil
        }
        while cursor < characters.count {
            let character = characters[cursor]
            let isExponentSign = (character == "-" || character == "+") && cursor > start
                && (characters[cursor - 1] == "e" || characters[cursor - 1] == "E")
            guard Self.isIdentifierCharacter(character) || character == "." || isExponentSign else { break }
            cursor += 1
        }
        let text = String(characters[start..<cursor])
        guard let value = Double(text), value.isFinite, !text.contains("_") else {
            throw error("bad number '\(text)'", at: start + 1)
        }
        // As everywhere in a fixture: larger magnitudes could only overflow layout arithmetic.
        guard value.magnitude <= 1_000_000 else {
            throw error("numbers must be between -1000000 and 1000000, found '\(text)'", at: start + 1)
        }
        position = cursor
        return (value, start + 1)
    }

    /// `==`, `<=`, `>=` (and `=` when `acceptingSingleEquals`), or nil when the next token is not a relation.
    mutating func scanRelation(acceptingSingleEquals: Bool) throws(ConstraintSyntaxError) -> LayoutRelation? {
        guard let first = peek(), "<>=".contains(first) else { return nil }
        let pair = String(characters[position..<min(position + 2, characters.count)])
        let relation: LayoutRelation
        switch pair {
        case "==": relation = .equal
        case "<=": relation = .lessThanOrEqual
        case ">=": relation = .greaterThanOrEqual
        case "=<", "=>": throw error("'\(pair)' is not a relation; use '\(String(pair.reversed()))'")
        default:
            if first != "=" { throw error("'\(first)' is not a relation; use '\(first)='") }
            if !acceptingSingleEquals { throw error("'=' is not a VFL relation; use '=='") }
            advance()
            return .equal
        }
        advance()
        advance()
        return relation
    }

    /// The priority after '@': a number or metric in 1…1000 (`UILayoutPriority`).
    mutating func scanPriority(metrics: [String: Double]) throws(ConstraintSyntaxError) -> LayoutPriority {
        let column = peekColumn()
        let value: Double
        if let number = try scanNumber(allowingSign: true) {
            value = number.value
        } else if let name = scanIdentifier() {
            guard let metric = metrics[name.text] else {
                throw error(ConstraintDiagnostics.unknownMetric(name.text, metrics: metrics), at: name.column)
            }
            value = metric
        } else {
            throw error("expected a priority (a number or a metric) after '@', found \(describeNext())")
        }
        let priority = LayoutPriority(value)
        guard priority.isValid else {
            throw error("priority must be between 1 and 1000, found \(LayoutConstraint.format(value))", at: column)
        }
        return priority
    }

    private mutating func skipWhitespace() {
        while position < characters.count, characters[position].isWhitespace { position += 1 }
    }

    private static func isIdentifierStart(_ character: Character) -> Bool {
        character == "_" || (character.isASCII && character.isLetter)
    }

    private static func isIdentifierCharacter(_ character: Character) -> Bool {
        isIdentifierStart(character) || character.isASCIIDigit
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
