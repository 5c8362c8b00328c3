import ArgumentParser
import FixtureFormat
import Foundation
import Geometry
import Layout
import Measure
import Pipeline
import Render
import Scenes
import Snapshot

/// Options every command that lays out text shares.
struct FontOptions: ParsableArguments {
    @Option(name: .customLong("font-dir"), help: "A directory to search for the font files (repeatable; default /usr/share/fonts); fonts found there besides the standard set are custom fonts, found by PostScript or family name.")
    var fontDirectories: [String] = []

    @Option(name: .customLong("system-font-dir"), help: "A folder with Apple's SF Pro fonts (SF Pro Text and SF Pro Display, from Apple's developer site): the system font is set in them, with their own advances and tracking, instead of the bundled stand-in.")
    var systemFontDirectory: String?

    /// The font set; `customFiles` (fixtures' `fonts:`) join the custom fonts found under `--font-dir`. The system font
    /// comes from `--system-font-dir`, else from the folder the fixtures name (`systemFont:`), else the stand-in.
    func loadFontSet(customFiles: [String] = [], fixtureSystemFontDirectories: [String] = []) throws -> FontSet {
        for directory in fontDirectories + (systemFontDirectory.map { [$0] } ?? []) {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw CLIError.badInput("\(directory == systemFontDirectory ? "--system-font-dir" : "--font-dir"): \(directory) is not a folder")
            }
        }
        var system = systemFontDirectory
        if system == nil {
            let named = Array(Set(fixtureSystemFontDirectories)).sorted()
            guard named.count <= 1 else {
                throw CLIError.badInput("the fixtures name different system font folders (\(named.joined(separator: ", "))): run them separately or pass --system-font-dir")
            }
            system = named.first
        }
        return try FontSet.standard(searchDirectories: fontDirectories.isEmpty ? FontSet.defaultSearchDirectories : fontDirectories,
                                    customFiles: FontSet.fontFiles(in: fontDirectories) + customFiles, systemFontDirectory: system)
    }
}

/// How Interface Builder documents named on the command line are read.
struct DocumentOptionGroup: ParsableArguments {
    @Option(help: "How an Interface Builder document's root is sized: natural (as UIKit sizes it in its container) or designed (the stored size).")
    var sizing: DocumentSizing = .natural

    @Option(help: "An asset catalogue (.xcassets folder) whose named colours and images documents use.")
    var assets: String?

    /// The options, with the catalogue read once for every document of the run.
    func options() throws -> DocumentOptions { try DocumentOptions(sizing: sizing, assetsAt: assets) }
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

/// The variant axes a batch may override; each given replaces the fixtures' own.
struct VariantOptions: ParsableArguments {
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

    @Option(help: "Pseudo-locales every text is rewritten in: accented (same length), long (+30–40 %, in brackets), rtl (Hebrew-like letters, right to left), all (the three), or a list such as none,long (none: as written; overrides the fixtures).")
    var pseudoLocale: String?

    func overrides() throws -> VariantOverrides {
        if let scale, ScreenScale(exactly: scale) == nil {
            throw CLIError.badInput("--scale must be \(ScreenScale.allowedValues), found \(scale)")
        }
        let directions: [LayoutDirection]? = try direction.map { text in
            try text.split(separator: ",").map { part in
                guard let direction = LayoutDirection(rawValue: String(part)) else {
                    throw CLIError.badInput("--direction must be ltr, rtl or ltr,rtl, found '\(text)'")
                }
                return direction
            }
        }
        return VariantOverrides(categories: try category.map(VariantArguments.categories), widths: try width.map(VariantArguments.widths),
                                devices: try device.map(VariantArguments.devices), appearances: try appearance.map(VariantArguments.appearances),
                                scale: scale, directions: directions, pseudoLocales: try pseudoLocale.map(VariantArguments.pseudoLocales))
    }
}

/// Fixture selection, variant overrides and parallelism shared by render, record and verify.
struct BatchOptions: ParsableArguments {
    @Argument(help: "Fixture files (.yaml, .yml, .json), Interface Builder documents (.xib, Main.storyboard#root) or directories searched recursively for fixtures.")
    var inputs: [String]

    @OptionGroup var documents: DocumentOptionGroup

    @OptionGroup var variants: VariantOptions

    @Option(parsing: .unconditional, help: "Parallel jobs (default: the number of cores).")
    var jobs: Int?

    @Option(help: "Render only shard i of n, e.g. 1/4; shards split the work deterministically.")
    var shard: String?

    @Option(help: "Progress on standard error: bar (one line redrawn in place), plain (a line per tenth of the work or every 10 s, for logs) or none (default: bar on a terminal, plain otherwise).")
    var progress: ProgressStyle?

    @Flag(help: "The same as --progress none.")
    var noProgress = false

    @Option(parsing: .unconditional, help: "Largest image in pixels; a larger scene is bad input (default 100000000, 100 megapixels).")
    var maxPixels: Int = Renderer.defaultMaximumPixelCount

    @OptionGroup var fonts: FontOptions

    var jobCount: Int { max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount) }

    /// Plans the jobs and loads what laying them out and drawing them needs.
    /// `defaults` fills what neither the options nor (for lint) the fixtures set.
    func prepare(defaults: (inout VariantOverrides) -> Void = { _ in }) throws -> (batch: SnapshotBatch, progress: Progress?) {
        guard maxPixels >= 1 else { throw CLIError.badInput("--max-pixels must be at least 1, found \(maxPixels)") }
        if let jobs, !(1...1024).contains(jobs) { throw CLIError.badInput("--jobs must be between 1 and 1024, found \(jobs)") }
        let parsedShard: Shard? = try shard.map { try Shard(parsing: $0) }
        var overrides = try variants.overrides()
        defaults(&overrides)
        let jobs = try BatchPlan.jobs(inputs: inputs, overrides: overrides, shard: parsedShard, documents: try documents.options())
        let style = noProgress ? .none : (self.progress ?? .automatic(standardErrorIsTerminal: isatty(STDERR_FILENO) == 1))
        let progress = style == .none ? nil : Progress(total: jobs.count, style: style)
        var report: (@Sendable (String) -> Void)?
        if let progress { report = { progress.completed($0) } }
        let batch = SnapshotBatch(jobs: jobs, jobCount: jobCount, fontSet: try fonts.loadFontSet(customFiles: jobs.flatMap(\.fixture.fontFiles),
                                                                                                 fixtureSystemFontDirectories: jobs.compactMap(\.fixture.systemFontDirectory)), maximumPixelCount: maxPixels,
                                  progress: report)
        return (batch, progress)
    }
}

// Options whose values are enums parse straight into them, and `--help` lists the values.

extension TextStyle: ExpressibleByArgument {}
extension DocumentSizing: ExpressibleByArgument {}
extension SystemFontTracking: ExpressibleByArgument {}
extension TextAlignment: ExpressibleByArgument {}
extension LayoutDirection: ExpressibleByArgument {}
extension Appearance: ExpressibleByArgument {}
extension PseudoLocale: ExpressibleByArgument {}

extension ContentSizeCategory: ExpressibleByArgument {
    /// `L`, `AX5`, `large`, … (as fixtures name them).
    public init?(argument: String) { self.init(name: argument) }
    public var defaultValueDescription: String { shortName }
    public static var allValueStrings: [String] { allCases.map(\.shortName) }
}

extension RecordMode: ExpressibleByArgument {
    /// `all`, `missing`, `failed`, `never`, in any case (as `LAYOUTSNAP_RECORD`).
    public init?(argument: String) { self.init(name: argument) }
}
