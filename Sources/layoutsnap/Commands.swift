import ArgumentParser
import Files
import FixtureFormat
import Foundation
import Geometry
import Layout
import Lint
import Measure
import PNGCodec
import Pipeline
import Render
import Scene
import Snapshot

struct LayoutSnapCommand: ParsableCommand {
    /// The release this build belongs to (`layoutsnap --version`).
    static let version = "0.12.0"

    static let configuration = CommandConfiguration(
        commandName: "layoutsnap",
        abstract: "Render iOS-style list and grid layouts to PNG and SVG, at every Dynamic Type size, on Linux.",
        discussion: "Exit codes: 0 success, 1 differences found (verify, compare), 2 bad input or usage, 3 internal error.",
        version: version,
        subcommands: [Measure.self, LayoutCommand.self, Render.self, Sheet.self, LintCommand.self, Record.self, Verify.self, Prune.self, Compare.self, IBCheck.self, GalleryCommand.self]
    )
}

extension LayoutSnapCommand {
    /// `layoutsnap measure TEXT`: the text layout of one label.
    struct Measure: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Measure a text as a label would lay it out.")

        @Argument(help: "The text to measure (or --file).") var text: String?
        @Option(help: "Read the text from this UTF-8 file; - reads standard input.") var file: String?
        @Option(help: "Text style.") var style: TextStyle = .body
        @Option(help: "Content size category.") var category: ContentSizeCategory = .large
        @Option(parsing: .unconditional, help: "Wrapping width in points (default: unlimited, one line per paragraph).") var width: Double?
        @Option(parsing: .unconditional, help: "Maximum number of lines; 0 = unlimited.") var lines: Int = 0
        @Option(help: "Alignment.") var alignment: TextAlignment = .natural
        @Option(help: "Layout direction.") var direction: LayoutDirection = .leftToRight
        @Option(parsing: .unconditional, help: "Screen scale the size is rounded to: 1, 2 or 3.") var scale: Double = 2
        @Flag(help: "Print JSON.") var json = false
        @OptionGroup var fonts: FontOptions

        /// The largest text measured: 16 MiB of UTF-8.
        static let maximumTextSize = 16 << 20

        /// The text, from the argument, the file or standard input: exactly one of them.
        func readText() throws -> String {
            switch (text, file) {
            case let (text?, nil):
                return text
            case let (nil, path?):
                let bytes: [UInt8]
                if path == "-" {
                    let data = FileHandle.standardInput.readData(ofLength: Self.maximumTextSize + 1)
                    guard data.count <= Self.maximumTextSize else {
                        throw CLIError.badInput("--file -: standard input holds more than \(Self.maximumTextSize) bytes")
                    }
                    bytes = [UInt8](data)
                } else {
                    bytes = try RegularFile.read(path, limit: Self.maximumTextSize)
                }
                guard let text = String(validating: bytes, as: UTF8.self) else {
                    throw CLIError.badInput("--file \(path): the text is not UTF-8")
                }
                return text
            case (nil, nil):
                throw CLIError.badInput("give the text to measure, or --file PATH (- for standard input)")
            case (_?, _?):
                throw CLIError.badInput("give the text to measure or --file, not both")
            }
        }

