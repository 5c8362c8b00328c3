import AutoLayout
import FixtureFormat
import Foundation
import Geometry
import Layout
import LayoutSnapSnapshotTesting
import LayoutSnapTesting
import Measure
import PNGCodec
import Scenes
import Snapshot
import SnapshotTesting
import Testing

/// A small table built in Swift code: 240 points wide, at 1x.
private func cardTable(title: String = "Snapshotting<Scene, Data>") throws -> Scene {
    let cells = [TableCellSpec(labels: [LabelSpec(id: "title", text: title, style: .headline),
                                        LabelSpec(id: "detail", text: "assertSnapshot(of:as: .layoutSnap())", style: .footnote)])]
    return TableLayout.scene(for: TableSpec(sections: [TableSectionSpec(cells: cells)]), in: LayoutEnvironment(width: 240, scale: 1),
                             measurer: try LayoutSnapshot.measurer())
}

/// The reference of `sceneMatchesItsReference` is named, so other tests can compare against it: swift-snapshot-testing
/// numbers unnamed snapshots with a counter shared by every test that runs without its `.snapshots` trait.
struct LayoutSnapStrategyTests {
    @Test func sceneMatchesItsReference() throws {
        assertSnapshot(of: try cardTable(), as: .layoutSnap(scale: 1), named: "card")
    }

    @Test func fixtureVariantMatchesItsReference() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/hugging-and-compression.yaml").path
        let variant = Variant(width: 200, scale: 1)
        assertSnapshot(of: try Fixture.load(path: path), as: .layoutSnap(variant: variant), named: variant.name)
    }

    @Test func aDifferenceIsDescribedWithLayoutSnapsNumbers() throws {
        let expected = try ImageBuffer(pngData: LayoutSnapshot.png(of: cardTable(), scale: 1))
        let actual = try ImageBuffer(pngData: LayoutSnapshot.png(of: cardTable(title: "Snapshotting<Scene, PNG>"), scale: 1))
        let summary = ImageDiffer.compare(expected: expected, actual: actual).summary
        let message = verifySnapshot(of: try cardTable(title: "Snapshotting<Scene, PNG>"), as: .layoutSnap(scale: 1), named: "card", record: .never,
                                     testName: "sceneMatchesItsReference()")
        #expect(message?.contains("LayoutSnap: \(summary)") == true)
        let tolerated = verifySnapshot(of: try cardTable(title: "Snapshotting<Scene, PNG>"),
                                       as: .layoutSnap(scale: 1, tolerance: ComparisonTolerance(maxDiffPixelRatio: 0.5)),
                                       named: "card", record: .never, testName: "sceneMatchesItsReference()")
        #expect(tolerated == nil)
        let byPrecision = verifySnapshot(of: try cardTable(title: "Snapshotting<Scene, PNG>"), as: .layoutSnap(scale: 1, precision: 0.5),
                                         named: "card", record: .never, testName: "sceneMatchesItsReference()")
        #expect(byPrecision == nil)
    }

    @Test func pngDiffingComparesPixelsNotBytes() throws {
        let diffing = Diffing<Data>.layoutSnapPNG()
        let image = try LayoutSnapshot.png(of: cardTable(), scale: 1)
        let reencoded = try ImageBuffer(pngData: image).pngData()
        #expect(reencoded != image)
        #expect(diffing.diffV2(Data(image), Data(reencoded)) == nil)
        let garbage = diffing.diffV2(Data(image), Data("not a png".utf8))
        #expect(garbage?.0.contains("not a PNG") == true)
    }
}
