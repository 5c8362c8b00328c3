@testable import AutoLayout
import Geometry
import Measure
import Scenes
import Solver
import TestSupport
import Testing

private func vfl(_ format: String, _ metrics: [String: Double] = [:]) -> [LayoutConstraint] {
    (try? VisualFormat.constraints(format, metrics: metrics)) ?? []
}

private func eq(_ text: String) -> LayoutConstraint {
    (try? ConstraintEquation.constraint(text)) ?? LayoutConstraint(LayoutAnchor(.view("invalid"), .width), .equal)
}

private func label(_ id: String, _ text: String, _ style: TextStyle = .body, lines: Int = 0, hugging: LayoutPriority = .defaultLow,
                   resistance: LayoutPriority = .defaultHigh) -> ViewSpec {
    ViewSpec(id: id, kind: .label(LabelSpec(id: id, text: text, style: style, numberOfLines: lines)),
             hugging: AxisPriorities(horizontal: hugging, vertical: .defaultLow),
             compressionResistance: AxisPriorities(horizontal: resistance, vertical: .defaultHigh))
}

private func node(_ root: SceneNode, _ id: String) -> SceneNode? {
    if root.id == id { return root }
    for child in root.children { if let found = node(child, id) { return found } }
    return nil
}

/// A node's frame in the root's coordinates.
private func absoluteFrame(_ root: SceneNode, _ id: String, origin: Point = .zero) -> Rect? {
    let frame = root.frame.offsetBy(dx: origin.x, dy: origin.y)
    if root.id == id { return frame }
    for child in root.children {
        if let found = absoluteFrame(child, id, origin: frame.origin) { return found }
    }
    return nil
}

private func flatten(_ node: SceneNode) -> [SceneNode] { [node] + node.children.flatMap(flatten) }

private func text(_ node: SceneNode?) -> TextLayout? {
    if case let .text(layout, _, _)? = node?.content { return layout }
    return nil
}

let title = "Self-sizing cells with baselines"
let detail = "The detail label wraps onto several lines, and the cell grows with it at every Dynamic Type size."

/// The classic first-baseline cell: title.firstBaseline = top × 1.8 + 30, bottom ≥ detail.lastBaseline × 1.3 + 8.
func baselineCell() -> ViewSpec {
    ViewSpec(id: "contentView", layoutMargins: EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16),
             subviews: [label("title", title, .headline), label("detail", detail)],
             constraints: vfl("H:|-16-[title]-16-|") + vfl("H:|-16-[detail]-16-|") + [
                eq("title.firstBaseline = contentView.top * 1.8 + 30"),
                eq("detail.firstBaseline = title.lastBaseline + 24"),
                eq("contentView.bottom >= detail.lastBaseline * 1.3 + 8"),
                eq("contentView.height >= 44"),
             ])
}

