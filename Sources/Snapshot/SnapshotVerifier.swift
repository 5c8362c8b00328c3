import Foundation

/// What verifying one rendered image against its reference found.
public enum VerificationOutcome: Hashable, Sendable {
    case matched
    case missingReference(path: String)
    case mismatched(ComparisonResult, artifacts: [String])
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
    public static func resolve(flag: String?, environment: [String: String]) throws(RecordModeError) -> RecordMode {
        if let flag { return try parse(flag, source: "--record") }
        if let ci = environment["CI"], !["", "0", "false"].contains(ci.lowercased()) { return .never }
        if let variable = environment["LAYOUTSNAP_RECORD"], !variable.isEmpty { return try parse(variable, source: "LAYOUTSNAP_RECORD") }
        return .missing
    }

    private static func parse(_ text: String, source: String) throws(RecordModeError) -> RecordMode {
        guard let mode = RecordMode(rawValue: text.lowercased()) else { throw RecordModeError(source: source, value: text) }
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

/// Record and verify of reference PNGs, with failure artifacts.
///
/// Beside each reference `<name>.png` lies its layout record `<name>.json` (every element's frame and views), from
/// which a failure's layout diff is computed.
///
/// Folder layout of artifacts, one folder per fixture:
/// ```
/// <artifacts>/<fixture>/<variant>.expected.png   the reference
///                       <variant>.actual.png     what was rendered now
///                       <variant>.diff.png       differing pixels in red over the faded reference
/// ```
public struct SnapshotVerifier: Sendable {
    public var artifactsDirectory: String

    public init(artifactsDirectory: String) { self.artifactsDirectory = artifactsDirectory }

    /// Verifies like `verify`, and when the image failed (or a differing reference was replaced) also says how the
    /// layout changed: the reference's layout record (read before anything is written) against `layoutRecord`.
    /// The layout diff is nil when either record is missing or unreadable; pixels stay the contract.
    public func verifyWithLayoutDiff(actualPNG: [UInt8], layoutRecord: String?, referencePath: String, group: String, name: String,
                                     tolerance: ComparisonTolerance = .exact, record: RecordMode = .never) throws -> Verification {
        let recordPath = Self.layoutRecordPath(forReference: referencePath)
        // Only `all` and `failed` can overwrite an existing record, so only they need it read before verifying;
        // otherwise it is read after a mismatch, and a match (the common case) reads nothing.
        let mayOverwrite = record == .all || record == .failed
        let recordBefore = layoutRecord != nil && mayOverwrite ? FileManager.default.contents(atPath: recordPath) : nil
        let outcome = try verify(actualPNG: actualPNG, layoutRecord: layoutRecord, referencePath: referencePath, group: group, name: name,
                                 tolerance: tolerance, record: record)
        var layoutDiff: LayoutDiff?
        switch outcome {
        case .mismatched, .recorded(_, previous: .some):
            let referenceRecord = mayOverwrite ? recordBefore : FileManager.default.contents(atPath: recordPath)
            if let referenceRecord, let layoutRecord { layoutDiff = try? LayoutDiff(reference: referenceRecord, current: Data(layoutRecord.utf8)) }
        case .matched, .missingReference, .recorded:
            break
        }
        return Verification(outcome: outcome, layoutDiff: layoutDiff, referencePath: referencePath, group: group, name: name)
    }

    /// `<name>.json` beside the reference `<name>.png`.
    public static func layoutRecordPath(forReference referencePath: String) -> String {
        (referencePath as NSString).deletingPathExtension + ".json"
    }

    /// Compares PNG bytes with the reference at `referencePath` under `tolerance` (exact by default). Writes
    /// artifacts under `artifactsDirectory/<group>/` when the tolerance rejects the difference.
    /// With `record`, a missing reference (`missing`, `failed`, `all`), a failing one (`failed`, `all`) or any
    /// (`all`) is written whole (temporary file + rename) instead of failing with artifacts.
    ///
    /// `layoutRecord` is the scene's layout record (`SceneJSON.layoutRecord`); it is stored beside the reference
    /// (`<name>.json` next to `<name>.png`) whenever the reference is written.
    public func verify(actualPNG: [UInt8], layoutRecord: String? = nil, referencePath: String, group: String, name: String,
                       tolerance: ComparisonTolerance = .exact, record: RecordMode = .never) throws -> VerificationOutcome {
        func writeReference() throws {
            try AtomicFile.write(actualPNG, to: referencePath)
            if let layoutRecord { try AtomicFile.write(Array(layoutRecord.utf8), to: Self.layoutRecordPath(forReference: referencePath)) }
        }
        guard FileManager.default.fileExists(atPath: referencePath) else {
            guard record != .never else { return .missingReference(path: referencePath) }
            try writeReference()
            return .recorded(path: referencePath, previous: nil)
        }
        guard let referenceData = FileManager.default.contents(atPath: referencePath) else {
            throw ImageError.unreadable(path: referencePath, reason: "not readable")
        }
        let referencePNG = [UInt8](referenceData)
        // References are byte-stable, so the same bytes are the same image: nothing to decode.
        if referencePNG == actualPNG { return .matched }
        let expected = try ImageBuffer(pngData: referencePNG, path: referencePath)
        let actual = try ImageBuffer(pngData: actualPNG, path: "\(group)/\(name).png (rendered)")
        let result = tolerance.compare(expected: expected, actual: actual)
        if record == .all || (record == .failed && !tolerance.accepts(result)) {
            try writeReference()
            return .recorded(path: referencePath, previous: result)
        }
        guard !tolerance.accepts(result) else { return .matched }
        let folder = (artifactsDirectory as NSString).appendingPathComponent(group)
        let base = (folder as NSString).appendingPathComponent(name)
        var written: [String] = []
        let expectedPath = base + ".expected.png", actualPath = base + ".actual.png"
        try AtomicFile.write(referencePNG, to: expectedPath)
        try AtomicFile.write(actualPNG, to: actualPath)
        written += [expectedPath, actualPath]
        if case .different = result {
            let diffPath = base + ".diff.png"
            try AtomicFile.write(try ImageDiffer.diffImage(expected: expected, actual: actual).pngData(), to: diffPath)
            written.append(diffPath)
        }
        return .mismatched(result, artifacts: written)
    }
}

/// One verified image: the outcome, and for a failure the layout changes that explain it.
public struct Verification: Sendable {
    public var outcome: VerificationOutcome
    /// Which elements moved, resized, appeared or disappeared since the reference was recorded.
    public var layoutDiff: LayoutDiff?
    public var referencePath: String
    /// The artifacts sub-folder (the fixture) and the image's name in it (the variant, with its stage).
    public var group: String
    public var name: String

    /// The report entry for this image; nil when it matched.
    public func reportEntry(tolerance: ComparisonTolerance, artifactsDirectory: String) -> SnapshotReport.Entry? {
        SnapshotReport.Entry(fixture: group, variant: name, outcome: outcome, referencePath: referencePath, tolerance: tolerance,
                             artifactsDirectory: artifactsDirectory, layoutDiff: layoutDiff)
    }
}
