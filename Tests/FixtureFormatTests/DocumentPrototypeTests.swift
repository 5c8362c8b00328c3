import AutoLayout
import Files
import FixtureFormat
import Foundation
import Geometry
import Layout
import Scenes
import Testing

/// Documents as prototypes of collection fixtures: items set texts by outlet and images from the prototype's asset
/// catalogue.
struct DocumentPrototypeTests {
    static let documents = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("InterfaceBuilderTests/Documents")

    static func fixture(assets: Bool, image: String) throws -> Fixture {
        let cell = documents.appendingPathComponent("AssetsCell.xib").path
        let catalog = documents.appendingPathComponent("Assets.xcassets").path
        let text = """
            collection:
              layout: {type: flow, itemSize: {width: 200, height: 60}}
              prototypes:
                card: {xib: \(cell)\(assets ? ", assets: \(catalog)" : "")}
              sections:
                - items:
                    - {prototype: card, image: {Pho-iV-001: \(image)}}
            """
        return try Fixture.parse(text, file: "/tmp/cards.yaml", defaultName: "cards")
    }

    static func photo(_ fixture: Fixture) -> ViewKind? {
        guard case let .collection(collection) = fixture.content else { return nil }
        return collection.sections[0].items[0].contentView.allViews.first { $0.id == "Pho-iV-001" }?.kind
    }

    @Test func itemsShowImagesOfThePrototypesCatalogue() throws {
        guard case let .image(source, size) = Self.photo(try Self.fixture(assets: true, image: "Badge")) else {
            Issue.record("the photo view shows no image")
            return
        }
        #expect(source.name == "Badge" && source.format == .svg)
        #expect(size == Size(width: 20, height: 15))   // the view keeps its own size
        #expect(source.contentMode == .scaleAspectFill)
    }

    @Test func withoutACatalogueThePlaceholderStays() throws {
        guard case .imagePlaceholder = Self.photo(try Self.fixture(assets: false, image: "Badge")) else {
            Issue.record("expected the placeholder")
            return
        }
    }

    @Test func anUnknownImageIsALocatedError() throws {
        #expect(throws: LocatedError.self) { try Self.fixture(assets: true, image: "Nope") }
    }
}
