import Solver

// Parsers for constraints written in fixtures: Apple's Visual Format Language (`VisualFormat`) and single linear
// equations (`ConstraintEquation`). Sources: Apple *Auto Layout Guide*, "Visual Format Language"
// (`ALG:VisualFormatLanguage`) for the grammar and examples; `AD:nslayoutconstraint` for the attribute pairing rules
// UIKit enforces when a constraint is created.

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

// MARK: - Visual Format Language

/// Apple's Visual Format Language (`ALG:VisualFormatLanguage`):
/// `(H:|V:)? (| connection)? [view] (connection [view])* (connection |)?`.
///
/// Contract of the produced constraints, in the order their source text appears:
/// - Orientation `H` (the default) uses leading/trailing and widths (Apple's default option,
///   `directionLeadingToTrailing`); `V` uses top/bottom and heights.
/// - Every connection becomes "later edge REL earlier edge + gap": `[a]-8-[b]` → `b.leading == a.trailing + 8`,
///   `|-8-[a]` → `a.leading == superview.leading + 8`, `[a]-8-|` → `superview.trailing == a.trailing + 8`, so the
///   constant is the gap and a relation bounds the gap (`-(>=8)-` means "at least 8") at either end. This is the
///   shape Apple's parser produces (the view or edge that comes later in the string is the first item).
/// - `|` is `LayoutItem.superview(of:)` the view next to it.
/// - A connection with no dash is flush (gap 0); a lone `-` is `standardSpacing` between views and
///   `standardSuperviewSpacing` next to `|`.
/// - `[a(44@750)]` → `a.width == 44 @750`; a view name in a view's predicate, `[a(==b)]`, → `a.width == b.width`.
///   An identifier there that is a metric is the metric's value; any other identifier is a view name.
/// - Every constraint's `identifier` is the whole format string, unchanged.
///
/// Apple's parser rejects whitespace; this one ignores it between tokens.
public enum VisualFormat {
    /// The standard gap between sibling views, `[a]-[b]` (`ALG:VisualFormatLanguage`, "Standard Space").
    public static let standardSpacing: Double = 8
    /// The standard gap between a view and its superview's edge, `|-[a]` (Auto Layout Guide: 20 points).
    public static let standardSuperviewSpacing: Double = 20

    /// Parses one VFL string ("H:|-[title]-(>=8)-[badge(44@750)]-|") into constraints, in the order they appear.
    /// `metrics` supplies the values of metric names used as constants or priorities. Throws for syntax errors,
    /// unknown metrics, and priorities outside 1…1000.
    public static func constraints(_ format: String, metrics: [String: Double] = [:]) throws(ConstraintSyntaxError)
        -> [LayoutConstraint]
    {
        var parser = Parser(format: format, metrics: metrics)
        return try parser.parseFormat().constraints(identifier: format)
    }
}

extension VisualFormat {
    /// The axis a VFL string lays views out along.
    enum Axis: Sendable {
        case horizontal, vertical

        var leadingEdge: LayoutAttribute { self == .horizontal ? .leading : .top }
        var trailingEdge: LayoutAttribute { self == .horizontal ? .trailing : .bottom }
        var size: LayoutAttribute { self == .horizontal ? .width : .height }
    }

    /// One `(relation)? object (@priority)?` of a VFL predicate list.
    struct Predicate: Sendable {
        enum Object: Sendable {
            case constant(Double)
            case view(name: String, column: Int)
        }

        var relation: LayoutRelation
        var object: Object
        var priority: LayoutPriority
    }

    /// One bound on a gap, from a connection's predicate list.
    struct GapPredicate: Sendable {
        var relation: LayoutRelation
        var constant: Double
        var priority: LayoutPriority
    }

    /// A VFL connection: flush (no dash), standard (`-`), or explicit (`-8-`, `-(>=8,<=20)-`).
    enum Connection: Sendable {
        case flush
        case standard
        case explicit([GapPredicate])

