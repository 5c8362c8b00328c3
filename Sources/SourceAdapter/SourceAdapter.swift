import SwiftParser
import SwiftSyntax

/// Rewrites an app's Swift file so that Swift on Linux, without an Objective-C runtime, compiles it against
/// LayoutSnap's UIKit-compatible modules, changing nothing else:
/// - the attributes and modifiers that need the Objective-C runtime or Interface Builder go (`@objc`, `@objc(name)`,
///   `@objcMembers`, `@nonobjc`, `dynamic`, `@IBOutlet`, `@IBAction`, `@IBInspectable`, `@IBDesignable`,
///   `@IBSegueAction`, `@GKInspectable`); they change how Objective-C sees a declaration, not what it does;
/// - `#selector(name(_:with:))` becomes `Selector("name:with:")`, the Objective-C selector Swift would have derived;
/// - `#keyPath(Type.a.b)` becomes the string `"a.b"`, as the compiler writes it;
/// - an `optional` requirement of a protocol (an `@objc` protocol on iOS) becomes a plain one with an empty default
///   implementation in an extension added at the end (for methods that return nothing), and a call through the
///   optional requirement in the same file, `delegate?.didChange?(self)`, calls it directly;
/// - `canImport(UIKit)` in `#if` asks for LayoutSnap's module the same way;
/// - an `override` in an extension of a class the file declares moves into the class: on iOS an extension may
///   override a method or property Objective-C can see, which every UIKit member is ("Declarations in extensions
///   can't override yet" holds only for members Objective-C cannot see, The Swift Programming Language,
///   "Extensions"); Swift without the Objective-C runtime allows overrides only in the class itself;
/// - `import UIKit`, `import SnapKit` and `import Then` name `LayoutSnapUIKit`, `LayoutSnapSnapKit` and
///   `LayoutSnapThen`; a file that uses SnapKit (`.snp`) or Then without importing it (the app imports it in another
///   file of the module) gets the import, on a line added after the last one. So does a file that does not import
///   UIKit: in an app target UIKit is visible to every file through the bridging header or another file's
///   `@_exported import UIKit`, and in LayoutSnap nothing else makes `LayoutSnapUIKit` visible.
///
/// Edits replace byte ranges of the original text, so every line keeps its number and a compiler diagnostic on the
/// adapted copy points at the same line of the app's file. A moved override leaves its lines empty where it was and
/// stands between `#sourceLocation` directives in the class, which give it, and the lines after it, their original
/// numbers.
public enum SourceAdapter {
    /// One change made to a file, for reports.
    public struct Change: Hashable, Sendable {
        public enum Kind: String, Hashable, Sendable {
            case removedAttribute, removedModifier, selector, keyPath, renamedImport, addedImport, optionalRequirement, movedOverride
        }
        public let kind: Kind
        /// The 1-based line of the original file.
        public let line: Int
        /// What was there and what replaced it.
        public let original: String
        public let replacement: String

        public init(kind: Kind, line: Int, original: String, replacement: String) {
            self.kind = kind
            self.line = line
            self.original = original
            self.replacement = replacement
        }
    }

    /// An adapted file: its text and what changed.
    public struct Adapted: Hashable, Sendable {
        public let text: String
        public let changes: [Change]
    }

