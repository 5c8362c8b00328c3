import Foundation
import PNGCodec
import Snapshot
import TestSupport
import Testing

private let pairsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Pairs")

private func makeTemporaryDirectory() throws -> String {
    let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("layoutsnap-report-\(UUID().uuidString)")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

private func pair(_ name: String) throws -> [UInt8] {
    try [UInt8](Data(contentsOf: pairsFolder.appendingPathComponent("\(name).png")))
}

private let sampleDiff = LayoutDiff(
    oldContentSize: LayoutSize(width: 375, height: 400), newContentSize: LayoutSize(width: 375, height: 420.5),
    changes: [LayoutChange(element: LayoutElementID(category: "cell", section: 0, item: 3), view: "title", kind: .resized,
                           old: LayoutFrame(x: 16, y: 11, width: 343, height: 22),
                           new: LayoutFrame(x: 16, y: 11, width: 343, height: 42.5))])

/// Verifies `actual` against `expected` (both from `Pairs/`) with the artifact writer `layoutsnap verify` uses, so the
/// artifacts and the outcome are what it produces, and returns the report entry for it.
private func failingEntry(fixture: String, variant: String, expected: String, actual: String, artifacts: String,
                          references: String, layoutDiff: LayoutDiff? = nil) throws -> SnapshotReport.Entry {
    let referencePath = (references as NSString).appendingPathComponent("\(fixture)/\(variant).png")
    try FileManager.default.createDirectory(atPath: (referencePath as NSString).deletingLastPathComponent,
                                            withIntermediateDirectories: true)
    try Data(try pair(expected)).write(to: URL(fileURLWithPath: referencePath))
    let expectedImage = try ImageBuffer(pngData: try pair(expected)), actualImage = try ImageBuffer(pngData: try pair(actual))
    let result = ImageDiffer.compare(expected: expectedImage, actual: actualImage)
    let written = try FailureArtifacts.write(referencePNG: try pair(expected), actualPNG: try pair(actual), expected: expectedImage,
                                             actual: actualImage, result: result, artifactsDirectory: artifacts, group: fixture, name: variant)
    let outcome = VerificationOutcome.mismatched(result, artifacts: written)
    return try #require(SnapshotReport.Entry(fixture: fixture, variant: variant, outcome: outcome, referencePath: referencePath,
                                             artifactsDirectory: artifacts, layoutDiff: layoutDiff))
}