        func gapPredicates(standardGap: Double) -> [GapPredicate] {
            switch self {
            case .flush: return [GapPredicate(relation: .equal, constant: 0, priority: .required)]
            case .standard: return [GapPredicate(relation: .equal, constant: standardGap, priority: .required)]
            case let .explicit(predicates): return predicates
            }
        }
    }

    /// A `[name(predicates)]` element.
    struct View: Sendable {
        var name: String
        var sizePredicates: [Predicate]
    }

    /// A parsed VFL string. The grammar guarantees at least one view, so the first is stored on its own.
    struct Line: Sendable {
        var axis: Axis
        var leadingEdgeConnection: Connection?
        var firstView: View
        var followingViews: [(connection: Connection, view: View)]
        var trailingEdgeConnection: Connection?

        /// The constraints in source order: leading edge, then each view's size followed by the gap after it,
        /// then the trailing edge.
        func constraints(identifier: String) -> [LayoutConstraint] {
            var constraints: [LayoutConstraint] = []
            func addGap(_ connection: Connection, standardGap: Double, from earlier: LayoutAnchor,
                        to later: LayoutAnchor) {
                for predicate in connection.gapPredicates(standardGap: standardGap) {
                    constraints.append(LayoutConstraint(later, predicate.relation, earlier,
                                                        constant: predicate.constant, priority: predicate.priority,
                                                        identifier: identifier))
                }
            }
            func addSize(of view: View) {
                let subject = LayoutAnchor(.view(view.name), axis.size)
                for predicate in view.sizePredicates {
                    switch predicate.object {
                    case let .constant(value):
                        constraints.append(LayoutConstraint(subject, predicate.relation, constant: value,
                                                            priority: predicate.priority, identifier: identifier))
                    case let .view(name, _):
                        let other = LayoutAnchor(.view(name), axis.size)
                        constraints.append(LayoutConstraint(subject, predicate.relation, other,
                                                            priority: predicate.priority, identifier: identifier))
                    }
                }
            }

            if let leadingEdgeConnection {
                addGap(leadingEdgeConnection, standardGap: VisualFormat.standardSuperviewSpacing,
                       from: LayoutAnchor(.superview(of: firstView.name), axis.leadingEdge),
                       to: LayoutAnchor(.view(firstView.name), axis.leadingEdge))
            }
            addSize(of: firstView)
            var previous = firstView
            for (connection, view) in followingViews {
                addGap(connection, standardGap: VisualFormat.standardSpacing,
                       from: LayoutAnchor(.view(previous.name), axis.trailingEdge),
                       to: LayoutAnchor(.view(view.name), axis.leadingEdge))
                addSize(of: view)
                previous = view
            }
            if let trailingEdgeConnection {
                addGap(trailingEdgeConnection, standardGap: VisualFormat.standardSuperviewSpacing,
                       from: LayoutAnchor(.view(previous.name), axis.trailingEdge),
                       to: LayoutAnchor(.superview(of: previous.name), axis.trailingEdge))
            }
            return constraints
        }
    }

    /// Recursive-descent parser for one VFL string, following the grammar of `ALG:VisualFormatLanguage`.
    struct Parser {
        private var scanner: ConstraintScanner
        private let metrics: [String: Double]

        init(format: String, metrics: [String: Double]) {
            scanner = ConstraintScanner(format)
            self.metrics = metrics
        }

