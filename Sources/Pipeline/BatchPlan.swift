import FixtureFormat
import Geometry
import Layout
import Measure
import Scenes

/// Variant axes given on the command line; each one given replaces the fixtures' own.
public struct VariantOverrides: Hashable, Sendable {
    public var categories: [ContentSizeCategory]?
    public var widths: [Double]?
    public var devices: [Device]?
    public var appearances: [Appearance]?
    public var scale: Double?
    public var directions: [LayoutDirection]?
    /// Pseudo-locales, nil in the list standing for the texts as written.
    public var pseudoLocales: [PseudoLocale?]?

    public init(categories: [ContentSizeCategory]? = nil, widths: [Double]? = nil, devices: [Device]? = nil,
                appearances: [Appearance]? = nil, scale: Double? = nil, directions: [LayoutDirection]? = nil,
                pseudoLocales: [PseudoLocale?]? = nil) {
        self.categories = categories; self.widths = widths; self.devices = devices; self.appearances = appearances
        self.scale = scale; self.directions = directions; self.pseudoLocales = pseudoLocales
    }

    /// The fixture's variant set with these overrides applied. Widths and devices replace the sizes together.
    public func applied(to set: VariantSet) -> VariantSet {
        var set = set
        if let categories { set.categories = categories }
        if widths != nil || devices != nil { set.widths = widths ?? []; set.devices = devices ?? [] }
        if let appearances { set.appearances = appearances }
        if let scale { set.scales = [scale] }
        if let directions { set.directions = directions }
        if let pseudoLocales { set.pseudoLocales = pseudoLocales }
        return set
    }
}

/// `--shard i/n`: every n-th job from the i-th, so n machines cover a batch exactly once.
public struct Shard: Hashable, Sendable {
    public var index: Int
    public var count: Int

    /// Parses `i/n` with 1 ≤ i ≤ n.
    public init(parsing text: String) throws(PipelineError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let index = parts[0], let count = parts[1], count >= 1, (1...count).contains(index) else {
            throw PipelineError("--shard must be i/n with 1 ≤ i ≤ n, found '\(text)'")
        }
        self.index = index; self.count = count
    }

    public func selects(position: Int) -> Bool { position % count == index - 1 }
}

/// Which (fixture, variant) jobs a batch runs, in a stable order.
public enum BatchPlan {
    /// Loads the fixtures among `inputs` (files, or folders searched recursively) and lists every job.
    /// Interface Builder documents are read when named directly (`Cell.xib`, `Main.storyboard#cell`), with
    /// `documents` (sizing, asset catalogue).
    public static func jobs(inputs: [String], overrides: VariantOverrides = VariantOverrides(), shard: Shard? = nil,
                            documents: DocumentOptions = DocumentOptions()) throws -> [RenderJob] {
        let files = try FixtureFiles.collect(inputs)
        guard !files.isEmpty else { throw PipelineError("no fixture files (.yaml, .yml, .json) found in \(inputs.joined(separator: ", "))") }
        return try jobs(fixtures: files.map { try Fixture.load(path: $0, documents: documents) }, overrides: overrides, shard: shard)
    }

    /// Every job of `fixtures` under `overrides`; fixture names must be unique (they name the output folders).
    public static func jobs(fixtures: [Fixture], overrides: VariantOverrides = VariantOverrides(),
                            shard: Shard? = nil) throws(PipelineError) -> [RenderJob] {
        var seen: [String: String] = [:]
        for fixture in fixtures {
            if let other = seen[fixture.name] {
                throw PipelineError("\(fixture.file): fixture name '\(fixture.name)' is also used by \(other); names must be unique")
            }
            seen[fixture.name] = fixture.file
        }
        let all = fixtures.flatMap { fixture in
            overrides.applied(to: fixture.variants).variants.map { RenderJob(fixture: fixture, variant: $0) }
        }
        guard let shard else { return all }
        return all.enumerated().filter { shard.selects(position: $0.offset) }.map(\.element)
    }
}
