import FixtureFormat
import Foundation
import Geometry
import Layout
import Measure
import Pipeline
import Testing

private let flowFixture = """
variants: {categories: [L, AX5], directions: [ltr, rtl]}
collection:
  layout:
    type: flow
    estimatedItemSize: {width: 80, height: 32}
    minimumInteritemSpacing: 6
    sectionInset: {top: 4, leading: 16, bottom: 12, trailing: 16}
    pinHeaders: true
    sectionBackground: {color: "#EEEEEE", cornerRadius: 8}
  viewport: {height: 600, contentOffset: 120}
  prototypes:
    tag:
      cornerRadius: 8
      backgroundColor: systemGray
      views: [{id: name, type: label, text: ""}]
      constraints: ["H:|-12-[name]-12-|", "V:|-6-[name]-6-|"]
  sections:
    - header: Cuisines
      footer: {text: "Pick one", style: caption1, height: 30}
      items:
        - {prototype: tag, text: {name: "Italian"}}
        - {prototype: tag, text: {name: "Thai"}, cornerRadius: 4}
  update:
    reload: [{section: 0, item: 1, text: {name: "Thai and Lao"}}]
    insert: [{section: 0, item: 0, prototype: tag, text: {name: "New"}}]
    animationFrames: 2
"""

struct CollectionFixtureTests {
    @Test func aFlowCollectionFixtureReadsEveryPart() throws {
        let fixture = try Fixture.parse(flowFixture, file: "tags.yaml", defaultName: "tags")
        guard case let .collection(collection) = fixture.content else {
            Issue.record("expected a collection")
            return
        }
        guard case let .flow(flow) = collection.layout else {
            Issue.record("expected a flow layout")
            return
        }
        #expect(flow.estimatedItemSize == Size(width: 80, height: 32))
        #expect(flow.minimumInteritemSpacing == 6 && flow.minimumLineSpacing == 10)
        #expect(flow.sectionHeadersPinToVisibleBounds && !flow.sectionFootersPinToVisibleBounds)
        #expect(flow.sectionBackground?.cornerRadius == 8)
        #expect(collection.viewport == Viewport(height: 600, contentOffset: Point(x: 0, y: 120)))
        #expect(collection.sections[0].items.map(\.cornerRadius) == [8, 4])
        #expect(collection.sections[0].footer?.height == 30)
        let update = try #require(collection.update)
        #expect(update.updates == [.reload(IndexPath(item: 1, section: 0)), .insert(IndexPath(item: 0, section: 0))])
        #expect(update.sectionsAfter[0].items.count == 3)
        #expect(fixture.stageNames == ["before", "frame1", "frame2", "after"])
    }

    @Test func everyStageLaysOut() throws {
        let fixture = try Fixture.parse(flowFixture, file: "tags.yaml", defaultName: "tags")
        let stages = fixture.scenes(for: Variant(width: 375), measurer: TextMeasurer(fontSet: try FontSet.standard()))
        #expect(stages.map(\.stage) == ["before", "frame1", "frame2", "after"])
        for (_, scene) in stages { #expect(scene.contentSize == Size(width: 375, height: 600)) }
        #expect(stages[3].scene.elements.filter { $0.category == .cell }.count == 3)
    }

    @Test func mistakesInCollectionsAreLocated() {
        let wrongKey = parseError("""
        collection:
          layout: {type: flow, columns: [{columns: 2}]}
          sections: []
        """)
        #expect(wrongKey?.message.contains("'columns' does not apply to a flow layout") == true)
        #expect(wrongKey?.line == 2)

        let badType = parseError("""
        collection:
          layout: {type: grid}
          sections: []
        """)
        #expect(badType?.message.contains("unknown layout type 'grid'") == true)

        let badReload = parseError("""
        collection:
          layout: {type: waterfall}
          sections: [{items: [{labels: [{text: "A"}]}]}]
          update:
            reload: [{section: 0, item: 4}]
        """)
        #expect(badReload?.message.contains("there is no item 4 in section 0") == true)
        #expect(badReload?.line == 5)

        let twoKinds = parseError("""
        table: {sections: []}
        collection: {layout: {type: flow}, sections: []}
        """)
        #expect(twoKinds?.message.contains("not table and collection") == true)

        let badColumns = parseError("""
        collection:
          layout: {type: waterfall, columns: [{minimumWidth: 500, columns: 2}, {minimumWidth: 100, columns: 3}]}
          sections: []
        """)
        #expect(badColumns?.message.contains("increasing minimumWidth") == true)

        let tableInsets = parseError("""
        collection:
          layout: {type: table, sectionBackground: {insets: {leading: 16}}}
          sections: []
        """)
        #expect(tableInsets?.message.contains("'insets' applies to flow and waterfall layouts") == true)
    }
}