        mutating func parseFormat() throws(ConstraintSyntaxError) -> Line {
            guard scanner.peek() != nil else { throw scanner.error("the format is empty", at: 1) }
            let axis = try parseOrientation()
            var leadingEdgeConnection: Connection?
            if scanner.skip("|") { leadingEdgeConnection = try parseConnection() }
            let firstView = try parseFirstView()
            var followingViews: [(connection: Connection, view: View)] = []
            var trailingEdgeConnection: Connection?
            while true {
                let connection = try parseConnection()
                guard let next = scanner.peek() else {
                    if case .flush = connection { break }
                    throw scanner.error("expected a view or '|' after the spacing")
                }
                if next == "[" {
                    followingViews.append((connection, try parseView()))
                } else if next == "|" {
                    scanner.advance()
                    trailingEdgeConnection = connection
                    break
                } else {
                    throw unexpectedBetweenElements(next)
                }
            }
            if let extra = scanner.peek() {
                throw scanner.error("unexpected '\(extra)' after the closing '|'; '|' can only start or end a format")
            }
            return Line(axis: axis, leadingEdgeConnection: leadingEdgeConnection, firstView: firstView,
                        followingViews: followingViews, trailingEdgeConnection: trailingEdgeConnection)
        }

        /// `(H:|V:)?`, defaulting to horizontal.
        private mutating func parseOrientation() throws(ConstraintSyntaxError) -> Axis {
            if scanner.peek() == ":" { throw scanner.error("expected 'H' or 'V' before ':'") }
            var lookahead = scanner
            guard let word = lookahead.scanIdentifier() else { return .horizontal }
            guard lookahead.skip(":") else {
                if word.text == "H" || word.text == "V", let next = lookahead.peek(), next == "[" || next == "|" {
                    throw lookahead.error("expected ':' after the orientation '\(word.text)'")
                }
                return .horizontal
            }
            scanner = lookahead
            switch word.text {
            case "H": return .horizontal
            case "V": return .vertical
            case "h", "v":
                throw scanner.error("unknown orientation '\(word.text):'; did you mean '\(word.text.uppercased()):'?",
                                    at: word.column)
            default:
                throw scanner.error("unknown orientation '\(word.text):'; expected 'H:' or 'V:'", at: word.column)
            }
        }

        private mutating func parseFirstView() throws(ConstraintSyntaxError) -> View {
            switch scanner.peek() {
            case nil, "|":
                throw scanner.error("the format must contain at least one view, like '[name]'")
            case "[":
                return try parseView()
            case let .some(found):
                throw unexpectedBetweenElements(found)
            }
        }

        /// `[name(predicateList)?]`.
        private mutating func parseView() throws(ConstraintSyntaxError) -> View {
            scanner.advance()
            guard let name = scanner.scanIdentifier() else {
                switch scanner.peek() {
                case "]": throw scanner.error("expected a view name between '[' and ']'")
                case let .some(found) where found.isNumber:
                    throw scanner.error("a view name must start with a letter or underscore, found '\(found)'")
                default: throw scanner.error("expected a view name after '[', found \(scanner.describeNext())")
                }
            }
            var sizePredicates: [Predicate] = []
            if scanner.peek() == "(" {
                sizePredicates = try parsePredicateList(closing: "the predicate list of the view '\(name.text)'",
                                                        allowsViewNames: true)
            }
            guard scanner.skip("]") else { throw scanner.error("expected ']' to close the view '\(name.text)'") }
            return View(name: name.text, sizePredicates: sizePredicates)
        }

        /// A connection: nothing (flush), `-` before a view or `|` (standard), or `-predicateList-`.
        private mutating func parseConnection() throws(ConstraintSyntaxError) -> Connection {
            guard scanner.skip("-") else { return .flush }
            guard let next = scanner.peek() else { throw scanner.error("expected a view or '|' after '-'") }
            if next == "[" || next == "|" { return .standard }
            let predicates: [Predicate]
            if next == "(" {
                predicates = try parsePredicateList(closing: "the spacing predicate list", allowsViewNames: false)
            } else {
                predicates = [try parseSimpleSpacing()]
            }
            guard scanner.skip("-") else {
                throw scanner.error("expected '-' after the spacing, found \(scanner.describeNext())")
            }
            var gaps: [GapPredicate] = []
            for predicate in predicates {
                switch predicate.object {
                case let .constant(value):
                    gaps.append(GapPredicate(relation: predicate.relation, constant: value,
                                             priority: predicate.priority))
                case let .view(name, column):
                    var message = ConstraintDiagnostics.unknownMetric(name, metrics: metrics)
                    if ConstraintDiagnostics.nearestName(to: name, among: Array(metrics.keys)) == nil {
                        message += "; view names are only allowed in a view's size predicate, like '[a(==\(name))]'"
                    }
                    throw scanner.error(message, at: column)
                }
            }
            return .explicit(gaps)
        }