struct AutoLayoutEngineTests {
    @Test func firstBaselineCellMatchesTheHandComputation() throws {
        for category in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
            let environment = LayoutEnvironment(width: 375, category: category, scale: 2)
            let engine = AutoLayoutEngine(root: baselineCell(), environment: environment, measurer: measurer)
            let fitted = engine.fit(Size(width: 375, height: 0), horizontalFittingPriority: .required)
            #expect(fitted.diagnostics.isEmpty, "\(fitted.diagnostics)")
            let titleFrame = try #require(absoluteFrame(fitted.root, "title"))
            let detailFrame = try #require(absoluteFrame(fitted.root, "detail"))
            let titleText = try #require(text(node(fitted.root, "title")))
            let detailText = try #require(text(node(fitted.root, "detail")))
            #expect(titleFrame.minX == 16 && titleFrame.width == 343)
            // Labels keep their intrinsic height, so the baseline sits at top + its offset in the text.
            #expect(abs(titleFrame.minY + titleText.firstBaseline - 30) < 1e-9)
            #expect(abs(detailFrame.minY + detailText.firstBaseline - (titleFrame.minY + titleText.lastBaseline + 24)) < 1e-9)
            #expect(detailFrame.height == detailText.size.height)
            let expectedHeight = max(44, (detailFrame.minY + detailText.lastBaseline) * 1.3 + 8)
            #expect(fitted.size.height == PixelGrid.round(expectedHeight, scale: 2))
            #expect(fitted.size.width == 375)
        }
    }

    @Test func huggingDecidesWhichLabelStretches() throws {
        for (firstHugging, stretched) in [(LayoutPriority(251), "b"), (LayoutPriority(249), "a")] {
            let root = ViewSpec(id: "root", subviews: [label("a", "Name", lines: 1, hugging: firstHugging), label("b", "Value", lines: 1)],
                                constraints: vfl("H:|-[a]-8-[b]-|") + vfl("V:|-[a]-|") + vfl("V:|-[b]-|"))
            let engine = AutoLayoutEngine(root: root, environment: LayoutEnvironment(), measurer: measurer)
            let fitted = engine.fit(Size(width: 375, height: 0), horizontalFittingPriority: .required)
            let a = try #require(absoluteFrame(fitted.root, "a")), b = try #require(absoluteFrame(fitted.root, "b"))
            let natural = stretched == "a" ? try #require(text(node(fitted.root, "b"))).size.width
                                          : try #require(text(node(fitted.root, "a"))).size.width
            #expect((stretched == "a" ? b.width : a.width) == natural)
            #expect(a.minX == 20 && b.maxX == 355 && b.minX == a.maxX + 8)
            #expect(fitted.diagnostics.isEmpty)
        }
    }

    @Test func compressionResistanceDecidesWhichLabelIsSqueezed() throws {
        let long = "A product name far too long to fit beside its price"
        for (nameResistance, priceResistance) in [(LayoutPriority.defaultHigh, LayoutPriority(751)), (LayoutPriority(751), .defaultHigh)] {
            let root = ViewSpec(id: "root",
                                subviews: [label("name", long, lines: 1, resistance: nameResistance),
                                           label("price", "$1,299.00", lines: 1, resistance: priceResistance)],
                                constraints: vfl("H:|-[name]-8-[price]-|") + vfl("V:|-[name]-|") + vfl("V:|-[price]-|"))
            let fitted = AutoLayoutEngine(root: root, environment: LayoutEnvironment(), measurer: measurer)
                .fit(Size(width: 375, height: 0), horizontalFittingPriority: .required)
            let name = try #require(absoluteFrame(fitted.root, "name")), price = try #require(absoluteFrame(fitted.root, "price"))
            let priceWidth = measurer.layout("$1,299.00", attributes: .style(.body, numberOfLines: 1), width: nil, scale: 2).size.width
            let nameWidth = measurer.layout(long, attributes: .style(.body, numberOfLines: 1), width: nil, scale: 2).size.width
            #expect(name.width + 8 + price.width == 375 - 40)
            if priceResistance > nameResistance {
                #expect(price.width == priceWidth)
                #expect(try #require(text(node(fitted.root, "name"))).isTruncated)
            } else {
                #expect(name.width == nameWidth)
                #expect(price.width == 375 - 40 - 8 - nameWidth)
            }
        }
    }

    @Test func customIntrinsicSizeFillsTheUnconstrainedDimensions() throws {
        let badge = ViewSpec(id: "badge", intrinsicSize: IntrinsicSize(width: 60, height: 24))
        let pinned = ViewSpec(id: "root", subviews: [badge], constraints: [eq("badge.leading = root.leading + 10"), eq("badge.top = root.top + 5")])
        var engine = AutoLayoutEngine(root: pinned, environment: LayoutEnvironment(), measurer: measurer)
        var fitted = engine.layout(in: Size(width: 200, height: 100))
        #expect(absoluteFrame(fitted.root, "badge") == Rect(x: 10, y: 5, width: 60, height: 24))
        // With the width constrained, the intrinsic height still applies.
        let stretched = ViewSpec(id: "root", subviews: [badge], constraints: vfl("H:|-10-[badge]-10-|") + [eq("badge.top = root.top + 5")])
        engine = AutoLayoutEngine(root: stretched, environment: LayoutEnvironment(), measurer: measurer)
        fitted = engine.layout(in: Size(width: 200, height: 100))
        #expect(absoluteFrame(fitted.root, "badge") == Rect(x: 10, y: 5, width: 180, height: 24))
        #expect(fitted.diagnostics.isEmpty)
    }

    @Test func conflictsAreReportedAndTheSameConstraintIsAlwaysBroken() throws {
        let root = ViewSpec(id: "root", subviews: [ViewSpec(id: "box")],
                            constraints: vfl("H:|[box]|") + vfl("V:|[box]|") + [eq("box.width = 100"), eq("box.width = 200")])
        var broken: Set<String> = []
        for _ in 0..<3 {
            let engine = AutoLayoutEngine(root: root, environment: LayoutEnvironment(), measurer: measurer)
            let fitted = engine.fit(Size(width: 0, height: 0))
            let conflict = try #require(fitted.diagnostics.first { $0.kind == .unsatisfiableConstraints })
            #expect(conflict.message.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
            #expect(conflict.constraints.count == 2)
            broken.insert(conflict.brokenConstraint ?? "")
            #expect(try #require(absoluteFrame(fitted.root, "box")).width == 100)
        }
        #expect(broken == ["<NSLayoutConstraint box.width == 200   (active)>"])
    }

    @Test func aRequiredFittingWidthAgainstAFixedWidthBreaksTheFixtureConstraint() throws {
        let root = ViewSpec(id: "root", subviews: [ViewSpec(id: "box", intrinsicSize: IntrinsicSize(width: nil, height: 20))],
                            constraints: vfl("H:|[box]|") + vfl("V:|[box]|") + [eq("root.width = 300")])
        let engine = AutoLayoutEngine(root: root, environment: LayoutEnvironment(), measurer: measurer)
        let fitted = engine.fit(Size(width: 375, height: 0), horizontalFittingPriority: .required)
        let conflict = try #require(fitted.diagnostics.first { $0.kind == .unsatisfiableConstraints })
        #expect(conflict.brokenConstraint == "<NSLayoutConstraint root.width == 300   (active)>")
        #expect(conflict.constraints.contains { $0.contains("UIView-Encapsulated-Layout-Width") })
        #expect(fitted.size == Size(width: 375, height: 20))
    }

    @Test func missingConstraintsAreReportedAsAmbiguity() throws {
        let root = ViewSpec(id: "root", subviews: [ViewSpec(id: "box", intrinsicSize: IntrinsicSize(width: 10, height: 10))],
                            constraints: [eq("box.leading = root.leading")])
        let engine = AutoLayoutEngine(root: root, environment: LayoutEnvironment(), measurer: measurer)
        let fitted = engine.layout(in: Size(width: 100, height: 100))
        let messages = fitted.diagnostics.filter { $0.kind == .ambiguousLayout }.map(\.message)
        #expect(messages == ["ambiguous layout: the constraints do not determine the vertical position of 'box'"])
    }

    @Test func fittingCompressedAndExpandedSizesGiveTheNaturalSize() throws {
        let root = ViewSpec(id: "root", subviews: [label("text", "Hello", lines: 1)], constraints: vfl("H:|-[text]-|") + vfl("V:|-[text]-|"))
        let engine = AutoLayoutEngine(root: root, environment: LayoutEnvironment(), measurer: measurer)
        let natural = measurer.layout("Hello", attributes: .style(.body, numberOfLines: 1), width: nil, scale: 2).size
        let expected = Size(width: natural.width + 40, height: natural.height + 40)
        #expect(engine.systemLayoutSizeFitting(Size(width: 0, height: 0)) == expected)
        #expect(engine.systemLayoutSizeFitting(Size(width: 10000, height: 10000)) == expected)
        #expect(engine.systemLayoutSizeFitting(Size(width: 300, height: 0), horizontalFittingPriority: .required).width == 300)
    }

    @Test func aViewWithoutConstraintsFallsBackToSizeThatFits() {
        let root = label("alone", "Some text that wraps when it is given a narrow width to fit in")
        let engine = AutoLayoutEngine(root: root, environment: LayoutEnvironment(), measurer: measurer)
        let fitted = engine.fit(Size(width: 120, height: 0))
        let measured = measurer.layout(title.isEmpty ? "" : "Some text that wraps when it is given a narrow width to fit in",
                                       attributes: .style(.body), width: 120, scale: 2)
        #expect(fitted.size == measured.size)
    }

    @Test func refittingAtANewWidthReusesTheSolverAndMatchesAFreshFit() {
        let environment = LayoutEnvironment(width: 375, category: .large, scale: 2)
        let reused = AutoLayoutEngine(root: baselineCell(), environment: environment, measurer: measurer)
        for width in [375.0, 320, 414, 768, 375] {
            let again = reused.fit(Size(width: width, height: 0), horizontalFittingPriority: .required)
            let fresh = AutoLayoutEngine(root: baselineCell(), environment: environment, measurer: measurer)
                .fit(Size(width: width, height: 0), horizontalFittingPriority: .required)
            #expect(again.size == fresh.size)
            #expect(flatten(again.root).count == flatten(fresh.root).count)
            for (a, b) in zip(flatten(again.root), flatten(fresh.root)) {
                #expect(a.id == b.id && abs(a.frame.minY - b.frame.minY) < 1e-9 && abs(a.frame.height - b.frame.height) < 1e-9)
                #expect(a.content == b.content)
            }
        }
    }

    @Test func leadingAndTrailingFlipInRightToLeft() throws {
        let root = ViewSpec(id: "root", subviews: [ViewSpec(id: "box", intrinsicSize: IntrinsicSize(width: 50, height: 10))],
                            constraints: vfl("H:|-12-[box]") + vfl("V:|[box]"))
        let ltr = AutoLayoutEngine(root: root, environment: LayoutEnvironment(direction: .leftToRight), measurer: measurer)
            .layout(in: Size(width: 200, height: 50))
        let rtl = AutoLayoutEngine(root: root, environment: LayoutEnvironment(direction: .rightToLeft), measurer: measurer)
            .layout(in: Size(width: 200, height: 50))
        #expect(absoluteFrame(ltr.root, "box")?.minX == 12)
        #expect(absoluteFrame(rtl.root, "box")?.maxX == 188)
        // left/right do not flip.
        let absolute = ViewSpec(id: "root", subviews: [ViewSpec(id: "box", intrinsicSize: IntrinsicSize(width: 50, height: 10))],
                                constraints: [eq("box.left = root.left + 12"), eq("box.top = root.top")])
        let rtlAbsolute = AutoLayoutEngine(root: absolute, environment: LayoutEnvironment(direction: .rightToLeft), measurer: measurer)
            .layout(in: Size(width: 200, height: 50))
        #expect(absoluteFrame(rtlAbsolute.root, "box")?.minX == 12)
    }

    @Test func stackViewSwitchesAxisAtAccessibilitySizes() throws {
        let stack = ViewSpec(id: "stack", kind: .stack(StackSpec(axis: .horizontal, accessibilityAxis: .vertical, alignment: .firstBaseline, spacing: 8)),
                             subviews: [label("name", "Name", lines: 1, hugging: LayoutPriority(251)), label("value", "A value that may wrap")])
        let root = ViewSpec(id: "root", subviews: [stack], constraints: vfl("H:|-16-[stack]-16-|") + vfl("V:|-11-[stack]-11-|"))
        for category in [ContentSizeCategory.large, .accessibilityMedium] {
            let fitted = AutoLayoutEngine(root: root, environment: LayoutEnvironment(category: category), measurer: measurer)
                .fit(Size(width: 375, height: 0), horizontalFittingPriority: .required)
            #expect(fitted.diagnostics.isEmpty, "\(fitted.diagnostics)")
            let name = try #require(absoluteFrame(fitted.root, "name")), value = try #require(absoluteFrame(fitted.root, "value"))
            if category.isAccessibilityCategory {
                #expect(value.minY == name.maxY + 8)
                #expect(name.width == 343 && value.width == 343)
            } else {
                #expect(value.minX == name.maxX + 8)
                #expect(value.maxX == 359)
                let nameText = try #require(text(node(fitted.root, "name"))), valueText = try #require(text(node(fitted.root, "value")))
                #expect(abs((name.minY + nameText.firstBaseline) - (value.minY + valueText.firstBaseline)) < 1e-9)
            }
        }
    }

    @Test func hiddenArrangedViewsCollapse() throws {
        let stack = ViewSpec(id: "stack", kind: .stack(StackSpec(axis: .vertical, spacing: 10)),
                             subviews: [ViewSpec(id: "a", intrinsicSize: IntrinsicSize(width: nil, height: 20)),
                                        ViewSpec(id: "b", intrinsicSize: IntrinsicSize(width: nil, height: 30), isHidden: true),
                                        ViewSpec(id: "c", intrinsicSize: IntrinsicSize(width: nil, height: 40))])
        let root = ViewSpec(id: "root", subviews: [stack], constraints: vfl("H:|[stack]|") + vfl("V:|[stack]|"))
        let fitted = AutoLayoutEngine(root: root, environment: LayoutEnvironment(), measurer: measurer)
            .fit(Size(width: 100, height: 0), horizontalFittingPriority: .required)
        #expect(fitted.size.height == 70)
        #expect(absoluteFrame(fitted.root, "c")?.minY == 30)
        #expect(node(fitted.root, "b")?.isHidden == true)   // laid out and kept, but neither drawn nor linted
    }

    /// A stack whose arranged views are all hidden is as thin as it can be across its axis, whatever their own heights
    /// (measured on Interface Builder's stored frames: four such stacks in two apps are stored 0 across, one of them
    /// holding buttons with required 56-pt heights); beside a visible view a hidden one stays aligned.
    @Test(arguments: [StackAlignment.fill, .bottom])
    func stacksOfHiddenViewsAreThinAcrossTheirAxis(alignment: StackAlignment) throws {
        func fitted(_ arranged: [ViewSpec]) -> SceneNode {
            let stack = ViewSpec(id: "stack", kind: .stack(StackSpec(axis: .horizontal, alignment: alignment)), subviews: arranged)
            let root = ViewSpec(id: "root", subviews: [stack], constraints: vfl("H:|[stack]|") + vfl("V:|[stack]"))
            return AutoLayoutEngine(root: root, environment: LayoutEnvironment(), measurer: measurer)
                .fit(Size(width: 100, height: 0), horizontalFittingPriority: .required).root
        }
        let hidden = ViewSpec(id: "hidden", isHidden: true, constraints: [eq("hidden.height = 56")])
        #expect(absoluteFrame(fitted([hidden]), "stack")?.height == 0)
        let shown = ViewSpec(id: "shown", intrinsicSize: IntrinsicSize(width: 20, height: 30))
        let row = fitted([shown, ViewSpec(id: "hidden", intrinsicSize: IntrinsicSize(width: nil, height: 13), isHidden: true)])
        #expect(absoluteFrame(row, "stack")?.height == 30)
        if alignment == .fill { #expect(absoluteFrame(row, "hidden")?.height == 30) }
    }

    /// A hidden view is laid out as a visible one is (UIKit hides it from drawing, not from Auto Layout; only a stack
    /// view collapses its hidden arranged views): a hidden multi-line label outside a stack wraps at its width and is
    /// as tall as the same label shown.
    @Test(arguments: [false, true])
    func hiddenLabelsWrapAtTheirWidth(hidden: Bool) throws {
        var wrapping = label("detail", detail)
        wrapping.isHidden = hidden
        let root = ViewSpec(id: "root", subviews: [wrapping], constraints: vfl("H:|-16-[detail]-16-|") + vfl("V:|-8-[detail]-8-|"))
        let fitted = AutoLayoutEngine(root: root, environment: LayoutEnvironment(), measurer: measurer)
            .fit(Size(width: 200, height: 0), horizontalFittingPriority: .required)
        let wrapped = measurer.layout(detail, attributes: LabelSpec(id: "", text: detail).textAttributes(category: .large, direction: .leftToRight),
                                      width: 168, scale: 2)
        #expect(wrapped.lines.count > 2)
        #expect(absoluteFrame(fitted.root, "detail")?.height == wrapped.size.height)
    }

    @Test func scrollViewContentSizeComesFromTheLastLabelsBottom() throws {
        let scroll = ViewSpec(id: "scroll", kind: .scroll, subviews: [label("first", detail), label("second", detail + " " + detail)],
                              constraints: vfl("V:|-20-[first]-12-[second]-20-|") + vfl("H:|-16-[first]-16-|") + vfl("H:|-16-[second]-16-|")
                                + [eq("first.width = scroll.frameLayoutGuide.width - 32")])
        let root = ViewSpec(id: "root", subviews: [scroll], constraints: vfl("H:|[scroll]|") + vfl("V:|[scroll]|"))
        let fitted = AutoLayoutEngine(root: root, environment: LayoutEnvironment(), measurer: measurer)
            .layout(in: Size(width: 375, height: 200))
        #expect(fitted.diagnostics.filter { $0.kind != .ambiguousLayout }.isEmpty, "\(fitted.diagnostics)")
        let scrollNode = try #require(node(fitted.root, "scroll"))
        let second = try #require(node(scrollNode, "second"))
        let contentSize = try #require(scrollNode.contentSize)
        #expect(contentSize.height == second.frame.maxY + 20)
        #expect(contentSize.height > 200)
        #expect(contentSize.width == 375)
        #expect(scrollNode.frame.size == Size(width: 375, height: 200))
    }

    /// Apple's Auto Layout Guide ("Working with Scroll Views"): constraints between the edges or margins of a scroll
    /// view and its content attach to its content area; those between widths, heights or centers attach to its
    /// frame. A content view pinned to the content's leading and trailing edges and centred on the scroll view is as
    /// wide as the scroll view, however long the label that would otherwise widen the content.
    @Test func aScrollViewsCentersAreItsFramesForItsContent() throws {
        let long = detail + " " + detail + " " + detail
        let content = ViewSpec(id: "content", subviews: [label("text", long)], constraints: vfl("H:|-16-[text]-16-|") + vfl("V:|-8-[text]-8-|"))
        let scroll = ViewSpec(id: "scroll", kind: .scroll, subviews: [content],
                              constraints: vfl("H:|[content]|") + vfl("V:|[content]|") + [eq("content.centerX = scroll.centerX")])
        let root = ViewSpec(id: "root", subviews: [scroll], constraints: vfl("H:|-10-[scroll]-10-|") + vfl("V:|[scroll]|"))
        let fitted = AutoLayoutEngine(root: root, environment: LayoutEnvironment(), measurer: measurer)
            .layout(in: Size(width: 320, height: 200))
        #expect(fitted.diagnostics.filter { $0.kind != .ambiguousLayout }.isEmpty, "\(fitted.diagnostics)")
        let scrollNode = try #require(node(fitted.root, "scroll"))
        let contentNode = try #require(node(scrollNode, "content"))
        #expect(contentNode.frame.width == 300)
        #expect(contentNode.frame.minX == 0)
        #expect(scrollNode.contentSize?.width == 300)
        #expect(try #require(node(contentNode, "text")).frame.width == 268)
    }
    @Test func marginAnchorsAndTheMarginsGuideInsetByTheLayoutMargins() throws {
        let margins = EdgeInsets(top: 5, leading: 10, bottom: 15, trailing: 30)
        let root = ViewSpec(id: "root", layoutMargins: margins, subviews: [ViewSpec(id: "a"), ViewSpec(id: "b")],
                            constraints: [eq("a.leading = root.leadingMargin"), eq("a.trailing = root.trailingMargin"),
                                          eq("a.top = root.topMargin"), eq("a.bottom = root.centerYWithinMargins"),
                                          eq("b.leading = root.layoutMarginsGuide.leading"), eq("b.width = root.layoutMarginsGuide.width * 0.5"),
                                          eq("b.top = a.bottom"), eq("b.bottom = root.bottomMargin")])
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let fitted = AutoLayoutEngine(root: root, environment: LayoutEnvironment(direction: direction), measurer: measurer)
                .layout(in: Size(width: 200, height: 100))
            #expect(fitted.diagnostics.isEmpty, "\(fitted.diagnostics)")
            let a = try #require(absoluteFrame(fitted.root, "a")), b = try #require(absoluteFrame(fitted.root, "b"))
            let rtl = direction == .rightToLeft
            // Leading margin 10 and trailing 30: the margins are directional, so they swap sides in right-to-left.
            #expect(a == Rect(x: rtl ? 30 : 10, y: 5, width: 160, height: 40))  // centerYWithinMargins = (5 + 85) / 2
            #expect(b == Rect(x: rtl ? 110 : 10, y: 45, width: 80, height: 40))
        }
    }

    @Test func stackDistributionsMatchHandComputedFrames() throws {
        func stack(_ distribution: StackDistribution, alignment: StackAlignment = .fill) -> ViewSpec {
            ViewSpec(id: "stack", kind: .stack(StackSpec(axis: .horizontal, distribution: distribution, alignment: alignment, spacing: 10)),
                     subviews: [ViewSpec(id: "a", intrinsicSize: IntrinsicSize(width: 40, height: 10)),
                                ViewSpec(id: "b", intrinsicSize: IntrinsicSize(width: 60, height: 30)),
                                ViewSpec(id: "c", intrinsicSize: IntrinsicSize(width: 20, height: 20))])
        }
        func frames(_ stackView: ViewSpec, width: Double = 300) throws -> [Rect] {
            let root = ViewSpec(id: "root", subviews: [stackView], constraints: vfl("H:|[stack]|") + vfl("V:|[stack]"))
            let fitted = AutoLayoutEngine(root: root, environment: LayoutEnvironment(), measurer: measurer)
                .fit(Size(width: width, height: 0), horizontalFittingPriority: .required)
            #expect(fitted.diagnostics.isEmpty, "\(fitted.diagnostics)")
            return try ["a", "b", "c"].map { try #require(absoluteFrame(fitted.root, $0)) }
        }
        // fill: 300 − 120 − 20 spacing = 160 extra; equal hugging, so the first view stretches.
        #expect(try frames(stack(.fill)).map(\.width) == [200, 60, 20])
        // fillEqually: (300 − 20) / 3 each; the fill alignment makes every view as tall as the tallest (30).
        let equal = try frames(stack(.fillEqually))
        #expect(equal.map(\.width).allSatisfy { abs($0 - 280.0 / 3) < 1e-9 })
        #expect(equal.map(\.height) == [30, 30, 30])
        // equalSpacing: intrinsic widths, the 180 points left over split into two equal gaps.
        let spaced = try frames(stack(.equalSpacing))
        #expect(spaced.map(\.minX) == [0, 130, 280])
        // center alignment: views keep their heights and centre on the tallest.
        let centered = try frames(stack(.fill, alignment: .center))
        #expect(centered.map(\.minY) == [10, 0, 5])
        #expect(centered.map(\.height) == [10, 30, 20])
        // bottom alignment.
        #expect(try frames(stack(.fill, alignment: .bottom)).map(\.maxY) == [30, 30, 30])
    }
}

