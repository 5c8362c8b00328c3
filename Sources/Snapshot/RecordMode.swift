import Foundation

/// What verifying one rendered image against its reference found.
public enum VerificationOutcome: Hashable, Sendable {
    case matched
    case missingReference(path: String)
    case mismatched(ComparisonResult, artifacts: FailureArtifacts)
    /// The reference was written (it was missing, or the record mode asked to overwrite it); `previous` is what the
    /// comparison with the old reference found, nil when there was none.
    case recorded(path: String, previous: ComparisonResult?)

    /// Only a match passes: a freshly recorded reference fails the run once, as swift-snapshot-testing and
    /// Playwright do, so a recording never goes unnoticed.
    public var passed: Bool { if case .matched = self { return true } else { return false } }
}

/// When references are written (`--record`, environment `LAYOUTSNAP_RECORD`).
public enum RecordMode: String, CaseIterable, Sendable {
    /// Write every reference, matching or not.
    case all
    /// Write references that do not exist yet; compare the others.
    case missing
    /// Write references that do not exist or do not match.
    case failed
    /// Never write; a missing reference fails.
    case never

    /// The mode in effect: `--record` when given; otherwise `never` when the `CI` environment variable is set (to
    /// anything but empty, `0` or `false`), so CI never records by itself; otherwise `LAYOUTSNAP_RECORD`, else `missing`.
    public static func resolve(flag: RecordMode?, environment: [String: String]) throws(RecordModeError) -> RecordMode {
        if let flag { return flag }
        if let ci = environment["CI"], !["", "0", "false"].contains(ci.lowercased()) { return .never }
        if let variable = environment["LAYOUTSNAP_RECORD"], !variable.isEmpty { return try parse(variable, source: "LAYOUTSNAP_RECORD") }
        return .missing
    }

    /// The mode named by `text`, in any case (`all`, `Missing`, …).
    public init?(name text: String) { self.init(rawValue: text.lowercased()) }

    private static func parse(_ text: String, source: String) throws(RecordModeError) -> RecordMode {
        guard let mode = RecordMode(name: text) else { throw RecordModeError(source: source, value: text) }
        return mode
    }
}

/// An unknown record mode, naming where it came from.
public struct RecordModeError: Error, Hashable, Sendable, CustomStringConvertible {
    public var source: String
    public var value: String
    public var description: String {
        "\(source) must be one of \(RecordMode.allCases.map(\.rawValue).joined(separator: ", ")), found '\(value)'"
    }
}