struct ReportTests {
    @Test func entryFromAMismatchHasTheNumbersAndRelativeArtifactPaths() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let artifacts = folder + "/artifacts"
        let entry = try failingEntry(fixture: "table", variant: "w375-L@2x", expected: "table-ltr", actual: "table-shifted",
                                     artifacts: artifacts, references: folder + "/Snapshots")
        let expectedResult = ImageDiffer.compare(expected: try ImageBuffer(pngData: try pair("table-ltr")),
                                                 actual: try ImageBuffer(pngData: try pair("table-shifted")))
        guard case let .different(count, size, box) = expectedResult else { Issue.record("the pair should differ"); return }
        let total = size.pixelCount
        #expect(entry.status == .mismatch)
        #expect(entry.differentPixels == count)
        #expect(entry.totalPixels == total)
        #expect(entry.boundingBox == box)
        #expect(entry.ratio == Double(count) / Double(total))
        #expect(entry.expectedSize == PixelSize(width: 750, height: 400))
        #expect(entry.actualSize == PixelSize(width: 750, height: 400))
        #expect(entry.expectedImage == "table/w375-L@2x.expected.png")
        #expect(entry.actualImage == "table/w375-L@2x.actual.png")
        #expect(entry.diffImage == "table/w375-L@2x.diff.png")
        #expect(entry.referencePath == folder + "/Snapshots/table/w375-L@2x.png")
        #expect(entry.summary.hasPrefix("pixels differ, \(count) of \(total) pixels differ"))
    }

    @Test func entriesForTheOtherOutcomes() throws {
        #expect(SnapshotReport.Entry(fixture: "f", variant: "v", outcome: .matched, referencePath: "r.png", artifactsDirectory: "a") == nil)

        let missing = try #require(SnapshotReport.Entry(fixture: "f", variant: "v", outcome: .missingReference(path: "S/f/v.png"),
                                                        referencePath: "S/f/v.png", artifactsDirectory: "a"))
        #expect(missing.status == .missingReference)
        #expect(missing.summary == "missing reference, no reference at S/f/v.png")

        let sizes = ComparisonResult.sizeMismatch(expected: PixelSize(width: 750, height: 400), actual: PixelSize(width: 750, height: 420))
        let resized = try #require(SnapshotReport.Entry(
            fixture: "f", variant: "v", outcome: .mismatched(sizes, artifacts: FailureArtifacts(expected: "a/f/v.expected.png", actual: "a/f/v.actual.png")),
            referencePath: "S/f/v.png", tolerance: ComparisonTolerance(maxDiffPixels: 5), artifactsDirectory: "a"))
        #expect(resized.status == .sizeMismatch)
        #expect(resized.expectedSize == PixelSize(width: 750, height: 400))
        #expect(resized.actualSize == PixelSize(width: 750, height: 420))
        #expect(resized.differentPixels == nil && resized.ratio == nil && resized.diffImage == nil)
        #expect(resized.expectedImage == "f/v.expected.png")
        #expect(resized.tolerance.maxDiffPixels == 5)

        let previous = ComparisonResult.different(differentPixels: 7, imageSize: PixelSize(width: 10, height: 10), boundingBox: PixelRect(x: 1, y: 2, width: 3, height: 4))
        let recorded = try #require(SnapshotReport.Entry(fixture: "f", variant: "v", outcome: .recorded(path: "S/f/v.png", previous: previous),
                                                         referencePath: "S/f/v.png", artifactsDirectory: "a"))
        #expect(recorded.status == .recorded)
        #expect(recorded.differentPixels == 7 && recorded.ratio == 0.07)
    }

    @Test func jsonRoundTripsTheNumbersWithSortedKeysAndAStableOrder() throws {
        let entries = [
            SnapshotReport.Entry(fixture: "tag-flow", variant: "w375-L@2x", status: .mismatch, differentPixels: 1234,
                                 totalPixels: 300_000, boundingBox: PixelRect(x: 10, y: 20, width: 30, height: 40),
                                 expectedSize: PixelSize(width: 750, height: 400), actualSize: PixelSize(width: 750, height: 400),
                                 tolerance: ComparisonTolerance(threshold: 0.1, maxDiffPixelRatio: 0.001),
                                 expectedImage: "tag-flow/w375-L@2x.expected.png", actualImage: "tag-flow/w375-L@2x.actual.png",
                                 diffImage: "tag-flow/w375-L@2x.diff.png", referencePath: "Snapshots/tag-flow/w375-L@2x.png",
                                 layoutDiff: sampleDiff),
            SnapshotReport.Entry(fixture: "a-table", variant: "w375-AX5@2x", status: .sizeMismatch,
                                 expectedSize: PixelSize(width: 750, height: 400), actualSize: PixelSize(width: 750, height: 480),
                                 referencePath: "Snapshots/a-table/w375-AX5@2x.png"),
            SnapshotReport.Entry(fixture: "a-table", variant: "w375-L@2x", status: .missingReference,
                                 referencePath: "Snapshots/a-table/w375-L@2x.png"),
        ]
        let report = SnapshotReport(entries: entries)
        let data = try report.jsonData()
        let decoded = try SnapshotReport.decode(json: data)
        #expect(decoded.entries == report.sortedEntries)
        #expect(decoded.entries.map(\.name) == ["a-table/w375-AX5@2x", "a-table/w375-L@2x", "tag-flow/w375-L@2x"])
        #expect(decoded.entries[2].differentPixels == 1234)
        #expect(decoded.entries[2].tolerance == ComparisonTolerance(threshold: 0.1, maxDiffPixelRatio: 0.001))
        #expect(decoded.entries[2].layoutDiff == sampleDiff)
        #expect(try SnapshotReport(entries: entries.reversed()).jsonData() == data)

        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["failures"] as? Int == 3)
        let first = try #require((object["entries"] as? [[String: Any]])?.last)
        #expect(first["ratio"] as? Double == 1234.0 / 300_000)
        #expect(first["summary"] as? String == "pixels differ, 1234 of 300000 pixels differ (ratio 0.004113), inside x 10…39, y 20…59, image 750×400 pixels")
        #expect(first.keys.sorted() == ["actualImage", "actualSize", "boundingBox", "diffImage", "differentPixels",
                                        "expectedImage", "expectedSize", "fixture", "layoutDiff", "layoutDiffError", "message", "ratio", "referencePath", "scale",
                                        "status", "summary", "tolerance", "totalPixels", "variant", "warnings"].sorted())
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"differentPixels\" : null"))
        #expect(text.contains("content size: 375×400 → 375×420.5"))
        let keys = text.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("      \""), let end = line.dropFirst(7).firstIndex(of: "\"") else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: 7)..<end])
        }
        #expect(Array(keys.prefix(16)) == Array(keys.prefix(16)).sorted())
    }

    @Test func htmlEscapesEveryTextItShows() throws {
        let hostile = "<script>alert('x')</script>&\"q\""
        let change = LayoutChange(element: LayoutElementID(category: "cell", section: 0, item: 0), view: "<b>label</b>",
                                  kind: .moved, old: LayoutFrame(x: 0, y: 0, width: 1, height: 1),
                                  new: LayoutFrame(x: 0, y: 2, width: 1, height: 1))
        let entry = SnapshotReport.Entry(fixture: hostile, variant: "v <i>", status: .mismatch, differentPixels: 1, totalPixels: 4,
                                         expectedImage: "a b/#1?.png", actualImage: "x.png", referencePath: hostile,
                                         layoutDiff: LayoutDiff(oldContentSize: nil, newContentSize: nil, changes: [change]))
        let html = SnapshotReport(entries: [entry]).html(directory: "/tmp")
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("<b>label"))
        #expect(!html.contains("<i>"))
        #expect(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;&quot;q&quot;"))
        #expect(html.contains("view &lt;b&gt;label&lt;/b&gt;: moved (0, 0) → (0, 2)"))
        #expect(html.contains("src=\"a%20b/%231%3F.png\""))
        #expect(html.components(separatedBy: "<script>").count == 2)
    }

    @Test func aReportWithoutFailuresSaysSo() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let paths = try SnapshotReport().write(toDirectory: folder + "/artifacts")
        let html = try String(contentsOfFile: paths.html, encoding: .utf8)
        #expect(html.contains("<p id=\"summary\" data-failures=\"0\">No snapshot failures.</p>"))
        #expect(html.contains("Every snapshot matched its reference."))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: paths.json))) as? [String: Any])
        #expect(json["failures"] as? Int == 0)
        #expect((json["entries"] as? [Any])?.isEmpty == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/artifacts").sorted() == ["report.html", "report.json"])
    }

    @Test func recordedReferenceIsShownRelativeToTheReport() throws {
        let entry = SnapshotReport.Entry(fixture: "f", variant: "v", status: .recorded, referencePath: "/work/Snapshots/f/v.png")
        let html = SnapshotReport(entries: [entry]).html(directory: "/work/.layoutsnap-artifacts")
        #expect(html.contains("src=\"../Snapshots/f/v.png\""))
    }

    /// The scale travels in the entry (and report.json), never read back out of the variant's name.
    @Test func theOverlayShowsImagesAtTheVariantsScale() throws {
        let report = SnapshotReport(entries: [
            SnapshotReport.Entry(fixture: "f", variant: "w375-L@3x-rtl", scale: 3, status: .mismatch, referencePath: "r"),
            SnapshotReport.Entry(fixture: "g", variant: "w375-L@2x", status: .mismatch, referencePath: "r"),
        ])
        let html = report.html(directory: "/tmp")
        #expect(html.contains("data-variant=\"w375-L@3x-rtl\" data-status=\"mismatch\" data-scale=\"3\""))
        #expect(html.contains("data-variant=\"w375-L@2x\" data-status=\"mismatch\">"), "no scale given: none shown")
        let decoded = try SnapshotReport.decode(json: try report.jsonData())
        #expect(decoded.entries.map(\.scale) == [3, nil])
    }

    /// Acceptance: report.html opens in headless Chromium and shows the failures, with their images loaded.
    @Test(.timeLimit(.minutes(5)))
    func reportOpensInHeadlessChromiumAndShowsTheFailures() throws {
        guard let chromium = Chromium.executable() else {
            Issue.record("""
                chromium was not found on PATH; this test opens report.html in headless Chromium. Install it with \
                `bash scripts/setup.sh test` (Debian package `chromium`).
                """)
            return
        }
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let artifacts = folder + "/artifacts", references = folder + "/Snapshots"
        let shifted = try failingEntry(fixture: "self-sizing-table", variant: "w375-L@2x", expected: "table-ltr",
                                       actual: "table-shifted", artifacts: artifacts, references: references, layoutDiff: sampleDiff)
        let overlay = try failingEntry(fixture: "tag-flow", variant: "w375-AX2@2x-rtl", expected: "table-ltr",
                                       actual: "table-overlay", artifacts: artifacts, references: references)
        let paths = try SnapshotReport(entries: [overlay, shifted]).write(toDirectory: artifacts)

        let started = Date()
        let dom = try Chromium.dumpDOM(executable: chromium, file: paths.html, scratch: folder + "/chromium-profile")
        let seconds = Date().timeIntervalSince(started)
        print("chromium rendered report.html in \(String(format: "%.1f", seconds)) s")

        #expect(dom.contains("data-failures=\"2\""))
        #expect(dom.contains("2 snapshot failures: 2 pixels differ"))
        for entry in [shifted, overlay] {
            let count = try #require(entry.differentPixels), total = try #require(entry.totalPixels)
            #expect(dom.contains("data-fixture=\"\(entry.fixture)\" data-variant=\"\(entry.variant)\""))
            #expect(dom.contains("\(entry.fixture)/\(entry.variant)"))
            #expect(dom.contains("data-different-pixels=\"\(count)\""))
            #expect(dom.contains("\(count) of \(total) (ratio"))
        }
        #expect(dom.contains("cell [0,3] view title: resized 343×22 → 343×42.5"))
        #expect(dom.contains("type=\"range\""))
        #expect(dom.contains("data-images-total=\"6\""), "\(Chromium.imageStatus(in: dom))")
        #expect(dom.contains("data-images-loaded=\"6\""), "\(Chromium.imageStatus(in: dom))")
        #expect(dom.contains("data-images-failed=\"0\""), "\(Chromium.imageStatus(in: dom))")
        #expect(dom.components(separatedBy: "data-natural-size=\"750x400\"").count - 1 == 6)
    }
}

