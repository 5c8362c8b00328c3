import Foundation
import Testing

/// `layoutsnap gallery` on the command line: images are the bytes `render` writes, a verify report's failures are
/// shown on their variants with their images copied beside the page, and what is not the gallery's is never touched.
struct GalleryCommandTests {
    @Test func imagesAreTheBytesRenderWrites() throws {
        let site = temporaryDirectory(), out = temporaryDirectory()
        let arguments = ["Fixtures/stack-axis.yaml", "--category", "L,AX3", "--progress", "none"]
        #expect(try layoutsnap(["gallery"] + arguments + ["--out", site]).status == 0)
        #expect(try layoutsnap(["render"] + arguments + ["--out", out]).status == 0)
        for name in ["w375-L@2x", "w375-AX3@2x-rtl"] {
            let rendered = try Data(contentsOf: URL(fileURLWithPath: "\(out)/stack-axis/\(name).png"))
            #expect(Bool(try Data(contentsOf: URL(fileURLWithPath: "\(site)/stack-axis/\(name).png")) == rendered), "\(name)")
        }
        let page = try String(contentsOfFile: site + "/stack-axis/index.html", encoding: .utf8)
        #expect(page.contains("<img src=\"w375-AX3@2x-rtl.png\""))
        #expect(try String(contentsOfFile: site + "/index.html", encoding: .utf8).contains("href=\"stack-axis/index.html\""))
    }

    /// A fixture changed after its references were recorded: verify fails, and the gallery given its report marks the
    /// variant and shows its expected, actual and diff images, copied into the site.
    @Test func aVerifyReportsFailuresAreShownOnTheirVariants() throws {
        let work = temporaryDirectory(), artifacts = temporaryDirectory(), site = temporaryDirectory() + "/site"
        let original = try String(contentsOfFile: packageRoot.appendingPathComponent("Fixtures/self-sizing-table.yaml").path, encoding: .utf8)
        try original.replacingOccurrences(of: "Self-sizing cells", with: "Self-sizing cells, longer")
            .write(toFile: work + "/self-sizing-table.yaml", atomically: true, encoding: .utf8)
        let variant = ["--category", "L", "--direction", "ltr", "--appearance", "light", "--progress", "none"]
        let verify = try layoutsnap(["verify", work + "/self-sizing-table.yaml", "--snapshots", "Snapshots", "--artifacts", artifacts,
                                     "--record", "never"] + variant)
        try #require(verify.status == 1, "\(verify.stderr)")
        let run = try layoutsnap(["gallery", work + "/self-sizing-table.yaml", "--out", site, "--report", artifacts] + variant)
        #expect(run.status == 0, "\(run.stderr)")
        let page = try String(contentsOfFile: site + "/self-sizing-table/index.html", encoding: .utf8)
        #expect(page.contains("data-status=\"mismatch\">pixels differ"), "\(page)")
        for suffix in ["expected", "actual", "diff"] {
            let file = "w375-L@2x.\(suffix).png"
            #expect(page.contains("<img src=\"\(file)\" alt=\"\(suffix)\""))
            #expect(FileManager.default.fileExists(atPath: site + "/self-sizing-table/" + file), "\(file) is copied beside the page")
        }
        #expect(try String(contentsOfFile: site + "/index.html", encoding: .utf8).contains("1 verify failure(s)"))
    }

    @Test func anIndexTheGalleryDidNotWriteIsNeverOverwritten() throws {
        let site = temporaryDirectory()
        try "<html>our own page</html>".write(toFile: site + "/index.html", atomically: true, encoding: .utf8)
        let run = try layoutsnap(["gallery", "Fixtures/stack-axis.yaml", "--out", site, "--category", "L", "--progress", "none"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("exists and was not written by layoutsnap gallery"), "\(run.stderr)")
        #expect(try String(contentsOfFile: site + "/index.html", encoding: .utf8) == "<html>our own page</html>")
        #expect(!FileManager.default.fileExists(atPath: site + "/stack-axis"))
        // A gallery's own index is replaced by the next run.
        let fresh = temporaryDirectory()
        for _ in 0..<2 {
            #expect(try layoutsnap(["gallery", "Fixtures/stack-axis.yaml", "--out", fresh, "--category", "L", "--progress", "none"]).status == 0)
        }
    }

    @Test func aBadReportIsAUsageError() throws {
        let folder = temporaryDirectory(), site = temporaryDirectory() + "/site"
        try "{\"entries\": 3}".write(toFile: folder + "/report.json", atomically: true, encoding: .utf8)
        for report in [folder, folder + "/missing.json"] {
            let run = try layoutsnap(["gallery", "Fixtures/stack-axis.yaml", "--out", site, "--report", report, "--progress", "none"])
            #expect(run.status == 2, "\(report): \(run.stderr)")
            #expect(run.stderr.contains("--report"), "\(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: site))
        }
    }
}
