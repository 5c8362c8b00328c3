import Foundation
import Testing

/// `layoutsnap layout --json` and `render` on collection fixtures.
struct CollectionCommandTests {
    private func json(_ arguments: [String]) throws -> [String: Any] {
        let run = try layoutsnap(arguments)
        #expect(run.status == 0, "\(run.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        return object as? [String: Any] ?? [:]
    }

    @Test func layoutJSONPrintsEveryElementsAttributes() throws {
        let scene = try json(["layout", "Fixtures/tag-flow.yaml", "--category", "L", "--json"])
        let elements = scene["elements"] as? [[String: Any]] ?? []
        #expect(elements.count > 20)
        let keys: Set<String> = ["category", "kind", "section", "item", "frame", "center", "size", "bounds", "transform", "transform3D",
                                 "zIndex", "alpha", "hidden", "views"]
        for element in elements {
            #expect(keys.isSubset(of: Set(element.keys)), "missing \(keys.subtracting(element.keys))")
            let frame = element["frame"] as? [Double] ?? []
            let center = element["center"] as? [Double] ?? []
            #expect(frame.count == 4 && center.count == 2)
            if frame.count == 4, center.count == 2 {
                #expect(abs(center[0] - (frame[0] + frame[2] / 2)) < 1e-9 && abs(center[1] - (frame[1] + frame[3] / 2)) < 1e-9)
            }
            #expect((element["transform3D"] as? [Double])?.count == 16)
        }
        let categories = Set(elements.compactMap { $0["category"] as? String })
        #expect(categories == ["cell", "supplementaryView"])
        let kinds = Set(elements.compactMap { $0["kind"] as? String })
        #expect(kinds == ["sectionHeader", "sectionFooter"])
    }

    @Test func anUpdatePrintsEveryStage() throws {
        let scene = try json(["layout", "Fixtures/growing-item-update.yaml", "--category", "L", "--json"])
        let stages = scene["stages"] as? [[String: Any]] ?? []
        #expect(stages.compactMap { $0["name"] as? String } == ["before", "frame1", "after"])
        func cell(_ stage: [String: Any], _ item: Int) -> [Double] {
            let elements = stage["elements"] as? [[String: Any]] ?? []
            return elements.first { $0["category"] as? String == "cell" && $0["item"] as? Int == item }?["frame"] as? [Double] ?? []
        }
        // The third card grows in place; the first card (the other column's top) does not move.
        let before = cell(stages[0], 2), after = cell(stages[2], 2)
        #expect(before.count == 4 && after.count == 4)
        if before.count == 4, after.count == 4 {
            #expect(after[3] > before[3] && after[0] == before[0] && after[1] == before[1])
        }
        #expect(cell(stages[0], 1) == cell(stages[2], 1))
    }

    @Test func updatesRenderOneImagePerStage() throws {
        let out = temporaryDirectory()
        let run = try layoutsnap(["render", "Fixtures/growing-item-update.yaml", "--category", "L", "--direction", "ltr", "--out", out])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(files(in: out).keys.sorted() == ["growing-item-update/w375-L@2x-after.png", "growing-item-update/w375-L@2x-before.png",
                                                  "growing-item-update/w375-L@2x-frame1.png"])
    }
}
