import Foundation
import Snapshot
import Testing

/// A scene document shaped like `layoutsnap layout --json` (only the fields the diff reads, plus one it ignores).
private func scene(contentHeight: Double, elements: [String]) -> Data {
    Data("""
        {"backgroundColor": "#FFFFFF", "contentSize": {"height": \(contentHeight), "width": 375},
         "elements": [\(elements.joined(separator: ",\n"))]}
        """.utf8)
}

private func cell(_ section: Int, _ item: Int, _ frame: String, views: [(String, String)] = []) -> String {
    let views = views.map { "{\"id\": \"\($0.0)\", \"frame\": \($0.1), \"text\": \"x\"}" }.joined(separator: ", ")
    return """
        {"category": "cell", "kind": null, "section": \(section), "item": \(item), "frame": \(frame), "alpha": 1, "views": [\(views)]}
        """
}

private func header(_ section: Int, _ frame: String) -> String {
    """
    {"category": "supplementaryView", "kind": "sectionHeader", "section": \(section), "item": 0, "frame": \(frame), "views": []}
    """
}

private let referenceScene = scene(contentHeight: 160, elements: [
    header(0, "[0, 0, 375, 28]"),
    cell(0, 0, "[0, 28, 375, 44]", views: [("contentView", "[0, 0, 375, 44]"), ("title", "[16, 11, 343, 22]")]),
    cell(0, 1, "[0, 72, 375, 44]", views: [("contentView", "[0, 0, 375, 44]"), ("title", "[16, 11, 343, 22]")]),
    cell(0, 2, "[0, 116, 375, 44]", views: [("contentView", "[0, 0, 375, 44]"), ("title", "[16, 11, 200, 22]"),
                                            ("detail", "[220, 11, 139, 22]")]),
    cell(1, 0, "[0, 160, 375, 44]"),
])

struct LayoutDiffTests {
    @Test func identicalScenesHaveNoChanges() throws {
        let diff = try LayoutDiff(reference: referenceScene, current: referenceScene)
        #expect(diff.isEmpty)
        #expect(diff.changes.isEmpty)
        #expect(diff.description == "no layout changes")
    }

