import Foundation
import PNGCodec

/// The files a failed verification leaves for people and CI viewers, one folder per fixture:
/// ```
/// <artifacts>/<group>/<name>.expected.png   the reference, byte for byte
///                     <name>.actual.png     what was rendered now
///                     <name>.diff.png       differing pixels in red over the faded reference (not for a size mismatch)
/// ```
public enum FailureArtifacts {
    /// Writes the artifacts of one failure and returns their paths, in the order above.
    public static func write(referencePNG: [UInt8], actualPNG: [UInt8], expected: ImageBuffer, actual: ImageBuffer,
                             result: ComparisonResult, artifactsDirectory: String, group: String, name: String) throws -> [String] {
        let base = ((artifactsDirectory as NSString).appendingPathComponent(group) as NSString).appendingPathComponent(name)
        let expectedPath = base + ".expected.png", actualPath = base + ".actual.png"
        try AtomicFile.write(referencePNG, to: expectedPath)
        try AtomicFile.write(actualPNG, to: actualPath)
        guard case .different = result else { return [expectedPath, actualPath] }
        let diffPath = base + ".diff.png"
        try AtomicFile.write(ImageDiffer.diffImage(expected: expected, actual: actual).pngData(), to: diffPath)
        return [expectedPath, actualPath, diffPath]
    }
}
