import Geometry
import Layout
import Measure
import Scene
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
}
