@testable import AutoLayout
import Solver
import Testing

private func view(_ name: String, _ attribute: LayoutAttribute) -> LayoutAnchor {
    LayoutAnchor(.view(name), attribute)
}
private func edge(of name: String, _ attribute: LayoutAttribute) -> LayoutAnchor {
    LayoutAnchor(.superview(of: name), attribute)
}

/// A constraint as the VFL parser must produce it: `identifier` is the whole format string.
private func expected(_ first: LayoutAnchor, _ relation: LayoutRelation, _ second: LayoutAnchor? = nil,
                      multiplier: Double = 1, constant: Double = 0, priority: Double = 1000,
                      from identifier: String) -> LayoutConstraint {
    LayoutConstraint(first, relation, second, multiplier: multiplier, constant: constant,
                     priority: LayoutPriority(priority), identifier: identifier)
}

/// One input that must fail, with the exact column and message.
struct RejectedConstraint: Sendable, CustomTestStringConvertible {
    var text: String
    var metrics: [String: Double] = [:]
    var column: Int
    var message: String

    init(_ text: String, metrics: [String: Double] = [:], column: Int, _ message: String) {
        self.text = text
        self.metrics = metrics
        self.column = column
        self.message = message
    }

    var testDescription: String { "\"\(text)\"" }
}

struct VisualFormatTests {
    // MARK: Apple's documented examples (Auto Layout Guide, "Visual Format Language")

