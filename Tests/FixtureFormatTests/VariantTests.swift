import Files
import FixtureFormat
import Geometry
import Layout
import Measure
import Pipeline
import Scenes
import Testing

/// Devices, appearances and the names they give reference files.
struct VariantTests {
    private static let table = """
    table:
      style: grouped
      sections:
        - cells:
            - backgroundColor: {light: "#FFF4E5", dark: "#3A2A14"}
              labels:
                - {id: title, text: "Storage", color: {light: "#8A4B00", dark: "#FFB35C"}}
            - labels:
                - {id: title, text: "Plain", color: "#336699"}
    """

    @Test func everyAxisAtItsDefaultAddsNothingToTheName() {
        #expect(Variant(width: 375).name == "w375-L@2x")
        #expect(Variant(width: 375, appearance: .dark).name == "w375-L@2x-dark")
        #expect(Variant(width: 375, direction: .rightToLeft, appearance: .dark).name == "w375-L@2x-rtl-dark")
        #expect(Variant(size: .device(Device.named("iPhone SE")!), category: .accessibilityLarge).name == "iPhone-SE-AX2@2x")
        let all = VariantSet(widths: [320, 375, 393], devices: Device.all, categories: ContentSizeCategory.allCases, scales: [1, 2, 3],
                             directions: [.leftToRight, .rightToLeft], appearances: [.light, .dark]).variants
        let names = all.map(\.name)
        #expect(Set(names).count == names.count, "names are collision-free")
        let defaultName = Variant(width: 375).name
        #expect(names.allSatisfy { $0.count >= defaultName.count || $0.hasPrefix("w") })
    }