        /// The unparenthesised spacing of `-8-` or `-pad-`: a positive number or a metric, with no relation or
        /// priority.
        private mutating func parseSimpleSpacing() throws(ConstraintSyntaxError) -> Predicate {
            if let next = scanner.peek(), "<>=".contains(next) {
                throw scanner.error("a relation in a spacing needs parentheses, like '-(>=8)-'")
            }
            let value: Double
            if let number = try scanner.scanNumber(allowingSign: false) {
                value = number.value
            } else if let name = scanner.scanIdentifier() {
                value = try metricValue(name)
            } else {
                throw scanner.error("expected a spacing (a number, a metric or a parenthesised predicate list) "
                    + "after '-', found \(scanner.describeNext())")
            }
            if scanner.peek() == "@" {
                throw scanner.error("a priority in a spacing needs parentheses, like '-(8@750)-'")
            }
            return Predicate(relation: .equal, object: .constant(value), priority: .required)
        }

        /// `(predicate(,predicate)*)`; `closing` names the list in error messages.
        private mutating func parsePredicateList(closing: String, allowsViewNames: Bool) throws(ConstraintSyntaxError)
            -> [Predicate]
        {
            scanner.advance()
            var predicates: [Predicate] = []
            while true {
                predicates.append(try parsePredicate(allowsViewNames: allowsViewNames))
                if scanner.skip(",") { continue }
                if scanner.skip(")") { return predicates }
                throw scanner.error("expected ',' or ')' to close \(closing), found \(scanner.describeNext())")
            }
        }

        /// `(==|<=|>=)? (number | metric | viewName) (@priority)?`.
        private mutating func parsePredicate(allowsViewNames: Bool) throws(ConstraintSyntaxError) -> Predicate {
            let relation = try scanner.scanRelation(acceptingSingleEquals: false) ?? .equal
            let object: Predicate.Object
            if let number = try scanner.scanNumber(allowingSign: true) {
                object = .constant(number.value)
            } else if let name = scanner.scanIdentifier() {
                if let value = metrics[name.text] {
                    object = .constant(value)
                } else {
                    object = .view(name: name.text, column: name.column)
                }
            } else {
                let expected = allowsViewNames ? "a number, a metric or a view name" : "a number or a metric"
                throw scanner.error("expected \(expected), found \(scanner.describeNext())")
            }
            let priority = scanner.skip("@") ? try scanner.scanPriority(metrics: metrics) : LayoutPriority.required
            return Predicate(relation: relation, object: object, priority: priority)
        }

        private func metricValue(_ name: ConstraintScanner.Word) throws(ConstraintSyntaxError) -> Double {
            guard let value = metrics[name.text] else {
                throw scanner.error(ConstraintDiagnostics.unknownMetric(name.text, metrics: metrics), at: name.column)
            }
            return value
        }

        /// The error for a character that cannot follow a view (or start the format).
        private func unexpectedBetweenElements(_ found: Character) -> ConstraintSyntaxError {
            switch found {
            case "]": return scanner.error("unexpected ']' with no matching '['")
            case ")": return scanner.error("unexpected ')' with no matching '('")
            case "(":
                return scanner.error(
                    "unexpected '('; predicates belong inside a view '[name(…)]' or a spacing '-(…)-'")
            default:
                var lookahead = scanner
                if let word = lookahead.scanIdentifier() {
                    return scanner.error("expected '[' before the view name '\(word.text)'")
                }
                return scanner.error("unexpected '\(found)'; expected '-', '[' or '|'")
            }
        }
    }
}

