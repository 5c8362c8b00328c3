import Geometry

/// Something found while laying out a scene that does not stop it, as a typed fact: what happened and where. The
/// console line UIKit would print is `message`; the CLI and the snapshot report take the facts from the cases.
public struct LayoutWarning: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// No font in the set covers `character` (one grapheme); it draws as the first font's missing-glyph box.
        case missingCharacter(String)
        /// The Auto Layout engine's diagnostic: a broken constraint, an ambiguous layout, an invalid constraint.
        case layout(LayoutDiagnostic)
        /// A self-sizing table row whose constraints give its content view no height; UIKit then uses the
        /// standard row height (44 pt), and so does LayoutSnap.
        case zeroHeightRow
    }

    /// The element the warning is about, named as the layout names it.
    public enum Location: Hashable, Sendable, CustomStringConvertible {
        /// A table row.
        case row(IndexPath)
        /// A collection view item.
        case item(IndexPath)
        /// A supplementary view (`header`, `footer`, …) of a section.
        case supplementaryView(kind: String, section: Int)

        /// `row 0.1`, `item 2.0`, `header 1`.
        public var description: String {
            switch self {
            case let .row(indexPath): return "row \(indexPath.section).\(indexPath.item)"
            case let .item(indexPath): return "item \(indexPath.section).\(indexPath.item)"
            case let .supplementaryView(kind, section): return "\(kind) \(section)"
            }
        }
    }

    public var kind: Kind
    /// Where in the scene; nil for the scene as a whole (missing characters are reported once per scene).
    public var location: Location?

    public init(_ kind: Kind, at location: Location? = nil) { self.kind = kind; self.location = location }

    /// The console text, without the location: `no font covers 🦀`, UIKit's conflict log, UIKit's zero-height
    /// row message.
    public var message: String {
        switch kind {
        case let .missingCharacter(character): return "no font covers \(character)"
        case let .layout(diagnostic): return diagnostic.message
        case .zeroHeightRow:
            return "Detected a case where constraints ambiguously suggest a height of zero for a tableview cell's content "
                + "view. We're considering the collapse unintentional and using standard height instead."
        }
    }

    /// `row 0.1: <message>`, or the message alone without a location.
    public var description: String { location.map { "\($0): \(message)" } ?? message }
}

extension [LayoutWarning] {
    /// Appends `warning` unless the same warning is already there.
    public mutating func appendOnce(_ warning: LayoutWarning) {
        if !contains(warning) { append(warning) }
    }

    /// Appends a missing-character warning for each of `characters` not already reported anywhere in the scene.
    public mutating func appendMissingCharacters(_ characters: [String]) {
        for character in characters { appendOnce(LayoutWarning(.missingCharacter(character))) }
    }
}