        func run() throws {
            let text = try readText()
            if let width, !(width >= 0 && width <= 1_000_000) {
                throw CLIError.badInput("--width must be between 0 and 1000000 points, found \(width)")
            }
            guard lines >= 0 else { throw CLIError.badInput("--lines must be 0 or more, found \(lines)") }
            guard ScreenScale(exactly: scale) != nil else { throw CLIError.badInput("--scale must be \(ScreenScale.allowedValues), found \(scale)") }
            let fontSet = try fonts.loadFontSet()
            let measurer = TextMeasurer(fontSet: fontSet)
            let attributes = TextAttributes.style(style, category: category, numberOfLines: lines,
                                                  alignment: alignment, direction: direction)
            let layout = measurer.layout(text, attributes: attributes, width: width, scale: scale)
            report(warnings: layout.missingCharacters.map { LayoutWarning(.missingCharacter($0)) }, context: "measure", fontSet: fontSet)
            if json {
                print(JSONReports.textLayout(layout, fontSet: fontSet).serialized())
                return
            }
            print("size \(layout.size.width) × \(layout.size.height) pt, \(layout.lines.count) line(s), baselines \(layout.firstBaseline) … \(layout.lastBaseline)")
            for line in layout.lines {
                print(String(format: "  %8.3f  %8.3f  ", line.baseline, line.width) + line.text)
            }
            for face in layout.fonts { print("  font \(face.family): \(face.file)") }
        }
    }

    /// `layoutsnap layout FIXTURE`: the scene of one variant.
    struct LayoutCommand: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "layout", abstract: "Lay out a fixture and print its elements and views.")

        @Argument(help: "A fixture file or an Interface Builder document (.xib, Main.storyboard#root).") var fixture: String
        @Option(help: "Width in points (default 375; a document's own width for a document).") var width: Double?
        @OptionGroup var documents: DocumentOptionGroup
        @Option(help: "A named device instead of a width, e.g. \"iPhone SE\" (its width, screen height and scale).") var device: String?
        @Option(help: "Content size category.") var category: ContentSizeCategory = .large
        @Option(help: "Layout direction.") var direction: LayoutDirection = .leftToRight
        @Option(help: "Appearance.") var appearance: Appearance = .light
        @Option(help: "A pseudo-locale every text is rewritten in (rtl also lays out right to left; default: the texts as written).")
        var pseudoLocale: PseudoLocale?
        @Option(help: "Screen scale: 1, 2 or 3 (default 2, or the device's).") var scale: Double?
        @Flag(help: "Print JSON.") var json = false
        @OptionGroup var fonts: FontOptions

        func run() throws {
            let loaded = try Fixture.load(path: fixture, documents: try documents.options())
            let width = self.width ?? (Fixture.isDocument(fixture) ? loaded.variants.variants.first?.size.width ?? 375 : 375)
            guard width > 0, width <= 10_000 else { throw CLIError.badInput("--width must be between 0 and 10000 points, found \(width)") }
            if let scale, ScreenScale(exactly: scale) == nil {
                throw CLIError.badInput("--scale must be \(ScreenScale.allowedValues), found \(scale)")
            }
            let size: ScreenSize
            if let device {
                guard let named = Device.named(device) else {
                    throw CLIError.badInput("--device: unknown device '\(device)' (expected one of: \(Device.all.map(\.name).joined(separator: ", ")))")
                }
                size = .device(named)
            } else {
                size = .width(width)
            }
            let fontSet = try fonts.loadFontSet(customFiles: loaded.fontFiles, fixtureSystemFontDirectories: loaded.systemFontDirectory.map { [$0] } ?? [])
            let defaultScale: Double
            if case let .device(named) = size { defaultScale = named.scale } else { defaultScale = 2 }
            let variant = Variant(size: size, category: category, scale: scale ?? defaultScale,
                                  direction: pseudoLocale == .rtl ? .rightToLeft : direction, appearance: appearance, pseudoLocale: pseudoLocale)
            let stages = loaded.scenes(for: variant, measurer: TextMeasurer(fontSet: fontSet))
            for (stage, scene) in stages {
                report(warnings: scene.warnings, context: "\(loaded.name) \(variant.name)\(stage.map { "-\($0)" } ?? "")", fontSet: fontSet)
            }
            if json {
                print(SceneJSON.stages(stages, fontSet: fontSet).serialized())
                return
            }
            for (stage, scene) in stages {
                print("\(loaded.name) \(variant.name)\(stage.map { "-\($0)" } ?? ""): content \(scene.contentSize.width) × \(scene.contentSize.height) pt, \(scene.elements.count) elements")
                for element in scene.elements {
                    let f = element.frame
                    let extras = (element.alpha != 1 ? " alpha \(element.alpha)" : "") + (element.zIndex != 0 ? " z \(element.zIndex)" : "")
                        + (element.isHidden ? " hidden" : "")
                    print("  \(element.category.rawValue)\(element.kind.map { " \($0)" } ?? "") [\(element.indexPath.section),\(element.indexPath.item)] (\(f.minX), \(f.minY), \(f.width), \(f.height))\(extras)")
                }
            }
        }
    }

    /// `layoutsnap render`: every variant of every fixture to PNG and/or SVG files.
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Render fixtures to PNG and SVG files (<out>/<fixture>/<variant>.png).")

        @OptionGroup var batch: BatchOptions
        @Option(help: "Output directory.") var out: String = "out"
        @Option(help: "Formats: png, svg or png,svg.") var format: ImageFormats = .png
        @Option(help: "Debug overlays drawn on top, any of frames,baselines,margins,constraints; the images are named <variant>.overlay.png.",
                transform: Render.overlays)
        var overlay: OverlayOptions?

        func run() throws {
            let formats = format
            let overlays = overlay ?? []
            let suffix = overlays.isEmpty ? "" : "overlay."
            let (batch, progress) = try self.batch.prepare()
            let jobs = batch.jobs
            let out = self.out
            let results: [Result<Int, CLIError>] = batch.run { job in
                do {
                    let stages = batch.scenes(job, constraintGuides: overlays.contains(.constraints)).map { stage, scene in
                        (stage, overlays.isEmpty ? scene : DebugOverlay.scene(scene, showing: overlays, measurer: batch.measurer))
                    }
                    for (stage, scene) in stages {
                        report(warnings: scene.warnings, context: "\(job.fixture.name) \(job.name(stage: stage))", fontSet: batch.fontSet)
                        try job.attributingErrors(to: job.name(stage: stage)) { try batch.imaging.withImage(of: scene) {
                            try writeImages(of: scene, formats: formats, imaging: batch.imaging) { ext in
                                (out as NSString).appendingPathComponent(job.relativePath(extension: suffix + ext, stage: stage))
                            }
                        } }
                    }
                    return .success(stages.count)
                } catch {
                    return .failure(CLIError.from(error))
                }
            }
            progress?.finish()
            let images = try imagesWritten(results)
            print("rendered \(jobs.count) variant(s) of \(Set(jobs.map(\.fixture.name)).count) fixture(s) (\(images) image(s) each format) into \(out)")
        }

        /// `frames,baselines,margins,constraints` as overlay options.
        static func overlays(_ list: String) throws -> OverlayOptions {
            var options: OverlayOptions = []
            for name in list.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
                guard let option = OverlayOptions.names.first(where: { $0.0 == name })?.1 else {
                    throw ValidationError("--overlay takes \(OverlayOptions.names.map(\.0).joined(separator: ", ")), found '\(name)'")
                }
                options.insert(option)
            }
            return options
        }
    }

    /// `layoutsnap sheet`: each fixture's variants side by side in one captioned image.
    struct Sheet: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Draw each fixture's variants side by side, captioned, in one image: <out>/<fixture>.sheet.png (and .svg).")

        @OptionGroup var batch: BatchOptions
        @Option(help: "Output directory.") var out: String = "out"
        @Option(help: "Formats: png, svg or png,svg.") var format: ImageFormats = .png
        @Option(help: "Variants per row, 1-100 (default: one per content size category of the fixture's variants).") var columns: Int?
        @Option(help: "Pixels per point of the sheet: 1, 2 or 3.") var sheetScale: Double = 1
        @Flag(help: "Outline each view with a lint finding in red, labelled with the finding's kind.") var lint = false

        func run() throws {
            let formats = format
            if let columns, !(1...100).contains(columns) { throw CLIError.badInput("--columns must be between 1 and 100, found \(columns)") }
            guard ScreenScale(exactly: sheetScale) != nil else {
                throw CLIError.badInput("--sheet-scale must be \(ScreenScale.allowedValues), found \(sheetScale)")
            }
            let (batch, progress) = try self.batch.prepare()
            let lint = self.lint
            let laidOut = batch.run { job in
                (job, batch.scenes(job).map { stage, scene in
                    guard lint else { return (stage, scene) }
                    return (stage, DebugOverlay.scene(scene, outlining: Self.findingLabels(in: scene, variant: job.variant, ignoring: job.fixture.lintIgnores),
                                                      measurer: batch.measurer))
                })
            }
            progress?.finish()
            var order: [String] = []
            var cells: [String: [(variant: Variant, stage: String?, cell: ContactSheet.Cell)]] = [:]
            for (job, stages) in laidOut {
                if cells[job.fixture.name] == nil { order.append(job.fixture.name) }
                for (stage, scene) in stages {
                    report(warnings: scene.warnings, context: "\(job.fixture.name) \(job.name(stage: stage))", fontSet: batch.fontSet)
                    cells[job.fixture.name, default: []].append((job.variant, stage, ContactSheet.Cell(captions: Self.captions(job.variant, stage: stage),
                                                                                                      scene: scene)))
                }
            }
            for name in order {
                // A row per width, direction, appearance and stage; a column per category, in the ramp's order.
                var rows: [String] = []
                let fixtureCells = (cells[name] ?? []).map { entry in
                    var variant = entry.variant
                    variant.category = .large
                    let key = variant.name(stage: entry.stage)
                    if !rows.contains(key) { rows.append(key) }
                    return (row: rows.firstIndex(of: key) ?? 0, variant: entry.variant, cell: entry.cell)
                }
                .sorted { ($0.row, $0.variant.category) < ($1.row, $1.variant.category) }
                let categories = Set(fixtureCells.map(\.variant.category)).count
                let sheet = ContactSheet.scene(fixtureCells.map(\.cell), columns: columns ?? categories, scale: sheetScale,
                                               measurer: batch.measurer)
                try batch.imaging.withImage(of: sheet) {
                    try writeImages(of: sheet, formats: formats, imaging: batch.imaging) { ext in
                        (out as NSString).appendingPathComponent("\(name).sheet.\(ext)")
                    }
                }
            }
            print("drew \(order.count) sheet(s) of \(laidOut.count) variant(s) into \(out)")
        }

        /// The views of a scene with lint findings (not kept by the fixture's `lint.ignore`), each with its kinds.
        static func findingLabels(in scene: Scene, variant: Variant, ignoring ignores: [Fixture.LintIgnore]) -> [String: String] {
            var labels: [String: String] = [:]
            for occurrence in LayoutLint.occurrences(in: scene, variant: variant)
            where !ignores.contains(where: { $0.silence?.silences(occurrence.kind, view: occurrence.view) == true }) {
                for view in occurrence.views {
                    labels[view] = labels[view].map { $0.contains(occurrence.kind.rawValue) ? $0 : $0 + ", " + occurrence.kind.rawValue }
                        ?? occurrence.kind.rawValue
                }
            }
            return labels
        }

        /// "AX3 · body 40 pt" and "375 pt · RTL · dark" (with the pseudo-locale and the stage of a collection update).
        static func captions(_ variant: Variant, stage: String?) -> [String] {
            let body = DynamicTypeRamp.entry(.body, variant.category).pointSize
            var second = ["\(points(variant.width)) pt", variant.direction == .rightToLeft ? "RTL" : "LTR",
                          variant.appearance == .dark ? "dark" : "light"]
            if let pseudoLocale = variant.pseudoLocale { second.append("pseudo-\(pseudoLocale.rawValue)") }
            if let stage { second.append(stage) }
            return ["\(variant.category.shortName) · body \(points(body)) pt", second.joined(separator: " · ")]
        }

        private static func points(_ value: Double) -> String { String(format: "%g", value) }
    }

    /// `layoutsnap record`: writes reference PNGs.
    struct Record: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Record reference PNGs (<snapshots>/<fixture>/<variant>.png).")

        @OptionGroup var batch: BatchOptions
        @Option(help: "Reference directory.") var snapshots: String = "Snapshots"

        func run() throws {
            let (batch, progress) = try self.batch.prepare()
            StaleReferences.removeLeftoverTemporaries(in: snapshots, fixtures: batch.jobs.map(\.fixture.name))
            let results = batch.handle(with: RecordHandler(), snapshotsDirectory: snapshots)
                .map { $0.map(\.count).mapError(CLIError.from) }
            progress?.finish()
            let count = try imagesWritten(results)
            print("recorded \(count) reference(s) in \(snapshots)")
        }
    }

    /// `layoutsnap verify`: compares renders with the references, exactly.
    struct Verify: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Verify renders against reference PNGs; on a difference write expected, actual and diff images, report.html and report.json, and exit 1.")

        @OptionGroup var batch: BatchOptions
        @Option(help: "Reference directory.") var snapshots: String = "Snapshots"
        @Option(help: "Where failure artifacts go (<artifacts>/<fixture>/<variant>.{expected,actual,diff}.png, <artifacts>/report.html, report.json).")
        var artifacts: String = ".layoutsnap-artifacts"
        @OptionGroup var tolerances: ToleranceOptions
        @Option(help: "Record mode (default: LAYOUTSNAP_RECORD, else missing; never when CI is set).")
        var record: RecordMode?

        func run() throws {
            let tolerance = try tolerances.tolerance()
            let mode: RecordMode
            do {
                mode = try RecordMode.resolve(flag: record, environment: ProcessInfo.processInfo.environment)
            } catch {
                throw CLIError.badInput(error.description)
            }
            let (batch, progress) = try self.batch.prepare()
            if mode != .never {
                StaleReferences.removeLeftoverTemporaries(in: snapshots, fixtures: batch.jobs.map(\.fixture.name))
            }
            let handler = VerifyHandler(artifactsDirectory: artifacts, tolerance: tolerance, recordMode: mode)
            let results = batch.handle(with: handler, snapshotsDirectory: snapshots)
            progress?.finish()
            var failed = 0, total = 0, recorded = 0
            var errors: [CLIError] = []
            var report = SnapshotReport(entries: [])
            // A variant that cannot be verified (a corrupt reference, a scene too large) is reported and the batch
            // goes on: every failure is listed, and the report is always written.
            for (job, result) in zip(batch.jobs, results) {
                let verifications: [Verification]
                switch result {
                case let .success(list): verifications = list
                case let .failure(error):
                    let mapped = CLIError.from(error)
                    errors.append(mapped)
                    let variant = (error as? JobError)?.variant ?? job.variant.name
                    report.entries.append(SnapshotReport.Entry(fixture: job.fixture.name, variant: variant, scale: job.variant.scale, status: .error,
                                                               referencePath: "", message: mapped.message))
                    printError("ERROR \(job.fixture.name) \(variant): \(mapped.message)")
                    continue
                }
                for verification in verifications {
                    total += 1
                    let subject = "\(verification.group) \(verification.name)"
                    let entry = verification.reportEntry(tolerance: tolerance, artifactsDirectory: artifacts)
                    if let entry { report.entries.append(entry) }
                    switch verification.outcome {
                    case .matched:
                        continue
                    case let .missingReference(path):
                        failed += 1
                        printError("FAIL \(subject): no reference at \(path) (run `layoutsnap record` to create it)")
                    case let .mismatched(comparison, artifacts):
                        failed += 1
                        printError("FAIL \(subject): \(entry?.summary ?? comparison.summary)")
                        for artifact in artifacts.paths { printError("     \(artifact)") }
                    case let .recorded(path, previous):
                        recorded += 1
                        let reason = previous.map { "replaced a reference that differed: \($0.summary)" } ?? "there was no reference"
                        printError("RECORDED \(subject): wrote \(path) (\(reason)); verify again to compare")
                    }
                    for line in verification.layoutDiff?.lines ?? [] { printError("     layout: \(line)") }
                    if let problem = verification.layoutDiffError { printError("     layout: no layout diff: \(problem)") }
                }
            }
            let written = try report.write(toDirectory: artifacts)
            print("verified \(total) snapshot(s): \(total - failed - recorded) matched, \(failed) failed"
                  + (recorded > 0 ? ", \(recorded) recorded (record mode \(mode.rawValue))" : "")
                  + (errors.isEmpty ? "" : ", \(errors.count) variant(s) could not be verified"))
            if failed + recorded + errors.count > 0 { print("report: \(written.html) (and \(written.json))") }
            for error in errors { printError("error: \(error.message)") }
            if let worst = errors.map(\.exitCode).max() { throw ExitCode(worst) }
            if failed + recorded > 0 { throw ExitCode(1) }
        }
    }

    /// `layoutsnap prune`: references that no fixture produces any more.
    struct Prune: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List references (PNGs and their layout records) of the given fixtures that no variant produces any more, and temporaries left by killed runs; --delete removes them.",
            discussion: "Only files in the fixtures' own folders whose names have the shape of a variant's image are considered; folders are never removed.")

        @Argument(help: "Fixture files (.yaml, .yml, .json) or directories searched recursively.") var inputs: [String]
        @Option(help: "Reference directory.") var snapshots: String = "Snapshots"
        @Flag(help: "Delete the stale references (never a folder).") var delete = false

        func run() throws {
            let files = try FixtureFiles.collect(inputs)
            guard !files.isEmpty else { throw CLIError.badInput("no fixture files (.yaml, .yml, .json) found in \(inputs.joined(separator: ", "))") }
            var produced: [String: Set<String>] = [:]
            for fixture in try files.map({ try Fixture.load(path: $0) }) {
                if produced[fixture.name] == nil { produced[fixture.name] = [] }
                for variant in fixture.variants.variants {
                    for stage in fixture.stageNames {
                        let job = RenderJob(fixture: fixture, variant: variant)
                        produced[fixture.name, default: []].insert(job.name(stage: stage) + ".png")
                        produced[fixture.name, default: []].insert(job.name(stage: stage) + ".json")
                    }
                }
            }
            let stale = try StaleReferences.find(in: snapshots, produced: produced)
            for path in stale {
                if delete, unlink(path) != 0 {
                    throw CLIError.badInput("cannot delete \(path) (\(String(cString: strerror(errno))))")
                }
                print((delete ? "deleted " : "stale ") + path)
            }
            print("\(stale.count) stale reference(s) in \(snapshots)" + (delete || stale.isEmpty ? "" : " (run with --delete to remove them)"))
        }
    }

    /// `layoutsnap compare A.png B.png`.
    struct Compare: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Compare two PNG files pixel by pixel (exit 1 when they differ beyond the tolerance options).")

        @Argument(help: "The expected image.") var a: String
        @Argument(help: "The actual image.") var b: String
        @Option(help: "Write a diff image here when they differ.") var diff: String?
        @Flag(help: "Print JSON.") var json = false
        @OptionGroup var tolerances: ToleranceOptions

        func run() throws {
            let tolerance = try tolerances.tolerance()
            let first = try ImageBuffer(contentsOfPNG: a)
            let second = try ImageBuffer(contentsOfPNG: b)
            let result = tolerance.compare(expected: first, actual: second)
            if let diff, case .different = result {
                try AtomicFile.write(try ImageDiffer.diffImage(expected: first, actual: second).pngData(), to: diff)
            }
            if json {
                var report = JSONReports.comparison(result, a: first, b: second)
                if case var .object(fields) = report {
                    fields["passed"] = .bool(tolerance.accepts(result))
                    report = .object(fields)
                }
                print(report.serialized())
            } else {
                print(result.summary)
            }
            if !tolerance.accepts(result) { throw ExitCode(1) }
        }
    }
}