// MARK: - Equations

/// One constraint written as a linear equation, the way UIKit logs constraints (`AD:nslayoutconstraint`):
/// `item.attr (=|==|<=|>=) rhs (@priority)?`.
///
/// - An item is `view`, or a view's guide `view.contentLayoutGuide` / `view.frameLayoutGuide` /
///   `view.layoutMarginsGuide` (→ `LayoutItem.guide`), followed by `.attribute`: a `LayoutAttribute` raw value, or
///   `baseline` for `lastBaseline`. Guides only offer edges, centres and sizes (no baselines or margins).
/// - The right-hand side is a sum of terms (`+`, `-`); a term is a product of numbers, metrics and at most one
///   `item.attr` (`*`, and `/` by a non-zero number or metric). At most one term may hold an item: it becomes the
///   second anchor and its factor the multiplier; the other terms add up to the constant. So
///   `b.top * 1.8 + 30`, `30 + b.top * 1.8`, `b.width / 2` and `b.bottom - pad` all work.
/// - UIKit's pairing rules are enforced: both attributes in one family (horizontal position, vertical position,
///   dimension), leading/trailing never with left/right, and a position needs a second item with a non-zero
///   multiplier.
/// - The `identifier` is the text with surrounding whitespace trimmed.
public enum ConstraintEquation {
    /// Parses "title.firstBaseline = contentView.top * 1.8 + 30 @999".
    public static func constraint(_ text: String, metrics: [String: Double] = [:]) throws(ConstraintSyntaxError)
        -> LayoutConstraint
    {
        var parser = Parser(text: text, metrics: metrics)
        return try parser.parseConstraint()
    }
}

extension ConstraintEquation {
    /// An anchor and the column where its text starts.
    struct AnchorReference: Sendable {
        var anchor: LayoutAnchor
        var column: Int
    }

    /// Recursive-descent parser for one constraint equation.
    struct Parser {
        private var scanner: ConstraintScanner
        private let metrics: [String: Double]
        private let identifier: String

        /// The attributes a `UILayoutGuide` offers (`AD:uilayoutguide`: edge, centre and size anchors only).
        private static let guideAttributes: [LayoutAttribute] = [
            .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
        ]

        init(text: String, metrics: [String: Double]) {
            scanner = ConstraintScanner(text)
            self.metrics = metrics
            let characters = Array(text)
            if let first = characters.firstIndex(where: { !$0.isWhitespace }),
               let last = characters.lastIndex(where: { !$0.isWhitespace })
            {
                identifier = String(characters[first...last])
            } else {
                identifier = ""
            }
        }

        mutating func parseConstraint() throws(ConstraintSyntaxError) -> LayoutConstraint {
            guard let start = scanner.peek() else { throw scanner.error("the constraint is empty", at: 1) }
            var lookahead = scanner
            guard let firstWord = lookahead.scanIdentifier() else {
                throw scanner.error("expected an item attribute like 'title.top' at the start, found '\(start)'")
            }
            guard lookahead.peek() == "." else {
                throw lookahead.error(
                    "expected '.' and an attribute after '\(firstWord.text)', like '\(firstWord.text).top'")
            }
            let first = try parseAnchor()
            guard let relation = try scanner.scanRelation(acceptingSingleEquals: true) else {
                throw scanner.error(
                    "expected '=', '==', '<=' or '>=' after '\(first.anchor)', found \(scanner.describeNext())")
            }
            let rightHandSideColumn = scanner.peekColumn()
            let rightHandSide = try parseRightHandSide()
            var priority = LayoutPriority.required
            if scanner.skip("@") {
                priority = try scanner.scanPriority(metrics: metrics)
                if scanner.peek() != nil {
                    throw scanner.error("unexpected \(scanner.describeNext()) after the priority")
                }
            } else if scanner.peek() != nil {
                throw scanner.error(
                    "unexpected \(scanner.describeNext()); expected '+', '-', '*', '/', '@' or the end")
            }
            try validate(first, rightHandSide, rightHandSideColumn: rightHandSideColumn)
            return LayoutConstraint(first.anchor, relation, rightHandSide.anchor?.anchor,
                                    multiplier: rightHandSide.anchor == nil ? 1 : rightHandSide.multiplier,
                                    constant: rightHandSide.constant, priority: priority, identifier: identifier)
        }

