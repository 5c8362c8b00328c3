import AutoLayout
import Compositions
import Geometry
import Layout
import Measure
import Scenes
import Testing
import TestSupport

/// Debug overlays and finding outlines are elements added on top of a scene, at the views' absolute frames.
@Suite struct DebugOverlayTests {
    static let scene: Scene = {
        let label = SceneNode(id: "title", frame: Rect(x: 10, y: 20, width: 100, height: 30),
                              content: .text(measurer.layout("Title", attributes: TextAttributes(font: FontSpec(pointSize: 17)), width: nil),
                                             color: Color(red: 0, green: 0, blue: 0)))
        let root = SceneNode(id: "root", frame: Rect(x: 0, y: 0, width: 200, height: 80), children: [label])
        return Scene(contentSize: Size(width: 200, height: 100), backgroundColor: Color(red: 1, green: 1, blue: 1),
                     elements: [SceneElement(category: .cell, indexPath: IndexPath(item: 0, section: 0), frame: Rect(x: 0, y: 10, width: 200, height: 80),
                                             root: root)])
    }()

    @Test func framesAndBaselinesAreDrawnWhereTheViewsAre() throws {
        let overlaid = DebugOverlay.scene(Self.scene, showing: [.frames, .baselines], measurer: measurer)
        let added = overlaid.elements.dropFirst()
        // The label's frame: its element at y 10, the label at (10, 20) inside it.
        #expect(added.contains { $0.root.id == "frame:title" && $0.frame == Rect(x: 10, y: 30, width: 100, height: 30) })
        #expect(added.contains { $0.root.id == "frame:root" && $0.frame == Rect(x: 0, y: 10, width: 200, height: 80) })
        let baseline = try #require(added.first { $0.root.id == "firstBaseline:title" })
        guard case let .text(layout, _, _) = Self.scene.elements[0].root.children[0].content else { return }
        // Centred vertically as UILabel draws it: 30 + (30 − text height) / 2 + first baseline, minus half a hairline.
        #expect(abs(baseline.frame.minY + baseline.frame.height / 2 - (30 + (30 - layout.size.height) / 2 + layout.firstBaseline)) < 1e-9)
        #expect(added.allSatisfy { $0.zIndex > 0 })
    }

    @Test func findingsAreOutlinedWithTheirLabel() {
        let outlined = DebugOverlay.scene(Self.scene, outlining: ["title": "truncated"], measurer: measurer)
        let findings = outlined.elements.filter { $0.kind == "finding" }
        #expect(findings.count == 2)
        #expect(findings.first?.frame == Rect(x: 10, y: 30, width: 100, height: 30))
        #expect(DebugOverlay.scene(Self.scene, outlining: [:], measurer: measurer) == Self.scene)
    }