/// `png`, `svg` or both, from `--format`.
/// `--format png`, `svg` or `png,svg`: the image formats a command writes.
struct ImageFormats: ExpressibleByArgument, Hashable, Sendable {
    var png: Bool
    var svg: Bool

    static let png = ImageFormats(png: true, svg: false)

    init(png: Bool, svg: Bool) { self.png = png; self.svg = svg }

    init?(argument: String) {
        let names = argument.split(separator: ",", omittingEmptySubsequences: false)
        guard !names.isEmpty, names.allSatisfy({ $0 == "png" || $0 == "svg" }) else { return nil }
        self.init(png: names.contains("png"), svg: names.contains("svg"))
    }

    var defaultValueDescription: String { [png ? "png" : nil, svg ? "svg" : nil].compactMap { $0 }.joined(separator: ",") }
    static var allValueStrings: [String] { ["png", "svg", "png,svg"] }
}

/// Writes `scene` in each of `formats` (its reference PNG, its SVG) to the path `path` gives for the extension.
func writeImages(of scene: Scene, formats: ImageFormats, imaging: SceneImaging, to path: (String) -> String) throws {
    if formats.png { try AtomicFile.write(try imaging.referencePNG(scene), to: path("png")) }
    if formats.svg { try AtomicFile.write(try imaging.renderer.svg(scene), to: path("svg")) }
}