        /// The right-hand side reduced to `anchor * multiplier + constant`.
        struct RightHandSide {
            var anchor: AnchorReference?
            var multiplier: Double = 1
            var constant: Double = 0
            /// Where the first zero factor of the item's term is, to point at a zero multiplier.
            var multiplierColumn: Int?
        }

        private mutating func parseRightHandSide() throws(ConstraintSyntaxError) -> RightHandSide {
            var result = RightHandSide()
            var sign: Double = 1
            if scanner.skip("-") { sign = -1 } else { _ = scanner.skip("+") }
            while true {
                let term = try parseTerm()
                if let anchor = term.anchor {
                    if let existing = result.anchor {
                        throw scanner.error("the right-hand side can refer to only one item attribute; "
                            + "'\(existing.anchor)' is already there, found '\(anchor.anchor)'", at: anchor.column)
                    }
                    result.anchor = anchor
                    result.multiplier = sign * term.factor
                    result.multiplierColumn = term.zeroFactorColumn
                } else {
                    result.constant += sign * term.factor
                }
                if scanner.skip("+") {
                    sign = 1
                } else if scanner.skip("-") {
                    sign = -1
                } else {
                    return result
                }
            }
        }

        /// A product of numbers, metrics and at most one item attribute, which may not be a divisor.
        private struct Term {
            var factor: Double = 1
            var anchor: AnchorReference?
            var zeroFactorColumn: Int?
        }

        private mutating func parseTerm() throws(ConstraintSyntaxError) -> Term {
            var term = Term()
            try multiply(&term, by: try parseOperand())
            while true {
                if scanner.skip("*") {
                    try multiply(&term, by: try parseOperand())
                } else if scanner.peek() == "/" {
                    scanner.advance()
                    let divisor = try parseOperand()
                    switch divisor.value {
                    case let .anchor(reference):
                        throw scanner.error("cannot divide by an item attribute ('\(reference.anchor)')",
                                            at: divisor.column)
                    case let .number(value):
                        if value == 0 { throw scanner.error("cannot divide by 0", at: divisor.column) }
                        term.factor /= value
                    }
                } else {
                    return term
                }
            }
        }

        private func multiply(_ term: inout Term, by operand: Operand) throws(ConstraintSyntaxError) {
            switch operand.value {
            case let .anchor(reference):
                if let existing = term.anchor {
                    throw scanner.error("cannot multiply two item attributes ('\(existing.anchor)' and "
                        + "'\(reference.anchor)')", at: reference.column)
                }
                term.anchor = reference
            case let .number(value):
                term.factor *= value
                if value == 0, term.zeroFactorColumn == nil { term.zeroFactorColumn = operand.column }
            }
        }

        /// A number, a metric, or an item attribute, with the column where it starts.
        private struct Operand {
            enum Value { case number(Double), anchor(AnchorReference) }
            var value: Value
            var column: Int
        }

        private mutating func parseOperand() throws(ConstraintSyntaxError) -> Operand {
            let column = scanner.peekColumn()
            if let number = try scanner.scanNumber(allowingSign: false) {
                return Operand(value: .number(number.value), column: column)
            }
            var lookahead = scanner
            guard let word = lookahead.scanIdentifier() else {
                throw scanner.error("expected a number, a metric or an item attribute like 'title.top', found "
                    + scanner.describeNext())
            }
            if lookahead.peek() == "." {
                return Operand(value: .anchor(try parseAnchor()), column: column)
            }
            scanner = lookahead
            guard let value = metrics[word.text] else {
                throw scanner.error(ConstraintDiagnostics.unknownMetric(word.text, metrics: metrics), at: word.column)
            }
            return Operand(value: .number(value), column: column)
        }

