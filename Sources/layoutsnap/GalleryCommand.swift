import ArgumentParser
import Files
import FixtureFormat
import Foundation
import Gallery
import Geometry
import Lint
import Pipeline
import Snapshot

/// `layoutsnap gallery`: a static HTML site of every variant of every fixture, with lint findings on the images and,
/// given a verify report, each failure's diff. Each variant is laid out and drawn once: its PNG is the file `render`
/// writes, and lint reads the same scene.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Write a static HTML gallery (<out>/index.html, a page per fixture, the PNGs render writes) with lint findings marked on each image and, with --report, each verify failure's diff.")

    @OptionGroup var batch: BatchOptions
    @Option(help: "Output directory of the site.") var out: String = "site"
    @Option(name: .customLong("report"),
            help: "A verify report: its report.json, or the artifacts folder that holds it; each failure's expected, actual and diff images are shown on its variant.")
    var reportPath: String?

    /// The largest verify report read, in bytes.
    static let reportLimit = 256 << 20

    func run() throws {
        let index = (out as NSString).appendingPathComponent(Gallery.indexFileName)
        if FileManager.default.fileExists(atPath: index), !Self.isGalleryPage(index) {
            throw CLIError.badInput("--out: \(index) exists and was not written by layoutsnap gallery; choose another --out")
        }
        let verifyReport = try reportPath.map(Self.loadReport)
        let (batch, progress) = try self.batch.prepare()
        let out = self.out
        let results: [Result<(job: RenderJob, images: [GalleryImage], scan: LintScan), CLIError>] = batch.run { job in
            do {
                var images: [GalleryImage] = []
                var scan = LintScan()
                for (stage, scene) in batch.scenes(job) {
                    report(warnings: scene.warnings, context: "\(job.fixture.name) \(job.name(stage: stage))", fontSet: batch.fontSet)
                    try job.attributingErrors(to: job.name(stage: stage)) { try batch.imaging.withImage(of: scene) {
                        try writeImages(of: scene, formats: .png, imaging: batch.imaging) { ext in
                            (out as NSString).appendingPathComponent(job.relativePath(extension: ext, stage: stage))
                        }
                    } }
                    let before = scan.occurrences.count
                    scan.add(scene, variant: job.variant)
                    let findings = scan.occurrences[before...].filter { !job.fixture.lintIgnores.keeps($0) }
                    images.append(GalleryImage(variant: job.variant, stage: stage, size: scene.contentSize, findings: Array(findings)))
                }
                return .success((job, images, scan))
            } catch {
                return .failure(CLIError.from(error))
            }
        }
        progress?.finish()
        var failures: [CLIError] = []
        var order: [String] = []
        var fixtures: [String: GalleryFixture] = [:]
        var scans: [String: LintScan] = [:]
        var ignores: [String: [Fixture.LintIgnore]] = [:]
        for result in results {
            switch result {
            case let .failure(error): failures.append(error)
            case let .success((job, images, scan)):
                let name = job.fixture.name
                if fixtures[name] == nil {
                    order.append(name)
                    fixtures[name] = GalleryFixture(name: name, file: job.fixture.file, images: [], findings: [])
                }
                fixtures[name]?.images += images
                scans[name, default: LintScan()].merge(scan)
                ignores[name] = job.fixture.lintIgnores
            }
        }
        var site: [GalleryFixture] = []
        for name in order {
            guard var fixture = fixtures[name] else { continue }
            fixture.findings = LintFileReport(name: name, file: fixture.file, findings: scans[name]?.findings() ?? [],
                                              ignores: ignores[name] ?? []).findings
            if let verifyReport { try attach(verifyReport, to: &fixture, out: out) }
            site.append(fixture)
        }
        for fixture in site {
            try AtomicFile.write(Array(Gallery.pageHTML(fixture).utf8),
                                 to: (out as NSString).appendingPathComponent(fixture.folder + "/" + Gallery.indexFileName))
        }
        try AtomicFile.write(Array(Gallery.indexHTML(site).utf8), to: index)
        for failure in failures { printError("error: \(failure.message)") }
        if let worst = failures.map(\.exitCode).max() { throw ExitCode(worst) }
        print("wrote a gallery of \(site.count) fixture(s), \(site.map(\.images.count).reduce(0, +)) image(s), into \(index)")
    }

    /// The verify report at `path` (its `report.json`, or the folder that holds it), with the folder its image paths
    /// are relative to.
    static func loadReport(_ path: String) throws -> (report: SnapshotReport, folder: String) {
        var isFolder: ObjCBool = false
        let file = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
            ? (path as NSString).appendingPathComponent(SnapshotReport.jsonFileName) : path
        do {
            let bytes = try RegularFile.read(file, limit: reportLimit)
            return (try SnapshotReport.decode(json: Data(bytes)), (file as NSString).deletingLastPathComponent)
        } catch let error as FileReadError {
            throw CLIError.badInput("--report: \(error)")
        } catch let error as DecodingError {
            throw CLIError.badInput("--report: \(file): not a verify report (report.json): \(Self.describe(error))")
        }
    }

    /// Shows each failure of `loaded` on its variant's image, its images copied beside the fixture's page (the site
    /// keeps working when moved). An image the report names that is missing is left out, with a note.
    func attach(_ loaded: (report: SnapshotReport, folder: String), to gallery: inout GalleryFixture, out: String) throws {
        let entries = Dictionary(loaded.report.entries.filter { $0.fixture == gallery.name }.map { ($0.variant, $0) }) { first, _ in first }
        for index in gallery.images.indices {
            guard let entry = entries[gallery.images[index].name] else { continue }
            func copy(_ relative: String?, as suffix: String) throws -> String? {
                guard let relative else { return nil }
                let source = (loaded.folder as NSString).appendingPathComponent(relative)
                guard let bytes = try? RegularFile.read(source, limit: 1 << 30) else {
                    printError("note: \(gallery.name) \(entry.variant): the report's image \(source) is missing; left out")
                    return nil
                }
                let name = gallery.images[index].name + ".\(suffix).png"
                try AtomicFile.write(bytes, to: (out as NSString).appendingPathComponent(gallery.folder + "/" + name))
                return name
            }
            gallery.images[index].verification = GalleryVerification(entry: entry, expectedFile: try copy(entry.expectedImage, as: "expected"),
                                                                     actualFile: try copy(entry.actualImage, as: "actual"),
                                                                     diffFile: try copy(entry.diffImage, as: "diff"))
        }
    }

    /// Whether the file at `path` is a page this command wrote (its generator tag, in the first kilobytes).
    static func isGalleryPage(_ path: String) -> Bool {
        guard let bytes = try? RegularFile.read(path, limit: 64 << 20) else { return false }
        return String(decoding: bytes.prefix(4096), as: UTF8.self).contains("<meta name=\"generator\" content=\"\(Gallery.generator)\">")
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case let .keyNotFound(key, context): return "missing '\(key.stringValue)' at \(path(context))"
        case let .typeMismatch(_, context), let .valueNotFound(_, context), let .dataCorrupted(context):
            return "\(context.debugDescription) at \(path(context))"
        @unknown default: return "\(error)"
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        context.codingPath.isEmpty ? "the top level" : context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }
}
