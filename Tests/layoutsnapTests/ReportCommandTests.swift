import Foundation
import Snapshot
import Testing

/// `verify` failure output: numbers, the layout diff from the stored layout record, report.html and report.json.
struct ReportCommandTests {
    @Test func aChangedFixtureFailsWithItsLayoutChangesAndAReport() throws {
        let work = temporaryDirectory(), artifacts = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: work); try? FileManager.default.removeItem(atPath: artifacts) }
        let original = try String(contentsOfFile: packageRoot.appendingPathComponent("Fixtures/self-sizing-table.yaml").path, encoding: .utf8)
        #expect(original.contains("Self-sizing cells"))
        try original.replacingOccurrences(of: "Self-sizing cells", with: "Self-sizing cells, now with a longer title")
            .write(toFile: work + "/self-sizing-table.yaml", atomically: true, encoding: .utf8)
        let run = try layoutsnap(["verify", work + "/self-sizing-table.yaml", "--category", "AX5", "--direction", "ltr",
                                  "--snapshots", "Snapshots", "--artifacts", artifacts, "--record", "never", "--no-progress"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("FAIL self-sizing-table w375-AX5@2x: size mismatch, expected 750×5890 pixels, got 750×"), "\(run.stderr)")
        #expect(run.stderr.contains("layout: cell [0,0]: resized 375×911.5 → 375×"))
        #expect(run.stderr.contains("layout: cell [0,1]: moved (0, 911.5) → (0, "))
        #expect(run.stdout.contains("report: \(artifacts)/report.html"))

        let report = try SnapshotReport.decode(json: try Data(contentsOf: URL(fileURLWithPath: artifacts + "/report.json")))
        #expect(report.entries.map(\.name) == ["self-sizing-table/w375-AX5@2x"])
        #expect(report.entries.first?.status == .sizeMismatch)
        #expect(report.entries.first?.expectedSize == PixelSize(width: 750, height: 5890))
        #expect(report.entries.first?.layoutDiff?.changes.contains { $0.description.hasPrefix("cell [0,0]: resized") } == true)
        let html = try String(contentsOfFile: artifacts + "/report.html", encoding: .utf8)
        #expect(html.contains("self-sizing-table/w375-AX5@2x"))
        #expect(html.contains("self-sizing-table/w375-AX5@2x.actual.png"))
    }

    @Test func aPassingRunWritesAReportThatSaysSo() throws {
        let artifacts = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: artifacts) }
        let run = try layoutsnap(["verify", "Fixtures/intrinsic-size.yaml", "--category", "L", "--snapshots", "Snapshots",
                                  "--artifacts", artifacts, "--record", "never", "--no-progress"])
        #expect(run.status == 0)
        let report = try SnapshotReport.decode(json: try Data(contentsOf: URL(fileURLWithPath: artifacts + "/report.json")))
        #expect(report.entries.isEmpty)
        #expect(try String(contentsOfFile: artifacts + "/report.html", encoding: .utf8).contains("No snapshot failures."))
    }

    /// Two variants: each finishes another tenth of the work, so plain progress has a line for each (ProgressTests
    /// holds the tenths on a larger batch).
    @Test func progressIsPlainLinesWhenNotOnATerminal() throws {
        let out = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let run = try layoutsnap(["render", "Fixtures/intrinsic-size.yaml", "--category", "L,AX5", "--direction", "ltr", "--out", out, "--jobs", "1"])
        #expect(run.status == 0)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 2, "\(run.stderr)")
        #expect(lines.first?.hasPrefix("[1/2] 50% intrinsic-size w375-L@2x ") == true, "\(run.stderr)")
        #expect(lines.last?.hasPrefix("[2/2] 100% intrinsic-size w375-AX5@2x ") == true, "\(run.stderr)")
        let quiet = try layoutsnap(["render", "Fixtures/intrinsic-size.yaml", "--category", "L", "--out", out, "--no-progress"])
        #expect(quiet.stderr.isEmpty)
    }
}