        /// `view.attribute` or `view.guide.attribute`.
        private mutating func parseAnchor() throws(ConstraintSyntaxError) -> AnchorReference {
            let column = scanner.peekColumn()
            var parts: [ConstraintScanner.Word] = []
            if let view = scanner.scanIdentifier() { parts.append(view) }
            while scanner.skip(".") {
                guard let part = scanner.scanIdentifier() else {
                    throw scanner.error("expected an attribute name after '.', found \(scanner.describeNext())")
                }
                parts.append(part)
            }
            guard parts.count >= 2, let view = parts.first, let attributeWord = parts.last else {
                throw scanner.error("expected an item attribute like 'title.top'", at: column)
            }
            guard parts.count <= 3 else {
                let path = parts.map(\.text).joined(separator: ".")
                throw scanner.error("too many '.' parts in '\(path)'; expected 'view.attribute' or "
                    + "'view.guide.attribute'", at: parts[3].column)
            }
            let item: LayoutItem
            if parts.count == 3 {
                let guideWord = parts[1]
                guard let kind = LayoutGuideKind(rawValue: guideWord.text), kind.belongsToView else {
                    let names = LayoutGuideKind.allCases.filter(\.belongsToView).map(\.rawValue)
                    let hint = ConstraintDiagnostics.suggestion(for: guideWord.text, among: names, listing: "guides")
                    throw scanner.error("unknown layout guide '\(guideWord.text)'" + hint, at: guideWord.column)
                }
                item = .guide(view.text, kind)
            } else {
                if let kind = LayoutGuideKind(rawValue: attributeWord.text), kind.belongsToView {
                    throw scanner.error("expected '.' and an attribute after '\(view.text).\(kind.rawValue)'")
                }
                item = .view(view.text)
            }
            let attribute = try resolveAttribute(attributeWord)
            if case .guide = item, !Self.guideAttributes.contains(attribute) {
                let names = Self.guideAttributes.map(\.rawValue).joined(separator: ", ")
                throw scanner.error("a layout guide has no '\(attributeWord.text)' attribute (guides offer \(names))",
                                    at: attributeWord.column)
            }
            return AnchorReference(anchor: LayoutAnchor(item, attribute), column: column)
        }

        private func resolveAttribute(_ word: ConstraintScanner.Word) throws(ConstraintSyntaxError)
            -> LayoutAttribute
        {
            if let attribute = LayoutAttribute(rawValue: word.text) { return attribute }
            if word.text == "baseline" { return .lastBaseline }
            let names = LayoutAttribute.allCases.map(\.rawValue) + ["baseline"]
            let hint = ConstraintDiagnostics.suggestion(for: word.text, among: names, listing: "attributes")
            throw scanner.error("unknown attribute '\(word.text)'" + hint, at: word.column)
        }

