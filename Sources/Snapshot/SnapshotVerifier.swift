import Foundation

/// What verifying one rendered image against its reference found.
public enum VerificationOutcome: Hashable, Sendable {
    case matched
    case missingReference(path: String)
    case mismatched(ComparisonResult, artifacts: [String])

    public var passed: Bool { if case .matched = self { return true } else { return false } }
}

/// Record and verify of reference PNGs, with failure artifacts.
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

    /// Compares PNG bytes with the reference at `referencePath` under `tolerance` (exact by default). Writes
    /// artifacts under `artifactsDirectory/<group>/` when the tolerance rejects the difference.
    public func verify(actualPNG: [UInt8], referencePath: String, group: String, name: String,
                       tolerance: ComparisonTolerance = .exact) throws -> VerificationOutcome {
        guard FileManager.default.fileExists(atPath: referencePath) else { return .missingReference(path: referencePath) }
        let expected = try ImageBuffer(contentsOfPNG: referencePath)
        let actual = try ImageBuffer(pngData: actualPNG, path: "\(group)/\(name).png (rendered)")
        let result = tolerance.compare(expected: expected, actual: actual)
        guard !tolerance.accepts(result) else { return .matched }
        let folder = (artifactsDirectory as NSString).appendingPathComponent(group)
        let base = (folder as NSString).appendingPathComponent(name)
        var written: [String] = []
        let expectedPath = base + ".expected.png", actualPath = base + ".actual.png"
        try AtomicFile.write([UInt8](FileManager.default.contents(atPath: referencePath) ?? Data()), to: expectedPath)
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
