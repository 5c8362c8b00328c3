import Files
import Foundation
import PNGCodec
import Snapshot
import Testing

/// Runs the built `layoutsnap` binary, as a user would.
struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
}

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The binary sits next to the test bundle in the build products folder.
let binary: URL = {
    let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates = [products, products.deletingLastPathComponent()].map { $0.appendingPathComponent("layoutsnap") }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
}()

/// Runs the built binary in the package root. `environment` replaces or adds variables (nil values remove them).
func layoutsnap(_ arguments: [String], environment: [String: String?] = [:]) throws -> Run {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    var variables = ProcessInfo.processInfo.environment
    for (key, value) in environment { variables[key] = value }
    process.environment = variables
    process.currentDirectoryURL = packageRoot
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
               stderr: String(decoding: errData, as: UTF8.self))
}

/// The folder that holds every scratch folder of this test process; removed when the process exits, so a test
/// that forgets to clean up (or fails before it does) leaves nothing behind.
let scratchRoot = NSTemporaryDirectory() + "layoutsnap-cli-tests-\(UUID().uuidString)"
private let scratchRootRemovedAtExit: Void = {
    atexit { try? FileManager.default.removeItem(atPath: scratchRoot) }
}()

/// A new empty folder inside `scratchRoot`.
func temporaryDirectory() -> String {
    scratchRootRemovedAtExit
    let path = scratchRoot + "/" + UUID().uuidString
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

func files(in folder: String) -> [String: Data] {
    var result: [String: Data] = [:]
    for path in (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []) {
        if let data = FileManager.default.contents(atPath: folder + "/" + path), !path.hasSuffix("/") { result[path] = data }
    }
    return result.filter { !$0.value.isEmpty }
}

@Suite(.serialized)
struct CommandLineTests {
    @Test func bundledFixturesMatchTheirRecordedReferences() throws {
        // Never records: a missing reference fails here instead of being written into the repository.
        let run = try layoutsnap(["verify", "Fixtures", "--snapshots", "Snapshots", "--artifacts", temporaryDirectory(), "--record", "never"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("verified 840 snapshot(s): 840 matched, 0 failed"))
    }

    @Test func renderingTwiceAndWithDifferentJobsGivesIdenticalFiles() throws {
        let a = temporaryDirectory(), b = temporaryDirectory(), c = temporaryDirectory()
        defer { for folder in [a, b, c] { try? FileManager.default.removeItem(atPath: folder) } }
        let common = ["render", "Fixtures/sections-table.yaml", "--format", "png,svg", "--category", "L,AX5"]
        #expect(try layoutsnap(common + ["--out", a, "--jobs", "1"]).status == 0)
        #expect(try layoutsnap(common + ["--out", b, "--jobs", "1"]).status == 0)
        #expect(try layoutsnap(common + ["--out", c, "--jobs", "2"]).status == 0)
        let first = files(in: a)
        #expect(first.count == 2 * 2 * 2)  // categories × directions × formats
        #expect(first == files(in: b))
        #expect(first == files(in: c))
        // Shards split the work and together produce the same files.
        let s = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: s) }
        #expect(try layoutsnap(common + ["--out", s, "--shard", "1/2"]).status == 0)
        #expect(files(in: s).count < first.count)
        #expect(try layoutsnap(common + ["--out", s, "--shard", "2/2"]).status == 0)
        #expect(files(in: s) == first)
    }

    @Test func onePixelChangeFailsVerifyWithADiffImage() throws {
        let snapshots = temporaryDirectory(), artifacts = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: snapshots); try? FileManager.default.removeItem(atPath: artifacts) }
        let name = "self-sizing-table/w375-L@2x.png"
        var image = try ImageBuffer(contentsOfPNG: packageRoot.appendingPathComponent("Snapshots/" + name).path)
        let arguments = ["verify", "Fixtures/self-sizing-table.yaml", "--category", "L", "--direction", "ltr",
                         "--snapshots", snapshots, "--artifacts", artifacts, "--record", "never"]
        try AtomicFile.write(try image.pngData(), to: snapshots + "/" + name)
        #expect(try layoutsnap(arguments).status == 0)

        image.pixels[(100 * image.width + 50) * 4] ^= 0xFF
        try AtomicFile.write(try image.pngData(), to: snapshots + "/" + name)
        let run = try layoutsnap(arguments)
        #expect(run.status == 1)
        #expect(run.stderr.contains("1 of \(image.width * image.height) pixels differ"))
        #expect(run.stderr.contains("x 50…50, y 100…100"))
        let diff = try ImageBuffer(contentsOfPNG: artifacts + "/self-sizing-table/w375-L@2x.diff.png")
        let o = (100 * diff.width + 50) * 4
        #expect(Array(diff.pixels[o..<o + 4]) == [255, 0, 0, 255])
        #expect(FileManager.default.fileExists(atPath: artifacts + "/self-sizing-table/w375-L@2x.expected.png"))
        #expect(FileManager.default.fileExists(atPath: artifacts + "/self-sizing-table/w375-L@2x.actual.png"))
    }

    @Test func missingReferenceFailsAndNamesItsPath() throws {
        let empty = temporaryDirectory()
        let run = try layoutsnap(["verify", "Fixtures/sections-table.yaml", "--category", "L", "--direction", "ltr", "--snapshots", empty],
                                 environment: ["CI": "1", "LAYOUTSNAP_RECORD": "all"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("no reference at \(empty)/sections-table/w375-L@2x.png"))
        // With CI set nothing is recorded, not even when LAYOUTSNAP_RECORD asks: the folder stays empty.
        #expect(files(in: empty).isEmpty)
    }

    @Test func malformedFixtureExitsTwoWithLocationAndWritesNothing() throws {
        let folder = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fixture = folder + "/broken.yaml"
        try Data("table:\n  sections:\n    - cells:\n        - labels:\n            - {text: Hi, style: bodyy}\n".utf8)
            .write(to: URL(fileURLWithPath: fixture))
        let good = packageRoot.appendingPathComponent("Fixtures/sections-table.yaml").path
        let out = folder + "/out"
        let run = try layoutsnap(["render", good, fixture, "--out", out])
        #expect(run.status == 2)
        #expect(run.stderr.contains("broken.yaml:5:33: table.sections[0].cells[0].labels[0].style: unknown text style 'bodyy'"))
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: out))

        let negative = try layoutsnap(["render", good, "--width", "-5", "--out", out])
        #expect(negative.status == 2)
        #expect(!FileManager.default.fileExists(atPath: out))
        #expect(try layoutsnap(["render", folder + "/missing.yaml"]).status == 2)
        #expect(try layoutsnap(["render", good, "--bogus-flag"]).status == 2)
    }

    @Test func conflictingConstraintsAreReportedAndTheLayoutStillRenders() throws {
        let folder = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fixture = folder + "/conflict.yaml"
        try Data("""
            table:
              sections:
                - cells:
                    - views:
                        - {id: box, intrinsicSize: {height: 20}, backgroundColor: systemRed}
                      constraints: ["H:|-[box]-|", "V:|-[box]-|", "box.width = 100", "box.width = 200"]
            """.utf8).write(to: URL(fileURLWithPath: fixture))
        var reports: Set<String> = []
        for _ in 0..<2 {
            let run = try layoutsnap(["layout", fixture, "--json"])
            #expect(run.status == 0)
            #expect(run.stderr.contains("Unable to simultaneously satisfy constraints"))
            reports.insert(run.stderr)
        }
        #expect(reports.count == 1)
        #expect(reports.first?.contains("Will attempt to recover by breaking constraint\n<NSLayoutConstraint box.width == 200") == true)
        let render = try layoutsnap(["render", fixture, "--out", folder + "/out", "--category", "L"])
        #expect(render.status == 0)
        #expect(FileManager.default.fileExists(atPath: folder + "/out/conflict/w375-L@2x.png"))
    }

    @Test func missingFontsAreAClearErrorNotACrash() throws {
        let run = try layoutsnap(["measure", "Hello", "--font-dir", temporaryDirectory()])
        #expect(run.status == 2)
        #expect(run.stderr.contains("font family 'Inter' not found"))
    }

    @Test func measureReportsTheCJKFontForChinese() throws {
        let run = try layoutsnap(["measure", "自动布局会根据内容调整单元格的高度，文字在汉字之间换行。", "--style", "body", "--category", "L", "--width", "200", "--json"])
        #expect(run.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let fonts = json?["fonts"] as? [[String: Any]]
        #expect(fonts?.map { $0["family"] as? String } == ["Noto Sans CJK SC"])
        #expect((fonts?.first?["sha256"] as? String)?.count == 64)
        #expect(((json?["lines"] as? [[String: Any]])?.count ?? 0) >= 2)
        for key in ["size", "firstBaseline", "lastBaseline"] { #expect(json?[key] != nil) }
    }

    /// `layoutsnap sheet`: the reference contact sheet of `self-sizing-table` at every category, left to right and
    /// right to left (a row each), is drawn again byte for byte; bad options are refused before anything is written.
    @Test func contactSheetMatchesItsReference() throws {
        let out = temporaryDirectory()
        let run = try layoutsnap(["sheet", "Fixtures/self-sizing-table.yaml", "--category", "all", "--direction", "ltr,rtl", "--out", out,
                                  "--no-progress"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("drew 1 sheet(s) of 24 variant(s)"))
        let drawn = try Data(contentsOf: URL(fileURLWithPath: out + "/self-sizing-table.sheet.png"))
        let reference = try Data(contentsOf: URL(fileURLWithPath: "Snapshots/sheets/self-sizing-table.sheet.png"))
        // Compared as a Bool: on a failure, #expect on two Data values would diff megabytes byte by byte.
        #expect(Bool(drawn == reference), "re-record with: layoutsnap sheet Fixtures/self-sizing-table.yaml --category all --direction ltr,rtl --out Snapshots/sheets")
        for bad in [["--columns", "0"], ["--sheet-scale", "5"], ["--format", "gif"]] {
            let refused = try layoutsnap(["sheet", "Fixtures/self-sizing-table.yaml", "--out", out + "/bad"] + bad)
            #expect(refused.status == 2)
            #expect(!FileManager.default.fileExists(atPath: out + "/bad"))
        }
    }

    /// `render --overlay frames,baselines,margins,constraints`: the overlay references of two standalone views and of a
    /// right-to-left table are drawn again byte for byte, under their own names; an unknown overlay is refused.
    @Test func overlaysMatchTheirReferences() throws {
        let out = temporaryDirectory()
        let run = try layoutsnap(["render", "Fixtures/uikit-article-card.yaml", "Fixtures/attributed-text.yaml", "--category", "L,AX3",
                                  "--direction", "ltr", "--appearance", "light", "--overlay", "frames,baselines,margins,constraints",
                                  "--out", out, "--no-progress"])
        #expect(run.status == 0)
        for path in ["uikit-article-card/w375-L@2x.overlay.png", "uikit-article-card/w375-AX3@2x.overlay.png",
                     "attributed-text/w320-L@2x.overlay.png", "attributed-text/w320-AX3@2x.overlay.png"] {
            let drawn = try Data(contentsOf: URL(fileURLWithPath: out + "/" + path))
            let reference = try Data(contentsOf: URL(fileURLWithPath: "Snapshots/overlays/" + path))
            #expect(Bool(drawn == reference), "\(path): re-record with the same command and --out Snapshots/overlays")
        }
        // A table's cells, right to left: each row's constraints in its own coordinates, mirrored with the table.
        let table = try layoutsnap(["render", "Fixtures/self-sizing-table.yaml", "--category", "L", "--width", "375", "--direction", "rtl",
                                    "--appearance", "light", "--overlay", "frames,baselines,margins,constraints", "--out", out, "--no-progress"])
        #expect(table.status == 0)
        let path = "self-sizing-table/w375-L@2x-rtl.overlay.png"
        let same = try Data(contentsOf: URL(fileURLWithPath: out + "/" + path)) == Data(contentsOf: URL(fileURLWithPath: "Snapshots/overlays/" + path))
        #expect(same, "\(path): re-record with the same command and --out Snapshots/overlays")
        let refused = try layoutsnap(["render", "Fixtures/self-sizing-table.yaml", "--overlay", "frames,guides", "--out", out + "/bad"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("--overlay takes frames, baselines, margins, constraints, found 'guides'"))
        #expect(!FileManager.default.fileExists(atPath: out + "/bad"))
    }

    /// Every bundled fixture is linted at every category in both directions: each finding is fixed, or kept on purpose
    /// with its reason in the fixture's `lint.ignore`, and no ignore is stale.
    @Test func bundledFixturesLintClean() throws {
        let fixtures = try FileManager.default.contentsOfDirectory(atPath: "Fixtures").filter { $0.hasSuffix(".yaml") }.sorted()
        let run = try layoutsnap(["lint"] + fixtures.map { "Fixtures/" + $0 } + ["--fail-on", "note", "--no-progress"])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdout.contains("0 error(s), 0 warning(s), 0 note(s)"))
        #expect(!run.stdout.contains("matches no finding"))
    }

    /// `lint` finds what the corpus plants, exits 1 at --fail-on, and refuses an unknown kind in `lint.ignore` at its
    /// line and column, and an ignore without a reason.
    @Test func lintReportsFailsAndRefusesBadIgnores() throws {
        let truncated = try layoutsnap(["lint", "Tests/LintTests/Corpus/truncated-title.yaml", "--no-progress"])
        #expect(truncated.status == 1)
        #expect(truncated.stdout.contains("truncated-title.yaml:6: error: truncated: title is cut to an ellipsis after 1 line(s), 2 character(s) hidden"))
        #expect(truncated.stdout.contains("(from xL on)"))
        let json = try layoutsnap(["lint", "Tests/LintTests/Corpus/truncated-title.yaml", "--format", "json", "--fail-on", "none", "--no-progress"])
        #expect(json.status == 0)
        let parsed = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let findings = ((parsed?["fixtures"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]]) ?? []
        #expect(findings.map { $0["kind"] as? String } == ["truncated"])
        #expect((findings.first?["variants"] as? [String])?.count == 32)  // xL to AX5, in both directions and appearances

        let folder = temporaryDirectory()
        let base = try String(contentsOfFile: "Tests/LintTests/Corpus/truncated-title.yaml", encoding: .utf8)
        try (base + "lint:\n  ignore:\n    - {view: title, kind: truncation, reason: \"typo\"}\n")
            .write(toFile: folder + "/unknown.yaml", atomically: true, encoding: .utf8)
        let unknown = try layoutsnap(["lint", folder + "/unknown.yaml", "--no-progress"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown.yaml:14:27: lint.ignore[0].kind: unknown lint kind 'truncation'"))
        try (base + "lint:\n  ignore:\n    - {view: title, kind: truncated}\n").write(toFile: folder + "/reasonless.yaml", atomically: true, encoding: .utf8)
        let reasonless = try layoutsnap(["lint", folder + "/reasonless.yaml", "--no-progress"])
        #expect(reasonless.status == 2)
        #expect(reasonless.stderr.contains("an ignored finding needs a reason"))
        try (base + "lint:\n  ignore:\n    - {view: title, kind: truncated, reason: \"kept\"}\n").write(toFile: folder + "/kept.yaml", atomically: true, encoding: .utf8)
        let kept = try layoutsnap(["lint", folder + "/kept.yaml", "--no-progress"])
        #expect(kept.status == 0)
        #expect(kept.stdout.contains("1 ignored"))
        let keptJSON = try layoutsnap(["lint", folder + "/kept.yaml", "--format", "json", "--no-progress"])
        let keptFixture = (try JSONSerialization.jsonObject(with: Data(keptJSON.stdout.utf8)) as? [String: Any])
            .flatMap { ($0["fixtures"] as? [[String: Any]])?.first }
        #expect((keptFixture?["findings"] as? [Any])?.isEmpty == true)
        let ignored = keptFixture?["ignored"] as? [[String: Any]] ?? []
        #expect(ignored.map { $0["kind"] as? String } == ["truncated"])
        #expect(ignored.first?["reason"] as? String == "kept")

        // A table cell's simple labels are named by the line of their entry.
        try """
            variants: {widths: [320]}
            table:
              sections:
                - cells:
                    - labels:
                        - {id: title, text: "Fits"}
                        - {id: note, text: "A note far too long for the single line it is given", lines: 1}
            """.write(toFile: folder + "/labels.yaml", atomically: true, encoding: .utf8)
        let labels = try layoutsnap(["lint", folder + "/labels.yaml", "--category", "L", "--direction", "ltr", "--no-progress"])
        #expect(labels.status == 1)
        #expect(labels.stdout.contains("labels.yaml:7: error: truncated: note is cut to an ellipsis"), "\(labels.stdout)")

        // A cell made from a document's prototype is named where the document writes the view, not in the fixture.
        let waterfall = try layoutsnap(["lint", "Fixtures/ib-recipe-waterfall.yaml", "--category", "AX3", "--direction", "ltr",
                                        "--width", "375", "--format", "json", "--no-progress"])
        let waterfallFixture = (try JSONSerialization.jsonObject(with: Data(waterfall.stdout.utf8)) as? [String: Any])
            .flatMap { ($0["fixtures"] as? [[String: Any]])?.first }
        let truncatedSummary = try #require((waterfallFixture?["ignored"] as? [[String: Any]])?.first { $0["kind"] as? String == "truncated" })
        #expect(truncatedSummary["file"] as? String == "Fixtures/Documents/RecipeCard.xib")
        let documentLines = try String(contentsOfFile: "Fixtures/Documents/RecipeCard.xib", encoding: .utf8).components(separatedBy: "\n")
        let line = try #require(truncatedSummary["line"] as? Int)
        #expect(documentLines.indices.contains(line - 1) && documentLines[line - 1].contains("id=\"He8-7F-LK5\""))
    }

    /// `lint --format sarif` validates, with python3-jsonschema, against OASIS's SARIF 2.1.0 JSON schema (which
    /// `scripts/setup.sh test` fetches into `.build-schemas/`), ignored findings included as suppressed results; and the
    /// validation fails when a property the schema requires is removed: the log's `version`, a result's `message`, a
    /// suppression's `kind`.
    @Test func lintWritesSARIFThatValidatesAgainstTheSARIFSchema() throws {
        let schema = ".build-schemas/sarif-schema-2.1.0.json"
        try #require(FileManager.default.fileExists(atPath: schema), "run `bash scripts/setup.sh test` to fetch the SARIF schema")
        let run = try layoutsnap(["lint", "Tests/LintTests/Corpus/truncated-title.yaml", "Tests/LintTests/Corpus/Controls.xib",
                                  "Fixtures/attributed-text.yaml", "--format", "sarif", "--fail-on", "none", "--no-progress"])
        #expect(run.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let runs = try #require(json["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        let reported = results.filter { $0["suppressions"] == nil }, suppressed = results.filter { $0["suppressions"] != nil }
        #expect(reported.count == 8)
        #expect(reported.first?["ruleId"] as? String == "truncated")
        #expect(suppressed.count == 8)
        let suppression = try #require((suppressed.first?["suppressions"] as? [[String: Any]])?.first)
        #expect(suppression["kind"] as? String == "inSource")
        #expect((suppression["justification"] as? String)?.isEmpty == false)

        func validates(_ log: [String: Any]) throws -> Bool {
            let path = temporaryDirectory() + "/lint.sarif"
            try JSONSerialization.data(withJSONObject: log).write(to: URL(fileURLWithPath: path))
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
            process.arguments = ["-c", """
                import json, sys, jsonschema
                schema = json.load(open(sys.argv[2]))
                validator = jsonschema.validators.validator_for(schema)
                validator.check_schema(schema)
                validator(schema, format_checker=jsonschema.FormatChecker()).validate(json.load(open(sys.argv[1])))
                """, path, schema]
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            return process.terminationStatus == 0
        }
        #expect(try validates(json))
        var withoutVersion = json
        withoutVersion["version"] = nil
        #expect(try !validates(withoutVersion))
        func changingFirstResult(_ change: (inout [String: Any]) -> Void, of results: [[String: Any]]) -> [String: Any] {
            var results = results, log = json, run = runs[0]
            change(&results[0])
            run["results"] = results
            log["runs"] = [run]
            return log
        }
        #expect(try !validates(changingFirstResult({ $0["message"] = nil }, of: reported + suppressed)))
        #expect(try !validates(changingFirstResult({ $0["suppressions"] = [["justification": "no kind"]] }, of: suppressed + reported)))
    }

    @Test func measureReportsAZWJFamilyAsOneColourEmojiGlyph() throws {
        let run = try layoutsnap(["measure", "👨\u{200D}👩\u{200D}👧\u{200D}👦", "--json"])
        #expect(run.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let runs = json?["glyphRuns"] as? [[String: Any]] ?? []
        #expect(runs.count == 1)
        #expect(runs.first?["family"] as? String == "Noto Color Emoji")
        #expect((runs.first?["glyphs"] as? [Any])?.count == 1)
    }

    @Test func layoutJSONShowsEveryViewFrameInsideEachCell() throws {
        let run = try layoutsnap(["layout", "Fixtures/self-sizing-table.yaml", "--width", "375", "--category", "AX5", "--json"])
        #expect(run.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let elements = json?["elements"] as? [[String: Any]] ?? []
        let cells = elements.filter { $0["category"] as? String == "cell" }
        #expect(cells.count == 5)
        for cell in cells {
            let views = cell["views"] as? [[String: Any]] ?? []
            #expect(views.map { $0["id"] as? String }.prefix(3) == ["cell", "contentView", "title"])
            #expect(views.allSatisfy { ($0["frame"] as? [Double])?.count == 4 })
            for key in ["frame", "zIndex", "alpha", "hidden", "section", "item"] { #expect(cell[key] != nil) }
        }
        // Keys are sorted, so the output is stable.
        #expect(run.stdout.range(of: "\"contentSize\"")!.lowerBound < run.stdout.range(of: "\"elements\"")!.lowerBound)
    }

    @Test func layoutJSONShowsTheFramesTheEngineSolvedInsideBaselineCells() throws {
        let run = try layoutsnap(["layout", "Fixtures/first-baseline-cells.yaml", "--category", "L", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let cells = (json?["elements"] as? [[String: Any]] ?? []).filter { $0["category"] as? String == "cell" }
        #expect(cells.count == 3)
        for (index, cell) in cells.enumerated() {
            let views = cell["views"] as? [[String: Any]] ?? []
            let title = try #require(views.first { $0["id"] as? String == "title" })
            let detail = try #require(views.first { $0["id"] as? String == "detail" })
            let titleBaseline = title["firstBaseline"] as? Double ?? 0, titleLast = title["lastBaseline"] as? Double ?? 0
            let detailBaseline = detail["firstBaseline"] as? Double ?? 0
            // title.firstBaseline = contentView.top * 1.8 + 30 @999 (contentView.top is 0 in its own space), within the
            // half pixel that snapping frames to the @2x grid may move it. The Chinese row's taller ascent meets the
            // required `title.top >= 8` first, so there the required constraints win.
            #expect(titleBaseline >= 30 - 0.25)
            if index != 1 {
                #expect(abs(titleBaseline - 30) <= 0.25)
                #expect(abs(detailBaseline - (titleLast + 24)) <= 0.5)
            }
            let frame = cell["frame"] as? [Double] ?? []
            #expect(frame.count == 4 && frame[3] >= 44)
        }
        #expect((json?["warnings"] as? [String])?.isEmpty == true)
    }

    @Test func compareReportsIdenticalAndDifferentImages() throws {
        let folder = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let reference = packageRoot.appendingPathComponent("Snapshots/sections-table/w375-L@2x.png").path
        let same = try layoutsnap(["compare", reference, reference, "--json"])
        #expect(same.status == 0)
        #expect(same.stdout.contains("\"identical\": true"))
        var image = try ImageBuffer(contentsOfPNG: reference)
        for x in 0..<10 { image.pixels[(5 * image.width + x) * 4 + 2] ^= 0x40 }
        try AtomicFile.write(try image.pngData(), to: folder + "/changed.png")
        let different = try layoutsnap(["compare", reference, folder + "/changed.png", "--json", "--diff", folder + "/diff.png"])
        #expect(different.status == 1)
        let json = try JSONSerialization.jsonObject(with: Data(different.stdout.utf8)) as? [String: Any]
        #expect(json?["differentPixels"] as? Int == 10)
        #expect((json?["boundingBox"] as? [String: Int]) == ["x": 0, "y": 5, "width": 10, "height": 1])
        #expect(FileManager.default.fileExists(atPath: folder + "/diff.png"))
    }
}
