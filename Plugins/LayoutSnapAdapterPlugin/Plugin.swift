import Foundation
import PackagePlugin

/// Compiles an app's Swift files unchanged on Linux: for a target that applies this plugin, every `.swift` file under
/// the folders its `layoutsnap-adapter.txt` names (one path per line, relative to the target's folder; `#` starts a
/// comment) is adapted by `layoutsnap-adapt` (see `SourceAdapter`) into the build folder, and the adapted copies are
/// what the target compiles. The app's files are only read. Exclude the list file from the target
/// (`exclude: ["layoutsnap-adapter.txt"]`); the target itself holds at least one Swift file of its own (SwiftPM needs
/// one), which is compiled as it is.
@main
struct LayoutSnapAdapterPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else {
            throw AdapterPluginError(message: "\(target.name): the adapter applies to Swift targets only")
        }
        let list = target.directoryURL.appending(path: "layoutsnap-adapter.txt")
        guard let text = try? String(contentsOf: list, encoding: .utf8) else {
            throw AdapterPluginError(message: "\(list.path): missing; it names the folders of the app's Swift files to adapt, one per line")
        }
        var inputs: [URL] = []
        for line in text.split(separator: "\n") {
            let entry = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first?.trimmingCharacters(in: .whitespaces) ?? ""
            guard !entry.isEmpty else { continue }
            let folder = target.directoryURL.appending(path: entry).standardizedFileURL
            guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
                throw AdapterPluginError(message: "\(list.path): \(folder.path) is not a folder")
            }
            for case let file as URL in files where file.pathExtension == "swift" { inputs.append(file.standardizedFileURL) }
        }
        inputs.sort { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: "Adapted")
        return [.buildCommand(
            displayName: "Adapting \(inputs.count) app source file(s) for \(target.name)",
            executable: try context.tool(named: "layoutsnap-adapt").url,
            arguments: ["--output", output.path] + inputs.map(\.path),
            inputFiles: inputs + [list],
            outputFiles: inputs.map { output.appending(path: $0.lastPathComponent) }
        )]
    }
}

struct AdapterPluginError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
