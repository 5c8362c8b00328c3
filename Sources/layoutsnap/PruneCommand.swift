import ArgumentParser
import FixtureFormat
import Foundation
import Pipeline

extension LayoutSnapCommand {
    /// `layoutsnap prune`: references that no fixture produces any more.
    struct PruneCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "prune",
            abstract: "List references (PNGs and their layout records) of the given fixtures that no variant produces any more, and temporaries left by killed runs; --delete removes them.",
            discussion: "Only files in the fixtures' own folders whose names have the shape of a variant's image are considered; folders are never removed.")

        @Argument(help: "Fixture files (.yaml, .yml, .json) or directories searched recursively.") var inputs: [String]
        @Option(help: "Reference directory.") var snapshots: String = "Snapshots"
        @Flag(help: "Delete the stale references (never a folder).") var delete = false

        func run() throws {
            let files = try FixtureFiles.collect(inputs)
            guard !files.isEmpty else { throw CLIError.badInput("no fixture files (.yaml, .yml, .json) found in \(inputs.joined(separator: ", "))") }
            var produced: [String: Set<String>] = [:]
            for fixture in try files.map({ try Fixture.load(path: $0) }) {
                if produced[fixture.name] == nil { produced[fixture.name] = [] }
                for variant in fixture.variants.variants {
                    for stage in fixture.stageNames {
                        let job = RenderJob(fixture: fixture, variant: variant)
                        produced[fixture.name, default: []].insert(job.name(stage: stage) + ".png")
                        produced[fixture.name, default: []].insert(job.name(stage: stage) + ".json")
                    }
                }
            }
            let stale = try StaleReferences.find(in: snapshots, produced: produced)
            for path in stale {
                if delete, unlink(path) != 0 {
                    throw CLIError.badInput("cannot delete \(path) (\(String(cString: strerror(errno))))")
                }
                print((delete ? "deleted " : "stale ") + path)
            }
            print("\(stale.count) stale reference(s) in \(snapshots)" + (delete || stale.isEmpty ? "" : " (run with --delete to remove them)"))
        }
    }
}
