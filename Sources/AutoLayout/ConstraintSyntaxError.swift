// Parsers for constraints written in fixtures: Apple's Visual Format Language (`VisualFormat`) and single linear
// equations (`ConstraintEquation`). Sources: Apple *Auto Layout Guide*, "Visual Format Language"
// (`ALG:VisualFormatLanguage`) for the grammar and examples; `AD:nslayoutconstraint` for the attribute pairing rules
// UIKit enforces when a constraint is created.
// The parsers live in VisualFormat.swift and ConstraintEquation.swift, over ConstraintScanner.swift, with the wording
// of their messages in ConstraintDiagnostics.swift; this file holds the error they throw.

/// A syntax or meaning error in one constraint string; `column` is 1-based within that string and counts characters
/// (grapheme clusters), pointing at the offending token or, when something is missing, at the character where it was
/// expected (one past the last character at the end of the string).
public struct ConstraintSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    public var column: Int
    public var message: String

    public init(column: Int, message: String) {
        self.column = column
        self.message = message
    }

    public var description: String { "column \(column): \(message)" }
}