    /// Pseudo-locales are a variant axis: the name carries the locale after the other axes, a right-to-left
    /// pseudo-locale is laid out right to left only (listed once), and fixtures and the command line name them alike.
    @Test func pseudoLocalesAreAnAxisWhoseNamesCarryTheLocale() throws {
        #expect(Variant(width: 375, pseudoLocale: .long).name == "w375-L@2x-pseudo-long")
        #expect(Variant(width: 375, direction: .rightToLeft, appearance: .dark, pseudoLocale: .accented).name == "w375-L@2x-rtl-dark-pseudo-accented")
        for name in ["w375-L@2x-pseudo-long", "w375-L@2x-rtl-pseudo-rtl", "w375-L@2x-dark-pseudo-accented-before"] {
            #expect(Variant.isImageName(name), "\(name)")
        }
        #expect(!Variant.isImageName("w375-L@2x-pseudo-klingon"))
        let fixture = try Fixture.parse("variants: {directions: [ltr, rtl], pseudoLocales: [none, long, rtl]}\n" + Self.table,
                                        file: "p.yaml", defaultName: "p")
        #expect(fixture.variants.variants.map(\.name) == ["w375-L@2x", "w375-L@2x-pseudo-long", "w375-L@2x-rtl", "w375-L@2x-rtl-pseudo-long",
                                                          "w375-L@2x-rtl-pseudo-rtl"])
        let rtlOnly = try Fixture.parse("variants: {pseudoLocales: rtl}\n" + Self.table, file: "p.yaml", defaultName: "p")
        #expect(rtlOnly.variants.variants.map(\.direction) == [.rightToLeft])
        let all = try Fixture.parse("variants: {pseudoLocales: all}\n" + Self.table, file: "p.yaml", defaultName: "p")
        #expect(all.variants.pseudoLocales == [.accented, .long, .rtl])
        #expect(try VariantArguments.pseudoLocales("none,long") == [nil, .long])
        #expect(throws: LocatedError.self) { try VariantArguments.pseudoLocales("long,klingon") }
        do {
            _ = try Fixture.parse("variants: {pseudoLocales: [long, klingon]}\n" + Self.table, file: "p.yaml", defaultName: "p")
            Issue.record("an unknown pseudo-locale was accepted")
        } catch let error as LocatedError {
            #expect(error.line == 1 && error.field == "variants.pseudoLocales[1]")
            #expect(error.message.contains("unknown pseudo-locale 'klingon'"))
        }
    }

    /// The texts of a table are rewritten in the variant's pseudo-locale, and only there.
    @Test func aPseudoLocaleRewritesEveryTextOfTheScene() throws {
        let fixture = try Fixture.parse(Self.table, file: "c.yaml", defaultName: "c")
        let measurer = TextMeasurer(fontSet: try FontSet.standard())
        func texts(_ variant: Variant) -> [String] {
            var found: [String] = []
            func visit(_ node: SceneNode) {
                if case let .text(layout, _, _) = node.content { found += layout.lines.map(\.text) }
                node.children.forEach(visit)
            }
            fixture.scene(for: variant, measurer: measurer).elements.map(\.root).forEach(visit)
            return found
        }
        #expect(texts(Variant(width: 375)) == ["Storage", "Plain"])
        #expect(texts(Variant(width: 375, pseudoLocale: .accented)) == ["Ŝţöŕáĝé", "Þĺáîñ"])
        #expect(texts(Variant(width: 375, pseudoLocale: .long)) == ["[Ŝţöŕáĝéé]", "[Þĺáîñ]"])
    }

    @Test func devicesBringTheirSizeAndScaleUnlessScalesAreGiven() throws {
        let fixture = try Fixture.parse("variants: {devices: [iphone-se, iPhone 15, IPAD]}\n" + Self.table, file: "d.yaml", defaultName: "d")
        #expect(fixture.variants.variants.map(\.name) == ["iPhone-SE-L@2x", "iPhone-15-L@3x", "iPad-L@2x"])
        let scaled = try Fixture.parse("variants: {devices: [iPhone SE], widths: [400], scales: [1]}\n" + Self.table, file: "d.yaml", defaultName: "d")
        #expect(scaled.variants.variants.map(\.name) == ["w400-L@1x", "iPhone-SE-L@1x"])
    }

    @Test func aDeviceImageIsTheScreenHeightTall() throws {
        let fixture = try Fixture.parse("variants: {devices: [iPhone SE]}\n" + Self.table, file: "d.yaml", defaultName: "d")
        let measurer = TextMeasurer(fontSet: try FontSet.standard())
        let scene = fixture.scene(for: fixture.variants.variants[0], measurer: measurer)
        #expect(scene.contentSize == Size(width: 320, height: 568))
        #expect(fixture.scene(for: Variant(width: 320), measurer: measurer).contentSize.height < 568)
    }

    @Test func darkAppearanceResolvesSystemAndCustomColoursWithoutMovingAnything() throws {
        let fixture = try Fixture.parse(Self.table, file: "c.yaml", defaultName: "c")
        let measurer = TextMeasurer(fontSet: try FontSet.standard())
        let light = fixture.scene(for: Variant(width: 375), measurer: measurer)
        let dark = fixture.scene(for: Variant(width: 375, appearance: .dark), measurer: measurer)
        #expect(light.elements.map(\.frame) == dark.elements.map(\.frame))
        #expect(light.backgroundColor.hexString == "#F2F2F7")
        #expect(dark.backgroundColor.hexString == "#000000")
        func cellColours(_ scene: Scene, item: Int) -> (background: String?, text: [String]) {
            let cell = scene.elements.first { $0.category == .cell && $0.indexPath.item == item }
            var texts: [String] = []
            func visit(_ node: SceneNode) {
                if case let .text(_, color, _) = node.content { texts.append(color.hexString) }
                node.children.forEach(visit)
            }
            cell.map { visit($0.root) }
            return (cell?.root.style.backgroundColor?.hexString, texts)
        }
        #expect(cellColours(light, item: 0).background == "#FFF4E5")
        #expect(cellColours(dark, item: 0).background == "#3A2A14")
        #expect(cellColours(light, item: 0).text == ["#8A4B00"])
        #expect(cellColours(dark, item: 0).text == ["#FFB35C"])
        #expect(cellColours(dark, item: 1).background == "#1C1C1E", "secondarySystemGroupedBackground in dark")
        #expect(cellColours(dark, item: 1).text == ["#336699"], "a plain hex colour is the same in both appearances")
    }

    @Test func badVariantInputIsLocated() {
        let unknown = parseError("variants: {devices: [iPhone 99]}\n" + Self.table)
        #expect(unknown?.message.hasPrefix("unknown device 'iPhone 99'") == true)
        #expect(unknown?.field == "variants.devices[0]")
        let appearance = parseError("variants: {appearances: [dim]}\n" + Self.table)
        #expect(appearance?.field == "variants.appearances[0]")
        let halfDynamic = parseError(Self.table.replacingOccurrences(of: ", dark: \"#3A2A14\"", with: ""))
        #expect(halfDynamic?.message == "a dynamic colour needs both 'light' and 'dark'")
        let repeated = parseError("variants: {widths: [375, 375]}\n" + Self.table)
        #expect(repeated?.message == "this value is listed twice in widths")
        #expect(repeated?.field == "variants.widths[1]")
        let category = parseError("variants: {categories: [L, AX5, L]}\n" + Self.table)
        #expect(category?.message == "this value is listed twice in categories")
        #expect(category?.field == "variants.categories[2]")
    }
}