    /// Attributes that only tell the Objective-C runtime or Interface Builder about a declaration.
    public static let removedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction", "GKInspectable",
    ]

    /// Modules an app imports and the LayoutSnap module that stands for each on Linux (`os` and `OSLog`: the unified
    /// log's `os_log` and `OSLog`, which LayoutSnapUIKit provides).
    public static let moduleReplacements: [String: String] = [
        "UIKit": "LayoutSnapUIKit", "SnapKit": "LayoutSnapSnapKit", "Then": "LayoutSnapThen", "os": "LayoutSnapUIKit", "OSLog": "LayoutSnapUIKit",
    ]

    /// The adapted text of `source`. Never fails: text the parser cannot read is left as it is, for the compiler to
    /// report where it is. `fileName` is the path the compiler is given for the adapted text, which the line
    /// directives around a moved override name.
    public static func adapt(_ source: String, fileName: String) -> Adapted {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: fileName, tree: tree)
        // The optional requirements and the classes are collected first: a call through one may come before its
        // protocol, and an extension before its class.
        let requirements = OptionalRequirementFinder(viewMode: .sourceAccurate)
        requirements.walk(tree)
        let classes = ClassFinder(converter: converter)
        classes.walk(tree)
        let finder = EditFinder(converter: converter, optionalRequirements: requirements.names)
        finder.walk(tree)
        let moves = OverrideMover(classes: classes.closingBraces, converter: converter, fileName: fileName)
        moves.walk(tree)
        let original = Array(source.utf8)
        var bytes = original
        let edits = moves.edits(carrying: finder.edits, in: original)
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) where edit.range.upperBound <= bytes.count {
            bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        var changes = (finder.edits.map(\.change) + moves.changes).sorted { ($0.line, $0.original) < ($1.line, $1.original) }
        var added: [String] = []
        if !finder.importedModules.contains("UIKit") && !finder.importedModules.contains("LayoutSnapUIKit") {
            added.append("LayoutSnapUIKit")
        }
        if finder.usesSnapKit && !finder.importedModules.contains("SnapKit") && !finder.importedModules.contains("LayoutSnapSnapKit") {
            added.append("LayoutSnapSnapKit")
        }
        if finder.usesThen && !finder.importedModules.contains("Then") && !finder.importedModules.contains("LayoutSnapThen") {
            added.append("LayoutSnapThen")
        }
        if !added.isEmpty || !finder.defaultImplementations.isEmpty {
            if bytes.last != UInt8(ascii: "\n") && !bytes.isEmpty { bytes.append(UInt8(ascii: "\n")) }
            // The lines after the original's last (a moved override adds lines to the adapted text, not to the file).
            var line = original.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 } + (original.last == UInt8(ascii: "\n") || original.isEmpty ? 0 : 1)
            for module in added {
                bytes += Array("import \(module)\n".utf8)
                changes.append(Change(kind: .addedImport, line: line, original: "", replacement: "import \(module)"))
                line += 1
            }
            for implementation in finder.defaultImplementations {
                bytes += Array("\(implementation)\n".utf8)
                changes.append(Change(kind: .optionalRequirement, line: line, original: "", replacement: implementation))
                line += 1
            }
        }
        return Adapted(text: String(decoding: bytes, as: UTF8.self), changes: changes)
    }

    /// The Objective-C selector Swift derives from a method's name and argument labels (the rules of
    /// "Importing Objective-C into Swift" run backwards): `tap` → `tap`, `tap(_:)` → `tap:`,
    /// `tap(gesture:)` → `tapWithGesture:`, `move(_:to:)` → `move:to:`; `getter:` gives the property's name and
    /// `setter:` `setName:`.
    public static func selectorName(baseName: String, argumentLabels: [String]?, accessor: String? = nil) -> String {
        if accessor == "getter" { return baseName }
        if accessor == "setter" { return "set\(baseName.prefix(1).uppercased())\(baseName.dropFirst()):" }
        guard let labels = argumentLabels, let first = labels.first else { return baseName }
        var name = baseName
        if first != "_" { name += "With\(first.prefix(1).uppercased())\(first.dropFirst())" }
        name += ":"
        for label in labels.dropFirst() { name += (label == "_" ? "" : label) + ":" }
        return name
    }
}

/// One replacement of a byte range of the original text.
struct SourceEdit {
    let range: Range<Int>
    let replacement: String
    let change: SourceAdapter.Change
}

/// The names of the optional method requirements a file's protocols declare.
final class OptionalRequirementFinder: SyntaxVisitor {
    private(set) var names: Set<String> = []

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        for member in node.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self), function.modifiers.contains(where: { $0.name.text == "optional" }) {
                names.insert(function.name.text)
            }
        }
        return .skipChildren
    }
}

/// Where a declaration stands in conditional compilation: the `#if` clause that holds it, by its offset in the file
/// (nil outside any). An override moves only within the same clause, so it is compiled exactly when it was.
private func conditionalClause(of node: some SyntaxProtocol) -> Int? {
    var current = node.parent
    while let parent = current {
        if parent.is(IfConfigClauseSyntax.self) { return parent.position.utf8Offset }
        current = parent.parent
    }
    return nil
}

