import Gallery
import Geometry
import Layout
import Lint
import Snapshot
import Testing

/// The gallery's pages as functions of their model: the grid's axes, findings placed in percent of the image where
/// lint found them, escaping, and the same bytes for the same model.
struct GalleryTests {
    static func image(_ category: ContentSizeCategory, direction: LayoutDirection = .leftToRight, pseudoLocale: PseudoLocale? = nil,
                      findings: [LintOccurrence] = []) -> GalleryImage {
        let variant = Variant(width: 375, category: category, direction: direction, pseudoLocale: pseudoLocale)
        return GalleryImage(variant: variant, stage: nil, size: Size(width: 375, height: 200), findings: findings)
    }

    static let truncated = LintOccurrence(kind: .truncated, severity: .error, view: "title", message: "is cut to an ellipsis",
                                          variant: Variant(width: 375, category: .accessibilityLarge),
                                          frames: [Rect(x: 37.5, y: 50, width: 150, height: 20)])

    static let fixture = GalleryFixture(
        name: "cards<&>", file: "Fixtures/cards.yaml",
        images: [image(.large), image(.accessibilityLarge, findings: [truncated]), image(.large, direction: .rightToLeft),
                 image(.accessibilityLarge, direction: .rightToLeft), image(.large, pseudoLocale: .long)],
        findings: [LintFinding(kind: .truncated, severity: .error, view: "title", message: "is cut to an ellipsis",
                               variants: [truncated.variant], range: "from AX2 on", source: nil)])

    @Test func categoriesGoAcrossAndEveryOtherAxisDown() {
        let page = Gallery.pageHTML(Self.fixture)
        #expect(page.contains("<th scope=\"col\">L</th><th scope=\"col\">AX2</th>"))
        let rows = page.components(separatedBy: "<th scope=\"row\">").dropFirst().map { $0.prefix { $0 != "<" } }
        #expect(rows == ["375 pt · @2x · LTR · light", "375 pt · @2x · RTL · light", "375 pt · @2x · LTR · light · pseudo-long"])
        // The long pseudo-locale was rendered at L only: its AX2 cell is empty.
        #expect(page.contains("data-variant=\"w375-L@2x-pseudo-long\""))
        #expect(page.contains("<td></td>"))
    }

    @Test func aFindingIsOutlinedWhereLintFoundItInPercentOfTheImage() {
        let page = Gallery.pageHTML(Self.fixture)
        #expect(page.contains("data-view=\"title\" data-kind=\"truncated\" data-frame=\"37.5,50,150,20\" style=\"left:10%;top:25%;width:40%;height:10%\""))
        #expect(page.contains("<b>error: truncated</b> title is cut to an ellipsis <i>(from AX2 on)</i>"))
        #expect(page.contains("data-findings=\"1\""))
    }

    @Test func namesAreEscapedAndLinksEncoded() {
        let index = Gallery.indexHTML([Self.fixture])
        #expect(index.contains("<h2>cards&lt;&amp;&gt;</h2>"))
        #expect(index.contains("href=\"cards%3C&amp;%3E/index.html\""))
        #expect(!index.contains("<h2>cards<&>"))
        #expect(index.contains("data-fixtures=\"1\" data-images=\"5\""))
        #expect(index.contains("<meta name=\"generator\" content=\"\(Gallery.generator)\">"))
    }

    @Test func theSameModelGivesTheSameBytes() {
        #expect(Gallery.pageHTML(Self.fixture) == Gallery.pageHTML(Self.fixture))
        #expect(Gallery.indexHTML([Self.fixture]) == Gallery.indexHTML([Self.fixture]))
    }
}
