import ArgumentParser
import Pipeline

extension LayoutSnapCommand {
    /// `layoutsnap record`: writes reference PNGs.
    struct RecordCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "record", abstract: "Record reference PNGs (<snapshots>/<fixture>/<variant>.png).")

        @OptionGroup var batch: BatchOptions
        @Option(help: "Reference directory.") var snapshots: String = "Snapshots"

        func run() throws {
            let (batch, progress) = try self.batch.prepare()
            StaleReferences.removeLeftoverTemporaries(in: snapshots, fixtures: batch.jobs.map(\.fixture.name))
            let results = batch.handle(with: RecordHandler(), snapshotsDirectory: snapshots)
                .map { $0.map(\.count).mapError(CLIError.from) }
            progress?.finish()
            let count = try imagesWritten(results)
            print("recorded \(count) reference(s) in \(snapshots)")
        }
    }
}