/// Finding and running headless Chromium for the report test.
private enum Chromium {
    static func executable() -> String? { HeadlessChromium.executable() }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Loads `file` in headless Chromium (throwaway profile under `scratch`) and returns the DOM after its scripts ran.
    /// Fails after `timeout` seconds.
    static func dumpDOM(executable: String, file: String, scratch: String, timeout: TimeInterval = 60) throws -> String {
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        let output = scratch + "/dom.html", errors = scratch + "/stderr.txt"
        guard FileManager.default.createFile(atPath: output, contents: nil),
              FileManager.default.createFile(atPath: errors, contents: nil) else {
            throw Failure(description: "cannot create files in \(scratch)")
        }
        let outputHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
        let errorHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: errors))
        defer { try? outputHandle.close(); try? errorHandle.close() }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
            "--no-default-browser-check", "--disable-extensions", "--disable-background-networking",
            "--user-data-dir=\(scratch)/profile", "--virtual-time-budget=10000",
            "--dump-dom", URL(fileURLWithPath: file).absoluteString,
        ]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = outputHandle
        process.standardError = errorHandle
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            throw Failure(description: "chromium did not finish within \(Int(timeout)) s; stderr: \(tail(of: errors))")
        }
        let dom = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        guard process.terminationStatus == 0, !dom.isEmpty else {
            throw Failure(description: "chromium exited with \(process.terminationStatus) and \(dom.utf8.count) bytes of DOM; "
                + "stderr: \(tail(of: errors))")
        }
        return dom
    }

    /// The `#image-status` element of a dumped DOM, for failure messages.
    static func imageStatus(in dom: String) -> String {
        guard let start = dom.range(of: "<p id=\"image-status\"") else { return "no #image-status element" }
        return String(dom[start.lowerBound...].prefix(240))
    }

    private static func tail(of path: String) -> String {
        String(((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").suffix(2000))
    }
}
