import Foundation
import Testing

/// `--pseudo-locale`: references of one fixture in each pseudo-locale verify, lint finds truncation that English
/// hides, and a bad value is refused before anything is written.
struct PseudoLocaleCommandTests {
    /// A one-line headline in a 230-pt frame: English fits at Large; the long pseudo-locale does not.
    private static let narrowTitle = """
    variants: {widths: [320]}
    view:
      id: root
      backgroundColor: systemBackground
      margins: {top: 12, leading: 16, bottom: 12, trailing: 16}
      views:
        - {id: title, type: label, text: "Notifications and sounds", style: headline}
      constraints:
        - "title.leading = root.leadingMargin"
        - "title.width = 230"
        - "title.top = root.topMargin"
        - "title.bottom = root.bottomMargin"

    """

    /// `Snapshots/pseudo-locales/` holds `attributed-text` (attributed runs, every truncation mode, autoshrink) at
    /// Large in each pseudo-locale, both directions; `verify` draws them again exactly.
    @Test func referencesInEachPseudoLocaleVerify() throws {
        let artifacts = temporaryDirectory()
        let run = try layoutsnap(["verify", "Fixtures/attributed-text.yaml", "--pseudo-locale", "all", "--category", "L",
                                  "--snapshots", "Snapshots/pseudo-locales", "--artifacts", artifacts, "--record", "never", "--progress", "none"])
        #expect(run.status == 0, "re-record with: layoutsnap record Fixtures/attributed-text.yaml --pseudo-locale all --category L --snapshots Snapshots/pseudo-locales\n\(run.stdout)\(run.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: packageRoot.path + "/Snapshots/pseudo-locales/attributed-text")
            .filter { $0.hasSuffix(".png") }.sorted()
        #expect(names == ["w320-L@2x-pseudo-accented.png", "w320-L@2x-pseudo-long.png", "w320-L@2x-rtl-pseudo-accented.png",
                          "w320-L@2x-rtl-pseudo-long.png", "w320-L@2x-rtl-pseudo-rtl.png"])
    }

    @Test func lintFindsTruncationThatEnglishHides() throws {
        let folder = temporaryDirectory()
        let fixture = folder + "/narrow-title.yaml"
        try Self.narrowTitle.write(toFile: fixture, atomically: true, encoding: .utf8)
        let english = try layoutsnap(["lint", fixture, "--category", "L", "--progress", "none"])
        #expect(english.status == 0, "\(english.stdout)")
        let long = try layoutsnap(["lint", fixture, "--category", "L", "--pseudo-locale", "long", "--progress", "none"])
        #expect(long.status == 1)
        #expect(long.stdout.contains("narrow-title.yaml:7: error: truncated: title is cut to an ellipsis"), "\(long.stdout)")
        #expect(long.stdout.contains("\"[Ñöţîƒîçáţîöñš áñđ šöûñđš"), "the message shows the pseudo text: \(long.stdout)")
        // Beside the texts as written, the finding is the pseudo-locale's alone.
        let both = try layoutsnap(["lint", fixture, "--category", "L", "--direction", "ltr", "--pseudo-locale", "none,long", "--progress", "none"])
        #expect(both.stdout.contains("(pseudo-long only)"), "\(both.stdout)")
    }

    @Test func anUnknownPseudoLocaleIsAUsageError() throws {
        let out = temporaryDirectory() + "/out"
        let run = try layoutsnap(["render", "Fixtures/attributed-text.yaml", "--pseudo-locale", "klingon", "--out", out])
        #expect(run.status == 2)
        #expect(run.stderr.contains("pseudo-locale must be all or a list of none, accented, long, rtl, found 'klingon'"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
