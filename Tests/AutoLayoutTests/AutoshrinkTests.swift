@testable import AutoLayout
import Geometry
import Measure
import Scenes
import TestSupport
import Testing

/// `adjustsFontSizeToFitWidth` + `minimumScaleFactor`: a single-line label in a width too narrow for its text is set
/// in the largest half-point size that fits, down to the factor; its intrinsic size stays the full size's.
struct AutoshrinkTests {
    static func layout(width: Double, factor: Double?) -> SceneNode {
        var label = LabelSpec(id: "title", text: "Weekly summary", font: .system(pointSize: 17, weight: .regular), numberOfLines: 1)
        label.minimumScaleFactor = factor
        let root = ViewSpec(id: "root", subviews: [ViewSpec(id: "title", kind: .label(label))], constraints: [
            LayoutConstraint(LayoutAnchor(.view("title"), .leading), .equal, LayoutAnchor(.view("root"), .leading)),
            LayoutConstraint(LayoutAnchor(.view("title"), .top), .equal, LayoutAnchor(.view("root"), .top)),
            LayoutConstraint(LayoutAnchor(.view("title"), .width), .equal, constant: width),
        ])
        let engine = AutoLayoutEngine(root: root, environment: LayoutEnvironment(width: 320, scale: 2), measurer: measurer)
        return engine.fit(Size(width: 320, height: 0), horizontalFittingPriority: .required).root.children[0]
    }

    static func text(_ node: SceneNode) -> TextLayout? {
        if case let .text(layout, _, _) = node.content { return layout }
        return nil
    }

    @Test func shrinksToTheLargestHalfPointSizeThatFits() throws {
        let full = measurer.layout("Weekly summary", attributes: TextAttributes(font: FontSpec(pointSize: 17), numberOfLines: 1), width: nil)
        let width = (full.lines[0].width * 0.8).rounded()
        let node = Self.layout(width: width, factor: 0.5)
        let layout = try #require(Self.text(node))
        let size = try #require(layout.runs.first?.pointSize)
        #expect(!layout.isTruncated && size < 17 && size >= 8.5)
        #expect((size * 2).rounded() == size * 2)
        // Half a point larger would not fit: computed with the measurer alone.
        let larger = measurer.layout("Weekly summary", attributes: TextAttributes(font: FontSpec(pointSize: size + 0.5), numberOfLines: 1), width: width)
        #expect(larger.isTruncated)
        #expect(node.frame.height == 20.5)  // the label keeps its full-size height
    }

    @Test func stopsAtTheMinimumAndTruncatesThere() throws {
        let layout = try #require(Self.text(Self.layout(width: 30, factor: 0.8)))
        #expect(layout.runs.first?.pointSize == 14)  // 17 × 0.8 = 13.6, up to the half point: 14
        #expect(layout.isTruncated)
    }

    @Test func withoutAFactorTheTextIsTruncatedAtFullSize() throws {
        let layout = try #require(Self.text(Self.layout(width: 60, factor: nil)))
        #expect(layout.runs.first?.pointSize == 17 && layout.isTruncated)
    }
}