    @Test func standardSpaceBetweenSiblingsIsEightFromTrailingToLeading() throws {
        let format = "[button]-[textField]"
        #expect(try VisualFormat.constraints(format) == [
            expected(view("textField", .leading), .equal, view("button", .trailing), constant: 8, from: format),
        ])
    }

    @Test func widthConstraint() throws {
        let format = "[button(>=50)]"
        #expect(try VisualFormat.constraints(format) == [
            expected(view("button", .width), .greaterThanOrEqual, constant: 50, from: format),
        ])
    }

    @Test func connectionToSuperviewPutsTheLaterEdgeFirst() throws {
        let format = "|-50-[purpleBox]-50-|"
        #expect(try VisualFormat.constraints(format) == [
            expected(view("purpleBox", .leading), .equal, edge(of: "purpleBox", .leading), constant: 50,
                     from: format),
            expected(edge(of: "purpleBox", .trailing), .equal, view("purpleBox", .trailing), constant: 50,
                     from: format),
        ])
    }

    @Test func verticalLayoutUsesTopAndBottom() throws {
        let format = "V:[topField]-10-[bottomField]"
        #expect(try VisualFormat.constraints(format) == [
            expected(view("bottomField", .top), .equal, view("topField", .bottom), constant: 10, from: format),
        ])
    }

    @Test func flushViewsHaveAZeroGap() throws {
        let format = "[maroonView][blueView]"
        #expect(try VisualFormat.constraints(format) == [
            expected(view("blueView", .leading), .equal, view("maroonView", .trailing), constant: 0, from: format),
        ])
    }

    @Test func priority() throws {
        let format = "[button(100@20)]"
        #expect(try VisualFormat.constraints(format) == [
            expected(view("button", .width), .equal, constant: 100, priority: 20, from: format),
        ])
    }

    @Test func equalWidths() throws {
        let format = "[button1(==button2)]"
        #expect(try VisualFormat.constraints(format) == [
            expected(view("button1", .width), .equal, view("button2", .width), from: format),
        ])
    }

    @Test func multiplePredicates() throws {
        let format = "[flexibleButton(>=70,<=100)]"
        #expect(try VisualFormat.constraints(format) == [
            expected(view("flexibleButton", .width), .greaterThanOrEqual, constant: 70, from: format),
            expected(view("flexibleButton", .width), .lessThanOrEqual, constant: 100, from: format),
        ])
    }

    @Test func aCompleteLineOfLayoutInSourceOrder() throws {
        let format = "|-[find]-[findNext]-[findField(>=20)]-|"
        #expect(try VisualFormat.constraints(format) == [
            expected(view("find", .leading), .equal, edge(of: "find", .leading), constant: 20, from: format),
            expected(view("findNext", .leading), .equal, view("find", .trailing), constant: 8, from: format),
            expected(view("findField", .leading), .equal, view("findNext", .trailing), constant: 8, from: format),
            expected(view("findField", .width), .greaterThanOrEqual, constant: 20, from: format),
            expected(edge(of: "findField", .trailing), .equal, view("findField", .trailing), constant: 20,
                     from: format),
        ])
    }

    // MARK: Constructs

    @Test func standardSpacingConstants() {
        #expect(VisualFormat.standardSpacing == 8)
        #expect(VisualFormat.standardSuperviewSpacing == 20)
    }

    @Test func headlineExampleWithGapPredicateAndPrioritisedWidth() throws {
        let format = "H:|-[title]-(>=8)-[badge(44@750)]-|"
        #expect(try VisualFormat.constraints(format) == [
            expected(view("title", .leading), .equal, edge(of: "title", .leading), constant: 20, from: format),
            expected(view("badge", .leading), .greaterThanOrEqual, view("title", .trailing), constant: 8,
                     from: format),
            expected(view("badge", .width), .equal, constant: 44, priority: 750, from: format),
            expected(edge(of: "badge", .trailing), .equal, view("badge", .trailing), constant: 20, from: format),
        ])
    }

    @Test func horizontalIsTheDefaultOrientation() throws {
        let implicit = try VisualFormat.constraints("|[a]-[b]|")
        let explicit = try VisualFormat.constraints("H:|[a]-[b]|")
        #expect(implicit.map { $0.description } == explicit.map { $0.description })
        #expect(implicit.map { $0.description } == [
            "a.leading == superview(a).leading",
            "b.leading == a.trailing + 8",
            "superview(b).trailing == b.trailing",
        ])
    }

    @Test func verticalSuperviewEdgesUseStandardSuperviewSpacing() throws {
        let format = "V:|-[a]-|"
        #expect(try VisualFormat.constraints(format) == [
            expected(view("a", .top), .equal, edge(of: "a", .top), constant: 20, from: format),
            expected(edge(of: "a", .bottom), .equal, view("a", .bottom), constant: 20, from: format),
        ])
    }

    @Test func verticalSizePredicatesAreHeights() throws {
        let format = "V:[a(>=b@750,40)]"
        #expect(try VisualFormat.constraints(format) == [
            expected(view("a", .height), .greaterThanOrEqual, view("b", .height), priority: 750, from: format),
            expected(view("a", .height), .equal, constant: 40, from: format),
        ])
    }

    @Test func flushSuperviewEdges() throws {
        let format = "|[a]|"
        #expect(try VisualFormat.constraints(format) == [
            expected(view("a", .leading), .equal, edge(of: "a", .leading), from: format),
            expected(edge(of: "a", .trailing), .equal, view("a", .trailing), from: format),
        ])
    }

    @Test func gapRelationsBoundTheGapAtBothSuperviewEdges() throws {
        let format = "|-(>=8)-[a]-(<=12@500)-|"
        #expect(try VisualFormat.constraints(format) == [
            expected(view("a", .leading), .greaterThanOrEqual, edge(of: "a", .leading), constant: 8, from: format),
            expected(edge(of: "a", .trailing), .lessThanOrEqual, view("a", .trailing), constant: 12, priority: 500,
                     from: format),
        ])
    }

    @Test func gapPredicateListMakesOneConstraintPerPredicate() throws {
        let format = "[a]-(>=8,<=20@500)-[b]"
        #expect(try VisualFormat.constraints(format) == [
            expected(view("b", .leading), .greaterThanOrEqual, view("a", .trailing), constant: 8, from: format),
            expected(view("b", .leading), .lessThanOrEqual, view("a", .trailing), constant: 20, priority: 500,
                     from: format),
        ])
    }

    @Test func negativeAndFractionalNumbers() throws {
        let format = "[a(12.5)]-(-5)-[b(==1.5e2)]"
        #expect(try VisualFormat.constraints(format) == [
            expected(view("a", .width), .equal, constant: 12.5, from: format),
            expected(view("b", .leading), .equal, view("a", .trailing), constant: -5, from: format),
            expected(view("b", .width), .equal, constant: 150, from: format),
        ])
    }

    @Test func metricsAsSpacingSizeAndPriority() throws {
        let format = "|-margin-[a(width@high)]-(>=gap)-[b]"
        let metrics = ["margin": 16.0, "width": 120, "high": 750, "gap": 4]
        #expect(try VisualFormat.constraints(format, metrics: metrics) == [
            expected(view("a", .leading), .equal, edge(of: "a", .leading), constant: 16, from: format),
            expected(view("a", .width), .equal, constant: 120, priority: 750, from: format),
            expected(view("b", .leading), .greaterThanOrEqual, view("a", .trailing), constant: 4, from: format),
        ])
    }

    @Test func anIdentifierInASizePredicateIsAMetricWhenOneExistsAndAViewOtherwise() throws {
        #expect(try VisualFormat.constraints("[a(>=w)]", metrics: ["w": 30]) == [
            expected(view("a", .width), .greaterThanOrEqual, constant: 30, from: "[a(>=w)]"),
        ])
        #expect(try VisualFormat.constraints("[a(>=w)]") == [
            expected(view("a", .width), .greaterThanOrEqual, view("w", .width), from: "[a(>=w)]"),
        ])
    }

    @Test func whitespaceIsIgnoredButTheIdentifierIsTheWholeString() throws {
        let spaced = " H: | - [ title ( >= 50 @ 750 ) ] - ( >= 8 ) - [ badge ] - | "
        let constraints = try VisualFormat.constraints(spaced)
        let compact = try VisualFormat.constraints("H:|-[title(>=50@750)]-(>=8)-[badge]-|")
        #expect(constraints.map { $0.description } == compact.map { $0.description })
        #expect(constraints.allSatisfy { $0.identifier == spaced })
    }

    @Test func viewNamesMayUseUnderscoresAndDigitsAndRepeat() throws {
        let format = "[_view1]-[view_2][_view1]"
        #expect(try VisualFormat.constraints(format).map { $0.description } == [
            "view_2.leading == _view1.trailing + 8",
            "_view1.leading == view_2.trailing",
        ])
    }

    @Test func everyConstraintIsRequiredWithMultiplierOneUnlessAPriorityIsGiven() throws {
        let constraints = try VisualFormat.constraints("|-[a(>=b)]-(8)-[c(40@999)]-|")
        #expect(constraints.map(\.multiplier) == [1, 1, 1, 1, 1])
        #expect(constraints.map(\.priority.rawValue) == [1000, 1000, 1000, 999, 1000])
    }

    // MARK: Errors

    static let errorCases: [RejectedConstraint] = [
        RejectedConstraint("", column: 1, "the format is empty"),
        RejectedConstraint("   ", column: 1, "the format is empty"),
        RejectedConstraint("X:[a]", column: 1, "unknown orientation 'X:'; expected 'H:' or 'V:'"),
        RejectedConstraint("v:[a]", column: 1, "unknown orientation 'v:'; did you mean 'V:'?"),
        RejectedConstraint(":[a]", column: 1, "expected 'H' or 'V' before ':'"),
        RejectedConstraint("V[a]", column: 2, "expected ':' after the orientation 'V'"),
        RejectedConstraint("H:", column: 3, "the format must contain at least one view, like '[name]'"),
        RejectedConstraint("|-|", column: 3, "the format must contain at least one view, like '[name]'"),
        RejectedConstraint("[title", column: 7, "expected ']' to close the view 'title'"),
        RejectedConstraint("[a(50)", column: 7, "expected ']' to close the view 'a'"),
        RejectedConstraint("[ti tle]", column: 5, "expected ']' to close the view 'ti'"),
        RejectedConstraint("[a(50]", column: 6,
                           "expected ',' or ')' to close the predicate list of the view 'a', found ']'"),
        RejectedConstraint("[a]-(8-[b]", column: 7,
                           "expected ',' or ')' to close the spacing predicate list, found '-'"),
        RejectedConstraint("[a]]", column: 4, "unexpected ']' with no matching '['"),
        RejectedConstraint("[a])", column: 4, "unexpected ')' with no matching '('"),
        RejectedConstraint("[a](50)", column: 4,
                           "unexpected '('; predicates belong inside a view '[name(…)]' or a spacing '-(…)-'"),
        RejectedConstraint("[]", column: 2, "expected a view name between '[' and ']'"),
        RejectedConstraint("[1a]", column: 2, "a view name must start with a letter or underscore, found '1'"),
        RejectedConstraint("[a] b", column: 5, "expected '[' before the view name 'b'"),
        RejectedConstraint("title", column: 1, "expected '[' before the view name 'title'"),
        RejectedConstraint("[a]+[b]", column: 4, "unexpected '+'; expected '-', '[' or '|'"),
        RejectedConstraint("[a]-(>=8)-x", column: 11, "expected '[' before the view name 'x'"),
        RejectedConstraint("[a]-[b(>=8 c)]", column: 12,
                           "expected ',' or ')' to close the predicate list of the view 'b', found 'c'"),
        RejectedConstraint("[a]-pad-[b]", column: 5, "unknown metric 'pad' (no metrics were given)"),
        RejectedConstraint("[a]-pad-[b]", metrics: ["padding": 8, "gap": 4], column: 5,
                           "unknown metric 'pad' (metrics: gap, padding)"),
        RejectedConstraint("[a]-(>=Gap)-[b]", metrics: ["gap": 4], column: 8,
                           "unknown metric 'Gap'; did you mean 'gap'? (metrics: gap)"),
        RejectedConstraint("[a]-(==b)-[b]", column: 8, "unknown metric 'b' (no metrics were given); view names are "
                               + "only allowed in a view's size predicate, like '[a(==b)]'"),
        RejectedConstraint("[a(50@p)]", column: 7, "unknown metric 'p' (no metrics were given)"),
        RejectedConstraint("[a]-1.2.3-[b]", column: 5, "bad number '1.2.3'"),
        RejectedConstraint("[a(12px)]", column: 4, "bad number '12px'"),
        RejectedConstraint("[a]-8[b]", column: 6, "expected '-' after the spacing, found '['"),
        RejectedConstraint("[a]-", column: 5, "expected a view or '|' after '-'"),
        RejectedConstraint("[a]-8-", column: 7, "expected a view or '|' after the spacing"),
        RejectedConstraint("[a]-(>=8)- ", column: 12, "expected a view or '|' after the spacing"),
        RejectedConstraint("[a]-|x", column: 6,
                           "unexpected 'x' after the closing '|'; '|' can only start or end a format"),
        RejectedConstraint("[a]|-[b]", column: 5,
                           "unexpected '-' after the closing '|'; '|' can only start or end a format"),
        RejectedConstraint("[a(50@1200)]", column: 7, "priority must be between 1 and 1000, found 1200"),
        RejectedConstraint("[a(50@0)]", column: 7, "priority must be between 1 and 1000, found 0"),
        RejectedConstraint("[a(50@high)]", metrics: ["high": 1001], column: 7,
                           "priority must be between 1 and 1000, found 1001"),
        RejectedConstraint("[a(50@)]", column: 7, "expected a priority (a number or a metric) after '@', found ')'"),
        RejectedConstraint("[a]->=8-[b]", column: 5, "a relation in a spacing needs parentheses, like '-(>=8)-'"),
        RejectedConstraint("[a]-8@750-[b]", column: 6, "a priority in a spacing needs parentheses, like '-(8@750)-'"),
        RejectedConstraint("[a]--[b]", column: 5,
                           "expected a spacing (a number, a metric or a parenthesised predicate list) after '-', "
                               + "found '-'"),
        RejectedConstraint("[a(=50)]", column: 4, "'=' is not a VFL relation; use '=='"),
        RejectedConstraint("[a(=>50)]", column: 4, "'=>' is not a relation; use '>='"),
        RejectedConstraint("[a(<50)]", column: 4, "'<' is not a relation; use '<='"),
        RejectedConstraint("[a(>=)]", column: 6, "expected a number, a metric or a view name, found ')'"),
        RejectedConstraint("[a]-(>=)-[b]", column: 8, "expected a number or a metric, found ')'"),
        RejectedConstraint("[a(50,)]", column: 7, "expected a number, a metric or a view name, found ')'"),
    ]

    @Test(arguments: errorCases) func rejects(_ errorCase: RejectedConstraint) {
        #expect(throws: ConstraintSyntaxError(column: errorCase.column, message: errorCase.message)) {
            try VisualFormat.constraints(errorCase.text, metrics: errorCase.metrics)
        }
    }

    @Test func nearMatchesIgnoreCaseAndCountASwapAsOneEdit() {
        #expect(ConstraintDiagnostics.editDistance("widht", "width") == 1)
        #expect(ConstraintDiagnostics.editDistance("kitten", "sitting") == 3)
        #expect(ConstraintDiagnostics.nearestName(to: "CENTERX", among: ["centerX", "centerY"]) == "centerX")
        #expect(ConstraintDiagnostics.nearestName(to: "hieght", among: ["width", "height"]) == "height")
        #expect(ConstraintDiagnostics.nearestName(to: "top", among: ["bottom", "left"]) == nil)
    }

    @Test func errorDescriptionNamesTheColumn() {
        #expect(ConstraintSyntaxError(column: 7, message: "expected ']' to close the view 'title'").description
            == "column 7: expected ']' to close the view 'title'")
    }
}

