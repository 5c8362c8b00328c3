import ArgumentParser
import Foundation
import Layout
import Measure
import Render
import Snapshot
import Spec

/// Options every command that lays out text shares.
struct FontOptions: ParsableArguments {
    @Option(name: .customLong("font-dir"), help: "A directory to search for the font files (repeatable; default /usr/share/fonts).")
    var fontDirectories: [String] = []

    func loadFontSet() throws -> FontSet {
        try FontSet.standard(searchDirectories: fontDirectories.isEmpty ? FontSet.defaultSearchDirectories : fontDirectories)
    }
}

/// Comparison tolerances shared by verify and compare (exact when none is given).
struct ToleranceOptions: ParsableArguments {
    @Option(help: "Per-pixel colour distance 0…1 (YIQ, as pixelmatch defines it); anti-aliased pixels are not counted.")
    var threshold: Double?

    @Option(help: "Pass when at most this many pixels differ.")
    var maxDiffPixels: Int?

    @Option(help: "Pass when at most this share (0…1) of the pixels differs.")
    var maxDiffPixelRatio: Double?

    func tolerance() throws -> ComparisonTolerance {
        if let threshold, !(0...1).contains(threshold) { throw CLIError.badInput("--threshold must be between 0 and 1, found \(threshold)") }
        if let maxDiffPixels, maxDiffPixels < 0 { throw CLIError.badInput("--max-diff-pixels must be 0 or more, found \(maxDiffPixels)") }
        if let maxDiffPixelRatio, !(0...1).contains(maxDiffPixelRatio) {
            throw CLIError.badInput("--max-diff-pixel-ratio must be between 0 and 1, found \(maxDiffPixelRatio)")
        }
        return ComparisonTolerance(threshold: threshold, maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffPixelRatio)
    }
}

/// Fixture selection and variant overrides shared by render, record and verify.
struct BatchOptions: ParsableArguments {
    @Argument(help: "Fixture files (.yaml, .yml, .json) or directories searched recursively.")
    var inputs: [String]

    @Option(help: "Content size categories: all, or a list such as L,AX5 (overrides the fixtures).")
    var category: String?

    @Option(help: "Widths in points, e.g. 375,768 (overrides the fixtures).")
    var width: String?

    @Option(help: "Named devices, e.g. \"iPhone SE,iPad\" (\(Device.all.map(\.name).joined(separator: ", "))); with --width, both; either replaces the fixtures' sizes.")
    var device: String?

    @Option(help: "Appearances: light, dark or light,dark (overrides the fixtures).")
    var appearance: String?

    @Option(help: "Scale: 1, 2 or 3 (overrides the fixtures).")
    var scale: Double?

    @Option(help: "Layout directions: ltr, rtl or ltr,rtl (overrides the fixtures).")
    var direction: String?

    @Option(help: "Parallel jobs (default: the number of cores).")
    var jobs: Int?

    @Option(help: "Render only shard i of n, e.g. 1/4; shards split the work deterministically.")
    var shard: String?

    @Flag(help: "Don't report progress (a bar on a terminal, a line per variant otherwise).")
    var noProgress = false

    @OptionGroup var fonts: FontOptions

