import Geometry
import Scenes

/// Findings of many variants summed up: one per kind and view, with the variants it occurs in as a range.
public enum LintReport {
    /// Groups `occurrences` (of every variant in `linted`) by kind and view, in kind order, then view order of first
    /// appearance. An overlap is kept only in variants whose Large counterpart (same size, scale, direction and
    /// appearance) does not have it: overlapping on purpose is a design, not a finding.
    /// `sources` gives where views whose occurrences do not carry it are written.
    public static func findings(_ occurrences: [LintOccurrence], linted: [Variant], sources: [String: SourceLocation] = [:]) -> [LintFinding] {
        let overlapsAtLarge = Set(occurrences.filter { $0.kind == .overlapping && $0.variant.category == .large }.map { occurrence in
            var variant = occurrence.variant
            variant.category = .large
            return "\(occurrence.view)|\(variant.name)"
        })
        let kept = occurrences.filter { occurrence in
            guard occurrence.kind == .overlapping else { return true }
            var large = occurrence.variant
            large.category = .large
            return !overlapsAtLarge.contains("\(occurrence.view)|\(large.name)")
        }
        var order: [String] = []
        var groups: [String: [LintOccurrence]] = [:]
        for occurrence in kept {
            let key = "\(occurrence.kind.rawValue)|\(occurrence.view)"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(occurrence)
        }
        let findings = order.enumerated().compactMap { position, key -> (position: Int, finding: LintFinding)? in
            guard let group = groups[key]?.sorted(by: { $0.variant < $1.variant }), let first = group.first else { return nil }
            let variants = Array(Set(group.map(\.variant))).sorted()
            // A fixed font is one finding about every size, reported at the largest.
            let range = first.kind == .fixedFont ? "at every text size" : range(of: variants, in: linted)
            return (position, LintFinding(kind: first.kind, severity: group.map(\.severity).max() ?? first.severity, view: first.view,
                                          message: first.message, variants: variants, range: range,
                                          source: group.lazy.compactMap(\.source).first ?? sources[first.view]))
        }
        return findings.sorted { ($0.finding.kind, $0.position) < ($1.finding.kind, $1.position) }.map(\.finding)
    }

    /// `found` described against everything linted, axis by axis: "from AX2 on", "up to S", "at xS, AX3", "RTL only",
    /// "at widths ≤ 320", "dark only", "pseudo-long only"; "in every variant" when it occurs everywhere, "in 7 of 8
    /// variants" when every axis has it somewhere but not every combination.
    public static func range(of found: [Variant], in linted: [Variant]) -> String {
        var parts: [String] = []
        let categories = Set(found.map(\.category)), allCategories = Set(linted.map(\.category)).sorted()
        if categories.count < allCategories.count {
            let sorted = categories.sorted()
            if let first = sorted.first, Array(allCategories.drop(while: { $0 < first })) == sorted, sorted.count > 1 {
                parts.append("from \(first.shortName) on")
            } else if let last = sorted.last, Array(allCategories.prefix(while: { $0 <= last })) == sorted, sorted.count > 1 {
                parts.append("up to \(last.shortName)")
            } else {
                parts.append("at " + sorted.map(\.shortName).joined(separator: ", "))
            }
        }
        let directions = Set(found.map(\.direction)), allDirections = Set(linted.map(\.direction))
        if directions.count < allDirections.count, let only = directions.first {
            parts.append(only == .rightToLeft ? "RTL only" : "LTR only")
        }
        let widths = Set(found.map(\.width)), allWidths = Set(linted.map(\.width)).sorted()
        if widths.count < allWidths.count {
            let sorted = widths.sorted()
            if let last = sorted.last, Array(allWidths.prefix(while: { $0 <= last })) == sorted {
                parts.append("at widths ≤ \(LayoutLint.points(last))")
            } else if let first = sorted.first, Array(allWidths.drop(while: { $0 < first })) == sorted {
                parts.append("at widths ≥ \(LayoutLint.points(first))")
            } else {
                parts.append("at widths " + sorted.map(LayoutLint.points).joined(separator: ", "))
            }
        }
        let appearances = Set(found.map(\.appearance)), allAppearances = Set(linted.map(\.appearance))
        if appearances.count < allAppearances.count, let only = appearances.first {
            parts.append(only == .dark ? "dark only" : "light only")
        }
        let locales = Set(found.map(\.pseudoLocale)), allLocales = Set(linted.map(\.pseudoLocale))
        if locales.count < allLocales.count {
            let names = locales.sorted { ($0?.rank ?? -1) < ($1?.rank ?? -1) }.map { $0.map { "pseudo-\($0.rawValue)" } ?? "as written" }
            parts.append(names.joined(separator: ", ") + " only")
        }
        if parts.isEmpty {
            // Each axis is covered, but not every combination of them.
            let foundCount = Set(found).count, lintedCount = Set(linted).count
            return foundCount < lintedCount ? "in \(foundCount) of \(lintedCount) variants" : "in every variant"
        }
        return parts.joined(separator: ", ")
    }
}

/// A finding kept on purpose: its kind, on one view or (nil) on every view (a fixture's `lint.ignore`).
public struct LintSilence: Hashable, Sendable {
    public var kind: LintKind
    public var view: String?

    public init(kind: LintKind, view: String?) { self.kind = kind; self.view = view }

    /// The silence an input writes by the kind's name (a fixture's `lint.ignore`); nil for a kind the linter does not
    /// know.
    public init?(kindNamed name: String, view: String?) {
        guard let kind = LintKind(rawValue: name) else { return nil }
        self.init(kind: kind, view: view)
    }

    public func silences(_ kind: LintKind, view: String) -> Bool { kind == self.kind && (self.view == nil || self.view == view) }
    public func silences(_ finding: LintFinding) -> Bool { silences(finding.kind, view: finding.view) }
}

/// What lint gathers from the scenes of one fixture or view, and the findings it sums up to. Scans of parts of the
/// variants (laid out on several threads) merge.
public struct LintScan: Sendable {
    public private(set) var occurrences: [LintOccurrence] = []
    private var textSizes: [(variant: Variant, sizes: [String: Double])] = []
    private var sources: [String: SourceLocation] = [:]
    private var variants: [Variant] = []

    public init() {}

    /// Checks one scene of `variant` (a collection update gives a variant several).
    public mutating func add(_ scene: Scene, variant: Variant) {
        let walk = LayoutLint.walk(scene, variant: variant)
        occurrences += walk.found
        textSizes.append((variant, walk.textSizes))
        sources.merge(walk.sources) { first, _ in first }
        variants.append(variant)
    }

    /// This scan followed by `other`'s.
    public mutating func merge(_ other: LintScan) {
        occurrences += other.occurrences
        textSizes += other.textSizes
        sources.merge(other.sources) { first, _ in first }
        variants += other.variants
    }

    /// The findings of every scene added, fixed fonts included, one per kind and view (`LintReport.findings`).
    public func findings() -> [LintFinding] {
        LintReport.findings(occurrences + LayoutLint.fixedFonts(textSizes), linted: variants, sources: sources)
    }
}
