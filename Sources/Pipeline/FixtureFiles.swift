import Files
import Foundation

/// Finds fixture files among the paths a user names.
public enum FixtureFiles {
    public static let extensions: Set<String> = ["yaml", "yml", "json"]

    /// Files named directly, plus fixture files found recursively in named directories, sorted per directory.
    public static func collect(_ inputs: [String]) throws(PipelineError) -> [String] {
        var files: [String] = []
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
                throw PipelineError("\(input): no such file or directory")
            }
            if isDirectory.boolValue {
                let found = (FileManager.default.enumerator(atPath: input)?.allObjects as? [String] ?? [])
                    .filter { extensions.contains(($0 as NSString).pathExtension.lowercased()) }
                    .map { (input as NSString).appendingPathComponent($0) }
                    .filter { RegularFile.exists($0) }
                files += found.sorted()
            } else {
                files.append(input)
            }
        }
        return files
    }
}
