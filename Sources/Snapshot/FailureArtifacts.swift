import Files
import Foundation
import PNGCodec

/// The files a failed verification leaves for people and CI viewers, one folder per fixture:
/// ```
/// <artifacts>/<group>/<name>.expected.png   the reference, byte for byte
///                     <name>.actual.png     what was rendered now
///                     <name>.diff.png       differing pixels in red over the faded reference (not for a size mismatch)
/// ```
public struct FailureArtifacts: Hashable, Sendable {
    /// The reference, byte for byte.
    public var expected: String
    /// What was rendered now.
    public var actual: String
    /// Differing pixels in red over the faded reference; nil for a size mismatch.
    public var diff: String?

    public init(expected: String, actual: String, diff: String? = nil) {
        self.expected = expected; self.actual = actual; self.diff = diff
    }

    /// The paths, in the order above.
    public var paths: [String] { [expected, actual] + (diff.map { [$0] } ?? []) }

    /// Writes the artifacts of one failure and returns where they are.
    public static func write(referencePNG: [UInt8], actualPNG: [UInt8], expected: ImageBuffer, actual: ImageBuffer,
                             result: ComparisonResult, artifactsDirectory: String, group: String, name: String) throws -> FailureArtifacts {
        let base = ((artifactsDirectory as NSString).appendingPathComponent(group) as NSString).appendingPathComponent(name)
        var written = FailureArtifacts(expected: base + ".expected.png", actual: base + ".actual.png")
        try AtomicFile.write(referencePNG, to: written.expected)
        try AtomicFile.write(actualPNG, to: written.actual)
        guard case .different = result else { return written }
        let diffPath = base + ".diff.png"
        try AtomicFile.write(ImageDiffer.diffImage(expected: expected, actual: actual).pngData(), to: diffPath)
        written.diff = diffPath
        return written
    }
}