/// The classes a file declares, by the name an extension gives them (`Outer.Inner` for one nested in a type), with
/// where the brace that closes each stands. A name declared twice (in two `#if` branches) is left out.
final class ClassFinder: SyntaxVisitor {
    struct ClosingBrace {
        let offset: Int
        let line: Int
        let clause: Int?
    }

    private(set) var closingBraces: [String: ClosingBrace] = [:]
    private var declaredTwice: Set<String> = []
    private var enclosingTypes: [String] = []
    private let converter: SourceLocationConverter

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = (enclosingTypes + [node.name.text]).joined(separator: ".")
        let brace = node.memberBlock.rightBrace
        if closingBraces[name] != nil || declaredTwice.contains(name) {
            closingBraces[name] = nil
            declaredTwice.insert(name)
        } else {
            closingBraces[name] = ClosingBrace(offset: brace.positionAfterSkippingLeadingTrivia.utf8Offset,
                                               line: brace.startLocation(converter: converter, afterLeadingTrivia: true).line,
                                               clause: conditionalClause(of: node))
        }
        enclosingTypes.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { enclosingTypes.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enclosingTypes.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { enclosingTypes.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enclosingTypes.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: EnumDeclSyntax) { enclosingTypes.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enclosingTypes.append(node.extendedType.trimmedDescription)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { enclosingTypes.removeLast() }
    /// A type declared in a function body cannot be extended.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// Moves the overrides of extensions into the classes they extend (see `SourceAdapter`): each leaves its lines empty
/// where it stood and goes before the class's closing brace between `#sourceLocation` directives that keep its
/// original line numbers and those of the lines after it. Extensions with a `where` clause stay as they are.
final class OverrideMover: SyntaxVisitor {
    private struct Move {
        let range: Range<Int>
        let line: Int
        /// The member's column less one, as spaces before its first line in the class.
        let indentation: Int
        let brace: ClassFinder.ClosingBrace
    }

    private let classes: [String: ClassFinder.ClosingBrace]
    private let converter: SourceLocationConverter
    private let fileName: String
    private var moves: [Move] = []
    private(set) var changes: [SourceAdapter.Change] = []

    init(classes: [String: ClassFinder.ClosingBrace], converter: SourceLocationConverter, fileName: String) {
        self.classes = classes
        self.converter = converter
        self.fileName = fileName
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription
        guard node.genericWhereClause == nil, let brace = classes[name], brace.clause == conditionalClause(of: node) else { return .skipChildren }
        for member in node.memberBlock.members where Self.isOverride(member.decl) {
            // The whole member, with a `;` after it; it keeps its column, for diagnostics.
            let start = member.positionAfterSkippingLeadingTrivia.utf8Offset
            let location = member.startLocation(converter: converter, afterLeadingTrivia: true)
            moves.append(Move(range: start..<member.endPositionBeforeTrailingTrivia.utf8Offset, line: location.line,
                              indentation: max(0, location.column - 1), brace: brace))
            var signature = String(member.decl.trimmedDescription.prefix { $0 != "{" && $0 != "\n" })
            while signature.last == " " { signature.removeLast() }
            changes.append(.init(kind: .movedOverride, line: location.line, original: signature, replacement: "moved into class \(name)"))
        }
        return .skipChildren
    }

    private static func isOverride(_ decl: DeclSyntax) -> Bool {
        let modifiers: DeclModifierListSyntax
        if let function = decl.as(FunctionDeclSyntax.self) {
            modifiers = function.modifiers
        } else if let variable = decl.as(VariableDeclSyntax.self) {
            modifiers = variable.modifiers
        } else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
            modifiers = subscriptDecl.modifiers
        } else {
            return false
        }
        return modifiers.contains { $0.name.tokenKind == .keyword(.override) }
    }

    /// The file's edits with the moves made: `edits` that fall inside a moved override travel with it.
    func edits(carrying edits: [SourceEdit], in source: [UInt8]) -> [SourceEdit] {
        guard !moves.isEmpty else { return edits }
        var remaining = edits
        var insertions: [Int: (brace: ClassFinder.ClosingBrace, text: String)] = [:]
        var result: [SourceEdit] = []
        for move in moves where move.range.upperBound <= source.count {
            let isInside = { (edit: SourceEdit) in move.range.contains(edit.range.lowerBound) && edit.range.upperBound <= move.range.upperBound }
            let inside = remaining.filter(isInside)
            remaining.removeAll(where: isInside)
            var text = Array(source[move.range])
            for edit in inside.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
                let lower = edit.range.lowerBound - move.range.lowerBound, upper = edit.range.upperBound - move.range.lowerBound
                text.replaceSubrange(lower..<upper, with: Array(edit.replacement.utf8))
            }
            let newlines = source[move.range].filter { $0 == UInt8(ascii: "\n") }.count
            let change = SourceAdapter.Change(kind: .movedOverride, line: move.line, original: "", replacement: "")
            result.append(SourceEdit(range: move.range, replacement: String(repeating: "\n", count: newlines), change: change))
            let block = "\n\(directive(line: move.line))\n" + String(repeating: " ", count: move.indentation) + String(decoding: text, as: UTF8.self)
            insertions[move.brace.offset, default: (move.brace, "")].text += block
        }
        for (offset, insertion) in insertions {
            let change = SourceAdapter.Change(kind: .movedOverride, line: insertion.brace.line, original: "", replacement: "")
            result.append(SourceEdit(range: offset..<offset, replacement: insertion.text + "\n\(directive(line: insertion.brace.line))\n", change: change))
        }
        return remaining + result
    }

    /// `#sourceLocation(file:line:)`: the next line is `line` of the file.
    private func directive(line: Int) -> String {
        let escaped = fileName.map { $0 == "\\" || $0 == "\"" ? "\\\($0)" : String($0) }.joined()
        return "#sourceLocation(file: \"\(escaped)\", line: \(line))"
    }
}

/// Walks a file and collects the edits `SourceAdapter` makes.
final class EditFinder: SyntaxVisitor {
    private let converter: SourceLocationConverter
    private(set) var edits: [SourceEdit] = []
    private(set) var importedModules: Set<String> = []
    private(set) var usesSnapKit = false
    private(set) var usesThen = false
    /// `extension P { func f(…) {} }` for each optional method requirement that returns nothing.
    private(set) var defaultImplementations: [String] = []
    /// The names of the file's optional requirements, whose calls lose their `?`.
    private let optionalRequirements: Set<String>