        /// UIKit's pairing rules (`AD:nslayoutconstraint`, `AD:nslayoutanchor`).
        private func validate(_ first: AnchorReference, _ rightHandSide: RightHandSide, rightHandSideColumn: Int)
            throws(ConstraintSyntaxError)
        {
            let attribute = first.anchor.attribute
            guard let second = rightHandSide.anchor else {
                if attribute.family != .dimension {
                    throw scanner.error("'\(first.anchor)' is a position and needs a second item; only width and "
                        + "height can equal a constant", at: rightHandSideColumn)
                }
                return
            }
            let secondAttribute = second.anchor.attribute
            if attribute.family != secondAttribute.family {
                throw scanner.error("cannot relate '\(first.anchor)' (\(Self.describe(attribute.family))) to "
                    + "'\(second.anchor)' (\(Self.describe(secondAttribute.family))); UIKit only relates attributes "
                    + "of the same kind", at: second.column)
            }
            if (attribute.isDirectional && secondAttribute.isAbsoluteHorizontal)
                || (attribute.isAbsoluteHorizontal && secondAttribute.isDirectional)
            {
                throw scanner.error("cannot relate '\(first.anchor)' to '\(second.anchor)'; UIKit does not mix "
                    + "leading/trailing with left/right", at: second.column)
            }
            if rightHandSide.multiplier == 0, attribute.family != .dimension {
                throw scanner.error("a multiplier of 0 makes '\(first.anchor)' a position equal to a constant, which "
                    + "UIKit rejects", at: rightHandSide.multiplierColumn ?? second.column)
            }
        }

        private static func describe(_ family: LayoutAttribute.Family) -> String {
            switch family {
            case .horizontalPosition: return "a horizontal position"
            case .verticalPosition: return "a vertical position"
            case .dimension: return "a dimension"
            }
        }
    }
}

// MARK: - Scanning

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

// MARK: - Messages

/// Wording shared by the parsers' error messages.
enum ConstraintDiagnostics {
    /// "unknown metric 'pad' (metrics: margin, spacing)", with a "did you mean" when a metric is spelled nearly
    /// alike.
    static func unknownMetric(_ name: String, metrics: [String: Double]) -> String {
        guard !metrics.isEmpty else { return "unknown metric '\(name)' (no metrics were given)" }
        let names = metrics.keys.sorted()
        if let near = nearestName(to: name, among: names) {
            return "unknown metric '\(name)'; did you mean '\(near)'? (metrics: \(names.joined(separator: ", ")))"
        }
        return "unknown metric '\(name)' (metrics: \(names.joined(separator: ", ")))"
    }

    /// "; did you mean 'x'?" for a near match, otherwise the full list of valid names.
    static func suggestion(for name: String, among names: [String], listing kind: String) -> String {
        if let near = nearestName(to: name, among: names) { return "; did you mean '\(near)'?" }
        return " (\(kind): \(names.joined(separator: ", ")))"
    }

    /// The candidate equal to `name` ignoring case, else the closest within a small edit distance (1 for short names,
    /// 2 from five characters on), else nil.
    static func nearestName(to name: String, among candidates: [String]) -> String? {
        let lowered = name.lowercased()
        if let sameLetters = candidates.first(where: { $0.lowercased() == lowered }) { return sameLetters }
        let limit = name.count >= 5 ? 2 : 1
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// Edit distance between two strings, counted in characters: insertions, deletions, substitutions and swaps of
    /// two neighbouring characters each cost 1 (optimal string alignment), so "widht" is 1 away from "width".
    static func editDistance(_ source: String, _ target: String) -> Int {
        let sourceCharacters = Array(source)
        let targetCharacters = Array(target)
        var rowBeforePrevious: [Int] = []
        var previousRow = Array(0...targetCharacters.count)
        for (sourceIndex, sourceCharacter) in sourceCharacters.enumerated() {
            var currentRow = [sourceIndex + 1]
            for (targetIndex, targetCharacter) in targetCharacters.enumerated() {
                let substitution = previousRow[targetIndex] + (sourceCharacter == targetCharacter ? 0 : 1)
                var distance = min(substitution, previousRow[targetIndex + 1] + 1, currentRow[targetIndex] + 1)
                if sourceIndex > 0, targetIndex > 0, sourceCharacter == targetCharacters[targetIndex - 1],
                   sourceCharacters[sourceIndex - 1] == targetCharacter
                {
                    distance = min(distance, rowBeforePrevious[targetIndex - 1] + 1)
                }
                currentRow.append(distance)
            }
            rowBeforePrevious = previousRow
            previousRow = currentRow
        }
        return previousRow[targetCharacters.count]
    }
}