    /// Every (fixture, variant) job selected, in a stable order.
    func plan() throws -> [RenderJob] {
        let files = try FixtureFiles.collect(inputs)
        guard !files.isEmpty else { throw CLIError.badInput("no fixture files (.yaml, .yml, .json) found in \(inputs.joined(separator: ", "))") }
        let fixtures = try files.map(Fixture.load(path:))
        var seen: [String: String] = [:]
        for fixture in fixtures {
            if let other = seen[fixture.name] {
                throw CLIError.badInput("\(fixture.file): fixture name '\(fixture.name)' is also used by \(other); names must be unique")
            }
            seen[fixture.name] = fixture.file
        }
        let categories = try category.map(VariantArguments.categories)
        let widths = try width.map(VariantArguments.widths)
        let devices = try device.map(VariantArguments.devices)
        let appearances = try appearance.map(VariantArguments.appearances)
        if let scale, ![1.0, 2, 3].contains(scale) { throw CLIError.badInput("--scale must be 1, 2 or 3, found \(scale)") }
        let directions: [LayoutDirection]? = try direction.map { text in
            try text.split(separator: ",").map { part in
                guard let direction = LayoutDirection(rawValue: String(part)) else {
                    throw CLIError.badInput("--direction must be ltr, rtl or ltr,rtl, found '\(text)'")
                }
                return direction
            }
        }
        var jobs: [RenderJob] = []
        for fixture in fixtures {
            var set = fixture.variants
            if let categories { set.categories = categories }
            if widths != nil || devices != nil { set.widths = widths ?? []; set.devices = devices ?? [] }
            if let appearances { set.appearances = appearances }
            if let scale { set.scales = [scale] }
            if let directions { set.directions = directions }
            jobs += set.variants.map { RenderJob(fixture: fixture, variant: $0) }
        }
        guard let shard else { return jobs }
        let parts = shard.split(separator: "/").compactMap { Int($0) }
        guard parts.count == 2, parts[1] >= 1, (1...parts[1]).contains(parts[0]) else {
            throw CLIError.badInput("--shard must be i/n with 1 ≤ i ≤ n, found '\(shard)'")
        }
        return jobs.enumerated().filter { $0.offset % parts[1] == parts[0] - 1 }.map(\.element)
    }

    var jobCount: Int { max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount) }

    /// Plans the jobs and loads what laying them out and drawing them needs.
    func prepare() throws -> Batch {
        let jobs = try plan()
        let fontSet = try fonts.loadFontSet()
        return Batch(jobs: jobs, jobCount: jobCount, fontSet: fontSet, measurer: TextMeasurer(fontSet: fontSet), renderer: Renderer(),
                     progress: noProgress ? nil : Progress(total: jobs.count, interactive: isatty(STDERR_FILENO) == 1))
    }
}

/// Everything render, record and verify share: the jobs, and the font set, measurer and renderer they run with.
struct Batch: Sendable {
    var jobs: [RenderJob]
    var jobCount: Int
    var fontSet: FontSet
    var measurer: TextMeasurer
    var renderer: Renderer
    /// Where finished variants are reported; nil for none.
    var progress: Progress?

    /// Lays out one job: a scene per stage (one, or `before` … `after` for a collection update).
    func scenes(_ job: RenderJob) -> [(stage: String?, scene: Scene)] {
        job.fixture.scenes(for: job.variant, measurer: measurer)
    }

    /// Lays out one job and encodes a PNG per stage, with the fonts each used recorded in the file.
    func scenePNGs(_ job: RenderJob) throws -> [(stage: String?, scene: Scene, png: [UInt8])] {
        try scenes(job).map { stage, scene in
            (stage, scene, try renderer.png(scene, scale: job.variant.scale, textChunks: Renderer.pngTextChunks(for: scene, fontSet: fontSet)))
        }
    }

    /// Runs `body` for every job on up to `jobCount` threads; results keep the jobs' order.
    func run<T: Sendable>(_ body: @Sendable @escaping (RenderJob) -> T) -> [T] {
        let jobs = self.jobs, progress = self.progress
        defer { progress?.finish() }
        return runParallel(count: jobs.count, jobs: jobCount) { index in
            let result = body(jobs[index])
            progress?.completed("\(jobs[index].fixture.name) \(jobs[index].variant.name)")
            return result
        }
    }
}

struct RenderJob: Sendable {
    var fixture: Fixture
    var variant: Variant

    /// `<fixture>/<variant>[-<stage>].<ext>`: where outputs and references of this job live.
    func relativePath(extension ext: String, stage: String? = nil) -> String { "\(fixture.name)/\(name(stage: stage)).\(ext)" }

    /// The variant's name, with the stage appended for collection updates (`w375-L@2x-before`).
    func name(stage: String?) -> String { variant.name(stage: stage) }
}