    init(converter: SourceLocationConverter, optionalRequirements: Set<String>) {
        self.converter = converter
        self.optionalRequirements = optionalRequirements
        super.init(viewMode: .sourceAccurate)
    }

    private func line(_ node: some SyntaxProtocol) -> Int {
        node.startLocation(converter: converter, afterLeadingTrivia: true).line
    }

    /// Removes `node`'s text and the spaces after it on the same line (a line break stays, so lines keep their numbers).
    private func remove(_ node: some SyntaxProtocol, kind: SourceAdapter.Change.Kind) {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        var end = node.endPositionBeforeTrailingTrivia.utf8Offset
        if node.trailingTrivia.pieces.allSatisfy({ if case .spaces = $0 { return true }; if case .tabs = $0 { return true }; return false }) {
            end = node.endPosition.utf8Offset
        }
        edits.append(SourceEdit(range: start..<end, replacement: "",
                                change: .init(kind: kind, line: line(node), original: node.trimmedDescription, replacement: "")))
    }

    private func replace(_ node: some SyntaxProtocol, with text: String, kind: SourceAdapter.Change.Kind) {
        let range = node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(SourceEdit(range: range, replacement: text,
                                change: .init(kind: kind, line: line(node), original: node.trimmedDescription, replacement: text)))
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if SourceAdapter.removedAttributes.contains(node.attributeName.trimmedDescription) {
            remove(node, kind: .removedAttribute)
            return .skipChildren
        }
        return .visitChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        if node.name.tokenKind == .keyword(.dynamic) { remove(node, kind: .removedModifier) }
        return .visitChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let first = node.path.first else { return .skipChildren }
        let module = first.name.text
        importedModules.insert(module)
        if let replacement = SourceAdapter.moduleReplacements[module] {
            // `import os.log` names a submodule LayoutSnap's module does not have: the whole path is replaced.
            if node.path.count > 1 { replace(node.path, with: replacement, kind: .renamedImport) } else { replace(first.name, with: replacement, kind: .renamedImport) }
        }
        return .skipChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        for member in node.memberBlock.members {
            let modifiers: DeclModifierListSyntax?
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                modifiers = function.modifiers
                if function.modifiers.contains(where: { $0.name.text == "optional" }) {
                    if function.signature.returnClause == nil {
                        defaultImplementations.append("extension \(node.name.text) { func \(function.name.text)\(function.signature.trimmedDescription) {} }")
                    }
                }
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                modifiers = variable.modifiers
            } else {
                modifiers = nil
            }
            for modifier in modifiers ?? [] where modifier.name.text == "optional" { remove(modifier, kind: .optionalRequirement) }
        }
        return .visitChildren
    }

