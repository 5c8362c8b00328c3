import Foundation
import Testing

/// Interface Builder documents on the command line: rendered directly, named in `layout --json`, checked by
/// `ib-check`, and refused with exit 2 when they are malicious or malformed.
struct DocumentCommandTests {
    static let documents = "Tests/InterfaceBuilderTests/Documents"

    /// Entity expansion ("billion laughs") and external entities are refused before parsing: exit 2, one located
    /// message, nothing written, no line of /etc/passwd anywhere.
    @Test func entityDocumentsAreRefusedWithExitTwo() throws {
        for name in ["EntityExpansion.xib", "ExternalEntity.xib", "Malformed.xib", "DuplicateID.xib", "MissingItem.xib", "AbsurdNumber.xib"] {
            let out = temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: out) }
            let run = try layoutsnap(["render", "\(Self.documents)/Bad/\(name)", "--out", out, "--no-progress"])
            #expect(run.status == 2, "\(name): \(run.stderr)")
            #expect(run.stderr.hasPrefix("error: \(Self.documents)/Bad/\(name):"), "\(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
            #expect(!run.stderr.contains("root:"), "\(run.stderr)")
            #expect(((try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []).isEmpty)
        }
    }

    @Test func layoutJSONNamesViewsByOutletAndElement() throws {
        let run = try layoutsnap(["layout", "Fixtures/Documents/RecipeCard.xib", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let views = try #require(((json["elements"] as? [[String: Any]])?.first?["views"]) as? [[String: Any]])
        let title = try #require(views.first { $0["id"] as? String == "kVp-iz-ris" })
        #expect(title["name"] as? String == "titleLabel")
        #expect(title["element"] as? String == "label")
        #expect(views.first?["element"] as? String == "collectionViewCell")
    }

    @Test func sizingDesignedKeepsTheStoredSize() throws {
        let natural = try layoutsnap(["layout", "Fixtures/Documents/StackCard.xib", "--category", "AX3"])
        let designed = try layoutsnap(["layout", "Fixtures/Documents/StackCard.xib", "--category", "AX3", "--sizing", "designed"])
        #expect(designed.stdout.contains("content 414.0 × 85.5 pt"), "\(designed.stdout)")
        #expect(!natural.stdout.contains("content 414.0 × 85.5 pt"), "\(natural.stdout)")
    }

    @Test func ibCheckReportsEveryViewWithinOnePixelOnTheProjectDocuments() throws {
        let run = try layoutsnap(["ib-check", "\(Self.documents)/Constraints.xib", "\(Self.documents)/Screens.storyboard", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let total = try #require(json["total"] as? [String: Any])
        #expect(total["views"] as? Int == 7)
        #expect(total["withinOnePixel"] as? Int == 7)
        let bad = try layoutsnap(["ib-check", "\(Self.documents)/Bad/ExternalEntity.xib"])
        #expect(bad.status == 2)
    }

    @Test func assetsDrawTheAppsImages() throws {
        let out = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let run = try layoutsnap(["render", "\(Self.documents)/AssetsCell.xib", "--assets", "\(Self.documents)/Assets.xcassets",
                                  "--out", out, "--format", "png,svg", "--no-progress"])
        #expect(run.status == 0, "\(run.stderr)")
        let svg = try String(contentsOfFile: out + "/AssetsCell/w414-L@2x.svg", encoding: .utf8)
        #expect(svg.contains("<image"))   // the PNG is embedded; the SVG and PDF stay vector paths
        let missing = try layoutsnap(["render", "\(Self.documents)/AssetsCell.xib", "--assets", "\(Self.documents)/Nope.xcassets",
                                      "--out", out, "--no-progress"])
        #expect(missing.status == 2)
    }
}

/// Custom fonts: a document's `fontDescription name="Inter-Italic"` is set in that font when a fixture's `fonts:`
/// (or `--font-dir`) gives its file, and in the system font with a `fontSubstituted` warning when nothing does.
struct CustomFontCommandTests {
    @Test func fontsOfAFixtureAreFoundByPostScriptName() throws {
        let italic = "/usr/share/fonts/" + (try #require(FileManager.default.enumerator(atPath: "/usr/share/fonts")?.allObjects
            .compactMap { $0 as? String }.first { $0.hasSuffix("/Inter-Italic.otf") }))
        let work = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let document = packageRoot.appendingPathComponent("Tests/InterfaceBuilderTests/Documents/CustomFont.xib").path
        try "document: \(document)\nfonts: {Inter-Italic: \(italic)}\n".write(toFile: work + "/brand.yaml", atomically: true, encoding: .utf8)
        let with = try layoutsnap(["layout", work + "/brand.yaml", "--json"])
        #expect(with.status == 0, "\(with.stderr)")
        #expect(with.stdout.contains("Inter-Italic.otf") && !with.stderr.contains("fontSubstituted") && with.stderr.isEmpty, "\(with.stderr)")
        let without = try layoutsnap(["layout", document, "--json"])
        #expect(without.status == 0)
        #expect(without.stderr.contains("the font 'Inter-Italic' is not among the font files given"), "\(without.stderr)")
        try "document: \(document)\nfonts: [Fonts/Missing.otf]\n".write(toFile: work + "/missing.yaml", atomically: true, encoding: .utf8)
        let missing = try layoutsnap(["layout", work + "/missing.yaml"])
        #expect(missing.status == 2 && missing.stderr.contains("missing.yaml:2:"), "\(missing.stderr)")
    }
}