    /// The constraints of a standalone view, solved, as Xcode's view debugger draws them; by hand: the child is
    /// 16 from the root's leading edge and 10 from its top, 100 × 20, in a 300-wide root.
    @Test func constraintGuidesJoinTheAnchorsTheyRelate() throws {
        var child = ViewSpec(id: "child")
        child.layoutMargins = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        var root = ViewSpec(id: "root")
        root.subviews = [child]
        root.constraints = [
            LayoutConstraint(LayoutAnchor(.view("child"), .leading), .equal, LayoutAnchor(.view("root"), .leading), constant: 16),
            LayoutConstraint(LayoutAnchor(.view("child"), .top), .equal, LayoutAnchor(.view("root"), .top), constant: 10),
            LayoutConstraint(LayoutAnchor(.view("child"), .width), .equal, constant: 100),
            LayoutConstraint(LayoutAnchor(.view("child"), .height), .equal, constant: 20),
            LayoutConstraint(LayoutAnchor(.view("root"), .bottom), .greaterThanOrEqual, LayoutAnchor(.view("child"), .bottom), constant: 8),
        ]
        let scene = ViewLayout.scene(for: StandaloneViewSpec(root: root), in: LayoutEnvironment(width: 300, scale: 2, keepsConstraintGuides: true),
                                     measurer: measurer)
        let guides = try #require(scene.elements.first?.constraintGuides)
        #expect(guides.contains(ConstraintGuide(from: Point(x: 0, y: 20), to: Point(x: 16, y: 20), label: "16")))
        #expect(guides.contains(ConstraintGuide(from: Point(x: 66, y: 0), to: Point(x: 66, y: 10), label: "10")))
        #expect(guides.contains(ConstraintGuide(from: Point(x: 16, y: 28), to: Point(x: 116, y: 28), label: "100")))
        #expect(guides.contains(ConstraintGuide(from: Point(x: 114, y: 10), to: Point(x: 114, y: 30), label: "20")))
        // root.bottom ≥ child.bottom + 8, fitted: the root ends 8 below the child.
        #expect(guides.contains(ConstraintGuide(from: Point(x: 150, y: 30), to: Point(x: 150, y: 38), label: ">= 8")))
        let margins = try #require(scene.elements.first?.root.layoutMarginsFrame)
        #expect(margins == Rect(x: 8, y: 8, width: 284, height: 22))
    }
    /// A table cell's constraints are solved in the row and kept with it, right-to-left too; by hand: in a 300-wide
    /// plain table the child is 16 from the content view's leading (right) edge and 10 from its top, 100 × 20; the
    /// row takes the 44-point minimum, so `contentView.bottom >= child.bottom + 8` spans 30 to 44.
    @Test func tableCellsKeepTheirConstraintGuidesInBothDirections() throws {
        var child = ViewSpec(id: "child")
        child.layoutMargins = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        var content = ViewSpec(id: TableCellSpec.contentViewID)
        content.subviews = [child]
        let contentView = LayoutItem.view(TableCellSpec.contentViewID)
        content.constraints = [
            LayoutConstraint(LayoutAnchor(.view("child"), .leading), .equal, LayoutAnchor(contentView, .leading), constant: 16),
            LayoutConstraint(LayoutAnchor(.view("child"), .top), .equal, LayoutAnchor(contentView, .top), constant: 10),
            LayoutConstraint(LayoutAnchor(.view("child"), .width), .equal, constant: 100),
            LayoutConstraint(LayoutAnchor(.view("child"), .height), .equal, constant: 20),
            LayoutConstraint(LayoutAnchor(contentView, .bottom), .greaterThanOrEqual, LayoutAnchor(.view("child"), .bottom), constant: 8),
        ]
        let table = TableSpec(sections: [TableSectionSpec(header: "Header", cells: [TableCellSpec(contentView: content)])])
        for (direction, leadingEdge, childLeading) in [(LayoutDirection.leftToRight, 0.0, 16.0), (.rightToLeft, 300, 284)] {
            let scene = TableLayout.scene(for: table, in: LayoutEnvironment(width: 300, scale: 2, direction: direction, keepsConstraintGuides: true),
                                          measurer: measurer)
            let cell = try #require(scene.elements.first { $0.category == .cell })
            #expect(cell.frame.height == 44)
            #expect(cell.constraintGuides.contains(ConstraintGuide(from: Point(x: leadingEdge, y: 20), to: Point(x: childLeading, y: 20), label: "16")))
            #expect(cell.constraintGuides.contains(ConstraintGuide(from: Point(x: 150, y: 30), to: Point(x: 150, y: 44), label: ">= 8")))
            #expect(scene.elements.filter { $0.category != .cell }.allSatisfy { $0.constraintGuides.isEmpty })
            let overlaid = DebugOverlay.scene(scene, showing: [.constraints], measurer: measurer)
            #expect(overlaid.elements.filter { $0.root.id.hasPrefix("constraintLabel:") }.count == cell.constraintGuides.count)
            // Only a layout asked for them keeps them.
            let plain = TableLayout.scene(for: table, in: LayoutEnvironment(width: 300, scale: 2, direction: direction), measurer: measurer)
            #expect(plain.elements.allSatisfy { $0.constraintGuides.isEmpty })
        }
    }
}
