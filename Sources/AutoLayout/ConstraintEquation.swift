import Solver

// Single linear equations in fixtures. Source: `AD:nslayoutconstraint` for the attribute pairing rules UIKit
// enforces when a constraint is created.

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
