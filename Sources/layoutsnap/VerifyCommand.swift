import ArgumentParser
import Foundation
import Pipeline
import Snapshot

extension LayoutSnapCommand {
    /// `layoutsnap verify`: compares renders with the references, exactly.
    struct VerifyCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "verify",
            abstract: "Verify renders against reference PNGs; on a difference write expected, actual and diff images, report.html and report.json, and exit 1.")

        @OptionGroup var batch: BatchOptions
        @Option(help: "Reference directory.") var snapshots: String = "Snapshots"
        @Option(help: "Where failure artifacts go (<artifacts>/<fixture>/<variant>.{expected,actual,diff}.png, <artifacts>/report.html, report.json).")
        var artifacts: String = ".layoutsnap-artifacts"
        @OptionGroup var tolerances: ToleranceOptions
        @Option(help: "Record mode (default: LAYOUTSNAP_RECORD, else missing; never when CI is set).")
        var record: RecordMode?

        func run() throws {
            let tolerance = try tolerances.tolerance()
            let mode: RecordMode
            do {
                mode = try RecordMode.resolve(flag: record, environment: ProcessInfo.processInfo.environment)
            } catch {
                throw CLIError.badInput(error.description)
            }
            let (batch, progress) = try self.batch.prepare()
            if mode != .never {
                StaleReferences.removeLeftoverTemporaries(in: snapshots, fixtures: batch.jobs.map(\.fixture.name))
            }
            let handler = VerifyHandler(artifactsDirectory: artifacts, tolerance: tolerance, recordMode: mode)
            let results = batch.handle(with: handler, snapshotsDirectory: snapshots)
            progress?.finish()
            var failed = 0, total = 0, recorded = 0
            var errors: [CLIError] = []
            var report = SnapshotReport(entries: [])
            // A variant that cannot be verified (a corrupt reference, a scene too large) is reported and the batch
            // goes on: every failure is listed, and the report is always written.
            for (job, result) in zip(batch.jobs, results) {
                let verifications: [Verification]
                switch result {
                case let .success(list): verifications = list
                case let .failure(error):
                    let mapped = CLIError.from(error)
                    errors.append(mapped)
                    let variant = (error as? JobError)?.variant ?? job.variant.name
                    report.entries.append(SnapshotReport.Entry(fixture: job.fixture.name, variant: variant, scale: job.variant.scale, status: .error,
                                                               referencePath: "", message: mapped.message))
                    printError("ERROR \(job.fixture.name) \(variant): \(mapped.message)")
                    continue
                }
                for verification in verifications {
                    total += 1
                    let subject = "\(verification.group) \(verification.name)"
                    let entry = verification.reportEntry(tolerance: tolerance, artifactsDirectory: artifacts)
                    if let entry { report.entries.append(entry) }
                    switch verification.outcome {
                    case .matched:
                        continue
                    case let .missingReference(path):
                        failed += 1
                        printError("FAIL \(subject): no reference at \(path) (run `layoutsnap record` to create it)")
                    case let .mismatched(comparison, artifacts):
                        failed += 1
                        printError("FAIL \(subject): \(entry?.summary ?? comparison.summary)")
                        for artifact in artifacts.paths { printError("     \(artifact)") }
                    case let .recorded(path, previous):
                        recorded += 1
                        let reason = previous.map { "replaced a reference that differed: \($0.summary)" } ?? "there was no reference"
                        printError("RECORDED \(subject): wrote \(path) (\(reason)); verify again to compare")
                    }
                    for line in verification.layoutDiff?.lines ?? [] { printError("     layout: \(line)") }
                    if let problem = verification.layoutDiffError { printError("     layout: no layout diff: \(problem)") }
                }
            }
            let written = try report.write(toDirectory: artifacts)
            print("verified \(total) snapshot(s): \(total - failed - recorded) matched, \(failed) failed"
                  + (recorded > 0 ? ", \(recorded) recorded (record mode \(mode.rawValue))" : "")
                  + (errors.isEmpty ? "" : ", \(errors.count) variant(s) could not be verified"))
            if failed + recorded + errors.count > 0 { print("report: \(written.html) (and \(written.json))") }
            for error in errors { printError("error: \(error.message)") }
            if let worst = errors.map(\.exitCode).max() { throw ExitCode(worst) }
            if failed + recorded > 0 { throw ExitCode(1) }
        }
    }
}
