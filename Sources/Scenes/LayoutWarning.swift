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
        /// A custom font (by name) the font set does not have; the system font at the same size stood in.
        case fontSubstituted(String)
        /// A flow layout item wider than the collection less its section insets. UIKit logs that the flow layout's
        /// behaviour is not defined; a self-sizing item asks for that width again on every pass, so its sizing does
        /// not converge.
        case itemWiderThanSection(itemWidth: Double, available: Double)
        /// `layoutSubviews()` still changed the layout after the most passes a hierarchy gets; the last pass is drawn.
        case layoutDidNotSettle(passes: Int)
        /// An input document's feature that is drawn differently from iOS or not at all (an unknown element laid out
        /// as a plain view, a blur drawn as a translucent grey), where the document says so.
        case document(DocumentNote)
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
        case let .document(note): return note.description
        case let .fontSubstituted(name):
            return "the font '\(name)' is not among the font files given (--font-dir); the system font at the same size stands in"
        case .zeroHeightRow:
            return "Detected a case where constraints ambiguously suggest a height of zero for a tableview cell's content "
                + "view. We're considering the collapse unintentional and using standard height instead."
        case let .itemWiderThanSection(itemWidth, available):
            return "The behavior of the UICollectionViewFlowLayout is not defined because: the item width must be less than the width "
                + "of the UICollectionView minus the section insets left and right values, minus the content insets left and right "
                + "values. (The item is \(itemWidth.pointsDescription) pt wide; the section leaves \(available.pointsDescription) pt.)"
        case let .layoutDidNotSettle(passes):
            return "layoutSubviews() changed the layout in each of \(passes) passes; the layout did not settle and the last pass is drawn"
        }
    }

    /// How UIKit itself reports the same situation when the app runs.
    public enum UIKitReport: Hashable, Sendable {
        /// A console message: a conflict ("Unable to simultaneously satisfy constraints"), the zero-height row
        /// message, the flow layout's "behavior … is not defined".
        case consoleMessage
        /// An exception that stops the app (a constraint between views without a common ancestor, an anchor of
        /// the wrong axis).
        case exception
        /// Nothing: UIKit does not log an ambiguous layout (it is found only by asking, with `hasAmbiguousLayout`,
        /// `_autolayoutTrace` or Xcode's view debugger), nor a layout that keeps changing in `layoutSubviews()`
        /// (unless the launch argument `UIViewLayoutFeedbackLoopDebuggingThreshold` asks); missing characters,
        /// substituted fonts and document notes are LayoutSnap's own reports on its inputs.
        case none
    }

    /// What UIKit gives for this warning's situation at run time; a check that LayoutSnap "says what iOS says"
    /// compares these.
    public var uikitReport: UIKitReport {
        switch kind {
        case let .layout(diagnostic):
            switch diagnostic.kind {
            case .unsatisfiableConstraints: return .consoleMessage
            case .invalidConstraint: return .exception
            case .ambiguousLayout: return .none
            }
        case .zeroHeightRow, .itemWiderThanSection: return .consoleMessage
        case .missingCharacter, .fontSubstituted, .layoutDidNotSettle, .document: return .none
        }
    }

    /// `row 0.1: <message>`, or the message alone without a location.
    public var description: String { location.map { "\($0): \(message)" } ?? message }
}

/// A fact about an input document: where (file, line, element) and what.
public struct DocumentNote: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// An element LayoutSnap does not know, laid out as a plain view.
        case unknownElement
        /// A property LayoutSnap reads but cannot reproduce (e.g. attributed text with several runs).
        case approximated
    }

    public var kind: Kind
    public var file: String
    public var line: Int
    /// The element's name and id, e.g. `mapView id="a1b-2c-3d4"`.
    public var element: String
    public var message: String

    public init(kind: Kind, file: String, line: Int, element: String, message: String) {
        self.kind = kind; self.file = file; self.line = line; self.element = element; self.message = message
    }

    /// `Cell.xib:12: <mapView id="…">: laid out as a plain view (unknown element)`.
    public var description: String { "\(file):\(line): <\(element)>: \(message)" }
}

extension [LayoutWarning] {
    /// Appends `warning` unless the same warning is already there.
    public mutating func appendOnce(_ warning: LayoutWarning) {
        if !contains(warning) { append(warning) }
    }

    /// Warnings about a view tree's text: characters no font covers and custom fonts the font set lacks, each once.
    public mutating func appendTextWarnings(from node: SceneNode) {
        appendMissingCharacters(node.missingCharacters)
        for font in node.substitutedFonts { appendOnce(LayoutWarning(.fontSubstituted(font))) }
    }

    /// Appends a missing-character warning for each of `characters` not already reported anywhere in the scene.
    public mutating func appendMissingCharacters(_ characters: [String]) {
        for character in characters { appendOnce(LayoutWarning(.missingCharacter(character))) }
    }
}