struct ConstraintEquationTests {
    @Test func fullEquationWithMultiplierConstantAndPriority() throws {
        let text = "title.firstBaseline = contentView.top * 1.8 + 30 @999"
        let constraint = try ConstraintEquation.constraint(text)
        #expect(constraint == LayoutConstraint(view("title", .firstBaseline), .equal, view("contentView", .top),
                                               multiplier: 1.8, constant: 30, priority: LayoutPriority(999),
                                               identifier: text))
        #expect(constraint.description == "title.firstBaseline == contentView.top * 1.8 + 30 @999")
    }

    @Test func relations() throws {
        #expect(try ConstraintEquation.constraint("a.width == 44").relation == .equal)
        #expect(try ConstraintEquation.constraint("a.width = 44").relation == .equal)
        #expect(try ConstraintEquation.constraint("a.width <= 44").relation == .lessThanOrEqual)
        #expect(try ConstraintEquation.constraint("a.width >= 44").relation == .greaterThanOrEqual)
    }

    @Test func dimensionEqualToAConstantHasNoSecondItem() throws {
        #expect(try ConstraintEquation.constraint("a.width == 44") == LayoutConstraint(
            view("a", .width), .equal, nil, multiplier: 1, constant: 44, identifier: "a.width == 44"))
        #expect(try ConstraintEquation.constraint("a.height = -2 + 3 * 4").constant == 10)
    }

    @Test func divisionIsAReciprocalMultiplier() throws {
        #expect(try ConstraintEquation.constraint("a.width <= b.width / 4") == LayoutConstraint(
            view("a", .width), .lessThanOrEqual, view("b", .width), multiplier: 0.25,
            identifier: "a.width <= b.width / 4"))
    }

    @Test func subtractedConstant() throws {
        #expect(try ConstraintEquation.constraint("a.top >= b.bottom - 8") == LayoutConstraint(
            view("a", .top), .greaterThanOrEqual, view("b", .bottom), constant: -8,
            identifier: "a.top >= b.bottom - 8"))
    }

    @Test func leadingConstantAndLeadingFactor() throws {
        let constantFirst = try ConstraintEquation.constraint("a.centerX = 10 + b.centerX * 2")
        #expect(constantFirst == LayoutConstraint(view("a", .centerX), .equal, view("b", .centerX), multiplier: 2,
                                                  constant: 10, identifier: "a.centerX = 10 + b.centerX * 2"))
        let factorFirst = try ConstraintEquation.constraint("a.width = 2 * b.height")
        #expect(factorFirst.second == view("b", .height))
        #expect(factorFirst.multiplier == 2)
    }

    @Test func subtractedItemHasANegativeMultiplier() throws {
        #expect(try ConstraintEquation.constraint("a.width = 100 - b.width / 2") == LayoutConstraint(
            view("a", .width), .equal, view("b", .width), multiplier: -0.5, constant: 100,
            identifier: "a.width = 100 - b.width / 2"))
    }

    @Test func layoutGuides() throws {
        #expect(try ConstraintEquation.constraint("a.leading = cell.layoutMarginsGuide.leading").second
            == LayoutAnchor(.guide("cell", .layoutMarginsGuide), .leading))
        #expect(try ConstraintEquation.constraint("scroll.contentLayoutGuide.width = scroll.frameLayoutGuide.width")
            == LayoutConstraint(LayoutAnchor(.guide("scroll", .contentLayoutGuide), .width), .equal,
                                LayoutAnchor(.guide("scroll", .frameLayoutGuide), .width),
                                identifier: "scroll.contentLayoutGuide.width = scroll.frameLayoutGuide.width"))
    }

    @Test func baselineIsLastBaseline() throws {
        let constraint = try ConstraintEquation.constraint("a.baseline = b.baseline")
        #expect(constraint.first == view("a", .lastBaseline))
        #expect(constraint.second == view("b", .lastBaseline))
    }

    @Test func everyAttributeNameIsAccepted() throws {
        for attribute in LayoutAttribute.allCases {
            let other = attribute.family == .dimension ? "b.width" : attribute.family == .verticalPosition ? "b.top"
                : attribute.isAbsoluteHorizontal ? "b.left" : "b.leading"
            #expect(try ConstraintEquation.constraint("a.\(attribute.rawValue) = \(other)").first
                == view("a", attribute))
        }
    }

    @Test func metricsForMultiplierConstantAndPriority() throws {
        let metrics = ["ratio": 0.5, "pad": 12, "high": 750]
        #expect(try ConstraintEquation.constraint("a.top = b.bottom * ratio - pad @high", metrics: metrics)
            == LayoutConstraint(view("a", .top), .equal, view("b", .bottom), multiplier: 0.5, constant: -12,
                                priority: LayoutPriority(750), identifier: "a.top = b.bottom * ratio - pad @high"))
        #expect(try ConstraintEquation.constraint("a.width = b.width / pad", metrics: metrics).multiplier == 1.0 / 12)
    }

    @Test func identifierIsTheTrimmedText() throws {
        #expect(try ConstraintEquation.constraint("  a.width = 5 @ 250\n").identifier == "a.width = 5 @ 250")
        #expect(try ConstraintEquation.constraint("  a.width = 5 @ 250\n").priority == .defaultLow)
    }

    @Test func absoluteAndDirectionalEdgesEachRelateWithinTheirOwnKind() throws {
        #expect(try ConstraintEquation.constraint("a.right = b.rightMargin").second == view("b", .rightMargin))
        #expect(try ConstraintEquation.constraint("a.leadingMargin = b.trailing").second == view("b", .trailing))
        #expect(try ConstraintEquation.constraint("a.left = b.centerX").second == view("b", .centerX))
    }

    @Test func dimensionMayUseAZeroMultiplier() throws {
        let constraint = try ConstraintEquation.constraint("a.width = b.width * 0 + 20")
        #expect(constraint.multiplier == 0)
        #expect(constraint.constant == 20)
    }

    static let errorCases: [RejectedConstraint] = [
        RejectedConstraint("", column: 1, "the constraint is empty"),
        RejectedConstraint(" \t", column: 1, "the constraint is empty"),
        RejectedConstraint("5 = a.top", column: 1,
                           "expected an item attribute like 'title.top' at the start, found '5'"),
        RejectedConstraint("a = 5", column: 3, "expected '.' and an attribute after 'a', like 'a.top'"),
        RejectedConstraint("a.top b.top", column: 7, "expected '=', '==', '<=' or '>=' after 'a.top', found 'b'"),
        RejectedConstraint("a.top => b.top", column: 7, "'=>' is not a relation; use '>='"),
        RejectedConstraint("a.top = ", column: 9,
                           "expected a number, a metric or an item attribute like 'title.top', found the end"),
        RejectedConstraint("a.firstbaseline = b.top", column: 3,
                           "unknown attribute 'firstbaseline'; did you mean 'firstBaseline'?"),
        RejectedConstraint("a.widht = 5", column: 3, "unknown attribute 'widht'; did you mean 'width'?"),
        RejectedConstraint("a.size = 5", column: 3, "unknown attribute 'size' (attributes: left, right, top, bottom, "
                               + "leading, trailing, width, height, centerX, centerY, firstBaseline, lastBaseline, "
                               + "leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, "
                               + "centerXWithinMargins, centerYWithinMargins, baseline)"),
        RejectedConstraint("a.top = b.", column: 11, "expected an attribute name after '.', found the end"),
        RejectedConstraint("a.b.c.d = 5", column: 7,
                           "too many '.' parts in 'a.b.c.d'; expected 'view.attribute' or 'view.guide.attribute'"),
        RejectedConstraint("a.safeArea.top = b.top", column: 3, "unknown layout guide 'safeArea' (guides: "
                               + "contentLayoutGuide, frameLayoutGuide, layoutMarginsGuide, safeAreaLayoutGuide)"),
        RejectedConstraint("a.layoutMarginGuide.top = b.top", column: 3,
                           "unknown layout guide 'layoutMarginGuide'; did you mean 'layoutMarginsGuide'?"),
        RejectedConstraint("a.layoutMarginsGuide = b.top", column: 22,
                           "expected '.' and an attribute after 'a.layoutMarginsGuide'"),
        RejectedConstraint("a.contentLayoutGuide.firstBaseline = b.top", column: 22, "a layout guide has no "
                               + "'firstBaseline' attribute (guides offer left, right, top, bottom, leading, trailing, "
                               + "width, height, centerX, centerY)"),
        RejectedConstraint("a.top = b.width", column: 9, "cannot relate 'a.top' (a vertical position) to 'b.width' "
                               + "(a dimension); UIKit only relates attributes of the same kind"),
        RejectedConstraint("a.centerX = b.centerY", column: 13, "cannot relate 'a.centerX' (a horizontal position) to "
                               + "'b.centerY' (a vertical position); UIKit only relates attributes of the same kind"),
        RejectedConstraint("a.leading = b.left", column: 13,
                           "cannot relate 'a.leading' to 'b.left'; UIKit does not mix leading/trailing with "
                               + "left/right"),
        RejectedConstraint("a.rightMargin = 2 * b.trailingMargin", column: 21, "cannot relate 'a.rightMargin' to "
                               + "'b.trailingMargin'; UIKit does not mix leading/trailing with left/right"),
        RejectedConstraint("a.top = 8", column: 9,
                           "'a.top' is a position and needs a second item; only width and height can equal a constant"),
        RejectedConstraint("a.top = b.top * 0 + 8", column: 17,
                           "a multiplier of 0 makes 'a.top' a position equal to a constant, which UIKit rejects"),
        RejectedConstraint("a.width = b.width / 0", column: 21, "cannot divide by 0"),
        RejectedConstraint("a.width = b.width / z", metrics: ["z": 0], column: 21, "cannot divide by 0"),
        RejectedConstraint("a.width = 10 / b.width", column: 16, "cannot divide by an item attribute ('b.width')"),
        RejectedConstraint("a.width = b.width * c.width", column: 21,
                           "cannot multiply two item attributes ('b.width' and 'c.width')"),
        RejectedConstraint("a.top = b.top + c.top", column: 17, "the right-hand side can refer to only one item "
                               + "attribute; 'b.top' is already there, found 'c.top'"),
        RejectedConstraint("a.top = b.top + pad", column: 17, "unknown metric 'pad' (no metrics were given)"),
        RejectedConstraint("a.top = b.top + pad", metrics: ["padding": 8, "margin": 16], column: 17,
                           "unknown metric 'pad' (metrics: margin, padding)"),
        RejectedConstraint("a.width = 1.2.3", column: 11, "bad number '1.2.3'"),
        RejectedConstraint("a.width = 5 @1200", column: 14, "priority must be between 1 and 1000, found 1200"),
        RejectedConstraint("a.width = 5 @-1", column: 14, "priority must be between 1 and 1000, found -1"),
        RejectedConstraint("a.width = 5 @", column: 14,
                           "expected a priority (a number or a metric) after '@', found the end"),
        RejectedConstraint("a.top = b.top junk", column: 15,
                           "unexpected 'junk'; expected '+', '-', '*', '/', '@' or the end"),
        RejectedConstraint("a.width = 5 @750 x", column: 18, "unexpected 'x' after the priority"),
    ]

    @Test(arguments: errorCases) func rejects(_ errorCase: RejectedConstraint) {
        #expect(throws: ConstraintSyntaxError(column: errorCase.column, message: errorCase.message)) {
            try ConstraintEquation.constraint(errorCase.text, metrics: errorCase.metrics)
        }
    }
}
