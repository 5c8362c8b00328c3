import FixtureFormat
import Files
import Foundation

/// Finds fixture files among the paths a user names.
public enum FixtureFiles {
    public static let extensions: Set<String> = ["yaml", "yml", "json"]

    /// Files named directly (fixtures and Interface Builder documents), plus the files with one of `extensions`
    /// (fixtures by default) found recursively in named directories, sorted per directory (documents in folders
    /// are used through fixtures that name them; `ib-check` collects documents).
    public static func collect(_ inputs: [String], extensions: Set<String> = FixtureFiles.extensions) throws(PipelineError) -> [String] {
        var files: [String] = []
        for input in inputs {
            var isDirectory: ObjCBool = false
            // A storyboard root is named `Main.storyboard#selector`; the file is the part before the `#`.
            let path = Fixture.documentPath(input)?.file ?? input
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
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