enum FixtureFiles {
    static let extensions: Set<String> = ["yaml", "yml", "json"]

    /// Files named directly, plus fixture files found recursively in named directories, sorted.
    static func collect(_ inputs: [String]) throws -> [String] {
        var files: [String] = []
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
                throw CLIError.badInput("\(input): no such file or directory")
            }
            if isDirectory.boolValue {
                let found = (FileManager.default.enumerator(atPath: input)?.allObjects as? [String] ?? [])
                    .filter { extensions.contains(($0 as NSString).pathExtension.lowercased()) }
                    .map { (input as NSString).appendingPathComponent($0) }
                files += found.sorted()
            } else {
                files.append(input)
            }
        }
        return files
    }
}

/// Runs `body` for every index in `0..<count` on up to `jobs` threads; results keep their index.
func runParallel<T: Sendable>(count: Int, jobs: Int, _ body: @Sendable @escaping (Int) -> T) -> [T] {
    let results = ResultBox<T>(count: count)
    let next = ResultBox<Int>(count: 1)
    next.set(0, 0)
    let group = DispatchGroup()
    for _ in 0..<min(jobs, max(count, 1)) {
        group.enter()
        Thread.detachNewThread {
            while true {
                let index = next.takeNext(limit: count)
                guard let index else { break }
                results.set(index, body(index))
            }
            group.leave()
        }
    }
    group.wait()
    return results.values()
}

/// Reports finished variants on standard error: on a terminal, one bar redrawn in place; otherwise (CI logs, pipes)
/// a plain line per variant, `[ 12/408] tag-flow w375-L@2x`.
final class Progress: @unchecked Sendable {
    private let total: Int
    private let interactive: Bool
    private let lock = NSLock()
    private var done = 0

    init(total: Int, interactive: Bool) { self.total = total; self.interactive = interactive }

    func completed(_ name: String) {
        lock.withLock {
            done += 1
            let counter = "[\(String(repeating: " ", count: String(total).count - String(done).count))\(done)/\(total)]"
            guard interactive else { printError("\(counter) \(name)"); return }
            let width = 30, filled = total == 0 ? width : done * width / total
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            FileHandle.standardError.write(Data("\r\u{1B}[K\(bar) \(counter) \(name)".utf8))
        }
    }

    /// Ends the bar's line on a terminal, so what follows starts on a line of its own.
    func finish() {
        lock.withLock { if interactive && done > 0 { FileHandle.standardError.write(Data("\n".utf8)) } }
    }
}

/// A lock-protected array, for results written by worker threads.
final class ResultBox<T>: @unchecked Sendable {
    private var storage: [T?]
    private let lock = NSLock()
    init(count: Int) { storage = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: T) { lock.withLock { storage[index] = value } }
    func values() -> [T] { lock.withLock { storage.compactMap { $0 } } }
    func takeNext(limit: Int) -> Int? where T == Int {
        lock.withLock {
            let value = storage[0] ?? 0
            guard value < limit else { return nil }
            storage[0] = value + 1
            return value
        }
    }
}

/// The images a batch wrote (each job reports how many), after printing every failure and exiting with the worst
/// failure's code when there was one.
func imagesWritten(_ results: [Result<Int, CLIError>]) throws -> Int {
    var images = 0
    var worst: Int32?
    for result in results {
        switch result {
        case let .success(count): images += count
        case let .failure(error):
            printError("error: \(error.message)")
            worst = max(worst ?? error.exitCode, error.exitCode)
        }
    }
    if let worst { throw ExitCode(worst) }
    return images
}

/// Prints scene warnings once per message, naming the fixture and variant.
func report(warnings: [String], context: String, fontSet: FontSet) {
    for warning in warnings {
        var line = "warning: \(context): \(warning)"
        if !fontSet.hasEmojiFont, let scalar = warning.split(separator: " ").last?.unicodeScalars.first, scalar.properties.isEmoji, scalar.value > 0xFF {
            line += " (no emoji font installed; Debian: apt-get install fonts-symbola)"
        }
        printError(line)
    }
}