    /// A call through an optional requirement loses its `?`; `canImport(UIKit)` (and SnapKit, Then) in `#if` asks
    /// whether the replaced module exists, so it names LayoutSnap's.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let chained = node.calledExpression.as(OptionalChainingExprSyntax.self),
           let member = chained.expression.as(MemberAccessExprSyntax.self), optionalRequirements.contains(member.declName.baseName.text) {
            let mark = chained.questionMark
            edits.append(SourceEdit(range: mark.positionAfterSkippingLeadingTrivia.utf8Offset..<mark.endPositionBeforeTrailingTrivia.utf8Offset,
                                    replacement: "", change: .init(kind: .optionalRequirement, line: line(node), original: "?", replacement: "")))
        }
        if node.calledExpression.trimmedDescription == "canImport", let argument = node.arguments.first,
           let replacement = SourceAdapter.moduleReplacements[argument.expression.trimmedDescription] {
            replace(argument.expression, with: replacement, kind: .renamedImport)
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.declName.baseName.text == "snp" { usesSnapKit = true }
        if node.declName.baseName.text == "then", let call = node.parent?.as(FunctionCallExprSyntax.self),
           call.trailingClosure != nil || call.arguments.count == 1 { usesThen = true }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.macroName.text {
        case "selector":
            if let name = selector(in: node.arguments) { replace(node, with: "Selector(\(literal(name)))", kind: .selector) }
            return .skipChildren
        case "keyPath":
            if let path = keyPath(in: node.arguments) { replace(node, with: literal(path), kind: .keyPath) }
            return .skipChildren
        default:
            return .visitChildren
        }
    }

    /// The selector named by `#selector`'s argument: a method reference (`tap(_:)`, `self.tap`, `Cell.tap(_:)`,
    /// `(tap(_:) as (Cell) -> …)`) or a property after `getter:`/`setter:`.
    private func selector(in arguments: LabeledExprListSyntax) -> String? {
        guard let argument = arguments.first else { return nil }
        let accessor = argument.label?.text
        var expression = argument.expression
        while true {
            if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                expression = only.expression
            } else if let cast = expression.as(AsExprSyntax.self) {
                expression = cast.expression
            } else if let sequence = expression.as(SequenceExprSyntax.self), let first = sequence.elements.first {
                expression = first
            } else {
                break
            }
        }
        let reference: DeclReferenceExprSyntax?
        if let member = expression.as(MemberAccessExprSyntax.self) {
            reference = member.declName
        } else {
            reference = expression.as(DeclReferenceExprSyntax.self)
        }
        guard let reference else { return nil }
        let labels = reference.argumentNames.map { $0.arguments.map(\.name.text) }
        return SourceAdapter.selectorName(baseName: reference.baseName.text, argumentLabels: labels, accessor: accessor)
    }

    /// `#keyPath(Type.a.b)` → `a.b`; `#keyPath(a.b)` (in an instance context) → `a.b`.
    private func keyPath(in arguments: LabeledExprListSyntax) -> String? {
        guard let argument = arguments.first else { return nil }
        var components: [String] = []
        var expression: ExprSyntax? = argument.expression
        while let current = expression {
            if let member = current.as(MemberAccessExprSyntax.self) {
                components.insert(member.declName.baseName.text, at: 0)
                expression = member.base
            } else if let reference = current.as(DeclReferenceExprSyntax.self) {
                components.insert(reference.baseName.text, at: 0)
                expression = nil
            } else {
                return nil
            }
        }
        if components.count > 1, let first = components.first?.first, first.isUppercase { components.removeFirst() }
        return components.isEmpty ? nil : components.joined(separator: ".")
    }

    /// A string literal of identifiers, colons and dots (nothing to escape).
    private func literal(_ text: String) -> String { "\"\(text)\"" }
}
