import Solver

// Apple's Visual Format Language in fixtures. Source: Apple *Auto Layout Guide*, "Visual Format Language"
// (`ALG:VisualFormatLanguage`) for the grammar and examples.

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
        try parse(format, metrics: metrics).constraints
    }

    /// `constraints(_:metrics:)`, and the names of the views the line lays out, in order (for alignment options,
    /// which relate each view to the next).
    public static func parse(_ format: String, metrics: [String: Double] = [:]) throws(ConstraintSyntaxError)
        -> (constraints: [LayoutConstraint], viewNames: [String])
    {
        var parser = Parser(format: format, metrics: metrics)
        let line = try parser.parseFormat()
        return (line.constraints(identifier: format), [line.firstView.name] + line.followingViews.map(\.view.name))
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