    @Test func findsMovedResizedAppearedAndDisappearedElementsAndViewsWithNumbers() throws {
        let current = scene(contentHeight: 226.5, elements: [
            cell(1, 0, "[0, 226.5, 375, 44]"),
            cell(0, 2, "[0, 138.5, 375, 44]", views: [("contentView", "[0, 0, 375, 44]"), ("title", "[16, 11, 200, 22]"),
                                                      ("detail", "[220, 13.25, 139, 22]")]),
            cell(0, 1, "[0, 72, 375, 66.5]", views: [("contentView", "[0, 0, 375, 66.5]"), ("title", "[16, 11, 343, 44.5]")]),
            cell(0, 0, "[0, 28, 375, 44]", views: [("contentView", "[0, 0, 375, 44]"), ("title", "[16, 11, 343, 22]")]),
            cell(1, 1, "[0, 270.5, 375, 44]"),
        ])
        let diff = try LayoutDiff(reference: referenceScene, current: current)
        #expect(diff.contentSizeChanged)
        #expect(diff.oldContentSize == LayoutSize(width: 375, height: 160))
        #expect(diff.newContentSize == LayoutSize(width: 375, height: 226.5))

        let cell01 = LayoutElementID(category: "cell", section: 0, item: 1)
        #expect(diff.changes.first { $0.element == cell01 && $0.view == nil } == LayoutChange(
            element: cell01, kind: .resized, old: LayoutFrame(x: 0, y: 72, width: 375, height: 44),
            new: LayoutFrame(x: 0, y: 72, width: 375, height: 66.5)))
        #expect(diff.changes.first { $0.element == cell01 && $0.view == "title" }?.kind == .resized)
        #expect(!diff.changes.contains { $0.view == "contentView" }, "a view covering its cell changes with the cell")

        #expect(diff.description == """
            content size: 375×160 → 375×226.5
            supplementary sectionHeader [0,0]: disappeared (was at (0, 0) 375×28)
            cell [0,1]: resized 375×44 → 375×66.5
            cell [0,1] view title: resized 343×22 → 343×44.5
            cell [0,2]: moved (0, 116) → (0, 138.5)
            cell [0,2] view detail: moved (220, 11) → (220, 13.25)
            cell [1,0]: moved (0, 160) → (0, 226.5)
            cell [1,1]: appeared at (0, 270.5) 375×44
            """)
    }

    @Test func anElementThatMovesDoesNotMoveItsViews() throws {
        let moved = scene(contentHeight: 160, elements: [
            header(0, "[0, 0, 375, 28]"),
            cell(0, 0, "[10, 38, 375, 44]", views: [("contentView", "[0, 0, 375, 44]"), ("title", "[16, 11, 343, 22]")]),
            cell(0, 1, "[0, 72, 375, 44]", views: [("contentView", "[0, 0, 375, 44]"), ("title", "[16, 11, 343, 22]")]),
            cell(0, 2, "[0, 116, 375, 44]", views: [("contentView", "[0, 0, 375, 44]"), ("title", "[16, 11, 200, 22]"),
                                                    ("detail", "[220, 11, 139, 22]")]),
            cell(1, 0, "[0, 160, 375, 44]"),
        ])
        let diff = try LayoutDiff(reference: referenceScene, current: moved)
        #expect(diff.changes.map(\.description) == ["cell [0,0]: moved (0, 28) → (10, 38)"])
        #expect(!diff.contentSizeChanged)
    }

    @Test func movedAndResizedAtOnceSaysBoth() throws {
        let current = scene(contentHeight: 160, elements: [cell(0, 0, "[0, 30, 375, 50]")])
        let reference = scene(contentHeight: 160, elements: [cell(0, 0, "[0, 28, 375, 44]")])
        let change = try #require(try LayoutDiff(reference: reference, current: current).changes.first)
        #expect(change.kind == .movedAndResized)
        #expect(change.description == "cell [0,0]: moved (0, 28) → (0, 30), resized 375×44 → 375×50")
    }

    @Test func differencesWithinTheToleranceAreIgnored() throws {
        let reference = scene(contentHeight: 160, elements: [cell(0, 0, "[0, 28, 375, 44]")])
        let current = scene(contentHeight: 160.0001, elements: [cell(0, 0, "[0, 28.0004, 375, 44]")])
        #expect(try LayoutDiff(reference: reference, current: current).isEmpty)
        #expect(try LayoutDiff(reference: reference, current: current, tolerance: 0).changes.count == 1)
    }

    @Test func elementsWithTheSameIdentityPairUpInOrder() throws {
        let reference = scene(contentHeight: 10, elements: [
            "{\"category\": \"decorationView\", \"kind\": \"separator\", \"section\": 0, \"item\": 0, \"frame\": [16, 44, 359, 0.5]}",
            "{\"category\": \"decorationView\", \"kind\": \"separator\", \"section\": 0, \"item\": 0, \"frame\": [16, 88, 359, 0.5]}",
        ])
        let current = scene(contentHeight: 10, elements: [
            "{\"category\": \"decorationView\", \"kind\": \"separator\", \"section\": 0, \"item\": 0, \"frame\": [16, 44, 359, 0.5]}",
            "{\"category\": \"decorationView\", \"kind\": \"separator\", \"section\": 0, \"item\": 0, \"frame\": [16, 90, 359, 0.5]}",
        ])
        let diff = try LayoutDiff(reference: reference, current: current)
        #expect(diff.changes.map(\.description) == ["decoration separator [0,0]: moved (16, 88) → (16, 90)"])
    }

    @Test func comparesANamedStage() throws {
        func staged(afterHeight: Double) -> Data {
            Data("""
                {"contentSize": {"width": 375, "height": \(afterHeight)}, "elements": [\(cell(0, 0, "[0, 0, 375, \(afterHeight)]"))],
                 "stages": [
                   {"name": "before", "contentSize": {"width": 375, "height": 44}, "elements": [\(cell(0, 0, "[0, 0, 375, 44]"))]},
                   {"name": "after", "contentSize": {"width": 375, "height": \(afterHeight)}, "elements": [\(cell(0, 0, "[0, 0, 375, \(afterHeight)]"))]}
                 ]}
                """.utf8)
        }
        let reference = staged(afterHeight: 60), current = staged(afterHeight: 80)
        #expect(try LayoutDiff(reference: reference, current: current, stage: "before").isEmpty)
        #expect(try LayoutDiff(reference: reference, current: current, stage: "after").changes.map(\.description)
            == ["cell [0,0]: resized 375×60 → 375×80"])
        #expect(try LayoutDiff(reference: reference, current: current).lines.first == "content size: 375×60 → 375×80")
        #expect(throws: LayoutDiffError.missingStage(document: "reference", stage: "frame1")) {
            try LayoutDiff(reference: reference, current: current, stage: "frame1")
        }
    }

    @Test(arguments: [
        ("{\"elements\": [", "not JSON"),
        ("[1, 2]", "the top level is not an object"),
        ("{\"contentSize\": {\"width\": 1}}", "contentSize"),
        ("{\"elements\": {}}", "elements: expected an array"),
        ("{\"elements\": [{\"category\": \"cell\", \"section\": 0, \"item\": 0}]}", "elements[0].frame"),
        ("{\"elements\": [{\"category\": \"cell\", \"section\": 0, \"item\": 0, \"frame\": [0, 0, 1]}]}", "elements[0].frame"),
        ("{\"elements\": [{\"category\": \"cell\", \"section\": 0.5, \"item\": 0, \"frame\": [0, 0, 1, 1]}]}", "elements[0].section"),
        ("{\"elements\": [{\"category\": 3, \"section\": 0, \"item\": 0, \"frame\": [0, 0, 1, 1]}]}", "elements[0].category"),
        ("{\"elements\": [{\"category\": \"cell\", \"section\": 0, \"item\": 0, \"frame\": [0, 0, \"1\", 1]}]}", "elements[0].frame"),
        ("{\"elements\": [{\"category\": \"cell\", \"section\": 0, \"item\": 0, \"frame\": [0, 0, 1, 1], \"views\": [{\"frame\": [0, 0, 1, 1]}]}]}",
         "elements[0].views[0].id"),
    ])
    func malformedDocumentsThrowATypedErrorNamingTheField(json: String, reason: String) {
        do {
            _ = try LayoutDiff(reference: referenceScene, current: Data(json.utf8))
            Issue.record("expected an error for \(json)")
        } catch {
            guard case let .malformed(document, message) = error else { Issue.record("unexpected \(error)"); return }
            #expect(document == "current")
            #expect(message.contains(reason), "\(message)")
        }
        #expect(throws: LayoutDiffError.self) { try LayoutDiff(reference: Data(json.utf8), current: referenceScene) }
    }

    @Test func pointsAreWrittenWithAtMostTwoDecimals() {
        #expect(LayoutDiff.points(16) == "16")
        #expect(LayoutDiff.points(16.5) == "16.5")
        #expect(LayoutDiff.points(1.0 / 3) == "0.33")
        #expect(LayoutDiff.points(-0.001) == "0")
        #expect(LayoutDiff.points(-12.25) == "-12.25")
    }

    @Test func encodesAndDecodesWithFramesAsArrays() throws {
        let current = scene(contentHeight: 170, elements: [cell(0, 0, "[0, 28, 375, 54]")])
        let diff = try LayoutDiff(reference: scene(contentHeight: 160, elements: [cell(0, 0, "[0, 28, 375, 44]")]), current: current)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(diff), as: UTF8.self)
        #expect(json.contains("\"new\":[0,28,375,54]"))
        #expect(json.contains("\"kind\":null"))
        #expect(json.contains("\"description\":\"cell [0,0]: resized 375×44 → 375×54\""))
        #expect(try JSONDecoder().decode(LayoutDiff.self, from: Data(json.utf8)) == diff)
    }
}
